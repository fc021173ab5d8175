//! The bytecode writer: lays a [`Module`] out for one target version and refuses whatever that
//! version cannot hold (ops, non-default attributes, enum values, types, optional operands and
//! used results newer than it).

use super::debug::{DiLocation, DiScope};
use super::enc::Out;
use super::read::{is_empty_value, FileLayout};
use super::*;
use crate::attrs::*;
use crate::ir::*;
use crate::ops::{AttrDef, AttrKind};
use crate::types::*;
use std::collections::{HashMap, HashSet};

/// What to write.
#[derive(Clone, Copy, Debug)]
pub struct WriteOptions {
    /// The bytecode version to produce (13.1 … 13.5).
    pub version: Version,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: Version::LATEST,
        }
    }
}

type W<T> = Result<T, Diagnostic>;

fn err<T>(span: Span, msg: impl Into<String>) -> W<T> {
    Err(Diagnostic::error(span, msg))
}

/// Serializes `m` as bytecode of `opts.version`.
pub fn write_module(m: &Module, opts: &WriteOptions) -> Result<Vec<u8>, Diagnostic> {
    write_module_with_layout(m, opts, &FileLayout::default())
}

/// As [`write_module`], with the tables starting out as `seed` (a file's tables, from
/// [`super::read`]): every entry the module still uses keeps its index, and entries it no longer
/// uses stay, so rewriting an unchanged module at its own version reproduces the file.
pub fn write_module_with_layout(
    m: &Module,
    opts: &WriteOptions,
    seed: &FileLayout,
) -> Result<Vec<u8>, Diagnostic> {
    let v = opts.version;
    if !Version::KNOWN.contains(&v) {
        return err(
            m.span,
            format!("cannot write bytecode version {v}; known versions are 13.1 to 13.5"),
        );
    }
    let mut w = Writer {
        v,
        strings: Pool::seeded(&seed.strings),
        types: Pool::seeded(&seed.types),
        type_ids: HashMap::new(),
        consts: Pool::seeded(&seed.consts),
        di: Pool::seeded(&seed.debug_attrs),
        di_funcs: vec![],
    };
    // Globals.
    let mut globals = Out::new();
    let gs: Vec<&Global> = m.globals().collect();
    if !gs.is_empty() {
        globals.varint(gs.len() as u64);
        for g in &gs {
            w.global(g, &mut globals)?;
        }
    }
    // Functions.
    let mut funcs = Out::new();
    let fs: Vec<&Func> = m.funcs().collect();
    funcs.varint(fs.len() as u64);
    for f in &fs {
        w.func(f, &mut funcs)?;
    }
    match &seed.func_padding {
        Some(pad) => funcs.bytes(pad),
        None => funcs.align(8),
    }
    // Producer.
    let mut producer = None;
    if let Some(p) = &m.producer {
        if v < Version::V13_3 {
            return err(
                m.span,
                format!("the module's 'producer' requires bytecode 13.3, but the target is {v}"),
            );
        }
        let mut o = Out::new();
        o.varint(w.strings.id(p.as_bytes().to_vec()));
        producer = Some(o);
    }
    let mut out = Out::new();
    out.bytes(&MAGIC);
    out.byte(v.major);
    out.byte(v.minor);
    out.le(seed.tag as u64, 2);
    // Sections in the default order, or in the seed's; optional ones when they have content or
    // the seed had them (cuTile writes an empty constant section).
    let had = |id: u8| seed.section_order.contains(&id);
    let mut secs: Vec<(u8, Out, u64)> = vec![];
    if !gs.is_empty() || had(section::GLOBAL) {
        if gs.is_empty() {
            globals.varint(0);
        }
        secs.push((section::GLOBAL, globals, 1));
    }
    secs.push((section::FUNC, funcs, 8));
    if !w.consts.items.is_empty() || had(section::CONSTANT) {
        secs.push((section::CONSTANT, table(&w.consts.items, 8), 8));
    }
    if !w.di_funcs.is_empty() || had(section::DEBUG) {
        secs.push((section::DEBUG, w.debug_section(), 8));
    }
    secs.push((section::TYPE, table(&w.types.items, 4), 4));
    if let Some(p) = producer {
        secs.push((section::PRODUCER, p, 1));
    }
    secs.push((section::STRING, table(&w.strings.items, 4), 4));
    if !seed.section_order.is_empty() {
        let rank = |id: u8| {
            seed.section_order
                .iter()
                .position(|&x| x == id)
                .unwrap_or(usize::MAX)
        };
        secs.sort_by_key(|s| rank(s.0));
    }
    for (id, payload, align) in &secs {
        put_section(&mut out, *id, payload, *align);
    }
    out.byte(section::END);
    Ok(out.buf)
}

