//! The undefined-behaviour policy (`Options::ub`): under `UbPolicy::Warn` a view tile outside
//! the view's index space reads the padding value (stores and atomic reductions dropped) and
//! pointer elements outside every allocation read 0 (stores and atomics dropped, atomics
//! returning 0), each site reported once as a `Category::UbWarning` with a count, the same
//! under every schedule; under `UbPolicy::Raise` (the default) both stay undefined behaviour,
//! and every other UB stops the run under either policy.

mod support;
use support::*;
use tileref_interp::{Category, Options, Report, Schedule, Status, UbPolicy};

fn warn() -> Options {
    Options {
        ub: UbPolicy::Warn,
        ..opts()
    }
}

/// The only report of a run, which must be a UB warning of `kind` at `op`, the run `ok`.
fn one_warning<'a>(out: &'a Out, kind: &str, op: &str) -> &'a Report {
    assert_eq!(out.result.status, Status::Ok, "{:#?}", out.result.reports);
    assert_eq!(out.result.reports.len(), 1, "{:#?}", out.result.reports);
    let r = &out.result.reports[0];
    assert_eq!(
        (r.category, r.kind.as_str()),
        (Category::UbWarning, kind),
        "{r:#?}"
    );
    assert_eq!(r.site.as_ref().map(|s| s.op.as_str()), Some(op), "{r:#?}");
    r
}

/// A 1-tile partition view of 4 elements of `t` over `%p` (`padding` as the view type spells
/// it, or none) loaded at tile `%i` and stored to `%o`.
fn load_tile(t: &str, padding: Option<&str>) -> String {
    let pad = padding
        .map(|p| format!("padding_value = {p}, "))
        .unwrap_or_default();
    let vt = format!("partition_view<tile=(4), {pad}tensor_view<4x{t}, strides=[1]>>");
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4x{t}, strides=[1]>
    %v = make_partition_view %tv : {vt}
    %x, %tk = load_view_tko weak %v[%i] : {vt}, tile<i32> -> tile<4x{t}>, token
{}",
        store("%o", "%x", &[4], t)
    );
    module(
        &format!("%p: tile<ptr<{t}>>, %o: tile<ptr<{t}>>, %i: tile<i32>"),
        &body,
    )
}

#[test]
fn a_view_tile_outside_reads_the_padding_value() {
    for (pad, bits) in [
        (Some("zero"), 0u32),
        (Some("neg_zero"), 0x8000_0000),
        (Some("nan"), 0x7FC0_0000),
        (Some("pos_inf"), 0x7F80_0000),
        (Some("neg_inf"), 0xFF80_0000),
        (None, 0),
    ] {
        let src = load_tile("f32", pad);
        let args = |i: u64| {
            vec![
                Arg::Buf(f32b(&[1.0, 2.0, 3.0, 4.0])),
                Arg::Buf(f32b(&[9.0; 4])),
                Arg::Scalar(i),
            ]
        };
        // Tile 0 is the tensor; tile 1 is outside the index space of 1 tile.
        let out = run_opts(&src, [1, 1, 1], args(0), &warn());
        out.ok();
        assert_eq!(out.f32s(1), vec![1.0, 2.0, 3.0, 4.0]);
        let out = run_opts(&src, [1, 1, 1], args(1), &warn());
        assert_eq!(out.u32s(1), vec![bits; 4], "padding {pad:?}");
        let r = one_warning(&out, "view-index-out-of-range", "load_view_tko");
        assert_eq!((r.count, r.block), (1, Some([0, 0, 0])));
        let instead = if pad.is_some() {
            "read as the padding value"
        } else {
            "read as zeros"
        };
        assert!(
            r.message.starts_with(&format!(
                "load of tile (1) outside the view's index space of 1 tile: {instead}"
            )),
            "{}",
            r.message
        );
        assert!(
            r.message.ends_with("(UB; continued under --ub warn)"),
            "{}",
            r.message
        );
        // Under the default policy it is undefined behaviour, as it always was.
        let out = run_opts(&src, [1, 1, 1], args(1), &opts());
        out.ub("view-index-out-of-range", "load_view_tko", None, [0, 0, 0]);
        assert_eq!(out.f32s(1), vec![9.0; 4], "nothing stored after the UB");
    }
    // Integer views read zeros; a negative index (read as unsigned) is outside too.
    let src = load_tile("i32", None);
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![
            Arg::Buf(i32b(&[1, 2, 3, 4])),
            Arg::Buf(i32b(&[9; 4])),
            Arg::Scalar((-1i32) as u32 as u64),
        ],
        &warn(),
    );
    assert_eq!(out.i32s(1), vec![0; 4]);
    let r = one_warning(&out, "view-index-out-of-range", "load_view_tko");
    assert!(
        r.message.starts_with("load of tile (4294967295) outside"),
        "{}",
        r.message
    );
}

