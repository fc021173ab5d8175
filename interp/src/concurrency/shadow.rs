//! Shadow memory: for every element address, the last write, the reads since (one per chain),
//! and the clock a release published there. Locations are element start addresses; accesses of
//! different sizes that overlap without sharing a start address are not compared.

use super::{covers, ChainKey, Clock, Event, Strength};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    /// Atomic read-modify-write (and compare-and-swap): one access that reads and writes.
    ReadWrite,
}

/// One recorded access.
#[derive(Clone, Debug)]
pub struct Acc {
    pub key: ChainKey,
    pub counter: u32,
    /// Index of the op's site in the launch's site table.
    pub site: u32,
    /// Linear index of the element within the op's tile.
    pub elem: u32,
    pub block: u64,
    pub strength: Strength,
    pub kind: AccessKind,
}

#[derive(Default)]
struct LocState {
    write: Option<Acc>,
    reads: Vec<Acc>,
    /// What the last release (or release sequence) stored here published, its scope and block.
    rel: Option<(Arc<Clock>, Strength, u64)>,
}

/// A multiplicative hasher for addresses (the standard SipHash is several times slower here).
#[derive(Default)]
pub struct AddrHasher(u64);

impl Hasher for AddrHasher {
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

/// A conflicting pair that is neither ordered nor morally strong.
#[derive(Clone, Debug)]
pub struct Hit {
    pub prev: Acc,
    pub cur: Acc,
    pub addr: u64,
    pub rule: &'static str,
}

#[derive(Default)]
pub struct Shadow {
    locs: HashMap<u64, LocState, BuildHasherDefault<AddrHasher>>,
}

/// The access being made: its event, site, block and strength.
pub struct Access<'a> {
    pub event: &'a Event,
    pub site: u32,
    pub block: u64,
    pub strength: Strength,
}

fn happens_before(prev: &Acc, cur: &Event) -> bool {
    // The same op instance: its elements are unordered with each other.
    if prev.key == cur.key && prev.counter == cur.counter {
        return false;
    }
    cur.clock.get(prev.key) >= prev.counter
}

fn morally_strong(a: &Acc, b: &Acc) -> bool {
    a.strength.is_strong() && b.strength.is_strong() && covers(a.strength.scope, a.block, b.block) && covers(b.strength.scope, b.block, a.block)
}

fn rule(prev: &Acc, cur: &Acc) -> &'static str {
    if prev.key == cur.key && prev.counter == cur.counter {
        "one tile-wide op accesses this address from two elements, which are unordered"
    } else if prev.block == cur.block {
        if prev.strength.is_strong() && cur.strength.is_strong() {
            "strong accesses of one tile block not ordered by tokens"
        } else {
            "accesses of one tile block not ordered by tokens (program order does not order memory)"
        }
    } else if prev.strength.is_strong() && cur.strength.is_strong() {
        "atomics whose scopes do not cover both tile blocks, with no release/acquire synchronisation"
    } else {
        "accesses of different tile blocks with no release/acquire synchronisation between them"
    }
}

impl Shadow {
    /// Records one element access; conflicts go to `hits`, and what an acquire synchronises
    /// with is joined into `acquired`.
    pub fn access(&mut self, a: &Access, addr: u64, elem: u32, kind: AccessKind, acquired: &mut Clock, hits: &mut Vec<Hit>) {
        let cur = Acc { key: a.event.key, counter: a.event.counter, site: a.site, elem, block: a.block, strength: a.strength, kind };
        let loc = self.locs.entry(addr).or_default();
        let check = |prev: &Acc, hits: &mut Vec<Hit>| {
            if !happens_before(prev, a.event) && !morally_strong(prev, &cur) {
                hits.push(Hit { prev: prev.clone(), cur: cur.clone(), addr, rule: rule(prev, &cur) });
            }
        };
        if let Some(w) = &loc.write {
            check(w, hits);
        }
        let writes = kind != AccessKind::Read;
        let reads = kind != AccessKind::Write;
        if writes {
            for r in &loc.reads {
                check(r, hits);
            }
        }
        if reads && a.strength.acquires() {
            if let Some((clock, rs, rblock)) = &loc.rel {
                if covers(rs.scope, *rblock, a.block) && covers(a.strength.scope, a.block, *rblock) {
                    acquired.join(clock);
                }
            }
        }
        if writes {
            if a.strength.releases() {
                loc.rel = Some((a.event.clock.clone(), a.strength, a.block));
            } else if kind == AccessKind::Write {
                // A plain store ends the release sequence; read-modify-writes continue it.
                loc.rel = None;
            }
            loc.write = Some(cur);
            loc.reads.clear();
        } else if let Some(r) = loc.reads.iter_mut().find(|r| r.key == cur.key) {
            // A later read on the same chain covers the earlier one.
            *r = cur;
        } else {
            loc.reads.push(cur);
        }
    }

    /// Forgets an address range (memory that was freed and may be reused).
    pub fn forget(&mut self, lo: u64, hi: u64) {
        self.locs.retain(|&a, _| a < lo || a >= hi);
    }
}