fn put_section(out: &mut Out, id: u8, payload: &Out, align: u64) {
    out.byte(id | if align > 1 { 0x80 } else { 0 });
    out.varint(payload.len() as u64);
    if align > 1 {
        out.varint(align);
        out.align(align as usize);
    }
    out.bytes(&payload.buf);
}

/// `count, pad, offsets, blob`.
fn table(items: &[Vec<u8>], width: usize) -> Out {
    let mut o = Out::new();
    o.varint(items.len() as u64);
    o.align(width);
    let mut off = 0u64;
    for it in items {
        o.le(off, width);
        off += it.len() as u64;
    }
    for it in items {
        o.bytes(it);
    }
    o
}

/// Deduplicated entries of a table, by their encoding.
#[derive(Default)]
struct Pool {
    items: Vec<Vec<u8>>,
    index: HashMap<Vec<u8>, u64>,
}

impl Pool {
    fn seeded(items: &[Vec<u8>]) -> Pool {
        let mut p = Pool::default();
        for it in items {
            // A duplicate entry keeps its first index, as a reader resolves it.
            p.index.entry(it.clone()).or_insert(p.items.len() as u64);
            p.items.push(it.clone());
        }
        p
    }

    fn id(&mut self, bytes: Vec<u8>) -> u64 {
        if let Some(&i) = self.index.get(&bytes) {
            return i;
        }
        let i = self.items.len() as u64;
        self.items.push(bytes.clone());
        self.index.insert(bytes, i);
        i
    }
}

struct Writer {
    v: Version,
    strings: Pool,
    types: Pool,
    type_ids: HashMap<Type, u64>,
    consts: Pool,
    /// Debug attributes; ids are 1-based in the file.
    di: Pool,
    /// Per function with debug info: the attribute index of its own location and of each op.
    di_funcs: Vec<Vec<u64>>,
}

/// The value numbering of one function while its body is written.
struct Values {
    index: Vec<Option<u64>>,
    defined: Vec<ValueId>,
    used: HashSet<ValueId>,
    locs: Vec<u64>,
}

impl Values {
    fn define(&mut self, v: ValueId) {
        let n = self.defined.len() as u64;
        if let Some(slot) = self.index.get_mut(v.0 as usize) {
            *slot = Some(n);
        }
        self.defined.push(v);
    }
    fn mark(&self) -> usize {
        self.defined.len()
    }
    fn release(&mut self, mark: usize) {
        for v in self.defined.drain(mark..) {
            if let Some(slot) = self.index.get_mut(v.0 as usize) {
                *slot = None;
            }
        }
    }
}

fn uses(b: &Block, out: &mut HashSet<ValueId>) {
    for op in &b.ops {
        out.extend(op.operands.iter().copied());
        for r in &op.regions {
            for b in &r.blocks {
                uses(b, out);
            }
        }
    }
}

impl Writer {
    fn string(&mut self, s: &str) -> u64 {
        self.strings.id(s.as_bytes().to_vec())
    }

    // ----- types -----

    fn type_id(&mut self, t: &Type, span: Span) -> W<u64> {
        if let Some(&i) = self.type_ids.get(t) {
            return Ok(i);
        }
        // Components are registered first, so the innermost type that is too new is named.
        let own = match t {
            Type::Builtin(e) => e.since(),
            Type::Ptr(PtrType { attr: Some(_), .. })
            | Type::TensorView(TensorViewType {
                ptr_attr: Some(_), ..
            }) => Version::V13_4,
            Type::View(TiledViewType {
                kind: ViewKind::Strided { .. } | ViewKind::GatherScatter { .. },
                ..
            }) => Version::V13_3,
            _ => Version::V13_1,
        };
        let mut o = Out::new();
        self.type_body(t, span, &mut o)?;
        if own > self.v {
            return err(
                span,
                format!(
                    "type {t} requires bytecode {own}, but the target is {}",
                    self.v
                ),
            );
        }
        let i = self.types.id(o.buf);
        self.type_ids.insert(t.clone(), i);
        Ok(i)
    }

    fn i32_list(&self, o: &mut Out, vals: &[i64], what: &str, span: Span) -> W<()> {
        if vals.iter().any(|&x| i32::try_from(x).is_err()) {
            return err(span, format!("{what} values must fit in i32"));
        }
        o.le_array(vals, 4);
        Ok(())
    }

