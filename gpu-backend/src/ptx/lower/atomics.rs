//! Atomics and fences: `atomic_rmw_tko`, `atomic_cas_tko`, `atomic_red_view_tko`,
//! `memory_fence_alias_tko`.
//!
//! Each element's atomic is performed once, by the thread that owns the element (threads past
//! a tile's thread count hold copies and skip it), under the element's mask. Orderings map to
//! PTX `.relaxed/.acquire/.release/.acq_rel` and scopes to `.cta` (a tile block is one CTA),
//! `.gpu` (device) and `.sys`.
//!
//! Integer modes are single PTX atomics (`and/or/xor/add/min/max/exch` on 32 and 64 bits),
//! whose results are exact. `addf` is a compare-and-swap loop around the same `add.rn` (bf16
//! before sm_90: `fma.rn(old, 1.0, arg)`) and NaN canonicalisation as the element-wise `addf`,
//! so the stored bits are the interpreter's (`rmw_apply`: one nearest-even rounding, no flush,
//! canonical NaN) on every type and target; PTX's own float atomics are not used since
//! `atom.add.f32` may flush subnormals and their NaN results are not documented.

use tileref_spec::attrs::{AtomicMode, MemScope};

use super::pointers::{and_guard, mem_pointee, scope, token_barrier};
use super::*;

/// The `.sem.scope` of an atomic: ".relaxed.gpu", ".acq_rel.cta", ...
fn atom_qualifiers(op: &Op) -> LResult<(MemOrdering, String)> {
    let ord = op
        .enum_attr::<MemOrdering>("memory_ordering_semantics")
        .ok_or_else(|| unsup(op.name(), "no memory ordering"))?;
    let sem = match ord {
        MemOrdering::Relaxed => "relaxed",
        MemOrdering::Acquire => "acquire",
        MemOrdering::Release => "release",
        MemOrdering::AcqRel => "acq_rel",
        MemOrdering::Weak => return Err(unsup(op.name(), "a weak atomic")),
    };
    let s = op
        .enum_attr::<MemScope>("memory_scope")
        .ok_or_else(|| unsup(op.name(), "no memory scope"))?;
    Ok((ord, format!(".{sem}.{}", scope(s))))
}

/// Whether value `v` is an operand of any op of the entry.
fn is_used(l: &Lower, v: ValueId) -> bool {
    l.f.body.ops.iter().any(|o| o.operands.contains(&v))
}

/// The PTX operation and type of an integer (or exchange) mode on element type `e`; None for
/// `addf`.
fn int_atom(op: &Op, mode: AtomicMode, e: ElemType) -> LResult<Option<String>> {
    let w = match e {
        ElemType::I32 | ElemType::F32 => 32,
        ElemType::I64 | ElemType::F64 => 64,
        _ if mode == AtomicMode::AddF => 0,
        _ => {
            return Err(unsup(
                op.name(),
                format!(
                    "{mode:?} on {}: PTX atomics are 32 or 64 bits wide",
                    e.name()
                ),
            ))
        }
    };
    let is_int = e.is_int();
    let s = match mode {
        AtomicMode::AddF => {
            if !matches!(
                e,
                ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64
            ) {
                return Err(unsup(op.name(), format!("addf on {}", e.name())));
            }
            return Ok(None);
        }
        AtomicMode::Xchg => format!("exch.b{w}"),
        _ if !is_int => return Err(unsup(op.name(), format!("{mode:?} on {}", e.name()))),
        AtomicMode::And => format!("and.b{w}"),
        AtomicMode::Or => format!("or.b{w}"),
        AtomicMode::Xor => format!("xor.b{w}"),
        AtomicMode::Add => format!("add.u{w}"),
        AtomicMode::Max => format!("max.s{w}"),
        AtomicMode::Min => format!("min.s{w}"),
        AtomicMode::UMax => format!("max.u{w}"),
        AtomicMode::UMin => format!("min.u{w}"),
    };
    Ok(Some(s))
}

/// `d = old + arg` in float type `e`, rounded to nearest even without flushing, NaN made
/// canonical: the interpreter's `addf` of an atomic.
fn float_add(l: &mut Lower, e: ElemType, old: Reg, arg: Reg) -> Reg {
    let c = class_of(e).unwrap();
    let d = l.k.reg(c);
    if e == ElemType::BF16 && !l.target.bf16_add_mul() {
        // fma(old, 1, arg): the exact product and one rounding, the same bits as add.
        let one = l.imm_reg(RegClass::B16, 0x3F80);
        l.k.inst(
            "fma.rn.bf16",
            &[d.into(), old.into(), one.into(), arg.into()],
        );
    } else {
        l.k.inst(
            &format!("add.rn.{}", fty(e)),
            &[d.into(), old.into(), arg.into()],
        );
    }
    l.canon_nan(e, d);
    d
}

