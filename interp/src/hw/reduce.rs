//! The order in which tileiras's code reduces one lane of a tile, given the tile's layout:
//! each thread folds the elements it holds in increasing coordinate order — starting from
//! the identity when it holds two or more and the combiner is one that tileiras starts from
//! the identity (`folds_identity`), from its first element otherwise — then the
//! thread partials combine pairwise over the lane-id bits of the reduced dimension from the
//! highest (`shfl.bfly` 16, 8, …, 1), then over its warp-id bits from the highest (through
//! shared memory). Decoded from the SASS of f32 `reduce addf` kernels (docs/numerics.md).

use super::layout::{Layout, Place};
use tileref_spec::types::ElemType;

/// One lane's combining schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// For each thread partial (indexed by the coordinate's lane/warp bits, packed in
    /// coordinate-bit order), the positions along the lane it folds, in order.
    pub threads: Vec<Vec<usize>>,
    /// Whether each thread starts from the identity (it holds two or more elements, and the
    /// combiner is one tileiras starts from the identity).
    pub from_identity: bool,
    /// The packed thread-index bits in the order their pairs combine.
    pub levels: Vec<u32>,
}

impl Plan {
    /// The plan for reductions along `dim` of a tile laid out as `layout`; `identity`: whether
    /// the combiner is one tileiras starts a thread's fold from the identity with
    /// (`folds_identity`).
    pub fn new(layout: &Layout, dim: usize, identity: bool) -> Option<Plan> {
        let places = layout.dims.get(dim)?;
        let thread_bits: Vec<usize> = (0..places.len())
            .filter(|&b| places[b] != Place::Reg)
            .collect();
        let reg_bits: Vec<usize> = (0..places.len())
            .filter(|&b| places[b] == Place::Reg)
            .collect();
        let scatter = |v: usize, bits: &[usize]| -> usize {
            bits.iter()
                .enumerate()
                .map(|(i, &b)| ((v >> i) & 1) << b)
                .sum()
        };
        let threads: Vec<Vec<usize>> = (0..1usize << thread_bits.len())
            .map(|t| {
                let base = scatter(t, &thread_bits);
                (0..1usize << reg_bits.len())
                    .map(|r| base | scatter(r, &reg_bits))
                    .collect()
            })
            .collect();
        // Lanes from the highest bit, then warps from the highest.
        let mut order: Vec<(u8, u8, u32)> = thread_bits
            .iter()
            .enumerate()
            .map(|(i, &b)| match places[b] {
                Place::Lane(k) => (0, k, i as u32),
                Place::Warp(k) => (1, k, i as u32),
                Place::Reg => unreachable!(),
            })
            .collect();
        order.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        Some(Plan {
            threads,
            from_identity: identity && !reg_bits.is_empty(),
            levels: order.into_iter().map(|o| o.2).collect(),
        })
    }

    /// Reduces one lane: `x(k)` is the element at position k along the lane and `f(e, acc)`
    /// the combiner; the other thread's partial is the element, the own one the accumulator.
    pub fn fold<V: Clone, E>(
        &self,
        x: impl Fn(usize) -> V,
        identity: &V,
        mut f: impl FnMut(&V, &V) -> Result<V, E>,
    ) -> Result<V, E> {
        let mut partial: Vec<V> = Vec::with_capacity(self.threads.len());
        for pos in &self.threads {
            let mut acc = if self.from_identity {
                f(&x(pos[0]), identity)?
            } else {
                x(pos[0])
            };
            for &k in &pos[1..] {
                acc = f(&x(k), &acc)?;
            }
            partial.push(acc);
        }
        let mut alive = partial.len();
        // Index bits already combined are cleared from the live set: the pair of a live
        // thread t at level bit m is t | m.
        let mut done = 0usize;
        for &m in &self.levels {
            let bit = 1usize << m;
            for t in 0..partial.len() {
                if t & (done | bit) == 0 {
                    let other = partial[t | bit].clone();
                    partial[t] = f(&other, &partial[t])?;
                }
            }
            done |= bit;
            alive /= 2;
        }
        debug_assert_eq!(alive, 1);
        Ok(partial.swap_remove(0))
    }
}

/// Whether tileiras's code starts each thread's fold from the identity for a single-op
/// combiner `op` on `elem` (None: a region combiner, assumed to). Measured on the H100 with
/// identities that are not identities (interp/tests/data/h100_reduce_identity.json, 256-element
/// lanes): addf of every float type and f32 maxf do; f32 minf, f16/bf16/f64 maxf and minf and
/// addi do not.
pub fn folds_identity(op: Option<&str>, elem: ElemType) -> bool {
    match op {
        None => true,
        Some("addf") => true,
        Some("maxf") => elem == ElemType::F32,
        Some(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A symbolic fold: the combination as a bracketed string.
    fn show(plan: &Plan, n: usize) -> String {
        plan.fold(
            |k| format!("x{k}"),
            &"id".to_string(),
            |e, a| Ok::<_, ()>(format!("({a}+{e})")),
        )
        .unwrap()
        .chars()
        .take(n)
        .collect()
    }

    #[test]
    fn plans_of_decoded_kernels() {
        // 1 × 32: one element per lane, butterfly 16, 8, 4, 2, 1; no identity.
        let p = Plan::new(&Layout::blocked(&[1, 32], 4).unwrap(), 1, true).unwrap();
        assert!(!p.from_identity);
        assert_eq!(p.threads.len(), 32);
        assert_eq!(p.levels, vec![4, 3, 2, 1, 0]);
        // 2 × 256 along dim 1: 64 column threads holding c0 + 64 j; lane bits 1–4 then
        // warps bit 1, bit 0.
        let p = Plan::new(&Layout::blocked(&[2, 256], 4).unwrap(), 1, true).unwrap();
        assert!(p.from_identity);
        assert_eq!(p.threads.len(), 64);
        assert_eq!(p.threads[5], vec![5, 69, 133, 197]);
        assert_eq!(p.levels, vec![3, 2, 1, 0, 5, 4]);
        // 32 × 32 along dim 0: rows on lanes, no register fold.
        let p = Plan::new(&Layout::blocked(&[32, 32], 4).unwrap(), 0, true).unwrap();
        assert!(!p.from_identity && p.threads.iter().all(|t| t.len() == 1));
        // 4 elements on 2 threads of 2 registers.
        let l = Layout {
            dims: vec![vec![Place::Lane(0), Place::Reg]],
        };
        let p = Plan::new(&l, 0, true).unwrap();
        assert_eq!(show(&p, 100), "(((id+x0)+x2)+((id+x1)+x3))");
    }

    /// Every plan folds every element exactly once (integer sums against the count).
    #[test]
    fn every_element_once() {
        for r in [1i64, 2, 4, 8, 16, 32, 64, 128, 256] {
            for n in [1i64, 2, 8, 32, 64, 256, 1024] {
                for dim in 0..2 {
                    let l = Layout::blocked(&[r, n], 4).unwrap();
                    let p = Plan::new(&l, dim, true).unwrap();
                    let len = if dim == 0 { r } else { n } as usize;
                    let s = p
                        .fold(|k| 1u64 << (k % 60), &0u64, |e, a| Ok::<_, ()>(e + a))
                        .unwrap();
                    let want: u64 = (0..len).map(|k| 1u64 << (k % 60)).sum();
                    assert_eq!(s, want, "{r}x{n} dim {dim}");
                }
            }
        }
    }
}
