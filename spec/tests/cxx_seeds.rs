//! Every example and table of the Tile C++ documentation pages "General Principles",
//! "Partition View" and "Assumptions", as tests. Section names follow the documentation.

use tileref_spec::cxx::check::{Assumption, Env, Node};
use tileref_spec::cxx::conv::{self, fp_rank_cmp, ArithKind, RankOrder};
use tileref_spec::cxx::lower;
use tileref_spec::cxx::parse::{parse_extents, parse_type, Aliases};
use tileref_spec::cxx::scalar::{base_two, numeric_value, FloatKind, IntKind, Platform, Scalar};
use tileref_spec::cxx::semantics::{
    assumption_holds, broadcast_values, layout_mapping, mutual_broadcast_values,
    partition_index_space, partition_load, partition_store, row_major_strides,
};
use tileref_spec::cxx::shape::{
    check_tile_compatible, extent_equivalent, index_space, row_major_position, shape_equivalent,
    size,
};
use tileref_spec::cxx::{CxxType, IllFormed, Rule, TileLike};

fn p() -> Platform {
    Platform::default()
}

fn platforms() -> [Platform; 3] {
    [
        Platform::lp64(),
        Platform::lp64_aarch64(),
        Platform::llp64(),
    ]
}

fn ty_on(s: &str, pl: &Platform) -> Result<CxxType, IllFormed> {
    parse_type(s, pl, &Aliases::new())
}

