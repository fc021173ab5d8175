//! Op-specific verification rules (what each op's `verify()` checks in the reference
//! implementation, and the digest's rules for the 13.4/13.5 ops).

use super::{Ctx, Verifier};
use crate::attrs::*;
use crate::ir::*;
use crate::ops::traits;
use crate::types::*;

type R = Result<(), String>;

fn tile<'a>(f: &'a Func, v: ValueId) -> &'a TileType {
    match f.ty(v) {
        Type::Tile(t) => t,
        _ => unreachable!("checked by the catalogue constraints"),
    }
}

fn shape_str(s: &[i64]) -> String {
    s.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn elem_of(t: &TileType) -> Option<ElemType> {
    t.elem.num()
}

pub(crate) fn check_entry_hints(h: &OptHints) -> R {
    for (arch, kv) in &h.entries {
        let known_arch = arch == "default"
            // Plain architecture names only: the reference rejects `sm_100a` as an unknown key.
            || arch.strip_prefix("sm_").is_some_and(|n| {
                n.bytes().all(|c| c.is_ascii_digit())
                    && matches!(n.parse::<u32>(), Ok(80 | 86 | 87 | 88 | 89 | 90 | 100 | 101 | 103 | 107 | 110 | 120 | 121))
            });
        if !known_arch {
            return Err(format!(
                "Optimization hints verification failed: unknown architecture '{arch}'"
            ));
        }
        for (k, v) in kv {
            let ok = match (k.as_str(), v) {
                ("num_cta_in_cga", HintValue::Int(n)) => {
                    *n > 0
                        && (*n as u64).is_power_of_two()
                        && *n <= 16
                        && !(arch.starts_with("sm_8") && *n != 1)
                }
                ("num_worker_warps_per_cta", HintValue::Int(n)) => {
                    *n > 0 && (*n as u64).is_power_of_two() && *n <= 32
                }
                ("occupancy", HintValue::Int(n)) => (1..=32).contains(n),
                _ => false,
            };
            if !ok {
                return Err(format!(
                    "Optimization hints verification failed: invalid hint '{k}' for {arch}"
                ));
            }
        }
    }
    Ok(())
}

fn check_mem_hints(h: &OptHints, allow_tma: bool) -> R {
    for (arch, kv) in &h.entries {
        for (k, v) in kv {
            let ok = match (k.as_str(), v) {
                ("latency", HintValue::Int(n)) => (1..=10).contains(n),
                ("allow_tma", HintValue::Bool(_)) => allow_tma,
                _ => false,
            };
            if !ok {
                return Err(format!(
                    "Optimization hints verification failed: invalid hint '{k}' for {arch}"
                ));
            }
        }
    }
    Ok(())
}

fn ieee_modes(r: RoundingMode, extra: &[RoundingMode], name: &str) -> R {
    if r.is_ieee() || extra.contains(&r) {
        return Ok(());
    }
    let mut all = vec!["nearest_even", "zero", "negative_inf", "positive_inf"];
    all.extend(extra.iter().map(|m| m.name()));
    Err(format!(
        "'{name}' op invalid rounding mode specified, expect one of [{}]",
        all.join(", ")
    ))
}

/// Memory ordering and scope rules for loads (`load` true) and stores.
fn check_ordering(op: &Op, allowed: &[MemOrdering]) -> R {
    let ord = op
        .enum_attr::<MemOrdering>("memory_ordering_semantics")
        .unwrap_or(MemOrdering::Weak);
    if !allowed.contains(&ord) {
        let names: Vec<&str> = allowed.iter().map(|o| o.name()).collect();
        return Err(format!(
            "expect one of: {}, but got: {}",
            names.join(", "),
            ord.name()
        ));
    }
    let scope = op.enum_attr::<MemScope>("memory_scope");
    match (ord, scope) {
        (MemOrdering::Weak, Some(s)) => Err(format!(
            "operation specifies weak memory ordering semantics, but then provides \"{}\" scope, expected no memory scope.",
            s.name()
        )),
        (o, None) if o != MemOrdering::Weak && op.def().attr_def("memory_scope").is_some() => {
            Err(format!("memory ordering '{}' requires a memory scope", o.name()))
        }
        _ => Ok(()),
    }
}

fn view_indices(
    f: &Func,
    op: &Op,
    view: &TiledViewType,
    idx: &[ValueId],
    inbounds: Option<&Attr>,
) -> R {
    let rank = view.tile.len();
    if idx.len() != rank {
        return Err(format!(
            "expected {rank} index operands (based on view type), got {}",
            idx.len()
        ));
    }
    let mut first: Option<&Type> = None;
    for (i, &v) in idx.iter().enumerate() {
        let t = f.ty(v);
        let sparse =
            matches!(view.kind, ViewKind::GatherScatter { sparse_dim } if sparse_dim as usize == i);
        if sparse {
            let ok = matches!(t, Type::Tile(tt) if tt.rank() == 1 && tt.shape[0] == view.tile[i] && tt.elem.num().is_some_and(|e| e.is_any_int()));
            if !ok {
                return Err(format!("index {i} of a gather_scatter_view must be a 1-D integer tile of length {}, got '{t}'", view.tile[i]));
            }
            continue;
        }
        if t.tile().is_none_or(|tt| tt.rank() != 0) {
            return Err(format!(
                "expected index type to be a scalar tile, got '{t}'"
            ));
        }
        match first {
            None => first = Some(t),
            Some(ft) if ft != t => {
                return Err(format!(
                "expected index type {i} to be the same as other index types ('{ft}'), got '{t}'"
            ))
            }
            _ => {}
        }
    }
    if let Some(Attr::BoolArray(b)) = inbounds {
        if b.len() != rank {
            return Err(format!("expected {rank} inbounds values, got {}", b.len()));
        }
    }
    let _ = op;
    Ok(())
}

fn view_tile_type(view: &TiledViewType) -> TileType {
    TileType::new(view.tile.clone(), Elem::Num(view.tensor_view.elem))
}

fn atomic_mode_types(mode: AtomicMode, e: ElemType) -> R {
    use AtomicMode::*;
    match mode {
        And | Or | Xor | Add | Max | Min | UMax | UMin => {
            if matches!(e, ElemType::I32 | ElemType::I64) {
                Ok(())
            } else {
                Err(format!(
                    "'{}' works only with integers i32 and i64",
                    mode.name()
                ))
            }
        }
        AddF => {
            if e.is_base_float() {
                Ok(())
            } else {
                Err("'addf' works only with floats f16, bf16, f32, and f64".into())
            }
        }
        Xchg => {
            if matches!(
                e,
                ElemType::I32 | ElemType::I64 | ElemType::F32 | ElemType::F64
            ) {
                Ok(())
            } else {
                Err("'xchg' works only with integers or float of 32 or 64 bitwidth".into())
            }
        }
    }
}

/// Pointer tile `p` must point to the element type of tile `v` with the same shape.
fn ptr_matches(p: &TileType, v: &TileType) -> bool {
    match &p.elem {
        Elem::Ptr(pt) => p.shape == v.shape && Elem::Num(pt.pointee) == v.elem,
        _ => false,
    }
}

/// ftof rounding acceptance (13.5 verifier matrix, §5.3 of the digest).
fn ftof_modes(from: ElemType, to: ElemType) -> &'static [RoundingMode] {
    use ElemType::*;
    use RoundingMode::*;
    const ALL5: &[RoundingMode] = &[NearestEven, Zero, NegativeInf, PositiveInf, NearestAway];
    let rank = |e: ElemType| match e {
        F4E2M1FN => 0,
        F8E4M3FN | F8E5M2 | F8E8M0FNU | FNV8E5M3FNU => 1,
        F16 | BF16 | TF32 => 2,
        F32 => 3,
        _ => 4,
    };
    match to {
        F8E4M3FN | F8E5M2 | F4E2M1FN | FNV8E5M3FNU => &[NearestEven],
        F8E8M0FNU => &[Zero, PositiveInf],
        _ => {
            let widening = match (from, to) {
                (F16 | BF16, F32 | F64 | TF32) => true,
                (F32, F64) => true,
                (TF32, F32 | F64) => true,
                (F8E4M3FN | F8E5M2 | F4E2M1FN, _) => true,
                (F8E8M0FNU, F64) => true,
                _ => false,
            };
            if widening {
                ALL5
            } else if from == F64 && to == F32 {
                &[NearestEven, Zero, NegativeInf, PositiveInf]
            } else if from == F32 && to == TF32 {
                &[NearestEven, Zero, NearestAway]
            } else if rank(from) >= rank(to) || from == F8E8M0FNU {
                &[NearestEven, Zero]
            } else {
                &[NearestEven, Zero]
            }
        }
    }
}

