// @conformance 1
// @tier full
// @family float-arith
// addf on bf16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 e125 5d06 b8bd 2c21 bcee 9349 3398 d120 e7e7 dedf fb6d 73b9 3371 a8c1 a375 3594 19c6 122e 8585 7886 e275 c7c8 fc3b 711a
// + 0c47 eebb 4209 1b7c 61f2 a562 99f8 d719 f18c 0430 0ec1 d2d8 fdf3 264e cefb f31b 7b7a 5214 b60c 8a99 0867 e130 253a 6fa3
// + 5c29 1b38 e6d6 734f 25d8 8100 ef9e 202b ed3b c2e6 cd4b 28b7 c09d f3c6 46aa 6b55 bc6b 0986 8522 c0cd 1174 76e5 3316 4686
// + 309c ec2d d4d0 5772 8758 04ff 894b 8c48 bb3b a6d3 dca3 e45d 5ce0 4aa6 6bd1 cfcf 4b81 57bb 1593 e327 4da9 3b4e 86cd 3c7a
// + f010 4b34 eb18 db27 5929 055a b2b7 4e21 9afe 9659 6ef6 d12d 859e 9599 ce58 9af6 720f 1afe 60c3 0476 5a19 d479 1e50 c302
// + 4ee1 1ee6 19df 9356 79b1 68d2 ff80 d69b 68fe 48b4 7053 6316 e787 ca85 b137 bf54 7926 06a7 48d8 b452 e80d 7bf3 cbb2 2354
// + b6ae 2989 da8d d476 b8b8 6e50 0b93 3bdb a9ff a08b 33d1 5043 f549 926a 9c36 105e 5048 d77b 51b5 c99a 093d 3ae5 c8b6 f02d
// + d50a 8e4f c71d d580 f52c c8e5 dd60 823e e79f bdc6 6133 45e7 e09a 3eb1 9a93 d8fc ad62 25af aa9b f0a1 9db3 9752 0b75 177b
// + 9bee 84b7 d09c 96ca ab5e c873 7424 58a1 cb26 bc87 671d bd83 763d d4c7 1bb0 f140 98b2 bac5 fa78 7ddb 31e7 8904 469c 7d7f
// + d77c 2643 d404 933e 573e 25d7 0c9c c1c2 997a 9293 1cfc c190 28af b22d 1e7d 9eb4 71de 8119 b879 f6ec 7a81 1c75 4269 81e3
// + 43c1 b002 c151 9d28 e737 e4e4 9f3e 3670 b980 d663 d0fb 81a8 589c 5ecd b046 f0ed
// @data b bf16 cdcf ddeb b7e7 d427 80a9 6318 b31c cc0e 9950 0152 2bf2 7365 312a d7de 81f3 082d 99f7 1151 7a85 81cf d871 c75f f725 8fc3
// + 006c b43b c2e5 1997 9ea5 80b5 9038 d7f6 ee2c fb78 001c 8612 7d2d a31d b170 01a3 ca95 d261 31bd 74ad 8020 f48e a587 ed18
// + 244c 81ab 44b9 73c8 21e6 fe64 8146 c28e edcf bed1 b323 8095 d2ce f39c 460a 9654 005c 1dde 8580 3e8d ef3e 016e c252 46eb
// + 2d0c 1468 0136 6fe8 8718 00e6 f6d1 0034 c61d a6b0 5c1d 9b30 0014 52ee 6b88 cef9 33a7 8070 ea63 e322 cbb9 45c3 81af d754
// + 70f9 4766 1638 800c fe21 856b aed6 318e 806c dc16 6e0c 5023 7ad5 01d3 367b 9ad8 70f2 66c6 011a c08c da1b d400 e271 018f
// + dde5 1ec8 9694 ee31 8102 645e ff34 d32b 96b3 008d 3f78 e37d e35e b6a5 0166 5d8b 79a1 0290 38ab 0102 e4bf fb41 ca8e 5d4c
// + 0187 3ec0 5af0 50d8 471b 002c 24ff bb42 277f e05d 009d 4d69 f501 0d56 64a0 818b cc07 57e1 4d01 369c 00a5 a80e c84c edf7
// + abfa 819b 948a d55b f110 b89c 0004 e890 e7fc bc60 1f1b 81d7 c6f7 3e55 9752 a84e 0095 6532 2a22 ef14 e182 8004 8802 17b0
// + 96d8 7c41 00d1 1d9d ab5d c62d 8b72 815e 6521 3cbc 6295 43a6 01cf 3c86 9b61 ee6d 675a 8132 7dd3 fd98 3122 7609 80a5 5361
// + 57a2 a194 ac7a 81d3 7fc7 a508 8acb 3f8d 8172 2059 1c42 3f8b 58e2 01a7 8f5f 9ea7 f0d3 ff4b 0085 564b fa83 983f be80 81d7
// + bd32 3058 40c7 645c 00a5 563b 1f8b b59e 4613 8102 a79b 81d5 576e a296 0078 1aa0
// @data r_nearest_even bf16 e125 dda8 b8f7 d427 bcee 6318 3314 d120 e7e7 dedf fb6d 7416 337c d7de a375 3594 98c4 1262 7a85 7886 e275 c81c fc3b 711a
// + 0c47 eebb c2a0 1b87 61f2 a562 99f8 d821 f18d fb78 0ec1 d2d8 fd9c 264c cefb f31b 7b7a d19a b60c 74ad 0867 f48e a4a8 6f9e
// + 5c29 1b38 e6d6 7418 25d9 fe64 ef9e c28e ee16 c2e7 cd4b 28b7 d2ce f431 46ef 6b55 bc6b 1dde 85d1 c0c4 ef3e 76e5 c252 4738
// + 309d ec2d d4d0 6fe8 87b8 0500 f6d1 8c48 c61d a742 dc29 e45d 5ce0 52ee 6c2c d007 4b81 57bb ea63 e3a4 4d9d 45c3 86cd d754
// + 70b1 4b35 eb18 db27 fe21 8388 b2b8 4e21 9afe dc16 6f1e d104 7ad5 9599 ce58 9b67 722d 66c6 60c3 c08c d700 d4bc e271 c302
// + dde5 1f57 19dd ee31 79b1 68d2 ff80 d69c 68fe 48b4 7053 e2ce e787 ca85 b137 5d8b 79f4 06a8 48d8 b452 e80e 7b92 cbd6 5d4c
// + b6ae 3ec0 5a46 d474 471b 6e50 24ff 3b74 a9f7 e05d 33d1 5047 f5a5 926a 64a0 105e 5047 5747 51b5 c99a 093d 3ae5 c90e f035
// + d50a 8e4f c71d d5ee f52d c8e5 dd60 e890 e84e bde2 6133 45e7 e09a 3f0e 9a95 d8fc ad62 6532 aa14 f0b4 e182 9752 0b73 1817
// + 9bee 7c41 d09c 1d9d abde c87e 7424 58a1 6521 3bd4 671d 43a6 763d d4c7 1afe f144 675a bac5 7dd1 7d06 321c 7609 469c 7d7f
// + 5690 2643 d404 933e 7fff 2593 0c8f c1b9 997a 2059 1d2e c187 58e2 b22d 1e7d 9f2e 71a9 ff4b b879 f6ec f780 1c74 4268 825d
// + 43c1 2fac c0db 645c e737 e4e4 1eb0 3621 4613 d663 d0fb 823e 58ba 5ecd b046 f0ed
// @data r_zero bf16 e125 dda8 b8f6 d426 bcee 6317 3314 d120 e7e7 dede fb6c 7415 337b d7de a375 3594 98c4 1262 7a84 7885 e275 c81b fc3b 7119
// + 0c47 eebb c2a0 1b87 61f1 a562 99f8 d821 f18d fb77 0ec1 d2d8 fd9c 264b cefb f31a 7b79 d19a b60b 74ac 0866 f48e a4a8 6f9e
// + 5c29 1b37 e6d5 7417 25d8 fe64 ef9e c28d ee16 c2e6 cd4b 28b6 d2ce f431 46ef 6b54 bc6a 1dde 85d1 c0c4 ef3d 76e5 c251 4738
// + 309d ec2c d4cf 6fe8 87b8 04ff f6d1 8c47 c61d a741 dc29 e45d 5ce0 52ee 6c2c d006 4b81 57ba ea62 e3a4 4d9d 45c3 86cd d753
// + 70b1 4b34 eb17 db27 fe20 8388 b2b7 4e21 9afe dc16 6f1e d104 7ad4 9598 ce57 9b67 722d 66c6 60c3 c08b d700 d4bc e270 c301
// + dde4 1f57 19dc ee31 79b0 68d2 ff80 d69c 68fd 48b4 7053 e2ce e787 ca85 b136 5d8a 79f4 06a7 48d8 b451 e80e 7b92 cbd5 5d4c
// + b6ad 3ec0 5a46 d474 471a 6e50 24ff 3b74 a9f7 e05d 33d1 5046 f5a5 9269 649f 105d 5047 5747 51b5 c999 093d 3ae4 c90e f034
// + d50a 8e4f c71d d5ed f52c c8e5 dd5f e890 e84d bde2 6133 45e6 e09a 3f0d 9a94 d8fc ad61 6532 aa14 f0b3 e182 9752 0b72 1816
// + 9bee 7c40 d09b 1d9c abdd c87d 7423 58a0 6520 3bd4 671d 43a5 763d d4c6 1afe f143 6759 bac5 7dd1 7d06 321c 7608 469b 7d7f
// + 5690 2642 d404 933e 7fff 2593 0c8f c1b9 997a 2058 1d2e c187 58e2 b22c 1e7c 9f2d 71a9 ff4b b878 f6eb f780 1c74 4268 825d
// + 43c0 2fac c0db 645b e736 e4e3 1eb0 3621 4612 d663 d0fb 823e 58b9 5ecc b045 f0ec
// @data r_negative_inf bf16 e126 dda8 b8f7 d427 bcef 6317 3314 d121 e7e8 dedf fb6d 7415 337b d7df a376 3594 98c4 1262 7a84 7885 e276 c81c fc3c 7119
// + 0c47 eebc c2a1 1b87 61f1 a563 99f9 d822 f18e fb78 0ec1 d2d9 fd9d 264b cefc f31b 7b79 d19a b60c 74ac 0866 f48f a4a8 6f9e
// + 5c29 1b37 e6d6 7417 25d8 fe65 ef9f c28e ee17 c2e7 cd4c 28b6 d2cf f431 46ef 6b54 bc6b 1dde 85d1 c0c5 ef3e 76e5 c252 4738
// + 309d ec2d d4d0 6fe8 87b8 04ff f6d2 8c48 c61e a742 dc29 e45e 5ce0 52ee 6c2c d007 4b81 57ba ea63 e3a5 4d9d 45c3 86ce d754
// + 70b1 4b34 eb18 db28 fe21 8388 b2b8 4e21 9aff dc17 6f1e d105 7ad4 9599 ce58 9b67 722d 66c6 60c3 c08c d700 d4bd e271 c302
// + dde5 1f57 19dc ee32 79b0 68d2 ff80 d69d 68fd 48b4 7053 e2ce e788 ca86 b137 5d8a 79f4 06a7 48d8 b452 e80f 7b92 cbd6 5d4c
// + b6ae 3ec0 5a46 d475 471a 6e50 24ff 3b74 a9f8 e05e 33d1 5046 f5a5 926a 649f 105d 5047 5747 51b5 c99a 093d 3ae4 c90e f035
// + d50b 8e50 c71e d5ee f52d c8e6 dd60 e891 e84e bde2 6133 45e6 e09b 3f0d 9a95 d8fd ad62 6532 aa14 f0b4 e183 9753 0b72 1816
// + 9bef 7c40 d09c 1d9c abde c87e 7423 58a0 6520 3bd4 671d 43a5 763d d4c7 1afe f144 6759 bac6 7dd1 7d06 321c 7608 469b 7d7f
// + 5690 2642 d405 933f 7fff 2593 0c8f c1ba 997b 2058 1d2e c188 58e2 b22d 1e7c 9f2e 71a9 ff4c b879 f6ec f780 1c74 4268 825d
// + 43c0 2fac c0db 645b e737 e4e4 1eb0 3621 4612 d664 d0fc 823f 58b9 5ecc b046 f0ed
// @data r_positive_inf bf16 e125 dda8 b8f6 d426 bcee 6318 3314 d120 e7e7 dede fb6c 7416 337c d7de a375 3595 98c4 1263 7a85 7886 e275 c81b fc3b 711a
// + 0c48 eebb c2a0 1b88 61f2 a562 99f8 d821 f18d fb77 0ec2 d2d8 fd9c 264c cefb f31a 7b7a d19a b60b 74ad 0867 f48e a4a8 6f9f
// + 5c2a 1b38 e6d5 7418 25d9 fe64 ef9e c28d ee16 c2e6 cd4b 28b7 d2ce f431 46ef 6b55 bc6a 1ddf 85d1 c0c4 ef3d 76e6 c251 4739
// + 309e ec2c d4cf 6fe9 87b8 0500 f6d1 8c47 c61d a741 dc29 e45d 5ce1 52ef 6c2d d006 4b82 57bb ea62 e3a4 4d9e 45c4 86cd d753
// + 70b1 4b35 eb17 db27 fe20 8388 b2b7 4e22 9afe dc16 6f1e d104 7ad5 9598 ce57 9b67 722e 66c7 60c4 c08b d700 d4bc e270 c301
// + dde4 1f57 19dd ee31 79b1 68d3 ff80 d69c 68fe 48b5 7054 e2ce e787 ca85 b136 5d8b 79f4 06a8 48d9 b451 e80e 7b93 cbd5 5d4d
// + b6ad 3ec1 5a46 d474 471b 6e51 2500 3b74 a9f7 e05d 33d2 5047 f5a5 9269 64a0 105e 5048 5747 51b6 c999 093e 3ae5 c90e f034
// + d50a 8e4f c71d d5ed f52c c8e5 dd5f e890 e84d bde2 6134 45e7 e09a 3f0e 9a94 d8fc ad61 6533 aa14 f0b3 e182 9752 0b73 1817
// + 9bee 7c41 d09b 1d9d abdd c87d 7424 58a1 6521 3bd4 671e 43a6 763e d4c6 1afe f143 675a bac5 7dd2 7d06 321c 7609 469c 7d80
// + 5690 2643 d404 933e 7fff 2593 0c90 c1b9 997a 2059 1d2f c187 58e3 b22c 1e7d 9f2d 71aa ff4b b878 f6eb f780 1c75 4268 825d
// + 43c1 2fac c0db 645c e736 e4e3 1eb0 3621 4613 d663 d0fb 823e 58ba 5ecd b045 f0ec
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=addf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = addf %x0, %x1 : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = addf %x0, %x1 rounding<zero> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
