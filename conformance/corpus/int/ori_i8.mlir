// @conformance 1
// @tier full
// @family int-arith
// ori on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_plain i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 01 ff 81 7f 81 03 03
// + ff 07 7f 37 15 27 11 fd ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + 80 81 ff 80 ff 81 82 83 fe 87 fe b6 95 a7 90 fc 7f 7f ff ff 7f ff 7f 7f
// + ff 7f 7f 7f 7f 7f 7f ff 81 81 ff 81 ff 81 83 83 ff 87 ff b7 95 a7 91 fd
// + 02 03 ff 82 7f 83 02 03 fe 07 7e 36 17 27 12 fe 03 03 ff 83 7f 83 03 03
// + ff 07 7f 37 17 27 13 ff fe ff ff fe ff ff fe ff fe ff fe fe ff ff fe fe
// + 07 07 ff 87 7f 87 07 07 ff 07 7f 37 17 27 17 ff 7e 7f ff fe 7f ff 7e 7f
// + fe 7f 7e 7e 7f 7f 7e fe 36 37 ff b6 7f b7 36 37 fe 37 7e 36 37 37 36 fe
// + 15 15 ff 95 7f 95 17 17 ff 17 7f 37 15 37 15 fd 27 27 ff a7 7f a7 27 27
// + ff 27 7f 37 37 27 37 ff 10 11 ff 90 7f 91 12 13 fe 17 7e 36 15 37 10 fc
// + fc fd ff fc ff fd fe ff fe ff fe fe fd ff fc fc
// @run plain entry=ori_plain grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @ori_plain(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = ori %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
