//! rsqrt: 1/sqrt in f64 with one Newton correction on a scaled argument.

use super::common::*;

pub(super) fn rsqrt<B: M>(b: &mut B, x: B::V) -> B::V {
    let one = b.cf(1.0);
    let sq = b.sqrt(x);
    let y0 = b.div(one, sq);
    // Scale x by an even power of two into [2^-600, 2^600] for the correction step.
    let hi = b.cf(f64::from_bits((1023u64 + 600) << 52));
    let lo = b.cf(f64::from_bits((1023u64 - 600) << 52));
    let pbig = b.fset("gt", x, hi);
    let psml = b.fset("lt", x, lo);
    let s_big = b.cf(f64::from_bits((1023u64 - 300) << 52)); // x·2^-600 → result·2^-300
    let s_sml = b.cf(f64::from_bits((1023u64 + 300) << 52));
    let s = b.sel(pbig, s_big, one);
    let s = b.sel(psml, s_sml, s);
    let s2 = b.mul(s, s);
    let xs = b.mul(x, s2);
    let sqs = b.sqrt(xs);
    let y = b.div(one, sqs);
    let yy = b.mul(y, y);
    let nyy = b.neg(yy);
    let yyl = b.fma(y, y, nyy);
    let nx = b.neg(xs);
    let e = b.fma(nx, yy, one);
    let e = b.fma(nx, yyl, e);
    let half = b.cf(0.5);
    let hy = b.mul(half, y);
    let y1 = b.fma(hy, e, y);
    let r = b.mul(y1, s);
    let zero = b.cf(0.0);
    let inf = b.cf(f64::INFINITY);
    let pos = b.fset("gt", x, zero);
    let fin = b.fset("lt", x, inf);
    let ok = b.pand(pos, fin);
    b.sel(ok, r, y0)
}
