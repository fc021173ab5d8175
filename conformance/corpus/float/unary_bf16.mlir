// @conformance 1
// @tier ci
// @family float-arith
// absf, negf, ceil, floor (digest 4.2). NaN results are the canonical NaN (docs/numerics.md: abs/neg of NaN give it too, as measured on the H100).
// @oracle apfloat rustc_apfloat 0.2.3: abs, neg (sign operations), round_to_integral toward +inf / -inf; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 309d 3da1 126d c0f0 59c4 bf0e 9f64 c1ea c976 c12a af60 3d9d 8a4b bdc3 5741 4078
// + cdf6 bdd4 f44d bdc6 9f78 c01d 1cf6 40e5 af3e c156 da16 c19a 93b5 bf2e 3af6 4086 829f c180 d75a bff7 36af 3f3a 8993 3dc4
// + 1d3f 3fed 3ab7 bf18 8a98 3e41 7361 c1c4 2922 41c6 f6ec 3fd5 bd68 be70 2323 c032 e30c 3f32 fda5 c181 69c8 c02f 046d c17a
// + 29f8 c11f cb7b 3f38 7874 3dee 0c9d c1b2 747d c08b 89f9 41be e9b9 bf74 1ac9 3e47 c4ed 3e04 b59c 3fde 9757 be55 9186 c1e3
// + feba be02 2e9d 4004 4c1f 3f97 ac92 c015
// @data r_absf bf16 0000 0000 7f80 7f80 7fff 7fff 7fff 0001 007f 0001 0080 0080 0081 7f7f 7f7f 7f00 3f80 3f80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 309d 3da1 126d 40f0 59c4 3f0e 1f64 41ea 4976 412a 2f60 3d9d 0a4b 3dc3 5741 4078
// + 4df6 3dd4 744d 3dc6 1f78 401d 1cf6 40e5 2f3e 4156 5a16 419a 13b5 3f2e 3af6 4086 029f 4180 575a 3ff7 36af 3f3a 0993 3dc4
// + 1d3f 3fed 3ab7 3f18 0a98 3e41 7361 41c4 2922 41c6 76ec 3fd5 3d68 3e70 2323 4032 630c 3f32 7da5 4181 69c8 402f 046d 417a
// + 29f8 411f 4b7b 3f38 7874 3dee 0c9d 41b2 747d 408b 09f9 41be 69b9 3f74 1ac9 3e47 44ed 3e04 359c 3fde 1757 3e55 1186 41e3
// + 7eba 3e02 2e9d 4004 4c1f 3f97 2c92 4015
// @data r_negf bf16 8000 0000 ff80 7f80 7fff 7fff 7fff 8001 807f 0001 8080 0080 8081 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80
// + bb81 bb7f bbff bf00 817f 8040 feff bfff b09d bda1 926d 40f0 d9c4 3f0e 1f64 41ea 4976 412a 2f60 bd9d 0a4b 3dc3 d741 c078
// + 4df6 3dd4 744d 3dc6 1f78 401d 9cf6 c0e5 2f3e 4156 5a16 419a 13b5 3f2e baf6 c086 029f 4180 575a 3ff7 b6af bf3a 0993 bdc4
// + 9d3f bfed bab7 3f18 0a98 be41 f361 41c4 a922 c1c6 76ec bfd5 3d68 3e70 a323 4032 630c bf32 7da5 4181 e9c8 402f 846d 417a
// + a9f8 411f 4b7b bf38 f874 bdee 8c9d 41b2 f47d 408b 09f9 c1be 69b9 3f74 9ac9 be47 44ed be04 359c bfde 1757 3e55 1186 41e3
// + 7eba 3e02 ae9d c004 cc1f bf97 2c92 4015
// @data r_ceil bf16 0000 8000 7f80 ff80 7fff 7fff 7fff 3f80 3f80 8000 3f80 8000 3f80 7f7f ff7f 7f00 3f80 bf80 4000 3f80 4000 4000 4040 3f80
// + 3f80 3f80 3f80 3f80 3f80 3f80 7eff 4000 3f80 3f80 3f80 c0e0 59c4 8000 8000 c1e8 c976 c120 8000 3f80 8000 8000 5741 4080
// + cdf6 8000 f44d 8000 8000 c000 3f80 4100 8000 c150 da16 c198 8000 8000 3f80 40a0 8000 c180 d75a bf80 3f80 3f80 8000 3f80
// + 3f80 4000 3f80 8000 8000 3f80 7361 c1c0 3f80 41c8 f6ec 4000 8000 8000 3f80 c000 e30c 3f80 fda5 c180 69c8 c000 3f80 c170
// + 3f80 c110 cb7b 3f80 7874 3f80 3f80 c1b0 747d c080 8000 41c0 e9b9 8000 3f80 3f80 c4ed 3f80 8000 4000 8000 8000 8000 c1e0
// + feba 8000 3f80 4040 4c1f 4000 8000 c000
// @data r_floor bf16 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 bf80 0000 bf80 0000 7f7f ff7f 7f00 3f80 bf80 3f80 0000 4000 3f80 4040 0000
// + 0000 0000 0000 0000 0000 0000 7eff 3f80 0000 0000 0000 c100 59c4 bf80 bf80 c1f0 c976 c130 bf80 0000 bf80 bf80 5741 4040
// + cdf6 bf80 f44d bf80 bf80 c040 0000 40e0 bf80 c160 da16 c1a0 bf80 bf80 0000 4080 bf80 c180 d75a c000 0000 0000 bf80 0000
// + 0000 3f80 0000 bf80 bf80 0000 7361 c1c8 0000 41c0 f6ec 3f80 bf80 bf80 0000 c040 e30c 0000 fda5 c188 69c8 c040 0000 c180
// + 0000 c120 cb7b 0000 7874 0000 0000 c1b8 747d c0a0 bf80 41b8 e9b9 bf80 0000 0000 c4ed 0000 bf80 3f80 bf80 bf80 bf80 c1e8
// + feba bf80 0000 4000 4c1f 3f80 bf80 c040
// @run absf entry=absf grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_absf prov=apfloat
// @run negf entry=negf grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_negf prov=apfloat
// @run ceil entry=ceil grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_ceil prov=apfloat
// @run floor entry=floor grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_floor prov=apfloat
cuda_tile.module @conformance {
  entry @absf(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = absf %x0 : tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negf(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = negf %x0 : tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ceil(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = ceil %x0 : tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @floor(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = floor %x0 : tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
