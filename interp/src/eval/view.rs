//! Views: tensor_view construction, partition/strided/gather-scatter views, view loads, stores
//! and atomic reductions with padding, masking, index-space and inbounds checks.

use super::ctx::{Ctx, EvalResult};
use super::memops::{fault_report, rmw_apply};
use super::model;
use super::ub::Access;
use crate::concurrency::access::AccessKind;
use crate::layout::SKIP;
use crate::numeric::int_ops;
use crate::places::{Places, Unit};
use crate::report::{Category, Report};
use crate::value::{unravel, TensorView, Tile, TileView, Value};
use std::sync::Arc;
use tileref_spec::attrs::{AtomicMode, Attr};
use tileref_spec::float_bits;
use tileref_spec::ir::Op;
use tileref_spec::types::{Dim, Elem, ElemType, Padding, Type, ViewKind};

pub fn make_tensor_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Type::TensorView(tvt) = ctx.ty(op.results[0]) else {
        return Err(Report::error("internal", "bad tensor_view"));
    };
    let base = ctx.scalar(op.opt("base").unwrap())?;
    let read =
        |ctx: &Ctx, dims: &[Dim], vals: &[tileref_spec::ir::ValueId]| -> Result<Vec<u64>, Report> {
            let mut it = vals.iter();
            dims.iter()
                .map(|d| match d {
                    Dim::Static(v) => Ok(*v as u64),
                    Dim::Dynamic => {
                        let v = *it
                            .next()
                            .ok_or_else(|| Report::error("internal", "missing dynamic operand"))?;
                        let w = ctx.tile(v)?.width();
                        // Dynamic extents and strides are read as unsigned.
                        Ok(ctx.scalar(v)? & int_ops::mask(w))
                    }
                })
                .collect()
        };
    let shape = read(ctx, &tvt.shape, op.group("dynamicShape"))?;
    let strides = read(ctx, &tvt.strides, op.group("dynamicStrides"))?;
    ctx.set(
        op.results[0],
        Value::TensorView(Arc::new(TensorView {
            base,
            shape,
            strides,
            elem: tvt.elem,
        })),
    );
    Ok(())
}

pub fn make_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Value::TensorView(tv) = ctx.get(op.operands[0])?.clone() else {
        return Err(Report::error("internal", "expected tensor_view"));
    };
    let ty = ctx
        .prog
        .view_type(op.results[0])
        .ok_or_else(|| Report::error("internal", "bad view type"))?;
    ctx.set(op.results[0], Value::View(Arc::new(TileView { tv, ty })));
    Ok(())
}

/// Index-space extent of tile dimension `i` of a view at run time.
fn ispace(v: &TileView, i: usize) -> u64 {
    let d = v.ty.dim_map[i] as usize;
    let s = v.tv.shape[d];
    match &v.ty.kind {
        ViewKind::Partition => s.div_ceil(v.ty.tile[i] as u64),
        ViewKind::Strided { traversal_strides } => s.div_ceil(traversal_strides[i] as u64),
        ViewKind::GatherScatter { .. } => s,
    }
}

pub fn padding_bits(e: ElemType, p: Option<Padding>) -> Option<u64> {
    let p = p?;
    Some(match p {
        Padding::Zero => 0,
        Padding::NegZero => float_bits::encode_rne(e, -0.0),
        Padding::PosInf => float_bits::encode_rne(e, f64::INFINITY),
        Padding::NegInf => float_bits::encode_rne(e, f64::NEG_INFINITY),
        // The quiet NaN with only the top mantissa bit set (0x7FC00000 for f32, as the H100 loads).
        Padding::Nan => match e.float_layout() {
            Some(l)
                if l.man_bits > 0 && !matches!(e, ElemType::F8E4M3FN | ElemType::FNV8E5M3FNU) =>
            {
                (((1u64 << l.exp_bits) - 1) << l.man_bits) | (1u64 << (l.man_bits - 1))
            }
            _ => float_bits::canonical_nan(e),
        },
    })
}

/// Marks a position whose offset alone passes the signed 64-bit range.
const OVER: u64 = u64::MAX - 1;

/// One tile dimension's element offsets: `Affine` when positions `0..valid` lie in the
/// tensor at `start + j · stride` and the rest outside, `Listed` otherwise (gathered
/// coordinates, or offsets near the 64-bit limit), with `SKIP` outside the tensor and `OVER`
/// where the offset alone passes the signed 64-bit range.
enum Col {
    Affine {
        start: u64,
        stride: u64,
        valid: usize,
        len: usize,
    },
    Listed(Vec<u64>),
}

