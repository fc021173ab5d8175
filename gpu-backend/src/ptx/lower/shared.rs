//! Ops that move elements between threads, through the CTA's `.shared` scratch array: shape ops
//! (broadcast, permute, extract, insert, cat), constants with differing elements (a read-only
//! `.global` table), reduce and scan (one thread folds one lane, in the interpreter's order:
//! docs/semantics.md), mmaf and mmai (one thread computes one output element: mmai sums in
//! increasing k, mmaf gives the exact sum rounded once, `exact_sum.rs`).
//!
//! A staged tile holds element e (row-major) at `scratch + base + e * size`, `size` the bytes of
//! its register class (predicates as one byte). Every use is bracketed by `bar.sync 0`: before
//! writing (earlier readers are done) and before reading (every writer is done). All tile
//! shapes have power-of-two extents, so coordinates are shifts and masks.

use super::exact_sum::{exact_dot, ExactAcc, Ieee, NARROW, WIDE};
use super::*;
use crate::ptx::emit::SHARED_SCRATCH;

/// The most scratch one op may use (the static `.shared` limit of a CTA).
const MAX_SCRATCH: u64 = 48 * 1024;

pub(super) fn elem_bytes(c: RegClass) -> u64 {
    match c {
        RegClass::Pred => 1,
        RegClass::B16 => 2,
        RegClass::B32 | RegClass::F32 => 4,
        RegClass::B64 | RegClass::F64 => 8,
    }
}

/// Scratch layout of one op: the next free byte, checked against the limit.
pub(super) struct Scratch {
    top: u64,
}

impl Scratch {
    pub(super) fn new() -> Scratch {
        Scratch { top: 0 }
    }

    /// Reserves room for `n` elements of class `c`; returns the byte offset.
    pub(super) fn take(&mut self, op: &Op, n: u64, c: RegClass) -> LResult<u64> {
        let base = self.top.next_multiple_of(16);
        self.top = base + n * elem_bytes(c);
        if self.top > MAX_SCRATCH {
            return Err(unsup(
                op.name(),
                format!(
                    "needs {} bytes of shared memory (at most {MAX_SCRATCH})",
                    self.top
                ),
            ));
        }
        Ok(base)
    }

    pub(super) fn commit(&self, l: &mut Lower) {
        l.k.need_scratch(self.top);
    }
}

pub(super) fn barrier(l: &mut Lower) {
    l.k.inst("bar.sync", &[0u32.into()]);
}

/// The address of the scratch array plus `base` (u64 in the shared window).
pub(super) fn scratch_addr(l: &mut Lower, base: u64) -> Reg {
    let a = l.k.reg(RegClass::B64);
    l.k.inst(
        "mov.u64",
        &[a.into(), Operand::Sym(SHARED_SCRATCH.to_string())],
    );
    if base > 0 {
        l.k.inst("add.u64", &[a.into(), a.into(), Operand::ImmU(base)]);
    }
    a
}

/// Stores register `r` at `[addr]` in shared memory.
pub(super) fn st_shared(l: &mut Lower, guard: Option<Reg>, addr: Reg, r: Reg) {
    let (op, v) = match r.class() {
        RegClass::Pred => {
            let b = l.k.reg(RegClass::B16);
            l.k.inst("selp.u16", &[b.into(), 1u32.into(), 0u32.into(), r.into()]);
            ("st.shared.u8", b)
        }
        c => (
            match c {
                RegClass::B16 => "st.shared.b16",
                RegClass::B32 | RegClass::F32 => "st.shared.b32",
                _ => "st.shared.b64",
            },
            r,
        ),
    };
    match guard {
        Some(g) => {
            l.k.inst_if(g, false, op, &[Operand::Addr(addr, 0), v.into()])
        }
        None => l.k.inst(op, &[Operand::Addr(addr, 0), v.into()]),
    }
}

/// Loads an element of class `c` from `[addr]` in shared memory.
pub(super) fn ld_shared(l: &mut Lower, c: RegClass, addr: Reg) -> Reg {
    let d = l.k.reg(c);
    match c {
        RegClass::Pred => {
            let b = l.k.reg(RegClass::B16);
            l.k.inst("ld.shared.u8", &[b.into(), Operand::Addr(addr, 0)]);
            l.k.inst("setp.ne.u16", &[d.into(), b.into(), 0u32.into()]);
        }
        RegClass::B16 => {
            l.k.inst("ld.shared.b16", &[d.into(), Operand::Addr(addr, 0)])
        }
        RegClass::B32 | RegClass::F32 => {
            l.k.inst("ld.shared.b32", &[d.into(), Operand::Addr(addr, 0)])
        }
        _ => {
            l.k.inst("ld.shared.b64", &[d.into(), Operand::Addr(addr, 0)])
        }
    }
    d
}

/// `scratch + base + idx * size` for a u32 element index.
pub(super) fn elem_addr(l: &mut Lower, base: u64, idx: Reg, c: RegClass) -> Reg {
    let s = scratch_addr(l, base);
    let w = l.k.reg(RegClass::B64);
    l.k.inst(
        "mul.wide.u32",
        &[w.into(), idx.into(), Operand::ImmU(elem_bytes(c))],
    );
    l.k.inst("add.u64", &[w.into(), w.into(), s.into()]);
    w
}

/// Element index of `slot` of a tile of `n` elements in this thread: slot * T + tid % T.
pub(super) fn elem_index(l: &mut Lower, n: u64, slot: u64) -> Reg {
    let t = n.min(MAX_THREADS);
    let tid = l.tid();
    let e = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[e.into(), tid.into(), Operand::ImmU(t - 1)]);
    if slot > 0 {
        l.k.inst("add.u32", &[e.into(), e.into(), Operand::ImmU(slot * t)]);
    }
    e
}

