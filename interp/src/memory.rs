//! The address space of a launch: allocations (host buffers, globals, allocas), with every
//! access bounds- and alignment-checked. All loads and stores of a run go through
//! [`Memory::access`], which is where the race detector observes them.

use std::collections::BTreeMap;
use std::sync::Mutex;

/// Where an allocation came from.
#[derive(Clone, Debug, PartialEq)]
pub enum AllocKind {
    /// A buffer the host passed in (index in launch order).
    Host(usize),
    /// A module global.
    Global(String),
    /// An `alloca` of a tile block (`global` ones may be shared).
    Alloca { block: [u32; 3], shared: bool },
}

#[derive(Clone, Debug)]
pub struct Alloc {
    pub base: u64,
    pub data: Vec<u8>,
    pub kind: AllocKind,
    /// A `constant` global: writes are reported.
    pub read_only: bool,
}

/// Why an access failed.
#[derive(Clone, Debug, PartialEq)]
pub enum MemFault {
    OutOfBounds { addr: u64, size: u64 },
    Misaligned { addr: u64, align: u64 },
    ReadOnly { addr: u64 },
}

impl std::fmt::Display for MemFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MemFault::OutOfBounds { addr, size } => write!(f, "access of {size} byte(s) at {addr:#x} is outside every allocation"),
            MemFault::Misaligned { addr, align } => write!(f, "address {addr:#x} is not aligned to {align} bytes"),
            MemFault::ReadOnly { addr } => write!(f, "write to constant global memory at {addr:#x}"),
        }
    }
}

/// Base of the first allocation; addresses below it are never valid.
const FIRST_ADDRESS: u64 = 0x1_0000_0000;
/// Gap between allocations so that small overruns land outside every allocation.
const GUARD: u64 = 4096;

#[derive(Default)]
pub struct Inner {
    allocs: BTreeMap<u64, Alloc>,
    next: u64,
    /// Race-detection state, when detection is on.
    pub shadow: Option<crate::concurrency::Shadow>,
}

/// The memory of one launch, shared by every tile block.
pub struct Memory {
    inner: Mutex<Inner>,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

impl Inner {
    fn find(&self, addr: u64, size: u64) -> Option<&Alloc> {
        let (_, a) = self.allocs.range(..=addr).next_back()?;
        (addr >= a.base && addr.checked_add(size)? <= a.base + a.data.len() as u64).then_some(a)
    }
    fn find_mut(&mut self, addr: u64, size: u64) -> Option<&mut Alloc> {
        let (_, a) = self.allocs.range_mut(..=addr).next_back()?;
        (addr >= a.base && addr.checked_add(size)? <= a.base + a.data.len() as u64).then_some(a)
    }

    pub fn alloc(&mut self, size: u64, align: u64, kind: AllocKind, init: Option<&[u8]>) -> u64 {
        let align = align.max(256).next_power_of_two();
        let base = self.next.max(FIRST_ADDRESS).div_ceil(align) * align;
        let mut data = vec![0u8; size as usize];
        if let Some(i) = init {
            let n = i.len().min(data.len());
            data[..n].copy_from_slice(&i[..n]);
        }
        self.allocs.insert(base, Alloc { base, data, kind, read_only: false });
        self.next = base + size.max(1) + GUARD;
        base
    }

    /// Reads `out.len()` bytes at `addr`, which must be aligned to `align`.
    pub fn read(&self, addr: u64, out: &mut [u8], align: u64) -> Result<(), MemFault> {
        if align > 1 && addr % align != 0 {
            return Err(MemFault::Misaligned { addr, align });
        }
        let size = out.len() as u64;
        let a = self.find(addr, size).ok_or(MemFault::OutOfBounds { addr, size })?;
        let off = (addr - a.base) as usize;
        out.copy_from_slice(&a.data[off..off + out.len()]);
        Ok(())
    }

