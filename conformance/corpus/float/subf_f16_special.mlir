// @conformance 1
// @tier ci
// @family float-arith
// subf on f16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// @data b f16 from a
// @data r_nearest_even f16 0000 0000 fc00 7c00 7fff 7fff 7fff 8001 83ff 0001 8400 0400 8401 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 9000
// + 9001 8fff 93ff b800 8bff 8200 f7ff bfff 8000 0000 fc00 7c00 7fff 7fff 7fff 8001 83ff 0001 8400 0400 8401 fbff 7bff f800
// + bc00 3c00 bc01 bbff c000 be00 c200 9000 9001 8fff 93ff b800 8bff 8200 f7ff bfff 7c00 7c00 7fff 7c00 7fff 7fff 7fff 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + fc00 fc00 fc00 7fff 7fff 7fff 7fff fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 fc00 7c00 7fff 7fff 7fff 0000 83fe 0002 83ff 0401 8400 fbff 7bff f800
// + bc00 3c00 bc01 bbff c000 be00 c200 9000 9001 8fff 93ff b800 8bfe 81ff f7ff bfff 03ff 03ff fc00 7c00 7fff 7fff 7fff 03fe
// + 0000 0400 8001 07ff 8002 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 8f00 8f02 8eff 937f b800 8a00 01ff f7ff bfff
// + 8001 8001 fc00 7c00 7fff 7fff 7fff 8002 8400 0000 8401 03ff 8402 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 9000
// + 9001 8fff 93ff b800 8c00 8201 f7ff bfff 0400 0400 fc00 7c00 7fff 7fff 7fff 03ff 0001 0401 0000 0800 8001 fbff 7bff f800
// + bc00 3c00 bc01 bbff c000 be00 c200 8f00 8f02 8eff 937f b800 89ff 0200 f7ff bfff 8400 8400 fc00 7c00 7fff 7fff 7fff 8401
// + 87ff 83ff 8800 0000 8800 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 9080 9081 9080 9440 b800 8d00 8600 f7ff bfff
// + 0401 0401 fc00 7c00 7fff 7fff 7fff 0400 0002 0402 0001 0800 0000 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 8f00
// + 8f02 8eff 937f b800 89fe 0201 f7ff bfff 7bff 7bff fc00 7c00 7fff 7fff 7fff 7bff 7bff 7bff 7bff 7bff 7bff 0000 7c00 77fe
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 77ff 7bff fbff fbff fc00 7c00 7fff 7fff 7fff fbff
// + fbff fbff fbff fbff fbff fc00 0000 fc00 fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fc00 fbff
// + 7800 7800 fc00 7c00 7fff 7fff 7fff 7800 7800 7800 7800 7800 7800 f7fe 7c00 0000 7800 7800 7800 7800 7800 7800 7800 7800
// + 7800 7800 7800 7800 7800 7800 4c00 7800 3c00 3c00 fc00 7c00 7fff 7fff 7fff 3c00 3c00 3c00 3c00 3c00 3c00 fbff 7bff f800
// + 0000 4000 9400 1000 bc00 b800 c000 3bff 3bff 3bff 3bfe 3800 3c00 3c00 f7ff bbfe bc00 bc00 fc00 7c00 7fff 7fff 7fff bc00
// + bc00 bc00 bc00 bc00 bc00 fbff 7bff f800 c000 0000 c000 c000 c200 c100 c400 bc00 bc01 bc00 bc01 be00 bc00 bc00 f7ff c200
// + 3c01 3c01 fc00 7c00 7fff 7fff 7fff 3c01 3c01 3c01 3c01 3c01 3c01 fbff 7bff f800 1400 4000 0000 1600 bbfe b7fc bfff 3c00
// + 3c00 3c01 3c00 3802 3c01 3c01 f7ff bbfc 3bff 3bff fc00 7c00 7fff 7fff 7fff 3bff 3bff 3bff 3bff 3bff 3bff fbff 7bff f800
// + 9000 4000 9600 0000 bc00 b801 c000 3bfe 3bfe 3bfe 3bfd 37fe 3bff 3bff f7ff bbff 4000 4000 fc00 7c00 7fff 7fff 7fff 4000
// + 4000 4000 4000 4000 4000 fbff 7bff f800 3c00 4200 3bfe 3c00 0000 3800 bc00 4000 3fff 4000 3fff 3e00 4000 4000 f7ff 1400
// + 3e00 3e00 fc00 7c00 7fff 7fff 7fff 3e00 3e00 3e00 3e00 3e00 3e00 fbff 7bff f800 3800 4100 37fc 3801 b800 0000 be00 3e00
// + 3dff 3e00 3dff 3c00 3e00 3e00 f7ff b7fc 4200 4200 fc00 7c00 7fff 7fff 7fff 4200 4200 4200 4200 4200 4200 fbff 7bff f800
// + 4000 4400 3fff 4000 3c00 3e00 0000 4200 4200 4200 4200 4100 4200 4200 f7ff 3c01 1000 1000 fc00 7c00 7fff 7fff 7fff 1000
// + 0f00 1000 0f00 1080 0f00 fbff 7bff f800 bbff 3c00 bc00 bbfe c000 be00 c200 0000 8008 0004 8ffe b7fe 0c00 0f80 f7ff bffe
// + 1001 1001 fc00 7c00 7fff 7fff 7fff 1001 0f02 1001 0f02 1081 0f02 fbff 7bff f800 bbff 3c01 bc00 bbfe bfff bdff c200 0008
// + 0000 000c 8ffc b7fe 0c02 0f82 f7ff bffe 0fff 0fff fc00 7c00 7fff 7fff 7fff 0fff 0eff 0fff 0eff 1080 0eff fbff 7bff f800
// + bbff 3c00 bc01 bbfe c000 be00 c200 8004 800c 0000 8fff b7fe 0bff 0f7f f7ff bfff 13ff 13ff fc00 7c00 7fff 7fff 7fff 13ff
// + 137f 13ff 137f 1440 137f fbff 7bff f800 bbfe 3c01 bc00 bbfd bfff bdff c200 0ffe 0ffc 0fff 0000 b7fc 11ff 13bf f7ff bffe
// + 3800 3800 fc00 7c00 7fff 7fff 7fff 3800 3800 3800 3800 3800 3800 fbff 7bff f800 b800 3e00 b802 b7fe be00 bc00 c100 37fe
// + 37fe 37fe 37fc 0000 37ff 3800 f7ff bdff 0bff 0bff fc00 7c00 7fff 7fff 7fff 0bfe 0a00 0c00 09ff 0d00 09fe fbff 7bff f800
// + bc00 3c00 bc01 bbff c000 be00 c200 8c00 8c02 8bff 91ff b7ff 0000 0aff f7ff bfff 0200 0200 fc00 7c00 7fff 7fff 7fff 01ff
// + 81ff 0201 8200 0600 8201 fbff 7bff f800 bc00 3c00 bc01 bbff c000 be00 c200 8f80 8f82 8f7f 93bf b800 8aff 0000 f7ff bfff
// + 77ff 77ff fc00 7c00 7fff 7fff 7fff 77ff 77ff 77ff 77ff 77ff 77ff f7ff 7c00 cc00 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff
// + 77ff 77ff 77ff 77ff 77ff 77ff 0000 77ff 3fff 3fff fc00 7c00 7fff 7fff 7fff 3fff 3fff 3fff 3fff 3fff 3fff fbff 7bff f800
// + 3bfe 4200 3bfc 3bff 9400 37fc bc01 3ffe 3ffe 3fff 3ffe 3dff 3fff 3fff f7ff 0000
// @data r_zero f16 from r_nearest_even 237:fbfe 239:f7ff 240:bbff 242:bc00 243:bbfe 244:bfff 245:bdff 246:c1ff 247:8fff 248:9000 249:8ffe 250:93fe
// + 251:b7ff 254:f7fe 255:bffe 269:fbfe 271:f7ff 272:bbff 274:bc00 275:bbfe 276:bfff 277:bdff 278:c1ff 283:b7ff
// + 284:89ff 286:f7fe 287:bffe 302:7bfe 305:3bff 316:8bff 333:fbfe 335:f7ff 336:bbff 338:bc00 339:bbfe 340:bfff
// + 341:bdff 342:c1ff 347:b7ff 350:f7fe 351:bffe 366:7bfe 369:3bff 377:907f 378:943f 380:8cff 397:fbfe 399:f7ff
// + 400:bbff 402:bc00 403:bbfe 404:bfff 405:bdff 406:c1ff 407:8eff 408:8f01 409:8efe 410:937e 411:b7ff 414:f7fe
// + 415:bffe 423:7bfe 424:7bfe 426:7bfe 428:7bfe 430:7bff 432:7bfe 434:7bfe 435:7bfe 436:7bfe 437:7bfe 438:7bfe
// + 439:7bfe 440:7bfe 441:7bfe 442:7bfe 443:7bfe 444:7bfe 445:7bfe 447:7bfe 457:fbfe 459:fbfe 461:fbff 463:fbff
// + 465:fbfe 478:fbff 487:77ff 488:77ff 490:77ff 492:77ff 494:7bff 496:77ff 498:77ff 499:77ff 500:77ff 501:77ff
// + 502:77ff 503:77ff 504:77ff 505:77ff 506:77ff 507:77ff 508:77ff 509:77ff 511:77ff 519:3bff 520:3bff 522:3bff
// + 524:3bff 525:fbfe 527:f7ff 536:3bfe 540:3bff 541:3bff 542:f7fe 553:bbff 555:bbff 558:7bfe 563:bfff 568:bc00
// + 570:bc00 575:c1ff 583:3c00 584:3c00 586:3c00 588:3c00 589:fbfe 591:f7ff 601:3c00 604:3c00 605:3c00 606:f7fe
// + 615:3bfe 616:3bfe 618:3bfe 620:3bfe 621:fbfe 623:f7ff 625:3fff 632:3bfd 636:3bfe 637:3bfe 638:f7fe 647:3fff
// + 648:3fff 650:3fff 652:3fff 653:fbfe 655:f7ff 663:3fff 665:3fff 668:3fff 669:3fff 670:f7fe 679:3dff 680:3dff
// + 682:3dff 684:3dff 685:fbfe 687:f7ff 695:3dff 697:3dff 700:3dff 701:3dff 702:f7fe 711:41ff 712:41ff 714:41ff
// + 716:41ff 717:fbfe 719:f7ff 727:41ff 728:41ff 729:41ff 730:41ff 732:41ff 733:41ff 734:f7fe 743:0fff 748:0eff
// + 749:fbfe 751:f7ff 756:bfff 757:bdff 758:c1ff 766:f7fe 775:1000 780:0f01 781:fbfe 783:f7ff 784:bbfe 785:3c00
// + 787:bbfd 790:c1ff 795:b7fd 798:f7fe 807:0ffe 811:107f 812:0efe 813:fbfe 815:f7ff 818:bc00 820:bfff 821:bdff
// + 822:c1ff 830:f7fe 831:bffe 839:13fe 843:143f 844:137e 845:fbfe 847:f7ff 849:3c00 854:c1ff 862:f7fe 871:37ff
// + 872:37ff 874:37ff 876:37ff 877:fbfe 879:f7ff 888:37fd 893:37ff 894:f7fe 904:09ff 905:0bff 907:0cff 909:fbfe
// + 911:f7ff 912:bbff 914:bc00 915:bbfe 916:bfff 917:bdff 918:c1ff 926:f7fe 927:bffe 941:fbfe 943:f7ff 944:bbff
// + 946:bc00 947:bbfe 948:bfff 949:bdff 950:c1ff 955:b7ff 958:f7fe 959:bffe 967:77fe 968:77fe 970:77fe 972:77fe
// + 974:7bff 976:77fe 978:77fe 979:77fe 980:77fe 981:77fe 982:77fe 983:77fe 984:77fe 985:77fe 986:77fe 987:77fe
// + 988:77fe 989:77fe 991:77fe 999:3ffe 1000:3ffe 1002:3ffe 1004:3ffe 1005:fbfe 1007:f7ff 1009:41ff 1017:3ffe 1020:3ffe
// + 1021:3ffe 1022:f7fe
// @data r_negative_inf f16 from r_nearest_even 0:8000 33:8000 231:8000 252:8bff 264:8000 279:8f01 280:8f03 281:8f00 282:9380 297:8000 301:fc00 302:7bfe
// + 303:f801 304:bc01 305:3bff 306:bc02 307:bc00 308:c001 309:be01 310:c201 311:9001 312:9002 313:9000 314:9400
// + 315:b801 318:f800 319:c000 330:8000 363:8000 364:8801 365:fc00 366:7bfe 367:f801 368:bc01 369:3bff 370:bc02
// + 371:bc00 372:c001 373:be01 374:c201 379:b801 382:f800 383:c000 396:8000 412:89ff 423:7bfe 424:7bfe 426:7bfe
// + 428:7bfe 429:8000 430:7bff 432:7bfe 434:7bfe 435:7bfe 436:7bfe 437:7bfe 438:7bfe 439:7bfe 440:7bfe 441:7bfe
// + 442:7bfe 443:7bfe 444:7bfe 445:7bfe 447:7bfe 455:fc00 456:fc00 458:fc00 460:fc00 462:8000 464:fc00 466:fc00
// + 467:fc00 468:fc00 469:fc00 470:fc00 471:fc00 472:fc00 473:fc00 474:fc00 475:fc00 476:fc00 477:fc00 479:fc00
// + 487:77ff 488:77ff 490:77ff 492:77ff 494:7bff 495:8000 496:77ff 498:77ff 499:77ff 500:77ff 501:77ff 502:77ff
// + 503:77ff 504:77ff 505:77ff 506:77ff 507:77ff 508:77ff 509:77ff 511:77ff 519:3bff 520:3bff 522:3bff 524:3bff
// + 528:8000 536:3bfe 540:3bff 541:3bff 551:bc01 552:bc01 554:bc01 556:bc01 557:fc00 558:7bfe 559:f801 561:8000
// + 562:c001 567:bc01 569:bc01 572:bc01 573:bc01 574:f800 583:3c00 584:3c00 586:3c00 588:3c00 594:8000 601:3c00
// + 604:3c00 605:3c00 615:3bfe 616:3bfe 618:3bfe 620:3bfe 625:3fff 627:8000 628:bc01 630:c001 632:3bfd 636:3bfe
// + 637:3bfe 647:3fff 648:3fff 650:3fff 652:3fff 660:8000 663:3fff 665:3fff 668:3fff 669:3fff 679:3dff 680:3dff
// + 682:3dff 684:3dff 693:8000 695:3dff 697:3dff 700:3dff 701:3dff 711:41ff 712:41ff 714:41ff 716:41ff 726:8000
// + 727:41ff 728:41ff 729:41ff 730:41ff 732:41ff 733:41ff 743:0fff 748:0eff 754:bc01 759:8000 767:bfff 775:1000
// + 780:0f01 785:3c00 786:bc01 788:c000 789:be00 792:8000 799:bfff 807:0ffe 811:107f 812:0efe 816:bc00 819:bbff
// + 825:8000 827:b7ff 839:13fe 843:143f 844:137e 848:bbff 849:3c00 850:bc01 851:bbfe 852:c000 853:be00 858:8000
// + 859:b7fd 863:bfff 871:37ff 872:37ff 874:37ff 876:37ff 888:37fd 891:8000 893:37ff 904:09ff 905:0bff 907:0cff
// + 919:8c01 920:8c03 922:9200 923:b800 924:8000 957:8000 967:77fe 968:77fe 970:77fe 972:77fe 974:7bff 976:77fe
// + 978:77fe 979:77fe 980:77fe 981:77fe 982:77fe 983:77fe 984:77fe 985:77fe 986:77fe 987:77fe 988:77fe 989:77fe
// + 990:8000 991:77fe 999:3ffe 1000:3ffe 1002:3ffe 1004:3ffe 1009:41ff 1017:3ffe 1020:3ffe 1021:3ffe 1023:8000
// @data r_positive_inf f16 from r_nearest_even 237:fbfe 238:7c00 239:f7ff 240:bbff 241:3c01 242:bc00 243:bbfe 244:bfff 245:bdff 246:c1ff 247:8fff 248:9000
// + 249:8ffe 250:93fe 251:b7ff 254:f7fe 255:bffe 269:fbfe 270:7c00 271:f7ff 272:bbff 273:3c01 274:bc00 275:bbfe
// + 276:bfff 277:bdff 278:c1ff 283:b7ff 284:89ff 286:f7fe 287:bffe 316:8bff 333:fbfe 334:7c00 335:f7ff 336:bbff
// + 337:3c01 338:bc00 339:bbfe 340:bfff 341:bdff 342:c1ff 347:b7ff 350:f7fe 351:bffe 377:907f 378:943f 380:8cff
// + 395:0801 397:fbfe 398:7c00 399:f7ff 400:bbff 401:3c01 402:bc00 403:bbfe 404:bfff 405:bdff 406:c1ff 407:8eff
// + 408:8f01 409:8efe 410:937e 411:b7ff 414:f7fe 415:bffe 425:7c00 427:7c00 433:7c00 457:fbfe 459:fbfe 461:fbff
// + 463:fbff 465:fbfe 478:fbff 489:7801 491:7801 497:7801 521:3c01 523:3c01 525:fbfe 526:7c00 527:f7ff 537:3c00
// + 538:3bff 542:f7fe 553:bbff 555:bbff 563:bfff 568:bc00 570:bc00 575:c1ff 585:3c02 587:3c02 589:fbfe 590:7c00
// + 591:f7ff 593:4001 599:3c01 600:3c01 602:3c01 606:f7fe 617:3c00 619:3c00 621:fbfe 622:7c00 623:f7ff 633:3bff
// + 634:3bfe 638:f7fe 649:4001 651:4001 653:fbfe 654:7c00 655:f7ff 659:3c01 664:4000 666:4000 670:f7fe 681:3e01
// + 683:3e01 685:fbfe 686:7c00 687:f7ff 696:3e00 698:3e00 702:f7fe 713:4201 715:4201 717:fbfe 718:7c00 719:f7ff
// + 723:4001 734:f7fe 744:0f01 745:1001 749:fbfe 750:7c00 751:f7ff 753:3c01 756:bfff 757:bdff 758:c1ff 764:0c01
// + 766:f7fe 776:0f03 777:1002 781:fbfe 782:7c00 783:f7ff 784:bbfe 787:bbfd 790:c1ff 795:b7fd 796:0c03 798:f7fe
// + 808:0f00 809:1000 813:fbfe 814:7c00 815:f7ff 817:3c01 818:bc00 820:bfff 821:bdff 822:c1ff 830:f7fe 831:bffe
// + 840:1380 841:1400 845:fbfe 846:7c00 847:f7ff 854:c1ff 860:1200 862:f7fe 873:3801 875:3801 877:fbfe 878:7c00
// + 879:f7ff 889:37ff 890:37fd 892:3800 894:f7fe 903:0bff 908:09ff 909:fbfe 910:7c00 911:f7ff 912:bbff 913:3c01
// + 914:bc00 915:bbfe 916:bfff 917:bdff 918:c1ff 926:f7fe 927:bffe 941:fbfe 942:7c00 943:f7ff 944:bbff 945:3c01
// + 946:bc00 947:bbfe 948:bfff 949:bdff 950:c1ff 955:b7ff 958:f7fe 959:bffe 969:7800 971:7800 977:7800 1001:4000
// + 1003:4000 1005:fbfe 1006:7c00 1007:f7ff 1015:3fff 1016:3fff 1018:3fff 1022:f7fe
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=subf_zero grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf f16 rows(a, b)
// @arg buf f16 cols(a, b)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = subf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = subf %x0, %x1 rounding<zero> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
