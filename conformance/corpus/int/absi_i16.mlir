// @conformance 1
// @tier full
// @family int-arith
// absi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data r_plain i16 from v 2:0001 5:7fff 8:0002 13:5c4d 15:5fda
// @run plain entry=absi_plain grid=1
// @arg buf i16 v
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_plain prov=exact
cuda_tile.module @conformance {
  entry @absi_plain(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> tile<16xi16>, token
    %r = absi %x0 : tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
