//! Narrow and reduced float formats (f8E4M3FN, f8E5M2, f8E8M0FNU, fnv8E5M3FNU, f4E2M1FN, tf32)
//! and the float roundings PTX lacks, done in exact software sequences.
//!
//! Register representation: an 8- or 4-bit format holds its code zero-extended in a `.b16`
//! register; tf32 holds the f32 bit pattern of its value (the 19-bit code shifted left by 13)
//! in an `.f32` register, so every tf32 value is the same f32 value.
//!
//! Every conversion that PTX cannot do in one correctly rounded instruction goes through f64:
//! the source is widened exactly to f64 bits (every format here is a subset of f64; an integer
//! of more than 53 bits is rounded to odd first), and those bits are rounded once, in integer
//! code, into the target format with the interpreter's rounding mode, overflow policy
//! (`default_conversion_overflow`: saturation for 8 bits and less) and NaN policy (canonical
//! NaN; f4 takes +6.0). The integer code is a [`Seq`]: a short list of 64-bit integer
//! operations that is both emitted as PTX and run in Rust by the tests, so the model the tests
//! compare against the interpreter is exactly the emitted sequence.

use tileref_interp::numeric::{self as num, Format, NanEncoding, Overflow, Rounding};

use super::*;

/// Whether `e` is one of the formats this module carries (tf32 included).
pub(super) fn is_narrow(e: ElemType) -> bool {
    matches!(
        e,
        ElemType::F8E4M3FN
            | ElemType::F8E5M2
            | ElemType::F8E8M0FNU
            | ElemType::F4E2M1FN
            | ElemType::FNV8E5M3FNU
            | ElemType::TF32
    )
}

/// Any float element type the lowering carries.
pub(super) fn is_any_float(e: ElemType) -> bool {
    is_float(e) || is_narrow(e)
}

/// The interpreter's format of a float element type.
pub(super) fn format_of(e: ElemType) -> Option<Format> {
    Some(match e {
        ElemType::F64 => num::F64,
        ElemType::F32 => num::F32,
        ElemType::TF32 => num::TF32,
        ElemType::F16 => num::F16,
        ElemType::BF16 => num::BF16,
        ElemType::F8E4M3FN => num::F8E4M3FN,
        ElemType::F8E5M2 => num::F8E5M2,
        ElemType::F8E8M0FNU => num::F8E8M0FNU,
        ElemType::F4E2M1FN => num::F4E2M1FN,
        ElemType::FNV8E5M3FNU => num::FNV8E5M3FNU,
        _ => return None,
    })
}

/// The interpreter's rounding for a Tile IR rounding mode (None: not a rounding of values).
pub(super) fn rounding_of(m: RoundingMode) -> Option<Rounding> {
    Some(match m {
        RoundingMode::NearestEven => Rounding::NearestEven,
        RoundingMode::Zero => Rounding::Zero,
        RoundingMode::NegativeInf => Rounding::NegativeInf,
        RoundingMode::PositiveInf => Rounding::PositiveInf,
        RoundingMode::NearestAway => Rounding::NearestAway,
        _ => return None,
    })
}

/// The register bits of a value of `e` given as the interpreter's bits (tf32: the 19-bit code).
pub(super) fn reg_bits(e: ElemType, v: u64) -> u64 {
    if e == ElemType::TF32 {
        (v & 0x7FFFF) << 13
    } else {
        v
    }
}

// ---------------------------------------------------------------------------------------------
// Seq: integer sequences that are emitted as PTX and run in Rust.

/// A 64-bit operand of a [`Seq`]: a value or an immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum X {
    V(u16),
    I(u64),
}

/// A predicate of a [`Seq`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct P(u16);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bin {
    And,
    Or,
    Add,
    Sub,
    /// `shl.b64`: the amount is a `.u32`; amounts of 64 and more give 0 (PTX clamps them).
    Shl,
    /// `shr.u64`, logical, clamped as `Shl`.
    Shr,
    Min,
    Max,
}

/// Unsigned comparisons (`setp.<c>.u64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cmp {
    Eq,
    Ne,
    Lo,
    Hi,
    Hs,
}

#[derive(Clone, Copy, Debug)]
enum Ins {
    Bin(Bin, u16, X, X),
    Set(Cmp, u16, X, X),
    PAnd(u16, u16, u16),
    PNot(u16, u16),
    /// d = p ? a : b
    Sel(u16, X, X, u16),
    /// Leading zeros of a 64-bit value (64 for 0).
    Clz(u16, X),
}

/// A straight-line sequence of 64-bit integer operations on inputs `V(0)..V(inputs)`.
#[derive(Clone, Debug)]
pub(super) struct Seq {
    ins: Vec<Ins>,
    nv: u16,
    np: u16,
    inputs: u16,
    out: X,
}

impl Seq {
    pub(super) fn new(inputs: u16) -> Seq {
        Seq {
            ins: Vec::new(),
            nv: inputs,
            np: 0,
            inputs,
            out: X::I(0),
        }
    }

    fn val(&mut self) -> u16 {
        self.nv += 1;
        self.nv - 1
    }

    pub(super) fn bin(&mut self, b: Bin, x: X, y: X) -> X {
        let d = self.val();
        self.ins.push(Ins::Bin(b, d, x, y));
        X::V(d)
    }

    pub(super) fn set(&mut self, c: Cmp, x: X, y: X) -> P {
        self.np += 1;
        let d = self.np - 1;
        self.ins.push(Ins::Set(c, d, x, y));
        P(d)
    }

    pub(super) fn and_p(&mut self, a: P, b: P) -> P {
        self.np += 1;
        let d = self.np - 1;
        self.ins.push(Ins::PAnd(d, a.0, b.0));
        P(d)
    }

    pub(super) fn not_p(&mut self, a: P) -> P {
        self.np += 1;
        let d = self.np - 1;
        self.ins.push(Ins::PNot(d, a.0));
        P(d)
    }

    pub(super) fn sel(&mut self, p: P, a: X, b: X) -> X {
        let d = self.val();
        self.ins.push(Ins::Sel(d, a, b, p.0));
        X::V(d)
    }

    pub(super) fn clz(&mut self, x: X) -> X {
        let d = self.val();
        self.ins.push(Ins::Clz(d, x));
        X::V(d)
    }

    pub(super) fn finish(mut self, out: X) -> Seq {
        self.out = out;
        self
    }

