//! The text parser: modules, items, ops in custom and generic form, regions and locations.

use super::cursor::{Cursor, PResult};
use crate::attrs::*;
use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::{self, Arity, AttrKind, OpDef, Presence, Syntax};
use crate::types::*;
use std::collections::HashMap;

pub struct Parser<'a> {
    pub c: Cursor<'a>,
    pub type_aliases: HashMap<String, Type>,
    /// Byte offset where each attribute alias's definition starts; read again on each use.
    pub attr_aliases: HashMap<String, usize>,
    pub(crate) values: Vec<ValueDef>,
    pub(crate) scopes: Vec<HashMap<String, Vec<ValueId>>>,
    /// Ops written outside any module, and their values.
    loose_ops: Vec<Op>,
    loose_values: Vec<ValueDef>,
    loose_scope: HashMap<String, Vec<ValueId>>,
    /// The first use of an undefined value in the op being read.
    pending_undefined: Option<Diagnostic>,
    /// Open wrappers (`module {` or `"builtin.module"() ({`), true for the generic one.
    wrappers: Vec<bool>,
    /// Bytes of alias definitions read so far, and the most that may be read: aliases are read
    /// again at each use, so aliases that use each other twice over would otherwise grow
    /// exponentially.
    pub(crate) alias_work: usize,
    pub(crate) alias_budget: usize,
}

/// Stands for a use of an undefined value until the op around it has been read: MLIR resolves
/// operands after an op's types, so a bad type is reported before an undefined name.
pub(crate) const UNRESOLVED: ValueId = ValueId(u32::MAX);

/// What a parse of one file gives: its modules, and ops written outside any module (as test
/// inputs do), gathered in a nameless test function.
pub struct ParsedFile {
    pub modules: Vec<Module>,
    pub loose: Option<Func>,
}

/// Parses a module in any accepted text form.
pub fn parse_module(src: &str) -> Result<Module, Diagnostic> {
    let mut f = parse_file(src)?;
    match f.modules.len() {
        1 => Ok(f.modules.pop().unwrap()),
        0 => Err(Diagnostic::error(Span::at(0), "no cuda_tile.module found")),
        _ => Err(Diagnostic::error(
            f.modules[1].span,
            "expected exactly one cuda_tile.module",
        )),
    }
}

pub fn parse_file(src: &str) -> Result<ParsedFile, Diagnostic> {
    let mut p = Parser::new(src);
    let modules = p.parse_top()?;
    let loose = if p.loose_ops.is_empty() {
        None
    } else {
        Some(Func {
            kind: FuncKind::TestFunc,
            name: String::new(),
            params: vec![],
            results: vec![],
            body: Block {
                args: vec![],
                ops: std::mem::take(&mut p.loose_ops),
            },
            values: std::mem::take(&mut p.loose_values),
            hints: None,
            arg_attrs: vec![],
            loc: Loc::Unknown,
            span: Span::at(0),
        })
    };
    Ok(ParsedFile { modules, loose })
}

/// The op a region's omitted terminator stands for (`return`, `yield`, `continue`).
pub(crate) type Implicit = Option<&'static str>;

