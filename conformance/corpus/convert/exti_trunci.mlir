// @conformance 1
// @tier ci
// @family convert
// exti (signed/unsigned) and trunci (every overflow promise, on inputs that keep it) between every pair of integer widths; i4 through a round trip trunci i8 -> i4 -> exti (digest 4.4).
// @oracle exact sign or zero extension and truncation in i128 by definition
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a_exti_i1_i4_signed i1 0 1
// @data r_exti_i1_i4_signed i8 00 0f
// @data a_exti_i1_i4_unsigned i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i4_unsigned i8 00 01
// @data a_exti_i1_i8_signed i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i8_signed i8 00 ff
// @data a_exti_i1_i8_unsigned i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i8_unsigned i8 from r_exti_i1_i4_unsigned
// @data a_exti_i1_i16_signed i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i16_signed i16 0000 ffff
// @data a_exti_i1_i16_unsigned i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i16_unsigned i16 0000 0001
// @data a_exti_i1_i32_signed i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i32_signed i32 00000000 ffffffff
// @data a_exti_i1_i32_unsigned i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i32_unsigned i32 00000000 00000001
// @data a_exti_i1_i64_signed i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i64_signed i64 0000000000000000 ffffffffffffffff
// @data a_exti_i1_i64_unsigned i1 from a_exti_i1_i4_signed
// @data r_exti_i1_i64_unsigned i64 0000000000000000 0000000000000001
// @data a_trunci_i4_i1_wrap i8 00 01 0f 08 07 09 02 03 0e 06 0b 05 00 01 0f 08
// @data r_trunci_i4_i1_wrap i1 0 1 1 0 1 1 0 1 0 0 1 1 0 1 1 0
// @data a_trunci_i4_i1_nsw i8 00 0f 00 0f
// @data r_trunci_i4_i1_nsw i1 0 1 0 1
// @data a_trunci_i4_i1_nuw i8 00 01 00 01
// @data r_trunci_i4_i1_nuw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i4_i1_nw i8 00 00
// @data r_trunci_i4_i1_nw i1 0 0
// @data a_exti_i4_i8_signed i8 00 01 0f 08 07 09 02 03 0e 06 05 0b 0a 0d 00 01
// @data r_exti_i4_i8_signed i8 00 01 ff f8 07 f9 02 03 fe 06 05 fb fa fd 00 01
// @data a_exti_i4_i8_unsigned i8 from a_exti_i4_i8_signed
// @data r_exti_i4_i8_unsigned i8 from a_exti_i4_i8_signed
// @data a_exti_i4_i16_signed i8 00 01 0f 08 07 09 02 03 0e 06 0d 04 05 00 01 0f
// @data r_exti_i4_i16_signed i16 0000 0001 ffff fff8 0007 fff9 0002 0003 fffe 0006 fffd 0004 0005 0000 0001 ffff
// @data a_exti_i4_i16_unsigned i8 from a_exti_i4_i16_signed
// @data r_exti_i4_i16_unsigned i16 0000 0001 000f 0008 0007 0009 0002 0003 000e 0006 000d 0004 0005 0000 0001 000f
// @data a_exti_i4_i32_signed i8 from a_exti_i4_i16_signed 10:0a 11:05 12:04
// @data r_exti_i4_i32_signed i32 00000000 00000001 ffffffff fffffff8 00000007 fffffff9 00000002 00000003 fffffffe 00000006 fffffffa 00000005 00000004 00000000 00000001 ffffffff
// @data a_exti_i4_i32_unsigned i8 from a_exti_i4_i32_signed
// @data r_exti_i4_i32_unsigned i32 00000000 00000001 0000000f 00000008 00000007 00000009 00000002 00000003 0000000e 00000006 0000000a 00000005 00000004 00000000 00000001 0000000f
// @data a_exti_i4_i64_signed i8 from a_exti_i4_i8_signed 10:04 11:0c 12:05
// @data r_exti_i4_i64_signed i64 0000000000000000 0000000000000001 ffffffffffffffff fffffffffffffff8 0000000000000007 fffffffffffffff9 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000006 0000000000000004 fffffffffffffffc 0000000000000005 fffffffffffffffd 0000000000000000 0000000000000001
// @data a_exti_i4_i64_unsigned i8 from a_exti_i4_i64_signed
// @data r_exti_i4_i64_unsigned i64 0000000000000000 0000000000000001 000000000000000f 0000000000000008 0000000000000007 0000000000000009 0000000000000002 0000000000000003
// + 000000000000000e 0000000000000006 0000000000000004 000000000000000c 0000000000000005 000000000000000d 0000000000000000 0000000000000001
// @data a_trunci_i8_i1_wrap i8 00 01 ff 80 7f 81 02 03 fe 07 7e 19 26 8d 27 e9 1f 22 2b 2e b6 00 01 ff
// + 80 7f 81 02 03 fe 07 7e
// @data r_trunci_i8_i1_wrap i1 0 1 1 0 1 1 0 1 0 1 0 1 0 1 1 1 1 0 1 0 0 0 1 1
// + 0 1 1 0 1 0 1 0
// @data a_trunci_i8_i1_nsw i8 00 ff 00 ff
// @data r_trunci_i8_i1_nsw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i8_i1_nuw i8 from a_trunci_i4_i1_nuw
// @data r_trunci_i8_i1_nuw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i8_i1_nw i8 from a_trunci_i4_i1_nw
// @data r_trunci_i8_i1_nw i1 from r_trunci_i4_i1_nw
// @data a_trunci_i8_i4_wrap i8 from a_trunci_i8_i1_wrap 11:3c 12:19 13:0f 14:da 15:09 16:60 17:0c 18:06 19:12 20:f9
// @data r_trunci_i8_i4_wrap i8 00 01 0f 00 0f 01 02 03 0e 07 0e 0c 09 0f 0a 09 00 0c 06 02 09 00 01 0f
// + 00 0f 01 02 03 0e 07 0e
// @data a_trunci_i8_i4_nsw i8 00 01 ff 02 03 fe 07 06 f9 00 01 ff 02 03 fe 07
// @data r_trunci_i8_i4_nsw i8 from a_trunci_i8_i4_nsw 2:0f 5:0e 8:09 11:0f 14:0e
// @data a_trunci_i8_i4_nuw i8 00 01 02 03 07 0f 09 0c 06 00 01 02 03 07 00 01
// @data r_trunci_i8_i4_nuw i8 from a_trunci_i8_i4_nuw
// @data a_trunci_i8_i4_nw i8 00 01 02 03 07 06 00 01 02 03 07 00 01 02 03 07
// @data r_trunci_i8_i4_nw i8 from a_trunci_i8_i4_nw
// @data a_exti_i8_i16_signed i8 00 01 ff 80 7f 81 02 03 fe 07 7e 08 39 fa 3a 34 5d 09 e8 28 3c eb 06 00
// + 01 ff 80 7f 81 02 03 fe
// @data r_exti_i8_i16_signed i16 0000 0001 ffff ff80 007f ff81 0002 0003 fffe 0007 007e 0008 0039 fffa 003a 0034 005d 0009 ffe8 0028 003c ffeb 0006 0000
// + 0001 ffff ff80 007f ff81 0002 0003 fffe
// @data a_exti_i8_i16_unsigned i8 from a_exti_i8_i16_signed
// @data r_exti_i8_i16_unsigned i16 0000 0001 00ff 0080 007f 0081 0002 0003 00fe 0007 007e 0008 0039 00fa 003a 0034 005d 0009 00e8 0028 003c 00eb 0006 0000
// + 0001 00ff 0080 007f 0081 0002 0003 00fe
// @data a_exti_i8_i32_signed i8 00 01 ff 80 7f 81 02 03 fe 07 7e 1e 65 15 6f 16 a8 09 f6 d8 2b e8 00 01
// + ff 80 7f 81 02 03 fe 07
// @data r_exti_i8_i32_signed i32 00000000 00000001 ffffffff ffffff80 0000007f ffffff81 00000002 00000003 fffffffe 00000007 0000007e 0000001e 00000065 00000015 0000006f 00000016
// + ffffffa8 00000009 fffffff6 ffffffd8 0000002b ffffffe8 00000000 00000001 ffffffff ffffff80 0000007f ffffff81 00000002 00000003 fffffffe 00000007
// @data a_exti_i8_i32_unsigned i8 from a_exti_i8_i32_signed
// @data r_exti_i8_i32_unsigned i32 00000000 00000001 000000ff 00000080 0000007f 00000081 00000002 00000003 000000fe 00000007 0000007e 0000001e 00000065 00000015 0000006f 00000016
// + 000000a8 00000009 000000f6 000000d8 0000002b 000000e8 00000000 00000001 000000ff 00000080 0000007f 00000081 00000002 00000003 000000fe 00000007
// @data a_exti_i8_i64_signed i8 00 01 ff 80 7f 81 02 03 fe 07 7e d4 ed 1e 1c 34 a5 ad fb 24 48 2f 00 01
// + ff 80 7f 81 02 03 fe 07
// @data r_exti_i8_i64_signed i64 0000000000000000 0000000000000001 ffffffffffffffff ffffffffffffff80 000000000000007f ffffffffffffff81 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 000000000000007e ffffffffffffffd4 ffffffffffffffed 000000000000001e 000000000000001c 0000000000000034
// + ffffffffffffffa5 ffffffffffffffad fffffffffffffffb 0000000000000024 0000000000000048 000000000000002f 0000000000000000 0000000000000001
// + ffffffffffffffff ffffffffffffff80 000000000000007f ffffffffffffff81 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007
// @data a_exti_i8_i64_unsigned i8 from a_exti_i8_i64_signed
// @data r_exti_i8_i64_unsigned i64 0000000000000000 0000000000000001 00000000000000ff 0000000000000080 000000000000007f 0000000000000081 0000000000000002 0000000000000003
// + 00000000000000fe 0000000000000007 000000000000007e 00000000000000d4 00000000000000ed 000000000000001e 000000000000001c 0000000000000034
// + 00000000000000a5 00000000000000ad 00000000000000fb 0000000000000024 0000000000000048 000000000000002f 0000000000000000 0000000000000001
// + 00000000000000ff 0000000000000080 000000000000007f 0000000000000081 0000000000000002 0000000000000003 00000000000000fe 0000000000000007
// @data a_trunci_i16_i1_wrap i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 666f 003b 000a 3516 76c8 e10c 3cbc 11a5 002b 676c 0014 9956 0000
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe
// @data r_trunci_i16_i1_wrap i1 0 1 1 0 1 1 0 1 0 1 0 1 1 0 0 0 0 0 1 1 0 0 0 0
// + 1 1 0 1 1 0 1 0
// @data a_trunci_i16_i1_nsw i16 0000 ffff 0000 ffff
// @data r_trunci_i16_i1_nsw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i16_i1_nuw i16 0000 0001 0000 0001
// @data r_trunci_i16_i1_nuw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i16_i1_nw i16 0000 0000
// @data r_trunci_i16_i1_nw i1 from r_trunci_i4_i1_nw
// @data a_trunci_i16_i4_wrap i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 684b 0eda 0009 882a 5ace b78b 478b 8c9c 7115 ef58 2046 3583 0000
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe
// @data r_trunci_i16_i4_wrap i8 00 01 0f 00 0f 01 02 03 0e 07 0e 0b 0a 09 0a 0e 0b 0b 0c 05 08 06 03 00
// + 01 0f 00 0f 01 02 03 0e
// @data a_trunci_i16_i4_nsw i16 0000 0001 ffff 0002 0003 fffe 0007 0000 0001 ffff 0002 0003 fffe 0000 0001 ffff
// @data r_trunci_i16_i4_nsw i8 00 01 0f 02 03 0e 07 00 01 0f 02 03 0e 00 01 0f
// @data a_trunci_i16_i4_nuw i16 0000 0001 0002 0003 0007 0009 0000 0001 0002 0003 0000 0001 0002 0003 0007 0009
// @data r_trunci_i16_i4_nuw i8 00 01 02 03 07 09 00 01 02 03 00 01 02 03 07 09
// @data a_trunci_i16_i4_nw i16 0000 0001 0002 0003 0007 0000 0001 0002 0003 0000 0001 0002 0003 0007 0000 0001
// @data r_trunci_i16_i4_nw i8 from a_trunci_i8_i4_nuw 5:00 6:01 7:02 8:03
// @data a_trunci_i16_i8_wrap i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 0025 ec67 2ae1 0023 6fc0 0006 002d 0024 0017 697a 002b 0030 0000
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe
// @data r_trunci_i16_i8_wrap i8 00 01 ff 00 ff 01 02 03 fe 07 fe 25 67 e1 23 c0 06 2d 24 17 7a 2b 30 00
// + 01 ff 00 ff 01 02 03 fe
// @data a_trunci_i16_i8_nsw i16 0000 0001 ffff 0002 0003 fffe 0007 0025 0023 0006 002d 0024 0017 002b 0030 0000 0001 ffff 0002 0003 fffe 0000 0001 ffff
// + 0002 0003 fffe 0007 0025 0023 0006 002d
// @data r_trunci_i16_i8_nsw i8 00 01 ff 02 03 fe 07 25 23 06 2d 24 17 2b 30 00 01 ff 02 03 fe 00 01 ff
// + 02 03 fe 07 25 23 06 2d
// @data a_trunci_i16_i8_nuw i16 0000 0001 0002 0003 0007 0025 0023 0006 002d 0024 0017 002b 0030 0000 0001 0002 0003 0000 0001 0002 0003 0007 0025 0023
// + 0006 002d 0024 0017 002b 0030 0000 0001
// @data r_trunci_i16_i8_nuw i8 00 01 02 03 07 25 23 06 2d 24 17 2b 30 00 01 02 03 00 01 02 03 07 25 23
// + 06 2d 24 17 2b 30 00 01
// @data a_trunci_i16_i8_nw i16 from a_trunci_i16_i8_nuw
// @data r_trunci_i16_i8_nw i8 from r_trunci_i16_i8_nuw
// @data a_exti_i16_i32_signed i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 339b 313f 4d08 89fd 9d2b 003e ff85 547e 0013 c712 7998 a6bf 0000
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe
// @data r_exti_i16_i32_signed i32 00000000 00000001 ffffffff ffff8000 00007fff ffff8001 00000002 00000003 fffffffe 00000007 00007ffe 0000339b 0000313f 00004d08 ffff89fd ffff9d2b
// + 0000003e ffffff85 0000547e 00000013 ffffc712 00007998 ffffa6bf 00000000 00000001 ffffffff ffff8000 00007fff ffff8001 00000002 00000003 fffffffe
// @data a_exti_i16_i32_unsigned i16 from a_exti_i16_i32_signed
// @data r_exti_i16_i32_unsigned i32 00000000 00000001 0000ffff 00008000 00007fff 00008001 00000002 00000003 0000fffe 00000007 00007ffe 0000339b 0000313f 00004d08 000089fd 00009d2b
// + 0000003e 0000ff85 0000547e 00000013 0000c712 00007998 0000a6bf 00000000 00000001 0000ffff 00008000 00007fff 00008001 00000002 00000003 0000fffe
// @data a_exti_i16_i64_signed i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2b82 6ab8 1709 51e0 000f 002c 69f0 0034 001e 0329 0000 0001 ffff
// + 8000 7fff 8001 0002 0003 fffe 0007 7ffe
// @data r_exti_i16_i64_signed i64 0000000000000000 0000000000000001 ffffffffffffffff ffffffffffff8000 0000000000007fff ffffffffffff8001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 0000000000007ffe 0000000000002b82 0000000000006ab8 0000000000001709 00000000000051e0 000000000000000f
// + 000000000000002c 00000000000069f0 0000000000000034 000000000000001e 0000000000000329 0000000000000000 0000000000000001 ffffffffffffffff
// + ffffffffffff8000 0000000000007fff ffffffffffff8001 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007 0000000000007ffe
// @data a_exti_i16_i64_unsigned i16 from a_exti_i16_i64_signed
// @data r_exti_i16_i64_unsigned i64 from r_exti_i16_i64_signed 2:000000000000ffff 3:0000000000008000 5:0000000000008001 8:000000000000fffe 23:000000000000ffff 24:0000000000008000 26:0000000000008001 29:000000000000fffe
// @data a_trunci_i32_i1_wrap i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 4c989dd2 de34a685 00000021 0000000a 00000037
// + ba6d6ba6 1b20d851 e34a9ba4 ea19c00c d114ca26 21ecd080 2c598cc1 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe
// @data r_trunci_i32_i1_wrap i1 from r_trunci_i16_i1_wrap 11:0 13:1 15:1 17:1 18:0 19:0 22:1
// @data a_trunci_i32_i1_nsw i32 00000000 ffffffff 00000000 ffffffff
// @data r_trunci_i32_i1_nsw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i32_i1_nuw i32 00000000 00000001 00000000 00000001
// @data r_trunci_i32_i1_nuw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i32_i1_nw i32 00000000 00000000
// @data r_trunci_i32_i1_nw i1 from r_trunci_i4_i1_nw
// @data a_trunci_i32_i4_wrap i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 00000036 0000001d 00000006 ecb26ad5 ba72cf1f
// + 2256fdf1 0000002b 380dc821 8b9970f4 ed7dad4e 30cb6f63 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007
// @data r_trunci_i32_i4_wrap i8 00 01 0f 00 0f 01 02 03 0e 07 0e 06 0d 06 05 0f 01 0b 01 04 0e 03 00 01
// + 0f 00 0f 01 02 03 0e 07
// @data a_trunci_i32_i4_nsw i32 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 00000006 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 00000000
// @data r_trunci_i32_i4_nsw i8 00 01 0f 02 03 0e 07 06 00 01 0f 02 03 0e 07 00
// @data a_trunci_i32_i4_nuw i32 00000000 00000001 00000002 00000003 00000007 00000006 00000000 00000001 00000002 00000003 00000007 00000000 00000001 00000002 00000003 00000007
// @data r_trunci_i32_i4_nuw i8 from a_trunci_i8_i4_nw
// @data a_trunci_i32_i4_nw i32 from a_trunci_i32_i4_nuw
// @data r_trunci_i32_i4_nw i8 from a_trunci_i8_i4_nw
// @data a_trunci_i32_i8_wrap i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 9c1ff9c5 ba3e49d2 88d85152 bf56e164 bfb653bd
// + 8140e887 02dc1bb3 0216b1b9 6733d221 57e1d048 7b2eb970 0c8c1466 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe
// @data r_trunci_i32_i8_wrap i8 00 01 ff 00 ff 01 02 03 fe 07 fe c5 d2 52 64 bd 87 b3 b9 21 48 70 66 00
// + 01 ff 00 ff 01 02 03 fe
// @data a_trunci_i32_i8_nsw i32 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000000 00000001 ffffffff
// @data r_trunci_i32_i8_nsw i8 from r_trunci_i16_i4_nsw 2:ff 5:fe 9:ff 12:fe 15:ff
// @data a_trunci_i32_i8_nuw i32 00000000 00000001 00000002 00000003 00000007 00000000 00000001 00000002 00000003 00000000 00000001 00000002 00000003 00000007 00000000 00000001
// @data r_trunci_i32_i8_nuw i8 from r_trunci_i16_i4_nw
// @data a_trunci_i32_i8_nw i32 from a_trunci_i32_i8_nuw
// @data r_trunci_i32_i8_nw i8 from r_trunci_i16_i4_nw
// @data a_trunci_i32_i16_wrap i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 00000011 0000003b 00000005 00000036 f11462bf
// + 0000001e 45fe7226 0000000b 2eeeb732 baf9a81d 49b825b9 435a03b7 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe
// @data r_trunci_i32_i16_wrap i16 0000 0001 ffff 0000 ffff 0001 0002 0003 fffe 0007 fffe 0011 003b 0005 0036 62bf 001e 7226 000b b732 a81d 25b9 03b7 0000
// + 0001 ffff 0000 ffff 0001 0002 0003 fffe
// @data a_trunci_i32_i16_nsw i32 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 00000011 0000003b 00000005 00000036 0000001e 0000000b 00000000 00000001 ffffffff
// + 00000002 00000003 fffffffe 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 00000011 0000003b 00000005 00000036 0000001e 0000000b
// @data r_trunci_i32_i16_nsw i16 0000 0001 ffff 0002 0003 fffe 0007 0011 003b 0005 0036 001e 000b 0000 0001 ffff 0002 0003 fffe 0000 0001 ffff 0002 0003
// + fffe 0007 0011 003b 0005 0036 001e 000b
// @data a_trunci_i32_i16_nuw i32 00000000 00000001 00000002 00000003 00000007 00000011 0000003b 00000005 00000036 0000001e 0000000b 00000000 00000001 00000002 00000003 00000000
// @data r_trunci_i32_i16_nuw i16 0000 0001 0002 0003 0007 0011 003b 0005 0036 001e 000b 0000 0001 0002 0003 0000
// @data a_trunci_i32_i16_nw i32 from a_trunci_i32_i16_nuw
// @data r_trunci_i32_i16_nw i16 from r_trunci_i32_i16_nuw
// @data a_exti_i32_i64_signed i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 0000001f 8b301a00 00000012 00000017 00000013
// + 00000004 00000037 5cc7f9dc 00000029 00000011 2dfcc7c9 8c66f474 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe
// @data r_exti_i32_i64_signed i64 0000000000000000 0000000000000001 ffffffffffffffff ffffffff80000000 000000007fffffff ffffffff80000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 000000007ffffffe 000000000000001f ffffffff8b301a00 0000000000000012 0000000000000017 0000000000000013
// + 0000000000000004 0000000000000037 000000005cc7f9dc 0000000000000029 0000000000000011 000000002dfcc7c9 ffffffff8c66f474 0000000000000000
// + 0000000000000001 ffffffffffffffff ffffffff80000000 000000007fffffff ffffffff80000001 0000000000000002 0000000000000003 fffffffffffffffe
// @data a_exti_i32_i64_unsigned i32 from a_exti_i32_i64_signed
// @data r_exti_i32_i64_unsigned i64 from r_exti_i32_i64_signed 2:00000000ffffffff 3:0000000080000000 5:0000000080000001 8:00000000fffffffe 12:000000008b301a00 22:000000008c66f474 25:00000000ffffffff 26:0000000080000000 28:0000000080000001 31:00000000fffffffe
// @data a_trunci_i64_i1_wrap i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe fbaf3b4a2c8102e1 35a2ffddac0b866d 95c5856dabcc517c da9af01c03d91ef6 4f547abfe51e1b97
// + 0000000000000039 000000000000002b bb9c29aa99bc3af0 6a85ef4f8a72e8cd 31bdfdf1daa2e547 688ab4b0f40320ab 1db49ba8e43c3b76 0000000000000000
// + 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003 fffffffffffffffe
// @data r_trunci_i64_i1_wrap i1 from r_trunci_i16_i1_wrap 15:1 16:1 17:1 18:0 20:1 21:1
// @data a_trunci_i64_i1_nsw i64 0000000000000000 ffffffffffffffff 0000000000000000 ffffffffffffffff
// @data r_trunci_i64_i1_nsw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i64_i1_nuw i64 0000000000000000 0000000000000001 0000000000000000 0000000000000001
// @data r_trunci_i64_i1_nuw i1 from r_trunci_i4_i1_nsw
// @data a_trunci_i64_i1_nw i64 0000000000000000 0000000000000000
// @data r_trunci_i64_i1_nw i1 from r_trunci_i4_i1_nw
// @data a_trunci_i64_i4_wrap i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe f632ebddef1119d8 000000000000003d 37719da05d637d27 35416809218bb62b 000000000000003c
// + 9371a828cff96e6f 160dc000e09ff963 3daba72d2ff8e395 0000000000000020 e9885d351322025e 9efacb56a126faee 0000000000000000 0000000000000001
// + ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007
// @data r_trunci_i64_i4_wrap i8 from r_trunci_i32_i4_wrap 11:08 13:07 14:0b 15:0c 16:0f 17:03 18:05 19:00 21:0e
// @data a_trunci_i64_i4_nsw i64 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007 0000000000000000
// + 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007 0000000000000000 0000000000000001
// @data r_trunci_i64_i4_nsw i8 from r_trunci_i16_i4_nsw 13:07 14:00 15:01
// @data a_trunci_i64_i4_nuw i64 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000007 0000000000000000 0000000000000001 0000000000000002
// + 0000000000000003 0000000000000007 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000007 0000000000000000
// @data r_trunci_i64_i4_nuw i8 00 01 02 03 07 00 01 02 03 07 00 01 02 03 07 00
// @data a_trunci_i64_i4_nw i64 from a_trunci_i64_i4_nuw
// @data r_trunci_i64_i4_nw i8 from r_trunci_i64_i4_nuw
// @data a_trunci_i64_i8_wrap i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe af5341cbc4183be1 000000000000000c 3359cd891c076609 000000000000001d be7e20a7e7f4fc5c
// + 0000000000000026 3e5abdceb91f23be da387d73e6c512cc 0000000000000038 0000000000000014 d3a641f39bc14c32 0000000000000034 0000000000000000
// + 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003 fffffffffffffffe
// @data r_trunci_i64_i8_wrap i8 00 01 ff 00 ff 01 02 03 fe 07 fe e1 0c 09 1d 5c 26 be cc 38 14 32 34 00
// + 01 ff 00 ff 01 02 03 fe
// @data a_trunci_i64_i8_nsw i64 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007 000000000000000c
// + 000000000000001d 0000000000000026 0000000000000038 0000000000000014 0000000000000034 0000000000000000 0000000000000001 ffffffffffffffff
// + 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 000000000000000c 000000000000001d 0000000000000026 0000000000000038 0000000000000014 0000000000000034
// @data r_trunci_i64_i8_nsw i8 00 01 ff 02 03 fe 07 0c 1d 26 38 14 34 00 01 ff 02 03 fe 00 01 ff 02 03
// + fe 07 0c 1d 26 38 14 34
// @data a_trunci_i64_i8_nuw i64 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000007 000000000000000c 000000000000001d 0000000000000026
// + 0000000000000038 0000000000000014 0000000000000034 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000000
// @data r_trunci_i64_i8_nuw i8 00 01 02 03 07 0c 1d 26 38 14 34 00 01 02 03 00
// @data a_trunci_i64_i8_nw i64 from a_trunci_i64_i8_nuw
// @data r_trunci_i64_i8_nw i8 from r_trunci_i64_i8_nuw
// @data a_trunci_i64_i16_wrap i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 02fc022d35a9ebf9 44f4381978061693 0000000000000011 0000000000000023 0000000000000012
// + e9760c328cd78aa3 0000000000000009 81855db5b2f84be9 7ebb2401b1bd702b 0000000000000024 827f5256542f9c16 0000000000000000 0000000000000001
// + ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007
// @data r_trunci_i64_i16_wrap i16 0000 0001 ffff 0000 ffff 0001 0002 0003 fffe 0007 fffe ebf9 1693 0011 0023 0012 8aa3 0009 4be9 702b 0024 9c16 0000 0001
// + ffff 0000 ffff 0001 0002 0003 fffe 0007
// @data a_trunci_i64_i16_nsw i64 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007 0000000000000011
// + 0000000000000023 0000000000000012 0000000000000009 0000000000000024 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002
// + 0000000000000003 fffffffffffffffe 0000000000000007 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 0000000000000011 0000000000000023 0000000000000012 0000000000000009 0000000000000024 0000000000000000
// @data r_trunci_i64_i16_nsw i16 0000 0001 ffff 0002 0003 fffe 0007 0011 0023 0012 0009 0024 0000 0001 ffff 0002 0003 fffe 0007 0000 0001 ffff 0002 0003
// + fffe 0007 0011 0023 0012 0009 0024 0000
// @data a_trunci_i64_i16_nuw i64 from a_trunci_i64_i4_nuw 5:0000000000000011 6:0000000000000023 7:0000000000000012 8:0000000000000009 9:0000000000000024
// @data r_trunci_i64_i16_nuw i16 0000 0001 0002 0003 0007 0011 0023 0012 0009 0024 0000 0001 0002 0003 0007 0000
// @data a_trunci_i64_i16_nw i64 from a_trunci_i64_i16_nuw
// @data r_trunci_i64_i16_nw i16 from r_trunci_i64_i16_nuw
// @data a_trunci_i64_i32_wrap i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe ce8905d476569c0b 6eb00be53db87b16 000000000000001a 1841a72ee50cde0b 303ac2f842321f00
// + fe7c37d949d73429 08ca3fba39f5aba2 1624175f2ef503de 0000000000000004 d3290b351c90f79b 0000000000000026 0000000000000000 0000000000000001
// + ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007
// @data r_trunci_i64_i32_wrap i32 00000000 00000001 ffffffff 00000000 ffffffff 00000001 00000002 00000003 fffffffe 00000007 fffffffe 76569c0b 3db87b16 0000001a e50cde0b 42321f00
// + 49d73429 39f5aba2 2ef503de 00000004 1c90f79b 00000026 00000000 00000001 ffffffff 00000000 ffffffff 00000001 00000002 00000003 fffffffe 00000007
// @data a_trunci_i64_i32_nsw i64 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007 000000000000001a
// + 0000000000000004 0000000000000026 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe
// + 0000000000000007 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003 fffffffffffffffe 0000000000000007
// + 000000000000001a 0000000000000004 0000000000000026 0000000000000000 0000000000000001 ffffffffffffffff 0000000000000002 0000000000000003
// @data r_trunci_i64_i32_nsw i32 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 0000001a 00000004 00000026 00000000 00000001 ffffffff 00000002 00000003 fffffffe
// + 00000007 00000000 00000001 ffffffff 00000002 00000003 fffffffe 00000007 0000001a 00000004 00000026 00000000 00000001 ffffffff 00000002 00000003
// @data a_trunci_i64_i32_nuw i64 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000007 000000000000001a 0000000000000004 0000000000000026
// + 0000000000000000 0000000000000001 0000000000000002 0000000000000003 0000000000000007 0000000000000000 0000000000000001 0000000000000002
// @data r_trunci_i64_i32_nuw i32 00000000 00000001 00000002 00000003 00000007 0000001a 00000004 00000026 00000000 00000001 00000002 00000003 00000007 00000000 00000001 00000002
// @data a_trunci_i64_i32_nw i64 from a_trunci_i64_i32_nuw
// @data r_trunci_i64_i32_nw i32 from r_trunci_i64_i32_nuw
// @run exti_i1_i4_signed entry=exti_i1_i4_signed grid=1
// @arg buf i1 a_exti_i1_i4_signed
// @arg buf i8 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i4_signed prov=exact
// @run exti_i1_i4_unsigned entry=exti_i1_i4_unsigned grid=1
// @arg buf i1 a_exti_i1_i4_unsigned
// @arg buf i8 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i4_unsigned prov=exact
// @run exti_i1_i8_signed entry=exti_i1_i8_signed grid=1
// @arg buf i1 a_exti_i1_i8_signed
// @arg buf i8 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i8_signed prov=exact
// @run exti_i1_i8_unsigned entry=exti_i1_i8_unsigned grid=1
// @arg buf i1 a_exti_i1_i8_unsigned
// @arg buf i8 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i8_unsigned prov=exact
// @run exti_i1_i16_signed entry=exti_i1_i16_signed grid=1
// @arg buf i1 a_exti_i1_i16_signed
// @arg buf i16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i16_signed prov=exact
// @run exti_i1_i16_unsigned entry=exti_i1_i16_unsigned grid=1
// @arg buf i1 a_exti_i1_i16_unsigned
// @arg buf i16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i16_unsigned prov=exact
// @run exti_i1_i32_signed entry=exti_i1_i32_signed grid=1
// @arg buf i1 a_exti_i1_i32_signed
// @arg buf i32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i32_signed prov=exact
// @run exti_i1_i32_unsigned entry=exti_i1_i32_unsigned grid=1
// @arg buf i1 a_exti_i1_i32_unsigned
// @arg buf i32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i32_unsigned prov=exact
// @run exti_i1_i64_signed entry=exti_i1_i64_signed grid=1
// @arg buf i1 a_exti_i1_i64_signed
// @arg buf i64 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i64_signed prov=exact
// @run exti_i1_i64_unsigned entry=exti_i1_i64_unsigned grid=1
// @arg buf i1 a_exti_i1_i64_unsigned
// @arg buf i64 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i1_i64_unsigned prov=exact
// @run trunci_i4_i1_wrap entry=trunci_i4_i1_wrap grid=1
// @arg buf i8 a_trunci_i4_i1_wrap
// @arg buf i1 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i4_i1_wrap prov=exact
// @run trunci_i4_i1_nsw entry=trunci_i4_i1_nsw grid=1
// @arg buf i8 a_trunci_i4_i1_nsw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i4_i1_nsw prov=exact
// @run trunci_i4_i1_nuw entry=trunci_i4_i1_nuw grid=1
// @arg buf i8 a_trunci_i4_i1_nuw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i4_i1_nuw prov=exact
// @run trunci_i4_i1_nw entry=trunci_i4_i1_nw grid=1
// @arg buf i8 a_trunci_i4_i1_nw
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i4_i1_nw prov=exact
// @run exti_i4_i8_signed entry=exti_i4_i8_signed grid=1
// @arg buf i8 a_exti_i4_i8_signed
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i8_signed prov=exact
// @run exti_i4_i8_unsigned entry=exti_i4_i8_unsigned grid=1
// @arg buf i8 a_exti_i4_i8_unsigned
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i8_unsigned prov=exact
// @run exti_i4_i16_signed entry=exti_i4_i16_signed grid=1
// @arg buf i8 a_exti_i4_i16_signed
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i16_signed prov=exact
// @run exti_i4_i16_unsigned entry=exti_i4_i16_unsigned grid=1
// @arg buf i8 a_exti_i4_i16_unsigned
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i16_unsigned prov=exact
// @run exti_i4_i32_signed entry=exti_i4_i32_signed grid=1
// @arg buf i8 a_exti_i4_i32_signed
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i32_signed prov=exact
// @run exti_i4_i32_unsigned entry=exti_i4_i32_unsigned grid=1
// @arg buf i8 a_exti_i4_i32_unsigned
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i32_unsigned prov=exact
// @run exti_i4_i64_signed entry=exti_i4_i64_signed grid=1
// @arg buf i8 a_exti_i4_i64_signed
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i64_signed prov=exact
// @run exti_i4_i64_unsigned entry=exti_i4_i64_unsigned grid=1
// @arg buf i8 a_exti_i4_i64_unsigned
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i4_i64_unsigned prov=exact
// @run trunci_i8_i1_wrap entry=trunci_i8_i1_wrap grid=1
// @arg buf i8 a_trunci_i8_i1_wrap
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i1_wrap prov=exact
// @run trunci_i8_i1_nsw entry=trunci_i8_i1_nsw grid=1
// @arg buf i8 a_trunci_i8_i1_nsw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i1_nsw prov=exact
// @run trunci_i8_i1_nuw entry=trunci_i8_i1_nuw grid=1
// @arg buf i8 a_trunci_i8_i1_nuw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i1_nuw prov=exact
// @run trunci_i8_i1_nw entry=trunci_i8_i1_nw grid=1
// @arg buf i8 a_trunci_i8_i1_nw
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i1_nw prov=exact
// @run trunci_i8_i4_wrap entry=trunci_i8_i4_wrap grid=1
// @arg buf i8 a_trunci_i8_i4_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i4_wrap prov=exact
// @run trunci_i8_i4_nsw entry=trunci_i8_i4_nsw grid=1
// @arg buf i8 a_trunci_i8_i4_nsw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i4_nsw prov=exact
// @run trunci_i8_i4_nuw entry=trunci_i8_i4_nuw grid=1
// @arg buf i8 a_trunci_i8_i4_nuw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i4_nuw prov=exact
// @run trunci_i8_i4_nw entry=trunci_i8_i4_nw grid=1
// @arg buf i8 a_trunci_i8_i4_nw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i8_i4_nw prov=exact
// @run exti_i8_i16_signed entry=exti_i8_i16_signed grid=1
// @arg buf i8 a_exti_i8_i16_signed
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i8_i16_signed prov=exact
// @run exti_i8_i16_unsigned entry=exti_i8_i16_unsigned grid=1
// @arg buf i8 a_exti_i8_i16_unsigned
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i8_i16_unsigned prov=exact
// @run exti_i8_i32_signed entry=exti_i8_i32_signed grid=1
// @arg buf i8 a_exti_i8_i32_signed
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i8_i32_signed prov=exact
// @run exti_i8_i32_unsigned entry=exti_i8_i32_unsigned grid=1
// @arg buf i8 a_exti_i8_i32_unsigned
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i8_i32_unsigned prov=exact
// @run exti_i8_i64_signed entry=exti_i8_i64_signed grid=1
// @arg buf i8 a_exti_i8_i64_signed
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i8_i64_signed prov=exact
// @run exti_i8_i64_unsigned entry=exti_i8_i64_unsigned grid=1
// @arg buf i8 a_exti_i8_i64_unsigned
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i8_i64_unsigned prov=exact
// @run trunci_i16_i1_wrap entry=trunci_i16_i1_wrap grid=1
// @arg buf i16 a_trunci_i16_i1_wrap
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i1_wrap prov=exact
// @run trunci_i16_i1_nsw entry=trunci_i16_i1_nsw grid=1
// @arg buf i16 a_trunci_i16_i1_nsw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i1_nsw prov=exact
// @run trunci_i16_i1_nuw entry=trunci_i16_i1_nuw grid=1
// @arg buf i16 a_trunci_i16_i1_nuw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i1_nuw prov=exact
// @run trunci_i16_i1_nw entry=trunci_i16_i1_nw grid=1
// @arg buf i16 a_trunci_i16_i1_nw
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i1_nw prov=exact
// @run trunci_i16_i4_wrap entry=trunci_i16_i4_wrap grid=1
// @arg buf i16 a_trunci_i16_i4_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i4_wrap prov=exact
// @run trunci_i16_i4_nsw entry=trunci_i16_i4_nsw grid=1
// @arg buf i16 a_trunci_i16_i4_nsw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i4_nsw prov=exact
// @run trunci_i16_i4_nuw entry=trunci_i16_i4_nuw grid=1
// @arg buf i16 a_trunci_i16_i4_nuw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i4_nuw prov=exact
// @run trunci_i16_i4_nw entry=trunci_i16_i4_nw grid=1
// @arg buf i16 a_trunci_i16_i4_nw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i4_nw prov=exact
// @run trunci_i16_i8_wrap entry=trunci_i16_i8_wrap grid=1
// @arg buf i16 a_trunci_i16_i8_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i8_wrap prov=exact
// @run trunci_i16_i8_nsw entry=trunci_i16_i8_nsw grid=1
// @arg buf i16 a_trunci_i16_i8_nsw
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i8_nsw prov=exact
// @run trunci_i16_i8_nuw entry=trunci_i16_i8_nuw grid=1
// @arg buf i16 a_trunci_i16_i8_nuw
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i8_nuw prov=exact
// @run trunci_i16_i8_nw entry=trunci_i16_i8_nw grid=1
// @arg buf i16 a_trunci_i16_i8_nw
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i16_i8_nw prov=exact
// @run exti_i16_i32_signed entry=exti_i16_i32_signed grid=1
// @arg buf i16 a_exti_i16_i32_signed
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i16_i32_signed prov=exact
// @run exti_i16_i32_unsigned entry=exti_i16_i32_unsigned grid=1
// @arg buf i16 a_exti_i16_i32_unsigned
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i16_i32_unsigned prov=exact
// @run exti_i16_i64_signed entry=exti_i16_i64_signed grid=1
// @arg buf i16 a_exti_i16_i64_signed
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i16_i64_signed prov=exact
// @run exti_i16_i64_unsigned entry=exti_i16_i64_unsigned grid=1
// @arg buf i16 a_exti_i16_i64_unsigned
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i16_i64_unsigned prov=exact
// @run trunci_i32_i1_wrap entry=trunci_i32_i1_wrap grid=1
// @arg buf i32 a_trunci_i32_i1_wrap
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i1_wrap prov=exact
// @run trunci_i32_i1_nsw entry=trunci_i32_i1_nsw grid=1
// @arg buf i32 a_trunci_i32_i1_nsw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i1_nsw prov=exact
// @run trunci_i32_i1_nuw entry=trunci_i32_i1_nuw grid=1
// @arg buf i32 a_trunci_i32_i1_nuw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i1_nuw prov=exact
// @run trunci_i32_i1_nw entry=trunci_i32_i1_nw grid=1
// @arg buf i32 a_trunci_i32_i1_nw
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i1_nw prov=exact
// @run trunci_i32_i4_wrap entry=trunci_i32_i4_wrap grid=1
// @arg buf i32 a_trunci_i32_i4_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i4_wrap prov=exact
// @run trunci_i32_i4_nsw entry=trunci_i32_i4_nsw grid=1
// @arg buf i32 a_trunci_i32_i4_nsw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i4_nsw prov=exact
// @run trunci_i32_i4_nuw entry=trunci_i32_i4_nuw grid=1
// @arg buf i32 a_trunci_i32_i4_nuw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i4_nuw prov=exact
// @run trunci_i32_i4_nw entry=trunci_i32_i4_nw grid=1
// @arg buf i32 a_trunci_i32_i4_nw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i4_nw prov=exact
// @run trunci_i32_i8_wrap entry=trunci_i32_i8_wrap grid=1
// @arg buf i32 a_trunci_i32_i8_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i8_wrap prov=exact
// @run trunci_i32_i8_nsw entry=trunci_i32_i8_nsw grid=1
// @arg buf i32 a_trunci_i32_i8_nsw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i8_nsw prov=exact
// @run trunci_i32_i8_nuw entry=trunci_i32_i8_nuw grid=1
// @arg buf i32 a_trunci_i32_i8_nuw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i8_nuw prov=exact
// @run trunci_i32_i8_nw entry=trunci_i32_i8_nw grid=1
// @arg buf i32 a_trunci_i32_i8_nw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i8_nw prov=exact
// @run trunci_i32_i16_wrap entry=trunci_i32_i16_wrap grid=1
// @arg buf i32 a_trunci_i32_i16_wrap
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i16_wrap prov=exact
// @run trunci_i32_i16_nsw entry=trunci_i32_i16_nsw grid=1
// @arg buf i32 a_trunci_i32_i16_nsw
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i16_nsw prov=exact
// @run trunci_i32_i16_nuw entry=trunci_i32_i16_nuw grid=1
// @arg buf i32 a_trunci_i32_i16_nuw
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i16_nuw prov=exact
// @run trunci_i32_i16_nw entry=trunci_i32_i16_nw grid=1
// @arg buf i32 a_trunci_i32_i16_nw
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i32_i16_nw prov=exact
// @run exti_i32_i64_signed entry=exti_i32_i64_signed grid=1
// @arg buf i32 a_exti_i32_i64_signed
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i32_i64_signed prov=exact
// @run exti_i32_i64_unsigned entry=exti_i32_i64_unsigned grid=1
// @arg buf i32 a_exti_i32_i64_unsigned
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_exti_i32_i64_unsigned prov=exact
// @run trunci_i64_i1_wrap entry=trunci_i64_i1_wrap grid=1
// @arg buf i64 a_trunci_i64_i1_wrap
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i1_wrap prov=exact
// @run trunci_i64_i1_nsw entry=trunci_i64_i1_nsw grid=1
// @arg buf i64 a_trunci_i64_i1_nsw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i1_nsw prov=exact
// @run trunci_i64_i1_nuw entry=trunci_i64_i1_nuw grid=1
// @arg buf i64 a_trunci_i64_i1_nuw
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i1_nuw prov=exact
// @run trunci_i64_i1_nw entry=trunci_i64_i1_nw grid=1
// @arg buf i64 a_trunci_i64_i1_nw
// @arg buf i1 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i1_nw prov=exact
// @run trunci_i64_i4_wrap entry=trunci_i64_i4_wrap grid=1
// @arg buf i64 a_trunci_i64_i4_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i4_wrap prov=exact
// @run trunci_i64_i4_nsw entry=trunci_i64_i4_nsw grid=1
// @arg buf i64 a_trunci_i64_i4_nsw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i4_nsw prov=exact
// @run trunci_i64_i4_nuw entry=trunci_i64_i4_nuw grid=1
// @arg buf i64 a_trunci_i64_i4_nuw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i4_nuw prov=exact
// @run trunci_i64_i4_nw entry=trunci_i64_i4_nw grid=1
// @arg buf i64 a_trunci_i64_i4_nw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i4_nw prov=exact
// @run trunci_i64_i8_wrap entry=trunci_i64_i8_wrap grid=1
// @arg buf i64 a_trunci_i64_i8_wrap
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i8_wrap prov=exact
// @run trunci_i64_i8_nsw entry=trunci_i64_i8_nsw grid=1
// @arg buf i64 a_trunci_i64_i8_nsw
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i8_nsw prov=exact
// @run trunci_i64_i8_nuw entry=trunci_i64_i8_nuw grid=1
// @arg buf i64 a_trunci_i64_i8_nuw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i8_nuw prov=exact
// @run trunci_i64_i8_nw entry=trunci_i64_i8_nw grid=1
// @arg buf i64 a_trunci_i64_i8_nw
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i8_nw prov=exact
// @run trunci_i64_i16_wrap entry=trunci_i64_i16_wrap grid=1
// @arg buf i64 a_trunci_i64_i16_wrap
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i16_wrap prov=exact
// @run trunci_i64_i16_nsw entry=trunci_i64_i16_nsw grid=1
// @arg buf i64 a_trunci_i64_i16_nsw
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i16_nsw prov=exact
// @run trunci_i64_i16_nuw entry=trunci_i64_i16_nuw grid=1
// @arg buf i64 a_trunci_i64_i16_nuw
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i16_nuw prov=exact
// @run trunci_i64_i16_nw entry=trunci_i64_i16_nw grid=1
// @arg buf i64 a_trunci_i64_i16_nw
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i16_nw prov=exact
// @run trunci_i64_i32_wrap entry=trunci_i64_i32_wrap grid=1
// @arg buf i64 a_trunci_i64_i32_wrap
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i32_wrap prov=exact
// @run trunci_i64_i32_nsw entry=trunci_i64_i32_nsw grid=1
// @arg buf i64 a_trunci_i64_i32_nsw
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i32_nsw prov=exact
// @run trunci_i64_i32_nuw entry=trunci_i64_i32_nuw grid=1
// @arg buf i64 a_trunci_i64_i32_nuw
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i32_nuw prov=exact
// @run trunci_i64_i32_nw entry=trunci_i64_i32_nw grid=1
// @arg buf i64 a_trunci_i64_i32_nw
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_trunci_i64_i32_nw prov=exact
cuda_tile.module @conformance {
  entry @exti_i1_i4_signed(%a0: tile<ptr<i1>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %z = exti %x0 signed : tile<2xi1> -> tile<2xi4>
    %r = exti %z unsigned : tile<2xi4> -> tile<2xi8>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi8>, partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i4_unsigned(%a0: tile<ptr<i1>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %z = exti %x0 unsigned : tile<2xi1> -> tile<2xi4>
    %r = exti %z unsigned : tile<2xi4> -> tile<2xi8>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi8>, partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i8_signed(%a0: tile<ptr<i1>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 signed : tile<2xi1> -> tile<2xi8>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi8>, partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i8_unsigned(%a0: tile<ptr<i1>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 unsigned : tile<2xi1> -> tile<2xi8>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi8>, partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i16_signed(%a0: tile<ptr<i1>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 signed : tile<2xi1> -> tile<2xi16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi16>, partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i16_unsigned(%a0: tile<ptr<i1>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 unsigned : tile<2xi1> -> tile<2xi16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi16>, partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i32_signed(%a0: tile<ptr<i1>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 signed : tile<2xi1> -> tile<2xi32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi32>, partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i32_unsigned(%a0: tile<ptr<i1>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 unsigned : tile<2xi1> -> tile<2xi32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi32>, partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i64_signed(%a0: tile<ptr<i1>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 signed : tile<2xi1> -> tile<2xi64>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i1_i64_unsigned(%a0: tile<ptr<i1>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = exti %x0 unsigned : tile<2xi1> -> tile<2xi64>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i4_i1_wrap(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = trunci %y : tile<16xi4> -> tile<16xi1>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi1>, partition_view<tile=(16), tensor_view<16xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i4_i1_nsw(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> tile<4xi8>, token
    %y = trunci %x0 : tile<4xi8> -> tile<4xi4>
    %r = trunci %y overflow<no_signed_wrap> : tile<4xi4> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i4_i1_nuw(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> tile<4xi8>, token
    %y = trunci %x0 : tile<4xi8> -> tile<4xi4>
    %r = trunci %y overflow<no_unsigned_wrap> : tile<4xi4> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i4_i1_nw(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> tile<2xi8>, token
    %y = trunci %x0 : tile<2xi8> -> tile<2xi4>
    %r = trunci %y overflow<no_wrap> : tile<2xi4> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i8_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y signed : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i8_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i16_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y signed : tile<16xi4> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i16_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y unsigned : tile<16xi4> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i32_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y signed : tile<16xi4> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i32_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y unsigned : tile<16xi4> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i64_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y signed : tile<16xi4> -> tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i4_i64_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %y = trunci %x0 : tile<16xi8> -> tile<16xi4>
    %r = exti %y unsigned : tile<16xi4> -> tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i1_wrap(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = trunci %x0 : tile<32xi8> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i1_nsw(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> tile<4xi8>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<4xi8> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i1_nuw(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> tile<4xi8>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<4xi8> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i1_nw(%a0: tile<ptr<i8>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi8, strides=[1]>>, tile<i32> -> tile<2xi8>, token
    %r = trunci %x0 overflow<no_wrap> : tile<2xi8> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i4_wrap(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %z = trunci %x0 : tile<32xi8> -> tile<32xi4>
    %r = exti %z unsigned : tile<32xi4> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i4_nsw(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %z = trunci %x0 overflow<no_signed_wrap> : tile<16xi8> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i4_nuw(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %z = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi8> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i8_i4_nw(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %z = trunci %x0 overflow<no_wrap> : tile<16xi8> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i8_i16_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = exti %x0 signed : tile<32xi8> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i8_i16_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = exti %x0 unsigned : tile<32xi8> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i8_i32_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = exti %x0 signed : tile<32xi8> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i8_i32_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = exti %x0 unsigned : tile<32xi8> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i8_i64_signed(%a0: tile<ptr<i8>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = exti %x0 signed : tile<32xi8> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i8_i64_unsigned(%a0: tile<ptr<i8>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %r = exti %x0 unsigned : tile<32xi8> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i1_wrap(%a0: tile<ptr<i16>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = trunci %x0 : tile<32xi16> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i1_nsw(%a0: tile<ptr<i16>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>, tile<i32> -> tile<4xi16>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<4xi16> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i1_nuw(%a0: tile<ptr<i16>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>, tile<i32> -> tile<4xi16>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<4xi16> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i1_nw(%a0: tile<ptr<i16>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi16, strides=[1]>>, tile<i32> -> tile<2xi16>, token
    %r = trunci %x0 overflow<no_wrap> : tile<2xi16> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i4_wrap(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %z = trunci %x0 : tile<32xi16> -> tile<32xi4>
    %r = exti %z unsigned : tile<32xi4> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i4_nsw(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> tile<16xi16>, token
    %z = trunci %x0 overflow<no_signed_wrap> : tile<16xi16> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i4_nuw(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> tile<16xi16>, token
    %z = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi16> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i4_nw(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> tile<16xi16>, token
    %z = trunci %x0 overflow<no_wrap> : tile<16xi16> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i8_wrap(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = trunci %x0 : tile<32xi16> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i8_nsw(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<32xi16> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i8_nuw(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<32xi16> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i16_i8_nw(%a0: tile<ptr<i16>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = trunci %x0 overflow<no_wrap> : tile<32xi16> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i16_i32_signed(%a0: tile<ptr<i16>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = exti %x0 signed : tile<32xi16> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i16_i32_unsigned(%a0: tile<ptr<i16>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = exti %x0 unsigned : tile<32xi16> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i16_i64_signed(%a0: tile<ptr<i16>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = exti %x0 signed : tile<32xi16> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i16_i64_unsigned(%a0: tile<ptr<i16>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %r = exti %x0 unsigned : tile<32xi16> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i1_wrap(%a0: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %r = trunci %x0 : tile<32xi32> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i1_nsw(%a0: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i1_nuw(%a0: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i1_nw(%a0: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %r = trunci %x0 overflow<no_wrap> : tile<2xi32> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i4_wrap(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %z = trunci %x0 : tile<32xi32> -> tile<32xi4>
    %r = exti %z unsigned : tile<32xi4> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i4_nsw(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %z = trunci %x0 overflow<no_signed_wrap> : tile<16xi32> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i4_nuw(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %z = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi32> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i4_nw(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %z = trunci %x0 overflow<no_wrap> : tile<16xi32> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i8_wrap(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %r = trunci %x0 : tile<32xi32> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i8_nsw(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<16xi32> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i8_nuw(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi32> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i8_nw(%a0: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = trunci %x0 overflow<no_wrap> : tile<16xi32> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i16_wrap(%a0: tile<ptr<i32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %r = trunci %x0 : tile<32xi32> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i16_nsw(%a0: tile<ptr<i32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<32xi32> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i16_nuw(%a0: tile<ptr<i32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi32> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i32_i16_nw(%a0: tile<ptr<i32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %r = trunci %x0 overflow<no_wrap> : tile<16xi32> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i32_i64_signed(%a0: tile<ptr<i32>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %r = exti %x0 signed : tile<32xi32> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exti_i32_i64_unsigned(%a0: tile<ptr<i32>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %r = exti %x0 unsigned : tile<32xi32> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i1_wrap(%a0: tile<ptr<i64>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 : tile<32xi64> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i1_nsw(%a0: tile<ptr<i64>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i1_nuw(%a0: tile<ptr<i64>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i1_nw(%a0: tile<ptr<i64>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> tile<2xi64>, token
    %r = trunci %x0 overflow<no_wrap> : tile<2xi64> -> tile<2xi1>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi1>, partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i4_wrap(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %z = trunci %x0 : tile<32xi64> -> tile<32xi4>
    %r = exti %z unsigned : tile<32xi4> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i4_nsw(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %z = trunci %x0 overflow<no_signed_wrap> : tile<16xi64> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i4_nuw(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %z = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi64> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i4_nw(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %z = trunci %x0 overflow<no_wrap> : tile<16xi64> -> tile<16xi4>
    %r = exti %z unsigned : tile<16xi4> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i8_wrap(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 : tile<32xi64> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i8_nsw(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<32xi64> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i8_nuw(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi64> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i8_nw(%a0: tile<ptr<i64>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = trunci %x0 overflow<no_wrap> : tile<16xi64> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i16_wrap(%a0: tile<ptr<i64>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 : tile<32xi64> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i16_nsw(%a0: tile<ptr<i64>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<32xi64> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i16_nuw(%a0: tile<ptr<i64>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi64> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i16_nw(%a0: tile<ptr<i64>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = trunci %x0 overflow<no_wrap> : tile<16xi64> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i32_wrap(%a0: tile<ptr<i64>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 : tile<32xi64> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i32_nsw(%a0: tile<ptr<i64>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %r = trunci %x0 overflow<no_signed_wrap> : tile<32xi64> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i32_nuw(%a0: tile<ptr<i64>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = trunci %x0 overflow<no_unsigned_wrap> : tile<16xi64> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i32_nw(%a0: tile<ptr<i64>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token
    %r = trunci %x0 overflow<no_wrap> : tile<16xi64> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