/// The compare-and-swap loop of `addf` at `addr`: returns the register with the old value
/// (valid where `guard` held). `q` is the `.sem.scope` of the CAS; the first read is a relaxed
/// load of the same scope (a stale value only costs one more round).
fn addf_loop(
    l: &mut Lower,
    e: ElemType,
    q: &str,
    sc: &str,
    guard: Option<Reg>,
    addr: Reg,
    arg: Reg,
) -> Reg {
    let c = class_of(e).unwrap();
    let w = e.bit_width();
    let skip = l.k.label();
    if let Some(g) = guard {
        l.k.inst_if(g, true, "bra", &[skip.into()]);
    }
    let old = l.k.reg(c);
    l.k.inst(
        &format!("ld.relaxed.{sc}.global.b{w}"),
        &[old.into(), Operand::Addr(addr, 0)],
    );
    let top = l.k.label();
    l.k.place(top);
    let new = float_add(l, e, old, arg);
    let prev = l.k.reg(c);
    l.k.inst(
        &format!("atom{q}.global.cas.b{w}"),
        &[prev.into(), Operand::Addr(addr, 0), old.into(), new.into()],
    );
    let again = l.k.reg(RegClass::Pred);
    l.k.inst(
        &format!("setp.ne.b{w}"),
        &[again.into(), prev.into(), old.into()],
    );
    l.k.inst(&format!("mov.b{w}"), &[old.into(), prev.into()]);
    l.k.inst_if(again, false, "bra", &[top.into()]);
    l.k.place(skip);
    old
}

/// Where the old values of an atomic on a tile of `n` elements of `e` go through shared
/// memory (a scratch offset), when threads past the tile's own thread count hold copies of its
/// elements and the old values are used: only the owner of an element performs its atomic, so
/// the holders of copies read the old value it got from scratch ([`share_old_values`]).
fn shares_old_values(l: &mut Lower, op: &Op, n: u64, e: ElemType) -> LResult<Option<u64>> {
    if (n.min(MAX_THREADS) as u32) >= l.block_threads || !is_used(l, op.results[0]) {
        return Ok(None);
    }
    let mut sc = super::shared::Scratch::new();
    let base = sc.take(op, n, class_of(e).unwrap())?;
    sc.commit(l);
    Ok(Some(base))
}

/// The owners' old values `regs` written to scratch at `base` and read back by every thread
/// for its slots (copies included), between barriers.
fn share_old_values(l: &mut Lower, e: ElemType, n: u64, base: u64, regs: Vec<Reg>) -> Vec<Reg> {
    use super::shared::{barrier, elem_addr, elem_index, ld_shared, stage};
    let c = regs[0].class();
    let t = TileVal {
        elem: e,
        shape: vec![n as i64],
        regs,
    };
    barrier(l);
    stage(l, &t, base);
    barrier(l);
    (0..t.regs.len())
        .map(|s| {
            let e = elem_index(l, n, s as u64);
            let a = elem_addr(l, base, e, c);
            ld_shared(l, c, a)
        })
        .collect()
}

fn scope_name(op: &Op) -> &'static str {
    op.enum_attr::<MemScope>("memory_scope")
        .map_or("gpu", scope)
}

