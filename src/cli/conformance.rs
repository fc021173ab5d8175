//! `tileref conformance`: runs the conformance corpus on the interpreter, or prints the coverage
//! matrix.

use clap::Args;
use std::path::PathBuf;
use std::time::Instant;
use tileref_conformance::runner::{self, CompareOptions, InterpBackend};
use tileref_conformance::{coverage, Tier};

#[derive(Args)]
pub struct ConformanceArgs {
    /// Case files or directories (default: the corpus shipped in conformance/corpus).
    paths: Vec<PathBuf>,
    /// Only runs whose `FILE:RUN` name matches this regular expression.
    #[arg(long)]
    filter: Option<String>,
    /// Case files run in parallel (default: all cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Write the results (per file and every failure) as JSON.
    #[arg(long)]
    json: Option<PathBuf>,
    /// Print the coverage matrix and its empty cells instead of running.
    #[arg(long)]
    coverage: bool,
    /// Only the CI subset (files marked `@tier ci`).
    #[arg(long)]
    ci: bool,
    /// Compare approximate ops whose expectation is the certified correctly rounded value
    /// bit for bit (the interpreter returns that value).
    #[arg(long)]
    exact_approx: bool,
    /// spec | h100: run every case in this numerics mode (runs marked `numerics=h100` always
    /// run in it; under h100 the spec-mode expectations of order-dependent runs fail, which
    /// shows what the mode changes).
    #[arg(long, default_value = "spec")]
    numerics: String,
}

fn default_corpus() -> PathBuf {
    let here = PathBuf::from("conformance/corpus");
    if here.is_dir() {
        return here;
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("conformance/corpus")
}

pub fn run(a: ConformanceArgs) -> i32 {
    let paths = if a.paths.is_empty() {
        vec![default_corpus()]
    } else {
        a.paths.clone()
    };
    let files = runner::collect_files(&paths);
    if files.is_empty() {
        eprintln!(
            "error: no .mlir case files under {}",
            paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return 1;
    }
    let (cases, bad) = runner::load_cases(&files);
    if a.coverage {
        let m = coverage::Matrix::build(&cases);
        print!("{}", m.render());
        for b in &bad {
            eprintln!("{}:{}: {}", b.path, b.line, b.message);
        }
        return if bad.is_empty() { 0 } else { 1 };
    }
    let re = match a.filter.as_deref().map(regex::Regex::new) {
        None => None,
        Some(Ok(r)) => Some(r),
        Some(Err(e)) => {
            eprintln!("error: bad --filter: {e}");
            return 1;
        }
    };
    let filter = |name: &str| re.as_ref().is_none_or(|r| r.is_match(name));
    let jobs = a.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    let Some(numerics) = tileref_interp::Numerics::parse(&a.numerics) else {
        eprintln!("error: unknown numerics '{}' (spec, h100)", a.numerics);
        return 2;
    };
    let mut backend = InterpBackend::default();
    backend.options.numerics = numerics;
    let start = Instant::now();
    let tier = if a.ci { Tier::Ci } else { Tier::Full };
    let sum = runner::run_corpus(
        &backend,
        &cases,
        tier,
        jobs,
        CompareOptions {
            exact_approx: a.exact_approx,
        },
        &filter,
    );
    let secs = start.elapsed().as_secs_f64();
    for f in bad.iter().chain(&sum.failures) {
        println!("FAIL {}:{} {}: {}", f.path, f.line, f.run, f.message);
    }
    let failed = sum.failed + bad.len();
    if let Some(j) = &a.json {
        let v = serde_json::json!({
            "backend": "interp",
            "files": sum.files,
            "runs": sum.runs,
            "passed": sum.passed,
            "failed": failed,
            "seconds": secs,
            "per_file": sum.per_file.iter().map(|r| serde_json::json!({"path": r.path, "passed": r.passed, "failed": r.failed})).collect::<Vec<_>>(),
            "failures": bad.iter().chain(&sum.failures).map(|f| serde_json::json!({"path": f.path, "line": f.line, "run": f.run, "message": f.message})).collect::<Vec<_>>(),
        });
        if let Err(e) = std::fs::write(j, serde_json::to_string_pretty(&v).unwrap_or_default()) {
            eprintln!("error: cannot write {}: {e}", j.display());
            return 1;
        }
    }
    eprintln!("{} files, {} runs in {secs:.1} s", sum.files, sum.runs);
    println!("{} passed, {} failed", sum.passed, failed);
    if failed == 0 {
        0
    } else {
        1
    }
}
