//! Known findings: bugs and limitations already documented, which a campaign counts instead of
//! reducing again. `fuzz/known-findings` (built in; `--known FILE` replaces it, `--known none`
//! empties it) lists them, one per line, tab-separated:
//!
//! ```text
//! SIGNATURE <TAB> STATUS <TAB> WHERE DOCUMENTED [<TAB> PROGRAM CONTAINS]
//! ```
//!
//! The signature is a finding's as `summary.json` writes it (oracle/kind/detail). Where the
//! detail alone is too broad (tileiras's "failed to compile" without a diagnostic, a crash), the
//! fourth field narrows it to programs whose module text contains every ` & `-separated term,
//! each term one of its ` | `-separated alternatives. A finding is matched before reduction, on
//! the program that met it, so a known bug costs one signature comparison.

use crate::program::Program;

/// The list kept in the repository, compiled in.
pub const BUILT_IN: &str = include_str!("../known-findings");

#[derive(Clone, Debug, PartialEq)]
pub struct Known {
    pub signature: String,
    pub status: String,
    pub documented: String,
    /// Terms the program text must all contain (each: any of its alternatives).
    pub contains: Vec<Vec<String>>,
}

impl Known {
    /// Whether a finding of signature `sig` (see `found::signature`), met by program `p`, is
    /// this one.
    pub fn matches(&self, sig: &str, p: &Program, text: &mut Option<String>) -> bool {
        if sig != self.signature {
            return false;
        }
        if self.contains.is_empty() {
            return true;
        }
        let t = text.get_or_insert_with(|| p.text());
        self.contains
            .iter()
            .all(|alts| alts.iter().any(|a| t.contains(a.as_str())))
    }
}

/// Parses a known-findings list; a malformed line is an error naming it.
pub fn parse(src: &str, name: &str) -> Result<Vec<Known>, String> {
    let mut out = vec![];
    for (n, line) in src.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        if !(3..=4).contains(&f.len()) || f[..3].iter().any(|x| x.trim().is_empty()) {
            return Err(format!("{name}:{}: expected SIGNATURE, STATUS, WHERE DOCUMENTED and optionally PROGRAM CONTAINS, tab-separated", n + 1));
        }
        if f[0].split('/').count() < 3 {
            return Err(format!(
                "{name}:{}: a signature is oracle/kind/detail, not {:?}",
                n + 1,
                f[0]
            ));
        }
        let contains = match f.get(3) {
            None => vec![],
            Some(c) => c
                .split(" & ")
                .map(|t| {
                    t.split(" | ")
                        .map(|a| a.trim().to_string())
                        .filter(|a| !a.is_empty())
                        .collect::<Vec<_>>()
                })
                .collect(),
        };
        if contains.iter().any(|t: &Vec<String>| t.is_empty()) {
            return Err(format!("{name}:{}: an empty term in {:?}", n + 1, f[3]));
        }
        out.push(Known {
            signature: f[0].to_string(),
            status: f[1].trim().to_string(),
            documented: f[2].trim().to_string(),
            contains,
        });
    }
    Ok(out)
}

/// The list `--known` names: `None` the built-in one, `"none"` nothing, else a file.
pub fn load(arg: Option<&str>) -> Result<Vec<Known>, String> {
    match arg {
        None => parse(BUILT_IN, "fuzz/known-findings"),
        Some("none") => Ok(vec![]),
        Some(path) => parse(
            &std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?,
            path,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_list_parses() {
        let k = load(None).unwrap();
        assert!(k.len() >= 5, "{k:?}");
        assert!(k.iter().all(|k| k.documented.starts_with("docs/")));
    }

    #[test]
    fn malformed_lines_are_errors_with_their_line() {
        for bad in [
            "sig\tstatus",
            "a/b/c\t\tdocs/x.md",
            "nosig\tst\tdocs/x.md",
            "a/b/c\tst\tdocs/x.md\tfoo &  & bar",
        ] {
            let e = parse(&format!("# c\n{bad}\n"), "k").unwrap_err();
            assert!(e.starts_with("k:2:"), "{bad}: {e}");
        }
        let k = parse(
            "a/b/c d\tst\tdocs/x.md\tftof & rounding<zero> | rounding<positive_inf>\n",
            "k",
        )
        .unwrap();
        assert_eq!(
            k[0].contains,
            vec![
                vec!["ftof".to_string()],
                vec![
                    "rounding<zero>".to_string(),
                    "rounding<positive_inf>".to_string()
                ]
            ]
        );
    }
}
