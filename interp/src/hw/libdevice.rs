//! The math sequences tileiras 13.5.37 emits on sm_90 (libdevice's algorithms, read from the
//! SASS with nvdisasm): IEEE f32 operations — fma, add and multiply rounded to nearest even
//! without flushing, one round-down fma — and the special function unit (`sfu`).

use super::sfu::{mufu_ex2, mufu_rcp, mufu_rsq};
use crate::numeric::round::{Env, Rounding};
use crate::numeric::{ftof, Format, MathFn, BF16, F16, F32};

fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

/// A unary math op (`exp`, `exp2`, `log`, `log2`, `rsqrt`, `tanh`, `sinh`, `cosh`) of element
/// type `fmt` as tileiras's code computes it on the H100, on element bits; `None` where
/// tileref has no model. `approx`: `rounding<approx>`; `ftz`: `flush_to_zero`.
pub fn unary(
    func: MathFn,
    fmt: &Format,
    ftz: bool,
    approx: bool,
) -> Option<Box<dyn Fn(u64) -> u64 + Send + Sync>> {
    let f32_op: fn(u32) -> u32 = match (func, approx, ftz) {
        (MathFn::Exp, true, _) => exp_approx,
        (MathFn::Exp, false, _) => expf,
        (MathFn::Exp2, _, false) => ex2_approx,
        (MathFn::Exp2, _, true) => mufu_ex2,
        (MathFn::Log, _, false) => logf,
        (MathFn::Log2, _, false) => log2f,
        (MathFn::Rsqrt, _, false) => rsqrtf,
        (MathFn::Rsqrt, _, true) => mufu_rsq,
        (MathFn::Tanh, _, false) => tanhf,
        (MathFn::Sinh, _, false) => sinhf,
        (MathFn::Cosh, _, false) => coshf,
        _ => return None,
    };
    // Every NaN the H100's f32 arithmetic makes is 0x7FFFFFFF.
    let canon = |r: u32| {
        if r & 0x7FFF_FFFF > 0x7F80_0000 {
            0x7FFF_FFFF
        } else {
            r
        }
    };
    if *fmt == F32 {
        return Some(Box::new(move |x| canon(f32_op(x as u32)) as u64));
    }
    // f16 and bf16: widened to f32 exactly, the f32 code, rounded back to nearest even.
    if !approx && (*fmt == F16 || *fmt == BF16) {
        let fmt = *fmt;
        let rn = Env::new(Rounding::NearestEven);
        return Some(Box::new(move |x| {
            let w = ftof(&fmt, &F32, &rn, x).bits;
            ftof(&F32, &fmt, &rn, canon(f32_op(w as u32)) as u64).bits
        }));
    }
    None
}

/// What `unary` does for an op, in a few words (for the run's notes).
pub fn describe(func: MathFn, ftz: bool, approx: bool) -> &'static str {
    match (func, approx, ftz) {
        (MathFn::Exp, true, _) => {
            "x·log2(e) rounded to f32, then ex2.approx.f32 (MUFU.EX2 from the measured tables)"
        }
        (MathFn::Exp, false, _) => {
            "libdevice expf (fma range reduction, MUFU.EX2 from the measured tables)"
        }
        (MathFn::Exp2, _, true) => "MUFU.EX2 (ex2.approx.ftz.f32, from the measured tables)",
        (MathFn::Log, _, _) => "libdevice logf (integer range reduction, degree-9 fma polynomial)",
        (MathFn::Log2, _, _) => {
            "libdevice log2f (integer range reduction, degree-10 fma polynomial)"
        }
        (MathFn::Rsqrt, _, true) => "MUFU.RSQ (rsqrt.approx.ftz.f32, from the measured table)",
        (MathFn::Rsqrt, _, _) => "MUFU.RSQ (from the measured table), inputs below 2^-126 scaled",
        (MathFn::Tanh, _, _) => {
            "libdevice tanhf (polynomial below 0.6, else 1 - 2/(MUFU.EX2 + 1) with MUFU.RCP)"
        }
        _ => "ex2.approx.f32 (MUFU.EX2 from the measured tables, halved and squared below 2^-126)",
    }
}

/// `ex2.approx.f32` without ftz: MUFU.EX2 of x/2 squared below 2^-126.
pub fn ex2_approx(xb: u32) -> u32 {
    let x = f32::from_bits(xb);
    if x < -126.0 {
        let y = f32::from_bits(mufu_ex2((x * 0.5).to_bits()));
        (y * y).to_bits()
    } else {
        mufu_ex2(xb)
    }
}

