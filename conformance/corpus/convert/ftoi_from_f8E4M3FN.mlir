// @conformance 1
// @tier full
// @family convert
// ftoi from f8E4M3FN to every integer type, signed and unsigned, truncating; plain runs take only values whose truncation is in range (the rest is UB, ub/), saturating runs every value (13.4: clamp, NaN to 0).
// @oracle exact truncation toward zero of the exact source value (host f64 trunc, exact), range check and clamping in i128; NaN to 0 under saturating (PTX cvt.rzi.sat, docs/numerics.md)
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
// @data a_i1_signed f8E4M3FN 00 38 80 b8
// @data r_i1_signed i1 0 1 0 1
// @data a_i1_signed_sat f8E4M3FN from a_i1_signed
// @data r_i1_signed_sat i1 from r_i1_signed
// @data a_i1_unsigned f8E4M3FN from a_i1_signed
// @data r_i1_unsigned i1 from r_i1_signed
// @data a_i1_unsigned_sat f8E4M3FN from a_i1_signed
// @data r_i1_unsigned_sat i1 from r_i1_signed
// @data a_i8_signed f8E4M3FN 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 80 81 82 83 84 85 86 87
// + 88 89 8a 8b 8c 8d 8e 8f 90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f
// + a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 aa ab ac ad ae af b0 b1 b2 b3 b4 b5 b6 b7
// + b8 b9 ba bb bc bd be bf c0 c1 c2 c3 c4 c5 c6 c7 c8 c9 ca cb cc cd ce cf
// + d0 d1 d2 d3 d4 d5 d6 d7 d8 d9 da db dc dd de df e0 e1 e2 e3 e4 e5 e6 e7
// + e8 e9 ea eb ec ed ee ef f0 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e
// + 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e
// @data r_i8_signed i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 02 02 02 02 03 03 03 03
// + 04 04 05 05 06 06 07 07 08 09 0a 0b 0c 0d 0e 0f 10 12 14 16 18 1a 1c 1e
// + 20 24 28 2c 30 34 38 3c 40 48 50 58 60 68 70 78 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + ff ff ff ff ff ff ff ff fe fe fe fe fd fd fd fd fc fc fb fb fa fa f9 f9
// + f8 f7 f6 f5 f4 f3 f2 f1 f0 ee ec ea e8 e6 e4 e2 e0 dc d8 d4 d0 cc c8 c4
// + c0 b8 b0 a8 a0 98 90 88 80 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @data r_i8_signed_sat i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 02 02 02 02 03 03 03 03
// + 04 04 05 05 06 06 07 07 08 09 0a 0b 0c 0d 0e 0f 10 12 14 16 18 1a 1c 1e
// + 20 24 28 2c 30 34 38 3c 40 48 50 58 60 68 70 78 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ff ff ff ff ff ff ff ff
// + fe fe fe fe fd fd fd fd fc fc fb fb fa fa f9 f9 f8 f7 f6 f5 f4 f3 f2 f1
// + f0 ee ec ea e8 e6 e4 e2 e0 dc d8 d4 d0 cc c8 c4 c0 b8 b0 a8 a0 98 90 88
// + 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 00
// @data a_i8_unsigned f8E4M3FN 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f 90 91 92 93 94 95 96 97
// + 98 99 9a 9b 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 aa ab ac ad ae af
// + b0 b1 b2 b3 b4 b5 b6 b7 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f
// + 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27
// + 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f
// + 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f
// @data r_i8_unsigned i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 02 02 02 02 03 03 03 03
// + 04 04 05 05 06 06 07 07 08 09 0a 0b 0c 0d 0e 0f 10 12 14 16 18 1a 1c 1e
// + 20 24 28 2c 30 34 38 3c 40 48 50 58 60 68 70 78 80 90 a0 b0 c0 d0 e0 f0
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01
// + 02 02 02 02 03 03 03 03 04 04 05 05 06 06 07 07
// @data r_i8_unsigned_sat i8 from r_i8_unsigned 120:ff 121:ff 122:ff 123:ff 124:ff 125:ff 126:ff 232:00 233:00 234:00 235:00 236:00
// + 237:00 238:00 239:00 240:00 241:00 242:00 243:00 244:00 245:00 246:00 247:00 248:00
// + 249:00 250:00 251:00 252:00 253:00 254:00 255:00
// @data a_i16_signed f8E4M3FN 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 7c 7d 7e 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f 90
// + 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7 a8
// + a9 aa ab ac ad ae af b0 b1 b2 b3 b4 b5 b6 b7 b8 b9 ba bb bc bd be bf c0
// + c1 c2 c3 c4 c5 c6 c7 c8 c9 ca cb cc cd ce cf d0 d1 d2 d3 d4 d5 d6 d7 d8
// + d9 da db dc dd de df e0 e1 e2 e3 e4 e5 e6 e7 e8 e9 ea eb ec ed ee ef f0
// + f1 f2 f3 f4 f5 f6 f7 f8 f9 fa fb fc fd fe 00 01
// @data r_i16_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0002 0002 0002 0002 0003 0003 0003 0003
// + 0004 0004 0005 0005 0006 0006 0007 0007 0008 0009 000a 000b 000c 000d 000e 000f 0010 0012 0014 0016 0018 001a 001c 001e
// + 0020 0024 0028 002c 0030 0034 0038 003c 0040 0048 0050 0058 0060 0068 0070 0078 0080 0090 00a0 00b0 00c0 00d0 00e0 00f0
// + 0100 0120 0140 0160 0180 01a0 01c0 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 ffff ffff ffff ffff ffff ffff ffff ffff fffe
// + fffe fffe fffe fffd fffd fffd fffd fffc fffc fffb fffb fffa fffa fff9 fff9 fff8 fff7 fff6 fff5 fff4 fff3 fff2 fff1 fff0
// + ffee ffec ffea ffe8 ffe6 ffe4 ffe2 ffe0 ffdc ffd8 ffd4 ffd0 ffcc ffc8 ffc4 ffc0 ffb8 ffb0 ffa8 ffa0 ff98 ff90 ff88 ff80
// + ff70 ff60 ff50 ff40 ff30 ff20 ff10 ff00 fee0 fec0 fea0 fe80 fe60 fe40 0000 0000
// @data r_i16_signed_sat i16 from r_i16_signed 183:0000 191:ffff 195:fffe 199:fffd 201:fffc 203:fffb 205:fffa 207:fff9 208:fff8 209:fff7 210:fff6 211:fff5
// + 212:fff4 213:fff3 214:fff2 215:fff1 216:fff0 217:ffee 218:ffec 219:ffea 220:ffe8 221:ffe6 222:ffe4 223:ffe2
// + 224:ffe0 225:ffdc 226:ffd8 227:ffd4 228:ffd0 229:ffcc 230:ffc8 231:ffc4 232:ffc0 233:ffb8 234:ffb0 235:ffa8
// + 236:ffa0 237:ff98 238:ff90 239:ff88 240:ff80 241:ff70 242:ff60 243:ff50 244:ff40 245:ff30 246:ff20 247:ff10
// + 248:ff00 249:fee0 250:fec0 251:fea0 252:fe80 253:fe60 254:fe40
// @data a_i16_unsigned f8E4M3FN from a_i16_signed 183:00 184:01 185:02 186:03 187:04 188:05 189:06 190:07 191:08 192:09 193:0a 194:0b
// + 195:0c 196:0d 197:0e 198:0f 199:10 200:11 201:12 202:13 203:14 204:15 205:16 206:17
// + 207:18 208:19 209:1a 210:1b 211:1c 212:1d 213:1e 214:1f 215:20 216:21 217:22 218:23
// + 219:24 220:25 221:26 222:27 223:28 224:29 225:2a 226:2b 227:2c 228:2d 229:2e 230:2f
// + 231:30 232:31 233:32 234:33 235:34 236:35 237:36 238:37 239:38 240:39 241:3a 242:3b
// + 243:3c 244:3d 245:3e 246:3f 247:40 248:41 249:42 250:43 251:44 252:45 253:46 254:47
// + 255:48
// @data r_i16_unsigned i16 from r_i16_signed_sat 184:0000 185:0000 186:0000 187:0000 188:0000 189:0000 190:0000 191:0000 192:0000 193:0000 194:0000 195:0000
// + 196:0000 197:0000 198:0000 199:0000 200:0000 201:0000 202:0000 203:0000 204:0000 205:0000 206:0000 207:0000
// + 208:0000 209:0000 210:0000 211:0000 212:0000 213:0000 214:0000 215:0000 216:0000 217:0000 218:0000 219:0000
// + 220:0000 221:0000 222:0000 223:0000 224:0000 225:0000 226:0000 227:0000 228:0000 229:0000 230:0000 231:0000
// + 232:0000 233:0000 234:0000 235:0000 236:0000 237:0000 238:0000 239:0001 240:0001 241:0001 242:0001 243:0001
// + 244:0001 245:0001 246:0001 247:0002 248:0002 249:0002 250:0002 251:0003 252:0003 253:0003 254:0003 255:0004
// @data r_i16_unsigned_sat i16 from r_i16_unsigned 239:0000 240:0000 241:0000 242:0000 243:0000 244:0000 245:0000 246:0000 247:0000 248:0000 249:0000 250:0000
// + 251:0000 252:0000 253:0000 254:0000 255:0000
// @data a_i32_signed f8E4M3FN from a_i16_signed
// @data r_i32_signed i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001
// + 00000002 00000002 00000002 00000002 00000003 00000003 00000003 00000003 00000004 00000004 00000005 00000005 00000006 00000006 00000007 00000007
// + 00000008 00000009 0000000a 0000000b 0000000c 0000000d 0000000e 0000000f 00000010 00000012 00000014 00000016 00000018 0000001a 0000001c 0000001e
// + 00000020 00000024 00000028 0000002c 00000030 00000034 00000038 0000003c 00000040 00000048 00000050 00000058 00000060 00000068 00000070 00000078
// + 00000080 00000090 000000a0 000000b0 000000c0 000000d0 000000e0 000000f0 00000100 00000120 00000140 00000160 00000180 000001a0 000001c0 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff fffffffe
// + fffffffe fffffffe fffffffe fffffffd fffffffd fffffffd fffffffd fffffffc fffffffc fffffffb fffffffb fffffffa fffffffa fffffff9 fffffff9 fffffff8
// + fffffff7 fffffff6 fffffff5 fffffff4 fffffff3 fffffff2 fffffff1 fffffff0 ffffffee ffffffec ffffffea ffffffe8 ffffffe6 ffffffe4 ffffffe2 ffffffe0
// + ffffffdc ffffffd8 ffffffd4 ffffffd0 ffffffcc ffffffc8 ffffffc4 ffffffc0 ffffffb8 ffffffb0 ffffffa8 ffffffa0 ffffff98 ffffff90 ffffff88 ffffff80
// + ffffff70 ffffff60 ffffff50 ffffff40 ffffff30 ffffff20 ffffff10 ffffff00 fffffee0 fffffec0 fffffea0 fffffe80 fffffe60 fffffe40 00000000 00000000
// @data r_i32_signed_sat i32 from r_i32_signed 183:00000000 191:ffffffff 195:fffffffe 199:fffffffd 201:fffffffc 203:fffffffb 205:fffffffa 207:fffffff9 208:fffffff8 209:fffffff7 210:fffffff6 211:fffffff5
// + 212:fffffff4 213:fffffff3 214:fffffff2 215:fffffff1 216:fffffff0 217:ffffffee 218:ffffffec 219:ffffffea 220:ffffffe8 221:ffffffe6 222:ffffffe4 223:ffffffe2
// + 224:ffffffe0 225:ffffffdc 226:ffffffd8 227:ffffffd4 228:ffffffd0 229:ffffffcc 230:ffffffc8 231:ffffffc4 232:ffffffc0 233:ffffffb8 234:ffffffb0 235:ffffffa8
// + 236:ffffffa0 237:ffffff98 238:ffffff90 239:ffffff88 240:ffffff80 241:ffffff70 242:ffffff60 243:ffffff50 244:ffffff40 245:ffffff30 246:ffffff20 247:ffffff10
// + 248:ffffff00 249:fffffee0 250:fffffec0 251:fffffea0 252:fffffe80 253:fffffe60 254:fffffe40
// @data a_i32_unsigned f8E4M3FN from a_i16_unsigned
// @data r_i32_unsigned i32 from r_i32_signed_sat 184:00000000 185:00000000 186:00000000 187:00000000 188:00000000 189:00000000 190:00000000 191:00000000 192:00000000 193:00000000 194:00000000 195:00000000
// + 196:00000000 197:00000000 198:00000000 199:00000000 200:00000000 201:00000000 202:00000000 203:00000000 204:00000000 205:00000000 206:00000000 207:00000000
// + 208:00000000 209:00000000 210:00000000 211:00000000 212:00000000 213:00000000 214:00000000 215:00000000 216:00000000 217:00000000 218:00000000 219:00000000
// + 220:00000000 221:00000000 222:00000000 223:00000000 224:00000000 225:00000000 226:00000000 227:00000000 228:00000000 229:00000000 230:00000000 231:00000000
// + 232:00000000 233:00000000 234:00000000 235:00000000 236:00000000 237:00000000 238:00000000 239:00000001 240:00000001 241:00000001 242:00000001 243:00000001
// + 244:00000001 245:00000001 246:00000001 247:00000002 248:00000002 249:00000002 250:00000002 251:00000003 252:00000003 253:00000003 254:00000003 255:00000004
// @data r_i32_unsigned_sat i32 from r_i32_unsigned 239:00000000 240:00000000 241:00000000 242:00000000 243:00000000 244:00000000 245:00000000 246:00000000 247:00000000 248:00000000 249:00000000 250:00000000
// + 251:00000000 252:00000000 253:00000000 254:00000000 255:00000000
// @data a_i64_signed f8E4M3FN from a_i16_signed
// @data r_i64_signed i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000001
// + 0000000000000002 0000000000000002 0000000000000002 0000000000000002 0000000000000003 0000000000000003 0000000000000003 0000000000000003
// + 0000000000000004 0000000000000004 0000000000000005 0000000000000005 0000000000000006 0000000000000006 0000000000000007 0000000000000007
// + 0000000000000008 0000000000000009 000000000000000a 000000000000000b 000000000000000c 000000000000000d 000000000000000e 000000000000000f
// + 0000000000000010 0000000000000012 0000000000000014 0000000000000016 0000000000000018 000000000000001a 000000000000001c 000000000000001e
// + 0000000000000020 0000000000000024 0000000000000028 000000000000002c 0000000000000030 0000000000000034 0000000000000038 000000000000003c
// + 0000000000000040 0000000000000048 0000000000000050 0000000000000058 0000000000000060 0000000000000068 0000000000000070 0000000000000078
// + 0000000000000080 0000000000000090 00000000000000a0 00000000000000b0 00000000000000c0 00000000000000d0 00000000000000e0 00000000000000f0
// + 0000000000000100 0000000000000120 0000000000000140 0000000000000160 0000000000000180 00000000000001a0 00000000000001c0 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 ffffffffffffffff
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff fffffffffffffffe
// + fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffd fffffffffffffffd fffffffffffffffd fffffffffffffffd fffffffffffffffc
// + fffffffffffffffc fffffffffffffffb fffffffffffffffb fffffffffffffffa fffffffffffffffa fffffffffffffff9 fffffffffffffff9 fffffffffffffff8
// + fffffffffffffff7 fffffffffffffff6 fffffffffffffff5 fffffffffffffff4 fffffffffffffff3 fffffffffffffff2 fffffffffffffff1 fffffffffffffff0
// + ffffffffffffffee ffffffffffffffec ffffffffffffffea ffffffffffffffe8 ffffffffffffffe6 ffffffffffffffe4 ffffffffffffffe2 ffffffffffffffe0
// + ffffffffffffffdc ffffffffffffffd8 ffffffffffffffd4 ffffffffffffffd0 ffffffffffffffcc ffffffffffffffc8 ffffffffffffffc4 ffffffffffffffc0
// + ffffffffffffffb8 ffffffffffffffb0 ffffffffffffffa8 ffffffffffffffa0 ffffffffffffff98 ffffffffffffff90 ffffffffffffff88 ffffffffffffff80
// + ffffffffffffff70 ffffffffffffff60 ffffffffffffff50 ffffffffffffff40 ffffffffffffff30 ffffffffffffff20 ffffffffffffff10 ffffffffffffff00
// + fffffffffffffee0 fffffffffffffec0 fffffffffffffea0 fffffffffffffe80 fffffffffffffe60 fffffffffffffe40 0000000000000000 0000000000000000
// @data r_i64_signed_sat i64 from r_i64_signed 183:0000000000000000 191:ffffffffffffffff 195:fffffffffffffffe 199:fffffffffffffffd 201:fffffffffffffffc 203:fffffffffffffffb 205:fffffffffffffffa 207:fffffffffffffff9 208:fffffffffffffff8 209:fffffffffffffff7 210:fffffffffffffff6 211:fffffffffffffff5
// + 212:fffffffffffffff4 213:fffffffffffffff3 214:fffffffffffffff2 215:fffffffffffffff1 216:fffffffffffffff0 217:ffffffffffffffee 218:ffffffffffffffec 219:ffffffffffffffea 220:ffffffffffffffe8 221:ffffffffffffffe6 222:ffffffffffffffe4 223:ffffffffffffffe2
// + 224:ffffffffffffffe0 225:ffffffffffffffdc 226:ffffffffffffffd8 227:ffffffffffffffd4 228:ffffffffffffffd0 229:ffffffffffffffcc 230:ffffffffffffffc8 231:ffffffffffffffc4 232:ffffffffffffffc0 233:ffffffffffffffb8 234:ffffffffffffffb0 235:ffffffffffffffa8
// + 236:ffffffffffffffa0 237:ffffffffffffff98 238:ffffffffffffff90 239:ffffffffffffff88 240:ffffffffffffff80 241:ffffffffffffff70 242:ffffffffffffff60 243:ffffffffffffff50 244:ffffffffffffff40 245:ffffffffffffff30 246:ffffffffffffff20 247:ffffffffffffff10
// + 248:ffffffffffffff00 249:fffffffffffffee0 250:fffffffffffffec0 251:fffffffffffffea0 252:fffffffffffffe80 253:fffffffffffffe60 254:fffffffffffffe40
// @data a_i64_unsigned f8E4M3FN from a_i16_unsigned
// @data r_i64_unsigned i64 from r_i64_signed_sat 184:0000000000000000 185:0000000000000000 186:0000000000000000 187:0000000000000000 188:0000000000000000 189:0000000000000000 190:0000000000000000 191:0000000000000000 192:0000000000000000 193:0000000000000000 194:0000000000000000 195:0000000000000000
// + 196:0000000000000000 197:0000000000000000 198:0000000000000000 199:0000000000000000 200:0000000000000000 201:0000000000000000 202:0000000000000000 203:0000000000000000 204:0000000000000000 205:0000000000000000 206:0000000000000000 207:0000000000000000
// + 208:0000000000000000 209:0000000000000000 210:0000000000000000 211:0000000000000000 212:0000000000000000 213:0000000000000000 214:0000000000000000 215:0000000000000000 216:0000000000000000 217:0000000000000000 218:0000000000000000 219:0000000000000000
// + 220:0000000000000000 221:0000000000000000 222:0000000000000000 223:0000000000000000 224:0000000000000000 225:0000000000000000 226:0000000000000000 227:0000000000000000 228:0000000000000000 229:0000000000000000 230:0000000000000000 231:0000000000000000
// + 232:0000000000000000 233:0000000000000000 234:0000000000000000 235:0000000000000000 236:0000000000000000 237:0000000000000000 238:0000000000000000 239:0000000000000001 240:0000000000000001 241:0000000000000001 242:0000000000000001 243:0000000000000001
// + 244:0000000000000001 245:0000000000000001 246:0000000000000001 247:0000000000000002 248:0000000000000002 249:0000000000000002 250:0000000000000002 251:0000000000000003 252:0000000000000003 253:0000000000000003 254:0000000000000003 255:0000000000000004
// @data r_i64_unsigned_sat i64 from r_i64_unsigned 239:0000000000000000 240:0000000000000000 241:0000000000000000 242:0000000000000000 243:0000000000000000 244:0000000000000000 245:0000000000000000 246:0000000000000000 247:0000000000000000 248:0000000000000000 249:0000000000000000 250:0000000000000000
// + 251:0000000000000000 252:0000000000000000 253:0000000000000000 254:0000000000000000 255:0000000000000000
// @run i1_signed entry=i1_signed grid=1
// @arg buf f8E4M3FN a_i1_signed
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed prov=exact
// @run i1_signed_sat entry=i1_signed_sat grid=1
// @arg buf f8E4M3FN a_i1_signed_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed_sat prov=exact
// @run i1_unsigned entry=i1_unsigned grid=1
// @arg buf f8E4M3FN a_i1_unsigned
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned prov=exact
// @run i1_unsigned_sat entry=i1_unsigned_sat grid=1
// @arg buf f8E4M3FN a_i1_unsigned_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned_sat prov=exact
// @run i8_signed entry=i8_signed grid=1
// @arg buf f8E4M3FN a_i8_signed
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed prov=exact
// @run i8_signed_sat entry=i8_signed_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed_sat prov=exact
// @run i8_unsigned entry=i8_unsigned grid=1
// @arg buf f8E4M3FN a_i8_unsigned
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned prov=exact
// @run i8_unsigned_sat entry=i8_unsigned_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned_sat prov=exact
// @run i16_signed entry=i16_signed grid=1
// @arg buf f8E4M3FN a_i16_signed
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed prov=exact
// @run i16_signed_sat entry=i16_signed_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed_sat prov=exact
// @run i16_unsigned entry=i16_unsigned grid=1
// @arg buf f8E4M3FN a_i16_unsigned
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned prov=exact
// @run i16_unsigned_sat entry=i16_unsigned_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned_sat prov=exact
// @run i32_signed entry=i32_signed grid=1
// @arg buf f8E4M3FN a_i32_signed
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed prov=exact
// @run i32_signed_sat entry=i32_signed_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed_sat prov=exact
// @run i32_unsigned entry=i32_unsigned grid=1
// @arg buf f8E4M3FN a_i32_unsigned
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned prov=exact
// @run i32_unsigned_sat entry=i32_unsigned_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned_sat prov=exact
// @run i64_signed entry=i64_signed grid=1
// @arg buf f8E4M3FN a_i64_signed
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed prov=exact
// @run i64_signed_sat entry=i64_signed_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed_sat prov=exact
// @run i64_unsigned entry=i64_unsigned grid=1
// @arg buf f8E4M3FN a_i64_unsigned
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned prov=exact
// @run i64_unsigned_sat entry=i64_unsigned_sat grid=1
// @arg buf f8E4M3FN a
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned_sat prov=exact
cuda_tile.module @conformance {
  entry @i1_signed(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %r = ftoi %x0 signed : tile<4xf8E4M3FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_signed_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %r = ftoi %x0 signed saturating : tile<4xf8E4M3FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %r = ftoi %x0 unsigned : tile<4xf8E4M3FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %r = ftoi %x0 unsigned saturating : tile<4xf8E4M3FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed : tile<256xf8E4M3FN> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E4M3FN> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned : tile<256xf8E4M3FN> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E4M3FN> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed : tile<256xf8E4M3FN> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E4M3FN> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned : tile<256xf8E4M3FN> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E4M3FN> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed : tile<256xf8E4M3FN> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E4M3FN> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned : tile<256xf8E4M3FN> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E4M3FN> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed : tile<256xf8E4M3FN> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E4M3FN> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned : tile<256xf8E4M3FN> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned_sat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E4M3FN> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
