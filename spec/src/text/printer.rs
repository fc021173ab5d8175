//! The printer: canonical custom form (or MLIR's generic form) of a module. Whatever it prints,
//! the parser reads back to the same module.

use crate::attrs::*;
use crate::float_bits;
use crate::ir::*;
use crate::ops::format::{FmtItem, ValRef};
use crate::ops::{traits, AttrKind, OpDef, Syntax};
use crate::types::*;
use std::collections::HashSet;
use std::fmt::Write;

pub fn type_to_string(t: &Type) -> String {
    let mut s = String::new();
    write_type(&mut s, t);
    s
}

fn write_shape(s: &mut String, shape: &[i64]) {
    for d in shape {
        let _ = write!(s, "{d}x");
    }
}

fn write_dims(s: &mut String, dims: &[Dim], sep: &str) {
    for (i, d) in dims.iter().enumerate() {
        if i > 0 && sep == "," {
            s.push(',');
        }
        match d {
            Dim::Static(v) => {
                let _ = write!(s, "{v}");
            }
            Dim::Dynamic => s.push('?'),
        }
        if sep == "x" {
            s.push('x');
        }
    }
}

fn write_ptr(s: &mut String, p: &PtrType) {
    let _ = write!(s, "ptr<{}", p.pointee);
    if let Some(a) = p.attr {
        let _ = write!(s, ", <{}>", a.name());
    }
    s.push('>');
}

fn write_tensor_view(s: &mut String, t: &TensorViewType) {
    s.push_str("tensor_view<");
    write_dims(s, &t.shape, "x");
    s.push_str(t.elem.name());
    if !t.shape.is_empty() || !t.strides.is_empty() {
        s.push_str(", strides=[");
        write_dims(s, &t.strides, ",");
        s.push(']');
    }
    if let Some(a) = t.ptr_attr {
        let _ = write!(s, ", #cuda_tile.ptr_attr<{}>", a.name());
    }
    s.push('>');
}

pub fn write_type(s: &mut String, t: &Type) {
    match t {
        Type::Tile(tt) => {
            s.push_str("tile<");
            write_shape(s, &tt.shape);
            match &tt.elem {
                Elem::Num(e) => s.push_str(e.name()),
                Elem::Ptr(p) => write_ptr(s, p),
            }
            s.push('>');
        }
        Type::Ptr(p) => write_ptr(s, p),
        Type::TensorView(tv) => write_tensor_view(s, tv),
        Type::View(v) => {
            let _ = write!(s, "{}<tile=(", v.keyword());
            let dims: Vec<String> = v.tile.iter().map(|d| d.to_string()).collect();
            s.push_str(&dims.join("x"));
            s.push_str("), ");
            if let ViewKind::Strided { traversal_strides } = &v.kind {
                let t: Vec<String> = traversal_strides.iter().map(|d| d.to_string()).collect();
                let _ = write!(s, "traversal_strides=[{}], ", t.join(","));
            }
            if let Some(p) = v.padding {
                let _ = write!(s, "padding_value = {}, ", p.name());
            }
            write_tensor_view(s, &v.tensor_view);
            if !v.dim_map_is_identity() {
                let m: Vec<String> = v.dim_map.iter().map(|d| d.to_string()).collect();
                let _ = write!(s, ", dim_map=[{}]", m.join(", "));
            }
            if let ViewKind::GatherScatter { sparse_dim } = v.kind {
                let _ = write!(s, ", sparse_dim={sparse_dim}");
            }
            s.push('>');
        }
        Type::Token => s.push_str("token"),
        Type::Builtin(e) => s.push_str(e.name()),
        Type::Function(ins, outs) => {
            s.push('(');
            for (i, t) in ins.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_type(s, t);
            }
            s.push_str(") -> ");
            if outs.len() == 1 && !matches!(outs[0], Type::Function(..)) {
                write_type(s, &outs[0]);
            } else {
                s.push('(');
                for (i, t) in outs.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    write_type(s, t);
                }
                s.push(')');
            }
        }
    }
}

/// A float element value as a literal that reads back to the same bits: `1.000000e+00` where
/// that is exact, the shortest exact decimal otherwise, and hex for infinities and NaNs.
pub fn float_literal(e: ElemType, bits: u64) -> String {
    let v = float_bits::decode(e, bits);
    if !v.is_finite() || float_bits::encode_rne(e, v) != bits {
        let digits = (e.bit_width() as usize).div_ceil(4);
        return format!("0x{:0width$X}", bits, width = digits);
    }
    let six = format!("{v:.6e}");
    let pretty = mlir_exponent(&six);
    if pretty.parse::<f64>().ok() == Some(v) {
        return pretty;
    }
    mlir_exponent(&format!("{v:e}"))
        .replace(
            "e+",
            if format!("{v:e}").contains('.') {
                "e+"
            } else {
                ".0e+"
            },
        )
        .replace(
            "e-",
            if format!("{v:e}").contains('.') {
                "e-"
            } else {
                ".0e-"
            },
        )
}

