//! Fast paths and slice-level evaluation.
//!
//! Each fast path is tested equal to the exact path in `interp/tests`:
//! - f32/f64 round-to-nearest-even: the host FPU (IEEE 754 on x86-64/aarch64).
//! - f32 directed modes: the host computes the result to nearest in f64 plus
//!   the sign of the exact error (error-free transformations: TwoSum, the
//!   exact f64 product of two f32, an FMA residual for div/sqrt); the f32
//!   nearest result is then moved one ulp if it lies on the wrong side.
//! - f64 directed add/sub/mul/div/sqrt: the same with f64 error terms, outside
//!   ranges where the error term could underflow or overflow.
//! - f16/bf16 add/sub/mul (any mode): exact in f64, then one rounding; div and
//!   sqrt: the f32 result in the same mode, then rounded once more in that
//!   mode (harmless for RNE by the 2p+2 theorem, and for directed modes since
//!   the narrow format's values are f32 values).
//! Anything else goes to the exact path in `float_ops`.

use super::float_ops as ex;
use super::format::{Format, BF16, F16, F32, F64};
use super::nan::{nan_result, NanMode};
use super::round::{round, Env, Exact, Overflow, Rounding};
use std::cmp::Ordering;

/// Binary floating-point operations with a fast path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// maxf (maximumNumber)
    Max,
    /// minf (minimumNumber)
    Min,
    /// maxf propagate_nan (maximum)
    MaxNan,
    /// minf propagate_nan (minimum)
    MinNan,
}

/// Unary floating-point operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Sqrt,
    Abs,
    Neg,
    Floor,
    Ceil,
}

/// The exact (reference) evaluation of a binary op on any format.
pub fn binop_exact(op: BinOp, fmt: &Format, env: &Env, a: u64, b: u64) -> u64 {
    match op {
        BinOp::Add => ex::add(fmt, env, a, b).bits,
        BinOp::Sub => ex::sub(fmt, env, a, b).bits,
        BinOp::Mul => ex::mul(fmt, env, a, b).bits,
        BinOp::Div => ex::div(fmt, env, a, b).bits,
        BinOp::Rem => ex::rem(fmt, env, a, b).bits,
        BinOp::Max => ex::max(fmt, env, a, b, false),
        BinOp::Min => ex::min(fmt, env, a, b, false),
        BinOp::MaxNan => ex::max(fmt, env, a, b, true),
        BinOp::MinNan => ex::min(fmt, env, a, b, true),
    }
}

/// The exact (reference) evaluation of a unary op on any format.
pub fn unop_exact(op: UnOp, fmt: &Format, env: &Env, a: u64) -> u64 {
    match op {
        UnOp::Sqrt => ex::sqrt(fmt, env, a).bits,
        UnOp::Abs => ex::abs(fmt, env, a),
        UnOp::Neg => ex::neg(fmt, env, a),
        UnOp::Floor => ex::floor(fmt, env, a).bits,
        UnOp::Ceil => ex::ceil(fmt, env, a).bits,
    }
}

/// Moves a nearest-rounded `r` to the directed result, given how the exact
/// value compares with `r`.
#[inline]
fn direct64(r: f64, exact_vs_r: Ordering, mode: Rounding) -> f64 {
    let (gt, lt) = (
        exact_vs_r == Ordering::Greater,
        exact_vs_r == Ordering::Less,
    );
    let rb = r.to_bits();
    let neg = rb >> 63 == 1;
    let up = gt & (mode == Rounding::PositiveInf || (mode == Rounding::Zero && neg));
    let dn = lt & (mode == Rounding::NegativeInf || (mode == Rounding::Zero && !neg));
    let delta = up as i64 - dn as i64;
    if rb << 1 == 0 {
        return match delta {
            1 => f64::from_bits(1),
            -1 => f64::from_bits(0x8000_0000_0000_0001),
            _ => r,
        };
    }
    let step = if neg { -delta } else { delta };
    f64::from_bits(rb.wrapping_add(step as u64))
}

#[inline]
fn sign_of(x: f64) -> Ordering {
    if x > 0.0 {
        Ordering::Greater
    } else if x < 0.0 {
        Ordering::Less
    } else {
        Ordering::Equal
    }
}

/// Rounds hi + lo (hi = RN64 of the exact value, lo of the sign of the exact
/// error, |lo| ≤ ulp(hi)/2) to f32 under a directed or nearest mode.
#[inline]
fn f32_of_pair(hi: f64, lo: f64, mode: Rounding) -> f32 {
    let r = hi as f32;
    if mode == Rounding::NearestEven {
        return r;
    }
    // hi − r is exact (and −∞/+∞ when r overflowed, which still has the right sign).
    let d = hi - r as f64;
    let s = if d != 0.0 { d } else { lo };
    let (gt, lt) = (s > 0.0, s < 0.0);
    let rb = r.to_bits();
    let neg = rb >> 31 == 1;
    let up = gt & (mode == Rounding::PositiveInf || (mode == Rounding::Zero && neg));
    let dn = lt & (mode == Rounding::NegativeInf || (mode == Rounding::Zero && !neg));
    let delta = up as i32 - dn as i32; // +1: one step towards +inf
    if rb << 1 == 0 {
        return match delta {
            1 => f32::from_bits(1),
            -1 => f32::from_bits(0x8000_0001),
            _ => r,
        };
    }
    let step = if neg { -delta } else { delta };
    f32::from_bits(rb.wrapping_add(step as u32))
}

#[inline]
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let err = (a - (s - bb)) + (b - bb);
    (s, err)
}

#[inline]
fn canon32(env: &Env, r: f32, a: u32, b: u32) -> u32 {
    if r.is_nan() {
        nan_result(&F32, env.nan.arith, &[a as u64, b as u64]) as u32
    } else {
        r.to_bits()
    }
}

#[inline]
fn ftz32(env: &Env, x: u32) -> u32 {
    if env.ftz && x & 0x7F80_0000 == 0 {
        x & 0x8000_0000
    } else {
        x
    }
}

