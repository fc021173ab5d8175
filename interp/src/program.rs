//! What every tile block of a launch shares: the module, the entry, the grid, memory,
//! the options, and the output streams.

use crate::concurrency::ShadowShards;
use crate::halt::Halt;
use crate::memory::Memory;
use crate::value::Value;
use crate::numeric::{FtoiI1, NanPolicy, ShiftPolicy};
use crate::report::{Category, Report};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tileref_spec::ir::{Block, Func, Module, Op, ValueId};
use tileref_spec::types::{TiledViewType, Type};

/// Order in which tile blocks run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// All cores; blocks taken from a shared queue.
    Parallel,
    /// One at a time, in increasing linear block id.
    Sequential,
    /// One at a time, in decreasing linear block id.
    Reverse,
    /// One at a time, in a seeded pseudo-random order (also after each suspension).
    Random(u64),
}

impl Schedule {
    pub fn parse(s: &str) -> Option<Schedule> {
        match s {
            "parallel" => Some(Schedule::Parallel),
            "sequential" => Some(Schedule::Sequential),
            "reverse" => Some(Schedule::Reverse),
            _ => s.strip_prefix("random:").and_then(|n| n.parse().ok()).map(Schedule::Random),
        }
    }
}

/// The order in which reduce combines elements (the spec leaves it open). No order folds the
/// identity in: a reduction of the elements alone is what tileiras computes on the H100 for
/// every lane length up to 16 (docs/semantics.md has the measurements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ReduceOrder {
    /// (((x0 ⊕ x1) ⊕ x2) …): a left fold over the elements in index order.
    #[default]
    Linear,
    /// Pairwise tree over the elements, level by level.
    Tree,
    /// A left fold over the elements in reverse order.
    Reverse,
}

impl ReduceOrder {
    pub fn parse(s: &str) -> Option<ReduceOrder> {
        match s {
            "linear" => Some(ReduceOrder::Linear),
            "tree" => Some(ReduceOrder::Tree),
            "reverse" => Some(ReduceOrder::Reverse),
            _ => None,
        }
    }
}

/// What a run does at undefined behaviour (`Options::ub`; see `eval::ub`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UbPolicy {
    /// Every undefined behaviour stops the tile block that met it and is reported.
    #[default]
    Raise,
    /// A view tile outside the view's index space and pointer elements outside every
    /// allocation do what the GPU does (padding or zeros read, stores and atomics dropped),
    /// reported once per site as `Category::UbWarning`; any other UB stops as under `Raise`.
    Warn,
}

impl UbPolicy {
    pub fn parse(s: &str) -> Option<UbPolicy> {
        match s {
            "raise" => Some(UbPolicy::Raise),
            "warn" => Some(UbPolicy::Warn),
            _ => None,
        }
    }
}

/// The default step limit per tile block. A tight scalar loop runs at 11–36 million ops per
/// second on one thread (measured on the shared 2-core development machine: `loop { continue }`
/// 25–36 M/s, a loop of an `addi` and a `continue` 11–16 M/s), so an endless loop stops after
/// about 20–40 s (measured: 20 s and 39 s), and a grid of them not much later, since the first
/// block to reach the limit stops the launch (64 such blocks: 18 s sequential, 33 s parallel
/// on 2 busy cores). Real kernels execute thousands to a few million ops per tile block. Loops
/// over large tiles run far fewer ops per second (64×64 f32 `addf`: 0.7 M/s); `timeout`
/// bounds those.
pub const DEFAULT_MAX_STEPS: u64 = 500_000_000;

/// The default memory limit: 4 GiB, 32 tiles of the largest size the verifier allows (2^24
/// elements, 8 bytes each as stored). Real kernels hold tiles of at most tens of thousands of
/// elements, and allocas and globals of that order.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

