//! Program generators and differential fuzzing.
pub mod harness;
