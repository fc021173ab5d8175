//! A reference evaluator of typed expressions, independent of Tile IR and of the interpreter.
//!
//! [`evaluate`] walks a [`Typed`] tree (which spells out every implicit conversion and
//! broadcast) over concrete input values and computes the value of the expression, element by
//! element:
//!
//! - integers as exact `i128` values, wrapped to the result's width (two's complement);
//! - floating point operations as exact rationals ([`super::exact::Q`]: `+ - × ÷` and
//!   comparisons are exact), then **one** rounding into the result format in the operation's
//!   rounding mode ([`super::exact::Fmt::round`]);
//! - conversions as the exact source value rounded once into the target.
//!
//! Values are bit patterns of the element types' Tile IR encodings: integers in their low
//! `bitwidth` bits (`bool` is 0/1), floats in their format (`__nv_tf32` as its 19-bit pattern,
//! sign at bit 18), pointers as 64-bit addresses.
//!
//! # Semantics, and where the lowered Tile IR decides
//!
//! Tile C++ inherits C++'s undefined behavior in places where Tile IR defines a result, and leaves
//! some results unspecified. The lowered Tile IR is what runs, so the evaluator follows it:
//!
//! 1. **Integer overflow** (`+ - * -x`, also after promotion of `int` operands) wraps: the
//!    lowering emits `addi`/`subi`/`muli`/`negi` without `overflow` flags.
//! 2. **Integer division**: truncates toward zero; division or remainder by zero is undefined,
//!    as is signed `MIN / -1`; `MIN % -1` is 0 (Tile IR's `remi` defines it; C++ does not).
//! 3. **Floating to integral conversion** of NaN, an infinity or a value whose truncation does
//!    not fit the target is undefined ([conv.fpint], and Tile IR's `ftoi`).
//! 4. **Floating point arithmetic** follows IEEE 754 with the result's rounding mode
//!    (`round_ties_to_even` unless a modifier says otherwise); `x + (-x)` is `-0` toward negative
//!    and `+0` otherwise. `round_subnormals_to_zero` (f32 only) replaces subnormal operands by
//!    zeros of their sign and a result that is tiny after rounding (its magnitude rounded to 24
//!    bits with an unbounded exponent is below 2^-126) by a zero of its sign.
//! 5. **NaN results** of arithmetic, negation, min/max and conversions are the format's
//!    canonical NaN (positive, every magnitude bit set: f32 `0x7FFFFFFF`); a NaN operand that is
//!    only moved (loaded, broadcast, stored) keeps its bits. This is the NaN policy of the
//!    interpreter measured on the H100 (docs/numerics.md), which the C++ rules do not fix.
//! 6. **Conversions into fp8** (`__nv_fp8_e4m3`, `__nv_fp8_e5m2`), from floating or integral
//!    values, saturate: a value beyond the largest finite one, and an infinity, give the largest
//!    finite value of its sign (docs/numerics.md: `Saturate` for targets of at most 8 bits).
//!    Wider targets overflow to infinity under round-to-nearest. Every conversion to a floating
//!    type rounds to nearest even.
//! 7. **Conversions to bool** compare with zero: NaN gives `true`, as `x != 0` does in C++.
//! 8. **`ct::min`/`ct::max`** on floats are IEEE 754-2019 minimumNumber/maximumNumber (a NaN
//!    operand is ignored, two give NaN), with `propagate_nan` minimum/maximum (any NaN gives
//!    NaN); `-0 < +0`. `round_subnormals_to_zero` flushes subnormal operands first.
//! 9. **`ct::div` with `round_full`** is the correctly rounded quotient (the interpreter's
//!    reference for the GPU's ≤ 2 ulp division); with **`round_approximate`** it is
//!    `x · RN(1/y)` rounded to nearest, and for `2^126 < |y| < 2^128` the GPU's approximate
//!    reciprocal gives `±0` (NaN when `x` is infinite or NaN). With `round_subnormals_to_zero`
//!    operands are flushed and a subnormal result becomes a zero of its sign.
//! 10. **Assumptions** whose predicate does not hold on the value are undefined behavior
//!     (checked with [`super::semantics::assumption_holds`], the documentation's predicates).
//!     For pointer tiles the step of the strided assumptions is the pointee's size (1 for
//!     `void*`, as Tile IR's `ptr<i8>`).
//! 11. **Partition view accesses** with an index outside the index space are undefined. An
//!     unmasked load of a partially out-of-bounds tile reads an unspecified value there (C++
//!     calls it undefined); the interpreter reads 0, so does the evaluator, and it records that it
//!     did ([`Evaluated::unspecified`]). Stores skip out-of-bounds elements. A NaN padding is the
//!     quiet NaN with only the top mantissa bit set (`0x7FC00000` for f32, as the H100 loads).
//! 12. **Pointer arithmetic** `p + n` is the address plus `n · sizeof(*p)`, with `n` read as a
//!     signed 64-bit integer (the lowering extends `n` to `i64` by its signedness and Tile IR's
//!     `offset` reads that signed, so an `unsigned long long` `n ≥ 2^63` acts as `n − 2^64`); a
//!     byte offset beyond the signed 64-bit range, or an address outside `[0, 2^64)`, is
//!     undefined. C++ is stricter (the result must stay within the array, which the evaluator
//!     cannot know).
//!
//! Not evaluated: `ct::load(ptrs)` (it reads arbitrary memory), which the random generator
//! never produces; it gives [`EvalError::Unsupported`].

