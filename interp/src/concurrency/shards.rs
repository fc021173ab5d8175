//! The shadow memory split by address into independently locked shards (64 KiB regions dealt
//! round-robin), so tile blocks recording accesses to different regions do not wait for each
//! other; accesses are cut into pieces at 4 KiB pages, the unit of the read logs. Accesses
//! meet only where their bytes overlap, so each shard is an exact shadow of its pages; the
//! one exception is the tail of an element that straddles a page, which is recorded
//! with its head (only misaligned accesses do that, and they are reported as UB).
//!
//! Before any of that, reads of an allocation that nothing but plain reads has accessed in
//! the launch (the inputs of most kernels, all launch long) wait in a log of the worker thread
//! that made them, taking no shard's lock: such a read cannot conflict with anything yet, and
//! blocks reading the same rows would otherwise queue on the same shards. The first other
//! access of the allocation makes it live: every thread's log of it is replayed into the
//! shards before that access is recorded.

use super::access::{Acc, Access, AccessKind, Hit, Rec};
use super::clock::Clock;
use super::shadow::{AddrHasher, Logged, Shadow, PAGE_BITS};
use crate::memory::{Alloc, Inner};
use crate::places::{Places, Unit};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

const SHARDS: usize = 64;
/// Shards are dealt 64 KiB regions (16 pages): a tile whose rows lie in many pages (the
/// rows of a matrix tile, a few KiB apart) then takes a few locks per op, not one per row.
const REGION_BITS: u32 = 16;
/// Per-thread logs: slot 0 for threads outside the worker pools, then one per worker index
/// (a worker past the last slot records in the shards).
const LOG_SLOTS: usize = 257;
/// An op with more runs than this records in the shards (its runs would not fold into a few
/// log entries).
const LOG_MAX_RUNS: usize = 256;
/// Logged runs are cut into pieces of at most this many bytes (a log entry's length field).
const LOG_PIECE: u64 = 1 << 15;

/// Reads waiting in one thread's log, by allocation base.
type ThreadLog = HashMap<u64, Vec<Logged>, BuildHasherDefault<AddrHasher>>;

/// One thread's log on cache lines of its own (its owner locks it for every read it logs).
#[derive(Default)]
#[repr(align(128))]
struct LogSlot(Mutex<ThreadLog>);

pub struct ShadowShards {
    shards: Vec<Mutex<Shadow>>,
    logs: Vec<LogSlot>,
    /// This launch's id, as allocations record which launch made them live.
    id: u64,
}

