// @conformance 1
// @tier full
// @family int-arith
// muli on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_wrap i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 0001 8000 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda
// + 0000 8000 8000 0000 8000 8000 0000 8000 0000 8000 0000 8000 8000 8000 8000 0000 0000 7fff 8001 8000 0001 ffff fffe 7ffd
// + 0002 7ff9 8002 50c7 2e17 dc4d 40ab 5fda 0000 8001 7fff 8000 ffff 0001 0002 8003 fffe 8007 7ffe af39 d1e9 23b3 bf55 a026
// + 0000 0002 fffe 0000 fffe 0002 0004 0006 fffc 000e fffc 5e72 a3d2 4766 7eaa 404c 0000 0003 fffd 8000 7ffd 8003 0006 0009
// + fffa 0015 7ffa 8dab f5bb eb19 bdff e072 0000 fffe 0002 0000 0002 fffe fffc fffa 0004 fff2 0004 a18e 5c2e b89a 8156 bfb4
// + 0000 0007 fff9 8000 7ff9 8007 000e 0015 fff2 0031 7ff2 4a8f 3d5f 79e5 bb53 610a 0000 7ffe 8002 0000 8002 7ffe fffc 7ffa
// + 0004 7ff2 0004 218e dc2e 389a 0156 bfb4 0000 2f39 d0c7 8000 50c7 af39 5e72 8dab a18e 4a8f 218e fab1 03e1 4fdb b4ed a276
// + 0000 51e9 ae17 8000 2e17 d1e9 a3d2 f5bb 5c2e 3d5f dc2e 03e1 4611 a0eb 895d c896 0000 a3b3 5c4d 8000 dc4d 23b3 4766 eb19
// + b89a 79e5 389a 4fdb a0eb 6f29 676f 2c92 0000 3f55 c0ab 8000 40ab bf55 7eaa bdff 8156 bb53 0156 b4ed 895d 676f f239 869e
// + 0000 a026 5fda 0000 5fda a026 404c e072 bfb4 610a bfb4 a276 c896 2c92 869e 85a4
// @data a_nsw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000
// + 8000 7fff 7fff 7fff 8001 8001 8001 0002 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 fffe
// + fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 2f39 51e9
// + 51e9 51e9 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 a026 a026 a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0001 0001 0001
// @data b_nsw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000
// + 0001 0000 0001 ffff 0000 0001 ffff 0000 0001 ffff 0002 0003 fffe 0007 2f39 3f55 0000 0001 ffff 0002 0003 fffe 0007 0000
// + 0001 ffff 0002 0003 fffe 0007 2f39 3f55 0000 0001 ffff 0002 0003 fffe 0007 0000 0001 ffff 0000 0001 ffff 0002 fffe 0000
// + 0001 ffff 0000 0001 ffff 0000 0001 ffff 0002 fffe 0000 0001 ffff 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe
// + 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff
// @data r_nsw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 0001 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda 0000
// + 8000 0000 7fff 8001 0000 8001 7fff 0000 0002 fffe 0004 0006 fffc 000e 5e72 7eaa 0000 0003 fffd 0006 0009 fffa 0015 0000
// + fffe 0002 fffc fffa 0004 fff2 a18e 8156 0000 0007 fff9 000e 0015 fff2 0031 0000 7ffe 8002 0000 2f39 d0c7 5e72 a18e 0000
// + 51e9 ae17 0000 a3b3 5c4d 0000 3f55 c0ab 7eaa 8156 0000 a026 5fda 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0001 ffff
// @data a_nuw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff 8000 8000 7fff 7fff 7fff 8001 8001 0002 0002 0002 0002 0002 0002 0002
// + 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003 fffe fffe 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 2f39 2f39 2f39
// + 2f39 51e9 51e9 51e9 51e9 a3b3 a3b3 3f55 3f55 3f55 3f55 a026 a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff 8000
// + 8000 7fff 7fff 7fff 8001 8001 0002 0002
// @data b_nuw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0000 0001 0000 0001 0002 0000 0001 0000 0001 7fff 0002 0003 0007 7ffe
// + 2f39 51e9 3f55 0000 0001 0002 0003 0007 2f39 51e9 3f55 0000 0001 0000 0001 0002 0003 0007 0000 0001 0002 0000 0001 0002
// + 0003 0000 0001 0002 0003 0000 0001 0000 0001 0002 0003 0000 0001 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe
// + 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0000
// + 0001 0000 0001 0002 0000 0001 0000 0001
// @data r_nuw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 0000 8000 0000 7fff fffe 0000 8001 0000 0002 fffe 0004 0006 000e fffc
// + 5e72 a3d2 7eaa 0000 0003 0006 0009 0015 8dab f5bb bdff 0000 fffe 0000 0007 000e 0015 0031 0000 7ffe fffc 0000 2f39 5e72
// + 8dab 0000 51e9 a3d2 f5bb 0000 a3b3 0000 3f55 7eaa bdff 0000 a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 0000
// + 8000 0000 7fff fffe 0000 8001 0000 0002
// @data a_nw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff 8000 8000 7fff 7fff 8001 8001 0002 0002 0002 0002 0002 0002 0002 0003
// + 0003 0003 0003 0003 fffe fffe 0007 0007 0007 0007 0007 7ffe 7ffe 2f39 2f39 2f39 51e9 51e9 a3b3 a3b3 3f55 3f55 3f55 a026
// + a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff 8000 8000 7fff 7fff 8001 8001 0002 0002 0002 0002 0002 0002 0002
// + 0003 0003 0003 0003 0003 fffe fffe 0007
// @data b_nw i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0000 0001 0000 0001 0000 0001 0000 0001 0002 0003 0007 2f39 3f55 0000
// + 0001 0002 0003 0007 0000 0001 0000 0001 0002 0003 0007 0000 0001 0000 0001 0002 0000 0001 0000 0001 0000 0001 0002 0000
// + 0001 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0000 0001 0000 0001 0000 0001 0000 0001 0002 0003 0007 2f39 3f55
// + 0000 0001 0002 0003 0007 0000 0001 0000
// @data r_nw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 0000 8000 0000 7fff 0000 8001 0000 0002 0004 0006 000e 5e72 7eaa 0000
// + 0003 0006 0009 0015 0000 fffe 0000 0007 000e 0015 0031 0000 7ffe 0000 2f39 5e72 0000 51e9 0000 a3b3 0000 3f55 7eaa 0000
// + a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff 8000 7fff 8001 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 0000 8000 0000 7fff 0000 8001 0000 0002 0004 0006 000e 5e72 7eaa
// + 0000 0003 0006 0009 0015 0000 fffe 0000
// @run wrap entry=muli_wrap grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=muli_nsw grid=1
// @arg buf i16 a_nsw
// @arg buf i16 b_nsw
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=muli_nuw grid=1
// @arg buf i16 a_nuw
// @arg buf i16 b_nuw
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=muli_nw grid=1
// @arg buf i16 a_nw
// @arg buf i16 b_nw
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @muli_wrap(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = muli %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @muli_nsw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = muli %x0, %x1 overflow<no_signed_wrap> : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @muli_nuw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = muli %x0, %x1 overflow<no_unsigned_wrap> : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @muli_nw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = muli %x0, %x1 overflow<no_wrap> : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
