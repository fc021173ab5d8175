//! The math sequences tileiras 13.5.37 emits on sm_90 (libdevice's algorithms, read from the
//! SASS with nvdisasm): IEEE f32 operations — fma, add and multiply rounded to nearest even
//! without flushing, one round-down fma — and the special function unit (`sfu`).

use super::sfu::{mufu_ex2, mufu_rcp, mufu_rsq, prefetch_ex2};
use crate::numeric::round::{Env, Rounding};
use crate::numeric::{ftof, Format, MathFn, BF16, F16, F32, F64};

fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

/// A unary math op (`exp`, `exp2`, `log`, `log2`, `rsqrt`, `tanh`, `sinh`, `cosh`, `sin`,
/// `cos`, `tan`) of element type `fmt` as tileiras's code computes it on the H100, on element bits; `None` where
/// tileref has no model. `approx`: `rounding<approx>`; `ftz`: `flush_to_zero`.
pub fn unary(
    func: MathFn,
    fmt: &Format,
    ftz: bool,
    approx: bool,
) -> Option<Box<dyn Fn(u64) -> u64 + Send + Sync>> {
    if *fmt == F64 {
        return match (func, approx, ftz) {
            (MathFn::Exp, false, false) => Some(Box::new(expd)),
            _ => None,
        };
    }
    let f32_op: fn(u32) -> u32 = match (func, approx, ftz) {
        (MathFn::Exp, true, _) => exp_approx,
        (MathFn::Exp, false, _) => expf,
        (MathFn::Exp2, _, false) => ex2_approx,
        (MathFn::Exp2, _, true) => mufu_ex2,
        (MathFn::Log, _, false) => logf,
        (MathFn::Log2, _, false) => log2f,
        (MathFn::Rsqrt, _, false) => rsqrtf,
        (MathFn::Rsqrt, _, true) => mufu_rsq,
        (MathFn::Tanh, false, false) => tanhf,
        (MathFn::Sinh, false, false) => sinhf,
        (MathFn::Cosh, false, false) => coshf,
        (MathFn::Sin, false, false) => sinf,
        (MathFn::Cos, false, false) => cosf,
        (MathFn::Tan, false, false) => tanf,
        _ => return None,
    };
    if *fmt == F32 {
        return Some(Box::new(move |x| canon(f32_op(x as u32)) as u64));
    }
    // f16 and bf16: widened to f32 exactly, the f32 code, rounded back to nearest even.
    if !approx && (*fmt == F16 || *fmt == BF16) {
        let v = ViaF32(*fmt);
        return Some(Box::new(move |x| v.narrow(canon(f32_op(v.widen(x))))));
    }
    None
}

/// As [`unary`], over a whole tile: ops whose special-function-unit table lookups miss the
/// cache ask for each element's entry a few elements ahead, so the misses overlap.
pub fn unary_slice(
    func: MathFn,
    fmt: &Format,
    ftz: bool,
    approx: bool,
) -> Option<Box<dyn Fn(&[u64], &mut Vec<u64>) + Send + Sync>> {
    let op = unary(func, fmt, ftz, approx)?;
    if *fmt == F64 {
        return Some(Box::new(move |xs, out| {
            out.extend(xs.iter().map(|&x| op(x)))
        }));
    }
    // The prefetch of an f32 input's lookup.
    let ahead: Option<fn(u32)> = match (func, approx, ftz) {
        (MathFn::Exp, false, _) => Some(|x| prefetch_ex2(expf_parts(x).1.to_bits())),
        (MathFn::Exp, true, _) => Some(|x| prefetch_ex2((f(x) * f(0x3FB8_AA3B)).to_bits())),
        (MathFn::Exp2, _, _) => Some(prefetch_ex2),
        _ => None,
    };
    if func == MathFn::Exp && !approx && *fmt == F32 {
        return Some(Box::new(exp_f32_slice));
    }
    let Some(ahead) = ahead else {
        return Some(Box::new(move |xs, out| {
            out.extend(xs.iter().map(|&x| op(x)))
        }));
    };
    let v = ViaF32(*fmt);
    Some(Box::new(move |xs, out| {
        out.reserve(xs.len());
        for (i, &x) in xs.iter().enumerate() {
            if let Some(&next) = xs.get(i + DISTANCE) {
                ahead(v.widen(next));
            }
            out.push(op(x));
        }
    }))
}

