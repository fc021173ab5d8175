// @conformance 1
// @tier ci
// @family float-arith
// mulf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// @data b f32 from a
// @data r_nearest_even f32 00000000 80000000 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 00000000 80000000 00000000
// + 00000000 80000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 80000000 00000000 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 80000000 80000000 00000000 80000000 00000000 80000000 80000000 00000000 80000000
// + 80000000 00000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000
// + 7fffffff 7fffffff 7f800000 ff800000 7fffffff 7fffffff 7fffffff 7f800000 7f800000 ff800000 7f800000 ff800000 7f800000 7f800000 ff800000 7f800000
// + 7f800000 ff800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7fffffff 7fffffff ff800000 7f800000 7fffffff 7fffffff 7fffffff ff800000 ff800000 7f800000 ff800000 7f800000 ff800000 ff800000 7f800000 ff800000
// + ff800000 7f800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 34ffffff b4ffffff 34800000
// + 00000001 80000001 00000001 00000001 00000002 00000002 00000003 00000000 00000000 00000000 00000000 00000000 00000000 00000000 347fffff 00000002
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 407ffffd c07ffffd 3ffffffe
// + 007fffff 807fffff 00800000 007fffff 00fffffe 00bffffe 013ffffe 00000000 00000000 00000000 00000001 00400000 00000000 00000000 3ffffffd 00fffffd
// + 80000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000000 80000000 00000000 80000000 00000000 80000000 b4ffffff 34ffffff b4800000
// + 80000001 00000001 80000001 80000001 80000002 80000002 80000003 80000000 80000000 80000000 80000000 80000000 80000000 80000000 b47fffff 80000002
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 407fffff c07fffff 40000000
// + 00800000 80800000 00800001 00800000 01000000 00c00000 01400000 00000000 00000001 00000000 00000001 00400000 00000000 00000000 3fffffff 00ffffff
// + 80000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000000 80000000 00000000 80000000 00000000 80000000 c07fffff 407fffff c0000000
// + 80800000 00800000 80800001 80800000 81000000 80c00000 81400000 80000000 80000001 80000000 80000001 80400000 80000000 80000000 bfffffff 80ffffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 40800000 c0800000 40000001
// + 00800001 80800001 00800002 00800000 01000001 00c00002 01400002 00000001 00000001 00000001 00000001 00400000 00000000 00000000 40000000 01000000
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 34ffffff 407ffffd b4ffffff 407fffff c07fffff 40800000 7f800000 ff800000 7f800000
// + 7f7fffff ff7fffff 7f800000 7f7ffffe 7f800000 7f800000 7f800000 737fffff 73800000 737ffffe 73fffffe 7effffff 417ffffe 3fffffff 7f800000 7f800000
// + 80000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff b4ffffff c07ffffd 34ffffff c07fffff 407fffff c0800000 ff800000 7f800000 ff800000
// + ff7fffff 7f7fffff ff800000 ff7ffffe ff800000 ff800000 ff800000 f37fffff f3800000 f37ffffe f3fffffe feffffff c17ffffe bfffffff ff800000 ff800000
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 34800000 3ffffffe b4800000 40000000 c0000000 40000001 7f800000 ff800000 7f800000
// + 7f000000 ff000000 7f000001 7effffff 7f800000 7f400000 7f800000 73000000 73000001 72ffffff 737fffff 7e800000 40ffffff 3f800000 7f800000 7f7fffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 80000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000001 807fffff 00000001 80800000 00800000 80800001 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 817fffff 80400000 feffffff bfffffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 00800000 80000001 00800001 80800001 00800002 7f800000 ff800000 7f000001
// + 3f800001 bf800001 3f800002 3f800000 40000001 3fc00002 40400002 33800001 33800002 33800000 34000000 3f000001 01800000 00400000 7f000000 40000000
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 80000001 00800000 80800000 00800000 7f7ffffe ff7ffffe 7effffff
// + 3f7fffff bf7fffff 3f800000 3f7ffffe 3fffffff 3fbfffff 403fffff 337fffff 33800000 337ffffe 33fffffe 3effffff 017ffffe 00400000 7efffffe 3ffffffe
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000002 00fffffe 80000002 01000000 81000000 01000001 7f800000 ff800000 7f800000
// + 40000000 c0000000 40000001 3fffffff 40800000 40400000 40c00000 34000000 34000001 33ffffff 347fffff 3f800000 01ffffff 00800000 7f7fffff 407fffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000002 00bffffe 80000002 00c00000 80c00000 00c00002 7f800000 ff800000 7f400000
// + 3fc00000 bfc00000 3fc00002 3fbfffff 40400000 40100000 40900000 33c00000 33c00002 33bfffff 343fffff 3f400000 01bfffff 00600000 7f3fffff 403fffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000003 013ffffe 80000003 01400000 81400000 01400002 7f800000 ff800000 7f800000
// + 40400000 c0400000 40400002 403fffff 40c00000 40900000 41100000 34400000 34400002 343fffff 34bfffff 3fc00000 023fffff 00c00000 7f800000 40bfffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000001 737fffff f37fffff 73000000
// + 33800000 b3800000 33800001 337fffff 34000000 33c00000 34400000 27800000 27800001 277fffff 27ffffff 33000000 00000002 00000000 72ffffff 33ffffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000001 80000001 00000001 73800000 f3800000 73000001
// + 33800001 b3800001 33800002 33800000 34000001 33c00002 34400002 27800001 27800002 27800000 28000000 33000001 00000002 00000000 73000000 34000000
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000001 737ffffe f37ffffe 72ffffff
// + 337fffff b37fffff 33800000 337ffffe 33ffffff 33bfffff 343fffff 277fffff 27800000 277ffffe 27fffffe 32ffffff 00000002 00000000 72fffffe 33fffffe
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000001 80000000 00000001 80000001 00000001 73fffffe f3fffffe 737fffff
// + 33ffffff b3ffffff 34000000 33fffffe 347fffff 343fffff 34bfffff 27ffffff 28000000 27fffffe 287ffffe 337fffff 00000004 00000000 737ffffe 347ffffe
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00400000 80000000 00400000 80400000 00400000 7effffff feffffff 7e800000
// + 3f000000 bf000000 3f000001 3effffff 3f800000 3f400000 3fc00000 33000000 33000001 32ffffff 337fffff 3e800000 00ffffff 00200000 7e7fffff 3f7fffff
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 417ffffe c17ffffe 40ffffff
// + 017fffff 817fffff 01800000 017ffffe 01ffffff 01bfffff 023fffff 00000002 00000002 00000002 00000004 00ffffff 00000000 00000000 40fffffe 01fffffe
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 80000000 00000000 80000000 00000000 3fffffff bfffffff 3f800000
// + 00400000 80400000 00400000 00400000 00800000 00600000 00c00000 00000000 00000000 00000000 00000000 00200000 00000000 00000000 3f7fffff 00800000
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 347fffff 3ffffffd b47fffff 3fffffff bfffffff 40000000 7f800000 ff800000 7f800000
// + 7effffff feffffff 7f000000 7efffffe 7f7fffff 7f3fffff 7f800000 72ffffff 73000000 72fffffe 737ffffe 7e7fffff 40fffffe 3f7fffff 7f800000 7f7ffffe
// + 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000002 00fffffd 80000002 00ffffff 80ffffff 01000000 7f800000 ff800000 7f7fffff
// + 3fffffff bfffffff 40000000 3ffffffe 407fffff 403fffff 40bfffff 33ffffff 34000000 33fffffe 347ffffe 3f7fffff 01fffffe 00800000 7f7ffffe 407ffffe
// @data r_nearest_even_ftz f32 from r_nearest_even 71:7fffffff 72:7fffffff 73:7fffffff 93:7fffffff 103:7fffffff 104:7fffffff 105:7fffffff 125:7fffffff 226:7fffffff 227:7fffffff 237:00000000 238:80000000
// + 239:00000000 240:00000000 241:80000000 242:00000000 243:00000000 244:00000000 245:00000000 246:00000000 254:00000000 255:00000000 258:7fffffff 259:7fffffff
// + 269:00000000 270:80000000 271:00000000 272:00000000 273:80000000 274:00000000 275:00000000 276:00000000 277:00000000 278:00000000 282:00000000 283:00000000
// + 286:00000000 287:00000000 290:7fffffff 291:7fffffff 301:80000000 302:00000000 303:80000000 304:80000000 305:00000000 306:80000000 307:80000000 308:80000000
// + 309:80000000 310:80000000 318:80000000 319:80000000 339:00000000 344:00000000 346:00000000 347:00000000 371:80000000 376:80000000 378:80000000 379:80000000
// + 407:00000000 408:00000000 409:00000000 410:00000000 411:00000000 423:00000000 424:00000000 425:80000000 445:00000000 455:80000000 456:80000000 457:00000000
// + 477:80000000 487:00000000 488:00000000 489:80000000 509:00000000 519:00000000 520:00000000 521:80000000 541:00000000 551:80000000 552:80000000 553:00000000
// + 573:80000000 583:00000000 584:00000000 585:80000000 605:00000000 615:00000000 616:00000000 617:80000000 618:00000000 619:80000000 637:00000000 647:00000000
// + 648:00000000 649:80000000 669:00000000 679:00000000 680:00000000 681:80000000 701:00000000 711:00000000 712:00000000 713:80000000 733:00000000 748:00000000
// + 764:00000000 778:00000000 779:80000000 780:00000000 796:00000000 812:00000000 828:00000000 840:00000000 842:00000000 843:80000000 844:00000000 860:00000000
// + 872:00000000 874:00000000 875:80000000 876:00000000 893:00000000 919:00000000 920:00000000 921:00000000 922:00000000 930:7fffffff 931:7fffffff 941:00000000
// + 942:80000000 943:00000000 944:00000000 945:80000000 946:00000000 947:00000000 948:00000000 949:00000000 950:00000000 955:00000000 958:00000000 959:00000000
// + 967:00000000 968:00000000 969:80000000 989:00000000 999:00000000 1000:00000000 1001:80000000 1021:00000000
// @data r_zero f32 from r_nearest_even 243:00000000 245:00000001 255:00000001 274:007fffff 275:007ffffe 282:00000000 283:003fffff 307:80000000 309:80000001 319:80000001 339:007fffff 344:00000000
// + 346:00000000 371:807fffff 376:80000000 378:80000000 405:00c00001 406:01400001 407:00000000 408:00000000 409:00000000 429:7f7fffff 430:ff7fffff 431:7f7fffff
// + 434:7f7fffff 436:7f7fffff 437:7f7fffff 438:7f7fffff 446:7f7fffff 447:7f7fffff 461:ff7fffff 462:7f7fffff 463:ff7fffff 466:ff7fffff 468:ff7fffff 469:ff7fffff
// + 470:ff7fffff 478:ff7fffff 479:ff7fffff 493:7f7fffff 494:ff7fffff 495:7f7fffff 500:7f7fffff 502:7f7fffff 510:7f7fffff 584:007fffff 589:7f7fffff 590:ff7fffff
// + 597:3fc00001 598:40400001 615:00000000 616:007ffffe 617:80000000 618:007fffff 619:807fffff 637:003fffff 653:7f7fffff 654:ff7fffff 655:7f7fffff 679:00000001
// + 681:80000001 684:00c00001 685:7f7fffff 686:ff7fffff 690:3fc00001 696:33c00001 716:01400001 717:7f7fffff 718:ff7fffff 719:7f7fffff 722:40400001 728:34400001
// + 734:7f7fffff 748:00000000 764:00000001 778:00000000 779:80000000 780:00000000 789:33c00001 790:34400001 812:00000000 828:00000001 840:00000000 842:00000000
// + 843:80000000 860:00000003 872:003fffff 919:00000001 921:00000001 922:00000003 947:003fffff 959:007fffff 973:7f7fffff 974:ff7fffff 975:7f7fffff 982:7f7fffff
// + 990:7f7fffff 999:00000001 1001:80000001 1005:7f7fffff 1006:ff7fffff 1021:007fffff
// @data r_zero_ftz f32 from r_nearest_even_ftz 405:00c00001 406:01400001 429:7f7fffff 430:ff7fffff 431:7f7fffff 434:7f7fffff 436:7f7fffff 437:7f7fffff 438:7f7fffff 446:7f7fffff 447:7f7fffff 461:ff7fffff
// + 462:7f7fffff 463:ff7fffff 466:ff7fffff 468:ff7fffff 469:ff7fffff 470:ff7fffff 478:ff7fffff 479:ff7fffff 493:7f7fffff 494:ff7fffff 495:7f7fffff 500:7f7fffff
// + 502:7f7fffff 510:7f7fffff 589:7f7fffff 590:ff7fffff 597:3fc00001 598:40400001 653:7f7fffff 654:ff7fffff 655:7f7fffff 684:00c00001 685:7f7fffff 686:ff7fffff
// + 690:3fc00001 696:33c00001 716:01400001 717:7f7fffff 718:ff7fffff 719:7f7fffff 722:40400001 728:34400001 734:7f7fffff 789:33c00001 790:34400001 973:7f7fffff
// + 974:ff7fffff 975:7f7fffff 982:7f7fffff 990:7f7fffff 1005:7f7fffff 1006:ff7fffff
// @data r_negative_inf f32 from r_zero 233:80000001 235:80000001 265:80000001 267:80000001 270:c07ffffe 295:80000001 296:80000001 298:80000001 300:80000001 306:80000002 307:80000001 309:80000002
// + 311:80000001 312:80000001 313:80000001 314:80000001 315:80000001 316:80000001 317:80000001 319:80000002 329:80000001 331:80000001 359:80000001 360:80000001
// + 362:80000001 364:80000001 371:80800000 375:80000001 376:80000001 377:80000001 378:80000001 380:80000001 381:80000001 393:80000001 395:80000001 398:c0800001
// + 430:ff800000 456:c07ffffe 460:c0800001 461:ff800000 463:ff800000 466:ff800000 467:ff7fffff 468:ff800000 469:ff800000 470:ff800000 472:f3800001 473:f37fffff
// + 474:f3ffffff 476:c17fffff 478:ff800000 479:ff800000 494:ff800000 585:80000002 590:ff800000 617:80000001 619:80800000 622:ff7fffff 654:ff800000 681:80000002
// + 686:ff800000 718:ff800000 745:80000001 747:80000001 777:80000001 779:80000001 782:f3800001 809:80000001 811:80000001 814:f37fffff 841:80000001 843:80000001
// + 846:f3ffffff 873:80000001 905:80000001 907:80000001 910:c17fffff 937:80000001 939:80000001 974:ff800000 1001:80000002 1006:ff800000
// @data r_negative_inf_ftz f32 from r_zero_ftz 398:c0800001 430:ff800000 460:c0800001 461:ff800000 463:ff800000 466:ff800000 467:ff7fffff 468:ff800000 469:ff800000 470:ff800000 472:f3800001 473:f37fffff
// + 474:f3ffffff 476:c17fffff 478:ff800000 479:ff800000 494:ff800000 590:ff800000 622:ff7fffff 654:ff800000 686:ff800000 718:ff800000 782:f3800001 814:f37fffff
// + 846:f3ffffff 910:c17fffff 974:ff800000 1006:ff800000
// @data r_positive_inf f32 from r_nearest_even 231:00000001 232:00000001 234:00000001 236:00000001 242:00000002 247:00000001 248:00000001 249:00000001 250:00000001 251:00000001 252:00000001 253:00000001
// + 263:00000001 264:00000001 266:00000001 268:00000001 269:407ffffe 277:00bfffff 278:013fffff 279:00000001 280:00000001 281:00000001 284:00000001 285:00000001
// + 286:3ffffffe 287:00fffffe 297:00000001 299:00000001 307:80000000 309:80000001 319:80000001 327:00000001 328:00000001 330:00000001 332:00000001 343:00000001
// + 345:00000001 348:00000001 349:00000001 361:00000001 363:00000001 371:807fffff 376:80000000 378:80000000 391:00000001 392:00000001 394:00000001 396:00000001
// + 397:40800001 402:00800003 403:00800001 410:00000002 411:00400001 412:00000001 413:00000001 414:40000001 415:01000001 424:407ffffe 428:40800001 430:ff7fffff
// + 435:7f7fffff 440:73800001 441:737fffff 442:73ffffff 444:417fffff 461:ff7fffff 463:ff7fffff 466:ff7fffff 468:ff7fffff 469:ff7fffff 470:ff7fffff 478:ff7fffff
// + 479:ff7fffff 494:ff7fffff 583:00000002 588:00800003 590:ff7fffff 594:3f800003 595:3f800001 600:33800003 601:33800001 602:34000001 604:01800001 605:00400001
// + 606:7f000001 607:40000001 617:80000000 619:807fffff 620:00800001 621:7f7fffff 626:3f800001 627:3f7fffff 629:3fc00000 630:40400000 632:33800001 633:337fffff
// + 634:33ffffff 636:017fffff 638:7effffff 639:3fffffff 654:ff7fffff 680:00bfffff 681:80000001 686:ff7fffff 691:3fc00000 697:33c00000 698:34400000 700:01c00000
// + 702:7f400000 703:40400000 712:013fffff 718:ff7fffff 723:40400000 729:34400000 730:34c00000 732:02400000 735:40c00000 743:00000001 744:00000001 746:00000001
// + 765:00000001 775:00000001 776:00000001 779:80000000 781:73800001 786:33800003 787:33800001 792:27800003 793:27800001 794:28000001 796:00000003 797:00000001
// + 798:73000001 799:34000001 807:00000001 808:00000001 810:00000001 813:737fffff 818:33800001 819:337fffff 821:33c00000 822:34400000 824:27800001 825:277fffff
// + 826:27ffffff 829:00000001 830:72ffffff 831:33ffffff 839:00000001 843:80000000 844:00000002 845:73ffffff 850:34000001 851:33ffffff 853:34400000 854:34c00000
// + 856:28000001 857:27ffffff 858:287fffff 861:00000001 862:737fffff 863:347fffff 871:00000001 876:00400001 903:00000001 904:00000001 906:00000001 908:00000001
// + 909:417fffff 914:01800001 915:017fffff 917:01c00000 918:02400000 920:00000003 924:00000001 925:00000001 926:40ffffff 927:01ffffff 935:00000001 936:00000001
// + 938:00000001 940:00000001 946:00400001 951:00000001 952:00000001 953:00000001 954:00000001 956:00000001 957:00000001 968:3ffffffe 972:40000001 974:ff7fffff
// + 978:7f000001 979:7effffff 981:7f400000 984:73000001 985:72ffffff 986:737fffff 988:40ffffff 991:7f7fffff 1000:00fffffe 1001:80000001 1004:01000001 1006:ff7fffff
// + 1010:40000001 1011:3fffffff 1013:40400000 1014:40c00000 1016:34000001 1017:33ffffff 1018:347fffff 1020:01ffffff 1022:7f7fffff 1023:407fffff
// @data r_positive_inf_ftz f32 from r_nearest_even_ftz 397:40800001 402:00800003 403:00800001 414:40000001 415:01000001 428:40800001 430:ff7fffff 435:7f7fffff 440:73800001 441:737fffff 442:73ffffff 444:417fffff
// + 461:ff7fffff 463:ff7fffff 466:ff7fffff 468:ff7fffff 469:ff7fffff 470:ff7fffff 478:ff7fffff 479:ff7fffff 494:ff7fffff 588:00800003 590:ff7fffff 594:3f800003
// + 595:3f800001 600:33800003 601:33800001 602:34000001 604:01800001 606:7f000001 607:40000001 620:00800001 621:7f7fffff 626:3f800001 627:3f7fffff 629:3fc00000
// + 630:40400000 632:33800001 633:337fffff 634:33ffffff 636:017fffff 638:7effffff 639:3fffffff 654:ff7fffff 686:ff7fffff 691:3fc00000 697:33c00000 698:34400000
// + 700:01c00000 702:7f400000 703:40400000 718:ff7fffff 723:40400000 729:34400000 730:34c00000 732:02400000 735:40c00000 781:73800001 786:33800003 787:33800001
// + 792:27800003 793:27800001 794:28000001 798:73000001 799:34000001 813:737fffff 818:33800001 819:337fffff 821:33c00000 822:34400000 824:27800001 825:277fffff
// + 826:27ffffff 830:72ffffff 831:33ffffff 845:73ffffff 850:34000001 851:33ffffff 853:34400000 854:34c00000 856:28000001 857:27ffffff 858:287fffff 862:737fffff
// + 863:347fffff 909:417fffff 914:01800001 915:017fffff 917:01c00000 918:02400000 926:40ffffff 927:01ffffff 972:40000001 974:ff7fffff 978:7f000001 979:7effffff
// + 981:7f400000 984:73000001 985:72ffffff 986:737fffff 988:40ffffff 991:7f7fffff 1004:01000001 1006:ff7fffff 1010:40000001 1011:3fffffff 1013:40400000 1014:40c00000
// + 1016:34000001 1017:33ffffff 1018:347fffff 1020:01ffffff 1022:7f7fffff 1023:407fffff
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=mulf_nearest_even_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=mulf_zero grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=mulf_zero_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=mulf_negative_inf_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=mulf_positive_inf_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 rounding<zero> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = mulf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
