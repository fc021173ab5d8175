// @conformance 1
// @tier full
// @family float-arith
// mulf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 3eeeeff0 1caa8ee7 1452f93e c659c3f5 21dd5d2d 328d187b e40ebe6f 95edeea7 b230c735 09ba9435 19d54878 e7686b4c 07497621 422154de fd9084c9 2bbbcf01
// + 3479761f 210f6f72 d79954c8 22f1fd51 741d94e3 d4f72dce c761a667 4a3f60f5 a58a37fb a5ab14f4 1da7f3b7 1e90b5cb 1fffff10 24d9b657 e4df378b 4de45dce
// + 64df3186 623d0fc1 b5e92252 95316d19 f519ef91 7bedd73e 8915fb5a 4086ea87 7eb94676 5f0c2ea2 510316a4 309eb6c4 b9dc941f 8dfe0c31 66fcb7ed 15cd729c
// + 1e321b97 336a55af 12121778 c71542ec 988ccddb 37f7d67e d827f092 71ffe8e1 86d38a0a 42a78d53 ec732383 a4325e1e 6f7cd8dd 16ad48e0 cb488977 2930263f
// + e22ac201 ce487a38 88668ed7 784ba1bc 43a48d69 563afd2b 0fde54cd ba817fff 60febad0 9f0d97d0 18dccc17 240d2523 d0872c55 79732abf b24ca4e4 d17af252
// + e5fc2f4b 045dde81 086be6b7 9476a477 ba42f92e 5c560478 49c91b92 8847c8bb 0a000a5f 8118f4c9 ff6be127 0bd9f779 d76e166d db0c937b 694ef1bc 71ce7e21
// + 882fe192 c3a3861b f838f458 4a60f96c 9d31667b 2012eab2 54acc711 3b6ab60a faa76861 4da567c6 72cce9be 6a975a37 3d7890c3 853ee2f3 4dcb746e 752d0b6b
// + ba472872 a6b94f75 f1da8362 a31533c5 0ccf5ae3 5f49a766 a5ff7a4c fb275534 b01ad0ee e508ceda 833c1e44 6aa10660 b961fd5e 41d2d5d3 1272807a 8aaae4e7
// + 7f845293 33e970c8 754166e3 b129a569 4b83b830 40cc40c3 8b3cd220 e3be52a4 b36178e6 412d1765 a5524deb 4a015aa1 3a82bb61 3f17198d 97955e98 20cb2019
// + 181e0dac 6d4181c3 ec147bb1 bd87467a b8e2bbb3 f15d387b 0d193d31 1c77dcaf 447fed05 e057a8cb b9ba1a1d 3ea46758 2e615922 bc9291ca ba489cab 378a588c
// + 2d619033 b9a25c8b 93a36f5c 2c15338b 51cdbe6f da4b47a0 d365ab7d 5e724827 8bfe32b8 1b6f1c76 3a1e6491 dfdd1d65 4c5de077 2bc0f8f1 8180d02f 2641f941
// + 1e65e8e1 7d877812 d9d81f6d 979b0ba0 1c63b7cd 0e844737 3195583b ce4085f3 65a11da7 32cbfdd0 168e1a5f 8a19eb83 438ba8f3 8418b799 fbcb91ca e28a6daf
// + c260c9f2 a2024d75 d9db59b9 d4f07d8b a30a3ca8 3838ce0a 5e6cb8e3 cfdd8e9e 100f4822 e0fd4726 2d1236f2 981905a0 870b0712 60ecf4b5 261fceb9 efa71c8d
// + 83dd7129 a9c8c23c 0d1309cf f1c40eec 42efa870 ab30728b 85a61008 d60f259c b6151105 400efc5c c8404181 dc8bd6b6 a65e9a93 8dede0cd 3c70bef0 1e930fa8
// + 889acce1 bc830b9e da5bfb32 789b5263 84d39846 434b54d6 94c69583 eb8117ae d8043890 8285a5ec deaff9ed adc779f8 a7e21ab7 d96818b5 dd1d0e0a ff2ff7d9
// + c35b355c cf56c2ca dad0fddc c26e3d28 fa6e9b2e 4a6c3d87 61a67f85 9a5acaa5 5adb1204 b53a410c 2b0992a2 785c18d4 f3f517fb cd3a1c1e b220219a a3d48da3
// @data b f32 7baa81fa 9caa8e5d 93444c58 bae9ca1c 80856af1 9d9a175c e40ebe09 8de280e3 cdfe39e1 00114f7c 4c660fc1 67686bf3 827fea48 be2331b5 81247342 7b974785
// + b4797668 14386351 a8d2eb8c 01f850d7 4461bd8f 54f72d36 c5a1e7da 359346ba 813432ae 79438463 1da7f3d1 14e5088a 6150ae9f 00b7eced ddc52261 cde45da2
// + 64add839 1e044617 80bbe165 85e0435b 7519ef74 f086bb91 f851cf19 01f03a03 a309b336 df0c2e07 c444cbd9 4ec97da6 81d41b4b 5dfe0476 66fcb716 0bb3e470
// + 61c21137 012d421e 7622c6b5 4715425c 15b88d74 c7d6f1f3 80b89839 162e0b19 06d38a6a be1004c6 15049b6f 80773628 d5daffb3 16ad48dc 43993e48 d62b32b2
// + 803e44c8 8b2b073f 08668e52 6dc366b4 bcf9b5e8 81ef2c0b 0b1079bb ba817f0b d534007e 61e2b8a5 81ebd4e3 ea33a8dc 50872c86 77421aa5 4d869aa2 81ea6737
// + 2eb88b05 045dde9f 81e9debe 6d6df4e2 818c5bc7 4ee5ce67 49c91b83 07ec2d3c f564b895 8076b378 8fa5a93c 8bd9f7ec ccee2ccf a66d23f8 019ea77b 361439c7
// + 882fe127 424a69f8 08a245cf 014e097e a6a822b7 2012ea76 4c637273 c573b540 81a97177 516b3381 f2cce982 65467920 42dcaad1 81a872eb be3d9011 f52d0bde
// + add6b3a2 593dbebe 0122ef8a 95fde39e 0ccf5a74 db197b1f 5bd7dcd3 00b92e15 ec6b8c3e 6508ced3 80b080f0 15fb14e0 00dfcebd 1ce4eb6c 927280fe 05f75f01
// + 806084cb 8088c2fd 93af86ab b129a5d7 448444ba bed09c68 013737fa f6052bec 3361785a 3526ae72 5b3bab49 01ca468b 64156442 bf1719b3 16a5b4af e0a58ee1
// + 811ae80a feaa07ce 6c147b6d 31354ff2 46a836f8 0009a054 1c0ba1e8 1c77dc44 41ff2ee2 a0b56c93 80ef8bb5 470d5115 2e61590a 31239cb3 c50ff550 0054c9cc
// + 07851f6b 39a25cfa 0aca82ca d40d7f05 80d690ed 19b29e90 5365ab05 5385ec7b 75f3e068 01c6dc9f 2de9ccfc 5fdd1dd8 49259c13 d4c3e891 00bbce9d 695016b4
// + 1e65e8dd 75c4ef9b a7029766 809c4f01 318fa003 0e844749 2e9e00c1 b1dcb475 01d6facb a414da50 968e1af3 00eaa3b1 bcc2bc2d 806bbe5c dc742d97 e28a6db8
// + b80ffddc df261e93 80b09411 5ccf6341 230a3c41 b5ba9757 a2449c08 81177f92 7a386b61 e0fd4795 252ff533 687434af 01329aca 9354e2f6 261fce84 68fdcca5
// + 7bd158bf 817700ca f4410324 f1c40ea7 bc222169 d5e47b9d 00de0cd5 2a9dc003 36151198 3e0c0d9e b8a9814c 8160c89a 276b1227 0dede0f7 b3060ac9 60e2b656
// + 801b2aa8 0b29d328 5a5bfb48 f41e5e8a fb0fe1bd 803147ec f9c06ba0 eb811743 cc663a55 fea0a67f 807ba6e0 e3aeae19 a7e21a09 505a2d36 a457783f 80253990
// + b06cfced 4f56c20d d192cba1 be189c35 00e7d1a5 2a5024ca 61a67f50 952023f0 a52763fb 80319f24 8811f5ef f85c18de 694fa4a7 323205dd 00fb71bd c0478261
// @data r_nearest_even f32 7b1f24a6 8000038d 80000000 41c6df46 80000000 90a9db34 7f800000 00000000 40af8d9e 00000000 26bfac3c ff800000 80000000 c0cdb0b9 3f39ac43 67ddf723
// + a9731746 00000003 40fca941 00000000 790af48a ea6ea8d9 4d8eb604 405c3318 00000000 df82a96f 00003718 00000000 41d0addb 00000000 7f800000 dc4bb712
// + 7f800000 40c35fc6 00000015 00000000 ff800000 ff800000 41f5d713 02fd34e3 e24750d1 fe99856a d5c98b6f 3ff9d6cc 00005b61 ac7c1486 7f800000 00000000
// + 408704e3 00000001 48b9c87f ceae0d49 80000000 c050178a 1972318a 48adfb61 80000000 c13c853d c1fbe3df 00000000 ff800000 00000000 cf7015e4 bfeb98dc
// + 22a62375 1a05ef50 80000000 7f800000 c1208278 98aeb287 00000000 35830387 f6b31bd8 c17acc4c 80000000 cec61c22 e18ebfc6 7f800000 c05733d8 13e5c6ac
// + d535caf1 00000000 80000000 c2654231 00006ae6 6bc01e8d 541dfc42 80000000 bfe4cb1d 00000000 4f98a40d 80000000 64dd8286 42023849 2b804095 686f1f0b
// + 00000000 c6814b82 c16a7a1e 0c35110c 0469069e 00a8a0d0 619981c2 c15f70f9 3cdd9c36 5f97f78a ff800000 7f800000 40d64243 00000000 cc96a774 ff800000
// + 28a7078f c08959bc b38b139a 00000250 00000000 faf1cc10 c2576c15 bc721563 5d0e729a ff800000 00000000 411dee62 80000c59 1f3c8853 80000000 80000000
// + 7fffffff 80000001 c9849b12 22e0d831 50881cab c0267169 80000000 7f800000 a7469542 36e1663d c11a2ba1 0c4c6a50 5f189485 beb25e7b 80000000 c2035d0e
// + 80000000 ff800000 ff800000 af3f9e26 c014fbdd b0851883 00000000 000001e0 46ff1bf7 4198d5cf 000015c4 463581fb 1d465db8 ae3b5916 3fe19f80 0000005c
// + 00000002 b3cdf310 80000000 c0a4eed6 932c71aa b48dd5b6 e74e0bd5 727d7e96 c27228f8 00000000 2890a85c ff800000 560f88f2 c113acee 80000000 501dabb9
// + 00019cf5 7f800000 415c7f8c 00000000 0e7f8402 00000000 20b859ca 40a5fad3 28074ca0 976d3964 80000000 80000000 c0d47962 00000000 7f800000 7f800000
// + 3afcdf6e 41a91b94 1b174c8e f242d2c1 86954a78 ae86b2f4 c135cdd6 11831d87 4ace6fe4 7f800000 12c8ff36 c111f8da 80000000 b4c50cba 0cc7849f ff800000
// + c0351627 00000000 c1ddb866 7f800000 bf97c7de 419d7b37 80000000 c1306add acad9a4d 3e9c733b 417e98b0 1e7592e6 8e4c67ae 80000000 affc1c2c 40023c91
// + 00000000 882ddd85 f53d07d1 ff800000 406dd948 839c9174 4f15439f 7f800000 64edd1e4 41a7bd3f 1fa9ff96 52081c8f 1047b294 ea45ce07 42043090 3f4cb31c
// + 344aedc4 df34299f 6cefae08 410e05ae bbd8116d 354013f1 7f800000 00000000 c08f3e4f 00000002 80000000 ff800000 ff800000 c0016bd0 80000000 24a5a65a
// @data r_nearest_even_ftz f32 from r_nearest_even 1:80000000 17:00000000 26:00000000 34:00000000 44:00000000 49:00000000 64:00000000 84:00000000 115:00000000 124:80000000 129:80000000 149:80000000
// + 151:00000000 154:00000000 159:00000000 160:00000000 176:00000000 229:80000000 234:00000000 239:00000000 249:00000000
// @data r_zero f32 7b1f24a5 8000038d 80000000 41c6df46 80000000 90a9db33 7f7fffff 00000000 40af8d9e 00000000 26bfac3b ff7fffff 80000000 c0cdb0b9 3f39ac43 67ddf723
// + a9731745 00000003 40fca941 00000000 790af48a ea6ea8d8 4d8eb604 405c3318 00000000 df82a96e 00003717 00000000 41d0addb 00000000 7f7fffff dc4bb712
// + 7f7fffff 40c35fc5 00000015 00000000 ff7fffff ff7fffff 41f5d712 02fd34e2 e24750d0 fe998569 d5c98b6f 3ff9d6cc 00005b61 ac7c1485 7f7fffff 00000000
// + 408704e2 00000001 48b9c87e ceae0d48 80000000 c0501789 1972318a 48adfb60 80000000 c13c853c c1fbe3de 00000000 ff7fffff 00000000 cf7015e3 bfeb98dc
// + 22a62374 1a05ef50 80000000 7f7fffff c1208278 98aeb286 00000000 35830387 f6b31bd7 c17acc4c 80000000 cec61c22 e18ebfc6 7f7fffff c05733d8 13e5c6ac
// + d535caf0 00000000 80000000 c2654230 00006ae6 6bc01e8d 541dfc42 80000000 bfe4cb1d 00000000 4f98a40d 80000000 64dd8285 42023849 2b804095 686f1f0b
// + 00000000 c6814b81 c16a7a1e 0c35110c 0469069e 00a8a0cf 619981c2 c15f70f8 3cdd9c35 5f97f789 ff7fffff 7f7fffff 40d64242 00000000 cc96a774 ff7fffff
// + 28a7078e c08959bb b38b139a 0000024f 00000000 faf1cc0f c2576c15 bc721563 5d0e729a ff7fffff 00000000 411dee61 80000c59 1f3c8853 80000000 80000000
// + 7fffffff 80000000 c9849b12 22e0d830 50881caa c0267168 80000000 7f7fffff a7469542 36e1663c c11a2ba0 0c4c6a50 5f189484 beb25e7a 80000000 c2035d0e
// + 80000000 ff7fffff ff7fffff af3f9e25 c014fbdc b0851883 00000000 000001df 46ff1bf6 4198d5ce 000015c4 463581fb 1d465db7 ae3b5915 3fe19f80 0000005b
// + 00000001 b3cdf30f 80000000 c0a4eed6 932c71aa b48dd5b5 e74e0bd4 727d7e96 c27228f8 00000000 2890a85c ff7fffff 560f88f1 c113acee 80000000 501dabb8
// + 00019cf4 7f7fffff 415c7f8b 00000000 0e7f8402 00000000 20b859ca 40a5fad3 28074ca0 976d3964 80000000 80000000 c0d47961 00000000 7f7fffff 7f7fffff
// + 3afcdf6d 41a91b93 1b174c8d f242d2c1 86954a77 ae86b2f3 c135cdd5 11831d87 4ace6fe3 7f7fffff 12c8ff36 c111f8da 80000000 b4c50cb9 0cc7849f ff7fffff
// + c0351626 00000000 c1ddb865 7f7fffff bf97c7dd 419d7b37 80000000 c1306add acad9a4d 3e9c733a 417e98b0 1e7592e6 8e4c67ad 80000000 affc1c2c 40023c90
// + 00000000 882ddd84 f53d07d0 ff7fffff 406dd948 839c9173 4f15439e 7f7fffff 64edd1e4 41a7bd3e 1fa9ff95 52081c8e 1047b294 ea45ce07 4204308f 3f4cb31c
// + 344aedc4 df34299f 6cefae08 410e05ae bbd8116c 354013f0 7f7fffff 00000000 c08f3e4f 00000002 80000000 ff7fffff ff7fffff c0016bd0 80000000 24a5a65a
// @data r_zero_ftz f32 from r_zero 1:80000000 17:00000000 26:00000000 34:00000000 44:00000000 49:00000000 64:00000000 84:00000000 115:00000000 124:80000000 149:80000000 151:00000000
// + 154:00000000 159:00000000 160:00000000 176:00000000 229:80000000 234:00000000 239:00000000 249:00000000
// @data r_negative_inf f32 7b1f24a5 8000038e 80000001 41c6df46 80000001 90a9db34 7f7fffff 00000000 40af8d9e 00000000 26bfac3b ff800000 80000001 c0cdb0ba 3f39ac43 67ddf723
// + a9731746 00000003 40fca941 00000000 790af48a ea6ea8d9 4d8eb604 405c3318 00000000 df82a96f 00003717 00000000 41d0addb 00000000 7f7fffff dc4bb713
// + 7f7fffff 40c35fc5 00000015 00000000 ff800000 ff800000 41f5d712 02fd34e2 e24750d1 fe99856a d5c98b70 3ff9d6cc 00005b61 ac7c1486 7f7fffff 00000000
// + 408704e2 00000001 48b9c87e ceae0d49 80000001 c050178a 1972318a 48adfb60 80000001 c13c853d c1fbe3df 00000000 ff800000 00000000 cf7015e4 bfeb98dd
// + 22a62374 1a05ef50 80000001 7f7fffff c1208279 98aeb287 00000000 35830387 f6b31bd8 c17acc4d 80000001 cec61c23 e18ebfc7 7f7fffff c05733d9 13e5c6ac
// + d535caf1 00000000 80000001 c2654231 00006ae6 6bc01e8d 541dfc42 80000001 bfe4cb1e 00000000 4f98a40d 80000001 64dd8285 42023849 2b804095 686f1f0b
// + 00000000 c6814b82 c16a7a1f 0c35110c 0469069e 00a8a0cf 619981c2 c15f70f9 3cdd9c35 5f97f789 ff800000 7f7fffff 40d64242 00000000 cc96a775 ff800000
// + 28a7078e c08959bc b38b139b 0000024f 00000000 faf1cc10 c2576c16 bc721564 5d0e729a ff800000 00000000 411dee61 80000c5a 1f3c8853 80000001 80000001
// + 7fffffff 80000001 c9849b13 22e0d830 50881caa c0267169 80000001 7f7fffff a7469543 36e1663c c11a2ba1 0c4c6a50 5f189484 beb25e7b 80000001 c2035d0f
// + 80000001 ff800000 ff800000 af3f9e26 c014fbdd b0851884 00000000 000001df 46ff1bf6 4198d5ce 000015c4 463581fb 1d465db7 ae3b5916 3fe19f80 0000005b
// + 00000001 b3cdf310 80000001 c0a4eed7 932c71ab b48dd5b6 e74e0bd5 727d7e96 c27228f9 00000000 2890a85c ff800000 560f88f1 c113acef 80000001 501dabb8
// + 00019cf4 7f7fffff 415c7f8b 00000000 0e7f8402 00000000 20b859ca 40a5fad3 28074ca0 976d3965 80000001 80000001 c0d47962 00000000 7f7fffff 7f7fffff
// + 3afcdf6d 41a91b93 1b174c8d f242d2c2 86954a78 ae86b2f4 c135cdd6 11831d87 4ace6fe3 7f7fffff 12c8ff36 c111f8db 80000001 b4c50cba 0cc7849f ff800000
// + c0351627 00000000 c1ddb866 7f7fffff bf97c7de 419d7b37 80000001 c1306ade acad9a4e 3e9c733a 417e98b0 1e7592e6 8e4c67ae 80000001 affc1c2d 40023c90
// + 00000000 882ddd85 f53d07d1 ff800000 406dd948 839c9174 4f15439e 7f7fffff 64edd1e4 41a7bd3e 1fa9ff95 52081c8e 1047b294 ea45ce08 4204308f 3f4cb31c
// + 344aedc4 df3429a0 6cefae08 410e05ae bbd8116d 354013f0 7f7fffff 00000000 c08f3e50 00000002 80000001 ff800000 ff800000 c0016bd1 80000001 24a5a65a
// @data r_negative_inf_ftz f32 from r_negative_inf 1:80000000 2:80000000 4:80000000 12:80000000 17:00000000 26:00000000 34:00000000 44:00000000 49:00000000 52:80000000 56:80000000 64:00000000
// + 66:80000000 74:80000000 82:80000000 84:00000000 87:80000000 91:80000000 115:00000000 124:80000000 126:80000000 127:80000000 129:80000000 134:80000000
// + 142:80000000 144:80000000 149:80000000 151:00000000 154:00000000 159:00000000 160:00000000 162:80000000 174:80000000 176:00000000 186:80000000 187:80000000
// + 204:80000000 214:80000000 221:80000000 229:80000000 234:00000000 239:00000000 249:00000000 250:80000000 254:80000000
// @data r_positive_inf f32 7b1f24a6 8000038d 80000000 41c6df47 80000000 90a9db33 7f800000 00000001 40af8d9f 00000001 26bfac3c ff7fffff 80000000 c0cdb0b9 3f39ac44 67ddf724
// + a9731745 00000004 40fca942 00000001 790af48b ea6ea8d8 4d8eb605 405c3319 00000001 df82a96e 00003718 00000001 41d0addc 00000001 7f800000 dc4bb712
// + 7f800000 40c35fc6 00000016 00000001 ff7fffff ff7fffff 41f5d713 02fd34e3 e24750d0 fe998569 d5c98b6f 3ff9d6cd 00005b62 ac7c1485 7f800000 00000001
// + 408704e3 00000002 48b9c87f ceae0d48 80000000 c0501789 1972318b 48adfb61 80000000 c13c853c c1fbe3de 00000001 ff7fffff 00000001 cf7015e3 bfeb98dc
// + 22a62375 1a05ef51 80000000 7f800000 c1208278 98aeb286 00000001 35830388 f6b31bd7 c17acc4c 80000000 cec61c22 e18ebfc6 7f800000 c05733d8 13e5c6ad
// + d535caf0 00000001 80000000 c2654230 00006ae7 6bc01e8e 541dfc43 80000000 bfe4cb1d 00000001 4f98a40e 80000000 64dd8286 4202384a 2b804096 686f1f0c
// + 00000001 c6814b81 c16a7a1e 0c35110d 0469069f 00a8a0d0 619981c3 c15f70f8 3cdd9c36 5f97f78a ff7fffff 7f800000 40d64243 00000001 cc96a774 ff7fffff
// + 28a7078f c08959bb b38b139a 00000250 00000001 faf1cc0f c2576c15 bc721563 5d0e729b ff7fffff 00000001 411dee62 80000c59 1f3c8854 80000000 80000000
// + 7fffffff 80000000 c9849b12 22e0d831 50881cab c0267168 80000000 7f800000 a7469542 36e1663d c11a2ba0 0c4c6a51 5f189485 beb25e7a 80000000 c2035d0e
// + 80000000 ff7fffff ff7fffff af3f9e25 c014fbdc b0851883 00000001 000001e0 46ff1bf7 4198d5cf 000015c5 463581fc 1d465db8 ae3b5915 3fe19f81 0000005c
// + 00000002 b3cdf30f 80000000 c0a4eed6 932c71aa b48dd5b5 e74e0bd4 727d7e97 c27228f8 00000001 2890a85d ff7fffff 560f88f2 c113acee 80000000 501dabb9
// + 00019cf5 7f800000 415c7f8c 00000001 0e7f8403 00000001 20b859cb 40a5fad4 28074ca1 976d3964 80000000 80000000 c0d47961 00000001 7f800000 7f800000
// + 3afcdf6e 41a91b94 1b174c8e f242d2c1 86954a77 ae86b2f3 c135cdd5 11831d88 4ace6fe4 7f800000 12c8ff37 c111f8da 80000000 b4c50cb9 0cc784a0 ff7fffff
// + c0351626 00000001 c1ddb865 7f800000 bf97c7dd 419d7b38 80000000 c1306add acad9a4d 3e9c733b 417e98b1 1e7592e7 8e4c67ad 80000000 affc1c2c 40023c91
// + 00000001 882ddd84 f53d07d0 ff7fffff 406dd949 839c9173 4f15439f 7f800000 64edd1e5 41a7bd3f 1fa9ff96 52081c8f 1047b295 ea45ce07 42043090 3f4cb31d
// + 344aedc5 df34299f 6cefae09 410e05af bbd8116c 354013f1 7f800000 00000001 c08f3e4f 00000003 80000000 ff7fffff ff7fffff c0016bd0 80000000 24a5a65b
// @data r_positive_inf_ftz f32 from r_positive_inf 1:80000000 7:00000000 9:00000000 17:00000000 19:00000000 24:00000000 26:00000000 27:00000000 29:00000000 34:00000000 35:00000000 44:00000000
// + 47:00000000 49:00000000 59:00000000 61:00000000 64:00000000 70:00000000 81:00000000 84:00000000 89:00000000 96:00000000 109:00000000 115:00000000
// + 116:00000000 122:00000000 124:80000000 149:80000000 150:00000000 151:00000000 154:00000000 159:00000000 160:00000000 169:00000000 176:00000000 179:00000000
// + 181:00000000 189:00000000 209:00000000 224:00000000 229:80000000 234:00000000 239:00000000 247:00000000 249:00000000
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=mulf_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=mulf_zero grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=mulf_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=mulf_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=mulf_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 rounding<zero> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = mulf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