/// Writes every element of `t` to scratch at `base` (threads past the tile's own thread count
/// hold copies and do not write).
pub(super) fn stage(l: &mut Lower, t: &TileVal, base: u64) {
    let n = t.n().max(1);
    let guard = owner_guard(l, n);
    for (s, &r) in t.regs.iter().enumerate() {
        let e = elem_index(l, n, s as u64);
        let a = elem_addr(l, base, e, r.class());
        st_shared(l, guard, a, r);
    }
}

/// Row-major coordinates of element index `e` in `shape` (u32 registers).
fn coords(l: &mut Lower, shape: &[i64], e: Reg) -> Vec<Reg> {
    let mut out = vec![e; shape.len()];
    let mut inner = 1u64;
    for k in (0..shape.len()).rev() {
        let c = l.k.reg(RegClass::B32);
        l.k.inst(
            "shr.u32",
            &[
                c.into(),
                e.into(),
                Operand::ImmU(inner.trailing_zeros() as u64),
            ],
        );
        l.k.inst(
            "and.b32",
            &[c.into(), c.into(), Operand::ImmU(shape[k] as u64 - 1)],
        );
        out[k] = c;
        inner *= shape[k] as u64;
    }
    out
}

/// Row-major linear index of `coords` in `shape`.
fn linear(l: &mut Lower, shape: &[i64], coords: &[Reg]) -> Reg {
    let e = l.k.reg(RegClass::B32);
    l.k.inst("mov.u32", &[e.into(), 0u32.into()]);
    let mut inner = 1u64;
    for k in (0..shape.len()).rev() {
        let t = l.k.reg(RegClass::B32);
        l.k.inst(
            "shl.b32",
            &[
                t.into(),
                coords[k].into(),
                Operand::ImmU(inner.trailing_zeros() as u64),
            ],
        );
        l.k.inst("add.u32", &[e.into(), e.into(), t.into()]);
        inner *= shape[k] as u64;
    }
    e
}

fn shape_of(l: &Lower, v: ValueId) -> Vec<i64> {
    l.ty(v).tile().map(|t| t.shape.clone()).unwrap_or_default()
}

/// A rank-0 u32 index operand (extract/insert indices are read unsigned).
fn index_reg(l: &mut Lower, op: &Op, v: ValueId) -> LResult<Reg> {
    let t = l.tile(op, v)?;
    let r = t.regs[0];
    Ok(match r.class() {
        RegClass::B32 => r,
        RegClass::B64 => {
            let d = l.k.reg(RegClass::B32);
            l.k.inst("cvt.u32.u64", &[d.into(), r.into()]);
            d
        }
        RegClass::B16 => {
            let d = l.k.reg(RegClass::B32);
            l.k.inst("cvt.u32.u16", &[d.into(), r.into()]);
            d
        }
        _ => return Err(unsup(op.name(), "index of this type")),
    })
}

/// The general gather: stages `srcs`, then each result slot reads the element `pick` names
/// (which staged tile, and its element index), from the result coordinates.
fn gather(
    l: &mut Lower,
    op: &Op,
    srcs: &[TileVal],
    pick: &mut dyn FnMut(&mut Lower, &[Reg]) -> (Option<Reg>, Reg),
) -> LResult<()> {
    let res = op.results[0];
    let shape = shape_of(l, res);
    let n: u64 = shape.iter().product::<i64>() as u64;
    let c = srcs[0].regs[0].class();
    let mut sc = Scratch::new();
    let mut bases = Vec::new();
    for s in srcs {
        bases.push(sc.take(op, s.n().max(1), c)?);
    }
    sc.commit(l);
    barrier(l);
    for (s, &b) in srcs.iter().zip(&bases) {
        stage(l, s, b);
    }
    barrier(l);
    let mut regs = Vec::new();
    for slot in 0..l.slots_of(res) as u64 {
        let e = elem_index(l, n.max(1), slot);
        let cs = coords(l, &shape, e);
        let (which, idx) = pick(l, &cs);
        let a = elem_addr(l, bases[0], idx, c);
        if let Some(p) = which {
            // p: the element comes from the second staged tile.
            let a1 = elem_addr(l, bases[1], idx, c);
            l.k.inst("selp.b64", &[a.into(), a1.into(), a.into(), p.into()]);
        }
        regs.push(ld_shared(l, c, a));
    }
    let t = &srcs[0];
    l.vals.insert(
        res,
        Val::Tile(TileVal {
            elem: t.elem,
            shape: shape.clone(),
            regs,
        }),
    );
    Ok(())
}

pub(super) fn broadcast(l: &mut Lower, op: &Op) -> LResult<()> {
    let src = l.tile(op, op.operands[0])?;
    if src.n() == 1 {
        let slots = l.slots_of(op.results[0]);
        let shape = shape_of(l, op.results[0]);
        l.vals.insert(
            op.results[0],
            Val::Tile(TileVal {
                elem: src.elem,
                shape,
                regs: vec![src.regs[0]; slots],
            }),
        );
        return Ok(());
    }
    let sshape = src.shape.clone();
    gather(l, op, &[src], &mut |l, cs| {
        let sc: Vec<Reg> = cs
            .iter()
            .zip(&sshape)
            .map(|(&c, &d)| {
                if d == 1 {
                    let z = l.k.reg(RegClass::B32);
                    l.k.inst("mov.u32", &[z.into(), 0u32.into()]);
                    z
                } else {
                    c
                }
            })
            .collect();
        (None, linear(l, &sshape, &sc))
    })
}

