//! fpowi with f64 results: binary powering on double-double significands with the exponent
//! carried as an integer. (f32, f16 and bf16 results use `pow_narrow` with the exponent as f64;
//! its test `fpowi_narrow` is beside it.)

use super::common::*;

/// Keeps a pair (h, l) with h in [1, 4) as (h', l', e) with h' in [1, 2): h + l = (h' + l')·2^e
/// (exact: e is 0 or 1).
fn renorm<B: M>(b: &mut B, h: B::V, l: B::V) -> (B::V, B::V, B::V) {
    let ih = b.bits(h);
    let ex = b.shift(Sh::ShrU, ih, 52);
    let bias = b.ci(1023);
    let ex = b.iop(IOp::Sub, ex, bias);
    let ne = b.ci(0);
    let ne = b.iop(IOp::Sub, ne, ex);
    let s = pow2(b, ne);
    let h2 = b.mul(h, s);
    let l2 = b.mul(l, s);
    (h2, l2, ex)
}

/// Clamps a b64 integer to [-lim, lim].
fn clamp_i<B: M>(b: &mut B, v: B::V, lim: i64) -> B::V {
    let hi = b.ci(lim as u64);
    let lo = b.ci((-lim) as u64);
    let p = b.iset("gt.s64", v, hi);
    let v = b.sel(p, hi, v);
    let p = b.iset("lt.s64", v, lo);
    b.sel(p, lo, v)
}

/// x^n for f64 x and a b64 integer n: binary powering on double-double significands in
/// [1, 2) with the binary exponent carried as an integer (no overflow or underflow on the way),
/// one rounding of the pair and one scaling at the end; negative n divides 1 by the pair.
pub(super) fn powi_f64<B: M>(b: &mut B, x: B::V, n: B::V) -> B::V {
    let ax = b.abs(x);
    let tiny = b.cf(f64::MIN_POSITIVE);
    let p = b.fset("lt", ax, tiny);
    let big = b.cf(18014398509481984.0); // 2^54
    let axs0 = b.mul(ax, big);
    let axs = b.sel(p, axs0, ax);
    let ix = b.bits(axs);
    let e = b.shift(Sh::ShrU, ix, 52);
    let bias = b.ci(1023);
    let e = b.iop(IOp::Sub, e, bias);
    let m54 = b.ci((-54i64) as u64);
    let zero = b.ci(0);
    let eadj = b.sel(p, m54, zero);
    let e = b.iop(IOp::Add, e, eadj);
    let mm = b.ci((1u64 << 52) - 1);
    let fr = b.iop(IOp::And, ix, mm);
    let one_bits = b.ci(1023u64 << 52);
    let mb = b.iop(IOp::Or, fr, one_bits);
    let m = b.from_bits(mb);
    let nneg = b.iset("lt.s64", n, zero);
    let negn = b.iop(IOp::Sub, zero, n);
    let un0 = b.sel(nneg, negn, n);
    // |n| rounded to f64 as the reference does (exact below 2^53; at most 2^63, which u64 holds).
    let unf = b.u2f(un0);
    let un0 = b.f2u(unf);
    // loop-carried registers
    let ah = b.cf(1.0);
    let al = b.cf(0.0);
    let ae = b.ci(0);
    let bh = b.cf(0.0);
    b.set(bh, m);
    let bl = b.cf(0.0);
    let be = b.ci(0);
    b.set(be, e);
    let un = b.ci(0);
    b.set(un, un0);
    let one = b.ci(1);
    b.do_while(&mut |b: &mut B| {
        let bit = b.iop(IOp::And, un, one);
        let take = b.iset("ne.s64", bit, zero);
        // acc·base
        let ph = b.mul(ah, bh);
        let nph = b.neg(ph);
        let pl = b.fma(ah, bh, nph);
        let pl = b.fma(ah, bl, pl);
        let pl = b.fma(al, bh, pl);
        let (ph, pl) = fast2sum(b, ph, pl);
        let (ph, pl, ex) = renorm(b, ph, pl);
        let pe = b.iop(IOp::Add, ae, be);
        let pe = b.iop(IOp::Add, pe, ex);
        let pe = clamp_i(b, pe, 1 << 30);
        let nah = b.sel(take, ph, ah);
        let nal = b.sel(take, pl, al);
        let nae = b.sel(take, pe, ae);
        // base²
        let sh = b.mul(bh, bh);
        let nsh = b.neg(sh);
        let sl = b.fma(bh, bh, nsh);
        let b2 = b.add(bh, bh);
        let sl = b.fma(b2, bl, sl);
        let (sh, sl) = fast2sum(b, sh, sl);
        let (sh, sl, ex) = renorm(b, sh, sl);
        let se = b.iop(IOp::Add, be, be);
        let se = b.iop(IOp::Add, se, ex);
        let se = clamp_i(b, se, 1 << 30);
        b.set(ah, nah);
        b.set(al, nal);
        b.set(ae, nae);
        b.set(bh, sh);
        b.set(bl, sl);
        b.set(be, se);
        let nu = b.shift(Sh::ShrU, un, 1);
        b.set(un, nu);
        b.iset("ne.s64", un, zero)
    });
    let onef = b.cf(1.0);
    let zf = b.cf(0.0);
    let (qh, ql) = dd_div(b, onef, zf, ah, al);
    let rh = b.sel(nneg, qh, ah);
    let rl = b.sel(nneg, ql, al);
    let nae = b.iop(IOp::Sub, zero, ae);
    let re = b.sel(nneg, nae, ae);
    let re = clamp_i(b, re, 2000);
    let v = b.add(rh, rl);
    let r = scale(b, v, re);
    // ±0 and ±inf: 0 or inf by the sign of n; the sign for odd n from x.
    let inf = b.cf(f64::INFINITY);
    let xz = b.fset("eq", ax, zf);
    let xi = b.fset("eq", ax, inf);
    let zi = b.por(xz, xi);
    let npos = b.iset("gt.s64", n, zero);
    let npn = b.pnot(npos);
    let a1 = b.pand(xi, npos);
    let a2 = b.pand(xz, npn);
    let to_inf = b.por(a1, a2);
    let sp = b.sel(to_inf, inf, zf);
    let r = b.sel(zi, sp, r);
    // odd as the reference sees it: n rounded to f64 (every |n| >= 2^53 becomes even)
    let nb = b.iop(IOp::And, n, one);
    let odd = b.iset("ne.s64", nb, zero);
    let lim = b.ci(1u64 << 53);
    let exact = b.iset("lo.u64", un0, lim);
    let odd = b.pand(odd, exact);
    let sx = sign_bit(b, x);
    let ng = b.pand(sx, odd);
    let nr = b.neg(r);
    let r = b.sel(ng, nr, r);
    let isn = b.fset("nan", x, x);
    let nan = b.cf(f64::NAN);
    let r = b.sel(isn, nan, r);
    // n = 0 or x = 1: 1
    let n0 = b.iset("eq.s64", n, zero);
    let x1 = b.fset("eq", x, onef);
    let p1 = b.por(n0, x1);
    b.sel(p1, onef, r)
}

