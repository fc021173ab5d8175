// @conformance 1
// @tier full
// @family convert
// ftof from f16 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 0001 01ab 0200 0273 03ff 0400 0401 0bc7 0bfb 0bff 0fff 1000 1001 1082 13ff 17ae 188f 2357 2c41 2d16 2d3d 2eac 2f79
// + 31e4 3298 3315 3369 33a5 3400 34af 34e0 3800 394a 39ac 39d5 3a00 3a63 3a85 3b15 3b20 3bff 3c00 3c01 3d00 3d4a 3dbc 3e00
// + 3e7a 3f00 3f12 3f20 3fff 4000 4058 4100 41a9 41b9 4200 4300 432a 43c0 44ee 4500 4700 47e5 48e2 4b75 4b76 4ddd 4e38 4ea6
// + 4eee 5016 50c4 55e4 5a40 5adc 5c61 5f00 5f40 5f80 6844 6d69 77ff 7800 7b00 7b25 7b80 7bff 7c00 7c01 7c88 7e00 7f90 8000
// + 8001 820c 8400 8a46 8d76 9388 9664 9b7c 9e96 a8c5 aa95 aba6 ac2b acb7 acf3 ad84 ada8 b030 b131 b21a b275 b34e b3a0 b400
// + b405 b451 b64d b7ec b816 ba00 ba1b baa2 bb10 bb11 bb34 bc00 bc57 bd00 bd12 bf00 bfa9 c043 c100 c113 c221 c26b c2fe c300
// + c3d8 c500 c512 c5f3 c6c6 c700 c8c5 c8de c8e9 c927 ca9b caab caf9 cc9e cd19 ce96 cf8c cfe7 d2e8 d844 da51 dbbf de46 df00
// + df40 df4c df80 e245 e65f e757 ec8a ef19 f1c8 f44e fb00 fb67 fb80 fbff fc00 fcaf fd9e fe05 0000 0001 01ab 0200 0273 03ff
// + 0400 0401 0bc7 0bfb 0bff 0fff 1000 1001 1082 13ff 17ae 188f 2357 2c41 2d16 2d3d 2eac 2f79 31e4 3298 3315 3369 33a5 3400
// + 34af 34e0 3800 394a 39ac 39d5 3a00 3a63 3a85 3b15 3b20 3bff 3c00 3c01 3d00 3d4a 3dbc 3e00 3e7a 3f00 3f12 3f20 3fff 4000
// + 4058 4100 41a9 41b9 4200 4300 432a 43c0 44ee 4500 4700 47e5 48e2 4b75 4b76 4ddd
// @data r_bf16_nearest_even bf16 0000 3380 37d6 3800 381d 3880 3880 3880 3979 397f 3980 3a00 3a00 3a00 3a10 3a80 3af6 3b12 3c6b 3d88 3da3 3da8 3dd6 3def
// + 3e3c 3e53 3e63 3e6d 3e75 3e80 3e96 3e9c 3f00 3f29 3f36 3f3b 3f40 3f4c 3f51 3f63 3f64 3f80 3f80 3f80 3fa0 3fa9 3fb8 3fc0
// + 3fcf 3fe0 3fe2 3fe4 4000 4000 400b 4020 4035 4037 4040 4060 4065 4078 409e 40a0 40e0 40fd 411c 416f 416f 41bc 41c7 41d5
// + 41de 4203 4218 42bc 4348 435c 438c 43e0 43e8 43f0 4508 45ad 4700 4700 4760 4765 4770 4780 7f80 7fff 7fff 7fff 7fff 8000
// + b380 b803 b880 b949 b9af ba71 bacc bb70 bbd3 bd19 bd53 bd75 bd85 bd97 bd9e bdb0 bdb5 be06 be26 be43 be4f be6a be74 be80
// + be81 be8a beca befe bf03 bf40 bf43 bf54 bf62 bf62 bf66 bf80 bf8b bfa0 bfa2 bfe0 bff5 c008 c020 c022 c044 c04d c060 c060
// + c07b c0a0 c0a2 c0be c0d9 c0e0 c119 c11c c11d c125 c153 c155 c15f c194 c1a3 c1d3 c1f2 c1fd c25d c308 c34a c378 c3c9 c3e0
// + c3e8 c3ea c3f0 c449 c4cc c4eb c591 c5e3 c639 c68a c760 c76d c770 c780 ff80 7fff 7fff 7fff 0000 3380 37d6 3800 381d 3880
// + 3880 3880 3979 397f 3980 3a00 3a00 3a00 3a10 3a80 3af6 3b12 3c6b 3d88 3da3 3da8 3dd6 3def 3e3c 3e53 3e63 3e6d 3e75 3e80
// + 3e96 3e9c 3f00 3f29 3f36 3f3b 3f40 3f4c 3f51 3f63 3f64 3f80 3f80 3f80 3fa0 3fa9 3fb8 3fc0 3fcf 3fe0 3fe2 3fe4 4000 4000
// + 400b 4020 4035 4037 4040 4060 4065 4078 409e 40a0 40e0 40fd 411c 416f 416f 41bc
// @data r_bf16_zero bf16 0000 3380 37d5 3800 381c 387f 3880 3880 3978 397f 397f 39ff 3a00 3a00 3a10 3a7f 3af5 3b11 3c6a 3d88 3da2 3da7 3dd5 3def
// + 3e3c 3e53 3e62 3e6d 3e74 3e80 3e95 3e9c 3f00 3f29 3f35 3f3a 3f40 3f4c 3f50 3f62 3f64 3f7f 3f80 3f80 3fa0 3fa9 3fb7 3fc0
// + 3fcf 3fe0 3fe2 3fe4 3fff 4000 400b 4020 4035 4037 4040 4060 4065 4078 409d 40a0 40e0 40fc 411c 416e 416e 41bb 41c7 41d4
// + 41dd 4202 4218 42bc 4348 435b 438c 43e0 43e8 43f0 4508 45ad 46ff 4700 4760 4764 4770 477f 7f80 7fff 7fff 7fff 7fff 8000
// + b380 b803 b880 b948 b9ae ba71 bacc bb6f bbd2 bd18 bd52 bd74 bd85 bd96 bd9e bdb0 bdb5 be06 be26 be43 be4e be69 be74 be80
// + be80 be8a bec9 befd bf02 bf40 bf43 bf54 bf62 bf62 bf66 bf80 bf8a bfa0 bfa2 bfe0 bff5 c008 c020 c022 c044 c04d c05f c060
// + c07b c0a0 c0a2 c0be c0d8 c0e0 c118 c11b c11d c124 c153 c155 c15f c193 c1a3 c1d2 c1f1 c1fc c25d c308 c34a c377 c3c8 c3e0
// + c3e8 c3e9 c3f0 c448 c4cb c4ea c591 c5e3 c639 c689 c760 c76c c770 c77f ff80 7fff 7fff 7fff 0000 3380 37d5 3800 381c 387f
// + 3880 3880 3978 397f 397f 39ff 3a00 3a00 3a10 3a7f 3af5 3b11 3c6a 3d88 3da2 3da7 3dd5 3def 3e3c 3e53 3e62 3e6d 3e74 3e80
// + 3e95 3e9c 3f00 3f29 3f35 3f3a 3f40 3f4c 3f50 3f62 3f64 3f7f 3f80 3f80 3fa0 3fa9 3fb7 3fc0 3fcf 3fe0 3fe2 3fe4 3fff 4000
// + 400b 4020 4035 4037 4040 4060 4065 4078 409d 40a0 40e0 40fc 411c 416e 416e 41bb
// @data r_f32_nearest_even f32 00000000 33800000 37d58000 38000000 381cc000 387fc000 38800000 38802000 3978e000 397f6000 397fe000 39ffe000 3a000000 3a002000 3a104000 3a7fe000
// + 3af5c000 3b11e000 3c6ae000 3d882000 3da2c000 3da7a000 3dd58000 3def2000 3e3c8000 3e530000 3e62a000 3e6d2000 3e74a000 3e800000 3e95e000 3e9c0000
// + 3f000000 3f294000 3f358000 3f3aa000 3f400000 3f4c6000 3f50a000 3f62a000 3f640000 3f7fe000 3f800000 3f802000 3fa00000 3fa94000 3fb78000 3fc00000
// + 3fcf4000 3fe00000 3fe24000 3fe40000 3fffe000 40000000 400b0000 40200000 40352000 40372000 40400000 40600000 40654000 40780000 409dc000 40a00000
// + 40e00000 40fca000 411c4000 416ea000 416ec000 41bba000 41c70000 41d4c000 41ddc000 4202c000 42188000 42bc8000 43480000 435b8000 438c2000 43e00000
// + 43e80000 43f00000 45088000 45ad2000 46ffe000 47000000 47600000 4764a000 47700000 477fe000 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 80000000
// + b3800000 b8030000 b8800000 b948c000 b9aec000 ba710000 bacc8000 bb6f8000 bbd2c000 bd18a000 bd52a000 bd74c000 bd856000 bd96e000 bd9e6000 bdb08000
// + bdb50000 be060000 be262000 be434000 be4ea000 be69c000 be740000 be800000 be80a000 be8a2000 bec9a000 befd8000 bf02c000 bf400000 bf436000 bf544000
// + bf620000 bf622000 bf668000 bf800000 bf8ae000 bfa00000 bfa24000 bfe00000 bff52000 c0086000 c0200000 c0226000 c0442000 c04d6000 c05fc000 c0600000
// + c07b0000 c0a00000 c0a24000 c0be6000 c0d8c000 c0e00000 c118a000 c11bc000 c11d2000 c124e000 c1536000 c1556000 c15f2000 c193c000 c1a32000 c1d2c000
// + c1f18000 c1fce000 c25d0000 c3088000 c34a2000 c377e000 c3c8c000 c3e00000 c3e80000 c3e98000 c3f00000 c448a000 c4cbe000 c4eae000 c5914000 c5e32000
// + c6390000 c689c000 c7600000 c76ce000 c7700000 c77fe000 ff800000 7fffffff 7fffffff 7fffffff 00000000 33800000 37d58000 38000000 381cc000 387fc000
// + 38800000 38802000 3978e000 397f6000 397fe000 39ffe000 3a000000 3a002000 3a104000 3a7fe000 3af5c000 3b11e000 3c6ae000 3d882000 3da2c000 3da7a000
// + 3dd58000 3def2000 3e3c8000 3e530000 3e62a000 3e6d2000 3e74a000 3e800000 3e95e000 3e9c0000 3f000000 3f294000 3f358000 3f3aa000 3f400000 3f4c6000
// + 3f50a000 3f62a000 3f640000 3f7fe000 3f800000 3f802000 3fa00000 3fa94000 3fb78000 3fc00000 3fcf4000 3fe00000 3fe24000 3fe40000 3fffe000 40000000
// + 400b0000 40200000 40352000 40372000 40400000 40600000 40654000 40780000 409dc000 40a00000 40e00000 40fca000 411c4000 416ea000 416ec000 41bba000
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f32_negative_inf f32 from r_f32_nearest_even
// @data r_f32_positive_inf f32 from r_f32_nearest_even
// @data r_f32_nearest_away f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 0000000000000000 3e70000000000000 3efab00000000000 3f00000000000000 3f03980000000000 3f0ff80000000000 3f10000000000000 3f10040000000000
// + 3f2f1c0000000000 3f2fec0000000000 3f2ffc0000000000 3f3ffc0000000000 3f40000000000000 3f40040000000000 3f42080000000000 3f4ffc0000000000
// + 3f5eb80000000000 3f623c0000000000 3f8d5c0000000000 3fb1040000000000 3fb4580000000000 3fb4f40000000000 3fbab00000000000 3fbde40000000000
// + 3fc7900000000000 3fca600000000000 3fcc540000000000 3fcda40000000000 3fce940000000000 3fd0000000000000 3fd2bc0000000000 3fd3800000000000
// + 3fe0000000000000 3fe5280000000000 3fe6b00000000000 3fe7540000000000 3fe8000000000000 3fe98c0000000000 3fea140000000000 3fec540000000000
// + 3fec800000000000 3feffc0000000000 3ff0000000000000 3ff0040000000000 3ff4000000000000 3ff5280000000000 3ff6f00000000000 3ff8000000000000
// + 3ff9e80000000000 3ffc000000000000 3ffc480000000000 3ffc800000000000 3ffffc0000000000 4000000000000000 4001600000000000 4004000000000000
// + 4006a40000000000 4006e40000000000 4008000000000000 400c000000000000 400ca80000000000 400f000000000000 4013b80000000000 4014000000000000
// + 401c000000000000 401f940000000000 4023880000000000 402dd40000000000 402dd80000000000 4037740000000000 4038e00000000000 403a980000000000
// + 403bb80000000000 4040580000000000 4043100000000000 4057900000000000 4069000000000000 406b700000000000 4071840000000000 407c000000000000
// + 407d000000000000 407e000000000000 40a1100000000000 40b5a40000000000 40dffc0000000000 40e0000000000000 40ec000000000000 40ec940000000000
// + 40ee000000000000 40effc0000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 8000000000000000
// + be70000000000000 bf00600000000000 bf10000000000000 bf29180000000000 bf35d80000000000 bf4e200000000000 bf59900000000000 bf6df00000000000
// + bf7a580000000000 bfa3140000000000 bfaa540000000000 bfae980000000000 bfb0ac0000000000 bfb2dc0000000000 bfb3cc0000000000 bfb6100000000000
// + bfb6a00000000000 bfc0c00000000000 bfc4c40000000000 bfc8680000000000 bfc9d40000000000 bfcd380000000000 bfce800000000000 bfd0000000000000
// + bfd0140000000000 bfd1440000000000 bfd9340000000000 bfdfb00000000000 bfe0580000000000 bfe8000000000000 bfe86c0000000000 bfea880000000000
// + bfec400000000000 bfec440000000000 bfecd00000000000 bff0000000000000 bff15c0000000000 bff4000000000000 bff4480000000000 bffc000000000000
// + bffea40000000000 c0010c0000000000 c004000000000000 c0044c0000000000 c008840000000000 c009ac0000000000 c00bf80000000000 c00c000000000000
// + c00f600000000000 c014000000000000 c014480000000000 c017cc0000000000 c01b180000000000 c01c000000000000 c023140000000000 c023780000000000
// + c023a40000000000 c0249c0000000000 c02a6c0000000000 c02aac0000000000 c02be40000000000 c032780000000000 c034640000000000 c03a580000000000
// + c03e300000000000 c03f9c0000000000 c04ba00000000000 c061100000000000 c069440000000000 c06efc0000000000 c079180000000000 c07c000000000000
// + c07d000000000000 c07d300000000000 c07e000000000000 c089140000000000 c0997c0000000000 c09d5c0000000000 c0b2280000000000 c0bc640000000000
// + c0c7200000000000 c0d1380000000000 c0ec000000000000 c0ed9c0000000000 c0ee000000000000 c0effc0000000000 fff0000000000000 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 0000000000000000 3e70000000000000 3efab00000000000 3f00000000000000 3f03980000000000 3f0ff80000000000
// + 3f10000000000000 3f10040000000000 3f2f1c0000000000 3f2fec0000000000 3f2ffc0000000000 3f3ffc0000000000 3f40000000000000 3f40040000000000
// + 3f42080000000000 3f4ffc0000000000 3f5eb80000000000 3f623c0000000000 3f8d5c0000000000 3fb1040000000000 3fb4580000000000 3fb4f40000000000
// + 3fbab00000000000 3fbde40000000000 3fc7900000000000 3fca600000000000 3fcc540000000000 3fcda40000000000 3fce940000000000 3fd0000000000000
// + 3fd2bc0000000000 3fd3800000000000 3fe0000000000000 3fe5280000000000 3fe6b00000000000 3fe7540000000000 3fe8000000000000 3fe98c0000000000
// + 3fea140000000000 3fec540000000000 3fec800000000000 3feffc0000000000 3ff0000000000000 3ff0040000000000 3ff4000000000000 3ff5280000000000
// + 3ff6f00000000000 3ff8000000000000 3ff9e80000000000 3ffc000000000000 3ffc480000000000 3ffc800000000000 3ffffc0000000000 4000000000000000
// + 4001600000000000 4004000000000000 4006a40000000000 4006e40000000000 4008000000000000 400c000000000000 400ca80000000000 400f000000000000
// + 4013b80000000000 4014000000000000 401c000000000000 401f940000000000 4023880000000000 402dd40000000000 402dd80000000000 4037740000000000
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00000000 33800000 37d58000 38000000 381cc000 387fc000 38800000 38802000 3978e000 397f6000 397fe000 39ffe000 3a000000 3a002000 3a104000 3a7fe000
// + 3af5c000 3b11e000 3c6ae000 3d882000 3da2c000 3da7a000 3dd58000 3def2000 3e3c8000 3e530000 3e62a000 3e6d2000 3e74a000 3e800000 3e95e000 3e9c0000
// + 3f000000 3f294000 3f358000 3f3aa000 3f400000 3f4c6000 3f50a000 3f62a000 3f640000 3f7fe000 3f800000 3f802000 3fa00000 3fa94000 3fb78000 3fc00000
// + 3fcf4000 3fe00000 3fe24000 3fe40000 3fffe000 40000000 400b0000 40200000 40352000 40372000 40400000 40600000 40654000 40780000 409dc000 40a00000
// + 40e00000 40fca000 411c4000 416ea000 416ec000 41bba000 41c70000 41d4c000 41ddc000 4202c000 42188000 42bc8000 43480000 435b8000 438c2000 43e00000
// + 43e80000 43f00000 45088000 45ad2000 46ffe000 47000000 47600000 4764a000 47700000 477fe000 7f800000 7fffe000 7fffe000 7fffe000 7fffe000 80000000
// + b3800000 b8030000 b8800000 b948c000 b9aec000 ba710000 bacc8000 bb6f8000 bbd2c000 bd18a000 bd52a000 bd74c000 bd856000 bd96e000 bd9e6000 bdb08000
// + bdb50000 be060000 be262000 be434000 be4ea000 be69c000 be740000 be800000 be80a000 be8a2000 bec9a000 befd8000 bf02c000 bf400000 bf436000 bf544000
// + bf620000 bf622000 bf668000 bf800000 bf8ae000 bfa00000 bfa24000 bfe00000 bff52000 c0086000 c0200000 c0226000 c0442000 c04d6000 c05fc000 c0600000
// + c07b0000 c0a00000 c0a24000 c0be6000 c0d8c000 c0e00000 c118a000 c11bc000 c11d2000 c124e000 c1536000 c1556000 c15f2000 c193c000 c1a32000 c1d2c000
// + c1f18000 c1fce000 c25d0000 c3088000 c34a2000 c377e000 c3c8c000 c3e00000 c3e80000 c3e98000 c3f00000 c448a000 c4cbe000 c4eae000 c5914000 c5e32000
// + c6390000 c689c000 c7600000 c76ce000 c7700000 c77fe000 ff800000 7fffe000 7fffe000 7fffe000 00000000 33800000 37d58000 38000000 381cc000 387fc000
// + 38800000 38802000 3978e000 397f6000 397fe000 39ffe000 3a000000 3a002000 3a104000 3a7fe000 3af5c000 3b11e000 3c6ae000 3d882000 3da2c000 3da7a000
// + 3dd58000 3def2000 3e3c8000 3e530000 3e62a000 3e6d2000 3e74a000 3e800000 3e95e000 3e9c0000 3f000000 3f294000 3f358000 3f3aa000 3f400000 3f4c6000
// + 3f50a000 3f62a000 3f640000 3f7fe000 3f800000 3f802000 3fa00000 3fa94000 3fb78000 3fc00000 3fcf4000 3fe00000 3fe24000 3fe40000 3fffe000 40000000
// + 400b0000 40200000 40352000 40372000 40400000 40600000 40654000 40780000 409dc000 40a00000 40e00000 40fca000 411c4000 416ea000 416ec000 41bba000
// @data r_tf32_zero tf32 from r_tf32_nearest_even
// @data r_tf32_negative_inf tf32 from r_tf32_nearest_even
// @data r_tf32_positive_inf tf32 from r_tf32_nearest_even
// @data r_tf32_nearest_away tf32 from r_tf32_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 07 19 1a 1a 1d 1f
// + 24 25 26 27 27 28 29 2a 30 33 33 34 34 35 35 36 36 38 38 38 3a 3b 3b 3c
// + 3d 3e 3e 3e 40 40 41 42 43 43 44 46 46 48 4a 4a 4e 50 52 57 57 5c 5c 5d
// + 5e 60 62 6c 74 76 79 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 80
// + 80 80 80 80 80 80 81 82 83 92 95 97 98 99 9a 9b 9b a0 a2 a4 a5 a7 a7 a8
// + a8 a9 ad b0 b0 b4 b4 b5 b6 b6 b6 b8 b9 ba ba be bf c1 c2 c2 c4 c5 c6 c6
// + c8 ca ca cc ce ce d2 d2 d2 d2 d5 d5 d6 d9 da dd df e0 e6 f1 f5 f7 fd fe
// + fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe 7f 7f 7f 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 01 01 07 19 1a 1a 1d 1f 24 25 26 27 27 28
// + 29 2a 30 33 33 34 34 35 35 36 36 38 38 38 3a 3b 3b 3c 3d 3e 3e 3e 40 40
// + 41 42 43 43 44 46 46 48 4a 4a 4e 50 52 57 57 5c
// @data r_f8E5M2_nearest_even f8E5M2 00 00 02 02 02 04 04 04 0c 0c 0c 10 10 10 11 14 18 19 23 2c 2d 2d 2f 2f
// + 32 33 33 33 34 34 35 35 38 39 3a 3a 3a 3a 3b 3b 3b 3c 3c 3c 3d 3d 3e 3e
// + 3e 3f 3f 3f 40 40 40 41 42 42 42 43 43 44 45 45 47 48 49 4b 4b 4e 4e 4f
// + 4f 50 51 56 5a 5b 5c 5f 5f 60 68 6d 78 78 7b 7b 7b 7b 7b 7f 7f 7f 7f 80
// + 80 82 84 8a 8d 94 96 9b 9f a9 ab ac ac ad ad ae ae b0 b1 b2 b2 b3 b4 b4
// + b4 b4 b6 b8 b8 ba ba bb bb bb bb bc bc bd bd bf c0 c0 c1 c1 c2 c2 c3 c3
// + c4 c5 c5 c6 c7 c7 c9 c9 c9 c9 cb cb cb cd cd cf d0 d0 d3 d8 da dc de df
// + df df e0 e2 e6 e7 ed ef f2 f4 fb fb fb fb fb 7f 7f 7f 00 00 02 02 02 04
// + 04 04 0c 0c 0c 10 10 10 11 14 18 19 23 2c 2d 2d 2f 2f 32 33 33 33 34 34
// + 35 35 38 39 3a 3a 3a 3a 3b 3b 3b 3c 3c 3c 3d 3d 3e 3e 3e 3f 3f 3f 40 40
// + 40 41 42 42 42 43 43 44 45 45 47 48 49 4b 4b 4e
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 67 6f 70 70 70 71 71 72 72 72 73 74 74 74 74 75 76 78 7b 7b 7b 7b 7b
// + 7c 7c 7c 7c 7c 7d 7d 7d 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 80 80 81 81 81 81 82 82 82 83 83 83
// + 83 84 84 85 86 86 87 87 87 87 8a 8b 8d 8e 8e 8e 8e 8e fe ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 67 6f 70 70 70
// + 71 71 72 72 72 73 74 74 74 74 75 76 78 7b 7b 7b 7b 7b 7c 7c 7c 7c 7c 7d
// + 7d 7d 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 80
// + 80 80 80 80 80 80 80 80 81 81 81 81 82 82 82 83
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 67 70 70 71 71 71 72 73 73 73 74 74 75 75 75 76 77 79 7c 7c 7c 7c 7c
// + 7d 7d 7d 7d 7d 7d 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80
// + 80 80 80 80 80 80 81 81 81 81 81 81 81 81 82 82 82 82 83 83 83 84 84 84
// + 84 85 85 86 87 87 88 88 88 88 8b 8c 8e 8e 8f 8f 8f 8f fe ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 67 70 70 71 71
// + 71 72 73 73 73 74 74 75 75 75 76 77 79 7c 7c 7c 7c 7c 7d 7d 7d 7d 7d 7d
// + 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 80 80 80 80
// + 81 81 81 81 81 81 81 81 82 82 82 82 83 83 83 84
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 3 3 3
// + 3 4 4 4 4 4 4 4 5 5 5 6 6 6 6 6 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 8
// + 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 9 9 9 9 9 a a a a a a a a a b c c c c d d d d e
// + e e f f f f f f f f f f f f f f f f f f f f f f
// + f f f f f f f f f f f f f f f 7 7 7 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 3 3 3 3 4 4 4 4 4
// + 4 4 5 5 5 6 6 6 6 6 7 7 7 7 7 7
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f16 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f16 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf f16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf f16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf f16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf f16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run f32_nearest_away entry=f32_nearest_away grid=1
// @arg buf f16 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_away prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf f16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf f16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf f16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf f16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf f16 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run tf32_negative_inf entry=tf32_negative_inf grid=1
// @arg buf f16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_negative_inf prov=convert
// @run tf32_positive_inf entry=tf32_positive_inf grid=1
// @arg buf f16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_positive_inf prov=convert
// @run tf32_nearest_away entry=tf32_nearest_away grid=1
// @arg buf f16 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_away prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf f16 a
// @arg buf f8E4M3FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf f16 a
// @arg buf f8E5M2 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf f16 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf f16 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf f16 a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @bf16_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xf16> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<f16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_away(%a0: tile<ptr<f16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf16> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<f16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<f16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf16> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_negative_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_positive_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_away(%a0: tile<ptr<f16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf16> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xf8E5M2>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<f16>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<zero> : tile<256xf16> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf16> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = ftof %x0 : tile<256xf16> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
