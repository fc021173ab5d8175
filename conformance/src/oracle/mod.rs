//! Independent numeric oracles: the definitions of the digest and docs/numerics.md written out
//! with exact host arithmetic and rustc_apfloat, sharing nothing with the interpreter's numeric
//! core. The corpus generator (`conformance/gen`) and the reference evaluator ([`crate::refeval`])
//! both take their bits from here. (Berkeley SoftFloat, the generator's second opinion, stays a
//! dev-dependency: it needs CMake.)

pub mod arith;
pub mod convert;
pub mod fmt;
pub mod int;
