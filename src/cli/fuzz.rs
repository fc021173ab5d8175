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
    /// compiled by tileiras into a bundle for `tileref gpu run`.
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
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Compare a GPU run of a batch (`tileref gpu run DIR/bundle --out RESULTS`) with it.
    Diff {
        dir: PathBuf,
        results: PathBuf,
        #[arg(long)]
        json: Option<PathBuf>,
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
}

fn parse_shard(s: &str) -> Result<(u64, u64), String> {
    let (k, n) = s.split_once('/').ok_or("expected K/N, e.g. 3/8")?;
    let (k, n): (u64, u64) = (k.parse().map_err(|_| "bad K")?, n.parse().map_err(|_| "bad N")?);
    if n == 0 || k >= n {
        return Err(format!("shard {k}/{n}: need 0 <= K < N"));
    }
    Ok((k, n))
}

pub fn run(a: FuzzArgs) -> i32 {
    if let Some(FuzzCmd::Bundle { seed, count, arch, tileiras, output }) = a.cmd {
        return bundle(seed, count, &arch, tileiras, &output);
    }
    if let Some(FuzzCmd::Diff { dir, results, json }) = a.cmd {
        return super::gpu::diff_report(&dir.join("bundle"), &results, &[dir.join("cases")], json);
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
            "tileiras" => oracles.push(Oracle::Tileiras { exe: r.tileiras.clone(), arch: r.arch.clone() }),
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
    let c = Campaign {
        seed: r.seed,
        count: r.count,
        time: r.time.map(Duration::from_secs_f64),
        shard: r.shard,
        jobs: r.jobs.max(1),
        oracles,
        out: r.out.clone(),
        gen: GenOptions { max_ops: r.max_ops.max(1), ..GenOptions::default() },
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
                    f.path.as_ref().map(|p| format!(" [{}]", p.display())).unwrap_or_default()
                );
            }
            println!("{} programs in {:.1} s ({:.0}/s), {} discarded (undefined behaviour for their inputs), {} findings", s.programs, s.seconds, s.programs as f64 / s.seconds.max(1e-9), s.discarded, s.findings.len());
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

fn bundle(seed: u64, count: u64, arch: &str, tileiras: PathBuf, out: &std::path::Path) -> i32 {
    let refused = tileref_fuzz::batch::refused_types(&tileiras, arch);
    eprintln!("{arch}: tileiras refuses {:?}; programs using them are left out", refused.iter().map(|e| e.name()).collect::<Vec<_>>());
    let (files, kept) = match tileref_fuzz::batch::write_cases(seed, count, &refused, &out.join("cases")) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    let (cases, errs) = tileref_conformance::runner::load_cases(&files);
    if let Some(e) = errs.first() {
        eprintln!("error: {}: {}", e.path, e.message);
        return 1;
    }
    let o = tileref_gpu::bundle::BundleOptions { arch: arch.into(), tileiras, bytecode_version: tileref_spec::Version::LATEST, whole_file_first: true };
    match tileref_gpu::bundle::make(&cases, &out.join("bundle"), &o, &mut |l| eprintln!("{l}")) {
        Ok((ok, refused)) => {
            println!("{kept} of {count} programs in {} files; {ok} entries compiled, {refused} refused by tileiras", files.len());
            0
        }
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}
