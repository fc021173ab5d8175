//! Helpers shared by the integration tests: fixture discovery, the target-version directive,
//! and walking every op of a module.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use tileref_spec::diag::{Diagnostic, SourceFile};
use tileref_spec::ir::*;
use tileref_spec::Version;

/// The fixtures directory of this crate.
pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
}

/// Every `.mlir` file under `dir`, recursively, in a stable order.
pub fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

pub fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// A path relative to the fixtures directory, for messages.
pub fn short(p: &Path) -> String {
    p.strip_prefix(fixtures_dir())
        .unwrap_or(p)
        .display()
        .to_string()
}

/// The dialect version a fixture is checked against (`// target-version: 13.3` at its top).
pub fn target_version(src: &str) -> Option<Version> {
    tileref_spec::diagtest::directives(src)
        .expect("fixture directives")
        .target
}

/// Whether a fixture asks for invalid optimization hints to be errors (`// hints-as-errors`).
pub fn hints_as_errors(src: &str) -> bool {
    tileref_spec::diagtest::directives(src)
        .expect("fixture directives")
        .hints_as_errors
}

pub fn render(name: &str, src: &str, d: &Diagnostic) -> String {
    SourceFile::new(name, src).render(d)
}

/// Calls `f` on every op of a block, depth first (an op before the ops of its regions).
pub fn walk_block<'a>(b: &'a Block, f: &mut dyn FnMut(&'a Op)) {
    for op in &b.ops {
        f(op);
        for r in &op.regions {
            if let Some(inner) = r.block() {
                walk_block(inner, f);
            }
        }
    }
}

pub fn walk_module<'a>(m: &'a Module, f: &mut dyn FnMut(&'a Func, &'a Op)) {
    for func in m.funcs() {
        walk_block(&func.body, &mut |op| f(func, op));
    }
}
