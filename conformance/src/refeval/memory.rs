//! Global memory: the host buffers at fixed addresses, the memory image of every element type
//! (docs/semantics.md), bounds and alignment checks, and data-race detection for weak accesses
//! by the definition of docs/memory-model.md.

use super::{ub, RefError};
use std::collections::HashMap;
use tileref_spec::types::ElemType;

/// Buffer `i` starts at `(i + 1) · 2^32`: far apart, so no access through one buffer's pointer
/// can land in another.
pub fn base_of(i: usize) -> u64 {
    (i as u64 + 1) << 32
}

/// Where one element lives: a byte address, and for 4-bit elements which nibble (element 2k in
/// the low nibble).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub byte: u64,
    pub high_nibble: bool,
}

fn is_4bit(e: ElemType) -> bool {
    matches!(e, ElemType::F4E2M1FN | ElemType::I4)
}

/// The place of element `offset` (in elements) from `base`; None when the address overflows.
pub fn place(e: ElemType, base: u64, offset: u64) -> Option<Place> {
    if is_4bit(e) {
        Some(Place {
            byte: base.checked_add(offset / 2)?,
            high_nibble: offset % 2 == 1,
        })
    } else {
        Some(Place {
            byte: base.checked_add(offset.checked_mul(e.storage_bytes())?)?,
            high_nibble: false,
        })
    }
}

/// One element access for race detection: the tile block, the memory op (an event of that
/// block), the events of the block ordered before it by tokens (sorted), and its direction.
#[derive(Clone, Copy, Debug)]
pub struct Access<'a> {
    pub block: u32,
    pub event: u32,
    pub clock: &'a [u32],
    pub write: bool,
}

/// Accesses to one location (a nibble: whole-byte accesses touch both of a byte): the last
/// write and the reads since, as (block, event).
#[derive(Default)]
struct Shadow {
    write: Option<(u32, u32)>,
    reads: Vec<(u32, u32)>,
}

/// Only the token order of one block orders weak accesses; elements of one op are unordered.
fn ordered(prev: (u32, u32), a: &Access) -> bool {
    prev.0 == a.block && prev.1 != a.event && a.clock.binary_search(&prev.1).is_ok()
}

pub struct Memory {
    bufs: Vec<(u64, Vec<u8>)>,
    shadow: HashMap<u64, Shadow>,
}

impl Memory {
    /// Buffers by argument position (None for scalar arguments).
    pub fn new(bufs: Vec<Option<Vec<u8>>>) -> Memory {
        let bufs = bufs
            .into_iter()
            .enumerate()
            .map(|(i, b)| (base_of(i), b.unwrap_or_default()))
            .collect();
        Memory {
            bufs,
            shadow: HashMap::new(),
        }
    }

    pub fn into_buffers(self) -> Vec<Vec<u8>> {
        self.bufs.into_iter().map(|b| b.1).collect()
    }

    /// The buffer and byte offset holding `size` bytes at `byte`.
    fn locate(&self, byte: u64, size: u64) -> Result<(usize, usize), RefError> {
        for (i, (base, bytes)) in self.bufs.iter().enumerate() {
            if let Some(off) = byte
                .checked_sub(*base)
                .filter(|o| o + size <= bytes.len() as u64)
            {
                return Ok((i, off as usize));
            }
        }
        Err(ub(
            "out-of-bounds",
            format!("{size} byte(s) at 0x{byte:x} lie outside every buffer"),
        ))
    }

    fn check(&mut self, e: ElemType, p: Place, a: &Access) -> Result<(usize, usize), RefError> {
        let size = e.storage_bytes();
        if !is_4bit(e) && !p.byte.is_multiple_of(size) {
            return Err(ub(
                "misaligned",
                format!(
                    "a {} element at 0x{:x} is not aligned to {size} bytes",
                    e.name(),
                    p.byte
                ),
            ));
        }
        let at = self.locate(p.byte, size)?;
        let nibbles: Vec<u64> = if is_4bit(e) {
            vec![p.byte * 2 + p.high_nibble as u64]
        } else {
            (p.byte * 2..(p.byte + size) * 2).collect()
        };
        for loc in nibbles {
            let s = self.shadow.entry(loc).or_default();
            let racy = |prev: Option<(u32, u32)>| prev.is_some_and(|x| !ordered(x, a));
            let conflict = racy(s.write) || (a.write && s.reads.iter().any(|&r| racy(Some(r))));
            if conflict {
                return Err(ub("race", format!("a {} of 0x{:x} conflicts with an access unordered with it (weak accesses order only through tokens of one tile block)", if a.write { "write" } else { "read" }, p.byte)));
            }
            if a.write {
                s.write = Some((a.block, a.event));
                s.reads.clear();
            } else if !s.reads.contains(&(a.block, a.event)) {
                s.reads.push((a.block, a.event));
            }
        }
        Ok(at)
    }

    /// Reads one element: its bit pattern as a tile holds it.
    pub fn read(&mut self, e: ElemType, p: Place, a: &Access) -> Result<u64, RefError> {
        let (b, off) = self.check(e, p, a)?;
        let bytes = &self.bufs[b].1;
        Ok(match e {
            _ if is_4bit(e) => ((bytes[off] >> (4 * p.high_nibble as u32)) & 0xF) as u64,
            ElemType::I1 => (bytes[off] != 0) as u64,
            // tf32 is an f32 word; its low 13 mantissa bits are dropped.
            ElemType::TF32 => {
                (u32::from_le_bytes(bytes[off..off + 4].try_into().unwrap()) >> 13) as u64
            }
            _ => {
                let mut w = [0u8; 8];
                let n = e.storage_bytes() as usize;
                w[..n].copy_from_slice(&bytes[off..off + n]);
                u64::from_le_bytes(w)
            }
        })
    }

    /// Writes one element's bit pattern.
    pub fn write(&mut self, e: ElemType, p: Place, bits: u64, a: &Access) -> Result<(), RefError> {
        let (b, off) = self.check(e, p, a)?;
        let bytes = &mut self.bufs[b].1;
        match e {
            _ if is_4bit(e) => {
                let sh = 4 * p.high_nibble as u32;
                bytes[off] = (bytes[off] & !(0xF << sh)) | (((bits & 0xF) as u8) << sh);
            }
            ElemType::I1 => bytes[off] = (bits & 1) as u8,
            ElemType::TF32 => {
                bytes[off..off + 4].copy_from_slice(&((bits as u32) << 13).to_le_bytes())
            }
            _ => {
                let n = e.storage_bytes() as usize;
                bytes[off..off + n].copy_from_slice(&bits.to_le_bytes()[..n]);
            }
        }
        Ok(())
    }
}
