// @conformance 1
// @tier ci
// @family reduce
// reduce and scan (digest 4.6) along each dimension, forward and reverse, with combiners whose result does not depend on the order (integer add/mul/and/or/xor/max/min, float max/min, float add of small integers), multi-operand reduce.
// @oracle model the combiner applied in the generator (exact: integer wrap-around and small-integer float sums have one value whatever the order)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x_0 i32 00000002 00000000 fffffffe ffffffff 00000003 00000002 00000001 00000001 00000000 00000002 00000001 00000002 00000002 00000003 ffffffff 00000003
// + 00000001 fffffffe ffffffff fffffffd 00000001 00000002 fffffffe fffffffd fffffffd 00000002 ffffffff ffffffff 00000000 00000003 00000001 00000000
// @data r_reduce_addi_i32_d0 i32 00000000 00000002 fffffffd fffffffd 00000006 0000000a ffffffff 00000001
// @data r_scan_addi_i32_d0 i32 00000002 00000000 fffffffe ffffffff 00000003 00000002 00000001 00000001 00000002 00000002 ffffffff 00000001 00000005 00000005 00000000 00000004
// + 00000003 00000000 fffffffe fffffffe 00000006 00000007 fffffffe 00000001 00000000 00000002 fffffffd fffffffd 00000006 0000000a ffffffff 00000001
// @data r_scan_addi_i32_d0_rev i32 00000000 00000002 fffffffd fffffffd 00000006 0000000a ffffffff 00000001 fffffffe 00000002 ffffffff fffffffe 00000003 00000008 fffffffe 00000000
// + fffffffe 00000000 fffffffe fffffffc 00000001 00000005 ffffffff fffffffd fffffffd 00000002 ffffffff ffffffff 00000000 00000003 00000001 00000000
// @data r_reduce_addi_i32_d1 i32 00000006 0000000c fffffff9 00000001
// @data r_scan_addi_i32_d1 i32 00000002 00000002 00000000 ffffffff 00000002 00000004 00000005 00000006 00000000 00000002 00000003 00000005 00000007 0000000a 00000009 0000000c
// + 00000001 ffffffff fffffffe fffffffb fffffffc fffffffe fffffffc fffffff9 fffffffd ffffffff fffffffe fffffffd fffffffd 00000000 00000001 00000001
// @data r_scan_addi_i32_d1_rev i32 00000006 00000004 00000004 00000006 00000007 00000004 00000002 00000001 0000000c 0000000c 0000000a 00000009 00000007 00000005 00000002 00000003
// + fffffff9 fffffff8 fffffffa fffffffb fffffffe fffffffd fffffffb fffffffd 00000001 00000004 00000002 00000003 00000004 00000004 00000001 00000000
// @data x_1 i1 1 1 0 0 1 0 1 1 0 1 1 0 1 1 1 1 1 1 1 0 1 0 1 1
// + 1 0 0 1 0 1 1 0
// @data r_reduce_ori_i1_d0 i1 1 1 1 1 1 1 1 1
// @data r_scan_ori_i1_d0 i1 from x_1 8:1 21:1 25:1 26:1 28:1 31:1
// @data r_scan_ori_i1_d0_rev i1 from x_1 2:1 3:1 5:1 8:1 11:1 19:1 21:1
// @data r_reduce_ori_i1_d1 i1 1 1 1 1
// @data r_scan_ori_i1_d1 i1 from r_scan_ori_i1_d0_rev 8:0 25:1 26:1 28:1 31:1
// @data r_scan_ori_i1_d1_rev i1 from r_scan_ori_i1_d1 8:1 31:0
// @data x_2 i64 0000000000000000 ffffffffffffffff fffffffffffffffe fffffffffffffffe 0000000000000002 0000000000000002 0000000000000001 fffffffffffffffe
// + fffffffffffffffe ffffffffffffffff 0000000000000000 ffffffffffffffff 0000000000000001 0000000000000002 fffffffffffffffe 0000000000000000
// + ffffffffffffffff 0000000000000002 0000000000000002 0000000000000000 ffffffffffffffff 0000000000000001 0000000000000002 fffffffffffffffe
// + 0000000000000002 0000000000000000 ffffffffffffffff 0000000000000000 ffffffffffffffff 0000000000000001 fffffffffffffffe ffffffffffffffff
// @data r_reduce_muli_i64_d0 i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000002 0000000000000004 0000000000000008 0000000000000000
// @data r_scan_muli_i64_d0 i64 0000000000000000 ffffffffffffffff fffffffffffffffe fffffffffffffffe 0000000000000002 0000000000000002 0000000000000001 fffffffffffffffe
// + 0000000000000000 0000000000000001 0000000000000000 0000000000000002 0000000000000002 0000000000000004 fffffffffffffffe 0000000000000000
// + 0000000000000000 0000000000000002 0000000000000000 0000000000000000 fffffffffffffffe 0000000000000004 fffffffffffffffc 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000002 0000000000000004 0000000000000008 0000000000000000
// @data r_scan_muli_i64_d0_rev i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000002 0000000000000004 0000000000000008 0000000000000000
// + 0000000000000004 0000000000000000 0000000000000000 0000000000000000 0000000000000001 0000000000000002 0000000000000008 0000000000000000
// + fffffffffffffffe 0000000000000000 fffffffffffffffe 0000000000000000 0000000000000001 0000000000000001 fffffffffffffffc 0000000000000002
// + 0000000000000002 0000000000000000 ffffffffffffffff 0000000000000000 ffffffffffffffff 0000000000000001 fffffffffffffffe ffffffffffffffff
// @data r_reduce_muli_i64_d1 i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// @data r_scan_muli_i64_d1 i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + fffffffffffffffe 0000000000000002 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + ffffffffffffffff fffffffffffffffe fffffffffffffffc 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000002 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// @data r_scan_muli_i64_d1_rev i64 0000000000000000 0000000000000020 ffffffffffffffe0 0000000000000010 fffffffffffffff8 fffffffffffffffc fffffffffffffffe fffffffffffffffe
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000004 fffffffffffffffc fffffffffffffffc fffffffffffffffe
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 fffffffffffffffe 0000000000000002 0000000000000002 ffffffffffffffff
// @data x_3 i8 fd 00 03 01 03 03 fe 03 fd 01 03 03 ff fd fd fd fd 00 fd 01 ff 02 03 00
// + 03 00 02 00 00 01 fd 03
// @data r_reduce_xori_i8_d0 i8 fe 01 ff 03 03 fd fd fd
// @data r_scan_xori_i8_d0 i8 fd 00 03 01 03 03 fe 03 00 01 00 02 fc fe 03 fe fd 01 fd 03 03 fc 00 fe
// + fe 01 ff 03 03 fd fd fd
// @data r_scan_xori_i8_d0_rev i8 fe 01 ff 03 03 fd fd fd 03 01 fc 02 00 fe 03 fe fe 00 ff 01 ff 03 fe 03
// + 03 00 02 00 00 01 fd 03
// @data r_reduce_xori_i8_d1 i8 02 fe ff fe
// @data r_scan_xori_i8_d1 i8 fd fd fe ff fc ff 01 02 fd fc ff fc 03 fe 03 fe fd fd 00 01 fe fc ff ff
// + 03 03 01 01 01 00 fd fe
// @data r_scan_xori_i8_d1_rev i8 02 ff ff fc fd fe fd 03 fe 03 02 01 02 fd 00 fd ff 02 02 ff fe 01 03 00
// + fe fd fd ff ff ff fe 03
// @data x_4 i16 0002 0003 fffd 0001 0000 ffff ffff 0001 0002 fffe 0002 0001 ffff fffe 0003 fffd fffd 0000 0003 ffff fffe fffe 0003 0002
// + 0002 0000 fffd fffe 0000 0000 fffd 0000
// @data r_reduce_ori_i16_d0 i16 ffff ffff ffff ffff ffff ffff ffff ffff
// @data r_scan_ori_i16_d0 i16 0002 0003 fffd 0001 0000 ffff ffff 0001 0002 ffff ffff 0001 ffff ffff ffff fffd ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff
// @data r_scan_ori_i16_d0_rev i16 ffff ffff ffff ffff ffff ffff ffff ffff ffff fffe ffff ffff ffff fffe ffff ffff ffff 0000 ffff ffff fffe fffe ffff 0002
// + 0002 0000 fffd fffe 0000 0000 fffd 0000
// @data r_reduce_ori_i16_d1 i16 ffff ffff ffff ffff
// @data r_scan_ori_i16_d1 i16 0002 0003 ffff ffff ffff ffff ffff ffff 0002 fffe fffe ffff ffff ffff ffff ffff fffd fffd ffff ffff ffff ffff ffff ffff
// + 0002 0002 ffff ffff ffff ffff ffff ffff
// @data r_scan_ori_i16_d1_rev i16 ffff ffff ffff ffff ffff ffff ffff 0001 ffff ffff ffff ffff ffff ffff ffff fffd ffff ffff ffff ffff ffff ffff 0003 0002
// + ffff ffff ffff ffff fffd fffd fffd 0000
// @data x_5 i32 00000000 fffffffd fffffffd 00000003 00000001 00000002 00000003 00000000 fffffffd 00000002 00000000 00000001 ffffffff 00000002 00000000 ffffffff
// + fffffffd fffffffe ffffffff fffffffe 00000000 00000001 ffffffff ffffffff ffffffff 00000000 fffffffe ffffffff 00000003 00000002 fffffffe fffffffd
// @data r_reduce_andi_i32_d0 i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data r_scan_andi_i32_d0 i32 00000000 fffffffd fffffffd 00000003 00000001 00000002 00000003 00000000 00000000 00000000 00000000 00000001 00000001 00000002 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data r_scan_andi_i32_d0_rev i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 fffffffd 00000000 00000000 00000000 00000000 00000000 00000000 fffffffd
// + fffffffd 00000000 fffffffe fffffffe 00000000 00000000 fffffffe fffffffd ffffffff 00000000 fffffffe ffffffff 00000003 00000002 fffffffe fffffffd
// @data r_reduce_andi_i32_d1 i32 00000000 00000000 00000000 00000000
// @data r_scan_andi_i32_d1 i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 fffffffd 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + fffffffd fffffffc fffffffc fffffffc 00000000 00000000 00000000 00000000 ffffffff 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data r_scan_andi_i32_d1_rev i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 ffffffff
// + 00000000 00000000 00000000 00000000 00000000 00000001 ffffffff ffffffff 00000000 00000000 00000000 00000000 00000000 00000000 fffffffc fffffffd
// @data x_6 f32 bf800000 3f800000 c0000000 40000000 c0000000 40000000 40000000 c0400000 40400000 40400000 c0000000 40000000 c0400000 bf800000 bf800000 c0400000
// + 3f800000 00000000 00000000 40400000 c0000000 c0000000 00000000 3f800000 c0000000 3f800000 40000000 00000000 40000000 00000000 c0000000 40400000
// @data r_reduce_addf_f32_d0 f32 3f800000 40a00000 c0000000 40e00000 c0a00000 bf800000 bf800000 c0000000
// @data r_scan_addf_f32_d0 f32 bf800000 3f800000 c0000000 40000000 c0000000 40000000 40000000 c0400000 40000000 40800000 c0800000 40800000 c0a00000 3f800000 3f800000 c0c00000
// + 40400000 40800000 c0800000 40e00000 c0e00000 bf800000 3f800000 c0a00000 3f800000 40a00000 c0000000 40e00000 c0a00000 bf800000 bf800000 c0000000
// @data r_scan_addf_f32_d0_rev f32 3f800000 40a00000 c0000000 40e00000 c0a00000 bf800000 bf800000 c0000000 40000000 40800000 00000000 40a00000 c0400000 c0400000 c0400000 3f800000
// + bf800000 3f800000 40000000 40400000 00000000 c0000000 c0000000 40800000 c0000000 3f800000 40000000 00000000 40000000 00000000 c0000000 40400000
// @data r_reduce_addf_f32_d1 f32 bf800000 c0000000 3f800000 40800000
// @data r_scan_addf_f32_d1 f32 bf800000 00000000 c0000000 00000000 c0000000 00000000 40000000 bf800000 40400000 40c00000 40800000 40c00000 40400000 40000000 3f800000 c0000000
// + 3f800000 3f800000 3f800000 40800000 40000000 00000000 00000000 3f800000 c0000000 bf800000 3f800000 3f800000 40400000 40400000 3f800000 40800000
// @data r_scan_addf_f32_d1_rev f32 bf800000 00000000 bf800000 3f800000 bf800000 3f800000 bf800000 c0400000 c0000000 c0a00000 c1000000 c0c00000 c1000000 c0a00000 c0800000 c0400000
// + 3f800000 00000000 00000000 00000000 c0400000 bf800000 3f800000 3f800000 40800000 40c00000 40a00000 40400000 40400000 3f800000 3f800000 40400000
// @data x_7 f64 c008000000000000 4008000000000000 4008000000000000 0000000000000000 c008000000000000 c000000000000000 4000000000000000 4000000000000000
// + 3ff0000000000000 c000000000000000 bff0000000000000 c008000000000000 4000000000000000 3ff0000000000000 4000000000000000 c008000000000000
// + 0000000000000000 bff0000000000000 4008000000000000 c008000000000000 3ff0000000000000 4008000000000000 0000000000000000 bff0000000000000
// + 4000000000000000 4000000000000000 4008000000000000 bff0000000000000 4008000000000000 4008000000000000 0000000000000000 3ff0000000000000
// @data r_reduce_addf_f64_d0 f64 0000000000000000 4000000000000000 4020000000000000 c01c000000000000 4008000000000000 4014000000000000 4010000000000000 bff0000000000000
// @data r_scan_addf_f64_d0 f64 c008000000000000 4008000000000000 4008000000000000 0000000000000000 c008000000000000 c000000000000000 4000000000000000 4000000000000000
// + c000000000000000 3ff0000000000000 4000000000000000 c008000000000000 bff0000000000000 bff0000000000000 4010000000000000 bff0000000000000
// + c000000000000000 0000000000000000 4014000000000000 c018000000000000 0000000000000000 4000000000000000 4010000000000000 c000000000000000
// + 0000000000000000 4000000000000000 4020000000000000 c01c000000000000 4008000000000000 4014000000000000 4010000000000000 bff0000000000000
// @data r_scan_addf_f64_d0_rev f64 0000000000000000 4000000000000000 4020000000000000 c01c000000000000 4008000000000000 4014000000000000 4010000000000000 bff0000000000000
// + 4008000000000000 bff0000000000000 4014000000000000 c01c000000000000 4018000000000000 401c000000000000 4000000000000000 c008000000000000
// + 4000000000000000 3ff0000000000000 4018000000000000 c010000000000000 4010000000000000 4018000000000000 0000000000000000 0000000000000000
// + 4000000000000000 4000000000000000 4008000000000000 bff0000000000000 4008000000000000 4008000000000000 0000000000000000 3ff0000000000000
// @data r_reduce_addf_f64_d1 f64 4000000000000000 c008000000000000 4000000000000000 402a000000000000
// @data r_scan_addf_f64_d1 f64 c008000000000000 0000000000000000 4008000000000000 4008000000000000 0000000000000000 c000000000000000 0000000000000000 4000000000000000
// + 3ff0000000000000 bff0000000000000 c000000000000000 c014000000000000 c008000000000000 c000000000000000 0000000000000000 c008000000000000
// + 0000000000000000 bff0000000000000 4000000000000000 bff0000000000000 0000000000000000 4008000000000000 4008000000000000 4000000000000000
// + 4000000000000000 4010000000000000 401c000000000000 4018000000000000 4022000000000000 4028000000000000 4028000000000000 402a000000000000
// @data r_scan_addf_f64_d1_rev f64 4000000000000000 4014000000000000 4000000000000000 bff0000000000000 bff0000000000000 4000000000000000 4010000000000000 4000000000000000
// + c008000000000000 c010000000000000 c000000000000000 bff0000000000000 4000000000000000 0000000000000000 bff0000000000000 c008000000000000
// + 4000000000000000 4000000000000000 4008000000000000 0000000000000000 4008000000000000 4000000000000000 bff0000000000000 bff0000000000000
// + 402a000000000000 4026000000000000 4022000000000000 4018000000000000 401c000000000000 4010000000000000 3ff0000000000000 3ff0000000000000
// @data x_8 f16 bc00 4200 bc00 3c00 bc00 c000 3c00 c200 4200 0000 c000 bc00 4200 bc00 3c00 c200 4200 c200 c000 c000 c000 c200 0000 0000
// + 0000 0000 c000 c200 4000 bc00 4000 bc00
// @data r_reduce_maxf_f16_d0 f16 4200 4200 bc00 3c00 4200 bc00 4000 0000
// @data r_scan_maxf_f16_d0 f16 bc00 4200 bc00 3c00 bc00 c000 3c00 c200 4200 4200 bc00 3c00 4200 bc00 3c00 c200 4200 4200 bc00 3c00 4200 bc00 3c00 0000
// + 4200 4200 bc00 3c00 4200 bc00 4000 0000
// @data r_scan_maxf_f16_d0_rev f16 4200 4200 bc00 3c00 4200 bc00 4000 0000 4200 0000 c000 bc00 4200 bc00 4000 0000 4200 0000 c000 c000 4000 bc00 4000 0000
// + 0000 0000 c000 c200 4000 bc00 4000 bc00
// @data r_reduce_maxf_f16_d1 f16 4200 4200 4200 4000
// @data r_scan_maxf_f16_d1 f16 bc00 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200
// + 0000 0000 0000 0000 4000 4000 4000 4000
// @data r_scan_maxf_f16_d1_rev f16 4200 4200 3c00 3c00 3c00 3c00 3c00 c200 4200 4200 4200 4200 4200 3c00 3c00 c200 4200 0000 0000 0000 0000 0000 0000 0000
// + 4000 4000 4000 4000 4000 4000 4000 bc00
// @data x_9 bf16 c040 0000 0000 4040 0000 4040 4000 3f80 c040 c000 3f80 3f80 4040 0000 4000 4000 3f80 4000 4000 4040 c040 4000 bf80 4000
// + c000 c000 3f80 c040 4040 3f80 3f80 3f80
// @data r_reduce_minf_bf16_d0 bf16 c040 c000 0000 c040 c040 0000 bf80 3f80
// @data r_scan_minf_bf16_d0 bf16 c040 0000 0000 4040 0000 4040 4000 3f80 c040 c000 0000 3f80 0000 0000 4000 3f80 c040 c000 0000 3f80 c040 0000 bf80 3f80
// + c040 c000 0000 c040 c040 0000 bf80 3f80
// @data r_scan_minf_bf16_d0_rev bf16 c040 c000 0000 c040 c040 0000 bf80 3f80 c040 c000 3f80 c040 c040 0000 bf80 3f80 c000 c000 3f80 c040 c040 3f80 bf80 3f80
// + c000 c000 3f80 c040 4040 3f80 3f80 3f80
// @data r_reduce_minf_bf16_d1 bf16 c040 c040 c040 c040
// @data r_scan_minf_bf16_d1 bf16 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 c040 3f80 3f80 3f80 3f80 c040 c040 c040 c040
// + c000 c000 c000 c040 c040 c040 c040 c040
// @data r_scan_minf_bf16_d1_rev bf16 c040 0000 0000 0000 0000 3f80 3f80 3f80 c040 c000 0000 0000 0000 0000 4000 4000 c040 c040 c040 c040 c040 bf80 bf80 4000
// + c040 c040 c040 c040 3f80 3f80 3f80 3f80
// @data x_multi i32 0000002d ffffffeb 00000029 00000020 00000003 fffffff1 ffffffeb ffffffce fffffffc fffffffb fffffff8 0000002f ffffffdd 0000000f 00000012 00000004
// + 00000028 ffffffee 0000000f 00000029 00000015 fffffff3 fffffff4 00000027 0000000f fffffff5 00000028 00000021 00000012 fffffff2 00000025 ffffffe8
// @data r_multi i32 000000fd 0000002f
// @run reduce_addi_i32_d0 entry=reduce_addi_i32_d0 grid=1
// @arg buf i32 x_0
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_addi_i32_d0 prov=model
// @run scan_addi_i32_d0 entry=scan_addi_i32_d0 grid=1
// @arg buf i32 x_0
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addi_i32_d0 prov=model
// @run scan_addi_i32_d0_rev entry=scan_addi_i32_d0_rev grid=1
// @arg buf i32 x_0
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addi_i32_d0_rev prov=model
// @run reduce_addi_i32_d1 entry=reduce_addi_i32_d1 grid=1
// @arg buf i32 x_0
// @arg buf i32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_addi_i32_d1 prov=model
// @run scan_addi_i32_d1 entry=scan_addi_i32_d1 grid=1
// @arg buf i32 x_0
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addi_i32_d1 prov=model
// @run scan_addi_i32_d1_rev entry=scan_addi_i32_d1_rev grid=1
// @arg buf i32 x_0
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addi_i32_d1_rev prov=model
// @run reduce_ori_i1_d0 entry=reduce_ori_i1_d0 grid=1
// @arg buf i1 x_1
// @arg buf i1 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_ori_i1_d0 prov=model
// @run scan_ori_i1_d0 entry=scan_ori_i1_d0 grid=1
// @arg buf i1 x_1
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i1_d0 prov=model
// @run scan_ori_i1_d0_rev entry=scan_ori_i1_d0_rev grid=1
// @arg buf i1 x_1
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i1_d0_rev prov=model
// @run reduce_ori_i1_d1 entry=reduce_ori_i1_d1 grid=1
// @arg buf i1 x_1
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_ori_i1_d1 prov=model
// @run scan_ori_i1_d1 entry=scan_ori_i1_d1 grid=1
// @arg buf i1 x_1
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i1_d1 prov=model
// @run scan_ori_i1_d1_rev entry=scan_ori_i1_d1_rev grid=1
// @arg buf i1 x_1
// @arg buf i1 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i1_d1_rev prov=model
// @run reduce_muli_i64_d0 entry=reduce_muli_i64_d0 grid=1
// @arg buf i64 x_2
// @arg buf i64 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_muli_i64_d0 prov=model
// @run scan_muli_i64_d0 entry=scan_muli_i64_d0 grid=1
// @arg buf i64 x_2
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_muli_i64_d0 prov=model
// @run scan_muli_i64_d0_rev entry=scan_muli_i64_d0_rev grid=1
// @arg buf i64 x_2
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_muli_i64_d0_rev prov=model
// @run reduce_muli_i64_d1 entry=reduce_muli_i64_d1 grid=1
// @arg buf i64 x_2
// @arg buf i64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_muli_i64_d1 prov=model
// @run scan_muli_i64_d1 entry=scan_muli_i64_d1 grid=1
// @arg buf i64 x_2
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_muli_i64_d1 prov=model
// @run scan_muli_i64_d1_rev entry=scan_muli_i64_d1_rev grid=1
// @arg buf i64 x_2
// @arg buf i64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_muli_i64_d1_rev prov=model
// @run reduce_xori_i8_d0 entry=reduce_xori_i8_d0 grid=1
// @arg buf i8 x_3
// @arg buf i8 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_xori_i8_d0 prov=model
// @run scan_xori_i8_d0 entry=scan_xori_i8_d0 grid=1
// @arg buf i8 x_3
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_xori_i8_d0 prov=model
// @run scan_xori_i8_d0_rev entry=scan_xori_i8_d0_rev grid=1
// @arg buf i8 x_3
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_xori_i8_d0_rev prov=model
// @run reduce_xori_i8_d1 entry=reduce_xori_i8_d1 grid=1
// @arg buf i8 x_3
// @arg buf i8 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_xori_i8_d1 prov=model
// @run scan_xori_i8_d1 entry=scan_xori_i8_d1 grid=1
// @arg buf i8 x_3
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_xori_i8_d1 prov=model
// @run scan_xori_i8_d1_rev entry=scan_xori_i8_d1_rev grid=1
// @arg buf i8 x_3
// @arg buf i8 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_xori_i8_d1_rev prov=model
// @run reduce_ori_i16_d0 entry=reduce_ori_i16_d0 grid=1
// @arg buf i16 x_4
// @arg buf i16 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_ori_i16_d0 prov=model
// @run scan_ori_i16_d0 entry=scan_ori_i16_d0 grid=1
// @arg buf i16 x_4
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i16_d0 prov=model
// @run scan_ori_i16_d0_rev entry=scan_ori_i16_d0_rev grid=1
// @arg buf i16 x_4
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i16_d0_rev prov=model
// @run reduce_ori_i16_d1 entry=reduce_ori_i16_d1 grid=1
// @arg buf i16 x_4
// @arg buf i16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_ori_i16_d1 prov=model
// @run scan_ori_i16_d1 entry=scan_ori_i16_d1 grid=1
// @arg buf i16 x_4
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i16_d1 prov=model
// @run scan_ori_i16_d1_rev entry=scan_ori_i16_d1_rev grid=1
// @arg buf i16 x_4
// @arg buf i16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_ori_i16_d1_rev prov=model
// @run reduce_andi_i32_d0 entry=reduce_andi_i32_d0 grid=1
// @arg buf i32 x_5
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_andi_i32_d0 prov=model
// @run scan_andi_i32_d0 entry=scan_andi_i32_d0 grid=1
// @arg buf i32 x_5
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_andi_i32_d0 prov=model
// @run scan_andi_i32_d0_rev entry=scan_andi_i32_d0_rev grid=1
// @arg buf i32 x_5
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_andi_i32_d0_rev prov=model
// @run reduce_andi_i32_d1 entry=reduce_andi_i32_d1 grid=1
// @arg buf i32 x_5
// @arg buf i32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_andi_i32_d1 prov=model
// @run scan_andi_i32_d1 entry=scan_andi_i32_d1 grid=1
// @arg buf i32 x_5
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_andi_i32_d1 prov=model
// @run scan_andi_i32_d1_rev entry=scan_andi_i32_d1_rev grid=1
// @arg buf i32 x_5
// @arg buf i32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_andi_i32_d1_rev prov=model
// @run reduce_addf_f32_d0 entry=reduce_addf_f32_d0 grid=1
// @arg buf f32 x_6
// @arg buf f32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_addf_f32_d0 prov=model
// @run scan_addf_f32_d0 entry=scan_addf_f32_d0 grid=1
// @arg buf f32 x_6
// @arg buf f32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f32_d0 prov=model
// @run scan_addf_f32_d0_rev entry=scan_addf_f32_d0_rev grid=1
// @arg buf f32 x_6
// @arg buf f32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f32_d0_rev prov=model
// @run reduce_addf_f32_d1 entry=reduce_addf_f32_d1 grid=1
// @arg buf f32 x_6
// @arg buf f32 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_addf_f32_d1 prov=model
// @run scan_addf_f32_d1 entry=scan_addf_f32_d1 grid=1
// @arg buf f32 x_6
// @arg buf f32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f32_d1 prov=model
// @run scan_addf_f32_d1_rev entry=scan_addf_f32_d1_rev grid=1
// @arg buf f32 x_6
// @arg buf f32 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f32_d1_rev prov=model
// @run reduce_addf_f64_d0 entry=reduce_addf_f64_d0 grid=1
// @arg buf f64 x_7
// @arg buf f64 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_addf_f64_d0 prov=model
// @run scan_addf_f64_d0 entry=scan_addf_f64_d0 grid=1
// @arg buf f64 x_7
// @arg buf f64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f64_d0 prov=model
// @run scan_addf_f64_d0_rev entry=scan_addf_f64_d0_rev grid=1
// @arg buf f64 x_7
// @arg buf f64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f64_d0_rev prov=model
// @run reduce_addf_f64_d1 entry=reduce_addf_f64_d1 grid=1
// @arg buf f64 x_7
// @arg buf f64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_addf_f64_d1 prov=model
// @run scan_addf_f64_d1 entry=scan_addf_f64_d1 grid=1
// @arg buf f64 x_7
// @arg buf f64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f64_d1 prov=model
// @run scan_addf_f64_d1_rev entry=scan_addf_f64_d1_rev grid=1
// @arg buf f64 x_7
// @arg buf f64 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_addf_f64_d1_rev prov=model
// @run reduce_maxf_f16_d0 entry=reduce_maxf_f16_d0 grid=1
// @arg buf f16 x_8
// @arg buf f16 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_maxf_f16_d0 prov=model
// @run scan_maxf_f16_d0 entry=scan_maxf_f16_d0 grid=1
// @arg buf f16 x_8
// @arg buf f16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_maxf_f16_d0 prov=model
// @run scan_maxf_f16_d0_rev entry=scan_maxf_f16_d0_rev grid=1
// @arg buf f16 x_8
// @arg buf f16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_maxf_f16_d0_rev prov=model
// @run reduce_maxf_f16_d1 entry=reduce_maxf_f16_d1 grid=1
// @arg buf f16 x_8
// @arg buf f16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_maxf_f16_d1 prov=model
// @run scan_maxf_f16_d1 entry=scan_maxf_f16_d1 grid=1
// @arg buf f16 x_8
// @arg buf f16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_maxf_f16_d1 prov=model
// @run scan_maxf_f16_d1_rev entry=scan_maxf_f16_d1_rev grid=1
// @arg buf f16 x_8
// @arg buf f16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_maxf_f16_d1_rev prov=model
// @run reduce_minf_bf16_d0 entry=reduce_minf_bf16_d0 grid=1
// @arg buf bf16 x_9
// @arg buf bf16 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_minf_bf16_d0 prov=model
// @run scan_minf_bf16_d0 entry=scan_minf_bf16_d0 grid=1
// @arg buf bf16 x_9
// @arg buf bf16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_minf_bf16_d0 prov=model
// @run scan_minf_bf16_d0_rev entry=scan_minf_bf16_d0_rev grid=1
// @arg buf bf16 x_9
// @arg buf bf16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_minf_bf16_d0_rev prov=model
// @run reduce_minf_bf16_d1 entry=reduce_minf_bf16_d1 grid=1
// @arg buf bf16 x_9
// @arg buf bf16 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_reduce_minf_bf16_d1 prov=model
// @run scan_minf_bf16_d1 entry=scan_minf_bf16_d1 grid=1
// @arg buf bf16 x_9
// @arg buf bf16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_minf_bf16_d1 prov=model
// @run scan_minf_bf16_d1_rev entry=scan_minf_bf16_d1_rev grid=1
// @arg buf bf16 x_9
// @arg buf bf16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_scan_minf_bf16_d1_rev prov=model
// @run reduce_multi entry=reduce_multi grid=1
// @arg buf i32 x_multi
// @arg buf i32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_multi prov=model
cuda_tile.module @conformance {
  entry @reduce_addi_i32_d0(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %r = reduce %m dim=0 identities=[0 : i32] : tile<4x8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xi32>, partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addi_i32_d0(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=0 reverse=false identities=[0 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addi_i32_d0_rev(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=0 reverse=true identities=[0 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_addi_i32_d1(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %r = reduce %m dim=1 identities=[0 : i32] : tile<4x8xi32> -> tile<4xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addi_i32_d1(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=1 reverse=false identities=[0 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addi_i32_d1_rev(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=1 reverse=true identities=[0 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_ori_i1_d0(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> tile<32xi1>, token
    %m = reshape %x0 : tile<32xi1> -> tile<4x8xi1>
    %r = reduce %m dim=0 identities=[0 : i1] : tile<4x8xi1> -> tile<8xi1>
    (%a: tile<i1>, %b: tile<i1>) {
    %y = ori %a, %b : tile<i1>
    yield %y : tile<i1>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xi1>, partition_view<tile=(8), tensor_view<8xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i1_d0(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> tile<32xi1>, token
    %m = reshape %x0 : tile<32xi1> -> tile<4x8xi1>
    %s = scan %m dim=0 reverse=false identities=[0 : i1] : tile<4x8xi1> -> tile<4x8xi1>
    (%a: tile<i1>, %b: tile<i1>) {
    %y = ori %a, %b : tile<i1>
    yield %y : tile<i1>
    }
    %r = reshape %s : tile<4x8xi1> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i1_d0_rev(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> tile<32xi1>, token
    %m = reshape %x0 : tile<32xi1> -> tile<4x8xi1>
    %s = scan %m dim=0 reverse=true identities=[0 : i1] : tile<4x8xi1> -> tile<4x8xi1>
    (%a: tile<i1>, %b: tile<i1>) {
    %y = ori %a, %b : tile<i1>
    yield %y : tile<i1>
    }
    %r = reshape %s : tile<4x8xi1> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_ori_i1_d1(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> tile<32xi1>, token
    %m = reshape %x0 : tile<32xi1> -> tile<4x8xi1>
    %r = reduce %m dim=1 identities=[0 : i1] : tile<4x8xi1> -> tile<4xi1>
    (%a: tile<i1>, %b: tile<i1>) {
    %y = ori %a, %b : tile<i1>
    yield %y : tile<i1>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i1_d1(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> tile<32xi1>, token
    %m = reshape %x0 : tile<32xi1> -> tile<4x8xi1>
    %s = scan %m dim=1 reverse=false identities=[0 : i1] : tile<4x8xi1> -> tile<4x8xi1>
    (%a: tile<i1>, %b: tile<i1>) {
    %y = ori %a, %b : tile<i1>
    yield %y : tile<i1>
    }
    %r = reshape %s : tile<4x8xi1> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i1_d1_rev(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> tile<32xi1>, token
    %m = reshape %x0 : tile<32xi1> -> tile<4x8xi1>
    %s = scan %m dim=1 reverse=true identities=[0 : i1] : tile<4x8xi1> -> tile<4x8xi1>
    (%a: tile<i1>, %b: tile<i1>) {
    %y = ori %a, %b : tile<i1>
    yield %y : tile<i1>
    }
    %r = reshape %s : tile<4x8xi1> -> tile<32xi1>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi1>, partition_view<tile=(32), tensor_view<32xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_muli_i64_d0(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %m = reshape %x0 : tile<32xi64> -> tile<4x8xi64>
    %r = reduce %m dim=0 identities=[1 : i64] : tile<4x8xi64> -> tile<8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
    %y = muli %a, %b : tile<i64>
    yield %y : tile<i64>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xi64>, partition_view<tile=(8), tensor_view<8xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_muli_i64_d0(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %m = reshape %x0 : tile<32xi64> -> tile<4x8xi64>
    %s = scan %m dim=0 reverse=false identities=[1 : i64] : tile<4x8xi64> -> tile<4x8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
    %y = muli %a, %b : tile<i64>
    yield %y : tile<i64>
    }
    %r = reshape %s : tile<4x8xi64> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_muli_i64_d0_rev(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %m = reshape %x0 : tile<32xi64> -> tile<4x8xi64>
    %s = scan %m dim=0 reverse=true identities=[1 : i64] : tile<4x8xi64> -> tile<4x8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
    %y = muli %a, %b : tile<i64>
    yield %y : tile<i64>
    }
    %r = reshape %s : tile<4x8xi64> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_muli_i64_d1(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %m = reshape %x0 : tile<32xi64> -> tile<4x8xi64>
    %r = reduce %m dim=1 identities=[1 : i64] : tile<4x8xi64> -> tile<4xi64>
    (%a: tile<i64>, %b: tile<i64>) {
    %y = muli %a, %b : tile<i64>
    yield %y : tile<i64>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi64>, partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_muli_i64_d1(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %m = reshape %x0 : tile<32xi64> -> tile<4x8xi64>
    %s = scan %m dim=1 reverse=false identities=[1 : i64] : tile<4x8xi64> -> tile<4x8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
    %y = muli %a, %b : tile<i64>
    yield %y : tile<i64>
    }
    %r = reshape %s : tile<4x8xi64> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_muli_i64_d1_rev(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> tile<32xi64>, token
    %m = reshape %x0 : tile<32xi64> -> tile<4x8xi64>
    %s = scan %m dim=1 reverse=true identities=[1 : i64] : tile<4x8xi64> -> tile<4x8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
    %y = muli %a, %b : tile<i64>
    yield %y : tile<i64>
    }
    %r = reshape %s : tile<4x8xi64> -> tile<32xi64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi64>, partition_view<tile=(32), tensor_view<32xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_xori_i8_d0(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %m = reshape %x0 : tile<32xi8> -> tile<4x8xi8>
    %r = reduce %m dim=0 identities=[0 : i8] : tile<4x8xi8> -> tile<8xi8>
    (%a: tile<i8>, %b: tile<i8>) {
    %y = xori %a, %b : tile<i8>
    yield %y : tile<i8>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xi8>, partition_view<tile=(8), tensor_view<8xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_xori_i8_d0(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %m = reshape %x0 : tile<32xi8> -> tile<4x8xi8>
    %s = scan %m dim=0 reverse=false identities=[0 : i8] : tile<4x8xi8> -> tile<4x8xi8>
    (%a: tile<i8>, %b: tile<i8>) {
    %y = xori %a, %b : tile<i8>
    yield %y : tile<i8>
    }
    %r = reshape %s : tile<4x8xi8> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_xori_i8_d0_rev(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %m = reshape %x0 : tile<32xi8> -> tile<4x8xi8>
    %s = scan %m dim=0 reverse=true identities=[0 : i8] : tile<4x8xi8> -> tile<4x8xi8>
    (%a: tile<i8>, %b: tile<i8>) {
    %y = xori %a, %b : tile<i8>
    yield %y : tile<i8>
    }
    %r = reshape %s : tile<4x8xi8> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_xori_i8_d1(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %m = reshape %x0 : tile<32xi8> -> tile<4x8xi8>
    %r = reduce %m dim=1 identities=[0 : i8] : tile<4x8xi8> -> tile<4xi8>
    (%a: tile<i8>, %b: tile<i8>) {
    %y = xori %a, %b : tile<i8>
    yield %y : tile<i8>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi8>, partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_xori_i8_d1(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %m = reshape %x0 : tile<32xi8> -> tile<4x8xi8>
    %s = scan %m dim=1 reverse=false identities=[0 : i8] : tile<4x8xi8> -> tile<4x8xi8>
    (%a: tile<i8>, %b: tile<i8>) {
    %y = xori %a, %b : tile<i8>
    yield %y : tile<i8>
    }
    %r = reshape %s : tile<4x8xi8> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_xori_i8_d1_rev(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
    %m = reshape %x0 : tile<32xi8> -> tile<4x8xi8>
    %s = scan %m dim=1 reverse=true identities=[0 : i8] : tile<4x8xi8> -> tile<4x8xi8>
    (%a: tile<i8>, %b: tile<i8>) {
    %y = xori %a, %b : tile<i8>
    yield %y : tile<i8>
    }
    %r = reshape %s : tile<4x8xi8> -> tile<32xi8>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi8>, partition_view<tile=(32), tensor_view<32xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_ori_i16_d0(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %m = reshape %x0 : tile<32xi16> -> tile<4x8xi16>
    %r = reduce %m dim=0 identities=[0 : i16] : tile<4x8xi16> -> tile<8xi16>
    (%a: tile<i16>, %b: tile<i16>) {
    %y = ori %a, %b : tile<i16>
    yield %y : tile<i16>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xi16>, partition_view<tile=(8), tensor_view<8xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i16_d0(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %m = reshape %x0 : tile<32xi16> -> tile<4x8xi16>
    %s = scan %m dim=0 reverse=false identities=[0 : i16] : tile<4x8xi16> -> tile<4x8xi16>
    (%a: tile<i16>, %b: tile<i16>) {
    %y = ori %a, %b : tile<i16>
    yield %y : tile<i16>
    }
    %r = reshape %s : tile<4x8xi16> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i16_d0_rev(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %m = reshape %x0 : tile<32xi16> -> tile<4x8xi16>
    %s = scan %m dim=0 reverse=true identities=[0 : i16] : tile<4x8xi16> -> tile<4x8xi16>
    (%a: tile<i16>, %b: tile<i16>) {
    %y = ori %a, %b : tile<i16>
    yield %y : tile<i16>
    }
    %r = reshape %s : tile<4x8xi16> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_ori_i16_d1(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %m = reshape %x0 : tile<32xi16> -> tile<4x8xi16>
    %r = reduce %m dim=1 identities=[0 : i16] : tile<4x8xi16> -> tile<4xi16>
    (%a: tile<i16>, %b: tile<i16>) {
    %y = ori %a, %b : tile<i16>
    yield %y : tile<i16>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi16>, partition_view<tile=(4), tensor_view<4xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i16_d1(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %m = reshape %x0 : tile<32xi16> -> tile<4x8xi16>
    %s = scan %m dim=1 reverse=false identities=[0 : i16] : tile<4x8xi16> -> tile<4x8xi16>
    (%a: tile<i16>, %b: tile<i16>) {
    %y = ori %a, %b : tile<i16>
    yield %y : tile<i16>
    }
    %r = reshape %s : tile<4x8xi16> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_ori_i16_d1_rev(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> tile<32xi16>, token
    %m = reshape %x0 : tile<32xi16> -> tile<4x8xi16>
    %s = scan %m dim=1 reverse=true identities=[0 : i16] : tile<4x8xi16> -> tile<4x8xi16>
    (%a: tile<i16>, %b: tile<i16>) {
    %y = ori %a, %b : tile<i16>
    yield %y : tile<i16>
    }
    %r = reshape %s : tile<4x8xi16> -> tile<32xi16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi16>, partition_view<tile=(32), tensor_view<32xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_andi_i32_d0(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %r = reduce %m dim=0 identities=[-1 : i32] : tile<4x8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = andi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xi32>, partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_andi_i32_d0(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=0 reverse=false identities=[-1 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = andi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_andi_i32_d0_rev(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=0 reverse=true identities=[-1 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = andi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_andi_i32_d1(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %r = reduce %m dim=1 identities=[-1 : i32] : tile<4x8xi32> -> tile<4xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = andi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_andi_i32_d1(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=1 reverse=false identities=[-1 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = andi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_andi_i32_d1_rev(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %m = reshape %x0 : tile<32xi32> -> tile<4x8xi32>
    %s = scan %m dim=1 reverse=true identities=[-1 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
    %y = andi %a, %b : tile<i32>
    yield %y : tile<i32>
    }
    %r = reshape %s : tile<4x8xi32> -> tile<32xi32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_addf_f32_d0(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %m = reshape %x0 : tile<32xf32> -> tile<4x8xf32>
    %r = reduce %m dim=0 identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f32_d0(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %m = reshape %x0 : tile<32xf32> -> tile<4x8xf32>
    %s = scan %m dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }
    %r = reshape %s : tile<4x8xf32> -> tile<32xf32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f32_d0_rev(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %m = reshape %x0 : tile<32xf32> -> tile<4x8xf32>
    %s = scan %m dim=0 reverse=true identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }
    %r = reshape %s : tile<4x8xf32> -> tile<32xf32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_addf_f32_d1(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %m = reshape %x0 : tile<32xf32> -> tile<4x8xf32>
    %r = reduce %m dim=1 identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<4xf32>
    (%a: tile<f32>, %b: tile<f32>) {
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f32_d1(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %m = reshape %x0 : tile<32xf32> -> tile<4x8xf32>
    %s = scan %m dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }
    %r = reshape %s : tile<4x8xf32> -> tile<32xf32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f32_d1_rev(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %m = reshape %x0 : tile<32xf32> -> tile<4x8xf32>
    %s = scan %m dim=1 reverse=true identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }
    %r = reshape %s : tile<4x8xf32> -> tile<32xf32>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_addf_f64_d0(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> tile<32xf64>, token
    %m = reshape %x0 : tile<32xf64> -> tile<4x8xf64>
    %r = reduce %m dim=0 identities=[0.000000e+00 : f64] : tile<4x8xf64> -> tile<8xf64>
    (%a: tile<f64>, %b: tile<f64>) {
    %y = addf %a, %b : tile<f64>
    yield %y : tile<f64>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xf64>, partition_view<tile=(8), tensor_view<8xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f64_d0(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> tile<32xf64>, token
    %m = reshape %x0 : tile<32xf64> -> tile<4x8xf64>
    %s = scan %m dim=0 reverse=false identities=[0.000000e+00 : f64] : tile<4x8xf64> -> tile<4x8xf64>
    (%a: tile<f64>, %b: tile<f64>) {
    %y = addf %a, %b : tile<f64>
    yield %y : tile<f64>
    }
    %r = reshape %s : tile<4x8xf64> -> tile<32xf64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf64>, partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f64_d0_rev(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> tile<32xf64>, token
    %m = reshape %x0 : tile<32xf64> -> tile<4x8xf64>
    %s = scan %m dim=0 reverse=true identities=[0.000000e+00 : f64] : tile<4x8xf64> -> tile<4x8xf64>
    (%a: tile<f64>, %b: tile<f64>) {
    %y = addf %a, %b : tile<f64>
    yield %y : tile<f64>
    }
    %r = reshape %s : tile<4x8xf64> -> tile<32xf64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf64>, partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_addf_f64_d1(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> tile<32xf64>, token
    %m = reshape %x0 : tile<32xf64> -> tile<4x8xf64>
    %r = reduce %m dim=1 identities=[0.000000e+00 : f64] : tile<4x8xf64> -> tile<4xf64>
    (%a: tile<f64>, %b: tile<f64>) {
    %y = addf %a, %b : tile<f64>
    yield %y : tile<f64>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xf64>, partition_view<tile=(4), tensor_view<4xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f64_d1(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> tile<32xf64>, token
    %m = reshape %x0 : tile<32xf64> -> tile<4x8xf64>
    %s = scan %m dim=1 reverse=false identities=[0.000000e+00 : f64] : tile<4x8xf64> -> tile<4x8xf64>
    (%a: tile<f64>, %b: tile<f64>) {
    %y = addf %a, %b : tile<f64>
    yield %y : tile<f64>
    }
    %r = reshape %s : tile<4x8xf64> -> tile<32xf64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf64>, partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_addf_f64_d1_rev(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> tile<32xf64>, token
    %m = reshape %x0 : tile<32xf64> -> tile<4x8xf64>
    %s = scan %m dim=1 reverse=true identities=[0.000000e+00 : f64] : tile<4x8xf64> -> tile<4x8xf64>
    (%a: tile<f64>, %b: tile<f64>) {
    %y = addf %a, %b : tile<f64>
    yield %y : tile<f64>
    }
    %r = reshape %s : tile<4x8xf64> -> tile<32xf64>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf64>, partition_view<tile=(32), tensor_view<32xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_maxf_f16_d0(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> tile<32xf16>, token
    %m = reshape %x0 : tile<32xf16> -> tile<4x8xf16>
    %r = reduce %m dim=0 identities=[-6.550400e+04 : f16] : tile<4x8xf16> -> tile<8xf16>
    (%a: tile<f16>, %b: tile<f16>) {
    %y = maxf %a, %b : tile<f16>
    yield %y : tile<f16>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xf16>, partition_view<tile=(8), tensor_view<8xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_maxf_f16_d0(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> tile<32xf16>, token
    %m = reshape %x0 : tile<32xf16> -> tile<4x8xf16>
    %s = scan %m dim=0 reverse=false identities=[-6.550400e+04 : f16] : tile<4x8xf16> -> tile<4x8xf16>
    (%a: tile<f16>, %b: tile<f16>) {
    %y = maxf %a, %b : tile<f16>
    yield %y : tile<f16>
    }
    %r = reshape %s : tile<4x8xf16> -> tile<32xf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf16>, partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_maxf_f16_d0_rev(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> tile<32xf16>, token
    %m = reshape %x0 : tile<32xf16> -> tile<4x8xf16>
    %s = scan %m dim=0 reverse=true identities=[-6.550400e+04 : f16] : tile<4x8xf16> -> tile<4x8xf16>
    (%a: tile<f16>, %b: tile<f16>) {
    %y = maxf %a, %b : tile<f16>
    yield %y : tile<f16>
    }
    %r = reshape %s : tile<4x8xf16> -> tile<32xf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf16>, partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_maxf_f16_d1(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> tile<32xf16>, token
    %m = reshape %x0 : tile<32xf16> -> tile<4x8xf16>
    %r = reduce %m dim=1 identities=[-6.550400e+04 : f16] : tile<4x8xf16> -> tile<4xf16>
    (%a: tile<f16>, %b: tile<f16>) {
    %y = maxf %a, %b : tile<f16>
    yield %y : tile<f16>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xf16>, partition_view<tile=(4), tensor_view<4xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_maxf_f16_d1(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> tile<32xf16>, token
    %m = reshape %x0 : tile<32xf16> -> tile<4x8xf16>
    %s = scan %m dim=1 reverse=false identities=[-6.550400e+04 : f16] : tile<4x8xf16> -> tile<4x8xf16>
    (%a: tile<f16>, %b: tile<f16>) {
    %y = maxf %a, %b : tile<f16>
    yield %y : tile<f16>
    }
    %r = reshape %s : tile<4x8xf16> -> tile<32xf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf16>, partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_maxf_f16_d1_rev(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> tile<32xf16>, token
    %m = reshape %x0 : tile<32xf16> -> tile<4x8xf16>
    %s = scan %m dim=1 reverse=true identities=[-6.550400e+04 : f16] : tile<4x8xf16> -> tile<4x8xf16>
    (%a: tile<f16>, %b: tile<f16>) {
    %y = maxf %a, %b : tile<f16>
    yield %y : tile<f16>
    }
    %r = reshape %s : tile<4x8xf16> -> tile<32xf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xf16>, partition_view<tile=(32), tensor_view<32xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_minf_bf16_d0(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> tile<32xbf16>, token
    %m = reshape %x0 : tile<32xbf16> -> tile<4x8xbf16>
    %r = reduce %m dim=0 identities=[3.000000e+00 : bf16] : tile<4x8xbf16> -> tile<8xbf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
    %y = minf %a, %b : tile<bf16>
    yield %y : tile<bf16>
    }
    %vo = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(8), tensor_view<8xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<8xbf16>, partition_view<tile=(8), tensor_view<8xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_minf_bf16_d0(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> tile<32xbf16>, token
    %m = reshape %x0 : tile<32xbf16> -> tile<4x8xbf16>
    %s = scan %m dim=0 reverse=false identities=[3.000000e+00 : bf16] : tile<4x8xbf16> -> tile<4x8xbf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
    %y = minf %a, %b : tile<bf16>
    yield %y : tile<bf16>
    }
    %r = reshape %s : tile<4x8xbf16> -> tile<32xbf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xbf16>, partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_minf_bf16_d0_rev(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> tile<32xbf16>, token
    %m = reshape %x0 : tile<32xbf16> -> tile<4x8xbf16>
    %s = scan %m dim=0 reverse=true identities=[3.000000e+00 : bf16] : tile<4x8xbf16> -> tile<4x8xbf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
    %y = minf %a, %b : tile<bf16>
    yield %y : tile<bf16>
    }
    %r = reshape %s : tile<4x8xbf16> -> tile<32xbf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xbf16>, partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_minf_bf16_d1(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> tile<32xbf16>, token
    %m = reshape %x0 : tile<32xbf16> -> tile<4x8xbf16>
    %r = reduce %m dim=1 identities=[3.000000e+00 : bf16] : tile<4x8xbf16> -> tile<4xbf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
    %y = minf %a, %b : tile<bf16>
    yield %y : tile<bf16>
    }
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xbf16>, partition_view<tile=(4), tensor_view<4xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_minf_bf16_d1(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> tile<32xbf16>, token
    %m = reshape %x0 : tile<32xbf16> -> tile<4x8xbf16>
    %s = scan %m dim=1 reverse=false identities=[3.000000e+00 : bf16] : tile<4x8xbf16> -> tile<4x8xbf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
    %y = minf %a, %b : tile<bf16>
    yield %y : tile<bf16>
    }
    %r = reshape %s : tile<4x8xbf16> -> tile<32xbf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xbf16>, partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scan_minf_bf16_d1_rev(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> tile<32xbf16>, token
    %m = reshape %x0 : tile<32xbf16> -> tile<4x8xbf16>
    %s = scan %m dim=1 reverse=true identities=[3.000000e+00 : bf16] : tile<4x8xbf16> -> tile<4x8xbf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
    %y = minf %a, %b : tile<bf16>
    yield %y : tile<bf16>
    }
    %r = reshape %s : tile<4x8xbf16> -> tile<32xbf16>
    %vo = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<32xbf16>, partition_view<tile=(32), tensor_view<32xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @reduce_multi(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> tile<32xi32>, token
    %s, %mx = reduce %x0, %x0 dim=0 identities=[0 : i32, -2147483648 : i32] : tile<32xi32>, tile<32xi32> -> tile<i32>, tile<i32>
    (%a: tile<i32>, %b: tile<i32>, %c: tile<i32>, %d: tile<i32>) {
    %y = addi %a, %b : tile<i32>
    %z = maxi %c, %d signed : tile<i32>
    yield %y, %z : tile<i32>, tile<i32>
    }
    %s1 = reshape %s : tile<i32> -> tile<1xi32>
    %m1 = reshape %mx : tile<i32> -> tile<1xi32>
    %r = cat %s1, %m1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xi32>, partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