/// Is an f32 result in the range where FTZ needs the exact path (subnormal
/// or the smallest normal, which may come from a value tiny after rounding)?
#[inline]
fn near_tiny32(r: u32) -> bool {
    let m = r & 0x7FFF_FFFF;
    m != 0 && m <= 0x0080_0000
}

/// f32 binary op, fast path where one exists, exact otherwise.
#[inline]
pub fn f32_binop(op: BinOp, env: &Env, a: u32, b: u32) -> u32 {
    let (fa, fb) = (f32::from_bits(ftz32(env, a)), f32::from_bits(ftz32(env, b)));
    let mode = env.mode;
    let r = match op {
        BinOp::Add | BinOp::Sub => {
            let fb = if op == BinOp::Sub { -fb } else { fb };
            if mode == Rounding::NearestEven {
                fa + fb
            } else {
                let (hi, lo) = two_sum(fa as f64, fb as f64);
                if hi == 0.0 && lo == 0.0 {
                    // Exact zero: IEEE sign for the mode.
                    let s = fa + fb;
                    if mode == Rounding::NegativeInf
                        && (fa.to_bits() | fb.to_bits()) != 0
                        && s == 0.0
                    {
                        if fa.is_sign_negative() == fb.is_sign_negative() {
                            s
                        } else {
                            -0.0
                        }
                    } else {
                        s
                    }
                } else if !hi.is_finite() {
                    fa + fb
                } else {
                    f32_of_pair(hi, lo, mode)
                }
            }
        }
        BinOp::Mul => {
            if mode == Rounding::NearestEven {
                fa * fb
            } else {
                let p = fa as f64 * fb as f64;
                if !p.is_finite() {
                    fa * fb
                } else {
                    f32_of_pair(p, 0.0, mode)
                }
            }
        }
        BinOp::Div => {
            if mode == Rounding::NearestEven {
                fa / fb
            } else {
                let (x, y) = (fa as f64, fb as f64);
                let q = x / y;
                if !q.is_finite() || q == 0.0 {
                    fa / fb
                } else {
                    let rem = (-q).mul_add(y, x);
                    let lo = if y > 0.0 { rem } else { -rem };
                    f32_of_pair(q, lo, mode)
                }
            }
        }
        BinOp::Max | BinOp::Min | BinOp::MaxNan | BinOp::MinNan => {
            let (x, y) = (ftz32(env, a), ftz32(env, b));
            if x & 0x7FFF_FFFF > 0x7F80_0000 || y & 0x7FFF_FFFF > 0x7F80_0000 {
                return binop_exact(op, &F32, env, a as u64, b as u64) as u32;
            }
            // Total order of non-NaN values with −0 < +0.
            let key = |v: u32| {
                if v >> 31 == 1 {
                    -((v & 0x7FFF_FFFF) as i64) - 1
                } else {
                    v as i64
                }
            };
            return if (key(x) >= key(y)) == matches!(op, BinOp::Max | BinOp::MaxNan) {
                x
            } else {
                y
            };
        }
        _ => return binop_exact(op, &F32, env, a as u64, b as u64) as u32,
    };
    let bits = canon32(env, r, a, b);
    if env.ftz && near_tiny32(bits) {
        return binop_exact(op, &F32, env, a as u64, b as u64) as u32;
    }
    bits
}

/// f32 fma, fast path where one exists.
#[inline]
pub fn f32_fma(env: &Env, a: u32, b: u32, c: u32) -> u32 {
    let (fa, fb, fc) = (
        f32::from_bits(ftz32(env, a)),
        f32::from_bits(ftz32(env, b)),
        f32::from_bits(ftz32(env, c)),
    );
    let r = if env.mode == Rounding::NearestEven {
        fa.mul_add(fb, fc)
    } else {
        let p = fa as f64 * fb as f64;
        let (hi, lo) = two_sum(p, fc as f64);
        if !hi.is_finite() || (hi == 0.0 && lo == 0.0) {
            return ex::fma(&F32, env, a as u64, b as u64, c as u64).bits as u32;
        }
        f32_of_pair(hi, lo, env.mode)
    };
    let bits = if r.is_nan() {
        nan_result(&F32, env.nan.arith, &[a as u64, b as u64, c as u64]) as u32
    } else {
        r.to_bits()
    };
    if env.ftz && near_tiny32(bits) {
        return ex::fma(&F32, env, a as u64, b as u64, c as u64).bits as u32;
    }
    bits
}

/// f32 unary op.
#[inline]
pub fn f32_unop(op: UnOp, env: &Env, a: u32) -> u32 {
    match op {
        UnOp::Sqrt => {
            let fa = f32::from_bits(ftz32(env, a));
            let r = if env.mode == Rounding::NearestEven {
                fa.sqrt()
            } else if fa > 0.0 && fa.is_finite() {
                let x = fa as f64;
                let s = x.sqrt();
                let rem = (-s).mul_add(s, x);
                f32_of_pair(s, rem, env.mode)
            } else {
                fa.sqrt()
            };
            let bits = canon32(env, r, a, a);
            if env.ftz && near_tiny32(bits) {
                return ex::sqrt(&F32, env, a as u64).bits as u32;
            }
            bits
        }
        _ => unop_exact(op, &F32, env, a as u64) as u32,
    }
}

#[inline]
fn canon64(env: &Env, r: f64, a: u64, b: u64) -> u64 {
    if r.is_nan() {
        nan_result(&F64, env.nan.arith, &[a, b])
    } else {
        r.to_bits()
    }
}

const F64_SAFE_LO: f64 = 1.0e-270; // error terms stay exact above this magnitude
const F64_SAFE_HI: f64 = 1.0e300;

#[inline]
fn safe64(x: f64) -> bool {
    let a = x.abs();
    a > F64_SAFE_LO && a < F64_SAFE_HI
}

