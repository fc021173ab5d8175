//! Shadow memory: for every element location, the last write, the reads since (one per chain),
//! and the clock a release published there.
//!
//! Locations are element start addresses. Each allocation gets a dense array of compact cells
//! at the granularity of its first access (so the common case is one array index per access);
//! accesses that do not fit that granularity go to a hash map of the same cells. Accesses of
//! different sizes that overlap without sharing a start address are not compared.

use super::{covers, key_block, ChainKey, Clock, Event, Strength};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use tileref_spec::attrs::{MemOrdering, MemScope, TileEnum};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    /// Atomic read-modify-write (and a successful compare-and-swap): one access that reads
    /// and writes.
    ReadWrite,
}

/// One recorded access, as reports see it.
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

/// An access packed into 24 bytes; `counter == 0` means none (events count from 1).
#[derive(Clone, Copy, Default)]
struct Rec {
    key: u64,
    counter: u32,
    site: u32,
    elem: u32,
    /// ordering (3 bits) | scope + 1 (2 bits) << 3 | atomic << 5 | kind << 6
    meta: u32,
}

impl Rec {
    fn pack(a: &Acc) -> Rec {
        let scope = a.strength.scope.map(|s| s.value() + 1).unwrap_or(0);
        let kind = match a.kind {
            AccessKind::Read => 0,
            AccessKind::Write => 1,
            AccessKind::ReadWrite => 2,
        };
        Rec { key: a.key, counter: a.counter, site: a.site, elem: a.elem, meta: a.strength.ordering.value() | scope << 3 | (a.strength.atomic as u32) << 5 | kind << 6 }
    }
    fn unpack(&self) -> Acc {
        let ordering = MemOrdering::from_value(self.meta & 7).unwrap_or(MemOrdering::Weak);
        let scope = match (self.meta >> 3) & 3 {
            0 => None,
            v => MemScope::from_value(v - 1),
        };
        let kind = match (self.meta >> 6) & 3 {
            0 => AccessKind::Read,
            1 => AccessKind::Write,
            _ => AccessKind::ReadWrite,
        };
        Acc {
            key: self.key,
            counter: self.counter,
            site: self.site,
            elem: self.elem,
            block: key_block(self.key),
            strength: Strength { ordering, scope, atomic: (self.meta >> 5) & 1 == 1 },
            kind,
        }
    }
    fn is_some(&self) -> bool {
        self.counter != 0
    }
}

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

type AddrMap<V> = HashMap<u64, V, BuildHasherDefault<AddrHasher>>;

/// A conflicting pair that is neither ordered nor morally strong.
#[derive(Clone, Debug)]
pub struct Hit {
    pub prev: Acc,
    pub cur: Acc,
    pub addr: u64,
    pub rule: &'static str,
}

struct Region {
    base: u64,
    gran: u64,
    cells: Vec<Cell>,
}

#[derive(Default)]
pub struct Shadow {
    /// Dense cells per allocation, keyed by allocation base.
    regions: Vec<Region>,
    /// Locations that fit no region's granularity.
    loose: AddrMap<Cell>,
    extra_reads: Vec<Vec<Rec>>,
    releases: Vec<(Arc<Clock>, Strength, u64)>,
}

/// The access being made: its event, site, block and strength.
pub struct Access<'a> {
    pub event: &'a Event,
    pub site: u32,
    pub block: u64,
    pub strength: Strength,
}

fn happens_before(prev: &Rec, cur: &Event) -> bool {
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
    /// Declares an allocation: its cells are made on first access.
    pub fn region_for(&mut self, base: u64, size: u64, gran: u64) -> usize {
        if let Some(i) = self.regions.iter().position(|r| r.base == base) {
            return i;
        }
        let n = (size / gran.max(1)) as usize;
        self.regions.push(Region { base, gran: gran.max(1), cells: vec![Cell::default(); n] });
        self.regions.len() - 1
    }

    fn cell(&mut self, region: Option<usize>, addr: u64) -> &mut Cell {
        if let Some(r) = region {
            let reg = &mut self.regions[r];
            if addr >= reg.base && (addr - reg.base) % reg.gran == 0 {
                let i = ((addr - reg.base) / reg.gran) as usize;
                if i < reg.cells.len() {
                    return &mut reg.cells[i];
                }
            }
        }
        self.loose.entry(addr).or_default()
    }

    /// Records one element access in `region` (from [`Shadow::region_for`]); conflicts go to
    /// `hits`, and what an acquire synchronises with is joined into `acquired`.
    #[allow(clippy::too_many_arguments)]
    pub fn access(&mut self, region: Option<usize>, a: &Access, addr: u64, elem: u32, kind: AccessKind, acquired: &mut Clock, hits: &mut Vec<Hit>) {
        let cur = Acc { key: a.event.key, counter: a.event.counter, site: a.site, elem, block: a.block, strength: a.strength, kind };
        let writes = kind != AccessKind::Read;
        let reads = kind != AccessKind::Write;
        let cell = *self.cell(region, addr);
        let check = |prev: &Rec, hits: &mut Vec<Hit>| {
            if prev.is_some() && !happens_before(prev, a.event) {
                let p = prev.unpack();
                if !morally_strong(&p, &cur) {
                    hits.push(Hit { rule: rule(&p, &cur), prev: p, cur: cur.clone(), addr });
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
        let rec = Rec::pack(&cur);
        let mut new = cell;
        if writes {
            if a.strength.releases() {
                self.releases.push((a.event.clock.clone(), a.strength, a.block));
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
        *self.cell(region, addr) = new;
    }

    /// Forgets an allocation (freed memory that may be reused).
    pub fn forget(&mut self, lo: u64, hi: u64) {
        self.regions.retain(|r| r.base < lo || r.base >= hi);
        self.loose.retain(|&a, _| a < lo || a >= hi);
    }
}