pub(super) fn permute(l: &mut Lower, op: &Op) -> LResult<()> {
    let src = l.tile(op, op.operands[0])?;
    let Some(Attr::I32Array(p)) = op.attr("permutation") else {
        return Err(unsup("permute", "no permutation"));
    };
    let p: Vec<usize> = p.iter().map(|&x| x as usize).collect();
    let sshape = src.shape.clone();
    gather(l, op, &[src], &mut |l, cs| {
        let mut sc = cs.to_vec();
        for (i, &pi) in p.iter().enumerate() {
            sc[pi] = cs[i];
        }
        (None, linear(l, &sshape, &sc))
    })
}

pub(super) fn extract(l: &mut Lower, op: &Op) -> LResult<()> {
    let src = l.tile(op, op.operands[0])?;
    let small = shape_of(l, op.results[0]);
    let idx: Vec<Reg> = op
        .group("indices")
        .iter()
        .map(|&v| index_reg(l, op, v))
        .collect::<LResult<_>>()?;
    let sshape = src.shape.clone();
    gather(l, op, &[src], &mut |l, cs| {
        let sc: Vec<Reg> = cs
            .iter()
            .enumerate()
            .map(|(d, &c)| {
                let g = l.k.reg(RegClass::B32);
                l.k.inst(
                    "mad.lo.u32",
                    &[
                        g.into(),
                        idx[d].into(),
                        Operand::ImmU(small[d] as u64),
                        c.into(),
                    ],
                );
                g
            })
            .collect();
        (None, linear(l, &sshape, &sc))
    })
}

/// insert: the result is the destination tile with the slice at `indices` replaced.
pub(super) fn insert(l: &mut Lower, op: &Op) -> LResult<()> {
    let (src, dst) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let idx: Vec<Reg> = op
        .group("indices")
        .iter()
        .map(|&v| index_reg(l, op, v))
        .collect::<LResult<_>>()?;
    let (small, big) = (src.shape.clone(), dst.shape.clone());
    // Staged: [0] = dst, [1] = src; p selects src.
    gather(l, op, &[dst, src], &mut |l, cs| {
        let p = l.k.reg(RegClass::Pred);
        l.k.inst("setp.eq.u32", &[p.into(), 0u32.into(), 0u32.into()]);
        let mut sc = Vec::new();
        for (d, &c) in cs.iter().enumerate() {
            // c - idx * small: inside the slice when it is below small (as unsigned).
            let lo = l.k.reg(RegClass::B32);
            l.k.inst(
                "mul.lo.u32",
                &[lo.into(), idx[d].into(), Operand::ImmU(small[d] as u64)],
            );
            let r = l.k.reg(RegClass::B32);
            l.k.inst("sub.u32", &[r.into(), c.into(), lo.into()]);
            let ok = l.k.reg(RegClass::Pred);
            l.k.inst(
                "setp.lt.u32",
                &[ok.into(), r.into(), Operand::ImmU(small[d] as u64)],
            );
            l.k.inst("and.pred", &[p.into(), p.into(), ok.into()]);
            sc.push(r);
        }
        let in_src = linear_masked(l, &small, &sc);
        let in_dst = linear(l, &big, cs);
        let i = l.k.reg(RegClass::B32);
        l.k.inst(
            "selp.b32",
            &[i.into(), in_src.into(), in_dst.into(), p.into()],
        );
        (Some(p), i)
    })
}

/// Like [`linear`], with each coordinate masked to its extent first (coordinates outside the
/// slice are not used, but must not address outside the staged tile).
fn linear_masked(l: &mut Lower, shape: &[i64], coords: &[Reg]) -> Reg {
    let m: Vec<Reg> = coords
        .iter()
        .zip(shape)
        .map(|(&c, &d)| {
            let r = l.k.reg(RegClass::B32);
            l.k.inst(
                "and.b32",
                &[r.into(), c.into(), Operand::ImmU(d as u64 - 1)],
            );
            r
        })
        .collect();
    linear(l, shape, &m)
}

pub(super) fn cat(l: &mut Lower, op: &Op) -> LResult<()> {
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let d = op.attr("dim").and_then(|x| x.as_int()).unwrap_or(0) as usize;
    let (sa, sb) = (a.shape.clone(), b.shape.clone());
    gather(l, op, &[a, b], &mut |l, cs| {
        let p = l.k.reg(RegClass::Pred);
        l.k.inst(
            "setp.ge.u32",
            &[p.into(), cs[d].into(), Operand::ImmU(sa[d] as u64)],
        );
        let ia = linear_masked(l, &sa, cs);
        let mut cb = cs.to_vec();
        let r = l.k.reg(RegClass::B32);
        l.k.inst(
            "sub.u32",
            &[r.into(), cs[d].into(), Operand::ImmU(sa[d] as u64)],
        );
        cb[d] = r;
        let ib = linear_masked(l, &sb, &cb);
        let i = l.k.reg(RegClass::B32);
        l.k.inst("selp.b32", &[i.into(), ib.into(), ia.into(), p.into()]);
        (Some(p), i)
    })
}