/// f64 binary op, fast path where one exists.
#[inline]
pub fn f64_binop(op: BinOp, env: &Env, a: u64, b: u64) -> u64 {
    if env.ftz {
        return binop_exact(op, &F64, env, a, b);
    }
    let (fa, fb) = (f64::from_bits(a), f64::from_bits(b));
    let mode = env.mode;
    let r = match op {
        BinOp::Add | BinOp::Sub => {
            let fb = if op == BinOp::Sub { -fb } else { fb };
            let s = fa + fb;
            if mode == Rounding::NearestEven {
                s
            } else if !s.is_finite()
                || s == 0.0
                || !(fa.abs() < F64_SAFE_HI && fb.abs() < F64_SAFE_HI)
            {
                // TwoSum's intermediates can overflow near the top of the range.
                return binop_exact(op, &F64, env, a, b);
            } else {
                let (_, lo) = two_sum(fa, fb);
                direct64(s, sign_of(lo), mode)
            }
        }
        BinOp::Mul => {
            let p = fa * fb;
            if mode == Rounding::NearestEven {
                p
            } else if !safe64(p) {
                return binop_exact(op, &F64, env, a, b);
            } else {
                let lo = fa.mul_add(fb, -p);
                direct64(p, sign_of(lo), mode)
            }
        }
        BinOp::Div => {
            let q = fa / fb;
            if mode == Rounding::NearestEven {
                q
            } else if !safe64(q) || !safe64(fa) || !safe64(fb) {
                return binop_exact(op, &F64, env, a, b);
            } else {
                let rem = (-q).mul_add(fb, fa);
                let lo = if fb > 0.0 { rem } else { -rem };
                direct64(q, sign_of(lo), mode)
            }
        }
        _ => return binop_exact(op, &F64, env, a, b),
    };
    canon64(env, r, a, b)
}

/// f64 fma (host for RNE, exact otherwise).
#[inline]
pub fn f64_fma(env: &Env, a: u64, b: u64, c: u64) -> u64 {
    if env.mode == Rounding::NearestEven && !env.ftz {
        let r = f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c));
        if r.is_nan() {
            return nan_result(&F64, env.nan.arith, &[a, b, c]);
        }
        return r.to_bits();
    }
    if !env.ftz {
        return fma64_directed(env, a, b, c);
    }
    fma64_exact(env, a, b, c)
}

/// f64 fma in a directed mode: the nearest result r1 and the exact error
/// r2 + r3 = a·b + c − r1 from the ErrFma algorithm (Boldo & Muller,
/// "Exact and approximated error of the FMA", IEEE TC 2011), valid without
/// underflow or overflow; the sign of r2 (or r3 when r2 = 0) says which way
/// r1 must move. Outside the safe range the exact path answers.
#[inline]
fn fma64_directed(env: &Env, a: u64, b: u64, c: u64) -> u64 {
    let (x, y, z) = (f64::from_bits(a), f64::from_bits(b), f64::from_bits(c));
    let r1 = x.mul_add(y, z);
    let u1 = x * y;
    let ok = |v: f64| v == 0.0 || safe64(v);
    if !(safe64(u1) && ok(z) && safe64(r1) && safe64(x) && safe64(y)) {
        return fma64_exact(env, a, b, c);
    }
    let u2 = x.mul_add(y, -u1);
    let (a1, a2) = two_sum(z, u2);
    let (b1, b2) = two_sum(u1, a1);
    let g = (b1 - r1) + b2;
    let r2 = g + a2;
    let r3 = a2 - (r2 - g);
    let s = if r2 != 0.0 { r2 } else { r3 };
    direct64(r1, sign_of(s), env.mode).to_bits()
}

/// f64 fma through a lean exact path (special values go to the generic one).
#[inline]
fn fma64_exact(env: &Env, a: u64, b: u64, c: u64) -> u64 {
    let special = |x: u64| {
        let e = (x >> 52) & 0x7FF;
        e == 0 || e == 0x7FF
    };
    if env.ftz || special(a) || special(b) || special(c) {
        return ex::fma(&F64, env, a, b, c).bits;
    }
    let un = |x: u64| Exact {
        sign: x >> 63 != 0,
        sig: ((x & ((1u64 << 52) - 1)) | (1u64 << 52)) as u128,
        exp: ((x >> 52) & 0x7FF) as i32 - 1075,
        sticky: false,
    };
    let p = ex::mul_exact(un(a), un(b));
    let s = ex::add_exact(p, un(c), env.mode);
    round(s, &F64, env).bits
}

/// f64 unary op.
#[inline]
pub fn f64_unop(op: UnOp, env: &Env, a: u64) -> u64 {
    match op {
        UnOp::Sqrt if !env.ftz => {
            let fa = f64::from_bits(a);
            let s = fa.sqrt();
            let r = if env.mode == Rounding::NearestEven {
                s
            } else if fa > 0.0 && safe64(fa) {
                let rem = (-s).mul_add(s, fa);
                direct64(s, sign_of(rem), env.mode)
            } else {
                return ex::sqrt(&F64, env, a).bits;
            };
            canon64(env, r, a, a)
        }
        _ => unop_exact(op, &F64, env, a),
    }
}

/// Rounds hi + lo to f16/bf16/f32 once, where hi is an f64 and lo a value
/// of magnitude at most ulp(hi)/2 (only its sign matters).
#[inline(always)]
fn narrow_from_pair(fmt: &Format, env: &Env, hi: f64, lo: f64) -> u64 {
    let b = hi.to_bits();
    let e = ((b >> 52) & 0x7FF) as i32;
    let sign = b >> 63 != 0;
    if e == 0 && b << 1 == 0 {
        return fmt.zero(sign);
    }
    let (sig, exp) = if e == 0 {
        ((b & ((1u64 << 52) - 1)) as u128, -1074)
    } else {
        (((b & ((1u64 << 52) - 1)) | (1u64 << 52)) as u128, e - 1075)
    };
    let x = if lo == 0.0 {
        Exact {
            sign,
            sig,
            exp,
            sticky: false,
        }
    } else if (lo < 0.0) == sign {
        // |exact| slightly above |hi|.
        Exact {
            sign,
            sig: sig << 2,
            exp: exp - 2,
            sticky: true,
        }
    } else {
        // |exact| slightly below |hi|.
        Exact {
            sign,
            sig: (sig << 2) - 1,
            exp: exp - 2,
            sticky: true,
        }
    };
    round(x, fmt, env).bits
}

