//! Element-wise ops: float and integer arithmetic, comparisons and conversions, mapped over
//! tiles with their attributes read (catalogue defaults when absent).

use super::exec::{Block, Res};
use super::tile::{Elem, Value};
use super::{convert, float, int, unsupported};
use crate::oracle::arith::Bin;
use tileref_spec::attrs::{
    CmpOrdering, CmpPredicate, Overflow, RoundingMode, Signedness, TileEnum,
};
use tileref_spec::ir::Op;
use tileref_spec::types::ElemType;

fn signedness(op: &Op, name: &str) -> Res<bool> {
    match op.enum_attr::<Signedness>(name) {
        Some(s) => Ok(s == Signedness::Signed),
        None => Err(unsupported(format!("{} without {name}", op.name()))),
    }
}

fn overflow(op: &Op) -> Overflow {
    op.enum_attr::<Overflow>("overflow")
        .unwrap_or(Overflow::None)
}

fn rounding(op: &Op, name: &str, default: RoundingMode) -> RoundingMode {
    op.enum_attr::<RoundingMode>(name).unwrap_or(default)
}

fn int_width(e: ElemType, op: &Op) -> Res<u32> {
    if e.is_int() {
        Ok(e.bit_width())
    } else {
        Err(unsupported(format!("{} on {}", op.name(), e.name())))
    }
}

/// The element-wise ops the evaluator knows: arithmetic, comparisons, conversions.
const ELEMENTWISE: &[&str] = &[
    "addf", "subf", "mulf", "divf", "fma", "sqrt", "maxf", "minf", "negf", "absf", "ceil", "floor",
    "remf", "cmpf", "addi", "subi", "muli", "negi", "shli", "shri", "andi", "ori", "xori", "divi",
    "remi", "maxi", "mini", "absi", "mulhii", "cmpi", "ftof", "itof", "ftoi", "exti", "trunci",
    "bitcast",
];

