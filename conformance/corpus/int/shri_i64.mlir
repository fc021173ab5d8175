// @conformance 1
// @tier full
// @family int-arith
// shri on i64 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data s i64 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000020 000000000000003d 000000000000003e 000000000000003f
// @data r_signed i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000001 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff
// + 8000000000000000 c000000000000000 e000000000000000 f000000000000000 ffffffff80000000 fffffffffffffffc fffffffffffffffe ffffffffffffffff
// + 7fffffffffffffff 3fffffffffffffff 1fffffffffffffff 0fffffffffffffff 000000007fffffff 0000000000000003 0000000000000001 0000000000000000
// + 8000000000000001 c000000000000000 e000000000000000 f000000000000000 ffffffff80000000 fffffffffffffffc fffffffffffffffe ffffffffffffffff
// + 0000000000000002 0000000000000001 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000003 0000000000000001 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + fffffffffffffffe ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff
// + 0000000000000007 0000000000000003 0000000000000001 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 7ffffffffffffffe 3fffffffffffffff 1fffffffffffffff 0fffffffffffffff 000000007fffffff 0000000000000003 0000000000000001 0000000000000000
// + 7b23c1bf2e4fc87f 3d91e0df9727e43f 1ec8f06fcb93f21f 0f647837e5c9f90f 000000007b23c1bf 0000000000000003 0000000000000001 0000000000000000
// + 2a5bd237514801a7 152de91ba8a400d3 0a96f48dd4520069 054b7a46ea290034 000000002a5bd237 0000000000000001 0000000000000000 0000000000000000
// + 461c8a29cc4c8717 230e4514e626438b 1187228a731321c5 08c39145398990e2 00000000461c8a29 0000000000000002 0000000000000001 0000000000000000
// + 0000000000000033 0000000000000019 000000000000000c 0000000000000006 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 000000000000001a 000000000000000d 0000000000000006 0000000000000003 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// @data r_unsigned i64 from r_signed 17:7fffffffffffffff 18:3fffffffffffffff 19:1fffffffffffffff 20:00000000ffffffff 21:0000000000000007 22:0000000000000003 23:0000000000000001 25:4000000000000000 26:2000000000000000 27:1000000000000000 28:0000000080000000 29:0000000000000004
// + 30:0000000000000002 31:0000000000000001 41:4000000000000000 42:2000000000000000 43:1000000000000000 44:0000000080000000 45:0000000000000004 46:0000000000000002 47:0000000000000001 65:7fffffffffffffff 66:3fffffffffffffff 67:1fffffffffffffff
// + 68:00000000ffffffff 69:0000000000000007 70:0000000000000003 71:0000000000000001
// @run signed entry=shri_signed grid=1
// @arg buf i64 rows(v, s)
// @arg buf i64 cols(v, s)
// @arg buf i64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=shri_unsigned grid=1
// @arg buf i64 rows(v, s)
// @arg buf i64 cols(v, s)
// @arg buf i64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @shri_signed(%a0: tile<ptr<i64>>, %a1: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = shri %x0, %x1 signed : tile<128xi64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shri_unsigned(%a0: tile<ptr<i64>>, %a1: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = shri %x0, %x1 unsigned : tile<128xi64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