#[inline]
fn narrow_from_f64(fmt: &Format, env: &Env, v: f64) -> u64 {
    narrow_from_pair(fmt, env, v, 0.0)
}

/// Exact f64 value of a normal f16/bf16 (or f32) pattern by moving bit
/// fields; other classes go through the generic decoder.
#[inline(always)]
fn widen(fmt: &Format, x: u64) -> f64 {
    let m = fmt.man_bits;
    let e = (x >> m) & fmt.exp_field_max();
    if e == 0 || e == fmt.exp_field_max() {
        return fmt.to_f64(x);
    }
    let sign = (x & fmt.sign_bit() != 0) as u64;
    let e64 = e as i64 - fmt.bias as i64 + 1023;
    f64::from_bits((sign << 63) | ((e64 as u64) << 52) | ((x & fmt.man_mask()) << (52 - m)))
}

/// f16/bf16 binary op via wider host arithmetic, exact otherwise.
#[inline(always)]
pub fn narrow_binop(op: BinOp, fmt: &Format, env: &Env, a: u64, b: u64) -> u64 {
    let (a, b) = (a & fmt.mask(), b & fmt.mask());
    if fmt.is_nan(a) || fmt.is_nan(b) || env.ftz {
        return binop_exact(op, fmt, env, a, b);
    }
    let (x, y) = (widen(fmt, a), widen(fmt, b));
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul => {
            let y = if op == BinOp::Sub { -y } else { y };
            // Products are exact in f64; sums are exact for f16, and for bf16
            // the TwoSum error term carries the rest.
            let (r, lo) = if op == BinOp::Mul {
                (x * y, 0.0)
            } else {
                two_sum(x, y)
            };
            if r.is_nan() {
                return nan_result(fmt, env.nan.arith, &[a, b]);
            }
            if r.is_infinite() {
                return binop_exact(op, fmt, env, a, b);
            }
            if r == 0.0 && op != BinOp::Mul {
                if x == 0.0 && y == 0.0 && x.is_sign_negative() == y.is_sign_negative() {
                    return fmt.zero(x.is_sign_negative());
                }
                return fmt.zero(env.mode == Rounding::NegativeInf);
            }
            narrow_from_pair(fmt, env, r, lo)
        }
        BinOp::Div => {
            let r32 = f32_binop(
                op,
                &Env { ftz: false, ..*env },
                (x as f32).to_bits(),
                (y as f32).to_bits(),
            );
            let r = f32::from_bits(r32);
            if r.is_nan() {
                return nan_result(fmt, env.nan.arith, &[a, b]);
            }
            if r.is_infinite() {
                return binop_exact(op, fmt, env, a, b);
            }
            narrow_from_f64(fmt, env, r as f64)
        }
        _ => binop_exact(op, fmt, env, a, b),
    }
}

/// Any binary op on any format, through the fastest path proven equal to the exact one.
#[inline]
pub fn binop(op: BinOp, fmt: &Format, env: &Env, a: u64, b: u64) -> u64 {
    if *fmt == F32 {
        f32_binop(op, env, a as u32, b as u32) as u64
    } else if *fmt == F64 {
        f64_binop(op, env, a, b)
    } else if *fmt == F16 || *fmt == BF16 {
        narrow_binop(op, fmt, env, a, b)
    } else {
        binop_exact(op, fmt, env, a, b)
    }
}

/// fma on any format (f16/bf16 fma is always exact: f32 fma would double-round).
#[inline]
pub fn fma(fmt: &Format, env: &Env, a: u64, b: u64, c: u64) -> u64 {
    if *fmt == F32 {
        f32_fma(env, a as u32, b as u32, c as u32) as u64
    } else if *fmt == F64 {
        f64_fma(env, a, b, c)
    } else {
        ex::fma(fmt, env, a, b, c).bits
    }
}

/// Any unary op on any format.
#[inline]
pub fn unop(op: UnOp, fmt: &Format, env: &Env, a: u64) -> u64 {
    if *fmt == F32 {
        f32_unop(op, env, a as u32) as u64
    } else if *fmt == F64 {
        f64_unop(op, env, a)
    } else if (*fmt == F16 || *fmt == BF16) && op == UnOp::Sqrt && !env.ftz && !fmt.is_nan(a) {
        let x = fmt.to_f64(a & fmt.mask()) as f32;
        let r = f32::from_bits(f32_unop(op, env, x.to_bits()));
        if r.is_nan() {
            return nan_result(fmt, env.nan.arith, &[a]);
        }
        if r.is_infinite() {
            return a & fmt.mask();
        }
        narrow_from_f64(fmt, env, r as f64)
    } else {
        unop_exact(op, fmt, env, a)
    }
}

/// bf16 → f32 widening (exact; NaN per policy).
#[inline]
pub fn bf16_to_f32(env: &Env, x: u16) -> u32 {
    let w = (x as u32) << 16;
    if w & 0x7FFF_FFFF > 0x7F80_0000 && env.nan.convert == NanMode::Canonical {
        0x7FFF_FFFF
    } else {
        w
    }
}

/// f16 → f32 widening of a finite value: always exact, and never subnormal in f32, so no
/// rounding mode or flush applies (infinities and NaNs take the exact path).
#[inline]
fn f16_to_f32_finite(x: u16) -> u32 {
    let sign = ((x >> 15) as u32) << 31;
    let e = ((x >> 10) & 0x1F) as u32;
    let m = (x & 0x3FF) as u32;
    if e != 0 {
        return sign | (e + 112) << 23 | m << 13;
    }
    if m == 0 {
        return sign;
    }
    // m * 2^-24 with the leading one at bit p: exponent p - 24.
    let p = 31 - m.leading_zeros();
    sign | (p + 103) << 23 | (m << (23 - p)) & 0x7F_FFFF
}

