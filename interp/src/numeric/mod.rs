//! The bit-exact numeric core.
