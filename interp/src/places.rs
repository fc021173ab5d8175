//! Where the elements of one tile-wide memory access live, as runs of consecutive elements at
//! consecutive places. Tiles are mostly read and written a row at a time, so memory copies a
//! run at once and the race detector records a run as one range instead of one entry per
//! element. Per-element addresses ([`Places::addrs`]) remain the reference every run-based path
//! is tested against.

use crate::layout::{elem_bytes, SKIP};
use tileref_spec::types::ElemType;

/// The unit places are counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Byte addresses of elements of this many bytes.
    Bytes(u64),
    /// Nibble addresses (`2 · byte + high`) of 4-bit elements.
    Nibbles,
}

impl Unit {
    /// The unit of a view access to elements of `e` (4-bit elements are packed two per byte).
    pub fn of(e: ElemType) -> Unit {
        match elem_bytes(e) {
            Some(n) => Unit::Bytes(n as u64),
            None => Unit::Nibbles,
        }
    }

    /// The unit of a pointer access (byte addresses; 4-bit pointees are refused on access).
    pub fn pointer(e: ElemType) -> Unit {
        Unit::Bytes(elem_bytes(e).unwrap_or(1) as u64)
    }
}

/// Elements `elem .. elem + len` of the tile (row-major) at places `addr, addr + step, …`,
/// `step` being the element size (one for nibbles).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub addr: u64,
    pub elem: u32,
    pub len: u32,
}

/// The places of one access; elements in no run are not accessed (masked off, or outside a
/// view's tensor). Runs are in increasing element order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Places {
    pub runs: Vec<Run>,
    /// Elements in the tile.
    pub len: usize,
    pub unit: Unit,
}

impl Places {
    pub fn new(len: usize, unit: Unit) -> Places {
        Places {
            runs: vec![],
            len,
            unit,
        }
    }

    /// Place step between consecutive elements of a run.
    pub fn step(&self) -> u64 {
        match self.unit {
            Unit::Bytes(n) => n,
            Unit::Nibbles => 1,
        }
    }

    /// Appends element `elem` at `addr`, extending the last run when it continues it.
    #[inline]
    pub fn push(&mut self, elem: usize, addr: u64) {
        let step = self.step();
        if let Some(r) = self.runs.last_mut() {
            if r.elem as usize + r.len as usize == elem
                && r.addr.wrapping_add(r.len as u64 * step) == addr
            {
                r.len += 1;
                return;
            }
        }
        self.runs.push(Run {
            addr,
            elem: elem as u32,
            len: 1,
        });
    }

    /// Appends `len` consecutive elements starting at `elem` and `addr`.
    #[inline]
    pub fn push_run(&mut self, elem: usize, addr: u64, len: usize) {
        if len == 0 {
            return;
        }
        let step = self.step();
        if let Some(r) = self.runs.last_mut() {
            if r.elem as usize + r.len as usize == elem
                && r.addr.wrapping_add(r.len as u64 * step) == addr
            {
                r.len += len as u32;
                return;
            }
        }
        self.runs.push(Run {
            addr,
            elem: elem as u32,
            len: len as u32,
        });
    }

    /// Places of a pointer tile (`SKIP` for elements not accessed).
    pub fn from_addrs(addrs: &[u64], unit: Unit) -> Places {
        let mut p = Places::new(addrs.len(), unit);
        for (i, &a) in addrs.iter().enumerate() {
            if a != SKIP {
                p.push(i, a);
            }
        }
        p
    }

    /// Places of a pointer tile under an optional mask (bit 0 of each mask element).
    pub fn masked(addrs: &[u64], mask: Option<&[u64]>, unit: Unit) -> Places {
        match mask {
            None => Places::from_addrs(addrs, unit),
            Some(m) => {
                let mut p = Places::new(addrs.len(), unit);
                for (i, (&a, &k)) in addrs.iter().zip(m).enumerate() {
                    if k & 1 == 1 {
                        p.push(i, a);
                    }
                }
                p
            }
        }
    }

    /// Every accessed element with its place, in element order.
    pub fn elems(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        let step = self.step();
        self.runs.iter().flat_map(move |r| {
            (0..r.len as u64)
                .map(move |k| (r.elem as usize + k as usize, r.addr.wrapping_add(k * step)))
        })
    }

    /// One place per element, `SKIP` where none.
    pub fn addrs(&self) -> Vec<u64> {
        let mut v = vec![SKIP; self.len];
        for (i, a) in self.elems() {
            v[i] = a;
        }
        v
    }

    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// The first element that is not accessed.
    pub fn first_gap(&self) -> Option<usize> {
        let mut next = 0usize;
        for r in &self.runs {
            if r.elem as usize != next {
                return Some(next);
            }
            next += r.len as usize;
        }
        (next < self.len).then_some(next)
    }

    /// Location ranges for the memory model: `(lo, hi, first element)` per run, elements
    /// [`Places::step`] apart. Nibble places are tagged with the top bit so they never meet a
    /// byte address.
    pub fn locations(&self) -> impl Iterator<Item = (u64, u64, u32)> + '_ {
        let (tag, step) = match self.unit {
            Unit::Bytes(n) => (0, n),
            Unit::Nibbles => (1u64 << 63, 1),
        };
        self.runs.iter().map(move |r| {
            let lo = tag | r.addr;
            (lo, lo.wrapping_add(r.len as u64 * step), r.elem)
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::places::*;

    #[test]
    fn coalesces_consecutive_elements_only() {
        let addrs = [100, 104, 108, SKIP, 116, 120, 120, 124, 4];
        let p = Places::from_addrs(&addrs, Unit::Bytes(4));
        assert_eq!(
            p.runs,
            vec![
                Run {
                    addr: 100,
                    elem: 0,
                    len: 3
                },
                Run {
                    addr: 116,
                    elem: 4,
                    len: 2
                },
                Run {
                    addr: 120,
                    elem: 6,
                    len: 2
                },
                Run {
                    addr: 4,
                    elem: 8,
                    len: 1
                }
            ]
        );
        assert_eq!(p.addrs(), addrs.to_vec());
        assert_eq!(p.first_gap(), Some(3));
        assert_eq!(Places::from_addrs(&[8, 9, 10], Unit::Nibbles).runs.len(), 1);
        assert_eq!(Places::from_addrs(&[8, 9], Unit::Bytes(2)).runs.len(), 2);
    }

    #[test]
    fn mask_and_gaps() {
        let p = Places::masked(&[0, 4, 8, 12], Some(&[1, 1, 0, 0]), Unit::Bytes(4));
        assert_eq!(
            p.runs,
            vec![Run {
                addr: 0,
                elem: 0,
                len: 2
            }]
        );
        assert_eq!(p.first_gap(), Some(2));
        let full = Places::masked(&[0, 4], None, Unit::Bytes(4));
        assert_eq!(full.first_gap(), None);
        let mut q = Places::new(6, Unit::Bytes(1));
        q.push_run(0, 10, 3);
        q.push_run(3, 13, 3);
        assert_eq!(
            q.runs,
            vec![Run {
                addr: 10,
                elem: 0,
                len: 6
            }]
        );
        assert_eq!(q.locations().collect::<Vec<_>>(), vec![(10, 16, 0)]);
    }
}
