//! Element-wise float ops on f16/bf16/f32/f64 (digest 4.2), each rounded once by the shared
//! oracles; NaN results are the canonical NaN and flush_to_zero (f32 only) flushes inputs and
//! results that are tiny after rounding to zeros of their sign (docs/numerics.md).

use super::{unsupported, RefError};
use crate::oracle::arith::{
    apfloat_bin, apfloat_fma, apfloat_rem, apfloat_sqrt, apfloat_unary, cmpf, ftz_bin, ftz_fma,
    ftz_in, maxmin, Bin,
};
use crate::oracle::convert::round_of;
use crate::oracle::fmt::canon;
use rustc_apfloat::Round;
use tileref_spec::attrs::{RoundingMode, TileEnum};
use tileref_spec::types::ElemType;

/// The operand types of float arithmetic.
pub fn check_type(e: ElemType, op: &str) -> Result<(), RefError> {
    if e.is_base_float() {
        Ok(())
    } else {
        Err(unsupported(format!("{op} on {}", e.name())))
    }
}

/// An IEEE rounding mode; approx and full are approximations, outside the evaluator.
pub fn ieee_round(m: RoundingMode, op: &str) -> Result<Round, RefError> {
    if m.is_ieee() {
        Ok(round_of(m.name()))
    } else {
        Err(unsupported(format!(
            "{op} rounding<{}> is approximate",
            m.name()
        )))
    }
}

/// Flush-to-zero applies to f32 only (the verifier rejects it elsewhere).
fn ftz_on(e: ElemType, ftz: bool) -> bool {
    ftz && e == ElemType::F32
}

pub fn binary(e: ElemType, op: Bin, a: u64, b: u64, r: Round, ftz: bool) -> u64 {
    if ftz_on(e, ftz) {
        ftz_bin(op, a, b, r)
    } else {
        canon(e, apfloat_bin(e, op, a, b, r))
    }
}

pub fn fma(e: ElemType, a: u64, b: u64, c: u64, r: Round, ftz: bool) -> u64 {
    if ftz_on(e, ftz) {
        ftz_fma(a, b, c, r)
    } else {
        canon(e, apfloat_fma(e, a, b, c, r))
    }
}

/// The square root of a normal f32 is normal: only the input can need flushing.
pub fn sqrt(e: ElemType, a: u64, r: Round, ftz: bool) -> u64 {
    let a = if ftz_on(e, ftz) { ftz_in(a) } else { a };
    canon(e, apfloat_sqrt(e, a, r))
}

/// maxf/minf: maximumNumber/minimumNumber, or maximum/minimum with propagate_nan.
pub fn max_min(e: ElemType, a: u64, b: u64, is_max: bool, propagate: bool, ftz: bool) -> u64 {
    let (a, b) = if ftz_on(e, ftz) {
        (ftz_in(a), ftz_in(b))
    } else {
        (a, b)
    };
    maxmin(e, a, b, is_max, propagate)
}

/// absf, negf, ceil, floor.
pub fn unary(e: ElemType, op: &str, a: u64) -> u64 {
    apfloat_unary(e, op, a)
}

pub fn rem(e: ElemType, a: u64, b: u64) -> u64 {
    apfloat_rem(e, a, b)
}

pub fn compare(e: ElemType, pred: &str, ordered: bool, a: u64, b: u64) -> u64 {
    cmpf(e, pred, ordered, a, b) as u64
}
