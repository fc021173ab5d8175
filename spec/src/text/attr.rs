//! Parsing of attributes: dense literals, assume predicates, optimization hints, typed scalars,
//! arrays, and the MLIR generic attribute syntax.

use super::cursor::PResult;
use super::parser::Parser;
use crate::attrs::*;
use crate::diag::Span;
use crate::float_bits;
use crate::types::{ElemType, Type};

/// A literal before its element type is applied.
#[derive(Clone, Debug)]
pub enum Lit {
    Scalar(String, Span),
    List(Vec<Lit>, Span),
}

impl<'a> Parser<'a> {
    /// A scalar literal token: number, `true`/`false`, or `inf`/`nan` spellings MLIR allows.
    fn parse_lit_scalar(&mut self) -> PResult<Lit> {
        self.c.ws();
        let start = self.c.pos;
        if self.c.eat_kw("true") {
            return Ok(Lit::Scalar("true".into(), Span::new(start, self.c.pos)));
        }
        if self.c.eat_kw("false") {
            return Ok(Lit::Scalar("false".into(), Span::new(start, self.c.pos)));
        }
        let t = self.c.number_text()?;
        Ok(Lit::Scalar(t.to_string(), Span::new(start, self.c.pos)))
    }

    pub(crate) fn parse_lit(&mut self) -> PResult<Lit> {
        self.c.enter()?;
        let start = self.c.pos;
        let r = if self.c.eat("[") {
            let mut items = vec![];
            if !self.c.eat("]") {
                loop {
                    items.push(self.parse_lit()?);
                    if self.c.eat("]") {
                        break;
                    }
                    self.c.expect(",")?;
                }
            }
            Ok(Lit::List(items, Span::new(start, self.c.pos)))
        } else {
            self.parse_lit_scalar()
        };
        self.c.leave();
        r
    }

    /// `<ELEM: LIT>` — returns the element type and the literal.
    pub(crate) fn parse_dense_head(&mut self) -> PResult<(ElemType, Lit, Span)> {
        self.c.ws();
        let start = self.c.pos;
        self.c.expect("<")?;
        let es = self.c.pos;
        let name = self.c.ident()?;
        let elem = ElemType::from_name(name).ok_or(()).or_else(|_| {
            self.c.err_at(
                Span::new(es, self.c.pos),
                format!("unknown element type '{name}'"),
            )
        })?;
        self.c.expect(":")?;
        let lit = self.parse_lit()?;
        self.c.expect(">")?;
        Ok((elem, lit, Span::new(start, self.c.pos)))
    }

    /// Applies a literal to a tile shape: a splat scalar, or a nested list of exactly that shape.
    pub(crate) fn dense_from_lit(
        &self,
        elem: ElemType,
        lit: &Lit,
        shape: &[i64],
        span: Span,
    ) -> PResult<DenseAttr> {
        if elem == ElemType::I4 {
            return self.c.err_at(span, "i4 constants are not supported");
        }
        match lit {
            Lit::Scalar(s, sp) => {
                let b = scalar_bits(elem, s).map_err(|m| crate::diag::Diagnostic::error(*sp, m))?;
                Ok(DenseAttr {
                    elem,
                    shape: shape.to_vec(),
                    bits: vec![b],
                })
            }
            Lit::List(..) => {
                let mut inferred = vec![];
                infer_shape(lit, &mut inferred, 0);
                if inferred != shape {
                    let s = |v: &[i64]| {
                        v.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("x")
                    };
                    return self.c.err_at(
                        span,
                        format!(
                            "literal shape [{}] does not match the type shape [{}]",
                            s(&inferred),
                            s(shape)
                        ),
                    );
                }
                let mut bits = vec![];
                flatten(lit, elem, &mut bits, 0, &inferred)?;
                Ok(DenseAttr {
                    elem,
                    shape: shape.to_vec(),
                    bits,
                }
                .canonical())
            }
        }
    }

