//! Structured control flow: `if`, `for`, `loop` and their terminators, lowered to branches.
//!
//! Conditions, bounds and steps are rank-0 tiles, which every thread of the CTA computes from
//! the same inputs, so every branch is uniform across the CTA (`bra.uni`) and barriers inside
//! regions are reached by all threads. Values carried around a loop or out of a region live in
//! registers allocated once per carried value and slot; terminators copy into them through
//! temporaries (a `continue %b, %a` that swaps carried values stays correct).

use super::*;
use crate::ptx::emit::Label;

/// An enclosing region during lowering, innermost last.
#[derive(Clone, Debug)]
pub(super) enum Frame {
    /// The then/else region of an `if`: `yield` copies into `results` and jumps to `end`.
    If { results: Vec<Carried>, end: Label },
    /// The body of a `for` or `loop`: `continue` copies into `carried` and jumps to `next`
    /// (`for`: the induction step; `loop`: the head); `break` copies into `results` and jumps
    /// to `exit`.
    Loop {
        carried: Vec<Carried>,
        results: Vec<Carried>,
        next: Label,
        exit: Label,
    },
    /// A reduce/scan combiner: `yield` copies into `results` and the lowering goes on.
    Combiner { results: Vec<Carried> },
}

/// Where a value crossing a region boundary lives.
#[derive(Clone, Debug)]
pub(super) enum Carried {
    /// A tile: one register per slot.
    Tile(TileVal),
    /// Tokens and views: no registers; the value is the same on every path.
    Same(Val),
}

impl Carried {
    fn val(&self) -> Val {
        match self {
            Carried::Tile(t) => Val::Tile(t.clone()),
            Carried::Same(v) => v.clone(),
        }
    }
}

/// Lowers the ops of one block in order.
pub(super) fn lower_ops(l: &mut Lower, ops: &[Op]) -> LResult<()> {
    for op in ops {
        lower_op(l, op)?;
    }
    Ok(())
}

/// Fresh registers shaped like `v` (a tile of the result type `ty`), or `v` itself.
fn carried_like(l: &mut Lower, op: &Op, v: &Val, ty: &Type) -> LResult<Carried> {
    Ok(match v {
        Val::Tile(t) => {
            let slots = ty.tile().map_or(1, |x| {
                let n = x.num_elements();
                (n / n.min(MAX_THREADS)) as usize
            });
            if t.regs.len() != slots {
                return Err(unsup(op.name(), "a carried tile changes its slot count"));
            }
            let regs = t.regs.iter().map(|r| l.k.reg(r.class())).collect();
            Carried::Tile(TileVal {
                elem: t.elem,
                shape: t.shape.clone(),
                regs,
            })
        }
        other => Carried::Same(other.clone()),
    })
}

fn val_of(l: &Lower, op: &Op, v: ValueId) -> LResult<Val> {
    l.vals
        .get(&v)
        .cloned()
        .ok_or_else(|| unsup(op.name(), format!("operand %{} is not lowered", v.0)))
}

/// Copies `srcs` into `dsts` as one parallel assignment.
fn assign(l: &mut Lower, op: &Op, dsts: &[Carried], srcs: &[ValueId]) -> LResult<()> {
    if dsts.len() != srcs.len() {
        return Err(unsup(
            op.name(),
            "operand count differs from the carried values",
        ));
    }
    let mut moves = Vec::new();
    for (d, &s) in dsts.iter().zip(srcs) {
        if let Carried::Tile(dt) = d {
            let Val::Tile(st) = val_of(l, op, s)? else {
                return Err(unsup(op.name(), "a tile is carried by a non-tile"));
            };
            if st.regs.len() != dt.regs.len() {
                return Err(unsup(op.name(), "carried tile slot counts differ"));
            }
            for (&dr, &sr) in dt.regs.iter().zip(&st.regs) {
                let t = l.k.reg(sr.class());
                mov(l, t, sr);
                moves.push((dr, t));
            }
        }
    }
    for (d, t) in moves {
        mov(l, d, t);
    }
    Ok(())
}

fn bind(l: &mut Lower, ids: &[ValueId], vals: &[Carried]) {
    for (&id, c) in ids.iter().zip(vals) {
        l.vals.insert(id, c.val());
    }
}

fn body_of<'o>(op: &'o Op, i: usize) -> Option<&'o tileref_spec::ir::Block> {
    op.regions.get(i).and_then(|r| r.block())
}

/// Whether a block (or a region inside it) reads or writes memory: the barriers between
/// token-ordered memory ops must then also be placed at the top of a loop body.
fn touches_memory(ops: &[Op]) -> bool {
    ops.iter().any(|op| {
        let n = op.name();
        n.starts_with("store")
            || n.starts_with("load")
            || n.starts_with("atomic")
            || op
                .regions
                .iter()
                .filter_map(|r| r.block())
                .any(|b| touches_memory(&b.ops))
    })
}

