//! How elements lie in memory: the bytes one element takes, and the address that marks an
//! element an access skips. The address space (`memory`) and the places of an access
//! (`places`) both need them, and `memory` reads and writes `places`, so they sit below both.

use tileref_spec::types::ElemType;

/// Bytes (and required alignment) of one element of `e` in memory; 4-bit types have none.
pub fn elem_bytes(e: ElemType) -> Option<usize> {
    match e {
        ElemType::I4 | ElemType::F4E2M1FN => None,
        ElemType::I1 => Some(1),
        e => Some(e.storage_bytes() as usize),
    }
}

/// Marks an element that is not accessed (masked off, or outside a view's tensor).
pub const SKIP: u64 = u64::MAX;