#[test]
fn a_view_store_or_atomic_reduction_outside_is_dropped() {
    let vt = "partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>";
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v = make_partition_view %tv : {vt}
    %c = constant <i32: 5> : tile<4xi32>
    %t0 = store_view_tko weak %c, %v[%i] : tile<4xi32>, {vt}, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed device %v[%i], add, %c token=%t0 : tile<4xi32>, {vt}, tile<i32> -> token
"
    );
    let src = module("%p: tile<ptr<i32>>, %i: tile<i32>", &body);
    // Index 0: stored, then 5 added. The 8-element buffer holds the 4-element tensor: its
    // elements 4..8 lie past the view and stay as they are.
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[-1; 8])), Arg::Scalar(0)],
        &warn(),
    );
    out.ok();
    assert_eq!(out.i32s(0), vec![10, 10, 10, 10, -1, -1, -1, -1]);
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[-1; 8])), Arg::Scalar(1)],
        &warn(),
    );
    assert_eq!(out.result.status, Status::Ok, "{:#?}", out.result.reports);
    assert_eq!(out.i32s(0), vec![-1; 8], "no memory written");
    let ops: Vec<(&str, &str)> = out
        .reports()
        .iter()
        .map(|r| (r.site.as_ref().unwrap().op.as_str(), r.message.as_str()))
        .collect();
    assert_eq!(
        ops,
        vec![
            ("store_view_tko", "store of tile (1) outside the view's index space of 1 tile: dropped (UB; continued under --ub warn)"),
            ("atomic_red_view_tko", "atomic reduction of tile (1) outside the view's index space of 1 tile: dropped (UB; continued under --ub warn)"),
        ]
    );
    assert!(out
        .reports()
        .iter()
        .all(|r| r.category == Category::UbWarning && r.count == 1));
    run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[-1; 8])), Arg::Scalar(1)],
        &opts(),
    )
    .ub("view-index-out-of-range", "store_view_tko", None, [0, 0, 0]);
}

#[test]
fn a_view_of_shape_zero_has_no_tiles() {
    let vt = "partition_view<tile=(4), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>";
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %v = make_partition_view %tv : {vt}
    %c0 = constant <i32: 0> : tile<i32>
    %x, %tk = load_view_tko weak %v[%c0] : {vt}, tile<i32> -> tile<4xf32>, token
{}",
        store("%o", "%x", &[4], "f32")
    );
    let src = module(
        "%p: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<i64>",
        &body,
    );
    let args = || vec![Arg::Buf(f32b(&[1.0; 4])), zeros(16), Arg::Scalar(0)];
    let out = run_opts(&src, [1, 1, 1], args(), &warn());
    assert_eq!(out.f32s(1), vec![f32::NEG_INFINITY; 4]);
    let r = one_warning(&out, "view-index-out-of-range", "load_view_tko");
    assert!(
        r.message
            .starts_with("load of tile (0) outside the view's index space of 0 tiles"),
        "{}",
        r.message
    );
    run_opts(&src, [1, 1, 1], args(), &opts()).ub(
        "view-index-out-of-range",
        "load_view_tko",
        None,
        [0, 0, 0],
    );
}

