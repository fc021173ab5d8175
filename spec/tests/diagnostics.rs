//! The invalid fixtures (`tests/fixtures/invalid/*.mlir`), checked the way
//! `tileref check --split-input-file --verify-diagnostics --allow-unregistered-dialect` checks
//! them: each `// -----` split is parsed and verified, stopping at the first error, and the
//! errors must fall on the lines that `// expected-error` annotations name. In addition, the
//! annotated text must occur in the reported message, and every split must expect an error.
//!
//! Directives (comment lines at the top of a file): `// target-version: 13.x` verifies against
//! that dialect version; `// hints-as-errors` makes invalid optimization hints errors.

mod support;

use support::*;
use tileref_spec::diag::{Diagnostic, Severity, SourceFile};
use tileref_spec::diagtest;
use tileref_spec::text;
use tileref_spec::verify::{self, VerifyOptions};

/// Parse and verify one split exactly as the `check` command does with `--verify-diagnostics`.
fn diagnose(src: &str, opts: VerifyOptions) -> Vec<Diagnostic> {
    match text::parse_file(src) {
        Err(d) => vec![d],
        Ok(f) => {
            let mut out = verify::verify_file(&f, opts);
            if let Some(i) = out.iter().position(|d| d.severity == Severity::Error) {
                out.truncate(i + 1);
            }
            out
        }
    }
}

#[test]
fn invalid_fixtures_report_the_expected_errors() {
    let files = mlir_files(&fixtures_dir().join("invalid"));
    assert!(!files.is_empty(), "no invalid fixtures found");
    let mut failures = vec![];
    let (mut n_splits, mut n_expected) = (0, 0);
    for path in &files {
        let name = short(path);
        let src = read(path);
        let opts = VerifyOptions {
            target: target_version(&src),
            first_error_only: true,
            hints_as_errors: hints_as_errors(&src),
            allow_unregistered: true,
        };
        for split in diagtest::split_input(&src) {
            n_splits += 1;
            let at = |line: usize| format!("{name}:{}", line + split.first_line);
            let diags = diagnose(split.text, opts);
            let expected: Vec<_> = diagtest::expectations(split.text)
                .into_iter()
                .filter(|e| e.severity == Severity::Error)
                .collect();
            n_expected += expected.len();
            if expected.is_empty() {
                failures.push(format!("{}: split expects no error", at(1)));
                continue;
            }
            let r = diagtest::match_split(split.text, &diags);
            let sf = SourceFile::new("", split.text);
            for e in &r.missing {
                let got: Vec<String> = diags
                    .iter()
                    .map(|d| {
                        format!(
                            "line {}: {}",
                            sf.line_col(d.span.start as usize).0 + split.first_line,
                            d.message
                        )
                    })
                    .collect();
                failures.push(format!(
                    "{}: expected error {{{{{}}}}} not produced; got {got:?}",
                    at(e.line),
                    e.message
                ));
            }
            for (l, m) in &r.unexpected {
                failures.push(format!("{}: unexpected error: {m}", at(*l)));
            }
            // The annotation's text must be part of the message reported on its line.
            for e in &expected {
                let on_line: Vec<&Diagnostic> = diags
                    .iter()
                    .filter(|d| {
                        d.severity == Severity::Error
                            && d.span.is_known()
                            && sf.line_col(d.span.start as usize).0 == e.line
                    })
                    .collect();
                if !on_line.is_empty() && !on_line.iter().any(|d| d.message.contains(&e.message)) {
                    failures.push(format!(
                        "{}: expected {{{{{}}}}}, reported: {}",
                        at(e.line),
                        e.message,
                        on_line[0].message
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems in the invalid fixtures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!(
        "{} invalid fixture files, {n_splits} splits, {n_expected} expected errors, all matched",
        files.len()
    );
}
