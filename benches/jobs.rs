//! The whole jobs a user runs, tileref against numpy in the same run: vector add 2^22 f32,
//! softmax 4096x1024, layernorm 2048x1024 and matmul 512^3 f32 (64x64x32 tiles), as cuTile
//! kernels (`tests/cutile/bench/`, exported by `tests/cutile/bench_kernels.py`), then the same
//! jobs in the other tile shapes and element types users pick (the sweep: softmax 1-32 rows a
//! block, layernorm 1-8 rows, matmul tiles 32x32x32 to 128x128x64, vector add tiles 256-4096,
//! f16/bf16 softmax and matmul). Each side loads
//! the `.npy` inputs, computes and saves the outputs: tileref as a whole `tileref run` process
//! (race detection on, as by default; `--save written`, the buffers the kernel wrote), numpy
//! timed inside a resident Python process.
//!
//! `cargo bench --bench jobs` (numpy importable by `python3`, or set TILEREF_PYTHON). Options
//! through the environment: TILEREF_BENCH_ROUNDS (default 5), TILEREF_BENCH_SWEEP=0 (main
//! jobs only), TILEREF_BENCH_THREADS (a list,
//! e.g. `1,2,4,8,16`: the thread-scaling table of the interpreter's launch time), and for a
//! bench executable copied to another machine TILEREF_BIN (the tileref binary) and
//! TILEREF_ROOT (the repository).
//! Prints per job the median times, the ratio to numpy, race detection's cost, peak memory
//! against the job's input + output bytes, and the geometric mean of the ratios; for the
//! sweep per job and shape the median times, the ratio to numpy and the time against the
//! job's best shape (the jobs of a sweep row hold the same elements).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const JOBS: [&str; 4] = ["vector_add", "softmax", "layernorm", "matmul"];

/// One entry of the sweep, as `bench_kernels.py list` gives it.
struct Entry {
    name: String,
    job: String,
    elem: String,
    shape: String,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        return f64::NAN;
    }
    v[v.len() / 2]
}

struct Tileref {
    exe: PathBuf,
    kernels: PathBuf,
    dir: PathBuf,
}

/// The phases of a `tileref run` the report times: reading the module, loading the inputs,
/// the launch, saving the outputs.
const PHASES: [&str; 4] = ["module", "load", "launch", "save"];

/// One `tileref run` of a job: (wall seconds, the report's seconds by phase, peak RSS bytes).
impl Tileref {
    fn run(&self, job: &str, extra: &[&str]) -> (f64, [f64; 4], u64) {
        let jd = self.dir.join(job);
        let t = Instant::now();
        let out = Command::new(&self.exe)
            .arg("run")
            .arg(if JOBS.contains(&job) {
                self.kernels.join(format!("{job}.tileirbc"))
            } else {
                self.kernels.join(format!("sweep/{job}.tileirbc"))
            })
            .arg("--launch")
            .arg(jd.join("launch.json"))
            .arg("--out")
            .arg(jd.join("out"))
            // The outputs, as the numpy job saves its result (not copies of the inputs).
            .args(["--save", "written"])
            .args(extra)
            .output()
            .expect("run tileref");
        let wall = t.elapsed().as_secs_f64();
        assert!(
            out.status.success(),
            "{job}: tileref failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let rep: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(jd.join("out/report.json")).expect("report"),
        )
        .expect("report json");
        assert_eq!(rep["status"], "ok", "{job}: {rep}");
        (
            wall,
            PHASES.map(|p| rep["seconds"][p].as_f64().unwrap_or(f64::NAN)),
            rep["peak_rss_bytes"].as_u64().unwrap_or(0),
        )
    }
}

/// Bytes of the job's .npy inputs and of the outputs tileref saved (what the job must hold
/// at least).
fn io_bytes(jd: &Path) -> u64 {
    let npy_bytes = |dir: &Path| -> u64 {
        std::fs::read_dir(dir)
            .map(|d| {
                d.filter_map(|e| e.ok())
                    .filter(|e| {
                        e.path().extension().is_some_and(|x| x == "npy")
                            && !e.file_name().to_string_lossy().starts_with("numpy")
                    })
                    .map(|e| e.metadata().map(|m| m.len()).unwrap_or(0))
                    .sum()
            })
            .unwrap_or(0)
    };
    npy_bytes(jd) + npy_bytes(&jd.join("out"))
}

