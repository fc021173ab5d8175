//! Tensor and partition views: element coordinates, bounds, padding, loads and stores.

use super::*;

pub(super) fn make_tensor_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let Type::TensorView(tvt) = l.ty(op.results[0]) else { return Err(unsup("make_tensor_view", "bad type")) };
    if class_of(tvt.elem).is_none() {
        return Err(unsup("make_tensor_view", format!("element type {}", tvt.elem.name())));
    }
    let base = op.opt("base").ok_or_else(|| unsup("make_tensor_view", "no base"))?;
    let base = l.tile(op, base)?.regs[0];
    let read = |l: &mut Lower, dims: &[TDim], vals: &[ValueId]| -> LResult<Vec<U64>> {
        let mut it = vals.iter();
        let mut out = Vec::new();
        for d in dims {
            out.push(match d {
                TDim::Static(v) => U64::Imm(*v as u64),
                TDim::Dynamic => {
                    let v = *it.next().ok_or_else(|| unsup("make_tensor_view", "missing dynamic operand"))?;
                    let t = l.tile(op, v)?;
                    // Dynamic extents and strides are read unsigned.
                    U64::Reg(l.zext64(t.elem, t.regs[0]))
                }
            });
        }
        Ok(out)
    };
    let shape = read(l, &tvt.shape, op.group("dynamicShape"))?;
    let strides = read(l, &tvt.strides, op.group("dynamicStrides"))?;
    l.vals.insert(op.results[0], Val::TensorView(TensorViewVal { base, shape, strides, elem: tvt.elem }));
    Ok(())
}

pub(super) fn make_partition_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let Type::View(vt) = l.ty(op.results[0]) else { return Err(unsup("make_partition_view", "bad type")) };
    if !vt.dim_map_is_identity() {
        return Err(unsup("make_partition_view", "dim_map other than the identity: later"));
    }
    let Some(Val::TensorView(tv)) = l.vals.get(&op.operands[0]).cloned() else { return Err(unsup("make_partition_view", "tensor view not lowered")) };
    if let Some(p) = vt.padding {
        if !is_any_float(tv.elem) && p != Padding::Zero {
            return Err(unsup("make_partition_view", "non-zero padding of an integer view"));
        }
    }
    l.vals.insert(op.results[0], Val::View(ViewVal { tv, tile: vt.tile.clone(), padding: vt.padding }));
    Ok(())
}

pub(super) fn canonical_nan(e: ElemType) -> u64 {
    match e {
        ElemType::F64 => 0x7FFF_FFFF_FFFF_FFFF,
        ElemType::F32 => 0x7FFF_FFFF,
        _ => 0x7FFF,
    }
}

pub(super) fn padding_bits(e: ElemType, p: Option<Padding>) -> u64 {
    if is_narrow(e) {
        return narrow_padding(e, p);
    }
    let Some(p) = p else { return 0 };
    let (sign, inf, qnan) = match e {
        ElemType::F64 => (1u64 << 63, 0x7FF0_0000_0000_0000u64, 0x7FF8_0000_0000_0000u64),
        ElemType::F32 => (1 << 31, 0x7F80_0000, 0x7FC0_0000),
        ElemType::F16 => (1 << 15, 0x7C00, 0x7E00),
        ElemType::BF16 => (1 << 15, 0x7F80, 0x7FC0),
        _ => return 0,
    };
    match p {
        Padding::Zero => 0,
        Padding::NegZero => sign,
        Padding::PosInf => inf,
        Padding::NegInf => sign | inf,
        Padding::Nan => qnan,
    }
}

/// Memory op common part: view, tile index registers (u64) and the element type.
pub(super) fn view_access(l: &mut Lower, op: &Op, view: ValueId) -> LResult<(ViewVal, Vec<Reg>)> {
    let ord = op.enum_attr::<MemOrdering>("memory_ordering_semantics");
    if ord != Some(MemOrdering::Weak) {
        return Err(unsup(op.name(), "only weak ordering is lowered in this slice"));
    }
    let Some(Val::View(v)) = l.vals.get(&view).cloned() else { return Err(unsup(op.name(), "view not lowered")) };
    let mut idx = Vec::new();
    for &i in op.group("index") {
        let t = l.tile(op, i)?;
        idx.push(l.zext64(t.elem, t.regs[0]));
    }
    if idx.len() != v.tile.len() {
        return Err(unsup(op.name(), "index count differs from the view rank"));
    }
    if op.opt("token").is_some() && l.stored {
        // Token-ordered after earlier stores, which other threads of the CTA may have made.
        l.k.inst("bar.sync", &[0u32.into()]);
    }
    Ok((v, idx))
}

