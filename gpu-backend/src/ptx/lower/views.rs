//! Tensor views and the tiled views over them (partition with any dim_map, strided,
//! gather/scatter): element coordinates, bounds, padding, loads and stores with every memory
//! ordering, and the shape queries.

use super::*;

pub(super) fn make_tensor_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let Type::TensorView(tvt) = l.ty(op.results[0]) else {
        return Err(unsup("make_tensor_view", "bad type"));
    };
    if class_of(tvt.elem).is_none() {
        return Err(unsup(
            "make_tensor_view",
            format!("element type {}", tvt.elem.name()),
        ));
    }
    let base = op
        .opt("base")
        .ok_or_else(|| unsup("make_tensor_view", "no base"))?;
    let base = l.tile(op, base)?.regs[0];
    let read = |l: &mut Lower, dims: &[TDim], vals: &[ValueId]| -> LResult<Vec<U64>> {
        let mut it = vals.iter();
        let mut out = Vec::new();
        for d in dims {
            out.push(match d {
                TDim::Static(v) => U64::Imm(*v as u64),
                TDim::Dynamic => {
                    let v = *it
                        .next()
                        .ok_or_else(|| unsup("make_tensor_view", "missing dynamic operand"))?;
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
    l.vals.insert(
        op.results[0],
        Val::TensorView(TensorViewVal {
            base,
            shape,
            strides,
            elem: tvt.elem,
        }),
    );
    Ok(())
}

/// `make_partition_view`, `make_strided_view` and `make_gather_scatter_view`: no code, the
/// view's kind, tile, padding and dim_map are kept for the loads and stores through it.
pub(super) fn make_tiled_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let name = op.name();
    let Type::View(vt) = l.ty(op.results[0]) else {
        return Err(unsup(name, "bad type"));
    };
    let Some(Val::TensorView(tv)) = l.vals.get(&op.operands[0]).cloned() else {
        return Err(unsup(name, "tensor view not lowered"));
    };
    if let Some(p) = vt.padding {
        if !is_any_float(tv.elem) && p != Padding::Zero {
            return Err(unsup(name, "non-zero padding of an integer view"));
        }
    }
    let rank = vt.tile.len();
    let mut dim_map = Vec::with_capacity(rank);
    for &d in &vt.dim_map {
        if d < 0 || d as usize >= tv.shape.len() || dim_map.contains(&(d as usize)) {
            return Err(unsup(
                name,
                format!(
                    "dim_map {:?} is not a permutation of the tensor's dimensions",
                    vt.dim_map
                ),
            ));
        }
        dim_map.push(d as usize);
    }
    if dim_map.len() != rank || tv.shape.len() != rank {
        return Err(unsup(name, "the tile's rank differs from the tensor's"));
    }
    match &vt.kind {
        ViewKind::Partition => {}
        ViewKind::Strided { traversal_strides } => {
            if traversal_strides.len() != rank || traversal_strides.iter().any(|&t| t < 1) {
                return Err(unsup(
                    name,
                    format!("traversal strides {traversal_strides:?}"),
                ));
            }
        }
        ViewKind::GatherScatter { sparse_dim } => {
            if *sparse_dim < 0 || *sparse_dim as usize >= rank {
                return Err(unsup(name, format!("sparse_dim {sparse_dim}")));
            }
        }
    }
    l.vals.insert(
        op.results[0],
        Val::View(ViewVal {
            tv,
            tile: vt.tile.clone(),
            padding: vt.padding,
            kind: vt.kind.clone(),
            dim_map,
        }),
    );
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
        ElemType::F64 => (
            1u64 << 63,
            0x7FF0_0000_0000_0000u64,
            0x7FF8_0000_0000_0000u64,
        ),
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

/// How the coordinate along one tile dimension of a view access is found.
#[derive(Clone, Debug)]
pub(super) enum DimIndex {
    /// Coordinate j of the tile is `index * step + j` (`index` a u64 register): partition views
    /// step by the tile size, strided views by the traversal stride, the dense dimensions of a
    /// gather/scatter view by 1. `wraps`: the sum may pass 2^64 in a run the interpreter
    /// accepts (gather/scatter views have no index-space check), and an element whose sum wraps
    /// is outside the tensor.
    Origin { index: Reg, step: u64, wraps: bool },
    /// Gathered: coordinate j is element j of the index tile, which every thread of the CTA can
    /// read (zero-extended to u64) in the shared array `name`.
    Gathered { name: String },
}

/// One access of a view: the view and how each tile dimension's coordinates are found. Built by
/// [`view_index`] for loads, stores and atomic reductions alike; [`element_address`] gives the
/// address and in-bounds predicate of each element.
#[derive(Clone, Debug)]
pub(super) struct ViewAccess {
    pub(super) v: ViewVal,
    pub(super) dims: Vec<DimIndex>,
}

/// The memory ordering of a view load or store, with its PTX scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Order {
    Weak,
    Relaxed(&'static str),
    Acquire(&'static str),
    Release(&'static str),
}

impl Order {
    /// The `ld`/`st` qualifiers: "" for weak (plain `ld.global`), ".relaxed.gpu", ...
    pub(super) fn qualifier(self) -> String {
        match self {
            Order::Weak => String::new(),
            Order::Relaxed(s) => format!(".relaxed.{s}"),
            Order::Acquire(s) => format!(".acquire.{s}"),
            Order::Release(s) => format!(".release.{s}"),
        }
    }
}

/// The op's ordering and scope: tl_blk is the CTA (`.cta`), device the GPU (`.gpu`), sys the
/// system (`.sys`). `store`: release is allowed, else acquire.
pub(super) fn order(op: &Op, store: bool) -> LResult<Order> {
    let ord = op
        .enum_attr::<MemOrdering>("memory_ordering_semantics")
        .ok_or_else(|| unsup(op.name(), "no memory ordering"))?;
    if ord == MemOrdering::Weak {
        return Ok(Order::Weak);
    }
    let scope = match op.enum_attr::<MemScope>("memory_scope") {
        Some(MemScope::TlBlk) => "cta",
        Some(MemScope::Device) => "gpu",
        Some(MemScope::Sys) => "sys",
        None => {
            return Err(unsup(
                op.name(),
                format!("{ord:?} ordering without a scope"),
            ))
        }
    };
    Ok(match (ord, store) {
        (MemOrdering::Relaxed, _) => Order::Relaxed(scope),
        (MemOrdering::Acquire, false) => Order::Acquire(scope),
        (MemOrdering::Release, true) => Order::Release(scope),
        (o, _) => {
            return Err(unsup(
                op.name(),
                format!(
                    "{o:?} ordering on a {}",
                    if store { "store" } else { "load" }
                ),
            ))
        }
    })
}

/// The step between tile origins along dense tile dimension `k` of a view of `kind`, and
/// whether origin + coordinate may wrap in a run the interpreter accepts (see [`DimIndex`]).
fn origin_step(kind: &ViewKind, tile: &[i64], k: usize) -> (u64, bool) {
    match kind {
        ViewKind::Partition => (tile[k] as u64, false),
        ViewKind::Strided { traversal_strides } => (traversal_strides[k] as u64, false),
        ViewKind::GatherScatter { .. } => (1, true),
    }
}

/// Resolves the index operands of a view access (group "index" of `op`) for the view `view`.
/// A gather/scatter view's index tile is copied to shared memory (followed by `bar.sync`), since
/// the thread of an element need not hold the index element of its coordinate.
pub(super) fn view_index(l: &mut Lower, op: &Op, view: ValueId) -> LResult<ViewAccess> {
    let Some(Val::View(v)) = l.vals.get(&view).cloned() else {
        return Err(unsup(op.name(), "view not lowered"));
    };
    let group = op.group("index");
    if group.len() != v.tile.len() {
        return Err(unsup(op.name(), "index count differs from the view rank"));
    }
    let mut dims = Vec::new();
    for (k, &i) in group.iter().enumerate() {
        let t = l.tile(op, i)?;
        if class_of(t.elem).is_none() || is_float(t.elem) {
            return Err(unsup(op.name(), "a view index that is not an integer"));
        }
        dims.push(match &v.kind {
            ViewKind::GatherScatter { sparse_dim } if *sparse_dim as usize == k => {
                if t.n() != v.tile[k] as u64 {
                    return Err(unsup(
                        op.name(),
                        format!(
                            "an index tile of {} elements for a gathered dimension of {}",
                            t.n(),
                            v.tile[k]
                        ),
                    ));
                }
                DimIndex::Gathered {
                    name: share_index_tile(l, &t),
                }
            }
            kind => {
                if t.n() != 1 {
                    return Err(unsup(op.name(), "a tile index of a dense dimension"));
                }
                let index = l.zext64(t.elem, t.regs[0]);
                let (step, wraps) = origin_step(kind, &v.tile, k);
                DimIndex::Origin { index, step, wraps }
            }
        });
    }
    Ok(ViewAccess { v, dims })
}

/// Copies index tile `t` (element j zero-extended to u64 at byte 8j) to a fresh shared array
/// and waits for the whole CTA; returns the array's name. Only the threads that own the
/// elements write (threads past the tile's thread count hold copies).
fn share_index_tile(l: &mut Lower, t: &TileVal) -> String {
    let n = t.n();
    let tn = n.min(MAX_THREADS);
    let name = l.k.shared_array("gather_index", 8, n * 8);
    let tid = l.tid();
    let base = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[base.into(), Operand::Sym(name.clone())]);
    let lane = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[lane.into(), tid.into(), Operand::ImmU(tn - 1)]);
    let owner = owner_guard(l, tn);
    for (s, &r) in t.regs.iter().enumerate() {
        let j = l.k.reg(RegClass::B32);
        l.k.inst(
            "add.u32",
            &[j.into(), lane.into(), Operand::ImmU(s as u64 * tn)],
        );
        let a = l.k.reg(RegClass::B64);
        l.k.inst(
            "mad.wide.u32",
            &[a.into(), j.into(), 8u32.into(), base.into()],
        );
        let x = l.zext64(t.elem, r);
        match owner {
            Some(p) => {
                l.k.inst_if(p, false, "st.shared.u64", &[Operand::Addr(a, 0), x.into()])
            }
            None => l.k.inst("st.shared.u64", &[Operand::Addr(a, 0), x.into()]),
        }
    }
    l.k.inst("bar.sync", &[0u32.into()]);
    name
}

/// Memory op common part: the access, its ordering, and the barrier that token order needs.
pub(super) fn view_access(
    l: &mut Lower,
    op: &Op,
    view: ValueId,
    store: bool,
) -> LResult<(ViewAccess, Order)> {
    let ord = order(op, store)?;
    let a = view_index(l, op, view)?;
    if op.opt("token").is_some() && (l.stored || (store && l.loaded)) {
        // Token-ordered after earlier stores (or, for a store, loads), which other threads of
        // the CTA may have made.
        l.k.inst("bar.sync", &[0u32.into()]);
    } else if matches!(ord, Order::Release(_)) && l.block_threads > 1 {
        // The tile block's release: every thread's earlier accesses are ordered before each
        // thread's st.release by the barrier (release is cumulative).
        l.k.inst("bar.sync", &[0u32.into()]);
    }
    Ok((a, ord))
}

/// For slot `slot` of the access's tile: the in-bounds predicate and the element address.
/// `guard_threads`: threads past the tile's thread count (which hold copies) are out of bounds.
pub(super) fn element_address(
    l: &mut Lower,
    a: &ViewAccess,
    slot: u64,
    guard_threads: bool,
) -> (Reg, Reg) {
    let v = &a.v;
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
        let d = v.dim_map[k];
        // coord_k = (e / inner) % dk, dims are powers of two
        let c = l.k.reg(RegClass::B32);
        l.k.inst(
            "shr.u32",
            &[
                c.into(),
                e.into(),
                Operand::ImmU(inner.trailing_zeros() as u64),
            ],
        );
        l.k.inst("and.b32", &[c.into(), c.into(), Operand::ImmU(dk - 1)]);
        let g = l.k.reg(RegClass::B64);
        match &a.dims[k] {
            DimIndex::Origin { index, step, wraps } => {
                l.k.inst("cvt.u64.u32", &[g.into(), c.into()]);
                // global = index * step + coord
                l.k.inst(
                    "mad.lo.u64",
                    &[g.into(), (*index).into(), Operand::ImmU(*step), g.into()],
                );
                if *wraps {
                    let nw = l.k.reg(RegClass::Pred);
                    l.k.inst("setp.ge.u64", &[nw.into(), g.into(), (*index).into()]);
                    l.k.inst("and.pred", &[inb.into(), inb.into(), nw.into()]);
                }
            }
            DimIndex::Gathered { name } => {
                let base = l.k.reg(RegClass::B64);
                l.k.inst("mov.u64", &[base.into(), Operand::Sym(name.clone())]);
                let p = l.k.reg(RegClass::B64);
                l.k.inst(
                    "mad.wide.u32",
                    &[p.into(), c.into(), 8u32.into(), base.into()],
                );
                l.k.inst("ld.shared.u64", &[g.into(), Operand::Addr(p, 0)]);
            }
        }
        let ok = l.k.reg(RegClass::Pred);
        l.k.inst("setp.lt.u64", &[ok.into(), g.into(), v.tv.shape[d].into()]);
        l.k.inst("and.pred", &[inb.into(), inb.into(), ok.into()]);
        l.k.inst(
            "mad.lo.u64",
            &[off.into(), g.into(), v.tv.strides[d].into(), off.into()],
        );
        inner *= dk;
    }
    let addr = l.k.reg(RegClass::B64);
    let bytes = v.tv.elem.storage_bytes();
    l.k.inst(
        "mad.lo.u64",
        &[
            addr.into(),
            off.into(),
            Operand::ImmU(bytes),
            v.tv.base.into(),
        ],
    );
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
    let (a, ord) = view_access(l, op, op.operands[0], false)?;
    let e = a.v.tv.elem;
    let slots = l.slots_of(op.results[0]);
    let pad = padding_bits(e, a.v.padding);
    let class = class_of(e).unwrap();
    let q = ord.qualifier();
    let mut regs = Vec::new();
    for s in 0..slots {
        let (inb, addr) = element_address(l, &a, s as u64, false);
        let d = l.k.reg(class);
        if e == ElemType::F4E2M1FN {
            load_f4(l, &a.v, inb, addr, d, pad);
        } else if e == ElemType::TF32 {
            load_tf32(l, inb, addr, d, pad);
        } else if e == ElemType::I1 {
            // Any nonzero byte reads as 1.
            let b = l.k.reg(RegClass::B16);
            l.k.inst("mov.b16", &[b.into(), 0u32.into()]);
            l.k.inst_if(
                inb,
                false,
                &format!("ld{q}.global.u8"),
                &[b.into(), Operand::Addr(addr, 0)],
            );
            l.k.inst("setp.ne.u16", &[d.into(), b.into(), 0u32.into()]);
        } else {
            l.k.inst(
                &format!("mov.{}", bits(class)),
                &[d.into(), Operand::ImmU(pad)],
            );
            l.k.inst_if(
                inb,
                false,
                &format!("ld{q}.global.{}", mem_suffix(e)),
                &[d.into(), Operand::Addr(addr, 0)],
            );
        }
        regs.push(d);
    }
    if matches!(ord, Order::Acquire(_)) && l.block_threads > 1 {
        // The tile block's acquire: every thread's later accesses wait for all the acquires.
        l.k.inst("bar.sync", &[0u32.into()]);
    }
    l.loaded = true;
    l.set_tile(op.results[0], e, regs);
    l.vals.insert(op.results[1], Val::Token);
    Ok(())
}

pub(super) fn store_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let tile = l.tile(op, op.operands[0])?;
    let (a, ord) = view_access(l, op, op.operands[1], true)?;
    let e = a.v.tv.elem;
    let q = ord.qualifier();
    for (s, &r) in tile.regs.iter().enumerate() {
        let (inb, addr) = element_address(l, &a, s as u64, true);
        if e == ElemType::F4E2M1FN {
            store_f4(l, &a.v, inb, addr, r);
        } else if e == ElemType::I1 {
            let b = l.k.reg(RegClass::B16);
            l.k.inst("selp.u16", &[b.into(), 1u32.into(), 0u32.into(), r.into()]);
            l.k.inst_if(
                inb,
                false,
                &format!("st{q}.global.u8"),
                &[Operand::Addr(addr, 0), b.into()],
            );
        } else {
            let sfx = if e == ElemType::I8 {
                "u8"
            } else {
                mem_suffix(e)
            };
            l.k.inst_if(
                inb,
                false,
                &format!("st{q}.global.{sfx}"),
                &[Operand::Addr(addr, 0), r.into()],
            );
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
    l.k.inst_if(
        inb,
        false,
        "ld.global.u8",
        &[b.into(), Operand::Addr(byte, 0)],
    );
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
    l.k.inst_if(
        inb,
        false,
        "red.global.and.b32",
        &[Operand::Addr(word, 0), mask.into()],
    );
    l.k.inst_if(
        inb,
        false,
        "red.global.or.b32",
        &[Operand::Addr(word, 0), val.into()],
    );
}

/// tf32 is a 32-bit word whose low 13 mantissa bits are dropped on load.
fn load_tf32(l: &mut Lower, inb: Reg, addr: Reg, d: Reg, pad: u64) {
    let w = l.k.reg(RegClass::B32);
    l.k.inst("mov.b32", &[w.into(), Operand::ImmU(pad)]);
    l.k.inst_if(
        inb,
        false,
        "ld.global.b32",
        &[w.into(), Operand::Addr(addr, 0)],
    );
    l.k.inst("and.b32", &[w.into(), w.into(), Operand::ImmU(0xFFFF_E000)]);
    l.k.inst("mov.b32", &[d.into(), w.into()]);
}

/// The number of tiles along tile dimension `i` of a view: ceil(extent / tile) for partition
/// views, ceil(extent / traversal stride) for strided views.
fn index_space_extent(l: &mut Lower, v: &ViewVal, i: usize) -> LResult<U64> {
    let s = v.tv.shape[v.dim_map[i]];
    let step = match &v.kind {
        ViewKind::Partition => v.tile[i] as u64,
        ViewKind::Strided { traversal_strides } => traversal_strides[i] as u64,
        ViewKind::GatherScatter { .. } => {
            return Err(unsup(
                "get_index_space_shape",
                "a gather/scatter view has no index space",
            ))
        }
    };
    Ok(match s {
        U64::Imm(x) => U64::Imm(x.div_ceil(step)),
        U64::Reg(x) => {
            // q + (r != 0), without the overflow of (x + step - 1) / step.
            let (q, r) = (l.k.reg(RegClass::B64), l.k.reg(RegClass::B64));
            l.k.inst("div.u64", &[q.into(), x.into(), Operand::ImmU(step)]);
            l.k.inst("rem.u64", &[r.into(), x.into(), Operand::ImmU(step)]);
            let p = l.k.reg(RegClass::Pred);
            l.k.inst("setp.ne.u64", &[p.into(), r.into(), 0u64.into()]);
            let one = l.k.reg(RegClass::B64);
            l.k.inst(
                "selp.u64",
                &[one.into(), 1u64.into(), 0u64.into(), p.into()],
            );
            l.k.inst("add.u64", &[q.into(), q.into(), one.into()]);
            U64::Reg(q)
        }
    })
}

/// Sets each result to one extent, read unsigned (an extent that does not fit the result type
/// is undefined behaviour in the interpreter, so the truncation below only drops zeros).
fn shape_results(l: &mut Lower, op: &Op, vals: Vec<U64>) -> LResult<()> {
    if vals.len() != op.results.len() {
        return Err(unsup(op.name(), "result count differs from the rank"));
    }
    for (&res, v) in op.results.iter().zip(vals) {
        let e = l.num_elem(op, res)?;
        if is_float(e) {
            return Err(unsup(op.name(), "a float result"));
        }
        let c = class_of(e).unwrap();
        let r = match v {
            U64::Imm(x) => {
                let bits = match e {
                    ElemType::I8 => (x as u8 as i8 as i16 as u16) as u64,
                    ElemType::I64 => x,
                    _ => x & ((1u64 << e.bit_width()) - 1),
                };
                l.imm_reg(c, bits)
            }
            U64::Reg(x) => {
                let r = l.k.reg(c);
                match e {
                    ElemType::I1 => l.k.inst("setp.ne.u64", &[r.into(), x.into(), 0u64.into()]),
                    ElemType::I8 | ElemType::I16 => {
                        l.k.inst("cvt.u16.u64", &[r.into(), x.into()]);
                        l.norm_i8(e, r);
                    }
                    ElemType::I32 => l.k.inst("cvt.u32.u64", &[r.into(), x.into()]),
                    _ => l.k.inst("mov.b64", &[r.into(), x.into()]),
                }
                r
            }
        };
        l.set_tile(res, e, vec![r]);
    }
    Ok(())
}

pub(super) fn index_space_shape(l: &mut Lower, op: &Op) -> LResult<()> {
    let Some(Val::View(v)) = l.vals.get(&op.operands[0]).cloned() else {
        return Err(unsup(op.name(), "view not lowered"));
    };
    let vals = (0..v.tile.len())
        .map(|i| index_space_extent(l, &v, i))
        .collect::<LResult<Vec<_>>>()?;
    shape_results(l, op, vals)
}

pub(super) fn tensor_shape(l: &mut Lower, op: &Op) -> LResult<()> {
    let Some(Val::TensorView(tv)) = l.vals.get(&op.operands[0]).cloned() else {
        return Err(unsup(op.name(), "tensor view not lowered"));
    };
    shape_results(l, op, tv.shape.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileref_interp::{launch, Memory, Options, Schedule, Status};

    /// One view load: the view, its tensor and the index operands.
    #[derive(Debug)]
    struct Case {
        kind: ViewKind,
        tile: Vec<i64>,
        shape: Vec<u64>,
        strides: Vec<u64>,
        dim_map: Vec<usize>,
        /// Per tile dimension: the scalar index (unused for the gathered one).
        idx: Vec<u64>,
        /// The gathered dimension's index tile.
        gather: Vec<u64>,
        pad: Option<Padding>,
    }

    /// [`element_address`] step by step on u64 registers: for element `e`, whether it is in
    /// bounds and its offset in elements (`mad.lo.u64` wraps, as these do).
    fn model(c: &Case, e: u32) -> (bool, u64) {
        let mut inb = true;
        let mut off = 0u64;
        let mut inner = 1u64;
        for k in (0..c.tile.len()).rev() {
            let dk = c.tile[k] as u64;
            let d = c.dim_map[k];
            let coord = (e >> inner.trailing_zeros()) & (dk as u32 - 1);
            let g = match &c.kind {
                ViewKind::GatherScatter { sparse_dim } if *sparse_dim as usize == k => {
                    c.gather[coord as usize]
                }
                kind => {
                    let (step, wraps) = origin_step(kind, &c.tile, k);
                    let g = c.idx[k].wrapping_mul(step).wrapping_add(coord as u64);
                    if wraps {
                        inb &= g >= c.idx[k];
                    }
                    g
                }
            };
            inb &= g < c.shape[d];
            off = g.wrapping_mul(c.strides[d]).wrapping_add(off);
            inner *= dk;
        }
        (inb, off)
    }

    fn dims(v: &[impl ToString]) -> String {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The entry: load `c` from %a (f32), store the tile to %o through an identity view.
    fn program(c: &Case) -> String {
        let x = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("x")
        };
        let shape: Vec<i64> = c.shape.iter().map(|&s| s as i64).collect();
        let tv = format!(
            "tensor_view<{}xf32, strides=[{}]>",
            x(&shape),
            c.strides
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        let pad = c
            .pad
            .map(|p| format!(", padding_value = {}", p.name()))
            .unwrap_or_default();
        let dm = if c.dim_map.iter().enumerate().all(|(i, &d)| i == d) {
            String::new()
        } else {
            format!(", dim_map=[{}]", dims(&c.dim_map))
        };
        let tile = x(&c.tile);
        let (mk, vt) = match &c.kind {
            ViewKind::Partition => (
                "make_partition_view",
                format!("partition_view<tile=({tile}){pad}, {tv}{dm}>"),
            ),
            ViewKind::Strided { traversal_strides } => (
                "make_strided_view",
                format!(
                    "strided_view<tile=({tile}), traversal_strides=[{}]{pad}, {tv}{dm}>",
                    traversal_strides
                        .iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                ),
            ),
            ViewKind::GatherScatter { sparse_dim } => (
                "make_gather_scatter_view",
                format!(
                    "gather_scatter_view<tile=({tile}){pad}, {tv}{dm}, sparse_dim={sparse_dim}>"
                ),
            ),
        };
        let mut body = format!(
            "    %tv = make_tensor_view %a, shape = [{}], strides = [{}] : {tv}\n    %v = {mk} %tv : {vt}\n",
            dims(&c.shape),
            dims(&c.strides)
        );
        let mut names = vec![];
        let mut tys = vec![];
        for k in 0..c.tile.len() {
            match &c.kind {
                ViewKind::GatherScatter { sparse_dim } if *sparse_dim as usize == k => {
                    body.push_str(&format!(
                        "    %i{k} = constant <i32: [{}]> : tile<{}xi32>\n",
                        dims(&c.gather),
                        c.gather.len()
                    ));
                    tys.push(format!("tile<{}xi32>", c.gather.len()));
                }
                _ => {
                    body.push_str(&format!(
                        "    %i{k} = constant <i32: {}> : tile<i32>\n",
                        c.idx[k]
                    ));
                    tys.push("tile<i32>".to_string());
                }
            }
            names.push(format!("%i{k}"));
        }
        let n: i64 = c.tile.iter().product();
        let rank = c.tile.len();
        let row: Vec<i64> = (0..rank)
            .map(|i| c.tile[i + 1..].iter().product())
            .collect();
        let otv = format!(
            "tensor_view<{tile}xf32, strides=[{}]>",
            row.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        let zeros = vec!["%z"; rank].join(", ");
        let _ = n;
        body.push_str(&format!(
            "    %x, %t0 = load_view_tko weak %v[{}] : {vt}, {} -> tile<{tile}xf32>, token\n    %z = constant <i32: 0> : tile<i32>\n    %otv = make_tensor_view %o, shape = [{}], strides = [{}] : {otv}\n    %ov = make_partition_view %otv : partition_view<tile=({tile}), {otv}>\n    %t1 = store_view_tko weak %x, %ov[{zeros}] : tile<{tile}xf32>, partition_view<tile=({tile}), {otv}>, tile<i32> -> token\n    return",
            names.join(", "),
            tys.join(", "),
            dims(&c.tile),
            dims(&row)
        ));
        format!("cuda_tile.module @m {{\n  entry @k(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {{\n{body}\n  }}\n}}\n")
    }

    /// The model of the address sequence gives, for random partition (any dim_map), strided and
    /// gather views with partial tiles and padding, the tile the interpreter loads, element for
    /// element; and the lowering accepts each case.
    #[test]
    fn view_addressing_matches_the_interpreter() {
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut rnd = move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n.max(1)
        };
        let (mut compared, mut kinds) = (0, [0usize; 3]);
        for _ in 0..400 {
            let rank = 1 + rnd(3) as usize;
            let tile: Vec<i64> = (0..rank).map(|_| 1 << rnd(4)).collect();
            let shape: Vec<u64> = (0..rank).map(|_| 1 + rnd(12)).collect();
            let strides: Vec<u64> = (0..rank).map(|_| 1 + rnd(5)).collect();
            let mut dim_map: Vec<usize> = (0..rank).collect();
            for i in (1..rank).rev() {
                dim_map.swap(i, rnd(i as u64 + 1) as usize);
            }
            let kind = match rnd(3) {
                0 => ViewKind::Partition,
                1 => ViewKind::Strided {
                    traversal_strides: (0..rank).map(|_| 1 + rnd(7) as i64).collect(),
                },
                _ => ViewKind::GatherScatter {
                    sparse_dim: rnd(rank as u64) as i64,
                },
            };
            let idx: Vec<u64> = (0..rank)
                .map(|k| {
                    let ext = shape[dim_map[k]];
                    match &kind {
                        ViewKind::Partition => rnd(ext.div_ceil(tile[k] as u64)),
                        ViewKind::Strided { traversal_strides } => {
                            rnd(ext.div_ceil(traversal_strides[k] as u64))
                        }
                        ViewKind::GatherScatter { .. } => rnd(ext + 2),
                    }
                })
                .collect();
            let gather: Vec<u64> = match &kind {
                ViewKind::GatherScatter { sparse_dim } => {
                    let k = *sparse_dim as usize;
                    (0..tile[k]).map(|_| rnd(shape[dim_map[k]] + 3)).collect()
                }
                _ => vec![],
            };
            let pad = [
                None,
                Some(Padding::Zero),
                Some(Padding::Nan),
                Some(Padding::NegInf),
            ][rnd(4) as usize];
            let c = Case {
                kind,
                tile,
                shape,
                strides,
                dim_map,
                idx,
                gather,
                pad,
            };
            let src = program(&c);
            let m =
                tileref_spec::text::parse_module(&src).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
            let len: u64 = (0..rank)
                .map(|d| (c.shape[d] - 1) * c.strides[d])
                .sum::<u64>()
                + 1;
            let input: Vec<u32> = (0..len as u32).map(|i| 0x4000_0000 + i).collect();
            let n: usize = c.tile.iter().product::<i64>() as usize;
            let mem = Memory::new();
            let a = mem.alloc_host(
                0,
                &input
                    .iter()
                    .flat_map(|v| v.to_le_bytes())
                    .collect::<Vec<_>>(),
                256,
            );
            let o = mem.alloc_host(1, &vec![0xEEu8; n * 4], 256);
            let opts = Options {
                schedule: Schedule::Sequential,
                threads: Some(1),
                ..Options::default()
            };
            let r = launch(&m, "k", [1, 1, 1], &[a, o], &mem, &opts).expect("launch");
            if r.status != Status::Ok {
                // A gathered tile entirely outside the tensor is undefined behaviour.
                assert!(
                    matches!(c.kind, ViewKind::GatherScatter { .. }),
                    "{:?} {:?}\n{src}",
                    r.status,
                    r.reports
                );
                continue;
            }
            let out = mem.bytes(o).unwrap();
            let pad_bits = padding_bits(ElemType::F32, c.pad) as u32;
            for e in 0..n {
                let (inb, off) = model(&c, e as u32);
                let want = if inb { input[off as usize] } else { pad_bits };
                let got = u32::from_le_bytes(out[e * 4..e * 4 + 4].try_into().unwrap());
                assert_eq!(got, want, "element {e} of {c:?}\n{src}");
            }
            compared += 1;
            kinds[match c.kind {
                ViewKind::Partition => 0,
                ViewKind::Strided { .. } => 1,
                ViewKind::GatherScatter { .. } => 2,
            }] += 1;
            // The lowering takes it (the gather index is a constant with differing elements,
            // which the constant lowering may refuse; then only the addressing is checked).
            match lower(&m, "k", Target::Sm80) {
                Ok(l) => assert!(l.ptx.contains("ld.global.b32"), "{}", l.ptx),
                Err(LowerError::Unsupported { op: "constant", .. }) => {}
                Err(e) => panic!("{e}\n{src}"),
            }
        }
        assert!(
            compared > 300 && kinds.iter().all(|&k| k > 60),
            "{compared} {kinds:?}"
        );
    }
}
