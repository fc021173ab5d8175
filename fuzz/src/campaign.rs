//! Campaigns: programs `index ≡ K (mod N)` of a seed for shard K/N, checked in parallel,
//! findings reduced, deduplicated by signature and written to an output directory:
//! `summary.json` plus, per finding, the reduced module, a launch spec with its inputs, and
//! the original program.

use crate::found::{signature, Found};
use crate::gen::{generate, GenOptions};
use crate::known::Known;
use crate::oracle::{self, Oracle};
use crate::program::Program;
use crate::reduce::{reduce, same_finding};
use crate::report::write_finding;
use crate::verdict::{Finding, Verdict};
use rayon::prelude::*;
use serde_json::{json, Value as J};
use std::collections::BTreeMap;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tileref_conformance::coverage::{module_cells, Cell};

#[derive(Clone, Debug)]
pub struct Campaign {
    pub seed: u64,
    /// Programs of the whole campaign (all shards); `None` runs until `time`.
    pub count: Option<u64>,
    pub time: Option<Duration>,
    /// (K, N): this shard takes the programs whose index is K modulo N.
    pub shard: (u64, u64),
    pub jobs: usize,
    pub oracles: Vec<Oracle>,
    pub out: Option<PathBuf>,
    pub gen: GenOptions,
    /// Checks the reducer may spend on one finding.
    pub reduce_budget: usize,
    /// Print a progress line to stderr every this often.
    pub progress: Option<Duration>,
    /// Stop once this many distinct findings are known.
    pub max_findings: Option<usize>,
    /// Documented findings: counted, not reduced (see `known`).
    pub known: Vec<Known>,
}

impl Default for Campaign {
    fn default() -> Self {
        Campaign {
            seed: 1,
            count: Some(1000),
            time: None,
            shard: (0, 1),
            jobs: 1,
            oracles: vec![Oracle::SelfCheck],
            out: None,
            gen: GenOptions::default(),
            reduce_budget: 2000,
            progress: None,
            max_findings: None,
            known: vec![],
        }
    }
}

/// The catalogue cells (op × element type × modifier, as `tileref conformance --coverage` lays
/// them out) a campaign's programs exercised, and those that reached each oracle.
#[derive(Debug, Default)]
pub struct Coverage {
    pub universe: BTreeSet<Cell>,
    pub generated: BTreeSet<Cell>,
    /// Per oracle, in campaign order: the cells of programs that oracle checked.
    pub reached: Vec<(String, BTreeSet<Cell>)>,
}

impl Coverage {
    /// Cells of the universe among `cells`.
    pub fn count(&self, cells: &BTreeSet<Cell>) -> usize {
        cells.iter().filter(|c| self.universe.contains(*c)).count()
    }

    /// Cells of the universe whose signature names none of `types` (those the compiler refuses).
    pub fn compilable(&self, types: &[tileref_spec::types::ElemType]) -> BTreeSet<Cell> {
        // A type is named where its name stands between non-alphanumeric characters
        // (`f8E4M3FN->i8`, `ptr<f16>`, `type f32`).
        let names = |sig: &str, t: &str| {
            sig.match_indices(t).any(|(i, _)| {
                let before = sig[..i]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !c.is_ascii_alphanumeric());
                let after = sig[i + t.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| !c.is_ascii_alphanumeric());
                before && after
            })
        };
        self.universe
            .iter()
            .filter(|(_, sig)| !types.iter().any(|e| names(sig, e.name())))
            .cloned()
            .collect()
    }

    pub fn to_json(&self) -> J {
        let list = |s: &BTreeSet<Cell>| {
            s.iter()
                .filter(|c| self.universe.contains(*c))
                .map(|(o, c)| format!("{o} [{c}]"))
                .collect::<Vec<_>>()
        };
        json!({
            "universe": self.universe.len(),
            "generated": self.count(&self.generated),
            "reached": self.reached.iter().map(|(o, s)| (o.clone(), json!(self.count(s)))).collect::<serde_json::Map<_, _>>(),
            "generated_cells": list(&self.generated),
            "missed_cells": self.universe.iter().filter(|c| !self.generated.contains(*c)).map(|(o, c)| format!("{o} [{c}]")).collect::<Vec<_>>(),
            "reached_cells": self.reached.iter().map(|(o, s)| (o.clone(), json!(list(s)))).collect::<serde_json::Map<_, _>>(),
        })
    }
}

