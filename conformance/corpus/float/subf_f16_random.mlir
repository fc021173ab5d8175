// @conformance 1
// @tier full
// @family float-arith
// subf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 158b 14b1 8dd1 dd75 afd2 b8db 7ecc 0684 ec4e 2c7d 107b b67e ec92 170c 61e7 24db 8b49 02e8 ff52 a56d a698 71ef 31aa dce3
// + 2fc0 20a0 0efc 123f d7bd f08c 8d25 98c9 1571 ebe8 1613 dd83 7e2a abc2 6ccc 356f 8c18 479e 5d2e 06f8 b7a3 6192 d601 f63d
// + bbc4 2433 216a 2896 728a 6019 ee1a f739 4782 77ab ddea 6412 e088 96c0 f1fb 5d84 a6b1 f435 1bf4 f258 ac38 3659 7468 dd2d
// + 9db4 50b4 eebd ecad 8556 2650 14da f6e0 8dab 636a 5160 2ed2 ec7a 6f01 5dc5 b8f0 b6ef 4ed3 0bfc 3bac cd81 81dd 38e2 5471
// + eb47 6902 c678 5c15 b615 26a5 247e 5f63 92b2 0b35 faa8 726e 6ffe b8a7 b27c 6d18 7873 a6a5 70a3 c649 1013 ed4a 715f 6a8f
// + 6939 c3b3 127f b98c 33ef 13de e6f3 b569 82ec bc2c 86c1 7e4e 0339 2b35 a739 9068 71a6 6683 9908 9eef fdad 59d6 fc3b efb0
// + 2c11 0327 0a72 4e1a 6391 68e5 80d3 64b7 3b3b 6b14 2438 9645 cb9d 55b2 71d7 5283 1fc0 f45b b01e cbf3 0cc6 6f3f f9c0 7d57
// + c305 7564 c608 3c43 90f3 3c9a 51e7 1686 743f b4ef 0c5b d9d4 c1ab e47f 9f45 6853 fc07 f049 f8a9 000d a31e cc04 39b6 ab81
// + 1a03 ec87 d027 6979 2175 e44c 540e 927a a513 2d06 fd0c 63dc d114 eae4 b545 f39f 6005 8234 bf87 8e70 0477 65b0 7823 5351
// + efdb 2925 6865 0834 ebbc d0b2 58d2 35d7 8854 04c4 cdda d7e8 de1a 3351 8759 d3fa e4c1 a8c7 0851 8fa5 962a ce9d cfc3 1a55
// + 0c01 62bf b44b f89b 5fe0 cec6 b92f 0cb2 02ee 28d9 cc59 7658 c02f f928 d8b9 01bc 10d9 2a7e dab8 1409 5d3c c5b7 d6fd 2012
// + 2f25 9b4a 2a27 e1bb dacc aefb 897f bb66 e294 3e34 54be 8597 de2d 21bb 59e6 a132 7f61 9408 3765 8659 9aa5 a59e b51a 8da0
// + 3308 3781 3e1d 038a 5e45 8e12 4598 0e05 030d 6950 f5e3 0908 f034 293a d21d cd52 519f c559 17ec 5ddc ba55 d2f9 f6c4 59a1
// + 661e 3548 377e d4b6 8540 2e15 31db 6815 9aa6 5601 bc71 593a c602 8cb3 205b 8bdf f5b0 7883 bb71 4747 ee10 3260 95f0 0579
// + 1410 7b14 cf58 ab46 27c9 7296 c23b 4276 13fa 0b01 9bfb e567 6320 5144 d2ec 19db 6814 900c 229f 420b a16b ac23 6e8d a6a2
// + a76a c119 3942 9023 2d8f e0df 7d63 24ce c7ac eb1e 29f8 528e d2ea 04b2 9d0c 75d1 b02a cc2f b5f8 b3a2 17e2 3133 fadb 0f82
// + 3f20 aa5e 6adc 45c9 61f6 01ea 00ee d92c b611 c75f 3cd9 0fcc 5407 413a ed98 acde dfa0 297e 77ae 6493 0789 4343 7e41 dddc
// + a6ff d3cd f76e a193 cf33 59fc 66a0 c0f5 e1e0 6fab aad9 c386 612f 0f61 954a ab80 4e1d 3bc2 e2d1 4e0a 2246 ea38 6eb5 b073
// + a136 4fc6 80b1 b55a 4b82 7b7d 3cce 7ee6 a2de 5222 9d31 f923 d225 dd34 901e 4e03 56a6 c5c6 527b 530f eb73 7a58 3591 b5c2
// + d0b1 a06b 38ba 77c3 31f5 77cc 2b05 b9c1 e1ed ee28 2547 2ce7 51b0 6454 c21f 7829 4ccc 2996 6fd6 92ee 1729 c8d5 3ef8 795e
// + 22c7 95df d774 55cd aab1 74ef 4ca1 d8b1 ac12 b36e 7f59 b27a 4e11 7ba1 a55b 3e6c f8b3 6bce 923e 3a80 bb98 1727 a97d ff1d
// + ea64 55be d6f9 7156 c97d 8032 c95c 2d41
// @data b f16 eafc 9428 87e6 a9c0 085e b72e feb5 048e 1c49 0621 414e 36d1 e3dd e7a2 0a56 4a35 0bc7 8428 018f 0054 008e 71ef b229 27b6
// + 8f1b c9d8 0e69 92f8 a55f 8619 377e 9822 8696 9c82 017c 6435 7e0b 87bd 119f 8fa3 075a c7c1 be09 781f 05fd d6d7 566f db0a
// + cc0a 083a fb6c a8df bd3c a7fd 843d ff98 c7a7 eb94 a116 0dd7 bff1 9676 c5d3 2385 0b62 787e 1b43 5a45 d8c3 0afe 4ece dd43
// + 04a5 35af 87b5 8c4c 054a 0761 ebdf 047d 5725 e38b c0b1 d6e8 853d 5694 dd3b 905a 5776 0290 92ad 3b54 9ef7 7976 0af2 d8e1
// + 6bb0 4802 b5aa 04ad e6ce 26d8 840e 9df9 8faf 56e6 7a41 c545 112b 81a4 ecf2 6d83 522e 66d1 8a6e 0b5b 1097 416a 8912 04b1
// + 5f2b c3ac 84b9 5000 83d8 fdd1 6642 9e92 7b33 0e53 94c1 7ee8 8407 d9a9 8100 f22e 7183 590b e683 02ac eaed d978 db44 9c2a
// + 01a8 3af4 8a41 ab59 a519 05e5 6aea e4a9 ba46 1dad 8010 2642 cbed cb18 0bab 83bc 2b96 74a1 3059 32e7 8fb7 dd85 f94a f436
// + bada 8fcf 43e6 bcf6 8768 4a05 01e8 a10f f451 1b39 f531 877d 3f3a 6439 85c2 230f 050d 8217 7881 0540 673c 0138 0797 2bac
// + 0753 0e8e 05cd 7be4 a1d3 e14c 3531 0916 aa14 adb1 de56 a4a9 8e2f f35f b51c 428c 9f3c 8ae2 11d4 0eb9 8767 27a5 8701 ac80
// + 6f10 9245 98c6 0439 01b0 50b2 baf1 48bc 8f37 6306 4d9e abce ab16 8719 ca89 535e e372 e3c7 8124 5cba 1668 3e89 b63f 00b4
// + 03ea e288 0eba 87da 89ba ce77 b9b8 84ea fb7c 0c0b c90b f65a 1d69 8a0f 80d4 fda9 10c5 2725 25e2 09fe 0dc4 459f 33ea 5b59
// + 0ce7 2279 aa7d d5cd 24ab 83e4 f48d 3b55 b22b 3d8a 0c2b ee9e decc 0573 2cdf 8685 35de 14ff 8e1e fb64 86b9 d966 35c2 853b
// + 5138 8318 8f1a 0313 54e1 f85b 084a 0d61 0380 5d9f 0e0e 8846 b63b 2932 4039 36dd 873d 96ec 1783 c4b0 436e 0ac6 ef55 5969
// + b437 4e00 0194 b2a9 05de 074b 5318 0a62 4a86 d6c1 b9f8 27f4 070d 7ffb a085 87e4 153d 0feb cf0f c73b cc2b d84e 0449 0807
// + 1483 f76c 3457 8010 f37f f289 a795 458c 8100 e1f0 1b88 5c75 2390 00fc d8d6 1921 55b2 eb1c 8e9b 6a32 a1f3 a1cb 1550 880a
// + 8702 c1a7 2f0f f86d 8344 4ee4 7d1c a3aa c63b 8088 b1c7 d24c 1d38 780b 0fff c30f b0bb b405 d76a 0535 d471 31f1 df90 f0a4
// + 85a5 f597 6aaa 24b3 a66b 0ee7 5807 d956 2342 b64f 0501 3ea9 d46b b8dc 10d2 0675 46be a961 7427 20f1 0561 e465 fe24 4c77
// + 6297 0f03 3e50 a13f c121 a65b 8ac6 5e8d e1df e1d0 dafb 0030 127a 8fca 867e 5aa8 07ad 4d89 627f bee3 6229 8d37 9c18 3013
// + 8734 af2c 03c4 25b3 cbcf e05a 47d2 0555 b317 5210 110e 8865 8966 b449 9017 a1b2 b0f0 0669 0829 d3a8 3784 0933 02a0 8082
// + 5060 987b 4383 0a1a e116 f751 1f1c 4ce8 8916 4a72 a5f9 8768 2c43 0765 7517 788d b4c4 dde2 872d a337 1712 1a8b ca48 0194
// + bbdb 9552 a312 2a0a 010c 331f 4c3f 307b d9da 85e1 6631 b244 ae4b 8107 0515 9994 f81f e756 786b 8b82 a3ed 97f7 0d8a 03ea
// + 0deb 6ed4 d6f9 621e c211 8e83 ee76 ad05
// @data r_nearest_even f16 6afc 186c 8baf dd75 afd4 b110 7fff 01f6 ec4e 2c7b c14e baa8 eb2d 67a2 61e7 ca33 8f88 0710 7fff a56d a699 0000 35ea dce3
// + 2fc7 49d9 024c 169c d7bd f08c b77f 8d38 15da ebe8 15fb e596 7fff abbe 6ccc 3571 8dee 4bb0 5d34 f81f b7a3 626d da38 f62f
// + 4b98 242b 7b6c 2cba 728a 6019 ee1a 7fff 4b94 784f ddea 6412 e084 84a0 f1fa 5d84 a6c0 fa98 0d88 f271 58c2 3658 7466 4580
// + 9dc7 50a9 eebd ecad 8950 2649 6bdf f6e0 d725 677a 51ab 56ea ec7a 6ee7 6180 b8ef d77d 4ed3 1456 2980 cd81 f976 38e2 5b1a
// + ef7c 68fe c61d 5c15 66ce 9260 2482 5f63 8db5 d6e6 fc00 726f 6ffe b8a7 6cf2 deb0 7871 e6d1 70a3 c649 8420 ed4b 715f 6a8f
// + 6854 a300 1316 d016 33ef 7fff ea9a b54f fb33 bc2c 1455 7fff 0740 59a9 a738 722e 5c60 65e2 6683 9efa 7fff 5da7 7fff efb0
// + 2c11 baf4 0e5a 4e1e 6391 68e5 eaea 68b0 3ec0 6b14 2438 a6a6 3900 5695 71d7 5283 aa9e f87e b43c cc07 123e 6f97 eb60 7fff
// + c14e 7564 c8fe 409c 9006 c972 51e7 21e0 7848 b4fd 7531 d9d4 c4a4 e85c 9f2e 6853 7fff f049 fc00 8533 e73c cc04 39b6 af96
// + 19c8 ec87 d027 fb8c 25a4 de98 5409 93c0 2715 315c 7fff 63dc d114 71a6 a120 f39f 6005 09c8 bf88 9294 09ef 65b0 7823 5353
// + f376 293e 6865 042f ebbc d4b2 58d9 c88d 0d0d e306 d1bc d7e7 de1a 3352 4a89 d7ac dc20 63c7 08e3 dcba 9a49 cf06 cfaa 1a4f
// + 0a0d 66a4 b44d f89b 5fe0 bcf0 2c48 0dec 7b7c 28d1 c74e 7a59 c032 f928 d8b9 7fff 00a0 25d7 dab8 1292 5d3c c9ab d701 db59
// + 2f20 a426 2e52 e101 dacc aefa 748d bf5e e294 3150 54be 6e9e 50f8 21b0 59e5 a125 7fff 9884 3767 7b64 9a6f 5966 b96e 8c51
// + d131 3781 3e1d 0077 5d0d 785b 4598 0290 8073 689c f5e3 0ca7 f034 0c00 d261 cd6d 519f c559 0690 5def c482 d2f9 f4ef 4700
// + 661e cdeb 377e d4b3 898f 2e13 d312 6815 ca86 5a61 b5d4 593a c602 7fff 2470 87da f5b0 7883 4ed3 4b41 ee0c 5850 9635 8295
// + 8730 7c00 cf69 ab46 737f 7690 c22c c0a2 140d 61f0 9fc2 e684 6320 5144 5636 0dd0 67cd 6b1c 22d4 ea30 1440 aad3 6e8d a69a
// + a763 3470 3860 786d 2d90 e116 7fff 2852 bdc4 eb1e 3345 566d d2ea f80b 9d8c 75d1 2488 cc1f 5764 b3a3 5471 a5f0 facc 70a4
// + 3f20 7597 5640 45c4 61f6 8e6c d807 4540 b64b c6fa 3cd9 bea9 5839 4271 ed98 ace0 dfbb 2d70 730e 6493 0228 6469 7fff de23
// + e297 d3cd f76e 9140 ce8f 59fc 66a0 de97 b800 7032 5afb c386 612f 1396 94e2 daa8 4e1d cd4b e6a8 4e78 e229 ea38 6eb5 b443
// + a128 4fcd 8475 b5b5 4fa8 7b8e c69e 7fff 32a9 3880 9dd3 f923 d225 dd33 8038 4e04 56a8 c5c6 527b 575c eb73 7a58 3591 b5c2
// + d488 9e98 c254 77c3 6116 7b8e 2a22 cd16 e1ed ee2b 29a0 2ce9 51ae 6454 f517 ea40 4cdf 5de2 6fd6 22c8 0170 c8d5 4b27 795e
// + 3bf6 8868 d774 55cc aab2 74ef 3e20 d8b2 59d9 b36d 7fff 9ec0 4e17 7ba1 a560 3e6f eca0 6dbc f86b 3a80 bb78 1b8f a988 7fff
// + ea64 eebd 0000 70f4 c7f2 0e76 6e73 3123
// @data r_zero f16 6afc 186c 8baf dd74 afd4 b110 7fff 01f6 ec4e 2c7b c14d baa7 eb2c 67a2 61e6 ca32 8f88 0710 7fff a56d a698 0000 35e9 dce3
// + 2fc7 49d9 024c 169b d7bc f08b b77f 8d38 15da ebe7 15fb e595 7fff abbe 6ccb 3570 8dee 4baf 5d34 f81e b7a3 626c da38 f62e
// + 4b97 242a 7b6c 2cba 728a 6019 ee19 7fff 4b94 784e dde9 6411 e084 84a0 f1fa 5d83 a6bf fa98 0d88 f271 58c2 3658 7466 4580
// + 9dc6 50a8 eebc ecac 8950 2648 6bdf f6e0 d725 677a 51ab 56e9 ec79 6ee6 6180 b8ee d77c 4ed2 1456 2980 cd80 f976 38e1 5b19
// + ef7b 68fd c61d 5c14 66cd 9260 2482 5f63 8db5 d6e5 fbff 726e 6ffd b8a6 6cf1 deb0 7871 e6d1 70a3 c649 8420 ed4a 715f 6a8e
// + 6853 a300 1316 d016 33ef 7fff ea9a b54e fb33 bc2c 1454 7fff 0740 59a9 a738 722d 5c60 65e1 6682 9ef9 7fff 5da7 7fff efaf
// + 2c10 baf3 0e59 4e1d 6391 68e4 eaea 68b0 3ec0 6b13 2438 a6a6 3900 5695 71d6 5283 aa9e f87e b43b cc07 123e 6f97 eb60 7fff
// + c14e 7564 c8fd 409c 9006 c971 51e6 21df 7848 b4fd 7531 d9d3 c4a4 e85c 9f2d 6852 7fff f048 fbff 8533 e73c cc04 39b5 af96
// + 19c8 ec87 d027 fb8c 25a4 de98 5408 93bf 2715 315b 7fff 63dc d113 71a6 a120 f39f 6005 09c8 bf87 9294 09ef 65af 7823 5353
// + f375 293e 6865 042f ebbc d4b2 58d8 c88d 0d0d e305 d1bc d7e7 de19 3351 4a88 d7ac dc20 63c6 08e3 dcba 9a49 cf05 cfaa 1a4f
// + 0a0d 66a3 b44c f89a 5fe0 bcf0 2c48 0dec 7b7c 28d0 c74e 7a59 c031 f927 d8b8 7fff 00a0 25d7 dab8 1292 5d3b c9ab d700 db58
// + 2f20 a425 2e52 e101 dacc aefa 748c bf5d e293 3150 54bd 6e9d 50f8 21b0 59e5 a124 7fff 9883 3766 7b63 9a6f 5965 b96e 8c51
// + d130 3781 3e1d 0077 5d0c 785a 4597 0290 8073 689c f5e3 0ca7 f033 0c00 d260 cd6d 519f c558 0690 5dee c481 d2f9 f4ee 4700
// + 661e cdea 377d d4b2 898f 2e13 d312 6814 ca86 5a61 b5d4 5939 c602 7fff 2470 87da f5b0 7882 4ed3 4b41 ee0b 584f 9634 8295
// + 8730 7bff cf69 ab45 737f 768f c22b c0a2 140d 61f0 9fc1 e684 631f 5143 5636 0dd0 67cc 6b1b 22d3 ea30 1440 aad3 6e8c a699
// + a762 3470 3860 786c 2d8f e116 7fff 2851 bdc4 eb1d 3345 566d d2ea f80a 9d8b 75d1 2488 cc1e 5764 b3a2 5471 a5f0 facb 70a4
// + 3f20 7596 5640 45c4 61f6 8e6c d806 4540 b64b c6fa 3cd8 bea8 5839 4271 ed98 acdf dfba 2d6f 730e 6492 0228 6468 7fff de23
// + e297 d3cd f76e 9140 ce8e 59fc 66a0 de96 b800 7032 5afa c386 612e 1395 94e2 daa8 4e1c cd4a e6a8 4e78 e228 ea37 6eb5 b443
// + a127 4fcd 8475 b5b5 4fa8 7b8e c69e 7fff 32a9 3880 9dd2 f922 d224 dd32 8038 4e03 56a8 c5c6 527a 575b eb73 7a57 3590 b5c1
// + d488 9e98 c254 77c2 6116 7b8e 2a21 cd16 e1ec ee2b 29a0 2ce8 51ad 6453 f517 ea40 4cdf 5de2 6fd6 22c8 0170 c8d5 4b27 795d
// + 3bf6 8868 d773 55cc aab1 74ee 3e20 d8b2 59d9 b36d 7fff 9ec0 4e17 7ba1 a560 3e6e eca0 6dbc f86b 3a80 bb78 1b8f a988 7fff
// + ea64 eebd 0000 70f4 c7f1 0e76 6e73 3123
// @data r_negative_inf f16 6afc 186c 8baf dd75 afd5 b110 7fff 01f6 ec4f 2c7b c14e baa8 eb2d 67a2 61e6 ca33 8f88 0710 7fff a56e a699 8000 35e9 dce4
// + 2fc7 49d9 024c 169b d7bd f08c b780 8d38 15da ebe8 15fb e596 7fff abbf 6ccb 3570 8def 4baf 5d34 f81f b7a4 626c da38 f62f
// + 4b97 242a 7b6c 2cba 728a 6019 ee1a 7fff 4b94 784e ddea 6411 e085 84a0 f1fb 5d83 a6c0 fa99 0d88 f272 58c2 3658 7466 4580
// + 9dc7 50a8 eebd ecad 8950 2648 6bdf f6e1 d726 677a 51ab 56e9 ec7a 6ee6 6180 b8ef d77d 4ed2 1456 2980 cd81 f977 38e1 5b19
// + ef7c 68fd c61e 5c14 66cd 9260 2482 5f63 8db5 d6e6 fc00 726e 6ffd b8a7 6cf1 deb0 7871 e6d2 70a3 c64a 8420 ed4b 715f 6a8e
// + 6853 a300 1316 d017 33ef 7fff ea9b b54f fb34 bc2d 1454 7fff 0740 59a9 a738 722d 5c60 65e1 6682 9efa 7fff 5da7 7fff efb0
// + 2c10 baf4 0e59 4e1d 6391 68e4 eaeb 68b0 3ec0 6b13 2438 a6a7 3900 5695 71d6 5283 aa9e f87e b43c cc08 123e 6f97 eb60 7fff
// + c14f 7564 c8fe 409c 9006 c972 51e6 21df 7848 b4fe 7531 d9d4 c4a4 e85c 9f2e 6852 7fff f049 fc00 8533 e73d cc05 39b5 af97
// + 19c8 ec88 d028 fb8d 25a4 de98 5408 93c0 2715 315b 7fff 63dc d114 71a6 a120 f3a0 6005 09c8 bf88 9295 09ef 65af 7823 5353
// + f376 293e 6865 042f ebbd d4b2 58d8 c88e 0d0d e306 d1bc d7e8 de1a 3351 4a88 d7ac dc20 63c6 08e3 dcbb 9a49 cf06 cfab 1a4f
// + 0a0d 66a3 b44d f89b 5fe0 bcf0 2c48 0dec 7b7c 28d0 c74e 7a59 c032 f928 d8b9 7fff 00a0 25d7 dab9 1292 5d3b c9ab d701 db59
// + 2f20 a426 2e52 e102 dacd aefb 748c bf5e e294 3150 54bd 6e9d 50f8 21b0 59e5 a125 7fff 9884 3766 7b63 9a70 5965 b96e 8c52
// + d131 3781 3e1d 0077 5d0c 785a 4597 0290 8073 689c f5e4 0ca7 f034 0c00 d261 cd6e 519f c559 0690 5dee c482 d2fa f4ef 4700
// + 661e cdeb 377d d4b3 898f 2e13 d313 6814 ca87 5a61 b5d4 5939 c603 7fff 2470 87da f5b1 7882 4ed3 4b41 ee0c 584f 9635 8295
// + 8730 7bff cf6a ab46 737f 768f c22c c0a2 140d 61f0 9fc2 e685 631f 5143 5636 0dd0 67cc 6b1b 22d3 ea31 1440 aad4 6e8c a69a
// + a763 3470 3860 786c 2d8f e117 7fff 2851 bdc4 eb1e 3345 566d d2eb f80b 9d8c 75d1 2488 cc1f 5764 b3a3 5471 a5f0 facc 70a4
// + 3f20 7596 5640 45c4 61f6 8e6d d807 4540 b64c c6fb 3cd8 bea9 5839 4271 ed99 ace0 dfbb 2d6f 730e 6492 0228 6468 7fff de24
// + e298 d3ce f76f 9140 ce8f 59fc 66a0 de97 b800 7032 5afa c387 612e 1395 94e3 daa9 4e1c cd4b e6a8 4e78 e229 ea38 6eb5 b443
// + a128 4fcd 8475 b5b6 4fa8 7b8e c69f 7fff 32a9 3880 9dd3 f923 d225 dd33 8038 4e03 56a8 c5c7 527a 575b eb74 7a57 3590 b5c2
// + d489 9e99 c255 77c2 6116 7b8e 2a21 cd17 e1ed ee2c 29a0 2ce8 51ad 6453 f518 ea40 4cdf 5de2 6fd6 22c8 0170 c8d6 4b27 795d
// + 3bf6 8868 d774 55cc aab2 74ee 3e20 d8b3 59d9 b36e 7fff 9ec0 4e17 7ba1 a561 3e6e eca0 6dbc f86c 3a80 bb79 1b8f a989 7fff
// + ea65 eebe 8000 70f4 c7f2 0e76 6e73 3123
// @data r_positive_inf f16 6afd 186d 8baf dd74 afd4 b110 7fff 01f6 ec4e 2c7c c14d baa7 eb2c 67a3 61e7 ca32 8f88 0710 7fff a56d a698 0000 35ea dce3
// + 2fc8 49da 024c 169c d7bc f08b b77f 8d38 15db ebe7 15fc e595 7fff abbe 6ccc 3571 8dee 4bb0 5d35 f81e b7a3 626d da38 f62e
// + 4b98 242b 7b6d 2cbb 728b 601a ee19 7fff 4b95 784f dde9 6412 e084 84a0 f1fa 5d84 a6bf fa98 0d88 f271 58c3 3659 7467 4580
// + 9dc6 50a9 eebc ecac 8950 2649 6be0 f6e0 d725 677b 51ac 56ea ec79 6ee7 6180 b8ee d77c 4ed3 1456 2980 cd80 f976 38e2 5b1a
// + ef7b 68fe c61d 5c15 66ce 9260 2483 5f64 8db5 d6e5 fbff 726f 6ffe b8a6 6cf2 deb0 7872 e6d1 70a4 c649 8420 ed4a 7160 6a8f
// + 6854 a300 1317 d016 33f0 7fff ea9a b54e fb33 bc2c 1455 7fff 0740 59aa a738 722e 5c60 65e2 6683 9ef9 7fff 5da7 7fff efaf
// + 2c11 baf3 0e5a 4e1e 6392 68e5 eaea 68b0 3ec1 6b14 2439 a6a6 3900 5695 71d7 5284 aa9e f87e b43b cc07 123f 6f98 eb60 7fff
// + c14e 7565 c8fd 409d 9006 c971 51e7 21e0 7848 b4fd 7532 d9d3 c4a4 e85c 9f2d 6853 7fff f048 fbff 8533 e73c cc04 39b6 af96
// + 19c9 ec87 d027 fb8c 25a4 de98 5409 93bf 2715 315c 7fff 63dd d113 71a6 a120 f39f 6006 09c8 bf87 9294 09ef 65b0 7824 5354
// + f375 293f 6866 042f ebbc d4b2 58d9 c88d 0d0d e305 d1bc d7e7 de19 3352 4a89 d7ac dc20 63c7 08e3 dcba 9a49 cf05 cfaa 1a50
// + 0a0d 66a4 b44c f89a 5fe1 bcf0 2c48 0ded 7b7d 28d1 c74e 7a59 c031 f927 d8b8 7fff 00a0 25d7 dab8 1293 5d3c c9ab d700 db58
// + 2f21 a425 2e52 e101 dacc aefa 748d bf5d e293 3150 54be 6e9e 50f8 21b1 59e6 a124 7fff 9883 3767 7b64 9a6f 5966 b96e 8c51
// + d130 3782 3e1e 0077 5d0d 785b 4598 0290 8073 689d f5e3 0ca7 f033 0c00 d260 cd6d 51a0 c558 0690 5def c481 d2f9 f4ee 4700
// + 661f cdea 377e d4b2 898f 2e14 d312 6815 ca86 5a61 b5d4 593a c602 7fff 2470 87da f5b0 7883 4ed4 4b41 ee0b 5850 9634 8295
// + 8730 7c00 cf69 ab45 7380 7690 c22b c0a2 140d 61f1 9fc1 e684 6320 5144 5636 0dd0 67cd 6b1c 22d4 ea30 1440 aad3 6e8d a699
// + a762 3470 3861 786d 2d90 e116 7fff 2852 bdc4 eb1d 3345 566d d2ea f80a 9d8b 75d2 2488 cc1e 5765 b3a2 5472 a5f0 facb 70a5
// + 3f21 7597 5640 45c5 61f7 8e6c d806 4540 b64b c6fa 3cd9 bea8 5839 4271 ed98 acdf dfba 2d70 730e 6493 0228 6469 7fff de23
// + e297 d3cd f76e 9140 ce8e 59fd 66a1 de96 b800 7033 5afb c386 612f 1396 94e2 daa8 4e1d cd4a e6a8 4e79 e228 ea37 6eb6 b443
// + a127 4fce 8475 b5b5 4fa9 7b8f c69e 7fff 32aa 3880 9dd2 f922 d224 dd32 8038 4e04 56a9 c5c6 527b 575c eb73 7a58 3591 b5c1
// + d488 9e98 c254 77c3 6117 7b8f 2a22 cd16 e1ec ee2b 29a0 2ce9 51ae 6454 f517 ea40 4ce0 5de3 6fd7 22c9 0170 c8d5 4b27 795e
// + 3bf7 8868 d773 55cd aab1 74ef 3e20 d8b2 59da b36d 7fff 9ec0 4e18 7ba2 a560 3e6f eca0 6dbd f86b 3a81 bb78 1b8f a988 7fff
// + ea64 eebd 0000 70f5 c7f1 0e77 6e74 3123
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=subf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = subf %x0, %x1 : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = subf %x0, %x1 rounding<zero> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
