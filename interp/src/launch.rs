//! Launching a kernel: globals, arguments, and the grid of tile blocks under a schedule.
//! Blocks are resumable (see `exec`): a block that polls memory without progress is suspended
//! so every other block runs, whatever the schedule; if no block can make progress the run
//! reports a deadlock instead of hanging. A launch that reaches `max_steps` or `timeout` stops
//! as a whole (see `halt`).

use crate::exec::{BlockExec, Outcome};
use crate::halt::{Halt, Limit};
use crate::memory::{AllocKind, Memory};
use crate::options::{Options, Schedule};
use crate::program::Program;
use crate::report::{Category, Report};
use crate::value::{Tile, Value};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};
use tileref_spec::ir::{Func, FuncKind, Module};
use tileref_spec::types::{Elem, Type};

/// Overall verdict of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ok,
    Ub,
    Race,
    /// Stopped by `max_steps` or `timeout` before it finished (and no UB or race was found):
    /// the program may be fine, the run is incomplete.
    Limit,
    Error,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Ub => "ub",
            Status::Race => "race",
            Status::Limit => "limit",
            Status::Error => "error",
        }
    }
}

#[derive(Debug)]
pub struct LaunchResult {
    pub status: Status,
    pub reports: Vec<Report>,
    pub prints: String,
}

/// Steps a polling block may run before it is suspended.
const POLL_BUDGET: u64 = 64;
/// Suspensions after which a parallel worker goes on with the same block rather than queue it:
/// most blocks that poll only load their inputs and finish soon, and resuming them at once
/// keeps their tiles hot and the blocks alive few (unstarted blocks come first from the
/// queue, so every block would otherwise be started before any finished). A block that
/// keeps polling (waiting for another) goes to the queue after these.
const KEEP_RUNNING: u32 = 16;
/// Rounds of suspensions without any memory change (per live block) before a deadlock is declared.
const DEADLOCK_ROUNDS: u64 = 256;

fn linear_to_id(i: u64, grid: [u32; 3]) -> [u32; 3] {
    let (gx, gy) = (grid[0] as u64, grid[1] as u64);
    [
        (i % gx) as u32,
        ((i / gx) % gy) as u32,
        (i / (gx * gy)) as u32,
    ]
}

/// Writes the module's globals into memory; returns their addresses. Refused when they need
/// more than `limit` bytes (each may have 2^24 elements) or an alignment leaves no room.
fn place_globals(m: &Module, mem: &Memory, limit: u64) -> Result<HashMap<String, u64>, String> {
    let need: u64 = m
        .globals()
        .map(|g| (g.value.num_elements() as u64 * g.value.elem.storage_bits() as u64).div_ceil(8))
        .sum();
    if need > limit {
        return Err(format!(
            "the module's globals need {need} bytes, more than the memory limit of {limit} bytes"
        ));
    }
    let mut out = HashMap::new();
    for g in m.globals() {
        let e = g.value.elem;
        let n = g.value.num_elements();
        let mut bytes = vec![0u8; (n * e.storage_bits() as usize).div_ceil(8)];
        let align = g.alignment.unwrap_or(0).max(e.storage_bytes() as i64) as u64;
        mem.access(|inner| {
            let base = inner
                .try_alloc(bytes.len() as u64, align, AllocKind::Global(g.name.clone()), Some(&bytes))
                .ok_or_else(|| format!("global @{} aligned to {align} bytes cannot be placed: no such address is left", g.name))?;
            for i in 0..n {
                let v = g.value.get(i);
                let r = match crate::layout::elem_bytes(e) {
                    Some(b) => inner.write_elem(base + (i * b) as u64, e, v),
                    None => inner.write_nibble(base + (i / 2) as u64, i % 2 == 1, v),
                };
                debug_assert!(r.is_ok());
            }
            if g.constant {
                inner.set_read_only(base);
            }
            out.insert(g.name.clone(), base);
            Ok::<(), String>(())
        })?;
        bytes.clear();
    }
    Ok(out)
}

