// @conformance 1
// @tier ci
// @family float-arith
// subf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// @data b f32 from a
// @data r_nearest_even f32 00000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000001 807fffff 00000001 80800000 00800000 80800001 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 817fffff 80400000 feffffff bfffffff
// + 80000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000001 807fffff 00000001 80800000 00800000 80800001 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 817fffff 80400000 feffffff bfffffff
// + 7f800000 7f800000 7fffffff 7f800000 7fffffff 7fffffff 7fffffff 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + ff800000 ff800000 ff800000 7fffffff 7fffffff 7fffffff 7fffffff ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff
// + 00000001 00000001 ff800000 7f800000 7fffffff 7fffffff 7fffffff 00000000 807ffffe 00000002 807fffff 00800001 80800000 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 817ffffe 803fffff feffffff bfffffff
// + 007fffff 007fffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 007ffffe 00000000 00800000 80000001 00ffffff 80000002 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 81400000 003fffff feffffff bfffffff
// + 80000001 80000001 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000002 80800000 00000000 80800001 007fffff 80800002 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 81800000 80400001 feffffff bfffffff
// + 00800000 00800000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 007fffff 00000001 00800001 00000000 01000000 80000001 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 813fffff 00400000 feffffff bfffffff
// + 80800000 80800000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80800001 80ffffff 807fffff 81000000 00000000 81000000 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 81a00000 80c00000 feffffff bfffffff
// + 00800001 00800001 ff800000 7f800000 7fffffff 7fffffff 7fffffff 00800000 00000002 00800002 00000001 01000000 00000000 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 813ffffe 00400001 feffffff bfffffff
// + 7f7fffff 7f7fffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 00000000 7f800000 7efffffe
// + 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7effffff 7f7fffff
// + ff7fffff ff7fffff ff800000 7f800000 7fffffff 7fffffff 7fffffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff800000 00000000 ff800000
// + ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff800000 ff7fffff
// + 7f000000 7f000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 fefffffe 7f800000 00000000
// + 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 7f000000 73000000 7f000000
// + 3f800000 3f800000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000 ff7fffff 7f7fffff ff000000
// + 00000000 40000000 b4000000 33800000 bf800000 bf000000 c0000000 3f7fffff 3f7fffff 3f7fffff 3f7ffffe 3f000000 3f800000 3f800000 feffffff bf7ffffe
// + bf800000 bf800000 ff800000 7f800000 7fffffff 7fffffff 7fffffff bf800000 bf800000 bf800000 bf800000 bf800000 bf800000 ff7fffff 7f7fffff ff000000
// + c0000000 00000000 c0000000 c0000000 c0400000 c0200000 c0800000 bf800000 bf800001 bf800000 bf800001 bfc00000 bf800000 bf800000 feffffff c0400000
// + 3f800001 3f800001 ff800000 7f800000 7fffffff 7fffffff 7fffffff 3f800001 3f800001 3f800001 3f800001 3f800001 3f800001 ff7fffff 7f7fffff ff000000
// + 34000000 40000000 00000000 34400000 bf7ffffe befffffc bfffffff 3f800000 3f800000 3f800001 3f800000 3f000002 3f800001 3f800001 feffffff bf7ffffc
// + 3f7fffff 3f7fffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 3f7fffff 3f7fffff 3f7fffff 3f7fffff 3f7fffff 3f7fffff ff7fffff 7f7fffff ff000000
// + b3800000 40000000 b4400000 00000000 bf800000 bf000001 c0000000 3f7ffffe 3f7ffffe 3f7ffffe 3f7ffffd 3efffffe 3f7fffff 3f7fffff feffffff bf7fffff
// + 40000000 40000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 40000000 40000000 40000000 40000000 40000000 40000000 ff7fffff 7f7fffff ff000000
// + 3f800000 40400000 3f7ffffe 3f800000 00000000 3f000000 bf800000 40000000 3fffffff 40000000 3fffffff 3fc00000 40000000 40000000 feffffff 34000000
// + 3fc00000 3fc00000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 3fc00000 3fc00000 3fc00000 3fc00000 3fc00000 3fc00000 ff7fffff 7f7fffff ff000000
// + 3f000000 40200000 3efffffc 3f000001 bf000000 00000000 bfc00000 3fc00000 3fbfffff 3fc00000 3fbfffff 3f800000 3fc00000 3fc00000 feffffff befffffc
// + 40400000 40400000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 40400000 40400000 40400000 40400000 40400000 40400000 ff7fffff 7f7fffff ff000000
// + 40000000 40800000 3fffffff 40000000 3f800000 3fc00000 00000000 40400000 40400000 40400000 40400000 40200000 40400000 40400000 feffffff 3f800001
// + 33800000 33800000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 33800000 33800000 33800000 33800000 33800000 33800000 ff7fffff 7f7fffff ff000000
// + bf7fffff 3f800000 bf800000 bf7ffffe c0000000 bfc00000 c0400000 00000000 a8000000 27800000 b37ffffe befffffe 33800000 33800000 feffffff bffffffe
// + 33800001 33800001 ff800000 7f800000 7fffffff 7fffffff 7fffffff 33800001 33800001 33800001 33800001 33800001 33800001 ff7fffff 7f7fffff ff000000
// + bf7fffff 3f800001 bf800000 bf7ffffe bfffffff bfbfffff c0400000 28000000 00000000 28400000 b37ffffc befffffe 33800001 33800001 feffffff bffffffe
// + 337fffff 337fffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 337fffff 337fffff 337fffff 337fffff 337fffff 337fffff ff7fffff 7f7fffff ff000000
// + bf7fffff 3f800000 bf800001 bf7ffffe c0000000 bfc00000 c0400000 a7800000 a8400000 00000000 b37fffff befffffe 337fffff 337fffff feffffff bfffffff
// + 33ffffff 33ffffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 33ffffff 33ffffff 33ffffff 33ffffff 33ffffff 33ffffff ff7fffff 7f7fffff ff000000
// + bf7ffffe 3f800001 bf800000 bf7ffffd bfffffff bfbfffff c0400000 337ffffe 337ffffc 337fffff 00000000 befffffc 33ffffff 33ffffff feffffff bffffffe
// + 3f000000 3f000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 3f000000 3f000000 3f000000 3f000000 3f000000 3f000000 ff7fffff 7f7fffff ff000000
// + bf000000 3fc00000 bf000002 befffffe bfc00000 bf800000 c0200000 3efffffe 3efffffe 3efffffe 3efffffc 00000000 3f000000 3f000000 feffffff bfbfffff
// + 017fffff 017fffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 017ffffe 01400000 01800000 013fffff 01a00000 013ffffe ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 00000000 015fffff feffffff bfffffff
// + 00400000 00400000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 003fffff 803fffff 00400001 80400000 00c00000 80400001 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 815fffff 00000000 feffffff bfffffff
// + 7effffff 7effffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff feffffff 7f800000 f3000000
// + 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 7effffff 00000000 7effffff
// + 3fffffff 3fffffff ff800000 7f800000 7fffffff 7fffffff 7fffffff 3fffffff 3fffffff 3fffffff 3fffffff 3fffffff 3fffffff ff7fffff 7f7fffff ff000000
// + 3f7ffffe 40400000 3f7ffffc 3f7fffff b4000000 3efffffc bf800001 3ffffffe 3ffffffe 3fffffff 3ffffffe 3fbfffff 3fffffff 3fffffff feffffff 00000000
// @data r_nearest_even_ftz f32 from r_nearest_even 7:00000000 8:00000000 9:00000000 29:00000000 39:80000000 40:80000000 41:00000000 61:80000000 224:00000000 225:00000000 232:00000000 233:00000000
// + 234:80800000 235:00800000 236:80800001 252:817fffff 253:00000000 256:00000000 257:00000000 263:00000000 265:00000000 266:80800000 267:00800000 268:80800001
// + 284:817fffff 285:00000000 288:80000000 289:00000000 295:80000000 296:80000000 298:80800000 299:00800000 300:80800001 316:817fffff 317:80000000 327:00800000
// + 328:00800000 329:00800000 332:80000000 349:00800000 359:80800000 360:80800000 361:80800000 381:80800000 391:00800001 392:00800001 393:00800001 394:00000000
// + 413:00800001 903:017fffff 904:017fffff 905:017fffff 925:017fffff 928:00000000 929:00000000 935:00000000 936:00000000 937:00000000 938:80800000 939:00800000
// + 940:80800001 956:817fffff
// @data r_zero f32 from r_nearest_even 237:ff7ffffe 239:feffffff 240:bf7fffff 242:bf800000 243:bf7ffffe 244:bfffffff 245:bfbfffff 246:c03fffff 247:b37fffff 248:b3800000 249:b37ffffe 250:b3fffffe
// + 251:beffffff 254:fefffffe 255:bffffffe 269:ff7ffffe 271:feffffff 272:bf7fffff 274:bf800000 275:bf7ffffe 276:bfffffff 277:bfbfffff 278:c03fffff 279:b37fffff
// + 280:b3800000 281:b37ffffe 282:b3fffffe 283:beffffff 284:813fffff 286:fefffffe 287:bffffffe 302:7f7ffffe 305:3f7fffff 316:817fffff 333:ff7ffffe 335:feffffff
// + 336:bf7fffff 338:bf800000 339:bf7ffffe 340:bfffffff 341:bfbfffff 342:c03fffff 343:b37fffff 344:b3800000 345:b37ffffe 346:b3fffffe 347:beffffff 350:fefffffe
// + 351:bffffffe 366:7f7ffffe 369:3f7fffff 380:819fffff 397:ff7ffffe 399:feffffff 400:bf7fffff 402:bf800000 403:bf7ffffe 404:bfffffff 405:bfbfffff 406:c03fffff
// + 407:b37fffff 408:b3800000 409:b37ffffe 410:b3fffffe 411:beffffff 414:fefffffe 415:bffffffe 423:7f7ffffe 424:7f7ffffe 426:7f7ffffe 428:7f7ffffe 430:7f7fffff
// + 432:7f7ffffe 434:7f7ffffe 435:7f7ffffe 436:7f7ffffe 437:7f7ffffe 438:7f7ffffe 439:7f7ffffe 440:7f7ffffe 441:7f7ffffe 442:7f7ffffe 443:7f7ffffe 444:7f7ffffe
// + 445:7f7ffffe 447:7f7ffffe 457:ff7ffffe 459:ff7ffffe 461:ff7fffff 463:ff7fffff 465:ff7ffffe 478:ff7fffff 487:7effffff 488:7effffff 490:7effffff 492:7effffff
// + 494:7f7fffff 496:7effffff 498:7effffff 499:7effffff 500:7effffff 501:7effffff 502:7effffff 503:7effffff 504:7effffff 505:7effffff 506:7effffff 507:7effffff
// + 508:7effffff 509:7effffff 511:7effffff 519:3f7fffff 520:3f7fffff 522:3f7fffff 524:3f7fffff 525:ff7ffffe 527:feffffff 536:3f7ffffe 540:3f7fffff 541:3f7fffff
// + 542:fefffffe 553:bf7fffff 555:bf7fffff 558:7f7ffffe 563:bfffffff 568:bf800000 570:bf800000 575:c03fffff 583:3f800000 584:3f800000 586:3f800000 588:3f800000
// + 589:ff7ffffe 591:feffffff 601:3f800000 604:3f800000 605:3f800000 606:fefffffe 615:3f7ffffe 616:3f7ffffe 618:3f7ffffe 620:3f7ffffe 621:ff7ffffe 623:feffffff
// + 625:3fffffff 632:3f7ffffd 636:3f7ffffe 637:3f7ffffe 638:fefffffe 647:3fffffff 648:3fffffff 650:3fffffff 652:3fffffff 653:ff7ffffe 655:feffffff 663:3fffffff
// + 665:3fffffff 668:3fffffff 669:3fffffff 670:fefffffe 679:3fbfffff 680:3fbfffff 682:3fbfffff 684:3fbfffff 685:ff7ffffe 687:feffffff 695:3fbfffff 697:3fbfffff
// + 700:3fbfffff 701:3fbfffff 702:fefffffe 711:403fffff 712:403fffff 714:403fffff 716:403fffff 717:ff7ffffe 719:feffffff 727:403fffff 728:403fffff 729:403fffff
// + 730:403fffff 732:403fffff 733:403fffff 734:fefffffe 743:337fffff 744:337fffff 746:337fffff 748:337fffff 749:ff7ffffe 751:feffffff 756:bfffffff 757:bfbfffff
// + 758:c03fffff 764:337fffff 765:337fffff 766:fefffffe 775:33800000 776:33800000 778:33800000 780:33800000 781:ff7ffffe 783:feffffff 784:bf7ffffe 785:3f800000
// + 787:bf7ffffd 790:c03fffff 795:befffffd 796:33800000 797:33800000 798:fefffffe 807:337ffffe 808:337ffffe 810:337ffffe 812:337ffffe 813:ff7ffffe 815:feffffff
// + 818:bf800000 820:bfffffff 821:bfbfffff 822:c03fffff 828:337ffffe 829:337ffffe 830:fefffffe 831:bffffffe 839:33fffffe 840:33fffffe 842:33fffffe 844:33fffffe
// + 845:ff7ffffe 847:feffffff 849:3f800000 854:c03fffff 860:33fffffe 861:33fffffe 862:fefffffe 871:3effffff 872:3effffff 874:3effffff 876:3effffff 877:ff7ffffe
// + 879:feffffff 888:3efffffd 892:3effffff 893:3effffff 894:fefffffe 904:013fffff 905:017fffff 907:019fffff 909:ff7ffffe 911:feffffff 912:bf7fffff 914:bf800000
// + 915:bf7ffffe 916:bfffffff 917:bfbfffff 918:c03fffff 919:b37fffff 920:b3800000 921:b37ffffe 922:b3fffffe 923:beffffff 926:fefffffe 927:bffffffe 941:ff7ffffe
// + 943:feffffff 944:bf7fffff 946:bf800000 947:bf7ffffe 948:bfffffff 949:bfbfffff 950:c03fffff 951:b37fffff 952:b3800000 953:b37ffffe 954:b3fffffe 955:beffffff
// + 958:fefffffe 959:bffffffe 967:7efffffe 968:7efffffe 970:7efffffe 972:7efffffe 974:7f7fffff 976:7efffffe 978:7efffffe 979:7efffffe 980:7efffffe 981:7efffffe
// + 982:7efffffe 983:7efffffe 984:7efffffe 985:7efffffe 986:7efffffe 987:7efffffe 988:7efffffe 989:7efffffe 991:7efffffe 999:3ffffffe 1000:3ffffffe 1002:3ffffffe
// + 1004:3ffffffe 1005:ff7ffffe 1007:feffffff 1009:403fffff 1017:3ffffffe 1020:3ffffffe 1021:3ffffffe 1022:fefffffe
// @data r_zero_ftz f32 from r_zero 7:00000000 8:00000000 9:00000000 29:00000000 39:80000000 40:80000000 41:00000000 61:80000000 224:00000000 225:00000000 232:00000000 233:00000000
// + 234:80800000 235:00800000 236:80800001 237:ff7fffff 239:ff000000 240:bf800000 242:bf800001 243:bf7fffff 244:c0000000 245:bfc00000 246:c0400000 247:b3800000
// + 248:b3800001 249:b37fffff 250:b3ffffff 251:bf000000 252:817fffff 253:00000000 254:feffffff 255:bfffffff 256:00000000 257:00000000 263:00000000 265:00000000
// + 266:80800000 267:00800000 268:80800001 269:ff7fffff 271:ff000000 272:bf800000 274:bf800001 275:bf7fffff 276:c0000000 277:bfc00000 278:c0400000 279:b3800000
// + 280:b3800001 281:b37fffff 282:b3ffffff 283:bf000000 284:817fffff 285:00000000 286:feffffff 287:bfffffff 288:80000000 289:00000000 295:80000000 296:80000000
// + 298:80800000 299:00800000 300:80800001 302:7f7fffff 305:3f800000 317:80000000 327:00800000 328:00800000 329:00800000 332:80000000 349:00800000 359:80800000
// + 360:80800000 361:80800000 381:80800000 391:00800001 392:00800001 393:00800001 394:00000000 413:00800001 423:7f7fffff 424:7f7fffff 445:7f7fffff 457:ff7fffff
// + 487:7f000000 488:7f000000 509:7f000000 519:3f800000 520:3f800000 541:3f800000 553:bf800000 583:3f800001 584:3f800001 605:3f800001 615:3f7fffff 616:3f7fffff
// + 637:3f7fffff 647:40000000 648:40000000 669:40000000 679:3fc00000 680:3fc00000 701:3fc00000 711:40400000 712:40400000 733:40400000 743:33800000 744:33800000
// + 765:33800000 775:33800001 776:33800001 797:33800001 807:337fffff 808:337fffff 829:337fffff 839:33ffffff 840:33ffffff 861:33ffffff 871:3f000000 872:3f000000
// + 893:3f000000 903:017fffff 904:017fffff 925:017fffff 928:00000000 929:00000000 935:00000000 936:00000000 937:00000000 938:80800000 939:00800000 940:80800001
// + 941:ff7fffff 943:ff000000 944:bf800000 946:bf800001 947:bf7fffff 948:c0000000 949:bfc00000 950:c0400000 951:b3800000 952:b3800001 953:b37fffff 954:b3ffffff
// + 955:bf000000 956:817fffff 958:feffffff 959:bfffffff 967:7effffff 968:7effffff 989:7effffff 999:3fffffff 1000:3fffffff 1021:3fffffff
// @data r_negative_inf f32 from r_nearest_even 0:80000000 33:80000000 231:80000000 252:817fffff 264:80000000 297:80000000 301:ff800000 302:7f7ffffe 303:ff000001 304:bf800001 305:3f7fffff 306:bf800002
// + 307:bf800000 308:c0000001 309:bfc00001 310:c0400001 311:b3800001 312:b3800002 313:b3800000 314:b4000000 315:bf000001 318:ff000000 319:c0000000 330:80000000
// + 363:80000000 364:81000001 365:ff800000 366:7f7ffffe 367:ff000001 368:bf800001 369:3f7fffff 370:bf800002 371:bf800000 372:c0000001 373:bfc00001 374:c0400001
// + 375:b3800001 376:b3800002 377:b3800000 378:b4000000 379:bf000001 382:ff000000 383:c0000000 396:80000000 412:813fffff 423:7f7ffffe 424:7f7ffffe 426:7f7ffffe
// + 428:7f7ffffe 429:80000000 430:7f7fffff 432:7f7ffffe 434:7f7ffffe 435:7f7ffffe 436:7f7ffffe 437:7f7ffffe 438:7f7ffffe 439:7f7ffffe 440:7f7ffffe 441:7f7ffffe
// + 442:7f7ffffe 443:7f7ffffe 444:7f7ffffe 445:7f7ffffe 447:7f7ffffe 455:ff800000 456:ff800000 458:ff800000 460:ff800000 462:80000000 464:ff800000 466:ff800000
// + 467:ff800000 468:ff800000 469:ff800000 470:ff800000 471:ff800000 472:ff800000 473:ff800000 474:ff800000 475:ff800000 476:ff800000 477:ff800000 479:ff800000
// + 487:7effffff 488:7effffff 490:7effffff 492:7effffff 494:7f7fffff 495:80000000 496:7effffff 498:7effffff 499:7effffff 500:7effffff 501:7effffff 502:7effffff
// + 503:7effffff 504:7effffff 505:7effffff 506:7effffff 507:7effffff 508:7effffff 509:7effffff 511:7effffff 519:3f7fffff 520:3f7fffff 522:3f7fffff 524:3f7fffff
// + 528:80000000 536:3f7ffffe 540:3f7fffff 541:3f7fffff 551:bf800001 552:bf800001 554:bf800001 556:bf800001 557:ff800000 558:7f7ffffe 559:ff000001 561:80000000
// + 562:c0000001 567:bf800001 569:bf800001 572:bf800001 573:bf800001 574:ff000000 583:3f800000 584:3f800000 586:3f800000 588:3f800000 594:80000000 601:3f800000
// + 604:3f800000 605:3f800000 615:3f7ffffe 616:3f7ffffe 618:3f7ffffe 620:3f7ffffe 625:3fffffff 627:80000000 628:bf800001 630:c0000001 632:3f7ffffd 636:3f7ffffe
// + 637:3f7ffffe 647:3fffffff 648:3fffffff 650:3fffffff 652:3fffffff 660:80000000 663:3fffffff 665:3fffffff 668:3fffffff 669:3fffffff 679:3fbfffff 680:3fbfffff
// + 682:3fbfffff 684:3fbfffff 693:80000000 695:3fbfffff 697:3fbfffff 700:3fbfffff 701:3fbfffff 711:403fffff 712:403fffff 714:403fffff 716:403fffff 726:80000000
// + 727:403fffff 728:403fffff 729:403fffff 730:403fffff 732:403fffff 733:403fffff 743:337fffff 744:337fffff 746:337fffff 748:337fffff 754:bf800001 759:80000000
// + 764:337fffff 765:337fffff 767:bfffffff 775:33800000 776:33800000 778:33800000 780:33800000 785:3f800000 786:bf800001 788:c0000000 789:bfc00000 792:80000000
// + 796:33800000 797:33800000 799:bfffffff 807:337ffffe 808:337ffffe 810:337ffffe 812:337ffffe 816:bf800000 819:bf7fffff 825:80000000 827:beffffff 828:337ffffe
// + 829:337ffffe 839:33fffffe 840:33fffffe 842:33fffffe 844:33fffffe 848:bf7fffff 849:3f800000 850:bf800001 851:bf7ffffe 852:c0000000 853:bfc00000 858:80000000
// + 859:befffffd 860:33fffffe 861:33fffffe 863:bfffffff 871:3effffff 872:3effffff 874:3effffff 876:3effffff 888:3efffffd 891:80000000 892:3effffff 893:3effffff
// + 904:013fffff 905:017fffff 907:019fffff 924:80000000 957:80000000 967:7efffffe 968:7efffffe 970:7efffffe 972:7efffffe 974:7f7fffff 976:7efffffe 978:7efffffe
// + 979:7efffffe 980:7efffffe 981:7efffffe 982:7efffffe 983:7efffffe 984:7efffffe 985:7efffffe 986:7efffffe 987:7efffffe 988:7efffffe 989:7efffffe 990:80000000
// + 991:7efffffe 999:3ffffffe 1000:3ffffffe 1002:3ffffffe 1004:3ffffffe 1009:403fffff 1017:3ffffffe 1020:3ffffffe 1021:3ffffffe 1023:80000000
// @data r_negative_inf_ftz f32 from r_negative_inf 7:80000000 8:80000000 9:00000000 29:80000000 39:80000000 40:80000000 41:80000000 61:80000000 224:80000000 225:00000000 232:80000000 233:00000000
// + 234:80800000 235:00800000 236:80800001 253:80000000 256:80000000 257:00000000 263:80000000 265:00000000 266:80800000 267:00800000 268:80800001 284:817fffff
// + 285:80000000 288:80000000 289:80000000 295:80000000 296:80000000 298:80800000 299:00800000 300:80800001 301:ff7fffff 302:7f7fffff 303:ff000000 304:bf800000
// + 305:3f800000 306:bf800001 307:bf7fffff 308:c0000000 309:bfc00000 310:c0400000 311:b3800000 312:b3800001 313:b37fffff 314:b3ffffff 315:bf000000 316:817fffff
// + 317:80000000 318:feffffff 319:bfffffff 327:00800000 328:00800000 329:00800000 332:80000000 349:00800000 359:80800000 360:80800000 361:80800000 381:80800000
// + 391:00800001 392:00800001 393:00800001 394:00000000 413:00800001 423:7f7fffff 424:7f7fffff 445:7f7fffff 455:ff7fffff 456:ff7fffff 477:ff7fffff 487:7f000000
// + 488:7f000000 509:7f000000 519:3f800000 520:3f800000 541:3f800000 551:bf800000 552:bf800000 573:bf800000 583:3f800001 584:3f800001 605:3f800001 615:3f7fffff
// + 616:3f7fffff 637:3f7fffff 647:40000000 648:40000000 669:40000000 679:3fc00000 680:3fc00000 701:3fc00000 711:40400000 712:40400000 733:40400000 743:33800000
// + 744:33800000 765:33800000 775:33800001 776:33800001 797:33800001 807:337fffff 808:337fffff 829:337fffff 839:33ffffff 840:33ffffff 861:33ffffff 871:3f000000
// + 872:3f000000 893:3f000000 903:017fffff 904:017fffff 925:017fffff 928:80000000 929:00000000 935:80000000 936:80000000 937:00000000 938:80800000 939:00800000
// + 940:80800001 956:817fffff 967:7effffff 968:7effffff 989:7effffff 999:3fffffff 1000:3fffffff 1021:3fffffff
// @data r_positive_inf f32 from r_nearest_even 237:ff7ffffe 238:7f800000 239:feffffff 240:bf7fffff 241:3f800001 242:bf800000 243:bf7ffffe 244:bfffffff 245:bfbfffff 246:c03fffff 247:b37fffff 248:b3800000
// + 249:b37ffffe 250:b3fffffe 251:beffffff 254:fefffffe 255:bffffffe 269:ff7ffffe 270:7f800000 271:feffffff 272:bf7fffff 273:3f800001 274:bf800000 275:bf7ffffe
// + 276:bfffffff 277:bfbfffff 278:c03fffff 279:b37fffff 280:b3800000 281:b37ffffe 282:b3fffffe 283:beffffff 284:813fffff 286:fefffffe 287:bffffffe 316:817fffff
// + 333:ff7ffffe 334:7f800000 335:feffffff 336:bf7fffff 337:3f800001 338:bf800000 339:bf7ffffe 340:bfffffff 341:bfbfffff 342:c03fffff 343:b37fffff 344:b3800000
// + 345:b37ffffe 346:b3fffffe 347:beffffff 350:fefffffe 351:bffffffe 380:819fffff 395:01000001 397:ff7ffffe 398:7f800000 399:feffffff 400:bf7fffff 401:3f800001
// + 402:bf800000 403:bf7ffffe 404:bfffffff 405:bfbfffff 406:c03fffff 407:b37fffff 408:b3800000 409:b37ffffe 410:b3fffffe 411:beffffff 414:fefffffe 415:bffffffe
// + 425:7f800000 427:7f800000 433:7f800000 457:ff7ffffe 459:ff7ffffe 461:ff7fffff 463:ff7fffff 465:ff7ffffe 478:ff7fffff 489:7f000001 491:7f000001 497:7f000001
// + 521:3f800001 523:3f800001 525:ff7ffffe 526:7f800000 527:feffffff 537:3f800000 538:3f7fffff 542:fefffffe 553:bf7fffff 555:bf7fffff 563:bfffffff 568:bf800000
// + 570:bf800000 575:c03fffff 585:3f800002 587:3f800002 589:ff7ffffe 590:7f800000 591:feffffff 593:40000001 599:3f800001 600:3f800001 602:3f800001 606:fefffffe
// + 617:3f800000 619:3f800000 621:ff7ffffe 622:7f800000 623:feffffff 633:3f7fffff 634:3f7ffffe 638:fefffffe 649:40000001 651:40000001 653:ff7ffffe 654:7f800000
// + 655:feffffff 659:3f800001 664:40000000 666:40000000 670:fefffffe 681:3fc00001 683:3fc00001 685:ff7ffffe 686:7f800000 687:feffffff 696:3fc00000 698:3fc00000
// + 702:fefffffe 713:40400001 715:40400001 717:ff7ffffe 718:7f800000 719:feffffff 723:40000001 734:fefffffe 745:33800001 747:33800001 749:ff7ffffe 750:7f800000
// + 751:feffffff 753:3f800001 756:bfffffff 757:bfbfffff 758:c03fffff 766:fefffffe 777:33800002 779:33800002 781:ff7ffffe 782:7f800000 783:feffffff 784:bf7ffffe
// + 787:bf7ffffd 790:c03fffff 795:befffffd 798:fefffffe 809:33800000 811:33800000 813:ff7ffffe 814:7f800000 815:feffffff 817:3f800001 818:bf800000 820:bfffffff
// + 821:bfbfffff 822:c03fffff 830:fefffffe 831:bffffffe 841:34000000 843:34000000 845:ff7ffffe 846:7f800000 847:feffffff 854:c03fffff 862:fefffffe 873:3f000001
// + 875:3f000001 877:ff7ffffe 878:7f800000 879:feffffff 889:3effffff 890:3efffffd 894:fefffffe 903:017fffff 908:013fffff 909:ff7ffffe 910:7f800000 911:feffffff
// + 912:bf7fffff 913:3f800001 914:bf800000 915:bf7ffffe 916:bfffffff 917:bfbfffff 918:c03fffff 919:b37fffff 920:b3800000 921:b37ffffe 922:b3fffffe 923:beffffff
// + 926:fefffffe 927:bffffffe 941:ff7ffffe 942:7f800000 943:feffffff 944:bf7fffff 945:3f800001 946:bf800000 947:bf7ffffe 948:bfffffff 949:bfbfffff 950:c03fffff
// + 951:b37fffff 952:b3800000 953:b37ffffe 954:b3fffffe 955:beffffff 958:fefffffe 959:bffffffe 969:7f000000 971:7f000000 977:7f000000 1001:40000000 1003:40000000
// + 1005:ff7ffffe 1006:7f800000 1007:feffffff 1015:3fffffff 1016:3fffffff 1018:3fffffff 1022:fefffffe
// @data r_positive_inf_ftz f32 from r_positive_inf 7:00000000 8:00000000 9:00000000 29:00000000 39:80000000 40:80000000 41:00000000 61:80000000 224:00000000 225:00000000 232:00000000 233:00000000
// + 234:80800000 235:00800000 236:80800001 237:ff7fffff 238:7f7fffff 239:ff000000 240:bf800000 241:3f800000 242:bf800001 243:bf7fffff 244:c0000000 245:bfc00000
// + 246:c0400000 247:b3800000 248:b3800001 249:b37fffff 250:b3ffffff 251:bf000000 252:817fffff 253:00000000 254:feffffff 255:bfffffff 256:00000000 257:00000000
// + 263:00000000 265:00000000 266:80800000 267:00800000 268:80800001 269:ff7fffff 270:7f7fffff 271:ff000000 272:bf800000 273:3f800000 274:bf800001 275:bf7fffff
// + 276:c0000000 277:bfc00000 278:c0400000 279:b3800000 280:b3800001 281:b37fffff 282:b3ffffff 283:bf000000 284:817fffff 285:00000000 286:feffffff 287:bfffffff
// + 288:80000000 289:00000000 295:80000000 296:80000000 298:80800000 299:00800000 300:80800001 317:80000000 327:00800000 328:00800000 329:00800000 332:80000000
// + 349:00800000 359:80800000 360:80800000 361:80800000 381:80800000 391:00800001 392:00800001 393:00800001 394:00000000 413:00800001 425:7f7fffff 457:ff7fffff
// + 489:7f000000 521:3f800000 553:bf800000 585:3f800001 617:3f7fffff 649:40000000 681:3fc00000 713:40400000 745:33800000 777:33800001 809:337fffff 841:33ffffff
// + 873:3f000000 904:017fffff 905:017fffff 925:017fffff 928:00000000 929:00000000 935:00000000 936:00000000 937:00000000 938:80800000 939:00800000 940:80800001
// + 941:ff7fffff 942:7f7fffff 943:ff000000 944:bf800000 945:3f800000 946:bf800001 947:bf7fffff 948:c0000000 949:bfc00000 950:c0400000 951:b3800000 952:b3800001
// + 953:b37fffff 954:b3ffffff 955:bf000000 956:817fffff 958:feffffff 959:bfffffff 969:7effffff 1001:3fffffff
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=subf_nearest_even_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=subf_zero grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=subf_zero_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=subf_negative_inf_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=subf_positive_inf_ftz grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 rounding<zero> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 rounding<zero> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = subf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<1024xf32>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
