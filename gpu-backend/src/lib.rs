//! GPU differential backend, behind the `cuda` feature.
