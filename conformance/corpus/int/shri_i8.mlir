// @conformance 1
// @tier full
// @family int-arith
// shri on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 00 01 02 03 04 05 06 07
// @data r_signed i8 00 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 ff ff ff ff ff ff ff ff
// + 80 c0 e0 f0 f8 fc fe ff 7f 3f 1f 0f 07 03 01 00 81 c0 e0 f0 f8 fc fe ff
// + 02 01 00 00 00 00 00 00 03 01 00 00 00 00 00 00 fe ff ff ff ff ff ff ff
// + 07 03 01 00 00 00 00 00 7e 3f 1f 0f 07 03 01 00 36 1b 0d 06 03 01 00 00
// + 15 0a 05 02 01 00 00 00 27 13 09 04 02 01 00 00 10 08 04 02 01 00 00 00
// + fc fe ff ff ff ff ff ff
// @data r_unsigned i8 from r_signed 17:7f 18:3f 19:1f 20:0f 21:07 22:03 23:01 25:40 26:20 27:10 28:08 29:04
// + 30:02 31:01 41:40 42:20 43:10 44:08 45:04 46:02 47:01 65:7f 66:3f 67:1f
// + 68:0f 69:07 70:03 71:01 121:7e 122:3f 123:1f 124:0f 125:07 126:03 127:01
// @run signed entry=shri_signed grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=shri_unsigned grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @shri_signed(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = shri %x0, %x1 signed : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shri_unsigned(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = shri %x0, %x1 unsigned : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