pub(crate) struct Binding {
    pub names: Vec<(String, Span)>,
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str) -> Parser<'a> {
        Parser {
            c: Cursor::new(src),
            type_aliases: HashMap::new(),
            attr_aliases: HashMap::new(),
            values: vec![],
            scopes: vec![],
            loose_ops: vec![],
            loose_values: vec![],
            loose_scope: HashMap::new(),
            wrappers: vec![],
            pending_undefined: None,
            alias_work: 0,
            alias_budget: (1 << 20) + 64 * src.len(),
        }
    }

    /// `item (, item)* close` or a bare `close`, the opening bracket already eaten.
    fn list_until<T>(
        &mut self,
        close: &str,
        mut item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut out = vec![];
        if self.c.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            if self.c.eat(close) {
                return Ok(out);
            }
            self.c.expect(",")?;
        }
    }

    fn parse_top(&mut self) -> PResult<Vec<Module>> {
        let mut modules: Vec<Module> = vec![];
        let mut bare: Vec<Item> = vec![];
        let mut bare_start = None;
        loop {
            if self.c.at_end() {
                break;
            }
            if !self.wrappers.is_empty() && self.c.eat("}") {
                if self.wrappers.pop() == Some(true) {
                    // `}) [attrs] : () -> ()` closes the generic builtin module.
                    self.c.expect(")")?;
                    if self.c.looking_at("{") {
                        self.parse_attr_dict()?;
                    }
                    self.c.expect(":")?;
                    self.parse_type()?;
                }
                continue;
            }
            let start = self.c.pos;
            match self.c.peek() {
                b'#' => self.parse_attr_alias_def()?,
                b'!' => self.parse_type_alias_def()?,
                b'"' | b'%' => {
                    // A generic op at top level: the generic module, or a test op such as "use_type".
                    if self.c.src[self.c.pos..].starts_with("\"cuda_tile.module\"") {
                        modules.push(self.parse_generic_module()?);
                    } else if self.c.src[self.c.pos..].starts_with("\"builtin.module\"") {
                        self.c.string()?;
                        self.c.expect("(")?;
                        self.c.expect(")")?;
                        if self.c.eat("<") {
                            self.parse_attr_dict()?;
                            self.c.expect(">")?;
                        }
                        self.c.expect("(")?;
                        self.c.expect("{")?;
                        self.wrappers.push(true);
                    } else {
                        self.parse_loose_op()?;
                    }
                }
                _ => {
                    let kw = self.c.peek_ident().unwrap_or("");
                    let short = kw.strip_prefix("cuda_tile.").unwrap_or(kw);
                    if kw == "module" || kw == "builtin.module" {
                        // MLIR's builtin module around cuda_tile modules: read through it.
                        self.c.ident()?;
                        if self.c.peek() == b'@' {
                            self.c.symbol()?;
                        }
                        if self.c.eat_kw("attributes") {
                            self.parse_attr_dict()?;
                        }
                        self.c.expect("{")?;
                        self.wrappers.push(false);
                    } else if kw == "cuda_tile.module" {
                        modules.push(self.parse_custom_module()?);
                    } else if short != "module" && ops::lookup(short).is_some() {
                        self.parse_loose_op()?;
                    } else if matches!(short, "entry" | "global" | "testing$func") {
                        // The bare form that tileirdisasm prints: items with no module around them.
                        bare_start.get_or_insert(start);
                        bare.push(self.parse_item()?);
                    } else {
                        let f = self.c.describe_next();
                        return self
                            .c
                            .err(format!("expected 'cuda_tile.module', found {f}"));
                    }
                }
            }
        }
        if !bare.is_empty() {
            if !modules.is_empty() {
                return self
                    .c
                    .err_at(Span::at(bare_start.unwrap()), "items outside the module");
            }
            modules.push(Module {
                name: "kernels".into(),
                producer: None,
                attrs: vec![],
                items: bare,
                loc: Loc::Unknown,
                span: Span::at(bare_start.unwrap()),
            });
        }
        if !self.wrappers.is_empty() {
            return self.c.err("unterminated builtin module (missing '}')");
        }
        self.check_di_aliases()?;
        Ok(modules)
    }

    /// MLIR reads the attribute an alias names where the alias is defined; tileref reads it
    /// where it is used. The debug-info aliases are checked here, used or not, so a malformed
    /// one is an error as it is for NVIDIA's tools.
    fn check_di_aliases(&mut self) -> PResult<()> {
        let mut defs: Vec<usize> = self
            .attr_aliases
            .values()
            .copied()
            .filter(|&p| self.c.src[p..].starts_with("#cuda_tile.di_"))
            .collect();
        defs.sort_unstable();
        for pos in defs {
            let save = self.c.pos;
            self.c.pos = pos;
            let text = self.expand_attr_text();
            let span = Span::new(pos, self.c.pos);
            self.c.pos = save;
            if let Err(e) = crate::bytecode::check_di_attr(&text?) {
                return self.c.err_at(span, e);
            }
        }
        Ok(())
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let start = self.c.pos;
        let name = self.c.sigil_name(b'#')?.to_string();
        self.c.expect("=")?;
        self.c.ws();
        if self.attr_aliases.contains_key(&name) {
            return self.c.err_at(
                Span::new(start, self.c.pos),
                format!("redefinition of attribute alias '#{name}'"),
            );
        }
        self.attr_aliases.insert(name, self.c.pos);
        self.skip_attr_text()
    }

    /// Skips one attribute's text (balanced brackets and strings), for alias definitions read lazily.
    fn skip_attr_text(&mut self) -> PResult<()> {
        let b = self.c.bytes();
        let start = self.c.pos;
        let mut depth = 0i32;
        let mut i = self.c.pos;
        while i < b.len() {
            let ch = b[i];
            match ch {
                b'"' => {
                    // A string ends on its line; an unterminated one (or a final backslash)
                    // must not carry the scan past the end of the input.
                    let s = i;
                    i += 1;
                    while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if b.get(i) != Some(&b'"') {
                        return self.c.err_at(Span::at(s), "unterminated string literal");
                    }
                }
                b'(' | b'[' | b'{' | b'<' => depth += 1,
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b')' | b']' | b'}' | b'>' => depth -= 1,
                b'\n' if depth <= 0 => break,
                _ => {}
            }
            i += 1;
        }
        if depth != 0 {
            return self
                .c
                .err_at(Span::at(start), "unbalanced brackets in attribute alias");
        }
        self.c.pos = i;
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let start = self.c.pos;
        let name = self.c.sigil_name(b'!')?.to_string();
        self.c.expect("=")?;
        let t = self.parse_type()?;
        if self.type_aliases.insert(name.clone(), t).is_some() {
            return self.c.err_at(
                Span::at(start),
                format!("redefinition of type alias '!{name}'"),
            );
        }
        Ok(())
    }

    /// An op outside any module (test inputs such as `"use_type"() : () -> T`).
    fn parse_loose_op(&mut self) -> PResult<()> {
        self.values = std::mem::take(&mut self.loose_values);
        self.scopes = vec![std::mem::take(&mut self.loose_scope)];
        let r = self.parse_op();
        self.loose_values = std::mem::take(&mut self.values);
        self.loose_scope = self.scopes.pop().unwrap_or_default();
        self.loose_ops.push(r?);
        Ok(())
    }

    fn parse_custom_module(&mut self) -> PResult<Module> {
        let start = self.c.pos;
        self.c.expect_kw("cuda_tile.module")?;
        let name = self.c.symbol()?;
        let mut attrs = vec![];
        if self.c.eat_kw("attributes") {
            attrs = self.parse_attr_dict()?;
        }
        let mut producer = None;
        attrs.retain(|(k, v)| {
            if k == "producer" {
                if let Attr::Str(s) = v {
                    producer = Some(s.clone());
                    return false;
                }
            }
            true
        });
        self.c.expect("{")?;
        let mut items = vec![];
        while !self.c.eat("}") {
            if self.c.at_end() {
                return self
                    .c
                    .err_at(Span::at(start), "unterminated module (missing '}')");
            }
            items.push(self.parse_item()?);
        }
        let loc = self.parse_opt_loc()?;
        Ok(Module {
            name,
            producer,
            attrs,
            items,
            loc,
            span: Span::new(start, start + 16),
        })
    }

    fn parse_generic_module(&mut self) -> PResult<Module> {
        let start = self.c.pos;
        self.c.string()?;
        self.c.expect("(")?;
        self.c.expect(")")?;
        let mut props = vec![];
        if self.c.eat("<") {
            props = self.parse_attr_dict()?;
            self.c.expect(">")?;
        }
        let mut name = String::new();
        let mut producer = None;
        let mut attrs = vec![];
        for (k, v) in props {
            match (k.as_str(), v) {
                ("sym_name", Attr::Str(s)) => name = s,
                ("producer", Attr::Str(s)) => producer = Some(s),
                (_, v) => attrs.push((k, v)),
            }
        }
        self.c.expect("(")?;
        self.c.expect("{")?;
        let mut items = vec![];
        while !self.c.eat("}") {
            if self.c.at_end() {
                return self.c.err_at(Span::at(start), "unterminated module region");
            }
            items.push(self.parse_item()?);
        }
        self.c.expect(")")?;
        if self.c.looking_at("{") {
            attrs.extend(self.parse_attr_dict()?);
        }
        self.c.expect(":")?;
        self.parse_type()?;
        let loc = self.parse_opt_loc()?;
        Ok(Module {
            name,
            producer,
            attrs,
            items,
            loc,
            span: Span::new(start, start + 18),
        })
    }

    fn parse_item(&mut self) -> PResult<Item> {
        self.c.ws();
        if self.c.peek() == b'"' {
            return self.parse_generic_item();
        }
        let start = self.c.pos;
        let kw = self.c.ident()?;
        match kw.strip_prefix("cuda_tile.").unwrap_or(kw) {
            "global" => Ok(Item::Global(self.parse_global(start)?)),
            "entry" => Ok(Item::Func(self.parse_func(FuncKind::Entry, start)?)),
            "testing$func" => Ok(Item::Func(self.parse_func(FuncKind::TestFunc, start)?)),
            other => {
                let msg = if ops::lookup(other).is_some() {
                    format!("'{other}' is not allowed directly in a module; only 'global' and 'entry' are")
                } else {
                    format!("expected 'entry' or 'global', found '{kw}'")
                };
                self.c.err_at(Span::new(start, self.c.pos), msg)
            }
        }
    }

    fn parse_global(&mut self, start: usize) -> PResult<Global> {
        let mut visibility = SymbolVisibility::Public;
        if self.c.eat_kw("public") {
        } else if self.c.eat_kw("private") {
            visibility = SymbolVisibility::Private;
        }
        let constant = self.c.eat_kw("constant");
        let name = self.c.symbol()?;
        let mut alignment = None;
        if self.c.eat_kw("alignment") {
            self.c.expect("=")?;
            alignment = Some(self.c.int64()?);
        }
        let (elem, lit, lspan) = self.parse_dense_head()?;
        self.c.expect(":")?;
        let ty = self.parse_type()?;
        let shape = match &ty {
            Type::Tile(t) => t.shape.clone(),
            _ => {
                return self.c.err_at(
                    Span::new(start, self.c.pos),
                    "a global's type must be a tile",
                )
            }
        };
        if ty.elem_num() != Some(elem) {
            return self.c.err_at(
                lspan,
                format!("literal element type {elem} does not match the type {ty}"),
            );
        }
        let value = self.dense_from_lit(elem, &lit, &shape, lspan)?;
        let loc = self.parse_opt_loc()?;
        Ok(Global {
            name,
            visibility,
            constant,
            alignment,
            value,
            ty,
            loc,
            span: Span::new(start, self.c.pos),
        })
    }

    fn begin_func(&mut self) {
        self.values.clear();
        self.scopes.clear();
        self.scopes.push(HashMap::new());
    }

    pub(crate) fn new_value(&mut self, ty: Type, name: Option<String>) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueDef { ty, name });
        id
    }

    /// Defines `%name` in the current scope.
    pub(crate) fn define(&mut self, name: &str, span: Span, ids: Vec<ValueId>) -> PResult<()> {
        if self.scopes.iter().any(|s| s.contains_key(name)) {
            return self
                .c
                .err_at(span, format!("redefinition of SSA value '%{name}'"));
        }
        self.scopes
            .last_mut()
            .expect("scope")
            .insert(name.to_string(), ids);
        Ok(())
    }

    fn parse_func(&mut self, kind: FuncKind, start: usize) -> PResult<Func> {
        let name = self.c.symbol()?;
        let name_span = Span::new(start, self.c.pos);
        self.begin_func();
        self.c.expect("(")?;
        let mut params = vec![];
        let mut arg_attrs = vec![];
        if !self.c.eat(")") {
            loop {
                self.c.ws();
                let ns = self.c.pos;
                let n = self.c.sigil_name(b'%')?.to_string();
                let span = Span::new(ns, self.c.pos);
                self.c.expect(":")?;
                let ty = self.parse_type()?;
                let attrs = if self.c.looking_at("{") {
                    self.parse_attr_dict()?
                } else {
                    vec![]
                };
                self.skip_loc()?;
                let id = self.new_value(ty, Some(n.clone()));
                self.define(&n, span, vec![id])?;
                params.push(id);
                arg_attrs.push(attrs);
                if self.c.eat(")") {
                    break;
                }
                self.c.expect(",")?;
            }
        }
        let mut results = vec![];
        if self.c.eat("->") {
            if self.c.eat("(") {
                results = self.list_until(")", |p| p.parse_type())?;
            } else {
                results.push(self.parse_type()?);
            }
        }
        let mut hints = None;
        if self.c.eat_kw("optimization_hints") {
            self.c.expect("=")?;
            hints = Some(self.parse_hints()?);
        }
        if self.c.eat_kw("attributes") {
            for (k, v) in self.parse_attr_dict()? {
                if k == "optimization_hints" {
                    if let Attr::Hints(h) = v {
                        hints = Some(h);
                    }
                }
            }
        }
        let body = self.parse_region_body(params.clone(), Some("return"))?;
        let loc = self.parse_opt_loc()?;
        if arg_attrs.iter().all(|a| a.is_empty()) {
            arg_attrs.clear();
        }
        Ok(Func {
            kind,
            name,
            params,
            results,
            body,
            values: std::mem::take(&mut self.values),
            hints,
            arg_attrs,
            loc,
            span: name_span,
        })
    }

    /// `"cuda_tile.entry"() <{...}> ({ ^bb0(...): ... }) : () -> ()` and the same for globals and test functions.
    fn parse_generic_item(&mut self) -> PResult<Item> {
        let start = self.c.pos;
        let opname = self.c.string()?;
        let short = opname
            .strip_prefix("cuda_tile.")
            .unwrap_or(&opname)
            .to_string();
        self.c.expect("(")?;
        self.c.expect(")")?;
        let mut props = vec![];
        if self.c.eat("<") {
            props = self.parse_attr_dict()?;
            self.c.expect(">")?;
        }
        let get = |k: &str| props.iter().find(|(n, _)| n == k).map(|(_, a)| a.clone());
        match short.as_str() {
            "global" => {
                if self.c.looking_at("{") {
                    props.extend(self.parse_attr_dict()?);
                }
                self.c.expect(":")?;
                self.parse_type()?;
                let loc = self.parse_opt_loc()?;
                let get = |k: &str| props.iter().find(|(n, _)| n == k).map(|(_, a)| a.clone());
                let Some(Attr::Str(name)) = get("sym_name") else {
                    return self.c.err_at(Span::at(start), "global needs a sym_name");
                };
                let Some(Attr::Dense(value)) = get("value") else {
                    return self.c.err_at(Span::at(start), "global needs a dense value");
                };
                let ty = Type::tile_of(value.shape.clone(), value.elem);
                Ok(Item::Global(Global {
                    name,
                    visibility: get("symbol_visibility")
                        .and_then(|a| a.as_enum())
                        .unwrap_or(SymbolVisibility::Public),
                    constant: get("constant").is_some(),
                    alignment: get("alignment").and_then(|a| a.as_int()),
                    value,
                    ty,
                    loc,
                    span: Span::at(start),
                }))
            }
            "entry" | "testing$func" => {
                let kind = if short == "entry" {
                    FuncKind::Entry
                } else {
                    FuncKind::TestFunc
                };
                let Some(Attr::Str(name)) = get("sym_name") else {
                    return self.c.err_at(Span::at(start), "function needs a sym_name");
                };
                let Some(Attr::Type(Type::Function(ins, outs))) = get("function_type") else {
                    return self
                        .c
                        .err_at(Span::at(start), "function needs a function_type");
                };
                let hints = match get("optimization_hints") {
                    Some(Attr::Hints(h)) => Some(h),
                    _ => None,
                };
                let arg_attrs = match get("arg_attrs") {
                    Some(Attr::Array(v)) => v
                        .into_iter()
                        .map(|a| match a {
                            Attr::Dict(d) => d,
                            _ => vec![],
                        })
                        .collect::<Vec<_>>(),
                    _ => vec![],
                };
                self.begin_func();
                self.c.expect("(")?;
                let (body, params, _) = self.parse_generic_region_block(Some(&ins))?;
                self.c.expect(")")?;
                if self.c.looking_at("{") {
                    self.parse_attr_dict()?;
                }
                self.c.expect(":")?;
                self.parse_type()?;
                let loc = self.parse_opt_loc()?;
                let arg_attrs = if arg_attrs.iter().all(|a| a.is_empty()) {
                    vec![]
                } else {
                    arg_attrs
                };
                Ok(Item::Func(Func {
                    kind,
                    name,
                    params,
                    results: outs,
                    body,
                    values: std::mem::take(&mut self.values),
                    hints,
                    arg_attrs,
                    loc,
                    span: Span::at(start),
                }))
            }
            _ => {
                let mut msg = format!("'{opname}' is not allowed directly in a module");
                if !opname.starts_with("cuda_tile.") {
                    // An op of another dialect: tileref's modules hold only globals and kernels,
                    // but where NVIDIA's module verifier would first refuse its debug-info scope
                    // (globals must not have one), that is what is said.
                    self.c.pos = start;
                    let values = std::mem::take(&mut self.values);
                    let scopes = std::mem::replace(&mut self.scopes, vec![HashMap::new()]);
                    let op = self.parse_op();
                    self.values = values;
                    self.scopes = scopes;
                    if let Some(m) =
                        crate::verify::debuginfo::module_level_scope_error(&opname, &op?.loc)
                    {
                        msg = m;
                    }
                }
                self.c.err_at(Span::at(start), msg)
            }
        }
    }

    /// A generic-form region `{ [^bb0(%a: T, ...):] ops }`; returns the block, its arguments, and
    /// whether the block had a label (`{ }` is a region without blocks, `{ ^bb0: }` one empty block).
    pub(crate) fn parse_generic_region_block(
        &mut self,
        expect_args: Option<&[Type]>,
    ) -> PResult<(Block, Vec<ValueId>, bool)> {
        // Regions nest ops that hold regions: count the depth as the custom form does.
        self.c.enter()?;
        let r = self.parse_generic_region_block_inner(expect_args);
        self.c.leave();
        r
    }

    fn parse_generic_region_block_inner(
        &mut self,
        expect_args: Option<&[Type]>,
    ) -> PResult<(Block, Vec<ValueId>, bool)> {
        let start = self.c.pos;
        self.c.expect("{")?;
        self.scopes.push(HashMap::new());
        let mut args = vec![];
        let labeled = self.c.peek() == b'^';
        if labeled {
            self.c.pos += 1;
            self.c.sigil_name_raw()?;
            if self.c.eat("(") && !self.c.eat(")") {
                loop {
                    self.c.ws();
                    let ns = self.c.pos;
                    let n = self.c.sigil_name(b'%')?.to_string();
                    let span = Span::new(ns, self.c.pos);
                    self.c.expect(":")?;
                    let ty = self.parse_type()?;
                    self.skip_loc()?;
                    let id = self.new_value(ty, Some(n.clone()));
                    self.define(&n, span, vec![id])?;
                    args.push(id);
                    if self.c.eat(")") {
                        break;
                    }
                    self.c.expect(",")?;
                }
            }
            self.c.expect(":")?;
        }
        if let Some(tys) = expect_args {
            let got: Vec<Type> = args
                .iter()
                .map(|a| self.values[a.0 as usize].ty.clone())
                .collect();
            if got != tys {
                return self.c.err_at(
                    Span::at(start),
                    "block arguments do not match the function type",
                );
            }
        }
        let ops = self.parse_ops_to_close(start)?;
        self.scopes.pop();
        Ok((
            Block {
                args: args.clone(),
                ops,
            },
            args,
            labeled,
        ))
    }

    /// Ops up to the `}` closing a region opened at `start`.
    fn parse_ops_to_close(&mut self, start: usize) -> PResult<Vec<Op>> {
        let mut ops = vec![];
        while !self.c.eat("}") {
            if self.c.at_end() {
                return self
                    .c
                    .err_at(Span::at(start), "unterminated region (missing '}')");
            }
            ops.push(self.parse_op()?);
        }
        Ok(ops)
    }

    /// A custom-form region body `{ ops }` whose block arguments are already defined by the caller.
    pub(crate) fn parse_region_body(
        &mut self,
        args: Vec<ValueId>,
        implicit: Implicit,
    ) -> PResult<Block> {
        self.c.enter()?;
        let start = self.c.pos;
        self.c.expect("{")?;
        let mut ops = self.parse_ops_to_close(start)?;
        self.c.leave();
        if let Some(t) = implicit {
            let has_term = ops
                .last()
                .is_some_and(|o: &Op| o.def().has(ops::traits::TERMINATOR));
            if !has_term {
                let def = ops::lookup(t).expect("terminator");
                ops.push(Op {
                    id: def.id,
                    operands: vec![],
                    segments: vec![0],
                    results: vec![],
                    attrs: vec![],
                    regions: vec![],
                    loc: Loc::Unknown,
                    span: Span::at(self.c.pos.saturating_sub(1)),
                });
            }
        }
        Ok(Block { args, ops })
    }

    /// `%a, %b:2 =` before an op.
    pub(crate) fn parse_result_binding(&mut self) -> PResult<Binding> {
        let mut names = vec![];
        loop {
            self.c.ws();
            let s = self.c.pos;
            let n = self.c.sigil_name(b'%')?.to_string();
            let span = Span::new(s, self.c.pos);
            let count = if self.c.src[self.c.pos..].starts_with(':') {
                self.c.pos += 1;
                let (neg, v, _) = self.c.integer()?;
                if neg || v == 0 || v > 4096 {
                    return self.c.err_at(span, "invalid result count");
                }
                v as usize
            } else {
                1
            };
            for i in 0..count {
                names.push((
                    if i == 0 {
                        n.clone()
                    } else {
                        format!("{n}#{i}")
                    },
                    span,
                ));
            }
            if !self.c.eat(",") {
                break;
            }
        }
        self.c.expect("=")?;
        Ok(Binding { names })
    }

    /// A use of a value: `%name` or `%name#k`.
    pub(crate) fn parse_value_use(&mut self) -> PResult<(ValueId, Span)> {
        self.c.ws();
        let s = self.c.pos;
        let n = self.c.sigil_name(b'%')?;
        let mut idx = 0usize;
        if self.c.src[self.c.pos..].starts_with('#') {
            self.c.pos += 1;
            let (_, v, _) = self.c.integer()?;
            idx = v.min(usize::MAX as u128) as usize;
        }
        let span = Span::new(s, self.c.pos);
        for scope in self.scopes.iter().rev() {
            if let Some(pack) = scope.get(n) {
                return match pack.get(idx) {
                    Some(&v) => Ok((v, span)),
                    None => self
                        .c
                        .err_at(span, format!("result number {idx} out of range for '%{n}'")),
                };
            }
        }
        if self.pending_undefined.is_none() {
            self.pending_undefined = Some(Diagnostic::error(
                span,
                format!("use of undefined value '%{n}'"),
            ));
        }
        Ok((UNRESOLVED, span))
    }

    pub(crate) fn value_type(&self, v: ValueId) -> &Type {
        static NONE: Type = Type::Token;
        self.values
            .get(v.0 as usize)
            .map(|d| &d.ty)
            .unwrap_or(&NONE)
    }

    /// Binds parsed result values to the names on the left of `=`.
    fn bind_results(
        &mut self,
        op_name: &str,
        binding: &Option<Binding>,
        results: &[ValueId],
        span: Span,
    ) -> PResult<()> {
        let Some(b) = binding else { return Ok(()) };
        if b.names.len() != results.len() {
            return self.c.err_at(
                span,
                format!(
                    "operation '{op_name}' defines {} results but {} were bound",
                    results.len(),
                    b.names.len()
                ),
            );
        }
        // Group `%x:3` packs under one name.
        let mut i = 0;
        while i < b.names.len() {
            let (base, sp) = &b.names[i];
            let mut j = i + 1;
            while j < b.names.len() && b.names[j].0.starts_with(&format!("{base}#")) {
                j += 1;
            }
            let ids = results[i..j].to_vec();
            for (k, id) in ids.iter().enumerate() {
                self.values[id.0 as usize].name = Some(b.names[i + k].0.clone());
            }
            self.define(base, *sp, ids)?;
            i = j;
        }
        Ok(())
    }

    pub(crate) fn parse_op(&mut self) -> PResult<Op> {
        let outer = self.pending_undefined.take();
        let r = self.parse_op_inner();
        self.pending_undefined = outer;
        r
    }

    fn parse_op_inner(&mut self) -> PResult<Op> {
        self.c.ws();
        let start = self.c.pos;
        let binding = if self.c.peek() == b'%' {
            Some(self.parse_result_binding()?)
        } else {
            None
        };
        self.c.ws();
        let name_start = self.c.pos;
        let (mut op, result_types) = if self.c.peek() == b'"' {
            self.parse_generic_op()?
        } else {
            let name = self.c.ident()?;
            let Some(def) = ops::lookup(name) else {
                return self.c.err_at(
                    Span::new(name_start, self.c.pos),
                    format!("unknown operation '{name}'"),
                );
            };
            let nres = binding.as_ref().map(|b| b.names.len());
            self.parse_custom_op(def, nres, Span::new(name_start, self.c.pos))?
        };
        if let Some(d) = self.pending_undefined.take() {
            return Err(d);
        }
        op.span = Span::new(name_start, name_start + op.def().name.len());
        let _ = start;
        op.loc = self.parse_opt_loc()?;
        // Create the result values.
        op.results = result_types
            .into_iter()
            .map(|t| self.new_value(t, None))
            .collect();
        let results = op.results.clone();
        self.bind_results(op.def().name, &binding, &results, op.span)?;
        Ok(op)
    }

    /// The generic form `"cuda_tile.op"(%a, ...) <{props}> ({regions}) {attrs} : (T...) -> (R...)`.
    fn parse_generic_op(&mut self) -> PResult<(Op, Vec<Type>)> {
        let ns = self.c.pos;
        let name = self.c.string()?;
        let nspan = Span::new(ns, self.c.pos);
        let def = if let Some(short) = name.strip_prefix("cuda_tile.") {
            match ops::lookup(short) {
                Some(d) => d,
                None => return self.c.err_at(nspan, format!("unknown operation '{name}'")),
            }
        } else {
            ops::unregistered()
        };
        self.c.expect("(")?;
        let operands = self.list_until(")", |p| p.parse_value_use())?;
        let mut raw_attrs = vec![];
        if self.c.looking_at("<{") {
            self.c.expect("<")?;
            raw_attrs = self.parse_attr_dict()?;
            self.c.expect(">")?;
        }
        let mut regions = vec![];
        if self.c.looking_at("(") {
            self.c.expect("(")?;
            loop {
                let (b, _, labeled) = self.parse_generic_region_block(None)?;
                // `{}` with no label and no ops is a region without blocks.
                if b.ops.is_empty() && !labeled {
                    regions.push(Region::default());
                } else {
                    regions.push(Region::with_block(b));
                }
                if self.c.eat(")") {
                    break;
                }
                self.c.expect(",")?;
            }
        }
        if self.c.looking_at("{") {
            raw_attrs.extend(self.parse_attr_dict()?);
        }
        self.c.expect(":")?;
        let ts = self.c.pos;
        let fty = self.parse_type()?;
        let Type::Function(ins, outs) = fty else {
            return self.c.err_at(
                Span::new(ts, self.c.pos),
                "expected a function type after ':'",
            );
        };
        if ins.len() != operands.len() {
            return self.c.err_at(
                Span::new(ts, self.c.pos),
                format!(
                    "{} operand types given for {} operands",
                    ins.len(),
                    operands.len()
                ),
            );
        }
        for ((v, sp), t) in operands.iter().zip(&ins) {
            if *v != UNRESOLVED && self.value_type(*v) != t {
                return self.c.err_at(
                    *sp,
                    format!(
                        "use of value expects type {} but it has type {}",
                        t,
                        self.value_type(*v)
                    ),
                );
            }
        }
        // Operand segments.
        let mut segments = vec![];
        let mut attrs: Vec<(String, Attr)> = vec![];
        let mut seg_attr = None;
        for (k, a) in raw_attrs {
            if k == "operandSegmentSizes" || k == "operand_segment_sizes" {
                seg_attr = Some(a);
                continue;
            }
            attrs.push((k, a));
        }
        if let Some(Attr::I32Array(v)) = seg_attr {
            if v.len() != def.operands.len()
                || v.iter().any(|&x| x < 0)
                || v.iter().sum::<i64>() as usize != operands.len()
            {
                return self
                    .c
                    .err_at(nspan, "operandSegmentSizes does not match the operands");
            }
            segments = v.iter().map(|&x| x as u32).collect();
        } else {
            segments = distribute(def, operands.len()).ok_or(()).or_else(|_| {
                self.c.err_at(
                    nspan,
                    format!("'{}' cannot take {} operands", def.name, operands.len()),
                )
            })?;
        }
        let attrs = if def.is_unregistered() {
            let mut a = vec![(
                ops::UNREGISTERED_NAME_ATTR.to_string(),
                Attr::Str(name.clone()),
            )];
            a.extend(attrs);
            a
        } else {
            self.convert_generic_attrs(def, attrs, nspan)?
        };
        let op = Op {
            id: def.id,
            operands: operands.iter().map(|o| o.0).collect(),
            segments,
            results: vec![],
            attrs,
            regions,
            loc: Loc::Unknown,
            span: nspan,
        };
        Ok((op, outs))
    }

    /// Turns generic attributes into the declared kinds (plain `N : i32` into enums, and so on).
    pub(crate) fn convert_generic_attrs(
        &self,
        def: &OpDef,
        raw: Vec<(String, Attr)>,
        span: Span,
    ) -> PResult<Vec<(String, Attr)>> {
        let mut declared: Vec<Option<Attr>> = vec![None; def.attrs.len()];
        let mut extra = vec![];
        for (k, a) in raw {
            let Some(i) = def.attrs.iter().position(|d| d.name == k) else {
                extra.push((k, a));
                continue;
            };
            let d = &def.attrs[i];
            let conv = match (d.kind, a) {
                (AttrKind::Enum(e), Attr::Int(v, _)) => match e.case_name(v as u32) {
                    Some(_) if v >= 0 => Attr::Enum(e, v as u32),
                    _ => {
                        return self.c.err_at(
                            span,
                            format!("invalid value {v} for {} attribute '{k}'", e.name),
                        )
                    }
                },
                (AttrKind::Enum(e), Attr::Enum(e2, v)) if std::ptr::eq(e, e2) => Attr::Enum(e, v),
                (AttrKind::I32Array, Attr::I64Array(v)) => Attr::I32Array(v),
                (AttrKind::TypedArray, Attr::Array(v)) => Attr::Array(v),
                (AttrKind::Unit, Attr::Unit) => Attr::Unit,
                // The declared width wins over the written one (`dim = 1 : i32` on an i64
                // attribute), so both forms read to the same attribute.
                (AttrKind::I32, Attr::Int(v, _)) if i32::try_from(v).is_ok() => {
                    Attr::Int(v, ElemType::I32)
                }
                (AttrKind::I64, Attr::Int(v, _)) => Attr::Int(v, ElemType::I64),
                (AttrKind::Bool, Attr::Bool(b)) => Attr::Bool(b),
                (AttrKind::Str, Attr::Str(s)) => Attr::Str(s),
                (AttrKind::Symbol, Attr::Symbol(s)) => Attr::Symbol(s),
                (AttrKind::I32Array, Attr::I32Array(v)) => Attr::I32Array(v),
                (AttrKind::BoolArray, Attr::BoolArray(v)) => Attr::BoolArray(v),
                (AttrKind::Dense, Attr::Dense(v)) => Attr::Dense(v),
                (AttrKind::Predicate, Attr::Assume(p)) => Attr::Assume(p),
                (AttrKind::Hints, Attr::Hints(h)) => Attr::Hints(h),
                (_, a) => {
                    return self
                        .c
                        .err_at(span, format!("attribute '{k}' has the wrong kind: {a:?}"))
                }
            };
            declared[i] = Some(conv);
        }
        finish_attrs(def, declared, extra).map_err(|m| Diagnostic::error(span, m))
    }

    pub(crate) fn parse_opt_loc(&mut self) -> PResult<Loc> {
        if self.c.eat_kw("loc") {
            self.c.expect("(")?;
            let l = self.parse_loc_body()?;
            self.c.expect(")")?;
            Ok(l)
        } else {
            Ok(Loc::Unknown)
        }
    }

    fn skip_loc(&mut self) -> PResult<()> {
        self.parse_opt_loc().map(|_| ())
    }

    /// The inside of `loc(...)`.
    pub(crate) fn parse_loc_body(&mut self) -> PResult<Loc> {
        self.c.enter()?;
        let r = self.parse_loc_body_inner();
        self.c.leave();
        r
    }

    fn parse_loc_body_inner(&mut self) -> PResult<Loc> {
        self.c.ws();
        let start = self.c.pos;
        match self.c.peek() {
            b'"' => {
                let s = self.c.string()?;
                if self.c.eat(":") {
                    let line = self.c.int64()?;
                    self.c.expect(":")?;
                    let col = self.c.int64()?;
                    // `to` ranges are accepted and dropped.
                    if self.c.eat_kw("to") {
                        self.c.int64()?;
                        if self.c.eat(":") {
                            self.c.int64()?;
                        }
                    }
                    return Ok(Loc::FileLineCol {
                        file: s,
                        line: line.clamp(0, u32::MAX as i64) as u32,
                        col: col.clamp(0, u32::MAX as i64) as u32,
                    });
                }
                let child = if self.c.eat("(") {
                    let l = self.parse_loc_body()?;
                    self.c.expect(")")?;
                    Some(Box::new(l))
                } else {
                    None
                };
                Ok(Loc::Name { name: s, child })
            }
            b'#' => {
                let n = self.c.sigil_name(b'#')?;
                if n.starts_with("cuda_tile.") {
                    // A dialect location: it must be a well-formed `#cuda_tile.di_loc`, and is
                    // kept as its canonical text (aliases expanded, parameters in order), so
                    // spellings of one location read to the same module.
                    self.c.pos = start;
                    let text = self.expand_attr_text()?;
                    let span = Span::new(start, self.c.pos);
                    return match crate::bytecode::read_di_loc(&text) {
                        Ok(d) => Ok(d.to_loc()),
                        Err(e) => self.c.err_at(span, e),
                    };
                }
                self.with_attr_alias(n, start, |p| {
                    if p.c.eat_kw("loc") {
                        p.c.expect("(")?;
                        let l = p.parse_loc_body()?;
                        p.c.expect(")")?;
                        Ok(l)
                    } else {
                        p.parse_loc_body()
                    }
                })
            }
            _ => {
                if self.c.eat_kw("unknown") {
                    return Ok(Loc::Unknown);
                }
                if self.c.eat_kw("callsite") {
                    self.c.expect("(")?;
                    let callee = self.parse_loc_or_ref()?;
                    self.c.expect_kw("at")?;
                    let caller = self.parse_loc_or_ref()?;
                    self.c.expect(")")?;
                    return Ok(Loc::CallSite {
                        callee: Box::new(callee),
                        caller: Box::new(caller),
                    });
                }
                if self.c.eat_kw("fused") {
                    let metadata = if self.c.eat("<") {
                        let s = self.c.pos;
                        self.skip_balanced_until(b'>')?;
                        let m = self.c.src[s..self.c.pos].to_string();
                        self.c.expect(">")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.c.expect("[")?;
                    let locs = self.list_until("]", |p| p.parse_loc_or_ref())?;
                    return Ok(Loc::Fused { locs, metadata });
                }
                let f = self.c.describe_next();
                self.c.err(format!("expected a location, found {f}"))
            }
        }
    }

    /// A location written either as `loc(...)`, a bare location body, or an alias.
    fn parse_loc_or_ref(&mut self) -> PResult<Loc> {
        if self.c.eat_kw("loc") {
            self.c.expect("(")?;
            let l = self.parse_loc_body()?;
            self.c.expect(")")?;
            Ok(l)
        } else {
            self.parse_loc_body()
        }
    }

    fn skip_balanced_until(&mut self, close: u8) -> PResult<()> {
        let b = self.c.bytes();
        let mut depth = 0i32;
        while self.c.pos < b.len() {
            let ch = b[self.c.pos];
            if depth == 0 && ch == close {
                return Ok(());
            }
            match ch {
                b'"' => {
                    self.c.string()?;
                    continue;
                }
                b'(' | b'[' | b'{' | b'<' => depth += 1,
                b')' | b']' | b'}' | b'>' => depth -= 1,
                _ => {}
            }
            self.c.pos += 1;
        }
        self.c.err("unbalanced brackets")
    }

    /// Reads one dialect attribute (`#cuda_tile.x<...>`) and returns its text with every alias
    /// reference replaced by the alias's own (expanded) text.
    pub(crate) fn expand_attr_text(&mut self) -> PResult<String> {
        self.c.enter()?;
        self.c.ws();
        let mut out = String::new();
        let name = self.c.sigil_name(b'#')?;
        if !name.starts_with("cuda_tile.") {
            let start = self.c.pos;
            let r = self.with_attr_alias(name, start, |p| p.expand_attr_text_or_loc());
            self.c.leave();
            return r;
        }
        out.push('#');
        out.push_str(name);
        if self.c.src[self.c.pos..].starts_with('<') {
            self.c.pos += 1;
            out.push('<');
            let mut depth = 1;
            let b = self.c.bytes();
            while depth > 0 {
                let Some(&ch) = b.get(self.c.pos) else {
                    return self.c.err("unterminated attribute");
                };
                match ch {
                    b'"' => {
                        let s = self.c.pos;
                        self.c.string()?;
                        out.push_str(&self.c.src[s..self.c.pos]);
                        continue;
                    }
                    b'#' => {
                        let t = self.expand_attr_text()?;
                        out.push_str(&t);
                        continue;
                    }
                    b'<' => depth += 1,
                    b'>' => depth -= 1,
                    _ => {}
                }
                // Copy whole characters: a byte of a multi-byte one is not a char.
                let c = self.c.src[self.c.pos..]
                    .chars()
                    .next()
                    .unwrap_or('\u{FFFD}');
                out.push(c);
                self.c.pos += c.len_utf8();
            }
        }
        self.c.leave();
        Ok(out)
    }

    fn expand_attr_text_or_loc(&mut self) -> PResult<String> {
        self.c.ws();
        if self.c.peek() == b'#' {
            return self.expand_attr_text();
        }
        // Otherwise the alias must be a location. It is read (resolving the aliases it uses)
        // and written back canonically: copying its text would keep references to aliases that
        // the printed module no longer defines.
        if self.c.peek_ident() != Some("loc") {
            let f = self.c.describe_next();
            return self.c.err(format!(
                "expected an attribute or a location in a debug-info attribute, found {f}"
            ));
        }
        let l = self.parse_opt_loc()?;
        Ok(format!("loc({})", super::printer::loc_body(&l)))
    }
}

