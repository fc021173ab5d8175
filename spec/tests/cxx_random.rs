//! Random expressions over random tile shapes and element types: for every well-formed one the
//! lowered module verifies and the value it stores to `%result` has the Tile IR type of the
//! front end's computed type; every ill-formed one names a rule and a reason.
//!
//! The same cases run in the interpreter and are compared with the reference evaluation
//! (`tileref_spec::cxx::eval`) in `interp/tests/cxx_e2e.rs`.

use std::collections::BTreeMap;
use tileref_spec::cxx::check::{Node, Typed};
use tileref_spec::cxx::lower::{self, LowerError, ParamRole};
use tileref_spec::cxx::{gen, CxxType, Rule};
use tileref_spec::ir::{Func, Module, ValueId};
use tileref_spec::types::Type;

/// The op defining `v` in the body of `f`, if any.
fn producer(f: &Func, v: ValueId) -> Option<&tileref_spec::ir::Op> {
    f.body.ops.iter().find(|o| o.results.contains(&v))
}

/// The type of the value stored to `%result` (before pointers become addresses).
fn result_value_type(m: &Module) -> Option<Type> {
    let f = m.func("expr")?;
    let result_param = *f
        .params
        .iter()
        .find(|p| f.value_name(**p) == Some("result"))?;
    for op in f.body.ops.iter().rev() {
        if op.name() != "store_ptr_tko" {
            continue;
        }
        // The destination must be formed from %result.
        let mut dest = op.group("destination")[0];
        let mut from_result = dest == result_param;
        while !from_result {
            match producer(f, dest) {
                Some(p) if matches!(p.name(), "reshape" | "broadcast" | "offset") => {
                    dest = p.operands[0];
                    from_result = dest == result_param;
                }
                _ => break,
            }
        }
        if !from_result {
            continue;
        }
        let v = op.group("value")[0];
        if let Some(p) = producer(f, v) {
            if p.name() == "ptr_to_int" {
                return Some(f.ty(p.operands[0]).clone());
            }
        }
        return Some(f.ty(v).clone());
    }
    None
}

fn count_nodes(t: &Typed, out: &mut BTreeMap<&'static str, usize>) {
    let (name, kids): (&'static str, Vec<&Typed>) = match &t.node {
        Node::Var(_) => ("var", vec![]),
        Node::IntConst(_) => ("int const", vec![]),
        Node::FloatConst(_) => ("float const", vec![]),
        Node::Convert(x) => ("convert", vec![x]),
        Node::Broadcast(x) => ("broadcast", vec![x]),
        Node::Neg(x) => ("neg", vec![x]),
        Node::Binary { lhs, rhs, .. } => ("binary", vec![lhs, rhs]),
        Node::Compare { lhs, rhs, .. } => ("compare", vec![lhs, rhs]),
        Node::MinMax { lhs, rhs, .. } => ("minmax", vec![lhs, rhs]),
        Node::Assume { value, .. } => ("assume", vec![value]),
        Node::Iota => ("iota", vec![]),
        Node::Full(x) => ("full", vec![x]),
        Node::PtrOffset { ptr, offset } => ("ptr offset", vec![ptr, offset]),
        Node::LoadPtr(x) => ("load ptr", vec![x]),
        Node::ViewLoad { idx, .. } => ("view load", idx.iter().collect()),
        Node::ViewStore { value, idx, .. } => (
            "view store",
            std::iter::once(&**value).chain(idx.iter()).collect(),
        ),
    };
    *out.entry(name).or_default() += 1;
    for k in kids {
        count_nodes(k, out);
    }
}

#[test]
fn random_expressions_lower_to_verified_modules_of_the_computed_type() {
    const WELL_FORMED: usize = 10_000;
    let mut well = 0usize;
    let mut ill = 0usize;
    let mut ill_rules: BTreeMap<String, usize> = BTreeMap::new();
    let mut nodes: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut ops: BTreeMap<String, usize> = BTreeMap::new();
    let mut seed = 0u64;
    while well < WELL_FORMED {
        assert!(
            seed < 20 * WELL_FORMED as u64,
            "too few well-formed cases: {well} of {seed}"
        );
        let case = gen::case(seed);
        seed += 1;
        let env = case.env();
        let p = &case.platform;
        let typed = match env.check(&case.expr) {
            Ok(t) => t,
            Err(e) => {
                assert!(!e.reason.is_empty(), "seed {}: empty reason", case.seed);
                assert_ne!(e.rule, Rule::TileIrLimit, "seed {}", case.seed);
                ill += 1;
                *ill_rules.entry(format!("{:?}", e.rule)).or_default() += 1;
                continue;
            }
        };
        let lowered = match lower::lower(&env, &typed) {
            Ok(l) => l,
            Err(LowerError::Limit(e)) => panic!(
                "seed {}: {} with {:?}: lowering refused: {e}",
                case.seed, case.expr, case.vars
            ),
            Err(e @ LowerError::Invalid { .. }) => panic!(
                "seed {}: {} with {:?}: {e}",
                case.seed, case.expr, case.vars
            ),
        };
        // The case supplies a value for every dynamic view parameter, and only for those.
        let dynamic: Vec<&str> = lowered
            .params
            .iter()
            .filter(|q| {
                matches!(
                    q.role,
                    ParamRole::ViewExtent { .. } | ParamRole::ViewStride { .. }
                )
            })
            .map(|q| q.name.as_str())
            .collect();
        let supplied: Vec<&str> = case.runtime.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(dynamic, supplied, "seed {}", case.seed);
        count_nodes(&typed, &mut nodes);
        for op in &lowered.module.func("expr").unwrap().body.ops {
            *ops.entry(op.name().to_string()).or_default() += 1;
        }
        match &typed.ty {
            CxxType::Tile(t) => {
                let got = result_value_type(&lowered.module).unwrap_or_else(|| {
                    panic!("seed {}: no store to %result\n{}", case.seed, lowered.text)
                });
                assert_eq!(
                    got.to_string(),
                    t.ir_text(p),
                    "seed {}: {} with {:?}\n{}",
                    case.seed,
                    case.expr,
                    case.vars,
                    lowered.text
                );
                let last = lowered.params.last().unwrap();
                assert_eq!(
                    last.role,
                    ParamRole::Result {
                        shape: t.shape().to_vec(),
                        storage: t.elem().ir_storage(p)
                    }
                );
            }
            CxxType::Void => {
                assert!(lowered
                    .params
                    .iter()
                    .all(|q| !matches!(q.role, ParamRole::Result { .. })));
                assert!(lowered
                    .module
                    .func("expr")
                    .unwrap()
                    .body
                    .ops
                    .iter()
                    .any(|o| o.name() == "store_view_tko" || o.name() == "store_ptr_tko"));
            }
            CxxType::View(_) => panic!("seed {}: an expression of view type", case.seed),
        }
        well += 1;
    }
    eprintln!(
        "generated {seed} expressions: {well} well-formed (lowered and verified), {ill} ill-formed"
    );
    eprintln!("ill-formed by rule: {ill_rules:?}");
    eprintln!("typed nodes: {nodes:?}");
    eprintln!("Tile IR ops: {ops:?}");
    for must in [
        "exti",
        "trunci",
        "itof",
        "ftoi",
        "ftof",
        "reshape",
        "broadcast",
        "assume",
        "load_view_tko",
        "store_view_tko",
        "cmpi",
        "cmpf",
    ] {
        assert!(
            ops.contains_key(must),
            "the generated cases never lowered to '{must}'"
        );
    }
    assert!(ill > 0);
}
