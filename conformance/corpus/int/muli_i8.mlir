// @conformance 1
// @tier full
// @family int-arith
// muli on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data r_wrap i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 ff 01 80 81 7f fe fd 02 f9 82 ca eb d9 f0 04
// + 00 80 80 00 80 80 00 80 00 80 00 00 80 80 00 00 00 7f 81 80 01 ff fe 7d
// + 02 79 82 ca 6b 59 f0 04 00 81 7f 80 ff 01 02 83 fe 87 7e 36 95 a7 10 fc
// + 00 02 fe 00 fe 02 04 06 fc 0e fc 6c 2a 4e 20 f8 00 03 fd 80 7d 83 06 09
// + fa 15 7a a2 3f 75 30 f4 00 fe 02 00 02 fe fc fa 04 f2 04 94 d6 b2 e0 08
// + 00 07 f9 80 79 87 0e 15 f2 31 72 7a 93 11 70 e4 00 7e 82 00 82 7e fc 7a
// + 04 72 04 94 56 32 e0 08 00 36 ca 00 ca 36 6c a2 94 7a 94 64 6e 3a 60 28
// + 00 15 eb 80 6b 95 2a 3f d6 93 56 6e b9 33 50 ac 00 27 d9 80 59 a7 4e 75
// + b2 11 32 3a 33 f1 70 64 00 10 f0 00 f0 10 20 30 e0 70 e0 60 50 70 00 c0
// + 00 fc 04 00 04 fc f8 f4 08 e4 08 28 ac 64 c0 10
// @data a_nsw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80
// + 80 7f 7f 7f 81 81 81 02 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03
// + 03 03 03 03 03 03 fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07 07 07 07
// + 07 07 07 7e 7e 7e 36 36 36 36 36 15 15 15 15 15 15 15 27 27 27 27 27 27
// + 10 10 10 10 10 10 10 10 fc fc fc fc fc fc fc fc fc fc 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01 01 01 01 01 01
// + 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 7f 7f 7f 81 81
// + 81 02 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03 03 03 03 03
// + fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07 07 07 07 07 07 07 7e 7e 7e
// + 36 36 36 36 36 15 15 15 15 15 15 15 27 27 27 27
// @data b_nsw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 01 ff 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00
// + 01 00 01 ff 00 01 ff 00 01 ff 02 03 fe 07 36 15 27 10 fc 00 01 ff 02 03
// + fe 07 15 27 10 fc 00 01 ff 02 03 fe 07 36 15 27 10 fc 00 01 ff 02 03 fe
// + 07 10 fc 00 01 ff 00 01 ff 02 fe 00 01 ff 02 03 fe fc 00 01 ff 02 03 fe
// + 00 01 ff 02 03 fe 07 fc 00 01 ff 02 03 fe 07 15 10 fc 00 01 ff 80 7f 81
// + 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27
// + 10 fc 00 01 ff 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 00 01 ff 00 01
// + ff 00 01 ff 02 03 fe 07 36 15 27 10 fc 00 01 ff 02 03 fe 07 15 27 10 fc
// + 00 01 ff 02 03 fe 07 36 15 27 10 fc 00 01 ff 02 03 fe 07 10 fc 00 01 ff
// + 00 01 ff 02 fe 00 01 ff 02 03 fe fc 00 01 ff 02
// @data r_nsw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 ff 01 81 7f fe fd 02 f9 82 ca eb d9 f0 04 00
// + 80 00 7f 81 00 81 7f 00 02 fe 04 06 fc 0e 6c 2a 4e 20 f8 00 03 fd 06 09
// + fa 15 3f 75 30 f4 00 fe 02 fc fa 04 f2 94 d6 b2 e0 08 00 07 f9 0e 15 f2
// + 31 70 e4 00 7e 82 00 36 ca 6c 94 00 15 eb 2a 3f d6 ac 00 27 d9 4e 75 b2
// + 00 10 f0 20 30 e0 70 c0 00 fc 04 f8 f4 08 e4 ac c0 10 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27
// + 10 fc 00 ff 01 81 7f fe fd 02 f9 82 ca eb d9 f0 04 00 80 00 7f 81 00 81
// + 7f 00 02 fe 04 06 fc 0e 6c 2a 4e 20 f8 00 03 fd 06 09 fa 15 3f 75 30 f4
// + 00 fe 02 fc fa 04 f2 94 d6 b2 e0 08 00 07 f9 0e 15 f2 31 70 e4 00 7e 82
// + 00 36 ca 6c 94 00 15 eb 2a 3f d6 ac 00 27 d9 4e
// @data a_nuw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 01 01 ff ff 80 80 7f 7f 7f 81 81 02 02 02 02 02 02 02
// + 02 02 02 02 03 03 03 03 03 03 03 03 03 fe fe 07 07 07 07 07 07 07 7e 7e
// + 7e 36 36 36 36 15 15 15 15 15 27 27 27 27 10 10 10 10 10 fc fc 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 ff ff 80
// @data b_nuw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 01 00 01 00 01 02 00 01 00 01 7f 02 03 07 7e
// + 36 15 27 10 00 01 02 03 07 36 15 27 10 00 01 00 01 02 03 07 15 10 00 01
// + 02 00 01 02 03 00 01 02 03 07 00 01 02 03 00 01 02 03 07 00 01 00 01 ff
// + 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 7f 81 02 03 fe 07 7e
// + 36 15 27 10 fc 00 01 00
// @data r_nuw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 ff 00 80 00 7f fe 00 81 00 02 fe 04 06 0e fc
// + 6c 2a 4e 20 00 03 06 09 15 a2 3f 75 30 00 fe 00 07 0e 15 31 93 70 00 7e
// + fc 00 36 6c a2 00 15 2a 3f 93 00 27 4e 75 00 10 20 30 70 00 fc 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff 80 7f 81 02 03 fe 07 7e
// + 36 15 27 10 fc 00 ff 00
// @data a_nw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 01 01 ff ff 80 80 7f 7f 81 81 02 02 02 02 02 02 02 02
// + 02 03 03 03 03 03 03 03 03 fe fe 07 07 07 07 07 07 7e 7e 36 36 36 15 15
// + 15 15 27 27 27 27 10 10 10 10 10 fc fc 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 ff ff 80
// + 80 7f 7f 81 81 02 02 02
// @data b_nw i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 01 00 01 00 01 00 01 00 01 02 03 07 36 15 27
// + 10 00 01 02 03 07 15 27 10 00 01 00 01 02 03 07 10 00 01 00 01 02 00 01
// + 02 03 00 01 02 03 00 01 02 03 07 00 01 00 01 ff 80 7f 81 02 03 fe 07 7e
// + 36 15 27 10 fc 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 01 00
// + 01 00 01 00 01 00 01 02
// @data r_nw i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 00 ff 00 80 00 7f 00 81 00 02 04 06 0e 6c 2a 4e
// + 20 00 03 06 09 15 3f 75 30 00 fe 00 07 0e 15 31 70 00 7e 00 36 6c 00 15
// + 2a 3f 00 27 4e 75 00 10 20 30 70 00 fc 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 00 ff 00
// + 80 00 7f 00 81 00 02 04
// @run wrap entry=muli_wrap grid=1
// @arg buf i8 rows(v, s)
// @arg buf i8 cols(v, s)
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=muli_nsw grid=1
// @arg buf i8 a_nsw
// @arg buf i8 b_nsw
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=muli_nuw grid=1
// @arg buf i8 a_nuw
// @arg buf i8 b_nuw
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=muli_nw grid=1
// @arg buf i8 a_nw
// @arg buf i8 b_nw
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @muli_wrap(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = muli %x0, %x1 : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @muli_nsw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = muli %x0, %x1 overflow<no_signed_wrap> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @muli_nuw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = muli %x0, %x1 overflow<no_unsigned_wrap> : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @muli_nw(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = muli %x0, %x1 overflow<no_wrap> : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
