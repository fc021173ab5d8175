// @conformance 1
// @tier full
// @family int-arith
// shli on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 00 01 02 03 04 05 06 07
// @data r_wrap i8 00 00 00 00 00 00 00 00 01 02 04 08 10 20 40 80 ff fe fc f8 f0 e0 c0 80
// + 80 00 00 00 00 00 00 00 7f fe fc f8 f0 e0 c0 80 81 02 04 08 10 20 40 80
// + 02 04 08 10 20 40 80 00 03 06 0c 18 30 60 c0 80 fe fc f8 f0 e0 c0 80 00
// + 07 0e 1c 38 70 e0 c0 80 7e fc f8 f0 e0 c0 80 00 36 6c d8 b0 60 c0 80 00
// + 15 2a 54 a8 50 a0 40 80 27 4e 9c 38 70 e0 c0 80 10 20 40 80 00 00 00 00
// + fc f8 f0 e0 c0 80 00 00
// @data a_nsw i8 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 ff ff ff ff ff ff ff ff 80
// + 7f 81 02 02 02 02 02 02 03 03 03 03 03 03 fe fe fe fe fe fe fe 07 07 07
// + 07 07 7e 36 36 15 15 15 27 27 10 10 10 fc fc fc fc fc fc 00 00 00 00 00
// + 00 00 00 01 01 01 01 01 01 01 ff ff ff ff ff ff ff ff 80 7f 81 02 02 02
// + 02 02 02 03 03 03 03 03 03 fe fe fe fe fe fe fe 07 07 07 07 07 7e 36 36
// + 15 15 15 27 27 10 10 10
// @data b_nsw i8 00 01 02 03 04 05 06 07 00 01 02 03 04 05 06 00 01 02 03 04 05 06 07 00
// + 00 00 00 01 02 03 04 05 00 01 02 03 04 05 00 01 02 03 04 05 06 00 01 02
// + 03 04 00 00 01 00 01 02 00 01 00 01 02 00 01 02 03 04 05 00 01 02 03 04
// + 05 06 07 00 01 02 03 04 05 06 00 01 02 03 04 05 06 07 00 00 00 00 01 02
// + 03 04 05 00 01 02 03 04 05 00 01 02 03 04 05 06 00 01 02 03 04 00 00 01
// + 00 01 02 00 01 00 01 02
// @data r_nsw i8 00 00 00 00 00 00 00 00 01 02 04 08 10 20 40 ff fe fc f8 f0 e0 c0 80 80
// + 7f 81 02 04 08 10 20 40 03 06 0c 18 30 60 fe fc f8 f0 e0 c0 80 07 0e 1c
// + 38 70 7e 36 6c 15 2a 54 27 4e 10 20 40 fc f8 f0 e0 c0 80 00 00 00 00 00
// + 00 00 00 01 02 04 08 10 20 40 ff fe fc f8 f0 e0 c0 80 80 7f 81 02 04 08
// + 10 20 40 03 06 0c 18 30 60 fe fc f8 f0 e0 c0 80 07 0e 1c 38 70 7e 36 6c
// + 15 2a 54 27 4e 10 20 40
// @data a_nuw i8 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 ff 80 7f 7f 81 02 02 02
// + 02 02 02 02 03 03 03 03 03 03 03 fe 07 07 07 07 07 07 7e 7e 36 36 36 15
// + 15 15 15 27 27 27 10 10 10 10 fc 00 00 00 00 00
// @data b_nuw i8 00 01 02 03 04 05 06 07 00 01 02 03 04 05 06 07 00 00 00 01 00 00 01 02
// + 03 04 05 06 00 01 02 03 04 05 06 00 00 01 02 03 04 05 00 01 00 01 02 00
// + 01 02 03 00 01 02 00 01 02 03 00 00 01 02 03 04
// @data r_nuw i8 00 00 00 00 00 00 00 00 01 02 04 08 10 20 40 80 ff 80 7f fe 81 02 04 08
// + 10 20 40 80 03 06 0c 18 30 60 c0 fe 07 0e 1c 38 70 e0 7e fc 36 6c d8 15
// + 2a 54 a8 27 4e 9c 10 20 40 80 fc 00 00 00 00 00
// @data a_nw i8 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 ff 80 7f 81 02 02 02 02 02
// + 02 03 03 03 03 03 03 fe 07 07 07 07 07 7e 36 36 15 15 15 27 27 10 10 10
// + fc 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01
// @data b_nw i8 00 01 02 03 04 05 06 07 00 01 02 03 04 05 06 00 00 00 00 00 01 02 03 04
// + 05 00 01 02 03 04 05 00 00 01 02 03 04 00 00 01 00 01 02 00 01 00 01 02
// + 00 00 01 02 03 04 05 06 07 00 01 02 03 04 05 06
// @data r_nw i8 00 00 00 00 00 00 00 00 01 02 04 08 10 20 40 ff 80 7f 81 02 04 08 10 20
// + 40 03 06 0c 18 30 60 fe 07 0e 1c 38 70 7e 36 6c 15 2a 54 27 4e 10 20 40
// + fc 00 00 00 00 00 00 00 00 01 02 04 08 10 20 40
// @run wrap entry=shli_wrap grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=shli_nsw grid=1
// @arg buf i8 a_nsw
// @arg buf i8 b_nsw
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=shli_nuw grid=1
// @arg buf i8 a_nuw
// @arg buf i8 b_nuw
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=shli_nw grid=1
// @arg buf i8 a_nw
// @arg buf i8 b_nw
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @shli_wrap(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = shli %x0, %x1 : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nsw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = shli %x0, %x1 overflow<no_signed_wrap> : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nuw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = shli %x0, %x1 overflow<no_unsigned_wrap> : tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = shli %x0, %x1 overflow<no_wrap> : tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
