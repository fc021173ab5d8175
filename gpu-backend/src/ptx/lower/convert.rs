//! Conversions between numeric types, and bitcasts.

use super::*;

pub(super) fn is_float(e: ElemType) -> bool {
    matches!(
        e,
        ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16
    )
}

pub(super) fn ftof(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    let m = rounding(op);
    // One PTX cvt where it rounds once as the interpreter does; everything else (the narrow
    // formats, nearest-away, bf16 results PTX cannot round that way) in software (narrow.rs).
    let native = is_float(from)
        && is_float(to)
        && rnd("ftof", m).is_ok()
        && !(from == ElemType::F64 && to == ElemType::BF16 && !l.target.bf16_cvt_direct())
        && !(to == ElemType::BF16
            && m != RoundingMode::NearestEven
            && !(m == RoundingMode::Zero && from == ElemType::F32));
    if !native {
        return soft_ftof(l, op, from, to, m);
    }
    let r = rnd("ftof", m)?;
    // Which instructions: a direct cvt, or through f32 where that is exact.
    let via_f32 = match (from, to) {
        (ElemType::BF16, ElemType::F64)
        | (ElemType::BF16, ElemType::F16)
        | (ElemType::F16, ElemType::BF16) => !l.target.bf16_cvt_direct(),
        (ElemType::F64, ElemType::BF16) => {
            if !l.target.bf16_cvt_direct() {
                return Err(unsup(
                    "ftof",
                    "f64 -> bf16 before sm_90 rounds twice (through f32)",
                ));
            }
            false
        }
        _ => false,
    };
    if to == ElemType::BF16 && r != "rn" && !(r == "rz" && from == ElemType::F32) {
        return Err(unsup(
            "ftof",
            format!("{} -> bf16 with rounding .{r}", from.name()),
        ));
    }
    let tc = class_of(to).unwrap();
    let narrow_rnd = |f: ElemType, t: ElemType| -> String {
        // Rounding applies only when narrowing.
        if f.bit_width() > t.bit_width()
            || (f == ElemType::F16 && t == ElemType::BF16)
            || (f == ElemType::BF16 && t == ElemType::F16)
        {
            format!(".{r}")
        } else {
            String::new()
        }
    };
    map_each(l, op, to, &mut |l, x| {
        let d = l.k.reg(tc);
        if from == to {
            l.k.inst(&format!("mov.{}", bits(tc)), &[d.into(), x.into()]);
        } else if via_f32 {
            let m = l.k.reg(RegClass::F32);
            l.k.inst(&format!("cvt.f32.{}", fty(from)), &[m.into(), x.into()]);
            let rr = narrow_rnd(ElemType::F32, to);
            l.k.inst(&format!("cvt{rr}.{}.f32", fty(to)), &[d.into(), m.into()]);
        } else {
            let rr = narrow_rnd(from, to);
            l.k.inst(
                &format!("cvt{rr}.{}.{}", fty(to), fty(from)),
                &[d.into(), x.into()],
            );
        }
        l.canon_nan(to, d);
        d
    })
}

