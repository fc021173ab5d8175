// @conformance 1
// @tier full
// @family int-arith
// addi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_wrap i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 02 00 81 80 82 03 04
// + ff 08 7f 37 16 28 11 fd ff 00 fe 7f 7e 80 01 02 fd 06 7d 35 14 26 0f fb
// + 80 81 7f 00 ff 01 82 83 7e 87 fe b6 95 a7 90 7c 7f 80 7e ff fe 00 81 82
// + 7d 86 fd b5 94 a6 8f 7b 81 82 80 01 00 02 83 84 7f 88 ff b7 96 a8 91 7d
// + 02 03 01 82 81 83 04 05 00 09 80 38 17 29 12 fe 03 04 02 83 82 84 05 06
// + 01 0a 81 39 18 2a 13 ff fe ff fd 7e 7d 7f 00 01 fc 05 7c 34 13 25 0e fa
// + 07 08 06 87 86 88 09 0a 05 0e 85 3d 1c 2e 17 03 7e 7f 7d fe fd ff 80 81
// + 7c 85 fc b4 93 a5 8e 7a 36 37 35 b6 b5 b7 38 39 34 3d b4 6c 4b 5d 46 32
// + 15 16 14 95 94 96 17 18 13 1c 93 4b 2a 3c 25 11 27 28 26 a7 a6 a8 29 2a
// + 25 2e a5 5d 3c 4e 37 23 10 11 0f 90 8f 91 12 13 0e 17 8e 46 25 37 20 0c
// + fc fd fb 7c 7b 7d fe ff fa 03 7a 32 11 23 0c f8
// @data a_nsw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80
// + 80 80 80 80 80 80 80 80 80 7f 7f 7f 7f 7f 7f 81 81 81 81 81 81 81 81 81
// + 81 81 81 02 02 02 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03
// + 03 03 03 03 03 03 03 fe fe fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07
// + 07 07 07 07 07 07 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 36 36 36 36 36 36
// + 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 15 15 15 15 15 15 15 27 27
// + 27 27 27 27 27 27 27 27 27 27 27 27 10 10 10 10 10 10 10 10 10 10 10 10
// + 10 10 fc fc fc fc fc fc fc fc fc fc fc fc fc fc 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80
// @data b_nsw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 81 02 03 fe
// + 07 7e 36 15 27 10 fc 00 01 ff 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01
// + 7f 02 03 07 7e 36 15 27 10 00 ff 80 81 fe fc 00 01 ff 7f 02 03 07 7e 36
// + 15 27 10 00 01 ff 80 81 02 03 fe 07 36 15 27 10 fc 00 01 ff 80 81 02 03
// + fe 07 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff
// + 80 81 02 03 fe 07 36 15 27 10 fc 00 01 ff 80 81 fe fc 00 01 ff 80 81 02
// + 03 fe 07 36 15 27 10 fc 00 01 ff 80 81 02 03 fe 07 36 15 27 10 fc 00 01
// + ff 80 81 02 03 fe 07 36 15 27 10 fc 00 01 ff 80 81 02 03 fe 07 36 15 27
// + 10 fc 00 01 ff 7f 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 01 ff 80 81 02 03 fe 07 7e 36 15 27 10 fc 00
// + 01 ff 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01
// @data r_nsw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 02 00 81 82 03 04 ff
// + 08 7f 37 16 28 11 fd ff 00 fe 7e 80 01 02 fd 06 7d 35 14 26 0f fb 80 81
// + ff 82 83 87 fe b6 95 a7 90 7f 7e ff 00 7d 7b 81 82 80 00 83 84 88 ff b7
// + 96 a8 91 02 03 01 82 83 04 05 00 09 38 17 29 12 fe 03 04 02 83 84 05 06
// + 01 0a 39 18 2a 13 ff fe ff fd 7d 00 01 fc 05 7c 34 13 25 0e fa 07 08 06
// + 87 88 09 0a 05 0e 3d 1c 2e 17 03 7e 7f 7d fe ff 7c 7a 36 37 35 b6 b7 38
// + 39 34 3d 6c 4b 5d 46 32 15 16 14 95 96 17 18 13 1c 4b 2a 3c 25 11 27 28
// + 26 a7 a8 29 2a 25 2e 5d 3c 4e 37 23 10 11 0f 90 91 12 13 0e 17 46 25 37
// + 20 0c fc fd fb 7b fe ff fa 03 7a 32 11 23 0c f8 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 01 02 00 81 82 03 04 ff 08 7f 37 16 28 11 fd ff
// + 00 fe 7e 80 01 02 fd 06 7d 35 14 26 0f fb 80 81
// @data a_nuw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 01 ff 80 80 80 80 80 80 80 80 80 80 80 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 81 81 81 81 81 81 81 81 81 81 02 02 02 02 02 02 02
// + 02 02 02 02 02 02 02 03 03 03 03 03 03 03 03 03 03 03 03 03 03 fe fe 07
// + 07 07 07 07 07 07 07 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 36 36 36 36 36 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 15 15 15
// + 15 15 15 27 27 27 27 27 27 27 27 27 27 27 27 27 10 10 10 10 10 10 10 10
// + 10 10 10 10 10 fc fc fc fc 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 ff 80 80 80 80 80 80 80
// + 80 80 80 80 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 81 81 81 81 81 81 81 81
// + 81 81 02 02 02 02 02 02 02 02 02 02 02 02 02 02
// @data b_nuw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 80 7f 81 02 03 fe
// + 07 7e 36 15 27 10 fc 00 00 01 7f 02 03 07 7e 36 15 27 10 00 01 80 7f 02
// + 03 07 7e 36 15 27 10 00 01 02 03 07 7e 36 15 27 10 00 01 80 7f 81 02 03
// + 07 7e 36 15 27 10 fc 00 01 80 7f 81 02 03 07 7e 36 15 27 10 fc 00 01 00
// + 01 80 7f 81 02 03 07 7e 36 15 27 10 00 01 80 7f 81 02 03 07 7e 36 15 27
// + 10 00 01 80 7f 81 02 03 07 7e 36 15 27 10 00 01 80 7f 81 02 03 07 7e 36
// + 15 27 10 00 01 80 7f 81 02 03 07 7e 36 15 27 10 00 01 80 7f 81 02 03 07
// + 7e 36 15 27 10 00 01 02 03 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10
// + fc 00 01 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 00 01 7f 02 03 07 7e
// + 36 15 27 10 00 01 80 7f 02 03 07 7e 36 15 27 10 00 01 02 03 07 7e 36 15
// + 27 10 00 01 80 7f 81 02 03 07 7e 36 15 27 10 fc
// @data r_nuw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 02 81 80 82 03 04 ff
// + 08 7f 37 16 28 11 fd ff 80 81 ff 82 83 87 fe b6 95 a7 90 7f 80 ff fe 81
// + 82 86 fd b5 94 a6 8f 81 82 83 84 88 ff b7 96 a8 91 02 03 82 81 83 04 05
// + 09 80 38 17 29 12 fe 03 04 83 82 84 05 06 0a 81 39 18 2a 13 ff fe ff 07
// + 08 87 86 88 09 0a 0e 85 3d 1c 2e 17 7e 7f fe fd ff 80 81 85 fc b4 93 a5
// + 8e 36 37 b6 b5 b7 38 39 3d b4 6c 4b 5d 46 15 16 95 94 96 17 18 1c 93 4b
// + 2a 3c 25 27 28 a7 a6 a8 29 2a 2e a5 5d 3c 4e 37 10 11 90 8f 91 12 13 17
// + 8e 46 25 37 20 fc fd fe ff 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10
// + fc 01 02 81 80 82 03 04 ff 08 7f 37 16 28 11 fd ff 80 81 ff 82 83 87 fe
// + b6 95 a7 90 7f 80 ff fe 81 82 86 fd b5 94 a6 8f 81 82 83 84 88 ff b7 96
// + a8 91 02 03 82 81 83 04 05 09 80 38 17 29 12 fe
// @data a_nw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 ff 80 80 80 80 80 80 80 80 80 80 80 7f 7f 81 81 81 81
// + 81 81 81 81 81 81 02 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03 03
// + 03 03 03 03 03 03 fe fe 07 07 07 07 07 07 07 07 07 07 07 7e 7e 7e 7e 36
// + 36 36 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 15 15 15 15 27 27 27
// + 27 27 27 27 27 27 27 27 10 10 10 10 10 10 10 10 10 10 10 fc fc fc fc 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 ff 80 80 80 80 80 80 80 80 80 80 80 7f 7f 81 81 81 81 81
// + 81 81 81 81 81 02 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03
// + 03 03 03 03 03 fe fe 07 07 07 07 07 07 07 07 07 07 07 7e 7e 7e 7e 36 36
// + 36 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15
// @data b_nw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 80 81 02 03 fe 07
// + 7e 36 15 27 10 fc 00 00 01 7f 02 03 07 7e 36 15 27 10 00 80 00 01 02 03
// + 07 7e 36 15 27 10 00 01 80 81 02 03 07 36 15 27 10 fc 00 01 80 81 02 03
// + 07 36 15 27 10 fc 00 01 00 01 80 81 02 03 07 36 15 27 10 00 01 80 81 00
// + 01 80 81 02 03 07 36 15 27 10 00 01 80 81 02 03 07 36 15 27 10 00 01 80
// + 81 02 03 07 36 15 27 10 00 01 80 81 02 03 07 36 15 27 10 00 01 02 03 00
// + 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 80 81 02 03 fe 07 7e
// + 36 15 27 10 fc 00 00 01 7f 02 03 07 7e 36 15 27 10 00 80 00 01 02 03 07
// + 7e 36 15 27 10 00 01 80 81 02 03 07 36 15 27 10 fc 00 01 80 81 02 03 07
// + 36 15 27 10 fc 00 01 00 01 80 81 02 03 07 36 15 27 10 00 01 80 81 00 01
// + 80 81 02 03 07 36 15 27 10 00 01 80 81 02 03 07
// @data r_nw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 02 81 82 03 04 ff 08
// + 7f 37 16 28 11 fd ff 80 81 ff 82 83 87 fe b6 95 a7 90 7f ff 81 82 83 84
// + 88 ff b7 96 a8 91 02 03 82 83 04 05 09 38 17 29 12 fe 03 04 83 84 05 06
// + 0a 39 18 2a 13 ff fe ff 07 08 87 88 09 0a 0e 3d 1c 2e 17 7e 7f fe ff 36
// + 37 b6 b7 38 39 3d 6c 4b 5d 46 15 16 95 96 17 18 1c 4b 2a 3c 25 27 28 a7
// + a8 29 2a 2e 5d 3c 4e 37 10 11 90 91 12 13 17 46 25 37 20 fc fd fe ff 00
// + 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 02 81 82 03 04 ff 08 7f
// + 37 16 28 11 fd ff 80 81 ff 82 83 87 fe b6 95 a7 90 7f ff 81 82 83 84 88
// + ff b7 96 a8 91 02 03 82 83 04 05 09 38 17 29 12 fe 03 04 83 84 05 06 0a
// + 39 18 2a 13 ff fe ff 07 08 87 88 09 0a 0e 3d 1c 2e 17 7e 7f fe ff 36 37
// + b6 b7 38 39 3d 6c 4b 5d 46 15 16 95 96 17 18 1c
// @run wrap entry=addi_wrap grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=addi_nsw grid=1
// @arg buf i8 a_nsw
// @arg buf i8 b_nsw
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=addi_nuw grid=1
// @arg buf i8 a_nuw
// @arg buf i8 b_nuw
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=addi_nw grid=1
// @arg buf i8 a_nw
// @arg buf i8 b_nw
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @addi_wrap(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = addi %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addi_nsw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = addi %x0, %x1 overflow<no_signed_wrap> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addi_nuw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = addi %x0, %x1 overflow<no_unsigned_wrap> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addi_nw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = addi %x0, %x1 overflow<no_wrap> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
