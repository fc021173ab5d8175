//! `tileref gpu ptx`: lowers examples/vector_add.mlir for every target and writes one PTX file each.

use std::process::Command;

#[test]
fn gpu_ptx_writes_one_module_per_target() {
    let dir = std::env::temp_dir().join(format!("tileref-cli-gpu-ptx-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(["gpu", "ptx", "examples/vector_add.mlir", "--entry", "vector_add", "--arch", "sm_80,sm_86,sm_89,sm_90", "--explain-dims", "-o"])
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("Threads = 128, Slots = 1"), "{stdout}");
    for sm in ["sm_80", "sm_86", "sm_89", "sm_90"] {
        let path = dir.join(format!("vector_add.{sm}.ptx"));
        let ptx = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(ptx.contains(&format!(".target {sm}")), "{ptx}");
        assert!(ptx.contains(".visible .entry vector_add("), "{ptx}");
    }
    let bad = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(["gpu", "ptx", "examples/vector_add.mlir", "--arch", "sm_70", "-o"])
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}