pub(crate) fn verify_op<'a>(v: &mut Verifier, ctx: &Ctx<'a>, op: &'a Op) {
    if let Err(e) = check(v, ctx, op) {
        return v.error(op.span, e);
    }
    if let Some(Attr::Hints(h)) = op.attr("optimization_hints") {
        if let Err(e) = check_mem_hints(h, op.def().name.contains("view")) {
            v.hint_problem(op.span, e);
        }
    }
}

fn ftz_f32(op: &Op, f: &Func, name: &str) -> R {
    if op.has_unit("flush_to_zero") {
        let e = f
            .ty(op.results.first().copied().unwrap_or(op.operands[0]))
            .elem_num();
        if e != Some(ElemType::F32) {
            return Err(format!("'{name}' op flush_to_zero modifier only supported for f32 data type, but got: '{}'", e.map(|e| e.name()).unwrap_or("?")));
        }
    }
    Ok(())
}

fn approx_f32(op: &Op, f: &Func, name: &str, mode: RoundingMode) -> R {
    if matches!(mode, RoundingMode::Approx | RoundingMode::Full) {
        let e = f.ty(op.operands[0]).elem_num();
        if e != Some(ElemType::F32) {
            return Err(format!(
                "'{name}' op {} modifier only supported for f32 data type, but got: '{}'",
                mode.name(),
                e.map(|e| e.name()).unwrap_or("?")
            ));
        }
    }
    Ok(())
}

