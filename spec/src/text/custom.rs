//! The custom (pretty) form of ops: the catalogue's format interpreter, plus the few ops whose
//! syntax needs hand-written code (constant, if, for, loop, reduce, scan, make_tensor_view).

use super::cursor::PResult;
use super::parser::UNRESOLVED;
use super::parser::{Implicit, Parser};
use crate::attrs::*;
use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::format::{FmtItem, ValRef};
use crate::ops::{Arity, AttrKind, OpDef, Syntax};
use crate::types::*;
use std::collections::HashMap;

/// Operands, attributes and result types gathered while reading one op.
pub(crate) struct OpState {
    pub op_name: &'static str,
    pub result_classes: Vec<crate::ops::TypeClass>,
    pub groups: Vec<Vec<(ValueId, Span)>>,
    pub attrs: Vec<Option<Attr>>,
    pub res: Vec<Vec<Option<Type>>>,
    /// Discardable attributes written inside the op's syntax (reduce/scan take them before `dim`).
    pub extra: Vec<(String, Attr)>,
}

impl OpState {
    fn new(def: &OpDef, nres: Option<usize>) -> Result<OpState, String> {
        let fixed = def.results.iter().filter(|r| r.arity == Arity::One).count();
        let mut res: Vec<Vec<Option<Type>>> = def
            .results
            .iter()
            .map(|r| vec![None; (r.arity == Arity::One) as usize])
            .collect();
        if let Some(n) = nres {
            if let Some(vi) = def.results.iter().position(|r| r.arity != Arity::One) {
                if n < fixed {
                    return Err(format!(
                        "operation '{}' defines at least {fixed} results but {n} were bound",
                        def.name
                    ));
                }
                res[vi] = vec![None; n - fixed];
            }
        }
        Ok(OpState {
            op_name: def.name,
            result_classes: def.results.iter().map(|r| r.class).collect(),
            groups: vec![vec![]; def.operands.len()],
            attrs: vec![None; def.attrs.len()],
            res,
            extra: vec![],
        })
    }
}

impl<'a> Parser<'a> {
    pub(crate) fn parse_custom_op(
        &mut self,
        def: &'static OpDef,
        nres: Option<usize>,
        nspan: Span,
    ) -> PResult<(Op, Vec<Type>)> {
        let mut st = OpState::new(def, nres).map_err(|m| Diagnostic::error(nspan, m))?;
        let mut regions = vec![];
        match &def.syntax {
            Syntax::Format(items) => self.run_format(def, items, &mut st)?,
            Syntax::Custom => match def.name {
                "constant" => self.parse_constant(&mut st)?,
                "if" => regions = self.parse_if(&mut st)?,
                "for" => regions = self.parse_for(&mut st)?,
                "loop" => regions = self.parse_loop(&mut st)?,
                "reduce" | "scan" => regions = self.parse_reduce_scan(def, &mut st)?,
                "make_tensor_view" => self.parse_make_tensor_view(&mut st)?,
                _ => {
                    return self
                        .c
                        .err_at(nspan, format!("no custom syntax for '{}'", def.name))
                }
            },
        }
        // Discardable attributes: where the format's `attr-dict` stands, or for hand-written
        // syntax where the reference puts them (after the literal or the regions; no op starts
        // with `{`, so this cannot swallow the next op).
        let mut extra = std::mem::take(&mut st.extra);
        if matches!(def.syntax, Syntax::Custom)
            && matches!(def.name, "constant" | "if" | "for" | "loop")
            && self.c.looking_at("{")
        {
            extra.extend(self.parse_attr_dict()?);
        }
        // A dictionary may also name declared attributes: sort everything as the generic form does.
        let mut raw: Vec<(String, Attr)> = def
            .attrs
            .iter()
            .zip(st.attrs)
            .filter_map(|(d, a)| a.map(|a| (d.name.clone(), a)))
            .collect();
        raw.extend(extra);
        let attrs = self.convert_generic_attrs(def, raw, nspan)?;
        let mut rtypes = vec![];
        for (g, tys) in st.res.into_iter().enumerate() {
            for t in tys {
                match t {
                    Some(t) => rtypes.push(t),
                    None if def.results[g].name.ends_with("token") => rtypes.push(Type::Token),
                    None => {
                        return self.c.err_at(
                            nspan,
                            format!(
                                "missing type for result '{}' of '{}'",
                                def.results[g].name, def.name
                            ),
                        )
                    }
                }
            }
        }
        let op = Op {
            id: def.id,
            operands: st.groups.iter().flatten().map(|(v, _)| *v).collect(),
            segments: st.groups.iter().map(|g| g.len() as u32).collect(),
            results: vec![],
            attrs,
            regions,
            loc: Loc::Unknown,
            span: nspan,
        };
        Ok((op, rtypes))
    }

