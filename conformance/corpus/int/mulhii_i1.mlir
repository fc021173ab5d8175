// @conformance 1
// @tier ci
// @family int-arith
// mulhii on i1 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i1 0 1
// @data s i1 from v
// @data r_plain i1 0 0 0 0
// @run plain entry=mulhii_plain grid=1
// @arg buf i1 rows(v, s)
// @arg buf i1 cols(v, s)
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @mulhii_plain(%a0: tile<ptr<i1>>, %a1: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> tile<4xi1>, token
    %v1 = make_tensor_view %a1, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> tile<4xi1>, token
    %r = mulhii %x0, %x1 : tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
}
