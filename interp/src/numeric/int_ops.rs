//! Integer operations on `u64` bit patterns of width 1..=64.
//!
//! Results wrap modulo 2^width. Overflow promises (`nsw`/`nuw`) that a result
//! breaks are reported, and undefined behaviour comes back as [`NumError`].

use super::error::NumError;
use super::float_ops::CmpPred;

/// All-ones mask of `w` bits (w in 1..=64; 0 and larger values saturate).
#[inline]
pub const fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// Sign-extends the low `w` bits of `x`.
#[inline]
pub const fn sext(x: u64, w: u32) -> i64 {
    if w >= 64 || w == 0 {
        x as i64
    } else {
        ((x << (64 - w)) as i64) >> (64 - w)
    }
}

#[inline]
fn check_width(w: u32) -> Result<(), NumError> {
    if (1..=64).contains(&w) {
        Ok(())
    } else {
        Err(NumError::InvalidWidth)
    }
}

/// Which wraps an operation's exact result had.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wraps {
    pub signed: bool,
    pub unsigned: bool,
}

/// The Tile IR `overflow` attribute: promises that a wrap does not happen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum IntOverflow {
    #[default]
    None,
    NoSignedWrap,
    NoUnsignedWrap,
    NoWrap,
}

impl IntOverflow {
    /// Turns a broken promise into the UB error it names.
    pub fn check(self, w: Wraps) -> Result<(), NumError> {
        let (nsw, nuw) = match self {
            IntOverflow::None => (false, false),
            IntOverflow::NoSignedWrap => (true, false),
            IntOverflow::NoUnsignedWrap => (false, true),
            IntOverflow::NoWrap => (true, true),
        };
        if nsw && w.signed {
            Err(NumError::SignedWrap)
        } else if nuw && w.unsigned {
            Err(NumError::UnsignedWrap)
        } else {
            Ok(())
        }
    }
}

fn wrap_result(exact_s: i128, exact_u: u128, w: u32) -> (u64, Wraps) {
    let r = (exact_u as u64) & mask(w);
    let signed = sext(r, w) as i128 != exact_s;
    let unsigned = r as u128 != exact_u;
    (r, Wraps { signed, unsigned })
}

/// Wrapping add with its wraps.
pub fn add_wraps(a: u64, b: u64, w: u32) -> (u64, Wraps) {
    let (a, b) = (a & mask(w), b & mask(w));
    let s = sext(a, w) as i128 + sext(b, w) as i128;
    let u = a as u128 + b as u128;
    wrap_result(s, u, w)
}

/// Wrapping subtract with its wraps (unsigned wrap = borrow).
pub fn sub_wraps(a: u64, b: u64, w: u32) -> (u64, Wraps) {
    let (a, b) = (a & mask(w), b & mask(w));
    let s = sext(a, w) as i128 - sext(b, w) as i128;
    let r = a.wrapping_sub(b) & mask(w);
    let (_, mut wr) = wrap_result(s, r as u128, w);
    wr.unsigned = b > a;
    wr.signed = sext(r, w) as i128 != s;
    (r, wr)
}

/// Wrapping multiply (low bits) with its wraps.
pub fn mul_wraps(a: u64, b: u64, w: u32) -> (u64, Wraps) {
    let (a, b) = (a & mask(w), b & mask(w));
    let s = (sext(a, w) as i128).wrapping_mul(sext(b, w) as i128);
    let u = (a as u128) * (b as u128);
    let r = (u as u64) & mask(w);
    // i64 × i64 fits in i128 exactly, so `s` is exact.
    let signed = sext(r, w) as i128 != s;
    (
        r,
        Wraps {
            signed,
            unsigned: r as u128 != u,
        },
    )
}

/// Signed negation 0 − x with its wraps (negi).
pub fn neg_wraps(a: u64, w: u32) -> (u64, Wraps) {
    sub_wraps(0, a, w)
}

/// addi with an overflow promise.
pub fn addi(a: u64, b: u64, w: u32, ov: IntOverflow) -> Result<u64, NumError> {
    check_width(w)?;
    let (r, wr) = add_wraps(a, b, w);
    ov.check(wr).map(|_| r)
}

/// subi with an overflow promise.
pub fn subi(a: u64, b: u64, w: u32, ov: IntOverflow) -> Result<u64, NumError> {
    check_width(w)?;
    let (r, wr) = sub_wraps(a, b, w);
    ov.check(wr).map(|_| r)
}

/// muli with an overflow promise.
pub fn muli(a: u64, b: u64, w: u32, ov: IntOverflow) -> Result<u64, NumError> {
    check_width(w)?;
    let (r, wr) = mul_wraps(a, b, w);
    ov.check(wr).map(|_| r)
}

/// negi with an overflow promise (only nsw is meaningful: negi(MIN)).
pub fn negi(a: u64, w: u32, ov: IntOverflow) -> Result<u64, NumError> {
    check_width(w)?;
    let (r, mut wr) = neg_wraps(a, w);
    wr.unsigned = false;
    ov.check(wr).map(|_| r)
}

/// mulhii: the high `w` bits of the unsigned 2w-bit product.
pub fn mulhii(a: u64, b: u64, w: u32) -> Result<u64, NumError> {
    check_width(w)?;
    let p = ((a & mask(w)) as u128) * ((b & mask(w)) as u128);
    Ok(((p >> w) as u64) & mask(w))
}

/// divi rounding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntDivRounding {
    Zero,
    PositiveInf,
    NegativeInf,
}

