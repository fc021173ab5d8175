//! The valid syntax fixtures (`tests/fixtures/valid/**.mlir`): each parses, verifies without a
//! single diagnostic, and prints (custom and generic form) to text that parses back to the same
//! module; printing that again gives the same text. Together the fixtures must use every op of
//! the catalogue in the custom form and again in the generic form.

mod support;

use std::collections::BTreeSet;
use support::*;
use tileref_spec::diag::Span;
use tileref_spec::ir::*;
use tileref_spec::ops;
use tileref_spec::text::{self, PrintOptions};
use tileref_spec::verify::{self, VerifyOptions};

/// How an op or item was written: in the generic form its name is a quoted string.
fn written_generic(src: &str, span: Span) -> Option<bool> {
    let c = *src.as_bytes().get(span.start as usize)?;
    match c {
        b'"' => Some(true),
        // An omitted terminator stands at the closing brace of its region: not written at all.
        b'}' => None,
        _ => Some(false),
    }
}

/// Describes the first difference between two modules, for failure messages.
fn first_difference(a: &Module, b: &Module) -> String {
    if a.name != b.name || a.producer != b.producer || a.attrs != b.attrs || a.loc != b.loc {
        return format!(
            "module header: {:?} / {:?} / {:?}  vs  {:?} / {:?} / {:?}",
            a.name, a.producer, a.loc, b.name, b.producer, b.loc
        );
    }
    if a.items.len() != b.items.len() {
        return format!("{} items vs {}", a.items.len(), b.items.len());
    }
    for (i, (x, y)) in a.items.iter().zip(&b.items).enumerate() {
        if x == y {
            continue;
        }
        let (Item::Func(fx), Item::Func(fy)) = (x, y) else {
            return format!("item {i}:\n{x:#?}\nvs\n{y:#?}");
        };
        if fx.params != fy.params || fx.values != fy.values {
            return format!("function @{}: parameters or value types differ", fx.name);
        }
        let mut ox = vec![];
        let mut oy = vec![];
        walk_block(&fx.body, &mut |o| ox.push(o));
        walk_block(&fy.body, &mut |o| oy.push(o));
        for (k, (p, q)) in ox.iter().zip(&oy).enumerate() {
            // Compare the ops without their nested regions, so the innermost difference is named.
            let strip = |o: &Op| Op {
                regions: vec![],
                ..o.clone()
            };
            if strip(p) != strip(q) {
                return format!(
                    "function @{}, op #{k} ('{}'):\n{:#?}\nvs\n{:#?}",
                    fx.name,
                    p.name(),
                    strip(p),
                    strip(q)
                );
            }
        }
        return format!(
            "function @{}: {} ops vs {}, or other function fields differ",
            fx.name,
            ox.len(),
            oy.len()
        );
    }
    "no difference found".into()
}

struct Coverage {
    custom: BTreeSet<&'static str>,
    generic: BTreeSet<&'static str>,
}

fn check_file(path: &std::path::Path, cov: &mut Coverage) -> Result<usize, String> {
    let name = short(path);
    let src = read(path);
    let parsed = text::parse_file(&src)
        .map_err(|d| format!("does not parse:\n{}", render(&name, &src, &d)))?;
    if parsed.loose.is_some() {
        return Err(format!(
            "{name}: ops outside a module are not expected in valid fixtures"
        ));
    }
    if parsed.modules.is_empty() {
        return Err(format!("{name}: no module"));
    }
    let opts = VerifyOptions {
        target: target_version(&src),
        ..Default::default()
    };
    let diags = verify::verify_file(&parsed, opts);
    if !diags.is_empty() {
        let all: String = diags.iter().map(|d| render(&name, &src, d)).collect();
        return Err(format!("verifier reported:\n{all}"));
    }
    for m in &parsed.modules {
        // Coverage, by the form each op and item was written in.
        let mut note = |generic: Option<bool>, n: &'static str| match generic {
            Some(true) => {
                cov.generic.insert(n);
            }
            Some(false) => {
                cov.custom.insert(n);
            }
            None => {}
        };
        note(written_generic(&src, m.span), "module");
        for item in &m.items {
            match item {
                Item::Global(g) => note(written_generic(&src, g.span), "global"),
                Item::Func(f) => note(
                    written_generic(&src, f.span),
                    if f.kind == FuncKind::Entry {
                        "entry"
                    } else {
                        "testing$func"
                    },
                ),
            }
        }
        walk_module(m, &mut |_, op| {
            note(written_generic(&src, op.span), op.name())
        });

        for generic in [false, true] {
            let form = if generic { "generic" } else { "custom" };
            let printed = text::print_module_with(m, PrintOptions { generic });
            let back = text::parse_module(&printed).map_err(|d| {
                format!(
                    "module @{}: the {form} print does not parse:\n{}\n--- printed ---\n{printed}",
                    m.name,
                    render("<printed>", &printed, &d)
                )
            })?;
            if back != *m {
                return Err(format!(
                    "module @{}: the {form} print parses to a different module: {}\n--- printed ---\n{printed}",
                    m.name,
                    first_difference(m, &back)
                ));
            }
            let again = text::print_module_with(&back, PrintOptions { generic });
            if again != printed {
                return Err(format!("module @{}: printing the {form} form is not stable:\n{printed}\n--- then ---\n{again}", m.name));
            }
            let d = verify::verify_module(&back, opts);
            if !d.is_empty() {
                return Err(format!(
                    "module @{}: the {form} print no longer verifies: {}",
                    m.name, d[0].message
                ));
            }
        }
    }
    // Files under `twins/` hold one module several times, in different spellings.
    if path.components().any(|c| c.as_os_str() == "twins") {
        let first = &parsed.modules[0];
        for m in &parsed.modules[1..] {
            let renamed = Module {
                name: first.name.clone(),
                ..m.clone()
            };
            if renamed != *first {
                return Err(format!(
                    "module @{} differs from its twin @{}: {}",
                    m.name,
                    first.name,
                    first_difference(first, &renamed)
                ));
            }
        }
    }
    Ok(parsed.modules.len())
}

#[test]
fn valid_fixtures_parse_verify_and_round_trip_with_full_coverage() {
    let files = mlir_files(&fixtures_dir().join("valid"));
    assert!(!files.is_empty(), "no valid fixtures found");
    let mut cov = Coverage {
        custom: BTreeSet::new(),
        generic: BTreeSet::new(),
    };
    let mut failures = vec![];
    let mut modules = 0;
    for f in &files {
        match check_file(f, &mut cov) {
            Ok(n) => modules += n,
            Err(e) => failures.push(format!("{}: {e}", short(f))),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} valid fixtures failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );

    // Every op of the catalogue, in both forms, plus the module items.
    let mut want: BTreeSet<&'static str> = ops::all()
        .iter()
        .filter(|d| !d.is_unregistered())
        .map(|d| d.name)
        .collect();
    let n_ops = want.len();
    want.extend(["module", "entry", "global", "testing$func"]);
    for (form, got) in [("custom", &cov.custom), ("generic", &cov.generic)] {
        let missing: Vec<_> = want.difference(got).collect();
        let extra: Vec<_> = got.difference(&want).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{form} form: ops not covered by the valid fixtures: {missing:?}; unknown: {extra:?}"
        );
    }
    eprintln!(
        "{} valid fixture files, {modules} modules, {n_ops} ops covered in both forms",
        files.len()
    );
}
