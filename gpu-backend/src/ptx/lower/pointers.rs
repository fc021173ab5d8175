//! Pointer tiles: `offset`, the pointer casts, and loads and stores through pointers.
//!
//! A pointer tile is a tile of 64-bit global addresses: one `.b64` register per slot, laid out
//! like every other tile (its [`TileVal::elem`] is the pointee; the IR type says it is a
//! pointer). Entry parameters are converted with `cvta.to.global` once; `offset` adds
//! `sext(offset) * sizeof(pointee)`; `int_to_ptr`, `ptr_to_int` and `ptr_to_ptr` keep the bits
//! (the interpreter does the same).

use tileref_spec::attrs::MemScope;

use super::*;

/// The pointee of pointer-tile value `v`, or Unsupported.
pub(super) fn pointee(l: &Lower, op: &Op, v: ValueId) -> LResult<ElemType> {
    match l.ty(v) {
        Type::Tile(t) => match &t.elem {
            Elem::Ptr(p) => Ok(p.pointee),
            Elem::Num(_) => Err(unsup(op.name(), "expected a pointer tile")),
        },
        _ => Err(unsup(op.name(), "expected a pointer tile")),
    }
}

/// The pointee of a load, store or atomic, which must have a register class.
pub(super) fn mem_pointee(l: &Lower, op: &Op, v: ValueId) -> LResult<ElemType> {
    let e = pointee(l, op, v)?;
    if class_of(e).is_none() {
        return Err(unsup(
            op.name(),
            format!("element type {} is not lowered yet", e.name()),
        ));
    }
    Ok(e)
}

/// A signed integer of type `e` in register `r`, sign-extended to 64 bits (i1 reads as 0 / -1;
/// i8 lives sign-extended in 16 bits).
pub(super) fn sext64(l: &mut Lower, e: ElemType, r: Reg) -> Reg {
    let d = l.k.reg(RegClass::B64);
    match e {
        ElemType::I1 => l.k.inst(
            "selp.b64",
            &[d.into(), Operand::Imm(-1), 0u64.into(), r.into()],
        ),
        ElemType::I8 | ElemType::I16 => l.k.inst("cvt.s64.s16", &[d.into(), r.into()]),
        ElemType::I32 => l.k.inst("cvt.s64.s32", &[d.into(), r.into()]),
        _ => l.k.inst("mov.b64", &[d.into(), r.into()]),
    }
    d
}

/// `offset`: ptr + sext(offset) * sizeof(pointee), per element. An offset or an address that
/// overflows is undefined behaviour (not run), so the wrapping `mad.lo.s64` gives the result.
pub(super) fn offset(l: &mut Lower, op: &Op) -> LResult<()> {
    let pe = pointee(l, op, op.operands[0])?;
    if pe.bit_width() == 4 {
        return Err(unsup(
            "offset",
            "pointer arithmetic on 4-bit pointees is not defined",
        ));
    }
    let oe = l.num_elem(op, op.operands[1])?;
    if !oe.is_int() {
        return Err(unsup("offset", "the offset is not an integer"));
    }
    let (p, o) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    if p.regs.len() != o.regs.len() {
        return Err(unsup(
            "offset",
            "pointer and offset tiles of different shapes",
        ));
    }
    let size = pe.storage_bytes();
    let mut regs = Vec::new();
    for (&base, &off) in p.regs.iter().zip(&o.regs) {
        let s = sext64(l, oe, off);
        let d = l.k.reg(RegClass::B64);
        l.k.inst(
            "mad.lo.s64",
            &[d.into(), s.into(), Operand::ImmU(size), base.into()],
        );
        regs.push(d);
    }
    l.set_tile(op.results[0], pe, regs);
    Ok(())
}

/// `int_to_ptr` (from i64), `ptr_to_int` (to i64), `ptr_to_ptr`: the same 64 bits.
pub(super) fn ptr_cast(l: &mut Lower, op: &Op) -> LResult<()> {
    let a = l.tile(op, op.operands[0])?;
    let elem = match op.name() {
        "ptr_to_int" => {
            pointee(l, op, op.operands[0])?;
            let e = l.num_elem(op, op.results[0])?;
            if e != ElemType::I64 {
                return Err(unsup("ptr_to_int", format!("to {}", e.name())));
            }
            e
        }
        "int_to_ptr" => {
            let e = l.num_elem(op, op.operands[0])?;
            if e != ElemType::I64 {
                return Err(unsup("int_to_ptr", format!("from {}", e.name())));
            }
            pointee(l, op, op.results[0])?
        }
        _ => {
            pointee(l, op, op.operands[0])?;
            pointee(l, op, op.results[0])?
        }
    };
    l.set_tile(op.results[0], elem, a.regs.clone());
    Ok(())
}

/// The PTX scope of a Tile IR memory scope: a tile block is one CTA.
pub(super) fn scope(s: MemScope) -> &'static str {
    match s {
        MemScope::TlBlk => "cta",
        MemScope::Device => "gpu",
        MemScope::Sys => "sys",
    }
}

