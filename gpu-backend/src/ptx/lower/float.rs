//! Float arithmetic: add/sub/mul/div, fma, sqrt, sign ops and max/min.

use super::*;

pub(super) fn float_elem(l: &Lower, op: &Op) -> LResult<ElemType> {
    let e = l.num_elem(op, op.results[0])?;
    if !matches!(e, ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16) {
        return Err(unsup(op.name(), format!("element type {}", e.name())));
    }
    if op.has_unit("flush_to_zero") && e != ElemType::F32 {
        return Err(unsup(op.name(), "flush_to_zero is f32-only"));
    }
    Ok(e)
}

/// The opcode of a two- or three-operand float op (`add`, `sub`, `mul`, `div`, `fma`), or
/// `None` for bf16 add/sub/mul before sm_90 (done as an fma).
pub(super) fn float_opcode(l: &Lower, op: &Op, base: &str, e: ElemType) -> LResult<Option<String>> {
    let name = op.name();
    let m = rounding(op);
    let r = rnd(name, m)?;
    let ftz = if op.has_unit("flush_to_zero") { ".ftz" } else { "" };
    match e {
        ElemType::F32 | ElemType::F64 => Ok(Some(format!("{base}.{r}{ftz}.{}", fty(e)))),
        ElemType::F16 | ElemType::BF16 => {
            if r != "rn" {
                return Err(unsup(name, format!("{} arithmetic has only round-to-nearest-even in PTX", fty(e))));
            }
            if base == "div" {
                return Err(unsup(name, format!("PTX has no {} division", fty(e))));
            }
            if e == ElemType::BF16 && base != "fma" && !l.target.bf16_add_mul() {
                return Ok(None);
            }
            Ok(Some(format!("{base}.rn.{}", fty(e))))
        }
        _ => Err(unsup(name, "not a float")),
    }
}

pub(super) fn float_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let base = &op.name()[..3];
    let opc = float_opcode(l, op, base, e)?;
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let c = class_of(e).unwrap();
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(c);
        match &opc {
            Some(o) => l.k.inst(o, &[d.into(), x.into(), y.into()]),
            None => {
                // bf16 before sm_90: add(a, b) = fma(a, 1, b), sub(a, b) = fma(b, -1, a),
                // mul(a, b) = fma(a, b, -0); the exact product and one rounding give the same bits.
                let (m1, m2, acc) = match base {
                    "add" => (x, l.imm_reg(RegClass::B16, 0x3F80), y),
                    "sub" => (y, l.imm_reg(RegClass::B16, 0xBF80), x),
                    _ => (x, y, l.imm_reg(RegClass::B16, 0x8000)),
                };
                l.k.inst("fma.rn.bf16", &[d.into(), m1.into(), m2.into(), acc.into()]);
            }
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `sqrt` on f32/f64: PTX's `sqrt.{rn,rz,rm,rp}` is correctly rounded in every IEEE mode, as the
/// reference is; `approx` and the half-precision types are not lowered yet.
pub(super) fn sqrt(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    if !matches!(e, ElemType::F32 | ElemType::F64) {
        return Err(unsup("sqrt", format!("{} sqrt: later", fty(e))));
    }
    let opc = float_opcode(l, op, "sqrt", e)?.ok_or_else(|| unsup("sqrt", "no instruction"))?;
    let c = class_of(e).ok_or_else(|| unsup("sqrt", "not a float"))?;
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(c);
        l.k.inst(&opc, &[d.into(), x.into()]);
        l.canon_nan(e, d);
        d
    })
}

pub(super) fn fma(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let opc = float_opcode(l, op, "fma", e)?.ok_or_else(|| unsup("fma", "no fma"))?;
    let (a, b, c) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?, l.tile(op, op.operands[2])?);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for i in 0..a.regs.len() {
        let d = l.k.reg(class);
        l.k.inst(&opc, &[d.into(), a.regs[i].into(), b.regs[i].into(), c.regs[i].into()]);
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// negf/absf as sign-bit operations (exact for every non-NaN), NaN canonicalised as the
/// interpreter does.
pub(super) fn float_sign(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let class = class_of(e).ok_or_else(|| unsup(op.name(), "not a float"))?;
    let (sign, b) = match e {
        ElemType::F64 => (0x8000_0000_0000_0000u64, "b64"),
        ElemType::F32 => (0x8000_0000, "b32"),
        _ => (0x8000, "b16"),
    };
    let (opc, mask) = if op.name() == "negf" { ("xor", sign) } else { ("and", sign - 1) };
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(class);
        l.k.inst(&format!("{opc}.{b}"), &[d.into(), x.into(), Operand::ImmU(mask)]);
        l.canon_nan(e, d);
        d
    })
}

/// maxf/minf: maximumNumber/minimumNumber (maximum/minimum with `propagate_nan`), −0 < +0.
/// PTX `max/min` give the other operand for one NaN; equal operands (±0 included) are fixed up
/// to the and (max) / or (min) of their bits, which orders −0 below +0; NaN results canonical.
pub(super) fn float_max_min(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    if op.has_unit("flush_to_zero") {
        return Err(unsup(op.name(), "flush_to_zero min/max: later"));
    }
    let max = op.name() == "maxf";
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let class = class_of(e).unwrap();
    let bt = bits(class);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(class);
        let opc = format!("{}.{}", if max { "max" } else { "min" }, fty(e));
        l.k.inst(&opc, &[d.into(), x.into(), y.into()]);
        let eq = l.fcmp(e, "eq", x, y);
        let t = l.k.reg(class);
        l.k.inst(&format!("{}.{bt}", if max { "and" } else { "or" }), &[t.into(), x.into(), y.into()]);
        l.k.inst_if(eq, false, &format!("mov.{bt}"), &[d.into(), t.into()]);
        if op.has_unit("propagate_nan") {
            let un = l.fcmp(e, "nan", x, y);
            l.k.inst_if(un, false, &format!("mov.{bt}"), &[d.into(), Operand::ImmU(canonical_nan(e))]);
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}
