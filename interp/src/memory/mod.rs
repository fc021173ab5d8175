//! The address space of a launch: allocations (host buffers, globals, allocas), with every
//! access bounds- and alignment-checked. All loads and stores of a run go through
//! [`Memory::access`] (the whole address space, exclusively: allocation, strong and atomic
//! accesses) or [`Memory::read_access`] (the allocation table shared; weak loads and stores,
//! whose element accesses are separate memory operations: they reach the bytes through
//! [`SharedBytes`], with no lock of their own).

mod buffer;
mod shared;

pub use crate::layout::{elem_bytes, SKIP};
pub use buffer::{Buffer, HostBytes};
use crossbeam_utils::sync::ShardedLock;
pub use shared::SharedBytes;
use shared::CHUNK;
use std::collections::BTreeMap;
use std::mem::MaybeUninit;

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

#[derive(Debug)]
pub struct Alloc {
    pub base: u64,
    /// The bytes, which tile blocks load and store at the same time.
    pub data: SharedBytes,
    pub kind: AllocKind,
    /// A `constant` global: writes are reported.
    pub read_only: bool,
    /// Whether any store reached the bytes (a host that loaded a buffer from a file may then
    /// keep the file instead of writing the same bytes back).
    written: std::sync::atomic::AtomicBool,
    /// The id of the race detector (one per launch) that records every access of these bytes
    /// in its shards; until a launch's first access other than a plain read makes it so, that
    /// launch's reads of them wait in per-thread logs ([`crate::concurrency::ShadowShards`]).
    /// One launch at a time per `Memory`, as the CLI and the runners launch.
    pub(crate) shadow_live: std::sync::atomic::AtomicU64,
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
            MemFault::OutOfBounds { addr, size } => write!(
                f,
                "access of {size} byte(s) at {addr:#x} is outside every allocation"
            ),
            MemFault::Misaligned { addr, align } => {
                write!(f, "address {addr:#x} is not aligned to {align} bytes")
            }
            MemFault::ReadOnly { addr } => {
                write!(f, "write to constant global memory at {addr:#x}")
            }
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
    /// Bytes of the allocas alive (private ones go when their block finishes).
    alloca_bytes: u64,
}