use super::check::{Assumption, Env, Mods, Node, Typed};
use super::exact::{Fmt, Fv, Mode, OnOverflow, BF16, E4M3FN, E5M2, F16, F32, F64, Q, TF32};
use super::parse::{BinOp, CmpOp, NanMode, Padding, Rounding};
use super::scalar::{FloatKind, IntKind, Platform, Pointee, Scalar};
use super::semantics;
use super::shape::{size, CxxType, PartitionView, TileLike};
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt;

/// The memory behind a partition view variable: its elements (bit patterns, by linear offset)
/// and its runtime extents and strides (in elements).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewMem {
    pub data: Vec<u64>,
    pub extents: Vec<u64>,
    pub strides: Vec<u64>,
}

/// Input values: each tile like variable's elements in row-major order, each view's memory.
#[derive(Clone, Debug, Default)]
pub struct Inputs {
    pub tiles: BTreeMap<String, Vec<u64>>,
    pub views: BTreeMap<String, ViewMem>,
}

/// What an expression produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A tile like value: shape and row-major elements.
    Value { shape: Vec<u64>, elems: Vec<u64> },
    /// A `void` expression: the memory of every view afterwards.
    Stored(BTreeMap<String, ViewMem>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluated {
    pub outcome: Outcome,
    /// Whether an unmasked view load read an out-of-bounds (unspecified) element.
    pub unspecified: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// The evaluation has undefined behavior: which kind, and what exactly.
    Ub(UbKind, String),
    /// The evaluator does not model the expression.
    Unsupported(String),
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Ub(k, s) => write!(f, "undefined behavior ({k:?}): {s}"),
            EvalError::Unsupported(s) => write!(f, "not evaluated: {s}"),
        }
    }
}

/// The kinds of undefined behavior an evaluation can meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UbKind {
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// Signed division of the minimum by -1.
    DivisionOverflow,
    /// A floating value converted to an integral type that cannot hold it.
    ConversionOutOfRange,
    /// An assumption that does not hold.
    AssumptionViolated,
    /// A view index outside the view's index space.
    ViewIndexOutOfRange,
    /// Pointer arithmetic beyond the address space or the 64-bit offset range.
    PointerOverflow,
}

fn ub<T>(kind: UbKind, msg: impl Into<String>) -> Result<T, EvalError> {
    Err(EvalError::Ub(kind, msg.into()))
}

/// The floating point format of a floating scalar.
pub fn fmt_of(f: FloatKind) -> Fmt {
    match f {
        FloatKind::Double => F64,
        FloatKind::Float => F32,
        FloatKind::Tf32 => TF32,
        FloatKind::Half => F16,
        FloatKind::BFloat16 => BF16,
        FloatKind::Fp8E4M3 => E4M3FN,
        FloatKind::Fp8E5M2 => E5M2,
    }
}

