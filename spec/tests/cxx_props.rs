//! Properties of the conversion rules: mutual broadcast is commutative and idempotent,
//! broadcastable-to is transitive, the arithmetic common type is symmetric, and conversions the
//! rules call non-narrowing preserve every value.

use proptest::prelude::*;
use tileref_spec::cxx::conv::{self, fp_rank_cmp, ArithKind, RankOrder};
use tileref_spec::cxx::scalar::{FloatKind, IntKind, Platform, Pointee, PtrScalar, Scalar};
use tileref_spec::cxx::shape::TileLike;

fn platforms() -> Vec<Platform> {
    vec![
        Platform::lp64(),
        Platform::lp64_aarch64(),
        Platform::llp64(),
    ]
}

fn all_scalars() -> Vec<Scalar> {
    let mut v: Vec<Scalar> = IntKind::ALL.iter().map(|k| Scalar::Int(*k)).collect();
    v.extend(FloatKind::ALL.iter().map(|f| Scalar::Float(*f)));
    v.push(Scalar::Ptr(PtrScalar {
        pointee: Pointee::Int(IntKind::Int),
        cv: Default::default(),
    }));
    v.push(Scalar::Ptr(PtrScalar {
        pointee: Pointee::Void,
        cv: Default::default(),
    }));
    v
}

fn shape(max_rank: usize, dims: &'static [u64]) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(prop::sample::select(dims), 0..=max_rank)
}

