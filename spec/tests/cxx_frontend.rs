//! The front end's own behavior: literals, builtin operators, the decisions documented in
//! docs/cxx-rules.md, and the shape of the lowered modules.

use tileref_spec::cxx::check::{Env, Node};
use tileref_spec::cxx::conv;
use tileref_spec::cxx::lower::{self, ParamRole};
use tileref_spec::cxx::scalar::{IntKind, Platform, Scalar};
use tileref_spec::cxx::{IllFormed, Rule};
use tileref_spec::types::ElemType;

fn env_on(p: Platform, vars: &[&str]) -> Env {
    let mut e = Env::new(p);
    for v in vars {
        e.declare(v).unwrap_or_else(|x| panic!("{v}: {x}"));
    }
    e
}

fn ty(vars: &[&str], expr: &str) -> String {
    ty_on(Platform::default(), vars, expr)
}

fn ty_on(p: Platform, vars: &[&str], expr: &str) -> String {
    let e = env_on(p, vars);
    let t = e.check(expr).unwrap_or_else(|x| panic!("{expr}: {x}"));
    lower::lower(&e, &t).unwrap_or_else(|x| panic!("{expr}: {x}"));
    t.ty.to_string()
}

fn ir(vars: &[&str], expr: &str) -> String {
    let e = env_on(Platform::default(), vars);
    let t = e.check(expr).unwrap_or_else(|x| panic!("{expr}: {x}"));
    lower::lower(&e, &t)
        .unwrap_or_else(|x| panic!("{expr}: {x}"))
        .text
}

fn bad(vars: &[&str], expr: &str) -> IllFormed {
    env_on(Platform::default(), vars)
        .check(expr)
        .err()
        .unwrap_or_else(|| panic!("{expr} should be ill-formed"))
}

#[test]
fn integer_literal_types() {
    assert_eq!(ty(&[], "2"), "int");
    assert_eq!(ty(&[], "3000000000"), "long");
    assert_eq!(ty_on(Platform::llp64(), &[], "3000000000"), "long long");
    assert_eq!(ty(&[], "0xFFFFFFFF"), "unsigned int");
    assert_eq!(ty(&[], "7u"), "unsigned int");
    assert_eq!(ty(&[], "2l"), "long");
    assert_eq!(ty(&[], "1ull"), "unsigned long long");
    assert_eq!(ty(&[], "true"), "bool");
    // Unary minus on a literal is the builtin operator: promotion applies, values wrap in unsigned types.
    assert_eq!(ty(&[], "-4"), "int");
    let e = env_on(Platform::default(), &[]);
    assert_eq!(e.check("-2u").unwrap().node, Node::IntConst(4294967294));
    assert_eq!(e.check("-true").unwrap().ty.to_string(), "int");
}

#[test]
fn floating_literals_are_exact() {
    let e = env_on(Platform::default(), &[]);
    let v = |s: &str| match e.check(s).unwrap().node {
        Node::FloatConst(v) => v,
        n => panic!("{n:?}"),
    };
    assert_eq!(v("0x1.1p-126f"), 17.0 * 2f64.powi(-130));
    assert_eq!(v("0x1p-149f"), 2f64.powi(-149));
    assert_eq!(v("0x1.fffffep127f"), f32::MAX as f64);
    assert_eq!(v("0.1f"), 0.1f32 as f64);
    assert_eq!(v("0.1"), 0.1f64);
    // Ties to even in f32: 1 + 2^-24 rounds to 1, 1 + 3·2^-24 rounds to 1 + 2^-22.
    assert_eq!(v("0x1.000001p0f"), 1.0);
    assert_eq!(v("0x1.000003p0f"), 1.0 + 2f64.powi(-22));
    assert_eq!(e.check("1.5").unwrap().ty.to_string(), "double");
    assert_eq!(e.check("1.5f").unwrap().ty.to_string(), "float");
    assert_eq!(
        e.check("1.5L").unwrap_err().rule,
        Rule::BasicFloatingPointScalar
    );
}

