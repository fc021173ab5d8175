// @conformance 1
// @tier full
// @family int-arith
// negi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data r_wrap i8 00 ff 01 80 81 7f fe fd 02 f9 82 ca eb d9 f0 04
// @data a_nsw i8 00 01 ff 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00
// @data r_nsw i8 00 ff 01 81 7f fe fd 02 f9 82 ca eb d9 f0 04 00
// @data a_nw i8 00 00
// @data r_nw i8 from a_nw
// @run wrap entry=negi_wrap grid=1
// @arg buf i8 v
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_wrap prov=exact
// @run nsw entry=negi_nsw grid=1
// @arg buf i8 a_nsw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_nsw prov=exact
// @run nw entry=negi_nw grid=1
// @arg buf i8 a_nw
// @arg buf i8 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_nw prov=exact
cuda_tile.module @conformance {
  entry @negi_wrap(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %r = negi %x0 : tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nsw(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %r = negi %x0 overflow<no_signed_wrap> : tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nw(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> tile<2xi8>, token
    %r = negi %x0 overflow<no_wrap> : tile<2xi8>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi8>, partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
