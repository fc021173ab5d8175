//! Element-wise arithmetic: float and integer ops, math functions, comparisons, select.

use super::ctx::{Ctx, EvalResult};
use super::float_env::{env_of, format_of};
use crate::hw::libdevice;
use crate::numeric::{
    self, fast, int_ops, math, BinOp, CmpPred, IntDivRounding, IntOverflow, MathFn, NumError, UnOp,
};
use crate::options::Numerics;
use crate::report::{Category, Report};
use crate::value::{unravel, Tile};
use tileref_spec::attrs::{CmpOrdering, CmpPredicate, Overflow, RoundingMode, Signedness};
use tileref_spec::ir::Op;
use tileref_spec::types::{Elem, ElemType};

fn same_shape_out(a: &Tile, data: Vec<u64>) -> Tile {
    Tile::new(a.shape.clone(), a.elem.clone(), data)
}

/// The UB report for a numeric error at element `i` of a tile of `shape`.
pub fn num_error(e: NumError, i: usize, shape: &[i64]) -> Report {
    let (kind, msg) = match e {
        NumError::SignedWrap => (
            "signed-overflow",
            "signed overflow under a no_signed_wrap promise",
        ),
        NumError::UnsignedWrap => (
            "unsigned-overflow",
            "unsigned overflow under a no_unsigned_wrap promise",
        ),
        NumError::DivByZero => ("division-by-zero", "integer division by zero"),
        NumError::DivOverflow => ("division-overflow", "signed integer division of MIN by -1"),
        NumError::RemByZero => ("division-by-zero", "integer remainder by zero"),
        NumError::ShiftTooLarge => (
            "shift-too-large",
            "shift amount not less than the bit width",
        ),
        NumError::FtoiOutOfRange => (
            "ftoi-out-of-range",
            "ftoi of NaN, infinity or a value outside the integer range",
        ),
        NumError::InvalidWidth | NumError::UnsupportedFormat => {
            ("unsupported", "operation not defined for this element type")
        }
    };
    let cat = if matches!(e, NumError::InvalidWidth | NumError::UnsupportedFormat) {
        crate::report::Category::Error
    } else {
        crate::report::Category::Ub
    };
    Report::new(cat, kind, msg).element(unravel(i, shape))
}

/// Notes, under `Numerics::H100`, that `op` followed tileiras's code for element type `fmt`:
/// `what` says how (f16 and bf16 run through f32).
fn note_h100_math(ctx: &Ctx, op: &Op, fmt: &numeric::Format, what: &str) {
    let widened = if *fmt == numeric::F16 || *fmt == numeric::BF16 {
        "widened to f32, "
    } else {
        ""
    };
    ctx.prog.note(
        Report::new(
            Category::Numerics,
            "h100-math",
            format!(
                "{} ({}) as tileiras 13.5 sm_90 code computes it: {widened}{what}",
                op.name(),
                fmt.name
            ),
        )
        .at(op)
        .in_block(ctx.block),
    );
}

