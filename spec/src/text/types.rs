//! Parsing of types, with or without the `!cuda_tile.` prefix, and type aliases.

use super::cursor::PResult;
use super::parser::Parser;
use crate::diag::Span;
use crate::types::*;

/// Largest static extent the parser accepts (the verifier applies the real limits).
const MAX_EXTENT: i64 = 1 << 62;

impl<'a> Parser<'a> {
    /// Any type: a cuda_tile type (prefixed or not), a builtin scalar, a function type, or an alias.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.c.enter()?;
        self.c.ws();
        let start = self.c.pos;
        let r = self.parse_type_inner();
        self.c.leave();
        // Types are checked when they are built, as MLIR does, so errors point at the type.
        let t = r?;
        if let Err(m) = crate::verify::types::check_type(&t) {
            return self.c.err_at(Span::new(start, self.c.pos), m);
        }
        Ok(t)
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let start = self.c.pos;
        if self.c.peek() == b'(' {
            return self.parse_function_type();
        }
        if self.c.peek() == b'!' {
            // `!cuda_tile.tile<...>` or an alias `!name`.
            let name = self.c.sigil_name(b'!')?;
            if let Some(kw) = name.strip_prefix("cuda_tile.") {
                return self.parse_type_body(kw, start);
            }
            return match self.type_aliases.get(name).cloned() {
                Some(t) => Ok(t),
                None => self.c.err_at(
                    Span::new(start, self.c.pos),
                    format!("undefined type alias '!{name}'"),
                ),
            };
        }
        let kw = self.c.ident()?;
        self.parse_type_body(kw, start)
    }

    fn parse_type_body(&mut self, kw: &str, start: usize) -> PResult<Type> {
        match kw {
            "tile" => {
                self.c.expect("<")?;
                let shape = self.parse_static_shape()?;
                let elem = self.parse_tile_elem()?;
                self.c.expect(">")?;
                Ok(Type::Tile(TileType::new(shape, elem)))
            }
            "ptr" => Ok(Type::Ptr(self.parse_ptr_body()?)),
            "token" => Ok(Type::Token),
            "tensor_view" => Ok(Type::TensorView(self.parse_tensor_view_body()?)),
            "partition_view" | "strided_view" | "gather_scatter_view" => {
                Ok(Type::View(self.parse_view_body(kw)?))
            }
            _ => match ElemType::from_name(kw) {
                Some(e) => Ok(Type::Builtin(e)),
                None => self
                    .c
                    .err_at(Span::new(start, self.c.pos), format!("unknown type '{kw}'")),
            },
        }
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        self.c.expect("(")?;
        let mut ins = vec![];
        if !self.c.eat(")") {
            loop {
                ins.push(self.parse_type()?);
                if self.c.eat(")") {
                    break;
                }
                self.c.expect(",")?;
            }
        }
        self.c.expect("->")?;
        let mut outs = vec![];
        if self.c.eat("(") {
            if !self.c.eat(")") {
                loop {
                    outs.push(self.parse_type()?);
                    if self.c.eat(")") {
                        break;
                    }
                    self.c.expect(",")?;
                }
            }
        } else {
            outs.push(self.parse_type()?);
        }
        Ok(Type::Function(ins, outs))
    }

    /// `N x M x ...` dimensions before an element type (each followed by `x`).
    fn parse_static_shape(&mut self) -> PResult<Vec<i64>> {
        let mut dims = vec![];
        loop {
            self.c.ws();
            let b = self.c.bytes();
            if !b.get(self.c.pos).is_some_and(|c| c.is_ascii_digit()) {
                return Ok(dims);
            }
            dims.push(self.parse_extent()?);
            if !self.c.src[self.c.pos..].starts_with('x') {
                return self.c.err("expected 'x' after dimension");
            }
            self.c.pos += 1;
        }
    }

    fn parse_extent(&mut self) -> PResult<i64> {
        let start = self.c.pos;
        let b = self.c.bytes();
        let mut e = self.c.pos;
        while e < b.len() && b[e].is_ascii_digit() {
            e += 1;
        }
        let v: i64 = self.c.src[start..e].parse().unwrap_or(i64::MAX);
        self.c.pos = e;
        if v > MAX_EXTENT {
            return self.c.err_at(Span::new(start, e), "dimension too large");
        }
        Ok(v)
    }

    /// Shape with `?` allowed (tensor_view).
    fn parse_dyn_shape(&mut self) -> PResult<Vec<Dim>> {
        let mut dims = vec![];
        loop {
            self.c.ws();
            let b = self.c.bytes();
            let d = match b.get(self.c.pos) {
                Some(c) if c.is_ascii_digit() => Dim::Static(self.parse_extent()?),
                Some(b'?') => {
                    self.c.pos += 1;
                    Dim::Dynamic
                }
                _ => return Ok(dims),
            };
            dims.push(d);
            if !self.c.src[self.c.pos..].starts_with('x') {
                return self.c.err("expected 'x' after dimension");
            }
            self.c.pos += 1;
        }
    }

    fn parse_elem_type(&mut self) -> PResult<ElemType> {
        let start = self.c.pos;
        let name = self.c.ident()?;
        ElemType::from_name(name).ok_or(()).or_else(|_| {
            self.c.err_at(
                Span::new(start, self.c.pos),
                format!("unknown element type '{name}'"),
            )
        })
    }

    fn parse_tile_elem(&mut self) -> PResult<Elem> {
        self.c.ws();
        let start = self.c.pos;
        if self.c.peek() == b'!' {
            let n = self.c.sigil_name(b'!')?;
            if n == "cuda_tile.ptr" {
                return Ok(Elem::Ptr(self.parse_ptr_body()?));
            }
            if let Some(e) = n.strip_prefix("cuda_tile.").and_then(ElemType::from_name) {
                return Ok(Elem::Num(e));
            }
            return self.c.err_at(
                Span::new(start, self.c.pos),
                format!("invalid tile element type '!{n}'"),
            );
        }
        if self.c.eat_kw("ptr") {
            return Ok(Elem::Ptr(self.parse_ptr_body()?));
        }
        Ok(Elem::Num(self.parse_elem_type()?))
    }

    fn parse_ptr_attr(&mut self) -> PResult<PtrAttr> {
        // `<multicast>` or `#cuda_tile.ptr_attr<multicast>`.
        if self.c.peek() == b'#' {
            let n = self.c.sigil_name(b'#')?;
            if n != "cuda_tile.ptr_attr" {
                return self
                    .c
                    .err(format!("expected a pointer attribute, found '#{n}'"));
            }
        }
        self.c.expect("<")?;
        let start = self.c.pos;
        let n = self.c.ident()?;
        let a = PtrAttr::from_name(n).ok_or(()).or_else(|_| {
            self.c.err_at(
                Span::new(start, self.c.pos),
                format!("unknown pointer attribute '{n}'"),
            )
        })?;
        self.c.expect(">")?;
        Ok(a)
    }

    fn parse_ptr_body(&mut self) -> PResult<PtrType> {
        // `ptr<ptr<...` recurses through the element parser, outside `parse_type`'s depth count.
        self.c.enter()?;
        let r = self.parse_ptr_body_inner();
        self.c.leave();
        r
    }

    fn parse_ptr_body_inner(&mut self) -> PResult<PtrType> {
        self.c.expect("<")?;
        let start = self.c.pos;
        let pointee = match self.parse_tile_elem()? {
            Elem::Num(e) => e,
            Elem::Ptr(_) => {
                return self.c.err_at(
                    Span::new(start, self.c.pos),
                    "pointers to pointers are not allowed",
                )
            }
        };
        let attr = if self.c.eat(",") {
            Some(self.parse_ptr_attr()?)
        } else {
            None
        };
        self.c.expect(">")?;
        Ok(PtrType { pointee, attr })
    }

    fn parse_dim_list(&mut self) -> PResult<Vec<Dim>> {
        self.c.expect("[")?;
        let mut v = vec![];
        if self.c.eat("]") {
            return Ok(v);
        }
        loop {
            if self.c.eat("?") {
                v.push(Dim::Dynamic);
            } else {
                v.push(Dim::Static(self.c.int64()?));
            }
            if self.c.eat("]") {
                return Ok(v);
            }
            self.c.expect(",")?;
        }
    }

    pub(crate) fn parse_int_list(&mut self, open: &str, close: &str) -> PResult<Vec<i64>> {
        self.c.expect(open)?;
        let mut v = vec![];
        if self.c.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.c.int64()?);
            if self.c.eat(close) {
                return Ok(v);
            }
            self.c.expect(",")?;
        }
    }

    fn parse_tensor_view_body(&mut self) -> PResult<TensorViewType> {
        self.c.expect("<")?;
        let shape = self.parse_dyn_shape()?;
        let elem = self.parse_elem_type()?;
        let mut strides = vec![];
        let mut ptr_attr = None;
        while self.c.eat(",") {
            let ks = self.c.pos;
            if self.c.eat_kw("strides") {
                if shape.is_empty() {
                    return self.c.err_at(
                        Span::new(ks, self.c.pos),
                        "strides must not be provided for 0-d tiles",
                    );
                }
                self.c.expect("=")?;
                strides = self.parse_dim_list()?;
            } else {
                ptr_attr = Some(self.parse_ptr_attr()?);
            }
        }
        self.c.expect(">")?;
        Ok(TensorViewType {
            shape,
            strides,
            elem,
            ptr_attr,
        })
    }

    fn parse_tensor_view_type(&mut self) -> PResult<TensorViewType> {
        let start = self.c.pos;
        match self.parse_type()? {
            Type::TensorView(t) => Ok(t),
            other => self.c.err_at(
                Span::new(start, self.c.pos),
                format!("expected a tensor_view type, found {other}"),
            ),
        }
    }

    fn parse_view_body(&mut self, kw: &str) -> PResult<TiledViewType> {
        self.c.expect("<")?;
        self.c.expect_kw("tile")?;
        self.c.expect("=")?;
        self.c.expect("(")?;
        let tile = self.parse_static_shape_paren()?;
        self.c.expect(",")?;
        let mut traversal = None;
        let mut padding = None;
        loop {
            if self.c.eat_kw("traversal_strides") {
                self.c.expect("=")?;
                traversal = Some(self.parse_int_list("[", "]")?);
                self.c.expect(",")?;
            } else if self.c.eat_kw("padding_value") {
                self.c.expect("=")?;
                let start = self.c.pos;
                let n = self.c.ident()?;
                padding = Some(Padding::from_name(n).ok_or(()).or_else(|_| {
                    self.c.err_at(
                        Span::new(start, self.c.pos),
                        format!("unknown padding value '{n}'"),
                    )
                })?);
                self.c.expect(",")?;
            } else {
                break;
            }
        }
        let tensor_view = self.parse_tensor_view_type()?;
        let mut dim_map = None;
        let mut sparse_dim = None;
        while self.c.eat(",") {
            if self.c.eat_kw("dim_map") {
                self.c.expect("=")?;
                dim_map = Some(self.parse_int_list("[", "]")?);
            } else if self.c.eat_kw("sparse_dim") {
                self.c.expect("=")?;
                sparse_dim = Some(self.c.int64()?);
            } else {
                let f = self.c.describe_next();
                return self
                    .c
                    .err(format!("expected 'dim_map' or 'sparse_dim', found {f}"));
            }
        }
        self.c.expect(">")?;
        let kind = match kw {
            "partition_view" => ViewKind::Partition,
            "strided_view" => match traversal {
                Some(t) => ViewKind::Strided {
                    traversal_strides: t,
                },
                None => return self.c.err("strided_view needs traversal_strides"),
            },
            _ => match sparse_dim {
                Some(s) => ViewKind::GatherScatter { sparse_dim: s },
                None => return self.c.err("gather_scatter_view needs sparse_dim"),
            },
        };
        let dim_map = dim_map.unwrap_or_else(|| (0..tile.len() as i64).collect());
        Ok(TiledViewType {
            kind,
            tile,
            padding,
            tensor_view,
            dim_map,
        })
    }

    /// `4x2)` — the tile shape of a view, up to the closing parenthesis.
    fn parse_static_shape_paren(&mut self) -> PResult<Vec<i64>> {
        let mut dims = vec![];
        if self.c.eat(")") {
            return Ok(dims);
        }
        loop {
            self.c.ws();
            if !self
                .c
                .bytes()
                .get(self.c.pos)
                .is_some_and(|c| c.is_ascii_digit())
            {
                let f = self.c.describe_next();
                return self.c.err(format!("expected a tile dimension, found {f}"));
            }
            dims.push(self.parse_extent()?);
            if self.c.src[self.c.pos..].starts_with('x') {
                self.c.pos += 1;
                continue;
            }
            self.c.expect(")")?;
            return Ok(dims);
        }
    }
}
