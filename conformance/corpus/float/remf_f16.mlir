// @conformance 1
// @tier ci
// @family float-arith
// remf: C fmod, exact (digest 4.2): the sign of x, |r| < |y|, y = 0 or x = inf gives NaN, y = inf gives x.
// @oracle apfloat rustc_apfloat 0.2.3 c_fmod (exact); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// @data r f16 7fff 7fff 0000 0000 7fff 7fff 7fff 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 7fff 7fff 8000 8000 7fff 7fff 7fff 8000 8000 8000 8000 8000 8000 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 7fff 7fff 7fff 0000 0001 0000 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 7fff 7fff 03ff 03ff 7fff 7fff 7fff 0000
// + 0000 0000 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 01ff 03ff 03ff
// + 7fff 7fff 8001 8001 7fff 7fff 7fff 8000 8001 8000 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001
// + 8001 8001 8001 8001 8001 8001 8001 8001 7fff 7fff 0400 0400 7fff 7fff 7fff 0000 0001 0000 0000 0000 0400 0400 0400 0400
// + 0400 0400 0400 0400 0400 0400 0400 0400 0400 0400 0400 0400 0400 0000 0400 0400 7fff 7fff 8400 8400 7fff 7fff 7fff 8000
// + 8001 8000 8000 8000 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8000 8400 8400
// + 7fff 7fff 0401 0401 7fff 7fff 7fff 0000 0002 0000 0001 0001 0000 0401 0401 0401 0401 0401 0401 0401 0401 0401 0401 0401
// + 0401 0401 0401 0401 0401 0001 0401 0401 7fff 7fff 7bff 7bff 7fff 7fff 7fff 0000 0200 0000 0000 0000 0202 0000 0000 77fe
// + 0000 0000 2e00 0000 0000 3800 4000 0000 0e82 0000 0000 0000 0000 0000 0000 0000 7fff 7fff fbff fbff 7fff 7fff 7fff 8000
// + 8200 8000 8000 8000 8202 8000 8000 f7fe 8000 8000 ae00 8000 8000 b800 c000 8000 8e82 8000 8000 8000 8000 8000 8000 8000
// + 7fff 7fff 7800 7800 7fff 7fff 7fff 0000 0200 0000 0000 0000 0201 7800 7800 0000 0000 0000 2800 2000 0000 3800 4000 0000
// + 0f82 0040 0040 0000 0040 0000 4c00 2000 7fff 7fff 3c00 3c00 7fff 7fff 7fff 0000 0010 0000 0000 0000 0010 3c00 3c00 3c00
// + 0000 0000 3c00 1000 3c00 3c00 3c00 0000 0010 0004 1000 0000 0004 0000 3c00 3c00 7fff 7fff bc00 bc00 7fff 7fff 7fff 8000
// + 8010 8000 8000 8000 8010 bc00 bc00 bc00 8000 8000 bc00 9000 bc00 bc00 bc00 8000 8010 8004 9000 8000 8004 8000 bc00 bc00
// + 7fff 7fff 3c01 3c01 7fff 7fff 7fff 0000 0020 0000 0000 0000 0000 3c01 3c01 3c01 1400 1400 0000 1600 3c01 3c01 3c01 0000
// + 0000 000c 1001 1400 000c 0000 3c01 3c01 7fff 7fff 3bff 3bff 7fff 7fff 7fff 0000 0008 0000 0000 0000 0018 3bff 3bff 3bff
// + 3bff 3bff 3bff 0000 3bff 3bff 3bff 0000 0018 0000 0000 37fe 0000 0000 3bff 3bff 7fff 7fff 4000 4000 7fff 7fff 7fff 0000
// + 0020 0000 0000 0000 0020 4000 4000 4000 0000 0000 3bfe 1400 0000 3800 4000 0000 0020 0008 0008 0000 0008 0000 4000 1400
// + 7fff 7fff 3e00 3e00 7fff 7fff 7fff 0000 0018 0000 0000 0000 0018 3e00 3e00 3e00 3800 3800 37fc 3801 3e00 0000 3e00 0000
// + 0018 0c01 1200 0000 0006 0000 3e00 3e00 7fff 7fff 4200 4200 7fff 7fff 7fff 0000 0030 0000 0000 0000 0030 4200 4200 4200
// + 0000 0000 3bfc 1600 3c00 0000 0000 0000 0030 000c 1001 0000 000c 0000 4200 3c01 7fff 7fff 1000 1000 7fff 7fff 7fff 0000
// + 0008 0000 0000 0000 03f9 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 0000 1000 0004 1000 1000 0004 0000 1000 1000
// + 7fff 7fff 1001 1001 7fff 7fff 7fff 0000 0010 0000 0008 0008 0000 1001 1001 1001 1001 1001 1001 1001 1001 1001 1001 0008
// + 0000 000c 1001 1001 000c 0008 1001 1001 7fff 7fff 0fff 0fff 7fff 7fff 7fff 0000 0004 0000 03fc 03fc 03f5 0fff 0fff 0fff
// + 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0000 0fff 0fff 0000 01fc 0fff 0fff 7fff 7fff 13ff 13ff 7fff 7fff 7fff 0000
// + 0008 0000 03f8 03f8 03e9 13ff 13ff 13ff 13ff 13ff 13ff 13ff 13ff 13ff 13ff 0ffe 0ffc 0000 0000 13ff 0000 01f8 13ff 13ff
// + 7fff 7fff 3800 3800 7fff 7fff 7fff 0000 0008 0000 0000 0000 0008 3800 3800 3800 3800 3800 3800 3800 3800 3800 3800 0000
// + 0008 0c00 0c00 0000 0002 0000 3800 3800 7fff 7fff 0bff 0bff 7fff 7fff 7fff 0000 0002 0000 03fe 03fe 03fb 0bff 0bff 0bff
// + 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0000 01fe 0bff 0bff 7fff 7fff 0200 0200 7fff 7fff 7fff 0000
// + 0200 0000 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0000 0200 0200
// + 7fff 7fff 77ff 77ff 7fff 7fff 7fff 0000 0100 0000 0000 0000 0101 77ff 77ff 77ff 0000 0000 2a00 0000 0000 3c00 3c00 0000
// + 0f42 0000 0000 0000 0000 0000 0000 0000 7fff 7fff 3fff 3fff 7fff 7fff 7fff 0000 0010 0000 0000 0000 0030 3fff 3fff 3fff
// + 3bfe 3bfe 3bfc 0000 3fff 37fc 3fff 0000 0030 0000 0000 37fc 0000 0000 3fff 0000
// @run remf entry=remf grid=1
// @arg buf f16 rows(a, a)
// @arg buf f16 cols(a, a)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r prov=apfloat
cuda_tile.module @conformance {
  entry @remf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = remf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
