//! The H100's special function unit: MUFU.EX2, MUFU.RSQ and MUFU.RCP from measured tables
//! (`interp/data/h100_mufu_*.bin`, made by `interp/tools/h100_mufu.py`, 0.5 MB in all); each
//! model agrees with the GPU on all 2^32 inputs.

use rayon::prelude::*;
use std::io::Read;
use std::sync::OnceLock;

/// A measured monotone table whose successive entries differ by at most 3 ulps, in 16-byte
/// blocks of 48 entries: the block's first value and the 2-bit steps to each next one, so that
/// an entry is its block's base plus (or minus) a masked popcount sum (5.6 MB for 2^24
/// entries). A lookup reads one block, one cache line.
struct Table {
    blocks: Vec<Block>,
    down: bool,
}

/// Entries 0..48 of a table: entry 0 is `base`; entry j (1..48) adds the steps 1..=j, step j
/// held in field j − 1 of `lo` (j ≤ 32) or field j − 33 of `hi` (whose last field holds the
/// step into the next block's base).
#[derive(Clone, Copy, Default)]
#[repr(C, align(16))]
struct Block {
    lo: u64,
    hi: u32,
    base: u32,
}

const PER_BLOCK: usize = 48;

/// The sum of the 2-bit fields of `w`.
fn field_sum(w: u64) -> u32 {
    const LOW: u64 = 0x5555_5555_5555_5555;
    (w & LOW).count_ones() + 2 * ((w >> 1) & LOW).count_ones()
}

impl Table {
    #[inline(always)]
    fn get(&self, k: usize) -> u32 {
        let (b, off) = (&self.blocks[k / PER_BLOCK], k % PER_BLOCK);
        // Steps 1..=off: the first min(off, 32) fields of `lo`, then off − 32 of `hi` (masks
        // rather than branches: the offsets of a tile's lookups are random).
        let (nlo, nhi) = (off.min(32), off.saturating_sub(32));
        let lo_mask = ((1u128 << (2 * nlo)) - 1) as u64;
        let hi_mask = (1u64 << (2 * nhi)) - 1;
        let s = field_sum(b.lo & lo_mask) + field_sum(b.hi as u64 & hi_mask);
        if self.down {
            b.base - s
        } else {
            b.base + s
        }
    }

    /// Asks for the cache line of entry `k` (a hint: lookups of a whole tile overlap their
    /// misses when each asks for one a few elements ahead).
    #[inline]
    fn prefetch(&self, k: usize) {
        #[cfg(target_arch = "x86_64")]
        if let Some(b) = self.blocks.get(k / PER_BLOCK) {
            // SAFETY: a prefetch of a valid address has no effect but on the caches.
            unsafe {
                std::arch::x86_64::_mm_prefetch(
                    b as *const Block as *const i8,
                    std::arch::x86_64::_MM_HINT_T0,
                )
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = k;
    }
}

/// Reads the tables of one `interp/data/h100_mufu_*.bin` file (format 2; see
/// interp/tools/h100_mufu.py): per table its length, first value, direction and the zlib
/// stream of its 2-bit step magnitudes, 48 to a block of 12 bytes, which become the blocks'
/// `lo` and `hi` words as they are (the last field of a block, the step into the next one,
/// only moves the running base).
fn decode(name: &str, data: &[u8]) -> Vec<Table> {
    let bad = |m: &str| -> ! { panic!("interp/data/h100_mufu_{name}.bin: {m}") };
    if data.len() < 12 || &data[..8] != b"TRFTAB\x02\x00" {
        bad("not a table file of format 2");
    }
    let word = |i: usize| u32::from_le_bytes(data[i..i + 4].try_into().unwrap());
    // The headers first, then the tables inflated in parallel (ex2 has two).
    let mut at = 12;
    let mut parts = vec![];
    for _ in 0..word(8) {
        let (len, first, down, zlen) = (
            word(at) as usize,
            word(at + 4),
            word(at + 8) != 0,
            word(at + 12) as usize,
        );
        parts.push((len, first, down, &data[at + 16..at + 16 + zlen]));
        at += 16 + zlen;
    }
    parts
        .into_par_iter()
        .map(|(len, first, down, z)| {
            let blocks = len.div_ceil(PER_BLOCK);
            let mut packed = Vec::with_capacity(blocks * 12);
            flate2::read::ZlibDecoder::new(z)
                .read_to_end(&mut packed)
                .unwrap_or_else(|e| bad(&e.to_string()));
            if packed.len() != blocks * 12 {
                bad("wrong table length");
            }
            let mut v = first;
            let blocks = packed
                .chunks_exact(12)
                .map(|c| {
                    let lo = u64::from_le_bytes(c[..8].try_into().unwrap());
                    let hi = u32::from_le_bytes(c[8..].try_into().unwrap());
                    let b = Block { lo, hi, base: v };
                    let sum = field_sum(lo) + field_sum(hi as u64);
                    v = if down {
                        v.wrapping_sub(sum)
                    } else {
                        v.wrapping_add(sum)
                    };
                    b
                })
                .collect();
            Table { blocks, down }
        })
        .collect()
}

fn ex2_tables() -> &'static [Table] {
    static T: OnceLock<Vec<Table>> = OnceLock::new();
    T.get_or_init(|| decode("ex2", include_bytes!("../../data/h100_mufu_ex2.bin")))
}

fn rsq_table() -> &'static Table {
    static T: OnceLock<Vec<Table>> = OnceLock::new();
    &T.get_or_init(|| decode("rsq", include_bytes!("../../data/h100_mufu_rsq.bin")))[0]
}