/// The host's F16C conversions over tile words, eight at a time (`WIDEN`: f16 → f32, else
/// f32 → f16 rounding to nearest even): exact for every finite value and infinity (the tests
/// check them against the exact path); NaNs come out quieted, for the caller to redo.
///
/// # Safety
/// The CPU has F16C and AVX.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx,f16c")]
unsafe fn f16c_chunks<const WIDEN: bool>(a: &[u64], out: &mut [u64]) {
    use std::arch::x86_64::*;
    let n = a.len().min(out.len());
    let mut i = 0;
    while i + 8 <= n {
        if WIDEN {
            let h: [u16; 8] = std::array::from_fn(|k| a[i + k] as u16);
            // SAFETY: 16 bytes read from an array of 16 bytes; F16C per the caller.
            let f = unsafe { _mm256_cvtph_ps(_mm_loadu_si128(h.as_ptr() as *const __m128i)) };
            let mut w = [0f32; 8];
            // SAFETY: 32 bytes written to an array of 32 bytes.
            unsafe { _mm256_storeu_ps(w.as_mut_ptr(), f) };
            for k in 0..8 {
                out[i + k] = w[k].to_bits() as u64;
            }
        } else {
            let w: [u32; 8] = std::array::from_fn(|k| a[i + k] as u32);
            // SAFETY: 32 bytes read from an array of 32 bytes; F16C per the caller.
            let h = unsafe {
                _mm256_cvtps_ph::<{ _MM_FROUND_TO_NEAREST_INT }>(_mm256_loadu_ps(
                    w.as_ptr() as *const f32
                ))
            };
            let mut v = [0u16; 8];
            // SAFETY: 16 bytes written to an array of 16 bytes.
            unsafe { _mm_storeu_si128(v.as_mut_ptr() as *mut __m128i, h) };
            for k in 0..8 {
                out[i + k] = v[k] as u64;
            }
        }
        i += 8;
    }
    for k in i..n {
        out[k] = if WIDEN {
            f16_to_f32_finite(a[k] as u16) as u64
        } else {
            f32_to_half_rne(true, a[k] as u32)
        };
    }
}

/// f16 → f32 over a slice of words: F16C where the host has it, else field moves
/// ([`f16_to_f32_finite`]); infinities and NaNs then by the exact path.
fn map_f16_to_f32(env: &Env, a: &[u64], out: &mut [u64]) {
    if !f16c_slice::<true>(a, out) {
        out.iter_mut()
            .zip(a)
            .for_each(|(o, &x)| *o = f16_to_f32_finite(x as u16) as u64);
    }
    for (o, &x) in out.iter_mut().zip(a) {
        if x & 0x7C00 == 0x7C00 {
            *o = super::convert::ftof(&F16, &F32, env, x).bits;
        }
    }
}

/// f32 → f16 round to nearest even (IEEE overflow, no flush) over a slice of words: F16C where
/// the host has it, else [`f32_to_half_rne`]; infinities and NaNs then by the exact path.
fn map_f32_to_f16_rne(env: &Env, a: &[u64], out: &mut [u64]) {
    if !f16c_slice::<false>(a, out) {
        out.iter_mut()
            .zip(a)
            .for_each(|(o, &x)| *o = f32_to_half_rne(true, x as u32));
    }
    for (o, &x) in out.iter_mut().zip(a) {
        if x & 0x7F80_0000 == 0x7F80_0000 {
            *o = super::convert::ftof(&F32, &F16, env, x).bits;
        }
    }
}

/// [`f16c_chunks`] when the host has F16C (true), else nothing (false).
fn f16c_slice<const WIDEN: bool>(a: &[u64], out: &mut [u64]) -> bool {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("f16c") {
        // SAFETY: F16C (and the AVX it implies) detected.
        unsafe { f16c_chunks::<WIDEN>(a, out) };
        return true;
    }
    let _ = (a, out);
    false
}

/// f32 → f16 or bf16, round to nearest even with IEEE overflow and no flush, of a finite
/// value: the kept bits plus one where the cut-off part is above half, or exactly half with
/// an odd last kept bit (a carry runs into the exponent, up to infinity).
#[inline]
fn f32_to_half_rne(to_f16: bool, x: u32) -> u64 {
    let sign = x >> 31;
    let abs = x & 0x7FFF_FFFF;
    let round = |kept: u32, rest: u32, half: u32| {
        kept + (rest > half || (rest == half && kept & 1 == 1)) as u32
    };
    if !to_f16 {
        return (sign << 15 | round(abs >> 16, abs & 0xFFFF, 0x8000)) as u64;
    }
    let e = abs >> 23;
    let h = if e >= 143 {
        0x7C00
    } else if e >= 113 {
        round((e - 112) << 10 | (abs >> 13) & 0x3FF, abs & 0x1FFF, 0x1000)
    } else if e >= 101 {
        // An f16 subnormal (or zero, or the smallest normal after rounding): the significand
        // times 2^(e - 126) units of 2^-24.
        let sig = abs & 0x7F_FFFF | 0x80_0000;
        let s = 126 - e;
        round(sig >> s, sig & ((1 << s) - 1), 1 << (s - 1))
    } else {
        // Below 2^-26, under half the smallest subnormal: zero.
        0
    };
    (sign << 15 | h) as u64
}

/// f32 → f8E4M3FN with satfinite/IEEE/NaN overflow, any mode.
#[inline(always)]
pub fn f32_to_small(to: &Format, env: &Env, x: u32) -> u64 {
    if x & 0x7F80_0000 == 0x7F80_0000 {
        return super::convert::ftof(&F32, to, env, x as u64).bits;
    }
    if env.mode == Rounding::NearestEven
        && env.overflow == Overflow::Ieee
        && !env.ftz
        && (*to == F16 || *to == BF16)
    {
        return f32_to_half_rne(*to == F16, x);
    }
    let sign = x >> 31 != 0;
    let e = ((x >> 23) & 0xFF) as i32;
    let m = x & 0x7F_FFFF;
    if e == 0 && m == 0 {
        // A format without zero (f8E8M0FNU) has no encoding for ±0: NaN, as on the exact
        // path (`ftof`); returning 0 here would give 0x00 = 2^-127.
        if !to.has_zero() {
            return to.canonical_nan().unwrap_or(0);
        }
        if !to.signed {
            return 0;
        }
        return to.zero(sign);
    }
    let (sig, exp) = if e == 0 {
        (m, -149)
    } else {
        (m | 0x80_0000, e - 150)
    };
    round(
        Exact {
            sign,
            sig: sig as u128,
            exp,
            sticky: false,
        },
        to,
        env,
    )
    .bits
}