fn check(v: &Verifier, ctx: &Ctx, op: &Op) -> R {
    let f = ctx.func;
    let name = op.name();
    let rnd = |n: &str| {
        op.enum_attr::<RoundingMode>(n)
            .unwrap_or(RoundingMode::NearestEven)
    };
    let t = |i: usize| tile(f, op.operands[i]);
    let rt = |i: usize| tile(f, op.results[i]);
    match name {
        "addf" | "subf" | "mulf" | "fma" => {
            ieee_modes(rnd("rounding_mode"), &[], name)?;
            ftz_f32(op, f, name)
        }
        "divf" => {
            let m = rnd("rounding_mode");
            ieee_modes(m, &[RoundingMode::Approx, RoundingMode::Full], name)?;
            approx_f32(op, f, name, m)?;
            ftz_f32(op, f, name)
        }
        "sqrt" => {
            let m = rnd("rounding_mode");
            ieee_modes(m, &[RoundingMode::Approx], name)?;
            approx_f32(op, f, name, m)?;
            ftz_f32(op, f, name)
        }
        "exp" | "tanh" => {
            let m = op
                .enum_attr::<RoundingMode>("rounding_mode")
                .unwrap_or(RoundingMode::Full);
            if !matches!(m, RoundingMode::Approx | RoundingMode::Full) {
                return Err(format!(
                    "'{name}' op invalid rounding mode specified, expect one of [approx, full]"
                ));
            }
            approx_f32(
                op,
                f,
                name,
                if m == RoundingMode::Approx {
                    m
                } else {
                    RoundingMode::NearestEven
                },
            )
        }
        "exp2" | "rsqrt" | "maxf" | "minf" => ftz_f32(op, f, name),
        "divi" => {
            let m = op
                .enum_attr::<RoundingMode>("rounding")
                .unwrap_or(RoundingMode::Zero);
            if !matches!(
                m,
                RoundingMode::Zero | RoundingMode::PositiveInf | RoundingMode::NegativeInf
            ) {
                return Err(format!("'divi' op invalid rounding mode '{}'; expect one of [zero, positive_inf, negative_inf]", m.name()));
            }
            if m == RoundingMode::NegativeInf
                && op.enum_attr::<Signedness>("signedness") == Some(Signedness::Unsigned)
            {
                return Err(
                    "rounding mode 'negative_inf' is not allowed with 'unsigned' flag".into(),
                );
            }
            Ok(())
        }
        "negi" => {
            if op.enum_attr::<Overflow>("overflow") == Some(Overflow::NoUnsignedWrap) {
                return Err(
                    "'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported".into(),
                );
            }
            Ok(())
        }
        "cmpf" | "cmpi" => {
            if rt(0).shape != t(0).shape {
                return Err(format!("'cuda_tile.{name}' op failed to verify that Result type has i1 element type and same shape as operands"));
            }
            Ok(())
        }
        "select" => {
            if t(0).shape != t(1).shape {
                return Err(
                    "'cuda_tile.select' op requires the same shape for all operands and results"
                        .into(),
                );
            }
            if t(1).elem == Elem::Num(ElemType::F4E2M1FN) {
                return Err("cannot operate on sub-byte type f4E2M1FN".into());
            }
            Ok(())
        }
        "exti" | "trunci" => {
            let (a, b) = (t(0), rt(0));
            if a.shape != b.shape {
                return Err(format!(
                    "'cuda_tile.{name}' op requires the same shape for all operands and results"
                ));
            }
            let (wa, wb) = (
                a.elem.num().unwrap().bit_width(),
                b.elem.num().unwrap().bit_width(),
            );
            if name == "exti" && wb <= wa {
                return Err("extending to smaller or identical integer".into());
            }
            if name == "trunci" && wb >= wa {
                return Err("truncating to larger or identical integer".into());
            }
            Ok(())
        }
        "itof" | "ftoi" | "ftof" | "int_to_ptr" | "ptr_to_int" | "ptr_to_ptr" => {
            if t(0).shape != rt(0).shape {
                return Err(format!(
                    "'cuda_tile.{name}' op requires the same shape for all operands and results"
                ));
            }
            let m = rnd("rounding_mode");
            match name {
                "itof" => {
                    if m != RoundingMode::NearestEven {
                        return Err("'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported".into());
                    }
                    if elem_of(rt(0)) == Some(ElemType::F8E8M0FNU) {
                        return Err("'cuda_tile.itof' op integer to f8E8M0FNU conversion is not supported, please first convert to another float type".into());
                    }
                }
                "ftoi" => {
                    let m = op
                        .enum_attr::<RoundingMode>("rounding_mode")
                        .unwrap_or(RoundingMode::NearestIntToZero);
                    if m != RoundingMode::NearestIntToZero {
                        return Err("'cuda_tile.ftoi' op invalid rounding mode specified. Only 'nearest_int_to_zero' is supported".into());
                    }
                }
                "ftof" => {
                    let (a, b) = (elem_of(t(0)).unwrap(), elem_of(rt(0)).unwrap());
                    if a == b {
                        return Err("converting tiles must not be a no-op".into());
                    }
                    // Up to 13.3 the verifier took nearest_even only (zero/positive_inf into e8m0).
                    let legacy = v
                        .opts
                        .target
                        .is_some_and(|t| t <= crate::version::Version::V13_3);
                    if legacy {
                        if b == ElemType::F8E8M0FNU {
                            if !matches!(m, RoundingMode::Zero | RoundingMode::PositiveInf) {
                                return Err("'cuda_tile.ftof' op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported".into());
                            }
                        } else if m != RoundingMode::NearestEven {
                            return Err("'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported".into());
                        }
                        return Ok(());
                    }
                    let allowed = ftof_modes(a, b);
                    if !allowed.contains(&m) {
                        let n: Vec<&str> = allowed.iter().map(|m| m.name()).collect();
                        return Err(format!("'cuda_tile.ftof' op rounding mode '{}' is not supported for {a} -> {b}; expect one of [{}]", m.name(), n.join(", ")));
                    }
                }
                _ => {}
            }
            Ok(())
        }
        "bitcast" => {
            let (a, b) = (t(0), rt(0));
            if a.shape != b.shape {
                return Err(
                    "'cuda_tile.bitcast' op requires the same shape for all operands and results"
                        .into(),
                );
            }
            let (ea, eb) = (elem_of(a).unwrap(), elem_of(b).unwrap());
            if ea.bit_width() != eb.bit_width() {
                return Err("'cuda_tile.bitcast' op types must be equal width".into());
            }
            Ok(())
        }
        "offset" => {
            if t(0).shape != t(1).shape || f.ty(op.results[0]) != f.ty(op.operands[0]) {
                return Err(
                    "'cuda_tile.offset' op requires the same shape for all operands and results"
                        .into(),
                );
            }
            Ok(())
        }
        "broadcast" => {
            let (a, b) = (t(0), rt(0));
            if a.elem != b.elem {
                return Err("source and result element type do not match".into());
            }
            if a.rank() != b.rank() {
                return Err(format!("expects result type to be {}-d tile", a.rank()));
            }
            for (i, (x, y)) in a.shape.iter().zip(&b.shape).enumerate() {
                if x != y && *x != 1 {
                    return Err(format!(
                        "result shape invalid at index {i}, expected: {x}, but got: {y}"
                    ));
                }
            }
            Ok(())
        }
        "reshape" => {
            let (a, b) = (t(0), rt(0));
            if a.elem != b.elem {
                return Err("'cuda_tile.reshape' op requires the same element type for all operands and results".into());
            }
            if a.num_elements() != b.num_elements() {
                return Err(
                    "expected source tile and result tile to have the same number of elements"
                        .into(),
                );
            }
            Ok(())
        }
        "permute" => {
            let Some(Attr::I32Array(p)) = op.attr("permutation") else {
                return Err("missing permutation".into());
            };
            let (a, b) = (t(0), rt(0));
            if a.elem != b.elem {
                return Err("'cuda_tile.permute' op requires the same element type for all operands and results".into());
            }
            if a.rank() < 2 {
                return Err(format!("expects at least rank 2, but got: {}", a.rank()));
            }
            if p.len() != a.rank() {
                return Err(format!(
                    "expect permutation size ({}) to equal the rank of the source ({})",
                    p.len(),
                    a.rank()
                ));
            }
            let mut seen = vec![false; p.len()];
            for (i, &x) in p.iter().enumerate() {
                if x < 0 || x as usize >= p.len() {
                    return Err(format!(
                        "permutation element at index {i} ({x}) is out of bound [0, {})",
                        p.len()
                    ));
                }
                if seen[x as usize] {
                    return Err("expect permutation elements to be unique".into());
                }
                seen[x as usize] = true;
            }
            let want: Vec<i64> = p.iter().map(|&x| a.shape[x as usize]).collect();
            if b.shape != want {
                return Err(format!(
                    "expected result shape [{}], got [{}]",
                    shape_str(&want),
                    shape_str(&b.shape)
                ));
            }
            Ok(())
        }
        "cat" => {
            let (a, b, r) = (t(0), t(1), rt(0));
            let d = op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0);
            if a.elem != b.elem || a.elem != r.elem {
                return Err("'cuda_tile.cat' op requires the same element type for all operands and results".into());
            }
            if a.rank() != b.rank() || a.rank() != r.rank() {
                return Err(
                    "'cuda_tile.cat' op requires operands and result of the same rank".into(),
                );
            }
            if d < 0 || d as usize >= a.rank() {
                return Err(format!("expect dim to be [0, {}), but got: {d}", a.rank()));
            }
            for i in 0..a.rank() {
                if i == d as usize {
                    if a.shape[i] + b.shape[i] != r.shape[i] {
                        return Err(format!(
                            "expect result shape at concat position {i} to be {}, but got {}",
                            a.shape[i] + b.shape[i],
                            r.shape[i]
                        ));
                    }
                } else if a.shape[i] != r.shape[i] || b.shape[i] != r.shape[i] {
                    return Err(format!("expect lhs and result shapes to match at non-concat position {i}, expected: {} but got: {}", a.shape[i], r.shape[i]));
                }
            }
            Ok(())
        }
        "extract" | "insert" => {
            let (src, big) = if name == "extract" {
                (rt(0), t(0))
            } else {
                (t(0), t(1))
            };
            let idx = op.group("indices");
            if big.elem != src.elem {
                return Err(format!("'cuda_tile.{name}' op requires the same element type for all operands and results"));
            }
            if big.rank() != src.rank() {
                return Err(format!(
                    "'cuda_tile.{name}' op requires source and result of the same rank"
                ));
            }
            if idx.len() != big.rank() {
                return Err(format!(
                    "expected {} indices, but got {}",
                    big.rank(),
                    idx.len()
                ));
            }
            for i in 0..big.rank() {
                if src.shape[i] > big.shape[i] || big.shape[i] % src.shape[i] != 0 {
                    return Err(format!(
                        "source dimension {i} size ({}) must be evenly divisible by result dimension {i} size ({})",
                        big.shape[i], src.shape[i]
                    ));
                }
            }
            Ok(())
        }
        "iota" => {
            let r = rt(0);
            if r.rank() != 1 {
                return Err(format!(
                    "'cuda_tile.iota' op result #0 must be 1D tile of integer values, but got '{}'",
                    f.ty(op.results[0])
                ));
            }
            let w = elem_of(r).unwrap().bit_width();
            if w < 64 && r.shape[0] as u64 > (1u64 << w) {
                return Err(format!(
                    "the number of elements {} exceeds the maximum value of element type '{}'",
                    r.shape[0],
                    elem_of(r).unwrap()
                ));
            }
            Ok(())
        }
        "constant" => {
            let r = rt(0);
            if elem_of(r) == Some(ElemType::I4) {
                return Err("i4 constants are not supported".into());
            }
            // The generic form writes the literal's type and the result type separately.
            if let Some(Attr::Dense(d)) = op.attr("value") {
                if Elem::Num(d.elem) != r.elem || d.shape != r.shape {
                    return Err(format!(
                        "'cuda_tile.constant' op failed to verify that all of {{value, result}} have same type: '{}' vs '{}'",
                        Type::tile_of(d.shape.clone(), d.elem),
                        f.ty(op.results[0])
                    ));
                }
            }
            Ok(())
        }
        "join_tokens" => {
            if op.operands.len() < 2 {
                return Err("expect two or more tokens".into());
            }
            Ok(())
        }
        "assume" => check_assume(f, op),
        "get_global" => {
            let Some(Attr::Symbol(s)) = op.attr("name") else {
                return Err("missing symbol".into());
            };
            let Some(g) = v.m.global(s) else {
                return Err(format!("'{s}' does not reference a valid global"));
            };
            let want = g.ty.elem_num();
            let got = match &rt(0).elem {
                Elem::Ptr(p) => Some(p.pointee),
                _ => None,
            };
            if want != got {
                return Err(format!(
                    "pointee type of result type '{}' does not match type '{}' of the global @{s}",
                    f.ty(op.results[0]),
                    want.map(|e| e.name()).unwrap_or("?")
                ));
            }
            Ok(())
        }
        "alloca" => {
            let a = op.attr("alignment").and_then(|a| a.as_int()).unwrap_or(0);
            let n = op.attr("num_elem").and_then(|a| a.as_int()).unwrap_or(0);
            let pe = match &rt(0).elem {
                Elem::Ptr(p) => p.pointee,
                _ => return Ok(()),
            };
            if n < 0 {
                return Err("'num_elem' must be non-negative".into());
            }
            if a <= 0 || !(a as u64).is_power_of_two() || (a as u64) < pe.storage_bytes() {
                return Err(format!("'alignment' ({a}) must be a power of two of at least the natural size ({} bytes) for element type '{pe}'", pe.storage_bytes()));
            }
            Ok(())
        }
        "print_tko" => {
            let Some(Attr::Str(s)) = op.attr("str") else {
                return Ok(());
            };
            let n = count_conversions(s)?;
            if n != op.group("args").len() {
                return Err(format!(
                    "expected {n} arguments for the format string, got {}",
                    op.group("args").len()
                ));
            }
            Ok(())
        }
        "make_tensor_view" => {
            let Type::TensorView(tv) = f.ty(op.results[0]) else {
                return Ok(());
            };
            let base = t(0);
            if let Elem::Ptr(p) = &base.elem {
                if p.pointee != tv.elem {
                    return Err(format!(
                        "expected pointer to '{}' to build tensor_view of this type, got '{}'",
                        tv.elem, p.pointee
                    ));
                }
            }
            let dyn_shape = tv.shape.iter().filter(|d| **d == Dim::Dynamic).count();
            let dyn_strides = tv.strides.iter().filter(|d| **d == Dim::Dynamic).count();
            if op.group("dynamicShape").len() != dyn_shape {
                return Err(format!(
                    "expected {dyn_shape} dynamic shape operands, got {}",
                    op.group("dynamicShape").len()
                ));
            }
            if op.group("dynamicStrides").len() != dyn_strides {
                return Err(format!(
                    "expected {dyn_strides} dynamic stride operands, got {}",
                    op.group("dynamicStrides").len()
                ));
            }
            let all: Vec<&Type> = op
                .group("dynamicShape")
                .iter()
                .chain(op.group("dynamicStrides"))
                .map(|x| f.ty(*x))
                .collect();
            if all.windows(2).any(|w| w[0] != w[1]) {
                return Err("all dynamic shape and stride operands must have the same type".into());
            }
            Ok(())
        }
        "make_partition_view" | "make_strided_view" | "make_gather_scatter_view" => {
            let Type::View(vt) = f.ty(op.results[0]) else {
                return Ok(());
            };
            if f.ty(op.operands[0]) != &Type::TensorView(vt.tensor_view.clone()) {
                return Err(format!(
                    "expected operand type '{}' to match the view's tensor_view '{}'",
                    f.ty(op.operands[0]),
                    Type::TensorView(vt.tensor_view.clone())
                ));
            }
            Ok(())
        }
        "get_index_space_shape" => {
            let Type::View(vt) = f.ty(op.operands[0]) else {
                return Ok(());
            };
            if op.results.len() != vt.tile.len() {
                return Err(format!(
                    "'cuda_tile.get_index_space_shape' op expected {} results due to view index space rank, but got {}",
                    vt.tile.len(),
                    op.results.len()
                ));
            }
            same_result_types(f, op)
        }
        "get_tensor_shape" => {
            let Type::TensorView(tv) = f.ty(op.operands[0]) else {
                return Ok(());
            };
            if op.results.len() != tv.shape.len() {
                return Err(format!(
                    "expected {} results due to tensor rank, but got {}",
                    tv.shape.len(),
                    op.results.len()
                ));
            }
            same_result_types(f, op)
        }
        "load_view_tko" | "store_view_tko" | "atomic_red_view_tko" => {
            let Type::View(vt) = f.ty(op.opt("view").unwrap()) else {
                return Ok(());
            };
            view_indices(f, op, vt, op.group("index"), op.attr("inbounds"))?;
            let want = view_tile_type(vt);
            let tile_v = match name {
                "load_view_tko" => op.results[0],
                "store_view_tko" => op.opt("tile").unwrap(),
                _ => op.opt("value").unwrap(),
            };
            let got = tile(f, tile_v);
            if name == "atomic_red_view_tko" {
                check_ordering(op, &[MemOrdering::Relaxed])?;
                if op.enum_attr::<MemScope>("memory_scope") == Some(MemScope::Sys) {
                    return Err("atomic_red_view_tko supports only tl_blk and device scopes".into());
                }
                if vt.padding.is_some() {
                    return Err(
                        "views with padding_value are not supported for atomic reductions".into(),
                    );
                }
                if matches!(vt.kind, ViewKind::GatherScatter { .. }) {
                    return Err("gather_scatter_view is not supported for atomic reductions".into());
                }
                let mode = op
                    .enum_attr::<AtomicMode>("mode")
                    .unwrap_or(AtomicMode::Add);
                if mode == AtomicMode::Xchg {
                    return Err("atomic_red_view_tko op cannot use xchg operation".into());
                }
                if got.elem != want.elem {
                    return Err(format!(
                        "view element type ('{}') must match value element type ('{}')",
                        vt.tensor_view.elem,
                        elem_of(got).map(|e| e.name()).unwrap_or("ptr")
                    ));
                }
                if got.shape != want.shape {
                    return Err(format!(
                        "view tile shape {} must match value shape {} for element-wise atomic operations",
                        shape_str(&want.shape),
                        shape_str(&got.shape)
                    ));
                }
                return atomic_mode_types(mode, vt.tensor_view.elem);
            }
            if *got != want {
                return Err(format!(
                    "expected tile type to be '{}' (based on view type), got '{}'",
                    Type::Tile(want),
                    Type::Tile(got.clone())
                ));
            }
            if name == "load_view_tko" {
                check_ordering(
                    op,
                    &[
                        MemOrdering::Weak,
                        MemOrdering::Relaxed,
                        MemOrdering::Acquire,
                    ],
                )?;
            } else {
                check_ordering(
                    op,
                    &[
                        MemOrdering::Weak,
                        MemOrdering::Relaxed,
                        MemOrdering::Release,
                    ],
                )?;
            }

            Ok(())
        }
        "load_ptr_tko" => {
            let (p, r) = (t(0), rt(0));
            if !ptr_matches(p, r) {
                return Err("`source` type is expected a pointer type of `result` type".into());
            }
            if let Some(m) = op.opt("mask") {
                if tile(f, m).shape != p.shape {
                    return Err("shape of 'mask' must match the shape of 'source'".into());
                }
            }
            // A padding value without a mask is accepted (cuTile writes one for unchecked
            // gathers, NVIDIA's verifier takes it): every lane is loaded, the padding unused.
            if let Some(pad) = op.opt("paddingValue") {
                if tile(f, pad) != r {
                    return Err("type of 'paddingValue' must match the type of 'result'".into());
                }
            }
            check_ordering(
                op,
                &[
                    MemOrdering::Weak,
                    MemOrdering::Relaxed,
                    MemOrdering::Acquire,
                ],
            )?;

            Ok(())
        }
        "store_ptr_tko" => {
            let (p, val) = (t(0), t(1));
            if !ptr_matches(p, val) {
                return Err("'cuda_tile.store_ptr_tko' op failed to verify that `destination` type is expected a pointer type of `value` type".into());
            }
            if let Some(m) = op.opt("mask") {
                if tile(f, m).shape != p.shape {
                    return Err("'cuda_tile.store_ptr_tko' op failed to verify that shape of 'destination' must match the shape of 'mask'".into());
                }
            }
            check_ordering(
                op,
                &[
                    MemOrdering::Weak,
                    MemOrdering::Relaxed,
                    MemOrdering::Release,
                ],
            )?;

            Ok(())
        }
        "atomic_rmw_tko" | "atomic_cas_tko" => {
            let p = t(0);
            let val = tile(f, op.operands[1]);
            if !ptr_matches(p, val) {
                return Err(format!("'cuda_tile.{name}' op pointer type must point to the value element type with the same shape"));
            }
            if let Some(m) = op.opt("mask") {
                if tile(f, m).shape != p.shape {
                    return Err("shape of 'mask' must match the shape of 'pointers'".into());
                }
            }
            check_ordering(
                op,
                &[
                    MemOrdering::Relaxed,
                    MemOrdering::Acquire,
                    MemOrdering::Release,
                    MemOrdering::AcqRel,
                ],
            )?;
            if let Elem::Ptr(pt) = &p.elem {
                if pt.attr == Some(PtrAttr::Multicast) {
                    return Err("atomics cannot use multicast pointers".into());
                }
            }
            let e = elem_of(val).unwrap();
            if name == "atomic_rmw_tko" {
                let mode = op
                    .enum_attr::<AtomicMode>("mode")
                    .unwrap_or(AtomicMode::Add);
                // bf16 joined addf in 13.3 (digest §1).
                if let Some(t) = v
                    .opts
                    .target
                    .filter(|t| *t < crate::version::Version::V13_3)
                {
                    if mode == AtomicMode::AddF && e == ElemType::BF16 {
                        return Err(format!("'addf' on bf16 requires dialect version 13.3, but the target version is {t}"));
                    }
                }
                atomic_mode_types(mode, e)
            } else if !matches!(
                e,
                ElemType::I32 | ElemType::I64 | ElemType::F32 | ElemType::F64
            ) {
                Err("expect only float or integer types with 32 or 64 bit".into())
            } else {
                Ok(())
            }
        }
        "mmaf" => check_mmaf(f, op),
        "mmai" => check_mmai(f, op),
        "mmaf_scaled" => check_mmaf_scaled(f, op),
        "pack" | "unpack" => {
            let (a, b) = (t(0), rt(0));
            if a.rank() != 1 || b.rank() != 1 {
                return Err(format!(
                    "'cuda_tile.{name}' op expects source and result to be rank-1 tiles"
                ));
            }
            // The catalogue admits any tile on the non-byte side; pointers have no bit layout.
            let (Some(ea), Some(eb)) = (elem_of(a), elem_of(b)) else {
                let which = if name == "pack" {
                    "operand #0"
                } else {
                    "result #0"
                };
                return Err(format!(
                    "'cuda_tile.{name}' op {which} must be a tile of numbers, not of pointers"
                ));
            };
            let other = if name == "pack" { ea } else { eb };
            if other.bit_width() == 8 {
                return Err(format!("'cuda_tile.{name}' op expects source and result to have different element type widths"));
            }
            let bits = |t: &TileType, e: ElemType| {
                t.shape[0] as u64
                    * if e == ElemType::TF32 {
                        32
                    } else {
                        e.bit_width() as u64
                    }
            };
            if bits(a, ea) != bits(b, eb) {
                return Err(format!(
                    "'cuda_tile.{name}' op expects source and result to have the same size in bytes, but got source tile size {} bytes and result tile size {} bytes",
                    bits(a, ea) / 8,
                    bits(b, eb) / 8
                ));
            }
            Ok(())
        }
        "multimem_load_reduce_view_tko"
        | "multimem_reduce_view_tko"
        | "multimem_store_view_tko" => check_multimem(f, op),
        "fpowi" => {
            if t(0).shape != t(1).shape {
                return Err("'cuda_tile.fpowi' op requires the same shape for all operands".into());
            }
            if elem_of(t(1)) == Some(ElemType::I64) {
                return Err("'cuda_tile.fpowi' op exponent must be i1, i8, i16 or i32".into());
            }
            Ok(())
        }
        "break" | "continue" | "yield" | "return" => check_terminator_parent(ctx, op),
        _ => Ok(()),
    }
}