/// The memory of one launch, shared by every tile block. The allocation table's lock is
/// sharded: a weak access takes only its thread's shard for reading, so tile blocks on many
/// threads do not all write one lock word (on 16 threads a shared lock word slowed every load
/// of a matmul's inputs).
pub struct Memory {
    inner: ShardedLock<Inner>,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

/// How far ahead (in bytes of runs) a tile load requests lines (a tile row of a large buffer
/// is usually not in cache, and a row is too short for the hardware prefetcher to get ahead).
const PREFETCH_AHEAD: usize = 2048;

impl Alloc {
    pub fn len(&self) -> u64 {
        self.data.len() as u64
    }
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    /// Whether `[addr, addr + size)` lies inside the allocation.
    pub(crate) fn holds(&self, addr: u64, size: u64) -> bool {
        addr >= self.base
            && addr
                .checked_add(size)
                .is_some_and(|end| end <= self.base + self.len())
    }
    /// Marks the allocation written; every store calls it first (the flag is written once:
    /// its line is read by every access).
    fn mark_written(&self) {
        if !self.written.load(std::sync::atomic::Ordering::Relaxed) {
            self.written
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

impl Inner {
    fn find(&self, addr: u64, size: u64) -> Option<&Alloc> {
        let (_, a) = self.allocs.range(..=addr).next_back()?;
        a.holds(addr, size).then_some(a)
    }

    /// Allocates `size` bytes aligned to `align` (at least 256), zeroed or starting with
    /// `init`; `None` when no such address is left (alignments up to 2^63 pass the verifier,
    /// and each one moves the next free address past it).
    pub fn try_alloc(
        &mut self,
        size: u64,
        align: u64,
        kind: AllocKind,
        init: Option<&[u8]>,
    ) -> Option<u64> {
        // Whether an address is left, before the bytes are allocated.
        self.place(size, align)?;
        let mut data = vec![0u8; size as usize];
        if let Some(i) = init {
            let n = i.len().min(data.len());
            data[..n].copy_from_slice(&i[..n]);
        }
        self.insert(data.into(), align, kind)
    }

    /// The base of a new allocation of `size` bytes aligned to `align` (at least 256), and the
    /// next free address after it.
    fn place(&self, size: u64, align: u64) -> Option<(u64, u64)> {
        let align = align.max(256).checked_next_power_of_two()?;
        let base = self
            .next
            .max(FIRST_ADDRESS)
            .div_ceil(align)
            .checked_mul(align)?;
        Some((base, base.checked_add(size.max(1))?.checked_add(GUARD)?))
    }

    /// Places `data` as a new allocation aligned to `align` (at least 256).
    fn insert(&mut self, data: Buffer, align: u64, kind: AllocKind) -> Option<u64> {
        let size = data.len() as u64;
        let (base, next) = self.place(size, align)?;
        if matches!(kind, AllocKind::Alloca { .. }) {
            self.alloca_bytes += size;
        }
        self.allocs.insert(
            base,
            Alloc {
                base,
                data: SharedBytes::new(data),
                kind,
                read_only: false,
                written: Default::default(),
                shadow_live: Default::default(),
            },
        );
        self.next = next;
        Some(base)
    }

    /// As [`Inner::try_alloc`], for host buffers (256-byte aligned, so only an earlier
    /// allocation with an alignment near 2^63 can leave no room).
    pub fn alloc(&mut self, size: u64, align: u64, kind: AllocKind, init: Option<&[u8]>) -> u64 {
        self.try_alloc(size, align, kind, init)
            .expect("an earlier allocation's alignment left no room in the 64-bit address space")
    }

    /// Allocations of `len` zero bytes at exactly these bases (tests that need allocations
    /// without guard gaps between them).
    #[cfg(test)]
    pub(crate) fn with_allocs(ranges: &[(u64, u64)]) -> Inner {
        let mut m = Inner::default();
        for (k, &(base, len)) in ranges.iter().enumerate() {
            m.allocs.insert(
                base,
                Alloc {
                    base,
                    data: SharedBytes::new(vec![0; len as usize].into()),
                    kind: AllocKind::Host(k),
                    read_only: false,
                    written: Default::default(),
                    shadow_live: Default::default(),
                },
            );
        }
        m
    }

    /// Bytes of the allocas alive.
    pub fn alloca_bytes(&self) -> u64 {
        self.alloca_bytes
    }

    /// Reads `out.len()` bytes at `addr`, which must be aligned to `align`.
    pub fn read(&self, addr: u64, out: &mut [u8], align: u64) -> Result<(), MemFault> {
        if align > 1 && !aligned_to(addr, align) {
            return Err(MemFault::Misaligned { addr, align });
        }
        let size = out.len() as u64;
        let a = self
            .find(addr, size)
            .ok_or(MemFault::OutOfBounds { addr, size })?;
        a.data.load((addr - a.base) as usize, out);
        Ok(())
    }

    pub fn write(&self, addr: u64, bytes: &[u8], align: u64) -> Result<(), MemFault> {
        if align > 1 && !aligned_to(addr, align) {
            return Err(MemFault::Misaligned { addr, align });
        }
        let size = bytes.len() as u64;
        let a = self
            .find(addr, size)
            .ok_or(MemFault::OutOfBounds { addr, size })?;
        if a.read_only {
            return Err(MemFault::ReadOnly { addr });
        }
        a.mark_written();
        a.data.store((addr - a.base) as usize, bytes);
        Ok(())
    }

    /// Reads a little-endian integer of `bytes` bytes (1, 2, 4 or 8).
    pub fn read_uint(&self, addr: u64, bytes: usize) -> Result<u64, MemFault> {
        let mut b = [0u8; 8];
        self.read(addr, &mut b[..bytes], bytes as u64)?;
        Ok(u64::from_le_bytes(b))
    }

    pub fn write_uint(&self, addr: u64, bytes: usize, v: u64) -> Result<(), MemFault> {
        self.write(addr, &v.to_le_bytes()[..bytes], bytes as u64)
    }

    /// Reads one 4-bit element: `high` selects the upper nibble of the byte.
    pub fn read_nibble(&self, addr: u64, high: bool) -> Result<u64, MemFault> {
        let v = self.read_uint(addr, 1)?;
        Ok(if high { v >> 4 } else { v & 0xF })
    }

    pub fn write_nibble(&self, addr: u64, high: bool, v: u64) -> Result<(), MemFault> {
        self.swap_nibble(addr, high, v).map(|_| ())
    }

    /// Stores one 4-bit element, leaving the other nibble of its byte as it is at that moment
    /// (another block may be storing that element); returns the element's old value.
    fn swap_nibble(&self, addr: u64, high: bool, v: u64) -> Result<u64, MemFault> {
        let a = self
            .find(addr, 1)
            .ok_or(MemFault::OutOfBounds { addr, size: 1 })?;
        if a.read_only {
            return Err(MemFault::ReadOnly { addr });
        }
        a.mark_written();
        let v = (v & 0xF) as u8;
        let old = a.data.update_byte((addr - a.base) as usize, |b| {
            if high {
                (b & 0x0F) | (v << 4)
            } else {
                (b & 0xF0) | v
            }
        });
        Ok(if high { old >> 4 } else { old & 0xF } as u64)
    }

    pub fn alloc_of(&self, addr: u64) -> Option<&Alloc> {
        self.find(addr, 1)
    }

    pub fn set_read_only(&mut self, base: u64) {
        if let Some(a) = self.allocs.get_mut(&base) {
            a.read_only = true;
        }
    }

    /// Drops the private allocas of a finished tile block; returns their address ranges.
    pub fn free_block_allocas(&mut self, block: [u32; 3]) -> Vec<(u64, u64)> {
        let mut freed = vec![];
        self.allocs.retain(|_, a| {
            let f = matches!(a.kind, AllocKind::Alloca { block: b, shared: false } if b == block);
            if f {
                freed.push((a.base, a.base + a.len()));
            }
            !f
        });
        self.alloca_bytes -= freed.iter().map(|(lo, hi)| hi - lo).sum::<u64>();
        freed
    }
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            inner: ShardedLock::new(Inner::default()),
        }
    }

    /// Runs `f` with exclusive access: one tile-wide memory op is one call, so its element
    /// accesses are not interleaved with another block's (a legal execution).
    pub fn access<R>(&self, f: impl FnOnce(&mut Inner) -> R) -> R {
        let mut g = self.inner.write().unwrap_or_else(|p| p.into_inner());
        f(&mut g)
    }

    /// Runs `f` with shared access: loads that nothing observes (race detection off) run
    /// alongside each other; no write runs meanwhile, so each load is still one transaction.
    pub fn read_access<R>(&self, f: impl FnOnce(&Inner) -> R) -> R {
        let g = self.inner.read().unwrap_or_else(|p| p.into_inner());
        f(&g)
    }

    /// Allocates host-visible memory initialised with `init`; returns its address.
    pub fn alloc_host(&self, index: usize, init: &[u8], align: u64) -> u64 {
        self.access(|m| m.alloc(init.len() as u64, align, AllocKind::Host(index), Some(init)))
    }

    /// As [`Memory::alloc_host`], taking the bytes as they are (no copy).
    pub fn alloc_host_owned(&self, index: usize, data: impl Into<Buffer>, align: u64) -> u64 {
        self.access(|m| {
            m.insert(data.into(), align, AllocKind::Host(index)).expect(
                "an earlier allocation's alignment left no room in the 64-bit address space",
            )
        })
    }

    /// `f` of the bytes of the allocation starting at `base`, read in place (hosts write
    /// results from there straight into their own buffers).
    pub fn with_bytes<R>(&self, base: u64, f: impl FnOnce(&[u8]) -> R) -> Option<R> {
        self.access(|m| m.allocs.get_mut(&base).map(|a| f(a.data.get_mut())))
    }

    /// Whether the allocation starting at `base` may have changed since it was made: an op
    /// took its bytes for writing (a store, an atomic, even one that left them as they were).
    pub fn written(&self, base: u64) -> bool {
        self.access(|m| {
            m.allocs
                .get(&base)
                .is_some_and(|a| a.written.load(std::sync::atomic::Ordering::Relaxed))
        })
    }

    /// The bytes of the allocation starting at `base`.
    pub fn bytes(&self, base: u64) -> Option<Vec<u8>> {
        self.access(|m| m.allocs.get(&base).map(|a| a.data.to_vec()))
    }
}

use crate::places::{Places, Run, Unit};
use tileref_spec::types::ElemType;

/// The value of an element of type `e` stored as `raw`: i1 is a byte (nonzero reads as 1),
/// tf32 the upper 19 bits of a 32-bit word (an f32 whose low 13 mantissa bits are dropped).
#[inline(always)]
fn from_stored(e: ElemType, raw: u64) -> u64 {
    match e {
        ElemType::I1 => (raw != 0) as u64,
        ElemType::TF32 => (raw >> 13) & 0x7FFFF,
        _ => raw,
    }
}

/// How an element value is stored (i1 as 0x00/0x01, tf32 as an f32 bit pattern).
#[inline(always)]
fn to_stored(e: ElemType, v: u64) -> u64 {
    match e {
        ElemType::I1 => v & 1,
        ElemType::TF32 => (v & 0x7FFFF) << 13,
        _ => v,
    }
}

impl Inner {
    /// Loads one element.
    pub fn read_elem(&self, addr: u64, e: ElemType) -> Result<u64, MemFault> {
        let n = elem_bytes(e).ok_or(MemFault::Misaligned { addr, align: 0 })?;
        Ok(from_stored(e, self.read_uint(addr, n)?))
    }

