// @conformance 1
// @tier full
// @family int-arith
// negi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data r_wrap i16 0000 ffff 0001 8000 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda
// @data a_nsw i16 0000 0001 ffff 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000
// @data r_nsw i16 0000 ffff 0001 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda 0000
// @data a_nw i16 0000 0000
// @data r_nw i16 from a_nw
// @run wrap entry=negi_wrap grid=1
// @arg buf i16 v
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_wrap prov=exact
// @run nsw entry=negi_nsw grid=1
// @arg buf i16 a_nsw
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_nsw prov=exact
// @run nw entry=negi_nw grid=1
// @arg buf i16 a_nw
// @arg buf i16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_nw prov=exact
cuda_tile.module @conformance {
  entry @negi_wrap(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> tile<16xi16>, token
    %r = negi %x0 : tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nsw(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> tile<16xi16>, token
    %r = negi %x0 overflow<no_signed_wrap> : tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_nw(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>, tile<i32> -> tile<2xi16>, token
    %r = negi %x0 overflow<no_wrap> : tile<2xi16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi16>, partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
