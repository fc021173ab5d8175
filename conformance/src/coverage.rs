//! The coverage matrix. Its axes come from the op catalogue (every op, the element types its
//! operand classes accept, every case of its enum attributes, every unit attribute on and off)
//! and the verifier decides which combinations exist: each candidate cell is written as a tiny
//! module in MLIR's generic form and verified. A new op, type or attribute case therefore shows
//! up as a cell, covered or empty, without anyone listing it here.
//!
//! Arithmetic-like ops get the full product (type × every modifier). Token-ordered ops (memory,
//! atomics, views) are covered in slices that their semantics treat independently: element
//! type; memory ordering × scope; atomic mode × type; view kind × padding × dim_map.
//! Ops whose operands cannot be synthesised generically (regions, shape-carrying attributes)
//! keep the catalogue's axes without a verifier filter and are marked as such.

use crate::case::Case;
use std::collections::{BTreeMap, BTreeSet};
use tileref_spec::attrs::{Attr, GenericSpelling};
use tileref_spec::ir::{Func, Op};
use tileref_spec::ops::{self, traits, Arity, AttrKind, OpDef, TypeClass};
use tileref_spec::types::{Elem, ElemType, TileType, Type, ViewKind};

/// One cell: an op and a signature within one slice (`type`, `mods`, `order`, `mode`, `view`).
pub type Cell = (String, String);

/// Axis value of an optional attribute left out.
const ABSENT: &str = "<absent>";

fn tile_ty(e: ElemType, scalar: bool) -> String {
    if scalar {
        format!("!cuda_tile.tile<{}>", e.name())
    } else {
        format!("!cuda_tile.tile<2x{}>", e.name())
    }
}

/// Element types a class accepts, as seen on a 2-element tile (pointer classes: the pointee).
fn class_types(c: TypeClass) -> Vec<ElemType> {
    let ptr_classes = matches!(c, TypeClass::Ptr | TypeClass::ScalarPtr);
    ElemType::ALL
        .iter()
        .copied()
        .filter(|&e| {
            if ptr_classes {
                return e.is_number() && e != ElemType::FNV8E5M3FNU;
            }
            let scalar = matches!(
                c,
                TypeClass::ScalarInt | TypeClass::ScalarI1 | TypeClass::ScalarI32
            );
            let t = Type::Tile(TileType::new(
                if scalar { vec![] } else { vec![2] },
                Elem::Num(e),
            ));
            c.accepts(&t)
        })
        .collect()
}

/// The modifier axes of an op: (attribute name, values as written in the key, generic text).
fn modifier_axes(def: &OpDef, skip_memory: bool) -> Vec<(String, Vec<(String, Option<String>)>)> {
    let mut axes = vec![];
    for a in &def.attrs {
        if skip_memory && (a.name.starts_with("memory_") || a.name == "mode") {
            continue;
        }
        let vals: Vec<(String, Option<String>)> = match a.kind {
            AttrKind::Enum(d) => {
                let mut v: Vec<(String, Option<String>)> = d
                    .cases
                    .iter()
                    .map(|(n, val, _)| {
                        let g = match d.generic {
                            GenericSpelling::Dialect(m) => {
                                format!("{} = #cuda_tile.{m}<{n}>", a.name)
                            }
                            GenericSpelling::I32 => format!("{} = {val} : i32", a.name),
                        };
                        (n.to_string(), Some(g))
                    })
                    .collect();
                if matches!(a.presence, ops::Presence::Optional) {
                    v.insert(0, (ABSENT.into(), None));
                }
                v
            }
            AttrKind::Unit => vec![("off".into(), None), ("on".into(), Some(a.name.clone()))],
            AttrKind::Bool if a.name == "reverse" => vec![
                ("false".into(), Some("reverse = false".into())),
                ("true".into(), Some("reverse = true".into())),
            ],
            _ => continue,
        };
        axes.push((a.name.clone(), vals));
    }
    axes
}