#[test]
fn a_gathered_tile_entirely_outside_is_treated_alike() {
    let tv = "tensor_view<8x16xf32, strides=[16,1]>";
    let vt =
        format!("gather_scatter_view<tile=(4x8), padding_value = pos_inf, {tv}, sparse_dim=0>");
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [8, 16], strides = [16, 1] : {tv}
    %v = make_gather_scatter_view %tv : {vt}
    %rows = constant <i32: [8, 9, 10, 100]> : tile<4xi32>
    %col = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %v[%rows, %col] : {vt}, tile<4xi32>, tile<i32> -> tile<4x8xf32>, token
{}",
        store("%o", "%t", &[4, 8], "f32")
    );
    let src = module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body);
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(f32b(&[0.0; 128])), zeros(128)],
        &warn(),
    );
    assert_eq!(out.f32s(1), vec![f32::INFINITY; 32]);
    let r = one_warning(&out, "view-index-out-of-range", "load_view_tko");
    assert!(
        r.message.starts_with(
            "load of a gathered tile entirely outside the tensor: read as the padding value"
        ),
        "{}",
        r.message
    );
}

/// Pointers p + [0, 1, 2, 3] into `%p` (a buffer of one `t`), then `ops`; `%o` gets `%r`.
fn pointer_kernel(t: &str, ops: &str) -> String {
    let body = format!(
        "    %pr = reshape %p : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %pb = broadcast %pr : tile<1xptr<{t}>> -> tile<4xptr<{t}>>
    %io = iota : tile<4xi32>
    %ps = offset %pb, %io : tile<4xptr<{t}>>, tile<4xi32> -> tile<4xptr<{t}>>
{ops}{}",
        store("%o", "%r", &[4], t)
    );
    module(&format!("%p: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"), &body)
}

#[test]
fn pointer_elements_outside_every_allocation() {
    // Load: element 0 is the buffer's one element, 1..3 lie past it. Element 2 is masked off
    // and reads its padding as ever; 1 and 3 read 0.
    let src = pointer_kernel(
        "f32",
        "    %m = constant <i1: [true, true, false, true]> : tile<4xi1>
    %pad = constant <f32: 7.0> : tile<4xf32>
    %r, %tk = load_ptr_tko weak %ps, %m, %pad : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
",
    );
    let args = || vec![Arg::Buf(f32b(&[5.0])), Arg::Buf(f32b(&[9.0; 4]))];
    let out = run_opts(&src, [1, 1, 1], args(), &warn());
    assert_eq!(out.f32s(1), vec![5.0, 0.0, 7.0, 0.0]);
    let r = one_warning(&out, "out-of-bounds", "load_ptr_tko");
    assert_eq!(
        (r.count, r.element.as_deref(), r.address),
        (2, Some(&[1i64][..]), Some(out.addrs[0] + 4))
    );
    assert_eq!(r.message, "load of a 4-byte element outside every allocation: read as 0 (UB; continued under --ub warn)");
    run_opts(&src, [1, 1, 1], args(), &opts()).ub(
        "out-of-bounds",
        "load_ptr_tko",
        Some(&[1]),
        [0, 0, 0],
    );

    // Store: element 0 is written, the others dropped (the next buffer is untouched).
    let src = pointer_kernel("i32", "    %r = constant <i32: [1, 2, 3, 4]> : tile<4xi32>\n    %tk0 = store_ptr_tko weak %ps, %r : tile<4xptr<i32>>, tile<4xi32> -> token\n");
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[9; 4]))],
        &warn(),
    );
    assert_eq!(out.i32s(0), vec![1]);
    let r = one_warning(&out, "out-of-bounds", "store_ptr_tko");
    assert_eq!((r.count, r.element.as_deref()), (3, Some(&[1i64][..])));
    assert!(
        r.message.contains("outside every allocation: dropped (UB"),
        "{}",
        r.message
    );

    // atomic_rmw: element 0 adds, the others are dropped and return 0.
    let src = pointer_kernel("i32", "    %a = constant <i32: 1> : tile<4xi32>\n    %r, %tk0 = atomic_rmw_tko relaxed device %ps, add, %a : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token\n");
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[10])), Arg::Buf(i32b(&[9; 4]))],
        &warn(),
    );
    assert_eq!((out.i32s(0), out.i32s(1)), (vec![11], vec![10, 0, 0, 0]));
    let r = one_warning(&out, "out-of-bounds", "atomic_rmw_tko");
    assert_eq!(r.count, 3);
    assert!(
        r.message.contains("dropped, its old value read as 0"),
        "{}",
        r.message
    );
    run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[10])), Arg::Buf(i32b(&[9; 4]))],
        &opts(),
    )
    .ub("out-of-bounds", "atomic_rmw_tko", Some(&[1]), [0, 0, 0]);

    // atomic_cas: element 0 swaps; the others (whose cmp is not 0) return 0, not cmp.
    let src = pointer_kernel(
        "i32",
        "    %c = constant <i32: [10, 6, 6, 6]> : tile<4xi32>\n    %n = constant <i32: 5> : tile<4xi32>\n    %r, %tk0 = atomic_cas_tko acq_rel device %ps, %c, %n : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token\n",
    );
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[10])), Arg::Buf(i32b(&[9; 4]))],
        &warn(),
    );
    assert_eq!((out.i32s(0), out.i32s(1)), (vec![5], vec![10, 0, 0, 0]));
    assert_eq!(
        one_warning(&out, "out-of-bounds", "atomic_cas_tko").count,
        3
    );
}