pub(super) fn if_op(l: &mut Lower, op: &Op) -> LResult<()> {
    let c = l.tile(op, op.operands[0])?.regs[0];
    let then_b = body_of(op, 0).ok_or_else(|| unsup("if", "no then region"))?;
    let else_b = body_of(op, 1);
    if !op.results.is_empty() && else_b.is_none() {
        return Err(unsup("if", "results without an else region"));
    }
    // Result registers are shaped by the then region's yield, found before lowering it.
    let results = result_regs(l, op)?;
    let (else_l, end) = (l.k.label(), l.k.label());
    l.k.inst_if(c, true, "bra.uni", &[else_l.into()]);
    // Barrier bookkeeping (`stored`/`loaded`) runs on in program order across both regions:
    // conservative, and the branch is uniform, so an extra barrier is harmless.
    l.frames.push(Frame::If {
        results: results.clone(),
        end,
    });
    lower_ops(l, &then_b.ops)?;
    l.k.inst("bra.uni", &[end.into()]);
    l.k.place(else_l);
    if let Some(b) = else_b {
        lower_ops(l, &b.ops)?;
    }
    l.frames.pop();
    l.k.place(end);
    bind(l, &op.results, &results);
    Ok(())
}

/// Registers for the results of `op`, typed from the result types (tiles) or tokens.
fn result_regs(l: &mut Lower, op: &Op) -> LResult<Vec<Carried>> {
    let mut out = Vec::new();
    for &r in &op.results {
        out.push(match l.ty(r) {
            Type::Tile(t) => {
                let (elem, class) = match &t.elem {
                    Elem::Num(e) => (
                        *e,
                        class_of(*e).ok_or_else(|| {
                            unsup(op.name(), format!("a result of type {}", e.name()))
                        })?,
                    ),
                    Elem::Ptr(p) => (p.pointee, RegClass::B64),
                };
                let n = t.num_elements();
                let slots = (n / n.min(MAX_THREADS)) as usize;
                let regs = (0..slots).map(|_| l.k.reg(class)).collect();
                Carried::Tile(TileVal {
                    elem,
                    shape: t.shape.clone(),
                    regs,
                })
            }
            Type::Token => Carried::Same(Val::Token),
            other => return Err(unsup(op.name(), format!("a result of type {other:?}"))),
        });
    }
    Ok(out)
}

pub(super) fn yield_op(l: &mut Lower, op: &Op) -> LResult<()> {
    match l.frames.last().cloned() {
        Some(Frame::If { results, end }) => {
            assign(l, op, &results, &op.operands)?;
            l.k.inst("bra.uni", &[end.into()]);
            Ok(())
        }
        Some(Frame::Combiner { results }) => assign(l, op, &results, &op.operands),
        _ => Err(unsup("yield", "yield outside an if region or combiner")),
    }
}

/// The innermost enclosing loop frame.
fn innermost_loop(l: &Lower, op: &Op) -> LResult<Frame> {
    l.frames
        .iter()
        .rev()
        .find(|f| matches!(f, Frame::Loop { .. }))
        .cloned()
        .ok_or_else(|| unsup(op.name(), "outside a loop"))
}

pub(super) fn continue_op(l: &mut Lower, op: &Op) -> LResult<()> {
    let Frame::Loop { carried, next, .. } = innermost_loop(l, op)? else {
        unreachable!()
    };
    assign(l, op, &carried, &op.operands)?;
    l.k.inst("bra.uni", &[next.into()]);
    Ok(())
}

pub(super) fn break_op(l: &mut Lower, op: &Op) -> LResult<()> {
    let Frame::Loop { results, exit, .. } = innermost_loop(l, op)? else {
        unreachable!()
    };
    assign(l, op, &results, &op.operands)?;
    l.k.inst("bra.uni", &[exit.into()]);
    Ok(())
}

