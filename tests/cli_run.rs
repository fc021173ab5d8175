//! `tileref run`: flags that change what is reported, the step and time limits (exit code 4),
//! and buffers printed as numpy prints them.

use serde_json::Value as J;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn run(extra: &[&str]) -> (i32, String) {
    let k = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/conformance/litmus/atomic_vs_weak_load.mlir"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args([
            "run",
            k,
            "--grid",
            "2",
            "--arg",
            "zeros:i32:1",
            "--schedule",
            "sequential",
        ])
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[test]
fn a_race_is_reported_unless_detection_is_off() {
    let (code, text) = run(&[]);
    assert_eq!(code, 3, "the litmus race must be reported:\n{text}");
    assert!(text.to_lowercase().contains("race"), "{text}");
    let (code, text) = run(&["--no-races"]);
    assert_eq!(code, 0, "--no-races runs the same kernel clean:\n{text}");
}

/// What one `tileref` command did.
struct Ran {
    code: i32,
    stdout: String,
    stderr: String,
    took: Duration,
}

fn tileref(args: &[&str]) -> Ran {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(args)
        .output()
        .unwrap();
    Ran {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        took: start.elapsed(),
    }
}

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tileref-cli-run-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn report(out: &Path) -> J {
    let text = std::fs::read_to_string(out.join("report.json"))
        .unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    serde_json::from_str(&text).unwrap()
}

/// The one limit diagnostic of a report.json (there must be exactly one).
fn limit_diagnostic(rep: &J) -> &J {
    let limits: Vec<&J> = rep["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["category"] == "limit")
        .collect();
    assert_eq!(limits.len(), 1, "{rep:#}");
    limits[0]
}

/// Every tile block loops forever; `continue` is on line 4, column 7.
const ENDLESS: &str = "cuda_tile.module @m {
  entry @spin() {
    loop {
      continue
    }
  }
}
";

/// Block 0 adds to a counter forever (so the others are never deadlocked) while every other
/// block polls a flag nobody sets: the limits must also stop blocks that wait.
const SPIN_WAIT: &str = "cuda_tile.module @m {
  entry @k(%flag: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %first = cmpi equal %b, %zero, signed : tile<i32> -> tile<i1>
    if %first {
      loop {
        %old, %t = atomic_rmw_tko relaxed device %counter, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
        continue
      }
    } else {
      loop {
        %f, %t = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
        %set = cmpi equal %f, %one, signed : tile<i32> -> tile<i1>
        if %set {
          break
        }
        continue
      }
    }
  }
}
";

