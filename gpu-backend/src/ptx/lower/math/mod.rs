//! Math functions and rounding to integers: floor, ceil, remf (exact), and the elementary
//! functions (exp, exp2, log, log2, sin, cos, tan, sinh, cosh, tanh, rsqrt, fpowf, fpowi, atan2)
//! within the GPU tolerances of docs/numerics.md.
//!
//! Every routine is written once, generic over [`M`]: a small instruction set of f64, 64-bit
//! integer and predicate operations. [`Emit`] appends the PTX instruction of each call; the tests'
//! `Model` executes the same operation on the host (IEEE f64 arithmetic rounds to nearest even, as
//! `add.rn.f64`, `fma.rn.f64`, `div.rn.f64`, `sqrt.rn.f64` do), so the PTX is the model
//! instruction for instruction. The narrow types are widened exactly to f64, computed there
//! (relative error ~2^-52) and rounded once to the result type.
//!
//! The files: `common` (the instruction set [`M`], shared helpers and constants), `emit` (its
//! PTX), one file per family of routines (`exp_log`, `trig`, `hyperbolic`, `rsqrt`, `pow_atan2`
//! for f32/f16/bf16 results, `pow_atan2_f64`, `powi`, `fmod`), and the tests' host `model`;
//! this file lowers the ops and picks the routine. Dependencies run one way: the families use
//! `common` (and `exp_log`), never this file or the lowering.

use super::*;
use tileref_interp::numeric::math::MathFn;

mod common;
mod emit;
mod exp_log;
mod fmod;
mod hyperbolic;
#[cfg(test)]
mod model;
mod pow_atan2;
mod pow_atan2_f64;
mod powi;
mod rsqrt;
mod trig;

use self::common::M;
use self::emit::Emit;
use self::exp_log::{exp, exp2, log, log2};
use self::fmod::fmod;
use self::hyperbolic::{cosh, sinh, tanh};
use self::pow_atan2::{atan2_narrow, pow_narrow};
use self::pow_atan2_f64::{atan2_f64, pow_f64};
use self::powi::powi_f64;
use self::rsqrt::rsqrt;
use self::trig::{trig, Trig};

// ---------------------------------------------------------------------------------------------
// Lowering.

/// Widens a register of float type `e` to f64 (exact), flushing an f32 subnormal first with `ftz`.
fn widen(l: &mut Lower, e: ElemType, x: Reg, ftz: bool) -> Reg {
    let d = l.k.reg(RegClass::F64);
    match e {
        ElemType::F64 => l.k.inst("mov.f64", &[d.into(), x.into()]),
        ElemType::F32 => {
            let src = if ftz {
                // x + 0 would not do (−0); flush by testing.
                let p = l.k.reg(RegClass::Pred);
                l.k.inst("testp.subnormal.f32", &[p.into(), x.into()]);
                let t = l.k.reg(RegClass::F32);
                l.k.inst("mov.b32", &[t.into(), x.into()]);
                let s = l.k.reg(RegClass::B32);
                l.k.inst("and.b32", &[s.into(), x.into(), Operand::ImmU(0x8000_0000)]);
                l.k.inst_if(p, false, "mov.b32", &[t.into(), s.into()]);
                t
            } else {
                x
            };
            l.k.inst("cvt.f64.f32", &[d.into(), src.into()]);
        }
        ElemType::F16 => l.k.inst("cvt.f64.f16", &[d.into(), x.into()]),
        _ => {
            let t = l.k.reg(RegClass::F32);
            l.k.inst("cvt.f32.bf16", &[t.into(), x.into()]);
            l.k.inst("cvt.f64.f32", &[d.into(), t.into()]);
        }
    }
    d
}

