// @conformance 1
// @tier full
// @family int-arith
// xori on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_plain i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 00 fe 81 7e 80 03 02
// + ff 06 7f 37 14 26 11 fd ff fe 00 7f 80 7e fd fc 01 f8 81 c9 ea d8 ef 03
// + 80 81 7f 00 ff 01 82 83 7e 87 fe b6 95 a7 90 7c 7f 7e 80 ff 00 fe 7d 7c
// + 81 78 01 49 6a 58 6f 83 81 80 7e 01 fe 00 83 82 7f 86 ff b7 94 a6 91 7d
// + 02 03 fd 82 7d 83 00 01 fc 05 7c 34 17 25 12 fe 03 02 fc 83 7c 82 01 00
// + fd 04 7d 35 16 24 13 ff fe ff 01 7e 81 7f fc fd 00 f9 80 c8 eb d9 ee 02
// + 07 06 f8 87 78 86 05 04 f9 00 79 31 12 20 17 fb 7e 7f 81 fe 01 ff 7c 7d
// + 80 79 00 48 6b 59 6e 82 36 37 c9 b6 49 b7 34 35 c8 31 48 00 23 11 26 ca
// + 15 14 ea 95 6a 94 17 16 eb 12 6b 23 00 32 05 e9 27 26 d8 a7 58 a6 25 24
// + d9 20 59 11 32 00 37 db 10 11 ef 90 6f 91 12 13 ee 17 6e 26 05 37 00 ec
// + fc fd 03 7c 83 7d fe ff 02 fb 82 ca e9 db ec 00
// @run plain entry=xori_plain grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @xori_plain(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = xori %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
