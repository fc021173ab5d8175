//! An allocation's bytes as the tile blocks of a launch share them. Weak loads and stores of
//! different blocks run at the same time, each element access its own memory operation (as on
//! the GPU), so while blocks share the bytes every access of them is, in the memory model
//! Rust's atomics define, a relaxed atomic access of each byte: runs are copied in and out with
//! `rep movsb` (an inline-assembly block that reads each source byte and writes each
//! destination byte once, in some order, as relaxed byte loads and stores would; one
//! instruction for a run) and single bytes are updated by compare-and-swap. Blocks storing
//! neighbouring elements (two nibbles of a byte, two halves of a word) never lose each other's
//! bytes, and a load racing with a store of the same bytes (a data race of the program, which
//! the race detector reports) sees old or new bytes, never undefined behaviour of the
//! interpreter. Decoding and encoding then run on private copies, with plain vector code.

use super::buffer::Buffer;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Bytes copied out of (or into) an allocation at a time: a multiple of every element size,
/// small enough for L1.
pub const CHUNK: usize = 2048;

pub struct SharedBytes {
    /// Owns the storage, which is never resized or moved, so `ptr` stays valid.
    _buf: Buffer,
    ptr: *mut u8,
    len: usize,
}

// SAFETY: the storage is only touched through byte-wise atomic accesses while shared (`&self`),
// and through a plain slice only with exclusive access (`&mut self`); `Buffer` is Send + Sync.
unsafe impl Send for SharedBytes {}
unsafe impl Sync for SharedBytes {}

impl std::fmt::Debug for SharedBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SharedBytes({} bytes)", self.len)
    }
}

