//! The executable's allocator: mimalloc, with a small cache of freed blocks of tile-buffer
//! size on the threads that ask for one (the interpreter's workers).
//!
//! Why: a worker's first tile block otherwise gets fresh pages for every tile buffer it makes,
//! and with 16 workers faulting them in at once each fault took ~5 µs: a 512³ matmul's first
//! block per worker ran ~0.4 ms instead of ~0.12. Warming mimalloc itself does not help (it
//! hands an emptied page back to its arena and the launch other fresh pages), so [`warm`]
//! fills each worker's cache, while the inputs load, with written blocks of the sizes the
//! kernel's tiles have, and the launch takes its buffers from there.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

/// Blocks from this size up to [`MAX`] are cached (smaller ones share allocator pages).
const MIN: usize = 4 << 10;
const MAX: usize = 256 << 10;
/// Blocks a thread's cache holds, and their bytes at most.
const SLOTS: usize = 16;
const BUDGET: usize = 1 << 20;
/// mimalloc aligns blocks of these sizes to at least this; a cached block serves any request
/// of its size with this alignment or less.
const ALIGN: usize = 16;

struct Cache {
    on: Cell<bool>,
    bytes: Cell<usize>,
    sizes: [Cell<usize>; SLOTS],
    blocks: [Cell<*mut u8>; SLOTS],
}

thread_local! {
    // No destructor: the allocator must not allocate to register one. Only workers, which
    // live as long as the process, turn their cache on.
    static CACHE: Cache = const {
        Cache {
            on: Cell::new(false),
            bytes: Cell::new(0),
            sizes: [const { Cell::new(0) }; SLOTS],
            blocks: [const { Cell::new(std::ptr::null_mut()) }; SLOTS],
        }
    };
}

fn cacheable(l: &Layout) -> bool {
    (MIN..=MAX).contains(&l.size()) && l.align() <= ALIGN
}

/// A cached block of exactly `size` bytes, taken out of this thread's cache.
fn take(size: usize) -> Option<*mut u8> {
    CACHE
        .try_with(|c| {
            if !c.on.get() {
                return None;
            }
            let i = c.sizes.iter().position(|s| s.get() == size)?;
            c.sizes[i].set(0);
            c.bytes.set(c.bytes.get() - size);
            Some(c.blocks[i].replace(std::ptr::null_mut()))
        })
        .ok()
        .flatten()
}

/// Keeps `p` (of `size` bytes) in this thread's cache if it has room; returns whether it did.
fn keep(p: *mut u8, size: usize) -> bool {
    CACHE
        .try_with(|c| {
            if !c.on.get() || c.bytes.get() + size > BUDGET {
                return false;
            }
            let Some(i) = c.sizes.iter().position(|s| s.get() == 0) else {
                return false;
            };
            c.sizes[i].set(size);
            c.blocks[i].set(p);
            c.bytes.set(c.bytes.get() + size);
            true
        })
        .unwrap_or(false)
}

pub struct CachingMiMalloc;

unsafe impl GlobalAlloc for CachingMiMalloc {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        if cacheable(&l) {
            if let Some(p) = take(l.size()) {
                return p;
            }
        }
        mimalloc::MiMalloc.alloc(l)
    }

    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        if cacheable(&l) {
            if let Some(p) = take(l.size()) {
                p.write_bytes(0, l.size());
                return p;
            }
        }
        mimalloc::MiMalloc.alloc_zeroed(l)
    }

    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        if cacheable(&l) && keep(p, l.size()) {
            return;
        }
        mimalloc::MiMalloc.dealloc(p, l)
    }

    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let new = Layout::from_size_align_unchecked(new_size, l.align());
        if !cacheable(&l) && !cacheable(&new) {
            return mimalloc::MiMalloc.realloc(p, l, new_size);
        }
        let q = self.alloc(new);
        if !q.is_null() {
            std::ptr::copy_nonoverlapping(p, q, l.size().min(new_size));
            self.dealloc(p, l);
        }
        q
    }
}

