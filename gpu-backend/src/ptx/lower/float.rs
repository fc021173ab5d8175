//! Float arithmetic: add/sub/mul/div, fma, sqrt, sign ops and max/min.

use super::*;

pub(super) fn float_elem(l: &Lower, op: &Op) -> LResult<ElemType> {
    let e = l.num_elem(op, op.results[0])?;
    if !matches!(
        e,
        ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16
    ) {
        return Err(unsup(op.name(), format!("element type {}", e.name())));
    }
    if op.has_unit("flush_to_zero") && e != ElemType::F32 {
        return Err(unsup(op.name(), "flush_to_zero is f32-only"));
    }
    Ok(e)
}

/// The opcode of a two- or three-operand float op (`add`, `sub`, `mul`, `div`, `fma`), or
/// `None` for bf16 add/sub/mul before sm_90 (done as an fma).
pub(super) fn float_opcode(l: &Lower, op: &Op, base: &str, e: ElemType) -> LResult<Option<String>> {
    let name = op.name();
    let m = match (base, rounding(op)) {
        // The reference of divf `full` and sqrt `approx` is the correctly rounded result
        // (docs/semantics.md, "Approximate operations"): what `div.rn`/`sqrt.rn` give.
        ("div", RoundingMode::Full) | ("sqrt", RoundingMode::Approx) if e == ElemType::F32 => {
            RoundingMode::NearestEven
        }
        (_, m) => m,
    };
    let r = rnd(name, m)?;
    let ftz = if op.has_unit("flush_to_zero") {
        ".ftz"
    } else {
        ""
    };
    match e {
        ElemType::F32 | ElemType::F64 => Ok(Some(format!("{base}.{r}{ftz}.{}", fty(e)))),
        ElemType::F16 | ElemType::BF16 => {
            if r != "rn" {
                return Err(unsup(
                    name,
                    format!(
                        "{} arithmetic has only round-to-nearest-even in PTX",
                        fty(e)
                    ),
                ));
            }
            if base == "div" {
                return Err(unsup(name, format!("PTX has no {} division", fty(e))));
            }
            if e == ElemType::BF16 && base != "fma" && !l.target.bf16_add_mul() {
                return Ok(None);
            }
            Ok(Some(format!("{base}.rn.{}", fty(e))))
        }
        _ => Err(unsup(name, "not a float")),
    }
}

pub(super) fn float_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let base = &op.name()[..3];
    if half_needs_f64(op, e, base) {
        return half_via_f64(l, op, base, e);
    }
    if base == "div" && e == ElemType::F32 && rounding(op) == RoundingMode::Approx {
        return div_approx(l, op);
    }
    let opc = float_opcode(l, op, base, e)?;
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let c = class_of(e).unwrap();
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(c);
        match &opc {
            Some(o) => l.k.inst(o, &[d.into(), x.into(), y.into()]),
            None => {
                // bf16 before sm_90: add(a, b) = fma(a, 1, b), sub(a, b) = fma(b, -1, a),
                // mul(a, b) = fma(a, b, -0); the exact product and one rounding give the same bits.
                let (m1, m2, acc) = match base {
                    "add" => (x, l.imm_reg(RegClass::B16, 0x3F80), y),
                    "sub" => (y, l.imm_reg(RegClass::B16, 0xBF80), x),
                    _ => (x, y, l.imm_reg(RegClass::B16, 0x8000)),
                };
                l.k.inst("fma.rn.bf16", &[d.into(), m1.into(), m2.into(), acc.into()]);
            }
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `sqrt` on f32/f64: PTX's `sqrt.{rn,rz,rm,rp}` is correctly rounded in every IEEE mode, as the
/// reference is; `approx` and the half-precision types are not lowered yet.
pub(super) fn sqrt(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    if half_needs_f64(op, e, "sqrt") {
        return half_via_f64(l, op, "sqrt", e);
    }
    if !matches!(e, ElemType::F32 | ElemType::F64) {
        return Err(unsup("sqrt", format!("{} sqrt: later", fty(e))));
    }
    let opc = float_opcode(l, op, "sqrt", e)?.ok_or_else(|| unsup("sqrt", "no instruction"))?;
    let c = class_of(e).ok_or_else(|| unsup("sqrt", "not a float"))?;
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(c);
        l.k.inst(&opc, &[d.into(), x.into()]);
        l.canon_nan(e, d);
        d
    })
}

