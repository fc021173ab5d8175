//! Where tileiras 13.5.37 (sm_90) keeps the elements of a tile: each bit of each coordinate
//! lives in a register index, a lane-id bit or a warp-id bit (a linear layout). Decoded from
//! the SASS of reduce kernels (docs/numerics.md) and checked on the H100 through the
//! reductions it predicts.

/// The place of one coordinate bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Distinct registers of one thread.
    Reg,
    /// Bit `k` of the lane id (0..5).
    Lane(u8),
    /// Bit `k` of the warp id.
    Warp(u8),
}

/// A tile's layout: `dims[d][b]` is where bit `b` (least significant first) of the
/// coordinate along dimension `d` lives. Lane and warp bits no coordinate uses hold copies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub dims: Vec<Vec<Place>>,
}

/// Lane-id bits of a warp (32 lanes).
const LANE_BITS: u32 = 5;

fn log2_exact(n: i64) -> Option<u32> {
    (n > 0 && (n as u64).is_power_of_two()).then(|| n.trailing_zeros())
}

impl Layout {
    /// The layout of a tile loaded from memory with `warps` warps (a power of two): lane-id
    /// bits go to the low coordinate bits of dimension 0, then of dimension 1, …; each
    /// dimension in turn (0 first) then takes as many warp-id bits as it has coordinate bits
    /// left, the low warp-id bits going to the last such dimension; every other bit is a
    /// register. For 4 warps and an R × N tile: R ≤ 32 rows on the low lane bits, the other
    /// lane bits and the warps on columns; 64 rows on all lanes and warp bit 1, columns on
    /// warp bit 0; 128 or more rows on all lanes and warps.
    pub fn blocked(shape: &[i64], warps: u32) -> Option<Layout> {
        let bits: Vec<u32> = shape
            .iter()
            .map(|&n| log2_exact(n))
            .collect::<Option<_>>()?;
        let warp_bits = log2_exact(warps as i64)?;
        let mut dims: Vec<Vec<Place>> = bits
            .iter()
            .map(|&b| Vec::with_capacity(b as usize))
            .collect();
        let mut lane = 0u8;
        for (d, &b) in bits.iter().enumerate() {
            while dims[d].len() < b as usize && (lane as u32) < LANE_BITS {
                dims[d].push(Place::Lane(lane));
                lane += 1;
            }
        }
        let mut left = warp_bits;
        let counts: Vec<u32> = bits
            .iter()
            .zip(&dims)
            .map(|(&b, p)| {
                let c = (b - p.len() as u32).min(left);
                left -= c;
                c
            })
            .collect();
        let mut warp = 0u8;
        for d in (0..bits.len()).rev() {
            for _ in 0..counts[d] {
                dims[d].push(Place::Warp(warp));
                warp += 1;
            }
        }
        for (d, &b) in bits.iter().enumerate() {
            dims[d].resize(b as usize, Place::Reg);
        }
        Some(Layout { dims })
    }

    /// The same elements seen as a tile of `shape` (row-major order kept): the places of the
    /// linear index's bits are split anew.
    pub fn reshape(&self, shape: &[i64]) -> Option<Layout> {
        let bits: Vec<u32> = shape
            .iter()
            .map(|&n| log2_exact(n))
            .collect::<Option<_>>()?;
        let flat: Vec<Place> = self.dims.iter().rev().flatten().copied().collect();
        if flat.len() != bits.iter().sum::<u32>() as usize {
            return None;
        }
        let mut dims = vec![vec![]; bits.len()];
        let mut at = 0;
        for d in (0..bits.len()).rev() {
            dims[d] = flat[at..at + bits[d] as usize].to_vec();
            at += bits[d] as usize;
        }
        Some(Layout { dims })
    }

    /// Whether some lane or warp bit of a `warps`-warp block holds no coordinate bit (the
    /// tile is smaller than the block: its elements sit in several threads at once).
    pub fn replicated(&self, warps: u32) -> bool {
        let used = self
            .dims
            .iter()
            .flatten()
            .filter(|p| !matches!(p, Place::Reg))
            .count() as u32;
        used < LANE_BITS + log2_exact(warps as i64).unwrap_or(0)
    }

