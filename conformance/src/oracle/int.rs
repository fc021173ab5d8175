//! Integers of width 1..=64 held in the low bits of a u64: signed and unsigned readings in
//! i128, wrap-around, range checks and division rounding, by the digest 4.1 definitions.

/// The low `w` bits set.
pub fn mask(w: u32) -> u64 {
    if w == 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// The signed reading of the low `w` bits.
pub fn sext(x: u64, w: u32) -> i128 {
    let s = 128 - w;
    ((x as i128) << s) >> s
}

/// The unsigned reading of the low `w` bits.
pub fn zext(x: u64, w: u32) -> i128 {
    (x & mask(w)) as i128
}

pub fn fits_s(v: i128, w: u32) -> bool {
    v >= -(1i128 << (w - 1)) && v < (1i128 << (w - 1))
}

pub fn fits_u(v: i128, w: u32) -> bool {
    v >= 0 && v < (1i128 << w)
}

/// `v` modulo 2^w.
pub fn wrap(v: i128, w: u32) -> u64 {
    (v as u64) & mask(w)
}

/// n / d rounded as divi's `rounding` names it (`zero`, `negative_inf`, `positive_inf`); d != 0.
pub fn div_round(n: i128, d: i128, mode: &str) -> i128 {
    let q = n / d; // truncating
    let r = n % d;
    match mode {
        "zero" => q,
        "negative_inf" => {
            if r != 0 && ((r < 0) != (d < 0)) {
                q - 1
            } else {
                q
            }
        }
        _ => {
            if r != 0 && ((r < 0) == (d < 0)) {
                q + 1
            } else {
                q
            }
        }
    }
}
