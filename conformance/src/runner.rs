//! Running a corpus against a backend: the [`Backend`] trait, the interpreter as one
//! implementation, and the comparison of results with expectations.

use crate::case::{ArgSpec, Case, Run, Tier, Verdict};
use crate::elem;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use tileref_spec::types::ElemType;

/// One kernel argument as the host holds it before the launch.
#[derive(Clone, Debug)]
pub enum HostArg {
    /// A buffer's memory image (see [`elem::encode`]); passed as a pointer.
    Buffer { elem: ElemType, bytes: Vec<u8> },
    /// A rank-0 scalar's bit pattern.
    Scalar { elem: ElemType, bits: u64 },
}

/// What a backend observed for one run.
#[derive(Clone, Debug)]
pub struct Execution {
    /// `Ok`, `Ub(kind)` or `Race`; `None` when the run failed otherwise (deadlock, unsupported,
    /// stopped by a step or time limit…), which matches no expected verdict.
    pub verdict: Option<Verdict>,
    /// Every UB kind reported (a run may report several).
    pub ub_kinds: Vec<String>,
    /// Human-readable reports.
    pub detail: String,
    /// The buffer of each argument after the run (`None` for scalars).
    pub buffers: Vec<Option<Vec<u8>>>,
}

/// A module made ready by a backend (parsed, compiled, …), able to execute runs.
pub trait Loaded {
    fn execute(&self, run: &Run, args: &[HostArg]) -> Result<Execution, String>;
}

/// Something that can execute the corpus: the interpreter, a GPU, another implementation.
pub trait Backend: Sync {
    fn name(&self) -> &str;
    /// Prepares the module of a case (the whole file is the module's source text).
    fn load<'a>(&'a self, case: &'a Case) -> Result<Box<dyn Loaded + 'a>, String>;
    /// Whether the backend's approximate ops return the correctly rounded result, so that
    /// `ref=cr` expectations may be held to 0 ulp.
    fn approx_correctly_rounded(&self) -> bool {
        false
    }
    /// Whether NaN results carry the documented canonical bit pattern. Otherwise an expected NaN
    /// is matched by any NaN, except in runs marked `nan=bits` (bit-level ops: bitcast, loads,
    /// stores, select, atomic_cas), where NaN patterns are data.
    fn canonical_nans(&self) -> bool {
        false
    }
}

/// The interpreter as a backend: sequential schedule, default options (docs/semantics.md).
pub struct InterpBackend {
    pub options: tileref_interp::Options,
}

impl Default for InterpBackend {
    fn default() -> Self {
        InterpBackend {
            options: tileref_interp::Options {
                schedule: tileref_interp::Schedule::Sequential,
                threads: Some(1),
                ..Default::default()
            },
        }
    }
}

struct InterpLoaded<'a> {
    module: tileref_spec::ir::Module,
    opts: &'a tileref_interp::Options,
}

impl Backend for InterpBackend {
    fn name(&self) -> &str {
        "interp"
    }
    fn load<'a>(&'a self, case: &'a Case) -> Result<Box<dyn Loaded + 'a>, String> {
        let module = tileref_spec::text::parse_module(&case.source)
            .map_err(|d| format!("parse error: {} at {:?}", d.message, d.span))?;
        let diags = tileref_spec::verify::verify_module(
            &module,
            tileref_spec::verify::VerifyOptions::default(),
        );
        if let Some(d) = diags
            .iter()
            .find(|d| d.severity == tileref_spec::diag::Severity::Error)
        {
            return Err(format!("verifier: {}", d.message));
        }
        Ok(Box::new(InterpLoaded {
            module,
            opts: &self.options,
        }))
    }
    fn approx_correctly_rounded(&self) -> bool {
        true
    }
    fn canonical_nans(&self) -> bool {
        true
    }
}