/// A constant whose elements differ: a read-only `.global` table indexed by element.
pub(super) fn dense_constant(
    l: &mut Lower,
    op: &Op,
    e: ElemType,
    d: &tileref_spec::attrs::DenseAttr,
) -> LResult<()> {
    let c = class_of(e).ok_or_else(|| unsup("constant", format!("element type {}", e.name())))?;
    let size = elem_bytes(c);
    let n = d.num_elements() as u64;
    let mut bytes = Vec::with_capacity((n * size) as usize);
    for i in 0..n as usize {
        // The register image of the element (tf32: its f32 bit pattern; i8: sign-extended).
        let mut v = reg_bits(e, d.get(i));
        if e == ElemType::I8 {
            v = v as u8 as i8 as i16 as u16 as u64;
        }
        bytes.extend_from_slice(&v.to_le_bytes()[..size as usize]);
    }
    let sym = l.k.global_bytes("tr_const", size, &bytes);
    let mut regs = Vec::new();
    for slot in 0..l.slots_of(op.results[0]) as u64 {
        let ei = elem_index(l, n, slot);
        let a = l.k.reg(RegClass::B64);
        l.k.inst("mov.u64", &[a.into(), Operand::Sym(sym.clone())]);
        let w = l.k.reg(RegClass::B64);
        l.k.inst("mul.wide.u32", &[w.into(), ei.into(), Operand::ImmU(size)]);
        l.k.inst("add.u64", &[a.into(), a.into(), w.into()]);
        let r = l.k.reg(c);
        match c {
            RegClass::Pred => {
                let b = l.k.reg(RegClass::B16);
                l.k.inst("ld.global.nc.u8", &[b.into(), Operand::Addr(a, 0)]);
                l.k.inst("setp.ne.u16", &[r.into(), b.into(), 0u32.into()]);
            }
            _ => l.k.inst(
                &format!("ld.global.nc.{}", bits(c)),
                &[r.into(), Operand::Addr(a, 0)],
            ),
        }
        regs.push(r);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// reduce and scan: lane `o` (the result's row-major index for reduce) is folded by thread
/// `o % block`, chunk `o / block`, from its first element in fold order; `f(x[k], acc)` by the
/// combiner region, lowered inside a PTX loop over k.
pub(super) fn reduce_scan(l: &mut Lower, op: &Op) -> LResult<()> {
    let is_scan = op.name() == "scan";
    let ins: Vec<TileVal> = op
        .group("operands")
        .iter()
        .map(|&v| l.tile(op, v))
        .collect::<LResult<_>>()?;
    let dim = op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0) as usize;
    let reverse = is_scan
        && op
            .attr("reverse")
            .and_then(|a| a.as_bool())
            .unwrap_or(false);
    let body = op
        .regions
        .first()
        .and_then(|r| r.block())
        .ok_or_else(|| unsup(op.name(), "no combiner"))?;
    let shape = ins[0].shape.clone();
    if shape.is_empty() || body.args.len() != 2 * ins.len() {
        return Err(unsup(op.name(), "unexpected operand or combiner shape"));
    }
    let n: u64 = shape.iter().product::<i64>() as u64;
    let len = shape[dim] as u64;
    let inner: u64 = shape[dim + 1..].iter().product::<i64>() as u64;
    let lanes = n / len;
    let mut sc = Scratch::new();
    let mut in_base = Vec::new();
    let mut out_base = Vec::new();
    for t in &ins {
        in_base.push(sc.take(op, n, t.regs[0].class())?);
    }
    for t in &ins {
        out_base.push(sc.take(op, if is_scan { n } else { lanes }, t.regs[0].class())?);
    }
    sc.commit(l);
    barrier(l);
    for (t, &b) in ins.iter().zip(&in_base) {
        stage(l, t, b);
    }
    barrier(l);
    let bt = l.block_threads as u64;
    let tid = l.tid();
    for chunk in 0..lanes.div_ceil(bt) {
        let skip = l.k.label();
        let lane = l.k.reg(RegClass::B32);
        l.k.inst(
            "add.u32",
            &[lane.into(), tid.into(), Operand::ImmU(chunk * bt)],
        );
        if lanes < bt {
            let p = l.k.reg(RegClass::Pred);
            l.k.inst(
                "setp.ge.u32",
                &[p.into(), lane.into(), Operand::ImmU(lanes)],
            );
            l.k.inst_if(p, false, "bra", &[skip.into()]);
        }
        // First position of the lane: (lane / inner) * len * inner + lane % inner.
        let base = l.k.reg(RegClass::B32);
        let lo = l.k.reg(RegClass::B32);
        l.k.inst(
            "shr.u32",
            &[
                base.into(),
                lane.into(),
                Operand::ImmU(inner.trailing_zeros() as u64),
            ],
        );
        l.k.inst(
            "shl.b32",
            &[
                base.into(),
                base.into(),
                Operand::ImmU((len * inner).trailing_zeros() as u64),
            ],
        );
        l.k.inst(
            "and.b32",
            &[lo.into(), lane.into(), Operand::ImmU(inner - 1)],
        );
        l.k.inst("add.u32", &[base.into(), base.into(), lo.into()]);
        let pos_of = |l: &mut Lower, k: Reg| -> Reg {
            // forward: base + k * inner; reverse: base + (len - 1 - k) * inner
            let kk = if reverse {
                let r = l.k.reg(RegClass::B32);
                l.k.inst("sub.u32", &[r.into(), Operand::ImmU(len - 1), k.into()]);
                r
            } else {
                k
            };
            let p = l.k.reg(RegClass::B32);
            l.k.inst(
                "mad.lo.u32",
                &[p.into(), kk.into(), Operand::ImmU(inner), base.into()],
            );
            p
        };
        let k = l.k.reg(RegClass::B32);
        l.k.inst("mov.u32", &[k.into(), 0u32.into()]);
        let p0 = pos_of(l, k);
        // The accumulators: fresh registers, first element copied as it is.
        let acc: Vec<Reg> = ins.iter().map(|t| l.k.reg(t.regs[0].class())).collect();
        for (i, t) in ins.iter().enumerate() {
            let a = elem_addr(l, in_base[i], p0, t.regs[0].class());
            let x = ld_shared(l, t.regs[0].class(), a);
            mov(l, acc[i], x);
            if is_scan {
                let o = elem_addr(l, out_base[i], p0, t.regs[0].class());
                st_shared(l, None, o, acc[i]);
            }
        }
        if len > 1 {
            let head = l.k.label();
            l.k.inst("mov.u32", &[k.into(), 1u32.into()]);
            l.k.place(head);
            let pk = pos_of(l, k);
            for (i, t) in ins.iter().enumerate() {
                let a = elem_addr(l, in_base[i], pk, t.regs[0].class());
                let x = ld_shared(l, t.regs[0].class(), a);
                l.vals.insert(
                    body.args[2 * i],
                    Val::Tile(TileVal {
                        elem: t.elem,
                        shape: vec![],
                        regs: vec![x],
                    }),
                );
                l.vals.insert(
                    body.args[2 * i + 1],
                    Val::Tile(TileVal {
                        elem: t.elem,
                        shape: vec![],
                        regs: vec![acc[i]],
                    }),
                );
            }
            let results: Vec<control::Carried> = ins
                .iter()
                .zip(&acc)
                .map(|(t, &r)| {
                    control::Carried::Tile(TileVal {
                        elem: t.elem,
                        shape: vec![],
                        regs: vec![r],
                    })
                })
                .collect();
            l.frames.push(control::Frame::Combiner { results });
            let r = control::lower_ops(l, &body.ops);
            l.frames.pop();
            r?;
            if is_scan {
                for (i, t) in ins.iter().enumerate() {
                    let o = elem_addr(l, out_base[i], pk, t.regs[0].class());
                    st_shared(l, None, o, acc[i]);
                }
            }
            l.k.inst("add.u32", &[k.into(), k.into(), 1u32.into()]);
            let more = l.k.reg(RegClass::Pred);
            l.k.inst("setp.lt.u32", &[more.into(), k.into(), Operand::ImmU(len)]);
            l.k.inst_if(more, false, "bra", &[head.into()]);
        }
        if !is_scan {
            for (i, t) in ins.iter().enumerate() {
                let o = elem_addr(l, out_base[i], lane, t.regs[0].class());
                st_shared(l, None, o, acc[i]);
            }
        }
        l.k.place(skip);
    }
    barrier(l);
    for (i, t) in ins.iter().enumerate() {
        let res = op.results[i];
        let rshape = shape_of(l, res);
        let rn: u64 = rshape.iter().product::<i64>() as u64;
        let mut regs = Vec::new();
        for slot in 0..l.slots_of(res) as u64 {
            let e = elem_index(l, rn.max(1), slot);
            let a = elem_addr(l, out_base[i], e, t.regs[0].class());
            regs.push(ld_shared(l, t.regs[0].class(), a));
        }
        l.vals.insert(
            res,
            Val::Tile(TileVal {
                elem: t.elem,
                shape: rshape,
                regs,
            }),
        );
    }
    Ok(())
}

/// mmaf and mmai: output element (b, i, j) is computed by the thread holding it, starting from
/// its C element, one fused multiply-add per k in increasing k (mmaf: inputs widened exactly to
/// the accumulator type, `fma.rn`, the result NaN-canonicalised; mmai: i8 products accumulated
/// in i32 with wrap-around).
pub(super) fn mma(l: &mut Lower, op: &Op) -> LResult<()> {
    let (a, b, c) = (
        l.tile(op, op.operands[0])?,
        l.tile(op, op.operands[1])?,
        l.tile(op, op.operands[2])?,
    );
    let int = op.name() == "mmai";
    let ec = c.elem;
    if !int && Ieee::of(ec).is_none() {
        return Err(unsup("mmaf", format!("accumulator type {}", ec.name())));
    }
    let (sa, sb) = if int {
        (
            op.enum_attr::<Signedness>("signedness_lhs") == Some(Signedness::Signed),
            op.enum_attr::<Signedness>("signedness_rhs") == Some(Signedness::Signed),
        )
    } else {
        (true, true)
    };
    let r = c.shape.len();
    let (m, kk, nn) = (
        a.shape[r - 2] as u64,
        a.shape[r - 1] as u64,
        b.shape[r - 1] as u64,
    );
    let ca = a.regs[0].class();
    let mut sc = Scratch::new();
    let (ba, bb) = (sc.take(op, a.n(), ca)?, sc.take(op, b.n(), ca)?);
    sc.commit(l);
    barrier(l);
    stage(l, &a, ba);
    stage(l, &b, bb);
    barrier(l);
    let cn = c.n();
    let acc_class = c.regs[0].class();
    // Inputs and accumulator in f32's range, or f64 values.
    let exact = (!int).then(|| {
        let wide = a.elem == ElemType::F64 || ec == ElemType::F64;
        ExactAcc::new(&mut l.k, if wide { WIDE } else { NARROW })
    });
    let mut regs = Vec::new();
    for (slot, &c0) in c.regs.iter().enumerate() {
        let e = elem_index(l, cn, slot as u64);
        let cs = coords(l, &c.shape, e);
        let (bat, i, j) = if r == 3 {
            (Some(cs[0]), cs[1], cs[2])
        } else {
            (None, cs[0], cs[1])
        };
        // Row i of A starts at (bat * m + i) * kk; column j of B at bat * kk * nn + j.
        let arow = l.k.reg(RegClass::B32);
        let bcol = l.k.reg(RegClass::B32);
        match bat {
            Some(bt) => {
                l.k.inst(
                    "mad.lo.u32",
                    &[arow.into(), bt.into(), Operand::ImmU(m), i.into()],
                );
                l.k.inst("mul.lo.u32", &[arow.into(), arow.into(), Operand::ImmU(kk)]);
                l.k.inst(
                    "mad.lo.u32",
                    &[bcol.into(), bt.into(), Operand::ImmU(kk * nn), j.into()],
                );
            }
            None => {
                l.k.inst("mul.lo.u32", &[arow.into(), i.into(), Operand::ImmU(kk)]);
                l.k.inst("mov.u32", &[bcol.into(), j.into()]);
            }
        }
        // Element k of the row and of the column, from the staged tiles.
        let load = |l: &mut Lower, k: Reg| -> (Reg, Reg) {
            let ai = l.k.reg(RegClass::B32);
            l.k.inst("add.u32", &[ai.into(), arow.into(), k.into()]);
            let bi = l.k.reg(RegClass::B32);
            l.k.inst(
                "mad.lo.u32",
                &[bi.into(), k.into(), Operand::ImmU(nn), bcol.into()],
            );
            let aa = elem_addr(l, ba, ai, ca);
            let ab = elem_addr(l, bb, bi, ca);
            (ld_shared(l, ca, aa), ld_shared(l, ca, ab))
        };
        if let Some(acc) = &exact {
            let c64 = to_f64(l, ec, c0);
            let narrow = a.elem != ElemType::F64 && ec != ElemType::F64;
            let (ea, eb) = (a.elem, b.elem);
            let v = exact_dot(l, acc, ec, c64, kk, narrow, |l, k| {
                let (x, y) = load(l, k);
                (to_f64(l, ea, x), to_f64(l, eb, y))
            });
            l.canon_nan(ec, v);
            regs.push(v);
            continue;
        }
        let acc = l.k.reg(acc_class);
        mov(l, acc, c0);
        let k = l.k.reg(RegClass::B32);
        l.k.inst("mov.u32", &[k.into(), 0u32.into()]);
        let head = l.k.label();
        l.k.place(head);
        let (x, y) = load(l, k);
        // i8 lives sign-extended in 16 bits; unsigned operands use the low byte.
        let ext = |l: &mut Lower, v: Reg, signed: bool| -> Reg {
            let w = l.k.reg(RegClass::B32);
            if signed {
                l.k.inst("cvt.s32.s16", &[w.into(), v.into()]);
            } else {
                l.k.inst("cvt.u32.u16", &[w.into(), v.into()]);
                l.k.inst("and.b32", &[w.into(), w.into(), Operand::ImmU(0xFF)]);
            }
            w
        };
        let (xw, yw) = (ext(l, x, sa), ext(l, y, sb));
        l.k.inst(
            "mad.lo.s32",
            &[acc.into(), xw.into(), yw.into(), acc.into()],
        );
        l.k.inst("add.u32", &[k.into(), k.into(), 1u32.into()]);
        let more = l.k.reg(RegClass::Pred);
        l.k.inst("setp.lt.u32", &[more.into(), k.into(), Operand::ImmU(kk)]);
        l.k.inst_if(more, false, "bra.uni", &[head.into()]);
        regs.push(acc);
    }
    l.set_tile(op.results[0], ec, regs);
    Ok(())
}

/// mmaf_scaled (docs/semantics.md): output element (b, i, j) is C + Σₖ x·y exactly, rounded
/// once to f32 ([`exact_dot`]), computed by the thread holding it, with
///
/// ```text
/// x = f64(a[i,k]) * f64(scale_a[i, k/v])      mul.rn.f64
/// y = f64(b[k,j]) * f64(scale_b[k/v, j])      mul.rn.f64
/// ```
///
/// v = K / (scale columns), the codes decoded to f64 exactly by narrow.rs's `decode_seq`.
/// Both products are exact: the inputs are f4E2M1FN (2 significant bits, |v| in [0.5, 6]),
/// f8E4M3FN (4 bits, [2^-9, 448]) or f8E5M2 (3 bits, [2^-16, 57344], ±inf); the scales
/// f8E8M0FNU (powers of two 2^-127..2^127, code 0xFF NaN) or f8E4M3FN (with f4 inputs only);
/// so x and y have at most 8 significant bits and magnitudes within [2^-143, 2^143], and x·y
/// (formed exactly by the accumulator) lies in [2^-286, 2^286], inside its narrow range.
pub(super) fn mma_scaled(l: &mut Lower, op: &Op) -> LResult<()> {
    let name = "mmaf_scaled";
    let t: Vec<TileVal> = (0..5)
        .map(|i| l.tile(op, op.operands[i]))
        .collect::<LResult<_>>()?;
    let (a, b, c, sa, sb) = (&t[0], &t[1], &t[2], &t[3], &t[4]);
    let input_ok = matches!(
        a.elem,
        ElemType::F8E4M3FN | ElemType::F8E5M2 | ElemType::F4E2M1FN
    ) && b.elem == a.elem;
    let scale_ok = match sa.elem {
        ElemType::F8E8M0FNU => true,
        ElemType::F8E4M3FN => a.elem == ElemType::F4E2M1FN,
        _ => false,
    } && sb.elem == sa.elem;
    if !input_ok || !scale_ok || c.elem != ElemType::F32 {
        return Err(unsup(
            name,
            format!(
                "{} x {} inputs, {} scales into {}",
                a.elem.name(),
                b.elem.name(),
                sa.elem.name(),
                c.elem.name()
            ),
        ));
    }
    let r = c.shape.len();
    let (m, kk, nn) = (
        a.shape[r - 2] as u64,
        a.shape[r - 1] as u64,
        b.shape[r - 1] as u64,
    );
    let ks = sa.shape[r - 1] as u64;
    if ks == 0 || kk % ks != 0 || !(kk / ks).is_power_of_two() || sb.shape[r - 2] as u64 != ks {
        return Err(unsup(name, format!("K = {kk} with {ks} scale columns")));
    }
    let vshift = (kk / ks).trailing_zeros() as u64;
    let cl = a.regs[0].class();
    let mut sc = Scratch::new();
    let bases: Vec<u64> = [a, b, sa, sb]
        .iter()
        .map(|x| sc.take(op, x.n(), cl))
        .collect::<LResult<_>>()?;
    sc.commit(l);
    barrier(l);
    for (x, &base) in [a, b, sa, sb].iter().zip(&bases) {
        stage(l, x, base);
    }
    barrier(l);
    let (ba, bb, bsa, bsb) = (bases[0], bases[1], bases[2], bases[3]);
    let exact = ExactAcc::new(&mut l.k, NARROW);
    let mut regs = Vec::new();
    for (slot, &c0) in c.regs.iter().enumerate() {
        let e = elem_index(l, c.n(), slot as u64);
        let cs = coords(l, &c.shape, e);
        let (bat, i, j) = if r == 3 {
            (Some(cs[0]), cs[1], cs[2])
        } else {
            (None, cs[0], cs[1])
        };
        // Row (bat, i) of A starts at (bat * m + i) * K, of scale_a at (bat * m + i) * ks;
        // column (bat, j) of B at bat * K * N + j, of scale_b at bat * ks * N + j.
        let row = l.k.reg(RegClass::B32);
        let (arow, sarow, bcol, sbcol) = (
            l.k.reg(RegClass::B32),
            l.k.reg(RegClass::B32),
            l.k.reg(RegClass::B32),
            l.k.reg(RegClass::B32),
        );
        match bat {
            Some(bt) => {
                l.k.inst(
                    "mad.lo.u32",
                    &[row.into(), bt.into(), Operand::ImmU(m), i.into()],
                );
                l.k.inst(
                    "mad.lo.u32",
                    &[bcol.into(), bt.into(), Operand::ImmU(kk * nn), j.into()],
                );
                l.k.inst(
                    "mad.lo.u32",
                    &[sbcol.into(), bt.into(), Operand::ImmU(ks * nn), j.into()],
                );
            }
            None => {
                l.k.inst("mov.u32", &[row.into(), i.into()]);
                l.k.inst("mov.u32", &[bcol.into(), j.into()]);
                l.k.inst("mov.u32", &[sbcol.into(), j.into()]);
            }
        }
        l.k.inst("mul.lo.u32", &[arow.into(), row.into(), Operand::ImmU(kk)]);
        l.k.inst("mul.lo.u32", &[sarow.into(), row.into(), Operand::ImmU(ks)]);
        let value = |l: &mut Lower, base: u64, idx: Reg, elem: ElemType| -> Reg {
            let addr = elem_addr(l, base, idx, cl);
            let code = ld_shared(l, cl, addr);
            to_f64(l, elem, code)
        };
        // The scaled elements k of the row and of the column (exact in f64).
        let load = |l: &mut Lower, k: Reg| -> (Reg, Reg) {
            let q = l.k.reg(RegClass::B32);
            l.k.inst("shr.u32", &[q.into(), k.into(), Operand::ImmU(vshift)]);
            let (ai, bi, sai, sbi) = (
                l.k.reg(RegClass::B32),
                l.k.reg(RegClass::B32),
                l.k.reg(RegClass::B32),
                l.k.reg(RegClass::B32),
            );
            l.k.inst("add.u32", &[ai.into(), arow.into(), k.into()]);
            l.k.inst(
                "mad.lo.u32",
                &[bi.into(), k.into(), Operand::ImmU(nn), bcol.into()],
            );
            l.k.inst("add.u32", &[sai.into(), sarow.into(), q.into()]);
            l.k.inst(
                "mad.lo.u32",
                &[sbi.into(), q.into(), Operand::ImmU(nn), sbcol.into()],
            );
            let (xa, xs) = (value(l, ba, ai, a.elem), value(l, bsa, sai, sa.elem));
            let (yb, ys) = (value(l, bb, bi, b.elem), value(l, bsb, sbi, sb.elem));
            let (x, y) = (l.k.reg(RegClass::F64), l.k.reg(RegClass::F64));
            l.k.inst("mul.rn.f64", &[x.into(), xa.into(), xs.into()]);
            l.k.inst("mul.rn.f64", &[y.into(), yb.into(), ys.into()]);
            (x, y)
        };
        let c64 = to_f64(l, ElemType::F32, c0);
        let acc = exact_dot(l, &exact, ElemType::F32, c64, kk, true, load);
        l.canon_nan(ElemType::F32, acc);
        regs.push(acc);
    }
    l.set_tile(op.results[0], ElemType::F32, regs);
    Ok(())
}

/// The values `mma_scaled` feeds its exact sum, against the interpreter.
#[cfg(test)]
mod scaled_tests {
    use super::*;
    use tileref_interp::numeric::exact_sum::ExactSum;
    use tileref_interp::numeric::{Env, NanPolicy, Rounding, F32};

    /// f64 value of a code, as the emitted `decode_seq` computes it.
    fn dec(e: ElemType, code: u64) -> f64 {
        f64::from_bits(decode_seq(&format_of(e).unwrap()).run(&[code]))
    }

    const COMBOS: [(ElemType, ElemType); 4] = [
        (ElemType::F8E4M3FN, ElemType::F8E8M0FNU),
        (ElemType::F8E5M2, ElemType::F8E8M0FNU),
        (ElemType::F4E2M1FN, ElemType::F8E8M0FNU),
        (ElemType::F4E2M1FN, ElemType::F8E4M3FN),
    ];

    fn codes(e: ElemType) -> u64 {
        if e == ElemType::F4E2M1FN {
            16
        } else {
            256
        }
    }

    /// Every (input, scale) code pair: the decoded values equal the interpreter's and the f64
    /// product is exact (its fma residual is zero); then every pair of distinct scaled values:
    /// their product is exact too.
    #[test]
    fn scaled_products_are_exact() {
        for (e, s) in COMBOS {
            let (fa, fs) = (
                tileref_interp::eval::format_of(e),
                tileref_interp::eval::format_of(s),
            );
            let mut xs: Vec<u64> = Vec::new();
            for a in 0..codes(e) {
                for t in 0..codes(s) {
                    let (va, vs) = (dec(e, a), dec(s, t));
                    for (m, r) in [(va, fa.to_f64(a)), (vs, fs.to_f64(t))] {
                        assert!(
                            m.to_bits() == r.to_bits() || (m.is_nan() && r.is_nan()),
                            "{} {a:#x} / {} {t:#x}",
                            e.name(),
                            s.name()
                        );
                    }
                    let x = va * vs;
                    if x.is_finite() && x != 0.0 {
                        assert_eq!(va.mul_add(vs, -x), 0.0, "inexact {va} * {vs}");
                    }
                    xs.push(if x.is_nan() {
                        f64::NAN.to_bits()
                    } else {
                        x.to_bits()
                    });
                }
            }
            xs.sort_unstable();
            xs.dedup();
            assert!(xs.len() > 40, "{} {}", e.name(), xs.len());
            let mut finite = 0u64;
            for &xb in &xs {
                let x = f64::from_bits(xb);
                for &yb in &xs {
                    let y = f64::from_bits(yb);
                    let prod = x * y;
                    if prod.is_finite() && prod != 0.0 {
                        assert_eq!(x.mul_add(y, -prod), 0.0, "inexact {x} * {y}");
                        finite += 1;
                    }
                }
            }
            assert!(finite > 1000);
        }
    }

    use super::super::tests::Rng;

    /// Whole dot products: the exact accumulator's model fed the scaled values against the
    /// interpreter's exact sum, random codes with NaN, infinities, zeros and extreme scales
    /// among them, and accumulators of every class.
    #[test]
    fn scaled_dot_products_match_the_interpreter() {
        let mut r = Rng(0xC0FF_EE12_3456_789B);
        let accs = [
            0u32,
            0x8000_0000,
            1,
            0x8000_0001,
            0x7F7F_FFFF,
            0xFF7F_FFFF,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0x3F80_0000,
            0x0080_0000,
        ];
        let env = Env::new(Rounding::NearestEven).nan(NanPolicy::H100);
        let f = Ieee::of(ElemType::F32).unwrap();
        let mut nan_out = 0;
        for (e, s) in COMBOS {
            for round in 0..20_000 {
                let len = 1 + (r.next() % 64) as usize;
                let mut pick = |t: ElemType| -> u64 {
                    let v = r.next();
                    // Scales: often near 2^0 so sums are not all saturated, sometimes extreme.
                    if (t == ElemType::F8E8M0FNU) && v % 4 != 0 {
                        0x70 + (v >> 8) % 32
                    } else {
                        (v >> 8) % codes(t)
                    }
                };
                let codes_of: Vec<[u64; 4]> = (0..len)
                    .map(|_| [pick(e), pick(s), pick(e), pick(s)])
                    .collect();
                let acc0 = if round % 3 == 0 {
                    accs[(r.next() % accs.len() as u64) as usize]
                } else {
                    (r.next() >> 32) as u32 & 0xC7FF_FFFF
                };
                let c = f32::from_bits(acc0) as f64;
                let (mut m, mut i) = (
                    super::super::exact_sum::model::Acc::new(NARROW),
                    ExactSum::new(),
                );
                m.add_product(c, 1.0);
                i.add(c);
                for t in &codes_of {
                    let x = dec(e, t[0]) * dec(s, t[1]);
                    let y = dec(e, t[2]) * dec(s, t[3]);
                    m.add_product(x, y);
                    i.add_product(x, y);
                }
                let want = i.round(&F32, &env);
                if f32::from_bits(want as u32).is_nan() {
                    nan_out += 1;
                }
                assert_eq!(m.round(f), want, "{} {}: acc {acc0:#x}", e.name(), s.name());
            }
        }
        assert!(nan_out > 100, "{nan_out}");
    }

    #[test]
    fn scaled_mma_lowers_and_refuses_other_types() {
        let m = |a: &str, s: &str, k: u32, ks: u32| {
            format!(
                "cuda_tile.module @m {{\n  entry @k(%o: tile<ptr<f32>>) {{\n    \
                 %a = constant <{a}: 1.0> : tile<4x{k}x{a}>\n    %b = constant <{a}: 1.0> : tile<{k}x4x{a}>\n    \
                 %c = constant <f32: 0.0> : tile<4x4xf32>\n    %sa = constant <{s}: 1.0> : tile<4x{ks}x{s}>\n    \
                 %sb = constant <{s}: 1.0> : tile<{ks}x4x{s}>\n    \
                 %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x{k}x{a}>, tile<{k}x4x{a}>, tile<4x4xf32>, tile<4x{ks}x{s}>, tile<{ks}x4x{s}>\n    \
                 return\n  }}\n}}\n"
            )
        };
        let src = m("f8E4M3FN", "f8E8M0FNU", 64, 2);
        let module =
            tileref_spec::text::parse_module(&src).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
        let ptx = lower(&module, "k", Target::Sm80)
            .unwrap_or_else(|e| panic!("{e}\n{src}"))
            .ptx;
        assert!(
            ptx.contains("mul.rn.f64")
                && ptx.contains("cvt.rn.f32.f64")
                && ptx.contains(".local .align 8 .b8 exact_sum")
                && ptx.contains("shr.u32"),
            "{ptx}"
        );
        assert!(
            !ptx.contains("add.rn.f32") && !ptx.contains("fma.rn.f32"),
            "{ptx}"
        );
    }
}