/// libdevice's `expf` as tileiras emits it for `exp` (f32, and f16/bf16 widened to f32):
/// j = ⌊x·log2 e⌋ from a saturated fma and a round-down fma, f = x·log2 e − j in two fmas,
/// 2^j·MUFU.EX2(f).
pub fn expf(xb: u32) -> u32 {
    let x = f(xb);
    // FFMA.SAT: clamped to [0, 1], NaN to +0.
    let t = x.mul_add(f(0x3BBB_989D), 0.5);
    let t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    // FFMA.RM: t·252 + 12582913 is exact in f64 (t has 24 significant bits and lies in
    // [0, 1]; the sum spans 2^23 … 2^-22), and rounding it down to f32, whose unit there is 1,
    // is the floor.
    let t = ((t as f64).mul_add(252.0, 12_582_913.0).floor() as f32).to_bits();
    let j = f(t) - f(0x4B40_007F);
    let g = x.mul_add(f(0x3FB8_AA3B), -j);
    let g = x.mul_add(f(0x32A5_7060), g);
    let scale = f(t << 23);
    (scale * f(mufu_ex2(g.to_bits()))).to_bits()
}

/// `exp` with `rounding<approx>` (f32): x·log2 e rounded, then `ex2.approx.f32`.
pub fn exp_approx(xb: u32) -> u32 {
    ex2_approx((f32::from_bits(xb) * f32::from_bits(0x3FB8_AA3B)).to_bits())
}

/// libdevice's `logf` (`log`, f32): subnormals scaled by 2^23, x = 2^e·m with m in
/// [2/3, 4/3) split off in integer arithmetic, ln m from a degree-9 polynomial in m − 1 by
/// Horner fmas, e·ln 2 added in one fma; inf, NaN and negative inputs through fma(x, inf, inf),
/// zeros to −inf.
pub fn logf(xb: u32) -> u32 {
    log_common(xb, 0x3F2A_AAAB, |g, ex| {
        let mut p = g.mul_add(-f(0x3E05_5027), f(0x3E10_39F6));
        for c in [
            0xBDF8_CDCC,
            0x3E0F_2955,
            0xBE2A_D8B9,
            0x3E4C_ED0B,
            0xBE7F_FF22,
            0x3EAA_AA78,
            0xBF00_0000,
        ] {
            p = g.mul_add(p, f(c));
        }
        let p = g * p;
        let p = g.mul_add(p, g);
        ex.mul_add(f(0x3F31_7218), p)
    })
}

/// libdevice's `log2f` (`log2`, f32): as `logf` with m in [1/√2, √2), a degree-10 polynomial,
/// and the exponent added last.
pub fn log2f(xb: u32) -> u32 {
    log_common(xb, 0x3F35_04F3, |g, ex| {
        let mut p = g.mul_add(f(0x3DC6_B27F), f(0xBE2C_7F30));
        for c in [
            0x3E2F_CF2A,
            0xBE37_4E43,
            0x3E52_0BF4,
            0xBE76_3C8B,
            0x3E93_BF99,
            0xBEB8_AA49,
            0x3EF6_384A,
            0xBF38_AA3B,
        ] {
            p = g.mul_add(p, f(c));
        }
        let q = g * (g * p);
        ex + g.mul_add(f(0x3FB8_AA3B), q)
    })
}

/// The frame both logarithms share; `poly(m − 1, exponent)` gives the finite result.
fn log_common(xb: u32, split: u32, poly: impl Fn(f32, f32) -> f32) -> u32 {
    let x0 = f(xb);
    // FSETP.GEU: below the smallest normal (and not NaN): scale by 2^23.
    let normal = !(x0 < f32::MIN_POSITIVE);
    let x = if normal { x0 } else { x0 * f(0x4B00_0000) };
    let xb = x.to_bits();
    let e_bits = xb.wrapping_sub(split) & 0xFF80_0000;
    let m = f(xb.wrapping_sub(e_bits));
    let g = m - 1.0;
    let ex = (e_bits as i32 as f32).mul_add(f(0x3400_0000), if normal { 0.0 } else { -23.0 });
    let mut r = poly(g, ex);
    if xb > 0x7F7F_FFFF {
        r = x.mul_add(f32::INFINITY, f32::INFINITY);
    }
    if x == 0.0 {
        r = f32::NEG_INFINITY;
    }
    r.to_bits()
}