/// Bits an element of `s` occupies in its encoding (`bool`: 1, pointers: 64).
pub fn elem_width(s: Scalar, p: &Platform) -> u32 {
    match s {
        Scalar::Int(k) => k.bitwidth(p),
        Scalar::Float(f) => fmt_of(f).width,
        Scalar::Ptr(_) => 64,
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// The numeric value of the integer bits `b` of kind `k`.
pub fn int_value(k: IntKind, p: &Platform, b: u64) -> i128 {
    let w = k.bitwidth(p);
    let b = b & mask(w);
    if k.is_signed(p) && w < 128 && (b >> (w - 1)) & 1 == 1 {
        b as i128 - (1i128 << w)
    } else {
        b as i128
    }
}

/// `v` modulo `2^w`.
fn wrap(v: i128, w: u32) -> u64 {
    (v as u128 as u64) & mask(w)
}

/// The size in bytes of a pointer's pointee (`void`: 1).
pub fn pointee_size(q: Pointee, p: &Platform) -> u64 {
    match q {
        Pointee::Void => 1,
        Pointee::Int(k) => (k.size_bits(p) / 8) as u64,
        Pointee::Float(FloatKind::Tf32) => 4,
        Pointee::Float(f) => fmt_of(f).width.div_ceil(8) as u64,
    }
}

/// The runtime extents and strides (in elements) of a view variable `var` of type `pv`, given
/// the values of its dynamic parameters (`arg_VAR_extentK`, `arg_VAR_strideK`).
pub fn view_geometry(
    var: &str,
    pv: &PartitionView,
    runtime: &[(String, u64)],
) -> (Vec<u64>, Vec<u64>) {
    let get = |name: String| {
        runtime
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
            .unwrap_or_else(|| panic!("no runtime value for {name}"))
    };
    let extents: Vec<u64> = pv
        .span
        .extents
        .dims
        .iter()
        .enumerate()
        .map(|(k, d)| d.unwrap_or_else(|| get(format!("arg_{var}_extent{k}"))))
        .collect();
    let strides = match &pv.span.strides {
        Some(st) => st
            .iter()
            .enumerate()
            .map(|(k, d)| d.unwrap_or_else(|| get(format!("arg_{var}_stride{k}"))))
            .collect(),
        None => semantics::row_major_strides(&extents),
    };
    (extents, strides)
}

/// The number of elements the memory of a view spans: one past its largest linear offset.
pub fn view_len(extents: &[u64], strides: &[u64]) -> u64 {
    1 + extents
        .iter()
        .zip(strides)
        .map(|(e, s)| e.saturating_sub(1) * s)
        .sum::<u64>()
}

struct Ev<'a> {
    p: &'a Platform,
    env: &'a Env,
    inputs: &'a Inputs,
    views: BTreeMap<String, ViewMem>,
    unspecified: bool,
}

/// Evaluates `e` (typed against `env`) over `inputs`.
pub fn evaluate(env: &Env, e: &Typed, inputs: &Inputs) -> Result<Evaluated, EvalError> {
    let mut ev = Ev {
        p: &env.platform,
        env,
        inputs,
        views: inputs.views.clone(),
        unspecified: false,
    };
    let elems = ev.eval(e)?;
    let outcome = match &e.ty {
        CxxType::Tile(t) => Outcome::Value {
            shape: t.shape().to_vec(),
            elems,
        },
        _ => Outcome::Stored(ev.views.clone()),
    };
    Ok(Evaluated {
        outcome,
        unspecified: ev.unspecified,
    })
}

fn tl(e: &Typed) -> &TileLike {
    e.ty.tile_like().expect("a tile like expression")
}

fn mode_of(r: Option<Rounding>) -> Mode {
    match r {
        Some(Rounding::TowardZero) => Mode::TowardZero,
        Some(Rounding::TowardNegative) => Mode::TowardNegative,
        Some(Rounding::TowardPositive) => Mode::TowardPositive,
        _ => Mode::NearestEven,
    }
}

/// The overflow rule of conversions into `f`: fp8 targets saturate.
fn conversion_overflow(f: &Fmt) -> OnOverflow {
    if f.width <= 8 {
        OnOverflow::Saturate
    } else {
        OnOverflow::Ieee
    }
}

/// Replaces a subnormal by the zero of its sign when `ftz` is set.
fn flush(f: &Fmt, ftz: bool, b: u64) -> u64 {
    if ftz && f.is_subnormal(b) {
        b & f.sign_bit()
    } else {
        b
    }
}

/// Element-wise scalar conversion of one element.
pub fn convert(from: Scalar, to: Scalar, p: &Platform, b: u64) -> Result<u64, EvalError> {
    if from == to {
        return Ok(b);
    }
    Ok(match (from, to) {
        (Scalar::Int(a), Scalar::Int(IntKind::Bool)) => (int_value(a, p, b) != 0) as u64,
        (Scalar::Int(a), Scalar::Int(k)) => wrap(int_value(a, p, b), k.bitwidth(p)),
        (Scalar::Int(a), Scalar::Float(f)) => {
            let t = fmt_of(f);
            t.round(
                &Q::from_int(int_value(a, p, b)),
                Mode::NearestEven,
                conversion_overflow(&t),
                false,
            )
        }
        (Scalar::Float(f), Scalar::Int(IntKind::Bool)) => match fmt_of(f).decode(b) {
            Fv::Nan | Fv::Inf(_) => 1,
            v => (!v.is_zero()) as u64,
        },
        (Scalar::Float(f), Scalar::Int(k)) => {
            let x = match fmt_of(f).decode(b) {
                Fv::Nan => {
                    return ub(
                        UbKind::ConversionOutOfRange,
                        format!("conversion of NaN to {}", k.name()),
                    )
                }
                Fv::Inf(n) => {
                    return ub(
                        UbKind::ConversionOutOfRange,
                        format!(
                            "conversion of {}infinity to {}",
                            if n { "-" } else { "+" },
                            k.name()
                        ),
                    )
                }
                v => v.to_q().unwrap(),
            };
            let w = k.bitwidth(p);
            let (lo, hi) = if k.is_signed(p) {
                (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
            } else {
                (0, (1i128 << w) - 1)
            };
            match x.trunc() {
                Some(t) if lo <= t && t <= hi => wrap(t, w),
                _ => {
                    return ub(
                        UbKind::ConversionOutOfRange,
                        format!("conversion of a value outside the range of {}", k.name()),
                    )
                }
            }
        }
        (Scalar::Float(f), Scalar::Float(g)) => {
            let (s, t) = (fmt_of(f), fmt_of(g));
            match s.decode(b) {
                Fv::Nan => t.canonical_nan(),
                Fv::Inf(n) if conversion_overflow(&t) == OnOverflow::Saturate || !t.inf => {
                    t.max_bits(n)
                }
                Fv::Inf(n) => t.inf_bits(n),
                Fv::Fin { neg, m: 0, .. } => t.zero_bits(neg),
                v => t.round(
                    &v.to_q().unwrap(),
                    Mode::NearestEven,
                    conversion_overflow(&t),
                    false,
                ),
            }
        }
        (Scalar::Ptr(_), Scalar::Int(IntKind::Bool)) => (b != 0) as u64,
        (Scalar::Ptr(_), Scalar::Ptr(_)) => b,
        _ => {
            return Err(EvalError::Unsupported(format!(
                "conversion from {from} to {to}"
            )))
        }
    })
}

/// IEEE 754 `a op b` in format `f`, one rounding in `mode`.
fn float_arith(op: BinOp, f: &Fmt, mode: Mode, ftz: bool, a: u64, b: u64) -> u64 {
    let (x, y) = (f.decode(flush(f, ftz, a)), f.decode(flush(f, ftz, b)));
    let nan = f.canonical_nan();
    let inf = |n: bool| f.inf_bits(n);
    let zero = |n: bool| f.zero_bits(n);
    match op {
        BinOp::Add | BinOp::Sub => {
            let y = if op == BinOp::Sub {
                match y {
                    Fv::Inf(n) => Fv::Inf(!n),
                    Fv::Fin { neg, m, q } => Fv::Fin { neg: !neg, m, q },
                    Fv::Nan => Fv::Nan,
                }
            } else {
                y
            };
            match (&x, &y) {
                (Fv::Nan, _) | (_, Fv::Nan) => nan,
                (Fv::Inf(a), Fv::Inf(b)) => {
                    if a == b {
                        inf(*a)
                    } else {
                        nan
                    }
                }
                (Fv::Inf(a), _) | (_, Fv::Inf(a)) => inf(*a),
                (Fv::Fin { neg: na, .. }, Fv::Fin { neg: nb, .. }) => {
                    let s = x.to_q().unwrap().add(&y.to_q().unwrap());
                    if s.is_zero() {
                        // Exact zero: both operands zeros of one sign keep it; otherwise -0
                        // only toward negative.
                        let n = if x.is_zero() && y.is_zero() && na == nb {
                            *na
                        } else {
                            mode == Mode::TowardNegative
                        };
                        return zero(n);
                    }
                    f.round(&s, mode, OnOverflow::Ieee, ftz)
                }
            }
        }
        BinOp::Mul => match (&x, &y) {
            (Fv::Nan, _) | (_, Fv::Nan) => nan,
            (Fv::Inf(a), Fv::Inf(b)) => inf(a != b),
            (Fv::Inf(a), v @ Fv::Fin { neg, .. }) | (v @ Fv::Fin { neg, .. }, Fv::Inf(a)) => {
                if v.is_zero() {
                    nan
                } else {
                    inf(a != neg)
                }
            }
            (Fv::Fin { neg: na, .. }, Fv::Fin { neg: nb, .. }) => {
                let r = x.to_q().unwrap().mul(&y.to_q().unwrap());
                if r.is_zero() {
                    return zero(na != nb);
                }
                f.round(&r, mode, OnOverflow::Ieee, ftz)
            }
        },
        BinOp::Div => match (&x, &y) {
            (Fv::Nan, _) | (_, Fv::Nan) => nan,
            (Fv::Inf(_), Fv::Inf(_)) => nan,
            (Fv::Inf(a), Fv::Fin { neg, .. }) => inf(a != neg),
            (Fv::Fin { neg, .. }, Fv::Inf(b)) => zero(neg != b),
            (Fv::Fin { neg: na, .. }, Fv::Fin { neg: nb, .. }) => {
                if y.is_zero() {
                    return if x.is_zero() { nan } else { inf(na != nb) };
                }
                if x.is_zero() {
                    return zero(na != nb);
                }
                f.round(
                    &x.to_q().unwrap().div(&y.to_q().unwrap()),
                    mode,
                    OnOverflow::Ieee,
                    ftz,
                )
            }
        },
        BinOp::Rem => unreachable!("% is integral only"),
    }
}

/// `ct::div(x, y, round_approximate)` on f32: `x · RN(1/y)`, both rounded to nearest even;
/// for `2^126 < |y| < 2^128` the approximate reciprocal flushes, giving `±0` (NaN for an
/// infinite or NaN `x`).
fn div_approx_f32(ftz: bool, a: u64, b: u64) -> u64 {
    let f = &F32;
    let (a, b) = (flush(f, ftz, a), flush(f, ftz, b));
    let big = F32.encode(false, 1 << 23, 126 - 23);
    let yb = b & !f.sign_bit();
    let y_huge = matches!(f.decode(b), Fv::Fin { .. }) && yb > big;
    let r = if y_huge {
        match f.decode(a) {
            Fv::Nan | Fv::Inf(_) => f.canonical_nan(),
            _ => f.zero_bits((a ^ b) & f.sign_bit() != 0),
        }
    } else {
        let one = F32.encode(false, 1 << 23, -23);
        let recip = float_arith(BinOp::Div, f, Mode::NearestEven, false, one, b);
        float_arith(BinOp::Mul, f, Mode::NearestEven, false, a, recip)
    };
    flush(f, ftz, r)
}

/// `min`/`max` of two floats (see the module documentation, item 8).
fn float_minmax(max: bool, propagate: bool, f: &Fmt, ftz: bool, a: u64, b: u64) -> u64 {
    let (a, b) = (flush(f, ftz, a), flush(f, ftz, b));
    let (x, y) = (f.decode(a), f.decode(b));
    match (matches!(x, Fv::Nan), matches!(y, Fv::Nan)) {
        (true, true) => return f.canonical_nan(),
        (true, false) | (false, true) if propagate => return f.canonical_nan(),
        (true, false) => return b,
        (false, true) => return a,
        _ => {}
    }
    // Orders -0 below +0: compare the values, then the signs of zeros.
    let c = order(&x, &y).then((a & f.sign_bit() == 0).cmp(&(b & f.sign_bit() == 0)));
    let a_wins = if max {
        c != Ordering::Less
    } else {
        c != Ordering::Greater
    };
    if a_wins {
        a
    } else {
        b
    }
}

fn float_compare(op: CmpOp, f: &Fmt, a: u64, b: u64) -> bool {
    let (x, y) = (f.decode(a), f.decode(b));
    if matches!(x, Fv::Nan) || matches!(y, Fv::Nan) {
        return op == CmpOp::Ne;
    }
    cmp_holds(op, order(&x, &y))
}

/// The order of two non-NaN values (`-0 == +0`).
fn order(x: &Fv, y: &Fv) -> Ordering {
    let rank = |v: &Fv| match v {
        Fv::Inf(true) => 0,
        Fv::Inf(false) => 2,
        _ => 1,
    };
    match (rank(x), rank(y)) {
        (1, 1) => x.to_q().unwrap().compare(&y.to_q().unwrap()),
        (a, b) => a.cmp(&b),
    }
}

fn cmp_holds(op: CmpOp, c: Ordering) -> bool {
    match op {
        CmpOp::Eq => c == Ordering::Equal,
        CmpOp::Ne => c != Ordering::Equal,
        CmpOp::Lt => c == Ordering::Less,
        CmpOp::Le => c != Ordering::Greater,
        CmpOp::Gt => c == Ordering::Greater,
        CmpOp::Ge => c != Ordering::Less,
    }
}

fn int_arith(op: BinOp, k: IntKind, p: &Platform, a: u64, b: u64) -> Result<u64, EvalError> {
    let w = k.bitwidth(p);
    let (x, y) = (int_value(k, p, a), int_value(k, p, b));
    Ok(match op {
        BinOp::Add => wrap(x + y, w),
        BinOp::Sub => wrap(x - y, w),
        BinOp::Mul => wrap(x.wrapping_mul(y), w),
        BinOp::Div | BinOp::Rem => {
            if y == 0 {
                return ub(
                    UbKind::DivisionByZero,
                    format!(
                        "{} by zero in {}",
                        if op == BinOp::Div {
                            "division"
                        } else {
                            "remainder"
                        },
                        k.name()
                    ),
                );
            }
            if op == BinOp::Div {
                if k.is_signed(p) && x == -(1i128 << (w - 1)) && y == -1 {
                    return ub(
                        UbKind::DivisionOverflow,
                        format!("{} division of the minimum by -1", k.name()),
                    );
                }
                wrap(x / y, w)
            } else {
                wrap(x % y, w)
            }
        }
    })
}

fn pad_bits(s: Scalar, pad: Padding) -> u64 {
    match (s, pad) {
        (_, Padding::Zero) => 0,
        (Scalar::Float(f), Padding::PosInf) => fmt_of(f).inf_bits(false),
        (Scalar::Float(f), Padding::NegInf) => fmt_of(f).inf_bits(true),
        (Scalar::Float(f), Padding::Nan) => fmt_of(f).quiet_nan(),
        (other, pad) => unreachable!("padding {pad:?} of {other} (rejected by the typing rules)"),
    }
}

impl<'a> Ev<'a> {
    fn view(&self, name: &str) -> &'a PartitionView {
        match self.env.var(name) {
            Some(CxxType::View(v)) => v,
            _ => unreachable!("{name} is a view"),
        }
    }

    /// The values of the view index expressions, as unsigned numbers of the index type.
    fn indices(&mut self, pv: &PartitionView, idx: &[Typed]) -> Result<Vec<u64>, EvalError> {
        let w = pv.span.extents.index.bitwidth(self.p);
        let mut out = vec![];
        for i in idx {
            out.push(self.eval(i)?[0] & mask(w));
        }
        Ok(out)
    }

    fn eval(&mut self, e: &Typed) -> Result<Vec<u64>, EvalError> {
        let p = self.p;
        match &e.node {
            Node::Var(name) => Ok(self
                .inputs
                .tiles
                .get(name)
                .unwrap_or_else(|| panic!("no input for {name}"))
                .clone()),
            Node::IntConst(v) => {
                let k = tl(e).elem().int().expect("integral constant");
                Ok(vec![wrap(*v, k.bitwidth(p))])
            }
            Node::FloatConst(v) => {
                let f = fmt_of(tl(e).elem().float().expect("floating constant"));
                let x = F64.decode(v.to_bits());
                let bits = match &x {
                    Fv::Fin { neg, m: 0, .. } => f.zero_bits(*neg),
                    Fv::Fin { .. } => f.round(
                        &x.to_q().unwrap(),
                        Mode::NearestEven,
                        OnOverflow::Ieee,
                        false,
                    ),
                    Fv::Inf(n) => f.inf_bits(*n),
                    Fv::Nan => f.canonical_nan(),
                };
                Ok(vec![bits])
            }
            Node::Convert(x) => {
                let (from, to) = (tl(x).elem(), tl(e).elem());
                let v = self.eval(x)?;
                v.into_iter().map(|b| convert(from, to, p, b)).collect()
            }
            Node::Broadcast(x) => {
                let v = self.eval(x)?;
                Ok(semantics::broadcast_values(
                    &v,
                    tl(x).shape(),
                    tl(e).shape(),
                ))
            }
            Node::Neg(x) => {
                let v = self.eval(x)?;
                Ok(match tl(e).elem() {
                    Scalar::Float(fk) => {
                        let f = fmt_of(fk);
                        v.into_iter()
                            .map(|b| {
                                if f.is_nan(b) {
                                    f.canonical_nan()
                                } else {
                                    b ^ f.sign_bit()
                                }
                            })
                            .collect()
                    }
                    Scalar::Int(k) => v
                        .into_iter()
                        .map(|b| wrap(-int_value(k, p, b), k.bitwidth(p)))
                        .collect(),
                    Scalar::Ptr(_) => unreachable!("negation of a pointer"),
                })
            }
            Node::Binary {
                op, lhs, rhs, mods, ..
            } => {
                let (a, b) = (self.eval(lhs)?, self.eval(rhs)?);
                self.binary(*op, tl(e).elem(), mods, &a, &b)
            }
            Node::Compare { op, lhs, rhs } => {
                let (a, b) = (self.eval(lhs)?, self.eval(rhs)?);
                let s = tl(lhs).elem();
                Ok(a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| {
                        (match s {
                            Scalar::Float(f) => float_compare(*op, &fmt_of(f), x, y),
                            Scalar::Int(k) => {
                                cmp_holds(*op, int_value(k, p, x).cmp(&int_value(k, p, y)))
                            }
                            Scalar::Ptr(_) => cmp_holds(*op, x.cmp(&y)),
                        }) as u64
                    })
                    .collect())
            }
            Node::MinMax {
                max,
                lhs,
                rhs,
                mods,
            } => {
                let (a, b) = (self.eval(lhs)?, self.eval(rhs)?);
                Ok(match tl(e).elem() {
                    Scalar::Float(fk) => {
                        let f = fmt_of(fk);
                        let prop = mods.nan == Some(NanMode::Propagate);
                        a.iter()
                            .zip(&b)
                            .map(|(&x, &y)| float_minmax(*max, prop, &f, mods.ftz(), x, y))
                            .collect()
                    }
                    Scalar::Int(k) => a
                        .iter()
                        .zip(&b)
                        .map(|(&x, &y)| {
                            let c = int_value(k, p, x).cmp(&int_value(k, p, y));
                            let x_wins = if *max {
                                c != Ordering::Less
                            } else {
                                c != Ordering::Greater
                            };
                            if x_wins {
                                x
                            } else {
                                y
                            }
                        })
                        .collect(),
                    Scalar::Ptr(_) => unreachable!("min/max of pointers"),
                })
            }
            Node::Assume { what, value } => {
                let v = self.eval(value)?;
                let t = tl(value);
                let (vals, unit): (Vec<i128>, i128) = match t.elem() {
                    Scalar::Int(k) => (v.iter().map(|&b| int_value(k, p, b)).collect(), 1),
                    Scalar::Ptr(q) => (
                        v.iter().map(|&b| b as i128).collect(),
                        pointee_size(q.pointee, p) as i128,
                    ),
                    Scalar::Float(_) => unreachable!("assumptions on floating tiles"),
                };
                if !semantics::assumption_holds(what, t.shape(), &vals, unit) {
                    return ub(
                        UbKind::AssumptionViolated,
                        format!("the assumption {} does not hold", assumption_name(what)),
                    );
                }
                Ok(v)
            }
            Node::Iota => {
                let t = tl(e);
                let n = size(t.shape()) as i128;
                (0..n)
                    .map(|k| convert(Scalar::Int(IntKind::LongLong), t.elem(), p, k as u64))
                    .collect()
            }
            Node::Full(x) => {
                let v = self.eval(x)?;
                Ok(semantics::broadcast_values(&v, &[], tl(e).shape()))
            }
            Node::PtrOffset { ptr, offset } => {
                let (a, b) = (self.eval(ptr)?, self.eval(offset)?);
                let Scalar::Ptr(q) = tl(ptr).elem() else {
                    unreachable!()
                };
                let Scalar::Int(k) = tl(offset).elem() else {
                    unreachable!()
                };
                let unit = pointee_size(q.pointee, p) as i128;
                let mut out = vec![];
                for (&base, &off) in a.iter().zip(&b) {
                    // Tile IR's offset operand is a signed i64: an unsigned 64-bit offset of
                    // 2^63 or more steps backwards (item 12).
                    let bytes = (wrap(int_value(k, p, off), 64) as i64) as i128 * unit;
                    if bytes < i64::MIN as i128 || bytes > i64::MAX as i128 {
                        return ub(
                            UbKind::PointerOverflow,
                            "pointer offset in bytes beyond the 64-bit range",
                        );
                    }
                    let r = base as i128 + bytes;
                    if !(0..1i128 << 64).contains(&r) {
                        return ub(
                            UbKind::PointerOverflow,
                            "pointer arithmetic leaves the address space",
                        );
                    }
                    out.push(r as u64);
                }
                Ok(out)
            }
            Node::LoadPtr(_) => Err(EvalError::Unsupported(
                "ct::load through pointers reads arbitrary memory".into(),
            )),
            Node::ViewLoad { view, idx, padding } => {
                let pv = self.view(view);
                let ids = self.indices(pv, idx)?;
                let m = self
                    .views
                    .get(view)
                    .unwrap_or_else(|| panic!("no memory for view {view}"));
                if pv.shape.is_empty() {
                    return Ok(vec![m.data[0]]);
                }
                let pad = padding.map(|pd| pad_bits(pv.span.value, pd));
                match semantics::partition_load(
                    &m.data, &m.extents, &m.strides, &pv.shape, &ids, pad,
                ) {
                    Ok(v) => {
                        if v.iter().any(|x| x.is_none()) {
                            self.unspecified = true;
                        }
                        Ok(v.into_iter().map(|x| x.unwrap_or(0)).collect())
                    }
                    Err(why) => ub(
                        UbKind::ViewIndexOutOfRange,
                        format!("load from {view} at {ids:?}: {why:?}"),
                    ),
                }
            }
            Node::ViewStore { view, value, idx } => {
                let pv = self.view(view);
                let v = self.eval(value)?;
                let ids = self.indices(pv, idx)?;
                let m = self
                    .views
                    .get_mut(view)
                    .unwrap_or_else(|| panic!("no memory for view {view}"));
                if pv.shape.is_empty() {
                    m.data[0] = v[0];
                    return Ok(vec![]);
                }
                match semantics::partition_store(
                    &mut m.data,
                    &m.extents,
                    &m.strides,
                    &pv.shape,
                    &ids,
                    &v,
                ) {
                    Ok(_) => Ok(vec![]),
                    Err(why) => ub(
                        UbKind::ViewIndexOutOfRange,
                        format!("store to {view} at {ids:?}: {why:?}"),
                    ),
                }
            }
        }
    }

    fn binary(
        &self,
        op: BinOp,
        s: Scalar,
        mods: &Mods,
        a: &[u64],
        b: &[u64],
    ) -> Result<Vec<u64>, EvalError> {
        let p = self.p;
        match s {
            Scalar::Float(fk) => {
                let f = fmt_of(fk);
                let ftz = mods.ftz();
                Ok(a.iter()
                    .zip(b)
                    .map(|(&x, &y)| match (op, mods.rounding) {
                        (BinOp::Div, Some(Rounding::Approximate)) => div_approx_f32(ftz, x, y),
                        (BinOp::Div, Some(Rounding::Full)) => {
                            float_arith(op, &f, Mode::NearestEven, ftz, x, y)
                        }
                        _ => float_arith(op, &f, mode_of(mods.rounding), ftz, x, y),
                    })
                    .collect())
            }
            Scalar::Int(k) => a
                .iter()
                .zip(b)
                .map(|(&x, &y)| int_arith(op, k, p, x, y))
                .collect(),
            Scalar::Ptr(_) => Err(EvalError::Unsupported(
                "arithmetic on pointers other than +".into(),
            )),
        }
    }
}

