//! tileref-spec: what a CUDA Tile IR program is.