/// `1.5e3` → `1.5e+03`.
fn mlir_exponent(s: &str) -> String {
    match s.split_once('e') {
        Some((m, ex)) => {
            let (sign, digits) = match ex.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', ex),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s.to_string(),
    }
}

pub fn scalar_literal(e: ElemType, bits: u64) -> String {
    if e == ElemType::I1 {
        return if bits & 1 == 1 {
            "true".into()
        } else {
            "false".into()
        };
    }
    if e.is_int() {
        return super::attr::sign_extend(bits, e.bit_width()).to_string();
    }
    float_literal(e, bits)
}

pub fn quote(s: &str) -> String {
    let mut o = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => o.push_str("\\\""),
            b'\\' => o.push_str("\\\\"),
            b'\n' => o.push_str("\\0A"),
            0x20..=0x7E => o.push(b as char),
            _ => {
                let _ = write!(o, "\\{b:02X}");
            }
        }
    }
    o.push('"');
    o
}

fn symbol(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        && s.bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
    if plain {
        format!("@{s}")
    } else {
        format!("@{}", quote(s))
    }
}

pub fn dense_literal(d: &DenseAttr) -> String {
    let mut s = format!("<{}: ", d.elem);
    if d.is_splat() {
        s.push_str(&scalar_literal(d.elem, d.bits[0]));
    } else {
        let mut idx = 0;
        write_nested(&mut s, d, 0, &mut idx);
    }
    s.push('>');
    s
}

fn write_nested(s: &mut String, d: &DenseAttr, depth: usize, idx: &mut usize) {
    if depth == d.shape.len() {
        s.push_str(&scalar_literal(d.elem, d.get(*idx)));
        *idx += 1;
        return;
    }
    s.push('[');
    for i in 0..d.shape[depth] {
        if i > 0 {
            s.push_str(", ");
        }
        write_nested(s, d, depth + 1, idx);
    }
    s.push(']');
}

pub fn predicate(p: &AssumePred) -> String {
    match p {
        AssumePred::DivBy {
            divisor,
            every_along: None,
        } => format!("div_by<{divisor}>"),
        AssumePred::DivBy {
            divisor,
            every_along: Some((e, a)),
        } => format!("div_by<{divisor}, every {e} along {a}>"),
        AssumePred::SameElements(v) => {
            let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("same_elements<[{}]>", v.join(", "))
        }
        AssumePred::Bounded { lb, ub } => {
            let f = |x: &Option<i64>| x.map(|v| v.to_string()).unwrap_or_else(|| "?".into());
            format!("bounded<{}, {}>", f(lb), f(ub))
        }
    }
}

