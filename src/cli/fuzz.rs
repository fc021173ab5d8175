//! `tileref fuzz`: random well-typed programs checked by oracles, findings reduced and written
//! out; `tileref fuzz merge` joins the summaries of a campaign's shards.

use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::time::Duration;
use tileref_fuzz::campaign::{self, Campaign};
use tileref_fuzz::gen::GenOptions;
use tileref_fuzz::oracle::Oracle;

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct FuzzArgs {
    #[command(subcommand)]
    cmd: Option<FuzzCmd>,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Subcommand)]
enum FuzzCmd {
    /// Write a GPU batch: qualifying programs as case files (reference results as expectations),
    /// compiled by tileiras (or tileref's PTX lowering) into a bundle for `tileref gpu run`.
    Bundle {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Programs to generate (those the reference cannot evaluate whole are left out).
        #[arg(long)]
        count: u64,
        #[arg(long, default_value = "sm_90")]
        arch: String,
        #[arg(long, default_value = "tileiras")]
        tileiras: PathBuf,
        /// tileiras (cubins) or ptx (tileref's own lowering: no tileiras round trip, every
        /// element type kept).
        #[arg(long, default_value = "tileiras")]
        backend: String,
        /// spec | h100: expectations from the reference evaluator (spec), or what the
        /// interpreter computes under `--numerics h100` (runs marked `numerics=h100`).
        #[arg(long, default_value = "spec")]
        numerics: String,
        /// Write the case files (and batch.json) only: new expectations for a bundle already
        /// compiled from the same seed and count, without compiling again.
        #[arg(long)]
        cases_only: bool,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Compare a GPU run of a batch (`tileref gpu run DIR/bundle --out RESULTS`) with it;
    /// with --reduce, write the next round of the reduction of its differences.
    Diff {
        dir: PathBuf,
        results: PathBuf,
        #[arg(long)]
        json: Option<PathBuf>,
        /// Write the next reduction round here: the findings reduced so far, and a batch of
        /// candidate reductions for the GPU (run it, then `fuzz diff NEXT RESULTS --reduce ...`).
        #[arg(long, value_name = "NEXT")]
        reduce: Option<PathBuf>,
        #[arg(long, default_value = "sm_90")]
        arch: String,
        #[arg(long, default_value = "tileiras")]
        tileiras: PathBuf,
        /// The backend of the next round's bundle (as for `fuzz bundle`).
        #[arg(long, default_value = "tileiras")]
        backend: String,
    },
    /// Merge the summary.json of several shard directories (deduplicated by signature).
    Merge {
        dirs: Vec<PathBuf>,
        /// Write the merged summary here (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

#[derive(Args)]
struct RunArgs {
    /// Campaign seed: the same seed and shard give the same programs on any machine.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Programs in the whole campaign (all shards together).
    #[arg(long)]
    count: Option<u64>,
    /// Run for this many seconds (instead of, or as well as, a count).
    #[arg(long)]
    time: Option<f64>,
    /// This shard of the campaign, K/N: programs whose index is K modulo N.
    #[arg(long, default_value = "0/1", value_parser = parse_shard)]
    shard: (u64, u64),
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Oracles, comma-separated: self, tileiras.
    #[arg(long, default_value = "self")]
    oracle: String,
    /// GPU architecture for the tileiras oracle.
    #[arg(long, default_value = "sm_90")]
    arch: String,
    /// The tileiras executable.
    #[arg(long, default_value = "tileiras")]
    tileiras: PathBuf,
    /// Where findings and summary.json go.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Largest number of ops in a program.
    #[arg(long, default_value_t = 10)]
    max_ops: usize,
    /// Oracle checks the reducer may spend on one finding.
    #[arg(long, default_value_t = 2000)]
    reduce_budget: usize,
    /// Stop once this many distinct findings are known.
    #[arg(long)]
    max_findings: Option<usize>,
    /// Findings already documented, counted instead of reduced: a file in the format of
    /// fuzz/known-findings (the built-in default), or `none`.
    #[arg(long)]
    known: Option<String>,
    /// With the tileiras oracle, also generate the element types tileiras refuses for --arch
    /// (by default they are asked of tileiras first and left out).
    #[arg(long)]
    all_types: bool,
}

fn parse_shard(s: &str) -> Result<(u64, u64), String> {
    let (k, n) = s.split_once('/').ok_or("expected K/N, e.g. 3/8")?;
    let (k, n): (u64, u64) = (
        k.parse().map_err(|_| "bad K")?,
        n.parse().map_err(|_| "bad N")?,
    );
    if n == 0 || k >= n {
        return Err(format!("shard {k}/{n}: need 0 <= K < N"));
    }
    Ok((k, n))
}

pub fn run(a: FuzzArgs) -> i32 {
    if let Some(FuzzCmd::Bundle {
        seed,
        count,
        arch,
        tileiras,
        output,
        backend,
        numerics,
        cases_only,
    }) = a.cmd
    {
        let Some(numerics) = tileref_interp::Numerics::parse(&numerics) else {
            eprintln!("error: --numerics is spec or h100, not '{numerics}'");
            return 2;
        };
        return match super::gpu::compiler(&backend, &arch) {
            Ok(c) => bundle(
                seed, count, &arch, tileiras, &output, c, numerics, cases_only,
            ),
            Err(e) => {
                eprintln!("error: {e}");
                1
            }
        };
    }
    if let Some(FuzzCmd::Diff {
        dir,
        results,
        json,
        reduce,
        arch,
        tileiras,
        backend,
    }) = a.cmd
    {
        let rc = super::gpu::diff_report(&dir.join("bundle"), &results, &[dir.join("cases")], json);
        let c = match super::gpu::compiler(&backend, &arch) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        };
        return match reduce {
            None => rc,
            Some(next) => match reduce_round(&dir, &results, &next, &arch, tileiras, c) {
                Ok(()) => rc,
                Err(e) => {
                    eprintln!("error: {e}");
                    1
                }
            },
        };
    }
    if let Some(FuzzCmd::Merge { dirs, output }) = a.cmd {
        return match campaign::merge(&dirs) {
            Ok(j) => {
                let text = serde_json::to_string_pretty(&j).unwrap_or_default();
                match output {
                    Some(p) => match std::fs::write(&p, text) {
                        Ok(()) => 0,
                        Err(e) => {
                            eprintln!("error: {}: {e}", p.display());
                            1
                        }
                    },
                    None => {
                        println!("{text}");
                        0
                    }
                }
            }
            Err(e) => {
                eprintln!("error: {e}");
                1
            }
        };
    }
    let r = a.run;
    if r.count.is_none() && r.time.is_none() {
        eprintln!("error: give --count N or --time SECS");
        return 1;
    }
    if r.time.is_some_and(|t| !(t.is_finite() && t > 0.0)) {
        eprintln!("error: --time must be a positive number of seconds");
        return 1;
    }
    let mut oracles = vec![];
    for o in r.oracle.split(',').map(str::trim).filter(|o| !o.is_empty()) {
        match o {
            "self" => oracles.push(Oracle::SelfCheck),
            "tileiras" => oracles.push(Oracle::Tileiras {
                exe: r.tileiras.clone(),
                arch: r.arch.clone(),
            }),
            other => {
                eprintln!("error: unknown oracle '{other}' (self, tileiras)");
                return 1;
            }
        }
    }
    if oracles.is_empty() {
        eprintln!("error: no oracle");
        return 1;
    }
    let known = match tileref_fuzz::known::load(r.known.as_deref()) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    // The element types tileiras refuses for the arch (asked of it): left out of the programs
    // unless --all-types, and out of the cells the coverage report expects it to compile.
    let mut refused = None;
    for o in &oracles {
        if let Oracle::Tileiras { exe, arch } = o {
            let t = tileref_fuzz::batch::refused_types(exe, arch);
            let what = if r.all_types {
                "programs keep them (--all-types)"
            } else {
                "programs leave them out (--all-types keeps them)"
            };
            eprintln!(
                "{arch}: tileiras refuses {:?}; {what}",
                t.iter().map(|e| e.name()).collect::<Vec<_>>()
            );
            refused = Some((arch.clone(), t));
        }
    }
    let avoid = match &refused {
        Some((_, t)) if !r.all_types => t.clone(),
        _ => vec![],
    };
    let c = Campaign {
        known,
        seed: r.seed,
        count: r.count,
        time: r.time.map(Duration::from_secs_f64),
        shard: r.shard,
        jobs: r.jobs.max(1),
        oracles,
        out: r.out.clone(),
        gen: GenOptions {
            max_ops: r.max_ops.max(1),
            avoid,
            ..GenOptions::default()
        },
        reduce_budget: r.reduce_budget,
        progress: Some(Duration::from_secs(10)),
        max_findings: r.max_findings,
    };
    match campaign::run(&c) {
        Ok(s) => {
            for f in &s.findings {
                println!(
                    "{} {}: {} ({} -> {} ops, {} programs){}",
                    f.finding.oracle,
                    f.finding.kind,
                    f.finding.message,
                    f.original_ops,
                    f.reduced.op_count(),
                    f.hits,
                    f.path
                        .as_ref()
                        .map(|p| format!(" [{}]", p.display()))
                        .unwrap_or_default()
                );
            }
            for (k, hits, index) in &s.known {
                println!(
                    "known: {} ({hits} programs, first #{index}; {}; {})",
                    k.signature, k.status, k.documented
                );
            }
            let cov = &s.coverage;
            let mut line = format!(
                "coverage: {} of {} catalogue cells generated",
                cov.count(&cov.generated),
                cov.universe.len()
            );
            for (o, cells) in &cov.reached {
                line += &format!(", {} reached {o}", cov.count(cells));
                if let (Some((arch, t)), "tileiras") = (&refused, o.as_str()) {
                    let comp = cov.compilable(t);
                    let hit = comp.iter().filter(|c| cells.contains(*c)).count();
                    line += &format!(" ({hit} of the {} cells without a type tileiras refuses for {arch}: {:.1} %)", comp.len(), 100.0 * hit as f64 / comp.len().max(1) as f64);
                }
            }
            println!(
                "{line}{}",
                r.out
                    .as_ref()
                    .map(|d| format!(" [{}]", d.join("coverage.json").display()))
                    .unwrap_or_default()
            );
            let met: u64 = s.known.iter().map(|k| k.1).sum();
            println!(
                "{} programs in {:.1} s ({:.0}/s), {} discarded (undefined behaviour for their inputs), {} new findings, {} known ({met} programs)",
                s.programs,
                s.seconds,
                s.programs as f64 / s.seconds.max(1e-9),
                s.discarded,
                s.findings.len(),
                s.known.len()
            );
            if s.findings.is_empty() {
                0
            } else {
                3
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// One round of the GPU reducer (`tileref_fuzz::rounds`): reads the GPU's outputs of the batch
/// or round in `dir`, writes the findings as reduced so far and the next round's batch to `next`.
fn reduce_round(
    dir: &std::path::Path,
    results: &std::path::Path,
    next: &std::path::Path,
    arch: &str,
    tileiras: PathBuf,
    c: Compiler,
) -> Result<(), String> {
    use tileref_fuzz::rounds::{self, Round};
    let outs = tileref_gpu::diff::entry_outputs(&dir.join("bundle"), results)?;
    let outputs = |e: &str| outs.get(e).cloned();
    let refused = refused_types(&tileiras, arch, c);
    let qualifies =
        |p: &tileref_fuzz::program::Program| tileref_fuzz::batch::qualifies(p, &refused);
    let read_json = |p: std::path::PathBuf| -> Result<serde_json::Value, String> {
        serde_json::from_str(
            &std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?,
        )
        .map_err(|e| format!("{}: {e}", p.display()))
    };
    let round = if dir.join("round.json").exists() {
        rounds::advance(
            &Round::from_json(&read_json(dir.join("round.json"))?)?,
            &outputs,
            &qualifies,
        )
    } else {
        let b = read_json(dir.join("batch.json"))?;
        let seed = b["seed"].as_u64().ok_or("batch.json: no seed")?;
        // Only the programs whose outputs differ need the reference again.
        let indices: Vec<u64> = b["programs"]
            .as_array()
            .ok_or("batch.json: no programs")?
            .iter()
            .filter_map(|v| v.as_u64())
            .collect();
        rounds::start(seed, &indices, &outputs, &qualifies)
    };
    std::fs::create_dir_all(next).map_err(|e| e.to_string())?;
    std::fs::write(
        next.join("round.json"),
        serde_json::to_string_pretty(&round.to_json()).unwrap_or_default(),
    )
    .map_err(|e| e.to_string())?;
    // The findings as reduced so far.
    let mut summary = vec![];
    for (k, (f, p)) in round.best().into_iter().enumerate() {
        let d = next.join(format!("finding-{k:03}"));
        std::fs::create_dir_all(&d).map_err(|e| e.to_string())?;
        let message = format!(
            "the GPU differs from the reference ({}): {}",
            f.kind, f.example
        );
        std::fs::write(d.join("module.mlir"), tileref_fuzz::report::pretty(&p))
            .map_err(|e| e.to_string())?;
        tileref_fuzz::report::write_launch(&d, &p).map_err(|e| e.to_string())?;
        if let Some(case) = tileref_fuzz::report::corpus_case(&p, &message) {
            std::fs::write(d.join("case.mlir"), case).map_err(|e| e.to_string())?;
        }
        let signature = format!("gpu|{}|{}", f.kind, p.op_names().join(","));
        let j = serde_json::json!({
            "signature": signature, "kind": f.kind, "oracle": "gpu", "seed": round.seed, "index": f.index, "original_ops": f.original_ops,
            "reduced_ops": p.op_count(), "ops": p.op_names(), "path": d.display().to_string(), "message": message, "done": f.done,
        });
        std::fs::write(
            d.join("finding.json"),
            serde_json::to_string_pretty(&j).unwrap_or_default(),
        )
        .map_err(|e| e.to_string())?;
        println!(
            "finding {k:03}: program {} {} ops -> {} ({}){}: {}",
            f.index,
            f.original_ops,
            p.op_count(),
            p.op_names().join(", "),
            if f.done { "" } else { ", reducing" },
            f.kind
        );
        summary.push(j);
    }
    // Distinct findings: the same kind of difference shown by the same ops.
    let mut groups: Vec<(String, Vec<String>)> = vec![];
    for j in &summary {
        let (sig, path) = (
            j["signature"].as_str().unwrap_or("").to_string(),
            j["path"].as_str().unwrap_or("").to_string(),
        );
        match groups.iter_mut().find(|g| g.0 == sig) {
            Some(g) => g.1.push(path),
            None => groups.push((sig, vec![path])),
        }
    }
    let distinct: Vec<serde_json::Value> = groups
        .iter()
        .map(|(s, ps)| serde_json::json!({"signature": s, "programs": ps.len(), "first": ps[0]}))
        .collect();
    std::fs::write(
        next.join("summary.json"),
        serde_json::to_string_pretty(
            &serde_json::json!({"round": round.number, "distinct": distinct, "findings": summary}),
        )
        .unwrap_or_default(),
    )
    .map_err(|e| e.to_string())?;
    if round.finished() {
        println!(
            "reduction finished after round {}: {} findings, {} distinct, in {}",
            round.number - 1,
            round.findings.len(),
            groups.len(),
            next.display()
        );
        for (s, ps) in &groups {
            println!("  {:>4} x {s}  (e.g. {})", ps.len(), ps[0]);
        }
        return Ok(());
    }
    let progs: Vec<(String, tileref_fuzz::program::Program, Vec<Vec<u64>>)> = round
        .candidates
        .iter()
        .filter_map(|c| {
            let p = rounds::program(round.seed, round.findings[c.finding].index, &c.edits)?;
            let want = tileref_fuzz::oracle::reference::eval_program(&p)?;
            Some((c.entry.clone(), p, want))
        })
        .collect();
    let what = format!(
        "Round {} of the GPU reduction of fuzz seed {} (`tileref fuzz diff --reduce`).",
        round.number, round.seed
    );
    let files = tileref_fuzz::batch::write_programs(&what, &progs, &next.join("cases"))
        .map_err(|e| e.to_string())?;
    let n = compile_bundle(&files, next, arch, tileiras, c)?;
    println!(
        "round {}: {} candidates for {} findings still shrinking ({n}); run `tileref gpu run {}/bundle --out R` on the GPU machine, then `tileref fuzz diff {} R --reduce NEXT`",
        round.number,
        progs.len(),
        round.findings.iter().filter(|f| !f.done).count(),
        next.display(),
        next.display()
    );
    Ok(())
}

use tileref_gpu::bundle::Compiler;

/// The element types the backend refuses for `arch` (tileiras: asked; tileref's PTX: none).
fn refused_types(
    tileiras: &std::path::Path,
    arch: &str,
    c: Compiler,
) -> Vec<tileref_spec::types::ElemType> {
    match c {
        Compiler::Tileiras => tileref_fuzz::batch::refused_types(tileiras, arch),
        Compiler::Ptx(_) => vec![],
    }
}

/// Compiles case files into `out/bundle` with the backend; a line saying how many entries
/// compiled.
fn compile_bundle(
    files: &[PathBuf],
    out: &std::path::Path,
    arch: &str,
    tileiras: PathBuf,
    c: Compiler,
) -> Result<String, String> {
    let (cases, errs) = tileref_conformance::runner::load_cases(files);
    if let Some(e) = errs.first() {
        return Err(format!("{}: {}", e.path, e.message));
    }
    let o = tileref_gpu::bundle::BundleOptions {
        arch: arch.into(),
        tileiras,
        bytecode_version: tileref_spec::Version::LATEST,
        whole_file_first: true,
        backend: c,
        math: Default::default(),
        cubin_cache: None,
        strip_locations: false,
    };
    let (ok, refused, _) =
        tileref_gpu::bundle::make(&cases, &out.join("bundle"), &o, &mut |l| eprintln!("{l}"))?;
    let by = match c {
        Compiler::Tileiras => "tileiras",
        Compiler::Ptx(_) => "tileref's PTX lowering",
    };
    Ok(format!("{ok} entries compiled, {refused} refused by {by}"))
}

fn bundle(
    seed: u64,
    count: u64,
    arch: &str,
    tileiras: PathBuf,
    out: &std::path::Path,
    c: Compiler,
    numerics: tileref_interp::Numerics,
    cases_only: bool,
) -> i32 {
    let refused = refused_types(&tileiras, arch, c);
    if matches!(c, Compiler::Tileiras) {
        eprintln!(
            "{arch}: tileiras refuses {:?}; programs using them are left out",
            refused.iter().map(|e| e.name()).collect::<Vec<_>>()
        );
    }
    let (files, kept) =
        match tileref_fuzz::batch::write_cases(seed, count, &refused, &out.join("cases"), numerics)
        {
            Ok(x) => x,
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        };
    if cases_only {
        println!(
            "{kept} of {count} programs in {} files (not compiled)",
            files.len()
        );
        return 0;
    }
    match compile_bundle(&files, out, arch, tileiras, c) {
        Ok(line) => {
            println!(
                "{kept} of {count} programs in {} files; {line}",
                files.len()
            );
            0
        }
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}
