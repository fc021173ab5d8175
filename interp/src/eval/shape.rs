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
    let Some(Attr::Dense(d)) = op.attr("value") else {
        return Err(Report::error("internal", "constant without value"));
    };
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

/// The result of `shape` whose element at index `i` is `src.data[offset + Σ i[d]·strides[d]]`:
/// broadcast (stride 0 on broadcast dimensions), permute (permuted strides) and extract (an
/// offset) are all such affine maps. Copies run by run along the innermost dimension (a slice
/// copy, a fill, or a strided walk), whatever the tile shape; [`gather`] is the element-by-
/// element reference it is tested against.
fn strided(src: &Tile, shape: Vec<i64>, strides: &[usize], offset: usize) -> Tile {
    let n = shape.iter().product::<i64>() as usize;
    let mut data = Vec::with_capacity(n);
    let r = shape.len();
    if r == 0 {
        data.push(src.data[offset]);
    } else if n > 0 {
        let (inner, step) = (shape[r - 1] as usize, strides[r - 1]);
        let mut idx = vec![0i64; r - 1];
        let mut base = offset;
        'rows: loop {
            match step {
                0 => data.resize(data.len() + inner, src.data[base]),
                1 => data.extend_from_slice(&src.data[base..base + inner]),
                _ => data.extend((0..inner).map(|j| src.data[base + j * step])),
            }
            // Next row: an odometer over the outer dimensions.
            let mut d = r - 1;
            loop {
                if d == 0 {
                    break 'rows;
                }
                d -= 1;
                idx[d] += 1;
                base += strides[d];
                if idx[d] < shape[d] {
                    break;
                }
                base -= strides[d] * shape[d] as usize;
                idx[d] = 0;
            }
        }
    }
    Tile::new(shape, src.elem.clone(), data)
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

/// Broadcast: the source's strides, 0 along the dimensions of extent 1 it is broadcast over.
fn broadcast_strides(sshape: &[i64]) -> Vec<usize> {
    row_major_strides(sshape)
        .into_iter()
        .zip(sshape)
        .map(|(st, &d)| if d == 1 { 0 } else { st })
        .collect()
}

/// Permute: result dimension `i` walks source dimension `p[i]`.
fn permute_strides(sshape: &[i64], p: &[i64]) -> Vec<usize> {
    let ss = row_major_strides(sshape);
    p.iter().map(|&pi| ss[pi as usize]).collect()
}

/// Extract: the source's strides, starting at the slice's first element.
fn extract_strides(sshape: &[i64], shape: &[i64], idx: &[i64]) -> (Vec<usize>, usize) {
    let ss = row_major_strides(sshape);
    let offset = idx
        .iter()
        .zip(shape)
        .zip(&ss)
        .map(|((&i, &n), &st)| (i * n) as usize * st)
        .sum();
    (ss, offset)
}

pub fn broadcast<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let shape = ctx.result_shape(op, 0);
    let t = if a.len() == 1 {
        Tile::new(
            shape.clone(),
            a.elem.clone(),
            vec![a.data[0]; shape.iter().product::<i64>() as usize],
        )
    } else {
        let sshape = a.shape.clone();
        if crate::planted::active(crate::planted::Bug::BroadcastAxis)
            && sshape.len() == 2
            && sshape[0] == 1
            && shape[0] > 1
        {
            let n = sshape[1];
            return {
                let t = gather(&a, shape, |idx| vec![0, idx[0] % n]);
                ctx.set_tile(op.results[0], t);
                Ok(())
            };
        }
        strided(&a, shape, &broadcast_strides(&sshape), 0)
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
    let Some(Attr::I32Array(p)) = op.attr("permutation") else {
        return Err(Report::error("internal", "permute without permutation"));
    };
    let shape = ctx.result_shape(op, 0);
    let t = strided(&a, shape, &permute_strides(&a.shape, p), 0);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn cat<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let d = op.attr("dim").and_then(|x| x.as_int()).unwrap_or(0) as usize;
    let shape = ctx.result_shape(op, 0);
    ctx.set_tile(op.results[0], concat(&a, &b, d, shape));
    Ok(())
}

