//! The single rounding function: an exact value to a format's bit pattern.
//!
//! Every operation of the numeric core computes its exact result (or the exact
//! result truncated to 128 bits plus a sticky bit) and hands it to [`round`],
//! which rounds it once.

use super::format::{Format, NanEncoding};
use super::nan::NanPolicy;

/// IEEE rounding-direction attributes plus ties-away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    NearestEven,
    Zero,
    NegativeInf,
    PositiveInf,
    NearestAway,
}

impl Rounding {
    pub const ALL: [Rounding; 5] = [
        Rounding::NearestEven,
        Rounding::Zero,
        Rounding::NegativeInf,
        Rounding::PositiveInf,
        Rounding::NearestAway,
    ];
    /// The four IEEE 754 directed/nearest modes Tile IR arithmetic accepts.
    pub const IEEE4: [Rounding; 4] = [
        Rounding::NearestEven,
        Rounding::Zero,
        Rounding::NegativeInf,
        Rounding::PositiveInf,
    ];
}

/// What happens when a rounded finite result exceeds the largest finite value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Overflow {
    /// IEEE 754: nearest modes and directed modes pointing away from zero give
    /// infinity; the others the largest finite value. A format without
    /// infinities gives NaN instead (OCP / ml_dtypes e4m3fn), and a format with
    /// neither gives the largest finite value (f4E2M1FN).
    Ieee,
    /// Clamp to the largest finite value of the same sign in every mode
    /// (PTX `.satfinite`; what the H100 does for fp8 conversions).
    Saturate,
    /// NaN on any overflow (falls back to saturation where there is no NaN).
    Nan,
}

/// Exception flags raised by a rounding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Status {
    pub inexact: bool,
    pub overflow: bool,
    /// IEEE underflow: tiny after rounding and inexact.
    pub underflow: bool,
    /// Tiny after rounding (nonzero result below the smallest normal with the
    /// exponent range unbounded), inexact or not.
    pub tiny: bool,
    pub invalid: bool,
    pub div_by_zero: bool,
}

impl Status {
    pub const NONE: Status = Status {
        inexact: false,
        overflow: false,
        underflow: false,
        tiny: false,
        invalid: false,
        div_by_zero: false,
    };
    pub fn invalid() -> Status {
        Status {
            invalid: true,
            ..Status::NONE
        }
    }
    pub fn merge(self, o: Status) -> Status {
        Status {
            inexact: self.inexact | o.inexact,
            overflow: self.overflow | o.overflow,
            underflow: self.underflow | o.underflow,
            tiny: self.tiny | o.tiny,
            invalid: self.invalid | o.invalid,
            div_by_zero: self.div_by_zero | o.div_by_zero,
        }
    }
}

/// The rounding environment of one operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Env {
    pub mode: Rounding,
    pub overflow: Overflow,
    /// Flush subnormal inputs and tiny-after-rounding results to a zero of the
    /// same sign (Tile IR `flush_to_zero`, f32 only).
    pub ftz: bool,
    /// How NaN results are chosen.
    pub nan: NanPolicy,
}

impl Env {
    pub const fn new(mode: Rounding) -> Env {
        Env {
            mode,
            overflow: Overflow::Ieee,
            ftz: false,
            nan: NanPolicy::H100,
        }
    }
    pub const fn nan(mut self, nan: NanPolicy) -> Env {
        self.nan = nan;
        self
    }
    pub const fn ftz(mut self, ftz: bool) -> Env {
        self.ftz = ftz;
        self
    }
    pub const fn overflow(mut self, o: Overflow) -> Env {
        self.overflow = o;
        self
    }
}

impl Default for Env {
    fn default() -> Env {
        Env::new(Rounding::NearestEven)
    }
}

/// An exact (or sticky-truncated) real number: `(-1)^sign * (sig + s) * 2^exp`
/// where `s` is 0 when `sticky` is false and lies strictly in (0, 1) otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exact {
    pub sign: bool,
    pub sig: u128,
    pub exp: i32,
    pub sticky: bool,
}

impl Exact {
    pub const fn zero(sign: bool) -> Exact {
        Exact {
            sign,
            sig: 0,
            exp: 0,
            sticky: false,
        }
    }
    pub fn is_zero(&self) -> bool {
        self.sig == 0 && !self.sticky
    }
}

/// A rounded bit pattern and the flags its rounding raised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rounded {
    pub bits: u64,
    pub status: Status,
}