#[test]
fn other_undefined_behaviour_still_stops_the_run() {
    // A misaligned pointer (p + 2 bytes as f32), also when its element lies past the buffer.
    let body = "
    %ai = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %two = constant <i64: 2> : tile<i64>
    %bi = addi %ai, %two : tile<i64>
    %q = int_to_ptr %bi : tile<i64> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<f32>> -> tile<f32>, token
";
    for len in [4, 1] {
        run_opts(
            &module("%p: tile<ptr<f32>>", body),
            [1, 1, 1],
            vec![Arg::Buf(vec![0; len])],
            &warn(),
        )
        .ub("misaligned", "load_ptr_tko", Some(&[]), [0, 0, 0]);
    }
    // A broken inbounds promise on a tile inside the index space.
    let body = "
    %tv = make_tensor_view %p, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>
    %one = constant <i32: 1> : tile<i32>
    %t = constant <f32: 1.0> : tile<4xf32>
    %tk = store_view_tko weak %t, %v[%one] inbounds = [true] : tile<4xf32>, partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
";
    run_opts(
        &module("%p: tile<ptr<f32>>", body),
        [1, 1, 1],
        vec![Arg::Buf(f32b(&[0.0; 8]))],
        &warn(),
    )
    .ub("inbounds-violated", "store_view_tko", Some(&[2]), [0, 0, 0]);
    // Dimensions are checked in order: tile (1, 3) of a 2x3-tile view breaks its promise in
    // dimension 0 (rows 4..8 of 6) before dimension 1 is found outside.
    let vt = "partition_view<tile=(4x4), tensor_view<6x10xf32, strides=[10,1]>>";
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [6, 10], strides = [10, 1] : tensor_view<6x10xf32, strides=[10,1]>
    %v = make_partition_view %tv : {vt}
    %a = constant <i32: 1> : tile<i32>
    %b = constant <i32: 3> : tile<i32>
    %t, %tk = load_view_tko weak %v[%a, %b] inbounds = [true, false] : {vt}, tile<i32> -> tile<4x4xf32>, token
"
    );
    let src = module("%p: tile<ptr<f32>>", &body);
    run_opts(&src, [1, 1, 1], vec![Arg::Buf(f32b(&[0.0; 60]))], &warn()).ub(
        "inbounds-violated",
        "load_view_tko",
        Some(&[2, 0]),
        [0, 0, 0],
    );
    // A view whose tensor lies partly outside its allocation (the tile is in the index space).
    let body = "
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %v[%c0] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
";
    run_opts(
        &module("%p: tile<ptr<f32>>", body),
        [1, 1, 1],
        vec![Arg::Buf(f32b(&[0.0; 4]))],
        &warn(),
    )
    .ub("out-of-bounds", "load_view_tko", Some(&[4]), [0, 0, 0]);
    // Division by zero.
    let body = "
    %a = constant <i32: 1> : tile<i32>
    %b = constant <i32: 0> : tile<i32>
    %c = divi %a, %b signed : tile<i32>
