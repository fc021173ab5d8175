//! Math functions and rounding to integers: floor, ceil, remf (exact), and the elementary
//! functions (exp, exp2, log, log2, sin, cos, tan, sinh, cosh, tanh, rsqrt, fpowf, fpowi, atan2)
//! within the GPU tolerances of docs/numerics.md.
//!
//! Every routine is written once, generic over [`M`]: a small instruction set of f64, 64-bit
//! integer and predicate operations. [`Emit`] appends the PTX instruction of each call; the tests'
//! `Model` executes the same operation on the host (IEEE f64 arithmetic rounds to nearest even, as
//! `add.rn.f64`, `fma.rn.f64`, `div.rn.f64`, `sqrt.rn.f64` do), so the PTX is the model
//! instruction for instruction. The narrow types are widened exactly to f64, computed there
//! (relative error ~2^-52) and rounded once to the result type.

use super::*;

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

/// Emits the PTX of each operation.
pub(super) struct Emit<'a, 'm> {
    pub l: &'a mut Lower<'m>,
}

impl Emit<'_, '_> {
    fn r(&mut self, c: RegClass) -> Reg {
        self.l.k.reg(c)
    }
    fn f2(&mut self, opc: &str, a: Reg, b: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.l.k.inst(opc, &[d.into(), a.into(), b.into()]);
        d
    }
    fn f1(&mut self, opc: &str, a: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.l.k.inst(opc, &[d.into(), a.into()]);
        d
    }
}

impl M for Emit<'_, '_> {
    type V = Reg;
    fn cf(&mut self, v: f64) -> Reg {
        let d = self.r(RegClass::F64);
        self.l.k.inst("mov.f64", &[d.into(), v.into()]);
        d
    }
    fn ci(&mut self, v: u64) -> Reg {
        let d = self.r(RegClass::B64);
        self.l.k.inst("mov.b64", &[d.into(), Operand::ImmU(v)]);
        d
    }
    fn add(&mut self, a: Reg, b: Reg) -> Reg {
        self.f2("add.rn.f64", a, b)
    }
    fn sub(&mut self, a: Reg, b: Reg) -> Reg {
        self.f2("sub.rn.f64", a, b)
    }
    fn mul(&mut self, a: Reg, b: Reg) -> Reg {
        self.f2("mul.rn.f64", a, b)
    }
    fn div(&mut self, a: Reg, b: Reg) -> Reg {
        self.f2("div.rn.f64", a, b)
    }
    fn fma(&mut self, a: Reg, b: Reg, c: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.l.k.inst("fma.rn.f64", &[d.into(), a.into(), b.into(), c.into()]);
        d
    }
    fn sqrt(&mut self, a: Reg) -> Reg {
        self.f1("sqrt.rn.f64", a)
    }
    fn neg(&mut self, a: Reg) -> Reg {
        self.f1("neg.f64", a)
    }
    fn abs(&mut self, a: Reg) -> Reg {
        self.f1("abs.f64", a)
    }
    fn rni(&mut self, a: Reg) -> Reg {
        self.f1("cvt.rni.f64.f64", a)
    }
    fn fset(&mut self, c: &str, a: Reg, b: Reg) -> Reg {
        let p = self.r(RegClass::Pred);
        self.l.k.inst(&format!("setp.{c}.f64"), &[p.into(), a.into(), b.into()]);
        p
    }
    fn sel(&mut self, p: Reg, a: Reg, b: Reg) -> Reg {
        let c = a.class();
        let d = self.r(c);
        let opc = if c == RegClass::F64 { "selp.f64" } else { "selp.b64" };
        self.l.k.inst(opc, &[d.into(), a.into(), b.into(), p.into()]);
        d
    }
    fn bits(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::B64);
        self.l.k.inst("mov.b64", &[d.into(), a.into()]);
        d
    }
    fn from_bits(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.l.k.inst("mov.b64", &[d.into(), a.into()]);
        d
    }
    fn iop(&mut self, op: IOp, a: Reg, b: Reg) -> Reg {
        let opc = match op {
            IOp::Add => "add.s64",
            IOp::Sub => "sub.s64",
            IOp::And => "and.b64",
            IOp::Or => "or.b64",
            IOp::MulLo => "mul.lo.u64",
            IOp::MulHi => "mul.hi.u64",
            IOp::Rem => "rem.u64",
        };
        let d = self.r(RegClass::B64);
        self.l.k.inst(opc, &[d.into(), a.into(), b.into()]);
        d
    }
    fn shift(&mut self, op: Sh, a: Reg, n: u32) -> Reg {
        let opc = match op {
            Sh::Shl => "shl.b64",
            Sh::ShrU => "shr.u64",
            Sh::ShrS => "shr.s64",
        };
        let d = self.r(RegClass::B64);
        self.l.k.inst(opc, &[d.into(), a.into(), n.into()]);
        d
    }
    fn shift_v(&mut self, op: Sh, a: Reg, n: Reg) -> Reg {
        let opc = match op {
            Sh::Shl => "shl.b64",
            Sh::ShrU => "shr.u64",
            Sh::ShrS => "shr.s64",
        };
        let t = self.r(RegClass::B32);
        self.l.k.inst("cvt.u32.u64", &[t.into(), n.into()]);
        let d = self.r(RegClass::B64);
        self.l.k.inst(opc, &[d.into(), a.into(), t.into()]);
        d
    }
    fn iset(&mut self, c: &str, a: Reg, b: Reg) -> Reg {
        let p = self.r(RegClass::Pred);
        self.l.k.inst(&format!("setp.{c}"), &[p.into(), a.into(), b.into()]);
        p
    }
    fn i2f(&mut self, a: Reg) -> Reg {
        self.f1("cvt.rn.f64.s64", a)
    }
    fn f2i(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::B64);
        self.l.k.inst("cvt.rzi.s64.f64", &[d.into(), a.into()]);
        d
    }
    fn u2f(&mut self, a: Reg) -> Reg {
        self.f1("cvt.rn.f64.u64", a)
    }
    fn f2u(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::B64);
        self.l.k.inst("cvt.rzi.u64.f64", &[d.into(), a.into()]);
        d
    }
    fn pand(&mut self, a: Reg, b: Reg) -> Reg {
        let d = self.r(RegClass::Pred);
        self.l.k.inst("and.pred", &[d.into(), a.into(), b.into()]);
        d
    }
    fn por(&mut self, a: Reg, b: Reg) -> Reg {
        let d = self.r(RegClass::Pred);
        self.l.k.inst("or.pred", &[d.into(), a.into(), b.into()]);
        d
    }
    fn pnot(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::Pred);
        self.l.k.inst("not.pred", &[d.into(), a.into()]);
        d
    }
    fn set(&mut self, dst: Reg, src: Reg) {
        self.l.k.inst("mov.b64", &[dst.into(), src.into()]);
    }
    fn do_while(&mut self, body: &mut dyn FnMut(&mut Self) -> Reg) {
        let top = self.l.k.label();
        self.l.k.place(top);
        let p = body(self);
        self.l.k.inst_if(p, false, "bra", &[top.into()]);
    }
}

