//! Elementary functions: correctly rounded references and their certificates.
mod common;
use common::*;
use tileref_interp::numeric::math::{self, MathFn};
use tileref_interp::numeric::*;

/// Rounding boundaries (midpoints between neighbours) of an f16/bf16 value:
/// is the f64 value `v` within one f64 ulp of one? If not, rounding `v` gives
/// the same result as rounding the true value (|true − v| ≤ ulp64/2).
fn near_midpoint(fmt: &Format, v: f64) -> bool {
    if !v.is_finite() || v == 0.0 {
        return false;
    }
    let r = math::round_f64(fmt, v);
    let rv = fmt.to_f64(r);
    if !rv.is_finite() {
        return false;
    }
    // neighbours of the rounded value
    let up = fmt.to_f64(r + 1);
    let dn = if r & fmt.mag_mask() == 0 {
        -fmt.to_f64(r | 1)
    } else {
        fmt.to_f64(r - 1)
    };
    let ulp64 = f64::from_bits(v.abs().to_bits() + 1) - v.abs();
    [(rv + up) / 2.0, (rv + dn) / 2.0]
        .iter()
        .any(|m| m.is_finite() && (v - m).abs() <= ulp64 && v != rv)
}

/// For every f16 and bf16 input and every unary function, the reference is
/// the correctly rounded f64 value rounded once, and that value is certified
/// not to lie within an f64 ulp of a rounding boundary, so the reference is
/// the correctly rounded result. Also counts where the f32 route (what the
/// spec says the GPU computes) differs.
#[test]
fn every_f16_bf16_input_is_correctly_rounded() {
    let env = Env::default();
    let mut report = Vec::new();
    for fmt in [F16, BF16] {
        for f in MathFn::ALL {
            let (mut uncertain, mut via32) = (0, 0);
            for x in 0..65536u64 {
                let got = math::unary(f, &fmt, &env, x).unwrap();
                let v = f.eval_f64(fmt.to_f64(x));
                if !fmt.is_nan(got) && fmt.to_f64(x) != 0.0 {
                    assert!(same(&fmt, got, math::round_f64(&fmt, v)));
                }
                // exp2 of an integer is exact in f64: the value is the true one.
                let exact = f == MathFn::Exp2 && fmt.to_f64(x).fract() == 0.0;
                if !exact && near_midpoint(&fmt, v) {
                    uncertain += 1;
                    if report.len() < 20 {
                        report.push(format!(
                            "{:?} {} {x:#06x}: f64 value {v:e} is within an ulp of a midpoint",
                            f, fmt.name
                        ));
                    }
                }
                if !same(&fmt, got, math::unary_via_f32(f, &fmt, &env, x).unwrap()) {
                    via32 += 1;
                }
            }
            eprintln!(
                "{:?} {}: {uncertain} uncertified, f32 route differs on {via32}",
                f, fmt.name
            );
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// f32: the pxfm result equals the CR f64 result rounded to f32 on a sample.
#[test]
fn f32_matches_f64_rounded_sample() {
    let env = Env::default();
    let mut rng = Rng::new(42);
    for f in MathFn::ALL {
        for _ in 0..20000 {
            let x = rng.bits(&F32);
            let got = math::unary(f, &F32, &env, x).unwrap();
            let r64 = math::unary(f, &F64, &env, F32.to_f64(x).to_bits()).unwrap();
            let want = math::round_f64(&F32, f64::from_bits(r64));
            assert!(
                same(&F32, got, want),
                "{:?} {x:#x}: {got:#x} vs {want:#x}",
                f
            );
        }
    }
    for _ in 0..20000 {
        let (x, y) = (rng.bits(&F32), rng.bits(&F32));
        let got = math::pow(&F32, &env, x, y).unwrap();
        let p64 = math::pow(&F64, &env, F32.to_f64(x).to_bits(), F32.to_f64(y).to_bits()).unwrap();
        let want = math::round_f64(&F32, f64::from_bits(p64));
        assert!(same(&F32, got, want), "pow {x:#x} {y:#x}");
        let got = math::atan2(&F32, &env, x, y).unwrap();
        let want = math::round_f64(&F32, pxfm::f_atan2(F32.to_f64(x), F32.to_f64(y)));
        assert!(same(&F32, got, want), "atan2 {x:#x} {y:#x}");
    }
}

#[test]
fn math_nan_canonical_and_format_checks() {
    let env = Env::default();
    assert_eq!(
        math::unary(MathFn::Log, &F32, &env, (-1.0f32).to_bits() as u64),
        Ok(0x7FFF_FFFF)
    );
    assert_eq!(math::unary(MathFn::Log, &F16, &env, 0xBC00), Ok(0x7FFF));
    assert_eq!(
        math::unary(MathFn::Sinh, &F64, &env, 0x8000_0000_0000_0000),
        Ok(0x8000_0000_0000_0000)
    );
    assert_eq!(
        math::unary(MathFn::Exp, &F8E4M3FN, &env, 0x38),
        Err(NumError::UnsupportedFormat)
    );
    assert_eq!(
        math::fpowi(&F32, &env, 2.0f32.to_bits() as u64, 10),
        Ok(1024.0f32.to_bits() as u64)
    );
    assert_eq!(
        math::fpowi(&F32, &env, 2.0f32.to_bits() as u64, -2),
        Ok(0.25f32.to_bits() as u64)
    );
    // cosh(2^-5) in f16: CR gives 0x3C01; the f32 route double-rounds to 0x3C00.
    assert_eq!(math::unary(MathFn::Cosh, &F16, &env, 0x2800), Ok(0x3C01));
    assert_eq!(
        math::unary_via_f32(MathFn::Cosh, &F16, &env, 0x2800),
        Ok(0x3C00)
    );
    let ftz = Env::default().ftz(true);
    // exp2(-140) is subnormal in f32: flushed under flush_to_zero.
    assert_eq!(
        math::unary(MathFn::Exp2, &F32, &ftz, (-140.0f32).to_bits() as u64),
        Ok(0)
    );
    assert_eq!(math::div_approx_f32(1.0, f32::from_bits(0x7F00_0000)), 0.0);
    assert!(math::div_approx_f32(f32::INFINITY, f32::from_bits(0x7F00_0000)).is_nan());
    assert_eq!(
        math::tolerance_ulps(math::TolOp::Math(MathFn::Tanh), &F32),
        2
    );
}

/// pow(x, -0.5) for huge x is 1/sqrt(x), not NaN (pxfm 0.1.30's f_pow gives NaN from x = 2^997).
#[test]
fn pow_minus_half_of_huge_values() {
    let env = Env::default();
    for x in [2f64.powi(997), 1.5 * 2f64.powi(1022), f64::MAX, 4.0, 1e300] {
        let r = f64::from_bits(math::pow(&F64, &env, x.to_bits(), (-0.5f64).to_bits()).unwrap());
        let want = x.powf(-0.5);
        assert!(
            (r - want).abs() <= want * 2e-16,
            "pow({x:e}, -0.5) = {r:e}, want {want:e}"
        );
    }
}
