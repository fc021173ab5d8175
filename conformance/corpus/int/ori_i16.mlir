// @conformance 1
// @tier full
// @family int-arith
// ori on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_plain i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0001 ffff 8001 7fff 8001 0003 0003
// + ffff 0007 7fff 2f39 51e9 a3b3 3f55 a027 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + 8000 8001 ffff 8000 ffff 8001 8002 8003 fffe 8007 fffe af39 d1e9 a3b3 bf55 a026 7fff 7fff ffff ffff 7fff ffff 7fff 7fff
// + ffff 7fff 7fff 7fff 7fff ffff 7fff ffff 8001 8001 ffff 8001 ffff 8001 8003 8003 ffff 8007 ffff af39 d1e9 a3b3 bf55 a027
// + 0002 0003 ffff 8002 7fff 8003 0002 0003 fffe 0007 7ffe 2f3b 51eb a3b3 3f57 a026 0003 0003 ffff 8003 7fff 8003 0003 0003
// + ffff 0007 7fff 2f3b 51eb a3b3 3f57 a027 fffe ffff ffff fffe ffff ffff fffe ffff fffe ffff fffe ffff ffff ffff ffff fffe
// + 0007 0007 ffff 8007 7fff 8007 0007 0007 ffff 0007 7fff 2f3f 51ef a3b7 3f57 a027 7ffe 7fff ffff fffe 7fff ffff 7ffe 7fff
// + fffe 7fff 7ffe 7fff 7fff ffff 7fff fffe 2f39 2f39 ffff af39 7fff af39 2f3b 2f3b ffff 2f3f 7fff 2f39 7ff9 afbb 3f7d af3f
// + 51e9 51e9 ffff d1e9 7fff d1e9 51eb 51eb ffff 51ef 7fff 7ff9 51e9 f3fb 7ffd f1ef a3b3 a3b3 ffff a3b3 ffff a3b3 a3b3 a3b3
// + ffff a3b7 ffff afbb f3fb a3b3 bff7 a3b7 3f55 3f55 ffff bf55 7fff bf55 3f57 3f57 ffff 3f57 7fff 3f7d 7ffd bff7 3f55 bf77
// + a026 a027 ffff a026 ffff a027 a026 a027 fffe a027 fffe af3f f1ef a3b7 bf77 a026
// @run plain entry=ori_plain grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @ori_plain(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = ori %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
