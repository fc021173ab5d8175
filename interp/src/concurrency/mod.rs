//! The memory model: token clocks inside a tile block, release/acquire synchronisation across
//! blocks, and a shadow memory that finds data races.
//!
//! Every token-ordered op of a block is an *event* on a *chain* of that block: it extends the
//! chain its input token ends on, or starts a new chain when the token is stale or missing.
//! A [`Clock`] maps (block, chain) to the last event known on it; a token carries the clock of
//! everything its consumers come after (waits-for, and what acquires brought in). Event A
//! happens before an access B exactly when B's clock covers A's event — chains are paths of
//! the waits-for DAG, so this is exact reachability.
//!
//! Clocks and chains (`clock`), an access's ordering and scope (`strength`) and the accesses
//! and race rules (`access`) are modules of their own below the shadow memory (`shadow`,
//! `shards`, and the per-element reference `element_shadow`) that uses them; this module only
//! gathers the parts.

pub(crate) mod access;
pub(crate) mod clock;
pub mod element_shadow;
pub mod shadow;
pub mod shards;
pub(crate) mod strength;

pub use clock::{chain_key, key_block, ChainKey, Chains, Clock, Event};
pub use shadow::{AccessKind, Shadow};
pub use shards::ShadowShards;
pub use strength::{covers, Strength};