fn assumption_name(a: &Assumption) -> String {
    format!("{a:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(vars: &[(&str, &str, Vec<u64>)], expr: &str) -> Result<Vec<u64>, EvalError> {
        let mut env = Env::new(Platform::lp64());
        let mut inputs = Inputs::default();
        for (n, t, v) in vars {
            env.declare(&format!("{n}={t}")).unwrap();
            inputs.tiles.insert(n.to_string(), v.clone());
        }
        let typed = env.check(expr).unwrap();
        match evaluate(&env, &typed, &inputs)?.outcome {
            Outcome::Value { elems, .. } => Ok(elems),
            Outcome::Stored(_) => panic!("void"),
        }
    }

    fn f32s(v: &[f32]) -> Vec<u64> {
        v.iter().map(|x| x.to_bits() as u64).collect()
    }

    #[test]
    fn float_operations_round_once() {
        let x = f32s(&[1.0, 0.1, f32::MAX, -0.0, f32::INFINITY]);
        let y = f32s(&[3.0, 0.2, f32::MAX, 0.0, f32::INFINITY]);
        let vars = [
            ("x", "tile<float,8>", [x.clone(), vec![0; 3]].concat()),
            ("y", "tile<float,8>", [y.clone(), vec![0; 3]].concat()),
        ];
        let s = run(&vars, "x + y").unwrap();
        assert_eq!(
            s[..5],
            f32s(&[4.0, 0.1 + 0.2, f32::INFINITY, 0.0, f32::INFINITY])[..]
        );
        let d = run(&vars, "x - y").unwrap();
        assert_eq!(d[4], 0x7FFF_FFFF, "inf - inf is the canonical NaN");
        assert_eq!(d[3], 0x8000_0000, "-0 - +0");
        let dz = run(&vars, "ct::sub(x, x, ct::round_toward_negative_t{})").unwrap();
        assert_eq!(dz[0], 0x8000_0000, "x - x toward negative is -0");
        let q = run(&vars, "ct::div(x, y, ct::round_toward_zero_t{})").unwrap();
        assert_eq!(q[0], 0x3EAA_AAAA);
        let q = run(&vars, "ct::div(x, y, ct::round_approximate_t{})").unwrap();
        assert_eq!(q[0], (1.0f32 * (1.0f32 / 3.0)).to_bits() as u64);
    }

    #[test]
    fn conversions_saturate_into_fp8_and_trap_out_of_range_integers() {
        let vars = [(
            "x",
            "tile<float,4>",
            f32s(&[1000.0, f32::NEG_INFINITY, f32::NAN, 0.3]),
        )];
        let e = run(
            &vars,
            "ct::convert<ct::tile<__nv_fp8_e4m3, ct::shape<4>>>(x)",
        )
        .unwrap();
        assert_eq!(e, vec![0x7E, 0xFE, 0x7F, 0x2A]);
        let e = run(
            &vars,
            "ct::convert<ct::tile<__nv_fp8_e5m2, ct::shape<4>>>(x)",
        )
        .unwrap();
        assert_eq!(e[..2], [0x64, 0xFB]);
        assert!(matches!(
            run(&vars, "ct::convert<ct::tile<int, ct::shape<4>>>(x)"),
            Err(EvalError::Ub(..))
        ));
        let vars = [("x", "tile<float,4>", f32s(&[-0.9, 2.5, 127.9, -128.0]))];
        assert_eq!(
            run(&vars, "ct::convert<ct::tile<signed char, ct::shape<4>>>(x)").unwrap(),
            vec![0, 2, 127, 0x80]
        );
        let b = run(&vars, "ct::convert<ct::tile<bool, ct::shape<4>>>(x)").unwrap();
        assert_eq!(b, vec![1, 1, 1, 1]);
    }

    #[test]
    fn integers_wrap_and_division_traps() {
        let vars = [
            ("x", "tile<int,2>", vec![0x7FFF_FFFF, 0x8000_0000]),
            ("y", "tile<int,2>", vec![1, 0xFFFF_FFFF]),
        ];
        assert_eq!(run(&vars, "x + y").unwrap(), vec![0x8000_0000, 0x7FFF_FFFF]);
        assert!(matches!(run(&vars, "x / y"), Err(EvalError::Ub(..))));
        assert_eq!(run(&vars, "x % y").unwrap(), vec![0, 0]);
        assert_eq!(run(&vars, "-x").unwrap(), vec![0x8000_0001, 0x8000_0000]);
    }

    #[test]
    fn min_max_order_signed_zeros_and_ignore_one_nan() {
        let vars = [
            ("x", "tile<float,4>", f32s(&[-0.0, f32::NAN, f32::NAN, 1.0])),
            ("y", "tile<float,4>", f32s(&[0.0, 2.0, f32::NAN, -1.0])),
        ];
        assert_eq!(
            run(&vars, "ct::max(x, y)").unwrap(),
            f32s(&[0.0, 2.0, f32::from_bits(0x7FFF_FFFF), 1.0])
        );
        assert_eq!(
            run(&vars, "ct::min(x, y)").unwrap(),
            f32s(&[-0.0, 2.0, f32::from_bits(0x7FFF_FFFF), -1.0])
        );
        let m = run(&vars, "ct::min(x, y, ct::propagate_nan_t{})").unwrap();
        assert_eq!(m[1], 0x7FFF_FFFF);
    }
}
