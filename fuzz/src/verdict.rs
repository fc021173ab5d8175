//! What a check says about a program ([`Verdict`], [`Finding`]), and the check every other one
//! starts from: the program's text parses and verifies ([`module_of`]). The generator asks the
//! verifier through it, the oracles and the reducer report with these types; this module
//! depends only on the program form.

use crate::program::Program;
use tileref_spec::diag::Severity;
use tileref_spec::ir::Module;

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
    let m = tileref_spec::text::parse_module(&text).map_err(|d| {
        finding(
            "parse",
            "self",
            format!("the program does not parse: {}", d.message),
            "",
        )
    })?;
    let errs: Vec<String> = tileref_spec::verify::verify_module(&m, Default::default())
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.message)
        .collect();
    if let Some(e) = errs.first() {
        return Err(finding(
            "verify",
            "self",
            format!("the verifier rejects a generated program: {e}"),
            "",
        ));
    }
    Ok(m)
}

pub fn finding(kind: &str, oracle: &str, message: String, detail: &str) -> Finding {
    Finding {
        kind: kind.into(),
        oracle: oracle.into(),
        message,
        detail: detail.into(),
    }
}