    /// Stores one element.
    pub fn write_elem(&self, addr: u64, e: ElemType, v: u64) -> Result<(), MemFault> {
        let n = elem_bytes(e).ok_or(MemFault::Misaligned { addr, align: 0 })?;
        self.write_uint(addr, n, to_stored(e, v))
    }
}

fn no_pointer_access(p: &Places) -> Result<(), (usize, MemFault)> {
    match p.runs.first() {
        Some(r) => Err((
            r.elem as usize,
            MemFault::Misaligned {
                addr: r.addr,
                align: 0,
            },
        )),
        None => Ok(()),
    }
}

/// Runs `$body` on an iterator of the element values stored in `$src` (elements of `$n`
/// bytes of type `$e`), one loop per element size so each compiles to plain (vector) loads.
macro_rules! decode {
    ($src:expr, $n:expr, $e:expr, $vals:ident => $body:expr) => {
        match ($n, $e) {
            (1, ElemType::I1) => {
                let $vals = $src.iter().map(|&b| from_stored(ElemType::I1, b as u64));
                $body
            }
            (1, _) => {
                let $vals = $src.iter().map(|&b| b as u64);
                $body
            }
            (2, _) => {
                let $vals = $src
                    .as_chunks::<2>()
                    .0
                    .iter()
                    .map(|c| u16::from_le_bytes(*c) as u64);
                $body
            }
            (4, ElemType::TF32) => {
                let $vals = $src
                    .as_chunks::<4>()
                    .0
                    .iter()
                    .map(|c| from_stored(ElemType::TF32, u32::from_le_bytes(*c) as u64));
                $body
            }
            (4, _) => {
                let $vals = $src
                    .as_chunks::<4>()
                    .0
                    .iter()
                    .map(|c| u32::from_le_bytes(*c) as u64);
                $body
            }
            _ => {
                let $vals = $src
                    .as_chunks::<8>()
                    .0
                    .iter()
                    .map(|c| u64::from_le_bytes(*c));
                $body
            }
        }
    };
}

/// Whether `addr` is a multiple of `n` (element sizes are powers of two: a mask, not the
/// division that would cost more than copying a short run).
#[inline]
fn aligned_to(addr: u64, n: u64) -> bool {
    if n.is_power_of_two() {
        addr & (n - 1) == 0
    } else {
        addr % n == 0
    }
}

/// Decodes the `dst.len()` elements (`n` bytes each, of type `e`) at offset `off` of `b` into
/// `dst`, from private copies of the bytes.
#[inline]
fn decode_run(b: &SharedBytes, off: usize, n: usize, e: ElemType, dst: &mut [MaybeUninit<u64>]) {
    if n == 4 && e != ElemType::TF32 {
        return b.read_u32_words(off, dst);
    }
    b.read_chunks(off, dst.len() * n, |k, src| {
        let d = &mut dst[k / n..k / n + src.len() / n];
        decode!(src, n, e, vals => d.iter_mut().zip(vals).for_each(|(o, v)| {
            o.write(v);
        }));
    });
}

/// Stores `vals` (elements of `n` bytes, of type `e`) at offset `off` of `b`, encoded a chunk
/// at a time; returns whether any byte changed.
#[inline]
fn encode_run(b: &SharedBytes, off: usize, n: usize, e: ElemType, vals: &[u64]) -> bool {
    let mut buf = [0u8; CHUNK];
    let mut changed = false;
    for (k, src) in vals.chunks(CHUNK / n).enumerate() {
        let dst = &mut buf[..src.len() * n];
        macro_rules! encode {
            ($n:literal, $t:ty, $f:expr) => {
                for (c, &v) in dst.as_chunks_mut::<$n>().0.iter_mut().zip(src) {
                    *c = ($f(v) as $t).to_le_bytes();
                }
            };
        }
        match (n, e) {
            (1, ElemType::I1) => encode!(1, u8, |v: u64| to_stored(ElemType::I1, v)),
            (1, _) => encode!(1, u8, |v: u64| v),
            (2, _) => encode!(2, u16, |v: u64| v),
            (4, ElemType::TF32) => encode!(4, u32, |v: u64| to_stored(ElemType::TF32, v)),
            (4, _) => encode!(4, u32, |v: u64| v),
            _ => encode!(8, u64, |v: u64| v),
        }
        changed |= b.store(off + k * CHUNK, dst);
    }
    changed
}

impl Inner {
    /// Loads one element per address (`SKIP` leaves `out` unchanged), element by element: the
    /// reference for [`Inner::read_places`]. On a fault, returns the index of the first
    /// faulting element with the fault.
    pub fn read_elems(
        &self,
        addrs: &[u64],
        e: ElemType,
        out: &mut [u64],
    ) -> Result<(), (usize, MemFault)> {
        for (i, (o, &a)) in out.iter_mut().zip(addrs).enumerate() {
            if a != SKIP {
                *o = self.read_elem(a, e).map_err(|f| (i, f))?;
            }
        }
        Ok(())
    }

