// @conformance 1
// @tier full
// @family int-arith
// subi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_wrap i8 00 ff 01 80 81 7f fe fd 02 f9 82 ca eb d9 f0 04 01 00 02 81 82 80 ff fe
// + 03 fa 83 cb ec da f1 05 ff fe 00 7f 80 7e fd fc 01 f8 81 c9 ea d8 ef 03
// + 80 7f 81 00 01 ff 7e 7d 82 79 02 4a 6b 59 70 84 7f 7e 80 ff 00 fe 7d 7c
// + 81 78 01 49 6a 58 6f 83 81 80 82 01 02 00 7f 7e 83 7a 03 4b 6c 5a 71 85
// + 02 01 03 82 83 81 00 ff 04 fb 84 cc ed db f2 06 03 02 04 83 84 82 01 00
// + 05 fc 85 cd ee dc f3 07 fe fd ff 7e 7f 7d fc fb 00 f7 80 c8 e9 d7 ee 02
// + 07 06 08 87 88 86 05 04 09 00 89 d1 f2 e0 f7 0b 7e 7d 7f fe ff fd 7c 7b
// + 80 77 00 48 69 57 6e 82 36 35 37 b6 b7 b5 34 33 38 2f b8 00 21 0f 26 3a
// + 15 14 16 95 96 94 13 12 17 0e 97 df 00 ee 05 19 27 26 28 a7 a8 a6 25 24
// + 29 20 a9 f1 12 00 17 2b 10 0f 11 90 91 8f 0e 0d 12 09 92 da fb e9 00 14
// + fc fb fd 7c 7d 7b fa f9 fe f5 7e c6 e7 d5 ec 00
// @data a_nsw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 80
// + 80 80 80 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 81 81 81 81 81 81 81 02 02 02
// + 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03 03 03 03 03 03 03
// + 03 fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07 07 07 07 07 07
// + 07 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 36 36 36 36 36 36
// + 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 15 15 15 15 15 15 15 27 27
// + 27 27 27 27 27 27 27 27 27 27 27 27 10 10 10 10 10 10 10 10 10 10 10 10
// + 10 10 fc fc fc fc fc fc fc fc fc fc fc fc fc fc 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01 01 01 01 01 01 ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 80
// @data b_nsw i8 00 01 ff 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07 7e
// + 36 15 27 10 fc 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 ff 80
// + 81 fe fc 00 01 7f 02 03 07 7e 36 15 27 10 00 01 ff 80 81 fe fc 00 01 ff
// + 7f 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07 7e 36 15 27 10
// + fc 00 01 ff 80 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07
// + 7e 36 15 27 10 fc 00 01 ff 7f 02 03 07 7e 36 15 27 10 00 01 ff 7f 02 03
// + fe 07 7e 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07 7e 36 15 27 10 fc 00 01
// + ff 7f 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07 7e 36 15 27
// + 10 fc 00 01 ff 80 81 02 03 fe 07 36 15 27 10 fc 00 01 ff 7f 81 02 03 fe
// + 07 7e 36 15 27 10 fc 00 01 ff 7f 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff
// + 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 ff 80
// @data r_nsw i8 00 ff 01 81 7f fe fd 02 f9 82 ca eb d9 f0 04 01 00 02 82 ff fe 03 fa 83
// + cb ec da f1 05 ff fe 00 7f 80 7e fd fc 01 f8 81 c9 ea d8 ef 03 80 81 00
// + ff 82 84 7f 7e 00 7d 7c 78 01 49 6a 58 6f 81 80 82 01 00 83 85 02 01 03
// + 83 00 ff 04 fb 84 cc ed db f2 06 03 02 04 84 01 00 05 fc 85 cd ee dc f3
// + 07 fe fd ff 7e 7d fc fb 00 f7 80 c8 e9 d7 ee 02 07 06 08 88 05 04 09 00
// + 89 d1 f2 e0 f7 0b 7e 7d 7f ff 7c 7b 77 00 48 69 57 6e 36 35 37 b7 34 33
// + 38 2f b8 00 21 0f 26 3a 15 14 16 96 13 12 17 0e 97 df 00 ee 05 19 27 26
// + 28 a8 25 24 29 20 a9 f1 12 00 17 2b 10 0f 11 91 0e 0d 12 09 92 da fb e9
// + 00 14 fc fb fd 7c 7b fa f9 fe f5 c6 e7 d5 ec 00 00 ff 01 81 7f fe fd 02
// + f9 82 ca eb d9 f0 04 01 00 02 82 ff fe 03 fa 83 cb ec da f1 05 ff fe 00
// + 7f 80 7e fd fc 01 f8 81 c9 ea d8 ef 03 80 81 00
// @data a_nuw i8 00 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 80 80 80
// + 80 80 80 80 80 80 80 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 81 81 81 81 81 81
// + 81 81 81 81 81 81 81 02 02 02 03 03 03 03 fe fe fe fe fe fe fe fe fe fe
// + fe fe fe fe fe 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 36 36 36 36
// + 36 36 36 36 36 15 15 15 15 15 15 15 27 27 27 27 27 27 27 27 10 10 10 10
// + 10 10 fc fc fc fc fc fc fc fc fc fc fc fc fc fc 00 01 01 ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff 80 80 80 80 80 80 80 80 80 80 80 80 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 81 81 81 81 81 81 81 81 81 81 81 81 81 02
// + 02 02 03 03 03 03 fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07
// + 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 36 36 36 36 36 36 36 36 36 15 15 15
// + 15 15 15 15 27 27 27 27 27 27 27 27 10 10 10 10
// @data b_nuw i8 00 00 01 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 80 7f 02
// + 03 07 7e 36 15 27 10 00 01 7f 02 03 07 7e 36 15 27 10 00 01 80 7f 81 02
// + 03 07 7e 36 15 27 10 00 01 02 00 01 02 03 00 01 80 7f 81 02 03 fe 07 7e
// + 36 15 27 10 fc 00 01 02 03 07 00 01 02 03 07 7e 36 15 27 10 00 01 02 03
// + 07 36 15 27 10 00 01 02 03 07 15 10 00 01 02 03 07 15 27 10 00 01 02 03
// + 07 10 00 01 80 7f 81 02 03 07 7e 36 15 27 10 fc 00 00 01 00 01 ff 80 7f
// + 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 80 7f 02 03 07 7e 36 15 27 10 00
// + 01 7f 02 03 07 7e 36 15 27 10 00 01 80 7f 81 02 03 07 7e 36 15 27 10 00
// + 01 02 00 01 02 03 00 01 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 02
// + 03 07 00 01 02 03 07 7e 36 15 27 10 00 01 02 03 07 36 15 27 10 00 01 02
// + 03 07 15 10 00 01 02 03 07 15 27 10 00 01 02 03
// @data r_nuw i8 00 01 00 ff fe 00 7f 80 7e fd fc 01 f8 81 c9 ea d8 ef 03 80 7f 00 01 7e
// + 7d 79 02 4a 6b 59 70 7f 7e 00 7d 7c 78 01 49 6a 58 6f 81 80 01 02 00 7f
// + 7e 7a 03 4b 6c 5a 71 02 01 00 03 02 01 00 fe fd 7e 7f 7d fc fb 00 f7 80
// + c8 e9 d7 ee 02 07 06 05 04 00 7e 7d 7c 7b 77 00 48 69 57 6e 36 35 34 33
// + 2f 00 21 0f 26 15 14 13 12 0e 00 05 27 26 25 24 20 12 00 17 10 0f 0e 0d
// + 09 00 fc fb 7c 7d 7b fa f9 f5 7e c6 e7 d5 ec 00 00 01 00 ff fe 00 7f 80
// + 7e fd fc 01 f8 81 c9 ea d8 ef 03 80 7f 00 01 7e 7d 79 02 4a 6b 59 70 7f
// + 7e 00 7d 7c 78 01 49 6a 58 6f 81 80 01 02 00 7f 7e 7a 03 4b 6c 5a 71 02
// + 01 00 03 02 01 00 fe fd 7e 7f 7d fc fb 00 f7 80 c8 e9 d7 ee 02 07 06 05
// + 04 00 7e 7d 7c 7b 77 00 48 69 57 6e 36 35 34 33 2f 00 21 0f 26 15 14 13
// + 12 0e 00 05 27 26 25 24 20 12 00 17 10 0f 0e 0d
// @data a_nw i8 00 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 81 81 81 81 02 02 02 03 03 03 03 fe fe fe fe fe
// + fe fe fe fe fe fe fe fe fe 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 36 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 27 27 27 27 27 27 27 27
// + 10 10 10 10 10 10 fc fc fc fc fc fc fc fc fc fc fc fc 00 01 01 ff ff ff
// + ff ff ff ff ff ff ff ff
// @data b_nw i8 00 00 01 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 80 00 01 7f
// + 02 03 07 7e 36 15 27 10 00 01 80 81 00 01 02 00 01 02 03 00 01 80 81 02
// + 03 fe 07 7e 36 15 27 10 fc 00 01 02 03 07 00 01 02 03 07 7e 36 15 27 10
// + 00 01 02 03 07 36 15 27 10 00 01 02 03 07 15 10 00 01 02 03 07 15 27 10
// + 00 01 02 03 07 10 00 01 80 81 02 03 07 36 15 27 10 fc 00 00 01 00 01 ff
// + 80 7f 81 02 03 fe 07 7e
// @data r_nw i8 00 01 00 ff fe 00 7f 80 7e fd fc 01 f8 81 c9 ea d8 ef 03 80 00 7f 7e 00
// + 7d 7c 78 01 49 6a 58 6f 81 80 01 00 02 01 00 03 02 01 00 fe fd 7e 7d fc
// + fb 00 f7 80 c8 e9 d7 ee 02 07 06 05 04 00 7e 7d 7c 7b 77 00 48 69 57 6e
// + 36 35 34 33 2f 00 21 0f 26 15 14 13 12 0e 00 05 27 26 25 24 20 12 00 17
// + 10 0f 0e 0d 09 00 fc fb 7c 7b fa f9 f5 c6 e7 d5 ec 00 00 01 00 ff fe 00
// + 7f 80 7e fd fc 01 f8 81
// @run wrap entry=subi_wrap grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=subi_nsw grid=1
// @arg buf i8 a_nsw
// @arg buf i8 b_nsw
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=subi_nuw grid=1
// @arg buf i8 a_nuw
// @arg buf i8 b_nuw
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=subi_nw grid=1
// @arg buf i8 a_nw
// @arg buf i8 b_nw
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @subi_wrap(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = subi %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subi_nsw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = subi %x0, %x1 overflow<no_signed_wrap> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subi_nuw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = subi %x0, %x1 overflow<no_unsigned_wrap> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subi_nw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = subi %x0, %x1 overflow<no_wrap> : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
