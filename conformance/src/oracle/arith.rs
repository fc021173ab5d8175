//! Float arithmetic on f16/bf16/f32/f64 patterns, correctly rounded in every IEEE mode:
//! rustc_apfloat for add/sub/mul/div/fma/fmod/round-to-integral, an exact integer square root
//! for sqrt, flush_to_zero by its definition, maximum(Number)/minimum(Number) and comparisons
//! by the IEEE 754-2019 definitions on exact values. Results are raw (NaNs as apfloat gives
//! them) unless a function says it canonicalises.

use super::fmt::{canon, to_f64, Fmt};
use rustc_apfloat::ieee::{IeeeFloat, Quad, Semantics, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
use tileref_spec::types::ElemType;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    Div,
}

impl Bin {
    pub fn name(self) -> &'static str {
        match self {
            Bin::Add => "addf",
            Bin::Sub => "subf",
            Bin::Mul => "mulf",
            Bin::Div => "divf",
        }
    }
}

/// Runs `$body` with `$s` bound to the apfloat semantics of a base float type.
macro_rules! with_sem {
    ($e:expr, $s:ident => $body:expr) => {
        match $e {
            ElemType::F16 => {
                type $s = rustc_apfloat::ieee::HalfS;
                $body
            }
            ElemType::BF16 => {
                type $s = rustc_apfloat::ieee::BFloatS;
                $body
            }
            ElemType::F32 => {
                type $s = rustc_apfloat::ieee::SingleS;
                $body
            }
            ElemType::F64 => {
                type $s = rustc_apfloat::ieee::DoubleS;
                $body
            }
            e => unreachable!("{e:?} is not a base float type"),
        }
    };
}

fn ap<S: Semantics>(b: u64) -> IeeeFloat<S> {
    IeeeFloat::<S>::from_bits(b as u128)
}

fn ap_bin<S: Semantics>(op: Bin, a: u64, b: u64, r: Round) -> u64 {
    let (x, y) = (ap::<S>(a), ap::<S>(b));
    let z = match op {
        Bin::Add => x.add_r(y, r),
        Bin::Sub => x.sub_r(y, r),
        Bin::Mul => x.mul_r(y, r),
        Bin::Div => x.div_r(y, r),
    };
    z.value.to_bits() as u64
}

fn ap_fma<S: Semantics>(a: u64, b: u64, c: u64, r: Round) -> u64 {
    ap::<S>(a)
        .mul_add_r(ap::<S>(b), ap::<S>(c), r)
        .value
        .to_bits() as u64
}

/// rustc_apfloat's result of a binary op in any of f16/bf16/f32/f64.
pub fn apfloat_bin(e: ElemType, op: Bin, a: u64, b: u64, r: Round) -> u64 {
    with_sem!(e, S => ap_bin::<S>(op, a, b, r))
}

pub fn apfloat_fma(e: ElemType, a: u64, b: u64, c: u64, r: Round) -> u64 {
    with_sem!(e, S => ap_fma::<S>(a, b, c, r))
}

/// C fmod (exact), NaN results canonical.
pub fn apfloat_rem(e: ElemType, a: u64, b: u64) -> u64 {
    canon(
        e,
        with_sem!(e, S => ap::<S>(a).c_fmod(ap::<S>(b)).value.to_bits() as u64),
    )
}

/// `absf`, `negf`, `ceil` or `floor` (by op name); a NaN operand gives the canonical NaN
/// (docs/numerics.md: abs/neg of NaN too).
pub fn apfloat_unary(e: ElemType, op: &str, a: u64) -> u64 {
    if Fmt::of(e).is_nan(a) {
        return Fmt::of(e).canonical_nan();
    }
    with_sem!(e, S => {
        let y = ap::<S>(a);
        (match op {
            "absf" => y.abs(),
            "negf" => -y,
            "ceil" => y.round_to_integral(Round::TowardPositive).value,
            "floor" => y.round_to_integral(Round::TowardNegative).value,
            _ => unreachable!("unary {op}"),
        })
        .to_bits() as u64
    })
}

