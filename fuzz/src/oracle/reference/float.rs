//! Float element operations on bit patterns through rustc_apfloat: one rounding per operation
//! in the destination format, with the NaN and saturation rules of docs/numerics.md written
//! out here from the documentation, not taken from the interpreter.

use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Semantics, Single,
};
use rustc_apfloat::{Float, FloatConvert, Round};
use tileref_spec::types::ElemType;

/// tf32: 1 sign, 8 exponent and 10 mantissa bits, IEEE rules (carried in a 19-bit pattern).
pub struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
type Tf32 = IeeeFloat<Tf32S>;

/// The float formats the reference evaluates (the others are left to the remaining checks).
pub fn supported(e: ElemType) -> bool {
    matches!(
        e,
        ElemType::F16
            | ElemType::BF16
            | ElemType::F32
            | ElemType::F64
            | ElemType::TF32
            | ElemType::F8E4M3FN
            | ElemType::F8E5M2
    )
}

/// The canonical NaN results carry (docs/numerics.md), as a tile pattern.
pub fn canonical_nan(e: ElemType) -> u64 {
    match e {
        ElemType::F16 | ElemType::BF16 => 0x7FFF,
        ElemType::F32 => 0x7FFF_FFFF,
        ElemType::F64 => 0x7FFF_FFFF_FFFF_FFFF,
        ElemType::TF32 => 0x3_FFFF,
        ElemType::F8E4M3FN | ElemType::F8E5M2 => 0x7F,
        _ => 0,
    }
}

pub fn is_nan(e: ElemType, b: u64) -> bool {
    let l = e.float_layout().expect("a float type");
    let man = b & ((1u64 << l.man_bits) - 1);
    let exp = (b >> l.man_bits) & ((1u64 << l.exp_bits) - 1);
    let all = (1u64 << l.exp_bits) - 1;
    match e {
        ElemType::F8E4M3FN => exp == all && man == 7,
        _ => exp == all && man != 0,
    }
}

/// Largest finite magnitude of a format, as a pattern (for saturating conversions).
fn max_finite(e: ElemType) -> u64 {
    match e {
        ElemType::F8E4M3FN => 0x7E,
        ElemType::F8E5M2 => 0x7B,
        _ => {
            let l = e.float_layout().expect("float");
            (((1u64 << l.exp_bits) - 2) << l.man_bits) | ((1u64 << l.man_bits) - 1)
        }
    }
}

fn sign_bit(e: ElemType) -> u64 {
    let l = e.float_layout().expect("float");
    1u64 << (l.exp_bits + l.man_bits)
}

pub fn round_of(mode: &str) -> Option<Round> {
    Some(match mode {
        "nearest_even" => Round::NearestTiesToEven,
        "zero" => Round::TowardZero,
        "negative_inf" => Round::TowardNegative,
        "positive_inf" => Round::TowardPositive,
        "nearest_away" => Round::NearestTiesToAway,
        _ => return None,
    })
}

/// Calls `$f::<T>` for the apfloat type of element type `$e`.
macro_rules! dispatch {
    ($e:expr, $f:ident, $($arg:expr),*) => {
        match $e {
            ElemType::F16 => $f::<Half>($($arg),*),
            ElemType::BF16 => $f::<BFloat>($($arg),*),
            ElemType::F32 => $f::<Single>($($arg),*),
            ElemType::F64 => $f::<Double>($($arg),*),
            ElemType::TF32 => $f::<Tf32>($($arg),*),
            ElemType::F8E4M3FN => $f::<Float8E4M3FN>($($arg),*),
            ElemType::F8E5M2 => $f::<Float8E5M2>($($arg),*),
            _ => None,
        }
    };
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    Div,
}

fn bin_t<T: Float>(op: Bin, a: u64, b: u64, r: Round) -> Option<u64> {
    let (x, y) = (T::from_bits(a as u128), T::from_bits(b as u128));
    let v = match op {
        Bin::Add => x.add_r(y, r),
        Bin::Sub => x.sub_r(y, r),
        Bin::Mul => x.mul_r(y, r),
        Bin::Div => x.div_r(y, r),
    }
    .value;
    Some(v.to_bits() as u64)
}

