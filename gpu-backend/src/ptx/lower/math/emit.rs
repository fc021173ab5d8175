//! [`Emit`]: the instruction set [`M`] as PTX, one instruction per call, appended to the kernel
//! being lowered.

use super::common::{IOp, Sh, M};
use crate::ptx::emit::{Kernel, Operand, Reg, RegClass};

/// Emits the PTX of each operation.
pub(super) struct Emit<'a> {
    pub k: &'a mut Kernel,
}

impl Emit<'_> {
    fn r(&mut self, c: RegClass) -> Reg {
        self.k.reg(c)
    }
    fn f2(&mut self, opc: &str, a: Reg, b: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.k.inst(opc, &[d.into(), a.into(), b.into()]);
        d
    }
    fn f1(&mut self, opc: &str, a: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.k.inst(opc, &[d.into(), a.into()]);
        d
    }
}

impl M for Emit<'_> {
    type V = Reg;
    fn cf(&mut self, v: f64) -> Reg {
        let d = self.r(RegClass::F64);
        self.k.inst("mov.f64", &[d.into(), v.into()]);
        d
    }
    fn ci(&mut self, v: u64) -> Reg {
        let d = self.r(RegClass::B64);
        self.k.inst("mov.b64", &[d.into(), Operand::ImmU(v)]);
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
        self.k
            .inst("fma.rn.f64", &[d.into(), a.into(), b.into(), c.into()]);
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
        self.k
            .inst(&format!("setp.{c}.f64"), &[p.into(), a.into(), b.into()]);
        p
    }
    fn sel(&mut self, p: Reg, a: Reg, b: Reg) -> Reg {
        let c = a.class();
        let d = self.r(c);
        let opc = if c == RegClass::F64 {
            "selp.f64"
        } else {
            "selp.b64"
        };
        self.k.inst(opc, &[d.into(), a.into(), b.into(), p.into()]);
        d
    }
    fn bits(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::B64);
        self.k.inst("mov.b64", &[d.into(), a.into()]);
        d
    }
    fn from_bits(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::F64);
        self.k.inst("mov.b64", &[d.into(), a.into()]);
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
        self.k.inst(opc, &[d.into(), a.into(), b.into()]);
        d
    }
    fn shift(&mut self, op: Sh, a: Reg, n: u32) -> Reg {
        let opc = match op {
            Sh::Shl => "shl.b64",
            Sh::ShrU => "shr.u64",
            Sh::ShrS => "shr.s64",
        };
        let d = self.r(RegClass::B64);
        self.k.inst(opc, &[d.into(), a.into(), n.into()]);
        d
    }
    fn shift_v(&mut self, op: Sh, a: Reg, n: Reg) -> Reg {
        let opc = match op {
            Sh::Shl => "shl.b64",
            Sh::ShrU => "shr.u64",
            Sh::ShrS => "shr.s64",
        };
        let t = self.r(RegClass::B32);
        self.k.inst("cvt.u32.u64", &[t.into(), n.into()]);
        let d = self.r(RegClass::B64);
        self.k.inst(opc, &[d.into(), a.into(), t.into()]);
        d
    }
    fn iset(&mut self, c: &str, a: Reg, b: Reg) -> Reg {
        let p = self.r(RegClass::Pred);
        self.k
            .inst(&format!("setp.{c}"), &[p.into(), a.into(), b.into()]);
        p
    }
    fn i2f(&mut self, a: Reg) -> Reg {
        self.f1("cvt.rn.f64.s64", a)
    }
    fn f2i(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::B64);
        self.k.inst("cvt.rzi.s64.f64", &[d.into(), a.into()]);
        d
    }
    fn u2f(&mut self, a: Reg) -> Reg {
        self.f1("cvt.rn.f64.u64", a)
    }
    fn f2u(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::B64);
        self.k.inst("cvt.rzi.u64.f64", &[d.into(), a.into()]);
        d
    }
    fn pand(&mut self, a: Reg, b: Reg) -> Reg {
        let d = self.r(RegClass::Pred);
        self.k.inst("and.pred", &[d.into(), a.into(), b.into()]);
        d
    }
    fn por(&mut self, a: Reg, b: Reg) -> Reg {
        let d = self.r(RegClass::Pred);
        self.k.inst("or.pred", &[d.into(), a.into(), b.into()]);
        d
    }
    fn pnot(&mut self, a: Reg) -> Reg {
        let d = self.r(RegClass::Pred);
        self.k.inst("not.pred", &[d.into(), a.into()]);
        d
    }
    fn set(&mut self, dst: Reg, src: Reg) {
        self.k.inst("mov.b64", &[dst.into(), src.into()]);
    }
    fn do_while(&mut self, body: &mut dyn FnMut(&mut Self) -> Reg) {
        let top = self.k.label();
        self.k.place(top);
        let p = body(self);
        self.k.inst_if(p, false, "bra", &[top.into()]);
    }
}
