//! Elementary functions: a deterministic, correctly rounded reference.
//!
//! f32 and f64 use `pxfm`, whose functions are correctly rounded to nearest
//! even. f16 and bf16 widen exactly to f64, evaluate the correctly rounded f64
//! function and round that once to the narrow format (to nearest even); the
//! exhaustive tests in `interp/tests` certify for every f16 and bf16 input
//! that the f64 value is far enough from a rounding boundary for this to be
//! the correctly rounded result. NaN results follow the NaN policy.

use super::error::NumError;
use super::float_ops::flush_in;
use super::format::{Class, Format, BF16, F16, F32, F64};
use super::nan::nan_result;
use super::round::{Env, Rounding};

/// Unary elementary functions of Tile IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MathFn {
    Exp,
    Exp2,
    Log,
    Log2,
    Sin,
    Cos,
    Tan,
    Sinh,
    Cosh,
    Tanh,
    Rsqrt,
}

impl MathFn {
    pub const ALL: [MathFn; 11] = [
        MathFn::Exp,
        MathFn::Exp2,
        MathFn::Log,
        MathFn::Log2,
        MathFn::Sin,
        MathFn::Cos,
        MathFn::Tan,
        MathFn::Sinh,
        MathFn::Cosh,
        MathFn::Tanh,
        MathFn::Rsqrt,
    ];
    /// The function of the Tile IR op named `name` (`exp`, `log2`, `rsqrt`, ...).
    pub fn of_op(name: &str) -> Option<MathFn> {
        Some(match name {
            "exp" => MathFn::Exp,
            "exp2" => MathFn::Exp2,
            "log" => MathFn::Log,
            "log2" => MathFn::Log2,
            "sin" => MathFn::Sin,
            "cos" => MathFn::Cos,
            "tan" => MathFn::Tan,
            "sinh" => MathFn::Sinh,
            "cosh" => MathFn::Cosh,
            "tanh" => MathFn::Tanh,
            "rsqrt" => MathFn::Rsqrt,
            _ => return None,
        })
    }
    /// Correctly rounded f32 evaluation.
    pub fn eval_f32(self, x: f32) -> f32 {
        match self {
            MathFn::Exp => pxfm::f_expf(x),
            MathFn::Exp2 => pxfm::f_exp2f(x),
            MathFn::Log => pxfm::f_logf(x),
            MathFn::Log2 => pxfm::f_log2f(x),
            MathFn::Sin => pxfm::f_sinf(x),
            MathFn::Cos => pxfm::f_cosf(x),
            MathFn::Tan => pxfm::f_tanf(x),
            MathFn::Sinh => pxfm::f_sinhf(x),
            MathFn::Cosh => pxfm::f_coshf(x),
            MathFn::Tanh => pxfm::f_tanhf(x),
            MathFn::Rsqrt => pxfm::f_rsqrtf(x),
        }
    }
    /// Correctly rounded f64 evaluation.
    pub fn eval_f64(self, x: f64) -> f64 {
        match self {
            MathFn::Exp => pxfm::f_exp(x),
            MathFn::Exp2 => pxfm::f_exp2(x),
            MathFn::Log => pxfm::f_log(x),
            MathFn::Log2 => pxfm::f_log2(x),
            MathFn::Sin => pxfm::f_sin(x),
            MathFn::Cos => pxfm::f_cos(x),
            MathFn::Tan => pxfm::f_tan(x),
            MathFn::Sinh => pxfm::f_sinh(x),
            MathFn::Cosh => pxfm::f_cosh(x),
            MathFn::Tanh => pxfm::f_tanh(x),
            MathFn::Rsqrt => pxfm::f_rsqrt(x),
        }
    }
}

/// Narrows an f32 to f16/bf16 (or keeps f32) with one round-to-nearest-even.
fn from_f32(fmt: &Format, env: &Env, y: f32) -> u64 {
    let bits = y.to_bits() as u64;
    if *fmt == F32 {
        return bits;
    }
    if y.is_nan() {
        return fmt.canonical_nan().unwrap_or(0);
    }
    let e = Env {
        mode: Rounding::NearestEven,
        ..*env
    };
    super::convert::ftof(&F32, fmt, &e, bits).bits
}

