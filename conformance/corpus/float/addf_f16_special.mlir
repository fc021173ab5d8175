// @conformance 1
// @tier ci
// @family float-arith
// addf on f16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// @data b f16 from a
// @data r_nearest_even f16 0000 0000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 7c00 7c00 7c00 7fff 7fff 7fff 7fff 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + fc00 fc00 7fff fc00 7fff 7fff 7fff fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 7c00 fc00 7fff 7fff 7fff 0002 0400 0000 0401 83ff 0402 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0c00 0201 77ff 3fff 03ff 03ff 7c00 fc00 7fff 7fff 7fff 0400
// + 07fe 03fe 07ff 8001 0800 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1080 1081 107f 143f 3800 0cff 05ff 77ff 3fff
// + 8001 8001 7c00 fc00 7fff 7fff 7fff 0000 03fe 8002 03ff 8401 0400 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bfe 01ff 77ff 3fff 0400 0400 7c00 fc00 7fff 7fff 7fff 0401 07ff 03ff 0800 0000 0800 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1080 1081 1080 1440 3800 0d00 0600 77ff 3fff 8400 8400 7c00 fc00 7fff 7fff 7fff 83ff
// + 8001 8401 0000 8800 0001 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 0f00 0f02 0eff 137f 3800 09ff 8200 77ff 3fff
// + 0401 0401 7c00 fc00 7fff 7fff 7fff 0402 0800 0400 0800 0001 0801 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1080
// + 1081 1080 1440 3800 0d00 0601 77ff 3fff 7bff 7bff 7c00 fc00 7fff 7fff 7fff 7bff 7bff 7bff 7bff 7bff 7bff 7c00 0000 7c00
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7c00 7bff fbff fbff 7c00 fc00 7fff 7fff 7fff fbff
// + fbff fbff fbff fbff fbff 0000 fc00 f7fe fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff f7ff fbff
// + 7800 7800 7c00 fc00 7fff 7fff 7fff 7800 7800 7800 7800 7800 7800 7c00 f7fe 7c00 7800 7800 7800 7800 7800 7800 7800 7800
// + 7800 7800 7800 7800 7800 7800 7c00 7800 3c00 3c00 7c00 fc00 7fff 7fff 7fff 3c00 3c00 3c00 3c00 3c00 3c00 7bff fbff 7800
// + 4000 0000 4000 4000 4200 4100 4400 3c00 3c01 3c00 3c01 3e00 3c00 3c00 77ff 4200 bc00 bc00 7c00 fc00 7fff 7fff 7fff bc00
// + bc00 bc00 bc00 bc00 bc00 7bff fbff 7800 0000 c000 1400 9000 3c00 3800 4000 bbff bbff bbff bbfe b800 bc00 bc00 77ff 3bfe
// + 3c01 3c01 7c00 fc00 7fff 7fff 7fff 3c01 3c01 3c01 3c01 3c01 3c01 7bff fbff 7800 4000 1400 4001 4000 4200 4100 4400 3c02
// + 3c02 3c01 3c02 3e01 3c01 3c01 77ff 4200 3bff 3bff 7c00 fc00 7fff 7fff 7fff 3bff 3bff 3bff 3bff 3bff 3bff 7bff fbff 7800
// + 4000 9000 4000 3fff 4200 4100 4400 3c00 3c00 3c00 3c00 3e00 3bff 3bff 77ff 41ff 4000 4000 7c00 fc00 7fff 7fff 7fff 4000
// + 4000 4000 4000 4000 4000 7bff fbff 7800 4200 3c00 4200 4200 4400 4300 4500 4000 4000 4000 4000 4100 4000 4000 77ff 4400
// + 3e00 3e00 7c00 fc00 7fff 7fff 7fff 3e00 3e00 3e00 3e00 3e00 3e00 7bff fbff 7800 4100 3800 4100 4100 4300 4200 4480 3e00
// + 3e01 3e00 3e01 4000 3e00 3e00 77ff 4300 4200 4200 7c00 fc00 7fff 7fff 7fff 4200 4200 4200 4200 4200 4200 7bff fbff 7800
// + 4400 4000 4400 4400 4500 4480 4600 4200 4200 4200 4200 4300 4200 4200 77ff 4500 1000 1000 7c00 fc00 7fff 7fff 7fff 1000
// + 1080 1000 1080 0f00 1080 7bff fbff 7800 3c00 bbff 3c02 3c00 4000 3e00 4200 1400 1400 1400 1600 3801 1200 1040 77ff 4000
// + 1001 1001 7c00 fc00 7fff 7fff 7fff 1001 1081 1001 1081 0f02 1081 7bff fbff 7800 3c01 bbff 3c02 3c00 4000 3e01 4200 1400
// + 1401 1400 1600 3801 1201 1041 77ff 4000 0fff 0fff 7c00 fc00 7fff 7fff 7fff 0fff 107f 0fff 1080 0eff 1080 7bff fbff 7800
// + 3c00 bbff 3c01 3c00 4000 3e00 4200 1400 1400 13ff 15ff 3801 11ff 1040 77ff 3fff 13ff 13ff 7c00 fc00 7fff 7fff 7fff 13ff
// + 143f 13ff 1440 137f 1440 7bff fbff 7800 3c01 bbfe 3c02 3c00 4000 3e01 4200 1600 1600 15ff 17ff 3802 14ff 1420 77ff 4000
// + 3800 3800 7c00 fc00 7fff 7fff 7fff 3800 3800 3800 3800 3800 3800 7bff fbff 7800 3e00 b800 3e01 3e00 4100 4000 4300 3801
// + 3801 3801 3802 3c00 3800 3800 77ff 4100 0bff 0bff 7c00 fc00 7fff 7fff 7fff 0c00 0cff 0bfe 0d00 09ff 0d00 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1200 1201 11ff 14ff 3800 0fff 0c80 77ff 3fff 0200 0200 7c00 fc00 7fff 7fff 7fff 0201
// + 05ff 01ff 0600 8200 0601 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1040 1041 1040 1420 3800 0c80 0400 77ff 3fff
// + 77ff 77ff 7c00 fc00 7fff 7fff 7fff 77ff 77ff 77ff 77ff 77ff 77ff 7c00 f7ff 7c00 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff
// + 77ff 77ff 77ff 77ff 77ff 77ff 7bff 77ff 3fff 3fff 7c00 fc00 7fff 7fff 7fff 3fff 3fff 3fff 3fff 3fff 3fff 7bff fbff 7800
// + 4200 3bfe 4200 41ff 4400 4300 4500 4000 4000 3fff 4000 4100 3fff 3fff 77ff 43ff
// @data r_zero f16 from r_nearest_even 238:fbfe 241:bbff 252:0bff 270:fbfe 273:bbff 279:107f 280:1080 301:7bfe 303:77ff 304:3bff 306:3c00 307:3bfe
// + 308:3fff 309:3dff 310:41ff 311:0fff 312:1000 313:0ffe 314:13fe 315:37ff 318:77fe 319:3ffe 334:fbfe 337:bbff
// + 345:107f 346:143f 348:0cff 365:7bfe 367:77ff 368:3bff 370:3c00 371:3bfe 372:3fff 373:3dff 374:41ff 379:37ff
// + 382:77fe 383:3ffe 398:fbfe 401:bbff 409:107f 410:143f 412:0cff 425:7bfe 427:7bfe 429:7bff 431:7bff 433:7bfe
// + 446:7bff 455:fbfe 456:fbfe 458:fbfe 460:fbfe 462:fbff 464:fbfe 466:fbfe 467:fbfe 468:fbfe 469:fbfe 470:fbfe
// + 471:fbfe 472:fbfe 473:fbfe 474:fbfe 475:fbfe 476:fbfe 477:fbfe 479:fbfe 489:77ff 491:77ff 493:7bff 495:7bff
// + 497:77ff 510:7bff 521:3bff 523:3bff 526:fbfe 531:3fff 536:3c00 538:3c00 543:41ff 551:bbff 552:bbff 554:bbff
// + 556:bbff 557:7bfe 559:77ff 568:bbfe 572:bbff 573:bbff 574:77fe 585:3c00 587:3c00 590:fbfe 599:3c01 600:3c01
// + 602:3c01 617:3bfe 619:3bfe 622:fbfe 624:3fff 628:41ff 629:40ff 630:43ff 633:3bff 635:3dff 649:3fff 651:3fff
// + 654:fbfe 659:41ff 671:43ff 681:3dff 683:3dff 686:fbfe 691:40ff 696:3e00 698:3e00 703:42ff 713:41ff 715:41ff
// + 718:fbfe 723:43ff 735:44ff 744:107f 745:0fff 750:fbfe 754:3c01 761:13ff 762:15ff 764:11ff 767:3fff 776:1080
// + 777:1000 782:fbfe 784:3c00 785:bbfe 786:3c01 789:3e00 796:1200 799:3fff 809:0ffe 810:107f 812:107f 814:fbfe
// + 819:3bff 823:13ff 827:3800 829:103f 841:13fe 842:143f 844:143f 846:fbfe 848:3c00 850:3c01 853:3e00 855:15ff
// + 859:3801 861:141f 863:3fff 873:37ff 875:37ff 878:fbfe 883:3dff 889:3800 890:3801 895:40ff 903:0bff 906:0cff
// + 908:0cff 910:fbfe 913:bbff 919:11ff 920:1200 925:0c7f 942:fbfe 945:bbff 953:103f 954:141f 956:0c7f 969:77fe
// + 971:77fe 973:7bff 975:7bff 977:77fe 1001:3ffe 1003:3ffe 1006:fbfe 1008:41ff 1012:43ff 1013:42ff 1014:44ff 1015:3fff
// + 1016:3fff 1018:3fff 1019:40ff
// @data r_negative_inf f16 from r_zero 1:8000 32:8000 233:8000 238:fbff 241:bc00 270:fbff 273:bc00 295:8000 302:fc00 305:bc01 331:8000 334:fbff
// + 337:bc00 362:8000 366:fc00 369:bc01 398:fbff 401:bc00 430:8000 455:fbff 456:fbff 457:fc00 458:fbff 459:fc00
// + 460:fbff 461:8000 462:fc00 464:fbff 465:fc00 466:fbff 467:fbff 468:fbff 469:fbff 470:fbff 471:fbff 472:fbff
// + 473:fbff 474:fbff 475:fbff 476:fbff 477:fbff 479:fbff 526:fbff 529:8000 551:bc00 552:bc00 553:bc01 554:bc00
// + 555:bc01 556:bc00 558:fc00 560:8000 568:bbff 569:bc00 570:bbff 572:bc00 573:bc00 590:fbff 622:fbff 654:fbff
// + 686:fbff 718:fbff 750:fbff 782:fbff 785:bbff 814:fbff 817:bc00 846:fbff 849:bbff 878:fbff 910:fbff 913:bc00
// + 942:fbff 945:bc00 1006:fbff
// @data r_positive_inf f16 from r_nearest_even 237:7c00 238:fbfe 239:7801 240:3c01 241:bbff 242:3c02 243:3c00 244:4001 245:3e01 246:4201 247:1001 248:1002
// + 249:1000 250:1400 251:3801 254:7800 255:4000 269:7c00 270:fbfe 271:7801 272:3c01 273:bbff 274:3c02 275:3c00
// + 276:4001 277:3e01 278:4201 281:1080 282:1440 283:3801 284:0d00 286:7800 287:4000 316:0bff 332:0801 333:7c00
// + 334:fbfe 335:7801 336:3c01 337:bbff 338:3c02 339:3c00 340:4001 341:3e01 342:4201 347:3801 350:7800 351:4000
// + 394:0801 397:7c00 398:fbfe 399:7801 400:3c01 401:bbff 402:3c02 403:3c00 404:4001 405:3e01 406:4201 407:1081
// + 408:1082 411:3801 414:7800 415:4000 423:7c00 424:7c00 426:7c00 428:7c00 432:7c00 434:7c00 435:7c00 436:7c00
// + 437:7c00 438:7c00 439:7c00 440:7c00 441:7c00 442:7c00 443:7c00 444:7c00 445:7c00 447:7c00 455:fbfe 456:fbfe
// + 458:fbfe 460:fbfe 462:fbff 464:fbfe 466:fbfe 467:fbfe 468:fbfe 469:fbfe 470:fbfe 471:fbfe 472:fbfe 473:fbfe
// + 474:fbfe 475:fbfe 476:fbfe 477:fbfe 479:fbfe 487:7801 488:7801 490:7801 492:7801 496:7801 498:7801 499:7801
// + 500:7801 501:7801 502:7801 503:7801 504:7801 505:7801 506:7801 507:7801 508:7801 509:7801 511:7801 519:3c01
// + 520:3c01 522:3c01 524:3c01 525:7c00 526:fbfe 527:7801 530:4001 535:3c01 537:3c01 540:3c01 541:3c01 542:7800
// + 551:bbff 552:bbff 554:bbff 556:bbff 568:bbfe 572:bbff 573:bbff 583:3c02 584:3c02 586:3c02 588:3c02 589:7c00
// + 590:fbfe 591:7801 592:4001 595:4001 596:4201 597:4101 598:4401 601:3c02 604:3c02 605:3c02 606:7800 615:3c00
// + 616:3c00 618:3c00 620:3c00 621:7c00 622:fbfe 623:7801 626:4001 632:3c01 634:3c01 636:3c00 637:3c00 638:7800
// + 639:4200 647:4001 648:4001 650:4001 652:4001 653:7c00 654:fbfe 655:7801 658:4201 663:4001 664:4001 665:4001
// + 666:4001 668:4001 669:4001 670:7800 679:3e01 680:3e01 682:3e01 684:3e01 685:7c00 686:fbfe 687:7801 690:4101
// + 695:3e01 697:3e01 700:3e01 701:3e01 702:7800 711:4201 712:4201 714:4201 716:4201 717:7c00 718:fbfe 719:7801
// + 722:4401 727:4201 728:4201 729:4201 730:4201 732:4201 733:4201 734:7800 743:1001 748:1081 749:7c00 750:fbfe
// + 751:7801 752:3c01 756:4001 757:3e01 758:4201 760:1401 766:7800 775:1002 780:1082 781:7c00 782:fbfe 783:7801
// + 785:bbfe 787:3c01 788:4001 790:4201 791:1401 793:1401 795:3802 798:7800 807:1000 808:1080 813:7c00 814:fbfe
// + 815:7801 816:3c01 818:3c02 820:4001 821:3e01 822:4201 824:1401 826:1600 828:1200 830:7800 831:4000 839:1400
// + 840:1440 845:7c00 846:fbfe 847:7801 851:3c01 852:4001 854:4201 857:1600 860:1500 862:7800 871:3801 872:3801
// + 874:3801 876:3801 877:7c00 878:fbfe 879:7801 888:3802 892:3801 893:3801 894:7800 904:0d00 905:0bff 909:7c00
// + 910:fbfe 911:7801 912:3c01 913:bbff 914:3c02 915:3c00 916:4001 917:3e01 918:4201 921:1200 922:1500 923:3801
// + 926:7800 927:4000 941:7c00 942:fbfe 943:7801 944:3c01 945:bbff 946:3c02 947:3c00 948:4001 949:3e01 950:4201
// + 955:3801 958:7800 959:4000 967:7800 968:7800 970:7800 972:7800 976:7800 978:7800 979:7800 980:7800 981:7800
// + 982:7800 983:7800 984:7800 985:7800 986:7800 987:7800 988:7800 989:7800 991:7800 999:4000 1000:4000 1002:4000
// + 1004:4000 1005:7c00 1006:fbfe 1007:7801 1011:4200 1017:4000 1020:4000 1021:4000 1022:7800
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=addf_zero grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = addf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = addf %x0, %x1 rounding<zero> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
