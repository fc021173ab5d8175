//! Typing of front-end expressions: computes each expression's type or the reason it is
//! ill-formed, and makes every implicit conversion explicit in the result ([`Typed`]), so that
//! the lowering (and any evaluator) can follow the tree node by node.

use super::conv::{self, ArithKind};
use super::parse::{
    self, Aliases, BinOp, CmpOp, Expr, NanMode, Padding, Rounding, Subnormals, TArg, Tag,
};
use super::rule::{ill, IllFormed, Rule};
use super::scalar::{IntKind, Platform, Pointee, Scalar};
use super::shape::{shape_to_string, CxxType, PartitionView, TileLike};

/// Variables and type aliases an expression is typed against.
#[derive(Clone, Debug, Default)]
pub struct Env {
    pub platform: Platform,
    /// In declaration order (the lowering's parameter order).
    pub vars: Vec<(String, CxxType)>,
    pub aliases: Aliases,
}

impl Env {
    pub fn new(platform: Platform) -> Env {
        Env {
            platform,
            vars: vec![],
            aliases: Aliases::new(),
        }
    }

    /// Declares a variable from `name=type` text.
    pub fn declare(&mut self, spec: &str) -> Result<(), IllFormed> {
        let (n, t) = parse::parse_var(spec, &self.platform, &self.aliases)?;
        self.declare_typed(&n, t)
    }

    pub fn declare_typed(&mut self, name: &str, t: CxxType) -> Result<(), IllFormed> {
        if self.vars.iter().any(|(v, _)| v == name) {
            return ill(Rule::Syntax, format!("variable '{name}' declared twice"));
        }
        if matches!(t, CxxType::Void) {
            return ill(
                Rule::Syntax,
                format!("variable '{name}' cannot have type void"),
            );
        }
        self.vars.push((name.to_string(), t));
        Ok(())
    }

    /// Declares a type alias from `name=type` text (`using name = type;`).
    pub fn alias(&mut self, spec: &str) -> Result<(), IllFormed> {
        let (n, t) = parse::parse_var(spec, &self.platform, &self.aliases)?;
        self.aliases.insert(n, t);
        Ok(())
    }

    pub fn var(&self, name: &str) -> Option<&CxxType> {
        self.vars.iter().find(|(v, _)| v == name).map(|(_, t)| t)
    }

    /// Parses and types an expression.
    pub fn check(&self, src: &str) -> Result<Typed, IllFormed> {
        let e = parse::parse_expr(src, &self.platform, &self.aliases)?;
        self.check_expr(&e)
    }
}

/// Numeric modifiers given to an operation (absent means the default mode).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    pub rounding: Option<Rounding>,
    pub subnormals: Option<Subnormals>,
    pub nan: Option<NanMode>,
}

impl Mods {
    /// Round Subnormals to Zero requested.
    pub fn ftz(&self) -> bool {
        self.subnormals == Some(Subnormals::ToZero)
    }
}

/// The assumption functions, with their constant arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Assumption {
    Blocked {
        shape: Vec<u64>,
    },
    Bounded {
        lb: i128,
        ub: i128,
    },
    BoundedAbove {
        ub: i128,
    },
    BoundedBelow {
        lb: i128,
    },
    Divisible {
        div: i128,
    },
    DivisibleStrided {
        div: i128,
        stride: i128,
        dim: i128,
    },
    Aligned {
        align: i128,
    },
    AlignedStrided {
        align: i128,
        stride: i128,
        dim: i128,
    },
}

/// The builtin operators applied to two scalars follow core C++; everything else follows the
/// Tile C++ rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    Builtin,
    Tile,
}

