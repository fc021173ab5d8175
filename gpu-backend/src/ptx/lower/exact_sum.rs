//! Exact sums of products in PTX, rounded once: what `mmaf` and `mmaf_scaled` give by default
//! (C + Σₖ A·B exactly, rounded to the accumulator type; the interpreter's `numeric::exact_sum`).
//!
//! Each thread keeps one sum in a `.local` array of signed 64-bit slots, slot `i` worth
//! 2^(lsb + 32·i). A term x·y (x, y f64 values, exact) is split into 53-bit integer
//! significands whose 106-bit product, shifted to its bit offset, is cut into five 32-bit
//! digits and added (or subtracted) into five consecutive slots without carrying: a slot
//! takes up to 2^31 terms before it could overflow. Rounding first propagates the carries
//! (arithmetic shifts), takes the magnitude (negating the digits when the sum is negative),
//! finds the leading digit, gathers the 64 bits from the leading one down with a sticky bit
//! for the rest, and rounds them to nearest even into the accumulator's format, subnormals
//! and overflow to infinity included. Infinities, NaNs and the sign of a zero sum are tracked
//! apart, as IEEE arithmetic combines them (+∞ + −∞ and ∞ · 0 are NaN; the zero sum is −0
//! only when every term was −0).
//!
//! [`model`] is the same algorithm step for step in Rust, tested against the interpreter's
//! accumulator; the PTX is checked against the interpreter on the GPU (the corpus's mma cases).

use crate::ptx::emit::{Kernel, Operand, Reg, RegClass};
use tileref_spec::types::ElemType;

/// The slots of one accumulator: the weight of slot 0 and how many there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Range {
    pub lsb: i32,
    pub slots: u32,
}

/// Terms from f32-range inputs (every format but f64, and mmaf_scaled's scaled values up to
/// 2^±143): significand bits down to 2^-402 (2^-201 squared), sums below 2^320 (products below
/// 2^288, up to 2^32 of them). Two zero slots below the least bit let rounding read the two
/// digits under the leading one without a bounds test.
pub(super) const NARROW: Range = range(-402, 320);
/// Terms from f64 inputs: down to 2^-2148 (2^-1074 squared), sums below 2^2080.
pub(super) const WIDE: Range = range(-2148, 2080);

const fn range(least: i32, top: i32) -> Range {
    let lsb = least - 64;
    Range {
        lsb,
        slots: ((top - lsb) as u32).div_ceil(32) + 2,
    }
}

/// An IEEE binary format to round into.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ieee {
    /// Significand bits, the implicit one included.
    pub p: u32,
    pub emin: i32,
    pub emax: i32,
    pub width: u32,
}

impl Ieee {
    pub(super) fn of(e: ElemType) -> Option<Ieee> {
        Some(match e {
            ElemType::F16 => Ieee {
                p: 11,
                emin: -14,
                emax: 15,
                width: 16,
            },
            ElemType::F32 => Ieee {
                p: 24,
                emin: -126,
                emax: 127,
                width: 32,
            },
            ElemType::F64 => Ieee {
                p: 53,
                emin: -1022,
                emax: 1023,
                width: 64,
            },
            _ => return None,
        })
    }
    fn bias(self) -> i32 {
        self.emax
    }
    fn inf(self) -> u64 {
        (((1u64 << (self.width - self.p)) - 1) << (self.p - 1)) & !(1u64 << (self.width - 1))
    }
    fn canonical_nan(self) -> u64 {
        (1u64 << (self.width - 1)) - 1
    }
}

const DIGIT: u64 = 0xFFFF_FFFF;

/// One accumulator of the kernel: its slots' address and the flags of the special terms.
pub(super) struct ExactAcc {
    range: Range,
    base: Reg,
    nan: Reg,
    pinf: Reg,
    ninf: Reg,
    /// Every term so far was −0.
    negzero: Reg,
}

impl ExactAcc {
    /// Declares the slots (one `.local` array per accumulator).
    pub(super) fn new(k: &mut Kernel, range: Range) -> ExactAcc {
        let name = k.local_array("exact_sum", 8, range.slots as u64 * 8);
        let base = k.reg(RegClass::B64);
        k.inst("mov.u64", &[base.into(), Operand::Sym(name)]);
        let (nan, pinf, ninf, negzero) = (
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
        );
        ExactAcc {
            range,
            base,
            nan,
            pinf,
            ninf,
            negzero,
        }
    }

    /// `base + 8 * i` for a u32 slot index.
    fn slot(&self, k: &mut Kernel, i: Reg) -> Reg {
        let a = k.reg(RegClass::B64);
        k.inst("mul.wide.u32", &[a.into(), i.into(), Operand::ImmU(8)]);
        k.inst("add.u64", &[a.into(), a.into(), self.base.into()]);
        a
    }

    /// `for i in from..to { body(i) }` over u32 registers (`to` exclusive; no pass when empty).
    fn each(k: &mut Kernel, from: Operand, to: Operand, body: impl FnOnce(&mut Kernel, Reg)) {
        let i = k.reg(RegClass::B32);
        k.inst("mov.u32", &[i.into(), from]);
        let (head, end) = (k.label(), k.label());
        let p = k.reg(RegClass::Pred);
        k.place(head);
        k.inst("setp.ge.s32", &[p.into(), i.into(), to]);
        k.inst_if(p, false, "bra.uni", &[end.into()]);
        body(k, i);
        k.inst("add.u32", &[i.into(), i.into(), 1u32.into()]);
        k.inst("bra.uni", &[head.into()]);
        k.place(end);
    }