#[cfg(test)]
mod accuracy {
    use super::super::model::*;
    use super::*;
    use tileref_interp::numeric::math as rm;
    use tileref_interp::numeric::{Env, Rounding, F64};

    #[test]
    fn fpowi_f64() {
        let env = Env::new(Rounding::NearestEven);
        let mut xs = inputs(&F64, 20_000, 12, 4.0);
        xs.extend(
            [
                1.0f64 + f64::EPSILON,
                1.0 - f64::EPSILON / 2.0,
                2.0,
                0.5,
                1e-300,
                1e300,
                4.9e-324,
                -1.5,
            ]
            .map(f64::to_bits),
        );
        let mut r = Rng(6);
        let mut worst = (0u64, 0u64, 0i64);
        for &x in &xs {
            let mut ns = vec![
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
                1074,
                -1075,
                32767,
                -32768,
                i64::MAX,
                i64::MIN,
                1 << 40,
            ];
            ns.push((r.next() % 2000) as i64 - 1000);
            ns.push(r.next() as i64);
            for n in ns {
                let want = rm::fpowi(&F64, &env, x, n).unwrap();
                let got = narrow_m(
                    &F64,
                    {
                        let mut m = Model::default();
                        let xi = m.cf(f64::from_bits(x));
                        let ni = m.ci(n as u64);
                        let v = powi_f64(&mut m, xi, ni);
                        m.val(v)
                    },
                    false,
                );
                let tol = rm::fpowi_tolerance(n, &F64) as u64;
                let d = rm::ulp_distance(&F64, want, got);
                assert!(
                    F64.is_nan(want) == F64.is_nan(got) && (!F64.is_nan(got) || want == got),
                    "fpowi f64 {x:#x} {n}: want {want:#x} got {got:#x}"
                );
                assert!(
                    d <= tol.min(2),
                    "fpowi f64 x={x:#x} n={n}: want {want:#x} got {got:#x} ({d} ulp)"
                );
                if d > worst.0 {
                    worst = (d, x, n);
                }
            }
        }
        eprintln!(
            "fpowi f64: max {} ulp (x={:#x}, n={})",
            worst.0, worst.1, worst.2
        );
    }
}
