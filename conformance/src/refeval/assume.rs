//! `assume` predicates checked by their definitions (digest 9): a false one is undefined
//! behaviour. The value passes through unchanged.

use super::tile::{unravel, Elem, Tile, Value};
use super::{ub, unsupported, RefError};
use crate::oracle::int::sext;
use tileref_spec::attrs::AssumePred;

/// Buffers are 256-byte aligned by every backend; divisibility of addresses by more depends on
/// where a backend placed them.
const KNOWN_ALIGNMENT: u64 = 256;

fn violated(what: String) -> RefError {
    ub("assume-violated", what)
}

/// Element `i` as a number for the predicate: integers signed, pointers unsigned (digest 9).
fn number(t: &Tile, i: usize) -> Result<i128, RefError> {
    match t.elem {
        Elem::Num(e) if e.is_int() => Ok(sext(t.bits[i], e.bit_width())),
        Elem::Ptr(_) => Ok(t.bits[i] as i128),
        Elem::Num(e) => Err(unsupported(format!("assume on {}", e.name()))),
    }
}

fn div_by(t: &Tile, d: u64, every_along: Option<(i64, i64)>) -> Result<(), RefError> {
    let ptr_step = match t.elem {
        Elem::Ptr(e) => {
            if d > KNOWN_ALIGNMENT {
                return Err(unsupported(format!(
                    "div_by<{d}> on addresses depends on buffer placement"
                )));
            }
            e.storage_bytes() as i128
        }
        _ => 1,
    };
    let (every, along) = every_along.unwrap_or((1, 0));
    if every <= 0 || (t.shape.is_empty() && every_along.is_some()) {
        return Err(unsupported("div_by with every = 0"));
    }
    let (every, along) = (every as usize, along as usize);
    for i in 0..t.bits.len() {
        let pos = if t.shape.is_empty() {
            0
        } else {
            unravel(i, &t.shape)[along]
        };
        let x = number(t, i)?;
        if pos % every == 0 {
            if x.rem_euclid(d as i128) != 0 {
                return Err(violated(format!(
                    "element {i} ({x}) is not divisible by {d}"
                )));
            }
        } else {
            // Within a group each element is the previous one plus one (one element for pointers).
            let prev = number(t, i - t.shape[along + 1..].iter().product::<usize>())?;
            if x != prev + ptr_step {
                return Err(violated(format!("element {i} ({x}) does not follow its group's previous element ({prev}) by one")));
            }
        }
    }
    Ok(())
}

fn same_elements(t: &Tile, groups: &[i64]) -> Result<(), RefError> {
    if groups.len() != t.shape.len() || groups.iter().any(|&g| g <= 0) {
        return Err(unsupported("same_elements with a group of 0"));
    }
    // Every element equals the first element of its group.
    for i in 0..t.bits.len() {
        let idx = unravel(i, &t.shape);
        let first: Vec<usize> = idx
            .iter()
            .zip(groups)
            .map(|(&j, &g)| j - j % g as usize)
            .collect();
        let f = super::tile::ravel(&first, &t.shape);
        if t.bits[i] != t.bits[f] {
            return Err(violated(format!(
                "element {i} differs from element {f} of its same_elements group"
            )));
        }
    }
    Ok(())
}

fn bounded(t: &Tile, lb: Option<i64>, ub_: Option<i64>) -> Result<(), RefError> {
    for i in 0..t.bits.len() {
        let x = number(t, i)?;
        if lb.is_some_and(|l| x < l as i128) || ub_.is_some_and(|u| x > u as i128) {
            return Err(violated(format!(
                "element {i} ({x}) lies outside bounded<{lb:?}, {ub_:?}>"
            )));
        }
    }
    Ok(())
}

/// Checks the predicate on the value.
pub fn check(pred: &AssumePred, v: &Value) -> Result<(), RefError> {
    match (pred, v) {
        (
            AssumePred::DivBy {
                divisor,
                every_along,
            },
            Value::Tile(t),
        ) => div_by(t, *divisor, *every_along),
        (
            AssumePred::DivBy {
                divisor,
                every_along: None,
            },
            Value::Tensor(tv),
        ) => {
            if *divisor > KNOWN_ALIGNMENT {
                return Err(unsupported(format!(
                    "div_by<{divisor}> on a base address depends on buffer placement"
                )));
            }
            if tv.base % divisor != 0 {
                return Err(violated(format!(
                    "the base address is not divisible by {divisor}"
                )));
            }
            Ok(())
        }
        (AssumePred::SameElements(g), Value::Tile(t)) => same_elements(t, g),
        (AssumePred::Bounded { lb, ub }, Value::Tile(t)) => bounded(t, *lb, *ub),
        _ => Err(unsupported("assume on this kind of value")),
    }
}