/// `atomic_rmw_tko`: the old values (0 where masked off, as the interpreter gives).
pub(super) fn atomic_rmw(l: &mut Lower, op: &Op) -> LResult<()> {
    let ptrs = op
        .opt("pointers")
        .ok_or_else(|| unsup("atomic_rmw_tko", "no pointers"))?;
    let e = mem_pointee(l, op, ptrs)?;
    let mode = op
        .enum_attr::<AtomicMode>("mode")
        .ok_or_else(|| unsup("atomic_rmw_tko", "no mode"))?;
    let (_, q) = atom_qualifiers(op)?;
    let opc = int_atom(op, mode, e)?;
    let p = l.tile(op, ptrs)?;
    let share = shares_old_values(l, op, p.n(), e)?;
    let arg = l.tile(
        op,
        op.opt("arg")
            .ok_or_else(|| unsup("atomic_rmw_tko", "no arg"))?,
    )?;
    let mask = op.opt("mask").map(|m| l.tile(op, m)).transpose()?;
    token_barrier(l, op);
    let own = owner_guard(l, p.n());
    let c = class_of(e).unwrap();
    let w = e.bit_width();
    let mut regs = Vec::new();
    for (i, &addr) in p.regs.iter().enumerate() {
        let g = and_guard(l, own, mask.as_ref().map(|m| m.regs[i]));
        let d = l.k.reg(c);
        l.k.inst(&format!("mov.b{w}"), &[d.into(), Operand::ImmU(0)]);
        match &opc {
            Some(o) => {
                let opc = format!("atom{q}.global.{o}");
                let ops = [d.into(), Operand::Addr(addr, 0), arg.regs[i].into()];
                match g {
                    Some(g) => l.k.inst_if(g, false, &opc, &ops),
                    None => l.k.inst(&opc, &ops),
                }
            }
            None => {
                let old = addf_loop(l, e, &q, scope_name(op), g, addr, arg.regs[i]);
                match g {
                    Some(g) => {
                        l.k.inst_if(g, false, &format!("mov.b{w}"), &[d.into(), old.into()])
                    }
                    None => l.k.inst(&format!("mov.b{w}"), &[d.into(), old.into()]),
                }
            }
        }
        regs.push(d);
    }
    l.stored = true;
    let regs = match share {
        Some(base) => share_old_values(l, e, p.n(), base, regs),
        None => regs,
    };
    l.set_tile(op.results[0], e, regs);
    l.vals.insert(op.results[1], Val::Token);
    Ok(())
}

/// `atomic_cas_tko`: compares bit for bit (PTX `cas.b16/b32/b64`, floats included); the old
/// values, `cmp` where masked off (the spec's answer, the interpreter's).
pub(super) fn atomic_cas(l: &mut Lower, op: &Op) -> LResult<()> {
    let ptrs = op
        .opt("pointers")
        .ok_or_else(|| unsup("atomic_cas_tko", "no pointers"))?;
    let e = mem_pointee(l, op, ptrs)?;
    if matches!(e, ElemType::I1 | ElemType::I8) {
        return Err(unsup(
            "atomic_cas_tko",
            format!(
                "{}: PTX compare-and-swap is 16, 32 or 64 bits wide",
                e.name()
            ),
        ));
    }
    let (_, q) = atom_qualifiers(op)?;
    let p = l.tile(op, ptrs)?;
    let share = shares_old_values(l, op, p.n(), e)?;
    let cmp = l.tile(
        op,
        op.opt("cmp")
            .ok_or_else(|| unsup("atomic_cas_tko", "no cmp"))?,
    )?;
    let val = l.tile(
        op,
        op.opt("val")
            .ok_or_else(|| unsup("atomic_cas_tko", "no val"))?,
    )?;
    let mask = op.opt("mask").map(|m| l.tile(op, m)).transpose()?;
    token_barrier(l, op);
    let own = owner_guard(l, p.n());
    let c = class_of(e).unwrap();
    let w = e.bit_width();
    let mut regs = Vec::new();
    for (i, &addr) in p.regs.iter().enumerate() {
        let g = and_guard(l, own, mask.as_ref().map(|m| m.regs[i]));
        let d = l.k.reg(c);
        l.k.inst(&format!("mov.b{w}"), &[d.into(), cmp.regs[i].into()]);
        let opc = format!("atom{q}.global.cas.b{w}");
        let ops = [
            d.into(),
            Operand::Addr(addr, 0),
            cmp.regs[i].into(),
            val.regs[i].into(),
        ];
        match g {
            Some(g) => l.k.inst_if(g, false, &opc, &ops),
            None => l.k.inst(&opc, &ops),
        }
        regs.push(d);
    }
    l.stored = true;
    let regs = match share {
        Some(base) => share_old_values(l, e, p.n(), base, regs),
        None => regs,
    };
    l.set_tile(op.results[0], e, regs);
    l.vals.insert(op.results[1], Val::Token);
    Ok(())
}

