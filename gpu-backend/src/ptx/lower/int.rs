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
        let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
        for (&x, &y) in a.regs.iter().zip(&b.regs) {
            let d = match name {
                "andi" | "muli" => i1_op(l, "and.pred", x, y),
                "ori" => i1_op(l, "or.pred", x, y),
                "xori" | "addi" | "subi" => i1_op(l, "xor.pred", x, y),
                // An amount of 1 is the width: shli and logical shri give 0 (x & !y); the
                // arithmetic shri fills with the sign bit, which is x itself.
                "shri" if signed => x,
                _ => i1_shift_out(l, x, y),
            };
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
                l.k.inst(
                    &format!("{}.s{w}", &name[..3]),
                    &[d.into(), x.into(), y.into()],
                );
                l.norm_i8(e, d);
            }
            "muli" => {
                l.k.inst(&format!("mul.lo.s{w}"), &[d.into(), x.into(), y.into()]);
                l.norm_i8(e, d);
            }
            // Bitwise ops keep an i8's sign extension.
            "andi" | "ori" | "xori" => l.k.inst(
                &format!("{}.b{w}", &name[..name.len() - 1]),
                &[d.into(), x.into(), y.into()],
            ),
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
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let pred = op
        .enum_attr::<CmpPredicate>("comparison_predicate")
        .ok_or_else(|| unsup("cmpi", "no predicate"))?;
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
    if e == ElemType::I1 {
        // i1 read as signed is 0 / -1, unsigned 0 / 1: compare those as s32.
        let one: Operand = if signed {
            Operand::Imm(-1)
        } else {
            Operand::ImmU(1)
        };
        for (&x, &y) in a.regs.iter().zip(&b.regs) {
            let (s, t) = (l.k.reg(RegClass::B32), l.k.reg(RegClass::B32));
            l.k.inst(
                "selp.b32",
                &[s.into(), one.clone(), Operand::ImmU(0), x.into()],
            );
            l.k.inst(
                "selp.b32",
                &[t.into(), one.clone(), Operand::ImmU(0), y.into()],
            );
            let d = l.k.reg(RegClass::Pred);
            l.k.inst(&format!("setp.{p}.s32"), &[d.into(), s.into(), t.into()]);
            regs.push(d);
        }
        l.set_tile(op.results[0], ElemType::I1, regs);
        return Ok(());
    }
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
        l.k.inst(
            &format!("setp.{p}.{}{w}", if signed { "s" } else { "u" }),
            &[d.into(), x.into(), y.into()],
        );
        regs.push(d);
    }
    l.set_tile(op.results[0], ElemType::I1, regs);
    Ok(())
}

pub(super) fn cmpf(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.operands[0])?;
    if !matches!(
        e,
        ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16
    ) {
        return Err(unsup("cmpf", format!("element type {}", e.name())));
    }
    let pred = op
        .enum_attr::<CmpPredicate>("comparison_predicate")
        .ok_or_else(|| unsup("cmpf", "no predicate"))?;
    let ord = op
        .enum_attr::<CmpOrdering>("comparison_ordering")
        .ok_or_else(|| unsup("cmpf", "no ordering"))?;
    let base = match pred {
        CmpPredicate::Equal => "eq",
        CmpPredicate::NotEqual => "ne",
        CmpPredicate::LessThan => "lt",
        CmpPredicate::LessThanOrEqual => "le",
        CmpPredicate::GreaterThan => "gt",
        CmpPredicate::GreaterThanOrEqual => "ge",
    };
    // PTX: eq/ne/lt/... are false when either operand is NaN; equ/neu/ltu/... are true then.
    let p = if ord == CmpOrdering::Unordered {
        format!("{base}u")
    } else {
        base.to_string()
    };
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
    let (c, a, b) = (
        l.tile(op, op.operands[0])?,
        l.tile(op, op.operands[1])?,
        l.tile(op, op.operands[2])?,
    );
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for i in 0..a.regs.len() {
        let d = l.k.reg(class);
        if class == RegClass::Pred {
            let (n, t, u) = (
                l.k.reg(RegClass::Pred),
                l.k.reg(RegClass::Pred),
                l.k.reg(RegClass::Pred),
            );
            l.k.inst("not.pred", &[n.into(), c.regs[i].into()]);
            l.k.inst("and.pred", &[t.into(), c.regs[i].into(), a.regs[i].into()]);
            l.k.inst("and.pred", &[u.into(), n.into(), b.regs[i].into()]);
            l.k.inst("or.pred", &[d.into(), t.into(), u.into()]);
        } else {
            l.k.inst(
                &format!("selp.{}", bits(class)),
                &[
                    d.into(),
                    a.regs[i].into(),
                    b.regs[i].into(),
                    c.regs[i].into(),
                ],
            );
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
        // 0 - x modulo 2 is x.
        return map_each(l, op, e, &mut |_, x| x);
    }
    let c = class_of(e).ok_or_else(|| unsup("negi", "not an integer"))?;
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(c);
        l.k.inst(&format!("neg.s{}", int_reg_bits(e)), &[d.into(), x.into()]);
        l.norm_i8(e, d);
        d
    })
}

