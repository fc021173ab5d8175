//! Input values biased toward the places where implementations go wrong: signed zeros,
//! subnormals, the smallest and largest normals, infinities, NaNs with payloads, integer
//! extremes, and exact ties at a random rounding position (so that conversions to every
//! narrower format meet halfway cases).

use crate::rng::Rng;
use tileref_spec::types::ElemType;

/// The stored width of an element pattern (tf32 travels as a 32-bit word with 13 low zeros).
fn width(e: ElemType) -> u32 {
    match e {
        ElemType::TF32 => 32,
        e => e.bit_width(),
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1 << w) - 1
    }
}

/// One element pattern of type `e`.
pub fn value(e: ElemType, rng: &mut Rng) -> u64 {
    let r = rng.next();
    let v = match e.float_layout() {
        None => int_value(e, rng, r),
        Some(l) => {
            let (eb, mb) = if e == ElemType::TF32 {
                (8, 23)
            } else {
                (l.exp_bits, l.man_bits)
            };
            let sign = if l.signed { (r >> 63) << (eb + mb) } else { 0 };
            let exp_all = mask(eb) << mb;
            let man_all = mask(mb);
            let body = match rng.below(16) {
                0 => 0,                                      // zero
                1 => 1,                                      // smallest subnormal
                2 => man_all,                                // largest subnormal
                3 => 1 << mb,                                // smallest normal
                4 => exp_all - 1,                            // largest finite (IEEE layouts)
                5 => exp_all, // infinity, or NaN/max where there is none
                6 => exp_all | (1 << mb.saturating_sub(1)), // quiet NaN
                7 => exp_all | ((r >> 20) & man_all).max(1), // NaN with a payload
                8 | 9 if mb > 0 => {
                    // Exactly halfway when rounded at bit k, with an exponent around 1.0.
                    let k = 1 + rng.below(mb as usize) as u32;
                    let man = ((r >> 11) & man_all & !mask(k)) | (1 << (k - 1));
                    let exp = (mask(eb - 1) + rng.below(3) as u64).saturating_sub(1) << mb;
                    exp | man
                }
                10 => (mask(eb - 1) << mb) | (r & man_all), // in [1, 2)
                _ => r,                                     // anything
            };
            sign | body & mask(eb + mb)
        }
    };
    let v = v & mask(width(e));
    if e == ElemType::TF32 {
        v & !0x1FFF
    } else {
        v
    }
}

fn int_value(e: ElemType, rng: &mut Rng, r: u64) -> u64 {
    let w = e.bit_width();
    match rng.below(8) {
        0 => 0,
        1 => 1,
        2 => mask(w),                            // -1
        3 => 1 << (w - 1),                       // minimum
        4 => mask(w) >> 1,                       // maximum
        5 => (r % 17).wrapping_sub(8) & mask(w), // small
        _ => r & mask(w),
    }
}

/// `n` patterns of type `e`.
pub fn values(e: ElemType, n: usize, rng: &mut Rng) -> Vec<u64> {
    (0..n).map(|_| value(e, rng)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_fit_their_type_and_hit_specials() {
        let mut rng = Rng::new(5);
        for e in ElemType::ALL {
            let vs = values(e, 4000, &mut rng);
            assert!(vs.iter().all(|&v| v <= mask(width(e))), "{e:?}");
            if e == ElemType::F32 {
                assert!(vs.contains(&0) && vs.contains(&0x8000_0000), "signed zeros");
                assert!(vs.iter().any(|&v| v & 0x7FFF_FFFF > 0x7F80_0000), "NaN");
                assert!(vs.iter().any(|&v| v & 0x7FFF_FFFF == 0x7F80_0000), "inf");
                assert!(
                    vs.iter()
                        .any(|&v| v & 0x7F80_0000 == 0 && v & 0x7F_FFFF != 0),
                    "subnormal"
                );
            }
            if e == ElemType::TF32 {
                assert!(vs.iter().all(|&v| v & 0x1FFF == 0));
            }
        }
    }
}
