// @conformance 1
// @tier ci
// @family convert
// ftof from f8E4M3FN to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f8E4M3FN 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f
// + 90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7
// + a8 a9 aa ab ac ad ae af b0 b1 b2 b3 b4 b5 b6 b7 b8 b9 ba bb bc bd be bf
// + c0 c1 c2 c3 c4 c5 c6 c7 c8 c9 ca cb cc cd ce cf d0 d1 d2 d3 d4 d5 d6 d7
// + d8 d9 da db dc dd de df e0 e1 e2 e3 e4 e5 e6 e7 e8 e9 ea eb ec ed ee ef
// + f0 f1 f2 f3 f4 f5 f6 f7 f8 f9 fa fb fc fd fe ff
// @data r_f16_nearest_even f16 0000 1800 1c00 1e00 2000 2100 2200 2300 2400 2480 2500 2580 2600 2680 2700 2780 2800 2880 2900 2980 2a00 2a80 2b00 2b80
// + 2c00 2c80 2d00 2d80 2e00 2e80 2f00 2f80 3000 3080 3100 3180 3200 3280 3300 3380 3400 3480 3500 3580 3600 3680 3700 3780
// + 3800 3880 3900 3980 3a00 3a80 3b00 3b80 3c00 3c80 3d00 3d80 3e00 3e80 3f00 3f80 4000 4080 4100 4180 4200 4280 4300 4380
// + 4400 4480 4500 4580 4600 4680 4700 4780 4800 4880 4900 4980 4a00 4a80 4b00 4b80 4c00 4c80 4d00 4d80 4e00 4e80 4f00 4f80
// + 5000 5080 5100 5180 5200 5280 5300 5380 5400 5480 5500 5580 5600 5680 5700 5780 5800 5880 5900 5980 5a00 5a80 5b00 5b80
// + 5c00 5c80 5d00 5d80 5e00 5e80 5f00 7fff 8000 9800 9c00 9e00 a000 a100 a200 a300 a400 a480 a500 a580 a600 a680 a700 a780
// + a800 a880 a900 a980 aa00 aa80 ab00 ab80 ac00 ac80 ad00 ad80 ae00 ae80 af00 af80 b000 b080 b100 b180 b200 b280 b300 b380
// + b400 b480 b500 b580 b600 b680 b700 b780 b800 b880 b900 b980 ba00 ba80 bb00 bb80 bc00 bc80 bd00 bd80 be00 be80 bf00 bf80
// + c000 c080 c100 c180 c200 c280 c300 c380 c400 c480 c500 c580 c600 c680 c700 c780 c800 c880 c900 c980 ca00 ca80 cb00 cb80
// + cc00 cc80 cd00 cd80 ce00 ce80 cf00 cf80 d000 d080 d100 d180 d200 d280 d300 d380 d400 d480 d500 d580 d600 d680 d700 d780
// + d800 d880 d900 d980 da00 da80 db00 db80 dc00 dc80 dd00 dd80 de00 de80 df00 7fff
// @data r_f16_zero f16 from r_f16_nearest_even
// @data r_f16_negative_inf f16 from r_f16_nearest_even
// @data r_f16_positive_inf f16 from r_f16_nearest_even
// @data r_f16_nearest_away f16 from r_f16_nearest_even
// @data r_bf16_nearest_even bf16 0000 3b00 3b80 3bc0 3c00 3c20 3c40 3c60 3c80 3c90 3ca0 3cb0 3cc0 3cd0 3ce0 3cf0 3d00 3d10 3d20 3d30 3d40 3d50 3d60 3d70
// + 3d80 3d90 3da0 3db0 3dc0 3dd0 3de0 3df0 3e00 3e10 3e20 3e30 3e40 3e50 3e60 3e70 3e80 3e90 3ea0 3eb0 3ec0 3ed0 3ee0 3ef0
// + 3f00 3f10 3f20 3f30 3f40 3f50 3f60 3f70 3f80 3f90 3fa0 3fb0 3fc0 3fd0 3fe0 3ff0 4000 4010 4020 4030 4040 4050 4060 4070
// + 4080 4090 40a0 40b0 40c0 40d0 40e0 40f0 4100 4110 4120 4130 4140 4150 4160 4170 4180 4190 41a0 41b0 41c0 41d0 41e0 41f0
// + 4200 4210 4220 4230 4240 4250 4260 4270 4280 4290 42a0 42b0 42c0 42d0 42e0 42f0 4300 4310 4320 4330 4340 4350 4360 4370
// + 4380 4390 43a0 43b0 43c0 43d0 43e0 7fff 8000 bb00 bb80 bbc0 bc00 bc20 bc40 bc60 bc80 bc90 bca0 bcb0 bcc0 bcd0 bce0 bcf0
// + bd00 bd10 bd20 bd30 bd40 bd50 bd60 bd70 bd80 bd90 bda0 bdb0 bdc0 bdd0 bde0 bdf0 be00 be10 be20 be30 be40 be50 be60 be70
// + be80 be90 bea0 beb0 bec0 bed0 bee0 bef0 bf00 bf10 bf20 bf30 bf40 bf50 bf60 bf70 bf80 bf90 bfa0 bfb0 bfc0 bfd0 bfe0 bff0
// + c000 c010 c020 c030 c040 c050 c060 c070 c080 c090 c0a0 c0b0 c0c0 c0d0 c0e0 c0f0 c100 c110 c120 c130 c140 c150 c160 c170
// + c180 c190 c1a0 c1b0 c1c0 c1d0 c1e0 c1f0 c200 c210 c220 c230 c240 c250 c260 c270 c280 c290 c2a0 c2b0 c2c0 c2d0 c2e0 c2f0
// + c300 c310 c320 c330 c340 c350 c360 c370 c380 c390 c3a0 c3b0 c3c0 c3d0 c3e0 7fff
// @data r_bf16_zero bf16 from r_bf16_nearest_even
// @data r_bf16_negative_inf bf16 from r_bf16_nearest_even
// @data r_bf16_positive_inf bf16 from r_bf16_nearest_even
// @data r_bf16_nearest_away bf16 from r_bf16_nearest_even
// @data r_f32_nearest_even f32 00000000 3b000000 3b800000 3bc00000 3c000000 3c200000 3c400000 3c600000 3c800000 3c900000 3ca00000 3cb00000 3cc00000 3cd00000 3ce00000 3cf00000
// + 3d000000 3d100000 3d200000 3d300000 3d400000 3d500000 3d600000 3d700000 3d800000 3d900000 3da00000 3db00000 3dc00000 3dd00000 3de00000 3df00000
// + 3e000000 3e100000 3e200000 3e300000 3e400000 3e500000 3e600000 3e700000 3e800000 3e900000 3ea00000 3eb00000 3ec00000 3ed00000 3ee00000 3ef00000
// + 3f000000 3f100000 3f200000 3f300000 3f400000 3f500000 3f600000 3f700000 3f800000 3f900000 3fa00000 3fb00000 3fc00000 3fd00000 3fe00000 3ff00000
// + 40000000 40100000 40200000 40300000 40400000 40500000 40600000 40700000 40800000 40900000 40a00000 40b00000 40c00000 40d00000 40e00000 40f00000
// + 41000000 41100000 41200000 41300000 41400000 41500000 41600000 41700000 41800000 41900000 41a00000 41b00000 41c00000 41d00000 41e00000 41f00000
// + 42000000 42100000 42200000 42300000 42400000 42500000 42600000 42700000 42800000 42900000 42a00000 42b00000 42c00000 42d00000 42e00000 42f00000
// + 43000000 43100000 43200000 43300000 43400000 43500000 43600000 43700000 43800000 43900000 43a00000 43b00000 43c00000 43d00000 43e00000 7fffffff
// + 80000000 bb000000 bb800000 bbc00000 bc000000 bc200000 bc400000 bc600000 bc800000 bc900000 bca00000 bcb00000 bcc00000 bcd00000 bce00000 bcf00000
// + bd000000 bd100000 bd200000 bd300000 bd400000 bd500000 bd600000 bd700000 bd800000 bd900000 bda00000 bdb00000 bdc00000 bdd00000 bde00000 bdf00000
// + be000000 be100000 be200000 be300000 be400000 be500000 be600000 be700000 be800000 be900000 bea00000 beb00000 bec00000 bed00000 bee00000 bef00000
// + bf000000 bf100000 bf200000 bf300000 bf400000 bf500000 bf600000 bf700000 bf800000 bf900000 bfa00000 bfb00000 bfc00000 bfd00000 bfe00000 bff00000
// + c0000000 c0100000 c0200000 c0300000 c0400000 c0500000 c0600000 c0700000 c0800000 c0900000 c0a00000 c0b00000 c0c00000 c0d00000 c0e00000 c0f00000
// + c1000000 c1100000 c1200000 c1300000 c1400000 c1500000 c1600000 c1700000 c1800000 c1900000 c1a00000 c1b00000 c1c00000 c1d00000 c1e00000 c1f00000
// + c2000000 c2100000 c2200000 c2300000 c2400000 c2500000 c2600000 c2700000 c2800000 c2900000 c2a00000 c2b00000 c2c00000 c2d00000 c2e00000 c2f00000
// + c3000000 c3100000 c3200000 c3300000 c3400000 c3500000 c3600000 c3700000 c3800000 c3900000 c3a00000 c3b00000 c3c00000 c3d00000 c3e00000 7fffffff
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f32_negative_inf f32 from r_f32_nearest_even
// @data r_f32_positive_inf f32 from r_f32_nearest_even
// @data r_f32_nearest_away f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 0000000000000000 3f60000000000000 3f70000000000000 3f78000000000000 3f80000000000000 3f84000000000000 3f88000000000000 3f8c000000000000
// + 3f90000000000000 3f92000000000000 3f94000000000000 3f96000000000000 3f98000000000000 3f9a000000000000 3f9c000000000000 3f9e000000000000
// + 3fa0000000000000 3fa2000000000000 3fa4000000000000 3fa6000000000000 3fa8000000000000 3faa000000000000 3fac000000000000 3fae000000000000
// + 3fb0000000000000 3fb2000000000000 3fb4000000000000 3fb6000000000000 3fb8000000000000 3fba000000000000 3fbc000000000000 3fbe000000000000
// + 3fc0000000000000 3fc2000000000000 3fc4000000000000 3fc6000000000000 3fc8000000000000 3fca000000000000 3fcc000000000000 3fce000000000000
// + 3fd0000000000000 3fd2000000000000 3fd4000000000000 3fd6000000000000 3fd8000000000000 3fda000000000000 3fdc000000000000 3fde000000000000
// + 3fe0000000000000 3fe2000000000000 3fe4000000000000 3fe6000000000000 3fe8000000000000 3fea000000000000 3fec000000000000 3fee000000000000
// + 3ff0000000000000 3ff2000000000000 3ff4000000000000 3ff6000000000000 3ff8000000000000 3ffa000000000000 3ffc000000000000 3ffe000000000000
// + 4000000000000000 4002000000000000 4004000000000000 4006000000000000 4008000000000000 400a000000000000 400c000000000000 400e000000000000
// + 4010000000000000 4012000000000000 4014000000000000 4016000000000000 4018000000000000 401a000000000000 401c000000000000 401e000000000000
// + 4020000000000000 4022000000000000 4024000000000000 4026000000000000 4028000000000000 402a000000000000 402c000000000000 402e000000000000
// + 4030000000000000 4032000000000000 4034000000000000 4036000000000000 4038000000000000 403a000000000000 403c000000000000 403e000000000000
// + 4040000000000000 4042000000000000 4044000000000000 4046000000000000 4048000000000000 404a000000000000 404c000000000000 404e000000000000
// + 4050000000000000 4052000000000000 4054000000000000 4056000000000000 4058000000000000 405a000000000000 405c000000000000 405e000000000000
// + 4060000000000000 4062000000000000 4064000000000000 4066000000000000 4068000000000000 406a000000000000 406c000000000000 406e000000000000
// + 4070000000000000 4072000000000000 4074000000000000 4076000000000000 4078000000000000 407a000000000000 407c000000000000 7fffffffffffffff
// + 8000000000000000 bf60000000000000 bf70000000000000 bf78000000000000 bf80000000000000 bf84000000000000 bf88000000000000 bf8c000000000000
// + bf90000000000000 bf92000000000000 bf94000000000000 bf96000000000000 bf98000000000000 bf9a000000000000 bf9c000000000000 bf9e000000000000
// + bfa0000000000000 bfa2000000000000 bfa4000000000000 bfa6000000000000 bfa8000000000000 bfaa000000000000 bfac000000000000 bfae000000000000
// + bfb0000000000000 bfb2000000000000 bfb4000000000000 bfb6000000000000 bfb8000000000000 bfba000000000000 bfbc000000000000 bfbe000000000000
// + bfc0000000000000 bfc2000000000000 bfc4000000000000 bfc6000000000000 bfc8000000000000 bfca000000000000 bfcc000000000000 bfce000000000000
// + bfd0000000000000 bfd2000000000000 bfd4000000000000 bfd6000000000000 bfd8000000000000 bfda000000000000 bfdc000000000000 bfde000000000000
// + bfe0000000000000 bfe2000000000000 bfe4000000000000 bfe6000000000000 bfe8000000000000 bfea000000000000 bfec000000000000 bfee000000000000
// + bff0000000000000 bff2000000000000 bff4000000000000 bff6000000000000 bff8000000000000 bffa000000000000 bffc000000000000 bffe000000000000
// + c000000000000000 c002000000000000 c004000000000000 c006000000000000 c008000000000000 c00a000000000000 c00c000000000000 c00e000000000000
// + c010000000000000 c012000000000000 c014000000000000 c016000000000000 c018000000000000 c01a000000000000 c01c000000000000 c01e000000000000
// + c020000000000000 c022000000000000 c024000000000000 c026000000000000 c028000000000000 c02a000000000000 c02c000000000000 c02e000000000000
// + c030000000000000 c032000000000000 c034000000000000 c036000000000000 c038000000000000 c03a000000000000 c03c000000000000 c03e000000000000
// + c040000000000000 c042000000000000 c044000000000000 c046000000000000 c048000000000000 c04a000000000000 c04c000000000000 c04e000000000000
// + c050000000000000 c052000000000000 c054000000000000 c056000000000000 c058000000000000 c05a000000000000 c05c000000000000 c05e000000000000
// + c060000000000000 c062000000000000 c064000000000000 c066000000000000 c068000000000000 c06a000000000000 c06c000000000000 c06e000000000000
// + c070000000000000 c072000000000000 c074000000000000 c076000000000000 c078000000000000 c07a000000000000 c07c000000000000 7fffffffffffffff
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00000000 3b000000 3b800000 3bc00000 3c000000 3c200000 3c400000 3c600000 3c800000 3c900000 3ca00000 3cb00000 3cc00000 3cd00000 3ce00000 3cf00000
// + 3d000000 3d100000 3d200000 3d300000 3d400000 3d500000 3d600000 3d700000 3d800000 3d900000 3da00000 3db00000 3dc00000 3dd00000 3de00000 3df00000
// + 3e000000 3e100000 3e200000 3e300000 3e400000 3e500000 3e600000 3e700000 3e800000 3e900000 3ea00000 3eb00000 3ec00000 3ed00000 3ee00000 3ef00000
// + 3f000000 3f100000 3f200000 3f300000 3f400000 3f500000 3f600000 3f700000 3f800000 3f900000 3fa00000 3fb00000 3fc00000 3fd00000 3fe00000 3ff00000
// + 40000000 40100000 40200000 40300000 40400000 40500000 40600000 40700000 40800000 40900000 40a00000 40b00000 40c00000 40d00000 40e00000 40f00000
// + 41000000 41100000 41200000 41300000 41400000 41500000 41600000 41700000 41800000 41900000 41a00000 41b00000 41c00000 41d00000 41e00000 41f00000
// + 42000000 42100000 42200000 42300000 42400000 42500000 42600000 42700000 42800000 42900000 42a00000 42b00000 42c00000 42d00000 42e00000 42f00000
// + 43000000 43100000 43200000 43300000 43400000 43500000 43600000 43700000 43800000 43900000 43a00000 43b00000 43c00000 43d00000 43e00000 7fffe000
// + 80000000 bb000000 bb800000 bbc00000 bc000000 bc200000 bc400000 bc600000 bc800000 bc900000 bca00000 bcb00000 bcc00000 bcd00000 bce00000 bcf00000
// + bd000000 bd100000 bd200000 bd300000 bd400000 bd500000 bd600000 bd700000 bd800000 bd900000 bda00000 bdb00000 bdc00000 bdd00000 bde00000 bdf00000
// + be000000 be100000 be200000 be300000 be400000 be500000 be600000 be700000 be800000 be900000 bea00000 beb00000 bec00000 bed00000 bee00000 bef00000
// + bf000000 bf100000 bf200000 bf300000 bf400000 bf500000 bf600000 bf700000 bf800000 bf900000 bfa00000 bfb00000 bfc00000 bfd00000 bfe00000 bff00000
// + c0000000 c0100000 c0200000 c0300000 c0400000 c0500000 c0600000 c0700000 c0800000 c0900000 c0a00000 c0b00000 c0c00000 c0d00000 c0e00000 c0f00000
// + c1000000 c1100000 c1200000 c1300000 c1400000 c1500000 c1600000 c1700000 c1800000 c1900000 c1a00000 c1b00000 c1c00000 c1d00000 c1e00000 c1f00000
// + c2000000 c2100000 c2200000 c2300000 c2400000 c2500000 c2600000 c2700000 c2800000 c2900000 c2a00000 c2b00000 c2c00000 c2d00000 c2e00000 c2f00000
// + c3000000 c3100000 c3200000 c3300000 c3400000 c3500000 c3600000 c3700000 c3800000 c3900000 c3a00000 c3b00000 c3c00000 c3d00000 c3e00000 7fffe000
// @data r_tf32_zero tf32 from r_tf32_nearest_even
// @data r_tf32_negative_inf tf32 from r_tf32_nearest_even
// @data r_tf32_positive_inf tf32 from r_tf32_nearest_even
// @data r_tf32_nearest_away tf32 from r_tf32_nearest_even
// @data r_f8E5M2_nearest_even f8E5M2 00 18 1c 1e 20 21 22 23 24 24 25 26 26 26 27 28 28 28 29 2a 2a 2a 2b 2c
// + 2c 2c 2d 2e 2e 2e 2f 30 30 30 31 32 32 32 33 34 34 34 35 36 36 36 37 38
// + 38 38 39 3a 3a 3a 3b 3c 3c 3c 3d 3e 3e 3e 3f 40 40 40 41 42 42 42 43 44
// + 44 44 45 46 46 46 47 48 48 48 49 4a 4a 4a 4b 4c 4c 4c 4d 4e 4e 4e 4f 50
// + 50 50 51 52 52 52 53 54 54 54 55 56 56 56 57 58 58 58 59 5a 5a 5a 5b 5c
// + 5c 5c 5d 5e 5e 5e 5f 7f 80 98 9c 9e a0 a1 a2 a3 a4 a4 a5 a6 a6 a6 a7 a8
// + a8 a8 a9 aa aa aa ab ac ac ac ad ae ae ae af b0 b0 b0 b1 b2 b2 b2 b3 b4
// + b4 b4 b5 b6 b6 b6 b7 b8 b8 b8 b9 ba ba ba bb bc bc bc bd be be be bf c0
// + c0 c0 c1 c2 c2 c2 c3 c4 c4 c4 c5 c6 c6 c6 c7 c8 c8 c8 c9 ca ca ca cb cc
// + cc cc cd ce ce ce cf d0 d0 d0 d1 d2 d2 d2 d3 d4 d4 d4 d5 d6 d6 d6 d7 d8
// + d8 d8 d9 da da da db dc dc dc dd de de de df 7f
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 76 77 77 78 78 78 78 79 79 79 79 79 79 79 79 7a 7a 7a 7a 7a 7a 7a 7a
// + 7b 7b 7b 7b 7b 7b 7b 7b 7c 7c 7c 7c 7c 7c 7c 7c 7d 7d 7d 7d 7d 7d 7d 7d
// + 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 80
// + 81 81 81 81 81 81 81 81 82 82 82 82 82 82 82 82 83 83 83 83 83 83 83 83
// + 84 84 84 84 84 84 84 84 85 85 85 85 85 85 85 85 86 86 86 86 86 86 86 86
// + 87 87 87 87 87 87 87 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 76 77 78 78 79 79 79 79 7a 7a 7a 7a 7a 7a 7a 7a 7b 7b 7b 7b 7b 7b 7b
// + 7b 7c 7c 7c 7c 7c 7c 7c 7c 7d 7d 7d 7d 7d 7d 7d 7d 7e 7e 7e 7e 7e 7e 7e
// + 7e 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 80 81 81 81 81 81 81 81
// + 81 82 82 82 82 82 82 82 82 83 83 83 83 83 83 83 83 84 84 84 84 84 84 84
// + 84 85 85 85 85 85 85 85 85 86 86 86 86 86 86 86 86 87 87 87 87 87 87 87
// + 87 88 88 88 88 88 88 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1
// + 1 1 1 1 2 2 2 2 2 2 2 3 3 3 4 4 4 4 4 5 5 5 6 6
// + 6 6 6 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 9 9 9 9 9 9 9 9 9 9 9 a a a a a a a b b b c c
// + c c c d d d e e e e e f f f f f f f f f f f f f
// + f f f f f f f f f f f f f f f f f f f f f f f f
// + f f f f f f f f f f f f f f f 7
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf f8E4M3FN a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run f16_negative_inf entry=f16_negative_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_negative_inf prov=convert
// @run f16_positive_inf entry=f16_positive_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_positive_inf prov=convert
// @run f16_nearest_away entry=f16_nearest_away grid=1
// @arg buf f8E4M3FN a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_away prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f8E4M3FN a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run bf16_negative_inf entry=bf16_negative_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_negative_inf prov=convert
// @run bf16_positive_inf entry=bf16_positive_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_positive_inf prov=convert
// @run bf16_nearest_away entry=bf16_nearest_away grid=1
// @arg buf f8E4M3FN a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_away prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf f8E4M3FN a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run f32_nearest_away entry=f32_nearest_away grid=1
// @arg buf f8E4M3FN a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_away prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf f8E4M3FN a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf f8E4M3FN a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f8E4M3FN a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run tf32_negative_inf entry=tf32_negative_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_negative_inf prov=convert
// @run tf32_positive_inf entry=tf32_positive_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_positive_inf prov=convert
// @run tf32_nearest_away entry=tf32_nearest_away grid=1
// @arg buf f8E4M3FN a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_away prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf f8E5M2 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf f8E4M3FN a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf f8E4M3FN a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf f8E4M3FN a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E4M3FN> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_negative_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E4M3FN> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_positive_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_nearest_away(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E4M3FN> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E4M3FN> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_negative_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E4M3FN> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_positive_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_away(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E4M3FN> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E4M3FN> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E4M3FN> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_away(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E4M3FN> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E4M3FN> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E4M3FN> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E4M3FN> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E4M3FN> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_negative_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E4M3FN> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_positive_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_away(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E4M3FN> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xf8E5M2>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E4M3FN> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftof %x0 : tile<256xf8E4M3FN> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