/// Shifts `sig` right by `shift` (≥ 0) and rounds the integer result under
/// `mode` for a value of sign `sign`. `sticky` marks nonzero bits below `sig`.
/// Returns the rounded integer and whether anything was discarded.
#[inline]
pub fn round_shift(
    sig: u128,
    sticky: bool,
    shift: u32,
    mode: Rounding,
    sign: bool,
) -> (u128, bool) {
    let (kept, half, rest) = if shift == 0 {
        (sig, false, sticky)
    } else if shift < 128 {
        let rem = sig & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        (
            sig >> shift,
            rem & half != 0,
            (rem & (half - 1)) != 0 || sticky,
        )
    } else if shift == 128 {
        (0, sig >> 127 != 0, (sig << 1) != 0 || sticky)
    } else {
        (0, false, sig != 0 || sticky)
    };
    let inexact = half || rest;
    let up = match mode {
        Rounding::NearestEven => half && (rest || kept & 1 == 1),
        Rounding::NearestAway => half,
        Rounding::Zero => false,
        Rounding::PositiveInf => !sign && inexact,
        Rounding::NegativeInf => sign && inexact,
    };
    (kept + up as u128, inexact)
}

#[inline]
fn overflow_bits(fmt: &Format, sign: bool, env: &Env) -> u64 {
    let max = fmt.max_finite_code() | fmt.zero(sign);
    let nan = fmt.canonical_nan();
    match env.overflow {
        Overflow::Saturate => max,
        Overflow::Nan => nan.unwrap_or(max),
        Overflow::Ieee => {
            let to_inf = match env.mode {
                Rounding::NearestEven | Rounding::NearestAway => true,
                Rounding::Zero => false,
                Rounding::PositiveInf => !sign,
                Rounding::NegativeInf => sign,
            };
            if !to_inf {
                max
            } else if let Some(inf) = fmt.inf() {
                inf | fmt.zero(sign)
            } else if let Some(n) = nan {
                n | fmt.zero(sign)
            } else {
                max
            }
        }
    }
}

/// Rounds the exact value `x` into `fmt` under `env`, once.
///
/// An exact zero keeps `x.sign` (the caller decides the IEEE sign of an exact
/// zero sum). Formats without zero (f8E8M0FNU) give NaN for an exact zero and
/// their smallest value for a nonzero value that would round to zero; unsigned
/// formats give NaN for a negative nonzero value and +0 for −0.
#[inline(always)]
pub fn round(x: Exact, fmt: &Format, env: &Env) -> Rounded {
    if let Some(r) = round_normal_fast(&x, fmt, env) {
        return r;
    }
    round_general(x, fmt, env)
}

/// The common case of [`round`]: a nonzero significand below 2^64 whose
/// result is a normal number of a format with subnormals, in range. Returns
/// None for everything else. Same rules as the general path, fewer branches.
#[inline(always)]
fn round_normal_fast(x: &Exact, fmt: &Format, env: &Env) -> Option<Rounded> {
    if x.sig == 0 || (x.sig >> 63) != 0 || !fmt.has_subnormals || (x.sign && !fmt.signed) {
        return None;
    }
    let sig = x.sig as u64;
    let m = fmt.man_bits as i32;
    let msb = 63 - sig.leading_zeros() as i32;
    let e = msb + x.exp;
    if e < fmt.emin() {
        return None;
    }
    if e > fmt.bias + 1 {
        // At least 2^(bias+2): above the largest finite value of every format.
        let status = Status {
            overflow: true,
            inexact: true,
            ..Status::NONE
        };
        return Some(Rounded {
            bits: overflow_bits(fmt, x.sign, env),
            status,
        });
    }
    let shift = msb - m;
    let (mut kept, inexact) = if shift <= 0 {
        (sig << (-shift), x.sticky)
    } else {
        let kept = sig >> shift;
        let rem = sig & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        let (hb, rest) = (rem & half != 0, (rem & (half - 1)) != 0 || x.sticky);
        let inexact = hb | rest;
        let up = match env.mode {
            Rounding::NearestEven => hb & (rest | (kept & 1 == 1)),
            Rounding::NearestAway => hb,
            Rounding::Zero => false,
            Rounding::PositiveInf => !x.sign & inexact,
            Rounding::NegativeInf => x.sign & inexact,
        };
        (kept + up as u64, inexact)
    };
    let mut field = (e + fmt.bias) as u64;
    if kept >> (m + 1) != 0 {
        kept >>= 1;
        field += 1;
    }
    let code = (field << m) | (kept & fmt.man_mask());
    if code > fmt.max_finite_code() {
        let status = Status {
            overflow: true,
            inexact: true,
            ..Status::NONE
        };
        return Some(Rounded {
            bits: overflow_bits(fmt, x.sign, env),
            status,
        });
    }
    let status = Status {
        inexact,
        ..Status::NONE
    };
    Some(Rounded {
        bits: code | fmt.zero(x.sign && fmt.signed),
        status,
    })
}

