// @conformance 1
// @tier ci
// @family int-arith
// absi on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data r_plain i32 00000000 00000001 00000001 80000000 7fffffff 7fffffff 00000002 00000003 00000002 00000007 7ffffffe 7599b6a8 158c80f4 00000030 771d4578 7153b872
// @run plain entry=absi_plain grid=1
// @arg buf i32 v
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_plain prov=exact
cuda_tile.module @conformance {
  entry @absi_plain(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = absi %x0 : tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
