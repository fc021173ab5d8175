//! `tileref asm`, `disasm`, and `check`/`fmt` on bytecode, run as a user would.

use std::path::PathBuf;
use std::process::Command;

fn tileref(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tileref")).args(args).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn tmp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("tileref-cli-{}-{name}", std::process::id()))
}

#[test]
fn asm_disasm_check_fmt() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/vector_add.mlir");
    let bc = tmp("va.tileirbc");
    let bcs = bc.to_str().unwrap();
    for v in ["13.1", "13.3", "13.5"] {
        let (ok, _, err) = tileref(&["asm", example, "-o", bcs, "--bytecode-version", v]);
        assert!(ok, "asm {v}: {err}");
        assert_eq!(&std::fs::read(&bc).unwrap()[8..10], &[13, v[3..].parse::<u8>().unwrap()]);
        let (ok, text, err) = tileref(&["disasm", bcs]);
        assert!(ok, "disasm: {err}");
        assert!(text.contains("entry @vector_add") && text.contains("load_view_tko"));
        assert!(tileref(&["check", bcs]).0);
        let (ok, fmt, _) = tileref(&["fmt", bcs]);
        assert!(ok && fmt == text);
        assert!(tileref(&["fmt", "--verify-roundtrip", bcs]).0);
    }
    // Newer than the target: refused with the op's source position.
    let src = tmp("new.mlir");
    std::fs::write(&src, "cuda_tile.module @m {\n  entry @k(%x: tile<f32>, %n: tile<i32>) {\n    %p = fpowi %x, %n : tile<f32>, tile<i32>\n  }\n}\n").unwrap();
    let (ok, _, err) = tileref(&["asm", src.to_str().unwrap(), "-o", bcs, "--bytecode-version", "13.3"]);
    assert!(!ok && err.contains(":3:") && err.contains("13.4"), "{err}");
    // A damaged file names the byte.
    let mut b = std::fs::read(&bc).unwrap();
    b.truncate(b.len() / 2);
    std::fs::write(&bc, &b).unwrap();
    let (ok, _, err) = tileref(&["check", bcs]);
    assert!(!ok && err.contains("invalid bytecode at byte"), "{err}");
    let _ = std::fs::remove_file(&bc);
    let _ = std::fs::remove_file(&src);
}

#[test]
fn check_reports_the_python_source_of_a_bytecode_op() {
    let fx = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cutile/vector_add_13.1.tileirbc");
    let (ok, text, _) = tileref(&["disasm", fx]);
    assert!(ok);
    // Break an addf (approx rounding is not allowed there) and write it back without verifying.
    let bad = text.replacen(" : tile<128xf32> loc(", " rounding<approx> : tile<128xf32> loc(", 1);
    assert_ne!(bad, text);
    let src = tmp("bad.mlir");
    let bc = tmp("bad.tileirbc");
    std::fs::write(&src, bad).unwrap();
    let (ok, _, err) = tileref(&["asm", "--no-verify", src.to_str().unwrap(), "-o", bc.to_str().unwrap(), "--bytecode-version", "13.1"]);
    assert!(ok, "{err}");
    let (ok, _, err) = tileref(&["check", bc.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("byte ") && err.contains("export_kernels.py:") && err.contains("note: source of this operation"), "{err}");
    let _ = std::fs::remove_file(&bc);
    let _ = std::fs::remove_file(&src);
}