pub fn hints(h: &OptHints) -> String {
    let mut s = String::from("<");
    for (i, (arch, kv)) in h.entries.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{arch} = {{");
        for (j, (k, v)) in kv.iter().enumerate() {
            if j > 0 {
                s.push_str(", ");
            }
            match v {
                HintValue::Int(x) => {
                    let _ = write!(s, "{k} = {x}");
                }
                HintValue::Bool(b) => {
                    let _ = write!(s, "{k} = {b}");
                }
                HintValue::Str(v) => {
                    let _ = write!(s, "{k} = {}", quote(v));
                }
            }
        }
        s.push('}');
    }
    s.push('>');
    s
}

fn typed_scalar(a: &Attr) -> String {
    match a {
        Attr::Int(v, e) => format!("{v} : {e}"),
        Attr::Float(b, e) => format!("{} : {e}", float_literal(*e, *b)),
        Attr::Bool(b) => b.to_string(),
        other => generic_attr(other),
    }
}

/// An attribute in MLIR's generic syntax.
pub fn generic_attr(a: &Attr) -> String {
    match a {
        Attr::Unit => "unit".into(),
        Attr::Bool(b) => b.to_string(),
        Attr::Int(v, e) => format!("{v} : {e}"),
        Attr::Float(b, e) => format!("{} : {e}", float_literal(*e, *b)),
        Attr::Str(s) => quote(s),
        Attr::Enum(d, v) => match d.generic {
            GenericSpelling::Dialect(m) => {
                format!("#cuda_tile.{m}<{}>", d.case_name(*v).unwrap_or("?"))
            }
            GenericSpelling::I32 => format!("{v} : i32"),
        },
        Attr::I32Array(v) | Attr::I64Array(v) => {
            let t = if matches!(a, Attr::I32Array(_)) {
                "i32"
            } else {
                "i64"
            };
            if v.is_empty() {
                format!("array<{t}>")
            } else {
                let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                format!("array<{t}: {}>", v.join(", "))
            }
        }
        Attr::BoolArray(v) => {
            if v.is_empty() {
                "array<i1>".into()
            } else {
                let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                format!("array<i1: {}>", v.join(", "))
            }
        }
        Attr::Dense(d) => {
            let lit = dense_literal(d);
            let body = lit
                .split_once(": ")
                .map(|(_, b)| b.trim_end_matches('>'))
                .unwrap_or("");
            format!(
                "dense<{body}> : {}",
                type_to_string(&Type::tile_of(d.shape.clone(), d.elem))
            )
        }
        Attr::Array(v) => {
            let v: Vec<String> = v.iter().map(typed_scalar).collect();
            format!("[{}]", v.join(", "))
        }
        Attr::Type(t) => type_to_string(t),
        Attr::Symbol(s) => symbol(s),
        Attr::Assume(p) => format!("#cuda_tile.{}", predicate(p)),
        Attr::Hints(h) => format!("#cuda_tile.optimization_hints{}", hints(h)),
        Attr::Dict(d) => {
            // Names that are not bare identifiers are written as strings (`{"a b" = 1 : i32}`).
            let key = |k: &str| {
                let bare = k
                    .bytes()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
                    && k.bytes()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
                if bare {
                    k.to_string()
                } else {
                    quote(k)
                }
            };
            let v: Vec<String> = d
                .iter()
                .map(|(k, a)| {
                    if *a == Attr::Unit {
                        key(k)
                    } else {
                        format!("{} = {}", key(k), generic_attr(a))
                    }
                })
                .collect();
            format!("{{{}}}", v.join(", "))
        }
    }
}

/// An attribute in the custom form of an op, by its declared kind.
fn custom_attr(kind: AttrKind, a: &Attr) -> String {
    match (kind, a) {
        (AttrKind::Enum(d), Attr::Enum(_, v)) => d.case_name(*v).unwrap_or("?").to_string(),
        (_, Attr::Int(v, _)) => v.to_string(),
        (_, Attr::Bool(b)) => b.to_string(),
        (_, Attr::Str(s)) => quote(s),
        (_, Attr::Symbol(s)) => symbol(s),
        (_, Attr::I32Array(v)) | (_, Attr::I64Array(v)) => {
            let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("[{}]", v.join(", "))
        }
        (_, Attr::BoolArray(v)) => {
            let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("[{}]", v.join(", "))
        }
        (_, Attr::Assume(p)) => predicate(p),
        (_, Attr::Hints(h)) => hints(h),
        (_, Attr::Array(v)) => {
            let v: Vec<String> = v.iter().map(typed_scalar).collect();
            format!("[{}]", v.join(", "))
        }
        (_, other) => generic_attr(other),
    }
}

pub fn loc_body(l: &Loc) -> String {
    match l {
        Loc::Unknown => "unknown".into(),
        Loc::FileLineCol { file, line, col } => format!("{}:{line}:{col}", quote(file)),
        Loc::Name { name, child } => match child {
            Some(c) => format!("{}({})", quote(name), loc_body(c)),
            None => quote(name),
        },
        Loc::CallSite { callee, caller } => {
            format!("callsite({} at {})", loc_body(callee), loc_body(caller))
        }
        Loc::Fused { locs, metadata } => {
            let v: Vec<String> = locs.iter().map(loc_body).collect();
            match metadata {
                Some(m) => format!("fused<{m}>[{}]", v.join(", ")),
                None => format!("fused[{}]", v.join(", ")),
            }
        }
        Loc::Dialect { text, .. } => text.clone(),
    }
}

/// Options for printing.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// MLIR's generic op form instead of the custom one.
    pub generic: bool,
}

pub fn print_module(m: &Module) -> String {
    print_module_with(m, PrintOptions::default())
}

pub fn print_module_with(m: &Module, opts: PrintOptions) -> String {
    let mut p = Printer {
        out: String::new(),
        indent: 0,
        names: vec![],
        opts,
    };
    p.module(m);
    p.out
}

struct Printer {
    out: String,
    indent: usize,
    names: Vec<String>,
    opts: PrintOptions,
}