";
    let out = run_opts(&module("", body), [1, 1, 1], vec![], &warn());
    assert_eq!(out.result.status, Status::Ub, "{:#?}", out.result.reports);
}

const SCHEDULES: [Schedule; 5] = [
    Schedule::Sequential,
    Schedule::Reverse,
    Schedule::Random(7),
    Schedule::Parallel,
    Schedule::Random(99),
];

#[test]
fn a_site_is_reported_once_with_its_count_under_every_schedule() {
    // 16 blocks: block b loads tile b - 5 of a view of 4 tiles, so blocks 0..5 (negative
    // indices) and 9..16 are outside: 12 hits. Each block also stores its 4 pointer elements at
    // p + 4b + [0, 4): the 8-element buffer holds blocks 0 and 1, the 56 others are dropped.
    let vt = "partition_view<tile=(2), padding_value = nan, tensor_view<8xf32, strides=[1]>>";
    let body = format!(
        "    %x, %y, %z = get_tile_block_id : tile<i32>
    %five = constant <i32: 5> : tile<i32>
    %i = subi %x, %five : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %tv : {vt}
    %t, %tk = load_view_tko weak %v[%i] : {vt}, tile<i32> -> tile<2xf32>, token
    %four = constant <i32: 4> : tile<i32>
    %off = muli %x, %four : tile<i32>
    %q = offset %o, %off : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %qr = reshape %q : tile<ptr<f32>> -> tile<1xptr<f32>>
    %qb = broadcast %qr : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %io = iota : tile<4xi32>
    %qs = offset %qb, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %w = cat %t, %t dim = 0 : tile<2xf32>, tile<2xf32> -> tile<4xf32>
    %tk2 = store_ptr_tko weak %qs, %w : tile<4xptr<f32>>, tile<4xf32> -> token
"
    );
    let src = module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body);
    let mem: Vec<f32> = (0..8).map(|i| i as f32).collect();
    let mut first: Option<(Vec<Report>, Vec<u32>)> = None;
    for s in SCHEDULES {
        for threads in [Some(1), Some(2), Some(4)] {
            let o = Options {
                schedule: s,
                threads,
                ..warn()
            };
            let out = run_opts(&src, [16, 1, 1], vec![Arg::Buf(f32b(&mem)), zeros(32)], &o);
            assert_eq!(
                out.result.status,
                Status::Ok,
                "{s:?}: {:#?}",
                out.result.reports
            );
            let reps = out.reports();
            assert_eq!(reps.len(), 2, "{s:?}: {reps:#?}");
            let view = reps
                .iter()
                .find(|r| r.kind == "view-index-out-of-range")
                .unwrap();
            assert_eq!((view.count, view.block), (12, Some([0, 0, 0])), "{s:?}");
            assert!(
                view.message.starts_with(
                    "load of tile (4294967291) outside the view's index space of 4 tiles"
                ),
                "{}",
                view.message
            );
            let ptr = reps.iter().find(|r| r.kind == "out-of-bounds").unwrap();
            assert_eq!(
                (ptr.count, ptr.block, ptr.element.as_deref()),
                (56, Some([2, 0, 0]), Some(&[0i64][..])),
                "{s:?}"
            );
            assert_eq!(ptr.address, Some(out.addrs[1] + 32));
            // Blocks 0 and 1 stored padding (NaN) into the buffer.
            assert_eq!(out.u32s(1), vec![0x7FC0_0000; 8]);
            let got = (reps.to_vec(), out.u32s(1));
            match &first {
                None => first = Some(got),
                Some(f) => assert_eq!(f, &got, "{s:?} with {threads:?} threads"),
            }
        }
    }
}

