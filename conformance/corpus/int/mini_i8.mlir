// @conformance 1
// @tier full
// @family int-arith
// mini on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_signed i8 00 00 ff 80 00 81 00 00 fe 00 00 00 00 00 00 fc 00 01 ff 80 01 81 01 01
// + fe 01 01 01 01 01 01 fc ff ff ff 80 ff 81 ff ff fe ff ff ff ff ff ff fc
// + 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 81 81 81 80 81 81 81 81 81 81 81 81 81 81 81 81
// + 00 01 ff 80 02 81 02 02 fe 02 02 02 02 02 02 fc 00 01 ff 80 03 81 02 03
// + fe 03 03 03 03 03 03 fc fe fe fe 80 fe 81 fe fe fe fe fe fe fe fe fe fc
// + 00 01 ff 80 07 81 02 03 fe 07 07 07 07 07 07 fc 00 01 ff 80 7e 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 01 ff 80 36 81 02 03 fe 07 36 36 15 27 10 fc
// + 00 01 ff 80 15 81 02 03 fe 07 15 15 15 15 10 fc 00 01 ff 80 27 81 02 03
// + fe 07 27 27 15 27 10 fc 00 01 ff 80 10 81 02 03 fe 07 10 10 10 10 10 fc
// + fc fc fc 80 fc 81 fc fc fc fc fc fc fc fc fc fc
// @data r_unsigned i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 01 01 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 00 01 80 80 7f 80 02 03 80 07 7e 36 15 27 10 80 00 01 7f 7f 7f 7f 02 03
// + 7f 07 7e 36 15 27 10 7f 00 01 81 80 7f 81 02 03 81 07 7e 36 15 27 10 81
// + 00 01 02 02 02 02 02 02 02 02 02 02 02 02 02 02 00 01 03 03 03 03 02 03
// + 03 03 03 03 03 03 03 03 00 01 fe 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 00 01 07 07 07 07 02 03 07 07 07 07 07 07 07 07 00 01 7e 7e 7e 7e 02 03
// + 7e 07 7e 36 15 27 10 7e 00 01 36 36 36 36 02 03 36 07 36 36 15 27 10 36
// + 00 01 15 15 15 15 02 03 15 07 15 15 15 15 10 15 00 01 27 27 27 27 02 03
// + 27 07 27 27 15 27 10 27 00 01 10 10 10 10 02 03 10 07 10 10 10 10 10 10
// + 00 01 fc 80 7f 81 02 03 fc 07 7e 36 15 27 10 fc
// @run signed entry=mini_signed grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=mini_unsigned grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @mini_signed(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = mini %x0, %x1 signed : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mini_unsigned(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = mini %x0, %x1 unsigned : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