    /// Back to the empty sum.
    pub(super) fn clear(&self, k: &mut Kernel) {
        let z = k.reg(RegClass::B32);
        k.inst("mov.u32", &[z.into(), 0u32.into()]);
        for f in [self.nan, self.pinf, self.ninf] {
            k.inst("setp.ne.u32", &[f.into(), z.into(), 0u32.into()]);
        }
        k.inst("setp.eq.u32", &[self.negzero.into(), z.into(), 0u32.into()]);
        Self::each(
            k,
            0u32.into(),
            Operand::ImmU(self.range.slots as u64),
            |k, i| {
                let a = self.slot(k, i);
                k.inst("st.local.u64", &[Operand::Addr(a, 0), Operand::ImmU(0)]);
            },
        );
    }

    /// (bits, sign, NaN, infinite, zero) of an f64 value.
    fn classify(k: &mut Kernel, x: Reg) -> (Reg, Reg, Reg, Reg, Reg) {
        let b = k.reg(RegClass::B64);
        k.inst("mov.b64", &[b.into(), x.into()]);
        let (s, n, i, z) = (
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
        );
        k.inst("setp.lt.s64", &[s.into(), b.into(), Operand::Imm(0)]);
        k.inst("testp.notanumber.f64", &[n.into(), x.into()]);
        k.inst("testp.infinite.f64", &[i.into(), x.into()]);
        k.inst("setp.eq.f64", &[z.into(), x.into(), Operand::F64(0.0)]);
        (b, s, n, i, z)
    }

    /// (53-bit integer significand, exponent) of finite f64 bits: |x| = sig · 2^exp.
    fn split(k: &mut Kernel, b: Reg) -> (Reg, Reg) {
        let (e64, sig) = (k.reg(RegClass::B64), k.reg(RegClass::B64));
        k.inst("shr.u64", &[e64.into(), b.into(), 52u32.into()]);
        k.inst("and.b64", &[e64.into(), e64.into(), Operand::ImmU(0x7FF)]);
        let e = k.reg(RegClass::B32);
        k.inst("cvt.u32.u64", &[e.into(), e64.into()]);
        k.inst(
            "and.b64",
            &[sig.into(), b.into(), Operand::ImmU((1u64 << 52) - 1)],
        );
        let normal = k.reg(RegClass::Pred);
        k.inst("setp.ne.u32", &[normal.into(), e.into(), 0u32.into()]);
        k.inst_if(
            normal,
            false,
            "or.b64",
            &[sig.into(), sig.into(), Operand::ImmU(1u64 << 52)],
        );
        k.inst("max.s32", &[e.into(), e.into(), Operand::Imm(1)]);
        k.inst("sub.s32", &[e.into(), e.into(), Operand::Imm(1075)]);
        (sig, e)
    }

