//! The H100's special function unit and the libdevice sequences tileiras 13.5.37 builds on it
//! (sm_90 SASS, read with nvdisasm). MUFU.EX2 is reproduced from two measured tables
//! (`interp/data/h100_mufu_ex2.bin`, made by `interp/tools/h100_mufu_ex2.py`; the model below
//! agrees with the GPU on all 2^32 inputs); the other steps are IEEE operations.

use crate::numeric::fast::f32_fma;
use crate::numeric::round::{Env, Rounding};
use std::collections::HashMap;
use std::io::Read;
use std::sync::OnceLock;

const DATA: &[u8] = include_bytes!("../../data/h100_mufu_ex2.bin");
const STEPS: usize = 1 << 24;

/// T+[k] = ex2(k·2^-24) and T-[k] = ex2(-k·2^-24) for k < 2^24, held as their distance in
/// ulps from the correctly rounded exp2 (2 bits each; the few that do not fit apart).
struct Tables {
    packed: [Vec<u8>; 2],
    other: HashMap<(usize, usize), u32>,
}

fn reference(sign: usize, k: usize) -> u32 {
    let x = k as f32 * f32::from_bits(0x3380_0000); // k·2^-24, exact
    pxfm::f_exp2f(if sign == 0 { x } else { -x }).to_bits()
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        let bad = |m: &str| -> ! { panic!("interp/data/h100_mufu_ex2.bin: {m}") };
        if &DATA[..8] != b"TRFEX2\x01\x00" {
            bad("not a MUFU.EX2 table file");
        }
        let mut at = 8;
        let mut t = Tables {
            packed: [vec![0u8; STEPS / 4], vec![0u8; STEPS / 4]],
            other: HashMap::new(),
        };
        for sign in 0..2 {
            let word = |i: usize| u32::from_le_bytes(DATA[i..i + 4].try_into().unwrap());
            let (first, len) = (word(at), word(at + 4) as usize);
            at += 8;
            let mut deltas = Vec::with_capacity(STEPS - 1);
            flate2::read::ZlibDecoder::new(&DATA[at..at + len])
                .read_to_end(&mut deltas)
                .unwrap_or_else(|e| bad(&e.to_string()));
            at += len;
            if deltas.len() != STEPS - 1 {
                bad("wrong table length");
            }
            let mut v = first as i64;
            for k in 0..STEPS {
                if k > 0 {
                    v += deltas[k - 1] as i8 as i64;
                }
                let e = v - reference(sign, k) as i64;
                let code = if (-2..=1).contains(&e) {
                    (e + 2) as u8
                } else {
                    t.other.insert((sign, k), v as u32);
                    0
                };
                t.packed[sign][k / 4] |= code << (2 * (k % 4));
            }
        }
        t
    })
}

fn table(sign: usize, k: usize) -> u32 {
    let t = tables();
    if let Some(&v) = t.other.get(&(sign, k)) {
        return v;
    }
    let code = (t.packed[sign][k / 4] >> (2 * (k % 4))) & 3;
    (reference(sign, k) as i64 + code as i64 - 2) as u32
}

/// MUFU.EX2 (`ex2.approx.ftz.f32`): 2^x as the H100 computes it.
pub fn mufu_ex2(xb: u32) -> u32 {
    let ax = xb & 0x7FFF_FFFF;
    if ax > 0x7F80_0000 {
        return 0x7FFF_FFFF;
    }
    let x = if ax < 0x0080_0000 {
        0.0
    } else {
        f32::from_bits(xb) as f64
    };
    if x >= 128.0 {
        return 0x7F80_0000;
    }
    if x <= -256.0 {
        return 0;
    }
    // x·2^24 is exact in f64; the hardware truncates it toward zero.
    let v = (x * STEPS as f64).trunc() as i64;
    let (n, k) = (v / STEPS as i64, (v % STEPS as i64).unsigned_abs() as usize);
    let t = f32::from_bits(table((v < 0) as usize, k)) as f64;
    let r = t * (n as f64).exp2();
    if r < f32::MIN_POSITIVE as f64 {
        0
    } else {
        (r as f32).to_bits()
    }
}

/// `ex2.approx.f32` without ftz: MUFU.EX2 of x/2 squared below 2^-126.
pub fn ex2_approx(xb: u32) -> u32 {
    let x = f32::from_bits(xb);
    if x < -126.0 {
        let y = f32::from_bits(mufu_ex2((x * 0.5).to_bits()));
        (y * y).to_bits()
    } else {
        mufu_ex2(xb)
    }
}

/// libdevice's `expf` as tileiras emits it for `exp` (f32, and f16/bf16 widened to f32):
/// j = ⌊x·log2 e⌋ from a saturated fma and a round-down fma, f = x·log2 e − j in two fmas,
/// 2^j·MUFU.EX2(f).
pub fn expf(xb: u32) -> u32 {
    let f = f32::from_bits;
    let x = f(xb);
    let rn = Env::new(Rounding::NearestEven);
    let rm = Env::new(Rounding::NegativeInf);
    // FFMA.SAT: clamped to [0, 1], NaN to +0.
    let t = f(f32_fma(&rn, xb, 0x3BBB_989D, 0x3F00_0000));
    let t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    let t = f32_fma(&rm, (t + 0.0).to_bits(), 252f32.to_bits(), 0x4B40_0001);
    let j = f(t) - f(0x4B40_007F);
    let g = x.mul_add(f(0x3FB8_AA3B), -j);
    let g = x.mul_add(f(0x32A5_7060), g);
    let scale = f(t << 23);
    (scale * f(mufu_ex2(g.to_bits()))).to_bits()
}

/// `exp` with `rounding<approx>` (f32): x·log2 e rounded, then `ex2.approx.f32`.
pub fn exp_approx(xb: u32) -> u32 {
    ex2_approx((f32::from_bits(xb) * f32::from_bits(0x3FB8_AA3B)).to_bits())
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The tables are what the file says: monotone, 1.0 at k = 0, within 3 ulps of exp2.
    #[test]
    fn tables_decode() {
        let mut prev = [0u32, u32::MAX];
        for k in 0..STEPS {
            let (p, n) = (table(0, k), table(1, k));
            assert!(p >= prev[0] && n <= prev[1], "not monotone at {k}");
            prev = [p, n];
            assert!((p as i64 - reference(0, k) as i64).abs() <= 3);
        }
        assert_eq!(table(0, 0), 0x3F80_0000);
        assert_eq!(table(1, 0), 0x3F80_0000);
    }
}
