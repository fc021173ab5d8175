// @conformance 1
// @tier full
// @family int-arith
// mulhii on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_plain i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 fffe 7fff 7ffe 8000 0001 0002 fffd 0006 7ffd 2f38 51e8 a3b2 3f54 a025
// + 0000 0000 7fff 4000 3fff 4000 0001 0001 7fff 0003 3fff 179c 28f4 51d9 1faa 5013 0000 0000 7ffe 3fff 3fff 3fff 0000 0001
// + 7ffe 0003 3ffe 179c 28f4 51d8 1faa 5012 0000 0000 8000 4000 3fff 4001 0001 0001 7fff 0003 3fff 179c 28f4 51da 1faa 5013
// + 0000 0000 0001 0001 0000 0001 0000 0000 0001 0000 0000 0000 0000 0001 0000 0001 0000 0000 0002 0001 0001 0001 0000 0000
// + 0002 0000 0001 0000 0000 0001 0000 0001 0000 0000 fffd 7fff 7ffe 7fff 0001 0002 fffc 0006 7ffd 2f38 51e8 a3b1 3f54 a024
// + 0000 0000 0006 0003 0003 0003 0000 0000 0006 0000 0003 0001 0002 0004 0001 0004 0000 0000 7ffd 3fff 3ffe 3fff 0000 0001
// + 7ffd 0003 3ffe 179c 28f3 51d8 1faa 5011 0000 0000 2f38 179c 179c 179c 0000 0000 2f38 0001 179c 08b5 0f1c 1e32 0bae 1d8a
// + 0000 0000 51e8 28f4 28f4 28f4 0000 0000 51e8 0002 28f3 0f1c 1a35 3460 1443 333d 0000 0000 a3b2 51d9 51d8 51da 0001 0001
// + a3b1 0004 51d8 1e32 3460 68ad 287f 6668 0000 0000 3f54 1faa 1faa 1faa 0000 0000 3f54 0001 1faa 0bae 1443 287f 0faa 279e
// + 0000 0000 a025 5013 5012 5013 0001 0001 a024 0004 5011 1d8a 333d 6668 279e 642f
// @run plain entry=mulhii_plain grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @mulhii_plain(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = mulhii %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