    /// Stores one element; returns whether its bytes changed.
    fn store_elem(&self, addr: u64, e: ElemType, v: u64) -> Result<bool, MemFault> {
        let n = elem_bytes(e).ok_or(MemFault::Misaligned { addr, align: 0 })?;
        let old = self.read_uint(addr, n)?;
        self.write_elem(addr, e, v)?;
        Ok(self.read_uint(addr, n)? != old)
    }

    /// Stores one element per address (`SKIP` is not written), element by element: the
    /// reference for [`Inner::write_places`]. Returns whether memory changed.
    pub fn write_elems(
        &self,
        addrs: &[u64],
        e: ElemType,
        vals: &[u64],
    ) -> Result<bool, (usize, MemFault)> {
        let mut changed = false;
        for (i, (&a, &v)) in addrs.iter().zip(vals).enumerate() {
            if a != SKIP {
                changed |= self.store_elem(a, e, v).map_err(|f| (i, f))?;
            }
        }
        Ok(changed)
    }

    /// Loads the elements at `p` into `out` (elements not accessed are left unchanged). Each
    /// run inside one allocation and aligned is one copy; any other run goes element by
    /// element, so a fault names the first faulting element exactly as [`Inner::read_elems`].
    pub fn read_places(
        &self,
        p: &Places,
        e: ElemType,
        out: &mut [u64],
    ) -> Result<(), (usize, MemFault)> {
        let n = match (p.unit, elem_bytes(e)) {
            (Unit::Nibbles, _) => {
                for (i, a) in p.elems() {
                    out[i] = self.read_nibble(a >> 1, a & 1 == 1).map_err(|f| (i, f))?;
                }
                return Ok(());
            }
            (Unit::Bytes(_), None) => return no_pointer_access(p),
            (Unit::Bytes(_), Some(n)) => n,
        };
        // The allocation of the last run, kept while runs stay inside it: tiles of many short
        // runs (rows of a matrix) look it up once.
        let mut held: Option<&Alloc> = None;
        for r in &p.runs {
            let (lo, len) = (r.elem as usize, r.len as usize);
            let bytes = len as u64 * n as u64;
            if !aligned_to(r.addr, n as u64) || !held.is_some_and(|a| a.holds(r.addr, bytes)) {
                held = if aligned_to(r.addr, n as u64) {
                    self.find(r.addr, bytes)
                } else {
                    None
                };
                if held.is_none() {
                    for (k, o) in out[lo..lo + len].iter_mut().enumerate() {
                        *o = self
                            .read_elem(r.addr + (k * n) as u64, e)
                            .map_err(|f| (lo + k, f))?;
                    }
                    continue;
                }
            }
            let a = held.expect("found above");
            // SAFETY: `MaybeUninit<u64>` has the layout of `u64`, and only values are written.
            let dst =
                unsafe { &mut *(&mut out[lo..lo + len] as *mut [u64] as *mut [MaybeUninit<u64>]) };
            decode_run(&a.data, (r.addr - a.base) as usize, n, e, dst);
        }
        Ok(())
    }