impl Loaded for InterpLoaded<'_> {
    fn execute(&self, run: &Run, args: &[HostArg]) -> Result<Execution, String> {
        let mem = tileref_interp::Memory::new();
        let mut bits = vec![];
        let mut addrs = vec![];
        for (i, a) in args.iter().enumerate() {
            match a {
                HostArg::Buffer { bytes, .. } => {
                    let addr = mem.alloc_host(i, bytes, 256);
                    bits.push(addr);
                    addrs.push(Some(addr));
                }
                HostArg::Scalar { bits: b, .. } => {
                    bits.push(*b);
                    addrs.push(None);
                }
            }
        }
        let h100;
        let opts = if run.h100 {
            h100 = tileref_interp::Options {
                numerics: tileref_interp::Numerics::H100,
                ..self.opts.clone()
            };
            &h100
        } else {
            self.opts
        };
        let res = tileref_interp::launch(&self.module, &run.entry, run.grid, &bits, &mem, opts)?;
        use tileref_interp::{Category, Status};
        let ub_kinds: Vec<String> = res
            .reports
            .iter()
            .filter(|r| r.category == Category::Ub)
            .map(|r| r.kind.clone())
            .collect();
        let verdict = match res.status {
            Status::Ok => Some(Verdict::Ok),
            Status::Ub => Some(Verdict::Ub(ub_kinds.first().cloned().unwrap_or_default())),
            Status::Race => Some(Verdict::Race),
            Status::Limit | Status::Error => None,
        };
        let mut detail = res
            .reports
            .iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join("; ");
        if res.status == Status::Limit {
            detail = format!("the run did not finish: {detail}");
        }
        let buffers = addrs.iter().map(|a| a.and_then(|a| mem.bytes(a))).collect();
        Ok(Execution {
            verdict,
            ub_kinds,
            detail,
            buffers,
        })
    }
}

/// How strictly results are compared.
#[derive(Clone, Copy, Debug, Default)]
pub struct CompareOptions {
    /// Hold `ref=cr` expectations of approximate ops to 0 ulp when the backend claims correct
    /// rounding.
    pub exact_approx: bool,
}

/// One failed assertion.
#[derive(Clone, Debug)]
pub struct Failure {
    pub path: String,
    pub run: String,
    pub line: usize,
    /// What failed, with inputs, expected and actual bits in hex.
    pub message: String,
}

/// The tally of one case file.
#[derive(Clone, Debug, Default)]
pub struct CaseResult {
    pub path: String,
    pub passed: usize,
    pub failed: usize,
    pub failures: Vec<Failure>,
    /// For every expectation with a tolerance: (run, tolerance, largest ulp distance seen among
    /// non-NaN elements). This is how backend accuracy is measured, not only judged.
    pub ulp_seen: Vec<(String, u64, u64)>,
    /// Failed assertions by run name.
    pub failed_by_run: std::collections::BTreeMap<String, usize>,
}

fn host_args(case: &Case, run: &Run) -> Result<Vec<HostArg>, String> {
    run.args
        .iter()
        .map(|a| match a {
            ArgSpec::Buf { elem, src } => Ok(HostArg::Buffer {
                elem: *elem,
                bytes: elem::encode(*elem, &case.resolve(src)?),
            }),
            ArgSpec::Scalar { elem, bits } => Ok(HostArg::Scalar {
                elem: *elem,
                bits: *bits,
            }),
        })
        .collect()
}

/// The inputs of element `i`, for failure messages: element `i` of every input buffer of the
/// same length as the output, and every scalar.
fn inputs_at(case: &Case, run: &Run, out_arg: usize, n: usize, i: usize) -> String {
    let mut parts = vec![];
    for (k, a) in run.args.iter().enumerate() {
        if run.expects.iter().any(|e| e.arg == k) && k == out_arg {
            continue;
        }
        match a {
            ArgSpec::Buf { elem, src } => {
                if let Ok(v) = case.resolve(src) {
                    if v.len() == n && !run.expects.iter().any(|e| e.arg == k) {
                        parts.push(format!("arg{k}[{i}]={}", elem::hex(*elem, v[i])));
                    }
                }
            }
            ArgSpec::Scalar { elem, bits } => {
                parts.push(format!("arg{k}={}", elem::hex(*elem, *bits)))
            }
        }
    }
    parts.join(" ")
}

