// @conformance 1
// @tier full
// @family int-arith
// mulhii on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_plain i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 fe 7f 7e 80 01 02 fd 06 7d 35 14 26 0f fb
// + 00 00 7f 40 3f 40 01 01 7f 03 3f 1b 0a 13 08 7e 00 00 7e 3f 3f 3f 00 01
// + 7e 03 3e 1a 0a 13 07 7d 00 00 80 40 3f 41 01 01 7f 03 3f 1b 0a 13 08 7e
// + 00 00 01 01 00 01 00 00 01 00 00 00 00 00 00 01 00 00 02 01 01 01 00 00
// + 02 00 01 00 00 00 00 02 00 00 fd 7f 7e 7f 01 02 fc 06 7d 35 14 26 0f fa
// + 00 00 06 03 03 03 00 00 06 00 03 01 00 01 00 06 00 00 7d 3f 3e 3f 00 01
// + 7d 03 3e 1a 0a 13 07 7c 00 00 35 1b 1a 1b 00 00 35 01 1a 0b 04 08 03 35
// + 00 00 14 0a 0a 0a 00 00 14 00 0a 04 01 03 01 14 00 00 26 13 13 13 00 00
// + 26 01 13 08 03 05 02 26 00 00 0f 08 07 08 00 00 0f 00 07 03 01 02 01 0f
// + 00 00 fb 7e 7d 7e 01 02 fa 06 7c 35 14 26 0f f8
// @run plain entry=mulhii_plain grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @mulhii_plain(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = mulhii %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