/// `atomic_red_view_tko`: one atomic per in-bounds element of the view tile, by its owner
/// thread. `red` where the ordering allows it (relaxed, release), else `atom` with the result
/// unused.
pub(super) fn atomic_red_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let (ord, q) = atom_qualifiers(op)?;
    let mode = op
        .enum_attr::<AtomicMode>("mode")
        .ok_or_else(|| unsup("atomic_red_view_tko", "no mode"))?;
    let view = op
        .opt("view")
        .ok_or_else(|| unsup("atomic_red_view_tko", "no view"))?;
    // Addressing is the views' own (partition, strided, gather/scatter, any dim_map).
    let a = view_index(l, op, view)?;
    let e = a.v.tv.elem;
    if class_of(e).is_none() {
        return Err(unsup(
            "atomic_red_view_tko",
            format!("element type {}", e.name()),
        ));
    }
    let opc = int_atom(op, mode, e)?;
    let t = l.tile(
        op,
        op.opt("value")
            .ok_or_else(|| unsup("atomic_red_view_tko", "no value"))?,
    )?;
    token_barrier(l, op);
    let c = class_of(e).unwrap();
    for (s, &r) in t.regs.iter().enumerate() {
        let (inb, addr) = element_address(l, &a, s as u64, true);
        match &opc {
            Some(o) if matches!(ord, MemOrdering::Relaxed | MemOrdering::Release) => {
                l.k.inst_if(
                    inb,
                    false,
                    &format!("red{q}.global.{o}"),
                    &[Operand::Addr(addr, 0), r.into()],
                );
            }
            Some(o) => {
                let d = l.k.reg(c);
                l.k.inst_if(
                    inb,
                    false,
                    &format!("atom{q}.global.{o}"),
                    &[d.into(), Operand::Addr(addr, 0), r.into()],
                );
            }
            None => {
                addf_loop(l, e, &q, scope_name(op), Some(inb), addr, r);
            }
        }
    }
    l.stored = true;
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}

/// `memory_fence_alias_tko`: a CTA-scope acquire-release fence (the accesses it orders are the
/// tile block's own; later token-ordered ops after stores also pass a barrier).
pub(super) fn fence(l: &mut Lower, op: &Op) -> LResult<()> {
    l.k.inst("fence.acq_rel.cta", &[]);
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}

/// A model of the `addf` compare-and-swap loop: the add step (`add.rn` / `fma.rn(old, 1, arg)`,
/// then NaN canonicalisation) against the interpreter's `rmw_apply`, and the loop itself run by
/// several threads under random interleavings, which must be linearizable: every returned old
/// value is the memory just before that thread's successful swap.
#[cfg(test)]
mod models {
    use tileref_interp::eval::format_of;
    use tileref_interp::numeric::fast::binop;
    use tileref_interp::numeric::{ftof, BinOp, Env, NanPolicy, Rounding, BF16, F16, F64};
    use tileref_spec::types::ElemType;

    use super::super::int::models::Rng;

    /// The interpreter's `addf` of an atomic (`rmw_apply` of `AtomicMode::AddF`, which is
    /// private to it: the same call).
    fn rmw_apply(e: ElemType, old: u64, arg: u64) -> u64 {
        binop(
            BinOp::Add,
            &format_of(e),
            &Env::new(Rounding::NearestEven).nan(NanPolicy::H100),
            old,
            arg,
        )
    }

    /// One `add.rn` in type `e` (bits in, bits out) and `canon_nan`. f32 and f64: the host's IEEE
    /// addition (nearest even, subnormals kept). f16 / bf16: both operands are exact in f64, the
    /// f64 sum is rounded to nearest and then to the narrow type; with 53 >= 2 * 11 + 2 bits the
    /// double rounding equals one rounding of the exact sum. bf16's `fma.rn(old, 1.0, arg)`
    /// before sm_90 is that same single rounding (old * 1 is exact).
    fn add_step(e: ElemType, old: u64, arg: u64) -> u64 {
        match e {
            ElemType::F32 => {
                let r = f32::from_bits(old as u32) + f32::from_bits(arg as u32);
                if r.is_nan() {
                    0x7FFF_FFFF
                } else {
                    r.to_bits() as u64
                }
            }
            ElemType::F64 => {
                let r = f64::from_bits(old) + f64::from_bits(arg);
                if r.is_nan() {
                    0x7FFF_FFFF_FFFF_FFFF
                } else {
                    r.to_bits()
                }
            }
            _ => {
                let fmt = if e == ElemType::F16 { F16 } else { BF16 };
                let env = Env::new(Rounding::NearestEven);
                let wide = |x: u64| f64::from_bits(ftof(&fmt, &F64, &env, x).bits);
                let s = wide(old) + wide(arg);
                if s.is_nan() {
                    return 0x7FFF;
                }
                ftof(&F64, &fmt, &env, s.to_bits()).bits
            }
        }
    }