impl Col {
    fn len(&self) -> usize {
        match self {
            Col::Affine { len, .. } => *len,
            Col::Listed(v) => v.len(),
        }
    }
    fn get(&self, j: usize) -> u64 {
        match self {
            Col::Affine {
                start,
                stride,
                valid,
                ..
            } => {
                if j < *valid {
                    start + j as u64 * stride
                } else {
                    SKIP
                }
            }
            Col::Listed(v) => v[j],
        }
    }
    /// The largest offset of a position in the tensor (0 if none).
    fn max(&self) -> u64 {
        match self {
            Col::Affine { valid: 0, .. } => 0,
            Col::Affine {
                start,
                stride,
                valid,
                ..
            } => start + (*valid as u64 - 1) * stride,
            Col::Listed(v) => v.iter().filter(|&&c| c != SKIP).max().copied().unwrap_or(0),
        }
    }
}

/// The tile at the op's index of a partition or strided view that lies outside the view's
/// index space: what `--ub raise` reports (at the first dimension outside), and the tile
/// described for `--ub warn`.
fn tile_outside(ctx: &Ctx, op: &Op, v: &TileView) -> Result<(Report, String), Report> {
    let rank = v.ty.tile.len();
    let index = op.group("index")[..rank]
        .iter()
        .map(|&x| ctx.tile(x).map(|t| unsigned(&t)))
        .collect::<Result<Vec<u64>, Report>>()?;
    let space: Vec<u64> = (0..rank).map(|i| ispace(v, i)).collect();
    let i = (0..rank).find(|&i| index[i] >= space[i]).unwrap_or(0);
    let ub = Report::ub(
        "view-index-out-of-range",
        format!(
            "index {} in dimension {i} is outside the view's index space of {} tiles",
            index[i], space[i]
        ),
    );
    let list = |v: &[u64], sep: &str| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    let tiles = if space.iter().product::<u64>() == 1 {
        "tile"
    } else {
        "tiles"
    };
    Ok((
        ub,
        format!(
            "tile ({}) outside the view's index space of {} {tiles}",
            list(&index, ", "),
            list(&space, "x")
        ),
    ))
}

/// A scalar view index, read as unsigned (a negative one is past every index space).
fn unsigned(t: &Tile) -> u64 {
    t.data[0] & int_ops::mask(t.width())
}

/// Each tile dimension's offsets ([`Col`]), after the index-space and `inbounds` checks of
/// the tile at the op's index, dimension by dimension; `None` when the tile lies outside the
/// index space (see [`tile_outside`]).
fn columns(ctx: &Ctx, op: &Op, v: &TileView) -> Result<Option<Vec<Col>>, Report> {
    let idx_vals = op.group("index");
    let rank = v.ty.tile.len();
    let tile = &v.ty.tile;
    let gs = gather_dim(v);
    let inbounds = |i: usize| matches!(op.attr("inbounds"), Some(Attr::BoolArray(b)) if b.get(i).copied().unwrap_or(false));
    let violated = |i: usize, j: usize| {
        let mut e = vec![0i64; rank];
        e[i] = j as i64;
        Report::ub("inbounds-violated", format!("tile crosses the tensor boundary in dimension {i} although inbounds promised it does not")).element(e)
    };
    let mut cols = Vec::with_capacity(rank);
    for i in 0..rank {
        let t = ctx.tile(idx_vals[i])?;
        let d = v.ty.dim_map[i] as usize;
        let extent = v.tv.shape[d] as u128;
        let stride = v.tv.strides[d] as u128;
        let offset = |c: u128| {
            if c >= extent {
                SKIP
            } else if c * stride > i64::MAX as u128 {
                OVER
            } else {
                (c * stride) as u64
            }
        };
        if gs == Some(i) {
            let mut col = Vec::with_capacity(t.len());
            for (j, &g) in t.data.iter().enumerate() {
                let c = (g & int_ops::mask(t.width())) as u128;
                if c >= extent && inbounds(i) {
                    return Err(violated(i, j));
                }
                col.push(offset(c));
            }
            cols.push(Col::Listed(col));
            continue;
        }
        let x = unsigned(&t);
        if gs.is_none() && x >= ispace(v, i) {
            return Ok(None);
        }
        let start = match &v.ty.kind {
            ViewKind::Partition => x as u128 * tile[i] as u128,
            ViewKind::Strided { traversal_strides } => x as u128 * traversal_strides[i] as u128,
            ViewKind::GatherScatter { .. } => x as u128,
        };
        let len = tile[i] as usize;
        let valid = extent.saturating_sub(start).min(len as u128) as usize;
        if valid < len && inbounds(i) {
            return Err(violated(i, valid));
        }
        if valid == 0 || (start + valid as u128 - 1) * stride <= i64::MAX as u128 {
            let start = if valid == 0 {
                0
            } else {
                (start * stride) as u64
            };
            cols.push(Col::Affine {
                start,
                stride: stride as u64,
                valid,
                len,
            });
        } else {
            cols.push(Col::Listed(
                (0..len as u128).map(|j| offset(start + j)).collect(),
            ));
        }
    }
    Ok(Some(cols))
}

