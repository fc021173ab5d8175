//! The memory model: token clocks inside a tile block, release/acquire synchronisation across
//! blocks, and a shadow memory that finds data races.
//!
//! Every token-ordered op of a block is an *event* on a *chain* of that block: it extends the
//! chain its input token ends on, or starts a new chain when the token is stale or missing.
//! A [`Clock`] maps (block, chain) to the last event known on it; a token carries the clock of
//! everything its consumers come after (waits-for, and what acquires brought in). Event A
//! happens before an access B exactly when B's clock covers A's event — chains are paths of
//! the waits-for DAG, so this is exact reachability.

pub mod element_shadow;
pub mod shadow;
pub mod shards;

pub use shadow::{AccessKind, Shadow};
pub use shards::ShadowShards;

use std::sync::Arc;
use tileref_spec::attrs::{MemOrdering, MemScope};

/// One chain of one block: `block_linear << 20 | chain`.
pub type ChainKey = u64;

pub fn chain_key(block_linear: u64, chain: u32) -> ChainKey {
    (block_linear << 20) | chain as u64
}

pub fn key_block(k: ChainKey) -> u64 {
    k >> 20
}

/// A vector clock over chains, kept sorted by key (clocks are small: a few chains per block
/// plus what synchronisation brought in).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock(Vec<(ChainKey, u32)>);

impl Clock {
    pub fn get(&self, k: ChainKey) -> u32 {
        match self.0.binary_search_by_key(&k, |e| e.0) {
            Ok(i) => self.0[i].1,
            Err(_) => 0,
        }
    }
    pub fn set_max(&mut self, k: ChainKey, v: u32) {
        match self.0.binary_search_by_key(&k, |e| e.0) {
            Ok(i) => self.0[i].1 = self.0[i].1.max(v),
            Err(i) => self.0.insert(i, (k, v)),
        }
    }
    pub fn join(&mut self, o: &Clock) {
        if o.0.is_empty() {
            return;
        }
        if self.0.is_empty() {
            self.0 = o.0.clone();
            return;
        }
        for &(k, v) in &o.0 {
            self.set_max(k, v);
        }
    }
    pub fn entries(&self) -> &[(ChainKey, u32)] {
        &self.0
    }
}

/// A token-ordered op's place in its block.
#[derive(Clone, Debug)]
pub struct Event {
    pub key: ChainKey,
    pub counter: u32,
    /// Everything this op comes after, itself included.
    pub clock: Arc<Clock>,
}

/// Chains of one tile block.
#[derive(Clone, Debug, Default)]
pub struct Chains {
    block_linear: u64,
    heads: Vec<u32>,
}

impl Chains {
    pub fn new(block_linear: u64) -> Chains {
        Chains { block_linear, heads: vec![] }
    }

    /// The event of a token-ordered op whose input token carries `input` (empty without one).
    pub fn event(&mut self, input: &Clock) -> Event {
        // Extend an own chain whose head the token sits on; otherwise start a new chain.
        let mut chosen = None;
        for &(k, v) in input.entries() {
            if key_block(k) == self.block_linear {
                let c = (k & 0xF_FFFF) as usize;
                if self.heads.get(c) == Some(&v) {
                    chosen = Some(c);
                    break;
                }
            }
        }
        let c = chosen.unwrap_or_else(|| {
            self.heads.push(0);
            self.heads.len() - 1
        });
        self.heads[c] += 1;
        let key = chain_key(self.block_linear, c as u32);
        let mut clock = input.clone();
        clock.set_max(key, self.heads[c]);
        Event { key, counter: self.heads[c], clock: Arc::new(clock) }
    }
}

/// Whether an access with `scope` covers a thread in `other` when made by `own`.
pub fn covers(scope: Option<MemScope>, own: u64, other: u64) -> bool {
    match scope {
        None => false,
        Some(MemScope::TlBlk) => own == other,
        Some(MemScope::Device) | Some(MemScope::Sys) => true,
    }
}

/// Ordering and scope of an access as the memory model sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    pub ordering: MemOrdering,
    pub scope: Option<MemScope>,
    pub atomic: bool,
}

impl Strength {
    pub fn is_strong(&self) -> bool {
        self.ordering != MemOrdering::Weak
    }
    pub fn releases(&self) -> bool {
        matches!(self.ordering, MemOrdering::Release | MemOrdering::AcqRel)
    }
    pub fn acquires(&self) -> bool {
        matches!(self.ordering, MemOrdering::Acquire | MemOrdering::AcqRel)
    }
}
