//! `tileref gpu bundle | run | diff`: the conformance corpus on a real GPU.

use clap::{Args, Subcommand};
use std::path::PathBuf;
use tileref_conformance::runner::{collect_files, load_cases};

#[derive(Args)]
pub struct GpuArgs {
    #[command(subcommand)]
    cmd: GpuCmd,
}

#[derive(Subcommand)]
enum GpuCmd {
    /// Compile corpus cases with NVIDIA's tileiras (or tileref's own PTX lowering) and record
    /// their inputs.
    Bundle {
        /// Case files or directories (default: conformance/corpus).
        paths: Vec<PathBuf>,
        #[arg(long, default_value = "sm_90")]
        arch: String,
        /// tileiras (cubins), ptx (tileref's lowering for --arch, compiled by the driver where
        /// the bundle runs), or both (OUTPUT/tileiras and OUTPUT/ptx; `gpu run` and `gpu diff`
        /// then handle and report each).
        #[arg(long, default_value = "tileiras")]
        backend: String,
        /// How tileref's PTX lowers math functions: software (tileref's routines, within the
        /// documented tolerances) or approx (PTX's .approx instructions for f32 exp, exp2, log,
        /// log2, sin, cos, tanh, rsqrt).
        #[arg(long, default_value = "software")]
        math: String,
        #[arg(short, long)]
        output: PathBuf,
        /// The tileiras executable.
        #[arg(long, default_value = "tileiras")]
        tileiras: PathBuf,
        #[arg(long, value_parser = tileref_spec::load::parse_version, default_value = "13.5")]
        bytecode_version: tileref_spec::Version,
        /// Take tileiras's cubins from this cache (keyed by bytecode and target) and add new
        /// ones to it.
        #[arg(long)]
        cubin_cache: Option<PathBuf>,
        /// Never run tileiras (for machines without it): every cubin comes from --cubin-cache;
        /// each miss's bytecode is left in CACHE/missing for `tileref gpu cache CACHE`.
        #[arg(long, requires = "cubin_cache")]
        cache_only: bool,
        /// Compile without source locations (tileiras): kernels that differ only in where
        /// their source lived (cuTile kernels generated into a per-worker temporary directory)
        /// then share a cubin-cache key; the cubins lose their line information.
        #[arg(long)]
        strip_locations: bool,
    },
    /// Compile the misses a `gpu bundle --cache-only` left in a cubin cache with tileiras,
    /// storing each cubin (or tileiras's refusal) in the cache.
    Cache {
        cache: PathBuf,
        /// The tileiras executable.
        #[arg(long, default_value = "tileiras")]
        tileiras: PathBuf,
        /// tileiras processes at once (default: the machine's cores).
        #[arg(long)]
        jobs: Option<usize>,
    },
    /// Launch a bundle on the GPU (needs a build with `--features cuda` and an NVIDIA driver).
    Run {
        bundle: PathBuf,
        #[arg(long)]
        out: PathBuf,
        /// Run only these cases, in one process and context (used internally: the workers of
        /// --jobs each run a share of the cases this way).
        #[arg(long, hide = true, value_delimiter = ',')]
        only_cases: Vec<usize>,
        /// Also time each run: relaunch it this many times after saving its outputs and record
        /// the median kernel time (CUDA events); `gpu diff` prints the times per backend.
        #[arg(long, default_value_t = 0)]
        time_repeats: u32,
        /// Worker processes at once, each with its own CUDA context running a share of the
        /// cases (a kernel fault ends only its process; the share goes on in a fresh one).
        /// Default: 1 with --time-repeats (timings of cases sharing the GPU would mix), else 8.
        #[arg(long)]
        jobs: Option<usize>,
    },
    /// Lower a kernel to PTX with tileref's own backend: writes DIR/<entry>.<sm_XX>.ptx per target.
    Ptx {
        kernel: PathBuf,
        /// The entry to lower (default: every entry of the module).
        #[arg(long)]
        entry: Option<String>,
        /// Comma-separated targets, or "all".
        #[arg(long, default_value = "sm_80,sm_86,sm_89,sm_90")]
        arch: String,
        #[arg(short, long)]
        output: PathBuf,
        /// Print how each tile's elements map onto threads and register slots.
        #[arg(long)]
        explain_dims: bool,
        /// software or approx (as for `gpu bundle --math`).
        #[arg(long, default_value = "software")]
        math: String,
    },
    /// Turn kernels and their launch specs into case files whose expectations are the
    /// interpreter's results, to bundle and diff GPU backends against the interpreter.
    Cases {
        /// KERNEL or KERNEL=LAUNCH.json (default launch spec: the kernel's sibling
        /// `<stem>.launch.json`); default: every example in examples/ with a launch spec.
        kernels: Vec<String>,
        #[arg(short, long)]
        output: PathBuf,
        /// Float outputs may differ by up to this many ULPs (the diff reports the largest seen);
        /// without it every output must be bit-identical.
        #[arg(long)]
        tol_ulps: Option<u64>,
        /// spec | h100: the numerics the expectations follow (h100: what tileiras 13.5 code
        /// computes on an H100, where tileref models it).
        #[arg(long, default_value = "spec")]
        numerics: String,
    },
    /// Compare GPU results with the corpus expectations.
    Diff {
        bundle: PathBuf,
        results: PathBuf,
        /// Case files or directories (default: conformance/corpus).
        #[arg(long)]
        corpus: Vec<PathBuf>,
        /// Write the report as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
    },
}

