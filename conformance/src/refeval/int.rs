//! Element-wise integer ops on widths 1..=64 (digest 4.1): exact i128 arithmetic on the signed
//! or unsigned reading, wrapped to the width. Broken overflow promises, division by zero and
//! signed MIN / −1 are undefined behaviour; shifts by the width or more clamp (docs/numerics.md).

use super::{ub, unsupported, RefError};
use crate::oracle::int::{div_round, fits_s, fits_u, mask, sext, wrap, zext};
use tileref_spec::attrs::Overflow;

/// Checks the promise of an `overflow` attribute on the exact signed and unsigned results.
fn promise(
    op: &str,
    ov: Overflow,
    rs: Option<i128>,
    ru: Option<i128>,
    w: u32,
) -> Result<(), RefError> {
    let nsw = matches!(ov, Overflow::NoSignedWrap | Overflow::NoWrap);
    let nuw = matches!(ov, Overflow::NoUnsignedWrap | Overflow::NoWrap);
    if nsw && !rs.is_some_and(|v| fits_s(v, w)) {
        return Err(ub(
            "signed-overflow",
            format!("{op} wraps as a signed {w}-bit integer under no_signed_wrap"),
        ));
    }
    if nuw && !ru.is_some_and(|v| fits_u(v, w)) {
        return Err(ub(
            "unsigned-overflow",
            format!("{op} wraps as an unsigned {w}-bit integer under no_unsigned_wrap"),
        ));
    }
    Ok(())
}

/// addi, subi, muli, negi (`b` unused) with their overflow promise.
pub fn arith(op: &str, w: u32, a: u64, b: u64, ov: Overflow) -> Result<u64, RefError> {
    // negi is "signed 0 − x" and the verifier refuses no_unsigned_wrap on it, yet takes
    // no_wrap: whether that promises x = 0 is not written down.
    if op == "negi" && ov == Overflow::NoWrap && zext(a, w) != 0 && fits_s(-sext(a, w), w) {
        return Err(unsupported(
            "negi under no_wrap: whether it promises no unsigned wrap is not documented",
        ));
    }
    let f = |x: i128, y: i128| -> Option<i128> {
        match op {
            "addi" => x.checked_add(y),
            "subi" => x.checked_sub(y),
            "muli" => x.checked_mul(y),
            _ => 0i128.checked_sub(x),
        }
    };
    let rs = f(sext(a, w), sext(b, w));
    let ru = f(zext(a, w), zext(b, w));
    promise(op, ov, rs, ru, w)?;
    // Both readings agree modulo 2^w; the signed one never leaves i128.
    Ok(wrap(rs.expect("signed result in i128"), w))
}

/// shli: zeros shifted in; an amount of the width or more gives 0 (PTX clamps the amount).
/// The promise is on the exact x · 2^y, which for such amounts fits only when x = 0.
pub fn shli(w: u32, a: u64, b: u64, ov: Overflow) -> Result<u64, RefError> {
    let amount = zext(b, w);
    if amount >= w as i128 {
        let exact = (zext(a, w) == 0).then_some(0);
        promise("shli", ov, exact, exact, w)?;
        return Ok(0);
    }
    let (rs, ru) = (sext(a, w) << amount, zext(a, w) << amount);
    promise("shli", ov, Some(rs), Some(ru), w)?;
    Ok(wrap(ru, w))
}

/// shri: arithmetic (signed) or logical; an amount of the width or more fills with the sign or
/// with zeros.
pub fn shri(w: u32, a: u64, b: u64, signed: bool) -> u64 {
    let x = if signed { sext(a, w) } else { zext(a, w) };
    let amount = zext(b, w).min(127);
    wrap(x >> amount, w)
}

pub fn bitwise(op: &str, w: u32, a: u64, b: u64) -> u64 {
    (match op {
        "andi" => a & b,
        "ori" => a | b,
        _ => a ^ b,
    }) & mask(w)
}

fn reading(x: u64, w: u32, signed: bool) -> i128 {
    if signed {
        sext(x, w)
    } else {
        zext(x, w)
    }
}