    /// Adds x·y exactly (x, y f64 registers).
    pub(super) fn add_product(&self, k: &mut Kernel, x: Reg, y: Reg) {
        let (bx, sx, nx, ix, zx) = Self::classify(k, x);
        let (by, sy, ny, iy, zy) = Self::classify(k, y);
        let pr = |k: &mut Kernel| k.reg(RegClass::Pred);
        let (neg, nan_t, inf_t, zero_t, t) = (pr(k), pr(k), pr(k), pr(k), pr(k));
        k.inst("xor.pred", &[neg.into(), sx.into(), sy.into()]);
        // NaN: either is NaN, or ∞ · 0.
        k.inst("or.pred", &[nan_t.into(), nx.into(), ny.into()]);
        k.inst("and.pred", &[t.into(), ix.into(), zy.into()]);
        k.inst("or.pred", &[nan_t.into(), nan_t.into(), t.into()]);
        k.inst("and.pred", &[t.into(), zx.into(), iy.into()]);
        k.inst("or.pred", &[nan_t.into(), nan_t.into(), t.into()]);
        // Infinite, not NaN; zero, neither.
        k.inst("or.pred", &[inf_t.into(), ix.into(), iy.into()]);
        let not_nan = not(k, nan_t);
        k.inst("and.pred", &[inf_t.into(), inf_t.into(), not_nan.into()]);
        let not_inf = not(k, inf_t);
        k.inst("or.pred", &[zero_t.into(), zx.into(), zy.into()]);
        k.inst("and.pred", &[zero_t.into(), zero_t.into(), not_nan.into()]);
        k.inst("and.pred", &[zero_t.into(), zero_t.into(), not_inf.into()]);
        k.inst("or.pred", &[self.nan.into(), self.nan.into(), nan_t.into()]);
        let pos = not(k, neg);
        k.inst("and.pred", &[t.into(), inf_t.into(), pos.into()]);
        k.inst("or.pred", &[self.pinf.into(), self.pinf.into(), t.into()]);
        k.inst("and.pred", &[t.into(), inf_t.into(), neg.into()]);
        k.inst("or.pred", &[self.ninf.into(), self.ninf.into(), t.into()]);
        k.inst("and.pred", &[t.into(), zero_t.into(), neg.into()]);
        k.inst(
            "and.pred",
            &[self.negzero.into(), self.negzero.into(), t.into()],
        );
        let skip = pr(k);
        k.inst("or.pred", &[skip.into(), nan_t.into(), inf_t.into()]);
        k.inst("or.pred", &[skip.into(), skip.into(), zero_t.into()]);
        let done = k.label();
        k.inst_if(skip, false, "bra", &[done.into()]);
        // The 106-bit product and its bit offset above the least slot.
        let ((sigx, ex), (sigy, ey)) = (Self::split(k, bx), Self::split(k, by));
        let (lo, hi) = (k.reg(RegClass::B64), k.reg(RegClass::B64));
        k.inst("mul.lo.u64", &[lo.into(), sigx.into(), sigy.into()]);
        k.inst("mul.hi.u64", &[hi.into(), sigx.into(), sigy.into()]);
        let off = k.reg(RegClass::B32);
        k.inst("add.s32", &[off.into(), ex.into(), ey.into()]);
        k.inst(
            "sub.s32",
            &[off.into(), off.into(), Operand::Imm(self.range.lsb as i64)],
        );
        let (w, sh, rsh) = (
            k.reg(RegClass::B32),
            k.reg(RegClass::B32),
            k.reg(RegClass::B32),
        );
        k.inst("shr.u32", &[w.into(), off.into(), 5u32.into()]);
        k.inst("and.b32", &[sh.into(), off.into(), 31u32.into()]);
        k.inst("sub.u32", &[rsh.into(), Operand::ImmU(64), sh.into()]);
        // (hi:lo) << sh as q2:q1:q0 (shifts by 64 give 0 in PTX).
        let b64 = |k: &mut Kernel| k.reg(RegClass::B64);
        let (q0, q1, q2, t64) = (b64(k), b64(k), b64(k), b64(k));
        k.inst("shl.b64", &[q0.into(), lo.into(), sh.into()]);
        k.inst("shr.b64", &[t64.into(), lo.into(), rsh.into()]);
        k.inst("shl.b64", &[q1.into(), hi.into(), sh.into()]);
        k.inst("or.b64", &[q1.into(), q1.into(), t64.into()]);
        k.inst("shr.b64", &[q2.into(), hi.into(), rsh.into()]);
        let digits: Vec<Reg> = (0..5).map(|_| b64(k)).collect();
        k.inst(
            "and.b64",
            &[digits[0].into(), q0.into(), Operand::ImmU(DIGIT)],
        );
        k.inst("shr.u64", &[digits[1].into(), q0.into(), 32u32.into()]);
        k.inst(
            "and.b64",
            &[digits[2].into(), q1.into(), Operand::ImmU(DIGIT)],
        );
        k.inst("shr.u64", &[digits[3].into(), q1.into(), 32u32.into()]);
        k.inst("mov.b64", &[digits[4].into(), q2.into()]);
        let a = self.slot(k, w);
        for (i, &d) in digits.iter().enumerate() {
            k.inst_if(neg, false, "neg.s64", &[d.into(), d.into()]);
            let v = b64(k);
            k.inst("ld.local.s64", &[v.into(), Operand::Addr(a, 8 * i as i64)]);
            k.inst("add.s64", &[v.into(), v.into(), d.into()]);
            k.inst("st.local.s64", &[Operand::Addr(a, 8 * i as i64), v.into()]);
        }
        k.place(done);
    }