fn cases_of(paths: &[PathBuf]) -> Result<Vec<tileref_conformance::case::Case>, i32> {
    let paths = if paths.is_empty() {
        vec![PathBuf::from("conformance/corpus")]
    } else {
        paths.to_vec()
    };
    let (cases, errs) = load_cases(&collect_files(&paths));
    for e in &errs {
        eprintln!("{}: {}", e.path, e.message);
    }
    if !errs.is_empty() {
        return Err(1);
    }
    Ok(cases)
}

fn ptx(
    kernel: &PathBuf,
    entry: Option<&str>,
    arch: &str,
    output: &PathBuf,
    explain_dims: bool,
    math: &str,
) -> i32 {
    use tileref_gpu::ptx::{lower::lower_with, lower::Math, target::Target};
    let math = match Math::parse(math) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let targets = match Target::parse_list(arch) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let m = match super::check::read_module(kernel) {
        Ok((m, _, _)) => m,
        Err(c) => return c,
    };
    let entries: Vec<String> = match entry {
        Some(e) => vec![e.to_string()],
        None => m
            .funcs()
            .filter(|f| f.kind == tileref_spec::ir::FuncKind::Entry)
            .map(|f| f.name.clone())
            .collect(),
    };
    if entries.is_empty() {
        eprintln!("error: {} has no entry", kernel.display());
        return 1;
    }
    if let Err(e) = std::fs::create_dir_all(output) {
        eprintln!("error: {}: {e}", output.display());
        return 1;
    }
    let mut status = 0;
    for name in &entries {
        for &t in &targets {
            match lower_with(&m, name, t, math) {
                Ok(l) => {
                    let path = output.join(format!("{name}.{}.ptx", t.name()));
                    if let Err(e) = std::fs::write(&path, &l.ptx) {
                        eprintln!("error: {}: {e}", path.display());
                        return 1;
                    }
                    println!(
                        "{}: block ({}, {}, {})",
                        path.display(),
                        l.block[0],
                        l.block[1],
                        l.block[2]
                    );
                    if explain_dims && t == targets[0] {
                        print!("{}", l.dims);
                    }
                }
                Err(e) => {
                    eprintln!("error: {name} for {t}: {e}");
                    status = 1;
                }
            }
        }
    }
    status
}

