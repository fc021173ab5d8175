//! Exact sums of products of binary floating-point values, rounded once: what `mmaf`'s formula
//! Σₖ A·B + C is as a real number, before the one rounding to the accumulator type (the `exact`
//! mma mode, docs/semantics.md).
//!
//! Terms are f64 values (every narrower format widens exactly) or products of two of them,
//! whose 106-bit significand product is exact. They go into two unsigned fixed-point integers,
//! one for positive and one for negative terms (so no borrow runs through the limbs), each bit
//! `i` of limb `w` worth 2^(lsb + 64w + i). Infinities and NaNs are tracked apart, as IEEE
//! arithmetic would combine them.

use super::format::Format;
use super::nan::nan_result;
use super::round::{round, Env, Exact, Rounding};

/// The least bit an [`ExactSum`] keeps: below the least f64 product (2^-1074 · 2^-1074).
const LSB: i32 = -2150;
/// Limbs per sign: from 2^LSB up past the largest f64 product (2^2048) with 64 bits of carry
/// headroom (up to 2^64 terms of the largest size).
const LIMBS: usize = ((2048 + 64 - LSB) as usize).div_ceil(64) + 1;

/// One exact sum in progress.
#[derive(Clone, Debug)]
pub struct ExactSum {
    pos: Vec<u64>,
    neg: Vec<u64>,
    /// The limbs either side may have touched since the last clear (a range, to clear cheaply).
    low: usize,
    high: usize,
    nan: Option<f64>,
    pos_inf: bool,
    neg_inf: bool,
    /// Every term so far was −0 (IEEE: the exact zero sum of −0s is −0, any other is +0).
    all_neg_zero: bool,
    terms: usize,
}

impl Default for ExactSum {
    fn default() -> Self {
        ExactSum::new()
    }
}

/// `x` as (negative, 53-bit integer significand, exponent): |x| = sig · 2^exp. Finite x only.
fn split(x: f64) -> (bool, u64, i32) {
    let b = x.to_bits();
    let (frac, e) = (b & ((1u64 << 52) - 1), ((b >> 52) & 0x7FF) as i32);
    if e == 0 {
        (x.is_sign_negative(), frac, -1074)
    } else {
        (x.is_sign_negative(), frac | (1u64 << 52), e - 1075)
    }
}

impl ExactSum {
    pub fn new() -> ExactSum {
        ExactSum {
            pos: vec![0; LIMBS],
            neg: vec![0; LIMBS],
            low: LIMBS,
            high: 0,
            nan: None,
            pos_inf: false,
            neg_inf: false,
            all_neg_zero: true,
            terms: 0,
        }
    }

    /// Back to the empty sum.
    pub fn clear(&mut self) {
        if self.low < self.high {
            self.pos[self.low..self.high].fill(0);
            self.neg[self.low..self.high].fill(0);
        }
        self.low = LIMBS;
        self.high = 0;
        self.nan = None;
        self.pos_inf = false;
        self.neg_inf = false;
        self.all_neg_zero = true;
        self.terms = 0;
    }

    /// Adds `x`, exactly.
    pub fn add(&mut self, x: f64) {
        self.terms += 1;
        if x.is_nan() {
            self.nan.get_or_insert(x);
            self.all_neg_zero = false;
            return;
        }
        if x.is_infinite() {
            if x > 0.0 {
                self.pos_inf = true;
            } else {
                self.neg_inf = true;
            }
            self.all_neg_zero = false;
            return;
        }
        if !(x == 0.0 && x.is_sign_negative()) {
            self.all_neg_zero = false;
        }
        let (negative, sig, exp) = split(x);
        self.add_int(negative, sig as u128, exp);
    }

    /// Adds a · b, exactly (the product is not rounded).
    pub fn add_product(&mut self, a: f64, b: f64) {
        self.terms += 1;
        if a.is_nan() || b.is_nan() {
            self.nan.get_or_insert(if a.is_nan() { a } else { b });
            self.all_neg_zero = false;
            return;
        }
        let negative = a.is_sign_negative() != b.is_sign_negative();
        if a.is_infinite() || b.is_infinite() {
            self.all_neg_zero = false;
            if a == 0.0 || b == 0.0 {
                // ∞ · 0
                self.nan.get_or_insert(f64::NAN);
            } else if negative {
                self.neg_inf = true;
            } else {
                self.pos_inf = true;
            }
            return;
        }
        if !((a == 0.0 || b == 0.0) && negative) {
            self.all_neg_zero = false;
        }
        let ((_, sa, ea), (_, sb, eb)) = (split(a), split(b));
        self.add_int(negative, sa as u128 * sb as u128, ea + eb);
    }

