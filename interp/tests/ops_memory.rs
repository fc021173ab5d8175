//! Pointer-based memory through whole kernels: loads and stores with masks and padding, i1
//! storage, out-of-bounds and misaligned accesses (UB), alloca, globals (including writes to
//! a `constant` global), and the token-only ops.

mod support;
use support::*;
use tileref_interp::{Category, Options, Status};

/// `%ps`: 8 pointers p + idx[i] (idx given as an i32 literal list) into the f32 buffer `%p`.
fn ptrs(idx: &str) -> String {
    format!(
        "    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %ix = constant <i32: [{idx}]> : tile<8xi32>
    %ps = offset %pb, %ix : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
"
    )
}

const MASK: &str =
    "    %m = constant <i1: [true, false, true, true, false, false, true, false]> : tile<8xi1>\n";

#[test]
fn masked_load_with_padding_does_not_touch_masked_lanes() {
    // Masked-off lanes point far outside the buffer: they are not accessed, so no report.
    let body = format!(
        "{}{MASK}    %pad = constant <f32: [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0]> : tile<8xf32>
    %v, %t = load_ptr_tko weak %ps, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
{}",
        ptrs("3, 100000, 2, 1, -100000, 77, 0, 9"),
        store("%o", "%v", &[8], "f32")
    );
    let out = run1(
        &module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&[10.0, 11.0, 12.0, 13.0])), zeros(32)],
    );
    out.ok();
    assert_eq!(
        out.f32s(1),
        vec![13.0, -2.0, 12.0, 11.0, -5.0, -6.0, 10.0, -8.0]
    );
}

#[test]
fn masked_load_without_padding_keeps_the_unmasked_lanes() {
    let body = format!(
        "{}{MASK}    %v, %t = load_ptr_tko relaxed device %ps, %m : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
{}",
        ptrs("3, 100000, 2, 1, -100000, 77, 0, 9"),
        store("%o", "%v", &[8], "f32")
    );
    let src = module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body);
    let args = || vec![Arg::Buf(f32b(&[10.0, 11.0, 12.0, 13.0])), zeros(32)];
    let out = run1(&src, args());
    out.ok();
    let v = out.f32s(1);
    // Masked-off lanes are unspecified; the others are the loaded values.
    for (i, want) in [(0, 13.0), (2, 12.0), (3, 11.0), (6, 10.0)] {
        assert_eq!(v[i], want);
    }
    // Under `strict`, the dependence on an unspecified value is reported as a warning.
    let o = Options {
        strict: true,
        ..opts()
    };
    let out = run_opts(&src, [1, 1, 1], args(), &o);
    assert_eq!(out.result.status, Status::Ok);
    let w = out.report("unspecified-masked-load");
    assert_eq!(w.category, Category::Warning);
    assert_eq!(w.element.as_deref(), Some(&[1i64][..]));
}

#[test]
fn masked_store_writes_only_the_unmasked_lanes() {
    let body = format!(
        "{}{MASK}    %v = constant <f32: [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tile<8xf32>
    %t = store_ptr_tko weak %ps, %v, %m : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
",
        ptrs("0, 1, 2, 3, 4, 5, 6, -999")
    );
    let out = run1(
        &module("%p: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&[-9.0; 8]))],
    );
    out.ok();
    assert_eq!(
        out.f32s(0),
        vec![1.0, -9.0, 3.0, 4.0, -9.0, -9.0, 7.0, -9.0]
    );
}

#[test]
fn every_ordering_and_scope_loads_and_stores_the_same_values() {
    let loads = [
        "weak",
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "acquire tl_blk",
        "acquire device",
        "acquire sys",
    ];
    let stores = [
        "weak",
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "release tl_blk",
        "release device",
        "release sys",
    ];
    for (l, s) in loads.iter().zip(stores) {
        let body = format!(
            "{}    %v, %t = load_ptr_tko {l} %ps : tile<8xptr<f32>> -> tile<8xf32>, token
    %two = constant <f32: 2.0> : tile<8xf32>
    %w = mulf %v, %two : tile<8xf32>
    %t2 = store_ptr_tko {s} %ps, %w token=%t : tile<8xptr<f32>>, tile<8xf32> -> token
",
            ptrs("7, 6, 5, 4, 3, 2, 1, 0")
        );
        let out = run1(
            &module("%p: tile<ptr<f32>>", &body),
            vec![Arg::Buf(f32b(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]))],
        );
        out.ok();
        assert_eq!(
            out.f32s(0),
            vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0],
            "{l} / {s}"
        );
    }
}

