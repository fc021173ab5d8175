// @conformance 1
// @tier full
// @family float-arith
// subf on bf16 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// @data b bf16 from a
// @data r_nearest_even bf16 0000 0000 ff80 7f80 7fff 7fff 7fff 8001 807f 0001 8080 0080 8081 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80
// + bb81 bb7f bbff bf00 817f 8040 feff bfff 8000 0000 ff80 7f80 7fff 7fff 7fff 8001 807f 0001 8080 0080 8081 ff7f 7f7f ff00
// + bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 817f 8040 feff bfff 7f80 7f80 7fff 7f80 7fff 7fff 7fff 7f80
// + 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + ff80 ff80 ff80 7fff 7fff 7fff 7fff ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 0001 0001 ff80 7f80 7fff 7fff 7fff 0000 807e 0002 807f 0081 8080 ff7f 7f7f ff00
// + bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 817e 803f feff bfff 007f 007f ff80 7f80 7fff 7fff 7fff 007e
// + 0000 0080 8001 00ff 8002 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 8140 003f feff bfff
// + 8001 8001 ff80 7f80 7fff 7fff 7fff 8002 8080 0000 8081 007f 8082 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80
// + bb81 bb7f bbff bf00 8180 8041 feff bfff 0080 0080 ff80 7f80 7fff 7fff 7fff 007f 0001 0081 0000 0100 8001 ff7f 7f7f ff00
// + bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 813f 0040 feff bfff 8080 8080 ff80 7f80 7fff 7fff 7fff 8081
// + 80ff 807f 8100 0000 8100 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 81a0 80c0 feff bfff
// + 0081 0081 ff80 7f80 7fff 7fff 7fff 0080 0002 0082 0001 0100 0000 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80
// + bb81 bb7f bbff bf00 813e 0041 feff bfff 7f7f 7f7f ff80 7f80 7fff 7fff 7fff 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 0000 7f80 7efe
// + 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7eff 7f7f ff7f ff7f ff80 7f80 7fff 7fff 7fff ff7f
// + ff7f ff7f ff7f ff7f ff7f ff80 0000 ff80 ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff80 ff7f
// + 7f00 7f00 ff80 7f80 7fff 7fff 7fff 7f00 7f00 7f00 7f00 7f00 7f00 fefe 7f80 0000 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00
// + 7f00 7f00 7f00 7f00 7f00 7f00 7b00 7f00 3f80 3f80 ff80 7f80 7fff 7fff 7fff 3f80 3f80 3f80 3f80 3f80 3f80 ff7f 7f7f ff00
// + 0000 4000 bc00 3b80 bf80 bf00 c000 3f7f 3f7f 3f7f 3f7e 3f00 3f80 3f80 feff bf7e bf80 bf80 ff80 7f80 7fff 7fff 7fff bf80
// + bf80 bf80 bf80 bf80 bf80 ff7f 7f7f ff00 c000 0000 c000 c000 c040 c020 c080 bf80 bf81 bf80 bf81 bfc0 bf80 bf80 feff c040
// + 3f81 3f81 ff80 7f80 7fff 7fff 7fff 3f81 3f81 3f81 3f81 3f81 3f81 ff7f 7f7f ff00 3c00 4000 0000 3c40 bf7e befc bfff 3f80
// + 3f80 3f81 3f80 3f02 3f81 3f81 feff bf7c 3f7f 3f7f ff80 7f80 7fff 7fff 7fff 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f ff7f 7f7f ff00
// + bb80 4000 bc40 0000 bf80 bf01 c000 3f7e 3f7e 3f7e 3f7d 3efe 3f7f 3f7f feff bf7f 4000 4000 ff80 7f80 7fff 7fff 7fff 4000
// + 4000 4000 4000 4000 4000 ff7f 7f7f ff00 3f80 4040 3f7e 3f80 0000 3f00 bf80 4000 3fff 4000 3fff 3fc0 4000 4000 feff 3c00
// + 3fc0 3fc0 ff80 7f80 7fff 7fff 7fff 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 ff7f 7f7f ff00 3f00 4020 3efc 3f01 bf00 0000 bfc0 3fc0
// + 3fbf 3fc0 3fbf 3f80 3fc0 3fc0 feff befc 4040 4040 ff80 7f80 7fff 7fff 7fff 4040 4040 4040 4040 4040 4040 ff7f 7f7f ff00
// + 4000 4080 3fff 4000 3f80 3fc0 0000 4040 4040 4040 4040 4020 4040 4040 feff 3f81 3b80 3b80 ff80 7f80 7fff 7fff 7fff 3b80
// + 3b80 3b80 3b80 3b80 3b80 ff7f 7f7f ff00 bf7f 3f80 bf80 bf7e c000 bfc0 c040 0000 b800 3780 bb7e befe 3b80 3b80 feff bffe
// + 3b81 3b81 ff80 7f80 7fff 7fff 7fff 3b81 3b81 3b81 3b81 3b81 3b81 ff7f 7f7f ff00 bf7f 3f81 bf80 bf7e bfff bfbf c040 3800
// + 0000 3840 bb7c befe 3b81 3b81 feff bffe 3b7f 3b7f ff80 7f80 7fff 7fff 7fff 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f ff7f 7f7f ff00
// + bf7f 3f80 bf81 bf7e c000 bfc0 c040 b780 b840 0000 bb7f befe 3b7f 3b7f feff bfff 3bff 3bff ff80 7f80 7fff 7fff 7fff 3bff
// + 3bff 3bff 3bff 3bff 3bff ff7f 7f7f ff00 bf7e 3f81 bf80 bf7d bfff bfbf c040 3b7e 3b7c 3b7f 0000 befc 3bff 3bff feff bffe
// + 3f00 3f00 ff80 7f80 7fff 7fff 7fff 3f00 3f00 3f00 3f00 3f00 3f00 ff7f 7f7f ff00 bf00 3fc0 bf02 befe bfc0 bf80 c020 3efe
// + 3efe 3efe 3efc 0000 3f00 3f00 feff bfbf 017f 017f ff80 7f80 7fff 7fff 7fff 017e 0140 0180 013f 01a0 013e ff7f 7f7f ff00
// + bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 0000 015f feff bfff 0040 0040 ff80 7f80 7fff 7fff 7fff 003f
// + 803f 0041 8040 00c0 8041 ff7f 7f7f ff00 bf80 3f80 bf81 bf7f c000 bfc0 c040 bb80 bb81 bb7f bbff bf00 815f 0000 feff bfff
// + 7eff 7eff ff80 7f80 7fff 7fff 7fff 7eff 7eff 7eff 7eff 7eff 7eff feff 7f80 fb00 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff
// + 7eff 7eff 7eff 7eff 7eff 7eff 0000 7eff 3fff 3fff ff80 7f80 7fff 7fff 7fff 3fff 3fff 3fff 3fff 3fff 3fff ff7f 7f7f ff00
// + 3f7e 4040 3f7c 3f7f bc00 3efc bf81 3ffe 3ffe 3fff 3ffe 3fbf 3fff 3fff feff 0000
// @data r_zero bf16 from r_nearest_even 237:ff7e 239:feff 240:bf7f 242:bf80 243:bf7e 244:bfff 245:bfbf 246:c03f 247:bb7f 248:bb80 249:bb7e 250:bbfe
// + 251:beff 254:fefe 255:bffe 269:ff7e 271:feff 272:bf7f 274:bf80 275:bf7e 276:bfff 277:bfbf 278:c03f 279:bb7f
// + 280:bb80 281:bb7e 282:bbfe 283:beff 284:813f 286:fefe 287:bffe 302:7f7e 305:3f7f 316:817f 333:ff7e 335:feff
// + 336:bf7f 338:bf80 339:bf7e 340:bfff 341:bfbf 342:c03f 343:bb7f 344:bb80 345:bb7e 346:bbfe 347:beff 350:fefe
// + 351:bffe 366:7f7e 369:3f7f 380:819f 397:ff7e 399:feff 400:bf7f 402:bf80 403:bf7e 404:bfff 405:bfbf 406:c03f
// + 407:bb7f 408:bb80 409:bb7e 410:bbfe 411:beff 414:fefe 415:bffe 423:7f7e 424:7f7e 426:7f7e 428:7f7e 430:7f7f
// + 432:7f7e 434:7f7e 435:7f7e 436:7f7e 437:7f7e 438:7f7e 439:7f7e 440:7f7e 441:7f7e 442:7f7e 443:7f7e 444:7f7e
// + 445:7f7e 447:7f7e 457:ff7e 459:ff7e 461:ff7f 463:ff7f 465:ff7e 478:ff7f 487:7eff 488:7eff 490:7eff 492:7eff
// + 494:7f7f 496:7eff 498:7eff 499:7eff 500:7eff 501:7eff 502:7eff 503:7eff 504:7eff 505:7eff 506:7eff 507:7eff
// + 508:7eff 509:7eff 511:7eff 519:3f7f 520:3f7f 522:3f7f 524:3f7f 525:ff7e 527:feff 536:3f7e 540:3f7f 541:3f7f
// + 542:fefe 553:bf7f 555:bf7f 558:7f7e 563:bfff 568:bf80 570:bf80 575:c03f 583:3f80 584:3f80 586:3f80 588:3f80
// + 589:ff7e 591:feff 601:3f80 604:3f80 605:3f80 606:fefe 615:3f7e 616:3f7e 618:3f7e 620:3f7e 621:ff7e 623:feff
// + 625:3fff 632:3f7d 636:3f7e 637:3f7e 638:fefe 647:3fff 648:3fff 650:3fff 652:3fff 653:ff7e 655:feff 663:3fff
// + 665:3fff 668:3fff 669:3fff 670:fefe 679:3fbf 680:3fbf 682:3fbf 684:3fbf 685:ff7e 687:feff 695:3fbf 697:3fbf
// + 700:3fbf 701:3fbf 702:fefe 711:403f 712:403f 714:403f 716:403f 717:ff7e 719:feff 727:403f 728:403f 729:403f
// + 730:403f 732:403f 733:403f 734:fefe 743:3b7f 744:3b7f 746:3b7f 748:3b7f 749:ff7e 751:feff 756:bfff 757:bfbf
// + 758:c03f 764:3b7f 765:3b7f 766:fefe 775:3b80 776:3b80 778:3b80 780:3b80 781:ff7e 783:feff 784:bf7e 785:3f80
// + 787:bf7d 790:c03f 795:befd 796:3b80 797:3b80 798:fefe 807:3b7e 808:3b7e 810:3b7e 812:3b7e 813:ff7e 815:feff
// + 818:bf80 820:bfff 821:bfbf 822:c03f 828:3b7e 829:3b7e 830:fefe 831:bffe 839:3bfe 840:3bfe 842:3bfe 844:3bfe
// + 845:ff7e 847:feff 849:3f80 854:c03f 860:3bfe 861:3bfe 862:fefe 871:3eff 872:3eff 874:3eff 876:3eff 877:ff7e
// + 879:feff 888:3efd 892:3eff 893:3eff 894:fefe 904:013f 905:017f 907:019f 909:ff7e 911:feff 912:bf7f 914:bf80
// + 915:bf7e 916:bfff 917:bfbf 918:c03f 919:bb7f 920:bb80 921:bb7e 922:bbfe 923:beff 926:fefe 927:bffe 941:ff7e
// + 943:feff 944:bf7f 946:bf80 947:bf7e 948:bfff 949:bfbf 950:c03f 951:bb7f 952:bb80 953:bb7e 954:bbfe 955:beff
// + 958:fefe 959:bffe 967:7efe 968:7efe 970:7efe 972:7efe 974:7f7f 976:7efe 978:7efe 979:7efe 980:7efe 981:7efe
// + 982:7efe 983:7efe 984:7efe 985:7efe 986:7efe 987:7efe 988:7efe 989:7efe 991:7efe 999:3ffe 1000:3ffe 1002:3ffe
// + 1004:3ffe 1005:ff7e 1007:feff 1009:403f 1017:3ffe 1020:3ffe 1021:3ffe 1022:fefe
// @data r_negative_inf bf16 from r_nearest_even 0:8000 33:8000 231:8000 252:817f 264:8000 297:8000 301:ff80 302:7f7e 303:ff01 304:bf81 305:3f7f 306:bf82
// + 307:bf80 308:c001 309:bfc1 310:c041 311:bb81 312:bb82 313:bb80 314:bc00 315:bf01 318:ff00 319:c000 330:8000
// + 363:8000 364:8101 365:ff80 366:7f7e 367:ff01 368:bf81 369:3f7f 370:bf82 371:bf80 372:c001 373:bfc1 374:c041
// + 375:bb81 376:bb82 377:bb80 378:bc00 379:bf01 382:ff00 383:c000 396:8000 412:813f 423:7f7e 424:7f7e 426:7f7e
// + 428:7f7e 429:8000 430:7f7f 432:7f7e 434:7f7e 435:7f7e 436:7f7e 437:7f7e 438:7f7e 439:7f7e 440:7f7e 441:7f7e
// + 442:7f7e 443:7f7e 444:7f7e 445:7f7e 447:7f7e 455:ff80 456:ff80 458:ff80 460:ff80 462:8000 464:ff80 466:ff80
// + 467:ff80 468:ff80 469:ff80 470:ff80 471:ff80 472:ff80 473:ff80 474:ff80 475:ff80 476:ff80 477:ff80 479:ff80
// + 487:7eff 488:7eff 490:7eff 492:7eff 494:7f7f 495:8000 496:7eff 498:7eff 499:7eff 500:7eff 501:7eff 502:7eff
// + 503:7eff 504:7eff 505:7eff 506:7eff 507:7eff 508:7eff 509:7eff 511:7eff 519:3f7f 520:3f7f 522:3f7f 524:3f7f
// + 528:8000 536:3f7e 540:3f7f 541:3f7f 551:bf81 552:bf81 554:bf81 556:bf81 557:ff80 558:7f7e 559:ff01 561:8000
// + 562:c001 567:bf81 569:bf81 572:bf81 573:bf81 574:ff00 583:3f80 584:3f80 586:3f80 588:3f80 594:8000 601:3f80
// + 604:3f80 605:3f80 615:3f7e 616:3f7e 618:3f7e 620:3f7e 625:3fff 627:8000 628:bf81 630:c001 632:3f7d 636:3f7e
// + 637:3f7e 647:3fff 648:3fff 650:3fff 652:3fff 660:8000 663:3fff 665:3fff 668:3fff 669:3fff 679:3fbf 680:3fbf
// + 682:3fbf 684:3fbf 693:8000 695:3fbf 697:3fbf 700:3fbf 701:3fbf 711:403f 712:403f 714:403f 716:403f 726:8000
// + 727:403f 728:403f 729:403f 730:403f 732:403f 733:403f 743:3b7f 744:3b7f 746:3b7f 748:3b7f 754:bf81 759:8000
// + 764:3b7f 765:3b7f 767:bfff 775:3b80 776:3b80 778:3b80 780:3b80 785:3f80 786:bf81 788:c000 789:bfc0 792:8000
// + 796:3b80 797:3b80 799:bfff 807:3b7e 808:3b7e 810:3b7e 812:3b7e 816:bf80 819:bf7f 825:8000 827:beff 828:3b7e
// + 829:3b7e 839:3bfe 840:3bfe 842:3bfe 844:3bfe 848:bf7f 849:3f80 850:bf81 851:bf7e 852:c000 853:bfc0 858:8000
// + 859:befd 860:3bfe 861:3bfe 863:bfff 871:3eff 872:3eff 874:3eff 876:3eff 888:3efd 891:8000 892:3eff 893:3eff
// + 904:013f 905:017f 907:019f 924:8000 957:8000 967:7efe 968:7efe 970:7efe 972:7efe 974:7f7f 976:7efe 978:7efe
// + 979:7efe 980:7efe 981:7efe 982:7efe 983:7efe 984:7efe 985:7efe 986:7efe 987:7efe 988:7efe 989:7efe 990:8000
// + 991:7efe 999:3ffe 1000:3ffe 1002:3ffe 1004:3ffe 1009:403f 1017:3ffe 1020:3ffe 1021:3ffe 1023:8000
// @data r_positive_inf bf16 from r_nearest_even 237:ff7e 238:7f80 239:feff 240:bf7f 241:3f81 242:bf80 243:bf7e 244:bfff 245:bfbf 246:c03f 247:bb7f 248:bb80
// + 249:bb7e 250:bbfe 251:beff 254:fefe 255:bffe 269:ff7e 270:7f80 271:feff 272:bf7f 273:3f81 274:bf80 275:bf7e
// + 276:bfff 277:bfbf 278:c03f 279:bb7f 280:bb80 281:bb7e 282:bbfe 283:beff 284:813f 286:fefe 287:bffe 316:817f
// + 333:ff7e 334:7f80 335:feff 336:bf7f 337:3f81 338:bf80 339:bf7e 340:bfff 341:bfbf 342:c03f 343:bb7f 344:bb80
// + 345:bb7e 346:bbfe 347:beff 350:fefe 351:bffe 380:819f 395:0101 397:ff7e 398:7f80 399:feff 400:bf7f 401:3f81
// + 402:bf80 403:bf7e 404:bfff 405:bfbf 406:c03f 407:bb7f 408:bb80 409:bb7e 410:bbfe 411:beff 414:fefe 415:bffe
// + 425:7f80 427:7f80 433:7f80 457:ff7e 459:ff7e 461:ff7f 463:ff7f 465:ff7e 478:ff7f 489:7f01 491:7f01 497:7f01
// + 521:3f81 523:3f81 525:ff7e 526:7f80 527:feff 537:3f80 538:3f7f 542:fefe 553:bf7f 555:bf7f 563:bfff 568:bf80
// + 570:bf80 575:c03f 585:3f82 587:3f82 589:ff7e 590:7f80 591:feff 593:4001 599:3f81 600:3f81 602:3f81 606:fefe
// + 617:3f80 619:3f80 621:ff7e 622:7f80 623:feff 633:3f7f 634:3f7e 638:fefe 649:4001 651:4001 653:ff7e 654:7f80
// + 655:feff 659:3f81 664:4000 666:4000 670:fefe 681:3fc1 683:3fc1 685:ff7e 686:7f80 687:feff 696:3fc0 698:3fc0
// + 702:fefe 713:4041 715:4041 717:ff7e 718:7f80 719:feff 723:4001 734:fefe 745:3b81 747:3b81 749:ff7e 750:7f80
// + 751:feff 753:3f81 756:bfff 757:bfbf 758:c03f 766:fefe 777:3b82 779:3b82 781:ff7e 782:7f80 783:feff 784:bf7e
// + 787:bf7d 790:c03f 795:befd 798:fefe 809:3b80 811:3b80 813:ff7e 814:7f80 815:feff 817:3f81 818:bf80 820:bfff
// + 821:bfbf 822:c03f 830:fefe 831:bffe 841:3c00 843:3c00 845:ff7e 846:7f80 847:feff 854:c03f 862:fefe 873:3f01
// + 875:3f01 877:ff7e 878:7f80 879:feff 889:3eff 890:3efd 894:fefe 903:017f 908:013f 909:ff7e 910:7f80 911:feff
// + 912:bf7f 913:3f81 914:bf80 915:bf7e 916:bfff 917:bfbf 918:c03f 919:bb7f 920:bb80 921:bb7e 922:bbfe 923:beff
// + 926:fefe 927:bffe 941:ff7e 942:7f80 943:feff 944:bf7f 945:3f81 946:bf80 947:bf7e 948:bfff 949:bfbf 950:c03f
// + 951:bb7f 952:bb80 953:bb7e 954:bbfe 955:beff 958:fefe 959:bffe 969:7f00 971:7f00 977:7f00 1001:4000 1003:4000
// + 1005:ff7e 1006:7f80 1007:feff 1015:3fff 1016:3fff 1018:3fff 1022:fefe
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=subf_zero grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf bf16 rows(a, b)
// @arg buf bf16 cols(a, b)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = subf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = subf %x0, %x1 rounding<zero> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
