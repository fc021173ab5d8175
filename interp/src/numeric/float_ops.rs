//! Exact floating-point arithmetic over bit patterns of any format.
//!
//! Each operation computes its exact result as an [`Exact`] (a 128-bit
//! significand, a binary exponent and a sticky bit) and rounds it once with
//! [`round`]. These are the reference implementations; `fast` holds host-FPU
//! shortcuts that are tested equal to them.

use super::format::{Class, Format};
use super::nan::{nan_result, NanMode};
use super::round::{round, round_shift, Env, Exact, Rounded, Rounding, Status};

#[inline]
fn done(bits: u64) -> Rounded {
    Rounded {
        bits,
        status: Status::NONE,
    }
}

#[inline]
fn invalid(fmt: &Format, env: &Env, inputs: &[u64]) -> Rounded {
    let _ = inputs;
    Rounded {
        bits: nan_result(fmt, env.nan.arith, &[]),
        status: Status::invalid(),
    }
}

#[inline]
fn nan_in(fmt: &Format, env: &Env, inputs: &[u64]) -> Rounded {
    done(nan_result(fmt, env.nan.arith, inputs))
}

/// Infinity of the given sign, or NaN/max for formats without infinity.
fn inf_of(fmt: &Format, sign: bool, env: &Env) -> u64 {
    match fmt.inf() {
        Some(i) => i | fmt.zero(sign),
        None => nan_result(fmt, env.nan.arith, &[]),
    }
}

/// Applies input flushing: subnormal → zero of the same sign when `env.ftz`.
#[inline]
pub fn flush_in(fmt: &Format, env: &Env, x: u64) -> u64 {
    let x = x & fmt.mask();
    if env.ftz && fmt.classify(x) == Class::Subnormal {
        x & fmt.sign_bit()
    } else {
        x
    }
}

#[inline]
fn exact(fmt: &Format, x: u64) -> Exact {
    let u = fmt.unpack(x);
    Exact {
        sign: u.sign,
        sig: u.sig as u128,
        exp: u.exp,
        sticky: false,
    }
}

#[inline]
fn top(x: &Exact) -> i64 {
    (127 - x.sig.leading_zeros() as i64) + x.exp as i64
}

/// Exact sum of two exact values (inputs must not carry sticky bits; their
/// significands must be below 2^120). An exact zero sum gets the IEEE sign
/// for `mode`.
pub fn add_exact(a: Exact, b: Exact, mode: Rounding) -> Exact {
    if a.is_zero() && b.is_zero() {
        let sign = if a.sign == b.sign {
            a.sign
        } else {
            mode == Rounding::NegativeInf
        };
        return Exact::zero(sign);
    }
    if a.is_zero() {
        return b;
    }
    if b.is_zero() {
        return a;
    }
    let (big, small) = if top(&a) >= top(&b) { (a, b) } else { (b, a) };
    let lb = 125 - (127 - big.sig.leading_zeros() as i32);
    let bsig = big.sig << lb;
    let ec = big.exp as i64 - lb as i64;
    let d = small.exp as i64 - ec;
    let (ssig, st) = if d >= 0 {
        (small.sig << d, false)
    } else if -d < 128 {
        let sh = (-d) as u32;
        (small.sig >> sh, small.sig & ((1u128 << sh) - 1) != 0)
    } else {
        (0, true)
    };
    let ec = ec as i32;
    if big.sign == small.sign {
        Exact {
            sign: big.sign,
            sig: bsig + ssig,
            exp: ec,
            sticky: st,
        }
    } else if bsig >= ssig + st as u128 {
        let sig = bsig - ssig - st as u128;
        if sig == 0 && !st {
            return Exact::zero(mode == Rounding::NegativeInf);
        }
        Exact {
            sign: big.sign,
            sig,
            exp: ec,
            sticky: st,
        }
    } else {
        // Only possible without sticky bits (the small operand was not shifted out).
        Exact {
            sign: small.sign,
            sig: ssig - bsig,
            exp: ec,
            sticky: false,
        }
    }
}

/// Exact product.
pub fn mul_exact(a: Exact, b: Exact) -> Exact {
    Exact {
        sign: a.sign ^ b.sign,
        sig: a.sig * b.sig,
        exp: a.exp + b.exp,
        sticky: false,
    }
}