    pub fn write(&mut self, addr: u64, bytes: &[u8], align: u64) -> Result<(), MemFault> {
        if align > 1 && addr % align != 0 {
            return Err(MemFault::Misaligned { addr, align });
        }
        let size = bytes.len() as u64;
        let a = self.find_mut(addr, size).ok_or(MemFault::OutOfBounds { addr, size })?;
        if a.read_only {
            return Err(MemFault::ReadOnly { addr });
        }
        let off = (addr - a.base) as usize;
        a.data[off..off + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// Reads a little-endian integer of `bytes` bytes (1, 2, 4 or 8).
    pub fn read_uint(&self, addr: u64, bytes: usize) -> Result<u64, MemFault> {
        let mut b = [0u8; 8];
        self.read(addr, &mut b[..bytes], bytes as u64)?;
        Ok(u64::from_le_bytes(b))
    }

    pub fn write_uint(&mut self, addr: u64, bytes: usize, v: u64) -> Result<(), MemFault> {
        self.write(addr, &v.to_le_bytes()[..bytes], bytes as u64)
    }

    /// Reads one 4-bit element: `high` selects the upper nibble of the byte.
    pub fn read_nibble(&self, addr: u64, high: bool) -> Result<u64, MemFault> {
        let v = self.read_uint(addr, 1)?;
        Ok(if high { v >> 4 } else { v & 0xF })
    }

    pub fn write_nibble(&mut self, addr: u64, high: bool, v: u64) -> Result<(), MemFault> {
        let old = self.read_uint(addr, 1)?;
        let new = if high { (old & 0x0F) | ((v & 0xF) << 4) } else { (old & 0xF0) | (v & 0xF) };
        self.write_uint(addr, 1, new)
    }

    pub fn alloc_of(&self, addr: u64) -> Option<&Alloc> {
        self.find(addr, 1)
    }

    pub fn set_read_only(&mut self, base: u64) {
        if let Some(a) = self.allocs.get_mut(&base) {
            a.read_only = true;
        }
    }

    /// Drops the private allocas of a finished tile block.
    pub fn free_block_allocas(&mut self, block: [u32; 3]) {
        let mut freed = vec![];
        self.allocs.retain(|_, a| {
            let f = matches!(a.kind, AllocKind::Alloca { block: b, shared: false } if b == block);
            if f {
                freed.push((a.base, a.base + a.data.len() as u64));
            }
            !f
        });
        if let Some(sh) = self.shadow.as_mut() {
            for (lo, hi) in freed {
                sh.forget(lo, hi);
            }
        }
    }
}

impl Memory {
    pub fn new() -> Memory {
        Memory { inner: Mutex::new(Inner::default()) }
    }

    /// Runs `f` with exclusive access: one tile-wide memory op is one call, so its element
    /// accesses are not interleaved with another block's (a legal execution).
    pub fn access<R>(&self, f: impl FnOnce(&mut Inner) -> R) -> R {
        let mut g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut g)
    }

    /// Allocates host-visible memory initialised with `init`; returns its address.
    pub fn alloc_host(&self, index: usize, init: &[u8], align: u64) -> u64 {
        self.access(|m| m.alloc(init.len() as u64, align, AllocKind::Host(index), Some(init)))
    }

    /// The bytes of the allocation starting at `base`.
    pub fn bytes(&self, base: u64) -> Option<Vec<u8>> {
        self.access(|m| m.allocs.get(&base).map(|a| a.data.clone()))
    }
}

use tileref_spec::types::ElemType;

/// Bytes (and required alignment) of one element of `e` in memory; 4-bit types have none.
pub fn elem_bytes(e: ElemType) -> Option<usize> {
    match e {
        ElemType::I4 | ElemType::F4E2M1FN => None,
        ElemType::I1 => Some(1),
        e => Some(e.storage_bytes() as usize),
    }
}

impl Inner {
    /// Loads one element: i1 is a byte (nonzero reads as 1), tf32 the upper 19 bits of a
    /// 32-bit word (an f32 whose low 13 mantissa bits are dropped).
    pub fn read_elem(&self, addr: u64, e: ElemType) -> Result<u64, MemFault> {
        let n = elem_bytes(e).ok_or(MemFault::Misaligned { addr, align: 0 })?;
        let v = self.read_uint(addr, n)?;
        Ok(match e {
            ElemType::I1 => (v != 0) as u64,
            ElemType::TF32 => (v >> 13) & 0x7FFFF,
            _ => v,
        })
    }

