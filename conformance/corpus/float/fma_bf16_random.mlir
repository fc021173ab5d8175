// @conformance 1
// @tier full
// @family float-arith
// fma on bf16 (one rounding of a*b+c) in every IEEE rounding mode.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 9a7b 315c 2280 2715 a79a 1e86 dc14 5f68 2036 2b86 0431 6dfe 8bcd 34e3 12ac f785 fb2f e7d4 2a7e f745 8c7d d1fd 3fd7 4bc4
// + 4ccd 560b 0ca5 3f7b 844a fd30 e9c3 62e9 67ff e135 0db1 5ce1 d348 4e35 f773 4387 19ec df0b 1521 0083 f86f 9238 5e70 54ad
// + 31cc 139d a2c3 8c80 8055 1791 b6e2 17a2 aada ca66 6616 3114 8c51 29d8 73b0 dd86 6f9f 6e78 526a 2d57 e775 f1e4 eb2e b819
// + 2dbb aab7 0259 ecce 7622 1769 09d6 4551 f034 5792 d409 b51a 7808 7475 f3ac a9d8 73af f1c5 d8af b2d7 4d6c c448 bac1 678d
// + 4722 9101 493c a3b5 700b c610 d219 e25b e638 02f4 39ae 1402 19da c7ca 2520 7ce0 b4de f135 74b4 6bac c751 d5f4 f4c3 62a4
// + 8112 e1eb a2eb bde0 4825 3b12 23a7 7902 437e 182e f9c5 99df 427e 722c 251e 36b7 fcc4 6b3d 4b0d ddb5 d2e5 8794 19b5 1049
// + d2d3 6afe 0376 9727 f3ae 61be fe66 5d2e c98a a528 4e00 b039 49a6 7e6a 4019 0f48 9860 393c d5c3 3015 1c8d 1be1 6322 5c41
// + c7f0 bb1d e84f b92e 2b65 def6 1c1c 7526 5ccf d30b 2f19 2203 531d 0cda d91a af11 e190 1eee c6a8 48ac 8eeb b292 9496 ff92
// + 9adf b47b d9e2 0011 88c5 717e 921d 505d 5908 2732 e3dc 39a3 bfd4 37fc b104 3bd8 adbc a56e a767 664c 2139 bff2 47d8 7517
// + 6dee 45ba f9f3 ed83 f5f1 8832 2581 ad99 db1e ea26 eea9 3517 170d b8fe a43c 8b71 aad0 6876 c8fb d7e3 875f 4fc4 a708 bed5
// + d479 aa21 794e 94c1 5bd5 3821 73b6 155f 6250 7146 d457 4b97 1787 a211 bcaf a707 4605 0259 0cc0 55fd 909a f621 b5f3 b63e
// + 15a5 6405 b0e0 2694 98e9 2a86 e1a3 7a99 ae6c a54b f7c3 5ce3 032b 6516 5f8c 2405 602f 5e58 d84a fc87 1ccc 6073 ae97 d573
// + 3220 e3be 770c fd62 9a16 028b 8811 cc11 7534 ce0f dc61 856b 0cd3 6703 661c 6f34 4adb d6ad 06ba 2552 5277 40a9 00ec 6305
// + cdcd 607a cd45 d6fb 4265 578a 0d96 dd3d 040a 78ea 9aac 0890 9eb6 ea4b cfcf 44e1 ee64 b36e 226a 827a 6a50 57a2 b314 ea32
// + ca06 3c07 de6b fd7d ea7d 2159 bcd6 0209 f9e0 cddb d78a 6e94 698a 3b1c 23e7 64ab 966b fccd d8eb 0cd6 1a03 c1ce e36c e2d2
// + d498 0d25 0e15 63b5 13fa d882 c8f7 508d 3cee 34ee 7c5c cc71 ffe2 6d19 0a53 204f dc5b 74fa 2432 a65f 76e0 9a50 5f9d c01f
// + 612a f7a3 aec1 5ef5 bcc0 5d0a 8213 dd16 0940 6798 bca6 5cdf 6632 2554 6aa1 85e8 9575 f191 30e0 875f e942 c739 2fda 1acb
// + 283a ab35 7c83 cb97 3428 04d5 ee9a e2eb 265f 03ce 7acf bf8e 4dd7 2b54 fb85 9db7 7ec4 c0d6 5310 35a9 1283 d04b ac99 d26c
// + 55fb 4261 0f0e d6b5 7663 0c1f b89b 91c6 9f77 d961 331a 4211 9f60 3b35 391a 2c9f ce58 0c00 aca2 e152 cb92 0cd9 a4f5 6a74
// + eebb 007a f97c 3f98 6ac7 b317 c6bd 0d57 7cb2 e2d9 887d df74 00d3 f665 1de6 7f28 bfa4 f299 049e 525c 7fc1 8686 3659 75a0
// + d795 66cf 0870 91a4 e934 ec5f 366b 05f9 bdf7 daa4 ce9d ce95 1f5c ace0 fce0 e173 36dc 7e38 e153 1e25 183e 2a4f e195 2d9f
// + 24a9 5e46 56c8 ffbc c227 cf8b a560 6316
// @data b bf16 c144 b158 20fa 5a29 8176 e152 dc6c 5c95 e0be 8048 8d6f edf3 09a5 cafc 01a3 41c9 fb0b e320 56e8 001c d5a8 51ee bff9 3422
// + 00c9 7771 8cfa 3a4b fc16 80fd 150b 6222 e7ed 1ee5 01eb 6fb9 d35a cd16 0a79 0089 a106 5f65 90b0 7f01 8060 9476 def2 4ff9
// + cdf3 8014 2eb7 0cb8 00f2 6806 8078 7409 aa54 c5e6 9a7b 01d3 b64a 29a3 7156 a3ac 0074 7e40 d2d1 a837 191b 01ff 0ce2 b892
// + 297b 55bd 0152 619d f69a 931d f5d2 8004 c8c7 57b5 d1d2 4b0f 0176 d771 f38c 28cd 8b8f 8008 3d89 32ae 4c10 3b2e 0136 4a4d
// + c709 9042 3825 80b1 e167 c6e8 cd1a 9f42 80bd 2e28 3995 1075 6587 819f df21 fc4a 3199 0fa6 01d3 3756 4743 5386 0b0e 8172
// + 3a89 6169 a08f c20f 0193 5a77 a365 7681 bcd5 811a beac 196c 40af 8edb 017a 380d 7cd9 e73f 3567 00b9 6704 07fd 9611 7127
// + 8068 a9a9 0323 13c0 8bde 014e bb85 5d46 c6bc 5b38 8187 e765 49e5 fc0e bf38 8060 9c5c 398f d27d d085 81df 7d2b 636f 5830
// + 39b4 004c e242 39cd 26dc 2193 012e 2421 dc5b 4fe1 d1e3 81b7 7979 8c7d 5505 5198 00b5 bb79 4613 c8af 71c3 819b f793 ffde
// + 9649 cb72 010e c56b 888c 6e19 6f7f 0193 8ee9 2728 dff5 4637 8089 7330 b19c ba21 d1c3 0030 fc9f e648 a0ed 41d8 0044 7af1
// + 6d45 40fa 8741 019b aad0 8801 2249 520e 01cb b6ac ee96 3508 e9cf 00c9 e356 0b93 2a4b 9838 0028 ef61 0798 4d21 d910 80cd
// + be3b 2a31 7410 6cbf 8048 8fd9 f3d6 1326 1e89 815e e6f9 cb2c 146b 5e2f 0044 a055 c6fb 824b f4ba 811a a7c4 f647 319f cb53
// + 0078 beb4 309c 22ef 68ea 0142 aaf3 7af4 ad9c dafa 80e9 c15a 0340 634e a1bb 01f3 c9f4 5e2a 57f6 02b4 01b3 8c59 aeda 52b7
// + ce61 003c 5b91 7d61 9993 fe73 80b9 9fd0 f58f 49e0 2560 019b 76c7 e718 e2d9 10e3 0176 d124 06f4 a0e9 ae99 80cd da53 e339
// + 498f 9f9b 816e 23ed 42eb 5281 7379 814a 270f f826 16ea 776b 01e7 a97b 4fa5 449d 119b 01ff 8c0f 02bc 67d2 27ad 0018 e1f8
// + 4a47 bb80 22e3 014a 09a0 21fd 3b7f fed9 0064 d873 578e eb03 9770 0038 118f 640f 95f1 832e 0074 ae6a 1a62 3df1 9d55 8000
// + 6819 8d3a 0d16 1c1a 011a 937d c824 cb96 c359 80bd e428 ccac fbad 120c 8064 ba63 5c7a efdf dc30 008d 3c21 1a93 daef c0c1
// + 007c 0adf aed7 dbed c4f6 0146 adc5 5dfb 86ea 18cf 0070 c50a 66b0 a465 94f2 812a d3cd f17c abe4 7a06 8010 5a2c af91 97b7
// + d859 8034 8c71 cbd0 b177 7cdf 01e7 adc2 a6a2 00b2 85fa 80d5 a448 abf2 768a 63bd 0028 e2db 531a 3489 6d8c 01d3 ee22 d213
// + 53e0 be85 00a1 9ff1 76fc 8a23 c8b0 007c 8a1f 593f ae69 bf52 006c c58f 39fd a81c 32e0 0136 d1c7 e10c c8bd 72fe 0136 aa77
// + 6e99 00bc 8873 00ad 6f14 b3f0 464c 7339 0095 120f 887b dc0b ff00 00cd 343f 7f4a bc74 0de3 8146 b903 ff8c 047c ca79 01ff
// + a052 665a 052c 6ef0 81df dd9f b6a5 049a c1f1 0030 dc30 ce22 9b62 d2d8 0187 49a2 36b3 fe5e 1fde 81ff aad9 aaca de67 d341
// + 819f cffa 5625 7eaf bdcc 0060 e2c1 e31d
// @data c bf16 9c40 2e68 c137 c1c4 2485 e23a f908 cdb6 5481 0000 c860 70db 0000 62b5 a272 79d0 8bda 4d27 c1e6 9480 494c 646b 0735 ef72
// + 8e20 4361 7bd6 ba47 7add 8517 3f53 9313 e5e4 40a1 bf38 2286 e72a b56e dfb4 8490 a4e2 6f78 0000 d2b4 63f4 8000 ba34 1b50
// + 4041 2daf f03d 0000 2d29 5aed 8000 9269 1db6 d0ce 3f0b f4a5 8324 7c45 36c3 c1b4 174d 1c15 65bf a65a f51e 3463 1179 1073
// + 97b7 c40b 058a 7f7f 1710 7a89 402f cddf e4b8 efce 3cf6 2cd1 ba02 d261 6f6e 132c 5a11 461f 56bb 8727 8a53 4007 f1e1 15d6
// + 4ead 8dd9 61ab 8000 7499 d17b dfb8 a83b 5cc1 8000 7f9f 52da bfe5 1668 2978 7f7f d2fe 6be2 b714 ec11 32c2 69ff f8c2 9547
// + 0000 9eea 61e7 c07a 56fd cdc1 0795 062e 5d45 0000 3365 3bc6 c3ad f3e0 2fac af49 0d52 7c60 c0fe 7c55 a5d8 0000 499a a7c1
// + 93ab b000 207a 0000 679c 4864 fa6e 793a 980b 40f1 863c 4149 d414 ec90 d241 0000 bf89 4f2c e8c0 55be 4e77 d996 ff4d e778
// + 4228 94a3 ee80 338b 19dd edc9 8000 0a99 6574 6374 b607 65d4 ff7f 6d04 2dea 412c 33b1 8cf8 4d40 3c7b 8038 8000 551a 3929
// + 8000 c950 d865 04f9 8154 cf33 421c 8d59 3072 8ee9 5e02 b16a 80e2 cdcf 4637 3687 094f 9719 e48f 0b8f a77c 424c 9cf1 41ba
// + ff7f 3f7f 9cf2 2f9e 21ae b102 884a 709c ccdf e15f 3fbe 0754 4164 7719 3551 0000 8c53 2f71 091c 3732 6413 dd76 cd12 050c
// + d335 0d38 9347 420f 3e3f fcb6 7f7f 99e8 2784 332b 129b 17c6 8000 945f 47c7 87e0 36f4 a5b6 420b 8ca9 9dbf ff7f 86f2 2ae6
// + 8000 940b 2a83 8a0a c3ac 3a74 cd1a dd51 ac5b c0c6 add3 d8b5 8000 af8d 574f 8000 0696 ea0c 70c2 af31 6ca1 2d4d 0d60 ca60
// + 410c 1d10 1304 7f7f dcb5 c21e 8000 e559 1ad3 587a d202 0778 c424 10f3 3795 c09f d299 2cfe 8000 7fc5 743c 0207 1208 1eb4
// + 57e5 a3d6 2e2f 3b68 6796 5434 c191 4cc7 d1ab 7f7f bb81 59b5 0000 2123 d917 ca09 a292 8a0c 0000 e5dc 389c bfda 5640 5960
// + 54d0 e726 02f1 3f47 3d0a b103 38d5 573a 2daa e6cf 9049 9bab 4181 5b51 4b22 ff7f 0d0d 16ba 19d4 fa5a 6709 4041 6850 aedf
// + 7d35 e594 def3 c059 e12a 20a1 d19e 4054 68f5 0000 2887 560b 7fe2 6d89 e61d 1b37 828f eb73 40f4 26f0 d53f 0000 907a 6075
// + a224 7991 8a95 7b62 6f6d 39b4 8000 1f92 8f41 c0f5 7ad0 939d ff7f 7b55 caa7 8000 80d2 f361 1d47 fca8 f6a5 61f8 2de5 c266
// + 411d 8f19 8ec4 d7f5 0959 d76f 310a 5f40 2964 8000 3a5d f48a 32a7 459f fbc0 4207 bc75 2b48 e6ad dda5 7184 12a7 1efa 1da5
// + ea5b 15c4 179e b72a 355d 5c4a c1d5 e2a6 1d3b 7327 01aa 9fc7 0000 f854 a593 1541 e58c fe22 befb 637d a4af c057 e8cc 9aa5
// + 7f7f 2845 1075 80cd 501e 9487 4d96 7c88 1751 3572 40fc 78c9 4053 3e60 0271 ff7f 3493 f450 0000 dc90 8b9e 0000 de42 385b
// + b874 bb21 2006 4119 ad10 24b1 2d97 8bb7 f3d0 1af6 d9b5 3444 0000 b865 3caf 6b99 4e5f ee5c 41b6 cd3f d3e9 15a3 57bc 4799
// + 0000 b591 93d5 7ffc 1b16 1eb6 c8a8 5d59
// @data r_nearest_even bf16 1730 2e68 c137 3dba 2485 e23a 74e0 7c87 5481 8000 c860 ff80 8000 62b5 a272 f5da 7f80 7f80 3cc0 b72c 494c df58 c051 ef72
// + 0a75 7f80 7bd6 3410 7add 3eae bb42 7f80 ff80 bce9 bf38 7f80 62a0 dbd4 dfb4 007e a4e2 fef9 8000 d2b4 63f4 0000 fde3 6528
// + bc24 2daf f03d 8000 2d29 5aed 0000 4c2d 1db6 4ca4 c10a f4a5 001d 7c45 7f80 3c00 3090 7f80 dfa0 a65a f51e aee0 b89a 312f
// + 1332 c40d 058a ff80 ff80 7a89 bc0c cddf 798c 6b68 6661 c0ac 3630 ff80 7f80 8f78 5a11 461f d21c a612 5a05 bc70 f1e1 7262
// + ca48 8dd9 61ab 0000 ff80 d17a 5a20 4226 5cc1 0000 7fff 52da 3bec 1668 c4c9 ff80 d2fe 6be2 32b8 ec11 cf1f e560 f8c2 a49b
// + 8000 ff80 61e7 3b80 56fd 560d 8346 7f80 5d45 8000 7904 3bc6 3fa2 f3e0 2fac 2b16 ff80 ff80 3c6c 7c55 fa6c 8000 499a 4203
// + 0f60 d528 207a 8000 679c 4864 767c 7b12 50cb bc80 9007 5825 4ffc ff80 d241 8000 bf89 4f2c 64b7 55be 4e77 5516 7f80 7505
// + be40 94a3 7f80 af2c 19dd edc9 0000 59d1 f9b1 deac c188 65d4 7f80 6d04 eea0 bc40 33b1 9ae7 c970 d1eb c133 0000 551a 7fff
// + 0000 c950 d865 80b0 8154 7f80 bdc6 127e 3072 0aa0 7f80 4069 0001 6bad 4637 b2d8 400f 9719 6072 ff80 a77c bd40 9cf1 7f80
// + 7f80 4736 41b7 aba2 6144 b102 0412 709c ccdf 5b80 7f80 2aa0 bac0 7719 481d 8000 95a5 c131 8560 7f80 6413 5908 cd12 050c
// + 4f63 94df 7f80 be7f 3e3f fcb6 ff80 99e8 415f af34 7bd1 d74b 0000 c0c6 47c7 03a6 cd82 a5b6 be00 9798 9dbf 7f80 a817 421d
// + 0000 e33b 2a83 0530 c3c7 3a74 4939 7f80 ac5b 3bf8 3931 dec1 0000 7f80 574f 0000 eaa7 7d0f eb60 bfbe 6ca1 a97b 1e01 e8ae
// + bd20 a432 7f80 ff80 dcb5 c260 0000 e559 ff80 d380 d202 0778 3da0 ff80 ff80 3c9c d299 685e 0000 7fff 743c 8003 9bc3 ff80
// + d140 c097 2e2f b6be 6796 6a8b 3de6 4cc7 d1ab ff80 bb81 59b5 8000 5447 e005 467d c08a 8a0c 8000 e5dc 7f80 3bf4 5640 7f80
// + d028 e726 c1d0 bb22 3d0a b103 b3a8 573a baaf 62e1 ef99 ff80 bd40 5b51 4b22 7f80 0d0d 408b 95f8 fa5a 6709 bc6e 6850 aedf
// + f930 e594 def3 3c44 e12a 2c80 4cf0 dca5 68f5 8000 ff80 59a3 7fff 6d89 e61d 970d f956 ff80 bcc0 26f0 738d 8000 fb13 6075
// + 1e30 7991 1e22 f751 6f6d 39b4 0000 fb93 8f41 3cd0 7ad0 e270 7f80 7b55 caa7 0000 29c4 7f80 9900 fca8 f6a5 dd98 2de5 c266
// + bd2a 8f19 c977 5340 a622 d76f ad76 5f40 2964 0000 c14a f48a aef8 459f ff80 bcd8 3eed 6437 6200 dda5 7184 8e22 5b42 6508
// + 6620 c16a 179e 32ca 7f80 5c4a 3c80 e2a6 1d3b ef5f a20c c1ee 8000 f854 3398 9148 e58c fe22 3adc 7f80 54d8 3b9c e8cc d56b
// + ff80 2845 426f 0000 7f80 278e c99c 7c88 3dcf b0dc 40fc 7c06 0000 3e60 12ac 7f80 3c9c f450 8000 dc90 7fff 8000 de42 38bd
// + 33e8 7f80 2006 bd40 acf9 7f80 a96e 8bb7 f3d0 0000 6b58 5d3d 8000 403d bee1 e7c6 4e5f ff80 bdfa cd3f d3e9 912c 7f80 4799
// + 8000 eec1 6d81 7fff 4085 1eb6 44e0 ff80
// @data r_zero bf16 1730 2e67 c136 3dba 2485 e23a 74e0 7c87 5480 8000 c860 ff7f 8000 62b4 a271 f5da 7f7f 7f7f 3cc0 b72c 494c df58 c051 ef71
// + 0a75 7f7f 7bd5 3410 7add 3ead bb42 7f7f ff7f bce9 bf37 7f7f 62a0 dbd4 dfb4 007e a4e2 fef8 8000 d2b3 63f4 0000 fde2 6528
// + bc24 2dae f03d 8000 2d28 5aed 0000 4c2d 1db6 4ca4 c10a f4a4 001d 7c45 7f7f 3c00 3090 7f7f dfa0 a65a f51e aee0 b899 312e
// + 1332 c40d 058a ff7f ff7f 7a88 bc0c cddf 798b 6b68 6660 c0ac 3630 ff7f 7f7f 8f78 5a10 461f d21c a612 5a04 bc70 f1e1 7261
// + ca48 8dd8 61ab 0000 ff7f d179 5a20 4225 5cc1 0000 7fff 52da 3bec 1668 c4c9 ff7f d2fe 6be1 32b8 ec10 cf1f e560 f8c2 a49b
// + 8000 ff7f 61e7 3b80 56fd 560c 8346 7f7f 5d44 8000 7904 3bc5 3fa2 f3e0 2fac 2b16 ff7f ff7f 3c6c 7c54 fa6c 8000 4999 4203
// + 0f60 d527 207a 8000 679c 4864 767c 7b12 50ca bc80 9007 5825 4ffc ff7f d241 8000 bf88 4f2c 64b7 55bd 4e76 5516 7f7f 7504
// + be40 94a3 7f7f af2c 19dd edc9 0000 59d0 f9b1 deac c187 65d3 7f7f 6d03 eea0 bc40 33b0 9ae7 c970 d1eb c133 0000 551a 7fff
// + 0000 c94f d865 80b0 8153 7f7f bdc6 127d 3071 0aa0 7f7f 4069 0000 6bad 4637 b2d8 400f 9719 6072 ff7f a77c bd40 9cf0 7f7f
// + 7f7f 4735 41b7 aba2 6143 b101 0412 709b ccdf 5b80 7f7f 2aa0 bac0 7718 481d 8000 95a4 c130 8560 7f7f 6412 5908 cd11 050c
// + 4f63 94de 7f7f be7f 3e3e fcb6 ff7f 99e7 415e af34 7bd1 d74a 0000 c0c6 47c6 03a6 cd82 a5b6 be00 9798 9dbe 7f7f a816 421c
// + 0000 e33b 2a82 0530 c3c6 3a74 4939 7f7f ac5a 3bf8 3931 dec1 0000 7f7f 574e 0000 eaa6 7d0f eb60 bfbd 6ca1 a97b 1e00 e8ad
// + bd20 a432 7f7f ff7f dcb4 c25f 0000 e558 ff7f d380 d202 0777 3da0 ff7f ff7f 3c9c d298 685d 0000 7fff 743b 8002 9bc2 ff7f
// + d140 c097 2e2f b6be 6796 6a8b 3de6 4cc7 d1aa ff7f bb81 59b5 8000 5447 e005 467d c08a 8a0c 8000 e5dc 7f7f 3bf4 563f 7f7f
// + d028 e726 c1d0 bb22 3d09 b102 b3a8 5739 baae 62e1 ef99 ff7f bd40 5b51 4b22 7f7f 0d0d 408b 95f8 fa5a 6709 bc6e 6850 aedf
// + f930 e594 def2 3c44 e129 2c80 4cf0 dca5 68f4 8000 ff7f 59a3 7fff 6d89 e61d 970d f955 ff7f bcc0 26ef 738c 8000 fb12 6075
// + 1e30 7990 1e22 f751 6f6d 39b4 0000 fb93 8f41 3cd0 7acf e270 7f7f 7b54 caa7 0000 29c4 7f7f 9900 fca8 f6a4 dd98 2de4 c266
// + bd2a 8f18 c976 5340 a622 d76e ad76 5f40 2963 0000 c14a f489 aef8 459e ff7f bcd8 3eed 6437 6200 dda4 7184 8e22 5b41 6507
// + 6620 c169 179e 32ca 7f7f 5c49 3c80 e2a6 1d3b ef5f a20c c1ed 8000 f854 3398 9148 e58c fe21 3adc 7f7f 54d7 3b9c e8cc d56b
// + ff7f 2845 426f 0000 7f7f 278d c99c 7c88 3dcf b0dc 40fc 7c06 0000 3e5f 12ab 7f7f 3c9c f450 8000 dc90 7fff 8000 de42 38bd
// + 33e8 7f7f 2006 bd40 acf8 7f7f a96e 8bb6 f3cf 0000 6b57 5d3c 8000 403c bee1 e7c6 4e5f ff7f bdfa cd3f d3e9 912c 7f7f 4798
// + 8000 eec1 6d80 7fff 4085 1eb5 44e0 ff7f
// @data r_negative_inf bf16 1730 2e67 c137 3dba 2485 e23b 74e0 7c87 5480 8001 c861 ff80 8001 62b4 a272 f5da 7f7f 7f7f 3cc0 b72d 494c df58 c052 ef72
// + 0a75 7f7f 7bd5 3410 7add 3ead bb42 7f7f ff80 bce9 bf38 7f7f 62a0 dbd5 dfb5 007e a4e3 fef9 8001 d2b4 63f4 0000 fde3 6528
// + bc24 2dae f03e 8001 2d28 5aed 0000 4c2d 1db6 4ca4 c10b f4a5 001d 7c45 7f7f 3c00 3090 7f7f dfa0 a65b f51f aee0 b89a 312e
// + 1332 c40e 058a ff80 ff80 7a88 bc0c cde0 798b 6b68 6660 c0ad 3630 ff80 7f7f 8f78 5a10 461f d21c a613 5a04 bc70 f1e2 7261
// + ca48 8dd9 61ab 0000 ff80 d17a 5a20 4225 5cc1 0000 7fff 52da 3bec 1668 c4ca ff80 d2ff 6be1 32b8 ec11 cf20 e560 f8c3 a49c
// + 8001 ff80 61e7 3b80 56fd 560c 8346 7f7f 5d44 8001 7904 3bc5 3fa2 f3e1 2fac 2b16 ff80 ff80 3c6c 7c54 fa6d 8001 4999 4203
// + 0f60 d528 207a 8001 679c 4864 767c 7b12 50ca bc80 9008 5825 4ffc ff80 d242 8001 bf89 4f2c 64b7 55bd 4e76 5516 7f7f 7504
// + be40 94a4 7f7f af2c 19dd edca 0000 59d0 f9b2 deac c188 65d3 7f7f 6d03 eea1 bc40 33b0 9ae8 c970 d1ec c134 0000 551a 7fff
// + 0000 c950 d866 80b0 8154 7f7f bdc6 127d 3071 0aa0 7f7f 4069 0000 6bad 4637 b2d8 400f 971a 6072 ff80 a77d bd40 9cf1 7f7f
// + 7f7f 4735 41b7 aba2 6143 b102 0412 709b cce0 5b80 7f7f 2aa0 bac0 7718 481d 8001 95a5 c131 8560 7f7f 6412 5908 cd12 050c
// + 4f63 94df 7f7f be7f 3e3e fcb7 ff80 99e8 415e af34 7bd1 d74b 0000 c0c7 47c6 03a6 cd83 a5b7 be00 9799 9dbf 7f7f a817 421c
// + 0000 e33c 2a82 0530 c3c7 3a74 4939 7f7f ac5b 3bf8 3931 dec2 0000 7f7f 574e 0000 eaa7 7d0f eb60 bfbe 6ca1 a97b 1e00 e8ae
// + bd20 a433 7f7f ff80 dcb5 c260 0000 e559 ff80 d380 d203 0777 3da0 ff80 ff80 3c9c d299 685d 0000 7fff 743b 8003 9bc3 ff80
// + d140 c098 2e2f b6be 6796 6a8b 3de6 4cc7 d1ab ff80 bb82 59b5 8001 5447 e006 467d c08b 8a0d 8001 e5dd 7f7f 3bf4 563f 7f7f
// + d028 e727 c1d1 bb22 3d09 b103 b3a8 5739 baaf 62e1 ef9a ff80 bd40 5b51 4b22 7f7f 0d0d 408b 95f8 fa5b 6709 bc6e 6850 aedf
// + f930 e595 def3 3c44 e12a 2c80 4cf0 dca6 68f4 8001 ff80 59a3 7fff 6d89 e61e 970d f956 ff80 bcc0 26ef 738c 8001 fb13 6075
// + 1e30 7990 1e22 f751 6f6d 39b4 0000 fb94 8f42 3cd0 7acf e271 7f7f 7b54 caa8 0000 29c4 7f7f 9900 fca9 f6a5 dd98 2de4 c267
// + bd2a 8f19 c977 5340 a623 d76f ad76 5f40 2963 0000 c14b f48a aef8 459e ff80 bcd8 3eed 6437 6200 dda5 7184 8e22 5b41 6507
// + 6620 c16a 179e 32ca 7f7f 5c49 3c80 e2a7 1d3b ef5f a20d c1ee 8001 f855 3398 9148 e58d fe22 3adc 7f7f 54d7 3b9c e8cd d56c
// + ff80 2845 426f 0000 7f7f 278d c99c 7c88 3dcf b0dc 40fc 7c06 8000 3e5f 12ab 7f7f 3c9c f451 8001 dc91 7fff 8001 de43 38bd
// + 33e8 7f7f 2006 bd40 acf9 7f7f a96e 8bb7 f3d0 8000 6b57 5d3c 8001 403c bee2 e7c6 4e5f ff80 bdfa cd40 d3ea 912c 7f7f 4798
// + 8001 eec2 6d80 7fff 4085 1eb5 44e0 ff80
// @data r_positive_inf bf16 1730 2e68 c136 3dba 2486 e23a 74e0 7c88 5481 8000 c860 ff7f 8000 62b5 a271 f5da 7f80 7f80 3cc0 b72c 494d df58 c051 ef71
// + 0a75 7f80 7bd6 3410 7ade 3eae bb42 7f80 ff7f bce9 bf37 7f80 62a0 dbd4 dfb4 007e a4e2 fef8 8000 d2b3 63f5 0001 fde2 6529
// + bc24 2daf f03d 8000 2d29 5aee 0001 4c2e 1db7 4ca4 c10a f4a4 001e 7c46 7f80 3c00 3091 7f80 dfa0 a65a f51e aee0 b899 312f
// + 1332 c40d 058b ff7f ff7f 7a89 bc0c cddf 798c 6b68 6661 c0ac 3630 ff7f 7f80 8f78 5a11 4620 d21c a612 5a05 bc70 f1e1 7262
// + ca48 8dd8 61ac 0001 ff7f d179 5a20 4226 5cc2 0001 7fff 52db 3bec 1669 c4c9 ff7f d2fe 6be2 32b8 ec10 cf1f e560 f8c2 a49b
// + 8000 ff7f 61e8 3b80 56fe 560d 8346 7f80 5d45 8000 7905 3bc6 3fa2 f3e0 2fad 2b16 ff7f ff7f 3c6c 7c55 fa6c 8000 499a 4204
// + 0f60 d527 207b 8000 679d 4865 767c 7b13 50cb bc80 9007 5826 4ffc ff7f d241 8000 bf88 4f2d 64b7 55be 4e77 5516 7f80 7505
// + be40 94a3 7f80 af2c 19de edc9 0001 59d1 f9b1 deac c187 65d4 7f80 6d04 eea0 bc40 33b1 9ae7 c970 d1eb c133 0001 551b 7fff
// + 0001 c94f d865 80b0 8153 7f80 bdc6 127e 3072 0aa0 7f80 406a 0001 6bae 4638 b2d8 4010 9719 6072 ff7f a77c bd40 9cf0 7f80
// + 7f80 4736 41b8 aba2 6144 b101 0412 709c ccdf 5b80 7f80 2aa1 bac0 7719 481e 8000 95a4 c130 8560 7f80 6413 5908 cd11 050d
// + 4f63 94de 7f80 be7f 3e3f fcb6 ff7f 99e7 415f af34 7bd2 d74a 0001 c0c6 47c7 03a6 cd82 a5b6 be00 9798 9dbe 7f80 a816 421d
// + 0001 e33b 2a83 0530 c3c6 3a75 4939 7f80 ac5a 3bf8 3932 dec1 0001 7f80 574f 0001 eaa6 7d10 eb60 bfbd 6ca2 a97b 1e01 e8ad
// + bd20 a432 7f80 ff7f dcb4 c25f 0001 e558 ff7f d380 d202 0778 3da0 ff7f ff7f 3c9c d298 685e 0001 7fff 743c 8002 9bc2 ff7f
// + d140 c097 2e30 b6be 6797 6a8c 3de6 4cc8 d1aa ff7f bb81 59b6 8000 5448 e005 467d c08a 8a0c 8000 e5dc 7f80 3bf4 5640 7f80
// + d028 e726 c1d0 bb22 3d0a b102 b3a8 573a baae 62e1 ef99 ff7f bd40 5b52 4b23 7f80 0d0e 408c 95f8 fa5a 670a bc6e 6851 aedf
// + f930 e594 def2 3c44 e129 2c81 4cf0 dca5 68f5 8000 ff7f 59a4 7fff 6d8a e61d 970d f955 ff7f bcc0 26f0 738d 8000 fb12 6076
// + 1e30 7991 1e23 f751 6f6e 39b5 0001 fb93 8f41 3cd0 7ad0 e270 7f80 7b55 caa7 0001 29c5 7f80 9900 fca8 f6a4 dd98 2de5 c266
// + bd2a 8f18 c976 5340 a622 d76e ad76 5f41 2964 0001 c14a f489 aef8 459f ff7f bcd8 3eee 6438 6200 dda4 7185 8e22 5b42 6508
// + 6620 c169 179f 32ca 7f80 5c4a 3c80 e2a6 1d3c ef5f a20c c1ed 8000 f854 3399 9148 e58c fe21 3adc 7f80 54d8 3b9c e8cc d56b
// + ff7f 2846 4270 0001 7f80 278e c99c 7c89 3dd0 b0dc 40fd 7c07 0000 3e60 12ac 7f80 3c9d f450 8000 dc90 7fff 8000 de42 38be
// + 33e8 7f80 2007 bd40 acf8 7f80 a96e 8bb6 f3cf 0000 6b58 5d3d 8000 403d bee1 e7c6 4e60 ff7f bdfa cd3f d3e9 912c 7f80 4799
// + 8000 eec1 6d81 7fff 4086 1eb6 44e0 ff7f
// @run nearest_even entry=fma_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=apfloat
// @run zero entry=fma_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=apfloat
// @run negative_inf entry=fma_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=apfloat
// @run positive_inf entry=fma_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 c
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = fma %x0, %x1, %x2 : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v2 = make_tensor_view %a2, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
