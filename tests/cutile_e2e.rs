//! cuTile Python end to end (`tests/cutile/e2e.py`): kernels exported by cuTile at every
//! bytecode version run under tileref with race and UB detection on, checked against numpy.
//!
//! Needs a Python with `cuda-tile==1.7.0` and numpy: `TILEREF_CUTILE_PYTHON`, else `python3`.
//! `.ci/run` installs one and sets `TILEREF_REQUIRE_CUTILE=1`, which turns a missing cuTile
//! into a failure; elsewhere the test says loudly that it did not run.

use std::process::Command;

#[test]
fn cutile_kernels_run_and_match_numpy() {
    let py = std::env::var("TILEREF_CUTILE_PYTHON").unwrap_or_else(|_| "python3".into());
    let have = Command::new(&py)
        .args(["-c", "import cuda.tile, numpy"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !have {
        assert!(
            std::env::var("TILEREF_REQUIRE_CUTILE").is_err(),
            "TILEREF_REQUIRE_CUTILE is set but {py} cannot import cuda.tile and numpy"
        );
        eprintln!("NOT RUN: cutile_kernels_run_and_match_numpy needs cuda-tile==1.7.0 and numpy in {py} (set TILEREF_CUTILE_PYTHON)");
        return;
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let work = std::env::temp_dir().join(format!("tileref-cutile-e2e-{}", std::process::id()));
    let out = Command::new(&py)
        .arg(format!("{root}/tests/cutile/e2e.py"))
        .arg(env!("CARGO_BIN_EXE_tileref"))
        .arg(&work)
        .output()
        .expect("run e2e.py");
    let _ = std::fs::remove_dir_all(&work);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "cuTile end to end failed:\n{text}");
    assert!(text.contains("no race or UB reported"), "{text}");
    println!("{text}");
}