/// A typed expression; every implicit conversion appears as its own node.
#[derive(Clone, Debug, PartialEq)]
pub struct Typed {
    pub ty: CxxType,
    pub node: Node,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Var(String),
    /// An integral constant of scalar type `ty` (the value is within the type's range).
    IntConst(i128),
    /// A floating constant of scalar type `ty` (the value is exactly representable in it).
    FloatConst(f64),
    /// Tile conversion (elementwise scalar conversion) of the operand to `ty`; same shape.
    Convert(Box<Typed>),
    /// Broadcast conversion of the operand to the shape of `ty` (a `ct::tile`). Broadcasting a
    /// scalar to `ct::shape<>` only changes the kind of object.
    Broadcast(Box<Typed>),
    /// Unary minus of an operand of type `ty`.
    Neg(Box<Typed>),
    /// `lhs op rhs` with both operands already of type `ty`.
    Binary {
        op: BinOp,
        flavor: Flavor,
        lhs: Box<Typed>,
        rhs: Box<Typed>,
        mods: Mods,
    },
    /// A comparison; both operands have one type, `ty` is its bool tile.
    Compare {
        op: CmpOp,
        lhs: Box<Typed>,
        rhs: Box<Typed>,
    },
    /// `min`/`max` with both operands of type `ty`.
    MinMax {
        max: bool,
        lhs: Box<Typed>,
        rhs: Box<Typed>,
        mods: Mods,
    },
    Assume {
        what: Assumption,
        value: Box<Typed>,
    },
    /// `iota<T>()`: element k (row-major) is k converted to the element type.
    Iota,
    /// `full<T>(v)`: `v`, already converted to the element type, in every element.
    Full(Box<Typed>),
    /// Pointer tile plus integral tile, both already of shape `ty` (pointer arithmetic).
    PtrOffset {
        ptr: Box<Typed>,
        offset: Box<Typed>,
    },
    /// `load(ptrs)`: one element through each pointer.
    LoadPtr(Box<Typed>),
    /// `view.load…(idx…)`: indices converted to the view's index type.
    ViewLoad {
        view: String,
        idx: Vec<Typed>,
        padding: Option<Padding>,
    },
    /// `view.store(value, idx…)`: value converted to the view tile type.
    ViewStore {
        view: String,
        value: Box<Typed>,
        idx: Vec<Typed>,
    },
}

impl Typed {
    pub fn tile_like(&self) -> Option<&TileLike> {
        self.ty.tile_like()
    }
    fn tl(&self) -> &TileLike {
        self.ty.tile_like().expect("tile like")
    }
}

fn tile_ty(t: TileLike) -> CxxType {
    CxxType::Tile(t)
}

/// Converts `e` (tile like) to `target`: broadcast conversion first when the shape or the kind
/// of object changes, then tile conversion of the elements.
pub fn coerce(e: Typed, target: &TileLike) -> Typed {
    let src = e.tl().clone();
    let mut e = e;
    if let TileLike::Tile { shape, .. } = target {
        if src.is_scalar() || src.shape() != shape.as_slice() {
            e = Typed {
                ty: tile_ty(TileLike::Tile {
                    elem: src.elem(),
                    shape: shape.clone(),
                }),
                node: Node::Broadcast(Box::new(e)),
            };
        }
    }
    if e.tl() != target {
        e = Typed {
            ty: tile_ty(target.clone()),
            node: Node::Convert(Box::new(e)),
        };
    }
    e
}

fn integral_constant(e: &Expr) -> Option<i128> {
    match e {
        Expr::Ic(v) => Some(*v),
        _ => None,
    }
}

impl Env {
    fn p(&self) -> &Platform {
        &self.platform
    }

    fn tile_operand(&self, e: &Expr, what: &str) -> Result<Typed, IllFormed> {
        let t = self.check_expr(e)?;
        match &t.ty {
            CxxType::Tile(_) => Ok(t),
            other => ill(
                Rule::Syntax,
                format!("{what} must be tile like, but has type {other}"),
            ),
        }
    }

