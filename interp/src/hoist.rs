//! Hoisting: the values that are the same in every tile block of a launch (the parameters
//! and the pure ops of them), evaluated once before the blocks run. It evaluates ops, so it
//! sits above `eval`, and fills in the `Program` that `eval` reads, so `Program` (below
//! `eval`) does not depend on it.

use crate::concurrency::clock::Chains;
use crate::eval::ctx::{Ctx, Flags};
use crate::eval::eval_op;
use crate::program::Program;
use crate::value::{Env, Value};

impl<'m> Program<'m> {
    /// Computes [`Program::invariant`] for a launch with `args`. An op is evaluated once here
    /// when it is pure, has no regions, does not depend on the block (block ids, tokens) and
    /// all its operands are invariant; if that evaluation fails, the op is left to the blocks
    /// (which report it with their own block ids). Not under `--strict`, whose warnings are
    /// attributed per block.
    pub fn hoist(&mut self, args: &[Value]) {
        let f = self.func;
        let mut env = Env::new(f.values.len());
        for (p, a) in f.params.iter().zip(args) {
            env.set(p.0 as usize, Some(a.clone()));
        }
        if !self.opts.strict {
            // Every op in program order, so operands come before their users.
            let ops = self.ops().to_vec();
            let mut flags = Flags::default();
            let mut chains = Chains::new(0);
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
                let mut ctx = Ctx {
                    prog: self,
                    env: &mut env,
                    block: [0, 0, 0],
                    flags: &mut flags,
                    chains: &mut chains,
                    steps: &mut steps,
                };
                let failed = eval_op(&mut ctx, op).is_err();
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
}