fn is_base(fmt: &Format) -> bool {
    *fmt == F32 || *fmt == F64 || *fmt == F16 || *fmt == BF16
}

/// Result flushing for f32 `flush_to_zero`: a subnormal result becomes a zero
/// of the same sign.
fn flush_out(fmt: &Format, env: &Env, r: u64) -> u64 {
    if env.ftz && fmt.classify(r) == Class::Subnormal {
        r & fmt.sign_bit()
    } else {
        r
    }
}

fn finish(fmt: &Format, env: &Env, r: u64, inputs: &[u64]) -> u64 {
    if fmt.is_nan(r) {
        return nan_result(fmt, env.nan.arith, inputs);
    }
    flush_out(fmt, env, r)
}

/// A unary function on a bit pattern of f16, bf16, f32 or f64.
pub fn unary(f: MathFn, fmt: &Format, env: &Env, x: u64) -> Result<u64, NumError> {
    if !is_base(fmt) {
        return Err(NumError::UnsupportedFormat);
    }
    let x = flush_in(fmt, env, x);
    let odd = matches!(f, MathFn::Sin | MathFn::Tan | MathFn::Sinh | MathFn::Tanh);
    if odd && fmt.classify(x) == Class::Zero {
        return Ok(x); // f(±0) = ±0 (pxfm's f64 sinh loses the sign of −0)
    }
    let r = if *fmt == F64 {
        f.eval_f64(f64::from_bits(x)).to_bits()
    } else if *fmt == F32 {
        f.eval_f32(f32::from_bits(x as u32)).to_bits() as u64
    } else {
        // f16/bf16: the correctly rounded f64 value rounded once. Rounding a
        // correctly rounded f32 value instead would double-round (cosh(2^-5)
        // in f16); the tests certify this route for every f16/bf16 input.
        from_f64(fmt, env, f.eval_f64(fmt.to_f64(x)))
    };
    Ok(finish(fmt, env, r, &[x]))
}

/// [`unary`] over a slice: the same value per element, with the function chosen once for
/// f32 (the per-element dispatch otherwise costs as much as the function).
pub fn map_unary(
    f: MathFn,
    fmt: &Format,
    env: &Env,
    xs: &[u64],
    out: &mut Vec<u64>,
) -> Result<(), (usize, NumError)> {
    if *fmt != F32 {
        for (i, &x) in xs.iter().enumerate() {
            out.push(unary(f, fmt, env, x).map_err(|e| (i, e))?);
        }
        return Ok(());
    }
    let g: fn(f32) -> f32 = match f {
        MathFn::Exp => pxfm::f_expf,
        MathFn::Exp2 => pxfm::f_exp2f,
        MathFn::Log => pxfm::f_logf,
        MathFn::Log2 => pxfm::f_log2f,
        MathFn::Sin => pxfm::f_sinf,
        MathFn::Cos => pxfm::f_cosf,
        MathFn::Tan => pxfm::f_tanf,
        MathFn::Sinh => pxfm::f_sinhf,
        MathFn::Cosh => pxfm::f_coshf,
        MathFn::Tanh => pxfm::f_tanhf,
        MathFn::Rsqrt => pxfm::f_rsqrtf,
    };
    let odd = matches!(f, MathFn::Sin | MathFn::Tan | MathFn::Sinh | MathFn::Tanh);
    if env.ftz {
        out.extend(xs.iter().map(|&x| {
            let x = flush_in(fmt, env, x);
            if odd && x & 0x7FFF_FFFF == 0 {
                return x;
            }
            finish(fmt, env, g(f32::from_bits(x as u32)).to_bits() as u64, &[x])
        }));
        return Ok(());
    }
    // Without flush_to_zero only a NaN result needs `finish` (its payload policy); the test
    // `map_unary_equals_unary` holds this to the per-element path.
    out.extend(xs.iter().map(|&x| {
        let x = x & 0xFFFF_FFFF;
        if odd && x & 0x7FFF_FFFF == 0 {
            return x;
        }
        let r = g(f32::from_bits(x as u32));
        if r.is_nan() {
            finish(fmt, env, r.to_bits() as u64, &[x])
        } else {
            r.to_bits() as u64
        }
    }));
    Ok(())
}

