//! Views: tensor_view construction, partition/strided/gather-scatter views, view loads, stores
//! and atomic reductions with padding, masking, index-space and inbounds checks.

use super::memops::{fault_report, rmw_apply};
use super::{Ctx, EvalResult};
use crate::numeric::int_ops;
use crate::report::{Category, Report};
use crate::value::{unravel, TensorView, Tile, TileView, Token, Value};
use std::sync::Arc;
use tileref_spec::attrs::{Attr, AtomicMode};
use tileref_spec::float_bits;
use tileref_spec::ir::Op;
use tileref_spec::types::{Dim, Elem, ElemType, Padding, Type, ViewKind};

pub fn make_tensor_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Type::TensorView(tvt) = ctx.ty(op.results[0]) else { return Err(Report::error("internal", "bad tensor_view")) };
    let base = ctx.scalar(op.opt("base").unwrap())?;
    let read = |ctx: &Ctx, dims: &[Dim], vals: &[tileref_spec::ir::ValueId]| -> Result<Vec<u64>, Report> {
        let mut it = vals.iter();
        dims.iter()
            .map(|d| match d {
                Dim::Static(v) => Ok(*v as u64),
                Dim::Dynamic => {
                    let v = *it.next().ok_or_else(|| Report::error("internal", "missing dynamic operand"))?;
                    let w = ctx.tile(v)?.width();
                    // Dynamic extents and strides are read as unsigned.
                    Ok(ctx.scalar(v)? & int_ops::mask(w))
                }
            })
            .collect()
    };
    let shape = read(ctx, &tvt.shape, op.group("dynamicShape"))?;
    let strides = read(ctx, &tvt.strides, op.group("dynamicStrides"))?;
    ctx.set(op.results[0], Value::TensorView(Arc::new(TensorView { base, shape, strides, elem: tvt.elem })));
    Ok(())
}

pub fn make_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Value::TensorView(tv) = ctx.get(op.operands[0])?.clone() else { return Err(Report::error("internal", "expected tensor_view")) };
    let Type::View(vt) = ctx.ty(op.results[0]) else { return Err(Report::error("internal", "bad view type")) };
    ctx.set(op.results[0], Value::View(Arc::new(TileView { tv: (*tv).clone(), ty: vt.clone() })));
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
            Some(l) if l.man_bits > 0 && !matches!(e, ElemType::F8E4M3FN | ElemType::FNV8E5M3FNU) => {
                (((1u64 << l.exp_bits) - 1) << l.man_bits) | (1u64 << (l.man_bits - 1))
            }
            _ => float_bits::canonical_nan(e),
        },
    })
}

/// Where one tile element lives: `None` when it falls outside the tensor.
struct Place {
    addr: u64,
    /// For 4-bit elements: the upper nibble.
    high: bool,
}

