// @conformance 1
// @tier full
// @family int-arith
// mini on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_signed i16 0000 0000 ffff 8000 0000 8001 0000 0000 fffe 0000 0000 0000 0000 a3b3 0000 a026 0000 0001 ffff 8000 0001 8001 0001 0001
// + fffe 0001 0001 0001 0001 a3b3 0001 a026 ffff ffff ffff 8000 ffff 8001 ffff ffff fffe ffff ffff ffff ffff a3b3 ffff a026
// + 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 0000 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 8001 8001 8001 8000 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001
// + 0000 0001 ffff 8000 0002 8001 0002 0002 fffe 0002 0002 0002 0002 a3b3 0002 a026 0000 0001 ffff 8000 0003 8001 0002 0003
// + fffe 0003 0003 0003 0003 a3b3 0003 a026 fffe fffe fffe 8000 fffe 8001 fffe fffe fffe fffe fffe fffe fffe a3b3 fffe a026
// + 0000 0001 ffff 8000 0007 8001 0002 0003 fffe 0007 0007 0007 0007 a3b3 0007 a026 0000 0001 ffff 8000 7ffe 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 2f39 8001 0002 0003 fffe 0007 2f39 2f39 2f39 a3b3 2f39 a026
// + 0000 0001 ffff 8000 51e9 8001 0002 0003 fffe 0007 51e9 2f39 51e9 a3b3 3f55 a026 a3b3 a3b3 a3b3 8000 a3b3 8001 a3b3 a3b3
// + a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a026 0000 0001 ffff 8000 3f55 8001 0002 0003 fffe 0007 3f55 2f39 3f55 a3b3 3f55 a026
// + a026 a026 a026 8000 a026 8001 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026
// @data r_unsigned i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0000 0001 8000 8000 7fff 8000 0002 0003 8000 0007 7ffe 2f39 51e9 8000 3f55 8000 0000 0001 7fff 7fff 7fff 7fff 0002 0003
// + 7fff 0007 7ffe 2f39 51e9 7fff 3f55 7fff 0000 0001 8001 8000 7fff 8001 0002 0003 8001 0007 7ffe 2f39 51e9 8001 3f55 8001
// + 0000 0001 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0000 0001 0003 0003 0003 0003 0002 0003
// + 0003 0003 0003 0003 0003 0003 0003 0003 0000 0001 fffe 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0000 0001 0007 0007 0007 0007 0002 0003 0007 0007 0007 0007 0007 0007 0007 0007 0000 0001 7ffe 7ffe 7ffe 7ffe 0002 0003
// + 7ffe 0007 7ffe 2f39 51e9 7ffe 3f55 7ffe 0000 0001 2f39 2f39 2f39 2f39 0002 0003 2f39 0007 2f39 2f39 2f39 2f39 2f39 2f39
// + 0000 0001 51e9 51e9 51e9 51e9 0002 0003 51e9 0007 51e9 2f39 51e9 51e9 3f55 51e9 0000 0001 a3b3 8000 7fff 8001 0002 0003
// + a3b3 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 3f55 3f55 3f55 3f55 0002 0003 3f55 0007 3f55 2f39 3f55 3f55 3f55 3f55
// + 0000 0001 a026 8000 7fff 8001 0002 0003 a026 0007 7ffe 2f39 51e9 a026 3f55 a026
// @run signed entry=mini_signed grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=mini_unsigned grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @mini_signed(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = mini %x0, %x1 signed : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mini_unsigned(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = mini %x0, %x1 unsigned : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