    fn run_format(&mut self, def: &OpDef, items: &[FmtItem], st: &mut OpState) -> PResult<()> {
        for it in items {
            match it {
                FmtItem::Operand(g) => self.parse_group(def, *g, st)?,
                FmtItem::Attr(i) => {
                    let a = self.parse_custom_attr(def.attrs[*i].kind, &def.attrs[*i].name)?;
                    st.attrs[*i] = Some(a);
                }
                FmtItem::UnitKeywords(kws) => loop {
                    let mut any = false;
                    for (kw, i) in kws {
                        if st.attrs[*i].is_none() && self.c.eat_kw(kw) {
                            st.attrs[*i] = Some(Attr::Unit);
                            any = true;
                        }
                    }
                    if !any {
                        break;
                    }
                },
                FmtItem::Type(refs) => {
                    let s = self.c.pos;
                    let t = self.parse_type()?;
                    let span = Span::new(s, self.c.pos);
                    for r in refs {
                        self.apply_type(*r, &t, st, span)?;
                    }
                }
                FmtItem::TypeList(r) | FmtItem::TypeSplat(r) => {
                    let want = match r {
                        ValRef::Operand(g) => st.groups[*g].len(),
                        ValRef::Result(g) => st.res[*g].len(),
                    };
                    let splat_ok = matches!(it, FmtItem::TypeSplat(_));
                    let s = self.c.pos;
                    let mut tys = vec![];
                    if want > 0 {
                        tys.push(self.parse_type()?);
                        while tys.len() < want && self.c.eat(",") {
                            tys.push(self.parse_type()?);
                        }
                    }
                    let span = Span::new(s, self.c.pos);
                    let splat = splat_ok && tys.len() == 1;
                    if !splat && tys.len() != want {
                        return self
                            .c
                            .err_at(span, format!("expected {want} types, found {}", tys.len()));
                    }
                    for k in 0..want {
                        let t = if splat {
                            tys[0].clone()
                        } else {
                            tys[k].clone()
                        };
                        self.apply_type_one(*r, k, &t, st, span)?;
                    }
                }
                FmtItem::Optional(inner) => {
                    if self.optional_present(def, inner, st) {
                        self.run_format(def, inner, st)?;
                    }
                }
                FmtItem::AttrDict { keyword } => {
                    let present = if *keyword {
                        self.c.eat_kw("attributes")
                    } else {
                        self.c.looking_at("{")
                    };
                    if present {
                        st.extra.extend(self.parse_attr_dict()?);
                    }
                }
                FmtItem::Glue => {}
                FmtItem::Keyword(k) => self.c.expect_kw(k)?,
                FmtItem::Punct(p) => self.c.expect(p)?,
            }
        }
        Ok(())
    }

