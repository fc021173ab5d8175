// @conformance 1
// @tier ci
// @family float-arith
// fma on f32 (one rounding of a*b+c) in every IEEE rounding mode, with and without flush_to_zero.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000
// @data b f32 from a
// @data c f32 00000000 00000000 8361b482 33800000 7fc00000 7fc00005 2c7c16be 33800000 007fffff 00000000 7a26eff8 33800000 00800001 80000000 4e09d4d2 33800000
// + 3f800000 00000000 1c9d615b 33800000 40000000 80000000 0acf1d30 33800000 80000000 80000000 70a87345 33800000 ffc00005 7fc00005 621e9025 33800000
// + 80000001 80000000 8f549a48 33800000 7f7fffff 00000000 b683fffd 33800000 bf800000 80000000 909a9a91 33800000 3fc00000 00000000 8069aa6c 33800000
// + 7f800000 ffc00000 5921cbba 33800000 7f800001 7fc00005 289a27cf 33800000 00800000 7f800000 6c8eaeb4 33800000 ff7fffff ff800000 3f4cea63 33800000
// + 3f800001 7f800000 f3e20e3b 33800000 40400000 ff800000 fa4def49 33800000 ff800000 ffc00000 b1d2da00 33800000 00000001 7fc00005 63c824f3 33800000
// + 80800000 ff800000 6a27e9cc 33800000 7f000000 7f800000 876004af 33800000 3f7fffff ff800000 c85157a0 33800000 33800000 7f800000 4ebb4f3a 33800000
// + 7fc00000 ffc00000 0f11bb96 33800000 007fffff ffc00000 b7a9b01a 33800000 00800001 ffc00000 2228e856 33800000 3f800000 ffc00000 50ac22d2 33800000
// + 40000000 ffc00000 dd190ad6 33800000 33800001 ffc00000 bc9a54d2 33800000 ffc00005 7fc00005 041f07fd 33800000 80000001 7fc00005 eafeab93 33800000
// + 7f7fffff 7fc00005 d490e2b7 33800000 bf800000 7fc00005 f09873e3 33800000 3fc00000 7fc00005 ea8a764f 33800000 337fffff 7fc00005 aa3918ae 33800000
// + 7f800001 ffc00001 d0c49159 33800000 00800000 ffc00001 5e9bdfc1 33800000 ff7fffff ffc00001 104aacb1 33800000 3f800001 ffc00001 e571b109 33800000
// + 40400000 ffc00001 8dd301f8 33800000 33ffffff ffc00001 142016b9 33800000 00000001 00000000 966dde72 33800000 80800000 7fc00005 8948375d 33800000
// + 7f000000 00000000 fbf93850 33800000 3f7fffff b4ffffff c4752d9a 33800000 33800000 00000001 b8e19ba2 33800000 3f000000 80000002 a6479805 33800000
// + 007fffff 00000000 fe26aecb 33800000 00800001 7fc00005 6d3a0910 33800000 3f800000 00000000 0d1447e1 33800000 40000000 c07ffffd 5d12c68f 33800000
// + 33800001 007fffff afb7f21a 33800000 017fffff 80bffffe efca3b96 33800000 80000001 80000000 6132e8d2 33800000 7f7fffff 7fc00005 a17a286e 33800000
// + bf800000 80000000 5983ef9a 33800000 3fc00000 34ffffff 556cae50 33800000 337fffff 80000001 59f04482 33800000 00400000 00000002 eb716066 33800000
// + 00800000 00000000 504224f8 33800000 ff7fffff 7fc00005 fb023dd4 33800000 3f800001 00000000 778466d6 33800000 40400000 c07fffff 3d14efd7 33800000
// + 33ffffff 00800000 a0bc19ee 33800000 7effffff 80c00000 c1a77ac4 33800000 80800000 80000000 9c0a956f 33800000 7f000000 7fc00005 6df072a2 33800000
// + 3f7fffff 80000000 d2fb70af 33800000 33800000 407fffff 704ba7e2 33800000 3f000000 80800000 50493b68 33800000 3fffffff 00c00000 4b6f49c5 33800000
// + 00800001 00000000 c8b51f96 33800000 3f800000 7fc00005 1f95a522 33800000 40000000 00000000 bff3884f 33800000 33800001 c0800000 ca1bc830 33800000
// + 017fffff 00800001 9dcbeae0 33800000 00000000 80c00002 072c7eb1 33800000 7f7fffff 00000000 0d9d4580 33800000 bf800000 7fc00005 f9e8fe00 33800000
// + 3fc00000 34ffffff 4f482493 33800000 337fffff ff800000 3af236e2 33800000 00400000 7f7fffff d63a6efe 33800000 80000000 ff800000 a8128278 33800000
// + ff7fffff 80000000 39bfc458 33800000 3f800001 7fc00005 3436d8b2 33800000 40400000 b4ffffff e9fe5651 33800000 33ffffff 7f800000 5e047603 33800000
// + 7effffff ff7fffff 8ffabf6a 33800000 7f800000 7f800000 76c40619 33800000 7f000000 00000000 67cfebb0 33800000 3f7fffff 7fc00005 f20dff20 33800000
// + 33800000 34800000 c63b873a 33800000 3f000000 ff800000 93eb3539 33800000 3fffffff 7f000000 24db7872 33800000 ff800000 ff400000 129d47d5 33800000
// + 3f800000 00000000 7f697ad4 33800000 40000000 7fc00005 37540b0d 33800000 33800001 00000001 04560a06 33800000 017fffff ff7fffff 539e76af 33800000
// + 00000000 3f800000 546746b1 33800000 7fc00000 bfc00000 2ebf1201 33800000 bf800000 80000000 2d222811 33800000 3fc00000 7fc00005 44d56de8 33800000
// + 337fffff 80000001 39105854 33800000 00400000 7f7fffff ea15e97f 33800000 80000000 bf800000 b9e1badc 33800000 ffc00005 3fc00000 cbbda00a 33800000
// + 3f800001 00000000 52401e13 33800000 40400000 7fc00005 1a5ba1ba 33800000 33ffffff 00000001 4fa3a4a3 33800000 7effffff ff800000 3fd19c72 33800000
// + 7f800000 3f800001 22836b50 33800000 7f800001 bfc00002 121b3ae3 33800000 3f7fffff 00000000 ca3e172a 33800000 33800000 7fc00005 7a6f2094 33800000
// + 3f000000 00000001 308fb3cd 33800000 3fffffff ff7ffffe 2638d1fa 33800000 ff800000 3f7fffff b9a9b973 33800000 00000001 bfbfffff 2cd1628d 33800000
// + 40000000 00000000 4eeaa688 33800000 33800001 7fc00005 d4a19b06 33800000 017fffff 00000002 dc6f74b7 33800000 00000000 ff800000 488b228c 33800000
// + 7fc00000 40000000 cf5fa072 33800000 007fffff c0400000 fe1e6905 33800000 3fc00000 00000000 b92b1a11 33800000 337fffff 7fc00005 255149f7 33800000
// + 00400000 00000002 87c6c83c 33800000 80000000 ff800000 24204bfe 33800000 ffc00005 3fc00000 f8296cbf 33800000 80000001 c0100000 2f35b3b7 33800000
// + 40400000 00000000 45131244 33800000 33ffffff 7fc00005 3ecdf9a9 33800000 7effffff 00000003 3f23cc0e 33800000 7f800000 ff800000 56e57c43 33800000
// + 7f800001 40400000 4d938405 33800000 00800000 c0900000 bf6b6999 33800000 33800000 00000000 0d46298a 33800000 3f000000 7fc00005 ded586c8 33800000
// + 3fffffff 00000000 5d5a3ec4 33800000 ff800000 f37fffff ed10306d 33800000 00000001 33800000 d43d27ab 33800000 80800000 b3c00000 02ba727a 33800000
// @data r_nearest_even f32 00000000 00000000 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 33800000 007fffff 00000000 7a26eff8 33800000 00800001 00000000 4e09d4d2 33800000
// + 3f800000 00000000 1c9d615b 33800000 40000000 00000000 0acf1d30 33800000 80000000 00000000 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 33800000
// + 80000001 00000000 8f549a48 33800000 7f7fffff 00000000 b683fffd 33800000 bf800000 00000000 909a9a91 33800000 3fc00000 00000000 8069aa6c 33800000
// + 7fffffff 7fffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f800000 7f800000 7fffffff 7f800000 ff800000 7f800000 7fffffff ff800000 7f800000
// + 7f800000 7fffffff 7f800000 7f800000 7f800000 7fffffff 7f800000 7f800000 7fffffff 7fffffff ff800000 7f800000 7fffffff 7fffffff 7fffffff ff800000
// + ff800000 7fffffff ff800000 7f800000 ff800000 7fffffff 7f800000 ff800000 ff800000 7fffffff ff800000 ff800000 ff800000 7fffffff ff800000 ff800000
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 00000001 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000
// + 7f000000 80000000 fbf93850 33800000 3f7fffff 00000000 c4752d9a 34a00000 33800000 00000000 b8e19ba2 33800000 3f000000 80000000 a6479805 33800000
// + 007fffff 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 3f800000 80000000 0d1447e1 33800000 40000000 29000000 5d12c68f 3ffffffe
// + 33800001 00000000 afb7f21a 33800000 01bfffff 00000000 efca3b96 33800000 80000001 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 33800000
// + bf800000 00000000 5983ef9a 33800000 3fc00000 00000000 556cae50 b4400000 337fffff 00000000 59f04482 33800000 003ffffe 00000000 eb716066 33800000
// + 00800000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 3f800001 80000000 778466d6 33800000 40400000 00000000 c07dac40 40000000
// + 33ffffff 00000000 a0bc19ee 33800000 7effffff 00000000 c1a77ac4 33800000 80800000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 33800000
// + 3f7fffff 00000000 d2fb70af 33800000 33800000 00000000 704ba7e2 c0000000 3f000000 00000000 50493b68 33800000 3fffffff 00000000 4b6f49c5 33800000
// + 00800001 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 40000000 80000000 bff3884f 33800000 33800001 347ffffe ca1bc840 40000001
// + 01a00000 00000000 9dcbeae0 33800000 01000001 80000000 072c8ab1 33800000 7f7fffff 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 35100000
// + 40afffff 00000000 4f482493 c07fffff 40800001 ff800000 ff800000 7f800000 7f7fffff 00000000 7f800000 7f7ffffe 7f800000 ff800000 7f800000 737fffff
// + ff7fffff 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff b4dfffff bf7ffff4 00000000 e9fe5651 407fffff c0800000 7f800000 7f800000 ff800000
// + feffffff 00000000 ff800000 ff7ffffe 7f800000 7f800000 ff800000 f37fffff 7f000000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 34a00000
// + 3ffffffe 00000000 c63b7f3a c0000000 40200001 ff800000 ff800000 7f800000 7f000000 00000000 7f000001 7effffff ff800000 00000000 7f800000 73000000
// + 3f800000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 33800001 00000000 04570a06 33800000 01a00000 00000000 ff7fffff 7f000000
// + 3f800000 00000000 546746b1 3f800000 7fffffff 00000000 40400000 34000000 bf800000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 33800000
// + 337fffff 00000000 39105854 33800000 80400001 00000000 7f7fffff ff000000 bf800000 00000000 bf800e1d bf7ffffe 7fffffff 00000000 cbbda00c 00000000
// + 3f800001 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 33ffffff 80000000 4fa3a4a3 33800000 7effffff ff800000 ff800000 7f000001
// + 7f800000 00000000 3f800002 3f800001 7fffffff b3800000 40400002 34000000 3f7fffff 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000
// + 3f000000 00000000 308fb3cd 33800000 3fffffff 67800000 ff7ffffe 7effffff ff800000 00000000 3f7feaca 3f7fffff 3fffffff 33000000 403fffff 34000000
// + 40000000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 01bfffff 00000000 dc6f74b7 33800000 01000001 ff800000 ff800000 7f800000
// + 7fffffff 00000000 cf5fa072 40000000 40800000 00000000 fe1e6905 34400000 3fc00000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000
// + 00fffffe 00000000 87c6c53c 33800000 00c00002 ff800000 ff800000 7f400000 7fffffff 00000000 f8296cbf 3fc00000 40400000 00000000 40900000 34200000
// + 40400000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 7effffff 00000000 3f23cc0e 33800000 7f800000 ff800000 ff800000 7f800000
// + 7fffffff 00000000 4d938405 40400000 40c00000 00000000 41014966 34800000 33800000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000
// + 3fffffff 80000000 5d5a3ec4 33800000 ff800000 00000000 f3800481 73000000 33800000 00000000 d43d27ab 34000000 34000000 00000000 34400000 33800000
// @data r_nearest_even_ftz f32 from r_nearest_even 8:00000000 32:80000000 46:80000000 55:7fffffff 56:7fffffff 79:7fffffff 80:7fffffff 168:00000000 170:7fffffff 171:7fffffff 177:00000000 181:b4ffffff
// + 183:33800000 189:00000000 192:00000000 194:7fffffff 195:7fffffff 201:00000000 205:c07ffffd 207:33800000 212:017fffff 213:80bffffe 216:80000000 218:7fffffff
// + 219:7fffffff 229:34ffffff 231:33800000 236:00000000 249:00000000 297:00000000 319:33800000 320:3fc00000 321:34ffffff 343:33800000 344:40400000 345:b4ffffff
// + 367:33800000 368:33800000 369:34800000 420:80800001 441:00000000 488:017fffff 512:00000000 561:00000000
// @data r_zero f32 from r_nearest_even 178:fbf9384f 179:337fffff 186:b8e19ba1 190:a6479804 203:337fffff 206:5d12c68e 210:afb7f219 214:efca3b95 223:337fffff 226:5983ef99 228:3fbfffff 232:337ffffe
// + 234:59f04481 235:337fffff 239:337fffff 251:337fffff 254:c07dac3f 258:a0bc19ed 262:c1a77ac3 271:337fffff 272:3f7ffffe 276:337fffff 279:bfffffff 280:3effffff
// + 282:50493b67 283:337fffff 284:3ffffffe 286:4b6f49c4 287:337fffff 298:bff3884e 299:337fffff 304:019fffff 306:9dcbeadf 319:350fffff 320:40affffe 323:c07ffffe
// + 324:40800000 326:ff7fffff 327:7f7fffff 330:7f7fffff 332:7f7fffff 334:7f7fffff 350:7f7fffff 351:ff7fffff 354:ff7fffff 358:ff7fffff 359:f37ffffe 371:bfffffff
// + 374:ff7fffff 375:7f7fffff 382:7f7fffff 395:337fffff 396:019fffff 398:ff7ffffe 415:337fffff 416:337ffffe 418:39105853 422:7f7ffffe 423:feffffff 426:bf800e1c
// + 430:cbbda00b 443:337fffff 446:ff7fffff 451:3f800000 454:40400001 467:337fffff 474:3f7feac9 479:33ffffff 490:dc6f74b6 491:337fffff 494:ff7fffff 495:7f7fffff
// + 498:cf5fa071 499:3fffffff 502:fe1e6904 515:337fffff 516:00c00001 518:ff7fffff 522:f8296cbe 523:3fbfffff 524:403fffff 539:337fffff 542:ff7fffff 543:7f7fffff
// + 547:403fffff 563:337fffff 570:d43d27aa 571:33ffffff 572:33ffffff
// @data r_zero_ftz f32 from r_zero 8:00000000 32:80000000 46:80000000 55:7fffffff 56:7fffffff 79:7fffffff 80:7fffffff 168:00000000 170:7fffffff 171:7fffffff 177:00000000 178:fbf93850
// + 179:33800000 181:b4ffffff 183:33800000 186:b8e19ba2 189:00000000 190:a6479805 192:00000000 194:7fffffff 195:7fffffff 201:00000000 203:33800000 205:c07ffffd
// + 206:5d12c68f 207:33800000 210:afb7f21a 212:017fffff 213:80bffffe 214:efca3b96 216:80000000 218:7fffffff 219:7fffffff 223:33800000 226:5983ef9a 228:3fc00000
// + 229:34ffffff 231:33800000 232:337fffff 234:59f04482 235:33800000 236:00000000 239:33800000 249:00000000 271:33800000 272:3f7fffff 297:00000000 319:33800000
// + 320:3fc00000 321:34ffffff 343:33800000 344:40400000 345:b4ffffff 367:33800000 368:33800000 369:34800000 415:33800000 416:337fffff 420:80800001 441:00000000
// + 488:017fffff 512:00000000 524:40400000 561:00000000
// @data r_negative_inf f32 from r_zero 1:80000000 9:80000000 13:80000000 17:80000000 21:80000000 25:80000000 33:80000000 37:80000000 41:80000000 45:80000000 169:80000000 177:80000001
// + 178:fbf93850 181:80000000 182:c4752d9b 185:80000000 186:b8e19ba2 189:80000001 190:a6479805 193:80000000 201:80000001 209:80000000 210:afb7f21a 214:efca3b96
// + 217:80000000 224:bf800001 229:80000000 233:80000000 238:eb716067 241:80000000 249:80000001 253:80000000 254:c07dac40 257:80000000 258:a0bc19ee 261:80000000
// + 262:c1a77ac4 265:80000000 274:d2fb70b0 277:80000000 279:c0000000 281:80000000 285:80000000 289:80000000 297:80000001 298:bff3884f 302:ca1bc841 305:80000000
// + 306:9dcbeae0 309:80000001 313:80000000 321:80000000 323:c07fffff 326:ff800000 329:80000000 337:80000000 344:bf7ffff5 345:80000000 346:e9fe5652 348:c0800001
// + 351:ff800000 353:80000000 354:ff800000 355:ff7fffff 358:ff800000 359:f37fffff 361:80000000 369:80000000 371:c0000000 374:ff800000 377:80000000 381:80000000
// + 385:80000000 393:80000000 397:80000000 398:ff7fffff 401:80000000 405:80000000 409:80000000 417:80000000 421:80000000 423:ff000000 425:80000000 426:bf800e1d
// + 429:80000000 430:cbbda00c 431:80000000 433:80000000 441:80000001 446:ff800000 449:80000000 457:80000000 470:ff7fffff 473:80000000 481:80000000 489:80000000
// + 490:dc6f74b7 494:ff800000 497:80000000 498:cf5fa072 501:80000000 502:fe1e6905 505:80000000 518:ff800000 521:80000000 522:f8296cbf 525:80000000 529:80000000
// + 537:80000000 542:ff800000 545:80000000 549:80000000 553:80000000 561:80000001 565:80000000 566:f3800482 569:80000000 570:d43d27ab 573:80000000
// @data r_negative_inf_ftz f32 from r_negative_inf 8:00000000 32:80000000 46:80000000 55:7fffffff 56:7fffffff 79:7fffffff 80:7fffffff 168:00000000 170:7fffffff 171:7fffffff 177:80000000 179:33800000
// + 181:b4ffffff 182:c4752d9a 183:33800000 189:80000000 192:00000000 194:7fffffff 195:7fffffff 201:80000000 203:33800000 205:c07ffffd 206:5d12c68f 207:33800000
// + 212:017fffff 213:80bffffe 216:80000000 218:7fffffff 219:7fffffff 223:33800000 224:bf800000 225:80000000 226:5983ef9a 228:3fc00000 229:34ffffff 231:33800000
// + 232:337fffff 234:59f04482 235:33800000 236:80000000 237:80000000 238:eb716066 239:33800000 249:80000000 271:33800000 272:3f7fffff 273:80000000 297:80000000
// + 309:80000000 319:33800000 320:3fc00000 321:34ffffff 343:33800000 344:40400000 345:b4ffffff 367:33800000 368:33800000 369:34800000 415:33800000 416:337fffff
// + 420:80800001 441:80000000 465:80000000 488:017fffff 512:00000000 513:80000000 524:40400000 561:80000000
// @data r_positive_inf f32 from r_nearest_even 175:33800001 176:7f000001 178:fbf9384f 180:3f800000 184:33800001 186:b8e19ba1 187:33800001 188:3f000001 190:a6479804 191:33800001 199:33800001 200:3f800001
// + 202:0d1447e2 204:40000001 207:3fffffff 208:33800002 210:afb7f219 211:33800001 213:00000001 214:efca3b95 215:33800001 225:00000001 227:33800001 230:556cae51
// + 237:00000001 247:33800001 248:3f800002 250:778466d7 252:40400001 254:c07dac3f 255:40000001 256:34000000 258:a0bc19ed 259:33800001 260:7f000000 262:c1a77ac3
// + 263:33800001 273:00000001 275:33800001 278:704ba7e3 279:bfffffff 295:33800001 296:40000001 298:bff3884e 300:33800002 303:40000002 306:9dcbeadf 307:33800001
// + 310:072c8ab2 311:33800001 322:4f482494 323:c07ffffe 326:ff7fffff 328:7f800000 331:7f7fffff 335:73800000 347:40800000 351:ff7fffff 354:ff7fffff 358:ff7fffff
// + 359:f37ffffe 368:3fffffff 371:bfffffff 374:ff7fffff 376:7f000001 378:7f000002 379:7f000000 383:73000001 391:33800001 392:33800002 398:ff7ffffe 399:7f000001
// + 402:546746b2 406:40400001 419:33800001 423:feffffff 426:bf800e1c 430:cbbda00b 439:33800001 440:34000000 442:4fa3a4a4 444:7f000000 446:ff7fffff 447:7f000002
// + 450:3f800003 455:34000001 463:33800001 464:3f000001 465:00000001 466:308fb3ce 468:40000000 471:7f000000 475:3f800000 476:40000000 478:40400000 487:33800001
// + 490:dc6f74b6 494:ff7fffff 498:cf5fa071 500:40800001 502:fe1e6904 511:33800001 512:00ffffff 513:00000001 518:ff7fffff 519:7f400001 522:f8296cbe 526:40900001
// + 535:33800001 536:7f000000 538:3f23cc0f 542:ff7fffff 546:4d938406 548:40c00001 550:41014967 559:33800001 560:40000000 562:5d5a3ec5 567:73000001 568:33800001
// + 570:d43d27aa 574:34400001 575:33800001
// @data r_positive_inf_ftz f32 from r_nearest_even_ftz 250:778466d7 252:40400001 254:c07dac3f 255:40000001 256:34000000 258:a0bc19ed 259:33800001 260:7f000000 262:c1a77ac3 263:33800001 275:33800001 278:704ba7e3
// + 279:bfffffff 298:bff3884e 300:33800002 303:40000002 306:9dcbeadf 307:33800001 310:072c8ab2 311:33800001 322:4f482494 323:c07ffffe 326:ff7fffff 331:7f7fffff
// + 335:73800000 347:40800000 351:ff7fffff 354:ff7fffff 358:ff7fffff 359:f37ffffe 371:bfffffff 374:ff7fffff 376:7f000001 378:7f000002 379:7f000000 383:73000001
// + 398:ff7ffffe 399:7f000001 402:546746b2 406:40400001 419:33800001 423:feffffff 426:bf800e1c 430:cbbda00b 442:4fa3a4a4 444:7f000000 446:ff7fffff 447:7f000002
// + 450:3f800003 455:34000001 466:308fb3ce 468:40000000 471:7f000000 475:3f800000 478:40400000 490:dc6f74b6 494:ff7fffff 498:cf5fa071 502:fe1e6904 518:ff7fffff
// + 519:7f400001 522:f8296cbe 526:40900001 538:3f23cc0f 542:ff7fffff 546:4d938406 548:40c00001 550:41014967 562:5d5a3ec5 567:73000001 570:d43d27aa 574:34400001
// + 575:33800001
// @run nearest_even entry=fma_nearest_even grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=fma_nearest_even_ftz grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even_ftz prov=ftz
// @run zero entry=fma_zero grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=softfloat
// @run zero_ftz entry=fma_zero_ftz grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero_ftz prov=ftz
// @run negative_inf entry=fma_negative_inf grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=fma_negative_inf_ftz grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=fma_positive_inf grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=fma_positive_inf_ftz grid=9
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 c
// @arg buf f32 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 flush_to_zero : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 rounding<zero> flush_to_zero : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> flush_to_zero : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> flush_to_zero : tile<64xf32>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
