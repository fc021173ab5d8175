//! The accesses the race detector records (`Access` as made, `Acc` as reported, `Rec` as
//! stored), the conflicts it finds (`Hit`), and the rules that decide a conflict is a race.
//! Both the range-based shadow (`shadow`, `shards`) and the per-element reference it is
//! tested against (`element_shadow`) use them, so they sit below both.

use super::clock::{key_block, ChainKey, Event};
use super::strength::{covers, Strength};
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

/// An access packed for the shadow; `counter == 0` means none (events count from 1).
/// Element `elem` sat at address `origin`, elements being `gran` bytes apart.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub(crate) struct Rec {
    pub key: u64,
    pub counter: u32,
    pub site: u32,
    pub elem: u32,
    /// ordering (3 bits) | scope + 1 (2 bits) << 3 | atomic << 5 | kind << 6
    pub meta: u32,
    pub origin: u64,
    pub gran: u64,
}

impl Rec {
    pub fn pack(a: &Acc, origin: u64, gran: u64) -> Rec {
        let scope = a.strength.scope.map(|s| s.value() + 1).unwrap_or(0);
        let kind = match a.kind {
            AccessKind::Read => 0,
            AccessKind::Write => 1,
            AccessKind::ReadWrite => 2,
        };
        Rec {
            key: a.key,
            counter: a.counter,
            site: a.site,
            elem: a.elem,
            meta: a.strength.ordering.value()
                | scope << 3
                | (a.strength.atomic as u32) << 5
                | kind << 6,
            origin,
            gran: gran.max(1),
        }
    }
    /// The access as seen at address `addr` (naming the element that covers it).
    pub fn unpack_at(&self, addr: u64) -> Acc {
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
            elem: self
                .elem
                .wrapping_add((addr.wrapping_sub(self.origin) / self.gran) as u32),
            block: key_block(self.key),
            strength: Strength {
                ordering,
                scope,
                atomic: (self.meta >> 5) & 1 == 1,
            },
            kind,
        }
    }
    pub fn is_some(&self) -> bool {
        self.counter != 0
    }
}

/// A conflicting pair that is neither ordered nor morally strong, first met at `addr`;
/// `count` elements of the current access conflict alike from there on.
#[derive(Clone, Debug)]
pub struct Hit {
    pub prev: Acc,
    pub cur: Acc,
    pub addr: u64,
    pub rule: &'static str,
    pub count: u32,
}

/// The access being made: its event, site, block and strength.
pub struct Access<'a> {
    pub event: &'a Event,
    pub site: u32,
    pub block: u64,
    pub strength: Strength,
}

pub(crate) fn happens_before(prev: &Rec, cur: &Event) -> bool {
    // The same op instance: its elements are unordered with each other.
    if prev.key == cur.key && prev.counter == cur.counter {
        return false;
    }
    cur.clock.get(prev.key) >= prev.counter
}

pub(crate) fn morally_strong(a: &Acc, b: &Acc) -> bool {
    a.strength.is_strong()
        && b.strength.is_strong()
        && covers(a.strength.scope, a.block, b.block)
        && covers(b.strength.scope, b.block, a.block)
}

pub(crate) fn rule(prev: &Acc, cur: &Acc) -> &'static str {
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