#[test]
fn builtin_operators_on_scalars() {
    let v = [
        "a=short",
        "b=short",
        "u=unsigned int",
        "i=int",
        "c=char",
        "h=__half",
        "f=float",
    ];
    assert_eq!(ty(&v, "a + b"), "int");
    assert_eq!(ty(&v, "ct::add(a, b)"), "short");
    assert_eq!(ty(&v, "i < u"), "bool");
    assert_eq!(ty(&v, "i + u"), "unsigned int");
    assert_eq!(
        bad(&v, "ct::add(i, u)").reason,
        "int -> unsigned int narrowing"
    );
    assert_eq!(ty(&v, "c * c"), "int");
    assert_eq!(ty(&v, "h + f"), "float");
    assert_eq!(ty(&v, "h + i"), "__half");
    assert_eq!(ty(&v, "+c"), "int");
    assert_eq!(bad(&v, "f % f").rule, Rule::BuiltinRemainder);
    assert_eq!(
        bad(&["x=__nv_fp8_e4m3"], "x + x").rule,
        Rule::BuiltinArithmeticConversions
    );
}

#[test]
fn decisions_of_the_common_type() {
    let p = Platform::default();
    let s = |k| Scalar::Int(k);
    // Rule 3 with "greater than": char32_t with int gives unsigned int.
    assert_eq!(
        conv::arithmetic_common_type(s(IntKind::Char32), s(IntKind::Int), &p).unwrap(),
        s(IntKind::UInt)
    );
    // Signed char with char8_t: the unsigned type corresponding to char.
    assert_eq!(
        conv::arithmetic_common_type(s(IntKind::Char), s(IntKind::Char8), &p).unwrap(),
        s(IntKind::UChar)
    );
    // Unsigned char (AArch64) with char8_t: rule 5.2.
    let a = Platform::lp64_aarch64();
    assert_eq!(
        conv::arithmetic_common_type(s(IntKind::Char), s(IntKind::Char8), &a).unwrap(),
        s(IntKind::Char8)
    );
    assert_eq!(
        conv::arithmetic_common_type(s(IntKind::Char), s(IntKind::UChar), &a).unwrap(),
        s(IntKind::UChar)
    );
    // char16_t and wchar_t on Windows: no subrank order.
    let w = Platform::llp64();
    let e = conv::arithmetic_common_type(s(IntKind::Char16), s(IntKind::WChar), &w).unwrap_err();
    assert!(e.reason.contains("rule 5"), "{e}");
    // long and unsigned int: long on LP64, unsigned long on LLP64.
    assert_eq!(
        conv::arithmetic_common_type(s(IntKind::Long), s(IntKind::UInt), &p).unwrap(),
        s(IntKind::Long)
    );
    assert_eq!(
        conv::arithmetic_common_type(s(IntKind::Long), s(IntKind::UInt), &w).unwrap(),
        s(IntKind::ULong)
    );
    // Restricted floating types have no arithmetic common type.
    assert_eq!(
        bad(
            &["x=__nv_fp8_e4m3", "t=ct::tile<__half, ct::shape<4>>"],
            "x + t"
        )
        .rule,
        Rule::ArithmeticTileConversion
    );
}

#[test]
fn narrowing_is_judged_on_types() {
    let v = [
        "x=ct::tile<signed char, ct::shape<4>>",
        "f=ct::tile<float, ct::shape<4>>",
    ];
    assert_eq!(bad(&v, "x + 2").reason, "int -> signed char narrowing");
    assert_eq!(ty(&v, "f + 2"), "ct::tile<float, ct::shape<4>>");
    assert_eq!(bad(&v, "f + 2.0").reason, "double -> float narrowing");
    assert_eq!(ty(&v, "f + 2.0f"), "ct::tile<float, ct::shape<4>>");
}

