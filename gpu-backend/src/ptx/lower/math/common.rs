//! What the math families share: the instruction set [`M`] every routine is written in (its PTX
//! emitter is `emit.rs`, its host model the tests' `model.rs`), small double-double and scaling
//! helpers over it, and constants more than one family uses.

/// The instruction set the routines are written in. Values are registers: `V` is an f64, a b64
/// integer or a predicate, as the method that made it says.
pub(super) trait M {
    type V: Copy;
    /// `mov.f64 d, imm`
    fn cf(&mut self, v: f64) -> Self::V;
    /// `mov.b64 d, imm`
    fn ci(&mut self, v: u64) -> Self::V;
    /// `{add,sub,mul,div}.rn.f64`
    fn add(&mut self, a: Self::V, b: Self::V) -> Self::V;
    fn sub(&mut self, a: Self::V, b: Self::V) -> Self::V;
    fn mul(&mut self, a: Self::V, b: Self::V) -> Self::V;
    fn div(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `fma.rn.f64 d, a, b, c` = a·b + c rounded once.
    fn fma(&mut self, a: Self::V, b: Self::V, c: Self::V) -> Self::V;
    /// `sqrt.rn.f64`
    fn sqrt(&mut self, a: Self::V) -> Self::V;
    /// `neg.f64`, `abs.f64`
    fn neg(&mut self, a: Self::V) -> Self::V;
    fn abs(&mut self, a: Self::V) -> Self::V;
    /// `cvt.rni.f64.f64`: the nearest integer, ties to even.
    fn rni(&mut self, a: Self::V) -> Self::V;
    /// `setp.<c>.f64` (c: lt, le, gt, ge, eq, ne, nan, num, ...).
    fn fset(&mut self, c: &str, a: Self::V, b: Self::V) -> Self::V;
    /// `selp.f64 d, a, b, p` / `selp.b64`: p ? a : b.
    fn sel(&mut self, p: Self::V, a: Self::V, b: Self::V) -> Self::V;
    /// `mov.b64` between an f64 and a b64 register.
    fn bits(&mut self, a: Self::V) -> Self::V;
    fn from_bits(&mut self, a: Self::V) -> Self::V;
    /// b64 integer ops: `add.s64`, `sub.s64`, `and.b64`, `or.b64`, `mul.lo.u64`, `mul.hi.u64`, `rem.u64`.
    fn iop(&mut self, op: IOp, a: Self::V, b: Self::V) -> Self::V;
    /// `shl.b64`/`shr.u64`/`shr.s64` by an immediate (< 64).
    fn shift(&mut self, op: Sh, a: Self::V, n: u32) -> Self::V;
    /// The same by a b64 amount (`cvt.u32.u64` then the shift; amounts >= 64 clamp to 64).
    fn shift_v(&mut self, op: Sh, a: Self::V, n: Self::V) -> Self::V;
    /// `setp.<c>` on b64 integers, c with its type: "lt.s64", "lo.u64", "eq.s64", ...
    fn iset(&mut self, c: &str, a: Self::V, b: Self::V) -> Self::V;
    /// `cvt.rn.f64.s64`
    fn i2f(&mut self, a: Self::V) -> Self::V;
    /// `cvt.rzi.s64.f64` (used on integral values only).
    fn f2i(&mut self, a: Self::V) -> Self::V;
    /// `cvt.rn.f64.u64` and `cvt.rzi.u64.f64` (the latter on integral values only).
    fn u2f(&mut self, a: Self::V) -> Self::V;
    fn f2u(&mut self, a: Self::V) -> Self::V;
    /// `and.pred`, `or.pred`, `not.pred`
    fn pand(&mut self, a: Self::V, b: Self::V) -> Self::V;
    fn por(&mut self, a: Self::V, b: Self::V) -> Self::V;
    fn pnot(&mut self, a: Self::V) -> Self::V;
    /// `mov` of a b64 register into an existing one (loop-carried values).
    fn set(&mut self, dst: Self::V, src: Self::V);
    /// Runs `body` once, then again while the predicate it returns is true.
    fn do_while(&mut self, body: &mut dyn FnMut(&mut Self) -> Self::V);
}

#[derive(Clone, Copy, Debug)]
pub(super) enum IOp {
    Add,
    Sub,
    And,
    Or,
    MulLo,
    MulHi,
    Rem,
}

#[derive(Clone, Copy, Debug)]
pub(super) enum Sh {
    Shl,
    ShrU,
    ShrS,
}

// ---------------------------------------------------------------------------------------------
// Small helpers over M.

pub(super) fn fast2sum<B: M>(b: &mut B, a: B::V, c: B::V) -> (B::V, B::V) {
    // |a| >= |c| (or a = 0): s + e = a + c exactly.
    let s = b.add(a, c);
    let t = b.sub(a, s);
    let e = b.add(t, c);
    (s, e)
}

pub(super) fn two_sum<B: M>(b: &mut B, a: B::V, c: B::V) -> (B::V, B::V) {
    let s = b.add(a, c);
    let bb = b.sub(s, a);
    let t1 = b.sub(s, bb);
    let t2 = b.sub(a, t1);
    let t3 = b.sub(c, bb);
    let e = b.add(t2, t3);
    (s, e)
}

/// (nh + nl) / (dh + dl) as a pair.
pub(super) fn dd_div<B: M>(b: &mut B, nh: B::V, nl: B::V, dh: B::V, dl: B::V) -> (B::V, B::V) {
    let qh = b.div(nh, dh);
    let nq = b.neg(qh);
    let r = b.fma(nq, dh, nh);
    let r = b.add(r, nl);
    let r = b.fma(nq, dl, r);
    let ql = b.div(r, dh);
    (qh, ql)
}

/// Horner: c[0] + x·(c[1] + x·(c[2] + ...)), with fma.
pub(super) fn horner<B: M>(b: &mut B, x: B::V, c: &[f64]) -> B::V {
    let mut acc = b.cf(c[c.len() - 1]);
    for &k in c[..c.len() - 1].iter().rev() {
        let kk = b.cf(k);
        acc = b.fma(acc, x, kk);
    }
    acc
}

/// The sign bit of f64 `x` as a predicate.
pub(super) fn sign_bit<B: M>(b: &mut B, x: B::V) -> B::V {
    let i = b.bits(x);
    let z = b.ci(0);
    b.iset("lt.s64", i, z)
}

/// 2^k for an integral b64 k in [-1022, 1023].
pub(super) fn pow2<B: M>(b: &mut B, k: B::V) -> B::V {
    let bias = b.ci(1023);
    let e = b.iop(IOp::Add, k, bias);
    let e = b.shift(Sh::Shl, e, 52);
    b.from_bits(e)
}

/// y·2^k for a b64 k in [-2044, 2046], with one rounding (y·2^(k/2) is exact for the y used).
pub(super) fn scale<B: M>(b: &mut B, y: B::V, k: B::V) -> B::V {
    let k1 = b.shift(Sh::ShrS, k, 1);
    let k2 = b.iop(IOp::Sub, k, k1);
    let s1 = pow2(b, k1);
    let s2 = pow2(b, k2);
    let t = b.mul(y, s1);
    b.mul(t, s2)
}

pub(super) const LN2_HI: f64 = std::f64::consts::LN_2;
/// ln 2 − LN2_HI.
pub(super) const LN2_LO: f64 = 2.319046813846299558e-17;
pub(super) const LOG2E: f64 = std::f64::consts::LOG2_E;
/// log2(e) − LOG2E.
pub(super) const LOG2E_LO: f64 = 2.035527374093103311e-17;

pub(super) fn inv_factorials(from: u32, to: u32) -> Vec<f64> {
    // 1/n! for n = from..=to (rounded once from the exact rational: n! is exact in f64 up to 22!).
    (from..=to)
        .map(|n| 1.0 / (1..=n).map(|i| i as f64).product::<f64>())
        .collect()
}

/// `v` with the sign of `x` (sinh, tanh, atan2).
pub(super) fn with_sign<B: M>(b: &mut B, x: B::V, v: B::V) -> B::V {
    let s = sign_bit(b, x);
    let nv = b.neg(v);
    b.sel(s, nv, v)
}

/// Whether f64 y is an odd integer / an integer.
pub(super) fn int_odd<B: M>(b: &mut B, y: B::V) -> (B::V, B::V) {
    let ry = b.rni(y);
    let isint = b.fset("eq", ry, y);
    let half = b.cf(0.5);
    let hy = b.mul(y, half);
    let rh = b.rni(hy);
    let hint = b.fset("eq", rh, hy);
    let nh = b.pnot(hint);
    let odd = b.pand(isint, nh);
    (isint, odd)
}