fn rcp_table() -> &'static Table {
    static T: OnceLock<Vec<Table>> = OnceLock::new();
    &T.get_or_init(|| decode("rcp", include_bytes!("../../data/h100_mufu_rcp.bin")))[0]
}

const STEPS: usize = 1 << 24;
const NAN: u32 = 0x7FFF_FFFF;
const INF: u32 = 0x7F80_0000;

/// Where MUFU.EX2 of `xb` comes from: a value of its own, or table `neg` at `k` scaled by 2^n.
enum Ex2 {
    Value(u32),
    Table { neg: bool, k: usize, n: i64 },
}

#[inline(always)]
fn ex2_split(xb: u32) -> Ex2 {
    let ax = xb & 0x7FFF_FFFF;
    if ax > INF {
        return Ex2::Value(NAN);
    }
    let x = if ax < 0x0080_0000 {
        0.0
    } else {
        f32::from_bits(xb) as f64
    };
    if x >= 128.0 {
        return Ex2::Value(INF);
    }
    if x <= -256.0 {
        return Ex2::Value(0);
    }
    // x·2^24 is exact in f64; the hardware truncates it toward zero (as the cast does).
    let v = (x * STEPS as f64) as i64;
    Ex2::Table {
        neg: v < 0,
        k: (v % STEPS as i64).unsigned_abs() as usize,
        n: v / STEPS as i64,
    }
}

/// MUFU.EX2 (`ex2.approx.ftz.f32`): 2^x as the H100 computes it.
#[inline(always)]
pub fn mufu_ex2(xb: u32) -> u32 {
    let (neg, k, n) = match ex2_split(xb) {
        Ex2::Value(v) => return v,
        Ex2::Table { neg, k, n } => (neg, k, n),
    };
    let t = f32::from_bits(ex2_tables()[neg as usize].get(k)) as f64;
    // 2^n for n in [-256, 128), a normal f64, from its bits.
    let r = t * f64::from_bits(((n + 1023) as u64) << 52);
    if r < f32::MIN_POSITIVE as f64 {
        0
    } else {
        (r as f32).to_bits()
    }
}

/// Asks for the table entry `mufu_ex2(xb)` will read (see [`Table::prefetch`]).
#[inline(always)]
pub fn prefetch_ex2(xb: u32) {
    if let Ex2::Table { neg, k, .. } = ex2_split(xb) {
        ex2_tables()[neg as usize].prefetch(k);
    }
}

/// `t`·2^-`shift` for a table value t in [0.5, 2), flushed to +0 below 2^-126 (inf above).
fn scale(t: u32, shift: i32) -> u32 {
    let e = (t >> 23) as i32 - shift;
    if e <= 0 {
        0
    } else if e >= 255 {
        INF
    } else {
        ((e as u32) << 23) | (t & 0x7F_FFFF)
    }
}

/// MUFU.RSQ (`rsqrt.approx.ftz.f32`): a table over [1, 4), scaled by whole powers of 4.
pub fn mufu_rsq(xb: u32) -> u32 {
    let ax = xb & 0x7FFF_FFFF;
    if ax > INF {
        return NAN;
    }
    if ax < 0x0080_0000 {
        return if xb >> 31 == 1 { 0xFF80_0000 } else { INF };
    }
    if xb >> 31 == 1 {
        return NAN;
    }
    if xb == INF {
        return 0;
    }
    let e = (xb >> 23) as i32 - 127;
    let p = e & 1;
    let t = rsq_table().get(((p as usize) << 23) | (xb & 0x7F_FFFF) as usize);
    scale(t, (e - p) / 2)
}