#[test]
fn modifiers() {
    let v = [
        "f=ct::tile<float, ct::shape<4>>",
        "d=ct::tile<double, ct::shape<4>>",
        "h=ct::tile<__half, ct::shape<4>>",
    ];
    assert!(
        ir(&v, "ct::div(f, f, ct::round_approximate_t{})").contains("divf %v")
            && ir(&v, "ct::div(f, f, round_full)").contains("rounding<full>")
    );
    assert_eq!(
        bad(&v, "ct::div(d, d, ct::round_approximate_t{})").rule,
        Rule::RoundingMode
    );
    assert_eq!(
        bad(&v, "ct::add(f, f, ct::round_approximate_t{})").rule,
        Rule::RoundingMode
    );
    assert!(ir(&v, "ct::mul(h, h, round_toward_positive)")
        .contains("rounding<positive_inf> : tile<4xf16>"));
    assert!(ir(&v, "ct::add(d, d, ct::preserve_subnormals_t{})").contains("addf"));
    assert_eq!(
        bad(&v, "ct::add(f, f, round_toward_zero, round_toward_zero)").rule,
        Rule::Syntax
    );
    assert_eq!(
        bad(&v, "ct::min(f, f, round_toward_zero)").rule,
        Rule::RoundingMode
    );
    assert_eq!(
        bad(&v, "ct::add(f, f, ct::propagate_nan_t{})").rule,
        Rule::NanPropagationMode
    );
    assert_eq!(
        bad(&v, "ct::add(f, f, ct::view_padding_nan_t{})").rule,
        Rule::ViewPadding
    );
}

#[test]
fn conversion_lowering() {
    let v = [
        "i=ct::tile<int, ct::shape<4>>",
        "f=ct::tile<float, ct::shape<4>>",
        "e=ct::tile<__nv_fp8_e4m3, ct::shape<4>>",
        "p=ct::tile<int*, ct::shape<4>>",
        "b=ct::tile<bool, ct::shape<4>>",
        "u=ct::tile<unsigned short, ct::shape<4>>",
    ];
    let t = ir(&v, "ct::convert<ct::tile<bool, ct::shape<4>>>(i)");
    assert!(
        t.contains("cmpi not_equal") && t.contains("tile<4xi32> -> tile<4xi1>"),
        "{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<bool, ct::shape<4>>>(f)");
    assert!(t.contains("cmpf not_equal unordered"), "{t}");
    let t = ir(&v, "ct::convert<ct::tile<bool, ct::shape<4>>>(e)");
    assert!(
        t.contains("ftof")
            && t.contains("tile<4xf8E4M3FN> -> tile<4xf32>")
            && t.contains("cmpf not_equal unordered"),
        "{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<bool, ct::shape<4>>>(p)");
    assert!(
        t.contains("int_to_ptr") && t.contains("ptr_to_int") && t.contains("cmpi not_equal"),
        "{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<void*, ct::shape<4>>>(p)");
    assert!(
        t.contains("ptr_to_ptr") && t.contains("tile<4xptr<i32>> -> tile<4xptr<i8>>"),
        "{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<short, ct::shape<4>>>(i)");
    assert!(
        t.contains("trunci") && t.contains("tile<4xi32> -> tile<4xi16>"),
        "{t}"
    );
    let t = ir(&v, "b + u");
    assert!(
        t.contains("exti") && t.contains(" unsigned : tile<4xi1> -> tile<4xi16>"),
        "{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<unsigned int, ct::shape<4>>>(i)");
    assert!(
        !t.contains("exti") && !t.contains("trunci"),
        "same width: no op\n{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<__nv_fp8_e5m2, ct::shape<4>>>(f)");
    assert!(
        t.contains("ftof") && t.contains("tile<4xf32> -> tile<4xf8E5M2>"),
        "{t}"
    );
    let t = ir(&v, "ct::convert<ct::tile<unsigned char, ct::shape<4>>>(f)");
    assert!(
        t.contains("ftoi") && t.contains(" unsigned : tile<4xf32> -> tile<4xi8>"),
        "{t}"
    );
    // A conversion that does not exist.
    assert_eq!(
        bad(&v, "ct::convert<ct::tile<int, ct::shape<4>>>(p)").rule,
        Rule::TileConversion
    );
    assert_eq!(
        bad(&v, "ct::convert<ct::tile<int, ct::shape<2>>>(i)").rule,
        Rule::TileConversion
    );
}

#[test]
fn pointer_arithmetic_and_loads() {
    let v = [
        "p=float*",
        "q=void*",
        "o=ct::tile<unsigned int, ct::shape<2, 2>>",
    ];
    assert_eq!(ty(&v, "p + o"), "ct::tile<float*, ct::shape<2, 2>>");
    assert_eq!(
        ty(&v, "ct::load(p + o)"),
        "ct::tile<float, ct::shape<2, 2>>"
    );
    let t = ir(&v, "ct::load(p + o)");
    assert!(
        t.contains("exti")
            && t.contains(" unsigned : tile<2x2xi32> -> tile<2x2xi64>")
            && t.contains("offset"),
        "{t}"
    );
    assert_eq!(bad(&v, "q + o").rule, Rule::FrontEndFunction);
    assert_eq!(bad(&v, "ct::load(q)").rule, Rule::FrontEndFunction);
    assert_eq!(ty(&v, "ct::load(p)"), "float");
}

