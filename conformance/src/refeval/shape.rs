//! Shape ops by their definitions in digest 4.5: every result element is found from its
//! multi-index; tiles are row-major.

use super::tile::{ravel, unravel, Elem, Tile};
use super::{ub, RefError};
use tileref_spec::types::ElemType;

/// Row-major flatten, then row-major refill: the bits do not move.
pub fn reshape(src: &Tile, shape: Vec<usize>) -> Tile {
    Tile::new(shape, src.elem, src.bits.clone())
}

/// Dimensions of extent 1 are replicated: result[idx] = src[idx with those dims at 0].
pub fn broadcast(src: &Tile, shape: Vec<usize>) -> Tile {
    let n = shape.iter().product();
    let bits = (0..n)
        .map(|i| {
            let mut idx = unravel(i, &shape);
            for (d, &s) in src.shape.iter().enumerate() {
                if s == 1 {
                    idx[d] = 0;
                }
            }
            src.bits[ravel(&idx, &src.shape)]
        })
        .collect();
    Tile::new(shape, src.elem, bits)
}

/// result.shape[i] = src.shape[p[i]]; result[idx] = src[idx'] with idx'[p[i]] = idx[i].
pub fn permute(src: &Tile, p: &[usize]) -> Tile {
    let shape: Vec<usize> = p.iter().map(|&q| src.shape[q]).collect();
    let n = src.bits.len();
    let bits = (0..n)
        .map(|i| {
            let idx = unravel(i, &shape);
            let mut from = vec![0; idx.len()];
            for (k, &q) in p.iter().enumerate() {
                from[q] = idx[k];
            }
            src.bits[ravel(&from, &src.shape)]
        })
        .collect();
    Tile::new(shape, src.elem, bits)
}

/// Concatenation along `dim`, lhs first.
pub fn cat(a: &Tile, b: &Tile, dim: usize) -> Tile {
    let mut shape = a.shape.clone();
    shape[dim] += b.shape[dim];
    let n = shape.iter().product();
    let bits = (0..n)
        .map(|i| {
            let mut idx = unravel(i, &shape);
            if idx[dim] < a.shape[dim] {
                a.bits[ravel(&idx, &a.shape)]
            } else {
                idx[dim] -= a.shape[dim];
                b.bits[ravel(&idx, &b.shape)]
            }
        })
        .collect();
    Tile::new(shape, a.elem, bits)
}

/// Checks slice indices (unsigned) against the number of slices per dimension.
fn slice_origin(
    whole: &[usize],
    part: &[usize],
    slices: &[u64],
    op: &str,
) -> Result<Vec<usize>, RefError> {
    let mut origin = vec![];
    for (d, &s) in slices.iter().enumerate() {
        let count = (whole[d] / part[d]) as u64;
        if s >= count {
            return Err(ub(
                "slice-out-of-range",
                format!("{op}: slice index {s} of dimension {d} is not below {count}"),
            ));
        }
        origin.push(s as usize * part[d]);
    }
    Ok(origin)
}

/// result[j] = src[slices·R + j] with R the result shape.
pub fn extract(src: &Tile, slices: &[u64], shape: Vec<usize>) -> Result<Tile, RefError> {
    let origin = slice_origin(&src.shape, &shape, slices, "extract")?;
    let n = shape.iter().product();
    let bits = (0..n)
        .map(|i| {
            let idx: Vec<usize> = unravel(i, &shape)
                .iter()
                .zip(&origin)
                .map(|(j, o)| j + o)
                .collect();
            src.bits[ravel(&idx, &src.shape)]
        })
        .collect();
    Ok(Tile::new(shape, src.elem, bits))
}