/// The f16/bf16 function value computed the way the GPU documents it
/// (correctly rounded f32, then rounded to nearest even): double rounding,
/// so occasionally one ulp from the correctly rounded result.
pub fn unary_via_f32(f: MathFn, fmt: &Format, env: &Env, x: u64) -> Result<u64, NumError> {
    if !is_base(fmt) {
        return Err(NumError::UnsupportedFormat);
    }
    let x = flush_in(fmt, env, x);
    let xf = fmt.to_f64(x) as f32;
    let r = if *fmt == F64 {
        f.eval_f64(f64::from_bits(x)).to_bits()
    } else {
        from_f32(fmt, env, f.eval_f32(xf))
    };
    Ok(finish(fmt, env, r, &[x]))
}

fn from_f64(fmt: &Format, env: &Env, y: f64) -> u64 {
    if *fmt == F64 {
        return y.to_bits();
    }
    if y.is_nan() {
        return fmt.canonical_nan().unwrap_or(0);
    }
    let e = Env {
        mode: Rounding::NearestEven,
        ..*env
    };
    super::convert::ftof(&F64, fmt, &e, y.to_bits()).bits
}

/// pow(x, y) (Tile IR `pow`), correctly rounded in f32/f64 by `pxfm`.
/// Special values follow C `pow`: pow(x, ±0) = 1 and pow(+1, y) = 1 even for NaN.
pub fn pow(fmt: &Format, env: &Env, x: u64, y: u64) -> Result<u64, NumError> {
    if !is_base(fmt) {
        return Err(NumError::UnsupportedFormat);
    }
    let (xf, yf) = (flush_in(fmt, env, x), flush_in(fmt, env, y));
    let (xd, yd) = (fmt.to_f64(xf), fmt.to_f64(yf));
    if let Some(v) = pow_special(xd, yd) {
        if v.is_nan() {
            return Ok(nan_result(fmt, env.nan.arith, &[xf, yf]));
        }
        return Ok(flush_out(fmt, env, from_f64(fmt, env, v)));
    }
    // Finite nonzero x, finite nonzero y; x < 0 only with integral y. A negative x goes as
    // |x|^y with the sign from y's parity: pxfm 0.1.30's f_pow returns +0 for an odd power of a
    // negative x that underflows (pow(-4.5e-16, 31) must be -0).
    let odd = xd < 0.0 && (yd / 2.0).fract() != 0.0;
    let ax = xf & !fmt.sign_bit();
    let r = match exact_dyadic_pow(xd.abs(), yd) {
        Some(e) => {
            let ne = Env {
                mode: Rounding::NearestEven,
                ..*env
            };
            flush_out(fmt, env, super::round::round(e, fmt, &ne).bits)
        }
        None => binary(fmt, env, ax, yf, pxfm::f_powf, pow_f64)?,
    };
    Ok(if odd { r | fmt.sign_bit() } else { r })
}

/// Largest k of the y = n/2^k that [`exact_dyadic_pow`] tries.
const DYADIC_ROOTS: u32 = 4;

