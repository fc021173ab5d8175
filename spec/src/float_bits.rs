//! Exact decoding of every float element type to f64, and round-to-nearest-even encoding from
//! f64, as needed for literals. (The interpreter's numeric core does real arithmetic.)

use crate::types::{ElemType, FloatLayout};

fn layout(e: ElemType) -> FloatLayout {
    e.float_layout().expect("float element type")
}

/// Formats whose all-ones exponent holds ordinary values (no infinities).
fn has_inf(e: ElemType) -> bool {
    matches!(
        e,
        ElemType::F16
            | ElemType::BF16
            | ElemType::F32
            | ElemType::F64
            | ElemType::TF32
            | ElemType::F8E5M2
    )
}

pub fn is_nan(e: ElemType, bits: u64) -> bool {
    let l = layout(e);
    let man_mask = (1u64 << l.man_bits) - 1;
    let exp = (bits >> l.man_bits) & ((1u64 << l.exp_bits) - 1);
    let man = bits & man_mask;
    let exp_max = (1u64 << l.exp_bits) - 1;
    match e {
        ElemType::F4E2M1FN => false,
        ElemType::F8E4M3FN => exp == exp_max && man == man_mask,
        ElemType::F8E8M0FNU | ElemType::FNV8E5M3FNU => bits & 0xFF == 0xFF,
        _ => exp == exp_max && man != 0,
    }
}

/// The value of a bit pattern; every format embeds exactly in f64.
pub fn decode(e: ElemType, bits: u64) -> f64 {
    if e == ElemType::F64 {
        return f64::from_bits(bits);
    }
    let l = layout(e);
    if is_nan(e, bits) {
        return f64::NAN;
    }
    let man_mask = (1u64 << l.man_bits) - 1;
    let exp = ((bits >> l.man_bits) & ((1u64 << l.exp_bits) - 1)) as i32;
    let man = bits & man_mask;
    let neg = l.signed && (bits >> (l.exp_bits + l.man_bits)) & 1 == 1;
    let exp_max = (1i32 << l.exp_bits) - 1;
    let mag = if e == ElemType::F8E8M0FNU {
        2f64.powi(exp - l.bias)
    } else if has_inf(e) && exp == exp_max {
        f64::INFINITY
    } else if exp == 0 {
        man as f64 * 2f64.powi(1 - l.bias - l.man_bits as i32)
    } else {
        ((1u64 << l.man_bits) | man) as f64 * 2f64.powi(exp - l.bias - l.man_bits as i32)
    };
    if neg {
        -mag
    } else {
        mag
    }
}

/// The canonical quiet NaN tileref produces (all ones but the sign where the format allows).
pub fn canonical_nan(e: ElemType) -> u64 {
    match e {
        ElemType::F64 => 0x7FFF_FFFF_FFFF_FFFF,
        ElemType::F32 => 0x7FFF_FFFF,
        ElemType::TF32 => 0x3FFFF,
        ElemType::F16 | ElemType::BF16 => 0x7FFF,
        ElemType::F8E4M3FN => 0x7F,
        ElemType::F8E5M2 => 0x7F,
        ElemType::F8E8M0FNU | ElemType::FNV8E5M3FNU => 0xFF,
        _ => 0,
    }
}

