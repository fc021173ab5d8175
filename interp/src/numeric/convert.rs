//! Conversions: float↔float, int→float, float→int, integer width changes.
//!
//! ftof and itof are the single rounding of the exact source value.

use super::error::NumError;
use super::format::{Class, Format};
use super::int_ops::{mask, sext};
use super::nan::{quiet, NanMode, NanToFinite};
use super::round::{round, Env, Exact, Overflow, Rounded, Rounding, Status};

/// The overflow policy tileref uses by default for a conversion target:
/// saturation for 8-bit and narrower formats (what the H100 does for
/// f8E4M3FN/f8E5M2, PTX `.satfinite`), IEEE for 16-bit and wider formats.
pub fn default_conversion_overflow(to: &Format) -> Overflow {
    if to.bits() <= 8 {
        Overflow::Saturate
    } else {
        Overflow::Ieee
    }
}

/// The default environment of a conversion into `to` under `mode`.
pub fn conversion_env(to: &Format, mode: Rounding) -> Env {
    Env::new(mode).overflow(default_conversion_overflow(to))
}

fn nan_convert(from: &Format, to: &Format, env: &Env, x: u64) -> Rounded {
    let st = Status::NONE;
    if !to.has_nan() {
        let sign = from.sign(x);
        let bits = match env.nan.to_finite {
            NanToFinite::PositiveMax => to.max_finite_code(),
            NanToFinite::Zero => 0,
            NanToFinite::MlDtypesZero => to.zero(!sign),
        };
        return Rounded {
            bits,
            status: Status::invalid(),
        };
    }
    let bits = match env.nan.convert {
        NanMode::Canonical => to.canonical_nan().unwrap_or(0),
        NanMode::Propagate => {
            use super::format::NanEncoding::Ieee;
            if from.nan == Ieee && to.nan == Ieee {
                let payload = x & from.man_mask();
                let p = if to.man_bits >= from.man_bits {
                    payload << (to.man_bits - from.man_bits)
                } else {
                    payload >> (from.man_bits - to.man_bits)
                };
                let b = (to.exp_field_max() << to.man_bits) | p | to.zero(from.sign(x));
                quiet(to, b)
            } else {
                to.canonical_nan().unwrap_or(0) | to.zero(from.sign(x))
            }
        }
    };
    Rounded { bits, status: st }
}

fn inf_convert(to: &Format, env: &Env, sign: bool) -> Rounded {
    let nan = to.canonical_nan();
    if sign && !to.signed {
        return Rounded {
            bits: nan.unwrap_or(0),
            status: Status::invalid(),
        };
    }
    let max = to.max_finite_code() | to.zero(sign);
    if env.overflow == Overflow::Saturate {
        // PTX .satfinite (the H100's fp8 conversions): ±∞ → ±max finite.
        return Rounded {
            bits: max,
            status: Status {
                overflow: true,
                ..Status::NONE
            },
        };
    }
    if let Some(i) = to.inf() {
        return Rounded {
            bits: i | to.zero(sign),
            status: Status::NONE,
        };
    }
    let bits = match env.overflow {
        Overflow::Saturate => max,
        Overflow::Ieee | Overflow::Nan => nan.map(|n| n | to.zero(sign)).unwrap_or(max),
    };
    Rounded {
        bits,
        status: Status {
            overflow: true,
            ..Status::NONE
        },
    }
}

/// ftof: converts a bit pattern of `from` to `to`, rounding once under `env`.
/// Negative values (and ±0 for formats without zero) into unsigned formats give NaN.
pub fn ftof(from: &Format, to: &Format, env: &Env, x: u64) -> Rounded {
    let x = x & from.mask();
    match from.classify(x) {
        Class::Nan => nan_convert(from, to, env, x),
        Class::Inf => inf_convert(to, env, from.sign(x)),
        _ => {
            let u = from.unpack(x);
            let e = Exact {
                sign: u.sign,
                sig: u.sig as u128,
                exp: u.exp,
                sticky: false,
            };
            if u.class == Class::Zero && !to.signed && to.has_zero() {
                return Rounded {
                    bits: 0,
                    status: Status::NONE,
                };
            }
            round(e, to, env)
        }
    }
}

/// itof: an integer of `width` bits (1..=64) held in `x` to `to`.
pub fn itof(x: u64, width: u32, signed: bool, to: &Format, env: &Env) -> Result<Rounded, NumError> {
    if !(1..=64).contains(&width) {
        return Err(NumError::InvalidWidth);
    }
    let v = x & mask(width);
    let (sign, mag) = if signed {
        let s = sext(v, width);
        (s < 0, s.unsigned_abs())
    } else {
        (false, v)
    };
    let e = Exact {
        sign,
        sig: mag as u128,
        exp: 0,
        sticky: false,
    };
    if mag == 0 {
        return Ok(round(Exact::zero(false), to, env));
    }
    Ok(round(e, to, env))
}

