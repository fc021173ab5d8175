//! The numeric core's view of an op: the `Format` of an element type, the `Rounding` of a
//! rounding mode, and the float `Env` an op runs under. The float families (arith, convert,
//! reduce, mma, ...) all map spec types this way, so it sits below them.

use super::ctx::Ctx;
use crate::numeric::{self, Env, Format, Rounding};
use tileref_spec::attrs::RoundingMode;
use tileref_spec::ir::Op;
use tileref_spec::types::ElemType;

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
    let mode = op
        .enum_attr::<RoundingMode>("rounding_mode")
        .map(rounding_of)
        .unwrap_or(Rounding::NearestEven);
    Env::new(mode)
        .ftz(op.has_unit("flush_to_zero"))
        .nan(ctx.prog.opts.nan)
}
