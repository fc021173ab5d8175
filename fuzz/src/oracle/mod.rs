//! Oracles: what a generated program is checked against.
//!
//! - `self`: what tileref can check on its own: the text (custom and generic) and bytecode
//!   round trips give the same module; results are the same bits under every schedule and
//!   thread count; element-wise results equal the independent reference evaluator
//!   (`tileref_conformance::refeval`, written from the spec apart from the interpreter).
//! - `tileiras`: NVIDIA's compiler must accept and compile every program tileref accepts.

pub mod interp;
pub mod reference;
pub mod tileiras;

use crate::program::Program;
// What the oracles answer with is defined below the generator and the oracles, in
// `crate::verdict`; it is named here too, as the oracles' public face.
pub use crate::verdict::{module_of, Finding, Verdict};

/// Which oracles a campaign asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Oracle {
    SelfCheck,
    Tileiras {
        exe: std::path::PathBuf,
        arch: String,
    },
}

impl Oracle {
    /// Whether the verdict can depend on the input values (the interpreter's results do, a
    /// compiler's does not): the reducer only simplifies data for the former.
    pub fn data_dependent(&self) -> bool {
        matches!(self, Oracle::SelfCheck)
    }

    pub fn name(&self) -> &'static str {
        match self {
            Oracle::SelfCheck => "self",
            Oracle::Tileiras { .. } => "tileiras",
        }
    }
}

/// Checks `p` against `oracle`.
pub fn check(p: &Program, oracle: &Oracle) -> Verdict {
    let m = match module_of(p) {
        Ok(m) => m,
        Err(f) => return Verdict::Finding(f),
    };
    match oracle {
        Oracle::SelfCheck => interp::check_self(p, &m),
        Oracle::Tileiras { exe, arch } => tileiras::check(&m, exe, arch),
    }
}