#[test]
fn calling_convention() {
    let e = env_on(
        Platform::default(),
        &[
            "s=float",
            "t=ct::tile<int*, ct::shape<2>>",
            "z=ct::tile<short, ct::shape<>>",
            "v=ct::partition_view<ct::tensor_span<float, ?x8, strides<?, 1>>, ct::shape<2, 4>>",
        ],
    );
    let typed = e.check("v.load(0, 1) + s").unwrap();
    let l = lower::lower(&e, &typed).unwrap();
    let roles: Vec<(String, String, ParamRole)> = l
        .params
        .iter()
        .map(|p| (p.name.clone(), p.ir_type.clone(), p.role.clone()))
        .collect();
    assert_eq!(
        roles,
        vec![
            (
                "arg_s".into(),
                "tile<f32>".into(),
                ParamRole::Value { var: "s".into() }
            ),
            (
                "arg_t".into(),
                "tile<ptr<i64>>".into(),
                ParamRole::TileBuffer {
                    var: "t".into(),
                    shape: vec![2],
                    storage: ElemType::I64
                }
            ),
            (
                "arg_z".into(),
                "tile<i16>".into(),
                ParamRole::Value { var: "z".into() }
            ),
            (
                "arg_v_base".into(),
                "tile<ptr<f32>>".into(),
                ParamRole::ViewBase { var: "v".into() }
            ),
            (
                "arg_v_extent0".into(),
                "tile<i64>".into(),
                ParamRole::ViewExtent {
                    var: "v".into(),
                    dim: 0
                }
            ),
            (
                "arg_v_stride0".into(),
                "tile<i64>".into(),
                ParamRole::ViewStride {
                    var: "v".into(),
                    dim: 0
                }
            ),
            (
                "result".into(),
                "tile<ptr<f32>>".into(),
                ParamRole::Result {
                    shape: vec![2, 4],
                    storage: ElemType::F32
                }
            ),
        ]
    );
    assert_eq!(typed.ty.to_string(), "ct::tile<float, ct::shape<2, 4>>");
}

#[test]
fn lowering_limits() {
    let v = [
        "p=ct::partition_view<ct::tensor_span<float, 0x8>, ct::shape<2, 4>>",
        "x=ct::tile<int, ct::shape<4>>",
    ];
    let e = env_on(Platform::default(), &v);
    let t = e.check("p.load(0, 0)").unwrap();
    match lower::lower(&e, &t) {
        Err(lower::LowerError::Limit(x)) => assert_eq!(x.rule, Rule::TileIrLimit),
        other => panic!("{other:?}"),
    }
    let t = e
        .check("ct::assume_divisible(x, 9223372036854775808_ic)")
        .unwrap();
    assert!(matches!(
        lower::lower(&e, &t),
        Err(lower::LowerError::Limit(_))
    ));
}

#[test]
fn syntax_errors_name_the_front_end() {
    assert_eq!(bad(&[], "1 +").rule, Rule::Syntax);
    assert_eq!(bad(&[], "y").rule, Rule::Syntax);
    assert_eq!(bad(&[], "ct::frobnicate(1)").rule, Rule::Syntax);
    assert_eq!(bad(&["x=int"], "x.load(0)").rule, Rule::Syntax);
    let mut e = Env::new(Platform::default());
    assert_eq!(
        e.declare("x=tile<const int, 4>").unwrap_err().rule,
        Rule::TileElementType
    );
    assert_eq!(
        e.declare("x=tile<tile<int, 2>, 4>").unwrap_err().rule,
        Rule::TileElementType
    );
    assert_eq!(
        e.declare("x=ct::partition_view<ct::tensor_span<int, extents<int8_t, 300>>, ct::shape<4>>")
            .unwrap_err()
            .rule,
        Rule::Extents
    );
    e.declare("x=int").unwrap();
    assert_eq!(e.declare("x=int").unwrap_err().rule, Rule::Syntax);
}