impl Default for ShadowShards {
    fn default() -> Self {
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        ShadowShards {
            shards: (0..SHARDS).map(|_| Mutex::new(Shadow::default())).collect(),
            logs: (0..LOG_SLOTS).map(|_| LogSlot::default()).collect(),
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }
}

fn shard_of(addr: u64) -> usize {
    (addr >> REGION_BITS) as usize % SHARDS
}

/// The byte range `[lo, hi)` of run `r` of `p`.
fn byte_range(p: &Places, r: &crate::places::Run) -> (u64, u64) {
    match p.unit {
        Unit::Bytes(n) => (r.addr, r.addr.saturating_add(r.len as u64 * n)),
        Unit::Nibbles => (
            r.addr >> 1,
            ((r.addr + r.len as u64).saturating_sub(1) >> 1) + 1,
        ),
    }
}

impl ShadowShards {
    /// `f(shadow, x, y, elem)` for each piece `[x, y)` of the runs `(lo, hi, first element)`
    /// (elements `gran` bytes apart), runs cut at page boundaries (at the next element
    /// boundary, so an element that straddles a page stays whole in the first), with the
    /// shard of each piece locked; consecutive pieces in one shard share one lock (a tile's
    /// rows usually do).
    fn pieces(
        &self,
        runs: impl Iterator<Item = (u64, u64, u32)>,
        gran: u64,
        mut f: impl FnMut(&mut Shadow, u64, u64, u32),
    ) {
        let gran = gran.max(1);
        let mut held: Option<(usize, std::sync::MutexGuard<'_, Shadow>)> = None;
        for (lo, hi, elem0) in runs {
            let (mut x, mut elem) = (lo, elem0);
            while x < hi {
                let page_end = ((x >> PAGE_BITS) + 1)
                    .checked_shl(PAGE_BITS)
                    .unwrap_or(u64::MAX);
                let y = if page_end >= hi {
                    hi
                } else {
                    (x + (page_end - x).div_ceil(gran) * gran).min(hi)
                };
                let shard = shard_of(x);
                if held.as_ref().is_none_or(|(s, _)| *s != shard) {
                    // One lock at a time (never two shards, whose order another op may invert).
                    drop(held.take());
                    held = Some((
                        shard,
                        self.shards[shard].lock().unwrap_or_else(|p| p.into_inner()),
                    ));
                }
                if let Some((_, sh)) = held.as_mut() {
                    f(sh, x, y, elem);
                }
                elem += ((y - x) / gran) as u32;
                x = y;
            }
        }
    }

    /// [`Shadow::access_range`] for each run `(lo, hi, first element)` of one op (elements
    /// `gran` bytes apart), piece by piece (see [`ShadowShards::pieces`]). The order of an
    /// op's pieces does not matter: its element accesses are unordered with each other, and
    /// what it acquires is a join.
    #[allow(clippy::too_many_arguments)]
    pub fn access_runs(
        &self,
        a: &Access,
        runs: impl Iterator<Item = (u64, u64, u32)>,
        gran: u64,
        kind: AccessKind,
        acquired: &mut Clock,
        hits: &mut Vec<Hit>,
    ) {
        let gran = gran.max(1);
        self.pieces(runs, gran, |sh, x, y, elem| {
            sh.access_range(a, x, y, gran, elem, kind, acquired, hits)
        });
    }

    /// Records one op's element accesses at `p` (in `mem`'s allocations): a plain read of an
    /// allocation not yet live goes to this thread's log; anything else makes the
    /// allocations it touches live and is recorded in the shards.
    #[allow(clippy::too_many_arguments)]
    pub fn access_places(
        &self,
        mem: &Inner,
        a: &Access,
        p: &Places,
        kind: AccessKind,
        acquired: &mut Clock,
        hits: &mut Vec<Hit>,
    ) {
        if kind == AccessKind::Read {
            if self.log_read(mem, a, p) {
                return;
            }
        } else {
            self.make_live(mem, p);
        }
        self.access_runs(a, p.locations(), p.step(), kind, acquired, hits);
    }

    fn is_live(&self, al: &Alloc) -> bool {
        al.shadow_live.load(Ordering::SeqCst) == self.id
    }

    /// Logs a read in this thread's log if all of it lies in one allocation that is not live.
    fn log_read(&self, mem: &Inner, a: &Access, p: &Places) -> bool {
        let (Unit::Bytes(n), Some(first)) = (p.unit, p.runs.first()) else {
            return false;
        };
        if p.runs.len() > LOG_MAX_RUNS {
            return false;
        }
        let Some(al) = mem.alloc_of(first.addr) else {
            return false;
        };
        if self.is_live(al) || !p.runs.iter().all(|r| al.holds(r.addr, r.len as u64 * n)) {
            return false;
        }
        let slot = rayon::current_thread_index().map_or(0, |i| i + 1);
        let Some(log) = self.logs.get(slot) else {
            return false;
        };
        let mut log = log.0.lock().unwrap_or_else(|e| e.into_inner());
        // Checked again under the log's lock: `make_live` marks the allocation before it
        // takes the logs, so a read either sees the mark or is in a log it then takes.
        if self.is_live(al) {
            return false;
        }
        log_runs(log.entry(al.base).or_default(), p, n, &rec0_of(a, n));
        true
    }

    /// Makes the allocations `p` touches live in this launch, replaying their logged reads.
    fn make_live(&self, mem: &Inner, p: &Places) {
        let mut last: Option<&Alloc> = None;
        for r in &p.runs {
            let (lo, hi) = byte_range(p, r);
            for addr in [lo, hi.saturating_sub(1)] {
                if last.is_some_and(|a| a.holds(addr, 1)) {
                    continue;
                }
                let Some(al) = mem.alloc_of(addr) else {
                    continue;
                };
                if al.shadow_live.load(Ordering::SeqCst) != self.id
                    && al.shadow_live.swap(self.id, Ordering::SeqCst) != self.id
                {
                    self.replay_logs(al.base);
                }
                last = Some(al);
            }
        }
    }

    /// Moves every thread's logged reads of the allocation at `base` into the shards.
    fn replay_logs(&self, base: u64) {
        for log in &self.logs {
            let Some(entries) = log
                .0
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&base)
            else {
                continue;
            };
            for e in &entries {
                // The runs of one entry differ only in where they lie and their first element.
                let Some((_, _, rec)) = e.runs().next() else {
                    continue;
                };
                self.pieces(
                    e.runs().map(|(lo, hi, r)| (lo, hi, r.elem)),
                    rec.gran,
                    |sh, x, y, elem| {
                        sh.replay_read(
                            x,
                            y,
                            Rec {
                                elem,
                                origin: x,
                                ..rec
                            },
                        )
                    },
                );
            }
        }
    }

