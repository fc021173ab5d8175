// @conformance 1
// @tier ci
// @family float-arith
// fma on bf16 (one rounding of a*b+c) in every IEEE rounding mode.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// @data b bf16 from a
// @data c bf16 0000 0000 1c88 3b80 7fc0 7fc5 5738 3b80 007f 0000 105b 3b80 0081 8000 0090 3b80 3f80 0000 9573 3b80 4000 8000 62d1 3b80
// + 8000 8000 9877 3b80 ffc5 7fc5 806a 3b80 8001 8000 af87 3b80 7f7f 0000 aa65 3b80 bf80 8000 94af 3b80 3fc0 0000 ad74 3b80
// + 7f80 ffc0 e82d 3b80 7f81 7fc5 4ea3 3b80 0080 7f80 965f 3b80 ff7f ff80 159e 3b80 3f81 7f80 2298 3b80 4040 ff80 a0a2 3b80
// + ff80 ffc0 e5f4 3b80 0001 7fc5 10fb 3b80 8080 ff80 985f 3b80 7f00 7f80 305e 3b80 3f7f ff80 cd7a 3b80 3b80 7f80 7031 3b80
// + 7fc0 ffc0 4244 3b80 007f ffc0 10ae 3b80 0081 ffc0 fc4e 3b80 3f80 ffc0 4aaa 3b80 4000 ffc0 4954 3b80 3b81 ffc0 b148 3b80
// + ffc5 7fc5 a7f5 3b80 8001 7fc5 9fa5 3b80 7f7f 7fc5 eec5 3b80 bf80 7fc5 11b0 3b80 3fc0 7fc5 e52a 3b80 3b7f 7fc5 f451 3b80
// + 7f81 ffc1 05d7 3b80 0080 ffc1 54a6 3b80 ff7f ffc1 38d0 3b80 3f81 ffc1 fe43 3b80 4040 ffc1 ee6e 3b80 3bff ffc1 da06 3b80
// + 0001 0000 a173 3b80 8080 7fc5 d8a9 3b80 7f00 0000 e757 3b80 3f7f bcff 6a55 3b80 3b80 0001 7b01 3b80 3f00 8002 65b3 3b80
// + 007f 0000 126c 3b80 0081 7fc5 3ce6 3b80 3f80 0000 162f 3b80 4000 c07d 44be 3b80 3b81 007f c2c2 3b80 017f 80be 8265 3b80
// + 8001 8000 2a40 3b80 7f7f 7fc5 2f5b 3b80 bf80 8000 108d 3b80 3fc0 3cff bee2 3b80 3b7f 8001 6e4e 3b80 0040 0002 75f4 3b80
// + 0080 0000 65de 3b80 ff7f 7fc5 d842 3b80 3f81 0000 b996 3b80 4040 c07f dc77 3b80 3bff 0080 c668 3b80 7eff 80c0 ccaa 3b80
// + 8080 8000 0c18 3b80 7f00 7fc5 c5f3 3b80 3f7f 8000 627b 3b80 3b80 407f 2b62 3b80 3f00 8080 e366 3b80 3fff 00c0 5a03 3b80
// + 0081 0000 f024 3b80 3f80 7fc5 bab3 3b80 4000 0000 34b8 3b80 3b81 c080 68f5 3b80 017f 0081 c47b 3b80 0000 80c2 0d07 3b80
// + 7f7f 0000 973d 3b80 bf80 7fc5 c4e5 3b80 3fc0 3cff dae5 3b80 3b7f ff80 7e51 3b80 0040 7f7f 937d 3b80 8000 ff80 4c72 3b80
// + ff7f 8000 28fb 3b80 3f81 7fc5 8580 3b80 4040 bcff dec6 3b80 3bff 7f80 c037 3b80 7eff ff7f ff7e 3b80 7f80 7f80 dd50 3b80
// + 7f00 0000 824e 3b80 3f7f 7fc5 414b 3b80 3b80 3c80 22bf 3b80 3f00 ff80 840b 3b80 3fff 7f00 510c 3b80 ff80 ff40 2728 3b80
// + 3f80 0000 08c0 3b80 4000 7fc5 6215 3b80 3b81 0001 6f2c 3b80 017f ff7f 7d7f 3b80 0000 3f80 284f 3b80 7fc0 bfc0 ebab 3b80
// + bf80 8000 d14b 3b80 3fc0 7fc5 d691 3b80 3b7f 8001 b3a7 3b80 0040 7f7f e41e 3b80 8000 bf80 fb7f 3b80 ffc5 3fc0 6a12 3b80
// + 3f81 0000 3d9f 3b80 4040 7fc5 fdf2 3b80 3bff 0001 3f8d 3b80 7eff ff80 6d10 3b80 7f80 3f81 a862 3b80 7f81 bfc2 ee42 3b80
// + 3f7f 0000 c2d5 3b80 3b80 7fc5 d6cf 3b80 3f00 0001 ef80 3b80 3fff ff7e 5a34 3b80 ff80 3f7f e988 3b80 0001 bfbf 7962 3b80
// + 4000 0000 0ba1 3b80 3b81 7fc5 0eb8 3b80 017f 0002 a828 3b80 0000 ff80 a734 3b80 7fc0 4000 a003 3b80 007f c040 dd53 3b80
// + 3fc0 0000 3734 3b80 3b7f 7fc5 9d0b 3b80 0040 0002 a902 3b80 8000 ff80 aca1 3b80 ffc5 3fc0 3be5 3b80 8001 c010 f135 3b80
// + 4040 0000 c7ce 3b80 3bff 7fc5 f783 3b80 7eff 0003 d94b 3b80 7f80 ff80 bc0a 3b80 7f81 4040 2eb9 3b80 0080 c090 3be3 3b80
// + 3b80 0000 46be 3b80 3f00 7fc5 2f29 3b80 3fff 0000 9356 3b80 ff80 fb7f b30d 3b80 0001 3b80 88e6 3b80 8080 bbc0 ab8c 3b80
// @data r_nearest_even bf16 0000 0000 7fff 7fff 7fff 7fff 7fff 3b80 007f 0000 105b 3b80 0081 0000 0090 3b80 3f80 0000 9573 3b80 4000 0000 62d1 3b80
// + 8000 0000 7fff 7fff 7fff 7fff 7fff 3b80 8001 0000 af87 3b80 7f7f 0000 aa65 3b80 bf80 0000 94af 3b80 3fc0 0000 ad74 3b80
// + 7fff 7fff 7f80 ff80 7fff 7fff 7fff 7f80 7f80 7fff 7f80 ff80 7f80 7fff ff80 7f80 7f80 7fff 7f80 7f80 7f80 7fff 7f80 7f80
// + 7fff 7fff ff80 7f80 7fff 7fff 7fff ff80 ff80 7fff ff80 7f80 ff80 7fff 7f80 ff80 ff80 7fff ff80 ff80 ff80 7fff ff80 ff80
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 0001 0000 7f80 ff80 7fff 7fff 7fff 3b80 7f00 8000 e757 3b80 3f7f 0000 6a55 3ca0 3b80 0000 7b01 3b80 3f00 8000 65b3 3b80
// + 007f 0000 7f80 ff80 7fff 7fff 7fff 3b80 3f80 8000 162f 3b80 4000 3900 44be 3ffe 3b81 0000 c2c2 3b80 01bf 0000 8235 3b80
// + 8001 0000 ff80 7f80 7fff 7fff 7fff 3b80 bf80 0000 108d 3b80 3fc0 0000 bed2 bc40 3b7f 0000 6e4e 3b80 003e 0000 75f4 3b80
// + 0080 0000 7f80 ff80 7fff 7fff 7fff 3b80 3f81 8000 b996 3b80 4040 0000 dc77 4000 3bff 0000 c668 3b80 7eff 0000 ccaa 3b80
// + 8080 0000 ff80 7f80 7fff 7fff 7fff 3b80 3f7f 0000 627b 3b80 3b80 0000 407f c000 3f00 0000 e366 3b80 3fff 0000 5a03 3b80
// + 0081 0000 7f80 ff80 7fff 7fff 7fff 3b80 4000 8000 34b8 3b80 3b81 3c7e 68f5 4001 01a0 0000 c47b 3b80 0101 8000 0d07 3b80
// + 7f7f 0000 7f80 ff80 7fff 7fff 7fff 3d10 40af 0000 dae5 c07f 4081 ff80 ff80 7f80 7f7f 0000 7f80 7f7e 7f80 ff80 7f80 7b7f
// + ff7f 0000 ff80 7f80 7fff 7fff 7fff bcdf bf74 0000 dec6 407f c080 7f80 7f80 ff80 feff 0000 ff80 ff7e 7f80 7f80 ff80 fb7f
// + 7f00 0000 7f80 ff80 7fff 7fff 7fff 3ca0 3ffe 0000 4000 c000 4021 ff80 ff80 7f80 7f00 0000 7f01 7eff ff80 0000 7f80 7b00
// + 3f80 0000 7f80 ff80 7fff 7fff 7fff 3b80 3b81 0000 6f2c 3b80 01a0 0000 ff6f 7f00 3f80 0000 3f81 3f80 7fff 0000 ebab 3c00
// + bf80 0000 ff80 7f80 7fff 7fff 7fff 3b80 3b7f 0000 b3a7 3b80 8041 0000 7f7f ff00 bf80 0000 fb7f bf7e 7fff 0000 6a12 0000
// + 3f81 0000 7f80 ff80 7fff 7fff 7fff 3b80 3bff 8000 3f8d 3b80 7eff ff80 ff80 7f01 7f80 0000 3f82 3f81 7fff bb80 ee42 3c00
// + 3f7f 0000 7f80 ff80 7fff 7fff 7fff 3b80 3f00 0000 ef80 3b80 3fff 7780 ff7e 7eff ff80 0000 e988 3f7f 3fff 3b00 7962 3c00
// + 4000 0000 7f80 ff80 7fff 7fff 7fff 3b80 01bf 0000 a828 3b80 0101 ff80 ff80 7f80 7fff 0000 4001 4000 4080 0000 dd53 3c40
// + 3fc0 0000 7f80 ff80 7fff 7fff 7fff 3b80 00fe 0000 a902 3b80 00c2 ff80 ff80 7f40 7fff 0000 3fc2 3fc0 4040 0000 f135 3c20
// + 4040 0000 7f80 ff80 7fff 7fff 7fff 3b80 7eff 0000 d94b 3b80 7f80 ff80 ff80 7f80 7fff 0000 4042 4040 40c0 0000 4110 3c80
// + 3b80 0000 7f80 ff80 7fff 7fff 7fff 3b80 3fff 8000 9356 3b80 ff80 0000 fb7f 7b00 3b80 0000 3b81 3c00 3c00 0000 3c40 3b80
// @data r_zero bf16 from r_nearest_even 178:e756 179:3b7f 182:6a54 203:3b7f 206:44bd 210:c2c1 223:3b7f 226:108c 228:3fbf 232:3b7e 234:6e4d 235:3b7f
// + 238:75f3 239:3b7f 250:b995 251:3b7f 258:c667 262:cca9 271:3b7f 272:3f7e 274:627a 276:3b7f 279:bfff 280:3eff
// + 283:3b7f 284:3ffe 286:5a02 287:3b7f 299:3b7f 302:68f4 304:019f 306:c47a 319:3d0f 320:40ae 322:dae4 323:c07e
// + 324:4080 326:ff7f 327:7f7f 330:7f7f 332:7f7f 334:7f7f 350:7f7f 351:ff7f 354:ff7f 358:ff7f 359:fb7e 371:bfff
// + 374:ff7f 375:7f7f 382:7f7f 395:3b7f 396:019f 406:ebaa 415:3b7f 416:3b7e 422:7f7e 423:feff 430:6a11 443:3b7f
// + 446:ff7f 451:3f80 454:ee41 466:ef7f 467:3b7f 474:e987 479:3bff 490:a827 491:3b7f 494:ff7f 495:7f7f 498:4000
// + 499:3fff 502:dd52 514:a901 515:3b7f 516:00c1 518:ff7f 523:3fbf 524:403f 526:f134 538:d94a 539:3b7f 542:ff7f
// + 543:7f7f 546:4041 547:403f 562:9355 563:3b7f 570:3b80 571:3bff 572:3bff 574:3c3f
// @data r_negative_inf bf16 from r_zero 1:8000 9:8000 13:8000 17:8000 21:8000 25:8000 33:8000 37:8000 41:8000 45:8000 169:8000 177:8001
// + 178:e757 181:8000 185:8000 189:8001 193:8000 201:8001 209:8000 210:c2c2 214:8236 217:8000 224:bf81 229:8000
// + 230:bed3 233:8000 241:8000 249:8001 250:b996 253:8000 254:dc78 257:8000 258:c668 261:8000 262:ccaa 265:8000
// + 277:8000 279:c000 281:8000 282:e367 285:8000 289:8000 297:8001 305:8000 306:c47b 309:8001 313:8000 321:8000
// + 322:dae5 323:c07f 326:ff80 329:8000 337:8000 344:bf75 345:8000 346:dec7 348:c081 351:ff80 353:8000 354:ff80
// + 355:ff7f 358:ff80 359:fb7f 361:8000 369:8000 371:c000 374:ff80 377:8000 381:8000 385:8000 393:8000 397:8000
// + 398:ff70 401:8000 405:8000 406:ebab 409:8000 417:8000 418:b3a8 421:8000 423:ff00 425:8000 426:fb80 429:8000
// + 431:8000 433:8000 441:8001 446:ff80 449:8000 454:ee42 457:8000 466:ef80 470:ff7f 473:8000 474:e988 481:8000
// + 489:8000 490:a828 494:ff80 497:8000 501:8000 502:dd53 505:8000 514:a902 518:ff80 521:8000 525:8000 526:f135
// + 529:8000 537:8000 538:d94b 542:ff80 545:8000 549:8000 553:8000 561:8001 562:9356 565:8000 566:fb80 569:8000
// + 573:8000
// @data r_positive_inf bf16 from r_nearest_even 175:3b81 176:7f01 178:e756 180:3f80 184:3b81 186:7b02 187:3b81 188:3f01 190:65b4 191:3b81 199:3b81 200:3f81
// + 202:1630 204:4001 207:3fff 208:3b82 210:c2c1 211:3b81 213:0001 215:3b81 225:0001 227:3b81 237:0001 247:3b81
// + 248:3f82 250:b995 252:4041 255:4001 256:3c00 258:c667 259:3b81 260:7f00 262:cca9 263:3b81 273:0001 275:3b81
// + 278:4080 279:bfff 295:3b81 296:4001 298:34b9 300:3b82 303:4002 306:c47a 307:3b81 310:0d08 311:3b81 322:dae4
// + 323:c07e 326:ff7f 328:7f80 331:7f7f 335:7b80 347:4080 351:ff7f 354:ff7f 358:ff7f 359:fb7e 368:3fff 370:4001
// + 371:bfff 374:ff7f 376:7f01 378:7f02 379:7f00 383:7b01 391:3b81 392:3b82 394:6f2d 399:7f01 402:3f82 406:ebaa
// + 419:3b81 423:feff 439:3b81 440:3c00 442:3f8e 444:7f00 446:ff7f 447:7f02 450:3f83 454:ee41 455:3c01 463:3b81
// + 464:3f01 465:0001 466:ef7f 468:4000 471:7f00 474:e987 475:3f80 476:4000 478:7963 487:3b81 490:a827 494:ff7f
// + 500:4081 502:dd52 511:3b81 512:00ff 513:0001 514:a901 518:ff7f 519:7f41 522:3fc3 526:f134 535:3b81 536:7f00
// + 538:d94a 542:ff7f 548:40c1 550:4111 559:3b81 560:4000 562:9355 567:7b01 568:3b81 575:3b81
// @run nearest_even entry=fma_nearest_even grid=9
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 c
// @arg buf bf16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=apfloat
// @run zero entry=fma_zero grid=9
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 c
// @arg buf bf16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=apfloat
// @run negative_inf entry=fma_negative_inf grid=9
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 c
// @arg buf bf16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=apfloat
// @run positive_inf entry=fma_positive_inf grid=9
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 c
// @arg buf bf16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %r = fma %x0, %x1, %x2 : tile<64xbf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<64xbf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<64xbf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<64xbf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<576xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
