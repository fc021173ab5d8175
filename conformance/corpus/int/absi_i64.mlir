// @conformance 1
// @tier full
// @family int-arith
// absi on i64 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data r_plain i64 from v 2:0000000000000001 5:7fffffffffffffff 8:0000000000000002
// @run plain entry=absi_plain grid=1
// @arg buf i64 v
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_plain prov=exact
cuda_tile.module @conformance {
  entry @absi_plain(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = absi %x0 : tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