    fn type_body(&mut self, t: &Type, span: Span, o: &mut Out) -> W<()> {
        let v = self.v;
        match t {
            Type::Builtin(e) => o.varint(elem_tag(*e)),
            Type::Token => o.varint(tag::TOKEN),
            Type::Ptr(p) => {
                let pointee = self.type_id(&Type::Builtin(p.pointee), span)?;
                o.varint(tag::PTR);
                if v >= Version::V13_4 {
                    o.varint(p.attr.is_some() as u64);
                }
                o.varint(pointee);
                if let Some(a) = p.attr {
                    o.varint(ptr_attr_value(a));
                }
            }
            Type::Tile(tt) => {
                let elem = match &tt.elem {
                    Elem::Num(e) => Type::Builtin(*e),
                    Elem::Ptr(p) => Type::Ptr(p.clone()),
                };
                let e = self.type_id(&elem, span)?;
                o.varint(tag::TILE);
                o.varint(e);
                o.le_array(&tt.shape, 8);
            }
            Type::TensorView(tv) => {
                let e = self.type_id(&Type::Builtin(tv.elem), span)?;
                o.varint(tag::TENSOR_VIEW);
                if v >= Version::V13_4 {
                    o.varint(tv.ptr_attr.is_some() as u64);
                }
                o.varint(e);
                let dims = |d: &[Dim]| {
                    d.iter()
                        .map(|x| match x {
                            Dim::Static(s) => *s,
                            Dim::Dynamic => i64::MIN,
                        })
                        .collect::<Vec<_>>()
                };
                o.le_array(&dims(&tv.shape), 8);
                o.le_array(&dims(&tv.strides), 8);
                if let Some(a) = tv.ptr_attr {
                    o.varint(ptr_attr_value(a));
                }
            }
            Type::View(vw) => {
                let tv = self.type_id(&Type::TensorView(vw.tensor_view.clone()), span)?;
                let pad = vw.padding.map(|p| p as u64);
                match &vw.kind {
                    ViewKind::Partition => {
                        o.varint(tag::PARTITION_VIEW);
                        if v >= UNIFIED_BITFIELD {
                            o.varint(pad.is_some() as u64);
                        }
                        self.i32_list(o, &vw.tile, "tile shape", span)?;
                        o.varint(tv);
                        self.i32_list(o, &vw.dim_map, "dim_map", span)?;
                        if v < UNIFIED_BITFIELD {
                            o.byte(pad.is_some() as u8);
                        }
                    }
                    ViewKind::Strided { traversal_strides } => {
                        o.varint(tag::STRIDED_VIEW);
                        o.varint(pad.is_some() as u64);
                        self.i32_list(o, &vw.tile, "tile shape", span)?;
                        self.i32_list(o, traversal_strides, "traversal strides", span)?;
                        o.varint(tv);
                        self.i32_list(o, &vw.dim_map, "dim_map", span)?;
                    }
                    ViewKind::GatherScatter { sparse_dim } => {
                        o.varint(tag::GATHER_SCATTER_VIEW);
                        o.varint(pad.is_some() as u64);
                        self.i32_list(o, &vw.tile, "tile shape", span)?;
                        o.varint(tv);
                        let Ok(sd) = u32::try_from(*sparse_dim) else {
                            return err(span, format!("sparse_dim {sparse_dim} cannot be stored"));
                        };
                        o.varint(sd as u64);
                    }
                }
                if let Some(p) = pad {
                    o.varint(p);
                }
            }
            Type::Function(ins, outs) => {
                let mut ids = vec![];
                for x in ins.iter().chain(outs) {
                    ids.push(self.type_id(x, span)?);
                }
                o.varint(tag::FUNCTION);
                o.varint(ins.len() as u64);
                for id in &ids[..ins.len()] {
                    o.varint(*id);
                }
                o.varint(outs.len() as u64);
                for id in &ids[ins.len()..] {
                    o.varint(*id);
                }
            }
        }
        Ok(())
    }

    // ----- constants -----

    fn constant(&mut self, d: &DenseAttr, span: Span) -> W<u64> {
        let n = d
            .shape
            .iter()
            .try_fold(1u64, |a, &x| a.checked_mul(u64::try_from(x).ok()?));
        if d.bits.len() != 1 && Some(d.bits.len() as u64) != n {
            return err(
                span,
                format!(
                    "dense literal has {} values for a {:?} shape",
                    d.bits.len(),
                    d.shape
                ),
            );
        }
        let raw = encode_dense(d);
        let mut o = Out::new();
        o.varint(raw.len() as u64);
        o.bytes(&raw);
        Ok(self.consts.id(o.buf))
    }

    // ----- attributes -----

