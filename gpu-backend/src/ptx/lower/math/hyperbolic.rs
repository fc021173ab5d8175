//! sinh, cosh, tanh: Taylor series for small |x| (sinh, tanh), otherwise e^|x| as a pair (`exp_pair`).

use super::common::*;
use super::exp_log::exp_pair;

pub(super) fn cosh<B: M>(b: &mut B, x: B::V) -> B::V {
    let ax = b.abs(x);
    let (h, l) = exp_pair(b, ax, -1);
    let q = b.cf(0.25);
    let inv = b.div(q, h);
    let t = b.add(l, inv);
    b.add(h, t)
}

pub(super) fn sinh<B: M>(b: &mut B, x: B::V) -> B::V {
    let ax = b.abs(x);
    let z = b.mul(ax, ax);
    let c: Vec<f64> = (1..=10)
        .map(|n| inv_factorials(2 * n + 1, 2 * n + 1)[0])
        .collect();
    let p = horner(b, z, &c);
    let az = b.mul(ax, z);
    let small = b.fma(az, p, ax);
    let (h, l) = exp_pair(b, ax, -1);
    let q = b.cf(0.25);
    let inv = b.div(q, h);
    let t = b.sub(l, inv);
    let large = b.add(h, t);
    let one = b.cf(1.0);
    let p1 = b.fset("lt", ax, one);
    let v = b.sel(p1, small, large);
    with_sign(b, x, v)
}

/// The odd Taylor coefficients of tanh: a1, a3, a5, ... (tanh' = 1 − tanh²).
fn tanh_coefs(n: usize) -> Vec<f64> {
    let mut a = vec![0.0f64; 2 * n + 2];
    a[1] = 1.0;
    for k in 1..n {
        let mut s = 0.0;
        let mut i = 1;
        while i < 2 * k {
            s += a[i] * a[2 * k - i];
            i += 2;
        }
        a[2 * k + 1] = -s / (2 * k + 1) as f64;
    }
    (0..n).map(|k| a[2 * k + 1]).collect()
}

pub(super) fn tanh<B: M>(b: &mut B, x: B::V) -> B::V {
    let ax = b.abs(x);
    let z = b.mul(ax, ax);
    let c = tanh_coefs(14);
    let p = horner(b, z, &c[1..]);
    let az = b.mul(ax, z);
    let small = b.fma(az, p, ax);
    let two = b.cf(2.0);
    let a2 = b.mul(ax, two);
    let lim = b.cf(44.0);
    let pl = b.fset("gt", a2, lim);
    let a2 = b.sel(pl, lim, a2);
    let (eh, el) = exp_pair(b, a2, 0);
    let one = b.cf(1.0);
    let m1 = b.cf(-1.0);
    let (nh, ne) = fast2sum(b, eh, m1);
    let nl = b.add(ne, el);
    let (dh, de) = fast2sum(b, eh, one);
    let dl = b.add(de, el);
    let (qh, ql) = dd_div(b, nh, nl, dh, dl);
    let large = b.add(qh, ql);
    let th = b.cf(0.25);
    let ps = b.fset("lt", ax, th);
    let v = b.sel(ps, small, large);
    let r = with_sign(b, x, v);
    // NaN stays NaN through the arithmetic; fix it explicitly.
    let isn = b.fset("nan", x, x);
    let nan = b.cf(f64::NAN);
    b.sel(isn, nan, r)
}
