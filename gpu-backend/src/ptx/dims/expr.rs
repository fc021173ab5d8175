//! Runtime index expressions: what the lowering turns into PTX integer arithmetic.

use std::collections::HashMap;
use std::fmt;

use super::DimsError;

/// An unsigned integer expression over named runtime values (`%tid.x`, `%ctaid.x`, loop
/// variables). The constructors fold constants and drop trivial operations, so derived
/// indices stay readable and the lowering emits no `* 1` or `+ 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    Const(u64),
    Var(String),
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Div(Box<Expr>, Box<Expr>),
    Rem(Box<Expr>, Box<Expr>),
}

impl Expr {
    pub fn var(name: impl Into<String>) -> Expr {
        Expr::Var(name.into())
    }

    fn sum(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Const(0), e) | (e, Expr::Const(0)) => e,
            (Expr::Const(x), Expr::Const(y)) if x.checked_add(y).is_some() => Expr::Const(x + y),
            (a, b) => Expr::Add(Box::new(a), Box::new(b)),
        }
    }

    fn product(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Const(0), _) | (_, Expr::Const(0)) => Expr::Const(0),
            (Expr::Const(1), e) | (e, Expr::Const(1)) => e,
            (Expr::Const(x), Expr::Const(y)) if x.checked_mul(y).is_some() => Expr::Const(x * y),
            // Keep constants on the right, and fold `(a * c) * d`.
            (Expr::Const(c), e) => Expr::product(e, Expr::Const(c)),
            (Expr::Mul(a, c), Expr::Const(d)) => match *c {
                Expr::Const(c) if c.checked_mul(d).is_some() => {
                    Expr::product(*a, Expr::Const(c * d))
                }
                c => Expr::Mul(
                    Box::new(Expr::Mul(a, Box::new(c))),
                    Box::new(Expr::Const(d)),
                ),
            },
            (a, b) => Expr::Mul(Box::new(a), Box::new(b)),
        }
    }

    fn quotient(a: Expr, b: Expr) -> Expr {
        let d = match (&a, b) {
            (Expr::Const(0), _) => return Expr::Const(0),
            (_, Expr::Const(d)) if d != 0 => d,
            (_, b) => return Expr::Div(Box::new(a), Box::new(b)),
        };
        let keep = |a: Expr| Expr::Div(Box::new(a), Box::new(Expr::Const(d)));
        match a {
            a if d == 1 => a,
            Expr::Const(x) => Expr::Const(x / d),
            // `(x * c) / d` with d | c is `x * (c / d)`: what unlinearising a stride-linearised
            // index gives back.
            Expr::Mul(x, c) => match *c {
                Expr::Const(c) if c % d == 0 => Expr::product(*x, Expr::Const(c / d)),
                c => keep(Expr::Mul(x, Box::new(c))),
            },
            // `(x / c) / d` is `x / (c * d)`.
            Expr::Div(x, c) => match *c {
                Expr::Const(c) if c.checked_mul(d).is_some() => {
                    Expr::quotient(*x, Expr::Const(c * d))
                }
                c => keep(Expr::Div(x, Box::new(c))),
            },
            a => keep(a),
        }
    }

    fn remainder(a: Expr, b: Expr) -> Expr {
        let d = match (&a, b) {
            (Expr::Const(0), _) => return Expr::Const(0),
            (_, Expr::Const(d)) if d != 0 => d,
            (_, b) => return Expr::Rem(Box::new(a), Box::new(b)),
        };
        let keep = |a: Expr| Expr::Rem(Box::new(a), Box::new(Expr::Const(d)));
        match a {
            _ if d == 1 => Expr::Const(0),
            Expr::Const(x) => Expr::Const(x % d),
            Expr::Mul(x, c) => match *c {
                Expr::Const(c) if c % d == 0 => Expr::Const(0),
                c => keep(Expr::Mul(x, Box::new(c))),
            },
            // `(x % c) % d` with d | c is `x % d`.
            Expr::Rem(x, c) => match *c {
                Expr::Const(c) if c % d == 0 => Expr::remainder(*x, Expr::Const(d)),
                c => keep(Expr::Rem(x, Box::new(c))),
            },
            a => keep(a),
        }
    }

    /// Evaluates with the runtime values of `env`; a missing variable, a division by zero or an
    /// overflow is an error (the expression came from a caller, not from the solver alone).
    pub fn eval(&self, env: &HashMap<String, u64>) -> Result<u64, DimsError> {
        let bin = |a: &Expr, b: &Expr| Ok::<_, DimsError>((a.eval(env)?, b.eval(env)?));
        let overflow = || DimsError::new(format!("overflow evaluating `{self}`"));
        match self {
            Expr::Const(c) => Ok(*c),
            Expr::Var(v) => env
                .get(v)
                .copied()
                .ok_or_else(|| DimsError::new(format!("no value for `{v}`"))),
            Expr::Add(a, b) => {
                let (x, y) = bin(a, b)?;
                x.checked_add(y).ok_or_else(overflow)
            }
            Expr::Mul(a, b) => {
                let (x, y) = bin(a, b)?;
                x.checked_mul(y).ok_or_else(overflow)
            }
            Expr::Div(a, b) | Expr::Rem(a, b) => {
                let (x, y) = bin(a, b)?;
                if y == 0 {
                    return Err(DimsError::new(format!(
                        "division by zero evaluating `{self}`"
                    )));
                }
                Ok(if matches!(self, Expr::Div(..)) {
                    x / y
                } else {
                    x % y
                })
            }
        }
    }

    /// Binding strength for printing: sums bind loosest.
    fn level(&self) -> u8 {
        match self {
            Expr::Add(..) => 0,
            Expr::Mul(..) | Expr::Div(..) | Expr::Rem(..) => 1,
            Expr::Const(_) | Expr::Var(_) => 2,
        }
    }
}

impl From<u64> for Expr {
    fn from(c: u64) -> Expr {
        Expr::Const(c)
    }
}

// The operators simplify as they build (see [`Expr`]).
macro_rules! op {
    ($trait:ident, $method:ident, $build:ident) => {
        impl<T: Into<Expr>> std::ops::$trait<T> for Expr {
            type Output = Expr;
            fn $method(self, rhs: T) -> Expr {
                Expr::$build(self, rhs.into())
            }
        }
    };
}
op!(Add, add, sum);
op!(Mul, mul, product);
op!(Div, div, quotient);
op!(Rem, rem, remainder);

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, op, b) = match self {
            Expr::Const(c) => return write!(f, "{c}"),
            Expr::Var(v) => return write!(f, "{v}"),
            Expr::Add(a, b) => (a, "+", b),
            Expr::Mul(a, b) => (a, "*", b),
            Expr::Div(a, b) => (a, "/", b),
            Expr::Rem(a, b) => (a, "%", b),
        };
        // Left-associative: the left operand needs parentheses only if it binds looser, the
        // right one also at equal strength (`a / (b * c)`), except for sums.
        let lp = a.level() < self.level();
        let rp = b.level() < self.level() || (b.level() == self.level() && self.level() == 1);
        let paren = |e: &Expr, p: bool| if p { format!("({e})") } else { e.to_string() };
        write!(f, "{} {op} {}", paren(a, lp), paren(b, rp))
    }
}