/// divi: UB on division by zero and on signed MIN / −1.
pub fn divi(a: u64, b: u64, w: u32, signed: bool, rnd: IntDivRounding) -> Result<u64, NumError> {
    check_width(w)?;
    let (a, b) = (a & mask(w), b & mask(w));
    if b == 0 {
        return Err(NumError::DivByZero);
    }
    let (x, y) = if signed {
        (sext(a, w) as i128, sext(b, w) as i128)
    } else {
        (a as i128, b as i128)
    };
    if signed && y == -1 && x == -(1i128 << (w - 1)) {
        return Err(NumError::DivOverflow);
    }
    let q = x / y;
    let r = x % y;
    let q = match rnd {
        IntDivRounding::Zero => q,
        IntDivRounding::PositiveInf if r != 0 && ((r < 0) == (y < 0)) => q + 1,
        IntDivRounding::NegativeInf if r != 0 && ((r < 0) != (y < 0)) => q - 1,
        _ => q,
    };
    Ok((q as u64) & mask(w))
}

/// remi: x − trunc(x/y)·y (the sign of the dividend). UB on y = 0.
/// Signed MIN rem −1 gives 0 (the spec does not address it).
pub fn remi(a: u64, b: u64, w: u32, signed: bool) -> Result<u64, NumError> {
    check_width(w)?;
    let (a, b) = (a & mask(w), b & mask(w));
    if b == 0 {
        return Err(NumError::RemByZero);
    }
    let r = if signed {
        (sext(a, w) as i128 % sext(b, w) as i128) as u64
    } else {
        a % b
    };
    Ok(r & mask(w))
}

/// What a shift by an amount ≥ the bit width gives (the spec leaves it open).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShiftPolicy {
    /// The amount clamps to the width, as PTX `shl`/`shr` do: shli and
    /// logical shri give 0, arithmetic shri fills with the sign bit. Default.
    #[default]
    Clamp,
    /// The amount is taken modulo the width (x86 / LLVM-on-host behaviour).
    Modulo,
    /// Reported as [`NumError::ShiftTooLarge`].
    Undefined,
}

fn shift_amount(y: u64, w: u32, pol: ShiftPolicy) -> Result<Option<u32>, NumError> {
    let y = y & mask(w);
    if y < w as u64 {
        return Ok(Some(y as u32));
    }
    match pol {
        ShiftPolicy::Clamp => Ok(None),
        ShiftPolicy::Modulo => Ok(Some((y % w as u64) as u32)),
        ShiftPolicy::Undefined => Err(NumError::ShiftTooLarge),
    }
}

/// shli: x << y, zero fill; `ov` checks bits shifted out (nsw: the result
/// read as signed differs from x·2^y; nuw: a set bit was shifted out).
pub fn shli(x: u64, y: u64, w: u32, ov: IntOverflow, pol: ShiftPolicy) -> Result<u64, NumError> {
    check_width(w)?;
    let x = x & mask(w);
    let s = match shift_amount(y, w, pol)? {
        Some(s) => s,
        None => {
            let wr = Wraps {
                signed: x != 0,
                unsigned: x != 0,
            };
            ov.check(wr)?;
            return Ok(0);
        }
    };
    let r = (x << s) & mask(w);
    let unsigned = (r >> s) != x;
    let signed = (sext(r, w) >> s) != sext(x, w);
    ov.check(Wraps { signed, unsigned })?;
    Ok(r)
}

/// shri: arithmetic (signed) or logical (unsigned) right shift.
pub fn shri(x: u64, y: u64, w: u32, signed: bool, pol: ShiftPolicy) -> Result<u64, NumError> {
    check_width(w)?;
    let x = x & mask(w);
    let s = shift_amount(y, w, pol)?;
    Ok(match (signed, s) {
        (true, Some(s)) => ((sext(x, w) >> s) as u64) & mask(w),
        (true, None) => ((sext(x, w) >> 63) as u64) & mask(w),
        (false, Some(s)) => x >> s,
        (false, None) => 0,
    })
}

pub fn andi(a: u64, b: u64, w: u32) -> u64 {
    a & b & mask(w)
}
pub fn ori(a: u64, b: u64, w: u32) -> u64 {
    (a | b) & mask(w)
}
pub fn xori(a: u64, b: u64, w: u32) -> u64 {
    (a ^ b) & mask(w)
}

fn ord(a: u64, b: u64, w: u32, signed: bool) -> std::cmp::Ordering {
    let (a, b) = (a & mask(w), b & mask(w));
    if signed {
        sext(a, w).cmp(&sext(b, w))
    } else {
        a.cmp(&b)
    }
}

pub fn maxi(a: u64, b: u64, w: u32, signed: bool) -> u64 {
    if ord(a, b, w, signed).is_ge() {
        a & mask(w)
    } else {
        b & mask(w)
    }
}
pub fn mini(a: u64, b: u64, w: u32, signed: bool) -> u64 {
    if ord(a, b, w, signed).is_le() {
        a & mask(w)
    } else {
        b & mask(w)
    }
}

/// absi: the input read as signed, the result as unsigned (absi(MIN) = 2^(w−1)).
pub fn absi(a: u64, w: u32) -> u64 {
    (sext(a & mask(w), w).unsigned_abs()) & mask(w)
}

/// cmpi under the given signedness (irrelevant for eq/ne).
pub fn cmpi(pred: CmpPred, a: u64, b: u64, w: u32, signed: bool) -> bool {
    pred.eval(ord(a, b, w, signed))
}
