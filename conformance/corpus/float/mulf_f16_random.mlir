// @conformance 1
// @tier full
// @family float-arith
// mulf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 d80f c428 b19e ef63 883e 28f1 c522 af29 05b0 4f2d 10a3 1ed5 f542 f87f bc39 0af0 fca1 28cb 74bd 05aa ae4c b304 22f8 702b
// + eb0e 4e62 4647 5889 6c23 09a7 1ee9 de4e 0d04 8f36 2ca2 2011 69f9 bcb0 f7c4 179c 5a5f d0dc e1f4 a59e cf12 15bf b512 fd04
// + 322d 0750 e32e 0e21 29f7 3669 0499 fdda 1cbb ddcf 51be df2e 39ef 9c08 29cc e88b d800 0ca4 3dfa dcc2 3ca4 c8ef 48e7 4809
// + 036e 3182 7e6d d41e 7d3b 3881 06fa a3e5 1227 0ac0 4bc3 1200 36aa ebd1 9086 f51c 84bb 5c63 5eb9 5030 1a60 2524 2ea1 48c2
// + aa8f f5f2 d053 d006 eb08 8be6 bb16 4338 3634 ea9a 8951 86b0 7143 0b36 d7e0 6284 63fe 19ab 048a 2d4f 2c05 eedf f93c 34ee
// + 3007 51d9 27cf a968 a0fb c5e9 4e72 dd59 57ca b941 bdc7 a511 bd05 1db5 a437 71d4 7b46 c98c e7e9 a802 d07c 95e5 f90e 8dc1
// + aec5 e5c6 fab3 fb7e 6532 1855 5264 a3be a699 8160 9d1c a0d9 d750 1d09 963c 451f 4d40 7e59 392c bd09 3c98 764c 748b 11fa
// + 97c2 fed8 87f3 1344 140e 2b46 324b 67a6 e95c 7cec ceb7 d84c 1353 20d4 1373 5ffc 6ce0 8d4b 664a 5f4e 992e 58f5 a1cd af82
// + fd03 d612 4ac0 1c0f c18a 1d52 8e91 d544 44c4 4b06 af3b 02dc 0262 01bb b148 46aa 64fd a5bb 1ec9 da35 000c 57bf 298b 6e71
// + ab72 a50f 6804 6adb 2490 d105 c954 fb9b 2ee2 1162 0f57 dad3 93c4 c91a 318f f7f4 f466 f7e0 c3be b44f af09 db96 b996 f333
// + 21dc 06a7 f075 a53f e808 c1e9 712c 34a6 02a2 3767 2ff4 fd3b de2f f18a f62b 476c a124 cc1f 0a2e b9c4 4533 71d3 07a5 e41f
// + 3a9a b865 a4fb 7515 39a0 9098 c129 e74f 82a5 66d6 13f7 57d2 8e0e 3ef0 4fd5 6f4c 72de 59dd 5810 281e 972e f6de 16c4 97dc
// + 37b8 30fb cc96 d3be dff5 73ec b98e b435 75f8 aadc a74e bb6c 7cfc b12f f5dd eb50 481d a811 cbc6 684b 1cff 476f 50c7 1649
// + f3f3 3de8 6a36 0a6b 151e 4196 32e2 2c85 c752 0a55 b594 1c83 22a4 25d8 a31c 6a77 b074 96b9 a599 675a 34c6 39a7 dd7e d813
// + de65 7d9b 9323 ce42 f65c ae50 c4d9 4caa 092c 09db 817a 3faf d98e a7f0 2a3c 23ed 42e7 3433 72ae be85 7281 e5f9 cd51 2f43
// + ad6c 2af2 7c92 99a7 839f 1eb6 35d7 3876 7b53 52c6 e3bb a69a f532 d807 e60f a461 d5a7 ddde 6a52 7ded b49d c586 a3b0 a9ac
// + a910 04aa 6bbd 1bd3 9419 0d9d ee72 f553 8e10 b1c5 91ab a7cb 2004 a67b 3c46 66b4 b6fa b07b f7f7 b2fa 63c2 c9f0 3981 32c5
// + 9f66 0d65 73ec 7ab7 374d 88f5 1c6c 931e c90f 37a9 ea4b da27 bdbd 3744 f064 d00e b46b 5ecd 6633 f2e0 4011 3574 9386 4cd4
// + e937 6cbf 18d4 a38e 2a7d 12c0 9cbe cfc7 baa7 09d2 bf31 1c20 4912 ef3f f023 53aa 36c3 7ccb 0a18 e764 2042 9c2c a455 88b5
// + f7c9 eed3 5686 e7ae a24f 264f 7b02 5971 226a 0252 f61e f2d7 2a0c b908 65fe e7e8 5273 e215 f880 627d e85b 802b 3ca1 d65f
// + 78a8 1da4 180b 5a75 ede8 d346 316e 4fe5 7ebe 0ca9 defc 4a88 9931 dffc da35 a6de 36a9 200e db65 2135 ef9a 50c9 17c6 fc0a
// + 799f f938 74a6 0907 66fb 08ea 459b 026b
// @data b f16 a4f1 44e4 87f5 9d9f 097a d7ba c577 9c09 f4e4 056d 6892 1e7b f36d 0076 82f0 0389 7c74 9889 923d 0525 2b55 33a5 a284 1245
// + 0f1f ce0c c6cd 52ea 117a 88f2 4fdd def0 0457 ed8a 8cb3 a8bc 699e a1ce 1786 8d3f 1e56 d035 47cf 5418 0118 8cc0 b5d7 5b4b
// + 4be9 8f1b 33f5 8e97 28e6 447e 0daf 6482 1c5c d67a 3299 88c6 4c1a 1c82 a5f0 9d4e 04c1 ab8f bd60 59db 417a 0edf c3c6 4852
// + 8569 cbfe 0020 771e fd53 174c f9ab 8c3f 3b22 0aa3 2a43 f873 83d8 02f7 9045 4cbc fa10 0390 257a d0a1 15e9 e0e8 8c47 51e9
// + 2a52 c3a9 3806 0364 9347 8b35 371e 3df2 0b16 2908 89eb 0767 08ec 86c1 44e2 e27d 5a6f ec83 803c 042e 2c7b d65a 9344 0258
// + 49fa 5104 1602 5184 8da7 92dd ce09 d63d 2b7b 8932 2b77 a58f 3177 eb4b 8cb3 edfe fbeb 489e 94f6 80d0 fd2b 1570 eac7 f7e6
// + 8679 ec51 7ac8 f5fc a741 0681 9fca a3c9 24dc 7959 0d8f 0819 d7de 1913 f361 8621 808e 7eb4 876a c5c6 04e5 ef6b 749c 84af
// + f0b5 82a8 6387 9392 852d e16a 8cf3 01f8 69ab 4cba ac0a 0a3a ccf5 a002 8502 25eb 8b0a d503 e6c3 a93b 6296 01e4 4252 2fda
// + 4b45 ac6e 88e6 d436 41f6 09f1 f2aa 8d4b 247b cb93 91d5 f9b2 0f33 d36d 31de a9d1 a6be 8e5b 2f8f 5a80 0555 264e 004c f1f9
// + 2b07 071e 1309 8fbf d6fc 51ae c227 1158 0290 843c 8fb5 4a3e f800 8ace 7258 7747 6901 8651 8ebf bc75 af58 bab7 c60f 8f8f
// + e4a5 0666 6899 6668 8e47 9ef2 713a 8ee3 7be6 0c6f 9c90 fd42 d6ba 082c 823c 2df5 213d 3ea4 f611 0651 51cc f1c0 045c 1b54
// + 8429 afe4 24f6 cc36 4514 0044 b087 6769 0694 a6d3 8104 9e15 8e45 a134 334b 8c23 cfed 5985 c5a5 605f 8bd6 74be 16dd 8722
// + 4f5c 8842 1b1b d327 ce46 118e 0c0b 1c34 f535 90b6 d858 058d 5816 3134 4960 1389 0441 aef3 4b13 5abd 614e 8f4b 184e 9646
// + e0af 4539 8eeb 4729 15a3 17ba cce4 8ea7 f25d 0a7a 87ec 6402 8601 ca28 236e 5d37 cfdc 8f2b a3dc 67f3 218f 49a3 8daf 5479
// + de9f 66de f543 8ff7 4bd0 2e44 bc6f 3260 8e57 4bb6 8191 2671 2a7b 80e8 ba6e a398 2da4 cffb 0785 93b2 723f b34b 3993 09ee
// + db30 aa15 fa64 636c 8160 40e8 35ef 1a34 0620 0f4f 5f8a a621 5e1f 2ee2 0ff7 c803 5524 5430 9cbe 882e 3ee8 45c0 85c8 e237
// + 02dc a1fb eb29 8428 77f5 8260 aa50 f5c1 07fc 594f 813c c990 a074 0e81 4bb8 8491 bf62 3003 5b5a d5a0 83d8 81cd 397c 928b
// + 6692 88b6 2982 face 1630 7909 0806 bff3 c95b 071f 1b0e 08d6 39a3 b78c e7e3 b625 0c9f a5e3 e6ed dd79 4958 8dbb 345f 4c6b
// + c0ef 0d98 8c63 d6ea aa80 0666 66c5 8946 50dc 89c3 93f4 5cab 8f87 19ae 701f b059 53ab 0a92 ae7e e70f 860b e090 8591 a463
// + 773c 5b3d b315 8c93 a0a7 26f9 f0e7 2e4f 8d9b b8af f6ef 55f1 d7da 0c73 281f 6760 3a7b 9f57 08b6 840f 6816 8545 c62e 0896
// + 443b 1d78 0774 2dd3 0ca3 1da8 b181 c9cd 0396 0d9b 0d0b 4ac2 0686 2f60 0cd3 a96f 36c2 1a7c aa35 03f4 9a36 50cc 05d3 0acd
// + 047d 47db 743e 84c1 a0ab 86fd 1614 0266
// @data r_nearest_even f16 4104 cd15 0166 5131 8000 c4c6 4f03 0f39 bef4 18de 3d4c 02c4 7c00 b425 031a 0000 7fff 856f cb64 0000 9dc5 aab4 89ad 4688
// + be48 e0d3 d156 6fd7 41aa 8000 32cb 7c00 0000 40fe 815c 8cd0 7c00 22cd d34e 800a 3d0c 651c edd0 bdc0 8fbc 8007 2f67 7fff
// + 421b 8001 db24 8003 174e 3f33 0000 7fff 014a 78b4 48bc 2c49 4a16 8123 944d 4a06 a0c1 8119 c004 faf7 425b 9c3d d0c3 545c
// + 8000 c181 7fff fc00 7fff 141c c4f1 0043 117c 0001 3a13 ceac 819a b1cb 0005 fc00 432b 23d0 489a e4d9 004b ca4e 81c6 5f08
// + 992e 7c00 cc59 96d2 4265 0001 b64e 455d 057f d827 0000 8000 3e79 8000 e0ce fc00 7c00 ca65 8000 0059 1c81 7c00 50c1 00b9
// + 3e04 6755 02ef bf74 0038 1d12 e0dd 782c 4749 06d3 ad64 0f0a b2dc cd34 004f fc00 fc00 d667 40e8 0007 7fff 8020 7c00 49ae
// + 00af 7c00 fc00 7c00 d0b6 0004 b639 0b89 9002 bb5a 801c 8014 7331 00cc 4dc0 8fd9 89d3 7fff 84cb 4744 059f fc00 7c00 8001
// + 4c91 7fff af7b 800e 8001 d0ec 83e5 2b87 fc00 7fff 3ec8 a6b0 a48a 84d6 8001 49e8 bc4a 26a2 fc00 ccc7 c044 1cb0 a895 a35e
// + 7fff 46b9 9822 b446 c821 0010 4578 26f8 2d57 daa6 0545 c012 0000 966d a7bf b4d8 d034 0092 1269 f90b 0000 421b 0003 fc00
// + 9a8a 8024 3f10 bea3 bff7 e721 5019 d115 0047 8001 8004 e953 4fc4 1857 6868 fc00 fc00 4238 1687 34cd 2275 5a5e 443b 46cd
// + cace 0000 fc00 d033 3a54 2522 7c00 8800 4133 081a 9089 7fff 7933 bdc7 3ae4 3987 86bb ced7 c4b0 848d 5b89 fc00 0000 c38d
// + 836f 2c56 8e2d fc00 4324 8000 35d7 fc00 8000 d1d5 8000 b9f2 0002 a483 4724 bf8c fc00 780c e1bc 4c80 0007 fc00 002e 0004
// + 4b1a 8153 ac13 6aec 723d 4980 899d 946c fc00 0205 43ef 8526 7fff a6be fc00 c2e3 1060 1b11 dae0 7c00 42a0 9ac7 2d24 8027
// + 7c00 47b6 bd5f 15bf 001d 1d65 c435 81e1 7c00 0001 02c3 4485 8014 b47f 8a9a 7c00 4460 000c 0d80 7c00 1aa2 47f7 2fce f08e
// + 7c00 7fff 4cb2 223b fc00 a0f2 4560 436f 8001 19a5 0000 2a30 c880 0007 a903 8b86 34de c830 3e47 1645 7c00 5d72 cb69 0158
// + 4cdf 9948 7fff c13e 0000 241e 3055 16eb 459c 2630 fc00 110f fc00 caee ba08 3064 ef44 f624 cb7e 7fff b7f7 cff1 0016 5068
// + 801d 800e fc00 8004 d013 8000 5d16 7c00 8001 cfa8 0000 356b 8478 80a9 4c20 afa7 3a70 a47e fc00 4ce8 ab74 0d59 378c 8989
// + ca14 8001 6174 fc00 11a6 c63d 0009 1712 56c6 0369 c98d a770 bc0b b2db 7c00 4a3b 851b c901 fc00 7c00 4d6f 87d0 8c1c 5d55
// + 6e6f 3ea3 800b 3e87 9946 0001 c803 1d20 d00a 8001 1726 3cd0 9cc5 cd25 fc00 c82a 4e7b 7fff 813c 7c00 800d 40c2 0018 0029
// + fc00 fc00 cdc6 3864 0756 1180 fc00 4c4a 8048 815c 7c00 fc00 c5ef 8999 522c fc00 5139 4595 c54d aa95 fc00 0000 c727 a34e
// + 7c00 01ee 0004 4cb3 bed9 b524 a779 ddb9 7fff 0002 b067 5984 8004 d35c ab7c 14aa 31a0 01a5 49bd 000a 4de7 65bd 0003 7fff
// + 424f fc00 7c00 8000 cc13 8000 2042 0000
// @data r_zero f16 4103 cd14 0165 5130 8000 c4c5 4f03 0f39 bef4 18dd 3d4c 02c4 7bff b425 0319 0000 7fff 856f cb63 0000 9dc5 aab4 89ac 4688
// + be47 e0d3 d156 6fd6 41a9 8000 32ca 7bff 0000 40fe 815c 8cd0 7bff 22cd d34d 8009 3d0b 651c edcf bdbf 8fbb 8006 2f67 7fff
// + 421b 8000 db24 8002 174d 3f32 0000 7fff 0149 78b3 48bc 2c48 4a15 8122 944d 4a06 a0c1 8118 c003 faf6 425a 9c3c d0c3 545b
// + 8000 c180 7fff fbff 7fff 141b c4f1 0043 117c 0000 3a13 ceac 8199 b1cb 0004 fbff 432b 23d0 489a e4d8 004b ca4e 81c5 5f07
// + 992e 7bff cc59 96d2 4265 0000 b64d 455d 057e d826 0000 8000 3e79 8000 e0ce fbff 7bff ca64 8000 0058 1c80 7bff 50c0 00b8
// + 3e04 6755 02ee bf74 0038 1d12 e0dc 782b 4748 06d2 ad64 0f0a b2db cd33 004f fbff fbff d667 40e7 0006 7fff 8020 7bff 49ae
// + 00af 7bff fbff 7bff d0b5 0003 b638 0b88 9001 bb5a 801c 8013 7330 00cc 4dc0 8fd8 89d3 7fff 84cb 4744 059e fbff 7bff 8000
// + 4c90 7fff af7a 800d 8001 d0ec 83e4 2b87 fbff 7fff 3ec7 a6b0 a489 84d6 8001 49e8 bc4a 26a1 fbff ccc6 c043 1caf a895 a35e
// + 7fff 46b8 9822 b445 c820 000f 4578 26f7 2d56 daa6 0545 c012 0000 966c a7bf b4d8 d034 0091 1269 f90b 0000 421a 0003 fbff
// + 9a8a 8024 3f10 bea3 bff7 e720 5018 d114 0046 8000 8003 e953 4fc4 1856 6868 fbff fbff 4237 1687 34cd 2275 5a5e 443a 46cd
// + cacd 0000 fbff d033 3a53 2521 7bff 8800 4132 081a 9089 7fff 7933 bdc6 3ae4 3986 86bb ced7 c4af 848d 5b88 fbff 0000 c38c
// + 836e 2c55 8e2d fbff 4324 8000 35d7 fbff 8000 d1d4 8000 b9f2 0002 a483 4723 bf8b fbff 780b e1bb 4c7f 0007 fbff 002e 0003
// + 4b19 8153 ac12 6aeb 723d 4980 899d 946b fbff 0205 43ee 8526 7fff a6be fbff c2e3 105f 1b10 dadf 7bff 42a0 9ac6 2d24 8027
// + 7bff 47b6 bd5e 15be 001c 1d65 c435 81e1 7bff 0000 02c3 4485 8013 b47f 8a9a 7bff 445f 000c 0d7f 7bff 1aa2 47f7 2fcd f08e
// + 7bff 7fff 4cb1 223a fbff a0f1 455f 436e 8001 19a4 0000 2a2f c87f 0007 a902 8b85 34dd c830 3e47 1645 7bff 5d71 cb68 0158
// + 4cdf 9947 7fff c13e 0000 241d 3054 16ea 459b 2630 fbff 110e fbff caee ba08 3064 ef43 f624 cb7e 7fff b7f7 cff0 0016 5067
// + 801c 800d fbff 8004 d013 8000 5d15 7bff 8000 cfa8 0000 356b 8478 80a8 4c1f afa6 3a70 a47e fbff 4ce7 ab74 0d58 378b 8989
// + ca13 8000 6174 fbff 11a5 c63d 0008 1712 56c5 0368 c98c a770 bc0b b2da 7bff 4a3a 851a c901 fbff 7bff 4d6e 87cf 8c1c 5d55
// + 6e6e 3ea3 800a 3e87 9945 0001 c803 1d20 d00a 8000 1726 3cd0 9cc5 cd24 fbff c82a 4e7b 7fff 813c 7bff 800c 40c2 0018 0029
// + fbff fbff cdc6 3864 0756 117f fbff 4c4a 8047 815b 7bff fbff c5ef 8998 522c fbff 5139 4594 c54c aa95 fbff 0000 c726 a34d
// + 7bff 01ed 0003 4cb3 bed8 b524 a778 ddb9 7fff 0001 b067 5984 8004 d35c ab7c 14aa 31a0 01a4 49bc 000a 4de6 65bd 0002 7fff
// + 424e fbff 7bff 8000 cc12 8000 2042 0000
// @data r_negative_inf f16 4103 cd15 0165 5130 8001 c4c6 4f03 0f39 bef5 18dd 3d4c 02c4 7bff b426 0319 0000 7fff 8570 cb64 0000 9dc6 aab5 89ad 4688
// + be48 e0d4 d157 6fd6 41a9 8001 32ca 7bff 0000 40fe 815d 8cd1 7bff 22cd d34e 800a 3d0b 651c edd0 bdc0 8fbc 8007 2f67 7fff
// + 421b 8001 db25 8003 174d 3f32 0000 7fff 0149 78b3 48bc 2c48 4a15 8123 944e 4a06 a0c1 8119 c004 faf7 425a 9c3d d0c4 545b
// + 8001 c181 7fff fc00 7fff 141b c4f2 0043 117c 0000 3a13 cead 819a b1cc 0004 fc00 432b 23d0 489a e4d9 004b ca4f 81c6 5f07
// + 992f 7bff cc5a 96d3 4265 0000 b64e 455d 057e d827 0000 8001 3e79 8001 e0cf fc00 7bff ca65 8001 0058 1c80 7bff 50c0 00b8
// + 3e04 6755 02ee bf75 0038 1d12 e0dd 782b 4748 06d2 ad65 0f0a b2dc cd34 004f fc00 fc00 d668 40e7 0006 7fff 8021 7bff 49ae
// + 00af 7bff fc00 7bff d0b6 0003 b639 0b88 9002 bb5b 801d 8014 7330 00cc 4dc0 8fd9 89d3 7fff 84cc 4744 059e fc00 7bff 8001
// + 4c90 7fff af7b 800e 8002 d0ed 83e5 2b87 fc00 7fff 3ec7 a6b1 a48a 84d7 8002 49e8 bc4b 26a1 fc00 ccc7 c044 1caf a896 a35f
// + 7fff 46b8 9823 b446 c821 000f 4578 26f7 2d56 daa7 0545 c013 0000 966d a7c0 b4d9 d035 0091 1269 f90c 0000 421a 0003 fc00
// + 9a8b 8025 3f10 bea4 bff8 e721 5018 d115 0046 8001 8004 e954 4fc4 1856 6868 fc00 fc00 4237 1687 34cd 2275 5a5e 443a 46cd
// + cace 0000 fc00 d034 3a53 2521 7bff 8801 4132 081a 908a 7fff 7933 bdc7 3ae4 3986 86bc ced8 c4b0 848e 5b88 fc00 0000 c38d
// + 836f 2c55 8e2e fc00 4324 8001 35d7 fc00 8001 d1d5 8001 b9f3 0002 a484 4723 bf8c fc00 780b e1bc 4c7f 0007 fc00 002e 0003
// + 4b19 8154 ac13 6aeb 723d 4980 899e 946c fc00 0205 43ee 8527 7fff a6bf fc00 c2e4 105f 1b10 dae0 7bff 42a0 9ac7 2d24 8028
// + 7bff 47b6 bd5f 15be 001c 1d65 c436 81e2 7bff 0000 02c3 4485 8014 b480 8a9b 7bff 445f 000c 0d7f 7bff 1aa2 47f7 2fcd f08f
// + 7bff 7fff 4cb1 223a fc00 a0f2 455f 436e 8002 19a4 0000 2a2f c880 0007 a903 8b86 34dd c831 3e47 1645 7bff 5d71 cb69 0158
// + 4cdf 9948 7fff c13f 0000 241d 3054 16ea 459b 2630 fc00 110e fc00 caef ba09 3064 ef44 f625 cb7f 7fff b7f8 cff1 0016 5067
// + 801d 800e fc00 8005 d014 8001 5d15 7bff 8001 cfa9 0000 356b 8479 80a9 4c1f afa7 3a70 a47f fc00 4ce7 ab75 0d58 378b 898a
// + ca14 8001 6174 fc00 11a5 c63e 0008 1712 56c5 0368 c98d a771 bc0c b2db 7bff 4a3a 851b c902 fc00 7bff 4d6e 87d0 8c1d 5d55
// + 6e6e 3ea3 800b 3e87 9946 0001 c804 1d20 d00b 8001 1726 3cd0 9cc6 cd25 fc00 c82b 4e7b 7fff 813d 7bff 800d 40c2 0018 0029
// + fc00 fc00 cdc7 3864 0756 117f fc00 4c4a 8048 815c 7bff fc00 c5f0 8999 522c fc00 5139 4594 c54d aa96 fc00 0000 c727 a34e
// + 7bff 01ed 0003 4cb3 bed9 b525 a779 ddba 7fff 0001 b068 5984 8005 d35d ab7d 14aa 31a0 01a4 49bc 000a 4de6 65bd 0002 7fff
// + 424e fc00 7bff 8001 cc13 8001 2042 0000
// @data r_positive_inf f16 4104 cd14 0166 5131 8000 c4c5 4f04 0f3a bef4 18de 3d4d 02c5 7c00 b425 031a 0001 7fff 856f cb63 0001 9dc5 aab4 89ac 4689
// + be47 e0d3 d156 6fd7 41aa 8000 32cb 7c00 0001 40ff 815c 8cd0 7c00 22ce d34d 8009 3d0c 651d edcf bdbf 8fbb 8006 2f68 7fff
// + 421c 8000 db24 8002 174e 3f33 0001 7fff 014a 78b4 48bd 2c49 4a16 8122 944d 4a07 a0c1 8118 c003 faf6 425b 9c3c d0c3 545c
// + 8000 c180 7fff fbff 7fff 141c c4f1 0044 117d 0001 3a14 ceac 8199 b1cb 0005 fbff 432c 23d1 489b e4d8 004c ca4e 81c5 5f08
// + 992e 7c00 cc59 96d2 4266 0001 b64d 455e 057f d826 0001 8000 3e7a 8000 e0ce fbff 7c00 ca64 8000 0059 1c81 7c00 50c1 00b9
// + 3e05 6756 02ef bf74 0039 1d13 e0dc 782c 4749 06d3 ad64 0f0b b2db cd33 0050 fbff fbff d667 40e8 0007 7fff 8020 7c00 49af
// + 00b0 7c00 fbff 7c00 d0b5 0004 b638 0b89 9001 bb5a 801c 8013 7331 00cd 4dc1 8fd8 89d3 7fff 84cb 4745 059f fbff 7c00 8000
// + 4c91 7fff af7a 800d 8001 d0ec 83e4 2b88 fbff 7fff 3ec8 a6b0 a489 84d6 8001 49e9 bc4a 26a2 fbff ccc6 c043 1cb0 a895 a35e
// + 7fff 46b9 9822 b445 c820 0010 4579 26f8 2d57 daa6 0546 c012 0001 966c a7bf b4d8 d034 0092 126a f90b 0001 421b 0004 fbff
// + 9a8a 8024 3f11 bea3 bff7 e720 5019 d114 0047 8000 8003 e953 4fc4 1857 6869 fbff fbff 4238 1688 34ce 2276 5a5f 443b 46ce
// + cacd 0001 fbff d033 3a54 2522 7c00 8800 4133 081b 9089 7fff 7934 bdc6 3ae5 3987 86bb ced7 c4af 848d 5b89 fbff 0001 c38c
// + 836e 2c56 8e2d fbff 4325 8000 35d8 fbff 8000 d1d4 8000 b9f2 0003 a483 4724 bf8b fbff 780c e1bb 4c80 0008 fbff 002f 0004
// + 4b1a 8153 ac12 6aec 723e 4981 899d 946b fbff 0206 43ef 8526 7fff a6be fbff c2e3 1060 1b11 dadf 7c00 42a1 9ac6 2d25 8027
// + 7c00 47b7 bd5e 15bf 001d 1d66 c435 81e1 7c00 0001 02c4 4486 8013 b47f 8a9a 7c00 4460 000d 0d80 7c00 1aa3 47f8 2fce f08e
// + 7c00 7fff 4cb2 223b fbff a0f1 4560 436f 8001 19a5 0001 2a30 c87f 0008 a902 8b85 34de c830 3e48 1646 7c00 5d72 cb68 0159
// + 4ce0 9947 7fff c13e 0001 241e 3055 16eb 459c 2631 fbff 110f fbff caee ba08 3065 ef43 f624 cb7e 7fff b7f7 cff0 0017 5068
// + 801c 800d fbff 8004 d013 8000 5d16 7c00 8000 cfa8 0001 356c 8478 80a8 4c20 afa6 3a71 a47e fbff 4ce8 ab74 0d59 378c 8989
// + ca13 8000 6175 fbff 11a6 c63d 0009 1713 56c6 0369 c98c a770 bc0b b2da 7c00 4a3b 851a c901 fbff 7c00 4d6f 87cf 8c1c 5d56
// + 6e6f 3ea4 800a 3e88 9945 0002 c803 1d21 d00a 8000 1727 3cd1 9cc5 cd24 fbff c82a 4e7c 7fff 813c 7c00 800c 40c3 0019 002a
// + fbff fbff cdc6 3865 0757 1180 fbff 4c4b 8047 815b 7c00 fbff c5ef 8998 522d fbff 513a 4595 c54c aa95 fbff 0001 c726 a34d
// + 7c00 01ee 0004 4cb4 bed8 b524 a778 ddb9 7fff 0002 b067 5985 8004 d35c ab7c 14ab 31a1 01a5 49bd 000b 4de7 65be 0003 7fff
// + 424f fbff 7c00 8000 cc12 8000 2043 0001
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=mulf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = mulf %x0, %x1 : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