/// The `.sem.scope` qualifiers of a load (`load`) or store: "" for weak, ".relaxed.gpu",
/// ".acquire.cta", ".release.sys", ...
fn ld_st_qualifiers(op: &Op, load: bool) -> LResult<String> {
    let ord = op
        .enum_attr::<MemOrdering>("memory_ordering_semantics")
        .ok_or_else(|| unsup(op.name(), "no memory ordering"))?;
    let sem = match (ord, load) {
        (MemOrdering::Weak, _) => return Ok(String::new()),
        (MemOrdering::Relaxed, _) => "relaxed",
        (MemOrdering::Acquire, true) => "acquire",
        (MemOrdering::Release, false) => "release",
        (o, _) => {
            return Err(unsup(
                op.name(),
                format!(
                    "memory ordering {o:?} for a {}",
                    if load { "load" } else { "store" }
                ),
            ))
        }
    };
    let s = op
        .enum_attr::<MemScope>("memory_scope")
        .ok_or_else(|| unsup(op.name(), "a strong access without a scope"))?;
    Ok(format!(".{sem}.{}", scope(s)))
}

/// Token-ordered after earlier stores, which other threads of the CTA may have made: a barrier
/// (the non-aligned `barrier.sync`, since it may follow the divergent loop of an `addf` atomic).
pub(super) fn token_barrier(l: &mut Lower, op: &Op) {
    if op.opt("token").is_some() && l.stored {
        l.k.inst("barrier.sync", &[0u32.into()]);
    }
}

/// `a && b` over optional predicates (None is true).
pub(super) fn and_guard(l: &mut Lower, a: Option<Reg>, b: Option<Reg>) -> Option<Reg> {
    match (a, b) {
        (Some(x), Some(y)) => {
            let d = l.k.reg(RegClass::Pred);
            l.k.inst("and.pred", &[d.into(), x.into(), y.into()]);
            Some(d)
        }
        (x, None) => x,
        (None, y) => y,
    }
}

/// Emits `opc operands` under `guard` (unguarded when None).
pub(super) fn guarded(l: &mut Lower, guard: Option<Reg>, opc: &str, operands: &[Operand]) {
    match guard {
        Some(g) => l.k.inst_if(g, false, opc, operands),
        None => l.k.inst(opc, operands),
    }
}

/// `load_ptr_tko`: each element from its address; a masked-off element is the padding value's
/// bits, or 0 without one (the interpreter's choice). i1 reads a byte, nonzero as 1.
pub(super) fn load_ptr(l: &mut Lower, op: &Op) -> LResult<()> {
    let src = op
        .opt("source")
        .ok_or_else(|| unsup("load_ptr_tko", "no source"))?;
    let e = mem_pointee(l, op, src)?;
    let q = ld_st_qualifiers(op, true)?;
    let p = l.tile(op, src)?;
    let mask = op.opt("mask").map(|m| l.tile(op, m)).transpose()?;
    let pad = op.opt("paddingValue").map(|m| l.tile(op, m)).transpose()?;
    token_barrier(l, op);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for (i, &addr) in p.regs.iter().enumerate() {
        let g = mask.as_ref().map(|m| m.regs[i]);
        let d = l.k.reg(class);
        if e == ElemType::I1 {
            let b = l.k.reg(RegClass::B16);
            match &pad {
                Some(pd) => l.k.inst(
                    "selp.u16",
                    &[b.into(), 1u32.into(), 0u32.into(), pd.regs[i].into()],
                ),
                None => l.k.inst("mov.b16", &[b.into(), 0u32.into()]),
            }
            guarded(
                l,
                g,
                &format!("ld{q}.global.u8"),
                &[b.into(), Operand::Addr(addr, 0)],
            );
            l.k.inst("setp.ne.u16", &[d.into(), b.into(), 0u32.into()]);
        } else {
            match &pad {
                Some(pd) => l.k.inst(
                    &format!("mov.{}", bits(class)),
                    &[d.into(), pd.regs[i].into()],
                ),
                None => {
                    l.k.inst(&format!("mov.{}", bits(class)), &[d.into(), 0u32.into()])
                }
            }
            guarded(
                l,
                g,
                &format!("ld{q}.global.{}", mem_suffix(e)),
                &[d.into(), Operand::Addr(addr, 0)],
            );
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    l.vals.insert(op.results[1], Val::Token);
    Ok(())
}

/// `store_ptr_tko`: each element the mask keeps, by the thread that owns it. i1 stores 0 / 1.
pub(super) fn store_ptr(l: &mut Lower, op: &Op) -> LResult<()> {
    let dst = op
        .opt("destination")
        .ok_or_else(|| unsup("store_ptr_tko", "no destination"))?;
    let e = mem_pointee(l, op, dst)?;
    let q = ld_st_qualifiers(op, false)?;
    let p = l.tile(op, dst)?;
    let v = l.tile(
        op,
        op.opt("value")
            .ok_or_else(|| unsup("store_ptr_tko", "no value"))?,
    )?;
    let mask = op.opt("mask").map(|m| l.tile(op, m)).transpose()?;
    token_barrier(l, op);
    let own = owner_guard(l, p.n());
    for (i, &addr) in p.regs.iter().enumerate() {
        let g = and_guard(l, own, mask.as_ref().map(|m| m.regs[i]));
        if e == ElemType::I1 {
            let b = l.k.reg(RegClass::B16);
            l.k.inst(
                "selp.u16",
                &[b.into(), 1u32.into(), 0u32.into(), v.regs[i].into()],
            );
            guarded(
                l,
                g,
                &format!("st{q}.global.u8"),
                &[Operand::Addr(addr, 0), b.into()],
            );
        } else {
            let sfx = if e == ElemType::I8 {
                "u8"
            } else {
                mem_suffix(e)
            };
            guarded(
                l,
                g,
                &format!("st{q}.global.{sfx}"),
                &[Operand::Addr(addr, 0), v.regs[i].into()],
            );
        }
    }
    l.stored = true;
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}