/// Whether `actual` satisfies `expected` for one element.
pub fn element_ok(e: ElemType, expected: u64, actual: u64, nan_any: bool, tol: u64) -> bool {
    if expected == actual {
        return true;
    }
    if !e.is_float() {
        return false;
    }
    let (en, an) = (elem::is_nan(e, expected), elem::is_nan(e, actual));
    if en || an {
        return en && an && nan_any;
    }
    tol > 0 && elem::ulp_distance(e, expected, actual) <= tol
}

/// Runs every run of one case on a backend and compares.
pub fn run_case(
    backend: &dyn Backend,
    case: &Case,
    opts: CompareOptions,
    filter: &dyn Fn(&str) -> bool,
) -> CaseResult {
    let mut res = CaseResult {
        path: case.path.clone(),
        ..Default::default()
    };
    let runs: Vec<&Run> = case
        .runs
        .iter()
        .filter(|r| filter(&format!("{}:{}", case.path, r.name)))
        .collect();
    if runs.is_empty() {
        return res;
    }
    let fail_all = |res: &mut CaseResult, run: &Run, msg: String| {
        res.failed += run.assertions(case);
        *res.failed_by_run.entry(run.name.clone()).or_default() += run.assertions(case);
        res.failures.push(Failure {
            path: case.path.clone(),
            run: run.name.clone(),
            line: run.line,
            message: msg,
        });
    };
    let loaded = match backend.load(case) {
        Ok(l) => l,
        Err(e) => {
            for r in runs {
                fail_all(&mut res, r, format!("cannot load the module: {e}"));
            }
            return res;
        }
    };
    for run in runs {
        let args = match host_args(case, run) {
            Ok(a) => a,
            Err(e) => {
                fail_all(&mut res, run, e);
                continue;
            }
        };
        let ex = match loaded.execute(run, &args) {
            Ok(x) => x,
            Err(e) => {
                fail_all(&mut res, run, format!("launch failed: {e}"));
                continue;
            }
        };
        // The verdict.
        let verdict_ok = match (&run.verdict, &ex.verdict) {
            (Verdict::Ub(k), Some(Verdict::Ub(_))) => ex.ub_kinds.iter().any(|x| x == k),
            (w, Some(h)) => w == h,
            (_, None) => false,
        };
        if !verdict_ok {
            let got = ex
                .verdict
                .as_ref()
                .map(|v| v.to_string())
                .unwrap_or_else(|| "error".into());
            let detail = if ex.detail.is_empty() {
                String::new()
            } else {
                format!(" ({})", ex.detail)
            };
            // Buffers mean nothing after an unexpected verdict: every assertion of the run fails.
            fail_all(
                &mut res,
                run,
                format!("verdict: expected {}, got {got}{detail}", run.verdict),
            );
            continue;
        }
        res.passed += 1;
        for e in &run.expects {
            let ArgSpec::Buf { elem, src } = &run.args[e.arg] else {
                continue;
            };
            let want = case.resolve(&e.src).unwrap_or_default();
            let n = case.len_of(src).unwrap_or(0);
            let got = ex
                .buffers
                .get(e.arg)
                .cloned()
                .flatten()
                .map(|b| elem::decode(*elem, &b, n))
                .unwrap_or_default();
            let nan_any = !run.nan_bits && !backend.canonical_nans();
            let tol = match e.tol {
                Some(t)
                    if opts.exact_approx
                        && t.correctly_rounded
                        && backend.approx_correctly_rounded() =>
                {
                    0
                }
                Some(t) => t.ulps,
                None => 0,
            };
            if let Some(t) = e.tol {
                let worst = want
                    .iter()
                    .zip(&got)
                    .filter(|(w, a)| !elem::is_nan(*elem, **w) && !elem::is_nan(*elem, **a))
                    .map(|(w, a)| elem::ulp_distance(*elem, *w, *a))
                    .max()
                    .unwrap_or(0);
                res.ulp_seen.push((run.name.clone(), t.ulps, worst));
            }
            let mut shown = 0;
            for i in 0..want.len() {
                let a = got.get(i).copied();
                if a.is_some_and(|a| element_ok(*elem, want[i], a, nan_any, tol)) {
                    res.passed += 1;
                    continue;
                }
                res.failed += 1;
                *res.failed_by_run.entry(run.name.clone()).or_default() += 1;
                if shown < 8 {
                    shown += 1;
                    let tol_s = if tol > 0 {
                        format!(" (tolerance {tol} ulp)")
                    } else {
                        String::new()
                    };
                    res.failures.push(Failure {
                        path: case.path.clone(),
                        run: run.name.clone(),
                        line: run.line,
                        message: format!(
                            "arg{}[{i}] {}: {} expected {} got {}{tol_s} [oracle {}]",
                            e.arg,
                            elem.name(),
                            inputs_at(case, run, e.arg, n, i),
                            elem::hex(*elem, want[i]),
                            a.map(|a| elem::hex(*elem, a))
                                .unwrap_or_else(|| "nothing".into()),
                            e.oracle
                        ),
                    });
                }
            }
        }
    }
    res
}