    /// Dimension `i` of the result is dimension `perm[i]` of this tile.
    pub fn permute(&self, perm: &[i64]) -> Option<Layout> {
        let dims = perm
            .iter()
            .map(|&p| self.dims.get(usize::try_from(p).ok()?).cloned())
            .collect::<Option<_>>()?;
        Some(Layout { dims })
    }

    /// A short text for reports: each dimension's bits from the least, `r` register, `lK`
    /// lane bit K, `wK` warp bit K.
    pub fn describe(&self) -> String {
        self.dims
            .iter()
            .map(|d| {
                let s: Vec<String> = d
                    .iter()
                    .map(|p| match p {
                        Place::Reg => "r".to_string(),
                        Place::Lane(k) => format!("l{k}"),
                        Place::Warp(k) => format!("w{k}"),
                    })
                    .collect();
                format!("[{}]", s.join(" "))
            })
            .collect::<Vec<_>>()
            .join("")
    }
}

#[cfg(test)]
mod tests {
    use super::Place::*;
    use super::*;

    /// The thread (lane, warp) and register order of element (r, c) of an R × N tile under
    /// the layout, to compare with what the SASS of tileiras's reduce kernels loads.
    fn owner(l: &Layout, coord: &[i64]) -> (u32, u32) {
        let (mut lane, mut warp) = (0, 0);
        for (d, places) in l.dims.iter().enumerate() {
            for (b, p) in places.iter().enumerate() {
                let bit = (coord[d] >> b) as u32 & 1;
                match p {
                    Lane(k) => lane |= bit << k,
                    Warp(k) => warp |= bit << k,
                    Reg => {}
                }
            }
        }
        (lane, warp)
    }

    /// The decoded cases (SASS of tileiras 13.5.37 sm_90 reduce kernels, 4 warps).
    #[test]
    fn blocked_layouts_match_the_decoded_kernels() {
        // 2 × 256: thread (lane, warp) holds row lane&1, columns (lane>>1) + 16·warp + 64·j.
        let l = Layout::blocked(&[2, 256], 4).unwrap();
        for r in 0..2 {
            for c in 0..256 {
                let (lane, warp) = owner(&l, &[r, c]);
                assert_eq!(lane & 1, r as u32);
                assert_eq!(((lane >> 1) + 16 * warp) as i64, c % 64);
            }
        }
        // 64 × 32: rows on all lanes and warp bit 1, columns warp bit 0 then registers.
        let l = Layout::blocked(&[64, 32], 4).unwrap();
        assert_eq!(
            l.dims[0],
            vec![Lane(0), Lane(1), Lane(2), Lane(3), Lane(4), Warp(1)]
        );
        assert_eq!(l.dims[1], vec![Warp(0), Reg, Reg, Reg, Reg]);
        // 128 × 32: rows on lanes and both warp bits, every column in registers.
        let l = Layout::blocked(&[128, 32], 4).unwrap();
        assert_eq!(l.dims[1], vec![Reg; 5]);
        // 1 × 32: one warp; the other warps hold copies.
        let l = Layout::blocked(&[1, 32], 4).unwrap();
        assert_eq!(l.dims[1], vec![Lane(0), Lane(1), Lane(2), Lane(3), Lane(4)]);
        // 1024 (as 1024 × 1): rows lane + 32·warp + 128·j.
        let l = Layout::blocked(&[1024, 1], 4).unwrap();
        assert_eq!(&l.dims[0][5..], &[Warp(0), Warp(1), Reg, Reg, Reg]);
        assert!(Layout::blocked(&[3, 4], 4).is_none());
    }

    #[test]
    fn reshape_and_permute_move_places_with_the_elements() {
        let l = Layout::blocked(&[512], 4).unwrap();
        let r = l.reshape(&[2, 256]).unwrap();
        // Element (1, c) is element 256 + c of the 1-D tile: its row bit is the second
        // register bit.
        assert_eq!(r.dims[0], vec![Reg]);
        assert_eq!(r.dims[1][..7], l.dims[0][..7]);
        assert_eq!(r.reshape(&[512]).unwrap(), l);
        let b = Layout::blocked(&[4, 8], 4).unwrap();
        let p = b.permute(&[1, 0]).unwrap();
        assert_eq!(p.dims[0], b.dims[1]);
        assert_eq!(p.permute(&[1, 0]).unwrap(), b);
        assert!(b.reshape(&[3]).is_none());
    }
}