/// Rounds f64 `v` once to float type `e` (nearest even), flushes an f32 subnormal result with
/// `ftz`, and canonicalises NaN.
fn narrow(l: &mut Lower, e: ElemType, v: Reg, ftz: bool) -> Reg {
    let d = match e {
        ElemType::F64 => {
            let d = l.k.reg(RegClass::F64);
            l.k.inst("mov.f64", &[d.into(), v.into()]);
            d
        }
        ElemType::F32 => {
            let d = l.k.reg(RegClass::F32);
            l.k.inst("cvt.rn.f32.f64", &[d.into(), v.into()]);
            if ftz {
                let p = l.k.reg(RegClass::Pred);
                l.k.inst("testp.subnormal.f32", &[p.into(), d.into()]);
                let s = l.k.reg(RegClass::B32);
                l.k.inst("and.b32", &[s.into(), d.into(), Operand::ImmU(0x8000_0000)]);
                l.k.inst_if(p, false, "mov.b32", &[d.into(), s.into()]);
            }
            d
        }
        ElemType::F16 => {
            let d = l.k.reg(RegClass::B16);
            l.k.inst("cvt.rn.f16.f64", &[d.into(), v.into()]);
            d
        }
        _ => {
            // bf16: round to odd into f32 (truncate, then set the last bit when inexact), then to
            // nearest even into bf16: the same as one rounding (f32 keeps 16 more bits).
            let t = l.k.reg(RegClass::F32);
            l.k.inst("cvt.rz.f32.f64", &[t.into(), v.into()]);
            let back = l.k.reg(RegClass::F64);
            l.k.inst("cvt.f64.f32", &[back.into(), t.into()]);
            let p = l.k.reg(RegClass::Pred);
            l.k.inst("setp.neu.f64", &[p.into(), back.into(), v.into()]);
            let tb = l.k.reg(RegClass::B32);
            l.k.inst("mov.b32", &[tb.into(), t.into()]);
            l.k.inst_if(
                p,
                false,
                "or.b32",
                &[tb.into(), tb.into(), Operand::ImmU(1)],
            );
            let t2 = l.k.reg(RegClass::F32);
            l.k.inst("mov.b32", &[t2.into(), tb.into()]);
            let d = l.k.reg(RegClass::B16);
            l.k.inst("cvt.rn.bf16.f32", &[d.into(), t2.into()]);
            d
        }
    };
    l.canon_nan(e, d);
    d
}

fn math_elem(l: &Lower, op: &Op) -> LResult<(ElemType, bool)> {
    let e = float_elem(l, op)?;
    let ftz = op.has_unit("flush_to_zero");
    Ok((e, ftz))
}

fn unary_f64<B: M>(b: &mut B, f: MathFn, x: B::V) -> B::V {
    match f {
        MathFn::Exp => exp(b, x),
        MathFn::Exp2 => exp2(b, x),
        MathFn::Log => log(b, x),
        MathFn::Log2 => log2(b, x),
        MathFn::Sin => trig(b, x, Trig::Sin),
        MathFn::Cos => trig(b, x, Trig::Cos),
        MathFn::Tan => trig(b, x, Trig::Tan),
        MathFn::Sinh => sinh(b, x),
        MathFn::Cosh => cosh(b, x),
        MathFn::Tanh => tanh(b, x),
        MathFn::Rsqrt => rsqrt(b, x),
    }
}

pub(super) fn math_unary(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let name = op.name();
    let approx = op.enum_attr::<RoundingMode>("rounding_mode") == Some(RoundingMode::Approx);
    let f = MathFn::of_op(name)
        .ok_or_else(|| unsup("math", format!("{name}: not a unary math function")))?;
    // f32 `exp rounding<approx>`: 2^RN_f32(x·log2 e), by the exp2 routine.
    let exp_approx = f == MathFn::Exp && approx;
    if exp_approx && (e != ElemType::F32 || ftz) {
        return Err(unsup(
            name,
            "exp rounding<approx> is lowered for f32 without flush_to_zero only",
        ));
    }
    if l.math == Math::PtxApprox && e == ElemType::F32 {
        if let Some(seq) = ptx_approx(f) {
            return map_each(l, op, e, &mut |l, x| approx_f32(l, seq, x, ftz));
        }
    }
    map_each(l, op, e, &mut |l, x| {
        let (f, xd) = if exp_approx {
            // The reference: exp2 of x·log2(e) rounded to f32.
            let t = l.k.reg(RegClass::F32);
            l.k.inst(
                "mul.rn.f32",
                &[t.into(), x.into(), Operand::F32(std::f32::consts::LOG2_E)],
            );
            (MathFn::Exp2, widen(l, ElemType::F32, t, false))
        } else {
            (f, widen(l, e, x, ftz))
        };
        let r = unary_f64(&mut Emit { k: &mut l.k }, f, xd);
        narrow(l, e, r, ftz)
    })
}