/// Computes the memory place of every element of the tile at `index`, checking the index
/// space, `inbounds` promises and 64-bit offset overflow.
fn places(ctx: &Ctx, op: &Op, v: &TileView) -> Result<Vec<Option<Place>>, Report> {
    let idx_vals = op.group("index");
    let rank = v.ty.tile.len();
    let tile = &v.ty.tile;
    let mut index = vec![0u64; rank];
    let mut gather: Option<Arc<Tile>> = None;
    for (i, val) in idx_vals.iter().enumerate() {
        let t = ctx.tile(*val)?;
        if matches!(v.ty.kind, ViewKind::GatherScatter { sparse_dim } if sparse_dim as usize == i) {
            gather = Some(t);
            continue;
        }
        let x = t.data[0] & int_ops::mask(t.width());
        if !matches!(v.ty.kind, ViewKind::GatherScatter { .. }) && x >= ispace(v, i) {
            return Err(Report::ub(
                "view-index-out-of-range",
                format!("index {x} in dimension {i} is outside the view's index space of {} tiles", ispace(v, i)),
            ));
        }
        index[i] = x;
    }
    let inbounds: Vec<bool> = match op.attr("inbounds") {
        Some(Attr::BoolArray(b)) => b.clone(),
        _ => vec![false; rank],
    };
    let n: i64 = tile.iter().product();
    let e = v.tv.elem;
    let bytes = crate::memory::elem_bytes(e);
    let mut out = Vec::with_capacity(n as usize);
    let mut any_in = false;
    for lin in 0..n as usize {
        let j = unravel(lin, tile);
        let mut c = vec![0u64; rank];
        let mut inside = true;
        for i in 0..rank {
            let d = v.ty.dim_map[i] as usize;
            let coord = match &v.ty.kind {
                ViewKind::Partition => (index[i] as u128) * tile[i] as u128 + j[i] as u128,
                ViewKind::Strided { traversal_strides } => (index[i] as u128) * traversal_strides[i] as u128 + j[i] as u128,
                ViewKind::GatherScatter { sparse_dim } => {
                    if i == *sparse_dim as usize {
                        let g = gather.as_ref().ok_or_else(|| Report::error("internal", "missing gather index"))?;
                        (g.data[j[i] as usize] & int_ops::mask(g.width())) as u128
                    } else {
                        index[i] as u128 + j[i] as u128
                    }
                }
            };
            if coord >= v.tv.shape[d] as u128 {
                inside = false;
                if inbounds.get(i).copied().unwrap_or(false) {
                    return Err(Report::ub(
                        "inbounds-violated",
                        format!("tile crosses the tensor boundary in dimension {i} although inbounds promised it does not"),
                    )
                    .element(j));
                }
            }
            c[d] = coord.min(u64::MAX as u128) as u64;
        }
        if !inside {
            out.push(None);
            continue;
        }
        any_in = true;
        let off: u128 = c.iter().zip(&v.tv.strides).map(|(&x, &s)| x as u128 * s as u128).sum();
        if off > i64::MAX as u128 {
            return Err(Report::ub("offset-overflow", "linear offset of a view access overflows a signed 64-bit integer").element(j));
        }
        // The address is base + offset · element size, with the rules of `offset`: the byte
        // offset must fit a signed 64-bit integer and the sum must not wrap (an element offset
        // below 2^63 can still overflow once scaled to bytes).
        let byte_off = match bytes {
            Some(b) => off * b as u128,
            None => off / 2,
        };
        let addr = v.tv.base as u128 + byte_off;
        if byte_off > i64::MAX as u128 || addr > u64::MAX as u128 {
            return Err(Report::ub("offset-overflow", "address of a view access overflows 64 bits (offset × element size)").element(j));
        }
        out.push(Some(Place { addr: addr as u64, high: off % 2 == 1 && bytes.is_none() }));
    }
    if matches!(v.ty.kind, ViewKind::GatherScatter { .. }) && !any_in {
        return Err(Report::ub("view-index-out-of-range", "the gathered tile lies entirely outside the tensor"));
    }
    Ok(out)
}

fn view_of(ctx: &Ctx, op: &Op) -> Result<Arc<TileView>, Report> {
    match ctx.get(op.opt("view").unwrap())? {
        Value::View(v) => Ok(v.clone()),
        _ => Err(Report::error("internal", "expected a view")),
    }
}

fn read_place(m: &crate::memory::Inner, p: &Place, e: ElemType) -> Result<u64, crate::memory::MemFault> {
    if crate::memory::elem_bytes(e).is_some() {
        m.read_elem(p.addr, e)
    } else {
        m.read_nibble(p.addr, p.high)
    }
}

fn write_place(m: &mut crate::memory::Inner, p: &Place, e: ElemType, v: u64) -> Result<(), crate::memory::MemFault> {
    if crate::memory::elem_bytes(e).is_some() {
        m.write_elem(p.addr, e, v)
    } else {
        m.write_nibble(p.addr, p.high, v)
    }
}

