//! tileref-conformance: the conformance corpus format (`case`), a runner that executes a corpus
//! on any [`runner::Backend`] (the interpreter is one), and the coverage matrix derived from
//! the op catalogue and the verifier (`coverage`), the independent numeric oracles (`oracle`)
//! and a reference evaluator built on them (`refeval`).

pub mod case;
pub mod coverage;
pub mod elem;
pub mod oracle;
pub mod refeval;
pub mod runner;

pub use case::{Case, Tier, Verdict};
pub use runner::{Backend, CompareOptions, InterpBackend, Summary};