fn gather_dim(v: &TileView) -> Option<usize> {
    match v.ty.kind {
        ViewKind::GatherScatter { sparse_dim } => Some(sparse_dim as usize),
        _ => None,
    }
}

/// Place of the element at offset `o` (in elements) of the view's tensor.
fn place(v: &TileView, unit: Unit, o: u64) -> u64 {
    match unit {
        Unit::Bytes(n) => v.tv.base.wrapping_add(o.wrapping_mul(n)),
        Unit::Nibbles => (v.tv.base << 1).wrapping_add(o),
    }
}

/// The reference: every element's offset from a row-major odometer over the columns, with
/// the rules of `offset` checked per element (the byte offset must fit a signed 64-bit
/// integer and the address must not wrap).
fn combine_exact(v: &TileView, contrib: &[Col]) -> Result<Places, Report> {
    let tile = &v.ty.tile;
    let mut offs: Vec<u64> = vec![0];
    for col in contrib {
        let mut next = Vec::with_capacity(offs.len() * col.len());
        for &p in &offs {
            for c in (0..col.len()).map(|j| col.get(j)) {
                next.push(if p == SKIP || c == SKIP {
                    SKIP
                } else if p == OVER || c == OVER || p + c > i64::MAX as u64 {
                    OVER
                } else {
                    p + c
                });
            }
        }
        offs = next;
    }
    let unit = Unit::of(v.tv.elem);
    let (scale, div) = match unit {
        Unit::Bytes(n) => (n as u128, 1),
        Unit::Nibbles => (1, 2),
    };
    if let Some(lin) = offs.iter().position(|&o| {
        o == OVER
            || o != SKIP && {
                let b = o as u128 * scale / div;
                b > i64::MAX as u128 || v.tv.base as u128 + b > u64::MAX as u128
            }
    }) {
        let msg = if offs[lin] == OVER {
            "linear offset of a view access overflows a signed 64-bit integer"
        } else {
            "address of a view access overflows 64 bits (offset × element size)"
        };
        return Err(Report::ub("offset-overflow", msg).element(unravel(lin, tile)));
    }
    let mut p = Places::new(offs.len(), unit);
    for (i, &o) in offs.iter().enumerate() {
        if o != SKIP {
            p.push(i, place(v, unit, o));
        }
    }
    Ok(p)
}