pub fn load_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = view_of(ctx, op)?;
    let pl = places(ctx, op, &v)?;
    let e = v.tv.elem;
    let pad = padding_bits(e, v.ty.padding);
    let mut out = vec![0u64; pl.len()];
    let mut unspec = None;
    ctx.prog.mem.access(|m| -> Result<(), Report> {
        for (i, p) in pl.iter().enumerate() {
            match p {
                Some(p) => out[i] = read_place(m, p, e).map_err(|f| fault_report(f, i, &v.ty.tile))?,
                None => match pad {
                    Some(b) => out[i] = b,
                    None => {
                        unspec.get_or_insert(i);
                    }
                },
            }
        }
        Ok(())
    })?;
    if let (Some(i), true) = (unspec, ctx.prog.opts.strict) {
        ctx.prog.note(
            Report::new(Category::Warning, "unspecified-padding", "out-of-bounds element of a view load without padding_value (reads as 0 here)")
                .at(op)
                .in_block(ctx.block)
                .element(unravel(i, &v.ty.tile)),
        );
    }
    if op.enum_attr::<tileref_spec::attrs::MemOrdering>("memory_ordering_semantics").is_some_and(|o| o != tileref_spec::attrs::MemOrdering::Weak) {
        ctx.flags.polled = true;
    }
    ctx.set_tile(op.results[0], Tile::new(v.ty.tile.clone(), Elem::Num(e), out));
    ctx.set(op.results[1], Value::Token(Token::default()));
    Ok(())
}

pub fn store_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = view_of(ctx, op)?;
    let t = ctx.tile(op.opt("tile").unwrap())?;
    let pl = places(ctx, op, &v)?;
    let e = v.tv.elem;
    let changed = ctx.prog.mem.access(|m| -> Result<bool, Report> {
        let mut changed = false;
        for (i, p) in pl.iter().enumerate() {
            if let Some(p) = p {
                let old = read_place(m, p, e).map_err(|f| fault_report(f, i, &v.ty.tile))?;
                write_place(m, p, e, t.data[i]).map_err(|f| fault_report(f, i, &v.ty.tile))?;
                changed |= old != t.data[i];
            }
        }
        Ok(changed)
    })?;
    ctx.flags.wrote |= changed;
    ctx.set(op.results[0], Value::Token(Token::default()));
    Ok(())
}

pub fn atomic_red_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = view_of(ctx, op)?;
    let t = ctx.tile(op.opt("value").unwrap())?;
    let pl = places(ctx, op, &v)?;
    let e = v.tv.elem;
    let mode = op.enum_attr::<AtomicMode>("mode").unwrap_or(AtomicMode::Add);
    let nan = ctx.prog.opts.nan;
    let changed = ctx.prog.mem.access(|m| -> Result<bool, Report> {
        let mut changed = false;
        for (i, p) in pl.iter().enumerate() {
            if let Some(p) = p {
                let old = read_place(m, p, e).map_err(|f| fault_report(f, i, &v.ty.tile))?;
                let new = rmw_apply(mode, e, old, t.data[i], nan);
                write_place(m, p, e, new).map_err(|f| fault_report(f, i, &v.ty.tile))?;
                changed |= old != new;
            }
        }
        Ok(changed)
    })?;
    ctx.flags.polled = true;
    ctx.flags.wrote |= changed;
    ctx.set(op.results[0], Value::Token(Token::default()));
    Ok(())
}

fn shape_results(ctx: &mut Ctx, op: &Op, vals: Vec<u64>) -> EvalResult {
    for (r, x) in op.results.iter().zip(vals) {
        let e = ctx.result_elem(op, 0).num().unwrap_or(ElemType::I64);
        let w = e.bit_width();
        // Results are read as unsigned; a value that does not fit is UB.
        if w < 64 && x > int_ops::mask(w) {
            return Err(Report::ub("shape-does-not-fit", format!("extent {x} does not fit the result type {e}")));
        }
        ctx.set_tile(*r, Tile::scalar(e, x));
    }
    Ok(())
}

pub fn index_space_shape<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Value::View(v) = ctx.get(op.operands[0])?.clone() else { return Err(Report::error("internal", "expected a view")) };
    if matches!(v.ty.kind, ViewKind::GatherScatter { .. }) {
        return Err(Report::error("unsupported", "get_index_space_shape on a gather_scatter_view is not defined by the spec"));
    }
    let vals = (0..v.ty.tile.len()).map(|i| ispace(&v, i)).collect();
    shape_results(ctx, op, vals)
}

pub fn tensor_shape<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Value::TensorView(tv) = ctx.get(op.operands[0])?.clone() else { return Err(Report::error("internal", "expected a tensor_view")) };
    shape_results(ctx, op, tv.shape.clone())
}