/// Runs `entry` of `module` over `grid` with scalar arguments given as bit patterns (pointers
/// are addresses from `mem`). Errors in the launch itself (unknown entry, wrong arguments)
/// come back as `Err`.
pub fn launch(
    module: &Module,
    entry: &str,
    grid: [u32; 3],
    args: &[u64],
    mem: &Memory,
    opts: &Options,
) -> Result<LaunchResult, String> {
    // `timeout` counts from here.
    let start = Instant::now();
    let func = module
        .funcs()
        .find(|f| f.name == entry && f.kind == FuncKind::Entry)
        .ok_or_else(|| format!("no entry named '{entry}' in module @{}", module.name))?;
    if args.len() != func.params.len() {
        return Err(format!(
            "entry @{entry} takes {} arguments, {} given",
            func.params.len(),
            args.len()
        ));
    }
    if grid.iter().any(|&g| g == 0) {
        return Err("every grid extent must be at least 1".into());
    }
    if grid.iter().any(|&g| g >= 1 << 24) {
        return Err(
            "grid extents must be below 2^24 (larger ones give wrong block ids on the GPU)".into(),
        );
    }
    let mut vals = vec![];
    for (p, &bits) in func.params.iter().zip(args) {
        match func.ty(*p) {
            Type::Tile(t) if t.rank() == 0 => {
                let w = match &t.elem {
                    Elem::Ptr(_) => 64,
                    Elem::Num(e) => e.bit_width(),
                };
                let bits = bits & crate::numeric::int_ops::mask(w);
                vals.push(Value::tile(Tile::new(vec![], t.elem.clone(), vec![bits])));
            }
            other => {
                return Err(format!(
                    "entry parameter of type {other} cannot be passed from the host"
                ))
            }
        }
    }
    let globals = place_globals(module, mem, opts.max_memory)?;
    let mut prog = Program::new(module, func, grid, globals, mem, opts.clone());
    let total = grid.iter().map(|&g| g as u64).product::<u64>();
    let halt = prog.halt.clone();
    let reports = with_timeout(&halt, opts.timeout, start, || {
        prog.hoist(&vals);
        match opts.schedule {
            Schedule::Parallel => run_parallel(&prog, total),
            s => run_serial(&prog, total, s),
        }
    });
    let mut all: Vec<Report> = vec![];
    for r in reports
        .into_iter()
        .chain(prog.notes.into_inner().unwrap_or_default())
    {
        if let Some(x) = all.iter_mut().find(|x| x.dedup_key() == r.dedup_key()) {
            x.count += r.count;
        } else {
            all.push(r);
        }
    }
    // Reports in a stable order whatever the schedule: by category, then block, then site.
    all.sort_by(|a, b| {
        (a.category, a.block, a.site.as_ref().map(|s| s.span.start))
            .partial_cmp(&(b.category, b.block, b.site.as_ref().map(|s| s.span.start)))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    // UB and races are facts about the program, so they outrank a limit; a limit outranks
    // errors and failed asserts, which say nothing of the part of the run that was cut off.
    let status = if all.iter().any(|r| r.category == Category::Race) {
        Status::Race
    } else if all.iter().any(|r| r.category == Category::Ub) {
        Status::Ub
    } else if all.iter().any(|r| r.category == Category::Limit) {
        Status::Limit
    } else if all
        .iter()
        .any(|r| matches!(r.category, Category::Error | Category::Assert))
    {
        Status::Error
    } else {
        Status::Ok
    };
    Ok(LaunchResult {
        status,
        reports: all,
        prints: prog.prints.into_inner().unwrap_or_default(),
    })
}

/// Runs `f` while a watchdog thread stops the launch through `halt` once `timeout` has passed
/// since `start`. The watchdog only raises the flag; the blocks stop themselves.
fn with_timeout<R>(
    halt: &Halt,
    timeout: Option<Duration>,
    start: Instant,
    f: impl FnOnce() -> R,
) -> R {
    let Some(limit) = timeout else { return f() };
    let finished = Mutex::new(false);
    let wake = Condvar::new();
    /// Releases the watchdog when `f` returns or unwinds.
    struct Finish<'a>(&'a Mutex<bool>, &'a Condvar);
    impl Drop for Finish<'_> {
        fn drop(&mut self) {
            *self.0.lock().unwrap_or_else(|p| p.into_inner()) = true;
            self.1.notify_all();
        }
    }
    std::thread::scope(|s| {
        s.spawn(|| {
            let mut done = finished.lock().unwrap_or_else(|p| p.into_inner());
            while !*done {
                let left = limit.saturating_sub(start.elapsed());
                if left.is_zero() {
                    halt.trip(Limit::Time(limit));
                    return;
                }
                done = wake
                    .wait_timeout(done, left)
                    .unwrap_or_else(|p| p.into_inner())
                    .0;
            }
        });
        let _finish = Finish(&finished, &wake);
        f()
    })
}

/// The random schedule's generator.
use crate::rng::SplitMix64 as Rng;

enum Job<'m> {
    Fresh([u32; 3]),
    Suspended(Box<BlockExec<'m>>),
}

impl<'m> Job<'m> {
    /// The block to run: a new one, or the suspended one.
    fn into_exec(self, prog: &Program<'m>) -> Box<BlockExec<'m>> {
        match self {
            Job::Fresh(id) => Box::new(BlockExec::new(prog, id)),
            Job::Suspended(b) => b,
        }
    }

    /// The report of a stopped launch at a block that did not get to run on, if it is the
    /// first to claim it: the block and the op it would have run next (a fresh block's first).
    fn stop_report(self, prog: &Program<'m>) -> Option<Report> {
        match self.into_exec(prog).stopped(prog.halt.claim(), None) {
            Outcome::Failed(r) => Some(r),
            _ => None,
        }
    }
}

fn deadlock_report(ids: &[[u32; 3]]) -> Report {
    let list: Vec<String> = ids
        .iter()
        .take(8)
        .map(|b| format!("({}, {}, {})", b[0], b[1], b[2]))
        .collect();
    Report::error(
        "deadlock",
        format!(
            "deadlock: {} tile block(s) keep polling memory that no block changes any more: {}{}",
            ids.len(),
            list.join(", "),
            if ids.len() > 8 { ", …" } else { "" }
        ),
    )
}

fn run_serial<'m>(prog: &Program<'m>, total: u64, sched: Schedule) -> Vec<Report> {
    let mut order: Vec<u64> = (0..total).collect();
    let mut rng = Rng(match sched {
        Schedule::Random(s) => s,
        _ => 0,
    });
    match sched {
        Schedule::Reverse => order.reverse(),
        Schedule::Random(_) => {
            for i in (1..order.len()).rev() {
                let j = (rng.next() % (i as u64 + 1)) as usize;
                order.swap(i, j);
            }
        }
        _ => {}
    }
    let mut queue: VecDeque<Job<'m>> = order
        .into_iter()
        .map(|i| Job::Fresh(linear_to_id(i, prog.grid)))
        .collect();
    let mut reports = vec![];
    let mut idle = 0u64;
    while let Some(job) = queue.pop_front() {
        if prog.halt.is_set() {
            // Stopped between blocks (the last one finished as the time ran out): the stop
            // is reported at the block that did not get to run.
            reports.extend(job.stop_report(prog));
            break;
        }
        let mut b = job.into_exec(prog);
        let out = b.run(prog, POLL_BUDGET);
        if b.flags.wrote {
            idle = 0;
        }
        match out {
            Outcome::Done | Outcome::Stopped => {
                idle = 0;
                prog.free_block(b.id);
            }
            Outcome::Failed(r) => {
                idle = 0;
                reports.push(r);
                prog.free_block(b.id);
            }
            Outcome::Yielded => {
                idle += 1;
                let live = queue.len() as u64 + 1;
                let fresh_left = queue.iter().any(|j| matches!(j, Job::Fresh(_)));
                if !fresh_left && idle > live * DEADLOCK_ROUNDS {
                    let mut ids = vec![b.id];
                    ids.extend(queue.iter().filter_map(|j| match j {
                        Job::Suspended(s) => Some(s.id),
                        Job::Fresh(id) => Some(*id),
                    }));
                    ids.sort();
                    reports.push(deadlock_report(&ids));
                    return reports;
                }
                match sched {
                    Schedule::Random(_) => {
                        let pos = (rng.next() % (queue.len() as u64 + 1)) as usize;
                        queue.insert(pos, Job::Suspended(b));
                    }
                    _ => queue.push_back(Job::Suspended(b)),
                }
            }
        }
    }
    reports
}

/// A pool of `threads` workers kept for the life of the process (one per thread count), so
/// a launch does not pay for starting threads and warming their allocator heaps. Launches
/// that share a pool still finish: any one worker can run every block of its launch.
fn worker_pool(threads: usize) -> Arc<rayon::ThreadPool> {
    static POOLS: OnceLock<Mutex<HashMap<usize, Arc<rayon::ThreadPool>>>> = OnceLock::new();
    let mut pools = POOLS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner());
    pools
        .entry(threads)
        .or_insert_with(|| {
            Arc::new(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .thread_name(|i| format!("tileref-worker-{i}"))
                    .build()
                    .expect("worker threads"),
            )
        })
        .clone()
}

