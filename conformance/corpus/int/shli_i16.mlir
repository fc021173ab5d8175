// @conformance 1
// @tier full
// @family int-arith
// shli on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 0000 0001 0002 0003 0008 000d 000e 000f
// @data r_wrap i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0100 2000 4000 8000 ffff fffe fffc fff8 ff00 e000 c000 8000
// + 8000 0000 0000 0000 0000 0000 0000 0000 7fff fffe fffc fff8 ff00 e000 c000 8000 8001 0002 0004 0008 0100 2000 4000 8000
// + 0002 0004 0008 0010 0200 4000 8000 0000 0003 0006 000c 0018 0300 6000 c000 8000 fffe fffc fff8 fff0 fe00 c000 8000 0000
// + 0007 000e 001c 0038 0700 e000 c000 8000 7ffe fffc fff8 fff0 fe00 c000 8000 0000 2f39 5e72 bce4 79c8 3900 2000 4000 8000
// + 51e9 a3d2 47a4 8f48 e900 2000 4000 8000 a3b3 4766 8ecc 1d98 b300 6000 c000 8000 3f55 7eaa fd54 faa8 5500 a000 4000 8000
// + a026 404c 8098 0130 2600 c000 8000 0000
// @data a_nsw i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff 8000
// + 7fff 8001 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007
// + 0007 0007 7ffe 2f39 2f39 51e9 a3b3 3f55 3f55 a026 0000 0000 0000 0000 0000 0000
// @data b_nsw i16 0000 0001 0002 0003 0008 000d 000e 000f 0000 0001 0002 0003 0008 000d 000e 0000 0001 0002 0003 0008 000d 000e 000f 0000
// + 0000 0000 0000 0001 0002 0003 0008 000d 0000 0001 0002 0003 0008 000d 0000 0001 0002 0003 0008 000d 000e 0000 0001 0002
// + 0003 0008 0000 0000 0001 0000 0000 0000 0001 0000 0000 0001 0002 0003 0008 000d
// @data r_nsw i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0100 2000 4000 ffff fffe fffc fff8 ff00 e000 c000 8000 8000
// + 7fff 8001 0002 0004 0008 0010 0200 4000 0003 0006 000c 0018 0300 6000 fffe fffc fff8 fff0 fe00 c000 8000 0007 000e 001c
// + 0038 0700 7ffe 2f39 5e72 51e9 a3b3 3f55 7eaa a026 0000 0000 0000 0000 0000 0000
// @data a_nuw i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 ffff 8000 7fff 7fff 8001 0002 0002 0002
// + 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 fffe 0007 0007 0007 0007 0007 0007 7ffe 7ffe 2f39 2f39 2f39 51e9
// + 51e9 a3b3 3f55 3f55 3f55 a026 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001
// @data b_nuw i16 0000 0001 0002 0003 0008 000d 000e 000f 0000 0001 0002 0003 0008 000d 000e 000f 0000 0000 0000 0001 0000 0000 0001 0002
// + 0003 0008 000d 000e 0000 0001 0002 0003 0008 000d 000e 0000 0000 0001 0002 0003 0008 000d 0000 0001 0000 0001 0002 0000
// + 0001 0000 0000 0001 0002 0000 0000 0001 0002 0003 0008 000d 000e 000f 0000 0001
// @data r_nuw i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0100 2000 4000 8000 ffff 8000 7fff fffe 8001 0002 0004 0008
// + 0010 0200 4000 8000 0003 0006 000c 0018 0300 6000 c000 fffe 0007 000e 001c 0038 0700 e000 7ffe fffc 2f39 5e72 bce4 51e9
// + a3d2 a3b3 3f55 7eaa fd54 a026 0000 0000 0000 0000 0000 0000 0000 0000 0001 0002
// @data a_nw i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 ffff 8000 7fff 8001 0002 0002 0002 0002 0002
// + 0002 0003 0003 0003 0003 0003 0003 fffe 0007 0007 0007 0007 0007 7ffe 2f39 2f39 51e9 a3b3 3f55 3f55 a026 0000 0000 0000
// + 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 ffff 8000 7fff 8001
// @data b_nw i16 0000 0001 0002 0003 0008 000d 000e 000f 0000 0001 0002 0003 0008 000d 000e 0000 0000 0000 0000 0000 0001 0002 0003 0008
// + 000d 0000 0001 0002 0003 0008 000d 0000 0000 0001 0002 0003 0008 0000 0000 0001 0000 0000 0000 0001 0000 0000 0001 0002
// + 0003 0008 000d 000e 000f 0000 0001 0002 0003 0008 000d 000e 0000 0000 0000 0000
// @data r_nw i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0100 2000 4000 ffff 8000 7fff 8001 0002 0004 0008 0010 0200
// + 4000 0003 0006 000c 0018 0300 6000 fffe 0007 000e 001c 0038 0700 7ffe 2f39 5e72 51e9 a3b3 3f55 7eaa a026 0000 0000 0000
// + 0000 0000 0000 0000 0000 0001 0002 0004 0008 0100 2000 4000 ffff 8000 7fff 8001
// @run wrap entry=shli_wrap grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=shli_nsw grid=1
// @arg buf i16 a_nsw
// @arg buf i16 b_nsw
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=shli_nuw grid=1
// @arg buf i16 a_nuw
// @arg buf i16 b_nuw
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=shli_nw grid=1
// @arg buf i16 a_nw
// @arg buf i16 b_nw
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @shli_wrap(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = shli %x0, %x1 : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nsw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %r = shli %x0, %x1 overflow<no_signed_wrap> : tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nuw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %r = shli %x0, %x1 overflow<no_unsigned_wrap> : tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %r = shli %x0, %x1 overflow<no_wrap> : tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