#[test]
fn i1_is_one_byte_any_nonzero_byte_reads_as_one() {
    let body = format!(
        "{}    %w = exti %b unsigned : tile<8xi1> -> tile<8xi8>
    %nb = xori %b, %ones : tile<8xi1>
{}{}",
        load("%p", "b", &[8], "i1"),
        store("%ow", "%w", &[8], "i8"),
        store("%p", "%nb", &[8], "i1")
    )
    .replace(
        "    %w = exti",
        "    %ones = constant <i1: true> : tile<8xi1>\n    %w = exti",
    )
    // The store to %p must wait for the load from %p (only tokens order them).
    .replace(
        "store_ptr_tko weak %nb_ps, %nb",
        "store_ptr_tko weak %nb_ps, %nb token=%b_ltk",
    );
    let out = run1(
        &module("%p: tile<ptr<i1>>, %ow: tile<ptr<i8>>", &body),
        vec![Arg::Buf(vec![0, 1, 2, 0xFF, 0x80, 0, 0x10, 1]), zeros(8)],
    );
    out.ok();
    assert_eq!(out.u8s(1), vec![0, 1, 1, 1, 1, 0, 1, 1]);
    // A stored i1 is the byte 0x00 or 0x01.
    assert_eq!(out.u8s(0), vec![1, 0, 0, 0, 0, 1, 0, 0]);
}

#[test]
fn out_of_bounds_accesses_are_undefined() {
    // Load: element 5 is one past the end of a 4-element buffer (element 4 is the last one in).
    let body = format!(
        "{}    %v, %t = load_ptr_tko weak %ps : tile<8xptr<f32>> -> tile<8xf32>, token\n",
        ptrs("0, 1, 2, 3, 3, 4, 0, 0")
    );
    let out = run1(
        &module("%p: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&[1.0; 4]))],
    );
    let r = out.ub("out-of-bounds", "load_ptr_tko", Some(&[5]), [0, 0, 0]);
    assert_eq!(r.address, Some(out.addrs[0] + 16));
    // Store: element 2 points below the buffer; the run is undefined from there on.
    let body = format!(
        "{}    %v = constant <f32: 5.0> : tile<8xf32>\n    %t = store_ptr_tko weak %ps, %v : tile<8xptr<f32>>, tile<8xf32> -> token\n",
        ptrs("0, 1, -1, 3, 0, 0, 0, 0")
    );
    let out = run(
        &module("%p: tile<ptr<f32>>", &body),
        [3, 1, 1],
        vec![Arg::Buf(f32b(&[1.0; 4]))],
    );
    let r = out.ub("out-of-bounds", "store_ptr_tko", Some(&[2]), [0, 0, 0]);
    // Every block failed the same way: one merged report.
    assert_eq!(r.count, 3);
    // Only block 1 of 2 reads past the end: the report names that block.
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %off = muli %x, %four : tile<i32>
    %q = offset %p, %off : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %qr = reshape %q : tile<ptr<f32>> -> tile<1xptr<f32>>
    %qb = broadcast %qr : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %io = iota : tile<4xi32>
    %qs = offset %qb, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %v, %t = load_ptr_tko weak %qs : tile<4xptr<f32>> -> tile<4xf32>, token
";
    let out = run(
        &module("%p: tile<ptr<f32>>", body),
        [2, 1, 1],
        vec![Arg::Buf(f32b(&[1.0; 6]))],
    );
    out.ub("out-of-bounds", "load_ptr_tko", Some(&[2]), [1, 0, 0]);
}

#[test]
fn misaligned_pointers_are_undefined() {
    // p + 2 bytes, as a pointer to f32: misaligned for a 4-byte element.
    let body = "
    %ai = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %two = constant <i64: 2> : tile<i64>
    %bi = addi %ai, %two : tile<i64>
    %q = int_to_ptr %bi : tile<i64> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<f32>> -> tile<f32>, token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[1.0; 4]))],
    );
    let r = out.ub("misaligned", "load_ptr_tko", Some(&[]), [0, 0, 0]);
    assert_eq!(r.address, Some(out.addrs[0] + 2));
    // A tile of f64 pointers where element 1 is 4 bytes off.
    let body = "
    %ai = ptr_to_int %p : tile<ptr<f64>> -> tile<i64>
    %ar = reshape %ai : tile<i64> -> tile<1xi64>
    %ab = broadcast %ar : tile<1xi64> -> tile<2xi64>
    %d = constant <i64: [8, 12]> : tile<2xi64>
    %s = addi %ab, %d : tile<2xi64>
    %q = int_to_ptr %s : tile<2xi64> -> tile<2xptr<f64>>
    %v = constant <f64: 1.0> : tile<2xf64>
    %t = store_ptr_tko weak %q, %v : tile<2xptr<f64>>, tile<2xf64> -> token
