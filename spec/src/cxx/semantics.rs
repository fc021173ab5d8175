//! Reference index computations of the documentation, independent of Tile IR: broadcast
//! conversion, mutual broadcast conversion, the layout mapping and tensor span functions, the
//! partition view mapping, index space, loads and stores, and the assumption predicates.
//!
//! Values are kept in row-major order (the row major arrangement of the tile).

use super::check::Assumption;
use super::shape::{index_space, row_major_position, size};

/// broadcast conversion of `a` (shape `s`, rank N) to `b` (rank M): element I of the result is
/// `a(f_0(i_{M-N}), …, f_{N-1}(i_{M-1}))` with `f_k(i) = 0` where `S_k = 1` and `i` otherwise.
pub fn broadcast_values<T: Clone>(a: &[T], s: &[u64], b: &[u64]) -> Vec<T> {
    let (n, m) = (s.len(), b.len());
    assert!(n <= m && a.len() as u128 == size(s));
    index_space(b)
        .iter()
        .map(|i| {
            let src: Vec<u64> = (0..n)
                .map(|k| if s[k] == 1 { 0 } else { i[k + m - n] })
                .collect();
            a[row_major_position(s, &src) as usize].clone()
        })
        .collect()
}

/// mutual broadcast conversion of two tiles: both broadcast to the mutual broadcast shape.
pub fn mutual_broadcast_values<T: Clone>(
    a: &[T],
    s: &[u64],
    b: &[T],
    u: &[u64],
) -> Option<(Vec<T>, Vec<T>, Vec<u64>)> {
    let shape = super::conv::mutual_broadcast_shape(s, u).ok()?;
    Some((
        broadcast_values(a, s, &shape),
        broadcast_values(b, u, &shape),
        shape,
    ))
}

/// The strides of the default row-major layout.
pub fn row_major_strides(extents: &[u64]) -> Vec<u64> {
    let mut st = vec![1u64; extents.len()];
    for i in (0..extents.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * extents[i + 1];
    }
    st
}

/// layout mapping function: `m(I) = Σ stride(k) · i_k`.
pub fn layout_mapping(strides: &[u64], i: &[u64]) -> u64 {
    strides.iter().zip(i).map(|(s, x)| s * x).sum()
}

/// Whether the layout mapping function is injective on the index space of `extents`.
pub fn is_injective(extents: &[u64], strides: &[u64]) -> bool {
    let mut seen = std::collections::HashSet::new();
    index_space(extents)
        .iter()
        .all(|i| seen.insert(layout_mapping(strides, i)))
}

/// partition view index space: the shape `ceil(e_k / S_k)` of the in-bounds or partially
/// out-of-bounds partitions.
pub fn partition_index_space(extents: &[u64], view: &[u64]) -> Vec<u64> {
    extents
        .iter()
        .zip(view)
        .map(|(e, s)| e.div_ceil(*s))
        .collect()
}

/// partition view mapping: `p(I, J) = (i_k · S_k + j_k)_k`.
pub fn partition_map(i: &[u64], j: &[u64], view: &[u64]) -> Vec<u64> {
    i.iter()
        .zip(j)
        .zip(view)
        .map(|((a, b), s)| a * s + b)
        .collect()
}

/// Why a view access has undefined behavior.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewUb {
    IndexOutsideIndexSpace,
    NotInjective,
}

/// A partition view load. Each element is `Some(value)`, the padding for a masked load of an
/// out-of-bounds element, or `None` where an unmasked load would read out of bounds (undefined).
pub fn partition_load<T: Clone>(
    data: &[T],
    extents: &[u64],
    strides: &[u64],
    view: &[u64],
    idx: &[u64],
    masked: Option<T>,
) -> Result<Vec<Option<T>>, ViewUb> {
    check_access(extents, strides, view, idx)?;
    Ok(index_space(view)
        .iter()
        .map(|j| {
            let c = partition_map(idx, j, view);
            if c.iter().zip(extents).all(|(x, e)| x < e) {
                Some(data[layout_mapping(strides, &c) as usize].clone())
            } else {
                masked.clone()
            }
        })
        .collect())
}