/// How ftoi treats an i1 result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FtoiI1 {
    /// Measured on the H100: the result is 1 (bit set) exactly when x != 0
    /// (0.5 → 1); NaN gives 1 as well.
    NonZero,
    /// The spec's reading: truncate toward zero and range-check like any width.
    Truncate,
}

/// Exact value of a finite float truncated toward zero, as (negative, magnitude),
/// or None when the magnitude does not fit in 128 bits.
fn trunc_value(from: &Format, x: u64) -> Option<(bool, u128)> {
    let u = from.unpack(x);
    if u.class == Class::Zero {
        return Some((u.sign, 0));
    }
    let sig = u.sig as u128;
    let mag = if u.exp >= 0 {
        if u.exp >= 64 {
            return None;
        }
        sig << u.exp
    } else if u.exp <= -128 {
        0
    } else {
        sig >> (-u.exp)
    };
    Some((u.sign, mag))
}

fn int_range(width: u32, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    } else {
        (0, (1i128 << width) - 1)
    }
}

/// ftoi: truncates toward zero into a `width`-bit integer. NaN, infinities and
/// truncated values outside the range are undefined behaviour in Tile IR and
/// come back as `Err(NumError::FtoiOutOfRange)`.
pub fn ftoi(from: &Format, x: u64, width: u32, signed: bool, i1: FtoiI1) -> Result<u64, NumError> {
    if !(1..=64).contains(&width) {
        return Err(NumError::InvalidWidth);
    }
    let x = x & from.mask();
    if width == 1 && i1 == FtoiI1::NonZero {
        let c = from.classify(x);
        return Ok((c != Class::Zero) as u64);
    }
    match from.classify(x) {
        Class::Nan | Class::Inf => Err(NumError::FtoiOutOfRange),
        _ => {
            let (neg, mag) = trunc_value(from, x).ok_or(NumError::FtoiOutOfRange)?;
            let v: i128 = if neg { -(mag as i128) } else { mag as i128 };
            let (lo, hi) = int_range(width, signed);
            if v < lo || v > hi {
                return Err(NumError::FtoiOutOfRange);
            }
            Ok((v as u64) & mask(width))
        }
    }
}

/// ftoi `saturating`: truncates toward zero and clamps to the integer range;
/// ±∞ give the range limits and NaN gives 0 (as PTX `cvt.rzi.sat` and
/// rustc_apfloat do). For i1 the same clamping applies: unsigned {0, 1},
/// signed {−1, 0}.
pub fn ftoi_saturating(from: &Format, x: u64, width: u32, signed: bool) -> Result<u64, NumError> {
    if !(1..=64).contains(&width) {
        return Err(NumError::InvalidWidth);
    }
    let x = x & from.mask();
    let (lo, hi) = int_range(width, signed);
    let v: i128 = match from.classify(x) {
        Class::Nan => 0,
        Class::Inf => {
            if from.sign(x) {
                lo
            } else {
                hi
            }
        }
        _ => match trunc_value(from, x) {
            None => {
                if from.sign(x) {
                    lo
                } else {
                    hi
                }
            }
            Some((neg, mag)) => {
                let v = if neg { -(mag as i128) } else { mag as i128 };
                v.clamp(lo, hi)
            }
        },
    };
    Ok((v as u64) & mask(width))
}

/// exti: sign- or zero-extends a `from`-bit integer to `to` bits (from < to).
pub fn exti(x: u64, from: u32, to: u32, signed: bool) -> Result<u64, NumError> {
    if !(1..=64).contains(&from) || !(1..=64).contains(&to) || from >= to {
        return Err(NumError::InvalidWidth);
    }
    let v = x & mask(from);
    Ok(if signed {
        (sext(v, from) as u64) & mask(to)
    } else {
        v
    })
}

/// trunci: keeps the low `to` bits of a `from`-bit integer (to < from).
/// `nsw`/`nuw` are the overflow promises; a broken one is reported as UB.
pub fn trunci(x: u64, from: u32, to: u32, nsw: bool, nuw: bool) -> Result<u64, NumError> {
    if !(1..=64).contains(&from) || !(1..=64).contains(&to) || to >= from {
        return Err(NumError::InvalidWidth);
    }
    let v = x & mask(from);
    let r = v & mask(to);
    if nsw && sext(r, to) != sext(v, from) {
        return Err(NumError::SignedWrap);
    }
    if nuw && r != v {
        return Err(NumError::UnsignedWrap);
    }
    Ok(r)
}

/// bitcast: the bits are unchanged (masked to the width).
pub fn bitcast(x: u64, width: u32) -> u64 {
    x & mask(width)
}