/// The 13.5 multimem ops (digest §4.10): a partition_view over a tensor_view of multicast
/// pointers, indexed like `load_view_tko`, moving tiles of the view's tile type; floating-point
/// reductions into memory only add.
fn check_multimem(f: &Func, op: &Op) -> R {
    let name = op.name();
    let Type::View(vt) = f.ty(op.opt("view").unwrap()) else {
        return Ok(());
    };
    if vt.kind != ViewKind::Partition {
        return Err(format!(
            "'cuda_tile.{name}' op expects a partition_view, got '{}'",
            f.ty(op.opt("view").unwrap())
        ));
    }
    if vt.tensor_view.ptr_attr != Some(PtrAttr::Multicast) {
        return Err(format!("'cuda_tile.{name}' op expects a view of multicast memory (#cuda_tile.ptr_attr<multicast>)"));
    }
    view_indices(f, op, vt, op.group("index"), op.attr("inbounds"))?;
    let want = view_tile_type(vt);
    let got = match name {
        "multimem_load_reduce_view_tko" => tile(f, op.results[0]),
        _ => tile(f, op.opt("tile").unwrap()),
    };
    if *got != want {
        return Err(format!(
            "expected tile type to be '{}' (based on view type), got '{}'",
            Type::Tile(want),
            Type::Tile(got.clone())
        ));
    }
    check_ordering(
        op,
        &[
            MemOrdering::Weak,
            MemOrdering::Relaxed,
            MemOrdering::Acquire,
            MemOrdering::Release,
            MemOrdering::AcqRel,
        ],
    )?;
    if name == "multimem_reduce_view_tko" && vt.tensor_view.elem.is_float() {
        let r = op
            .enum_attr::<MultimemReduction>("reduction")
            .unwrap_or(MultimemReduction::Add);
        if r != MultimemReduction::Add {
            return Err(format!("'cuda_tile.{name}' op reduction '{}' is not supported for floating-point elements; only 'add' is", r.name()));
        }
    }
    Ok(())
}