/// How a non-segmented op's operands split into its groups.
pub(crate) fn distribute(def: &OpDef, n: usize) -> Option<Vec<u32>> {
    let fixed = def
        .operands
        .iter()
        .filter(|g| g.arity == Arity::One)
        .count();
    let var: Vec<usize> = def
        .operands
        .iter()
        .enumerate()
        .filter(|(_, g)| g.arity != Arity::One)
        .map(|(i, _)| i)
        .collect();
    if n < fixed {
        return None;
    }
    let extra = n - fixed;
    let mut seg: Vec<u32> = def
        .operands
        .iter()
        .map(|g| (g.arity == Arity::One) as u32)
        .collect();
    match var.len() {
        0 if extra == 0 => {}
        0 => return None,
        1 => {
            if def.operands[var[0]].arity == Arity::Optional && extra > 1 {
                return None;
            }
            seg[var[0]] = extra as u32;
        }
        _ => {
            // Several optional groups: fill them in order (trailing optionals absent).
            let mut left = extra;
            for &i in &var {
                if left == 0 {
                    break;
                }
                if def.operands[i].arity == Arity::Variadic {
                    return None;
                }
                seg[i] = 1;
                left -= 1;
            }
            if left > 0 {
                return None;
            }
        }
    }
    Some(seg)
}

