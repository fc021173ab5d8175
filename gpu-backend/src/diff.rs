//! Comparing a GPU run with the corpus expectations: the GPU's outputs replayed as a backend
//! of the conformance runner, so the comparison rules are the ones the interpreter meets.

use serde_json::{json, Value as J};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tileref_conformance::case::{Case, Run, Verdict};
use tileref_conformance::runner::{run_case, Backend, CompareOptions, Execution, HostArg, Loaded};

pub struct Replay {
    manifest: J,
    results: BTreeMap<usize, J>,
    dir: PathBuf,
}

struct ReplayCase<'a> {
    r: &'a Replay,
    case: Option<&'a J>,
}

impl Replay {
    pub fn open(bundle: &Path, results: &Path) -> Result<Replay, String> {
        let manifest: J = serde_json::from_str(
            &std::fs::read_to_string(bundle.join(crate::MANIFEST)).map_err(|e| e.to_string())?,
        )
        .map_err(|e| e.to_string())?;
        let mut map = BTreeMap::new();
        for e in std::fs::read_dir(results).map_err(|e| e.to_string())? {
            let p = e.map_err(|e| e.to_string())?.path();
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if let Some(id) = name
                .strip_prefix("case_")
                .and_then(|n| n.strip_suffix(".json"))
                .and_then(|n| n.parse().ok())
            {
                let v: J =
                    serde_json::from_str(&std::fs::read_to_string(&p).map_err(|e| e.to_string())?)
                        .map_err(|e| e.to_string())?;
                map.insert(id, v);
            }
        }
        Ok(Replay {
            manifest,
            results: map,
            dir: results.to_path_buf(),
        })
    }
}

impl Backend for Replay {
    fn name(&self) -> &str {
        "gpu"
    }
    fn load<'a>(&'a self, case: &'a Case) -> Result<Box<dyn Loaded + 'a>, String> {
        let c = self.manifest["cases"].as_array().and_then(|cs| {
            cs.iter()
                .find(|c| c["path"].as_str() == Some(case.path.as_str()))
        });
        Ok(Box::new(ReplayCase { r: self, case: c }))
    }
}

impl Loaded for ReplayCase<'_> {
    fn execute(&self, run: &Run, args: &[HostArg]) -> Result<Execution, String> {
        let c = self.case.ok_or("not run: the case is not in the bundle")?;
        let id = c["id"].as_u64().unwrap_or(0) as usize;
        let res = self
            .r
            .results
            .get(&id)
            .ok_or("not run: no GPU results for this case")?;
        let rr = res["runs"]
            .as_array()
            .and_then(|v| {
                v.iter()
                    .find(|x| x["run"].as_str() == Some(run.name.as_str()))
            })
            .ok_or("not run: the GPU did not reach this run")?;
        match rr["status"].as_str() {
            Some("ok") => {}
            Some("skipped") => return Err(format!("not run: {}", rr["reason"])),
            Some("unsupported") => {
                return Err(format!(
                    "not run: not supported on this target: {}",
                    rr["reason"]
                ))
            }
            _ => return Err(format!("GPU error: {}", rr["reason"])),
        }
        let outs = rr["outputs"].as_array().cloned().unwrap_or_default();
        let mut buffers = vec![];
        for (i, a) in args.iter().enumerate() {
            match (a, outs.get(i).and_then(|o| o.as_str())) {
                (HostArg::Buffer { .. }, Some(f)) => buffers.push(Some(
                    std::fs::read(self.r.dir.join(f)).map_err(|e| e.to_string())?,
                )),
                _ => buffers.push(None),
            }
        }
        Ok(Execution {
            verdict: Some(Verdict::Ok),
            ub_kinds: vec![],
            detail: String::new(),
            buffers,
        })
    }
}

/// Per-family tallies of assertions.
#[derive(Default, Debug, Clone)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub not_run: usize,
    /// Mismatches in runs whose expectations came from ops without a model of the GPU's
    /// numerics (`unmodelled=` runs): reported apart, not failures.
    pub unmodelled: usize,
}