// ---------------------------------------------------------------------------------------------
// Small helpers over M.

fn fast2sum<B: M>(b: &mut B, a: B::V, c: B::V) -> (B::V, B::V) {
    // |a| >= |c| (or a = 0): s + e = a + c exactly.
    let s = b.add(a, c);
    let t = b.sub(a, s);
    let e = b.add(t, c);
    (s, e)
}

fn two_sum<B: M>(b: &mut B, a: B::V, c: B::V) -> (B::V, B::V) {
    let s = b.add(a, c);
    let bb = b.sub(s, a);
    let t1 = b.sub(s, bb);
    let t2 = b.sub(a, t1);
    let t3 = b.sub(c, bb);
    let e = b.add(t2, t3);
    (s, e)
}

/// (nh + nl) / (dh + dl) as a pair.
fn dd_div<B: M>(b: &mut B, nh: B::V, nl: B::V, dh: B::V, dl: B::V) -> (B::V, B::V) {
    let qh = b.div(nh, dh);
    let nq = b.neg(qh);
    let r = b.fma(nq, dh, nh);
    let r = b.add(r, nl);
    let r = b.fma(nq, dl, r);
    let ql = b.div(r, dh);
    (qh, ql)
}

/// Horner: c[0] + x·(c[1] + x·(c[2] + ...)), with fma.
fn horner<B: M>(b: &mut B, x: B::V, c: &[f64]) -> B::V {
    let mut acc = b.cf(c[c.len() - 1]);
    for &k in c[..c.len() - 1].iter().rev() {
        let kk = b.cf(k);
        acc = b.fma(acc, x, kk);
    }
    acc
}

/// The sign bit of f64 `x` as a predicate.
fn sign_bit<B: M>(b: &mut B, x: B::V) -> B::V {
    let i = b.bits(x);
    let z = b.ci(0);
    b.iset("lt.s64", i, z)
}

/// 2^k for an integral b64 k in [-1022, 1023].
fn pow2<B: M>(b: &mut B, k: B::V) -> B::V {
    let bias = b.ci(1023);
    let e = b.iop(IOp::Add, k, bias);
    let e = b.shift(Sh::Shl, e, 52);
    b.from_bits(e)
}

/// y·2^k for a b64 k in [-2044, 2046], with one rounding (y·2^(k/2) is exact for the y used).
fn scale<B: M>(b: &mut B, y: B::V, k: B::V) -> B::V {
    let k1 = b.shift(Sh::ShrS, k, 1);
    let k2 = b.iop(IOp::Sub, k, k1);
    let s1 = pow2(b, k1);
    let s2 = pow2(b, k2);
    let t = b.mul(y, s1);
    b.mul(t, s2)
}

const LN2_HI: f64 = std::f64::consts::LN_2;
/// ln 2 − LN2_HI.
const LN2_LO: f64 = 2.319046813846299558e-17;
const LOG2E: f64 = std::f64::consts::LOG2_E;
/// log2(e) − LOG2E.
const LOG2E_LO: f64 = 2.035527374093103311e-17;

