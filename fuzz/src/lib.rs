//! Program generators and differential fuzzing: random well-typed Tile IR programs
//! ([`gen`]), checked by oracles ([`oracle`]), reduced to small reproducers ([`reduce`]), in
//! sharded, reproducible campaigns ([`campaign`]) whose findings are written by [`report`];
//! [`harness`] holds the checks the coverage-guided reader targets run.

pub mod batch;
pub mod campaign;
pub mod gen;
pub mod harness;
pub mod oracle;
pub mod program;
pub mod reduce;
pub mod report;
pub mod rng;
pub mod rounds;
pub mod values;
