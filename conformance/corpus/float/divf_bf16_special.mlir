// @conformance 1
// @tier full
// @family float-arith
// divf on bf16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// @data b bf16 from a
// @data r_nearest_even bf16 7fff 7fff 0000 8000 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 0000 8000 0000 0000 8000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 7fff 7fff 8000 0000 7fff 7fff 7fff 8000 8000 0000 8000 0000 8000 8000 0000 8000
// + 8000 0000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7f80 ff80 7fff 7fff 7fff 7fff 7fff 7f80
// + 7f80 ff80 7f80 ff80 7f80 7f80 ff80 7f80 7f80 ff80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + ff80 7f80 7fff 7fff 7fff 7fff 7fff ff80 ff80 7f80 ff80 7f80 ff80 ff80 7f80 ff80 ff80 7f80 ff80 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7f80 ff80 0000 8000 7fff 7fff 7fff 3f80 3c01 bf80 3c00 bc00 3bfe 0000 8000 0000
// + 0001 8001 0001 0001 0000 0001 0000 0100 00fe 0101 0081 0002 3b01 3c80 0000 0001 7f80 ff80 0000 8000 7fff 7fff 7fff 42fe
// + 3f80 c2fe 3f7e bf7e 3f7c 0000 8000 0000 007f 807f 007e 007f 0040 0055 002a 047e 047c 047f 03ff 00fe 3e7f 3ffe 0000 0040
// + ff80 7f80 8000 0000 7fff 7fff 7fff bf80 bc01 3f80 bc00 3c00 bbfe 8000 0000 8000 8001 0001 8001 8001 8000 8001 8000 8100
// + 80fe 8101 8081 8002 bb01 bc80 8000 8001 7f80 ff80 0000 8000 7fff 7fff 7fff 4300 3f81 c300 3f80 bf80 3f7e 0000 8000 0000
// + 0080 8080 007f 0081 0040 0055 002b 0480 047e 0481 0401 0100 3e81 4000 0000 0040 ff80 7f80 8000 0000 7fff 7fff 7fff c300
// + bf81 4300 bf80 3f80 bf7e 8000 0000 8000 8080 0080 807f 8081 8040 8055 802b 8480 847e 8481 8401 8100 be81 c000 8000 8040
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 4301 3f82 c301 3f81 bf81 3f80 0000 8000 0000 0081 8081 0080 0082 0040 0056 002b 0481
// + 0480 0482 0402 0101 3e82 4001 0000 0041 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7f80 ff80 7f80 ff80 7f80 3f80 bf80 3fff
// + 7f7f ff7f 7f7d 7f80 7eff 7f2a 7eaa 7f80 7f80 7f80 7f80 7f80 7f80 7f80 4000 7f00 ff80 7f80 8000 0000 7fff 7fff 7fff ff80
// + ff80 7f80 ff80 7f80 ff80 bf80 3f80 bfff ff7f 7f7f ff7d ff80 feff ff2a feaa ff80 ff80 ff80 ff80 ff80 ff80 ff80 c000 ff00
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7f80 ff80 7f80 ff80 7f80 3f01 bf01 3f80 7f00 ff00 7efe 7f01 7e80 7eab 7e2b 7f80
// + 7f80 7f80 7f80 7f80 7f80 7f80 3f81 7e81 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7e81 ff80 7e80 fe80 7e7e 0020 8020 0040
// + 3f80 bf80 3f7e 3f81 3f00 3f2b 3eab 4380 437e 4381 4301 4000 7d81 7f00 0040 3f01 ff80 7f80 8000 0000 7fff 7fff 7fff ff80
// + fe81 7f80 fe80 7e80 fe7e 8020 0020 8040 bf80 3f80 bf7e bf81 bf00 bf2b beab c380 c37e c381 c301 c000 fd81 ff00 8040 bf01
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7e82 ff80 7e81 fe81 7e80 0020 8020 0040 3f81 bf81 3f80 3f82 3f01 3f2c 3eac 4381
// + 4380 4382 4302 4001 7d82 7f01 0041 3f02 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7e81 ff80 7e7f fe7f 7e7d 0020 8020 0040
// + 3f7f bf7f 3f7d 3f80 3eff 3f2a 3eaa 437f 437d 4380 4300 3fff 7d80 7eff 0040 3f00 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80
// + 7f01 ff80 7f00 ff00 7efe 0040 8040 0080 4000 c000 3ffe 4001 3f80 3fab 3f2b 4400 43fe 4401 4381 4080 7e01 7f80 0081 3f81
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7ec2 ff80 7ec0 fec0 7ebf 0030 8030 0060 3fc0 bfc0 3fbf 3fc1 3f40 3f80 3f00 43c0
// + 43bf 43c1 4341 4040 7dc1 7f40 0060 3f41 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7f42 ff80 7f40 ff40 7f3f 0060 8060 00c0
// + 4040 c040 403f 4041 3fc0 4000 3f80 4440 443f 4441 43c1 40c0 7e41 7f80 00c1 3fc1 7f80 ff80 0000 8000 7fff 7fff 7fff 7e00
// + 7a81 fe00 7a80 fa80 7a7e 0000 8000 0000 3b80 bb80 3b7e 3b81 3b00 3b2b 3aab 3f80 3f7e 3f81 3f01 3c00 7981 7b00 0000 3b01
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 7e01 7a82 fe01 7a81 fa81 7a80 0000 8000 0000 3b81 bb81 3b80 3b82 3b01 3b2c 3aac 3f81
// + 3f80 3f82 3f02 3c01 7982 7b01 0000 3b02 7f80 ff80 0000 8000 7fff 7fff 7fff 7dff 7a81 fdff 7a7f fa7f 7a7d 0000 8000 0000
// + 3b7f bb7f 3b7d 3b80 3aff 3b2a 3aaa 3f7f 3f7d 3f80 3f00 3bff 7980 7aff 0000 3b00 7f80 ff80 0000 8000 7fff 7fff 7fff 7e7f
// + 7b01 fe7f 7aff faff 7afd 0000 8000 0000 3bff bbff 3bfd 3c00 3b7f 3baa 3b2a 3fff 3ffd 4000 3f80 3c7f 7a00 7b7f 0000 3b80
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7e01 ff80 7e00 fe00 7dfe 0010 8010 0020 3f00 bf00 3efe 3f01 3e80 3eab 3e2b 4300
// + 42fe 4301 4281 3f80 7d01 7e80 0020 3e81 7f80 ff80 0000 8000 7fff 7fff 7fff 43ff 4081 c3ff 407f c07f 407d 0000 8000 0000
// + 017f 817f 017d 0180 00ff 012a 00aa 057f 057d 0580 0500 01ff 3f80 40ff 0000 0100 7f80 ff80 0000 8000 7fff 7fff 7fff 4280
// + 3f01 c280 3f00 bf00 3efe 0000 8000 0000 0040 8040 0040 0040 0020 002b 0015 0400 03fe 0401 0381 0080 3e01 3f80 0000 0020
// + 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7f80 ff80 7f80 ff80 7f80 3f00 bf00 3f7f 7eff feff 7efd 7f00 7e7f 7eaa 7e2a 7f80
// + 7f80 7f80 7f80 7f7f 7f80 7f80 3f80 7e80 7f80 ff80 0000 8000 7fff 7fff 7fff 7f80 7f01 ff80 7eff feff 7efd 0040 8040 0080
// + 3fff bfff 3ffd 4000 3f7f 3faa 3f2a 43ff 43fd 4400 4380 407f 7e00 7f7f 0080 3f80
// @data r_zero bf16 from r_nearest_even 242:0000 245:0000 249:0100 250:0080 252:3b00 255:0000 276:003f 277:0054 281:047e 282:03fe 284:3e7e 287:003f
// + 306:8000 309:8000 313:8100 314:8080 316:bb00 319:8000 339:0080 342:002a 345:0480 346:0400 348:3e80 371:8080
// + 374:802a 377:8480 378:8400 380:be80 403:0081 409:0481 410:0401 412:3e81 415:0040 423:7f7f 424:7f7f 425:ff7f
// + 426:7f7f 427:ff7f 428:7f7f 435:7f7f 439:7f7f 440:7f7f 441:7f7f 442:7f7f 443:7f7f 444:7f7f 445:7f7f 455:ff7f
// + 456:ff7f 457:7f7f 458:ff7f 459:7f7f 460:ff7f 467:ff7f 471:ff7f 472:ff7f 473:ff7f 474:ff7f 475:ff7f 476:ff7f
// + 477:ff7f 487:7f7f 488:7f7f 489:ff7f 490:7f7f 491:ff7f 492:7f7f 493:3f00 494:bf00 499:7f00 501:7eaa 502:7e2a
// + 503:7f7f 504:7f7f 505:7f7f 506:7f7f 507:7f7f 508:7f7f 509:7f7f 510:3f80 511:7e80 519:7f7f 521:ff7f 531:3f80
// + 533:3f2a 534:3eaa 537:4380 538:4300 540:7d80 543:3f00 551:ff7f 553:7f7f 563:bf80 565:bf2a 566:beaa 569:c380
// + 570:c300 572:fd80 575:bf00 583:7f7f 585:ff7f 595:3f81 601:4381 602:4301 604:7d81 606:0040 607:3f01 615:7f7f
// + 616:7e80 617:ff7f 623:003f 647:7f7f 649:ff7f 659:4000 661:3faa 662:3f2a 665:4400 666:4380 668:7e00 669:7f7f
// + 670:0080 671:3f80 679:7f7f 680:7ec1 681:ff7f 684:7ebe 690:3fbe 691:3fc0 696:43be 697:43c0 698:4340 700:7dc0
// + 703:3f40 711:7f7f 712:7f41 713:ff7f 716:7f3e 722:403e 723:4040 728:443e 729:4440 730:43c0 732:7e40 733:7f7f
// + 734:00c0 735:3fc0 755:3b80 757:3b2a 758:3aaa 761:3f80 762:3f00 764:7980 767:3b00 787:3b81 793:3f81 794:3f01
// + 796:7981 799:3b01 808:7a80 840:7b00 871:7f7f 873:ff7f 883:3f00 885:3eaa 886:3e2a 889:4300 890:4280 892:7d00
// + 895:3e80 904:4080 946:003f 949:002a 953:0400 954:0380 956:3e00 967:7f7f 968:7f7f 969:ff7f 970:7f7f 971:ff7f
// + 972:7f7f 983:7f7f 984:7f7f 985:7f7f 986:7f7f 988:7f7f 989:7f7f 999:7f7f 1000:7f00 1001:ff7f 1007:007f
// @data r_negative_inf bf16 from r_zero 238:8001 270:8001 296:bc02 300:bbff 301:8001 303:8001 306:8001 307:8002 308:8001 309:8001 310:8001 312:80ff
// + 313:8101 314:8081 316:bb01 318:8001 319:8001 334:8001 360:bf82 364:bf7f 365:8001 367:8001 370:8080 371:8081
// + 373:8056 374:802b 376:847f 377:8481 378:8401 380:be81 382:8001 383:8041 398:8001 425:ff80 427:ff80 455:ff80
// + 456:ff80 458:ff80 460:ff80 466:ff7e 467:ff80 471:ff80 472:ff80 473:ff80 474:ff80 475:ff80 476:ff80 477:ff80
// + 489:ff80 491:ff80 494:bf01 521:ff80 526:8021 551:ff80 552:fe82 556:fe7f 557:8021 562:bf7f 563:bf81 565:bf2b
// + 566:beab 568:c37f 569:c381 570:c301 572:fd81 574:8041 575:bf01 585:ff80 590:8021 617:ff80 649:ff80 654:8041
// + 681:ff80 686:8031 713:ff80 718:8061 750:8001 782:8001 814:8001 846:8001 873:ff80 878:8011 910:8001 942:8001
// + 969:ff80 971:ff80 1001:ff80
// @data r_positive_inf bf16 from r_nearest_even 232:3c02 236:3bff 237:0001 239:0001 243:0002 244:0001 246:0001 248:00ff 254:0001 268:3f7d 269:0001 271:0001
// + 274:007f 275:0080 278:002b 280:047d 286:0001 302:0001 306:8000 309:8000 313:8100 314:8080 316:bb00 319:8000
// + 328:3f82 332:3f7f 333:0001 335:0001 338:0080 341:0056 344:047f 350:0001 351:0041 366:0001 371:8080 374:802a
// + 377:8480 378:8400 380:be80 392:3f83 397:0001 399:0001 404:0041 414:0001 425:ff7f 427:ff7f 434:7f7e 455:ff7f
// + 456:ff7f 458:ff7f 460:ff7f 467:ff7f 471:ff7f 472:ff7f 473:ff7f 474:ff7f 475:ff7f 476:ff7f 477:ff7f 489:ff7f
// + 491:ff7f 494:bf00 498:7eff 520:7e82 521:ff7f 524:7e7f 525:0021 530:3f7f 536:437f 542:0041 551:ff7f 558:0021
// + 563:bf80 565:bf2a 566:beaa 569:c380 570:c300 572:fd80 575:bf00 584:7e83 585:ff7f 589:0021 591:0041 617:ff7f
// + 620:7e7e 626:3f7e 632:437e 648:7f02 649:ff7f 652:7eff 653:0041 658:3fff 664:43ff 681:ff7f 685:0031 702:0061
// + 713:ff7f 717:0061 744:7a82 748:7a7f 749:0001 751:0001 754:3b7f 760:3f7f 766:0001 776:7a83 781:0001 783:0001
// + 798:0001 812:7a7e 813:0001 815:0001 818:3b7e 824:3f7e 830:0001 844:7afe 845:0001 847:0001 850:3bfe 856:3ffe
// + 862:0001 872:7e02 873:ff7f 876:7dff 877:0011 882:3eff 888:42ff 894:0021 908:407e 909:0001 911:0001 914:017e
// + 920:057e 926:0001 936:3f02 940:3eff 941:0001 943:0001 947:0041 950:0016 952:03ff 958:0001 959:0021 969:ff7f
// + 971:ff7f 978:7efe 1001:ff7f 1004:7efe 1010:3ffe 1016:43fe
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=divf_zero grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = divf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = divf %x0, %x1 rounding<zero> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