/// A copy of `dst` with slice `slices` (in units of the source shape) replaced by `src`.
pub fn insert(src: &Tile, dst: &Tile, slices: &[u64]) -> Result<Tile, RefError> {
    let origin = slice_origin(&dst.shape, &src.shape, slices, "insert")?;
    let mut bits = dst.bits.clone();
    for (i, &b) in src.bits.iter().enumerate() {
        let idx: Vec<usize> = unravel(i, &src.shape)
            .iter()
            .zip(&origin)
            .map(|(j, o)| j + o)
            .collect();
        bits[ravel(&idx, &dst.shape)] = b;
    }
    Ok(Tile::new(dst.shape.clone(), dst.elem, bits))
}

/// [0, 1, …, n−1] (n ≤ 2^K, so the values fit).
pub fn iota(n: usize, e: ElemType) -> Tile {
    Tile::new(vec![n], Elem::Num(e), (0..n as u64).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(shape: &[usize], bits: &[u64]) -> Tile {
        Tile::new(shape.to_vec(), Elem::Num(ElemType::I32), bits.to_vec())
    }

    #[test]
    fn broadcast_replicates_unit_dimensions() {
        let row = t(&[1, 3], &[7, 8, 9]);
        assert_eq!(broadcast(&row, vec![2, 3]).bits, vec![7, 8, 9, 7, 8, 9]);
        let col = t(&[2, 1], &[4, 5]);
        assert_eq!(broadcast(&col, vec![2, 3]).bits, vec![4, 4, 4, 5, 5, 5]);
        let one = t(&[1, 1, 1], &[6]);
        assert_eq!(broadcast(&one, vec![2, 1, 2]).bits, vec![6; 4]);
    }

    #[test]
    fn permute_moves_dimension_p_i_to_i() {
        // 2x3 transposed: result[i][j] = src[j][i].
        let m = t(&[2, 3], &[0, 1, 2, 10, 11, 12]);
        let r = permute(&m, &[1, 0]);
        assert_eq!(r.shape, vec![3, 2]);
        assert_eq!(r.bits, vec![0, 10, 1, 11, 2, 12]);
        // 2x3x4 with [2, 0, 1]: shape 4x2x3, result[a][b][c] = src[b][c][a].
        let src = t(&[2, 3, 4], &(0..24).collect::<Vec<_>>());
        let r = permute(&src, &[2, 0, 1]);
        assert_eq!(r.shape, vec![4, 2, 3]);
        for a in 0..4 {
            for b in 0..2 {
                for c in 0..3 {
                    assert_eq!(
                        r.bits[ravel(&[a, b, c], &r.shape)],
                        (b * 12 + c * 4 + a) as u64
                    );
                }
            }
        }
    }

    #[test]
    fn cat_puts_lhs_first_along_the_dimension() {
        let a = t(&[2, 2], &[1, 2, 3, 4]);
        let b = t(&[2, 1], &[5, 6]);
        let r = cat(&a, &b, 1);
        assert_eq!(
            (r.shape.clone(), r.bits),
            (vec![2, 3], vec![1, 2, 5, 3, 4, 6])
        );
        let c = t(&[1, 2], &[7, 8]);
        assert_eq!(cat(&a, &c, 0).bits, vec![1, 2, 3, 4, 7, 8]);
    }

    #[test]
    fn extract_counts_whole_slices_and_insert_inverts_it() {
        let m = t(&[4, 4], &(0..16).collect::<Vec<_>>());
        let s = extract(&m, &[1, 0], vec![2, 2]).unwrap();
        assert_eq!(s.bits, vec![8, 9, 12, 13]);
        let s = extract(&m, &[0, 3], vec![4, 1]).unwrap();
        assert_eq!(s.bits, vec![3, 7, 11, 15]);
        assert!(
            matches!(extract(&m, &[2, 0], vec![2, 2]), Err(RefError::Ub(k)) if k.starts_with("slice-out-of-range"))
        );
        let back = insert(&t(&[2, 2], &[90, 91, 92, 93]), &m, &[0, 1]).unwrap();
        assert_eq!(&back.bits[..8], &[0, 1, 90, 91, 4, 5, 92, 93]);
        assert_eq!(&back.bits[8..], &m.bits[8..]);
    }
}
