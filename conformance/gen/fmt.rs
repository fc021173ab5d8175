//! Float formats as the generator sees them: special-value sets, and the Berkeley SoftFloat
//! wrappers (softfloat-wrapper, a dev-dependency) that second the shared rustc_apfloat oracles
//! of `tileref_conformance::oracle`.

use super::Rng;
use softfloat_wrapper as sf;
use softfloat_wrapper::Float as SfFloat;
use tileref_spec::types::ElemType;

use rustc_apfloat::Round;
pub use tileref_conformance::oracle::arith::{
    apfloat_bin, apfloat_fma, f32_to_wide, ftz_in, wide_is_tiny, Bin,
};
pub use tileref_conformance::oracle::fmt::*;

/// The generator's value sets of a format.
pub trait Specials {
    fn specials(self, rng: &mut Rng, extra: usize) -> Vec<u64>;
}

impl Specials for Fmt {
    /// A TestFloat-level-1-style set: ±0, ±inf, NaNs, extreme subnormals and normals, values
    /// around 1 and around rounding midpoints, and `extra` random patterns.
    fn specials(self, rng: &mut Rng, extra: usize) -> Vec<u64> {
        let m = self.mb;
        let maxe = self.max_exp_field();
        let all_man = (1u64 << m) - 1;
        let mut v = vec![
            0,
            self.sign_bit(),
            self.inf(),
            self.inf() | self.sign_bit(),
            self.make(false, maxe, 1 << (m - 1)), // quiet NaN
            self.make(true, maxe, (1 << (m - 1)) | 5), // negative NaN with payload
            self.make(false, maxe, 1),            // signalling NaN
            1,                                    // smallest subnormal
            all_man,                              // largest subnormal
            self.make(true, 0, 1),
            self.make(false, 1, 0), // smallest normal
            self.make(true, 1, 0),
            self.make(false, 1, 1),
            self.make(false, maxe - 1, all_man), // largest finite
            self.make(true, maxe - 1, all_man),
            self.make(false, maxe - 1, 0),
            self.pow2(0), // 1
            self.pow2(0) | self.sign_bit(),
            self.pow2(0) + 1, // 1 + ulp
            self.pow2(0) - 1, // 1 - ulp/2
            self.pow2(1),
            self.make(false, self.bias() as u64, 1 << (m - 1)), // 1.5
            self.make(false, (self.bias() + 1) as u64, 1 << (m - 1)), // 3
            self.pow2(-(m as i32) - 1), // half an ulp of 1: a midpoint with 1
            self.pow2(-(m as i32) - 1) + 1, // just above that midpoint
            self.pow2(-(m as i32) - 1) - 1, // just below
            self.make(false, (self.bias() - m as i32 - 1) as u64, all_man),
            self.pow2(-1),
            self.make(false, 2, all_man),
            self.make(false, 0, 1 << (m - 1)), // a subnormal: half the smallest normal
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
    (
        "nearest_even",
        Round::NearestTiesToEven,
        sf::RoundingMode::TiesToEven,
    ),
    ("zero", Round::TowardZero, sf::RoundingMode::TowardZero),
    (
        "negative_inf",
        Round::TowardNegative,
        sf::RoundingMode::TowardNegative,
    ),
    (
        "positive_inf",
        Round::TowardPositive,
        sf::RoundingMode::TowardPositive,
    ),
];

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
        ElemType::F16 => sf::F16::from_bits(a as u16)
            .fused_mul_add(
                sf::F16::from_bits(b as u16),
                sf::F16::from_bits(c as u16),
                r,
            )
            .to_bits() as u64,
        ElemType::F32 => sf::F32::from_bits(a as u32)
            .fused_mul_add(
                sf::F32::from_bits(b as u32),
                sf::F32::from_bits(c as u32),
                r,
            )
            .to_bits() as u64,
        ElemType::F64 => sf::F64::from_bits(a)
            .fused_mul_add(sf::F64::from_bits(b), sf::F64::from_bits(c), r)
            .to_bits(),
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