    /// Runs the sequence: the Rust model of the emitted PTX, instruction by instruction.
    #[cfg(test)]
    pub(super) fn run(&self, inputs: &[u64]) -> u64 {
        assert_eq!(inputs.len(), self.inputs as usize);
        let mut v = vec![0u64; self.nv as usize];
        v[..inputs.len()].copy_from_slice(inputs);
        let mut p = vec![false; self.np as usize];
        let get = |v: &[u64], x: X| match x {
            X::V(i) => v[i as usize],
            X::I(c) => c,
        };
        for ins in &self.ins {
            match *ins {
                Ins::Bin(b, d, x, y) => {
                    let (a, c) = (get(&v, x), get(&v, y));
                    // Shift amounts travel in a .u32 register (`cvt.u32.u64` keeps the low 32 bits).
                    let amt = c as u32;
                    v[d as usize] = match b {
                        Bin::And => a & c,
                        Bin::Or => a | c,
                        Bin::Add => a.wrapping_add(c),
                        Bin::Sub => a.wrapping_sub(c),
                        Bin::Shl => {
                            if amt >= 64 {
                                0
                            } else {
                                a << amt
                            }
                        }
                        Bin::Shr => {
                            if amt >= 64 {
                                0
                            } else {
                                a >> amt
                            }
                        }
                        Bin::Min => a.min(c),
                        Bin::Max => a.max(c),
                    };
                }
                Ins::Set(c, d, x, y) => {
                    let (a, b) = (get(&v, x), get(&v, y));
                    p[d as usize] = match c {
                        Cmp::Eq => a == b,
                        Cmp::Ne => a != b,
                        Cmp::Lo => a < b,
                        Cmp::Hi => a > b,
                        Cmp::Hs => a >= b,
                    };
                }
                Ins::PAnd(d, a, b) => p[d as usize] = p[a as usize] && p[b as usize],
                Ins::PNot(d, a) => p[d as usize] = !p[a as usize],
                Ins::Sel(d, a, b, q) => {
                    v[d as usize] = if p[q as usize] {
                        get(&v, a)
                    } else {
                        get(&v, b)
                    }
                }
                Ins::Clz(d, x) => v[d as usize] = get(&v, x).leading_zeros() as u64,
            }
        }
        get(&v, self.out)
    }

    /// Emits the sequence with `inputs` (`.b64` registers) as its inputs; returns the `.b64`
    /// register holding the result.
    pub(super) fn emit(&self, k: &mut Kernel, inputs: &[Reg]) -> Reg {
        assert_eq!(inputs.len(), self.inputs as usize);
        let mut v: Vec<Option<Reg>> = vec![None; self.nv as usize];
        for (i, &r) in inputs.iter().enumerate() {
            v[i] = Some(r);
        }
        let preds: Vec<Reg> = (0..self.np).map(|_| k.reg(RegClass::Pred)).collect();
        let dst = |k: &mut Kernel, v: &mut Vec<Option<Reg>>, d: u16| -> Reg {
            let r = k.reg(RegClass::B64);
            v[d as usize] = Some(r);
            r
        };
        // A register operand; an immediate is moved into a register where PTX wants one.
        fn reg_of(k: &mut Kernel, v: &[Option<Reg>], x: X) -> Reg {
            match x {
                X::V(i) => v[i as usize].expect("defined before use"),
                X::I(c) => {
                    let r = k.reg(RegClass::B64);
                    k.inst("mov.b64", &[r.into(), Operand::ImmU(c)]);
                    r
                }
            }
        }
        fn opnd(v: &[Option<Reg>], x: X) -> Operand {
            match x {
                X::V(i) => v[i as usize].expect("defined before use").into(),
                X::I(c) => Operand::ImmU(c),
            }
        }
        for ins in &self.ins {
            match *ins {
                Ins::Bin(b, d, x, y) => {
                    let a = reg_of(k, &v, x);
                    let opc = match b {
                        Bin::And => "and.b64",
                        Bin::Or => "or.b64",
                        Bin::Add => "add.u64",
                        Bin::Sub => "sub.u64",
                        Bin::Shl => "shl.b64",
                        Bin::Shr => "shr.u64",
                        Bin::Min => "min.u64",
                        Bin::Max => "max.u64",
                    };
                    let c = if matches!(b, Bin::Shl | Bin::Shr) {
                        match y {
                            X::I(c) => {
                                assert!(c < 64, "shift by {c}");
                                Operand::ImmU(c)
                            }
                            X::V(_) => {
                                let s = k.reg(RegClass::B32);
                                let r = reg_of(k, &v, y);
                                k.inst("cvt.u32.u64", &[s.into(), r.into()]);
                                s.into()
                            }
                        }
                    } else {
                        opnd(&v, y)
                    };
                    let r = dst(k, &mut v, d);
                    k.inst(opc, &[r.into(), a.into(), c]);
                }
                Ins::Set(c, d, x, y) => {
                    let a = reg_of(k, &v, x);
                    let cmp = match c {
                        Cmp::Eq => "eq",
                        Cmp::Ne => "ne",
                        Cmp::Lo => "lo",
                        Cmp::Hi => "hi",
                        Cmp::Hs => "hs",
                    };
                    k.inst(
                        &format!("setp.{cmp}.u64"),
                        &[preds[d as usize].into(), a.into(), opnd(&v, y)],
                    );
                }
                Ins::PAnd(d, a, b) => k.inst(
                    "and.pred",
                    &[
                        preds[d as usize].into(),
                        preds[a as usize].into(),
                        preds[b as usize].into(),
                    ],
                ),
                Ins::PNot(d, a) => k.inst(
                    "not.pred",
                    &[preds[d as usize].into(), preds[a as usize].into()],
                ),
                Ins::Sel(d, a, b, q) => {
                    let (a, b) = (opnd(&v, a), opnd(&v, b));
                    let r = dst(k, &mut v, d);
                    k.inst("selp.b64", &[r.into(), a, b, preds[q as usize].into()]);
                }
                Ins::Clz(d, x) => {
                    let a = reg_of(k, &v, x);
                    let n = k.reg(RegClass::B32);
                    k.inst("clz.b64", &[n.into(), a.into()]);
                    let r = dst(k, &mut v, d);
                    k.inst("cvt.u64.u32", &[r.into(), n.into()]);
                }
            }
        }
        reg_of(k, &v, self.out)
    }
}

const SIGN64: u64 = 1 << 63;
const ABS64: u64 = !SIGN64;
const INF64: u64 = 0x7FF0_0000_0000_0000;
const QNAN64: u64 = 0x7FF8_0000_0000_0000;
const MAN64: u64 = (1 << 52) - 1;

