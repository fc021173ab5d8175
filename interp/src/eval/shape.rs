//! Tile construction and shape ops: constant, iota, broadcast, reshape, permute, cat,
//! extract, insert; pointer offset; block ids; globals.

use super::ctx::{Ctx, EvalResult};
use crate::numeric::int_ops;
use crate::report::Report;
use crate::value::{row_major_strides, unravel, Tile};
use tileref_spec::attrs::Attr;
use tileref_spec::ir::Op;
use tileref_spec::types::{Elem, ElemType};

pub fn constant<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let Some(Attr::Dense(d)) = op.attr("value") else { return Err(Report::error("internal", "constant without value")) };
    let n = d.num_elements();
    let data = (0..n).map(|i| d.get(i)).collect();
    let t = Tile::new(d.shape.clone(), Elem::Num(d.elem), data);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn iota<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let shape = ctx.result_shape(op, 0);
    let data = (0..shape[0] as u64).collect();
    let t = Tile::new(shape, ctx.result_elem(op, 0), data);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

/// Maps each result element to a source element through `f(result index) -> source index`.
fn gather(src: &Tile, shape: Vec<i64>, f: impl Fn(&[i64]) -> Vec<i64>) -> Tile {
    let n: i64 = shape.iter().product();
    let ss = row_major_strides(&src.shape);
    let data = (0..n as usize)
        .map(|i| {
            let idx = unravel(i, &shape);
            let s = f(&idx);
            let lin: usize = s.iter().zip(&ss).map(|(&x, &st)| x as usize * st).sum();
            src.data[lin]
        })
        .collect();
    Tile::new(shape, src.elem.clone(), data)
}

pub fn broadcast<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let shape = ctx.result_shape(op, 0);
    let t = if a.len() == 1 {
        Tile::new(shape.clone(), a.elem.clone(), vec![a.data[0]; shape.iter().product::<i64>() as usize])
    } else {
        let sshape = a.shape.clone();
        if crate::planted::active(crate::planted::Bug::BroadcastAxis) && sshape.len() == 2 && sshape[0] == 1 && shape[0] > 1 {
            let n = sshape[1];
            return {
                let t = gather(&a, shape, |idx| vec![0, idx[0] % n]);
                ctx.set_tile(op.results[0], t);
                Ok(())
            };
        }
        gather(&a, shape, |idx| idx.iter().zip(&sshape).map(|(&i, &d)| if d == 1 { 0 } else { i }).collect())
    };
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn reshape<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let t = Tile::new(ctx.result_shape(op, 0), a.elem.clone(), a.data.clone());
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn permute<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let Some(Attr::I32Array(p)) = op.attr("permutation") else { return Err(Report::error("internal", "permute without permutation")) };
    let shape = ctx.result_shape(op, 0);
    let p = p.clone();
    let t = gather(&a, shape, |idx| {
        let mut s = vec![0i64; idx.len()];
        for (i, &pi) in p.iter().enumerate() {
            s[pi as usize] = idx[i];
        }
        s
    });
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn cat<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let d = op.attr("dim").and_then(|x| x.as_int()).unwrap_or(0) as usize;
    let shape = ctx.result_shape(op, 0);
    let n: i64 = shape.iter().product();
    let (sa, sb) = (row_major_strides(&a.shape), row_major_strides(&b.shape));
    let data = (0..n as usize)
        .map(|i| {
            let mut idx = unravel(i, &shape);
            if idx[d] < a.shape[d] {
                a.data[idx.iter().zip(&sa).map(|(&x, &s)| x as usize * s).sum::<usize>()]
            } else {
                idx[d] -= a.shape[d];
                b.data[idx.iter().zip(&sb).map(|(&x, &s)| x as usize * s).sum::<usize>()]
            }
        })
        .collect();
    ctx.set_tile(op.results[0], Tile::new(shape, a.elem.clone(), data));
    Ok(())
}

/// Slice indices (unsigned i32 scalars) of extract/insert, checked against the slice count.
fn slice_indices(ctx: &Ctx, op: &Op, group: &str, big: &[i64], small: &[i64]) -> Result<Vec<i64>, Report> {
    let mut out = vec![];
    for (d, v) in op.group(group).iter().enumerate() {
        let i = ctx.scalar(*v)? & 0xFFFF_FFFF;
        let slices = (big[d] / small[d]) as u64;
        if i >= slices {
            return Err(Report::ub(
                "slice-out-of-range",
                format!("{} index {i} in dimension {d} is outside the {slices} slices of the tile", op.name()),
            ));
        }
        out.push(i as i64);
    }
    Ok(out)
}

pub fn extract<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let shape = ctx.result_shape(op, 0);
    let idx = slice_indices(ctx, op, "indices", &a.shape, &shape)?;
    let sh = shape.clone();
    let t = gather(&a, shape, |j| j.iter().enumerate().map(|(d, &x)| idx[d] * sh[d] + x).collect());
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn insert<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (s, dst) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let idx = slice_indices(ctx, op, "indices", &dst.shape, &s.shape)?;
    let mut out = (*dst).clone();
    let ds = row_major_strides(&dst.shape);
    for (i, &v) in s.data.iter().enumerate() {
        let j = unravel(i, &s.shape);
        let lin: usize = j.iter().enumerate().map(|(d, &x)| (idx[d] * s.shape[d] + x) as usize * ds[d]).sum();
        out.data[lin] = v;
    }
    ctx.set_tile(op.results[0], out);
    Ok(())
}

pub fn offset<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (p, o) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let pointee = match &p.elem {
        Elem::Ptr(pt) => pt.pointee,
        _ => return Err(Report::error("internal", "offset of a non-pointer")),
    };
    if pointee.bit_width() == 4 {
        return Err(Report::error("unsupported", "pointer arithmetic on 4-bit pointees is not defined by the spec"));
    }
    let size = pointee.storage_bytes() as i64;
    let w = o.width();
    let mut out = Vec::with_capacity(p.len());
    for (i, (&base, &off)) in p.data.iter().zip(&o.data).enumerate() {
        let off = int_ops::sext(off, w);
        let bytes = off.checked_mul(size).ok_or_else(|| {
            Report::ub("offset-overflow", "offset × element size overflows a signed 64-bit integer").element(unravel(i, &p.shape))
        })?;
        let r = if bytes >= 0 { base.checked_add(bytes as u64) } else { base.checked_sub(bytes.unsigned_abs()) };
        out.push(r.ok_or_else(|| Report::ub("offset-overflow", "pointer offset wraps around the address space").element(unravel(i, &p.shape)))?);
    }
    ctx.set_tile(op.results[0], Tile::new(p.shape.clone(), p.elem.clone(), out));
    Ok(())
}

pub fn block_id<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    for (i, r) in op.results.iter().enumerate() {
        ctx.set_tile(*r, Tile::scalar(ElemType::I32, ctx.block[i] as u64));
    }
    Ok(())
}

pub fn num_blocks<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    for (i, r) in op.results.iter().enumerate() {
        ctx.set_tile(*r, Tile::scalar(ElemType::I32, ctx.prog.grid[i] as u64));
    }
    Ok(())
}

pub fn get_global<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let name = op.attr("name").and_then(|a| a.as_str()).unwrap_or("");
    let addr = *ctx.prog.globals.get(name).ok_or_else(|| Report::error("internal", format!("no global @{name}")))?;
    let t = Tile::new(vec![], ctx.result_elem(op, 0), vec![addr]);
    ctx.set_tile(op.results[0], t);
    Ok(())
}
