//! End to end check of the Tile C++ front end: random well-formed expressions over random tile
//! shapes and element types (`tileref_spec::cxx::gen`) are typed, lowered to Tile IR, run in
//! the interpreter with random inputs, and every result element is compared bit for bit with
//! the independent reference evaluation (`tileref_spec::cxx::eval`: exact rational arithmetic,
//! then one rounding per operation or conversion).
//!
//! Every expression runs with ten input draws: two mix ordinary values with specials (±0, ±∞,
//! NaNs with several payloads, subnormals, the extreme finite values, boundary integers, null
//! and high pointers) at rates 1/2 and 1/8, the others are tamer (small integers, simple
//! fractions, tiles of one repeated value, ramps along a dimension, which satisfy more
//! assumptions). When the evaluator finds a draw undefined (a NaN converted to an integer, a
//! division by zero, an assumption that does not hold, …) the interpreter must report undefined
//! behavior too; otherwise the results must be equal bit for bit.
//!
//! `cargo test -p tileref-interp --test cxx_e2e` runs 3,000 expressions;
//! `cargo test --release -p tileref-interp --test cxx_e2e -- --ignored` runs 10,000.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Instant;
use tileref_interp::{launch, Category, Memory, Options, Schedule, Status};
use tileref_spec::cxx::eval::{self, EvalError, Evaluated, Inputs, Outcome, UbKind, ViewMem};
use tileref_spec::cxx::exact::{Fmt, Fv};
use tileref_spec::cxx::gen::{self, Case, Rng};
use tileref_spec::cxx::lower::{self, Lowered, ParamRole};
use tileref_spec::cxx::scalar::{IntKind, Platform};
use tileref_spec::cxx::shape::size;
use tileref_spec::cxx::{CxxType, Env, Typed};
use tileref_spec::types::ElemType;

/// How the inputs of one draw are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// Specials with probability 1/2 per element.
    Wild,
    /// Specials with probability 1/8.
    Mixed,
    /// Small integers, simple fractions and moderate normal floats; no specials.
    Tame,
    /// Every element of a tile is one tame value (satisfies `assume_blocked`, and with zero the
    /// bounds and divisibility assumptions).
    Uniform,
    /// Element value = (coordinate along the dimension) × step, plus a multiple of 64 (satisfies
    /// the strided assumptions along that dimension for many strides).
    Ramp(usize),
}

const STYLES: [Style; 10] = [
    Style::Wild,
    Style::Mixed,
    Style::Tame,
    Style::Mixed,
    Style::Tame,
    Style::Uniform,
    Style::Ramp(0),
    Style::Ramp(1),
    Style::Ramp(2),
    Style::Uniform,
];

