//! Lowering of typed expressions to a Tile IR module.
//!
//! # Calling convention of the lowered module
//!
//! The module `@cxx` holds one kernel, `entry @expr`, whose parameters are, in order:
//!
//! 1. for each declared variable, in declaration order:
//!    - a rank-0 tile like variable (a scalar, or a `ct::tile` of `ct::shape<>`): `%arg_NAME`,
//!      the value itself (`tile<i32>`, `tile<f16>`, `tile<ptr<f32>>`, …);
//!    - any other tile variable: `%arg_NAME: tile<ptr<S>>`, a pointer to its elements in
//!      row-major order, where `S` is the element's Tile IR type, or `i64` for pointer elements
//!      (stored as 64-bit addresses), and `bool` is `i1` (one byte per element in memory);
//!    - a partition_view variable: `%arg_NAME_base: tile<ptr<S>>` (the span's data handle), then
//!      `%arg_NAME_extentK: tile<i64>` for each dynamic extent K, then
//!      `%arg_NAME_strideK: tile<i64>` for each dynamic explicit stride K;
//! 2. `%result: tile<ptr<S>>` unless the expression is `void`: the result is stored there in
//!    row-major order (pointers as 64-bit addresses, `bool` as bytes 0/1).
//!
//! The body loads the tile variables with `load_ptr_tko` (the pointers formed by `iota`,
//! `reshape`, `broadcast` and `offset`), builds views with `make_tensor_view` and
//! `make_partition_view`, evaluates the expression with explicit `reshape`/`broadcast` for
//! broadcast conversions and `exti`/`trunci`/`itof`/`ftoi`/`ftof`/`cmpi`/`cmpf` for element
//! conversions, and every memory operation takes the token of the previous one, so memory effects
//! happen in evaluation order. [`Lowered::params`] describes each parameter for a driver.

use super::check::{Assumption, Env, Mods, Node, Typed};
use super::parse::{BinOp, CmpOp, NanMode, Padding, Rounding};
use super::rule::{IllFormed, Rule};
use super::scalar::{IntKind, Platform, Scalar};
use super::shape::{ir_tile_text, size, CxxType, PartitionView, TileLike};
use crate::ir::Module;
use crate::types::ElemType;
use std::collections::HashMap;
use std::fmt;
use std::fmt::Write;

/// What a parameter of the lowered kernel carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamRole {
    /// A rank-0 variable passed by value.
    Value { var: String },
    /// A pointer to the row-major elements of a tile variable, each `storage` in memory.
    TileBuffer {
        var: String,
        shape: Vec<u64>,
        storage: ElemType,
    },
    /// The data handle of a view variable's tensor span.
    ViewBase { var: String },
    /// A dynamic extent of a view variable's tensor span.
    ViewExtent { var: String, dim: usize },
    /// A dynamic explicit stride of a view variable's tensor span.
    ViewStride { var: String, dim: usize },
    /// Where the result goes, row-major.
    Result { shape: Vec<u64>, storage: ElemType },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The SSA name without `%`.
    pub name: String,
    /// The Tile IR type text.
    pub ir_type: String,
    pub role: ParamRole,
}

/// A lowered expression.
#[derive(Clone, Debug)]
pub struct Lowered {
    pub text: String,
    pub module: Module,
    pub params: Vec<Param>,
}

#[derive(Clone, Debug)]
pub enum LowerError {
    /// Tile IR cannot express the expression.
    Limit(IllFormed),
    /// The lowering produced text that does not parse or verify (a bug).
    Invalid { text: String, message: String },
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowerError::Limit(e) => write!(f, "{e}"),
            LowerError::Invalid { text, message } => write!(
                f,
                "internal error: the lowered module is invalid: {message}\n{text}"
            ),
        }
    }
}

fn limit<T>(msg: impl Into<String>) -> Result<T, LowerError> {
    Err(LowerError::Limit(IllFormed::new(Rule::TileIrLimit, msg)))
}

/// Lowers a typed expression, parses the text back, and verifies the module.
pub fn lower(env: &Env, e: &Typed) -> Result<Lowered, LowerError> {
    let (text, params) = lower_text(env, e)?;
    let module = crate::text::parse_module(&text).map_err(|d| LowerError::Invalid {
        text: text.clone(),
        message: d.message.clone(),
    })?;
    let diags = crate::verify::verify_module(&module, crate::verify::VerifyOptions::default());
    if let Some(d) = diags
        .iter()
        .find(|d| d.severity == crate::diag::Severity::Error)
    {
        return Err(LowerError::Invalid {
            text,
            message: d.message.clone(),
        });
    }
    Ok(Lowered {
        text,
        module,
        params,
    })
}

