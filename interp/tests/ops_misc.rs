//! assume (every predicate, held and violated; reports name the op, element and block) and
//! print_tko output formatting. (assert is tested with control flow, the token ops with
//! memory.)

mod support;
use support::*;

/// Runs `assume <pred>` on a constant tile and stores the assumed value.
fn assume(pred: &str, lit: &str, shape: &[usize], t: &str) -> Out {
    let body = format!(
        "    %x = constant <{t}: {lit}> : {tt}\n    %a = assume {pred}, %x : {tt}\n{}",
        store("%o", "%a", shape, t),
        tt = ty(shape, t)
    );
    let n: usize = shape.iter().product();
    run1(
        &module(&format!("%o: tile<ptr<{t}>>"), &body),
        vec![zeros(n * elem_size(t))],
    )
}

#[test]
fn assume_div_by_held_and_violated() {
    let out = assume("div_by<16>", "[16, 32, -48, 0]", &[4], "i32");
    out.ok();
    assert_eq!(
        out.i32s(0),
        vec![16, 32, -48, 0],
        "assume returns its operand"
    );
    assume("div_by<16>", "[16, 33, 48, 0]", &[4], "i32").ub(
        "assume-violated",
        "assume",
        Some(&[1]),
        [0, 0, 0],
    );
    // Groups of 2 along dimension 0: the first is divisible, the next is the first plus one.
    assume("div_by<4, every 2 along 0>", "[8, 9, 12, 13]", &[4], "i32").ok();
    assume("div_by<4, every 2 along 0>", "[8, 9, 12, 14]", &[4], "i32").ub(
        "assume-violated",
        "assume",
        Some(&[3]),
        [0, 0, 0],
    );
    assume("div_by<4, every 2 along 0>", "[8, 9, 10, 11]", &[4], "i32").ub(
        "assume-violated",
        "assume",
        Some(&[2]),
        [0, 0, 0],
    );
    // The last group may be shorter; 2-D along dimension 1.
    assume(
        "div_by<8, every 3 along 1>",
        "[[8, 9, 10, 16], [0, 1, 2, -8]]",
        &[2, 4],
        "i64",
    )
    .ok();
    assume(
        "div_by<8, every 3 along 1>",
        "[[8, 9, 10, 16], [0, 1, 3, -8]]",
        &[2, 4],
        "i64",
    )
    .ub("assume-violated", "assume", Some(&[1, 2]), [0, 0, 0]);
    // i8: increasing by one uses the signed view (−1, 0 is a run).
    assume("div_by<2, every 2 along 0>", "[-2, -1, 0, 1]", &[4], "i8").ok();
}

#[test]
fn assume_div_by_on_pointers() {
    // Host buffers are 256-byte aligned; pointer runs step by the pointee size.
    let body = "
    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %io = iota : tile<8xi32>
    %ps = offset %pb, %io : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %a = assume div_by<16, every 4 along 0>, %ps : tile<8xptr<f32>>
    %s = assume div_by<256>, %p : tile<ptr<f32>>
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %b = assume div_by<4>, %q : tile<ptr<f32>>
    %c = assume div_by<8>, %q : tile<ptr<f32>>
";
    let out = run1(&module("%p: tile<ptr<f32>>", body), vec![zeros(32)]);
    // p + 4 bytes is divisible by 4 but not by 8.
    let r = out.ub("assume-violated", "assume", Some(&[]), [0, 0, 0]);
    assert!(r.message.contains("not divisible by 8"), "{}", r.message);
    let body = "
    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %io = iota : tile<8xi32>
    %ps = offset %pb, %io : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %a = assume div_by<32, every 8 along 0>, %ps : tile<8xptr<f32>>
    %b = assume div_by<32, every 4 along 0>, %ps : tile<8xptr<f32>>
";
    // Element 4 starts a group but p + 16 bytes is not divisible by 32.
    let out = run1(&module("%p: tile<ptr<f32>>", body), vec![zeros(32)]);
    out.ub("assume-violated", "assume", Some(&[4]), [0, 0, 0]);
}

#[test]
fn assume_same_elements_held_and_violated() {
    assume("same_elements<[2]>", "[5, 5, 7, 7]", &[4], "i32").ok();
    assume("same_elements<[2]>", "[5, 5, 7, 8]", &[4], "i32").ub(
        "assume-violated",
        "assume",
        Some(&[3]),
        [0, 0, 0],
    );
    // Rows of 4 equal elements; 1 means no claim for dimension 0.
    assume(
        "same_elements<[1, 4]>",
        "[[1, 1, 1, 1], [2, 2, 2, 2]]",
        &[2, 4],
        "i32",
    )
    .ok();
    assume(
        "same_elements<[1, 4]>",
        "[[1, 1, 1, 1], [2, 2, 3, 2]]",
        &[2, 4],
        "i32",
    )
    .ub("assume-violated", "assume", Some(&[1, 2]), [0, 0, 0]);
    assume(
        "same_elements<[2, 2]>",
        "[[1, 1, 4, 4], [1, 1, 4, 5]]",
        &[2, 4],
        "i16",
    )
    .ub("assume-violated", "assume", Some(&[1, 3]), [0, 0, 0]);
}

