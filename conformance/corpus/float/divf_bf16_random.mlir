// @conformance 1
// @tier full
// @family float-arith
// divf on bf16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 c642 7b09 2990 bfeb c3a6 ef0b 3111 f71e 7e84 7366 b9b3 0ce1 8a58 1e73 baa0 50f8 5c79 ccbc dcf4 c53d e7ee 4406 d17b c9c1
// + 9337 02d9 acde 08bf 7ef7 adfb 16f3 adbe bd4b 68a5 2ea7 b034 029c 4ebb 6e80 9076 35fd c6fa 5814 4907 1d5f c5fd dea2 9675
// + 150b d179 25e1 ff20 da2b 1cff 0ebf 483b a08f fc82 542c 6cfc e4ac 3c21 a7b4 7d0c 7c94 3f15 0608 e4fb 57b7 91d0 c65e fa3a
// + 967f 1c75 c6d9 c77e be43 2a85 90ea 07b3 adc2 242d 796a 58de 5440 4ab9 bf99 e300 0f04 55ea f84d 70f8 ddb5 bc2b 30c1 b30f
// + ba1f 711d 905c 5e83 d3d8 fa09 8b55 7220 228c a5c0 b855 2165 83cd 3f87 7359 dc71 26ea 3395 e368 aaad 20e0 b5d1 5d9e 7b58
// + 539a 07cc 33ed e08c a93c cbcb 1e93 efbe a874 b179 66fe e7fd be79 7895 5c2e 2bac 888e e0b5 6837 e10c 34f4 9c30 e2f4 eaeb
// + cf0e ff34 a177 6e73 5f76 9515 8132 e8c5 43e9 def7 015d 58fe 8580 4bba 8a44 e646 80c3 6eb3 f28e 3791 7d80 bedc 86a0 9507
// + d111 a8d4 4454 2d9f d310 46b8 6c77 4fc9 da88 da24 8cfc c4f9 0218 3fdd 265e f5b7 711d 7b83 c6fb c394 29fd acb4 198f 3d30
// + e29a af81 a8ac 9d91 c3ba 2f64 79e9 00cf 8bd6 6e8d 7143 331c 47bf 1f41 19b2 df0a 3d03 997c 8fd0 a2f8 96aa a703 ae02 9dc7
// + 62d0 fa9f fc5d 91fe 7ae1 50ac 5373 2a28 bd3c 9664 60cb 77d2 4ab6 f491 43a6 8862 01a5 8999 3e11 9696 3301 7285 8dc2 c484
// + 1a98 84e6 71a5 cabd a367 110e 3ed9 6c1b 0485 1e88 6b51 df25 b877 d598 da66 31b4
// @data b bf16 b6cc 7bd0 a9ce 41fe 0078 0e69 31c9 75c5 0189 01ef b733 8c1d 05f0 e33c 8008 7888 dc5c c80f 22f8 0126 fe4c c4af 4da5 b6a2
// + 810e b8b1 2c12 081f 01dd 0116 f71d 2d94 3ca9 96b0 0089 c25a 8217 4a72 121d 0197 5174 4692 d30a 37ca 81a3 3d53 de79 158a
// + ec78 8068 d2fa ff0f d809 e450 00c9 e07e 208b faf9 ad5b 009d b636 3ca8 2477 0405 0136 fc1d 86a5 6217 294d 00c1 8ae6 7a07
// + 932c 63a8 0048 5884 be16 a90a eefc 8193 70ee a466 f643 a83c 8106 bc18 3fcf 5e2a f23c 810a 57af f006 5cb1 431b 818f c911
// + 3a62 6e6c 712c 0028 8414 7abf 0a22 0dc3 0193 3a7d b845 1e3a 7cc6 016e 899b 5c41 26c0 cc57 0095 55ff 2059 336e a34a 0112
// + 3b41 87a7 33b1 1f4f 00f9 7e61 9e45 eb36 57a0 8020 ca0a e70c bd94 0814 80f1 db23 88a4 dc32 1783 8078 d515 9cb9 6047 1618
// + 810a 83d8 2113 e94b a0a9 0166 9894 e82b 408c 20e6 018f 5503 05c6 c913 f775 80c1 771e 6e42 7210 47d5 8018 3989 0685 1240
// + b053 017a 89fc 2d9d d0e7 3955 814e 4437 5a4c 5508 f4b5 80f5 bebb 3fe7 25d7 0a8e 8085 dc6d c63b 4300 5767 8074 3ff2 3dc5
// + e1e3 5101 00ed 6d8d c3ea 2ec8 8664 806c f427 ee72 6c86 4c85 80e9 4443 9944 dcc1 4416 81f3 f5c4 a2da 925f 5800 0028 d41a
// + 62be 7951 84f9 019b 1e12 50b0 519d d748 01f3 a234 e099 7336 b572 8010 b446 08a2 008b 75c1 0070 b721 b37a f063 72a6 81bb
// + e130 041b f1e1 b552 81cb d933 3eaa 6af1 7c59 8102 db3d 5f88 b33e 2aae 0058 dfcf
// @data r_nearest_even bf16 4ef3 3ea9 bf33 bd6d ff80 ff80 3eb9 c0cd 7f80 7f80 4200 c037 c3e6 8000 7ba0 17e9 bf91 4428 f97c ff80 2915 bec4 c343 5298
// + 51a5 899d c043 401a 7f80 ec56 8000 bfa4 c01a ff80 6d9c 2d53 c004 43c6 7f80 ce51 2405 bfdb c489 50ab db2f c819 3fa7 c063
// + 8000 7f80 9266 3f8f 41a0 8000 4d73 a73c bf84 4106 e649 7f80 6df2 3ef5 c2bb 7f80 7f80 8273 bed3 c255 6de5 d08a 7af7 bfb0
// + 42be 0000 ff80 ae76 3fa6 c0f7 0000 c59c 8000 bf41 c29a f017 ff80 ce1c bf3d c441 8000 ff80 e016 c06d c083 b88d eead 297c
// + bf34 422a 8000 7f80 7f80 beb8 c0a8 7f80 6074 aac2 3f8a 429e 8000 7d91 ff80 bfa0 3f9c a6b1 ff80 942e 4004 c1e1 f9c8 7f80
// + 57cc bf9c 3fab ff80 e7c1 8ce7 bfbf 4406 9043 7179 dc6c 4067 4057 7f80 ff80 9007 3f5e 4402 7f80 7f80 9f52 3ef4 c21d ff80
// + 7f80 7f80 bfd7 c499 fe3a d326 281a 4013 42d5 fd89 3f46 4378 bf25 c222 0000 7f80 8000 3fec bffc 2f2e ff80 c4ce bf9a c234
// + 6030 e6d9 f9d7 3f82 41a0 4cdd ff80 4b0d bfab c49a 0000 7f80 82d0 3f75 4004 ff80 ff80 de8e 402c c014 120c 6bc7 1917 3ee5
// + 402e 9e00 e73a 8000 3f4b 4012 ff80 bff5 0000 bf95 443a 2616 ff80 1a7d bfe8 41b7 3860 5705 0000 3f92 43c3 8e83 edd0 0925
// + 3f8c c0c3 7f80 cfd2 7f80 3f7a 4146 9257 fac6 33a2 bfaa 4414 d4c1 7f80 ced7 bf33 4098 8000 7d26 1eef bf04 c196 8000 7f80
// + 8000 c03e bf3c 54e6 6112 8000 3fa3 40a5 0000 dd06 cf8e bf1b 44a6 ea60 ff80 915f
// @data r_zero bf16 4ef3 3ea8 bf32 bd6c ff7f ff7f 3eb8 c0cd 7f7f 7f7f 4200 c037 c3e6 8000 7ba0 17e9 bf90 4428 f97b ff7f 2915 bec4 c342 5298
// + 51a4 899c c042 4019 7f7f ec56 8000 bfa4 c019 ff7f 6d9c 2d53 c004 43c5 7f7f ce50 2404 bfdb c489 50ab db2f c819 3fa6 c063
// + 8000 7f7f 9266 3f8f 419f 8000 4d73 a73c bf83 4105 e649 7f7f 6df1 3ef5 c2ba 7f7f 7f7f 8272 bed3 c254 6de4 d089 7af7 bfb0
// + 42bd 0000 ff7f ae76 3fa6 c0f6 0000 c59b 8000 bf40 c299 f017 ff7f ce1b bf3d c440 8000 ff7f e015 c06c c082 b88d eeac 297c
// + bf34 422a 8000 7f7f 7f7f beb7 c0a8 7f7f 6073 aac2 3f8a 429d 8000 7d91 ff7f bf9f 3f9c a6b1 ff7f 942d 4004 c1e0 f9c8 7f7f
// + 57cc bf9c 3fab ff7f e7c1 8ce6 bfbf 4405 9043 7179 dc6b 4067 4057 7f7f ff7f 9007 3f5d 4402 7f7f 7f7f 9f51 3ef3 c21c ff7f
// + 7f7f 7f7f bfd7 c499 fe3a d325 2819 4013 42d5 fd89 3f45 4378 bf25 c221 0000 7f7f 8000 3fec bffc 2f2e ff7f c4cd bf99 c234
// + 602f e6d9 f9d7 3f81 419f 4cdd ff7f 4b0c bfaa c49a 0000 7f7f 82d0 3f74 4004 ff7f ff7f de8d 402b c014 120c 6bc6 1917 3ee4
// + 402d 9e00 e739 8000 3f4b 4011 ff7f bff5 0000 bf95 443a 2616 ff7f 1a7d bfe8 41b7 385f 5704 0000 3f91 43c3 8e83 edd0 0925
// + 3f8c c0c2 7f7f cfd1 7f7f 3f7a 4146 9257 fac6 33a2 bfa9 4413 d4c0 7f7f ced6 bf32 4097 8000 7d25 1eee bf04 c195 8000 7f7f
// + 8000 c03d bf3b 54e6 6111 8000 3fa3 40a4 0000 dd05 cf8d bf1b 44a6 ea5f ff7f 915e
// @data r_negative_inf bf16 4ef3 3ea8 bf33 bd6d ff80 ff80 3eb8 c0ce 7f7f 7f7f 4200 c038 c3e7 8001 7ba0 17e9 bf91 4428 f97c ff80 2915 bec5 c343 5298
// + 51a4 899d c043 4019 7f7f ec57 8001 bfa5 c01a ff80 6d9c 2d53 c005 43c5 7f7f ce51 2404 bfdc c48a 50ab db30 c81a 3fa6 c064
// + 8001 7f7f 9267 3f8f 419f 8001 4d73 a73d bf84 4105 e64a 7f7f 6df1 3ef5 c2bb 7f7f 7f7f 8273 bed4 c255 6de4 d08a 7af7 bfb1
// + 42bd 0000 ff80 ae77 3fa6 c0f7 0000 c59c 8001 bf41 c29a f018 ff80 ce1c bf3e c441 8001 ff80 e016 c06d c083 b88e eead 297c
// + bf35 422a 8001 7f7f 7f7f beb8 c0a9 7f7f 6073 aac3 3f8a 429d 8001 7d91 ff80 bfa0 3f9c a6b2 ff80 942e 4004 c1e1 f9c9 7f7f
// + 57cc bf9d 3fab ff80 e7c2 8ce7 bfc0 4405 9044 7179 dc6c 4067 4057 7f7f ff80 9008 3f5d 4402 7f7f 7f7f 9f52 3ef3 c21d ff80
// + 7f7f 7f7f bfd8 c49a fe3b d326 2819 4013 42d5 fd8a 3f45 4378 bf26 c222 0000 7f7f 8001 3fec bffd 2f2e ff80 c4ce bf9a c234
// + 602f e6da f9d8 3f81 419f 4cdd ff80 4b0c bfab c49b 0000 7f7f 82d1 3f74 4004 ff80 ff80 de8e 402b c014 120c 6bc6 1917 3ee4
// + 402d 9e00 e73a 8001 3f4b 4011 ff80 bff6 0000 bf96 443a 2616 ff80 1a7d bfe9 41b7 385f 5704 0000 3f91 43c3 8e83 edd0 0925
// + 3f8c c0c3 7f7f cfd2 7f7f 3f7a 4146 9258 fac7 33a2 bfaa 4413 d4c1 7f7f ced7 bf33 4097 8001 7d25 1eee bf05 c196 8001 7f7f
// + 8001 c03e bf3c 54e6 6111 8001 3fa3 40a4 0000 dd06 cf8e bf1c 44a6 ea60 ff80 915f
// @data r_positive_inf bf16 4ef4 3ea9 bf32 bd6c ff7f ff7f 3eb9 c0cd 7f80 7f80 4200 c037 c3e6 8000 7ba0 17ea bf90 4429 f97b ff7f 2916 bec4 c342 5299
// + 51a5 899c c042 401a 7f80 ec56 8000 bfa4 c019 ff7f 6d9d 2d54 c004 43c6 7f80 ce50 2405 bfdb c489 50ac db2f c819 3fa7 c063
// + 8000 7f80 9266 3f90 41a0 8000 4d74 a73c bf83 4106 e649 7f80 6df2 3ef6 c2ba 7f80 7f80 8272 bed3 c254 6de5 d089 7af8 bfb0
// + 42be 0001 ff7f ae76 3fa7 c0f6 0001 c59b 8000 bf40 c299 f017 ff7f ce1b bf3d c440 8000 ff7f e015 c06c c082 b88d eeac 297d
// + bf34 422b 8000 7f80 7f80 beb7 c0a8 7f80 6074 aac2 3f8b 429e 8000 7d92 ff7f bf9f 3f9c a6b1 ff7f 942d 4005 c1e0 f9c8 7f80
// + 57cd bf9c 3fac ff7f e7c1 8ce6 bfbf 4406 9043 7179 dc6b 4068 4058 7f80 ff7f 9007 3f5e 4403 7f80 7f80 9f51 3ef4 c21c ff7f
// + 7f80 7f80 bfd7 c499 fe3a d325 281a 4014 42d6 fd89 3f46 4379 bf25 c221 0001 7f80 8000 3fed bffc 2f2f ff7f c4cd bf99 c234
// + 6030 e6d9 f9d7 3f82 41a0 4cde ff7f 4b0d bfaa c49a 0001 7f80 82d0 3f75 4005 ff7f ff7f de8d 402c c014 120d 6bc7 1918 3ee5
// + 402e 9e00 e739 8000 3f4c 4012 ff7f bff5 0001 bf95 443b 2617 ff7f 1a7e bfe8 41b8 3860 5705 0001 3f92 43c4 8e83 edd0 0926
// + 3f8d c0c2 7f80 cfd1 7f80 3f7b 4147 9257 fac6 33a3 bfa9 4414 d4c0 7f80 ced6 bf32 4098 8000 7d26 1eef bf04 c195 8000 7f80
// + 8000 c03d bf3b 54e7 6112 8000 3fa4 40a5 0001 dd05 cf8d bf1b 44a7 ea5f ff7f 915e
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=divf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = divf %x0, %x1 : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = divf %x0, %x1 rounding<zero> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
