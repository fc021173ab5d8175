//! IEEE-like float formats by their layout, the canonical NaN of docs/numerics.md, and exact
//! moves between f16/bf16/f32/f64 patterns and host f64 values (through rustc_apfloat).

use rustc_apfloat::ieee::{BFloat, Double, Half, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
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
        Fmt {
            e,
            eb: l.exp_bits,
            mb: l.man_bits,
        }
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
        (b >> self.mb) & self.max_exp_field() == self.max_exp_field()
            && b & ((1 << self.mb) - 1) != 0
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
