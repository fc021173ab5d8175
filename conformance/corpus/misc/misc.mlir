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
// @data a_unpack_pack_i64 i8 29 c2 66 d2 5c 48 cb 1c
// @data r_unpack_pack_i64 i8 from r_unpack_pack_i1
// @data r_unpack_i64 i64 1ccb485cd266c229
// @data a_unpack_pack_tf32 i8 00 b7 39 17 ee 8a 42 b1
// @data r_unpack_pack_tf32 i8 00 17 00 00 ee 0a 00 00
// @data r_unpack_tf32 tf32 1739a000 b1428000
// @data x_pointers_i1 i1 1 1 0 0
// @data g_pointers_i1 i1 1 0 1 0
// @data x_pointers_i8 i8 16 47 de 09
// @data g_pointers_i8 i8 82 94 ad 4a
// @data x_pointers_i16 i16 4496 3b34 991c 6bb4
// @data g_pointers_i16 i16 6166 88fe 722d 2d15
// @data x_pointers_i32 i32 7c44bd1f e92b7f81 585b3591 f5f5f5b5
// @data g_pointers_i32 i32 88e38e76 f2714616 63029af5 203f48c5
// @data x_pointers_i64 i64 2924d035a6415450 f564a00229be15e3 d93748dcab66f669 9dba5d5ea945e5ae
// @data g_pointers_i64 i64 c92ca8fb504d2c8d b361c5de5b9c6feb de1e247186e7a615 3c1f4806db8a0347
// @data x_pointers_f16 f16 613e eb62 efdb fa2b
// @data g_pointers_f16 f16 972d 0b4c 9e81 0bbc
// @data x_pointers_bf16 bf16 e7d7 1d6e d464 9f2e
// @data g_pointers_bf16 bf16 93b1 a471 571e 1d99
// @data x_pointers_f32 f32 981112f1 c01a4090 a3b592e4 7eba7cfa
// @data g_pointers_f32 f32 dc0f6b71 10a6d410 21ae8a6d d9d06602
// @data x_pointers_f64 f64 c2d4cde6aa0fd1e5 0afd5049ba71eeef 23209570fce255f4 070f874d1a31387c
// @data g_pointers_f64 f64 891fc90de3fc7ffd 5b9f28e076433c56 e8b234fd35feadc5 20cbad2b9d78d201
// @data x_pointers_tf32 tf32 843ce000 d2036000 ade84000 5b002000
// @data g_pointers_tf32 tf32 e0d88000 24c88000 33132000 f692a000
// @data x_pointers_f8E4M3FN f8E4M3FN b4 6e 78 14
// @data g_pointers_f8E4M3FN f8E4M3FN 3f a3 5b e5
// @data x_pointers_f8E5M2 f8E5M2 7f 5a cb 22
// @data g_pointers_f8E5M2 f8E5M2 bc 2f 4d 08
// @data x_pointers_f8E8M0FNU f8E8M0FNU 94 f5 ca 98
// @data g_pointers_f8E8M0FNU f8E8M0FNU ee 24 c2 93
// @data a_print_i1 i1 0 0 0 0
// @data a_print_i8 i8 78 c9 cb 92
// @data a_print_i16 i16 3194 282c 5751 ab13
// @data a_print_i32 i32 cdb6b9ae 59970864 d5100f9e eb9f8f2b
// @data a_print_i64 i64 5553579bc3066401 d35921d022f080b9 bacc54827b15b2e4 7cb018e680a0da2a
// @data a_print_f16 f16 4202 e492 63cd 2534
// @data a_print_bf16 bf16 b4ba 06ea 277d 7627
// @data a_print_f32 f32 2a6be087 d812a775 94aab4d4 e1fb6ca6
// @data a_print_f64 f64 dba5b4bda18b360d 30dc3c8b0a0a1122 c5dc3d8a34da36f0 2aacc7d485fccbe7
// @data a_print_tf32 tf32 66dc8000 930ae000 ea2a0000 8ab7c000
// @data a_print_f8E4M3FN f8E4M3FN 63 bd e8 24
// @data a_print_f8E5M2 f8E5M2 22 ae ca 8d
// @data a_print_f8E8M0FNU f8E8M0FNU e9 b4 09 d1
// @data a_print_f4E2M1FN f4E2M1FN 7 6 c 3
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
// @run unpack_pack_i64 entry=unpack_pack_i64 grid=1
// @arg buf i8 a_unpack_pack_i64
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_i64 prov=model
// @run unpack_i64 entry=unpack_i64 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_i64
// @arg buf i64 zeros(1)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_i64 prov=model
// @run unpack_pack_tf32 entry=unpack_pack_tf32 grid=1
// @arg buf i8 a_unpack_pack_tf32
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_pack_tf32 prov=model
// @run unpack_tf32 entry=unpack_tf32 grid=1 nan=bits
// @arg buf i8 a_unpack_pack_tf32
// @arg buf tf32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unpack_tf32 prov=model
// @run pointers_i1 entry=pointers_i1 grid=1 nan=bits
// @arg buf i1 x_pointers_i1
// @arg buf i1 zeros(4)
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_i1 prov=model
// @expect arg 2 g_pointers_i1 prov=model
// @run pointers_i8 entry=pointers_i8 grid=1 nan=bits
// @arg buf i8 x_pointers_i8
// @arg buf i8 zeros(4)
// @arg buf i8 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_i8 prov=model
// @expect arg 2 g_pointers_i8 prov=model
// @run pointers_i16 entry=pointers_i16 grid=1 nan=bits
// @arg buf i16 x_pointers_i16
// @arg buf i16 zeros(4)
// @arg buf i16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_i16 prov=model
// @expect arg 2 g_pointers_i16 prov=model
// @run pointers_i32 entry=pointers_i32 grid=1 nan=bits
// @arg buf i32 x_pointers_i32
// @arg buf i32 zeros(4)
// @arg buf i32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_i32 prov=model
// @expect arg 2 g_pointers_i32 prov=model
// @run pointers_i64 entry=pointers_i64 grid=1 nan=bits
// @arg buf i64 x_pointers_i64
// @arg buf i64 zeros(4)
// @arg buf i64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_i64 prov=model
// @expect arg 2 g_pointers_i64 prov=model
// @run pointers_f16 entry=pointers_f16 grid=1 nan=bits
// @arg buf f16 x_pointers_f16
// @arg buf f16 zeros(4)
// @arg buf f16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_f16 prov=model
// @expect arg 2 g_pointers_f16 prov=model
// @run pointers_bf16 entry=pointers_bf16 grid=1 nan=bits
// @arg buf bf16 x_pointers_bf16
// @arg buf bf16 zeros(4)
// @arg buf bf16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_bf16 prov=model
// @expect arg 2 g_pointers_bf16 prov=model
// @run pointers_f32 entry=pointers_f32 grid=1 nan=bits
// @arg buf f32 x_pointers_f32
// @arg buf f32 zeros(4)
// @arg buf f32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_f32 prov=model
// @expect arg 2 g_pointers_f32 prov=model
// @run pointers_f64 entry=pointers_f64 grid=1 nan=bits
// @arg buf f64 x_pointers_f64
// @arg buf f64 zeros(4)
// @arg buf f64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_f64 prov=model
// @expect arg 2 g_pointers_f64 prov=model
// @run pointers_tf32 entry=pointers_tf32 grid=1 nan=bits
// @arg buf tf32 x_pointers_tf32
// @arg buf tf32 zeros(4)
// @arg buf tf32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_tf32 prov=model
// @expect arg 2 g_pointers_tf32 prov=model
// @run pointers_f8E4M3FN entry=pointers_f8E4M3FN grid=1 nan=bits
// @arg buf f8E4M3FN x_pointers_f8E4M3FN
// @arg buf f8E4M3FN zeros(4)
// @arg buf f8E4M3FN zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_f8E4M3FN prov=model
// @expect arg 2 g_pointers_f8E4M3FN prov=model
// @run pointers_f8E5M2 entry=pointers_f8E5M2 grid=1 nan=bits
// @arg buf f8E5M2 x_pointers_f8E5M2
// @arg buf f8E5M2 zeros(4)
// @arg buf f8E5M2 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_f8E5M2 prov=model
// @expect arg 2 g_pointers_f8E5M2 prov=model
// @run pointers_f8E8M0FNU entry=pointers_f8E8M0FNU grid=1 nan=bits
// @arg buf f8E8M0FNU x_pointers_f8E8M0FNU
// @arg buf f8E8M0FNU zeros(4)
// @arg buf f8E8M0FNU zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 x_pointers_f8E8M0FNU prov=model
// @expect arg 2 g_pointers_f8E8M0FNU prov=model
// @run print_i1 entry=print_i1 grid=1 nan=bits
// @arg buf i1 a_print_i1
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_i1 prov=model
// @run print_i8 entry=print_i8 grid=1 nan=bits
// @arg buf i8 a_print_i8
// @arg buf i8 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_i8 prov=model
// @run print_i16 entry=print_i16 grid=1 nan=bits
// @arg buf i16 a_print_i16
// @arg buf i16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_i16 prov=model
// @run print_i32 entry=print_i32 grid=1 nan=bits
// @arg buf i32 a_print_i32
// @arg buf i32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_i32 prov=model
// @run print_i64 entry=print_i64 grid=1 nan=bits
// @arg buf i64 a_print_i64
// @arg buf i64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_i64 prov=model
// @run print_f16 entry=print_f16 grid=1 nan=bits
// @arg buf f16 a_print_f16
// @arg buf f16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f16 prov=model
// @run print_bf16 entry=print_bf16 grid=1 nan=bits
// @arg buf bf16 a_print_bf16
// @arg buf bf16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_bf16 prov=model
// @run print_f32 entry=print_f32 grid=1 nan=bits
// @arg buf f32 a_print_f32
// @arg buf f32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f32 prov=model
// @run print_f64 entry=print_f64 grid=1 nan=bits
// @arg buf f64 a_print_f64
// @arg buf f64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f64 prov=model
// @run print_tf32 entry=print_tf32 grid=1 nan=bits
// @arg buf tf32 a_print_tf32
// @arg buf tf32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_tf32 prov=model
// @run print_f8E4M3FN entry=print_f8E4M3FN grid=1 nan=bits
// @arg buf f8E4M3FN a_print_f8E4M3FN
// @arg buf f8E4M3FN zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f8E4M3FN prov=model
// @run print_f8E5M2 entry=print_f8E5M2 grid=1 nan=bits
// @arg buf f8E5M2 a_print_f8E5M2
// @arg buf f8E5M2 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f8E5M2 prov=model
// @run print_f8E8M0FNU entry=print_f8E8M0FNU grid=1 nan=bits
// @arg buf f8E8M0FNU a_print_f8E8M0FNU
// @arg buf f8E8M0FNU zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f8E8M0FNU prov=model
// @run print_f4E2M1FN entry=print_f4E2M1FN grid=1 nan=bits
// @arg buf f4E2M1FN a_print_f4E2M1FN
// @arg buf f4E2M1FN zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 a_print_f4E2M1FN prov=model
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
  global @g_i1 <i1: [true, false, true, false]> : tile<4xi1>
  global @g_i8 <i8: [-126, -108, -83, 74]> : tile<4xi8>
  global @g_i16 <i16: [24934, -30466, 29229, 11541]> : tile<4xi16>
  global @g_i32 <i32: [-1998352778, -227457514, 1661115125, 541018309]> : tile<4xi32>
  global @g_i64 <i64: [-3950596975773274995, -5520914109369126933, -2441473877974997483, 4332260560843965255]> : tile<4xi64>
  global @g_f16 <f16: [-1.7518997192382813e-03, 2.2268295288085938e-04, -6.351470947265625e-03, 2.3603439331054688e-04]> : tile<4xf16>
  global @g_bf16 <bf16: [-4.468108167171811e-27, -5.2258544713801314e-17, 1.73722837188608e+14, 4.0498762790596235e-21]> : tile<4xbf16>
  global @g_f32 <f32: [-1.6147621898040115e+17, 6.580218914840927e-29, 1.1827339624988663e-18, -7.332369241473024e+15]> : tile<4xf32>
  global @g_f64 <f64: [-9.857597267255546e-265, 2.211724456969629e+133, -2.1265486011611996e+196, 1.0568722953971596e-150]> : tile<4xf64>
  global @g_tf32 <tf32: [-1.2480375287369119e+20, 8.695301423333746e-17, 3.425520844757557e-08, -1.486954154067713e+33]> : tile<4xtf32>
  global @g_f8E4M3FN <f8E4M3FN: [1.875000e+00, -1.718750e-01, 2.200000e+01, -5.200000e+01]> : tile<4xf8E4M3FN>
  global @g_f8E5M2 <f8E5M2: [-1.000000e+00, 1.093750e-01, 2.000000e+01, 1.220703125e-04]> : tile<4xf8E5M2>
  global @g_f8E8M0FNU <f8E8M0FNU: [2.596148429267414e+33, 4.0389678347315804e-28, 1.4757395258967641e+20, 1.048576e+06]> : tile<4xf8E8M0FNU>
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
  entry @unpack_pack_i64(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<1xi64>
    %p = pack %u : tile<1xi64> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_i64(%a0: tile<ptr<i8>>, %out: tile<ptr<i64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<1xi64>
    %vo = make_tensor_view %out, shape = [1], strides = [1] : tensor_view<1xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1), tensor_view<1xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<1xi64>, partition_view<tile=(1), tensor_view<1xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_pack_tf32(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %u = unpack %x0 : tile<8xi8> -> tile<2xtf32>
    %p = pack %u : tile<2xtf32> -> tile<8xi8>
    %r = xori %p, %x0 : tile<8xi8>
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unpack_tf32(%a0: tile<ptr<i8>>, %out: tile<ptr<tf32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> tile<8xi8>, token
    %r = unpack %x0 : tile<8xi8> -> tile<2xtf32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<2xtf32>, partition_view<tile=(2), tensor_view<2xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @pointers_i1(%x: tile<ptr<i1>>, %o: tile<ptr<i1>>, %w: tile<ptr<i1>>) {
    %px_r = reshape %x : tile<ptr<i1>> -> tile<1xptr<i1>>
    %px_b = broadcast %px_r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<i1>> -> tile<4xi1>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<i1>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<i1>>
    %pa_r = reshape %a : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pa_b = broadcast %pa_r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %pg_r = reshape %g : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pg_b = broadcast %pg_r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<i1>>, tile<4xi1> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<i1>> -> tile<4xi1>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<i1>>, tile<4xi1> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<i1>> -> tile<4xi1>, token
    %oi = ptr_to_int %o : tile<ptr<i1>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<i1>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<i1>> -> tile<ptr<i1>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<i1>> -> tile<ptr<i8>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i8>> -> tile<ptr<i1>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<i1>> -> tile<ptr<i16>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i16>> -> tile<ptr<i1>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<i1>> -> tile<ptr<i32>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i32>> -> tile<ptr<i1>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<i1>> -> tile<ptr<i64>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i64>> -> tile<ptr<i1>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<i1>> -> tile<ptr<f16>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<f16>> -> tile<ptr<i1>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<i1>> -> tile<ptr<bf16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<bf16>> -> tile<ptr<i1>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<i1>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<i1>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<i1>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<i1>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<i1>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<i1>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<i1>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<i1>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<i1>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<i1>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<i1>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i1>>
    %po_r = reshape %q13 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %po_b = broadcast %po_r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<i1>>, tile<4xi1> -> token
    %gp = get_global @g_i1 : tile<ptr<i1>>
    %pgl_r = reshape %gp : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %pw_r = reshape %w : tile<ptr<i1>> -> tile<1xptr<i1>>
    %pw_b = broadcast %pw_r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<i1>> -> tile<4xi1>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<i1>>, tile<4xi1> -> token
    return
  }
  entry @pointers_i8(%x: tile<ptr<i8>>, %o: tile<ptr<i8>>, %w: tile<ptr<i8>>) {
    %px_r = reshape %x : tile<ptr<i8>> -> tile<1xptr<i8>>
    %px_b = broadcast %px_r : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<i8>> -> tile<4xi8>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<i8>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<i8>>
    %pa_r = reshape %a : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pa_b = broadcast %pa_r : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %pg_r = reshape %g : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pg_b = broadcast %pg_r : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<i8>>, tile<4xi8> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<i8>> -> tile<4xi8>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<i8>>, tile<4xi8> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<i8>> -> tile<4xi8>, token
    %oi = ptr_to_int %o : tile<ptr<i8>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<i8>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<i8>> -> tile<ptr<i8>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<i8>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<i8>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<i8>> -> tile<ptr<i16>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i16>> -> tile<ptr<i8>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<i8>> -> tile<ptr<i32>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i32>> -> tile<ptr<i8>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<i8>> -> tile<ptr<i64>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i64>> -> tile<ptr<i8>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<i8>> -> tile<ptr<f16>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<f16>> -> tile<ptr<i8>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<i8>> -> tile<ptr<bf16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<bf16>> -> tile<ptr<i8>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<i8>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<i8>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<i8>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<i8>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<i8>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<i8>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<i8>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<i8>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<i8>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<i8>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<i8>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i8>>
    %po_r = reshape %q13 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %po_b = broadcast %po_r : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<i8>>, tile<4xi8> -> token
    %gp = get_global @g_i8 : tile<ptr<i8>>
    %pgl_r = reshape %gp : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %pw_r = reshape %w : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pw_b = broadcast %pw_r : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<i8>> -> tile<4xi8>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }
  entry @pointers_i16(%x: tile<ptr<i16>>, %o: tile<ptr<i16>>, %w: tile<ptr<i16>>) {
    %px_r = reshape %x : tile<ptr<i16>> -> tile<1xptr<i16>>
    %px_b = broadcast %px_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<i16>> -> tile<4xi16>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<i16>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<i16>>
    %pa_r = reshape %a : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pa_b = broadcast %pa_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %pg_r = reshape %g : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pg_b = broadcast %pg_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<i16>>, tile<4xi16> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<i16>> -> tile<4xi16>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<i16>>, tile<4xi16> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<i16>> -> tile<4xi16>, token
    %oi = ptr_to_int %o : tile<ptr<i16>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<i16>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<i16>> -> tile<ptr<i16>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<i16>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<i16>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<i16>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<i16>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<i16>> -> tile<ptr<i32>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i32>> -> tile<ptr<i16>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<i16>> -> tile<ptr<i64>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i64>> -> tile<ptr<i16>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<i16>> -> tile<ptr<f16>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<f16>> -> tile<ptr<i16>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<i16>> -> tile<ptr<bf16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<bf16>> -> tile<ptr<i16>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<i16>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<i16>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<i16>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<i16>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<i16>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<i16>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<i16>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<i16>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<i16>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<i16>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<i16>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i16>>
    %po_r = reshape %q13 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %po_b = broadcast %po_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<i16>>, tile<4xi16> -> token
    %gp = get_global @g_i16 : tile<ptr<i16>>
    %pgl_r = reshape %gp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %pw_r = reshape %w : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pw_b = broadcast %pw_r : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<i16>> -> tile<4xi16>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }
  entry @pointers_i32(%x: tile<ptr<i32>>, %o: tile<ptr<i32>>, %w: tile<ptr<i32>>) {
    %px_r = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %px_b = broadcast %px_r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<i32>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<i32>>
    %pa_r = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pa_b = broadcast %pa_r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %pg_r = reshape %g : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pg_b = broadcast %pg_r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<i32>>, tile<4xi32> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<i32>> -> tile<4xi32>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<i32>>, tile<4xi32> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<i32>> -> tile<4xi32>, token
    %oi = ptr_to_int %o : tile<ptr<i32>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<i32>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<i32>> -> tile<ptr<i32>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<i32>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<i32>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<i32>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<i32>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<i32>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<i32>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<i32>> -> tile<ptr<i64>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i64>> -> tile<ptr<i32>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<i32>> -> tile<ptr<f16>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<f16>> -> tile<ptr<i32>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<i32>> -> tile<ptr<bf16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<bf16>> -> tile<ptr<i32>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<i32>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<i32>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<i32>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<i32>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<i32>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<i32>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<i32>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<i32>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<i32>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<i32>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<i32>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i32>>
    %po_r = reshape %q13 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %po_b = broadcast %po_r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<i32>>, tile<4xi32> -> token
    %gp = get_global @g_i32 : tile<ptr<i32>>
    %pgl_r = reshape %gp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %pw_r = reshape %w : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pw_b = broadcast %pw_r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<i32>> -> tile<4xi32>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
  entry @pointers_i64(%x: tile<ptr<i64>>, %o: tile<ptr<i64>>, %w: tile<ptr<i64>>) {
    %px_r = reshape %x : tile<ptr<i64>> -> tile<1xptr<i64>>
    %px_b = broadcast %px_r : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<i64>> -> tile<4xi64>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<i64>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<i64>>
    %pa_r = reshape %a : tile<ptr<i64>> -> tile<1xptr<i64>>
    %pa_b = broadcast %pa_r : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %pg_r = reshape %g : tile<ptr<i64>> -> tile<1xptr<i64>>
    %pg_b = broadcast %pg_r : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<i64>>, tile<4xi64> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<i64>> -> tile<4xi64>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<i64>>, tile<4xi64> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<i64>> -> tile<4xi64>, token
    %oi = ptr_to_int %o : tile<ptr<i64>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<i64>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<i64>> -> tile<ptr<i64>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<i64>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<i64>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<i64>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<i64>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<i64>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<i64>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<i64>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<i64>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<i64>> -> tile<ptr<f16>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<f16>> -> tile<ptr<i64>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<i64>> -> tile<ptr<bf16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<bf16>> -> tile<ptr<i64>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<i64>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<i64>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<i64>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<i64>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<i64>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<i64>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<i64>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<i64>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<i64>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<i64>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<i64>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i64>>
    %po_r = reshape %q13 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %po_b = broadcast %po_r : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<i64>>, tile<4xi64> -> token
    %gp = get_global @g_i64 : tile<ptr<i64>>
    %pgl_r = reshape %gp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %pw_r = reshape %w : tile<ptr<i64>> -> tile<1xptr<i64>>
    %pw_b = broadcast %pw_r : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<i64>> -> tile<4xi64>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }
  entry @pointers_f16(%x: tile<ptr<f16>>, %o: tile<ptr<f16>>, %w: tile<ptr<f16>>) {
    %px_r = reshape %x : tile<ptr<f16>> -> tile<1xptr<f16>>
    %px_b = broadcast %px_r : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<f16>> -> tile<4xf16>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<f16>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<f16>>
    %pa_r = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pa_b = broadcast %pa_r : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %pg_r = reshape %g : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pg_b = broadcast %pg_r : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<f16>>, tile<4xf16> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<f16>> -> tile<4xf16>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<f16>>, tile<4xf16> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<f16>> -> tile<4xf16>, token
    %oi = ptr_to_int %o : tile<ptr<f16>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<f16>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<f16>> -> tile<ptr<f16>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<f16>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<f16>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<f16>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<f16>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<f16>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<f16>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<f16>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<f16>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<f16>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<f16>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<f16>> -> tile<ptr<bf16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<bf16>> -> tile<ptr<f16>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<f16>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<f16>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<f16>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<f16>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<f16>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<f16>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<f16>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<f16>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<f16>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<f16>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<f16>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f16>>
    %po_r = reshape %q13 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %po_b = broadcast %po_r : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<f16>>, tile<4xf16> -> token
    %gp = get_global @g_f16 : tile<ptr<f16>>
    %pgl_r = reshape %gp : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %pw_r = reshape %w : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pw_b = broadcast %pw_r : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<f16>> -> tile<4xf16>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<f16>>, tile<4xf16> -> token
    return
  }
  entry @pointers_bf16(%x: tile<ptr<bf16>>, %o: tile<ptr<bf16>>, %w: tile<ptr<bf16>>) {
    %px_r = reshape %x : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %px_b = broadcast %px_r : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<bf16>> -> tile<4xbf16>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<bf16>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<bf16>>
    %pa_r = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pa_b = broadcast %pa_r : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %pg_r = reshape %g : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pg_b = broadcast %pg_r : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<bf16>>, tile<4xbf16> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<bf16>> -> tile<4xbf16>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<bf16>>, tile<4xbf16> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<bf16>> -> tile<4xbf16>, token
    %oi = ptr_to_int %o : tile<ptr<bf16>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<bf16>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<bf16>> -> tile<ptr<bf16>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<bf16>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<bf16>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<bf16>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<bf16>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<bf16>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<bf16>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<bf16>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<bf16>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<bf16>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<bf16>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<bf16>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<bf16>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<bf16>> -> tile<ptr<f32>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<f32>> -> tile<ptr<bf16>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<bf16>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<bf16>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<bf16>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<bf16>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<bf16>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<bf16>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<bf16>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<bf16>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<bf16>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<bf16>>
    %po_r = reshape %q13 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %po_b = broadcast %po_r : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<bf16>>, tile<4xbf16> -> token
    %gp = get_global @g_bf16 : tile<ptr<bf16>>
    %pgl_r = reshape %gp : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %pw_r = reshape %w : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pw_b = broadcast %pw_r : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<bf16>> -> tile<4xbf16>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<bf16>>, tile<4xbf16> -> token
    return
  }
  entry @pointers_f32(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>, %w: tile<ptr<f32>>) {
    %px_r = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px_b = broadcast %px_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<f32>> -> tile<4xf32>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<f32>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<f32>>
    %pa_r = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pa_b = broadcast %pa_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %pg_r = reshape %g : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pg_b = broadcast %pg_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<f32>>, tile<4xf32> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<f32>> -> tile<4xf32>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<f32>>, tile<4xf32> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<f32>> -> tile<4xf32>, token
    %oi = ptr_to_int %o : tile<ptr<f32>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<f32>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<f32>> -> tile<ptr<f32>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<f32>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<f32>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<f32>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<f32>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<f32>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<f32>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<f32>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<f32>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<f32>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<f32>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<f32>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<f32>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<f32>> -> tile<ptr<bf16>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<bf16>> -> tile<ptr<f32>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<f32>> -> tile<ptr<f64>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f64>> -> tile<ptr<f32>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<f32>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<f32>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<f32>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<f32>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<f32>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<f32>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<f32>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f32>>
    %po_r = reshape %q13 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %po_b = broadcast %po_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<f32>>, tile<4xf32> -> token
    %gp = get_global @g_f32 : tile<ptr<f32>>
    %pgl_r = reshape %gp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %pw_r = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pw_b = broadcast %pw_r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<f32>> -> tile<4xf32>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
  entry @pointers_f64(%x: tile<ptr<f64>>, %o: tile<ptr<f64>>, %w: tile<ptr<f64>>) {
    %px_r = reshape %x : tile<ptr<f64>> -> tile<1xptr<f64>>
    %px_b = broadcast %px_r : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<f64>> -> tile<4xf64>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<f64>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<f64>>
    %pa_r = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pa_b = broadcast %pa_r : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %pg_r = reshape %g : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pg_b = broadcast %pg_r : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<f64>>, tile<4xf64> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<f64>> -> tile<4xf64>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<f64>>, tile<4xf64> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<f64>> -> tile<4xf64>, token
    %oi = ptr_to_int %o : tile<ptr<f64>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<f64>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<f64>> -> tile<ptr<f64>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<f64>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<f64>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<f64>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<f64>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<f64>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<f64>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<f64>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<f64>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<f64>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<f64>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<f64>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<f64>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<f64>> -> tile<ptr<bf16>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<bf16>> -> tile<ptr<f64>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<f64>> -> tile<ptr<f32>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f32>> -> tile<ptr<f64>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<f64>> -> tile<ptr<tf32>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<tf32>> -> tile<ptr<f64>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<f64>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<f64>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<f64>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<f64>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<f64>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f64>>
    %po_r = reshape %q13 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %po_b = broadcast %po_r : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<f64>>, tile<4xf64> -> token
    %gp = get_global @g_f64 : tile<ptr<f64>>
    %pgl_r = reshape %gp : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %pw_r = reshape %w : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pw_b = broadcast %pw_r : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<f64>> -> tile<4xf64>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<f64>>, tile<4xf64> -> token
    return
  }
  entry @pointers_tf32(%x: tile<ptr<tf32>>, %o: tile<ptr<tf32>>, %w: tile<ptr<tf32>>) {
    %px_r = reshape %x : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %px_b = broadcast %px_r : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<tf32>> -> tile<4xtf32>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<tf32>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<tf32>>
    %pa_r = reshape %a : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %pa_b = broadcast %pa_r : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %pg_r = reshape %g : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %pg_b = broadcast %pg_r : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<tf32>>, tile<4xtf32> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<tf32>> -> tile<4xtf32>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<tf32>>, tile<4xtf32> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<tf32>> -> tile<4xtf32>, token
    %oi = ptr_to_int %o : tile<ptr<tf32>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<tf32>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<tf32>> -> tile<ptr<tf32>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<tf32>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<tf32>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<tf32>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<tf32>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<tf32>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<tf32>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<tf32>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<tf32>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<tf32>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<tf32>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<tf32>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<tf32>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<tf32>> -> tile<ptr<bf16>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<bf16>> -> tile<ptr<tf32>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<tf32>> -> tile<ptr<f32>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f32>> -> tile<ptr<tf32>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<tf32>> -> tile<ptr<f64>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<f64>> -> tile<ptr<tf32>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<tf32>> -> tile<ptr<f8E4M3FN>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<f8E4M3FN>> -> tile<ptr<tf32>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<tf32>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<tf32>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<tf32>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<tf32>>
    %po_r = reshape %q13 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %po_b = broadcast %po_r : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<tf32>>, tile<4xtf32> -> token
    %gp = get_global @g_tf32 : tile<ptr<tf32>>
    %pgl_r = reshape %gp : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %pw_r = reshape %w : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %pw_b = broadcast %pw_r : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<tf32>> -> tile<4xtf32>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<tf32>>, tile<4xtf32> -> token
    return
  }
  entry @pointers_f8E4M3FN(%x: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f8E4M3FN>>, %w: tile<ptr<f8E4M3FN>>) {
    %px_r = reshape %x : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %px_b = broadcast %px_r : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<f8E4M3FN>> -> tile<4xf8E4M3FN>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<f8E4M3FN>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<f8E4M3FN>>
    %pa_r = reshape %a : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pa_b = broadcast %pa_r : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %pg_r = reshape %g : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pg_b = broadcast %pg_r : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<f8E4M3FN>>, tile<4xf8E4M3FN> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<f8E4M3FN>> -> tile<4xf8E4M3FN>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<f8E4M3FN>>, tile<4xf8E4M3FN> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<f8E4M3FN>> -> tile<4xf8E4M3FN>, token
    %oi = ptr_to_int %o : tile<ptr<f8E4M3FN>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<f8E4M3FN>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<f8E4M3FN>> -> tile<ptr<f8E4M3FN>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<f8E4M3FN>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<f8E4M3FN>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<f8E4M3FN>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<f8E4M3FN>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<f8E4M3FN>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<f8E4M3FN>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<f8E4M3FN>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<f8E4M3FN>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<f8E4M3FN>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<f8E4M3FN>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<f8E4M3FN>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<f8E4M3FN>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<f8E4M3FN>> -> tile<ptr<bf16>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<bf16>> -> tile<ptr<f8E4M3FN>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<f8E4M3FN>> -> tile<ptr<f32>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f32>> -> tile<ptr<f8E4M3FN>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<f8E4M3FN>> -> tile<ptr<f64>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<f64>> -> tile<ptr<f8E4M3FN>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<f8E4M3FN>> -> tile<ptr<tf32>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<tf32>> -> tile<ptr<f8E4M3FN>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<f8E4M3FN>> -> tile<ptr<f8E5M2>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E5M2>> -> tile<ptr<f8E4M3FN>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<f8E4M3FN>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f8E4M3FN>>
    %po_r = reshape %q13 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %po_b = broadcast %po_r : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<f8E4M3FN>>, tile<4xf8E4M3FN> -> token
    %gp = get_global @g_f8E4M3FN : tile<ptr<f8E4M3FN>>
    %pgl_r = reshape %gp : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %pw_r = reshape %w : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pw_b = broadcast %pw_r : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<f8E4M3FN>> -> tile<4xf8E4M3FN>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<f8E4M3FN>>, tile<4xf8E4M3FN> -> token
    return
  }
  entry @pointers_f8E5M2(%x: tile<ptr<f8E5M2>>, %o: tile<ptr<f8E5M2>>, %w: tile<ptr<f8E5M2>>) {
    %px_r = reshape %x : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %px_b = broadcast %px_r : tile<1xptr<f8E5M2>> -> tile<4xptr<f8E5M2>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<f8E5M2>>, tile<4xi32> -> tile<4xptr<f8E5M2>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<f8E5M2>> -> tile<4xf8E5M2>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<f8E5M2>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<f8E5M2>>
    %pa_r = reshape %a : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %pa_b = broadcast %pa_r : tile<1xptr<f8E5M2>> -> tile<4xptr<f8E5M2>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<f8E5M2>>, tile<4xi32> -> tile<4xptr<f8E5M2>>
    %pg_r = reshape %g : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %pg_b = broadcast %pg_r : tile<1xptr<f8E5M2>> -> tile<4xptr<f8E5M2>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<f8E5M2>>, tile<4xi32> -> tile<4xptr<f8E5M2>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<f8E5M2>>, tile<4xf8E5M2> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<f8E5M2>> -> tile<4xf8E5M2>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<f8E5M2>>, tile<4xf8E5M2> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<f8E5M2>> -> tile<4xf8E5M2>, token
    %oi = ptr_to_int %o : tile<ptr<f8E5M2>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<f8E5M2>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<f8E5M2>> -> tile<ptr<f8E5M2>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<f8E5M2>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<f8E5M2>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<f8E5M2>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<f8E5M2>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<f8E5M2>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<f8E5M2>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<f8E5M2>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<f8E5M2>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<f8E5M2>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<f8E5M2>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<f8E5M2>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<f8E5M2>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<f8E5M2>> -> tile<ptr<bf16>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<bf16>> -> tile<ptr<f8E5M2>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<f8E5M2>> -> tile<ptr<f32>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f32>> -> tile<ptr<f8E5M2>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<f8E5M2>> -> tile<ptr<f64>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<f64>> -> tile<ptr<f8E5M2>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<f8E5M2>> -> tile<ptr<tf32>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<tf32>> -> tile<ptr<f8E5M2>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<f8E5M2>> -> tile<ptr<f8E4M3FN>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E4M3FN>> -> tile<ptr<f8E5M2>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<f8E5M2>> -> tile<ptr<f8E8M0FNU>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f8E5M2>>
    %po_r = reshape %q13 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %po_b = broadcast %po_r : tile<1xptr<f8E5M2>> -> tile<4xptr<f8E5M2>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<f8E5M2>>, tile<4xi32> -> tile<4xptr<f8E5M2>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<f8E5M2>>, tile<4xf8E5M2> -> token
    %gp = get_global @g_f8E5M2 : tile<ptr<f8E5M2>>
    %pgl_r = reshape %gp : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<f8E5M2>> -> tile<4xptr<f8E5M2>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<f8E5M2>>, tile<4xi32> -> tile<4xptr<f8E5M2>>
    %pw_r = reshape %w : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %pw_b = broadcast %pw_r : tile<1xptr<f8E5M2>> -> tile<4xptr<f8E5M2>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<f8E5M2>>, tile<4xi32> -> tile<4xptr<f8E5M2>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<f8E5M2>> -> tile<4xf8E5M2>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<f8E5M2>>, tile<4xf8E5M2> -> token
    return
  }
  entry @pointers_f8E8M0FNU(%x: tile<ptr<f8E8M0FNU>>, %o: tile<ptr<f8E8M0FNU>>, %w: tile<ptr<f8E8M0FNU>>) {
    %px_r = reshape %x : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %px_b = broadcast %px_r : tile<1xptr<f8E8M0FNU>> -> tile<4xptr<f8E8M0FNU>>
    %px_i = iota : tile<4xi32>
    %px = offset %px_b, %px_i : tile<4xptr<f8E8M0FNU>>, tile<4xi32> -> tile<4xptr<f8E8M0FNU>>
    %v, %t0 = load_ptr_tko weak %px : tile<4xptr<f8E8M0FNU>> -> tile<4xf8E8M0FNU>, token
    %a = alloca num_elem = 4, alignment = 64 : tile<ptr<f8E8M0FNU>>
    %g = alloca num_elem = 4, alignment = 64 global : tile<ptr<f8E8M0FNU>>
    %pa_r = reshape %a : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %pa_b = broadcast %pa_r : tile<1xptr<f8E8M0FNU>> -> tile<4xptr<f8E8M0FNU>>
    %pa_i = iota : tile<4xi32>
    %pa = offset %pa_b, %pa_i : tile<4xptr<f8E8M0FNU>>, tile<4xi32> -> tile<4xptr<f8E8M0FNU>>
    %pg_r = reshape %g : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %pg_b = broadcast %pg_r : tile<1xptr<f8E8M0FNU>> -> tile<4xptr<f8E8M0FNU>>
    %pg_i = iota : tile<4xi32>
    %pg = offset %pg_b, %pg_i : tile<4xptr<f8E8M0FNU>>, tile<4xi32> -> tile<4xptr<f8E8M0FNU>>
    %t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<f8E8M0FNU>>, tile<4xf8E8M0FNU> -> token
    %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<f8E8M0FNU>> -> tile<4xf8E8M0FNU>, token
    %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<f8E8M0FNU>>, tile<4xf8E8M0FNU> -> token
    %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<f8E8M0FNU>> -> tile<4xf8E8M0FNU>, token
    %oi = ptr_to_int %o : tile<ptr<f8E8M0FNU>> -> tile<i64>
    %q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<f8E8M0FNU>>
    %q1 = ptr_to_ptr %q0 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f8E8M0FNU>>
    %c1 = ptr_to_ptr %q1 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i1>>
    %q2 = ptr_to_ptr %c1 : tile<ptr<i1>> -> tile<ptr<f8E8M0FNU>>
    %c2 = ptr_to_ptr %q2 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i8>>
    %q3 = ptr_to_ptr %c2 : tile<ptr<i8>> -> tile<ptr<f8E8M0FNU>>
    %c3 = ptr_to_ptr %q3 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i16>>
    %q4 = ptr_to_ptr %c3 : tile<ptr<i16>> -> tile<ptr<f8E8M0FNU>>
    %c4 = ptr_to_ptr %q4 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i32>>
    %q5 = ptr_to_ptr %c4 : tile<ptr<i32>> -> tile<ptr<f8E8M0FNU>>
    %c5 = ptr_to_ptr %q5 : tile<ptr<f8E8M0FNU>> -> tile<ptr<i64>>
    %q6 = ptr_to_ptr %c5 : tile<ptr<i64>> -> tile<ptr<f8E8M0FNU>>
    %c6 = ptr_to_ptr %q6 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f16>>
    %q7 = ptr_to_ptr %c6 : tile<ptr<f16>> -> tile<ptr<f8E8M0FNU>>
    %c7 = ptr_to_ptr %q7 : tile<ptr<f8E8M0FNU>> -> tile<ptr<bf16>>
    %q8 = ptr_to_ptr %c7 : tile<ptr<bf16>> -> tile<ptr<f8E8M0FNU>>
    %c8 = ptr_to_ptr %q8 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f32>>
    %q9 = ptr_to_ptr %c8 : tile<ptr<f32>> -> tile<ptr<f8E8M0FNU>>
    %c9 = ptr_to_ptr %q9 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f64>>
    %q10 = ptr_to_ptr %c9 : tile<ptr<f64>> -> tile<ptr<f8E8M0FNU>>
    %c10 = ptr_to_ptr %q10 : tile<ptr<f8E8M0FNU>> -> tile<ptr<tf32>>
    %q11 = ptr_to_ptr %c10 : tile<ptr<tf32>> -> tile<ptr<f8E8M0FNU>>
    %c11 = ptr_to_ptr %q11 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f8E4M3FN>>
    %q12 = ptr_to_ptr %c11 : tile<ptr<f8E4M3FN>> -> tile<ptr<f8E8M0FNU>>
    %c12 = ptr_to_ptr %q12 : tile<ptr<f8E8M0FNU>> -> tile<ptr<f8E5M2>>
    %q13 = ptr_to_ptr %c12 : tile<ptr<f8E5M2>> -> tile<ptr<f8E8M0FNU>>
    %po_r = reshape %q13 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %po_b = broadcast %po_r : tile<1xptr<f8E8M0FNU>> -> tile<4xptr<f8E8M0FNU>>
    %po_i = iota : tile<4xi32>
    %po = offset %po_b, %po_i : tile<4xptr<f8E8M0FNU>>, tile<4xi32> -> tile<4xptr<f8E8M0FNU>>
    %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<f8E8M0FNU>>, tile<4xf8E8M0FNU> -> token
    %gp = get_global @g_f8E8M0FNU : tile<ptr<f8E8M0FNU>>
    %pgl_r = reshape %gp : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %pgl_b = broadcast %pgl_r : tile<1xptr<f8E8M0FNU>> -> tile<4xptr<f8E8M0FNU>>
    %pgl_i = iota : tile<4xi32>
    %pgl = offset %pgl_b, %pgl_i : tile<4xptr<f8E8M0FNU>>, tile<4xi32> -> tile<4xptr<f8E8M0FNU>>
    %pw_r = reshape %w : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %pw_b = broadcast %pw_r : tile<1xptr<f8E8M0FNU>> -> tile<4xptr<f8E8M0FNU>>
    %pw_i = iota : tile<4xi32>
    %pw = offset %pw_b, %pw_i : tile<4xptr<f8E8M0FNU>>, tile<4xi32> -> tile<4xptr<f8E8M0FNU>>
    %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<f8E8M0FNU>> -> tile<4xf8E8M0FNU>, token
    %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<f8E8M0FNU>>, tile<4xf8E8M0FNU> -> token
    return
  }
  entry @print_i1(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> tile<4xi1>, token
    %p = print_tko "v %f\n", %x0 : tile<4xi1> -> token
    %r = reshape %x0 : tile<4xi1> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_i8(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> tile<4xi8>, token
    %p = print_tko "v %f\n", %x0 : tile<4xi8> -> token
    %r = reshape %x0 : tile<4xi8> -> tile<4xi8>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xi8>, partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_i16(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>, tile<i32> -> tile<4xi16>, token
    %p = print_tko "v %f\n", %x0 : tile<4xi16> -> token
    %r = reshape %x0 : tile<4xi16> -> tile<4xi16>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xi16>, partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_i32(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %p = print_tko "v %f\n", %x0 : tile<4xi32> -> token
    %r = reshape %x0 : tile<4xi32> -> tile<4xi32>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_i64(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %p = print_tko "v %f\n", %x0 : tile<4xi64> -> token
    %r = reshape %x0 : tile<4xi64> -> tile<4xi64>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xi64>, partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f16(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>, tile<i32> -> tile<4xf16>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf16> -> token
    %r = reshape %x0 : tile<4xf16> -> tile<4xf16>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf16>, partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_bf16(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>, tile<i32> -> tile<4xbf16>, token
    %p = print_tko "v %f\n", %x0 : tile<4xbf16> -> token
    %r = reshape %x0 : tile<4xbf16> -> tile<4xbf16>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xbf16>, partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f32(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf32> -> token
    %r = reshape %x0 : tile<4xf32> -> tile<4xf32>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f64(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf64, strides=[1]>>, tile<i32> -> tile<4xf64>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf64> -> token
    %r = reshape %x0 : tile<4xf64> -> tile<4xf64>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf64>, partition_view<tile=(4), tensor_view<4xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_tf32(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>, tile<i32> -> tile<4xtf32>, token
    %p = print_tko "v %f\n", %x0 : tile<4xtf32> -> token
    %r = reshape %x0 : tile<4xtf32> -> tile<4xtf32>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xtf32>, partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f8E4M3FN(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf8E4M3FN> -> token
    %r = reshape %x0 : tile<4xf8E4M3FN> -> tile<4xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf8E4M3FN>, partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f8E5M2(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf8E5M2> -> token
    %r = reshape %x0 : tile<4xf8E5M2> -> tile<4xf8E5M2>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf8E5M2>, partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f8E8M0FNU(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<4xf8E8M0FNU>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf8E8M0FNU> -> token
    %r = reshape %x0 : tile<4xf8E8M0FNU> -> tile<4xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf8E8M0FNU>, partition_view<tile=(4), tensor_view<4xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @print_f4E2M1FN(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    %p = print_tko "v %f\n", %x0 : tile<4xf4E2M1FN> -> token
    %r = reshape %x0 : tile<4xf4E2M1FN> -> tile<4xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<4xf4E2M1FN>, partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> token
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
