// @conformance 1
// @tier ci
// @family misc
// get_tile_block_id/get_num_tile_blocks on a 3-D grid, globals (plain and constant) through get_global, alloca (private and global), make_token/join_tokens/memory_fence_alias_tko/gdc ops ordering a store before a load, assume predicates that hold, print_tko, int_to_ptr/ptr_to_int/ptr_to_ptr, pack/unpack, iota on every integer type (digest 4.5, 4.8, 4.11).
// @oracle model the digest's definitions evaluated in the generator (block ids, byte images little-endian, element order)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data r_grid i32 00000000 00000002 00000003 00000004 00000001 00000002 00000003 00000004 00000002 00000002 00000003 00000004 00000003 00000002 00000003 00000004
// + 00000004 00000002 00000003 00000004 00000005 00000002 00000003 00000004 00000006 00000002 00000003 00000004 00000007 00000002 00000003 00000004
// + 00000008 00000002 00000003 00000004 00000009 00000002 00000003 00000004 0000000a 00000002 00000003 00000004 0000000b 00000002 00000003 00000004
// + 0000000c 00000002 00000003 00000004 0000000d 00000002 00000003 00000004 0000000e 00000002 00000003 00000004 0000000f 00000002 00000003 00000004
// + 00000010 00000002 00000003 00000004 00000011 00000002 00000003 00000004 00000012 00000002 00000003 00000004 00000013 00000002 00000003 00000004
// + 00000014 00000002 00000003 00000004 00000015 00000002 00000003 00000004 00000016 00000002 00000003 00000004 00000017 00000002 00000003 00000004
// @data r_globals_f f32 40000000 40800000 40c00000 41000000
// @data r_globals_i i16 0007 fff8 0009 fff6
// @data r_alloca_i i32 00000000 00000001 00000002 00000003 00000004 00000005 00000006 00000007
// @data r_alloca_l i64 0000000000000000 0000000000000002 0000000000000004 0000000000000006 0000000000000008 000000000000000a 000000000000000c 000000000000000e
// @data r_assume i32 00000005 0000000d 00000015 0000001d 00000025 0000002d 00000035 0000003d 00000045 0000004d 00000055 0000005d 00000065 0000006d 00000075 0000007d
// @data a_unpack_pack_i1 i8 64 cd 7e 1f 14 2c 71 24
// @data r_unpack_pack_i1 i8 00 00 00 00 00 00 00 00
// @data r_unpack_i1 i1 0 0 1 0 0 1 1 0 1 0 1 1 0 0 1 1 0 1 1 1 1 1 1 0
// + 1 1 1 1 1 0 0 0 0 0 1 0 1 0 0 0 0 0 1 1 0 1 0 0
// + 1 0 0 0 1 1 1 0 0 0 1 0 0 1 0 0
// @data a_unpack_pack_i4 i8 96 a5 b4 75 c2 bd e1 61
// @data r_unpack_pack_i4 i8 2c 4a 68 ea 84 7a c2 c2
// @data a_unpack_pack_i16 i8 a4 d5 ce 00 81 b8 af e5
// @data r_unpack_pack_i16 i8 from r_unpack_pack_i1
// @data r_unpack_i16 i16 d5a4 00ce b881 e5af
// @data a_unpack_pack_f16 i8 50 01 06 ef 12 93 d6 a6
// @data r_unpack_pack_f16 i8 from r_unpack_pack_i1
// @data r_unpack_f16 f16 0150 ef06 9312 a6d6
// @data a_unpack_pack_bf16 i8 80 f4 2b 0a 6f 35 9e 4f
// @data r_unpack_pack_bf16 i8 from r_unpack_pack_i1
// @data r_unpack_bf16 bf16 f480 0a2b 356f 4f9e
// @data a_unpack_pack_i32 i8 78 10 71 3f 5f 39 44 85
// @data r_unpack_pack_i32 i8 from r_unpack_pack_i1
// @data r_unpack_i32 i32 3f711078 8544395f
// @data a_unpack_pack_f32 i8 47 4f 8d 1d c8 3f f9 78
// @data r_unpack_pack_f32 i8 from r_unpack_pack_i1
// @data r_unpack_f32 f32 1d8d4f47 78f93fc8
// @data a_unpack_pack_f64 i8 47 a2 4d 76 5c a5 fa 07
// @data r_unpack_pack_f64 i8 from r_unpack_pack_i1
// @data r_unpack_f64 f64 07faa55c764da247
// @data a_unpack_pack_f4E2M1FN i8 af c6 f4 34 aa a1 97 45
// @data r_unpack_pack_f4E2M1FN i8 from r_unpack_pack_i1
// @data r_unpack_f4E2M1FN f4E2M1FN f a 6 c 4 f 4 3 a a 1 a 7 9 5 4
// @data r_iota_i1 i1 0 1
// @data r_iota_i8 i8 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 7f
// @data r_iota_i16 i16 0000 0001 0002 0003 0004 0005 0006 0007 0008 0009 000a 000b 000c 000d 000e 000f 0010 0011 0012 0013 0014 0015 0016 0017
// + 0018 0019 001a 001b 001c 001d 001e 001f 0020 0021 0022 0023 0024 0025 0026 0027 0028 0029 002a 002b 002c 002d 002e 002f
// + 0030 0031 0032 0033 0034 0035 0036 0037 0038 0039 003a 003b 003c 003d 003e 003f 0040 0041 0042 0043 0044 0045 0046 0047
// + 0048 0049 004a 004b 004c 004d 004e 004f 0050 0051 0052 0053 0054 0055 0056 0057 0058 0059 005a 005b 005c 005d 005e 005f
// + 0060 0061 0062 0063 0064 0065 0066 0067 0068 0069 006a 006b 006c 006d 006e 006f 0070 0071 0072 0073 0074 0075 0076 0077
// + 0078 0079 007a 007b 007c 007d 007e 007f 0080 0081 0082 0083 0084 0085 0086 0087 0088 0089 008a 008b 008c 008d 008e 008f
// + 0090 0091 0092 0093 0094 0095 0096 0097 0098 0099 009a 009b 009c 009d 009e 009f 00a0 00a1 00a2 00a3 00a4 00a5 00a6 00a7
// + 00a8 00a9 00aa 00ab 00ac 00ad 00ae 00af 00b0 00b1 00b2 00b3 00b4 00b5 00b6 00b7 00b8 00b9 00ba 00bb 00bc 00bd 00be 00bf
// + 00c0 00c1 00c2 00c3 00c4 00c5 00c6 00c7 00c8 00c9 00ca 00cb 00cc 00cd 00ce 00cf 00d0 00d1 00d2 00d3 00d4 00d5 00d6 00d7
// + 00d8 00d9 00da 00db 00dc 00dd 00de 00df 00e0 00e1 00e2 00e3 00e4 00e5 00e6 00e7 00e8 00e9 00ea 00eb 00ec 00ed 00ee 00ef
// + 00f0 00f1 00f2 00f3 00f4 00f5 00f6 00f7 00f8 00f9 00fa 00fb 00fc 00fd 00fe 00ff
// @data r_iota_i32 i32 00000000 00000001 00000002 00000003 00000004 00000005 00000006 00000007 00000008 00000009 0000000a 0000000b 0000000c 0000000d 0000000e 0000000f
// + 00000010 00000011 00000012 00000013 00000014 00000015 00000016 00000017 00000018 00000019 0000001a 0000001b 0000001c 0000001d 0000001e 0000001f
// + 00000020 00000021 00000022 00000023 00000024 00000025 00000026 00000027 00000028 00000029 0000002a 0000002b 0000002c 0000002d 0000002e 0000002f
// + 00000030 00000031 00000032 00000033 00000034 00000035 00000036 00000037 00000038 00000039 0000003a 0000003b 0000003c 0000003d 0000003e 0000003f
// + 00000040 00000041 00000042 00000043 00000044 00000045 00000046 00000047 00000048 00000049 0000004a 0000004b 0000004c 0000004d 0000004e 0000004f
// + 00000050 00000051 00000052 00000053 00000054 00000055 00000056 00000057 00000058 00000059 0000005a 0000005b 0000005c 0000005d 0000005e 0000005f
// + 00000060 00000061 00000062 00000063 00000064 00000065 00000066 00000067 00000068 00000069 0000006a 0000006b 0000006c 0000006d 0000006e 0000006f
// + 00000070 00000071 00000072 00000073 00000074 00000075 00000076 00000077 00000078 00000079 0000007a 0000007b 0000007c 0000007d 0000007e 0000007f
// + 00000080 00000081 00000082 00000083 00000084 00000085 00000086 00000087 00000088 00000089 0000008a 0000008b 0000008c 0000008d 0000008e 0000008f
// + 00000090 00000091 00000092 00000093 00000094 00000095 00000096 00000097 00000098 00000099 0000009a 0000009b 0000009c 0000009d 0000009e 0000009f
// + 000000a0 000000a1 000000a2 000000a3 000000a4 000000a5 000000a6 000000a7 000000a8 000000a9 000000aa 000000ab 000000ac 000000ad 000000ae 000000af
// + 000000b0 000000b1 000000b2 000000b3 000000b4 000000b5 000000b6 000000b7 000000b8 000000b9 000000ba 000000bb 000000bc 000000bd 000000be 000000bf
// + 000000c0 000000c1 000000c2 000000c3 000000c4 000000c5 000000c6 000000c7 000000c8 000000c9 000000ca 000000cb 000000cc 000000cd 000000ce 000000cf
// + 000000d0 000000d1 000000d2 000000d3 000000d4 000000d5 000000d6 000000d7 000000d8 000000d9 000000da 000000db 000000dc 000000dd 000000de 000000df
// + 000000e0 000000e1 000000e2 000000e3 000000e4 000000e5 000000e6 000000e7 000000e8 000000e9 000000ea 000000eb 000000ec 000000ed 000000ee 000000ef
// + 000000f0 000000f1 000000f2 000000f3 000000f4 000000f5 000000f6 000000f7 000000f8 000000f9 000000fa 000000fb 000000fc 000000fd 000000fe 000000ff
// @data r_iota_i64 i64 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000004 0000000000000005 0000000000000006 0000000000000007
// + 0000000000000008 0000000000000009 000000000000000a 000000000000000b 000000000000000c 000000000000000d 000000000000000e 000000000000000f
// + 0000000000000010 0000000000000011 0000000000000012 0000000000000013 0000000000000014 0000000000000015 0000000000000016 0000000000000017
// + 0000000000000018 0000000000000019 000000000000001a 000000000000001b 000000000000001c 000000000000001d 000000000000001e 000000000000001f
// + 0000000000000020 0000000000000021 0000000000000022 0000000000000023 0000000000000024 0000000000000025 0000000000000026 0000000000000027
// + 0000000000000028 0000000000000029 000000000000002a 000000000000002b 000000000000002c 000000000000002d 000000000000002e 000000000000002f
// + 0000000000000030 0000000000000031 0000000000000032 0000000000000033 0000000000000034 0000000000000035 0000000000000036 0000000000000037
// + 0000000000000038 0000000000000039 000000000000003a 000000000000003b 000000000000003c 000000000000003d 000000000000003e 000000000000003f
// @run grid entry=grid grid=2,3,4
// @arg buf i32 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 0 r_grid prov=model
// @run globals entry=globals grid=1
// @arg buf f32 zeros(4)
// @arg buf i16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 0 r_globals_f prov=model
// @expect arg 1 r_globals_i prov=model
// @run alloca_tokens entry=alloca_tokens grid=1
// @arg buf i32 zeros(8)
// @arg buf i64 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 0 r_alloca_i prov=model
// @expect arg 1 r_alloca_l prov=model
// @run assume_casts entry=assume_casts grid=1
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 0 r_assume prov=model
// @run unpack_pack_i1 entry=unpack_pack_i1 grid=1
// @arg buf i8 a_unpack_pack_i1
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_i1 prov=model
// @run unpack_i1 entry=unpack_i1 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_i1
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_i1 prov=model
// @run unpack_pack_i4 entry=unpack_pack_i4 grid=1
// @arg buf i8 a_unpack_pack_i4
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_i4 prov=model
// @run unpack_pack_i16 entry=unpack_pack_i16 grid=1
// @arg buf i8 a_unpack_pack_i16
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_i16 prov=model
// @run unpack_i16 entry=unpack_i16 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_i16
// @arg buf i16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_i16 prov=model
// @run unpack_pack_f16 entry=unpack_pack_f16 grid=1
// @arg buf i8 a_unpack_pack_f16
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_f16 prov=model
// @run unpack_f16 entry=unpack_f16 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_f16
// @arg buf f16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_f16 prov=model
// @run unpack_pack_bf16 entry=unpack_pack_bf16 grid=1
// @arg buf i8 a_unpack_pack_bf16
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_bf16 prov=model
// @run unpack_bf16 entry=unpack_bf16 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_bf16
// @arg buf bf16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_bf16 prov=model
// @run unpack_pack_i32 entry=unpack_pack_i32 grid=1
// @arg buf i8 a_unpack_pack_i32
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_i32 prov=model
// @run unpack_i32 entry=unpack_i32 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_i32
// @arg buf i32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_i32 prov=model
// @run unpack_pack_f32 entry=unpack_pack_f32 grid=1
// @arg buf i8 a_unpack_pack_f32
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_f32 prov=model
// @run unpack_f32 entry=unpack_f32 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_f32
// @arg buf f32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_f32 prov=model
// @run unpack_pack_f64 entry=unpack_pack_f64 grid=1
// @arg buf i8 a_unpack_pack_f64
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_f64 prov=model
// @run unpack_f64 entry=unpack_f64 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_f64
// @arg buf f64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_f64 prov=model
// @run unpack_pack_f4E2M1FN entry=unpack_pack_f4E2M1FN grid=1
// @arg buf i8 a_unpack_pack_f4E2M1FN
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_f4E2M1FN prov=model
// @run unpack_f4E2M1FN entry=unpack_f4E2M1FN grid=1 nan=bits
// @arg buf i8 a_unpack_pack_f4E2M1FN
// @arg buf f4E2M1FN zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_f4E2M1FN prov=model
// @run iota_i1 entry=iota_i1 grid=1
// @arg buf i1 zeros(2)
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_iota_i1 prov=model
// @run iota_i8 entry=iota_i8 grid=1
// @arg buf i8 zeros(128)
// @arg buf i8 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_iota_i8 prov=model
// @run iota_i16 entry=iota_i16 grid=1
// @arg buf i16 zeros(256)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_iota_i16 prov=model
// @run iota_i32 entry=iota_i32 grid=1
// @arg buf i32 zeros(256)
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_iota_i32 prov=model
// @run iota_i64 entry=iota_i64 grid=1
// @arg buf i64 zeros(64)
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_iota_i64 prov=model
cuda_tile.module @conformance {
  global @table <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  global constant @lut <i16: [7, -8, 9, -10]> : tile<4xi16>
  entry @grid(%o: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %a = muli %z, %gy : tile<i32>
    %b = addi %a, %y : tile<i32>
    %c = muli %b, %gx : tile<i32>
    %lin = addi %c, %x : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %slot = muli %lin, %four : tile<i32>
    %p0 = offset %o, %slot : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p0, %lin : tile<ptr<i32>>, tile<i32> -> token
    %c1 = constant <i32: 1> : tile<i32>
    %p1 = offset %p0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %p1, %gx : tile<ptr<i32>>, tile<i32> -> token
    %p2 = offset %p1, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %p2, %gy : tile<ptr<i32>>, tile<i32> -> token
    %p3 = offset %p2, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t3 = store_ptr_tko weak %p3, %gz : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @globals(%o: tile<ptr<f32>>, %q: tile<ptr<i16>>) {
    %tp = get_global @table : tile<ptr<f32>>
    %lp = get_global @lut : tile<ptr<i16>>
    %tpp_r = reshape %tp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %tpp_b = broadcast %tpp_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %tpp_i = iota : tile<4xi32>
    %tpp = offset %tpp_b, %tpp_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %lpp_r = reshape %lp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %lpp_b = broadcast %lpp_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %lpp_i = iota : tile<4xi32>
    %lpp = offset %lpp_b, %lpp_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %op_r = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %op_b = broadcast %op_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %op_i = iota : tile<4xi32>
    %op = offset %op_b, %op_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %oq_r = reshape %q : tile<ptr<i16>> -> tile<1xptr<i16>>
    %oq_b = broadcast %oq_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %oq_i = iota : tile<4xi32>
    %oq = offset %oq_b, %oq_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %tv, %t0 = load_ptr_tko weak %tpp : tile<4xptr<f32>> -> tile<4xf32>, token
    %lv, %t1 = load_ptr_tko weak %lpp : tile<4xptr<i16>> -> tile<4xi16>, token
    %d = addf %tv, %tv : tile<4xf32>
    %t2 = store_ptr_tko weak %tpp, %d token=%t0 : tile<4xptr<f32>>, tile<4xf32> -> token
    %back, %t3 = load_ptr_tko weak %tpp token=%t2 : tile<4xptr<f32>> -> tile<4xf32>, token
    %t4 = store_ptr_tko weak %op, %back : tile<4xptr<f32>>, tile<4xf32> -> token
    %t5 = store_ptr_tko weak %oq, %lv : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }
  entry @alloca_tokens(%o: tile<ptr<i32>>, %q: tile<ptr<i64>>) {
    %a = alloca num_elem = 8, alignment = 64 : tile<ptr<i32>>
    %g = alloca num_elem = 8, alignment = 16 global : tile<ptr<i64>>
    %ap_r = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ap_b = broadcast %ap_r : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %ap_i = iota : tile<8xi32>
    %ap = offset %ap_b, %ap_i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %gp_r = reshape %g : tile<ptr<i64>> -> tile<1xptr<i64>>
    %gp_b = broadcast %gp_r : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %gp_i = iota : tile<8xi32>
    %gp = offset %gp_b, %gp_i : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %op_r = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %op_b = broadcast %op_r : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %op_i = iota : tile<8xi32>
    %op = offset %op_b, %op_i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %oq_r = reshape %q : tile<ptr<i64>> -> tile<1xptr<i64>>
    %oq_b = broadcast %oq_r : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %oq_i = iota : tile<8xi32>
    %oq = offset %oq_b, %oq_i : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %i = iota : tile<8xi32>
    %i64 = exti %i signed : tile<8xi32> -> tile<8xi64>
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %ap, %i token=%t0 : tile<8xptr<i32>>, tile<8xi32> -> token
    %t2 = store_ptr_tko weak %gp, %i64 token=%t0 : tile<8xptr<i64>>, tile<8xi64> -> token
    %t3 = join_tokens %t1, %t2 : token
    %t4 = memory_fence_alias_tko %t3 -> token
    %t5 = gdc_wait_tko token=%t4 -> token
    %t6 = gdc_launch_dependents_tko token=%t5 -> token
    %x, %t7 = load_ptr_tko weak %ap token=%t6 : tile<8xptr<i32>> -> tile<8xi32>, token
    %y, %t8 = load_ptr_tko weak %gp token=%t6 : tile<8xptr<i64>> -> tile<8xi64>, token
    %y2 = addi %y, %y : tile<8xi64>
    %t9 = store_ptr_tko weak %op, %x : tile<8xptr<i32>>, tile<8xi32> -> token
    %t10 = store_ptr_tko weak %oq, %y2 : tile<8xptr<i64>>, tile<8xi64> -> token
    %t11 = print_tko "alloca %d\n", %x token=%t9 : tile<8xi32> -> token
    return
  }
  entry @assume_casts(%o: tile<ptr<i32>>) {
    %i = iota : tile<16xi32>
    %a1 = assume bounded<0, 15>, %i : tile<16xi32>
    %a2 = assume div_by<1>, %a1 : tile<16xi32>
    %eight = constant <i32: 8> : tile<16xi32>
    %j = muli %a2, %eight : tile<16xi32>
    %a3 = assume div_by<8>, %j : tile<16xi32>
    %k = constant <i32: 5> : tile<16xi32>
    %a4 = assume same_elements<[16]>, %k : tile<16xi32>
    %s = addi %a3, %a4 : tile<16xi32>
    %pa = assume div_by<16>, %o : tile<ptr<i32>>
    %pp_r = reshape %pa : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pp_b = broadcast %pp_r : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pp_i = iota : tile<16xi32>
    %pp = offset %pp_b, %pp_i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %pi = ptr_to_int %pp : tile<16xptr<i32>> -> tile<16xi64>
    %pb = int_to_ptr %pi : tile<16xi64> -> tile<16xptr<i32>>
    %pf = ptr_to_ptr %pb : tile<16xptr<i32>> -> tile<16xptr<f32>>
    %pg = ptr_to_ptr %pf : tile<16xptr<f32>> -> tile<16xptr<i32>>
    %t = store_ptr_tko weak %pg, %s : tile<16xptr<i32>>, tile<16xi32> -> token
    return
  }
  entry @unpack_pack_i1(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<64xi1>
    %p = pack %u : tile<64xi1> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_i1(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_i4(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<16xi4>
    %w = exti %u unsigned : tile<16xi4> -> tile<16xi8>
    %p = pack %u : tile<16xi4> -> tile<8xi8>
    %r = addi %p, %p : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_i16(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<4xi16>
    %p = pack %u : tile<4xi16> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_i16(%a0: tile<ptr<i8>>, %out: tile<ptr<i16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<4xi16>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xi16>, partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_f16(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<4xf16>
    %p = pack %u : tile<4xf16> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_f16(%a0: tile<ptr<i8>>, %out: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<4xf16>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf16>, partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_bf16(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<4xbf16>
    %p = pack %u : tile<4xbf16> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_bf16(%a0: tile<ptr<i8>>, %out: tile<ptr<bf16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<4xbf16>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xbf16>, partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_i32(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<2xi32>
    %p = pack %u : tile<2xi32> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_i32(%a0: tile<ptr<i8>>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<2xi32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<2xi32>, partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_f32(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<2xf32>
    %p = pack %u : tile<2xf32> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_f32(%a0: tile<ptr<i8>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<2xf32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_f64(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<1xf64>
    %p = pack %u : tile<1xf64> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_f64(%a0: tile<ptr<i8>>, %out: tile<ptr<f64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<1xf64>
    %vo = make_tensor_view %out, shape = [1], strides = [1] : tensor_view<1xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1), tensor_view<1xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<1xf64>, partition_view<tile=(1), tensor_view<1xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_f4E2M1FN(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<16xf4E2M1FN>
    %p = pack %u : tile<16xf4E2M1FN> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_f4E2M1FN(%a0: tile<ptr<i8>>, %out: tile<ptr<f4E2M1FN>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<16xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf4E2M1FN>, partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @iota_i1(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = iota : tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @iota_i8(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %r = iota : tile<128xi8>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @iota_i16(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = iota : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @iota_i32(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = iota : tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @iota_i64(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %r = iota : tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