/// x^y as an exact value when it is a dyadic rational: y = n/2^k (n a positive integer,
/// k <= 4) and |x| = m·2^e (m odd) with m a perfect 2^k-th power r^(2^k) and 2^k dividing e,
/// so x^y = ±r^n·2^(e·n/2^k), with r^n below 2^128. Finite nonzero x only; x < 0 only with
/// integral y (the sign then follows n's parity).
///
/// These are the results that can land exactly halfway between two values of the format
/// (0.453125^5 = 20511149·2^-30 between two f32s; 121^3.5 = 11^7 = 19487171), which must round
/// to even. pxfm 0.1.30 gets some of them wrong when y is not integral (`f_powf(121, 3.5)`
/// gives 0x4b94ace1 for 0x4b94ace2, `f_pow(220003², 1.5)` rounds 220003³ down), so the
/// reference rounds them itself, once, from the exact value.
fn exact_dyadic_pow(x: f64, y: f64) -> Option<super::round::Exact> {
    if !x.is_finite() || x == 0.0 || !y.is_finite() || y <= 0.0 {
        return None;
    }
    let k = (0..=DYADIC_ROOTS).find(|&k| (y * (1u64 << k) as f64).fract() == 0.0)?;
    let n = y * (1u64 << k) as f64;
    if n > 1024.0 {
        return None;
    }
    let n = n as u32;
    // |x| = m·2^e with m odd.
    let bits = x.abs().to_bits();
    let (frac, bexp) = (bits & ((1u64 << 52) - 1), (bits >> 52) as i32);
    let (mut m, mut e) = if bexp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), bexp - 1075)
    };
    let tz = m.trailing_zeros();
    m >>= tz;
    e += tz as i32;
    // The 2^k-th root of m and of 2^e, each exact or nothing.
    let mut r = m;
    for _ in 0..k {
        let s = r.isqrt();
        if s * s != r {
            return None;
        }
        r = s;
    }
    if e.rem_euclid(1 << k) != 0 {
        return None;
    }
    let sig = (r as u128).checked_pow(n)?;
    let exp = (e >> k).checked_mul(n as i32)?;
    Some(super::round::Exact {
        sign: x < 0.0 && n % 2 == 1,
        sig,
        exp,
        sticky: false,
    })
}

/// f64 pow, correctly rounded. pxfm 0.1.30's `f_pow` returns NaN for y = -0.5 when x >= 2^997
/// (found by the conformance corpus, `math/math_f64.mlir`); x^-0.5 is 1/sqrt(x), which
/// `f_rsqrt` rounds correctly over the whole range, so that case goes there.
///
/// It also returns 0 for y = -2 whenever |x| >= 2^512, where x^-2 is still a nonzero subnormal
/// up to |x| < 2^537.5 (found by checking tileref's PTX pow routine against it); that range
/// goes to [`recip_square_huge`].
fn pow_f64(x: f64, y: f64) -> f64 {
    if y == -0.5 && x > 0.0 {
        return pxfm::f_rsqrt(x);
    }
    if y == -2.0 && x.is_finite() && x.abs() >= f64::from_bits(0x5FF0_0000_0000_0000) {
        return recip_square_huge(x);
    }
    pxfm::f_pow(x, y)
}

/// x^-2 for finite |x| >= 2^512, correctly rounded (to nearest even): |x| = m·2^e with the
/// 53-bit integer significand m, so x^-2 = 2^-1074 · 2^s / m² with s = 1074 - 2e <= 154, a
/// subnormal (at most 2^51 units of 2^-1074, or rounding up to the smallest normal, whose bits
/// are the same integer). The quotient and remainder come from exact binary long division.
fn recip_square_huge(x: f64) -> f64 {
    let b = x.to_bits();
    let m = ((b & ((1u64 << 52) - 1)) | (1u64 << 52)) as u128;
    let e = ((b >> 52) & 0x7FF) as i64 - 1075;
    let s = 1074 - 2 * e;
    if s < 0 {
        return 0.0;
    }
    let mm = m * m;
    let (mut q, mut r) = (0u128, 0u128);
    for bit in (0..=s).rev() {
        r = 2 * r + u128::from(bit == s);
        q *= 2;
        if r >= mm {
            r -= mm;
            q += 1;
        }
    }
    if 2 * r > mm || (2 * r == mm && q & 1 == 1) {
        q += 1;
    }
    f64::from_bits(q as u64)
}