/// Every `.mlir` case file under the given paths (files or directories), sorted.
pub fn collect_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    fn walk(p: &Path, out: &mut Vec<PathBuf>) {
        if p.is_dir() {
            if let Ok(rd) = std::fs::read_dir(p) {
                for e in rd.flatten() {
                    walk(&e.path(), out);
                }
            }
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p.to_path_buf());
        }
    }
    let mut out = vec![];
    for p in paths {
        walk(p, &mut out);
    }
    out.sort();
    out.dedup();
    out
}

/// Reads and parses case files; a file that does not parse becomes one failure.
pub fn load_cases(files: &[PathBuf]) -> (Vec<Case>, Vec<Failure>) {
    let mut cases = vec![];
    let mut bad = vec![];
    for f in files {
        let path = f.display().to_string();
        match std::fs::read_to_string(f) {
            Ok(src) => match Case::parse(&path, &src) {
                Ok(c) => cases.push(c),
                Err(e) => bad.push(Failure {
                    path: path.clone(),
                    run: String::new(),
                    line: e.line,
                    message: format!("bad case file: {}", e.message),
                }),
            },
            Err(e) => bad.push(Failure {
                path,
                run: String::new(),
                line: 0,
                message: e.to_string(),
            }),
        }
    }
    (cases, bad)
}

/// The summary of a corpus run.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub files: usize,
    pub runs: usize,
    pub passed: usize,
    pub failed: usize,
    pub failures: Vec<Failure>,
    pub per_file: Vec<CaseResult>,
}

/// Runs cases of at most `max_tier` on `jobs` threads.
pub fn run_corpus(
    backend: &dyn Backend,
    cases: &[Case],
    max_tier: Tier,
    jobs: usize,
    opts: CompareOptions,
    filter: &(dyn Fn(&str) -> bool + Sync),
) -> Summary {
    let selected: Vec<&Case> = cases.iter().filter(|c| c.tier <= max_tier).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Mutex<Vec<CaseResult>> = Mutex::new(vec![]);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(c) = selected.get(i) else { return };
                let r = run_case(backend, c, opts, filter);
                results.lock().unwrap_or_else(|p| p.into_inner()).push(r);
            });
        }
    });
    let mut per_file = results.into_inner().unwrap_or_default();
    per_file.sort_by(|a, b| a.path.cmp(&b.path));
    let mut sum = Summary {
        files: selected.len(),
        runs: selected.iter().map(|c| c.runs.len()).sum(),
        ..Default::default()
    };
    for r in &per_file {
        sum.passed += r.passed;
        sum.failed += r.failed;
        sum.failures.extend(r.failures.iter().cloned());
    }
    sum.per_file = per_file;
    sum
}