    fn self_contained(&mut self, a: &Attr, span: Span, o: &mut Out) -> W<()> {
        match a {
            Attr::Int(x, e) => {
                o.varint(attr_tag::INTEGER);
                o.varint(self.type_id(&Type::Builtin(*e), span)?);
                if *e == ElemType::I1 {
                    o.byte((*x != 0) as u8);
                } else {
                    o.varint(*x as u64 & mask(e.bit_width()));
                }
            }
            Attr::Float(bits, e) => {
                o.varint(attr_tag::FLOAT);
                o.varint(self.type_id(&Type::Builtin(*e), span)?);
                if e.bit_width() <= 8 {
                    o.byte(*bits as u8);
                } else {
                    o.svarint(*bits & mask(e.bit_width()));
                }
            }
            Attr::Bool(b) => {
                o.varint(attr_tag::BOOL);
                o.byte(*b as u8);
            }
            Attr::Type(t) => {
                o.varint(attr_tag::TYPE);
                o.varint(self.type_id(t, span)?);
            }
            Attr::Str(s) => {
                o.varint(attr_tag::STRING);
                o.varint(self.string(s));
            }
            Attr::Array(items) => {
                o.varint(attr_tag::ARRAY);
                o.varint(items.len() as u64);
                for it in items {
                    self.self_contained(it, span, o)?;
                }
            }
            Attr::Dense(d) => {
                o.varint(attr_tag::DENSE);
                o.varint(self.type_id(&Type::tile_of(d.shape.clone(), d.elem), span)?);
                o.varint(self.constant(d, span)?);
            }
            Attr::Assume(p) => match p {
                AssumePred::DivBy {
                    divisor,
                    every_along,
                } => {
                    o.varint(attr_tag::DIV_BY);
                    o.varint(*divisor);
                    o.byte(if every_along.is_some() { 3 } else { 0 });
                    if let Some((e, a)) = every_along {
                        o.svarint(*e as u64);
                        o.svarint(*a as u64);
                    }
                }
                AssumePred::SameElements(v) => {
                    if v.iter().any(|&x| x == i64::MAX || x == i64::MIN) {
                        return err(
                            span,
                            "same_elements cannot hold INT64_MIN or INT64_MAX in bytecode",
                        );
                    }
                    o.varint(attr_tag::SAME_ELEMENTS);
                    o.le_array(v, 8);
                }
                AssumePred::Bounded { lb, ub } => {
                    o.varint(attr_tag::BOUNDED);
                    o.byte(lb.is_some() as u8 | (ub.is_some() as u8) << 1);
                    if let Some(l) = lb {
                        o.svarint(*l as u64);
                    }
                    if let Some(u) = ub {
                        o.svarint(*u as u64);
                    }
                }
            },
            Attr::Dict(kv) => {
                o.varint(attr_tag::DICT);
                self.dict_body(kv, span, o)?;
            }
            Attr::Hints(h) => {
                o.varint(attr_tag::HINTS);
                self.hints_body(h, span, o)?;
            }
            other => {
                return err(
                    span,
                    format!("attribute {other:?} cannot be stored in bytecode"),
                )
            }
        }
        Ok(())
    }

    fn dict_body(&mut self, kv: &[(String, Attr)], span: Span, o: &mut Out) -> W<()> {
        o.varint(kv.len() as u64);
        for (k, a) in kv {
            if k.is_empty() {
                return err(span, "a dictionary key is empty");
            }
            o.varint(self.string(k));
            self.self_contained(a, span, o)?;
        }
        Ok(())
    }

    fn hints_body(&mut self, h: &OptHints, span: Span, o: &mut Out) -> W<()> {
        let kv: Vec<(String, Attr)> = h
            .entries
            .iter()
            .map(|(arch, entries)| {
                let d = entries
                    .iter()
                    .map(|(k, v)| {
                        let a = match v {
                            HintValue::Int(x) if i32::try_from(*x).is_ok() => {
                                Attr::Int(*x, ElemType::I32)
                            }
                            HintValue::Int(x) => Attr::Int(*x, ElemType::I64),
                            HintValue::Bool(b) => Attr::Bool(*b),
                            HintValue::Str(s) => Attr::Str(s.clone()),
                        };
                        (k.clone(), a)
                    })
                    .collect();
                (arch.clone(), Attr::Dict(d))
            })
            .collect();
        self.dict_body(&kv, span, o)
    }