pub fn run(a: GpuArgs) -> i32 {
    match a.cmd {
        GpuCmd::Ptx {
            kernel,
            entry,
            arch,
            output,
            explain_dims,
            math,
        } => ptx(
            &kernel,
            entry.as_deref(),
            &arch,
            &output,
            explain_dims,
            &math,
        ),
        GpuCmd::Cache {
            cache,
            tileiras,
            jobs,
        } => {
            let jobs = jobs.unwrap_or_else(|| {
                std::thread::available_parallelism()
                    .map(|n| n.get())
                    .unwrap_or(1)
            });
            match tileref_gpu::cache::fill(&cache, &tileiras, jobs, &|l| eprintln!("{l}")) {
                Ok((ok, refused)) => {
                    println!(
                        "{ok} cubins compiled, {refused} refused by tileiras, into {}",
                        cache.display()
                    );
                    0
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    1
                }
            }
        }
        GpuCmd::Bundle {
            paths,
            arch,
            backend,
            math,
            output,
            tileiras,
            bytecode_version,
            cubin_cache,
            cache_only,
            strip_locations,
        } => {
            let math_mode = match tileref_gpu::ptx::lower::Math::parse(&math) {
                Ok(m) => m,
                Err(e) => {
                    eprintln!("error: {e}");
                    return 1;
                }
            };
            if backend == "both" {
                let names = ["tileiras", "ptx"];
                for b in names {
                    let code = run(GpuArgs {
                        cmd: GpuCmd::Bundle {
                            paths: paths.clone(),
                            arch: arch.clone(),
                            backend: b.into(),
                            math: math.clone(),
                            output: output.join(b),
                            tileiras: tileiras.clone(),
                            bytecode_version,
                            cubin_cache: cubin_cache.clone(),
                            cache_only,
                            strip_locations,
                        },
                    });
                    if code != 0 {
                        return code;
                    }
                }
                let marker = serde_json::json!({"backends": names});
                if let Err(e) = std::fs::write(output.join(BACKENDS), marker.to_string()) {
                    eprintln!("error: {e}");
                    return 1;
                }
                return 0;
            }
            let backend = match compiler(&backend, &arch) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("error: {e}");
                    return 1;
                }
            };
            let cases = match cases_of(&paths) {
                Ok(c) => c,
                Err(c) => return c,
            };
            let cubin_cache = cubin_cache.map(|dir| tileref_gpu::cache::CubinCache {
                dir,
                only: cache_only,
            });
            let o = tileref_gpu::bundle::BundleOptions {
                arch,
                tileiras,
                bytecode_version,
                whole_file_first: false,
                backend,
                math: math_mode,
                cubin_cache,
                strip_locations,
            };
            match tileref_gpu::bundle::make(&cases, &output, &o, &mut |l| eprintln!("{l}")) {
                Ok((ok, refused, 0)) => {
                    println!(
                        "{} cases: {ok} entries compiled, {refused} not supported on {}",
                        cases.len(),
                        o.arch
                    );
                    0
                }
                Ok((ok, refused, missing)) => {
                    println!("{} cases: {ok} entries compiled, {refused} not supported on {}, {missing} not in the cubin cache", cases.len(), o.arch);
                    0
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    1
                }
            }
        }
        GpuCmd::Run {
            bundle,
            out,
            only_cases,
            time_repeats,
            jobs,
        } => {
            let jobs = jobs.unwrap_or(if time_repeats > 0 { 1 } else { 8 });
            if jobs == 0 {
                eprintln!("error: --jobs must be at least 1");
                return 2;
            }
            match backends(&bundle) {
                Some(names) if only_cases.is_empty() => {
                    let mut code = 0;
                    for b in names {
                        println!("== backend {b}");
                        code = code.max(run_gpu(
                            bundle.join(&b),
                            out.join(&b),
                            vec![],
                            time_repeats,
                            jobs,
                        ));
                    }
                    code
                }
                _ => run_gpu(bundle, out, only_cases, time_repeats, jobs),
            }
        }
        GpuCmd::Cases {
            kernels,
            output,
            tol_ulps,
            numerics,
        } => match tileref_interp::Numerics::parse(&numerics) {
            Some(n) => cases(&kernels, &output, tol_ulps, n),
            None => {
                eprintln!("error: unknown numerics '{numerics}' (spec, h100)");
                2
            }
        },
        GpuCmd::Diff {
            bundle,
            results,
            corpus,
            json,
        } => {
            let corpus = if corpus.is_empty() {
                vec![PathBuf::from("conformance/corpus")]
            } else {
                corpus
            };
            match backends(&bundle) {
                Some(names) => {
                    let mut code = 0;
                    for b in &names {
                        println!("== backend {b}");
                        let j = json.as_ref().map(|j| j.with_extension(format!("{b}.json")));
                        code =
                            code.max(diff_report(&bundle.join(&b), &results.join(&b), &corpus, j));
                    }
                    print_times(&bundle, &results, &names);
                    code
                }
                None => diff_report(&bundle, &results, &corpus, json),
            }
        }
    }
}

