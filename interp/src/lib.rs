//! tileref-interp: what a CUDA Tile IR program does.
pub mod numeric;