    /// The sum rounded once to nearest even into `f`, as bits in a b64 register (NaN as the
    /// canonical NaN).
    pub(super) fn round(&self, k: &mut Kernel, f: Ieee) -> Reg {
        let res = k.reg(RegClass::B64);
        let end = k.label();
        let slots = Operand::ImmU(self.range.slots as u64);
        // Carries, from the least slot up; `top` the last nonzero digit.
        let (carry, top) = (k.reg(RegClass::B64), k.reg(RegClass::B32));
        k.inst("mov.b64", &[carry.into(), Operand::ImmU(0)]);
        k.inst("mov.u32", &[top.into(), Operand::Imm(-1)]);
        Self::each(k, 0u32.into(), slots.clone(), |k, i| {
            let a = self.slot(k, i);
            let (v, d) = (k.reg(RegClass::B64), k.reg(RegClass::B64));
            k.inst("ld.local.s64", &[v.into(), Operand::Addr(a, 0)]);
            k.inst("add.s64", &[v.into(), v.into(), carry.into()]);
            k.inst("and.b64", &[d.into(), v.into(), Operand::ImmU(DIGIT)]);
            k.inst("shr.s64", &[carry.into(), v.into(), 32u32.into()]);
            k.inst("st.local.u64", &[Operand::Addr(a, 0), d.into()]);
            let nz = k.reg(RegClass::Pred);
            k.inst("setp.ne.u64", &[nz.into(), d.into(), Operand::ImmU(0)]);
            k.inst_if(nz, false, "mov.u32", &[top.into(), i.into()]);
        });
        // A negative sum leaves a carry of -1: the magnitude is the digits' negation.
        let neg = k.reg(RegClass::Pred);
        k.inst("setp.lt.s64", &[neg.into(), carry.into(), Operand::Imm(0)]);
        let positive = k.label();
        k.inst_if(neg, true, "bra", &[positive.into()]);
        k.inst("mov.b64", &[carry.into(), Operand::ImmU(1)]);
        k.inst("mov.u32", &[top.into(), Operand::Imm(-1)]);
        Self::each(k, 0u32.into(), slots, |k, i| {
            let a = self.slot(k, i);
            let (v, d) = (k.reg(RegClass::B64), k.reg(RegClass::B64));
            k.inst("ld.local.u64", &[v.into(), Operand::Addr(a, 0)]);
            k.inst("xor.b64", &[v.into(), v.into(), Operand::ImmU(DIGIT)]);
            k.inst("add.u64", &[v.into(), v.into(), carry.into()]);
            k.inst("and.b64", &[d.into(), v.into(), Operand::ImmU(DIGIT)]);
            k.inst("shr.u64", &[carry.into(), v.into(), 32u32.into()]);
            k.inst("st.local.u64", &[Operand::Addr(a, 0), d.into()]);
            let nz = k.reg(RegClass::Pred);
            k.inst("setp.ne.u64", &[nz.into(), d.into(), Operand::ImmU(0)]);
            k.inst_if(nz, false, "mov.u32", &[top.into(), i.into()]);
        });
        k.place(positive);
        let sign = k.reg(RegClass::B64);
        k.inst(
            "selp.b64",
            &[
                sign.into(),
                Operand::ImmU(1u64 << (f.width - 1)),
                Operand::ImmU(0),
                neg.into(),
            ],
        );
        // Special results: NaN, infinities, the zero sum.
        let p = k.reg(RegClass::Pred);
        k.inst("and.pred", &[p.into(), self.pinf.into(), self.ninf.into()]);
        k.inst("or.pred", &[p.into(), p.into(), self.nan.into()]);
        k.inst_if(
            p,
            false,
            "mov.b64",
            &[res.into(), Operand::ImmU(f.canonical_nan())],
        );
        k.inst_if(p, false, "bra", &[end.into()]);
        k.inst_if(
            self.pinf,
            false,
            "mov.b64",
            &[res.into(), Operand::ImmU(f.inf())],
        );
        k.inst_if(self.pinf, false, "bra", &[end.into()]);
        k.inst_if(
            self.ninf,
            false,
            "mov.b64",
            &[res.into(), Operand::ImmU(f.inf() | 1u64 << (f.width - 1))],
        );
        k.inst_if(self.ninf, false, "bra", &[end.into()]);
        k.inst("setp.lt.s32", &[p.into(), top.into(), Operand::Imm(0)]);
        let nonzero = k.label();
        k.inst_if(p, true, "bra", &[nonzero.into()]);
        k.inst(
            "selp.b64",
            &[
                res.into(),
                Operand::ImmU(1u64 << (f.width - 1)),
                Operand::ImmU(0),
                self.negzero.into(),
            ],
        );
        k.inst("bra", &[end.into()]);
        k.place(nonzero);
        // The leading digit and the two below it (top >= 2: the two zero slots).
        let b64 = |k: &mut Kernel| k.reg(RegClass::B64);
        let at = self.slot(k, top);
        let (dt, d1, d2) = (b64(k), b64(k), b64(k));
        k.inst("ld.local.u64", &[dt.into(), Operand::Addr(at, 0)]);
        k.inst("ld.local.u64", &[d1.into(), Operand::Addr(at, -8)]);
        k.inst("ld.local.u64", &[d2.into(), Operand::Addr(at, -16)]);
        let (lz, rlz) = (k.reg(RegClass::B32), k.reg(RegClass::B32));
        k.inst("clz.b64", &[lz.into(), dt.into()]);
        k.inst("sub.u32", &[lz.into(), lz.into(), 32u32.into()]);
        k.inst("sub.u32", &[rlz.into(), 32u32.into(), lz.into()]);
        // T = the 64 bits from the leading one down; sticky = any bit below them.
        let (tt, t64) = (b64(k), b64(k));
        k.inst("shl.b64", &[tt.into(), dt.into(), 32u32.into()]);
        k.inst("or.b64", &[tt.into(), tt.into(), d1.into()]);
        k.inst("shl.b64", &[tt.into(), tt.into(), lz.into()]);
        k.inst("shr.b64", &[t64.into(), d2.into(), rlz.into()]);
        k.inst("or.b64", &[tt.into(), tt.into(), t64.into()]);
        let low = b64(k);
        k.inst("shl.b64", &[low.into(), d2.into(), lz.into()]);
        k.inst("and.b64", &[low.into(), low.into(), Operand::ImmU(DIGIT)]);
        let below = k.reg(RegClass::B32);
        k.inst("sub.s32", &[below.into(), top.into(), 2u32.into()]);
        Self::each(k, 0u32.into(), below.into(), |k, i| {
            let a = self.slot(k, i);
            let v = k.reg(RegClass::B64);
            k.inst("ld.local.u64", &[v.into(), Operand::Addr(a, 0)]);
            k.inst("or.b64", &[low.into(), low.into(), v.into()]);
        });
        let sticky = k.reg(RegClass::Pred);
        k.inst(
            "setp.ne.u64",
            &[sticky.into(), low.into(), Operand::ImmU(0)],
        );
        // The leading one's exponent: lsb + 32·top + 31 − lz.
        let lead = k.reg(RegClass::B32);
        k.inst(
            "mad.lo.s32",
            &[
                lead.into(),
                top.into(),
                32u32.into(),
                Operand::Imm(self.range.lsb as i64 + 31),
            ],
        );
        k.inst("sub.s32", &[lead.into(), lead.into(), lz.into()]);
        // Above the largest binade: infinity.
        k.inst(
            "setp.gt.s32",
            &[p.into(), lead.into(), Operand::Imm(f.emax as i64)],
        );
        k.inst_if(
            p,
            false,
            "or.b64",
            &[res.into(), sign.into(), Operand::ImmU(f.inf())],
        );
        k.inst_if(p, false, "bra", &[end.into()]);
        // drop = 64 − p + max(0, emin − lead) bits go; past 64 the value is under half the
        // least subnormal: zero.
        let drop = k.reg(RegClass::B32);
        k.inst(
            "sub.s32",
            &[drop.into(), Operand::Imm(f.emin as i64), lead.into()],
        );
        k.inst("max.s32", &[drop.into(), drop.into(), Operand::Imm(0)]);
        k.inst(
            "add.s32",
            &[drop.into(), drop.into(), Operand::Imm(64 - f.p as i64)],
        );
        k.inst("setp.gt.s32", &[p.into(), drop.into(), Operand::Imm(64)]);
        k.inst_if(p, false, "mov.b64", &[res.into(), sign.into()]);
        k.inst_if(p, false, "bra", &[end.into()]);
        let (q, mask, rem, half) = (b64(k), b64(k), b64(k), b64(k));
        k.inst("shr.b64", &[q.into(), tt.into(), drop.into()]);
        k.inst("shl.b64", &[mask.into(), Operand::ImmU(1), drop.into()]);
        k.inst("sub.u64", &[mask.into(), mask.into(), Operand::ImmU(1)]);
        k.inst("and.b64", &[rem.into(), tt.into(), mask.into()]);
        let d1r = k.reg(RegClass::B32);
        k.inst("sub.u32", &[d1r.into(), drop.into(), 1u32.into()]);
        k.inst("shl.b64", &[half.into(), Operand::ImmU(1), d1r.into()]);
        // Up when above half, or at half with sticky bits or an odd q.
        let (up, tie, odd) = (
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
            k.reg(RegClass::Pred),
        );
        k.inst("setp.gt.u64", &[up.into(), rem.into(), half.into()]);
        k.inst("setp.eq.u64", &[tie.into(), rem.into(), half.into()]);
        let qo = b64(k);
        k.inst("and.b64", &[qo.into(), q.into(), Operand::ImmU(1)]);
        k.inst("setp.ne.u64", &[odd.into(), qo.into(), Operand::ImmU(0)]);
        k.inst("or.pred", &[odd.into(), odd.into(), sticky.into()]);
        k.inst("and.pred", &[tie.into(), tie.into(), odd.into()]);
        k.inst("or.pred", &[up.into(), up.into(), tie.into()]);
        k.inst_if(
            up,
            false,
            "add.u64",
            &[q.into(), q.into(), Operand::ImmU(1)],
        );
        // Normal: (lead + bias − 1) << (p − 1) plus q (its leading one, or a carry out of
        // rounding, steps the exponent); subnormal: q alone.
        let eb = k.reg(RegClass::B32);
        k.inst(
            "add.s32",
            &[eb.into(), lead.into(), Operand::Imm(f.bias() as i64 - 1)],
        );
        k.inst(
            "setp.lt.s32",
            &[p.into(), lead.into(), Operand::Imm(f.emin as i64)],
        );
        k.inst_if(p, false, "mov.u32", &[eb.into(), 0u32.into()]);
        k.inst("cvt.u64.u32", &[res.into(), eb.into()]);
        k.inst(
            "shl.b64",
            &[res.into(), res.into(), Operand::ImmU(f.p as u64 - 1)],
        );
        k.inst("add.u64", &[res.into(), res.into(), q.into()]);
        k.inst("or.b64", &[res.into(), res.into(), sign.into()]);
        k.place(end);
        res
    }
}