fn same_result_types(f: &Func, op: &Op) -> R {
    let tys: Vec<&Type> = op.results.iter().map(|r| f.ty(*r)).collect();
    if tys.windows(2).any(|w| w[0] != w[1]) {
        return Err("all results must have the same type".into());
    }
    Ok(())
}

fn count_conversions(s: &str) -> Result<usize, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut n = 0;
    while i < b.len() {
        if b[i] == b'%' {
            i += 1;
            if i < b.len() && b[i] == b'%' {
                i += 1;
                continue;
            }
            // Flags, width, precision and length modifiers up to the conversion character.
            while i < b.len() && !b"diuoxXeEfFgGaAcsSpn".contains(&b[i]) {
                if !b"-+ #0123456789.*hlLqjzt".contains(&b[i]) {
                    return Err(format!(
                        "invalid conversion specifier in format string: '{}'",
                        b[i] as char
                    ));
                }
                i += 1;
            }
            if i >= b.len() {
                return Err("unterminated conversion specifier in format string".into());
            }
            n += 1;
        }
        i += 1;
    }
    Ok(n)
}

fn check_assume(f: &Func, op: &Op) -> R {
    let Some(Attr::Assume(p)) = op.attr("predicate") else {
        return Ok(());
    };
    let ty = f.ty(op.operands[0]);
    let int_or_ptr_tile = ty
        .tile()
        .is_some_and(|t| t.elem.is_ptr() || t.elem.num().is_some_and(|e| e.is_any_int()));
    match p {
        AssumePred::DivBy {
            divisor,
            every_along,
        } => {
            if !(int_or_ptr_tile || matches!(ty, Type::TensorView(_))) {
                return Err("'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values".into());
            }
            if !divisor.is_power_of_two() {
                return Err("'cuda_tile.div_by' divisor must be a power of 2".into());
            }
            if *divisor > 1u64 << 62 {
                return Err("'cuda_tile.div_by' divisor is too large".into());
            }
            if let Some((every, along)) = every_along {
                let Type::Tile(t) = ty else {
                    return Err("'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view".into());
                };
                if t.rank() == 0 {
                    return Err("'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile".into());
                }
                if *along < 0 || *along as usize >= t.rank() {
                    return Err(format!(
                        "'cuda_tile.div_by' every_dim ({along}) must be >= 0 and < tile rank ({})",
                        t.rank()
                    ));
                }
                if *every < 0 || *every > t.shape[*along as usize] {
                    return Err(format!(
                        "expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension ({})",
                        t.shape[*along as usize]
                    ));
                }
            }
            Ok(())
        }
        AssumePred::SameElements(v) => {
            if !int_or_ptr_tile {
                return Err(
                    "'cuda_tile.same_elements' is valid only for tile of integer/pointer values"
                        .into(),
                );
            }
            let t = ty.tile().unwrap();
            if v.len() != t.rank() {
                return Err(format!(
                    "'cuda_tile.same_elements' expects {} values, got {}",
                    t.rank(),
                    v.len()
                ));
            }
            for (i, (&c, &d)) in v.iter().zip(&t.shape).enumerate() {
                if c < 0 || c > d {
                    return Err(format!("expected 'cuda_tile.same_elements' value {i} to be within 0 and the size of the respective dimension ({d})"));
                }
            }
            Ok(())
        }
        AssumePred::Bounded { lb, ub } => {
            let Some(e) = ty.elem_num().filter(|e| e.is_any_int()) else {
                return Err("'cuda_tile.bounded' is valid only for tile of integer values".into());
            };
            let w = e.bit_width();
            let (lo, hi) = if w == 1 {
                (-1i128, 0i128)
            } else {
                (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
            };
            if let Some(l) = lb {
                if (*l as i128) < lo || (*l as i128) > hi {
                    return Err(format!(
                        "'cuda_tile.bounded' expects lower bound to be within [{lo}, {hi}]"
                    ));
                }
            }
            if let Some(u) = ub {
                if (*u as i128) < lo || (*u as i128) > hi {
                    return Err(format!(
                        "'cuda_tile.bounded' expects upper bound to be within [{lo}, {hi}]"
                    ));
                }
            }
            if let (Some(l), Some(u)) = (lb, ub) {
                if l > u {
                    return Err("'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound".into());
                }
            }
            Ok(())
        }
    }
}

fn mma_shapes(a: &TileType, b: &TileType, c: &TileType) -> R {
    let r = a.rank();
    if !(r == 2 || r == 3) || b.rank() != r || c.rank() != r {
        return Err("mma operands must all be rank 2, or rank 3 for batched mma".into());
    }
    let pair = |x: &str, i: usize, xs: &[i64], y: &str, j: usize, ys: &[i64]| {
        format!(
            "shape error: dim {i} of {x} ({}) and dim {j} of {y} ({}) must match, but got {x} shape ({}) and {y} shape ({})",
            xs[i],
            ys[j],
            shape_str(xs),
            shape_str(ys)
        )
    };
    // The batch dimension first (lhs against rhs, then against acc), as the reference verifier
    // does; the message names the two operands that disagree.
    if r == 3 {
        if a.shape[0] != b.shape[0] {
            return Err(pair("lhs", 0, &a.shape, "rhs", 0, &b.shape));
        }
        if a.shape[0] != c.shape[0] {
            return Err(pair("lhs", 0, &a.shape, "acc", 0, &c.shape));
        }
    }
    let (row, col) = (r - 2, r - 1);
    if a.shape[col] != b.shape[row] {
        return Err(pair("lhs", col, &a.shape, "rhs", row, &b.shape));
    }
    if a.shape[row] != c.shape[row] {
        return Err(pair("lhs", row, &a.shape, "acc", row, &c.shape));
    }
    if b.shape[col] != c.shape[col] {
        return Err(pair("rhs", col, &b.shape, "acc", col, &c.shape));
    }
    Ok(())
}

fn check_mmaf(f: &Func, op: &Op) -> R {
    use ElemType::*;
    let (a, b, c) = (
        tile(f, op.operands[0]),
        tile(f, op.operands[1]),
        tile(f, op.operands[2]),
    );
    let (ea, eb, ec) = (
        elem_of(a).unwrap_or(I1),
        elem_of(b).unwrap_or(I1),
        elem_of(c).unwrap_or(I1),
    );
    let operand_ok = |e: ElemType| matches!(e, F16 | BF16 | F32 | F64 | TF32 | F8E4M3FN | F8E5M2);
    for (i, e, t) in [(0, ea, a), (1, eb, b)] {
        if !operand_ok(e) {
            return Err(format!("'cuda_tile.mmaf' op operand #{i} must be mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '{}'", Type::Tile(t.clone())));
        }
    }
    if !matches!(ec, F16 | F32 | F64) {
        return Err(format!("'cuda_tile.mmaf' op operand #2 must be mmaf acc/result tile type of f16 or f32 or f64 values, but got '{}'", Type::Tile(c.clone())));
    }
    if ea != eb {
        return Err(format!(
            "'cuda_tile.mmaf' op lhs and rhs must have the same element type, got {ea} and {eb}"
        ));
    }
    let ok = match ea {
        F8E4M3FN | F8E5M2 | F16 => matches!(ec, F16 | F32),
        BF16 | TF32 | F32 => ec == F32,
        F64 => ec == F64,
        _ => false,
    };
    if !ok {
        return Err(format!("'cuda_tile.mmaf' op unsupported combination of element types: {ea} inputs with {ec} accumulator"));
    }
    mma_shapes(a, b, c)
}

fn check_mmai(f: &Func, op: &Op) -> R {
    let (a, b, c) = (
        tile(f, op.operands[0]),
        tile(f, op.operands[1]),
        tile(f, op.operands[2]),
    );
    for (i, t) in [(0, a), (1, b)] {
        if elem_of(t) != Some(ElemType::I8) {
            return Err(format!("'cuda_tile.mmai' op operand #{i} must be mmai operand tile type of i8 values, but got '{}'", Type::Tile(t.clone())));
        }
    }
    if elem_of(c) != Some(ElemType::I32) {
        return Err(format!(
            "'cuda_tile.mmai' op operand #2 must be tile of i32 values, but got '{}'",
            Type::Tile(c.clone())
        ));
    }
    mma_shapes(a, b, c)
}

fn check_mmaf_scaled(f: &Func, op: &Op) -> R {
    use ElemType::*;
    let ts: Vec<&TileType> = op.operands.iter().map(|v| tile(f, *v)).collect();
    let (a, b, c, ls, rs) = (ts[0], ts[1], ts[2], ts[3], ts[4]);
    let e = |t: &TileType| elem_of(t).unwrap_or(I1);
    for (i, t) in [(0, a), (1, b)] {
        if !matches!(e(t), F8E4M3FN | F8E5M2 | F4E2M1FN) {
            return Err(format!("'cuda_tile.mmaf_scaled' op operand #{i} must be mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values, but got '{}'", Type::Tile(t.clone())));
        }
    }
    if e(c) != F32 {
        return Err(format!("'cuda_tile.mmaf_scaled' op operand #2 must be mmaf_scaled result tile type of f32 values, but got '{}'", Type::Tile(c.clone())));
    }
    for (i, t) in [(3, ls), (4, rs)] {
        if !matches!(e(t), F8E8M0FNU | F8E4M3FN | FNV8E5M3FNU) {
            return Err(format!("'cuda_tile.mmaf_scaled' op operand #{i} must be mmaf_scaled scale tile type of f8E4M3FN or f8E8M0FNU values, but got '{}'", Type::Tile(t.clone())));
        }
    }
    if e(a) != e(b) {
        return Err(
            "'cuda_tile.mmaf_scaled' op lhs and rhs must have the same element type".into(),
        );
    }
    if e(ls) != e(rs) {
        return Err(
            "'cuda_tile.mmaf_scaled' op lhs_scale and rhs_scale must have the same element type"
                .into(),
        );
    }
    if e(ls) == F8E4M3FN && e(a) != F4E2M1FN {
        return Err(format!("'cuda_tile.mmaf_scaled' op unsupported combination of element types. Scale type 'f8E4M3FN' expects lhs and rhs element types to be 'f4E2M1FN', but got '{}'", e(a)));
    }
    mma_shapes(a, b, c)?;
    let r = a.rank();
    let k = a.shape[r - 1];
    if ls.rank() != r || rs.rank() != r {
        return Err("scales must have the rank of the operands".into());
    }
    if ls.shape[r - 2] != a.shape[r - 2] {
        return Err(format!(
            "shape error: dim {} of lhs ({}) and dim {} of lhs_scale ({}) must match",
            r - 2,
            a.shape[r - 2],
            r - 2,
            ls.shape[r - 2]
        ));
    }
    if rs.shape[r - 1] != b.shape[r - 1] {
        return Err(format!(
            "shape error: dim {} of rhs ({}) and dim {} of rhs_scale ({}) must match",
            r - 1,
            b.shape[r - 1],
            r - 1,
            rs.shape[r - 1]
        ));
    }
    if r == 3 {
        for (op_name, o, what, t) in [("lhs", a, "lhs_scale", ls), ("rhs", b, "rhs_scale", rs)] {
            if t.shape[0] != o.shape[0] {
                return Err(format!(
                    "shape error: dim 0 of {op_name} ({}) and dim 0 of {what} ({}) must match",
                    o.shape[0], t.shape[0]
                ));
            }
        }
    }
    let ks = ls.shape[r - 1];
    if rs.shape[r - 2] != ks {
        return Err(format!(
            "shape error: dim {} of lhs_scale ({ks}) and dim {} of rhs_scale ({}) must match, but got lhs_scale shape ({}) and rhs_scale shape ({})",
            r - 1,
            r - 2,
            rs.shape[r - 2],
            shape_str(&ls.shape),
            shape_str(&rs.shape)
        ));
    }
    if ks <= 0 || k % ks != 0 {
        return Err("shape error: the scale dimension must divide K".into());
    }
    let vfac = k / ks;
    let ok = match (e(a), e(ls)) {
        (F8E4M3FN | F8E5M2, F8E8M0FNU) => vfac == 32,
        (F4E2M1FN, F8E8M0FNU) | (F4E2M1FN, FNV8E5M3FNU) => vfac == 16 || vfac == 32,
        (F4E2M1FN, F8E4M3FN) => vfac == 16,
        _ => false,
    };
    if !ok {
        return Err(format!(
            "shape error: {} element type with {} scales does not allow block scale factor {vfac}",
            e(a),
            e(ls)
        ));
    }
    Ok(())
}

fn check_terminator_parent(ctx: &Ctx, op: &Op) -> R {
    let parent = ctx.parents.last().map(|p| p.name());
    // The innermost enclosing op that is not an `if`.
    let loopish = ctx
        .parents
        .iter()
        .rev()
        .map(|p| p.name())
        .find(|n| *n != "if");
    match op.name() {
        "break" => {
            if !matches!(parent, Some("if" | "loop")) || loopish != Some("loop") {
                return Err("'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations".into());
            }
        }
        "continue" => {
            if !matches!(parent, Some("if" | "loop" | "for"))
                || !matches!(loopish, Some("loop" | "for"))
            {
                return Err("'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations".into());
            }
        }
        "yield" => {
            if !matches!(parent, Some("if" | "reduce" | "scan")) {
                return Err("'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if', 'cuda_tile.reduce', 'cuda_tile.scan'".into());
            }
        }
        "return" => {
            if !matches!(parent, None | Some("if")) || loopish.is_some() {
                return Err("'cuda_tile.return' op expects parent op to be one of 'cuda_tile.entry', 'cuda_tile.if'".into());
            }
            let f = ctx.func;
            if f.kind == FuncKind::Entry && !op.operands.is_empty() {
                return Err(format!(
                    "'cuda_tile.return' op has {} operands, but enclosing function (@{}) returns 0",
                    op.operands.len(),
                    f.name
                ));
            }
            if f.kind == FuncKind::TestFunc && parent.is_none() {
                if op.operands.len() != f.results.len() {
                    return Err(format!("'cuda_tile.return' op has {} operands, but enclosing function (@{}) returns {}", op.operands.len(), f.name, f.results.len()));
                }
                for (i, (v, t)) in op.operands.iter().zip(&f.results).enumerate() {
                    if f.ty(*v) != t {
                        return Err(format!("type of return operand {i} ('{}') doesn't match function result type ('{t}') in function @{}", f.ty(*v), f.name));
                    }
                }
            }
        }
        _ => {}
    }
    Ok(())
}

fn terminator(b: &Block) -> Option<&Op> {
    b.ops.last().filter(|o| o.def().has(traits::TERMINATOR))
}

fn types_of(f: &Func, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|v| f.ty(*v).clone()).collect()
}

