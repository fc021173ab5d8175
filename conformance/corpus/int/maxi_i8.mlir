// @conformance 1
// @tier full
// @family int-arith
// maxi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_signed i8 00 01 00 00 7f 00 02 03 00 07 7e 36 15 27 10 00 01 01 01 01 7f 01 02 03
// + 01 07 7e 36 15 27 10 01 00 01 ff ff 7f ff 02 03 ff 07 7e 36 15 27 10 ff
// + 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 00 01 ff 81 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 02 02 02 02 7f 02 02 03 02 07 7e 36 15 27 10 02 03 03 03 03 7f 03 03 03
// + 03 07 7e 36 15 27 10 03 00 01 ff fe 7f fe 02 03 fe 07 7e 36 15 27 10 fe
// + 07 07 07 07 7f 07 07 07 07 07 7e 36 15 27 10 07 7e 7e 7e 7e 7f 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 36 36 36 36 7f 36 36 36 36 36 7e 36 36 36 36 36
// + 15 15 15 15 7f 15 15 15 15 15 7e 36 15 27 15 15 27 27 27 27 7f 27 27 27
// + 27 27 7e 36 27 27 27 27 10 10 10 10 7f 10 10 10 10 10 7e 36 15 27 10 10
// + 00 01 ff fc 7f fc 02 03 fe 07 7e 36 15 27 10 fc
// @data r_unsigned i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + 80 80 ff 80 80 81 80 80 fe 80 80 80 80 80 80 fc 7f 7f ff 80 7f 81 7f 7f
// + fe 7f 7f 7f 7f 7f 7f fc 81 81 ff 81 81 81 81 81 fe 81 81 81 81 81 81 fc
// + 02 02 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 03 03 ff 80 7f 81 03 03
// + fe 07 7e 36 15 27 10 fc fe fe ff fe fe fe fe fe fe fe fe fe fe fe fe fe
// + 07 07 ff 80 7f 81 07 07 fe 07 7e 36 15 27 10 fc 7e 7e ff 80 7f 81 7e 7e
// + fe 7e 7e 7e 7e 7e 7e fc 36 36 ff 80 7f 81 36 36 fe 36 7e 36 36 36 36 fc
// + 15 15 ff 80 7f 81 15 15 fe 15 7e 36 15 27 15 fc 27 27 ff 80 7f 81 27 27
// + fe 27 7e 36 27 27 27 fc 10 10 ff 80 7f 81 10 10 fe 10 7e 36 15 27 10 fc
// + fc fc ff fc fc fc fc fc fe fc fc fc fc fc fc fc
// @run signed entry=maxi_signed grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=maxi_unsigned grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @maxi_signed(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = maxi %x0, %x1 signed : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxi_unsigned(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = maxi %x0, %x1 unsigned : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
