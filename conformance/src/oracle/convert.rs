//! Conversions by their definitions: decode a pattern to its exact value (every format's values
//! are f64 values), then round once — by rustc_apfloat into f16/bf16/f32/f64/tf32, by
//! nearest-neighbour search over the enumerated values of fp8/fp4/e8m0 with the saturating
//! policy of docs/numerics.md. Integers exactly in i128. tf32 patterns here are the 32-bit word
//! that stores them (low 13 bits zero).

use super::fmt::{double, Fmt};
use super::int::mask;
use rustc_apfloat::ieee::{BFloat, Double, Half, IeeeFloat, Semantics, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
use std::sync::OnceLock;
use tileref_spec::types::ElemType;
use ElemType::*;

/// TensorFloat-32: 1/8/10.
pub struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
pub type Tf32 = IeeeFloat<Tf32S>;

pub const FLOATS_ALL: [ElemType; 9] = [
    F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN,
];

/// The 8-bit-and-smaller formats, rounded by enumeration.
pub fn is_narrow(e: ElemType) -> bool {
    matches!(e, F8E4M3FN | F8E5M2 | F8E8M0FNU | F4E2M1FN)
}

/// Decodes a stored pattern to its exact value (None for NaN), by the format definitions of
/// digest 2.1 (tf32 is stored as an f32 word).
pub fn value_of(e: ElemType, b: u64) -> Option<f64> {
    match e {
        F64 => Some(f64::from_bits(b)).filter(|x| !x.is_nan()),
        F32 | TF32 => Some(f32::from_bits(b as u32) as f64).filter(|x| !x.is_nan()),
        BF16 => Some(f32::from_bits((b as u32) << 16) as f64).filter(|x| !x.is_nan()),
        F16 => {
            let (s, ex, m) = ((b >> 15) & 1, (b >> 10) & 31, b & 1023);
            let v = if ex == 31 {
                if m != 0 {
                    return None;
                }
                f64::INFINITY
            } else if ex == 0 {
                m as f64 * 2f64.powi(-24)
            } else {
                (1024 + m) as f64 * 2f64.powi(ex as i32 - 25)
            };
            Some(if s == 1 { -v } else { v })
        }
        F8E8M0FNU => (b != 0xFF).then(|| 2f64.powi(b as i32 - 127)),
        F8E4M3FN | F8E5M2 | F4E2M1FN => {
            let (eb, mb, bias, ieee_special) = match e {
                F8E4M3FN => (4, 3, 7, false),
                F8E5M2 => (5, 2, 15, true),
                _ => (2, 1, 1, false),
            };
            let w = 1 + eb + mb;
            let (s, ex, m) = (
                (b >> (w - 1)) & 1,
                (b >> mb) & ((1 << eb) - 1),
                b & ((1 << mb) - 1),
            );
            if e == F8E4M3FN && ex == 15 && m == 7 {
                return None;
            }
            if ieee_special && ex == (1 << eb) - 1 {
                if m != 0 {
                    return None;
                }
                return Some(if s == 1 {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                });
            }
            let v = if ex == 0 {
                m as f64 * 2f64.powi(1 - bias - mb)
            } else {
                ((1 << mb) + m) as f64 * 2f64.powi(ex as i32 - bias - mb)
            };
            Some(if s == 1 { -v } else { v })
        }
        _ => unreachable!(),
    }
}

fn codes(e: ElemType) -> u64 {
    if e == F4E2M1FN {
        16
    } else {
        256
    }
}

/// The canonical NaN of docs/numerics.md (f4 has none: NaN converts to +6.0, code 0x7).
pub fn nan_of(e: ElemType) -> u64 {
    match e {
        F4E2M1FN => 0x7,
        F8E8M0FNU => 0xFF,
        F8E4M3FN | F8E5M2 => 0x7F,
        TF32 => 0x7FFF_E000,
        e => Fmt::of(e).canonical_nan(),
    }
}

/// The finite non-negative values of a narrow format with their codes, ascending (enumerated
/// once per format).
fn ascending(e: ElemType) -> &'static [(f64, u64)] {
    static TABLES: [OnceLock<Vec<(f64, u64)>>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let k = [F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN]
        .iter()
        .position(|&n| n == e)
        .expect("a narrow format");
    TABLES[k].get_or_init(|| {
        let sign_bit = if e == F4E2M1FN { 0x8 } else { 0x80 };
        let mut vals: Vec<(f64, u64)> = (0..codes(e))
            .filter(|c| e == F8E8M0FNU || c & sign_bit == 0)
            .filter_map(|c| value_of(e, c).filter(|v| v.is_finite()).map(|v| (v, c)))
            .collect();
        vals.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
        vals
    })
}

/// Rounds an exact value (or NaN) into a narrow format by searching its enumerated values, with
/// the saturating overflow policy of docs/numerics.md for conversions into 8-bit and smaller.
pub fn narrow_round(e: ElemType, x: Option<f64>, mode: &str) -> u64 {
    let Some(x) = x else { return nan_of(e) };
    if e == F8E8M0FNU && (x <= 0.0 || x.is_nan()) {
        return 0xFF; // no zero, no sign: zero and negative values are NaN
    }
    let neg = x.is_sign_negative();
    let sign_bit = if e == F4E2M1FN { 0x8 } else { 0x80 };
    let ax = x.abs();
    let vals = ascending(e);
    let with_sign = |c: u64| {
        if neg && e != F8E8M0FNU {
            c | sign_bit
        } else {
            c
        }
    };
    let max = *vals.last().unwrap();
    if ax >= max.0 {
        return with_sign(max.1); // saturate (±inf too)
    }
    let hi = vals.partition_point(|v| v.0 < ax);
    if vals[hi].0 == ax {
        return with_sign(vals[hi].1);
    }
    if hi == 0 {
        // Below the smallest value: only e8m0 (smallest 2^-127, no zero) gets here.
        return vals[0].1;
    }
    let (lo, up) = (vals[hi - 1], vals[hi]);
    let toward_up = match mode {
        "zero" => false,
        "positive_inf" => !neg,
        "negative_inf" => neg,
        _ => {
            let (dl, du) = (ax - lo.0, up.0 - ax);
            du < dl || (du == dl && up.1 % 2 == 0)
        }
    };
    with_sign(if toward_up { up.1 } else { lo.1 })
}

/// The apfloat rounding of a Tile IR rounding-mode name (`nearest_away` and anything else:
/// ties away from zero).
pub fn round_of(mode: &str) -> Round {
    match mode {
        "nearest_even" => Round::NearestTiesToEven,
        "zero" => Round::TowardZero,
        "negative_inf" => Round::TowardNegative,
        "positive_inf" => Round::TowardPositive,
        _ => Round::NearestTiesToAway,
    }
}

/// Rounds an exact f64 value into a wide format with rustc_apfloat.
pub fn wide_round(e: ElemType, x: Option<f64>, mode: &str) -> u64 {
    let Some(x) = x else { return nan_of(e) };
    let d: Double = double(x.to_bits());
    let r = round_of(mode);
    let mut li = false;
    match e {
        F64 => x.to_bits(),
        F32 => FloatConvert::<Single>::convert_r(d, r, &mut li)
            .value
            .to_bits() as u64,
        F16 => FloatConvert::<Half>::convert_r(d, r, &mut li)
            .value
            .to_bits() as u64,
        BF16 => FloatConvert::<BFloat>::convert_r(d, r, &mut li)
            .value
            .to_bits() as u64,
        TF32 => {
            (FloatConvert::<Tf32>::convert_r(d, r, &mut li)
                .value
                .to_bits() as u64)
                << 13
        }
        _ => unreachable!(),
    }
}

/// ftof of an exact value (None for NaN) into `to` in the named rounding mode.
pub fn convert_value(to: ElemType, x: Option<f64>, mode: &str) -> u64 {
    if is_narrow(to) {
        narrow_round(to, x, mode)
    } else {
        wide_round(to, x, mode)
    }
}

/// itof of an exact integer, rounded to nearest even (the only mode itof takes).
pub fn itof(to: ElemType, v: i128) -> u64 {
    let r = Round::NearestTiesToEven;
    match to {
        F16 => Half::from_i128_r(v, r).value.to_bits() as u64,
        BF16 => BFloat::from_i128_r(v, r).value.to_bits() as u64,
        F32 => Single::from_i128_r(v, r).value.to_bits() as u64,
        F64 => Double::from_i128_r(v, r).value.to_bits() as u64,
        TF32 => (Tf32::from_i128_r(v, r).value.to_bits() as u64) << 13,
        // |v| beyond 2^53 saturates anyway, so the f64 carrier is exact enough.
        _ => narrow_round(to, Some(v as f64), "nearest_even"),
    }
}

/// ftoi of an exact value (None for NaN) into a `w`-bit integer, truncating. None when the
/// result is undefined (NaN, ±inf or out of range without `saturating`). Saturating clamps,
/// NaN to 0 (PTX cvt.rzi.sat). Into i1 the result is x != 0 (NaN too), saturating or not: the
/// H100's answer, documented in docs/numerics.md.
pub fn ftoi(x: Option<f64>, w: u32, signed: bool, saturating: bool) -> Option<u64> {
    if w == 1 {
        return Some(x.is_none_or(|x| x != 0.0) as u64);
    }
    let (lo, hi): (i128, i128) = if signed {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    } else {
        (0, (1i128 << w) - 1)
    };
    let r = match x {
        None => saturating.then_some(0),
        Some(x) if x.is_infinite() => saturating.then_some(if x > 0.0 { hi } else { lo }),
        Some(x) => {
            // Saturating cast: values past i128 are out of every range anyway.
            let tr = x.trunc() as i128;
            if (lo..=hi).contains(&tr) {
                Some(tr)
            } else if saturating {
                Some(tr.clamp(lo, hi))
            } else {
                None
            }
        }
    };
    r.map(|r| (r as u64) & mask(w))
}
