//! `tileref asm`, `disasm`, and `check`/`fmt` on bytecode, run as a user would.

use std::path::PathBuf;
use std::process::Command;

fn tileref(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
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
        assert_eq!(
            &std::fs::read(&bc).unwrap()[8..10],
            &[13, v[3..].parse::<u8>().unwrap()]
        );
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
    let (ok, _, err) = tileref(&[
        "asm",
        src.to_str().unwrap(),
        "-o",
        bcs,
        "--bytecode-version",
        "13.3",
    ]);
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
    let fx = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cutile/vector_add_13.1.tileirbc"
    );
    let (ok, text, _) = tileref(&["disasm", fx]);
    assert!(ok);
    // Break an addf (approx rounding is not allowed there) and write it back without verifying.
    let bad = text.replacen(
        " : tile<128xf32> loc(",
        " rounding<approx> : tile<128xf32> loc(",
        1,
    );
    assert_ne!(bad, text);
    let src = tmp("bad.mlir");
    let bc = tmp("bad.tileirbc");
    std::fs::write(&src, bad).unwrap();
    let (ok, _, err) = tileref(&[
        "asm",
        "--no-verify",
        src.to_str().unwrap(),
        "-o",
        bc.to_str().unwrap(),
        "--bytecode-version",
        "13.1",
    ]);
    assert!(ok, "{err}");
    let (ok, _, err) = tileref(&["check", bc.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        err.contains("byte ")
            && err.contains("export_kernels.py:")
            && err.contains("note: source of this operation"),
        "{err}"
    );
    let _ = std::fs::remove_file(&bc);
    let _ = std::fs::remove_file(&src);
}

/// A 1-D little-endian .npy file of `descr` ('<i4', '<f4') holding `data`.
fn npy(path: &std::path::Path, descr: &str, data: &[u8], n: usize) {
    let mut h = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    while (10 + h.len() + 1) % 64 != 0 {
        h.push(' ');
    }
    h.push('\n');
    let mut b = b"\x93NUMPY\x01\x00".to_vec();
    b.extend((h.len() as u16).to_le_bytes());
    b.extend(h.as_bytes());
    b.extend(data);
    std::fs::write(path, b).unwrap();
}

/// cuTile's unchecked gather (a padding value without a mask): `asm` writes the file back byte
/// for byte, `run` loads every lane, and an index past the end is undefined behaviour (exit 3,
/// status `ub`) naming the block and the element.
#[test]
fn unchecked_gather_rewrites_and_runs() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cutile");
    for v in ["13.1", "13.5"] {
        let f = format!("{dir}/gather_unchecked_{v}.tileirbc");
        let out = tmp(&format!("gather_{v}.tileirbc"));
        let (ok, _, err) = tileref(&["asm", &f, "-o", out.to_str().unwrap()]);
        assert!(ok, "{err}");
        assert_eq!(
            std::fs::read(&out).unwrap(),
            std::fs::read(&f).unwrap(),
            "{v}"
        );
    }
    let x: Vec<f32> = (0..100).map(|k| k as f32 * 0.25 - 3.0).collect();
    let mut idx: Vec<i32> = (0..64).map(|k| (k * 37 % 100) as i32).collect();
    let work = tmp("gather");
    std::fs::create_dir_all(&work).unwrap();
    npy(
        &work.join("x.npy"),
        "<f4",
        &x.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>(),
        100,
    );
    npy(&work.join("out.npy"), "<f4", &[0u8; 256], 64);
    let spec = r#"{"grid": [4, 1, 1], "args": [{"array": "x.npy", "elem": "f32", "index": "i32"}, {"array": "idx.npy", "elem": "i32", "index": "i32"}, {"array": "out.npy", "elem": "f32", "index": "i32"}]}"#;
    std::fs::write(work.join("launch.json"), spec).unwrap();
    let kernel = format!("{dir}/gather_unchecked_13.5.tileirbc");
    let run = |idx: &[i32]| {
        npy(
            &work.join("idx.npy"),
            "<i4",
            &idx.iter()
                .flat_map(|v| v.to_le_bytes())
                .collect::<Vec<u8>>(),
            64,
        );
        let res = work.join("res");
        let o = Command::new(env!("CARGO_BIN_EXE_tileref"))
            .args([
                "run",
                &kernel,
                "--launch",
                work.join("launch.json").to_str().unwrap(),
                "--out",
                res.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        let report = std::fs::read_to_string(res.join("report.json")).unwrap();
        let got = std::fs::read(res.join("arg2.npy")).unwrap();
        (o.status.code(), report, got[got.len() - 256..].to_vec())
    };
    let (code, report, got) = run(&idx);
    assert_eq!(code, Some(0), "{report}");
    let want: Vec<u8> = idx
        .iter()
        .flat_map(|&i| x[i as usize].to_le_bytes())
        .collect();
    assert_eq!(got, want);
    idx[37] = 100;
    let (code, report, _) = run(&idx);
    assert_eq!(code, Some(3), "{report}");
    let j: serde_json::Value = serde_json::from_str(&report).unwrap();
    assert_eq!(j["status"], "ub");
    let d = &j["diagnostics"][0];
    assert_eq!(
        (d["kind"].as_str(), d["op"].as_str()),
        (Some("out-of-bounds"), Some("load_ptr_tko")),
        "{d}"
    );
    assert_eq!(d["block"], serde_json::json!([2, 0, 0]));
    assert_eq!(d["element"], serde_json::json!([5]));
    assert!(
        d["location"]
            .as_str()
            .unwrap()
            .contains("export_kernels.py:"),
        "{d}"
    );
}
