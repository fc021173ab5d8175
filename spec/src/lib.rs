//! tileref-spec: what a CUDA Tile IR program is — the IR model, the op catalogue, the textual
//! syntax, the bytecode format, the verifier, and the loader above them all.

pub mod attrs;
pub mod bytecode;
pub mod cxx;
pub mod diag;
pub mod diagtest;
pub mod float_bits;
pub mod ir;
pub mod load;
pub mod ops;
pub mod rng;
pub mod text;
pub mod types;
pub mod verify;
pub mod version;

pub use version::Version;