fn int_value(rng: &mut Rng, w: u32, signed: bool, style: Style) -> u64 {
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    if w == 1 {
        return rng.below(2);
    }
    let special = match style {
        Style::Wild => rng.chance(1, 2),
        Style::Mixed => rng.chance(1, 8),
        _ => false,
    };
    let v: i128 = if special {
        let (min, max) = if signed {
            (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
        } else {
            (0, (1i128 << w) - 1)
        };
        match rng.below(9) {
            0 => min,
            1 => max,
            2 => min + 1,
            3 => max - 1,
            4 => -1,
            5 => 1i128 << rng.below(w as u64),
            6 => -(1i128 << rng.below(w as u64 - 1)),
            7 => 0,
            _ => rng.next_u64() as i128,
        }
    } else if style == Style::Wild && rng.chance(1, 2) {
        rng.next_u64() as i128
    } else {
        match rng.below(4) {
            0 => 16 * rng.below(5) as i128,
            _ => rng.below(17) as i128 - if signed { 8 } else { 0 },
        }
    };
    (v as u128 as u64) & mask
}

fn tame_float(rng: &mut Rng, f: &Fmt) -> u64 {
    let x: f64 = match rng.below(3) {
        0 => rng.below(17) as f64 - 8.0,
        1 => (rng.below(65) as f64 - 32.0) / 4.0,
        _ => {
            let m = 1.0 + (rng.below(1 << 20) as f64) / (1u64 << 20) as f64;
            let e = rng.below(13) as i32 - 6;
            let s = if rng.chance(1, 2) { -1.0 } else { 1.0 };
            s * m * 2f64.powi(e)
        }
    };
    // Round to the format (exactly representable for small integers and quarters in every
    // format but fp8, where the value is rounded by the reference rounding).
    let q = Fmt::decode(&tileref_spec::cxx::exact::F64, x.to_bits()).to_q();
    match q {
        Some(q) if !q.is_zero() => f.round(
            &q,
            tileref_spec::cxx::exact::Mode::NearestEven,
            tileref_spec::cxx::exact::OnOverflow::Saturate,
            false,
        ),
        _ => f.zero_bits(x.is_sign_negative()),
    }
}

fn float_value(rng: &mut Rng, f: &Fmt, style: Style) -> u64 {
    let special = match style {
        Style::Wild => rng.chance(1, 2),
        Style::Mixed => rng.chance(1, 8),
        _ => false,
    };
    if !special {
        if style == Style::Wild && rng.chance(1, 3) {
            return rng.next_u64() & f.mask();
        }
        return tame_float(rng, f);
    }
    let neg = rng.chance(1, 2);
    let s = f.zero_bits(neg);
    let exp_all = ((1u64 << f.exp_bits) - 1) << f.man_bits;
    let man_all = (1u64 << f.man_bits) - 1;
    match rng.below(12) {
        0 => s,
        1 if f.inf => f.inf_bits(neg),
        2 => f.canonical_nan() | s,
        3 if f.man_bits > 1 && !f.fn_nan => s | exp_all | (rng.next_u64() & man_all).max(1), // any NaN payload
        4 => s | 1,                          // smallest subnormal
        5 => s | man_all,                    // largest subnormal
        6 => s | (rng.next_u64() & man_all), // a subnormal
        7 => s | (1u64 << f.man_bits),       // smallest normal
        8 => f.max_bits(neg),
        9 if !f.fn_nan => s | exp_all | (1u64 << (f.man_bits - 1)), // the quiet NaN
        10 => s | (f.bias() as u64) << f.man_bits,                  // ±1
        _ => rng.next_u64() & f.mask(),
    }
}

fn ptr_value(rng: &mut Rng, style: Style) -> u64 {
    match style {
        Style::Wild | Style::Mixed if rng.chance(1, if style == Style::Wild { 2 } else { 8 }) => {
            match rng.below(5) {
                0 => 0,
                1 => u64::MAX - 8 * rng.below(4),
                2 => 1u64 << 63,
                3 => rng.next_u64(),
                _ => rng.next_u64() & !63,
            }
        }
        _ => 0x1000_0000 + 16 * rng.below(64),
    }
}

/// Values for one tile of element type `s` and `shape`.
fn tile_values(
    rng: &mut Rng,
    s: tileref_spec::cxx::scalar::Scalar,
    shape: &[u64],
    p: &Platform,
    style: Style,
) -> Vec<u64> {
    use tileref_spec::cxx::scalar::Scalar;
    let n = size(shape) as usize;
    let one = |rng: &mut Rng, st: Style| -> u64 {
        match s {
            Scalar::Int(k) => int_value(rng, k.bitwidth(p), k.is_signed(p), st),
            Scalar::Float(f) => float_value(rng, &eval::fmt_of(f), st),
            Scalar::Ptr(_) => ptr_value(rng, st),
        }
    };
    match style {
        Style::Uniform => {
            let v = match s {
                Scalar::Int(k) if k != IntKind::Bool && rng.chance(1, 2) => 0,
                Scalar::Ptr(_) => 0x1000_0000,
                _ => one(rng, Style::Tame),
            };
            vec![v; n]
        }
        Style::Ramp(d) if !shape.is_empty() => {
            let d = d.min(shape.len() - 1);
            let step = match s {
                Scalar::Ptr(q) => eval::pointee_size(q.pointee, p),
                _ => 1,
            };
            let base = match s {
                Scalar::Ptr(_) => 0x1000_0000,
                _ => 64 * rng.below(2),
            };
            let st = tileref_spec::cxx::semantics::row_major_strides(shape);
            (0..n as u64)
                .map(|lin| {
                    let coord = (lin / st[d]) % shape[d];
                    match s {
                        Scalar::Int(k) => {
                            (base + coord * step)
                                & if k.bitwidth(p) == 64 {
                                    u64::MAX
                                } else {
                                    (1u64 << k.bitwidth(p)) - 1
                                }
                        }
                        Scalar::Ptr(_) => base + coord * step,
                        Scalar::Float(_) => one(rng, Style::Tame),
                    }
                })
                .collect()
        }
        Style::Ramp(_) => (0..n).map(|_| one(rng, Style::Tame)).collect(),
        st => (0..n).map(|_| one(rng, st)).collect(),
    }
}

fn draw_inputs(case: &Case, env: &Env, draw: usize) -> Inputs {
    let style = STYLES[draw];
    let mut rng =
        Rng::new(case.seed ^ gen::INPUT_SALT ^ (draw as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let p = &env.platform;
    let mut inputs = Inputs::default();
    for (name, ty) in &env.vars {
        match ty {
            CxxType::Tile(t) => {
                inputs.tiles.insert(
                    name.clone(),
                    tile_values(&mut rng, t.elem(), t.shape(), p, style),
                );
            }
            CxxType::View(pv) => {
                let (extents, strides) = eval::view_geometry(name, pv, &case.runtime);
                let len = eval::view_len(&extents, &strides);
                let st = if matches!(style, Style::Uniform | Style::Ramp(_)) {
                    Style::Tame
                } else {
                    style
                };
                let data = tile_values(&mut rng, pv.span.value, &[len], p, st);
                inputs.views.insert(
                    name.clone(),
                    ViewMem {
                        data,
                        extents,
                        strides,
                    },
                );
            }
            CxxType::Void => unreachable!(),
        }
    }
    inputs
}

/// Bytes of one element in memory, and its memory word from its bit pattern.
fn elem_bytes(e: ElemType) -> usize {
    match e {
        ElemType::I1 => 1,
        e => e.storage_bytes() as usize,
    }
}

fn to_bytes(e: ElemType, vals: &[u64]) -> Vec<u8> {
    let n = elem_bytes(e);
    let mut out = Vec::with_capacity(vals.len() * n);
    for &v in vals {
        let w = match e {
            ElemType::TF32 => (v & 0x7FFFF) << 13,
            ElemType::I1 => v & 1,
            _ => v,
        };
        out.extend_from_slice(&w.to_le_bytes()[..n]);
    }
    out
}

fn from_bytes(e: ElemType, bytes: &[u8]) -> Vec<u64> {
    let n = elem_bytes(e);
    bytes
        .chunks(n)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..n].copy_from_slice(c);
            let v = u64::from_le_bytes(b);
            match e {
                ElemType::TF32 => (v >> 13) & 0x7FFFF,
                _ => v,
            }
        })
        .collect()
}

