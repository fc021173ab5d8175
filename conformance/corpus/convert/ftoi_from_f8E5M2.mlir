// @conformance 1
// @tier ci
// @family convert
// ftoi from f8E5M2 to every integer type, signed and unsigned, truncating; plain runs take only values whose truncation is in range (the rest is UB, ub/), saturating runs every value (13.4: clamp, NaN to 0).
// @oracle exact truncation toward zero of the exact source value (host f64 trunc, exact), range check and clamping in i128; NaN to 0 under saturating (PTX cvt.rzi.sat, docs/numerics.md)
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
// @data a_i1_signed f8E5M2 00 3c 80 bc
// @data r_i1_signed i1 0 1 0 1
// @data a_i1_signed_sat f8E5M2 from a_i1_signed
// @data r_i1_signed_sat i1 from r_i1_signed
// @data a_i1_unsigned f8E5M2 from a_i1_signed
// @data r_i1_unsigned i1 from r_i1_signed
// @data a_i1_unsigned_sat f8E5M2 from a_i1_signed
// @data r_i1_unsigned_sat i1 from r_i1_signed
// @data a_i8_signed f8E5M2 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 80 81 82 83 84 85 86 87
// + 88 89 8a 8b 8c 8d 8e 8f 90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f
// + a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 aa ab ac ad ae af b0 b1 b2 b3 b4 b5 b6 b7
// + b8 b9 ba bb bc bd be bf c0 c1 c2 c3 c4 c5 c6 c7 c8 c9 ca cb cc cd ce cf
// + d0 d1 d2 d3 d4 d5 d6 d7 d8 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e
// + 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26
// + 27 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e
// + 3f 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e
// @data r_i8_signed i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 02 02 03 03 04 05 06 07
// + 08 0a 0c 0e 10 14 18 1c 20 28 30 38 40 50 60 70 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 ff ff ff ff fe fe fd fd fc fb fa f9 f8 f6 f4 f2 f0 ec e8 e4
// + e0 d8 d0 c8 c0 b0 a0 90 80 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01
// + 01 02 02 03 03 04 05 06 07 08 0a 0c 0e 10 14 18
// @data r_i8_signed_sat i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 02 02 03 03 04 05 06 07
// + 08 0a 0c 0e 10 14 18 1c 20 28 30 38 40 50 60 70 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ff ff ff ff
// + fe fe fd fd fc fb fa f9 f8 f6 f4 f2 f0 ec e8 e4 e0 d8 d0 c8 c0 b0 a0 90
// + 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80
// + 80 80 80 80 80 80 80 80 80 80 80 80 80 00 00 00
// @data a_i8_unsigned f8E5M2 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 80 81 82 83
// + 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f 90 91 92 93 94 95 96 97 98 99 9a 9b
// + 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 aa ab ac ad ae af b0 b1 b2 b3
// + b4 b5 b6 b7 b8 b9 ba bb 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f
// + 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27
// + 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f
// + 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57
// + 58 59 5a 5b 80 81 82 83 84 85 86 87 88 89 8a 8b
// @data r_i8_unsigned i8 from r_i8_signed 88:80 89:a0 90:c0 91:e0 148:00 149:00 150:00 151:00 152:00 153:00 154:00 155:00
// + 156:00 157:00 158:00 159:00 160:00 161:00 162:00 163:00 164:00 165:00 166:00 167:00
// + 168:00 169:00 170:00 171:00 172:00 173:00 174:00 175:00 176:00 212:01 213:01 214:01
// + 215:01 216:02 217:02 218:03 219:03 220:04 221:05 222:06 223:07 224:08 225:0a 226:0c
// + 227:0e 228:10 229:14 230:18 231:1c 232:20 233:28 234:30 235:38 236:40 237:50 238:60
// + 239:70 240:80 241:a0 242:c0 243:e0 244:00 245:00 246:00 247:00 248:00 249:00 250:00
// + 251:00 252:00 253:00 254:00 255:00
// @data r_i8_unsigned_sat i8 from r_i8_unsigned 92:ff 93:ff 94:ff 95:ff 96:ff 97:ff 98:ff 99:ff 100:ff 101:ff 102:ff 103:ff
// + 104:ff 105:ff 106:ff 107:ff 108:ff 109:ff 110:ff 111:ff 112:ff 113:ff 114:ff 115:ff
// + 116:ff 117:ff 118:ff 119:ff 120:ff 121:ff 122:ff 123:ff 124:ff 212:00 213:00 214:00
// + 215:00 216:00 217:00 218:00 219:00 220:00 221:00 222:00 223:00 224:00 225:00 226:00
// + 227:00 228:00 229:00 230:00 231:00 232:00 233:00 234:00 235:00 236:00 237:00 238:00
// + 239:00 240:00 241:00 242:00 243:00
// @data a_i16_signed f8E5M2 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f 90 91 92 93 94 95 96 97
// + 98 99 9a 9b 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 aa ab ac ad ae af
// + b0 b1 b2 b3 b4 b5 b6 b7 b8 b9 ba bb bc bd be bf c0 c1 c2 c3 c4 c5 c6 c7
// + c8 c9 ca cb cc cd ce cf d0 d1 d2 d3 d4 d5 d6 d7 d8 d9 da db dc dd de df
// + e0 e1 e2 e3 e4 e5 e6 e7 e8 e9 ea eb ec ed ee ef f0 f1 f2 f3 f4 f5 f6 f7
// + f8 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e
// @data r_i16_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0002 0002 0003 0003 0004 0005 0006 0007
// + 0008 000a 000c 000e 0010 0014 0018 001c 0020 0028 0030 0038 0040 0050 0060 0070 0080 00a0 00c0 00e0 0100 0140 0180 01c0
// + 0200 0280 0300 0380 0400 0500 0600 0700 0800 0a00 0c00 0e00 1000 1400 1800 1c00 2000 2800 3000 3800 4000 5000 6000 7000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 ffff ffff ffff ffff fffe fffe fffd fffd fffc fffb fffa fff9
// + fff8 fff6 fff4 fff2 fff0 ffec ffe8 ffe4 ffe0 ffd8 ffd0 ffc8 ffc0 ffb0 ffa0 ff90 ff80 ff60 ff40 ff20 ff00 fec0 fe80 fe40
// + fe00 fd80 fd00 fc80 fc00 fb00 fa00 f900 f800 f600 f400 f200 f000 ec00 e800 e400 e000 d800 d000 c800 c000 b000 a000 9000
// + 8000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// @data r_i16_signed_sat i16 from r_i16_signed 120:7fff 121:7fff 122:7fff 123:7fff 124:7fff 180:0000 181:0000 182:0000 183:0000 184:0000 185:0000 186:0000
// + 187:0000 188:ffff 189:ffff 190:ffff 191:ffff 192:fffe 193:fffe 194:fffd 195:fffd 196:fffc 197:fffb 198:fffa
// + 199:fff9 200:fff8 201:fff6 202:fff4 203:fff2 204:fff0 205:ffec 206:ffe8 207:ffe4 208:ffe0 209:ffd8 210:ffd0
// + 211:ffc8 212:ffc0 213:ffb0 214:ffa0 215:ff90 216:ff80 217:ff60 218:ff40 219:ff20 220:ff00 221:fec0 222:fe80
// + 223:fe40 224:fe00 225:fd80 226:fd00 227:fc80 228:fc00 229:fb00 230:fa00 231:f900 232:f800 233:f600 234:f400
// + 235:f200 236:f000 237:ec00 238:e800 239:e400 240:e000 241:d800 242:d000 243:c800 244:c000 245:b000 246:a000
// + 247:9000 248:8000 249:8000 250:8000 251:8000 252:8000
// @data a_i16_unsigned f8E5M2 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17
// + 18 19 1a 1b 1c 1d 1e 1f 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f
// + 30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// + 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f
// + 60 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72 73 74 75 76 77
// + 78 79 7a 7b 80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f 90 91 92 93
// + 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 aa ab
// + ac ad ae af b0 b1 b2 b3 b4 b5 b6 b7 b8 b9 ba bb 00 01 02 03 04 05 06 07
// + 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f
// + 20 21 22 23 24 25 26 27 28 29 2a 2b 2c 2d 2e 2f 30 31 32 33 34 35 36 37
// + 38 39 3a 3b 3c 3d 3e 3f 40 41 42 43 44 45 46 47
// @data r_i16_unsigned i16 from r_i16_signed_sat 120:8000 121:a000 122:c000 123:e000 124:0000 188:0000 189:0000 190:0000 191:0000 192:0000 193:0000 194:0000
// + 195:0000 196:0000 197:0000 198:0000 199:0000 200:0000 201:0000 202:0000 203:0000 204:0000 205:0000 206:0000
// + 207:0000 208:0000 209:0000 210:0000 211:0000 212:0000 213:0000 214:0000 215:0000 216:0000 217:0000 218:0000
// + 219:0000 220:0000 221:0000 222:0000 223:0000 224:0000 225:0000 226:0000 227:0000 228:0000 229:0000 230:0000
// + 231:0000 232:0000 233:0000 234:0000 235:0000 236:0000 237:0000 238:0000 239:0000 240:0000 241:0000 242:0000
// + 243:0000 244:0001 245:0001 246:0001 247:0001 248:0002 249:0002 250:0003 251:0003 252:0004 253:0005 254:0006
// + 255:0007
// @data r_i16_unsigned_sat i16 from r_i16_unsigned 124:ffff 244:0000 245:0000 246:0000 247:0000 248:0000 249:0000 250:0000 251:0000 252:0000 253:0000 254:0000
// + 255:0000
// @data a_i32_signed f8E5M2 from a_i16_unsigned 184:bc 185:bd 186:be 187:bf 188:c0 189:c1 190:c2 191:c3 192:c4 193:c5 194:c6 195:c7
// + 196:c8 197:c9 198:ca 199:cb 200:cc 201:cd 202:ce 203:cf 204:d0 205:d1 206:d2 207:d3
// + 208:d4 209:d5 210:d6 211:d7 212:d8 213:d9 214:da 215:db 216:dc 217:dd 218:de 219:df
// + 220:e0 221:e1 222:e2 223:e3 224:e4 225:e5 226:e6 227:e7 228:e8 229:e9 230:ea 231:eb
// + 232:ec 233:ed 234:ee 235:ef 236:f0 237:f1 238:f2 239:f3 240:f4 241:f5 242:f6 243:f7
// + 244:f8 245:f9 246:fa 247:fb 248:00 249:01 250:02 251:03 252:04 253:05 254:06 255:07
// @data r_i32_signed i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001 00000001 00000001
// + 00000002 00000002 00000003 00000003 00000004 00000005 00000006 00000007 00000008 0000000a 0000000c 0000000e 00000010 00000014 00000018 0000001c
// + 00000020 00000028 00000030 00000038 00000040 00000050 00000060 00000070 00000080 000000a0 000000c0 000000e0 00000100 00000140 00000180 000001c0
// + 00000200 00000280 00000300 00000380 00000400 00000500 00000600 00000700 00000800 00000a00 00000c00 00000e00 00001000 00001400 00001800 00001c00
// + 00002000 00002800 00003000 00003800 00004000 00005000 00006000 00007000 00008000 0000a000 0000c000 0000e000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 ffffffff ffffffff ffffffff ffffffff fffffffe fffffffe fffffffd fffffffd
// + fffffffc fffffffb fffffffa fffffff9 fffffff8 fffffff6 fffffff4 fffffff2 fffffff0 ffffffec ffffffe8 ffffffe4 ffffffe0 ffffffd8 ffffffd0 ffffffc8
// + ffffffc0 ffffffb0 ffffffa0 ffffff90 ffffff80 ffffff60 ffffff40 ffffff20 ffffff00 fffffec0 fffffe80 fffffe40 fffffe00 fffffd80 fffffd00 fffffc80
// + fffffc00 fffffb00 fffffa00 fffff900 fffff800 fffff600 fffff400 fffff200 fffff000 ffffec00 ffffe800 ffffe400 ffffe000 ffffd800 ffffd000 ffffc800
// + ffffc000 ffffb000 ffffa000 ffff9000 ffff8000 ffff6000 ffff4000 ffff2000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data r_i32_signed_sat i32 from r_i32_signed 124:7fffffff 184:00000000 185:00000000 186:00000000 187:00000000 188:ffffffff 189:ffffffff 190:ffffffff 191:ffffffff 192:fffffffe 193:fffffffe 194:fffffffd
// + 195:fffffffd 196:fffffffc 197:fffffffb 198:fffffffa 199:fffffff9 200:fffffff8 201:fffffff6 202:fffffff4 203:fffffff2 204:fffffff0 205:ffffffec 206:ffffffe8
// + 207:ffffffe4 208:ffffffe0 209:ffffffd8 210:ffffffd0 211:ffffffc8 212:ffffffc0 213:ffffffb0 214:ffffffa0 215:ffffff90 216:ffffff80 217:ffffff60 218:ffffff40
// + 219:ffffff20 220:ffffff00 221:fffffec0 222:fffffe80 223:fffffe40 224:fffffe00 225:fffffd80 226:fffffd00 227:fffffc80 228:fffffc00 229:fffffb00 230:fffffa00
// + 231:fffff900 232:fffff800 233:fffff600 234:fffff400 235:fffff200 236:fffff000 237:ffffec00 238:ffffe800 239:ffffe400 240:ffffe000 241:ffffd800 242:ffffd000
// + 243:ffffc800 244:ffffc000 245:ffffb000 246:ffffa000 247:ffff9000 248:ffff8000 249:ffff6000 250:ffff4000 251:ffff2000 252:80000000
// @data a_i32_unsigned f8E5M2 from a_i16_unsigned
// @data r_i32_unsigned i32 from r_i32_signed_sat 124:00000000 188:00000000 189:00000000 190:00000000 191:00000000 192:00000000 193:00000000 194:00000000 195:00000000 196:00000000 197:00000000 198:00000000
// + 199:00000000 200:00000000 201:00000000 202:00000000 203:00000000 204:00000000 205:00000000 206:00000000 207:00000000 208:00000000 209:00000000 210:00000000
// + 211:00000000 212:00000000 213:00000000 214:00000000 215:00000000 216:00000000 217:00000000 218:00000000 219:00000000 220:00000000 221:00000000 222:00000000
// + 223:00000000 224:00000000 225:00000000 226:00000000 227:00000000 228:00000000 229:00000000 230:00000000 231:00000000 232:00000000 233:00000000 234:00000000
// + 235:00000000 236:00000000 237:00000000 238:00000000 239:00000000 240:00000000 241:00000000 242:00000000 243:00000000 244:00000001 245:00000001 246:00000001
// + 247:00000001 248:00000002 249:00000002 250:00000003 251:00000003 252:00000004 253:00000005 254:00000006 255:00000007
// @data r_i32_unsigned_sat i32 from r_i32_unsigned 124:ffffffff 244:00000000 245:00000000 246:00000000 247:00000000 248:00000000 249:00000000 250:00000000 251:00000000 252:00000000 253:00000000 254:00000000
// + 255:00000000
// @data a_i64_signed f8E5M2 from a_i32_signed
// @data r_i64_signed i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000001 0000000000000001 0000000000000001 0000000000000001
// + 0000000000000002 0000000000000002 0000000000000003 0000000000000003 0000000000000004 0000000000000005 0000000000000006 0000000000000007
// + 0000000000000008 000000000000000a 000000000000000c 000000000000000e 0000000000000010 0000000000000014 0000000000000018 000000000000001c
// + 0000000000000020 0000000000000028 0000000000000030 0000000000000038 0000000000000040 0000000000000050 0000000000000060 0000000000000070
// + 0000000000000080 00000000000000a0 00000000000000c0 00000000000000e0 0000000000000100 0000000000000140 0000000000000180 00000000000001c0
// + 0000000000000200 0000000000000280 0000000000000300 0000000000000380 0000000000000400 0000000000000500 0000000000000600 0000000000000700
// + 0000000000000800 0000000000000a00 0000000000000c00 0000000000000e00 0000000000001000 0000000000001400 0000000000001800 0000000000001c00
// + 0000000000002000 0000000000002800 0000000000003000 0000000000003800 0000000000004000 0000000000005000 0000000000006000 0000000000007000
// + 0000000000008000 000000000000a000 000000000000c000 000000000000e000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff fffffffffffffffe fffffffffffffffe fffffffffffffffd fffffffffffffffd
// + fffffffffffffffc fffffffffffffffb fffffffffffffffa fffffffffffffff9 fffffffffffffff8 fffffffffffffff6 fffffffffffffff4 fffffffffffffff2
// + fffffffffffffff0 ffffffffffffffec ffffffffffffffe8 ffffffffffffffe4 ffffffffffffffe0 ffffffffffffffd8 ffffffffffffffd0 ffffffffffffffc8
// + ffffffffffffffc0 ffffffffffffffb0 ffffffffffffffa0 ffffffffffffff90 ffffffffffffff80 ffffffffffffff60 ffffffffffffff40 ffffffffffffff20
// + ffffffffffffff00 fffffffffffffec0 fffffffffffffe80 fffffffffffffe40 fffffffffffffe00 fffffffffffffd80 fffffffffffffd00 fffffffffffffc80
// + fffffffffffffc00 fffffffffffffb00 fffffffffffffa00 fffffffffffff900 fffffffffffff800 fffffffffffff600 fffffffffffff400 fffffffffffff200
// + fffffffffffff000 ffffffffffffec00 ffffffffffffe800 ffffffffffffe400 ffffffffffffe000 ffffffffffffd800 ffffffffffffd000 ffffffffffffc800
// + ffffffffffffc000 ffffffffffffb000 ffffffffffffa000 ffffffffffff9000 ffffffffffff8000 ffffffffffff6000 ffffffffffff4000 ffffffffffff2000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// @data r_i64_signed_sat i64 from r_i64_signed 124:7fffffffffffffff 184:0000000000000000 185:0000000000000000 186:0000000000000000 187:0000000000000000 188:ffffffffffffffff 189:ffffffffffffffff 190:ffffffffffffffff 191:ffffffffffffffff 192:fffffffffffffffe 193:fffffffffffffffe 194:fffffffffffffffd
// + 195:fffffffffffffffd 196:fffffffffffffffc 197:fffffffffffffffb 198:fffffffffffffffa 199:fffffffffffffff9 200:fffffffffffffff8 201:fffffffffffffff6 202:fffffffffffffff4 203:fffffffffffffff2 204:fffffffffffffff0 205:ffffffffffffffec 206:ffffffffffffffe8
// + 207:ffffffffffffffe4 208:ffffffffffffffe0 209:ffffffffffffffd8 210:ffffffffffffffd0 211:ffffffffffffffc8 212:ffffffffffffffc0 213:ffffffffffffffb0 214:ffffffffffffffa0 215:ffffffffffffff90 216:ffffffffffffff80 217:ffffffffffffff60 218:ffffffffffffff40
// + 219:ffffffffffffff20 220:ffffffffffffff00 221:fffffffffffffec0 222:fffffffffffffe80 223:fffffffffffffe40 224:fffffffffffffe00 225:fffffffffffffd80 226:fffffffffffffd00 227:fffffffffffffc80 228:fffffffffffffc00 229:fffffffffffffb00 230:fffffffffffffa00
// + 231:fffffffffffff900 232:fffffffffffff800 233:fffffffffffff600 234:fffffffffffff400 235:fffffffffffff200 236:fffffffffffff000 237:ffffffffffffec00 238:ffffffffffffe800 239:ffffffffffffe400 240:ffffffffffffe000 241:ffffffffffffd800 242:ffffffffffffd000
// + 243:ffffffffffffc800 244:ffffffffffffc000 245:ffffffffffffb000 246:ffffffffffffa000 247:ffffffffffff9000 248:ffffffffffff8000 249:ffffffffffff6000 250:ffffffffffff4000 251:ffffffffffff2000 252:8000000000000000
// @data a_i64_unsigned f8E5M2 from a_i16_unsigned
// @data r_i64_unsigned i64 from r_i64_signed_sat 124:0000000000000000 188:0000000000000000 189:0000000000000000 190:0000000000000000 191:0000000000000000 192:0000000000000000 193:0000000000000000 194:0000000000000000 195:0000000000000000 196:0000000000000000 197:0000000000000000 198:0000000000000000
// + 199:0000000000000000 200:0000000000000000 201:0000000000000000 202:0000000000000000 203:0000000000000000 204:0000000000000000 205:0000000000000000 206:0000000000000000 207:0000000000000000 208:0000000000000000 209:0000000000000000 210:0000000000000000
// + 211:0000000000000000 212:0000000000000000 213:0000000000000000 214:0000000000000000 215:0000000000000000 216:0000000000000000 217:0000000000000000 218:0000000000000000 219:0000000000000000 220:0000000000000000 221:0000000000000000 222:0000000000000000
// + 223:0000000000000000 224:0000000000000000 225:0000000000000000 226:0000000000000000 227:0000000000000000 228:0000000000000000 229:0000000000000000 230:0000000000000000 231:0000000000000000 232:0000000000000000 233:0000000000000000 234:0000000000000000
// + 235:0000000000000000 236:0000000000000000 237:0000000000000000 238:0000000000000000 239:0000000000000000 240:0000000000000000 241:0000000000000000 242:0000000000000000 243:0000000000000000 244:0000000000000001 245:0000000000000001 246:0000000000000001
// + 247:0000000000000001 248:0000000000000002 249:0000000000000002 250:0000000000000003 251:0000000000000003 252:0000000000000004 253:0000000000000005 254:0000000000000006 255:0000000000000007
// @data r_i64_unsigned_sat i64 from r_i64_unsigned 124:ffffffffffffffff 244:0000000000000000 245:0000000000000000 246:0000000000000000 247:0000000000000000 248:0000000000000000 249:0000000000000000 250:0000000000000000 251:0000000000000000 252:0000000000000000 253:0000000000000000 254:0000000000000000
// + 255:0000000000000000
// @run i1_signed entry=i1_signed grid=1
// @arg buf f8E5M2 a_i1_signed
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed prov=exact
// @run i1_signed_sat entry=i1_signed_sat grid=1
// @arg buf f8E5M2 a_i1_signed_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed_sat prov=exact
// @run i1_unsigned entry=i1_unsigned grid=1
// @arg buf f8E5M2 a_i1_unsigned
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned prov=exact
// @run i1_unsigned_sat entry=i1_unsigned_sat grid=1
// @arg buf f8E5M2 a_i1_unsigned_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned_sat prov=exact
// @run i8_signed entry=i8_signed grid=1
// @arg buf f8E5M2 a_i8_signed
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed prov=exact
// @run i8_signed_sat entry=i8_signed_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed_sat prov=exact
// @run i8_unsigned entry=i8_unsigned grid=1
// @arg buf f8E5M2 a_i8_unsigned
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned prov=exact
// @run i8_unsigned_sat entry=i8_unsigned_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned_sat prov=exact
// @run i16_signed entry=i16_signed grid=1
// @arg buf f8E5M2 a_i16_signed
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed prov=exact
// @run i16_signed_sat entry=i16_signed_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed_sat prov=exact
// @run i16_unsigned entry=i16_unsigned grid=1
// @arg buf f8E5M2 a_i16_unsigned
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned prov=exact
// @run i16_unsigned_sat entry=i16_unsigned_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned_sat prov=exact
// @run i32_signed entry=i32_signed grid=1
// @arg buf f8E5M2 a_i32_signed
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed prov=exact
// @run i32_signed_sat entry=i32_signed_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed_sat prov=exact
// @run i32_unsigned entry=i32_unsigned grid=1
// @arg buf f8E5M2 a_i32_unsigned
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned prov=exact
// @run i32_unsigned_sat entry=i32_unsigned_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned_sat prov=exact
// @run i64_signed entry=i64_signed grid=1
// @arg buf f8E5M2 a_i64_signed
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed prov=exact
// @run i64_signed_sat entry=i64_signed_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed_sat prov=exact
// @run i64_unsigned entry=i64_unsigned grid=1
// @arg buf f8E5M2 a_i64_unsigned
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned prov=exact
// @run i64_unsigned_sat entry=i64_unsigned_sat grid=1
// @arg buf f8E5M2 a
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned_sat prov=exact
cuda_tile.module @conformance {
  entry @i1_signed(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %r = ftoi %x0 signed : tile<4xf8E5M2> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_signed_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %r = ftoi %x0 signed saturating : tile<4xf8E5M2> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %r = ftoi %x0 unsigned : tile<4xf8E5M2> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %r = ftoi %x0 unsigned saturating : tile<4xf8E5M2> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed : tile<256xf8E5M2> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E5M2> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned : tile<256xf8E5M2> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E5M2> -> tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed : tile<256xf8E5M2> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E5M2> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned : tile<256xf8E5M2> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E5M2> -> tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed : tile<256xf8E5M2> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E5M2> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned : tile<256xf8E5M2> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E5M2> -> tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed : tile<256xf8E5M2> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 signed saturating : tile<256xf8E5M2> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned : tile<256xf8E5M2> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned_sat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %r = ftoi %x0 unsigned saturating : tile<256xf8E5M2> -> tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
