// @conformance 1
// @tier full
// @family convert
// ftof from f8E5M2 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f8E5M2 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
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
// @data r_f16_nearest_even f16 0000 0100 0200 0300 0400 0500 0600 0700 0800 0900 0a00 0b00 0c00 0d00 0e00 0f00 1000 1100 1200 1300 1400 1500 1600 1700
// + 1800 1900 1a00 1b00 1c00 1d00 1e00 1f00 2000 2100 2200 2300 2400 2500 2600 2700 2800 2900 2a00 2b00 2c00 2d00 2e00 2f00
// + 3000 3100 3200 3300 3400 3500 3600 3700 3800 3900 3a00 3b00 3c00 3d00 3e00 3f00 4000 4100 4200 4300 4400 4500 4600 4700
// + 4800 4900 4a00 4b00 4c00 4d00 4e00 4f00 5000 5100 5200 5300 5400 5500 5600 5700 5800 5900 5a00 5b00 5c00 5d00 5e00 5f00
// + 6000 6100 6200 6300 6400 6500 6600 6700 6800 6900 6a00 6b00 6c00 6d00 6e00 6f00 7000 7100 7200 7300 7400 7500 7600 7700
// + 7800 7900 7a00 7b00 7c00 7fff 7fff 7fff 8000 8100 8200 8300 8400 8500 8600 8700 8800 8900 8a00 8b00 8c00 8d00 8e00 8f00
// + 9000 9100 9200 9300 9400 9500 9600 9700 9800 9900 9a00 9b00 9c00 9d00 9e00 9f00 a000 a100 a200 a300 a400 a500 a600 a700
// + a800 a900 aa00 ab00 ac00 ad00 ae00 af00 b000 b100 b200 b300 b400 b500 b600 b700 b800 b900 ba00 bb00 bc00 bd00 be00 bf00
// + c000 c100 c200 c300 c400 c500 c600 c700 c800 c900 ca00 cb00 cc00 cd00 ce00 cf00 d000 d100 d200 d300 d400 d500 d600 d700
// + d800 d900 da00 db00 dc00 dd00 de00 df00 e000 e100 e200 e300 e400 e500 e600 e700 e800 e900 ea00 eb00 ec00 ed00 ee00 ef00
// + f000 f100 f200 f300 f400 f500 f600 f700 f800 f900 fa00 fb00 fc00 7fff 7fff 7fff
// @data r_f16_zero f16 from r_f16_nearest_even
// @data r_f16_negative_inf f16 from r_f16_nearest_even
// @data r_f16_positive_inf f16 from r_f16_nearest_even
// @data r_f16_nearest_away f16 from r_f16_nearest_even
// @data r_bf16_nearest_even bf16 0000 3780 3800 3840 3880 38a0 38c0 38e0 3900 3920 3940 3960 3980 39a0 39c0 39e0 3a00 3a20 3a40 3a60 3a80 3aa0 3ac0 3ae0
// + 3b00 3b20 3b40 3b60 3b80 3ba0 3bc0 3be0 3c00 3c20 3c40 3c60 3c80 3ca0 3cc0 3ce0 3d00 3d20 3d40 3d60 3d80 3da0 3dc0 3de0
// + 3e00 3e20 3e40 3e60 3e80 3ea0 3ec0 3ee0 3f00 3f20 3f40 3f60 3f80 3fa0 3fc0 3fe0 4000 4020 4040 4060 4080 40a0 40c0 40e0
// + 4100 4120 4140 4160 4180 41a0 41c0 41e0 4200 4220 4240 4260 4280 42a0 42c0 42e0 4300 4320 4340 4360 4380 43a0 43c0 43e0
// + 4400 4420 4440 4460 4480 44a0 44c0 44e0 4500 4520 4540 4560 4580 45a0 45c0 45e0 4600 4620 4640 4660 4680 46a0 46c0 46e0
// + 4700 4720 4740 4760 7f80 7fff 7fff 7fff 8000 b780 b800 b840 b880 b8a0 b8c0 b8e0 b900 b920 b940 b960 b980 b9a0 b9c0 b9e0
// + ba00 ba20 ba40 ba60 ba80 baa0 bac0 bae0 bb00 bb20 bb40 bb60 bb80 bba0 bbc0 bbe0 bc00 bc20 bc40 bc60 bc80 bca0 bcc0 bce0
// + bd00 bd20 bd40 bd60 bd80 bda0 bdc0 bde0 be00 be20 be40 be60 be80 bea0 bec0 bee0 bf00 bf20 bf40 bf60 bf80 bfa0 bfc0 bfe0
// + c000 c020 c040 c060 c080 c0a0 c0c0 c0e0 c100 c120 c140 c160 c180 c1a0 c1c0 c1e0 c200 c220 c240 c260 c280 c2a0 c2c0 c2e0
// + c300 c320 c340 c360 c380 c3a0 c3c0 c3e0 c400 c420 c440 c460 c480 c4a0 c4c0 c4e0 c500 c520 c540 c560 c580 c5a0 c5c0 c5e0
// + c600 c620 c640 c660 c680 c6a0 c6c0 c6e0 c700 c720 c740 c760 ff80 7fff 7fff 7fff
// @data r_bf16_zero bf16 from r_bf16_nearest_even
// @data r_bf16_negative_inf bf16 from r_bf16_nearest_even
// @data r_bf16_positive_inf bf16 from r_bf16_nearest_even
// @data r_bf16_nearest_away bf16 from r_bf16_nearest_even
// @data r_f32_nearest_even f32 00000000 37800000 38000000 38400000 38800000 38a00000 38c00000 38e00000 39000000 39200000 39400000 39600000 39800000 39a00000 39c00000 39e00000
// + 3a000000 3a200000 3a400000 3a600000 3a800000 3aa00000 3ac00000 3ae00000 3b000000 3b200000 3b400000 3b600000 3b800000 3ba00000 3bc00000 3be00000
// + 3c000000 3c200000 3c400000 3c600000 3c800000 3ca00000 3cc00000 3ce00000 3d000000 3d200000 3d400000 3d600000 3d800000 3da00000 3dc00000 3de00000
// + 3e000000 3e200000 3e400000 3e600000 3e800000 3ea00000 3ec00000 3ee00000 3f000000 3f200000 3f400000 3f600000 3f800000 3fa00000 3fc00000 3fe00000
// + 40000000 40200000 40400000 40600000 40800000 40a00000 40c00000 40e00000 41000000 41200000 41400000 41600000 41800000 41a00000 41c00000 41e00000
// + 42000000 42200000 42400000 42600000 42800000 42a00000 42c00000 42e00000 43000000 43200000 43400000 43600000 43800000 43a00000 43c00000 43e00000
// + 44000000 44200000 44400000 44600000 44800000 44a00000 44c00000 44e00000 45000000 45200000 45400000 45600000 45800000 45a00000 45c00000 45e00000
// + 46000000 46200000 46400000 46600000 46800000 46a00000 46c00000 46e00000 47000000 47200000 47400000 47600000 7f800000 7fffffff 7fffffff 7fffffff
// + 80000000 b7800000 b8000000 b8400000 b8800000 b8a00000 b8c00000 b8e00000 b9000000 b9200000 b9400000 b9600000 b9800000 b9a00000 b9c00000 b9e00000
// + ba000000 ba200000 ba400000 ba600000 ba800000 baa00000 bac00000 bae00000 bb000000 bb200000 bb400000 bb600000 bb800000 bba00000 bbc00000 bbe00000
// + bc000000 bc200000 bc400000 bc600000 bc800000 bca00000 bcc00000 bce00000 bd000000 bd200000 bd400000 bd600000 bd800000 bda00000 bdc00000 bde00000
// + be000000 be200000 be400000 be600000 be800000 bea00000 bec00000 bee00000 bf000000 bf200000 bf400000 bf600000 bf800000 bfa00000 bfc00000 bfe00000
// + c0000000 c0200000 c0400000 c0600000 c0800000 c0a00000 c0c00000 c0e00000 c1000000 c1200000 c1400000 c1600000 c1800000 c1a00000 c1c00000 c1e00000
// + c2000000 c2200000 c2400000 c2600000 c2800000 c2a00000 c2c00000 c2e00000 c3000000 c3200000 c3400000 c3600000 c3800000 c3a00000 c3c00000 c3e00000
// + c4000000 c4200000 c4400000 c4600000 c4800000 c4a00000 c4c00000 c4e00000 c5000000 c5200000 c5400000 c5600000 c5800000 c5a00000 c5c00000 c5e00000
// + c6000000 c6200000 c6400000 c6600000 c6800000 c6a00000 c6c00000 c6e00000 c7000000 c7200000 c7400000 c7600000 ff800000 7fffffff 7fffffff 7fffffff
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f32_negative_inf f32 from r_f32_nearest_even
// @data r_f32_positive_inf f32 from r_f32_nearest_even
// @data r_f32_nearest_away f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 0000000000000000 3ef0000000000000 3f00000000000000 3f08000000000000 3f10000000000000 3f14000000000000 3f18000000000000 3f1c000000000000
// + 3f20000000000000 3f24000000000000 3f28000000000000 3f2c000000000000 3f30000000000000 3f34000000000000 3f38000000000000 3f3c000000000000
// + 3f40000000000000 3f44000000000000 3f48000000000000 3f4c000000000000 3f50000000000000 3f54000000000000 3f58000000000000 3f5c000000000000
// + 3f60000000000000 3f64000000000000 3f68000000000000 3f6c000000000000 3f70000000000000 3f74000000000000 3f78000000000000 3f7c000000000000
// + 3f80000000000000 3f84000000000000 3f88000000000000 3f8c000000000000 3f90000000000000 3f94000000000000 3f98000000000000 3f9c000000000000
// + 3fa0000000000000 3fa4000000000000 3fa8000000000000 3fac000000000000 3fb0000000000000 3fb4000000000000 3fb8000000000000 3fbc000000000000
// + 3fc0000000000000 3fc4000000000000 3fc8000000000000 3fcc000000000000 3fd0000000000000 3fd4000000000000 3fd8000000000000 3fdc000000000000
// + 3fe0000000000000 3fe4000000000000 3fe8000000000000 3fec000000000000 3ff0000000000000 3ff4000000000000 3ff8000000000000 3ffc000000000000
// + 4000000000000000 4004000000000000 4008000000000000 400c000000000000 4010000000000000 4014000000000000 4018000000000000 401c000000000000
// + 4020000000000000 4024000000000000 4028000000000000 402c000000000000 4030000000000000 4034000000000000 4038000000000000 403c000000000000
// + 4040000000000000 4044000000000000 4048000000000000 404c000000000000 4050000000000000 4054000000000000 4058000000000000 405c000000000000
// + 4060000000000000 4064000000000000 4068000000000000 406c000000000000 4070000000000000 4074000000000000 4078000000000000 407c000000000000
// + 4080000000000000 4084000000000000 4088000000000000 408c000000000000 4090000000000000 4094000000000000 4098000000000000 409c000000000000
// + 40a0000000000000 40a4000000000000 40a8000000000000 40ac000000000000 40b0000000000000 40b4000000000000 40b8000000000000 40bc000000000000
// + 40c0000000000000 40c4000000000000 40c8000000000000 40cc000000000000 40d0000000000000 40d4000000000000 40d8000000000000 40dc000000000000
// + 40e0000000000000 40e4000000000000 40e8000000000000 40ec000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 8000000000000000 bef0000000000000 bf00000000000000 bf08000000000000 bf10000000000000 bf14000000000000 bf18000000000000 bf1c000000000000
// + bf20000000000000 bf24000000000000 bf28000000000000 bf2c000000000000 bf30000000000000 bf34000000000000 bf38000000000000 bf3c000000000000
// + bf40000000000000 bf44000000000000 bf48000000000000 bf4c000000000000 bf50000000000000 bf54000000000000 bf58000000000000 bf5c000000000000
// + bf60000000000000 bf64000000000000 bf68000000000000 bf6c000000000000 bf70000000000000 bf74000000000000 bf78000000000000 bf7c000000000000
// + bf80000000000000 bf84000000000000 bf88000000000000 bf8c000000000000 bf90000000000000 bf94000000000000 bf98000000000000 bf9c000000000000
// + bfa0000000000000 bfa4000000000000 bfa8000000000000 bfac000000000000 bfb0000000000000 bfb4000000000000 bfb8000000000000 bfbc000000000000
// + bfc0000000000000 bfc4000000000000 bfc8000000000000 bfcc000000000000 bfd0000000000000 bfd4000000000000 bfd8000000000000 bfdc000000000000
// + bfe0000000000000 bfe4000000000000 bfe8000000000000 bfec000000000000 bff0000000000000 bff4000000000000 bff8000000000000 bffc000000000000
// + c000000000000000 c004000000000000 c008000000000000 c00c000000000000 c010000000000000 c014000000000000 c018000000000000 c01c000000000000
// + c020000000000000 c024000000000000 c028000000000000 c02c000000000000 c030000000000000 c034000000000000 c038000000000000 c03c000000000000
// + c040000000000000 c044000000000000 c048000000000000 c04c000000000000 c050000000000000 c054000000000000 c058000000000000 c05c000000000000
// + c060000000000000 c064000000000000 c068000000000000 c06c000000000000 c070000000000000 c074000000000000 c078000000000000 c07c000000000000
// + c080000000000000 c084000000000000 c088000000000000 c08c000000000000 c090000000000000 c094000000000000 c098000000000000 c09c000000000000
// + c0a0000000000000 c0a4000000000000 c0a8000000000000 c0ac000000000000 c0b0000000000000 c0b4000000000000 c0b8000000000000 c0bc000000000000
// + c0c0000000000000 c0c4000000000000 c0c8000000000000 c0cc000000000000 c0d0000000000000 c0d4000000000000 c0d8000000000000 c0dc000000000000
// + c0e0000000000000 c0e4000000000000 c0e8000000000000 c0ec000000000000 fff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00000000 37800000 38000000 38400000 38800000 38a00000 38c00000 38e00000 39000000 39200000 39400000 39600000 39800000 39a00000 39c00000 39e00000
// + 3a000000 3a200000 3a400000 3a600000 3a800000 3aa00000 3ac00000 3ae00000 3b000000 3b200000 3b400000 3b600000 3b800000 3ba00000 3bc00000 3be00000
// + 3c000000 3c200000 3c400000 3c600000 3c800000 3ca00000 3cc00000 3ce00000 3d000000 3d200000 3d400000 3d600000 3d800000 3da00000 3dc00000 3de00000
// + 3e000000 3e200000 3e400000 3e600000 3e800000 3ea00000 3ec00000 3ee00000 3f000000 3f200000 3f400000 3f600000 3f800000 3fa00000 3fc00000 3fe00000
// + 40000000 40200000 40400000 40600000 40800000 40a00000 40c00000 40e00000 41000000 41200000 41400000 41600000 41800000 41a00000 41c00000 41e00000
// + 42000000 42200000 42400000 42600000 42800000 42a00000 42c00000 42e00000 43000000 43200000 43400000 43600000 43800000 43a00000 43c00000 43e00000
// + 44000000 44200000 44400000 44600000 44800000 44a00000 44c00000 44e00000 45000000 45200000 45400000 45600000 45800000 45a00000 45c00000 45e00000
// + 46000000 46200000 46400000 46600000 46800000 46a00000 46c00000 46e00000 47000000 47200000 47400000 47600000 7f800000 7fffe000 7fffe000 7fffe000
// + 80000000 b7800000 b8000000 b8400000 b8800000 b8a00000 b8c00000 b8e00000 b9000000 b9200000 b9400000 b9600000 b9800000 b9a00000 b9c00000 b9e00000
// + ba000000 ba200000 ba400000 ba600000 ba800000 baa00000 bac00000 bae00000 bb000000 bb200000 bb400000 bb600000 bb800000 bba00000 bbc00000 bbe00000
// + bc000000 bc200000 bc400000 bc600000 bc800000 bca00000 bcc00000 bce00000 bd000000 bd200000 bd400000 bd600000 bd800000 bda00000 bdc00000 bde00000
// + be000000 be200000 be400000 be600000 be800000 bea00000 bec00000 bee00000 bf000000 bf200000 bf400000 bf600000 bf800000 bfa00000 bfc00000 bfe00000
// + c0000000 c0200000 c0400000 c0600000 c0800000 c0a00000 c0c00000 c0e00000 c1000000 c1200000 c1400000 c1600000 c1800000 c1a00000 c1c00000 c1e00000
// + c2000000 c2200000 c2400000 c2600000 c2800000 c2a00000 c2c00000 c2e00000 c3000000 c3200000 c3400000 c3600000 c3800000 c3a00000 c3c00000 c3e00000
// + c4000000 c4200000 c4400000 c4600000 c4800000 c4a00000 c4c00000 c4e00000 c5000000 c5200000 c5400000 c5600000 c5800000 c5a00000 c5c00000 c5e00000
// + c6000000 c6200000 c6400000 c6600000 c6800000 c6a00000 c6c00000 c6e00000 c7000000 c7200000 c7400000 c7600000 ff800000 7fffe000 7fffe000 7fffe000
// @data r_tf32_zero tf32 from r_tf32_nearest_even
// @data r_tf32_negative_inf tf32 from r_tf32_nearest_even
// @data r_tf32_positive_inf tf32 from r_tf32_nearest_even
// @data r_tf32_nearest_away tf32 from r_tf32_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01
// + 01 01 02 02 02 02 03 04 04 05 06 07 08 0a 0c 0e 10 12 14 16 18 1a 1c 1e
// + 20 22 24 26 28 2a 2c 2e 30 32 34 36 38 3a 3c 3e 40 42 44 46 48 4a 4c 4e
// + 50 52 54 56 58 5a 5c 5e 60 62 64 66 68 6a 6c 6e 70 72 74 76 78 7a 7c 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7f 7f 7f 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80
// + 80 80 80 80 80 81 81 81 81 81 82 82 82 82 83 84 84 85 86 87 88 8a 8c 8e
// + 90 92 94 96 98 9a 9c 9e a0 a2 a4 a6 a8 aa ac ae b0 b2 b4 b6 b8 ba bc be
// + c0 c2 c4 c6 c8 ca cc ce d0 d2 d4 d6 d8 da dc de e0 e2 e4 e6 e8 ea ec ee
// + f0 f2 f4 f6 f8 fa fc fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe
// + fe fe fe fe fe fe fe fe fe fe fe fe fe 7f 7f 7f
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 6f 70 70 71 71 71 71 72 72 72 72 73 73 73 73 74 74 74 74 75 75 75 75
// + 76 76 76 76 77 77 77 77 78 78 78 78 79 79 79 79 7a 7a 7a 7a 7b 7b 7b 7b
// + 7c 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f 7f 80 80 80 80 81 81 81 81
// + 82 82 82 82 83 83 83 83 84 84 84 84 85 85 85 85 86 86 86 86 87 87 87 87
// + 88 88 88 88 89 89 89 89 8a 8a 8a 8a 8b 8b 8b 8b 8c 8c 8c 8c 8d 8d 8d 8d
// + 8e 8e 8e 8e fe ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 6f 70 71 71 72 72 72 72 73 73 73 73 74 74 74 74 75 75 75 75 76 76 76
// + 76 77 77 77 77 78 78 78 78 79 79 79 79 7a 7a 7a 7a 7b 7b 7b 7b 7c 7c 7c
// + 7c 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f 7f 80 80 80 80 81 81 81 81 82 82 82
// + 82 83 83 83 83 84 84 84 84 85 85 85 85 86 86 86 86 87 87 87 87 88 88 88
// + 88 89 89 89 89 8a 8a 8a 8a 8b 8b 8b 8b 8c 8c 8c 8c 8d 8d 8d 8d 8e 8e 8e
// + 8e 8f 8f 8f fe ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 1 1 1 1 1 2 2 2 2 3 4 4 4 5 6 6 6 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 8 8 8 8 8 8 8 8 8 8 8 8 9 9 9 9 9 a a a a b c
// + c c d e e e f f f f f f f f f f f f f f f f f f
// + f f f f f f f f f f f f f f f f f f f f f f f f
// + f f f f f f f f f f f f f 7 7 7
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf f8E5M2 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run f16_negative_inf entry=f16_negative_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_negative_inf prov=convert
// @run f16_positive_inf entry=f16_positive_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_positive_inf prov=convert
// @run f16_nearest_away entry=f16_nearest_away grid=1
// @arg buf f8E5M2 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_away prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f8E5M2 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run bf16_negative_inf entry=bf16_negative_inf grid=1
// @arg buf f8E5M2 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_negative_inf prov=convert
// @run bf16_positive_inf entry=bf16_positive_inf grid=1
// @arg buf f8E5M2 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_positive_inf prov=convert
// @run bf16_nearest_away entry=bf16_nearest_away grid=1
// @arg buf f8E5M2 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_away prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf f8E5M2 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run f32_nearest_away entry=f32_nearest_away grid=1
// @arg buf f8E5M2 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_away prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf f8E5M2 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf f8E5M2 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f8E5M2 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run tf32_negative_inf entry=tf32_negative_inf grid=1
// @arg buf f8E5M2 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_negative_inf prov=convert
// @run tf32_positive_inf entry=tf32_positive_inf grid=1
// @arg buf f8E5M2 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_positive_inf prov=convert
// @run tf32_nearest_away entry=tf32_nearest_away grid=1
// @arg buf f8E5M2 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_away prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf f8E4M3FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf f8E5M2 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf f8E5M2 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf f8E5M2 a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E5M2> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_negative_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E5M2> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_positive_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_nearest_away(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E5M2> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E5M2> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_negative_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E5M2> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_positive_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_away(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E5M2> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E5M2> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E5M2> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_away(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E5M2> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E5M2> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E5M2> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E5M2> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E5M2> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_negative_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E5M2> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_positive_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_away(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E5M2> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E5M2> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftof %x0 : tile<256xf8E5M2> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