#[test]
fn an_endless_loop_stops_at_the_step_limit() {
    let dir = scratch("steps");
    let k = write(&dir, "endless.mlir", ENDLESS);
    for sched in ["sequential", "parallel"] {
        let out = dir.join(sched);
        // Eight blocks: the first to reach the limit stops them all, with one report.
        let r = tileref(&[
            "run",
            &k,
            "--grid",
            "8",
            "--max-steps",
            "100000",
            "--schedule",
            sched,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(r.code, 4, "{sched}: {}", r.stderr);
        let rep = report(&out);
        assert_eq!(rep["status"], "limit", "{rep:#}");
        let d = limit_diagnostic(&rep);
        assert_eq!(d["kind"], "step-limit");
        let msg = d["message"].as_str().unwrap();
        assert!(
            msg.contains("step limit") && msg.contains("100000") && msg.contains("--max-steps"),
            "{msg}"
        );
        assert_eq!(d["op"], "continue");
        assert_eq!(d["location"], format!("{k}:4:7"));
        assert_eq!(d["block"].as_array().map(|b| b.len()), Some(3), "{d:#}");
        assert!(
            r.stderr
                .contains("stopped: step limit of 100000 operations"),
            "{}",
            r.stderr
        );
        assert!(!r.stderr.contains("undefined behaviour"), "{}", r.stderr);
    }
}

/// Running to the default limit takes too long for a test (see `DEFAULT_MAX_STEPS`); the
/// default is checked to be finite and to be what `--help` and the README say.
#[test]
fn the_default_step_limit_is_finite_and_documented() {
    let n = tileref_interp::DEFAULT_MAX_STEPS;
    assert_eq!(tileref_interp::Options::default().max_steps, n);
    assert!((1_000_000..=10_000_000_000).contains(&n), "{n}");
    let help = tileref(&["run", "--help"]).stdout;
    assert!(help.contains(&format!("default: {n}")), "{help}");
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let grouped = n
        .to_string()
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join(",");
    assert!(
        readme.contains(&grouped),
        "README must give the default step limit {grouped}"
    );
    assert!(
        readme.contains("4: stopped by a limit"),
        "README must document exit code 4"
    );
}

#[test]
fn a_timeout_stops_every_schedule_quickly() {
    let dir = scratch("timeout");
    let endless = write(&dir, "endless.mlir", ENDLESS);
    let spin = write(&dir, "spin.mlir", SPIN_WAIT);
    let runs: [(&str, &[&str]); 7] = [
        ("sequential", &[]),
        ("reverse", &[]),
        ("random:7", &[]),
        ("parallel", &["--threads", "1"]),
        ("parallel", &["--threads", "3"]),
        ("parallel", &[]),
        ("sequential", &["--no-races"]),
    ];
    for (k, kernel_args) in [
        (&endless, &[][..]),
        (&spin, &["--arg", "zeros:i32:1", "--arg", "zeros:i32:1"][..]),
    ] {
        for (i, (sched, extra)) in runs.iter().enumerate() {
            let out = dir.join(format!("{i}"));
            let mut args = vec![
                "run",
                k,
                "--grid",
                "4",
                "--timeout",
                "1",
                "--schedule",
                sched,
                "--out",
                out.to_str().unwrap(),
            ];
            args.extend(kernel_args);
            args.extend(*extra);
            let r = tileref(&args);
            let what = format!("{k} {sched} {extra:?}");
            assert_eq!(r.code, 4, "{what}: {}", r.stderr);
            assert!(r.took < Duration::from_secs(3), "{what} took {:?}", r.took);
            let rep = report(&out);
            assert_eq!(rep["status"], "limit", "{what}: {rep:#}");
            let d = limit_diagnostic(&rep);
            assert_eq!(d["kind"], "time-limit", "{what}");
            let msg = d["message"].as_str().unwrap();
            assert!(
                msg.contains("time limit of 1 s") && msg.contains("--timeout"),
                "{msg}"
            );
            assert!(
                d["op"].is_string() && d["location"].is_string() && d["block"].is_array(),
                "{what}: {d:#}"
            );
        }
    }
}

#[test]
fn limits_leave_a_normal_kernel_alone() {
    let dir = scratch("normal");
    let ex = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/vector_add");
    let (k, spec) = (format!("{ex}.mlir"), format!("{ex}.launch.json"));
    let plain = dir.join("plain");
    let limited = dir.join("limited");
    let r = tileref(&[
        "run",
        &k,
        "--launch",
        &spec,
        "--out",
        plain.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = tileref(&[
        "run",
        &k,
        "--launch",
        &spec,
        "--timeout",
        "60",
        "--max-steps",
        "1000",
        "--out",
        limited.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(report(&limited)["status"], "ok");
    for f in ["arg0.npy", "arg1.npy", "arg2.npy"] {
        assert_eq!(
            std::fs::read(plain.join(f)).unwrap(),
            std::fs::read(limited.join(f)).unwrap(),
            "{f}"
        );
    }
}

#[test]
fn a_launch_spec_carries_the_limits() {
    let dir = scratch("spec");
    let k = write(&dir, "endless.mlir", ENDLESS);
    let go = |spec: &str, extra: &[&str]| {
        let s = write(&dir, "spec.json", spec);
        let out = dir.join("out");
        let _ = std::fs::remove_dir_all(&out);
        let mut args = vec!["run", &k, "--launch", &s, "--out", out.to_str().unwrap()];
        args.extend(extra);
        let r = tileref(&args);
        (r, out)
    };
    let (r, out) = go(r#"{"grid": [2], "max_steps": 5000, "timeout": 30}"#, &[]);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(limit_diagnostic(&report(&out))["message"]
        .as_str()
        .unwrap()
        .contains("5000"));
    // Flags override the spec.
    let (r, out) = go(r#"{"max_steps": 5000}"#, &["--max-steps", "7000"]);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(limit_diagnostic(&report(&out))["message"]
        .as_str()
        .unwrap()
        .contains("7000"));
    let (r, out) = go(r#"{"timeout": 0.5}"#, &[]);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert_eq!(limit_diagnostic(&report(&out))["kind"], "time-limit");
    assert!(r.took < Duration::from_secs(3), "took {:?}", r.took);
    for bad in [
        r#"{"max_steps": 0}"#,
        r#"{"max_steps": "many"}"#,
        r#"{"timeout": -2}"#,
        r#"{"timeout": "soon"}"#,
    ] {
        let (r, _) = go(bad, &[]);
        assert_eq!(r.code, 1, "{bad}: {}", r.stderr);
        assert!(
            r.stderr.starts_with("error:") && !r.stderr.contains("panicked"),
            "{bad}: {}",
            r.stderr
        );
    }
}

#[test]
fn bad_limit_flags_are_clear_errors() {
    let dir = scratch("badflags");
    let k = write(&dir, "endless.mlir", ENDLESS);
    for (flag, value, says) in [
        ("--timeout", "-1", "positive number of seconds"),
        ("--timeout", "abc", "not a number of seconds"),
        ("--timeout", "0", "positive number of seconds"),
        ("--timeout", "nan", "positive number of seconds"),
        ("--timeout", "1e300", "too long"),
        ("--max-steps", "0", "at least 1"),
        ("--max-steps", "-3", "at least 1"),
        ("--max-steps", "1.5", "at least 1"),
        ("--max-steps", "abc", "at least 1"),
    ] {
        let r = tileref(&["run", &k, flag, value]);
        assert_eq!(r.code, 1, "{flag} {value}: {}", r.stderr);
        assert!(
            r.stderr.contains(flag) && r.stderr.contains(says),
            "{flag} {value}: {}",
            r.stderr
        );
        assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    }
}

/// Buffers print as numpy prints the same arrays: the expected text of each case is numpy's
/// own output (tests/data/gen_numpy_print.py wrote the fixtures).
#[test]
fn buffers_print_as_numpy_prints_them() {
    let data = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/numpy_print"
    ));
    let manifest: J =
        serde_json::from_str(&std::fs::read_to_string(data.join("cases.json")).unwrap()).unwrap();
    let cases = manifest["cases"].as_array().unwrap();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    let dir = scratch("numpy");
    let mut failed = vec![];
    for c in cases {
        let (name, input, elem) = (
            c["name"].as_str().unwrap(),
            c["input"].as_str().unwrap(),
            c["elem"].as_str().unwrap(),
        );
        let k = write(
            &dir,
            &format!("noop_{elem}.mlir"),
            &format!("cuda_tile.module @m {{\n  entry @k(%a: tile<ptr<{elem}>>) {{\n  }}\n}}\n"),
        );
        let npy = data.join(format!("{input}.npy"));
        let mut args = vec![
            "run".to_string(),
            k,
            "--arg".into(),
            format!("buffer:{}:{elem}", npy.display()),
        ];
        if c["full"].as_bool().unwrap() {
            args.push("--print-full".into());
        }
        let r = tileref(&args.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        let body = std::fs::read_to_string(data.join(format!("{name}.txt"))).unwrap();
        let want = format!(
            "arg0: shape {}, dtype {}\n{body}",
            c["shape"].as_str().unwrap(),
            c["dtype"].as_str().unwrap()
        );
        if r.stdout != want {
            failed.push(format!(
                "{name}:\n--- numpy\n{want}--- tileref\n{}",
                r.stdout
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} cases differ:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
}

/// Without --out every buffer is printed under its own header, in argument order.
#[test]
fn every_buffer_gets_a_header() {
    let ex = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/vector_add");
    let r = tileref(&[
        "run",
        &format!("{ex}.mlir"),
        "--launch",
        &format!("{ex}.launch.json"),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let headers: Vec<&str> = r.stdout.lines().filter(|l| l.starts_with("arg")).collect();
    assert_eq!(
        headers,
        [
            "arg0: shape (1000,), dtype float32",
            "arg1: shape (1000,), dtype float32",
            "arg2: shape (1000,), dtype float32"
        ]
    );
    // 1000 elements are not summarised (numpy's threshold is "more than 1000").
    assert!(!r.stdout.contains("..."), "{}", r.stdout);
    assert!(r.stdout.lines().all(|l| l.len() <= 75), "{}", r.stdout);
}

/// A raw .npy of f32 values (version 1 header, as numpy writes it).
fn npy_f32(path: &Path, xs: &[f32]) {
    let mut h = format!(
        "{{'descr': '<f4', 'fortran_order': False, 'shape': ({},), }}",
        xs.len()
    );
    while (10 + h.len() + 1) % 64 != 0 {
        h.push(' ');
    }
    h.push('\n');
    let mut b = b"\x93NUMPY\x01\x00".to_vec();
    b.extend((h.len() as u16).to_le_bytes());
    b.extend(h.as_bytes());
    b.extend(xs.iter().flat_map(|x| x.to_le_bytes()));
    std::fs::write(path, b).unwrap();
}

/// Inputs no op writes come out as copies of their files; the output the kernel stores is
/// written from memory, with the sums (exact for these values).
#[test]
fn unwritten_inputs_come_out_as_their_files() {
    let d = scratch("unwritten");
    let k = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cutile/bench/vector_add.tileirbc"
    );
    let n = 2048;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    npy_f32(&d.join("a.npy"), &a);
    npy_f32(&d.join("b.npy"), &b);
    // The output starts as garbage, so a copy of its file would be caught.
    npy_f32(&d.join("c.npy"), &vec![-7.0; n]);
    let spec = format!(
        r#"{{"grid": [2, 1, 1], "args": [{{"array": "{0}/a.npy", "elem": "f32"}}, {{"array": "{0}/b.npy", "elem": "f32"}}, {{"array": "{0}/c.npy", "elem": "f32"}}]}}"#,
        d.display()
    );
    let l = write(&d, "launch.json", &spec);
    let out = d.join("out");
    let r = tileref(&["run", k, "--launch", &l, "--out", out.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for (i, name) in ["a.npy", "b.npy"].iter().enumerate() {
        assert_eq!(
            std::fs::read(out.join(format!("arg{i}.npy"))).unwrap(),
            std::fs::read(d.join(name)).unwrap(),
            "arg{i}"
        );
    }
    let c = std::fs::read(out.join("arg2.npy")).unwrap();
    let data = &c[c.len() - 4 * n..];
    let got: Vec<f32> = data
        .chunks(4)
        .map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(got, want);
}

/// `--save written` writes only the buffers some op wrote; an output directory that is also
/// the inputs' directory keeps its inputs as they were.
#[test]
fn save_written_skips_unwritten_buffers() {
    let d = scratch("save-written");
    let k = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cutile/bench/vector_add.tileirbc"
    );
    let n = 1024;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    npy_f32(&d.join("arg0.npy"), &a);
    npy_f32(&d.join("arg1.npy"), &a);
    npy_f32(&d.join("c.npy"), &vec![0.0; n]);
    let spec = format!(
        r#"{{"grid": [1, 1, 1], "args": [{{"array": "{0}/arg0.npy", "elem": "f32"}}, {{"array": "{0}/arg1.npy", "elem": "f32"}}, {{"array": "{0}/c.npy", "elem": "f32"}}]}}"#,
        d.display()
    );
    let l = write(&d, "launch.json", &spec);
    let out = d.join("out");
    let r = tileref(&[
        "run",
        k,
        "--launch",
        &l,
        "--out",
        out.to_str().unwrap(),
        "--save",
        "written",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!out.join("arg0.npy").exists() && !out.join("arg1.npy").exists());
    let c = std::fs::read(out.join("arg2.npy")).unwrap();
    let got: Vec<f32> = c[c.len() - 4 * n..]
        .chunks(4)
        .map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    assert_eq!(got, a.iter().map(|x| x + x).collect::<Vec<_>>());
    // --out on the inputs' own directory: the unwritten inputs are left as they are.
    let before = std::fs::read(d.join("arg0.npy")).unwrap();
    let r = tileref(&["run", k, "--launch", &l, "--out", d.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(std::fs::read(d.join("arg0.npy")).unwrap(), before);
    let r = tileref(&["run", k, "--launch", &l, "--save", "some"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("written"), "{}", r.stderr);
}

/// Large arrays go through the host's own mappings (from 64 KiB; huge pages advised from
/// 2 MiB) and `{"zeros": ...}` outputs are zero pages: the grid covers the first half, whose
/// sums come out exact while the second half stays zero, and a second run over the same
/// output directory replaces the outputs.
#[test]
fn large_arrays_and_zero_outputs() {
    let d = scratch("large");
    let k = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cutile/bench/vector_add.tileirbc"
    );
    for n in [1usize << 15, 1 << 20] {
        let a: Vec<f32> = (0..n).map(|i| (i % 4093) as f32 * 0.25).collect();
        let b: Vec<f32> = (0..n).map(|i| 3.0 - (i % 977) as f32).collect();
        npy_f32(&d.join("a.npy"), &a);
        npy_f32(&d.join("b.npy"), &b);
        let spec = format!(
            r#"{{"grid": [{1}, 1, 1], "args": [{{"array": "{0}/a.npy", "elem": "f32"}}, {{"array": "{0}/b.npy", "elem": "f32"}}, {{"array": {{"zeros": [{2}]}}, "elem": "f32"}}]}}"#,
            d.display(),
            n / 2048,
            n
        );
        let l = write(&d, "launch.json", &spec);
        let out = d.join("out");
        let want: Vec<f32> = a
            .iter()
            .zip(&b)
            .enumerate()
            .map(|(i, (x, y))| if i < n / 2 { x + y } else { 0.0 })
            .collect();
        for round in 0..2 {
            let r = tileref(&[
                "run",
                k,
                "--launch",
                &l,
                "--out",
                out.to_str().unwrap(),
                "--save",
                "written",
            ]);
            assert_eq!(r.code, 0, "n {n} round {round}: {}", r.stderr);
            let c = std::fs::read(out.join("arg2.npy")).unwrap();
            assert_eq!(c.len(), 128 + 4 * n, "n {n}");
            let got: Vec<f32> = c[128..]
                .chunks(4)
                .map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                .collect();
            assert!(
                got == want,
                "n {n} round {round}: first difference at {:?}",
                got.iter().zip(&want).position(|(g, w)| g != w)
            );
        }
    }
}

/// Loads tile 1 of a 1-tile view (padding NaN) and stores it: undefined behaviour, which
/// `--ub warn` continues past. The load is on line 6 (its op name at column 15).
const OUTSIDE_VIEW: &str = "cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<4xf32, strides=[1]>>
    %one = constant <i32: 1> : tile<i32>
    %t, %tk = load_view_tko weak %v[%one] : partition_view<tile=(4), padding_value = nan, tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %io = iota : tile<4xi32>
    %os = offset %ob, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %tk2 = store_ptr_tko weak %os, %t : tile<4xptr<f32>>, tile<4xf32> -> token
  }
}
";

#[test]
fn ub_warn_continues_past_a_view_tile_outside() {
    let dir = scratch("ubwarn");
    let k = write(&dir, "outside.mlir", OUTSIDE_VIEW);
    let out = dir.join("out");
    let go = |extra: &[&str]| {
        let _ = std::fs::remove_dir_all(&out);
        // Every block stores the same output: a race, left out here.
        let mut args = vec![
            "run",
            &k,
            "--grid",
            "3",
            "--no-races",
            "--arg",
            "zeros:f32:4",
            "--arg",
            "zeros:f32:4",
            "--out",
            out.to_str().unwrap(),
        ];
        args.extend(extra);
        tileref(&args)
    };
    // The default: undefined behaviour, exit code 3.
    let r = go(&[]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert_eq!(report(&out)["status"], "ub");
    // --ub warn: the padding is read, one warning for the site counts the three blocks.
    let r = go(&["--ub", "warn"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rep = report(&out);
    assert_eq!(rep["status"], "ok", "{rep:#}");
    let diags = rep["diagnostics"].as_array().unwrap();
    assert_eq!(diags.len(), 1, "{rep:#}");
    let d = &diags[0];
    assert_eq!(
        (d["category"].as_str(), d["kind"].as_str(), d["op"].as_str()),
        (
            Some("ub-warning"),
            Some("view-index-out-of-range"),
            Some("load_view_tko")
        )
    );
    assert_eq!(d["location"].as_str().unwrap(), format!("{k}:6:15"));
    assert_eq!(
        (d["count"].as_u64(), &d["block"]),
        (Some(3), &serde_json::json!([0, 0, 0]))
    );
    let msg = "load of tile (1) outside the view's index space of 1 tile: read as the padding value (UB; continued under --ub warn)";
    assert_eq!(d["message"].as_str(), Some(msg));
    // stderr has it as every diagnostic: location, label, text, count.
    assert!(
        r.stderr.contains(&format!(
            "{k}:6:15: warning: {msg} [load_view_tko] in tile block (0, 0, 0) (3 times)"
        )),
        "{}",
        r.stderr
    );
    let o = std::fs::read(out.join("arg1.npy")).unwrap();
    let got: Vec<u32> = o[o.len() - 16..]
        .chunks(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    assert_eq!(got, vec![0x7FC0_0000; 4]);
    // The launch spec carries it too; the flag overrides the spec.
    let s = write(
        &dir,
        "spec.json",
        r#"{"grid": [1], "ub": "warn", "args": [{"buffer": {"zeros": [4]}, "elem": "f32"}, {"buffer": {"zeros": [4]}, "elem": "f32"}]}"#,
    );
    let spec = |extra: &[&str]| {
        let _ = std::fs::remove_dir_all(&out);
        let mut args = vec!["run", &k, "--launch", &s, "--out", out.to_str().unwrap()];
        args.extend(extra);
        tileref(&args).code
    };
    assert_eq!(spec(&[]), 0);
    assert_eq!(spec(&["--ub", "raise"]), 3);
    let bad = write(&dir, "bad.json", r#"{"ub": "ignore"}"#);
    let r = tileref(&["run", &k, "--launch", &bad]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("ub must be \"raise\" or \"warn\""),
        "{}",
        r.stderr
    );
    let r = tileref(&["run", &k, "--ub", "ignore"]);
    assert!(
        r.code != 0 && r.stderr.contains("possible values: raise, warn"),
        "{}",
        r.stderr
    );
}

/// `--mma exact` changes mmaf's rounding (the matmul example's f32 result differs from the
/// chain's somewhere, the inputs not; no --mma is exact); an unknown mode is refused with its name.
#[test]
fn the_mma_mode_is_chosen_on_the_command_line() {
    let dir = scratch("mma-mode");
    let (chain, exact, default) = (dir.join("chain"), dir.join("exact"), dir.join("default"));
    for (out, mode) in [
        (&chain, Some("chain")),
        (&exact, Some("exact")),
        (&default, None),
    ] {
        let mut args = vec![
            "run",
            "examples/matmul.mlir",
            "--launch",
            "examples/matmul.launch.json",
            "--out",
            out.to_str().unwrap(),
        ];
        if let Some(m) = mode {
            args.extend(["--mma", m]);
        }
        let r = tileref(&args);
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let read = |d: &Path, f: &str| std::fs::read(d.join(f)).unwrap();
    assert_eq!(read(&chain, "arg0.npy"), read(&exact, "arg0.npy"));
    assert_ne!(read(&chain, "arg2.npy"), read(&exact, "arg2.npy"));
    assert_eq!(
        read(&default, "arg2.npy"),
        read(&exact, "arg2.npy"),
        "exact is the default"
    );
    let r = tileref(&[
        "run",
        "examples/matmul.mlir",
        "--launch",
        "examples/matmul.launch.json",
        "--out",
        dir.join("x").to_str().unwrap(),
        "--mma",
        "fast",
    ]);
    assert!(
        r.code != 0 && r.stderr.contains("unknown mma mode 'fast'"),
        "{}",
        r.stderr
    );
}

/// `--numerics h100`: the softmax example's reductions and exp follow the GPU models, named in
/// report.json (always) and on stderr (with `--explain`); the spec mode's results differ.
#[test]
fn numerics_h100_and_explain() {
    let dir = scratch("numerics");
    let run = |out: &Path, extra: &[&str]| {
        let mut args = vec![
            "run",
            "examples/softmax.mlir",
            "--launch",
            "examples/softmax.launch.json",
            "--out",
            out.to_str().unwrap(),
        ];
        args.extend(extra);
        let r = tileref(&args);
        assert_eq!(r.code, 0, "{}", r.stderr);
        r
    };
    let (spec, h100, quiet) = (dir.join("spec"), dir.join("h100"), dir.join("quiet"));
    run(&spec, &[]);
    let r = run(&h100, &["--numerics", "h100", "--explain"]);
    assert!(r.stderr.contains("note:") && r.stderr.contains("tileiras 13.5 sm_90 order"));
    assert!(r.stderr.contains("libdevice expf"), "{}", r.stderr);
    let q = run(&quiet, &["--numerics", "h100"]);
    assert!(!q.stderr.contains("note:"), "{}", q.stderr);
    let read = |d: &Path, f: &str| std::fs::read(d.join(f)).unwrap();
    assert_ne!(read(&spec, "arg1.npy"), read(&h100, "arg1.npy"));
    assert_eq!(read(&quiet, "arg1.npy"), read(&h100, "arg1.npy"));
    let rep: serde_json::Value = serde_json::from_slice(&read(&quiet, "report.json")).unwrap();
    assert_eq!(rep["numerics"], "h100");
    let kinds: Vec<&str> = rep["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["category"] == "numerics")
        .map(|d| d["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds.iter().filter(|k| **k == "h100-reduce-order").count(),
        2
    );
    assert_eq!(kinds.iter().filter(|k| **k == "h100-math").count(), 1);
    let r = tileref(&[
        "run",
        "examples/softmax.mlir",
        "--launch",
        "examples/softmax.launch.json",
        "--numerics",
        "gpu",
    ]);
    assert!(
        r.code != 0 && r.stderr.contains("unknown numerics 'gpu'"),
        "{}",
        r.stderr
    );
}