/// `a` and `b` joined along dimension `d`: for each index of the dimensions before `d`, the
/// block of `a` then the block of `b` (row-major, the blocks are contiguous).
fn concat(a: &Tile, b: &Tile, d: usize, shape: Vec<i64>) -> Tile {
    let outer = shape[..d].iter().product::<i64>() as usize;
    let (ab, bb) = (
        a.shape[d..].iter().product::<i64>() as usize,
        b.shape[d..].iter().product::<i64>() as usize,
    );
    let mut data = Vec::with_capacity(outer * (ab + bb));
    for o in 0..outer {
        data.extend_from_slice(&a.data[o * ab..(o + 1) * ab]);
        data.extend_from_slice(&b.data[o * bb..(o + 1) * bb]);
    }
    Tile::new(shape, a.elem.clone(), data)
}

/// Slice indices (unsigned i32 scalars) of extract/insert, checked against the slice count.
fn slice_indices(
    ctx: &Ctx,
    op: &Op,
    group: &str,
    big: &[i64],
    small: &[i64],
) -> Result<Vec<i64>, Report> {
    let mut out = vec![];
    for (d, v) in op.group(group).iter().enumerate() {
        let i = ctx.scalar(*v)? & 0xFFFF_FFFF;
        let slices = (big[d] / small[d]) as u64;
        if i >= slices {
            return Err(Report::ub(
                "slice-out-of-range",
                format!(
                    "{} index {i} in dimension {d} is outside the {slices} slices of the tile",
                    op.name()
                ),
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
    let (ss, offset) = extract_strides(&a.shape, &shape, &idx);
    let t = strided(&a, shape, &ss, offset);
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
        let lin: usize = j
            .iter()
            .enumerate()
            .map(|(d, &x)| (idx[d] * s.shape[d] + x) as usize * ds[d])
            .sum();
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
        return Err(Report::error(
            "unsupported",
            "pointer arithmetic on 4-bit pointees is not defined by the spec",
        ));
    }
    let size = pointee.storage_bytes() as i64;
    let w = o.width();
    let mut out = Vec::with_capacity(p.len());
    for (i, (&base, &off)) in p.data.iter().zip(&o.data).enumerate() {
        let off = int_ops::sext(off, w);
        let bytes = off.checked_mul(size).ok_or_else(|| {
            Report::ub(
                "offset-overflow",
                "offset × element size overflows a signed 64-bit integer",
            )
            .element(unravel(i, &p.shape))
        })?;
        let r = if bytes >= 0 {
            base.checked_add(bytes as u64)
        } else {
            base.checked_sub(bytes.unsigned_abs())
        };
        out.push(r.ok_or_else(|| {
            Report::ub(
                "offset-overflow",
                "pointer offset wraps around the address space",
            )
            .element(unravel(i, &p.shape))
        })?);
    }
    ctx.set_tile(
        op.results[0],
        Tile::new(p.shape.clone(), p.elem.clone(), out),
    );
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
    let addr = *ctx
        .prog
        .globals
        .get(name)
        .ok_or_else(|| Report::error("internal", format!("no global @{name}")))?;
    let t = Tile::new(vec![], ctx.result_elem(op, 0), vec![addr]);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileref_spec::types::ElemType;

    fn tile(shape: &[i64], seed: u64) -> Tile {
        let n = shape.iter().product::<i64>() as u64;
        Tile::new(
            shape.to_vec(),
            Elem::Num(ElemType::I32),
            (0..n).map(|i| i.wrapping_mul(0x9E37_79B9) ^ seed).collect(),
        )
    }

    /// A small xorshift: shapes and indices for the comparisons below.
    fn rng(state: &mut u64, n: u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state % n
    }

    #[test]
    fn strided_copies_equal_the_element_by_element_gather() {
        let mut st = 0x1234_5678_9abc_def1u64;
        for case in 0..3000 {
            let rank = 1 + rng(&mut st, 4) as usize;
            let shape: Vec<i64> = (0..rank).map(|_| 1 << rng(&mut st, 4)).collect();
            // Broadcast from a source with some dimensions of extent 1.
            let src_shape: Vec<i64> = shape
                .iter()
                .map(|&d| if rng(&mut st, 3) == 0 { 1 } else { d })
                .collect();
            let src = tile(&src_shape, case);
            let want = gather(&src, shape.clone(), |i| {
                i.iter()
                    .zip(&src_shape)
                    .map(|(&x, &d)| if d == 1 { 0 } else { x })
                    .collect()
            });
            assert_eq!(
                strided(&src, shape.clone(), &broadcast_strides(&src_shape), 0),
                want,
                "broadcast {src_shape:?} -> {shape:?}"
            );
            // Permute by a random permutation.
            let mut p: Vec<i64> = (0..rank as i64).collect();
            for i in (1..rank).rev() {
                p.swap(i, rng(&mut st, i as u64 + 1) as usize);
            }
            let src = tile(&shape, case);
            let pshape: Vec<i64> = p.iter().map(|&i| shape[i as usize]).collect();
            let want = gather(&src, pshape.clone(), |i| {
                let mut s = vec![0i64; i.len()];
                for (k, &pk) in p.iter().enumerate() {
                    s[pk as usize] = i[k];
                }
                s
            });
            assert_eq!(
                strided(&src, pshape, &permute_strides(&shape, &p), 0),
                want,
                "permute {shape:?} by {p:?}"
            );
            // Extract a slice of a power-of-two fraction of each dimension.
            let small: Vec<i64> = shape
                .iter()
                .map(|&d| d >> rng(&mut st, d.trailing_zeros() as u64 + 1))
                .collect();
            let idx: Vec<i64> = shape
                .iter()
                .zip(&small)
                .map(|(&d, &s)| rng(&mut st, (d / s) as u64) as i64)
                .collect();
            let want = gather(&src, small.clone(), |j| {
                j.iter()
                    .enumerate()
                    .map(|(d, &x)| idx[d] * small[d] + x)
                    .collect()
            });
            let (ss, off) = extract_strides(&shape, &small, &idx);
            assert_eq!(
                strided(&src, small.clone(), &ss, off),
                want,
                "extract {small:?} at {idx:?} of {shape:?}"
            );
        }
        // Rank 0.
        let s = tile(&[], 7);
        assert_eq!(strided(&s, vec![], &[], 0), s);
    }

    #[test]
    fn concat_equals_the_element_by_element_join() {
        let mut st = 0x0ddb_a11c_afe0_1234u64;
        for case in 0..2000 {
            let rank = 1 + rng(&mut st, 4) as usize;
            let d = rng(&mut st, rank as u64) as usize;
            let a_shape: Vec<i64> = (0..rank).map(|_| 1 << rng(&mut st, 3)).collect();
            let mut b_shape = a_shape.clone();
            b_shape[d] = 1 << rng(&mut st, 3);
            let (a, b) = (tile(&a_shape, case), tile(&b_shape, !case));
            let mut shape = a_shape.clone();
            shape[d] += b_shape[d];
            let (sa, sb) = (row_major_strides(&a_shape), row_major_strides(&b_shape));
            let want: Vec<u64> = (0..shape.iter().product::<i64>() as usize)
                .map(|i| {
                    let mut idx = unravel(i, &shape);
                    if idx[d] < a_shape[d] {
                        a.data[idx
                            .iter()
                            .zip(&sa)
                            .map(|(&x, &s)| x as usize * s)
                            .sum::<usize>()]
                    } else {
                        idx[d] -= a_shape[d];
                        b.data[idx
                            .iter()
                            .zip(&sb)
                            .map(|(&x, &s)| x as usize * s)
                            .sum::<usize>()]
                    }
                })
                .collect();
            assert_eq!(
                concat(&a, &b, d, shape.clone()).data,
                want,
                "{a_shape:?} ++ {b_shape:?} along {d}"
            );
        }
    }

    #[test]
    fn rank_zero_strided() {
        let s = tile(&[], 7);
        assert_eq!(strided(&s, vec![], &[], 0), s);
    }
}
