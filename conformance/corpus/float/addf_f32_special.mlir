// @conformance 1
// @tier ci
// @family float-arith
// addf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// @data b f32 from a
// @data r_nearest_even f32 00000000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 7f800000 7f800000 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + ff800000 ff800000 7fffffff ff800000 7fffffff 7fffffff 7fffffff ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 00000001 00000001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000002 00800000 00000000 00800001 807fffff 00800002 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 01800000 00400001 7effffff 3fffffff
// + 007fffff 007fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00800000 00fffffe 007ffffe 00ffffff 80000001 01000000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 019fffff 00bfffff 7effffff 3fffffff
// + 80000001 80000001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 007ffffe 80000002 007fffff 80800001 00800000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017ffffe 003fffff 7effffff 3fffffff
// + 00800000 00800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00800001 00ffffff 007fffff 01000000 00000000 01000000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 01a00000 00c00000 7effffff 3fffffff
// + 80800000 80800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 807fffff 80000001 80800001 00000000 81000000 00000001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 013fffff 80400000 7effffff 3fffffff
// + 00800001 00800001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00800002 01000000 00800000 01000000 00000001 01000001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 01a00000 00c00001 7effffff 3fffffff
// + 7f7fffff 7f7fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f800000 00000000 7f800000
// + 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f800000 7f7fffff
// + ff7fffff ff7fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff 00000000 ff800000 fefffffe
// + ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff feffffff ff7fffff
// + 7f000000 7f000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f800000 fefffffe 7f800000
// + 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f800000 7f000000
// + 3f800000 3f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000 7f7fffff ff7fffff 7f000000
// + 40000000 00000000 40000000 40000000 40400000 40200000 40800000 3f800000 3f800001 3f800000 3f800001 3fc00000 3f800000 3f800000 7effffff 40400000
// + bf800000 bf800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff bf800000 bf800000 bf800000 bf800000 bf800000 bf800000 7f7fffff ff7fffff 7f000000
// + 00000000 c0000000 34000000 b3800000 3f800000 3f000000 40000000 bf7fffff bf7fffff bf7fffff bf7ffffe bf000000 bf800000 bf800000 7effffff 3f7ffffe
// + 3f800001 3f800001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800001 3f800001 3f800001 3f800001 3f800001 3f800001 7f7fffff ff7fffff 7f000000
// + 40000000 34000000 40000001 40000000 40400000 40200000 40800000 3f800002 3f800002 3f800001 3f800002 3fc00001 3f800001 3f800001 7effffff 40400000
// + 3f7fffff 3f7fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f7fffff 3f7fffff 3f7fffff 3f7fffff 3f7fffff 3f7fffff 7f7fffff ff7fffff 7f000000
// + 40000000 b3800000 40000000 3fffffff 40400000 40200000 40800000 3f800000 3f800000 3f800000 3f800000 3fc00000 3f7fffff 3f7fffff 7effffff 403fffff
// + 40000000 40000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 40000000 40000000 40000000 40000000 40000000 40000000 7f7fffff ff7fffff 7f000000
// + 40400000 3f800000 40400000 40400000 40800000 40600000 40a00000 40000000 40000000 40000000 40000000 40200000 40000000 40000000 7effffff 40800000
// + 3fc00000 3fc00000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3fc00000 3fc00000 3fc00000 3fc00000 3fc00000 3fc00000 7f7fffff ff7fffff 7f000000
// + 40200000 3f000000 40200000 40200000 40600000 40400000 40900000 3fc00000 3fc00001 3fc00000 3fc00001 40000000 3fc00000 3fc00000 7effffff 40600000
// + 40400000 40400000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 40400000 40400000 40400000 40400000 40400000 40400000 7f7fffff ff7fffff 7f000000
// + 40800000 40000000 40800000 40800000 40a00000 40900000 40c00000 40400000 40400000 40400000 40400000 40600000 40400000 40400000 7effffff 40a00000
// + 33800000 33800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 33800000 33800000 33800000 33800000 33800000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf7fffff 3f800002 3f800000 40000000 3fc00000 40400000 34000000 34000000 34000000 34400000 3f000001 33800000 33800000 7effffff 40000000
// + 33800001 33800001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800001 33800001 33800001 33800001 33800001 33800001 7f7fffff ff7fffff 7f000000
// + 3f800001 bf7fffff 3f800002 3f800000 40000000 3fc00001 40400000 34000000 34000001 34000000 34400000 3f000001 33800001 33800001 7effffff 40000000
// + 337fffff 337fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 337fffff 337fffff 337fffff 337fffff 337fffff 337fffff 7f7fffff ff7fffff 7f000000
// + 3f800000 bf7fffff 3f800001 3f800000 40000000 3fc00000 40400000 34000000 34000000 33ffffff 343fffff 3f000001 337fffff 337fffff 7effffff 3fffffff
// + 33ffffff 33ffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33ffffff 33ffffff 33ffffff 33ffffff 33ffffff 33ffffff 7f7fffff ff7fffff 7f000000
// + 3f800001 bf7ffffe 3f800002 3f800000 40000000 3fc00001 40400000 34400000 34400000 343fffff 347fffff 3f000002 33ffffff 33ffffff 7effffff 40000000
// + 3f000000 3f000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f000000 3f000000 3f000000 3f000000 3f000000 3f000000 7f7fffff ff7fffff 7f000000
// + 3fc00000 bf000000 3fc00001 3fc00000 40200000 40000000 40600000 3f000001 3f000001 3f000001 3f000002 3f800000 3f000000 3f000000 7effffff 40200000
// + 017fffff 017fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 01800000 019fffff 017ffffe 01a00000 013fffff 01a00000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 01ffffff 01900000 7effffff 3fffffff
// + 00400000 00400000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00400001 00bfffff 003fffff 00c00000 80400000 00c00001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 01900000 00800000 7effffff 3fffffff
// + 7effffff 7effffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7f800000 feffffff 7f800000
// + 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7f7fffff 7effffff
// + 3fffffff 3fffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3fffffff 3fffffff 3fffffff 3fffffff 3fffffff 3fffffff 7f7fffff ff7fffff 7f000000
// + 40400000 3f7ffffe 40400000 403fffff 40800000 40600000 40a00000 40000000 40000000 3fffffff 40000000 40200000 3fffffff 3fffffff 7effffff 407fffff
// @data r_nearest_even_ftz f32 from r_nearest_even 7:00000000 8:00000000 9:00000000 29:00000000 39:00000000 40:00000000 41:80000000 61:00000000 224:00000000 225:00000000 231:00000000 232:00000000
// + 234:00800000 235:80800000 236:00800001 252:017fffff 253:00000000 256:00000000 257:00000000 263:00000000 264:00000000 265:00000000 266:00800000 267:80800000
// + 268:00800001 284:017fffff 285:00000000 288:00000000 289:80000000 296:00000000 297:80000000 298:00800000 299:80800000 300:00800001 316:017fffff 317:00000000
// + 327:00800000 328:00800000 329:00800000 349:00800000 359:80800000 360:80800000 361:80800000 364:00000000 381:80800000 391:00800001 392:00800001 393:00800001
// + 395:00000000 413:00800001 903:017fffff 904:017fffff 905:017fffff 925:017fffff 928:00000000 929:00000000 935:00000000 936:00000000 937:00000000 938:00800000
// + 939:80800000 940:00800001 956:017fffff 957:00000000
// @data r_zero f32 from r_nearest_even 238:ff7ffffe 241:bf7fffff 252:017fffff 270:ff7ffffe 273:bf7fffff 301:7f7ffffe 303:7effffff 304:3f7fffff 306:3f800000 307:3f7ffffe 308:3fffffff 309:3fbfffff
// + 310:403fffff 311:337fffff 312:33800000 313:337ffffe 314:33fffffe 315:3effffff 318:7efffffe 319:3ffffffe 334:ff7ffffe 337:bf7fffff 348:019fffff 365:7f7ffffe
// + 367:7effffff 368:3f7fffff 370:3f800000 371:3f7ffffe 372:3fffffff 373:3fbfffff 374:403fffff 375:337fffff 376:33800000 377:337ffffe 378:33fffffe 379:3effffff
// + 382:7efffffe 383:3ffffffe 398:ff7ffffe 401:bf7fffff 412:019fffff 425:7f7ffffe 427:7f7ffffe 429:7f7fffff 431:7f7fffff 433:7f7ffffe 446:7f7fffff 455:ff7ffffe
// + 456:ff7ffffe 458:ff7ffffe 460:ff7ffffe 462:ff7fffff 464:ff7ffffe 466:ff7ffffe 467:ff7ffffe 468:ff7ffffe 469:ff7ffffe 470:ff7ffffe 471:ff7ffffe 472:ff7ffffe
// + 473:ff7ffffe 474:ff7ffffe 475:ff7ffffe 476:ff7ffffe 477:ff7ffffe 479:ff7ffffe 489:7effffff 491:7effffff 493:7f7fffff 495:7f7fffff 497:7effffff 510:7f7fffff
// + 521:3f7fffff 523:3f7fffff 526:ff7ffffe 531:3fffffff 536:3f800000 538:3f800000 543:403fffff 551:bf7fffff 552:bf7fffff 554:bf7fffff 556:bf7fffff 557:7f7ffffe
// + 559:7effffff 568:bf7ffffe 572:bf7fffff 573:bf7fffff 574:7efffffe 585:3f800000 587:3f800000 590:ff7ffffe 599:3f800001 600:3f800001 602:3f800001 617:3f7ffffe
// + 619:3f7ffffe 622:ff7ffffe 624:3fffffff 628:403fffff 629:401fffff 630:407fffff 633:3f7fffff 635:3fbfffff 649:3fffffff 651:3fffffff 654:ff7ffffe 659:403fffff
// + 671:407fffff 681:3fbfffff 683:3fbfffff 686:ff7ffffe 691:401fffff 696:3fc00000 698:3fc00000 703:405fffff 713:403fffff 715:403fffff 718:ff7ffffe 723:407fffff
// + 735:409fffff 745:337fffff 747:337fffff 750:ff7ffffe 754:3f800001 761:33ffffff 762:343fffff 767:3fffffff 777:33800000 779:33800000 782:ff7ffffe 784:3f800000
// + 785:bf7ffffe 786:3f800001 789:3fc00000 799:3fffffff 809:337ffffe 811:337ffffe 814:ff7ffffe 819:3f7fffff 823:33ffffff 827:3f000000 841:33fffffe 843:33fffffe
// + 846:ff7ffffe 848:3f800000 850:3f800001 853:3fc00000 855:343fffff 859:3f000001 863:3fffffff 873:3effffff 875:3effffff 878:ff7ffffe 883:3fbfffff 889:3f000000
// + 890:3f000001 895:401fffff 903:017fffff 906:019fffff 908:019fffff 910:ff7ffffe 913:bf7fffff 925:018fffff 942:ff7ffffe 945:bf7fffff 956:018fffff 969:7efffffe
// + 971:7efffffe 973:7f7fffff 975:7f7fffff 977:7efffffe 1001:3ffffffe 1003:3ffffffe 1006:ff7ffffe 1008:403fffff 1012:407fffff 1013:405fffff 1014:409fffff 1015:3fffffff
// + 1016:3fffffff 1018:3fffffff 1019:401fffff
// @data r_zero_ftz f32 from r_zero 7:00000000 8:00000000 9:00000000 29:00000000 39:00000000 40:00000000 41:80000000 61:00000000 224:00000000 225:00000000 231:00000000 232:00000000
// + 234:00800000 235:80800000 236:00800001 238:ff7fffff 241:bf800000 253:00000000 256:00000000 257:00000000 263:00000000 264:00000000 265:00000000 266:00800000
// + 267:80800000 268:00800001 270:ff7fffff 273:bf800000 284:017fffff 285:00000000 288:00000000 289:80000000 296:00000000 297:80000000 298:00800000 299:80800000
// + 300:00800001 301:7f7fffff 303:7f000000 304:3f800000 306:3f800001 307:3f7fffff 308:40000000 309:3fc00000 310:40400000 311:33800000 312:33800001 313:337fffff
// + 314:33ffffff 315:3f000000 316:017fffff 317:00000000 318:7effffff 319:3fffffff 327:00800000 328:00800000 329:00800000 349:00800000 359:80800000 360:80800000
// + 361:80800000 364:00000000 381:80800000 391:00800001 392:00800001 393:00800001 395:00000000 413:00800001 425:7f7fffff 455:ff7fffff 456:ff7fffff 477:ff7fffff
// + 489:7f000000 521:3f800000 551:bf800000 552:bf800000 573:bf800000 585:3f800001 617:3f7fffff 649:40000000 681:3fc00000 713:40400000 745:33800000 777:33800001
// + 809:337fffff 841:33ffffff 873:3f000000 904:017fffff 905:017fffff 925:017fffff 928:00000000 929:00000000 935:00000000 936:00000000 937:00000000 938:00800000
// + 939:80800000 940:00800001 942:ff7fffff 945:bf800000 956:017fffff 957:00000000 969:7effffff 1001:3fffffff
// @data r_negative_inf f32 from r_zero 1:80000000 32:80000000 233:80000000 238:ff7fffff 241:bf800000 270:ff7fffff 273:bf800000 295:80000000 302:ff800000 305:bf800001 331:80000000 334:ff7fffff
// + 337:bf800000 362:80000000 366:ff800000 369:bf800001 398:ff7fffff 401:bf800000 430:80000000 455:ff7fffff 456:ff7fffff 457:ff800000 458:ff7fffff 459:ff800000
// + 460:ff7fffff 461:80000000 462:ff800000 464:ff7fffff 465:ff800000 466:ff7fffff 467:ff7fffff 468:ff7fffff 469:ff7fffff 470:ff7fffff 471:ff7fffff 472:ff7fffff
// + 473:ff7fffff 474:ff7fffff 475:ff7fffff 476:ff7fffff 477:ff7fffff 479:ff7fffff 526:ff7fffff 529:80000000 551:bf800000 552:bf800000 553:bf800001 554:bf800000
// + 555:bf800001 556:bf800000 558:ff800000 560:80000000 568:bf7fffff 569:bf800000 570:bf7fffff 572:bf800000 573:bf800000 590:ff7fffff 622:ff7fffff 654:ff7fffff
// + 686:ff7fffff 718:ff7fffff 750:ff7fffff 782:ff7fffff 785:bf7fffff 814:ff7fffff 817:bf800000 846:ff7fffff 849:bf7fffff 878:ff7fffff 910:ff7fffff 913:bf800000
// + 942:ff7fffff 945:bf800000 1006:ff7fffff
// @data r_negative_inf_ftz f32 from r_zero_ftz 1:80000000 9:80000000 32:80000000 39:80000000 40:80000000 61:80000000 225:80000000 233:80000000 257:80000000 265:80000000 288:80000000 295:80000000
// + 296:80000000 317:80000000 331:80000000 334:ff7fffff 337:bf800000 362:80000000 366:ff800000 369:bf800001 398:ff7fffff 401:bf800000 430:80000000 458:ff7fffff
// + 459:ff800000 460:ff7fffff 461:80000000 462:ff800000 464:ff7fffff 465:ff800000 466:ff7fffff 467:ff7fffff 468:ff7fffff 469:ff7fffff 470:ff7fffff 471:ff7fffff
// + 472:ff7fffff 473:ff7fffff 474:ff7fffff 475:ff7fffff 476:ff7fffff 479:ff7fffff 526:ff7fffff 529:80000000 554:bf800000 555:bf800001 556:bf800000 558:ff800000
// + 560:80000000 568:bf7fffff 569:bf800000 570:bf7fffff 572:bf800000 590:ff7fffff 622:ff7fffff 654:ff7fffff 686:ff7fffff 718:ff7fffff 750:ff7fffff 782:ff7fffff
// + 785:bf7fffff 814:ff7fffff 817:bf800000 846:ff7fffff 849:bf7fffff 878:ff7fffff 910:ff7fffff 913:bf800000 929:80000000 937:80000000 1006:ff7fffff
// @data r_positive_inf f32 00000000 00000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 7f800000 7f800000 7f800000 7fffffff 7fffffff 7fffffff 7fffffff 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + ff800000 ff800000 7fffffff ff800000 7fffffff 7fffffff 7fffffff ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 00000001 00000001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000002 00800000 00000000 00800001 807fffff 00800002 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 33800001 33800002 33800000 34000000 3f000001 01800000 00400001 7f000000 40000000
// + 007fffff 007fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00800000 00fffffe 007ffffe 00ffffff 80000001 01000000 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 33800001 33800002 33800000 34000000 3f000001 01a00000 00bfffff 7f000000 40000000
// + 80000001 80000001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 007ffffe 80000002 007fffff 80800001 00800000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 003fffff 7effffff 3fffffff
// + 00800000 00800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00800001 00ffffff 007fffff 01000000 00000000 01000001 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 33800001 33800002 33800000 34000000 3f000001 01a00000 00c00000 7f000000 40000000
// + 80800000 80800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 807fffff 80000001 80800001 00000000 81000000 00000001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 013fffff 80400000 7effffff 3fffffff
// + 00800001 00800001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00800002 01000000 00800000 01000001 00000001 01000001 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 33800001 33800002 33800000 34000000 3f000001 01a00000 00c00001 7f000000 40000000
// + 7f7fffff 7f7fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f800000 7f800000 7f7fffff 7f800000 7f7fffff 7f800000 7f800000 00000000 7f800000
// + 7f800000 7f7fffff 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + ff7fffff ff7fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff ff7ffffe ff7ffffe ff7fffff ff7ffffe ff7fffff ff7ffffe 00000000 ff7fffff fefffffe
// + ff7ffffe ff7fffff ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe ff7ffffe feffffff ff7ffffe
// + 7f000000 7f000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f000001 7f000001 7f000000 7f000001 7f000000 7f000001 7f800000 fefffffe 7f800000
// + 7f000001 7f000000 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f000001 7f800000 7f000001
// + 3f800000 3f800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800001 3f800001 3f800000 3f800001 3f800000 3f800001 7f800000 ff7ffffe 7f000001
// + 40000000 00000000 40000001 40000000 40400000 40200000 40800000 3f800001 3f800001 3f800001 3f800001 3fc00000 3f800001 3f800001 7f000000 40400000
// + bf800000 bf800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff bf7fffff bf7fffff bf800000 bf7fffff bf800000 bf7fffff 7f7fffff ff7fffff 7f000000
// + 00000000 c0000000 34000000 b3800000 3f800000 3f000000 40000000 bf7fffff bf7ffffe bf7fffff bf7ffffe bf000000 bf7fffff bf7fffff 7effffff 3f7ffffe
// + 3f800001 3f800001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800002 3f800002 3f800001 3f800002 3f800001 3f800002 7f800000 ff7ffffe 7f000001
// + 40000001 34000000 40000001 40000001 40400001 40200001 40800001 3f800002 3f800002 3f800002 3f800002 3fc00001 3f800002 3f800002 7f000000 40400000
// + 3f7fffff 3f7fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 3f800000 3f7fffff 3f800000 3f7fffff 3f800000 7f800000 ff7ffffe 7f000001
// + 40000000 b3800000 40000001 3fffffff 40400000 40200000 40800000 3f800000 3f800001 3f800000 3f800001 3fc00000 3f800000 3f800000 7f000000 40400000
// + 40000000 40000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 40000001 40000001 40000000 40000001 40000000 40000001 7f800000 ff7ffffe 7f000001
// + 40400000 3f800000 40400001 40400000 40800000 40600000 40a00000 40000001 40000001 40000001 40000001 40200000 40000001 40000001 7f000000 40800000
// + 3fc00000 3fc00000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3fc00001 3fc00001 3fc00000 3fc00001 3fc00000 3fc00001 7f800000 ff7ffffe 7f000001
// + 40200000 3f000000 40200001 40200000 40600000 40400000 40900000 3fc00001 3fc00001 3fc00001 3fc00001 40000000 3fc00001 3fc00001 7f000000 40600000
// + 40400000 40400000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 40400001 40400001 40400000 40400001 40400000 40400001 7f800000 ff7ffffe 7f000001
// + 40800000 40000000 40800001 40800000 40a00000 40900000 40c00000 40400001 40400001 40400001 40400001 40600000 40400001 40400001 7f000000 40a00000
// + 33800000 33800000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800001 33800001 33800000 33800001 33800000 33800001 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 34000000 34000001 34000000 34400000 3f000001 33800001 33800001 7f000000 40000000
// + 33800001 33800001 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800002 33800002 33800001 33800002 33800001 33800002 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7ffffe 3f800002 3f800001 40000001 3fc00001 40400001 34000001 34000001 34000001 34400000 3f000002 33800002 33800002 7f000000 40000000
// + 337fffff 337fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 33800000 33800000 337fffff 33800000 337fffff 33800000 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 34000000 34000001 33ffffff 34400000 3f000001 33800000 33800000 7f000000 40000000
// + 33ffffff 33ffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 34000000 34000000 33ffffff 34000000 33ffffff 34000000 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7ffffe 3f800002 3f800001 40000001 3fc00001 40400001 34400000 34400000 34400000 347fffff 3f000002 34000000 34000000 7f000000 40000000
// + 3f000000 3f000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f000001 3f000001 3f000000 3f000001 3f000000 3f000001 7f800000 ff7ffffe 7f000001
// + 3fc00000 bf000000 3fc00001 3fc00000 40200000 40000000 40600000 3f000001 3f000002 3f000001 3f000002 3f800000 3f000001 3f000001 7f000000 40200000
// + 017fffff 017fffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 01800000 01a00000 017fffff 01a00000 013fffff 01a00000 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 33800001 33800002 33800000 34000000 3f000001 01ffffff 01900000 7f000000 40000000
// + 00400000 00400000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00400001 00bfffff 003fffff 00c00000 80400000 00c00001 7f800000 ff7ffffe 7f000001
// + 3f800001 bf7fffff 3f800002 3f800000 40000001 3fc00001 40400001 33800001 33800002 33800000 34000000 3f000001 01900000 00800000 7f000000 40000000
// + 7effffff 7effffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f000000 7f000000 7effffff 7f000000 7effffff 7f000000 7f800000 feffffff 7f800000
// + 7f000000 7effffff 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f7fffff 7f000000
// + 3fffffff 3fffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 40000000 40000000 3fffffff 40000000 3fffffff 40000000 7f800000 ff7ffffe 7f000001
// + 40400000 3f7ffffe 40400000 40400000 40800000 40600000 40a00000 40000000 40000000 40000000 40000000 40200000 40000000 40000000 7f000000 407fffff
// @data r_positive_inf_ftz f32 from r_positive_inf 7:00000000 8:00000000 9:00000000 29:00000000 39:00000000 40:00000000 41:80000000 61:00000000 224:00000000 225:00000000 231:00000000 232:00000000
// + 234:00800000 235:80800000 236:00800001 237:7f7fffff 238:ff7fffff 239:7f000000 240:3f800000 241:bf800000 242:3f800001 243:3f7fffff 244:40000000 245:3fc00000
// + 246:40400000 247:33800000 248:33800001 249:337fffff 250:33ffffff 251:3f000000 252:017fffff 253:00000000 254:7effffff 255:3fffffff 256:00000000 257:00000000
// + 263:00000000 264:00000000 265:00000000 266:00800000 267:80800000 268:00800001 269:7f7fffff 270:ff7fffff 271:7f000000 272:3f800000 273:bf800000 274:3f800001
// + 275:3f7fffff 276:40000000 277:3fc00000 278:40400000 279:33800000 280:33800001 281:337fffff 282:33ffffff 283:3f000000 284:017fffff 285:00000000 286:7effffff
// + 287:3fffffff 288:00000000 289:80000000 296:00000000 297:80000000 298:00800000 299:80800000 300:00800001 317:00000000 327:00800000 328:00800000 329:00800000
// + 349:00800000 359:80800000 360:80800000 361:80800000 364:00000000 381:80800000 391:00800001 392:00800001 393:00800001 395:00000000 413:00800001 423:7f7fffff
// + 424:7f7fffff 445:7f7fffff 455:ff7fffff 456:ff7fffff 477:ff7fffff 487:7f000000 488:7f000000 509:7f000000 519:3f800000 520:3f800000 541:3f800000 551:bf800000
// + 552:bf800000 573:bf800000 583:3f800001 584:3f800001 605:3f800001 615:3f7fffff 616:3f7fffff 637:3f7fffff 647:40000000 648:40000000 669:40000000 679:3fc00000
// + 680:3fc00000 701:3fc00000 711:40400000 712:40400000 733:40400000 743:33800000 744:33800000 765:33800000 775:33800001 776:33800001 797:33800001 807:337fffff
// + 808:337fffff 829:337fffff 839:33ffffff 840:33ffffff 861:33ffffff 871:3f000000 872:3f000000 893:3f000000 903:017fffff 904:017fffff 925:017fffff 928:00000000
// + 929:00000000 935:00000000 936:00000000 937:00000000 938:00800000 939:80800000 940:00800001 941:7f7fffff 942:ff7fffff 943:7f000000 944:3f800000 945:bf800000
// + 946:3f800001 947:3f7fffff 948:40000000 949:3fc00000 950:40400000 951:33800000 952:33800001 953:337fffff 954:33ffffff 955:3f000000 956:017fffff 957:00000000
// + 958:7effffff 959:3fffffff 967:7effffff 968:7effffff 989:7effffff 999:3fffffff 1000:3fffffff 1021:3fffffff
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=addf_nearest_even_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=addf_zero grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=addf_zero_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=addf_negative_inf_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=addf_positive_inf_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 rounding<zero> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 rounding<zero> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = addf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
