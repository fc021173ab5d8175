//! fpowf and atan2 with f32, f16 and bf16 results: f64 evaluation (pow in double-double through
//! `pow_abs_dd`, with exact powers found exactly), C99 Annex F special values.

use super::common::*;
use super::pow_atan2_f64::pow_with;

/// pow(x, y) with C99 Annex F special values for f32, f16 and bf16 results: |x|^y in f64 within
/// ~2^-55 relative, so its one rounding to the narrow type is the correctly rounded result unless
/// |x|^y lies that close to a rounding boundary. The exact boundaries (a midpoint such as
/// 0.453125^5 = 20511149·2^-30, halfway between two f32s) come from exact powers, which
/// [`exact_power`] computes exactly.
pub(super) fn pow_narrow<B: M>(b: &mut B, x: B::V, y: B::V) -> B::V {
    pow_with(b, x, y, &mut |b, ax, y, e| exact_power(b, ax, y, e))
}

/// Largest k with y = n/2^k tried by [`exact_power`]: an f32 |x| = c^(2^k) with odd c >= 3 has
/// at most 24 bits, so k <= 3; 4 leaves a margin.
const ROOTS: u32 = 4;
/// Largest n tried: a result with a midpoint's 25 bits from an odd base c >= 3 has c^n < 2^25,
/// so n <= 15 (a power of two base gives a power of two, which the general path gets right).
const MAX_N: u64 = 31;

/// `approx`, or |x|^y exactly when y = n/2^k (0 < n <= MAX_N, k <= ROOTS) and |x|^(1/2^k) and
/// its n-th power are exact in f64 (each square root and product checked exactly with fma);
/// ax must be |x|.
fn exact_power<B: M>(b: &mut B, ax: B::V, y: B::V, approx: B::V) -> B::V {
    // k: the least with y·2^k integral (if any up to ROOTS); n = y·2^k.
    let mut n = y;
    let mut need_root = vec![];
    let mut integral_somewhere = None;
    for k in (0..=ROOTS).rev() {
        let s = b.cf((1u64 << k) as f64);
        let yk = b.mul(y, s);
        let r = b.rni(yk);
        let int = b.fset("eq", r, yk);
        n = if k == ROOTS { yk } else { b.sel(int, yk, n) };
        integral_somewhere = Some(match integral_somewhere {
            None => int,
            Some(p) => b.por(int, p),
        });
        need_root.push(int);
    }
    // need_root[ROOTS - k] says y·2^k is integral; root j (1-based) is taken iff y·2^(j-1) is not.
    need_root.reverse();
    let zero = b.cf(0.0);
    let one = b.cf(1.0);
    let Some(mut ok) = integral_somewhere else {
        unreachable!("ROOTS >= 0")
    };
    let npos = b.fset("gt", n, zero);
    let nmax = b.cf(MAX_N as f64);
    let nsmall = b.fset("le", n, nmax);
    ok = b.pand(ok, npos);
    ok = b.pand(ok, nsmall);
    // The base: |x|^(1/2^k) by k exact square roots.
    let mut base = ax;
    for j in 1..=ROOTS as usize {
        let take = b.pnot(need_root[j - 1]);
        let r = b.sqrt(base);
        ok = and_exact(b, ok, take, r, r, base);
        base = b.sel(take, r, base);
    }
    // base^n by binary powering, each product that counts checked exact.
    let zn = b.sel(ok, n, one);
    let ni = b.f2u(zn);
    let mut p = one;
    let bits = 64 - MAX_N.leading_zeros();
    for i in 0..bits {
        let m = b.ci(1 << i);
        let bit = b.iop(IOp::And, ni, m);
        let z = b.ci(0);
        let use_it = b.iset("ne.s64", bit, z);
        let q = b.mul(p, base);
        ok = and_exact(b, ok, use_it, p, base, q);
        p = b.sel(use_it, q, p);
        if i + 1 < bits {
            // The next square counts when a higher bit of n is set.
            let hi = b.shift(Sh::ShrU, ni, i + 1);
            let more = b.iset("ne.s64", hi, z);
            let sq = b.mul(base, base);
            ok = and_exact(b, ok, more, base, base, sq);
            base = b.sel(more, sq, base);
        }
    }
    // An fma error of 0 proves exactness only above the subnormal range (and a product that
    // overflowed leaves a NaN error, which fails the test above).
    let tiny = b.cf(f64::from_bits(0x0170_0000_0000_0000)); // 2^-1000
    let normal = b.fset("ge", p, tiny);
    ok = b.pand(ok, normal);
    b.sel(ok, p, approx)
}