/// Code of a format (zero-extended) -> the f64 bits of its value (exact: every format here is
/// a subset of f64, subnormals included). NaN gives 0x7FF8000000000000 (any NaN would do: the
/// consumers canonicalise), infinities the f64 infinity of the same sign.
pub(super) fn decode_seq(f: &Format) -> Seq {
    let mut s = Seq::new(1);
    let code = X::V(0);
    let (m, bias) = (f.man_bits as u64, f.bias as i64);
    let mag = s.bin(Bin::And, code, X::I(f.mag_mask()));
    let ef = s.bin(Bin::Shr, mag, X::I(m));
    let mant = s.bin(Bin::And, mag, X::I(f.man_mask()));
    // Normal: field ef - bias + 1023, the mantissa bits at the top of f64's.
    let e = s.bin(Bin::Shl, ef, X::I(52));
    let e = s.bin(Bin::Add, e, X::I(((1023 - bias) as u64) << 52));
    let mm = s.bin(Bin::Shl, mant, X::I(52 - m));
    let mut bits = s.bin(Bin::Or, e, mm);
    if f.has_subnormals {
        // Subnormal: mant * 2^(1 - bias - m) with its leading bit at 63 - lz; f64 field
        // 63 - lz + 1 - bias - m + 1023, mantissa mant << (52 - (63 - lz)) without that bit.
        let lz = s.clz(mant);
        let sh = s.bin(Bin::Sub, lz, X::I(11));
        let sm = s.bin(Bin::Shl, mant, sh);
        let sm = s.bin(Bin::And, sm, X::I(MAN64));
        let se = s.bin(Bin::Sub, X::I((1087 - bias - m as i64) as u64), lz);
        let se = s.bin(Bin::Shl, se, X::I(52));
        let sb = s.bin(Bin::Or, se, sm);
        let sub = s.set(Cmp::Eq, ef, X::I(0));
        bits = s.sel(sub, sb, bits);
        let zero = s.set(Cmp::Eq, mag, X::I(0));
        bits = s.sel(zero, X::I(0), bits);
    }
    if let Some(inf) = f.inf() {
        let is_inf = s.set(Cmp::Eq, mag, X::I(inf));
        bits = s.sel(is_inf, X::I(INF64), bits);
    }
    match f.nan {
        NanEncoding::Ieee => {
            let inf = f.inf().expect("IEEE NaNs come with infinities");
            let nan = s.set(Cmp::Hi, mag, X::I(inf));
            bits = s.sel(nan, X::I(QNAN64), bits);
        }
        NanEncoding::AllOnes | NanEncoding::SingleFF => {
            let nan = s.set(Cmp::Eq, mag, X::I(f.mag_mask()));
            bits = s.sel(nan, X::I(QNAN64), bits);
        }
        NanEncoding::None => {}
    }
    if f.signed {
        let sign = s.bin(Bin::And, code, X::I(f.sign_bit()));
        let sign = s.bin(Bin::Shl, sign, X::I(63 - (f.exp_bits + f.man_bits) as u64));
        bits = s.bin(Bin::Or, bits, sign);
    }
    s.finish(bits)
}

/// The value an overflowing result takes (without its sign), as the interpreter's
/// `overflow_bits`, for a result of sign `neg`.
fn overflow_code(s: &mut Seq, f: &Format, mode: Rounding, ov: Overflow, neg: P) -> X {
    let max = f.max_finite_code();
    let nan = f.canonical_nan();
    let big = f.inf().or(nan).unwrap_or(max);
    match ov {
        Overflow::Saturate => X::I(max),
        Overflow::Nan => X::I(nan.unwrap_or(max)),
        Overflow::Ieee => match mode {
            Rounding::NearestEven | Rounding::NearestAway => X::I(big),
            Rounding::Zero => X::I(max),
            Rounding::PositiveInf => s.sel(neg, X::I(max), X::I(big)),
            Rounding::NegativeInf => s.sel(neg, X::I(big), X::I(max)),
        },
    }
}