    /// Forgets `[lo, hi)` (freed memory) in every shard that may hold part of it.
    pub fn forget(&self, lo: u64, hi: u64) {
        for log in &self.logs {
            let mut log = log.0.lock().unwrap_or_else(|e| e.into_inner());
            if !log.is_empty() {
                log.retain(|&base, _| base < lo || base >= hi);
            }
        }
        for (i, s) in self.shards.iter().enumerate() {
            let pages = (hi.saturating_sub(lo) >> PAGE_BITS) as usize + 1;
            if pages >= SHARDS
                || (0..=pages).any(|k| shard_of(lo.wrapping_add((k as u64) << PAGE_BITS)) == i)
            {
                s.lock().unwrap_or_else(|p| p.into_inner()).forget(lo, hi);
            }
        }
    }
}

/// The record of a logged read by `a` of elements of `n` bytes, element and origin to be set.
fn rec0_of(a: &Access, n: u64) -> Rec {
    Rec::pack(
        &Acc {
            key: a.event.key,
            counter: a.event.counter,
            site: a.site,
            elem: 0,
            block: a.block,
            strength: a.strength,
            kind: AccessKind::Read,
        },
        0,
        n,
    )
}

/// Appends the runs of `p` (elements of `n` bytes) to a thread's log of one allocation: as
/// [`log_runs_each`] does, but the rows of a tile (runs of one length, a constant stride and
/// element step apart) become their one entry at once, which it returns whether it did.
fn log_runs(entries: &mut Vec<Logged>, p: &Places, n: u64, rec0: &Rec) -> bool {
    let piece = (LOG_PIECE / n).max(1) * n;
    if let [r0, r1, ..] = p.runs[..] {
        let len = r0.len as u64 * n;
        let (stride, step) = (r1.addr.wrapping_sub(r0.addr), r1.elem.wrapping_sub(r0.elem));
        let regular = len <= piece
            && r1.addr > r0.addr
            && r1.elem > r0.elem
            && p.runs.iter().enumerate().all(|(i, r)| {
                let i = i as u64;
                r.len == r0.len
                    && r.addr == r0.addr.wrapping_add(i.wrapping_mul(stride))
                    && r.elem as u64 == r0.elem as u64 + i * step as u64
            });
        let prev_same_op = entries.last().is_some_and(|l| l.same_op(rec0));
        if regular && !prev_same_op {
            let rec = Rec {
                elem: r0.elem,
                origin: r0.addr,
                ..*rec0
            };
            if let Some(e) = Logged::strided(r0.addr, len, stride, step, p.runs.len(), &rec) {
                entries.push(e);
                return true;
            }
        }
    }
    log_runs_each(entries, p, n, rec0);
    false
}

/// Appends the runs of `p` to a log run by run, each cut into pieces of at most
/// `LOG_PIECE` bytes, a piece that continues the last entry's pattern joining it.
fn log_runs_each(entries: &mut Vec<Logged>, p: &Places, n: u64, rec0: &Rec) {
    let piece = (LOG_PIECE / n).max(1) * n;
    for r in &p.runs {
        let (lo, hi) = (r.addr, r.addr + r.len as u64 * n);
        let mut x = lo;
        while x < hi {
            let y = (x + piece).min(hi);
            let rec = Rec {
                elem: r.elem + ((x - lo) / n) as u32,
                origin: x,
                ..*rec0
            };
            let entry = Logged::of(x, y, &rec)
                .expect("a piece of at most 2^15 bytes of elements of at most 8 bytes");
            if !entries.last_mut().is_some_and(|l| l.extend(&entry)) {
                entries.push(entry);
            }
            x = y;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::concurrency::clock::Chains;
    use crate::concurrency::shards::*;
    use crate::concurrency::strength::Strength;
    use tileref_spec::attrs::MemOrdering;

    /// Ops around a page boundary (runs crossing it, pieces of one op in two shards) find
    /// exactly what the per-element reference finds.
    #[test]
    fn shards_equal_the_element_reference() {
        let (hits, acq) = crate::concurrency::shadow::tests::check_against_reference(
            0x0BAD_5EED_1234_9876,
            0x1_0000_1FA0,
            192,
            |sh: &mut ShadowShards, a, runs, kind, acq, hits| {
                sh.access_runs(a, runs.iter().copied(), 4, kind, acq, hits)
            },
        );
        assert!(
            hits > 10_000 && acq > 500,
            "{hits} hits, {acq} acquisitions"
        );
    }

    /// Ops through `access_places` over three allocations that touch each other (runs may
    /// cross from one into the next), made on three threads in turn so that reads wait in
    /// several threads' logs: exactly what the per-element reference finds.
    #[test]
    fn thread_logs_equal_the_element_reference() {
        struct Launch {
            sh: ShadowShards,
            mem: Inner,
            pool: rayon::ThreadPool,
            ops: u64,
        }
        impl Default for Launch {
            fn default() -> Self {
                let mem = Inner::with_allocs(&[(0x1000, 0x40), (0x1040, 0x40), (0x1080, 0x40)]);
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(2)
                    .build()
                    .expect("pool");
                Launch {
                    sh: ShadowShards::default(),
                    mem,
                    pool,
                    ops: 0,
                }
            }
        }
        let mut logged = 0usize;
        for seed in [0x2545_F491_4F6C_DD1D, 0x9E37_79B9_7F4A_7C15] {
            let (hits, acq) = crate::concurrency::shadow::tests::check_against_reference(
                seed,
                0x1000,
                192,
                |l: &mut Launch, a, runs, kind, acq, hits| {
                    let mut p = Places::new(
                        runs.iter().map(|r| ((r.1 - r.0) / 4) as usize).sum(),
                        Unit::Bytes(4),
                    );
                    for &(lo, hi, elem) in runs {
                        p.push_run(elem as usize, lo, ((hi - lo) / 4) as usize);
                    }
                    let before: usize =
                        l.sh.logs
                            .iter()
                            .map(|g| g.0.lock().unwrap().values().map(|v| v.len()).sum::<usize>())
                            .sum();
                    l.ops += 1;
                    if l.ops % 3 == 0 {
                        l.sh.access_places(&l.mem, a, &p, kind, acq, hits);
                    } else {
                        let (sh, mem) = (&l.sh, &l.mem);
                        l.pool
                            .install(|| sh.access_places(mem, a, &p, kind, acq, hits));
                    }
                    let after: usize =
                        l.sh.logs
                            .iter()
                            .map(|g| g.0.lock().unwrap().values().map(|v| v.len()).sum::<usize>())
                            .sum();
                    logged += (after > before) as usize;
                },
            );
            assert!(
                hits > 10_000 && acq > 500,
                "{hits} hits, {acq} acquisitions"
            );
        }
        assert!(logged > 100, "{logged} reads logged");
    }

    /// The rows of a tile logged as one entry at once give the entries that logging them run
    /// by run gives: regular and irregular runs, several element sizes, after an entry of
    /// another op and of the same op.
    #[test]
    fn strided_log_entries_equal_run_by_run() {
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut rnd = |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % m
        };
        let w = Strength {
            ordering: MemOrdering::Weak,
            scope: None,
            atomic: false,
        };
        let (e1, e2) = (
            Chains::new(0).event(&Clock::default()),
            Chains::new(1).event(&Clock::default()),
        );
        let mut joined = 0;
        for case in 0..4000 {
            let n = [1u64, 2, 4, 8][rnd(4) as usize];
            let (rows, len) = (
                1 + rnd(40) as usize,
                1 + rnd(if case % 5 == 0 { 9000 } else { 70 }) as usize,
            );
            let stride = (len as u64 * n).max(1) * (1 + rnd(3)) + rnd(2) * n;
            let mut p = Places::new(rows * len * 2, Unit::Bytes(n));
            let (base, mut elem) = (0x10_0000 + rnd(64) * n, rnd(5) as usize);
            for i in 0..rows {
                // Now and then a row out of the pattern.
                let off = if rnd(13) == 0 { n * (1 + rnd(3)) } else { 0 };
                p.push_run(elem, base + i as u64 * stride + off, len);
                elem += len + rnd(2) as usize * (case % 2);
            }
            let a = Access {
                event: if case % 3 == 0 { &e2 } else { &e1 },
                site: 3,
                block: 0,
                strength: w,
            };
            let rec0 = rec0_of(&a, n);
            let before = Access {
                event: &e1,
                site: 3,
                block: 0,
                strength: w,
            };
            let mut prev = vec![];
            log_runs_each(
                &mut prev,
                &Places {
                    runs: vec![crate::places::Run {
                        addr: 0x8_0000,
                        elem: 0,
                        len: 4,
                    }],
                    len: 4,
                    unit: Unit::Bytes(n),
                },
                n,
                &rec0_of(&before, n),
            );
            let (mut fast, mut slow) = (prev.clone(), prev);
            joined += log_runs(&mut fast, &p, n, &rec0) as usize;
            log_runs_each(&mut slow, &p, n, &rec0);
            assert_eq!(fast, slow, "case {case}");
        }
        assert!(joined > 100, "{joined} tiles logged as one entry");
    }

    /// A run across pages meets an earlier run in another shard element by element, with the
    /// right element indices and counts.
    #[test]
    fn runs_across_pages() {
        let sh = ShadowShards::default();
        let w = Strength {
            ordering: MemOrdering::Weak,
            scope: None,
            atomic: false,
        };
        let e1 = Chains::new(0).event(&Clock::default());
        let e2 = Chains::new(1).event(&Clock::default());
        let (mut acq, mut hits) = (Clock::default(), vec![]);
        let a = Access {
            event: &e1,
            site: 0,
            block: 0,
            strength: w,
        };
        sh.access_runs(
            &a,
            std::iter::once((0x1_0000_0FF0, 0x1_0000_1010, 0)),
            4,
            AccessKind::Write,
            &mut acq,
            &mut hits,
        );
        let b = Access {
            event: &e2,
            site: 1,
            block: 1,
            strength: w,
        };
        sh.access_runs(
            &b,
            std::iter::once((0x1_0000_0FF8, 0x1_0000_1018, 0)),
            4,
            AccessKind::Read,
            &mut acq,
            &mut hits,
        );
        let mut got: Vec<(u64, u32, u32, u32)> = hits
            .iter()
            .map(|h| (h.addr, h.count, h.prev.elem, h.cur.elem))
            .collect();
        got.sort();
        assert_eq!(
            got,
            vec![(0x1_0000_0FF8, 2, 2, 0), (0x1_0000_1000, 4, 4, 2)]
        );
        sh.forget(0x1_0000_0000, 0x1_0000_2000);
        hits.clear();
        sh.access_runs(
            &b,
            std::iter::once((0x1_0000_0FF8, 0x1_0000_1018, 0)),
            4,
            AccessKind::Write,
            &mut acq,
            &mut hits,
        );
        assert!(hits.is_empty());
    }
}