    /// Adds ±sig · 2^exp (sig below 2^128, exp >= LSB).
    fn add_int(&mut self, negative: bool, sig: u128, exp: i32) {
        if sig == 0 {
            return;
        }
        let off = (exp - LSB) as usize;
        let (w, s) = (off / 64, (off % 64) as u32);
        let (lo, hi) = (sig as u64, (sig >> 64) as u64);
        let parts = if s == 0 {
            [lo, hi, 0]
        } else {
            [lo << s, (lo >> (64 - s)) | (hi << s), hi >> (64 - s)]
        };
        let limbs = if negative {
            &mut self.neg
        } else {
            &mut self.pos
        };
        let mut carry = 0u64;
        let mut i = w;
        for p in parts {
            let (t, c1) = limbs[i].overflowing_add(p);
            let (t, c2) = t.overflowing_add(carry);
            limbs[i] = t;
            carry = (c1 || c2) as u64;
            i += 1;
        }
        while carry != 0 {
            let (t, c) = limbs[i].overflowing_add(1);
            limbs[i] = t;
            carry = c as u64;
            i += 1;
        }
        self.low = self.low.min(w);
        self.high = self.high.max(i);
    }

    /// The sum rounded once to `fmt` (to nearest even), as bits; a NaN follows `env`'s NaN
    /// policy with the first NaN term as its input, and +∞ + −∞ is NaN.
    pub fn round(&self, fmt: &Format, env: &Env) -> u64 {
        let env = Env {
            mode: Rounding::NearestEven,
            ..*env
        };
        if self.nan.is_some() || (self.pos_inf && self.neg_inf) {
            let input = self
                .nan
                .map(|x| super::convert::ftof(&super::format::F64, fmt, &env, x.to_bits()).bits);
            return nan_result(fmt, env.nan.arith, input.as_slice());
        }
        if self.pos_inf || self.neg_inf {
            let inf = if self.pos_inf {
                f64::INFINITY
            } else {
                f64::NEG_INFINITY
            };
            return super::convert::ftof(&super::format::F64, fmt, &env, inf.to_bits()).bits;
        }
        // |pos - neg| and its sign, from the top limb down.
        let (lo, hi) = (self.low.min(LIMBS), self.high.min(LIMBS));
        let mut order = std::cmp::Ordering::Equal;
        for i in (lo..hi).rev() {
            order = self.pos[i].cmp(&self.neg[i]);
            if order != std::cmp::Ordering::Equal {
                break;
            }
        }
        let (big, small, negative) = match order {
            std::cmp::Ordering::Equal => {
                let z = Exact::zero(self.terms > 0 && self.all_neg_zero);
                return round(z, fmt, &env).bits;
            }
            std::cmp::Ordering::Greater => (&self.pos, &self.neg, false),
            std::cmp::Ordering::Less => (&self.neg, &self.pos, true),
        };
        let mut diff = vec![0u64; hi - lo];
        let mut borrow = 0u64;
        for i in lo..hi {
            let (t, b1) = big[i].overflowing_sub(small[i]);
            let (t, b2) = t.overflowing_sub(borrow);
            diff[i - lo] = t;
            borrow = (b1 || b2) as u64;
        }
        // The top 128 bits of the difference and whether anything below them is set.
        let top = diff.iter().rposition(|&x| x != 0).unwrap_or(0);
        let msb = top * 64 + 63 - diff[top].leading_zeros() as usize; // the leading one
        let first = msb.saturating_sub(127);
        let (k0, sh) = (first / 64, (first % 64) as u32);
        let limb = |k: usize| -> u128 { diff.get(k).copied().unwrap_or(0) as u128 };
        let mut sig = (limb(k0) >> sh) | (limb(k0 + 1) << (64 - sh));
        if sh > 0 {
            sig |= limb(k0 + 2) << (128 - sh);
        }
        let sticky =
            diff[..k0].iter().any(|&x| x != 0) || (sh > 0 && diff[k0] & ((1u64 << sh) - 1) != 0);
        let e = Exact {
            sign: negative,
            sig,
            exp: LSB + lo as i32 * 64 + first as i32,
            sticky,
        };
        round(e, fmt, &env).bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numeric::format::{F16, F32, F64};

    fn r(terms: &[f64], fmt: &Format) -> u64 {
        let mut s = ExactSum::new();
        for &t in terms {
            s.add(t);
        }
        s.round(fmt, &Env::new(Rounding::NearestEven))
    }

    /// Expectations worked out by hand or by the host's exact operations.
    #[test]
    fn sums_are_exact_and_rounded_once() {
        // 2^60 + 1 - 2^60 = 1, which any f64 or f32 accumulation loses.
        assert_eq!(
            r(&[2f64.powi(60), 1.0, -(2f64.powi(60))], &F32),
            1f32.to_bits() as u64
        );
        // 1 + 2^-24 is halfway between two f32s: ties to even gives 1; one more 2^-80 rounds up.
        assert_eq!(r(&[1.0, 2f64.powi(-24)], &F32), 1f32.to_bits() as u64);
        assert_eq!(
            r(&[1.0, 2f64.powi(-24), 2f64.powi(-80)], &F32),
            (1.0f32 + f32::EPSILON).to_bits() as u64
        );
        // The smallest and largest f64 terms together.
        assert_eq!(r(&[f64::MAX, f64::from_bits(1)], &F64), f64::MAX.to_bits());
        assert_eq!(r(&[f64::MAX, -f64::MAX, f64::from_bits(1)], &F64), 1);
        // Signs of zero: −0 + −0 = −0; x − x = +0.
        assert_eq!(r(&[-0.0, -0.0], &F32), 0x8000_0000);
        assert_eq!(r(&[3.0, -3.0], &F32), 0);
        assert_eq!(r(&[-3.0, 3.0, -0.0], &F32), 0);
        // Infinities and NaN.
        assert_eq!(r(&[f64::INFINITY, 1.0], &F16), 0x7C00);
        assert!(F16.is_nan(r(&[f64::INFINITY, f64::NEG_INFINITY], &F16)));
        // Overflow of the rounded result.
        assert_eq!(r(&[65504.0, 16.0], &F16), 0x7C00);
        assert_eq!(r(&[65504.0, 15.0], &F16), 0x7BFF);
    }

    #[test]
    fn products_are_exact() {
        let mut s = ExactSum::new();
        // (1 + 2^-52)² = 1 + 2^-51 + 2^-104: exact, then rounded to f64 once (to 1 + 2^-51).
        let a = 1.0 + f64::EPSILON;
        s.add_product(a, a);
        assert_eq!(
            s.round(&F64, &Env::default()),
            (1.0 + 2.0 * f64::EPSILON).to_bits()
        );
        // minus (1 + 2^-51): 2^-104 is what is left.
        s.add(-(1.0 + 2.0 * f64::EPSILON));
        assert_eq!(s.round(&F64, &Env::default()), 2f64.powi(-104).to_bits());
        // The least subnormal squared, and ∞ · 0.
        s.clear();
        s.add_product(f64::from_bits(1), f64::from_bits(1));
        s.add(0.0);
        assert_eq!(s.round(&F64, &Env::default()), 0);
        s.add_product(f64::INFINITY, 0.0);
        assert!(s.round(&F64, &Env::default()) & 0x7FF8_0000_0000_0000 == 0x7FF8_0000_0000_0000);
        s.clear();
        s.add_product(-2.0, 0.0);
        assert_eq!(s.round(&F32, &Env::default()), 0x8000_0000);
    }

    /// Random sums of products of small integers times powers of two, checked against i128
    /// arithmetic and the host's i128 → f64 rounding (exact below 2^53, where the test stays).
    #[test]
    fn random_sums_match_integer_arithmetic() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut s = ExactSum::new();
        for _ in 0..2000 {
            s.clear();
            let scale = (next() % 40) as i32 - 20;
            let mut want: i128 = 0;
            for _ in 0..(next() % 64 + 1) {
                let a = (next() % 2001) as i64 - 1000;
                let b = (next() % 2001) as i64 - 1000;
                want += (a * b) as i128;
                s.add_product(a as f64 * 2f64.powi(scale), b as f64);
            }
            let got = f64::from_bits(s.round(&F64, &Env::default()));
            assert_eq!(got, want as f64 * 2f64.powi(scale));
        }
    }
}