impl Block<'_> {
    /// Arithmetic, comparisons and conversions, element by element.
    pub(super) fn eval_elementwise(&self, op: &Op) -> Res<Vec<Value>> {
        let name = op.name();
        let Some(&first) = op.operands.first().filter(|_| ELEMENTWISE.contains(&name)) else {
            return Err(unsupported(format!("op {name}")));
        };
        let e = self.tile(first)?.num()?;
        let ftz = op.has_unit("flush_to_zero");
        match name {
            "addf" | "subf" | "mulf" | "divf" | "fma" | "sqrt" => {
                float::check_type(e, name)?;
                let r = float::ieee_round(
                    rounding(op, "rounding_mode", RoundingMode::NearestEven),
                    name,
                )?;
                match name {
                    "fma" => self.map(op, |x| Ok(float::fma(e, x[0], x[1], x[2], r, ftz))),
                    "sqrt" => self.map(op, |x| Ok(float::sqrt(e, x[0], r, ftz))),
                    _ => {
                        let b = [Bin::Add, Bin::Sub, Bin::Mul, Bin::Div]
                            .into_iter()
                            .find(|b| b.name() == name)
                            .expect("binary op");
                        self.map(op, |x| Ok(float::binary(e, b, x[0], x[1], r, ftz)))
                    }
                }
            }
            "maxf" | "minf" => {
                float::check_type(e, name)?;
                let prop = op.has_unit("propagate_nan");
                self.map(op, |x| {
                    Ok(float::max_min(e, x[0], x[1], name == "maxf", prop, ftz))
                })
            }
            "negf" | "absf" | "ceil" | "floor" => {
                float::check_type(e, name)?;
                self.map(op, |x| Ok(float::unary(e, name, x[0])))
            }
            "remf" => {
                float::check_type(e, name)?;
                self.map(op, |x| Ok(float::rem(e, x[0], x[1])))
            }
            "cmpf" => {
                float::check_type(e, name)?;
                let p = op
                    .enum_attr::<CmpPredicate>("comparison_predicate")
                    .ok_or_else(|| unsupported("cmpf without a predicate"))?;
                let ordered = op.enum_attr::<CmpOrdering>("comparison_ordering")
                    == Some(CmpOrdering::Ordered);
                self.map(op, |x| Ok(float::compare(e, p.name(), ordered, x[0], x[1])))
            }
            "addi" | "subi" | "muli" | "negi" => {
                let (w, ov) = (int_width(e, op)?, overflow(op));
                self.map(op, |x| {
                    int::arith(name, w, x[0], x.get(1).copied().unwrap_or(0), ov)
                })
            }
            "shli" => {
                let (w, ov) = (int_width(e, op)?, overflow(op));
                self.map(op, |x| int::shli(w, x[0], x[1], ov))
            }
            "shri" => {
                let (w, s) = (int_width(e, op)?, signedness(op, "signedness")?);
                self.map(op, |x| Ok(int::shri(w, x[0], x[1], s)))
            }
            "andi" | "ori" | "xori" => {
                let w = int_width(e, op)?;
                self.map(op, |x| Ok(int::bitwise(name, w, x[0], x[1])))
            }
            "divi" => {
                let (w, s) = (int_width(e, op)?, signedness(op, "signedness")?);
                let r = rounding(op, "rounding", RoundingMode::Zero);
                self.map(op, |x| int::divi(w, x[0], x[1], s, r.name()))
            }
            "remi" => {
                let (w, s) = (int_width(e, op)?, signedness(op, "signedness")?);
                self.map(op, |x| int::remi(w, x[0], x[1], s))
            }
            "maxi" | "mini" => {
                let (w, s) = (int_width(e, op)?, signedness(op, "signedness")?);
                self.map(op, |x| Ok(int::max_min(w, x[0], x[1], s, name == "maxi")))
            }
            "absi" => {
                let w = int_width(e, op)?;
                self.map(op, |x| Ok(int::absi(w, x[0])))
            }
            "mulhii" => {
                let w = int_width(e, op)?;
                self.map(op, |x| Ok(int::mulhii(w, x[0], x[1])))
            }
            "cmpi" => {
                let (w, s) = (int_width(e, op)?, signedness(op, "signedness")?);
                let p = op
                    .enum_attr::<CmpPredicate>("comparison_predicate")
                    .ok_or_else(|| unsupported("cmpi without a predicate"))?;
                self.map(op, |x| Ok(int::cmpi(w, p.name(), s, x[0], x[1])))
            }
            _ => self.eval_convert(op, e),
        }
    }

    fn eval_convert(&self, op: &Op, from: ElemType) -> Res<Vec<Value>> {
        let name = op.name();
        let (_, elem) = self.result_type(op, 0)?;
        let Elem::Num(to) = elem else {
            return Err(unsupported(format!("{name} to pointers")));
        };
        match name {
            "ftof" => {
                convert::check_float(from, name)?;
                convert::check_float(to, name)?;
                let m = rounding(op, "rounding_mode", RoundingMode::NearestEven);
                convert::check_ftof_mode(to, m)?;
                self.map(op, |x| Ok(convert::ftof(from, to, m, x[0])))
            }
            "itof" => {
                let w = int_width(from, op)?;
                convert::check_float(to, name)?;
                let s = signedness(op, "signedness")?;
                if rounding(op, "rounding_mode", RoundingMode::NearestEven)
                    != RoundingMode::NearestEven
                    || to == ElemType::F8E8M0FNU
                {
                    return Err(unsupported(format!(
                        "itof into {} other than nearest_even",
                        to.name()
                    )));
                }
                self.map(op, |x| Ok(convert::itof(w, to, s, x[0])))
            }
            "ftoi" => {
                convert::check_float(from, name)?;
                let w = int_width(to, op)?;
                let s = signedness(op, "signedness")?;
                if rounding(op, "rounding_mode", RoundingMode::NearestIntToZero)
                    != RoundingMode::NearestIntToZero
                {
                    return Err(unsupported("ftoi other than truncating"));
                }
                let sat = op.has_unit("saturating");
                self.map(op, |x| convert::ftoi(from, w, s, sat, x[0]))
            }
            "exti" => {
                let (wf, wt) = (int_width(from, op)?, int_width(to, op)?);
                let s = signedness(op, "signedness")?;
                self.map(op, |x| Ok(convert::exti(wf, wt, s, x[0])))
            }
            "trunci" => {
                let (wf, wt, ov) = (int_width(from, op)?, int_width(to, op)?, overflow(op));
                self.map(op, |x| convert::trunci(wf, wt, ov, x[0]))
            }
            _ => {
                // bitcast: the same bits, read as another type of the same width.
                if from.bit_width() != to.bit_width() {
                    return Err(unsupported("bitcast between widths"));
                }
                self.map(op, |x| Ok(x[0]))
            }
        }
    }
}