/// C99 Annex F special cases of pow; None for finite nonzero x and finite y
/// with x > 0 or y integral.
fn pow_special(x: f64, y: f64) -> Option<f64> {
    let is_int = y.is_finite() && y.fract() == 0.0;
    let odd = is_int && (y / 2.0).fract() != 0.0;
    if y == 0.0 || x == 1.0 {
        return Some(1.0);
    }
    if x.is_nan() || y.is_nan() {
        return Some(f64::NAN);
    }
    if x == 0.0 {
        let s = if odd { x.signum() } else { 1.0 };
        return Some(if y < 0.0 { s * f64::INFINITY } else { s * 0.0 });
    }
    if y.is_infinite() {
        let ax = x.abs();
        if ax == 1.0 {
            return Some(1.0);
        }
        return Some(if (ax < 1.0) == (y < 0.0) {
            f64::INFINITY
        } else {
            0.0
        });
    }
    if x.is_infinite() {
        let s = if x < 0.0 && odd { -1.0 } else { 1.0 };
        return Some(if y < 0.0 { s * 0.0 } else { s * f64::INFINITY });
    }
    if x < 0.0 && !is_int {
        return Some(f64::NAN);
    }
    None
}

/// atan2(x, y) = arctan(x / y) with the quadrant from both signs; the first
/// operand is the numerator, as in C `atan2(y, x)` with y first.
pub fn atan2(fmt: &Format, env: &Env, x: u64, y: u64) -> Result<u64, NumError> {
    binary(fmt, env, x, y, pxfm::f_atan2f, pxfm::f_atan2)
}

fn binary(
    fmt: &Format,
    env: &Env,
    x: u64,
    y: u64,
    f32f: fn(f32, f32) -> f32,
    f64f: fn(f64, f64) -> f64,
) -> Result<u64, NumError> {
    if !is_base(fmt) {
        return Err(NumError::UnsupportedFormat);
    }
    let (x, y) = (flush_in(fmt, env, x), flush_in(fmt, env, y));
    let r = if *fmt == F64 {
        f64f(f64::from_bits(x), f64::from_bits(y)).to_bits()
    } else if *fmt == F32 {
        f32f(f32::from_bits(x as u32), f32::from_bits(y as u32)).to_bits() as u64
    } else {
        from_f64(fmt, env, f64f(fmt.to_f64(x), fmt.to_f64(y)))
    };
    Ok(finish(fmt, env, r, &[x, y]))
}

/// fpowi: x raised to a signed integer power. The reference evaluates
/// pow(x, n) correctly rounded in f64 (n is exact in f64) and rounds that to
/// the format once more; for f64 it is pow correctly rounded.
pub fn fpowi(fmt: &Format, env: &Env, x: u64, n: i64) -> Result<u64, NumError> {
    if !is_base(fmt) {
        return Err(NumError::UnsupportedFormat);
    }
    let x = flush_in(fmt, env, x);
    let xd = fmt.to_f64(x);
    if n == 0 || xd == 1.0 {
        return Ok(from_f64(fmt, env, 1.0));
    }
    let r = pow_f64(xd, n as f64);
    let bits = if *fmt == F64 {
        r.to_bits()
    } else {
        let e = Env {
            mode: Rounding::NearestEven,
            ..*env
        };
        super::convert::ftof(&F64, fmt, &e, r.to_bits()).bits
    };
    Ok(finish(fmt, env, bits, &[x]))
}

/// exp with `rounding<approx>` (f32): the GPU computes ex2(x·log2 e); the
/// reference rounds x·log2(e) to f32 and takes the correctly rounded exp2.
pub fn exp_approx_f32(x: f32) -> f32 {
    const LOG2E: f32 = std::f32::consts::LOG2_E;
    pxfm::f_exp2f(x * LOG2E)
}