#[test]
fn assume_bounded_held_and_violated() {
    assume("bounded<0, 100>", "[0, 50, 100, 7]", &[4], "i32").ok();
    assume("bounded<0, 100>", "[0, 50, 101, 7]", &[4], "i32").ub(
        "assume-violated",
        "assume",
        Some(&[2]),
        [0, 0, 0],
    );
    // Bounds are signed: 0xFFFFFFFF is −1.
    assume("bounded<0, ?>", "[1, 0xFFFFFFFF, 3, 4]", &[4], "i32").ub(
        "assume-violated",
        "assume",
        Some(&[1]),
        [0, 0, 0],
    );
    assume("bounded<?, 5>", "[-100, 5, 3, -2147483648]", &[4], "i32").ok();
    assume("bounded<-3, ?>", "[-3, -4, 3, 4]", &[4], "i64").ub(
        "assume-violated",
        "assume",
        Some(&[1]),
        [0, 0, 0],
    );
    assume("bounded<?, ?>", "[-3, -4, 3, 4]", &[4], "i8").ok();
}

#[test]
fn assume_violation_names_the_block() {
    // Block (1, 1, 0) holds a value outside the bound.
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %s = addi %x, %y : tile<i32>
    %a = assume bounded<0, 1>, %s : tile<i32>
";
    let out = run(&module("", body), [2, 2, 1], vec![]);
    out.ub("assume-violated", "assume", Some(&[]), [1, 1, 0]);
}

#[test]
fn violated_assume_on_a_parameter_is_reported_by_every_block() {
    // The predicate depends only on a parameter (the same in every block, so the interpreter
    // evaluates such ops once per launch); each block still reports it under its own id.
    let body = "
    %a = assume bounded<0, 1>, %n : tile<i32>
";
    let out = run(
        &module("%n: tile<i32>", body),
        [3, 1, 1],
        vec![Arg::Scalar(5)],
    );
    assert_eq!(out.result.status, tileref_interp::Status::Ub);
    let mut blocks: Vec<[u32; 3]> = vec![];
    let mut count = 0;
    for r in out.reports().iter().filter(|r| r.kind == "assume-violated") {
        blocks.push(r.block.expect("block"));
        count += r.count;
    }
    assert_eq!(count, 3, "{:#?}", out.reports());
    assert!(
        blocks.iter().all(|b| b[0] < 3 && b[1] == 0 && b[2] == 0),
        "{blocks:?}"
    );
}

fn print(body: &str) -> String {
    let out = run1(&module("", body), vec![]);
    out.ok();
    out.result.prints.clone()
}

#[test]
fn print_scalars_with_printf_conversions() {
    let body = "
    %n = constant <i32: -42> : tile<i32>
    %u = constant <i32: -1> : tile<i32>
    %x = constant <f32: 3.14159> : tile<f32>
    %d = constant <f64: -0.000123> : tile<f64>
    %h = constant <f16: 1.5> : tile<f16>
    %b = constant <i1: true> : tile<i1>
    %l = constant <i64: 1234567890123> : tile<i64>
    %t0 = print_tko \"n=%d u=%u x=%5.2f d=%lf %%\\n\", %n, %u, %x, %d : tile<i32>, tile<i32>, tile<f32>, tile<f64> -> token
    %t1 = print_tko \"[%+d] [%-5d] [%05d] [%x] [%X] [%o]\\n\", %n, %n, %n, %u, %u, %n token=%t0 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %t2 = print_tko \"%e %E %g %.3g %f %d %lld\\n\", %x, %d, %d, %x, %h, %b, %l token=%t1 : tile<f32>, tile<f64>, tile<f64>, tile<f32>, tile<f16>, tile<i1>, tile<i64> -> token
";
    let want = "n=-42 u=4294967295 x= 3.14 d=-0.000123 %\n\
                [-42] [-42  ] [-0042] [ffffffff] [FFFFFFFF] [37777777726]\n\
                3.141590e+00 -1.230000E-04 -0.000123 3.14 1.500000 1 1234567890123\n";
    assert_eq!(print(body), want);
}

#[test]
fn print_special_floats_and_tiles() {
    // Tiles print as nested lists with the conversion applied to every element.
    let body = "
    %s = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, -0.0]> : tile<4xf32>
    %t0 = print_tko \"%f|\", %s : tile<4xf32> -> token
    %m = constant <i32: [[1, -2], [4, -6]]> : tile<2x2xi32>
    %t1 = print_tko \"m = %d\\n\", %m token=%t0 : tile<2x2xi32> -> token
    %e = constant <f64: [1.5, 2.25]> : tile<2xf64>
    %t2 = print_tko \"%.1f and %d\", %e, %m token=%t1 : tile<2xf64>, tile<2x2xi32> -> token
";
    // 2.25 is exactly halfway at one decimal: C rounds the binary value to even, 2.2.
    assert_eq!(
        print(body),
        "[nan, inf, -inf, -0.000000]|m = [[1, -2], [4, -6]]\n[1.5, 2.2] and [[1, -2], [4, -6]]"
    );
}

#[test]
fn prints_of_several_blocks_follow_the_execution_order() {
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t = print_tko \"block %d\\n\", %x : tile<i32> -> token
";
    let out = run(&module("", body), [3, 1, 1], vec![]);
    out.ok();
    assert_eq!(out.result.prints, "block 0\nblock 1\nblock 2\n");
    let out = run_opts(
        &module("", body),
        [3, 1, 1],
        vec![],
        &tileref_interp::Options {
            schedule: tileref_interp::Schedule::Reverse,
            ..opts()
        },
    );
    assert_eq!(out.result.prints, "block 2\nblock 1\nblock 0\n");
    // The 13.1 spelling `print` still works.
    let body = "
    %c = constant <i32: 7> : tile<i32>
    print \"old %d\\n\", %c : tile<i32>
";
    assert_eq!(print(body), "old 7\n");
}