fn list(ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!("'{t}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Collects the `continue`/`break` ops that belong to a loop body (through nested `if`s).
fn loop_exits<'a>(b: &'a Block, out: &mut Vec<&'a Op>) {
    for op in &b.ops {
        match op.name() {
            "continue" | "break" => out.push(op),
            "if" => {
                for r in &op.regions {
                    if let Some(bb) = r.block() {
                        loop_exits(bb, out);
                    }
                }
            }
            _ => {}
        }
    }
}

pub(crate) fn verify_regions<'a>(v: &mut Verifier, ctx: &Ctx<'a>, op: &'a Op) {
    if let Err((span, e)) = regions(ctx, op) {
        v.error(span.unwrap_or(op.span), e);
    }
}

fn no_views(ts: &[Type], what: &str) -> R {
    for (i, t) in ts.iter().enumerate() {
        match t {
            Type::TensorView(_) => {
                return Err(format!(
                    "{what} {i} is a tensor_view, which is not supported"
                ))
            }
            Type::View(_) => {
                return Err(format!("{what} {i} is a tile view, which is not supported"))
            }
            _ => {}
        }
    }
    Ok(())
}

fn regions(ctx: &Ctx, op: &Op) -> Result<(), (Option<crate::diag::Span>, String)> {
    regions_inner(ctx, op).map_err(|e| match e {
        RegionErr::Op(m) => (None, m),
        RegionErr::At(s, m) => (Some(s), m),
    })
}