/// C + Σₖ x_k·y_k for k in 0..kk, rounded once into `ec` (f16, f32 or f64), as a register of
/// its class; `c64` is C as f64 and `load(k)` emits x_k and y_k as f64 values (exact).
///
/// With `narrow` (every input has at most 24 significant bits and lies in f32's range; `ec`
/// f16 or f32) a plain f64 sum runs first: every product is exact, so the sum is within
/// (k + 2)·2^-52·Σ|t| of the exact value (twice the bound γ_k·Σ|t|; the margin also covers
/// rounding s ± err). Where both ends of that interval round to the same value, that is the
/// exact sum's rounding; where Σ|t| is 0 every term is ±0 and the f64 sum has IEEE's signed
/// zero; a NaN or infinite sum is what the exact combination gives (the finite terms cannot
/// overflow f64). Otherwise, and always without `narrow`, the exact accumulator.
pub(super) fn exact_dot<L: AsMut<Kernel>>(
    l: &mut L,
    acc: &ExactAcc,
    ec: ElemType,
    c64: Reg,
    kk: u64,
    narrow: bool,
    load: impl Fn(&mut L, Reg) -> (Reg, Reg),
) -> Reg {
    let f = Ieee::of(ec).expect("an f16, f32 or f64 accumulator");
    let class = match ec {
        ElemType::F16 => RegClass::B16,
        ElemType::F32 => RegClass::F32,
        _ => RegClass::F64,
    };
    let out = l.as_mut().reg(class);
    let done = l.as_mut().label();
    // for k in 0..kk { body(x_k, y_k) }
    let each_k = |l: &mut L, body: &mut dyn FnMut(&mut L, Reg, Reg)| {
        let k = l.as_mut().reg(RegClass::B32);
        l.as_mut().inst("mov.u32", &[k.into(), 0u32.into()]);
        let head = l.as_mut().label();
        l.as_mut().place(head);
        let (x, y) = load(l, k);
        body(l, x, y);
        l.as_mut()
            .inst("add.u32", &[k.into(), k.into(), 1u32.into()]);
        let more = l.as_mut().reg(RegClass::Pred);
        l.as_mut()
            .inst("setp.lt.u32", &[more.into(), k.into(), Operand::ImmU(kk)]);
        l.as_mut().inst_if(more, false, "bra.uni", &[head.into()]);
    };
    if narrow && ec != ElemType::F64 {
        let f64r = |l: &mut L| l.as_mut().reg(RegClass::F64);
        let (s, mag) = (f64r(l), f64r(l));
        l.as_mut().inst("mov.f64", &[s.into(), c64.into()]);
        l.as_mut().inst("abs.f64", &[mag.into(), c64.into()]);
        each_k(l, &mut |l, x, y| {
            let (p, ap) = (l.as_mut().reg(RegClass::F64), l.as_mut().reg(RegClass::F64));
            l.as_mut()
                .inst("mul.rn.f64", &[p.into(), x.into(), y.into()]);
            l.as_mut()
                .inst("add.rn.f64", &[s.into(), s.into(), p.into()]);
            l.as_mut().inst("abs.f64", &[ap.into(), p.into()]);
            l.as_mut()
                .inst("add.rn.f64", &[mag.into(), mag.into(), ap.into()]);
        });
        let (err, lo, hi) = (f64r(l), f64r(l), f64r(l));
        let slack = (kk + 2) as f64 * f64::EPSILON;
        l.as_mut()
            .inst("mul.rn.f64", &[err.into(), mag.into(), Operand::F64(slack)]);
        l.as_mut()
            .inst("sub.rn.f64", &[lo.into(), s.into(), err.into()]);
        l.as_mut()
            .inst("add.rn.f64", &[hi.into(), s.into(), err.into()]);
        let cvt = format!(
            "cvt.rn.{}.f64",
            if ec == ElemType::F16 { "f16" } else { "f32" }
        );
        let (rl, rh) = (l.as_mut().reg(class), l.as_mut().reg(class));
        l.as_mut().inst(&cvt, &[out.into(), s.into()]);
        l.as_mut().inst(&cvt, &[rl.into(), lo.into()]);
        l.as_mut().inst(&cvt, &[rh.into(), hi.into()]);
        // Compared as bits (so -0 and +0 differ).
        let bits = |l: &mut L, v: Reg| -> Reg {
            if class == RegClass::B16 {
                return v;
            }
            let w = l.as_mut().reg(RegClass::B32);
            l.as_mut().inst("mov.b32", &[w.into(), v.into()]);
            w
        };
        let cmp = if class == RegClass::B16 {
            "setp.eq.b16"
        } else {
            "setp.eq.b32"
        };
        let (bo, bl, bh) = (bits(l, out), bits(l, rl), bits(l, rh));
        let (ok, t) = (
            l.as_mut().reg(RegClass::Pred),
            l.as_mut().reg(RegClass::Pred),
        );
        l.as_mut().inst(cmp, &[ok.into(), bo.into(), bl.into()]);
        l.as_mut().inst(cmp, &[t.into(), bo.into(), bh.into()]);
        l.as_mut()
            .inst("and.pred", &[ok.into(), ok.into(), t.into()]);
        l.as_mut()
            .inst("setp.eq.f64", &[t.into(), err.into(), Operand::F64(0.0)]);
        l.as_mut()
            .inst("or.pred", &[ok.into(), ok.into(), t.into()]);
        l.as_mut().inst("testp.finite.f64", &[t.into(), s.into()]);
        l.as_mut().inst("not.pred", &[t.into(), t.into()]);
        l.as_mut()
            .inst("or.pred", &[ok.into(), ok.into(), t.into()]);
        l.as_mut().inst_if(ok, false, "bra", &[done.into()]);
    }
    acc.clear(l.as_mut());
    let one = l.as_mut().reg(RegClass::F64);
    l.as_mut().inst("mov.f64", &[one.into(), Operand::F64(1.0)]);
    acc.add_product(l.as_mut(), c64, one);
    each_k(l, &mut |l, x, y| acc.add_product(l.as_mut(), x, y));
    let bits = acc.round(l.as_mut(), f);
    let v = bits_to_value(l.as_mut(), ec, bits);
    let mv = format!("mov{}", class.ptx_type());
    l.as_mut().inst(&mv, &[out.into(), v.into()]);
    l.as_mut().place(done);
    out
}

