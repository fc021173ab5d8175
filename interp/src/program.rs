//! What every tile block of a launch shares: the module, the entry, the grid, memory,
//! the options, and the output streams.

use crate::concurrency::shards::ShadowShards;
use crate::halt::Halt;
use crate::memory::Memory;
pub use crate::options::{
    Options, ReduceOrder, Schedule, UbPolicy, DEFAULT_MAX_MEMORY, DEFAULT_MAX_STEPS,
};
use crate::report::{Category, Report};
use crate::value::Value;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tileref_spec::ir::{Block, Func, Module, Op, ValueId};
use tileref_spec::types::{TiledViewType, Type};

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
    /// The tile layouts tileiras gives the entry's values (`Numerics::H100` only).
    pub layouts: Option<crate::hw::infer::Layouts>,
    /// Each reduce site's combining plan and its note under `Numerics::H100`, made once.
    pub reduce_plans: Mutex<HashMap<u32, Arc<(crate::hw::reduce::Plan, String)>>>,
}

impl<'m> Program<'m> {
    pub fn new(
        module: &'m Module,
        func: &'m Func,
        grid: [u32; 3],
        globals: HashMap<String, u64>,
        mem: &'m Memory,
        opts: Options,
    ) -> Program<'m> {
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
        let index = ops
            .iter()
            .enumerate()
            .map(|(i, op)| (*op as *const Op as usize, i as u32))
            .collect();
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
            layouts: (opts.numerics == crate::options::Numerics::H100)
                .then(|| crate::hw::infer::Layouts::of(func)),
            reduce_plans: Mutex::default(),
            opts,
        }
    }

    /// The site index of an op (stable for the launch).
    pub fn site(&self, op: &'m Op) -> u32 {
        self.sites
            .0
            .get(&(op as *const Op as usize))
            .copied()
            .unwrap_or(u32::MAX)
    }
    pub fn site_op(&self, i: u32) -> Option<&'m Op> {
        self.sites.1.get(i as usize).copied()
    }
    /// Every op of the entry in program order.
    pub(crate) fn ops(&self) -> &[&'m Op] {
        &self.sites.1
    }

    /// Whether `op` was evaluated once for all blocks by [`Program::hoist`].
    pub fn hoisted(&self, op: &Op) -> bool {
        op.results
            .first()
            .is_some_and(|r| matches!(self.invariant.get(r.0 as usize), Some(Some(_))))
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
        let lin = |b: Option<[u32; 3]>| {
            b.map_or(u64::MAX, |b| {
                b[0] as u64
                    + self.grid[0] as u64 * (b[1] as u64 + self.grid[1] as u64 * b[2] as u64)
            })
        };
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
