//! Program generators and differential fuzzing: random well-typed Tile IR programs
//! ([`gen`]), checked by oracles ([`oracle`]), reduced to small reproducers ([`reduce`]), in
//! sharded, reproducible campaigns ([`campaign`]) whose findings are written by [`report`];
//! [`harness`] holds the checks the coverage-guided reader targets run.
//!
//! Dependencies point one way, each module using only those listed after it:
//! - [`rounds`], [`batch`] (GPU batches and their reduction rounds), [`campaign`];
//! - [`report`] (writing a [`found::Found`]), [`reduce`];
//! - [`oracle`]: `mod` dispatches to `interp` (the `self` oracle), which uses `reference`,
//!   and `tileiras`;
//! - [`gen`] (`mod` uses `candidates`);
//! - [`found`], [`verdict`] (what a check says, and `module_of`: the program parsed and
//!   verified), [`combiner`], [`values`];
//! - [`program`] (the program form, its element types and text), [`rng`].
//!
//! [`harness`] stands apart: it depends on no other module of the crate.

pub mod batch;
pub mod campaign;
pub mod combiner;
pub mod found;
pub mod gen;
pub mod harness;
pub mod known;
pub mod oracle;
pub mod program;
pub mod reduce;
pub mod report;
pub mod rng;
pub mod rounds;
pub mod values;
pub mod verdict;