/// Whether every operand and result group can be made up generically.
fn synthesisable(def: &OpDef) -> bool {
    use TypeClass::*;
    def.regions == 0
        && !def.has(traits::TERMINATOR)
        && def.attrs.iter().all(|a| {
            matches!(
                a.kind,
                AttrKind::Enum(_) | AttrKind::Unit | AttrKind::Hints | AttrKind::BoolArray
            ) || !matches!(a.presence, ops::Presence::Required)
        })
        && def.operands.iter().chain(&def.results).all(|g| {
            g.arity != Arity::Variadic
                && !matches!(
                    g.class,
                    TensorView | View | PartitionView | StridedView | GatherScatterView
                )
        })
        && !matches!(
            def.name,
            "pack"
                | "unpack"
                | "permute"
                | "cat"
                | "extract"
                | "insert"
                | "mmaf"
                | "mmai"
                | "mmaf_scaled"
                | "constant"
                | "assume"
        )
}

/// The type given to a group of class `c` when the cell's types are (`from`, `to`).
fn group_type(
    c: TypeClass,
    from: ElemType,
    to: ElemType,
    is_result: bool,
    conversion: bool,
) -> String {
    use TypeClass::*;
    let e = if is_result && conversion { to } else { from };
    match c {
        Token => "!cuda_tile.token".into(),
        I1 => tile_ty(ElemType::I1, false),
        I8 => tile_ty(ElemType::I8, false),
        I64 if !(is_result && conversion) || conversion && is_result => tile_ty(
            if conversion && !is_result {
                from
            } else {
                ElemType::I64
            },
            false,
        ),
        ScalarInt | ScalarI32 => tile_ty(ElemType::I32, true),
        ScalarI1 => tile_ty(ElemType::I1, true),
        Ptr => format!("!cuda_tile.tile<2xptr<{}>>", e.name()),
        ScalarPtr => format!("!cuda_tile.tile<ptr<{}>>", e.name()),
        Int if !conversion && e.is_float() => tile_ty(ElemType::I32, false),
        _ => tile_ty(e, false),
    }
}

