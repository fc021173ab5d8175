//! Writes the conformance corpus (`conformance/corpus/`) from the oracles in `conformance/gen/`:
//! `cargo run -p tileref-conformance --example gen_corpus [--check]`. With `--check` it writes
//! nothing and exits 1 when a committed file differs from what the generator produces.

#[path = "../gen/mod.rs"]
mod gen;

use std::path::PathBuf;

fn main() {
    let check = std::env::args().any(|a| a == "--check");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let files = gen::generate();
    let mut differ = 0;
    for f in &files {
        let p = root.join(&f.path);
        if check {
            if std::fs::read_to_string(&p).ok().as_deref() != Some(f.text.as_str()) {
                eprintln!("differs: {}", p.display());
                differ += 1;
            }
        } else {
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, &f.text).unwrap();
        }
    }
    // Files in the corpus the generator no longer produces.
    let known: std::collections::BTreeSet<PathBuf> =
        files.iter().map(|f| root.join(&f.path)).collect();
    let mut stale = vec![];
    let mut stack = vec![root.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") && !known.contains(&p) {
                stale.push(p);
            }
        }
    }
    for p in &stale {
        if check {
            eprintln!("not generated: {}", p.display());
            differ += 1;
        } else {
            std::fs::remove_file(p).unwrap();
        }
    }
    let bytes: usize = files.iter().map(|f| f.text.len()).sum();
    println!(
        "{} files, {} bytes{}",
        files.len(),
        bytes,
        if check {
            format!(", {differ} differ")
        } else {
            String::new()
        }
    );
    if differ > 0 {
        std::process::exit(1);
    }
}