const ANY_DIMS: &[u64] = &[1, 2, 3, 4, 5, 6];
const TILE_DIMS: &[u64] = &[1, 2, 4, 8];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn mutual_broadcast_is_commutative(a in shape(4, ANY_DIMS), b in shape(4, ANY_DIMS)) {
        let x = conv::mutual_broadcast_shape(&a, &b).ok();
        let y = conv::mutual_broadcast_shape(&b, &a).ok();
        prop_assert_eq!(x, y);
    }

    #[test]
    fn mutual_broadcast_is_idempotent(a in shape(4, ANY_DIMS), b in shape(4, ANY_DIMS)) {
        prop_assert_eq!(conv::mutual_broadcast_shape(&a, &a).unwrap(), a.clone());
        if let Ok(m) = conv::mutual_broadcast_shape(&a, &b) {
            // Broadcasting again with either operand changes nothing, and both are broadcastable to it.
            prop_assert_eq!(conv::mutual_broadcast_shape(&m, &b).unwrap(), m.clone());
            prop_assert_eq!(conv::mutual_broadcast_shape(&a, &m).unwrap(), m.clone());
            prop_assert!(conv::shape_broadcastable_to(&a, &m).is_ok());
            prop_assert!(conv::shape_broadcastable_to(&b, &m).is_ok());
        }
    }

    #[test]
    fn mutual_broadcast_is_associative(a in shape(3, TILE_DIMS), b in shape(3, TILE_DIMS), c in shape(3, TILE_DIMS)) {
        let l = conv::mutual_broadcast_shape(&a, &b).and_then(|ab| conv::mutual_broadcast_shape(&ab, &c)).ok();
        let r = conv::mutual_broadcast_shape(&b, &c).and_then(|bc| conv::mutual_broadcast_shape(&a, &bc)).ok();
        prop_assert_eq!(l, r);
    }

    #[test]
    fn broadcastable_to_is_transitive(a in shape(4, ANY_DIMS), b in shape(4, ANY_DIMS), c in shape(4, ANY_DIMS)) {
        if conv::shape_broadcastable_to(&a, &b).is_ok() && conv::shape_broadcastable_to(&b, &c).is_ok() {
            prop_assert!(conv::shape_broadcastable_to(&a, &c).is_ok(), "{:?} -> {:?} -> {:?}", a, b, c);
        }
        // Reflexive too.
        prop_assert!(conv::shape_broadcastable_to(&a, &a).is_ok());
    }

    #[test]
    fn tile_broadcastable_to_is_transitive(a in shape(3, TILE_DIMS), b in shape(3, TILE_DIMS), c in shape(3, TILE_DIMS)) {
        let p = Platform::default();
        let t = |s: &Vec<u64>| TileLike::Tile { elem: Scalar::INT, shape: s.clone() };
        if conv::broadcastable_to(&t(&a), &b, &p).is_ok() && conv::broadcastable_to(&t(&b), &c, &p).is_ok() {
            prop_assert!(conv::broadcastable_to(&t(&a), &c, &p).is_ok());
        }
    }

    #[test]
    fn arithmetic_conversions_are_consistent(
        ia in 0usize..30, ib in 0usize..30, sa in shape(3, TILE_DIMS), sb in shape(3, TILE_DIMS), scalar_a: bool, scalar_b: bool,
    ) {
        let p = Platform::default();
        let s = all_scalars();
        let (ea, eb) = (s[ia % s.len()], s[ib % s.len()]);
        let mk = |e: Scalar, sh: &Vec<u64>, sc: bool| if sc { TileLike::Scalar(e) } else { TileLike::Tile { elem: e, shape: sh.clone() } };
        let (a, b) = (mk(ea, &sa, scalar_a), mk(eb, &sb, scalar_b));
        for kind in [ArithKind::Tile, ArithKind::Comparison] {
            let r = conv::arithmetic_conversion(kind, &a, &b, &p);
            // The comparison conversion is symmetric in its operands.
            if kind == ArithKind::Comparison {
                prop_assert_eq!(r.clone().ok(), conv::arithmetic_conversion(kind, &b, &a, &p).ok());
            }
            if let Ok(t) = r {
                let m = conv::mutual_broadcast_shape(a.shape(), b.shape()).unwrap();
                prop_assert_eq!(t.shape(), m.as_slice());
                prop_assert_eq!(t.is_scalar(), a.is_scalar() && b.is_scalar());
                // Each operand, broadcast, tile-converts to the result without narrowing (except integral to floating).
                for x in [&a, &b] {
                    let bx = if t.is_scalar() { x.clone() } else { conv::broadcast_conversion(x, t.shape(), &p).unwrap() };
                    let c = conv::tile_conversion(&bx, &t, &p).unwrap();
                    prop_assert!(!c.narrowing || (x.elem().is_integral() && t.elem().is_floating()));
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arithmetic_common_type_is_symmetric_random(ia in 0usize..30, ib in 0usize..30, ip in 0usize..3) {
        let p = &platforms()[ip];
        let s = all_scalars();
        let (a, b) = (s[ia % s.len()], s[ib % s.len()]);
        prop_assert_eq!(conv::arithmetic_common_type(a, b, p).ok(), conv::arithmetic_common_type(b, a, p).ok());
        prop_assert_eq!(conv::builtin_arithmetic_conversion(a, b, p).ok(), conv::builtin_arithmetic_conversion(b, a, p).ok());
    }

    #[test]
    fn tile_conversion_never_narrows_when_the_rules_say_it_does_not(
        ia in 0usize..30, ib in 0usize..30, ip in 0usize..3, s in shape(3, TILE_DIMS), scalar: bool,
    ) {
        let p = &platforms()[ip];
        let all = all_scalars();
        let (a, b) = (all[ia % all.len()], all[ib % all.len()]);
        let mk = |e: Scalar| if scalar { TileLike::Scalar(e) } else { TileLike::Tile { elem: e, shape: s.clone() } };
        let Ok(c) = conv::tile_conversion(&mk(a), &mk(b), p) else { return Ok(()) };
        // The rules' non-narrowing cases: identity, integral widening, floating to a greater
        // rank, pointer qualification conversions.
        let rule_says_widening = match (a, b) {
            _ if a == b => true,
            (Scalar::Int(x), Scalar::Int(y)) => y.can_represent_all(x, p),
            (Scalar::Float(x), Scalar::Float(y)) => fp_rank_cmp(x, y) == RankOrder::Less,
            (Scalar::Ptr(_), Scalar::Ptr(_)) => true,
            _ => false,
        };
        prop_assert_eq!(c.narrowing, !rule_says_widening, "{} -> {}", a, b);
    }
}

#[test]
fn arithmetic_common_type_is_symmetric() {
    for p in platforms() {
        for a in all_scalars() {
            for b in all_scalars() {
                let x = conv::arithmetic_common_type(a, b, &p);
                let y = conv::arithmetic_common_type(b, a, &p);
                assert_eq!(x.clone().ok(), y.ok(), "{a} and {b} on {}", p.name);
                if let Ok(c) = x {
                    // Both operands scalar-convert to the common type, which is one of them or,
                    // by rule 3, the unsigned type corresponding to the signed one.
                    let corr = |x: Scalar| {
                        x.int()
                            .filter(|k| k.is_signed(&p))
                            .map(|k| Scalar::Int(k.corresponding_unsigned(&p)))
                    };
                    assert!(
                        c == a || c == b || Some(c) == corr(a) || Some(c) == corr(b),
                        "{a}, {b} -> {c}"
                    );
                    conv::scalar_conversion(a, c, &p).unwrap();
                    conv::scalar_conversion(b, c, &p).unwrap();
                }
                // The common type is idempotent.
                if a.is_arithmetic() {
                    assert_eq!(conv::arithmetic_common_type(a, a, &p).unwrap(), a);
                }
            }
        }
    }
}

/// Whether every finite value of `a` is a value of `b`, from the formats' bit layouts.
fn float_values_fit(a: FloatKind, b: FloatKind) -> bool {
    let (la, lb) = (
        a.ir().float_layout().unwrap(),
        b.ir().float_layout().unwrap(),
    );
    let max_exp = |l: tileref_spec::types::FloatLayout, k: FloatKind| {
        // The all-ones exponent holds finite values in e4m3 only (its max is 1.75 · 2^8).
        let top = (1i32 << l.exp_bits) - 1;
        if k == FloatKind::Fp8E4M3 {
            top - l.bias
        } else {
            top - 1 - l.bias
        }
    };
    let min_sub = |l: tileref_spec::types::FloatLayout| 1 - l.bias - l.man_bits as i32;
    la.man_bits <= lb.man_bits && max_exp(la, a) <= max_exp(lb, b) && min_sub(la) >= min_sub(lb)
}

#[test]
fn non_narrowing_conversions_preserve_values() {
    for p in platforms() {
        for a in all_scalars() {
            for b in all_scalars() {
                let Ok(c) = conv::scalar_conversion(a, b, &p) else {
                    continue;
                };
                let ta = TileLike::Tile {
                    elem: a,
                    shape: vec![4, 2],
                };
                let tb = TileLike::Tile {
                    elem: b,
                    shape: vec![4, 2],
                };
                // Tile conversion narrows exactly when the scalar conversion does.
                assert_eq!(
                    conv::tile_conversion(&ta, &tb, &p).unwrap().narrowing,
                    c.narrowing,
                    "{a} -> {b}"
                );
                if c.narrowing {
                    continue;
                }
                match (a, b) {
                    (Scalar::Int(x), Scalar::Int(y)) => {
                        assert!(
                            y.min_value(&p) <= x.min_value(&p)
                                && x.max_value(&p) <= y.max_value(&p),
                            "{a} -> {b} on {}",
                            p.name
                        )
                    }
                    (Scalar::Float(x), Scalar::Float(y)) => {
                        assert!(x == y || fp_rank_cmp(x, y) == RankOrder::Less);
                        assert!(
                            float_values_fit(x, y),
                            "{a} -> {b} is non-narrowing but loses values"
                        );
                    }
                    (Scalar::Ptr(_), Scalar::Ptr(_)) => {}
                    _ => panic!("{a} -> {b} mixes kinds without narrowing"),
                }
            }
        }
    }
}

#[test]
fn rank_order_is_a_strict_partial_order() {
    for a in FloatKind::ALL {
        for b in FloatKind::ALL {
            for c in FloatKind::ALL {
                if fp_rank_cmp(a, b) == RankOrder::Less && fp_rank_cmp(b, c) == RankOrder::Less {
                    assert_eq!(fp_rank_cmp(a, c), RankOrder::Less);
                }
            }
            let swapped = match fp_rank_cmp(a, b) {
                RankOrder::Less => RankOrder::Greater,
                RankOrder::Greater => RankOrder::Less,
                o => o,
            };
            assert_eq!(fp_rank_cmp(b, a), swapped);
        }
    }
}