/// divf `rounding<approx>` (f32): x · RN(1/y); for 2^126 < |y| < 2^128 the
/// result is NaN when x is infinite and ±0 otherwise (sign of x·y).
pub fn div_approx_f32(x: f32, y: f32) -> f32 {
    let ay = y.abs();
    if ay > f32::from_bits(0x7E80_0000) && ay.is_finite() {
        if x.is_infinite() || x.is_nan() {
            return f32::NAN;
        }
        return if x.is_sign_negative() ^ y.is_sign_negative() {
            -0.0
        } else {
            0.0
        };
    }
    x * (1.0 / y)
}

/// Tolerance in units in the last place used when comparing a GPU result
/// against this reference (CUDA Math API bounds plus the reference's own ≤ 0.5 ulp).
pub fn tolerance_ulps(op: TolOp, fmt: &Format) -> u32 {
    let f64f = *fmt == F64;
    let narrow = *fmt == F16 || *fmt == BF16;
    if narrow {
        // Computed in f32 and rounded: at most one f16/bf16 ulp off.
        return 1;
    }
    match (op, f64f) {
        (TolOp::Math(MathFn::Exp), false) | (TolOp::Math(MathFn::Exp2), false) => 2,
        (TolOp::Math(MathFn::Log), false) | (TolOp::Math(MathFn::Log2), false) => 1,
        (TolOp::Math(MathFn::Sin), false) | (TolOp::Math(MathFn::Cos), false) => 2,
        (TolOp::Math(MathFn::Tan), false) => 4,
        (TolOp::Math(MathFn::Sinh), false) => 3,
        (TolOp::Math(MathFn::Cosh), false) => 2,
        (TolOp::Math(MathFn::Tanh), false) => 2,
        (TolOp::Math(MathFn::Rsqrt), false) => 2,
        (TolOp::Pow, false) => 4,
        (TolOp::Atan2, false) => 3,
        (TolOp::Fpowi, false) => 4,
        (TolOp::DivApprox, _) | (TolOp::DivFull, _) => 2,
        (TolOp::SqrtApprox, _) => 2,
        (TolOp::TanhApprox, _) => 2048, // tanh.approx.f32: ~2^-11 relative error
        (TolOp::ExpApprox, _) => 2,     // plus |x·log2 e|/2 ulp: see `exp_approx_tolerance`
        // tanh f64: the CUDA Math API states 1 ulp; the H100 (CUDA 13.5) was measured 2 ulp
        // from the correctly rounded value at 0x3fdfae171d901fe0.
        (TolOp::Math(MathFn::Tanh), true) => 2,
        (TolOp::Math(MathFn::Cosh), true) => 1,
        (TolOp::Math(MathFn::Exp), true)
        | (TolOp::Math(MathFn::Exp2), true)
        | (TolOp::Math(MathFn::Log), true)
        | (TolOp::Math(MathFn::Log2), true)
        | (TolOp::Math(MathFn::Rsqrt), true) => 1,
        (TolOp::Math(_), true)
        | (TolOp::Pow, true)
        | (TolOp::Atan2, true)
        | (TolOp::Fpowi, true) => 2,
    }
}

/// Tolerance of `fpowi` with exponent n: the GPU evaluates x^n by binary powering, whose
/// ~2·log2|n| roundings compound to a relative error of about |n|·u. Measured on the H100
/// (CUDA 13.5): f32 35 ulp at n = −100; f64 54 ulp at n = 100 and 488 ulp at n = 1000.
/// f16/bf16 go through f32 and stay within one narrow ulp.
pub fn fpowi_tolerance(n: i64, fmt: &Format) -> u32 {
    let base = tolerance_ulps(TolOp::Fpowi, fmt);
    if *fmt == F16 || *fmt == BF16 {
        return base;
    }
    base + n.unsigned_abs().min(1 << 20) as u32
}

/// Tolerance of f32 `exp rounding<approx>` at input x: rounding x·log2(e) to
/// f32 costs up to |x·log2 e|·ln 2 / 2 ulp of the result on top of ex2's 2 ulp.
pub fn exp_approx_tolerance(x: f32) -> u32 {
    let t = (x * std::f32::consts::LOG2_E).abs();
    2 + (t * 0.35).ceil() as u32
}

