// @conformance 1
// @tier full
// @family float-arith
// addf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 e367 1f63 67d3 7c03 4964 d219 29eb a209 6e35 9dcf 0145 2906 c1e1 d21a 71f6 10e0 30cc 873f 2cb6 f417 4214 13e0 ff4f 0d1f
// + 0a12 3360 4b60 3c67 9b0d c5f4 b27a ca8e b50e 5aac e24e b07d 1be1 b566 a7f0 0de4 ffed 45d0 fdb9 9b23 4f21 17b3 6f61 abce
// + b4a9 d1ec 43eb d0d3 9e3f 6501 8abb 8e82 d846 be1b 0a55 a29d 7646 e1c9 40b4 3810 2864 d85b 1abd 5bbc c7ea d2be 036e 6c95
// + 232c 54ba 4624 f03d 57cc 2d22 615e 8b9e 7654 90ef 5517 736b 86d6 ec75 62f6 d46f 1a43 e368 0a33 4047 6e0f 3979 eab8 c970
// + dcb8 0fdd 1458 0f2c aa1c 298c b73e 6236 f542 494f 3875 4265 c7a2 56cd 9984 25bb e1ce 5726 3591 43cc 36b9 d88a 7a3c 2e3d
// + 4ff0 cdfd e610 5fad 073e fd69 9f45 2961 9261 c7e7 8d6e ea2f 79d4 ce63 5141 41aa a9c8 1342 bb7c 18ca 8f5d 5435 1e21 72fe
// + 0e62 dbba 3ed7 c785 507c 24bb d153 0eb7 7a7c 590b ebd3 e033 7766 95dd 5be4 517b b6d5 51b8 827b f036 db02 516e d057 e645
// + f679 1fae d7ba 92ce 0aed 5185 3339 0775 5e10 1363 1d2d 6bd7 7f86 07f4 b7e6 cdfa c7e5 65da 41db a81e 2970 2c93 ab1a 8eb4
// + 689b 83fa 9a63 77cb ed2e 5109 559f 8cde 5bcc 6e15 0c4c d173 d3c2 d90e e03a 45ae a737 e79e 7979 8ab2 863b 7ae1 7104 4a18
// + 87d0 d8a0 d48f 2e54 61e6 4d83 99f2 55a4 80d4 4c59 b641 b2a3 5569 dae4 5c30 c70c c401 7abb ef1c a75a 6b33 ea95 10c1 5a6e
// + dcc5 5943 1758 f738 448d fd44 9918 c18d c8c5 41b7 f44c 9f9d 7c72 71e7 db0d 9555
// @data b f16 cd9b 9f66 361b 0e28 0eaf ff96 a976 055f 9d93 01b0 244d a927 1708 aae7 0f27 6ab7 302d 076c d6ea 0ffb 9922 9333 ccd0 fad0
// + 03c4 5894 4b0c 29cf 6347 8d87 dd07 4aae 052e 30ea 007c a458 1bae 2b86 de9e 0068 3f26 c5ae 63d1 6fb3 088e 76c3 efeb 20eb
// + ce62 823c 44ce 506d 07ac a1d1 0060 16b8 588a 99dd f780 0cff 9971 61be 9f4e 4919 8d13 4cd7 1a06 2db2 3d24 8e07 b1f3 6c0d
// + 17c1 31f3 8240 ec7f d740 1672 a515 82d0 9b64 10ca cb8d 138a 0378 d386 e289 4374 66ea 07c1 d84f c05a 661e c328 0d1f 1534
// + 5c3a 84d9 f11d 8ef3 3535 a95d 84ec a4d1 0074 f046 b826 c207 4475 827c 567f a577 c841 2d03 0dcf c65f 36b6 357b 900b 0da7
// + 9a1f cda0 e33c 1c04 08de c70d 9f85 128a ed97 8aaa b2b3 ead2 f7ce b9b2 8415 68aa a9c9 8555 c167 8060 6560 d4a9 8771 8dd5
// + 0378 3da4 3e64 c163 a853 0a1e 9a76 8e78 5fff a73c 8f67 c967 7761 847c 2750 0926 e44d 5163 04e5 986b 82e4 7152 5076 4ead
// + 872f 8605 4246 9270 064c b52a 831c 1493 5efb 882a 6293 8da3 5e45 87b0 2ef6 be1c 0cb7 c312 4186 a8ad de6c 021c 1fe2 0ed6
// + 38c4 7981 8feb 1f95 6d38 35ee 2ed3 8ef7 6508 ee43 0429 3601 8208 c6e8 60ce 23d2 dcb7 0e2f 2c03 0a91 876e 13b4 0174 b275
// + 872d b546 b108 0bda e1cb cdf2 9230 ad67 0c7b dc52 b6fd 2a8c a443 85bd 6ccd c774 29e8 0d3b 8551 8132 6bc4 d2d2 e8ee 87d9
// + 5659 5959 845e 05a5 8d27 b376 9923 afd1 b90b 0c57 c667 9f4a f60e 897a 07d5 ae99
// @data r_nearest_even f16 e394 80c0 67d3 7fff 4964 7fff 1b50 a1fe 6e35 9dc8 244e 9420 c1e0 d21c 71f6 6ab7 347c 002d d6e9 f417 4213 0568 7fff fad0
// + 0bf4 5896 4f36 3c95 6347 c5f4 dd08 3400 b50e 5aad e24e b108 1fc8 b475 de9e 0dfe 7fff 3040 7fff 6fb3 4f21 76c3 e050 aa93
// + ce75 d1ec 4862 c260 9e20 6501 8a8b 1518 4840 be1e f780 a275 7646 c580 40b0 495a 285a d780 1e62 5bbd c6a1 d2be b1f3 7051
// + 2412 54bd 4624 f27c 4860 2d3c 615e 8c83 7654 8128 5425 736b 835e ec84 52d0 d433 66ea e368 d84f a8c0 6f96 c1ca eab8 c970
// + cfe0 0ea7 f11d 00e4 3472 15e0 b73e 6236 f542 f045 28f0 31e0 c25a 56cd 567f 1440 e1df 5727 3592 c0f2 3ab8 d887 7a3c 2e43
// + 4ff0 d1ce e8d7 5fad 0c3e 7fff a365 297b ed97 c7e7 b2b6 ee80 73b4 ce91 5141 68ab adc8 1297 c346 18c7 6560 c740 1e03 72fe
// + 0f40 dbaf 429e c91b 507b 24c7 d153 00fc 7a8c 590b ebd3 e049 7b64 9625 5be4 517b e44d 558e 026a f036 db02 7157 3bc0 e62a
// + f679 1f96 d788 969f 0d0a 517b 3339 150a 6286 1258 6293 6bd7 7fff 0044 b628 ce5c c7e5 65d6 45b0 ac66 de6c 2c94 aa1e 0088
// + 689b 7981 9b60 77cb 5100 5115 55a1 91ea 6602 d9c0 0d56 d167 d3c2 d945 54a0 45b2 dcb7 e79e 7979 8042 8ad4 7ae1 7104 49fe
// + 8b7e d8a3 d492 2e58 4ac0 bef0 9b7e 55a3 0c46 dc0c ba9f b100 5569 dae4 6d10 cb40 c3ea 7abb ef1c a75b 6f7c eab0 e8ee 5a6e
// + da5e 5d4e 1712 f738 448d 7fff 9d1e c1cc c916 41b7 f44c a374 7fff 71e7 db0d aeae
// @data r_zero f16 e393 80c0 67d3 7fff 4964 7fff 1b50 a1fe 6e34 9dc8 244e 9420 c1e0 d21b 71f6 6ab7 347c 002d d6e8 f416 4212 0568 7fff facf
// + 0bf4 5895 4f36 3c95 6346 c5f4 dd07 3400 b50d 5aad e24d b108 1fc7 b475 de9e 0dfe 7fff 3040 7fff 6fb2 4f21 76c3 e050 aa93
// + ce74 d1ec 4861 c260 9e20 6500 8a8b 1517 4840 be1d f77f a275 7645 c580 40b0 495a 2859 d780 1e61 5bbc c6a1 d2be b1f2 7051
// + 2412 54bc 4623 f27c 4860 2d3b 615d 8c83 7653 8128 5425 736b 835e ec84 52d0 d433 66ea e367 d84e a8c0 6f96 c1c9 eab7 c96f
// + cfe0 0ea6 f11c 00e4 3471 15e0 b73e 6235 f541 f044 28f0 31e0 c25a 56cc 567e 1440 e1df 5727 3592 c0f2 3ab7 d887 7a3b 2e42
// + 4fef d1ce e8d7 5fad 0c3e 7fff a365 297b ed97 c7e7 b2b5 ee80 73b4 ce90 5140 68ab adc8 1297 c346 18c7 655f c740 1e03 72fd
// + 0f40 dbae 429d c91b 507a 24c7 d153 00fc 7a8b 590a ebd3 e048 7b63 9624 5be4 517b e44d 558d 026a f036 db02 7157 3bc0 e62a
// + f679 1f95 d787 969f 0d09 517a 3338 150a 6285 1258 6293 6bd6 7fff 0044 b628 ce5b c7e4 65d6 45b0 ac65 de6b 2c93 aa1d 0088
// + 689b 7980 9b60 77cb 5100 5114 55a0 91ea 6601 d9c0 0d56 d166 d3c2 d945 54a0 45b1 dcb7 e79d 7979 8042 8ad4 7ae1 7104 49fe
// + 8b7e d8a2 d491 2e57 4ac0 bef0 9b7e 55a2 0c46 dc0c ba9f b100 5568 dae4 6d10 cb40 c3ea 7abb ef1c a75b 6f7b eab0 e8ed 5a6d
// + da5d 5d4e 1712 f737 448c 7fff 9d1d c1cb c915 41b7 f44c a373 7fff 71e6 db0c aeae
// @data r_negative_inf f16 e394 80c0 67d3 7fff 4964 7fff 1b50 a1ff 6e34 9dc9 244e 9420 c1e1 d21c 71f6 6ab7 347c 002d d6e9 f417 4212 0568 7fff fad0
// + 0bf4 5895 4f36 3c95 6346 c5f5 dd08 3400 b50e 5aad e24e b108 1fc7 b476 de9f 0dfe 7fff 3040 7fff 6fb2 4f21 76c3 e050 aa94
// + ce75 d1ed 4861 c260 9e21 6500 8a8b 1517 4840 be1e f780 a276 7645 c580 40b0 495a 2859 d781 1e61 5bbc c6a1 d2bf b1f3 7051
// + 2412 54bc 4623 f27d 4860 2d3b 615d 8c83 7653 8128 5425 736b 835e ec85 52d0 d434 66ea e368 d84f a8c0 6f96 c1ca eab8 c970
// + cfe0 0ea6 f11d 00e4 3471 15e0 b73f 6235 f542 f045 28f0 31e0 c25a 56cc 567e 1440 e1e0 5727 3592 c0f2 3ab7 d888 7a3b 2e42
// + 4fef d1cf e8d7 5fad 0c3e 7fff a365 297b ed98 c7e8 b2b6 ee81 73b4 ce91 5140 68ab adc9 1297 c346 18c7 655f c740 1e03 72fd
// + 0f40 dbaf 429d c91c 507a 24c7 d154 00fc 7a8b 590a ebd4 e049 7b63 9625 5be4 517b e44e 558d 026a f037 db03 7157 3bc0 e62b
// + f67a 1f95 d788 969f 0d09 517a 3338 150a 6285 1258 6293 6bd6 7fff 0044 b629 ce5c c7e5 65d6 45b0 ac66 de6c 2c93 aa1e 0088
// + 689b 7980 9b61 77cb 5100 5114 55a0 91eb 6601 d9c0 0d56 d167 d3c3 d946 54a0 45b1 dcb8 e79e 7979 8042 8ad5 7ae1 7104 49fe
// + 8b7f d8a3 d492 2e57 4ac0 bef0 9b7e 55a2 0c46 dc0d ba9f b100 5568 dae5 6d10 cb40 c3eb 7abb ef1d a75c 6f7b eab1 e8ee 5a6d
// + da5e 5d4e 1712 f738 448c 7fff 9d1e c1cc c916 41b7 f44d a374 7fff 71e6 db0d aeaf
// @data r_positive_inf f16 e393 80c0 67d4 7fff 4965 7fff 1b50 a1fe 6e35 9dc8 244f 9420 c1e0 d21b 71f7 6ab8 347d 002d d6e8 f416 4213 0568 7fff facf
// + 0bf4 5896 4f36 3c96 6347 c5f4 dd07 3400 b50d 5aae e24d b108 1fc8 b475 de9e 0dfe 7fff 3040 7fff 6fb3 4f22 76c4 e050 aa93
// + ce74 d1ec 4862 c260 9e20 6501 8a8b 1518 4840 be1d f77f a275 7646 c580 40b1 495a 285a d780 1e62 5bbd c6a1 d2be b1f2 7051
// + 2413 54bd 4624 f27c 4860 2d3c 615e 8c83 7654 8128 5426 736c 835e ec84 52d0 d433 66eb e367 d84e a8c0 6f97 c1c9 eab7 c96f
// + cfe0 0ea7 f11c 00e4 3472 15e0 b73e 6236 f541 f044 28f0 31e0 c25a 56cd 567f 1440 e1df 5728 3593 c0f2 3ab8 d887 7a3c 2e43
// + 4ff0 d1ce e8d7 5fae 0c3f 7fff a365 297c ed97 c7e7 b2b5 ee80 73b4 ce90 5141 68ac adc8 1298 c346 18c7 6560 c740 1e04 72fe
// + 0f40 dbae 429e c91b 507b 24c8 d153 00fc 7a8c 590b ebd3 e048 7b64 9624 5be5 517c e44d 558e 026a f036 db02 7158 3bc0 e62a
// + f679 1f96 d787 969f 0d0a 517b 3339 150b 6286 1259 6294 6bd7 7fff 0044 b628 ce5b c7e4 65d7 45b1 ac65 de6b 2c94 aa1d 0088
// + 689c 7981 9b60 77cc 5100 5115 55a1 91ea 6602 d9c0 0d57 d166 d3c2 d945 54a0 45b2 dcb7 e79d 797a 8042 8ad4 7ae2 7105 49ff
// + 8b7e d8a2 d491 2e58 4ac0 bef0 9b7e 55a3 0c46 dc0c ba9f b100 5569 dae4 6d10 cb40 c3ea 7abc ef1c a75b 6f7c eab0 e8ed 5a6e
// + da5d 5d4e 1713 f737 448d 7fff 9d1d c1cb c915 41b8 f44c a373 7fff 71e7 db0c aeae
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=addf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = addf %x0, %x1 : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = addf %x0, %x1 rounding<zero> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
