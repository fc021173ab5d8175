//! The order in which tileiras's code scans one lane of a tile, given the tile's layout: the
//! lane-id bits at the bottom of the scanned dimension cut the lane into segments of
//! consecutive elements, each scanned across its lanes Hillis–Steele style (`shfl.up` by 1,
//! 2, 4, …: element i takes f(v[i], v[i − offset]) where i ≥ offset); the segment totals are
//! then folded in order through shared memory and each segment's elements combined with the
//! total of all segments before it. Decoded from the SASS of f32 `scan addf` kernels and
//! checked on the GPU (docs/numerics.md). No identity is folded in anywhere.

use super::layout::{Layout, Place};

/// One lane's scanning schedule: segments of `1 << seg_bits` consecutive elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScanPlan {
    pub seg_bits: u32,
}

impl ScanPlan {
    /// The plan for scans along `dim`, or `None` where the layout puts lane bits of `dim`
    /// above one of its register or warp bits (no measured kernel does).
    pub fn new(layout: &Layout, dim: usize) -> Option<ScanPlan> {
        let places = layout.dims.get(dim)?;
        let low = places
            .iter()
            .take_while(|p| matches!(p, Place::Lane(_)))
            .count();
        if places[low..].iter().any(|p| matches!(p, Place::Lane(_))) {
            return None;
        }
        Some(ScanPlan {
            seg_bits: low as u32,
        })
    }

    /// Scans `v` (the lane's elements in scan order) in place; `f(e, acc)` is the combiner,
    /// the later element `e` and the earlier partial `acc`.
    pub fn scan<V: Clone, E>(
        &self,
        v: &mut [V],
        mut f: impl FnMut(&V, &V) -> Result<V, E>,
    ) -> Result<(), E> {
        let seg = (1usize << self.seg_bits).min(v.len().max(1));
        let mut prefix: Option<V> = None;
        for s in v.chunks_mut(seg) {
            let mut off = 1;
            while off < s.len() {
                // Descending, so that each step reads the previous step's values.
                for i in (off..s.len()).rev() {
                    s[i] = f(&s[i], &s[i - off])?;
                }
                off *= 2;
            }
            let total = s[s.len() - 1].clone();
            if let Some(p) = &prefix {
                for x in s.iter_mut() {
                    *x = f(x, p)?;
                }
            }
            prefix = Some(match prefix {
                None => total,
                Some(p) => f(&total, &p)?,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(plan: ScanPlan, n: usize) -> Vec<String> {
        let mut v: Vec<String> = (0..n).map(|k| format!("x{k}")).collect();
        plan.scan(&mut v, |e, a| Ok::<_, ()>(format!("({a}+{e})")))
            .unwrap();
        v
    }

    #[test]
    fn segments_then_a_chain_of_totals() {
        // 4 lanes: Hillis–Steele.
        let v = show(ScanPlan { seg_bits: 2 }, 4);
        assert_eq!(
            v,
            vec!["x0", "(x0+x1)", "(x0+(x1+x2))", "((x0+x1)+(x2+x3))"]
        );
        // 2 segments of 2: the second adds the first's total.
        let v = show(ScanPlan { seg_bits: 1 }, 4);
        assert_eq!(
            v,
            vec!["x0", "(x0+x1)", "((x0+x1)+x2)", "((x0+x1)+(x2+x3))"]
        );
        // Segments of one element: the linear scan.
        let v = show(ScanPlan { seg_bits: 0 }, 3);
        assert_eq!(v, vec!["x0", "(x0+x1)", "((x0+x1)+x2)"]);
    }

    #[test]
    fn plans_of_blocked_layouts() {
        let p = |s: &[i64], d| ScanPlan::new(&Layout::blocked(s, 4).unwrap(), d).unwrap();
        assert_eq!(p(&[1, 1024], 1).seg_bits, 5);
        assert_eq!(p(&[4, 256], 1).seg_bits, 3);
        assert_eq!(p(&[64, 64], 1).seg_bits, 0);
        assert_eq!(p(&[8, 128], 0).seg_bits, 3);
        let odd = Layout {
            dims: vec![vec![Place::Reg, Place::Lane(0)]],
        };
        assert!(ScanPlan::new(&odd, 0).is_none());
    }
}
