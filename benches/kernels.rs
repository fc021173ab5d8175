//! Interpreter speed against numpy on the same computations, in one run.
//! `cargo bench --bench kernels` (numpy must be importable by `python3`, or set TILEREF_PYTHON).

use std::time::Instant;
use tileref_interp::{launch, Memory, Options};
use tileref_spec::text::parse_module;

fn example(name: &str) -> String {
    std::fs::read_to_string(format!("{}/examples/{name}.mlir", env!("CARGO_MANIFEST_DIR"))).expect("example")
}

fn f32_bytes(n: usize, seed: u32) -> Vec<u8> {
    let mut s = seed.wrapping_mul(2654435761).wrapping_add(1);
    (0..n)
        .flat_map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            ((s % 2000) as f32 / 1000.0 - 1.0).to_le_bytes()
        })
        .collect()
}

/// Runs `src` and returns the best wall time of `reps` runs, in seconds.
fn time_kernel(src: &str, grid: [u32; 3], bufs: &[Vec<u8>], scalars: &[u64], opts: &Options, reps: usize) -> f64 {
    let m = parse_module(src).expect("parse");
    let entry = m.funcs().next().unwrap().name.clone();
    let mut best = f64::MAX;
    // The kernels only write their outputs, so one memory serves every run.
    let mem = Memory::new();
    let mut args: Vec<u64> = bufs.iter().enumerate().map(|(i, b)| mem.alloc_host(i, b, 256)).collect();
    args.extend_from_slice(scalars);
    for _ in 0..reps {
        let t = Instant::now();
        let r = launch(&m, &entry, grid, &args, &mem, opts).expect("launch");
        let dt = t.elapsed().as_secs_f64();
        assert_eq!(r.status, tileref_interp::Status::Ok, "{:?}", r.reports);
        best = best.min(dt);
    }
    best
}

fn numpy_times() -> Option<Vec<f64>> {
    let py = std::env::var("TILEREF_PYTHON").unwrap_or_else(|_| "python3".into());
    let code = r#"
import numpy as np, time
def best(f, r=5):
    b = 1e9
    for _ in range(r):
        t = time.perf_counter(); f(); b = min(b, time.perf_counter() - t)
    return b
a = np.random.rand(1 << 20).astype(np.float32); b = np.random.rand(1 << 20).astype(np.float32)
A = np.random.rand(256, 256).astype(np.float32); B = np.random.rand(256, 256).astype(np.float32)
X = np.random.rand(1024, 1024).astype(np.float32)
def softmax():
    m = X.max(axis=1, keepdims=True); e = np.exp(X - m); return e / e.sum(axis=1, keepdims=True)
def layernorm():
    mu = X.mean(axis=1, keepdims=True); d = X - mu; return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)
print(best(lambda: a + b), best(lambda: A @ B), best(softmax), best(layernorm))
"#;
    let out = std::process::Command::new(py).arg("-c").arg(code).output().ok()?;
    if !out.status.success() {
        return None;
    }
    String::from_utf8(out.stdout).ok()?.split_whitespace().map(|x| x.parse().ok()).collect()
}

fn main() {
    let threads = std::env::var("TILEREF_THREADS").ok().and_then(|t| t.parse().ok());
    let opts = Options { threads, ..Options::default() };
    let n = 1usize << 20;
    let only = std::env::var("TILEREF_BENCH_ONLY").unwrap_or_default();
    let want = |name: &str| only.is_empty() || name.contains(only.as_str());
    // Each kernel with race detection off and on (results are the same either way).
    let run = |name: &str, src: &str, grid: [u32; 3], bufs: &[Vec<u8>], scalars: &[u64]| -> (f64, f64) {
        if !want(name) {
            return (0.0, 0.0);
        }
        // TILEREF_BENCH_RACES=off|on times one side only and TILEREF_BENCH_REPS sets the runs
        // per side (for profiling).
        let side = std::env::var("TILEREF_BENCH_RACES").unwrap_or_default();
        let reps = std::env::var("TILEREF_BENCH_REPS").ok().and_then(|r| r.parse().ok()).unwrap_or(3);
        let off = if side == "on" { 0.0 } else { time_kernel(src, grid, bufs, scalars, &Options { races: false, ..opts.clone() }, reps) };
        let on = if side == "off" { 0.0 } else { time_kernel(src, grid, bufs, scalars, &Options { races: true, ..opts.clone() }, reps) };
        (off, on)
    };
    let cases: Vec<(&str, (f64, f64))> = vec![
        ("vector add 2^20 f32", {
            let src = example("vector_add").replace("tile=(128)", "tile=(1024)").replace("128xf32", "1024xf32");
            run("vector", &src, [1024, 1, 1], &[f32_bytes(n, 1), f32_bytes(n, 2), vec![0; 4 * n]], &[n as u64])
        }),
        ("matmul 256x256x256 f32", run("matmul", &example("matmul"), [4, 4, 1], &[f32_bytes(65536, 3), f32_bytes(65536, 4), vec![0; 4 * 65536]], &[256])),
        ("softmax 1024x1024 f32", {
            let src = example("softmax").replace("256", "1024");
            run("softmax", &src, [1024, 1, 1], &[f32_bytes(n, 5), vec![0; 4 * n]], &[1024])
        }),
        ("layernorm 1024x1024 f32", {
            let src = example("layernorm").replace("x256", "x1024").replace("256,", "1024,").replace("256]", "1024]").replace("3.906250e-03", "9.765625e-04");
            run("layernorm", &src, [1024, 1, 1], &[f32_bytes(n, 6), vec![0; 4 * n]], &[1024])
        }),
    ];
    let np = if std::env::var_os("TILEREF_NO_NUMPY").is_some() { None } else { numpy_times() };
    println!("{:<26} {:>10} {:>10} {:>8} {:>10} {:>10}", "kernel", "races off", "races on", "on/off", "numpy ms", "off/numpy");
    for (i, (name, (off, on))) in cases.iter().enumerate() {
        let ratio = if *off > 0.0 { format!("{:.1}x", on / off) } else { "-".into() };
        match &np {
            Some(v) => println!("{:<26} {:>10.2} {:>10.2} {:>8} {:>10.3} {:>9.1}x", name, off * 1e3, on * 1e3, ratio, v[i] * 1e3, off / v[i]),
            None => println!("{:<26} {:>10.2} {:>10.2} {:>8} {:>10} {:>10}", name, off * 1e3, on * 1e3, ratio, "-", "-"),
        }
    }
    if np.is_none() {
        println!("(numpy not found: install it or set TILEREF_PYTHON to a python with numpy)");
    }
}

// The allocator the `tileref` binary uses.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