/// What a run of the lowered kernel gave.
struct Ran {
    status: Status,
    reports: Vec<tileref_interp::Report>,
    /// The result elements, or the memory of each view (for `void` expressions).
    result: Option<Vec<u64>>,
    views: BTreeMap<String, Vec<u64>>,
}

fn run_kernel(lowered: &Lowered, runtime: &[(String, u64)], env: &Env, inputs: &Inputs) -> Ran {
    let p = &env.platform;
    let mem = Memory::new();
    let mut args = vec![];
    let mut result_at = None;
    let mut view_at: BTreeMap<String, (u64, ElemType)> = BTreeMap::new();
    for (i, q) in lowered.params.iter().enumerate() {
        match &q.role {
            ParamRole::Value { var } => args.push(inputs.tiles[var][0]),
            ParamRole::TileBuffer { var, storage, .. } => {
                args.push(mem.alloc_host(i, &to_bytes(*storage, &inputs.tiles[var]), 256))
            }
            ParamRole::ViewBase { var } => {
                let Some(CxxType::View(pv)) = env.var(var) else {
                    unreachable!()
                };
                let storage = pv.span.value.ir_storage(p);
                let a = mem.alloc_host(i, &to_bytes(storage, &inputs.views[var].data), 256);
                view_at.insert(var.clone(), (a, storage));
                args.push(a);
            }
            ParamRole::ViewExtent { .. } | ParamRole::ViewStride { .. } => args.push(
                runtime
                    .iter()
                    .find(|(n, _)| *n == q.name)
                    .unwrap_or_else(|| panic!("no runtime value for {}", q.name))
                    .1,
            ),
            ParamRole::Result { shape, storage } => {
                let n = size(shape) as usize;
                let a = mem.alloc_host(i, &vec![0u8; n * elem_bytes(*storage)], 256);
                result_at = Some((a, *storage));
                args.push(a);
            }
        }
    }
    let opts = Options {
        schedule: Schedule::Sequential,
        threads: Some(1),
        strict: true,
        ..Options::default()
    };
    let r = launch(&lowered.module, "expr", [1, 1, 1], &args, &mem, &opts).expect("launch");
    let result = result_at.map(|(a, e)| from_bytes(e, &mem.bytes(a).unwrap()));
    let views = view_at
        .into_iter()
        .map(|(v, (a, e))| (v, from_bytes(e, &mem.bytes(a).unwrap())))
        .collect();
    Ran {
        status: r.status,
        reports: r.reports,
        result,
        views,
    }
}

fn show_elem(s: tileref_spec::cxx::scalar::Scalar, b: u64) -> String {
    use tileref_spec::cxx::scalar::Scalar;
    match s {
        Scalar::Float(f) => {
            let fm = eval::fmt_of(f);
            let v = match fm.decode(b) {
                Fv::Nan => "NaN".to_string(),
                Fv::Inf(n) => format!("{}inf", if n { "-" } else { "+" }),
                Fv::Fin { neg, m, q } => format!(
                    "{}{:e}",
                    if neg { "-" } else { "" },
                    m as f64 * 2f64.powi(q as i32)
                ),
            };
            format!("{b:#x} ({v})")
        }
        _ => format!("{b:#x}"),
    }
}

fn describe(case: &Case, inputs: &Inputs, lowered: &Lowered) -> String {
    let head = format!("seed {} ({}): {}", case.seed, case.platform.name, case.expr);
    describe_with(&head, &case.vars, inputs, lowered)
}

fn describe_with(
    head: &str,
    vars: &[(String, String)],
    inputs: &Inputs,
    lowered: &Lowered,
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{head}");
    for (n, t) in vars {
        let _ = writeln!(s, "  {n}: {t}");
    }
    for (n, v) in &inputs.tiles {
        let shown: Vec<String> = v.iter().take(16).map(|x| format!("{x:#x}")).collect();
        let _ = writeln!(
            s,
            "  {n} = [{}{}]",
            shown.join(", "),
            if v.len() > 16 { ", …" } else { "" }
        );
    }
    for (n, v) in &inputs.views {
        let shown: Vec<String> = v.data.iter().take(16).map(|x| format!("{x:#x}")).collect();
        let _ = writeln!(
            s,
            "  {n}: extents {:?} strides {:?} data [{}{}]",
            v.extents,
            v.strides,
            shown.join(", "),
            if v.data.len() > 16 { ", …" } else { "" }
        );
    }
    let _ = write!(s, "{}", lowered.text);
    s
}