fn main() {
    let root = PathBuf::from(
        std::env::var("TILEREF_ROOT").unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").into()),
    );
    let root = root.as_path();
    let py = std::env::var("TILEREF_PYTHON").unwrap_or_else(|_| "python3".into());
    let script = root.join("tests/cutile/bench_kernels.py");
    let rounds: usize = std::env::var("TILEREF_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let dir = std::env::temp_dir().join(format!("tileref-jobs-{}", std::process::id()));
    let ok = Command::new(&py)
        .arg(&script)
        .arg("inputs")
        .arg(&dir)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    assert!(
        ok,
        "cannot make the inputs: `{py}` needs numpy (set TILEREF_PYTHON)"
    );
    let exe = std::env::var("TILEREF_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_BIN_EXE_tileref")));
    let t = Tileref {
        exe,
        kernels: root.join("tests/cutile/bench"),
        dir: dir.clone(),
    };
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    println!("{rounds} rounds, {cores} cores; medians");

    let sweep = std::env::var("TILEREF_BENCH_SWEEP").map_or(true, |v| v != "0");
    let list = Command::new(&py)
        .arg(&script)
        .arg("list")
        .output()
        .expect("list the jobs");
    let entries: Vec<Entry> = String::from_utf8_lossy(&list.stdout)
        .lines()
        .map(|l| {
            let j: serde_json::Value = serde_json::from_str(l).expect("job line");
            let f = |k: &str| j[k].as_str().unwrap_or_default().to_string();
            Entry {
                name: f("name"),
                job: f("job"),
                elem: f("elem"),
                shape: f("shape"),
            }
        })
        .filter(|e| sweep || JOBS.contains(&e.name.as_str()))
        .collect();

    // Warm the page cache and check the answers once.
    for e in &entries {
        t.run(&e.name, &[]);
    }
    let ok = Command::new(&py)
        .arg(&script)
        .arg("check")
        .arg(&dir)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    assert!(ok, "tileref's outputs differ from numpy's");

    let mut tr: Vec<Vec<f64>> = vec![vec![]; 4];
    let mut tr_norace: Vec<Vec<f64>> = vec![vec![]; 4];
    let mut np: Vec<Vec<f64>> = vec![vec![]; 4];
    let mut rss = [0u64; 4];
    let mut phases: Vec<Vec<[f64; 5]>> = vec![vec![]; 4];
    for _ in 0..rounds {
        // numpy's round, then tileref's, back to back.
        let out = Command::new(&py)
            .arg(&script)
            .arg("numpy")
            .arg(&dir)
            .arg("1")
            .arg(JOBS.join(","))
            .output()
            .expect("numpy");
        assert!(
            out.status.success(),
            "numpy job failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let j: serde_json::Value = serde_json::from_str(line).expect("numpy line");
            if let Some(i) = JOBS.iter().position(|n| j["job"] == *n) {
                np[i].extend(
                    j["seconds"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|x| x.as_f64()),
                );
            }
        }
        for (i, job) in JOBS.iter().enumerate() {
            let (wall, ph, r) = t.run(job, &[]);
            tr[i].push(wall);
            phases[i].push([ph[0], ph[1], ph[2], ph[3], wall - ph.iter().sum::<f64>()]);
            rss[i] = rss[i].max(r);
            tr_norace[i].push(t.run(job, &["--no-races"]).0);
        }
    }
    println!(
        "{:<12} {:>10} {:>10} {:>8} {:>12} {:>10} {:>10}",
        "job", "tileref", "numpy", "ratio", "races cost", "peak RSS", "RSS / io"
    );
    let mut logsum = 0.0;
    for (i, job) in JOBS.iter().enumerate() {
        let (a, b, c) = (
            median(tr[i].clone()),
            median(np[i].clone()),
            median(tr_norace[i].clone()),
        );
        let io = io_bytes(&dir.join(job));
        logsum += (a / b).ln();
        println!(
            "{job:<12} {:>8.1}ms {:>8.1}ms {:>7.2}x {:>11.2}x {:>8.1}MB {:>9.2}x",
            a * 1e3,
            b * 1e3,
            a / b,
            a / c,
            rss[i] as f64 / 1e6,
            rss[i] as f64 / io as f64
        );
    }
    println!("geomean ratio {:.2}x", (logsum / 4.0).exp());
    println!("\nwhere tileref's time goes (medians, ms; process: starting and ending the process)");
    println!(
        "{:<12} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "job", "module", "load", "launch", "save", "process"
    );
    for (i, job) in JOBS.iter().enumerate() {
        let m: Vec<f64> = (0..5)
            .map(|k| median(phases[i].iter().map(|p| p[k]).collect()) * 1e3)
            .collect();
        println!(
            "{job:<12} {:>8.1} {:>8.1} {:>8.1} {:>8.1} {:>8.1}",
            m[0], m[1], m[2], m[3], m[4]
        );
    }

    if sweep {
        sweep_table(&t, &py, &script, &dir, &entries, rounds);
    }

    if let Ok(list) = std::env::var("TILEREF_BENCH_THREADS") {
        let threads: Vec<usize> = list
            .split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect();
        println!("\nthread scaling: the interpreter's launch time (median of {rounds}), speed-up over the first count");
        print!("{:<12}", "job");
        for n in &threads {
            print!(" {:>14}", format!("{n} threads"));
        }
        println!();
        let extra: Vec<String> = std::env::var("TILEREF_BENCH_THREADS_JOBS")
            .map(|s| s.split(',').map(String::from).collect())
            .unwrap_or_default();
        for job in JOBS.iter().copied().chain(extra.iter().map(String::as_str)) {
            // The thread counts take turns within each round, so that the machine's drifts
            // (a core of these hosts runs up to 1.7x slower in one run than in the next)
            // fall on all of them alike and not on one count's runs.
            let mut times: Vec<Vec<f64>> = vec![vec![]; threads.len()];
            for _ in 0..rounds {
                for (k, &n) in threads.iter().enumerate() {
                    times[k].push(t.run(job, &["--threads", &n.to_string()]).1[2]);
                }
            }
            print!("{job:<12}");
            let base = median(times[0].clone());
            for v in times {
                let m = median(v);
                print!(" {:>7.1}ms {:>4.1}x", m * 1e3, base / m);
            }
            println!();
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The sweep: every job in every tile shape and element type, tileref (race detection on)
/// against numpy, rounds taking turns as in the main table.
fn sweep_table(t: &Tileref, py: &str, script: &Path, dir: &Path, entries: &[Entry], rounds: usize) {
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    let mut tr: Vec<Vec<f64>> = vec![vec![]; entries.len()];
    let mut np: Vec<Vec<f64>> = vec![vec![]; entries.len()];
    for _ in 0..rounds {
        let out = Command::new(py)
            .arg(script)
            .arg("numpy")
            .arg(dir)
            .arg("1")
            .arg(names.join(","))
            .output()
            .expect("numpy");
        assert!(
            out.status.success(),
            "numpy job failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let j: serde_json::Value = serde_json::from_str(line).expect("numpy line");
            if let Some(i) = names.iter().position(|n| j["job"] == *n) {
                np[i].extend(
                    j["seconds"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|x| x.as_f64()),
                );
            }
        }
        for (i, e) in entries.iter().enumerate() {
            tr[i].push(t.run(&e.name, &[]).0);
        }
    }
    let a: Vec<f64> = tr.into_iter().map(median).collect();
    let b: Vec<f64> = np.into_iter().map(median).collect();
    println!("\nsweep: the jobs in other tile shapes and element types (medians; vs best: against the job's fastest shape of that element type)");
    println!(
        "{:<12} {:<5} {:<14} {:>10} {:>10} {:>8} {:>8}",
        "job", "elem", "tile shape", "tileref", "numpy", "ratio", "vs best"
    );
    let (mut worst_ratio, mut worst_spread) = (0f64, 0f64);
    for (i, e) in entries.iter().enumerate() {
        let best = entries
            .iter()
            .enumerate()
            .filter(|(_, o)| o.job == e.job && o.elem == e.elem)
            .map(|(k, _)| a[k])
            .fold(f64::INFINITY, f64::min);
        worst_ratio = worst_ratio.max(a[i] / b[i]);
        worst_spread = worst_spread.max(a[i] / best);
        println!(
            "{:<12} {:<5} {:<14} {:>8.1}ms {:>8.1}ms {:>7.2}x {:>7.2}x",
            e.job,
            e.elem,
            e.shape,
            a[i] * 1e3,
            b[i] * 1e3,
            a[i] / b[i],
            a[i] / best
        );
    }
    println!("sweep: worst ratio to numpy {worst_ratio:.2}x, worst shape against its job's best {worst_spread:.2}x");
}
