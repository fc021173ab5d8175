//! The layout of every tile value of a kernel under tileiras 13.5.37, where it follows from
//! the kernel: loads and permutes give the blocked layout of their shape, element-wise ops
//! keep their operands' layout, reshape moves the places with the elements. Values made
//! otherwise (constants, broadcasts, reductions, mma, loop-carried values) have no layout of
//! their own here: tileiras fits them to their users.

use super::layout::Layout;
use tileref_spec::attrs::HintValue;
use tileref_spec::ir::{Block, Func, Op};
use tileref_spec::ops::traits;

/// Where a value's layout comes from.
#[derive(Clone, Debug)]
pub struct Known {
    pub layout: Layout,
    /// The load the layout starts from (its op name).
    pub from: &'static str,
}

/// Layouts by value id.
#[derive(Clone, Debug, Default)]
pub struct Layouts {
    of: Vec<Option<Known>>,
    /// Warps of a thread block of the kernel.
    pub warps: u32,
}

/// Warps tileiras gives a thread block on sm_90: the entry's `num_worker_warps_per_cta`
/// hint for sm_90 (else its `default` entry), else 4.
pub fn warps_of(func: &Func) -> u32 {
    let Some(h) = &func.hints else { return 4 };
    let find = |arch: &str| {
        h.entries
            .iter()
            .find(|(a, _)| a == arch)
            .and_then(|(_, kv)| kv.iter().find(|(k, _)| k == "num_worker_warps_per_cta"))
            .and_then(|(_, v)| match v {
                HintValue::Int(n) => u32::try_from(*n).ok(),
                _ => None,
            })
    };
    find("sm_90").or_else(|| find("default")).unwrap_or(4)
}

impl Layouts {
    pub fn of(func: &Func) -> Layouts {
        let mut l = Layouts {
            of: vec![None; func.values.len()],
            warps: warps_of(func),
        };
        l.block(func, &func.body);
        l
    }

    pub fn get(&self, v: tileref_spec::ir::ValueId) -> Option<&Known> {
        self.of.get(v.0 as usize).and_then(|k| k.as_ref())
    }

    fn block(&mut self, func: &Func, b: &Block) {
        for op in &b.ops {
            self.op(func, op);
            for r in &op.regions {
                for b in &r.blocks {
                    self.block(func, b);
                }
            }
        }
    }

    fn op(&mut self, func: &Func, op: &Op) {
        let shape = |v| func.ty(v).tile().map(|t| t.shape.clone());
        let Some(&res) = op.results.first() else {
            return;
        };
        let Some(rshape) = shape(res) else { return };
        let known = match op.name() {
            "load_view_tko" | "load_ptr_tko" => {
                Layout::blocked(&rshape, self.warps).map(|layout| Known {
                    layout,
                    from: op.name(),
                })
            }
            // A tile smaller than the block (its load layout replicated) is laid out anew for
            // its new shape (measured: an 8x8 reduce of a reshaped 64-element load shuffles
            // over the rows' own lanes); a larger one keeps its places.
            "reshape" => self.get(op.operands[0]).and_then(|k| {
                if k.layout.replicated(self.warps) {
                    return Layout::blocked(&rshape, self.warps).map(|layout| Known {
                        layout,
                        from: "reshape",
                    });
                }
                Some(Known {
                    layout: k.layout.reshape(&rshape)?,
                    from: k.from,
                })
            }),
            // A permuted tile is laid out anew, blocked for its own shape (measured: reducing
            // it in the permuted source's layout disagrees with the H100, in its own agrees).
            "permute" => Layout::blocked(&rshape, self.warps).map(|layout| Known {
                layout,
                from: "permute",
            }),
            // Element-wise: pure, no regions, every operand and result a tile of one shape.
            _ if op.def().has(traits::PURE)
                && op.regions.is_empty()
                && !op.operands.is_empty()
                && op
                    .operands
                    .iter()
                    .chain(&op.results)
                    .all(|&v| shape(v).as_ref() == Some(&rshape)) =>
            {
                op.operands.iter().find_map(|&v| self.get(v)).cloned()
            }
            _ => None,
        };
        if let Some(k) = known {
            self.of[res.0 as usize] = Some(k);
        }
    }
}
