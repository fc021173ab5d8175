//! `tileref gpu ptx`: lowers examples/vector_add.mlir for every target and writes one PTX file each.

use std::process::Command;

#[test]
fn gpu_ptx_writes_one_module_per_target() {
    let dir = std::env::temp_dir().join(format!("tileref-cli-gpu-ptx-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args([
            "gpu",
            "ptx",
            "examples/vector_add.mlir",
            "--entry",
            "vector_add",
            "--arch",
            "sm_80,sm_86,sm_89,sm_90",
            "--explain-dims",
            "-o",
        ])
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("Threads = 128, Slots = 1"), "{stdout}");
    for sm in ["sm_80", "sm_86", "sm_89", "sm_90"] {
        let path = dir.join(format!("vector_add.{sm}.ptx"));
        let ptx =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(ptx.contains(&format!(".target {sm}")), "{ptx}");
        assert!(ptx.contains(".visible .entry vector_add("), "{ptx}");
    }
    let bad = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args([
            "gpu",
            "ptx",
            "examples/vector_add.mlir",
            "--arch",
            "sm_70",
            "-o",
        ])
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}

fn tileref(args: &[&str], dir: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

/// `gpu cases` turns every example and the cuTile benchmark kernels (small launches) into case
/// files that the conformance runner accepts and the interpreter passes, and tileref's PTX
/// lowering takes every one of them (the GPU run of these bundles is in docs/ptx-backend.md).
#[test]
fn gpu_cases_from_examples_and_cutile_kernels_bundle_as_ptx() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("tileref-cli-gpu-cases-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (ex, cu, bundle) = (dir.join("examples"), dir.join("cutile"), dir.join("bundle"));
    let out = tileref(
        &[
            "gpu",
            "cases",
            "--tol-ulps",
            "64",
            "-o",
            ex.to_str().unwrap(),
        ],
        root,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut args = vec!["gpu", "cases", "-o", cu.to_str().unwrap()];
    let kernels: Vec<String> = ["vector_add", "softmax", "layernorm", "matmul"]
        .iter()
        .map(|k| format!("tests/cutile/bench/{k}.tileirbc"))
        .collect();
    args.extend(kernels.iter().map(String::as_str));
    let out = tileref(&args, root);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let n = |d: &std::path::Path| std::fs::read_dir(d).unwrap().count();
    assert_eq!((n(&ex), n(&cu)), (6, 4));
    let text = std::fs::read_to_string(cu.join("matmul.mlir")).unwrap();
    assert!(
        text.contains("@expect arg 10 matmul_out10 prov=interpreter\n")
            && text.contains("grid=2,2,1"),
        "{}",
        &text[..2000.min(text.len())]
    );
    // The interpreter meets the expectations it wrote (the files are well-formed cases).
    let out = tileref(&["conformance", dir.to_str().unwrap()], root);
    let so = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && so.contains("0 failed"),
        "{so}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every one lowers to PTX.
    let out = tileref(
        &[
            "gpu",
            "bundle",
            dir.to_str().unwrap(),
            "--backend",
            "ptx",
            "--arch",
            "sm_80",
            "-o",
            bundle.to_str().unwrap(),
        ],
        root,
    );
    let so = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && so.contains("10 entries compiled, 0 not supported"),
        "{so}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A kernel without a launch spec is a clear error.
    let out = tileref(
        &[
            "gpu",
            "cases",
            "-o",
            dir.join("x").to_str().unwrap(),
            "tests/cutile/vector_add_13.1.tileirbc",
        ],
        root,
    );
    assert!(!out.status.success() && String::from_utf8_lossy(&out.stderr).contains("launch.json"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `gpu run --jobs 0` is refused with a message, before anything is launched.
#[test]
fn gpu_run_needs_at_least_one_job() {
    let dir = std::env::temp_dir();
    let out = tileref(
        &[
            "gpu",
            "run",
            "no-such-bundle",
            "--out",
            "no-such-out",
            "--jobs",
            "0",
        ],
        &dir,
    );
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--jobs must be at least 1"),
        "{out:?}"
    );
}

/// A tileiras bundle made where tileiras does not run: `--cache-only` leaves each cubin it lacks
/// in CACHE/missing, `gpu cache` compiles them (here with a stand-in tileiras that refuses any
/// module holding an `exp` and otherwise writes the bytecode's digest as the "cubin"), and the
/// bundle made again takes every cubin and refusal from the cache without running tileiras.
#[test]
fn a_cubin_cache_moves_tileiras_work_to_another_machine() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("tileref-cli-gpu-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fake = dir.join("fake-tileiras");
    std::fs::write(
        &fake,
        format!(
            "#!/bin/sh\n# $1 = --gpu-name=..., $2 = bytecode, $3 = -o, $4 = output\nif {} disasm \"$2\" | grep -q ' exp '; then echo \"error: no exp today\" >&2; exit 1; fi\nsha256sum \"$2\" | cut -c1-64 > \"$4\"\n",
            env!("CARGO_BIN_EXE_tileref")
        ),
    )
    .unwrap();
    Command::new("chmod").arg("+x").arg(&fake).status().unwrap();
    let (cache, b1, b2) = (dir.join("cache"), dir.join("b1"), dir.join("b2"));
    let s = |p: &std::path::Path| p.to_str().unwrap().to_string();
    // Examples as cases: `gpu cases` writes them.
    let cases = dir.join("examples");
    let o = tileref(
        &["gpu", "cases", "--tol-ulps", "64", "-o", &s(&cases)],
        root,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bundle = |out: &std::path::Path, extra: &[&str]| {
        let mut a = vec![
            "gpu".to_string(),
            "bundle".into(),
            s(&cases),
            "-o".into(),
            s(out),
            "--cubin-cache".into(),
            s(&cache),
        ];
        a.extend(extra.iter().map(|x| x.to_string()));
        let o = Command::new(env!("CARGO_BIN_EXE_tileref"))
            .args(&a)
            .current_dir(root)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).to_string()
    };
    let so = bundle(
        &b1,
        &["--cache-only", "--tileiras", "/nonexistent/tileiras"],
    );
    let missing = std::fs::read_dir(cache.join("missing")).unwrap().count();
    assert!(
        so.contains("0 entries compiled, 0 not supported on sm_90")
            && so.contains(&format!("{missing} not in the cubin cache"))
            && missing >= 6,
        "{so}"
    );
    let o = tileref(
        &[
            "gpu",
            "cache",
            &s(&cache),
            "--tileiras",
            &s(&fake),
            "--jobs",
            "2",
        ],
        root,
    );
    let co = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{co}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(std::fs::read_dir(cache.join("missing")).unwrap().count(), 0);
    let refused = std::fs::read_dir(&cache)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "refused")
        })
        .count();
    assert!(
        refused >= 1
            && co.contains(&format!(
                "{} cubins compiled, {refused} refused",
                missing - refused
            )),
        "{co}"
    );
    let so = bundle(
        &b2,
        &["--cache-only", "--tileiras", "/nonexistent/tileiras"],
    );
    assert!(
        so.contains(&format!(
            "{} entries compiled, {refused} not supported on sm_90",
            missing - refused
        )) && !so.contains("cache"),
        "{so}"
    );
    // Every cubin of the bundle is what the stand-in wrote for that entry's bytecode.
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(b2.join("manifest.json")).unwrap()).unwrap();
    let mut checked = 0;
    for c in manifest["cases"].as_array().unwrap() {
        for e in c["entries"].as_array().unwrap() {
            match e["cubin"].as_str() {
                Some(cubin) => {
                    let digest = String::from_utf8(std::fs::read(b2.join(cubin)).unwrap()).unwrap();
                    let bc = b2.join(cubin.replace(".cubin", ".tileirbc"));
                    let want = Command::new("sha256sum").arg(&bc).output().unwrap();
                    assert_eq!(digest.trim(), &String::from_utf8_lossy(&want.stdout)[..64]);
                    checked += 1;
                }
                None => assert!(e["error"].as_str().unwrap().contains("no exp today"), "{e}"),
            }
        }
    }
    assert_eq!(checked, missing - refused);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--strip-locations`: two cases whose kernels differ only in a source location (as cuTile
/// kernels generated into per-worker temporary directories do) need one cubin, not two.
#[test]
fn stripped_locations_share_a_cubin_cache_key() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("tileref-cli-gpu-strip-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let s = |p: &std::path::Path| p.to_str().unwrap().to_string();
    let ex = dir.join("ex");
    let o = tileref(
        &[
            "gpu",
            "cases",
            "--tol-ulps",
            "64",
            "-o",
            &s(&ex),
            "examples/vector_add.mlir",
        ],
        root,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(ex.join("vector_add.mlir")).unwrap();
    assert!(text.contains(" : tile<128xf32>\n"));
    let cases = dir.join("cases");
    std::fs::create_dir_all(&cases).unwrap();
    for w in ["gw1", "gw7"] {
        // The debug-info location cuTile writes (into the bytecode's debug section).
        let sub = format!("#cuda_tile.di_subprogram<file = #cuda_tile.di_file<\"k.py\" in \"/tmp/{w}\">, line = 2, name = \"k\", linkageName = \"k\", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<\"k.py\" in \"/tmp/{w}\">>, scopeLine = 2>");
        let loc = format!("loc(#cuda_tile.di_loc<loc(\"/tmp/{w}/k.py\":3:5) in {sub}>)");
        let t = text.replacen(
            "%s = addf %x, %y : tile<128xf32>\n",
            &format!("%s = addf %x, %y : tile<128xf32> {loc}\n"),
            1,
        );
        assert_ne!(t, text);
        std::fs::write(cases.join(format!("k_{w}.mlir")), t).unwrap();
    }
    let misses = |strip: bool| -> usize {
        let cache = dir.join(format!("cache{strip}"));
        let mut a = vec![
            "gpu".to_string(),
            "bundle".into(),
            s(&cases),
            "-o".into(),
            s(&dir.join("b")),
            "--cubin-cache".into(),
            s(&cache),
            "--cache-only".into(),
        ];
        if strip {
            a.push("--strip-locations".into());
        }
        let o = Command::new(env!("CARGO_BIN_EXE_tileref"))
            .args(&a)
            .current_dir(root)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        std::fs::read_dir(cache.join("missing")).unwrap().count()
    };
    assert_eq!((misses(false), misses(true)), (2, 1));
    let _ = std::fs::remove_dir_all(&dir);
}
