//! Text -> bytecode -> module round trips: every example, every version the module allows.

use tileref_spec::bytecode::{normalize_for_version, read, write_module, WriteOptions};
use tileref_spec::ir::Module;
use tileref_spec::text::{parse_module, print_module};
use tileref_spec::Version;

fn examples() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut out = vec![];
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "mlir") {
            out.push((
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            ));
        }
    }
    out.sort();
    out
}

/// Writes `m` at `v`, reads it back and compares with the normalised module.
fn round_trip(name: &str, m: &Module, v: Version) {
    let bytes = write_module(m, &WriteOptions { version: v })
        .unwrap_or_else(|d| panic!("{name}: writing {v}: {}", d.message));
    let back = read(&bytes).unwrap_or_else(|e| panic!("{name}: reading {v}: {e}"));
    assert_eq!(back.header.version, v);
    let want = normalize_for_version(m, v);
    if back.module != want {
        panic!(
            "{name} at {v}: round trip differs\n--- expected\n{}\n--- got\n{}",
            print_module(&want),
            print_module(&back.module)
        );
    }
    // Writing what was read gives the same bytes.
    let again = write_module(&back.module, &WriteOptions { version: v }).unwrap();
    assert_eq!(again, bytes, "{name} at {v}: second write differs");
}

/// Runs NVIDIA's `tileirdisasm` on `m` written at `v`.
fn disassemble(tool: &std::ffi::OsStr, m: &Module, v: Version, k: usize) -> Result<(), String> {
    let bytes = write_module(m, &WriteOptions { version: v }).map_err(|d| d.message)?;
    let path = std::env::temp_dir().join(format!("tileref-bc-{}-{k}.tileirbc", std::process::id()));
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(tool)
        .arg(&path)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&path);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr)
            .lines()
            .next()
            .unwrap_or("failed")
            .to_string())
    }
}

#[test]
fn examples_round_trip_at_every_version() {
    let ex = examples();
    assert!(!ex.is_empty());
    for (name, src) in ex {
        let m = parse_module(&src).unwrap_or_else(|d| panic!("{name}: {}", d.message));
        for v in Version::KNOWN {
            round_trip(&name, &m, v);
            if let Some(tool) = std::env::var_os("TILEIRDISASM") {
                disassemble(&tool, &m, v, 0)
                    .unwrap_or_else(|e| panic!("{name} at {v}: tileirdisasm: {e}"));
            }
        }
    }
}

