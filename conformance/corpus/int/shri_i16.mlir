// @conformance 1
// @tier full
// @family int-arith
// shri on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 0000 0001 0002 0003 0008 000d 000e 000f
// @data r_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0000 0000 0000 0000 0000 0000 0000 ffff ffff ffff ffff ffff ffff ffff ffff
// + 8000 c000 e000 f000 ff80 fffc fffe ffff 7fff 3fff 1fff 0fff 007f 0003 0001 0000 8001 c000 e000 f000 ff80 fffc fffe ffff
// + 0002 0001 0000 0000 0000 0000 0000 0000 0003 0001 0000 0000 0000 0000 0000 0000 fffe ffff ffff ffff ffff ffff ffff ffff
// + 0007 0003 0001 0000 0000 0000 0000 0000 7ffe 3fff 1fff 0fff 007f 0003 0001 0000 2f39 179c 0bce 05e7 002f 0001 0000 0000
// + 51e9 28f4 147a 0a3d 0051 0002 0001 0000 a3b3 d1d9 e8ec f476 ffa3 fffd fffe ffff 3f55 1faa 0fd5 07ea 003f 0001 0000 0000
// + a026 d013 e809 f404 ffa0 fffd fffe ffff
// @data r_unsigned i16 from r_signed 17:7fff 18:3fff 19:1fff 20:00ff 21:0007 22:0003 23:0001 25:4000 26:2000 27:1000 28:0080 29:0004
// + 30:0002 31:0001 41:4000 42:2000 43:1000 44:0080 45:0004 46:0002 47:0001 65:7fff 66:3fff 67:1fff
// + 68:00ff 69:0007 70:0003 71:0001 105:51d9 106:28ec 107:1476 108:00a3 109:0005 110:0002 111:0001 121:5013
// + 122:2809 123:1404 124:00a0 125:0005 126:0002 127:0001
// @run signed entry=shri_signed grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=shri_unsigned grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @shri_signed(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = shri %x0, %x1 signed : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shri_unsigned(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = shri %x0, %x1 unsigned : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