/// `!p` in a fresh predicate.
fn not(k: &mut Kernel, p: Reg) -> Reg {
    let n = k.reg(RegClass::Pred);
    k.inst("not.pred", &[n.into(), p.into()]);
    n
}

/// Bits of format `e` (f16, f32 or f64) into a register of its class.
pub(super) fn bits_to_value(k: &mut Kernel, e: ElemType, bits: Reg) -> Reg {
    match e {
        ElemType::F16 => {
            let r = k.reg(RegClass::B16);
            k.inst("cvt.u16.u64", &[r.into(), bits.into()]);
            r
        }
        ElemType::F32 => {
            let (w, r) = (k.reg(RegClass::B32), k.reg(RegClass::F32));
            k.inst("cvt.u32.u64", &[w.into(), bits.into()]);
            k.inst("mov.b32", &[r.into(), w.into()]);
            r
        }
        _ => {
            let r = k.reg(RegClass::F64);
            k.inst("mov.b64", &[r.into(), bits.into()]);
            r
        }
    }
}

/// The emitted algorithm in Rust, step for step (slots, digits, carries, rounding).
#[cfg(test)]
pub(super) mod model {
    use super::{Ieee, Range, DIGIT};

    pub struct Acc {
        range: Range,
        slots: Vec<i64>,
        nan: bool,
        pinf: bool,
        ninf: bool,
        negzero: bool,
    }

