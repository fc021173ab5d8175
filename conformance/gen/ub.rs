//! Undefined behaviour: one run per class the digest names (section 8) and the interpreter
//! reports, each expecting the verdict `ub KIND`. Race verdicts come with the memory-model work;
//! the format already expresses them (`@expect verdict race`).

use super::{CaseB, GenFile};

struct Ub {
    name: &'static str,
    kind: &'static str,
    why: &'static str,
    params: &'static str,
    body: &'static str,
    /// (elem, element count) of each buffer argument, then scalars as (elem, bits)
    bufs: &'static [(&'static str, usize)],
}

const CASES: &[Ub] = &[
    Ub {
        name: "load_out_of_bounds",
        kind: "out-of-bounds",
        why: "digest 8 #1: a pointer load past the end of its allocation",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <i32: 4096> : tile<i32>\n%p = offset %a, %c : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%x, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token",
        bufs: &[("i32", 4)],
    },
    Ub {
        name: "store_out_of_bounds",
        kind: "out-of-bounds",
        why: "digest 8 #1: a pointer store before the start of its allocation",
        params: "%a: tile<ptr<f32>>",
        body: "%c = constant <i64: -1> : tile<i64>\n%p = offset %a, %c : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>\n%v = constant <f32: 1.0> : tile<f32>\n%t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token",
        bufs: &[("f32", 4)],
    },
    Ub {
        name: "view_layout_past_allocation",
        kind: "out-of-bounds",
        why: "digest 8 #1 and 7.1: a view whose layout runs past the allocation, then an access through it",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>\n%v = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>\n%c = constant <i32: 3> : tile<i32>\n%x, %t = load_view_tko weak %v[%c] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token",
        bufs: &[("f32", 16)],
    },
    Ub {
        name: "misaligned_pointer",
        kind: "misaligned",
        why: "digest 8 #21: a pointer not aligned to its element size",
        params: "%a: tile<ptr<i32>>",
        body: "%i = ptr_to_int %a : tile<ptr<i32>> -> tile<i64>\n%one = constant <i64: 1> : tile<i64>\n%j = addi %i, %one : tile<i64>\n%p = int_to_ptr %j : tile<i64> -> tile<ptr<i32>>\n%x, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token",
        bufs: &[("i32", 4)],
    },
    Ub {
        name: "view_index_out_of_range",
        kind: "view-index-out-of-range",
        why: "digest 8 #2: a partition view index outside the index space (4 tiles, index 4)",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>\n%v = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>\n%c = constant <i32: 4> : tile<i32>\n%x, %t = load_view_tko weak %v[%c] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token",
        bufs: &[("f32", 16)],
    },
    Ub {
        name: "strided_index_out_of_range",
        kind: "view-index-out-of-range",
        why: "digest 8 #2: a strided view index outside ceil(16/5) = 4 tiles",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>\n%v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>\n%c = constant <i32: 4> : tile<i32>\n%x, %t = load_view_tko weak %v[%c] : strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token",
        bufs: &[("f32", 16)],
    },
    Ub {
        name: "gather_tile_outside",
        kind: "view-index-out-of-range",
        why: "digest 8 #4: a gathered tile lying entirely outside the tensor",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>\n%v = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>\n%g = constant <i32: [9, 10]> : tile<2xi32>\n%c = constant <i32: 0> : tile<i32>\n%x, %t = load_view_tko weak %v[%g, %c] : gather_scatter_view<tile=(2x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> tile<2x4xf32>, token",
        bufs: &[("f32", 64)],
    },
    Ub {
        name: "inbounds_violated",
        kind: "inbounds-violated",
        why: "digest 7.5 / 8 #5: inbounds = [true] on a tile that crosses the tensor's end",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>\n%v = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<10xf32, strides=[1]>>\n%c = constant <i32: 2> : tile<i32>\n%x, %t = load_view_tko weak %v[%c] inbounds = [true] : partition_view<tile=(4), padding_value = zero, tensor_view<10xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token",
        bufs: &[("f32", 10)],
    },
    Ub {
        name: "offset_overflow",
        kind: "offset-overflow",
        why: "digest 8 #14: offset x element size overflows a signed 64-bit integer",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <i64: 4611686018427387904> : tile<i64>\n%p = offset %a, %c : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>\n%x, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token",
        bufs: &[("i32", 4)],
    },
    Ub {
        name: "view_offset_overflow",
        kind: "offset-overflow",
        why: "digest 7.2 / 8 #3: the linear offset of a view access overflows signed 64-bit",
        params: "%a: tile<ptr<f32>>, %s: tile<i64>",
        body: "%tv = make_tensor_view %a, shape = [4, 2], strides = [%s, 1] : tile<i64> -> tensor_view<4x2xf32, strides=[?,1]>\n%v = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[?,1]>>\n%c1 = constant <i32: 1> : tile<i32>\n%c0 = constant <i32: 0> : tile<i32>\n%x, %t = load_view_tko weak %v[%c1, %c0] : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[?,1]>>, tile<i32> -> tile<2x2xf32>, token",
        bufs: &[("f32", 8), ("scalar i64 4000000000000000000", 0)],
    },
    Ub {
        name: "assume_div_by_violated",
        kind: "assume-violated",
        why: "digest 8 #9 / 9: div_by<16> on a value that is 3",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <i32: 3> : tile<i32>\n%x = assume div_by<16>, %c : tile<i32>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "assume_bounded_violated",
        kind: "assume-violated",
        why: "digest 8 #9 / 9: bounded<0, 10> on a tile holding 11",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <i32: [1, 11]> : tile<2xi32>\n%x = assume bounded<0, 10>, %c : tile<2xi32>",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "assume_same_elements_violated",
        kind: "assume-violated",
        why: "digest 8 #9 / 9: same_elements<[4]> on a tile whose elements differ",
        params: "%a: tile<ptr<i32>>",
        body: "%c = iota : tile<4xi32>\n%x = assume same_elements<[4]>, %c : tile<4xi32>",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "addi_nsw_wraps",
        kind: "signed-overflow",
        why: "digest 8 #10: addi no_signed_wrap of INT_MAX + 1",
        params: "%a: tile<ptr<i32>>",
        body: "%m = constant <i32: 2147483647> : tile<i32>\n%o = constant <i32: 1> : tile<i32>\n%x = addi %m, %o overflow<no_signed_wrap> : tile<i32>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "subi_nuw_wraps",
        kind: "unsigned-overflow",
        why: "digest 8 #10: subi no_unsigned_wrap of 0 - 1",
        params: "%a: tile<ptr<i8>>",
        body: "%z = constant <i8: 0> : tile<i8>\n%o = constant <i8: 1> : tile<i8>\n%x = subi %z, %o overflow<no_unsigned_wrap> : tile<i8>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token",
        bufs: &[("i8", 1)],
    },
    Ub {
        name: "muli_nw_wraps",
        kind: "signed-overflow",
        why: "digest 8 #10: muli no_wrap of 256 * 256 in i16",
        params: "%a: tile<ptr<i16>>",
        body: "%c = constant <i16: 256> : tile<i16>\n%x = muli %c, %c overflow<no_wrap> : tile<i16>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i16>>, tile<i16> -> token",
        bufs: &[("i16", 1)],
    },
    Ub {
        name: "negi_nsw_min",
        kind: "signed-overflow",
        why: "digest 8 #10: negi no_signed_wrap of INT64_MIN",
        params: "%a: tile<ptr<i64>>",
        body: "%c = constant <i64: -9223372036854775808> : tile<i64>\n%x = negi %c overflow<no_signed_wrap> : tile<i64>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i64>>, tile<i64> -> token",
        bufs: &[("i64", 1)],
    },
    Ub {
        name: "shli_nuw_loses_bits",
        kind: "unsigned-overflow",
        why: "digest 8 #10: shli no_unsigned_wrap shifting a set bit out",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <i32: -1> : tile<i32>\n%s = constant <i32: 4> : tile<i32>\n%x = shli %c, %s overflow<no_unsigned_wrap> : tile<i32>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "trunci_nsw_loses_bits",
        kind: "signed-overflow",
        why: "digest 8 #10: trunci no_signed_wrap of 200 (i32) to i8",
        params: "%a: tile<ptr<i8>>",
        body: "%c = constant <i32: 200> : tile<i32>\n%x = trunci %c overflow<no_signed_wrap> : tile<i32> -> tile<i8>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token",
        bufs: &[("i8", 1)],
    },
    Ub {
        name: "divi_by_zero",
        kind: "division-by-zero",
        why: "digest 8 #11: divi by zero",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <i32: 7> : tile<i32>\n%z = constant <i32: 0> : tile<i32>\n%x = divi %c, %z unsigned : tile<i32>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "remi_by_zero",
        kind: "division-by-zero",
        why: "digest 8 #12: remi by zero",
        params: "%a: tile<ptr<i64>>",
        body: "%c = constant <i64: 7> : tile<i64>\n%z = constant <i64: 0> : tile<i64>\n%x = remi %c, %z signed : tile<i64>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i64>>, tile<i64> -> token",
        bufs: &[("i64", 1)],
    },
    Ub {
        name: "divi_min_by_minus_one",
        kind: "division-overflow",
        why: "digest 8 #11: signed divi of MIN by -1",
        params: "%a: tile<ptr<i8>>",
        body: "%c = constant <i8: -128> : tile<i8>\n%m = constant <i8: -1> : tile<i8>\n%x = divi %c, %m signed rounding<positive_inf> : tile<i8>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token",
        bufs: &[("i8", 1)],
    },
    Ub {
        name: "ftoi_out_of_range",
        kind: "ftoi-out-of-range",
        why: "digest 8 #13: ftoi of 1e10 into i32",
        params: "%a: tile<ptr<i32>>",
        body: "%c = constant <f32: 1.0e10> : tile<f32>\n%x = ftoi %c signed : tile<f32> -> tile<i32>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "ftoi_nan",
        kind: "ftoi-out-of-range",
        why: "digest 8 #13: ftoi of NaN",
        params: "%a: tile<ptr<i16>>",
        body: "%c = constant <f16: 0x7E00> : tile<f16>\n%x = ftoi %c unsigned : tile<f16> -> tile<i16>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i16>>, tile<i16> -> token",
        bufs: &[("i16", 1)],
    },
    Ub {
        name: "ftoi_negative_unsigned",
        kind: "ftoi-out-of-range",
        why: "digest 8 #13: ftoi of -2.5 into an unsigned i8",
        params: "%a: tile<ptr<i8>>",
        body: "%c = constant <f64: -2.5> : tile<f64>\n%x = ftoi %c unsigned : tile<f64> -> tile<i8>\n%t = store_ptr_tko weak %a, %x : tile<ptr<i8>>, tile<i8> -> token",
        bufs: &[("i8", 1)],
    },
    Ub {
        name: "extract_out_of_range",
        kind: "slice-out-of-range",
        why: "digest 8 #16: extract of slice 2 of a tile with two slices",
        params: "%a: tile<ptr<i32>>",
        body: "%x = iota : tile<8xi32>\n%c = constant <i32: 2> : tile<i32>\n%y = extract %x[%c] : tile<8xi32> -> tile<4xi32>",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "insert_out_of_range",
        kind: "slice-out-of-range",
        why: "digest 8 #16: insert at slice 5 of a tile with four slices",
        params: "%a: tile<ptr<i32>>",
        body: "%x = iota : tile<8xi32>\n%s = iota : tile<2xi32>\n%c = constant <i32: 5> : tile<i32>\n%y = insert %s, %x[%c] : tile<2xi32>, tile<8xi32>",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "tensor_shape_does_not_fit",
        kind: "shape-does-not-fit",
        why: "digest 8 #15: get_tensor_shape of an extent 300 into i8",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [300], strides = [1] : tensor_view<300xf32, strides=[1]>\n%n = get_tensor_shape %tv : tensor_view<300xf32, strides=[1]> -> tile<i8>",
        bufs: &[("f32", 300)],
    },
    Ub {
        name: "index_space_does_not_fit",
        kind: "shape-does-not-fit",
        why: "digest 8 #15: get_index_space_shape of 256 tiles into i8",
        params: "%a: tile<ptr<f32>>",
        body: "%tv = make_tensor_view %a, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>\n%v = make_partition_view %tv : partition_view<tile=(2), tensor_view<512xf32, strides=[1]>>\n%n = get_index_space_shape %v : partition_view<tile=(2), tensor_view<512xf32, strides=[1]>> -> tile<i8>",
        bufs: &[("f32", 512)],
    },
    Ub {
        name: "write_constant_global",
        kind: "write-to-constant",
        why: "digest 8 #28 (docs/semantics.md: reported as undefined behaviour): a store to a constant global",
        params: "%a: tile<ptr<i32>>",
        body: "%g = get_global @ro : tile<ptr<i32>>\n%v = constant <i32: 5> : tile<i32>\n%t = store_ptr_tko weak %g, %v : tile<ptr<i32>>, tile<i32> -> token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "atomic_on_constant_global",
        kind: "write-to-constant",
        why: "digest 8 #28: an atomic add to a constant global",
        params: "%a: tile<ptr<i32>>",
        body: "%g = get_global @ro : tile<ptr<i32>>\n%v = constant <i32: 5> : tile<i32>\n%old, %t = atomic_rmw_tko relaxed device %g, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token",
        bufs: &[("i32", 1)],
    },
    Ub {
        name: "for_step_not_positive",
        kind: "for-step",
        why: "digest 4.7 / 8 #25: `for` with step 0 (the spec requires a positive step; docs/semantics.md reports it)",
        params: "%a: tile<ptr<i32>>",
        body: "%lb = constant <i32: 0> : tile<i32>\n%ub = constant <i32: 4> : tile<i32>\n%st = constant <i32: 0> : tile<i32>\nfor %iv in (%lb to %ub, step %st) : tile<i32> {\ncontinue\n}",
        bufs: &[("i32", 1)],
    },
];

pub fn generate() -> Vec<GenFile> {
    let mut c = CaseB::new("ub/ub.mlir", "ub", "ci");
    c.note("One kernel per class of undefined behaviour (digest section 8); each run expects the verdict `ub KIND` and nothing about memory. Race verdicts (`@expect verdict race`) belong to the memory-model corpus.");
    c.globals
        .push("  global constant @ro <i32: [1, 2]> : tile<2xi32>".into());
    for u in CASES {
        let mut body = String::new();
        for l in u.body.lines() {
            body.push_str("    ");
            body.push_str(l.trim());
            body.push('\n');
        }
        c.entry(format!(
            "  entry @{}({}) {{\n{body}    return\n  }}\n",
            u.name, u.params
        ));
        c.oracle(
            "hand",
            "derived by hand from the spec text (digest sections named in the file)",
        );
        let r = c.run(u.name, u.name, 1);
        for (e, n) in u.bufs {
            if let Some(rest) = e.strip_prefix("scalar ") {
                let (ty, v) = rest.split_once(' ').unwrap();
                let v: i64 = v.parse().unwrap();
                r.args.push(format!("scalar {ty} {:x}", v as u64));
            } else {
                r.args.push(format!("buf {e} zeros({n})"));
            }
        }
        r.verdict = format!("ub {} prov=hand", u.kind);
        c.notes.push(format!("{}: {}", u.name, u.why));
    }
    vec![c.render()]
}
