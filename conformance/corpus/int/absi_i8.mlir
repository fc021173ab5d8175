// @conformance 1
// @tier full
// @family int-arith
// absi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data r_plain i8 from v 2:01 5:7f 8:02 15:04
// @run plain entry=absi_plain grid=1
// @arg buf i8 v
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_plain prov=exact
cuda_tile.module @conformance {
  entry @absi_plain(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %r = absi %x0 : tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