/// Writes one instance of `def` in the generic form and asks the verifier.
fn verify_instance(
    def: &OpDef,
    from: ElemType,
    to: ElemType,
    conversion: bool,
    attrs: &[String],
    with_optionals: bool,
) -> bool {
    let mut body = String::new();
    let mut operands = vec![];
    let mut otys = vec![];
    let mut segs = vec![];
    for (gi, g) in def.operands.iter().enumerate() {
        let present = g.arity == Arity::One
            || (with_optionals && g.class != TypeClass::Token)
            || g.class == TypeClass::Token && g.arity == Arity::One;
        let mut ty = group_type(g.class, from, to, false, conversion);
        if def.name == "fpowi" && gi == 1 {
            ty = tile_ty(to, false);
        }
        if def.name == "load_ptr_tko" && g.name == "paddingValue" {
            ty = tile_ty(from, false);
        }
        if present {
            let v = format!("%o{gi}");
            body.push_str(&format!("    {v} = \"test.src\"() : () -> {ty}\n"));
            operands.push(v);
            otys.push(ty);
        }
        segs.push(if present { 1 } else { 0 });
    }
    let rtys: Vec<String> = def
        .results
        .iter()
        .map(|g| {
            if def.name == "ptr_to_int" {
                return tile_ty(ElemType::I64, false);
            }
            if def.name == "fpowi" {
                return tile_ty(from, false);
            }
            match g.class {
                TypeClass::Tile
                | TypeClass::Number
                | TypeClass::Float
                | TypeClass::AnyFloat
                | TypeClass::Int
                | TypeClass::Int4
                    if def.name.starts_with("load") || def.name.starts_with("atomic") =>
                {
                    tile_ty(from, false)
                }
                c => group_type(c, from, to, true, conversion),
            }
        })
        .collect();
    let mut a: Vec<String> = attrs.to_vec();
    if def.has(traits::SEGMENTED) {
        a.push(format!(
            "operandSegmentSizes = array<i32: {}>",
            segs.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    let rnames: Vec<String> = (0..rtys.len()).map(|i| format!("%r{i}")).collect();
    let lhs = if rnames.is_empty() {
        String::new()
    } else {
        format!("{} = ", rnames.join(", "))
    };
    let rt = if rtys.len() == 1 {
        rtys[0].clone()
    } else {
        format!("({})", rtys.join(", "))
    };
    body.push_str(&format!(
        "    {lhs}\"cuda_tile.{}\"({}) <{{{}}}> : ({}) -> {rt}\n",
        def.name,
        operands.join(", "),
        a.join(", "),
        otys.join(", ")
    ));
    let src = format!("cuda_tile.module @m {{\n  entry @k() {{\n{body}    return\n  }}\n}}\n");
    let Ok(m) = tileref_spec::text::parse_module(&src) else {
        return false;
    };
    let opts = tileref_spec::verify::VerifyOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    tileref_spec::verify::verify_module(&m, opts)
        .iter()
        .all(|d| d.severity != tileref_spec::diag::Severity::Error)
}

fn product(axes: &[(String, Vec<(String, Option<String>)>)]) -> Vec<(Vec<String>, Vec<String>)> {
    let mut out: Vec<(Vec<String>, Vec<String>)> = vec![(vec![], vec![])];
    for (name, vals) in axes {
        let mut next = vec![];
        for (keys, gens) in &out {
            for (v, g) in vals {
                let mut k = keys.clone();
                if v != "off" && v != ABSENT {
                    k.push(if v == "on" {
                        name.clone()
                    } else {
                        format!("{name}={v}")
                    });
                }
                let mut gg = gens.clone();
                if let Some(g) = g {
                    gg.push(g.clone());
                }
                next.push((k, gg));
            }
        }
        out = next;
    }
    out
}

fn conversion(def: &OpDef) -> bool {
    matches!(
        def.name,
        "mmaf"
            | "mmai"
            | "pack"
            | "unpack"
            | "exti"
            | "trunci"
            | "itof"
            | "ftoi"
            | "ftof"
            | "bitcast"
            | "int_to_ptr"
            | "ptr_to_int"
            | "ptr_to_ptr"
            | "fpowi"
    )
}

/// The primary operand class of an op (the first typed operand or result group).
fn primary_class(def: &OpDef) -> Option<TypeClass> {
    use TypeClass::*;
    def.operands
        .iter()
        .chain(&def.results)
        .map(|g| g.class)
        .find(|c| {
            matches!(
                c,
                Float | AnyFloat | Int | Int4 | Number | Tile | Ptr | ScalarPtr | I64 | I8
            )
        })
}

/// The first value of the primary group (see [`primary_class`]).
fn primary_value(def: &OpDef, op: &Op) -> Option<tileref_spec::ir::ValueId> {
    use TypeClass::*;
    let typed = |c: TypeClass| {
        matches!(
            c,
            Float | AnyFloat | Int | Int4 | Number | Tile | Ptr | ScalarPtr | I64 | I8
        )
    };
    for g in &def.operands {
        if typed(g.class) {
            return op.group(&g.name).first().copied();
        }
    }
    def.results
        .iter()
        .position(|g| typed(g.class))
        .and_then(|i| op.results.get(i).copied())
}

/// Candidate cells of one op, with whether the verifier filtered them.
fn universe_of(def: &OpDef) -> (Vec<Cell>, bool) {
    let mut cells = vec![];
    let token_ordered = def.has(traits::TOKEN_ORDERED) && def.name != "print_tko";
    let synth = synthesisable(def);
    let types = primary_class(def).map(class_types).unwrap_or_default();
    let conv = conversion(def);
    let to_types: Vec<ElemType> = if conv {
        let rc = if def.name == "fpowi" {
            def.operands[1].class
        } else {
            def.results[0].class
        };
        class_types(rc)
    } else {
        vec![ElemType::I1]
    };
    let hints_free =
        |s: &String| !s.starts_with("optimization_hints") && !s.starts_with("inbounds");
    if token_ordered {
        // Slices: element type; ordering x scope; atomic mode x type; view kinds.
        let view_op = def.operands.iter().any(|g| g.class == TypeClass::View);
        if !view_op {
            for &e in &types {
                if !synth || verify_instance(def, e, e, false, &default_memory(def), false) {
                    cells.push((def.name.to_string(), format!("type {}", e.name())));
                }
            }
        } else {
            for &e in &class_types(TypeClass::Number) {
                let red_ok = ["and", "add", "addf"].iter().any(|m| red_mode_ok(m, e));
                if def.name != "atomic_red_view_tko" || red_ok {
                    cells.push((def.name.to_string(), format!("type {}", e.name())));
                }
            }
        }
        let mem_axes: Vec<_> = modifier_axes(def, false)
            .into_iter()
            .filter(|(n, _)| n.starts_with("memory_"))
            .collect();
        let probe = if def.name.starts_with("atomic") {
            ElemType::I32
        } else {
            ElemType::F32
        };
        for (keys, gens) in product(&mem_axes) {
            let mut gens = gens;
            if def.name.starts_with("atomic_rmw") || def.name.starts_with("atomic_red") {
                gens.push("mode = 3 : i32".into());
            }
            if view_op || !synth || verify_instance(def, probe, probe, false, &gens, false) {
                if view_op && !view_ordering_ok(def, &keys) {
                    continue;
                }
                cells.push((def.name.to_string(), format!("order {}", keys.join(" "))));
            }
        }
        if def.attr_def("mode").is_some() {
            let modes = modifier_axes(def, false)
                .into_iter()
                .filter(|(n, _)| n == "mode")
                .collect::<Vec<_>>();
            for (keys, gens) in product(&modes) {
                for &e in &types {
                    let mut g = gens.clone();
                    g.extend(default_memory(def));
                    let ok = if view_op {
                        red_mode_ok(keys[0].trim_start_matches("mode="), e)
                    } else {
                        verify_instance(def, e, e, false, &g, true)
                    };
                    if ok && !(view_op && keys[0] == "mode=xchg") {
                        cells.push((
                            def.name.to_string(),
                            format!("mode {} {}", keys.join(" "), e.name()),
                        ));
                    }
                }
            }
        }
        if view_op {
            for kind in ["partition", "strided", "gather_scatter"] {
                if def.name == "atomic_red_view_tko" && kind == "gather_scatter" {
                    continue;
                }
                for pad in ["none", "zero", "neg_zero", "nan", "pos_inf", "neg_inf"] {
                    if def.name != "load_view_tko" && pad != "none" {
                        continue; // padding matters to loads only; atomic_red takes none
                    }
                    for dm in ["identity", "permuted"] {
                        if kind == "gather_scatter" && dm == "permuted" {
                            continue;
                        }
                        cells.push((
                            def.name.to_string(),
                            format!("view {kind} padding={pad} dim_map={dm}"),
                        ));
                    }
                }
            }
        }
        return (cells, synth);
    }
    if let Some(cells) = special_universe(def) {
        return (cells, true);
    }
    let axes: Vec<_> = modifier_axes(def, false)
        .into_iter()
        .filter(|(n, _)| n != "optimization_hints")
        .collect();
    let types: Vec<ElemType> = if types.is_empty() {
        vec![ElemType::I32]
    } else {
        types
    };
    let has_types = primary_class(def).is_some();
    for &from in &types {
        for &to in &to_types {
            for (keys, gens) in product(&axes) {
                let gens: Vec<String> = gens.into_iter().filter(hints_free).collect();
                if synth && !verify_instance(def, from, to, conv, &gens, false) {
                    continue;
                }
                let ty = if !has_types {
                    String::new()
                } else if conv {
                    format!("{}->{}", from.name(), to.name())
                } else {
                    from.name().to_string()
                };
                let sig = format!("{ty} {}", keys.join(" ")).trim().to_string();
                cells.push((def.name.to_string(), format!("mods {sig}")));
            }
        }
    }
    (cells, synth)
}

/// Verifies one op written in the generic form with the given operand and result types.
fn verify_text(name: &str, operands: &[String], results: &[String], attrs: &[String]) -> bool {
    let mut body = String::new();
    for (i, t) in operands.iter().enumerate() {
        body.push_str(&format!(
            "    %o{i} = \"test.src\"() : () -> !cuda_tile.{t}\n"
        ));
    }
    let names: Vec<String> = (0..operands.len()).map(|i| format!("%o{i}")).collect();
    let rt: Vec<String> = results.iter().map(|t| format!("!cuda_tile.{t}")).collect();
    let ot: Vec<String> = operands.iter().map(|t| format!("!cuda_tile.{t}")).collect();
    body.push_str(&format!(
        "    %r = \"cuda_tile.{name}\"({}) <{{{}}}> : ({}) -> {}\n",
        names.join(", "),
        attrs.join(", "),
        ot.join(", "),
        rt.join(", ")
    ));
    let src = format!("cuda_tile.module @m {{\n  entry @k() {{\n{body}    return\n  }}\n}}\n");
    let Ok(m) = tileref_spec::text::parse_module(&src) else {
        return false;
    };
    let opts = tileref_spec::verify::VerifyOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    tileref_spec::verify::verify_module(&m, opts)
        .iter()
        .all(|d| d.severity != tileref_spec::diag::Severity::Error)
}

/// Ops whose operands need particular shapes: mma (M×K, K×N, M×N, scale blocks), pack/unpack
/// (equal bit counts). Their type axes come from the operand classes, checked by the verifier
/// on instances with fitting shapes.
fn special_universe(def: &OpDef) -> Option<Vec<Cell>> {
    let n = def.name.to_string();
    let all: Vec<ElemType> = ElemType::ALL.to_vec();
    let mut cells = vec![];
    match def.name {
        "mmaf" => {
            for &a in &all {
                for &c in &all {
                    for fast in [false, true] {
                        let attrs = if fast {
                            vec!["fast_acc".to_string()]
                        } else {
                            vec![]
                        };
                        let ops = [
                            format!("tile<4x8x{}>", a.name()),
                            format!("tile<8x4x{}>", a.name()),
                            format!("tile<4x4x{}>", c.name()),
                        ];
                        if verify_text("mmaf", &ops, &[ops[2].clone()], &attrs) {
                            cells.push((
                                n.clone(),
                                format!(
                                    "mods {}->{}{}",
                                    a.name(),
                                    c.name(),
                                    if fast { " fast_acc" } else { "" }
                                ),
                            ));
                        }
                    }
                }
            }
        }
        "mmai" => {
            for &a in &all {
                for &c in &all {
                    for sl in ["signed", "unsigned"] {
                        for sr in ["signed", "unsigned"] {
                            let attrs = vec![
                                format!("signedness_lhs = #cuda_tile.signedness<{sl}>"),
                                format!("signedness_rhs = #cuda_tile.signedness<{sr}>"),
                            ];
                            let ops = [
                                format!("tile<4x8x{}>", a.name()),
                                format!("tile<8x4x{}>", a.name()),
                                format!("tile<4x4x{}>", c.name()),
                            ];
                            if verify_text("mmai", &ops, &[ops[2].clone()], &attrs) {
                                cells.push((
                                    n.clone(),
                                    format!(
                                        "mods {}->{} signedness_lhs={sl} signedness_rhs={sr}",
                                        a.name(),
                                        c.name()
                                    ),
                                ));
                            }
                        }
                    }
                }
            }
        }
        "mmaf_scaled" => {
            for &a in &all {
                for &sc in &all {
                    for ks in [2usize, 4] {
                        let ops = [
                            format!("tile<4x64x{}>", a.name()),
                            format!("tile<64x4x{}>", a.name()),
                            "tile<4x4xf32>".to_string(),
                            format!("tile<4x{ks}x{}>", sc.name()),
                            format!("tile<{ks}x4x{}>", sc.name()),
                        ];
                        if verify_text("mmaf_scaled", &ops, &[ops[2].clone()], &[]) {
                            cells.push((
                                n.clone(),
                                format!("mods {}/{} V={}", a.name(), sc.name(), 64 / ks),
                            ));
                        }
                    }
                }
            }
        }
        "pack" | "unpack" => {
            for &e in &all {
                let bits = if e == ElemType::TF32 {
                    32
                } else {
                    e.bit_width() as usize
                };
                let (src, dst) = (
                    format!("tile<16x{}>", e.name()),
                    format!("tile<{}xi8>", (16 * bits).div_ceil(8)),
                );
                let (ops, res, key) = if def.name == "pack" {
                    (src, dst, format!("{}->i8", e.name()))
                } else {
                    (dst, src, format!("i8->{}", e.name()))
                };
                if verify_text(def.name, &[ops], &[res], &[]) {
                    cells.push((n.clone(), format!("mods {key}")));
                }
            }
        }
        _ => return None,
    }
    Some(cells)
}

fn default_memory(def: &OpDef) -> Vec<String> {
    if def.name.starts_with("atomic") {
        vec![
            "memory_ordering_semantics = 1 : i32".into(),
            "memory_scope = 1 : i32".into(),
        ]
    } else {
        vec!["memory_ordering_semantics = 0 : i32".into()]
    }
}

/// Orderings a view access accepts (same rules as the pointer forms, digest 4.8/4.9).
fn view_ordering_ok(def: &OpDef, keys: &[String]) -> bool {
    let ord = keys
        .iter()
        .find_map(|k| k.strip_prefix("memory_ordering_semantics="))
        .unwrap_or("weak");
    let scope = keys.iter().find_map(|k| k.strip_prefix("memory_scope="));
    match def.name {
        "load_view_tko" => matches!(
            (ord, scope),
            ("weak", None) | ("relaxed" | "acquire", Some(_))
        ),
        "store_view_tko" => matches!(
            (ord, scope),
            ("weak", None) | ("relaxed" | "release", Some(_))
        ),
        "atomic_red_view_tko" => ord == "relaxed" && matches!(scope, Some("tl_blk" | "device")),
        _ => scope.is_some() && ord != "weak",
    }
}

fn red_mode_ok(mode: &str, e: ElemType) -> bool {
    match mode {
        "addf" => e.is_base_float(),
        "xchg" => false,
        _ => matches!(e, ElemType::I32 | ElemType::I64),
    }
}

fn elem_of(t: &Type) -> Option<ElemType> {
    match t {
        Type::Tile(tt) => match &tt.elem {
            Elem::Num(e) => Some(*e),
            Elem::Ptr(p) => Some(p.pointee),
        },
        Type::View(v) => Some(v.tensor_view.elem),
        Type::TensorView(tv) => Some(tv.elem),
        _ => None,
    }
}

fn attr_key(def: &OpDef, op: &Op, name: &str) -> Option<String> {
    let ad = def.attr_def(name)?;
    match ad.kind {
        AttrKind::Enum(d) => {
            let v = match op.attr(name) {
                Some(Attr::Enum(_, v)) => Some(*v),
                _ => ad.default_value().and_then(|a| {
                    if let Attr::Enum(_, v) = a {
                        Some(*v)
                    } else {
                        None
                    }
                }),
            };
            v.map(|v| format!("{name}={}", d.case_name(v).unwrap_or("?")))
        }
        AttrKind::Unit => op.attr(name).map(|_| name.to_string()),
        AttrKind::Bool if name == "reverse" => Some(format!(
            "reverse={}",
            op.attr(name).and_then(|a| a.as_bool()).unwrap_or(false)
        )),
        _ => None,
    }
}

/// The cells one op instance covers.
fn cells_of(f: &Func, op: &Op) -> Vec<Cell> {
    let def = op.def();
    if def.is_unregistered() {
        return vec![];
    }
    let name = def.name.to_string();
    let mut out = vec![];
    let token_ordered = def.has(traits::TOKEN_ORDERED) && def.name != "print_tko";
    if token_ordered {
        let view = op.opt("view").map(|v| f.ty(v)).and_then(|t| {
            if let Type::View(v) = t {
                Some(v.clone())
            } else {
                None
            }
        });
        let data_ty = match def.name {
            "store_ptr_tko" | "store_view_tko" => op
                .opt(if def.name == "store_ptr_tko" {
                    "value"
                } else {
                    "tile"
                })
                .map(|v| f.ty(v).clone()),
            "atomic_red_view_tko" => op.opt("value").map(|v| f.ty(v).clone()),
            _ => op
                .results
                .first()
                .map(|v| f.ty(*v).clone())
                .filter(|t| !t.is_token()),
        };
        let e = data_ty
            .as_ref()
            .and_then(elem_of)
            .or_else(|| view.as_ref().map(|v| v.tensor_view.elem));
        let weak = op
            .enum_attr::<tileref_spec::attrs::MemOrdering>("memory_ordering_semantics")
            .is_none_or(|o| o == tileref_spec::attrs::MemOrdering::Weak);
        if let Some(e) = e {
            if weak || def.name.starts_with("atomic") {
                out.push((name.clone(), format!("type {}", e.name())));
            }
        }
        let keys: Vec<String> = ["memory_ordering_semantics", "memory_scope"]
            .iter()
            .filter_map(|n| attr_key(def, op, n))
            .collect();
        out.push((name.clone(), format!("order {}", keys.join(" "))));
        if let (Some(m), Some(e)) = (attr_key(def, op, "mode"), e) {
            out.push((name.clone(), format!("mode {m} {}", e.name())));
        }
        if let Some(v) = view {
            let kind = match v.kind {
                ViewKind::Partition => "partition",
                ViewKind::Strided { .. } => "strided",
                ViewKind::GatherScatter { .. } => "gather_scatter",
            };
            let pad = v.padding.map(|p| p.name()).unwrap_or("none");
            let dm = if v
                .dim_map
                .iter()
                .enumerate()
                .all(|(i, &d)| i as i64 == d as i64)
            {
                "identity"
            } else {
                "permuted"
            };
            out.push((name, format!("view {kind} padding={pad} dim_map={dm}")));
        }
        return out;
    }
    let conv = conversion(def);
    let from = primary_value(def, op).map(|v| f.ty(v)).and_then(elem_of);
    let to = if def.name == "fpowi" {
        op.operands.get(1).map(|v| f.ty(*v)).and_then(elem_of)
    } else {
        op.results.first().map(|v| f.ty(*v)).and_then(elem_of)
    };
    let has_types = primary_class(def).is_some();
    let ty = match (has_types, conv, from, to) {
        (false, ..) => String::new(),
        (true, true, Some(a), Some(b)) => format!("{}->{}", a.name(), b.name()),
        (true, _, Some(a), _) => a.name().to_string(),
        _ => String::new(),
    };
    if def.name == "mmaf_scaled" {
        let tile = |i: usize| f.ty(op.operands[i]).tile().cloned();
        if let (Some(a), Some(s)) = (tile(0), tile(3)) {
            let v = a.shape[a.shape.len() - 1] / s.shape[s.shape.len() - 1];
            let en = |t: &TileType| t.elem.num().map(|e| e.name()).unwrap_or("?");
            out.push((name, format!("mods {}/{} V={v}", en(&a), en(&s))));
        }
        return out;
    }
    let keys: Vec<String> = def
        .attrs
        .iter()
        .filter(|a| a.name != "optimization_hints")
        .filter_map(|a| attr_key(def, op, &a.name))
        .collect();
    out.push((
        name,
        format!("mods {}", format!("{ty} {}", keys.join(" ")).trim()),
    ));
    out
}

/// The cells the ops of `m` exercise, in every function and nested region (with repeats).
pub fn module_cells(m: &tileref_spec::ir::Module) -> Vec<Cell> {
    let mut out = vec![];
    for f in m.funcs() {
        walk(f, &f.body.ops, &mut out);
    }
    out
}

fn walk<'a>(f: &'a Func, ops: &'a [Op], out: &mut Vec<Cell>) {
    for op in ops {
        out.extend(cells_of(f, op));
        for r in &op.regions {
            for b in &r.blocks {
                walk(f, &b.ops, out);
            }
        }
    }
}

/// Why a cell is empty when no case covers it.
fn reason(def: &OpDef, sig: &str) -> &'static str {
    if def.has(traits::MULTI_GPU) {
        return "needs a multi-GPU system (NVLink multicast); outside a single-device interpreter";
    }
    if sig.contains("fnv8E5M3FNU") {
        return "fnv8E5M3FNU is a 13.4 developer-preview type (mmaf_scaled scales only)";
    }
    if sig.contains("i4") && !matches!(def.name, "exti" | "trunci") {
        return "i4 lives only in registers (exti/trunci/pack/unpack); no buffer can carry it";
    }
    if sig.contains("f4E2M1FN")
        && (def.name.ends_with("ptr_tko")
            || def.name.starts_with("atomic")
            || matches!(
                def.name,
                "offset" | "int_to_ptr" | "ptr_to_int" | "ptr_to_ptr" | "alloca" | "get_global"
            ))
    {
        return "4-bit elements cannot be addressed through pointers";
    }
    if def.name == "ftoi" && sig.contains("->i1") {
        return "the interpreter reads ftoi into i1 as x != 0 (docs/numerics.md); it agrees with truncation only on integral values, and this source has none in range";
    }
    if matches!(def.name, "reduce" | "scan")
        && ["tf32", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN"]
            .iter()
            .any(|t| sig.split_whitespace().nth(1) == Some(*t))
    {
        return "no arithmetic op takes this type, so a combiner must convert inside the region (no case yet)";
    }
    "no case in the corpus yet"
}

pub struct Matrix {
    /// op -> (all cells, covered cells, verifier-filtered)
    pub ops: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>, bool)>,
}

impl Matrix {
    /// The universe from the catalogue and verifier, and the cells the cases cover.
    pub fn build(cases: &[Case]) -> Matrix {
        let mut ops_map = BTreeMap::new();
        for def in ops::all() {
            if def.is_unregistered()
                || matches!(def.name, "yield" | "return" | "continue" | "break")
            {
                continue;
            }
            let (cells, synth) = universe_of(def);
            let mut all: BTreeSet<String> = cells.into_iter().map(|c| c.1).collect();
            if all.is_empty() {
                all.insert("mods".into());
            }
            ops_map.insert(def.name.to_string(), (all, BTreeSet::new(), synth));
        }
        for c in cases {
            let Ok(m) = tileref_spec::text::parse_module(&c.source) else {
                continue;
            };
            for f in m.funcs() {
                let mut cells = vec![];
                walk(f, &f.body.ops, &mut cells);
                for (op, sig) in cells {
                    if let Some(e) = ops_map.get_mut(&op) {
                        e.1.insert(sig);
                    }
                }
            }
        }
        // Terminators are covered wherever their parent ops are.
        Matrix { ops: ops_map }
    }

    /// Every cell of the universe, as (op, signature).
    pub fn universe(&self) -> BTreeSet<Cell> {
        self.ops
            .iter()
            .flat_map(|(op, (all, _, _))| all.iter().map(move |c| (op.clone(), c.clone())))
            .collect()
    }

    /// (cells, covered, empty)
    pub fn totals(&self) -> (usize, usize, usize) {
        let mut t = (0, 0, 0);
        for (all, cov, _) in self.ops.values() {
            let c = all.iter().filter(|x| cov.contains(*x)).count();
            t.0 += all.len();
            t.1 += c;
            t.2 += all.len() - c;
        }
        t
    }

    /// Empty cells with their reasons.
    pub fn empty(&self) -> Vec<(String, String, &'static str)> {
        let mut out = vec![];
        for (op, (all, cov, _)) in &self.ops {
            let def = ops::lookup(op).expect("catalogue op");
            for c in all {
                if !cov.contains(c) {
                    out.push((op.clone(), c.clone(), reason(def, c)));
                }
            }
        }
        out
    }

    pub fn render(&self) -> String {
        let mut s = String::from("op                              cells  covered  empty  axes\n");
        for (op, (all, cov, synth)) in &self.ops {
            let c = all.iter().filter(|x| cov.contains(*x)).count();
            s.push_str(&format!(
                "{op:<32}{:>5}  {:>7}  {:>5}  {}\n",
                all.len(),
                c,
                all.len() - c,
                if *synth {
                    "catalogue, verifier-checked"
                } else {
                    "catalogue"
                }
            ));
        }
        let (t, c, e) = self.totals();
        s.push_str(&format!("\n{t} cells, {c} covered, {e} empty\n"));
        let empty = self.empty();
        if !empty.is_empty() {
            s.push_str("\nempty cells:\n");
            let mut by_reason: BTreeMap<&str, Vec<String>> = BTreeMap::new();
            for (op, cell, why) in &empty {
                by_reason
                    .entry(why)
                    .or_default()
                    .push(format!("{op} [{cell}]"));
            }
            for (why, cells) in by_reason {
                s.push_str(&format!("  {why} ({}):\n", cells.len()));
                for c in cells {
                    s.push_str(&format!("    {c}\n"));
                }
            }
        }
        s.push_str("\nverdict cells: ok and ub come from the corpus; race verdicts come from the memory-model corpus (none yet).\n");
        s
    }
}
