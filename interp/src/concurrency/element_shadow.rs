//! The per-element shadow memory: for every element location, the last write, the reads
//! since (one per chain) and the clock a release published there. It is the reference the
//! range-based [`super::Shadow`] is tested against: one cell per element start address, so
//! accesses of different sizes that overlap without sharing a start address are not
//! compared here.

use super::access::{happens_before, morally_strong, rule, Acc, Access, AccessKind, Hit, Rec};
use super::clock::Clock;
use super::strength::{covers, Strength};
use std::collections::HashMap;
use std::sync::Arc;

/// One location: its last write, one read inline, more reads and the release clock aside.
#[derive(Clone, Copy, Default)]
struct Cell {
    write: Rec,
    read: Rec,
    /// 1 + index into `Shadow::extra_reads`, or 0.
    more_reads: u32,
    /// 1 + index into `Shadow::releases`, or 0.
    rel: u32,
}

#[derive(Default)]
pub struct ElementShadow {
    cells: HashMap<u64, Cell>,
    extra_reads: Vec<Vec<Rec>>,
    releases: Vec<(Arc<Clock>, Strength, u64)>,
}

impl ElementShadow {
    /// Records one element access at `addr`; conflicts go to
    /// `hits`, and what an acquire synchronises with is joined into `acquired`.
    #[allow(clippy::too_many_arguments)]
    pub fn access(
        &mut self,
        a: &Access,
        addr: u64,
        elem: u32,
        kind: AccessKind,
        acquired: &mut Clock,
        hits: &mut Vec<Hit>,
    ) {
        let cur = Acc {
            key: a.event.key,
            counter: a.event.counter,
            site: a.site,
            elem,
            block: a.block,
            strength: a.strength,
            kind,
        };
        let writes = kind != AccessKind::Read;
        let reads = kind != AccessKind::Write;
        let cell = self.cells.get(&addr).copied().unwrap_or_default();
        let check = |prev: &Rec, hits: &mut Vec<Hit>| {
            if prev.is_some() && !happens_before(prev, a.event) {
                let p = prev.unpack_at(addr);
                if !morally_strong(&p, &cur) {
                    hits.push(Hit {
                        rule: rule(&p, &cur),
                        prev: p,
                        cur: cur.clone(),
                        addr,
                        count: 1,
                    });
                }
            }
        };
        check(&cell.write, hits);
        if writes {
            check(&cell.read, hits);
            if cell.more_reads != 0 {
                for r in &self.extra_reads[cell.more_reads as usize - 1] {
                    check(r, hits);
                }
            }
        }
        if reads && a.strength.acquires() && cell.rel != 0 {
            let (clock, rs, rblock) = &self.releases[cell.rel as usize - 1];
            if covers(rs.scope, *rblock, a.block) && covers(a.strength.scope, a.block, *rblock) {
                acquired.join(clock);
            }
        }
        let rec = Rec::pack(&cur, addr, 1);
        let mut new = cell;
        if writes {
            if a.strength.releases() {
                self.releases
                    .push((a.event.clock.clone(), a.strength, a.block));
                new.rel = self.releases.len() as u32;
            } else if kind == AccessKind::Write {
                // A plain store ends the release sequence; read-modify-writes continue it.
                new.rel = 0;
            }
            new.write = rec;
            new.read = Rec::default();
            new.more_reads = 0;
        } else if !cell.read.is_some() || cell.read.key == rec.key {
            // A later read on the same chain covers the earlier one.
            new.read = rec;
        } else {
            if new.more_reads == 0 {
                self.extra_reads.push(vec![]);
                new.more_reads = self.extra_reads.len() as u32;
            }
            let v = &mut self.extra_reads[new.more_reads as usize - 1];
            match v.iter_mut().find(|r| r.key == rec.key) {
                Some(r) => *r = rec,
                None => v.push(rec),
            }
        }
        self.cells.insert(addr, new);
    }
}