/// f64 bits -> the code of `f`, rounded once in `mode` with overflow policy `ov`, as the
/// interpreter's `ftof(F64, f, ..)` with the H100 NaN policy.
///
/// For a finite nonzero x = sig * 2^(E - 1075) (E the f64 field, at least 1): where x is at
/// least the smallest normal of `f` (E >= 1024 - bias), the bits re-biased to `f`'s exponent,
/// `B = ((E - 1023 + bias) << 52) | mantissa`, shifted right by 52 - m give the truncated code
/// (exponent field and mantissa, so a carry of the rounding increment moves into the exponent
/// as it should); below it B = sig is shifted by 52 - m + d (d = 1024 - bias - E), which gives
/// the subnormal code. Shifts past 54 are clamped to 54: sig < 2^53, so they all leave
/// kept = 0, half bit 0 and the rest nonzero. The discarded bits `rem` decide the increment:
/// nearest even rem + (kept & 1) > half, nearest away rem >= half, up/down rem != 0 with the
/// sign. The code of `f`'s largest finite value bounds the rest (overflow).
pub(super) fn round_seq(f: &Format, mode: Rounding, ov: Overflow) -> Seq {
    if !f.has_subnormals {
        return round_seq_e8m0(f, mode, ov);
    }
    let mut s = Seq::new(1);
    let x = X::V(0);
    let m = f.man_bits as u64;
    let bias = f.bias as u64;
    let neg = s.set(Cmp::Hs, x, X::I(SIGN64));
    let a = s.bin(Bin::And, x, X::I(ABS64));
    let is_nan = s.set(Cmp::Hi, a, X::I(INF64));
    let is_inf = s.set(Cmp::Eq, a, X::I(INF64));
    let is_zero = s.set(Cmp::Eq, a, X::I(0));
    let ef = s.bin(Bin::Shr, a, X::I(52));
    let mf = s.bin(Bin::And, a, X::I(MAN64));
    let f64_sub = s.set(Cmp::Eq, ef, X::I(0));
    let sig = s.bin(Bin::Or, mf, X::I(1 << 52));
    let sig = s.sel(f64_sub, mf, sig);
    let e = s.bin(Bin::Max, ef, X::I(1));
    let efmin = 1024 - bias;
    let normal = s.set(Cmp::Hs, e, X::I(efmin));
    let d = s.bin(Bin::Sub, X::I(efmin), e);
    let d = s.sel(normal, X::I(0), d);
    let sh = s.bin(Bin::Add, d, X::I(52 - m));
    let sh = s.bin(Bin::Min, sh, X::I(54));
    let rb = s.bin(Bin::Sub, a, X::I((1023 - bias) << 52));
    let b = s.sel(normal, rb, sig);
    let kept = s.bin(Bin::Shr, b, sh);
    let one = s.bin(Bin::Shl, X::I(1), sh);
    let mask = s.bin(Bin::Sub, one, X::I(1));
    let rem = s.bin(Bin::And, b, mask);
    let half = s.bin(Bin::Shr, one, X::I(1));
    let up = match mode {
        Rounding::NearestEven => {
            let odd = s.bin(Bin::And, kept, X::I(1));
            let t = s.bin(Bin::Add, rem, odd);
            Some(s.set(Cmp::Hi, t, half))
        }
        Rounding::NearestAway => Some(s.set(Cmp::Hs, rem, half)),
        Rounding::Zero => None,
        Rounding::PositiveInf | Rounding::NegativeInf => {
            let inexact = s.set(Cmp::Ne, rem, X::I(0));
            let dir = if mode == Rounding::PositiveInf {
                s.not_p(neg)
            } else {
                neg
            };
            Some(s.and_p(inexact, dir))
        }
    };
    let mut code = match up {
        Some(p) => {
            let k1 = s.bin(Bin::Add, kept, X::I(1));
            s.sel(p, k1, kept)
        }
        None => kept,
    };
    let max = f.max_finite_code();
    let over = s.set(Cmp::Hi, code, X::I(max));
    let ovc = overflow_code(&mut s, f, mode, ov, neg);
    code = s.sel(over, ovc, code);
    // Infinities: saturation gives the largest finite value, IEEE the infinity (or, without
    // one, the NaN, or the largest value), as the interpreter's `inf_convert`.
    let infc = match (ov, f.inf()) {
        (Overflow::Saturate, _) => max,
        (_, Some(i)) => i,
        _ => f.canonical_nan().unwrap_or(max),
    };
    code = s.sel(is_inf, X::I(infc), code);
    code = s.sel(is_zero, X::I(0), code);
    if f.signed {
        let sb = s.sel(neg, X::I(f.sign_bit()), X::I(0));
        code = s.bin(Bin::Or, code, sb);
    } else {
        // Negative nonzero values (and -inf) into an unsigned format are NaN; -0 is +0.
        let nz = s.not_p(is_zero);
        let negnz = s.and_p(neg, nz);
        code = s.sel(
            negnz,
            X::I(f.canonical_nan().expect("unsigned formats have a NaN")),
            code,
        );
    }
    // NaN: the canonical NaN; into a format without NaN (f4) +max (CUDA: NaN -> +6.0).
    let nanc = f.canonical_nan().unwrap_or(max);
    code = s.sel(is_nan, X::I(nanc), code);
    s.finish(code)
}

/// [`round_seq`] for f8E8M0FNU (powers of two 2^-127..2^127, no zero, no sign, NaN 0xFF): the
/// code is E - 896 for f64 field E, plus one where the mantissa rounds up (a tie goes up: the
/// significand 1 is odd), 0 (2^-127) for every smaller value.
fn round_seq_e8m0(f: &Format, mode: Rounding, ov: Overflow) -> Seq {
    assert!(
        f.man_bits == 0 && !f.signed && f.bias == 127,
        "only f8E8M0FNU has no subnormals"
    );
    let mut s = Seq::new(1);
    let x = X::V(0);
    let neg = s.set(Cmp::Hs, x, X::I(SIGN64));
    let a = s.bin(Bin::And, x, X::I(ABS64));
    let is_nan = s.set(Cmp::Hi, a, X::I(INF64));
    let is_inf = s.set(Cmp::Eq, a, X::I(INF64));
    let is_zero = s.set(Cmp::Eq, a, X::I(0));
    let ef = s.bin(Bin::Shr, a, X::I(52));
    let mf = s.bin(Bin::And, a, X::I(MAN64));
    let mut code = s.bin(Bin::Sub, ef, X::I(896));
    // Negative values are NaN below, so only the positive direction matters.
    let up = match mode {
        Rounding::NearestEven | Rounding::NearestAway => Some(s.set(Cmp::Hs, mf, X::I(1 << 51))),
        Rounding::PositiveInf => Some(s.set(Cmp::Ne, mf, X::I(0))),
        Rounding::Zero | Rounding::NegativeInf => None,
    };
    if let Some(p) = up {
        let c1 = s.bin(Bin::Add, code, X::I(1));
        code = s.sel(p, c1, code);
    }
    let tiny = s.set(Cmp::Lo, ef, X::I(896));
    code = s.sel(tiny, X::I(0), code);
    let max = f.max_finite_code();
    let over = s.set(Cmp::Hi, code, X::I(max));
    let never = s.set(Cmp::Eq, X::I(0), X::I(1));
    let ovc = overflow_code(&mut s, f, mode, ov, never);
    code = s.sel(over, ovc, code);
    let infc = if ov == Overflow::Saturate {
        max
    } else {
        f.canonical_nan().unwrap_or(max)
    };
    code = s.sel(is_inf, X::I(infc), code);
    let nan = f.canonical_nan().unwrap_or(max);
    code = s.sel(neg, X::I(nan), code);
    code = s.sel(is_zero, X::I(nan), code);
    code = s.sel(is_nan, X::I(nan), code);
    s.finish(code)
}

/// The f64 bits of an integer rounded to odd at 53 bits: `cvt.rz.f64` of it, with the last
/// bit set where the conversion was inexact (the integer converted back differs). Rounding
/// that once more into a format of p <= 51 bits, in any mode, gives the integer rounded once
/// (round-to-odd with two extra bits; no integer is subnormal in any format here).
fn int_to_f64_odd(l: &mut Lower, x: Reg, signed: bool) -> Reg {
    let sfx = if signed { "s64" } else { "u64" };
    let t = l.k.reg(RegClass::F64);
    l.k.inst(&format!("cvt.rz.f64.{sfx}"), &[t.into(), x.into()]);
    let back = l.k.reg(RegClass::B64);
    l.k.inst(&format!("cvt.rzi.{sfx}.f64"), &[back.into(), t.into()]);
    let inexact = l.k.reg(RegClass::Pred);
    l.k.inst("setp.ne.u64", &[inexact.into(), back.into(), x.into()]);
    let bits = l.k.reg(RegClass::B64);
    l.k.inst("mov.b64", &[bits.into(), t.into()]);
    let lsb = l.k.reg(RegClass::B64);
    l.k.inst(
        "selp.b64",
        &[lsb.into(), 1u64.into(), 0u64.into(), inexact.into()],
    );
    l.k.inst("or.b64", &[bits.into(), bits.into(), lsb.into()]);
    bits
}

