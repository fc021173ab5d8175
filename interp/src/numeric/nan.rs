//! NaN policy: which NaN bit pattern an operation returns.
//!
//! Tile IR leaves NaN payloads unspecified. tileref's default, [`NanPolicy::H100`],
//! is what an H100 (sm_90, tileiras 13.5) was measured to produce: arithmetic,
//! max/min, abs/neg and conversions return the canonical NaN of the result
//! format (positive sign, every magnitude bit set: f32 0x7FFFFFFF, f16/bf16
//! 0x7FFF, f64 0x7FFFFFFFFFFFFFFF; the f64 pattern is provisional until measured).

use super::format::{Format, NanEncoding};

/// How one class of operations chooses a NaN result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NanMode {
    /// Always the canonical NaN of the result format.
    Canonical,
    /// IEEE 754 style: the first NaN operand's payload (quieted, sign kept);
    /// invalid operations give the default quiet NaN (0x7FC00000 for f32);
    /// abs/neg act on the sign bit only.
    Propagate,
}

/// What a conversion into a format without NaN (f4E2M1FN) gives for a NaN input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NanToFinite {
    /// +max finite (CUDA's fp4 conversion intrinsics: NaN → +6.0).
    PositiveMax,
    /// ml_dtypes 0.5/0.6: +NaN → −0 and −NaN → +0.
    MlDtypesZero,
    /// +0.
    Zero,
}

/// The NaN policy of the numeric core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NanPolicy {
    /// add/sub/mul/div/fma/sqrt/rem/floor/ceil/max/min and math functions.
    pub arith: NanMode,
    /// absf/negf on a NaN input.
    pub sign_ops: NanMode,
    /// ftof on a NaN input (into formats that have a NaN).
    pub convert: NanMode,
    /// ftof of NaN into formats without NaN.
    pub to_finite: NanToFinite,
}

impl NanPolicy {
    /// Measured H100 behaviour (the default).
    pub const H100: NanPolicy = NanPolicy {
        arith: NanMode::Canonical,
        sign_ops: NanMode::Canonical,
        convert: NanMode::Canonical,
        to_finite: NanToFinite::PositiveMax,
    };
    /// IEEE 754 payload propagation (as host CPUs and rustc_apfloat do, up to
    /// the sign of the default NaN).
    pub const IEEE: NanPolicy = NanPolicy {
        arith: NanMode::Propagate,
        sign_ops: NanMode::Propagate,
        convert: NanMode::Propagate,
        to_finite: NanToFinite::MlDtypesZero,
    };
}

impl Default for NanPolicy {
    fn default() -> NanPolicy {
        NanPolicy::H100
    }
}

/// Quiets a NaN of an IEEE format (sets the top mantissa bit).
pub fn quiet(fmt: &Format, bits: u64) -> u64 {
    match fmt.nan {
        NanEncoding::Ieee => bits | (1u64 << (fmt.man_bits - 1)),
        _ => fmt.canonical_nan().unwrap_or(bits),
    }
}

/// NaN result of an operation whose operands include a NaN (`inputs` are
/// the operands in order) or that is invalid (no NaN operand).
pub fn nan_result(fmt: &Format, mode: NanMode, inputs: &[u64]) -> u64 {
    let canon = fmt.canonical_nan().unwrap_or(0);
    match mode {
        NanMode::Canonical => canon,
        NanMode::Propagate => {
            for &x in inputs {
                if fmt.is_nan(x) {
                    return quiet(fmt, x & fmt.mask());
                }
            }
            fmt.default_nan().unwrap_or(canon)
        }
    }
}
