// @conformance 1
// @tier full
// @family int-arith
// andi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_plain i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0000 0001 0001 0000 0001
// + 0000 0001 0000 0001 0001 0001 0001 0000 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0000 0000 8000 8000 0000 8000 0000 0000 8000 0000 0000 0000 0000 8000 0000 8000 0000 0001 7fff 0000 7fff 0001 0002 0003
// + 7ffe 0007 7ffe 2f39 51e9 23b3 3f55 2026 0000 0001 8001 8000 0001 8001 0000 0001 8000 0001 0000 0001 0001 8001 0001 8000
// + 0000 0000 0002 0000 0002 0000 0002 0002 0002 0002 0002 0000 0000 0002 0000 0002 0000 0001 0003 0000 0003 0001 0002 0003
// + 0002 0003 0002 0001 0001 0003 0001 0002 0000 0000 fffe 8000 7ffe 8000 0002 0002 fffe 0006 7ffe 2f38 51e8 a3b2 3f54 a026
// + 0000 0001 0007 0000 0007 0001 0002 0003 0006 0007 0006 0001 0001 0003 0005 0006 0000 0000 7ffe 0000 7ffe 0000 0002 0002
// + 7ffe 0006 7ffe 2f38 51e8 23b2 3f54 2026 0000 0001 2f39 0000 2f39 0001 0000 0001 2f38 0001 2f38 2f39 0129 2331 2f11 2020
// + 0000 0001 51e9 0000 51e9 0001 0000 0001 51e8 0001 51e8 0129 51e9 01a1 1141 0020 0000 0001 a3b3 8000 23b3 8001 0002 0003
// + a3b2 0003 23b2 2331 01a1 a3b3 2311 a022 0000 0001 3f55 0000 3f55 0001 0000 0001 3f54 0005 3f54 2f11 1141 2311 3f55 2004
// + 0000 0000 a026 8000 2026 8000 0002 0002 a026 0006 2026 2020 0020 a022 2004 a026
// @run plain entry=andi_plain grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @andi_plain(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = andi %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