// f32 -> formats of at most 8 bits with at most 3 mantissa bits (the f8 and f4 formats, e8m0).
// The result of rounding a finite f32 to such a format depends only on the sign, the exponent,
// the top four mantissa bits (three kept at most plus the round bit) and whether any lower bit
// is set (sticky): 14 bits. A table of the exact conversion over those keys, built once per
// (format, environment) and thread, turns the conversion into one load. A subnormal target
// keeps fewer bits, so its cut lies higher and the key still carries everything it reads.

fn narrow_table_applies(to: &Format) -> bool {
    to.signed as u32 + to.exp_bits + to.man_bits <= 8 && to.man_bits <= 3
}

#[inline]
fn narrow_key(x: u32) -> usize {
    ((x >> 19) as usize) << 1 | (x & 0x7_FFFF != 0) as usize
}

/// The f32 bit pattern that stands for a key: the same top bits, sticky as the lowest bit.
fn narrow_representative(key: usize) -> u32 {
    ((key >> 1) as u32) << 19 | (key & 1) as u32
}

fn with_narrow_table<R>(to: &Format, env: &Env, f: impl FnOnce(&[u8]) -> R) -> R {
    type Cache = Vec<(Format, Env, Box<[u8]>)>;
    thread_local! {
        static TABLES: std::cell::RefCell<Cache> = const { std::cell::RefCell::new(Vec::new()) };
    }
    TABLES.with(|c| {
        let mut c = c.borrow_mut();
        let i = match c.iter().position(|(t, e, _)| t == to && e == env) {
            Some(i) => i,
            None => {
                let t: Box<[u8]> = (0..1usize << 14)
                    .map(|k| f32_to_small(to, env, narrow_representative(k)) as u8)
                    .collect();
                c.push((to.clone(), *env, t));
                c.len() - 1
            }
        };
        f(&c[i].2)
    })
}

/// Converts with a fast path for the common pairs.
#[inline]
pub fn convert(from: &Format, to: &Format, env: &Env, x: u64) -> u64 {
    if *from == BF16 && *to == F32 {
        return bf16_to_f32(env, x as u16) as u64;
    }
    if *from == F16 && *to == F32 && x & 0x7C00 != 0x7C00 {
        return f16_to_f32_finite(x as u16) as u64;
    }
    if *from == F32 {
        return f32_to_small(to, env, x as u32);
    }
    super::convert::ftof(from, to, env, x).bits
}

// ---------------------------------------------------------------- slices

/// out[i] = a[i] op b[i] over f32 bit patterns.
pub fn map_binop_f32(op: BinOp, env: &Env, a: &[u32], b: &[u32], out: &mut [u32]) {
    let n = out.len().min(a.len()).min(b.len());
    let (a, b, out) = (&a[..n], &b[..n], &mut out[..n]);
    if env.mode == Rounding::NearestEven
        && !env.ftz
        && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div)
    {
        // Tight loop the compiler can vectorise; NaNs fixed up afterwards.
        for i in 0..n {
            let (x, y) = (f32::from_bits(a[i]), f32::from_bits(b[i]));
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                _ => x / y,
            };
            out[i] = r.to_bits();
        }
        for i in 0..n {
            if out[i] & 0x7FFF_FFFF > 0x7F80_0000 {
                out[i] = nan_result(&F32, env.nan.arith, &[a[i] as u64, b[i] as u64]) as u32;
            }
        }
        return;
    }
    for i in 0..n {
        out[i] = f32_binop(op, env, a[i], b[i]);
    }
}

/// out[i] = a[i] op b[i] over f64 bit patterns.
pub fn map_binop_f64(op: BinOp, env: &Env, a: &[u64], b: &[u64], out: &mut [u64]) {
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = f64_binop(op, env, x, y);
    }
}

/// out[i] = a[i] op b[i] over bit patterns of any format.
pub fn map_binop(op: BinOp, fmt: &Format, env: &Env, a: &[u64], b: &[u64], out: &mut [u64]) {
    let plain = env.mode == Rounding::NearestEven
        && !env.ftz
        && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div);
    if plain && (*fmt == F32 || *fmt == F64) {
        // Host arithmetic is exactly IEEE round-to-nearest-even; only NaN results need the policy.
        let n = out.len().min(a.len()).min(b.len());
        let (a, b, out) = (&a[..n], &b[..n], &mut out[..n]);
        // One loop per (type, op) so each vectorises; NaN results are noted in the same pass.
        macro_rules! tight {
            ($t:ty, $u:ty, $qnan_above:expr, $f:expr) => {{
                let mut nan: $u = 0;
                for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                    let r: $t = $f(<$t>::from_bits(x as $u), <$t>::from_bits(y as $u));
                    let bits = r.to_bits();
                    nan |= ((bits & !(1 << (<$u>::BITS - 1))) > $qnan_above) as $u;
                    *o = bits as u64;
                }
                nan != 0
            }};
        }
        macro_rules! per_op {
            ($t:ty, $u:ty, $inf:expr) => {
                match op {
                    BinOp::Add => tight!($t, $u, $inf, |x, y| x + y),
                    BinOp::Sub => tight!($t, $u, $inf, |x, y| x - y),
                    BinOp::Mul => tight!($t, $u, $inf, |x, y| x * y),
                    _ => tight!($t, $u, $inf, |x, y| x / y),
                }
            };
        }
        let nan_seen = if *fmt == F32 {
            per_op!(f32, u32, 0x7F80_0000u32)
        } else {
            per_op!(f64, u64, 0x7FF0_0000_0000_0000u64)
        };
        if nan_seen {
            for i in 0..n {
                if fmt.is_nan(out[i]) {
                    out[i] = nan_result(fmt, env.nan.arith, &[a[i], b[i]]);
                }
            }
        }
        return;
    }
    let it = out.iter_mut().zip(a).zip(b);
    if *fmt == F32 {
        it.for_each(|((o, &x), &y)| *o = f32_binop(op, env, x as u32, y as u32) as u64);
    } else if *fmt == F64 {
        it.for_each(|((o, &x), &y)| *o = f64_binop(op, env, x, y));
    } else if *fmt == F16 {
        it.for_each(|((o, &x), &y)| *o = narrow_binop(op, &F16, env, x, y));
    } else if *fmt == BF16 {
        it.for_each(|((o, &x), &y)| *o = narrow_binop(op, &BF16, env, x, y));
    } else {
        it.for_each(|((o, &x), &y)| *o = binop_exact(op, fmt, env, x, y));
    }
}