#[derive(Debug, Default)]
pub struct Summary {
    pub programs: u64,
    pub discarded: u64,
    /// New findings (not in the known list), reduced.
    pub findings: Vec<Found>,
    /// Known findings met: the entry, programs that met it, the first program's index.
    pub known: Vec<(Known, u64, u64)>,
    pub seconds: f64,
    pub coverage: Coverage,
}

impl Summary {
    pub fn to_json(&self, c: &Campaign) -> J {
        json!({
            "seed": c.seed,
            "shard": format!("{}/{}", c.shard.0, c.shard.1),
            "oracles": c.oracles.iter().map(|o| o.name()).collect::<Vec<_>>(),
            "programs": self.programs,
            "discarded": self.discarded,
            "seconds": self.seconds,
            "coverage": json!({
                "universe": self.coverage.universe.len(),
                "generated": self.coverage.count(&self.coverage.generated),
                "reached": self.coverage.reached.iter().map(|(o, s)| (o.clone(), json!(self.coverage.count(s)))).collect::<serde_json::Map<_, _>>(),
            }),
            "new_findings": self.findings.len(),
            "known_findings": self.known.len(),
            "known": self.known.iter().map(|(k, hits, index)| json!({
                "signature": k.signature,
                "status": k.status,
                "documented": k.documented,
                "hits": hits,
                "index": index,
            })).collect::<Vec<_>>(),
            "findings": self.findings.iter().map(|f| json!({
                "kind": f.finding.kind,
                "oracle": f.finding.oracle,
                "seed": c.seed,
                "index": f.index,
                "original_ops": f.original_ops,
                "reduced_ops": f.reduced.op_count(),
                "ops": f.reduced.op_names(),
                "hits": f.hits,
                "path": f.path.as_ref().map(|p| p.display().to_string()),
                "message": f.finding.message,
                "signature": f.signature(),
            })).collect::<Vec<_>>(),
        })
    }
}

