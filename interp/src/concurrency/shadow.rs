//! Shadow memory over address ranges: for every range of bytes accessed alike, the last
//! write, the reads since (one per chain) and the clock a release published there.
//!
//! A tile-wide access arrives as runs of consecutive elements ([`crate::places`]); each run is
//! one range, checked against the few ranges it overlaps and recorded as one entry, so the
//! cost follows the number of runs rather than elements. A record remembers which element
//! sat at its first byte, so reports still name the exact element. Ranges split where later
//! accesses cover them partly and merge again where neighbours end up alike.
//! [`super::element_shadow::ElementShadow`] keeps one cell per element and is the reference
//! this is tested against.

use super::access::{happens_before, morally_strong, rule, Rec};
pub use super::access::{Acc, Access, AccessKind, Hit};
use super::clock::Clock;
use super::strength::{covers, Strength};
use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasherDefault;
use std::sync::Arc;
use tileref_spec::attrs::MemOrdering;

/// What is known about every byte of one range (ending at `end`).
#[derive(Clone, Default, Debug)]
struct Cell {
    end: u64,
    write: Rec,
    /// Reads since the write, at most one per chain.
    reads: Vec<Rec>,
    /// 1 + index into `Shadow::releases`, or 0.
    rel: u32,
}

/// A multiplicative hasher for addresses (SipHash is several times slower here).
#[derive(Default)]
pub(crate) struct AddrHasher(u64);