/// How far ahead a tile's lookups ask for their table entries (exp2, exp approx).
const DISTANCE: usize = 16;

/// f32 `exp` over a tile, the hot op of softmax: `expf` inlined into one loop, compiled with
/// hardware fma (the same IEEE operation as the portable `mul_add`) and popcnt (the table's
/// step sums) where the CPU has them.
fn exp_f32_slice(xs: &[u64], out: &mut Vec<u64>) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") && std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU has FMA and POPCNT.
        return unsafe { exp_f32_slice_fma(xs, out) };
    }
    exp_f32_slice_body(xs, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma,popcnt")]
unsafe fn exp_f32_slice_fma(xs: &[u64], out: &mut Vec<u64>) {
    exp_f32_slice_body(xs, out)
}

#[inline(always)]
fn exp_f32_slice_body(xs: &[u64], out: &mut Vec<u64>) {
    // In chunks, each step over the whole chunk: the arithmetic before MUFU.EX2 (independent
    // per element, so it pipelines), a prefetch of every table entry the chunk reads (so the
    // cache misses overlap), then the lookups and the scaling.
    const CHUNK: usize = 64;
    out.reserve(xs.len());
    let (mut scale, mut arg) = ([0f32; CHUNK], [0u32; CHUNK]);
    for c in xs.chunks(CHUNK) {
        for (i, &x) in c.iter().enumerate() {
            let (s, g) = expf_parts(x as u32);
            (scale[i], arg[i]) = (s, g.to_bits());
        }
        for &g in &arg[..c.len()] {
            prefetch_ex2(g);
        }
        for (i, _) in c.iter().enumerate() {
            out.push(canon((scale[i] * f(mufu_ex2(arg[i]))).to_bits()) as u64);
        }
    }
}

/// The f32 value of an f16/bf16/f32 element (exact), and an f32 result rounded to nearest
/// even back to the element type: how tileiras runs the narrow types through f32 code.
#[derive(Clone, Copy)]
struct ViaF32(Format);

impl ViaF32 {
    fn widen(self, x: u64) -> u32 {
        if self.0 == F32 {
            x as u32
        } else {
            ftof(&self.0, &F32, &Env::new(Rounding::NearestEven), x).bits as u32
        }
    }
    fn narrow(self, r: u32) -> u64 {
        if self.0 == F32 {
            r as u64
        } else {
            ftof(&F32, &self.0, &Env::new(Rounding::NearestEven), r as u64).bits
        }
    }
}

/// Every NaN the H100's f32 arithmetic makes is 0x7FFFFFFF.
#[inline(always)]
fn canon(r: u32) -> u32 {
    if r & 0x7FFF_FFFF > 0x7F80_0000 {
        0x7FFF_FFFF
    } else {
        r
    }
}

/// The binary math ops with a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// `fpowf` (`pow` before 13.4).
    Pow,
    /// `atan2` (first operand the numerator).
    Atan2,
}

/// A binary math op of element type `fmt` as tileiras's code computes it on the H100, on
/// element bits (f16 and bf16 widened to f32 and rounded back to nearest even, as the SASS
/// does); `None` where tileref has no model (f64).
pub fn binary(func: Binary, fmt: &Format) -> Option<Box<dyn Fn(u64, u64) -> u64 + Send + Sync>> {
    let f32_op: fn(u32, u32) -> u32 = match func {
        Binary::Pow => powf,
        Binary::Atan2 => atan2f,
    };
    if *fmt == F32 {
        return Some(Box::new(move |x, y| {
            canon(f32_op(x as u32, y as u32)) as u64
        }));
    }
    if *fmt == F16 || *fmt == BF16 {
        let v = ViaF32(*fmt);
        return Some(Box::new(move |x, y| {
            v.narrow(canon(f32_op(v.widen(x), v.widen(y))))
        }));
    }
    None
}

/// What `unary` does for an f64 op, in a few words (for the run's notes).
pub fn describe_f64(func: MathFn) -> &'static str {
    match func {
        MathFn::Exp => "libdevice exp (f64 fmas: shift-rounded j, degree-11 polynomial, no MUFU)",
        _ => "no model",
    }
}