/// The same places built a run at a time: runs of the innermost column (consecutive
/// tensor elements) are shifted by each outer position's offset. `None` when some address
/// might overflow; the reference then decides which element is at fault.
fn combine_runs(v: &TileView, contrib: &[Col]) -> Option<Places> {
    let unit = Unit::of(v.tv.elem);
    let (scale, div) = match unit {
        Unit::Bytes(n) => (n as u128, 1),
        Unit::Nibbles => (1, 2),
    };
    // The largest offset bounds every element's.
    let mut max = 0u128;
    for col in contrib {
        let m = col.max();
        if m == OVER {
            return None;
        }
        max += m as u128;
    }
    let b = max * scale / div;
    if max > i64::MAX as u128
        || b > i64::MAX as u128
        || v.tv.base as u128 + b > u64::MAX as u128
        || (unit == Unit::Nibbles && v.tv.base >> 62 != 0)
    {
        return None;
    }
    let Some((inner, outer)) = contrib.split_last() else {
        let mut p = Places::new(1, unit);
        p.push(0, place(v, unit, 0));
        return Some(p);
    };
    // A rank-1 tile of consecutive elements (the most common view access): one run.
    if let (
        [],
        Col::Affine {
            start,
            stride: 1,
            valid,
            len,
        },
    ) = (outer, inner)
    {
        let mut p = Places::new(*len, unit);
        p.push_run(0, place(v, unit, *start), *valid);
        return Some(p);
    }
    // A matrix tile (rows of consecutive elements): one run per row inside the tensor, as the
    // general way below makes them, without its per-row offset lists.
    if let (
        [Col::Affine {
            start: so,
            stride: ss,
            valid: vo,
            len: lo,
        }],
        Col::Affine {
            start: si,
            stride: 1,
            valid: vi,
            len: li,
        },
    ) = (outer, inner)
    {
        let mut p = Places::new(lo * li, unit);
        if *vi > 0 {
            p.runs.reserve(*vo);
            for r in 0..*vo {
                p.push_run(r * li, place(v, unit, so + r as u64 * ss + si), *vi);
            }
        }
        return Some(p);
    }
    // (first position, offset, length) of each run of consecutive offsets in the inner column.
    let inner_runs: Vec<(usize, u64, usize)> = match inner {
        Col::Affine { valid: 0, .. } => vec![],
        Col::Affine {
            start,
            stride: 1,
            valid,
            ..
        } => vec![(0, *start, *valid)],
        col => {
            let mut runs: Vec<(usize, u64, usize)> = vec![];
            for j in 0..col.len() {
                let c = col.get(j);
                if c == SKIP {
                    continue;
                }
                match runs.last_mut() {
                    Some((j0, o0, len)) if *j0 + *len == j && *o0 + *len as u64 == c => *len += 1,
                    _ => runs.push((j, c, 1)),
                }
            }
            runs
        }
    };
    let mut outer_offs: Vec<u64> = vec![0];
    for col in outer {
        let mut next = Vec::with_capacity(outer_offs.len() * col.len());
        for &p in &outer_offs {
            for j in 0..col.len() {
                let c = col.get(j);
                next.push(if p == SKIP || c == SKIP { SKIP } else { p + c });
            }
        }
        outer_offs = next;
    }
    let n = inner.len();
    let mut p = Places::new(outer_offs.len() * n, unit);
    p.runs.reserve(outer_offs.len() * inner_runs.len());
    for (r, &o) in outer_offs.iter().enumerate() {
        if o == SKIP {
            continue;
        }
        for &(j0, c, len) in &inner_runs {
            p.push_run(r * n + j0, place(v, unit, o + c), len);
        }
    }
    Some(p)
}

/// The places of every element of the tile at the op's index; `None` for a tile outside the
/// view that `--ub warn` continues past (see `eval::ub`): the access touches no memory.
fn places(ctx: &Ctx, op: &Op, v: &TileView, access: Access) -> Result<Option<Places>, Report> {
    let padded = v.ty.padding.is_some();
    let Some(contrib) = columns(ctx, op, v)? else {
        let (ub, what) = tile_outside(ctx, op, v)?;
        super::ub::view_tile_outside(ctx, op, access, ub, &what, padded)?;
        return Ok(None);
    };
    if Unit::of(v.tv.elem) == Unit::Nibbles && v.tv.base >> 63 != 0 {
        // No allocation lives up there, and nibble places need the top bit.
        return Err(Report::ub(
            "out-of-bounds",
            format!("view base {:#x} is outside every allocation", v.tv.base),
        )
        .address(v.tv.base));
    }
    let p = match combine_runs(v, &contrib) {
        Some(p) => p,
        None => combine_exact(v, &contrib)?,
    };
    if gather_dim(v).is_some() && p.is_empty() {
        let ub = Report::ub(
            "view-index-out-of-range",
            "the gathered tile lies entirely outside the tensor",
        );
        super::ub::view_tile_outside(
            ctx,
            op,
            access,
            ub,
            "a gathered tile entirely outside the tensor",
            padded,
        )?;
        return Ok(None);
    }
    Ok(Some(p))
}

/// The op's view, borrowed: views are usually made once for all blocks, and cloning their
/// `Arc` in every block's every access makes the cores fight over its count.
fn view_of<'c>(ctx: &'c Ctx, op: &Op) -> Result<&'c Arc<TileView>, Report> {
    match ctx.get(op.opt("view").unwrap())? {
        Value::View(v) => Ok(v),
        _ => Err(Report::error("internal", "expected a view")),
    }
}

