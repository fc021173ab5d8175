//! `--split-input-file` and `--verify-diagnostics` with mlir-opt's meaning: inputs separated by
//! `// -----`, and `// expected-error {{...}}` annotations (same line, `@+N`, `@-N`, `@below`,
//! `@above`) that the errors we report must match line for line.

use crate::diag::{Diagnostic, Severity, SourceFile};

/// Options a test file asks for in comment lines before its first other line:
/// `// target-version: 13.3` (verify against that dialect version) and `// hints-as-errors`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Directives {
    pub target: Option<crate::Version>,
    pub hints_as_errors: bool,
}

/// Reads the directives at the top of a file; an unknown version is an error.
pub fn directives(src: &str) -> Result<Directives, String> {
    let mut d = Directives::default();
    for line in src.lines() {
        let l = line.trim();
        if l.is_empty() {
            continue;
        }
        let Some(c) = l.strip_prefix("//") else { break };
        let c = c.trim();
        if let Some(v) = c.strip_prefix("target-version:") {
            d.target = Some(
                crate::Version::parse(v)
                    .ok_or_else(|| format!("unknown dialect version in '{l}'"))?,
            );
        } else if c == "hints-as-errors" {
            d.hints_as_errors = true;
        }
    }
    Ok(d)
}

/// One piece of a split file: its text and the line (0-based) where it starts in the file.
pub struct Split<'a> {
    pub text: &'a str,
    pub first_line: usize,
}

/// Splits on lines consisting of `// -----`.
pub fn split_input(src: &str) -> Vec<Split<'_>> {
    let mut out = vec![];
    let mut start = 0usize;
    let mut start_line = 0usize;
    let mut offset = 0usize;
    for (i, line) in src.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            out.push(Split {
                text: &src[start..offset],
                first_line: start_line,
            });
            start = offset + line.len();
            start_line = i + 1;
        }
        offset += line.len();
    }
    out.push(Split {
        text: &src[start..],
        first_line: start_line,
    });
    out
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expected {
    pub severity: Severity,
    /// 1-based line within the split.
    pub line: usize,
    pub message: String,
}

fn is_directive_line(l: &str) -> bool {
    l.contains("expected-error")
        || l.contains("expected-warning")
        || l.contains("expected-note")
        || l.contains("expected-remark")
}

/// Reads the `expected-*` annotations of one split.
pub fn expectations(text: &str) -> Vec<Expected> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = vec![];
    for (i, l) in lines.iter().enumerate() {
        let mut rest = *l;
        while let Some(p) = rest.find("expected-") {
            rest = &rest[p + "expected-".len()..];
            let (sev, after) = if let Some(a) = rest.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = rest.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = rest.strip_prefix("note") {
                (Severity::Note, a)
            } else if let Some(a) = rest.strip_prefix("remark") {
                (Severity::Note, a)
            } else {
                continue;
            };
            // `expected-error-re` takes a regular expression; lines are what we match, so treat it alike.
            let after = after.strip_prefix("-re").unwrap_or(after).trim_start();
            let (target, after) = if let Some(a) = after.strip_prefix('@') {
                let end = a
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(a.len());
                let spec = &a[..end];
                let t = match spec {
                    "below" => (i + 1..lines.len())
                        .find(|&j| !is_directive_line(lines[j]))
                        .unwrap_or(i + 1),
                    "above" => (0..i)
                        .rev()
                        .find(|&j| !is_directive_line(lines[j]))
                        .unwrap_or(i.saturating_sub(1)),
                    s => {
                        let n: i64 = s.parse().unwrap_or(0);
                        (i as i64 + n).max(0) as usize
                    }
                };
                (t, &a[end..])
            } else {
                (i, after)
            };
            let after = after.trim_start();
            let Some(body) = after.strip_prefix("{{") else {
                continue;
            };
            let Some(end) = body.find("}}") else { continue };
            out.push(Expected {
                severity: sev,
                line: target + 1,
                message: body[..end].to_string(),
            });
            rest = &body[end..];
        }
    }
    out
}

/// The outcome of checking one split.
#[derive(Debug, Default)]
pub struct SplitResult {
    pub expected_errors: usize,
    pub matched_errors: usize,
    /// Expected errors with no reported error on their line.
    pub missing: Vec<Expected>,
    /// Reported errors on lines where none was expected.
    pub unexpected: Vec<(usize, String)>,
}

impl SplitResult {
    pub fn ok(&self) -> bool {
        self.missing.is_empty() && self.unexpected.is_empty()
    }
}

/// Matches reported errors against the annotations of one split (by line; messages are informative).
pub fn match_split(text: &str, reported: &[Diagnostic]) -> SplitResult {
    let sf = SourceFile::new("", text);
    let exp: Vec<Expected> = expectations(text)
        .into_iter()
        .filter(|e| e.severity == Severity::Error)
        .collect();
    let lines: Vec<(usize, String)> = reported
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let line = if d.span.is_known() {
                sf.line_col(d.span.start as usize).0
            } else {
                0
            };
            (line, d.message.clone())
        })
        .collect();
    let mut r = SplitResult {
        expected_errors: exp.len(),
        ..Default::default()
    };
    for e in &exp {
        if lines.iter().any(|(l, _)| *l == e.line) {
            r.matched_errors += 1;
        } else {
            r.missing.push(e.clone());
        }
    }
    for (l, m) in lines {
        if !exp.iter().any(|e| e.line == l) {
            r.unexpected.push((l, m));
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    #[test]
    fn directives_at_the_top_only() {
        let d = directives("// target-version: 13.2\n// hints-as-errors\ncuda_tile.module @m {}\n// target-version: 13.5\n").unwrap();
        assert_eq!(
            d,
            Directives {
                target: Some(crate::Version::V13_2),
                hints_as_errors: true
            }
        );
        assert_eq!(
            directives("cuda_tile.module @m {}").unwrap(),
            Directives::default()
        );
        assert!(directives("// target-version: 12.0").is_err());
    }

    #[test]
    fn splits_and_targets() {
        let src = "a\n// -----\n// expected-error @below {{boom}}\nop\n// expected-error @+1 {{two}}\nx // expected-error {{same}}\n";
        let s = split_input(src);
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].first_line, 2);
        let e = expectations(s[1].text);
        assert_eq!(e.iter().map(|e| e.line).collect::<Vec<_>>(), vec![2, 4, 4]);
        assert_eq!(e[0].message, "boom");
        // An error on line 2 matches the first, none on line 4 leaves two missing.
        let d = Diagnostic::error(Span::at(s[1].text.find("op").unwrap()), "x");
        let r = match_split(s[1].text, &[d]);
        assert_eq!(r.matched_errors, 1);
        assert_eq!(r.missing.len(), 2);
        assert!(r.unexpected.is_empty());
    }
}
