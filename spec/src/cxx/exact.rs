//! Exact arithmetic for the reference evaluator ([`super::eval`]): unsigned big integers,
//! signed rationals scaled by a power of two, the floating point formats of the front end as
//! bit layouts, and the single rounding of an exact rational into a format.
//!
//! Nothing here shares code with the interpreter's numeric core: values are exact rationals
//! (`±num/den · 2^exp`, arbitrary precision), and rounding divides the rational by the quantum
//! of the result's binade with long division.

use std::cmp::Ordering;

/// An unsigned integer of any size: little-endian 64-bit limbs without high zero limbs.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Big(Vec<u64>);

impl Big {
    pub fn zero() -> Big {
        Big(vec![])
    }
    pub fn one() -> Big {
        Big(vec![1])
    }
    pub fn from_u128(v: u128) -> Big {
        let mut b = Big(vec![v as u64, (v >> 64) as u64]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    pub fn is_one(&self) -> bool {
        self.0 == [1]
    }
    /// The number of significant bits (0 for zero).
    pub fn bits(&self) -> u64 {
        match self.0.last() {
            None => 0,
            Some(&t) => (self.0.len() as u64 - 1) * 64 + (64 - t.leading_zeros() as u64),
        }
    }
    pub fn bit(&self, i: u64) -> bool {
        let l = (i / 64) as usize;
        l < self.0.len() && (self.0[l] >> (i % 64)) & 1 == 1
    }
    /// Whether any of the `n` lowest bits is set.
    pub fn low_bits_nonzero(&self, n: u64) -> bool {
        let full = (n / 64) as usize;
        if self.0.iter().take(full).any(|&x| x != 0) {
            return true;
        }
        let rest = n % 64;
        rest != 0 && full < self.0.len() && self.0[full] & ((1u64 << rest) - 1) != 0
    }
    pub fn to_u128(&self) -> Option<u128> {
        match self.0.len() {
            0 => Some(0),
            1 => Some(self.0[0] as u128),
            2 => Some(self.0[0] as u128 | (self.0[1] as u128) << 64),
            _ => None,
        }
    }
    pub fn shl(&self, n: u64) -> Big {
        if self.is_zero() {
            return Big::zero();
        }
        let (w, b) = ((n / 64) as usize, (n % 64) as u32);
        let mut out = vec![0u64; w];
        if b == 0 {
            out.extend_from_slice(&self.0);
        } else {
            let mut carry = 0u64;
            for &x in &self.0 {
                out.push((x << b) | carry);
                carry = x >> (64 - b);
            }
            out.push(carry);
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    pub fn shr(&self, n: u64) -> Big {
        let (w, b) = ((n / 64) as usize, (n % 64) as u32);
        if w >= self.0.len() {
            return Big::zero();
        }
        let src = &self.0[w..];
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let lo = src[i] >> b;
            let hi = if b == 0 || i + 1 >= src.len() {
                0
            } else {
                src[i + 1] << (64 - b)
            };
            out.push(lo | hi);
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    pub fn add(&self, o: &Big) -> Big {
        let n = self.0.len().max(o.0.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u128;
        for i in 0..n {
            let s =
                *self.0.get(i).unwrap_or(&0) as u128 + *o.0.get(i).unwrap_or(&0) as u128 + carry;
            out.push(s as u64);
            carry = s >> 64;
        }
        out.push(carry as u64);
        let mut r = Big(out);
        r.trim();
        r
    }
    /// `self - o`; requires `self >= o`.
    pub fn sub(&self, o: &Big) -> Big {
        assert!(*self >= *o, "Big::sub would be negative");
        let mut out = Vec::with_capacity(self.0.len());
        let mut borrow = 0i128;
        for i in 0..self.0.len() {
            let mut d = self.0[i] as i128 - *o.0.get(i).unwrap_or(&0) as i128 - borrow;
            borrow = 0;
            if d < 0 {
                d += 1i128 << 64;
                borrow = 1;
            }
            out.push(d as u64);
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    pub fn mul(&self, o: &Big) -> Big {
        if self.is_zero() || o.is_zero() {
            return Big::zero();
        }
        if self.is_one() {
            return o.clone();
        }
        if o.is_one() {
            return self.clone();
        }
        let mut out = vec![0u64; self.0.len() + o.0.len()];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in o.0.iter().enumerate() {
                let t = a as u128 * b as u128 + out[i + j] as u128 + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            let mut k = i + o.0.len();
            while carry != 0 {
                let t = out[k] as u128 + carry;
                out[k] = t as u64;
                carry = t >> 64;
                k += 1;
            }
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    /// Quotient and remainder (long division, one quotient bit at a time).
    pub fn divrem(&self, d: &Big) -> (Big, Big) {
        assert!(!d.is_zero(), "Big::divrem by zero");
        if d.is_one() {
            return (self.clone(), Big::zero());
        }
        if *self < *d {
            return (Big::zero(), self.clone());
        }
        let mut rem = self.clone();
        let top = self.bits() - d.bits();
        let mut q = vec![0u64; (top / 64 + 1) as usize];
        for i in (0..=top).rev() {
            let s = d.shl(i);
            if rem >= s {
                rem = rem.sub(&s);
                q[(i / 64) as usize] |= 1u64 << (i % 64);
            }
        }
        let mut q = Big(q);
        q.trim();
        (q, rem)
    }
}

impl PartialOrd for Big {
    fn partial_cmp(&self, o: &Big) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Big {
    fn cmp(&self, o: &Big) -> Ordering {
        self.0.len().cmp(&o.0.len()).then_with(|| {
            for i in (0..self.0.len()).rev() {
                match self.0[i].cmp(&o.0[i]) {
                    Ordering::Equal => continue,
                    c => return c,
                }
            }
            Ordering::Equal
        })
    }
}

/// An exact rational `(-1)^neg · num / den · 2^exp` (`den > 0`). Zero has `num = 0`; its `neg`
/// carries no meaning (signed zeros are decided by the operations' rules, not by `Q`).
#[derive(Clone, Debug)]
pub struct Q {
    pub neg: bool,
    pub num: Big,
    pub den: Big,
    pub exp: i64,
}

impl Q {
    pub fn zero() -> Q {
        Q {
            neg: false,
            num: Big::zero(),
            den: Big::one(),
            exp: 0,
        }
    }
    pub fn from_int(v: i128) -> Q {
        Q {
            neg: v < 0,
            num: Big::from_u128(v.unsigned_abs()),
            den: Big::one(),
            exp: 0,
        }
    }
    /// `±m · 2^e`.
    pub fn dyadic(neg: bool, m: u128, e: i64) -> Q {
        Q {
            neg,
            num: Big::from_u128(m),
            den: Big::one(),
            exp: e,
        }
    }
    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }
    pub fn negate(&self) -> Q {
        Q {
            neg: !self.neg,
            ..self.clone()
        }
    }
    /// Both magnitudes over the common denominator and exponent: `(|a|·D, |b|·D)` scaled by
    /// `2^-min(exp)`, with `D = den_a · den_b`.
    fn common(a: &Q, b: &Q) -> (Big, Big, Big, i64) {
        let e = a.exp.min(b.exp);
        let an = a.num.mul(&b.den).shl((a.exp - e) as u64);
        let bn = b.num.mul(&a.den).shl((b.exp - e) as u64);
        (an, bn, a.den.mul(&b.den), e)
    }
    pub fn add(&self, o: &Q) -> Q {
        if self.is_zero() {
            return o.clone();
        }
        if o.is_zero() {
            return self.clone();
        }
        let (an, bn, den, exp) = Q::common(self, o);
        if self.neg == o.neg {
            return Q {
                neg: self.neg,
                num: an.add(&bn),
                den,
                exp,
            };
        }
        match an.cmp(&bn) {
            Ordering::Greater => Q {
                neg: self.neg,
                num: an.sub(&bn),
                den,
                exp,
            },
            Ordering::Less => Q {
                neg: o.neg,
                num: bn.sub(&an),
                den,
                exp,
            },
            Ordering::Equal => Q::zero(),
        }
    }
    pub fn sub(&self, o: &Q) -> Q {
        self.add(&o.negate())
    }
    pub fn mul(&self, o: &Q) -> Q {
        Q {
            neg: self.neg != o.neg,
            num: self.num.mul(&o.num),
            den: self.den.mul(&o.den),
            exp: self.exp + o.exp,
        }
    }
    /// `self / o`; `o` must not be zero.
    pub fn div(&self, o: &Q) -> Q {
        assert!(!o.is_zero(), "Q::div by zero");
        Q {
            neg: self.neg != o.neg,
            num: self.num.mul(&o.den),
            den: self.den.mul(&o.num),
            exp: self.exp - o.exp,
        }
    }
    /// Compares `|self|` with `|o|`.
    pub fn cmp_mag(&self, o: &Q) -> Ordering {
        let (an, bn, _, _) = Q::common(self, o);
        an.cmp(&bn)
    }
    /// Compares the values (`+0 == -0`).
    pub fn compare(&self, o: &Q) -> Ordering {
        let sa = if self.is_zero() {
            0
        } else if self.neg {
            -1
        } else {
            1
        };
        let sb = if o.is_zero() {
            0
        } else if o.neg {
            -1
        } else {
            1
        };
        if sa != sb || sa == 0 {
            return sa.cmp(&sb);
        }
        let m = self.cmp_mag(o);
        if sa < 0 {
            m.reverse()
        } else {
            m
        }
    }
    /// `floor(log2 |self|)`; `self` must not be zero.
    pub fn ilog2(&self) -> i64 {
        assert!(!self.is_zero());
        let t = self.num.bits() as i64 - self.den.bits() as i64;
        // num/den lies in [2^(t-1), 2^(t+1)): is it at least 2^t?
        let at_least = if t >= 0 {
            self.num >= self.den.shl(t as u64)
        } else {
            self.num.shl((-t) as u64) >= self.den
        };
        (if at_least { t } else { t - 1 }) + self.exp
    }
    /// `floor(|self| / 2^q)`, how the remainder compares with half of `2^q`, and whether it is
    /// non-zero.
    pub fn div_pow2(&self, q: i64) -> (Big, Ordering, bool) {
        let s = self.exp - q;
        if self.den.is_one() {
            if s >= 0 {
                return (self.num.shl(s as u64), Ordering::Less, false);
            }
            let k = (-s) as u64;
            let m = self.num.shr(k);
            let half_bit = self.num.bit(k - 1);
            let below = self.num.low_bits_nonzero(k - 1);
            let half = match (half_bit, below) {
                (false, _) => Ordering::Less,
                (true, false) => Ordering::Equal,
                (true, true) => Ordering::Greater,
            };
            return (m, half, half_bit || below);
        }
        let (n, d) = if s >= 0 {
            (self.num.shl(s as u64), self.den.clone())
        } else {
            (self.num.clone(), self.den.shl((-s) as u64))
        };
        let (m, r) = n.divrem(&d);
        let half = r.shl(1).cmp(&d);
        (m, half, !r.is_zero())
    }
    /// The integer part (rounded toward zero), if it fits an `i128`.
    pub fn trunc(&self) -> Option<i128> {
        let (m, _, _) = self.div_pow2(0);
        let m = m.to_u128()?;
        if m > i128::MAX as u128 {
            return None;
        }
        Some(if self.neg { -(m as i128) } else { m as i128 })
    }
}

/// The IEEE rounding-direction attributes (no ties-away: Tile IR does not use it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    NearestEven,
    TowardZero,
    TowardNegative,
    TowardPositive,
}

/// What happens to a finite value beyond the largest finite one after rounding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnOverflow {
    /// IEEE 754: infinity or the largest finite value, by rounding direction.
    Ieee,
    /// The largest finite value of the sign (and infinities become it too).
    Saturate,
}

/// A binary floating point format as a bit layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fmt {
    pub name: &'static str,
    /// Bits of the encoding (tf32: 19, sign at bit 18).
    pub width: u32,
    pub exp_bits: u32,
    pub man_bits: u32,
    /// Whether the format has infinities.
    pub inf: bool,
    /// OCP "FN" formats: the all-ones exponent holds finite values and only the all-ones
    /// pattern is NaN.
    pub fn_nan: bool,
}

pub const F64: Fmt = Fmt {
    name: "f64",
    width: 64,
    exp_bits: 11,
    man_bits: 52,
    inf: true,
    fn_nan: false,
};
pub const F32: Fmt = Fmt {
    name: "f32",
    width: 32,
    exp_bits: 8,
    man_bits: 23,
    inf: true,
    fn_nan: false,
};
pub const TF32: Fmt = Fmt {
    name: "tf32",
    width: 19,
    exp_bits: 8,
    man_bits: 10,
    inf: true,
    fn_nan: false,
};
pub const F16: Fmt = Fmt {
    name: "f16",
    width: 16,
    exp_bits: 5,
    man_bits: 10,
    inf: true,
    fn_nan: false,
};
pub const BF16: Fmt = Fmt {
    name: "bf16",
    width: 16,
    exp_bits: 8,
    man_bits: 7,
    inf: true,
    fn_nan: false,
};
pub const E4M3FN: Fmt = Fmt {
    name: "f8E4M3FN",
    width: 8,
    exp_bits: 4,
    man_bits: 3,
    inf: false,
    fn_nan: true,
};
pub const E5M2: Fmt = Fmt {
    name: "f8E5M2",
    width: 8,
    exp_bits: 5,
    man_bits: 2,
    inf: true,
    fn_nan: false,
};

/// A decoded floating point value.
#[derive(Clone, Debug)]
pub enum Fv {
    Nan,
    Inf(bool),
    /// `(-1)^neg · m · 2^q` (zero when `m == 0`).
    Fin {
        neg: bool,
        m: u64,
        q: i64,
    },
}

impl Fv {
    pub fn to_q(&self) -> Option<Q> {
        match *self {
            Fv::Fin { neg, m, q } => Some(Q::dyadic(neg, m as u128, q)),
            _ => None,
        }
    }
    pub fn is_zero(&self) -> bool {
        matches!(self, Fv::Fin { m: 0, .. })
    }
}

impl Fmt {
    /// Precision in bits (with the hidden bit).
    pub fn p(&self) -> i64 {
        self.man_bits as i64 + 1
    }
    pub fn bias(&self) -> i64 {
        (1i64 << (self.exp_bits - 1)) - 1
    }
    pub fn emin(&self) -> i64 {
        1 - self.bias()
    }
    /// The exponent of the largest finite binade.
    pub fn emax(&self) -> i64 {
        let top = (1i64 << self.exp_bits) - 1;
        if self.fn_nan {
            top - self.bias()
        } else {
            top - 1 - self.bias()
        }
    }
    /// The largest significand of the largest finite binade.
    pub fn max_sig(&self) -> u64 {
        let all = (1u64 << self.p()) - 1;
        if self.fn_nan {
            all - 1
        } else {
            all
        }
    }
    pub fn sign_bit(&self) -> u64 {
        1u64 << (self.width - 1)
    }
    pub fn mask(&self) -> u64 {
        if self.width == 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
    /// The canonical NaN: the positive pattern with every magnitude bit set.
    pub fn canonical_nan(&self) -> u64 {
        self.sign_bit() - 1
    }
    pub fn inf_bits(&self, neg: bool) -> u64 {
        assert!(self.inf);
        let s = if neg { self.sign_bit() } else { 0 };
        s | (((1u64 << self.exp_bits) - 1) << self.man_bits)
    }
    pub fn zero_bits(&self, neg: bool) -> u64 {
        if neg {
            self.sign_bit()
        } else {
            0
        }
    }
    pub fn max_bits(&self, neg: bool) -> u64 {
        self.encode(neg, self.max_sig(), self.emax() - (self.p() - 1))
    }
    /// A quiet NaN with only the top mantissa bit set (the IEEE default NaN pattern).
    pub fn quiet_nan(&self) -> u64 {
        if self.fn_nan {
            return self.canonical_nan();
        }
        (((1u64 << self.exp_bits) - 1) << self.man_bits) | (1u64 << (self.man_bits - 1))
    }
    pub fn is_nan(&self, bits: u64) -> bool {
        matches!(self.decode(bits), Fv::Nan)
    }
    pub fn decode(&self, bits: u64) -> Fv {
        let bits = bits & self.mask();
        let neg = bits & self.sign_bit() != 0;
        let e = ((bits >> self.man_bits) & ((1u64 << self.exp_bits) - 1)) as i64;
        let f = bits & ((1u64 << self.man_bits) - 1);
        let top = (1i64 << self.exp_bits) - 1;
        if e == top {
            if self.fn_nan {
                if f == (1u64 << self.man_bits) - 1 {
                    return Fv::Nan;
                }
            } else if f == 0 {
                return Fv::Inf(neg);
            } else {
                return Fv::Nan;
            }
        }
        if e == 0 {
            Fv::Fin {
                neg,
                m: f,
                q: self.emin() - self.man_bits as i64,
            }
        } else {
            Fv::Fin {
                neg,
                m: f | (1u64 << self.man_bits),
                q: e - self.bias() - self.man_bits as i64,
            }
        }
    }
    /// Encodes `±m · 2^q` with `m < 2^p`, normal (`m >= 2^(p-1)`) or subnormal at the smallest
    /// quantum.
    pub fn encode(&self, neg: bool, m: u64, q: i64) -> u64 {
        let s = self.zero_bits(neg);
        let hidden = 1u64 << self.man_bits;
        assert!(m < 2 * hidden, "{}: significand {m} too wide", self.name);
        if m >= hidden {
            let be = q + self.man_bits as i64 + self.bias();
            assert!(
                be >= 1 && be < (1i64 << self.exp_bits),
                "{}: biased exponent {be} out of range",
                self.name
            );
            s | ((be as u64) << self.man_bits) | (m - hidden)
        } else {
            assert!(
                m == 0 || q == self.emin() - self.man_bits as i64,
                "{}: subnormal at the wrong quantum",
                self.name
            );
            s | m
        }
    }
    /// Whether a value of this encoding is subnormal (non-zero with a zero exponent field).
    pub fn is_subnormal(&self, bits: u64) -> bool {
        matches!(self.decode(bits), Fv::Fin { m, q, .. } if m != 0 && m < (1u64 << self.man_bits) && q == self.emin() - self.man_bits as i64)
    }

    /// The one rounding of the exact, non-zero or zero, value `x` into this format.
    ///
    /// `ftz`: a result that is tiny after rounding (its magnitude, rounded to the precision with
    /// an unbounded exponent range, is below `2^emin`) becomes a zero of its sign. A zero `x`
    /// gives the zero of `x.neg` (the caller sets the sign of exact zeros).
    pub fn round(&self, x: &Q, mode: Mode, ov: OnOverflow, ftz: bool) -> u64 {
        if x.is_zero() {
            return self.zero_bits(x.neg);
        }
        let p = self.p();
        let e = x.ilog2();
        if ftz {
            let (m, _) = round_at(x, e - (p - 1), mode);
            let e_after = if m >> p != 0 { e + 1 } else { e };
            if e_after < self.emin() {
                return self.zero_bits(x.neg);
            }
        }
        let mut q = e.max(self.emin()) - (p - 1);
        let (mut m, _) = round_at(x, q, mode);
        if m == 1u64 << p {
            m >>= 1;
            q += 1;
        }
        if m == 0 {
            return self.zero_bits(x.neg);
        }
        let qmax = self.emax() - (p - 1);
        if q > qmax || (q == qmax && m > self.max_sig()) {
            return self.overflow(x.neg, mode, ov);
        }
        self.encode(x.neg, m, q)
    }

    /// The result of an overflow of sign `neg`.
    pub fn overflow(&self, neg: bool, mode: Mode, ov: OnOverflow) -> u64 {
        if ov == OnOverflow::Saturate {
            return self.max_bits(neg);
        }
        let to_inf = match mode {
            Mode::NearestEven => true,
            Mode::TowardZero => false,
            Mode::TowardNegative => neg,
            Mode::TowardPositive => !neg,
        };
        match (to_inf, self.inf) {
            (false, _) => self.max_bits(neg),
            (true, true) => self.inf_bits(neg),
            // Formats without infinities overflow to NaN (OCP).
            (true, false) => self.canonical_nan(),
        }
    }
}

/// `|x| / 2^q` rounded to an integer in direction `mode` (for the sign of `x`); also whether
/// the result is inexact.
fn round_at(x: &Q, q: i64, mode: Mode) -> (u64, bool) {
    let (m, half, inexact) = x.div_pow2(q);
    let m = m.to_u128().expect("significand fits") as u64;
    let up = match mode {
        Mode::NearestEven => half == Ordering::Greater || (half == Ordering::Equal && m & 1 == 1),
        Mode::TowardZero => false,
        Mode::TowardNegative => x.neg && inexact,
        Mode::TowardPositive => !x.neg && inexact,
    };
    (m + up as u64, inexact)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32q(x: f32) -> Q {
        F32.decode(x.to_bits() as u64).to_q().unwrap()
    }
    fn f64q(x: f64) -> Q {
        F64.decode(x.to_bits()).to_q().unwrap()
    }

    #[test]
    fn big_division_and_shifts() {
        let a = Big::from_u128(u128::MAX).mul(&Big::from_u128(12345678901234567890));
        let (q, r) = a.divrem(&Big::from_u128(12345678901234567890));
        assert_eq!(q, Big::from_u128(u128::MAX));
        assert!(r.is_zero());
        let b = Big::from_u128(0b1011).shl(200);
        assert_eq!(b.bits(), 204);
        assert_eq!(b.shr(200), Big::from_u128(0b1011));
        assert!(b.low_bits_nonzero(201));
        assert!(!b.low_bits_nonzero(200));
        assert_eq!(
            Big::from_u128(1000).sub(&Big::from_u128(1)),
            Big::from_u128(999)
        );
    }

    #[test]
    fn rounding_matches_known_values() {
        let third = Q::from_int(1).div(&Q::from_int(3));
        assert_eq!(
            F32.round(&third, Mode::NearestEven, OnOverflow::Ieee, false),
            0x3EAA_AAAB
        );
        assert_eq!(
            F32.round(&third, Mode::TowardZero, OnOverflow::Ieee, false),
            0x3EAA_AAAA
        );
        assert_eq!(
            F64.round(&third, Mode::NearestEven, OnOverflow::Ieee, false),
            (1.0f64 / 3.0).to_bits()
        );
        // f16: 65520 is the overflow threshold under nearest even.
        assert_eq!(
            F16.round(
                &Q::from_int(65519),
                Mode::NearestEven,
                OnOverflow::Ieee,
                false
            ),
            0x7BFF
        );
        assert_eq!(
            F16.round(
                &Q::from_int(65520),
                Mode::NearestEven,
                OnOverflow::Ieee,
                false
            ),
            0x7C00
        );
        assert_eq!(
            F16.round(
                &Q::from_int(70000),
                Mode::TowardZero,
                OnOverflow::Ieee,
                false
            ),
            0x7BFF
        );
        assert_eq!(
            F16.round(
                &Q::from_int(-70000),
                Mode::TowardPositive,
                OnOverflow::Ieee,
                false
            ),
            0xFBFF
        );
        assert_eq!(
            F16.round(
                &Q::from_int(-70000),
                Mode::TowardNegative,
                OnOverflow::Ieee,
                false
            ),
            0xFC00
        );
        // e4m3fn: 448 is the largest finite value; saturation above it.
        assert_eq!(
            E4M3FN.round(
                &Q::from_int(448),
                Mode::NearestEven,
                OnOverflow::Saturate,
                false
            ),
            0x7E
        );
        assert_eq!(
            E4M3FN.round(
                &Q::from_int(-100000),
                Mode::NearestEven,
                OnOverflow::Saturate,
                false
            ),
            0xFE
        );
        assert_eq!(
            E4M3FN.round(
                &Q::from_int(17),
                Mode::NearestEven,
                OnOverflow::Saturate,
                false
            ),
            0x58
        ); // 16 (a tie)
        assert_eq!(
            E5M2.round(
                &Q::from_int(1 << 20),
                Mode::NearestEven,
                OnOverflow::Saturate,
                false
            ),
            0x7B
        );
        // Subnormals: half of the smallest f32 subnormal ties to even (zero); a bit more rounds up.
        let tiny = Q::dyadic(false, 1, -150);
        assert_eq!(
            F32.round(&tiny, Mode::NearestEven, OnOverflow::Ieee, false),
            0
        );
        assert_eq!(
            F32.round(
                &Q::dyadic(false, 3, -151),
                Mode::NearestEven,
                OnOverflow::Ieee,
                false
            ),
            1
        );
        assert_eq!(
            F32.round(&tiny, Mode::TowardPositive, OnOverflow::Ieee, false),
            1
        );
        // Flush to zero of a value tiny after rounding, not of one that rounds up to 2^-126.
        let just_below = f32q(f32::MIN_POSITIVE).sub(&Q::dyadic(false, 1, -160));
        assert_eq!(
            F32.round(&just_below, Mode::NearestEven, OnOverflow::Ieee, true),
            0x0080_0000
        );
        assert_eq!(
            F32.round(&just_below, Mode::TowardZero, OnOverflow::Ieee, true),
            0
        );
        assert_eq!(
            F32.round(&f32q(-1e-40), Mode::NearestEven, OnOverflow::Ieee, true),
            0x8000_0000
        );
        // tf32 and bf16.
        assert_eq!(
            TF32.round(
                &f32q(1.0 + 1.0 / 1024.0 + 1.0 / 4096.0),
                Mode::NearestEven,
                OnOverflow::Ieee,
                false
            ),
            (127 << 10) | 1
        );
        assert_eq!(
            BF16.round(&f32q(3.0), Mode::NearestEven, OnOverflow::Ieee, false),
            0x4040
        );
    }

    #[test]
    fn sums_products_and_quotients_agree_with_the_host_under_nearest_even() {
        let mut s = 0x1234_5678_9ABC_DEF0u64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for i in 0..4000 {
            let (a, b) = if i % 2 == 0 {
                (f64::from_bits(next()), f64::from_bits(next()))
            } else {
                // Nearby exponents, so sums cancel and round non-trivially.
                let a = f64::from_bits((next() & 0x800F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000);
                let b = f64::from_bits(
                    (next() & 0x800F_FFFF_FFFF_FFFF) | ((0x3FF0 + (next() % 8)) << 48),
                );
                (a, b)
            };
            if !a.is_finite() || !b.is_finite() {
                continue;
            }
            let (qa, qb) = (f64q(a), f64q(b));
            let r = |q: Q| F64.round(&q, Mode::NearestEven, OnOverflow::Ieee, false);
            let sum = a + b;
            if sum != 0.0 {
                assert_eq!(r(qa.add(&qb)), sum.to_bits(), "{a:e} + {b:e}");
            }
            let prod = a * b;
            if prod != 0.0 {
                assert_eq!(r(qa.mul(&qb)), prod.to_bits(), "{a:e} * {b:e}");
            }
            if b != 0.0 && a / b != 0.0 {
                assert_eq!(r(qa.div(&qb)), (a / b).to_bits(), "{a:e} / {b:e}");
            }
            let (x, y) = (f32::from_bits(next() as u32), f32::from_bits(next() as u32));
            if x.is_finite() && y.is_finite() && y != 0.0 && x / y != 0.0 {
                assert_eq!(
                    F32.round(
                        &f32q(x).div(&f32q(y)),
                        Mode::NearestEven,
                        OnOverflow::Ieee,
                        false
                    ),
                    (x / y).to_bits() as u64,
                    "{x:e} / {y:e}"
                );
            }
        }
    }
}
