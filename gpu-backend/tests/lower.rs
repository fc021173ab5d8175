//! Lowers `examples/vector_add.mlir` and every entry of the conformance corpus that the PTX
//! lowering handles, for every target, and assembles each module with `ptxas`.
//!
//! Needs `ptxas` to assemble (pip `nvidia-cuda-nvcc`): `TILEREF_PTXAS`, else `ptxas` on PATH.
//! With `TILEREF_REQUIRE_PTXAS` set a missing ptxas is a failure; otherwise only the lowering
//! itself is checked and the test says loudly that nothing was assembled.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use tileref_gpu::ptx::lower::{lower, LowerError};
use tileref_gpu::ptx::target::Target;
use tileref_spec::ir::FuncKind;

/// How many corpus entries must lower (per target); raise it as the lowering grows.
const CORPUS_FLOOR: usize = 1839;

fn ptxas(test: &str) -> Option<String> {
    let exe = std::env::var("TILEREF_PTXAS").unwrap_or_else(|_| "ptxas".into());
    if Command::new(&exe)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
    {
        return Some(exe);
    }
    assert!(
        std::env::var("TILEREF_REQUIRE_PTXAS").is_err(),
        "TILEREF_REQUIRE_PTXAS is set but {exe:?} does not run (set TILEREF_PTXAS or put ptxas on PATH)"
    );
    eprintln!("NOT RUN: {test} needs ptxas to assemble (pip nvidia-cuda-nvcc; set TILEREF_PTXAS or put ptxas on PATH)");
    None
}

/// `ptxas -arch={sm} -o /dev/null`: Ok or the log.
fn assemble(exe: &str, t: Target, ptx: &str) -> Result<(), String> {
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let path = std::env::temp_dir().join(format!(
        "tileref-lower-{}-{}.ptx",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, ptx).expect("write ptx");
    let out = Command::new(exe)
        .arg(format!("-arch={}", t.name()))
        .args(["-o", "/dev/null"])
        .arg(&path)
        .output()
        .expect("run ptxas");
    let _ = std::fs::remove_file(&path);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace")
        .to_path_buf()
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read dir")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

fn parse(path: &Path) -> tileref_spec::ir::Module {
    let src = std::fs::read_to_string(path).expect("read");
    tileref_spec::text::parse_module(&src).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()))
}

#[test]
fn vector_add_lowers_and_assembles() {
    let m = parse(&root().join("examples/vector_add.mlir"));
    let exe = ptxas("vector_add_lowers_and_assembles");
    for t in Target::ALL {
        let l = lower(&m, "vector_add", t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(l.block, [128, 1, 1]);
        assert!(l.ptx.contains(&format!(".target {}", t.name())));
        assert!(l.ptx.contains("add.rn.f32"), "{}", l.ptx);
        assert!(l.dims.contains("Threads = 128, Slots = 1"), "{}", l.dims);
        if let Some(exe) = &exe {
            assemble(exe, t, &l.ptx).unwrap_or_else(|log| panic!("{t}: {log}\n{}", l.ptx));
        }
    }
}

#[test]
fn corpus_entries_lower_and_assemble() {
    let mut files = Vec::new();
    mlir_files(&root().join("conformance/corpus"), &mut files);
    let exe = ptxas("corpus_entries_lower_and_assemble");
    let modules: Vec<(PathBuf, tileref_spec::ir::Module)> =
        files.iter().map(|p| (p.clone(), parse(p))).collect();
    // The targets side by side (each assembles its modules one after another).
    std::thread::scope(|s| {
        for t in Target::ALL {
            let (modules, exe) = (&modules, &exe);
            s.spawn(move || corpus_for_target(t, modules, exe.as_deref()));
        }
    });
}

fn corpus_for_target(
    t: Target,
    modules: &[(PathBuf, tileref_spec::ir::Module)],
    exe: Option<&str>,
) {
    {
        let (mut lowered, mut refused, mut assembled) = (0usize, 0usize, 0usize);
        let mut failures = Vec::new();
        let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
        for (path, m) in modules {
            for f in m.funcs().filter(|f| f.kind == FuncKind::Entry) {
                match lower(m, &f.name, t) {
                    Ok(l) => {
                        lowered += 1;
                        if let Some(exe) = exe {
                            match assemble(exe, t, &l.ptx) {
                                Ok(()) => assembled += 1,
                                Err(log) => {
                                    failures.push(format!("{}::{}: {log}", path.display(), f.name))
                                }
                            }
                        }
                    }
                    Err(e) => {
                        refused += 1;
                        match &e {
                            LowerError::NotLowered { op, reason }
                            | LowerError::Unsupported { op, reason } => {
                                assert!(
                                    !op.is_empty() && !reason.is_empty(),
                                    "{}::{}: {e}",
                                    path.display(),
                                    f.name
                                );
                                *reasons.entry(format!("{op}: {reason}")).or_default() += 1;
                            }
                            LowerError::NoEntry(_) => panic!("{}::{}: {e}", path.display(), f.name),
                        }
                    }
                }
            }
        }
        eprintln!(
            "{t}: {lowered} corpus entries lowered, {assembled} assembled, {refused} not lowered"
        );
        if t == Target::Sm80 {
            for (r, n) in &reasons {
                eprintln!("  {n:4} {r}");
            }
        }
        assert!(
            failures.is_empty(),
            "{t}: ptxas rejected {} modules:\n{}",
            failures.len(),
            failures.join("\n")
        );
        assert!(
            lowered >= CORPUS_FLOOR,
            "{t}: only {lowered} corpus entries lowered (floor {CORPUS_FLOOR})"
        );
    }
}