/// `for %iv in (lb to ub, step st)`: the body runs while iv < ub (signed or unsigned), and the
/// loop also ends when iv + step would wrap (docs/semantics.md), as the interpreter does.
pub(super) fn for_op(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.operands[0])?;
    if !matches!(
        e,
        ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64
    ) {
        return Err(unsup(
            "for",
            format!("induction variable of type {}", e.name()),
        ));
    }
    let unsigned = op.has_unit("unsignedCmp");
    let (lb, ub, st) = (
        l.tile(op, op.operands[0])?.regs[0],
        l.tile(op, op.operands[1])?.regs[0],
        l.tile(op, op.operands[2])?.regs[0],
    );
    let body = body_of(op, 0).ok_or_else(|| unsup("for", "no body"))?;
    let inits: Vec<ValueId> = op.group("initValues").to_vec();
    let mut carried = Vec::new();
    for (&v, &arg) in inits.iter().zip(&body.args[1..]) {
        let val = val_of(l, op, v)?;
        carried.push(carried_like(l, op, &val, l.ty(arg))?);
    }
    let results = result_regs(l, op)?;
    // Zero trips: the results are the initial values.
    assign(l, op, &results, &inits)?;
    assign(l, op, &carried, &inits)?;
    let class = class_of(e).unwrap();
    let iv = l.k.reg(class);
    mov(l, iv, lb);
    let (head, next, exit) = (l.k.label(), l.k.label(), l.k.label());
    let go = int_lt(l, e, unsigned, iv, ub);
    l.k.inst_if(go, true, "bra.uni", &[exit.into()]);
    if touches_memory(&body.ops) {
        // The next iteration's memory ops follow this one's.
        l.stored = true;
        l.loaded = true;
    }
    l.k.place(head);
    l.vals.insert(
        body.args[0],
        Val::Tile(TileVal {
            elem: e,
            shape: vec![],
            regs: vec![iv],
        }),
    );
    bind(l, &body.args[1..], &carried);
    l.frames.push(Frame::Loop {
        carried: carried.clone(),
        results: results.clone(),
        next,
        exit,
    });
    lower_ops(l, &body.ops)?;
    l.frames.pop();
    // A body that falls off its end (no terminator) carries nothing new.
    l.k.inst("bra.uni", &[next.into()]);
    l.k.place(next);
    // The results are the last values carried (a `continue` has just copied them).
    for (r, c) in results.iter().zip(&carried) {
        if let (Carried::Tile(rt), Carried::Tile(ct)) = (r, c) {
            for (&d, &s) in rt.regs.iter().zip(&ct.regs) {
                mov(l, d, s);
            }
        }
    }
    let nx = l.k.reg(class);
    let w = int_reg_bits(e);
    l.k.inst(&format!("add.s{w}"), &[nx.into(), iv.into(), st.into()]);
    l.norm_i8(e, nx);
    // Wrapped: next < iv in the loop's comparison.
    let wrapped = int_lt(l, e, unsigned, nx, iv);
    let more = int_lt(l, e, unsigned, nx, ub);
    let go = l.k.reg(RegClass::Pred);
    l.k.inst("not.pred", &[wrapped.into(), wrapped.into()]);
    l.k.inst("and.pred", &[go.into(), more.into(), wrapped.into()]);
    mov(l, iv, nx);
    l.k.inst_if(go, false, "bra.uni", &[head.into()]);
    l.k.place(exit);
    bind(l, &op.results, &results);
    Ok(())
}

/// `a < b` on integers of type `e` (i8 lives sign-extended in 16 bits).
fn int_lt(l: &mut Lower, e: ElemType, unsigned: bool, a: Reg, b: Reg) -> Reg {
    let w = int_reg_bits(e);
    let (a, b) = if e == ElemType::I8 && unsigned {
        let (x, y) = (l.k.reg(RegClass::B16), l.k.reg(RegClass::B16));
        l.k.inst("and.b16", &[x.into(), a.into(), Operand::ImmU(0xFF)]);
        l.k.inst("and.b16", &[y.into(), b.into(), Operand::ImmU(0xFF)]);
        (x, y)
    } else {
        (a, b)
    };
    let p = l.k.reg(RegClass::Pred);
    l.k.inst(
        &format!("setp.lt.{}{w}", if unsigned { "u" } else { "s" }),
        &[p.into(), a.into(), b.into()],
    );
    p
}

pub(super) fn loop_op(l: &mut Lower, op: &Op) -> LResult<()> {
    let body = body_of(op, 0).ok_or_else(|| unsup("loop", "no body"))?;
    let inits: Vec<ValueId> = op.group("initValues").to_vec();
    let mut carried = Vec::new();
    for (&v, &arg) in inits.iter().zip(&body.args) {
        let val = val_of(l, op, v)?;
        carried.push(carried_like(l, op, &val, l.ty(arg))?);
    }
    let results = result_regs(l, op)?;
    assign(l, op, &carried, &inits)?;
    if touches_memory(&body.ops) {
        // The next iteration's memory ops follow this one's.
        l.stored = true;
        l.loaded = true;
    }
    let (head, exit) = (l.k.label(), l.k.label());
    l.k.place(head);
    bind(l, &body.args, &carried);
    l.frames.push(Frame::Loop {
        carried,
        results: results.clone(),
        next: head,
        exit,
    });
    lower_ops(l, &body.ops)?;
    l.frames.pop();
    l.k.inst("bra.uni", &[head.into()]);
    l.k.place(exit);
    bind(l, &op.results, &results);
    Ok(())
}

/// `return`: the end of the kernel; inside a region, an early `ret` (uniform, like every branch).
pub(super) fn ret(l: &mut Lower, op: &Op) -> LResult<()> {
    if !op.operands.is_empty() {
        return Err(unsup("return", "an entry returns no values"));
    }
    if !l.frames.is_empty() {
        l.k.inst("ret", &[]);
    }
    Ok(())
}
