//! Evaluation of ops, one module per family; `eval_op` dispatches through a table indexed by
//! the op's catalogue id (built once from the op names).
//!
//! This module only dispatches: it depends on the families, never the other way round. What
//! the families share lies below them: the state an op runs in (`ctx`), the numeric core's
//! view of an op (`float_env`), and the memory-op model (`model`, with `ub`). Families that
//! evaluate regions (`reduce`) are handed `eval_pure_region` by the dispatcher.

mod arith;
mod convert;
pub(crate) mod ctx;
mod float_env;
mod memops;
mod misc;
mod mma;
mod mma_exact;
pub mod model;
mod reduce;
mod shape;
mod ub;
mod view;

pub use ctx::{Ctx, EvalResult, Flags};
pub use float_env::{env_of, format_of, rounding_of};
/// The `print_tko` format reader, for backends that print as the interpreter does.
pub use misc::{parse_format, Piece, Spec};

use crate::report::Report;
use crate::value::Value;
use std::sync::OnceLock;
use tileref_spec::ir::{Block, Op};
use tileref_spec::ops;

type EvalFn = for<'a, 'm> fn(&mut Ctx<'a, 'm>, &'m Op) -> EvalResult;

fn unsupported<'a, 'm>(_: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    if op.def().has(ops::traits::MULTI_GPU) {
        return Err(Report::error(
            "unsupported",
            format!(
                "'{}' needs a multi-GPU system with multicast memory; tileref runs one device",
                op.name()
            ),
        ));
    }
    if op.def().is_unregistered() {
        return Err(Report::error(
            "unsupported",
            "operations of other dialects cannot be executed",
        ));
    }
    Err(Report::error(
        "unsupported",
        format!("'{}' is not executable here", op.name()),
    ))
}

fn table() -> &'static [EvalFn] {
    static T: OnceLock<Vec<EvalFn>> = OnceLock::new();
    T.get_or_init(|| {
        ops::all()
            .iter()
            .map(|d| {
                let f: EvalFn = match d.name {
                    "addf" | "subf" | "mulf" | "divf" | "remf" | "maxf" | "minf" => {
                        arith::float_binary
                    }
                    "fma" => arith::fma,
                    "absf" | "negf" | "sqrt" | "floor" | "ceil" => arith::float_unary,
                    "exp" | "exp2" | "log" | "log2" | "sin" | "cos" | "tan" | "sinh" | "cosh"
                    | "tanh" | "rsqrt" => arith::math_unary,
                    "fpowf" | "atan2" => arith::math_binary,
                    "fpowi" => arith::fpowi,
                    "cmpf" => arith::cmpf,
                    "addi" | "subi" | "muli" | "mulhii" | "divi" | "remi" | "shli" | "shri"
                    | "andi" | "ori" | "xori" | "maxi" | "mini" => arith::int_binary,
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
                    "memory_fence_alias_tko" | "gdc_launch_dependents_tko" | "gdc_wait_tko" => {
                        memops::token_passthrough
                    }
                    "load_ptr_tko" => memops::load_ptr,
                    "store_ptr_tko" => memops::store_ptr,
                    "atomic_rmw_tko" => memops::atomic_rmw,
                    "atomic_cas_tko" => memops::atomic_cas,
                    "alloca" => memops::alloca,
                    "make_tensor_view" => view::make_tensor_view,
                    "make_partition_view" | "make_strided_view" | "make_gather_scatter_view" => {
                        view::make_view
                    }
                    "load_view_tko" => view::load_view,
                    "store_view_tko" => view::store_view,
                    "atomic_red_view_tko" => view::atomic_red_view,
                    "get_index_space_shape" => view::index_space_shape,
                    "get_tensor_shape" => view::tensor_shape,
                    "reduce" => reduce_op,
                    "scan" => scan_op,
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

/// reduce and scan, given the region evaluator their combiners run on (`reduce` sits below
/// this dispatcher, which it would otherwise have to call back).
fn reduce_op<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    reduce::reduce(ctx, op, eval_pure_region)
}

fn scan_op<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    reduce::scan(ctx, op, eval_pure_region)
}

pub fn eval_op<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    table()[op.id.0 as usize](ctx, op)
}

/// Evaluates a pure region (reduce/scan combiners) on the given block arguments and returns
/// the yielded values.
pub fn eval_pure_region<'a, 'm>(
    ctx: &mut Ctx<'a, 'm>,
    block: &'m Block,
    args: Vec<Value>,
) -> Result<Vec<Value>, Report> {
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