/// divi with its rounding (`zero`, `positive_inf`, `negative_inf`).
pub fn divi(w: u32, a: u64, b: u64, signed: bool, rounding: &str) -> Result<u64, RefError> {
    let (n, d) = (reading(a, w, signed), reading(b, w, signed));
    if d == 0 {
        return Err(ub("division-by-zero", "divi by zero".into()));
    }
    let q = div_round(n, d, rounding);
    if signed && !fits_s(q, w) {
        return Err(ub(
            "division-overflow",
            format!("signed divi {n} / {d} does not fit {w} bits"),
        ));
    }
    Ok(wrap(q, w))
}

/// remi: x − trunc(x/y)·y, the sign of the dividend; signed MIN rem −1 is 0.
pub fn remi(w: u32, a: u64, b: u64, signed: bool) -> Result<u64, RefError> {
    let (n, d) = (reading(a, w, signed), reading(b, w, signed));
    if d == 0 {
        return Err(ub("division-by-zero", "remi by zero".into()));
    }
    Ok(wrap(n % d, w))
}

pub fn max_min(w: u32, a: u64, b: u64, signed: bool, is_max: bool) -> u64 {
    let (x, y) = (reading(a, w, signed), reading(b, w, signed));
    if (x >= y) == is_max {
        a
    } else {
        b
    }
}

/// absi: the signed reading's magnitude, wrapped (absi(MIN) = MIN's pattern).
pub fn absi(w: u32, a: u64) -> u64 {
    wrap(sext(a, w).abs(), w)
}

/// mulhii: the high half of the unsigned 2w-bit product.
pub fn mulhii(w: u32, a: u64, b: u64) -> u64 {
    (((zext(a, w) as u128 * zext(b, w) as u128) >> w) as u64) & mask(w)
}

/// cmpi by predicate name; the signedness does not change equality.
pub fn cmpi(w: u32, pred: &str, signed: bool, a: u64, b: u64) -> u64 {
    let (x, y) = (reading(a, w, signed), reading(b, w, signed));
    (match pred {
        "equal" => x == y,
        "not_equal" => x != y,
        "less_than" => x < y,
        "less_than_or_equal" => x <= y,
        "greater_than" => x > y,
        _ => x >= y,
    }) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documented_edge_cases() {
        // Shifts by the width or more clamp: logical 0, arithmetic sign fill.
        assert_eq!(shli(8, 0x81, 8, Overflow::None).unwrap(), 0);
        assert_eq!(shri(8, 0x81, 9, false), 0);
        assert_eq!(shri(8, 0x81, 200, true), 0xFF);
        assert_eq!(shri(8, 0x81, 1, true), 0xC0);
        // Signed MIN rem −1 is 0; MIN / −1 is undefined.
        assert_eq!(remi(8, 0x80, 0xFF, true).unwrap(), 0);
        assert!(
            matches!(divi(8, 0x80, 0xFF, true, "zero"), Err(RefError::Ub(k)) if k.starts_with("division-overflow"))
        );
        // divi rounding: −7 / 2 toward −inf is −4, toward +inf −3.
        assert_eq!(
            divi(8, (-7i64) as u64 & 0xFF, 2, true, "negative_inf").unwrap(),
            (-4i64 as u64) & 0xFF
        );
        assert_eq!(
            divi(8, (-7i64) as u64 & 0xFF, 2, true, "positive_inf").unwrap(),
            (-3i64 as u64) & 0xFF
        );
        // i1 signed: 1 reads as −1.
        assert_eq!(cmpi(1, "less_than", true, 1, 0), 1);
        assert_eq!(mulhii(32, 1 << 31, 2,), 1);
        assert!(
            matches!(arith("addi", 8, 0x7F, 1, Overflow::NoSignedWrap), Err(RefError::Ub(k)) if k.starts_with("signed-overflow"))
        );
        assert_eq!(
            arith("addi", 8, 0x7F, 1, Overflow::NoUnsignedWrap).unwrap(),
            0x80
        );
        assert!(
            matches!(arith("negi", 8, 0x80, 0, Overflow::NoWrap), Err(RefError::Ub(k)) if k.starts_with("signed-overflow"))
        );
        assert!(
            matches!(shli(8, 1, 8, Overflow::NoUnsignedWrap), Err(RefError::Ub(k)) if k.starts_with("unsigned-overflow"))
        );
        assert_eq!(shli(8, 0, 8, Overflow::NoWrap).unwrap(), 0);
        assert_eq!(absi(8, 0x80), 0x80);
    }
}