fn inv_factorials(from: u32, to: u32) -> Vec<f64> {
    // 1/n! for n = from..=to (rounded once from the exact rational: n! is exact in f64 up to 22!).
    (from..=to).map(|n| 1.0 / (1..=n).map(|i| i as f64).product::<f64>()).collect()
}

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
fn exp_pair<B: M>(b: &mut B, ax: B::V, extra: i64) -> (B::V, B::V) {
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

// ---------------------------------------------------------------------------------------------
// sin, cos, tan

/// 2/π in bits, most significant first, after 64 zero bits: word j holds bits 64j..64j+63 of
/// the padded string (bit p is the (p−64)-th bit after the binary point of 2/π).
const TWO_OVER_PI: [u64; 20] = [
    0x0000000000000000,
    0xa2f9836e4e441529,
    0xfc2757d1f534ddc0,
    0xdb6295993c439041,
    0xfe5163abdebbc561,
    0xb7246e3a424dd2e0,
    0x06492eea09d1921c,
    0xfe1deb1cb129a73e,
    0xe88235f52ebb4484,
    0xe99c7026b45f7e41,
    0x3991d639835339f4,
    0x9c845f8bbdf9283b,
    0x1ff897ffde05980f,
    0xef2f118b5a0a6d1f,
    0x6d367ecf27cb09b7,
    0x4f463f669e5fea2d,
    0x7527bac7ebe5f17b,
    0x3d0739f78a5292ea,
    0x6bfb5fb11f8d5d08,
    0x56033046fc7b6bab,
];

const PIO2_1: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_2: f64 = 6.123233995736766036e-17;
const PIO2_3: f64 = -1.4973849048591698e-33;

/// |x| = k·π/2 + (rh + rl), |rh + rl| <= π/4, q = k mod 4; for finite x.
fn trig_reduce<B: M>(b: &mut B, ax: B::V) -> (B::V, B::V, B::V) {
    // Cody–Waite with a three-part π/2 (|x| < 2^20).
    let tpi = b.cf(std::f64::consts::FRAC_2_PI);
    let t = b.mul(ax, tpi);
    let k = b.rni(t);
    let nk = b.neg(k);
    let p1 = b.cf(PIO2_1);
    let r1 = b.fma(nk, p1, ax); // exact
    let p2 = b.cf(PIO2_2);
    let wh = b.mul(k, p2);
    let nwh = b.neg(wh);
    let wl = b.fma(k, p2, nwh);
    let p3 = b.cf(PIO2_3);
    let wl = b.fma(k, p3, wl);
    let (ch, ce) = two_sum(b, r1, nwh);
    let cl = b.sub(ce, wl);
    let kq = b.f2i(k);
    let three = b.ci(3);
    let cq = b.iop(IOp::And, kq, three);

    // Payne–Hanek: |x| = m·2^ex; the bits of 2/π from 2^-(ex-1) on, 192 of them, times m.
    let ix = b.bits(ax);
    let mmask = b.ci((1u64 << 52) - 1);
    let frac = b.iop(IOp::And, ix, mmask);
    let hid = b.ci(1u64 << 52);
    let m = b.iop(IOp::Or, frac, hid);
    let bexp = b.shift(Sh::ShrU, ix, 52);
    // Window start: bit i0 = ex − 1 of 2/π, padded position p0 = i0 + 63 = biased − 1013.
    let c1013 = b.ci((-1013i64) as u64);
    let p0 = b.iop(IOp::Add, bexp, c1013);
    let zero = b.ci(0);
    let neg = b.iset("lt.s64", p0, zero);
    let p0 = b.sel(neg, zero, p0);
    let j0 = b.shift(Sh::ShrU, p0, 6);
    let c63 = b.ci(63);
    let sh = b.iop(IOp::And, p0, c63);
    let c64 = b.ci(64);
    let rsh = b.iop(IOp::Sub, c64, sh);
    // w[j0 + i] for i = 0..4 (j0 <= 16), by selection.
    let mut w = Vec::new();
    for i in 0..4usize {
        let mut v = b.ci(TWO_OVER_PI[i]);
        for j in 1..=16usize {
            let jj = b.ci(j as u64);
            let p = b.iset("eq.s64", j0, jj);
            let c = b.ci(TWO_OVER_PI[j + i]);
            v = b.sel(p, c, v);
        }
        w.push(v);
    }
    let mut win = Vec::new();
    for i in 0..3 {
        let a = b.shift_v(Sh::Shl, w[i], sh);
        let c = b.shift_v(Sh::ShrU, w[i + 1], rsh); // shift by 64 gives 0
        win.push(b.iop(IOp::Or, a, c));
    }
    let (w2, w1, w0) = (win[0], win[1], win[2]);
    let l0 = b.iop(IOp::MulLo, m, w0);
    let h0 = b.iop(IOp::MulHi, m, w0);
    let l1 = b.iop(IOp::MulLo, m, w1);
    let h1 = b.iop(IOp::MulHi, m, w1);
    let l2 = b.iop(IOp::MulLo, m, w2);
    let word1 = b.iop(IOp::Add, h0, l1);
    let carry = b.iset("lo.u64", word1, h0);
    let one = b.ci(1);
    let cy = b.sel(carry, one, zero);
    let word2 = b.iop(IOp::Add, h1, l2);
    let word2 = b.iop(IOp::Add, word2, cy);
    let q = b.shift(Sh::ShrU, word2, 62);
    let a = b.shift(Sh::Shl, word2, 2);
    let c = b.shift(Sh::ShrU, word1, 62);
    let top = b.iop(IOp::Or, a, c);
    let a = b.shift(Sh::Shl, word1, 2);
    let c = b.shift(Sh::ShrU, l0, 62);
    let next = b.iop(IOp::Or, a, c);
    let rnd = b.shift(Sh::ShrU, top, 63);
    let q = b.iop(IOp::Add, q, rnd);
    let pq = b.iop(IOp::And, q, three);
    // The signed fraction top·2^-64 + next·2^-128 as a pair.
    let th = b.shift(Sh::ShrS, top, 32);
    let fa = b.i2f(th);
    let s32 = b.cf(2.3283064365386963e-10); // 2^-32
    let fa = b.mul(fa, s32);
    let m32 = b.ci(0xFFFF_FFFF);
    let tl = b.iop(IOp::And, top, m32);
    let fb = b.i2f(tl);
    let s64 = b.cf(5.421010862427522e-20); // 2^-64
    let fb = b.mul(fb, s64);
    let nx = b.shift(Sh::ShrU, next, 11);
    let fc = b.i2f(nx);
    let s117 = b.cf(f64::from_bits((1023u64 - 117) << 52));
    let fc = b.mul(fc, s117);
    let (sh_, e1) = two_sum(b, fa, fb);
    let sl_ = b.add(e1, fc);
    let ph = b.cf(PIO2_1);
    let rh = b.mul(sh_, ph);
    let nrh = b.neg(rh);
    let rl = b.fma(sh_, ph, nrh);
    let pl = b.cf(PIO2_2);
    let rl = b.fma(sh_, pl, rl);
    let rl = b.fma(sl_, ph, rl);

    let lim = b.cf(1048576.0); // 2^20
    let big = b.fset("ge", ax, lim);
    let rh = b.sel(big, rh, ch);
    let rl = b.sel(big, rl, cl);
    let q = b.sel(big, pq, cq);
    (rh, rl, q)
}

/// sin(rh + rl) for |r| <= π/4 as a pair.
fn sin_k<B: M>(b: &mut B, rh: B::V, rl: B::V) -> (B::V, B::V) {
    let z = b.mul(rh, rh);
    // (sin r − r)/r³ = −1/3! + z/5! − ... (terms to r^19)
    let c: Vec<f64> = (1..=9).map(|n| {
        let v = inv_factorials(2 * n + 1, 2 * n + 1)[0];
        if n % 2 == 1 { -v } else { v }
    }).collect();
    let p = horner(b, z, &c);
    let rz = b.mul(rh, z);
    let t = b.fma(rz, p, rl);
    fast2sum(b, rh, t)
}

/// cos(rh + rl) for |r| <= π/4 as a pair.
fn cos_k<B: M>(b: &mut B, rh: B::V, rl: B::V) -> (B::V, B::V) {
    let z = b.mul(rh, rh);
    let nz = b.neg(z);
    let zl = b.fma(rh, rh, nz);
    let half = b.cf(0.5);
    let hz = b.mul(half, z);
    let one = b.cf(1.0);
    let w = b.sub(one, hz);
    // (cos r − 1 + r²/2)/r⁴ = 1/4! − z/6! + ... (terms to r^18)
    let c: Vec<f64> = (2..=9).map(|n| {
        let v = inv_factorials(2 * n, 2 * n)[0];
        if n % 2 == 0 { v } else { -v }
    }).collect();
    let p = horner(b, z, &c);
    let rr = b.mul(rh, rl);
    let corr = b.fma(half, zl, rr);
    let ncorr = b.neg(corr);
    let zz = b.mul(z, z);
    let t = b.fma(zz, p, ncorr);
    let e = b.sub(one, w);
    let e = b.sub(e, hz);
    let t = b.add(e, t);
    fast2sum(b, w, t)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Trig {
    Sin,
    Cos,
    Tan,
}

pub(super) fn trig<B: M>(b: &mut B, x: B::V, f: Trig) -> B::V {
    let ax = b.abs(x);
    let (rh, rl, q) = trig_reduce(b, ax);
    let (sh, sl) = sin_k(b, rh, rl);
    let (ch, cl) = cos_k(b, rh, rl);
    let zero = b.ci(0);
    let one = b.ci(1);
    let q1 = b.iop(IOp::And, q, one);
    let odd = b.iset("ne.s64", q1, zero);
    let two = b.ci(2);
    let q2 = b.iop(IOp::And, q, two);
    let hi2 = b.iset("ne.s64", q2, zero);
    let sx = sign_bit(b, x);
    let res = match f {
        Trig::Sin | Trig::Cos => {
            // sin: q = 0 s, 1 c, 2 −s, 3 −c; cos: q = 0 c, 1 −s, 2 −c, 3 s.
            let (a, c) = if f == Trig::Sin { ((sh, sl), (ch, cl)) } else { ((ch, cl), (sh, sl)) };
            let h = b.sel(odd, c.0, a.0);
            let l = b.sel(odd, c.1, a.1);
            let v = b.add(h, l);
            let nv = b.neg(v);
            let flip = if f == Trig::Sin {
                let p = b.pnot(sx);
                let p2 = b.pand(hi2, p);
                let np = b.pnot(hi2);
                let p3 = b.pand(np, sx);
                b.por(p2, p3)
            } else {
                // cos: negative for q = 1, 2
                let q12 = b.iop(IOp::Sub, q, one);
                let lt2 = b.iset("lo.u64", q12, two);
                lt2
            };
            b.sel(flip, nv, v)
        }
        Trig::Tan => {
            // tan = s/c (q even), −c/s (q odd).
            let nh = b.sel(odd, ch, sh);
            let nl = b.sel(odd, cl, sl);
            let dh = b.sel(odd, sh, ch);
            let dl = b.sel(odd, sl, cl);
            let (qh, ql) = dd_div(b, nh, nl, dh, dl);
            let v = b.add(qh, ql);
            let nv = b.neg(v);
            // negative when q is odd xor x is negative
            let np = b.pnot(sx);
            let f1 = b.pand(odd, np);
            let no = b.pnot(odd);
            let f2 = b.pand(no, sx);
            let fl = b.por(f1, f2);
            b.sel(fl, nv, v)
        }
    };
    let inf = b.cf(f64::INFINITY);
    let fin = b.fset("lt", ax, inf);
    let nan = b.cf(f64::NAN);
    b.sel(fin, res, nan)
}

// ---------------------------------------------------------------------------------------------
// sinh, cosh, tanh

fn with_sign<B: M>(b: &mut B, x: B::V, v: B::V) -> B::V {
    let s = sign_bit(b, x);
    let nv = b.neg(v);
    b.sel(s, nv, v)
}

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
    let c: Vec<f64> = (1..=10).map(|n| inv_factorials(2 * n + 1, 2 * n + 1)[0]).collect();
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

// ---------------------------------------------------------------------------------------------
// rsqrt

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

// ---------------------------------------------------------------------------------------------
// pow, atan2 (for results of at most f32 precision: plain f64 evaluation)

/// Whether f64 y is an odd integer / an integer.
fn int_odd<B: M>(b: &mut B, y: B::V) -> (B::V, B::V) {
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
    let c: Vec<f64> = (1..=13).map(|n| if n % 2 == 1 { -1.0 / (2 * n + 1) as f64 } else { 1.0 / (2 * n + 1) as f64 }).collect();
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

// ---------------------------------------------------------------------------------------------
// remf

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

// ---------------------------------------------------------------------------------------------
// Lowering.

/// Widens a register of float type `e` to f64 (exact), flushing an f32 subnormal first with `ftz`.
fn widen(l: &mut Lower, e: ElemType, x: Reg, ftz: bool) -> Reg {
    let d = l.k.reg(RegClass::F64);
    match e {
        ElemType::F64 => l.k.inst("mov.f64", &[d.into(), x.into()]),
        ElemType::F32 => {
            let src = if ftz {
                // x + 0 would not do (−0); flush by testing.
                let p = l.k.reg(RegClass::Pred);
                l.k.inst("testp.subnormal.f32", &[p.into(), x.into()]);
                let t = l.k.reg(RegClass::F32);
                l.k.inst("mov.b32", &[t.into(), x.into()]);
                let s = l.k.reg(RegClass::B32);
                l.k.inst("and.b32", &[s.into(), x.into(), Operand::ImmU(0x8000_0000)]);
                l.k.inst_if(p, false, "mov.b32", &[t.into(), s.into()]);
                t
            } else {
                x
            };
            l.k.inst("cvt.f64.f32", &[d.into(), src.into()]);
        }
        ElemType::F16 => l.k.inst("cvt.f64.f16", &[d.into(), x.into()]),
        _ => {
            let t = l.k.reg(RegClass::F32);
            l.k.inst("cvt.f32.bf16", &[t.into(), x.into()]);
            l.k.inst("cvt.f64.f32", &[d.into(), t.into()]);
        }
    }
    d
}

/// Rounds f64 `v` once to float type `e` (nearest even), flushes an f32 subnormal result with
/// `ftz`, and canonicalises NaN.
fn narrow(l: &mut Lower, e: ElemType, v: Reg, ftz: bool) -> Reg {
    let d = match e {
        ElemType::F64 => {
            let d = l.k.reg(RegClass::F64);
            l.k.inst("mov.f64", &[d.into(), v.into()]);
            d
        }
        ElemType::F32 => {
            let d = l.k.reg(RegClass::F32);
            l.k.inst("cvt.rn.f32.f64", &[d.into(), v.into()]);
            if ftz {
                let p = l.k.reg(RegClass::Pred);
                l.k.inst("testp.subnormal.f32", &[p.into(), d.into()]);
                let s = l.k.reg(RegClass::B32);
                l.k.inst("and.b32", &[s.into(), d.into(), Operand::ImmU(0x8000_0000)]);
                l.k.inst_if(p, false, "mov.b32", &[d.into(), s.into()]);
            }
            d
        }
        ElemType::F16 => {
            let d = l.k.reg(RegClass::B16);
            l.k.inst("cvt.rn.f16.f64", &[d.into(), v.into()]);
            d
        }
        _ => {
            // bf16: round to odd into f32 (truncate, then set the last bit when inexact), then to
            // nearest even into bf16: the same as one rounding (f32 keeps 16 more bits).
            let t = l.k.reg(RegClass::F32);
            l.k.inst("cvt.rz.f32.f64", &[t.into(), v.into()]);
            let back = l.k.reg(RegClass::F64);
            l.k.inst("cvt.f64.f32", &[back.into(), t.into()]);
            let p = l.k.reg(RegClass::Pred);
            l.k.inst("setp.neu.f64", &[p.into(), back.into(), v.into()]);
            let tb = l.k.reg(RegClass::B32);
            l.k.inst("mov.b32", &[tb.into(), t.into()]);
            l.k.inst_if(p, false, "or.b32", &[tb.into(), tb.into(), Operand::ImmU(1)]);
            let t2 = l.k.reg(RegClass::F32);
            l.k.inst("mov.b32", &[t2.into(), tb.into()]);
            let d = l.k.reg(RegClass::B16);
            l.k.inst("cvt.rn.bf16.f32", &[d.into(), t2.into()]);
            d
        }
    };
    l.canon_nan(e, d);
    d
}

fn math_elem(l: &Lower, op: &Op) -> LResult<(ElemType, bool)> {
    let e = float_elem(l, op)?;
    let ftz = op.has_unit("flush_to_zero");
    Ok((e, ftz))
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Unary {
    Exp,
    Exp2,
    Log,
    Log2,
    Sin,
    Cos,
    Tan,
    Sinh,
    Cosh,
    Tanh,
    Rsqrt,
    /// f32 `exp rounding<approx>`: 2^RN_f32(x·log2 e).
    ExpApprox,
}

pub(super) fn unary_f64<B: M>(b: &mut B, f: Unary, x: B::V) -> B::V {
    match f {
        Unary::Exp => exp(b, x),
        Unary::Exp2 | Unary::ExpApprox => exp2(b, x),
        Unary::Log => log(b, x),
        Unary::Log2 => log2(b, x),
        Unary::Sin => trig(b, x, Trig::Sin),
        Unary::Cos => trig(b, x, Trig::Cos),
        Unary::Tan => trig(b, x, Trig::Tan),
        Unary::Sinh => sinh(b, x),
        Unary::Cosh => cosh(b, x),
        Unary::Tanh => tanh(b, x),
        Unary::Rsqrt => rsqrt(b, x),
    }
}

pub(super) fn math_unary(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let name = op.name();
    let approx = op.enum_attr::<RoundingMode>("rounding_mode") == Some(RoundingMode::Approx);
    let f = match name {
        "exp" if approx => Unary::ExpApprox,
        "exp" => Unary::Exp,
        "exp2" => Unary::Exp2,
        "log" => Unary::Log,
        "log2" => Unary::Log2,
        "sin" => Unary::Sin,
        "cos" => Unary::Cos,
        "tan" => Unary::Tan,
        "sinh" => Unary::Sinh,
        "cosh" => Unary::Cosh,
        "tanh" => Unary::Tanh,
        "rsqrt" => Unary::Rsqrt,
        _ => return Err(unsup("math", format!("{name}: not a unary math function"))),
    };
    if f == Unary::ExpApprox && (e != ElemType::F32 || ftz) {
        return Err(unsup(name, "exp rounding<approx> is lowered for f32 without flush_to_zero only"));
    }
    map_each(l, op, e, &mut |l, x| {
        let xd = if f == Unary::ExpApprox {
            // The reference: exp2 of x·log2(e) rounded to f32.
            let t = l.k.reg(RegClass::F32);
            l.k.inst("mul.rn.f32", &[t.into(), x.into(), Operand::F32(std::f32::consts::LOG2_E)]);
            widen(l, ElemType::F32, t, false)
        } else {
            widen(l, e, x, ftz)
        };
        let r = unary_f64(&mut Emit { l: &mut *l }, f, xd);
        narrow(l, e, r, ftz)
    })
}

fn binary_elems(l: &Lower, op: &Op) -> LResult<(ElemType, bool)> {
    let (e, ftz) = math_elem(l, op)?;
    Ok((e, ftz))
}

/// fpowf and atan2: f32, f16, bf16 (evaluated in f64).
pub(super) fn math_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = binary_elems(l, op)?;
    let name = op.name();
    if e == ElemType::F64 {
        return Err(unsup(name, "f64 needs double-double log/exp (pow) or a correction of the division (atan2) to stay within 2 ulp: not lowered"));
    }
    let (a, bt) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&bt.regs) {
        let xd = widen(l, e, x, ftz);
        let yd = widen(l, e, y, ftz);
        let r = {
            let mut b = Emit { l: &mut *l };
            if name == "fpowf" { pow_narrow(&mut b, xd, yd) } else { atan2_narrow(&mut b, xd, yd) }
        };
        regs.push(narrow(l, e, r, ftz));
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// The signed integer exponent of fpowi as f64 (exact below 2^53; i64 rounds like the reference).
fn exponent_f64(l: &mut Lower, ie: ElemType, n: Reg) -> Reg {
    let d = l.k.reg(RegClass::F64);
    match ie {
        ElemType::I1 => l.k.inst("selp.f64", &[d.into(), Operand::F64(-1.0), Operand::F64(0.0), n.into()]),
        ElemType::I8 | ElemType::I16 => l.k.inst("cvt.rn.f64.s16", &[d.into(), n.into()]),
        ElemType::I32 => l.k.inst("cvt.rn.f64.s32", &[d.into(), n.into()]),
        _ => l.k.inst("cvt.rn.f64.s64", &[d.into(), n.into()]),
    }
    d
}

/// The signed integer exponent of fpowi sign-extended to 64 bits.
fn exponent_i64(l: &mut Lower, ie: ElemType, n: Reg) -> Reg {
    let d = l.k.reg(RegClass::B64);
    match ie {
        ElemType::I1 => l.k.inst("selp.b64", &[d.into(), Operand::Imm(-1), Operand::ImmU(0), n.into()]),
        ElemType::I8 | ElemType::I16 => l.k.inst("cvt.s64.s16", &[d.into(), n.into()]),
        ElemType::I32 => l.k.inst("cvt.s64.s32", &[d.into(), n.into()]),
        _ => l.k.inst("mov.b64", &[d.into(), n.into()]),
    }
    d
}

pub(super) fn math_fpowi(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let ie = l.num_elem(op, op.operands[1])?;
    if !ie.is_int() {
        return Err(unsup("fpowi", "the exponent must be an integer"));
    }
    let (a, nt) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &n) in a.regs.iter().zip(&nt.regs) {
        let xd = widen(l, e, x, ftz);
        let r = if e == ElemType::F64 {
            let ni = exponent_i64(l, ie, n);
            powi_f64(&mut Emit { l: &mut *l }, xd, ni)
        } else {
            let yd = exponent_f64(l, ie, n);
            pow_narrow(&mut Emit { l: &mut *l }, xd, yd)
        };
        regs.push(narrow(l, e, r, ftz));
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// remf: C fmod, exact; f32/f16/bf16 through f64 (exact both ways: the result is representable).
pub(super) fn remf(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let (a, bt) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&bt.regs) {
        let xd = widen(l, e, x, ftz);
        let yd = widen(l, e, y, ftz);
        let r = fmod(&mut Emit { l: &mut *l }, xd, yd);
        regs.push(narrow(l, e, r, ftz));
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// floor/ceil: `cvt.rmi`/`cvt.rpi` on f32/f64 are exact (the integer is representable); f16 and
/// bf16 go through f32 (exact both ways). With flush_to_zero (f32) the input is flushed (`.ftz`).
pub(super) fn floor_ceil(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let r = if op.name() == "floor" { "rmi" } else { "rpi" };
    let c = class_of(e).unwrap();
    let z = if ftz { ".ftz" } else { "" };
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(c);
        match e {
            ElemType::F32 | ElemType::F64 => l.k.inst(&format!("cvt.{r}{z}.{}.{}", fty(e), fty(e)), &[d.into(), x.into()]),
            _ => {
                let t = l.k.reg(RegClass::F32);
                l.k.inst(&format!("cvt.f32.{}", fty(e)), &[t.into(), x.into()]);
                l.k.inst(&format!("cvt.{r}.f32.f32"), &[t.into(), t.into()]);
                l.k.inst(&format!("cvt.rn.{}.f32", fty(e)), &[d.into(), t.into()]);
            }
        }
        l.canon_nan(e, d);
        d
    })
}


#[cfg(test)]
mod model {
    //! The host model of [`M`]: a register file of bit patterns, each method the IEEE/PTX
    //! operation of the instruction [`Emit`] writes for it. The routines above run unchanged on
    //! it and are compared with the interpreter's reference (`tileref_interp::numeric::math`).

    use super::*;
    use tileref_interp::numeric::{self as num, Env, Format, Rounding, BF16, F16, F32, F64};

    #[derive(Default)]
    pub struct Model {
        r: Vec<u64>,
    }

    impl Model {
        fn push(&mut self, v: u64) -> usize {
            self.r.push(v);
            self.r.len() - 1
        }
        fn f(&self, i: usize) -> f64 {
            f64::from_bits(self.r[i])
        }
        fn pf(&mut self, v: f64) -> usize {
            self.push(v.to_bits())
        }
        pub fn val(&self, i: usize) -> f64 {
            self.f(i)
        }
    }

    fn shift(op: Sh, a: u64, n: u64) -> u64 {
        match op {
            Sh::Shl => if n >= 64 { 0 } else { a << n },
            Sh::ShrU => if n >= 64 { 0 } else { a >> n },
            Sh::ShrS => ((a as i64) >> n.min(63)) as u64,
        }
    }

    impl M for Model {
        type V = usize;
        fn cf(&mut self, v: f64) -> usize {
            self.pf(v)
        }
        fn ci(&mut self, v: u64) -> usize {
            self.push(v)
        }
        fn add(&mut self, a: usize, b: usize) -> usize {
            self.pf(self.f(a) + self.f(b))
        }
        fn sub(&mut self, a: usize, b: usize) -> usize {
            self.pf(self.f(a) - self.f(b))
        }
        fn mul(&mut self, a: usize, b: usize) -> usize {
            self.pf(self.f(a) * self.f(b))
        }
        fn div(&mut self, a: usize, b: usize) -> usize {
            self.pf(self.f(a) / self.f(b))
        }
        fn fma(&mut self, a: usize, b: usize, c: usize) -> usize {
            self.pf(self.f(a).mul_add(self.f(b), self.f(c)))
        }
        fn sqrt(&mut self, a: usize) -> usize {
            self.pf(self.f(a).sqrt())
        }
        fn neg(&mut self, a: usize) -> usize {
            self.push(self.r[a] ^ (1 << 63))
        }
        fn abs(&mut self, a: usize) -> usize {
            self.push(self.r[a] & !(1 << 63))
        }
        fn rni(&mut self, a: usize) -> usize {
            self.pf(self.f(a).round_ties_even())
        }
        fn fset(&mut self, c: &str, a: usize, b: usize) -> usize {
            let (x, y) = (self.f(a), self.f(b));
            let v = match c {
                "lt" => x < y,
                "le" => x <= y,
                "gt" => x > y,
                "ge" => x >= y,
                "eq" => x == y,
                "ne" => x < y || x > y,
                "neu" => x != y,
                "nan" => x.is_nan() || y.is_nan(),
                _ => panic!("fset {c}"),
            };
            self.push(v as u64)
        }
        fn sel(&mut self, p: usize, a: usize, b: usize) -> usize {
            let v = if self.r[p] != 0 { self.r[a] } else { self.r[b] };
            self.push(v)
        }
        fn bits(&mut self, a: usize) -> usize {
            self.push(self.r[a])
        }
        fn from_bits(&mut self, a: usize) -> usize {
            self.push(self.r[a])
        }
        fn iop(&mut self, op: IOp, a: usize, b: usize) -> usize {
            let (x, y) = (self.r[a], self.r[b]);
            let v = match op {
                IOp::Add => x.wrapping_add(y),
                IOp::Sub => x.wrapping_sub(y),
                IOp::And => x & y,
                IOp::Or => x | y,
                IOp::MulLo => x.wrapping_mul(y),
                IOp::MulHi => ((x as u128 * y as u128) >> 64) as u64,
                IOp::Rem => x % y,
            };
            self.push(v)
        }
        fn shift(&mut self, op: Sh, a: usize, n: u32) -> usize {
            self.push(shift(op, self.r[a], n as u64))
        }
        fn shift_v(&mut self, op: Sh, a: usize, n: usize) -> usize {
            // cvt.u32.u64 keeps the low 32 bits; PTX clamps amounts above the width.
            let amount = self.r[n] & 0xFFFF_FFFF;
            self.push(shift(op, self.r[a], amount))
        }
        fn iset(&mut self, c: &str, a: usize, b: usize) -> usize {
            let (x, y) = (self.r[a], self.r[b]);
            let (sx, sy) = (x as i64, y as i64);
            let v = match c {
                "lt.s64" => sx < sy,
                "gt.s64" => sx > sy,
                "eq.s64" => x == y,
                "ne.s64" => x != y,
                "lo.u64" => x < y,
                "ge.u64" => x >= y,
                "gt.u64" => x > y,
                _ => panic!("iset {c}"),
            };
            self.push(v as u64)
        }
        fn i2f(&mut self, a: usize) -> usize {
            self.pf(self.r[a] as i64 as f64)
        }
        fn f2i(&mut self, a: usize) -> usize {
            self.push(self.f(a) as i64 as u64)
        }
        fn u2f(&mut self, a: usize) -> usize {
            self.pf(self.r[a] as f64)
        }
        fn f2u(&mut self, a: usize) -> usize {
            self.push(self.f(a) as u64)
        }
        fn pand(&mut self, a: usize, b: usize) -> usize {
            self.push(self.r[a] & self.r[b])
        }
        fn por(&mut self, a: usize, b: usize) -> usize {
            self.push(self.r[a] | self.r[b])
        }
        fn pnot(&mut self, a: usize) -> usize {
            self.push(self.r[a] ^ 1)
        }
        fn set(&mut self, dst: usize, src: usize) {
            self.r[dst] = self.r[src];
        }
        fn do_while(&mut self, body: &mut dyn FnMut(&mut Self) -> usize) {
            loop {
                let p = body(self);
                if self.r[p] == 0 {
                    break;
                }
            }
        }
    }

    /// The model of [`widen`]: exact, with the f32 input flush.
    pub fn widen_m(fmt: &Format, x: u64, ftz: bool) -> f64 {
        let x = if ftz && *fmt == F32 && fmt.classify(x) == num::Class::Subnormal { x & fmt.sign_bit() } else { x };
        fmt.to_f64(x)
    }

    fn cvt(from: &Format, to: &Format, mode: Rounding, x: u64) -> u64 {
        num::ftof(from, to, &Env::new(mode), x).bits
    }

    /// The model of [`narrow`], instruction by instruction.
    pub fn narrow_m(fmt: &Format, v: f64, ftz: bool) -> u64 {
        let r = if *fmt == F64 {
            v.to_bits()
        } else if *fmt == F32 {
            let d = (v as f32).to_bits() as u64; // cvt.rn.f32.f64
            if ftz && F32.classify(d) == num::Class::Subnormal { d & 0x8000_0000 } else { d }
        } else if *fmt == F16 {
            cvt(&F64, &F16, Rounding::NearestEven, v.to_bits()) // cvt.rn.f16.f64
        } else {
            let t = cvt(&F64, &F32, Rounding::Zero, v.to_bits()); // cvt.rz.f32.f64
            let back = f32::from_bits(t as u32) as f64; // cvt.f64.f32
            let t = if back != v { t | 1 } else { t }; // setp.neu, or.b32
            cvt(&F32, &BF16, Rounding::NearestEven, t) // cvt.rn.bf16.f32
        };
        if fmt.is_nan(r) { fmt.canonical_nan().unwrap() } else { r }
    }

    pub fn run1(f: &dyn Fn(&mut Model, usize) -> usize, x: f64) -> f64 {
        let mut m = Model::default();
        let xi = m.pf(x);
        let r = f(&mut m, xi);
        m.val(r)
    }

    pub fn run2(f: &dyn Fn(&mut Model, usize, usize) -> usize, x: f64, y: f64) -> f64 {
        let mut m = Model::default();
        let xi = m.pf(x);
        let yi = m.pf(y);
        let r = f(&mut m, xi, yi);
        m.val(r)
    }

    /// xorshift64*
    pub struct Rng(pub u64);
    impl Rng {
        pub fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    /// Inputs of `fmt`: specials, then random bit patterns and random values of |x| <= 2^lim_exp.
    pub fn inputs(fmt: &Format, n: usize, seed: u64, scale: f64) -> Vec<u64> {
        let mut v: Vec<u64> = Vec::new();
        let w = fmt.bits();
        let mask = fmt.mask();
        let sign = fmt.sign_bit();
        let inf = fmt.inf().unwrap();
        for s in [0, sign] {
            for b in [0u64, 1, 2, 3, mask >> (w - fmt.man_bits), inf, inf - 1, inf | 1, inf >> 1, (inf >> 1) + 1, (inf >> 1) - 1] {
                v.push((b | s) & mask);
            }
        }
        let mut r = Rng(seed);
        if w <= 16 {
            return (0..=mask).collect();
        }
        while v.len() < n {
            let k = r.next();
            if k % 3 == 0 {
                v.push(k & mask);
            } else {
                // uniform in [-scale, scale], and scaled by random powers of two below
                let u = (k >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
                let e = if k % 3 == 1 { 0 } else { -((r.next() % 40) as i32) };
                let x = u * scale * 2f64.powi(e);
                let bits = if *fmt == F32 { (x as f32).to_bits() as u64 } else { x.to_bits() };
                v.push(bits);
            }
        }
        v
    }
}

#[cfg(test)]
mod accuracy {
    use super::model::*;
    use super::*;
    use tileref_interp::numeric::math::{self as rm, MathFn, TolOp};
    use tileref_interp::numeric::{float_ops, Env, Format, Rounding, BF16, F16, F32, F64};

    fn mf(f: Unary) -> MathFn {
        match f {
            Unary::Exp | Unary::ExpApprox => MathFn::Exp,
            Unary::Exp2 => MathFn::Exp2,
            Unary::Log => MathFn::Log,
            Unary::Log2 => MathFn::Log2,
            Unary::Sin => MathFn::Sin,
            Unary::Cos => MathFn::Cos,
            Unary::Tan => MathFn::Tan,
            Unary::Sinh => MathFn::Sinh,
            Unary::Cosh => MathFn::Cosh,
            Unary::Tanh => MathFn::Tanh,
            Unary::Rsqrt => MathFn::Rsqrt,
        }
    }

    const ALL: [Unary; 11] =
        [Unary::Exp, Unary::Exp2, Unary::Log, Unary::Log2, Unary::Sin, Unary::Cos, Unary::Tan, Unary::Sinh, Unary::Cosh, Unary::Tanh, Unary::Rsqrt];

    /// Range of interesting |x| per function (random values are drawn within it and below).
    fn scale(f: Unary) -> f64 {
        match f {
            Unary::Exp | Unary::Sinh | Unary::Cosh => 720.0,
            Unary::Exp2 => 1080.0,
            Unary::Tanh => 24.0,
            Unary::Sin | Unary::Cos | Unary::Tan => 1e6,
            _ => 1e30,
        }
    }

    /// Max ulp error of the model against the reference; panics on a result outside `tol` or on
    /// NaN bits that differ.
    fn check_unary(f: Unary, fmt: &Format, ftz: bool, n: usize) -> u64 {
        let env = Env::new(Rounding::NearestEven).ftz(ftz);
        let tol = rm::tolerance_ulps(TolOp::Math(mf(f)), fmt) as u64;
        let mut worst = (0u64, 0u64);
        let mut xs = inputs(fmt, n, 0x9E37_79B9_7F4A_7C15 ^ (f as u64) << 8, scale(f));
        // huge and tiny magnitudes as well
        xs.extend(inputs(fmt, n / 4, 77 + f as u64, f64::MAX.min(if *fmt == F32 { 3e38 } else { 1e300 })));
        for &x in &xs {
            let want = rm::unary(mf(f), fmt, &env, x).unwrap();
            let got = narrow_m(fmt, run1(&|m, v| unary_f64(m, f, v), widen_m(fmt, x, ftz)), ftz);
            let d = rm::ulp_distance(fmt, want, got);
            assert!(fmt.is_nan(want) == fmt.is_nan(got) && (!fmt.is_nan(got) || want == got), "{f:?} {} x={x:#x}: want {want:#x} got {got:#x}", fmt.name);
            assert!(d <= tol, "{f:?} {} x={x:#x}: want {want:#x} got {got:#x} ({d} ulp > {tol})", fmt.name);
            if d > worst.0 {
                worst = (d, x);
            }
        }
        eprintln!("{f:?} {}{}: {} inputs, max {} ulp (at {:#x}), tolerance {tol}", fmt.name, if ftz { " ftz" } else { "" }, xs.len(), worst.0, worst.1);
        worst.0
    }

    #[test]
    fn unary_f32() {
        for f in ALL {
            check_unary(f, &F32, false, 100_000);
        }
        check_unary(Unary::Exp2, &F32, true, 20_000);
        check_unary(Unary::Rsqrt, &F32, true, 20_000);
    }

    #[test]
    fn unary_f16_bf16_every_input() {
        for f in ALL {
            check_unary(f, &F16, false, 0);
            check_unary(f, &BF16, false, 0);
        }
    }

    #[test]
    fn unary_f64_model() {
        for f in ALL {
            check_unary(f, &F64, false, 100_000);
        }
    }

    #[test]
    fn exp_approx_f32() {
        let mut worst = 0;
        for &x in &inputs(&F32, 100_000, 5, 100.0) {
            let xf = f32::from_bits(x as u32);
            let want = rm::exp_approx_f32(xf).to_bits() as u64;
            let want = if F32.is_nan(want) { 0x7FFF_FFFF } else { want };
            let t = xf * std::f32::consts::LOG2_E; // mul.rn.f32
            let got = narrow_m(&F32, run1(&|m, v| unary_f64(m, Unary::ExpApprox, v), t as f64), false);
            let d = rm::ulp_distance(&F32, want, got);
            assert!(d <= 2, "x={x:#x} want {want:#x} got {got:#x}");
            worst = worst.max(d);
        }
        eprintln!("exp approx f32: max {worst} ulp");
    }

    fn check_binary(name: &str, fmt: &Format, n: usize) {
        let env = Env::new(Rounding::NearestEven);
        let tol = rm::tolerance_ulps(if name == "pow" { TolOp::Pow } else { TolOp::Atan2 }, fmt) as u64;
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
                (rm::pow(fmt, &env, x, y).unwrap(), narrow_m(fmt, run2(&|m, a, b| pow_narrow(m, a, b), fmt.to_f64(x), fmt.to_f64(y)), false))
            } else {
                (rm::atan2(fmt, &env, x, y).unwrap(), narrow_m(fmt, run2(&|m, a, b| atan2_narrow(m, a, b), fmt.to_f64(x), fmt.to_f64(y)), false))
            };
            let d = rm::ulp_distance(fmt, want, got);
            assert!(fmt.is_nan(want) == fmt.is_nan(got) && (!fmt.is_nan(got) || want == got), "{name} {} {x:#x} {y:#x}: want {want:#x} got {got:#x}", fmt.name);
            assert!(d <= tol, "{name} {} x={x:#x} y={y:#x}: want {want:#x} got {got:#x} ({d} ulp)", fmt.name);
            worst = worst.max(d);
            count += 1;
        }
        eprintln!("{name} {}: {count} pairs, max {worst} ulp, tolerance {tol}", fmt.name);
    }

    #[test]
    fn pow_atan2_narrow() {
        for fmt in [F32, F16, BF16] {
            check_binary("pow", &fmt, 200_000);
            check_binary("atan2", &fmt, 200_000);
        }
    }

    #[test]
    fn fpowi_narrow() {
        let env = Env::new(Rounding::NearestEven);
        for fmt in [F32, F16, BF16] {
            let xs = inputs(&fmt, 20_000, 11, 4.0);
            let mut r = Rng(5);
            let mut worst = 0;
            for &x in &xs {
                for n in [0i64, 1, -1, 2, -2, 3, 7, -7, 16, 100, -100, 1000, -1000, 32767, -32768, (r.next() % 200) as i64 - 100] {
                    let want = rm::fpowi(&fmt, &env, x, n).unwrap();
                    let got = narrow_m(&fmt, run2(&|m, a, b| pow_narrow(m, a, b), fmt.to_f64(x), n as f64), false);
                    let tol = rm::fpowi_tolerance(n, &fmt) as u64;
                    let d = rm::ulp_distance(&fmt, want, got);
                    assert!(fmt.is_nan(want) == fmt.is_nan(got) && (!fmt.is_nan(got) || want == got), "fpowi {} {x:#x} {n}: want {want:#x} got {got:#x}", fmt.name);
                    assert!(d <= tol.min(if fmt == F32 { 2 } else { 1 }), "fpowi {} x={x:#x} n={n}: want {want:#x} got {got:#x} ({d} ulp)", fmt.name);
                    worst = worst.max(d);
                }
            }
            eprintln!("fpowi {}: max {worst} ulp", fmt.name);
        }
    }

    #[test]
    fn fpowi_f64() {
        let env = Env::new(Rounding::NearestEven);
        let mut xs = inputs(&F64, 20_000, 12, 4.0);
        xs.extend([1.0f64 + f64::EPSILON, 1.0 - f64::EPSILON / 2.0, 2.0, 0.5, 1e-300, 1e300, 4.9e-324, -1.5].map(f64::to_bits));
        let mut r = Rng(6);
        let mut worst = (0u64, 0u64, 0i64);
        let mut ref_zero = 0;
        for &x in &xs {
            let mut ns = vec![0i64, 1, -1, 2, -2, 3, 7, -7, 16, 100, -100, 1000, -1000, 1074, -1075, 32767, -32768, i64::MAX, i64::MIN, 1 << 40];
            ns.push((r.next() % 2000) as i64 - 1000);
            ns.push(r.next() as i64);
            for n in ns {
                let want = rm::fpowi(&F64, &env, x, n).unwrap();
                let got = narrow_m(&F64, {
                    let mut m = Model::default();
                    let xi = m.cf(f64::from_bits(x));
                    let ni = m.ci(n as u64);
                    let v = powi_f64(&mut m, xi, ni);
                    m.val(v)
                }, false);
                let tol = rm::fpowi_tolerance(n, &F64) as u64;
                let d = rm::ulp_distance(&F64, want, got);
                // The reference (pxfm 0.1.30 f_pow) gives 0 for some subnormal results of negative
                // n, e.g. x = -3.3388348262707997e155, n = -2: 8.970365324033e-312 exactly
                // rounded (0x1a6bb83794e), reference 0. Counted, not held against the routine.
                if want & !(1 << 63) == 0 && got & !(1 << 63) != 0 && got & 0x7FF0_0000_0000_0000 == 0 && n < 0 {
                    ref_zero += 1;
                    continue;
                }
                assert!(F64.is_nan(want) == F64.is_nan(got) && (!F64.is_nan(got) || want == got), "fpowi f64 {x:#x} {n}: want {want:#x} got {got:#x}");
                assert!(d <= tol.min(2), "fpowi f64 x={x:#x} n={n}: want {want:#x} got {got:#x} ({d} ulp)");
                if d > worst.0 {
                    worst = (d, x, n);
                }
            }
        }
        eprintln!("fpowi f64: max {} ulp (x={:#x}, n={}); {ref_zero} subnormal results where the reference gives 0", worst.0, worst.1, worst.2);
        assert!(ref_zero < 1000, "{ref_zero}");
    }

    #[test]
    fn fmod_is_exact() {
        for (fmt, ftz) in [(F64, false), (F32, false), (F32, true), (F16, false), (BF16, false)] {
            let env = Env::new(Rounding::NearestEven).ftz(ftz);
            let xs = inputs(&fmt, 30_000, 21, 1e10);
            let ys = inputs(&fmt, 30_000, 22, 10.0);
            let mut r = Rng(7);
            let n = if fmt.bits() <= 16 { 300_000 } else { 100_000 };
            for i in 0..n {
                let (x, y) = if i < xs.len().min(ys.len()) && fmt.bits() > 16 {
                    (xs[i], ys[(r.next() as usize) % ys.len()])
                } else {
                    (xs[(r.next() as usize) % xs.len()], ys[(r.next() as usize) % ys.len()])
                };
                let want = float_ops::rem(&fmt, &env, x, y).bits;
                let got = narrow_m(&fmt, run2(&|m, a, b| fmod(m, a, b), widen_m(&fmt, x, ftz), widen_m(&fmt, y, ftz)), ftz);
                assert_eq!(got, want, "fmod {} ftz={ftz} x={x:#x} y={y:#x}", fmt.name);
            }
            // extreme exponent gaps
            for &(x, y) in &[(f64::MAX, f64::from_bits(1)), (f64::MAX, 3.0), (1e300, 1.1e-300), (-1e308, 7e-320)] {
                if fmt == F64 {
                    let want = float_ops::rem(&fmt, &env, x.to_bits(), y.to_bits()).bits;
                    let got = run2(&|m, a, b| fmod(m, a, b), x, y).to_bits();
                    assert_eq!(got, want, "fmod {x:e} {y:e}");
                }
            }
        }
    }
}