    /// Types an expression.
    pub fn check_expr(&self, e: &Expr) -> Result<Typed, IllFormed> {
        let p = self.p();
        match e {
            Expr::Var(n) => match self.var(n) {
                Some(t) => Ok(Typed {
                    ty: t.clone(),
                    node: Node::Var(n.clone()),
                }),
                None => ill(Rule::Syntax, format!("unknown variable '{n}'")),
            },
            Expr::Int(v, k) => Ok(Typed {
                ty: tile_ty(TileLike::Scalar(Scalar::Int(*k))),
                node: Node::IntConst(*v),
            }),
            Expr::Float(v, k) => Ok(Typed {
                ty: tile_ty(TileLike::Scalar(Scalar::Float(*k))),
                node: Node::FloatConst(*v),
            }),
            Expr::Ic(v) => ill(
                Rule::Syntax,
                format!("the integral constant {v}_ic may only be an argument of an assumption"),
            ),
            Expr::Tag(t) => ill(
                Rule::Syntax,
                format!("{} may only be an argument of an operation", t.name()),
            ),
            Expr::Shape(_) => ill(
                Rule::Syntax,
                "a shape value may only be an argument of assume_blocked",
            ),
            Expr::Plus(x) => {
                let t = self.tile_operand(x, "the operand of unary +")?;
                let tl = t.tl().clone();
                if !tl.elem().is_arithmetic() {
                    return ill(
                        Rule::ArithmeticScalar,
                        format!("unary + needs an arithmetic operand, not {tl}"),
                    );
                }
                if tl.is_scalar() {
                    // Builtin unary plus: integral promotion.
                    let pt = conv::arithmetic_tile_promotion(&tl, p);
                    return Ok(coerce(t, &pt));
                }
                Ok(t)
            }
            Expr::Neg(x) => self.neg(x),
            Expr::Bin(op, l, r) => self.binary(*op, l, r, Flavor::Builtin, Mods::default()),
            Expr::Cmp(op, l, r) => self.compare(*op, l, r),
            Expr::Call { name, targs, args } => self.call(name, targs, args),
            Expr::Method { recv, name, args } => self.method(recv, name, args),
        }
    }

    fn neg(&self, x: &Expr) -> Result<Typed, IllFormed> {
        let p = self.p();
        let t = self.tile_operand(x, "the operand of unary -")?;
        let tl = t.tl().clone();
        if !tl.elem().is_arithmetic() {
            return ill(
                Rule::ArithmeticScalar,
                format!("unary - needs an arithmetic operand, not {tl}"),
            );
        }
        if tl.is_scalar() {
            // Builtin unary minus: integral promotion, then negation; constants fold.
            let pt = conv::arithmetic_tile_promotion(&tl, p);
            let e = coerce(t, &pt);
            return Ok(match (&e.node, pt.elem()) {
                (Node::IntConst(v), Scalar::Int(k)) => {
                    let m = 1i128 << k.bitwidth(p);
                    let mut r = (-v).rem_euclid(m);
                    if r > k.max_value(p) {
                        r -= m;
                    }
                    Typed {
                        ty: e.ty.clone(),
                        node: Node::IntConst(r),
                    }
                }
                (Node::FloatConst(v), _) => Typed {
                    ty: e.ty.clone(),
                    node: Node::FloatConst(-v),
                },
                _ => Typed {
                    ty: e.ty.clone(),
                    node: Node::Neg(Box::new(e)),
                },
            });
        }
        Ok(Typed {
            ty: t.ty.clone(),
            node: Node::Neg(Box::new(t)),
        })
    }

    /// `l op r` (operators use `Flavor::Builtin` and switch to the tile rules when an operand is a
    /// `ct::tile`; the named functions always use the tile rules).
    fn binary(
        &self,
        op: BinOp,
        l: &Expr,
        r: &Expr,
        flavor: Flavor,
        mods: Mods,
    ) -> Result<Typed, IllFormed> {
        let p = self.p();
        let lt = self.tile_operand(l, "an operand")?;
        let rt = self.tile_operand(r, "an operand")?;
        let (a, b) = (lt.tl().clone(), rt.tl().clone());
        // Pointer arithmetic: pointer tile + integral tile.
        if op == BinOp::Add
            && flavor == Flavor::Builtin
            && (a.elem().is_pointer() || b.elem().is_pointer())
        {
            return self.ptr_offset(lt, rt);
        }
        let flavor = if flavor == Flavor::Builtin && a.is_scalar() && b.is_scalar() {
            Flavor::Builtin
        } else {
            Flavor::Tile
        };
        let target = if flavor == Flavor::Builtin {
            TileLike::Scalar(conv::builtin_arithmetic_conversion(a.elem(), b.elem(), p)?)
        } else {
            conv::arithmetic_conversion(ArithKind::Tile, &a, &b, p)?
        };
        if op == BinOp::Rem && !target.elem().is_integral() {
            return ill(
                Rule::BuiltinRemainder,
                format!("% needs integral operands, but the operands convert to {target} (operator% on tiles follows the builtin operator)"),
            );
        }
        self.check_mods(
            &mods,
            target.elem(),
            if op == BinOp::Div { "div" } else { "arith" },
        )?;
        let lhs = coerce(lt, &target);
        let rhs = coerce(rt, &target);
        Ok(Typed {
            ty: tile_ty(target),
            node: Node::Binary {
                op,
                flavor,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
                mods,
            },
        })
    }

