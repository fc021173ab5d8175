// @conformance 1
// @tier full
// @family float-arith
// addf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 e367 1f63 67d3 7c03 4964 d219 29eb a209 6e35 9dcf 0145 2906 c1e1 d21a 71f6 10e0 30cc 873f 2cb6 f417 4214 13e0 ff4f 0d1f
// + 0a12 3360 4b60 3c67 9b0d c5f4 b27a ca8e b50e 5aac e24e b07d 1be1 b566 a7f0 0de4 ffed 45d0 fdb9 9b23 4f21 17b3 6f61 abce
// + b4a9 d1ec 43eb d0d3 9e3f 6501 8abb 8e82 d846 be1b 0a55 a29d 7646 e1c9 40b4 3810 2864 d85b 1abd 5bbc c7ea d2be 036e 6c95
// + 232c 54ba 4624 f03d 57cc 2d22 615e 8b9e 7654 90ef 5517 736b 86d6 ec75 62f6 d46f 1a43 e368 0a33 4047 6e0f 3979 eab8 c970
// + dcb8 0fdd 1458 0f2c aa1c 298c b73e 6236 f542 494f 3875 4265 c7a2 56cd 9984 25bb e1ce 5726 3591 43cc 36b9 d88a 7a3c 2e3d
// + 4ff0 cdfd e610 5fad 073e fd69 9f45 2961 9261 c7e7 8d6e ea2f 79d4 ce63 5141 41aa a9c8 1342 bb7c 18ca 8f5d 5435 1e21 72fe
// + 0e62 dbba 3ed7 c785 507c 24bb d153 0eb7 7a7c 590b ebd3 e033 7766 95dd 5be4 517b b6d5 51b8 827b f036 db02 516e d057 e645
// + f679 1fae d7ba 92ce 0aed 5185 3339 0775 5e10 1363 1d2d 6bd7 7f86 07f4 b7e6 cdfa c7e5 65da 41db a81e 2970 2c93 ab1a 8eb4
// + 689b 83fa 9a63 77cb ed2e 5109 559f 8cde 5bcc 6e15 0c4c d173 d3c2 d90e e03a 45ae a737 e79e 7979 8ab2 863b 7ae1 7104 4a18
// + 87d0 d8a0 d48f 2e54 61e6 4d83 99f2 55a4 80d4 4c59 b641 b2a3 5569 dae4 5c30 c70c c401 7abb ef1c a75a 6b33 ea95 10c1 5a6e
// + dcc5 5943 1758 f738 448d fd44 9918 c18d c8c5 41b7 f44c 9f9d 7c72 71e7 db0d 9555 88ce 2f39 4584 9c9c e7af 2f0c b280 22ed
// + 8e12 b179 2c0a 5d1a ae51 35ec 2c9c f893 a9c6 b225 584f 6988 80df ce9f b3dc 2581 3f55 00d9 3295 aeb2 d068 1716 254e 5205
// + 4322 c2bd 878b feba 06fb d4b0 be82 2cbf b263 e942 08a4 89f3 3684 7057 8d9e c45f d46f 9ca6 2ec7 172e 8937 6156 b10d 00fa
// + e4ce eaca 95e6 4585 e341 9e88 aec6 5937 e307 85ab 6afb 9973 6137 1757 7b7c d24a ddac 8ebc 2741 1e7c 557a 6244 a1c8 7ee2
// + 3bcb caf5 1782 e0e0 ede6 fbd2 f378 8779 cbfb 5db5 71ac 5855 4cfa fee4 8ac9 feba 0a51 9d6e 9827 7645 bcb5 baae a615 2643
// + 3dc3 95ac 5d01 5c2e 0ea0 0601 24fa 7b87 dc35 a664 1d7b eb2f b1ff cc98 8494 de76 e520 29f8 575f a0e6 6013 3ba3 7e2e 91a1
// + 1a5c 1bd8 a8cb 1202 30c3 c5ae a90f 36f9 29df e61d 9f45 2dcc 7496 f31b b8ef 372a 5700 b691 fafa b058 e3ff 6164 c6d7 332d
// + 988d e978 7162 8381 d21c 4c59 ea34 5f92 707a 7ea4 aae7 f6c7 f628 ed82 c7fb 10a4 a651 a6a1 5406 d8d7 25e9 ba9a af70 85c3
// + 7a5b acb0 7e0d 3b40 45ab 6de7 2023 9452 9f54 a37a ffb9 d8a6 16bb cc77 2806 d5a5 7057 6607 95f4 928d c76c c4fa 3a62 d0ba
// + 78f4 2e2b da5f 8951 2ebf 06bd 5178 3094 1ba7 6b0d b623 9126 db6e d41d cfba 14fa 33c7 ced5 7292 0feb 5d6a 9d62 e546 9640
// + 8004 a712 2db7 1094 7422 d41e 9265 66d2 3117 7075 9d3c 85a9 531c 0bc5 b678 136b eff8 bf8d 6b9f 25ac 02f8 723b 44c7 c194
// + 56a3 e908 5c35 23dd fca3 c135 4611 b6b1
// @data b f16 cd9b 9f66 361b 0e28 0eaf ff96 a976 055f 9d93 01b0 244d a927 1708 aae7 0f27 6ab7 302d 076c d6ea 0ffb 9922 9333 ccd0 fad0
// + 03c4 5894 4b0c 29cf 6347 8d87 dd07 4aae 052e 30ea 007c a458 1bae 2b86 de9e 0068 3f26 c5ae 63d1 6fb3 088e 76c3 efeb 20eb
// + ce62 823c 44ce 506d 07ac a1d1 0060 16b8 588a 99dd f780 0cff 9971 61be 9f4e 4919 8d13 4cd7 1a06 2db2 3d24 8e07 b1f3 6c0d
// + 17c1 31f3 8240 ec7f d740 1672 a515 82d0 9b64 10ca cb8d 138a 0378 d386 e289 4374 66ea 07c1 d84f c05a 661e c328 0d1f 1534
// + 5c3a 84d9 f11d 8ef3 3535 a95d 84ec a4d1 0074 f046 b826 c207 4475 827c 567f a577 c841 2d03 0dcf c65f 36b6 357b 900b 0da7
// + 9a1f cda0 e33c 1c04 08de c70d 9f85 128a ed97 8aaa b2b3 ead2 f7ce b9b2 8415 68aa a9c9 8555 c167 8060 6560 d4a9 8771 8dd5
// + 0378 3da4 3e64 c163 a853 0a1e 9a76 8e78 5fff a73c 8f67 c967 7761 847c 2750 0926 e44d 5163 04e5 986b 82e4 7152 5076 4ead
// + 872f 8605 4246 9270 064c b52a 831c 1493 5efb 882a 6293 8da3 5e45 87b0 2ef6 be1c 0cb7 c312 4186 a8ad de6c 021c 1fe2 0ed6
// + 38c4 7981 8feb 1f95 6d38 35ee 2ed3 8ef7 6508 ee43 0429 3601 8208 c6e8 60ce 23d2 dcb7 0e2f 2c03 0a91 876e 13b4 0174 b275
// + 872d b546 b108 0bda e1cb cdf2 9230 ad67 0c7b dc52 b6fd 2a8c a443 85bd 6ccd c774 29e8 0d3b 8551 8132 6bc4 d2d2 e8ee 87d9
// + 5659 5959 845e 05a5 8d27 b376 9923 afd1 b90b 0c57 c667 9f4a f60e 897a 07d5 ae99 08a2 13e3 c03e 8d4b 0f53 2f51 1253 de06
// + 8fdf 888f ac1a d460 4c8c 8739 7fe2 f83c 17c9 58d1 05a5 fc6c 0099 bed5 4e99 8150 5401 0054 a0e7 d0b2 0da3 bf2c a56f bf27
// + 3c9a 0ca3 c332 7ea0 847a 2b69 0551 6065 b281 dfc5 fb2e 8e43 9af0 f091 8533 3844 05ed 34b8 2e53 0490 f920 8d23 a6e5 80d0
// + d443 1054 874d e9be 6312 85b6 db70 8010 ec6d 0564 b556 6f70 0008 e6cd 7bf3 c55a a497 0a56 616b 1e8d 2e33 1829 8360 954c
// + 3b7c 2d56 6e1b 0340 7f8c 7b24 574a 7aa4 8a76 f9e9 7193 c5c5 b123 0401 fbcb fec7 08c3 ead1 09aa 864d 3cc8 9766 dc40 818c
// + 79eb 1573 5459 a85c 085a 02f3 24d8 ca2b 9e8c 0398 702b ebd8 22bb 2f8e 8254 17a6 e5ad 0732 b044 0936 100e bb1a cb40 f6e3
// + 8ca3 51af 28dc 86df d373 0475 792d 3669 0502 1a2d 8b22 4944 f48a 4229 c003 8802 27c0 369d 506a 4e11 8459 0b41 4696 a0ca
// + 736b 07a1 d7ef 832f bfaa b33a 8148 49b3 70c9 51c8 6314 0409 092f 6d5f 3be0 e8db 8b8e dde9 d4d9 4d98 56d2 81cc ef1c 85a2
// + e286 d22d 0d7b f142 4566 bbfb 5ee4 0e0b 2fda a3b8 736c 2eac 8dcf d4a5 a8ba 21ca 0f8a 8f53 dccd 12fd 44d1 3b3e 0fa7 2ca1
// + 78be 8726 ab7d 0198 098f 860d 2832 49d2 8401 a729 36c2 8fcc a0d7 8a92 8272 147c 9027 b721 084e d9d5 dd98 0462 194f 0bd2
// + 06f8 2764 0b62 fa3d 8150 75f4 923b 5677 56b7 098e 3a31 050c 9d74 f99b 0d57 2b4d efde 3915 1945 0b72 659d 7236 c39c 393d
// + 0cab a475 5c03 8487 0572 84e5 9a27 b643
// @data r_nearest_even f16 e394 80c0 67d3 7fff 4964 7fff 1b50 a1fe 6e35 9dc8 244e 9420 c1e0 d21c 71f6 6ab7 347c 002d d6e9 f417 4213 0568 7fff fad0
// + 0bf4 5896 4f36 3c95 6347 c5f4 dd08 3400 b50e 5aad e24e b108 1fc8 b475 de9e 0dfe 7fff 3040 7fff 6fb3 4f21 76c3 e050 aa93
// + ce75 d1ec 4862 c260 9e20 6501 8a8b 1518 4840 be1e f780 a275 7646 c580 40b0 495a 285a d780 1e62 5bbd c6a1 d2be b1f3 7051
// + 2412 54bd 4624 f27c 4860 2d3c 615e 8c83 7654 8128 5425 736b 835e ec84 52d0 d433 66ea e368 d84f a8c0 6f96 c1ca eab8 c970
// + cfe0 0ea7 f11d 00e4 3472 15e0 b73e 6236 f542 f045 28f0 31e0 c25a 56cd 567f 1440 e1df 5727 3592 c0f2 3ab8 d887 7a3c 2e43
// + 4ff0 d1ce e8d7 5fad 0c3e 7fff a365 297b ed97 c7e7 b2b6 ee80 73b4 ce91 5141 68ab adc8 1297 c346 18c7 6560 c740 1e03 72fe
// + 0f40 dbaf 429e c91b 507b 24c7 d153 00fc 7a8c 590b ebd3 e049 7b64 9625 5be4 517b e44d 558e 026a f036 db02 7157 3bc0 e62a
// + f679 1f96 d788 969f 0d0a 517b 3339 150a 6286 1258 6293 6bd7 7fff 0044 b628 ce5c c7e5 65d6 45b0 ac66 de6c 2c94 aa1e 0088
// + 689b 7981 9b60 77cb 5100 5115 55a1 91ea 6602 d9c0 0d56 d167 d3c2 d945 54a0 45b2 dcb7 e79e 7979 8042 8ad4 7ae1 7104 49fe
// + 8b7e d8a3 d492 2e58 4ac0 bef0 9b7e 55a3 0c46 dc0c ba9f b100 5569 dae4 6d10 cb40 c3ea 7abb ef1c a75b 6f7c eab0 e8ee 5a6e
// + da5e 5d4e 1712 f738 448d 7fff 9d1e c1cc c916 41b7 f44c a374 7fff 71e7 db0d aeae 8058 2f49 42ca 9cf1 e7af 332e b27a de06
// + 92f8 b17a 9400 5c02 4c86 35ec 7fff fc00 a988 58cf 584f 7fff 8046 cf0c 4e89 2580 541e 012d 3247 d0b5 d068 bf2a 9020 51cc
// + 44b8 c2bd c332 7fff 0281 d4af be82 6065 b672 ea3b fb2e 909e 3676 df40 8eeb c3ad d46f 34a5 328d 1777 f920 6156 b1ea 002a
// + e512 eaca 965b e9bb cde0 9e9f db71 5937 ed4e 8047 6afb 6f70 6137 e6cd 7c00 d2f5 ddac 8b22 616b 2284 557c 6244 a1cf 7fff
// + 3fa4 caea 6e1b e0e0 7fff ed70 f369 7aa4 cbfb f9de 75a0 5827 4cf0 7fff fbcb 7fff 0d8a ead1 9799 7645 24c0 bab2 dc40 2641
// + 79eb 8390 5e17 5c2e 1066 087a 28e9 7b87 dc35 a660 702b ef84 b193 cc90 86e8 de76 e966 29fc 575d a0d1 6013 2c48 7fff f6e3
// + 19c8 51af 1040 1126 d36e c5ae 792d 3ab1 29e2 e61d 9f7e 4950 5a00 f31b c13f 3729 5700 1a00 faf9 4e08 e3ff 6164 b410 32e0
// + 736b e978 7152 86b0 d259 4c4b ea34 5fc0 74a2 7fff 6314 f6c7 f628 d860 c6ff e8db a660 dde9 ca98 d824 56d2 ba9a ef1c 89b2
// + 7a41 d22f 7fff f142 4988 6de7 5ee4 919e 2f65 a799 7fff d8a5 1547 d5c3 9da0 d5a5 7057 6607 dccd 0380 c136 c412 3a63 d0b8
// + 7c00 2e29 da5f 8885 2ec2 00b0 5179 49e4 1b87 6b0d 28f8 9486 db6e d41d cfba 18bb 33c3 cef2 7292 d9d5 c9c0 9d50 e546 9546
// + 06f4 1520 2dbb fa3d 7422 75f0 9650 6739 56ba 7075 3a27 809d 531c f99b b677 2b6b f3eb bd02 6b9f 25bb 659d 7638 3bc8 c045
// + 56a3 e908 601c 23d4 7fff c135 4610 ba7a
// @data r_zero f16 e393 80c0 67d3 7fff 4964 7fff 1b50 a1fe 6e34 9dc8 244e 9420 c1e0 d21b 71f6 6ab7 347c 002d d6e8 f416 4212 0568 7fff facf
// + 0bf4 5895 4f36 3c95 6346 c5f4 dd07 3400 b50d 5aad e24d b108 1fc7 b475 de9e 0dfe 7fff 3040 7fff 6fb2 4f21 76c3 e050 aa93
// + ce74 d1ec 4861 c260 9e20 6500 8a8b 1517 4840 be1d f77f a275 7645 c580 40b0 495a 2859 d780 1e61 5bbc c6a1 d2be b1f2 7051
// + 2412 54bc 4623 f27c 4860 2d3b 615d 8c83 7653 8128 5425 736b 835e ec84 52d0 d433 66ea e367 d84e a8c0 6f96 c1c9 eab7 c96f
// + cfe0 0ea6 f11c 00e4 3471 15e0 b73e 6235 f541 f044 28f0 31e0 c25a 56cc 567e 1440 e1df 5727 3592 c0f2 3ab7 d887 7a3b 2e42
// + 4fef d1ce e8d7 5fad 0c3e 7fff a365 297b ed97 c7e7 b2b5 ee80 73b4 ce90 5140 68ab adc8 1297 c346 18c7 655f c740 1e03 72fd
// + 0f40 dbae 429d c91b 507a 24c7 d153 00fc 7a8b 590a ebd3 e048 7b63 9624 5be4 517b e44d 558d 026a f036 db02 7157 3bc0 e62a
// + f679 1f95 d787 969f 0d09 517a 3338 150a 6285 1258 6293 6bd6 7fff 0044 b628 ce5b c7e4 65d6 45b0 ac65 de6b 2c93 aa1d 0088
// + 689b 7980 9b60 77cb 5100 5114 55a0 91ea 6601 d9c0 0d56 d166 d3c2 d945 54a0 45b1 dcb7 e79d 7979 8042 8ad4 7ae1 7104 49fe
// + 8b7e d8a2 d491 2e57 4ac0 bef0 9b7e 55a2 0c46 dc0c ba9f b100 5568 dae4 6d10 cb40 c3ea 7abb ef1c a75b 6f7b eab0 e8ed 5a6d
// + da5d 5d4e 1712 f737 448c 7fff 9d1d c1cb c915 41b7 f44c a373 7fff 71e6 db0c aeae 8058 2f48 42ca 9cf0 e7ae 332e b279 de05
// + 92f8 b17a 9400 5c02 4c85 35eb 7fff fbff a987 58cf 584f 7fff 8046 cf0c 4e89 257f 541e 012d 3246 d0b5 d067 bf2a 9020 51cb
// + 44b7 c2bc c332 7fff 0281 d4af be81 6065 b672 ea3a fb2d 909e 3676 df40 8eea c3ad d46e 34a5 328d 1777 f920 6155 b1e9 002a
// + e512 eac9 965a e9bb cde0 9e9e db70 5936 ed4d 8047 6afa 6f6f 6137 e6cc 7bff d2f5 ddac 8b22 616b 2284 557b 6244 a1ce 7fff
// + 3fa3 caea 6e1b e0df 7fff ed70 f369 7aa3 cbfb f9dd 759f 5826 4cef 7fff fbcb 7fff 0d8a ead1 9798 7644 24c0 bab1 dc40 2641
// + 79eb 8390 5e17 5c2d 1066 087a 28e9 7b86 dc35 a660 702b ef83 b193 cc90 86e8 de75 e966 29fb 575c a0d1 6013 2c48 7fff f6e3
// + 19c7 51af 1040 1126 d36e c5ad 792c 3ab1 29e1 e61c 9f7e 494f 5a00 f31a c13e 3729 5700 1a00 faf8 4e08 e3ff 6164 b410 32e0
// + 736a e977 7152 86b0 d259 4c4a ea34 5fbf 74a1 7fff 6313 f6c6 f627 d860 c6ff e8da a660 dde9 ca98 d824 56d2 ba9a ef1c 89b2
// + 7a40 d22f 7fff f141 4988 6de6 5ee4 919e 2f64 a799 7fff d8a5 1547 d5c2 9da0 d5a4 7057 6606 dccd 0380 c136 c412 3a62 d0b7
// + 7bff 2e29 da5f 8885 2ec1 00b0 5179 49e4 1b86 6b0c 28f8 9486 db6e d41d cfba 18bb 33c2 cef1 7292 d9d4 c9c0 9d50 e545 9545
// + 06f4 1520 2dba fa3c 7421 75ef 9650 6739 56b9 7075 3a26 809d 531b f99a b676 2b6a f3eb bd02 6b9f 25ba 659d 7638 3bc8 c044
// + 56a3 e908 601c 23d3 7fff c135 4610 ba7a
// @data r_negative_inf f16 e394 80c0 67d3 7fff 4964 7fff 1b50 a1ff 6e34 9dc9 244e 9420 c1e1 d21c 71f6 6ab7 347c 002d d6e9 f417 4212 0568 7fff fad0
// + 0bf4 5895 4f36 3c95 6346 c5f5 dd08 3400 b50e 5aad e24e b108 1fc7 b476 de9f 0dfe 7fff 3040 7fff 6fb2 4f21 76c3 e050 aa94
// + ce75 d1ed 4861 c260 9e21 6500 8a8b 1517 4840 be1e f780 a276 7645 c580 40b0 495a 2859 d781 1e61 5bbc c6a1 d2bf b1f3 7051
// + 2412 54bc 4623 f27d 4860 2d3b 615d 8c83 7653 8128 5425 736b 835e ec85 52d0 d434 66ea e368 d84f a8c0 6f96 c1ca eab8 c970
// + cfe0 0ea6 f11d 00e4 3471 15e0 b73f 6235 f542 f045 28f0 31e0 c25a 56cc 567e 1440 e1e0 5727 3592 c0f2 3ab7 d888 7a3b 2e42
// + 4fef d1cf e8d7 5fad 0c3e 7fff a365 297b ed98 c7e8 b2b6 ee81 73b4 ce91 5140 68ab adc9 1297 c346 18c7 655f c740 1e03 72fd
// + 0f40 dbaf 429d c91c 507a 24c7 d154 00fc 7a8b 590a ebd4 e049 7b63 9625 5be4 517b e44e 558d 026a f037 db03 7157 3bc0 e62b
// + f67a 1f95 d788 969f 0d09 517a 3338 150a 6285 1258 6293 6bd6 7fff 0044 b629 ce5c c7e5 65d6 45b0 ac66 de6c 2c93 aa1e 0088
// + 689b 7980 9b61 77cb 5100 5114 55a0 91eb 6601 d9c0 0d56 d167 d3c3 d946 54a0 45b1 dcb8 e79e 7979 8042 8ad5 7ae1 7104 49fe
// + 8b7f d8a3 d492 2e57 4ac0 bef0 9b7e 55a2 0c46 dc0d ba9f b100 5568 dae5 6d10 cb40 c3eb 7abb ef1d a75c 6f7b eab1 e8ee 5a6d
// + da5e 5d4e 1712 f738 448c 7fff 9d1e c1cc c916 41b7 f44d a374 7fff 71e6 db0d aeaf 8058 2f48 42ca 9cf1 e7af 332e b27a de06
// + 92f9 b17b 9400 5c02 4c85 35eb 7fff fc00 a988 58cf 584f 7fff 8046 cf0d 4e89 257f 541e 012d 3246 d0b6 d068 bf2b 9020 51cb
// + 44b7 c2bd c333 7fff 0281 d4b0 be82 6065 b672 ea3b fb2e 909f 3676 df40 8eeb c3ad d46f 34a5 328d 1777 f921 6155 b1ea 002a
// + e513 eaca 965b e9bc cde0 9e9f db71 5936 ed4e 8047 6afa 6f6f 6137 e6cd 7bff d2f6 ddad 8b22 616b 2284 557b 6244 a1cf 7fff
// + 3fa3 caeb 6e1b e0e0 7fff ed70 f36a 7aa3 cbfc f9de 759f 5826 4cef 7fff fbcc 7fff 0d8a ead2 9799 7644 24c0 bab2 dc41 2641
// + 79eb 8390 5e17 5c2d 1066 087a 28e9 7b86 dc36 a661 702b ef84 b194 cc91 86e8 de76 e967 29fb 575c a0d2 6013 2c48 7fff f6e4
// + 19c7 51af 1040 1126 d36f c5ae 792c 3ab1 29e1 e61d 9f7f 494f 5a00 f31b c13f 3729 5700 1a00 faf9 4e08 e400 6164 b410 32e0
// + 736a e978 7152 86b0 d25a 4c4a ea35 5fbf 74a1 7fff 6313 f6c7 f628 d860 c6ff e8db a661 ddea ca98 d824 56d2 ba9b ef1d 89b3
// + 7a40 d230 7fff f142 4988 6de6 5ee4 919f 2f64 a799 7fff d8a6 1547 d5c3 9da0 d5a5 7057 6606 dcce 0380 c136 c413 3a62 d0b8
// + 7bff 2e29 da60 8885 2ec1 00b0 5179 49e4 1b86 6b0c 28f8 9486 db6f d41e cfbb 18bb 33c2 cef2 7292 d9d5 c9c0 9d51 e546 9546
// + 06f4 1520 2dba fa3d 7421 75ef 9650 6739 56b9 7075 3a26 809d 531b f99b b677 2b6a f3eb bd03 6b9f 25ba 659d 7638 3bc8 c045
// + 56a3 e909 601c 23d3 7fff c136 4610 ba7a
// @data r_positive_inf f16 e393 80c0 67d4 7fff 4965 7fff 1b50 a1fe 6e35 9dc8 244f 9420 c1e0 d21b 71f7 6ab8 347d 002d d6e8 f416 4213 0568 7fff facf
// + 0bf4 5896 4f36 3c96 6347 c5f4 dd07 3400 b50d 5aae e24d b108 1fc8 b475 de9e 0dfe 7fff 3040 7fff 6fb3 4f22 76c4 e050 aa93
// + ce74 d1ec 4862 c260 9e20 6501 8a8b 1518 4840 be1d f77f a275 7646 c580 40b1 495a 285a d780 1e62 5bbd c6a1 d2be b1f2 7051
// + 2413 54bd 4624 f27c 4860 2d3c 615e 8c83 7654 8128 5426 736c 835e ec84 52d0 d433 66eb e367 d84e a8c0 6f97 c1c9 eab7 c96f
// + cfe0 0ea7 f11c 00e4 3472 15e0 b73e 6236 f541 f044 28f0 31e0 c25a 56cd 567f 1440 e1df 5728 3593 c0f2 3ab8 d887 7a3c 2e43
// + 4ff0 d1ce e8d7 5fae 0c3f 7fff a365 297c ed97 c7e7 b2b5 ee80 73b4 ce90 5141 68ac adc8 1298 c346 18c7 6560 c740 1e04 72fe
// + 0f40 dbae 429e c91b 507b 24c8 d153 00fc 7a8c 590b ebd3 e048 7b64 9624 5be5 517c e44d 558e 026a f036 db02 7158 3bc0 e62a
// + f679 1f96 d787 969f 0d0a 517b 3339 150b 6286 1259 6294 6bd7 7fff 0044 b628 ce5b c7e4 65d7 45b1 ac65 de6b 2c94 aa1d 0088
// + 689c 7981 9b60 77cc 5100 5115 55a1 91ea 6602 d9c0 0d57 d166 d3c2 d945 54a0 45b2 dcb7 e79d 797a 8042 8ad4 7ae2 7105 49ff
// + 8b7e d8a2 d491 2e58 4ac0 bef0 9b7e 55a3 0c46 dc0c ba9f b100 5569 dae4 6d10 cb40 c3ea 7abc ef1c a75b 6f7c eab0 e8ed 5a6e
// + da5d 5d4e 1713 f737 448d 7fff 9d1d c1cb c915 41b8 f44c a373 7fff 71e7 db0c aeae 8058 2f49 42ca 9cf0 e7ae 332f b279 de05
// + 92f8 b17a 9400 5c02 4c86 35ec 7fff fbff a987 58d0 5850 7fff 8046 cf0c 4e8a 2580 541f 012d 3247 d0b5 d067 bf2a 9020 51cc
// + 44b8 c2bc c332 7fff 0281 d4af be81 6066 b672 ea3a fb2d 909e 3677 df40 8eea c3ad d46e 34a6 328d 1777 f920 6156 b1e9 002a
// + e512 eac9 965a e9bb cde0 9e9e db70 5937 ed4d 8047 6afb 6f70 6138 e6cc 7c00 d2f5 ddac 8b22 616c 2285 557c 6245 a1ce 7fff
// + 3fa4 caea 6e1c e0df 7fff ed70 f369 7aa4 cbfb f9dd 75a0 5827 4cf0 7fff fbcb 7fff 0d8a ead1 9798 7645 24c0 bab1 dc40 2642
// + 79ec 8390 5e18 5c2e 1067 087a 28e9 7b87 dc35 a660 702c ef83 b193 cc90 86e8 de75 e966 29fc 575d a0d1 6014 2c48 7fff f6e3
// + 19c8 51b0 1040 1127 d36e c5ad 792d 3ab1 29e2 e61c 9f7e 4950 5a00 f31a c13e 372a 5701 1a00 faf8 4e09 e3ff 6165 b410 32e1
// + 736b e977 7153 86b0 d259 4c4b ea34 5fc0 74a2 7fff 6314 f6c6 f627 d860 c6ff e8da a660 dde9 ca98 d824 56d3 ba9a ef1c 89b2
// + 7a41 d22f 7fff f141 4989 6de7 5ee5 919e 2f65 a799 7fff d8a5 1548 d5c2 9da0 d5a4 7058 6607 dccd 0380 c136 c412 3a63 d0b7
// + 7c00 2e2a da5f 8885 2ec2 00b0 517a 49e5 1b87 6b0d 28f8 9486 db6e d41d cfba 18bb 33c3 cef1 7293 d9d4 c9c0 9d50 e545 9545
// + 06f4 1520 2dbb fa3c 7422 75f0 9650 673a 56ba 7076 3a27 809d 531c f99a b676 2b6b f3eb bd02 6ba0 25bb 659e 7639 3bc8 c044
// + 56a4 e908 601c 23d4 7fff c135 4611 ba7a
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=addf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = addf %x0, %x1 : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = addf %x0, %x1 rounding<zero> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
