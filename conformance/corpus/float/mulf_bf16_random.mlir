// @conformance 1
// @tier full
// @family float-arith
// mulf on bf16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 edd7 7392 bfcd 6d59 77ec 1968 b14d c1af 97d7 66e1 9700 0977 b096 ec7d 74fa 0dd3 27dd b81b 4dbb aa48 1b28 d9b6 40d8 eb66
// + 610a 5347 78e5 cf21 645c 89f5 75e4 708f ac1d 1cca 021c 5082 55f6 27b9 e59a 7a24 1530 4113 265b 1010 8590 fc35 292e 78d8
// + b462 64da 5be3 2882 6208 ccbd ee0c bb9f 19f4 06d2 fca9 97a2 c4a8 ba8b 8005 bbde 63ea 91b0 a231 e7c9 4292 7df2 6163 534a
// + 704a 16e3 0e9b bd92 c0b8 46f8 c28f dab1 506a 29f4 c985 aec6 3a7d ac5a 53c8 4f4d ec30 b367 fe50 2252 3002 116a c300 5d6e
// + c8f9 4d2b 708f d2e4 edc8 d74e 74d2 0fd9 0500 b18b 3361 5e73 b717 78a9 7853 fdcf 7a60 7855 f512 aa5b 7e79 5f94 5919 6f14
// + 9f2a cf58 4757 a758 e2b5 4780 1190 ae84 0452 7f9a 5de5 9ced db4f f9f0 60b5 301f 5254 2e40 89f3 18c2 d6a0 2379 a25a 57ab
// + 6d27 9edd 4a6e 8170 f3aa c1ad 6331 7602 648c c771 f88f 181c d5da 43db 4a83 9d9a 0cbb 8359 a201 8021 5a3f 51d6 123d f393
// + 05b9 b10c 99fc 8c72 fb4a 76a0 77d5 a3cc 4627 c3bc d49e 6055 1c95 fb00 4f38 52d9 2d29 c530 3a75 4b05 3d64 eb69 566c 7f83
// + fcad 1aa5 f3f3 7ea6 38f4 92d8 55aa cc14 77e1 356b fbd0 9419 a554 5d61 e235 f6be aeca 7d7f 4254 ea5f 784c 31b6 5bf3 0cdf
// + 44ba fe26 735e 9536 279c 42ba e197 ac33 d0fa 0a6f 6e39 0f56 6de2 8109 eef7 bb26 0049 a6e8 19ea 2024 fdea 159d 8cd9 3c8b
// + d362 858c c2ed a128 5372 b0d5 802d a4b8 c99c a067 a8ba 240f c5b6 e4ee ff5a ba6b
// @data b bf16 7e3d 73cd bf17 9441 8122 0e24 b1c4 3ca0 68ff 81f3 fce4 09c5 ad88 13f7 0068 d02c 27cf 3849 330e 81b3 a792 d961 3fa5 958c
// + 8008 e05c 78ac 4ce8 9bfc 813e 7489 70e4 295c 64b8 0095 7b10 d5c4 a2aa 19f4 810a d33b 411a a5c7 6fb9 01d7 7a6e 29dc 7860
// + 4d11 0018 6c86 28d3 df68 b4bd 01d3 bbe7 191f 82eb 04a4 0020 a8bb ba10 00f4 4507 01f7 7a48 a256 e5ed bef4 00d1 894b 533c
// + 6bc0 6986 0000 07b4 4029 c5b1 3cc5 0152 83f7 a908 c5da d16b 01f3 07dc d316 4e5d 13aa 80b9 e2d7 227b ab56 6fee 8187 4df2
// + 486d 491e 8ee9 0193 9168 57ef 7477 efba 8070 5181 b322 5927 483c 804c 9364 fd25 f7fb 883e 01db cf91 7e2b dc71 a7c6 00b9
// + 6a57 cf06 4239 d9b1 011a 72c7 118c 2b38 fcd0 0102 7ad5 9cc2 594b 86eb 8122 0153 d226 2d2a 7599 0058 248b 2335 a1fd 2795
// + 817a 6aa6 4a41 80ff 0bac 8156 361b 7687 640b b87a 00b9 297d d5c2 c3ed 3591 807c 83b3 0384 a095 7f76 00c1 1a88 12c7 7053
// + fa26 801c f903 0cc4 760b 099c 8089 366c c61b 40c3 ac23 0054 f389 fb9c cb3e ae30 80d5 bd65 ba29 c929 4435 00fd 8b69 ff59
// + 7804 64ff 00fd 7df3 38df 90ee aa5b 8040 2018 b594 f831 eb98 01bf 3e4a 6229 736d 51c6 80b9 c629 ea09 74bd cdcf 8162 3c6e
// + c4bd fa84 0d15 00d9 dcbf 42a4 5c9e d44e 81db 834f 6e68 8f6c 128d 8085 dc8e 3b95 80d0 5aed 80d1 21d9 fdf8 92e0 72b7 0156
// + f189 053a 3f15 df9f 0018 b4bf 8020 24d8 37ba 008d e794 a4e4 c3e4 1a95 80c9 1823
// @data r_nearest_even bf16 ff80 7f80 3f72 c224 b995 0000 239d bedb c156 a956 5464 0000 1e9f c0f4 35cb 9e8e 1033 b0f3 414f 0000 8340 73a0 410b 417c
// + a00a f42b 7f80 dc92 c0d9 0000 7f80 7f80 9607 4211 0000 7f80 ec3c 8af6 c013 bbb1 a901 42b1 8caa 4050 8000 ff80 1396 7f80
// + c200 24a4 7f80 11d6 ff80 420c b067 380f 0000 8000 c1d9 8000 2df5 351c 8000 c16a 2662 cc8a 0514 7f80 c20b 3f46 ab34 6714
// + 7f80 40ee 0000 85cd c173 cd2b bfdc 9c91 94e2 9382 4fe3 40b6 0001 8000 e76a 5e31 c06a 0000 7f80 054e 9bd9 41da 0507 6be1
// + d1e7 56d3 c002 9503 3fb5 efc0 7f80 c01e 8000 c38c a70e 781f bfde b949 cc3c 7f80 ff80 c11e b77a 3a78 7f80 fc8b c16d 3056
// + ca0f 5ee2 4a1b 4195 a45a 7ac7 0000 9a3e c1ab 7fff 7f80 0000 f524 415c a265 0000 e509 1bff c011 0000 bbae 0730 04d7 3fc7
// + af23 ca0f 5533 0000 bfe4 0391 59d6 7f80 7f80 406b b9cf 021a 6c25 c84b 4094 0000 8000 8000 0316 bf7e 1b90 2ce3 0000 ff80
// + c070 0000 5381 8000 ff80 40c3 b8e4 9abc ccca c50f 4149 210c d09f 7f80 db09 c195 8000 431d b522 d4b0 4221 ace6 a257 7fff
// + ff80 4024 b570 7f80 3255 0000 c091 0c94 5886 ab88 7f80 4036 8000 5c32 ff80 ff80 c11c beb8 c90c 7f80 7f80 c013 9dd7 09cf
// + ca09 7f80 4101 8000 c4e9 45ee feba 4110 1356 8000 7f80 8000 40f9 0000 7f80 b741 8000 c257 8000 028b 7f80 8000 c01b 0007
// + 7f80 8000 c28a 4151 1336 261f 0000 8a1b c1e3 8000 50d7 897f 4a22 c00b 40ab 9316
// @data r_zero bf16 ff7f 7f7f 3f71 c223 b995 0000 239c beda c156 a955 5464 0000 1e9f c0f4 35cb 9e8d 1032 b0f3 414f 0000 833f 739f 410b 417b
// + a00a f42b 7f7f dc91 c0d8 0000 7f7f 7f7f 9606 4211 0000 7f7f ec3c 8af5 c012 bbb0 a900 42b0 8caa 4050 8000 ff7f 1395 7f7f
// + c200 24a3 7f7f 11d6 ff7f 420b b066 380f 0000 8000 c1d8 8000 2df5 351c 8000 c16a 2661 cc89 0513 7f7f c20b 3f45 ab34 6714
// + 7f7f 40ed 0000 85cd c172 cd2b bfdc 9c91 94e1 9381 4fe2 40b5 0000 8000 e76a 5e30 c069 0000 7f7f 054d 9bd9 41d9 0507 6be0
// + d1e6 56d3 c002 9502 3fb5 efc0 7f7f c01d 8000 c38c a70e 781e bfdd b948 cc3b 7f7f ff7f c11e b779 3a78 7f7f fc8b c16c 3055
// + ca0e 5ee2 4a1b 4195 a459 7ac7 0000 9a3d c1aa 7fff 7f7f 0000 f524 415c a265 0000 e509 1bff c011 0000 bbad 0730 04d7 3fc7
// + af23 ca0f 5533 0000 bfe4 0390 59d6 7f7f 7f7f 406b b9ce 021a 6c25 c84a 4094 0000 8000 8000 0316 bf7d 1b8f 2ce3 0000 ff7f
// + c06f 0000 5380 8000 ff7f 40c3 b8e3 9abc ccca c50f 4149 210b d09f 7f7f db08 c195 8000 431d b521 d4af 4221 ace6 a256 7fff
// + ff7f 4024 b570 7f7f 3254 0000 c091 0c94 5885 ab87 7f7f 4035 8000 5c31 ff7f ff7f c11c beb8 c90b 7f7f 7f7f c013 9dd6 09cf
// + ca09 7f7f 4101 8000 c4e8 45ee feba 4110 1355 8000 7f7f 8000 40f8 0000 7f7f b741 8000 c256 8000 028b 7f7f 8000 c01b 0007
// + 7f7f 8000 c289 4150 1335 261e 0000 8a1b c1e2 8000 50d7 897e 4a22 c00a 40ab 9315
// @data r_negative_inf bf16 ff80 7f7f 3f71 c224 b996 0000 239c bedb c157 a956 5464 0000 1e9f c0f5 35cb 9e8e 1032 b0f4 414f 0000 8340 739f 410b 417b
// + a00a f42c 7f7f dc92 c0d9 0000 7f7f 7f7f 9607 4211 0000 7f7f ec3d 8af6 c013 bbb1 a901 42b0 8cab 4050 8001 ff80 1395 7f7f
// + c201 24a3 7f7f 11d6 ff80 420b b067 380f 0000 8001 c1d9 8001 2df5 351c 8001 c16b 2661 cc8a 0513 7f7f c20c 3f45 ab35 6714
// + 7f7f 40ed 0000 85ce c173 cd2c bfdd 9c92 94e2 9382 4fe2 40b5 0000 8001 e76b 5e30 c06a 0000 7f7f 054d 9bda 41d9 0507 6be0
// + d1e7 56d3 c003 9503 3fb5 efc1 7f7f c01e 8001 c38d a70f 781e bfde b949 cc3c 7f7f ff80 c11f b77a 3a78 7f7f fc8c c16d 3055
// + ca0f 5ee2 4a1b 4195 a45a 7ac7 0000 9a3e c1ab 7fff 7f7f 0000 f525 415c a266 0000 e50a 1bff c012 0000 bbae 0730 04d7 3fc7
// + af24 ca10 5533 0000 bfe5 0390 59d6 7f7f 7f7f 406b b9cf 021a 6c25 c84b 4094 0000 8001 8001 0316 bf7e 1b8f 2ce3 0000 ff80
// + c070 0000 5380 8001 ff80 40c3 b8e4 9abd cccb c510 4149 210b d0a0 7f7f db09 c196 8001 431d b522 d4b0 4221 ace7 a257 7fff
// + ff80 4024 b571 7f7f 3254 0000 c092 0c94 5885 ab88 7f7f 4035 8001 5c31 ff80 ff80 c11d beb9 c90c 7f7f 7f7f c014 9dd7 09cf
// + ca0a 7f7f 4101 8001 c4e9 45ee febb 4110 1355 8001 7f7f 8001 40f8 0000 7f7f b742 8001 c257 8001 028b 7f7f 8001 c01c 0007
// + 7f7f 8001 c28a 4150 1335 261e 0000 8a1c c1e3 8001 50d7 897f 4a22 c00b 40ab 9316
// @data r_positive_inf bf16 ff7f 7f80 3f72 c223 b995 0001 239d beda c156 a955 5464 0001 1ea0 c0f4 35cc 9e8d 1033 b0f3 4150 0001 833f 73a0 410c 417c
// + a00a f42b 7f80 dc91 c0d8 0001 7f80 7f80 9606 4212 0001 7f80 ec3c 8af5 c012 bbb0 a900 42b1 8caa 4051 8000 ff7f 1396 7f80
// + c200 24a4 7f80 11d7 ff7f 420c b066 3810 0001 8000 c1d8 8000 2df6 351d 8000 c16a 2662 cc89 0514 7f80 c20b 3f46 ab34 6715
// + 7f80 40ee 0000 85cd c172 cd2b bfdc 9c91 94e1 9381 4fe3 40b6 0001 8000 e76a 5e31 c069 0001 7f80 054e 9bd9 41da 0507 6be1
// + d1e6 56d4 c002 9502 3fb6 efc0 7f80 c01d 8000 c38c a70e 781f bfdd b948 cc3b 7f80 ff7f c11e b779 3a79 7f80 fc8b c16c 3056
// + ca0e 5ee3 4a1c 4196 a459 7ac7 0001 9a3d c1aa 7fff 7f80 0001 f524 415d a265 0001 e509 1bff c011 0001 bbad 0731 04d8 3fc8
// + af23 ca0f 5534 0001 bfe4 0391 59d7 7f80 7f80 406c b9ce 021b 6c26 c84a 4095 0001 8000 8000 0317 bf7d 1b90 2ce4 0001 ff7f
// + c06f 0001 5381 8000 ff7f 40c3 b8e3 9abc ccca c50f 414a 210c d09f 7f80 db08 c195 8000 431e b521 d4af 4222 ace6 a256 7fff
// + ff7f 4025 b570 7f80 3255 0001 c091 0c94 5886 ab87 7f80 4036 8000 5c32 ff7f ff7f c11c beb8 c90b 7f80 7f80 c013 9dd6 09d0
// + ca09 7f80 4102 8000 c4e8 45ef feba 4111 1356 8000 7f80 8000 40f9 0001 7f80 b741 8000 c256 8000 028c 7f80 8000 c01b 0008
// + 7f80 8000 c289 4151 1336 261f 0001 8a1b c1e2 8000 50d8 897e 4a23 c00a 40ac 9315
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=mulf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = mulf %x0, %x1 : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