/// Workers of a parallel launch asked for `threads` (`None`: one per core).
fn worker_count(threads: Option<usize>) -> usize {
    threads
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
        .max(1)
}

/// Starts the workers a parallel launch with `threads` will use ahead of it (a host calls it
/// on a thread of its own while it loads the inputs); the launch then finds them running.
pub fn warm_workers(threads: Option<usize>) {
    worker_pool(worker_count(threads));
}

/// Runs `f` once on each worker of the pool for `threads`, ahead of any launch's blocks
/// queued after this call; returns at once. (A host prepares the workers' memory with it.)
pub fn on_each_worker(threads: Option<usize>, f: impl Fn() + Send + Sync + 'static) {
    worker_pool(worker_count(threads)).spawn_broadcast(move |_| f());
}

/// Byte sizes of the tile buffers a run of `func` makes, largest first: each tile type's
/// element words (a tile keeps one u64 per element) and half that (an f32 copy of a tile's
/// words, as mma makes).
pub fn tile_buffer_sizes(func: &Func) -> Vec<usize> {
    let mut sizes: Vec<usize> = func
        .values
        .iter()
        .filter_map(|v| match &v.ty {
            Type::Tile(t) => usize::try_from(t.num_elements())
                .ok()?
                .checked_mul(std::mem::size_of::<u64>()),
            _ => None,
        })
        .flat_map(|b| [b, b / 2])
        .collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes.dedup();
    sizes
}

