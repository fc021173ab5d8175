// @conformance 1
// @tier full
// @family int-arith
// remi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data a_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 0002 0002 0002 0002 0002 0002 0002
// + 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 fffe
// + fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007
// + 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9
// + 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 3f55 3f55
// + 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001
// @data b_signed i16 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 8000 7fff
// + 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// + ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe
// + 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff
// + 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// + ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff
// @data r_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0000 0000 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 0000 0000 ffff
// + ffff 0000 fffe 0000 ffff fffe de72 d1e9 dc4d feaa dfda 0000 0000 7fff 0000 0000 0001 0001 0001 0000 0001 218d 2e16 23b2
// + 0155 2025 0000 0000 8001 0000 0000 ffff ffff ffff 0000 ffff de73 d1ea dc4e feab dfdb 0000 0000 0002 0002 0002 0000 0002
// + 0000 0002 0002 0002 0002 0002 0002 0002 0000 0000 0003 0003 0003 0001 0000 0001 0003 0003 0003 0003 0003 0003 0003 0000
// + 0000 fffe fffe fffe 0000 fffe 0000 fffe fffe fffe fffe fffe fffe fffe 0000 0000 0007 0007 0007 0001 0001 0001 0000 0007
// + 0007 0007 0007 0007 0007 0000 0000 7ffe 7ffe 7ffe 0000 0000 0000 0006 0000 218c 2e15 23b1 0154 2024 0000 0000 2f39 2f39
// + 2f39 0001 0002 0001 0000 2f39 0000 2f39 2f39 2f39 2f39 0000 0000 51e9 51e9 51e9 0001 0002 0001 0004 51e9 22b0 0000 51e9
// + 1294 51e9 0000 0000 a3b3 a3b3 a3b3 ffff ffff ffff fffc a3b3 d2ec f59c 0000 e308 a3b3 0000 0000 3f55 3f55 3f55 0001 0001
// + 0001 0001 3f55 101c 3f55 3f55 0000 3f55 0000 0000 a026 a026 a026 0000 ffff 0000 fffd a026 fe98 f20f fc73 df7b 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// @data a_unsigned i16 from a_signed 59:8000 74:7fff 89:8001 104:0002 119:0003 134:fffe 149:0007 164:7ffe 179:2f39 194:51e9 209:a3b3 224:3f55
// + 239:a026 254:0000
// @data b_unsigned i16 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000
// + 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9
// + a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000
// + 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9
// + a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// @data r_unsigned i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0000 0000 7fff 0001 7ffe 0001 0000 0001 0001 0003 13e2 0a44 5c4c 02ab 5fd9 0000 8000 0000
// + 0001 8000 0000 0002 8000 0001 0002 218e 2e17 8000 0156 8000 0000 7fff 7fff 0000 7fff 0001 0001 7fff 0000 0001 218d 2e16
// + 7fff 0155 7fff 0000 8001 0001 0002 0000 0001 0000 8001 0002 0003 218f 2e18 8001 0157 8001 0000 0002 0002 0002 0002 0000
// + 0002 0002 0002 0002 0002 0002 0002 0002 0002 0000 0003 0003 0003 0003 0001 0000 0003 0003 0003 0003 0003 0003 0003 0003
// + 0000 fffe 7ffe 0000 7ffd 0000 0002 0000 0000 0002 13e1 0a43 5c4b 02aa 5fd8 0000 0007 0007 0007 0007 0001 0001 0007 0000
// + 0007 0007 0007 0007 0007 0007 0000 7ffe 7ffe 7ffe 7ffe 0000 0000 7ffe 0006 0000 218c 2e15 7ffe 0154 7ffe 0000 2f39 2f39
// + 2f39 2f39 0001 0002 2f39 0000 2f39 0000 2f39 2f39 2f39 2f39 0000 51e9 51e9 51e9 51e9 0001 0002 51e9 0004 51e9 22b0 0000
// + 51e9 1294 51e9 0000 a3b3 23b3 23b4 23b2 0001 0000 a3b3 0005 23b5 1608 51ca 0000 2509 038d 0000 3f55 3f55 3f55 3f55 0001
// + 0001 3f55 0001 3f55 101c 3f55 3f55 0000 3f55 0000 a026 2026 2027 2025 0000 0000 a026 0006 2028 127b 4e3d a026 217c 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// @run signed entry=remi_signed grid=1
// @arg buf i16 a_signed
// @arg buf i16 b_signed
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=remi_unsigned grid=1
// @arg buf i16 a_unsigned
// @arg buf i16 b_unsigned
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @remi_signed(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = remi %x0, %x1 signed : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @remi_unsigned(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = remi %x0, %x1 unsigned : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