    fn specials(e: ElemType) -> Vec<u64> {
        match e {
            ElemType::F32 => vec![
                0,
                0x8000_0000,
                1,
                0x8000_0001,
                0x007F_FFFF,
                0x0080_0000,
                0x3F80_0000,
                0xBF80_0000,
                0x7F7F_FFFF,
                0xFF7F_FFFF,
                0x7F80_0000,
                0xFF80_0000,
                0x7FC0_0000,
                0x7F80_0001,
                0xFFFF_FFFF,
                0x3400_0000,
            ],
            ElemType::F64 => vec![
                0,
                1 << 63,
                1,
                (1 << 63) | 1,
                0x000F_FFFF_FFFF_FFFF,
                0x0010_0000_0000_0000,
                0x3FF0_0000_0000_0000,
                0xBFF0_0000_0000_0000,
                0x7FEF_FFFF_FFFF_FFFF,
                0x7FF0_0000_0000_0000,
                0xFFF0_0000_0000_0000,
                0x7FF8_0000_0000_0001,
                0x3CA0_0000_0000_0000,
            ],
            ElemType::F16 => vec![
                0, 0x8000, 1, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x7BFF, 0xFBFF, 0x7C00,
                0xFC00, 0x7E00, 0x7C01, 0x1400,
            ],
            _ => vec![
                0, 0x8000, 1, 0x8001, 0x007F, 0x0080, 0x3F80, 0xBF80, 0x7F7F, 0xFF7F, 0x7F80,
                0xFF80, 0x7FC0, 0x7F81, 0x3380,
            ],
        }
    }

    #[test]
    fn add_step_matches_the_interpreter() {
        for e in [ElemType::F16, ElemType::BF16, ElemType::F32, ElemType::F64] {
            let w = e.bit_width();
            let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            let mut xs = specials(e);
            let mut rng = Rng(w as u64);
            // Random bits, and random values near each other (cancellation, ties).
            for _ in 0..300 {
                let x = rng.next() & m;
                xs.push(x);
                xs.push(x ^ (rng.next() & 0xFF));
                xs.push(x ^ (1 << (w - 1)));
            }
            for &a in &xs {
                for &b in &xs {
                    let want = rmw_apply(e, a, b);
                    assert_eq!(add_step(e, a, b), want, "{} {a:#x} + {b:#x}", e.name());
                }
            }
        }
        // Every f16 / bf16 value against a spread of addends.
        for e in [ElemType::F16, ElemType::BF16] {
            let ys = specials(e);
            for a in 0..=0xFFFFu64 {
                for &b in &ys {
                    assert_eq!(
                        add_step(e, a, b),
                        rmw_apply(e, a, b),
                        "{} {a:#x} + {b:#x}",
                        e.name()
                    );
                }
            }
        }
    }

    /// The loop of `addf_loop`: ld, then { new = add(old, arg); prev = cas(addr, old, new);
    /// again = prev != old; old = prev } while again.
    #[test]
    fn cas_loop_is_linearizable() {
        #[derive(Clone, Copy)]
        enum St {
            Load,
            Cas(u64),
            Done(u64),
        }
        for e in [ElemType::F16, ElemType::BF16, ElemType::F32, ElemType::F64] {
            let w = e.bit_width();
            let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            let mut rng = Rng(1000 + w as u64);
            for round in 0..2000 {
                let n = 2 + (rng.next() % 6) as usize;
                let sp = specials(e);
                let pick = |rng: &mut Rng| {
                    if rng.next() % 4 == 0 {
                        sp[(rng.next() % sp.len() as u64) as usize]
                    } else {
                        rng.next() & m
                    }
                };
                let init = pick(&mut rng);
                let args: Vec<u64> = (0..n).map(|_| pick(&mut rng)).collect();
                let mut mem = init;
                let mut st = vec![St::Load; n];
                let mut order = Vec::new();
                while st.iter().any(|s| !matches!(s, St::Done(_))) {
                    let t = (rng.next() % n as u64) as usize;
                    st[t] = match st[t] {
                        St::Load => St::Cas(mem),
                        St::Cas(old) => {
                            let new = add_step(e, old, args[t]);
                            let prev = mem;
                            if prev == old {
                                mem = new;
                                order.push(t);
                                St::Done(old)
                            } else {
                                St::Cas(prev)
                            }
                        }
                        d => d,
                    };
                }
                // Replaying the successful swaps in order with the interpreter's rmw_apply
                // gives every old value and the final memory.
                let mut cur = init;
                for &t in &order {
                    let St::Done(old) = st[t] else { unreachable!() };
                    assert_eq!(old, cur, "{} round {round}", e.name());
                    cur = rmw_apply(e, cur, args[t]);
                }
                assert_eq!(mem, cur, "{} round {round}", e.name());
                assert_eq!(order.len(), n);
            }
        }
    }
}