pub(super) fn fma(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    if half_needs_f64(op, e, "fma") {
        return half_via_f64(l, op, "fma", e);
    }
    let opc = float_opcode(l, op, "fma", e)?.ok_or_else(|| unsup("fma", "no fma"))?;
    let (a, b, c) = (
        l.tile(op, op.operands[0])?,
        l.tile(op, op.operands[1])?,
        l.tile(op, op.operands[2])?,
    );
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for i in 0..a.regs.len() {
        let d = l.k.reg(class);
        l.k.inst(
            &opc,
            &[
                d.into(),
                a.regs[i].into(),
                b.regs[i].into(),
                c.regs[i].into(),
            ],
        );
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// negf/absf as sign-bit operations (exact for every non-NaN), NaN canonicalised as the
/// interpreter does.
pub(super) fn float_sign(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let class = class_of(e).ok_or_else(|| unsup(op.name(), "not a float"))?;
    let (sign, b) = match e {
        ElemType::F64 => (0x8000_0000_0000_0000u64, "b64"),
        ElemType::F32 => (0x8000_0000, "b32"),
        _ => (0x8000, "b16"),
    };
    let (opc, mask) = if op.name() == "negf" {
        ("xor", sign)
    } else {
        ("and", sign - 1)
    };
    map_each(l, op, e, &mut |l, x| {
        let d = l.k.reg(class);
        l.k.inst(
            &format!("{opc}.{b}"),
            &[d.into(), x.into(), Operand::ImmU(mask)],
        );
        l.canon_nan(e, d);
        d
    })
}

/// maxf/minf: maximumNumber/minimumNumber (maximum/minimum with `propagate_nan`), −0 < +0.
/// PTX `max/min` give the other operand for one NaN; equal operands (±0 included) are fixed up
/// to the and (max) / or (min) of their bits, which orders −0 below +0; NaN results canonical.
/// With `flush_to_zero` (f32 only) subnormal operands first become zeros of their sign (the
/// interpreter's `flush_in`); the result is one of the flushed operands or NaN, so it is never
/// subnormal and needs no flush of its own.
pub(super) fn float_max_min(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let ftz = op.has_unit("flush_to_zero");
    let max = op.name() == "maxf";
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let class = class_of(e).unwrap();
    let bt = bits(class);
    let mut regs = Vec::new();
    for (&x0, &y0) in a.regs.iter().zip(&b.regs) {
        let (x, y) = if ftz {
            (flush_subnormal_f32(l, x0), flush_subnormal_f32(l, y0))
        } else {
            (x0, y0)
        };
        let d = l.k.reg(class);
        let opc = format!("{}.{}", if max { "max" } else { "min" }, fty(e));
        l.k.inst(&opc, &[d.into(), x.into(), y.into()]);
        let eq = l.fcmp(e, "eq", x, y);
        let t = l.k.reg(class);
        l.k.inst(
            &format!("{}.{bt}", if max { "and" } else { "or" }),
            &[t.into(), x.into(), y.into()],
        );
        l.k.inst_if(eq, false, &format!("mov.{bt}"), &[d.into(), t.into()]);
        if op.has_unit("propagate_nan") {
            let un = l.fcmp(e, "nan", x, y);
            l.k.inst_if(
                un,
                false,
                &format!("mov.{bt}"),
                &[d.into(), Operand::ImmU(canonical_nan(e))],
            );
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// A copy of f32 register `v` with a subnormal value replaced by the zero of its sign.
fn flush_subnormal_f32(l: &mut Lower, v: Reg) -> Reg {
    let d = l.k.reg(RegClass::F32);
    let p = l.k.reg(RegClass::Pred);
    l.k.inst("mov.b32", &[d.into(), v.into()]);
    l.k.inst("testp.subnormal.f32", &[p.into(), v.into()]);
    l.k.inst_if(
        p,
        false,
        "and.b32",
        &[d.into(), d.into(), Operand::ImmU(0x8000_0000)],
    );
    d
}

/// divf `approx` (f32), as the reference `div_approx_f32` (docs/numerics.md): x * RN(1/y) with
/// `rcp.rn.f32` (the correctly rounded reciprocal) and `mul.rn.f32`; for 2^126 < |y| < inf the
/// result is NaN when x is infinite or NaN and a zero of the sign of x*y otherwise. With
/// flush_to_zero subnormal operands are zeros of their sign first and a subnormal result
/// becomes a zero of its sign; NaN results canonical.
pub(super) fn div_approx(l: &mut Lower, op: &Op) -> LResult<()> {
    let ftz = op.has_unit("flush_to_zero");
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x0, &y0) in a.regs.iter().zip(&b.regs) {
        let flush = |l: &mut Lower, v: Reg| -> Reg {
            if ftz {
                flush_subnormal_f32(l, v)
            } else {
                v
            }
        };
        let (x, y) = (flush(l, x0), flush(l, y0));
        let r = l.k.reg(RegClass::F32);
        l.k.inst("rcp.rn.f32", &[r.into(), y.into()]);
        let q = l.k.reg(RegClass::F32);
        l.k.inst("mul.rn.f32", &[q.into(), x.into(), r.into()]);
        // 2^126 < |y| < inf
        let ay = l.k.reg(RegClass::F32);
        l.k.inst("abs.f32", &[ay.into(), y.into()]);
        let (big, fin) = (l.k.reg(RegClass::Pred), l.k.reg(RegClass::Pred));
        l.k.inst(
            "setp.gt.f32",
            &[
                big.into(),
                ay.into(),
                Operand::F32(f32::from_bits(0x7E80_0000)),
            ],
        );
        l.k.inst(
            "setp.lt.f32",
            &[fin.into(), ay.into(), Operand::F32(f32::INFINITY)],
        );
        l.k.inst("and.pred", &[big.into(), big.into(), fin.into()]);
        // x infinite or NaN: |x| >= inf, unordered
        let ax = l.k.reg(RegClass::F32);
        l.k.inst("abs.f32", &[ax.into(), x.into()]);
        let xbad = l.k.reg(RegClass::Pred);
        l.k.inst(
            "setp.geu.f32",
            &[xbad.into(), ax.into(), Operand::F32(f32::INFINITY)],
        );
        let sz = l.k.reg(RegClass::B32);
        l.k.inst("xor.b32", &[sz.into(), x.into(), y.into()]);
        l.k.inst(
            "and.b32",
            &[sz.into(), sz.into(), Operand::ImmU(0x8000_0000)],
        );
        l.k.inst(
            "selp.b32",
            &[
                sz.into(),
                Operand::ImmU(0x7FFF_FFFF),
                sz.into(),
                xbad.into(),
            ],
        );
        l.k.inst_if(big, false, "mov.b32", &[q.into(), sz.into()]);
        l.canon_nan(ElemType::F32, q);
        if ftz {
            let p = l.k.reg(RegClass::Pred);
            l.k.inst("testp.subnormal.f32", &[p.into(), q.into()]);
            l.k.inst_if(
                p,
                false,
                "and.b32",
                &[q.into(), q.into(), Operand::ImmU(0x8000_0000)],
            );
        }
        regs.push(q);
    }
    l.set_tile(op.results[0], ElemType::F32, regs);
    Ok(())
}

#[cfg(test)]
mod tests {
    use tileref_interp::numeric::{self as num, float_ops::flush_in, math::div_approx_f32, Env};

    /// The sequence of [`super::div_approx`], step by step: IEEE f32 reciprocal and product
    /// (`rcp.rn.f32`, `mul.rn.f32`), the large-divisor override, canonical NaN, flushes.
    fn model(x: u32, y: u32, ftz: bool) -> u32 {
        let flush = |v: u32| {
            if ftz && (v & 0x7F80_0000) == 0 && (v & 0x7F_FFFF) != 0 {
                v & 0x8000_0000
            } else {
                v
            }
        };
        let (x, y) = (flush(x), flush(y));
        let (fx, fy) = (f32::from_bits(x), f32::from_bits(y));
        let r = 1.0f32 / fy;
        let mut q = (fx * r).to_bits();
        let ay = fy.abs();
        let big = ay > f32::from_bits(0x7E80_0000) && ay < f32::INFINITY;
        let xbad = !(fx.abs() < f32::INFINITY);
        let sz = if xbad {
            0x7FFF_FFFF
        } else {
            (x ^ y) & 0x8000_0000
        };
        if big {
            q = sz;
        }
        if f32::from_bits(q).is_nan() {
            q = 0x7FFF_FFFF;
        }
        flush(q)
    }

    /// The reference: interp/src/eval/arith.rs for divf `approx`.
    fn reference(x: u32, y: u32, ftz: bool) -> u32 {
        let env = Env::new(num::Rounding::NearestEven).ftz(ftz);
        let (x, y) = (
            flush_in(&num::F32, &env, x as u64),
            flush_in(&num::F32, &env, y as u64),
        );
        let r = div_approx_f32(f32::from_bits(x as u32), f32::from_bits(y as u32)).to_bits() as u64;
        let f = num::F32;
        let r = if f.is_nan(r) {
            f.canonical_nan().unwrap()
        } else if ftz && f.classify(r) == num::Class::Subnormal {
            r & 0x8000_0000
        } else {
            r
        };
        r as u32
    }

    #[test]
    fn div_approx_matches_the_reference() {
        let mut s = 0x1234_5678_9ABC_DEF0u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let specials = [
            0u32,
            0x8000_0000,
            1,
            0x8000_0001,
            0x007F_FFFF,
            0x0080_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0x7E80_0000,
            0x7E80_0001,
            0xFE80_0001,
            0x7F7F_FFFF,
            0x3F80_0000,
            0x0040_0000,
            0x0000_0010,
        ];
        let mut xs: Vec<u32> = specials.to_vec();
        for _ in 0..300_000 {
            let v = next();
            xs.push(v as u32);
            xs.push(((v >> 32) as u32 & 0x807F_FFFF) | (((v >> 9) as u32 % 40 + 100) << 23));
        }
        for ftz in [false, true] {
            for (i, &x) in xs.iter().enumerate() {
                let y = xs[(i * 7 + 3) % xs.len()];
                assert_eq!(
                    model(x, y, ftz),
                    reference(x, y, ftz),
                    "{x:#x} / {y:#x} ftz {ftz}"
                );
                for &sp in &specials {
                    assert_eq!(
                        model(x, sp, ftz),
                        reference(x, sp, ftz),
                        "{x:#x} / {sp:#x} ftz {ftz}"
                    );
                    assert_eq!(
                        model(sp, x, ftz),
                        reference(sp, x, ftz),
                        "{sp:#x} / {x:#x} ftz {ftz}"
                    );
                }
            }
        }
    }

    /// The sequence of [`super::float_max_min`] for f32, step by step: the flushes (with
    /// flush_to_zero), PTX `max/min.f32` (one NaN operand gives the other, two give a NaN; which
    /// of two equal operands it returns is left open: `pick_first` chooses), the fix-up of equal
    /// operands to the and/or of their bits, `propagate_nan`, canonical NaN.
    fn model_max_min(x0: u32, y0: u32, max: bool, nan: bool, ftz: bool, pick_first: bool) -> u32 {
        let flush = |v: u32| {
            if ftz && (v & 0x7F80_0000) == 0 && (v & 0x7F_FFFF) != 0 {
                v & 0x8000_0000
            } else {
                v
            }
        };
        let (x, y) = (flush(x0), flush(y0));
        let (fx, fy) = (f32::from_bits(x), f32::from_bits(y));
        let mut d = if fx.is_nan() && fy.is_nan() {
            0x7FC0_0000
        } else if fx.is_nan() {
            y
        } else if fy.is_nan() {
            x
        } else if fx == fy {
            if pick_first {
                x
            } else {
                y
            }
        } else if (fx > fy) == max {
            x
        } else {
            y
        };
        if fx == fy {
            d = if max { x & y } else { x | y };
        }
        if nan && (fx.is_nan() || fy.is_nan()) {
            d = 0x7FFF_FFFF;
        }
        if f32::from_bits(d).is_nan() {
            d = 0x7FFF_FFFF;
        }
        d
    }

    #[test]
    fn max_min_flush_to_zero_model_matches_the_interpreter() {
        use tileref_interp::numeric::{fast::binop, BinOp, NanPolicy};
        let specials = [
            0u32,
            0x8000_0000,
            1,
            0x8000_0001,
            0x007F_FFFF,
            0x807F_FFFF,
            0x0080_0000,
            0x8080_0000,
            0x3F80_0000,
            0xBF80_0000,
            0x7F7F_FFFF,
            0xFF7F_FFFF,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0xFFC0_0001,
            0x7F80_0001,
            0x0000_0002,
        ];
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut xs: Vec<u32> = specials.to_vec();
        for _ in 0..3000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            // Every class, subnormals often (exponent field 0).
            let v = (s >> 32) as u32;
            xs.push(if s % 3 == 0 { v & 0x807F_FFFF } else { v });
        }
        let mut flushed = 0;
        for ftz in [true, false] {
            for (op, max, nan) in [
                (BinOp::Max, true, false),
                (BinOp::Min, false, false),
                (BinOp::MaxNan, true, true),
                (BinOp::MinNan, false, true),
            ] {
                let env = Env::new(num::Rounding::NearestEven)
                    .ftz(ftz)
                    .nan(NanPolicy::H100);
                for &x in &xs {
                    for &y in xs.iter().step_by(7).chain(&specials) {
                        let want = binop(op, &num::F32, &env, x as u64, y as u64) as u32;
                        for pick in [true, false] {
                            assert_eq!(
                                model_max_min(x, y, max, nan, ftz, pick),
                                want,
                                "{op:?} {x:#x} {y:#x} ftz {ftz}"
                            );
                        }
                        if ftz && (x & 0x7F80_0000) == 0 && (x & 0x7F_FFFF) != 0 {
                            flushed += 1;
                        }
                    }
                }
            }
        }
        assert!(flushed > 10_000, "{flushed}");
    }
}
