// @conformance 1
// @tier full
// @family int-arith
// maxi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_signed i16 0000 0001 0000 0000 7fff 0000 0002 0003 0000 0007 7ffe 2f39 51e9 0000 3f55 0000 0001 0001 0001 0001 7fff 0001 0002 0003
// + 0001 0007 7ffe 2f39 51e9 0001 3f55 0001 0000 0001 ffff ffff 7fff ffff 0002 0003 ffff 0007 7ffe 2f39 51e9 ffff 3f55 ffff
// + 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0000 0001 ffff 8001 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0002 0002 0002 0002 7fff 0002 0002 0003 0002 0007 7ffe 2f39 51e9 0002 3f55 0002 0003 0003 0003 0003 7fff 0003 0003 0003
// + 0003 0007 7ffe 2f39 51e9 0003 3f55 0003 0000 0001 ffff fffe 7fff fffe 0002 0003 fffe 0007 7ffe 2f39 51e9 fffe 3f55 fffe
// + 0007 0007 0007 0007 7fff 0007 0007 0007 0007 0007 7ffe 2f39 51e9 0007 3f55 0007 7ffe 7ffe 7ffe 7ffe 7fff 7ffe 7ffe 7ffe
// + 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 7fff 2f39 2f39 2f39 2f39 2f39 7ffe 2f39 51e9 2f39 3f55 2f39
// + 51e9 51e9 51e9 51e9 7fff 51e9 51e9 51e9 51e9 51e9 7ffe 51e9 51e9 51e9 51e9 51e9 0000 0001 ffff a3b3 7fff a3b3 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a3b3 3f55 3f55 3f55 3f55 7fff 3f55 3f55 3f55 3f55 3f55 7ffe 3f55 51e9 3f55 3f55 3f55
// + 0000 0001 ffff a026 7fff a026 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data r_unsigned i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + 8000 8000 ffff 8000 8000 8001 8000 8000 fffe 8000 8000 8000 8000 a3b3 8000 a026 7fff 7fff ffff 8000 7fff 8001 7fff 7fff
// + fffe 7fff 7fff 7fff 7fff a3b3 7fff a026 8001 8001 ffff 8001 8001 8001 8001 8001 fffe 8001 8001 8001 8001 a3b3 8001 a026
// + 0002 0002 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0003 0003 ffff 8000 7fff 8001 0003 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 fffe fffe ffff fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe
// + 0007 0007 ffff 8000 7fff 8001 0007 0007 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 7ffe 7ffe ffff 8000 7fff 8001 7ffe 7ffe
// + fffe 7ffe 7ffe 7ffe 7ffe a3b3 7ffe a026 2f39 2f39 ffff 8000 7fff 8001 2f39 2f39 fffe 2f39 7ffe 2f39 51e9 a3b3 3f55 a026
// + 51e9 51e9 ffff 8000 7fff 8001 51e9 51e9 fffe 51e9 7ffe 51e9 51e9 a3b3 51e9 a026 a3b3 a3b3 ffff a3b3 a3b3 a3b3 a3b3 a3b3
// + fffe a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 ffff 8000 7fff 8001 3f55 3f55 fffe 3f55 7ffe 3f55 51e9 a3b3 3f55 a026
// + a026 a026 ffff a026 a026 a026 a026 a026 fffe a026 a026 a026 a026 a3b3 a026 a026
// @run signed entry=maxi_signed grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=maxi_unsigned grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @maxi_signed(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = maxi %x0, %x1 signed : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxi_unsigned(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = maxi %x0, %x1 unsigned : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