";
    let out = run1(
        &module("%p: tile<ptr<f64>>", body),
        vec![Arg::Buf(f64b(&[0.0; 4]))],
    );
    out.ub("misaligned", "store_ptr_tko", Some(&[1]), [0, 0, 0]);
    // Atomics too.
    let body = "
    %ai = ptr_to_int %p : tile<ptr<i32>> -> tile<i64>
    %one = constant <i64: 1> : tile<i64>
    %bi = addi %ai, %one : tile<i64>
    %q = int_to_ptr %bi : tile<i64> -> tile<ptr<i32>>
    %v = constant <i32: 1> : tile<i32>
    %o, %t = atomic_rmw_tko relaxed device %q, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
";
    let out = run1(
        &module("%p: tile<ptr<i32>>", body),
        vec![Arg::Buf(i32b(&[0; 4]))],
    );
    out.ub("misaligned", "atomic_rmw_tko", Some(&[]), [0, 0, 0]);
}

#[test]
fn alloca_is_block_private_aligned_storage() {
    // Each block fills its own alloca with its id, reads it back and stores the sum; the
    // alloca's address is aligned as requested.
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a = alloca num_elem = 8, alignment = 128 : tile<ptr<i32>>
    %ar = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ab = broadcast %ar : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %io = iota : tile<8xi32>
    %as = offset %ab, %io : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %xr = reshape %x : tile<i32> -> tile<1xi32>
    %xb = broadcast %xr : tile<1xi32> -> tile<8xi32>
    %val = addi %xb, %io : tile<8xi32>
    %t0 = store_ptr_tko weak %as, %val : tile<8xptr<i32>>, tile<8xi32> -> token
    %back, %t1 = load_ptr_tko weak %as token=%t0 : tile<8xptr<i32>> -> tile<8xi32>, token
    %sum = reduce %back dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
      (%e: tile<i32>, %acc: tile<i32>) {
        %r = addi %e, %acc : tile<i32>
        yield %r : tile<i32>
      }
    %q = offset %o, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %q, %sum : tile<ptr<i32>>, tile<i32> -> token
    %ai = ptr_to_int %a : tile<ptr<i32>> -> tile<i64>
    %qa = offset %oa, %x : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %t3 = store_ptr_tko weak %qa, %ai : tile<ptr<i64>>, tile<i64> -> token
    %g = alloca num_elem = 2, alignment = 16 global : tile<ptr<f64>>
    %gv = constant <f64: 1.5> : tile<f64>
    %t4 = store_ptr_tko weak %g, %gv : tile<ptr<f64>>, tile<f64> -> token
    %gr, %t5 = load_ptr_tko weak %g token=%t4 : tile<ptr<f64>> -> tile<f64>, token
    %qg = offset %og, %x : tile<ptr<f64>>, tile<i32> -> tile<ptr<f64>>
    %t6 = store_ptr_tko weak %qg, %gr : tile<ptr<f64>>, tile<f64> -> token
";
    for sched in [
        tileref_interp::Schedule::Sequential,
        tileref_interp::Schedule::Parallel,
    ] {
        let o = Options {
            schedule: sched,
            threads: Some(2),
            ..opts()
        };
        let out = run_opts(
            &module(
                "%o: tile<ptr<i32>>, %oa: tile<ptr<i64>>, %og: tile<ptr<f64>>",
                body,
            ),
            [4, 1, 1],
            vec![zeros(16), zeros(32), zeros(32)],
            &o,
        );
        out.ok();
        // Σ (x + i) for i < 8 = 8x + 28.
        assert_eq!(out.i32s(0), vec![28, 36, 44, 52]);
        for a in out.u64s(1) {
            assert_eq!(a % 128, 0, "alloca address {a:#x}");
        }
        assert_eq!(out.f64s(2), vec![1.5; 4]);
    }
    // Past the end of an alloca is out of bounds.
    let body = "
    %a = alloca num_elem = 4, alignment = 4 : tile<ptr<f32>>
    %four = constant <i32: 4> : tile<i32>
    %q = offset %a, %four : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<f32>> -> tile<f32>, token
";
    let out = run1(&module("", body), vec![]);
    out.ub("out-of-bounds", "load_ptr_tko", Some(&[]), [0, 0, 0]);
}

const GLOBALS: &str = "
  global @table <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  global private @counts alignment = 64 <i32: 7> : tile<8xi32>
  global constant @lut <f16: [0.5, -1.0]> : tile<2xf16>
";

fn with_globals(params: &str, body: &str) -> String {
    format!("cuda_tile.module @m {{{GLOBALS}\n  entry @k({params}) {{\n{body}\n  }}\n}}\n")
}