    fn split(b: u64) -> (u64, i32) {
        let e = ((b >> 52) & 0x7FF) as i32;
        let mut sig = b & ((1u64 << 52) - 1);
        if e != 0 {
            sig |= 1u64 << 52;
        }
        (sig, e.max(1) - 1075)
    }

    /// PTX's shifts: amounts of 64 and more give 0.
    fn shl(x: u64, s: u32) -> u64 {
        if s >= 64 {
            0
        } else {
            x << s
        }
    }
    fn shr(x: u64, s: u32) -> u64 {
        if s >= 64 {
            0
        } else {
            x >> s
        }
    }

    impl Acc {
        pub fn new(range: Range) -> Acc {
            Acc {
                range,
                slots: vec![0; range.slots as usize],
                nan: false,
                pinf: false,
                ninf: false,
                negzero: true,
            }
        }

        pub fn add_product(&mut self, x: f64, y: f64) {
            let neg = x.is_sign_negative() != y.is_sign_negative();
            let nan_t = x.is_nan()
                || y.is_nan()
                || (x.is_infinite() && y == 0.0)
                || (x == 0.0 && y.is_infinite());
            let inf_t = (x.is_infinite() || y.is_infinite()) && !nan_t;
            let zero_t = (x == 0.0 || y == 0.0) && !nan_t && !inf_t;
            self.nan |= nan_t;
            self.pinf |= inf_t && !neg;
            self.ninf |= inf_t && neg;
            self.negzero &= zero_t && neg;
            if nan_t || inf_t || zero_t {
                return;
            }
            let ((sx, ex), (sy, ey)) = (split(x.to_bits()), split(y.to_bits()));
            let prod = sx as u128 * sy as u128;
            let (lo, hi) = (prod as u64, (prod >> 64) as u64);
            let off = (ex + ey - self.range.lsb) as u32;
            let (w, sh) = ((off >> 5) as usize, off & 31);
            let q0 = shl(lo, sh);
            let q1 = shl(hi, sh) | shr(lo, 64 - sh);
            let q2 = shr(hi, 64 - sh);
            let digits = [q0 & DIGIT, q0 >> 32, q1 & DIGIT, q1 >> 32, q2];
            for (i, d) in digits.iter().enumerate() {
                let d = if neg { -(*d as i64) } else { *d as i64 };
                self.slots[w + i] += d;
            }
        }

        pub fn round(&self, f: Ieee) -> u64 {
            let mut s = self.slots.clone();
            let mut carry = 0i64;
            let mut top = -1i32;
            for (i, x) in s.iter_mut().enumerate() {
                let v = *x + carry;
                let d = v & DIGIT as i64;
                carry = v >> 32;
                *x = d;
                if d != 0 {
                    top = i as i32;
                }
            }
            let neg = carry < 0;
            if neg {
                let mut c = 1u64;
                top = -1;
                for (i, x) in s.iter_mut().enumerate() {
                    let v = ((*x as u64) ^ DIGIT) + c;
                    let d = v & DIGIT;
                    c = v >> 32;
                    *x = d as i64;
                    if d != 0 {
                        top = i as i32;
                    }
                }
            }
            let sign = if neg { 1u64 << (f.width - 1) } else { 0 };
            if self.nan || (self.pinf && self.ninf) {
                return f.canonical_nan();
            }
            if self.pinf {
                return f.inf();
            }
            if self.ninf {
                return f.inf() | 1u64 << (f.width - 1);
            }
            if top < 0 {
                return if self.negzero {
                    1u64 << (f.width - 1)
                } else {
                    0
                };
            }
            let t = top as usize;
            let (dt, d1, d2) = (s[t] as u64, s[t - 1] as u64, s[t - 2] as u64);
            let lz = dt.leading_zeros() - 32;
            let tt = shl((dt << 32) | d1, lz) | shr(d2, 32 - lz);
            let mut low = shl(d2, lz) & DIGIT;
            for x in &s[..t - 2] {
                low |= *x as u64;
            }
            let sticky = low != 0;
            let lead = self.range.lsb + 32 * top + 31 - lz as i32;
            if lead > f.emax {
                return sign | f.inf();
            }
            let drop = (f.emin - lead).max(0) + 64 - f.p as i32;
            if drop > 64 {
                return sign;
            }
            let drop = drop as u32;
            let mut q = shr(tt, drop);
            let rem = tt & shl(1, drop).wrapping_sub(1);
            let half = shl(1, drop - 1);
            if rem > half || (rem == half && (sticky || q & 1 == 1)) {
                q += 1;
            }
            let eb = if lead < f.emin {
                0
            } else {
                (lead + f.bias() - 1) as u64
            };
            ((eb << (f.p - 1)) + q) | sign
        }
    }
}

#[cfg(test)]
mod tests {
    use super::model::Acc;
    use super::*;
    use tileref_interp::numeric::exact_sum::ExactSum;
    use tileref_interp::numeric::{Env, NanPolicy, Rounding};

    fn interp_format(e: ElemType) -> tileref_interp::numeric::Format {
        tileref_interp::eval::format_of(e)
    }