impl std::hash::Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (x ^ (x >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

impl Cell {
    /// Same knowledge (wherever the range ends).
    fn alike(&self, o: &Cell) -> bool {
        self.write == o.write && self.reads == o.reads && self.rel == o.rel
    }
}

/// One run being recorded; `a` is `None` for a read taken from a page's log
/// ([`Shadow::replay`]), whose checks were made (or known to be vacuous) when it happened.
struct Visit<'v, 'a> {
    a: Option<&'v Access<'a>>,
    rec: Rec,
    gran: u64,
    kind: AccessKind,
    acquired: &'v mut Clock,
    hits: &'v mut Vec<Hit>,
}

impl Visit<'_, '_> {
    /// Checks the access against what `[x, y)` knows and returns what it knows afterwards.
    fn piece(
        &mut self,
        releases: &mut Vec<(Arc<Clock>, Strength, u64)>,
        x: u64,
        y: u64,
        cell: Cell,
    ) -> Cell {
        let (rec, kind) = (self.rec, self.kind);
        let writes = kind != AccessKind::Read;
        let reads = kind != AccessKind::Write;
        let Some(a) = self.a else {
            if writes {
                // A logged plain weak write: it met nothing, and it ends the release sequence.
                return Cell {
                    end: y,
                    write: rec,
                    reads: vec![],
                    rel: 0,
                };
            }
            // A logged read: only the record of it is left to keep. Logs of several threads
            // replay in no particular order, so a chain keeps its latest read by counter.
            let mut c = cell;
            match c.reads.iter_mut().find(|r| r.key == rec.key) {
                Some(r) if r.counter > rec.counter => {}
                Some(r) => *r = rec,
                None => c.reads.push(rec),
            }
            return c;
        };
        let gran = self.gran;
        let hits = &mut *self.hits;
        let mut check = |prev: &Rec| {
            if prev.is_some() && !happens_before(prev, a.event) {
                let (p, here) = (prev.unpack_at(x), rec.unpack_at(x));
                if !morally_strong(&p, &here) {
                    let count = (y - x).div_ceil(gran) as u32;
                    hits.push(Hit {
                        rule: rule(&p, &here),
                        prev: p,
                        cur: here,
                        addr: x,
                        count,
                    });
                }
            }
        };
        check(&cell.write);
        if writes {
            cell.reads.iter().for_each(&mut check);
        }
        if reads && a.strength.acquires() && cell.rel != 0 {
            let (clock, rs, rblock) = &releases[cell.rel as usize - 1];
            if covers(rs.scope, *rblock, a.block) && covers(a.strength.scope, a.block, *rblock) {
                self.acquired.join(clock);
            }
        }
        if writes {
            let rel = if a.strength.releases() {
                releases.push((a.event.clock.clone(), a.strength, a.block));
                releases.len() as u32
            } else if kind == AccessKind::Write {
                // A plain store ends the release sequence; read-modify-writes continue it.
                0
            } else {
                cell.rel
            };
            Cell {
                end: y,
                write: rec,
                reads: vec![],
                rel,
            }
        } else {
            // A later read on the same chain covers the earlier one.
            let mut c = cell;
            match c.reads.iter_mut().find(|r| r.key == rec.key) {
                Some(r) => *r = rec,
                None => c.reads.push(rec),
            }
            c
        }
    }
}

/// Pages of `1 << PAGE_BITS` bytes: the unit in which reads wait in logs (and, in
/// [`super::shards::ShadowShards`], in which addresses are dealt to shards).
pub const PAGE_BITS: u32 = 12;

/// Reads a page's log holds at most; past that they go into the ranges.
const LOG_CAP: usize = 1024;

/// A page's state: only plain reads have touched it, and they wait in a log, in order; or
/// only plain weak writes of bytes no other of them wrote, which wait likewise; or it is live,
/// everything in the ranges.
enum Page {
    Reads(Vec<Logged>),
    Writes(Vec<Logged>),
    Live,
}

/// Logged reads of one op in one page, compactly (the log is written once per run of every
/// read, so its size is what logging costs): `count` runs of `len` bytes, `stride` bytes
/// apart from `lo`, whose first elements are `elem_step` apart from `elem` (the rows of a tile
/// in one page are one entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Logged {
    lo: u64,
    key: u64,
    counter: u32,
    site: u32,
    elem: u32,
    elem_step: u32,
    len: u16,
    stride: u16,
    count: u16,
    meta: u8,
    gran: u8,
}

impl Logged {
    /// The entry for one run, if its fields fit.
    pub(crate) fn of(lo: u64, hi: u64, r: &Rec) -> Option<Logged> {
        Some(Logged {
            lo,
            key: r.key,
            counter: r.counter,
            site: r.site,
            elem: r.elem,
            elem_step: 0,
            len: u16::try_from(hi - lo).ok()?,
            stride: 0,
            count: 1,
            meta: u8::try_from(r.meta).ok()?,
            gran: u8::try_from(r.gran).ok()?,
        })
    }

    /// The entry for `count` runs of `len` bytes, `stride` bytes and `elem_step` elements
    /// apart, the first at `lo` with the element and record of `r`, if its fields fit.
    pub(crate) fn strided(
        lo: u64,
        len: u64,
        stride: u64,
        elem_step: u32,
        count: usize,
        r: &Rec,
    ) -> Option<Logged> {
        let mut e = Logged::of(lo, lo + len, r)?;
        if count > 1 {
            e.stride = u16::try_from(stride).ok()?;
            e.elem_step = elem_step;
            e.count = u16::try_from(count).ok()?;
        }
        Some(e)
    }

    /// Whether a run of this entry shares a byte with `[lo, hi)`.
    pub(crate) fn overlaps(&self, lo: u64, hi: u64) -> bool {
        let span_end = self.lo + (self.count as u64 - 1) * self.stride as u64 + self.len as u64;
        hi > self.lo
            && lo < span_end
            && (0..self.count as u64).any(|i| {
                let x = self.lo + i * self.stride as u64;
                x < hi && lo < x + self.len as u64
            })
    }

    /// Whether a run of the access recorded as `r` could join this entry (the same op).
    pub(crate) fn same_op(&self, r: &Rec) -> bool {
        (self.key, self.counter, self.site) == (r.key, r.counter, r.site)
    }

    /// Takes `next` (a later run) in as one more run, if it is the next of this op's runs.
    pub(crate) fn extend(&mut self, next: &Logged) -> bool {
        let same_op = (
            self.key,
            self.counter,
            self.site,
            self.len,
            self.meta,
            self.gran,
        ) == (
            next.key,
            next.counter,
            next.site,
            next.len,
            next.meta,
            next.gran,
        );
        if !same_op || self.count == u16::MAX || next.lo <= self.lo || next.elem <= self.elem {
            return false;
        }
        if self.count == 1 {
            let (Ok(stride), step) = (u16::try_from(next.lo - self.lo), next.elem - self.elem)
            else {
                return false;
            };
            self.stride = stride;
            self.elem_step = step;
        } else if next.lo != self.lo + self.count as u64 * self.stride as u64
            || next.elem as u64 != self.elem as u64 + self.count as u64 * self.elem_step as u64
        {
            return false;
        }
        self.count += 1;
        true
    }

    /// The runs `(lo, hi, record)` again, in order.
    pub(crate) fn runs(&self) -> impl Iterator<Item = (u64, u64, Rec)> + '_ {
        (0..self.count as u64).map(move |i| {
            let lo = self.lo + i * self.stride as u64;
            let elem = (self.elem as u64 + i * self.elem_step as u64) as u32;
            let rec = Rec {
                key: self.key,
                counter: self.counter,
                site: self.site,
                elem,
                meta: self.meta as u32,
                origin: lo,
                gran: self.gran as u64,
            };
            (lo, lo + self.len as u64, rec)
        })
    }
}

