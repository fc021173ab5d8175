//! Evaluation of ops, one module per family; `eval_op` dispatches through a table indexed by
//! the op's catalogue id (built once from the op names).

mod arith;
mod convert;
mod memops;
mod misc;
pub mod model;
mod mma;
mod reduce;
mod shape;
mod ub;
mod view;

/// The `print_tko` format reader, for backends that print as the interpreter does.
pub use misc::{parse_format, Piece, Spec};

use crate::halt::Limit;
use crate::numeric::{self, Env, Format, Rounding};
use crate::program::Program;
use crate::report::Report;
use crate::value::{Tile, Value};
use std::sync::{Arc, OnceLock};
use tileref_spec::attrs::RoundingMode;
use tileref_spec::ir::{Op, ValueId};
use tileref_spec::ops;
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
    pub env: &'a mut crate::value::Env,
    pub block: [u32; 3],
    pub flags: &'a mut Flags,
    pub chains: &'a mut crate::concurrency::Chains,
    /// The block's step count: ops inside a combiner region count too, so a reduction over a
    /// large tile with a region combiner stops at the step limit like any loop.
    pub steps: &'a mut u64,
}

pub type EvalResult = Result<(), Report>;
type EvalFn = for<'a, 'm> fn(&mut Ctx<'a, 'm>, &'m Op) -> EvalResult;

impl<'a, 'm> Ctx<'a, 'm> {
    pub fn get(&self, v: ValueId) -> Result<&Value, Report> {
        let i = v.0 as usize;
        // Block-invariant values live in the program (see `Program::hoist`).
        self.env.get(i).or_else(|| self.prog.invariant.get(i).and_then(|x| x.as_ref())).ok_or_else(|| Report::error("internal", format!("value %{} used before it was defined", v.0)))
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
            Value::Tile(t) => t.data.first().copied().ok_or_else(|| Report::error("internal", "empty scalar")),
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
        self.block[0] as u64 + g[0] as u64 * (self.block[1] as u64 + g[1] as u64 * self.block[2] as u64)
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

/// The numeric-core format of a float element type.
pub fn format_of(e: ElemType) -> Format {
    match e {
        ElemType::F64 => numeric::F64,
        ElemType::F32 => numeric::F32,
        ElemType::TF32 => numeric::TF32,
        ElemType::F16 => numeric::F16,
        ElemType::BF16 => numeric::BF16,
        ElemType::F8E4M3FN => numeric::F8E4M3FN,
        ElemType::F8E5M2 => numeric::F8E5M2,
        ElemType::F8E8M0FNU => numeric::F8E8M0FNU,
        ElemType::F4E2M1FN => numeric::F4E2M1FN,
        ElemType::FNV8E5M3FNU => numeric::FNV8E5M3FNU,
        // Integers never reach float code (the verifier rules it out).
        _ => numeric::F32,
    }
}

pub fn rounding_of(m: RoundingMode) -> Rounding {
    match m {
        RoundingMode::Zero => Rounding::Zero,
        RoundingMode::NegativeInf => Rounding::NegativeInf,
        RoundingMode::PositiveInf => Rounding::PositiveInf,
        RoundingMode::NearestAway => Rounding::NearestAway,
        _ => Rounding::NearestEven,
    }
}

/// The environment of a float op: its rounding mode, flush_to_zero and the run's NaN policy.
pub fn env_of(ctx: &Ctx, op: &Op) -> Env {
    let mode = op.enum_attr::<RoundingMode>("rounding_mode").map(rounding_of).unwrap_or(Rounding::NearestEven);
    Env::new(mode).ftz(op.has_unit("flush_to_zero")).nan(ctx.prog.opts.nan)
}

fn unsupported<'a, 'm>(_: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    if op.def().has(ops::traits::MULTI_GPU) {
        return Err(Report::error("unsupported", format!("'{}' needs a multi-GPU system with multicast memory; tileref runs one device", op.name())));
    }
    if op.def().is_unregistered() {
        return Err(Report::error("unsupported", "operations of other dialects cannot be executed"));
    }
    Err(Report::error("unsupported", format!("'{}' is not executable here", op.name())))
}

fn table() -> &'static [EvalFn] {
    static T: OnceLock<Vec<EvalFn>> = OnceLock::new();
    T.get_or_init(|| {
        ops::all()
            .iter()
            .map(|d| {
                let f: EvalFn = match d.name {
                    "addf" | "subf" | "mulf" | "divf" | "remf" | "maxf" | "minf" => arith::float_binary,
                    "fma" => arith::fma,
                    "absf" | "negf" | "sqrt" | "floor" | "ceil" => arith::float_unary,
                    "exp" | "exp2" | "log" | "log2" | "sin" | "cos" | "tan" | "sinh" | "cosh" | "tanh" | "rsqrt" => arith::math_unary,
                    "fpowf" | "atan2" => arith::math_binary,
                    "fpowi" => arith::fpowi,
                    "cmpf" => arith::cmpf,
                    "addi" | "subi" | "muli" | "mulhii" | "divi" | "remi" | "shli" | "shri" | "andi" | "ori" | "xori" | "maxi" | "mini" => {
                        arith::int_binary
                    }
                    "absi" | "negi" => arith::int_unary,
                    "cmpi" => arith::cmpi,
                    "select" => arith::select,
                    "exti" | "trunci" => convert::ext_trunc,
                    "itof" => convert::itof,
                    "ftoi" => convert::ftoi,
                    "ftof" => convert::ftof,
                    "bitcast" | "int_to_ptr" | "ptr_to_int" | "ptr_to_ptr" => convert::reinterpret,
                    "pack" => convert::pack,
                    "unpack" => convert::unpack,
                    "constant" => shape::constant,
                    "iota" => shape::iota,
                    "broadcast" => shape::broadcast,
                    "reshape" => shape::reshape,
                    "permute" => shape::permute,
                    "cat" => shape::cat,
                    "extract" => shape::extract,
                    "insert" => shape::insert,
                    "offset" => shape::offset,
                    "get_tile_block_id" => shape::block_id,
                    "get_num_tile_blocks" => shape::num_blocks,
                    "get_global" => shape::get_global,
                    "assume" => misc::assume,
                    "assert" => misc::assert,
                    "print_tko" => misc::print,
                    "make_token" => memops::make_token,
                    "join_tokens" => memops::join_tokens,
                    "memory_fence_alias_tko" | "gdc_launch_dependents_tko" | "gdc_wait_tko" => memops::token_passthrough,
                    "load_ptr_tko" => memops::load_ptr,
                    "store_ptr_tko" => memops::store_ptr,
                    "atomic_rmw_tko" => memops::atomic_rmw,
                    "atomic_cas_tko" => memops::atomic_cas,
                    "alloca" => memops::alloca,
                    "make_tensor_view" => view::make_tensor_view,
                    "make_partition_view" | "make_strided_view" | "make_gather_scatter_view" => view::make_view,
                    "load_view_tko" => view::load_view,
                    "store_view_tko" => view::store_view,
                    "atomic_red_view_tko" => view::atomic_red_view,
                    "get_index_space_shape" => view::index_space_shape,
                    "get_tensor_shape" => view::tensor_shape,
                    "reduce" => reduce::reduce,
                    "scan" => reduce::scan,
                    "mmaf" => mma::mmaf,
                    "mmai" => mma::mmai,
                    "mmaf_scaled" => mma::mmaf_scaled,
                    _ => unsupported,
                };
                f
            })
            .collect()
    })
}

pub fn eval_op<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    table()[op.id.0 as usize](ctx, op)
}

/// Evaluates a pure region (reduce/scan combiners) on the given block arguments and returns
/// the yielded values.
pub fn eval_pure_region<'a, 'm>(ctx: &mut Ctx<'a, 'm>, block: &'m tileref_spec::ir::Block, args: Vec<Value>) -> Result<Vec<Value>, Report> {
    for (a, v) in block.args.iter().zip(args) {
        ctx.set(*a, v);
    }
    for op in &block.ops {
        if op.name() == "yield" {
            return op.operands.iter().map(|v| ctx.get(*v).cloned()).collect();
        }
        ctx.step_inside()?;
        eval_op(ctx, op).map_err(|r| r.at(op))?;
    }
    Err(Report::error("internal", "region ended without yield"))
}