/// MUFU.RCP (`rcp.approx.ftz.f32`): a table over [1, 2), scaled by the power of 2.
pub fn mufu_rcp(xb: u32) -> u32 {
    let (ax, s) = (xb & 0x7FFF_FFFF, xb & 0x8000_0000);
    if ax > INF {
        return NAN;
    }
    if ax < 0x0080_0000 {
        return s | INF;
    }
    if ax == INF {
        return s;
    }
    let t = rcp_table().get((ax & 0x7F_FFFF) as usize);
    s | scale(t, (ax >> 23) as i32 - 127)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// k·2^-24 (exact).
    fn step(k: usize) -> f32 {
        k as f32 * f32::from_bits(0x3380_0000)
    }

    /// Values read off the GPU (H200, sm_90) while measuring: specials and both tables' ends.
    #[test]
    fn mufu_ex2_matches_measured_points() {
        for (x, y) in [
            (0x7FC0_0000u32, 0x7FFF_FFFFu32),
            (0xFFC0_0000, 0x7FFF_FFFF),
            (0xFF80_0000, 0),
            (0x7F80_0000, 0x7F80_0000),
            (0x8000_0001, 0x3F80_0000),
            (0x0000_0001, 0x3F80_0000),
            (0x4300_0000, 0x7F80_0000),
            (0x42FE_0000, 0x7F00_0000),
            (0xC2FC_0000, 0x0080_0000),
            (0xC2FE_0000, 0),
            (0xC300_0000, 0),
            // -2^-24 and -1.5·2^-24 give 1.0 (the table of negative inputs).
            (0xB380_0000, 0x3F80_0000),
            (0xB3C0_0000, 0x3F80_0000),
        ] {
            assert_eq!(mufu_ex2(x), y, "ex2({x:#x})");
        }
    }

    /// The tables are what the files say: monotone, exact at 1, within 2 ulps of the
    /// correctly rounded values (every entry).
    #[test]
    fn tables_decode() {
        let (ex2, rsq, rcp) = (ex2_tables(), rsq_table(), rcp_table());
        let mut prev = [0u32, u32::MAX, u32::MAX, u32::MAX];
        for k in 0..STEPS {
            let now = [
                ex2[0].get(k),
                ex2[1].get(k),
                rsq.get(k),
                rcp.get(k % (STEPS / 2)),
            ];
            assert!(
                now[0] >= prev[0] && now[1] <= prev[1] && now[2] <= prev[2],
                "at {k}"
            );
            assert!(k % (STEPS / 2) == 0 || now[3] <= prev[3], "rcp at {k}");
            let cr = [
                pxfm::f_exp2f(step(k)),
                pxfm::f_exp2f(-step(k)),
                pxfm::f_rsqrtf(f32::from_bits(0x3F80_0000 + k as u32)),
            ];
            for (v, c) in now.iter().zip(cr) {
                assert!((*v as i64 - c.to_bits() as i64).abs() <= 2, "{k}");
            }
            prev = now;
        }
        for v in [ex2[0].get(0), ex2[1].get(0), rsq.get(0), rcp.get(0)] {
            assert_eq!(v, 0x3F80_0000);
        }
    }

    /// Every entry of every table is the file's value: the first value plus the running sum
    /// of the stored steps, read here field by field without the block layout.
    #[test]
    fn tables_hold_the_files_values() {
        let files: [(&[u8], Vec<&Table>); 3] = [
            (
                include_bytes!("../../data/h100_mufu_ex2.bin"),
                ex2_tables().iter().collect(),
            ),
            (
                include_bytes!("../../data/h100_mufu_rsq.bin"),
                vec![rsq_table()],
            ),
            (
                include_bytes!("../../data/h100_mufu_rcp.bin"),
                vec![rcp_table()],
            ),
        ];
        for (data, tables) in files {
            let word = |i: usize| u32::from_le_bytes(data[i..i + 4].try_into().unwrap());
            let mut at = 12;
            for t in tables {
                let (len, first, down, zlen) = (
                    word(at) as usize,
                    word(at + 4),
                    word(at + 8),
                    word(at + 12) as usize,
                );
                let mut packed = vec![];
                flate2::read::ZlibDecoder::new(&data[at + 16..at + 16 + zlen])
                    .read_to_end(&mut packed)
                    .unwrap();
                let mut v = first;
                for k in 0..len {
                    if k > 0 {
                        let m = (packed[(k - 1) / 4] >> (2 * ((k - 1) % 4))) & 3;
                        v = if down == 1 {
                            v - m as u32
                        } else {
                            v + m as u32
                        };
                    }
                    assert_eq!(t.get(k), v, "entry {k}");
                }
                at += 16 + zlen;
            }
        }
    }

    /// Scaling: whole powers of 4 (rsq) and 2 (rcp) move only the exponent; ends of range.
    #[test]
    fn rsq_and_rcp_scale() {
        assert_eq!(mufu_rsq(0x4080_0000), 0x3F00_0000); // rsq(4) = 1/2
        assert_eq!(mufu_rsq(0x3E80_0000), 0x4000_0000); // rsq(1/4) = 2
        assert_eq!(mufu_rsq(0x8000_0000), 0xFF80_0000);
        assert_eq!(mufu_rsq(0xBF80_0000), NAN);
        assert_eq!(mufu_rsq(INF), 0);
        assert_eq!(mufu_rcp(0xC000_0000), 0xBF00_0000); // rcp(-2) = -1/2
        assert_eq!(mufu_rcp(0x7E80_0000), 0x0080_0000); // rcp(2^126) = 2^-126
        assert_eq!(mufu_rcp(0x7F00_0000), 0); // 2^-127 flushed
        assert_eq!(mufu_rcp(0x0000_0001), INF);
        assert_eq!(mufu_rcp(0xFF80_0000), 0x8000_0000);
    }
}
