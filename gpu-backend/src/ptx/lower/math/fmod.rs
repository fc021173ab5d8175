//! remf: C fmod, exact, by long division of the significands.

use super::common::*;

/// C fmod(x, y), exact: long division of the significands, 11 bits a step.
pub(super) fn fmod<B: M>(b: &mut B, x: B::V, y: B::V) -> B::V {
    let ix = b.bits(x);
    let iy = b.bits(y);
    let absm = b.ci(0x7FFF_FFFF_FFFF_FFFF);
    let ax = b.iop(IOp::And, ix, absm);
    let ay = b.iop(IOp::And, iy, absm);
    let mm = b.ci((1u64 << 52) - 1);
    let hid = b.ci(1u64 << 52);
    let zero = b.ci(0);
    let one = b.ci(1);
    // significand and exponent: subnormals have exponent field 0 and are read with exponent 1.
    let split = |b: &mut B, a: B::V| {
        let f = b.iop(IOp::And, a, mm);
        let e = b.shift(Sh::ShrU, a, 52);
        let sub = b.iset("eq.s64", e, zero);
        let fh = b.iop(IOp::Or, f, hid);
        let m = b.sel(sub, f, fh);
        let e = b.sel(sub, one, e);
        (m, e)
    };
    let (mx, ex) = split(b, ax);
    let (my, ey) = split(b, ay);
    // y = 0 would divide by zero below: use 1 (the result is replaced by NaN).
    let myz = b.iset("eq.s64", my, zero);
    let my = b.sel(myz, one, my);
    let d0 = b.iop(IOp::Sub, ex, ey);
    let dneg = b.iset("lt.s64", d0, zero);
    let d = b.sel(dneg, zero, d0);
    let r = b.iop(IOp::Rem, mx, my);
    let r = {
        let rr = b.ci(0);
        b.set(rr, r);
        rr
    };
    let dd = b.ci(0);
    b.set(dd, d);
    let eleven = b.ci(11);
    b.do_while(&mut |b: &mut B| {
        let big = b.iset("gt.s64", dd, eleven);
        let k = b.sel(big, eleven, dd);
        let t = b.shift_v(Sh::Shl, r, k);
        let t = b.iop(IOp::Rem, t, my);
        b.set(r, t);
        let nd = b.iop(IOp::Sub, dd, k);
        b.set(dd, nd);
        b.iset("gt.s64", dd, zero)
    });
    // r·2^(ey − 1075), exact.
    let rf = b.i2f(r);
    let c = b.ci((-1075i64) as u64);
    let k = b.iop(IOp::Add, ey, c);
    let v = scale(b, rf, k);
    let vi = b.bits(v);
    let sm = b.ci(0x8000_0000_0000_0000);
    let sx = b.iop(IOp::And, ix, sm);
    let vi = b.iop(IOp::Or, vi, sx);
    let res = b.from_bits(vi);
    // |x| < |y|: x
    let lt = b.iset("lo.u64", ax, ay);
    let res = b.sel(lt, x, res);
    // y = ±inf or x = ±0: x; x = ±inf, y = ±0 or NaN: NaN.
    let infb = b.ci(0x7FF0_0000_0000_0000);
    let yinf = b.iset("eq.s64", ay, infb);
    let xz = b.iset("eq.s64", ax, zero);
    let p = b.por(yinf, xz);
    let res = b.sel(p, x, res);
    let xbad = b.iset("ge.u64", ax, infb);
    let ybad = b.iset("gt.u64", ay, infb);
    let yz = b.iset("eq.s64", ay, zero);
    let p = b.por(xbad, ybad);
    let p = b.por(p, yz);
    let nan = b.cf(f64::NAN);
    b.sel(p, nan, res)
}

#[cfg(test)]
mod accuracy {
    use super::super::model::*;
    use super::*;
    use tileref_interp::numeric::{float_ops, Env, Rounding, BF16, F16, F32, F64};

    #[test]
    fn fmod_is_exact() {
        for (fmt, ftz) in [
            (F64, false),
            (F32, false),
            (F32, true),
            (F16, false),
            (BF16, false),
        ] {
            let env = Env::new(Rounding::NearestEven).ftz(ftz);
            let xs = inputs(&fmt, 30_000, 21, 1e10);
            let ys = inputs(&fmt, 30_000, 22, 10.0);
            let mut r = Rng(7);
            let n = if fmt.bits() <= 16 { 300_000 } else { 100_000 };
            for i in 0..n {
                let (x, y) = if i < xs.len().min(ys.len()) && fmt.bits() > 16 {
                    (xs[i], ys[(r.next() as usize) % ys.len()])
                } else {
                    (
                        xs[(r.next() as usize) % xs.len()],
                        ys[(r.next() as usize) % ys.len()],
                    )
                };
                let want = float_ops::rem(&fmt, &env, x, y).bits;
                let got = narrow_m(
                    &fmt,
                    run2(
                        &|m, a, b| fmod(m, a, b),
                        widen_m(&fmt, x, ftz),
                        widen_m(&fmt, y, ftz),
                    ),
                    ftz,
                );
                assert_eq!(got, want, "fmod {} ftz={ftz} x={x:#x} y={y:#x}", fmt.name);
            }
            // extreme exponent gaps
            for &(x, y) in &[
                (f64::MAX, f64::from_bits(1)),
                (f64::MAX, 3.0),
                (1e300, 1.1e-300),
                (-1e308, 7e-320),
            ] {
                if fmt == F64 {
                    let want = float_ops::rem(&fmt, &env, x.to_bits(), y.to_bits()).bits;
                    let got = run2(&|m, a, b| fmod(m, a, b), x, y).to_bits();
                    assert_eq!(got, want, "fmod {x:e} {y:e}");
                }
            }
        }
    }
}