/// `a op b` rounded once; NaN results are the canonical NaN.
pub fn bin(e: ElemType, op: Bin, a: u64, b: u64, r: Round) -> Option<u64> {
    let v = dispatch!(e, bin_t, op, a, b, r)?;
    Some(if is_nan(e, v) { canonical_nan(e) } else { v })
}

fn to_f64_t<T: Float + FloatConvert<Double>>(a: u64) -> Option<u64> {
    let mut lost = false;
    Some(T::from_bits(a as u128).convert(&mut lost).value.to_bits() as u64)
}

/// The exact value as an f64 (every supported format fits), for comparisons.
pub fn to_f64(e: ElemType, a: u64) -> Option<f64> {
    dispatch!(e, to_f64_t, a).map(f64::from_bits)
}

/// maximumNumber / minimumNumber (a NaN operand gives the other; −0 < +0), or maximum /
/// minimum with `propagate_nan`; NaN results canonical.
pub fn max_min(e: ElemType, a: u64, b: u64, max: bool, propagate: bool) -> Option<u64> {
    let (na, nb) = (is_nan(e, a), is_nan(e, b));
    if na || nb {
        return Some(if propagate || (na && nb) {
            canonical_nan(e)
        } else if na {
            b
        } else {
            a
        });
    }
    let (x, y) = (to_f64(e, a)?, to_f64(e, b)?);
    let key = |v: f64| (v, v.is_sign_positive());
    let a_wins = if max {
        key(x) > key(y)
    } else {
        key(x) < key(y)
    };
    Some(
        if a_wins || (x == y && x.is_sign_positive() == y.is_sign_positive()) {
            a
        } else {
            b
        },
    )
}

/// negf / absf: the sign bit, NaN inputs give the canonical NaN.
pub fn sign_op(e: ElemType, a: u64, neg: bool) -> Option<u64> {
    if !supported(e) {
        return None;
    }
    if is_nan(e, a) {
        return Some(canonical_nan(e));
    }
    Some(if neg {
        a ^ sign_bit(e)
    } else {
        a & !sign_bit(e)
    })
}

fn convert_t<S: Float + FloatConvert<D>, D: Float>(a: u64, r: Round) -> (u64, bool) {
    let mut lost = false;
    let x = S::from_bits(a as u128);
    let v: D = x.convert_r(r, &mut lost).value;
    (v.to_bits() as u64, x.is_infinite())
}

macro_rules! dispatch_to {
    ($to:expr, $S:ty, $a:expr, $r:expr) => {
        match $to {
            ElemType::F16 => Some(convert_t::<$S, Half>($a, $r)),
            ElemType::BF16 => Some(convert_t::<$S, BFloat>($a, $r)),
            ElemType::F32 => Some(convert_t::<$S, Single>($a, $r)),
            ElemType::F64 => Some(convert_t::<$S, Double>($a, $r)),
            ElemType::TF32 => Some(convert_t::<$S, Tf32>($a, $r)),
            ElemType::F8E4M3FN => Some(convert_t::<$S, Float8E4M3FN>($a, $r)),
            ElemType::F8E5M2 => Some(convert_t::<$S, Float8E5M2>($a, $r)),
            _ => None,
        }
    };
}

/// ftof: the source value rounded once into `to`; into 8-bit formats overflow and infinities
/// saturate to the largest finite value; NaN gives the canonical NaN.
pub fn ftof(from: ElemType, to: ElemType, a: u64, r: Round) -> Option<u64> {
    if !supported(from) || !supported(to) {
        return None;
    }
    if is_nan(from, a) {
        return Some(canonical_nan(to));
    }
    let (v, _) = match from {
        ElemType::F16 => dispatch_to!(to, Half, a, r),
        ElemType::BF16 => dispatch_to!(to, BFloat, a, r),
        ElemType::F32 => dispatch_to!(to, Single, a, r),
        ElemType::F64 => dispatch_to!(to, Double, a, r),
        ElemType::TF32 => dispatch_to!(to, Tf32, a, r),
        ElemType::F8E4M3FN => dispatch_to!(to, Float8E4M3FN, a, r),
        ElemType::F8E5M2 => dispatch_to!(to, Float8E5M2, a, r),
        _ => None,
    }?;
    Some(saturate_narrow(to, v, a & sign_bit(from) != 0))
}