/// For slot `s` of a tile of `shape`: the in-bounds predicate and the element address.
pub(super) fn element_address(l: &mut Lower, v: &ViewVal, idx: &[Reg], slot: u64, guard_threads: bool) -> (Reg, Reg) {
    let n: u64 = v.tile.iter().product::<i64>() as u64;
    let t = n.min(MAX_THREADS);
    let tid = l.tid();
    // e = slot * T + (tid mod T)
    let e = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[e.into(), tid.into(), Operand::ImmU(t - 1)]);
    if slot > 0 {
        l.k.inst("add.u32", &[e.into(), e.into(), Operand::ImmU(slot * t)]);
    }
    let inb = l.k.reg(RegClass::Pred);
    if guard_threads && (t as u32) < l.block_threads {
        l.k.inst("setp.lt.u32", &[inb.into(), tid.into(), Operand::ImmU(t)]);
    } else {
        l.k.inst("setp.eq.u32", &[inb.into(), 0u32.into(), 0u32.into()]);
    }
    let off = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[off.into(), 0u64.into()]);
    let rank = v.tile.len();
    let mut inner = 1u64;
    for k in (0..rank).rev() {
        let dk = v.tile[k] as u64;
        // coord_k = (e / inner) % dk, dims are powers of two
        let c = l.k.reg(RegClass::B32);
        l.k.inst("shr.u32", &[c.into(), e.into(), Operand::ImmU(inner.trailing_zeros() as u64)]);
        l.k.inst("and.b32", &[c.into(), c.into(), Operand::ImmU(dk - 1)]);
        let g = l.k.reg(RegClass::B64);
        l.k.inst("cvt.u64.u32", &[g.into(), c.into()]);
        // global = index * tile + coord
        l.k.inst("mad.lo.u64", &[g.into(), idx[k].into(), Operand::ImmU(dk), g.into()]);
        let ok = l.k.reg(RegClass::Pred);
        l.k.inst("setp.lt.u64", &[ok.into(), g.into(), v.tv.shape[k].into()]);
        l.k.inst("and.pred", &[inb.into(), inb.into(), ok.into()]);
        l.k.inst("mad.lo.u64", &[off.into(), g.into(), v.tv.strides[k].into(), off.into()]);
        inner *= dk;
    }
    let addr = l.k.reg(RegClass::B64);
    let bytes = v.tv.elem.storage_bytes();
    l.k.inst("mad.lo.u64", &[addr.into(), off.into(), Operand::ImmU(bytes), v.tv.base.into()]);
    (inb, addr)
}

pub(super) fn mem_suffix(e: ElemType) -> &'static str {
    match e {
        ElemType::I1 => "u8",
        ElemType::I8 => "s8",
        // The 8-bit float codes, zero-extended.
        ElemType::F8E4M3FN | ElemType::F8E5M2 | ElemType::F8E8M0FNU | ElemType::FNV8E5M3FNU => "u8",
        ElemType::TF32 => "b32",
        ElemType::I16 | ElemType::F16 | ElemType::BF16 => "b16",
        ElemType::I32 | ElemType::F32 => "b32",
        _ => "b64",
    }
}

pub(super) fn load_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let (v, idx) = view_access(l, op, op.operands[0])?;
    let e = v.tv.elem;
    let slots = l.slots_of(op.results[0]);
    let pad = padding_bits(e, v.padding);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for s in 0..slots {
        let (inb, addr) = element_address(l, &v, &idx, s as u64, false);
        let d = l.k.reg(class);
        if e == ElemType::F4E2M1FN {
            load_f4(l, &v, inb, addr, d, pad);
        } else if e == ElemType::TF32 {
            load_tf32(l, inb, addr, d, pad);
        } else if e == ElemType::I1 {
            // Any nonzero byte reads as 1.
            let b = l.k.reg(RegClass::B16);
            l.k.inst("mov.b16", &[b.into(), 0u32.into()]);
            l.k.inst_if(inb, false, "ld.global.u8", &[b.into(), Operand::Addr(addr, 0)]);
            l.k.inst("setp.ne.u16", &[d.into(), b.into(), 0u32.into()]);
        } else {
            l.k.inst(&format!("mov.{}", bits(class)), &[d.into(), Operand::ImmU(pad)]);
            l.k.inst_if(inb, false, &format!("ld.global.{}", mem_suffix(e)), &[d.into(), Operand::Addr(addr, 0)]);
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    l.vals.insert(op.results[1], Val::Token);
    Ok(())
}

pub(super) fn store_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let tile = l.tile(op, op.operands[0])?;
    let (v, idx) = view_access(l, op, op.operands[1])?;
    let e = v.tv.elem;
    for (s, &r) in tile.regs.iter().enumerate() {
        let (inb, addr) = element_address(l, &v, &idx, s as u64, true);
        if e == ElemType::F4E2M1FN {
            store_f4(l, &v, inb, addr, r);
        } else if e == ElemType::I1 {
            let b = l.k.reg(RegClass::B16);
            l.k.inst("selp.u16", &[b.into(), 1u32.into(), 0u32.into(), r.into()]);
            l.k.inst_if(inb, false, "st.global.u8", &[Operand::Addr(addr, 0), b.into()]);
        } else {
            let sfx = if e == ElemType::I8 { "u8" } else { mem_suffix(e) };
            l.k.inst_if(inb, false, &format!("st.global.{sfx}"), &[Operand::Addr(addr, 0), r.into()]);
        }
    }
    l.stored = true;
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}

