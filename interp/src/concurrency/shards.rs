//! The shadow memory split by address into independently locked shards (64 KiB regions dealt
//! round-robin), so tile blocks recording accesses to different regions do not wait for each
//! other; accesses are cut into pieces at 4 KiB pages, the unit of the read logs. Accesses
//! meet only where their bytes overlap, so each shard is an exact shadow of its pages; the
//! one exception is the tail of an element that straddles a page, which is recorded
//! with its head (only misaligned accesses do that, and they are reported as UB).

use super::shadow::{Access, AccessKind, Hit, Shadow, PAGE_BITS};
use super::Clock;
use std::sync::Mutex;

const SHARDS: usize = 64;
/// Shards are dealt 64 KiB regions (16 pages): a tile whose rows lie in many pages (the
/// rows of a matrix tile, a few KiB apart) then takes a few locks per op, not one per row.
const REGION_BITS: u32 = 16;

pub struct ShadowShards {
    shards: Vec<Mutex<Shadow>>,
}

impl Default for ShadowShards {
    fn default() -> Self {
        ShadowShards { shards: (0..SHARDS).map(|_| Mutex::new(Shadow::default())).collect() }
    }
}

fn shard_of(addr: u64) -> usize {
    (addr >> REGION_BITS) as usize % SHARDS
}

impl ShadowShards {
    /// [`Shadow::access_range`] for each run `(lo, hi, first element)` of one op (elements
    /// `gran` bytes apart). Runs are cut at page boundaries (at the next element boundary, so
    /// an element that straddles a page stays whole in the first), and consecutive pieces in
    /// one shard are recorded under one lock (a tile's rows usually are). The order of an op's
    /// pieces does not matter: its element accesses are unordered with each other, and what
    /// it acquires is a join.
    #[allow(clippy::too_many_arguments)]
    pub fn access_runs(&self, a: &Access, runs: impl Iterator<Item = (u64, u64, u32)>, gran: u64, kind: AccessKind, acquired: &mut Clock, hits: &mut Vec<Hit>) {
        let gran = gran.max(1);
        let mut held: Option<(usize, std::sync::MutexGuard<'_, Shadow>)> = None;
        for (lo, hi, elem0) in runs {
            let (mut x, mut elem) = (lo, elem0);
            while x < hi {
                let page_end = ((x >> PAGE_BITS) + 1).checked_shl(PAGE_BITS).unwrap_or(u64::MAX);
                let y = if page_end >= hi { hi } else { (x + (page_end - x).div_ceil(gran) * gran).min(hi) };
                let shard = shard_of(x);
                if held.as_ref().is_none_or(|(s, _)| *s != shard) {
                    // One lock at a time (never two shards, whose order another op may invert).
                    drop(held.take());
                    held = Some((shard, self.shards[shard].lock().unwrap_or_else(|p| p.into_inner())));
                }
                if let Some((_, sh)) = held.as_mut() {
                    sh.access_range(a, x, y, gran, elem, kind, acquired, hits);
                }
                elem += ((y - x) / gran) as u32;
                x = y;
            }
        }
    }

    /// Forgets `[lo, hi)` (freed memory) in every shard that may hold part of it.
    pub fn forget(&self, lo: u64, hi: u64) {
        for (i, s) in self.shards.iter().enumerate() {
            let pages = (hi.saturating_sub(lo) >> PAGE_BITS) as usize + 1;
            if pages >= SHARDS || (0..=pages).any(|k| shard_of(lo.wrapping_add((k as u64) << PAGE_BITS)) == i) {
                s.lock().unwrap_or_else(|p| p.into_inner()).forget(lo, hi);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Chains, Strength};
    use super::*;
    use tileref_spec::attrs::MemOrdering;

    /// Ops around a page boundary (runs crossing it, pieces of one op in two shards) find
    /// exactly what the per-element reference finds.
    #[test]
    fn shards_equal_the_element_reference() {
        let (hits, acq) = super::super::shadow::tests::check_against_reference(0x0BAD_5EED_1234_9876, 0x1_0000_1FA0, 192, |sh: &mut ShadowShards, a, runs, kind, acq, hits| {
            sh.access_runs(a, runs.iter().copied(), 4, kind, acq, hits)
        });
        assert!(hits > 10_000 && acq > 500, "{hits} hits, {acq} acquisitions");
    }

    /// A run across pages meets an earlier run in another shard element by element, with the
    /// right element indices and counts.
    #[test]
    fn runs_across_pages() {
        let sh = ShadowShards::default();
        let w = Strength { ordering: MemOrdering::Weak, scope: None, atomic: false };
        let e1 = Chains::new(0).event(&Clock::default());
        let e2 = Chains::new(1).event(&Clock::default());
        let (mut acq, mut hits) = (Clock::default(), vec![]);
        let a = Access { event: &e1, site: 0, block: 0, strength: w };
        sh.access_runs(&a, std::iter::once((0x1_0000_0FF0, 0x1_0000_1010, 0)), 4, AccessKind::Write, &mut acq, &mut hits);
        let b = Access { event: &e2, site: 1, block: 1, strength: w };
        sh.access_runs(&b, std::iter::once((0x1_0000_0FF8, 0x1_0000_1018, 0)), 4, AccessKind::Read, &mut acq, &mut hits);
        let mut got: Vec<(u64, u32, u32, u32)> = hits.iter().map(|h| (h.addr, h.count, h.prev.elem, h.cur.elem)).collect();
        got.sort();
        assert_eq!(got, vec![(0x1_0000_0FF8, 2, 2, 0), (0x1_0000_1000, 4, 4, 2)]);
        sh.forget(0x1_0000_0000, 0x1_0000_2000);
        hits.clear();
        sh.access_runs(&b, std::iter::once((0x1_0000_0FF8, 0x1_0000_1018, 0)), 4, AccessKind::Write, &mut acq, &mut hits);
        assert!(hits.is_empty());
    }
}
