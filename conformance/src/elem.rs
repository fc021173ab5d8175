//! Element bit patterns in host buffers and how two patterns of one type are compared.

use tileref_spec::types::ElemType;

/// Bytes a buffer of `n` elements occupies (4-bit elements two per byte).
pub fn buffer_len(e: ElemType, n: usize) -> usize {
    match e {
        ElemType::F4E2M1FN | ElemType::I4 => n.div_ceil(2),
        e => n * e.storage_bytes() as usize,
    }
}

/// The memory image of an array (docs/semantics.md): little-endian; i1 one byte; tf32 a 32-bit
/// word; 4-bit elements two per byte, element 2k in the low nibble.
pub fn encode(e: ElemType, bits: &[u64]) -> Vec<u8> {
    match e {
        ElemType::F4E2M1FN | ElemType::I4 => {
            let mut out = vec![0u8; bits.len().div_ceil(2)];
            for (i, &b) in bits.iter().enumerate() {
                out[i / 2] |= ((b & 0xF) as u8) << (4 * (i % 2));
            }
            out
        }
        e => {
            let w = e.storage_bytes() as usize;
            bits.iter()
                .flat_map(|b| b.to_le_bytes().into_iter().take(w))
                .collect()
        }
    }
}

/// The inverse of [`encode`] for `n` elements.
pub fn decode(e: ElemType, bytes: &[u8], n: usize) -> Vec<u64> {
    match e {
        ElemType::F4E2M1FN | ElemType::I4 => (0..n)
            .map(|i| ((bytes.get(i / 2).copied().unwrap_or(0) >> (4 * (i % 2))) & 0xF) as u64)
            .collect(),
        e => {
            let w = e.storage_bytes() as usize;
            (0..n)
                .map(|i| {
                    let mut b = [0u8; 8];
                    if let Some(s) = bytes.get(i * w..i * w + w) {
                        b[..w].copy_from_slice(s);
                    }
                    u64::from_le_bytes(b)
                })
                .collect()
        }
    }
}

/// Sign, exponent and mantissa widths of the stored pattern (tf32 is stored as an f32 word).
fn layout(e: ElemType) -> Option<(bool, u32, u32)> {
    if e == ElemType::TF32 {
        return Some((true, 8, 23));
    }
    e.float_layout().map(|l| (l.signed, l.exp_bits, l.man_bits))
}

/// Whether a stored pattern of a float type is a NaN.
pub fn is_nan(e: ElemType, b: u64) -> bool {
    match e {
        ElemType::F8E4M3FN => b & 0x7F == 0x7F,
        ElemType::F8E8M0FNU | ElemType::FNV8E5M3FNU => b & 0xFF == 0xFF,
        ElemType::F4E2M1FN => false,
        _ => match layout(e) {
            Some((_, eb, mb)) => {
                let exp = (b >> mb) & ((1 << eb) - 1);
                exp == (1 << eb) - 1 && b & ((1 << mb) - 1) != 0
            }
            None => false,
        },
    }
}

/// A key that orders float patterns by value, −0 and +0 both 0, so the difference of two keys
/// counts the representable values between them.
fn order_key(e: ElemType, b: u64) -> i128 {
    match layout(e) {
        Some((true, eb, mb)) => {
            let w = 1 + eb + mb;
            let mag = (b & ((1u64 << (w - 1)) - 1)) as i128;
            if (b >> (w - 1)) & 1 == 1 {
                -mag
            } else {
                mag
            }
        }
        _ => b as i128,
    }
}

/// Distance in units in the last place between two non-NaN patterns of a float type (tf32 in
/// its own ulps, not those of the f32 word that stores it).
pub fn ulp_distance(e: ElemType, a: u64, b: u64) -> u64 {
    let d = (order_key(e, a) - order_key(e, b)).unsigned_abs() as u64;
    if e == ElemType::TF32 {
        d >> 13
    } else {
        d
    }
}

/// Hex of one element at the type's storage width.
pub fn hex(e: ElemType, b: u64) -> String {
    format!("{b:0w$x}", w = crate::case::hex_digits(e))
}