/// Lowers a typed expression to Tile IR text (without parsing it back).
pub fn lower_text(env: &Env, e: &Typed) -> Result<(String, Vec<Param>), LowerError> {
    let mut l = Lowerer {
        env,
        p: &env.platform,
        body: vec![],
        n: 0,
        token: None,
        loaded: HashMap::new(),
        views: HashMap::new(),
        tviews: HashMap::new(),
        params: vec![],
    };
    l.declare_params(&e.ty)?;
    let v = l.expr(e)?;
    if let CxxType::Tile(t) = &e.ty {
        l.store_result(&v, t);
    }
    let mut s = String::from("cuda_tile.module @cxx {\n  entry @expr(");
    let ps: Vec<String> = l
        .params
        .iter()
        .map(|p| format!("%{}: {}", p.name, p.ir_type))
        .collect();
    s.push_str(&ps.join(", "));
    s.push_str(") {\n");
    for line in &l.body {
        let _ = writeln!(s, "    {line}");
    }
    s.push_str("    return\n  }\n}\n");
    Ok((s, l.params))
}

struct Lowerer<'a> {
    env: &'a Env,
    p: &'a Platform,
    body: Vec<String>,
    n: usize,
    token: Option<String>,
    /// Loaded tile variables.
    loaded: HashMap<String, String>,
    /// Partition views by (variable, padding): SSA name and type text.
    views: HashMap<(String, Option<Padding>), (String, String)>,
    /// Tensor views by variable: SSA name and type text.
    tviews: HashMap<String, (String, String)>,
    params: Vec<Param>,
}

fn ptr_text(storage: ElemType) -> String {
    format!("ptr<{}>", storage.name())
}

fn rounding_text(r: Rounding) -> Option<&'static str> {
    match r {
        Rounding::TiesToEven => None,
        Rounding::TowardZero => Some("zero"),
        Rounding::TowardNegative => Some("negative_inf"),
        Rounding::TowardPositive => Some("positive_inf"),
        Rounding::Approximate => Some("approx"),
        Rounding::Full => Some("full"),
    }
}

fn pred_text(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "equal",
        CmpOp::Ne => "not_equal",
        CmpOp::Lt => "less_than",
        CmpOp::Le => "less_than_or_equal",
        CmpOp::Gt => "greater_than",
        CmpOp::Ge => "greater_than_or_equal",
    }
}

fn padding_text(p: Padding) -> &'static str {
    match p {
        Padding::Zero => "zero",
        Padding::PosInf => "pos_inf",
        Padding::NegInf => "neg_inf",
        Padding::Nan => "nan",
    }
}

/// An integer constant in Tile IR literal form for a type of `width` bits.
fn int_literal(v: i128, width: u32) -> String {
    if width == 1 {
        return if v & 1 == 1 {
            "true".into()
        } else {
            "false".into()
        };
    }
    let m = 1i128 << width;
    let mut r = v.rem_euclid(m);
    if r >= m / 2 {
        r -= m;
    }
    r.to_string()
}

impl<'a> Lowerer<'a> {
    fn fresh(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }

    fn emit(&mut self, line: String) {
        self.body.push(line);
    }

    /// `token=%t` for the next memory operation, and the name of its result token.
    fn token_clause(&mut self) -> (String, String) {
        let clause = match &self.token {
            Some(t) => format!(" token={t}"),
            None => String::new(),
        };
        self.n += 1;
        let t = format!("%t{}", self.n);
        self.token = Some(t.clone());
        (clause, t)
    }

