// @conformance 1
// @tier ci
// @family float-arith
// mulf on f16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// @data b f16 from a
// @data r_nearest_even f16 0000 8000 7fff 7fff 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 0000 8000 0000 0000 8000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 8000 0000 7fff 7fff 7fff 7fff 7fff 8000 8000 0000 8000 0000 8000 8000 0000 8000
// + 8000 0000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7c00 fc00 7fff 7fff 7fff 7c00
// + 7c00 fc00 7c00 fc00 7c00 7c00 fc00 7c00 7c00 fc00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7fff 7fff fc00 7c00 7fff 7fff 7fff fc00 fc00 7c00 fc00 7c00 fc00 fc00 7c00 fc00 fc00 7c00 fc00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 1bff 9bff 1800
// + 0001 8001 0001 0001 0002 0002 0003 0000 0000 0000 0000 0000 0000 0000 17ff 0002 0000 8000 7c00 fc00 7fff 7fff 7fff 0000
// + 0000 8000 0000 8000 0000 43fd c3fd 3ffe 03ff 83ff 0400 03ff 07fe 05fe 09fe 0000 0000 0000 0001 0200 0000 0000 3ffd 07fd
// + 8000 0000 fc00 7c00 7fff 7fff 7fff 8000 8000 0000 8000 0000 8000 9bff 1bff 9800 8001 0001 8001 8001 8002 8002 8003 8000
// + 8000 8000 8000 8000 8000 8000 97ff 8002 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 43ff c3ff 4000
// + 0400 8400 0401 0400 0800 0600 0a00 0000 0001 0000 0001 0200 0000 0000 3fff 07ff 8000 0000 fc00 7c00 7fff 7fff 7fff 8000
// + 8000 0000 8000 0000 8000 c3ff 43ff c000 8400 0400 8401 8400 8800 8600 8a00 8000 8001 8000 8001 8200 8000 8000 bfff 87ff
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 4400 c400 4001 0401 8401 0402 0400 0801 0602 0a02 0001
// + 0001 0001 0001 0200 0000 0000 4000 0800 0000 8000 7c00 fc00 7fff 7fff 7fff 1bff 43fd 9bff 43ff c3ff 4400 7c00 fc00 7c00
// + 7bff fbff 7c00 7bfe 7c00 7c00 7c00 4fff 5000 4ffe 53fe 77ff 4bfe 3fff 7c00 7c00 8000 0000 fc00 7c00 7fff 7fff 7fff 9bff
// + c3fd 1bff c3ff 43ff c400 fc00 7c00 fc00 fbff 7bff fc00 fbfe fc00 fc00 fc00 cfff d000 cffe d3fe f7ff cbfe bfff fc00 fc00
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 1800 3ffe 9800 4000 c000 4001 7c00 fc00 7c00 7800 f800 7801 77ff 7c00 7a00 7c00 4c00
// + 4c01 4bff 4fff 7400 47ff 3c00 7c00 7bff 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 8000 0000 fc00 7c00 7fff 7fff 7fff 8001
// + 83ff 0001 8400 0400 8401 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 9000 9001 8fff 93ff b800 8bff 8200 f7ff bfff
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 0400 8001 0401 8401 0402 7c00 fc00 7801 3c01 bc01 3c02 3c00 4001 3e02 4202 1001
// + 1002 1000 1400 3801 0c00 0200 7800 4000 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0400 7bfe fbfe 77ff
// + 3bff bbff 3c00 3bfe 3fff 3dff 41ff 0fff 1000 0ffe 13fe 37ff 0bfe 0200 77fe 3ffe 0000 8000 7c00 fc00 7fff 7fff 7fff 0002
// + 07fe 8002 0800 8800 0801 7c00 fc00 7c00 4000 c000 4001 3fff 4400 4200 4600 1400 1401 13ff 17ff 3c00 0fff 0400 7bff 43ff
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0002 05fe 8002 0600 8600 0602 7c00 fc00 7a00 3e00 be00 3e02 3dff 4200 4080 4480 1200
// + 1202 11ff 15ff 3a00 0dff 0300 79ff 41ff 0000 8000 7c00 fc00 7fff 7fff 7fff 0003 09fe 8003 0a00 8a00 0a02 7c00 fc00 7c00
// + 4200 c200 4202 41ff 4600 4480 4880 1600 1602 15ff 19ff 3e00 11ff 0600 7c00 45ff 0000 8000 7c00 fc00 7fff 7fff 7fff 0000
// + 0000 8000 0000 8000 0001 4fff cfff 4c00 1000 9000 1001 0fff 1400 1200 1600 0004 0004 0004 0008 0c00 0002 0000 4bff 13ff
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 8000 0001 8001 0001 5000 d000 4c01 1001 9001 1002 1000 1401 1202 1602 0004
// + 0004 0004 0008 0c01 0002 0000 4c00 1400 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 8000 0000 8000 0001 4ffe cffe 4bff
// + 0fff 8fff 1000 0ffe 13ff 11ff 15ff 0004 0004 0004 0008 0bff 0002 0000 4bfe 13fe 0000 8000 7c00 fc00 7fff 7fff 7fff 0000
// + 0001 8000 0001 8001 0001 53fe d3fe 4fff 13ff 93ff 1400 13fe 17ff 15ff 19ff 0008 0008 0008 0010 0fff 0004 0000 4ffe 17fe
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0200 8000 0200 8200 0200 77ff f7ff 7400 3800 b800 3801 37ff 3c00 3a00 3e00 0c00
// + 0c01 0bff 0fff 3400 07ff 0100 73ff 3bff 0000 8000 7c00 fc00 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 4bfe cbfe 47ff
// + 0bff 8bff 0c00 0bfe 0fff 0dff 11ff 0002 0002 0002 0004 07ff 0001 0000 47fe 0ffe 0000 8000 7c00 fc00 7fff 7fff 7fff 0000
// + 0000 8000 0000 8000 0000 3fff bfff 3c00 0200 8200 0200 0200 0400 0300 0600 0000 0000 0000 0000 0100 0000 0000 3bff 0400
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 17ff 3ffd 97ff 3fff bfff 4000 7c00 fc00 7c00 77ff f7ff 7800 77fe 7bff 79ff 7c00 4bff
// + 4c00 4bfe 4ffe 73ff 47fe 3bff 7c00 7bfe 0000 8000 7c00 fc00 7fff 7fff 7fff 0002 07fd 8002 07ff 87ff 0800 7c00 fc00 7bff
// + 3fff bfff 4000 3ffe 43ff 41ff 45ff 13ff 1400 13fe 17fe 3bff 0ffe 0400 7bfe 43fe
// @data r_zero f16 from r_nearest_even 243:0000 245:0001 255:0001 274:03ff 275:03fe 282:0000 283:01ff 307:8000 309:8001 319:8001 339:03ff 344:0000
// + 346:0000 371:83ff 376:8000 378:8000 405:0601 406:0a01 407:0000 408:0000 409:0000 429:7bff 430:fbff 431:7bff
// + 434:7bff 436:7bff 437:7bff 438:7bff 446:7bff 447:7bff 461:fbff 462:7bff 463:fbff 466:fbff 468:fbff 469:fbff
// + 470:fbff 478:fbff 479:fbff 493:7bff 494:fbff 495:7bff 500:7bff 502:7bff 510:7bff 584:03ff 589:7bff 590:fbff
// + 597:3e01 598:4201 615:0000 616:03fe 617:8000 618:03ff 619:83ff 637:01ff 653:7bff 654:fbff 655:7bff 679:0001
// + 681:8001 684:0601 685:7bff 686:fbff 690:3e01 696:1201 716:0a01 717:7bff 718:fbff 719:7bff 722:4201 728:1601
// + 734:7bff 748:0000 761:0003 762:0007 764:0001 778:0000 779:8000 780:0000 789:1201 790:1601 812:0000 823:0003
// + 825:0003 826:0007 828:0001 840:0000 842:0000 843:8000 855:0007 857:0007 858:000f 860:0003 872:01ff 919:0001
// + 921:0001 922:0003 924:0000 947:01ff 959:03ff 973:7bff 974:fbff 975:7bff 982:7bff 990:7bff 999:0001 1001:8001
// + 1005:7bff 1006:fbff 1021:03ff
// @data r_negative_inf f16 from r_zero 233:8001 235:8001 265:8001 267:8001 270:c3fe 295:8001 296:8001 298:8001 300:8001 306:8002 307:8001 309:8002
// + 311:8001 312:8001 313:8001 314:8001 315:8001 316:8001 317:8001 319:8002 329:8001 331:8001 359:8001 360:8001
// + 362:8001 364:8001 371:8400 375:8001 376:8001 377:8001 378:8001 380:8001 381:8001 393:8001 395:8001 398:c401
// + 430:fc00 456:c3fe 460:c401 461:fc00 463:fc00 466:fc00 467:fbff 468:fc00 469:fc00 470:fc00 472:d001 473:cfff
// + 474:d3ff 476:cbff 478:fc00 479:fc00 494:fc00 585:8002 590:fc00 617:8001 619:8400 622:fbff 654:fc00 681:8002
// + 686:fc00 718:fc00 745:8001 747:8001 777:8001 779:8001 782:d001 809:8001 811:8001 814:cfff 841:8001 843:8001
// + 846:d3ff 873:8001 905:8001 907:8001 910:cbff 937:8001 939:8001 974:fc00 1001:8002 1006:fc00
// @data r_positive_inf f16 from r_nearest_even 231:0001 232:0001 234:0001 236:0001 242:0002 247:0001 248:0001 249:0001 250:0001 251:0001 252:0001 253:0001
// + 263:0001 264:0001 266:0001 268:0001 269:43fe 277:05ff 278:09ff 279:0001 280:0001 281:0001 284:0001 285:0001
// + 286:3ffe 287:07fe 297:0001 299:0001 307:8000 309:8001 319:8001 327:0001 328:0001 330:0001 332:0001 343:0001
// + 345:0001 348:0001 349:0001 361:0001 363:0001 371:83ff 376:8000 378:8000 391:0001 392:0001 394:0001 396:0001
// + 397:4401 402:0403 403:0401 410:0002 411:0201 412:0001 413:0001 414:4001 415:0801 424:43fe 428:4401 430:fbff
// + 435:7bff 440:5001 441:4fff 442:53ff 444:4bff 461:fbff 463:fbff 466:fbff 468:fbff 469:fbff 470:fbff 478:fbff
// + 479:fbff 494:fbff 583:0002 588:0403 590:fbff 594:3c03 595:3c01 600:1003 601:1001 602:1401 604:0c01 605:0201
// + 606:7801 607:4001 617:8000 619:83ff 620:0401 621:7bff 626:3c01 627:3bff 629:3e00 630:4200 632:1001 633:0fff
// + 634:13ff 636:0bff 638:77ff 639:3fff 654:fbff 680:05ff 681:8001 686:fbff 691:3e00 697:1200 698:1600 700:0e00
// + 702:7a00 703:4200 712:09ff 718:fbff 723:4200 729:1600 730:1a00 732:1200 735:4600 743:0001 744:0001 746:0001
// + 760:0005 765:0001 775:0001 776:0001 779:8000 781:5001 786:1003 787:1001 791:0005 792:0005 793:0005 794:0009
// + 796:0003 797:0001 798:4c01 799:1401 807:0001 808:0001 810:0001 813:4fff 818:1001 819:0fff 821:1200 822:1600
// + 824:0005 829:0001 830:4bff 831:13ff 839:0001 843:8000 844:0002 845:53ff 850:1401 851:13ff 853:1600 854:1a00
// + 856:0009 861:0001 862:4fff 863:17ff 871:0001 876:0201 903:0001 904:0001 906:0001 908:0001 909:4bff 914:0c01
// + 915:0bff 917:0e00 918:1200 920:0003 925:0001 926:47ff 927:0fff 935:0001 936:0001 938:0001 940:0001 946:0201
// + 951:0001 952:0001 953:0001 954:0001 956:0001 957:0001 968:3ffe 972:4001 974:fbff 978:7801 979:77ff 981:7a00
// + 984:4c01 985:4bff 986:4fff 988:47ff 991:7bff 1000:07fe 1001:8001 1004:0801 1006:fbff 1010:4001 1011:3fff 1013:4200
// + 1014:4600 1016:1401 1017:13ff 1018:17ff 1020:0fff 1022:7bff 1023:43ff
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=mulf_zero grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = mulf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
