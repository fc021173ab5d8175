//! Lowering of Tile IR to PTX. A tile block becomes one CUDA thread block; [`dims`] decides how
//! a tile's elements are spread over the block's threads, loops and vector registers.

pub mod dims;