/// What `divf` does, in a few words (for the run's notes).
pub fn describe_divf(full: bool) -> &'static str {
    if full {
        "x·MUFU.RCP(y), both scaled by 1/4 above 2^126 and by 2^24 below 2^-126"
    } else {
        "x·MUFU.RCP(y), both scaled by 2^24 below 2^-126"
    }
}

/// What `fpowi` does, in a few words (for the run's notes).
pub fn describe_fpowi() -> &'static str {
    "binary powering, 1/r correctly rounded for negative exponents"
}

/// What `binary` does, in a few words (for the run's notes).
pub fn describe_binary(func: Binary) -> &'static str {
    match func {
        Binary::Pow => "libdevice powf (double-f32 log2 with MUFU.RCP, times y, 2^z by polynomial)",
        Binary::Atan2 => "libdevice atan2f (IEEE division, degree-6 polynomial, octant fmas)",
    }
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
        (MathFn::Sinh, _, _) => {
            "libdevice sinhf (polynomial below 1, else from MUFU.EX2 and MUFU.RCP)"
        }
        (MathFn::Cosh, _, _) => "libdevice coshf (from MUFU.EX2 and MUFU.RCP)",
        (MathFn::Sin | MathFn::Cos, _, _) => {
            "libdevice sinf/cosf (Cody-Waite or Payne-Hanek reduction by pi/2, quadrant polynomials)"
        }
        (MathFn::Tan, _, _) => {
            "libdevice tanf (reduction by pi/2, degree-6 polynomial, MUFU.RCP in odd quadrants)"
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
#[inline(always)]
pub fn expf(xb: u32) -> u32 {
    let (scale, g) = expf_parts(xb);
    (scale * f(mufu_ex2(g.to_bits()))).to_bits()
}

/// `expf` up to its MUFU.EX2: the power of two 2^j and the argument g.
#[inline(always)]
fn expf_parts(xb: u32) -> (f32, f32) {
    let x = f(xb);
    // FFMA.SAT: clamped to [0, 1], NaN to +0.
    let t = x.mul_add(f(0x3BBB_989D), 0.5);
    let t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    // FFMA.RM: t·252 + 12582913 is exact in f64 (t has 24 significant bits and lies in
    // [0, 1]; the sum spans 2^23 … 2^-22), and rounding it down to f32, whose unit there is 1,
    // is the floor.
    // (The sum is positive, so the truncating cast is the floor.)
    let t = ((t as f64).mul_add(252.0, 12_582_913.0) as u32 as f32).to_bits();
    let j = f(t) - f(0x4B40_007F);
    let g = x.mul_add(f(0x3FB8_AA3B), -j);
    let g = x.mul_add(f(0x32A5_7060), g);
    (f(t << 23), g)
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

/// 2/π, 192 bits, least significant word first.
const TWO_OVER_PI: [u32; 6] = [
    0x3C43_9041,
    0xDB62_9599,
    0xF534_DDC0,
    0xFC27_57D1,
    0x4E44_1529,
    0xA2F9_836E,
];

/// libdevice's reduction of x by π/2 for `sinf`/`cosf`: (r, q) with x ≈ q·π/2 + r. Below
/// 105615 in magnitude: q = rint(x·2/π), r = x − q·π/2 in three fmas (π/2 in three parts);
/// above: Payne–Hanek in 32-bit integer arithmetic (x's significand times 2/π, the 64 bits
/// after the binary point converted to f64 and multiplied by π/2·2^-64); ±inf give NaN.
fn reduce_half_pi(xb: u32) -> (f32, i32) {
    let x = f(xb);
    let q = (x * f(0x3F22_F983)).round_ties_even();
    let q = if q.is_nan() { 0 } else { q as i32 };
    let j = q as f32;
    let mut r = j.mul_add(-f(0x3FC9_0FDA), x);
    r = j.mul_add(-f(0x33A2_2168), r);
    r = j.mul_add(-f(0x27C2_34C5), r);
    if !(x.abs() >= f(0x47CE_4780)) {
        return (r, q);
    }
    if x.is_infinite() {
        return (0.0 * x, 0);
    }
    let m = (xb << 8) | 0x8000_0000;
    let mut p = [0u32; 7];
    let mut carry = 0u64;
    for (i, &w) in TWO_OVER_PI.iter().enumerate() {
        let t = m as u64 * w as u64 + carry;
        p[i] = t as u32;
        carry = t >> 32;
    }
    p[6] = carry as u32;
    let e = xb >> 23;
    let idx = (((e & 0xE0) - 128) >> 5) as usize;
    let (mut hi, mut mid, lo) = (p[6 - idx], p[5 - idx], p[4 - idx]);
    let sh = e & 0x1F;
    if sh != 0 {
        hi = (hi << sh) | (mid >> (32 - sh));
        mid = (mid << sh) | (lo >> (32 - sh));
    }
    let top = (hi << 2) | (mid >> 30);
    let low = mid << 2;
    let flip = ((top as i32) >> 31) as u32;
    let frac = ((((top ^ flip) as u64) << 32) | (low ^ flip) as u64) as i64;
    let qd = ((hi >> 30) + (top >> 31)) as i32;
    let q = if (xb as i32) >= 0 {
        qd
    } else {
        qd.wrapping_neg()
    };
    let r = ((frac as f64) * f64::from_bits(0x3BF9_21FB_5444_2D19)) as f32;
    let r = if ((top ^ xb) as i32) >= 0 { r } else { -r };
    (r, q)
}

/// The quadrant polynomials: sin's (odd, base r) or cos's (even, base 1) in r², negated
/// when `negate`.
fn quadrant_poly(r: f32, cos_poly: bool, negate: bool) -> f32 {
    let x2 = r * r;
    let (c0, c1, c2, base) = if cos_poly {
        (
            x2.mul_add(f(0x37CB_AC00), -f(0x3AB6_07ED)),
            f(0x3D2A_AABB),
            -f(0x3EFF_FFFF),
            1.0,
        )
    } else {
        (-f(0x394D_4153), f(0x3C08_85E4), -f(0x3E2A_AAA8), r)
    };
    let u = x2.mul_add(c0, c1);
    let u = x2.mul_add(u, c2);
    let w = x2.mul_add(base, 0.0);
    let res = w.mul_add(u, base);
    if negate {
        0.0 - res
    } else {
        res
    }
}

/// libdevice's `sinf` (`sin`, f32).
pub fn sinf(xb: u32) -> u32 {
    let (r, q) = reduce_half_pi(xb);
    quadrant_poly(r, q & 1 != 0, q & 2 != 0).to_bits()
}

/// libdevice's `cosf` (`cos`, f32).
pub fn cosf(xb: u32) -> u32 {
    let (r, q) = reduce_half_pi(xb);
    quadrant_poly(r, q & 1 == 0, q.wrapping_add(1) & 2 != 0).to_bits()
}

/// libdevice's `tanf` (`tan`, f32): x reduced by π/2 as for `sinf`, t = r + r³·p(r²) (degree-5
/// p by Horner fmas; r itself at the one |r| where that is off), and −1/t through MUFU.RCP
/// in the odd quadrants.
pub fn tanf(xb: u32) -> u32 {
    let (r, q) = reduce_half_pi(xb);
    let r2 = r * r;
    let mut p = f(0x3C19_0000).mul_add(r2, f(0x3B56_0000));
    for c in [0x3CC7_0000, 0x3D5B_0000, 0x3E08_9438, 0x3EAA_AA88] {
        p = p.mul_add(r2, f(c));
    }
    let t = if r.abs() == f(0x3A00_B43C) {
        r
    } else {
        p.mul_add(r2 * r, r)
    };
    if q & 1 != 0 {
        mufu_rcp((-t).to_bits())
    } else {
        t.to_bits()
    }
}

/// libdevice's `atan2f` (`atan2 %y, %x`, f32: y the numerator): q = min/max of |y|, |x|
/// (correctly rounded division), atan q = q + q·q²·p(q²) (degree-6 p by Horner fmas), moved
/// to the octant by fmas with π/2 and π in two parts; exact answers where the larger magnitude
/// is 0 (0 or π) or both are equal (π/4 or 3π/4); y's sign last; NaN if either is NaN.
pub fn atan2f(yb: u32, xb: u32) -> u32 {
    let (y, x) = (f(yb), f(xb));
    let (ax, ay) = (x.abs(), y.abs());
    let swap = ay > ax;
    let (big, small) = if swap { (ay, ax) } else { (ax, ay) };
    let q = small / big;
    let s = q * q;
    let mut p = s.mul_add(f(0x3B33_710B), f(0xBC80_7748));
    for c in [
        0x3D2C_DAB2,
        0xBD99_2D10,
        0x3DD9_EA6C,
        0xBE11_7CB1,
        0x3E4C_BCE0,
        0xBEAA_AA7D,
    ] {
        p = p.mul_add(s, f(c));
    }
    let t = (s * p).mul_add(q, q);
    // π/2 as 0x3F6EE581 · 0x3FD774EB, π as twice the first.
    let x_neg = (xb as i32) < 0;
    let t = if swap {
        f(0x3F6E_E581).mul_add(f(0x3FD7_74EB), if x_neg { t } else { -t })
    } else if x_neg {
        f(0x3FEE_E581).mul_add(f(0x3FD7_74EB), -t)
    } else {
        t
    };
    let t = if big == 0.0 {
        if x_neg {
            f(0x4049_0FDB)
        } else {
            0.0
        }
    } else if ax == ay {
        if x_neg {
            f(0x4016_CBE4)
        } else {
            f(0x3F49_0FDB)
        }
    } else {
        t
    };
    let sum = ax + ay;
    if sum.is_nan() {
        sum.to_bits()
    } else {
        t.copysign(y).to_bits()
    }
}

/// libdevice's `powf` (`fpowf`, f32): log2|x| in double-f32 (x = 2^e·m, m in [√½, √2), from
/// u = 2(m − 1)/(m + 1) with MUFU.RCP, a degree-3 polynomial in u² and compensated sums),
/// times y in double-f32 (fma for the low part), 2^z by rint and a degree-6 polynomial, scaled
/// in two steps; IEEE 754's special cases (x = 1 or y = 0: 1; NaNs; zeros and infinities;
/// −1 to ±inf: 1; negative x to a non-integer: NaN; odd integer y keeps x's sign).
pub fn powf(xb: u32, yb: u32) -> u32 {
    let (x, y) = (f(xb), f(yb));
    let odd_int = (y - (y * 0.5).trunc() * 2.0).abs() == 1.0;
    let ax = x.abs();
    let tiny = ax < f(0x0080_0000);
    let (m, expo) = if tiny {
        (ax * f(0x4B80_0000), -24.0f32)
    } else {
        (ax, 0.0)
    };
    let mb = m.to_bits();
    let e_bits = mb.wrapping_sub(0x3F35_04F3) & 0xFF80_0000;
    let mant = f(mb.wrapping_sub(e_bits));
    let e = (e_bits as i32 as f32).mul_add(f(0x3400_0000), expo);
    let (dm, sm) = (mant - 1.0, mant + 1.0);
    let r = f(mufu_rcp(sm.to_bits()));
    let u = (dm * 2.0) * r;
    let u2 = u * u;
    let corr = r * (-u).mul_add(dm, (dm - u) * 2.0);
    let mut p = u2.mul_add(f(0x3A2C_32E4), f(0x3B52_E7DB));
    p = p.mul_add(u2, f(0x3C93_BB73));
    p = p.mul_add(u2, f(0x3DF6_384F));
    let pu = u2 * p;
    let l2e = f(0x3FB8_AA3B);
    let hi = u.mul_add(l2e, e);
    let lo = u.mul_add(l2e, e - hi);
    let lo = corr.mul_add(l2e, lo);
    let lo = u.mul_add(f(0x32A5_5E34), lo);
    let lo = (pu * 3.0).mul_add(corr, lo);
    let lo = pu.mul_add(u, lo);
    let l_hi = hi + lo;
    let l_lo = lo - (l_hi - hi);
    let z = l_hi * y;
    let z_lo = l_lo.mul_add(y, l_hi.mul_add(y, -z));
    let n = z.round_ties_even();
    let fr = (z - n) + z_lo;
    let mut q = fr.mul_add(f(0x391F_CB8E), f(0x3AAF_85ED));
    for c in [0x3C1D_9856, 0x3D63_57BB, 0x3E75_FDEC, 0x3F31_7218] {
        q = q.mul_add(fr, f(c));
    }
    let q = q.mul_add(fr, 1.0);
    let shift: u32 = if n > 0.0 { 0 } else { 0x8300_0000 };
    let scaled = q * f(shift.wrapping_add(0x7F00_0000));
    let t = scaled * f((n as i32 as u32).wrapping_shl(23).wrapping_sub(shift));
    let t = if z.abs() > 152.0 {
        if z < 0.0 {
            0.0
        } else {
            f32::INFINITY
        }
    } else {
        t
    };
    if x == 1.0 || y == 0.0 {
        return 1.0f32.to_bits();
    }
    if ax.is_nan() || y.abs().is_nan() {
        return (x + y).to_bits();
    }
    if x == 0.0 || ax == f32::INFINITY {
        let mut b = (x + x).to_bits();
        if y < 0.0 {
            b ^= 0x7F80_0000;
        }
        if !odd_int {
            b &= 0x7FFF_FFFF;
        }
        return b;
    }
    if x == -1.0 && y.abs() == f32::INFINITY {
        return 1.0f32.to_bits();
    }
    if x < 0.0 {
        if y.floor() != y {
            return 0x7FFF_FFFF;
        }
        return if odd_int { (-t).to_bits() } else { t.to_bits() };
    }
    t.to_bits()
}

/// `divf` (f32) with `rounding<approx>` or `rounding<full>` as tileiras emits it:
/// x · MUFU.RCP(y) with both operands scaled first where y is out of MUFU.RCP's range (full:
/// by 1/4 above 2^126; both: by 2^24 below 2^-126); with `flush_to_zero` the multiplies flush
/// and approx does not scale. NaNs are 0x7FFFFFFF, as the GPU's multiply gives.
pub fn divf(full: bool, ftz: bool) -> fn(u32, u32) -> u32 {
    fn rcp_times(y: f32, x: f32, ftz: bool) -> u32 {
        let r = f(mufu_rcp(y.to_bits()));
        canon(if ftz {
            mul_ftz(r, x).to_bits()
        } else {
            (r * x).to_bits()
        })
    }
    match (full, ftz) {
        (false, false) => |xb, yb| {
            let (mut x, mut y) = (f(xb), f(yb));
            if y.abs() < f32::MIN_POSITIVE {
                (x, y) = (x * 16_777_216.0, y * 16_777_216.0);
            }
            rcp_times(y, x, false)
        },
        (false, true) => |xb, yb| rcp_times(f(yb), f(xb), true),
        (true, false) => |xb, yb| {
            let (mut x, mut y) = (f(xb), f(yb));
            if y.abs() > f(0x7E80_0000) {
                (x, y) = (x * 0.25, y * 0.25);
            } else if y.abs() < f32::MIN_POSITIVE {
                (x, y) = (x * 16_777_216.0, y * 16_777_216.0);
            }
            rcp_times(y, x, false)
        },
        (true, true) => |xb, yb| {
            let (mut x, mut y) = (f(xb), f(yb));
            if y.abs() > f(0x7E80_0000) {
                (x, y) = (mul_ftz(x, 0.25), mul_ftz(y, 0.25));
            }
            rcp_times(y, x, true)
        },
    }
}

/// `fpowi` as tileiras emits it: x^|n| by binary powering from the exponent's low bit
/// (r = x or 1; then b = b², r = b·r for each further set bit), 1/r correctly rounded for a
/// negative n; f32 for f16/bf16 too (widened, rounded back to nearest even), f64 in f64 (its
/// NaNs as tileref's other f64 arithmetic gives them, 0x7FFF…: the GPU keeps payloads). `n` is
/// the exponent sign-extended.
pub fn fpowi(fmt: &Format) -> Option<Box<dyn Fn(u64, i64) -> u64 + Send + Sync>> {
    fn power<T: Copy + std::ops::Mul<Output = T> + std::ops::Div<Output = T>>(
        x: T,
        n: i64,
        one: T,
        odd: impl Fn(T) -> T,
    ) -> T {
        let m0 = (n as i32).unsigned_abs();
        let mut r = if m0 & 1 != 0 { odd(x) } else { one };
        let (mut b, mut m) = (x, m0 >> 1);
        while m != 0 {
            b = b * b;
            if m & 1 != 0 {
                r = b * r;
            }
            m >>= 1;
        }
        if n < 0 {
            one / r
        } else {
            r
        }
    }
    // f32: the odd start is x·1 (an FMUL); f64 selects x itself.
    let f32_pow = |x: u32, n: i64| canon(power(f(x), n, 1.0f32, |v| v * 1.0).to_bits());
    if *fmt == F32 {
        return Some(Box::new(move |x, n| f32_pow(x as u32, n) as u64));
    }
    if *fmt == F16 || *fmt == BF16 {
        let v = ViaF32(*fmt);
        return Some(Box::new(move |x, n| v.narrow(f32_pow(v.widen(x), n))));
    }
    if *fmt == F64 {
        return Some(Box::new(|x, n| {
            let r = power(f64::from_bits(x), n, 1.0f64, |v| v);
            if r.is_nan() {
                0x7FFF_FFFF_FFFF_FFFF
            } else {
                r.to_bits()
            }
        }));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Powers of two stay exact through binary powering and the reciprocal, so fpowi gives
    /// 2^(k·n) (±, by n's parity) until it overflows to inf or underflows past the subnormals.
    #[test]
    fn fpowi_of_powers_of_two_is_exact() {
        let p = fpowi(&F32).unwrap();
        for k in -8i32..=8 {
            for n in -40i64..=40 {
                for sign in [1.0f32, -1.0] {
                    let x = sign * 2f32.powi(k);
                    let e = k as i64 * n;
                    let want = if e > 127 {
                        f32::INFINITY
                    } else if e < -149 {
                        0.0
                    } else {
                        (2f64.powi(e as i32) as f32).max(0.0)
                    };
                    let want = if sign < 0.0 && n % 2 != 0 {
                        -want
                    } else {
                        want
                    };
                    // 1/r of an overflowed r is 0, of an underflowed one inf: the sequence's
                    // answer, not the exact power's, where the intermediate left the range.
                    let got = f32::from_bits(p(x.to_bits() as u64, n) as u32);
                    let inter = (k as i64 * n.abs()).abs();
                    if n >= 0 || inter <= 126 {
                        assert_eq!(got, want, "2^{k} ^ {n}");
                    }
                }
            }
        }
        // i32::MIN: |n| is 2^31 (even); NaN canonical.
        assert_eq!(p(0xBF80_0000, i32::MIN as i64), 0x3F80_0000);
        assert_eq!(p(0x7FC0_0001, 3), 0x7FFF_FFFF);
        assert_eq!(p(0x7FC0_0001, 0), 0x3F80_0000);
    }

    /// A negative exponent takes the correctly rounded reciprocal of the positive power.
    #[test]
    fn fpowi_negative_is_the_rounded_reciprocal() {
        let p = fpowi(&F32).unwrap();
        for x in [3.0f32, 1.1, 0.7, -5.5, 1e-3] {
            for n in 1..20i64 {
                let pos = f32::from_bits(p(x.to_bits() as u64, n) as u32);
                let neg = f32::from_bits(p(x.to_bits() as u64, -n) as u32);
                assert_eq!(neg, 1.0 / pos, "{x} ^ -{n}");
            }
        }
    }

    /// The tile-at-a-time paths (chunked exp, prefetching exp2 and exp approx, f16 through f32)
    /// give what the element functions give, for every length around the chunk size.
    #[test]
    fn slices_match_elements() {
        let mut r = crate::rng::SplitMix64(5);
        for (func, approx) in [
            (MathFn::Exp, false),
            (MathFn::Exp, true),
            (MathFn::Exp2, false),
            (MathFn::Tanh, false),
        ] {
            for fmt in [F32, F16] {
                let (one, many) = match (
                    unary(func, &fmt, false, approx),
                    unary_slice(func, &fmt, false, approx),
                ) {
                    (Some(a), Some(b)) => (a, b),
                    _ => continue,
                };
                for len in [0usize, 1, 15, 16, 17, 63, 64, 65, 1000] {
                    let xs: Vec<u64> = (0..len)
                        .map(|_| r.next() & if fmt == F32 { 0xFFFF_FFFF } else { 0xFFFF })
                        .collect();
                    let mut out = vec![];
                    many(&xs, &mut out);
                    let want: Vec<u64> = xs.iter().map(|&x| one(x)).collect();
                    assert_eq!(out, want, "{func:?} approx={approx} {} len {len}", fmt.name);
                }
            }
        }
    }

    /// divf through MUFU.RCP: exact for power-of-two divisors in range; out-of-range divisors
    /// are scaled into it (full: both ends; approx: only the small end), and flush_to_zero
    /// takes subnormal divisors as zero.
    #[test]
    fn divf_scaling_ranges() {
        let call = |full, ftz, x: f32, y: f32| f(divf(full, ftz)(x.to_bits(), y.to_bits()));
        for full in [false, true] {
            for ftz in [false, true] {
                assert_eq!(call(full, ftz, 3.0, 0.25), 12.0);
                assert_eq!(call(full, ftz, -5.0, 2.0), -2.5);
            }
        }
        let sub = f32::from_bits(0x0000_0100);
        assert_eq!(call(false, false, 1e-40, sub), 1e-40 / sub);
        assert_eq!(call(true, false, 1e-40, sub), 1e-40 / sub);
        assert_eq!(call(false, true, 1.0, sub), f32::INFINITY);
        // Above 2^126 MUFU.RCP underflows to zero; full scales by 1/4 first, approx does not.
        let big = f(0x7F00_0000);
        assert_eq!(call(false, false, big, big), 0.0);
        assert_eq!(call(true, false, big, big), 1.0);
        assert_eq!(call(true, true, big, big), 1.0);
    }
}

/// libdevice's `exp` (f64), as tileiras emits it for `exp` of f64 (no special function unit):
/// j = rint(x·log2 e) through the 1.5·2^52 shift, r = x − j·ln 2 in two fmas, e^r by a degree-11
/// Horner fma polynomial, 2^j added to the exponent field; inputs whose high word, read as an
/// f32, is at least 4.1918 in magnitude (|x| ≳ 708.4) scale in two steps up to 745, beyond it
/// give 0 or x + ∞. NaNs come out as tileref's other f64 arithmetic gives them (0x7FFF…).
pub fn expd(xb: u64) -> u64 {
    let fd = f64::from_bits;
    let x = fd(xb);
    let t = x.mul_add(fd(0x3FF7_1547_652B_82FE), fd(0x4338_0000_0000_0000));
    let j = t.to_bits() as u32 as i32;
    let n = t + fd(0xC338_0000_0000_0000);
    let r = n.mul_add(fd(0xBFE6_2E42_FEFA_39EF), x);
    let r = n.mul_add(fd(0xBC7A_BC9E_3B39_803F), r);
    let mut p = r.mul_add(fd(0x3E5A_DE15_69CE_2BDF), fd(0x3E92_8AF3_FCA2_13EA));
    for c in [
        0x3EC7_1DEE_6240_1315u64,
        0x3EFA_0199_7C89_EB71,
        0x3F2A_01A0_1476_1F65,
        0x3F56_C16C_1852_B7AF,
        0x3F81_1111_1112_2322,
        0x3FA5_5555_5555_02A1,
        0x3FC5_5555_5555_5511,
        0x3FE0_0000_0000_000B,
        0x3FF0_0000_0000_0000,
        0x3FF0_0000_0000_0000,
    ] {
        p = p.mul_add(r, fd(c));
    }
    let (lo, hi) = (p.to_bits() as u32, (p.to_bits() >> 32) as u32);
    let with_hi = |h: u32| fd(((h as u64) << 32) | lo as u64);
    let hx = f32::from_bits((xb >> 32) as u32).abs();
    let z = if hx < f32::from_bits(0x4086_232B) {
        with_hi(hi.wrapping_add((j << 20) as u32))
    } else if hx < f32::from_bits(0x4087_4800) {
        let j2 = j / 2;
        let z1 = with_hi(hi.wrapping_add((j2 << 20) as u32));
        let s = fd((((((j - j2) << 20) + 0x3FF0_0000) as u32) as u64) << 32);
        s * z1
    } else if x < 0.0 {
        0.0
    } else {
        x + f64::INFINITY
    };
    if z.is_nan() {
        0x7FFF_FFFF_FFFF_FFFF
    } else {
        z.to_bits()
    }
}
