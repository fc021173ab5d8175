// @conformance 1
// @tier full
// @family float-arith
// fma on f16 (one rounding of a*b+c) in every IEEE rounding mode.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 7493 528a e3e0 efc2 1617 b1e7 2602 7e33 f082 c551 fd17 b2e0 f1c6 60e3 325d 7734 0efe 6f6c 72bf 0a4c 84ec 57d8 561d 01fe
// + 996c 90d3 5fc5 2742 92dd 956a 50c1 a865 6b15 0941 2e41 0064 c1ce 59a3 ba55 4cce 066d fe02 521f 41c0 aecc 254d 612d 47c0
// + e020 5250 4df7 dfce 9588 2dd4 3de3 1ce1 6511 1d2a 1b31 862c 9921 db06 dc3f 3bc9 deff 5235 2fb2 a4b5 dff3 9074 7de0 7b23
// + 0b85 2bb2 6984 ec52 d2f7 3205 763a df85 42d7 d847 d0e1 2060 4801 de3f 4f0c 1f56 68e8 f8ad 1df9 e696 3957 c350 2cb8 b33d
// + 7f37 4362 d34d 1880 ce6c 3fe5 8c97 f3b9 9e80 4dd2 f404 5c22 2421 249c 4680 6b4b a72a 14ce 298d e341 a47b 17b2 e11f fe09
// + 46c8 156f 51d2 0a9d 261c ec52 f5e9 84e3 4580 9d11 532a fa03 3d14 7a40 b7da c8d1 39df 14c4 c0b9 6994 caed a230 2465 8733
// + 90b2 eac5 7adb 3c6a ad1d 011d abd0 5b73 a44c 877c acab 2e78 be56 5a56 fc0c 8f1b d7a3 a016 7b56 fb5c 3e55 f57d d267 8005
// + 1a85 960f a551 6fa3 79fb 9ebe 5f27 b408 91a6 f971 fafe 8e47 a950 f0e8 5d79 288d 543e 7a3c b795 1382 8fc4 8127 50fb 9943
// + e07f 767c e97d 48f6 c4ae 7e3c c892 157c c650 441c 067d 01fa e86a 4a64 bdb6 4bd3 3e69 7bf6 3d84 8f56 51af 02c8 452d 0949
// + 15d8 449f 7c08 ec63 5c78 5e86 2385 9bc1 0559 5c39 16c9 c858 eef0 763f 7ed5 1ebd 98a1 9394 362c fcac 3628 696b 2d50 bf03
// + 09c1 8d14 e6cc 8782 55dd eea3 b688 ab6c 8cc7 4773 ae7a dc57 9857 73a6 1a1b ccf5
// @data b f16 345d d2d6 d264 9be3 83e0 0c77 265a 4e63 8ea1 83b0 8060 32e1 5750 9a0f 03e4 b05f 8e15 5ccc 8e89 8a3a 665b 5793 c43f fbf1
// + 8f6b 1e08 5f38 06c7 70d1 0739 1425 a879 3853 781f 0354 3180 4123 a760 4ee1 8441 4877 fea3 424d bdee 08f2 fcaa 6101 16b2
// + 2532 02f0 f2c0 df53 8535 5e0c 8709 b008 e50f 1b54 f285 8ba2 1577 5b0a 2b25 c1ed 0b6a 1931 2fb2 1cbf a5d5 8b8e d8de fbe4
// + 0412 d330 8f73 eb61 d262 8dac 04c5 8715 7562 d8fb 2fc5 e6d5 86b1 a895 cf85 06ab 1dd1 0721 ba4d e6bd 9887 b883 8605 b54a
// + 7f8d 1a38 abd8 0e77 a78b 3f67 0e2e 160f 882e a925 f429 c9af e60d 8b0a e7d5 6bc5 0636 7255 8ac6 199a 2484 14c7 1a81 09ca
// + db9d 1516 cf57 f9e4 87bd 7bfb f5ad 06d1 43a0 0e1b 6ecd fa2d abba 8261 832c ef55 39fa 91e5 4468 0519 f263 2225 875a 78c3
// + 0812 ed6d fa10 9698 dd99 8789 7aab 5bf4 24c7 78e1 05a5 1506 be6e bf52 870d 0bae 854d a0cd 5544 8e77 8571 5ecd 522f 0551
// + e2cd 032c f5b9 efdf 4dbe ea77 09a6 79d9 1135 e558 86ed 0531 73a9 7082 54f3 d9ad 0769 cdac 370b 05d3 fbb9 8c0b f295 19f7
// + b746 903d 05c1 9869 c4f0 7377 b8b9 88de fa24 4413 85b8 79a5 8751 294c 3def 3a31 4c2f 82a4 1e43 8f5b 204f 7acf 820c 40df
// + 9587 bc3c 8ca1 01d0 9f1b 5e2d 86e5 65ab 83bc bc91 9643 98c2 8fbc 834c b963 1e6a 0ad4 f9e4 0459 951a 3670 d735 4ce2 0b8a
// + 6641 8d77 514e 78b9 0ddb 44d2 36ac 07ed f86b 00e8 ad7d dce7 8a5a 901a 8ecb cb7b
// @data c f16 ecfd fb79 5da9 cfa5 4432 bccf 90c5 2c3d 93f4 8ce6 3b57 d8bd 7bff 4f11 ad1c 6bdf 0634 8c4c 4582 af7f 1d8b f36d 87d0 8901
// + 8014 ecfb 4bda 8031 4d1b 2536 a8ec b19d 6ed7 c569 e744 c8a2 4774 1e1a 920d 151c 4838 fc26 d8d2 aac3 7b21 7eaa f494 f3bf
// + 495b 5414 8090 fbff efb6 f4d6 092d 1e2d f977 812e 77e6 72f3 0038 f1ef 09e4 41c4 5709 1f12 a366 9fa5 61fb 8002 d1a1 8e4f
// + 8000 1c34 0e17 fbff 4d1b 37a1 bf6c 68f3 981b f553 15dc e47c 12b2 b9b4 a695 800c 55b6 c1a1 1cb4 8b75 75fb c01f 428c 7024
// + ff37 4f73 261a 800e 1c6c 8ff8 0001 8bca 92ec 3b7c 42c7 a910 4e3e 1ab6 e26a fbff 75b9 63dc 0096 596d 3c02 8024 f2f9 366a
// + 6674 bbb6 63e1 48de 2fb5 72ec fbff 920f 4769 001e d6d9 8c49 2ce7 ac52 7732 fbff fe75 bd4b 4933 9c0e ed16 08c0 e675 2123
// + 0001 ee58 dda0 1746 8240 d8ba 6a82 4fa7 6a36 4490 cd96 c963 c117 a524 856b 0001 7a2f d5c3 fbff 6457 0dd1 7bff 22cd 1df1
// + 418a 549a 1e8e 7bff ae47 2aa7 ad0c 3f71 a1c1 fbff 5fe6 5130 6116 ba8f 1320 4675 a5d8 9bb4 32ac a9dc 5c10 8000 af50 28a5
// + dc16 cb7e c240 2578 67bc 7607 c565 a28a 3405 cc2f 225e 94a8 b409 dcdb 09c0 ca0e efcb 1f9d a051 11be 92e5 c0bb f231 c61b
// + 0020 ff8e 4e39 2ff3 671c 2716 0019 90ef e942 5cd2 d9e9 61ba c2b5 b0d6 e5a8 82b3 7da6 98ba 81ad 1c08 d341 7bff 070d c2de
// + b47f f778 b35a 446e 9dd2 dcaa 3172 0e22 f816 86c0 bed3 f720 8006 4cfc 0286 dca2
// @data r_nearest_even f16 3d9c fbd2 7a56 2306 4432 bccf 0001 7fff 4378 0003 7fff d8bd fc00 4e9b ad1c b0c0 0631 7c00 9a37 af7f af79 3c20 de7d bfe9
// + 0000 ecfb 7c00 0000 4a14 2536 01f2 b193 7060 19be e744 c8a2 94a8 c531 cd72 8001 4838 7fff 254c c451 7b21 7fff 7c00 f3bf
// + 9c80 5414 fc00 7c00 efb6 f4d4 8000 1d90 fc00 0001 77e3 72f3 8000 fbaa cb96 902a 5707 3040 007c 9fbb 6212 0000 7fff fc00
// + 0000 c2e8 bd22 7c00 6999 37a1 1144 68f3 7c00 4674 c4bd e48b 8005 4acc e2a0 0000 569a c6fb 800f 7c00 75fb 15f0 428c 7024
// + 7fff 4f74 4335 0001 3a17 434e 8001 cdd9 92ea 8968 7c00 e9df a35a 1ab4 f2c4 7c00 75b9 63fa 8000 5959 3c02 0001 f2f9 7fff
// + ad40 bbb6 dd9a 9cd4 2fb5 fc00 7c00 920f 4f18 8001 7c00 7c00 8244 bfb4 7732 6ea9 7fff bd4b 9e50 32fb 7c00 8001 e675 c446
// + 8000 7c00 fc00 800c 4f28 d8ba bff0 7b69 6a36 97f8 cd96 c963 14f4 ddcc 7fff 8001 7a2f d5c3 7c00 646f 0b53 fc00 e8f3 1df1
// + 9681 549a 5f9b fc00 7c00 4d76 0325 f1e4 a1c1 7c00 5ffe 5130 af40 fc00 76c5 8c90 a3c2 fc00 8667 a9dc 5c88 0000 fc00 28a5
// + 2f74 cf2e c2be 803a 67d3 7fff 1608 a28a 7c00 2028 225e 3d93 0714 dcd9 c03c 158c efc4 c13e 0019 11be 361c 1770 f231 c61b
// + 8000 7fff 7fff 81c0 671a 7c00 8001 c57f e942 a490 d9e9 61ba 0400 bdc1 7fff 0001 7fff 5194 0000 7fff d33c fc00 3e7c c2de
// + 0801 f778 fc00 98f2 2721 f809 8360 0e05 f816 0000 beca 7b13 0001 4a0c 0271 30b7
// @data r_zero f16 3d9c fbd2 7a55 2306 4431 bccf 0000 7fff 4377 0002 7fff d8bd fbff 4e9a ad1b b0c0 0631 7bff 9a37 af7f af79 3c20 de7d bfe9
// + 0000 ecfb 7bff 0000 4a14 2535 01f2 b193 7060 19be e743 c8a1 94a8 c530 cd71 8001 4838 7fff 254c c450 7b20 7fff 7bff f3be
// + 9c80 5414 fbff 7bff efb5 f4d3 8000 1d8f fbff 0000 77e3 72f3 8000 fba9 cb95 902a 5707 303f 007c 9fbb 6212 0000 7fff fbff
// + 0000 c2e7 bd22 7bff 6998 37a0 1144 68f3 7bff 4674 c4bc e48a 8005 4acc e29f 0000 569a c6fb 800f 7bff 75fa 15f0 428b 7024
// + 7fff 4f73 4334 0000 3a16 434d 8000 cdd9 92ea 8968 7bff e9df a35a 1ab3 f2c3 7bff 75b8 63fa 8000 5958 3c01 0000 f2f9 7fff
// + ad40 bbb5 dd9a 9cd4 2fb4 fbff 7bff 920f 4f18 8000 7bff 7bff 8244 bfb4 7732 6ea8 7fff bd4b 9e50 32fb 7bff 8001 e675 c446
// + 8000 7bff fbff 800b 4f27 d8ba bff0 7b68 6a35 97f8 cd96 c962 14f4 ddcc 7fff 8000 7a2f d5c2 7bff 646e 0b53 fbff e8f2 1df0
// + 9681 5499 5f9b fbff 7bff 4d76 0325 f1e4 a1c1 7bff 5ffe 512f af40 fbff 76c5 8c90 a3c2 fbff 8667 a9db 5c87 0000 fbff 28a4
// + 2f74 cf2e c2be 8039 67d3 7fff 1608 a28a 7bff 2028 225d 3d92 0714 dcd8 c03c 158c efc4 c13d 0018 11be 361b 1770 f231 c61a
// + 8000 7fff 7fff 81c0 671a 7bff 8000 c57e e942 a490 d9e9 61ba 0400 bdc0 7fff 0000 7fff 5194 0000 7fff d33c fbff 3e7c c2de
// + 0801 f777 fbff 98f2 2720 f809 8360 0e04 f815 0000 beca 7b13 0000 4a0c 0271 30b7
// @data r_negative_inf f16 3d9c fbd3 7a55 2306 4431 bcd0 0000 7fff 4377 0002 7fff d8be fc00 4e9a ad1c b0c0 0631 7bff 9a37 af80 af7a 3c20 de7e bfea
// + 0000 ecfc 7bff 0000 4a14 2535 01f2 b194 7060 19be e744 c8a2 94a8 c531 cd72 8002 4838 7fff 254c c451 7b20 7fff 7bff f3bf
// + 9c80 5414 fc00 7bff efb6 f4d4 8001 1d8f fc00 0000 77e3 72f3 8001 fbaa cb96 902a 5707 303f 007c 9fbc 6212 0000 7fff fc00
// + 0000 c2e8 bd23 7bff 6998 37a0 1144 68f3 7bff 4674 c4bd e48b 8006 4acc e2a0 0000 569a c6fc 8010 7bff 75fa 15f0 428b 7024
// + 7fff 4f73 4334 0000 3a16 434d 8001 cdda 92eb 8968 7bff e9e0 a35a 1ab3 f2c4 7bff 75b8 63fa 8001 5958 3c01 0000 f2fa 7fff
// + ad40 bbb6 dd9b 9cd4 2fb4 fc00 7bff 9210 4f18 8001 7bff 7bff 8244 bfb5 7732 6ea8 7fff bd4c 9e50 32fb 7bff 8002 e676 c447
// + 8001 7bff fc00 800c 4f27 d8bb bff0 7b68 6a35 97f8 cd97 c963 14f4 ddcd 7fff 8001 7a2f d5c3 7bff 646e 0b53 fc00 e8f3 1df0
// + 9681 5499 5f9b fc00 7bff 4d76 0325 f1e5 a1c2 7bff 5ffe 512f af40 fc00 76c5 8c90 a3c3 fc00 8667 a9dc 5c87 0000 fc00 28a4
// + 2f74 cf2f c2bf 803a 67d3 7fff 1608 a28b 7bff 2028 225d 3d92 0714 dcd9 c03d 158c efc5 c13e 0018 11be 361b 1770 f232 c61b
// + 8001 7fff 7fff 81c0 671a 7bff 8001 c57f e943 a490 d9ea 61ba 0400 bdc1 7fff 0000 7fff 5194 0000 7fff d33d fc00 3e7c c2df
// + 0801 f778 fc00 98f2 2720 f80a 8360 0e04 f816 0000 becb 7b13 0000 4a0c 0271 30b7
// @data r_positive_inf f16 3d9c fbd2 7a56 2306 4432 bccf 0001 7fff 4378 0003 7fff d8bd fbff 4e9b ad1b b0c0 0632 7c00 9a37 af7f af79 3c20 de7d bfe9
// + 0001 ecfb 7c00 0001 4a15 2536 01f3 b193 7061 19be e743 c8a1 94a8 c530 cd71 8001 4839 7fff 254c c450 7b21 7fff 7c00 f3be
// + 9c80 5415 fbff 7c00 efb5 f4d3 8000 1d90 fbff 0001 77e4 72f4 8000 fba9 cb95 902a 5708 3040 007d 9fbb 6213 0001 7fff fbff
// + 0001 c2e7 bd22 7c00 6999 37a1 1144 68f4 7c00 4674 c4bc e48a 8005 4acd e29f 0001 569b c6fb 800f 7c00 75fb 15f0 428c 7025
// + 7fff 4f74 4335 0001 3a17 434e 8000 cdd9 92ea 8968 7c00 e9df a35a 1ab4 f2c3 7c00 75b9 63fb 8000 5959 3c02 0001 f2f9 7fff
// + ad40 bbb5 dd9a 9cd4 2fb5 fbff 7c00 920f 4f19 8000 7c00 7c00 8244 bfb4 7733 6ea9 7fff bd4b 9e50 32fc 7c00 8001 e675 c446
// + 8000 7c00 fbff 800b 4f28 d8ba bff0 7b69 6a36 97f8 cd96 c962 14f4 ddcc 7fff 8000 7a30 d5c2 7c00 646f 0b54 fbff e8f2 1df1
// + 9681 549a 5f9c fbff 7c00 4d77 0325 f1e4 a1c1 7c00 5fff 5130 af40 fbff 76c6 8c90 a3c2 fbff 8667 a9db 5c88 0001 fbff 28a5
// + 2f74 cf2e c2be 8039 67d4 7fff 1608 a28a 7c00 2028 225e 3d93 0714 dcd8 c03c 158c efc4 c13d 0019 11bf 361c 1770 f231 c61a
// + 8000 7fff 7fff 81c0 671b 7c00 8000 c57e e942 a490 d9e9 61bb 0400 bdc0 7fff 0001 7fff 5195 0001 7fff d33c fbff 3e7d c2de
// + 0801 f777 fbff 98f2 2721 f809 8360 0e05 f815 0001 beca 7b14 0001 4a0d 0272 30b7
// @run nearest_even entry=fma_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=softfloat
// @run zero entry=fma_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=softfloat
// @run negative_inf entry=fma_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=softfloat
// @run positive_inf entry=fma_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = fma %x0, %x1, %x2 : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