pub fn float_binary<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let e = a.num();
    let fmt = format_of(e);
    let env = env_of(ctx, op);
    let mut out = vec![0u64; a.len()];
    let rnd = op.enum_attr::<RoundingMode>("rounding_mode");
    let bop = match op.name() {
        "addf" => BinOp::Add,
        "subf" => BinOp::Sub,
        "mulf" => BinOp::Mul,
        "divf" => {
            match rnd {
                Some(m @ (RoundingMode::Approx | RoundingMode::Full))
                    if ctx.prog.opts.numerics == Numerics::H100 && fmt == numeric::F32 =>
                {
                    let full = m == RoundingMode::Full;
                    let d = libdevice::divf(full, env.ftz);
                    for ((o, &x), &y) in out.iter_mut().zip(&a.data).zip(&b.data) {
                        *o = d(x as u32, y as u32) as u64;
                    }
                    note_h100_math(ctx, op, &fmt, libdevice::describe_divf(full));
                    ctx.set_tile(op.results[0], same_shape_out(&a, out));
                    return Ok(());
                }
                Some(RoundingMode::Approx) => {
                    for ((o, &x), &y) in out.iter_mut().zip(&a.data).zip(&b.data) {
                        let (x, y) = (ftz_in(&env, x), ftz_in(&env, y));
                        let r = math::div_approx_f32(
                            f32::from_bits(x as u32),
                            f32::from_bits(y as u32),
                        );
                        *o = canon_f32(&env, r.to_bits() as u64);
                    }
                    ctx.set_tile(op.results[0], same_shape_out(&a, out));
                    return Ok(());
                }
                Some(RoundingMode::Full) => {
                    // Reference for the ≤2-ulp full-range division: the correctly rounded quotient.
                    fast::map_binop(
                        BinOp::Div,
                        &fmt,
                        &numeric::Env {
                            mode: numeric::Rounding::NearestEven,
                            ..env
                        },
                        &a.data,
                        &b.data,
                        &mut out,
                    );
                    ctx.set_tile(op.results[0], same_shape_out(&a, out));
                    return Ok(());
                }
                _ => BinOp::Div,
            }
        }
        "remf" => BinOp::Rem,
        "maxf" => {
            if op.has_unit("propagate_nan") {
                BinOp::MaxNan
            } else {
                BinOp::Max
            }
        }
        "minf" => {
            if op.has_unit("propagate_nan") {
                BinOp::MinNan
            } else {
                BinOp::Min
            }
        }
        _ => unreachable!(),
    };
    fast::map_binop(bop, &fmt, &env, &a.data, &b.data, &mut out);
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

fn ftz_in(env: &numeric::Env, x: u64) -> u64 {
    numeric::float_ops::flush_in(&numeric::F32, env, x)
}

fn canon_f32(env: &numeric::Env, r: u64) -> u64 {
    let f = numeric::F32;
    if f.is_nan(r) && env.nan.arith == numeric::NanMode::Canonical {
        return f.canonical_nan().unwrap_or(r);
    }
    if env.ftz && f.classify(r) == numeric::Class::Subnormal {
        return r & 0x8000_0000;
    }
    r
}

