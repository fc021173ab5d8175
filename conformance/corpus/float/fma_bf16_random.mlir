// @conformance 1
// @tier full
// @family float-arith
// fma on bf16 (one rounding of a*b+c) in every IEEE rounding mode.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 9a7b 315c 2280 2715 a79a 1e86 dc14 5f68 2036 2b86 0431 6dfe 8bcd 34e3 12ac f785 fb2f e7d4 2a7e f745 8c7d d1fd 3fd7 4bc4
// + 4ccd 560b 0ca5 3f7b 844a fd30 e9c3 62e9 67ff e135 0db1 5ce1 d348 4e35 f773 4387 19ec df0b 1521 0083 f86f 9238 5e70 54ad
// + 31cc 139d a2c3 8c80 8055 1791 b6e2 17a2 aada ca66 6616 3114 8c51 29d8 73b0 dd86 6f9f 6e78 526a 2d57 e775 f1e4 eb2e b819
// + 2dbb aab7 0259 ecce 7622 1769 09d6 4551 f034 5792 d409 b51a 7808 7475 f3ac a9d8 73af f1c5 d8af b2d7 4d6c c448 bac1 678d
// + 4722 9101 493c a3b5 700b c610 d219 e25b e638 02f4 39ae 1402 19da c7ca 2520 7ce0 b4de f135 74b4 6bac c751 d5f4 f4c3 62a4
// + 8112 e1eb a2eb bde0 4825 3b12 23a7 7902 437e 182e f9c5 99df 427e 722c 251e 36b7 fcc4 6b3d 4b0d ddb5 d2e5 8794 19b5 1049
// + d2d3 6afe 0376 9727 f3ae 61be fe66 5d2e c98a a528 4e00 b039 49a6 7e6a 4019 0f48 9860 393c d5c3 3015 1c8d 1be1 6322 5c41
// + c7f0 bb1d e84f b92e 2b65 def6 1c1c 7526 5ccf d30b 2f19 2203 531d 0cda d91a af11 e190 1eee c6a8 48ac 8eeb b292 9496 ff92
// + 9adf b47b d9e2 0011 88c5 717e 921d 505d 5908 2732 e3dc 39a3 bfd4 37fc b104 3bd8 adbc a56e a767 664c 2139 bff2 47d8 7517
// + 6dee 45ba f9f3 ed83 f5f1 8832 2581 ad99 db1e ea26 eea9 3517 170d b8fe a43c 8b71 aad0 6876 c8fb d7e3 875f 4fc4 a708 bed5
// + d479 aa21 794e 94c1 5bd5 3821 73b6 155f 6250 7146 d457 4b97 1787 a211 bcaf a707
// @data b bf16 c144 b158 20fa 5a29 8176 e152 dc6c 5c95 e0be 8048 8d6f edf3 09a5 cafc 01a3 41c9 fb0b e320 56e8 001c d5a8 51ee bff9 3422
// + 00c9 7771 8cfa 3a4b fc16 80fd 150b 6222 e7ed 1ee5 01eb 6fb9 d35a cd16 0a79 0089 a106 5f65 90b0 7f01 8060 9476 def2 4ff9
// + cdf3 8014 2eb7 0cb8 00f2 6806 8078 7409 aa54 c5e6 9a7b 01d3 b64a 29a3 7156 a3ac 0074 7e40 d2d1 a837 191b 01ff 0ce2 b892
// + 297b 55bd 0152 619d f69a 931d f5d2 8004 c8c7 57b5 d1d2 4b0f 0176 d771 f38c 28cd 8b8f 8008 3d89 32ae 4c10 3b2e 0136 4a4d
// + c709 9042 3825 80b1 e167 c6e8 cd1a 9f42 80bd 2e28 3995 1075 6587 819f df21 fc4a 3199 0fa6 01d3 3756 4743 5386 0b0e 8172
// + 3a89 6169 a08f c20f 0193 5a77 a365 7681 bcd5 811a beac 196c 40af 8edb 017a 380d 7cd9 e73f 3567 00b9 6704 07fd 9611 7127
// + 8068 a9a9 0323 13c0 8bde 014e bb85 5d46 c6bc 5b38 8187 e765 49e5 fc0e bf38 8060 9c5c 398f d27d d085 81df 7d2b 636f 5830
// + 39b4 004c e242 39cd 26dc 2193 012e 2421 dc5b 4fe1 d1e3 81b7 7979 8c7d 5505 5198 00b5 bb79 4613 c8af 71c3 819b f793 ffde
// + 9649 cb72 010e c56b 888c 6e19 6f7f 0193 8ee9 2728 dff5 4637 8089 7330 b19c ba21 d1c3 0030 fc9f e648 a0ed 41d8 0044 7af1
// + 6d45 40fa 8741 019b aad0 8801 2249 520e 01cb b6ac ee96 3508 e9cf 00c9 e356 0b93 2a4b 9838 0028 ef61 0798 4d21 d910 80cd
// + be3b 2a31 7410 6cbf 8048 8fd9 f3d6 1326 1e89 815e e6f9 cb2c 146b 5e2f 0044 a055
// @data c bf16 9c40 4605 3ffe c1c4 0259 87cb f908 0cc0 f03a 0000 55fd d39a 0000 909a a7c4 79d0 f621 5f66 c1e6 b5f3 1b9f 646b b63e 4cd3
// + 8e20 15a5 1978 ba47 6405 beb4 3f53 b0e0 6b7c 40a1 2694 3a6f e72a 98e9 d06a 8490 2a86 a442 0000 e1a3 aaf3 8000 7a99 e06d
// + 4041 ae6c 171c 0000 a54b f87a 8000 f7c3 5869 d0ce 5ce3 c15a 8324 032b 1a6b c1b4 6516 cd4e 65bf 5f8c b33b 3463 2405 c173
// + 97b7 602f c9f4 7f7f 5e58 0772 402f d84a 3f76 efce fc87 74b4 ba02 1ccc c133 132c 6073 8c59 56bb ae97 dc4d 4007 d573 5237
// + 4ead 3220 7661 8000 e3be 533c dfb8 770c 5b91 8000 fd62 b503 bfe5 9a16 0b13 7f7f 028b 4ef3 b714 8811 bd39 69ff cc11 9fd0
// + 0000 7534 50bb c07a ce0f fb60 0795 dc61 9d60 0000 856b f11b c3ad 0cd3 76c7 af49 6703 0f1b c0fe 661c 5459 0000 6f34 68e3
// + 93ab 4adb 5676 0000 d6ad d124 fa6e 06ba 784e 40f1 2552 10e9 d414 5277 b019 0000 40a9 cbcd e8c0 00ec da53 d996 6305 dc3c
// + 4228 cdcd 160f 338b 607a f99b 8000 cd45 f7ee 6374 d6fb 23ed ff7f 4265 2f8e 412c 578a 8b01 4d40 0d96 8a79 8000 dd3d 11ca
// + 8000 040a 270f 04f9 78ea c1cc 421c 9aac 5fea 8ee9 0890 2f6b 80e2 9eb6 26e7 3687 ea4b a97b e48f cfcf 256a 424c 44e1 109d
// + ff7f ee64 0c9b 2f9e b36e 03ff 884a 226a 8c0f e15f 827a 61c6 4164 6a50 c852 0000 57a2 a02d 091c b314 1218 dd76 ea32 e1f8
// + d335 ca06 3d41 420f 3c07 1780 7f7f de6b 4fe3 332b fd7d 534a 8000 ea7d 09a0 87e0
// @data r_nearest_even bf16 1730 4605 3ffe 3dba 0259 c05c 74e0 7c87 f03a 8000 55fd ff80 8000 c05f a7c4 f5da 7f80 7f80 3cc0 b74b 22a6 df58 c051 4cd3
// + 0a75 7f80 1978 3410 6405 bc42 bb42 7f80 ff80 bce9 2694 7f80 62a0 dbd4 d06a 007e 2a86 fef9 8000 e1a3 3933 0000 fde0 6528
// + bc24 ae6c 171c 8000 a54b f87a 0000 f7c3 5869 4ca4 5ce3 c15a 001d 140a 7f80 3c00 6516 7f80 dfa0 5f8c c114 aee0 b89a c173
// + 1332 602f c9f4 ff80 ff80 0772 bc0c d84a 798c 6b68 fc87 74b4 3630 ff80 7f80 8f78 6073 30c5 d21c ae97 dc45 bc70 d573 7262
// + ca48 3220 7661 0000 ff80 533c 5a20 770c 5b91 0000 fd62 b503 3bec 9a16 c4c9 ff80 a705 4ef3 32b8 6390 cf1f e560 cc11 a49b
// + 8000 ff80 50bb 3b80 ce0f fb60 8346 7f80 c0d3 8000 7904 f11b 3fa2 c193 76c7 2b16 ff80 ff80 3c6c 661c fa6c 8000 6f34 68e3
// + 0f60 d528 5676 8000 d6ad d124 767c 7b07 784e bc80 2552 5825 4ffc ff80 bfdc 8000 40a9 cbcd 64b7 c11b da53 5516 7f80 7505
// + be40 cdcd 7f80 af2c 607a f99b 0000 59d1 f9c0 deac d6fb 23ed 7f80 4265 eea0 bc40 578a 9ae7 c970 d1eb c133 0000 dd3d 7fff
// + 0000 406d 270f 80b0 78ea 7f80 bdc6 9aac 5fea 0aa0 7f80 4069 0001 6bad 26e8 b2d8 ea4b a97b 6072 ff80 256a bd40 44e1 7f80
// + 7f80 ee64 41b7 aba2 6144 03ff 0412 c02a 9d7b 5b80 7f80 61c6 bac0 6a50 c753 8000 57a2 c131 8560 7f80 1218 5908 ea32 e1f8
// + 4f63 ca06 7f80 be7f 3c07 1780 ff80 de6b 4fe3 af34 fd63 d74a 0000 ea7d 09a0 03a6
// @data r_zero bf16 1730 4604 3ffe 3dba 0259 c05b 74e0 7c87 f03a 8000 55fc ff7f 8000 c05f a7c3 f5da 7f7f 7f7f 3cc0 b74a 22a6 df58 c051 4cd3
// + 0a75 7f7f 1977 3410 6405 bc42 bb42 7f7f ff7f bce9 2694 7f7f 62a0 dbd4 d06a 007e 2a85 fef8 8000 e1a2 3933 0000 fde0 6528
// + bc24 ae6c 171b 8000 a54b f879 0000 f7c2 5869 4ca4 5ce2 c159 001d 1409 7f7f 3c00 6516 7f7f dfa0 5f8b c114 aee0 b899 c172
// + 1332 602e c9f3 ff7f ff7f 0771 bc0c d84a 798b 6b68 fc86 74b3 3630 ff7f 7f7f 8f78 6072 30c4 d21c ae97 dc44 bc70 d573 7261
// + ca48 3220 7661 0000 ff7f 533c 5a20 770c 5b91 0000 fd61 b502 3bec 9a15 c4c9 ff7f a704 4ef2 32b8 638f cf1f e560 cc11 a49b
// + 8000 ff7f 50bb 3b80 ce0e fb5f 8346 7f7f c0d3 8000 7904 f11b 3fa2 c193 76c7 2b16 ff7f ff7f 3c6c 661b fa6c 8000 6f33 68e3
// + 0f60 d527 5676 8000 d6ac d123 767c 7b06 784e bc80 2551 5825 4ffc ff7f bfdb 8000 40a9 cbcc 64b7 c11a da53 5516 7f7f 7504
// + be40 cdcd 7f7f af2c 607a f99b 0000 59d0 f9bf deac d6fb 23ec 7f7f 4264 eea0 bc40 5789 9ae7 c970 d1eb c133 0000 dd3c 7fff
// + 0000 406d 270e 80b0 78ea 7f7f bdc6 9aab 5fe9 0aa0 7f7f 4069 0000 6bad 26e8 b2d8 ea4a a97b 6072 ff7f 2569 bd40 44e1 7f7f
// + 7f7f ee63 41b7 aba2 6143 03ff 0412 c029 9d7a 5b80 7f7f 61c6 bac0 6a4f c753 8000 57a1 c130 8560 7f7f 1217 5908 ea31 e1f7
// + 4f63 ca06 7f7f be7f 3c06 177f ff7f de6a 4fe3 af34 fd62 d74a 0000 ea7d 099f 03a6
// @data r_negative_inf bf16 1730 4604 3ffe 3dba 0259 c05c 74e0 7c87 f03b 8001 55fc ff80 8001 c060 a7c4 f5da 7f7f 7f7f 3cc0 b74b 22a6 df58 c052 4cd3
// + 0a75 7f7f 1977 3410 6405 bc42 bb42 7f7f ff80 bce9 2694 7f7f 62a0 dbd5 d06b 007e 2a85 fef9 8001 e1a3 3933 0000 fde1 6528
// + bc24 ae6d 171b 8001 a54c f87a 0000 f7c3 5869 4ca4 5ce2 c15a 001d 1409 7f7f 3c00 6516 7f7f dfa0 5f8b c115 aee0 b89a c173
// + 1332 602e c9f4 ff80 ff80 0771 bc0c d84b 798b 6b68 fc87 74b3 3630 ff80 7f7f 8f78 6072 30c4 d21c ae98 dc45 bc70 d574 7261
// + ca48 3220 7661 0000 ff80 533c 5a20 770c 5b91 0000 fd62 b503 3bec 9a16 c4ca ff80 a705 4ef2 32b8 638f cf20 e560 cc12 a49c
// + 8001 ff80 50bb 3b80 ce0f fb60 8346 7f7f c0d4 8001 7904 f11c 3fa2 c194 76c7 2b16 ff80 ff80 3c6c 661b fa6d 8001 6f33 68e3
// + 0f60 d528 5676 8001 d6ad d124 767c 7b06 784e bc80 2551 5825 4ffc ff80 bfdc 8001 40a9 cbcd 64b7 c11b da54 5516 7f7f 7504
// + be40 cdce 7f7f af2c 607a f99c 0000 59d0 f9c0 deac d6fc 23ec 7f7f 4264 eea1 bc40 5789 9ae8 c970 d1ec c134 0000 dd3d 7fff
// + 0000 406d 270e 80b0 78ea 7f7f bdc6 9aac 5fe9 0aa0 7f7f 4069 0000 6bad 26e8 b2d8 ea4b a97c 6072 ff80 2569 bd40 44e1 7f7f
// + 7f7f ee64 41b7 aba2 6143 03ff 0412 c02a 9d7b 5b80 7f7f 61c6 bac0 6a4f c754 8001 57a1 c131 8560 7f7f 1217 5908 ea32 e1f8
// + 4f63 ca07 7f7f be7f 3c06 177f ff80 de6b 4fe3 af34 fd63 d74b 0000 ea7e 099f 03a6
// @data r_positive_inf bf16 1730 4605 3fff 3dba 025a c05b 74e0 7c88 f03a 8000 55fd ff7f 8000 c05f a7c3 f5da 7f80 7f80 3cc0 b74a 22a7 df58 c051 4cd4
// + 0a75 7f80 1978 3410 6406 bc42 bb42 7f80 ff7f bce9 2695 7f80 62a0 dbd4 d06a 007e 2a86 fef8 8000 e1a2 3934 0001 fde0 6529
// + bc24 ae6c 171c 8000 a54b f879 0001 f7c2 586a 4ca4 5ce3 c159 001e 140a 7f80 3c00 6517 7f80 dfa0 5f8c c114 aee0 b899 c172
// + 1332 602f c9f3 ff7f ff7f 0772 bc0c d84a 798c 6b68 fc86 74b4 3630 ff7f 7f80 8f78 6073 30c5 d21c ae97 dc44 bc70 d573 7262
// + ca48 3221 7662 0001 ff7f 533d 5a20 770d 5b92 0001 fd61 b502 3bec 9a15 c4c9 ff7f a704 4ef3 32b8 6390 cf1f e560 cc11 a49b
// + 8000 ff7f 50bc 3b80 ce0e fb5f 8346 7f80 c0d3 8000 7905 f11b 3fa2 c193 76c8 2b16 ff7f ff7f 3c6c 661c fa6c 8000 6f34 68e4
// + 0f60 d527 5677 8000 d6ac d123 767c 7b07 784f bc80 2552 5826 4ffc ff7f bfdb 8000 40aa cbcc 64b7 c11a da53 5516 7f80 7505
// + be40 cdcd 7f80 af2c 607b f99b 0001 59d1 f9bf deac d6fb 23ed 7f80 4265 eea0 bc40 578a 9ae7 c970 d1eb c133 0001 dd3c 7fff
// + 0001 406e 270f 80b0 78eb 7f80 bdc6 9aab 5fea 0aa0 7f80 406a 0001 6bae 26e9 b2d8 ea4a a97b 6072 ff7f 256a bd40 44e2 7f80
// + 7f80 ee63 41b8 aba2 6144 0400 0412 c029 9d7a 5b80 7f80 61c7 bac0 6a50 c753 8000 57a2 c130 8560 7f80 1218 5908 ea31 e1f7
// + 4f63 ca06 7f80 be7f 3c07 1780 ff7f de6a 4fe4 af34 fd62 d74a 0001 ea7d 09a0 03a6
// @run nearest_even entry=fma_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=apfloat
// @run zero entry=fma_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=apfloat
// @run negative_inf entry=fma_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=apfloat
// @run positive_inf entry=fma_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = fma %x0, %x1, %x2 : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
