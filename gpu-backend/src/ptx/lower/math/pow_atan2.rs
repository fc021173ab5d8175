//! fpowf and atan2 with f32, f16 and bf16 results: plain f64 evaluation (pow through `log` and
//! `exp`), C99 Annex F special values.

use super::common::*;
use super::exp_log::{exp, log};

/// pow(x, y) with C99 Annex F special values; error ~2^-45 relative (f32, f16, bf16 results).
pub(super) fn pow_narrow<B: M>(b: &mut B, x: B::V, y: B::V) -> B::V {
    let ax = b.abs(x);
    let lx = log(b, ax);
    let t = b.mul(y, lx);
    let e = exp(b, t);
    let (isint, odd) = int_odd(b, y);
    let sx = sign_bit(b, x);
    let negr = b.pand(sx, odd);
    let ne = b.neg(e);
    let r = b.sel(negr, ne, e);
    // finite x < 0 and finite non-integral y: NaN
    let zero = b.cf(0.0);
    let ninf = b.cf(f64::NEG_INFINITY);
    let inf = b.cf(f64::INFINITY);
    let xneg = b.fset("lt", x, zero);
    let xfin = b.fset("gt", x, ninf);
    let ay = b.abs(y);
    let yfin = b.fset("lt", ay, inf);
    let nint = b.pnot(isint);
    let p = b.pand(xneg, xfin);
    let p = b.pand(p, yfin);
    let p = b.pand(p, nint);
    let nan = b.cf(f64::NAN);
    let r = b.sel(p, nan, r);
    // x or y NaN: NaN
    let xn = b.fset("nan", x, y);
    let r = b.sel(xn, nan, r);
    // |x| = 1 and y = ±inf: 1; y = ±0: 1; x = 1: 1
    let one = b.cf(1.0);
    let ax1 = b.fset("eq", ax, one);
    let yinf = b.fset("eq", ay, inf);
    let p1 = b.pand(ax1, yinf);
    let y0 = b.fset("eq", y, zero);
    let x1 = b.fset("eq", x, one);
    let p = b.por(p1, y0);
    let p = b.por(p, x1);
    b.sel(p, one, r)
}

/// atan(a) for a in [0, 1] (and NaN), error ~2^-52 relative.
fn atan01<B: M>(b: &mut B, a: B::V) -> B::V {
    let tp8 = b.cf(0.41421356237309503); // tan(π/8)
    let big = b.fset("gt", a, tp8);
    let one = b.cf(1.0);
    let am = b.sub(a, one);
    let ap = b.add(a, one);
    let tb = b.div(am, ap);
    let t = b.sel(big, tb, a);
    let pi4 = b.cf(std::f64::consts::FRAC_PI_4);
    let zero = b.cf(0.0);
    let base = b.sel(big, pi4, zero);
    // atan(t) = 2·atan(t / (1 + sqrt(1 + t²)))
    let tt = b.fma(t, t, one);
    let sq = b.sqrt(tt);
    let den = b.add(one, sq);
    let u = b.div(t, den);
    let z = b.mul(u, u);
    let c: Vec<f64> = (1..=13)
        .map(|n| {
            if n % 2 == 1 {
                -1.0 / (2 * n + 1) as f64
            } else {
                1.0 / (2 * n + 1) as f64
            }
        })
        .collect();
    let p = horner(b, z, &c);
    let uz = b.mul(u, z);
    let at = b.fma(uz, p, u);
    let two = b.cf(2.0);
    b.fma(two, at, base)
}

/// atan2(y, x) (y the numerator: Tile IR's first operand).
pub(super) fn atan2_narrow<B: M>(b: &mut B, y: B::V, x: B::V) -> B::V {
    let ay = b.abs(y);
    let ax = b.abs(x);
    let yb = b.fset("gt", ay, ax);
    let num = b.sel(yb, ax, ay);
    let den = b.sel(yb, ay, ax);
    let a = b.div(num, den);
    let inf = b.cf(f64::INFINITY);
    let zero = b.cf(0.0);
    let one = b.cf(1.0);
    let xi = b.fset("eq", ax, inf);
    let yi = b.fset("eq", ay, inf);
    let both_inf = b.pand(xi, yi);
    let a = b.sel(both_inf, one, a);
    let dz = b.fset("eq", den, zero);
    let a = b.sel(dz, zero, a);
    let th = atan01(b, a);
    let pi2 = b.cf(std::f64::consts::FRAC_PI_2);
    let t2 = b.sub(pi2, th);
    let th = b.sel(yb, t2, th);
    let pi = b.cf(std::f64::consts::PI);
    let t3 = b.sub(pi, th);
    let sx = sign_bit(b, x);
    let th = b.sel(sx, t3, th);
    let r = with_sign(b, y, th);
    let n = b.fset("nan", x, y);
    let nan = b.cf(f64::NAN);
    b.sel(n, nan, r)
}

#[cfg(test)]
mod accuracy {
    use super::super::model::*;
    use super::*;
    use tileref_interp::numeric::math::{self as rm, TolOp};
    use tileref_interp::numeric::{Env, Format, Rounding, BF16, F16, F32};

    fn check_binary(name: &str, fmt: &Format, n: usize) {
        let env = Env::new(Rounding::NearestEven);
        let tol = rm::tolerance_ulps(
            if name == "pow" {
                TolOp::Pow
            } else {
                TolOp::Atan2
            },
            fmt,
        ) as u64;
        let mut r = Rng(99);
        let xs = inputs(fmt, n, 3, 20.0);
        let ys = inputs(fmt, n, 4, if name == "pow" { 30.0 } else { 20.0 });
        let mut worst = 0;
        let mut count = 0;
        for i in 0..xs.len().max(n) {
            let x = xs[(r.next() as usize) % xs.len()];
            let y = ys[(r.next() as usize) % ys.len()];
            let _ = i;
            let (want, got) = if name == "pow" {
                (
                    rm::pow(fmt, &env, x, y).unwrap(),
                    narrow_m(
                        fmt,
                        run2(&|m, a, b| pow_narrow(m, a, b), fmt.to_f64(x), fmt.to_f64(y)),
                        false,
                    ),
                )
            } else {
                (
                    rm::atan2(fmt, &env, x, y).unwrap(),
                    narrow_m(
                        fmt,
                        run2(
                            &|m, a, b| atan2_narrow(m, a, b),
                            fmt.to_f64(x),
                            fmt.to_f64(y),
                        ),
                        false,
                    ),
                )
            };
            let d = rm::ulp_distance(fmt, want, got);
            assert!(
                fmt.is_nan(want) == fmt.is_nan(got) && (!fmt.is_nan(got) || want == got),
                "{name} {} {x:#x} {y:#x}: want {want:#x} got {got:#x}",
                fmt.name
            );
            assert!(
                d <= tol,
                "{name} {} x={x:#x} y={y:#x}: want {want:#x} got {got:#x} ({d} ulp)",
                fmt.name
            );
            worst = worst.max(d);
            count += 1;
        }
        eprintln!(
            "{name} {}: {count} pairs, max {worst} ulp, tolerance {tol}",
            fmt.name
        );
    }

    #[test]
    fn pow_atan2_narrow() {
        for fmt in [F32, F16, BF16] {
            check_binary("pow", &fmt, 200_000);
            check_binary("atan2", &fmt, 200_000);
        }
    }
}
