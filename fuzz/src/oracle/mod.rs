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
use tileref_spec::diag::Severity;
use tileref_spec::ir::Module;

/// Which oracles a campaign asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Oracle {
    SelfCheck,
    Tileiras { exe: std::path::PathBuf, arch: String },
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

/// Something an oracle disagreed with.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// Short kind, stable across programs: `text-roundtrip`, `bytecode-roundtrip`,
    /// `schedule`, `reference-mismatch`, `interp-error`, `tileiras-rejects`, ...
    pub kind: String,
    pub oracle: String,
    pub message: String,
    /// What the reducer must keep besides the kind (e.g. the op whose result differed).
    pub detail: String,
}

/// The outcome of checking one program.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    Pass,
    /// The program says nothing: it has undefined behaviour for its inputs, or used an op the
    /// reference does not evaluate (then only the other checks ran).
    Discard(String),
    Finding(Finding),
}

/// Parses and verifies a program's text; `Err` is a finding of the `self` oracle (the
/// generator only builds what the verifier accepts, so a failure here is a tileref bug).
pub fn module_of(p: &Program) -> Result<Module, Finding> {
    let text = p.text();
    let m = tileref_spec::text::parse_module(&text).map_err(|d| finding("parse", "self", format!("the program does not parse: {}", d.message), ""))?;
    let errs: Vec<String> = tileref_spec::verify::verify_module(&m, Default::default()).into_iter().filter(|d| d.severity == Severity::Error).map(|d| d.message).collect();
    if let Some(e) = errs.first() {
        return Err(finding("verify", "self", format!("the verifier rejects a generated program: {e}"), ""));
    }
    Ok(m)
}

pub fn finding(kind: &str, oracle: &str, message: String, detail: &str) -> Finding {
    Finding { kind: kind.into(), oracle: oracle.into(), message, detail: detail.into() }
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
