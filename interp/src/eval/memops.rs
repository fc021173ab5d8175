//! Pointer-based memory ops (loads, stores, atomics), allocas and tokens.

use super::ctx::{Ctx, EvalResult};
use super::float_env::format_of;
use super::model;
use crate::concurrency::access::AccessKind;
use crate::halt::Limit;
use crate::memory::MemFault;
use crate::numeric::{self, fast, BinOp, Env, Rounding};
use crate::places::{Places, Unit};
use crate::report::{Category, Report};
use crate::value::{unravel, Tile, Token, Value};
use tileref_spec::attrs::AtomicMode;
use tileref_spec::ir::Op;
use tileref_spec::types::{Elem, ElemType};

pub fn fault_report(f: MemFault, i: usize, shape: &[i64]) -> Report {
    let (kind, addr) = match &f {
        MemFault::OutOfBounds { addr, .. } => ("out-of-bounds", *addr),
        MemFault::Misaligned { addr, align: 0 } => ("unsupported", *addr),
        MemFault::Misaligned { addr, .. } => ("misaligned", *addr),
        MemFault::ReadOnly { addr } => ("write-to-constant", *addr),
    };
    let msg = match &f {
        MemFault::Misaligned { align: 0, .. } => {
            "4-bit elements cannot be accessed through pointers".to_string()
        }
        f => f.to_string(),
    };
    Report::new(
        if kind == "unsupported" {
            Category::Error
        } else {
            Category::Ub
        },
        kind,
        msg,
    )
    .element(unravel(i, shape))
    .address(addr)
}

fn pointee(t: &Tile) -> ElemType {
    match &t.elem {
        Elem::Ptr(p) => p.pointee,
        Elem::Num(e) => *e,
    }
}

pub fn make_token<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    ctx.set(op.results[0], Value::Token(Token::default()));
    Ok(())
}

pub fn join_tokens<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let mut clock = crate::concurrency::clock::Clock::default();
    for t in &op.operands {
        if let Value::Token(tk) = ctx.get(*t)? {
            clock.join(&tk.clock);
        }
    }
    ctx.set(
        op.results[0],
        Value::Token(Token {
            clock: std::sync::Arc::new(clock),
        }),
    );
    Ok(())
}

/// memory_fence_alias_tko and the gdc ops: no effect on a single device apart from tokens.
pub fn token_passthrough<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    model::begin(ctx, op, false).finish(ctx);
    Ok(())
}

fn unspecified(ctx: &Ctx, op: &Op, kind: &str, msg: &str, i: usize, shape: &[i64]) {
    if ctx.prog.opts.strict {
        ctx.prog.note(
            Report::new(Category::Warning, kind, msg)
                .at(op)
                .in_block(ctx.block)
                .element(unravel(i, shape)),
        );
    }
}

pub fn load_ptr<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let p = ctx.tile(op.opt("source").unwrap())?;
    let mask = op.opt("mask").map(|m| ctx.tile(m)).transpose()?;
    let pad = op.opt("paddingValue").map(|m| ctx.tile(m)).transpose()?;
    let e = pointee(&p);
    let places = Places::masked(
        &p.data,
        mask.as_ref().map(|m| &m.data[..]),
        Unit::pointer(e),
    );
    // Masked-off elements read the padding (unspecified without one: 0 here).
    let unspec = if pad.is_none() {
        places.first_gap()
    } else {
        None
    };
    let mut mo = model::begin(ctx, op, false);
    let fill = |i: usize| pad.as_ref().map_or(0, |pd| pd.data[i]);
    let out = mo
        .load(ctx.prog.mem, &places, |m, at| m.load_tile(at, e, fill))
        .map_err(|(i, f)| fault_report(f, i, &p.shape))?;
    if let Some(i) = unspec {
        unspecified(
            ctx,
            op,
            "unspecified-masked-load",
            "masked-off element of a load without padding (reads as 0 here)",
            i,
            &p.shape,
        );
    }
    // Any load may be waiting for another block (even a weak one, which is then a race that
    // still must not hang the run).
    ctx.flags.polled = true;
    ctx.set_tile(op.results[0], Tile::new(p.shape.clone(), Elem::Num(e), out));
    mo.finish(ctx);
    Ok(())
}

