//! Integer operations against an i128 model, with proptest.
use proptest::prelude::*;
use tileref_interp::numeric::int_ops::*;
use tileref_interp::numeric::{CmpPred, NumError};

fn sv(x: u64, w: u32) -> i128 {
    sext(x & mask(w), w) as i128
}
fn uv(x: u64, w: u32) -> i128 {
    (x & mask(w)) as i128
}
fn fits_s(v: i128, w: u32) -> bool {
    v >= -(1i128 << (w - 1)) && v < (1i128 << (w - 1))
}
fn fits_u(v: i128, w: u32) -> bool {
    v >= 0 && v < (1i128 << w)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn add_sub_mul_flags(a: u64, b: u64, w in 1u32..=64) {
        let (r, f) = add_wraps(a, b, w);
        prop_assert_eq!(r, (a.wrapping_add(b)) & mask(w));
        prop_assert_eq!(f.signed, !fits_s(sv(a, w) + sv(b, w), w));
        prop_assert_eq!(f.unsigned, !fits_u(uv(a, w) + uv(b, w), w));
        let (r, f) = sub_wraps(a, b, w);
        prop_assert_eq!(r, (a.wrapping_sub(b)) & mask(w));
        prop_assert_eq!(f.signed, !fits_s(sv(a, w) - sv(b, w), w));
        prop_assert_eq!(f.unsigned, !fits_u(uv(a, w) - uv(b, w), w));
        let (r, f) = mul_wraps(a, b, w);
        prop_assert_eq!(r, (a.wrapping_mul(b)) & mask(w));
        prop_assert_eq!(f.signed, !fits_s(sv(a, w) * sv(b, w), w));
        prop_assert_eq!(f.unsigned, uv(a, w).checked_mul(uv(b, w)).map_or(true, |p| !fits_u(p, w)));
        prop_assert_eq!(addi(a, b, w, IntOverflow::NoSignedWrap).is_err(), !fits_s(sv(a, w) + sv(b, w), w));
        let hi = mulhii(a, b, w).unwrap();
        prop_assert_eq!(hi as u128, ((uv(a, w) as u128 * uv(b, w) as u128) >> w) & mask(w) as u128);
    }

    #[test]
    fn div_rem(a: u64, b: u64, w in 1u32..=64, signed: bool) {
        let (x, y) = if signed { (sv(a, w), sv(b, w)) } else { (uv(a, w), uv(b, w)) };
        for rnd in [IntDivRounding::Zero, IntDivRounding::PositiveInf, IntDivRounding::NegativeInf] {
            let r = divi(a, b, w, signed, rnd);
            if y == 0 {
                prop_assert_eq!(r, Err(NumError::DivByZero));
            } else if signed && y == -1 && x == -(1i128 << (w - 1)) {
                prop_assert_eq!(r, Err(NumError::DivOverflow));
            } else {
                // floor/ceil via exact rational comparison
                let q = x / y;
                let want = match rnd {
                    IntDivRounding::Zero => q,
                    IntDivRounding::NegativeInf => if q * y != x && ((x < 0) != (y < 0)) { q - 1 } else { q },
                    IntDivRounding::PositiveInf => if q * y != x && ((x < 0) == (y < 0)) { q + 1 } else { q },
                };
                prop_assert_eq!(r.unwrap(), (want as u64) & mask(w));
            }
        }
        let r = remi(a, b, w, signed);
        if y == 0 { prop_assert_eq!(r, Err(NumError::RemByZero)); }
        else { prop_assert_eq!(r.unwrap(), ((x % y) as u64) & mask(w)); }
    }

    #[test]
    fn shifts_minmax_cmp(a: u64, s in 0u64..80, w in 1u32..=64, signed: bool) {
        let x = a & mask(w);
        let s = s & mask(w); // the amount is a w-bit unsigned operand
        let r = shli(a, s, w, IntOverflow::None, ShiftPolicy::Clamp).unwrap();
        prop_assert_eq!(r, if s >= w as u64 { 0 } else { (x << s) & mask(w) });
        let r = shri(a, s, w, signed, ShiftPolicy::Clamp).unwrap();
        let want = if signed { ((sv(a, w) >> s.min(127)) as u64) & mask(w) } else if s >= 64 { 0 } else { x >> s };
        prop_assert_eq!(r, want);
        if s >= w as u64 {
            prop_assert_eq!(shri(a, s, w, signed, ShiftPolicy::Undefined), Err(NumError::ShiftTooLarge));
        }
        let b = a.rotate_left(17);
        let (p, q) = if signed { (sv(a, w), sv(b, w)) } else { (uv(a, w), uv(b, w)) };
        let mx = maxi(a, b, w, signed);
        prop_assert_eq!(mx, if p >= q { a & mask(w) } else { b & mask(w) });
        prop_assert_eq!(cmpi(CmpPred::Lt, a, b, w, signed), p < q);
        prop_assert_eq!(cmpi(CmpPred::Ge, a, b, w, signed), p >= q);
        prop_assert_eq!(absi(a, w), (sv(a, w).unsigned_abs() as u64) & mask(w));
    }
}

#[test]
fn named_edge_cases() {
    assert_eq!(mulhii(1 << 31, 2, 32), Ok(1));
    assert_eq!(remi(7, (-3i64) as u64, 32, true), Ok(1));
    assert_eq!(remi((-7i64) as u64, 3, 32, true), Ok(0xFFFF_FFFF));
    assert_eq!(remi(0x8000_0000, 0xFFFF_FFFF, 32, true), Ok(0));
    assert_eq!(absi(0x80, 8), 0x80);
    assert_eq!(
        negi(0x80, 8, IntOverflow::NoSignedWrap),
        Err(NumError::SignedWrap)
    );
    assert_eq!(negi(0x80, 8, IntOverflow::None), Ok(0x80));
    assert_eq!(
        shli(0x40, 1, 8, IntOverflow::NoSignedWrap, ShiftPolicy::Clamp),
        Err(NumError::SignedWrap)
    );
    assert_eq!(
        shli(0x40, 1, 8, IntOverflow::NoUnsignedWrap, ShiftPolicy::Clamp),
        Ok(0x80)
    );
    assert_eq!(shli(1, 9, 8, IntOverflow::None, ShiftPolicy::Modulo), Ok(2));
    assert_eq!(shri(0x80, 100, 8, true, ShiftPolicy::Clamp), Ok(0xFF));
    assert_eq!(cmpi(CmpPred::Lt, 1, 0, 1, true), true); // i1 signed: 1 = -1 < 0
    assert_eq!(divi(7, 2, 8, false, IntDivRounding::PositiveInf), Ok(4));
    assert_eq!(
        addi(1, 1, 0, IntOverflow::None),
        Err(NumError::InvalidWidth)
    );
}