impl Printer {
    fn line_start(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn loc_suffix(&mut self, l: &Loc) {
        if *l != Loc::Unknown {
            let _ = write!(self.out, " loc({})", loc_body(l));
        }
    }

    fn module(&mut self, m: &Module) {
        if self.opts.generic {
            let mut props = vec![("sym_name".to_string(), Attr::Str(m.name.clone()))];
            if let Some(p) = &m.producer {
                props.push(("producer".into(), Attr::Str(p.clone())));
            }
            props.extend(m.attrs.iter().cloned());
            let _ = writeln!(
                self.out,
                "\"cuda_tile.module\"() <{}> ({{",
                generic_attr(&Attr::Dict(props))
            );
        } else {
            let _ = write!(self.out, "cuda_tile.module {}", symbol(&m.name));
            let mut attrs = vec![];
            if let Some(p) = &m.producer {
                attrs.push(("producer".to_string(), Attr::Str(p.clone())));
            }
            attrs.extend(m.attrs.iter().cloned());
            if !attrs.is_empty() {
                let _ = write!(self.out, " attributes {}", generic_attr(&Attr::Dict(attrs)));
            }
            self.out.push_str(" {\n");
        }
        self.indent += 1;
        for item in &m.items {
            match item {
                Item::Global(g) => self.global(g),
                Item::Func(f) => self.func(f),
            }
        }
        self.indent -= 1;
        if self.opts.generic {
            self.out.push_str("}) : () -> ()");
        } else {
            self.out.push('}');
        }
        self.loc_suffix(&m.loc);
        self.out.push('\n');
    }

    fn global(&mut self, g: &Global) {
        self.line_start();
        if self.opts.generic {
            let mut props = vec![
                ("sym_name".to_string(), Attr::Str(g.name.clone())),
                ("value".to_string(), Attr::Dense(g.value.clone())),
            ];
            if let Some(a) = g.alignment {
                props.push(("alignment".into(), Attr::Int(a, ElemType::I64)));
            }
            if g.constant {
                props.push(("constant".into(), Attr::Unit));
            }
            if g.visibility != SymbolVisibility::Public {
                props.push(("symbol_visibility".into(), Attr::enum_of(g.visibility)));
            }
            let _ = write!(
                self.out,
                "\"cuda_tile.global\"() <{}> : () -> ()",
                generic_attr(&Attr::Dict(props))
            );
        } else {
            self.out.push_str("global ");
            if g.visibility == SymbolVisibility::Private {
                self.out.push_str("private ");
            }
            if g.constant {
                self.out.push_str("constant ");
            }
            self.out.push_str(&symbol(&g.name));
            if let Some(a) = g.alignment {
                let _ = write!(self.out, " alignment = {a}");
            }
            let _ = write!(
                self.out,
                " {} : {}",
                dense_literal(&g.value),
                type_to_string(&g.ty)
            );
        }
        self.loc_suffix(&g.loc);
        self.out.push('\n');
    }

    fn assign_names(&mut self, f: &Func) {
        let used: HashSet<String> = f
            .values
            .iter()
            .filter_map(|v| v.name.as_ref())
            .map(|n| n.split('#').next().unwrap_or(n).to_string())
            .collect();
        let mut counter = 0usize;
        let mut arg_counter = 0usize;
        let params: HashSet<ValueId> = f.params.iter().copied().collect();
        self.names = f
            .values
            .iter()
            .enumerate()
            .map(|(i, v)| match &v.name {
                Some(n) => n.clone(),
                None => {
                    let is_arg = params.contains(&ValueId(i as u32));
                    loop {
                        let cand = if is_arg {
                            arg_counter += 1;
                            format!("arg{}", arg_counter - 1)
                        } else {
                            counter += 1;
                            format!("{}", counter - 1)
                        };
                        if !used.contains(&cand) {
                            break cand;
                        }
                    }
                }
            })
            .collect();
    }

    fn name(&self, v: ValueId) -> String {
        format!(
            "%{}",
            self.names
                .get(v.0 as usize)
                .map(|s| s.as_str())
                .unwrap_or("<bad>")
        )
    }

    fn func(&mut self, f: &Func) {
        self.assign_names(f);
        self.line_start();
        let kw = match f.kind {
            FuncKind::Entry => "entry",
            FuncKind::TestFunc => "testing$func",
        };
        if self.opts.generic {
            let ins: Vec<Type> = f.params.iter().map(|p| f.ty(*p).clone()).collect();
            let mut props = vec![];
            if !f.arg_attrs.is_empty() {
                props.push((
                    "arg_attrs".to_string(),
                    Attr::Array(f.arg_attrs.iter().map(|d| Attr::Dict(d.clone())).collect()),
                ));
            }
            props.push((
                "function_type".into(),
                Attr::Type(Type::Function(ins, f.results.clone())),
            ));
            if let Some(h) = &f.hints {
                props.push(("optimization_hints".into(), Attr::Hints(h.clone())));
            }
            props.push(("sym_name".into(), Attr::Str(f.name.clone())));
            let _ = writeln!(
                self.out,
                "\"cuda_tile.{kw}\"() <{}> ({{",
                generic_attr(&Attr::Dict(props))
            );
            self.generic_block(f, &f.body);
            self.line_start();
            self.out.push_str("}) : () -> ()");
            self.loc_suffix(&f.loc);
            self.out.push('\n');
            return;
        }
        let _ = write!(self.out, "{kw} {}(", symbol(&f.name));
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "{}: {}", self.name(*p), type_to_string(f.ty(*p)));
            if let Some(a) = f.arg_attrs.get(i).filter(|a| !a.is_empty()) {
                let _ = write!(self.out, " {}", generic_attr(&Attr::Dict(a.clone())));
            }
        }
        self.out.push(')');
        if !f.results.is_empty() {
            let r: Vec<String> = f.results.iter().map(type_to_string).collect();
            let _ = write!(self.out, " -> ({})", r.join(", "));
        }
        if let Some(h) = &f.hints {
            let _ = write!(self.out, " optimization_hints={}", hints(h));
        }
        self.out.push_str(" {\n");
        self.indent += 1;
        self.block_ops(f, &f.body, Some("return"));
        self.indent -= 1;
        self.line_start();
        self.out.push('}');
        self.loc_suffix(&f.loc);
        self.out.push('\n');
    }

    /// Prints a block's ops, leaving out a trailing operand-less implicit terminator.
    fn block_ops(&mut self, f: &Func, b: &Block, implicit: Option<&str>) {
        let n = b.ops.len();
        for (i, op) in b.ops.iter().enumerate() {
            // Only a bare terminator may be left out: one with a location or attributes would
            // lose them.
            let elide = i + 1 == n
                && implicit == Some(op.name())
                && op.operands.is_empty()
                && op.attrs.is_empty()
                && op.loc == Loc::Unknown;
            if elide {
                continue;
            }
            self.op(f, op);
        }
    }

    fn results_prefix(&mut self, op: &Op) {
        if op.results.is_empty() {
            return;
        }
        // `%x:3` when the results were written as one pack.
        let first = &self.names[op.results[0].0 as usize];
        let pack = op.results.len() > 1
            && op
                .results
                .iter()
                .enumerate()
                .skip(1)
                .all(|(i, r)| self.names[r.0 as usize] == format!("{first}#{i}"));
        if pack {
            let _ = write!(self.out, "%{first}:{} = ", op.results.len());
        } else {
            let v: Vec<String> = op.results.iter().map(|r| self.name(*r)).collect();
            let _ = write!(self.out, "{} = ", v.join(", "));
        }
    }

    fn op(&mut self, f: &Func, op: &Op) {
        self.line_start();
        self.results_prefix(op);
        let inexpressible = match &op.def().syntax {
            Syntax::Format(items) => !crate::ops::format::expressible(items, &|inner| {
                Self::anchor_present(op, op.def(), inner)
            }),
            Syntax::Custom => false,
        };
        if self.opts.generic || op.def().is_unregistered() || inexpressible {
            self.generic_op(f, op);
        } else {
            let def = op.def();
            self.out.push_str(def.name);
            match &def.syntax {
                Syntax::Format(items) => {
                    let mut toks = vec![];
                    self.format_tokens(f, op, def, items, &mut toks);
                    self.emit_tokens(&toks);
                }
                Syntax::Custom => {
                    self.custom_op(f, op);
                    // After the literal or the regions (reduce, scan and make_tensor_view place
                    // theirs inside).
                    if matches!(def.name, "constant" | "if" | "for" | "loop") {
                        if let Some(d) = extra_attrs(op) {
                            let _ = write!(self.out, " {d}");
                        }
                    }
                }
            }
        }
        self.loc_suffix(&op.loc);
        self.out.push('\n');
    }

    fn emit_tokens(&mut self, toks: &[Option<String>]) {
        let mut glue = false;
        for t in toks {
            match t {
                None => glue = true,
                Some(s) => {
                    if !glue && s != "," {
                        self.out.push(' ');
                    }
                    self.out.push_str(s);
                    glue = false;
                }
            }
        }
    }

    fn attr_present(op: &Op, def: &OpDef, i: usize) -> bool {
        let d = &def.attrs[i];
        match op.attr(&d.name) {
            None => false,
            Some(a) => d.default_value() != Some(a),
        }
    }

    fn anchor_present(op: &Op, def: &OpDef, items: &[FmtItem]) -> bool {
        match FmtItem::anchor(items) {
            Some(FmtItem::Operand(g)) => op.segments.get(*g).copied().unwrap_or(0) > 0,
            Some(FmtItem::Attr(i)) => Self::attr_present(op, def, *i),
            Some(FmtItem::Type(refs)) => match refs.first() {
                Some(ValRef::Operand(g)) => op.segments.get(*g).copied().unwrap_or(0) > 0,
                Some(ValRef::Result(_)) => !op.results.is_empty(),
                None => false,
            },
            Some(FmtItem::TypeList(ValRef::Operand(g)))
            | Some(FmtItem::TypeSplat(ValRef::Operand(g))) => {
                op.segments.get(*g).copied().unwrap_or(0) > 0
            }
            _ => false,
        }
    }

    fn group_values(op: &Op, g: usize) -> Vec<ValueId> {
        let start: u32 = op.segments[..g.min(op.segments.len())].iter().sum();
        let n = op.segments.get(g).copied().unwrap_or(0);
        op.operands
            .get(start as usize..(start + n) as usize)
            .map(|s| s.to_vec())
            .unwrap_or_default()
    }

    fn result_values(op: &Op, def: &OpDef, g: usize) -> Vec<ValueId> {
        let fixed_before = def.results[..g].len();
        let variadic = def
            .results
            .iter()
            .position(|r| r.arity != crate::ops::Arity::One);
        let nvar = op
            .results
            .len()
            .saturating_sub(def.results.len() - variadic.map(|_| 1).unwrap_or(0));
        let mut start = 0;
        for (i, r) in def.results.iter().enumerate() {
            let n = if r.arity == crate::ops::Arity::One {
                1
            } else {
                nvar
            };
            if i == g {
                return op
                    .results
                    .get(start..start + n)
                    .map(|s| s.to_vec())
                    .unwrap_or_default();
            }
            start += n;
        }
        let _ = fixed_before;
        vec![]
    }

    fn format_tokens(
        &self,
        f: &Func,
        op: &Op,
        def: &OpDef,
        items: &[FmtItem],
        toks: &mut Vec<Option<String>>,
    ) {
        for it in items {
            match it {
                FmtItem::Operand(g) => {
                    let vs = Self::group_values(op, *g);
                    for (i, v) in vs.iter().enumerate() {
                        if i > 0 {
                            toks.push(Some(",".into()));
                        }
                        toks.push(Some(self.name(*v)));
                    }
                }
                FmtItem::Attr(i) => {
                    if let Some(a) = op.attr(&def.attrs[*i].name) {
                        toks.push(Some(custom_attr(def.attrs[*i].kind, a)));
                    }
                }
                FmtItem::UnitKeywords(kws) => {
                    for (kw, _) in kws {
                        if op.has_unit(kw) {
                            toks.push(Some(kw.clone()));
                        }
                    }
                }
                FmtItem::Type(refs) => {
                    let t = match refs[0] {
                        ValRef::Operand(g) => {
                            Self::group_values(op, g).first().map(|v| f.ty(*v).clone())
                        }
                        ValRef::Result(g) => Self::result_values(op, def, g)
                            .first()
                            .map(|v| f.ty(*v).clone()),
                    };
                    // A variadic group with no values (`get_tensor_shape` of a rank-0 view) still
                    // needs a type in the text; its value is irrelevant, so write one its class accepts.
                    let placeholder = || {
                        let class = match refs[0] {
                            ValRef::Operand(g) => def.operands[g].class,
                            ValRef::Result(g) => def.results[g].class,
                        };
                        if class == crate::ops::TypeClass::Token {
                            "token"
                        } else {
                            "tile<i64>"
                        }
                        .to_string()
                    };
                    toks.push(Some(
                        t.map(|t| type_to_string(&t)).unwrap_or_else(placeholder),
                    ));
                }
                FmtItem::TypeList(r) | FmtItem::TypeSplat(r) => {
                    let vs = match r {
                        ValRef::Operand(g) => Self::group_values(op, *g),
                        ValRef::Result(g) => Self::result_values(op, def, *g),
                    };
                    let tys: Vec<String> = vs.iter().map(|v| type_to_string(f.ty(*v))).collect();
                    let splat = matches!(it, FmtItem::TypeSplat(_))
                        && !tys.is_empty()
                        && tys.iter().all(|t| *t == tys[0]);
                    let tys = if splat { tys[..1].to_vec() } else { tys };
                    for (i, t) in tys.into_iter().enumerate() {
                        if i > 0 {
                            toks.push(Some(",".into()));
                        }
                        toks.push(Some(t));
                    }
                }
                FmtItem::Optional(inner) => {
                    if Self::anchor_present(op, def, inner) {
                        self.format_tokens(f, op, def, inner, toks);
                    }
                }
                FmtItem::AttrDict { keyword } => {
                    if let Some(d) = extra_attrs(op) {
                        if *keyword {
                            toks.push(Some("attributes".into()));
                        }
                        toks.push(Some(d));
                    }
                }
                FmtItem::Glue => toks.push(None),
                FmtItem::Keyword(k) => toks.push(Some(k.clone())),
                FmtItem::Punct(p) => toks.push(Some(p.clone())),
            }
        }
    }

    fn types_of(&self, f: &Func, vs: &[ValueId]) -> String {
        vs.iter()
            .map(|v| type_to_string(f.ty(*v)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn names_of(&self, vs: &[ValueId]) -> String {
        vs.iter()
            .map(|v| self.name(*v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn region_body(&mut self, f: &Func, r: &Region, implicit: Option<&str>) {
        self.out.push_str("{\n");
        self.indent += 1;
        if let Some(b) = r.block() {
            self.block_ops(f, b, implicit);
        }
        self.indent -= 1;
        self.line_start();
        self.out.push('}');
    }

    fn custom_op(&mut self, f: &Func, op: &Op) {
        let def = op.def();
        match def.name {
            "constant" => {
                if let (Some(Attr::Dense(d)), Some(r)) = (op.attr("value"), op.results.first()) {
                    let _ = write!(
                        self.out,
                        " {} : {}",
                        dense_literal(d),
                        type_to_string(f.ty(*r))
                    );
                }
            }
            "if" => {
                let _ = write!(self.out, " {}", self.name(op.operands[0]));
                if !op.results.is_empty() {
                    let _ = write!(self.out, " -> ({})", self.types_of(f, &op.results));
                }
                self.out.push(' ');
                self.region_body(f, &op.regions[0], Some("yield"));
                // An else region with a block is printed even when it holds only the implicit
                // `yield`: `else { }` and no else at all are different regions (one block or none).
                if op.regions.get(1).is_some_and(|r| r.block().is_some()) {
                    self.out.push_str(" else ");
                    self.region_body(f, &op.regions[1], Some("yield"));
                }
            }
            "for" => {
                if op.has_unit("unsignedCmp") {
                    self.out.push_str(" unsigned");
                }
                let body = op.regions[0].block();
                let args = body.map(|b| b.args.clone()).unwrap_or_default();
                let g = |n: &str| op.group(n).to_vec();
                let _ = write!(
                    self.out,
                    " {} in ({} to {}, step {}) : {}",
                    args.first().map(|a| self.name(*a)).unwrap_or_default(),
                    self.names_of(&g("lowerBound")),
                    self.names_of(&g("upperBound")),
                    self.names_of(&g("step")),
                    self.types_of(f, &g("lowerBound")),
                );
                let inits = g("initValues");
                if !inits.is_empty() {
                    let pairs: Vec<String> = args
                        .iter()
                        .skip(1)
                        .zip(&inits)
                        .map(|(a, i)| format!("{} = {}", self.name(*a), self.name(*i)))
                        .collect();
                    let _ = write!(
                        self.out,
                        " iter_values({}) -> ({})",
                        pairs.join(", "),
                        self.types_of(f, &op.results)
                    );
                }
                self.out.push(' ');
                self.region_body(f, &op.regions[0], Some("continue"));
            }
            "loop" => {
                let body = op.regions[0].block();
                let args = body.map(|b| b.args.clone()).unwrap_or_default();
                let inits = op.group("initValues").to_vec();
                if !inits.is_empty() {
                    let pairs: Vec<String> = args
                        .iter()
                        .zip(&inits)
                        .map(|(a, i)| format!("{} = {}", self.name(*a), self.name(*i)))
                        .collect();
                    let _ = write!(
                        self.out,
                        " iter_values({}) : {}",
                        pairs.join(", "),
                        self.types_of(f, &inits)
                    );
                    if !op.results.is_empty() {
                        let _ = write!(self.out, " -> {}", self.types_of(f, &op.results));
                    }
                } else if !op.results.is_empty() {
                    let _ = write!(self.out, " : {}", self.types_of(f, &op.results));
                }
                self.out.push(' ');
                self.region_body(f, &op.regions[0], Some("continue"));
            }
            "reduce" | "scan" => {
                let ops_ = op.group("operands").to_vec();
                let _ = write!(self.out, " {}", self.names_of(&ops_));
                if let Some(d) = extra_attrs(op) {
                    let _ = write!(self.out, " {d}");
                }
                let _ = write!(
                    self.out,
                    " dim={}",
                    op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0)
                );
                if def.name == "scan" {
                    let _ = write!(
                        self.out,
                        " reverse={}",
                        op.attr("reverse")
                            .and_then(|a| a.as_bool())
                            .unwrap_or(false)
                    );
                }
                let ids = op
                    .attr("identities")
                    .map(|a| custom_attr(AttrKind::TypedArray, a))
                    .unwrap_or_else(|| "[]".into());
                let _ = write!(
                    self.out,
                    " identities={ids} : {} -> {}\n",
                    self.types_of(f, &ops_),
                    self.types_of(f, &op.results)
                );
                self.indent += 1;
                self.line_start();
                let args = op.regions[0]
                    .block()
                    .map(|b| b.args.clone())
                    .unwrap_or_default();
                let a: Vec<String> = args
                    .iter()
                    .map(|v| format!("{}: {}", self.name(*v), type_to_string(f.ty(*v))))
                    .collect();
                let _ = write!(self.out, "({}) ", a.join(", "));
                self.region_body(f, &op.regions[0], None);
                self.indent -= 1;
            }
            "make_tensor_view" => {
                let base = op.group("base").to_vec();
                let Some(Type::TensorView(tv)) = op.results.first().map(|r| f.ty(*r)) else {
                    return;
                };
                let list = |dims: &[Dim], vals: &[ValueId], me: &Self| {
                    let mut it = vals.iter();
                    let v: Vec<String> = dims
                        .iter()
                        .map(|d| match d {
                            Dim::Static(x) => x.to_string(),
                            Dim::Dynamic => it.next().map(|v| me.name(*v)).unwrap_or_default(),
                        })
                        .collect();
                    format!("[{}]", v.join(", "))
                };
                let shape = op.group("dynamicShape").to_vec();
                let strides = op.group("dynamicStrides").to_vec();
                let _ = write!(
                    self.out,
                    " {}, shape = {}, strides = {}",
                    self.names_of(&base),
                    list(&tv.shape, &shape, self),
                    list(&tv.strides, &strides, self)
                );
                if let Some(d) = extra_attrs(op) {
                    let _ = write!(self.out, " {d}");
                }
                self.out.push_str(" :");
                if let Some(v) = shape.first().or(strides.first()) {
                    let _ = write!(self.out, " {} ->", type_to_string(f.ty(*v)));
                }
                let _ = write!(self.out, " {}", type_to_string(f.ty(op.results[0])));
            }
            _ => {
                // Unreachable for catalogue ops; fall back to the generic form.
                self.generic_op(f, op);
            }
        }
    }

    fn generic_op(&mut self, f: &Func, op: &Op) {
        let def = op.def();
        let mut props: Vec<(String, Attr)> = op.attrs.clone();
        if def.is_unregistered() {
            let name = match op.attr(crate::ops::UNREGISTERED_NAME_ATTR) {
                Some(Attr::Str(s)) => s.clone(),
                _ => "unknown".into(),
            };
            props.retain(|(k, _)| k != crate::ops::UNREGISTERED_NAME_ATTR);
            let _ = write!(
                self.out,
                "{}({})",
                quote(&name),
                self.names_of(&op.operands)
            );
        } else {
            let _ = write!(
                self.out,
                "\"cuda_tile.{}\"({})",
                def.name,
                self.names_of(&op.operands)
            );
        }
        if def.has(traits::SEGMENTED) {
            props.push((
                "operandSegmentSizes".into(),
                Attr::I32Array(op.segments.iter().map(|&s| s as i64).collect()),
            ));
        }
        if !props.is_empty() {
            let _ = write!(self.out, " <{}>", generic_attr(&Attr::Dict(props)));
        }
        if !op.regions.is_empty() {
            self.out.push_str(" (");
            for (i, r) in op.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match r.block() {
                    None => self.out.push_str("{\n}"),
                    Some(b) => {
                        self.out.push_str("{\n");
                        self.generic_block(f, b);
                        self.line_start();
                        self.out.push('}');
                    }
                }
            }
            self.out.push(')');
        }
        let ins = self.types_of(f, &op.operands);
        let outs = self.types_of(f, &op.results);
        if op.results.len() == 1 {
            let _ = write!(self.out, " : ({ins}) -> {outs}");
        } else {
            let _ = write!(self.out, " : ({ins}) -> ({outs})");
        }
    }

    fn generic_block(&mut self, f: &Func, b: &Block) {
        self.indent += 1;
        // An empty block needs its label: `{ }` alone reads back as a region without blocks.
        if !b.args.is_empty() || b.ops.is_empty() {
            self.line_start();
            let a: Vec<String> = b
                .args
                .iter()
                .map(|v| format!("{}: {}", self.name(*v), type_to_string(f.ty(*v))))
                .collect();
            if a.is_empty() {
                let _ = writeln!(self.out, "^bb0:");
            } else {
                let _ = writeln!(self.out, "^bb0({}):", a.join(", "));
            }
        }
        for op in &b.ops {
            self.op(f, op);
        }
        self.indent -= 1;
    }
}

/// The op's discardable attributes as a dictionary, if it has any.
fn extra_attrs(op: &Op) -> Option<String> {
    let extra = &op.attrs[op.attrs.len().min(declared_count(op))..];
    (!extra.is_empty()).then(|| generic_attr(&Attr::Dict(extra.to_vec())))
}

fn declared_count(op: &Op) -> usize {
    let def = op.def();
    op.attrs
        .iter()
        .take_while(|(n, _)| def.attr_def(n).is_some())
        .count()
}