pub struct Shadow {
    /// Disjoint ranges, first address to end; bytes in no range were never accessed.
    bounds: BTreeMap<u64, u64>,
    /// What each range knows, by first address (a hash lookup for the common exact revisit).
    cells: HashMap<u64, Cell, BuildHasherDefault<AddrHasher>>,
    releases: Vec<(Arc<Clock>, Strength, u64)>,
    /// Pages by number. A read that lies in pages no write has touched cannot conflict with
    /// anything yet (reads do not conflict with reads, and only writes release), so it is
    /// only logged, in its first page: inputs that a launch only reads never reach the ranges.
    /// The first write (or any other access that is not such a read) of a page replays the
    /// page's log into the ranges, in order, before it is recorded itself. Plain weak stores of
    /// bytes no other store in the page wrote wait likewise, in a log of stores
    /// ([`Shadow::log`]). Pages in no entry have not been accessed.
    pages: HashMap<u64, Page, BuildHasherDefault<AddrHasher>>,
    page_bits: u32,
}

impl Default for Shadow {
    fn default() -> Self {
        Shadow::with_page_bits(PAGE_BITS)
    }
}

impl Shadow {
    /// Splits the range containing `at` (if any starts before it) so that one starts at `at`.
    fn split_at(&mut self, at: u64) {
        let Some((&start, &end)) = self.bounds.range(..at).next_back() else {
            return;
        };
        if end > at {
            let left = self.cells.get_mut(&start).expect("range");
            let right = Cell {
                end,
                ..left.clone()
            };
            left.end = at;
            self.bounds.insert(start, at);
            self.bounds.insert(at, end);
            self.cells.insert(at, right);
        }
    }

    /// Records an access of elements `elem0, elem0 + 1, …` at `[lo, hi)`, `gran` bytes each
    /// (one run of a tile-wide op). Conflicts go to `hits`; what an acquire synchronises with
    /// is joined into `acquired`.
    #[allow(clippy::too_many_arguments)]
    pub fn access_range(
        &mut self,
        a: &Access,
        lo: u64,
        hi: u64,
        gran: u64,
        elem0: u32,
        kind: AccessKind,
        acquired: &mut Clock,
        hits: &mut Vec<Hit>,
    ) {
        if hi <= lo {
            return;
        }
        let gran = gran.max(1);
        let cur = Acc {
            key: a.event.key,
            counter: a.event.counter,
            site: a.site,
            elem: elem0,
            block: a.block,
            strength: a.strength,
            kind,
        };
        let rec = Rec::pack(&cur, lo, gran);
        if kind == AccessKind::Read && self.log(lo, hi, &rec, kind) {
            return;
        }
        let plain_weak = a.strength.ordering == MemOrdering::Weak && !a.strength.atomic;
        if kind == AccessKind::Write && plain_weak && self.log(lo, hi, &rec, kind) {
            return;
        }
        // Everything earlier in these pages goes into the ranges first, so that they hold the
        // accesses in the order they happened.
        for page in lo >> self.page_bits..=(hi - 1) >> self.page_bits {
            self.go_live(page);
        }
        let v = Visit {
            a: Some(a),
            rec,
            gran,
            kind,
            acquired,
            hits,
        };
        self.record(v, lo, hi);
    }