#[derive(Clone, Debug)]
pub struct Options {
    pub schedule: Schedule,
    /// Worker threads for the parallel schedule (default: all cores).
    pub threads: Option<usize>,
    /// Operations one tile block may execute before the whole launch is stopped
    /// ([`DEFAULT_MAX_STEPS`] unless set).
    pub max_steps: u64,
    /// Wall-clock time the launch may take before it is stopped (none by default: a time
    /// limit would make results depend on the machine).
    pub timeout: Option<Duration>,
    pub nan: NanPolicy,
    pub ftoi_i1: FtoiI1,
    pub shift: ShiftPolicy,
    pub reduce_order: ReduceOrder,
    /// Report unspecified-but-defined behaviour the results depended on, as warnings.
    pub strict: bool,
    /// Detect data races (results are the same either way).
    pub races: bool,
    /// Stop at every undefined behaviour, or continue past the kinds GPU test suites rely on.
    pub ub: UbPolicy,
    /// Bytes of host memory the interpreter may spend on each of: the tile values one tile
    /// block holds at once, those of the ops hoisted out of all blocks, the module's globals
    /// (a launch whose globals need more is refused) and the allocas alive at once. Past it
    /// the whole launch is stopped ([`DEFAULT_MAX_MEMORY`] unless set).
    pub max_memory: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            schedule: Schedule::Parallel,
            threads: None,
            max_steps: DEFAULT_MAX_STEPS,
            timeout: None,
            nan: NanPolicy::H100,
            ftoi_i1: FtoiI1::NonZero,
            shift: ShiftPolicy::Clamp,
            reduce_order: ReduceOrder::Linear,
            strict: false,
            races: true,
            ub: UbPolicy::Raise,
            max_memory: DEFAULT_MAX_MEMORY,
        }
    }
}

pub struct Program<'m> {
    pub module: &'m Module,
    pub func: &'m Func,
    pub grid: [u32; 3],
    pub globals: HashMap<String, u64>,
    pub mem: &'m Memory,
    pub opts: Options,
    /// Output of print_tko, in execution order.
    pub prints: Mutex<String>,
    /// Failed asserts, races and warnings (execution goes on after them).
    pub notes: Mutex<Vec<Report>>,
    /// Set when a limit stops the launch; every block checks it (shared with the watchdog
    /// of `timeout`).
    pub halt: Arc<Halt>,
    /// Every op of the entry in program order (a race report's `Acc::site` indexes it), and
    /// each op's index by address.
    sites: (HashMap<usize, u32>, Vec<&'m Op>),
    /// The declared type of every view-typed value, shared by the views made at run time.
    view_types: Vec<Option<Arc<TiledViewType>>>,
    /// Race-detection state, when detection is on.
    pub shadow: Option<ShadowShards>,
    /// Whether any block made a private alloca (else finished blocks have nothing to free).
    pub private_allocas: AtomicBool,
    /// Values that are the same in every tile block: the parameters and the results of pure
    /// ops of them (views, constants, shapes), computed once per launch by
    /// [`Program::hoist`]. Blocks read them here and skip their ops.
    pub invariant: Vec<Option<Value>>,
}

impl<'m> Program<'m> {
    pub fn new(module: &'m Module, func: &'m Func, grid: [u32; 3], globals: HashMap<String, u64>, mem: &'m Memory, opts: Options) -> Program<'m> {
        fn walk<'m>(b: &'m Block, out: &mut Vec<&'m Op>) {
            for op in &b.ops {
                out.push(op);
                for r in &op.regions {
                    for b in &r.blocks {
                        walk(b, out);
                    }
                }
            }
        }
        let mut ops = vec![];
        walk(&func.body, &mut ops);
        let index = ops.iter().enumerate().map(|(i, op)| (*op as *const Op as usize, i as u32)).collect();
        let view_types = func
            .values
            .iter()
            .map(|v| match &v.ty {
                Type::View(t) => Some(Arc::new(t.clone())),
                _ => None,
            })
            .collect();
        Program {
            module,
            func,
            grid,
            globals,
            mem,
            prints: Mutex::new(String::new()),
            notes: Mutex::new(vec![]),
            halt: Arc::default(),
            sites: (index, ops),
            view_types,
            shadow: opts.races.then(ShadowShards::default),
            private_allocas: AtomicBool::new(false),
            invariant: vec![],
            opts,
        }
    }

