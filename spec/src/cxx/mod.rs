//! The Tile C++ typing rules and a front end that types expressions and lowers them to Tile IR.
//!
//! - [`scalar`]: scalar categories, properties of integral scalars, the platform parameters;
//! - [`shape`]: extents, tiles and tile like types, tensor spans, partition views;
//! - [`conv`]: conversions (ranks, scalar/tile/bool tile conversion, broadcasts, arithmetic
//!   common type, arithmetic tile and comparison conversions, promotion);
//! - [`parse`], [`check`]: the expression front end (types every expression, making each
//!   implicit conversion explicit, or says why it is ill-formed and which rule says so);
//! - [`lower`]: lowering to a verified Tile IR module (its calling convention is documented there);
//! - [`semantics`]: reference index computations (broadcast, partition views, assumptions);
//! - [`gen`]: a deterministic random generator of typed variables and expressions;
//! - [`eval`], [`exact`]: a reference evaluator of typed expressions (exact rational arithmetic,
//!   then one rounding per operation), independent of Tile IR and of the interpreter.
//!
//! docs/cxx-rules.md states the rules with their examples and every decision taken where the
//! documentation is silent or ambiguous.

pub mod check;
pub mod conv;
pub mod eval;
pub mod exact;
pub mod gen;
pub mod lower;
pub mod parse;
pub mod rule;
pub mod scalar;
pub mod semantics;
pub mod shape;

pub use check::{Env, Typed};
pub use rule::{IllFormed, Rule};
pub use scalar::Platform;
pub use shape::{CxxType, TileLike};

/// Types `expr` against `vars` (`name=type` specs) on the default platform.
pub fn type_of(expr: &str, vars: &[&str]) -> Result<CxxType, IllFormed> {
    let mut env = Env::new(Platform::default());
    for v in vars {
        env.declare(v)?;
    }
    env.check(expr).map(|t| t.ty)
}