    fn op_attr(&mut self, op: &Op, d: &AttrDef, a: &Attr, o: &mut Out) -> W<()> {
        let span = op.span;
        let wrong = || {
            Diagnostic::error(
                span,
                format!(
                    "attribute '{}' of '{}' has the wrong kind: {a:?}",
                    d.name,
                    op.name()
                ),
            )
        };
        match (d.kind, a) {
            (AttrKind::Enum(e), Attr::Enum(e2, x)) if std::ptr::eq(e, *e2) => {
                let since = e.case_since(*x);
                if since > self.v {
                    return err(
                        span,
                        format!(
                            "{} '{}' of '{}' requires bytecode {since}, but the target is {}",
                            e.name,
                            e.case_name(*x).unwrap_or("?"),
                            op.name(),
                            self.v
                        ),
                    );
                }
                o.varint(*x as u64);
            }
            (AttrKind::Bool, Attr::Bool(b)) => o.byte(*b as u8),
            (AttrKind::I32, Attr::Int(x, _)) => {
                if i32::try_from(*x).is_err() && u32::try_from(*x).is_err() {
                    return err(
                        span,
                        format!("attribute '{}' value {x} does not fit in i32", d.name),
                    );
                }
                o.varint(*x as u64 & mask(32));
            }
            (AttrKind::I64, Attr::Int(x, _)) => o.varint(*x as u64),
            (AttrKind::Str, Attr::Str(s)) => o.varint(self.string(s)),
            (AttrKind::Symbol, Attr::Symbol(s) | Attr::Str(s)) => {
                if s.is_empty() {
                    return err(span, format!("attribute '{}' is an empty symbol", d.name));
                }
                o.varint(self.string(s));
            }
            (AttrKind::I32Array, Attr::I32Array(v) | Attr::I64Array(v)) => {
                if v.iter().any(|&x| {
                    i32::try_from(x).is_err() || x == i32::MAX as i64 || x == i32::MIN as i64
                }) {
                    return err(span, format!("attribute '{}' values must fit in i32 (INT32_MIN and INT32_MAX are reserved)", d.name));
                }
                o.le_array(v, 4);
            }
            (AttrKind::BoolArray, Attr::BoolArray(v)) => {
                o.varint(v.len() as u64);
                for b in v {
                    o.byte(*b as u8);
                }
            }
            (AttrKind::Dense, Attr::Dense(dd)) => o.varint(self.constant(dd, span)?),
            (AttrKind::Predicate, Attr::Assume(_)) => self.self_contained(a, span, o)?,
            (AttrKind::Hints, Attr::Hints(h)) => self.hints_body(h, span, o)?,
            (AttrKind::TypedArray, Attr::Array(items)) => {
                o.varint(items.len() as u64);
                for it in items {
                    if !matches!(it, Attr::Int(..) | Attr::Float(..) | Attr::Bool(_)) {
                        return Err(wrong());
                    }
                    self.self_contained(it, span, o)?;
                }
            }
            _ => return Err(wrong()),
        }
        Ok(())
    }

    // ----- debug info -----

    fn di_scope(&mut self, s: &DiScope) -> u64 {
        let mut o = Out::new();
        match s {
            DiScope::File { name, dir } => {
                o.varint(di_tag::FILE);
                o.varint(self.string(name));
                o.varint(self.string(dir));
            }
            DiScope::CompileUnit { file } => {
                let f = self.di_scope(file);
                o.varint(di_tag::COMPILE_UNIT);
                o.varint(f);
            }
            DiScope::Subprogram {
                file,
                line,
                name,
                linkage,
                unit,
                scope_line,
                flags,
            } => {
                let f = self.di_scope(file);
                let u = self.di_scope(unit);
                o.varint(di_tag::SUBPROGRAM);
                o.varint(f);
                o.varint(*line as u64);
                o.varint(self.string(name));
                o.varint(self.string(linkage));
                o.varint(u);
                o.varint(*scope_line as u64);
                if self.v >= Version::V13_5 {
                    o.varint(*flags);
                }
            }
            DiScope::LexicalBlock {
                scope,
                file,
                line,
                col,
            } => {
                let s = self.di_scope(scope);
                let f = self.di_scope(file);
                o.varint(di_tag::LEXICAL_BLOCK);
                o.varint(s);
                o.varint(f);
                o.varint(*line as u64);
                o.varint(*col as u64);
            }
        }
        self.di.id(o.buf) + 1
    }

    fn di_loc(&mut self, l: &DiLocation) -> u64 {
        let mut o = Out::new();
        match l {
            DiLocation::Unknown => return 0,
            DiLocation::Loc {
                scope,
                file,
                line,
                col,
            } => {
                let s = self.di_scope(scope);
                o.varint(di_tag::LOC);
                o.varint(s);
                o.varint(self.string(file));
                o.varint(*line as u64);
                o.varint(*col as u64);
            }
            DiLocation::CallSite { callee, caller } => {
                let a = self.di_loc(callee);
                let b = self.di_loc(caller);
                o.varint(di_tag::CALL_SITE);
                o.varint(a);
                o.varint(b);
            }
        }
        self.di.id(o.buf) + 1
    }