#[test]
fn globals_are_read_and_written_through_get_global() {
    let body = format!(
        "    %tp = get_global @table : tile<ptr<f32>>
{}    %cp = get_global @counts : tile<ptr<i32>>
{}    %lp = get_global @lut : tile<ptr<f16>>
{}    %one = constant <i32: 1> : tile<8xi32>
    %c2 = addi %c, %one : tile<8xi32>
{}{}    %c3, %tk9 = load_ptr_tko weak %c_lps token=%c2_tk : tile<8xptr<i32>> -> tile<8xi32>, token
{}{}{}    %ci = ptr_to_int %cp : tile<ptr<i32>> -> tile<i64>
    %tk8 = store_ptr_tko weak %oa, %ci : tile<ptr<i64>>, tile<i64> -> token
",
        load("%tp", "t", &[4], "f32"),
        load("%cp", "c", &[8], "i32"),
        load("%lp", "l", &[2], "f16"),
        // Waits for the load of the same words (only tokens order them).
        store("%cp", "%c2", &[8], "i32").replace("%c2_ps, %c2 :", "%c2_ps, %c2 token=%c_ltk :"),
        "",
        store("%ot", "%t", &[4], "f32"),
        store("%oc", "%c3", &[8], "i32"),
        store("%ol", "%l", &[2], "f16"),
    );
    let out = run1(
        &with_globals(
            "%ot: tile<ptr<f32>>, %oc: tile<ptr<i32>>, %ol: tile<ptr<f16>>, %oa: tile<ptr<i64>>",
            &body,
        ),
        vec![zeros(16), zeros(32), zeros(4), zeros(8)],
    );
    out.ok();
    assert_eq!(out.f32s(0), vec![1.0, 2.0, 3.0, 4.0]);
    // The store to @counts happened: the reload sees 8s.
    assert_eq!(out.i32s(1), vec![8; 8]);
    assert_eq!(out.u16s(2), vec![0x3800, 0xBC00]);
    assert_eq!(out.u64s(3)[0] % 64, 0, "alignment = 64");
}

#[test]
fn writing_a_constant_global_is_reported() {
    let body = "
    %lp = get_global @lut : tile<ptr<f16>>
    %one = constant <i32: 1> : tile<i32>
    %q = offset %lp, %one : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
    %v = constant <f16: 2.0> : tile<f16>
    %t = store_ptr_tko weak %q, %v : tile<ptr<f16>>, tile<f16> -> token
";
    let out = run1(&with_globals("", body), vec![]);
    let r = out.ub("write-to-constant", "store_ptr_tko", Some(&[]), [0, 0, 0]);
    assert!(r.address.is_some());
    // Atomics on a constant global are writes too.
    let body = "
    %lp = get_global @lut : tile<ptr<f16>>
    %v = constant <f16: 2.0> : tile<f16>
    %o, %t = atomic_rmw_tko relaxed device %lp, addf, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
";
    let out = run1(&with_globals("", body), vec![]);
    out.ub("write-to-constant", "atomic_rmw_tko", Some(&[]), [0, 0, 0]);
    // Reading it is fine, and a masked-off store does not write.
    let body = "
    %lp = get_global @lut : tile<ptr<f16>>
    %v, %t0 = load_ptr_tko weak %lp : tile<ptr<f16>> -> tile<f16>, token
    %f = constant <i1: false> : tile<i1>
    %t = store_ptr_tko weak %lp, %v, %f : tile<ptr<f16>>, tile<f16>, tile<i1> -> token
";
    run1(&with_globals("", body), vec![]).ok();
}

#[test]
fn token_ops_only_order() {
    // make_token, join_tokens, memory_fence_alias_tko and the gdc ops produce tokens and
    // change nothing else; threading them through memory ops keeps program order.
    let body = "
    %t0 = make_token : token
    %g0 = gdc_wait_tko token=%t0 -> token
    %v, %t1 = load_ptr_tko weak %p token=%g0 : tile<ptr<f32>> -> tile<f32>, token
    %f1 = memory_fence_alias_tko %t1 -> token
    %two = constant <f32: 2.0> : tile<f32>
    %w = mulf %v, %two : tile<f32>
    %t2 = store_ptr_tko weak %p, %w token=%f1 : tile<ptr<f32>>, tile<f32> -> token
    %t3 = make_token : token
    %j = join_tokens %t2, %t3 : token
    %g1 = gdc_launch_dependents_tko token=%j -> token
    %g2 = gdc_launch_dependents_tko
    %g3 = gdc_wait_tko
    %j2 = join_tokens %g1, %g2, %g3 : token
    %u, %t4 = load_ptr_tko weak %p token=%j2 : tile<ptr<f32>> -> tile<f32>, token
    %x = addf %u, %two : tile<f32>
    %t5 = store_ptr_tko weak %p, %x token=%t4 : tile<ptr<f32>>, tile<f32> -> token
    %f2 = memory_fence_alias_tko %t5
    %pt = print_tko \"done\" token=%f2 -> token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[1.5]))],
    );
    out.ok();
    assert_eq!(out.f32s(0), vec![5.0]);
    assert_eq!(out.result.prints, "done");
}