    /// Loads the tile at `p` into a new vector; elements not accessed read `fill(i)`. A tile
    /// whose runs cover every element in order inside one allocation (a row, the rows of a
    /// matrix tile) is decoded straight into the vector, every run's lines requested first;
    /// everything else goes through [`Inner::read_places`].
    pub fn load_tile(
        &self,
        p: &Places,
        e: ElemType,
        fill: impl Fn(usize) -> u64,
    ) -> Result<Vec<u64>, (usize, MemFault)> {
        if let (Unit::Bytes(_), Some(n), Some(first)) = (p.unit, elem_bytes(e), p.runs.first()) {
            let nb = n as u64;
            let mut next = 0usize;
            let in_order = p.runs.iter().all(|r| {
                let ok = r.elem as usize == next && aligned_to(r.addr, nb);
                next += r.len as usize;
                ok
            }) && next == p.len;
            if let Some(a) = self
                .find(first.addr, 1)
                .filter(|a| in_order && p.runs.iter().all(|r| a.holds(r.addr, r.len as u64 * nb)))
            {
                let prefetch = |r: &Run| {
                    a.data
                        .prefetch((r.addr - a.base) as usize, r.len as usize * n)
                };
                // The rows of a matrix tile lie a row pitch apart, too far for the hardware
                // prefetcher to run ahead: the lines of the runs about 2 KiB ahead are
                // requested while a run is decoded (a core keeps only a few dozen misses in
                // flight, so requesting every row's lines at once mostly waits).
                let ahead = (PREFETCH_AHEAD / (first.len as usize * n).max(1)).clamp(1, 64);
                p.runs.iter().take(ahead).for_each(prefetch);
                let mut out: Vec<u64> = Vec::with_capacity(p.len);
                let dst = &mut out.spare_capacity_mut()[..p.len];
                for (i, r) in p.runs.iter().enumerate() {
                    if let Some(next) = p.runs.get(i + ahead) {
                        prefetch(next);
                    }
                    let at = r.elem as usize;
                    decode_run(
                        &a.data,
                        (r.addr - a.base) as usize,
                        n,
                        e,
                        &mut dst[at..at + r.len as usize],
                    );
                }
                // SAFETY: the runs cover elements 0..p.len exactly (checked above), and each
                // run wrote all of its elements.
                unsafe { out.set_len(p.len) };
                return Ok(out);
            }
        }
        let mut out: Vec<u64> = (0..p.len).map(fill).collect();
        self.read_places(p, e, &mut out)?;
        Ok(out)
    }

