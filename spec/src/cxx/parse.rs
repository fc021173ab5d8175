//! The front end's parser: C++ type spellings (scalars, `ct::tile`, `ct::tensor_span`,
//! `ct::partition_view`, extents) and expressions.
//!
//! Types: `int`, `unsigned long long`, `int32_t` (platform aliases), `__half`, `double const*`,
//! `ct::tile<float, ct::shape<4, 8>>`, the short forms `tile<float,1x2>` and `tile<float>` (rank 0),
//! `ct::tile<int, ct::extents<uint32_t, 4, 8>>`, `tensor_span<float const, 4x?>` (default index
//! type `size_t`), `tensor_span<float, extents<int32_t, 4, 11>, strides<11, 1>>`,
//! `partition_view<tensor_span<float, 4x11>, shape<2, 4>>`.
//!
//! Expressions: literals (C++ integer and floating literals with suffixes, hex floats, `true`,
//! `false`, integral constants `16_ic`), variables, unary `-`/`+`, binary `* / % + -`, comparisons,
//! parentheses, calls `name(args)` and `name<type>(args)` with an optional `ct::` or
//! `cuda::tiles::` qualification, member calls `p.load(…)`, tags such as `round_toward_zero`,
//! `ct::round_toward_negative_t{}`, and shape values `ct::shape{3_ic, 2_ic}`.

use super::rule::{ill, IllFormed, Rule};
use super::scalar::{Cv, FloatKind, IntKind, Platform, Pointee, PtrScalar, Scalar};
use super::shape::{check_tile_compatible, CxxType, Extents, PartitionView, TensorSpan, TileLike};
use std::collections::HashMap;

/// Numeric modifiers and view paddings written as arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tag {
    Rounding(Rounding),
    Subnormals(Subnormals),
    Nan(NanMode),
    Padding(Padding),
}

/// Rounding Mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    TiesToEven,
    TowardZero,
    TowardNegative,
    TowardPositive,
    Approximate,
    Full,
}

impl Rounding {
    pub fn is_precise(self) -> bool {
        !matches!(self, Rounding::Approximate | Rounding::Full)
    }
    pub fn name(self) -> &'static str {
        match self {
            Rounding::TiesToEven => "round_ties_to_even",
            Rounding::TowardZero => "round_toward_zero",
            Rounding::TowardNegative => "round_toward_negative",
            Rounding::TowardPositive => "round_toward_positive",
            Rounding::Approximate => "round_approximate",
            Rounding::Full => "round_full",
        }
    }
}

/// Subnormals Rounding Mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subnormals {
    Preserve,
    ToZero,
}

/// NaN Propagation Mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NanMode {
    Suppress,
    Propagate,
}

/// View Padding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Padding {
    Zero,
    PosInf,
    NegInf,
    Nan,
}

impl Padding {
    pub fn name(self) -> &'static str {
        match self {
            Padding::Zero => "view_padding_zero",
            Padding::PosInf => "view_padding_positive_infinity",
            Padding::NegInf => "view_padding_negative_infinity",
            Padding::Nan => "view_padding_nan",
        }
    }
}