/// `ok`, and where `counts` also that p·q = t exactly (fma(p, q, −t) = 0).
fn and_exact<B: M>(b: &mut B, ok: B::V, counts: B::V, p: B::V, q: B::V, t: B::V) -> B::V {
    let nt = b.neg(t);
    let err = b.fma(p, q, nt);
    let zero = b.cf(0.0);
    let exact = b.fset("eq", err, zero);
    let skip = b.pnot(counts);
    let good = b.por(exact, skip);
    b.pand(ok, good)
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
        // pow is exact (the interpreter's result, bit for bit); atan2 within its tolerance.
        let tol = if name == "pow" {
            0
        } else {
            rm::tolerance_ulps(TolOp::Atan2, fmt) as u64
        };
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

    /// Exact powers, where a result on a rounding boundary (0.453125^5 = 20511149·2^-30 lies
    /// halfway between two f32s) must round to even as the interpreter's correctly rounded pow
    /// does: every bf16 and f16 value, and f32 values with short significands, as x (both
    /// signs) against small integral and dyadic y.
    #[test]
    fn pow_narrow_exact_powers() {
        let env = Env::new(Rounding::NearestEven);
        let mut ys: Vec<f64> = (-3..=20).map(f64::from).collect();
        ys.extend([
            0.5, 1.5, 2.5, 3.5, 0.25, 0.75, 1.25, 0.125, 0.375, 2.75, 1.0625, 31.0, 32.0, 33.0,
        ]);
        let mut xs: Vec<f64> = vec![];
        for h in 0..=0xFFFFu64 {
            for fmt in [BF16, F16] {
                let v = fmt.to_f64(h);
                if v.is_finite() {
                    xs.push(v);
                }
            }
        }
        // f32 squares, cubes and 8th powers of short odd numbers, scaled.
        for c in (1..4096u64).step_by(2) {
            for p in [2, 3, 8] {
                let v = (c as f64).powi(p);
                if v < 16777216.0 {
                    for e in [-40, -3, 0, 7] {
                        xs.push(v * 2f64.powi(e));
                    }
                }
            }
        }
        let mut boundary = 0;
        for fmt in [F32, F16, BF16] {
            let mut count = 0;
            for &x in &xs {
                let xb = narrow_m(&fmt, x, false);
                if fmt.to_f64(xb) != x {
                    continue;
                }
                for &y in &ys {
                    let yb = narrow_m(&fmt, y, false);
                    let want = rm::pow(&fmt, &env, xb, yb).unwrap();
                    let got = narrow_m(
                        &fmt,
                        run2(&|m, a, b| pow_narrow(m, a, b), x, fmt.to_f64(yb)),
                        false,
                    );
                    assert!(
                        want == got || (fmt.is_nan(want) && fmt.is_nan(got)),
                        "pow {} x={x} y={y}: want {want:#x} got {got:#x}",
                        fmt.name
                    );
                    // How many land exactly halfway between two values of the format.
                    let exact = x.abs().powf(y);
                    if fmt == F32
                        && exact.is_normal()
                        && (exact as f32) as f64 != exact
                        && ((exact.to_bits() >> 28) & 1) == 1
                        && exact.to_bits() & ((1 << 28) - 1) == 0
                    {
                        boundary += 1;
                    }
                    count += 1;
                }
            }
            eprintln!("pow {}: {count} exact-power pairs agree", fmt.name);
        }
        assert!(boundary > 100, "only {boundary} f32 halfway cases tried");
    }

    #[test]
    fn fpowi_narrow() {
        let env = Env::new(Rounding::NearestEven);
        // fpowi with f32/f16/bf16 results is pow_narrow with the exponent as f64.
        for fmt in [F32, F16, BF16] {
            let xs = inputs(&fmt, 20_000, 11, 4.0);
            let mut r = Rng(5);
            let mut worst = 0;
            for &x in &xs {
                for n in [
                    0i64,
                    1,
                    -1,
                    2,
                    -2,
                    3,
                    7,
                    -7,
                    16,
                    100,
                    -100,
                    1000,
                    -1000,
                    32767,
                    -32768,
                    (r.next() % 200) as i64 - 100,
                ] {
                    let want = rm::fpowi(&fmt, &env, x, n).unwrap();
                    let got = narrow_m(
                        &fmt,
                        run2(&|m, a, b| pow_narrow(m, a, b), fmt.to_f64(x), n as f64),
                        false,
                    );
                    let tol = rm::fpowi_tolerance(n, &fmt) as u64;
                    let d = rm::ulp_distance(&fmt, want, got);
                    assert!(
                        fmt.is_nan(want) == fmt.is_nan(got) && (!fmt.is_nan(got) || want == got),
                        "fpowi {} {x:#x} {n}: want {want:#x} got {got:#x}",
                        fmt.name
                    );
                    assert!(
                        d <= tol.min(if fmt == F32 { 2 } else { 1 }),
                        "fpowi {} x={x:#x} n={n}: want {want:#x} got {got:#x} ({d} ulp)",
                        fmt.name
                    );
                    worst = worst.max(d);
                }
            }
            eprintln!("fpowi {}: max {worst} ulp", fmt.name);
        }
    }

    #[test]
    fn pow_atan2_narrow() {
        for fmt in [F32, F16, BF16] {
            check_binary("pow", &fmt, 200_000);
            check_binary("atan2", &fmt, 200_000);
        }
    }
}