/// Runs the comparison; returns per-family tallies, the failure messages and a JSON report.
pub fn diff(replay: &Replay, cases: &[Case]) -> (BTreeMap<String, Tally>, Vec<String>, J) {
    let mut fam: BTreeMap<String, Tally> = BTreeMap::new();
    let mut msgs = vec![];
    let mut files = vec![];
    let mut accuracy = vec![];
    for c in cases {
        let r = run_case(replay, c, CompareOptions::default(), &|_| true);
        // Runs the GPU did not execute fail with a "not run:" message and record no accuracy.
        let not_run: std::collections::BTreeSet<&str> = r
            .failures
            .iter()
            .filter(|f| f.message.contains("not run:"))
            .map(|f| f.run.as_str())
            .collect();
        for (run, tol, worst) in &r.ulp_seen {
            accuracy
                .push(json!({"path": c.path, "run": run, "tolerance_ulp": tol, "max_ulp": worst}));
        }
        let t = fam.entry(c.family.clone()).or_default();
        t.passed += r.passed;
        let unmodelled_runs: std::collections::BTreeMap<&str, &[String]> = c
            .runs
            .iter()
            .filter(|run| !run.unmodelled.is_empty())
            .map(|run| (run.name.as_str(), run.unmodelled.as_slice()))
            .collect();
        let mut apart = 0;
        for f in r
            .failures
            .iter()
            .filter(|f| !not_run.contains(f.run.as_str()))
        {
            match unmodelled_runs.get(f.run.as_str()) {
                Some(ops) => {
                    apart += 1;
                    msgs.push(format!(
                        "{}:{} {} (unmodelled: {}): {}",
                        f.path,
                        f.line,
                        f.run,
                        ops.join(","),
                        f.message
                    ));
                }
                None => msgs.push(format!("{}:{} {}: {}", f.path, f.line, f.run, f.message)),
            }
        }
        // A run that did not execute counts all its assertions as not run.
        let runs_not_run: usize = c
            .runs
            .iter()
            .filter(|run| not_run.contains(run.name.as_str()))
            .map(|run| run.assertions(c))
            .sum();
        let mismatched = r.failed.saturating_sub(runs_not_run.min(r.failed));
        // Every mismatch of a run whose expectations came from an unmodelled op is apart.
        let apart_assertions: usize = if apart == 0 {
            0
        } else {
            unmodelled_runs
                .keys()
                .filter(|run| !not_run.contains(*run))
                .map(|run| r.failed_by_run.get(*run).copied().unwrap_or(0))
                .sum::<usize>()
                .min(mismatched)
        };
        t.failed += mismatched - apart_assertions;
        t.unmodelled += apart_assertions;
        t.not_run += runs_not_run;
        files.push(json!({"path": c.path, "family": c.family, "passed": r.passed, "failed": mismatched - apart_assertions, "unmodelled": apart_assertions, "not_run": runs_not_run}));
    }
    let report = json!({
        "families": fam.iter().map(|(k, t)| json!({"family": k, "passed": t.passed, "failed": t.failed, "unmodelled": t.unmodelled, "not_run": t.not_run})).collect::<Vec<_>>(),
        "files": files,
        // Every failure up to a bound that keeps the file readable (a batch can have more).
        "failures": msgs.iter().take(50_000).collect::<Vec<_>>(),
        "failures_total": msgs.len(),
        "accuracy": accuracy,
    });
    (fam, msgs, report)
}

