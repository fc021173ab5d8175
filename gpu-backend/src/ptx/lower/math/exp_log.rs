//! exp, exp2, log, log2: reduction by multiples of ln 2, polynomials in f64 and double-double
//! corrections, one rounding at the end. `exp_pair` also serves sinh, cosh and tanh.

use super::common::*;

// ---------------------------------------------------------------------------------------------
// exp

/// e^(r + c) for |r| <= 0.35, |c| <= 2^-40 as a pair (yh + yl), relative error ~2^-62.
fn exp_poly<B: M>(b: &mut B, r: B::V, c: B::V) -> (B::V, B::V) {
    // q(r) = (e^r − 1 − r)/r² = 1/2! + r/3! + ... + r^11/13!
    let q = horner(b, r, &inv_factorials(2, 13));
    let z = b.mul(r, r);
    let s = b.fma(z, q, c);
    let (uh, ul) = fast2sum(b, r, s);
    let one = b.cf(1.0);
    let (yh, e) = fast2sum(b, one, uh);
    let yl = b.add(e, ul);
    (yh, yl)
}

/// e^x·2^extra as (hi, lo, k) before the scaling by 2^k: x = k·ln2 + r. x is clamped to
/// [lo_clamp, hi_clamp] first (NaN passes through as NaN).
fn exp_reduce<B: M>(b: &mut B, x: B::V, lo_clamp: f64, hi_clamp: f64) -> (B::V, B::V, B::V) {
    let hc = b.cf(hi_clamp);
    let p = b.fset("gt", x, hc);
    let x = b.sel(p, hc, x);
    let lc = b.cf(lo_clamp);
    let p = b.fset("lt", x, lc);
    let x = b.sel(p, lc, x);
    let il = b.cf(LOG2E);
    let t = b.mul(x, il);
    let k = b.rni(t);
    let nk = b.neg(k);
    let l1 = b.cf(LN2_HI);
    let rh = b.fma(nk, l1, x); // exact: x − k·LN2_HI fits in 53 bits
    let l2 = b.cf(LN2_LO);
    let rl = b.mul(nk, l2);
    let (r, c) = fast2sum(b, rh, rl);
    let (yh, yl) = exp_poly(b, r, c);
    let ki = b.f2i(k);
    (yh, yl, ki)
}

/// e^x.
pub(super) fn exp<B: M>(b: &mut B, x: B::V) -> B::V {
    let (yh, yl, k) = exp_reduce(b, x, -746.0, 710.0);
    let y = b.add(yh, yl);
    scale(b, y, k)
}

/// 2^x.
pub(super) fn exp2<B: M>(b: &mut B, x: B::V) -> B::V {
    let hc = b.cf(1100.0);
    let p = b.fset("gt", x, hc);
    let x = b.sel(p, hc, x);
    let lc = b.cf(-1100.0);
    let p = b.fset("lt", x, lc);
    let x = b.sel(p, lc, x);
    let k = b.rni(x);
    let r0 = b.sub(x, k); // exact
    let ln2 = b.cf(LN2_HI);
    let th = b.mul(r0, ln2);
    let nth = b.neg(th);
    let tl = b.fma(r0, ln2, nth);
    let ln2l = b.cf(LN2_LO);
    let tl = b.fma(r0, ln2l, tl);
    let (yh, yl) = exp_poly(b, th, tl);
    let y = b.add(yh, yl);
    let ki = b.f2i(k);
    // k in [-1100, 1100]: scale in two steps of at most 2^±550 each.
    scale(b, y, ki)
}

/// e^|x|·2^extra as a scaled pair (for sinh/cosh/tanh); |x| clamped to 711.
pub(super) fn exp_pair<B: M>(b: &mut B, ax: B::V, extra: i64) -> (B::V, B::V) {
    let (yh, yl, k) = exp_reduce(b, ax, -746.0, 711.0);
    let ex = b.ci(extra as u64);
    let k = b.iop(IOp::Add, k, ex);
    let h = scale(b, yh, k);
    let l = scale(b, yl, k);
    (h, l)
}

// ---------------------------------------------------------------------------------------------
// log