    fn debug_section(&self) -> Out {
        let mut o = Out::new();
        o.varint(self.di_funcs.len() as u64);
        o.align(4);
        let mut off = 0u64;
        for f in &self.di_funcs {
            o.le(off, 4);
            off += f.len() as u64;
        }
        o.varint(off);
        o.align(8);
        for f in &self.di_funcs {
            for &x in f {
                o.le(x, 8);
            }
        }
        o.varint(self.di.items.len() as u64);
        o.align(4);
        let mut offs = 0u64;
        for it in &self.di.items {
            o.le(offs, 4);
            offs += it.len() as u64;
        }
        for it in &self.di.items {
            o.bytes(it);
        }
        o
    }

    // ----- items -----

    fn global(&mut self, g: &Global, o: &mut Out) -> W<()> {
        if self.v < Version::V13_3 && (g.visibility != SymbolVisibility::Public || g.constant) {
            return err(g.span, format!("global '{}' is private or constant, which requires bytecode 13.3, but the target is {}", g.name, self.v));
        }
        if g.name.is_empty() {
            return err(g.span, "a global has an empty name");
        }
        if g.ty.elem_num() != Some(g.value.elem) {
            return err(
                g.span,
                format!(
                    "global '{}' has type {} but a {} value",
                    g.name, g.ty, g.value.elem
                ),
            );
        }
        o.varint(self.string(&g.name));
        o.varint(self.type_id(&g.ty, g.span)?);
        o.varint(self.constant(&g.value, g.span)?);
        let a = g.alignment.unwrap_or(0);
        if a < 0 {
            return err(
                g.span,
                format!("global '{}' has a negative alignment", g.name),
            );
        }
        o.varint(a as u64);
        if self.v >= Version::V13_3 {
            o.varint(g.visibility as u64);
            o.varint(g.constant as u64);
        }
        Ok(())
    }

    fn func(&mut self, f: &Func, o: &mut Out) -> W<()> {
        let v = self.v;
        if f.kind != FuncKind::Entry {
            return err(
                f.span,
                format!(
                    "'{}' is not an entry; only entries can be stored in bytecode",
                    f.name
                ),
            );
        }
        if f.name.is_empty() {
            return err(f.span, "a function has an empty name");
        }
        let ins: Vec<Type> = f
            .params
            .iter()
            .map(|p| ty_of(f, *p, f.span).cloned())
            .collect::<W<_>>()?;
        let sig = self.type_id(&Type::Function(ins, f.results.clone()), f.span)?;
        let hints = f.hints.as_ref().filter(|h| !h.entries.is_empty());
        let has_args = f.arg_attrs.iter().any(|a| !a.is_empty());
        if has_args && v < Version::V13_5 {
            return err(
                f.span,
                format!(
                    "argument attributes of '{}' require bytecode 13.5, but the target is {v}",
                    f.name
                ),
            );
        }
        // Body first: it fixes the debug entries.
        let mut vals = Values {
            index: vec![None; f.values.len()],
            defined: vec![],
            used: HashSet::new(),
            locs: vec![],
        };
        uses(&f.body, &mut vals.used);
        for &p in &f.params {
            vals.define(p);
        }
        vals.locs.push(self.di_loc(&DiLocation::from_loc(&f.loc)));
        let mut body = Out::new();
        for op in &f.body.ops {
            self.op(op, f, &mut vals, &mut body)?;
        }
        let loc_index = if vals.locs.iter().any(|&x| x != 0) {
            self.di_funcs.push(std::mem::take(&mut vals.locs));
            self.di_funcs.len() as u64
        } else {
            0
        };
        o.varint(self.string(&f.name));
        o.varint(sig);
        let mut flags = func_flag::KERNEL;
        if v < Version::V13_5 && hints.is_some() {
            flags |= func_flag::HAS_HINTS;
        }
        o.byte(flags);
        o.varint(loc_index);
        if v >= Version::V13_5 {
            let empty = OptHints::default();
            self.self_contained(&Attr::Hints(hints.cloned().unwrap_or(empty)), f.span, o)?;
            if f.arg_attrs.len() > f.params.len() {
                return err(
                    f.span,
                    format!(
                        "'{}' has {} argument attribute dictionaries for {} parameters",
                        f.name,
                        f.arg_attrs.len(),
                        f.params.len()
                    ),
                );
            }
            let items: Vec<Attr> = if has_args {
                (0..f.params.len())
                    .map(|k| Attr::Dict(f.arg_attrs.get(k).cloned().unwrap_or_default()))
                    .collect()
            } else {
                vec![]
            };
            self.self_contained(&Attr::Array(items), f.span, o)?;
        } else if let Some(h) = hints {
            self.self_contained(&Attr::Hints(h.clone()), f.span, o)?;
        }
        o.varint(body.len() as u64);
        o.bytes(&body.buf);
        Ok(())
    }