/// Runs a campaign; with an output directory, writes the findings and `summary.json` there.
pub fn run(c: &Campaign) -> std::io::Result<Summary> {
    let start = Instant::now();
    let (k, n) = c.shard;
    let n = n.max(1);
    let programs = AtomicU64::new(0);
    let discarded = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let found: Mutex<Registry> = Mutex::new(Registry::default());
    let generated: Mutex<BTreeSet<Cell>> = Mutex::new(BTreeSet::new());
    let reached: Vec<Mutex<BTreeSet<Cell>>> = c
        .oracles
        .iter()
        .map(|_| Mutex::new(BTreeSet::new()))
        .collect();
    let last_progress = Mutex::new(Instant::now());
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(c.jobs.max(1))
        .build()
        .map_err(std::io::Error::other)?;
    // Indices in chunks, so a time-limited campaign stops soon after its time is up.
    let chunk = 64u64;
    let mut next = k;
    loop {
        let end = match c.count {
            Some(total) => (next + chunk * n).min(total),
            None => next + chunk * n,
        };
        if next >= end || stop.load(Ordering::Relaxed) {
            break;
        }
        let idx: Vec<u64> = (next..end).step_by(n as usize).collect();
        next = end + ((k + n - end % n) % n);
        pool.install(|| {
            idx.par_iter().for_each(|&i| {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                if c.time.is_some_and(|t| start.elapsed() >= t) {
                    stop.store(true, Ordering::Relaxed);
                    return;
                }
                let p = generate(c.seed, i, &c.gen);
                programs.fetch_add(1, Ordering::Relaxed);
                // The cells need the ops and types only: parsed, not verified again (the
                // oracles verify).
                let mut cells = tileref_spec::text::parse_module(&p.text()).map(|m| module_cells(&m)).unwrap_or_default();
                cells.sort();
                cells.dedup();
                generated.lock().unwrap_or_else(|e| e.into_inner()).extend(cells.iter().cloned());
                for (oi, o) in c.oracles.iter().enumerate() {
                    reached[oi].lock().unwrap_or_else(|e| e.into_inner()).extend(cells.iter().cloned());
                    match oracle::check(&p, o) {
                        Verdict::Pass => {}
                        Verdict::Discard(_) => {
                            discarded.fetch_add(1, Ordering::Relaxed);
                            break;
                        }
                        Verdict::Finding(f) => {
                            record(c, &found, &p, i, &f, o);
                            if c.max_findings.is_some_and(|m| found.lock().map(|x| x.by_sig.len() >= m).unwrap_or(false)) {
                                stop.store(true, Ordering::Relaxed);
                            }
                            break;
                        }
                    }
                }
                if let Some(every) = c.progress {
                    let mut last = last_progress.lock().unwrap_or_else(|e| e.into_inner());
                    if last.elapsed() >= every {
                        *last = Instant::now();
                        let done = programs.load(Ordering::Relaxed);
                        let secs = start.elapsed().as_secs_f64();
                        let (new, known, hits) = found.lock().map(|f| (f.by_sig.len(), f.known.len(), f.known.values().map(|k| k.0).sum::<u64>())).unwrap_or_default();
                        eprintln!("fuzz: {done} programs, {:.0}/s, {new} new findings, {known} known ({hits} programs)", done as f64 / secs.max(1e-9));
                    }
                }
            })
        });
    }
    let reg = found.into_inner().unwrap_or_default();
    let mut s = Summary {
        programs: programs.load(Ordering::Relaxed),
        discarded: discarded.load(Ordering::Relaxed),
        findings: reg.by_sig.into_values().collect(),
        known: reg
            .known
            .into_iter()
            .map(|(k, (hits, index))| (c.known[k].clone(), hits, index))
            .collect(),
        seconds: start.elapsed().as_secs_f64(),
        coverage: Coverage {
            universe: catalogue_cells().clone(),
            generated: generated.into_inner().unwrap_or_default(),
            reached: c
                .oracles
                .iter()
                .zip(reached)
                .map(|(o, r)| (o.name().to_string(), r.into_inner().unwrap_or_default()))
                .collect(),
        },
    };
    s.findings.sort_by_key(|f| f.index);
    if let Some(dir) = &c.out {
        write_findings(dir, c, &mut s)?;
    }
    Ok(s)
}

/// Findings so far: by signature, and the signature each unreduced program's finding reduced
/// to, so that programs meeting a known bug in the same way are not reduced again.
#[derive(Default)]
struct Registry {
    by_sig: BTreeMap<String, Found>,
    raw: BTreeMap<String, String>,
    /// Known findings met: entry of the list -> (programs, first index).
    known: BTreeMap<usize, (u64, u64)>,
}

/// Reduces a new finding, or counts another hit of one met before or documented.
fn record(c: &Campaign, found: &Mutex<Registry>, p: &Program, i: u64, f: &Finding, o: &Oracle) {
    let raw = signature(f, p);
    let mut text = None;
    if let Some(k) = c.known.iter().position(|k| k.matches(&raw, p, &mut text)) {
        let mut m = found.lock().unwrap_or_else(|e| e.into_inner());
        let e = m.known.entry(k).or_insert((0, i));
        e.0 += 1;
        e.1 = e.1.min(i);
        return;
    }
    {
        let mut m = found.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sig) = m.raw.get(&raw).cloned() {
            if let Some(x) = m.by_sig.get_mut(&sig) {
                x.hits += 1;
                x.index = x.index.min(i);
            }
            return;
        }
    }
    let reduced = reduce(p, f, o, c.reduce_budget);
    // The reduced program's own message (its elements and values) is the one to show; should
    // it not show the finding after all (a flaky oracle), the original program is kept.
    let (reduced, fr) = match oracle::check(&reduced, o) {
        Verdict::Finding(g) if same_finding(&g, f) => (reduced, g),
        _ => (p.clone(), f.clone()),
    };
    let new = Found {
        finding: fr,
        index: i,
        original_ops: p.op_count(),
        reduced,
        hits: 1,
        path: None,
    };
    let sig = new.signature();
    let mut m = found.lock().unwrap_or_else(|e| e.into_inner());
    m.raw.insert(raw, sig.clone());
    match m.by_sig.get_mut(&sig) {
        Some(x) => {
            x.hits += 1;
            if i < x.index {
                let path = x.path.clone();
                *x = Found {
                    hits: x.hits,
                    path,
                    ..new
                };
            }
        }
        None => {
            let mut new = new;
            // Written at once, so a long campaign that is stopped keeps what it found.
            if let Some(dir) = &c.out {
                let d = dir.join(format!(
                    "finding-{:03}-{}",
                    m.by_sig.len(),
                    new.finding.kind
                ));
                if write_finding(&d, c.seed, &new).is_ok() {
                    new.path = Some(d);
                }
            }
            m.by_sig.insert(sig, new);
        }
    }
}

