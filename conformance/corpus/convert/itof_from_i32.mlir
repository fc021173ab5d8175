// @conformance 1
// @tier ci
// @family convert
// itof from i32 (signed and unsigned) to every float type it accepts (not f8E8M0FNU), nearest_even (digest 4.4).
// @oracle convert the exact integer (i128) rounded once: rustc_apfloat 0.2.3 from_i128_r into f16/bf16/f32/f64/tf32; nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f4E2M1FN with saturating overflow (docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a i32 00000000 00000001 00000002 00000003 00000007 00000008 00000009 0000000b 0000000d 0000000e 0000000f 00000010 00000011 00000013 00000019 0000001f
// + 00000021 00000028 0000002b 0000002c 00000031 00000032 0000003d 0000003f 00000040 00000041 00000043 000001ff 00000200 00000201 00000203 000007ff
// + 00000800 00000801 00000803 00000fff 00001000 00001001 00001003 0000ffff 00010000 00010001 00010003 00ffffff 01000000 01000001 01000003 01f5d6b5
// + 01ffffff 02000000 02000001 02000003 08f70005 126a8914 15ee5021 20ab2d45 21061bc7 223e08aa 24552569 25d826e8 29bb2861 3bce8b22 3ea169f0 4a92fc10
// + 6b082781 7ffffffe 7fffffff 80000000 80000001 80000003 80f41619 95ad5e36 9eed5b77 b86d0736 bba67122 de1f1348 e21d2f3b e53e418a f232ce62 f9419392
// + fea39bdb fffffffe ffffffff 00000000 00000001 00000002 00000003 00000007 00000008 00000009 0000000b 0000000d 0000000e 0000000f 00000010 00000011
// + 00000013 00000019 0000001f 00000021 00000028 0000002b 0000002c 00000031 00000032 0000003d 0000003f 00000040 00000041 00000043 000001ff 00000200
// + 00000201 00000203 000007ff 00000800 00000801 00000803 00000fff 00001000 00001001 00001003 0000ffff 00010000 00010001 00010003 00ffffff 01000000
// @data r_signed_f16 f16 0000 3c00 4000 4200 4700 4800 4880 4980 4a80 4b00 4b80 4c00 4c40 4cc0 4e40 4fc0 5020 5100 5160 5180 5220 5240 53a0 53e0
// + 5400 5410 5430 5ffc 6000 6002 6006 67ff 6800 6800 6802 6c00 6c00 6c00 6c01 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 c000 bc00 0000 3c00 4000 4200 4700 4800 4880 4980 4a80 4b00 4b80 4c00 4c40
// + 4cc0 4e40 4fc0 5020 5100 5160 5180 5220 5240 53a0 53e0 5400 5410 5430 5ffc 6000 6002 6006 67ff 6800 6800 6802 6c00 6c00
// + 6c00 6c01 7c00 7c00 7c00 7c00 7c00 7c00
// @data r_signed_bf16 bf16 0000 3f80 4000 4040 40e0 4100 4110 4130 4150 4160 4170 4180 4188 4198 41c8 41f8 4204 4220 422c 4230 4244 4248 4274 427c
// + 4280 4282 4286 4400 4400 4400 4401 4500 4500 4500 4500 4580 4580 4580 4580 4780 4780 4780 4780 4b80 4b80 4b80 4b80 4bfb
// + 4c00 4c00 4c00 4c00 4d0f 4d93 4daf 4e03 4e04 4e09 4e11 4e17 4e27 4e6f 4e7b 4e95 4ed6 4f00 4f00 cf00 cf00 cf00 cefe ced5
// + cec2 ce8f ce89 ce08 cdef cdd6 cd5d ccd8 cbae c000 bf80 0000 3f80 4000 4040 40e0 4100 4110 4130 4150 4160 4170 4180 4188
// + 4198 41c8 41f8 4204 4220 422c 4230 4244 4248 4274 427c 4280 4282 4286 4400 4400 4400 4401 4500 4500 4500 4500 4580 4580
// + 4580 4580 4780 4780 4780 4780 4b80 4b80
// @data r_signed_f32 f32 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41600000 41700000 41800000 41880000 41980000 41c80000 41f80000
// + 42040000 42200000 422c0000 42300000 42440000 42480000 42740000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000 4400c000 44ffe000
// + 45000000 45001000 45003000 457ff000 45800000 45800800 45801800 477fff00 47800000 47800080 47800180 4b7fffff 4b800000 4b800000 4b800002 4bfaeb5a
// + 4c000000 4c000000 4c000000 4c000001 4d0f7000 4d935449 4daf7281 4e02acb5 4e04186f 4e08f823 4e115496 4e17609c 4e26eca2 4e6f3a2d 4e7a85a8 4e9525f8
// + 4ed6104f 4f000000 4f000000 cf000000 cf000000 cf000000 cefe17d4 ced4a544 cec22549 ce8f25f2 ce88b31e ce0783b3 cdef1686 cdd60df4 cd5cd31a ccd7cd8e
// + cbae3212 c0000000 bf800000 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41600000 41700000 41800000 41880000
// + 41980000 41c80000 41f80000 42040000 42200000 422c0000 42300000 42440000 42480000 42740000 427c0000 42800000 42820000 42860000 43ff8000 44000000
// + 44004000 4400c000 44ffe000 45000000 45001000 45003000 457ff000 45800000 45800800 45801800 477fff00 47800000 47800080 47800180 4b7fffff 4b800000
// @data r_signed_f64 f64 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 401c000000000000 4020000000000000 4022000000000000 4026000000000000
// + 402a000000000000 402c000000000000 402e000000000000 4030000000000000 4031000000000000 4033000000000000 4039000000000000 403f000000000000
// + 4040800000000000 4044000000000000 4045800000000000 4046000000000000 4048800000000000 4049000000000000 404e800000000000 404f800000000000
// + 4050000000000000 4050400000000000 4050c00000000000 407ff00000000000 4080000000000000 4080080000000000 4080180000000000 409ffc0000000000
// + 40a0000000000000 40a0020000000000 40a0060000000000 40affe0000000000 40b0000000000000 40b0010000000000 40b0030000000000 40efffe000000000
// + 40f0000000000000 40f0001000000000 40f0003000000000 416fffffe0000000 4170000000000000 4170000010000000 4170000030000000 417f5d6b50000000
// + 417ffffff0000000 4180000000000000 4180000008000000 4180000018000000 41a1ee000a000000 41b26a8914000000 41b5ee5021000000 41c05596a2800000
// + 41c0830de3800000 41c11f0455000000 41c22a92b4800000 41c2ec1374000000 41c4dd9430800000 41cde74591000000 41cf50b4f8000000 41d2a4bf04000000
// + 41dac209e0400000 41dfffffff800000 41dfffffffc00000 c1e0000000000000 c1dfffffffc00000 c1dfffffff400000 c1dfc2fa79c00000 c1da94a872800000
// + c1d844a922400000 c1d1e4be32800000 c1d11663b7800000 c1c0f0765c000000 c1bde2d0c5000000 c1bac1be76000000 c1ab9a633c000000 c19af9b1b8000000
// + c175c64250000000 c000000000000000 bff0000000000000 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 401c000000000000
// + 4020000000000000 4022000000000000 4026000000000000 402a000000000000 402c000000000000 402e000000000000 4030000000000000 4031000000000000
// + 4033000000000000 4039000000000000 403f000000000000 4040800000000000 4044000000000000 4045800000000000 4046000000000000 4048800000000000
// + 4049000000000000 404e800000000000 404f800000000000 4050000000000000 4050400000000000 4050c00000000000 407ff00000000000 4080000000000000
// + 4080080000000000 4080180000000000 409ffc0000000000 40a0000000000000 40a0020000000000 40a0060000000000 40affe0000000000 40b0000000000000
// + 40b0010000000000 40b0030000000000 40efffe000000000 40f0000000000000 40f0001000000000 40f0003000000000 416fffffe0000000 4170000000000000
// @data r_signed_tf32 tf32 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41600000 41700000 41800000 41880000 41980000 41c80000 41f80000
// + 42040000 42200000 422c0000 42300000 42440000 42480000 42740000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000 4400c000 44ffe000
// + 45000000 45000000 45004000 45800000 45800000 45800000 45802000 47800000 47800000 47800000 47800000 4b800000 4b800000 4b800000 4b800000 4bfae000
// + 4c000000 4c000000 4c000000 4c000000 4d0f8000 4d936000 4daf8000 4e02a000 4e042000 4e090000 4e116000 4e176000 4e26e000 4e6f4000 4e7a8000 4e952000
// + 4ed62000 4f000000 4f000000 cf000000 cf000000 cf000000 cefe2000 ced4a000 cec22000 ce8f2000 ce88c000 ce078000 cdef2000 cdd60000 cd5ce000 ccd7c000
// + cbae4000 c0000000 bf800000 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41600000 41700000 41800000 41880000
// + 41980000 41c80000 41f80000 42040000 42200000 422c0000 42300000 42440000 42480000 42740000 427c0000 42800000 42820000 42860000 43ff8000 44000000
// + 44004000 4400c000 44ffe000 45000000 45000000 45004000 45800000 45800000 45800000 45802000 47800000 47800000 47800000 47800000 4b800000 4b800000
// @data r_signed_f8E4M3FN f8E4M3FN 00 38 40 44 4e 50 51 53 55 56 57 58 58 5a 5c 60 60 62 63 63 64 64 67 68
// + 68 68 68 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e fe fe fe fe fe
// + fe fe fe fe fe fe fe fe fe c0 b8 00 38 40 44 4e 50 51 53 55 56 57 58 58
// + 5a 5c 60 60 62 63 63 64 64 67 68 68 68 68 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e
// @data r_signed_f8E5M2 f8E5M2 00 3c 40 42 47 48 48 4a 4a 4b 4c 4c 4c 4d 4e 50 50 51 51 52 52 52 54 54
// + 54 54 54 60 60 60 60 68 68 68 68 6c 6c 6c 6c 7b 7b 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b fb fb fb fb fb
// + fb fb fb fb fb fb fb fb fb c0 bc 00 3c 40 42 47 48 48 4a 4a 4b 4c 4c 4c
// + 4d 4e 50 50 51 51 52 52 52 54 54 54 54 54 60 60 60 60 68 68 68 68 6c 6c
// + 6c 6c 7b 7b 7b 7b 7b 7b
// @data r_signed_f4E2M1FN f4E2M1FN 0 2 4 5 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 f f f f f
// + f f f f f f f f f c a 0 2 4 5 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7
// @data r_unsigned_f16 f16 from r_signed_f16 67:7c00 68:7c00 69:7c00 70:7c00 71:7c00 72:7c00 73:7c00 74:7c00 75:7c00 76:7c00 77:7c00 78:7c00
// + 79:7c00 80:7c00 81:7c00 82:7c00
// @data r_unsigned_bf16 bf16 from r_signed_bf16 67:4f00 68:4f00 69:4f00 70:4f01 71:4f16 72:4f1f 73:4f38 74:4f3c 75:4f5e 76:4f62 77:4f65 78:4f72
// + 79:4f79 80:4f7f 81:4f80 82:4f80
// @data r_unsigned_f32 f32 from r_signed_f32 67:4f000000 68:4f000000 69:4f000000 70:4f00f416 71:4f15ad5e 72:4f1eed5b 73:4f386d07 74:4f3ba671 75:4f5e1f13 76:4f621d2f 77:4f653e42 78:4f7232ce
// + 79:4f794194 80:4f7ea39c 81:4f800000 82:4f800000
// @data r_unsigned_f64 f64 from r_signed_f64 67:41e0000000000000 68:41e0000000200000 69:41e0000000600000 70:41e01e82c3200000 71:41e2b5abc6c00000 72:41e3ddab6ee00000 73:41e70da0e6c00000 74:41e774ce24400000 75:41ebc3e269000000 76:41ec43a5e7600000 77:41eca7c831400000 78:41ee4659cc400000
// + 79:41ef283272400000 80:41efd4737b600000 81:41efffffffc00000 82:41efffffffe00000
// @data r_unsigned_tf32 tf32 from r_signed_tf32 67:4f000000 68:4f000000 69:4f000000 70:4f010000 71:4f15a000 72:4f1ee000 73:4f386000 74:4f3ba000 75:4f5e2000 76:4f622000 77:4f654000 78:4f724000
// + 79:4f794000 80:4f7ea000 81:4f800000 82:4f800000
// @data r_unsigned_f8E4M3FN f8E4M3FN from r_signed_f8E4M3FN 67:7e 68:7e 69:7e 70:7e 71:7e 72:7e 73:7e 74:7e 75:7e 76:7e 77:7e 78:7e
// + 79:7e 80:7e 81:7e 82:7e
// @data r_unsigned_f8E5M2 f8E5M2 from r_signed_f8E5M2 67:7b 68:7b 69:7b 70:7b 71:7b 72:7b 73:7b 74:7b 75:7b 76:7b 77:7b 78:7b
// + 79:7b 80:7b 81:7b 82:7b
// @data r_unsigned_f4E2M1FN f4E2M1FN from r_signed_f4E2M1FN 67:7 68:7 69:7 70:7 71:7 72:7 73:7 74:7 75:7 76:7 77:7 78:7
// + 79:7 80:7 81:7 82:7
// @run signed_f16 entry=signed_f16 grid=1
// @arg buf i32 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f16 prov=convert
// @run signed_bf16 entry=signed_bf16 grid=1
// @arg buf i32 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_bf16 prov=convert
// @run signed_f32 entry=signed_f32 grid=1
// @arg buf i32 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f32 prov=convert
// @run signed_f64 entry=signed_f64 grid=1
// @arg buf i32 a
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f64 prov=convert
// @run signed_tf32 entry=signed_tf32 grid=1
// @arg buf i32 a
// @arg buf tf32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_tf32 prov=convert
// @run signed_f8E4M3FN entry=signed_f8E4M3FN grid=1
// @arg buf i32 a
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E4M3FN prov=convert
// @run signed_f8E5M2 entry=signed_f8E5M2 grid=1
// @arg buf i32 a
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E5M2 prov=convert
// @run signed_f4E2M1FN entry=signed_f4E2M1FN grid=1
// @arg buf i32 a
// @arg buf f4E2M1FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f4E2M1FN prov=convert
// @run unsigned_f16 entry=unsigned_f16 grid=1
// @arg buf i32 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f16 prov=convert
// @run unsigned_bf16 entry=unsigned_bf16 grid=1
// @arg buf i32 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_bf16 prov=convert
// @run unsigned_f32 entry=unsigned_f32 grid=1
// @arg buf i32 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f32 prov=convert
// @run unsigned_f64 entry=unsigned_f64 grid=1
// @arg buf i32 a
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f64 prov=convert
// @run unsigned_tf32 entry=unsigned_tf32 grid=1
// @arg buf i32 a
// @arg buf tf32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_tf32 prov=convert
// @run unsigned_f8E4M3FN entry=unsigned_f8E4M3FN grid=1
// @arg buf i32 a
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E4M3FN prov=convert
// @run unsigned_f8E5M2 entry=unsigned_f8E5M2 grid=1
// @arg buf i32 a
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E5M2 prov=convert
// @run unsigned_f4E2M1FN entry=unsigned_f4E2M1FN grid=1
// @arg buf i32 a
// @arg buf f4E2M1FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f4E2M1FN prov=convert
cuda_tile.module @conformance {
  entry @signed_f16(%a0: tile<ptr<i32>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_bf16(%a0: tile<ptr<i32>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f32(%a0: tile<ptr<i32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f64(%a0: tile<ptr<i32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_tf32(%a0: tile<ptr<i32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xtf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xtf32>, partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E4M3FN(%a0: tile<ptr<i32>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E5M2(%a0: tile<ptr<i32>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f4E2M1FN(%a0: tile<ptr<i32>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 signed : tile<128xi32> -> tile<128xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f16(%a0: tile<ptr<i32>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_bf16(%a0: tile<ptr<i32>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f32(%a0: tile<ptr<i32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f64(%a0: tile<ptr<i32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_tf32(%a0: tile<ptr<i32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xtf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xtf32>, partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E4M3FN(%a0: tile<ptr<i32>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E5M2(%a0: tile<ptr<i32>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f4E2M1FN(%a0: tile<ptr<i32>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = itof %x0 unsigned : tile<128xi32> -> tile<128xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
