// @conformance 1
// @tier ci
// @family float-arith
// remf: C fmod, exact (digest 4.2): the sign of x, |r| < |y|, y = 0 or x = inf gives NaN, y = inf gives x.
// @oracle apfloat rustc_apfloat 0.2.3 c_fmod (exact); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// @data r bf16 7fff 7fff 0000 0000 7fff 7fff 7fff 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 7fff 7fff 8000 8000 7fff 7fff 7fff 8000 8000 8000 8000 8000 8000 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 7fff 7fff 7fff 0000 0001 0000 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 7fff 7fff 007f 007f 7fff 7fff 7fff 0000
// + 0000 0000 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 003f 007f 007f
// + 7fff 7fff 8001 8001 7fff 7fff 7fff 8000 8001 8000 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001
// + 8001 8001 8001 8001 8001 8001 8001 8001 7fff 7fff 0080 0080 7fff 7fff 7fff 0000 0001 0000 0000 0000 0080 0080 0080 0080
// + 0080 0080 0080 0080 0080 0080 0080 0080 0080 0080 0080 0080 0080 0000 0080 0080 7fff 7fff 8080 8080 7fff 7fff 7fff 8000
// + 8001 8000 8000 8000 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8000 8080 8080
// + 7fff 7fff 0081 0081 7fff 7fff 7fff 0000 0002 0000 0001 0001 0000 0081 0081 0081 0081 0081 0081 0081 0081 0081 0081 0081
// + 0081 0081 0081 0081 0081 0001 0081 0081 7fff 7fff 7f7f 7f7f 7fff 7fff 7fff 0000 0002 0000 0000 0000 007b 0000 0000 7efe
// + 0000 0000 3f76 0000 0000 0000 0000 0000 39c0 0000 0000 0000 0000 0000 0000 0000 7fff 7fff ff7f ff7f 7fff 7fff 7fff 8000
// + 8002 8000 8000 8000 807b 8000 8000 fefe 8000 8000 bf76 8000 8000 8000 8000 8000 b9c0 8000 8000 8000 8000 8000 8000 8000
// + 7fff 7fff 7f00 7f00 7fff 7fff 7fff 0000 0002 0000 0000 0000 007f 7f00 7f00 0000 0000 0000 3f7e 3f00 0000 3f00 4000 0000
// + 3900 3b00 3b00 0000 0010 0000 7b00 3f00 7fff 7fff 3f80 3f80 7fff 7fff 7fff 0000 0001 0000 0000 0000 0080 3f80 3f80 3f80
// + 0000 0000 3f80 3b80 3f80 3f80 3f80 0000 3880 3780 3b80 0000 0020 0000 3f80 3f80 7fff 7fff bf80 bf80 7fff 7fff 7fff 8000
// + 8001 8000 8000 8000 8080 bf80 bf80 bf80 8000 8000 bf80 bb80 bf80 bf80 bf80 8000 b880 b780 bb80 8000 8020 8000 bf80 bf80
// + 7fff 7fff 3f81 3f81 7fff 7fff 7fff 0000 0002 0000 0000 0000 0000 3f81 3f81 3f81 3c00 3c00 0000 3c40 3f81 3f81 3f81 0000
// + 0000 3840 3b81 3c00 0060 0000 3f81 3f81 7fff 7fff 3f7f 3f7f 7fff 7fff 7fff 0000 0040 0000 0000 0000 003f 3f7f 3f7f 3f7f
// + 3f7f 3f7f 3f7f 0000 3f7f 3f7f 3f7f 0000 38c0 0000 0000 3efe 0000 0000 3f7f 3f7f 7fff 7fff 4000 4000 7fff 7fff 7fff 0000
// + 0002 0000 0000 0000 007f 4000 4000 4000 0000 0000 3f7e 3c00 0000 3f00 4000 0000 3900 3800 3800 0000 0040 0000 4000 3c00
// + 7fff 7fff 3fc0 3fc0 7fff 7fff 7fff 0000 0041 0000 0000 0000 003f 3fc0 3fc0 3fc0 3f00 3f00 3efc 3f01 3fc0 0000 3fc0 0000
// + 38c0 3b01 3bc0 0000 0030 0000 3fc0 3fc0 7fff 7fff 4040 4040 7fff 7fff 7fff 0000 0003 0000 0000 0000 007e 4040 4040 4040
// + 0000 0000 3f7c 3c40 3f80 0000 0000 0000 3940 3840 3b81 0000 0060 0000 4040 3f81 7fff 7fff 3b80 3b80 7fff 7fff 7fff 0000
// + 0040 0000 0000 0000 0041 3b80 3b80 3b80 3b80 3b80 3b80 3b80 3b80 3b80 3b80 0000 3b80 3780 3b80 3b80 0020 0000 3b80 3b80
// + 7fff 7fff 3b81 3b81 7fff 7fff 7fff 0000 0001 0000 0000 0000 0000 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3800
// + 0000 3840 3b81 3b81 0060 0000 3b81 3b81 7fff 7fff 3b7f 3b7f 7fff 7fff 7fff 0000 0020 0000 0000 0000 0021 3b7f 3b7f 3b7f
// + 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 0000 3b7f 3b7f 0000 0000 3b7f 3b7f 7fff 7fff 3bff 3bff 7fff 7fff 7fff 0000
// + 0040 0000 0000 0000 0042 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3b7e 3b7c 0000 0000 3bff 0000 0000 3bff 3bff
// + 7fff 7fff 3f00 3f00 7fff 7fff 7fff 0000 0040 0000 0000 0000 0040 3f00 3f00 3f00 3f00 3f00 3f00 3f00 3f00 3f00 3f00 0000
// + 3800 3b00 3b00 0000 0010 0000 3f00 3f00 7fff 7fff 017f 017f 7fff 7fff 7fff 0000 0002 0000 007e 007e 007b 017f 017f 017f
// + 017f 017f 017f 017f 017f 017f 017f 017f 017f 017f 017f 017f 0000 003e 017f 017f 7fff 7fff 0040 0040 7fff 7fff 7fff 0000
// + 0040 0000 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0000 0040 0040
// + 7fff 7fff 7eff 7eff 7fff 7fff 7fff 0000 0001 0000 0000 0000 007e 7eff 7eff 7eff 0000 0000 3f7c 0000 0000 0000 0000 0000
// + 3940 0000 0000 0000 0000 0000 0000 0000 7fff 7fff 3fff 3fff 7fff 7fff 7fff 0000 0001 0000 0000 0000 007e 3fff 3fff 3fff
// + 3f7e 3f7e 3f7c 0000 3fff 3efc 3fff 0000 3940 0000 0000 3efc 0000 0000 3fff 0000
// @run remf entry=remf grid=1
// @arg buf bf16 rows(a, a)
// @arg buf bf16 cols(a, a)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r prov=apfloat
cuda_tile.module @conformance {
  entry @remf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = remf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
