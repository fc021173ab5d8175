//! Size solving: every equation becomes `product of unknowns^exponent = known rational`;
//! equations with a single unknown are solved by exact integer roots until none is left.

use std::collections::BTreeMap;

use super::{DimsError, Equation, Factor, Names};

/// `num / den` in lowest terms; sizes and constants are positive, so both are >= 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ratio {
    num: u128,
    den: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ratio {
    const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// `self * (n / d)`, reduced before multiplying so that only results that are themselves
    /// too large overflow.
    fn times(self, n: u128, d: u128) -> Option<Ratio> {
        let g = gcd(n, d);
        let (n, d) = (n / g, d / g);
        let (g1, g2) = (gcd(self.num, d), gcd(n, self.den));
        let num = (self.num / g1).checked_mul(n / g2)?;
        let den = (self.den / g2).checked_mul(d / g1)?;
        Some(Ratio { num, den })
    }

    fn inverse(self) -> Ratio {
        Ratio {
            num: self.den,
            den: self.num,
        }
    }
}

impl std::fmt::Display for Ratio {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// The `e`-th root of `n` if it is an integer.
fn exact_root(n: u128, e: u32) -> Option<u128> {
    let pow = |x: u128| (0..e).try_fold(1u128, |acc, _| acc.checked_mul(x));
    let (mut lo, mut hi) = (1u128, n);
    while lo <= hi {
        let mid = lo + (hi - lo) / 2;
        match pow(mid) {
            Some(p) if p == n => return Some(mid),
            Some(p) if p < n => lo = mid + 1,
            _ => hi = mid - 1,
        }
    }
    None
}

/// An equation with the known sizes substituted.
struct Reduced {
    /// Unknown dimensions and their exponents (lhs positive), none zero.
    unknowns: BTreeMap<usize, i64>,
    /// The product of the unknowns (with their exponents) equals this.
    value: Ratio,
}

fn reduce(names: &Names, sizes: &[Option<u64>], eq: &Equation) -> Result<Reduced, DimsError> {
    let overflow = || {
        DimsError::new(format!(
            "{}: the sizes overflow 128-bit arithmetic",
            names.equation(eq)
        ))
    };
    let mut exps: BTreeMap<usize, i64> = BTreeMap::new();
    // Moving every known factor to the right: lhs ones divide, rhs ones multiply.
    let mut value = Ratio::ONE;
    for (side, sign) in [(&eq.lhs, 1i64), (&eq.rhs, -1)] {
        for f in side {
            let known = match *f {
                Factor::Const(c) => Some(c),
                Factor::Dim(d) => sizes[d.index],
            };
            match known {
                Some(k) if sign > 0 => value = value.times(1, k.into()).ok_or_else(overflow)?,
                Some(k) => value = value.times(k.into(), 1).ok_or_else(overflow)?,
                None => {
                    *exps
                        .entry(match f {
                            Factor::Dim(d) => d.index,
                            Factor::Const(_) => continue,
                        })
                        .or_default() += sign
                }
            }
        }
    }
    exps.retain(|_, e| *e != 0);
    Ok(Reduced {
        unknowns: exps,
        value,
    })
}

/// `B * T = 1024`, `B^2 = 8`, `A * 2 = B * 3`: unknowns with positive exponents on the left.
fn reduced_form(names: &Names, r: &Reduced) -> String {
    let (mut unknowns, mut value) = (r.unknowns.clone(), r.value);
    if unknowns.values().all(|e| *e < 0) {
        unknowns.values_mut().for_each(|e| *e = -*e);
        value = value.inverse();
    }
    let term = |d: usize, e: i64| {
        if e == 1 {
            names.dims[d].clone()
        } else {
            format!("{}^{e}", names.dims[d])
        }
    };
    let side = |positive: bool, c: u128| {
        let mut parts: Vec<String> = unknowns
            .iter()
            .filter(|(_, e)| (**e > 0) == positive)
            .map(|(d, e)| term(*d, e.abs()))
            .collect();
        if c != 1 || parts.is_empty() {
            parts.push(c.to_string());
        }
        parts.join(" * ")
    };
    if unknowns.values().all(|e| *e > 0) {
        format!("{} = {value}", side(true, 1))
    } else {
        format!("{} = {}", side(true, value.den), side(false, value.num))
    }
}

/// ` (where N = 1024, B = 8)` for the known dimensions of `eq`, or nothing.
fn knowns(names: &Names, sizes: &[Option<u64>], eq: &Equation) -> String {
    let mut seen = Vec::new();
    for f in eq.lhs.iter().chain(&eq.rhs) {
        if let Factor::Dim(d) = *f {
            if let Some(s) = sizes[d.index] {
                let item = format!("{} = {s}", names.dims[d.index]);
                if !seen.contains(&item) {
                    seen.push(item);
                }
            }
        }
    }
    if seen.is_empty() {
        String::new()
    } else {
        format!(" (where {})", seen.join(", "))
    }
}

fn side_value(sizes: &[Option<u64>], side: &[Factor]) -> Option<u128> {
    side.iter().try_fold(1u128, |acc, f| {
        acc.checked_mul(match *f {
            Factor::Const(c) => c.into(),
            Factor::Dim(d) => sizes[d.index]?.into(),
        })
    })
}

/// Solves all sizes from the given ones and all equations (of every scope).
pub(super) fn solve(
    names: &Names,
    given: &[Option<u64>],
    equations: &[Equation],
) -> Result<Vec<u64>, DimsError> {
    let mut sizes = given.to_vec();
    let mut done = vec![false; equations.len()];
    loop {
        let mut progress = false;
        for (i, eq) in equations.iter().enumerate() {
            if done[i] {
                continue;
            }
            let r = reduce(names, &sizes, eq)?;
            let mut unknowns = r.unknowns.iter();
            match (unknowns.next(), unknowns.next()) {
                (None, _) => {
                    if r.value != Ratio::ONE {
                        let v = |s| {
                            side_value(&sizes, s)
                                .map_or("(too large)".to_string(), |v| v.to_string())
                        };
                        return Err(DimsError::new(format!(
                            "sizes contradict: {}{} does not hold, the left side is {} and the right side {}",
                            names.equation(eq),
                            knowns(names, &sizes, eq),
                            v(&eq.lhs),
                            v(&eq.rhs)
                        )));
                    }
                    done[i] = true;
                }
                (Some((&d, &e)), None) => {
                    let value = if e > 0 { r.value } else { r.value.inverse() };
                    let form = format!(
                        "{}{} reduces to `{}`",
                        names.equation(eq),
                        knowns(names, &sizes, eq),
                        reduced_form(names, &r)
                    );
                    if value.den != 1 {
                        return Err(DimsError::new(format!(
                            "{form}: {} would not be an integer (sizes must be)",
                            names.dims[d]
                        )));
                    }
                    let root = u32::try_from(e.unsigned_abs())
                        .ok()
                        .and_then(|e| exact_root(value.num, e));
                    let Some(root) = root else {
                        return Err(DimsError::new(format!(
                            "{form}: {} has no integer root of degree {}, so {} would not be an integer",
                            value.num,
                            e.abs(),
                            names.dims[d]
                        )));
                    };
                    let size = u64::try_from(root).map_err(|_| {
                        DimsError::new(format!(
                            "{form}: {} = {root} does not fit 64 bits",
                            names.dims[d]
                        ))
                    })?;
                    sizes[d] = Some(size);
                    done[i] = true;
                    progress = true;
                }
                _ => {}
            }
        }
        if !progress {
            break;
        }
    }
    let mut open = Vec::new();
    for (i, eq) in equations.iter().enumerate().filter(|(i, _)| !done[*i]) {
        let r = reduce(names, &sizes, eq)?;
        let missing: Vec<&str> = r.unknowns.keys().map(|d| names.dims[*d].as_str()).collect();
        open.push(format!(
            "  {}{} reduces to `{}`, with {} unknown",
            names.equation(&equations[i]),
            knowns(names, &sizes, eq),
            reduced_form(names, &r),
            missing.join(", ")
        ));
    }
    for (d, s) in sizes.iter().enumerate() {
        let mentioned = equations.iter().any(|eq| {
            eq.lhs
                .iter()
                .chain(&eq.rhs)
                .any(|f| matches!(f, Factor::Dim(x) if x.index == d))
        });
        if s.is_none() && !mentioned {
            open.push(format!(
                "  {} has no size and no equation mentions it",
                names.dims[d]
            ));
        }
    }
    if !open.is_empty() {
        return Err(DimsError::new(format!(
            "sizes are underdetermined:\n{}",
            open.join("\n")
        )));
    }
    // Strides are products of one side's sizes: they must fit the u64 arithmetic of indices.
    for eq in equations {
        if side_value(&sizes, &eq.lhs).is_none_or(|v| v > u64::MAX.into()) {
            return Err(DimsError::new(format!(
                "{}: the sizes' product does not fit 64 bits",
                names.equation(eq)
            )));
        }
    }
    Ok(sizes.into_iter().map(|s| s.unwrap_or(1)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_roots() {
        assert_eq!(exact_root(1024, 2), Some(32));
        assert_eq!(exact_root(8, 2), None);
        assert_eq!(exact_root(27, 3), Some(3));
        assert_eq!(exact_root(u128::MAX, 2), None);
        assert_eq!(exact_root(1 << 126, 2), Some(1 << 63));
        assert_eq!(exact_root(7, 1), Some(7));
    }

    #[test]
    fn ratios_reduce() {
        let r = Ratio::ONE.times(4, 6).and_then(|r| r.times(3, 1));
        assert_eq!(r, Some(Ratio { num: 2, den: 1 }));
        assert_eq!(
            Ratio {
                num: u128::MAX,
                den: 1
            }
            .times(2, 1),
            None
        );
    }
}
