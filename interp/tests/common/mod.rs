//! Shared helpers for the numeric tests: a deterministic generator of
//! interesting bit patterns and oracle adapters.
#![allow(dead_code)]

use rustc_apfloat::Round;
use tileref_interp::numeric::{Format, Rounding};

/// xorshift64* generator (deterministic, seedable).
pub struct Rng(pub u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// A bit pattern of `fmt` biased towards edge cases: specials, subnormals,
    /// values near the largest finite number, and operands with close exponents.
    pub fn bits(&mut self, fmt: &Format) -> u64 {
        let m = fmt.man_bits;
        let e = fmt.exp_bits;
        let sign = if fmt.signed {
            (self.next() & 1) << (e + m)
        } else {
            0
        };
        let r = self.next();
        let man = self.next() & fmt.man_mask();
        let emax = fmt.exp_field_max();
        let mag = match self.below(16) {
            0 => 0,
            1 => emax << m, // inf or NaN-ish
            2 => (emax << m) | man,
            3 => man, // subnormal
            4 => fmt.max_finite_code() - self.below(4).min(fmt.max_finite_code()),
            5 => (1u64 << m) | man, // smallest binade
            6 => ((fmt.bias as u64 + self.below(3)) << m) | man, // near 1
            7 => (((fmt.bias as u64).saturating_sub(self.below(3))) << m) | (man & !7),
            8 => (man | 1) & fmt.man_mask() | (((r >> 40) % (emax + 1)) << m) & !1,
            _ => r & fmt.mag_mask(),
        };
        (mag & fmt.mag_mask()) | sign
    }
}

pub fn apf_round(m: Rounding) -> Round {
    match m {
        Rounding::NearestEven => Round::NearestTiesToEven,
        Rounding::Zero => Round::TowardZero,
        Rounding::NegativeInf => Round::TowardNegative,
        Rounding::PositiveInf => Round::TowardPositive,
        Rounding::NearestAway => Round::NearestTiesToAway,
    }
}

pub fn sf_round(m: Rounding) -> softfloat_wrapper::RoundingMode {
    use softfloat_wrapper::RoundingMode as R;
    match m {
        Rounding::NearestEven => R::TiesToEven,
        Rounding::Zero => R::TowardZero,
        Rounding::NegativeInf => R::TowardNegative,
        Rounding::PositiveInf => R::TowardPositive,
        Rounding::NearestAway => R::TiesToAway,
    }
}

/// Equal bits, or both NaN (oracles choose other NaN payloads than tileref).
pub fn same(fmt: &Format, a: u64, b: u64) -> bool {
    (a & fmt.mask()) == (b & fmt.mask()) || (fmt.is_nan(a) && fmt.is_nan(b))
}

/// Number of cases per (op, format, mode): CI size, or the extended size when
/// TILEREF_EXTENDED is set or the test is run as an ignored test.
pub fn cases(ci: usize, extended: bool) -> usize {
    if extended {
        1_000_000
    } else {
        ci
    }
}