    fn optional_present(&mut self, def: &OpDef, inner: &[FmtItem], st: &OpState) -> bool {
        match FmtItem::anchor(inner) {
            Some(FmtItem::Type(refs)) => {
                if let Some(ValRef::Operand(g)) = refs.first() {
                    return !st.groups[*g].is_empty();
                }
            }
            Some(FmtItem::TypeList(ValRef::Operand(g)))
            | Some(FmtItem::TypeSplat(ValRef::Operand(g))) => {
                return !st.groups[*g].is_empty();
            }
            _ => {}
        }
        match inner.first() {
            Some(FmtItem::Punct(p)) => {
                self.c.looking_at(p) && !(p == "-" && self.c.looking_at("->"))
            }
            Some(FmtItem::Keyword(k)) => self.c.peek_ident() == Some(k.as_str()),
            Some(FmtItem::Operand(_)) => self.c.peek() == b'%',
            Some(FmtItem::Attr(i)) => match def.attrs[*i].kind {
                AttrKind::Enum(e) => self
                    .c
                    .peek_ident()
                    .is_some_and(|w| e.case_value(w).is_some()),
                _ => false,
            },
            _ => false,
        }
    }

    fn parse_group(&mut self, def: &OpDef, g: usize, st: &mut OpState) -> PResult<()> {
        match def.operands[g].arity {
            Arity::One => {
                let v = self.parse_value_use()?;
                st.groups[g].push(v);
            }
            Arity::Optional => {
                if self.c.peek() == b'%' {
                    let v = self.parse_value_use()?;
                    st.groups[g].push(v);
                }
            }
            Arity::Variadic => {
                if self.c.peek() != b'%' {
                    return Ok(());
                }
                st.groups[g].push(self.parse_value_use()?);
                loop {
                    let save = self.c.pos;
                    if self.c.eat(",") && self.c.peek() == b'%' {
                        st.groups[g].push(self.parse_value_use()?);
                    } else {
                        self.c.pos = save;
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    fn apply_type(&mut self, r: ValRef, t: &Type, st: &mut OpState, span: Span) -> PResult<()> {
        let n = match r {
            ValRef::Operand(g) => st.groups[g].len(),
            ValRef::Result(g) => st.res[g].len(),
        };
        for k in 0..n {
            self.apply_type_one(r, k, t, st, span)?;
        }
        Ok(())
    }

    fn apply_type_one(
        &mut self,
        r: ValRef,
        k: usize,
        t: &Type,
        st: &mut OpState,
        _span: Span,
    ) -> PResult<()> {
        match r {
            ValRef::Operand(g) => {
                let (v, vspan) = st.groups[g][k];
                if v == UNRESOLVED {
                    return Ok(());
                }
                let have = self.value_type(v);
                if have != t {
                    return self.c.err_at(
                        vspan,
                        format!("use of value '{}' expects different type than prior uses: '{}' vs '{}'", self.value_label(v), t, have),
                    );
                }
            }
            ValRef::Result(g) => {
                // The view-making ops check their result type while parsing.
                if op_makes_view(st) {
                    let class = st.result_classes[g];
                    if !class.accepts(t) {
                        return self.c.err_at(
                            _span,
                            format!(
                                "'cuda_tile.{}' expected '{}' type, but got '{t}'",
                                st.op_name,
                                class.describe()
                            ),
                        );
                    }
                }
                st.res[g][k] = Some(t.clone())
            }
        }
        Ok(())
    }

    fn value_label(&self, v: ValueId) -> String {
        match &self.values[v.0 as usize].name {
            Some(n) => format!("%{n}"),
            None => "%<unnamed>".into(),
        }
    }

    /// An attribute in the custom form, by kind.
    pub(crate) fn parse_custom_attr(&mut self, kind: AttrKind, name: &str) -> PResult<Attr> {
        self.c.ws();
        let start = self.c.pos;
        Ok(match kind {
            AttrKind::Enum(e) => {
                let Some(w) = self.c.peek_ident() else {
                    let f = self.c.describe_next();
                    return self
                        .c
                        .err(format!("expected {} for '{name}', found {f}", e.name));
                };
                match e.case_value(w) {
                    Some(v) => {
                        self.c.pos += w.len();
                        Attr::Enum(e, v)
                    }
                    None => {
                        let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
                        return self.c.err_at(
                            Span::new(start, start + w.len()),
                            format!(
                                "invalid {} '{w}'; expected one of: {}",
                                e.name,
                                cases.join(", ")
                            ),
                        );
                    }
                }
            }
            AttrKind::Unit => Attr::Unit,
            AttrKind::Bool => {
                if self.c.eat_kw("true") {
                    Attr::Bool(true)
                } else if self.c.eat_kw("false") {
                    Attr::Bool(false)
                } else {
                    return self.c.err("expected 'true' or 'false'");
                }
            }
            AttrKind::I32 => {
                let v = self.c.int64()?;
                if i32::try_from(v).is_err() {
                    return self.c.err_at(
                        Span::new(start, self.c.pos),
                        format!("'{name}' must fit in i32"),
                    );
                }
                Attr::Int(v, ElemType::I32)
            }
            AttrKind::I64 => Attr::Int(self.c.int64()?, ElemType::I64),
            AttrKind::Str => Attr::Str(self.c.string()?),
            AttrKind::Symbol => Attr::Symbol(self.c.symbol()?),
            AttrKind::I32Array => {
                let v = self.parse_int_list("[", "]")?;
                if v.iter().any(|x| i32::try_from(*x).is_err()) {
                    return self.c.err_at(
                        Span::new(start, self.c.pos),
                        format!("'{name}' values must fit in i32"),
                    );
                }
                Attr::I32Array(v)
            }
            AttrKind::BoolArray => {
                self.c.expect("[")?;
                let mut v = vec![];
                if !self.c.eat("]") {
                    loop {
                        if self.c.eat_kw("true") {
                            v.push(true)
                        } else if self.c.eat_kw("false") {
                            v.push(false)
                        } else {
                            return self.c.err("expected 'true' or 'false'");
                        }
                        if self.c.eat("]") {
                            break;
                        }
                        self.c.expect(",")?;
                    }
                }
                Attr::BoolArray(v)
            }
            AttrKind::Dense => return self.c.err("dense literal not expected here"),
            AttrKind::Predicate => Attr::Assume(self.parse_predicate()?),
            AttrKind::Hints => Attr::Hints(self.parse_hints()?),
            AttrKind::TypedArray => {
                self.c.expect("[")?;
                let mut v = vec![];
                if !self.c.eat("]") {
                    loop {
                        v.push(self.parse_typed_scalar()?);
                        if self.c.eat("]") {
                            break;
                        }
                        self.c.expect(",")?;
                    }
                }
                Attr::Array(v)
            }
        })
    }

    fn parse_constant(&mut self, st: &mut OpState) -> PResult<()> {
        let (elem, lit, lspan) = self.parse_dense_head()?;
        self.c.expect(":")?;
        let ts = self.c.pos;
        let ty = self.parse_type()?;
        let tspan = Span::new(ts, self.c.pos);
        let Type::Tile(t) = &ty else {
            return self
                .c
                .err_at(tspan, format!("constant must have a tile type, found {ty}"));
        };
        if t.elem != Elem::Num(elem) {
            return self.c.err_at(
                lspan,
                format!("literal element type {elem} does not match the result type {ty}"),
            );
        }
        let d = self.dense_from_lit(elem, &lit, &t.shape, lspan)?;
        st.attrs[0] = Some(Attr::Dense(d));
        st.res[0][0] = Some(ty);
        Ok(())
    }

    /// Result types in `-> (T, ...)` or `-> T, ...`.
    fn parse_type_list_maybe_paren(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![];
        if self.c.eat("(") {
            if self.c.eat(")") {
                return Ok(v);
            }
            loop {
                v.push(self.parse_type()?);
                if self.c.eat(")") {
                    return Ok(v);
                }
                self.c.expect(",")?;
            }
        }
        loop {
            v.push(self.parse_type()?);
            if !self.c.eat(",") {
                return Ok(v);
            }
        }
    }

    fn set_results(&mut self, st: &mut OpState, tys: Vec<Type>, span: Span) -> PResult<()> {
        let g = st.res.len() - 1;
        if !st.res[g].is_empty() && st.res[g].len() != tys.len() {
            return self.c.err_at(
                span,
                format!(
                    "operation defines {} results but {} were bound",
                    tys.len(),
                    st.res[g].len()
                ),
            );
        }
        st.res[g] = tys.into_iter().map(Some).collect();
        Ok(())
    }

    fn parse_if(&mut self, st: &mut OpState) -> PResult<Vec<Region>> {
        let cond = self.parse_value_use()?;
        st.groups[0].push(cond);
        let s = self.c.pos;
        let tys = if self.c.eat("->") {
            self.parse_type_list_maybe_paren()?
        } else {
            vec![]
        };
        self.set_results(st, tys, Span::new(s, self.c.pos))?;
        self.scopes.push(HashMap::new());
        let then = self.parse_region_body(vec![], Some("yield"))?;
        self.scopes.pop();
        let els = if self.c.eat_kw("else") {
            self.scopes.push(HashMap::new());
            let b = self.parse_region_body(vec![], Some("yield"))?;
            self.scopes.pop();
            Region::with_block(b)
        } else {
            Region::default()
        };
        Ok(vec![Region::with_block(then), els])
    }

    /// `(%a = %init, ...)` — returns (name, span) of each region argument and the init operands.
    fn parse_assignment_list(&mut self) -> PResult<(Vec<(String, Span)>, Vec<(ValueId, Span)>)> {
        self.c.expect("(")?;
        let mut names = vec![];
        let mut inits = vec![];
        if self.c.eat(")") {
            return Ok((names, inits));
        }
        loop {
            self.c.ws();
            let s = self.c.pos;
            let n = self.c.sigil_name(b'%')?.to_string();
            names.push((n, Span::new(s, self.c.pos)));
            self.c.expect("=")?;
            inits.push(self.parse_value_use()?);
            if self.c.eat(")") {
                return Ok((names, inits));
            }
            self.c.expect(",")?;
        }
    }

    /// Defines region arguments in a fresh scope and parses the body.
    fn region_with_args(
        &mut self,
        args: Vec<(String, Span, Type)>,
        implicit: Implicit,
    ) -> PResult<Block> {
        self.scopes.push(HashMap::new());
        let mut ids = vec![];
        for (n, sp, t) in args {
            let id = self.new_value(t, Some(n.clone()));
            self.define(&n, sp, vec![id])?;
            ids.push(id);
        }
        let b = self.parse_region_body(ids, implicit);
        self.scopes.pop();
        b
    }

    fn parse_for(&mut self, st: &mut OpState) -> PResult<Vec<Region>> {
        if self.c.eat_kw("unsigned") {
            st.attrs[0] = Some(Attr::Unit);
        }
        self.c.ws();
        let s = self.c.pos;
        let iv = self.c.sigil_name(b'%')?.to_string();
        let iv_span = Span::new(s, self.c.pos);
        self.c.expect_kw("in")?;
        self.c.expect("(")?;
        let lb = self.parse_value_use()?;
        self.c.expect_kw("to")?;
        let ub = self.parse_value_use()?;
        self.c.expect(",")?;
        self.c.expect_kw("step")?;
        let step = self.parse_value_use()?;
        self.c.expect(")")?;
        self.c.expect(":")?;
        let ts = self.c.pos;
        let ivt = self.parse_type()?;
        let tspan = Span::new(ts, self.c.pos);
        for (v, sp) in [lb, ub, step] {
            if v != UNRESOLVED && self.value_type(v) != &ivt {
                return self.c.err_at(
                    sp,
                    format!(
                        "use of value expects type {ivt} but it has type {}",
                        self.value_type(v)
                    ),
                );
            }
        }
        st.groups[0].push(lb);
        st.groups[1].push(ub);
        st.groups[2].push(step);
        let mut args = vec![(iv, iv_span, ivt)];
        let mut tys = vec![];
        if self.c.eat_kw("iter_values") {
            let (names, inits) = self.parse_assignment_list()?;
            self.c.expect("->")?;
            let s = self.c.pos;
            tys = self.parse_type_list_maybe_paren()?;
            if tys.len() != inits.len() {
                return self.c.err_at(
                    Span::new(s, self.c.pos),
                    "mismatch in number of loop-carried values and defined values",
                );
            }
            for ((n, sp), t) in names.into_iter().zip(&tys) {
                args.push((n, sp, t.clone()));
            }
            for (i, t) in inits.iter().zip(&tys) {
                if i.0 != UNRESOLVED && self.value_type(i.0) != t {
                    return self.c.err_at(
                        i.1,
                        format!(
                            "use of value expects type {t} but it has type {}",
                            self.value_type(i.0)
                        ),
                    );
                }
            }
            st.groups[3] = inits;
        }
        let _ = tspan;
        self.set_results(st, tys, iv_span)?;
        let body = self.region_with_args(args, Some("continue"))?;
        Ok(vec![Region::with_block(body)])
    }

    fn parse_loop(&mut self, st: &mut OpState) -> PResult<Vec<Region>> {
        let s = self.c.pos;
        let mut args = vec![];
        let mut results = vec![];
        if self.c.eat_kw("iter_values") {
            let (names, inits) = self.parse_assignment_list()?;
            self.c.expect(":")?;
            let iter_tys = self.parse_type_list_maybe_paren()?;
            if iter_tys.len() != names.len() {
                return self.c.err_at(
                    Span::new(s, self.c.pos),
                    "found different number of iter_values and types",
                );
            }
            for (i, t) in inits.iter().zip(&iter_tys) {
                if i.0 != UNRESOLVED && self.value_type(i.0) != t {
                    return self.c.err_at(
                        i.1,
                        format!(
                            "use of value expects type {t} but it has type {}",
                            self.value_type(i.0)
                        ),
                    );
                }
            }
            if self.c.eat("->") {
                results = self.parse_type_list_maybe_paren()?;
            }
            for ((n, sp), t) in names.into_iter().zip(iter_tys) {
                args.push((n, sp, t));
            }
            st.groups[0] = inits;
        } else if self.c.eat(":") {
            results = self.parse_type_list_maybe_paren()?;
        }
        self.set_results(st, results, Span::new(s, self.c.pos))?;
        let body = self.region_with_args(args, Some("continue"))?;
        Ok(vec![Region::with_block(body)])
    }

    fn parse_reduce_scan(&mut self, def: &OpDef, st: &mut OpState) -> PResult<Vec<Region>> {
        self.parse_group(def, 0, st)?;
        if self.c.looking_at("{") {
            // attr-dict before the keywords (rare).
            st.extra = self.parse_attr_dict()?;
        }
        let scan = def.name == "scan";
        self.c.expect_kw("dim")?;
        self.c.expect("=")?;
        st.attrs[0] = Some(self.parse_custom_attr(AttrKind::I32, "dim")?);
        let mut next = 1;
        if scan {
            self.c.expect_kw("reverse")?;
            self.c.expect("=")?;
            st.attrs[1] = Some(self.parse_custom_attr(AttrKind::Bool, "reverse")?);
            next = 2;
        }
        self.c.expect_kw("identities")?;
        self.c.expect("=")?;
        st.attrs[next] = Some(self.parse_custom_attr(AttrKind::TypedArray, "identities")?);
        self.c.expect(":")?;
        let n = st.groups[0].len();
        let s = self.c.pos;
        let mut in_tys = vec![self.parse_type()?];
        while in_tys.len() < n && self.c.eat(",") {
            in_tys.push(self.parse_type()?);
        }
        if in_tys.len() != n {
            return self.c.err_at(
                Span::new(s, self.c.pos),
                format!("expected {n} operand types"),
            );
        }
        for ((v, sp), t) in st.groups[0].clone().iter().zip(&in_tys) {
            if *v != UNRESOLVED && self.value_type(*v) != t {
                return self.c.err_at(
                    *sp,
                    format!(
                        "use of value expects type {t} but it has type {}",
                        self.value_type(*v)
                    ),
                );
            }
        }
        self.c.expect("->")?;
        let s = self.c.pos;
        let mut out = vec![self.parse_type()?];
        while self.c.eat(",") {
            out.push(self.parse_type()?);
        }
        self.set_results(st, out, Span::new(s, self.c.pos))?;
        // (%a: T, %b: T, ...) { body }
        self.c.expect("(")?;
        let mut args = vec![];
        if !self.c.eat(")") {
            loop {
                self.c.ws();
                let s = self.c.pos;
                let nme = self.c.sigil_name(b'%')?.to_string();
                let sp = Span::new(s, self.c.pos);
                self.c.expect(":")?;
                let t = self.parse_type()?;
                self.parse_opt_loc()?;
                args.push((nme, sp, t));
                if self.c.eat(")") {
                    break;
                }
                self.c.expect(",")?;
            }
        }
        let body = self.region_with_args(args, Some("yield"))?;
        Ok(vec![Region::with_block(body)])
    }

    fn parse_make_tensor_view(&mut self, st: &mut OpState) -> PResult<()> {
        let base = self.parse_value_use()?;
        st.groups[0].push(base);
        self.c.expect(",")?;
        self.c.expect_kw("shape")?;
        self.c.expect("=")?;
        let shape = self.parse_const_or_value_list(st, 1)?;
        self.c.expect(",")?;
        self.c.expect_kw("strides")?;
        self.c.expect("=")?;
        let strides = self.parse_const_or_value_list(st, 2)?;
        if self.c.looking_at("{") {
            st.extra = self.parse_attr_dict()?;
        }
        self.c.expect(":")?;
        let dynamic = !st.groups[1].is_empty() || !st.groups[2].is_empty();
        if dynamic {
            let s = self.c.pos;
            let it = self.parse_type()?;
            let span = Span::new(s, self.c.pos);
            for (v, sp) in st.groups[1].iter().chain(&st.groups[2]) {
                if *v != UNRESOLVED && self.value_type(*v) != &it {
                    return self.c.err_at(
                        *sp,
                        format!(
                            "use of value expects type {it} but it has type {}",
                            self.value_type(*v)
                        ),
                    );
                }
            }
            let _ = span;
            self.c.expect("->")?;
        }
        let s = self.c.pos;
        let ty = self.parse_type()?;
        let span = Span::new(s, self.c.pos);
        let Type::TensorView(tv) = &ty else {
            return self
                .c
                .err_at(span, format!("expected a tensor_view type, found {ty}"));
        };
        let matches = |lit: &[Option<i64>], dims: &[Dim]| {
            lit.len() == dims.len()
                && lit.iter().zip(dims).all(|(l, d)| match (l, d) {
                    (Some(a), Dim::Static(b)) => a == b,
                    (None, Dim::Dynamic) => true,
                    _ => false,
                })
        };
        if !matches(&shape, &tv.shape) {
            return self.c.err_at(
                span,
                "shape operands do not match the tensor_view type's shape",
            );
        }
        if !matches(&strides, &tv.strides) {
            return self.c.err_at(
                span,
                "stride operands do not match the tensor_view type's strides",
            );
        }
        st.res[0][0] = Some(ty);
        Ok(())
    }

    /// `[%a, 32, %b]` — integers become static entries, values dynamic ones.
    fn parse_const_or_value_list(
        &mut self,
        st: &mut OpState,
        group: usize,
    ) -> PResult<Vec<Option<i64>>> {
        self.c.expect("[")?;
        let mut v = vec![];
        if self.c.eat("]") {
            return Ok(v);
        }
        loop {
            if self.c.peek() == b'%' {
                let u = self.parse_value_use()?;
                st.groups[group].push(u);
                v.push(None);
            } else {
                v.push(Some(self.c.int64()?));
            }
            if self.c.eat("]") {
                return Ok(v);
            }
            self.c.expect(",")?;
        }
    }
}

fn op_makes_view(st: &OpState) -> bool {
    matches!(
        st.op_name,
        "make_partition_view" | "make_strided_view" | "make_gather_scatter_view"
    )
}
