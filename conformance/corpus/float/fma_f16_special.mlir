// @conformance 1
// @tier ci
// @family float-arith
// fma on f16 (one rounding of a*b+c) in every IEEE rounding mode.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// @data b f16 from a
// @data c f16 0000 0000 6dff 1000 7e00 7e05 b061 1000 03ff 0000 ab06 1000 0401 8000 4391 1000 3c00 0000 a908 1000 4000 8000 9fb5 1000
// + 8000 8000 b6a8 1000 fe05 7e05 a171 1000 8001 8000 c2ff 1000 7bff 0000 b8f7 1000 bc00 8000 1837 1000 3e00 0000 003c 1000
// + 7c00 fe00 2044 1000 7c01 7e05 249c 1000 0400 7c00 fe6c 1000 fbff fc00 6aaa 1000 3c01 7c00 8f3a 1000 4200 fc00 6fee 1000
// + fc00 fe00 a945 1000 0001 7e05 d29a 1000 8400 fc00 5a30 1000 7800 7c00 0e98 1000 3bff fc00 e7e8 1000 1000 7c00 5206 1000
// + 7e00 fe00 bfb3 1000 03ff fe00 7568 1000 0401 fe00 477b 1000 3c00 fe00 c203 1000 4000 fe00 4ef1 1000 1001 fe00 0823 1000
// + fe05 7e05 eadc 1000 8001 7e05 0cdb 1000 7bff 7e05 194e 1000 bc00 7e05 fb40 1000 3e00 7e05 8fa8 1000 0fff 7e05 212e 1000
// + 7c01 fe01 fefb 1000 0400 fe01 c047 1000 fbff fe01 a323 1000 3c01 fe01 66aa 1000 4200 fe01 a2a3 1000 13ff fe01 cb9a 1000
// + 0001 0000 ba3c 1000 8400 7e05 e44c 1000 7800 0000 556d 1000 3bff 9bff b73f 1000 1000 0001 6d77 1000 3800 8002 6a73 1000
// + 03ff 0000 bbdc 1000 0401 7e05 e77c 1000 3c00 0000 d568 1000 4000 c3fd bc61 1000 1001 03ff 139d 1000 0bff 85fe 3f2d 1000
// + 8001 8000 3967 1000 7bff 7e05 ef7e 1000 bc00 8000 cf25 1000 3e00 1bff eff0 1000 0fff 8001 9aa5 1000 0200 0002 2255 1000
// + 0400 0000 795a 1000 fbff 7e05 c159 1000 3c01 0000 1e94 1000 4200 c3ff 782d 1000 13ff 0400 f1ee 1000 77ff 8600 9074 1000
// + 8400 8000 148f 1000 7800 7e05 6ac8 1000 3bff 8000 a69a 1000 1000 43ff 8845 1000 3800 8400 8f9b 1000 3fff 0600 fdd5 1000
// + 0401 0000 c44b 1000 3c00 7e05 b16a 1000 4000 0000 2937 1000 1001 c400 140a 1000 0bff 0401 3597 1000 0000 8602 6329 1000
// + 7bff 0000 e5c7 1000 bc00 7e05 da3a 1000 3e00 1bff 8d74 1000 0fff fc00 3008 1000 0200 7bff 1dc3 1000 8000 fc00 1068 1000
// + fbff 8000 bbc6 1000 3c01 7e05 132b 1000 4200 9bff 9338 1000 13ff 7c00 764b 1000 77ff fbff 75ab 1000 7c00 7c00 29e4 1000
// + 7800 0000 7581 1000 3bff 7e05 b44f 1000 1000 1800 6b3d 1000 3800 fc00 9fc4 1000 3fff 7800 7c59 1000 fc00 fa00 9d2d 1000
// + 3c00 0000 96f7 1000 4000 7e05 0d95 1000 1001 0001 f4b6 1000 0bff fbff 0bdb 1000 0000 3c00 e270 1000 7e00 be00 c217 1000
// + bc00 8000 1271 1000 3e00 7e05 de95 1000 0fff 8001 6fe5 1000 0200 7bff 3cdc 1000 8000 bc00 1126 1000 fe05 3e00 188b 1000
// + 3c01 0000 d41d 1000 4200 7e05 0e5c 1000 13ff 0001 d1b9 1000 77ff fc00 7872 1000 7c00 3c01 3552 1000 7c01 be02 2485 1000
// + 3bff 0000 064f 1000 1000 7e05 e802 1000 3800 0001 e117 1000 3fff fbfe 7502 1000 fc00 3bff 2050 1000 0001 bdff 5cf1 1000
// + 4000 0000 da6e 1000 1001 7e05 54cb 1000 0bff 0002 f94f 1000 0000 fc00 9cc4 1000 7e00 4000 96b1 1000 03ff c200 863f 1000
// + 3e00 0000 23fb 1000 0fff 7e05 2101 1000 0200 0002 db13 1000 8000 fc00 0e77 1000 fe05 3e00 cf1e 1000 8001 c080 72c5 1000
// + 4200 0000 42bf 1000 13ff 7e05 5041 1000 77ff 0003 df03 1000 7c00 fc00 cb6a 1000 7c01 4200 8023 1000 0400 c480 38a0 1000
// + 1000 0000 f874 1000 3800 7e05 856e 1000 3fff 0000 3536 1000 fc00 cfff 5eb0 1000 0001 1000 a9d4 1000 8400 9200 0800 1000
// @data r_nearest_even f16 0000 0000 7fff 7fff 7fff 7fff 7fff 1000 03ff 0000 ab06 1000 0401 0000 4391 1000 3c00 0000 a908 1000 4000 0000 9fb5 1000
// + 8000 0000 7fff 7fff 7fff 7fff 7fff 1000 8001 0000 c2ff 1000 7bff 0000 b8f7 1000 bc00 0000 1837 1000 3e00 0000 003c 1000
// + 7fff 7fff 7c00 fc00 7fff 7fff 7fff 7c00 7c00 7fff 7fff fc00 7c00 7fff fc00 7c00 7c00 7fff 7c00 7c00 7c00 7fff 7c00 7c00
// + 7fff 7fff fc00 7c00 7fff 7fff 7fff fc00 fc00 7fff fc00 7c00 fc00 7fff 7c00 fc00 fc00 7fff fc00 fc00 fc00 7fff fc00 fc00
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 0001 0000 7c00 fc00 7fff 7fff 7fff 1000 7800 8000 556d 1000 3bff 0000 b74f 1900 1000 0000 6d77 1000 3800 8000 6a73 1000
// + 03ff 0000 7c00 fc00 7fff 7fff 7fff 1000 3c00 8000 d568 1000 4000 0020 c517 3ffe 1081 0000 140e 1080 0dff 0000 3f2d 1000
// + 8001 0000 fc00 7c00 7fff 7fff 7fff 1000 bc00 0000 cf25 1000 3e00 0000 eff0 9600 0fff 0000 9aa5 1000 01fe 0000 2255 1000
// + 0400 0000 7c00 fc00 7fff 7fff 7fff 1000 3c01 8000 1e94 1000 4200 0000 782d 4000 1440 0000 f1ee 1080 77ff 0000 8de8 1000
// + 8400 0000 fc00 7c00 7fff 7fff 7fff 1000 3bff 0000 a69a 1000 1000 0000 43ff c000 3800 0000 904e 0f00 3fff 0000 7fff 1000
// + 0401 0000 7c00 fc00 7fff 7fff 7fff 1000 4000 8000 2937 1000 1001 17fe c400 4001 0d00 0000 3597 1080 0801 8000 6329 1000
// + 7bff 0000 7c00 fc00 7fff 7fff 7fff 1c80 457f 0000 43ff c3ff 4401 fc00 fc00 7c00 7bff 0000 7c00 7bfe 7c00 fc00 7c00 4fff
// + fbff 0000 fc00 7c00 7fff 7fff 7fff 9aff bbf4 0000 c3ff 43ff c400 7c00 7c00 fc00 f7ff 0000 f92b fbfe 7c00 7c00 fc00 cfff
// + 7800 0000 7c00 fc00 7fff 7fff 7fff 1900 3ffe 0000 6b3e c000 4101 fc00 fc00 7c00 7800 0000 7fff 77ff fc00 0000 7c00 4c00
// + 3c00 0000 7c00 fc00 7fff 7fff 7fff 1000 1081 0000 f4b6 0f00 0d00 0000 fbff 7800 3c00 0000 e26e 3c00 7fff 0000 a9c0 1400
// + bc00 0000 fc00 7c00 7fff 7fff 7fff 1000 0eff 0000 6fe5 1080 8201 0000 7bff f800 bc00 0000 bc00 bbfe 7fff 0000 c1ff 0000
// + 3c01 0000 7c00 fc00 7fff 7fff 7fff 1000 143f 8000 d1b9 0f00 77ff fc00 f71e 7801 7c00 0000 3d57 3c01 7fff 9000 420b 1400
// + 3bff 0000 7c00 fc00 7fff 7fff 7fff 1000 3800 0000 e117 0f00 3fff 2400 f97d 77ff fc00 0000 3c09 3bff 3fff 0c00 5cfd 1400
// + 4000 0000 7c00 fc00 7fff 7fff 7fff 1000 0dff 0000 f94f 0e00 0801 fc00 fc00 7c00 7fff 0000 4000 4000 4400 0000 4600 1600
// + 3e00 0000 7c00 fc00 7fff 7fff 7fff 1000 07fe 0000 db13 0e80 0602 fc00 fc00 7a00 7fff 0000 cebe 3e00 4200 0000 72c6 1500
// + 4200 0000 7c00 fc00 7fff 7fff 7fff 1000 77ff 0000 df03 0d00 7c00 fc00 fc00 7c00 7fff 0000 4201 4200 4600 0000 48ca 1800
// + 1000 0000 7c00 fc00 7fff 7fff 7fff 1000 3fff 8000 3536 1000 fc00 0000 5e30 4c00 1000 0000 a9c4 1400 1380 0000 1680 1000
// @data r_zero f16 from r_nearest_even 179:0fff 182:b74e 202:d567 203:0fff 206:c516 208:1080 211:107f 223:0fff 228:3dff 230:efef 232:0ffe 235:0fff
// + 238:2254 239:0fff 251:0fff 254:782c 256:143f 258:f1ed 259:107f 271:0fff 272:3bfe 276:0fff 278:43fe 279:bfff
// + 280:37ff 282:904d 284:3ffe 287:0fff 299:0fff 304:0cff 319:1c7f 320:457e 322:43fe 323:c3fe 324:4400 326:fbff
// + 327:7bff 330:7bff 332:7bff 334:7bff 350:7bff 351:fbff 358:fbff 359:cffe 371:bfff 374:fbff 375:7bff 382:7bff
// + 392:1080 394:f4b5 396:0cff 398:fbfe 402:e26d 415:0fff 418:6fe4 423:f7ff 430:c1fe 442:d1b8 443:0eff 446:f71d
// + 450:3d56 451:3c00 454:420a 466:e116 478:5cfc 479:13ff 490:f94e 494:fbff 495:7bff 499:3fff 502:45ff 514:db12
// + 516:0601 518:fbff 522:cebd 523:3dff 524:41ff 526:72c5 538:df02 542:fbff 543:7bff 547:41ff 563:0fff 570:a9c3
// + 571:13ff
// @data r_negative_inf f16 from r_zero 1:8000 9:8000 13:8000 17:8000 21:8000 25:8000 33:8000 37:8000 41:8000 45:8000 169:8000 177:8001
// + 181:8000 182:b74f 185:8000 189:8001 193:8000 201:8001 202:d568 206:c517 209:8000 217:8000 224:bc01 226:cf26
// + 229:8000 230:eff0 233:8000 234:9aa6 241:8000 249:8001 253:8000 257:8000 258:f1ee 261:8000 265:8000 274:a69b
// + 277:8000 279:c000 281:8000 282:904e 285:8000 289:8000 297:8001 302:c401 305:8000 309:8001 313:8000 321:8000
// + 323:c3ff 326:fc00 329:8000 337:8000 344:bbf5 345:8000 346:c400 348:c401 351:fc00 353:8000 354:f92c 355:fbff
// + 358:fc00 359:cfff 361:8000 369:8000 371:c000 374:fc00 377:8000 381:8000 385:8000 393:8000 394:f4b6 397:8000
// + 398:fbff 401:8000 402:e26e 405:8000 409:8000 417:8000 421:8000 423:f800 425:8000 426:bc01 429:8000 430:c1ff
// + 431:8000 433:8000 441:8001 442:d1b9 446:f71e 449:8000 457:8000 466:e117 470:f97e 473:8000 481:8000 489:8000
// + 490:f94f 494:fc00 497:8000 501:8000 505:8000 514:db13 518:fc00 521:8000 522:cebe 525:8000 529:8000 537:8000
// + 538:df03 542:fc00 545:8000 549:8000 553:8000 561:8001 565:8000 569:8000 570:a9c4 573:8000
// @data r_positive_inf f16 from r_nearest_even 175:1001 176:7801 178:556e 180:3c00 182:b74e 184:1001 186:6d78 187:1001 188:3801 190:6a74 191:1001 199:1001
// + 200:3c01 202:d567 204:4001 206:c516 207:3fff 210:140f 213:0001 214:3f2e 215:1001 225:0001 227:1001 230:efef
// + 237:0001 247:1001 248:3c02 250:1e95 252:4201 255:4001 258:f1ed 260:7800 263:1001 273:0001 275:1001 279:bfff
// + 282:904d 283:0f01 295:1001 296:4001 298:2938 300:1002 303:4002 306:3598 307:1081 310:632a 311:1001 323:c3fe
// + 326:fbff 328:7c00 331:7bff 335:5000 347:4400 351:fbff 358:fbff 359:cffe 368:3fff 371:bfff 374:fbff 376:7801
// + 379:7800 383:4c01 391:1001 394:f4b5 398:fbfe 399:7801 402:e26d 416:0f00 422:7c00 423:f7ff 430:c1fe 439:1001
// + 440:1440 442:d1b8 444:7800 446:f71d 447:7802 455:1401 463:1001 464:3801 465:0001 466:e116 467:0f01 468:4000
// + 471:7800 474:3c0a 475:3c00 476:4000 487:1001 490:f94e 494:fbff 498:4001 500:4401 511:1001 512:07ff 513:0001
// + 514:db12 518:fbff 519:7a01 522:cebd 535:1001 536:7800 538:df02 542:fbff 546:4202 548:4601 559:1001 560:4000
// + 562:3537 566:5e31 567:4c01 568:1001 570:a9c3 575:1001
// @run nearest_even entry=fma_nearest_even grid=9
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 c
// @arg buf f16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=softfloat
// @run zero entry=fma_zero grid=9
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 c
// @arg buf f16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=softfloat
// @run negative_inf entry=fma_negative_inf grid=9
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 c
// @arg buf f16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=softfloat
// @run positive_inf entry=fma_positive_inf grid=9
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 c
// @arg buf f16 zeros(576)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %r = fma %x0, %x1, %x2 : tile<64xf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<64xf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<64xf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v1 = make_tensor_view %a1, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v2 = make_tensor_view %a2, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<64xf16>
    %vo = make_tensor_view %out, shape = [576], strides = [1] : tensor_view<576xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<576xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
