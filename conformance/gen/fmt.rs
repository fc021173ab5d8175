//! Float formats as the generator sees them, special-value sets, and the oracle wrappers
//! (Berkeley SoftFloat through softfloat-wrapper, rustc_apfloat).

use super::Rng;
use rustc_apfloat::ieee::{BFloat, Double, Half, IeeeFloat, Semantics, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
use softfloat_wrapper as sf;
use softfloat_wrapper::Float as SfFloat;
use tileref_spec::types::ElemType;

/// Sign/exponent/mantissa layout of an IEEE-like format.
#[derive(Clone, Copy, Debug)]
pub struct Fmt {
    pub e: ElemType,
    pub eb: u32,
    pub mb: u32,
}

impl Fmt {
    pub fn of(e: ElemType) -> Fmt {
        let l = e.float_layout().expect("float");
        Fmt { e, eb: l.exp_bits, mb: l.man_bits }
    }
    pub fn width(self) -> u32 {
        1 + self.eb + self.mb
    }
    /// Every bit of the format set.
    pub fn mask(self) -> u64 {
        u64::MAX >> (64 - self.width())
    }
    pub fn bias(self) -> i32 {
        (1 << (self.eb - 1)) - 1
    }
    /// Bits of (sign, biased exponent field, mantissa field).
    pub fn make(self, neg: bool, exp: u64, man: u64) -> u64 {
        ((neg as u64) << (self.eb + self.mb)) | (exp << self.mb) | (man & ((1 << self.mb) - 1))
    }
    pub fn sign_bit(self) -> u64 {
        1 << (self.eb + self.mb)
    }
    pub fn max_exp_field(self) -> u64 {
        (1 << self.eb) - 1
    }
    pub fn inf(self) -> u64 {
        self.make(false, self.max_exp_field(), 0)
    }
    pub fn is_nan(self, b: u64) -> bool {
        (b >> self.mb) & self.max_exp_field() == self.max_exp_field() && b & ((1 << self.mb) - 1) != 0
    }
    /// The canonical NaN the interpreter documents (docs/numerics.md): positive, every
    /// magnitude bit set.
    pub fn canonical_nan(self) -> u64 {
        self.sign_bit() - 1
    }
    /// 1.0 × 2^k (normal range).
    pub fn pow2(self, k: i32) -> u64 {
        self.make(false, (k + self.bias()) as u64, 0)
    }

    /// A TestFloat-level-1-style set: ±0, ±inf, NaNs, extreme subnormals and normals, values
    /// around 1 and around rounding midpoints, and `extra` random patterns.
    pub fn specials(self, rng: &mut Rng, extra: usize) -> Vec<u64> {
        let m = self.mb;
        let maxe = self.max_exp_field();
        let all_man = (1u64 << m) - 1;
        let mut v = vec![
            0,
            self.sign_bit(),
            self.inf(),
            self.inf() | self.sign_bit(),
            self.make(false, maxe, 1 << (m - 1)),     // quiet NaN
            self.make(true, maxe, (1 << (m - 1)) | 5), // negative NaN with payload
            self.make(false, maxe, 1),                // signalling NaN
            1,                                        // smallest subnormal
            all_man,                                  // largest subnormal
            self.make(true, 0, 1),
            self.make(false, 1, 0),                   // smallest normal
            self.make(true, 1, 0),
            self.make(false, 1, 1),
            self.make(false, maxe - 1, all_man),      // largest finite
            self.make(true, maxe - 1, all_man),
            self.make(false, maxe - 1, 0),
            self.pow2(0),                             // 1
            self.pow2(0) | self.sign_bit(),
            self.pow2(0) + 1,                         // 1 + ulp
            self.pow2(0) - 1,                         // 1 - ulp/2
            self.pow2(1),
            self.make(false, self.bias() as u64, 1 << (m - 1)), // 1.5
            self.make(false, (self.bias() + 1) as u64, 1 << (m - 1)), // 3
            self.pow2(-(m as i32) - 1),               // half an ulp of 1: a midpoint with 1
            self.pow2(-(m as i32) - 1) + 1,           // just above that midpoint
            self.pow2(-(m as i32) - 1) - 1,           // just below
            self.make(false, (self.bias() - m as i32 - 1) as u64, all_man),
            self.pow2(-1),
            self.make(false, 2, all_man),
            self.make(false, 0, 1 << (m - 1)),        // a subnormal: half the smallest normal
            self.make(false, maxe - 2, all_man),
            self.make(false, self.bias() as u64, all_man), // 2 - ulp
        ];
        // Random patterns over the whole space and near 1.
        for i in 0..extra {
            let r = rng.next();
            let x = if i % 2 == 0 {
                r & self.mask()
            } else {
                let e = self.bias() as u64 - 4 + (r >> 40) % 9;
                self.make(r >> 63 == 1, e, r)
            };
            v.push(x);
        }
        v
    }
}

/// IEEE rounding modes in Tile IR spelling, with the oracle's names.
pub const MODES: [(&str, Round, sf::RoundingMode); 4] = [
    ("nearest_even", Round::NearestTiesToEven, sf::RoundingMode::TiesToEven),
    ("zero", Round::TowardZero, sf::RoundingMode::TowardZero),
    ("negative_inf", Round::TowardNegative, sf::RoundingMode::TowardNegative),
    ("positive_inf", Round::TowardPositive, sf::RoundingMode::TowardPositive),
];

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

fn ap_bin<S: Semantics>(op: Bin, a: u64, b: u64, r: Round) -> u64 {
    let (x, y) = (IeeeFloat::<S>::from_bits(a as u128), IeeeFloat::<S>::from_bits(b as u128));
    let z = match op {
        Bin::Add => x.add_r(y, r),
        Bin::Sub => x.sub_r(y, r),
        Bin::Mul => x.mul_r(y, r),
        Bin::Div => x.div_r(y, r),
    };
    z.value.to_bits() as u64
}

fn ap_fma<S: Semantics>(a: u64, b: u64, c: u64, r: Round) -> u64 {
    let f = |v: u64| IeeeFloat::<S>::from_bits(v as u128);
    f(a).mul_add_r(f(b), f(c), r).value.to_bits() as u64
}

/// rustc_apfloat's result of a binary op in any of f16/bf16/f32/f64.
pub fn apfloat_bin(e: ElemType, op: Bin, a: u64, b: u64, r: Round) -> u64 {
    match e {
        ElemType::F16 => ap_bin::<rustc_apfloat::ieee::HalfS>(op, a, b, r),
        ElemType::BF16 => ap_bin::<rustc_apfloat::ieee::BFloatS>(op, a, b, r),
        ElemType::F32 => ap_bin::<rustc_apfloat::ieee::SingleS>(op, a, b, r),
        ElemType::F64 => ap_bin::<rustc_apfloat::ieee::DoubleS>(op, a, b, r),
        _ => unreachable!(),
    }
}

pub fn apfloat_fma(e: ElemType, a: u64, b: u64, c: u64, r: Round) -> u64 {
    match e {
        ElemType::F16 => ap_fma::<rustc_apfloat::ieee::HalfS>(a, b, c, r),
        ElemType::BF16 => ap_fma::<rustc_apfloat::ieee::BFloatS>(a, b, c, r),
        ElemType::F32 => ap_fma::<rustc_apfloat::ieee::SingleS>(a, b, c, r),
        ElemType::F64 => ap_fma::<rustc_apfloat::ieee::DoubleS>(a, b, c, r),
        _ => unreachable!(),
    }
}

/// Berkeley SoftFloat's result (f16, f32, f64 only; SoftFloat 3 has no bfloat16 arithmetic).
pub fn softfloat_bin(e: ElemType, op: Bin, a: u64, b: u64, r: sf::RoundingMode) -> u64 {
    macro_rules! go {
        ($t:ty, $p:ty) => {{
            let (x, y) = (<$t>::from_bits(a as $p), <$t>::from_bits(b as $p));
            (match op {
                Bin::Add => x.add(y, r),
                Bin::Sub => x.sub(y, r),
                Bin::Mul => x.mul(y, r),
                Bin::Div => x.div(y, r),
            })
            .to_bits() as u64
        }};
    }
    match e {
        ElemType::F16 => go!(sf::F16, u16),
        ElemType::F32 => go!(sf::F32, u32),
        ElemType::F64 => go!(sf::F64, u64),
        _ => unreachable!(),
    }
}

pub fn softfloat_fma(e: ElemType, a: u64, b: u64, c: u64, r: sf::RoundingMode) -> u64 {
    match e {
        ElemType::F16 => sf::F16::from_bits(a as u16).fused_mul_add(sf::F16::from_bits(b as u16), sf::F16::from_bits(c as u16), r).to_bits() as u64,
        ElemType::F32 => sf::F32::from_bits(a as u32).fused_mul_add(sf::F32::from_bits(b as u32), sf::F32::from_bits(c as u32), r).to_bits() as u64,
        ElemType::F64 => sf::F64::from_bits(a).fused_mul_add(sf::F64::from_bits(b), sf::F64::from_bits(c), r).to_bits(),
        _ => unreachable!(),
    }
}

pub fn softfloat_sqrt(e: ElemType, a: u64, r: sf::RoundingMode) -> u64 {
    match e {
        ElemType::F16 => sf::F16::from_bits(a as u16).sqrt(r).to_bits() as u64,
        ElemType::F32 => sf::F32::from_bits(a as u32).sqrt(r).to_bits() as u64,
        ElemType::F64 => sf::F64::from_bits(a).sqrt(r).to_bits(),
        _ => unreachable!(),
    }
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
    Single::from_bits(b as u128).convert_r(Round::NearestTiesToEven, &mut li).value
}

/// Whether a wide result, read as an f32, is nonzero and below the smallest normal 2^-126.
pub fn wide_is_tiny(x: F32Wide) -> bool {
    if !x.is_finite_non_zero() {
        return false;
    }
    let mut li = false;
    let min: F32Wide = Single::smallest_normalized().convert_r(Round::NearestTiesToEven, &mut li).value;
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

/// Replaces an oracle's NaN by the canonical NaN of the format.
pub fn canon(e: ElemType, b: u64) -> u64 {
    let f = Fmt::of(e);
    if f.is_nan(b) {
        f.canonical_nan()
    } else {
        b
    }
}

pub fn half(b: u64) -> Half {
    Half::from_bits(b as u128)
}
pub fn single(b: u64) -> Single {
    Single::from_bits(b as u128)
}
pub fn double(b: u64) -> Double {
    Double::from_bits(b as u128)
}
pub fn bfloat(b: u64) -> BFloat {
    BFloat::from_bits(b as u128)
}

/// The exact value of a finite f16/bf16/f32/f64 pattern as an f64 (exact: every such value is
/// an f64 value).
pub fn to_f64(e: ElemType, b: u64) -> f64 {
    match e {
        ElemType::F64 => f64::from_bits(b),
        ElemType::F32 => f32::from_bits(b as u32) as f64,
        ElemType::BF16 => f32::from_bits((b as u32) << 16) as f64,
        ElemType::F16 => {
            let mut li = false;
            let d: Double = half(b).convert_r(Round::NearestTiesToEven, &mut li).value;
            f64::from_bits(d.to_bits() as u64)
        }
        _ => unreachable!(),
    }
}

/// Rounds an f64 to a format with apfloat (the mode given), giving the pattern.
pub fn from_f64(e: ElemType, x: f64, r: Round) -> u64 {
    let d = double(x.to_bits());
    let mut li = false;
    match e {
        ElemType::F64 => x.to_bits(),
        ElemType::F32 => {
            let v: Single = d.convert_r(r, &mut li).value;
            v.to_bits() as u64
        }
        ElemType::F16 => {
            let v: Half = d.convert_r(r, &mut li).value;
            v.to_bits() as u64
        }
        ElemType::BF16 => {
            let v: BFloat = d.convert_r(r, &mut li).value;
            v.to_bits() as u64
        }
        _ => unreachable!(),
    }
}
