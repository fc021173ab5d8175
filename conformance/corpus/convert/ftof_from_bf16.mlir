// @conformance 1
// @tier full
// @family convert
// ftof from bf16 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 0001 0040 007f 0080 0081 017f 071b 11a1 12f7 13ad 15f5 1bc7 1d97 1eda 1f40 29f7 2f8d 30b8 3766 3b7f 3b80 3b81 3bff
// + 3dbe 3dd6 3ddb 3def 3e12 3e1d 3e65 3e78 3e80 3e9e 3ea3 3eae 3f00 3f11 3f40 3f7e 3f7f 3f80 3f81 3f92 3fa0 3fbb 3fc0 3fe0
// + 3ff0 3fff 4000 4020 4032 4036 403e 403f 4040 4044 404f 4060 409d 40a0 40e0 40e6 40f1 40f6 4107 410c 413e 41d3 41d8 41e3
// + 4265 43e0 43e8 43f0 440a 450c 46b9 4760 4770 4780 4ce0 549b 5be5 5ccf 6a55 6dd0 6ead 70a5 711d 7d08 7eff 7f00 7f7f 7f80
// + 7f81 7fc0 8000 8001 8080 8696 89a7 94bb 972c 9aff 9ce1 a09f a239 a4b5 a607 a6db a813 ad80 b316 b53c bdb2 bdb5 bdbf bdca
// + be11 be4e be77 be78 be80 bee6 bf02 bf23 bf40 bf5c bf6a bf6c bf7c bf80 bfa0 bfc9 bfdf bfe0 bfef c020 c049 c060 c068 c069
// + c08f c0a0 c0a6 c0aa c0d9 c0db c0e0 c0f3 c0f7 c12a c133 c147 c195 c1ad c1b7 c21f c3e0 c3e8 c3f0 c643 c760 c770 c780 ce56
// + d18c d9a0 dc5a dc8c e245 e475 e605 ee07 ee4a ef1b ef2a f006 f1d8 f200 f845 fdd8 ff7f ff80 ffc5 0000 0001 0040 007f 0080
// + 0081 017f 071b 11a1 12f7 13ad 15f5 1bc7 1d97 1eda 1f40 29f7 2f8d 30b8 3766 3b7f 3b80 3b81 3bff 3dbe 3dd6 3ddb 3def 3e12
// + 3e1d 3e65 3e78 3e80 3e9e 3ea3 3eae 3f00 3f11 3f40 3f7e 3f7f 3f80 3f81 3f92 3fa0 3fbb 3fc0 3fe0 3ff0 3fff 4000 4020 4032
// + 4036 403e 403f 4040 4044 404f 4060 409d 40a0 40e0 40e6 40f1 40f6 4107 410c 413e
// @data r_f16_nearest_even f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 00e6 1bf8 1c00 1c08 1ff8
// + 2df0 2eb0 2ed8 2f78 3090 30e8 3328 33c0 3400 34f0 3518 3570 3800 3888 3a00 3bf0 3bf8 3c00 3c08 3c90 3d00 3dd8 3e00 3f00
// + 3f80 3ff8 4000 4100 4190 41b0 41f0 41f8 4200 4220 4278 4300 44e8 4500 4700 4730 4788 47b0 4838 4860 49f0 4e98 4ec0 4f18
// + 5328 5f00 5f40 5f80 6050 6860 75c8 7b00 7b80 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7fff 7fff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8001 800c ad90 ada8 adf8 ae50
// + b088 b270 b3b8 b3c0 b400 b730 b810 b918 ba00 bae0 bb50 bb60 bbe0 bc00 bd00 be48 bef8 bf00 bf78 c100 c248 c300 c340 c348
// + c478 c500 c530 c550 c6c8 c6d8 c700 c798 c7b8 c950 c998 ca38 cca8 cd68 cdb8 d0f8 df00 df40 df80 f218 fb00 fb80 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 00e6 1bf8 1c00 1c08 1ff8 2df0 2eb0 2ed8 2f78 3090
// + 30e8 3328 33c0 3400 34f0 3518 3570 3800 3888 3a00 3bf0 3bf8 3c00 3c08 3c90 3d00 3dd8 3e00 3f00 3f80 3ff8 4000 4100 4190
// + 41b0 41f0 41f8 4200 4220 4278 4300 44e8 4500 4700 4730 4788 47b0 4838 4860 49f0
// @data r_f16_zero f16 from r_f16_nearest_even 81:7bff 82:7bff 83:7bff 84:7bff 85:7bff 86:7bff 87:7bff 88:7bff 89:7bff 90:7bff 91:7bff 92:7bff
// + 93:7bff 94:7bff 114:8000 115:800b 166:fbff 167:fbff 168:fbff 169:fbff 170:fbff 171:fbff 172:fbff 173:fbff
// + 174:fbff 175:fbff 176:fbff 177:fbff 178:fbff 179:fbff 180:fbff 181:fbff 182:fbff 183:fbff 184:fbff
// @data r_f32_nearest_even f32 00000000 00010000 00400000 007f0000 00800000 00810000 017f0000 071b0000 11a10000 12f70000 13ad0000 15f50000 1bc70000 1d970000 1eda0000 1f400000
// + 29f70000 2f8d0000 30b80000 37660000 3b7f0000 3b800000 3b810000 3bff0000 3dbe0000 3dd60000 3ddb0000 3def0000 3e120000 3e1d0000 3e650000 3e780000
// + 3e800000 3e9e0000 3ea30000 3eae0000 3f000000 3f110000 3f400000 3f7e0000 3f7f0000 3f800000 3f810000 3f920000 3fa00000 3fbb0000 3fc00000 3fe00000
// + 3ff00000 3fff0000 40000000 40200000 40320000 40360000 403e0000 403f0000 40400000 40440000 404f0000 40600000 409d0000 40a00000 40e00000 40e60000
// + 40f10000 40f60000 41070000 410c0000 413e0000 41d30000 41d80000 41e30000 42650000 43e00000 43e80000 43f00000 440a0000 450c0000 46b90000 47600000
// + 47700000 47800000 4ce00000 549b0000 5be50000 5ccf0000 6a550000 6dd00000 6ead0000 70a50000 711d0000 7d080000 7eff0000 7f000000 7f7f0000 7f800000
// + 7fffffff 7fffffff 80000000 80010000 80800000 86960000 89a70000 94bb0000 972c0000 9aff0000 9ce10000 a09f0000 a2390000 a4b50000 a6070000 a6db0000
// + a8130000 ad800000 b3160000 b53c0000 bdb20000 bdb50000 bdbf0000 bdca0000 be110000 be4e0000 be770000 be780000 be800000 bee60000 bf020000 bf230000
// + bf400000 bf5c0000 bf6a0000 bf6c0000 bf7c0000 bf800000 bfa00000 bfc90000 bfdf0000 bfe00000 bfef0000 c0200000 c0490000 c0600000 c0680000 c0690000
// + c08f0000 c0a00000 c0a60000 c0aa0000 c0d90000 c0db0000 c0e00000 c0f30000 c0f70000 c12a0000 c1330000 c1470000 c1950000 c1ad0000 c1b70000 c21f0000
// + c3e00000 c3e80000 c3f00000 c6430000 c7600000 c7700000 c7800000 ce560000 d18c0000 d9a00000 dc5a0000 dc8c0000 e2450000 e4750000 e6050000 ee070000
// + ee4a0000 ef1b0000 ef2a0000 f0060000 f1d80000 f2000000 f8450000 fdd80000 ff7f0000 ff800000 7fffffff 00000000 00010000 00400000 007f0000 00800000
// + 00810000 017f0000 071b0000 11a10000 12f70000 13ad0000 15f50000 1bc70000 1d970000 1eda0000 1f400000 29f70000 2f8d0000 30b80000 37660000 3b7f0000
// + 3b800000 3b810000 3bff0000 3dbe0000 3dd60000 3ddb0000 3def0000 3e120000 3e1d0000 3e650000 3e780000 3e800000 3e9e0000 3ea30000 3eae0000 3f000000
// + 3f110000 3f400000 3f7e0000 3f7f0000 3f800000 3f810000 3f920000 3fa00000 3fbb0000 3fc00000 3fe00000 3ff00000 3fff0000 40000000 40200000 40320000
// + 40360000 403e0000 403f0000 40400000 40440000 404f0000 40600000 409d0000 40a00000 40e00000 40e60000 40f10000 40f60000 41070000 410c0000 413e0000
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f32_negative_inf f32 from r_f32_nearest_even
// @data r_f32_positive_inf f32 from r_f32_nearest_even
// @data r_f32_nearest_away f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 0000000000000000 37a0000000000000 3800000000000000 380fc00000000000 3810000000000000 3810200000000000 382fe00000000000 38e3600000000000
// + 3a34200000000000 3a5ee00000000000 3a75a00000000000 3abea00000000000 3b78e00000000000 3bb2e00000000000 3bdb400000000000 3be8000000000000
// + 3d3ee00000000000 3df1a00000000000 3e17000000000000 3eecc00000000000 3f6fe00000000000 3f70000000000000 3f70200000000000 3f7fe00000000000
// + 3fb7c00000000000 3fbac00000000000 3fbb600000000000 3fbde00000000000 3fc2400000000000 3fc3a00000000000 3fcca00000000000 3fcf000000000000
// + 3fd0000000000000 3fd3c00000000000 3fd4600000000000 3fd5c00000000000 3fe0000000000000 3fe2200000000000 3fe8000000000000 3fefc00000000000
// + 3fefe00000000000 3ff0000000000000 3ff0200000000000 3ff2400000000000 3ff4000000000000 3ff7600000000000 3ff8000000000000 3ffc000000000000
// + 3ffe000000000000 3fffe00000000000 4000000000000000 4004000000000000 4006400000000000 4006c00000000000 4007c00000000000 4007e00000000000
// + 4008000000000000 4008800000000000 4009e00000000000 400c000000000000 4013a00000000000 4014000000000000 401c000000000000 401cc00000000000
// + 401e200000000000 401ec00000000000 4020e00000000000 4021800000000000 4027c00000000000 403a600000000000 403b000000000000 403c600000000000
// + 404ca00000000000 407c000000000000 407d000000000000 407e000000000000 4081400000000000 40a1800000000000 40d7200000000000 40ec000000000000
// + 40ee000000000000 40f0000000000000 419c000000000000 4293600000000000 437ca00000000000 4399e00000000000 454aa00000000000 45ba000000000000
// + 45d5a00000000000 4614a00000000000 4623a00000000000 47a1000000000000 47dfe00000000000 47e0000000000000 47efe00000000000 7ff0000000000000
// + 7fffffffffffffff 7fffffffffffffff 8000000000000000 b7a0000000000000 b810000000000000 b8d2c00000000000 b934e00000000000 ba97600000000000
// + bae5800000000000 bb5fe00000000000 bb9c200000000000 bc13e00000000000 bc47200000000000 bc96a00000000000 bcc0e00000000000 bcdb600000000000
// + bd02600000000000 bdb0000000000000 be62c00000000000 bea7800000000000 bfb6400000000000 bfb6a00000000000 bfb7e00000000000 bfb9400000000000
// + bfc2200000000000 bfc9c00000000000 bfcee00000000000 bfcf000000000000 bfd0000000000000 bfdcc00000000000 bfe0400000000000 bfe4600000000000
// + bfe8000000000000 bfeb800000000000 bfed400000000000 bfed800000000000 bfef800000000000 bff0000000000000 bff4000000000000 bff9200000000000
// + bffbe00000000000 bffc000000000000 bffde00000000000 c004000000000000 c009200000000000 c00c000000000000 c00d000000000000 c00d200000000000
// + c011e00000000000 c014000000000000 c014c00000000000 c015400000000000 c01b200000000000 c01b600000000000 c01c000000000000 c01e600000000000
// + c01ee00000000000 c025400000000000 c026600000000000 c028e00000000000 c032a00000000000 c035a00000000000 c036e00000000000 c043e00000000000
// + c07c000000000000 c07d000000000000 c07e000000000000 c0c8600000000000 c0ec000000000000 c0ee000000000000 c0f0000000000000 c1cac00000000000
// + c231800000000000 c334000000000000 c38b400000000000 c391800000000000 c448a00000000000 c48ea00000000000 c4c0a00000000000 c5c0e00000000000
// + c5c9400000000000 c5e3600000000000 c5e5400000000000 c600c00000000000 c63b000000000000 c640000000000000 c708a00000000000 c7bb000000000000
// + c7efe00000000000 fff0000000000000 7fffffffffffffff 0000000000000000 37a0000000000000 3800000000000000 380fc00000000000 3810000000000000
// + 3810200000000000 382fe00000000000 38e3600000000000 3a34200000000000 3a5ee00000000000 3a75a00000000000 3abea00000000000 3b78e00000000000
// + 3bb2e00000000000 3bdb400000000000 3be8000000000000 3d3ee00000000000 3df1a00000000000 3e17000000000000 3eecc00000000000 3f6fe00000000000
// + 3f70000000000000 3f70200000000000 3f7fe00000000000 3fb7c00000000000 3fbac00000000000 3fbb600000000000 3fbde00000000000 3fc2400000000000
// + 3fc3a00000000000 3fcca00000000000 3fcf000000000000 3fd0000000000000 3fd3c00000000000 3fd4600000000000 3fd5c00000000000 3fe0000000000000
// + 3fe2200000000000 3fe8000000000000 3fefc00000000000 3fefe00000000000 3ff0000000000000 3ff0200000000000 3ff2400000000000 3ff4000000000000
// + 3ff7600000000000 3ff8000000000000 3ffc000000000000 3ffe000000000000 3fffe00000000000 4000000000000000 4004000000000000 4006400000000000
// + 4006c00000000000 4007c00000000000 4007e00000000000 4008000000000000 4008800000000000 4009e00000000000 400c000000000000 4013a00000000000
// + 4014000000000000 401c000000000000 401cc00000000000 401e200000000000 401ec00000000000 4020e00000000000 4021800000000000 4027c00000000000
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00000000 00010000 00400000 007f0000 00800000 00810000 017f0000 071b0000 11a10000 12f70000 13ad0000 15f50000 1bc70000 1d970000 1eda0000 1f400000
// + 29f70000 2f8d0000 30b80000 37660000 3b7f0000 3b800000 3b810000 3bff0000 3dbe0000 3dd60000 3ddb0000 3def0000 3e120000 3e1d0000 3e650000 3e780000
// + 3e800000 3e9e0000 3ea30000 3eae0000 3f000000 3f110000 3f400000 3f7e0000 3f7f0000 3f800000 3f810000 3f920000 3fa00000 3fbb0000 3fc00000 3fe00000
// + 3ff00000 3fff0000 40000000 40200000 40320000 40360000 403e0000 403f0000 40400000 40440000 404f0000 40600000 409d0000 40a00000 40e00000 40e60000
// + 40f10000 40f60000 41070000 410c0000 413e0000 41d30000 41d80000 41e30000 42650000 43e00000 43e80000 43f00000 440a0000 450c0000 46b90000 47600000
// + 47700000 47800000 4ce00000 549b0000 5be50000 5ccf0000 6a550000 6dd00000 6ead0000 70a50000 711d0000 7d080000 7eff0000 7f000000 7f7f0000 7f800000
// + 7fffe000 7fffe000 80000000 80010000 80800000 86960000 89a70000 94bb0000 972c0000 9aff0000 9ce10000 a09f0000 a2390000 a4b50000 a6070000 a6db0000
// + a8130000 ad800000 b3160000 b53c0000 bdb20000 bdb50000 bdbf0000 bdca0000 be110000 be4e0000 be770000 be780000 be800000 bee60000 bf020000 bf230000
// + bf400000 bf5c0000 bf6a0000 bf6c0000 bf7c0000 bf800000 bfa00000 bfc90000 bfdf0000 bfe00000 bfef0000 c0200000 c0490000 c0600000 c0680000 c0690000
// + c08f0000 c0a00000 c0a60000 c0aa0000 c0d90000 c0db0000 c0e00000 c0f30000 c0f70000 c12a0000 c1330000 c1470000 c1950000 c1ad0000 c1b70000 c21f0000
// + c3e00000 c3e80000 c3f00000 c6430000 c7600000 c7700000 c7800000 ce560000 d18c0000 d9a00000 dc5a0000 dc8c0000 e2450000 e4750000 e6050000 ee070000
// + ee4a0000 ef1b0000 ef2a0000 f0060000 f1d80000 f2000000 f8450000 fdd80000 ff7f0000 ff800000 7fffe000 00000000 00010000 00400000 007f0000 00800000
// + 00810000 017f0000 071b0000 11a10000 12f70000 13ad0000 15f50000 1bc70000 1d970000 1eda0000 1f400000 29f70000 2f8d0000 30b80000 37660000 3b7f0000
// + 3b800000 3b810000 3bff0000 3dbe0000 3dd60000 3ddb0000 3def0000 3e120000 3e1d0000 3e650000 3e780000 3e800000 3e9e0000 3ea30000 3eae0000 3f000000
// + 3f110000 3f400000 3f7e0000 3f7f0000 3f800000 3f810000 3f920000 3fa00000 3fbb0000 3fc00000 3fe00000 3ff00000 3fff0000 40000000 40200000 40320000
// + 40360000 403e0000 403f0000 40400000 40440000 404f0000 40600000 409d0000 40a00000 40e00000 40e60000 40f10000 40f60000 41070000 410c0000 413e0000
// @data r_tf32_zero tf32 from r_tf32_nearest_even
// @data r_tf32_negative_inf tf32 from r_tf32_nearest_even
// @data r_tf32_positive_inf tf32 from r_tf32_nearest_even
// @data r_tf32_nearest_away tf32 from r_tf32_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 02 02 02 04
// + 1c 1d 1e 1f 21 22 26 28 28 2a 2a 2b 30 31 34 38 38 38 38 39 3a 3c 3c 3e
// + 3f 40 40 42 43 43 44 44 44 44 45 46 4a 4a 4e 4e 4f 4f 50 51 54 5d 5e 5e
// + 66 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7f 7f 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 9b 9b 9c 9d
// + a1 a5 a7 a8 a8 ae b0 b2 b4 b6 b7 b7 b8 b8 ba bd be be bf c2 c5 c6 c6 c7
// + c9 ca ca cb ce ce ce cf cf d3 d3 d4 d9 db db e2 fe fe fe fe fe fe fe fe
// + fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe 7f 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 02 02 02 04 1c 1d 1e 1f 21
// + 22 26 28 28 2a 2a 2b 30 31 34 38 38 38 38 39 3a 3c 3c 3e 3f 40 40 42 43
// + 43 44 44 44 44 45 46 4a 4a 4e 4e 4f 4f 50 51 54
// @data r_f8E5M2_nearest_even f8E5M2 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 1c 1c 1c 20
// + 2e 2f 2f 2f 31 31 33 34 34 35 35 35 38 39 3a 3c 3c 3c 3c 3d 3d 3e 3e 3f
// + 40 40 40 41 42 42 42 42 42 42 42 43 45 45 47 47 48 48 48 48 4a 4f 4f 4f
// + 53 5f 5f 60 60 68 76 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7f 7f 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 ae ae ae ae
// + b1 b2 b4 b4 b4 b7 b8 b9 ba bb bb bb bc bc bd be bf bf bf c1 c2 c3 c3 c3
// + c4 c5 c5 c5 c7 c7 c7 c8 c8 c9 ca ca cd cd ce d1 df df e0 f2 fb fb fb fb
// + fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb 7f 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 1c 1c 1c 20 2e 2f 2f 2f 31
// + 31 33 34 34 35 35 35 38 39 3a 3c 3c 3c 3c 3d 3d 3e 3e 3f 40 40 40 41 42
// + 42 42 42 42 42 42 43 45 45 47 47 48 48 48 48 4a
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 00 00 00 01 01 02 0e 23 25 27 2b 37 3b 3d 3e 53 5f 61 6e 76 77 77 77
// + 7b 7b 7b 7b 7c 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 80 80 80 80 80 80 80 80 80 80 81 81 81 81 81 81 82 82 82 83 83 83
// + 84 87 87 87 88 8a 8d 8e 8e 8f 99 a9 b7 b9 d4 db dd e1 e2 fa fd fe fe fe
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 00 01
// + 01 02 0e 23 25 27 2b 37 3b 3d 3e 53 5f 61 6e 76 77 77 77 7b 7b 7b 7b 7c
// + 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80
// + 80 80 80 80 80 80 80 81 81 81 81 81 81 82 82 82
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 00 00 01 01 02 03 0f 24 26 28 2c 38 3c 3e 3f 54 60 62 6f 77 77 78 78
// + 7c 7c 7c 7c 7d 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f 7f 7f 80 80 80 80 80 80
// + 80 80 80 81 81 81 81 81 81 81 81 81 82 82 82 82 82 82 83 83 83 84 84 84
// + 85 88 88 88 89 8b 8e 8f 8f 8f 9a aa b8 ba d5 dc de e2 e3 fb fe fe fe fe
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 01 01
// + 02 03 0f 24 26 28 2c 38 3c 3e 3f 54 60 62 6f 77 77 78 78 7c 7c 7c 7c 7d
// + 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 80 80 81 81
// + 81 81 81 81 81 81 81 82 82 82 82 82 82 83 83 83
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 1 1 1 1 1 2 2 2 2 2 2 2 3 3 4
// + 4 4 4 4 5 5 5 5 5 5 5 6 6 6 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 8 8 8 8 9 9 9 a a a a a a a b b c c c d e e e
// + e e f f f f f f f f f f f f f f f f f f f f f f
// + f f f f f f f f f f f f f f f f f f 7 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 1 1 1 1 1 2 2 2 2 2 2 2 3 3 4 4 4 4 4 5
// + 5 5 5 5 5 5 6 6 6 7 7 7 7 7 7 7
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf bf16 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf bf16 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf bf16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf bf16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf bf16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf bf16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run f32_nearest_away entry=f32_nearest_away grid=1
// @arg buf bf16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_away prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf bf16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf bf16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf bf16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf bf16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf bf16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf bf16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf bf16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run tf32_negative_inf entry=tf32_negative_inf grid=1
// @arg buf bf16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_negative_inf prov=convert
// @run tf32_positive_inf entry=tf32_positive_inf grid=1
// @arg buf bf16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_positive_inf prov=convert
// @run tf32_nearest_away entry=tf32_nearest_away grid=1
// @arg buf bf16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_away prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf bf16 a
// @arg buf f8E4M3FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf bf16 a
// @arg buf f8E5M2 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf bf16 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf bf16 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf bf16 a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<bf16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xbf16> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<bf16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xbf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xbf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xbf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_away(%a0: tile<ptr<bf16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xbf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<bf16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xbf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xbf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xbf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<bf16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xbf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<bf16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xbf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_negative_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xbf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_positive_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xbf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_away(%a0: tile<ptr<bf16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xbf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xf8E5M2>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<bf16>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xbf16> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xbf16> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = ftof %x0 : tile<256xbf16> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