fn round_general(x: Exact, fmt: &Format, env: &Env) -> Rounded {
    let mut status = Status::NONE;
    if x.sign && !fmt.signed && !x.is_zero() {
        return Rounded {
            bits: fmt.canonical_nan().unwrap_or(0),
            status: Status::invalid(),
        };
    }
    let sign = x.sign && fmt.signed;
    let sbit = fmt.zero(sign);
    if x.is_zero() {
        return match fmt.has_zero() {
            true => Rounded { bits: sbit, status },
            false => Rounded {
                bits: fmt.canonical_nan().unwrap_or(0),
                status: Status::invalid(),
            },
        };
    }
    let m = fmt.man_bits as i32;
    let emin = fmt.emin();
    // Position of the leading bit; a sticky-only value sits below bit 0.
    let (sig, exp) = if x.sig == 0 {
        // Only sticky: a value in (0, 2^exp); represent it as 1 at exp-2 with sticky.
        (1u128, x.exp - 2)
    } else {
        (x.sig, x.exp)
    };
    let msb = 127 - sig.leading_zeros() as i32;
    let e = msb as i64 + exp as i64; // value in [2^e, 2^(e+1))
    let m64 = m as i64;
    let qmin = emin as i64 - if fmt.has_subnormals { m64 } else { 0 };
    // Tininess after rounding with an unbounded exponent range.
    if e < emin as i64 {
        let s = (e - m64 - exp as i64).max(0) as u32;
        let s = s.min(200);
        let (k, _) = round_shift(sig, x.sticky, s, env.mode, sign);
        let carried = e + 1 == emin as i64 && (k >> (m + 1)) != 0;
        status.tiny = !carried;
        if env.ftz && status.tiny {
            status.inexact = true;
            status.underflow = true;
            return Rounded { bits: sbit, status };
        }
    }
    let mut q = (e - m64).max(qmin);
    let shift = q - exp as i64;
    let (mut kept, inexact) = if shift <= 0 {
        // Exact: the value fits; no rounding needed.
        let l = (-shift) as u32;
        if l >= 64 || (sig << l) >> 64 != 0 {
            // Far too large for any format: overflow.
            status.overflow = true;
            status.inexact = true;
            return Rounded {
                bits: overflow_bits(fmt, sign, env),
                status,
            };
        }
        (sig << l, x.sticky)
    } else {
        let (k, inx) = round_shift(sig, x.sticky, shift.min(200) as u32, env.mode, sign);
        (k, inx)
    };
    status.inexact = inexact;
    if status.tiny && inexact {
        status.underflow = true;
    }
    if kept >> (m + 1) != 0 {
        kept >>= 1;
        q += 1;
    }
    if kept == 0 {
        if !fmt.has_zero() {
            // No zero to round to (f8E8M0FNU): the smallest value, as ml_dtypes does.
            status.underflow = true;
            status.inexact = true;
            return Rounded { bits: 0, status };
        }
        return Rounded { bits: sbit, status };
    }
    let kept = kept as u64;
    let code: u64 = if kept >> m == 0 {
        // Subnormal (only reachable with q == qmin in formats with subnormals).
        kept
    } else {
        let field = q + m64 + fmt.bias as i64;
        if field > fmt.exp_field_max() as i64 {
            status.overflow = true;
            status.inexact = true;
            return Rounded {
                bits: overflow_bits(fmt, sign, env),
                status,
            };
        }
        ((field as u64) << m) | (kept & fmt.man_mask())
    };
    if code > fmt.max_finite_code() {
        status.overflow = true;
        status.inexact = true;
        return Rounded {
            bits: overflow_bits(fmt, sign, env),
            status,
        };
    }
    Rounded {
        bits: code | sbit,
        status,
    }
}

/// Encodes a finite decoded magnitude `sig * 2^exp` exactly when it is
/// representable; used by decoders of exact results.
pub fn exact_of(fmt: &Format, bits: u64) -> Option<Exact> {
    let u = fmt.unpack(bits);
    match u.class {
        super::format::Class::Nan | super::format::Class::Inf => None,
        _ => Some(Exact {
            sign: u.sign,
            sig: u.sig as u128,
            exp: u.exp,
            sticky: false,
        }),
    }
}

/// True for formats whose NaN is a single code (no payload).
pub fn nan_has_payload(fmt: &Format) -> bool {
    fmt.nan == NanEncoding::Ieee
}