/// out[i] = fma(a[i], b[i], c[i]) over bit patterns of any format.
pub fn map_fma(fmt: &Format, env: &Env, a: &[u64], b: &[u64], c: &[u64], out: &mut [u64]) {
    for (((o, &x), &y), &z) in out.iter_mut().zip(a).zip(b).zip(c) {
        *o = fma(fmt, env, x, y, z);
    }
}

/// out[i] = op(a[i]) over bit patterns of any format.
pub fn map_unop(op: UnOp, fmt: &Format, env: &Env, a: &[u64], out: &mut [u64]) {
    for (o, &x) in out.iter_mut().zip(a) {
        *o = unop(op, fmt, env, x);
    }
}

/// out[i] = convert(a[i]) from `from` to `to`.
pub fn map_convert(from: &Format, to: &Format, env: &Env, a: &[u64], out: &mut [u64]) {
    let it = out.iter_mut().zip(a);
    if *from == BF16 && *to == F32 {
        it.for_each(|(o, &x)| *o = bf16_to_f32(env, x as u16) as u64);
    } else if *from == F16 && *to == F32 {
        map_f16_to_f32(env, a, out);
    } else if *from == F32
        && *to == F16
        && env.mode == Rounding::NearestEven
        && env.overflow == Overflow::Ieee
        && !env.ftz
    {
        map_f32_to_f16_rne(env, a, out);
    } else if *from == F32 && narrow_table_applies(to) && a.len() >= 64 {
        with_narrow_table(to, env, |t| {
            it.for_each(|(o, &x)| {
                let x = x as u32;
                *o = if x & 0x7F80_0000 == 0x7F80_0000 {
                    f32_to_small(to, env, x)
                } else {
                    t[narrow_key(x)] as u64
                };
            })
        });
    } else if *from == F32 {
        it.for_each(|(o, &x)| *o = f32_to_small(to, env, x as u32));
    } else {
        it.for_each(|(o, &x)| *o = super::convert::ftof(from, to, env, x).bits);
    }
}

#[cfg(test)]
mod slice_tests {
    use crate::numeric::fast::*;
    use crate::numeric::nan::NanPolicy;

    /// f16 -> f32 widening equals the exact `ftof` on every f16 input, under both NaN
    /// policies, every rounding mode and flush setting.
    #[test]
    fn f16_widening_equals_exact_exhaustively() {
        use crate::numeric::convert::ftof;
        for nan in [NanPolicy::H100, NanPolicy::IEEE] {
            for mode in Rounding::ALL {
                for ftz in [false, true] {
                    let env = Env::new(mode).nan(nan).ftz(ftz);
                    let xs: Vec<u64> = (0..1u64 << 16).collect();
                    let mut got = vec![0; xs.len()];
                    map_convert(&F16, &F32, &env, &xs, &mut got);
                    for &x in &xs {
                        let want = ftof(&F16, &F32, &env, x).bits;
                        assert_eq!(convert(&F16, &F32, &env, x), want, "{x:#06x} {env:?}");
                        assert_eq!(got[x as usize], want, "{x:#06x} {env:?}");
                    }
                }
            }
        }
    }