fn i1_op(l: &mut Lower, opc: &str, x: Reg, y: Reg) -> Reg {
    let d = l.k.reg(RegClass::Pred);
    l.k.inst(opc, &[d.into(), x.into(), y.into()]);
    d
}

/// `x & !y`: an i1 shifted by its amount y (an amount of 1 shifts the bit out).
fn i1_shift_out(l: &mut Lower, x: Reg, y: Reg) -> Reg {
    let n = l.k.reg(RegClass::Pred);
    l.k.inst("not.pred", &[n.into(), y.into()]);
    i1_op(l, "and.pred", x, n)
}

/// An i8 (held sign-extended in 16 bits) zero-extended in 16 bits, for unsigned arithmetic.
fn zext_i8(l: &mut Lower, x: Reg) -> Reg {
    let t = l.k.reg(RegClass::B16);
    l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
    t
}

/// The divi rounding attribute (`rounding`), as the interpreter reads it: toward zero unless
/// positive_inf or negative_inf.
fn div_rounding(op: &Op) -> RoundingMode {
    match op.enum_attr::<RoundingMode>("rounding") {
        Some(m @ (RoundingMode::PositiveInf | RoundingMode::NegativeInf)) => m,
        _ => RoundingMode::Zero,
    }
}

/// divi, remi, maxi, mini, mulhii.
///
/// divi and remi: the operands are read at the register width (i8 sign- or zero-extended to 16
/// bits as the signedness says, which keeps its value), `div.{s,u}` truncates toward zero, and
/// the remainder is `x - q*y` (exact, so the wrapping `mul.lo`/`sub` give it; PTX leaves `rem`
/// on negative operands machine-dependent). divi rounding toward +inf adds 1 where the
/// remainder is nonzero and has the sign of the divisor, toward -inf subtracts 1 where it is
/// nonzero and has the other sign (unsigned: never). Division by zero and signed MIN / -1 are
/// undefined behaviour, which the corpus does not run; signed `remi` by -1 divides by 1
/// instead (x rem -1 = 0 for every x, MIN included, and PTX leaves MIN / -1 unspecified).
pub(super) fn int_other(l: &mut Lower, op: &Op) -> LResult<()> {
    let name = op.name();
    let e = l.num_elem(op, op.results[0])?;
    if !e.is_int() {
        return Err(unsup(name, "not an integer"));
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    if e == ElemType::I1 {
        // Read signed, 1 is -1. Without undefined behaviour the divisor is 1 (-1 signed):
        // divi gives x (0 / -1 = 0; -1 / -1 overflows), remi 0. maxi/mini: signed max is and,
        // min is or; unsigned the other way round. mulhii: the product has no high bit.
        for (&x, &y) in a.regs.iter().zip(&b.regs) {
            let d = match (name, signed) {
                ("divi", _) => x,
                ("remi", _) | ("mulhii", _) => l.imm_reg(RegClass::Pred, 0),
                ("maxi", true) | ("mini", false) => i1_op(l, "and.pred", x, y),
                _ => i1_op(l, "or.pred", x, y),
            };
            regs.push(d);
        }
        l.set_tile(op.results[0], e, regs);
        return Ok(());
    }
    let w = int_reg_bits(e);
    let class = class_of(e).unwrap();
    let su = if signed { "s" } else { "u" };
    let rounding = div_rounding(op);
    for (&x0, &y0) in a.regs.iter().zip(&b.regs) {
        // Unsigned i8: zero-extend (the register holds it sign-extended).
        let unsigned_i8 = e == ElemType::I8 && (!signed || name == "mulhii");
        let (x, y) = if unsigned_i8 {
            (zext_i8(l, x0), zext_i8(l, y0))
        } else {
            (x0, y0)
        };
        let d = l.k.reg(class);
        match name {
            "maxi" | "mini" => l.k.inst(
                &format!("{}.{su}{w}", &name[..3]),
                &[d.into(), x.into(), y.into()],
            ),
            "mulhii" => {
                if e == ElemType::I8 {
                    // 255 * 255 < 2^16: the whole product, then its high byte.
                    l.k.inst("mul.lo.u16", &[d.into(), x.into(), y.into()]);
                    l.k.inst("shr.u16", &[d.into(), d.into(), 8u32.into()]);
                } else {
                    l.k.inst(&format!("mul.hi.u{w}"), &[d.into(), x.into(), y.into()]);
                }
            }
            _ => {
                let y = if name == "remi" && signed {
                    let p = l.k.reg(RegClass::Pred);
                    let t = l.k.reg(class);
                    l.k.inst(
                        &format!("setp.eq.s{w}"),
                        &[p.into(), y.into(), Operand::Imm(-1)],
                    );
                    l.k.inst(
                        &format!("selp.b{w}"),
                        &[t.into(), Operand::ImmU(1), y.into(), p.into()],
                    );
                    t
                } else {
                    y
                };
                let q = l.k.reg(class);
                l.k.inst(&format!("div.{su}{w}"), &[q.into(), x.into(), y.into()]);
                let r = l.k.reg(class);
                l.k.inst(&format!("mul.lo.{su}{w}"), &[r.into(), q.into(), y.into()]);
                l.k.inst(&format!("sub.{su}{w}"), &[r.into(), x.into(), r.into()]);
                if name == "remi" {
                    l.k.inst(&format!("mov.b{w}"), &[d.into(), r.into()]);
                } else if rounding == RoundingMode::Zero
                    || (!signed && rounding == RoundingMode::NegativeInf)
                {
                    l.k.inst(&format!("mov.b{w}"), &[d.into(), q.into()]);
                } else {
                    // adjust = r != 0 && (signed: sign(r) == sign(y) for +inf, != for -inf)
                    let adj = l.k.reg(RegClass::Pred);
                    l.k.inst(
                        &format!("setp.ne.b{w}"),
                        &[adj.into(), r.into(), Operand::ImmU(0)],
                    );
                    if signed {
                        let sx = l.k.reg(class);
                        l.k.inst(&format!("xor.b{w}"), &[sx.into(), r.into(), y.into()]);
                        let same = l.k.reg(RegClass::Pred);
                        let cmp = if rounding == RoundingMode::PositiveInf {
                            "ge"
                        } else {
                            "lt"
                        };
                        l.k.inst(
                            &format!("setp.{cmp}.s{w}"),
                            &[same.into(), sx.into(), Operand::ImmU(0)],
                        );
                        l.k.inst("and.pred", &[adj.into(), adj.into(), same.into()]);
                    }
                    let delta: Operand = if rounding == RoundingMode::PositiveInf {
                        Operand::ImmU(1)
                    } else {
                        Operand::Imm(-1)
                    };
                    l.k.inst(&format!("mov.b{w}"), &[d.into(), q.into()]);
                    l.k.inst_if(
                        adj,
                        false,
                        &format!("add.s{w}"),
                        &[d.into(), d.into(), delta],
                    );
                }
            }
        }
        l.norm_i8(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `absi`: the input read as signed, the magnitude kept modulo 2^w (absi(MIN) = MIN's bits):
/// `x < 0 ? 0 - x : x` with a wrapping subtraction. i1: |-1| = 1, the input itself.
pub(super) fn absi(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    if e == ElemType::I1 {
        return map_each(l, op, e, &mut |_, x| x);
    }
    let c = class_of(e).ok_or_else(|| unsup("absi", "not an integer"))?;
    let w = int_reg_bits(e);
    map_each(l, op, e, &mut |l, x| {
        let (n, p, d) = (l.k.reg(c), l.k.reg(RegClass::Pred), l.k.reg(c));
        l.k.inst(
            &format!("sub.s{w}"),
            &[n.into(), Operand::ImmU(0), x.into()],
        );
        l.k.inst(
            &format!("setp.lt.s{w}"),
            &[p.into(), x.into(), Operand::ImmU(0)],
        );
        l.k.inst(
            &format!("selp.b{w}"),
            &[d.into(), n.into(), x.into(), p.into()],
        );
        l.norm_i8(e, d);
        d
    })
}

/// `iota`, with the i1 form: a tile of at most two elements whose element e is e (e != 0).
pub(super) fn iota_int(l: &mut Lower, op: &Op) -> LResult<()> {
    if l.num_elem(op, op.results[0])? != ElemType::I1 {
        return iota(l, op);
    }
    let n = l.ty(op.results[0]).tile().map_or(1, |t| t.num_elements());
    let t = n.min(MAX_THREADS);
    let tid = l.tid();
    let lane = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[lane.into(), tid.into(), Operand::ImmU(t - 1)]);
    let mut regs = vec![];
    for slot in 0..l.slots_of(op.results[0]) as u64 {
        let v = l.k.reg(RegClass::B32);
        l.k.inst("add.u32", &[v.into(), lane.into(), Operand::ImmU(slot * t)]);
        l.k.inst("and.b32", &[v.into(), v.into(), 1u32.into()]);
        let p = l.k.reg(RegClass::Pred);
        l.k.inst("setp.ne.u32", &[p.into(), v.into(), 0u32.into()]);
        regs.push(p);
    }
    l.set_tile(op.results[0], ElemType::I1, regs);
    Ok(())
}

/// `bitcast` of i1 to i1 and i8 to i8 (the same register); everything else as before.
pub(super) fn bitcast_int(l: &mut Lower, op: &Op) -> LResult<()> {
    let (from, to) = (
        l.num_elem(op, op.operands[0]),
        l.num_elem(op, op.results[0]),
    );
    if let (Ok(f), Ok(t)) = (from, to) {
        if f == t && matches!(f, ElemType::I1 | ElemType::I8) {
            return map_each(l, op, t, &mut |_, x| x);
        }
    }
    bitcast(l, op)
}

/// The element type of an integer tile, i4 included (which [`Lower::num_elem`] refuses: only
/// exti and trunci handle it).
fn int_elem_i4(l: &Lower, op: &Op, v: ValueId) -> LResult<ElemType> {
    match l.ty(v) {
        Type::Tile(t) if matches!(t.elem, Elem::Num(ElemType::I4)) => Ok(ElemType::I4),
        _ => l.num_elem(op, v),
    }
}

/// exti / trunci through i4. An i4 lives sign-extended in a 16-bit register (as i8 does), and
/// only these two ops read or make it: trunci to i4 keeps the low 4 bits (`shl` 12 then
/// `shr.s` 12), trunci i4 -> i1 keeps bit 0, exti i1 -> i4 gives 0 or -1 / 1, exti i4 -> iN
/// sign-extends the register or zero-extends its low 4 bits.
pub(super) fn ext_trunc_int(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = int_elem_i4(l, op, op.operands[0])?;
    let to = int_elem_i4(l, op, op.results[0])?;
    if from != ElemType::I4 && to != ElemType::I4 {
        return ext_trunc(l, op);
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let a = l.tile(op, op.operands[0])?;
    let mut regs = Vec::new();
    for &x in &a.regs {
        let d = if to == ElemType::I4 {
            let d = l.k.reg(RegClass::B16);
            match from {
                ElemType::I1 => {
                    let one: Operand = if signed && op.name() == "exti" {
                        Operand::Imm(-1)
                    } else {
                        Operand::ImmU(1)
                    };
                    l.k.inst("selp.b16", &[d.into(), one, Operand::ImmU(0), x.into()]);
                }
                f => {
                    match f {
                        ElemType::I8 | ElemType::I16 => l.k.inst("mov.b16", &[d.into(), x.into()]),
                        ElemType::I32 => l.k.inst("cvt.u16.u32", &[d.into(), x.into()]),
                        ElemType::I64 => l.k.inst("cvt.u16.u64", &[d.into(), x.into()]),
                        other => return Err(unsup(op.name(), format!("{} -> i4", other.name()))),
                    }
                    l.k.inst("shl.b16", &[d.into(), d.into(), 12u32.into()]);
                    l.k.inst("shr.s16", &[d.into(), d.into(), 12u32.into()]);
                }
            }
            d
        } else if to == ElemType::I1 {
            let (t, d) = (l.k.reg(RegClass::B16), l.k.reg(RegClass::Pred));
            l.k.inst("and.b16", &[t.into(), x.into(), 1u32.into()]);
            l.k.inst("setp.ne.u16", &[d.into(), t.into(), 0u32.into()]);
            d
        } else {
            let src = if signed {
                x
            } else {
                let t = l.k.reg(RegClass::B16);
                l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xF)]);
                t
            };
            let c = class_of(to).ok_or_else(|| unsup(op.name(), format!("i4 -> {}", to.name())))?;
            let d = l.k.reg(c);
            let s = if signed { "s" } else { "u" };
            match to {
                // An i8 lives sign-extended in 16 bits; both forms of a 4-bit value are.
                ElemType::I8 | ElemType::I16 => l.k.inst("mov.b16", &[d.into(), src.into()]),
                ElemType::I32 => {
                    l.k.inst(&format!("cvt.{s}32.{s}16"), &[d.into(), src.into()])
                }
                ElemType::I64 => {
                    l.k.inst(&format!("cvt.{s}64.{s}16"), &[d.into(), src.into()])
                }
                other => return Err(unsup(op.name(), format!("i4 -> {}", other.name()))),
            }
            d
        };
        regs.push(d);
    }
    l.set_tile(op.results[0], to, regs);
    Ok(())
}

/// Models of the instruction sequences above, step by step at the register width, checked
/// against the interpreter's own integer functions.
#[cfg(test)]
pub(super) mod models {
    use tileref_interp::numeric::int_ops::{self, mask, sext};
    use tileref_interp::numeric::IntDivRounding;

    /// A small deterministic generator (no dependency).
    pub(crate) struct Rng(pub u64);
    impl Rng {
        pub(crate) fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let x = self.0;
            (x ^ (x >> 29)).wrapping_mul(0xBF58476D1CE4E5B9) ^ (x >> 32)
        }
    }

    /// The register width an element of `w` bits lives in, and the register's bits for value
    /// bits `v` (i8 sign-extended into 16 bits).
    fn reg_width(w: u32) -> u32 {
        if w <= 16 {
            16
        } else {
            w
        }
    }
    fn to_reg(v: u64, w: u32) -> u64 {
        (sext(v & mask(w), w) as u64) & mask(reg_width(w))
    }
    /// norm_i8 and reading the element back from the register.
    fn from_reg(r: u64, w: u32) -> u64 {
        r & mask(w)
    }
    fn zext8(r: u64) -> u64 {
        r & 0xFF
    }

    /// PTX `div.s{R}` / `div.u{R}` (truncating; the caller keeps y != 0 and not MIN / -1).
    fn div(x: u64, y: u64, r: u32, signed: bool) -> u64 {
        if signed {
            (sext(x, r).wrapping_div(sext(y, r)) as u64) & mask(r)
        } else {
            (x / y) & mask(r)
        }
    }

    /// The lowering's divi / remi sequence (`int_other`).
    fn divrem_seq(name: &str, a: u64, b: u64, w: u32, signed: bool, rnd: IntDivRounding) -> u64 {
        let rw = reg_width(w);
        let m = mask(rw);
        let (mut x, mut y) = (to_reg(a, w), to_reg(b, w));
        if w == 8 && !signed {
            x = zext8(x);
            y = zext8(y);
        }
        if name == "remi" && signed && y == m {
            y = 1;
        }
        let q = div(x, y, rw, signed);
        let r = x.wrapping_sub(q.wrapping_mul(y)) & m;
        let d = if name == "remi" {
            r
        } else {
            match rnd {
                IntDivRounding::Zero => q,
                IntDivRounding::NegativeInf if !signed => q,
                _ => {
                    let mut adj = r != 0;
                    if signed {
                        let sx = sext((r ^ y) & m, rw);
                        adj &= if rnd == IntDivRounding::PositiveInf {
                            sx >= 0
                        } else {
                            sx < 0
                        };
                    }
                    let delta = if rnd == IntDivRounding::PositiveInf {
                        1u64
                    } else {
                        m
                    };
                    if adj {
                        q.wrapping_add(delta) & m
                    } else {
                        q
                    }
                }
            }
        };
        from_reg(d, w)
    }

    fn check_divrem(a: u64, b: u64, w: u32) {
        for signed in [false, true] {
            for rnd in [
                IntDivRounding::Zero,
                IntDivRounding::PositiveInf,
                IntDivRounding::NegativeInf,
            ] {
                if let Ok(want) = int_ops::divi(a, b, w, signed, rnd) {
                    assert_eq!(
                        divrem_seq("divi", a, b, w, signed, rnd),
                        want,
                        "divi {a:#x} {b:#x} w{w} signed {signed} {rnd:?}"
                    );
                }
            }
            if let Ok(want) = int_ops::remi(a, b, w, signed) {
                assert_eq!(
                    divrem_seq("remi", a, b, w, signed, IntDivRounding::Zero),
                    want,
                    "remi {a:#x} {b:#x} w{w} signed {signed}"
                );
            }
        }
    }

    fn specials(w: u32) -> Vec<u64> {
        let m = mask(w);
        let h = 1u64 << (w - 1);
        vec![
            0,
            1,
            2,
            3,
            7,
            m,
            m - 1,
            m - 2,
            h,
            h + 1,
            h - 1,
            h - 2,
            m / 3,
            m / 7,
            0x55 & m,
        ]
    }

    fn pairs(w: u32, n: usize, seed: u64) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let s = specials(w);
        for &a in &s {
            for &b in &s {
                out.push((a, b));
            }
        }
        let mut rng = Rng(seed);
        for _ in 0..n {
            let (a, b) = (rng.next() & mask(w), rng.next() & mask(w));
            // Small divisors too, so that remainders and roundings vary.
            let sh = (rng.next() % w as u64) as u32;
            out.push((a, b));
            out.push((a, b >> sh));
        }
        out
    }

    #[test]
    fn divi_remi_sequences_match_the_interpreter() {
        for a in 0..256u64 {
            for b in 0..256u64 {
                check_divrem(a, b, 8);
            }
        }
        for w in [16, 32, 64] {
            for (a, b) in pairs(w, 200_000, w as u64) {
                check_divrem(a, b, w);
            }
        }
    }

    /// absi: `sub 0, x`, `setp.lt.s`, `selp`, norm_i8.
    fn absi_seq(a: u64, w: u32) -> u64 {
        let rw = reg_width(w);
        let x = to_reg(a, w);
        let n = 0u64.wrapping_sub(x) & mask(rw);
        let d = if sext(x, rw) < 0 { n } else { x };
        from_reg(d, w)
    }

    /// mulhii on i8: both zero-extended, `mul.lo.u16`, `shr.u16 8`; wider: `mul.hi.u{w}`.
    fn mulhi_seq(a: u64, b: u64, w: u32) -> u64 {
        if w == 8 {
            let (x, y) = (zext8(to_reg(a, 8)), zext8(to_reg(b, 8)));
            from_reg(((x * y) & 0xFFFF) >> 8, 8)
        } else {
            let p = (to_reg(a, w) as u128) * (to_reg(b, w) as u128);
            from_reg((p >> w) as u64, w)
        }
    }

    /// maxi/mini: `max/min.{s,u}{R}` on the registers (unsigned i8 zero-extended).
    fn maxmin_seq(max: bool, a: u64, b: u64, w: u32, signed: bool) -> u64 {
        let rw = reg_width(w);
        let (mut x, mut y) = (to_reg(a, w), to_reg(b, w));
        if w == 8 && !signed {
            x = zext8(x);
            y = zext8(y);
        }
        let (kx, ky) = if signed {
            (sext(x, rw) as i128, sext(y, rw) as i128)
        } else {
            (x as i128, y as i128)
        };
        let d = if (kx >= ky) == max { x } else { y };
        from_reg(d, w)
    }

    fn check_rest(a: u64, b: u64, w: u32) {
        assert_eq!(absi_seq(a, w), int_ops::absi(a, w), "absi {a:#x} w{w}");
        assert_eq!(
            mulhi_seq(a, b, w),
            int_ops::mulhii(a, b, w).unwrap(),
            "mulhii {a:#x} {b:#x} w{w}"
        );
        for signed in [false, true] {
            assert_eq!(
                maxmin_seq(true, a, b, w, signed),
                int_ops::maxi(a, b, w, signed),
                "maxi {a:#x} {b:#x} w{w}"
            );
            assert_eq!(
                maxmin_seq(false, a, b, w, signed),
                int_ops::mini(a, b, w, signed),
                "mini {a:#x} {b:#x} w{w}"
            );
        }
    }

    #[test]
    fn absi_mulhii_maxi_mini_sequences_match_the_interpreter() {
        for a in 0..256u64 {
            for b in 0..256u64 {
                check_rest(a, b, 8);
            }
        }
        for w in [16, 32, 64] {
            for (a, b) in pairs(w, 100_000, 100 + w as u64) {
                check_rest(a, b, w);
            }
        }
    }

    /// The i1 forms, as predicate logic (`int_other`, `int_binary`, `cmpi`, `negi`, `absi`).
    #[test]
    fn i1_forms_match_the_interpreter() {
        use tileref_interp::numeric::{CmpPred, IntOverflow, ShiftPolicy};
        for x in 0..2u64 {
            for y in 0..2u64 {
                let (px, py) = (x == 1, y == 1);
                for signed in [false, true] {
                    if let Ok(want) = int_ops::divi(x, y, 1, signed, IntDivRounding::PositiveInf) {
                        assert_eq!(x, want);
                    }
                    if let Ok(want) = int_ops::divi(x, y, 1, signed, IntDivRounding::NegativeInf) {
                        assert_eq!(x, want);
                    }
                    if let Ok(want) = int_ops::remi(x, y, 1, signed) {
                        assert_eq!(0, want);
                    }
                    let (and, or) = ((px && py) as u64, (px || py) as u64);
                    assert_eq!(
                        int_ops::maxi(x, y, 1, signed),
                        if signed { and } else { or }
                    );
                    assert_eq!(
                        int_ops::mini(x, y, 1, signed),
                        if signed { or } else { and }
                    );
                    let shr = if signed { x } else { (px && !py) as u64 };
                    assert_eq!(
                        int_ops::shri(x, y, 1, signed, ShiftPolicy::Clamp).unwrap(),
                        shr
                    );
                    // cmpi: selp to 0 / -1 (signed) or 0 / 1, then an s32 comparison.
                    let v = |b: bool| -> i32 {
                        if !b {
                            0
                        } else if signed {
                            -1
                        } else {
                            1
                        }
                    };
                    for (pred, f) in [
                        (
                            CmpPred::Eq,
                            (|a: i32, b: i32| a == b) as fn(i32, i32) -> bool,
                        ),
                        (CmpPred::Ne, |a, b| a != b),
                        (CmpPred::Lt, |a, b| a < b),
                        (CmpPred::Le, |a, b| a <= b),
                        (CmpPred::Gt, |a, b| a > b),
                        (CmpPred::Ge, |a, b| a >= b),
                    ] {
                        assert_eq!(
                            int_ops::cmpi(pred, x, y, 1, signed),
                            f(v(px), v(py)),
                            "{pred:?} {x} {y} {signed}"
                        );
                    }
                }
                assert_eq!(int_ops::mulhii(x, y, 1).unwrap(), 0);
                assert_eq!(
                    int_ops::shli(x, y, 1, IntOverflow::None, ShiftPolicy::Clamp).unwrap(),
                    (px && !py) as u64
                );
            }
            assert_eq!(int_ops::negi(x, 1, IntOverflow::None).unwrap(), x);
            assert_eq!(int_ops::absi(x, 1), x);
        }
    }

    /// i4 through exti / trunci: held sign-extended in 16 bits.
    #[test]
    fn i4_sequences_match_the_interpreter() {
        use tileref_interp::numeric::convert::{exti, trunci};
        for w in [8u32, 16, 32, 64] {
            let mut inputs: Vec<u64> = (0..=0xFFFFu64).map(|v| v & mask(w)).collect();
            let mut rng = Rng(7);
            inputs.extend((0..10_000).map(|_| rng.next() & mask(w)));
            for a in inputs {
                // trunci -> i4: the low 16 bits of the register, shl 12, shr.s 12.
                let low16 = to_reg(a, w) & 0xFFFF;
                let r4 = (sext((low16 << 12) & 0xFFFF, 16) >> 12) as u64 & 0xFFFF;
                let want4 = trunci(a, w, 4, false, false).unwrap();
                assert_eq!(r4 & 0xF, want4, "trunci {a:#x} i{w} -> i4");
                assert_eq!(r4, to_reg(want4, 4), "the i4 register is sign-extended");
                // trunci i4 -> i1: bit 0.
                assert_eq!(r4 & 1, trunci(want4, 4, 1, false, false).unwrap());
                for to in [8u32, 16, 32, 64] {
                    // exti signed: the sign-extended register, widened (cvt.s); unsigned: and 0xF.
                    let s = (sext(r4, 16) as u64) & mask(to);
                    assert_eq!(
                        from_reg(to_reg(s, to), to),
                        exti(want4, 4, to, true).unwrap()
                    );
                    assert_eq!(r4 & 0xF, exti(want4, 4, to, false).unwrap());
                }
            }
        }
        // exti i1 -> i4: selp -1 / 1.
        for x in 0..2u64 {
            assert_eq!(
                to_reg(if x == 1 { 0xF } else { 0 }, 4) & 0xF,
                exti(x, 1, 4, true).unwrap()
            );
            assert_eq!(x, exti(x, 1, 4, false).unwrap());
        }
    }
}