/// Compares one run with the evaluation; `Err` describes the mismatch.
fn compare(
    typed: &Typed,
    expected: &Result<Evaluated, EvalError>,
    ran: &Ran,
    stats: &mut Stats,
) -> Result<(), String> {
    match expected {
        Err(EvalError::Ub(kind, why)) => {
            if ran.status != Status::Ub {
                return Err(format!("the evaluator finds undefined behavior ({why}) but the interpreter's status is {:?}: {:?}", ran.status, ran.reports));
            }
            // Both evaluate operands left to right, whole tiles at a time, and stop at the first
            // undefined operation: the kinds agree.
            let want = match kind {
                UbKind::DivisionByZero => "division-by-zero",
                UbKind::DivisionOverflow => "division-overflow",
                UbKind::ConversionOutOfRange => "ftoi-out-of-range",
                UbKind::AssumptionViolated => "assume-violated",
                UbKind::ViewIndexOutOfRange => "view-index-out-of-range",
                UbKind::PointerOverflow => "offset-overflow",
            };
            let got: Vec<&str> = ran
                .reports
                .iter()
                .filter(|r| r.category == Category::Ub)
                .map(|r| r.kind.as_str())
                .collect();
            if got != [want] {
                return Err(format!("the evaluator finds undefined behavior of kind {want} ({why}) but the interpreter reports {got:?}: {:?}", ran.reports));
            }
            stats.ub_agreed += 1;
            Ok(())
        }
        Err(EvalError::Unsupported(why)) => unreachable!("{why}"),
        Ok(ev) => {
            if ran.status != Status::Ok {
                return Err(format!(
                    "the evaluation is defined but the interpreter's status is {:?}: {:#?}",
                    ran.status, ran.reports
                ));
            }
            let warned = ran
                .reports
                .iter()
                .any(|r| r.category == Category::Warning && r.kind == "unspecified-padding");
            if warned != ev.unspecified {
                return Err(format!(
                    "unspecified read: evaluator {}, interpreter {warned}",
                    ev.unspecified
                ));
            }
            stats.unspecified += ev.unspecified as usize;
            match &ev.outcome {
                Outcome::Value { elems, .. } => {
                    let got = ran.result.as_ref().expect("a result buffer");
                    let elem = typed.ty.tile_like().unwrap().elem();
                    let bad: Vec<String> = elems
                        .iter()
                        .zip(got)
                        .enumerate()
                        .filter(|(_, (a, b))| a != b)
                        .take(6)
                        .map(|(i, (a, b))| {
                            format!(
                                "element {i}: expected {}, got {}",
                                show_elem(elem, *a),
                                show_elem(elem, *b)
                            )
                        })
                        .collect();
                    if !bad.is_empty() || got.len() != elems.len() {
                        return Err(format!(
                            "result differs ({} vs {} elements):\n  {}",
                            elems.len(),
                            got.len(),
                            bad.join("\n  ")
                        ));
                    }
                    stats.elements += elems.len();
                }
                Outcome::Stored(views) => {
                    for (v, m) in views {
                        let got = &ran.views[v];
                        let bad: Vec<String> = m
                            .data
                            .iter()
                            .zip(got)
                            .enumerate()
                            .filter(|(_, (a, b))| a != b)
                            .take(6)
                            .map(|(i, (a, b))| format!("offset {i}: expected {a:#x}, got {b:#x}"))
                            .collect();
                        if !bad.is_empty() {
                            return Err(format!(
                                "view {v} differs after the store:\n  {}",
                                bad.join("\n  ")
                            ));
                        }
                        stats.elements += m.data.len();
                    }
                }
            }
            stats.defined += 1;
            Ok(())
        }
    }
}

#[derive(Default, Debug)]
struct Stats {
    seeds: u64,
    ill_formed: usize,
    expressions: usize,
    passed: usize,
    runs: usize,
    defined: usize,
    ub_agreed: usize,
    only_ub: usize,
    unspecified: usize,
    elements: usize,
    excluded: BTreeMap<String, usize>,
    /// Node kinds of the expressions with at least one defined run.
    coverage: BTreeMap<String, usize>,
    ub_reasons: BTreeMap<String, usize>,
    /// Expressions undefined in every draw, by the kind of undefined behavior of the last draw.
    only_ub_kinds: BTreeMap<String, usize>,
}

/// Labels of the operations of `t` (kind, element type, modifiers) for the coverage summary.
fn coverage(t: &Typed, p: &Platform, out: &mut BTreeMap<String, usize>) {
    use tileref_spec::cxx::check::Node;
    let el = |x: &Typed| {
        x.ty.tile_like()
            .map(|t| t.elem().ir_text(p))
            .unwrap_or_default()
    };
    let (label, kids): (String, Vec<&Typed>) = match &t.node {
        Node::Var(_) => ("var".into(), vec![]),
        Node::IntConst(_) | Node::FloatConst(_) => ("constant".into(), vec![]),
        Node::Convert(x) => {
            let (a, b) = (el(x), el(t));
            let cls = |s: &str| {
                if s.starts_with('f') || s == "tf32" || s == "bf16" {
                    "float"
                } else if s.starts_with("ptr") {
                    "ptr"
                } else if s == "i1" {
                    "bool"
                } else {
                    "int"
                }
            };
            (
                format!("convert {}->{} ({a}->{b})", cls(&a), cls(&b)),
                vec![x],
            )
        }
        Node::Broadcast(x) => ("broadcast".into(), vec![x]),
        Node::Neg(x) => (format!("neg {}", el(t)), vec![x]),
        Node::Binary {
            op, lhs, rhs, mods, ..
        } => {
            let m = format!(
                "{}{}",
                mods.rounding.map(|r| format!(" {r:?}")).unwrap_or_default(),
                if mods.ftz() { " ftz" } else { "" }
            );
            (format!("binary {op:?} {}{m}", el(t)), vec![lhs, rhs])
        }
        Node::Compare { op, lhs, rhs } => (format!("compare {op:?} {}", el(lhs)), vec![lhs, rhs]),
        Node::MinMax {
            max,
            lhs,
            rhs,
            mods,
        } => {
            let m = format!(
                "{}{}",
                if mods.nan == Some(tileref_spec::cxx::parse::NanMode::Propagate) {
                    " propagate"
                } else {
                    ""
                },
                if mods.ftz() { " ftz" } else { "" }
            );
            (
                format!("{} {}{m}", if *max { "max" } else { "min" }, el(t)),
                vec![lhs, rhs],
            )
        }
        Node::Assume { what, value } => (
            format!(
                "assume {}",
                format!("{what:?}").split([' ', '{']).next().unwrap()
            ),
            vec![value],
        ),
        Node::Iota => (format!("iota {}", el(t)), vec![]),
        Node::Full(x) => ("full".into(), vec![x]),
        Node::PtrOffset { ptr, offset } => ("pointer offset".into(), vec![ptr, offset]),
        Node::LoadPtr(x) => ("load ptr".into(), vec![x]),
        Node::ViewLoad { idx, padding, .. } => {
            (format!("view load {padding:?}"), idx.iter().collect())
        }
        Node::ViewStore { value, idx, .. } => (
            "view store".into(),
            std::iter::once(&**value).chain(idx.iter()).collect(),
        ),
    };
    *out.entry(label).or_default() += 1;
    for k in kids {
        coverage(k, p, out);
    }
}

