// @conformance 1
// @tier full
// @family convert
// itof from i64 (signed and unsigned) to every float type it accepts (not f8E8M0FNU), nearest_even (digest 4.4).
// @oracle convert the exact integer (i128) rounded once: rustc_apfloat 0.2.3 from_i128_r into f16/bf16/f32/f64/tf32; nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f4E2M1FN with saturating overflow (docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a i64 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000005 0000000000000006 0000000000000007 0000000000000008
// + 0000000000000009 000000000000000b 000000000000000f 0000000000000010 0000000000000011 0000000000000013 0000000000000017 000000000000001c
// + 0000000000000022 0000000000000025 0000000000000028 0000000000000036 0000000000000039 000000000000003b 000000000000003c 000000000000003f
// + 0000000000000040 0000000000000041 0000000000000043 00000000000001ff 0000000000000200 0000000000000201 0000000000000203 00000000000007ff
// + 0000000000000800 0000000000000801 0000000000000803 0000000000000fff 0000000000001000 0000000000001001 0000000000001003 000000000000ffff
// + 0000000000010000 0000000000010001 0000000000010003 0000000000ffffff 0000000001000000 0000000001000001 0000000001000003 0000000001ffffff
// + 0000000002000000 0000000002000001 0000000002000003 000000007fffffff 0000000080000000 0000000080000001 0000000080000003 001fffffffffffff
// + 0020000000000000 0020000000000001 0020000000000003 003fffffffffffff 0040000000000000 0040000000000001 0040000000000003 09abdeaa68c26f13
// + 11297913659a5728 1e31a5638490ee62 234b00270844ddb9 25d602d6a7f105fd 401c84306ba10b96 48bf71badacd7060 50f6d98e899f2284 525e077e790168cf
// + 57c71f689b5368bb 63d521ed320a2a3b 6cad5290b65f8a9d 7dc72d456aa8a6a7 7e379de1719dae1d 7fa87ca6190d877b 7ffffffffffffffe 7fffffffffffffff
// + 8000000000000000 8000000000000001 8000000000000003 85b18070465f02b0 88c2c4a2ee46e07b 9ef56a0e3c1afe4a a2c4535846e061b6 afd88720e70fba13
// + b921588c68c20bbc c57c84fa9ff13689 d6d4841dbecd1d61 e80ac6d3b022e5de ea76e9de180de170 f5316f4dbcfa8372 f96cefc527271389 fbe0d3b67aa79f7d
// + fffffffffffffffe ffffffffffffffff 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000005 0000000000000006
// + 0000000000000007 0000000000000008 0000000000000009 000000000000000b 000000000000000f 0000000000000010 0000000000000011 0000000000000013
// + 0000000000000017 000000000000001c 0000000000000022 0000000000000025 0000000000000028 0000000000000036 0000000000000039 000000000000003b
// + 000000000000003c 000000000000003f 0000000000000040 0000000000000041 0000000000000043 00000000000001ff 0000000000000200 0000000000000201
// @data r_signed_f16 f16 0000 3c00 4000 4200 4500 4600 4700 4800 4880 4980 4b80 4c00 4c40 4cc0 4dc0 4f00 5040 50a0 5100 52c0 5320 5360 5380 53e0
// + 5400 5410 5430 5ffc 6000 6002 6006 67ff 6800 6800 6802 6c00 6c00 6c00 6c01 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00
// + c000 bc00 0000 3c00 4000 4200 4500 4600 4700 4800 4880 4980 4b80 4c00 4c40 4cc0 4dc0 4f00 5040 50a0 5100 52c0 5320 5360
// + 5380 53e0 5400 5410 5430 5ffc 6000 6002
// @data r_signed_bf16 bf16 0000 3f80 4000 4040 40a0 40c0 40e0 4100 4110 4130 4170 4180 4188 4198 41b8 41e0 4208 4214 4220 4258 4264 426c 4270 427c
// + 4280 4282 4286 4400 4400 4400 4401 4500 4500 4500 4500 4580 4580 4580 4580 4780 4780 4780 4780 4b80 4b80 4b80 4b80 4c00
// + 4c00 4c00 4c00 4f00 4f00 4f00 4f00 5a00 5a00 5a00 5a00 5a80 5a80 5a80 5a80 5d1b 5d89 5df2 5e0d 5e17 5e80 5e91 5ea2 5ea5
// + 5eb0 5ec8 5ed9 5efc 5efc 5eff 5f00 5f00 df00 df00 df00 def5 deee dec2 deba dea0 de8e de6a de25 ddc0 ddac dd2d dcd2 dc84
// + c000 bf80 0000 3f80 4000 4040 40a0 40c0 40e0 4100 4110 4130 4170 4180 4188 4198 41b8 41e0 4208 4214 4220 4258 4264 426c
// + 4270 427c 4280 4282 4286 4400 4400 4400
// @data r_signed_f32 f32 00000000 3f800000 40000000 40400000 40a00000 40c00000 40e00000 41000000 41100000 41300000 41700000 41800000 41880000 41980000 41b80000 41e00000
// + 42080000 42140000 42200000 42580000 42640000 426c0000 42700000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000 4400c000 44ffe000
// + 45000000 45001000 45003000 457ff000 45800000 45800800 45801800 477fff00 47800000 47800080 47800180 4b7fffff 4b800000 4b800000 4b800002 4c000000
// + 4c000000 4c000000 4c000001 4f000000 4f000000 4f000000 4f000000 5a000000 5a000000 5a000000 5a000000 5a800000 5a800000 5a800000 5a800000 5d1abdeb
// + 5d894bc9 5df18d2b 5e0d2c01 5e17580b 5e803908 5e917ee3 5ea1edb3 5ea4bc0f 5eaf8e3f 5ec7aa44 5ed95aa5 5efb8e5b 5efc6f3c 5eff50f9 5f000000 5f000000
// + df000000 df000000 df000000 def49cff deee7a77 dec2152c deba7759 dea04ef2 de8dbd4f de6a0dec de24adf0 ddbfa9c9 ddac48b1 dd2ce90b dcd26207 dc83e589
// + c0000000 bf800000 00000000 3f800000 40000000 40400000 40a00000 40c00000 40e00000 41000000 41100000 41300000 41700000 41800000 41880000 41980000
// + 41b80000 41e00000 42080000 42140000 42200000 42580000 42640000 426c0000 42700000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000
// @data r_signed_f64 f64 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 4014000000000000 4018000000000000 401c000000000000 4020000000000000
// + 4022000000000000 4026000000000000 402e000000000000 4030000000000000 4031000000000000 4033000000000000 4037000000000000 403c000000000000
// + 4041000000000000 4042800000000000 4044000000000000 404b000000000000 404c800000000000 404d800000000000 404e000000000000 404f800000000000
// + 4050000000000000 4050400000000000 4050c00000000000 407ff00000000000 4080000000000000 4080080000000000 4080180000000000 409ffc0000000000
// + 40a0000000000000 40a0020000000000 40a0060000000000 40affe0000000000 40b0000000000000 40b0010000000000 40b0030000000000 40efffe000000000
// + 40f0000000000000 40f0001000000000 40f0003000000000 416fffffe0000000 4170000000000000 4170000010000000 4170000030000000 417ffffff0000000
// + 4180000000000000 4180000008000000 4180000018000000 41dfffffffc00000 41e0000000000000 41e0000000200000 41e0000000600000 433fffffffffffff
// + 4340000000000000 4340000000000000 4340000000000002 4350000000000000 4350000000000000 4350000000000000 4350000000000001 43a357bd54d184de
// + 43b1297913659a57 43be31a5638490ee 43c1a5801384226f 43c2eb016b53f883 43d007210c1ae843 43d22fdc6eb6b35c 43d43db663a267c9 43d49781df9e405a
// + 43d5f1c7da26d4da 43d8f5487b4c828b 43db2b54a42d97e3 43df71cb515aaa2a 43df8de7785c676c 43dfea1f29864362 43e0000000000000 43e0000000000000
// + c3e0000000000000 c3e0000000000000 c3e0000000000000 c3de939fe3ee683f c3ddcf4ed7446e48 c3d842a57c70f940 c3d74eeb29ee47e8 c3d409de37c63c11
// + c3d1b7a9dce5cf7d c3cd41bd82b00765 c3c495bdf1209971 c3b7f5392c4fdd1a c3b5891621e7f21f c3a59d2164860af9 c39a4c40eb6363b2 c3907cb126156182
// + c000000000000000 bff0000000000000 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 4014000000000000 4018000000000000
// + 401c000000000000 4020000000000000 4022000000000000 4026000000000000 402e000000000000 4030000000000000 4031000000000000 4033000000000000
// + 4037000000000000 403c000000000000 4041000000000000 4042800000000000 4044000000000000 404b000000000000 404c800000000000 404d800000000000
// + 404e000000000000 404f800000000000 4050000000000000 4050400000000000 4050c00000000000 407ff00000000000 4080000000000000 4080080000000000
// @data r_signed_tf32 tf32 00000000 3f800000 40000000 40400000 40a00000 40c00000 40e00000 41000000 41100000 41300000 41700000 41800000 41880000 41980000 41b80000 41e00000
// + 42080000 42140000 42200000 42580000 42640000 426c0000 42700000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000 4400c000 44ffe000
// + 45000000 45000000 45004000 45800000 45800000 45800000 45802000 47800000 47800000 47800000 47800000 4b800000 4b800000 4b800000 4b800000 4c000000
// + 4c000000 4c000000 4c000000 4f000000 4f000000 4f000000 4f000000 5a000000 5a000000 5a000000 5a000000 5a800000 5a800000 5a800000 5a800000 5d1ac000
// + 5d894000 5df18000 5e0d2000 5e176000 5e804000 5e918000 5ea1e000 5ea4c000 5eaf8000 5ec7a000 5ed96000 5efb8000 5efc6000 5eff6000 5f000000 5f000000
// + df000000 df000000 df000000 def4a000 deee8000 dec22000 deba8000 dea04000 de8dc000 de6a0000 de24a000 ddbfa000 ddac4000 dd2ce000 dcd26000 dc83e000
// + c0000000 bf800000 00000000 3f800000 40000000 40400000 40a00000 40c00000 40e00000 41000000 41100000 41300000 41700000 41800000 41880000 41980000
// + 41b80000 41e00000 42080000 42140000 42200000 42580000 42640000 426c0000 42700000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000
// @data r_signed_f8E4M3FN f8E4M3FN 00 38 40 44 4a 4c 4e 50 51 53 57 58 58 5a 5c 5e 60 61 62 66 66 67 67 68
// + 68 68 68 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe
// + c0 b8 00 38 40 44 4a 4c 4e 50 51 53 57 58 58 5a 5c 5e 60 61 62 66 66 67
// + 67 68 68 68 68 7e 7e 7e
// @data r_signed_f8E5M2 f8E5M2 00 3c 40 42 45 46 47 48 48 4a 4c 4c 4c 4d 4e 4f 50 51 51 53 53 53 54 54
// + 54 54 54 60 60 60 60 68 68 68 68 6c 6c 6c 6c 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb
// + c0 bc 00 3c 40 42 45 46 47 48 48 4a 4c 4c 4c 4d 4e 4f 50 51 51 53 53 53
// + 54 54 54 54 54 60 60 60
// @data r_signed_f4E2M1FN f4E2M1FN 0 2 4 5 6 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 f f f f f f f f f f f f f f f f
// + c a 0 2 4 5 6 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7
// @data r_unsigned_f16 f16 from r_signed_f16 80:7c00 81:7c00 82:7c00 83:7c00 84:7c00 85:7c00 86:7c00 87:7c00 88:7c00 89:7c00 90:7c00 91:7c00
// + 92:7c00 93:7c00 94:7c00 95:7c00 96:7c00 97:7c00
// @data r_unsigned_bf16 bf16 from r_signed_bf16 80:5f00 81:5f00 82:5f00 83:5f06 84:5f09 85:5f1f 86:5f23 87:5f30 88:5f39 89:5f45 90:5f57 91:5f68
// + 92:5f6a 93:5f75 94:5f79 95:5f7c 96:5f80 97:5f80
// @data r_unsigned_f32 f32 from r_signed_f32 80:5f000000 81:5f000000 82:5f000000 83:5f05b180 84:5f08c2c5 85:5f1ef56a 86:5f22c453 87:5f2fd887 88:5f392159 89:5f457c85 90:5f56d484 91:5f680ac7
// + 92:5f6a76ea 93:5f75316f 94:5f796cf0 95:5f7be0d4 96:5f800000 97:5f800000
// @data r_unsigned_f64 f64 from r_signed_f64 80:43e0000000000000 81:43e0000000000000 82:43e0000000000000 83:43e0b6300e08cbe0 84:43e11858945dc8dc 85:43e3dead41c78360 86:43e4588a6b08dc0c 87:43e5fb10e41ce1f7 88:43e7242b118d1841 89:43e8af909f53fe27 90:43eada9083b7d9a4 91:43ed0158da76045d
// + 92:43ed4edd3bc301bc 93:43eea62de9b79f50 94:43ef2d9df8a4e4e2 95:43ef7c1a76cf54f4 96:43f0000000000000 97:43f0000000000000
// @data r_unsigned_tf32 tf32 from r_signed_tf32 80:5f000000 81:5f000000 82:5f000000 83:5f05c000 84:5f08c000 85:5f1f0000 86:5f22c000 87:5f2fe000 88:5f392000 89:5f458000 90:5f56e000 91:5f680000
// + 92:5f6a8000 93:5f754000 94:5f796000 95:5f7be000 96:5f800000 97:5f800000
// @data r_unsigned_f8E4M3FN f8E4M3FN from r_signed_f8E4M3FN 80:7e 81:7e 82:7e 83:7e 84:7e 85:7e 86:7e 87:7e 88:7e 89:7e 90:7e 91:7e
// + 92:7e 93:7e 94:7e 95:7e 96:7e 97:7e
// @data r_unsigned_f8E5M2 f8E5M2 from r_signed_f8E5M2 80:7b 81:7b 82:7b 83:7b 84:7b 85:7b 86:7b 87:7b 88:7b 89:7b 90:7b 91:7b
// + 92:7b 93:7b 94:7b 95:7b 96:7b 97:7b
// @data r_unsigned_f4E2M1FN f4E2M1FN from r_signed_f4E2M1FN 80:7 81:7 82:7 83:7 84:7 85:7 86:7 87:7 88:7 89:7 90:7 91:7
// + 92:7 93:7 94:7 95:7 96:7 97:7
// @run signed_f16 entry=signed_f16 grid=1
// @arg buf i64 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f16 prov=convert
// @run signed_bf16 entry=signed_bf16 grid=1
// @arg buf i64 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_bf16 prov=convert
// @run signed_f32 entry=signed_f32 grid=1
// @arg buf i64 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f32 prov=convert
// @run signed_f64 entry=signed_f64 grid=1
// @arg buf i64 a
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f64 prov=convert
// @run signed_tf32 entry=signed_tf32 grid=1
// @arg buf i64 a
// @arg buf tf32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_tf32 prov=convert
// @run signed_f8E4M3FN entry=signed_f8E4M3FN grid=1
// @arg buf i64 a
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E4M3FN prov=convert
// @run signed_f8E5M2 entry=signed_f8E5M2 grid=1
// @arg buf i64 a
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E5M2 prov=convert
// @run signed_f4E2M1FN entry=signed_f4E2M1FN grid=1
// @arg buf i64 a
// @arg buf f4E2M1FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f4E2M1FN prov=convert
// @run unsigned_f16 entry=unsigned_f16 grid=1
// @arg buf i64 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f16 prov=convert
// @run unsigned_bf16 entry=unsigned_bf16 grid=1
// @arg buf i64 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_bf16 prov=convert
// @run unsigned_f32 entry=unsigned_f32 grid=1
// @arg buf i64 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f32 prov=convert
// @run unsigned_f64 entry=unsigned_f64 grid=1
// @arg buf i64 a
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f64 prov=convert
// @run unsigned_tf32 entry=unsigned_tf32 grid=1
// @arg buf i64 a
// @arg buf tf32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_tf32 prov=convert
// @run unsigned_f8E4M3FN entry=unsigned_f8E4M3FN grid=1
// @arg buf i64 a
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E4M3FN prov=convert
// @run unsigned_f8E5M2 entry=unsigned_f8E5M2 grid=1
// @arg buf i64 a
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E5M2 prov=convert
// @run unsigned_f4E2M1FN entry=unsigned_f4E2M1FN grid=1
// @arg buf i64 a
// @arg buf f4E2M1FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f4E2M1FN prov=convert
cuda_tile.module @conformance {
  entry @signed_f16(%a0: tile<ptr<i64>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_bf16(%a0: tile<ptr<i64>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f32(%a0: tile<ptr<i64>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f64(%a0: tile<ptr<i64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_tf32(%a0: tile<ptr<i64>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xtf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xtf32>, partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E4M3FN(%a0: tile<ptr<i64>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E5M2(%a0: tile<ptr<i64>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f4E2M1FN(%a0: tile<ptr<i64>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 signed : tile<128xi64> -> tile<128xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f16(%a0: tile<ptr<i64>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_bf16(%a0: tile<ptr<i64>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f32(%a0: tile<ptr<i64>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f64(%a0: tile<ptr<i64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_tf32(%a0: tile<ptr<i64>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xtf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xtf32>, partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E4M3FN(%a0: tile<ptr<i64>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E5M2(%a0: tile<ptr<i64>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f4E2M1FN(%a0: tile<ptr<i64>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = itof %x0 unsigned : tile<128xi64> -> tile<128xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