    fn operand(&self, op: &Op, vals: &Values, x: ValueId, o: &mut Out) -> W<()> {
        match vals.index.get(x.0 as usize).copied().flatten() {
            Some(i) => {
                o.varint(i);
                Ok(())
            }
            None => err(
                op.span,
                format!(
                    "'{}' uses value #{} outside the scope that defines it",
                    op.name(),
                    x.0
                ),
            ),
        }
    }

    fn op(&mut self, op: &Op, f: &Func, vals: &mut Values, o: &mut Out) -> W<()> {
        let v = self.v;
        let def = op.def();
        let span = op.span;
        if def.is_unregistered() {
            let name = op
                .attr(crate::ops::UNREGISTERED_NAME_ATTR)
                .and_then(|a| a.as_str())
                .unwrap_or("?");
            return err(span, format!("operation '{name}' is not a cuda_tile operation and cannot be stored in bytecode"));
        }
        if def.since > v {
            return err(
                span,
                format!(
                    "'{}' requires bytecode {}, but the target is {v}",
                    def.name, def.since
                ),
            );
        }
        let lay = layout(def);
        vals.locs.push(self.di_loc(&DiLocation::from_loc(&op.loc)));
        o.varint(def.opcode as u64);
        // Results: drop those newer than the target when nothing uses them.
        let Some(split) = result_split(def, op.results.len(), |_| true) else {
            return err(
                span,
                format!(
                    "'{}' has {} results, which its definition does not allow",
                    def.name,
                    op.results.len()
                ),
            );
        };
        // Results as written; `None` is a token result the IR leaves out but the version has.
        let mut written: Vec<Option<ValueId>> = vec![];
        let mut k = 0;
        for (g, n) in def.results.iter().zip(split) {
            if g.since > v {
                for &r in &op.results[k..k + n] {
                    if vals.used.contains(&r) {
                        return err(span, format!("result '{}' of '{}' requires bytecode {} and is used, but the target is {v}", g.name, def.name, g.since));
                    }
                }
            } else if n == 0 && g.arity == Arity::One {
                if g.class != crate::ops::TypeClass::Token {
                    return err(span, format!("'{}' lacks result '{}'", def.name, g.name));
                }
                written.push(None);
            } else {
                written.extend(op.results[k..k + n].iter().map(|&r| Some(r)));
            }
            k += n;
        }
        if lay.counted_results {
            o.varint(written.len() as u64);
        }
        for r in &written {
            let t = match r {
                Some(r) => ty_of(f, *r, span)?.clone(),
                None => Type::Token,
            };
            o.varint(self.type_id(&t, span)?);
        }
        // Flags.
        let mut flags = 0u64;
        for (b, (field, since)) in lay.flags.iter().enumerate() {
            let (present, what) = match *field {
                FlagField::Attr(i) => (
                    op.attr(&def.attrs[i].name).is_some(),
                    format!("attribute '{}'", def.attrs[i].name),
                ),
                FlagField::Operand(g) => (
                    op.segments.get(g).copied().unwrap_or(0) > 0,
                    format!("operand '{}'", def.operands[g].name),
                ),
            };
            if present {
                if *since > v {
                    return err(
                        span,
                        format!(
                            "{what} of '{}' requires bytecode {since}, but the target is {v}",
                            def.name
                        ),
                    );
                }
                flags |= 1 << b;
            }
        }
        if lay.has_flags(v) {
            o.varint(flags);
        }
        // Attributes.
        for (k, d) in def.attrs.iter().enumerate() {
            let have = op.attr(&d.name);
            if lay.bit_of(FlagField::Attr(k)).is_some() {
                if let Some(a) = have {
                    if d.kind != AttrKind::Unit {
                        self.op_attr(op, d, a, o)?;
                    }
                }
                continue;
            }
            if d.since <= v {
                match (have, &d.presence) {
                    (Some(a), _) => self.op_attr(op, d, a, o)?,
                    (None, Presence::Default(dv)) => self.op_attr(op, d, dv, o)?,
                    (None, Presence::Optional) if d.always_encoded => {
                        let n = d.sized_by.as_deref().map_or(0, |g| op.group(g).len());
                        self.op_attr(op, d, &Attr::BoolArray(vec![false; n]), o)?
                    }
                    _ => {
                        return err(
                            span,
                            format!("'{}' requires attribute '{}'", def.name, d.name),
                        )
                    }
                }
            } else if let Some(a) = have {
                let default = match &d.presence {
                    Presence::Default(dv) => dv == a,
                    _ => d.always_encoded && is_empty_value(a),
                };
                if !default {
                    return err(
                        span,
                        format!(
                            "attribute '{}' of '{}' requires bytecode {}, but the target is {v}",
                            d.name, def.name, d.since
                        ),
                    );
                }
            }
        }
        // Operands.
        let total: u32 = op.segments.iter().sum();
        if op.segments.len() != def.operands.len() || total as usize != op.operands.len() {
            return err(
                span,
                format!("'{}' has inconsistent operand groups", def.name),
            );
        }
        if def.has(traits::SEGMENTED) {
            let mut k = 0usize;
            for (g, gd) in def.operands.iter().enumerate() {
                let n = op.segments[g] as usize;
                match gd.arity {
                    Arity::One if n != 1 => {
                        return err(
                            span,
                            format!("'{}' needs exactly one '{}' operand", def.name, gd.name),
                        )
                    }
                    Arity::Optional if n > 1 => {
                        return err(
                            span,
                            format!("'{}' takes at most one '{}' operand", def.name, gd.name),
                        )
                    }
                    Arity::Variadic => o.varint(n as u64),
                    _ => {}
                }
                for &x in &op.operands[k..k + n] {
                    self.operand(op, vals, x, o)?;
                }
                k += n;
            }
        } else {
            if lay.counted_operands {
                o.varint(op.operands.len() as u64);
            } else if op.operands.len() != def.operands.len() {
                return err(
                    span,
                    format!(
                        "'{}' takes {} operands, has {}",
                        def.name,
                        def.operands.len(),
                        op.operands.len()
                    ),
                );
            }
            for &x in &op.operands {
                self.operand(op, vals, x, o)?;
            }
        }
        // Regions.
        if def.regions > 0 {
            if op.regions.len() != def.regions as usize {
                return err(
                    span,
                    format!(
                        "'{}' needs {} regions, has {}",
                        def.name,
                        def.regions,
                        op.regions.len()
                    ),
                );
            }
            o.varint(op.regions.len() as u64);
            for r in &op.regions {
                o.varint(r.blocks.len() as u64);
                for b in &r.blocks {
                    self.block(b, f, vals, o)?;
                }
            }
        }
        for r in &written {
            vals.define(r.unwrap_or(ValueId(u32::MAX)));
        }
        Ok(())
    }