pub(super) fn itof(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if rounding(op) != RoundingMode::NearestEven {
        // The interpreter's itof rounds to nearest even whatever the attribute says
        // (interp/src/eval/convert.rs); other modes stay refused until that is settled.
        return Err(unsup(
            "itof",
            format!(
                "rounding mode {:?}: the reference itof rounds to nearest even",
                rounding(op)
            ),
        ));
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let w = int_reg_bits(from);
    let via_f32 = to == ElemType::BF16 && !l.target.bf16_cvt_direct();
    if from == ElemType::I1 || is_narrow(to) || (via_f32 && w > 16) {
        // i1, the narrow formats, and i32/i64 -> bf16 before sm_90 (through f32 it would round
        // twice): exactly through f64 (narrow.rs).
        return soft_itof(l, op, from, to, signed);
    }
    if !from.is_int() || !is_float(to) {
        return Err(unsup("itof", format!("{} -> {}", from.name(), to.name())));
    }
    let r = rnd("itof", rounding(op))?;
    if (to == ElemType::BF16 || to == ElemType::F16) && r != "rn" {
        return Err(unsup("itof", format!("-> {} with rounding .{r}", fty(to))));
    }
    let tc = class_of(to).unwrap();
    let sfx = if signed { "s" } else { "u" };
    map_each(l, op, to, &mut |l, x| {
        let src = if from == ElemType::I8 && !signed {
            let t = l.k.reg(RegClass::B16);
            l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
            t
        } else {
            x
        };
        let d = l.k.reg(tc);
        if via_f32 {
            // 16-bit integers are exact in f32.
            let m = l.k.reg(RegClass::F32);
            l.k.inst(&format!("cvt.rn.f32.{sfx}{w}"), &[m.into(), src.into()]);
            l.k.inst("cvt.rn.bf16.f32", &[d.into(), m.into()]);
        } else {
            l.k.inst(
                &format!("cvt.{r}.{}.{sfx}{w}", fty(to)),
                &[d.into(), src.into()],
            );
        }
        d
    })
}

pub(super) fn ftoi(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if !is_any_float(from) || !to.is_int() {
        return Err(unsup("ftoi", format!("{} -> {}", from.name(), to.name())));
    }
    if to == ElemType::I1 {
        return ftoi_i1(l, op, from);
    }
    let r = irnd("ftoi", rounding(op))?;
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    // PTX float -> integer cvt clamps to the destination range: the saturating result. NaN
    // gives 0 only for some source/destination pairs (the H100 gives the most negative value
    // for f64 sources and 64-bit destinations), so NaN inputs are set to 0 explicitly. Without
    // `saturating` such inputs are undefined behaviour.
    let sfx = if signed { "s" } else { "u" };
    let dw = if to == ElemType::I8 {
        8
    } else {
        int_reg_bits(to)
    };
    let tc = class_of(to).unwrap();
    // bf16 -> f32 is exact, and the direct bf16 -> integer cvt of sm_90 has no `.sat` form.
    let via_f32 = from == ElemType::BF16;
    map_each(l, op, to, &mut |l, x| {
        let (src, fe) = if via_f32 {
            let m = l.k.reg(RegClass::F32);
            l.k.inst("cvt.f32.bf16", &[m.into(), x.into()]);
            (m, ElemType::F32)
        } else if from == ElemType::TF32 {
            // A tf32 register holds the f32 value itself.
            (x, ElemType::F32)
        } else if is_narrow(from) {
            // The 8- and 4-bit formats widen exactly to f64.
            (to_f64(l, from, x), ElemType::F64)
        } else {
            (x, from)
        };
        let d = l.k.reg(tc);
        l.k.inst(
            &format!("cvt.{r}.sat.{sfx}{dw}.{}", fty(fe)),
            &[d.into(), src.into()],
        );
        let nan = l.k.reg(RegClass::Pred);
        l.k.inst(
            &format!("setp.nan.{}", fty(fe)),
            &[nan.into(), src.into(), src.into()],
        );
        l.k.inst(
            &format!("selp.{}", bits(tc)),
            &[d.into(), Operand::Imm(0), d.into(), nan.into()],
        );
        l.norm_i8(to, d);
        d
    })
}

pub(super) fn ext_trunc(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if !from.is_int() || !to.is_int() {
        return Err(unsup(op.name(), "integers only"));
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let tc = class_of(to).unwrap();
    let (fw, tw) = (int_reg_bits(from), int_reg_bits(to));
    map_each(l, op, to, &mut |l, x| {
        let d = l.k.reg(tc);
        if from == ElemType::I1 {
            let one: Operand = if signed {
                Operand::Imm(-1)
            } else {
                Operand::ImmU(1)
            };
            l.k.inst(
                &format!("selp.{}", bits(tc)),
                &[d.into(), one, Operand::ImmU(0), x.into()],
            );
            return d;
        }
        if to == ElemType::I1 {
            let t = l.k.reg(class_of(from).unwrap());
            l.k.inst(
                &format!("and.b{fw}"),
                &[t.into(), x.into(), Operand::ImmU(1)],
            );
            l.k.inst(
                &format!("setp.ne.u{fw}"),
                &[d.into(), t.into(), Operand::ImmU(0)],
            );
            return d;
        }
        // Zero-extend an unsigned i8 first (it lives sign-extended).
        let src = if from == ElemType::I8 && !signed && op.name() == "exti" {
            let t = l.k.reg(RegClass::B16);
            l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
            t
        } else {
            x
        };
        let s = if signed { "s" } else { "u" };
        if fw == tw {
            l.k.inst(&format!("mov.b{tw}"), &[d.into(), src.into()]);
        } else {
            l.k.inst(&format!("cvt.{s}{tw}.{s}{fw}"), &[d.into(), src.into()]);
        }
        l.norm_i8(to, d);
        d
    })
}

/// `bitcast` between numeric types of one width: the same bits in a register of the other
/// class (i1 and i8, whose registers hold more than their bits, are not lowered yet).
pub(super) fn bitcast(l: &mut Lower, op: &Op) -> LResult<()> {
    let (from, to) = (
        l.num_elem(op, op.operands[0])?,
        l.num_elem(op, op.results[0])?,
    );
    if matches!(from, ElemType::I1 | ElemType::I8)
        || matches!(to, ElemType::I1 | ElemType::I8)
        || is_narrow(from)
        || is_narrow(to)
    {
        return bitcast_narrow(l, op, from, to);
    }
    if from.bit_width() != to.bit_width() {
        return Err(unsup(
            "bitcast",
            format!("{} -> {}", from.name(), to.name()),
        ));
    }
    let c = class_of(to).ok_or_else(|| unsup("bitcast", "not a number"))?;
    map_each(l, op, to, &mut |l, x| {
        let d = l.k.reg(c);
        l.k.inst(&format!("mov.b{}", from.bit_width()), &[d.into(), x.into()]);
        d
    })
}
