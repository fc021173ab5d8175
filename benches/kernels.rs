//! Interpreter speed against numpy on the same computations, in one run.
//! `cargo bench --bench kernels` (numpy must be importable by `python3`, or set TILEREF_PYTHON).
//! Medians over rounds that time numpy and the interpreter back to back.

use std::time::Instant;
use tileref_interp::{launch, Memory, Options};
use tileref_spec::text::parse_module;

fn example(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/examples/{name}.mlir",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("example")
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

/// One kernel, set up once: its module, memory and arguments.
struct Kernel {
    name: &'static str,
    key: &'static str,
    module: tileref_spec::ir::Module,
    entry: String,
    grid: [u32; 3],
    mem: Memory,
    args: Vec<u64>,
}

impl Kernel {
    fn new(
        name: &'static str,
        key: &'static str,
        src: &str,
        grid: [u32; 3],
        bufs: &[Vec<u8>],
        scalars: &[u64],
    ) -> Kernel {
        let module = parse_module(src).expect("parse");
        let entry = module.funcs().next().unwrap().name.clone();
        // The kernels only write their outputs, so one memory serves every run.
        let mem = Memory::new();
        let mut args: Vec<u64> = bufs
            .iter()
            .enumerate()
            .map(|(i, b)| mem.alloc_host(i, b, 256))
            .collect();
        args.extend_from_slice(scalars);
        Kernel {
            name,
            key,
            module,
            entry,
            grid,
            mem,
            args,
        }
    }

    /// The best wall time of `reps` launches, in seconds.
    fn time(&self, opts: &Options, reps: usize) -> f64 {
        let mut best = f64::MAX;
        for _ in 0..reps {
            let t = Instant::now();
            let r = launch(
                &self.module,
                &self.entry,
                self.grid,
                &self.args,
                &self.mem,
                opts,
            )
            .expect("launch");
            best = best.min(t.elapsed().as_secs_f64());
            assert_eq!(r.status, tileref_interp::Status::Ok, "{:?}", r.reports);
        }
        best
    }
}

/// A Python process that times the same computations in numpy on request (one line per
/// kernel name in, the best of 5 runs in seconds out), so both sides are measured in the same
/// moments of a noisy machine.
struct Numpy {
    child: std::process::Child,
    out: std::io::BufReader<std::process::ChildStdout>,
}

impl Numpy {
    fn start() -> Option<Numpy> {
        let py = std::env::var("TILEREF_PYTHON").unwrap_or_else(|_| "python3".into());
        let code = r#"
import sys, time
import numpy as np
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
fs = {"vector": lambda: a + b, "matmul": lambda: A @ B, "softmax": softmax, "layernorm": layernorm}
print("ready", flush=True)
for line in sys.stdin:
    print(best(fs[line.strip()]), flush=True)
"#;
        use std::io::BufRead;
        let mut child = std::process::Command::new(py)
            // OpenBLAS threads otherwise spin for ~0.1 s after each call, on the cores the
            // interpreter is timed on next.
            .env("OPENBLAS_THREAD_TIMEOUT", "4")
            .arg("-c")
            .arg(code)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .ok()?;
        let mut out = std::io::BufReader::new(child.stdout.take()?);
        let mut line = String::new();
        out.read_line(&mut line).ok()?;
        (line.trim() == "ready").then_some(Numpy { child, out })
    }

    fn time(&mut self, key: &str) -> Option<f64> {
        use std::io::{BufRead, Write};
        writeln!(self.child.stdin.as_mut()?, "{key}").ok()?;
        let mut line = String::new();
        self.out.read_line(&mut line).ok()?;
        line.trim().parse().ok()
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    if v.is_empty() {
        0.0
    } else {
        v[v.len() / 2]
    }
}

fn main() {
    let threads = std::env::var("TILEREF_THREADS")
        .ok()
        .and_then(|t| t.parse().ok());
    let opts = Options {
        threads,
        ..Options::default()
    };
    let env_num = |k: &str, d: usize| {
        std::env::var(k)
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(d)
    };
    // TILEREF_BENCH_ONLY=name picks kernels, TILEREF_BENCH_RACES=off|on times one side only,
    // TILEREF_BENCH_REPS launches per measurement, TILEREF_BENCH_ROUNDS measurements per
    // kernel (the medians are printed).
    let only = std::env::var("TILEREF_BENCH_ONLY").unwrap_or_default();
    let side = std::env::var("TILEREF_BENCH_RACES").unwrap_or_default();
    let (reps, rounds) = (
        env_num("TILEREF_BENCH_REPS", 10),
        env_num("TILEREF_BENCH_ROUNDS", 5),
    );
    let n = 1usize << 20;
    let mut kernels = vec![];
    let want = |key: &str| only.is_empty() || key.contains(only.as_str());
    if want("vector") {
        let src = example("vector_add")
            .replace("tile=(128)", "tile=(1024)")
            .replace("128xf32", "1024xf32");
        kernels.push(Kernel::new(
            "vector add 2^20 f32",
            "vector",
            &src,
            [1024, 1, 1],
            &[f32_bytes(n, 1), f32_bytes(n, 2), vec![0; 4 * n]],
            &[n as u64],
        ));
    }
    if want("matmul") {
        kernels.push(Kernel::new(
            "matmul 256x256x256 f32",
            "matmul",
            &example("matmul"),
            [4, 4, 1],
            &[f32_bytes(65536, 3), f32_bytes(65536, 4), vec![0; 4 * 65536]],
            &[256],
        ));
    }
    if want("softmax") {
        let src = example("softmax").replace("256", "1024");
        kernels.push(Kernel::new(
            "softmax 1024x1024 f32",
            "softmax",
            &src,
            [1024, 1, 1],
            &[f32_bytes(n, 5), vec![0; 4 * n]],
            &[1024],
        ));
    }
    if want("layernorm") {
        let src = example("layernorm")
            .replace("x256", "x1024")
            .replace("256,", "1024,")
            .replace("256]", "1024]")
            .replace("3.906250e-03", "9.765625e-04");
        kernels.push(Kernel::new(
            "layernorm 1024x1024 f32",
            "layernorm",
            &src,
            [1024, 1, 1],
            &[f32_bytes(n, 6), vec![0; 4 * n]],
            &[1024],
        ));
    }
    let mut np = if std::env::var_os("TILEREF_NO_NUMPY").is_some() {
        None
    } else {
        Numpy::start()
    };
    println!(
        "{:<26} {:>10} {:>10} {:>8} {:>10} {:>10}",
        "kernel", "races off", "races on", "on/off", "numpy ms", "off/numpy"
    );
    for k in &kernels {
        // Each round times detection off, detection on and numpy back to back; the medians
        // over rounds (and of the per-round ratios) are printed.
        let (mut offs, mut ons, mut nps, mut on_off, mut off_np) =
            (vec![], vec![], vec![], vec![], vec![]);
        for _ in 0..rounds {
            let off = if side == "on" {
                0.0
            } else {
                k.time(
                    &Options {
                        races: false,
                        ..opts.clone()
                    },
                    reps,
                )
            };
            let on = if side == "off" {
                0.0
            } else {
                k.time(
                    &Options {
                        races: true,
                        ..opts.clone()
                    },
                    reps,
                )
            };
            let t_np = np.as_mut().and_then(|p| p.time(k.key));
            // numpy's BLAS threads keep spinning for a moment after a call; let them settle.
            std::thread::sleep(std::time::Duration::from_millis(50));
            offs.push(off);
            ons.push(on);
            if off > 0.0 && on > 0.0 {
                on_off.push(on / off);
            }
            if let Some(t) = t_np {
                nps.push(t);
                off_np.push(off / t);
            }
        }
        let (off, on) = (median(&mut offs), median(&mut ons));
        let ratio = if on_off.is_empty() {
            "-".into()
        } else {
            format!("{:.1}x", median(&mut on_off))
        };
        if nps.is_empty() {
            println!(
                "{:<26} {:>10.2} {:>10.2} {:>8} {:>10} {:>10}",
                k.name,
                off * 1e3,
                on * 1e3,
                ratio,
                "-",
                "-"
            );
        } else {
            println!(
                "{:<26} {:>10.2} {:>10.2} {:>8} {:>10.3} {:>9.1}x",
                k.name,
                off * 1e3,
                on * 1e3,
                ratio,
                median(&mut nps) * 1e3,
                median(&mut off_np)
            );
        }
    }
    if np.is_none() && std::env::var_os("TILEREF_NO_NUMPY").is_none() {
        println!("(numpy not found: install it or set TILEREF_PYTHON to a python with numpy)");
    }
}

// The allocator the `tileref` binary uses.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
