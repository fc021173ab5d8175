// @conformance 1
// @tier full
// @family float-arith
// mulf on bf16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// @data b bf16 from a
// @data r_nearest_even bf16 0000 8000 7fff 7fff 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 0000 8000 0000 0000 8000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 8000 0000 7fff 7fff 7fff 7fff 7fff 8000 8000 0000 8000 0000 8000 8000 0000 8000
// + 8000 0000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7f80 ff80 7fff 7fff 7fff 7f80
// + 7f80 ff80 7f80 ff80 7f80 7f80 ff80 7f80 7f80 ff80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + 7fff 7fff ff80 7f80 7fff 7fff 7fff ff80 ff80 7f80 ff80 7f80 ff80 ff80 7f80 ff80 ff80 7f80 ff80 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 3cff bcff 3c80
// + 0001 8001 0001 0001 0002 0002 0003 0000 0000 0000 0000 0000 0000 0000 3c7f 0002 0000 8000 7f80 ff80 7fff 7fff 7fff 0000
// + 0000 8000 0000 8000 0000 407d c07d 3ffe 007f 807f 0080 007f 00fe 00be 013e 0000 0000 0000 0001 0040 0000 0000 3ffd 00fd
// + 8000 0000 ff80 7f80 7fff 7fff 7fff 8000 8000 0000 8000 0000 8000 bcff 3cff bc80 8001 0001 8001 8001 8002 8002 8003 8000
// + 8000 8000 8000 8000 8000 8000 bc7f 8002 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 407f c07f 4000
// + 0080 8080 0081 0080 0100 00c0 0140 0000 0001 0000 0001 0040 0000 0000 3fff 00ff 8000 0000 ff80 7f80 7fff 7fff 7fff 8000
// + 8000 0000 8000 0000 8000 c07f 407f c000 8080 0080 8081 8080 8100 80c0 8140 8000 8001 8000 8001 8040 8000 8000 bfff 80ff
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 4080 c080 4001 0081 8081 0082 0080 0101 00c2 0142 0001
// + 0001 0001 0001 0040 0000 0000 4000 0100 0000 8000 7f80 ff80 7fff 7fff 7fff 3cff 407d bcff 407f c07f 4080 7f80 ff80 7f80
// + 7f7f ff7f 7f80 7f7e 7f80 7f80 7f80 7b7f 7b80 7b7e 7bfe 7eff 417e 3fff 7f80 7f80 8000 0000 ff80 7f80 7fff 7fff 7fff bcff
// + c07d 3cff c07f 407f c080 ff80 7f80 ff80 ff7f 7f7f ff80 ff7e ff80 ff80 ff80 fb7f fb80 fb7e fbfe feff c17e bfff ff80 ff80
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 3c80 3ffe bc80 4000 c000 4001 7f80 ff80 7f80 7f00 ff00 7f01 7eff 7f80 7f40 7f80 7b00
// + 7b01 7aff 7b7f 7e80 40ff 3f80 7f80 7f7f 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 8000 0000 ff80 7f80 7fff 7fff 7fff 8001
// + 807f 0001 8080 0080 8081 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 817f 8040 feff bfff
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 0080 8001 0081 8081 0082 7f80 ff80 7f01 3f81 bf81 3f82 3f80 4001 3fc2 4042 3b81
// + 3b82 3b80 3c00 3f01 0180 0040 7f00 4000 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0080 7f7e ff7e 7eff
// + 3f7f bf7f 3f80 3f7e 3fff 3fbf 403f 3b7f 3b80 3b7e 3bfe 3eff 017e 0040 7efe 3ffe 0000 8000 7f80 ff80 7fff 7fff 7fff 0002
// + 00fe 8002 0100 8100 0101 7f80 ff80 7f80 4000 c000 4001 3fff 4080 4040 40c0 3c00 3c01 3bff 3c7f 3f80 01ff 0080 7f7f 407f
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0002 00be 8002 00c0 80c0 00c2 7f80 ff80 7f40 3fc0 bfc0 3fc2 3fbf 4040 4010 4090 3bc0
// + 3bc2 3bbf 3c3f 3f40 01bf 0060 7f3f 403f 0000 8000 7f80 ff80 7fff 7fff 7fff 0003 013e 8003 0140 8140 0142 7f80 ff80 7f80
// + 4040 c040 4042 403f 40c0 4090 4110 3c40 3c42 3c3f 3cbf 3fc0 023f 00c0 7f80 40bf 0000 8000 7f80 ff80 7fff 7fff 7fff 0000
// + 0000 8000 0000 8000 0001 7b7f fb7f 7b00 3b80 bb80 3b81 3b7f 3c00 3bc0 3c40 3780 3781 377f 37ff 3b00 0002 0000 7aff 3bff
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 8000 0001 8001 0001 7b80 fb80 7b01 3b81 bb81 3b82 3b80 3c01 3bc2 3c42 3781
// + 3782 3780 3800 3b01 0002 0000 7b00 3c00 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 8000 0000 8000 0001 7b7e fb7e 7aff
// + 3b7f bb7f 3b80 3b7e 3bff 3bbf 3c3f 377f 3780 377e 37fe 3aff 0002 0000 7afe 3bfe 0000 8000 7f80 ff80 7fff 7fff 7fff 0000
// + 0001 8000 0001 8001 0001 7bfe fbfe 7b7f 3bff bbff 3c00 3bfe 3c7f 3c3f 3cbf 37ff 3800 37fe 387e 3b7f 0004 0000 7b7e 3c7e
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0040 8000 0040 8040 0040 7eff feff 7e80 3f00 bf00 3f01 3eff 3f80 3f40 3fc0 3b00
// + 3b01 3aff 3b7f 3e80 00ff 0020 7e7f 3f7f 0000 8000 7f80 ff80 7fff 7fff 7fff 0000 0000 8000 0000 8000 0000 417e c17e 40ff
// + 017f 817f 0180 017e 01ff 01bf 023f 0002 0002 0002 0004 00ff 0000 0000 40fe 01fe 0000 8000 7f80 ff80 7fff 7fff 7fff 0000
// + 0000 8000 0000 8000 0000 3fff bfff 3f80 0040 8040 0040 0040 0080 0060 00c0 0000 0000 0000 0000 0020 0000 0000 3f7f 0080
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 3c7f 3ffd bc7f 3fff bfff 4000 7f80 ff80 7f80 7eff feff 7f00 7efe 7f7f 7f3f 7f80 7aff
// + 7b00 7afe 7b7e 7e7f 40fe 3f7f 7f80 7f7e 0000 8000 7f80 ff80 7fff 7fff 7fff 0002 00fd 8002 00ff 80ff 0100 7f80 ff80 7f7f
// + 3fff bfff 4000 3ffe 407f 403f 40bf 3bff 3c00 3bfe 3c7e 3f7f 01fe 0080 7f7e 407e
// @data r_zero bf16 from r_nearest_even 243:0000 245:0001 255:0001 274:007f 275:007e 282:0000 283:003f 307:8000 309:8001 319:8001 339:007f 344:0000
// + 346:0000 371:807f 376:8000 378:8000 405:00c1 406:0141 407:0000 408:0000 409:0000 429:7f7f 430:ff7f 431:7f7f
// + 434:7f7f 436:7f7f 437:7f7f 438:7f7f 446:7f7f 447:7f7f 461:ff7f 462:7f7f 463:ff7f 466:ff7f 468:ff7f 469:ff7f
// + 470:ff7f 478:ff7f 479:ff7f 493:7f7f 494:ff7f 495:7f7f 500:7f7f 502:7f7f 510:7f7f 584:007f 589:7f7f 590:ff7f
// + 597:3fc1 598:4041 615:0000 616:007e 617:8000 618:007f 619:807f 637:003f 653:7f7f 654:ff7f 655:7f7f 679:0001
// + 681:8001 684:00c1 685:7f7f 686:ff7f 690:3fc1 696:3bc1 716:0141 717:7f7f 718:ff7f 719:7f7f 722:4041 728:3c41
// + 734:7f7f 748:0000 764:0001 778:0000 779:8000 780:0000 789:3bc1 790:3c41 812:0000 828:0001 840:0000 842:0000
// + 843:8000 860:0003 872:003f 919:0001 921:0001 922:0003 947:003f 959:007f 973:7f7f 974:ff7f 975:7f7f 982:7f7f
// + 990:7f7f 999:0001 1001:8001 1005:7f7f 1006:ff7f 1021:007f
// @data r_negative_inf bf16 from r_zero 233:8001 235:8001 265:8001 267:8001 270:c07e 295:8001 296:8001 298:8001 300:8001 306:8002 307:8001 309:8002
// + 311:8001 312:8001 313:8001 314:8001 315:8001 316:8001 317:8001 319:8002 329:8001 331:8001 359:8001 360:8001
// + 362:8001 364:8001 371:8080 375:8001 376:8001 377:8001 378:8001 380:8001 381:8001 393:8001 395:8001 398:c081
// + 430:ff80 456:c07e 460:c081 461:ff80 463:ff80 466:ff80 467:ff7f 468:ff80 469:ff80 470:ff80 472:fb81 473:fb7f
// + 474:fbff 476:c17f 478:ff80 479:ff80 494:ff80 585:8002 590:ff80 617:8001 619:8080 622:ff7f 654:ff80 681:8002
// + 686:ff80 718:ff80 745:8001 747:8001 777:8001 779:8001 782:fb81 809:8001 811:8001 814:fb7f 841:8001 843:8001
// + 846:fbff 873:8001 905:8001 907:8001 910:c17f 937:8001 939:8001 974:ff80 1001:8002 1006:ff80
// @data r_positive_inf bf16 from r_nearest_even 231:0001 232:0001 234:0001 236:0001 242:0002 247:0001 248:0001 249:0001 250:0001 251:0001 252:0001 253:0001
// + 263:0001 264:0001 266:0001 268:0001 269:407e 277:00bf 278:013f 279:0001 280:0001 281:0001 284:0001 285:0001
// + 286:3ffe 287:00fe 297:0001 299:0001 307:8000 309:8001 319:8001 327:0001 328:0001 330:0001 332:0001 343:0001
// + 345:0001 348:0001 349:0001 361:0001 363:0001 371:807f 376:8000 378:8000 391:0001 392:0001 394:0001 396:0001
// + 397:4081 402:0083 403:0081 410:0002 411:0041 412:0001 413:0001 414:4001 415:0101 424:407e 428:4081 430:ff7f
// + 435:7f7f 440:7b81 441:7b7f 442:7bff 444:417f 461:ff7f 463:ff7f 466:ff7f 468:ff7f 469:ff7f 470:ff7f 478:ff7f
// + 479:ff7f 494:ff7f 583:0002 588:0083 590:ff7f 594:3f83 595:3f81 600:3b83 601:3b81 602:3c01 604:0181 605:0041
// + 606:7f01 607:4001 617:8000 619:807f 620:0081 621:7f7f 626:3f81 627:3f7f 629:3fc0 630:4040 632:3b81 633:3b7f
// + 634:3bff 636:017f 638:7eff 639:3fff 654:ff7f 680:00bf 681:8001 686:ff7f 691:3fc0 697:3bc0 698:3c40 700:01c0
// + 702:7f40 703:4040 712:013f 718:ff7f 723:4040 729:3c40 730:3cc0 732:0240 735:40c0 743:0001 744:0001 746:0001
// + 765:0001 775:0001 776:0001 779:8000 781:7b81 786:3b83 787:3b81 792:3783 793:3781 794:3801 796:0003 797:0001
// + 798:7b01 799:3c01 807:0001 808:0001 810:0001 813:7b7f 818:3b81 819:3b7f 821:3bc0 822:3c40 824:3781 825:377f
// + 826:37ff 829:0001 830:7aff 831:3bff 839:0001 843:8000 844:0002 845:7bff 850:3c01 851:3bff 853:3c40 854:3cc0
// + 856:3801 857:37ff 858:387f 861:0001 862:7b7f 863:3c7f 871:0001 876:0041 903:0001 904:0001 906:0001 908:0001
// + 909:417f 914:0181 915:017f 917:01c0 918:0240 920:0003 924:0001 925:0001 926:40ff 927:01ff 935:0001 936:0001
// + 938:0001 940:0001 946:0041 951:0001 952:0001 953:0001 954:0001 956:0001 957:0001 968:3ffe 972:4001 974:ff7f
// + 978:7f01 979:7eff 981:7f40 984:7b01 985:7aff 986:7b7f 988:40ff 991:7f7f 1000:00fe 1001:8001 1004:0101 1006:ff7f
// + 1010:4001 1011:3fff 1013:4040 1014:40c0 1016:3c01 1017:3bff 1018:3c7f 1020:01ff 1022:7f7f 1023:407f
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=mulf_zero grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = mulf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
