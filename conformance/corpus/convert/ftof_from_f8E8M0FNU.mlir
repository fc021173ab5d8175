// @conformance 1
// @tier ci
// @family convert
// ftof from f8E8M0FNU to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f8E8M0FNU 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
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
// @data r_f16_nearest_even f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0010 0020 0040 0080 0100 0200 0400 0800 0c00 1000 1400 1800 1c00
// + 2000 2400 2800 2c00 3000 3400 3800 3c00 4000 4400 4800 4c00 5000 5400 5800 5c00 6000 6400 6800 6c00 7000 7400 7800 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7fff
// @data r_f16_zero f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0001 0002 0004 0008 0010 0020 0040 0080 0100 0200 0400 0800 0c00 1000 1400 1800 1c00
// + 2000 2400 2800 2c00 3000 3400 3800 3c00 4000 4400 4800 4c00 5000 5400 5800 5c00 6000 6400 6800 6c00 7000 7400 7800 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7fff
// @data r_bf16_nearest_even bf16 0040 0080 0100 0180 0200 0280 0300 0380 0400 0480 0500 0580 0600 0680 0700 0780 0800 0880 0900 0980 0a00 0a80 0b00 0b80
// + 0c00 0c80 0d00 0d80 0e00 0e80 0f00 0f80 1000 1080 1100 1180 1200 1280 1300 1380 1400 1480 1500 1580 1600 1680 1700 1780
// + 1800 1880 1900 1980 1a00 1a80 1b00 1b80 1c00 1c80 1d00 1d80 1e00 1e80 1f00 1f80 2000 2080 2100 2180 2200 2280 2300 2380
// + 2400 2480 2500 2580 2600 2680 2700 2780 2800 2880 2900 2980 2a00 2a80 2b00 2b80 2c00 2c80 2d00 2d80 2e00 2e80 2f00 2f80
// + 3000 3080 3100 3180 3200 3280 3300 3380 3400 3480 3500 3580 3600 3680 3700 3780 3800 3880 3900 3980 3a00 3a80 3b00 3b80
// + 3c00 3c80 3d00 3d80 3e00 3e80 3f00 3f80 4000 4080 4100 4180 4200 4280 4300 4380 4400 4480 4500 4580 4600 4680 4700 4780
// + 4800 4880 4900 4980 4a00 4a80 4b00 4b80 4c00 4c80 4d00 4d80 4e00 4e80 4f00 4f80 5000 5080 5100 5180 5200 5280 5300 5380
// + 5400 5480 5500 5580 5600 5680 5700 5780 5800 5880 5900 5980 5a00 5a80 5b00 5b80 5c00 5c80 5d00 5d80 5e00 5e80 5f00 5f80
// + 6000 6080 6100 6180 6200 6280 6300 6380 6400 6480 6500 6580 6600 6680 6700 6780 6800 6880 6900 6980 6a00 6a80 6b00 6b80
// + 6c00 6c80 6d00 6d80 6e00 6e80 6f00 6f80 7000 7080 7100 7180 7200 7280 7300 7380 7400 7480 7500 7580 7600 7680 7700 7780
// + 7800 7880 7900 7980 7a00 7a80 7b00 7b80 7c00 7c80 7d00 7d80 7e00 7e80 7f00 7fff
// @data r_bf16_zero bf16 from r_bf16_nearest_even
// @data r_f32_nearest_even f32 00400000 00800000 01000000 01800000 02000000 02800000 03000000 03800000 04000000 04800000 05000000 05800000 06000000 06800000 07000000 07800000
// + 08000000 08800000 09000000 09800000 0a000000 0a800000 0b000000 0b800000 0c000000 0c800000 0d000000 0d800000 0e000000 0e800000 0f000000 0f800000
// + 10000000 10800000 11000000 11800000 12000000 12800000 13000000 13800000 14000000 14800000 15000000 15800000 16000000 16800000 17000000 17800000
// + 18000000 18800000 19000000 19800000 1a000000 1a800000 1b000000 1b800000 1c000000 1c800000 1d000000 1d800000 1e000000 1e800000 1f000000 1f800000
// + 20000000 20800000 21000000 21800000 22000000 22800000 23000000 23800000 24000000 24800000 25000000 25800000 26000000 26800000 27000000 27800000
// + 28000000 28800000 29000000 29800000 2a000000 2a800000 2b000000 2b800000 2c000000 2c800000 2d000000 2d800000 2e000000 2e800000 2f000000 2f800000
// + 30000000 30800000 31000000 31800000 32000000 32800000 33000000 33800000 34000000 34800000 35000000 35800000 36000000 36800000 37000000 37800000
// + 38000000 38800000 39000000 39800000 3a000000 3a800000 3b000000 3b800000 3c000000 3c800000 3d000000 3d800000 3e000000 3e800000 3f000000 3f800000
// + 40000000 40800000 41000000 41800000 42000000 42800000 43000000 43800000 44000000 44800000 45000000 45800000 46000000 46800000 47000000 47800000
// + 48000000 48800000 49000000 49800000 4a000000 4a800000 4b000000 4b800000 4c000000 4c800000 4d000000 4d800000 4e000000 4e800000 4f000000 4f800000
// + 50000000 50800000 51000000 51800000 52000000 52800000 53000000 53800000 54000000 54800000 55000000 55800000 56000000 56800000 57000000 57800000
// + 58000000 58800000 59000000 59800000 5a000000 5a800000 5b000000 5b800000 5c000000 5c800000 5d000000 5d800000 5e000000 5e800000 5f000000 5f800000
// + 60000000 60800000 61000000 61800000 62000000 62800000 63000000 63800000 64000000 64800000 65000000 65800000 66000000 66800000 67000000 67800000
// + 68000000 68800000 69000000 69800000 6a000000 6a800000 6b000000 6b800000 6c000000 6c800000 6d000000 6d800000 6e000000 6e800000 6f000000 6f800000
// + 70000000 70800000 71000000 71800000 72000000 72800000 73000000 73800000 74000000 74800000 75000000 75800000 76000000 76800000 77000000 77800000
// + 78000000 78800000 79000000 79800000 7a000000 7a800000 7b000000 7b800000 7c000000 7c800000 7d000000 7d800000 7e000000 7e800000 7f000000 7fffffff
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 3800000000000000 3810000000000000 3820000000000000 3830000000000000 3840000000000000 3850000000000000 3860000000000000 3870000000000000
// + 3880000000000000 3890000000000000 38a0000000000000 38b0000000000000 38c0000000000000 38d0000000000000 38e0000000000000 38f0000000000000
// + 3900000000000000 3910000000000000 3920000000000000 3930000000000000 3940000000000000 3950000000000000 3960000000000000 3970000000000000
// + 3980000000000000 3990000000000000 39a0000000000000 39b0000000000000 39c0000000000000 39d0000000000000 39e0000000000000 39f0000000000000
// + 3a00000000000000 3a10000000000000 3a20000000000000 3a30000000000000 3a40000000000000 3a50000000000000 3a60000000000000 3a70000000000000
// + 3a80000000000000 3a90000000000000 3aa0000000000000 3ab0000000000000 3ac0000000000000 3ad0000000000000 3ae0000000000000 3af0000000000000
// + 3b00000000000000 3b10000000000000 3b20000000000000 3b30000000000000 3b40000000000000 3b50000000000000 3b60000000000000 3b70000000000000
// + 3b80000000000000 3b90000000000000 3ba0000000000000 3bb0000000000000 3bc0000000000000 3bd0000000000000 3be0000000000000 3bf0000000000000
// + 3c00000000000000 3c10000000000000 3c20000000000000 3c30000000000000 3c40000000000000 3c50000000000000 3c60000000000000 3c70000000000000
// + 3c80000000000000 3c90000000000000 3ca0000000000000 3cb0000000000000 3cc0000000000000 3cd0000000000000 3ce0000000000000 3cf0000000000000
// + 3d00000000000000 3d10000000000000 3d20000000000000 3d30000000000000 3d40000000000000 3d50000000000000 3d60000000000000 3d70000000000000
// + 3d80000000000000 3d90000000000000 3da0000000000000 3db0000000000000 3dc0000000000000 3dd0000000000000 3de0000000000000 3df0000000000000
// + 3e00000000000000 3e10000000000000 3e20000000000000 3e30000000000000 3e40000000000000 3e50000000000000 3e60000000000000 3e70000000000000
// + 3e80000000000000 3e90000000000000 3ea0000000000000 3eb0000000000000 3ec0000000000000 3ed0000000000000 3ee0000000000000 3ef0000000000000
// + 3f00000000000000 3f10000000000000 3f20000000000000 3f30000000000000 3f40000000000000 3f50000000000000 3f60000000000000 3f70000000000000
// + 3f80000000000000 3f90000000000000 3fa0000000000000 3fb0000000000000 3fc0000000000000 3fd0000000000000 3fe0000000000000 3ff0000000000000
// + 4000000000000000 4010000000000000 4020000000000000 4030000000000000 4040000000000000 4050000000000000 4060000000000000 4070000000000000
// + 4080000000000000 4090000000000000 40a0000000000000 40b0000000000000 40c0000000000000 40d0000000000000 40e0000000000000 40f0000000000000
// + 4100000000000000 4110000000000000 4120000000000000 4130000000000000 4140000000000000 4150000000000000 4160000000000000 4170000000000000
// + 4180000000000000 4190000000000000 41a0000000000000 41b0000000000000 41c0000000000000 41d0000000000000 41e0000000000000 41f0000000000000
// + 4200000000000000 4210000000000000 4220000000000000 4230000000000000 4240000000000000 4250000000000000 4260000000000000 4270000000000000
// + 4280000000000000 4290000000000000 42a0000000000000 42b0000000000000 42c0000000000000 42d0000000000000 42e0000000000000 42f0000000000000
// + 4300000000000000 4310000000000000 4320000000000000 4330000000000000 4340000000000000 4350000000000000 4360000000000000 4370000000000000
// + 4380000000000000 4390000000000000 43a0000000000000 43b0000000000000 43c0000000000000 43d0000000000000 43e0000000000000 43f0000000000000
// + 4400000000000000 4410000000000000 4420000000000000 4430000000000000 4440000000000000 4450000000000000 4460000000000000 4470000000000000
// + 4480000000000000 4490000000000000 44a0000000000000 44b0000000000000 44c0000000000000 44d0000000000000 44e0000000000000 44f0000000000000
// + 4500000000000000 4510000000000000 4520000000000000 4530000000000000 4540000000000000 4550000000000000 4560000000000000 4570000000000000
// + 4580000000000000 4590000000000000 45a0000000000000 45b0000000000000 45c0000000000000 45d0000000000000 45e0000000000000 45f0000000000000
// + 4600000000000000 4610000000000000 4620000000000000 4630000000000000 4640000000000000 4650000000000000 4660000000000000 4670000000000000
// + 4680000000000000 4690000000000000 46a0000000000000 46b0000000000000 46c0000000000000 46d0000000000000 46e0000000000000 46f0000000000000
// + 4700000000000000 4710000000000000 4720000000000000 4730000000000000 4740000000000000 4750000000000000 4760000000000000 4770000000000000
// + 4780000000000000 4790000000000000 47a0000000000000 47b0000000000000 47c0000000000000 47d0000000000000 47e0000000000000 7fffffffffffffff
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00400000 00800000 01000000 01800000 02000000 02800000 03000000 03800000 04000000 04800000 05000000 05800000 06000000 06800000 07000000 07800000
// + 08000000 08800000 09000000 09800000 0a000000 0a800000 0b000000 0b800000 0c000000 0c800000 0d000000 0d800000 0e000000 0e800000 0f000000 0f800000
// + 10000000 10800000 11000000 11800000 12000000 12800000 13000000 13800000 14000000 14800000 15000000 15800000 16000000 16800000 17000000 17800000
// + 18000000 18800000 19000000 19800000 1a000000 1a800000 1b000000 1b800000 1c000000 1c800000 1d000000 1d800000 1e000000 1e800000 1f000000 1f800000
// + 20000000 20800000 21000000 21800000 22000000 22800000 23000000 23800000 24000000 24800000 25000000 25800000 26000000 26800000 27000000 27800000
// + 28000000 28800000 29000000 29800000 2a000000 2a800000 2b000000 2b800000 2c000000 2c800000 2d000000 2d800000 2e000000 2e800000 2f000000 2f800000
// + 30000000 30800000 31000000 31800000 32000000 32800000 33000000 33800000 34000000 34800000 35000000 35800000 36000000 36800000 37000000 37800000
// + 38000000 38800000 39000000 39800000 3a000000 3a800000 3b000000 3b800000 3c000000 3c800000 3d000000 3d800000 3e000000 3e800000 3f000000 3f800000
// + 40000000 40800000 41000000 41800000 42000000 42800000 43000000 43800000 44000000 44800000 45000000 45800000 46000000 46800000 47000000 47800000
// + 48000000 48800000 49000000 49800000 4a000000 4a800000 4b000000 4b800000 4c000000 4c800000 4d000000 4d800000 4e000000 4e800000 4f000000 4f800000
// + 50000000 50800000 51000000 51800000 52000000 52800000 53000000 53800000 54000000 54800000 55000000 55800000 56000000 56800000 57000000 57800000
// + 58000000 58800000 59000000 59800000 5a000000 5a800000 5b000000 5b800000 5c000000 5c800000 5d000000 5d800000 5e000000 5e800000 5f000000 5f800000
// + 60000000 60800000 61000000 61800000 62000000 62800000 63000000 63800000 64000000 64800000 65000000 65800000 66000000 66800000 67000000 67800000
// + 68000000 68800000 69000000 69800000 6a000000 6a800000 6b000000 6b800000 6c000000 6c800000 6d000000 6d800000 6e000000 6e800000 6f000000 6f800000
// + 70000000 70800000 71000000 71800000 72000000 72800000 73000000 73800000 74000000 74800000 75000000 75800000 76000000 76800000 77000000 77800000
// + 78000000 78800000 79000000 79800000 7a000000 7a800000 7b000000 7b800000 7c000000 7c800000 7d000000 7d800000 7e000000 7e800000 7f000000 7fffe000
// @data r_tf32_zero tf32 from r_tf32_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 02
// + 04 08 10 18 20 28 30 38 40 48 50 58 60 68 70 78 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f
// @data r_f8E5M2_nearest_even f8E5M2 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 02 04 08 0c 10 14 18 1c
// + 20 24 28 2c 30 34 38 3c 40 44 48 4c 50 54 58 5c 60 64 68 6c 70 74 78 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7f
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 1 2 4 6 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf f8E8M0FNU a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f8E8M0FNU a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf f8E8M0FNU a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf f8E8M0FNU a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf f8E8M0FNU a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf f8E8M0FNU a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf f8E8M0FNU a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f8E8M0FNU a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf f8E4M3FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf f8E5M2 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf f8E8M0FNU a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E8M0FNU> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E8M0FNU> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E8M0FNU> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E8M0FNU> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf8E8M0FNU> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf8E8M0FNU> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf8E8M0FNU> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 rounding<zero> : tile<256xf8E8M0FNU> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xf8E5M2>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<256xf8E8M0FNU>, token
    %r = ftof %x0 : tile<256xf8E8M0FNU> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