/// f4E2M1FN elements are packed two per byte, element offset o at byte `base + o / 2`, in the
/// high nibble when o is odd (interp/src/memory.rs, nibble addresses `2 * base + o`).
/// `element_address` gave `addr = base + o` (one byte per element): the byte and the nibble's
/// bit position (0 or 4) from there.
fn f4_place(l: &mut Lower, v: &ViewVal, addr: Reg) -> (Reg, Reg) {
    let off = l.k.reg(RegClass::B64);
    l.k.inst("sub.u64", &[off.into(), addr.into(), v.tv.base.into()]);
    let half = l.k.reg(RegClass::B64);
    l.k.inst("shr.u64", &[half.into(), off.into(), 1u32.into()]);
    let byte = l.k.reg(RegClass::B64);
    l.k.inst("add.u64", &[byte.into(), v.tv.base.into(), half.into()]);
    let odd = l.k.reg(RegClass::B64);
    l.k.inst("and.b64", &[odd.into(), off.into(), 1u64.into()]);
    let pos = l.k.reg(RegClass::B32);
    l.k.inst("cvt.u32.u64", &[pos.into(), odd.into()]);
    l.k.inst("shl.b32", &[pos.into(), pos.into(), 2u32.into()]);
    (byte, pos)
}

fn load_f4(l: &mut Lower, v: &ViewVal, inb: Reg, addr: Reg, d: Reg, pad: u64) {
    let (byte, pos) = f4_place(l, v, addr);
    let b = l.k.reg(RegClass::B32);
    l.k.inst("mov.b32", &[b.into(), 0u32.into()]);
    l.k.inst_if(inb, false, "ld.global.u8", &[b.into(), Operand::Addr(byte, 0)]);
    l.k.inst("shr.u32", &[b.into(), b.into(), pos.into()]);
    l.k.inst("and.b32", &[b.into(), b.into(), 0xFu32.into()]);
    l.k.inst("cvt.u16.u32", &[d.into(), b.into()]);
    let out = l.k.reg(RegClass::Pred);
    l.k.inst("not.pred", &[out.into(), inb.into()]);
    l.k.inst_if(out, false, "mov.b16", &[d.into(), Operand::ImmU(pad)]);
}

/// A nibble store is a read-modify-write of its byte, which may hold another thread's (or
/// tile block's) element: two atomics on the aligned 32-bit word, `and` clearing the nibble
/// and `or` setting it. Both touch only this nibble's bits, so they commute with every other
/// element's pair; the same thread's two reductions on one address stay in program order.
fn store_f4(l: &mut Lower, v: &ViewVal, inb: Reg, addr: Reg, r: Reg) {
    let (byte, pos) = f4_place(l, v, addr);
    let word = l.k.reg(RegClass::B64);
    l.k.inst("and.b64", &[word.into(), byte.into(), Operand::ImmU(!3u64)]);
    let lo = l.k.reg(RegClass::B64);
    l.k.inst("and.b64", &[lo.into(), byte.into(), 3u64.into()]);
    let sh = l.k.reg(RegClass::B32);
    l.k.inst("cvt.u32.u64", &[sh.into(), lo.into()]);
    l.k.inst("shl.b32", &[sh.into(), sh.into(), 3u32.into()]);
    l.k.inst("add.u32", &[sh.into(), sh.into(), pos.into()]);
    let mask = l.k.reg(RegClass::B32);
    l.k.inst("mov.b32", &[mask.into(), 0xFu32.into()]);
    l.k.inst("shl.b32", &[mask.into(), mask.into(), sh.into()]);
    l.k.inst("not.b32", &[mask.into(), mask.into()]);
    let val = l.k.reg(RegClass::B32);
    l.k.inst("cvt.u32.u16", &[val.into(), r.into()]);
    l.k.inst("and.b32", &[val.into(), val.into(), 0xFu32.into()]);
    l.k.inst("shl.b32", &[val.into(), val.into(), sh.into()]);
    l.k.inst_if(inb, false, "red.global.and.b32", &[Operand::Addr(word, 0), mask.into()]);
    l.k.inst_if(inb, false, "red.global.or.b32", &[Operand::Addr(word, 0), val.into()]);
}

/// tf32 is a 32-bit word whose low 13 mantissa bits are dropped on load.
fn load_tf32(l: &mut Lower, inb: Reg, addr: Reg, d: Reg, pad: u64) {
    let w = l.k.reg(RegClass::B32);
    l.k.inst("mov.b32", &[w.into(), Operand::ImmU(pad)]);
    l.k.inst_if(inb, false, "ld.global.b32", &[w.into(), Operand::Addr(addr, 0)]);
    l.k.inst("and.b32", &[w.into(), w.into(), Operand::ImmU(0xFFFF_E000)]);
    l.k.inst("mov.b32", &[d.into(), w.into()]);
}