    /// `div_by<...>`, `same_elements<...>`, `bounded<...>` (after the name has been read).
    pub(crate) fn parse_predicate_body(&mut self, name: &str, start: usize) -> PResult<AssumePred> {
        self.c.expect("<")?;
        let p = match name {
            "div_by" => {
                let ds = self.c.pos;
                let (neg, d, _) = self.c.integer()?;
                if neg || d > u64::MAX as u128 {
                    return self.c.err_at(
                        Span::new(ds, self.c.pos),
                        "div_by divisor must be a positive 64-bit integer",
                    );
                }
                let every_along = if self.c.eat(",") {
                    self.c.expect_kw("every")?;
                    let e = self.c.int64()?;
                    self.c.expect_kw("along")?;
                    let a = self.c.int64()?;
                    Some((e, a))
                } else {
                    None
                };
                AssumePred::DivBy {
                    divisor: d as u64,
                    every_along,
                }
            }
            "same_elements" => AssumePred::SameElements(self.parse_int_list("[", "]")?),
            "bounded" => {
                let lb = if self.c.eat("?") {
                    None
                } else {
                    Some(self.c.int64()?)
                };
                self.c.expect(",")?;
                let ub = if self.c.eat("?") {
                    None
                } else {
                    Some(self.c.int64()?)
                };
                AssumePred::Bounded { lb, ub }
            }
            _ => {
                return self.c.err_at(
                    Span::new(start, self.c.pos),
                    format!("unknown assume predicate '{name}'"),
                )
            }
        };
        self.c.expect(">")?;
        Ok(p)
    }

    /// An assume predicate, short (`div_by<4>`) or prefixed (`#cuda_tile.div_by<4>`), or an alias.
    pub(crate) fn parse_predicate(&mut self) -> PResult<AssumePred> {
        self.c.ws();
        let start = self.c.pos;
        let name = if self.c.peek() == b'#' {
            let n = self.c.sigil_name(b'#')?;
            match n.strip_prefix("cuda_tile.") {
                Some(s) => s,
                None => return self.with_attr_alias(n, start, |p| p.parse_predicate()),
            }
        } else {
            self.c.ident()?
        };
        self.parse_predicate_body(name, start)
    }

    /// `<sm_90 = {k = v, ...}, default = {...}>`
    pub(crate) fn parse_hints(&mut self) -> PResult<OptHints> {
        self.c.ws();
        if self.c.peek() == b'#' {
            let start = self.c.pos;
            let n = self.c.sigil_name(b'#')?;
            if n != "cuda_tile.optimization_hints" {
                return self.with_attr_alias(n, start, |p| p.parse_hints());
            }
        }
        self.c.expect("<")?;
        let mut h = OptHints::default();
        if self.c.eat(">") {
            return Ok(h);
        }
        loop {
            let arch = self.c.ident()?.to_string();
            self.c.expect("=")?;
            self.c.expect("{")?;
            let mut kv = vec![];
            if !self.c.eat("}") {
                loop {
                    let k = self.c.ident()?.to_string();
                    self.c.expect("=")?;
                    let v = if self.c.eat_kw("true") {
                        HintValue::Bool(true)
                    } else if self.c.eat_kw("false") {
                        HintValue::Bool(false)
                    } else if self.c.peek() == b'"' {
                        HintValue::Str(self.c.string()?)
                    } else {
                        let v = HintValue::Int(self.c.int64()?);
                        if self.c.eat(":") {
                            self.c.ident()?;
                        }
                        v
                    };
                    kv.push((k, v));
                    if self.c.eat("}") {
                        break;
                    }
                    self.c.expect(",")?;
                }
            }
            h.entries.push((arch, kv));
            if self.c.eat(">") {
                return Ok(h);
            }
            self.c.expect(",")?;
        }
    }