pub fn fma<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b, c) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let fmt = format_of(a.num());
    let env = env_of(ctx, op);
    let mut out = vec![0u64; a.len()];
    fast::map_fma(&fmt, &env, &a.data, &b.data, &c.data, &mut out);
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn float_unary<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let fmt = format_of(a.num());
    let env = env_of(ctx, op);
    let mut out = vec![0u64; a.len()];
    let u = match op.name() {
        "absf" => UnOp::Abs,
        "negf" => UnOp::Neg,
        "floor" => UnOp::Floor,
        "ceil" => UnOp::Ceil,
        "sqrt" => {
            if op.enum_attr::<RoundingMode>("rounding_mode") == Some(RoundingMode::Approx) {
                // Reference for the approximate square root: the correctly rounded one.
                let env = numeric::Env {
                    mode: numeric::Rounding::NearestEven,
                    ..env
                };
                fast::map_unop(UnOp::Sqrt, &fmt, &env, &a.data, &mut out);
                ctx.set_tile(op.results[0], same_shape_out(&a, out));
                return Ok(());
            }
            UnOp::Sqrt
        }
        _ => unreachable!(),
    };
    fast::map_unop(u, &fmt, &env, &a.data, &mut out);
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn math_unary<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let fmt = format_of(a.num());
    let env = env_of(ctx, op);
    let f = MathFn::of_op(op.name()).ok_or_else(|| {
        Report::error(
            "internal",
            format!("{}: not a unary math function", op.name()),
        )
    })?;
    let approx = op.enum_attr::<RoundingMode>("rounding_mode") == Some(RoundingMode::Approx);
    let approx_exp = op.name() == "exp" && approx;
    let mut out = Vec::with_capacity(a.len());
    if ctx.prog.opts.numerics == Numerics::H100 {
        if let Some(h) = libdevice::unary_slice(f, &fmt, env.ftz, approx) {
            h(&a.data, &mut out);
            let what = if fmt == numeric::F64 {
                libdevice::describe_f64(f)
            } else {
                libdevice::describe(f, env.ftz, approx)
            };
            note_h100_math(ctx, op, &fmt, what);
            ctx.set_tile(op.results[0], same_shape_out(&a, out));
            return Ok(());
        }
        ctx.note_unmodelled(
            op,
            "no model of its libdevice / special-function-unit code yet",
        );
    }
    if approx_exp {
        out.extend(a.data.iter().map(|&x| {
            canon_f32(
                &env,
                math::exp_approx_f32(f32::from_bits(x as u32)).to_bits() as u64,
            )
        }));
    } else {
        math::map_unary(f, &fmt, &env, &a.data, &mut out)
            .map_err(|(i, e)| num_error(e, i, &a.shape))?;
    }
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn math_binary<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let fmt = format_of(a.num());
    let env = env_of(ctx, op);
    let func = if op.name() == "fpowf" {
        libdevice::Binary::Pow
    } else {
        libdevice::Binary::Atan2
    };
    let mut out = Vec::with_capacity(a.len());
    if ctx.prog.opts.numerics == Numerics::H100 {
        if let Some(h) = libdevice::binary(func, &fmt) {
            out.extend(a.data.iter().zip(&b.data).map(|(&x, &y)| h(x, y)));
            note_h100_math(ctx, op, &fmt, libdevice::describe_binary(func));
            ctx.set_tile(op.results[0], same_shape_out(&a, out));
            return Ok(());
        }
        ctx.note_unmodelled(op, "no model of its libdevice code yet");
    }
    for (i, (&x, &y)) in a.data.iter().zip(&b.data).enumerate() {
        let r = match func {
            libdevice::Binary::Pow => math::pow(&fmt, &env, x, y),
            libdevice::Binary::Atan2 => math::atan2(&fmt, &env, x, y),
        };
        out.push(r.map_err(|e| num_error(e, i, &a.shape))?);
    }
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn fpowi<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, n) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let fmt = format_of(a.num());
    let env = env_of(ctx, op);
    let w = n.width();
    let mut out = Vec::with_capacity(a.len());
    if ctx.prog.opts.numerics == Numerics::H100 {
        if let Some(h) = libdevice::fpowi(&fmt) {
            out.extend(
                a.data
                    .iter()
                    .zip(&n.data)
                    .map(|(&x, &k)| h(x, int_ops::sext(k, w))),
            );
            note_h100_math(ctx, op, &fmt, libdevice::describe_fpowi());
            ctx.set_tile(op.results[0], same_shape_out(&a, out));
            return Ok(());
        }
        ctx.note_unmodelled(op, "no model of its code yet");
    }
    for (i, (&x, &k)) in a.data.iter().zip(&n.data).enumerate() {
        out.push(
            math::fpowi(&fmt, &env, x, int_ops::sext(k, w))
                .map_err(|e| num_error(e, i, &a.shape))?,
        );
    }
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn pred_of(p: CmpPredicate) -> CmpPred {
    match p {
        CmpPredicate::Equal => CmpPred::Eq,
        CmpPredicate::NotEqual => CmpPred::Ne,
        CmpPredicate::LessThan => CmpPred::Lt,
        CmpPredicate::LessThanOrEqual => CmpPred::Le,
        CmpPredicate::GreaterThan => CmpPred::Gt,
        CmpPredicate::GreaterThanOrEqual => CmpPred::Ge,
    }
}

fn bool_tile(shape: &[i64], data: Vec<u64>) -> Tile {
    Tile::new(shape.to_vec(), Elem::Num(ElemType::I1), data)
}

pub fn cmpf<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let fmt = format_of(a.num());
    let env = env_of(ctx, op);
    let pred = pred_of(
        op.enum_attr("comparison_predicate")
            .unwrap_or(CmpPredicate::Equal),
    );
    let ordered =
        op.enum_attr::<CmpOrdering>("comparison_ordering") != Some(CmpOrdering::Unordered);
    let data = a
        .data
        .iter()
        .zip(&b.data)
        .map(|(&x, &y)| numeric::float_ops::cmp(&fmt, &env, pred, ordered, x, y) as u64)
        .collect();
    ctx.set_tile(op.results[0], bool_tile(&a.shape, data));
    Ok(())
}