/// The compiler a `--backend` names (tileiras, or ptx for `arch`).
pub fn compiler(backend: &str, arch: &str) -> Result<tileref_gpu::bundle::Compiler, String> {
    match backend {
        "tileiras" => Ok(tileref_gpu::bundle::Compiler::Tileiras),
        "ptx" => tileref_gpu::ptx::target::Target::parse(arch)
            .map(tileref_gpu::bundle::Compiler::Ptx)
            .map_err(|e| e.to_string()),
        other => Err(format!("unknown backend '{other}' (tileiras, ptx or both)")),
    }
}

/// The file naming the sub-bundles of a `--backend both` bundle.
const BACKENDS: &str = "backends.json";

/// The backends of a `--backend both` bundle, or None for a bundle of one backend.
fn backends(bundle: &std::path::Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(bundle.join(BACKENDS)).ok()?;
    let j: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some(
        j["backends"]
            .as_array()?
            .iter()
            .filter_map(|b| b.as_str().map(String::from))
            .collect(),
    )
}

/// Kernel times of the backends of a `both` bundle side by side (runs timed by all of them).
fn print_times(bundle: &std::path::Path, results: &std::path::Path, names: &[String]) {
    let times: Vec<_> = names
        .iter()
        .map(|b| {
            tileref_gpu::diff::kernel_times(&bundle.join(b), &results.join(b)).unwrap_or_default()
        })
        .collect();
    let Some(first) = times.first() else { return };
    let rows: Vec<_> = first
        .keys()
        .filter(|k| times.iter().all(|t| t.contains_key(*k)))
        .collect();
    if rows.is_empty() {
        return;
    }
    print!("{:<34}", "kernel time (median, µs): run");
    for b in names {
        print!(" {b:>10}");
    }
    println!(" {:>8}", "ratio");
    for k in rows {
        // The file with its folder (kernels of one name may come from several folders).
        let parts: Vec<&str> = k.0.rsplit('/').take(2).collect();
        let file = parts.iter().rev().copied().collect::<Vec<_>>().join("/");
        print!("{:<34}", format!("{file} {}", k.1));
        for t in &times {
            print!(" {:>10.2}", t[k]);
        }
        // The later backends against the first.
        println!(" {:>8.2}", times[times.len() - 1][k] / times[0][k]);
    }
}

