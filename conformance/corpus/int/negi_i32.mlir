// @conformance 1
// @tier ci
// @family int-arith
// negi on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data r_wrap i32 00000000 ffffffff 00000001 80000000 80000001 7fffffff fffffffe fffffffd 00000002 fffffff9 80000002 7599b6a8 158c80f4 ffffffd0 88e2ba88 7153b872
// @data a_nsw i32 00000000 00000001 ffffffff 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e 00000000
// @data r_nsw i32 00000000 ffffffff 00000001 80000001 7fffffff fffffffe fffffffd 00000002 fffffff9 80000002 7599b6a8 158c80f4 ffffffd0 88e2ba88 7153b872 00000000
// @data a_nw i32 00000000 00000000
// @data r_nw i32 from a_nw
// @run wrap entry=negi_wrap grid=1
// @arg buf i32 v
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_wrap prov=exact
// @run nsw entry=negi_nsw grid=1
// @arg buf i32 a_nsw
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_nsw prov=exact
// @run nw entry=negi_nw grid=1
// @arg buf i32 a_nw
// @arg buf i32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_nw prov=exact
cuda_tile.module @conformance {
  entry @negi_wrap(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = negi %x0 : tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nsw(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = negi %x0 overflow<no_signed_wrap> : tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nw(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %r = negi %x0 overflow<no_wrap> : tile<2xi32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi32>, partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
