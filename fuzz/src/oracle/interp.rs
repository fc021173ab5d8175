//! The `self` oracle: round trips, schedule independence and the reference evaluator.

use super::reference;
use crate::combiner::COMBINERS;
use crate::program::{Program, ENTRY};
use crate::verdict::{finding, module_of, Finding, Verdict};
use tileref_interp::{launch, Memory, Options, ReduceOrder, Schedule, Status};
use tileref_spec::bytecode::{normalize_for_version, read_module, write_module, WriteOptions};
use tileref_spec::ir::Module;
use tileref_spec::text::{parse_module, print_module_with, PrintOptions};
use tileref_spec::Version;

/// Steps a generated program may take: its ops run once per block, so a few thousand is plenty.
const MAX_STEPS: u64 = 100_000;

/// The buffers after one launch of `m` under `schedule`, or what went wrong.
pub enum Run {
    Done(Vec<Vec<u8>>),
    Ub(String),
    Failed(String),
}

pub fn run(p: &Program, m: &Module, schedule: Schedule, threads: usize) -> Run {
    run_with(p, m, schedule, threads, ReduceOrder::Linear)
}

pub fn run_with(
    p: &Program,
    m: &Module,
    schedule: Schedule,
    threads: usize,
    reduce_order: ReduceOrder,
) -> Run {
    let opts = Options {
        schedule,
        threads: Some(threads),
        reduce_order,
        ..Options::default()
    };
    run_opts(p, m, &opts).0
}

/// One launch of `m` under `opts` (its step limit the fuzzer's), and the run's reports.
pub fn run_opts(p: &Program, m: &Module, opts: &Options) -> (Run, Vec<tileref_interp::Report>) {
    let mem = Memory::new();
    let bufs = p.buffers();
    let addrs: Vec<u64> = bufs
        .iter()
        .enumerate()
        .map(|(i, (_, b))| mem.alloc_host(i, b, 256))
        .collect();
    let opts = Options {
        max_steps: MAX_STEPS,
        ..opts.clone()
    };
    let r = match launch(m, ENTRY, [p.grid, 1, 1], &addrs, &mem, &opts) {
        Ok(r) => r,
        Err(e) => return (Run::Failed(e), vec![]),
    };
    let run = match r.status {
        Status::Ok => Run::Done(
            addrs
                .iter()
                .map(|a| mem.bytes(*a).unwrap_or_default())
                .collect(),
        ),
        Status::Ub => Run::Ub(
            r.reports
                .first()
                .map(|x| x.kind.clone())
                .unwrap_or_default(),
        ),
        _ => Run::Failed(
            r.reports
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join("; "),
        ),
    };
    (run, r.reports)
}

pub fn check_self(p: &Program, m: &Module) -> Verdict {
    // Text: the custom and the generic form both read back to the same module.
    for generic in [false, true] {
        let text = print_module_with(m, PrintOptions { generic });
        match parse_module(&text) {
            Ok(back) if back == *m => {}
            Ok(_) => {
                return Verdict::Finding(finding(
                    "text-roundtrip",
                    "self",
                    format!(
                        "the {} form reads back to another module",
                        if generic { "generic" } else { "custom" }
                    ),
                    "",
                ))
            }
            Err(d) => {
                return Verdict::Finding(finding(
                    "text-roundtrip",
                    "self",
                    format!(
                        "the printed {} form does not parse: {}",
                        if generic { "generic" } else { "custom" },
                        d.message
                    ),
                    "",
                ))
            }
        }
    }
    // Bytecode: what the writer writes, the reader reads back.
    let v = Version::LATEST;
    match write_module(m, &WriteOptions { version: v }) {
        Err(d) => {
            return Verdict::Finding(finding(
                "bytecode-write",
                "self",
                format!(
                    "the bytecode writer refuses a verified program: {}",
                    d.message
                ),
                "",
            ))
        }
        Ok(bytes) => {
            match read_module(&bytes) {
                Ok(back) if back == normalize_for_version(m, v) => {}
                Ok(_) => {
                    return Verdict::Finding(finding(
                        "bytecode-roundtrip",
                        "self",
                        "bytecode reads back to another module".into(),
                        "",
                    ))
                }
                Err(e) => {
                    return Verdict::Finding(finding(
                        "bytecode-roundtrip",
                        "self",
                        format!("written bytecode does not read: {e}"),
                        "",
                    ))
                }
            }
            if let Some(f) = disasm_refuses(&bytes) {
                return Verdict::Finding(f);
            }
        }
    }
    // The interpreter runs the program with every value stored (so the reference can check
    // each op), one block at a time, then under the other schedules.
    let q = reference::probe(p);
    let qm = match module_of(&q) {
        Ok(m) => m,
        Err(f) => return Verdict::Finding(f),
    };
    let base = match run(&q, &qm, Schedule::Sequential, 1) {
        Run::Done(b) => b,
        Run::Ub(kind) => return Verdict::Discard(format!("ub:{kind}")),
        Run::Failed(e) => return Verdict::Finding(finding("interp-error", "self", e, "")),
    };
    // Race-free by construction: every schedule and thread count gives the same bits.
    if p.grid > 1 {
        for (sched, threads) in [(Schedule::Reverse, 1), (Schedule::Parallel, 2)] {
            match run(&q, &qm, sched, threads) {
                Run::Done(b) if b == base => {}
                Run::Done(b) => {
                    let k = (0..b.len()).find(|&k| b[k] != base[k]).unwrap_or(0);
                    return Verdict::Finding(finding(
                        "schedule",
                        "self",
                        format!(
                            "buffer {k} differs between the sequential and the {sched:?} schedule"
                        ),
                        "",
                    ));
                }
                _ => {
                    return Verdict::Finding(finding(
                        "schedule",
                        "self",
                        format!("the {sched:?} schedule fails where the sequential one ran"),
                        "",
                    ))
                }
            }
        }
    }
    // Reductions whose combiners neither round nor promise no overflow (where an overflow, and
    // so undefined behaviour, depends on the order) give the same bits in every fold order.
    let reductions: Vec<&(
        &tileref_spec::ops::OpDef,
        Vec<(String, tileref_spec::attrs::Attr)>,
    )> = p.nodes.iter().filter_map(|n| n.combiner.as_ref()).collect();
    let order_free = reductions.iter().all(|(c, attrs)| {
        let wraps = !attrs.iter().any(|(n, a)| n == "overflow" && matches!(a, tileref_spec::attrs::Attr::Enum(d, v) if d.case_name(*v) != Some("none")));
        wraps && COMBINERS.iter().any(|k| k.op == c.name && k.order_free)
    });
    if !reductions.is_empty() && order_free {
        for order in [ReduceOrder::Tree, ReduceOrder::Reverse] {
            match run_with(&q, &qm, Schedule::Sequential, 1, order) {
                Run::Done(b) if b == base => {}
                Run::Done(b) => {
                    let k = (0..b.len()).find(|&k| b[k] != base[k]).unwrap_or(0);
                    return Verdict::Finding(finding(
                        "reduce-order",
                        "self",
                        format!(
                            "buffer {k} differs between the linear and the {order:?} reduce order"
                        ),
                        "",
                    ));
                }
                _ => {
                    return Verdict::Finding(finding(
                        "reduce-order",
                        "self",
                        format!("the {order:?} reduce order fails where the linear one ran"),
                        "",
                    ))
                }
            }
        }
    }
    if let v @ (Verdict::Finding(_) | Verdict::Discard(_)) = reference::compare(p, &q, &base) {
        return v;
    }
    whole_program(&q, &qm, &base)
}

