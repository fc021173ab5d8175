//! `tileref run` flags that change what is reported.

use std::process::Command;

fn run(extra: &[&str]) -> (i32, String) {
    let k = concat!(env!("CARGO_MANIFEST_DIR"), "/conformance/litmus/atomic_vs_weak_load.mlir");
    let out = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(["run", k, "--grid", "2", "--arg", "zeros:i32:1", "--schedule", "sequential"])
        .args(extra)
        .output()
        .unwrap();
    (out.status.code().unwrap_or(-1), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

#[test]
fn a_race_is_reported_unless_detection_is_off() {
    let (code, text) = run(&[]);
    assert_eq!(code, 3, "the litmus race must be reported:\n{text}");
    assert!(text.to_lowercase().contains("race"), "{text}");
    let (code, text) = run(&["--no-races"]);
    assert_eq!(code, 0, "--no-races runs the same kernel clean:\n{text}");
}
