// @conformance 1
// @tier full
// @family float-arith
// fma on f16 (one rounding of a*b+c) in every IEEE rounding mode.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 7493 528a e3e0 efc2 1617 b1e7 2602 7e33 f082 c551 fd17 b2e0 f1c6 60e3 325d 7734 0efe 6f6c 72bf 0a4c 84ec 57d8 561d 01fe
// + 996c 90d3 5fc5 2742 92dd 956a 50c1 a865 6b15 0941 2e41 0064 c1ce 59a3 ba55 4cce 066d fe02 521f 41c0 aecc 254d 612d 47c0
// + e020 5250 4df7 dfce 9588 2dd4 3de3 1ce1 6511 1d2a 1b31 862c 9921 db06 dc3f 3bc9 deff 5235 2fb2 a4b5 dff3 9074 7de0 7b23
// + 0b85 2bb2 6984 ec52 d2f7 3205 763a df85 42d7 d847 d0e1 2060 4801 de3f 4f0c 1f56 68e8 f8ad 1df9 e696 3957 c350 2cb8 b33d
// + 7f37 4362 d34d 1880 ce6c 3fe5 8c97 f3b9 9e80 4dd2 f404 5c22 2421 249c 4680 6b4b a72a 14ce 298d e341 a47b 17b2 e11f fe09
// + 46c8 156f 51d2 0a9d 261c ec52 f5e9 84e3 4580 9d11 532a fa03 3d14 7a40 b7da c8d1 39df 14c4 c0b9 6994 caed a230 2465 8733
// + 90b2 eac5 7adb 3c6a ad1d 011d abd0 5b73 a44c 877c acab 2e78 be56 5a56 fc0c 8f1b d7a3 a016 7b56 fb5c 3e55 f57d d267 8005
// + 1a85 960f a551 6fa3 79fb 9ebe 5f27 b408 91a6 f971 fafe 8e47 a950 f0e8 5d79 288d 543e 7a3c b795 1382 8fc4 8127 50fb 9943
// + e07f 767c e97d 48f6 c4ae 7e3c c892 157c c650 441c 067d 01fa e86a 4a64 bdb6 4bd3 3e69 7bf6 3d84 8f56 51af 02c8 452d 0949
// + 15d8 449f 7c08 ec63 5c78 5e86 2385 9bc1 0559 5c39 16c9 c858 eef0 763f 7ed5 1ebd 98a1 9394 362c fcac 3628 696b 2d50 bf03
// + 09c1 8d14 e6cc 8782 55dd eea3 b688 ab6c 8cc7 4773 ae7a dc57 9857 73a6 1a1b ccf5 fb79 4432 2c3d 3b57 4f11 0634 af7f 87d0
// + ecfb 4d1b b19d e744 1e1a 4838 aac3 f494 5414 efb6 1e2d 77e6 f1ef 5709 9fa5 d1a1 1c34 4d1b 68f3 15dc b9b4 55b6 8b75 428c
// + 4f73 1c6c 8bca 42c7 1ab6 75b9 596d f2f9 bbb6 2fb5 920f d6d9 ac52 fe75 9c0e e675 ee58 8240 4fa7 cd96 a524 7a2f 6457 22cd
// + 549a ae47 3f71 5fe6 ba8f a5d8 a9dc af50 cb7e 67bc a28a 225e dcdb efcb 11be f231 ff8e 671c 90ef d9e9 b0d6 7da6 1c08 070d
// + f778 9dd2 0e22 bed3 4cfc 3a88 38ca 175b c337 59c6 4fe1 d0b2 728d aca6 37d1 96af 8e9d c8ea 7bc8 65ae 1d7b fe80 5104 0442
// + c3b0 3040 3602 7b1b b67f 8a22 391b 932c 810c 47ae 5b44 4361 f798 7256 e255 3030 9646 d862 e4f1 4db7 7205 0f2a 2dc2 dc9f
// + 3787 63a6 1bb9 6b02 76c3 5569 a14b cbd2 13a7 87c0 de4d 76aa c2be 258c e161 38fc 5247 8887 0d96 f03d 04e4 b813 00ba a802
// + 4b4e 0c91 5c88 1a1e bffa fc81 ba2f 501e 5678 b348 6a7f 7f83 b4ad 0dc2 064f 5e64 b2d4 52b7 8b03 6e8d 162c f45a c563 cfd0
// + 297b 24e7 88df c964 036c 300f f4e9 9386 8f77 27f0 5432 002c 8614 db22 2d6a 2221 9dcb 5276 8652 2f93 a9c3 ae71 bf4d 16ee
// + ff8c 53d5 4889 c379 3651 e123 597f a55b 93a8 5ca3 56e1 90e9 44c0 5ba1 bf37 7eff e84a acc3 bbec 2264 96d3 7442 fbc5 8247
// + 7754 673e 5a97 1c87 552e 5927 a525 cd7f f59a 2ea5 2c77 44fa 613e 7ee0 2bd6 ed30 a8d8 0888 44a0 fe85 2eef f0a4 1f41 8a3a
// + 425c 4029 8481 c979 d0c2 1bd8 1682 87f5
// @data b f16 345d d2d6 d264 9be3 83e0 0c77 265a 4e63 8ea1 83b0 8060 32e1 5750 9a0f 03e4 b05f 8e15 5ccc 8e89 8a3a 665b 5793 c43f fbf1
// + 8f6b 1e08 5f38 06c7 70d1 0739 1425 a879 3853 781f 0354 3180 4123 a760 4ee1 8441 4877 fea3 424d bdee 08f2 fcaa 6101 16b2
// + 2532 02f0 f2c0 df53 8535 5e0c 8709 b008 e50f 1b54 f285 8ba2 1577 5b0a 2b25 c1ed 0b6a 1931 2fb2 1cbf a5d5 8b8e d8de fbe4
// + 0412 d330 8f73 eb61 d262 8dac 04c5 8715 7562 d8fb 2fc5 e6d5 86b1 a895 cf85 06ab 1dd1 0721 ba4d e6bd 9887 b883 8605 b54a
// + 7f8d 1a38 abd8 0e77 a78b 3f67 0e2e 160f 882e a925 f429 c9af e60d 8b0a e7d5 6bc5 0636 7255 8ac6 199a 2484 14c7 1a81 09ca
// + db9d 1516 cf57 f9e4 87bd 7bfb f5ad 06d1 43a0 0e1b 6ecd fa2d abba 8261 832c ef55 39fa 91e5 4468 0519 f263 2225 875a 78c3
// + 0812 ed6d fa10 9698 dd99 8789 7aab 5bf4 24c7 78e1 05a5 1506 be6e bf52 870d 0bae 854d a0cd 5544 8e77 8571 5ecd 522f 0551
// + e2cd 032c f5b9 efdf 4dbe ea77 09a6 79d9 1135 e558 86ed 0531 73a9 7082 54f3 d9ad 0769 cdac 370b 05d3 fbb9 8c0b f295 19f7
// + b746 903d 05c1 9869 c4f0 7377 b8b9 88de fa24 4413 85b8 79a5 8751 294c 3def 3a31 4c2f 82a4 1e43 8f5b 204f 7acf 820c 40df
// + 9587 bc3c 8ca1 01d0 9f1b 5e2d 86e5 65ab 83bc bc91 9643 98c2 8fbc 834c b963 1e6a 0ad4 f9e4 0459 951a 3670 d735 4ce2 0b8a
// + 6641 8d77 514e 78b9 0ddb 44d2 36ac 07ed f86b 00e8 ad7d dce7 8a5a 901a 8ecb cb7b 7bd0 9ccf 4ff4 04bd ad1c 0678 a98b f901
// + 0bda 2536 b14a bca2 de0d 0826 7b21 742b 3c90 94d6 0d77 72f3 f10b 2312 5dfb 8e4f 0e17 4dba 681b 6c7c 8695 c1a1 0b8e 9824
// + 321a 83f8 92ec c2d7 866a 07dc 8802 366a 3b57 06ec fb69 8449 7732 7e3e 1916 9923 81a0 d8ba 4f91 1963 556b 0dc3 0dd1 223c
// + ce8e 56a7 05c1 5130 baaf 87b4 d810 84a5 c240 e7bb a005 e8a8 81c0 1f9d 115b 6a1b 8239 8b16 e942 5953 2da8 90ba 8741 c2de
// + 7722 94aa ec16 0320 0286 3aea 285e 773d 0725 b962 cf92 bac0 08ed 8e17 a295 96c7 86a1 b890 0bfe d8da 9d75 695d 35d3 0e7f
// + ee47 30e0 b3ba 0d92 8e57 b26e 39db 850d 798d 094a 0a31 4313 ebb7 0e42 8bea f42f 96f0 27f8 15c5 874d a674 0f1f 26f4 a12c
// + 872d 854f 9b56 da7b 1470 0108 ebd7 cb1f 8437 79c7 8559 4328 c231 8726 181d 0b76 bd44 0818 0420 16c8 0c7b e978 80eb 1863
// + 3589 8575 1bd5 1aea 3184 121e 8505 e907 56cd 274c 14f3 882e 93c4 8dd4 0644 a480 802c bb2a 0b15 3945 7463 8bf6 ae93 cf1f
// + 8706 d69f 02ac 4616 03a6 ada6 850f 0986 3593 a711 4153 f992 8e1b 1093 ad0f 228c eb22 88d6 9f07 2f89 87fb dfcc 83b8 a012
// + ff77 3f75 3148 8709 faac e12f 3fd6 e073 0489 3470 56a5 92a0 c3e6 0b22 3463 fe69 5a13 d770 8b5e 0a0e 9604 4687 0ea3 8651
// + fb1a 6716 aa8f 6e89 865d 5dd7 a5f2 2489 089e 8c93 a3e6 440a 50d7 0edc 0deb 1a73 a895 8402 3804 0fe3 e3a8 708e 0559 f93d
// + 0da7 edf0 849e a211 b3b9 8e47 15e9 87a3
// @data c f16 ecfd a557 6700 cfa5 440b ecd0 90c5 c877 2594 8ce6 c5ac af03 7bff 9ac5 3ad0 6bdf fe09 b205 4582 5d55 dbd3 f36d 7353 d750
// + 8014 3321 efb6 8031 62a2 ecaa a8ec 84eb 858c c569 6cbf 8351 4774 412f cc98 151c ef1f 5d64 d8d2 6225 2219 7eaa 27d5 09bc
// + 495b f104 5e93 fbff 5c8b fd6a 092d 0881 b95a 812e e8d1 de15 0038 434c 097b 41c4 6604 384f a366 4ad0 bd6c 8002 e00f 72f9
// + 8000 d205 c8ca fbff b411 1511 bf6c f93e d609 f553 d991 f3db 12b2 0738 b5eb 800c afaa 7b09 1cb4 3fa5 2214 c01f f870 9dc8
// + ff37 360b 188c 800e 2b80 d281 0001 685c 3c49 3b7c 0098 72f7 4e3e 84e1 4ce8 fbff b565 06b3 0096 b916 d593 8024 7a84 0fc6
// + 6674 3222 83d6 48de 87ce b107 fbff ff0d 37b6 001e 85cf e4b5 2ce7 fba7 830f fbff 03c3 8ac1 4933 4356 e772 08c0 d9ae 90f7
// + 0001 2da2 7bb8 1746 452c a198 6a82 7113 d129 4490 5ee9 5f2d c117 e176 2950 0001 7c25 971d fbff f833 03b2 7bff 2364 bade
// + 418a 1204 552b 7bff 73b3 2c3d ad0c 82b4 b3e1 fbff 5c96 7f75 6116 207e 0dd2 4675 59fe 4812 32ac 2a59 5741 8000 b7ed 59f4
// + dc16 eb2f 145c 2578 9d34 7abd c565 6ad0 0afc cc2f 0ed3 44d7 b409 10ca 359c ca0e b3cc 61bd a051 293a b27b c0bb b1e8 f801
// + 0020 2419 7cf1 2ff3 facb 1bc6 0019 bd08 08fe 5cd2 cabe 6ff6 c2b5 b8f0 eecd 82b3 f8a2 7d19 81ad d74c d3d4 7bff da17 925d
// + b47f 156e 0992 446e 2422 9eac 3172 2af5 364f 86c0 87cc eec3 8006 2eed c38f dca2 b159 6fb9 c036 6c2e 8b33 8000 c42d ee38
// + 3ce3 e8be 2fa2 e835 8c58 798f 6a06 cc46 9e18 c8a9 cd57 9a9b fbff 2677 0bed a470 5bca af05 fbff 75a4 7f5f 5c04 0839 76c6
// + c5ae 3aeb 0953 49cb 4e09 e61b 256f 2f67 8ba8 80d5 0163 49b4 67c5 d254 e188 c425 9838 a8e2 e33c 0f35 32ea cc74 0690 c6cc
// + 678a b682 7640 f51f f2ff c50d c5f3 798f deb4 7bff 63d3 2b25 a03f 1795 cfe8 7bff d95b 53fd be7c 6208 104c ffa6 0009 2889
// + 7bff 6142 b026 0554 7715 f5f8 a53a c2e2 aa10 57c4 c28e bd10 c008 4c67 6ce3 802d f7cf 6952 cbc6 b0de 7e9d 7e80 e4b2 c17a
// + f608 fc27 0099 ccf2 06b6 aaa8 b779 c1af cc7d 9513 6ca2 1f06 fbff 2989 bc2d 6861 dad8 3555 3f20 4d86 65fd 8003 7510 f527
// + 0360 637e 24be 7bff 5488 9348 d12f ebaf 18fa 4598 1937 7432 c937 06a6 7788 88a6 f241 01c5 8000 e439 afaa e591 ae16 04b1
// + c50d 6da3 58f0 80a9 0119 c2f1 83e1 1a2f 8417 1ea4 2ea2 751f 8c89 3c29 4b8c 4730 97fa dcd2 0000 f49e ba7e c454 ce82 a933
// + 004c 7e5d 191e 5419 70f3 b212 be35 d231 9b25 1302 aee4 576b 8000 48cf b122 8904 7c21 30ab 800b df27 c126 d247 f592 f7f7
// + 7f8c 4939 670a 8e92 e702 b796 dd62 31f6 04dd d524 621c 89cd 4cb0 afac 9d90 feff 861f 6e9a 8b4b 8c77 0723 fbff 6af1 ff05
// + 7bff 3bfa 9461 cf65 cb39 e2a7 8fa5 9e24 790d 01e6 9156 3a4c f657 0dbd c680 4c2e 481c caf0 c0a4 ef51 8077 7bff 25da d84f
// + 947e 1b39 c92e b026 31c0 cd08 8026 d897
// @data r_nearest_even f16 3d9c e996 7a82 2306 440b ecd0 0001 7fff 4384 0003 7fff b0fc fc00 bf6a 3ad0 b0c0 7fff 7c00 9a37 5d55 dbd4 3c20 731f d770
// + 0000 3321 7c00 0000 6291 ecaa 01f2 149b 67a8 19be 6cbf 8340 94a8 c136 d105 8001 ef1f 7fff 254c 621c 2217 7fff 7c00 2293
// + 9c80 f104 fc00 7c00 5c8b 7fff 8000 8f95 fc00 0001 e8e8 de15 8000 fa2e cb96 902a 6604 3951 007c 4ad0 491e 0000 7fff fc00
// + 0000 d274 c96e 7c00 698e 14cd 1144 f93e 7c00 4674 d9b7 f3dd 8005 4b28 e2a0 0000 4b13 7b09 800f 7c00 2153 15f0 f870 2c6d
// + 7fff 3639 432a 0001 3a86 d20c 8001 6850 3c49 8968 7c00 717f a35a 8522 f25b 7c00 b565 4b9b 8000 c25a d593 0001 7a84 7fff
// + ad40 3222 e557 9cd4 87fd fc00 7c00 7fff 4d5d 8001 7c00 7c00 8244 fba7 8181 6ea9 3863 8ac8 9e50 43c8 7c00 8001 d9ae c449
// + 8000 7c00 fc00 800c 5039 a198 bff0 7c00 d129 97f8 5ee9 5f2d 14f4 e42e 7fff 8001 7fff 96cf 7c00 f832 84eb fc00 e8f3 bade
// + 9681 1204 6073 fc00 7c00 4d77 0325 f1e5 b3e1 7c00 5cae 7fff af40 fc00 76c5 8c90 59fe fc00 8667 2a59 5890 0000 fc00 59f4
// + 2f74 eb36 b3dc 803a 4dc6 7fff 1608 6ad0 7c00 2028 0ed3 463c 0714 383c bf12 158c 4ea5 61b8 0019 293a 31c4 1770 b1e9 f801
// + 8000 c4e0 7fff 81c0 facb 7c00 8001 c6c0 08fe a490 cabe 6ff6 0400 bf9e 7fff 0001 f8a2 7fff 0000 7fff d3cf fc00 da0a 94d5
// + 0801 156e fc00 98f2 2a5c f7ff 8360 2af5 4979 0000 2062 7c00 0001 c7bc c38f 30b7 fc00 6fb9 1524 6c2e c083 0000 c42c ee37
// + 8d7c e8be 30bf 3420 c09e 798f bc23 fc00 54a7 1848 cd57 7c00 7c00 3e52 c1b7 0056 5bca 5f4f 7c00 75a4 7fff b176 0839 76c6
// + 175c 3aeb 0955 9a42 4e09 e618 80b6 ed97 bb14 0000 519d 49b5 b808 7fff e188 15fe 3117 a838 3697 ab77 be19 1668 3650 c6cc
// + b5b0 c96c 7640 4080 f2ff c50d 1700 798f ddf9 fc00 63d3 cf66 0050 d36b cfe8 fc00 7fff 53f0 08f0 f7ae a292 7fff 0002 287d
// + fc00 6142 bec8 8001 7715 f5f8 008b 523a aa1d ab98 e37b 4f9b 1489 4c67 6ce3 0000 f7cf 6955 0f00 fc00 7fff 7fff e4a3 c17a
// + 4340 7fff adcd 2066 0c40 aaa7 0464 c1af ccab 000d 6ca2 4a87 7c00 4500 bac9 b680 dad8 c408 90ea 4d86 64c6 0000 7510 f527
// + 8000 637e 24bd fc00 5668 0fc1 26fd eb40 18fa 9a40 288a 7c00 1e5e 067e 7788 0000 f249 01c5 0000 e447 afaa 3bd0 ae16 004c
// + 1abe 6da3 58f9 0000 b580 7fff 0000 fc00 7180 800b 441f 7fff 0004 3c29 4b8c 9800 97f9 dd92 8001 f314 4e91 187c ce5f 62f4
// + 8001 7fff 191e aa98 70f3 b26e 114e d231 9b78 8007 5995 5769 0001 48bf b159 0000 7fff 306d 0000 df27 c126 1c30 f592 f7f7
// + 7fff 57f4 670b 0001 f5b5 7c00 28a8 4a0d 04dc 2aa0 7218 89c9 a080 ac45 b800 7fff fc00 6e9c 0001 8c6d 074c 79e6 6ae4 7fff
// + fc00 7c00 c967 207e cb3a 7b6b 0002 b654 790d 8000 9713 4d39 4a24 7fff c680 a090 481c caf0 1500 7fff d6a3 fc00 25da d80e
// + 0004 f22d c92e 0309 48af cd08 0000 d897
// @data r_zero f16 3d9c e996 7a82 2306 440a ecd0 0000 7fff 4383 0002 7fff b0fb fbff bf6a 3ad0 b0c0 7fff 7bff 9a37 5d54 dbd3 3c20 731f d76f
// + 0000 3320 7bff 0000 6291 ecaa 01f2 149b 67a7 19be 6cbf 833f 94a8 c135 d104 8001 ef1e 7fff 254c 621c 2216 7fff 7bff 2293
// + 9c80 f103 fbff 7bff 5c8b 7fff 8000 8f95 fbff 0000 e8e8 de14 8000 fa2d cb95 902a 6603 3950 007c 4acf 491e 0000 7fff fbff
// + 0000 d273 c96e 7bff 698e 14cc 1144 f93d 7bff 4674 d9b6 f3dc 8005 4b27 e2a0 0000 4b13 7b08 800f 7bff 2152 15f0 f870 2c6c
// + 7fff 3638 4329 0000 3a86 d20c 8000 6850 3c49 8968 7bff 717f a35a 8521 f25a 7bff b565 4b9b 8000 c259 d593 0000 7a83 7fff
// + ad40 3222 e557 9cd4 87fd fbff 7bff 7fff 4d5c 8000 7bff 7bff 8244 fba7 8180 6ea8 3862 8ac8 9e50 43c7 7bff 8001 d9ae c449
// + 8000 7bff fbff 800b 5039 a198 bff0 7bff d129 97f8 5ee8 5f2d 14f4 e42e 7fff 8000 7fff 96ce 7bff f832 84eb fbff e8f2 bade
// + 9681 1203 6072 fbff 7bff 4d77 0325 f1e4 b3e1 7bff 5cae 7fff af40 fbff 76c5 8c90 59fe fbff 8667 2a59 5890 0000 fbff 59f3
// + 2f74 eb35 b3dc 8039 4dc6 7fff 1608 6acf 7bff 2028 0ed2 463c 0714 383c bf11 158c 4ea4 61b7 0018 293a 31c3 1770 b1e9 f800
// + 8000 c4e0 7fff 81c0 facb 7bff 8000 c6c0 08fd a490 cabe 6ff6 0400 bf9d 7fff 0000 f8a2 7fff 0000 7fff d3cf fbff da0a 94d5
// + 0801 156e fbff 98f2 2a5b f7ff 8360 2af4 4979 0000 2061 7bff 0000 c7bc c38f 30b7 fbff 6fb8 1524 6c2e c083 0000 c42b ee36
// + 8d7c e8bd 30be 3420 c09d 798f bc23 fbff 54a6 1848 cd56 7bff 7bff 3e51 c1b6 0055 5bca 5f4e 7bff 75a4 7fff b176 0838 76c5
// + 175c 3aea 0954 9a42 4e08 e618 80b6 ed97 bb13 0000 519c 49b4 b808 7fff e188 15fe 3116 a837 3697 ab77 be19 1668 364f c6cb
// + b5b0 c96c 7640 4080 f2fe c50c 1700 798f ddf8 fbff 63d3 cf65 0050 d36a cfe7 fbff 7fff 53f0 08f0 f7ad a291 7fff 0001 287c
// + fbff 6142 bec8 8000 7715 f5f7 008b 5239 aa1c ab98 e37b 4f9b 1489 4c67 6ce2 0000 f7ce 6954 0f00 fbff 7fff 7fff e4a3 c179
// + 4340 7fff adcd 2066 0c40 aaa6 0464 c1ae ccab 000c 6ca2 4a87 7bff 44ff bac9 b680 dad7 c408 90ea 4d85 64c6 0000 7510 f526
// + 8000 637d 24bd fbff 5668 0fc1 26fd eb3f 18f9 9a40 2889 7bff 1e5e 067e 7787 0000 f249 01c4 0000 e447 afa9 3bd0 ae16 004b
// + 1abe 6da2 58f8 0000 b57f 7fff 0000 fbff 717f 800b 441f 7fff 0003 3c28 4b8c 9800 97f9 dd92 8000 f313 4e90 187c ce5e 62f4
// + 8000 7fff 191d aa98 70f3 b26d 114e d231 9b78 8006 5994 5769 0000 48be b158 0000 7fff 306c 0000 df26 c125 1c30 f591 f7f7
// + 7fff 57f4 670b 0001 f5b4 7bff 28a8 4a0c 04db 2aa0 7218 89c8 a080 ac45 b7ff 7fff fbff 6e9c 0001 8c6d 074c 79e6 6ae4 7fff
// + fbff 7bff c967 207e cb3a 7b6b 0001 b653 790c 8000 9713 4d38 4a24 7fff c67f a090 481c caf0 1500 7fff d6a2 fbff 25da d80d
// + 0004 f22c c92d 0309 48ae cd08 0000 d896
// @data r_negative_inf f16 3d9c e997 7a82 2306 440a ecd1 0000 7fff 4383 0002 7fff b0fc fc00 bf6b 3ad0 b0c0 7fff 7bff 9a37 5d54 dbd4 3c20 731f d770
// + 0000 3320 7bff 0000 6291 ecab 01f2 149b 67a7 19be 6cbf 8340 94a8 c136 d105 8002 ef1f 7fff 254c 621c 2216 7fff 7bff 2293
// + 9c80 f104 fc00 7bff 5c8b 7fff 8001 8f96 fc00 0000 e8e9 de15 8001 fa2e cb96 902a 6603 3950 007c 4acf 491e 0000 7fff fc00
// + 0000 d274 c96f 7bff 698e 14cc 1144 f93e 7bff 4674 d9b7 f3dd 8006 4b27 e2a1 0000 4b13 7b08 8010 7bff 2152 15f0 f871 2c6c
// + 7fff 3638 4329 0000 3a86 d20d 8001 6850 3c49 8968 7bff 717f a35a 8522 f25b 7bff b566 4b9b 8001 c25a d594 0000 7a83 7fff
// + ad40 3222 e558 9cd4 87fe fc00 7bff 7fff 4d5c 8001 7bff 7bff 8244 fba8 8181 6ea8 3862 8ac9 9e50 43c7 7bff 8002 d9af c44a
// + 8001 7bff fc00 800c 5039 a199 bff0 7bff d12a 97f8 5ee8 5f2d 14f4 e42f 7fff 8001 7fff 96cf 7bff f833 84ec fc00 e8f3 badf
// + 9681 1203 6072 fc00 7bff 4d77 0325 f1e5 b3e2 7bff 5cae 7fff af40 fc00 76c5 8c90 59fe fc00 8667 2a59 5890 0000 fc00 59f3
// + 2f74 eb36 b3dd 803a 4dc6 7fff 1608 6acf 7bff 2028 0ed2 463c 0714 383c bf12 158c 4ea4 61b7 0018 293a 31c3 1770 b1ea f801
// + 8001 c4e1 7fff 81c0 facc 7bff 8001 c6c1 08fd a490 cabf 6ff6 0400 bf9e 7fff 0000 f8a3 7fff 0000 7fff d3d0 fc00 da0b 94d6
// + 0801 156e fc00 98f2 2a5b f800 8360 2af4 4979 0000 2061 7bff 0000 c7bd c390 30b7 fc00 6fb8 1524 6c2e c084 0000 c42c ee37
// + 8d7c e8be 30be 3420 c09e 798f bc23 fc00 54a6 1848 cd57 7bff 7bff 3e51 c1b7 0055 5bca 5f4e 7bff 75a4 7fff b176 0838 76c5
// + 175c 3aea 0954 9a42 4e08 e619 80b7 ed98 bb14 0000 519c 49b4 b808 7fff e189 15fe 3116 a838 3697 ab78 be1a 1668 364f c6cc
// + b5b0 c96d 7640 4080 f2ff c50d 1700 798f ddf9 fc00 63d3 cf66 0050 d36b cfe8 fc00 7fff 53f0 08f0 f7ae a292 7fff 0001 287c
// + fc00 6142 bec9 8001 7715 f5f8 008b 5239 aa1d ab98 e37c 4f9b 1489 4c67 6ce2 0000 f7cf 6954 0f00 fc00 7fff 7fff e4a4 c17a
// + 4340 7fff adce 2066 0c40 aaa7 0464 c1af ccac 000c 6ca2 4a87 7bff 44ff baca b680 dad8 c409 90ea 4d85 64c6 0000 7510 f527
// + 8001 637d 24bd fc00 5668 0fc1 26fd eb40 18f9 9a40 2889 7bff 1e5e 067e 7787 0000 f24a 01c4 0000 e448 afaa 3bd0 ae17 004b
// + 1abe 6da2 58f8 0000 b580 7fff 0000 fc00 717f 800b 441f 7fff 0003 3c28 4b8c 9800 97fa dd93 8001 f314 4e90 187c ce5f 62f4
// + 8001 7fff 191d aa98 70f3 b26e 114e d232 9b79 8007 5994 5769 0000 48be b159 0000 7fff 306c 0000 df27 c126 1c30 f592 f7f8
// + 7fff 57f4 670b 0001 f5b5 7bff 28a8 4a0c 04db 2aa0 7218 89c9 a080 ac46 b800 7fff fc00 6e9c 0001 8c6e 074c 79e6 6ae4 7fff
// + fc00 7bff c968 207e cb3b 7b6b 0001 b654 790c 8001 9714 4d38 4a24 7fff c680 a090 481c caf1 1500 7fff d6a3 fc00 25da d80e
// + 0004 f22d c92e 0309 48ae cd09 0000 d897
// @data r_positive_inf f16 3d9c e996 7a83 2306 440b ecd0 0001 7fff 4384 0003 7fff b0fb fbff bf6a 3ad1 b0c0 7fff 7c00 9a37 5d55 dbd3 3c20 7320 d76f
// + 0001 3321 7c00 0001 6292 ecaa 01f3 149c 67a8 19be 6cc0 833f 94a8 c135 d104 8001 ef1e 7fff 254c 621d 2217 7fff 7c00 2294
// + 9c80 f103 fbff 7c00 5c8c 7fff 8000 8f95 fbff 0001 e8e8 de14 8000 fa2d cb95 902a 6604 3951 007d 4ad0 491f 0001 7fff fbff
// + 0001 d273 c96e 7c00 698f 14cd 1144 f93d 7c00 4674 d9b6 f3dc 8005 4b28 e2a0 0001 4b14 7b09 800f 7c00 2153 15f0 f870 2c6d
// + 7fff 3639 432a 0001 3a87 d20c 8000 6851 3c4a 8968 7c00 7180 a35a 8521 f25a 7c00 b565 4b9c 8000 c259 d593 0001 7a84 7fff
// + ad40 3223 e557 9cd4 87fd fbff 7c00 7fff 4d5d 8000 7c00 7c00 8244 fba7 8180 6ea9 3863 8ac8 9e50 43c8 7c00 8001 d9ae c449
// + 8000 7c00 fbff 800b 503a a198 bff0 7c00 d129 97f8 5ee9 5f2e 14f4 e42e 7fff 8000 7fff 96ce 7c00 f832 84eb fbff e8f2 bade
// + 9681 1204 6073 fbff 7c00 4d78 0325 f1e4 b3e1 7c00 5caf 7fff af40 fbff 76c6 8c90 59ff fbff 8667 2a5a 5891 0001 fbff 59f4
// + 2f74 eb35 b3dc 8039 4dc7 7fff 1608 6ad0 7c00 2028 0ed3 463d 0714 383d bf11 158c 4ea5 61b8 0019 293b 31c4 1770 b1e9 f800
// + 8000 c4e0 7fff 81c0 facb 7c00 8000 c6c0 08fe a490 cabe 6ff7 0400 bf9d 7fff 0001 f8a2 7fff 0001 7fff d3cf fbff da0a 94d5
// + 0801 156f fbff 98f2 2a5c f7ff 8360 2af5 497a 0001 2062 7c00 0001 c7bc c38f 30b7 fbff 6fb9 1524 6c2f c083 0001 c42b ee36
// + 8d7c e8bd 30bf 3420 c09d 7990 bc23 fbff 54a7 1848 cd56 7c00 7c00 3e52 c1b6 0056 5bcb 5f4f 7c00 75a5 7fff b176 0839 76c6
// + 175c 3aeb 0955 9a42 4e09 e618 80b6 ed97 bb13 0001 519d 49b5 b808 7fff e188 15fe 3117 a837 3697 ab77 be19 1668 3650 c6cb
// + b5b0 c96c 7641 4080 f2fe c50c 1700 7990 ddf8 fbff 63d4 cf65 0050 d36a cfe7 fbff 7fff 53f1 08f0 f7ad a291 7fff 0002 287d
// + fbff 6143 bec8 8000 7716 f5f7 008b 523a aa1c ab98 e37b 4f9c 1489 4c68 6ce3 0001 f7ce 6955 0f00 fbff 7fff 7fff e4a3 c179
// + 4340 7fff adcd 2066 0c41 aaa6 0464 c1ae ccab 000d 6ca3 4a88 7c00 4500 bac9 b680 dad7 c408 90ea 4d86 64c7 0001 7511 f526
// + 8000 637e 24be fbff 5669 0fc2 26fd eb3f 18fa 9a40 288a 7c00 1e5e 067f 7788 0001 f249 01c5 0001 e447 afa9 3bd0 ae16 004c
// + 1abe 6da3 58f9 0001 b57f 7fff 0001 fbff 7180 800b 4420 7fff 0004 3c29 4b8d 9800 97f9 dd92 8000 f313 4e91 187c ce5e 62f5
// + 8000 7fff 191e aa98 70f4 b26d 114e d231 9b78 8006 5995 576a 0001 48bf b158 0001 7fff 306d 0001 df26 c125 1c30 f591 f7f7
// + 7fff 57f5 670c 0002 f5b4 7c00 28a8 4a0d 04dc 2aa0 7219 89c8 a080 ac45 b7ff 7fff fbff 6e9d 0002 8c6d 074d 79e7 6ae5 7fff
// + fbff 7c00 c967 207e cb3a 7b6c 0002 b653 790d 8000 9713 4d39 4a24 7fff c67f a090 481d caf0 1500 7fff d6a2 fbff 25db d80d
// + 0005 f22c c92d 0309 48af cd08 0001 d896
// @run nearest_even entry=fma_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=softfloat
// @run zero entry=fma_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=softfloat
// @run negative_inf entry=fma_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=softfloat
// @run positive_inf entry=fma_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 c
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = fma %x0, %x1, %x2 : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
