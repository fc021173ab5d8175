//! Block ids, constants, iota, tokens and the ops that pass a value through.

use super::*;

pub(super) fn specials(l: &mut Lower, op: &Op, s: [Special; 3]) -> LResult<()> {
    for (i, &res) in op.results.iter().enumerate() {
        let r = l.k.read_special(s[i]);
        l.set_tile(res, ElemType::I32, vec![r]);
    }
    Ok(())
}

pub(super) fn block_id(l: &mut Lower, op: &Op) -> LResult<()> {
    specials(l, op, [Special::CtaidX, Special::CtaidY, Special::CtaidZ])
}

pub(super) fn num_blocks(l: &mut Lower, op: &Op) -> LResult<()> {
    specials(
        l,
        op,
        [Special::NctaidX, Special::NctaidY, Special::NctaidZ],
    )
}

pub(super) fn constant(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    let Some(Attr::Dense(d)) = op.attr("value") else {
        return Err(unsup("constant", "no dense value"));
    };
    if d.bits.iter().any(|&b| b != d.bits[0]) {
        return super::shared::dense_constant(l, op, e, d);
    }
    let mut v = d.bits[0];
    if e == ElemType::I8 {
        v = (v as u8 as i8 as i16 as u16) as u64;
    }
    let width = e.bit_width();
    if width < 64 && e != ElemType::I8 {
        v &= (1u64 << width) - 1;
    }
    // tf32 registers hold the f32 pattern of the value (narrow.rs).
    let r = l.imm_reg(class_of(e).unwrap(), reg_bits(e, v));
    let slots = l.slots_of(op.results[0]);
    l.set_tile(op.results[0], e, vec![r; slots]);
    Ok(())
}

/// `iota`: element e holds e (the verifier keeps n - 1 within the type, read unsigned), which
/// each thread knows for its slots: e = slot * T + (tid mod T).
pub(super) fn iota(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    let n = l.ty(op.results[0]).tile().map_or(1, |t| t.num_elements());
    let t = n.min(MAX_THREADS);
    let c = class_of(e).ok_or_else(|| unsup("iota", format!("element type {}", e.name())))?;
    if c == RegClass::Pred {
        return Err(unsup("iota", "i1 iota: later"));
    }
    let tid = l.tid();
    let lane = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[lane.into(), tid.into(), Operand::ImmU(t - 1)]);
    let mut regs = vec![];
    for slot in 0..l.slots_of(op.results[0]) as u64 {
        let v = l.k.reg(RegClass::B32);
        l.k.inst("add.u32", &[v.into(), lane.into(), Operand::ImmU(slot * t)]);
        let r = match c {
            RegClass::B32 => v,
            RegClass::B16 => {
                // i8 lives sign-extended in 16 bits.
                let r = l.k.reg(RegClass::B16);
                l.k.inst("cvt.u16.u32", &[r.into(), v.into()]);
                if e == ElemType::I8 {
                    l.k.inst("cvt.s16.s8", &[r.into(), r.into()]);
                }
                r
            }
            RegClass::B64 => {
                let r = l.k.reg(RegClass::B64);
                l.k.inst("cvt.u64.u32", &[r.into(), v.into()]);
                r
            }
            _ => return Err(unsup("iota", format!("element type {}", e.name()))),
        };
        regs.push(r);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

pub(super) fn token(l: &mut Lower, op: &Op) -> LResult<()> {
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}

/// assume (the value itself) and reshape (row-major order is kept, so the layout is the same).
pub(super) fn pass_through(l: &mut Lower, op: &Op) -> LResult<()> {
    let src = op.operands[0];
    let v = l
        .vals
        .get(&src)
        .cloned()
        .ok_or_else(|| unsup(op.name(), "operand not lowered"))?;
    let Val::Tile(t) = v else {
        if op.name() == "assume" {
            l.vals.insert(op.results[0], v);
            return Ok(());
        }
        return Err(unsup(op.name(), "expected a tile"));
    };
    let regs = match op.name() {
        "reshape" => {
            let n = l.ty(op.results[0]).tile().map_or(1, |x| x.num_elements());
            if n != t.n() {
                return Err(unsup("reshape", "element counts differ"));
            }
            t.regs.clone()
        }
        _ => t.regs.clone(),
    };
    l.set_tile(op.results[0], t.elem, regs);
    Ok(())
}