pub fn store_ptr<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let p = ctx.tile(op.opt("destination").unwrap())?;
    let v = ctx.tile(op.opt("value").unwrap())?;
    let mask = op.opt("mask").map(|m| ctx.tile(m)).transpose()?;
    let e = pointee(&p);
    let mut mo = model::begin(ctx, op, false);
    let places = Places::masked(
        &p.data,
        mask.as_ref().map(|m| &m.data[..]),
        Unit::pointer(e),
    );
    let changed = mo
        .store(ctx.prog.mem, &places, AccessKind::Write, |m, at| {
            m.write_places(at, e, &v.data)
        })
        .map_err(|(i, f)| fault_report(f, i, &p.shape))?;
    ctx.flags.wrote |= changed;
    mo.finish(ctx);
    Ok(())
}

/// The value an atomic read-modify-write stores.
pub fn rmw_apply(
    mode: AtomicMode,
    e: ElemType,
    old: u64,
    arg: u64,
    nan: numeric::NanPolicy,
) -> u64 {
    let w = e.bit_width();
    let mk = numeric::int_ops::mask(w);
    let s = |x: u64| numeric::int_ops::sext(x, w);
    match mode {
        AtomicMode::And => old & arg,
        AtomicMode::Or => old | arg,
        AtomicMode::Xor => old ^ arg,
        AtomicMode::Add => old.wrapping_add(arg) & mk,
        AtomicMode::AddF => {
            let fmt = format_of(e);
            fast::binop(
                BinOp::Add,
                &fmt,
                &Env::new(Rounding::NearestEven).nan(nan),
                old,
                arg,
            )
        }
        AtomicMode::Max => {
            if s(arg) > s(old) {
                arg
            } else {
                old
            }
        }
        AtomicMode::Min => {
            if s(arg) < s(old) {
                arg
            } else {
                old
            }
        }
        AtomicMode::UMax => old.max(arg),
        AtomicMode::UMin => old.min(arg),
        AtomicMode::Xchg => arg,
    }
}

pub fn atomic_rmw<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let p = ctx.tile(op.opt("pointers").unwrap())?;
    let arg = ctx.tile(op.opt("arg").unwrap())?;
    let mask = op.opt("mask").map(|m| ctx.tile(m)).transpose()?;
    let e = pointee(&p);
    let mode = op
        .enum_attr::<AtomicMode>("mode")
        .unwrap_or(AtomicMode::Add);
    let nan = ctx.prog.opts.nan;
    let mut out = vec![0u64; p.len()];
    let places = Places::masked(
        &p.data,
        mask.as_ref().map(|m| &m.data[..]),
        Unit::pointer(e),
    );
    let masked_off = places.first_gap();
    let mut mo = model::begin(ctx, op, true);
    let changed = ctx.prog.mem.access(|m| -> Result<bool, Report> {
        let places = mo.admit(m, &places, AccessKind::ReadWrite);
        mo.observe(m, &places, AccessKind::ReadWrite);
        let mut changed = false;
        for (i, a) in places.elems() {
            let old = m
                .read_elem(a, e)
                .map_err(|f| fault_report(f, i, &p.shape))?;
            let new = rmw_apply(mode, e, old, arg.data[i], nan);
            m.write_elem(a, e, new)
                .map_err(|f| fault_report(f, i, &p.shape))?;
            changed |= new != old;
            out[i] = old;
        }
        Ok(changed)
    })?;
    mo.fill_dropped(&mut out);
    if let Some(i) = masked_off {
        unspecified(
            ctx,
            op,
            "unspecified-masked-atomic",
            "masked-off element of atomic_rmw_tko (implementation-defined; 0 here)",
            i,
            &p.shape,
        );
    }
    ctx.flags.polled = true;
    ctx.flags.wrote |= changed;
    ctx.set_tile(op.results[0], Tile::new(p.shape.clone(), Elem::Num(e), out));
    mo.finish(ctx);
    Ok(())
}

