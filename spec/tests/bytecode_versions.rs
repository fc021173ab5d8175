//! The writer refuses what a target version cannot hold, and keeps what it can.

use tileref_spec::bytecode::{read, write_module, WriteOptions};
use tileref_spec::text::parse_module;
use tileref_spec::Version;

fn module(params: &str, body: &str) -> String {
    format!("cuda_tile.module @m {{\n  entry @k({params}) {{\n{body}\n    return\n  }}\n}}\n")
}

const P: &str = "%x: tile<i32>, %f: tile<f32>";

fn write(src: &str, v: &str) -> Result<Vec<u8>, String> {
    let m = parse_module(src).unwrap_or_else(|d| panic!("parse: {}\n{src}", d.message));
    write_module(
        &m,
        &WriteOptions {
            version: Version::parse(v).unwrap(),
        },
    )
    .map_err(|d| d.message)
}

/// `src` writes at `ok` and is refused at `too_old` with a message containing `what`.
fn gate(src: &str, ok: &str, too_old: &str, what: &str) {
    write(src, ok).unwrap_or_else(|e| panic!("refused at {ok}: {e}\n{src}"));
    let e = write(src, too_old).expect_err(&format!("accepted at {too_old}:\n{src}"));
    assert!(
        e.contains(what) && e.contains(&format!("the target is {too_old}")),
        "message: {e}"
    );
}

#[test]
fn ops_newer_than_the_target() {
    gate(
        &module(P, "    %p = fpowi %f, %x : tile<f32>, tile<i32>"),
        "13.4",
        "13.3",
        "'fpowi' requires bytecode 13.4",
    );
    gate(
        &module(P, "    %p = atan2 %f, %f : tile<f32>"),
        "13.2",
        "13.1",
        "'atan2' requires bytecode 13.2",
    );
}

#[test]
fn attributes_newer_than_the_target() {
    // A non-default value is refused; the default is simply left out.
    gate(
        &module(P, "    %n = negi %x overflow<no_signed_wrap> : tile<i32>"),
        "13.2",
        "13.1",
        "attribute 'overflow' of 'negi' requires bytecode 13.2",
    );
    write(&module(P, "    %n = negi %x : tile<i32>"), "13.1").unwrap();
    gate(
        &module(
            P,
            "    %n = ftoi %f signed saturating : tile<f32> -> tile<i32>",
        ),
        "13.4",
        "13.3",
        "attribute 'saturating' of 'ftoi'",
    );
    gate(
        &module(P, "    %e = exp %f rounding<approx> : tile<f32>"),
        "13.3",
        "13.2",
        "attribute 'rounding_mode' of 'exp'",
    );
}

#[test]
fn enum_values_newer_than_the_target() {
    gate(
        &module(
            P,
            "    %h = ftof %f rounding<nearest_away> : tile<f32> -> tile<f16>",
        ),
        "13.4",
        "13.3",
        "rounding mode 'nearest_away' of 'ftof' requires bytecode 13.4",
    );
}

#[test]
fn types_newer_than_the_target() {
    gate(
        &module("%e: tile<f8E8M0FNU>", ""),
        "13.2",
        "13.1",
        "type f8E8M0FNU requires bytecode 13.2",
    );
    gate(
        &module("%e: tile<i4>", ""),
        "13.3",
        "13.2",
        "type i4 requires bytecode 13.3",
    );
    gate(
        &module("%e: tile<2xf4E2M1FN>", ""),
        "13.3",
        "13.2",
        "type f4E2M1FN requires bytecode 13.3",
    );
}

#[test]
fn operands_and_results_newer_than_the_target() {
    let tok = "    %t = make_token : token\n    %t2 = print_tko \"hi\" token=%t -> token";
    gate(
        &module(P, tok),
        "13.2",
        "13.1",
        "operand 'token' of 'print_tko' requires bytecode 13.2",
    );
    // A used 13.2 token result is refused at 13.1; an unused one is dropped.
    let used = "    %t2 = print_tko \"hi\" -> token\n    %j = join_tokens %t2 : token";
    gate(
        &module(P, used),
        "13.2",
        "13.1",
        "result 'result_token' of 'print_tko' requires bytecode 13.2 and is used",
    );
    let unused = module(P, "    %t2 = print_tko \"hi\" -> token");
    let m = read(&write(&unused, "13.1").unwrap()).unwrap().module;
    let f = m.funcs().next().unwrap();
    assert_eq!(f.body.ops[0].name(), "print_tko");
    assert!(f.body.ops[0].results.is_empty());
    // The pre-13.2 spelling (no token) gets its token when written for 13.2 or later.
    let old = module(P, "    print \"hi\"");
    let m = read(&write(&old, "13.5").unwrap()).unwrap().module;
    assert_eq!(m.funcs().next().unwrap().body.ops[0].results.len(), 1);
}

#[test]
fn module_level_features_newer_than_the_target() {
    let g = "cuda_tile.module @m {\n  global private @g <f32: [1.0, 2.0]> : tile<2xf32>\n  entry @k() {\n    return\n  }\n}\n";
    gate(g, "13.3", "13.2", "private or constant");
    let g = "cuda_tile.module @m {\n  global constant @g <f32: [1.0, 2.0]> : tile<2xf32>\n  entry @k() {\n    return\n  }\n}\n";
    gate(g, "13.3", "13.2", "private or constant");
    let p = "cuda_tile.module @m attributes {producer = \"me\"} {\n  entry @k() {\n    return\n  }\n}\n";
    gate(p, "13.3", "13.2", "'producer' requires bytecode 13.3");
}

const VIEW: &str = "%a: tile<ptr<f32>>, %n: tile<i32>";
const VIEW_SETUP: &str = "    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>";

#[test]
fn inbounds_needs_13_4_unless_all_false() {
    let load = |ib: &str| {
        module(VIEW, &format!("{VIEW_SETUP}\n    %x, %t = load_view_tko weak %pa[%n] {ib} : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token"))
    };
    gate(
        &load("inbounds = [true]"),
        "13.4",
        "13.3",
        "attribute 'inbounds' of 'load_view_tko' requires bytecode 13.4",
    );
    write(&load("inbounds = [false]"), "13.3").unwrap();
    // Absent inbounds is written as all false, one per index (what NVIDIA's reader requires).
    let m = read(&write(&load(""), "13.5").unwrap()).unwrap().module;
    assert!(m.funcs().next().unwrap().body.ops[2]
        .attr("inbounds")
        .is_none());
    let m = read(&write(&load("inbounds = [true]"), "13.5").unwrap())
        .unwrap()
        .module;
    assert_eq!(
        m.funcs().next().unwrap().body.ops[2].attr("inbounds"),
        Some(&tileref_spec::attrs::Attr::BoolArray(vec![true]))
    );
}

#[test]
fn what_bytecode_cannot_hold_is_refused() {
    let t = "cuda_tile.module @m {\n  testing$func @f() {\n    return\n  }\n}\n";
    assert!(write(t, "13.5").unwrap_err().contains("only entries"));
    let e = write_module(
        &parse_module(&module(P, "")).unwrap(),
        &WriteOptions {
            version: Version {
                major: 13,
                minor: 9,
            },
        },
    )
    .unwrap_err();
    assert!(e.message.contains("13.9"));
}