/// Quotient truncated to at least 62 significant bits with a sticky remainder.
pub fn div_exact(a: Exact, b: Exact) -> Exact {
    let la = a.sig.leading_zeros() - 2; // msb at bit 125
    let lb = b.sig.leading_zeros() - 64; // msb at bit 63
    let n = a.sig << la;
    let d = b.sig << lb;
    let q = n / d;
    let r = n - q * d;
    Exact {
        sign: a.sign ^ b.sign,
        sig: q,
        exp: a.exp - la as i32 - b.exp + lb as i32,
        sticky: r != 0,
    }
}

/// Integer square root with remainder: (floor(sqrt(n)), n - r^2).
pub fn isqrt(n: u128) -> (u128, u128) {
    if n == 0 {
        return (0, 0);
    }
    // Start from an over-estimate and run Newton's iteration down.
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1u128 << bits.div_ceil(2);
    let est = (n as f64).sqrt() as u128;
    if est > 0 {
        x = est + 2;
    }
    loop {
        let y = (x + n / x) >> 1;
        if y >= x {
            break;
        }
        x = y;
    }
    while x * x > n {
        x -= 1;
    }
    while (x + 1).checked_mul(x + 1).is_some_and(|s| s <= n) {
        x += 1;
    }
    (x, n - x * x)
}

/// Square root of a positive exact value, truncated to at least 62 bits with sticky.
pub fn sqrt_exact(a: Exact) -> Exact {
    let msb = 127 - a.sig.leading_zeros() as i32;
    let mut l = 125 - msb;
    if (a.exp - l) & 1 != 0 {
        l -= 1;
    }
    let n = a.sig << l;
    let (r, rem) = isqrt(n);
    Exact {
        sign: false,
        sig: r,
        exp: (a.exp - l) / 2,
        sticky: rem != 0,
    }
}

/// Rounds `x` into `fmt`, applying the IEEE sign of an exact zero already in `x`.
#[inline]
fn fin(x: Exact, fmt: &Format, env: &Env) -> Rounded {
    round(x, fmt, env)
}

/// a + b.
pub fn add(fmt: &Format, env: &Env, a: u64, b: u64) -> Rounded {
    let (a, b) = (flush_in(fmt, env, a), flush_in(fmt, env, b));
    let (ca, cb) = (fmt.classify(a), fmt.classify(b));
    if ca == Class::Nan || cb == Class::Nan {
        return nan_in(fmt, env, &[a, b]);
    }
    match (ca == Class::Inf, cb == Class::Inf) {
        (true, true) if fmt.sign(a) != fmt.sign(b) => return invalid(fmt, env, &[a, b]),
        (true, _) => return done(a),
        (_, true) => return done(b),
        _ => {}
    }
    fin(add_exact(exact(fmt, a), exact(fmt, b), env.mode), fmt, env)
}

/// a − b.
pub fn sub(fmt: &Format, env: &Env, a: u64, b: u64) -> Rounded {
    let b = b & fmt.mask();
    let nb = if fmt.is_nan(b) { b } else { b ^ fmt.sign_bit() };
    add(fmt, env, a, nb)
}

/// a × b.
pub fn mul(fmt: &Format, env: &Env, a: u64, b: u64) -> Rounded {
    let (a, b) = (flush_in(fmt, env, a), flush_in(fmt, env, b));
    let (ca, cb) = (fmt.classify(a), fmt.classify(b));
    if ca == Class::Nan || cb == Class::Nan {
        return nan_in(fmt, env, &[a, b]);
    }
    let sign = fmt.sign(a) ^ fmt.sign(b);
    if ca == Class::Inf || cb == Class::Inf {
        if ca == Class::Zero || cb == Class::Zero {
            return invalid(fmt, env, &[a, b]);
        }
        return done(inf_of(fmt, sign, env));
    }
    fin(mul_exact(exact(fmt, a), exact(fmt, b)), fmt, env)
}

/// a ÷ b.
pub fn div(fmt: &Format, env: &Env, a: u64, b: u64) -> Rounded {
    let (a, b) = (flush_in(fmt, env, a), flush_in(fmt, env, b));
    let (ca, cb) = (fmt.classify(a), fmt.classify(b));
    if ca == Class::Nan || cb == Class::Nan {
        return nan_in(fmt, env, &[a, b]);
    }
    let sign = fmt.sign(a) ^ fmt.sign(b);
    match (ca, cb) {
        (Class::Inf, Class::Inf) | (Class::Zero, Class::Zero) => invalid(fmt, env, &[a, b]),
        (Class::Inf, _) => done(inf_of(fmt, sign, env)),
        (_, Class::Inf) | (Class::Zero, _) => done(fmt.zero(sign)),
        (_, Class::Zero) => Rounded {
            bits: inf_of(fmt, sign, env),
            status: Status {
                div_by_zero: true,
                ..Status::NONE
            },
        },
        _ => fin(div_exact(exact(fmt, a), exact(fmt, b)), fmt, env),
    }
}

