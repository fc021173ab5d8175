// @conformance 1
// @tier full
// @family int-arith
// negi on i64 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data r_wrap i64 0000000000000000 ffffffffffffffff 0000000000000001 8000000000000000 8000000000000001 7fffffffffffffff fffffffffffffffe fffffffffffffffd
// + 0000000000000002 fffffffffffffff9 8000000000000002 84dc3e40d1b03781 d5a42dc8aeb7fe59 b9e375d633b378e9 ffffffffffffffcd ffffffffffffffe6
// @data a_nsw i64 0000000000000000 0000000000000001 ffffffffffffffff 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003 fffffffffffffffe
// + 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a 0000000000000000
// @data r_nsw i64 0000000000000000 ffffffffffffffff 0000000000000001 8000000000000001 7fffffffffffffff fffffffffffffffe fffffffffffffffd 0000000000000002
// + fffffffffffffff9 8000000000000002 84dc3e40d1b03781 d5a42dc8aeb7fe59 b9e375d633b378e9 ffffffffffffffcd ffffffffffffffe6 0000000000000000
// @data a_nw i64 0000000000000000 0000000000000000
// @data r_nw i64 from a_nw
// @run wrap entry=negi_wrap grid=1
// @arg buf i64 v
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_wrap prov=exact
// @run nsw entry=negi_nsw grid=1
// @arg buf i64 a_nsw
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_nsw prov=exact
// @run nw entry=negi_nw grid=1
// @arg buf i64 a_nw
// @arg buf i64 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_nw prov=exact
cuda_tile.module @conformance {
  entry @negi_wrap(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = negi %x0 : tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nsw(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = negi %x0 overflow<no_signed_wrap> : tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nw(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> tile<2xi64>, token
    %r = negi %x0 overflow<no_wrap> : tile<2xi64>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
