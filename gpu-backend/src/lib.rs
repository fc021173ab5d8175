//! GPU differential runs. Build where the toolchain is, run where the GPU is:
//! [`bundle`] writes each conformance case as bytecode, compiles it with NVIDIA's `tileiras`
//! and records every run's inputs; `run` (feature `cuda`) launches the cubins through the CUDA
//! driver and stores the outputs; [`diff`] compares them with the expectations through the
//! conformance runner, exactly as for the interpreter.

pub mod bundle;
pub mod cache;
pub mod diff;
#[cfg(feature = "cuda")]
pub mod driver;
pub mod ptx;

/// The manifest of a bundle (`manifest.json`), as plain JSON values.
pub const MANIFEST: &str = "manifest.json";
/// The results of a GPU run (`results.json` in the results directory).
pub const RESULTS: &str = "results.json";

/// Bytes a scalar kernel parameter of element type `e` takes (natural C size).
pub fn param_bytes(e: tileref_spec::types::ElemType) -> usize {
    use tileref_spec::types::ElemType::*;
    match e {
        I1 | I8 | F8E4M3FN | F8E5M2 | F8E8M0FNU | FNV8E5M3FNU | I4 | F4E2M1FN => 1,
        I16 | F16 | BF16 => 2,
        I32 | F32 | TF32 => 4,
        I64 | F64 => 8,
    }
}