    /// f32 -> f16 and bf16 equal the exact `ftof` at every rounding boundary of every
    /// exponent (each cut position a subnormal result can have, the kept part's extremes and
    /// the cut-off part at 0, 1, half - 1, half, half + 1 and all ones), on random inputs and on
    /// the specials, in every mode (the fast path serves nearest-even without flush; the
    /// others pass through it unchanged).
    #[test]
    fn f32_to_half_equals_exact() {
        use crate::numeric::convert::ftof;
        let mut xs: Vec<u32> = vec![
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0x7F80_0001,
            0xFFFF_FFFF,
        ];
        for sign in [0u32, 1] {
            for e in 0u32..255 {
                for cut in 13u32..=24 {
                    let full = (1u32 << cut) - 1;
                    for r in [0, 1, (full >> 1) - 1, full >> 1, (full >> 1) + 1, full] {
                        for k in [0u32, 1, 2, 3, 0x3FE, 0x3FF, 0xFFFF] {
                            let m = (k << cut | r) & 0x7F_FFFF;
                            xs.push(sign << 31 | e << 23 | m);
                        }
                    }
                }
            }
        }
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..300_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            xs.push((s >> 32) as u32);
        }
        for to in [&F16, &BF16] {
            for mode in [Rounding::NearestEven, Rounding::Zero, Rounding::NegativeInf] {
                for ftz in [false, true] {
                    let env = Env::new(mode).ftz(ftz);
                    let words: Vec<u64> = xs.iter().map(|&x| x as u64).collect();
                    let mut got = vec![0; words.len()];
                    map_convert(&F32, to, &env, &words, &mut got);
                    for (&x, &g) in xs.iter().zip(&got) {
                        let want = ftof(&F32, to, &env, x as u64).bits;
                        assert_eq!(
                            f32_to_small(to, &env, x),
                            want,
                            "{x:#010x} -> {} {env:?}",
                            to.name
                        );
                        assert_eq!(g, want, "slice: {x:#010x} -> {} {env:?}", to.name);
                    }
                }
            }
        }
    }

    /// f32 -> f16 (nearest even) against the host's F16C conversion, an independent oracle:
    /// every finite f32 in release builds, every 97th in debug builds.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn f32_to_f16_equals_host_f16c() {
        if !std::arch::is_x86_feature_detected!("f16c") {
            eprintln!("f32_to_f16_equals_host_f16c: host lacks F16C; checked against ftof only");
            return;
        }
        #[target_feature(enable = "f16c")]
        unsafe fn host(x: u32) -> u16 {
            use std::arch::x86_64::*;
            let v = _mm_castsi128_ps(_mm_cvtsi32_si128(x as i32));
            _mm_extract_epi16::<0>(_mm_cvtps_ph::<{ _MM_FROUND_TO_NEAREST_INT }>(v)) as u16
        }
        let env = Env::new(Rounding::NearestEven);
        let step = if cfg!(debug_assertions) { 97 } else { 1 };
        let mut x = 0u64;
        while x < 1 << 32 {
            let b = x as u32;
            if b & 0x7F80_0000 != 0x7F80_0000 {
                // SAFETY: F16C detected above.
                assert_eq!(
                    f32_to_small(&F16, &env, b),
                    unsafe { host(b) } as u64,
                    "{b:#010x}"
                );
            }
            x += step;
        }
    }

    /// The keyed table of f32 -> narrow conversions equals the exact `ftof` on every key's
    /// extremes (all-zero and all-one low bits) and on random inputs, in every mode.
    #[test]
    fn narrow_table_equals_exact() {
        use crate::numeric::convert::conversion_env;
        use crate::numeric::format::{F4E2M1FN, F8E4M3FN, F8E5M2, F8E8M0FNU};
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut inputs: Vec<u64> = vec![];
        for k in 0..1u32 << 13 {
            let top = k << 19;
            inputs.extend([top, top | 1, top | 0x4_0000, top | 0x7_FFFF].map(|x| x as u64));
        }
        for _ in 0..200_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            inputs.push(s >> 32);
        }
        inputs.extend([
            0x7F80_0000u64,
            0xFF80_0000,
            0x7FC0_0000,
            0x7F80_0001,
            0xFFFF_FFFF,
        ]);
        for to in [F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN] {
            for mode in [
                Rounding::NearestEven,
                Rounding::Zero,
                Rounding::NegativeInf,
                Rounding::PositiveInf,
                Rounding::NearestAway,
            ] {
                for ftz in [false, true] {
                    let mut env = conversion_env(&to, mode);
                    env.ftz = ftz;
                    let mut out = vec![0u64; inputs.len()];
                    map_convert(&F32, &to, &env, &inputs, &mut out);
                    for (i, &x) in inputs.iter().enumerate() {
                        assert_eq!(
                            out[i],
                            crate::numeric::convert::ftof(&F32, &to, &env, x).bits,
                            "{} {mode:?} ftz={ftz} {x:#x}",
                            to.name
                        );
                    }
                }
            }
        }
    }

    /// The tight host loop of `map_binop` equals the exact reference element by element.
    #[test]
    fn map_binop_host_loop_equals_exact() {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for fmt in [F32, F64] {
            let specials: Vec<u64> = if fmt == F32 {
                vec![
                    0,
                    0x8000_0000,
                    0x7F80_0000,
                    0xFF80_0000,
                    0x7FC0_0001,
                    0xFFA0_0000,
                    1,
                    0x807F_FFFF,
                    0x7F7F_FFFF,
                ]
            } else {
                vec![
                    0,
                    1 << 63,
                    0x7FF0 << 48,
                    0xFFF0 << 48,
                    0x7FF8_0000_0000_0001,
                    1,
                    0x7FEF_FFFF_FFFF_FFFF,
                ]
            };
            let gen = |r: u64| {
                if r % 5 == 0 {
                    specials[(r >> 8) as usize % specials.len()]
                } else if fmt == F32 {
                    r >> 32
                } else {
                    r
                }
            };
            let a: Vec<u64> = (0..4000).map(|_| gen(next())).collect();
            let b: Vec<u64> = (0..4000).map(|_| gen(next())).collect();
            for nan in [NanPolicy::H100, NanPolicy::IEEE] {
                let env = Env::new(Rounding::NearestEven).nan(nan);
                for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div] {
                    let mut out = vec![0u64; a.len()];
                    map_binop(op, &fmt, &env, &a, &b, &mut out);
                    for i in 0..a.len() {
                        assert_eq!(
                            out[i],
                            binop_exact(op, &fmt, &env, a[i], b[i]),
                            "{op:?} {:#x} {:#x}",
                            a[i],
                            b[i]
                        );
                    }
                }
            }
        }
    }

    /// The f32 max/min fast path equals the exact one: signed zeros, infinities, subnormals
    /// under flush-to-zero, NaNs of both kinds under every policy.
    #[test]
    fn f32_minmax_fast_equals_exact() {
        let mut s = 0x1234_5678_9ABC_DEF1u64;
        let specials = [
            0u32,
            0x8000_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0001,
            0xFFA0_0000,
            1,
            0x8000_0001,
            0x807F_FFFF,
            0x0080_0000,
            0x7F7F_FFFF,
            0x3F80_0000,
            0xBF80_0000,
        ];
        for _ in 0..200_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let pick = |r: u64| {
                if r % 3 == 0 {
                    specials[(r >> 8) as usize % specials.len()]
                } else {
                    (r >> 16) as u32
                }
            };
            let (a, b) = (pick(s), pick(s.rotate_left(29)));
            for ftz in [false, true] {
                for nan in [NanPolicy::H100, NanPolicy::IEEE] {
                    let env = Env::new(Rounding::NearestEven).ftz(ftz).nan(nan);
                    for op in [BinOp::Max, BinOp::Min, BinOp::MaxNan, BinOp::MinNan] {
                        assert_eq!(
                            f32_binop(op, &env, a, b) as u64,
                            binop_exact(op, &F32, &env, a as u64, b as u64),
                            "{op:?} {a:#x} {b:#x} ftz {ftz}"
                        );
                    }
                }
            }
        }
    }
}