/// NVIDIA's own valid test modules (`test/Dialect/CudaTile/*.mlir` and `test/Bytecode/**/*.mlir`
/// of a cuda-tile checkout named by `TILEREF_CUDA_TILE_REPO`): every module that parses and
/// verifies for a version must round trip at that version. Run with `--ignored` and the
/// variable set. With `TILEIRDISASM` naming NVIDIA's disassembler, each written file must also pass it.
#[test]
#[ignore = "needs TILEREF_CUDA_TILE_REPO naming a cuda-tile checkout"]
fn reference_suite_modules_round_trip() {
    let repo = std::env::var_os("TILEREF_CUDA_TILE_REPO")
        .expect("set TILEREF_CUDA_TILE_REPO to a cuda-tile checkout");
    let repo = std::path::PathBuf::from(repo);
    let mut files = vec![];
    for sub in [
        "test/Dialect/CudaTile",
        "test/Bytecode",
        "test/Bytecode/versioning",
    ] {
        let Ok(rd) = std::fs::read_dir(repo.join(sub)) else {
            continue;
        };
        for e in rd {
            let p = e.unwrap().path();
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            if n.ends_with(".mlir") && !n.contains("invalid") {
                files.push(p);
            }
        }
    }
    files.sort();
    let (mut tried, mut disassembled, mut failures) = (0, 0, vec![]);
    for p in &files {
        let src = std::fs::read_to_string(p).unwrap();
        for split in src.split("\n// -----") {
            let Ok(f) = tileref_spec::text::parse_file(split) else {
                continue;
            };
            for m in &f.modules {
                for v in Version::KNOWN {
                    let opts = tileref_spec::verify::VerifyOptions {
                        target: Some(v),
                        ..Default::default()
                    };
                    let diags = tileref_spec::verify::verify_module(m, opts);
                    if diags
                        .iter()
                        .any(|d| d.severity == tileref_spec::diag::Severity::Error)
                    {
                        continue;
                    }
                    tried += 1;
                    let name = format!("{}:{}", p.display(), m.name);
                    // Bytecode holds only entries: store the suite's test functions as entries.
                    let mut m = m.clone();
                    let mut converted = false;
                    for it in &mut m.items {
                        if let tileref_spec::ir::Item::Func(f) = it {
                            converted |= f.kind != tileref_spec::ir::FuncKind::Entry;
                            f.kind = tileref_spec::ir::FuncKind::Entry;
                        }
                    }
                    let r = std::panic::catch_unwind(|| round_trip(&name, &m, v));
                    if let Err(e) = r {
                        let msg = e.downcast_ref::<String>().cloned().unwrap_or_default();
                        failures.push(msg.lines().take(3).collect::<Vec<_>>().join(" | "));
                    } else if let Some(tool) =
                        std::env::var_os("TILEIRDISASM").filter(|_| !converted)
                    {
                        // NVIDIA's disassembler parses and verifies what we wrote.
                        disassembled += 1;
                        if let Err(e) = disassemble(&tool, &m, v, tried) {
                            failures.push(format!("{name} at {v}: tileirdisasm: {e}"));
                        }
                    }
                }
            }
        }
    }
    eprintln!("{tried} module/version pairs round-tripped, {disassembled} also through tileirdisasm, {} failed", failures.len());
    for f in &failures {
        eprintln!("  {f}");
    }
    assert!(failures.is_empty());
}

/// A kernel whose location wraps its di_loc in a name (or fuses it) keeps the scope in bytecode,
/// so its scoped ops still satisfy the debug-info rules after a round trip.
#[test]
fn wrapped_kernel_scope_survives_bytecode() {
    let sp = r#"#cuda_tile.di_subprogram<file = #cuda_tile.di_file<"k.py" in "/src">, line = 1, name = "k", linkageName = "k", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<"k.py" in "/src">>, scopeLine = 1>"#;
    let di = |l: u32| format!(r#"#cuda_tile.di_loc<loc("/src/k.py":{l}:1) in {sp}>"#);
    for wrap in [
        format!(r#"loc("k"({}))"#, di(1)),
        format!(r#"loc(fused["/src/k.py":1:1, {}])"#, di(1)),
    ] {
        let src = format!("cuda_tile.module @m {{\n  entry @k() {{\n    %c = constant <i32: 1> : tile<i32> loc({})\n    return loc({})\n  }} {wrap}\n}}\n", di(2), di(3));
        let m = tileref_spec::text::parse_module(&src).unwrap_or_else(|d| panic!("{}", d.message));
        let errs = |m: &tileref_spec::ir::Module| {
            tileref_spec::verify::verify_module(m, Default::default())
                .into_iter()
                .filter(|d| d.severity == tileref_spec::diag::Severity::Error)
                .map(|d| d.message)
                .collect::<Vec<_>>()
        };
        assert!(errs(&m).is_empty(), "{:?}", errs(&m));
        let bytes = tileref_spec::bytecode::write_module(&m, &Default::default()).unwrap();
        let back = tileref_spec::bytecode::read_module(&bytes).unwrap();
        assert!(errs(&back).is_empty(), "{wrap}: {:?}", errs(&back));
        let f = back.funcs().next().unwrap();
        assert!(
            matches!(f.loc, tileref_spec::ir::Loc::Dialect { .. }),
            "{:?}",
            f.loc
        );
    }
}