/// a × b + c with one rounding.
pub fn fma(fmt: &Format, env: &Env, a: u64, b: u64, c: u64) -> Rounded {
    let (a, b, c) = (
        flush_in(fmt, env, a),
        flush_in(fmt, env, b),
        flush_in(fmt, env, c),
    );
    let (ca, cb, cc) = (fmt.classify(a), fmt.classify(b), fmt.classify(c));
    if ca == Class::Nan || cb == Class::Nan || cc == Class::Nan {
        return nan_in(fmt, env, &[a, b, c]);
    }
    let psign = fmt.sign(a) ^ fmt.sign(b);
    if ca == Class::Inf || cb == Class::Inf {
        if ca == Class::Zero || cb == Class::Zero {
            return invalid(fmt, env, &[a, b, c]);
        }
        if cc == Class::Inf && fmt.sign(c) != psign {
            return invalid(fmt, env, &[a, b, c]);
        }
        return done(inf_of(fmt, psign, env));
    }
    if cc == Class::Inf {
        return done(c);
    }
    let p = mul_exact(exact(fmt, a), exact(fmt, b));
    fin(add_exact(p, exact(fmt, c), env.mode), fmt, env)
}

/// √a.
pub fn sqrt(fmt: &Format, env: &Env, a: u64) -> Rounded {
    let a = flush_in(fmt, env, a);
    match fmt.classify(a) {
        Class::Nan => nan_in(fmt, env, &[a]),
        Class::Zero => done(a),
        _ if fmt.sign(a) => invalid(fmt, env, &[a]),
        Class::Inf => done(a),
        _ => fin(sqrt_exact(exact(fmt, a)), fmt, env),
    }
}

/// C fmod: a − trunc(a/b)·b, exact; the result takes a's sign.
pub fn rem(fmt: &Format, env: &Env, a: u64, b: u64) -> Rounded {
    let (a, b) = (flush_in(fmt, env, a), flush_in(fmt, env, b));
    let (ca, cb) = (fmt.classify(a), fmt.classify(b));
    if ca == Class::Nan || cb == Class::Nan {
        return nan_in(fmt, env, &[a, b]);
    }
    if ca == Class::Inf || cb == Class::Zero {
        return invalid(fmt, env, &[a, b]);
    }
    if cb == Class::Inf || ca == Class::Zero {
        return done(a);
    }
    let x = exact(fmt, a);
    let y = exact(fmt, b);
    let (mut r, e) = if x.exp >= y.exp {
        // x.sig * 2^(x.exp - y.exp) mod y.sig, in chunks of 32 bits.
        let mut r = x.sig % y.sig;
        let mut d = (x.exp - y.exp) as u32;
        while d > 0 && r != 0 {
            let k = d.min(32);
            r = (r << k) % y.sig;
            d -= k;
        }
        (r, y.exp)
    } else {
        let sh = (y.exp - x.exp) as u32;
        if sh >= 64 {
            (x.sig, x.exp) // |y| > |x|
        } else {
            (x.sig % (y.sig << sh), x.exp)
        }
    };
    if r == 0 {
        return done(fmt.zero(x.sign));
    }
    let mut out = Exact {
        sign: x.sign,
        sig: 0,
        exp: e,
        sticky: false,
    };
    std::mem::swap(&mut out.sig, &mut r);
    fin(out, fmt, env)
}

fn round_integral(fmt: &Format, env: &Env, a: u64, mode: Rounding) -> Rounded {
    let a = flush_in(fmt, env, a);
    match fmt.classify(a) {
        Class::Nan => nan_in(fmt, env, &[a]),
        Class::Inf | Class::Zero => done(a),
        _ => {
            let x = exact(fmt, a);
            if x.exp >= 0 {
                return done(a);
            }
            let (k, _) = round_shift(x.sig, false, (-x.exp) as u32, mode, x.sign);
            let r = Exact {
                sign: x.sign,
                sig: k,
                exp: 0,
                sticky: false,
            };
            let inner = Env {
                mode: Rounding::NearestEven,
                ..*env
            };
            Rounded {
                bits: round(r, fmt, &inner).bits,
                status: Status::NONE,
            }
        }
    }
}

