//! Conversions (digest 4.4) through the shared oracles: the exact source value rounded once,
//! with the conversion policies of docs/numerics.md (saturating narrow targets, canonical NaN,
//! ftoi into i1 as x != 0). Tiles hold tf32 as its 19-bit pattern; the oracles take the 32-bit
//! word that stores it.

use super::{ub, unsupported, RefError};
use crate::oracle::convert::{
    convert_value, ftoi as ftoi_value, is_narrow, itof as itof_value, value_of,
};
use crate::oracle::int::{fits_s, fits_u, mask, sext, zext};
use tileref_spec::attrs::{Overflow, RoundingMode, TileEnum};
use tileref_spec::types::ElemType;

fn to_word(e: ElemType, b: u64) -> u64 {
    if e == ElemType::TF32 {
        b << 13
    } else {
        b
    }
}

fn from_word(e: ElemType, b: u64) -> u64 {
    if e == ElemType::TF32 {
        b >> 13
    } else {
        b
    }
}

/// Float types the oracles decode (the fnv8 preview type is not one).
pub fn check_float(e: ElemType, op: &str) -> Result<(), RefError> {
    if e.is_float() && e != ElemType::FNV8E5M3FNU {
        Ok(())
    } else {
        Err(unsupported(format!("{op} with {}", e.name())))
    }
}

/// The rounding modes the evaluator takes for ftof into `to`: the IEEE ones and, into wide
/// formats, nearest_away.
pub fn check_ftof_mode(to: ElemType, m: RoundingMode) -> Result<(), RefError> {
    if m.is_ieee() || (m == RoundingMode::NearestAway && !is_narrow(to)) {
        Ok(())
    } else {
        Err(unsupported(format!(
            "ftof rounding<{}> into {}",
            m.name(),
            to.name()
        )))
    }
}

pub fn ftof(from: ElemType, to: ElemType, m: RoundingMode, b: u64) -> u64 {
    from_word(
        to,
        convert_value(to, value_of(from, to_word(from, b)), m.name()),
    )
}

pub fn itof(from_w: u32, to: ElemType, signed: bool, b: u64) -> u64 {
    let v = if signed {
        sext(b, from_w)
    } else {
        zext(b, from_w)
    };
    from_word(to, itof_value(to, v))
}

pub fn ftoi(
    from: ElemType,
    to_w: u32,
    signed: bool,
    saturating: bool,
    b: u64,
) -> Result<u64, RefError> {
    let x = value_of(from, to_word(from, b));
    ftoi_value(x, to_w, signed, saturating).ok_or_else(|| {
        ub(
            "ftoi-out-of-range",
            format!(
                "ftoi of {} into a {}{to_w}-bit integer",
                x.map_or("NaN".to_string(), |x| x.to_string()),
                if signed { "signed " } else { "unsigned " }
            ),
        )
    })
}

/// exti: sign or zero extension.
pub fn exti(from_w: u32, to_w: u32, signed: bool, b: u64) -> u64 {
    let v = if signed {
        sext(b, from_w)
    } else {
        zext(b, from_w)
    };
    (v as u64) & mask(to_w)
}

/// trunci: the low bits, with the overflow promise on the dropped ones.
pub fn trunci(from_w: u32, to_w: u32, ov: Overflow, b: u64) -> Result<u64, RefError> {
    let nsw = matches!(ov, Overflow::NoSignedWrap | Overflow::NoWrap);
    let nuw = matches!(ov, Overflow::NoUnsignedWrap | Overflow::NoWrap);
    if nsw && !fits_s(sext(b, from_w), to_w) {
        return Err(ub("signed-overflow", format!("trunci drops bits that differ from the {to_w}-bit result's sign under no_signed_wrap")));
    }
    if nuw && !fits_u(zext(b, from_w), to_w) {
        return Err(ub(
            "unsigned-overflow",
            format!("trunci drops nonzero bits under no_unsigned_wrap into {to_w} bits"),
        ));
    }
    Ok(b & mask(to_w))
}

/// Bits one element takes in pack/unpack: i1 one, 4-bit types four, tf32 the 32 of its f32
/// word (docs/semantics.md).
fn packed_bits(e: ElemType) -> usize {
    if e == ElemType::TF32 {
        32
    } else {
        e.bit_width() as usize
    }
}

/// pack: the elements as one little-endian bit string (element 0 in the lowest bits), cut into
/// bytes.
pub fn pack(from: ElemType, bits: &[u64]) -> Vec<u64> {
    let w = packed_bits(from);
    let mut out = vec![0u64; bits.len() * w / 8];
    for (i, &b) in bits.iter().enumerate() {
        let v = to_word(from, b);
        for k in 0..w {
            let pos = i * w + k;
            out[pos / 8] |= ((v >> k) & 1) << (pos % 8);
        }
    }
    out
}

/// unpack: the inverse of [`pack`] (tf32 keeps the top 19 bits of each word).
pub fn unpack(to: ElemType, bytes: &[u64]) -> Vec<u64> {
    let w = packed_bits(to);
    (0..bytes.len() * 8 / w)
        .map(|i| {
            let v = (0..w).fold(0u64, |acc, k| {
                let pos = i * w + k;
                acc | ((bytes[pos / 8] >> (pos % 8)) & 1) << k
            });
            from_word(to, v)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_is_little_endian_from_the_lowest_bit() {
        // i1: eight per byte, element 0 in bit 0.
        assert_eq!(
            pack(
                ElemType::I1,
                &[1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]
            ),
            vec![0x81, 0x03]
        );
        // 4-bit: element 2k in the low nibble.
        assert_eq!(pack(ElemType::F4E2M1FN, &[0x2, 0xF]), vec![0xF2]);
        // i16 little-endian; tf32 as its f32 word.
        assert_eq!(pack(ElemType::I16, &[0x1234]), vec![0x34, 0x12]);
        assert_eq!(
            pack(ElemType::TF32, &[0x3F80_0000 >> 13]),
            vec![0, 0, 0x80, 0x3F]
        );
        for (e, v) in [
            (ElemType::I1, vec![1, 0, 1, 1, 0, 0, 1, 0]),
            (ElemType::F4E2M1FN, vec![3, 12]),
            (ElemType::F32, vec![0xDEAD_BEEF]),
            (ElemType::TF32, vec![0x3_FFFF]),
        ] {
            assert_eq!(unpack(e, &pack(e, &v)), v);
        }
    }
}