/// The f64 bits (`.b64`) of the value of `x`, a register of float type `e`: exact.
pub(super) fn to_f64_bits(l: &mut Lower, e: ElemType, x: Reg) -> Reg {
    let bits = l.k.reg(RegClass::B64);
    match e {
        ElemType::F64 => l.k.inst("mov.b64", &[bits.into(), x.into()]),
        ElemType::F32 | ElemType::TF32 | ElemType::F16 | ElemType::BF16 => {
            let src = if e == ElemType::BF16 {
                // bf16 -> f32 is exact.
                let t = l.k.reg(RegClass::F32);
                l.k.inst("cvt.f32.bf16", &[t.into(), x.into()]);
                (t, "f32")
            } else {
                (x, if e == ElemType::F16 { "f16" } else { "f32" })
            };
            let d = l.k.reg(RegClass::F64);
            l.k.inst(&format!("cvt.f64.{}", src.1), &[d.into(), src.0.into()]);
            l.k.inst("mov.b64", &[bits.into(), d.into()]);
        }
        _ => {
            let f = format_of(e).expect("a float format");
            l.k.inst("cvt.u64.u16", &[bits.into(), x.into()]);
            return decode_seq(&f).emit(&mut l.k, &[bits]);
        }
    }
    bits
}

/// The f64 value of `x` (float type `e`) in an `.f64` register: exact.
pub(super) fn to_f64(l: &mut Lower, e: ElemType, x: Reg) -> Reg {
    if e == ElemType::F64 {
        return x;
    }
    let b = to_f64_bits(l, e, x);
    let d = l.k.reg(RegClass::F64);
    l.k.inst("mov.b64", &[d.into(), b.into()]);
    d
}

/// f64 bits rounded once into `e` in `mode` (the conversion's overflow and NaN policies), in a
/// register of `e`'s class. For `e` = f64 the bits are kept (NaN canonicalised).
pub(super) fn from_f64_bits(l: &mut Lower, e: ElemType, mode: Rounding, bits: Reg) -> Reg {
    let c = class_of(e).expect("a lowered float type");
    if e == ElemType::F64 {
        let d = l.k.reg(RegClass::F64);
        l.k.inst("mov.b64", &[d.into(), bits.into()]);
        l.canon_nan(e, d);
        return d;
    }
    let f = format_of(e).expect("a float format");
    let code = round_seq(&f, mode, num::default_conversion_overflow(&f)).emit(&mut l.k, &[bits]);
    let d = l.k.reg(c);
    match c {
        RegClass::B16 => l.k.inst("cvt.u16.u64", &[d.into(), code.into()]),
        _ => {
            let w = if e == ElemType::TF32 {
                let t = l.k.reg(RegClass::B64);
                l.k.inst("shl.b64", &[t.into(), code.into(), 13u32.into()]);
                t
            } else {
                code
            };
            let r = l.k.reg(RegClass::B32);
            l.k.inst("cvt.u32.u64", &[r.into(), w.into()]);
            l.k.inst("mov.b32", &[d.into(), r.into()]);
        }
    }
    d
}

/// `ftof` where PTX has no single correctly rounded instruction: exact widening to f64, one
/// rounding in software.
pub(super) fn soft_ftof(
    l: &mut Lower,
    op: &Op,
    from: ElemType,
    to: ElemType,
    m: RoundingMode,
) -> LResult<()> {
    let mode = rounding_of(m).ok_or_else(|| unsup("ftof", format!("rounding mode {m:?}")))?;
    if !is_any_float(from) || !is_any_float(to) {
        return Err(unsup("ftof", format!("{} -> {}", from.name(), to.name())));
    }
    map_each(l, op, to, &mut |l, x| {
        let b = to_f64_bits(l, from, x);
        from_f64_bits(l, to, mode, b)
    })
}

/// `itof` into a type or on a target where PTX has no single correctly rounded `cvt`: the
/// integer as f64 (exact up to 53 bits, rounded to odd beyond), one rounding in software, to
/// nearest even as the interpreter's itof.
pub(super) fn soft_itof(
    l: &mut Lower,
    op: &Op,
    from: ElemType,
    to: ElemType,
    signed: bool,
) -> LResult<()> {
    if !from.is_int() || !is_any_float(to) {
        return Err(unsup("itof", format!("{} -> {}", from.name(), to.name())));
    }
    map_each(l, op, to, &mut |l, x| {
        let bits = match from {
            ElemType::I1 => {
                let one = if signed {
                    (-1.0f64).to_bits()
                } else {
                    1.0f64.to_bits()
                };
                let b = l.k.reg(RegClass::B64);
                l.k.inst(
                    "selp.b64",
                    &[b.into(), Operand::ImmU(one), 0u64.into(), x.into()],
                );
                b
            }
            ElemType::I64 => int_to_f64_odd(l, x, signed),
            _ => {
                // At most 32 bits: exact in f64. An unsigned i8 lives sign-extended.
                let w = int_reg_bits(from);
                let src = if from == ElemType::I8 && !signed {
                    let t = l.k.reg(RegClass::B16);
                    l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
                    t
                } else {
                    x
                };
                let d = l.k.reg(RegClass::F64);
                l.k.inst(
                    &format!("cvt.rn.f64.{}{w}", if signed { "s" } else { "u" }),
                    &[d.into(), src.into()],
                );
                let b = l.k.reg(RegClass::B64);
                l.k.inst("mov.b64", &[b.into(), d.into()]);
                b
            }
        };
        from_f64_bits(l, to, Rounding::NearestEven, bits)
    })
}

/// `ftoi` to i1: x != 0 (NaN gives 1), with or without `saturating` (docs/numerics.md).
pub(super) fn ftoi_i1(l: &mut Lower, op: &Op, from: ElemType) -> LResult<()> {
    map_each(l, op, ElemType::I1, &mut |l, x| {
        let p = l.k.reg(RegClass::Pred);
        match from {
            ElemType::F64 => {
                l.k.inst("setp.neu.f64", &[p.into(), x.into(), Operand::F64(0.0)])
            }
            ElemType::F32 | ElemType::TF32 => {
                l.k.inst("setp.neu.f32", &[p.into(), x.into(), Operand::F32(0.0)])
            }
            _ => {
                // f16, bf16 and the codes of the narrow formats: any magnitude bit set (NaN and
                // infinity included); f8E8M0FNU has no zero (0x00 is 2^-127).
                let f = format_of(from).expect("a float format");
                if f.has_zero() {
                    let t = l.k.reg(RegClass::B16);
                    l.k.inst(
                        "and.b16",
                        &[t.into(), x.into(), Operand::ImmU(f.mag_mask())],
                    );
                    l.k.inst("setp.ne.u16", &[p.into(), t.into(), 0u32.into()]);
                } else {
                    l.k.inst("setp.eq.u16", &[p.into(), 0u32.into(), 0u32.into()]);
                }
            }
        }
        p
    })
}