fn run_parallel<'m>(prog: &Program<'m>, total: u64) -> Vec<Report> {
    let threads = worker_count(prog.opts.threads);
    let queue: Mutex<VecDeque<Job<'m>>> = Mutex::new(VecDeque::new());
    // Jobs in the queue, read by idle workers without taking its lock.
    let queued = AtomicUsize::new(0);
    let next_fresh = AtomicU64::new(0);
    let reports = Mutex::new(vec![]);
    let idle = AtomicU64::new(0);
    let live = AtomicUsize::new(total as usize);
    let stop = std::sync::atomic::AtomicBool::new(false);
    worker_pool(threads).scope(|s| {
        for _ in 0..threads.min(total as usize) {
            s.spawn(|_| {
                // A block this worker suspended and runs again at once (see KEEP_RUNNING).
                let mut kept: Option<Box<BlockExec<'m>>> = None;
                loop {
                    // Also ends the wait for suspended blocks below once a limit stops the launch.
                    if stop.load(Ordering::Relaxed) || prog.halt.is_set() {
                        if let Some(b) = kept.take() {
                            // Reported as waiting, as a queued block is.
                            queue
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .push_front(Job::Suspended(b));
                            queued.fetch_add(1, Ordering::SeqCst);
                        }
                        return;
                    }
                    // Unstarted blocks first: a suspended block may be waiting for one of them.
                    // Idle workers look at counters before they touch a lock or a contended
                    // line, so the blocks still running are not slowed by them.
                    let job = if let Some(b) = kept.take() {
                        Some(Job::Suspended(b))
                    } else if let Some(i) = (next_fresh.load(Ordering::Relaxed) < total)
                        .then(|| next_fresh.fetch_add(1, Ordering::Relaxed))
                        .filter(|&i| i < total)
                    {
                        Some(Job::Fresh(linear_to_id(i, prog.grid)))
                    } else if queued.load(Ordering::SeqCst) > 0 {
                        let j = queue.lock().unwrap_or_else(|p| p.into_inner()).pop_front();
                        if j.is_some() {
                            queued.fetch_sub(1, Ordering::SeqCst);
                        }
                        j
                    } else {
                        None
                    };
                    let Some(job) = job else {
                        if live.load(Ordering::Relaxed) == 0 {
                            return;
                        }
                        std::thread::yield_now();
                        continue;
                    };
                    let mut b = job.into_exec(prog);
                    let out = b.run(prog, POLL_BUDGET);
                    if b.flags.wrote {
                        idle.store(0, Ordering::Relaxed);
                    }
                    match out {
                        Outcome::Done | Outcome::Failed(_) | Outcome::Stopped => {
                            idle.store(0, Ordering::Relaxed);
                            prog.free_block(b.id);
                            if let Outcome::Failed(r) = out {
                                reports.lock().unwrap_or_else(|p| p.into_inner()).push(r);
                            }
                            live.fetch_sub(1, Ordering::Relaxed);
                        }
                        Outcome::Yielded => {
                            let n = idle.fetch_add(1, Ordering::Relaxed) + 1;
                            let l = live.load(Ordering::Relaxed) as u64;
                            if next_fresh.load(Ordering::Relaxed) >= total
                                && n > l * DEADLOCK_ROUNDS * 4
                            {
                                let mut q = queue.lock().unwrap_or_else(|p| p.into_inner());
                                let mut ids = vec![b.id];
                                ids.extend(q.iter().filter_map(|j| match j {
                                    Job::Suspended(s) => Some(s.id),
                                    Job::Fresh(id) => Some(*id),
                                }));
                                q.clear();
                                queued.store(0, Ordering::SeqCst);
                                ids.sort();
                                if !stop.swap(true, Ordering::Relaxed) {
                                    reports
                                        .lock()
                                        .unwrap_or_else(|p| p.into_inner())
                                        .push(deadlock_report(&ids));
                                }
                                return;
                            }
                            if b.yields < KEEP_RUNNING {
                                b.yields += 1;
                                kept = Some(b);
                            } else {
                                queue
                                    .lock()
                                    .unwrap_or_else(|p| p.into_inner())
                                    .push_back(Job::Suspended(b));
                                queued.fetch_add(1, Ordering::SeqCst);
                            }
                        }
                    }
                }
            });
        }
    });
    let mut reports = reports.into_inner().unwrap_or_default();
    // Stopped while no block was running (between blocks, or before a worker of a pool shared
    // with other launches got to this one): reported at the first block left waiting.
    let next = next_fresh.load(Ordering::Relaxed);
    let waiting = if next < total {
        Some(Job::Fresh(linear_to_id(next, prog.grid)))
    } else {
        queue.lock().unwrap_or_else(|p| p.into_inner()).pop_front()
    };
    if let Some(job) = waiting {
        reports.extend(job.stop_report(prog));
    }
    reports
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stop seen between blocks (no block running) is reported at the block left waiting
    /// and at the op it would have run, under both schedulers.
    #[test]
    fn a_stop_between_blocks_names_the_waiting_block_and_op() {
        let src = "cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<i32>
    %b = addi %a, %a : tile<i32>
  }
}";
        let m = tileref_spec::text::parse_module(src).expect("parses");
        let func = m.funcs().next().expect("entry");
        let mem = Memory::new();
        for sched in [
            Schedule::Sequential,
            Schedule::Random(3),
            Schedule::Parallel,
        ] {
            let opts = Options {
                schedule: sched,
                ..Options::default()
            };
            let prog = Program::new(&m, func, [4, 1, 1], HashMap::new(), &mem, opts);
            prog.halt.trip(Limit::Time(Duration::from_millis(300)));
            let reports = match sched {
                Schedule::Parallel => run_parallel(&prog, 4),
                s => run_serial(&prog, 4, s),
            };
            assert_eq!(reports.len(), 1, "{sched:?}: {reports:#?}");
            let r = &reports[0];
            assert_eq!(r.kind, "time-limit", "{sched:?}");
            assert!(r.block.is_some(), "{sched:?}: {r:#?}");
            assert_eq!(
                r.site.as_ref().map(|s| s.op.as_str()),
                Some("constant"),
                "{sched:?}"
            );
        }
    }
}