impl Tag {
    pub fn name(self) -> &'static str {
        match self {
            Tag::Rounding(r) => r.name(),
            Tag::Subnormals(Subnormals::Preserve) => "preserve_subnormals",
            Tag::Subnormals(Subnormals::ToZero) => "round_subnormals_to_zero",
            Tag::Nan(NanMode::Suppress) => "suppress_nan",
            Tag::Nan(NanMode::Propagate) => "propagate_nan",
            Tag::Padding(p) => p.name(),
        }
    }

    /// Recognizes a tag by name, with or without the `_t` suffix.
    pub fn from_name(s: &str) -> Option<Tag> {
        let s = s.strip_suffix("_t").unwrap_or(s);
        Some(match s {
            "round_ties_to_even" | "round_nearest_even" => Tag::Rounding(Rounding::TiesToEven),
            "round_toward_zero" => Tag::Rounding(Rounding::TowardZero),
            "round_toward_negative" => Tag::Rounding(Rounding::TowardNegative),
            "round_toward_positive" => Tag::Rounding(Rounding::TowardPositive),
            "round_approximate" | "round_approx" => Tag::Rounding(Rounding::Approximate),
            "round_full" => Tag::Rounding(Rounding::Full),
            "preserve_subnormals" => Tag::Subnormals(Subnormals::Preserve),
            "round_subnormals_to_zero" => Tag::Subnormals(Subnormals::ToZero),
            "suppress_nan" => Tag::Nan(NanMode::Suppress),
            "propagate_nan" => Tag::Nan(NanMode::Propagate),
            "view_padding_zero" => Tag::Padding(Padding::Zero),
            "view_padding_positive_infinity" | "view_padding_pos_inf" => {
                Tag::Padding(Padding::PosInf)
            }
            "view_padding_negative_infinity" | "view_padding_neg_inf" => {
                Tag::Padding(Padding::NegInf)
            }
            "view_padding_nan" => Tag::Padding(Padding::Nan),
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
}

/// A template argument.
#[derive(Clone, Debug, PartialEq)]
pub enum TArg {
    Type(CxxType),
    /// A shape argument written `4x8` or `ct::shape<4, 8>`.
    Shape(Vec<u64>),
}

/// An expression as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Var(String),
    /// An integer literal with its C++ type.
    Int(i128, IntKind),
    /// A floating literal: its value, already rounded to its type, and the type.
    Float(f64, FloatKind),
    /// `N_ic`: an integral constant (`ct::integral_constant`).
    Ic(i128),
    Neg(Box<Expr>),
    Plus(Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
    Call {
        name: String,
        targs: Vec<TArg>,
        args: Vec<Expr>,
    },
    Method {
        recv: Box<Expr>,
        name: String,
        args: Vec<Expr>,
    },
    Tag(Tag),
    /// `ct::shape{3_ic, 2_ic}` or `ct::shape<3, 2>{}`.
    Shape(Vec<u64>),
}

/// Type aliases known to the parser (`using f32x8 = ct::tile<float, ct::shape<8>>;`).
pub type Aliases = HashMap<String, CxxType>;

pub struct Parser<'a> {
    src: &'a str,
    pos: usize,
    p: &'a Platform,
    aliases: &'a Aliases,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Parses a whole type.
pub fn parse_type(src: &str, p: &Platform, aliases: &Aliases) -> Result<CxxType, IllFormed> {
    let mut ps = Parser {
        src,
        pos: 0,
        p,
        aliases,
    };
    let t = ps.ty()?;
    ps.end()?;
    Ok(t)
}

/// Parses an extents type (`ct::extents<uint32_t, 4, ct::dynamic_extent>`, `ct::shape<4, 8>`,
/// `4x?`); the index type defaults to `default_index` for the short form.
pub fn parse_extents(
    src: &str,
    p: &Platform,
    default_index: IntKind,
) -> Result<Extents, IllFormed> {
    let aliases = Aliases::new();
    let mut ps = Parser {
        src,
        pos: 0,
        p,
        aliases: &aliases,
    };
    let e = ps.extents_spec(default_index)?;
    ps.end()?;
    Ok(e)
}

/// Parses an expression.
pub fn parse_expr(src: &str, p: &Platform, aliases: &Aliases) -> Result<Expr, IllFormed> {
    let mut ps = Parser {
        src,
        pos: 0,
        p,
        aliases,
    };
    let e = ps.expr()?;
    ps.end()?;
    Ok(e)
}

/// Parses `name=type`, as given to `--var`.
pub fn parse_var(
    src: &str,
    p: &Platform,
    aliases: &Aliases,
) -> Result<(String, CxxType), IllFormed> {
    let Some((n, t)) = src.split_once('=') else {
        return ill(Rule::Syntax, format!("expected NAME=TYPE, got '{src}'"));
    };
    let n = n.trim();
    if n.is_empty() || !is_ident_start(n.as_bytes()[0]) || !n.bytes().all(is_ident_char) {
        return ill(Rule::Syntax, format!("'{n}' is not a variable name"));
    }
    Ok((n.to_string(), parse_type(t, p, aliases)?))
}

impl<'a> Parser<'a> {
    fn bytes(&self) -> &'a [u8] {
        self.src.as_bytes()
    }

    fn ws(&mut self) {
        while self.pos < self.src.len() && self.bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> u8 {
        self.ws();
        self.bytes().get(self.pos).copied().unwrap_or(0)
    }

    fn looking_at(&mut self, s: &str) -> bool {
        self.ws();
        self.src[self.pos..].starts_with(s)
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.looking_at(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn err<T>(&self, msg: impl Into<String>) -> Result<T, IllFormed> {
        ill(
            Rule::Syntax,
            format!("{} (at offset {} of '{}')", msg.into(), self.pos, self.src),
        )
    }

    fn expect(&mut self, s: &str) -> Result<(), IllFormed> {
        if self.eat(s) {
            Ok(())
        } else {
            let found = self.src[self.pos..].chars().take(12).collect::<String>();
            self.err(format!("expected '{s}', found '{found}'"))
        }
    }

    fn end(&mut self) -> Result<(), IllFormed> {
        self.ws();
        if self.pos != self.src.len() {
            return self.err(format!("unexpected '{}'", &self.src[self.pos..]));
        }
        Ok(())
    }

    fn peek_ident(&mut self) -> Option<&'a str> {
        self.ws();
        let b = self.bytes();
        if self.pos < b.len() && is_ident_start(b[self.pos]) {
            let mut e = self.pos;
            while e < b.len() && is_ident_char(b[e]) {
                e += 1;
            }
            Some(&self.src[self.pos..e])
        } else {
            None
        }
    }

    fn ident(&mut self) -> Result<&'a str, IllFormed> {
        match self.peek_ident() {
            Some(s) => {
                self.pos += s.len();
                Ok(s)
            }
            None => self.err("expected an identifier"),
        }
    }

    /// A possibly qualified name with the `ct::` / `cuda::tiles::` / `std::` qualifiers kept in
    /// the result only for `std::`.
    fn qualified(&mut self) -> Result<String, IllFormed> {
        self.eat("::");
        let mut parts = vec![self.ident()?.to_string()];
        while self.looking_at("::") && !self.src[self.pos + 2..].trim_start().starts_with('*') {
            self.pos += 2;
            parts.push(self.ident()?.to_string());
        }
        let mut i = 0;
        while i < parts.len() - 1 && matches!(parts[i].as_str(), "ct" | "cuda" | "tiles") {
            i += 1;
        }
        Ok(parts[i..].join("::"))
    }

    fn cv(&mut self) -> Cv {
        let mut cv = Cv::NONE;
        loop {
            match self.peek_ident() {
                Some("const") => {
                    self.pos += 5;
                    cv.c = true;
                }
                Some("volatile") => {
                    self.pos += 8;
                    cv.v = true;
                }
                _ => return cv,
            }
        }
    }

    // ---------------------------------------------------------------- types

    /// A type; top-level cv-qualifiers are accepted and dropped (tile like types are "possibly
    /// cv-qualified"; the value computations ignore them).
    pub fn ty(&mut self) -> Result<CxxType, IllFormed> {
        let (t, _) = self.ty_cv()?;
        Ok(t)
    }

    /// A type and the cv-qualifiers of its (non-pointer) base.
    fn ty_cv(&mut self) -> Result<(CxxType, Cv), IllFormed> {
        let mut cv = self.cv();
        let start = self.pos;
        let name = self.qualified()?;
        let base = match name.as_str() {
            "tile" => {
                let t = self.tile_type()?;
                CxxType::Tile(t)
            }
            "tensor_span" => {
                return self.err("a tensor span may only appear inside a partition_view")
            }
            "partition_view" => CxxType::View(self.view_type()?),
            "extents" | "shape" => {
                return ill(
                    Rule::TileElementType,
                    "an extents type is not a tile like type (use it as the shape of a tile)",
                );
            }
            n if self.aliases.contains_key(n)
                && !matches!(self.aliases[n], CxxType::Tile(TileLike::Scalar(_))) =>
            {
                self.aliases[n].clone()
            }
            _ => {
                self.pos = start;
                let (base, inner) = self.scalar_base()?;
                cv.c |= inner.c;
                cv.v |= inner.v;
                let more = self.cv();
                let cv = Cv {
                    c: cv.c || more.c,
                    v: cv.v || more.v,
                };
                return self.declarator(base, cv);
            }
        };
        let more = self.cv();
        cv.c |= more.c;
        cv.v |= more.v;
        if self.looking_at("*") {
            return ill(
                Rule::PointerScalar,
                "pointers to class types (tiles, views) are not pointer scalars",
            );
        }
        Ok((base, cv))
    }

    /// Pointer declarators after a base type.
    fn declarator(&mut self, base: Pointee, cv: Cv) -> Result<(CxxType, Cv), IllFormed> {
        if self.looking_at("(") {
            return ill(
                Rule::PointerScalar,
                "pointers to functions are not pointer scalars",
            );
        }
        if let Some(n) = self.peek_ident() {
            if self.src[self.pos + n.len()..]
                .trim_start()
                .starts_with("::")
            {
                return ill(
                    Rule::PointerScalar,
                    "pointers to members are not pointer scalars",
                );
            }
        }
        if self.eat("*") {
            let _top = self.cv();
            if self.looking_at("*") {
                return ill(
                    Rule::PointerScalar,
                    "multi-level pointers are not pointer scalars",
                );
            }
            if self.looking_at("(") {
                return ill(
                    Rule::PointerScalar,
                    "pointers to functions are not pointer scalars",
                );
            }
            return Ok((
                CxxType::Tile(TileLike::Scalar(Scalar::Ptr(PtrScalar {
                    pointee: base,
                    cv,
                }))),
                Cv::NONE,
            ));
        }
        match base {
            Pointee::Void => ill(
                Rule::PointerScalar,
                "void is not a scalar type (only pointers to void are)",
            ),
            Pointee::Int(k) => Ok((CxxType::Tile(TileLike::Scalar(Scalar::Int(k))), cv)),
            Pointee::Float(f) => Ok((CxxType::Tile(TileLike::Scalar(Scalar::Float(f))), cv)),
        }
    }

    /// The base of a scalar type: an integral or floating scalar, or `void`.
    fn scalar_base(&mut self) -> Result<(Pointee, Cv), IllFormed> {
        const WORDS: [&str; 6] = ["signed", "unsigned", "short", "long", "int", "char"];
        let mut words: Vec<&str> = vec![];
        let mut cv = Cv::NONE;
        loop {
            match self.peek_ident() {
                Some(w) if WORDS.contains(&w) => {
                    self.pos += w.len();
                    words.push(w);
                }
                Some("const" | "volatile") if !words.is_empty() => {
                    let c = self.cv();
                    cv.c |= c.c;
                    cv.v |= c.v;
                }
                Some("double") if words == ["long"] => {
                    return ill(
                        Rule::BasicFloatingPointScalar,
                        "long double is not a floating point scalar",
                    );
                }
                _ => break,
            }
        }
        if !words.is_empty() {
            return self.int_words(&words).map(|k| (Pointee::Int(k), cv));
        }
        let start = self.pos;
        let name = self.qualified()?;
        use FloatKind as F;
        use IntKind as I;
        let k = match name.as_str() {
            "bool" => Pointee::Int(I::Bool),
            "char8_t" => Pointee::Int(I::Char8),
            "char16_t" => Pointee::Int(I::Char16),
            "char32_t" => Pointee::Int(I::Char32),
            "wchar_t" => Pointee::Int(I::WChar),
            "float" => Pointee::Float(F::Float),
            "double" => Pointee::Float(F::Double),
            "__half" | "half" => Pointee::Float(F::Half),
            "__nv_bfloat16" | "bfloat16" => Pointee::Float(F::BFloat16),
            "__nv_fp8_e4m3" => Pointee::Float(F::Fp8E4M3),
            "__nv_fp8_e5m2" => Pointee::Float(F::Fp8E5M2),
            "__nv_tf32" => Pointee::Float(F::Tf32),
            "void" => Pointee::Void,
            "__int128" | "__int128_t" | "int128_t" | "__uint128_t" | "uint128_t" => {
                return ill(
                    Rule::IntegralScalar,
                    format!(
                        "{name} is not an integral scalar: its bit size 128 is greater than 64"
                    ),
                );
            }
            "std::byte" | "byte" => {
                return ill(
                    Rule::IntegralScalar,
                    format!(
                        "{name} is not an integral scalar: enumerations are not integral types"
                    ),
                );
            }
            "std::bfloat16_t" | "std::float16_t" | "std::float32_t" | "std::float64_t"
            | "std::float128_t" => {
                return ill(Rule::BasicFloatingPointScalar, format!("{name} is a C++23 extended floating point type, not a floating point scalar"));
            }
            n => {
                if let Some(k) = self.p.alias(n) {
                    Pointee::Int(k)
                } else if let Some(t) = self.aliases.get(n) {
                    return match t {
                        CxxType::Tile(TileLike::Scalar(Scalar::Int(k))) => {
                            Ok((Pointee::Int(*k), cv))
                        }
                        CxxType::Tile(TileLike::Scalar(Scalar::Float(f))) => {
                            Ok((Pointee::Float(*f), cv))
                        }
                        _ => {
                            self.pos = start;
                            ill(
                                Rule::Syntax,
                                format!("alias '{n}' is not a scalar; it cannot be used here"),
                            )
                        }
                    };
                } else if self.looking_at("::*") || self.looking_at("::") {
                    return ill(
                        Rule::PointerScalar,
                        "pointers to members are not pointer scalars",
                    );
                } else if self.looking_at("*")
                    || self.src[self.pos..].trim_start().starts_with("const")
                {
                    return ill(Rule::PointerScalar, format!("{n} is not a numeric scalar type, so a pointer to it is not a pointer scalar"));
                } else {
                    return ill(Rule::Syntax, format!("unknown type name '{n}'"));
                }
            }
        };
        Ok((k, cv))
    }

    fn int_words(&self, words: &[&str]) -> Result<IntKind, IllFormed> {
        let count = |w: &str| words.iter().filter(|x| **x == w).count();
        let (signed, unsigned, short, long, int, chr) = (
            count("signed"),
            count("unsigned"),
            count("short"),
            count("long"),
            count("int"),
            count("char"),
        );
        let bad = || {
            ill(
                Rule::Syntax,
                format!("'{}' is not a valid type", words.join(" ")),
            )
        };
        if signed + unsigned > 1
            || int > 1
            || chr > 1
            || short > 1
            || long > 2
            || (short > 0 && long > 0)
            || (chr > 0 && (short + long + int) > 0)
        {
            return bad();
        }
        use IntKind::*;
        Ok(if chr == 1 {
            if signed == 1 {
                SChar
            } else if unsigned == 1 {
                UChar
            } else {
                Char
            }
        } else if short == 1 {
            if unsigned == 1 {
                UShort
            } else {
                Short
            }
        } else if long == 1 {
            if unsigned == 1 {
                ULong
            } else {
                Long
            }
        } else if long == 2 {
            if unsigned == 1 {
                ULongLong
            } else {
                LongLong
            }
        } else if unsigned == 1 {
            UInt
        } else {
            Int
        })
    }

    /// An element type inside a template: a cv-unqualified scalar.
    fn elem_scalar(&mut self, what: &str) -> Result<(Scalar, Cv), IllFormed> {
        let (t, cv) = self.ty_cv()?;
        match t {
            CxxType::Tile(TileLike::Scalar(s)) => Ok((s, cv)),
            other => ill(
                Rule::TileElementType,
                format!("the element type of a {what} must be a scalar type, not {other}"),
            ),
        }
    }

    /// `tile<E, S>` after the name.
    fn tile_type(&mut self) -> Result<TileLike, IllFormed> {
        self.expect("<")?;
        let (elem, cv) = self.elem_scalar("tile")?;
        if cv != Cv::NONE {
            return ill(
                Rule::TileElementType,
                "the element type of a tile is always a cv-unqualified scalar type",
            );
        }
        let ext = if self.eat(",") {
            self.extents_spec(IntKind::UInt)?
        } else {
            Extents::shape(&[])
        };
        self.expect(">")?;
        check_tile_compatible(&ext, self.p)?;
        Ok(TileLike::Tile {
            elem,
            shape: ext.static_dims().unwrap(),
        })
    }

    /// A shape: `ct::shape<…>`, `ct::extents<I, …>` or the short `4x8` / `?x11` form.
    fn extents_spec(&mut self, default_index: IntKind) -> Result<Extents, IllFormed> {
        self.ws();
        let c = self.peek();
        if c.is_ascii_digit() || c == b'?' {
            let start = self.pos;
            while self.pos < self.src.len()
                && matches!(self.bytes()[self.pos], b'0'..=b'9' | b'x' | b'?')
            {
                self.pos += 1;
            }
            let text = &self.src[start..self.pos];
            let mut dims = vec![];
            for part in text.split('x') {
                dims.push(match part {
                    "?" => None,
                    p => Some(
                        p.parse::<u64>()
                            .or_else(|_| self.err(format!("bad dimension '{p}'")))?,
                    ),
                });
            }
            return Ok(Extents {
                index: default_index,
                dims,
            });
        }
        let name = self.qualified()?;
        match name.as_str() {
            "shape" => {
                self.expect("<")?;
                let dims = self.dim_list(false)?;
                Ok(Extents {
                    index: IntKind::UInt,
                    dims,
                })
            }
            "extents" => {
                self.expect("<")?;
                let index = match self.ty()? {
                    CxxType::Tile(TileLike::Scalar(Scalar::Int(k))) => k,
                    other => {
                        return ill(
                            Rule::Extents,
                            format!(
                                "the index type of an extents type must be integral, not {other}"
                            ),
                        )
                    }
                };
                let dims = if self.eat(",") {
                    self.dim_list(true)?
                } else {
                    self.expect(">").map(|_| vec![])?
                };
                Ok(Extents { index, dims })
            }
            other => self.err(format!("expected a shape, found '{other}'")),
        }
    }

    /// `a, b, …>` where each is a non-negative integer or `ct::dynamic_extent`.
    fn dim_list(&mut self, allow_dynamic: bool) -> Result<Vec<Option<u64>>, IllFormed> {
        let mut dims = vec![];
        if self.eat(">") {
            return Ok(dims);
        }
        loop {
            if self.peek().is_ascii_digit() {
                let v = self.integer_text()?;
                dims.push(Some(v));
            } else {
                let n = self.qualified()?;
                if n == "dynamic_extent" && allow_dynamic {
                    dims.push(None);
                } else {
                    return self.err(format!("expected a dimension, found '{n}'"));
                }
            }
            if self.eat(">") {
                return Ok(dims);
            }
            self.expect(",")?;
        }
    }

    fn integer_text(&mut self) -> Result<u64, IllFormed> {
        self.ws();
        let start = self.pos;
        while self.pos < self.src.len() && is_ident_char(self.bytes()[self.pos]) {
            self.pos += 1;
        }
        let t = &self.src[start..self.pos];
        let t = t.strip_suffix("_ic").unwrap_or(t);
        let t = t.trim_end_matches(['u', 'U', 'l', 'L']);
        parse_int_body(t)
            .and_then(|v| u64::try_from(v).ok())
            .map_or_else(|| self.err(format!("bad integer '{t}'")), Ok)
    }

    /// `tensor_span<E, X[, strides<…>]>` after the name.
    fn span_type(&mut self) -> Result<TensorSpan, IllFormed> {
        self.expect("<")?;
        let (value, cv) = self.elem_scalar("tensor span")?;
        self.expect(",")?;
        let size_t = self.p.alias("size_t").unwrap();
        let extents = self.extents_spec(size_t)?;
        let mut strides = None;
        if self.eat(",") {
            let n = self.qualified()?;
            if n != "strides" {
                return self.err(format!("expected 'strides<…>', found '{n}'"));
            }
            self.expect("<")?;
            let mut v = vec![];
            if !self.eat(">") {
                loop {
                    if self.eat("?") {
                        v.push(None);
                    } else {
                        v.push(Some(self.integer_text()?));
                    }
                    if self.eat(">") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            strides = Some(v);
        }
        self.expect(">")?;
        let span = TensorSpan {
            value,
            const_elem: cv.c,
            extents,
            strides,
        };
        span.check(self.p)?;
        Ok(span)
    }

    /// `partition_view<Span, Shape>` after the name.
    fn view_type(&mut self) -> Result<PartitionView, IllFormed> {
        self.expect("<")?;
        let n = self.qualified()?;
        if n != "tensor_span" {
            return self.err(format!("expected a tensor_span, found '{n}'"));
        }
        let span = self.span_type()?;
        self.expect(",")?;
        let shape = self.extents_spec(IntKind::UInt)?;
        self.expect(">")?;
        check_tile_compatible(&shape, self.p).map_err(|e| {
            IllFormed::new(
                Rule::PartitionView,
                format!("Shape must be a tile shape: {}", e.reason),
            )
        })?;
        PartitionView::new(span, shape.static_dims().unwrap(), self.p)
    }

    // ---------------------------------------------------------------- expressions

    pub fn expr(&mut self) -> Result<Expr, IllFormed> {
        let mut l = self.additive()?;
        loop {
            let op = if self.eat("==") {
                CmpOp::Eq
            } else if self.eat("!=") {
                CmpOp::Ne
            } else if self.eat("<=") {
                CmpOp::Le
            } else if self.eat(">=") {
                CmpOp::Ge
            } else if self.eat("<") {
                CmpOp::Lt
            } else if self.eat(">") {
                CmpOp::Gt
            } else {
                return Ok(l);
            };
            let r = self.additive()?;
            l = Expr::Cmp(op, Box::new(l), Box::new(r));
        }
    }

    fn additive(&mut self) -> Result<Expr, IllFormed> {
        let mut l = self.multiplicative()?;
        loop {
            let op = if self.eat("+") {
                BinOp::Add
            } else if self.eat("-") {
                BinOp::Sub
            } else {
                return Ok(l);
            };
            let r = self.multiplicative()?;
            l = Expr::Bin(op, Box::new(l), Box::new(r));
        }
    }

    fn multiplicative(&mut self) -> Result<Expr, IllFormed> {
        let mut l = self.unary()?;
        loop {
            let op = if self.eat("*") {
                BinOp::Mul
            } else if self.eat("/") {
                BinOp::Div
            } else if self.eat("%") {
                BinOp::Rem
            } else {
                return Ok(l);
            };
            let r = self.unary()?;
            l = Expr::Bin(op, Box::new(l), Box::new(r));
        }
    }

    fn unary(&mut self) -> Result<Expr, IllFormed> {
        if self.eat("-") {
            let e = self.unary()?;
            return Ok(match e {
                Expr::Ic(v) => Expr::Ic(-v),
                e => Expr::Neg(Box::new(e)),
            });
        }
        if self.eat("+") {
            let e = self.unary()?;
            return Ok(Expr::Plus(Box::new(e)));
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Result<Expr, IllFormed> {
        let mut e = self.primary()?;
        while self.eat(".") {
            let name = self.ident()?.to_string();
            self.expect("(")?;
            let args = self.args()?;
            e = Expr::Method {
                recv: Box::new(e),
                name,
                args,
            };
        }
        Ok(e)
    }

    fn args(&mut self) -> Result<Vec<Expr>, IllFormed> {
        let mut v = vec![];
        if self.eat(")") {
            return Ok(v);
        }
        loop {
            v.push(self.expr()?);
            if self.eat(")") {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }

    fn primary(&mut self) -> Result<Expr, IllFormed> {
        let c = self.peek();
        if c == b'(' {
            self.pos += 1;
            let e = self.expr()?;
            self.expect(")")?;
            return Ok(e);
        }
        if c.is_ascii_digit()
            || (c == b'.'
                && self
                    .bytes()
                    .get(self.pos + 1)
                    .is_some_and(|d| d.is_ascii_digit()))
        {
            return self.number();
        }
        if !(is_ident_start(c) || c == b':') {
            return self.err("expected an expression");
        }
        let name = self.qualified()?;
        match name.as_str() {
            "true" => return Ok(Expr::Int(1, IntKind::Bool)),
            "false" => return Ok(Expr::Int(0, IntKind::Bool)),
            _ => {}
        }
        if let Some(t) = Tag::from_name(&name) {
            if self.eat("{") {
                self.expect("}")?;
            }
            return Ok(Expr::Tag(t));
        }
        if name == "shape" {
            // `ct::shape{3_ic, 2_ic}` or `ct::shape<3, 2>{}`.
            let dims: Vec<u64> = if self.eat("<") {
                let d = self.dim_list(false)?;
                self.expect("{")?;
                self.expect("}")?;
                d.into_iter().map(|x| x.unwrap()).collect()
            } else {
                self.expect("{")?;
                let mut d = vec![];
                if !self.eat("}") {
                    loop {
                        d.push(self.integer_text()?);
                        if self.eat("}") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                d
            };
            return Ok(Expr::Shape(dims));
        }
        let mut targs = vec![];
        if matches!(name.as_str(), "iota" | "full" | "convert" | "broadcast") && self.eat("<") {
            loop {
                let save = self.pos;
                let c = self.peek();
                if c.is_ascii_digit() || self.looking_at("shape") || self.looking_at("ct::shape") {
                    if let Ok(e) = self.extents_spec(IntKind::UInt) {
                        if let Some(d) = e.static_dims() {
                            targs.push(TArg::Shape(d));
                        } else {
                            return self.err("a shape argument must be static");
                        }
                    } else {
                        self.pos = save;
                        targs.push(TArg::Type(self.ty()?));
                    }
                } else {
                    targs.push(TArg::Type(self.ty()?));
                }
                if self.eat(">") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.eat("(") {
            let args = self.args()?;
            return Ok(Expr::Call { name, targs, args });
        }
        if !targs.is_empty() {
            return self.err(format!("expected '(' after '{name}<…>'"));
        }
        Ok(Expr::Var(name))
    }

    fn number(&mut self) -> Result<Expr, IllFormed> {
        self.ws();
        let b = self.bytes();
        let start = self.pos;
        let hex = self.src[start..].starts_with("0x") || self.src[start..].starts_with("0X");
        let mut i = start;
        while i < b.len() {
            let c = b[i];
            let exp_sign = (c == b'+' || c == b'-') && i > start && {
                let p = b[i - 1];
                if hex {
                    p == b'p' || p == b'P'
                } else {
                    p == b'e' || p == b'E'
                }
            };
            if is_ident_char(c) || c == b'.' || c == b'\'' || exp_sign {
                i += 1;
            } else {
                break;
            }
        }
        self.pos = i;
        let text: String = self.src[start..i].chars().filter(|&c| c != '\'').collect();
        if let Some(body) = text.strip_suffix("_ic") {
            let v = parse_int_body(body)
                .map_or_else(|| self.err(format!("bad integral constant '{text}'")), Ok)?;
            return Ok(Expr::Ic(v as i128));
        }
        let is_float = if hex {
            text.contains(['.', 'p', 'P'])
        } else {
            text.contains(['.', 'e', 'E'])
        };
        if is_float {
            let (body, kind) = if let Some(b) = text.strip_suffix(['f', 'F']) {
                (b, FloatKind::Float)
            } else if text.ends_with(['l', 'L']) {
                return ill(
                    Rule::BasicFloatingPointScalar,
                    format!("'{text}' has type long double, which is not a floating point scalar"),
                );
            } else {
                (text.as_str(), FloatKind::Double)
            };
            let v = parse_float(body, kind)
                .map_or_else(|| self.err(format!("bad floating literal '{text}'")), Ok)?;
            return Ok(Expr::Float(v, kind));
        }
        int_literal(&text, self.p).map_or_else(
            || self.err(format!("bad or too large integer literal '{text}'")),
            |(v, k)| Ok(Expr::Int(v, k)),
        )
    }
}

/// The value of an integer literal's digits (decimal, hex, octal, binary), no suffix.
fn parse_int_body(t: &str) -> Option<u128> {
    let (digits, radix) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (b, 2)
    } else if t.len() > 1 && t.starts_with('0') {
        (&t[1..], 8)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return None;
    }
    u128::from_str_radix(digits, radix).ok()
}

/// An integer literal: value and type per [lex.icon] (the first type of the suffix's list that
/// can represent the value; decimal literals without `u` only try signed types).
fn int_literal(text: &str, p: &Platform) -> Option<(i128, IntKind)> {
    let lower = text.to_ascii_lowercase();
    let body_end = lower.trim_end_matches(['u', 'l', 'z']).len();
    let (body, suffix) = (&text[..body_end], &lower[body_end..]);
    let v = parse_int_body(body)?;
    let decimal = !(body.len() > 1 && body.starts_with('0'));
    use IntKind::*;
    let u = suffix.contains('u');
    let l = suffix.matches('l').count();
    if !matches!(suffix.replace('u', "").as_str(), "" | "l" | "ll")
        || suffix.matches('u').count() > 1
    {
        return None;
    }
    let list: Vec<IntKind> = match (u, l) {
        (false, 0) if decimal => vec![Int, Long, LongLong],
        (false, 0) => vec![Int, UInt, Long, ULong, LongLong, ULongLong],
        (true, 0) => vec![UInt, ULong, ULongLong],
        (false, 1) if decimal => vec![Long, LongLong],
        (false, 1) => vec![Long, ULong, LongLong, ULongLong],
        (true, 1) => vec![ULong, ULongLong],
        (false, _) if decimal => vec![LongLong],
        (false, _) => vec![LongLong, ULongLong],
        (true, _) => vec![ULongLong],
    };
    let k = list.into_iter().find(|k| (v as i128) <= k.max_value(p))?;
    Some((v as i128, k))
}

/// A floating literal's value rounded to nearest-even in `kind` (float or double), returned as
/// the exactly equal `f64`.
pub fn parse_float(body: &str, kind: FloatKind) -> Option<f64> {
    let hex = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X"));
    let Some(h) = hex else {
        return match kind {
            FloatKind::Float => body.parse::<f32>().ok().map(|v| v as f64),
            _ => body.parse::<f64>().ok(),
        };
    };
    let (mant, exp) = match h.split_once(['p', 'P']) {
        Some((m, e)) => (m, e.parse::<i64>().ok()?),
        None => return None,
    };
    let (int_part, frac_part) = mant.split_once('.').unwrap_or((mant, ""));
    let mut m: u128 = 0;
    let mut e2: i64 = exp;
    let mut sticky = false;
    for (i, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let d = c.to_digit(16)? as u128;
        if m >> 120 != 0 {
            // Further digits only matter as a sticky bit; integer digits still scale.
            sticky |= d != 0;
            if i < int_part.len() {
                e2 += 4;
            }
            continue;
        }
        m = (m << 4) | d;
        if i >= int_part.len() {
            e2 -= 4;
        }
    }
    let (p, emin, emax) = match kind {
        FloatKind::Float => (24, -126, 127),
        _ => (53, -1022, 1023),
    };
    Some(round_binary(m, sticky, e2, p, emin, emax))
}

/// Rounds `m · 2^e` (plus a sticky bit below `m`) to nearest-even with `p` significant bits and
/// normal exponents `emin..=emax`; the result as an exact `f64`.
fn round_binary(m: u128, sticky: bool, e: i64, p: u32, emin: i64, emax: i64) -> f64 {
    if m == 0 {
        return 0.0;
    }
    let nb = 128 - m.leading_zeros() as i64;
    let top = e + nb - 1;
    let q = (top - (p as i64 - 1)).max(emin - (p as i64 - 1));
    let mut mant: u128;
    if q > e {
        let sh = (q - e) as u32;
        if sh >= 128 {
            mant = 0;
            // Far below the smallest subnormal: rounds to zero (or up when more than half, impossible here).
        } else {
            mant = m >> sh;
            let rem = m & ((1u128 << sh) - 1);
            let half = 1u128 << (sh - 1);
            if rem > half || (rem == half && (sticky || mant & 1 == 1)) {
                mant += 1;
            }
        }
    } else {
        mant = m << (e - q) as u32;
    }
    let mut q = q;
    if mant >> p != 0 {
        mant >>= 1;
        q += 1;
    }
    if mant == 0 {
        return 0.0;
    }
    let top = q + (128 - mant.leading_zeros() as i64) - 1;
    if top > emax {
        return f64::INFINITY;
    }
    (mant as f64) * pow2(q)
}

/// `2^k` as an exact f64 (subnormal powers included).
fn pow2(k: i64) -> f64 {
    if k >= -1022 {
        f64::from_bits(((k + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (k + 1074))
    }
}