#[test]
fn dropped_stores_are_no_accesses_for_the_race_detector() {
    // Two blocks store to tile %i of a 1-tile view, and to pointer p + 1 past a 1-element
    // buffer: inside (index 0) the view stores race; outside they are dropped, and no race.
    let vt = "partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>";
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %v = make_partition_view %tv : {vt}
    %c = constant <f32: 1.0> : tile<4xf32>
    %t0 = store_view_tko weak %c, %v[%i] : tile<4xf32>, {vt}, tile<i32> -> token
    %q = offset %s, %j : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %one = constant <f32: 2.0> : tile<f32>
    %t1 = store_ptr_tko weak %q, %one : tile<ptr<f32>>, tile<f32> -> token
"
    );
    let src = module(
        "%p: tile<ptr<f32>>, %i: tile<i32>, %s: tile<ptr<f32>>, %j: tile<i32>",
        &body,
    );
    for s in SCHEDULES {
        let o = Options {
            schedule: s,
            ..warn()
        };
        let args = |i: u64, j: u64| {
            vec![
                Arg::Buf(f32b(&[0.0; 4])),
                Arg::Scalar(i),
                Arg::Buf(f32b(&[0.0])),
                Arg::Scalar(j),
            ]
        };
        // Inside: both stores race (the test can fail).
        let out = run_opts(&src, [2, 1, 1], args(0, 0), &o);
        assert_eq!(out.result.status, Status::Race, "{s:?}");
        assert_eq!(
            out.reports()
                .iter()
                .filter(|r| r.category == Category::Race)
                .count(),
            2,
            "{s:?}: {:#?}",
            out.reports()
        );
        // Outside: dropped, no race, one warning per site counting both blocks.
        let out = run_opts(&src, [2, 1, 1], args(1, 1), &o);
        assert_eq!(out.result.status, Status::Ok, "{s:?}: {:#?}", out.reports());
        assert_eq!((out.f32s(0), out.f32s(1)), (vec![0.0; 4], vec![0.0]));
        let counts: Vec<(&str, u64)> = out
            .reports()
            .iter()
            .map(|r| (r.kind.as_str(), r.count))
            .collect();
        assert_eq!(
            counts,
            vec![("view-index-out-of-range", 2), ("out-of-bounds", 2)],
            "{s:?}"
        );
    }
}

#[test]
fn repeated_addresses_in_one_store_keep_the_last_element_under_warn() {
    // Pointers p + [0, 0, 2, 3]: elements 0 and 1 of one tile-wide store meet at p[0].
    let body = "    %pr = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pr : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %ix = constant <i32: [0, 0, 2, 3]> : tile<4xi32>
    %ps = offset %pb, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %io = iota : tile<4xi32>
    %v = addi %io, %io : tile<4xi32>
    %t = store_ptr_tko weak %ps, %v : tile<4xptr<i32>>, tile<4xi32> -> token
";
    let src = module("%p: tile<ptr<i32>>", body);
    let args = || vec![Arg::Buf(i32b(&[-1; 4]))];
    let out = run_opts(&src, [1, 1, 1], args(), &warn());
    assert_eq!(out.i32s(0), vec![2, -1, 4, 6]);
    let r = one_warning(&out, "race-within-op", "store_ptr_tko");
    assert!(
        r.message
            .starts_with("two elements of one tile-wide access meet at one address"),
        "{}",
        r.message
    );
    // Under the default policy it is a data race; across tile blocks it stays one under warn.
    let out = run_opts(&src, [1, 1, 1], args(), &opts());
    assert_eq!(out.result.reports[0].category, Category::Race);
    let out = run_opts(&src, [2, 1, 1], args(), &warn());
    assert!(
        out.result
            .reports
            .iter()
            .any(|r| r.category == Category::Race),
        "{:#?}",
        out.result.reports
    );
}