/// Turns this thread's cache on and fills it with written blocks of `sizes` (largest first;
/// two of each while the budget lasts), so that the thread's next buffers of those sizes are
/// resident memory.
pub fn warm(sizes: &[usize]) {
    let _ = CACHE.try_with(|c| c.on.set(true));
    let mut held: Vec<Vec<u64>> = Vec::new();
    let mut left = BUDGET;
    for &size in sizes
        .iter()
        .filter(|&&s| (MIN..=MAX).contains(&s) && s % 8 == 0)
    {
        for _ in 0..2 {
            if size > left {
                break;
            }
            left -= size;
            let mut v: Vec<u64> = Vec::with_capacity(size / 8);
            // One write per 4 KiB page faults each in.
            for w in v.spare_capacity_mut().iter_mut().step_by(512) {
                w.write(0);
            }
            held.push(v);
        }
    }
    drop(held); // into the cache
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The thread's cache: (size, bytes) of each block, and the bytes counted.
    fn contents() -> (Vec<usize>, usize) {
        CACHE.with(|c| {
            (
                c.sizes.iter().map(Cell::get).filter(|&s| s > 0).collect(),
                c.bytes.get(),
            )
        })
    }

    #[test]
    fn warm_blocks_serve_the_next_allocations_of_their_size() {
        std::thread::spawn(|| {
            let a = CachingMiMalloc;
            warm(&[32 << 10, 16 << 10, 100, 1 << 30]);
            let (mut sizes, bytes) = contents();
            sizes.sort();
            assert_eq!(sizes, vec![16 << 10, 16 << 10, 32 << 10, 32 << 10]);
            assert_eq!(bytes, 96 << 10);
            let l = Layout::from_size_align(16 << 10, 8).unwrap();
            unsafe {
                let p = a.alloc(l);
                assert_eq!(contents().1, 80 << 10, "a cached block served it");
                // Zeroed requests are zeroed even from the cache.
                p.write_bytes(0xab, l.size());
                a.dealloc(p, l);
                let z = a.alloc_zeroed(l);
                assert!(std::slice::from_raw_parts(z, l.size())
                    .iter()
                    .all(|&b| b == 0));
                // Larger alignments and other sizes go to mimalloc.
                let big = Layout::from_size_align(16 << 10, 4096).unwrap();
                let q = a.alloc(big);
                assert_eq!(q as usize % 4096, 0);
                a.dealloc(q, big);
                // realloc keeps the contents across cached and uncached sizes.
                z.write_bytes(7, l.size());
                let r = a.realloc(z, l, 300 << 10);
                assert!(std::slice::from_raw_parts(r, l.size())
                    .iter()
                    .all(|&b| b == 7));
                let r2 = a.realloc(r, Layout::from_size_align(300 << 10, 8).unwrap(), 8 << 10);
                assert!(std::slice::from_raw_parts(r2, 8 << 10)
                    .iter()
                    .all(|&b| b == 7));
                a.dealloc(r2, Layout::from_size_align(8 << 10, 8).unwrap());
            }
            assert!(contents().1 <= BUDGET);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn the_cache_keeps_to_its_budget_and_slots() {
        std::thread::spawn(|| {
            let a = CachingMiMalloc;
            warm(&[]);
            let l = Layout::from_size_align(MAX, 8).unwrap();
            let small = Layout::from_size_align(MIN, 8).unwrap();
            unsafe {
                let ps: Vec<*mut u8> = (0..8).map(|_| a.alloc(l)).collect();
                for &p in &ps {
                    a.dealloc(p, l);
                }
                assert_eq!(
                    contents().1,
                    BUDGET,
                    "four blocks of 256 KiB fill 1 MiB; the rest went back"
                );
                for _ in 0..4 {
                    let p = a.alloc(l);
                    assert!(!p.is_null());
                }
                let qs: Vec<*mut u8> = (0..2 * SLOTS).map(|_| a.alloc(small)).collect();
                for &q in &qs {
                    a.dealloc(q, small);
                }
                assert_eq!(contents().0.len(), SLOTS);
            }
        })
        .join()
        .unwrap();
    }

    #[test]
    fn threads_that_did_not_warm_cache_nothing() {
        std::thread::spawn(|| {
            let a = CachingMiMalloc;
            let l = Layout::from_size_align(64 << 10, 8).unwrap();
            unsafe {
                let p = a.alloc(l);
                a.dealloc(p, l);
            }
            assert_eq!(contents(), (vec![], 0));
        })
        .join()
        .unwrap();
    }
}
