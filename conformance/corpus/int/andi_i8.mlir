// @conformance 1
// @tier full
// @family int-arith
// andi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_plain i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 00 01 01 00 01
// + 00 01 00 00 01 01 00 00 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 00 00 80 80 00 80 00 00 80 00 00 00 00 00 00 80 00 01 7f 00 7f 01 02 03
// + 7e 07 7e 36 15 27 10 7c 00 01 81 80 01 81 00 01 80 01 00 00 01 01 00 80
// + 00 00 02 00 02 00 02 02 02 02 02 02 00 02 00 00 00 01 03 00 03 01 02 03
// + 02 03 02 02 01 03 00 00 00 00 fe 80 7e 80 02 02 fe 06 7e 36 14 26 10 fc
// + 00 01 07 00 07 01 02 03 06 07 06 06 05 07 00 04 00 00 7e 00 7e 00 02 02
// + 7e 06 7e 36 14 26 10 7c 00 00 36 00 36 00 02 02 36 06 36 36 14 26 10 34
// + 00 01 15 00 15 01 00 01 14 05 14 14 15 05 10 14 00 01 27 00 27 01 02 03
// + 26 07 26 26 05 27 00 24 00 00 10 00 10 00 00 00 10 00 10 10 10 00 10 10
// + 00 00 fc 80 7c 80 00 00 fc 04 7c 34 14 24 10 fc
// @run plain entry=andi_plain grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @andi_plain(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = andi %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