/// `tileref gpu cases`: one case file per kernel launch, expectations from the interpreter.
fn cases(
    kernels: &[String],
    output: &std::path::Path,
    tol_ulps: Option<u64>,
    numerics: tileref_interp::Numerics,
) -> i32 {
    let mut pairs: Vec<(PathBuf, PathBuf)> = vec![];
    if kernels.is_empty() {
        let mut found: Vec<PathBuf> = std::fs::read_dir("examples")
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        found.sort();
        for k in found
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        {
            let spec = k.with_extension("launch.json");
            if spec.exists() {
                pairs.push((k, spec));
            }
        }
    }
    for k in kernels {
        let (kernel, spec) = match k.split_once('=') {
            Some((a, b)) => (PathBuf::from(a), PathBuf::from(b)),
            None => {
                let p = PathBuf::from(k);
                let stem = p
                    .file_stem()
                    .map(|s| s.to_string_lossy().to_string())
                    .unwrap_or_default();
                let spec = p.with_file_name(format!("{stem}.launch.json"));
                (p, spec)
            }
        };
        pairs.push((kernel, spec));
    }
    if pairs.is_empty() {
        eprintln!("error: no kernels (and no examples with launch specs in ./examples)");
        return 1;
    }
    if let Err(e) = std::fs::create_dir_all(output) {
        eprintln!("error: {}: {e}", output.display());
        return 1;
    }
    let mut status = 0;
    for (kernel, spec) in &pairs {
        let stem: String = kernel
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        match super::run::case_from_launch(kernel, spec, &stem, tol_ulps, numerics) {
            Ok(text) => {
                let path = output.join(format!("{stem}.mlir"));
                match std::fs::write(&path, text) {
                    Ok(()) => println!("{}", path.display()),
                    Err(e) => {
                        eprintln!("error: {}: {e}", path.display());
                        status = 1;
                    }
                }
            }
            Err(e) => {
                eprintln!("error: {}: {e}", kernel.display());
                status = 1;
            }
        }
    }
    status
}

/// Compares GPU results with case expectations and prints the per-family table; exit 3 when
/// anything differs (differences in runs marked `unmodelled=` are counted apart and do not).
pub fn diff_report(
    bundle: &std::path::Path,
    results: &std::path::Path,
    corpus: &[PathBuf],
    json: Option<PathBuf>,
) -> i32 {
    let cases = match cases_of(corpus) {
        Ok(c) => c,
        Err(c) => return c,
    };
    let replay = match tileref_gpu::diff::Replay::open(bundle, results) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    let (fam, msgs, report) = tileref_gpu::diff::diff(&replay, &cases);
    for m in msgs.iter().take(200) {
        println!("MISMATCH {m}");
    }
    // Measured accuracy of the approximate operations that deviated at all.
    if let Some(acc) = report.get("accuracy").and_then(|a| a.as_array()) {
        let off: Vec<_> = acc
            .iter()
            .filter(|a| a["max_ulp"].as_u64().unwrap_or(0) > 0)
            .collect();
        if !off.is_empty() {
            println!(
                "{:<22} {:<22} {:>9} {:>9}",
                "approximate: file", "run", "max ulp", "allowed"
            );
            for a in off {
                let path = a["path"].as_str().unwrap_or("");
                let file = path.rsplit('/').next().unwrap_or(path);
                println!(
                    "{:<22} {:<22} {:>9} {:>9}",
                    file,
                    a["run"].as_str().unwrap_or(""),
                    a["max_ulp"].as_u64().unwrap_or(0),
                    a["tolerance_ulp"].as_u64().unwrap_or(0)
                );
            }
        }
    }
    // "unmodelled": differences in runs whose expectations came from ops without a model of
    // the GPU's numerics (`gpu cases --numerics h100` marks them); not failures.
    let any_unmodelled = fam.values().any(|t| t.unmodelled > 0);
    println!(
        "{:<14} {:>10} {:>10} {:>10}{}",
        "family",
        "agree",
        "differ",
        "not run",
        if any_unmodelled { "  unmodelled" } else { "" }
    );
    let (mut p, mut f, mut u) = (0, 0, 0);
    for (k, t) in &fam {
        let extra = if any_unmodelled {
            format!(" {:>12}", t.unmodelled)
        } else {
            String::new()
        };
        println!(
            "{:<14} {:>10} {:>10} {:>10}{extra}",
            k, t.passed, t.failed, t.not_run
        );
        p += t.passed;
        f += t.failed;
        u += t.unmodelled;
    }
    if let Some(j) = json {
        let _ = std::fs::write(j, serde_json::to_string_pretty(&report).unwrap_or_default());
    }
    if u > 0 {
        println!(
            "{p} passed, {f} failed, {u} differ where tileref has no model of the GPU's numerics"
        );
    } else {
        println!("{p} passed, {f} failed");
    }
    if f == 0 {
        0
    } else {
        3
    }
}

