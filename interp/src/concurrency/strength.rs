//! An access's ordering and scope as the memory model sees them, and which threads a scope
//! covers: what the shadow memory's rules read. Below the shadow memory and the eval modules
//! that describe their accesses with it.

use tileref_spec::attrs::{MemOrdering, MemScope};

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