/// `rsqrt` (f32, without flush_to_zero): MUFU.RSQ, inputs below 2^-126 in magnitude scaled by
/// 2^24 and the result by 2^12.
pub fn rsqrtf(xb: u32) -> u32 {
    let x = f(xb);
    if x.abs() < f32::MIN_POSITIVE {
        (f(mufu_rsq((x * f(0x4B80_0000)).to_bits())) * 4096.0).to_bits()
    } else {
        mufu_rsq(xb)
    }
}

/// libdevice's `tanhf` (`tanh`, f32): below 0.6 in magnitude x + x·x²·p(x²) (degree-3
/// polynomial); above, 1 − 2/(2^(2|x|/ln 2) + 1) from MUFU.EX2 and MUFU.RCP with x's sign, 1
/// from 9.0109 on.
pub fn tanhf(xb: u32) -> u32 {
    let x = f(xb);
    let a = x.abs() * f(0x4038_AA3B);
    let x2 = x * x;
    let mut p = x2.mul_add(f(0x3C80_F082), f(0xBD56_3CAE));
    let e = f(mufu_ex2(a.to_bits()));
    let d = e + 1.0;
    p = x2.mul_add(p, f(0x3E08_5941));
    p = x2.mul_add(p, f(0xBEAA_A9ED));
    let r = f(mufu_rcp(d.to_bits()));
    let q = x2.mul_add(p, 0.0);
    let mut t = r.mul_add(-2.0, 1.0);
    if x.abs() >= f(0x4110_2CB4) {
        t = 1.0;
    }
    let t = f((t.to_bits() & 0x7FFF_FFFF) | (xb & 0x8000_0000));
    if x.abs() >= f(0x3F19_999A) {
        t.to_bits()
    } else {
        x.mul_add(q, x).to_bits()
    }
}

/// FMUL.FTZ: a product with subnormal inputs and results flushed to zeros of their sign.
fn mul_ftz(a: f32, b: f32) -> f32 {
    let flush = |v: f32| {
        if v != 0.0 && v.abs() < f32::MIN_POSITIVE {
            0.0f32.copysign(v)
        } else {
            v
        }
    };
    flush(flush(a) * flush(b))
}

/// What `sinhf` and `coshf` share: E = 2^(j−2)·MUFU.EX2((|x| − j·ln 2)·log2 e) with
/// j = trunc(|x|·log2 e) clamped to ±126 (ln 2 in two parts), and MUFU.RCP(E)·(±1/8) flushed.
fn exp_halves(x: f32, rcp_scale: f32) -> (f32, f32) {
    let t = (x.abs() * f(0x3FB8_AA3B)).trunc();
    let j = if t.abs() > 126.0 {
        f(0x42FC_0000).copysign(t)
    } else {
        t
    };
    let r = j.mul_add(-f(0x3F31_7218), x.abs());
    let r = j.mul_add(f(0x3102_E308), r);
    let scale = f((j + f(0x4B40_007D)).to_bits() << 23);
    let e = scale * f(mufu_ex2((r * f(0x3FB8_AA3B)).to_bits()));
    (e, mul_ftz(f(mufu_rcp(e.to_bits())), rcp_scale))
}

/// libdevice's `coshf` (`cosh`, f32): 2E + 1/(8E).
pub fn coshf(xb: u32) -> u32 {
    let (e, r) = exp_halves(f(xb), 0.125);
    e.mul_add(2.0, r).to_bits()
}

/// libdevice's `sinhf` (`sinh`, f32): below 1 in magnitude x + x·x²·p(x²) (degree-3
/// polynomial); above, 2E − 1/(8E) with x's sign.
pub fn sinhf(xb: u32) -> u32 {
    let x = f(xb);
    let x2 = x * x;
    let mut p = x2.mul_add(f(0x363D_0ADA), f(0x394F_FF49));
    p = x2.mul_add(p, f(0x3C08_889A));
    p = x2.mul_add(p, f(0x3E2A_AAAB));
    let q = x2 * p;
    if x.abs() >= 1.0 {
        let (e, r) = exp_halves(x, -0.125);
        f((e.mul_add(2.0, r).to_bits() & 0x7FFF_FFFF) | (xb & 0x8000_0000)).to_bits()
    } else {
        x.mul_add(q, x).to_bits()
    }
}