    /// Logs the read or plain weak store (`kind`) `rec` of `[lo, hi)` if it lies in one page
    /// whose log is of that kind (no write has touched a page of reads; a page of stores holds
    /// stores of other bytes only); returns whether it did. Such a store meets no earlier
    /// access and neither acquires nor releases, so until something else touches the page
    /// (which replays the log into the ranges first) it needs no more than its record: the
    /// rows a tile stores into an output are then a few log entries, not a range each.
    fn log(&mut self, lo: u64, hi: u64, rec: &Rec, kind: AccessKind) -> bool {
        let (first, last) = (lo >> self.page_bits, (hi - 1) >> self.page_bits);
        let Some(entry) = Logged::of(lo, hi, rec).filter(|_| first == last) else {
            return false;
        };
        let page = self.pages.entry(first).or_insert_with(|| {
            if kind == AccessKind::Read {
                Page::Reads(vec![])
            } else {
                Page::Writes(vec![])
            }
        });
        let log = match (page, kind) {
            (Page::Reads(log), AccessKind::Read) => log,
            (Page::Writes(log), AccessKind::Write) if !log.iter().any(|l| l.overlaps(lo, hi)) => {
                log
            }
            _ => return false,
        };
        if log.last_mut().is_some_and(|l| l.extend(&entry)) {
            return true;
        }
        if log.len() < LOG_CAP {
            log.push(entry);
            return true;
        }
        false
    }

    /// Records a read made earlier whose checks were vacuous (a read of bytes nothing had
    /// written, from a thread's log): logged with its page, or kept in the ranges.
    pub(crate) fn replay_read(&mut self, lo: u64, hi: u64, rec: Rec) {
        if hi <= lo || self.log(lo, hi, &rec, AccessKind::Read) {
            return;
        }
        for page in lo >> self.page_bits..=(hi - 1) >> self.page_bits {
            self.go_live(page);
        }
        let (mut acquired, mut hits) = (Clock::default(), vec![]);
        self.record(
            Visit {
                a: None,
                rec,
                gran: rec.gran,
                kind: AccessKind::Read,
                acquired: &mut acquired,
                hits: &mut hits,
            },
            lo,
            hi,
        );
    }

    /// A shadow whose reads wait in logs per page of `1 << page_bits` bytes.
    pub fn with_page_bits(page_bits: u32) -> Shadow {
        Shadow {
            bounds: Default::default(),
            cells: Default::default(),
            releases: vec![],
            pages: Default::default(),
            page_bits,
        }
    }

    /// Replays a page's logged reads or writes into the ranges, in order, and makes it live.
    fn go_live(&mut self, page: u64) {
        let (log, kind) = match self.pages.insert(page, Page::Live) {
            Some(Page::Reads(log)) => (log, AccessKind::Read),
            Some(Page::Writes(log)) => (log, AccessKind::Write),
            Some(Page::Live) | None => return,
        };
        let (mut acquired, mut hits) = (Clock::default(), vec![]);
        for (lo, hi, rec) in log.iter().flat_map(|l| l.runs()) {
            let v = Visit {
                a: None,
                rec,
                gran: rec.gran,
                kind,
                acquired: &mut acquired,
                hits: &mut hits,
            };
            self.record(v, lo, hi);
        }
    }

    /// Records the run `[lo, hi)` of `v` in the ranges.
    fn record(&mut self, mut v: Visit, lo: u64, hi: u64) {
        // The common case: the same range as an earlier access (tiles revisit tiles).
        if let Some(cell) = self.cells.get_mut(&lo) {
            if cell.end == hi {
                let old = std::mem::take(cell);
                *cell = v.piece(&mut self.releases, lo, hi, old);
                return;
            }
        }
        // First touch: nothing recorded in [lo, hi) yet.
        if self
            .bounds
            .range(..hi)
            .next_back()
            .is_none_or(|(_, &end)| end <= lo)
        {
            let cell = v.piece(
                &mut self.releases,
                lo,
                hi,
                Cell {
                    end: hi,
                    ..Cell::default()
                },
            );
            self.bounds.insert(lo, hi);
            self.cells.insert(lo, cell);
            return;
        }
        self.split_at(lo);
        self.split_at(hi);
        // The pieces of [lo, hi): existing ranges and the gaps between them, each becoming
        // one range again (neighbours made alike by this access are joined).
        let olds: Vec<(u64, u64)> = self.bounds.range(lo..hi).map(|(&s, &e)| (s, e)).collect();
        let mut pieces: Vec<(u64, u64, Cell)> = Vec::with_capacity(2 * olds.len() + 1);
        let mut at = lo;
        for (s, e) in olds {
            self.bounds.remove(&s);
            let cell = self.cells.remove(&s).expect("range");
            if s > at {
                pieces.push((at, s, Cell::default()));
            }
            at = e;
            pieces.push((s, e, cell));
        }
        if at < hi {
            pieces.push((at, hi, Cell::default()));
        }
        let mut new_pieces: Vec<(u64, u64, Cell)> = Vec::with_capacity(pieces.len());
        for (x, y, cell) in pieces {
            let new = v.piece(&mut self.releases, x, y, cell);
            match new_pieces.last_mut() {
                Some((_, py, pc)) if *py == x && pc.alike(&new) => *py = y,
                _ => new_pieces.push((x, y, new)),
            }
        }
        for (x, y, mut cell) in new_pieces {
            cell.end = y;
            self.bounds.insert(x, y);
            self.cells.insert(x, cell);
        }
    }