/// Largest integral value not greater than a.
pub fn floor(fmt: &Format, env: &Env, a: u64) -> Rounded {
    round_integral(fmt, env, a, Rounding::NegativeInf)
}

/// Smallest integral value not less than a.
pub fn ceil(fmt: &Format, env: &Env, a: u64) -> Rounded {
    round_integral(fmt, env, a, Rounding::PositiveInf)
}

/// Rounds to an integral value in the same format under any mode.
pub fn round_to_integral(fmt: &Format, env: &Env, a: u64, mode: Rounding) -> Rounded {
    round_integral(fmt, env, a, mode)
}

/// |a|. NaN input: canonical NaN (H100) or sign cleared (IEEE policy).
pub fn abs(fmt: &Format, env: &Env, a: u64) -> u64 {
    let a = a & fmt.mask();
    if fmt.is_nan(a) && env.nan.sign_ops == NanMode::Canonical {
        return fmt.canonical_nan().unwrap_or(a);
    }
    a & !fmt.sign_bit()
}

/// −a. NaN input: canonical NaN (H100) or sign flipped (IEEE policy).
pub fn neg(fmt: &Format, env: &Env, a: u64) -> u64 {
    let a = a & fmt.mask();
    if fmt.is_nan(a) && env.nan.sign_ops == NanMode::Canonical {
        return fmt.canonical_nan().unwrap_or(a);
    }
    a ^ fmt.sign_bit()
}

/// Order key of a non-NaN value with −0 < +0.
#[inline]
fn key(fmt: &Format, x: u64) -> i64 {
    let mag = (x & fmt.mag_mask()) as i64;
    if fmt.sign(x) {
        -mag - 1
    } else {
        mag
    }
}

fn minmax(fmt: &Format, env: &Env, a: u64, b: u64, propagate_nan: bool, want_max: bool) -> u64 {
    let (a, b) = (flush_in(fmt, env, a), flush_in(fmt, env, b));
    let (na, nb) = (fmt.is_nan(a), fmt.is_nan(b));
    if na || nb {
        if propagate_nan || (na && nb) {
            return nan_result(fmt, env.nan.arith, &[a, b]);
        }
        return if na { b } else { a };
    }
    let a_bigger = key(fmt, a) >= key(fmt, b);
    if a_bigger == want_max {
        a
    } else {
        b
    }
}

/// maxf: IEEE maximumNumber, or maximum with `propagate_nan`; −0 < +0.
pub fn max(fmt: &Format, env: &Env, a: u64, b: u64, propagate_nan: bool) -> u64 {
    minmax(fmt, env, a, b, propagate_nan, true)
}

/// minf: IEEE minimumNumber, or minimum with `propagate_nan`; −0 < +0.
pub fn min(fmt: &Format, env: &Env, a: u64, b: u64, propagate_nan: bool) -> u64 {
    minmax(fmt, env, a, b, propagate_nan, false)
}

/// Comparison predicates (shared by cmpf and cmpi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPred {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpPred {
    pub const ALL: [CmpPred; 6] = [
        CmpPred::Eq,
        CmpPred::Ne,
        CmpPred::Lt,
        CmpPred::Le,
        CmpPred::Gt,
        CmpPred::Ge,
    ];
    pub fn eval(self, o: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        match self {
            CmpPred::Eq => o == Equal,
            CmpPred::Ne => o != Equal,
            CmpPred::Lt => o == Less,
            CmpPred::Le => o != Greater,
            CmpPred::Gt => o == Greater,
            CmpPred::Ge => o != Less,
        }
    }
}

/// cmpf: `ordered` gives false when either input is NaN, unordered gives true.
/// −0 == +0. With `env.ftz`, subnormal inputs compare as zeros.
pub fn cmp(fmt: &Format, env: &Env, pred: CmpPred, ordered: bool, a: u64, b: u64) -> bool {
    let (a, b) = (flush_in(fmt, env, a), flush_in(fmt, env, b));
    if fmt.is_nan(a) || fmt.is_nan(b) {
        return !ordered;
    }
    let za = a & fmt.mag_mask() == 0 && fmt.has_zero();
    let zb = b & fmt.mag_mask() == 0 && fmt.has_zero();
    let o = if za && zb {
        std::cmp::Ordering::Equal
    } else {
        key(fmt, a).cmp(&key(fmt, b))
    };
    pred.eval(o)
}
