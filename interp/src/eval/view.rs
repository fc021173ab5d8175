//! Views: tensor_view construction, partition/strided/gather-scatter views, view loads, stores
//! and atomic reductions with padding, masking, index-space and inbounds checks.

use super::memops::{fault_report, rmw_apply};
use super::model;
use super::{Ctx, EvalResult};
use crate::concurrency::AccessKind;
use crate::numeric::int_ops;
use crate::memory::SKIP;
use crate::report::{Category, Report};
use crate::value::{unravel, TensorView, Tile, TileView, Value};
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

/// Where the elements of one view tile live: one address per element (`SKIP` when the element
/// falls outside the tensor); for 4-bit elements also which nibble.
struct Addrs {
    addrs: Vec<u64>,
    high: Option<Vec<bool>>,
}

impl Addrs {
    /// Location keys for the memory model: 4-bit elements sharing a byte are distinct locations
    /// (tagged with the top bit so they never meet a byte address).
    fn locations(&self) -> std::borrow::Cow<'_, [u64]> {
        match &self.high {
            None => std::borrow::Cow::Borrowed(&self.addrs),
            Some(h) => std::borrow::Cow::Owned(
                self.addrs.iter().zip(h).map(|(&a, &hi)| if a == SKIP { SKIP } else { (1 << 63) | (a << 1) | hi as u64 }).collect(),
            ),
        }
    }
}

