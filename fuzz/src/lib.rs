//! Program generators and differential fuzzing.