    fn ptr_offset(&self, lt: Typed, rt: Typed) -> Result<Typed, IllFormed> {
        let p = self.p();
        let (ptr, off) = if lt.tl().elem().is_pointer() {
            (lt, rt)
        } else {
            (rt, lt)
        };
        let (a, b) = (ptr.tl().clone(), off.tl().clone());
        if !b.elem().is_integral() || b.elem().is_bool() {
            return ill(
                Rule::FrontEndFunction,
                format!("pointer arithmetic needs an integral offset, not {b}"),
            );
        }
        let Scalar::Ptr(q) = a.elem() else {
            unreachable!()
        };
        if q.pointee == Pointee::Void {
            return ill(
                Rule::FrontEndFunction,
                "pointer arithmetic on void* is not defined",
            );
        }
        let shape = conv::tile_mutual_broadcast_shape(&a, &b, p)?;
        let (ta, tb) = if a.is_scalar() && b.is_scalar() {
            (a.clone(), b.clone())
        } else {
            (
                TileLike::Tile {
                    elem: a.elem(),
                    shape: shape.clone(),
                },
                TileLike::Tile {
                    elem: b.elem(),
                    shape,
                },
            )
        };
        let ptr = coerce(ptr, &ta);
        let off = coerce(off, &tb);
        Ok(Typed {
            ty: tile_ty(ta),
            node: Node::PtrOffset {
                ptr: Box::new(ptr),
                offset: Box::new(off),
            },
        })
    }

    fn compare(&self, op: CmpOp, l: &Expr, r: &Expr) -> Result<Typed, IllFormed> {
        let p = self.p();
        let lt = self.tile_operand(l, "an operand")?;
        let rt = self.tile_operand(r, "an operand")?;
        let (a, b) = (lt.tl().clone(), rt.tl().clone());
        let target = if a.is_scalar() && b.is_scalar() {
            TileLike::Scalar(conv::builtin_arithmetic_conversion(a.elem(), b.elem(), p)?)
        } else {
            conv::arithmetic_conversion(ArithKind::Comparison, &a, &b, p)?
        };
        let result = target.with_elem(Scalar::BOOL);
        let lhs = coerce(lt, &target);
        let rhs = coerce(rt, &target);
        Ok(Typed {
            ty: tile_ty(result),
            node: Node::Compare {
                op,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            },
        })
    }

    /// Validates numeric modifiers against the operation (`arith`: add/sub/mul, `div`, `minmax`)
    /// and the element type the operands convert to.
    fn check_mods(&self, m: &Mods, e: Scalar, op: &str) -> Result<(), IllFormed> {
        if let Some(r) = m.rounding {
            if op == "minmax" {
                return ill(
                    Rule::RoundingMode,
                    format!("min and max take no rounding mode ({} given)", r.name()),
                );
            }
            if !e.is_basic_floating() {
                return ill(
                    Rule::RoundingMode,
                    format!(
                        "{} applies to floating point operations, but the operation is on {e}",
                        r.name()
                    ),
                );
            }
            if !r.is_precise() {
                if op != "div" {
                    return ill(
                        Rule::RoundingMode,
                        format!(
                            "the imprecise rounding mode {} is supported only by div",
                            r.name()
                        ),
                    );
                }
                if e != Scalar::FLOAT {
                    return ill(
                        Rule::RoundingMode,
                        format!(
                            "the imprecise rounding mode {} is supported only for float, not {e}",
                            r.name()
                        ),
                    );
                }
            }
        }
        if let Some(s) = m.subnormals {
            if !e.is_basic_floating() {
                return ill(Rule::SubnormalsRoundingMode, format!("subnormals rounding modes apply to floating point operations, but the operation is on {e}"));
            }
            if s == Subnormals::ToZero && e != Scalar::FLOAT {
                return ill(
                    Rule::SubnormalsRoundingMode,
                    format!("round_subnormals_to_zero is supported only for float, not {e}"),
                );
            }
        }
        if let Some(n) = m.nan {
            if op != "minmax" {
                return ill(
                    Rule::NanPropagationMode,
                    "NaN propagation modes apply only to maximum and minimum operations",
                );
            }
            let _ = n;
            if !e.is_basic_floating() {
                return ill(
                    Rule::NanPropagationMode,
                    format!("NaN propagation modes apply to floating point operands, not {e}"),
                );
            }
        }
        Ok(())
    }