/// What a view access needs of its view: its places, element type, padding and tile shape,
/// and whether the tile lies outside the view (`--ub warn` goes on with no places).
fn access_of(
    ctx: &Ctx,
    op: &Op,
    access: Access,
) -> Result<(Places, ElemType, Option<u64>, Vec<i64>, bool), Report> {
    let v = view_of(ctx, op)?;
    let shape = v.ty.tile.clone();
    let (ad, outside) = match places(ctx, op, v, access)? {
        Some(p) => (p, false),
        None => (
            Places::new(shape.iter().product::<i64>() as usize, Unit::of(v.tv.elem)),
            true,
        ),
    };
    Ok((
        ad,
        v.tv.elem,
        padding_bits(v.tv.elem, v.ty.padding),
        shape,
        outside,
    ))
}

pub fn load_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (ad, e, pad, shape, outside) = access_of(ctx, op, Access::Load)?;
    let fill = pad.unwrap_or(0);
    let mut mo = model::begin(ctx, op, false);
    let out = mo
        .load(ctx.prog.mem, &ad, |m, at| m.load_tile(at, e, |_| fill))
        .map_err(|(i, f)| fault_report(f, i, &shape))?;
    // A tile outside the view was reported as UB continued past, not as unspecified.
    if pad.is_none() && ctx.prog.opts.strict && !outside {
        if let Some(i) = ad.first_gap() {
            ctx.prog.note(
                Report::new(
                    Category::Warning,
                    "unspecified-padding",
                    "out-of-bounds element of a view load without padding_value (reads as 0 here)",
                )
                .at(op)
                .in_block(ctx.block)
                .element(unravel(i, &shape)),
            );
        }
    }
    // Any load may be waiting for another block (see load_ptr).
    ctx.flags.polled = true;
    ctx.set_tile(op.results[0], Tile::new(shape, Elem::Num(e), out));
    mo.finish(ctx);
    Ok(())
}

pub fn store_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let t = ctx.tile(op.opt("tile").unwrap())?;
    let (ad, e, _, shape, _) = access_of(ctx, op, Access::Store)?;
    let mut mo = model::begin(ctx, op, false);
    let changed = mo
        .store(ctx.prog.mem, &ad, AccessKind::Write, |m, at| {
            m.write_places(at, e, &t.data)
        })
        .map_err(|(i, f)| fault_report(f, i, &shape))?;
    ctx.flags.wrote |= changed;
    mo.finish(ctx);
    Ok(())
}

pub fn atomic_red_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let t = ctx.tile(op.opt("value").unwrap())?;
    let (ad, e, _, shape, _) = access_of(ctx, op, Access::Atomic)?;
    let mode = op
        .enum_attr::<AtomicMode>("mode")
        .unwrap_or(AtomicMode::Add);
    let nan = ctx.prog.opts.nan;
    let mut mo = model::begin(ctx, op, true);
    let changed = ctx
        .prog
        .mem
        .access(|m| -> Result<bool, (usize, crate::memory::MemFault)> {
            mo.observe(m, &ad, AccessKind::ReadWrite);
            // Element by element: overlapping strides may send two elements to one address,
            // and each element is its own atomic transaction.
            let mut changed = false;
            for (i, a) in ad.elems() {
                // 4-bit elements have no atomics; their byte address makes read_elem refuse.
                let a = if ad.unit == Unit::Nibbles { a >> 1 } else { a };
                let old = m.read_elem(a, e).map_err(|f| (i, f))?;
                let new = rmw_apply(mode, e, old, t.data[i], nan);
                m.write_elem(a, e, new).map_err(|f| (i, f))?;
                changed |= old != new;
            }
            Ok(changed)
        })
        .map_err(|(i, f)| fault_report(f, i, &shape))?;
    ctx.flags.polled = true;
    ctx.flags.wrote |= changed;
    mo.finish(ctx);
    Ok(())
}

fn shape_results(ctx: &mut Ctx, op: &Op, vals: Vec<u64>) -> EvalResult {
    for (r, x) in op.results.iter().zip(vals) {
        let e = ctx.result_elem(op, 0).num().unwrap_or(ElemType::I64);
        let w = e.bit_width();
        // Results are read as unsigned; a value that does not fit is UB.
        if w < 64 && x > int_ops::mask(w) {
            return Err(Report::ub(
                "shape-does-not-fit",
                format!("extent {x} does not fit the result type {e}"),
            ));
        }
        ctx.set_tile(*r, Tile::scalar(e, x));
    }
    Ok(())
}

