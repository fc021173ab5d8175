// @conformance 1
// @tier ci
// @family float-arith
// absf, negf, ceil, floor (digest 4.2). NaN results are the canonical NaN (docs/numerics.md: abs/neg of NaN give it too, as measured on the H100).
// @oracle apfloat rustc_apfloat 0.2.3: abs, neg (sign operations), round_to_integral toward +inf / -inf; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 2fca c246 4a3d bb08 1cc8 bbfa dde5 b03d 4128 393d ec80 3a70 2fac b972 3218 4379
// + 126c c3c3 70e7 4a14 541e cb74 8aa1 b44b 4d9b 3f52 326e 3fe7 9a38 c522 b67b b632 6e56 41c3 7208 31c1 cde8 b9c5 1fed 36ab
// + b34f 3e1a aea2 3b62 c685 c9ab d6c6 4ca8 5f0d cf38 bdcb 4f8b 46d4 b5c8 2138 4c93 0017 b623 d126 cb9b 3330 30bc d0c9 43f6
// + 489c b1f1 d246 3160 7094 b84a 29cc bf69 2e1f 4783 9a3c b6ae 206c 3356 db35 b558 d5cf 3dbf 4eb9 b137 e136 3c4d bd94 4016
// + e3eb b8a2 838c c806 7cdc 4e87 9405 cc25
// @data r_absf f16 0000 0000 7c00 7c00 7fff 7fff 7fff 0001 03ff 0001 0400 0400 0401 7bff 7bff 7800 3c00 3c00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 2fca 4246 4a3d 3b08 1cc8 3bfa 5de5 303d 4128 393d 6c80 3a70 2fac 3972 3218 4379
// + 126c 43c3 70e7 4a14 541e 4b74 0aa1 344b 4d9b 3f52 326e 3fe7 1a38 4522 367b 3632 6e56 41c3 7208 31c1 4de8 39c5 1fed 36ab
// + 334f 3e1a 2ea2 3b62 4685 49ab 56c6 4ca8 5f0d 4f38 3dcb 4f8b 46d4 35c8 2138 4c93 0017 3623 5126 4b9b 3330 30bc 50c9 43f6
// + 489c 31f1 5246 3160 7094 384a 29cc 3f69 2e1f 4783 1a3c 36ae 206c 3356 5b35 3558 55cf 3dbf 4eb9 3137 6136 3c4d 3d94 4016
// + 63eb 38a2 038c 4806 7fff 4e87 1405 4c25
// @data r_negf f16 8000 0000 fc00 7c00 7fff 7fff 7fff 8001 83ff 0001 8400 0400 8401 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 9000
// + 9001 8fff 93ff b800 8bff 8200 f7ff bfff afca 4246 ca3d 3b08 9cc8 3bfa 5de5 303d c128 b93d 6c80 ba70 afac 3972 b218 c379
// + 926c 43c3 f0e7 ca14 d41e 4b74 0aa1 344b cd9b bf52 b26e bfe7 1a38 4522 367b 3632 ee56 c1c3 f208 b1c1 4de8 39c5 9fed b6ab
// + 334f be1a 2ea2 bb62 4685 49ab 56c6 cca8 df0d 4f38 3dcb cf8b c6d4 35c8 a138 cc93 8017 3623 5126 4b9b b330 b0bc 50c9 c3f6
// + c89c 31f1 5246 b160 f094 384a a9cc 3f69 ae1f c783 1a3c 36ae a06c b356 5b35 3558 55cf bdbf ceb9 3137 6136 bc4d 3d94 c016
// + 63eb 38a2 038c 4806 7fff ce87 1405 4c25
// @data r_ceil f16 0000 8000 7c00 fc00 7fff 7fff 7fff 3c00 3c00 8000 3c00 8000 3c00 7bff fbff 7800 3c00 bc00 4000 3c00 4000 4000 4200 3c00
// + 3c00 3c00 3c00 3c00 3c00 3c00 77ff 4000 3c00 c200 4a80 8000 3c00 8000 dde4 8000 4200 3c00 ec80 3c00 3c00 8000 3c00 4400
// + 3c00 c200 70e7 4a80 5420 cb00 8000 8000 4dc0 4000 3c00 4000 8000 c500 8000 8000 6e56 4200 7208 3c00 cdc0 8000 3c00 3c00
// + 8000 4000 8000 3c00 c600 c980 d6c0 4cc0 5f10 cf00 bc00 4fc0 4700 8000 3c00 4cc0 3c00 8000 d120 cb80 3c00 3c00 d0c0 4400
// + 4900 8000 d240 3c00 7094 8000 3c00 bc00 3c00 4800 8000 8000 3c00 3c00 db30 8000 d5c0 4000 4ec0 8000 e136 4000 bc00 4200
// + e3ea 8000 8000 c800 7fff 4ec0 8000 cc00
// @data r_floor f16 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 bc00 0000 bc00 0000 7bff fbff 7800 3c00 bc00 3c00 0000 4000 3c00 4200 0000
// + 0000 0000 0000 0000 0000 0000 77ff 3c00 0000 c400 4a00 bc00 0000 bc00 dde8 bc00 4000 0000 ec80 0000 0000 bc00 0000 4200
// + 0000 c400 70e7 4a00 5410 cb80 bc00 bc00 4d80 3c00 0000 3c00 bc00 c600 bc00 bc00 6e56 4000 7208 0000 ce00 bc00 0000 0000
// + bc00 3c00 bc00 0000 c700 ca00 d6d0 4c80 5f0c cf40 c000 4f80 4600 bc00 0000 4c80 0000 bc00 d140 cc00 0000 0000 d0e0 4200
// + 4880 bc00 d260 0000 7094 bc00 0000 c000 0000 4700 bc00 bc00 0000 0000 db38 bc00 d5d0 3c00 4e80 bc00 e136 3c00 c000 4000
// + e3ec bc00 bc00 c880 7fff 4e80 bc00 cc40
// @run absf entry=absf grid=1
// @arg buf f16 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_absf prov=apfloat
// @run negf entry=negf grid=1
// @arg buf f16 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_negf prov=apfloat
// @run ceil entry=ceil grid=1
// @arg buf f16 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_ceil prov=apfloat
// @run floor entry=floor grid=1
// @arg buf f16 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_floor prov=apfloat
cuda_tile.module @conformance {
  entry @absf(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = absf %x0 : tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negf(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = negf %x0 : tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ceil(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = ceil %x0 : tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @floor(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = floor %x0 : tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