/// `bitcast` involving i1, i8 or the narrow formats: the same bits in the other type's
/// register form (i8 sign-extended, f8 codes zero-extended in 16 bits).
pub(super) fn bitcast_narrow(l: &mut Lower, op: &Op, from: ElemType, to: ElemType) -> LResult<()> {
    if from.bit_width() != to.bit_width() {
        return Err(unsup(
            "bitcast",
            format!("{} -> {}", from.name(), to.name()),
        ));
    }
    let c = class_of(to).ok_or_else(|| unsup("bitcast", "not a number"))?;
    if class_of(from) != Some(c) {
        return Err(unsup(
            "bitcast",
            format!("{} -> {}", from.name(), to.name()),
        ));
    }
    map_each(l, op, to, &mut |l, x| {
        let d = l.k.reg(c);
        match (c, to) {
            (RegClass::Pred, _) => l.k.inst("mov.pred", &[d.into(), x.into()]),
            (RegClass::B16, ElemType::I8) => l.k.inst("cvt.s16.s8", &[d.into(), x.into()]),
            (RegClass::B16, _) if from == ElemType::I8 => {
                l.k.inst("and.b16", &[d.into(), x.into(), Operand::ImmU(0xFF)])
            }
            _ => l.k.inst(&format!("mov.{}", bits(c)), &[d.into(), x.into()]),
        }
        d
    })
}

/// The padding value of a view of a narrow format, in register form: the interpreter's
/// `padding_bits` (interp/src/eval/view.rs), which encodes through `float_bits`.
pub(super) fn narrow_padding(e: ElemType, p: Option<Padding>) -> u64 {
    use tileref_spec::float_bits;
    let Some(p) = p else { return 0 };
    let v = match p {
        Padding::Zero => 0,
        Padding::NegZero => float_bits::encode_rne(e, -0.0),
        Padding::PosInf => float_bits::encode_rne(e, f64::INFINITY),
        Padding::NegInf => float_bits::encode_rne(e, f64::NEG_INFINITY),
        Padding::Nan => match e.float_layout() {
            Some(fl)
                if fl.man_bits > 0 && !matches!(e, ElemType::F8E4M3FN | ElemType::FNV8E5M3FNU) =>
            {
                (((1u64 << fl.exp_bits) - 1) << fl.man_bits) | (1u64 << (fl.man_bits - 1))
            }
            _ => float_bits::canonical_nan(e),
        },
    };
    reg_bits(e, v)
}

/// Whether an f16/bf16 op goes through f64 ([`half_via_f64`]): directed rounding modes
/// (PTX has only `.rn` for f16/bf16 arithmetic), and division and square root in every mode
/// (PTX has neither for f16/bf16).
pub(super) fn half_needs_f64(op: &Op, e: ElemType, base: &str) -> bool {
    matches!(e, ElemType::F16 | ElemType::BF16)
        && (rounding(op) != RoundingMode::NearestEven || base == "div" || base == "sqrt")
}