/// The catalogue's cells (built once: each candidate cell is verified).
pub fn catalogue_cells() -> &'static BTreeSet<Cell> {
    static CELLS: std::sync::OnceLock<BTreeSet<Cell>> = std::sync::OnceLock::new();
    CELLS.get_or_init(|| tileref_conformance::coverage::Matrix::build(&[]).universe())
}

fn write_findings(dir: &Path, c: &Campaign, s: &mut Summary) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(
        dir.join("coverage.json"),
        serde_json::to_string_pretty(&s.coverage.to_json()).unwrap_or_default(),
    )?;
    for (n, f) in s.findings.iter_mut().enumerate() {
        // Again with the final hit count and reduction (same directory when it has one).
        let d = f
            .path
            .clone()
            .unwrap_or_else(|| dir.join(format!("finding-{n:03}-{}", f.finding.kind)));
        write_finding(&d, c.seed, f)?;
        f.path = Some(d);
    }
    std::fs::write(
        dir.join("summary.json"),
        serde_json::to_string_pretty(&s.to_json(c)).unwrap_or_default(),
    )
}

/// Merges the `summary.json` of several shard directories: programs add up, findings are
/// deduplicated by signature (the earliest index kept, hits added).
pub fn merge(dirs: &[PathBuf]) -> Result<J, String> {
    let mut programs = 0u64;
    let mut discarded = 0u64;
    let mut seconds = 0f64;
    let mut by_sig: BTreeMap<String, J> = BTreeMap::new();
    let mut known: BTreeMap<String, J> = BTreeMap::new();
    for d in dirs {
        let p = d.join("summary.json");
        let j: J = serde_json::from_str(
            &std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?,
        )
        .map_err(|e| format!("{}: {e}", p.display()))?;
        programs += j["programs"]
            .as_u64()
            .ok_or_else(|| format!("{}: no program count", p.display()))?;
        discarded += j["discarded"].as_u64().unwrap_or(0);
        seconds += j["seconds"].as_f64().unwrap_or(0.0);
        for k in j["known"].as_array().cloned().unwrap_or_default() {
            let sig = k["signature"].as_str().unwrap_or("").to_string();
            match known.get_mut(&sig) {
                Some(x) => {
                    x["hits"] =
                        json!(x["hits"].as_u64().unwrap_or(0) + k["hits"].as_u64().unwrap_or(0));
                    if k["index"].as_u64() < x["index"].as_u64() {
                        x["index"] = k["index"].clone();
                    }
                }
                None => {
                    known.insert(sig, k);
                }
            }
        }
        for f in j["findings"].as_array().cloned().unwrap_or_default() {
            let sig = f["signature"].as_str().unwrap_or("").to_string();
            match by_sig.get_mut(&sig) {
                Some(x) => {
                    let hits = x["hits"].as_u64().unwrap_or(1) + f["hits"].as_u64().unwrap_or(1);
                    if f["index"].as_u64() < x["index"].as_u64() {
                        *x = f.clone();
                    }
                    x["hits"] = json!(hits);
                }
                None => {
                    by_sig.insert(sig, f);
                }
            }
        }
    }
    Ok(
        json!({"programs": programs, "discarded": discarded, "seconds": seconds, "shards": dirs.len(), "new_findings": by_sig.len(), "known_findings": known.len(), "known": known.into_values().collect::<Vec<_>>(), "findings": by_sig.into_values().collect::<Vec<_>>()}),
    )
}