/// Puts declared attributes in catalogue order, filling defaults and checking required ones.
pub(crate) fn finish_attrs(
    def: &OpDef,
    declared: Vec<Option<Attr>>,
    extra: Vec<(String, Attr)>,
) -> Result<Vec<(String, Attr)>, String> {
    let mut out = vec![];
    for (d, a) in def.attrs.iter().zip(declared) {
        match (a, &d.presence) {
            (Some(a), _) => out.push((d.name.clone(), a)),
            (None, Presence::Default(v)) => out.push((d.name.clone(), v.clone())),
            (None, Presence::Optional) => {}
            (None, Presence::Required) => {
                return Err(format!("'{}' requires attribute '{}'", def.name, d.name))
            }
        }
    }
    out.extend(extra);
    Ok(out)
}

impl<'a> Cursor<'a> {
    /// A block label name after `^`.
    pub fn sigil_name_raw(&mut self) -> PResult<&'a str> {
        let b = self.bytes();
        let s = self.pos;
        while self.pos < b.len() && super::cursor::is_suffix_char(b[self.pos]) {
            self.pos += 1;
        }
        if s == self.pos {
            return self.err("expected a block label");
        }
        Ok(&self.src[s..self.pos])
    }
}

pub(crate) fn _syntax_is_format(def: &OpDef) -> bool {
    matches!(def.syntax, Syntax::Format(_))
}