/// Rounds `v` to format `e`, ties to even. Overflow gives ±inf where the format has infinities
/// and NaN otherwise (f4, which has neither, saturates), matching how MLIR reads literals.
pub fn encode_rne(e: ElemType, v: f64) -> u64 {
    if e == ElemType::F64 {
        return v.to_bits();
    }
    let l = layout(e);
    let sign_shift = l.exp_bits + l.man_bits;
    if v.is_nan() {
        return canonical_nan(e);
    }
    let neg = v.is_sign_negative();
    if neg && !l.signed {
        return if v == 0.0 {
            canonical_nan(e)
        } else {
            canonical_nan(e)
        };
    }
    let sign = if neg && l.signed {
        1u64 << sign_shift
    } else {
        0
    };
    let a = v.abs();
    let exp_max = (1i32 << l.exp_bits) - 1;
    // Largest finite exponent field and mantissa.
    let (max_exp_field, max_man) = match e {
        ElemType::F8E4M3FN => (exp_max, (1u64 << l.man_bits) - 2),
        ElemType::F4E2M1FN => (exp_max, (1u64 << l.man_bits) - 1),
        ElemType::F8E8M0FNU => (exp_max - 1, 0),
        ElemType::FNV8E5M3FNU => (exp_max, (1u64 << l.man_bits) - 2),
        _ => (exp_max - 1, (1u64 << l.man_bits) - 1),
    };
    let overflow = || -> u64 {
        if has_inf(e) {
            sign | ((exp_max as u64) << l.man_bits)
        } else if e == ElemType::F4E2M1FN {
            sign | ((max_exp_field as u64) << l.man_bits) | max_man
        } else {
            canonical_nan(e) | sign
        }
    };
    if a.is_infinite() {
        return overflow();
    }
    if e == ElemType::F8E8M0FNU {
        if a == 0.0 {
            return canonical_nan(e);
        }
        // Power-of-two values only: round log2 to nearest (ties to even exponent field).
        let (m, x) = frexp(a); // a = m * 2^x, m in [0.5, 1)
        let mut ex = x - 1; // a = (2m) * 2^(x-1), 2m in [1, 2)
        let frac = 2.0 * m;
        if frac > 1.5 || (frac == 1.5 && (ex + l.bias) % 2 != 0) {
            ex += 1;
        }
        let field = ex + l.bias;
        if field < 0 {
            return 0;
        }
        if field > max_exp_field {
            return canonical_nan(e);
        }
        return field as u64;
    }
    if a == 0.0 {
        return sign;
    }
    // Quantum of the subnormal range is 2^(1 - bias - man_bits).
    let min_exp = 1 - l.bias;
    let (_, x) = frexp(a);
    let e_unb = (x - 1).max(min_exp); // exponent of the leading digit, clamped to subnormal range
    let q = e_unb - l.man_bits as i32; // quantum exponent
    let scaled = a * 2f64.powi(-q); // exact: power-of-two scaling within f64 range for these formats
    let fl = scaled.floor();
    let rem = scaled - fl;
    let mut n = fl as u64;
    if rem > 0.5 || (rem == 0.5 && n & 1 == 1) {
        n += 1;
    }
    // n is the significand at quantum 2^q; renormalise if rounding carried.
    let mut field = e_unb + l.bias;
    if n >> (l.man_bits + 1) != 0 {
        n >>= 1;
        field += 1;
    }
    if n >> l.man_bits == 0 {
        // Subnormal (or rounded to zero).
        return sign | n;
    }
    if field > max_exp_field
        || (field == max_exp_field && (n & ((1u64 << l.man_bits) - 1)) > max_man)
    {
        return overflow();
    }
    sign | ((field as u64) << l.man_bits) | (n & ((1u64 << l.man_bits) - 1))
}

/// `a = m * 2^e` with `m` in [0.5, 1), for finite nonzero `a`.
fn frexp(a: f64) -> (f64, i32) {
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7FF) as i32;
    if exp == 0 {
        let (m, e) = frexp(a * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7FFu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_matches_host_conversion_for_all_patterns() {
        // Decode every f16 and encode it back: must be the identity on non-NaN values.
        for b in 0u64..=0xFFFF {
            let v = decode(ElemType::F16, b);
            if v.is_nan() {
                assert!(is_nan(ElemType::F16, b));
                continue;
            }
            assert_eq!(encode_rne(ElemType::F16, v), b, "bits {b:#x}");
        }
    }

    #[test]
    fn all_small_formats_round_trip() {
        for e in [
            ElemType::BF16,
            ElemType::F8E4M3FN,
            ElemType::F8E5M2,
            ElemType::F4E2M1FN,
            ElemType::F8E8M0FNU,
            ElemType::TF32,
        ] {
            let n = 1u64 << e.bit_width();
            for b in 0..n.min(1 << 19) {
                let v = decode(e, b);
                if v.is_nan() {
                    continue;
                }
                // -0 of f4 and e4m3 round-trips as -0.
                assert_eq!(encode_rne(e, v), b, "{e} bits {b:#x} value {v}");
            }
        }
    }

    #[test]
    fn f32_against_host_rounding() {
        let vals = [
            1.0e-40f64,
            3.4028235677973366e38,
            3.4028236e38,
            1.1754942e-38,
            0.1,
            1.0 / 3.0,
            -2.5e-45,
        ];
        for v in vals {
            assert_eq!(
                encode_rne(ElemType::F32, v),
                (v as f32).to_bits() as u64,
                "{v}"
            );
        }
        assert_eq!(encode_rne(ElemType::F16, 70000.0), 0x7C00);
        assert_eq!(encode_rne(ElemType::F8E4M3FN, 448.0), 0x7E);
        assert_eq!(encode_rne(ElemType::F8E4M3FN, 500.0), 0x7F);
        assert_eq!(decode(ElemType::F8E8M0FNU, 0), 2f64.powi(-127));
    }
}
