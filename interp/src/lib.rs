//! tileref-interp: what a CUDA Tile IR program does.
//!
//! [`launch`] runs one kernel over a grid of tile blocks against a [`Memory`]; every numeric
//! result comes from the bit-exact [`numeric`] core, every memory access goes through
//! [`memory::Memory::access`], and undefined behaviour comes back as [`Report`]s.

pub mod concurrency;
pub mod eval;
pub mod exec;
pub mod halt;
mod hoist;
pub mod hw;
pub mod launch;
mod layout;
pub mod memory;
pub mod numeric;
mod options;
pub mod places;
pub mod planted;
pub mod program;
pub mod report;
pub mod rng;
pub mod value;

pub use halt::Limit;
pub use launch::{launch, on_each_worker, tile_buffer_sizes, warm_workers, LaunchResult, Status};
pub use memory::Memory;
pub use options::{
    MmaMode, Numerics, Options, ReduceOrder, Schedule, UbPolicy, DEFAULT_MAX_MEMORY,
    DEFAULT_MAX_STEPS,
};
pub use report::{Category, Report};
