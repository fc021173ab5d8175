//! Replays every committed input of the libFuzzer targets (`fuzz/targets/corpus/<target>/`,
//! the minimised corpora, and `fuzz/targets/regressions/<target>/`, inputs that once crashed
//! or hung) through the stable harness, so that a fixed reader bug stays fixed without nightly.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Instant;
use tileref_fuzz::harness;

/// The committed inputs of `target`, corpus first, in name order.
fn inputs(target: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("targets");
    let mut out = vec![];
    for kind in ["corpus", "regressions"] {
        let Ok(dir) = std::fs::read_dir(root.join(kind).join(target)) else {
            continue;
        };
        let mut files: Vec<PathBuf> = dir
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

/// Runs `f` on every input of `target`; fails naming each input that panicked, and when there
/// is no input at all (a moved or emptied corpus must not pass silently).
fn replay(target: &str, f: fn(&[u8])) {
    let files = inputs(target);
    assert!(!files.is_empty(), "no committed inputs for fuzz target '{target}' under fuzz/targets/{{corpus,regressions}}/{target}/");
    let start = Instant::now();
    let mut failed = vec![];
    for p in &files {
        let data = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        if catch_unwind(AssertUnwindSafe(|| f(&data))).is_err() {
            failed.push(p.display().to_string());
        }
    }
    eprintln!(
        "{target}: {} inputs replayed in {:.2?}",
        files.len(),
        start.elapsed()
    );
    assert!(
        failed.is_empty(),
        "{target}: {} of {} inputs panicked:\n{}",
        failed.len(),
        files.len(),
        failed.join("\n")
    );
}

#[test]
fn text_inputs() {
    replay("text", harness::text);
}

#[test]
fn bytecode_inputs() {
    replay("bytecode", harness::bytecode);
}

#[test]
fn verify_inputs() {
    replay("verify", harness::verify);
}

#[test]
fn run_inputs() {
    replay("run", harness::run);
}