    fn declare_params(&mut self, result: &CxxType) -> Result<(), LowerError> {
        let p = self.p;
        for (name, ty) in &self.env.vars {
            match ty {
                CxxType::Tile(t) if t.rank() == 0 => {
                    self.params.push(Param {
                        name: format!("arg_{name}"),
                        ir_type: t.ir_text(p),
                        role: ParamRole::Value { var: name.clone() },
                    });
                }
                CxxType::Tile(t) => {
                    let storage = t.elem().ir_storage(p);
                    self.params.push(Param {
                        name: format!("arg_{name}"),
                        ir_type: ir_tile_text(&[], &ptr_text(storage)),
                        role: ParamRole::TileBuffer {
                            var: name.clone(),
                            shape: t.shape().to_vec(),
                            storage,
                        },
                    });
                }
                CxxType::View(v) => {
                    let storage = v.span.value.ir_storage(p);
                    self.params.push(Param {
                        name: format!("arg_{name}_base"),
                        ir_type: ir_tile_text(&[], &ptr_text(storage)),
                        role: ParamRole::ViewBase { var: name.clone() },
                    });
                    for (k, d) in v.span.extents.dims.iter().enumerate() {
                        if d.is_none() {
                            self.params.push(Param {
                                name: format!("arg_{name}_extent{k}"),
                                ir_type: "tile<i64>".into(),
                                role: ParamRole::ViewExtent {
                                    var: name.clone(),
                                    dim: k,
                                },
                            });
                        }
                    }
                    if let Some(st) = &v.span.strides {
                        for (k, d) in st.iter().enumerate() {
                            if d.is_none() {
                                self.params.push(Param {
                                    name: format!("arg_{name}_stride{k}"),
                                    ir_type: "tile<i64>".into(),
                                    role: ParamRole::ViewStride {
                                        var: name.clone(),
                                        dim: k,
                                    },
                                });
                            }
                        }
                    }
                }
                CxxType::Void => {}
            }
        }
        if let CxxType::Tile(t) = result {
            let storage = t.elem().ir_storage(p);
            self.params.push(Param {
                name: "result".into(),
                ir_type: ir_tile_text(&[], &ptr_text(storage)),
                role: ParamRole::Result {
                    shape: t.shape().to_vec(),
                    storage,
                },
            });
        }
        Ok(())
    }

    /// A tile of pointers `base + k` for the row-major positions k of `shape`.
    fn pointer_tile(&mut self, base: &str, storage: ElemType, shape: &[u64]) -> String {
        if shape.is_empty() {
            return base.to_string();
        }
        let n = size(shape);
        let pt = ptr_text(storage);
        let i = self.fresh();
        self.emit(format!("{i} = iota : tile<{n}xi32>"));
        let mut idx = i;
        if shape != [n as u64] {
            let r = self.fresh();
            self.emit(format!(
                "{r} = reshape {idx} : tile<{n}xi32> -> {}",
                ir_tile_text(shape, "i32")
            ));
            idx = r;
        }
        let ones = vec![1u64; shape.len()];
        let b = self.fresh();
        self.emit(format!(
            "{b} = reshape {base} : tile<{pt}> -> {}",
            ir_tile_text(&ones, &pt)
        ));
        let mut bb = b;
        if ones != shape {
            let c = self.fresh();
            self.emit(format!(
                "{c} = broadcast {bb} : {} -> {}",
                ir_tile_text(&ones, &pt),
                ir_tile_text(shape, &pt)
            ));
            bb = c;
        }
        let o = self.fresh();
        let ts = ir_tile_text(shape, &pt);
        self.emit(format!(
            "{o} = offset {bb}, {idx} : {ts}, {} -> {ts}",
            ir_tile_text(shape, "i32")
        ));
        o
    }

    fn store_result(&mut self, v: &str, t: &TileLike) {
        let p = self.p;
        let storage = t.elem().ir_storage(p);
        let mut val = v.to_string();
        if t.elem().is_pointer() {
            let c = self.fresh();
            self.emit(format!(
                "{c} = ptr_to_int {val} : {} -> {}",
                t.ir_text(p),
                ir_tile_text(t.shape(), "i64")
            ));
            val = c;
        }
        let ptrs = self.pointer_tile("%result", storage, t.shape());
        let (tok, t_out) = self.token_clause();
        self.emit(format!(
            "{t_out} = store_ptr_tko weak {ptrs}, {val}{tok} : {}, {} -> token",
            ir_tile_text(t.shape(), &ptr_text(storage)),
            ir_tile_text(t.shape(), storage.name())
        ));
    }

    fn tl(e: &Typed) -> &TileLike {
        e.ty.tile_like().expect("tile like")
    }