fn ty(s: &str) -> CxxType {
    ty_on(s, &p()).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn tl(s: &str) -> TileLike {
    match ty(s) {
        CxxType::Tile(t) => t,
        other => panic!("{s} is {other}, not tile like"),
    }
}

fn sc(s: &str) -> Scalar {
    match tl(s) {
        TileLike::Scalar(x) => x,
        other => panic!("{s} is {other}, not a scalar"),
    }
}

fn env(vars: &[&str]) -> Env {
    let mut e = Env::new(p());
    for v in vars {
        e.declare(v).unwrap_or_else(|x| panic!("{v}: {x}"));
    }
    e
}

/// Types `expr`, lowers it and verifies the module; returns the type and the module text.
fn typed(vars: &[&str], expr: &str) -> (String, String) {
    let e = env(vars);
    let t = e.check(expr).unwrap_or_else(|x| panic!("{expr}: {x}"));
    let l = lower::lower(&e, &t).unwrap_or_else(|x| panic!("{expr}: {x}"));
    (t.ty.to_string(), l.text)
}

fn ill_formed(vars: &[&str], expr: &str) -> IllFormed {
    match env(vars).check(expr) {
        Ok(t) => panic!("{expr} should be ill-formed, but has type {}", t.ty),
        Err(e) => e,
    }
}

// ------------------------------------------------------------------ Header and Namespace

#[test]
fn kernel_example_adds_two_ints() {
    // c[idx] = ct::add(a[idx], b[idx]) with a, b of type int*: the elements are ints.
    let (t, ir) = typed(&["a=int", "b=int"], "ct::add(a, b)");
    assert_eq!(t, "int");
    assert!(ir.contains("addi %arg_a, %arg_b : tile<i32>"));
}

// ------------------------------------------------------------------ Scalars

#[test]
fn integral_scalars_example() {
    for pl in platforms() {
        for s in [
            "char",
            "unsigned int",
            "long long",
            "char32_t",
            "wchar_t",
            "bool",
        ] {
            let x = match ty_on(s, &pl).unwrap() {
                CxxType::Tile(TileLike::Scalar(x)) => x,
                other => panic!("{other}"),
            };
            let k = x.int().unwrap_or_else(|| panic!("{s} is not integral"));
            assert!(
                [8, 16, 32, 64].contains(&k.size_bits(&pl)),
                "{s} on {}",
                pl.name
            );
        }
    }
    let e = ty_on("int128_t", &p()).unwrap_err();
    assert_eq!(e.rule, Rule::IntegralScalar);
    assert!(e.reason.contains("128"));
    let e = ty_on("std::byte", &p()).unwrap_err();
    assert_eq!(e.rule, Rule::IntegralScalar);
    assert!(e.reason.contains("enumeration"));
}

#[test]
fn basic_and_restricted_floating_point_scalars() {
    for s in ["double", "float", "__half", "__nv_bfloat16"] {
        assert!(sc(s).is_basic_floating(), "{s}");
        assert!(sc(s).is_arithmetic() && sc(s).is_numeric());
    }
    for s in ["__nv_fp8_e4m3", "__nv_fp8_e5m2", "__nv_tf32"] {
        assert!(sc(s).is_restricted_floating(), "{s}");
        assert!(!sc(s).is_arithmetic() && sc(s).is_numeric());
    }
    // Note: the C++23 extended floating point types are not basic floating point scalars.
    for s in [
        "std::bfloat16_t",
        "std::float16_t",
        "std::float32_t",
        "std::float64_t",
        "std::float128_t",
    ] {
        assert_eq!(
            ty_on(s, &p()).unwrap_err().rule,
            Rule::BasicFloatingPointScalar,
            "{s}"
        );
    }
}

#[test]
fn pointer_scalars_table() {
    for s in [
        "int* const",
        "double const*",
        "void*",
        "__half volatile const*",
    ] {
        assert!(sc(s).is_pointer(), "{s}");
    }
    for s in ["int**", "int Foo::*", "void (*)(int, double)", "Foo const*"] {
        let e = ty_on(s, &p()).unwrap_err();
        assert_eq!(e.rule, Rule::PointerScalar, "{s}: {e}");
    }
}

#[test]
fn properties_of_integral_scalars() {
    let pl = p();
    // Numeric value: bool is 0 or 1.
    assert_eq!(numeric_value(IntKind::Bool, 1), 1);
    assert_eq!(numeric_value(IntKind::Bool, 0), 0);
    assert_eq!(numeric_value(IntKind::Int, -7), -7);
    // Bitwidth: 1 for bool, sizeof * CHAR_BIT otherwise.
    assert_eq!(IntKind::Bool.bitwidth(&pl), 1);
    assert_eq!(IntKind::Short.bitwidth(&pl), 16);
    assert_eq!(IntKind::Long.bitwidth(&pl), 64);
    assert_eq!(IntKind::Long.bitwidth(&Platform::llp64()), 32);
    // Base two representation: x mod 2^N = Σ b_k 2^k.
    assert_eq!(base_two(-1, 8), vec![1; 8]);
    assert_eq!(base_two(6, 4), vec![0, 1, 1, 0]);
    assert_eq!(base_two(1, 1), vec![1]);
    for x in [-300i128, -1, 0, 5, 255, 256] {
        let b = base_two(x, 8);
        let v: i128 = b
            .iter()
            .enumerate()
            .map(|(k, &bit)| (bit as i128) << k)
            .sum();
        assert_eq!(v, x.rem_euclid(256));
    }
}

// ------------------------------------------------------------------ Extents

#[test]
fn extents_examples() {
    let pl = p();
    let a = parse_extents("ct::extents<uint32_t, 4, 8>", &pl, IntKind::UInt).unwrap();
    let b = parse_extents(
        "ct::extents<uint32_t, ct::dynamic_extent, 8>",
        &pl,
        IntKind::UInt,
    )
    .unwrap();
    let c = parse_extents(
        "ct::extents<uint32_t, ct::dynamic_extent, ct::dynamic_extent>",
        &pl,
        IntKind::UInt,
    )
    .unwrap();
    assert_eq!(a.object_shape(&[]).unwrap(), vec![4, 8]);
    assert_eq!(b.object_shape(&[4]).unwrap(), vec![4, 8]);
    assert_eq!(c.object_shape(&[4, 8]).unwrap(), vec![4, 8]);
    assert_eq!(
        (a.rank_dynamic(), b.rank_dynamic(), c.rank_dynamic()),
        (0, 1, 2)
    );
    // Index types.
    let d = parse_extents(
        "ct::extents<int16_t, 3, ct::dynamic_extent>",
        &pl,
        IntKind::UInt,
    )
    .unwrap();
    assert_eq!(d.index, IntKind::Short);
    let e = parse_extents(
        "ct::extents<uint64_t, ct::dynamic_extent, ct::dynamic_extent>",
        &pl,
        IntKind::UInt,
    )
    .unwrap();
    assert_eq!(e.index, IntKind::ULong);
    assert_eq!(e.object_shape(&[4, 5]).unwrap(), vec![4, 5]);
}

#[test]
fn properties_of_extents() {
    let pl = p();
    let x = |s: &str| parse_extents(s, &pl, IntKind::UInt).unwrap();
    // extents rank.
    assert_eq!(x("ct::extents<uint32_t, 3, 4, 5>").rank(), 3);
    assert_eq!(x("ct::extents<uint32_t>").rank(), 0);
    assert_eq!(size(&x("ct::extents<uint32_t>").static_dims().unwrap()), 1);
    // static and dynamic dimensions.
    let s = x("ct::extents<uint32_t, 4, ct::dynamic_extent, 7>");
    assert_eq!(s.static_extent(0), Some(4));
    assert_eq!(s.static_extent(1), None);
    assert_eq!(s.static_extent(2), Some(7));
    assert_eq!(s.rank_dynamic(), 1);
    // extents shape: three objects of shape 3 × 4 × 7.
    assert_eq!(
        x("ct::extents<uint32_t, 3, 4, 7>")
            .object_shape(&[])
            .unwrap(),
        vec![3, 4, 7]
    );
    assert_eq!(
        x("ct::extents<uint32_t, 3, ct::dynamic_extent, 7>")
            .object_shape(&[4])
            .unwrap(),
        vec![3, 4, 7]
    );
    assert_eq!(
        x("ct::extents<uint32_t, ct::dynamic_extent, 4, ct::dynamic_extent>")
            .object_shape(&[3, 7])
            .unwrap(),
        vec![3, 4, 7]
    );
    // singleton dimension.
    let sg = x("ct::extents<uint64_t, 4, 1>").static_dims().unwrap();
    assert_eq!(sg[1], 1);
    // extents size.
    assert_eq!(
        size(&x("ct::extents<uint32_t, 4, 8>").static_dims().unwrap()),
        32
    );
    assert_eq!(
        size(&x("ct::extents<uint32_t, 5>").static_dims().unwrap()),
        5
    );
    // extent equivalent.
    let a = x("ct::extents<int16_t, 4, 8>").object_shape(&[]).unwrap();
    let b = x("ct::extents<uint32_t, ct::dynamic_extent, 8>")
        .object_shape(&[4])
        .unwrap();
    assert!(extent_equivalent(&a, &b));
    // extents index space: a 2 × 3 object (dimension 1 dynamic with value 3).
    let o = x("ct::extents<uint32_t, 2, ct::dynamic_extent>")
        .object_shape(&[3])
        .unwrap();
    assert_eq!(
        index_space(&o),
        vec![
            vec![0, 0],
            vec![0, 1],
            vec![0, 2],
            vec![1, 0],
            vec![1, 1],
            vec![1, 2]
        ]
    );
    // shape like: ct::shape<4, 5> is ct::extents<uint32_t, 4, 5>.
    assert_eq!(x("ct::shape<4, 5>"), x("ct::extents<uint32_t, 4, 5>"));
    assert!(x("ct::shape<4, 5>").is_shape_like());
    assert!(!x("ct::extents<uint32_t, ct::dynamic_extent>").is_shape_like());
    // shape equivalent.
    assert!(shape_equivalent(
        &x("ct::extents<uint32_t, 4, 8>"),
        &x("ct::extents<uint64_t, 4, 8>")
    ));
    assert!(!shape_equivalent(
        &x("ct::extents<uint32_t, 4, 8>"),
        &x("ct::extents<uint32_t, 4, ct::dynamic_extent>")
    ));
}

// ------------------------------------------------------------------ Tiles

#[test]
fn tile_examples() {
    assert_eq!(
        tl("ct::tile<int, ct::shape<4, 8>>"),
        TileLike::Tile {
            elem: Scalar::INT,
            shape: vec![4, 8]
        }
    );
    // Tile like types.
    for s in [
        "double",
        "int const",
        "ct::tile<double, ct::shape<>>",
        "ct::tile<float, ct::shape<4, 8>>",
        "ct::tile<float, ct::shape<1, 1>> const volatile",
    ] {
        tl(s);
    }
    // Scalars behave like rank 0 tiles but are not tiles.
    assert_eq!(tl("int").shape(), tl("ct::tile<int, ct::shape<>>").shape());
    assert_ne!(tl("int"), tl("ct::tile<int, ct::shape<>>"));
}

#[test]
fn properties_of_tiles() {
    let pl = p();
    // tile element type.
    assert_eq!(tl("ct::tile<double, ct::shape<4>>").elem(), Scalar::DOUBLE);
    assert_eq!(tl("int").elem(), Scalar::INT);
    // tile compatible shape.
    let x = |s: &str| parse_extents(s, &pl, IntKind::UInt).unwrap();
    let e = check_tile_compatible(&x("ct::shape<4, 7>"), &pl).unwrap_err();
    assert!(e.reason.contains("7 is not a power of two"), "{e}");
    let e = check_tile_compatible(&x("ct::shape<0>"), &pl).unwrap_err();
    assert!(e.reason.contains("0 is not a power of two"), "{e}");
    let e = check_tile_compatible(&x("ct::extents<int16_t, 4, 8>"), &pl).unwrap_err();
    assert!(e.reason.contains("uint32_t"), "{e}");
    assert_eq!(e.rule, Rule::TileCompatibleShape);
    assert!(check_tile_compatible(&x("ct::shape<>"), &pl).is_ok());
    // tile shape.
    assert_eq!(tl("ct::tile<int, ct::shape<4, 8>>").shape(), &[4, 8]);
    assert_eq!(tl("int").shape(), &[] as &[u64]);
    // row major arrangement of a 4 × 2 tile.
    let shape = [4u64, 2];
    let elems: Vec<u64> = (0..8).collect();
    for i in index_space(&shape) {
        assert_eq!(
            elems[row_major_position(&shape, &i) as usize],
            i[0] * 2 + i[1]
        );
    }
    // singleton tiles.
    for s in [
        "double",
        "ct::tile<double, ct::shape<>>",
        "ct::tile<double, ct::shape<1, 1>>",
    ] {
        assert!(tl(s).is_singleton(), "{s}");
    }
    assert!(!tl("ct::tile<double, ct::shape<1, 1>>").is_scalar());
    // integral tiles and pointer tiles.
    for s in ["int", "ct::tile<int, ct::shape<4>>"] {
        assert!(tl(s).elem().is_integral());
    }
    for s in ["double*", "ct::tile<double*, ct::shape<8>>"] {
        assert!(tl(s).elem().is_pointer());
    }
}

// ------------------------------------------------------------------ Conversions

#[test]
fn floating_point_conversion_ranks() {
    use FloatKind::*;
    let table = [
        (Fp8E4M3, Half),
        (Fp8E4M3, BFloat16),
        (Fp8E5M2, Half),
        (Fp8E5M2, BFloat16),
        (Half, Tf32),
        (BFloat16, Tf32),
        (Tf32, Float),
        (Float, Double),
    ];
    for (a, b) in table {
        assert_eq!(fp_rank_cmp(a, b), RankOrder::Less, "{a:?} < {b:?}");
        assert_eq!(fp_rank_cmp(b, a), RankOrder::Greater);
    }
    assert_eq!(fp_rank_cmp(Fp8E4M3, Fp8E5M2), RankOrder::Unordered);
    assert_eq!(fp_rank_cmp(Half, BFloat16), RankOrder::Unordered);
    // No two scalar types share a rank.
    for a in FloatKind::ALL {
        for b in FloatKind::ALL {
            assert_eq!(fp_rank_cmp(a, b) == RankOrder::Equal, a == b);
        }
    }
}

#[test]
fn scalar_conversion_examples() {
    let pl = p();
    let c = conv::scalar_conversion(sc("double"), sc("__half"), &pl).unwrap();
    assert!(c.narrowing);
    let c = conv::scalar_conversion(sc("__nv_bfloat16"), sc("__half"), &pl).unwrap();
    assert!(c.narrowing, "unordered ranks: narrowing");
    // Every floating point scalar converts to every other.
    for a in FloatKind::ALL {
        for b in FloatKind::ALL {
            conv::scalar_conversion(Scalar::Float(a), Scalar::Float(b), &pl).unwrap();
        }
    }
}

#[test]
fn tile_conversion_examples() {
    let pl = p();
    assert!(conv::tile_conversion(&tl("int"), &tl("ct::tile<int, ct::shape<>>"), &pl).is_ok());
    let e = conv::tile_conversion(&tl("int"), &tl("ct::tile<int, ct::shape<1>>"), &pl).unwrap_err();
    assert_eq!(e.rule, Rule::TileConversion);
}

#[test]
fn bool_tile_conversion_note() {
    let pl = p();
    // All tile like types are bool tile convertible; a scalar stays a scalar.
    for s in [
        "double",
        "int*",
        "__nv_fp8_e4m3",
        "ct::tile<float, ct::shape<4, 8>>",
        "ct::tile<void*, ct::shape<2>>",
    ] {
        let t = tl(s);
        let b = conv::bool_tile_conversion(&t, &pl);
        assert_eq!(b.elem(), Scalar::BOOL);
        assert_eq!(b.is_scalar(), t.is_scalar());
        assert!(conv::tile_conversion(&t, &b, &pl).is_ok());
    }
}

#[test]
fn broadcastable_to_tables() {
    let pl = p();
    for (s, b) in [
        (vec![4u64, 1], vec![4u64, 8]),
        (vec![2], vec![4, 2]),
        (vec![5, 2], vec![5, 2]),
    ] {
        conv::shape_broadcastable_to(&s, &b).unwrap();
    }
    for (t, b) in [
        ("double", vec![4u64, 8]),
        ("ct::tile<float, ct::shape<2>>", vec![8, 2]),
        ("ct::tile<float, ct::shape<2, 1, 8>>", vec![2, 16, 8]),
    ] {
        conv::broadcastable_to(&tl(t), &b, &pl).unwrap();
    }
    // ct::shape<5, 2> is broadcastable to itself as a shape, but 5 is not a tile dimension.
    assert!(conv::broadcastable_to(&tl("ct::tile<float, ct::shape<2>>"), &[5, 2], &pl).is_err());
    assert_eq!(
        conv::shape_broadcastable_to(&[4, 2], &[4])
            .unwrap_err()
            .rule,
        Rule::BroadcastableTo
    );
    assert_eq!(
        conv::shape_broadcastable_to(&[3], &[4]).unwrap_err().rule,
        Rule::BroadcastableTo
    );
}

#[test]
fn broadcast_conversion_examples() {
    let pl = p();
    // Example 1: a 4 × 1 tile to ct::shape<4, 8>.
    let t =
        conv::broadcast_conversion(&tl("ct::tile<int, ct::shape<4, 1>>"), &[4, 8], &pl).unwrap();
    assert_eq!(t.to_string(), "ct::tile<int, ct::shape<4, 8>>");
    let v = broadcast_values(&[1, 2, 3, 4], &[4, 1], &[4, 8]);
    let want: Vec<i32> = (1..=4).flat_map(|r| std::iter::repeat_n(r, 8)).collect();
    assert_eq!(v, want);
    // Example 2: ct::shape<2> to ct::shape<4, 2>.
    let t = conv::broadcast_conversion(&tl("ct::tile<int, ct::shape<2>>"), &[4, 2], &pl).unwrap();
    assert_eq!(t.to_string(), "ct::tile<int, ct::shape<4, 2>>");
    assert_eq!(
        broadcast_values(&[1, 2], &[2], &[4, 2]),
        vec![1, 2, 1, 2, 1, 2, 1, 2]
    );
    // The result is always a ct::tile, even from a scalar.
    assert_eq!(
        conv::broadcast_conversion(&tl("double"), &[], &pl)
            .unwrap()
            .to_string(),
        "ct::tile<double, ct::shape<>>"
    );
    // In the front end, with the lowering.
    let (t, ir) = typed(
        &["a=ct::tile<int, ct::shape<4, 1>>"],
        "ct::broadcast<ct::shape<4, 8>>(a)",
    );
    assert_eq!(t, "ct::tile<int, ct::shape<4, 8>>");
    assert!(
        ir.contains("broadcast %v") && ir.contains("tile<4x1xi32> -> tile<4x8xi32>"),
        "{ir}"
    );
    let (_, ir) = typed(
        &["a=ct::tile<int, ct::shape<2>>"],
        "ct::broadcast<ct::shape<4, 2>>(a)",
    );
    assert!(
        ir.contains("reshape")
            && ir.contains("tile<2xi32> -> tile<1x2xi32>")
            && ir.contains("tile<1x2xi32> -> tile<4x2xi32>"),
        "{ir}"
    );
}

#[test]
fn mutual_broadcast_compatible_examples() {
    for (a, b) in [
        (vec![5u64, 1], vec![1u64, 3]),
        (vec![2, 4, 1], vec![4, 3]),
        (vec![], vec![3, 4, 5]),
    ] {
        conv::shape_mutual_broadcast_compatible(&a, &b).unwrap();
    }
    let e = conv::shape_mutual_broadcast_compatible(&[4, 2], &[5, 2]).unwrap_err();
    assert_eq!(e.rule, Rule::ShapeMutualBroadcastCompatible);
    assert!(e.reason.contains("4 and 5"), "{e}");
}

#[test]
fn mutual_broadcast_shape_table() {
    let table: [(&[u64], &[u64], &[u64]); 4] = [
        (&[4, 1], &[4, 8], &[4, 8]),
        (&[1, 5], &[3, 1], &[3, 5]),
        (&[4, 2, 1], &[2, 6], &[4, 2, 6]),
        (&[4], &[1, 2, 1], &[1, 2, 4]),
    ];
    for (a, b, c) in table {
        assert_eq!(conv::mutual_broadcast_shape(a, b).unwrap(), c);
        assert_eq!(conv::mutual_broadcast_shape(b, a).unwrap(), c);
    }
}

#[test]
fn tile_mutual_broadcast_compatible_example() {
    let pl = p();
    let types = [
        "ct::tile<int, ct::shape<2, 1, 8>>",
        "ct::tile<int, ct::shape<1, 4, 1>>",
        "ct::tile<float, ct::shape<4, 8>>",
        "double",
    ];
    for a in types {
        for b in types {
            conv::tile_mutual_broadcast_shape(&tl(a), &tl(b), &pl)
                .unwrap_or_else(|e| panic!("{a}, {b}: {e}"));
        }
    }
    // Exceeding the implementation limit on the size.
    let big = TileLike::Tile {
        elem: Scalar::INT,
        shape: vec![1, 1 << 24],
    };
    let big2 = TileLike::Tile {
        elem: Scalar::INT,
        shape: vec![2, 1],
    };
    let e = conv::tile_mutual_broadcast_shape(&big, &big2, &pl).unwrap_err();
    assert_eq!(e.rule, Rule::TileMutualBroadcastCompatible);
}

#[test]
fn mutual_broadcast_conversion_example() {
    let pl = p();
    let (a, b) = conv::mutual_broadcast_conversion(
        &tl("ct::tile<int, ct::shape<1, 4>>"),
        &tl("ct::tile<int, ct::shape<2, 1>>"),
        &pl,
    )
    .unwrap();
    assert_eq!(a.to_string(), "ct::tile<int, ct::shape<2, 4>>");
    assert_eq!(b.to_string(), "ct::tile<int, ct::shape<2, 4>>");
    let (x, y, s) = mutual_broadcast_values(&[1, 2, 3, 4], &[1, 4], &[5, 6], &[2, 1]).unwrap();
    assert_eq!(s, vec![2, 4]);
    assert_eq!(x, vec![1, 2, 3, 4, 1, 2, 3, 4]);
    assert_eq!(y, vec![5, 5, 5, 5, 6, 6, 6, 6]);
    // A scalar and a tile give two tiles; two scalars stay scalars.
    let (a, b) =
        conv::mutual_broadcast_conversion(&tl("int"), &tl("ct::tile<float, ct::shape<4>>"), &pl)
            .unwrap();
    assert!(!a.is_scalar() && !b.is_scalar());
    let (a, b) = conv::mutual_broadcast_conversion(&tl("int"), &tl("float"), &pl).unwrap();
    assert!(a.is_scalar() && b.is_scalar());
}

#[test]
fn arithmetic_common_type_table() {
    let pl = p();
    let act = |a: &str, b: &str| conv::arithmetic_common_type(sc(a), sc(b), &pl);
    assert_eq!(act("int", "double").unwrap(), sc("double"));
    assert_eq!(act("__half", "float").unwrap(), sc("float"));
    let e = act("__half", "__nv_bfloat16").unwrap_err();
    assert_eq!(e.rule, Rule::ArithmeticCommonType);
    assert!(e.reason.contains("unordered conversion ranks"), "{e}");
    assert_eq!(act("short", "short").unwrap(), sc("short"));
    assert_eq!(
        act("char16_t", "unsigned short").unwrap(),
        sc("unsigned short")
    );
}

#[test]
fn arithmetic_conversion_example_1() {
    // (2 6) - (4; 1) = ((-2 2); (1 5)): float x double, 1×2 and 2×1.
    let (t, ir) = typed(
        &[
            "x=ct::tile<float, ct::shape<1, 2>>",
            "y=ct::tile<double, ct::shape<2, 1>>",
        ],
        "x - y",
    );
    assert_eq!(t, "ct::tile<double, ct::shape<2, 2>>");
    assert!(
        ir.contains("ftof") && ir.contains("tile<2x2xf32> -> tile<2x2xf64>"),
        "{ir}"
    );
    assert!(
        ir.contains("subf") && ir.contains(": tile<2x2xf64>"),
        "{ir}"
    );
    let (a, b, s) = mutual_broadcast_values(&[2.0f64, 6.0], &[1, 2], &[4.0, 1.0], &[2, 1]).unwrap();
    assert_eq!(s, vec![2, 2]);
    let r: Vec<f64> = a.iter().zip(&b).map(|(x, y)| x - y).collect();
    assert_eq!(r, vec![-2.0, 2.0, 1.0, 5.0]);
    // The same with the loads of the example: ct::load(&xData[0][0] + ct::iota<i32x1x2>()).
    let mut e = env(&["xData=float*", "yData=double*"]);
    e.alias("i32x1x2=ct::tile<int, ct::shape<1, 2>>").unwrap();
    e.alias("i32x2x1=ct::tile<int, ct::shape<2, 1>>").unwrap();
    let t = e
        .check("ct::load(xData + ct::iota<i32x1x2>()) - ct::load(yData + ct::iota<i32x2x1>())")
        .unwrap();
    assert_eq!(t.ty.to_string(), "ct::tile<double, ct::shape<2, 2>>");
    lower::lower(&e, &t).unwrap();
}

#[test]
fn arithmetic_conversion_example_2() {
    let v = ["x=ct::tile<int, ct::shape<8>>"];
    let e = ill_formed(&v, "2.0 * x");
    assert_eq!(e.rule, Rule::ArithmeticTileConversion);
    assert_eq!(e.reason, "double -> int narrowing");
    let (t, ir) = typed(&v, "2.0 == x");
    assert_eq!(t, "ct::tile<bool, ct::shape<8>>");
    assert!(
        ir.contains("itof") && ir.contains("cmpf equal ordered"),
        "{ir}"
    );
    // x = ct::full<i32x8>(42)
    let (t, _) = typed(&[], "2.0 == ct::full<ct::tile<int, ct::shape<8>>>(42)");
    assert_eq!(t, "ct::tile<bool, ct::shape<8>>");
}

#[test]
fn arithmetic_conversion_examples_a_to_d() {
    let pl = p();
    let both = |a: &str, b: &str| {
        (
            conv::arithmetic_conversion(ArithKind::Tile, &tl(a), &tl(b), &pl),
            conv::arithmetic_conversion(ArithKind::Comparison, &tl(a), &tl(b), &pl),
        )
    };
    // A
    let (t, c) = both(
        "ct::tile<int, ct::shape<4, 1>>",
        "ct::tile<float, ct::shape<1, 8>>",
    );
    assert_eq!(t.unwrap().to_string(), "ct::tile<float, ct::shape<4, 8>>");
    assert_eq!(c.unwrap().to_string(), "ct::tile<float, ct::shape<4, 8>>");
    // B
    let (t, c) = both("float", "ct::tile<int, ct::shape<4, 8>>");
    let e = t.unwrap_err();
    assert_eq!(
        (e.rule, e.reason.as_str()),
        (Rule::ArithmeticTileConversion, "float -> int narrowing")
    );
    assert_eq!(c.unwrap().to_string(), "ct::tile<float, ct::shape<4, 8>>");
    // C
    let (t, c) = both("__nv_bfloat16", "ct::tile<__half, ct::shape<4, 8>>");
    let e = t.unwrap_err();
    assert_eq!(
        (e.rule, e.reason.as_str()),
        (
            Rule::ArithmeticTileConversion,
            "__nv_bfloat16 -> __half narrowing"
        )
    );
    let e = c.unwrap_err();
    assert_eq!(e.rule, Rule::ArithmeticComparisonConversion);
    assert!(e.reason.starts_with("unordered conversion ranks"), "{e}");
    // D
    let (t, c) = both("unsigned int", "ct::tile<int, ct::shape<4, 8>>");
    let e = t.unwrap_err();
    assert_eq!(
        (e.rule, e.reason.as_str()),
        (
            Rule::ArithmeticTileConversion,
            "unsigned int -> int narrowing"
        )
    );
    let e = c.unwrap_err();
    assert_eq!(
        (e.rule, e.reason.as_str()),
        (
            Rule::ArithmeticComparisonConversion,
            "int -> unsigned int narrowing"
        )
    );
    // The same through the front end's operators.
    let vars = [
        "a=ct::tile<int, ct::shape<4, 1>>",
        "b=ct::tile<float, ct::shape<1, 8>>",
        "f=float",
        "i=ct::tile<int, ct::shape<4, 8>>",
        "h=__nv_bfloat16",
        "hh=ct::tile<__half, ct::shape<4, 8>>",
        "u=unsigned int",
    ];
    assert_eq!(typed(&vars, "a + b").0, "ct::tile<float, ct::shape<4, 8>>");
    assert_eq!(typed(&vars, "a < b").0, "ct::tile<bool, ct::shape<4, 8>>");
    assert_eq!(ill_formed(&vars, "f * i").reason, "float -> int narrowing");
    assert_eq!(typed(&vars, "f != i").0, "ct::tile<bool, ct::shape<4, 8>>");
    assert_eq!(
        ill_formed(&vars, "h + hh").reason,
        "__nv_bfloat16 -> __half narrowing"
    );
    assert!(ill_formed(&vars, "h == hh")
        .reason
        .starts_with("unordered conversion ranks"));
    assert_eq!(
        ill_formed(&vars, "u - i").reason,
        "unsigned int -> int narrowing"
    );
    assert_eq!(
        ill_formed(&vars, "u >= i").reason,
        "int -> unsigned int narrowing"
    );
}

#[test]
fn arithmetic_tile_promotion() {
    let pl = p();
    let pr = |s: &str| conv::arithmetic_tile_promotion(&tl(s), &pl).to_string();
    assert_eq!(pr("bool"), "int");
    assert_eq!(
        pr("ct::tile<unsigned short, ct::shape<4>>"),
        "ct::tile<int, ct::shape<4>>"
    );
    assert_eq!(
        pr("ct::tile<char32_t, ct::shape<4>>"),
        "ct::tile<unsigned int, ct::shape<4>>"
    );
    assert_eq!(pr("char16_t"), "int");
    assert_eq!(
        pr("ct::tile<float, ct::shape<2>>"),
        "ct::tile<float, ct::shape<2>>"
    );
    assert_eq!(pr("unsigned long"), "unsigned long");
}

// ------------------------------------------------------------------ Tensor Span

#[test]
fn tensor_span_example() {
    // A 2 × 4 row-major span over {{0, 1, 2, 3}, {4, 5, 6, 7}}.
    let data: Vec<f32> = (0..8).map(|x| x as f32).collect();
    let strides = row_major_strides(&[2, 4]);
    assert_eq!(strides, vec![4, 1]);
    for i in index_space(&[2, 4]) {
        assert_eq!(
            data[layout_mapping(&strides, &i) as usize],
            (i[0] * 4 + i[1]) as f32
        );
    }
}

// ------------------------------------------------------------------ Numeric Modifiers

/// Rounds an exactly known value to f32 toward negative infinity.
fn f32_down(x: f64) -> f32 {
    let r = x as f32;
    if (r as f64) > x {
        f32::from_bits(if r > 0.0 {
            r.to_bits() - 1
        } else {
            r.to_bits() + 1
        })
    } else {
        r
    }
}

#[test]
fn rounding_mode_example() {
    let (t, ir) = typed(
        &["eps=float"],
        "ct::add(8.0f, 5 * eps, ct::round_toward_negative_t{})",
    );
    assert_eq!(t, "float");
    assert!(
        ir.contains("addf") && ir.contains("rounding<negative_inf>"),
        "{ir}"
    );
    // float eps = 0x0.000002p0f: the literal front end reads it exactly.
    let e = env(&[]);
    let lit = e.check("0x0.000002p0f").unwrap();
    assert_eq!(lit.node, Node::FloatConst(f32::EPSILON as f64));
    // 8 + 5·eps rounds down to 8, and to nearest to 8 + 8·eps.
    let eps = f32::EPSILON as f64;
    let exact = 8.0 + 5.0 * eps;
    assert_eq!(f32_down(exact), 8.0f32);
    assert_eq!(exact as f32, 8.0f32 + 8.0 * f32::EPSILON);
}

#[test]
fn subnormals_rounding_mode_example() {
    let (t, ir) = typed(&[], "ct::sub(0x1.1p-126f, 0x1.0p-126f, ct::round_ties_to_even_t{}, ct::round_subnormals_to_zero_t{})");
    assert_eq!(t, "float");
    assert!(
        ir.contains("subf") && ir.contains("flush_to_zero") && !ir.contains("rounding<"),
        "{ir}"
    );
    let a = 17.0 * 2f64.powi(-130);
    let b = 2f64.powi(-126);
    let d = (a - b) as f32;
    assert!(
        d != 0.0 && !d.is_normal(),
        "the exact difference is subnormal, so it is flushed to 0.0"
    );
    // Not supported for other element types.
    let e = ill_formed(&[], "ct::sub(1.0, 2.0, ct::round_subnormals_to_zero_t{})");
    assert_eq!(e.rule, Rule::SubnormalsRoundingMode);
}

#[test]
fn nan_propagation_and_default_modes() {
    let (t, ir) = typed(
        &["a=ct::tile<float, ct::shape<4>>", "b=float"],
        "ct::max(a, b, ct::propagate_nan_t{})",
    );
    assert_eq!(t, "ct::tile<float, ct::shape<4>>");
    assert!(ir.contains("maxf") && ir.contains("propagate_nan"), "{ir}");
    // Suppress NaN is the default: Tile IR's maxf without propagate_nan.
    let (_, ir) = typed(
        &["a=ct::tile<float, ct::shape<4>>", "b=float"],
        "ct::min(a, b, ct::suppress_nan_t{})",
    );
    assert!(ir.contains("minf") && !ir.contains("propagate_nan"), "{ir}");
    assert_eq!(
        ill_formed(&["a=int"], "ct::add(a, a, ct::propagate_nan_t{})").rule,
        Rule::NanPropagationMode
    );
    assert_eq!(
        ill_formed(&["a=int"], "ct::add(a, a, ct::round_toward_zero_t{})").rule,
        Rule::RoundingMode
    );
}

#[test]
fn memory_model_example_types() {
    // auto ptrs = ct::full<ct::tile<int*, ct::shape<4>>>(&x);  (&x is an int*)
    let (t, _) = typed(&["px=int*"], "ct::full<ct::tile<int*, ct::shape<4>>>(px)");
    assert_eq!(t, "ct::tile<int*, ct::shape<4>>");
    assert_eq!(
        typed(&[], "ct::iota<ct::tile<int, ct::shape<4>>>()").0,
        "ct::tile<int, ct::shape<4>>"
    );
}

// ------------------------------------------------------------------ Partition View

fn int_4x8() -> Vec<i64> {
    (0..32).collect()
}

#[test]
fn partition_view_load_example() {
    let vars = ["p=ct::partition_view<ct::tensor_span<int, 4x8>, ct::shape<2, 2>>"];
    let (t, ir) = typed(&vars, "p.load(1, 2)");
    assert_eq!(t, "ct::tile<int, ct::shape<2, 2>>");
    assert!(
        ir.contains("make_tensor_view %arg_p_base, shape = [4, 8], strides = [8, 1]"),
        "{ir}"
    );
    assert!(
        ir.contains("partition_view<tile=(2x2), tensor_view<4x8xi32, strides=[8,1]>>"),
        "{ir}"
    );
    assert!(ir.contains("load_view_tko weak"), "{ir}");
    assert_eq!(partition_index_space(&[4, 8], &[2, 2]), vec![2, 4]);
    let r = partition_load(&int_4x8(), &[4, 8], &[8, 1], &[2, 2], &[1, 2], None).unwrap();
    assert_eq!(r, vec![Some(20), Some(21), Some(28), Some(29)]);
}

#[test]
fn partition_view_masked_load_example() {
    let vars = ["p=ct::partition_view<ct::tensor_span<float, 4x11>, ct::shape<2, 4>>"];
    let (t, ir) = typed(&vars, "p.load_masked(ct::view_padding_nan_t{}, 0, 2)");
    assert_eq!(t, "ct::tile<float, ct::shape<2, 4>>");
    assert!(ir.contains("padding_value = nan"), "{ir}");
    let data: Vec<f32> = (0..44).map(|x| x as f32).collect();
    let r = partition_load(&data, &[4, 11], &[11, 1], &[2, 4], &[0, 2], Some(f32::NAN)).unwrap();
    let got: Vec<f32> = r.into_iter().map(|x| x.unwrap()).collect();
    assert_eq!(&got[..3], &[8.0, 9.0, 10.0]);
    assert!(got[3].is_nan());
    assert_eq!(&got[4..7], &[19.0, 20.0, 21.0]);
    assert!(got[7].is_nan());
    // The unmasked load of that partition reads out of bounds: undefined (None).
    let r = partition_load(&data, &[4, 11], &[11, 1], &[2, 4], &[0, 2], None).unwrap();
    assert_eq!(r[3], None);
    // Default padding is zero.
    let (_, ir) = typed(&vars, "p.load_masked(0, 2)");
    assert!(ir.contains("padding_value = zero"), "{ir}");
}

#[test]
fn partition_view_store_example() {
    let vars = ["p=ct::partition_view<ct::tensor_span<int, 4x8>, ct::shape<2, 2>>"];
    let (t, ir) = typed(
        &vars,
        "p.store(100 * ct::iota<ct::tile<int, ct::shape<2, 2>>>(), 1, 3)",
    );
    assert_eq!(t, "void");
    assert!(
        ir.contains("store_view_tko weak") && ir.contains("muli"),
        "{ir}"
    );
    let mut data = int_4x8();
    let a: Vec<i64> = (0..4).map(|k| 100 * k).collect();
    assert_eq!(
        partition_store(&mut data, &[4, 8], &[8, 1], &[2, 2], &[1, 3], &a).unwrap(),
        0
    );
    let mut want = int_4x8();
    want[22] = 0;
    want[23] = 100;
    want[30] = 200;
    want[31] = 300;
    assert_eq!(data, want);
}

#[test]
fn partition_view_constraints() {
    let vars = [
        "p=ct::partition_view<ct::tensor_span<int, 4x8>, ct::shape<2, 2>>",
        "c=ct::partition_view<ct::tensor_span<int const, 4x8>, ct::shape<2, 2>>",
        "t=ct::tile<int, ct::shape<2, 2>>",
        "d=ct::tile<double, ct::shape<2, 2>>",
        "s=ct::tile<short, ct::shape<2, 2>>",
        "i=ct::tile<int, ct::shape<>>",
        "q=int*",
    ];
    // Loads, condition 1: the number of indices.
    let e = ill_formed(&vars, "p.load(1)");
    assert_eq!(e.rule, Rule::PartitionViewLoad);
    assert!(e.reason.contains("condition 1"));
    // Condition 2: scalar convertible to index_type (a rank-0 tile is not a scalar; a pointer does not convert).
    assert!(ill_formed(&vars, "p.load(i, 0)")
        .reason
        .contains("condition 2"));
    assert!(ill_formed(&vars, "p.load(q, 0)")
        .reason
        .contains("condition 2"));
    // A floating index is scalar convertible.
    assert_eq!(
        typed(&vars, "p.load(1.0, 0)").0,
        "ct::tile<int, ct::shape<2, 2>>"
    );
    // Condition 3: non-zero padding needs a basic floating point element type.
    assert!(
        ill_formed(&vars, "p.load_masked(ct::view_padding_nan_t{}, 0, 0)")
            .reason
            .contains("condition 3")
    );
    assert_eq!(
        typed(&vars, "p.load_masked(ct::view_padding_zero_t{}, 0, 0)").0,
        "ct::tile<int, ct::shape<2, 2>>"
    );
    // Stores: non_narrowing_tile_convertible_to and storeable_tensor_span.
    assert_eq!(typed(&vars, "p.store(s, 0, 0)").0, "void");
    assert_eq!(typed(&vars, "p.store(t, 0, 0)").0, "void");
    assert!(ill_formed(&vars, "p.store(d, 0, 0)")
        .reason
        .contains("double -> int narrowing"));
    assert_eq!(
        ill_formed(&vars, "p.store(i, 0, 0)").rule,
        Rule::PartitionViewStore
    );
    assert!(ill_formed(&vars, "c.store(t, 0, 0)")
        .reason
        .contains("storeable_tensor_span"));
    assert_eq!(
        typed(&vars, "c.load(0, 0)").0,
        "ct::tile<int, ct::shape<2, 2>>"
    );
    // The template's requirement: ranks match.
    let e = ty_on(
        "ct::partition_view<ct::tensor_span<int, 4x8>, ct::shape<2>>",
        &p(),
    )
    .unwrap_err();
    assert_eq!(e.rule, Rule::PartitionView);
    // Index space: partially out of bounds partitions included; beyond it, undefined behavior.
    assert_eq!(partition_index_space(&[4, 11], &[2, 4]), vec![2, 3]);
    assert!(partition_load(&int_4x8(), &[4, 8], &[8, 1], &[2, 2], &[2, 0], None).is_err());
}

// ------------------------------------------------------------------ Assumptions

#[test]
fn assumption_introduction_example() {
    let (t, ir) = typed(&["x=int"], "ct::assume_bounded_below(x, 0_ic)");
    assert_eq!(t, "int");
    assert!(
        ir.contains("assume bounded<0, ?>, %arg_x : tile<i32>"),
        "{ir}"
    );
    let (t, ir) = typed(&["x=int"], "ct::assume_bounded_below(x, 0_ic) >= 0");
    assert_eq!(t, "bool");
    assert!(ir.contains("cmpi greater_than_or_equal"), "{ir}");
}

fn blocked_example() -> Vec<i128> {
    let rows: [[i128; 8]; 8] = [
        [42, 42, 5, 5, 1, 1, -2, -2],
        [42, 42, 5, 5, 1, 1, -2, -2],
        [42, 42, 5, 5, 1, 1, -2, -2],
        [3, 3, 2, 2, 4, 4, -5, -5],
        [3, 3, 2, 2, 4, 4, -5, -5],
        [3, 3, 2, 2, 4, 4, -5, -5],
        [7, 7, 8, 8, 3, 3, -6, -6],
        [7, 7, 8, 8, 3, 3, -6, -6],
    ];
    rows.iter().flatten().copied().collect()
}

#[test]
fn assume_blocked_example() {
    let vars = [
        "x=ct::tile<int, ct::shape<8, 8>>",
        "f=ct::tile<float, ct::shape<8, 8>>",
        "p=ct::tile<int*, ct::shape<8>>",
    ];
    let (t, ir) = typed(&vars, "ct::assume_blocked(x, ct::shape{3_ic, 2_ic})");
    assert_eq!(t, "ct::tile<int, ct::shape<8, 8>>");
    assert!(ir.contains("assume same_elements<[3, 2]>"), "{ir}");
    let what = Assumption::Blocked { shape: vec![3, 2] };
    let m = blocked_example();
    assert!(assumption_holds(&what, &[8, 8], &m, 1));
    let mut bad = m.clone();
    bad[9] = 41; // (1, 1) differs from its partition
    assert!(!assumption_holds(&what, &[8, 8], &bad, 1));
    assert!(
        ill_formed(&vars, "ct::assume_blocked(x, ct::shape{0_ic, 2_ic})")
            .reason
            .contains("condition 1")
    );
    assert!(ill_formed(&vars, "ct::assume_blocked(x, ct::shape{2_ic})")
        .reason
        .contains("condition 2"));
    assert!(
        ill_formed(&vars, "ct::assume_blocked(f, ct::shape{2_ic, 2_ic})")
            .reason
            .contains("condition 3")
    );
    assert_eq!(
        typed(&vars, "ct::assume_blocked(p, ct::shape{16_ic})").0,
        "ct::tile<int*, ct::shape<8>>"
    );
}

#[test]
fn assume_bounded_examples() {
    let vars = [
        "x=ct::tile<int, ct::shape<4>>",
        "u=ct::tile<unsigned char, ct::shape<4>>",
        "b=ct::tile<bool, ct::shape<4>>",
    ];
    let (t, ir) = typed(&vars, "ct::assume_bounded(x, -10_ic, 100_ic)");
    assert_eq!(t, "ct::tile<int, ct::shape<4>>");
    assert!(ir.contains("assume bounded<-10, 100>"), "{ir}");
    let what = Assumption::Bounded { lb: -10, ub: 100 };
    assert!(assumption_holds(&what, &[4], &[-10, 0, 50, 100], 1));
    assert!(!assumption_holds(&what, &[4], &[-11, 0, 50, 100], 1));
    assert_eq!(
        ill_formed(&vars, "ct::assume_bounded(b, 0_ic, 1_ic)").rule,
        Rule::AssumeBounded
    );
    assert!(ill_formed(&vars, "ct::assume_bounded(x, 5_ic, 4_ic)")
        .reason
        .contains("condition 2"));
    // U is the greatest value of make-signed-t<E>: 127 for unsigned char.
    assert!(ill_formed(&vars, "ct::assume_bounded(u, 0_ic, 200_ic)")
        .reason
        .contains("127"));
    assert!(ill_formed(&vars, "ct::assume_bounded(u, -1_ic, 2_ic)")
        .reason
        .contains("condition 2"));
    typed(&vars, "ct::assume_bounded(u, 0_ic, 127_ic)");

    let (_, ir) = typed(&vars, "ct::assume_bounded_above(x, 100_ic)");
    assert!(ir.contains("assume bounded<?, 100>"), "{ir}");
    // For an unsigned element type the elements are also known to be non-negative.
    let (_, ir) = typed(&vars, "ct::assume_bounded_above(u, 100_ic)");
    assert!(ir.contains("assume bounded<0, 100>"), "{ir}");
    assert!(assumption_holds(
        &Assumption::BoundedAbove { ub: 100 },
        &[2],
        &[100, -5],
        1
    ));
    assert_eq!(
        ill_formed(&vars, "ct::assume_bounded_above(b, 1_ic)").rule,
        Rule::AssumeBoundedAbove
    );

    let (_, ir) = typed(&vars, "ct::assume_bounded_below(x, -10_ic)");
    assert!(ir.contains("assume bounded<-10, ?>"), "{ir}");
    assert!(ill_formed(&vars, "ct::assume_bounded_below(u, 0_ic)")
        .reason
        .contains("unsigned"));
    assert!(
        ill_formed(&vars, "ct::assume_bounded_below(x, -2147483649_ic)")
            .reason
            .contains("condition 3")
    );
}

#[test]
fn assume_divisible_examples() {
    let vars = [
        "x=ct::tile<int, ct::shape<2, 8>>",
        "u=ct::tile<unsigned int, ct::shape<2, 8>>",
    ];
    let (_, ir) = typed(&vars, "ct::assume_divisible(x, 16_ic)");
    assert!(ir.contains("assume div_by<16>"), "{ir}");
    assert!(ill_formed(&vars, "ct::assume_divisible(x, 12_ic)")
        .reason
        .contains("power of two"));
    assert!(assumption_holds(
        &Assumption::Divisible { div: 16 },
        &[2],
        &[32, -16],
        1
    ));
    assert!(!assumption_holds(
        &Assumption::Divisible { div: 16 },
        &[2],
        &[32, 8],
        1
    ));

    let (t, ir) = typed(&vars, "ct::assume_divisible_strided(x, 16_ic, 3_ic, 1_ic)");
    assert_eq!(t, "ct::tile<int, ct::shape<2, 8>>");
    assert!(ir.contains("assume div_by<16, every 3 along 1>"), "{ir}");
    let m: Vec<i128> = vec![32, 33, 34, 0, 1, 2, 16, 17, 64, 65, 66, -16, -15, -14, 0, 1];
    let what = Assumption::DivisibleStrided {
        div: 16,
        stride: 3,
        dim: 1,
    };
    assert!(assumption_holds(&what, &[2, 8], &m, 1));
    let mut bad = m.clone();
    bad[4] = 5;
    assert!(!assumption_holds(&what, &[2, 8], &bad, 1));
    assert!(
        ill_formed(&vars, "ct::assume_divisible_strided(x, 16_ic, 0_ic, 1_ic)")
            .reason
            .contains("condition 2")
    );
    assert!(
        ill_formed(&vars, "ct::assume_divisible_strided(x, 16_ic, 3_ic, 2_ic)")
            .reason
            .contains("condition 3")
    );
    assert!(
        ill_formed(&vars, "ct::assume_divisible_strided(u, 16_ic, 3_ic, 1_ic)")
            .reason
            .contains("condition 4")
    );
    // A stride longer than the dimension covers the whole dimension in Tile IR's terms.
    let (_, ir) = typed(&vars, "ct::assume_divisible_strided(x, 16_ic, 32_ic, 0_ic)");
    assert!(ir.contains("div_by<16, every 2 along 0>"), "{ir}");
}

#[test]
fn assume_aligned_examples() {
    let vars = [
        "x=ct::tile<float*, ct::shape<2, 8>>",
        "i=ct::tile<int, ct::shape<2, 8>>",
    ];
    let (_, ir) = typed(&vars, "ct::assume_aligned(x, 16_ic)");
    assert!(
        ir.contains("assume div_by<16>") && ir.contains("tile<2x8xptr<f32>>"),
        "{ir}"
    );
    assert_eq!(
        ill_formed(&vars, "ct::assume_aligned(i, 16_ic)").rule,
        Rule::AssumeAligned
    );
    assert!(ill_formed(&vars, "ct::assume_aligned(x, 24_ic)")
        .reason
        .contains("power of two"));

    let (_, ir) = typed(&vars, "ct::assume_aligned_strided(x, 8_ic, 3_ic, 1_ic)");
    assert!(ir.contains("assume div_by<8, every 3 along 1>"), "{ir}");
    // p + k in element units; check with byte addresses for pointee sizes 1 and 4.
    let offs: [i128; 16] = [0, 1, 2, 8, 9, 10, 16, 17, 64, 65, 66, -16, -15, -14, 0, 1];
    let what = Assumption::AlignedStrided {
        align: 8,
        stride: 3,
        dim: 1,
    };
    for size in [1i128, 4] {
        let base = 4096;
        let m: Vec<i128> = offs.iter().map(|o| base + o * size).collect();
        assert!(
            assumption_holds(&what, &[2, 8], &m, size),
            "pointee size {size}"
        );
        let mut bad = m.clone();
        bad[1] += size;
        assert!(!assumption_holds(&what, &[2, 8], &bad, size));
    }
    assert!(
        ill_formed(&vars, "ct::assume_aligned_strided(x, 8_ic, 3_ic, 5_ic)")
            .reason
            .contains("condition 3")
    );
}

#[test]
fn integral_constants_are_required() {
    let e = ill_formed(&["x=int"], "ct::assume_bounded_below(x, 0)");
    assert_eq!(e.rule, Rule::Syntax);
    assert!(e.reason.contains("integral constants"));
}