pub fn atomic_cas<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let p = ctx.tile(op.opt("pointers").unwrap())?;
    let cmp = ctx.tile(op.opt("cmp").unwrap())?;
    let val = ctx.tile(op.opt("val").unwrap())?;
    let mask = op.opt("mask").map(|m| ctx.tile(m)).transpose()?;
    let e = pointee(&p);
    let mut out = cmp.data.clone();
    let mut mo = model::begin(ctx, op, true);
    let changed = ctx.prog.mem.access(|m| -> Result<bool, Report> {
        let mut changed = false;
        let places = Places::masked(
            &p.data,
            mask.as_ref().map(|m| &m.data[..]),
            Unit::pointer(e),
        );
        let places = mo.admit(m, &places, AccessKind::ReadWrite);
        for (i, a) in places.elems() {
            let old = m
                .read_elem(a, e)
                .map_err(|f| fault_report(f, i, &p.shape))?;
            // Floats compare bit for bit; a failed compare is an atomic read only.
            let swap = old == cmp.data[i];
            let mut one = Places::new(places.len, places.unit);
            one.push(i, a);
            mo.observe(
                m,
                &one,
                if swap {
                    AccessKind::ReadWrite
                } else {
                    AccessKind::Read
                },
            );
            if swap {
                m.write_elem(a, e, val.data[i])
                    .map_err(|f| fault_report(f, i, &p.shape))?;
                changed |= old != val.data[i];
            }
            out[i] = old;
        }
        Ok(changed)
    })?;
    mo.fill_dropped(&mut out);
    ctx.flags.polled = true;
    ctx.flags.wrote |= changed;
    ctx.set_tile(op.results[0], Tile::new(p.shape.clone(), Elem::Num(e), out));
    mo.finish(ctx);
    Ok(())
}

pub fn alloca<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let n = op
        .attr("num_elem")
        .and_then(|a| a.as_int())
        .unwrap_or(0)
        .max(0) as u64;
    let align = op
        .attr("alignment")
        .and_then(|a| a.as_int())
        .unwrap_or(1)
        .max(1) as u64;
    let elem = ctx.result_elem(op, 0);
    let e = match &elem {
        Elem::Ptr(p) => p.pointee,
        Elem::Num(e) => *e,
    };
    let bytes = (n * e.storage_bits() as u64).div_ceil(8);
    if bytes > 1 << 32 {
        return Err(Report::ub(
            "alloca-failed",
            format!("alloca of {bytes} bytes cannot be satisfied"),
        ));
    }
    let shared = op.has_unit("global");
    if !shared {
        ctx.prog
            .private_allocas
            .store(true, std::sync::atomic::Ordering::Release);
    }
    let block = ctx.block;
    let limit = ctx.prog.opts.max_memory;
    let addr = ctx.prog.mem.access(|m| {
        if m.alloca_bytes().saturating_add(bytes) > limit {
            return Err(None);
        }
        m.try_alloc(
            bytes,
            align,
            crate::memory::AllocKind::Alloca { block, shared },
            None,
        )
        .ok_or(Some(align))
    });
    match addr {
        Ok(addr) => {
            ctx.set_tile(op.results[0], Tile::new(vec![], elem, vec![addr]));
            Ok(())
        }
        // Past what the interpreter may spend: the launch stops (the program may be fine).
        Err(None) => {
            ctx.prog
                .halt
                .trip(Limit::Memory(limit, "allocas alive at once"));
            ctx.prog.halt.check()
        }
        Err(Some(align)) => Err(Report::ub(
            "alloca-failed",
            format!("alloca aligned to {align} bytes cannot be satisfied: no such address is left"),
        )),
    }
}