/// Into 8-bit formats: an infinity or NaN that came from a finite or infinite value becomes the
/// largest finite value of its sign.
fn saturate_narrow(to: ElemType, v: u64, negative: bool) -> u64 {
    let narrow = matches!(to, ElemType::F8E4M3FN | ElemType::F8E5M2);
    let l = to.float_layout().expect("float");
    let exp_all = ((1u64 << l.exp_bits) - 1) << l.man_bits;
    let overflowed = match to {
        ElemType::F8E4M3FN => is_nan(to, v),
        _ => v & exp_all == exp_all,
    };
    if narrow && overflowed {
        max_finite(to) | if negative { sign_bit(to) } else { 0 }
    } else {
        v
    }
}

fn from_int_t<T: Float>(x: i128, signed: bool, r: Round) -> Option<u64> {
    let v = if signed {
        T::from_i128_r(x, r).value
    } else {
        T::from_u128_r(x as u128, r).value
    };
    Some(v.to_bits() as u64)
}

/// itof: the integer rounded once; 8-bit formats saturate.
pub fn itof(to: ElemType, x: i128, signed: bool, r: Round) -> Option<u64> {
    let v = dispatch!(to, from_int_t, x, signed, r)?;
    Some(saturate_narrow(to, v, x < 0 && signed))
}

fn to_int_t<T: Float>(a: u64, w: usize, signed: bool) -> Option<(i128, bool)> {
    let x = T::from_bits(a as u128);
    let mut exact = false;
    let r = if signed {
        x.to_i128_r(w, Round::TowardZero, &mut exact)
    } else {
        x.to_u128_r(w, Round::TowardZero, &mut exact)
            .map(|u| u as i128)
    };
    Some((
        r.value,
        r.status.contains(rustc_apfloat::Status::INVALID_OP),
    ))
}

/// ftoi toward zero into a `w`-bit integer: `None` when out of range (undefined behaviour).
pub fn ftoi_trunc(from: ElemType, a: u64, w: usize, signed: bool) -> Option<Option<i128>> {
    if !supported(from) {
        return None;
    }
    if is_nan(from, a) {
        return Some(None);
    }
    let (v, invalid) = dispatch!(from, to_int_t, a, w, signed)?;
    Some(if invalid { None } else { Some(v) })
}

#[cfg(test)]
mod tests {
    use crate::oracle::reference::float::*;

    #[test]
    fn host_arithmetic_agrees_where_it_is_exact() {
        let xs = [1.5f32, -0.0, 3.0e-39, 1e30, -7.25, f32::INFINITY];
        for &a in &xs {
            for &b in &xs {
                let got = bin(
                    ElemType::F32,
                    Bin::Add,
                    a.to_bits() as u64,
                    b.to_bits() as u64,
                    Round::NearestTiesToEven,
                )
                .unwrap();
                let want = (a + b).to_bits() as u64;
                assert!(
                    got == want || (is_nan(ElemType::F32, got) && (a + b).is_nan()),
                    "{a} + {b}"
                );
            }
        }
        // f32 -> f16 directed roundings of 1 + 2^-12 (between two f16 values).
        let x = (1.0f32 + 2f32.powi(-12)).to_bits() as u64;
        assert_eq!(
            ftof(ElemType::F32, ElemType::F16, x, Round::TowardNegative),
            Some(0x3C00)
        );
        assert_eq!(
            ftof(ElemType::F32, ElemType::F16, x, Round::TowardPositive),
            Some(0x3C01)
        );
        // Saturation into e4m3: 1000.0 and +inf give 448 (0x7E).
        assert_eq!(
            ftof(
                ElemType::F32,
                ElemType::F8E4M3FN,
                1000f32.to_bits() as u64,
                Round::NearestTiesToEven
            ),
            Some(0x7E)
        );
        assert_eq!(
            ftof(
                ElemType::F32,
                ElemType::F8E4M3FN,
                f32::NEG_INFINITY.to_bits() as u64,
                Round::NearestTiesToEven
            ),
            Some(0xFE)
        );
        assert_eq!(
            ftof(
                ElemType::F32,
                ElemType::F16,
                f32::NAN.to_bits() as u64,
                Round::NearestTiesToEven
            ),
            Some(0x7FFF)
        );
        assert_eq!(max_min(ElemType::F32, 0x8000_0000, 0, true, false), Some(0));
        assert_eq!(
            max_min(ElemType::F32, 0x7FC0_0000, 0x3F80_0000, true, false),
            Some(0x3F80_0000)
        );
    }
}