/// The Tile IR type of the value the kernel stores to `%result` (its last operation before
/// `return`), before a pointer tile becomes addresses.
fn stored_type(l: &Lowered) -> String {
    let f = l.module.func("expr").unwrap();
    let store = f
        .body
        .ops
        .iter()
        .rev()
        .find(|o| o.name() != "return")
        .expect("a body");
    assert_eq!(store.name(), "store_ptr_tko");
    let v = store.group("value")[0];
    let producer = f.body.ops.iter().find(|o| o.results.contains(&v));
    match producer {
        Some(p) if p.name() == "ptr_to_int" => f.ty(p.operands[0]).to_string(),
        _ => f.ty(v).to_string(),
    }
}

/// Runs one case; returns a description of every mismatch.
fn check_case(seed: u64, stats: &mut Stats) -> Vec<String> {
    let case = gen::case(seed);
    let env = case.env();
    let Ok(typed) = env.check(&case.expr) else {
        stats.ill_formed += 1;
        return vec![];
    };
    let lowered = lower::lower(&env, &typed)
        .unwrap_or_else(|e| panic!("seed {seed}: {} does not lower: {e}", case.expr));
    // The lowered kernel stores a value of the front end's type.
    if let CxxType::Tile(t) = &typed.ty {
        let last = &lowered.params.last().unwrap().role;
        assert_eq!(
            *last,
            ParamRole::Result {
                shape: t.shape().to_vec(),
                storage: t.elem().ir_storage(&env.platform)
            },
            "seed {seed}"
        );
        assert_eq!(
            stored_type(&lowered),
            t.ir_text(&env.platform),
            "seed {seed}: {}\n{}",
            case.expr,
            lowered.text
        );
    }
    let mut failures = vec![];
    let mut runs = 0;
    let mut defined = false;
    let mut last_ub = None;
    for draw in 0..STYLES.len() {
        let inputs = draw_inputs(&case, &env, draw);
        let expected = eval::evaluate(&env, &typed, &inputs);
        if let Err(EvalError::Unsupported(why)) = &expected {
            *stats.excluded.entry(why.clone()).or_default() += 1;
            return vec![];
        }
        let is_ub = matches!(expected, Err(EvalError::Ub(..)));
        let ran = run_kernel(&lowered, &case.runtime, &env, &inputs);
        runs += 1;
        if let Err(m) = compare(&typed, &expected, &ran, stats) {
            failures.push(format!(
                "{m}\ndraw {draw} ({:?}) of {}",
                STYLES[draw],
                describe(&case, &inputs, &lowered)
            ));
        }
        match &expected {
            Ok(_) => {
                if !defined {
                    coverage(&typed, &env.platform, &mut stats.coverage);
                }
                defined = true;
            }
            Err(EvalError::Ub(kind, why)) if is_ub => {
                last_ub = Some(*kind);
                let key = why
                    .split(" in ")
                    .next()
                    .unwrap_or(why)
                    .split(" at ")
                    .next()
                    .unwrap_or(why)
                    .to_string();
                *stats.ub_reasons.entry(key).or_default() += 1;
            }
            _ => {}
        }
    }
    stats.expressions += 1;
    stats.runs += runs;
    if !defined {
        stats.only_ub += 1;
        *stats
            .only_ub_kinds
            .entry(format!("{:?}", last_ub.unwrap()))
            .or_default() += 1;
        if std::env::var_os("CXX_E2E_SHOW_UB").is_some() {
            eprintln!(
                "always undefined ({:?}): {} with {:?}",
                last_ub.unwrap(),
                case.expr,
                case.vars
            );
        }
    }
    if failures.is_empty() {
        stats.passed += 1;
    }
    failures
}

fn run_expressions(count: usize) {
    let start = Instant::now();
    let mut stats = Stats::default();
    let mut failures: Vec<String> = vec![];
    let mut seed = 0u64;
    while stats.expressions < count {
        assert!(seed < 20 * count as u64, "too few well-formed cases");
        let f = check_case(seed, &mut stats);
        if !f.is_empty() && failures.len() < 8 {
            failures.extend(f);
        }
        seed += 1;
    }
    stats.seeds = seed;
    let secs = start.elapsed().as_secs_f64();
    for f in failures.iter().take(8) {
        eprintln!("MISMATCH {f}\n");
    }
    eprintln!("excluded: {:?}", stats.excluded);
    eprintln!(
        "undefined in every draw, by kind: {:?}",
        stats.only_ub_kinds
    );
    if std::env::var_os("CXX_E2E_COVERAGE").is_some() {
        for (k, v) in &stats.coverage {
            eprintln!("  covered {v:6} {k}");
        }
        for (k, v) in &stats.ub_reasons {
            eprintln!("  undefined {v:6} {k}");
        }
    }
    eprintln!(
        "cxx e2e: {} seeds, {} ill-formed, {} expressions run, {} passed, {} failed; {} runs ({} with a defined result, {} undefined in both), \
         {} expressions undefined in every draw, {} runs read unspecified padding, {} elements compared bit for bit; {secs:.1} s",
        stats.seeds,
        stats.ill_formed,
        stats.expressions,
        stats.passed,
        stats.expressions - stats.passed,
        stats.runs,
        stats.defined,
        stats.ub_agreed,
        stats.only_ub,
        stats.unspecified,
        stats.elements,
    );
    assert!(
        failures.is_empty(),
        "{} of {} expressions differ",
        stats.expressions - stats.passed,
        stats.expressions
    );
}

