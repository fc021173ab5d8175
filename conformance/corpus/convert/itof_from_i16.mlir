// @conformance 1
// @tier full
// @family convert
// itof from i16 (signed and unsigned) to every float type it accepts (not f8E8M0FNU), nearest_even (digest 4.4).
// @oracle convert the exact integer (i128) rounded once: rustc_apfloat 0.2.3 from_i128_r into f16/bf16/f32/f64/tf32; nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f4E2M1FN with saturating overflow (docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a i16 0000 0001 0002 0003 0007 0008 0009 000b 000e 000f 0010 0011 0013 0017 0023 0028 002b 0030 0032 0033 0036 003e 003f 0040
// + 0041 0043 01ff 0200 0201 0203 07ff 0800 0801 0803 0a8c 0f99 0fff 1000 1001 1003 1644 1aaf 1e5b 1f48 2178 2444 2594 283f
// + 2f99 3ea0 469b 56b8 6956 726b 7ad0 7ffe 7fff 8000 8001 8c19 8dd6 901a a42c ad00 bebc cb48 d198 f234 fffe ffff 0000 0001
// + 0002 0003 0007 0008 0009 000b 000e 000f 0010 0011 0013 0017 0023 0028 002b 0030 0032 0033 0036 003e 003f 0040 0041 0043
// + 01ff 0200 0201 0203 07ff 0800 0801 0803 0a8c 0f99 0fff 1000 1001 1003 1644 1aaf 1e5b 1f48 2178 2444 2594 283f 2f99 3ea0
// + 469b 56b8 6956 726b 7ad0 7ffe 7fff 8000
// @data r_signed_f16 f16 0000 3c00 4000 4200 4700 4800 4880 4980 4b00 4b80 4c00 4c40 4cc0 4dc0 5060 5100 5160 5200 5240 5260 52c0 53c0 53e0 5400
// + 5410 5430 5ffc 6000 6002 6006 67ff 6800 6800 6802 6946 6bcc 6c00 6c00 6c00 6c01 6d91 6eac 6f97 6fd2 702f 7088 70b2 7108
// + 71f3 73d4 746a 756c 7695 7727 77ad 7800 7800 f800 f800 f73e f723 f6fe f5bd f530 f414 f297 f1cd eae6 c000 bc00 0000 3c00
// + 4000 4200 4700 4800 4880 4980 4b00 4b80 4c00 4c40 4cc0 4dc0 5060 5100 5160 5200 5240 5260 52c0 53c0 53e0 5400 5410 5430
// + 5ffc 6000 6002 6006 67ff 6800 6800 6802 6946 6bcc 6c00 6c00 6c00 6c01 6d91 6eac 6f97 6fd2 702f 7088 70b2 7108 71f3 73d4
// + 746a 756c 7695 7727 77ad 7800 7800 f800
// @data r_signed_bf16 bf16 0000 3f80 4000 4040 40e0 4100 4110 4130 4160 4170 4180 4188 4198 41b8 420c 4220 422c 4240 4248 424c 4258 4278 427c 4280
// + 4282 4286 4400 4400 4400 4401 4500 4500 4500 4500 4529 457a 4580 4580 4580 4580 45b2 45d5 45f3 45fa 4606 4611 4616 4621
// + 463e 467a 468d 46ad 46d3 46e5 46f6 4700 4700 c700 c700 c6e8 c6e4 c6e0 c6b8 c6a6 c683 c653 c63a c55d c000 bf80 0000 3f80
// + 4000 4040 40e0 4100 4110 4130 4160 4170 4180 4188 4198 41b8 420c 4220 422c 4240 4248 424c 4258 4278 427c 4280 4282 4286
// + 4400 4400 4400 4401 4500 4500 4500 4500 4529 457a 4580 4580 4580 4580 45b2 45d5 45f3 45fa 4606 4611 4616 4621 463e 467a
// + 468d 46ad 46d3 46e5 46f6 4700 4700 c700
// @data r_signed_f32 f32 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41600000 41700000 41800000 41880000 41980000 41b80000 420c0000 42200000
// + 422c0000 42400000 42480000 424c0000 42580000 42780000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000 4400c000 44ffe000 45000000
// + 45001000 45003000 4528c000 45799000 457ff000 45800000 45800800 45801800 45b22000 45d57800 45f2d800 45fa4000 4605e000 46111000 46165000 4620fc00
// + 463e6400 467a8000 468d3600 46ad7000 46d2ac00 46e4d600 46f5a000 46fffc00 46fffe00 c7000000 c6fffe00 c6e7ce00 c6e45400 c6dfcc00 c6b7a800 c6a60000
// + c6828800 c652e000 c639a000 c55cc000 c0000000 bf800000 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41600000 41700000
// + 41800000 41880000 41980000 41b80000 420c0000 42200000 422c0000 42400000 42480000 424c0000 42580000 42780000 427c0000 42800000 42820000 42860000
// + 43ff8000 44000000 44004000 4400c000 44ffe000 45000000 45001000 45003000 4528c000 45799000 457ff000 45800000 45800800 45801800 45b22000 45d57800
// + 45f2d800 45fa4000 4605e000 46111000 46165000 4620fc00 463e6400 467a8000 468d3600 46ad7000 46d2ac00 46e4d600 46f5a000 46fffc00 46fffe00 c7000000
// @data r_signed_f64 f64 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 401c000000000000 4020000000000000 4022000000000000 4026000000000000
// + 402c000000000000 402e000000000000 4030000000000000 4031000000000000 4033000000000000 4037000000000000 4041800000000000 4044000000000000
// + 4045800000000000 4048000000000000 4049000000000000 4049800000000000 404b000000000000 404f000000000000 404f800000000000 4050000000000000
// + 4050400000000000 4050c00000000000 407ff00000000000 4080000000000000 4080080000000000 4080180000000000 409ffc0000000000 40a0000000000000
// + 40a0020000000000 40a0060000000000 40a5180000000000 40af320000000000 40affe0000000000 40b0000000000000 40b0010000000000 40b0030000000000
// + 40b6440000000000 40baaf0000000000 40be5b0000000000 40bf480000000000 40c0bc0000000000 40c2220000000000 40c2ca0000000000 40c41f8000000000
// + 40c7cc8000000000 40cf500000000000 40d1a6c000000000 40d5ae0000000000 40da558000000000 40dc9ac000000000 40deb40000000000 40dfff8000000000
// + 40dfffc000000000 c0e0000000000000 c0dfffc000000000 c0dcf9c000000000 c0dc8a8000000000 c0dbf98000000000 c0d6f50000000000 c0d4c00000000000
// + c0d0510000000000 c0ca5c0000000000 c0c7340000000000 c0ab980000000000 c000000000000000 bff0000000000000 0000000000000000 3ff0000000000000
// + 4000000000000000 4008000000000000 401c000000000000 4020000000000000 4022000000000000 4026000000000000 402c000000000000 402e000000000000
// + 4030000000000000 4031000000000000 4033000000000000 4037000000000000 4041800000000000 4044000000000000 4045800000000000 4048000000000000
// + 4049000000000000 4049800000000000 404b000000000000 404f000000000000 404f800000000000 4050000000000000 4050400000000000 4050c00000000000
// + 407ff00000000000 4080000000000000 4080080000000000 4080180000000000 409ffc0000000000 40a0000000000000 40a0020000000000 40a0060000000000
// + 40a5180000000000 40af320000000000 40affe0000000000 40b0000000000000 40b0010000000000 40b0030000000000 40b6440000000000 40baaf0000000000
// + 40be5b0000000000 40bf480000000000 40c0bc0000000000 40c2220000000000 40c2ca0000000000 40c41f8000000000 40c7cc8000000000 40cf500000000000
// + 40d1a6c000000000 40d5ae0000000000 40da558000000000 40dc9ac000000000 40deb40000000000 40dfff8000000000 40dfffc000000000 c0e0000000000000
// @data r_signed_tf32 tf32 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41600000 41700000 41800000 41880000 41980000 41b80000 420c0000 42200000
// + 422c0000 42400000 42480000 424c0000 42580000 42780000 427c0000 42800000 42820000 42860000 43ff8000 44000000 44004000 4400c000 44ffe000 45000000
// + 45000000 45004000 4528c000 45798000 45800000 45800000 45800000 45802000 45b22000 45d58000 45f2e000 45fa4000 4605e000 46110000 46164000 46210000
// + 463e6000 467a8000 468d4000 46ad8000 46d2a000 46e4e000 46f5a000 47000000 47000000 c7000000 c7000000 c6e7c000 c6e46000 c6dfc000 c6b7a000 c6a60000
// + c6828000 c652e000 c639a000 c55cc000 c0000000 bf800000 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41600000 41700000
// + 41800000 41880000 41980000 41b80000 420c0000 42200000 422c0000 42400000 42480000 424c0000 42580000 42780000 427c0000 42800000 42820000 42860000
// + 43ff8000 44000000 44004000 4400c000 44ffe000 45000000 45000000 45004000 4528c000 45798000 45800000 45800000 45800000 45802000 45b22000 45d58000
// + 45f2e000 45fa4000 4605e000 46110000 46164000 46210000 463e6000 467a8000 468d4000 46ad8000 46d2a000 46e4e000 46f5a000 47000000 47000000 c7000000
// @data r_signed_f8E4M3FN f8E4M3FN 00 38 40 44 4e 50 51 53 56 57 58 58 5a 5c 61 62 63 64 64 65 66 68 68 68
// + 68 68 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e fe fe fe fe fe fe fe fe fe fe fe c0 b8 00 38
// + 40 44 4e 50 51 53 56 57 58 58 5a 5c 61 62 63 64 64 65 66 68 68 68 68 68
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e fe
// @data r_signed_f8E5M2 f8E5M2 00 3c 40 42 47 48 48 4a 4b 4c 4c 4c 4d 4e 50 51 51 52 52 52 53 54 54 54
// + 54 54 60 60 60 60 68 68 68 68 69 6c 6c 6c 6c 6c 6e 6f 70 70 70 71 71 71
// + 72 74 74 75 77 77 78 78 78 f8 f8 f7 f7 f7 f6 f5 f4 f3 f2 eb c0 bc 00 3c
// + 40 42 47 48 48 4a 4b 4c 4c 4c 4d 4e 50 51 51 52 52 52 53 54 54 54 54 54
// + 60 60 60 60 68 68 68 68 69 6c 6c 6c 6c 6c 6e 6f 70 70 70 71 71 71 72 74
// + 74 75 77 77 78 78 78 f8
// @data r_signed_f4E2M1FN f4E2M1FN 0 2 4 5 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 f f f f f f f f f f f c a 0 2
// + 4 5 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 f
// @data r_unsigned_f16 f16 from r_signed_f16 57:7800 58:7800 59:7861 60:786f 61:7881 62:7921 63:7968 64:79f6 65:7a5a 66:7a8d 67:7b92 68:7c00
// + 69:7c00 127:7800
// @data r_unsigned_bf16 bf16 from r_signed_bf16 57:4700 58:4700 59:470c 60:470e 61:4710 62:4724 63:472d 64:473f 65:474b 66:4752 67:4772 68:4780
// + 69:4780 127:4700
// @data r_unsigned_f32 f32 from r_signed_f32 57:47000000 58:47000100 59:470c1900 60:470dd600 61:47101a00 62:47242c00 63:472d0000 64:473ebc00 65:474b4800 66:47519800 67:47723400 68:477ffe00
// + 69:477fff00 127:47000000
// @data r_unsigned_f64 f64 from r_signed_f64 57:40e0000000000000 58:40e0002000000000 59:40e1832000000000 60:40e1bac000000000 61:40e2034000000000 62:40e4858000000000 63:40e5a00000000000 64:40e7d78000000000 65:40e9690000000000 66:40ea330000000000 67:40ee468000000000 68:40efffc000000000
// + 69:40efffe000000000 127:40e0000000000000
// @data r_unsigned_tf32 tf32 from r_signed_tf32 57:47000000 58:47000000 59:470c2000 60:470de000 61:47102000 62:47242000 63:472d0000 64:473ec000 65:474b4000 66:4751a000 67:47724000 68:47800000
// + 69:47800000 127:47000000
// @data r_unsigned_f8E4M3FN f8E4M3FN from r_signed_f8E4M3FN 57:7e 58:7e 59:7e 60:7e 61:7e 62:7e 63:7e 64:7e 65:7e 66:7e 67:7e 68:7e
// + 69:7e 127:7e
// @data r_unsigned_f8E5M2 f8E5M2 from r_signed_f8E5M2 57:78 58:78 59:78 60:78 61:79 62:79 63:79 64:7a 65:7a 66:7b 67:7b 68:7b
// + 69:7b 127:78
// @data r_unsigned_f4E2M1FN f4E2M1FN from r_signed_f4E2M1FN 57:7 58:7 59:7 60:7 61:7 62:7 63:7 64:7 65:7 66:7 67:7 68:7
// + 69:7 127:7
// @run signed_f16 entry=signed_f16 grid=1
// @arg buf i16 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f16 prov=convert
// @run signed_bf16 entry=signed_bf16 grid=1
// @arg buf i16 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_bf16 prov=convert
// @run signed_f32 entry=signed_f32 grid=1
// @arg buf i16 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f32 prov=convert
// @run signed_f64 entry=signed_f64 grid=1
// @arg buf i16 a
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f64 prov=convert
// @run signed_tf32 entry=signed_tf32 grid=1
// @arg buf i16 a
// @arg buf tf32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_tf32 prov=convert
// @run signed_f8E4M3FN entry=signed_f8E4M3FN grid=1
// @arg buf i16 a
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E4M3FN prov=convert
// @run signed_f8E5M2 entry=signed_f8E5M2 grid=1
// @arg buf i16 a
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E5M2 prov=convert
// @run signed_f4E2M1FN entry=signed_f4E2M1FN grid=1
// @arg buf i16 a
// @arg buf f4E2M1FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f4E2M1FN prov=convert
// @run unsigned_f16 entry=unsigned_f16 grid=1
// @arg buf i16 a
// @arg buf f16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f16 prov=convert
// @run unsigned_bf16 entry=unsigned_bf16 grid=1
// @arg buf i16 a
// @arg buf bf16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_bf16 prov=convert
// @run unsigned_f32 entry=unsigned_f32 grid=1
// @arg buf i16 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f32 prov=convert
// @run unsigned_f64 entry=unsigned_f64 grid=1
// @arg buf i16 a
// @arg buf f64 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f64 prov=convert
// @run unsigned_tf32 entry=unsigned_tf32 grid=1
// @arg buf i16 a
// @arg buf tf32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_tf32 prov=convert
// @run unsigned_f8E4M3FN entry=unsigned_f8E4M3FN grid=1
// @arg buf i16 a
// @arg buf f8E4M3FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E4M3FN prov=convert
// @run unsigned_f8E5M2 entry=unsigned_f8E5M2 grid=1
// @arg buf i16 a
// @arg buf f8E5M2 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E5M2 prov=convert
// @run unsigned_f4E2M1FN entry=unsigned_f4E2M1FN grid=1
// @arg buf i16 a
// @arg buf f4E2M1FN zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f4E2M1FN prov=convert
cuda_tile.module @conformance {
  entry @signed_f16(%a0: tile<ptr<i16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_bf16(%a0: tile<ptr<i16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f32(%a0: tile<ptr<i16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f64(%a0: tile<ptr<i16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_tf32(%a0: tile<ptr<i16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xtf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xtf32>, partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E4M3FN(%a0: tile<ptr<i16>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E5M2(%a0: tile<ptr<i16>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f4E2M1FN(%a0: tile<ptr<i16>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 signed : tile<128xi16> -> tile<128xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f16(%a0: tile<ptr<i16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_bf16(%a0: tile<ptr<i16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xbf16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f32(%a0: tile<ptr<i16>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f64(%a0: tile<ptr<i16>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xf64>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_tf32(%a0: tile<ptr<i16>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xtf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xtf32>, partition_view<tile=(128), tensor_view<128xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E4M3FN(%a0: tile<ptr<i16>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E5M2(%a0: tile<ptr<i16>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xf8E5M2>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f4E2M1FN(%a0: tile<ptr<i16>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = itof %x0 unsigned : tile<128xi16> -> tile<128xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