    /// Splits the places `p` of a pointer access to elements of `e` into those the access may
    /// reach and those it would find outside every allocation ([`MemFault::OutOfBounds`]);
    /// `None` when there are none of the latter (runs inside one allocation are checked
    /// whole). Misaligned elements go with the first, where they fault as such; 4-bit
    /// elements, which pointers cannot access, are never split. For `UbPolicy::Warn`.
    pub fn split_outside(&self, p: &Places, e: ElemType) -> Option<(Places, Places)> {
        let n = elem_bytes(e)? as u64;
        if p.unit != Unit::Bytes(n) {
            return None;
        }
        let whole = |r: &Run| {
            aligned_to(r.addr, n)
                && r.addr.checked_add(r.len as u64 * n).is_some()
                && self.find(r.addr, r.len as u64 * n).is_some()
        };
        let outside = |a: u64| a % n == 0 && self.find(a, n).is_none();
        if p.runs
            .iter()
            .all(|r| whole(r) || (0..r.len as u64).all(|k| !outside(r.addr.wrapping_add(k * n))))
        {
            return None;
        }
        let (mut inside, mut out) = (Places::new(p.len, p.unit), Places::new(p.len, p.unit));
        for r in &p.runs {
            if whole(r) {
                inside.push_run(r.elem as usize, r.addr, r.len as usize);
                continue;
            }
            for k in 0..r.len as usize {
                let a = r.addr.wrapping_add(k as u64 * n);
                if outside(a) {
                    out.push(r.elem as usize + k, a);
                } else {
                    inside.push(r.elem as usize + k, a);
                }
            }
        }
        Some((inside, out))
    }