enum RegionErr {
    Op(String),
    At(crate::diag::Span, String),
}

impl From<String> for RegionErr {
    fn from(s: String) -> Self {
        RegionErr::Op(s)
    }
}

impl From<&str> for RegionErr {
    fn from(s: &str) -> Self {
        RegionErr::Op(s.to_string())
    }
}

fn regions_inner(ctx: &Ctx, op: &Op) -> Result<(), RegionErr> {
    let f = ctx.func;
    let res = types_of(f, &op.results);
    match op.name() {
        "if" => {
            no_views(&res, "op result type")?;
            let then = op.regions[0]
                .block()
                .ok_or("'cuda_tile.if' op requires a then region")?;
            let els = op.regions[1].block();
            if !res.is_empty() && els.is_none() {
                return Err(
                    "'cuda_tile.if' op has non-empty return type, must define else branch".into(),
                );
            }
            for (branch, b) in [("then", Some(then)), ("else", els)] {
                let Some(b) = b else { continue };
                let Some(t) = terminator(b) else { continue };
                if t.name() != "yield" {
                    continue;
                }
                let yt = types_of(f, &t.operands);
                if res.is_empty() && !yt.is_empty() {
                    return Err(RegionErr::Op(format!(
                        "'cuda_tile.if' op does not return a value, but {branch} branch yields {}",
                        list(&yt)
                    )));
                }
                if !res.is_empty() && yt.is_empty() {
                    return Err(RegionErr::Op(format!("'cuda_tile.if' op has return type of {} but {branch} branch does not yield anything", list(&res))));
                }
                if yt != res {
                    return Err(RegionErr::Op(format!("'cuda_tile.if' op type does not match yield type, {branch} branch yields {} but op result type is {}", list(&yt), list(&res))));
                }
            }
            Ok(())
        }
        "for" => {
            let b = op.regions[0].block().ok_or("'for' needs a body")?;
            let inits = types_of(f, op.group("initValues"));
            no_views(&inits, "op loop-carried value")?;
            if b.args.len() != inits.len() + 1 {
                return Err(RegionErr::Op(format!("mismatch in number of region iterator values and loop iterator inits: {} vs {}", b.args.len().saturating_sub(1), inits.len())));
            }
            if f.ty(b.args[0]) != f.ty(op.group("lowerBound")[0]) {
                return Err(
                    "expected induction variable to be same type as bounds and step".into(),
                );
            }
            for (i, (a, t)) in b.args[1..].iter().zip(&inits).enumerate() {
                if f.ty(*a) != t {
                    return Err(RegionErr::Op(format!("init value {i} and region iter_value {i} have different type: '{t}' != '{}'", f.ty(*a))));
                }
            }
            if res != inits {
                return Err(
                    "'cuda_tile.for' op result types must match the loop-carried value types"
                        .into(),
                );
            }
            let mut exits = vec![];
            loop_exits(b, &mut exits);
            if terminator(b).is_none_or(|t| !matches!(t.name(), "continue"))
                && !b.ops.last().is_some_and(|o| o.name() == "if")
            {
                return Err("`for` is missing a valid terminator".into());
            }
            for e in exits {
                if e.name() == "break" {
                    return Err(RegionErr::At(e.span, "'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations".into()));
                }
                let got = types_of(f, &e.operands);
                if got != res {
                    return Err(RegionErr::At(e.span, format!(
                        "`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ({}), but found: ({})",
                        res.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", "),
                        got.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", ")
                    )));
                }
            }
            Ok(())
        }
        "loop" => {
            let b = op.regions[0].block().ok_or("'loop' needs a body")?;
            let inits = types_of(f, op.group("initValues"));
            no_views(&inits, "op loop-carried value")?;
            no_views(&res, "op result type")?;
            let args = types_of(f, &b.args);
            if args != inits {
                return Err(RegionErr::Op(format!("mismatch in number of region iterator values and loop iterator inits: {} vs {}", args.len(), inits.len())));
            }
            let mut exits = vec![];
            loop_exits(b, &mut exits);
            for e in exits {
                let got = types_of(f, &e.operands);
                if e.name() == "continue" && got != inits {
                    return Err(RegionErr::At(e.span, format!(
                        "`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ({}), but found: ({})",
                        inits.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", "),
                        got.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", ")
                    )));
                }
                if e.name() == "break" && got != res {
                    return Err(RegionErr::At(e.span, "'cuda_tile.break' op operand types must correspond to the parent loop result types".into()));
                }
            }
            Ok(())
        }
        "reduce" | "scan" => {
            let name = op.name();
            let operands = op.group("operands");
            let n = operands.len();
            if n == 0 {
                return Err(RegionErr::Op(format!(
                    "'cuda_tile.{name}' op expects at least one operand"
                )));
            }
            let Some(Attr::Array(ids)) = op.attr("identities") else {
                return Err("missing identities".into());
            };
            if ids.len() != n {
                return Err(RegionErr::Op(format!("expect identities to match the number of operands but got: {n} operands and {} identities", ids.len())));
            }
            if res.len() != n {
                return Err("expect same number of operands and results".into());
            }
            let t0 = tile(f, operands[0]);
            let dim = op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0);
            if dim < 0 || dim as usize >= t0.rank() {
                return Err(RegionErr::Op(format!(
                    "'cuda_tile.{name}' op dimension ({dim}) is out of bound [0, {})",
                    t0.rank()
                )));
            }
            for (i, &x) in operands.iter().enumerate() {
                let t = tile(f, x);
                if t.shape != t0.shape {
                    return Err(RegionErr::Op(format!(
                        "'cuda_tile.{name}' op requires the same shape for all operands"
                    )));
                }
                let e = elem_of(t);
                let ide = match &ids[i] {
                    Attr::Int(_, e) | Attr::Float(_, e) => Some(*e),
                    // `true`/`false` are i1 values.
                    Attr::Bool(_) => Some(ElemType::I1),
                    _ => None,
                };
                let compatible = e == ide
                    || matches!(
                        (e, ide),
                        (Some(ElemType::BF16), Some(ElemType::F16))
                            | (Some(ElemType::F16), Some(ElemType::BF16))
                    );
                if !compatible {
                    return Err(RegionErr::Op(format!(
                        "expect same type for operand at index: {i} and identity at index: {i} but got: '{}' and '{}'",
                        e.map(|e| e.name()).unwrap_or("ptr"),
                        ide.map(|e| e.name()).unwrap_or("?")
                    )));
                }
                let mut want = t.shape.clone();
                if name == "reduce" {
                    want.remove(dim as usize);
                }
                let want = Type::Tile(TileType::new(want, t.elem.clone()));
                if res[i] != want {
                    return Err(RegionErr::Op(format!(
                        "expect same type for operand at index: {i} and result at index: {i}"
                    )));
                }
            }
            let b = op.regions[0].block().ok_or("'cuda_tile.reduce' op region #0 ('body') failed to verify constraint: region with 1 blocks")?;
            if b.args.len() != 2 * n {
                return Err(RegionErr::Op(format!(
                    "expect {} block arguments but got: {}",
                    2 * n,
                    b.args.len()
                )));
            }
            for (i, a) in b.args.iter().enumerate() {
                let at = f.ty(*a);
                let Type::Tile(att) = at else {
                    return Err(RegionErr::Op(format!(
                        "expect 0-rank tile type at index: {i} but got: '{at}'"
                    )));
                };
                if att.rank() != 0 {
                    return Err(RegionErr::Op(format!(
                        "expect 0-rank tile type at index: {i} but got: '{at}'"
                    )));
                }
                let oe = tile(f, operands[i / 2]).elem.clone();
                if att.elem != oe {
                    return Err(RegionErr::Op(format!(
                        "expect same type for operand at index: {} and block argument at index: {i} but got: '{}' and '{}'",
                        i / 2,
                        elem_name(&oe),
                        elem_name(&att.elem)
                    )));
                }
            }
            for pair in b.args.chunks(2) {
                if f.ty(pair[0]) != f.ty(pair[1]) {
                    return Err("expect same element type for block argument pairs".into());
                }
            }
            let term = terminator(b).ok_or("reduce body must end with yield")?;
            if term.operands.len() != n {
                return Err(RegionErr::Op(format!(
                    "expect number of terminators operands ({}) to match number of operands ({n})",
                    term.operands.len()
                )));
            }
            for (i, y) in term.operands.iter().enumerate() {
                let want = Type::Tile(TileType::new(vec![], tile(f, operands[i]).elem.clone()));
                if f.ty(*y) != &want {
                    return Err(RegionErr::Op(format!(
                        "expect same type for operand at index: {i} and terminator argument at index: {i} but got: '{}' and '{}'",
                        elem_name(&tile(f, operands[i]).elem),
                        f.ty(*y).elem_num().map(|e| e.name()).unwrap_or("?")
                    )));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn elem_name(e: &Elem) -> String {
    match e {
        Elem::Num(n) => n.name().to_string(),
        Elem::Ptr(p) => format!("ptr<{}>", p.pointee),
    }
}