    /// Splits the trailing tag arguments of a call into modifiers.
    fn split_mods<'e>(
        &self,
        name: &str,
        args: &'e [Expr],
    ) -> Result<(Vec<&'e Expr>, Mods), IllFormed> {
        let mut plain = vec![];
        let mut m = Mods::default();
        for a in args {
            match a {
                Expr::Tag(t) => {
                    let dup = match t {
                        Tag::Rounding(r) => m.rounding.replace(*r).is_some(),
                        Tag::Subnormals(s) => m.subnormals.replace(*s).is_some(),
                        Tag::Nan(n) => m.nan.replace(*n).is_some(),
                        Tag::Padding(_) => {
                            return ill(
                                Rule::ViewPadding,
                                format!("{} is a view padding; {name} takes none", t.name()),
                            )
                        }
                    };
                    if dup {
                        return ill(
                            Rule::Syntax,
                            format!("{name}: more than one modifier of the kind of {}", t.name()),
                        );
                    }
                }
                other => {
                    if !m.eq(&Mods::default()) {
                        return ill(
                            Rule::Syntax,
                            format!("{name}: modifiers must follow the operands"),
                        );
                    }
                    plain.push(other)
                }
            }
        }
        Ok((plain, m))
    }

    fn call(&self, name: &str, targs: &[TArg], args: &[Expr]) -> Result<Typed, IllFormed> {
        let p = self.p();
        let arity = |n: usize, got: usize| -> Result<(), IllFormed> {
            if n != got {
                ill(
                    Rule::Syntax,
                    format!("{name} takes {n} operand(s), {got} given"),
                )
            } else {
                Ok(())
            }
        };
        match name {
            "add" | "sub" | "mul" | "div" => {
                let (plain, mods) = self.split_mods(name, args)?;
                arity(2, plain.len())?;
                let op = match name {
                    "add" => BinOp::Add,
                    "sub" => BinOp::Sub,
                    "mul" => BinOp::Mul,
                    _ => BinOp::Div,
                };
                self.binary(op, plain[0], plain[1], Flavor::Tile, mods)
            }
            "min" | "max" => {
                let (plain, mods) = self.split_mods(name, args)?;
                arity(2, plain.len())?;
                let lt = self.tile_operand(plain[0], "an operand")?;
                let rt = self.tile_operand(plain[1], "an operand")?;
                let target = conv::arithmetic_conversion(ArithKind::Tile, lt.tl(), rt.tl(), p)?;
                self.check_mods(&mods, target.elem(), "minmax")?;
                let lhs = coerce(lt, &target);
                let rhs = coerce(rt, &target);
                Ok(Typed {
                    ty: tile_ty(target),
                    node: Node::MinMax {
                        max: name == "max",
                        lhs: Box::new(lhs),
                        rhs: Box::new(rhs),
                        mods,
                    },
                })
            }
            n if n.starts_with("assume_") => self.assume(n, args),
            "iota" | "full" => {
                let [TArg::Type(CxxType::Tile(t))] = targs else {
                    return ill(
                        Rule::FrontEndFunction,
                        format!("{name}<T> needs one tile type argument"),
                    );
                };
                if t.is_scalar() {
                    return ill(
                        Rule::FrontEndFunction,
                        format!("{name}<T> needs a ct::tile type, not the scalar {t}"),
                    );
                }
                if name == "iota" {
                    arity(0, args.len())?;
                    if !t.elem().is_arithmetic() || t.elem().is_bool() {
                        return ill(
                            Rule::FrontEndFunction,
                            format!(
                                "iota<T> needs an arithmetic element type other than bool, not {}",
                                t.elem()
                            ),
                        );
                    }
                    return Ok(Typed {
                        ty: tile_ty(t.clone()),
                        node: Node::Iota,
                    });
                }
                arity(1, args.len())?;
                let v = self.tile_operand(&args[0], "the value of full")?;
                let vt = v.tl().clone();
                if !vt.is_scalar() {
                    return ill(
                        Rule::FrontEndFunction,
                        format!("full<T>(v) needs a scalar v, not {vt}"),
                    );
                }
                conv::scalar_conversion(vt.elem(), t.elem(), p)?;
                let v = coerce(v, &TileLike::Scalar(t.elem()));
                Ok(Typed {
                    ty: tile_ty(t.clone()),
                    node: Node::Full(Box::new(v)),
                })
            }
            "convert" => {
                let [TArg::Type(CxxType::Tile(t))] = targs else {
                    return ill(
                        Rule::FrontEndFunction,
                        "convert<T> needs one tile like type argument",
                    );
                };
                arity(1, args.len())?;
                let x = self.tile_operand(&args[0], "the operand of convert")?;
                conv::tile_conversion(x.tl(), t, p)?;
                Ok(coerce(x, t))
            }
            "broadcast" => {
                let [TArg::Shape(s)] = targs else {
                    return ill(
                        Rule::FrontEndFunction,
                        "broadcast<S> needs one shape argument",
                    );
                };
                arity(1, args.len())?;
                let x = self.tile_operand(&args[0], "the operand of broadcast")?;
                let t = conv::broadcast_conversion(x.tl(), s, p)?;
                // Always a ct::tile, even from a scalar to ct::shape<>.
                Ok(Typed {
                    ty: tile_ty(t),
                    node: Node::Broadcast(Box::new(x)),
                })
            }
            "load" => {
                arity(1, args.len())?;
                let x = self.tile_operand(&args[0], "the operand of load")?;
                let t = x.tl().clone();
                let Scalar::Ptr(q) = t.elem() else {
                    return ill(
                        Rule::FrontEndFunction,
                        format!("load(p) needs a pointer tile, not {t}"),
                    );
                };
                let elem = match q.pointee {
                    Pointee::Void => {
                        return ill(Rule::FrontEndFunction, "load(p) cannot load through void*")
                    }
                    Pointee::Int(k) => Scalar::Int(k),
                    Pointee::Float(f) => Scalar::Float(f),
                };
                Ok(Typed {
                    ty: tile_ty(t.with_elem(elem)),
                    node: Node::LoadPtr(Box::new(x)),
                })
            }
            _ => ill(Rule::Syntax, format!("unknown function '{name}'")),
        }
    }

    fn assume(&self, name: &str, args: &[Expr]) -> Result<Typed, IllFormed> {
        let p = self.p();
        let rule = match name {
            "assume_blocked" => Rule::AssumeBlocked,
            "assume_bounded" => Rule::AssumeBounded,
            "assume_bounded_above" => Rule::AssumeBoundedAbove,
            "assume_bounded_below" => Rule::AssumeBoundedBelow,
            "assume_divisible" => Rule::AssumeDivisible,
            "assume_divisible_strided" => Rule::AssumeDivisibleStrided,
            "assume_aligned" => Rule::AssumeAligned,
            "assume_aligned_strided" => Rule::AssumeAlignedStrided,
            _ => return ill(Rule::Syntax, format!("unknown function '{name}'")),
        };
        let nargs = match rule {
            Rule::AssumeBounded => 3,
            Rule::AssumeDivisibleStrided | Rule::AssumeAlignedStrided => 4,
            _ => 2,
        };
        if args.len() != nargs {
            return ill(
                Rule::Syntax,
                format!("{name} takes {nargs} arguments, {} given", args.len()),
            );
        }
        let x = self.tile_operand(&args[0], "the operand of an assumption")?;
        let t = x.tl().clone();
        let e = t.elem();
        if rule == Rule::AssumeBlocked {
            let Expr::Shape(s) = &args[1] else {
                return ill(Rule::Syntax, "assume_blocked expects a shape such as ct::shape{3_ic, 2_ic} as its second argument");
            };
            if s.contains(&0) {
                return ill(
                    rule,
                    format!(
                        "{} has a zero length extent (condition 1)",
                        shape_to_string(s)
                    ),
                );
            }
            if s.len() != t.rank() {
                return ill(
                    rule,
                    format!(
                        "the rank {} of {t} does not match the rank {} of {} (condition 2)",
                        t.rank(),
                        s.len(),
                        shape_to_string(s)
                    ),
                );
            }
            if !(e.is_integral() || e.is_pointer()) {
                return ill(
                    rule,
                    format!("{t} is neither a pointer tile nor an integral tile (condition 3)"),
                );
            }
            return Ok(Typed {
                ty: x.ty.clone(),
                node: Node::Assume {
                    what: Assumption::Blocked { shape: s.clone() },
                    value: Box::new(x),
                },
            });
        }
        let mut c = vec![];
        for a in &args[1..] {
            match integral_constant(a) {
                Some(v) => c.push(v),
                None => {
                    return ill(
                        Rule::Syntax,
                        format!(
                            "{name} expects integral constants such as 16_ic after its operand"
                        ),
                    )
                }
            }
        }
        let pointer = matches!(rule, Rule::AssumeAligned | Rule::AssumeAlignedStrided);
        if pointer {
            if !e.is_pointer() {
                return ill(rule, format!("{name} needs a pointer tile, not {t}"));
            }
        } else if !e.is_integral() {
            return ill(rule, format!("{name} needs an integral tile, not {t}"));
        }
        let what = match rule {
            Rule::AssumeBounded | Rule::AssumeBoundedAbove | Rule::AssumeBoundedBelow => {
                let k = e.int().unwrap();
                if k == IntKind::Bool {
                    return ill(rule, "E is bool (condition 1)");
                }
                let l = k.min_value(p);
                let signed_max = if k.is_signed(p) {
                    k.max_value(p)
                } else {
                    k.corresponding_signed_max(p)
                };
                match rule {
                    Rule::AssumeBounded => {
                        let (lb, ub) = (c[0], c[1]);
                        if !(l <= lb && lb <= ub && ub <= signed_max) {
                            return ill(rule, format!("requires {l} <= LB <= UB <= {signed_max}, but LB = {lb} and UB = {ub} (condition 2)"));
                        }
                        Assumption::Bounded { lb, ub }
                    }
                    Rule::AssumeBoundedAbove => {
                        let ub = c[0];
                        if !(l <= ub && ub <= signed_max) {
                            return ill(rule, format!("requires {l} <= UB <= {signed_max}, but UB = {ub} (condition 2)"));
                        }
                        Assumption::BoundedAbove { ub }
                    }
                    _ => {
                        if !k.is_signed(p) {
                            return ill(
                                rule,
                                format!("E is the unsigned type {} (condition 2)", k.name()),
                            );
                        }
                        let lb = c[0];
                        let u = k.max_value(p);
                        if !(l <= lb && lb <= u) {
                            return ill(
                                rule,
                                format!("requires {l} <= LB <= {u}, but LB = {lb} (condition 3)"),
                            );
                        }
                        Assumption::BoundedBelow { lb }
                    }
                }
            }
            Rule::AssumeDivisible | Rule::AssumeAligned => {
                let d = c[0];
                if d <= 0 || (d as u128).count_ones() != 1 {
                    let what = if pointer { "Align" } else { "Div" };
                    return ill(rule, format!("{what} = {d} is not a power of two"));
                }
                if pointer {
                    Assumption::Aligned { align: d }
                } else {
                    Assumption::Divisible { div: d }
                }
            }
            _ => {
                let (d, stride, dim) = (c[0], c[1], c[2]);
                let what = if pointer { "Align" } else { "Div" };
                if d <= 0 || (d as u128).count_ones() != 1 {
                    return ill(
                        rule,
                        format!("{what} = {d} is not a power of two (condition 1)"),
                    );
                }
                if stride <= 0 {
                    return ill(
                        rule,
                        format!("Stride = {stride} is not positive (condition 2)"),
                    );
                }
                if dim < 0 || dim >= t.rank() as i128 {
                    return ill(
                        rule,
                        format!(
                            "D = {dim} is not in [0, {}) for the rank {} of {t} (condition 3)",
                            t.rank(),
                            t.rank()
                        ),
                    );
                }
                if pointer {
                    Assumption::AlignedStrided {
                        align: d,
                        stride,
                        dim,
                    }
                } else {
                    if !e.is_signed_integral(p) {
                        return ill(
                            rule,
                            format!("the element type {e} of {t} is not signed (condition 4)"),
                        );
                    }
                    Assumption::DivisibleStrided {
                        div: d,
                        stride,
                        dim,
                    }
                }
            }
        };
        Ok(Typed {
            ty: x.ty.clone(),
            node: Node::Assume {
                what,
                value: Box::new(x),
            },
        })
    }

    fn method(&self, recv: &Expr, name: &str, args: &[Expr]) -> Result<Typed, IllFormed> {
        let p = self.p();
        let Expr::Var(vname) = recv else {
            return ill(
                Rule::Syntax,
                format!("member call .{name}() needs a partition_view variable"),
            );
        };
        let Some(CxxType::View(view)) = self.var(vname) else {
            return ill(
                Rule::Syntax,
                format!("'{vname}' is not a partition_view variable"),
            );
        };
        let view: &PartitionView = view;
        let rank = view.shape.len();
        let index = view.span.extents.index;
        let convert_indices = |rule: Rule, idx: &[Expr]| -> Result<Vec<Typed>, IllFormed> {
            if idx.len() != rank {
                return ill(
                    rule,
                    format!(
                        "{} indices given for a view shape of rank {rank} (condition 1)",
                        idx.len()
                    ),
                );
            }
            let mut out = vec![];
            for (i, a) in idx.iter().enumerate() {
                let t = self.tile_operand(a, "an index")?;
                let tl = t.tl().clone();
                if !tl.is_scalar() {
                    return ill(rule, format!("index {i} has type {tl}, which is not a scalar, so not scalar convertible to {} (condition 2)", index.name()));
                }
                if let Err(e) = conv::scalar_conversion(tl.elem(), Scalar::Int(index), p) {
                    return ill(rule, format!("index {i}: {} (condition 2)", e.reason));
                }
                out.push(coerce(t, &TileLike::Scalar(Scalar::Int(index))));
            }
            Ok(out)
        };
        match name {
            "load" | "load_masked" => {
                let rule = Rule::PartitionViewLoad;
                let (pad, idx) = match args.first() {
                    Some(Expr::Tag(Tag::Padding(pd))) if name == "load_masked" => (Some(*pd), &args[1..]),
                    Some(Expr::Tag(t)) => return ill(rule, format!("{} is not a view padding accepted by {name}", t.name())),
                    _ => (if name == "load_masked" { Some(Padding::Zero) } else { None }, args),
                };
                if let Some(pd) = pad {
                    if pd != Padding::Zero && !view.span.value.is_basic_floating() {
                        return ill(
                            rule,
                            format!("{} needs a basic floating point element type, but the element type is {} (condition 3)", pd.name(), view.span.value),
                        );
                    }
                }
                let idx = convert_indices(rule, idx)?;
                Ok(Typed { ty: tile_ty(view.view_tile_type()), node: Node::ViewLoad { view: vname.clone(), idx, padding: pad } })
            }
            "store" => {
                let rule = Rule::PartitionViewStore;
                if args.is_empty() {
                    return ill(Rule::Syntax, "store(a, idx…) needs a value");
                }
                let v = self.tile_operand(&args[0], "the stored value")?;
                let vt = v.tl().clone();
                let target = view.view_tile_type();
                match conv::tile_conversion(&vt, &target, p) {
                    Err(e) => return ill(rule, format!("non_narrowing_tile_convertible_to<{vt}, {target}> is not satisfied: {}", e.reason)),
                    Ok(c) if c.narrowing => {
                        return ill(rule, format!("non_narrowing_tile_convertible_to<{vt}, {target}> is not satisfied: {} -> {} narrowing", vt.elem(), target.elem()))
                    }
                    Ok(_) => {}
                }
                if view.span.const_elem {
                    return ill(rule, format!("storeable_tensor_span is not satisfied: the element type {} const is const", view.span.value));
                }
                let idx = convert_indices(rule, &args[1..])?;
                let value = coerce(v, &target);
                Ok(Typed { ty: CxxType::Void, node: Node::ViewStore { view: vname.clone(), value: Box::new(value), idx } })
            }
            _ => ill(Rule::Syntax, format!("partition_view has no member '{name}' in this front end (load, load_masked, store)")),
        }
    }
}