#[cfg(feature = "cuda")]
fn run_gpu(bundle: PathBuf, out: PathBuf, only: Vec<usize>, time_repeats: u32, jobs: usize) -> i32 {
    use std::io::{BufRead, Write};
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("error: {e}");
        return 1;
    }
    if !only.is_empty() {
        // A worker: reports each finished case on stdout so its parent knows where to go on
        // after a fault.
        let mut done = |id: usize| {
            let mut o = std::io::stdout().lock();
            let _ = writeln!(o, "done {id}");
            let _ = o.flush();
        };
        return match tileref_gpu::driver::run_cases(&bundle, &out, &only, time_repeats, &mut done) {
            Ok(_) => 0,
            Err(e) => {
                eprintln!("cases {only:?}: {e}");
                1
            }
        };
    }
    let manifest: serde_json::Value =
        match std::fs::read_to_string(bundle.join(tileref_gpu::MANIFEST))
            .map_err(|e| e.to_string())
            .and_then(|s| serde_json::from_str(&s).map_err(|e| e.to_string()))
        {
            Ok(m) => m,
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        };
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("tileref"));
    let n = manifest["cases"].as_array().map(|c| c.len()).unwrap_or(0);
    // Shares small enough to balance the workers, large enough that a context start (~0.4 s)
    // is paid once per many cases.
    let share = n.div_ceil(jobs * 4).clamp(1, 64);
    let shares: Vec<Vec<usize>> = (0..n)
        .collect::<Vec<_>>()
        .chunks(share)
        .map(|c| c.to_vec())
        .collect();
    use std::sync::atomic::{AtomicUsize, Ordering};
    let (next, ok, bad) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    std::thread::scope(|s| {
        for _ in 0..jobs.min(shares.len().max(1)) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(share) = shares.get(k) else { return };
                let mut rest = share.clone();
                while !rest.is_empty() {
                    let ids = rest
                        .iter()
                        .map(|i| i.to_string())
                        .collect::<Vec<_>>()
                        .join(",");
                    let child = std::process::Command::new(&exe)
                        .args(["gpu", "run"])
                        .arg(&bundle)
                        .arg("--out")
                        .arg(&out)
                        .arg("--only-cases")
                        .arg(ids)
                        .arg("--time-repeats")
                        .arg(time_repeats.to_string())
                        .stdout(std::process::Stdio::piped())
                        .spawn();
                    let mut progressed = false;
                    if let Ok(mut child) = child {
                        if let Some(so) = child.stdout.take() {
                            for line in std::io::BufReader::new(so).lines().map_while(Result::ok) {
                                if let Some(id) = line
                                    .strip_prefix("done ")
                                    .and_then(|x| x.parse::<usize>().ok())
                                {
                                    rest.retain(|&r| r != id);
                                    ok.fetch_add(1, Ordering::Relaxed);
                                    progressed = true;
                                }
                            }
                        }
                        let _ = child.wait();
                    }
                    if !progressed && !rest.is_empty() {
                        // The process died (or could not start) before finishing its first case.
                        let id = rest.remove(0);
                        eprintln!(
                            "case {id} ({}) failed to run",
                            manifest["cases"][id]["path"]
                        );
                        bad.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    println!(
        "{} cases ran, {} failed to run",
        ok.into_inner(),
        bad.into_inner()
    );
    0
}

#[cfg(not(feature = "cuda"))]
fn run_gpu(_: PathBuf, _: PathBuf, _: Vec<usize>, _: u32, _: usize) -> i32 {
    eprintln!("error: this tileref was built without GPU support; rebuild with `--features cuda`");
    1
}