#[test]
fn random_expressions_agree_with_the_reference_evaluation() {
    run_expressions(3_000);
}

/// The full run: `cargo test --release -p tileref-interp --test cxx_e2e -- --ignored`.
#[test]
#[ignore]
fn ten_thousand_random_expressions_agree_with_the_reference_evaluation() {
    // CXX_E2E_COUNT=N runs N expressions instead (for longer searches).
    let n = std::env::var("CXX_E2E_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    run_expressions(n);
}

#[test]
fn scalar_elements_round_trip_through_memory() {
    let v = vec![0x7FFFF, 0x40000, 1];
    assert_eq!(from_bytes(ElemType::TF32, &to_bytes(ElemType::TF32, &v)), v);
}

/// One expression of the sweep: `vars` (name, type) and the expression; `sanitize` makes every
/// element of a draw defined where only some elements would not be.
struct SweepCase {
    vars: Vec<(String, String)>,
    expr: String,
    runtime: Vec<(String, u64)>,
}

/// Front-end forms the random generator does not produce (unary plus, builtin operators on
/// scalars with promotions, rank-0 views, `iota` beyond the element range, pointer offsets by
/// narrow signed integers, …), each with its variables and dynamic view parameters.
const EXTRA: &[(&[(&str, &str)], &str, &[(&str, u64)])] = &[
    (&[("x", "char")], "+x", &[]),
    (&[("x", "bool")], "+x", &[]),
    (&[("x", "unsigned char")], "-x", &[]),
    (&[("x", "unsigned short")], "-x", &[]),
    (&[("x", "short"), ("y", "unsigned short")], "x + y", &[]),
    (&[("x", "unsigned int"), ("y", "int")], "x * y", &[]),
    (&[("x", "int"), ("y", "unsigned int")], "x < y", &[]),
    (&[("x", "long long"), ("y", "unsigned long")], "x >= y", &[]),
    (&[("x", "signed char"), ("y", "signed char")], "x / y", &[]),
    (&[("x", "__half"), ("y", "__half")], "x * y", &[]),
    (&[("x", "__half"), ("y", "float")], "x - y", &[]),
    (&[("x", "__nv_bfloat16"), ("y", "double")], "x / y", &[]),
    (&[("x", "float"), ("y", "long")], "x + y", &[]),
    (&[("x", "ct::tile<int, ct::shape<8>>"), ("y", "ct::tile<long, ct::shape<8>>")], "ct::min(x, y)", &[]),
    (&[("x", "ct::tile<unsigned int, ct::shape<4, 8>>"), ("y", "ct::tile<unsigned long long, ct::shape<8>>")], "ct::max(x, y)", &[]),
    (&[("x", "ct::tile<float, ct::shape<8>>")], "ct::broadcast<ct::shape<4, 8>>(x)", &[]),
    (&[("x", "float")], "ct::broadcast<ct::shape<2, 2>>(x)", &[]),
    (&[("x", "ct::tile<__half, ct::shape<1, 8>>"), ("y", "ct::tile<__half, ct::shape<4, 1>>")], "ct::add(x, y, ct::round_toward_positive_t{})", &[]),
    (&[], "ct::full<ct::tile<unsigned char, ct::shape<4>>>(-1)", &[]),
    (&[], "ct::full<ct::tile<__nv_fp8_e4m3, ct::shape<2>>>(1000.0)", &[]),
    (&[], "ct::full<ct::tile<__nv_fp8_e5m2, ct::shape<2>>>(-1e9)", &[]),
    (&[], "ct::full<ct::tile<__nv_tf32, ct::shape<2>>>(0x1.0018p0f)", &[]),
    (&[], "ct::full<ct::tile<bool, ct::shape<2>>>(0.25f)", &[]),
    (&[], "ct::iota<ct::tile<unsigned char, ct::shape<8, 64>>>()", &[]),
    (&[], "ct::iota<ct::tile<signed char, ct::shape<512>>>()", &[]),
    (&[], "ct::iota<ct::tile<__nv_bfloat16, ct::shape<2, 256>>>()", &[]),
    (&[], "ct::iota<ct::tile<__half, ct::shape<512>>>() * ct::iota<ct::tile<__half, ct::shape<512>>>()", &[]),
    (&[("x", "ct::tile<int*, ct::shape<8>>"), ("y", "ct::tile<short, ct::shape<8>>")], "x + y", &[]),
    (&[("x", "ct::tile<double const*, ct::shape<8>>"), ("y", "long long")], "y + x", &[]),
    (&[("x", "ct::tile<int*, ct::shape<8>>")], "ct::convert<ct::tile<void*, ct::shape<8>>>(x)", &[]),
    (&[("x", "ct::tile<int*, ct::shape<8>>")], "ct::convert<ct::tile<bool, ct::shape<8>>>(x)", &[]),
    (&[("x", "ct::tile<int*, ct::shape<4, 8>>")], "ct::assume_aligned_strided(x, 4_ic, 4_ic, 1_ic)", &[]),
    (&[("x", "ct::tile<int, ct::shape<4, 8>>")], "ct::assume_divisible_strided(x, 1_ic, 16_ic, 0_ic)", &[]),
    (&[("x", "ct::tile<short, ct::shape<4, 8>>")], "ct::assume_blocked(x, ct::shape{2_ic, 8_ic})", &[]),
    (&[("x", "ct::tile<unsigned short, ct::shape<8>>")], "ct::assume_bounded_above(x, 100_ic) + ct::full<ct::tile<unsigned short, ct::shape<8>>>(1)", &[]),
    (&[("v", "ct::partition_view<ct::tensor_span<int, ct::extents<size_t>>, ct::shape<>>")], "v.load()", &[]),
    (&[("v", "ct::partition_view<ct::tensor_span<double, ct::extents<size_t>>, ct::shape<>>"), ("x", "float")], "v.store(x)", &[]),
    (
        &[("v", "ct::partition_view<ct::tensor_span<__half, ?x11, ct::strides<?, 1>>, ct::shape<2, 4>>")],
        "v.load_masked(ct::view_padding_nan_t{}, 2, 2)",
        &[("arg_v_extent0", 5), ("arg_v_stride0", 13)],
    ),
    (
        &[("v", "ct::partition_view<ct::tensor_span<__nv_bfloat16, ?x11, ct::strides<?, 1>>, ct::shape<2, 4>>")],
        "v.load_masked(ct::view_padding_negative_infinity_t{}, 2, 2) + v.load(0, 1)",
        &[("arg_v_extent0", 5), ("arg_v_stride0", 12)],
    ),
    (
        &[("v", "ct::partition_view<ct::tensor_span<double, 7x?>, ct::shape<4, 2>>"), ("x", "ct::tile<float, ct::shape<4, 2>>")],
        "v.store(x, 1, 1u)",
        &[("arg_v_extent1", 3)],
    ),
    (
        &[("v", "ct::partition_view<ct::tensor_span<float, ct::extents<int, 6, 6>>, ct::shape<4, 4>>")],
        "v.load(1, 0) - v.load_masked(ct::view_padding_positive_infinity_t{}, 1, 1)",
        &[],
    ),
    (
        &[("v", "ct::partition_view<ct::tensor_span<unsigned char, 9>, ct::shape<4>>"), ("x", "ct::tile<int, ct::shape<4>>")],
        "v.store(ct::convert<ct::tile<unsigned char, ct::shape<4>>>(x), 2.5)",
        &[],
    ),
];

const SWEEP_FLOATS: [&str; 4] = ["float", "double", "__half", "__nv_bfloat16"];
const SWEEP_INTS: [&str; 11] = [
    "bool",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
    "char16_t",
    "wchar_t",
];
const SWEEP_CONVERT: [&str; 17] = [
    "bool",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
    "float",
    "double",
    "__half",
    "__nv_bfloat16",
    "__nv_fp8_e4m3",
    "__nv_fp8_e5m2",
    "__nv_tf32",
    "int*",
];

fn sweep_cases() -> Vec<SweepCase> {
    let n = 64;
    let tile = |e: &str| format!("ct::tile<{e}, ct::shape<{n}>>");
    let two = |e: &str| vec![("x".to_string(), tile(e)), ("y".to_string(), tile(e))];
    let mut out = vec![];
    let modes = [
        "",
        ", ct::round_ties_to_even_t{}",
        ", ct::round_toward_zero_t{}",
        ", ct::round_toward_negative_t{}",
        ", ct::round_toward_positive_t{}",
    ];
    for e in SWEEP_FLOATS {
        for op in ["add", "sub", "mul", "div"] {
            for m in modes {
                for ftz in ["", ", ct::round_subnormals_to_zero_t{}"] {
                    if !ftz.is_empty() && e != "float" {
                        continue;
                    }
                    out.push(SweepCase {
                        vars: two(e),
                        expr: format!("ct::{op}(x, y{m}{ftz})"),
                        runtime: vec![],
                    });
                }
            }
        }
        for f in ["min", "max"] {
            for nan in ["", ", ct::propagate_nan_t{}"] {
                for ftz in ["", ", ct::round_subnormals_to_zero_t{}"] {
                    if !ftz.is_empty() && e != "float" {
                        continue;
                    }
                    out.push(SweepCase {
                        vars: two(e),
                        expr: format!("ct::{f}(x, y{nan}{ftz})"),
                        runtime: vec![],
                    });
                }
            }
        }
        out.push(SweepCase {
            vars: two(e),
            expr: "-x".into(),
            runtime: vec![],
        });
    }
    for m in [", ct::round_approximate_t{}", ", ct::round_full_t{}"] {
        for ftz in ["", ", ct::round_subnormals_to_zero_t{}"] {
            out.push(SweepCase {
                vars: two("float"),
                expr: format!("ct::div(x, y{m}{ftz})"),
                runtime: vec![],
            });
        }
    }
    for e in SWEEP_FLOATS.iter().chain(SWEEP_INTS.iter()) {
        for op in ["==", "!=", "<", "<=", ">", ">="] {
            out.push(SweepCase {
                vars: two(e),
                expr: format!("(x {op} y)"),
                runtime: vec![],
            });
        }
    }
    for e in SWEEP_INTS {
        for op in ["+", "-", "*", "/", "%"] {
            out.push(SweepCase {
                vars: two(e),
                expr: format!("(x {op} y)"),
                runtime: vec![],
            });
        }
        for f in ["min", "max"] {
            out.push(SweepCase {
                vars: two(e),
                expr: format!("ct::{f}(x, y)"),
                runtime: vec![],
            });
        }
        out.push(SweepCase {
            vars: two(e),
            expr: "-x".into(),
            runtime: vec![],
        });
    }
    for from in SWEEP_CONVERT {
        for to in SWEEP_CONVERT {
            let ptr = |t: &str| t.ends_with('*');
            if from == to || (ptr(to) && !ptr(from)) || (ptr(from) && !ptr(to) && to != "bool") {
                continue;
            }
            out.push(SweepCase {
                vars: vec![("x".into(), tile(from))],
                expr: format!("ct::convert<{}>(x)", tile(to)),
                runtime: vec![],
            });
        }
    }
    for (vars, expr, runtime) in EXTRA {
        out.push(SweepCase {
            vars: vars
                .iter()
                .map(|(n, t)| (n.to_string(), t.to_string()))
                .collect(),
            expr: expr.to_string(),
            runtime: runtime.iter().map(|(n, v)| (n.to_string(), *v)).collect(),
        });
    }
    out
}

/// Replaces input elements that would make an element-wise expression undefined (a conversion
/// out of range, an integer division by zero or of the minimum by -1) by ones that do not, so
/// that every draw of the sweep compares values.
fn sanitize(typed: &Typed, env: &Env, inputs: &mut Inputs) {
    use tileref_spec::cxx::check::Node;
    let p = &env.platform;
    match &typed.node {
        Node::Convert(x) => {
            let (from, to) = (
                x.ty.tile_like().unwrap().elem(),
                typed.ty.tile_like().unwrap().elem(),
            );
            let Some(xs) = inputs.tiles.get_mut("x") else {
                return;
            };
            for v in xs {
                if eval::convert(from, to, p, *v).is_err() {
                    *v = 0;
                }
            }
        }
        Node::Binary { op, lhs, .. }
            if matches!(
                op,
                tileref_spec::cxx::parse::BinOp::Div | tileref_spec::cxx::parse::BinOp::Rem
            ) =>
        {
            let e = lhs.ty.tile_like().unwrap().elem();
            if let tileref_spec::cxx::scalar::Scalar::Int(k) = e {
                let (Some(xs), Some(ys)) =
                    (inputs.tiles.get("x").cloned(), inputs.tiles.get_mut("y"))
                else {
                    return;
                };
                for (i, v) in ys.iter_mut().enumerate() {
                    let (a, b) = (eval::int_value(k, p, xs[i]), eval::int_value(k, p, *v));
                    if b == 0 || (b == -1 && a == k.min_value(p)) {
                        *v = 1;
                    }
                }
            }
        }
        _ => {}
    }
}

/// Every operation, element type and modifier the front end lowers, each over 64-element tiles
/// in eight draws (specials included), against the reference evaluation.
#[test]
fn sweep_of_operations_types_and_modes_agrees_with_the_reference_evaluation() {
    let start = Instant::now();
    let mut stats = Stats::default();
    let mut failures = vec![];
    let cases = sweep_cases();
    // CXX_SWEEP_ROUNDS=N repeats the sweep with N different input seeds (for longer searches).
    let rounds: u64 = std::env::var("CXX_SWEEP_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for (ci, c) in (0..rounds).flat_map(|r| {
        cases
            .iter()
            .enumerate()
            .map(move |(i, c)| (i as u64 + 0x1_0000 * r, c))
    }) {
        let mut env = Env::new(Platform::lp64());
        for (n, t) in &c.vars {
            env.declare(&format!("{n}={t}")).unwrap();
        }
        let typed = env
            .check(&c.expr)
            .unwrap_or_else(|e| panic!("{}: {e}", c.expr));
        let lowered = lower::lower(&env, &typed).unwrap_or_else(|e| panic!("{}: {e}", c.expr));
        let case = Case {
            seed: 0xC0DE_0000 + ci,
            platform: env.platform.clone(),
            vars: c.vars.clone(),
            expr: c.expr.clone(),
            runtime: c.runtime.clone(),
        };
        let mut ok = true;
        for draw in [0, 0, 1, 1, 2, 0, 1, 2, 5, 6, 7] {
            let mut inputs = draw_inputs(
                &Case {
                    seed: case.seed.wrapping_mul(31).wrapping_add(stats.runs as u64),
                    ..case.clone()
                },
                &env,
                draw,
            );
            sanitize(&typed, &env, &mut inputs);
            let expected = eval::evaluate(&env, &typed, &inputs);
            let ran = run_kernel(&lowered, &c.runtime, &env, &inputs);
            stats.runs += 1;
            if let Err(m) = compare(&typed, &expected, &ran, &mut stats) {
                ok = false;
                if failures.len() < 8 {
                    failures.push(format!(
                        "{m}\n{}",
                        describe_with(&c.expr, &c.vars, &inputs, &lowered)
                    ));
                }
            }
        }
        stats.expressions += 1;
        stats.passed += ok as usize;
    }
    for f in &failures {
        eprintln!("MISMATCH {f}\n");
    }
    eprintln!(
        "cxx sweep: {} expressions, {} passed; {} runs ({} defined, {} undefined in both), {} elements compared bit for bit; {:.1} s",
        stats.expressions,
        stats.passed,
        stats.runs,
        stats.defined,
        stats.ub_agreed,
        stats.elements,
        start.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} of {} sweep expressions differ",
        stats.expressions - stats.passed,
        stats.expressions
    );
}
