//! Vector clocks over the chains of tile blocks, and the chains of one block: what a token
//! carries and what the shadow memory compares. Below the shadow memory and the tokens of
//! `value`, which both hold clocks.

use std::sync::Arc;

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
        Chains {
            block_linear,
            heads: vec![],
        }
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
        Event {
            key,
            counter: self.heads[c],
            clock: Arc::new(clock),
        }
    }
}