    /// A random f64 in the given binade range, sometimes a special value.
    fn value(r: &mut tileref_interp::rng::SplitMix64, emin: i32, emax: i32, bits: u32) -> f64 {
        match r.next() % 40 {
            0 => return 0.0,
            1 => return -0.0,
            2 => return f64::INFINITY,
            3 => return f64::NEG_INFINITY,
            4 if r.next() % 8 == 0 => return f64::NAN,
            _ => {}
        }
        let span = (emax - emin + 1) as u64;
        let e = emin + (r.next() % span) as i32;
        let sig = (r.next() >> (64 - bits)) | 1 << (bits - 1);
        let v = sig as f64 * 2f64.powi(e - bits as i32 + 1);
        if r.next() % 2 == 0 {
            -v
        } else {
            v
        }
    }

    /// The model against the interpreter's accumulator: sums of products, with cancellation,
    /// specials, subnormal and overflowing results, into f16, f32 and f64.
    #[test]
    fn the_model_matches_the_interpreter() {
        let mut r = tileref_interp::rng::SplitMix64(7);
        let env = Env::new(Rounding::NearestEven).nan(NanPolicy::H100);
        let cases: [(ElemType, Range, i32, i32, u32); 8] = [
            (ElemType::F16, NARROW, -20, 6, 11),
            (ElemType::F32, NARROW, -149, 127, 24),
            (ElemType::F32, NARROW, -70, -55, 24),
            (ElemType::F16, NARROW, -13, -6, 11),
            (ElemType::F64, WIDE, -1074, 1023, 53),
            (ElemType::F64, WIDE, -600, -500, 53),
            (ElemType::F64, WIDE, -1074, -1000, 53),
            (ElemType::F64, WIDE, 900, 1023, 53),
        ];
        let mut nonfinite = 0;
        for (e, range, lo, hi, bits) in cases {
            let f = Ieee::of(e).unwrap();
            for round in 0..20_000 {
                let k = 1 + (r.next() % 12) as usize;
                let mut acc = Acc::new(range);
                let mut s = ExactSum::new();
                let c = value(&mut r, lo, hi, bits);
                acc.add_product(c, 1.0);
                s.add(c);
                let mut last = 0.0;
                for _ in 0..k {
                    let (x, y) = (
                        value(&mut r, lo / 2, hi / 2, bits),
                        value(&mut r, lo / 2, hi / 2, bits),
                    );
                    acc.add_product(x, y);
                    s.add_product(x, y);
                    last = x * y;
                }
                // Cancel the last product now and then, to reach zero and tiny sums.
                if round % 5 == 0 && last.is_finite() {
                    acc.add_product(-last, 1.0);
                    s.add(-last);
                }
                let want = s.round(&interp_format(e), &env);
                let got = acc.round(f);
                let fi = interp_format(e);
                if fi.is_nan(want) {
                    nonfinite += 1;
                    assert_eq!(got, f.canonical_nan(), "{e:?} round {round}: NaN");
                } else {
                    assert_eq!(got, want, "{e:?} round {round}: {got:#x} vs {want:#x}");
                }
            }
        }
        assert!(nonfinite > 100);
    }

    /// Exact ties of the narrow formats, and values at the overflow and subnormal edges.
    #[test]
    fn the_model_rounds_ties_and_edges_like_the_interpreter() {
        let env = Env::new(Rounding::NearestEven).nan(NanPolicy::H100);
        for e in [ElemType::F16, ElemType::F32] {
            let f = Ieee::of(e).unwrap();
            let fi = interp_format(e);
            let max = fi.to_f64(f.inf() - 1);
            let tiny = fi.to_f64(1);
            let terms: Vec<Vec<(f64, f64)>> = vec![
                vec![(2048.0, 1.0), (1.0, 1.0), (1.0, 1.0)],
                vec![(max, 1.0), (max, 2f64.powi(-(f.p as i32) - 1))],
                vec![(max, 1.0), (max, 2f64.powi(-(f.p as i32) - 2))],
                vec![(tiny, 0.5)],
                vec![(tiny, 0.75)],
                vec![(tiny, 1.5)],
                vec![(tiny, 2.5)],
                vec![(-tiny, 0.5), (tiny, 2f64.powi(-40))],
                vec![(1.0, 1.0), (-1.0, 1.0)],
                vec![(-0.0, 1.0), (0.0, -1.0)],
                vec![(-0.0, 1.0), (0.0, 1.0)],
            ];
            for t in terms {
                let (mut acc, mut s) = (Acc::new(NARROW), ExactSum::new());
                for &(x, y) in &t {
                    acc.add_product(x, y);
                    s.add_product(x, y);
                }
                assert_eq!(acc.round(f), s.round(&fi, &env), "{e:?} {t:?}");
            }
        }
    }

    #[test]
    fn ranges_hold_their_extremes() {
        // The largest narrow term's five digits and the widest sum fit the slots.
        for (range, least, top) in [(NARROW, -402, 320), (WIDE, -2148, 2080)] {
            assert!(range.lsb + 64 <= least);
            assert!(range.lsb + 32 * (range.slots as i32 - 2) >= top);
        }
        let f = Ieee::of(ElemType::F32).unwrap();
        assert_eq!((f.inf(), f.canonical_nan()), (0x7F80_0000, 0x7FFF_FFFF));
        let h = Ieee::of(ElemType::F16).unwrap();
        assert_eq!(h.inf(), 0x7C00);
        let d = Ieee::of(ElemType::F64).unwrap();
        assert_eq!(d.inf(), 0x7FF0_0000_0000_0000);
    }
}