/// Operations that have a GPU tolerance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TolOp {
    Math(MathFn),
    Pow,
    Atan2,
    Fpowi,
    DivApprox,
    DivFull,
    SqrtApprox,
    TanhApprox,
    ExpApprox,
}

/// Distance in ulps between two finite values of the same IEEE format
/// (sign-magnitude order); NaN against NaN is 0, NaN against a number u64::MAX.
pub fn ulp_distance(fmt: &Format, a: u64, b: u64) -> u64 {
    let (na, nb) = (fmt.is_nan(a), fmt.is_nan(b));
    if na || nb {
        return if na && nb { 0 } else { u64::MAX };
    }
    let k = |x: u64| -> i128 {
        let m = (x & fmt.mag_mask()) as i128;
        if fmt.sign(x) {
            -m
        } else {
            m
        }
    };
    (k(a) - k(b)).unsigned_abs() as u64
}

/// Used by tests: an f64 value rounded to `fmt` to nearest even.
pub fn round_f64(fmt: &Format, v: f64) -> u64 {
    super::convert::ftof(&F64, fmt, &Env::default(), v.to_bits()).bits
}

#[cfg(test)]
mod tests {
    use super::super::format::{F32, F64};
    use super::super::round::{Env, Rounding};

    /// Exact powers on rounding boundaries round to even. The expected values come from the
    /// host: an exact f64 (odd c below 2^26, so c^n < 2^53 where used) converted by `as f32`
    /// (round to nearest even), and for f64 from a 54-bit integer halved by hand.
    #[test]
    fn exact_powers_round_to_even() {
        let env = Env::new(Rounding::NearestEven);
        let f32pow = |x: f32, y: f32| {
            f32::from_bits(
                super::pow(&F32, &env, x.to_bits() as u64, y.to_bits() as u64).unwrap() as u32,
            )
        };
        let mut halfway = 0;
        for c in (3..4096u64).step_by(2) {
            for n in 1..=20i32 {
                let exact = (c as f64).powi(2 * n + 1);
                if exact >= 9007199254740992.0 {
                    break;
                }
                // (x, y, 2^e scaling x scales the result by 2^(e·w))
                for (x, y, w) in [
                    ((c * c) as f64, n as f64 + 0.5, n as f64 + 0.5),
                    (c as f64, (2 * n + 1) as f64, (2 * n + 1) as f64),
                ] {
                    if x >= 16777216.0 {
                        continue;
                    }
                    for s in [-60, 0, 30] {
                        let xs = x * 2f64.powi(2 * s);
                        let want = (exact * 2f64.powi((2.0 * s as f64 * w) as i32)) as f32;
                        assert_eq!(
                            f32pow(xs as f32, y as f32).to_bits(),
                            want.to_bits(),
                            "{xs}^{y}"
                        );
                        if exact > 16777216.0 && exact < 33554432.0 {
                            halfway += 1;
                        }
                    }
                }
            }
        }
        assert!(halfway > 50, "{halfway}");
        // Underflow and overflow of exact powers: 2^-150 is halfway to the least subnormal.
        assert_eq!(f32pow(2f32.powi(-100), 1.5).to_bits(), 0);
        assert_eq!(
            f32pow(9.0 * 2f32.powi(-100), 1.5).to_bits(),
            ((27.0 * 2f64.powi(-150)) as f32).to_bits()
        );
        assert_eq!(f32pow(2f32.powi(100), 1.5), f32::INFINITY);
        assert_eq!(f32pow(-3.0, 3.0), -27.0);
        // f64: c³ with 54 bits, halfway between two f64s.
        let f64pow = |x: f64, y: f64| {
            f64::from_bits(super::pow(&F64, &env, x.to_bits(), y.to_bits()).unwrap())
        };
        for c in [220001u64, 220003, 230001, 262143] {
            let n = (c as u128).pow(3);
            assert_eq!(128 - n.leading_zeros(), 54);
            let (a, odd) = (n >> 1, n & 1 == 1);
            // n = 2a + 1 lies between 2a and 2a + 2: the even significand of a and a + 1.
            let q = if odd && a & 1 == 1 { a + 1 } else { a };
            let want = (q as f64) * 2.0;
            assert_eq!(f64pow((c * c) as f64, 1.5), want, "{c}^3");
        }
    }