/// f16/bf16 `add/sub/mul/div/fma/sqrt` in rounding mode `m` (an IEEE mode): the operands
/// widened exactly to f64, the operation in f64 in the same mode, the result rounded once more
/// into the format in that mode (`cvt.<m>.f16.f64` for f16, [`round_seq`] for bf16).
///
/// Exactness: for operands of these formats f64 neither overflows nor underflows (|results|
/// lie within 2^-270..2^270), so the f64 result is the exact result rounded once to 53 bits.
/// A directed rounding to p bits of a directed rounding (the same direction) to 53 bits is the
/// directed rounding to p bits: the p-bit grid, subnormals included, is part of the 53-bit
/// one, and the 53-bit result lies between the exact value and its p-bit rounding. Nearest-even
/// twice is used only for division and square root, where it is innocuous for 53 >= 2p + 2
/// (Figueroa 1995; p = 11 for f16, 8 for bf16): a quotient or root of p-bit numbers that is not a
/// p-bit midpoint lies further than 2^-53 relative from every midpoint, subnormal ones included.
/// Zero signs: an exact zero sum is -0 under `rm` and +0 otherwise in f64 as in the reference,
/// and the second rounding keeps every sign. The tests compare this sequence with the
/// interpreter on every f16/bf16 input (sqrt) and on random and special operand sets.
pub(super) fn half_via_f64(l: &mut Lower, op: &Op, base: &str, e: ElemType) -> LResult<()> {
    let name = op.name();
    let m = rounding(op);
    let r = rnd(name, m)?;
    let mode = rounding_of(m).ok_or_else(|| unsup(name, format!("rounding mode {m:?}")))?;
    let args: Vec<TileVal> = op
        .operands
        .iter()
        .map(|&v| l.tile(op, v))
        .collect::<LResult<_>>()?;
    let n = args[0].regs.len();
    let mut regs = Vec::new();
    for i in 0..n {
        let xs: Vec<Reg> = args.iter().map(|a| a.regs[i]).collect();
        let ws: Vec<Reg> = xs.iter().map(|&x| to_f64(l, e, x)).collect();
        let q = l.k.reg(RegClass::F64);
        let mut ops: Vec<Operand> = vec![q.into()];
        ops.extend(ws.iter().map(|&w| Operand::from(w)));
        l.k.inst(&format!("{base}.{r}.f64"), &ops);
        let d = if e == ElemType::F16 {
            let d = l.k.reg(RegClass::B16);
            l.k.inst(&format!("cvt.{r}.f16.f64"), &[d.into(), q.into()]);
            l.canon_nan(e, d);
            d
        } else {
            let b = l.k.reg(RegClass::B64);
            l.k.inst("mov.b64", &[b.into(), q.into()]);
            from_f64_bits(l, e, mode, b)
        };
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use num::{Env, ALL_FORMATS};

    use super::super::tests::Rng;

    fn narrow_formats() -> Vec<Format> {
        ALL_FORMATS
            .iter()
            .copied()
            .filter(|f| *f != num::F64)
            .collect()
    }

    #[test]
    fn decode_is_exact_for_every_code() {
        for f in narrow_formats() {
            if f.bits() > 19 {
                continue;
            }
            let s = decode_seq(&f);
            for code in 0..=f.mask() {
                let got = s.run(&[code]);
                let want = num::ftof(&f, &num::F64, &Env::default(), code).bits;
                if f.is_nan(code) {
                    assert!(num::F64.is_nan(got), "{} {code:#x}: {got:#x}", f.name);
                } else {
                    assert_eq!(got, want, "{} {code:#x}", f.name);
                }
            }
        }
    }

    /// Specials and random f64 bit patterns, plus every f32/f16 boundary region near each
    /// target's rounding points.
    fn f64_inputs(n: usize) -> Vec<u64> {
        let mut v = vec![
            0,
            SIGN64,
            INF64,
            INF64 | SIGN64,
            QNAN64,
            QNAN64 | SIGN64,
            INF64 | 1,
            1,
            SIGN64 | 1,
            MAN64,
            ABS64,
        ];
        let mut r = Rng(0x9E37_79B9_7F4A_7C15);
        for f in ALL_FORMATS {
            // Codes (every one for 8 bits and less, a sample of the wider), the midpoints to the
            // next code, each +- one f64 ulp.
            if f.bits() <= 19 {
                let step = if f.bits() <= 8 { 1 } else { 61 };
                for c in (0..=f.mask()).step_by(step) {
                    let b = num::ftof(&f, &num::F64, &Env::default(), c).bits;
                    let nb = num::ftof(&f, &num::F64, &Env::default(), (c + 1) & f.mask()).bits;
                    let mid = (f64::from_bits(b) + f64::from_bits(nb)) / 2.0;
                    for x in [b, mid.to_bits()] {
                        v.extend([x, x.wrapping_add(1), x.wrapping_sub(1)]);
                    }
                }
            }
        }
        for _ in 0..n {
            let x = r.next();
            // Exponents biased towards the ranges of the narrow formats, mantissas with few bits
            // (exact ties) or many.
            let e = 1023u64.wrapping_add((r.next() % 320).wrapping_sub(160));
            let k = r.next() % 52;
            let few = x & (SIGN64 | (MAN64 & !((1u64 << k) - 1)));
            v.push(x);
            v.push((x & (SIGN64 | MAN64)) | (e << 52));
            v.push(few | (e << 52));
            v.push(few | (e << 52) | (1u64 << k >> 1));
        }
        v
    }

    #[test]
    fn round_matches_the_interpreter() {
        let inputs = f64_inputs(20_000);
        for f in narrow_formats() {
            for mode in Rounding::ALL {
                let ov = num::default_conversion_overflow(&f);
                let s = round_seq(&f, mode, ov);
                let env = num::conversion_env(&f, mode);
                for &x in &inputs {
                    let want = num::ftof(&num::F64, &f, &env, x).bits;
                    let fast = num::fast::convert(&num::F64, &f, &env, x);
                    assert_eq!(want, fast);
                    assert_eq!(
                        s.run(&[x]),
                        want,
                        "{} {mode:?} {x:#018x} ({})",
                        f.name,
                        f64::from_bits(x)
                    );
                }
            }
        }
    }

    #[test]
    fn every_narrow_source_to_every_target() {
        // The software ftof: decode (exact), round: every code of every format <= 19 bits, and
        // every f16/bf16 value, into every format in every mode.
        for from in narrow_formats() {
            if from.bits() > 19 {
                continue;
            }
            let d = decode_seq(&from);
            for to in narrow_formats() {
                for mode in Rounding::ALL {
                    let s = round_seq(&to, mode, num::default_conversion_overflow(&to));
                    let env = num::conversion_env(&to, mode);
                    for c in 0..=from.mask() {
                        let want = num::fast::convert(&from, &to, &env, c);
                        assert_eq!(
                            s.run(&[d.run(&[c])]),
                            want,
                            "{} -> {} {mode:?} {c:#x}",
                            from.name,
                            to.name
                        );
                    }
                }
            }
        }
    }

    /// Model of `int_to_f64_odd`: `cvt.rz.f64` (the nearest f64 stepped one ulp towards zero
    /// where it lies beyond the integer), converted back, the last bit set where they differ.
    fn odd_model(x: u64, signed: bool) -> u64 {
        let v: i128 = if signed { x as i64 as i128 } else { x as i128 };
        let mut t = if signed { x as i64 as f64 } else { x as f64 };
        if (t as i128).abs() > v.abs() {
            t = f64::from_bits(t.to_bits() - 1);
        }
        let back = t as i128;
        t.to_bits() | (back != v) as u64
    }

    #[test]
    fn integers_round_once_through_odd_f64() {
        let mut r = Rng(12345);
        let mut xs: Vec<u64> = vec![
            0,
            1,
            u64::MAX,
            i64::MAX as u64,
            i64::MIN as u64,
            (1 << 53) + 1,
            (1 << 54) + 2,
            (1 << 63) + (1 << 10),
        ];
        for _ in 0..50_000 {
            let x = r.next();
            let sh = r.next() % 64;
            xs.extend([
                x,
                x >> sh,
                (x >> sh).wrapping_neg(),
                x & !((1u64 << (r.next() % 40)) - 1),
            ]);
        }
        for to in narrow_formats() {
            let s = round_seq(
                &to,
                Rounding::NearestEven,
                num::default_conversion_overflow(&to),
            );
            let env = num::conversion_env(&to, Rounding::NearestEven);
            for &x in &xs {
                for signed in [false, true] {
                    let want = num::itof(x, 64, signed, &to, &env).unwrap().bits;
                    assert_eq!(
                        s.run(&[odd_model(x, signed)]),
                        want,
                        "{} {x:#x} signed {signed}",
                        to.name
                    );
                }
            }
        }
    }

    #[test]
    fn sequences_emit_and_assemble_shapes() {
        // Every instruction kind appears, immediates in the first operand go through a register.
        let s = round_seq(&num::F8E4M3FN, Rounding::NearestEven, Overflow::Saturate);
        let mut k = Kernel::new("t");
        let x = k.reg(RegClass::B64);
        s.emit(&mut k, &[x]);
        let ptx = k.finish(Target::Sm80);
        for want in [
            "setp.hs.u64",
            "selp.b64",
            "shr.u64",
            "min.u64",
            "cvt.u32.u64",
        ] {
            assert!(ptx.contains(want), "{want}\n{ptx}");
        }
        assert!(!ptx.contains("sub.u64 %rd1, 1024"), "{ptx}");
        let d = decode_seq(&num::F4E2M1FN);
        let mut k = Kernel::new("t");
        let x = k.reg(RegClass::B64);
        d.emit(&mut k, &[x]);
        assert!(k.finish(Target::Sm80).contains("clz.b64"));
    }

    /// Model of [`half_via_f64`]: the f64 operation in the mode (the host's for nearest even,
    /// the reference's exact f64 arithmetic for the directed modes: IEEE semantics of
    /// `add/sub/mul/div/fma/sqrt.<m>.f64`), then `cvt.<m>.f16.f64` (one IEEE rounding, NaN
    /// canonicalised) or the bf16 [`round_seq`].
    fn half_model(op: &str, f: &Format, mode: Rounding, a: &[u64]) -> u64 {
        let env = Env::new(mode);
        let w: Vec<u64> = a
            .iter()
            .map(|&x| num::ftof(f, &num::F64, &Env::default(), x).bits)
            .collect();
        let fw: Vec<f64> = w.iter().map(|&x| f64::from_bits(x)).collect();
        let q = match (op, mode) {
            ("add", Rounding::NearestEven) => (fw[0] + fw[1]).to_bits(),
            ("sub", Rounding::NearestEven) => (fw[0] - fw[1]).to_bits(),
            ("mul", Rounding::NearestEven) => (fw[0] * fw[1]).to_bits(),
            ("div", Rounding::NearestEven) => (fw[0] / fw[1]).to_bits(),
            ("sqrt", Rounding::NearestEven) => fw[0].sqrt().to_bits(),
            ("fma", Rounding::NearestEven) => fw[0].mul_add(fw[1], fw[2]).to_bits(),
            ("add", _) => num::float_ops::add(&num::F64, &env, w[0], w[1]).bits,
            ("sub", _) => num::float_ops::sub(&num::F64, &env, w[0], w[1]).bits,
            ("mul", _) => num::float_ops::mul(&num::F64, &env, w[0], w[1]).bits,
            ("div", _) => num::float_ops::div(&num::F64, &env, w[0], w[1]).bits,
            ("sqrt", _) => num::float_ops::sqrt(&num::F64, &env, w[0]).bits,
            ("fma", _) => num::float_ops::fma(&num::F64, &env, w[0], w[1], w[2]).bits,
            _ => unreachable!(),
        };
        if *f == num::F16 {
            let r = num::ftof(&num::F64, &num::F16, &Env::new(mode), q).bits;
            if num::F16.is_nan(r) {
                0x7FFF
            } else {
                r
            }
        } else {
            round_seq(f, mode, num::default_conversion_overflow(f)).run(&[q])
        }
    }

    fn half_reference(op: &str, f: &Format, mode: Rounding, a: &[u64]) -> u64 {
        use num::{BinOp, UnOp};
        let env = Env::new(mode);
        let b = |o| num::fast::binop(o, f, &env, a[0], a[1]);
        match op {
            "add" => b(BinOp::Add),
            "sub" => b(BinOp::Sub),
            "mul" => b(BinOp::Mul),
            "div" => b(BinOp::Div),
            "sqrt" => num::fast::unop(UnOp::Sqrt, f, &env, a[0]),
            "fma" => num::fast::fma(f, &env, a[0], a[1], a[2]),
            _ => unreachable!(),
        }
    }

    fn half_operands(f: &Format, r: &mut Rng) -> u64 {
        // Mostly random codes; a quarter from a narrow exponent window so that sums cancel
        // and products land near the subnormal and overflow boundaries.
        let x = r.next();
        match x % 4 {
            0 => x >> 16 & 0xFFFF,
            1 => {
                (x >> 16 & 0x83FF)
                    | ((x >> 40) % 5 + if *f == num::F16 { 13 } else { 125 }) << f.man_bits
            }
            2 => [
                0,
                0x8000,
                1,
                0x8001,
                f.inf().unwrap(),
                f.inf().unwrap() | 0x8000,
                f.max_finite_code(),
                0x7FFF,
            ][(x >> 20) as usize % 8],
            _ => x >> 24 & 0xFFFF,
        }
    }

    #[test]
    fn half_sqrt_every_input() {
        for f in [num::F16, num::BF16] {
            for mode in Rounding::IEEE4 {
                for a in 0..=0xFFFFu64 {
                    assert_eq!(
                        half_model("sqrt", &f, mode, &[a]),
                        half_reference("sqrt", &f, mode, &[a]),
                        "{} {mode:?} sqrt {a:#06x}",
                        f.name
                    );
                }
            }
        }
    }

    #[test]
    fn half_arith_random_and_special() {
        let mut r = Rng(0xDEAD_BEEF_1234_5678);
        for f in [num::F16, num::BF16] {
            for mode in Rounding::IEEE4 {
                for op in ["add", "sub", "mul", "div", "fma"] {
                    if mode == Rounding::NearestEven && op != "div" {
                        continue;
                    }
                    let n = if op == "div" { 400_000 } else { 150_000 };
                    for _ in 0..n {
                        let a = [
                            half_operands(&f, &mut r),
                            half_operands(&f, &mut r),
                            half_operands(&f, &mut r),
                        ];
                        let k = if op == "fma" { 3 } else { 2 };
                        assert_eq!(
                            half_model(op, &f, mode, &a[..k]),
                            half_reference(op, &f, mode, &a[..k]),
                            "{} {mode:?} {op} {:x?}",
                            f.name,
                            &a[..k]
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn half_division_of_every_f16_by_a_sample() {
        // Every dividend against 64 divisors (odd significands, powers of two, extremes).
        for f in [num::F16, num::BF16] {
            let mut divs: Vec<u64> = vec![
                0x3C00, 0x4200, 0x4500, 0x3555, 0x0001, 0x03FF, 0x7BFF, 0x0400, 0x8001,
            ];
            let mut r = Rng(99);
            while divs.len() < 64 {
                divs.push(r.next() & 0xFFFF);
            }
            for mode in Rounding::IEEE4 {
                for &b in &divs {
                    for a in (0..=0xFFFFu64).step_by(3) {
                        assert_eq!(
                            half_model("div", &f, mode, &[a, b]),
                            half_reference("div", &f, mode, &[a, b]),
                            "{} {mode:?} {a:#x}/{b:#x}",
                            f.name
                        );
                    }
                }
            }
        }
    }
}