/// The PTX approximation of an f32 function ([`Math::PtxApprox`]): an optional scale before
/// and after one `.approx` instruction. None: the function has no PTX approximation (tan,
/// sinh, cosh) and keeps the software routine.
fn ptx_approx(f: MathFn) -> Option<(Option<f32>, &'static str, Option<f32>)> {
    use std::f32::consts::{LN_2, LOG2_E};
    Some(match f {
        MathFn::Exp => (Some(LOG2_E), "ex2.approx", None),
        MathFn::Exp2 => (None, "ex2.approx", None),
        MathFn::Log => (None, "lg2.approx", Some(LN_2)),
        MathFn::Log2 => (None, "lg2.approx", None),
        MathFn::Sin => (None, "sin.approx", None),
        MathFn::Cos => (None, "cos.approx", None),
        MathFn::Tanh => (None, "tanh.approx", None),
        MathFn::Rsqrt => (None, "rsqrt.approx", None),
        _ => return None,
    })
}

/// One f32 function by PTX's approximation: `mul.rn` by the scale, the `.approx` instruction
/// (`.ftz` with flush_to_zero; `tanh.approx` has no `.ftz` form and flushes nothing), `mul.rn`
/// by the result scale, NaN canonicalised.
fn approx_f32(
    l: &mut Lower,
    (pre, inst, post): (Option<f32>, &'static str, Option<f32>),
    x: Reg,
    ftz: bool,
) -> Reg {
    let fz = if ftz { ".ftz" } else { "" };
    let mut v = x;
    if let Some(c) = pre {
        let t = l.k.reg(RegClass::F32);
        l.k.inst(
            &format!("mul.rn{fz}.f32"),
            &[t.into(), v.into(), Operand::F32(c)],
        );
        v = t;
    }
    let d = l.k.reg(RegClass::F32);
    let fz_inst = if inst == "tanh.approx" { "" } else { fz };
    l.k.inst(&format!("{inst}{fz_inst}.f32"), &[d.into(), v.into()]);
    if let Some(c) = post {
        l.k.inst(
            &format!("mul.rn{fz}.f32"),
            &[d.into(), d.into(), Operand::F32(c)],
        );
    }
    l.canon_nan(ElemType::F32, d);
    d
}

fn binary_elems(l: &Lower, op: &Op) -> LResult<(ElemType, bool)> {
    let (e, ftz) = math_elem(l, op)?;
    Ok((e, ftz))
}

/// fpowf and atan2: f32, f16, bf16 evaluated in f64 (plain), f64 in double-double.
pub(super) fn math_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = binary_elems(l, op)?;
    let name = op.name();
    let (a, bt) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&bt.regs) {
        let xd = widen(l, e, x, ftz);
        let yd = widen(l, e, y, ftz);
        let r = {
            let mut b = Emit { k: &mut l.k };
            match (name == "fpowf", e == ElemType::F64) {
                (true, true) => pow_f64(&mut b, xd, yd),
                (true, false) => pow_narrow(&mut b, xd, yd),
                (false, true) => atan2_f64(&mut b, xd, yd),
                (false, false) => atan2_narrow(&mut b, xd, yd),
            }
        };
        regs.push(narrow(l, e, r, ftz));
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// The signed integer exponent of fpowi as f64 (exact below 2^53; i64 rounds like the reference).
fn exponent_f64(l: &mut Lower, ie: ElemType, n: Reg) -> Reg {
    let d = l.k.reg(RegClass::F64);
    match ie {
        ElemType::I1 => l.k.inst(
            "selp.f64",
            &[d.into(), Operand::F64(-1.0), Operand::F64(0.0), n.into()],
        ),
        ElemType::I8 | ElemType::I16 => l.k.inst("cvt.rn.f64.s16", &[d.into(), n.into()]),
        ElemType::I32 => l.k.inst("cvt.rn.f64.s32", &[d.into(), n.into()]),
        _ => l.k.inst("cvt.rn.f64.s64", &[d.into(), n.into()]),
    }
    d
}

/// The signed integer exponent of fpowi sign-extended to 64 bits.
fn exponent_i64(l: &mut Lower, ie: ElemType, n: Reg) -> Reg {
    let d = l.k.reg(RegClass::B64);
    match ie {
        ElemType::I1 => l.k.inst(
            "selp.b64",
            &[d.into(), Operand::Imm(-1), Operand::ImmU(0), n.into()],
        ),
        ElemType::I8 | ElemType::I16 => l.k.inst("cvt.s64.s16", &[d.into(), n.into()]),
        ElemType::I32 => l.k.inst("cvt.s64.s32", &[d.into(), n.into()]),
        _ => l.k.inst("mov.b64", &[d.into(), n.into()]),
    }
    d
}

pub(super) fn math_fpowi(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let ie = l.num_elem(op, op.operands[1])?;
    if !ie.is_int() {
        return Err(unsup("fpowi", "the exponent must be an integer"));
    }
    let (a, nt) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &n) in a.regs.iter().zip(&nt.regs) {
        let xd = widen(l, e, x, ftz);
        let r = if e == ElemType::F64 {
            let ni = exponent_i64(l, ie, n);
            powi_f64(&mut Emit { k: &mut l.k }, xd, ni)
        } else {
            let yd = exponent_f64(l, ie, n);
            pow_narrow(&mut Emit { k: &mut l.k }, xd, yd)
        };
        regs.push(narrow(l, e, r, ftz));
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// remf: C fmod, exact; f32/f16/bf16 through f64 (exact both ways: the result is representable).
pub(super) fn remf(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let (a, bt) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&bt.regs) {
        let xd = widen(l, e, x, ftz);
        let yd = widen(l, e, y, ftz);
        let r = fmod(&mut Emit { k: &mut l.k }, xd, yd);
        regs.push(narrow(l, e, r, ftz));
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// floor/ceil: `cvt.rmi`/`cvt.rpi` on f32/f64 are exact (the integer is representable); f16 and
/// bf16 go through f32 (exact both ways). With flush_to_zero (f32) the input is flushed (`.ftz`).
pub(super) fn floor_ceil(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, ftz) = math_elem(l, op)?;
    let r = if op.name() == "floor" { "rmi" } else { "rpi" };
    let c = class_of(e).unwrap();
    let z = if ftz { ".ftz" } else { "" };
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(c);
        match e {
            ElemType::F32 | ElemType::F64 => l.k.inst(
                &format!("cvt.{r}{z}.{}.{}", fty(e), fty(e)),
                &[d.into(), x.into()],
            ),
            _ => {
                let t = l.k.reg(RegClass::F32);
                l.k.inst(&format!("cvt.f32.{}", fty(e)), &[t.into(), x.into()]);
                l.k.inst(&format!("cvt.{r}.f32.f32"), &[t.into(), t.into()]);
                l.k.inst(&format!("cvt.rn.{}.f32", fty(e)), &[d.into(), t.into()]);
            }
        }
        l.canon_nan(e, d);
        d
    })
}

