//! The state an op is evaluated in (`Ctx`: the program, the block's values, its id, flags,
//! chains and step count) and what evaluation returns. Every op family and the dispatcher in
//! `eval` use it, as do the block executor and hoisting, so it sits below all of them.

use crate::concurrency::clock::Chains;
use crate::halt::Limit;
use crate::program::Program;
use crate::report::Report;
use crate::value::{Env, Tile, Value};
use std::sync::Arc;
use tileref_spec::ir::{Op, ValueId};
use tileref_spec::types::{Elem, ElemType, Type};

/// What a block did during the current slice, for the scheduler.
#[derive(Clone, Copy, Debug, Default)]
pub struct Flags {
    /// Performed a strong (non-weak) load or an atomic: it may be waiting for another block.
    pub polled: bool,
    /// Changed memory.
    pub wrote: bool,
}

pub struct Ctx<'a, 'm> {
    pub prog: &'a Program<'m>,
    pub env: &'a mut Env,
    pub block: [u32; 3],
    pub flags: &'a mut Flags,
    pub chains: &'a mut Chains,
    /// The block's step count: ops inside a combiner region count too, so a reduction over a
    /// large tile with a region combiner stops at the step limit like any loop.
    pub steps: &'a mut u64,
}

pub type EvalResult = Result<(), Report>;

impl<'a, 'm> Ctx<'a, 'm> {
    pub fn get(&self, v: ValueId) -> Result<&Value, Report> {
        let i = v.0 as usize;
        // Block-invariant values live in the program (see `Program::hoist`).
        self.env
            .get(i)
            .or_else(|| self.prog.invariant.get(i).and_then(|x| x.as_ref()))
            .ok_or_else(|| {
                Report::error(
                    "internal",
                    format!("value %{} used before it was defined", v.0),
                )
            })
    }
    pub fn tile(&self, v: ValueId) -> Result<Arc<Tile>, Report> {
        match self.get(v)? {
            Value::Tile(t) => Ok(t.clone()),
            _ => Err(Report::error("internal", "expected a tile value")),
        }
    }
    /// Operand `i` of `op` as a tile.
    pub fn arg(&self, op: &Op, i: usize) -> Result<Arc<Tile>, Report> {
        self.tile(op.operands[i])
    }
    pub fn scalar(&self, v: ValueId) -> Result<u64, Report> {
        match self.get(v)? {
            Value::Tile(t) => t
                .data
                .first()
                .copied()
                .ok_or_else(|| Report::error("internal", "empty scalar")),
            _ => Err(Report::error("internal", "expected a tile value")),
        }
    }
    pub fn set(&mut self, v: ValueId, val: Value) {
        self.env.set(v.0 as usize, Some(val));
    }
    pub fn set_tile(&mut self, v: ValueId, t: Tile) {
        self.set(v, Value::tile(t));
    }
    /// The declared type of a value.
    pub fn ty(&self, v: ValueId) -> &'m Type {
        self.prog.func.ty(v)
    }
    /// The element type of a tile-typed result.
    pub fn result_elem(&self, op: &Op, i: usize) -> Elem {
        match self.ty(op.results[i]) {
            Type::Tile(t) => t.elem.clone(),
            _ => Elem::Num(ElemType::I1),
        }
    }
    pub fn result_shape(&self, op: &Op, i: usize) -> Vec<i64> {
        match self.ty(op.results[i]) {
            Type::Tile(t) => t.shape.clone(),
            _ => vec![],
        }
    }
    pub fn block_linear(&self) -> u64 {
        let g = self.prog.grid;
        self.block[0] as u64
            + g[0] as u64 * (self.block[1] as u64 + g[1] as u64 * self.block[2] as u64)
    }
    /// Reports, under `Numerics::H100`, an op whose result keeps the spec mode's answer
    /// because tileref has no model of what tileiras's code computes for it.
    pub fn note_unmodelled(&self, op: &Op, what: &str) {
        if self.prog.opts.numerics != crate::options::Numerics::H100 {
            return;
        }
        self.prog.note(
            Report::new(
                crate::report::Category::Numerics,
                "h100-unmodelled",
                format!("{}: {what}; the spec mode's result is used", op.name()),
            )
            .at(op)
            .in_block(self.block),
        );
    }
    pub fn report(&self, r: Report) -> Report {
        r.in_block(self.block)
    }
    /// Counts one op run inside another (a combiner's); `Err` once the launch must stop, at
    /// the step limit or because a limit stopped it elsewhere.
    pub fn step_inside(&mut self) -> Result<(), Report> {
        if *self.steps >= self.prog.opts.max_steps {
            self.prog.halt.trip(Limit::Steps(self.prog.opts.max_steps));
        }
        *self.steps += 1;
        self.prog.halt.check()
    }
}