    /// x^-2 for |x| >= 2^512 (pxfm's `f_pow` gives 0 there): values derived by hand.
    #[test]
    fn pow_minus_two_of_huge_values_is_a_subnormal() {
        let p = |x: f64| crate::numeric::math::pow_f64(x, -2.0).to_bits();
        // 2^512 -> 2^-1024 = 2^50 units of 2^-1074; 2^520 -> 2^34 units.
        assert_eq!(p(f64::from_bits(0x5FF0_0000_0000_0000)), 1 << 50);
        assert_eq!(p(-f64::from_bits(0x6070_0000_0000_0000)), 1 << 34);
        // 3·2^512 -> 2^50 / 9 = 125099989649180.44 units -> 125099989649180.
        assert_eq!(
            p(3.0 * f64::from_bits(0x5FF0_0000_0000_0000)),
            125_099_989_649_180
        );
        // 2^537 -> 2^-1074 exactly: one unit; 2^538 -> 2^-1076: a quarter unit rounds to 0;
        // 2^537.5 is the tie boundary (not representable), just below it rounds up to one unit.
        assert_eq!(p(f64::from_bits(0x6180_0000_0000_0000)), 1);
        assert_eq!(p(f64::from_bits(0x6190_0000_0000_0000)), 0);
        assert_eq!(p(f64::from_bits(0x6186_A09E_667F_3BCC)), 1);
        // The case that showed it: -mm·2^464 with mm = 0x18e6f477b490e4.
        assert_eq!(p(-3.3388348262707997e155), 0x1a6bb83794e);
        // fpowi takes the same path.
        let r = crate::numeric::math::fpowi(
            &F64,
            &Env::new(Rounding::NearestEven),
            (-3.3388348262707997e155f64).to_bits(),
            -2,
        )
        .unwrap();
        assert_eq!(r, 0x1a6bb83794e);
    }
    use crate::numeric::math::*;
    use crate::numeric::nan::NanPolicy;

    /// The slice form equals the element form for every function, with and without
    /// flush-to-zero and under both NaN policies (signed zeros, subnormals, NaNs included).
    #[test]
    fn map_unary_equals_unary() {
        let mut s = 0x0123_4567_89AB_CDEFu64;
        let specials = [
            0u64,
            0x8000_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0001,
            0xFFA0_0000,
            1,
            0x8000_0001,
            0x807F_FFFF,
            0x7F7F_FFFF,
            0x42B1_7218,
        ];
        let xs: Vec<u64> = (0..20_000)
            .map(|i| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                if i % 5 == 0 {
                    specials[(s >> 8) as usize % specials.len()]
                } else {
                    s >> 32
                }
            })
            .collect();
        for fmt in [F32, F64, crate::numeric::format::F16] {
            let xs: Vec<u64> = xs.iter().map(|&x| x & fmt.mask()).collect();
            for f in MathFn::ALL {
                for ftz in [false, true] {
                    for nan in [NanPolicy::H100, NanPolicy::IEEE] {
                        let env = Env::new(Rounding::NearestEven).ftz(ftz).nan(nan);
                        let mut out = vec![];
                        map_unary(f, &fmt, &env, &xs, &mut out).unwrap();
                        for (x, r) in xs.iter().zip(&out) {
                            assert_eq!(
                                *r,
                                unary(f, &fmt, &env, *x).unwrap(),
                                "{f:?} {} {x:#x}",
                                fmt.name
                            );
                        }
                    }
                }
            }
        }
    }
}