    /// The site index of an op (stable for the launch).
    pub fn site(&self, op: &'m Op) -> u32 {
        self.sites.0.get(&(op as *const Op as usize)).copied().unwrap_or(u32::MAX)
    }
    pub fn site_op(&self, i: u32) -> Option<&'m Op> {
        self.sites.1.get(i as usize).copied()
    }

    /// Computes [`Program::invariant`] for a launch with `args`. An op is evaluated once here
    /// when it is pure, has no regions, does not depend on the block (block ids, tokens) and
    /// all its operands are invariant; if that evaluation fails, the op is left to the blocks
    /// (which report it with their own block ids). Not under `--strict`, whose warnings are
    /// attributed per block.
    pub fn hoist(&mut self, args: &[Value]) {
        let f = self.func;
        let mut env = crate::value::Env::new(f.values.len());
        for (p, a) in f.params.iter().zip(args) {
            env.set(p.0 as usize, Some(a.clone()));
        }
        if !self.opts.strict {
            // Every op in program order, so operands come before their users.
            let ops = self.sites.1.clone();
            let mut flags = crate::eval::Flags::default();
            let mut chains = crate::concurrency::Chains::new(0);
            // Hoisted ops have no regions, so nothing counts steps here.
            let mut steps = 0;
            for op in ops {
                // Once a limit stopped the launch the blocks stop before their first op.
                if self.halt.is_set() {
                    break;
                }
                let def = op.def();
                let hoistable = def.has(tileref_spec::ops::traits::PURE)
                    && !def.has(tileref_spec::ops::traits::PER_BLOCK)
                    && op.regions.is_empty()
                    && !op.results.is_empty()
                    // Tokens carry the block's own clocks.
                    && !op.results.iter().any(|r| f.ty(*r).is_token())
                    && op.operands.iter().all(|v| env.is_set(v.0 as usize));
                if !hoistable {
                    continue;
                }
                let mut ctx = crate::eval::Ctx { prog: self, env: &mut env, block: [0, 0, 0], flags: &mut flags, chains: &mut chains, steps: &mut steps };
                let failed = crate::eval::eval_op(&mut ctx, op).is_err();
                let full = env.tile_bytes() > self.opts.max_memory;
                if failed || full {
                    for r in &op.results {
                        env.set(r.0 as usize, None);
                    }
                }
                // Past the memory limit the rest is left to the blocks, which stop at it.
                if full {
                    break;
                }
            }
        }
        self.invariant = env.into_slots();
    }

    /// Whether `op` was evaluated once for all blocks by [`Program::hoist`].
    pub fn hoisted(&self, op: &Op) -> bool {
        op.results.first().is_some_and(|r| matches!(self.invariant.get(r.0 as usize), Some(Some(_))))
    }

    /// Frees the private allocas of a finished tile block (and what the shadow knew of them).
    pub fn free_block(&self, block: [u32; 3]) {
        if !self.private_allocas.load(Ordering::Acquire) {
            return;
        }
        let freed = self.mem.access(|m| m.free_block_allocas(block));
        if let Some(sh) = &self.shadow {
            for (lo, hi) in freed {
                sh.forget(lo, hi);
                // 4-bit elements are recorded at tagged nibble places.
                sh.forget((1 << 63) | lo << 1, (1 << 63) | hi << 1);
            }
        }
    }

    /// The shared declared type of a view-typed value.
    pub fn view_type(&self, v: ValueId) -> Option<Arc<TiledViewType>> {
        self.view_types.get(v.0 as usize).cloned().flatten()
    }

    pub fn note(&self, r: Report) {
        // Linear block id (blocks without one last).
        let lin = |b: Option<[u32; 3]>| b.map_or(u64::MAX, |b| b[0] as u64 + self.grid[0] as u64 * (b[1] as u64 + self.grid[1] as u64 * b[2] as u64));
        let mut v = self.notes.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(x) = v.iter_mut().find(|x| x.dedup_key() == r.dedup_key()) {
            // A UB warning names the first tile block that met its site (by linear id, so the
            // same under every schedule); within a block, the first time it did.
            if r.category == Category::UbWarning && lin(r.block) < lin(x.block) {
                let count = x.count + r.count;
                *x = r;
                x.count = count;
            } else {
                x.count += r.count;
            }
        } else {
            v.push(r);
        }
    }
}