    fn expr(&mut self, e: &Typed) -> Result<String, LowerError> {
        let p = self.p;
        match &e.node {
            Node::Var(name) => self.var(name, e),
            Node::IntConst(v) => {
                let t = Self::tl(e);
                let k = t.elem().int().unwrap();
                let r = self.fresh();
                let w = k.bitwidth(p);
                self.emit(format!(
                    "{r} = constant <{}: {}> : {}",
                    k.ir(p).name(),
                    int_literal(*v, w),
                    t.ir_text(p)
                ));
                Ok(r)
            }
            Node::FloatConst(v) => {
                let t = Self::tl(e);
                let f = t.elem().float().unwrap();
                let bits = match f {
                    super::scalar::FloatKind::Float => format!("0x{:08X}", (*v as f32).to_bits()),
                    super::scalar::FloatKind::Double => format!("0x{:016X}", v.to_bits()),
                    other => format!("0x{:X}", crate::float_bits::encode_rne(other.ir(), *v)),
                };
                let r = self.fresh();
                self.emit(format!(
                    "{r} = constant <{}: {bits}> : {}",
                    f.ir().name(),
                    t.ir_text(p)
                ));
                Ok(r)
            }
            Node::Convert(x) => {
                let v = self.expr(x)?;
                let (from, to) = (Self::tl(x).elem(), Self::tl(e).elem());
                Ok(self.convert_elem(&v, Self::tl(x).shape(), from, to))
            }
            Node::Broadcast(x) => {
                let v = self.expr(x)?;
                let src = Self::tl(x);
                let dst = Self::tl(e);
                Ok(self.broadcast(&v, src.shape(), dst.shape(), &src.elem().ir_text(p)))
            }
            Node::Neg(x) => {
                let v = self.expr(x)?;
                let t = Self::tl(e);
                let op = if t.elem().is_floating() {
                    "negf"
                } else {
                    "negi"
                };
                let r = self.fresh();
                self.emit(format!("{r} = {op} {v} : {}", t.ir_text(p)));
                Ok(r)
            }
            Node::Binary {
                op, lhs, rhs, mods, ..
            } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                self.binary(*op, &a, &b, Self::tl(e), mods)
            }
            Node::Compare { op, lhs, rhs } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                let t = Self::tl(lhs).clone();
                let r = self.fresh();
                let res = ir_tile_text(t.shape(), "i1");
                match t.elem() {
                    Scalar::Float(_) => {
                        let ord = if *op == CmpOp::Ne {
                            "unordered"
                        } else {
                            "ordered"
                        };
                        self.emit(format!(
                            "{r} = cmpf {} {ord} {a}, {b} : {} -> {res}",
                            pred_text(*op),
                            t.ir_text(p)
                        ));
                    }
                    Scalar::Int(k) => {
                        let s = if k.is_signed(p) { "signed" } else { "unsigned" };
                        self.emit(format!(
                            "{r} = cmpi {} {a}, {b}, {s} : {} -> {res}",
                            pred_text(*op),
                            t.ir_text(p)
                        ));
                    }
                    Scalar::Ptr(_) => return limit("pointer comparisons are not lowered"),
                }
                Ok(r)
            }
            Node::MinMax {
                max,
                lhs,
                rhs,
                mods,
            } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                let t = Self::tl(e);
                let r = self.fresh();
                let which = if *max { "max" } else { "min" };
                match t.elem() {
                    Scalar::Float(_) => {
                        let mut flags = String::new();
                        if mods.nan == Some(NanMode::Propagate) {
                            flags.push_str(" propagate_nan");
                        }
                        if mods.ftz() {
                            flags.push_str(" flush_to_zero");
                        }
                        self.emit(format!("{r} = {which}f {a}, {b}{flags} : {}", t.ir_text(p)));
                    }
                    Scalar::Int(k) => {
                        let s = if k.is_signed(p) { "signed" } else { "unsigned" };
                        self.emit(format!("{r} = {which}i {a}, {b} {s} : {}", t.ir_text(p)));
                    }
                    Scalar::Ptr(_) => unreachable!("checked"),
                }
                Ok(r)
            }
            Node::Assume { what, value } => {
                let v = self.expr(value)?;
                let t = Self::tl(value).clone();
                let pred = self.predicate(what, &t)?;
                let r = self.fresh();
                self.emit(format!("{r} = assume {pred}, {v} : {}", t.ir_text(p)));
                Ok(r)
            }
            Node::Iota => {
                let t = Self::tl(e).clone();
                let n = size(t.shape());
                let i = self.fresh();
                self.emit(format!("{i} = iota : tile<{n}xi32>"));
                let mut v = i;
                if t.shape() != [n as u64] {
                    let r = self.fresh();
                    self.emit(format!(
                        "{r} = reshape {v} : tile<{n}xi32> -> {}",
                        ir_tile_text(t.shape(), "i32")
                    ));
                    v = r;
                }
                let int32 = [IntKind::Int, IntKind::Long, IntKind::LongLong]
                    .into_iter()
                    .find(|k| k.size_bits(p) == 32)
                    .unwrap_or(IntKind::Int);
                Ok(self.convert_elem(&v, t.shape(), Scalar::Int(int32), t.elem()))
            }
            Node::Full(x) => {
                let v = self.expr(x)?;
                let t = Self::tl(e);
                Ok(self.broadcast(&v, &[], t.shape(), &t.elem().ir_text(p)))
            }
            Node::PtrOffset { ptr, offset } => {
                let a = self.expr(ptr)?;
                let b = self.expr(offset)?;
                let t = Self::tl(e);
                let ot = Self::tl(offset);
                let k = ot.elem().int().unwrap();
                let mut off = b;
                if k.bitwidth(p) < 64 {
                    let c = self.fresh();
                    let s = if k.is_signed(p) { "signed" } else { "unsigned" };
                    self.emit(format!(
                        "{c} = exti {off} {s} : {} -> {}",
                        ot.ir_text(p),
                        ir_tile_text(ot.shape(), "i64")
                    ));
                    off = c;
                }
                let r = self.fresh();
                self.emit(format!(
                    "{r} = offset {a}, {off} : {}, {} -> {}",
                    t.ir_text(p),
                    ir_tile_text(t.shape(), "i64"),
                    t.ir_text(p)
                ));
                Ok(r)
            }
            Node::LoadPtr(x) => {
                let v = self.expr(x)?;
                let t = Self::tl(e);
                let pt = Self::tl(x);
                let r = self.fresh();
                let (tok, t_out) = self.token_clause();
                self.emit(format!(
                    "{r}, {t_out} = load_ptr_tko weak {v}{tok} : {} -> {}, token",
                    pt.ir_text(p),
                    t.ir_text(p)
                ));
                Ok(r)
            }
            Node::ViewLoad { view, idx, padding } => {
                let CxxType::View(pv) = self.env.var(view).expect("view").clone() else {
                    unreachable!()
                };
                let t = Self::tl(e).clone();
                let storage = pv.span.value.ir_storage(p);
                let mut ids = vec![];
                for i in idx {
                    ids.push(self.expr(i)?);
                }
                let st = ir_tile_text(t.shape(), storage.name());
                let r;
                if pv.shape.is_empty() {
                    let base = format!("%arg_{view}_base");
                    r = self.fresh();
                    let (tok, t_out) = self.token_clause();
                    self.emit(format!(
                        "{r}, {t_out} = load_ptr_tko weak {base}{tok} : tile<{}> -> {st}, token",
                        ptr_text(storage)
                    ));
                } else {
                    let (pvs, pvt) = self.partition_view(view, &pv, *padding)?;
                    r = self.fresh();
                    let it = ir_tile_text(&[], pv.span.extents.index.ir(p).name());
                    let (tok, t_out) = self.token_clause();
                    self.emit(format!("{r}, {t_out} = load_view_tko weak {pvs}[{}]{tok} : {pvt}, {it} -> {st}, token", ids.join(", ")));
                }
                if t.elem().is_pointer() {
                    let c = self.fresh();
                    self.emit(format!("{c} = int_to_ptr {r} : {st} -> {}", t.ir_text(p)));
                    return Ok(c);
                }
                Ok(r)
            }
            Node::ViewStore { view, value, idx } => {
                let CxxType::View(pv) = self.env.var(view).expect("view").clone() else {
                    unreachable!()
                };
                let mut v = self.expr(value)?;
                let t = Self::tl(value).clone();
                let storage = pv.span.value.ir_storage(p);
                let st = ir_tile_text(t.shape(), storage.name());
                if t.elem().is_pointer() {
                    let c = self.fresh();
                    self.emit(format!("{c} = ptr_to_int {v} : {} -> {st}", t.ir_text(p)));
                    v = c;
                }
                let mut ids = vec![];
                for i in idx {
                    ids.push(self.expr(i)?);
                }
                if pv.shape.is_empty() {
                    let base = format!("%arg_{view}_base");
                    let (tok, t_out) = self.token_clause();
                    self.emit(format!(
                        "{t_out} = store_ptr_tko weak {base}, {v}{tok} : tile<{}>, {st} -> token",
                        ptr_text(storage)
                    ));
                } else {
                    let (pvs, pvt) = self.partition_view(view, &pv, None)?;
                    let it = ir_tile_text(&[], pv.span.extents.index.ir(p).name());
                    let (tok, t_out) = self.token_clause();
                    self.emit(format!("{t_out} = store_view_tko weak {v}, {pvs}[{}]{tok} : {st}, {pvt}, {it} -> token", ids.join(", ")));
                }
                Ok(String::new())
            }
        }
    }

    fn var(&mut self, name: &str, e: &Typed) -> Result<String, LowerError> {
        let p = self.p;
        let t = match &e.ty {
            CxxType::Tile(t) => t.clone(),
            _ => return limit(format!("the view '{name}' is not a value")),
        };
        if t.rank() == 0 {
            return Ok(format!("%arg_{name}"));
        }
        if let Some(v) = self.loaded.get(name) {
            return Ok(v.clone());
        }
        let storage = t.elem().ir_storage(p);
        let ptrs = self.pointer_tile(&format!("%arg_{name}"), storage, t.shape());
        let r = self.fresh();
        let st = ir_tile_text(t.shape(), storage.name());
        let (tok, t_out) = self.token_clause();
        self.emit(format!(
            "{r}, {t_out} = load_ptr_tko weak {ptrs}{tok} : {} -> {st}, token",
            ir_tile_text(t.shape(), &ptr_text(storage))
        ));
        let mut v = r;
        if t.elem().is_pointer() {
            let c = self.fresh();
            self.emit(format!("{c} = int_to_ptr {v} : {st} -> {}", t.ir_text(p)));
            v = c;
        }
        self.loaded.insert(name.to_string(), v.clone());
        Ok(v)
    }

    /// Broadcast conversion: reshape to the target rank with leading ones, then `broadcast`.
    fn broadcast(&mut self, v: &str, from: &[u64], to: &[u64], elem: &str) -> String {
        let mut cur = v.to_string();
        let mut shape = from.to_vec();
        if shape.len() < to.len() {
            let mut s = vec![1u64; to.len() - shape.len()];
            s.extend_from_slice(&shape);
            let r = self.fresh();
            self.emit(format!(
                "{r} = reshape {cur} : {} -> {}",
                ir_tile_text(&shape, elem),
                ir_tile_text(&s, elem)
            ));
            cur = r;
            shape = s;
        }
        if shape != to {
            let r = self.fresh();
            self.emit(format!(
                "{r} = broadcast {cur} : {} -> {}",
                ir_tile_text(&shape, elem),
                ir_tile_text(to, elem)
            ));
            cur = r;
        }
        cur
    }

    /// A zero of element type `e` and the given shape.
    fn zero(&mut self, e: ElemType, shape: &[u64]) -> String {
        let r = self.fresh();
        let lit = if e.is_float() {
            "0.0".to_string()
        } else if e == ElemType::I1 {
            "false".into()
        } else {
            "0".into()
        };
        self.emit(format!(
            "{r} = constant <{}: {lit}> : {}",
            e.name(),
            ir_tile_text(shape, e.name())
        ));
        r
    }

    /// Elementwise scalar conversion of a value of shape `shape` from `from` to `to`.
    fn convert_elem(&mut self, v: &str, shape: &[u64], from: Scalar, to: Scalar) -> String {
        let p = self.p;
        let tf = ir_tile_text(shape, &from.ir_text(p));
        let tt = ir_tile_text(shape, &to.ir_text(p));
        if tf == tt {
            return v.to_string();
        }
        let r = self.fresh();
        match (from, to) {
            (Scalar::Int(a), Scalar::Int(IntKind::Bool)) => {
                debug_assert!(a != IntKind::Bool);
                let z = self.zero(a.ir(p), shape);
                self.emit(format!(
                    "{r} = cmpi not_equal {v}, {z}, signed : {tf} -> {tt}"
                ));
            }
            (Scalar::Int(a), Scalar::Int(b)) => {
                let (wa, wb) = (a.bitwidth(p), b.bitwidth(p));
                if wa < wb {
                    let s = if a.is_signed(p) { "signed" } else { "unsigned" };
                    self.emit(format!("{r} = exti {v} {s} : {tf} -> {tt}"));
                } else {
                    self.emit(format!("{r} = trunci {v} : {tf} -> {tt}"));
                }
            }
            (Scalar::Int(a), Scalar::Float(_)) => {
                let s = if a.is_signed(p) { "signed" } else { "unsigned" };
                self.emit(format!("{r} = itof {v} {s} : {tf} -> {tt}"));
            }
            (Scalar::Float(f), Scalar::Int(IntKind::Bool)) => {
                let mut src = v.to_string();
                let mut st = tf.clone();
                if !f.is_basic() {
                    // cmpf takes the basic float types; fp8 and tf32 widen exactly to f32.
                    let w = self.fresh();
                    st = ir_tile_text(shape, "f32");
                    self.emit(format!("{w} = ftof {src} : {tf} -> {st}"));
                    src = w;
                }
                let fe = if f.is_basic() { f.ir() } else { ElemType::F32 };
                let z = self.zero(fe, shape);
                self.emit(format!(
                    "{r} = cmpf not_equal unordered {src}, {z} : {st} -> {tt}"
                ));
            }
            (Scalar::Float(_), Scalar::Int(b)) => {
                let s = if b.is_signed(p) { "signed" } else { "unsigned" };
                self.emit(format!("{r} = ftoi {v} {s} : {tf} -> {tt}"));
            }
            (Scalar::Float(_), Scalar::Float(_)) => {
                self.emit(format!("{r} = ftof {v} : {tf} -> {tt}"));
            }
            (Scalar::Ptr(_), Scalar::Int(IntKind::Bool)) => {
                let i = self.fresh();
                let ti = ir_tile_text(shape, "i64");
                self.emit(format!("{i} = ptr_to_int {v} : {tf} -> {ti}"));
                let z = self.zero(ElemType::I64, shape);
                self.emit(format!(
                    "{r} = cmpi not_equal {i}, {z}, unsigned : {ti} -> {tt}"
                ));
            }
            (Scalar::Ptr(_), Scalar::Ptr(_)) => {
                self.emit(format!("{r} = ptr_to_ptr {v} : {tf} -> {tt}"));
            }
            _ => unreachable!("no scalar conversion from {from} to {to}"),
        }
        r
    }

    fn binary(
        &mut self,
        op: BinOp,
        a: &str,
        b: &str,
        t: &TileLike,
        mods: &Mods,
    ) -> Result<String, LowerError> {
        let p = self.p;
        let r = self.fresh();
        let ty = t.ir_text(p);
        match t.elem() {
            Scalar::Float(_) => {
                let name = match op {
                    BinOp::Add => "addf",
                    BinOp::Sub => "subf",
                    BinOp::Mul => "mulf",
                    BinOp::Div => "divf",
                    BinOp::Rem => "remf",
                };
                let mut flags = String::new();
                if let Some(rt) = mods.rounding.and_then(rounding_text) {
                    let _ = write!(flags, " rounding<{rt}>");
                }
                if mods.ftz() {
                    flags.push_str(" flush_to_zero");
                }
                self.emit(format!("{r} = {name} {a}, {b}{flags} : {ty}"));
            }
            Scalar::Int(k) => {
                let s = if k.is_signed(p) { "signed" } else { "unsigned" };
                let line = match op {
                    BinOp::Add => format!("{r} = addi {a}, {b} : {ty}"),
                    BinOp::Sub => format!("{r} = subi {a}, {b} : {ty}"),
                    BinOp::Mul => format!("{r} = muli {a}, {b} : {ty}"),
                    BinOp::Div => format!("{r} = divi {a}, {b} {s} : {ty}"),
                    BinOp::Rem => format!("{r} = remi {a}, {b} {s} : {ty}"),
                };
                self.emit(line);
            }
            Scalar::Ptr(_) => {
                return limit("arithmetic on pointer tiles other than + is not lowered")
            }
        }
        Ok(r)
    }

    fn predicate(&self, what: &Assumption, t: &TileLike) -> Result<String, LowerError> {
        let p = self.p;
        let every =
            |stride: i128, dim: i128| -> i128 { stride.min(t.shape()[dim as usize] as i128) };
        let div = |d: i128| -> Result<(), LowerError> {
            if d > 1i128 << 62 {
                return limit(format!(
                    "Tile IR div_by accepts divisors up to 2^62, not {d}"
                ));
            }
            Ok(())
        };
        Ok(match what {
            Assumption::Blocked { shape } => {
                let v: Vec<String> = shape
                    .iter()
                    .zip(t.shape())
                    .map(|(s, d)| (*s).min(*d).to_string())
                    .collect();
                format!("same_elements<[{}]>", v.join(", "))
            }
            Assumption::Bounded { lb, ub } => format!("bounded<{lb}, {ub}>"),
            Assumption::BoundedAbove { ub } => {
                if t.elem().is_unsigned_integral(p) {
                    format!("bounded<0, {ub}>")
                } else {
                    format!("bounded<?, {ub}>")
                }
            }
            Assumption::BoundedBelow { lb } => format!("bounded<{lb}, ?>"),
            Assumption::Divisible { div: d } | Assumption::Aligned { align: d } => {
                div(*d)?;
                format!("div_by<{d}>")
            }
            Assumption::DivisibleStrided {
                div: d,
                stride,
                dim,
            }
            | Assumption::AlignedStrided {
                align: d,
                stride,
                dim,
            } => {
                div(*d)?;
                format!("div_by<{d}, every {} along {dim}>", every(*stride, *dim))
            }
        })
    }

    /// The tensor view of a view variable (built once).
    fn tensor_view(
        &mut self,
        var: &str,
        pv: &PartitionView,
    ) -> Result<(String, String), LowerError> {
        if let Some(v) = self.tviews.get(var) {
            return Ok(v.clone());
        }
        let p = self.p;
        let span = &pv.span;
        let storage = span.value.ir_storage(p);
        let rank = span.rank();
        // Extents: static values or the dynamic parameters.
        let mut ext_ops: Vec<String> = vec![];
        let mut ext_text: Vec<String> = vec![];
        for (k, d) in span.extents.dims.iter().enumerate() {
            match d {
                Some(0) => return limit("Tile IR tensor views need non-zero extents"),
                Some(v) if *v > i64::MAX as u64 => {
                    return limit(format!("extent {v} does not fit Tile IR's i64"))
                }
                Some(v) => {
                    ext_ops.push(v.to_string());
                    ext_text.push(v.to_string());
                }
                None => {
                    ext_ops.push(format!("%arg_{var}_extent{k}"));
                    ext_text.push("?".into());
                }
            }
        }
        let mut stride_ops: Vec<String> = vec![String::new(); rank];
        let mut stride_text: Vec<String> = vec![String::new(); rank];
        match &span.strides {
            Some(st) => {
                for (k, d) in st.iter().enumerate() {
                    match d {
                        Some(0) => return limit("Tile IR tensor views need non-zero strides"),
                        Some(v) if *v > i64::MAX as u64 => {
                            return limit(format!("stride {v} does not fit Tile IR's i64"))
                        }
                        Some(v) => {
                            stride_ops[k] = v.to_string();
                            stride_text[k] = v.to_string();
                        }
                        None => {
                            stride_ops[k] = format!("%arg_{var}_stride{k}");
                            stride_text[k] = "?".into();
                        }
                    }
                }
            }
            None => {
                // layout_right: stride k is the product of the later extents.
                let st = span.static_strides();
                let mut running: Option<String> = None; // SSA value of the product so far (dynamic part)
                let mut running_static: u64 = 1;
                for k in (0..rank).rev() {
                    match st[k] {
                        Some(v) => {
                            stride_ops[k] = v.to_string();
                            stride_text[k] = v.to_string();
                        }
                        None => {
                            let val = running.clone().unwrap();
                            let val = if running_static != 1 {
                                let c = self.fresh();
                                self.emit(format!(
                                    "{c} = constant <i64: {running_static}> : tile<i64>"
                                ));
                                let m = self.fresh();
                                self.emit(format!("{m} = muli {val}, {c} : tile<i64>"));
                                m
                            } else {
                                val
                            };
                            stride_ops[k] = val;
                            stride_text[k] = "?".into();
                        }
                    }
                    if k > 0 {
                        match span.extents.dims[k] {
                            Some(v) => running_static = running_static.saturating_mul(v),
                            None => {
                                let e = format!("%arg_{var}_extent{k}");
                                running = Some(match running.take() {
                                    None => e,
                                    Some(r) => {
                                        let m = self.fresh();
                                        self.emit(format!("{m} = muli {r}, {e} : tile<i64>"));
                                        m
                                    }
                                });
                            }
                        }
                    }
                }
            }
        }
        let dynamic = ext_text.iter().chain(&stride_text).any(|s| s == "?");
        let ty = format!(
            "tensor_view<{}x{}, strides=[{}]>",
            ext_text.join("x"),
            storage.name(),
            stride_text.join(",")
        );
        let r = self.fresh();
        let idx = if dynamic { " : tile<i64> ->" } else { " :" };
        self.emit(format!(
            "{r} = make_tensor_view %arg_{var}_base, shape = [{}], strides = [{}]{idx} {ty}",
            ext_ops.join(", "),
            stride_ops.join(", ")
        ));
        self.tviews.insert(var.to_string(), (r.clone(), ty.clone()));
        Ok((r, ty))
    }

    fn partition_view(
        &mut self,
        var: &str,
        pv: &PartitionView,
        pad: Option<Padding>,
    ) -> Result<(String, String), LowerError> {
        let key = (var.to_string(), pad);
        if let Some(v) = self.views.get(&key) {
            return Ok(v.clone());
        }
        let (tv, tvt) = self.tensor_view(var, pv)?;
        let shape: Vec<String> = pv.shape.iter().map(|d| d.to_string()).collect();
        let padt = match pad {
            Some(pd) => format!("padding_value = {}, ", padding_text(pd)),
            None => String::new(),
        };
        let ty = format!("partition_view<tile=({}), {padt}{tvt}>", shape.join("x"));
        let r = self.fresh();
        self.emit(format!("{r} = make_partition_view {tv} : {ty}"));
        self.views.insert(key, (r.clone(), ty.clone()));
        Ok((r, ty))
    }
}
