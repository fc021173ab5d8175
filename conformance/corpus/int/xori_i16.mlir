// @conformance 1
// @tier full
// @family int-arith
// xori on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_plain i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 0000 fffe 8001 7ffe 8000 0003 0002
// + ffff 0006 7fff 2f38 51e8 a3b2 3f54 a027 ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa 5fd9
// + 8000 8001 7fff 0000 ffff 0001 8002 8003 7ffe 8007 fffe af39 d1e9 23b3 bf55 2026 7fff 7ffe 8000 ffff 0000 fffe 7ffd 7ffc
// + 8001 7ff8 0001 50c6 2e16 dc4c 40aa dfd9 8001 8000 7ffe 0001 fffe 0000 8003 8002 7fff 8006 ffff af38 d1e8 23b2 bf54 2027
// + 0002 0003 fffd 8002 7ffd 8003 0000 0001 fffc 0005 7ffc 2f3b 51eb a3b1 3f57 a024 0003 0002 fffc 8003 7ffc 8002 0001 0000
// + fffd 0004 7ffd 2f3a 51ea a3b0 3f56 a025 fffe ffff 0001 7ffe 8001 7fff fffc fffd 0000 fff9 8000 d0c7 ae17 5c4d c0ab 5fd8
// + 0007 0006 fff8 8007 7ff8 8006 0005 0004 fff9 0000 7ff9 2f3e 51ee a3b4 3f52 a021 7ffe 7fff 8001 fffe 0001 ffff 7ffc 7ffd
// + 8000 7ff9 0000 50c7 2e17 dc4d 40ab dfd8 2f39 2f38 d0c6 af39 50c6 af38 2f3b 2f3a d0c7 2f3e 50c7 0000 7ed0 8c8a 106c 8f1f
// + 51e9 51e8 ae16 d1e9 2e16 d1e8 51eb 51ea ae17 51ee 2e17 7ed0 0000 f25a 6ebc f1cf a3b3 a3b2 5c4c 23b3 dc4c 23b2 a3b1 a3b0
// + 5c4d a3b4 dc4d 8c8a f25a 0000 9ce6 0395 3f55 3f54 c0aa bf55 40aa bf54 3f57 3f56 c0ab 3f52 40ab 106c 6ebc 9ce6 0000 9f73
// + a026 a027 5fd9 2026 dfd9 2027 a024 a025 5fd8 a021 dfd8 8f1f f1cf 0395 9f73 0000
// @run plain entry=xori_plain grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @xori_plain(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = xori %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