    /// Stores `vals` at `p` (one value per tile element); returns whether memory changed.
    /// Runs are copied whole where they can be, as in [`Inner::read_places`].
    pub fn write_places(
        &self,
        p: &Places,
        e: ElemType,
        vals: &[u64],
    ) -> Result<bool, (usize, MemFault)> {
        let n = match (p.unit, elem_bytes(e)) {
            (Unit::Nibbles, _) => {
                let mut changed = false;
                for (i, a) in p.elems() {
                    let old = self
                        .swap_nibble(a >> 1, a & 1 == 1, vals[i])
                        .map_err(|f| (i, f))?;
                    changed |= old != vals[i] & 0xF;
                }
                return Ok(changed);
            }
            (Unit::Bytes(_), None) => return no_pointer_access(p).map(|_| false),
            (Unit::Bytes(_), Some(n)) => n,
        };
        let mut changed = false;
        // As in `read_places`: the allocation is kept while runs stay inside it.
        let mut held: Option<&Alloc> = None;
        for r in &p.runs {
            let (lo, len) = (r.elem as usize, r.len as usize);
            let bytes = len as u64 * n as u64;
            let aligned = aligned_to(r.addr, n as u64);
            if !aligned || !held.is_some_and(|a| a.holds(r.addr, bytes)) {
                held = if aligned {
                    self.find(r.addr, bytes).filter(|a| !a.read_only)
                } else {
                    None
                };
                match held {
                    Some(a) => a.mark_written(),
                    None => {
                        for k in 0..len {
                            let addr = r.addr + (k * n) as u64;
                            changed |= self
                                .store_elem(addr, e, vals[lo + k])
                                .map_err(|f| (lo + k, f))?;
                        }
                        continue;
                    }
                }
            }
            let a = held.expect("found above");
            changed |= encode_run(
                &a.data,
                (r.addr - a.base) as usize,
                n,
                e,
                &vals[lo..lo + len],
            );
        }
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use crate::memory::*;

    /// Run-wise loads and stores equal the element-wise reference: values, the changed flag,
    /// memory afterwards and the first fault (out of bounds, misaligned, read-only, 4-bit).
    #[test]
    fn places_equal_the_element_reference() {
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut rnd = move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n.max(1)
        };
        let elems = [
            ElemType::F32,
            ElemType::F16,
            ElemType::I8,
            ElemType::I1,
            ElemType::F64,
            ElemType::TF32,
            ElemType::I64,
            ElemType::F4E2M1FN,
        ];
        let (mut faults, mut full_runs, mut row_tiles) = (0, 0, 0);
        for round in 0..3000 {
            let mut m = Inner::default();
            let bases: Vec<u64> = (0..3)
                .map(|k| m.alloc(64 + 16 * k, 256, AllocKind::Host(k as usize), None))
                .collect();
            for &b in &bases {
                for a in 0..64 {
                    m.write_uint(b + a, 1, rnd(256)).unwrap();
                }
            }
            m.set_read_only(bases[2]);
            let e = elems[round % elems.len()];
            let n = elem_bytes(e).unwrap_or(1) as u64;
            let len = 1 + rnd(24) as usize;
            // Runs of consecutive elements, sometimes crossing an allocation's end or misaligned.
            let mut addrs = vec![SKIP; len];
            let mut i = 0;
            while i < len {
                let run = 1 + rnd(6) as usize;
                let start =
                    bases[rnd(3) as usize] + rnd(80 / n) * n + if rnd(12) == 0 { 1 } else { 0 };
                for k in 0..run.min(len - i) {
                    addrs[i + k] = if rnd(9) == 0 {
                        SKIP
                    } else {
                        start + k as u64 * n
                    };
                }
                i += run;
            }
            let p = Places::from_addrs(&addrs, Unit::pointer(e));
            assert_eq!(p.addrs(), addrs);
            let (mut fast, mut slow) = (vec![7u64; len], vec![7u64; len]);
            assert_eq!(
                m.read_places(&p, e, &mut fast),
                m.read_elems(&addrs, e, &mut slow)
            );
            assert_eq!(fast, slow);
            // A whole tile loaded at once (one full run decodes straight into the vector).
            let whole = if rnd(3) == 0 {
                Places::from_addrs(
                    &(0..len as u64)
                        .map(|k| {
                            addrs
                                .iter()
                                .copied()
                                .find(|&a| a != SKIP)
                                .unwrap_or(bases[0])
                                + k * n
                        })
                        .collect::<Vec<_>>(),
                    Unit::pointer(e),
                )
            } else {
                p.clone()
            };
            let mut slow = (0..len as u64).map(|i| 9 + i).collect::<Vec<_>>();
            match (
                m.load_tile(&whole, e, |i| 9 + i as u64),
                m.read_elems(&whole.addrs(), e, &mut slow),
            ) {
                (Ok(t), Ok(())) => {
                    assert_eq!(t, slow);
                    full_runs += (whole.runs.len() == 1) as u32;
                    row_tiles += (whole.runs.len() > 1 && whole.first_gap().is_none()) as u32;
                }
                (Err(f), Err(s)) => assert_eq!(f, s),
                (f, s) => panic!("{e:?}: {f:?} vs {s:?}"),
            }
            let vals: Vec<u64> = (0..len)
                .map(|_| rnd(1 << 20) & crate::numeric::int_ops::mask(e.bit_width().min(64)))
                .collect();
            let copy = |a: &Alloc| Alloc {
                base: a.base,
                data: SharedBytes::new(a.data.to_vec().into()),
                kind: a.kind.clone(),
                read_only: a.read_only,
                written: Default::default(),
                shadow_live: Default::default(),
            };
            let m2 = Inner {
                allocs: m.allocs.iter().map(|(k, a)| (*k, copy(a))).collect(),
                next: m.next,
                alloca_bytes: m.alloca_bytes,
            };
            let (r1, r2) = (
                m.write_places(&p, e, &vals),
                m2.write_elems(&addrs, e, &vals),
            );
            faults += r1.is_err() as u32;
            assert_eq!(r1, r2, "{e:?} {addrs:x?}");
            for b in &bases {
                assert_eq!(m.allocs[b].data.to_vec(), m2.allocs[b].data.to_vec());
            }
        }
        assert!(faults > 300 && full_runs > 500 && row_tiles > 200, "{faults} faults, {full_runs} one-run loads, {row_tiles} loads of several runs covering the tile");
    }
}