    /// A typed scalar attribute `1.0 : f32`, `0 : i32`, `0x7F800000 : f32`, `true`.
    pub(crate) fn parse_typed_scalar(&mut self) -> PResult<Attr> {
        self.c.ws();
        let start = self.c.pos;
        if self.c.eat_kw("true") {
            return Ok(Attr::Bool(true));
        }
        if self.c.eat_kw("false") {
            return Ok(Attr::Bool(false));
        }
        let text = self.c.number_text()?.to_string();
        let span = Span::new(start, self.c.pos);
        self.c.expect(":")?;
        let ts = self.c.pos;
        let ty = self.parse_type()?;
        let Type::Builtin(e) = ty else {
            return self
                .c
                .err_at(Span::new(ts, self.c.pos), "expected a scalar type");
        };
        let bits = scalar_bits(e, &text).map_err(|m| crate::diag::Diagnostic::error(span, m))?;
        // MLIR has one i1 attribute, printed `true`/`false`: `1 : i1` and `true` are the same value.
        if e == ElemType::I1 {
            return Ok(Attr::Bool(bits & 1 == 1));
        }
        Ok(if e.is_int() {
            Attr::Int(sign_extend(bits, e.bit_width()), e)
        } else {
            Attr::Float(bits, e)
        })
    }

    /// Runs `f` on the text of attribute alias `#name`.
    pub(crate) fn with_attr_alias<T>(
        &mut self,
        name: &str,
        start: usize,
        f: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let Some(&def) = self.attr_aliases.get(name) else {
            return self.c.err_at(
                Span::new(start, self.c.pos),
                format!("undefined attribute alias '#{name}'"),
            );
        };
        if self.alias_work > self.alias_budget {
            return self.c.err_at(
                Span::new(start, self.c.pos),
                format!("attribute aliases expand to more than {} bytes (aliases that use each other repeatedly?)", self.alias_budget),
            );
        }
        let save = self.c.pos;
        self.c.pos = def;
        self.c.enter()?;
        let r = f(self);
        self.c.leave();
        self.alias_work += self.c.pos.saturating_sub(def);
        self.c.pos = save;
        r
    }

    /// An attribute in MLIR's generic syntax; enums come back as `Attr::Enum` when spelled
    /// `#cuda_tile.<enum><case>`, plain integers otherwise.
    pub(crate) fn parse_generic_attr(&mut self) -> PResult<Attr> {
        self.c.enter()?;
        let r = self.parse_generic_attr_inner();
        self.c.leave();
        r
    }