/// A partition view store of `values` (row-major over the view shape). Out-of-bounds elements
/// are not stored by the masked variant; for the unmasked variant they are undefined behavior
/// and are skipped here as well, and reported in the returned count.
pub fn partition_store<T: Clone>(
    data: &mut [T],
    extents: &[u64],
    strides: &[u64],
    view: &[u64],
    idx: &[u64],
    values: &[T],
) -> Result<usize, ViewUb> {
    check_access(extents, strides, view, idx)?;
    let mut oob = 0;
    for (k, j) in index_space(view).iter().enumerate() {
        let c = partition_map(idx, j, view);
        if c.iter().zip(extents).all(|(x, e)| x < e) {
            data[layout_mapping(strides, &c) as usize] = values[k].clone();
        } else {
            oob += 1;
        }
    }
    Ok(oob)
}

fn check_access(extents: &[u64], strides: &[u64], view: &[u64], idx: &[u64]) -> Result<(), ViewUb> {
    let space = partition_index_space(extents, view);
    if idx.len() != space.len() || idx.iter().zip(&space).any(|(i, n)| i >= n) {
        return Err(ViewUb::IndexOutsideIndexSpace);
    }
    if !is_injective(extents, strides) {
        return Err(ViewUb::NotInjective);
    }
    Ok(())
}

/// Whether a tile of shape `shape` with row-major `values` satisfies an assumption (so that
/// the assumption introduces no undefined behavior). For pointer tiles the values are byte
/// addresses and `elem_size` is the object size of the pointee; for integral tiles it is 1.
pub fn assumption_holds(
    what: &Assumption,
    shape: &[u64],
    values: &[i128],
    elem_size: i128,
) -> bool {
    let at = |i: &[u64]| values[row_major_position(shape, i) as usize];
    match what {
        Assumption::Blocked { shape: s } => {
            // Every partition P_J holds a single distinct value.
            let parts: Vec<u64> = shape.iter().zip(s).map(|(t, b)| t.div_ceil(*b)).collect();
            index_space(&parts).iter().all(|j| {
                let lo: Vec<u64> = j.iter().zip(s).map(|(a, b)| a * b).collect();
                let ext: Vec<u64> = lo
                    .iter()
                    .zip(s)
                    .zip(shape)
                    .map(|((l, b), t)| (l + b).min(*t) - l)
                    .collect();
                let mut first = None;
                index_space(&ext).iter().all(|k| {
                    let i: Vec<u64> = lo.iter().zip(k).map(|(l, x)| l + x).collect();
                    let v = at(&i);
                    *first.get_or_insert(v) == v
                })
            })
        }
        Assumption::Bounded { lb, ub } => values.iter().all(|v| lb <= v && v <= ub),
        Assumption::BoundedAbove { ub } => values.iter().all(|v| v <= ub),
        Assumption::BoundedBelow { lb } => values.iter().all(|v| lb <= v),
        Assumption::Divisible { div: d } | Assumption::Aligned { align: d } => {
            values.iter().all(|v| v.rem_euclid(*d) == 0)
        }
        Assumption::DivisibleStrided {
            div: d,
            stride,
            dim,
        }
        | Assumption::AlignedStrided {
            align: d,
            stride,
            dim,
        } => {
            let (dim, stride) = (*dim as usize, *stride as u64);
            let step = if matches!(what, Assumption::AlignedStrided { .. }) {
                elem_size
            } else {
                1
            };
            // Strided partitions: every index with the D coordinate at a multiple of Stride starts one.
            index_space(shape)
                .iter()
                .filter(|i| i[dim] % stride == 0)
                .all(|start| {
                    let n = stride.min(shape[dim] - start[dim]);
                    let first = at(start);
                    first.rem_euclid(*d) == 0
                        && (0..n).all(|k| {
                            let mut i = start.clone();
                            i[dim] += k;
                            at(&i) == first + step * k as i128
                        })
                })
        }
    }
}