/// Copies `n` bytes from `src` to `dst` (which do not overlap): each source byte read and each
/// destination byte written once, as relaxed atomic byte accesses.
///
/// # Safety
/// Both ranges valid for `n` bytes; any other access of them meanwhile atomic.
#[inline(always)]
unsafe fn copy_bytes(src: *const u8, dst: *mut u8, n: usize) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: the caller's ranges; the direction flag is clear (the ABI's state on entry).
    // Short copies (a tile row is often 64-256 bytes) go 16 bytes at a time, where `rep
    // movsb` would spend more on starting than on copying; x86 reads and writes each byte of
    // an unaligned 16-byte move whole, as the byte accesses promised above.
    unsafe {
        if n <= 512 {
            let mut k = 0;
            while k + 16 <= n {
                std::arch::asm!("movdqu {x}, [{s}]", "movdqu [{d}], {x}", s = in(reg) src.add(k), d = in(reg) dst.add(k), x = out(xmm_reg) _, options(nostack, preserves_flags));
                k += 16;
            }
            if k < n {
                std::arch::asm!("rep movsb", inout("rcx") n - k => _, inout("rsi") src.add(k) => _, inout("rdi") dst.add(k) => _, options(nostack, preserves_flags));
            }
        } else {
            std::arch::asm!("rep movsb", inout("rcx") n => _, inout("rsi") src => _, inout("rdi") dst => _, options(nostack, preserves_flags));
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    for i in 0..n {
        // SAFETY: the caller's ranges.
        unsafe {
            AtomicU8::from_ptr(dst.add(i)).store(
                AtomicU8::from_ptr(src.add(i) as *mut u8).load(Relaxed),
                Relaxed,
            )
        };
    }
}

impl SharedBytes {
    pub fn new(mut buf: Buffer) -> SharedBytes {
        let s: &mut [u8] = &mut buf;
        let (ptr, len) = (s.as_mut_ptr(), s.len());
        SharedBytes {
            _buf: buf,
            ptr,
            len,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn check(&self, off: usize, n: usize) {
        assert!(
            off.checked_add(n).is_some_and(|end| end <= self.len),
            "access past the end of an allocation's bytes"
        );
    }

    /// Copies `out.len()` bytes from offset `off` (in bounds) into `out`.
    #[inline]
    pub fn load(&self, off: usize, out: &mut [u8]) {
        self.check(off, out.len());
        // SAFETY: in bounds (checked); `out` is private.
        unsafe { copy_bytes(self.ptr.add(off), out.as_mut_ptr(), out.len()) };
    }

    /// Calls `f(k, piece)` for the `len` bytes at `off` (in bounds), copied out in pieces of
    /// at most [`CHUNK`] bytes, `k` the piece's offset from `off`.
    #[inline]
    pub fn read_chunks(&self, off: usize, len: usize, mut f: impl FnMut(usize, &[u8])) {
        self.check(off, len);
        let mut buf = MaybeUninit::<[u8; CHUNK]>::uninit();
        let mut k = 0;
        while k < len {
            let m = (len - k).min(CHUNK);
            // SAFETY: in bounds; the copy writes the first `m` bytes of `buf`, which are
            // then initialised.
            let piece = unsafe {
                copy_bytes(self.ptr.add(off + k), buf.as_mut_ptr() as *mut u8, m);
                std::slice::from_raw_parts(buf.as_ptr() as *const u8, m)
            };
            f(k, piece);
            k += m;
        }
    }

    /// The `dst.len()` 4-byte little-endian values at `off` (in bounds), each zero-extended to
    /// a word: read 16 bytes at a time straight into registers (as relaxed atomic byte reads,
    /// like [`copy_bytes`]) and widened there, without [`SharedBytes::read_chunks`]'s private copy.
    #[inline]
    pub fn read_u32_words(&self, off: usize, dst: &mut [MaybeUninit<u64>]) {
        self.check(off, dst.len() * 4);
        let mut i = 0;
        #[cfg(target_arch = "x86_64")]
        while i + 4 <= dst.len() {
            // SAFETY: 16 bytes in bounds (checked above) read by one unaligned move; 32 bytes
            // written to `dst[i..i + 4]`.
            unsafe {
                std::arch::asm!(
                    "movdqu {x}, [{s}]",
                    "pxor {z}, {z}",
                    "movdqa {y}, {x}",
                    "punpckldq {x}, {z}",
                    "punpckhdq {y}, {z}",
                    "movdqu [{d}], {x}",
                    "movdqu [{d} + 16], {y}",
                    s = in(reg) self.ptr.add(off + 4 * i),
                    d = in(reg) dst.as_mut_ptr().add(i),
                    x = out(xmm_reg) _,
                    y = out(xmm_reg) _,
                    z = out(xmm_reg) _,
                    options(nostack, preserves_flags)
                );
            }
            i += 4;
        }
        if i < dst.len() {
            self.read_chunks(off + 4 * i, (dst.len() - i) * 4, |k, src| {
                for (o, c) in dst[i + k / 4..].iter_mut().zip(src.as_chunks::<4>().0) {
                    o.write(u32::from_le_bytes(*c) as u64);
                }
            });
        }
    }

    /// Writes `src` at offset `off` (in bounds); returns whether any byte changed.
    #[inline]
    pub fn store(&self, off: usize, src: &[u8]) -> bool {
        self.check(off, src.len());
        let mut old = MaybeUninit::<[u8; CHUNK]>::uninit();
        let mut changed = false;
        for (k, piece) in src.chunks(CHUNK).enumerate() {
            let at = off + k * CHUNK;
            // SAFETY: in bounds; the first copy initialises the first `piece.len()` bytes of
            // `old`.
            unsafe {
                copy_bytes(self.ptr.add(at), old.as_mut_ptr() as *mut u8, piece.len());
                changed |=
                    std::slice::from_raw_parts(old.as_ptr() as *const u8, piece.len()) != piece;
                copy_bytes(piece.as_ptr(), self.ptr.add(at), piece.len());
            }
        }
        changed
    }

    /// Replaces byte `i` (in bounds) by `f(old)` in one atomic step; returns the old byte.
    pub fn update_byte(&self, i: usize, f: impl Fn(u8) -> u8) -> u8 {
        self.check(i, 1);
        // SAFETY: in bounds; every access of the byte is atomic.
        let b = unsafe { AtomicU8::from_ptr(self.ptr.add(i)) };
        b.fetch_update(Relaxed, Relaxed, |x| Some(f(x)))
            .unwrap_or_else(|x| x)
    }

    /// Asks the CPU to start fetching the cache lines of `len` bytes at `off`.
    #[inline(always)]
    pub fn prefetch(&self, off: usize, len: usize) {
        #[cfg(target_arch = "x86_64")]
        for line in (off..off.saturating_add(len).min(self.len)).step_by(64) {
            // SAFETY: a prefetch is only a hint: it neither faults nor changes memory (the
            // address is in bounds anyway).
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    self.ptr.add(line) as *const i8,
                )
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (off, len);
    }

    /// All the bytes, copied.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut v = vec![0; self.len];
        self.load(0, &mut v);
        v
    }

    /// The bytes in place, with nothing else accessing them.
    pub fn get_mut(&mut self) -> &mut [u8] {
        // SAFETY: `&mut self`: no other reference to the storage exists.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

#[cfg(test)]
mod tests {
    use crate::memory::shared::*;

    /// A host buffer whose bytes start `skew` bytes into a vector (any alignment).
    struct Skewed(Vec<u8>, usize);
    impl AsRef<[u8]> for Skewed {
        fn as_ref(&self) -> &[u8] {
            &self.0[self.1..]
        }
    }
    impl AsMut<[u8]> for Skewed {
        fn as_mut(&mut self) -> &mut [u8] {
            &mut self.0[self.1..]
        }
    }

    /// Loads (whole and in chunks), stores and byte updates of random ranges at every
    /// alignment of the storage equal plain slice operations on a copy, the changed flag too.
    #[test]
    fn equals_plain_bytes_at_every_alignment() {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        let mut rnd = move |n: usize| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s % n.max(1) as u64) as usize
        };
        for skew in 0..8 {
            for len in [0usize, 1, 3, 8, 17, 67, CHUNK - 1, CHUNK + 5, 3 * CHUNK + 1] {
                let init: Vec<u8> = (0..len).map(|_| rnd(256) as u8).collect();
                let mut v = vec![0u8; skew];
                v.extend_from_slice(&init);
                let mut sb = SharedBytes::new(Buffer::Host(Box::new(Skewed(v, skew))));
                let mut plain = init.clone();
                for _ in 0..100 {
                    if len == 0 {
                        break;
                    }
                    let off = rnd(len);
                    let n = rnd(len - off + 1);
                    match rnd(4) {
                        0 => {
                            let mut out = vec![0xAA; n];
                            sb.load(off, &mut out);
                            assert_eq!(out, plain[off..off + n]);
                        }
                        1 => {
                            let mut got = vec![];
                            sb.read_chunks(off, n, |k, piece| {
                                assert_eq!(k, got.len());
                                assert!(piece.len() <= CHUNK);
                                got.extend_from_slice(piece);
                            });
                            assert_eq!(got, plain[off..off + n]);
                        }
                        2 => {
                            // Often equal to what is there, or differing in one byte only.
                            let mut src = plain[off..off + n].to_vec();
                            match rnd(3) {
                                0 => {}
                                1 if n > 0 => src[rnd(n)] ^= 1 + rnd(255) as u8,
                                _ => src.iter_mut().for_each(|b| *b = rnd(256) as u8),
                            }
                            let changed = plain[off..off + n] != src[..];
                            assert_eq!(sb.store(off, &src), changed);
                            plain[off..off + n].copy_from_slice(&src);
                        }
                        _ => {
                            let x = rnd(256) as u8;
                            assert_eq!(sb.update_byte(off, |b| b ^ x), plain[off]);
                            plain[off] ^= x;
                        }
                    }
                }
                assert_eq!(sb.to_vec(), plain);
                assert_eq!(sb.get_mut(), &plain[..]);
            }
        }
    }

    /// Threads storing interleaved bytes and nibbles of the same words at once lose none of
    /// each other's bytes (a read-modify-write of a wider unit would): every round, each
    /// thread writes its own bytes, and all bytes are checked before the next round.
    #[test]
    fn concurrent_neighbouring_stores_are_all_kept() {
        const LEN: usize = 67;
        const THREADS: usize = 4;
        let sb = SharedBytes::new(Buffer::Owned(vec![0; LEN]));
        let barrier = std::sync::Barrier::new(THREADS);
        let value = |round: usize, i: usize| (round * 7 + i * 13 + i % THREADS) as u8;
        // The first lost byte (checked after the threads end: a panic would leave the others
        // waiting at the barrier).
        let lost = std::sync::Mutex::new(None);
        std::thread::scope(|s| {
            for t in 0..THREADS {
                let (sb, barrier, lost) = (&sb, &barrier, &lost);
                s.spawn(move || {
                    for round in 0..2000 {
                        for i in (t..LEN).step_by(THREADS) {
                            let v = value(round, i);
                            if i % 5 == 0 {
                                sb.update_byte(i, |b| (b & 0xF0) | (v & 0x0F));
                                sb.update_byte(i, |b| (b & 0x0F) | (v & 0xF0));
                            } else {
                                sb.store(i, &[v]);
                            }
                        }
                        barrier.wait();
                        if t == 0 {
                            let got = sb.to_vec();
                            if let Some(i) = (0..LEN).find(|&i| got[i] != value(round, i)) {
                                lost.lock().unwrap().get_or_insert((
                                    round,
                                    i,
                                    got[i],
                                    value(round, i),
                                ));
                            }
                        }
                        barrier.wait();
                    }
                });
            }
        });
        assert_eq!(
            lost.into_inner().unwrap(),
            None,
            "(round, byte, got, stored)"
        );
    }
}
