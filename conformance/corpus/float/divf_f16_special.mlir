// @conformance 1
// @tier ci
// @family float-arith
// divf on f16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// @data b f16 from a
// @data r_nearest_even f16 7fff 7fff 0000 8000 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 0000 8000 0000 0000 8000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 7fff 7fff 8000 0000 7fff 7fff 7fff 8000 8000 0000 8000 0000 8000 8000 0000 8000
// + 8000 0000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7c00 fc00 7fff 7fff 7fff 7fff 7fff 7c00
// + 7c00 fc00 7c00 fc00 7c00 7c00 fc00 7c00 7c00 fc00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + fc00 7c00 7fff 7fff 7fff 7fff 7fff fc00 fc00 7c00 fc00 7c00 fc00 fc00 7c00 fc00 fc00 7c00 fc00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7c00 fc00 0000 8000 7fff 7fff 7fff 3c00 1401 bc00 1400 9400 13fe 0000 8000 0000
// + 0001 8001 0001 0001 0000 0001 0000 0800 07fe 0801 0401 0002 0c01 1800 0000 0001 7c00 fc00 0000 8000 7fff 7fff 7fff 63fe
// + 3c00 e3fe 3bfe bbfe 3bfc 0000 8000 0000 03ff 83ff 03fe 03ff 0200 02aa 0155 2ffe 2ffc 2fff 2bff 07fe 33ff 3ffe 0000 0200
// + fc00 7c00 8000 0000 7fff 7fff 7fff bc00 9401 3c00 9400 1400 93fe 8000 0000 8000 8001 0001 8001 8001 8000 8001 8000 8800
// + 87fe 8801 8401 8002 8c01 9800 8000 8001 7c00 fc00 0000 8000 7fff 7fff 7fff 6400 3c01 e400 3c00 bc00 3bfe 0000 8000 0000
// + 0400 8400 03ff 0401 0200 02ab 0155 3000 2ffe 3001 2c01 0800 3401 4000 0000 0200 fc00 7c00 8000 0000 7fff 7fff 7fff e400
// + bc01 6400 bc00 3c00 bbfe 8000 0000 8000 8400 0400 83ff 8401 8200 82ab 8155 b000 affe b001 ac01 8800 b401 c000 8000 8200
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 6401 3c02 e401 3c01 bc01 3c00 0000 8000 0000 0401 8401 0400 0402 0200 02ab 0156 3001
// + 3000 3002 2c02 0801 3402 4001 0000 0201 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7c00 fc00 7c00 fc00 7c00 3c00 bc00 3fff
// + 7bff fbff 7bfd 7c00 77ff 7955 7555 7c00 7c00 7c00 7c00 7c00 7c00 7c00 4000 7800 fc00 7c00 8000 0000 7fff 7fff 7fff fc00
// + fc00 7c00 fc00 7c00 fc00 bc00 3c00 bfff fbff 7bff fbfd fc00 f7ff f955 f555 fc00 fc00 fc00 fc00 fc00 fc00 fc00 c000 f800
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7c00 fc00 7c00 fc00 7c00 3801 b801 3c00 7800 f800 77fe 7801 7400 7555 7155 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 3c01 7401 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7401 fc00 7400 f400 73fe 0100 8100 0200
// + 3c00 bc00 3bfe 3c01 3800 3955 3555 6800 67fe 6801 6401 4000 6c01 7800 0200 3801 fc00 7c00 8000 0000 7fff 7fff 7fff fc00
// + f401 7c00 f400 7400 f3fe 8100 0100 8200 bc00 3c00 bbfe bc01 b800 b955 b555 e800 e7fe e801 e401 c000 ec01 f800 8200 b801
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7402 fc00 7401 f401 7400 0100 8100 0200 3c01 bc01 3c00 3c02 3801 3957 3557 6801
// + 6800 6802 6402 4001 6c02 7801 0201 3802 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7401 fc00 73ff f3ff 73fd 0100 8100 0200
// + 3bff bbff 3bfd 3c00 37ff 3955 3555 67ff 67fd 6800 6400 3fff 6c00 77ff 0200 3800 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00
// + 7801 fc00 7800 f800 77fe 0200 8200 0400 4000 c000 3ffe 4001 3c00 3d55 3955 6c00 6bfe 6c01 6801 4400 7001 7c00 0401 3c01
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7602 fc00 7600 f600 75ff 0180 8180 0300 3e00 be00 3dff 3e01 3a00 3c00 3800 6a00
// + 69ff 6a01 6601 4200 6e01 7a00 0300 3a01 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7a02 fc00 7a00 fa00 79ff 0300 8300 0600
// + 4200 c200 41ff 4201 3e00 4000 3c00 6e00 6dff 6e01 6a01 4600 7201 7c00 0601 3e01 7c00 fc00 0000 8000 7fff 7fff 7fff 7000
// + 4801 f000 4800 c800 47fe 0000 8000 0000 1000 9000 0ffe 1001 0c00 0d55 0955 3c00 3bfe 3c01 3801 1400 4001 4c00 0000 0c01
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 7001 4802 f001 4801 c801 4800 0000 8000 0000 1001 9001 1000 1002 0c01 0d57 0957 3c01
// + 3c00 3c02 3802 1401 4002 4c01 0000 0c02 7c00 fc00 0000 8000 7fff 7fff 7fff 6fff 4801 efff 47ff c7ff 47fd 0000 8000 0000
// + 0fff 8fff 0ffd 1000 0bff 0d55 0955 3bff 3bfd 3c00 3800 13ff 4000 4bff 0000 0c00 7c00 fc00 0000 8000 7fff 7fff 7fff 73ff
// + 4c01 f3ff 4bff cbff 4bfd 0000 8000 0000 13ff 93ff 13fd 1400 0fff 1155 0d55 3fff 3ffd 4000 3c00 17ff 4400 4fff 0000 1000
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7001 fc00 7000 f000 6ffe 0080 8080 0100 3800 b800 37fe 3801 3400 3555 3155 6400
// + 63fe 6401 6001 3c00 6801 7400 0100 3401 7c00 fc00 0000 8000 7fff 7fff 7fff 6bff 4401 ebff 43ff c3ff 43fd 0000 8000 0000
// + 0bff 8bff 0bfd 0c00 07ff 0955 0555 37ff 37fd 3800 3400 0fff 3c00 47ff 0000 0800 7c00 fc00 0000 8000 7fff 7fff 7fff 6000
// + 3801 e000 3800 b800 37fe 0000 8000 0000 0200 8200 0200 0200 0100 0155 00ab 2c00 2bfe 2c01 2801 0400 3001 3c00 0000 0100
// + 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7c00 fc00 7c00 fc00 7c00 3800 b800 3bff 77ff f7ff 77fd 7800 73ff 7555 7155 7c00
// + 7c00 7c00 7c00 7bff 7c00 7c00 3c00 7400 7c00 fc00 0000 8000 7fff 7fff 7fff 7c00 7801 fc00 77ff f7ff 77fd 0200 8200 0400
// + 3fff bfff 3ffd 4000 3bff 3d55 3955 6bff 6bfd 6c00 6800 43ff 7000 7bff 0400 3c00
// @data r_zero f16 from r_nearest_even 242:0000 245:0000 249:0800 250:0400 252:0c00 255:0000 276:01ff 281:2ffe 282:2bfe 284:33fe 287:01ff 306:8000
// + 309:8000 313:8800 314:8400 316:8c00 319:8000 339:0400 341:02aa 345:3000 346:2c00 348:3400 371:8400 373:82aa
// + 377:b000 378:ac00 380:b400 403:0401 406:0155 409:3001 410:2c01 412:3401 415:0200 423:7bff 424:7bff 425:fbff
// + 426:7bff 427:fbff 428:7bff 435:7bff 437:7954 438:7554 439:7bff 440:7bff 441:7bff 442:7bff 443:7bff 444:7bff
// + 445:7bff 455:fbff 456:fbff 457:7bff 458:fbff 459:7bff 460:fbff 467:fbff 469:f954 470:f554 471:fbff 472:fbff
// + 473:fbff 474:fbff 475:fbff 476:fbff 477:fbff 487:7bff 488:7bff 489:fbff 490:7bff 491:fbff 492:7bff 493:3800
// + 494:b800 499:7800 503:7bff 504:7bff 505:7bff 506:7bff 507:7bff 508:7bff 509:7bff 510:3c00 511:7400 519:7bff
// + 521:fbff 531:3c00 537:6800 538:6400 540:6c00 543:3800 551:fbff 553:7bff 563:bc00 569:e800 570:e400 572:ec00
// + 575:b800 583:7bff 585:fbff 595:3c01 597:3956 598:3556 601:6801 602:6401 604:6c01 606:0200 607:3801 615:7bff
// + 616:7400 617:fbff 623:01ff 629:3954 630:3554 647:7bff 649:fbff 659:4000 665:6c00 666:6800 668:7000 669:7bff
// + 670:0400 671:3c00 679:7bff 680:7601 681:fbff 684:75fe 690:3dfe 691:3e00 696:69fe 697:6a00 698:6600 700:6e00
// + 703:3a00 711:7bff 712:7a01 713:fbff 716:79fe 722:41fe 723:4200 728:6dfe 729:6e00 730:6a00 732:7200 733:7bff
// + 734:0600 735:3e00 755:1000 761:3c00 762:3800 764:4000 767:0c00 787:1001 789:0d56 790:0956 793:3c01 794:3801
// + 796:4001 799:0c01 808:4800 821:0d54 822:0954 840:4c00 853:1154 854:0d54 871:7bff 873:fbff 883:3800 889:6400
// + 890:6000 892:6800 895:3400 904:4400 917:0954 918:0554 946:01ff 950:00aa 953:2c00 954:2800 956:3000 967:7bff
// + 968:7bff 969:fbff 970:7bff 971:fbff 972:7bff 981:7554 982:7154 983:7bff 984:7bff 985:7bff 986:7bff 988:7bff
// + 989:7bff 999:7bff 1000:7800 1001:fbff 1007:03ff 1013:3d54 1014:3954
// @data r_negative_inf f16 from r_zero 238:8001 270:8001 296:9402 300:93ff 301:8001 303:8001 306:8001 307:8002 308:8001 309:8001 310:8001 312:87ff
// + 313:8801 314:8401 316:8c01 318:8001 319:8001 334:8001 360:bc02 364:bbff 365:8001 367:8001 370:8400 371:8401
// + 373:82ab 374:8156 376:afff 377:b001 378:ac01 380:b401 382:8001 383:8201 398:8001 425:fc00 427:fc00 455:fc00
// + 456:fc00 458:fc00 460:fc00 466:fbfe 467:fc00 469:f955 470:f555 471:fc00 472:fc00 473:fc00 474:fc00 475:fc00
// + 476:fc00 477:fc00 489:fc00 491:fc00 494:b801 521:fc00 526:8101 551:fc00 552:f402 556:f3ff 557:8101 562:bbff
// + 563:bc01 565:b956 566:b556 568:e7ff 569:e801 570:e401 572:ec01 574:8201 575:b801 585:fc00 590:8101 617:fc00
// + 649:fc00 654:8201 681:fc00 686:8181 713:fc00 718:8301 750:8001 782:8001 814:8001 846:8001 873:fc00 878:8081
// + 910:8001 942:8001 969:fc00 971:fc00 1001:fc00
// @data r_positive_inf f16 from r_nearest_even 232:1402 236:13ff 237:0001 239:0001 243:0002 244:0001 246:0001 248:07ff 254:0001 268:3bfd 269:0001 271:0001
// + 274:03ff 275:0400 280:2ffd 286:0001 302:0001 306:8000 309:8000 313:8800 314:8400 316:8c00 319:8000 328:3c02
// + 332:3bff 333:0001 335:0001 338:0400 342:0156 344:2fff 350:0001 351:0201 366:0001 371:8400 373:82aa 377:b000
// + 378:ac00 380:b400 392:3c03 397:0001 399:0001 404:0201 405:02ac 414:0001 425:fbff 427:fbff 434:7bfe 455:fbff
// + 456:fbff 458:fbff 460:fbff 467:fbff 469:f954 470:f554 471:fbff 472:fbff 473:fbff 474:fbff 475:fbff 476:fbff
// + 477:fbff 489:fbff 491:fbff 494:b800 498:77ff 501:7556 502:7156 520:7402 521:fbff 524:73ff 525:0101 530:3bff
// + 533:3956 534:3556 536:67ff 542:0201 551:fbff 558:0101 563:bc00 569:e800 570:e400 572:ec00 575:b800 584:7403
// + 585:fbff 589:0101 591:0201 617:fbff 620:73fe 626:3bfe 632:67fe 648:7802 649:fbff 652:77ff 653:0201 658:3fff
// + 661:3d56 662:3956 664:6bff 681:fbff 685:0181 702:0301 713:fbff 717:0301 744:4802 748:47ff 749:0001 751:0001
// + 754:0fff 757:0d56 758:0956 760:3bff 766:0001 776:4803 781:0001 783:0001 798:0001 812:47fe 813:0001 815:0001
// + 818:0ffe 824:3bfe 830:0001 844:4bfe 845:0001 847:0001 850:13fe 856:3ffe 862:0001 872:7002 873:fbff 876:6fff
// + 877:0081 882:37ff 885:3556 886:3156 888:63ff 894:0101 908:43fe 909:0001 911:0001 914:0bfe 920:37fe 926:0001
// + 936:3802 940:37ff 941:0001 943:0001 947:0201 949:0156 952:2bff 958:0001 959:0101 969:fbff 971:fbff 978:77fe
// + 1001:fbff 1004:77fe 1010:3ffe 1016:6bfe
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=divf_zero grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = divf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = divf %x0, %x1 rounding<zero> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
