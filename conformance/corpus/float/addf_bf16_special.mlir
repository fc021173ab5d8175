// @conformance 1
// @tier full
// @family float-arith
// addf on bf16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// @data b bf16 from a
// @data r_nearest_even bf16 0000 0000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 7f80 7f80 7f80 7fff 7fff 7fff 7fff 7f80
// + 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + ff80 ff80 7fff ff80 7fff 7fff 7fff ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 7f80 ff80 7fff 7fff 7fff 0002 0080 0000 0081 807f 0082 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 0180 0041 7eff 3fff 007f 007f 7f80 ff80 7fff 7fff 7fff 0080
// + 00fe 007e 00ff 8001 0100 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 019f 00bf 7eff 3fff
// + 8001 8001 7f80 ff80 7fff 7fff 7fff 0000 007e 8002 007f 8081 0080 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017e 003f 7eff 3fff 0080 0080 7f80 ff80 7fff 7fff 7fff 0081 00ff 007f 0100 0000 0100 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 01a0 00c0 7eff 3fff 8080 8080 7f80 ff80 7fff 7fff 7fff 807f
// + 8001 8081 0000 8100 0001 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 013f 8040 7eff 3fff
// + 0081 0081 7f80 ff80 7fff 7fff 7fff 0082 0100 0080 0100 0001 0101 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 01a0 00c1 7eff 3fff 7f7f 7f7f 7f80 ff80 7fff 7fff 7fff 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f80 0000 7f80
// + 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f80 7f7f ff7f ff7f 7f80 ff80 7fff 7fff 7fff ff7f
// + ff7f ff7f ff7f ff7f ff7f 0000 ff80 fefe ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f feff ff7f
// + 7f00 7f00 7f80 ff80 7fff 7fff 7fff 7f00 7f00 7f00 7f00 7f00 7f00 7f80 fefe 7f80 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00
// + 7f00 7f00 7f00 7f00 7f00 7f00 7f80 7f00 3f80 3f80 7f80 ff80 7fff 7fff 7fff 3f80 3f80 3f80 3f80 3f80 3f80 7f7f ff7f 7f00
// + 4000 0000 4000 4000 4040 4020 4080 3f80 3f81 3f80 3f81 3fc0 3f80 3f80 7eff 4040 bf80 bf80 7f80 ff80 7fff 7fff 7fff bf80
// + bf80 bf80 bf80 bf80 bf80 7f7f ff7f 7f00 0000 c000 3c00 bb80 3f80 3f00 4000 bf7f bf7f bf7f bf7e bf00 bf80 bf80 7eff 3f7e
// + 3f81 3f81 7f80 ff80 7fff 7fff 7fff 3f81 3f81 3f81 3f81 3f81 3f81 7f7f ff7f 7f00 4000 3c00 4001 4000 4040 4020 4080 3f82
// + 3f82 3f81 3f82 3fc1 3f81 3f81 7eff 4040 3f7f 3f7f 7f80 ff80 7fff 7fff 7fff 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 7f7f ff7f 7f00
// + 4000 bb80 4000 3fff 4040 4020 4080 3f80 3f80 3f80 3f80 3fc0 3f7f 3f7f 7eff 403f 4000 4000 7f80 ff80 7fff 7fff 7fff 4000
// + 4000 4000 4000 4000 4000 7f7f ff7f 7f00 4040 3f80 4040 4040 4080 4060 40a0 4000 4000 4000 4000 4020 4000 4000 7eff 4080
// + 3fc0 3fc0 7f80 ff80 7fff 7fff 7fff 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 7f7f ff7f 7f00 4020 3f00 4020 4020 4060 4040 4090 3fc0
// + 3fc1 3fc0 3fc1 4000 3fc0 3fc0 7eff 4060 4040 4040 7f80 ff80 7fff 7fff 7fff 4040 4040 4040 4040 4040 4040 7f7f ff7f 7f00
// + 4080 4000 4080 4080 40a0 4090 40c0 4040 4040 4040 4040 4060 4040 4040 7eff 40a0 3b80 3b80 7f80 ff80 7fff 7fff 7fff 3b80
// + 3b80 3b80 3b80 3b80 3b80 7f7f ff7f 7f00 3f80 bf7f 3f82 3f80 4000 3fc0 4040 3c00 3c00 3c00 3c40 3f01 3b80 3b80 7eff 4000
// + 3b81 3b81 7f80 ff80 7fff 7fff 7fff 3b81 3b81 3b81 3b81 3b81 3b81 7f7f ff7f 7f00 3f81 bf7f 3f82 3f80 4000 3fc1 4040 3c00
// + 3c01 3c00 3c40 3f01 3b81 3b81 7eff 4000 3b7f 3b7f 7f80 ff80 7fff 7fff 7fff 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 7f7f ff7f 7f00
// + 3f80 bf7f 3f81 3f80 4000 3fc0 4040 3c00 3c00 3bff 3c3f 3f01 3b7f 3b7f 7eff 3fff 3bff 3bff 7f80 ff80 7fff 7fff 7fff 3bff
// + 3bff 3bff 3bff 3bff 3bff 7f7f ff7f 7f00 3f81 bf7e 3f82 3f80 4000 3fc1 4040 3c40 3c40 3c3f 3c7f 3f02 3bff 3bff 7eff 4000
// + 3f00 3f00 7f80 ff80 7fff 7fff 7fff 3f00 3f00 3f00 3f00 3f00 3f00 7f7f ff7f 7f00 3fc0 bf00 3fc1 3fc0 4020 4000 4060 3f01
// + 3f01 3f01 3f02 3f80 3f00 3f00 7eff 4020 017f 017f 7f80 ff80 7fff 7fff 7fff 0180 019f 017e 01a0 013f 01a0 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 01ff 0190 7eff 3fff 0040 0040 7f80 ff80 7fff 7fff 7fff 0041
// + 00bf 003f 00c0 8040 00c1 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 0190 0080 7eff 3fff
// + 7eff 7eff 7f80 ff80 7fff 7fff 7fff 7eff 7eff 7eff 7eff 7eff 7eff 7f80 feff 7f80 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff
// + 7eff 7eff 7eff 7eff 7eff 7eff 7f7f 7eff 3fff 3fff 7f80 ff80 7fff 7fff 7fff 3fff 3fff 3fff 3fff 3fff 3fff 7f7f ff7f 7f00
// + 4040 3f7e 4040 403f 4080 4060 40a0 4000 4000 3fff 4000 4020 3fff 3fff 7eff 407f
// @data r_zero bf16 from r_nearest_even 238:ff7e 241:bf7f 252:017f 270:ff7e 273:bf7f 301:7f7e 303:7eff 304:3f7f 306:3f80 307:3f7e 308:3fff 309:3fbf
// + 310:403f 311:3b7f 312:3b80 313:3b7e 314:3bfe 315:3eff 318:7efe 319:3ffe 334:ff7e 337:bf7f 348:019f 365:7f7e
// + 367:7eff 368:3f7f 370:3f80 371:3f7e 372:3fff 373:3fbf 374:403f 375:3b7f 376:3b80 377:3b7e 378:3bfe 379:3eff
// + 382:7efe 383:3ffe 398:ff7e 401:bf7f 412:019f 425:7f7e 427:7f7e 429:7f7f 431:7f7f 433:7f7e 446:7f7f 455:ff7e
// + 456:ff7e 458:ff7e 460:ff7e 462:ff7f 464:ff7e 466:ff7e 467:ff7e 468:ff7e 469:ff7e 470:ff7e 471:ff7e 472:ff7e
// + 473:ff7e 474:ff7e 475:ff7e 476:ff7e 477:ff7e 479:ff7e 489:7eff 491:7eff 493:7f7f 495:7f7f 497:7eff 510:7f7f
// + 521:3f7f 523:3f7f 526:ff7e 531:3fff 536:3f80 538:3f80 543:403f 551:bf7f 552:bf7f 554:bf7f 556:bf7f 557:7f7e
// + 559:7eff 568:bf7e 572:bf7f 573:bf7f 574:7efe 585:3f80 587:3f80 590:ff7e 599:3f81 600:3f81 602:3f81 617:3f7e
// + 619:3f7e 622:ff7e 624:3fff 628:403f 629:401f 630:407f 633:3f7f 635:3fbf 649:3fff 651:3fff 654:ff7e 659:403f
// + 671:407f 681:3fbf 683:3fbf 686:ff7e 691:401f 696:3fc0 698:3fc0 703:405f 713:403f 715:403f 718:ff7e 723:407f
// + 735:409f 745:3b7f 747:3b7f 750:ff7e 754:3f81 761:3bff 762:3c3f 767:3fff 777:3b80 779:3b80 782:ff7e 784:3f80
// + 785:bf7e 786:3f81 789:3fc0 799:3fff 809:3b7e 811:3b7e 814:ff7e 819:3f7f 823:3bff 827:3f00 841:3bfe 843:3bfe
// + 846:ff7e 848:3f80 850:3f81 853:3fc0 855:3c3f 859:3f01 863:3fff 873:3eff 875:3eff 878:ff7e 883:3fbf 889:3f00
// + 890:3f01 895:401f 903:017f 906:019f 908:019f 910:ff7e 913:bf7f 925:018f 942:ff7e 945:bf7f 956:018f 969:7efe
// + 971:7efe 973:7f7f 975:7f7f 977:7efe 1001:3ffe 1003:3ffe 1006:ff7e 1008:403f 1012:407f 1013:405f 1014:409f 1015:3fff
// + 1016:3fff 1018:3fff 1019:401f
// @data r_negative_inf bf16 from r_zero 1:8000 32:8000 233:8000 238:ff7f 241:bf80 270:ff7f 273:bf80 295:8000 302:ff80 305:bf81 331:8000 334:ff7f
// + 337:bf80 362:8000 366:ff80 369:bf81 398:ff7f 401:bf80 430:8000 455:ff7f 456:ff7f 457:ff80 458:ff7f 459:ff80
// + 460:ff7f 461:8000 462:ff80 464:ff7f 465:ff80 466:ff7f 467:ff7f 468:ff7f 469:ff7f 470:ff7f 471:ff7f 472:ff7f
// + 473:ff7f 474:ff7f 475:ff7f 476:ff7f 477:ff7f 479:ff7f 526:ff7f 529:8000 551:bf80 552:bf80 553:bf81 554:bf80
// + 555:bf81 556:bf80 558:ff80 560:8000 568:bf7f 569:bf80 570:bf7f 572:bf80 573:bf80 590:ff7f 622:ff7f 654:ff7f
// + 686:ff7f 718:ff7f 750:ff7f 782:ff7f 785:bf7f 814:ff7f 817:bf80 846:ff7f 849:bf7f 878:ff7f 910:ff7f 913:bf80
// + 942:ff7f 945:bf80 1006:ff7f
// @data r_positive_inf bf16 0000 0000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 7f80 7f80 7f80 7fff 7fff 7fff 7fff 7f80
// + 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + ff80 ff80 7fff ff80 7fff 7fff 7fff ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 7f80 ff80 7fff 7fff 7fff 0002 0080 0000 0081 807f 0082 7f80 ff7e 7f01
// + 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3b81 3b82 3b80 3c00 3f01 0180 0041 7f00 4000 007f 007f 7f80 ff80 7fff 7fff 7fff 0080
// + 00fe 007e 00ff 8001 0100 7f80 ff7e 7f01 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3b81 3b82 3b80 3c00 3f01 01a0 00bf 7f00 4000
// + 8001 8001 7f80 ff80 7fff 7fff 7fff 0000 007e 8002 007f 8081 0080 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 003f 7eff 3fff 0080 0080 7f80 ff80 7fff 7fff 7fff 0081 00ff 007f 0100 0000 0101 7f80 ff7e 7f01
// + 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3b81 3b82 3b80 3c00 3f01 01a0 00c0 7f00 4000 8080 8080 7f80 ff80 7fff 7fff 7fff 807f
// + 8001 8081 0000 8100 0001 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 013f 8040 7eff 3fff
// + 0081 0081 7f80 ff80 7fff 7fff 7fff 0082 0100 0080 0101 0001 0101 7f80 ff7e 7f01 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3b81
// + 3b82 3b80 3c00 3f01 01a0 00c1 7f00 4000 7f7f 7f7f 7f80 ff80 7fff 7fff 7fff 7f80 7f80 7f7f 7f80 7f7f 7f80 7f80 0000 7f80
// + 7f80 7f7f 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 ff7f ff7f 7f80 ff80 7fff 7fff 7fff ff7e
// + ff7e ff7f ff7e ff7f ff7e 0000 ff7f fefe ff7e ff7f ff7e ff7e ff7e ff7e ff7e ff7e ff7e ff7e ff7e ff7e ff7e ff7e feff ff7e
// + 7f00 7f00 7f80 ff80 7fff 7fff 7fff 7f01 7f01 7f00 7f01 7f00 7f01 7f80 fefe 7f80 7f01 7f00 7f01 7f01 7f01 7f01 7f01 7f01
// + 7f01 7f01 7f01 7f01 7f01 7f01 7f80 7f01 3f80 3f80 7f80 ff80 7fff 7fff 7fff 3f81 3f81 3f80 3f81 3f80 3f81 7f80 ff7e 7f01
// + 4000 0000 4001 4000 4040 4020 4080 3f81 3f81 3f81 3f81 3fc0 3f81 3f81 7f00 4040 bf80 bf80 7f80 ff80 7fff 7fff 7fff bf7f
// + bf7f bf80 bf7f bf80 bf7f 7f7f ff7f 7f00 0000 c000 3c00 bb80 3f80 3f00 4000 bf7f bf7e bf7f bf7e bf00 bf7f bf7f 7eff 3f7e
// + 3f81 3f81 7f80 ff80 7fff 7fff 7fff 3f82 3f82 3f81 3f82 3f81 3f82 7f80 ff7e 7f01 4001 3c00 4001 4001 4041 4021 4081 3f82
// + 3f82 3f82 3f82 3fc1 3f82 3f82 7f00 4040 3f7f 3f7f 7f80 ff80 7fff 7fff 7fff 3f80 3f80 3f7f 3f80 3f7f 3f80 7f80 ff7e 7f01
// + 4000 bb80 4001 3fff 4040 4020 4080 3f80 3f81 3f80 3f81 3fc0 3f80 3f80 7f00 4040 4000 4000 7f80 ff80 7fff 7fff 7fff 4001
// + 4001 4000 4001 4000 4001 7f80 ff7e 7f01 4040 3f80 4041 4040 4080 4060 40a0 4001 4001 4001 4001 4020 4001 4001 7f00 4080
// + 3fc0 3fc0 7f80 ff80 7fff 7fff 7fff 3fc1 3fc1 3fc0 3fc1 3fc0 3fc1 7f80 ff7e 7f01 4020 3f00 4021 4020 4060 4040 4090 3fc1
// + 3fc1 3fc1 3fc1 4000 3fc1 3fc1 7f00 4060 4040 4040 7f80 ff80 7fff 7fff 7fff 4041 4041 4040 4041 4040 4041 7f80 ff7e 7f01
// + 4080 4000 4081 4080 40a0 4090 40c0 4041 4041 4041 4041 4060 4041 4041 7f00 40a0 3b80 3b80 7f80 ff80 7fff 7fff 7fff 3b81
// + 3b81 3b80 3b81 3b80 3b81 7f80 ff7e 7f01 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3c00 3c01 3c00 3c40 3f01 3b81 3b81 7f00 4000
// + 3b81 3b81 7f80 ff80 7fff 7fff 7fff 3b82 3b82 3b81 3b82 3b81 3b82 7f80 ff7e 7f01 3f81 bf7e 3f82 3f81 4001 3fc1 4041 3c01
// + 3c01 3c01 3c40 3f02 3b82 3b82 7f00 4000 3b7f 3b7f 7f80 ff80 7fff 7fff 7fff 3b80 3b80 3b7f 3b80 3b7f 3b80 7f80 ff7e 7f01
// + 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3c00 3c01 3bff 3c40 3f01 3b80 3b80 7f00 4000 3bff 3bff 7f80 ff80 7fff 7fff 7fff 3c00
// + 3c00 3bff 3c00 3bff 3c00 7f80 ff7e 7f01 3f81 bf7e 3f82 3f81 4001 3fc1 4041 3c40 3c40 3c40 3c7f 3f02 3c00 3c00 7f00 4000
// + 3f00 3f00 7f80 ff80 7fff 7fff 7fff 3f01 3f01 3f00 3f01 3f00 3f01 7f80 ff7e 7f01 3fc0 bf00 3fc1 3fc0 4020 4000 4060 3f01
// + 3f02 3f01 3f02 3f80 3f01 3f01 7f00 4020 017f 017f 7f80 ff80 7fff 7fff 7fff 0180 01a0 017f 01a0 013f 01a0 7f80 ff7e 7f01
// + 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3b81 3b82 3b80 3c00 3f01 01ff 0190 7f00 4000 0040 0040 7f80 ff80 7fff 7fff 7fff 0041
// + 00bf 003f 00c0 8040 00c1 7f80 ff7e 7f01 3f81 bf7f 3f82 3f80 4001 3fc1 4041 3b81 3b82 3b80 3c00 3f01 0190 0080 7f00 4000
// + 7eff 7eff 7f80 ff80 7fff 7fff 7fff 7f00 7f00 7eff 7f00 7eff 7f00 7f80 feff 7f80 7f00 7eff 7f00 7f00 7f00 7f00 7f00 7f00
// + 7f00 7f00 7f00 7f00 7f00 7f00 7f7f 7f00 3fff 3fff 7f80 ff80 7fff 7fff 7fff 4000 4000 3fff 4000 3fff 4000 7f80 ff7e 7f01
// + 4040 3f7e 4040 4040 4080 4060 40a0 4000 4000 4000 4000 4020 4000 4000 7f00 407f
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=addf_zero grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = addf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = addf %x0, %x1 rounding<zero> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