/// log(x) for finite x > 0 as (e, hi, lo): log x = e·ln2 + hi + lo, |hi| <= 0.35.
fn log_parts<B: M>(b: &mut B, x: B::V) -> (B::V, B::V, B::V) {
    let tiny = b.cf(f64::MIN_POSITIVE);
    let p = b.fset("lt", x, tiny);
    let big = b.cf(18014398509481984.0); // 2^54
    let xs0 = b.mul(x, big);
    let xs = b.sel(p, xs0, x);
    let m54 = b.cf(-54.0);
    let z0 = b.cf(0.0);
    let eadj = b.sel(p, m54, z0);
    let ix = b.bits(xs);
    let off = b.ci(0x3fe6_a09e_667f_3bcd);
    let t = b.iop(IOp::Sub, ix, off);
    let k = b.shift(Sh::ShrS, t, 52);
    let ks = b.shift(Sh::Shl, k, 52);
    let mi = b.iop(IOp::Sub, ix, ks);
    let m = b.from_bits(mi); // in [sqrt(1/2), sqrt(2))
    let kf = b.i2f(k);
    let e = b.add(kf, eadj);
    let one = b.cf(1.0);
    let f = b.sub(m, one); // exact
    let two = b.cf(2.0);
    let d = b.add(two, f);
    let s = b.div(f, d);
    let z = b.mul(s, s);
    // R = Σ_{n>=1} 2 z^n/(2n+1) = z·P(z)
    let coef: Vec<f64> = (1..=12).map(|n| 2.0 / (2 * n + 1) as f64).collect();
    let pz = horner(b, z, &coef);
    let r = b.mul(z, pz);
    let half = b.cf(0.5);
    let hf = b.mul(half, f);
    let hfsq = b.mul(hf, f);
    let hi = b.sub(f, hfsq);
    let t1 = b.sub(f, hi);
    let t1 = b.sub(t1, hfsq); // exact error of hi
    let u = b.add(hfsq, r);
    let lo = b.fma(s, u, t1);
    (e, hi, lo)
}

/// Specials of log/log2: ±0 → −inf, x < 0 → NaN, +inf → +inf, NaN → NaN.
fn log_special<B: M>(b: &mut B, x: B::V, res: B::V) -> B::V {
    let zero = b.cf(0.0);
    let inf = b.cf(f64::INFINITY);
    let pos = b.fset("gt", x, zero);
    let fin = b.fset("lt", x, inf);
    let ok = b.pand(pos, fin);
    let nan = b.cf(f64::NAN);
    let ninf = b.cf(f64::NEG_INFINITY);
    let isz = b.fset("eq", x, zero);
    let isinf = b.fset("eq", x, inf);
    let sp = b.sel(isinf, inf, nan);
    let sp = b.sel(isz, ninf, sp);
    b.sel(ok, res, sp)
}

/// log(x).
pub(super) fn log<B: M>(b: &mut B, x: B::V) -> B::V {
    let (e, hi, lo) = log_parts(b, x);
    let l1 = b.cf(LN2_HI);
    let ah = b.mul(e, l1);
    let nah = b.neg(ah);
    let al = b.fma(e, l1, nah);
    let l2 = b.cf(LN2_LO);
    let al = b.fma(e, l2, al);
    let (sh, sl) = fast2sum(b, ah, hi);
    let t = b.add(lo, al);
    let t = b.add(sl, t);
    let res = b.add(sh, t);
    log_special(b, x, res)
}

/// log2(x).
pub(super) fn log2<B: M>(b: &mut B, x: B::V) -> B::V {
    let (e, hi, lo) = log_parts(b, x);
    let il = b.cf(LOG2E);
    let ph = b.mul(hi, il);
    let nph = b.neg(ph);
    let pl = b.fma(hi, il, nph);
    let ill = b.cf(LOG2E_LO);
    let pl = b.fma(hi, ill, pl);
    let pl = b.fma(lo, il, pl);
    let (wh, wl) = fast2sum(b, e, ph);
    let t = b.add(wl, pl);
    let res = b.add(wh, t);
    log_special(b, x, res)
}