/// Every entry's buffers after its GPU run, by entry name: one per argument (`None` for
/// scalars and for buffers not read back). Entries that did not run are absent.
pub fn entry_outputs(
    bundle: &Path,
    results: &Path,
) -> Result<BTreeMap<String, Vec<Option<Vec<u8>>>>, String> {
    let replay = Replay::open(bundle, results)?;
    let mut out = BTreeMap::new();
    for c in replay.manifest["cases"].as_array().into_iter().flatten() {
        let Some(res) = c["id"]
            .as_u64()
            .and_then(|id| replay.results.get(&(id as usize)))
        else {
            continue;
        };
        for run in c["runs"].as_array().into_iter().flatten() {
            let Some(rr) = res["runs"]
                .as_array()
                .and_then(|v| v.iter().find(|x| x["run"] == run["name"]))
            else {
                continue;
            };
            if rr["status"].as_str() != Some("ok") {
                continue;
            }
            let mut bufs = vec![];
            for o in rr["outputs"].as_array().into_iter().flatten() {
                bufs.push(match o.as_str() {
                    Some(f) => {
                        Some(std::fs::read(replay.dir.join(f)).map_err(|e| format!("{f}: {e}"))?)
                    }
                    None => None,
                });
            }
            if let Some(e) = run["entry"].as_str() {
                out.insert(e.to_string(), bufs);
            }
        }
    }
    Ok(out)
}

/// Kernel times recorded by `gpu run --time-repeats`: (case path, run name) -> median µs.
pub fn kernel_times(
    bundle: &Path,
    results: &Path,
) -> Result<BTreeMap<(String, String), f64>, String> {
    let r = Replay::open(bundle, results)?;
    let mut out = BTreeMap::new();
    for c in r.manifest["cases"].as_array().cloned().unwrap_or_default() {
        let id = c["id"].as_u64().unwrap_or(0) as usize;
        let path = c["path"].as_str().unwrap_or("").to_string();
        for run in r
            .results
            .get(&id)
            .and_then(|x| x["runs"].as_array())
            .cloned()
            .unwrap_or_default()
        {
            if let (Some(name), Some(us)) = (run["run"].as_str(), run["kernel_us"].as_f64()) {
                out.insert((path.clone(), name.to_string()), us);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Mismatches of a run marked `unmodelled=` are counted apart from failures; other runs'
    /// mismatches stay failures.
    #[test]
    fn unmodelled_runs_are_counted_apart() {
        let text =
            "// @conformance 1\n// @tier full\n// @family kernels\n// @oracle i interpreter\n\
            // @data x f32 3f800000 40000000\n// @data y f32 40400000 40800000\n\
            // @run a entry=k grid=1 numerics=h100 unmodelled=mmaf\n// @arg buf f32 x\n\
            // @expect verdict ok prov=i\n// @expect arg 0 y prov=i\n\
            // @run b entry=k grid=1 numerics=h100\n// @arg buf f32 x\n\
            // @expect verdict ok prov=i\n// @expect arg 0 y prov=i\n\
            cuda_tile.module @m {}\n";
        let case = Case::parse("t.mlir", text).unwrap();
        assert_eq!(case.runs[0].unmodelled, vec!["mmaf".to_string()]);
        assert!(case.runs[1].unmodelled.is_empty() && case.runs[1].h100);
        let dir = std::env::temp_dir().join(format!("tileref-diff-{}", std::process::id()));
        let (bundle, results) = (dir.join("b"), dir.join("r"));
        std::fs::create_dir_all(&bundle).unwrap();
        std::fs::create_dir_all(&results).unwrap();
        std::fs::write(
            bundle.join(crate::MANIFEST),
            json!({"cases": [{"id": 0, "path": "t.mlir"}]}).to_string(),
        )
        .unwrap();
        // Both runs give x back unchanged: two mismatching elements each.
        let out: Vec<u8> = [1.0f32, 2.0].iter().flat_map(|v| v.to_le_bytes()).collect();
        std::fs::write(results.join("o.bin"), out).unwrap();
        std::fs::write(
            results.join("case_0.json"),
            json!({"id": 0, "runs": [
                {"run": "a", "status": "ok", "outputs": ["o.bin"]},
                {"run": "b", "status": "ok", "outputs": ["o.bin"]}]})
            .to_string(),
        )
        .unwrap();
        let replay = Replay::open(&bundle, &results).unwrap();
        let (fam, msgs, _) = diff(&replay, &[case]);
        let t = &fam["kernels"];
        assert_eq!((t.passed, t.failed, t.unmodelled), (2, 2, 2), "{t:?}");
        assert!(msgs.iter().any(|m| m.contains("(unmodelled: mmaf)")));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