    fn parse_generic_attr_inner(&mut self) -> PResult<Attr> {
        self.c.ws();
        let start = self.c.pos;
        match self.c.peek() {
            b'"' => return Ok(Attr::Str(self.c.string()?)),
            b'@' => return Ok(Attr::Symbol(self.c.symbol()?)),
            b'[' => {
                self.c.expect("[")?;
                let mut v = vec![];
                if !self.c.eat("]") {
                    loop {
                        v.push(self.parse_generic_attr()?);
                        if self.c.eat("]") {
                            break;
                        }
                        self.c.expect(",")?;
                    }
                }
                return Ok(Attr::Array(v));
            }
            b'{' => return Ok(Attr::Dict(self.parse_attr_dict()?)),
            b'#' => {
                let n = self.c.sigil_name(b'#')?;
                let Some(m) = n.strip_prefix("cuda_tile.") else {
                    return self.with_attr_alias(n, start, |p| p.parse_generic_attr());
                };
                for d in ENUMS {
                    if let GenericSpelling::Dialect(mn) = d.generic {
                        if mn == m {
                            self.c.expect("<")?;
                            let cs = self.c.pos;
                            let case = self.c.ident()?;
                            let v = d.case_value(case).ok_or(()).or_else(|_| {
                                self.c.err_at(
                                    Span::new(cs, self.c.pos),
                                    format!("unknown {} '{case}'", d.name),
                                )
                            })?;
                            self.c.expect(">")?;
                            return Ok(Attr::Enum(d, v));
                        }
                    }
                }
                return match m {
                    "div_by" | "same_elements" | "bounded" => {
                        Ok(Attr::Assume(self.parse_predicate_body(m, start)?))
                    }
                    "optimization_hints" => {
                        self.c.pos = start;
                        Ok(Attr::Hints(self.parse_hints()?))
                    }
                    _ => self.c.err_at(
                        Span::new(start, self.c.pos),
                        format!("unknown attribute '#{n}'"),
                    ),
                };
            }
            _ => {}
        }
        if self.c.eat_kw("unit") {
            return Ok(Attr::Unit);
        }
        if self.c.eat_kw("true") {
            return Ok(Attr::Bool(true));
        }
        if self.c.eat_kw("false") {
            return Ok(Attr::Bool(false));
        }
        if self.c.eat_kw("array") {
            self.c.expect("<")?;
            let es = self.c.pos;
            let ty = self.c.ident()?;
            let mut ints = vec![];
            let mut bools = vec![];
            if self.c.eat(":") {
                loop {
                    if ty == "i1" {
                        if self.c.eat_kw("true") {
                            bools.push(true)
                        } else if self.c.eat_kw("false") {
                            bools.push(false)
                        } else {
                            bools.push(self.c.int64()? != 0)
                        }
                    } else {
                        ints.push(self.c.int64()?);
                    }
                    if !self.c.eat(",") {
                        break;
                    }
                }
            }
            self.c.expect(">")?;
            return match ty {
                "i1" => Ok(Attr::BoolArray(bools)),
                "i32" => Ok(Attr::I32Array(ints)),
                "i64" => Ok(Attr::I64Array(ints)),
                _ => self.c.err_at(
                    Span::new(es, self.c.pos),
                    format!("unsupported dense array element type '{ty}'"),
                ),
            };
        }
        if self.c.eat_kw("dense") {
            // `dense<LIT> : tile<...>` (tileref's generic spelling of a dense literal).
            self.c.expect("<")?;
            let lit = self.parse_lit()?;
            self.c.expect(">")?;
            self.c.expect(":")?;
            let ts = self.c.pos;
            let ty = self.parse_type()?;
            let Type::Tile(t) = ty else {
                return self.c.err_at(
                    Span::new(ts, self.c.pos),
                    "expected a tile type for a dense literal",
                );
            };
            let Some(e) = t.elem.num() else {
                return self
                    .c
                    .err_at(Span::new(ts, self.c.pos), "dense literal of pointers");
            };
            return Ok(Attr::Dense(self.dense_from_lit(
                e,
                &lit,
                &t.shape,
                Span::new(start, self.c.pos),
            )?));
        }
        let b = self.c.peek();
        if b.is_ascii_digit() || b == b'-' {
            return self.parse_typed_scalar();
        }
        // A type used as an attribute (`function_type = (...) -> ()`).
        if b == b'(' || b == b'!' || self.c.peek_ident().is_some() {
            return Ok(Attr::Type(self.parse_type()?));
        }
        let f = self.c.describe_next();
        self.c.err(format!("expected an attribute, found {f}"))
    }

    /// `{name = attr, flag, ...}`
    pub(crate) fn parse_attr_dict(&mut self) -> PResult<Vec<(String, Attr)>> {
        self.c.expect("{")?;
        let mut v = vec![];
        if self.c.eat("}") {
            return Ok(v);
        }
        loop {
            self.c.ws();
            let name = if self.c.peek() == b'"' {
                self.c.string()?
            } else {
                self.c.ident()?.to_string()
            };
            let a = if self.c.eat("=") {
                self.parse_generic_attr()?
            } else {
                Attr::Unit
            };
            v.push((name, a));
            if self.c.eat("}") {
                return Ok(v);
            }
            self.c.expect(",")?;
        }
    }
}