pub fn index_space_shape<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Value::View(v) = ctx.get(op.operands[0])?.clone() else {
        return Err(Report::error("internal", "expected a view"));
    };
    if matches!(v.ty.kind, ViewKind::GatherScatter { .. }) {
        return Err(Report::error(
            "unsupported",
            "get_index_space_shape on a gather_scatter_view is not defined by the spec",
        ));
    }
    let vals = (0..v.ty.tile.len()).map(|i| ispace(&v, i)).collect();
    shape_results(ctx, op, vals)
}

pub fn tensor_shape<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Value::TensorView(tv) = ctx.get(op.operands[0])?.clone() else {
        return Err(Report::error("internal", "expected a tensor_view"));
    };
    shape_results(ctx, op, tv.shape.clone())
}

#[cfg(test)]
mod tests {
    use crate::eval::view::*;
    use tileref_spec::types::{TensorViewType, TiledViewType};

    fn view(base: u64, elem: ElemType, tile: Vec<i64>) -> TileView {
        let rank = tile.len();
        TileView {
            tv: Arc::new(TensorView {
                base,
                shape: vec![0; rank],
                strides: vec![0; rank],
                elem,
            }),
            ty: Arc::new(TiledViewType {
                kind: ViewKind::Partition,
                tile,
                padding: None,
                tensor_view: TensorViewType {
                    shape: vec![],
                    strides: vec![],
                    elem,
                    ptr_attr: None,
                },
                dim_map: (0..rank as i64).collect(),
            }),
        }
    }

    /// Run-built places equal the per-element reference on random columns: affine ones with
    /// partial tiles and any stride, listed ones with repeats, gaps and offsets near the limit.
    #[test]
    fn runs_equal_the_element_reference() {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        let mut rnd = move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n.max(1)
        };
        let elems = [
            ElemType::F32,
            ElemType::F16,
            ElemType::I8,
            ElemType::F64,
            ElemType::F4E2M1FN,
            ElemType::I1,
            ElemType::TF32,
        ];
        let (mut compared, mut fell_back) = (0, 0);
        for _ in 0..20_000 {
            let rank = 1 + rnd(3) as usize;
            let tile: Vec<i64> = (0..rank).map(|_| 1 << rnd(4)).collect();
            let cols: Vec<Col> = tile
                .iter()
                .map(|&len| {
                    let len = len as usize;
                    match rnd(4) {
                        0 => Col::Listed(
                            (0..len)
                                .map(|_| match rnd(8) {
                                    0 => SKIP,
                                    1 => OVER,
                                    2 => i64::MAX as u64 - rnd(4),
                                    _ => rnd(40),
                                })
                                .collect(),
                        ),
                        _ => {
                            let stride = [1, 1, 2, 0, 7, 64][rnd(6) as usize];
                            let big = rnd(10) == 0;
                            let start = if big {
                                (i64::MAX as u64 / 2) - rnd(3) * stride
                            } else {
                                rnd(100) * stride.max(1)
                            };
                            Col::Affine {
                                start,
                                stride,
                                valid: rnd(len as u64 + 1) as usize,
                                len,
                            }
                        }
                    }
                })
                .collect();
            let e = elems[rnd(elems.len() as u64) as usize];
            let base = match rnd(5) {
                0 => u64::MAX - rnd(1 << 20),
                1 => (1 << 62) + rnd(4096),
                _ => 0x1_0000_0000 + rnd(4096) * 4,
            };
            let v = view(base, e, tile);
            let exact = combine_exact(&v, &cols);
            match combine_runs(&v, &cols) {
                Some(p) => {
                    compared += 1;
                    let x = exact.expect("the fast path only runs where no offset can overflow");
                    assert_eq!(p.addrs(), x.addrs(), "elem {e:?} base {base:#x}");
                    assert_eq!(p.len, x.len);
                    // Runs are maximal: no two neighbours could be merged.
                    for w in p.runs.windows(2) {
                        let step = p.step();
                        assert!(
                            !(w[0].elem + w[0].len == w[1].elem
                                && w[0].addr.wrapping_add(w[0].len as u64 * step) == w[1].addr)
                        );
                    }
                }
                None => fell_back += 1,
            }
        }
        assert!(
            compared > 10_000 && fell_back > 500,
            "compared {compared}, fell back {fell_back}"
        );
    }
}