/// floor(sqrt(n)) and whether the root is inexact, digit by digit.
fn isqrt(n: u128) -> (u128, bool) {
    let (mut rem, mut root) = (n, 0u128);
    let mut bit = 1u128 << 126;
    while bit > n {
        bit >>= 2;
    }
    while bit != 0 {
        if rem >= root + bit {
            rem -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    (root, rem != 0)
}

fn ap_sqrt<S: Semantics>(a: u64, r: Round) -> u64 {
    let x = ap::<S>(a);
    if x.is_nan() || x.is_zero() || (x.is_infinite() && !x.is_negative()) {
        return a; // NaN stays NaN, sqrt(±0) = ±0, sqrt(+inf) = +inf
    }
    if x.is_negative() {
        return IeeeFloat::<S>::NAN.to_bits() as u64;
    }
    // Every value here is an f64 value: m · 2^k exactly, m normalised to 54 bits with k even.
    let mut li = false;
    let d: rustc_apfloat::ieee::Double = x.convert_r(Round::NearestTiesToEven, &mut li).value;
    let bits = d.to_bits() as u64;
    let (field, man) = ((bits >> 52) & 0x7FF, bits & ((1 << 52) - 1));
    let (mut m, mut k) = if field == 0 {
        (man, -1074i32)
    } else {
        (man | 1 << 52, field as i32 - 1075)
    };
    let shift = m.leading_zeros() as i32 - 10;
    m <<= shift;
    k -= shift;
    if k % 2 != 0 {
        m <<= 1;
        k -= 1;
    }
    // sqrt(m · 2^58) has 56 bits; with the inexact flag as the last bit (round to odd) one more
    // rounding to at most 53 bits is the correct rounding (Boldo & Melquiond).
    let (root, inexact) = isqrt((m as u128) << 58);
    let odd = Quad::from_u128(root | inexact as u128)
        .value
        .scalbn((k - 58) / 2);
    let y: IeeeFloat<S> = odd.convert_r(r, &mut li).value;
    y.to_bits() as u64
}

/// Correctly rounded square root in any IEEE mode.
pub fn apfloat_sqrt(e: ElemType, a: u64, r: Round) -> u64 {
    with_sem!(e, S => ap_sqrt::<S>(a, r))
}

/// f32 with an 11-bit exponent: the f32 significand rounding with an exponent range wide enough
/// that no f32 operand or result is tiny. Rounding an exact result here tells whether it is
/// tiny *after rounding* as an f32 (flush_to_zero's rule).
pub struct F32WideS;
impl Semantics for F32WideS {
    const BITS: usize = 35;
    const EXP_BITS: usize = 11;
}
pub type F32Wide = IeeeFloat<F32WideS>;

pub fn f32_to_wide(b: u32) -> F32Wide {
    let mut li = false;
    Single::from_bits(b as u128)
        .convert_r(Round::NearestTiesToEven, &mut li)
        .value
}

/// Whether a wide result, read as an f32, is nonzero and below the smallest normal 2^-126.
pub fn wide_is_tiny(x: F32Wide) -> bool {
    if !x.is_finite_non_zero() {
        return false;
    }
    let mut li = false;
    let min: F32Wide = Single::smallest_normalized()
        .convert_r(Round::NearestTiesToEven, &mut li)
        .value;
    x.abs() < min
}

/// Flush-to-zero of an f32 input: subnormals become zeros of the same sign.
pub fn ftz_in(b: u64) -> u64 {
    if (b >> 23) & 0xFF == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

/// The f32 result of an op under flush_to_zero, given its exact result rounded with an
/// unbounded exponent (`wide`) and its ordinary f32 result on flushed inputs (`plain`): a result
/// tiny after rounding becomes a zero of its sign. NaNs canonical.
pub fn ftz_out(wide: F32Wide, plain: u64) -> u64 {
    if wide_is_tiny(wide) {
        if wide.is_negative() {
            0x8000_0000
        } else {
            0
        }
    } else {
        canon(ElemType::F32, plain)
    }
}

/// addf/subf/mulf/divf on f32 with flush_to_zero.
pub fn ftz_bin(op: Bin, a: u64, b: u64, r: Round) -> u64 {
    let (a, b) = (ftz_in(a), ftz_in(b));
    let (x, y) = (f32_to_wide(a as u32), f32_to_wide(b as u32));
    let w = match op {
        Bin::Add => x.add_r(y, r),
        Bin::Sub => x.sub_r(y, r),
        Bin::Mul => x.mul_r(y, r),
        Bin::Div => x.div_r(y, r),
    };
    ftz_out(w.value, apfloat_bin(ElemType::F32, op, a, b, r))
}

/// fma on f32 with flush_to_zero.
pub fn ftz_fma(a: u64, b: u64, c: u64, r: Round) -> u64 {
    let (a, b, c) = (ftz_in(a), ftz_in(b), ftz_in(c));
    let w = f32_to_wide(a as u32)
        .mul_add_r(f32_to_wide(b as u32), f32_to_wide(c as u32), r)
        .value;
    ftz_out(w, apfloat_fma(ElemType::F32, a, b, c, r))
}

/// IEEE 754-2019 maximumNumber / maximum (and the min forms) on exact f64 values, with −0 < +0;
/// NaN results canonical.
pub fn maxmin(e: ElemType, a: u64, b: u64, is_max: bool, propagate: bool) -> u64 {
    let f = Fmt::of(e);
    let (na, nb) = (f.is_nan(a), f.is_nan(b));
    if na || nb {
        if propagate || (na && nb) {
            return f.canonical_nan();
        }
        return if na { b } else { a };
    }
    let (x, y) = (to_f64(e, a), to_f64(e, b));
    let a_wins = if x == y {
        // Equal values: only the zeros differ; +0 is the larger.
        let a_neg = a & f.sign_bit() != 0;
        if is_max {
            !a_neg
        } else {
            a_neg
        }
    } else if is_max {
        x > y
    } else {
        x < y
    };
    if a_wins {
        a
    } else {
        b
    }
}

/// cmpf by predicate name: ordered predicates are false and unordered ones true when an operand
/// is NaN; otherwise the IEEE comparison of exact values (−0 == +0).
pub fn cmpf(e: ElemType, pred: &str, ordered: bool, a: u64, b: u64) -> bool {
    let f = Fmt::of(e);
    if f.is_nan(a) || f.is_nan(b) {
        return !ordered;
    }
    let (x, y) = (to_f64(e, a), to_f64(e, b));
    match pred {
        "equal" => x == y,
        "not_equal" => x != y,
        "less_than" => x < y,
        "less_than_or_equal" => x <= y,
        "greater_than" => x > y,
        "greater_than_or_equal" => x >= y,
        _ => unreachable!("predicate {pred}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqrt_matches_the_host_in_nearest_even() {
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..20_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let d = x >> 1; // positive f64 patterns, subnormals, inf and NaNs included
            let want = f64::from_bits(d).sqrt();
            let got = apfloat_sqrt(ElemType::F64, d, Round::NearestTiesToEven);
            assert!(
                want.to_bits() == got || (want.is_nan() && f64::from_bits(got).is_nan()),
                "{d:x}"
            );
            let s = (x >> 33) as u32;
            let want = f32::from_bits(s).sqrt();
            let got = apfloat_sqrt(ElemType::F32, s as u64, Round::NearestTiesToEven) as u32;
            assert!(
                want.to_bits() == got || (want.is_nan() && f32::from_bits(got).is_nan()),
                "{s:x}"
            );
        }
    }

    #[test]
    fn sqrt_agrees_with_softfloat_in_every_mode() {
        use softfloat_wrapper::{Float as _, RoundingMode as M, F16, F32, F64};
        let modes = [
            (Round::NearestTiesToEven, M::TiesToEven),
            (Round::TowardZero, M::TowardZero),
            (Round::TowardNegative, M::TowardNegative),
            (Round::TowardPositive, M::TowardPositive),
        ];
        let mut x = 0x0dd_ba11_u64;
        for i in 0..30_000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (ar, sr) = modes[(i % 4) as usize];
            let h = (x >> 48) & 0x7FFF;
            assert_eq!(
                canon(ElemType::F16, apfloat_sqrt(ElemType::F16, h, ar)),
                canon(
                    ElemType::F16,
                    F16::from_bits(h as u16).sqrt(sr).to_bits() as u64
                ),
                "f16 {h:x}"
            );
            let s = (x >> 32) & 0x7FFF_FFFF;
            assert_eq!(
                canon(ElemType::F32, apfloat_sqrt(ElemType::F32, s, ar)),
                canon(
                    ElemType::F32,
                    F32::from_bits(s as u32).sqrt(sr).to_bits() as u64
                ),
                "f32 {s:x}"
            );
            let d = x >> 1;
            assert_eq!(
                canon(ElemType::F64, apfloat_sqrt(ElemType::F64, d, ar)),
                canon(ElemType::F64, F64::from_bits(d).sqrt(sr).to_bits()),
                "f64 {d:x}"
            );
        }
    }

    #[test]
    fn sqrt_directed_modes_bracket_the_root() {
        // sqrt(2) in f32: RZ and RM give the value below, RP the one above.
        let two = 2f32.to_bits() as u64;
        let lo = apfloat_sqrt(ElemType::F32, two, Round::TowardZero);
        let hi = apfloat_sqrt(ElemType::F32, two, Round::TowardPositive);
        assert_eq!(lo, apfloat_sqrt(ElemType::F32, two, Round::TowardNegative));
        assert_eq!(hi, lo + 1);
        let (l, h) = (
            f32::from_bits(lo as u32) as f64,
            f32::from_bits(hi as u32) as f64,
        );
        assert!(l * l < 2.0 && h * h > 2.0);
        // Exact roots are exact in every mode.
        let nine = 9f32.to_bits() as u64;
        for r in [
            Round::TowardZero,
            Round::TowardPositive,
            Round::TowardNegative,
        ] {
            assert_eq!(apfloat_sqrt(ElemType::F32, nine, r), 3f32.to_bits() as u64);
        }
    }
}