#[cfg(test)]
mod accuracy {
    use super::model::*;
    use super::*;
    use tileref_interp::numeric::math::{self as rm, MathFn, TolOp};
    use tileref_interp::numeric::{Env, Format, Rounding, BF16, F16, F32, F64};

    const ALL: [MathFn; 11] = MathFn::ALL;

    /// Range of interesting |x| per function (random values are drawn within it and below).
    fn scale(f: MathFn) -> f64 {
        match f {
            MathFn::Exp | MathFn::Sinh | MathFn::Cosh => 720.0,
            MathFn::Exp2 => 1080.0,
            MathFn::Tanh => 24.0,
            MathFn::Sin | MathFn::Cos | MathFn::Tan => 1e6,
            _ => 1e30,
        }
    }

    /// Max ulp error of the model against the reference; panics on a result outside `tol` or on
    /// NaN bits that differ.
    fn check_unary(f: MathFn, fmt: &Format, ftz: bool, n: usize) -> u64 {
        let env = Env::new(Rounding::NearestEven).ftz(ftz);
        let tol = rm::tolerance_ulps(TolOp::Math(f), fmt) as u64;
        let mut worst = (0u64, 0u64);
        let mut xs = inputs(fmt, n, 0x9E37_79B9_7F4A_7C15 ^ (f as u64) << 8, scale(f));
        // huge and tiny magnitudes as well
        xs.extend(inputs(
            fmt,
            n / 4,
            77 + f as u64,
            f64::MAX.min(if *fmt == F32 { 3e38 } else { 1e300 }),
        ));
        for &x in &xs {
            let want = rm::unary(f, fmt, &env, x).unwrap();
            let got = narrow_m(
                fmt,
                run1(&|m, v| unary_f64(m, f, v), widen_m(fmt, x, ftz)),
                ftz,
            );
            let d = rm::ulp_distance(fmt, want, got);
            assert!(
                fmt.is_nan(want) == fmt.is_nan(got) && (!fmt.is_nan(got) || want == got),
                "{f:?} {} x={x:#x}: want {want:#x} got {got:#x}",
                fmt.name
            );
            assert!(
                d <= tol,
                "{f:?} {} x={x:#x}: want {want:#x} got {got:#x} ({d} ulp > {tol})",
                fmt.name
            );
            if d > worst.0 {
                worst = (d, x);
            }
        }
        eprintln!(
            "{f:?} {}{}: {} inputs, max {} ulp (at {:#x}), tolerance {tol}",
            fmt.name,
            if ftz { " ftz" } else { "" },
            xs.len(),
            worst.0,
            worst.1
        );
        worst.0
    }