fn overflow_of(op: &Op) -> IntOverflow {
    match op.enum_attr::<Overflow>("overflow") {
        Some(Overflow::NoSignedWrap) => IntOverflow::NoSignedWrap,
        Some(Overflow::NoUnsignedWrap) => IntOverflow::NoUnsignedWrap,
        Some(Overflow::NoWrap) => IntOverflow::NoWrap,
        _ => IntOverflow::None,
    }
}

fn signed(op: &Op, attr: &str) -> bool {
    op.enum_attr::<Signedness>(attr) == Some(Signedness::Signed)
}

pub fn int_binary<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let w = a.width();
    let ov = overflow_of(op);
    let sg = signed(op, "signedness");
    let shift = ctx.prog.opts.shift;
    let div_rnd = match op.enum_attr::<RoundingMode>("rounding") {
        Some(RoundingMode::PositiveInf) => IntDivRounding::PositiveInf,
        Some(RoundingMode::NegativeInf) => IntDivRounding::NegativeInf,
        _ => IntDivRounding::Zero,
    };
    let name = op.name();
    let mut out = Vec::with_capacity(a.len());
    let mut shift_warned = false;
    for (i, (&x, &y)) in a.data.iter().zip(&b.data).enumerate() {
        let r: Result<u64, NumError> = match name {
            "addi" => int_ops::addi(x, y, w, ov),
            "subi" => int_ops::subi(x, y, w, ov),
            "muli" => int_ops::muli(x, y, w, ov),
            "mulhii" => int_ops::mulhii(x, y, w),
            "divi" => int_ops::divi(x, y, w, sg, div_rnd),
            "remi" => int_ops::remi(x, y, w, sg),
            "shli" | "shri" => {
                if ctx.prog.opts.strict && !shift_warned && (y & int_ops::mask(w)) >= w as u64 {
                    shift_warned = true;
                    ctx.prog.note(
                        Report::new(
                            crate::report::Category::Warning,
                            "unspecified-shift",
                            "shift by at least the bit width (result chosen by the shift policy)",
                        )
                        .at(op)
                        .in_block(ctx.block)
                        .element(unravel(i, &a.shape)),
                    );
                }
                if name == "shli" {
                    int_ops::shli(x, y, w, ov, shift)
                } else {
                    int_ops::shri(x, y, w, sg, shift)
                }
            }
            "andi" => Ok(int_ops::andi(x, y, w)),
            "ori" => Ok(int_ops::ori(x, y, w)),
            "xori" => Ok(int_ops::xori(x, y, w)),
            "maxi" => Ok(int_ops::maxi(x, y, w, sg)),
            "mini" => Ok(int_ops::mini(x, y, w, sg)),
            _ => unreachable!(),
        };
        out.push(r.map_err(|e| num_error(e, i, &a.shape))?);
    }
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn int_unary<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let w = a.width();
    let ov = overflow_of(op);
    let mut out = Vec::with_capacity(a.len());
    for (i, &x) in a.data.iter().enumerate() {
        let r = if op.name() == "absi" {
            Ok(int_ops::absi(x, w))
        } else {
            int_ops::negi(x, w, ov)
        };
        out.push(r.map_err(|e| num_error(e, i, &a.shape))?);
    }
    ctx.set_tile(op.results[0], same_shape_out(&a, out));
    Ok(())
}

pub fn cmpi<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?);
    let w = a.width();
    let pred = pred_of(
        op.enum_attr("comparison_predicate")
            .unwrap_or(CmpPredicate::Equal),
    );
    let sg = signed(op, "signedness");
    let data = a
        .data
        .iter()
        .zip(&b.data)
        .map(|(&x, &y)| int_ops::cmpi(pred, x, y, w, sg) as u64)
        .collect();
    ctx.set_tile(op.results[0], bool_tile(&a.shape, data));
    Ok(())
}

pub fn select<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (c, t, f) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let data = c
        .data
        .iter()
        .zip(t.data.iter().zip(&f.data))
        .map(|(&c, (&x, &y))| if c & 1 == 1 { x } else { y })
        .collect();
    ctx.set_tile(op.results[0], same_shape_out(&t, data));
    Ok(())
}