pub(crate) static ENUMS: &[&EnumDef] = &[
    &SIGNEDNESS,
    &OVERFLOW,
    &ROUNDING,
    &CMP_PREDICATE,
    &CMP_ORDERING,
    &ATOMIC_MODE,
    &MEM_ORDERING,
    &MEM_SCOPE,
    &PADDING_VALUE,
    &SYMBOL_VISIBILITY,
    &MULTIMEM_REDUCTION,
];

fn infer_shape(l: &Lit, out: &mut Vec<i64>, depth: usize) {
    if let Lit::List(items, _) = l {
        if out.len() == depth {
            out.push(items.len() as i64);
        }
        if let Some(first) = items.first() {
            infer_shape(first, out, depth + 1);
        }
    }
}

fn flatten(
    l: &Lit,
    elem: ElemType,
    out: &mut Vec<u64>,
    depth: usize,
    shape: &[i64],
) -> PResult<()> {
    match l {
        Lit::Scalar(s, sp) => {
            if depth != shape.len() {
                return Err(crate::diag::Diagnostic::error(
                    *sp,
                    "literal nesting does not match the type shape",
                ));
            }
            out.push(scalar_bits(elem, s).map_err(|m| crate::diag::Diagnostic::error(*sp, m))?);
        }
        Lit::List(items, sp) => {
            if depth >= shape.len() || items.len() as i64 != shape[depth] {
                return Err(crate::diag::Diagnostic::error(
                    *sp,
                    "inconsistent literal shape",
                ));
            }
            for i in items {
                flatten(i, elem, out, depth + 1, shape)?;
            }
        }
    }
    Ok(())
}

pub fn sign_extend(bits: u64, width: u32) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        ((bits << (64 - width)) as i64) >> (64 - width)
    }
}

/// The bit pattern of a scalar literal in element type `e` (MLIR's literal rules, §11.4 of the digest).
pub fn scalar_bits(e: ElemType, s: &str) -> Result<u64, String> {
    let w = e.bit_width();
    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    if e.is_int() {
        if s == "true" || s == "false" {
            if e != ElemType::I1 {
                return Err(format!("boolean literal is only valid for i1, not {e}"));
            }
            return Ok((s == "true") as u64);
        }
        let (neg, body) = match s.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, s.strip_prefix('+').unwrap_or(s)),
        };
        if body.contains(['.', 'e', 'E']) && !body.starts_with("0x") {
            return Err(format!(
                "floating-point literal is not valid for integer type {e}"
            ));
        }
        let mag: u128 = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X"))
        {
            u128::from_str_radix(h, 16).map_err(|_| "integer literal too large".to_string())?
        } else {
            body.parse()
                .map_err(|_| "integer literal too large".to_string())?
        };
        // Accepted range: the union of the signed and unsigned ranges of the width.
        let (lo, hi): (i128, i128) = if w == 1 {
            (-1, 1)
        } else {
            (-(1i128 << (w - 1)), (1i128 << w) - 1)
        };
        let v = if neg { -(mag as i128) } else { mag as i128 };
        if v < lo || v > hi {
            return Err(format!("integer literal {s} does not fit in {e}"));
        }
        return Ok((v as u64) & mask);
    }
    if s == "true" || s == "false" {
        return Err(format!("boolean literal is not valid for {e}"));
    }
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        let v =
            u128::from_str_radix(h, 16).map_err(|_| "hexadecimal literal too large".to_string())?;
        if v > mask as u128 {
            return Err(format!("hexadecimal float literal does not fit in {e}"));
        }
        return Ok(v as u64);
    }
    if !s.contains(['.', 'e', 'E']) {
        return Err(format!(
            "expected a floating-point literal for {e} (write '{s}.0')"
        ));
    }
    let v: f64 = s
        .parse()
        .map_err(|_| format!("invalid floating-point literal '{s}'"))?;
    Ok(float_bits::encode_rne(e, v))
}