    #[test]
    fn unary_f32() {
        for f in ALL {
            check_unary(f, &F32, false, 100_000);
        }
        check_unary(MathFn::Exp2, &F32, true, 20_000);
        check_unary(MathFn::Rsqrt, &F32, true, 20_000);
    }

    #[test]
    fn unary_f16_bf16_every_input() {
        for f in ALL {
            check_unary(f, &F16, false, 0);
            check_unary(f, &BF16, false, 0);
        }
    }

    #[test]
    fn unary_f64_model() {
        for f in ALL {
            check_unary(f, &F64, false, 100_000);
        }
    }

    #[test]
    fn exp_approx_f32() {
        let mut worst = 0;
        for &x in &inputs(&F32, 100_000, 5, 100.0) {
            let xf = f32::from_bits(x as u32);
            let want = rm::exp_approx_f32(xf).to_bits() as u64;
            let want = if F32.is_nan(want) { 0x7FFF_FFFF } else { want };
            let t = xf * std::f32::consts::LOG2_E; // mul.rn.f32
            let got = narrow_m(
                &F32,
                run1(&|m, v| unary_f64(m, MathFn::Exp2, v), t as f64),
                false,
            );
            let d = rm::ulp_distance(&F32, want, got);
            assert!(d <= 2, "x={x:#x} want {want:#x} got {got:#x}");
            worst = worst.max(d);
        }
        eprintln!("exp approx f32: max {worst} ulp");
    }
}

#[cfg(test)]
mod ptx_f64 {
    //! The f64 pow/atan2 lowering: what the PTX is made of (ptxas checks it in the corpus test).
    use super::super::{lower, Target};

    fn lower_f64(op: &str) -> String {
        let src = format!(
            "cuda_tile.module @m {{\n  entry @k(%a: tile<f64>, %b: tile<f64>) {{\n    %c = {op} %a, %b : tile<f64>\n  }}\n}}\n"
        );
        let m = tileref_spec::text::parse_module(&src).unwrap_or_else(|e| panic!("{e:?}"));
        lower(&m, "k", Target::Sm80)
            .unwrap_or_else(|e| panic!("{op}: {e}"))
            .ptx
    }

    #[test]
    fn pow_and_atan2_f64_lower() {
        let ptx = lower_f64("fpowf");
        // double-double log (division of pairs, 2^(-j/16) table) and exp (2^(i/16) table), f64
        // throughout, NaN canonical.
        for s in [
            "div.rn.f64",
            "fma.rn.f64",
            "cvt.rni.f64.f64",
            "0d3FEEA4AFA2A490DA",
            "0dBC8E9C23179C2893",
            "0d3FF059B0D3158574",
            "testp.notanumber.f64",
        ] {
            assert!(ptx.contains(s), "fpowf f64 lacks {s}:\n{ptx}");
        }
        assert!(!ptx.contains(".f32"), "fpowf f64 goes through f32:\n{ptx}");
        let ptx = lower_f64("atan2");
        // atan(j/16) table, π as a pair.
        for s in [
            "div.rn.f64",
            "fma.rn.f64",
            "0d3FAFF55BB72CFDEA",
            "0d3CA1A62633145C07",
            "0d3C91A62633145C07",
            "testp.notanumber.f64",
        ] {
            assert!(ptx.contains(s), "atan2 f64 lacks {s}:\n{ptx}");
        }
        assert!(!ptx.contains(".f32"), "atan2 f64 goes through f32:\n{ptx}");
    }
}