/// NVIDIA's `tileirdisasm`, when on PATH, must read every module tileref writes; its refusal
/// (or crash) is a finding. Without it on PATH this check is skipped.
fn disasm_refuses(bytes: &[u8]) -> Option<Finding> {
    static EXE: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    let exe = EXE.get_or_init(|| {
        std::env::var_os("PATH").and_then(|p| {
            std::env::split_paths(&p)
                .map(|d| d.join("tileirdisasm"))
                .find(|f| f.is_file())
        })
    });
    let exe = exe.as_ref()?;
    static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let path = std::env::temp_dir().join(format!(
        "tileref-fuzz-{}-{}.tileirbc",
        std::process::id(),
        N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::write(&path, bytes).ok()?;
    let out = std::process::Command::new(exe).arg(&path).output();
    let _ = std::fs::remove_file(&path);
    let out = out.ok()?;
    if out.status.success() {
        return None;
    }
    let msg = String::from_utf8_lossy(&out.stderr)
        .lines()
        .next()
        .map(str::to_string)
        .unwrap_or_else(|| format!("exited with {}", out.status));
    Some(finding(
        "tileirdisasm-rejects",
        "self",
        format!("tileirdisasm refuses the bytecode tileref wrote: {msg}"),
        &msg,
    ))
}

/// The whole program through `tileref_conformance::refeval` (a second evaluator, written from
/// the spec, validated on the corpus): where it runs the program, its buffers must be the
/// interpreter's, bit for bit.
fn whole_program(q: &Program, qm: &Module, base: &[Vec<u8>]) -> Verdict {
    use tileref_conformance::refeval::{run as reval, RefArg, RefError};
    let args: Vec<RefArg> = q
        .buffers()
        .into_iter()
        .map(|(elem, bytes)| RefArg::Buffer { elem, bytes })
        .collect();
    match reval(qm, ENTRY, [q.grid, 1, 1], &args) {
        Ok(bufs) if bufs == base => Verdict::Pass,
        Ok(bufs) => {
            let k = (0..bufs.len()).find(|&k| bufs[k] != base[k]).unwrap_or(0);
            let at = bufs[k]
                .iter()
                .zip(&base[k])
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            Verdict::Finding(finding(
                "refeval-mismatch",
                "self",
                format!("buffer {k} byte {at}: the interpreter and refeval differ"),
                &format!("buffer {k}"),
            ))
        }
        Err(RefError::Unsupported(_)) => Verdict::Pass,
        Err(RefError::Ub(u)) => Verdict::Finding(finding(
            "refeval-ub",
            "self",
            format!("refeval finds undefined behaviour the interpreter does not: {u}"),
            "",
        )),
    }
}
