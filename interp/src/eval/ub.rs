//! The undefined-behaviour policy (`Options::ub`): which undefined behaviour a run continues
//! past, and what it does instead. Under `UbPolicy::Raise` every UB stops the tile block that
//! met it. Under `UbPolicy::Warn` exactly two kinds, whose effect on the hardware GPU test
//! suites rely on, do what the hardware does:
//!
//! - a view access at a tile outside the view's index space (or a gathered tile entirely
//!   outside the tensor) accesses no memory: a load reads the view's padding value in every
//!   element (zeros without one), a store or atomic reduction is dropped;
//! - elements of a pointer access outside every allocation are not accessed: a load reads 0,
//!   a store is dropped, an atomic is dropped and returns 0 as its old value;
//! - two elements of one tile-wide store write the same address (a scatter with repeated
//!   indices): each element is written in element order, so the last one is kept, where a GPU
//!   keeps one of them.
//!
//! What is not accessed is no access for the race detector either. The ops do the rest by
//! accessing only the places this module leaves them ([`view_tile_outside`] for views,
//! [`drops_outside_memory`] with `MemOp`'s admission for pointers). Each site (op, location,
//! kind) is reported once per launch as a `Category::UbWarning` naming the first tile block
//! that met it (`Program::note`), with a count: of tiles for views, of elements for pointers.

use super::ctx::Ctx;
use crate::options::UbPolicy;
use crate::places::Places;
use crate::report::{Category, Report};
use crate::value::unravel;
use tileref_spec::ir::Op;
use tileref_spec::types::{Elem, ElemType, Type};

const CONTINUED: &str = "(UB; continued under --ub warn)";

/// What a memory op does, told by its eval function: what is done instead depends on it.
#[derive(Clone, Copy)]
pub enum Access {
    Load,
    Store,
    Atomic,
}

fn warning(ctx: &Ctx, op: &Op, kind: &str, message: String) -> Report {
    Report::new(Category::UbWarning, kind, message)
        .at(op)
        .in_block(ctx.block)
}

/// A view access whose tile lies outside the view: `ub` is what `Raise` reports, `what` names
/// the tile ("tile (1) outside the view's index space of 1 tile"). Under `Warn` the caller
/// goes on with no places at all, so a load reads its fill (the padding value, else 0) in
/// every element and a store or atomic reduction touches nothing.
pub fn view_tile_outside(
    ctx: &Ctx,
    op: &Op,
    access: Access,
    ub: Report,
    what: &str,
    padded: bool,
) -> Result<(), Report> {
    if ctx.prog.opts.ub == UbPolicy::Raise {
        return Err(ub);
    }
    let (verb, instead) = match access {
        Access::Load if padded => ("load", "read as the padding value"),
        Access::Load => ("load", "read as zeros (the view has no padding value)"),
        Access::Store => ("store", "dropped"),
        Access::Atomic => ("atomic reduction", "dropped"),
    };
    ctx.prog.note(warning(
        ctx,
        op,
        &ub.kind,
        format!("{verb} of {what}: {instead} {CONTINUED}"),
    ));
    Ok(())
}

/// For a pointer access under `Warn`: the pointee type, whose elements outside every
/// allocation the access leaves out (`MemOp` admits the others; masked-off elements stay as
/// they are). `None` (view accesses, or `Raise`): every element is accessed, and one outside
/// every allocation is UB.
pub fn drops_outside_memory(ctx: &Ctx, op: &Op) -> Option<ElemType> {
    if ctx.prog.opts.ub == UbPolicy::Raise {
        return None;
    }
    op.operands.iter().find_map(|v| match ctx.ty(*v) {
        Type::Tile(t) => match &t.elem {
            Elem::Ptr(p) => Some(p.pointee),
            Elem::Num(_) => None,
        },
        _ => None,
    })
}

/// What a dropped element of a pointer access yields: a load and an atomic's old value read 0.
pub const DROPPED_READS: u64 = 0;

/// Reports the elements `dropped` of pointer access `op` (tile shape `shape`), left out
/// because they lie outside every allocation: one hit per element.
pub fn pointer_outside(ctx: &Ctx, op: &Op, access: Access, dropped: &Places, shape: &[i64]) {
    let Some((i, a)) = dropped.elems().next() else {
        return;
    };
    let (verb, instead) = match access {
        Access::Load => ("load", "read as 0"),
        Access::Store => ("store", "dropped"),
        Access::Atomic => ("atomic access", "dropped, its old value read as 0"),
    };
    let size = dropped.step();
    let mut r = warning(
        ctx,
        op,
        "out-of-bounds",
        format!("{verb} of a {size}-byte element outside every allocation: {instead} {CONTINUED}"),
    )
    .element(unravel(i, shape))
    .address(a);
    r.count = dropped.runs.iter().map(|r| r.len as u64).sum();
    ctx.prog.note(r);
}

/// A race found by op `same_op` with itself (two elements of one tile-wide access, e.g. a
/// scatter with repeated indices) is, under `Warn`, reported as continued past: the elements
/// were written in element order, so the last one stays. Other races are reported as they are.
pub fn race_within_op(ctx: &Ctx, same_op: bool, race: Report) -> Report {
    if ctx.prog.opts.ub == UbPolicy::Raise || !same_op {
        return race;
    }
    let mut r = race;
    r.category = Category::UbWarning;
    r.kind = "race-within-op".into();
    r.message = format!("two elements of one tile-wide access meet at one address: the last element (in element order) is kept {CONTINUED}");
    r.other = None;
    r
}