    /// Ranges recorded (for tests and statistics; logged reads and stores are not in ranges yet).
    pub fn ranges(&self) -> usize {
        self.bounds.len()
    }

    /// Forgets everything recorded in `[lo, hi)` (freed memory that may be reused).
    pub fn forget(&mut self, lo: u64, hi: u64) {
        if hi <= lo {
            return;
        }
        let (first, last) = (lo >> self.page_bits, (hi - 1) >> self.page_bits);
        let logged: Vec<u64> = if last - first < self.pages.len() as u64 {
            (first..=last)
                .filter(|p| matches!(self.pages.get(p), Some(Page::Reads(_) | Page::Writes(_))))
                .collect()
        } else {
            self.pages
                .iter()
                .filter(|(p, st)| {
                    (first..=last).contains(*p) && matches!(st, Page::Reads(_) | Page::Writes(_))
                })
                .map(|(p, _)| *p)
                .collect()
        };
        for page in logged {
            self.go_live(page);
        }
        self.split_at(lo);
        self.split_at(hi);
        let keys: Vec<u64> = self.bounds.range(lo..hi).map(|(&s, _)| s).collect();
        for k in keys {
            self.bounds.remove(&k);
            self.cells.remove(&k);
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::concurrency::clock::{Chains, Clock, Event};
    use crate::concurrency::element_shadow::ElementShadow;
    use crate::concurrency::shadow::*;
    use crate::concurrency::strength::Strength;
    use tileref_spec::attrs::{MemOrdering, MemScope};

    pub(crate) struct Rng(pub u64);
    impl Rng {
        pub fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n.max(1)
        }
    }

    type Key = (u32, u32, u64, u32, u32, u64, &'static str);

    fn expand(hits: &[Hit], gran: u64) -> Vec<Key> {
        let mut v = vec![];
        for h in hits {
            for k in 0..h.count {
                v.push((
                    h.prev.site,
                    h.prev.elem + k,
                    h.prev.key,
                    h.cur.site,
                    h.cur.elem + k,
                    h.addr + k as u64 * gran,
                    h.rule,
                ));
            }
        }
        v.sort();
        v
    }

    /// Random programs of tile-wide accesses (several blocks, token chains, every ordering and
    /// scope, reads, writes and read-modify-writes, runs that overlap, repeat and split earlier
    /// ones, starting anywhere in `span` bytes from `base`), fed to `fast` one op at a time as
    /// runs `(lo, hi, first element)` of 4-byte elements and to the per-element reference:
    /// both must find exactly the same conflicting element pairs and acquire the same clocks.
    /// Returns (conflicts, acquisitions) seen.
    pub(crate) fn check_against_reference<S: Default>(
        seed: u64,
        base: u64,
        span: u64,
        fast: impl FnMut(&mut S, &Access, &[(u64, u64, u32)], AccessKind, &mut Clock, &mut Vec<Hit>),
    ) -> (usize, usize) {
        check_against_reference_with(seed, base, span, false, fast)
    }

    /// [`check_against_reference`], with half of the ops plain weak stores when
    /// `weak_stores` (the ones that wait in page logs).
    pub(crate) fn check_against_reference_with<S: Default>(
        seed: u64,
        base: u64,
        span: u64,
        weak_stores: bool,
        mut fast: impl FnMut(&mut S, &Access, &[(u64, u64, u32)], AccessKind, &mut Clock, &mut Vec<Hit>),
    ) -> (usize, usize) {
        let mut rng = Rng(seed);
        let orders = [
            MemOrdering::Weak,
            MemOrdering::Relaxed,
            MemOrdering::Acquire,
            MemOrdering::Release,
            MemOrdering::AcqRel,
        ];
        let scopes = [MemScope::TlBlk, MemScope::Device, MemScope::Sys];
        let (mut total_hits, mut acquisitions) = (0usize, 0usize);
        for _ in 0..300 {
            let (mut shadow, mut slow) = (S::default(), ElementShadow::default());
            let blocks = 1 + rng.below(3);
            let mut chains: Vec<Chains> = (0..blocks).map(Chains::new).collect();
            // Token clocks each block may pass to its next op.
            let mut tokens: Vec<Vec<Clock>> = vec![vec![Clock::default()]; blocks as usize];
            for site in 0..40u32 {
                let b = rng.below(blocks) as usize;
                let input = tokens[b][rng.below(tokens[b].len() as u64) as usize].clone();
                let event = chains[b].event(&input);
                let store = weak_stores && rng.below(2) == 0;
                let ordering = if store {
                    MemOrdering::Weak
                } else {
                    orders[rng.below(5) as usize]
                };
                let strength = Strength {
                    ordering,
                    scope: (ordering != MemOrdering::Weak).then(|| scopes[rng.below(3) as usize]),
                    atomic: ordering != MemOrdering::Weak,
                };
                let kind = if store {
                    AccessKind::Write
                } else {
                    [AccessKind::Read, AccessKind::Write, AccessKind::ReadWrite]
                        [rng.below(3) as usize]
                };
                let a = Access {
                    event: &event,
                    site,
                    block: b as u64,
                    strength,
                };
                let (mut acq_f, mut acq_s) = (Clock::default(), Clock::default());
                let (mut hits_f, mut hits_s) = (vec![], vec![]);
                let mut runs = vec![];
                let mut elem = 0u32;
                for _ in 0..1 + rng.below(3) {
                    let start = base + 4 * rng.below(span / 4);
                    let len = 1 + rng.below(12);
                    runs.push((start, start + 4 * len, elem));
                    for k in 0..len {
                        slow.access(
                            &a,
                            start + 4 * k,
                            elem + k as u32,
                            kind,
                            &mut acq_s,
                            &mut hits_s,
                        );
                    }
                    elem += len as u32;
                }
                fast(&mut shadow, &a, &runs, kind, &mut acq_f, &mut hits_f);
                assert_eq!(expand(&hits_f, 4), expand(&hits_s, 4), "site {site}");
                assert_eq!(acq_f, acq_s);
                total_hits += hits_s.len();
                acquisitions += !acq_s.entries().is_empty() as usize;
                let mut out = (*event.clock).clone();
                out.join(&acq_f);
                tokens[b].push(out);
            }
        }
        (total_hits, acquisitions)
    }

    #[test]
    fn ranges_equal_the_element_reference() {
        let (hits, acq) = check_against_reference(
            0x5DEE_CE66_D1CE_4E5B,
            0x1000,
            192,
            |sh: &mut Shadow, a, runs, kind, acq, hits| {
                for &(lo, hi, elem) in runs {
                    sh.access_range(a, lo, hi, 4, elem, kind, acq, hits);
                }
            },
        );
        assert!(
            hits > 10_000 && acq > 500,
            "{hits} hits, {acq} acquisitions"
        );
    }

    /// The same with pages of 32 bytes, so that reads wait in the logs of several pages, runs
    /// cross pages, and pages go live in every order (with 4 KiB pages everything above lies
    /// in one page). Also with logs that fill up.
    #[test]
    fn logged_reads_equal_the_element_reference() {
        #[derive(Default)]
        struct Small(Option<Shadow>);
        let mut write_logs = 0usize;
        for (seed, weak_stores) in [
            (0x0123_4567_89AB_CDEF, false),
            (0x7777_1111_2222_3333, false),
            (0x0F1E_2D3C_4B5A_6978, true),
        ] {
            let (hits, acq) = check_against_reference_with(
                seed,
                0x1000,
                192,
                weak_stores,
                |sh: &mut Small, a, runs, kind, acq, hits| {
                    let sh = sh.0.get_or_insert_with(|| Shadow::with_page_bits(5));
                    for &(lo, hi, elem) in runs {
                        sh.access_range(a, lo, hi, 4, elem, kind, acq, hits);
                    }
                    write_logs += sh
                        .pages
                        .values()
                        .filter(|p| matches!(p, Page::Writes(l) if !l.is_empty()))
                        .count();
                },
            );
            assert!(
                hits > 10_000 && acq > 500,
                "{hits} hits, {acq} acquisitions"
            );
        }
        // Pages holding logged writes, summed over every op: the write logs are exercised too.
        assert!(write_logs > 300, "{write_logs}");
    }

    /// Plain weak writes of different bytes of a page wait in its log (no ranges); an access
    /// that overlaps one of them replays the log first and meets exactly that write; an
    /// overlapping write goes to the ranges at once.
    #[test]
    fn writes_wait_until_another_access() {
        let weak = Strength {
            ordering: MemOrdering::Weak,
            scope: None,
            atomic: false,
        };
        let evs: Vec<Event> = (0..3)
            .map(|b| Chains::new(b).event(&Clock::default()))
            .collect();
        let acc = |b: usize| Access {
            event: &evs[b],
            site: b as u32,
            block: b as u64,
            strength: weak,
        };
        let (mut acq, mut hits) = (Clock::default(), vec![]);
        let mut sh = Shadow::default();
        // Blocks 0 and 1 each store four rows of 32 bytes, 128 bytes apart, interleaved.
        for b in 0..2usize {
            for r in (b as u64..8).step_by(2) {
                sh.access_range(
                    &acc(b),
                    0x8000 + 64 * r,
                    0x8000 + 64 * r + 32,
                    4,
                    8 * (r / 2) as u32,
                    AccessKind::Write,
                    &mut acq,
                    &mut hits,
                );
            }
        }
        assert!(hits.is_empty());
        assert_eq!(sh.ranges(), 0);
        assert!(
            matches!(sh.pages.get(&8), Some(Page::Writes(l)) if l.len() == 2),
            "one entry per block"
        );
        // Block 2 reads 8 bytes of block 1's third row (row 5: 0x8140..0x8160).
        sh.access_range(
            &acc(2),
            0x8148,
            0x8150,
            4,
            0,
            AccessKind::Read,
            &mut acq,
            &mut hits,
        );
        assert_eq!(hits.len(), 1);
        assert_eq!(
            (
                hits[0].addr,
                hits[0].count,
                hits[0].prev.block,
                hits[0].prev.elem,
                hits[0].cur.elem
            ),
            (0x8148, 2, 1, 18, 0)
        );
        // Eight rows, the one read cut into three.
        assert_eq!(sh.ranges(), 10);
        // A second page: a write over one logged by another block meets it.
        hits.clear();
        sh.access_range(
            &acc(0),
            0x9000,
            0x9010,
            4,
            0,
            AccessKind::Write,
            &mut acq,
            &mut hits,
        );
        sh.access_range(
            &acc(1),
            0x900C,
            0x9014,
            4,
            0,
            AccessKind::Write,
            &mut acq,
            &mut hits,
        );
        assert_eq!(hits.len(), 1);
        assert_eq!(
            (hits[0].addr, hits[0].count, hits[0].prev.elem),
            (0x900C, 1, 3)
        );
    }

    /// Reads of pages nothing wrote stay in logs; the first write replays them, in order, and
    /// meets them; forgetting a page drops its log.
    #[test]
    fn reads_wait_until_a_write() {
        let mut sh = Shadow::default();
        let weak = Strength {
            ordering: MemOrdering::Weak,
            scope: None,
            atomic: false,
        };
        let (e0, e1) = (
            Chains::new(0).event(&Clock::default()),
            Chains::new(1).event(&Clock::default()),
        );
        let (a, b) = (
            Access {
                event: &e0,
                site: 0,
                block: 0,
                strength: weak,
            },
            Access {
                event: &e1,
                site: 1,
                block: 1,
                strength: weak,
            },
        );
        let (mut acq, mut hits) = (Clock::default(), vec![]);
        for k in 0..8 {
            sh.access_range(
                &a,
                0x1000 + 64 * k,
                0x1000 + 64 * k + 64,
                4,
                16 * k as u32,
                AccessKind::Read,
                &mut acq,
                &mut hits,
            );
        }
        assert_eq!(sh.ranges(), 0);
        sh.access_range(
            &b,
            0x1000 + 200,
            0x1000 + 208,
            4,
            0,
            AccessKind::Write,
            &mut acq,
            &mut hits,
        );
        assert_eq!(hits.len(), 1);
        assert_eq!(
            (
                hits[0].addr,
                hits[0].count,
                hits[0].prev.elem,
                hits[0].prev.site
            ),
            (0x1000 + 200, 2, 50, 0)
        );
        assert!(sh.ranges() >= 8);
        // Another page: logged, then forgotten with its memory.
        sh.access_range(
            &a,
            0x3000,
            0x3040,
            4,
            0,
            AccessKind::Read,
            &mut acq,
            &mut hits,
        );
        sh.forget(0x3000, 0x4000);
        hits.clear();
        sh.access_range(
            &b,
            0x3000,
            0x3040,
            4,
            0,
            AccessKind::Write,
            &mut acq,
            &mut hits,
        );
        assert!(hits.is_empty());
    }

    /// The rows of one read in one page are one log entry when they are evenly spaced; the
    /// first write replays each row with its own elements (met exactly, gaps not met).
    #[test]
    fn evenly_spaced_rows_log_as_one_entry() {
        let weak = Strength {
            ordering: MemOrdering::Weak,
            scope: None,
            atomic: false,
        };
        let (e0, e1) = (
            Chains::new(0).event(&Clock::default()),
            Chains::new(1).event(&Clock::default()),
        );
        let (a, b) = (
            Access {
                event: &e0,
                site: 0,
                block: 0,
                strength: weak,
            },
            Access {
                event: &e1,
                site: 1,
                block: 1,
                strength: weak,
            },
        );
        // Rows 256 bytes apart (one entry); rows out of step start a second entry.
        for (starts, entries) in [
            (vec![0u64, 256, 512, 768, 1024, 1280, 1536, 1792], 1usize),
            (vec![0, 256, 512, 1000, 1256], 2),
        ] {
            let mut sh = Shadow::default();
            let (mut acq, mut hits) = (Clock::default(), vec![]);
            for (r, &st) in starts.iter().enumerate() {
                sh.access_range(
                    &a,
                    0x4000 + st,
                    0x4000 + st + 16,
                    4,
                    4 * r as u32,
                    AccessKind::Read,
                    &mut acq,
                    &mut hits,
                );
            }
            match sh.pages.get(&4) {
                Some(Page::Reads(log)) => assert_eq!(log.len(), entries, "{log:?}"),
                _ => panic!("page 4 should hold a log"),
            }
            for (r, &st) in starts.iter().enumerate() {
                hits.clear();
                // Element 2 of row r, then the bytes just past the row.
                sh.access_range(
                    &b,
                    0x4000 + st + 8,
                    0x4000 + st + 12,
                    4,
                    0,
                    AccessKind::Write,
                    &mut acq,
                    &mut hits,
                );
                assert_eq!(hits.len(), 1, "row {r}");
                assert_eq!(
                    (hits[0].addr, hits[0].prev.elem, hits[0].prev.site),
                    (0x4000 + st + 8, 4 * r as u32 + 2, 0)
                );
                hits.clear();
                sh.access_range(
                    &b,
                    0x4000 + st + 16,
                    0x4000 + st + 20,
                    4,
                    0,
                    AccessKind::Write,
                    &mut acq,
                    &mut hits,
                );
                assert!(hits.is_empty(), "row {r}: {hits:?}");
            }
        }
    }

    /// Freed ranges are forgotten, also where a range straddles the boundary.
    #[test]
    fn forget_splits_and_drops() {
        let mut sh = Shadow::default();
        let mut chains = Chains::new(0);
        let ev = chains.event(&Clock::default());
        let a = Access {
            event: &ev,
            site: 0,
            block: 0,
            strength: Strength {
                ordering: MemOrdering::Weak,
                scope: None,
                atomic: false,
            },
        };
        let (mut acq, mut hits) = (Clock::default(), vec![]);
        sh.access_range(&a, 100, 200, 4, 0, AccessKind::Write, &mut acq, &mut hits);
        sh.forget(150, 300);
        assert_eq!(sh.ranges(), 1);
        // A later write by another op over the remaining part still meets the first one.
        let ev2 = Chains::new(1).event(&Clock::default());
        let b = Access {
            event: &ev2,
            site: 1,
            block: 1,
            strength: a.strength,
        };
        sh.access_range(&b, 96, 300, 4, 0, AccessKind::Write, &mut acq, &mut hits);
        assert_eq!(hits.len(), 1);
        assert_eq!(
            (
                hits[0].addr,
                hits[0].count,
                hits[0].cur.elem,
                hits[0].prev.elem
            ),
            (100, 13, 1, 0)
        );
    }
}