/// Computes the memory place of every element of the tile at `index`, checking the index
/// space, `inbounds` promises and 64-bit offset overflow. Per tile dimension the coordinates
/// are computed once; elements are then visited with an odometer (row-major).
fn addresses(ctx: &Ctx, op: &Op, v: &TileView) -> Result<Addrs, Report> {
    let idx_vals = op.group("index");
    let rank = v.ty.tile.len();
    let tile = &v.ty.tile;
    let gs = match v.ty.kind {
        ViewKind::GatherScatter { sparse_dim } => Some(sparse_dim as usize),
        _ => None,
    };
    let inbounds: Vec<bool> = match op.attr("inbounds") {
        Some(Attr::BoolArray(b)) => b.clone(),
        _ => vec![false; rank],
    };
    // Per tile dimension: the element offset contribution of each position (SKIP outside the
    // tensor, OVER when it alone passes the signed 64-bit range).
    const OVER: u64 = u64::MAX - 1;
    let mut contrib: Vec<Vec<u64>> = Vec::with_capacity(rank);
    for i in 0..rank {
        let t = ctx.tile(idx_vals[i])?;
        let d = v.ty.dim_map[i] as usize;
        let extent = v.tv.shape[d] as u128;
        let stride = v.tv.strides[d] as u128;
        let coords: Vec<u128> = if gs == Some(i) {
            t.data.iter().map(|&g| (g & int_ops::mask(t.width())) as u128).collect()
        } else {
            let x = t.data[0] & int_ops::mask(t.width());
            if gs.is_none() && x >= ispace(v, i) {
                return Err(Report::ub(
                    "view-index-out-of-range",
                    format!("index {x} in dimension {i} is outside the view's index space of {} tiles", ispace(v, i)),
                ));
            }
            let start = match &v.ty.kind {
                ViewKind::Partition => x as u128 * tile[i] as u128,
                ViewKind::Strided { traversal_strides } => x as u128 * traversal_strides[i] as u128,
                ViewKind::GatherScatter { .. } => x as u128,
            };
            (0..tile[i] as u128).map(|j| start + j).collect()
        };
        let mut col = Vec::with_capacity(coords.len());
        for (j, &c) in coords.iter().enumerate() {
            if c >= extent {
                if inbounds.get(i).copied().unwrap_or(false) {
                    let mut e = vec![0i64; rank];
                    e[i] = j as i64;
                    return Err(Report::ub(
                        "inbounds-violated",
                        format!("tile crosses the tensor boundary in dimension {i} although inbounds promised it does not"),
                    )
                    .element(e));
                }
                col.push(SKIP);
            } else {
                let o = c * stride;
                col.push(if o > i64::MAX as u128 { OVER } else { o as u64 });
            }
        }
        contrib.push(col);
    }
    // Row-major offsets, built one dimension at a time.
    let mut offs: Vec<u64> = vec![0];
    for col in &contrib {
        let mut next = Vec::with_capacity(offs.len() * col.len());
        for &p in &offs {
            for &c in col {
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
    let any_in = offs.iter().any(|&o| o != SKIP);
    // The address is base + offset · element size, with the rules of `offset`: the byte offset
    // must fit a signed 64-bit integer and the sum must not wrap.
    let scale = crate::memory::elem_bytes(v.tv.elem).unwrap_or(1) as u128;
    let div = if crate::memory::elem_bytes(v.tv.elem).is_none() { 2 } else { 1 };
    if let Some(lin) = offs.iter().position(|&o| {
        o == OVER || o != SKIP && {
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
    let (addrs, high) = match crate::memory::elem_bytes(v.tv.elem) {
        Some(b) => (offs.iter().map(|&o| if o == SKIP { SKIP } else { v.tv.base.wrapping_add(o.wrapping_mul(b as u64)) }).collect(), None),
        None => (
            offs.iter().map(|&o| if o == SKIP { SKIP } else { v.tv.base.wrapping_add(o / 2) }).collect(),
            Some(offs.iter().map(|&o| o != SKIP && o % 2 == 1).collect()),
        ),
    };
    if gs.is_some() && !any_in {
        return Err(Report::ub("view-index-out-of-range", "the gathered tile lies entirely outside the tensor"));
    }
    Ok(Addrs { addrs, high })
}

fn view_of(ctx: &Ctx, op: &Op) -> Result<Arc<TileView>, Report> {
    match ctx.get(op.opt("view").unwrap())? {
        Value::View(v) => Ok(v.clone()),
        _ => Err(Report::error("internal", "expected a view")),
    }
}

fn read_all(m: &crate::memory::Inner, ad: &Addrs, e: ElemType, out: &mut [u64]) -> Result<(), (usize, crate::memory::MemFault)> {
    match &ad.high {
        None => m.read_elems(&ad.addrs, e, out),
        Some(h) => {
            for (i, (&a, &hi)) in ad.addrs.iter().zip(h).enumerate() {
                if a != SKIP {
                    out[i] = m.read_nibble(a, hi).map_err(|f| (i, f))?;
                }
            }
            Ok(())
        }
    }
}

fn write_all(m: &mut crate::memory::Inner, ad: &Addrs, e: ElemType, vals: &[u64]) -> Result<bool, (usize, crate::memory::MemFault)> {
    match &ad.high {
        None => m.write_elems(&ad.addrs, e, vals),
        Some(h) => {
            let mut changed = false;
            for (i, (&a, &hi)) in ad.addrs.iter().zip(h).enumerate() {
                if a != SKIP {
                    let old = m.read_nibble(a, hi).map_err(|f| (i, f))?;
                    m.write_nibble(a, hi, vals[i]).map_err(|f| (i, f))?;
                    changed |= old != vals[i] & 0xF;
                }
            }
            Ok(changed)
        }
    }
}

pub fn load_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = view_of(ctx, op)?;
    let ad = addresses(ctx, op, &v)?;
    let e = v.tv.elem;
    let pad = padding_bits(e, v.ty.padding);
    let mut out = vec![pad.unwrap_or(0); ad.addrs.len()];
    let mut mo = model::begin(ctx, op, false);
    ctx.prog
        .mem
        .access(|m| {
            mo.observe(m, &ad.locations(), e.storage_bytes(), AccessKind::Read);
            read_all(m, &ad, e, &mut out)
        })
        .map_err(|(i, f)| fault_report(f, i, &v.ty.tile))?;
    if pad.is_none() && ctx.prog.opts.strict {
        if let Some(i) = ad.addrs.iter().position(|&a| a == SKIP) {
            ctx.prog.note(
                Report::new(Category::Warning, "unspecified-padding", "out-of-bounds element of a view load without padding_value (reads as 0 here)")
                    .at(op)
                    .in_block(ctx.block)
                    .element(unravel(i, &v.ty.tile)),
            );
        }
    }
    // Any load may be waiting for another block (see load_ptr).
    ctx.flags.polled = true;
    ctx.set_tile(op.results[0], Tile::new(v.ty.tile.clone(), Elem::Num(e), out));
    mo.finish(ctx);
    Ok(())
}

pub fn store_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = view_of(ctx, op)?;
    let t = ctx.tile(op.opt("tile").unwrap())?;
    let ad = addresses(ctx, op, &v)?;
    let e = v.tv.elem;
    let mut mo = model::begin(ctx, op, false);
    let changed = ctx
        .prog
        .mem
        .access(|m| {
            mo.observe(m, &ad.locations(), e.storage_bytes(), AccessKind::Write);
            write_all(m, &ad, e, &t.data)
        })
        .map_err(|(i, f)| fault_report(f, i, &v.ty.tile))?;
    ctx.flags.wrote |= changed;
    mo.finish(ctx);
    Ok(())
}

pub fn atomic_red_view<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = view_of(ctx, op)?;
    let t = ctx.tile(op.opt("value").unwrap())?;
    let ad = addresses(ctx, op, &v)?;
    let e = v.tv.elem;
    let mode = op.enum_attr::<AtomicMode>("mode").unwrap_or(AtomicMode::Add);
    let nan = ctx.prog.opts.nan;
    let mut mo = model::begin(ctx, op, true);
    let changed = ctx
        .prog
        .mem
        .access(|m| -> Result<bool, (usize, crate::memory::MemFault)> {
            mo.observe(m, &ad.locations(), e.storage_bytes(), AccessKind::ReadWrite);
            // Element by element: overlapping strides may send two elements to one address,
            // and each element is its own atomic transaction.
            let mut changed = false;
            for (i, &a) in ad.addrs.iter().enumerate() {
                if a == SKIP {
                    continue;
                }
                let old = m.read_elem(a, e).map_err(|f| (i, f))?;
                let new = rmw_apply(mode, e, old, t.data[i], nan);
                m.write_elem(a, e, new).map_err(|f| (i, f))?;
                changed |= old != new;
            }
            Ok(changed)
        })
        .map_err(|(i, f)| fault_report(f, i, &v.ty.tile))?;
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
