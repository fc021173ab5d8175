//! Integer arithmetic, comparisons and select.

use super::*;

pub(super) fn int_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let name = op.name();
    let e = l.num_elem(op, op.results[0])?;
    if !e.is_int() {
        return Err(unsup(name, "not an integer"));
    }
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    if e == ElemType::I1 {
        let o = match name {
            "andi" | "muli" => "and.pred",
            "ori" => "or.pred",
            "xori" | "addi" | "subi" => "xor.pred",
            _ => return Err(unsup(name, "i1 shifts: later")),
        };
        for (&x, &y) in a.regs.iter().zip(&b.regs) {
            let d = l.k.reg(RegClass::Pred);
            l.k.inst(o, &[d.into(), x.into(), y.into()]);
            regs.push(d);
        }
        l.set_tile(op.results[0], e, regs);
        return Ok(());
    }
    let w = int_reg_bits(e);
    let class = class_of(e).unwrap();
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(class);
        match name {
            "addi" | "subi" => {
                l.k.inst(&format!("{}.s{w}", &name[..3]), &[d.into(), x.into(), y.into()]);
                l.norm_i8(e, d);
            }
            "muli" => {
                l.k.inst(&format!("mul.lo.s{w}"), &[d.into(), x.into(), y.into()]);
                l.norm_i8(e, d);
            }
            // Bitwise ops keep an i8's sign extension.
            "andi" | "ori" | "xori" => l.k.inst(&format!("{}.b{w}", &name[..name.len() - 1]), &[d.into(), x.into(), y.into()]),
            _ => {
                // Shifts: the amount is read unsigned; PTX clamps amounts above the register
                // width, which gives the documented result (0, or sign fill) for amounts of at
                // least the element width.
                let amt = l.k.reg(RegClass::B32);
                match e {
                    ElemType::I8 => {
                        let t = l.k.reg(RegClass::B16);
                        l.k.inst("and.b16", &[t.into(), y.into(), Operand::ImmU(0xFF)]);
                        l.k.inst("cvt.u32.u16", &[amt.into(), t.into()]);
                    }
                    ElemType::I16 => l.k.inst("cvt.u32.u16", &[amt.into(), y.into()]),
                    ElemType::I32 => l.k.inst("mov.b32", &[amt.into(), y.into()]),
                    _ => {
                        let t = l.k.reg(RegClass::B64);
                        l.k.inst("min.u64", &[t.into(), y.into(), 64u64.into()]);
                        l.k.inst("cvt.u32.u64", &[amt.into(), t.into()]);
                    }
                }
                if name == "shli" {
                    l.k.inst(&format!("shl.b{w}"), &[d.into(), x.into(), amt.into()]);
                    l.norm_i8(e, d);
                } else if signed {
                    l.k.inst(&format!("shr.s{w}"), &[d.into(), x.into(), amt.into()]);
                } else {
                    let src = if e == ElemType::I8 {
                        let t = l.k.reg(RegClass::B16);
                        l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
                        t
                    } else {
                        x
                    };
                    l.k.inst(&format!("shr.u{w}"), &[d.into(), src.into(), amt.into()]);
                    l.norm_i8(e, d);
                }
            }
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

pub(super) fn cmpi(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.operands[0])?;
    if e == ElemType::I1 {
        return Err(unsup("cmpi", "i1 comparisons: later"));
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let pred = op.enum_attr::<CmpPredicate>("comparison_predicate").ok_or_else(|| unsup("cmpi", "no predicate"))?;
    let p = match pred {
        CmpPredicate::Equal => "eq",
        CmpPredicate::NotEqual => "ne",
        CmpPredicate::LessThan => "lt",
        CmpPredicate::LessThanOrEqual => "le",
        CmpPredicate::GreaterThan => "gt",
        CmpPredicate::GreaterThanOrEqual => "ge",
    };
    let w = int_reg_bits(e);
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let (x, y) = if e == ElemType::I8 && !signed {
            let (s, t) = (l.k.reg(RegClass::B16), l.k.reg(RegClass::B16));
            l.k.inst("and.b16", &[s.into(), x.into(), Operand::ImmU(0xFF)]);
            l.k.inst("and.b16", &[t.into(), y.into(), Operand::ImmU(0xFF)]);
            (s, t)
        } else {
            (x, y)
        };
        let d = l.k.reg(RegClass::Pred);
        l.k.inst(&format!("setp.{p}.{}{w}", if signed { "s" } else { "u" }), &[d.into(), x.into(), y.into()]);
        regs.push(d);
    }
    l.set_tile(op.results[0], ElemType::I1, regs);
    Ok(())
}

pub(super) fn cmpf(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.operands[0])?;
    if !matches!(e, ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16) {
        return Err(unsup("cmpf", format!("element type {}", e.name())));
    }
    let pred = op.enum_attr::<CmpPredicate>("comparison_predicate").ok_or_else(|| unsup("cmpf", "no predicate"))?;
    let ord = op.enum_attr::<CmpOrdering>("comparison_ordering").ok_or_else(|| unsup("cmpf", "no ordering"))?;
    let base = match pred {
        CmpPredicate::Equal => "eq",
        CmpPredicate::NotEqual => "ne",
        CmpPredicate::LessThan => "lt",
        CmpPredicate::LessThanOrEqual => "le",
        CmpPredicate::GreaterThan => "gt",
        CmpPredicate::GreaterThanOrEqual => "ge",
    };
    // PTX: eq/ne/lt/... are false when either operand is NaN; equ/neu/ltu/... are true then.
    let p = if ord == CmpOrdering::Unordered { format!("{base}u") } else { base.to_string() };
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        regs.push(l.fcmp(e, &p, x, y));
    }
    l.set_tile(op.results[0], ElemType::I1, regs);
    Ok(())
}

pub(super) fn select(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    let (c, a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?, l.tile(op, op.operands[2])?);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for i in 0..a.regs.len() {
        let d = l.k.reg(class);
        if class == RegClass::Pred {
            let (n, t, u) = (l.k.reg(RegClass::Pred), l.k.reg(RegClass::Pred), l.k.reg(RegClass::Pred));
            l.k.inst("not.pred", &[n.into(), c.regs[i].into()]);
            l.k.inst("and.pred", &[t.into(), c.regs[i].into(), a.regs[i].into()]);
            l.k.inst("and.pred", &[u.into(), n.into(), b.regs[i].into()]);
            l.k.inst("or.pred", &[d.into(), t.into(), u.into()]);
        } else {
            l.k.inst(&format!("selp.{}", bits(class)), &[d.into(), a.regs[i].into(), b.regs[i].into(), c.regs[i].into()]);
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `negi`: two's complement negation, wrapping (an overflow the flags forbid is undefined
/// behaviour, which the corpus does not run on hardware).
pub(super) fn negi(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    if e == ElemType::I1 {
        return Err(unsup("negi", "i1 negation: later"));
    }
    let c = class_of(e).ok_or_else(|| unsup("negi", "not an integer"))?;
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(c);
        l.k.inst(&format!("neg.s{}", int_reg_bits(e)), &[d.into(), x.into()]);
        l.norm_i8(e, d);
        d
    })
}
