//! Lowering of Tile IR to PTX. A tile block becomes one CUDA thread block; [`dims`] decides how
//! a tile's elements are spread over the block's threads, loops and vector registers, [`target`]
//! holds every per-target choice (sm_80 .. sm_90) and [`emit`] writes the PTX text.

pub mod dims;
pub mod emit;
pub mod lower;
pub mod target;
