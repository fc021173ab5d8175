// @conformance 1
// @tier full
// @family int-arith
// remi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data a_signed i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 80
// + 80 80 80 80 80 80 80 80 80 80 80 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 81 81 81 81 81 81 81 81 81 81 81 81 81 81 81 02 02 02 02 02 02 02
// + 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03 03 03 03 03 03 03 03 03 fe
// + fe fe fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07 07 07 07 07 07 07 07
// + 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 36 36 36 36
// + 36 36 36 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 15 15 15 15 15 15
// + 15 15 27 27 27 27 27 27 27 27 27 27 27 27 27 27 27 10 10 10 10 10 10 10
// + 10 10 10 10 10 10 10 10 fc fc fc fc fc fc fc fc fc fc fc fc fc fc fc 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01
// @data b_signed i8 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07
// + 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 80 7f
// + 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27
// + 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01
// + ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e
// + 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f
// + 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27
// + 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01
// + ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff
// @data r_signed i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 00 00 ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 ff
// + ff 00 fe 00 fe fe ec fe f5 00 00 00 00 7f 00 00 01 01 01 01 01 13 01 0a
// + 0f 03 00 00 81 00 00 ff ff ff ff ff ed ff f6 f1 fd 00 00 02 02 02 00 02
// + 00 02 02 02 02 02 02 02 00 00 03 03 03 01 00 01 03 03 03 03 03 03 03 00
// + 00 fe fe fe 00 fe 00 fe fe fe fe fe fe fe 00 00 07 07 07 01 01 01 00 07
// + 07 07 07 07 03 00 00 7e 7e 7e 00 00 00 00 00 12 00 09 0e 02 00 00 36 36
// + 36 00 00 00 05 36 00 0c 0f 06 02 00 00 15 15 15 01 00 01 00 15 15 00 15
// + 05 01 00 00 27 27 27 01 00 01 04 27 27 12 00 07 03 00 00 10 10 10 00 01
// + 00 02 10 10 10 10 00 00 00 00 fc fc fc 00 ff 00 fc fc fc fc fc fc 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @data a_unsigned i8 from a_signed 59:80 74:7f 89:81 104:02 119:03 134:fe 149:07 164:7e 179:36 194:15 209:27 224:10
// + 239:fc 254:00
// @data b_unsigned i8 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07
// + 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80
// + 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15
// + 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02
// + 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07
// + 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80
// + 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15
// + 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02
// + 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01
// @data r_unsigned i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 00 00 7f 01 7e 01 00 01 03 03 27 03 15 0f 03 00 80 00
// + 01 80 00 02 80 02 02 14 02 0b 00 80 00 7f 7f 00 7f 01 01 7f 01 01 13 01
// + 0a 0f 7f 00 81 01 02 00 01 00 81 03 03 15 03 0c 01 81 00 02 02 02 02 00
// + 02 02 02 02 02 02 02 02 02 00 03 03 03 03 01 00 03 03 03 03 03 03 03 03
// + 00 fe 7e 00 7d 00 02 00 02 02 26 02 14 0e 02 00 07 07 07 07 01 01 07 00
// + 07 07 07 07 07 07 00 7e 7e 7e 7e 00 00 7e 00 00 12 00 09 0e 7e 00 36 36
// + 36 36 00 00 36 05 36 00 0c 0f 06 36 00 15 15 15 15 01 00 15 00 15 15 00
// + 15 05 15 00 27 27 27 27 01 00 27 04 27 27 12 00 07 27 00 10 10 10 10 00
// + 01 10 02 10 10 10 10 00 10 00 fc 7c 7d 7b 00 00 fc 00 00 24 00 12 0c 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @run signed entry=remi_signed grid=1
// @arg buf i8 a_signed
// @arg buf i8 b_signed
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=remi_unsigned grid=1
// @arg buf i8 a_unsigned
// @arg buf i8 b_unsigned
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @remi_signed(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = remi %x0, %x1 signed : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @remi_unsigned(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = remi %x0, %x1 unsigned : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