    /// Stores one element (i1 as 0x00/0x01, tf32 as an f32 bit pattern).
    pub fn write_elem(&mut self, addr: u64, e: ElemType, v: u64) -> Result<(), MemFault> {
        let n = elem_bytes(e).ok_or(MemFault::Misaligned { addr, align: 0 })?;
        let v = match e {
            ElemType::I1 => v & 1,
            ElemType::TF32 => (v & 0x7FFFF) << 13,
            _ => v,
        };
        self.write_uint(addr, n, v)
    }
}

/// Marks an element that is not accessed (masked off, or outside a view's tensor).
pub const SKIP: u64 = u64::MAX;

#[inline(always)]
fn load_le(d: &[u8], off: usize, n: usize) -> u64 {
    match n {
        1 => d[off] as u64,
        2 => u16::from_le_bytes([d[off], d[off + 1]]) as u64,
        4 => u32::from_le_bytes(d[off..off + 4].try_into().unwrap()) as u64,
        _ => u64::from_le_bytes(d[off..off + 8].try_into().unwrap()),
    }
}

#[inline(always)]
fn store_le(d: &mut [u8], off: usize, n: usize, v: u64) {
    d[off..off + n].copy_from_slice(&v.to_le_bytes()[..n]);
}

impl Inner {
    /// The one allocation holding every address of `addrs` (skipping `SKIP`) with `n` bytes each.
    fn span_alloc(&self, addrs: &[u64], n: usize) -> Option<u64> {
        let mut lo = u64::MAX;
        let mut hi = 0u64;
        for &a in addrs {
            if a != SKIP {
                lo = lo.min(a);
                hi = hi.max(a);
            }
        }
        if lo == u64::MAX {
            return None;
        }
        let a = self.find(lo, hi.checked_add(n as u64)? - lo)?;
        Some(a.base)
    }

    /// Loads one element per address (`SKIP` leaves `out` unchanged). On a fault, returns the
    /// index of the first faulting element with the fault.
    pub fn read_elems(&self, addrs: &[u64], e: ElemType, out: &mut [u64]) -> Result<(), (usize, MemFault)> {
        let n = match elem_bytes(e) {
            Some(n) => n,
            None => return Err((0, MemFault::Misaligned { addr: addrs.first().copied().unwrap_or(0), align: 0 })),
        };
        if let Some(base) = self.span_alloc(addrs, n) {
            if addrs.iter().all(|&a| a == SKIP || a % n as u64 == 0) {
                let d = &self.allocs[&base].data;
                // One loop per element size, so each compiles to plain loads.
                macro_rules! gather {
                    ($n:expr, $f:expr) => {
                        for (o, &a) in out.iter_mut().zip(addrs) {
                            if a != SKIP {
                                *o = $f(load_le(d, (a - base) as usize, $n));
                            }
                        }
                    };
                }
                match (n, e) {
                    (1, ElemType::I1) => gather!(1, |v: u64| (v != 0) as u64),
                    (1, _) => gather!(1, |v| v),
                    (2, _) => gather!(2, |v| v),
                    (4, ElemType::TF32) => gather!(4, |v: u64| (v >> 13) & 0x7FFFF),
                    (4, _) => gather!(4, |v| v),
                    _ => gather!(8, |v| v),
                }
                return Ok(());
            }
        }
        for (i, (o, &a)) in out.iter_mut().zip(addrs).enumerate() {
            if a != SKIP {
                *o = self.read_elem(a, e).map_err(|f| (i, f))?;
            }
        }
        Ok(())
    }

    /// Stores one element per address (`SKIP` is not written); returns whether memory changed.
    pub fn write_elems(&mut self, addrs: &[u64], e: ElemType, vals: &[u64]) -> Result<bool, (usize, MemFault)> {
        let n = match elem_bytes(e) {
            Some(n) => n,
            None => return Err((0, MemFault::Misaligned { addr: addrs.first().copied().unwrap_or(0), align: 0 })),
        };
        if let Some(base) = self.span_alloc(addrs, n) {
            let a0 = &self.allocs[&base];
            if !a0.read_only && addrs.iter().all(|&a| a == SKIP || a % n as u64 == 0) {
                let d = &mut self.allocs.get_mut(&base).expect("allocation").data;
                let mut changed = false;
                for (&a, &v) in addrs.iter().zip(vals) {
                    if a != SKIP {
                        let v = match e {
                            ElemType::I1 => v & 1,
                            ElemType::TF32 => (v & 0x7FFFF) << 13,
                            _ => v,
                        };
                        let off = (a - base) as usize;
                        changed |= load_le(d, off, n) != v;
                        store_le(d, off, n, v);
                    }
                }
                return Ok(changed);
            }
        }
        let mut changed = false;
        for (i, (&a, &v)) in addrs.iter().zip(vals).enumerate() {
            if a != SKIP {
                let old = self.read_elem(a, e).map_err(|f| (i, f))?;
                self.write_elem(a, e, v).map_err(|f| (i, f))?;
                changed |= old != (v & crate::numeric::int_ops::mask(e.storage_bits().min(64)));
            }
        }
        Ok(changed)
    }
}