    fn block(&mut self, b: &Block, f: &Func, vals: &mut Values, o: &mut Out) -> W<()> {
        let mark = vals.mark();
        o.varint(b.args.len() as u64);
        for &a in &b.args {
            let t = ty_of(f, a, f.span)?;
            o.varint(self.type_id(t, f.span)?);
            vals.define(a);
        }
        o.varint(b.ops.len() as u64);
        for op in &b.ops {
            self.op(op, f, vals, o)?;
        }
        vals.release(mark);
        Ok(())
    }
}

/// The type of `v`, or an error for a value the function does not define.
fn ty_of(f: &Func, v: ValueId, span: Span) -> W<&Type> {
    match f.values.get(v.0 as usize) {
        Some(d) => Ok(&d.ty),
        None => err(
            span,
            format!("value #{} of '{}' has no definition", v.0, f.name),
        ),
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn ptr_attr_value(a: PtrAttr) -> u64 {
    match a {
        PtrAttr::None => 0,
        PtrAttr::Unicast => 1,
        PtrAttr::Multicast => 2,
    }
}

/// The raw little-endian storage of a dense literal (one element for a splat).
pub(crate) fn encode_dense(d: &DenseAttr) -> Vec<u8> {
    let w = d.elem.bit_width();
    if d.elem == ElemType::I1 {
        if d.bits.len() == 1 {
            return vec![if d.bits[0] & 1 != 0 { 0xFF } else { 0 }];
        }
        let mut out = vec![0u8; d.bits.len().div_ceil(8)];
        for (k, b) in d.bits.iter().enumerate() {
            out[k / 8] |= ((b & 1) as u8) << (k % 8);
        }
        return out;
    }
    let bytes = (w as usize).div_ceil(8);
    let mut out = Vec::with_capacity(bytes * d.bits.len());
    for b in &d.bits {
        let b = b & mask(w);
        for k in 0..bytes {
            out.push((b >> (8 * k)) as u8);
        }
    }
    out
}
