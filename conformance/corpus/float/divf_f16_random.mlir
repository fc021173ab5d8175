// @conformance 1
// @tier full
// @family float-arith
// divf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 4b15 eaf6 dec5 c806 4241 3080 81b4 021a e012 5644 829b 18c1 9468 066d 4238 2e4a 0bed b40a 6f13 0c56 fdab 8e35 9910 43fa
// + 1b60 3a5c dceb 1a22 254d ac4a 72d4 d045 4f39 d0eb d4a2 af3b 252d 2ed3 c91f 35ce 7839 d1a8 32fe be84 1789 4121 6343 9e1a
// + 7839 5d81 9273 88c9 d50c d3e1 7e84 4d4f b639 4181 8b7c 2986 1171 4457 71c0 c7aa 2b86 f644 6147 8946 830e 0145 96ff 39d3
// + 621f 46e4 2756 0f90 f27c c9b8 bebd 12b4 4c38 e64c 1c52 54ce f992 34a2 8e90 954d 2b84 a50c f6a1 96dc 7bdf b8a7 aa42 aac8
// + f9f7 9785 dd1e e1b3 dd40 0857 bd84 4a0f 066f 5258 d29b f941 abd3 1d4f 8632 c3b4 9a5e 2264 bb0e d4f2 6d87 edf9 1fdb 15f4
// + 0308 b598 3f1a 9727 8afc 8f95 1839 8f82 395a 9e8d a024 dca2 32d1 e7c0 deb0 a131 4d62 f155 53e7 bcfc 2d42 fd6a bfd3 3c04
// + 010a 8de3 2fba e522 1ff4 bcf9 f0cc 2b99 1dec fded 4335 466c f10d 27ad 0345 7c8f 968c 9126 0699 7e17 b4a4 f41b 1a3e 76e9
// + c7d6 6dcd b9f9 9f75 a0f0 007a fe65 8839 32e3 1707 2ece b162 c3c3 6d86 729f 58cf 37d7 b7ea 17a6 ddcb d2f8 9437 50cd 36cc
// + cea5 be7b 0cb9 40f8 e849 a8be a156 4219 6593 79bc da04 5b1c 867d 219f 7a62 1274 7195 d459 5fba 1cff 2b60 e4f8 fd74 d5fb
// + ffbb bf8f 733f 1344 98b0 9fea d219 54ee 2306 0166 f6a5 78cc 5c0d 28e3 a490 f7a0 e8fb b6ee ee50 0621 6f50 acc9 f634 0b4b
// + 7ea4 1a8f 9978 178f a5e7 732a dfbd 5057 e3cc a367 9d65 3f02 3187 fe0e 39be c053 b2f8 c062 9e8b a463 210d 7a35 278c 6a0b
// + 4762 544a cc12 1790 c120 e616 8883 938d a69c 3578 146d 7555 3279 8cc2 dde5 48dc 98b5 ebae 92bb bd2d e5f5 b6ba 8780 5e0a
// + 33ef c4fa 8788 443a 0f4c cbdc 0645 0102 0104 f8b9 3ae7 7ce4 899d bb5f 721f 05ea 727c 10cf 43c7 866b 60e7 8ed0 f2e8 7de6
// + f057 1403 c0c0 8bfa 980d 4e68 16d0 a54c 93f9 5dae cf89 7af7 4b28 ddda e8aa 05b9 39e0 3d2f 8706 017e 5772 8a60 e3c3 8d5d
// + ae45 0659 1da7 5fa1 e99b 5e0c ac48 2603 501c 0a84 855a e505 b378 6966 e3b9 c129 864f fd7f eedb 83e7 debc d6e1 4183 7dc9
// + ef98 1a80 30d2 e951 bf31 ef78 d672 751b 5f53 3f30 9901 d1b8 5114 dfd5 4c86 ce4c 6d88 e79b 481e 60a1 145a 15ac 3110 c7a9
// + 66ee 7057 f82c f596 53f2 4155 fd79 09c2 5002 56ae e297 eec7 9c62 2e06 b60f 034c d6f1 e96a f1a6 3114 113e d159 09ab 0ccf
// + cfa2 5670 91e5 40d0 8a05 e72e a027 9d56 3ad1 32f0 d152 0105 aac0 3894 c6b5 5178 63dc 62b5 6c0e b9cf 3ca2 3edc 5d14 6d68
// + d6b6 da06 d358 43d5 e8bf 993f 7a0e 838b 9f1b c82d f392 92ec cebb cb0b 7426 96c4 9266 01db 3454 de48 0e97 0fd0 eb13 6e48
// + 9169 1ef2 4d92 df32 acd5 e717 ed54 7185 ba50 338d b5a4 3974 6273 e52b 6d5f d829 0f88 7c02 a9f5 661d 7404 5dc4 d59d 115c
// + ba18 5f5f 9a15 d25e 3c71 7b1c f0ce 28d2 4d23 9f11 e7b7 fd8d bf25 c823 0de8 ce7a 00a8 52cd 6f31 9542 a01b d447 b844 b422
// + 86b4 14be 66b2 d4cd 16a0 fdef f6da 5c39
// @data b f16 9841 eaf1 3c58 304b 8595 317b 01bc 8794 a6e1 80cc a28c 9825 0567 f8bc 8df7 9b81 0bee 23da 97ad 063d 96de 0ea7 1802 c990
// + 8164 3c14 dc85 9021 6415 8531 9a37 d0c2 b40f b78e 0200 a647 a52b 07c7 3775 803c 7558 5129 1f3a c7bc 09ce 1cfa 63fd 9c73
// + 033d 0a16 464e 88a9 d3ec ad13 8c5f d3b2 b657 2f22 75fa 8e13 5f20 c436 5728 b98c 805c a9e5 e19b 04b0 7b35 8254 665e b994
// + b579 3f3a 868d e344 72b3 1a17 4800 0314 ffe3 e65c 8c79 3489 03f8 a0b0 8e56 065a d10c 8e13 ae61 96e4 4815 502a 03a4 5ff7
// + f9b3 964a a8f6 0ee3 367e 084b 2914 bcae 8aea f649 5275 676d e2ed 0c5f 4513 c3c8 0708 e070 8010 9797 6d16 ebda eccb 07e1
// + d7ad 3574 b9e3 70f2 0e53 6bd7 1881 0550 c54d 0739 d929 5c08 2f8c 9b3b 0d7f 4879 cd51 ea6a 3b19 06d9 fb3b fdfb a6cd 3f6e
// + 8635 4c57 afe5 4e3d ea2b 037c 5689 2bad 0547 05f6 0b16 e3c8 f1d4 23e1 7a45 080a 65c4 910f 84e1 0c71 08ce 87de 9a52 693c
// + 3cd0 0388 c933 9fce 0ad6 799b 0f33 2c06 b266 859f d0a8 8c1f 04d1 6d35 e737 2e0f 0729 1fe5 1765 cea6 b59a 8e13 4e31 36c2
// + c1ce c6d8 0054 0432 686d a84c 67f4 8a4e 12bc 7973 3d43 25c6 8def a989 faad 8f96 99aa 063d 89ff 1c6a 06af 9f32 02a4 1be6
// + ff34 1121 1426 8735 e033 1f64 aa7e 2537 051d ea1f 76ef 7261 a23e 8701 2f2e f760 4827 d3fa 8449 ecbf 6f51 2c13 94b4 0e57
// + 43b7 9a3a 87ff f123 86e9 31a0 dff7 d003 1877 0e27 1aff 3f83 a5d4 0bbf 848d ed70 b204 40e0 e5df 0976 872e 7aed 1bec 95a1
// + 8f4b 0fb1 4c91 0486 483b 0a66 cd21 13e8 8e9f 49f5 8972 f85b 321b 8597 2ffb 0ed3 ba60 eb1a 8a8e 481b 0539 9018 87d1 ae8f
// + 4a4b 03ac 3953 44fd 0529 39aa 8028 ff52 8192 e027 45fb 873d e91a 3b08 e86e 7bc9 8c3f 8854 4311 86c0 9ece 8501 ddbe 7d40
// + c0d6 71d9 03cc 9ec2 9842 39c1 ea85 816c 2e50 ddae 3cbe 0fcb 8d0b 06af e88b 070a 4689 0679 77bb 011b 3c98 fa98 0f03 44ec
// + 2ed3 0601 6ad1 05ad c9e5 de10 0985 d754 0609 780d 8558 dc95 d66a 0599 c7af c13f 8440 8418 8731 1c6e dedd cbf6 4106 8691
// + 38f6 1a4c 855b 9e5d 0ada 31ed d682 74d0 a793 05c9 779d 5191 4283 9f80 0581 459d 6d94 beeb 3313 0e2b 37d8 15c7 0506 4521
// + 083a 75ae 7858 e6c5 2cb0 07f5 f324 0923 9f32 ae20 8ceb 7830 1ce6 9ea6 c8fd 0435 733d 6906 48e8 da55 8150 3827 899e 86e6
// + b073 020c 492e c0e6 8827 1b15 0769 9aec baaf 2aa3 3bba 05b1 90c2 3831 a35d a820 07dd e0e1 ec98 95c2 c04f 8018 aafb 6d43
// + 498f b3f5 851d 85f1 e807 8d6f 11aa 82c0 96b6 c84a 4af7 695b 01e0 726a f482 85a2 eb85 83ac 433b dec1 0434 fbed 82b4 eac2
// + 1166 85aa 32e9 8f6f a318 e7f4 ee3c 887c 02a8 2b79 b521 8836 aafa 0b8e a45a d88d 07ff 8082 8048 2395 746d d9d7 2fa8 0dd3
// + aa76 5f35 8739 b549 82d4 3347 70d2 071a 3a76 0ccb 9794 fd23 1cf1 3f6f 0364 c574 000e 379e 8d24 05fd fee6 54a5 1ac0 4fc5
// + 0882 405b 66b1 54aa eb94 8e3b bc5d 5caf
// @data r_nearest_even f16 eea9 3c03 de3c d37f f87b 3a92 bbdb b470 74bc fc00 1a5e bc97 ca86 8000 f02c ceb4 3bff cc1e fc00 418f 7fff bb77 bd0d b5bc
// + d94e 3a3d 3c5a c5f1 014c 629c fc00 3b2e d71e 5535 fc00 449b bc02 6305 cd7e fc00 3e52 bc62 4fbe 32bd 4931 601f 3b46 3d7c
// + 7c00 7c00 8817 3c1b 3d19 6236 7fff b585 3bda 4e2c 8000 d746 0018 bc1f 566e 4987 f13c 7c00 bb88 c080 8000 b85d 8012 bc2d
// + e879 43a1 dc7b 8008 bbbe eb83 b2bd 4c5b 7fff 3bec cbba 5c3d fc00 cfe8 3c25 caad 95f5 52a6 7c00 3bf7 6fb7 a478 e2e0 86d0
// + 3c30 3cc8 7020 fc00 e278 3c0b d058 c92e b772 980a bc18 cda9 0485 4cdc 8139 3beb cf3f 8171 7c00 7936 3c59 3e16 801a 4a0b
// + 8006 bc1a c0d3 8003 b86b 8002 3b80 c5a7 b00a d341 0336 bc99 3f3a 7c00 fc00 94a5 bc0d 42a7 5474 f1d3 8017 7fff 549a 3853
// + b15b 815b bbd4 d295 8029 f5b5 d5df 3beb 547d 7fff 7411 9e9a 3aef 3fcb 0000 7fff 8012 3c12 bd69 7fff e7ba 7c00 bbe7 4948
// + c683 7c00 2c98 3ba5 d1c7 0000 7fff 9833 bc4e cd00 99d8 613a fa72 3c3e c757 6659 6c61 d403 3c23 4af8 58fa 418d 3e34 3c06
// + 4894 3393 5332 78bd bbbf 3c6a 8056 f3bd 7c00 3c36 d893 70ed 3460 b410 bba6 bece fc00 fc00 fc00 3c87 606a 7c00 7fff f60f
// + 7fff e9e5 7c00 c808 0047 bc49 6384 6b90 597f 8000 bbab 4204 f531 dd95 b115 3c23 dccc 1ef3 7c00 8000 3bff bcb3 7c00 389a
// + 7fff bc37 4d79 8003 5ad5 7c00 3bc6 bc54 fc00 d0d0 be2b 3b77 c796 7fff f10c 0e5d 3ca2 bb31 0047 d66d d5a1 3b2b 479f fc00
// + f40d 7c00 bb22 4eb0 b4d9 fc00 0071 bba4 53fc 2758 c681 b8e6 3c3e 42cf e9e9 75b2 19e8 3c53 441b b10b fc00 6293 3bad eb5e
// + 250b fc00 89a8 3ac7 45a8 cd8d d104 7fff b92d 548d 309e 7fff 0001 bc31 c587 0000 fc00 c472 3c67 3b9b fc00 4572 50d0 7fff
// + 6b2e 0001 f901 28b9 3b9c 5074 8008 6373 a10d bc00 ce5b 7c00 f9ad fc00 3c1b 3a81 2f31 7268 8000 3d66 567c 0000 fc00 845c
// + bb5a 3c3b 001b 7c00 5b9c bbfb de35 8a90 7c00 0000 3c01 4462 18a8 7c00 5805 3bde 3df0 7fff 7c00 a30c 3bda 46ea 3c64 7fff
// + f21f 3c21 e733 7c00 f033 f90b 3bec 3c3e f3bc 74f8 8001 bc1c 4a3d 7c00 7c00 c47d 3bef 6466 50a8 7c00 1870 3bdb 6808 bdf9
// + 7c00 361d bbaf 4a9a 62c8 755c 7fff 3c7c ec75 e45d 7c00 b279 bb28 cb3f 28dc 3a45 9fac bc50 e49b 926a cffd d527 bc09 c194
// + 5add 7c00 848d bbdc 3dcc fc00 d47c 3e2b bc14 442e d182 31bb 55ad 3c5e 5f49 e54e 7c00 bd80 bb10 6009 b84d fc00 edd2 3c1c
// + c8d4 620e 7c00 f946 3cb7 47b9 7c00 3d27 443c 3bca e459 8005 fc00 9464 bb5d 4cce 0003 b80b 2cca 3b71 4645 8000 7c00 bf70
// + bc02 d4e8 5673 7c00 4573 3b22 3ad6 fc00 f4c1 440b 3c66 ed2e f365 fc00 fc00 3b50 4389 7fff 714c 7c00 3b42 bfe6 e1de 3f5d
// + 4b8c 3c17 4ebd 58d2 f648 7c00 bbf9 5d6e 4e5c cde6 7c00 7fff ddc9 c474 46f8 44c0 4a00 5724 fc00 cb06 7fff bb5e d90e a041
// + b9f3 105b 3c01 bc1e 8007 7fff 7648 3b36
// @data r_zero f16 eea8 3c02 de3b d37f f87b 3a91 bbdb b46f 74bb fbff 1a5e bc96 ca86 8000 f02b ceb4 3bfe cc1d fbff 418f 7fff bb76 bd0d b5bc
// + d94d 3a3c 3c5a c5f0 014c 629c fbff 3b2d d71e 5535 fbff 449b bc01 6305 cd7e fbff 3e52 bc62 4fbd 32bd 4931 601f 3b45 3d7c
// + 7bff 7bff 8817 3c1b 3d18 6235 7fff b584 3bda 4e2c 8000 d746 0018 bc1f 566d 4986 f13b 7bff bb88 c080 8000 b85c 8011 bc2d
// + e879 43a0 dc7a 8008 bbbe eb83 b2bd 4c5a 7fff 3beb cbba 5c3c fbff cfe8 3c24 caad 95f4 52a5 7bff 3bf6 6fb6 a478 e2e0 86cf
// + 3c2f 3cc8 7020 fbff e278 3c0b d058 c92d b771 9809 bc17 cda9 0484 4cdb 8138 3beb cf3e 8170 7bff 7936 3c58 3e15 801a 4a0b
// + 8006 bc1a c0d3 8002 b86a 8001 3b80 c5a7 b009 d341 0335 bc98 3f39 7bff fbff 94a4 bc0c 42a6 5474 f1d2 8017 7fff 549a 3852
// + b15b 815b bbd4 d295 8029 f5b5 d5df 3beb 547d 7fff 7411 9e9a 3aee 3fcb 0000 7fff 8012 3c12 bd68 7fff e7ba 7bff bbe6 4947
// + c683 7bff 2c98 3ba4 d1c7 0000 7fff 9832 bc4e cd00 99d8 6139 fa72 3c3e c757 6659 6c61 d402 3c23 4af8 58f9 418d 3e34 3c05
// + 4894 3393 5332 78bc bbbe 3c6a 8055 f3bc 7bff 3c35 d892 70ec 345f b40f bba6 bece fbff fbff fbff 3c87 6069 7bff 7fff f60e
// + 7fff e9e5 7bff c808 0047 bc48 6383 6b90 597e 8000 bbaa 4204 f531 dd94 b115 3c22 dccc 1ef3 7bff 8000 3bfe bcb2 7bff 3899
// + 7fff bc36 4d78 8002 5ad5 7bff 3bc5 bc53 fbff d0d0 be2b 3b76 c796 7fff f10c 0e5c 3ca2 bb31 0047 d66d d5a0 3b2b 479f fbff
// + f40c 7bff bb21 4eaf b4d8 fbff 0070 bba3 53fc 2758 c680 b8e5 3c3d 42cf e9e8 75b2 19e8 3c53 441b b10a fbff 6292 3bad eb5d
// + 250a fbff 89a8 3ac7 45a8 cd8c d104 7fff b92c 548c 309d 7fff 0001 bc31 c586 0000 fbff c471 3c67 3b9b fbff 4572 50cf 7fff
// + 6b2d 0001 f901 28b8 3b9c 5074 8008 6373 a10d bc00 ce5b 7bff f9ad fbff 3c1b 3a80 2f31 7268 8000 3d66 567b 0000 fbff 845b
// + bb59 3c3a 001a 7bff 5b9b bbfa de34 8a90 7bff 0000 3c01 4461 18a8 7bff 5805 3bde 3df0 7fff 7bff a30c 3bd9 46e9 3c63 7fff
// + f21f 3c21 e733 7bff f032 f90a 3bec 3c3e f3bc 74f8 8001 bc1c 4a3d 7bff 7bff c47c 3bee 6465 50a7 7bff 1870 3bda 6807 bdf9
// + 7bff 361c bbae 4a99 62c7 755c 7fff 3c7b ec74 e45c 7bff b279 bb28 cb3f 28db 3a44 9fac bc4f e49a 926a cffc d526 bc09 c193
// + 5adc 7bff 848d bbdc 3dcc fbff d47b 3e2a bc14 442e d182 31bb 55ac 3c5e 5f49 e54d 7bff bd7f bb0f 6009 b84d fbff edd1 3c1c
// + c8d4 620e 7bff f945 3cb6 47b9 7bff 3d27 443c 3bc9 e459 8005 fbff 9464 bb5c 4ccd 0003 b80a 2cc9 3b70 4645 8000 7bff bf6f
// + bc02 d4e7 5672 7bff 4573 3b21 3ad6 fbff f4c0 440a 3c66 ed2e f365 fbff fbff 3b50 4388 7fff 714b 7bff 3b42 bfe5 e1dd 3f5c
// + 4b8b 3c17 4ebc 58d1 f648 7bff bbf9 5d6e 4e5c cde5 7bff 7fff ddc8 c473 46f7 44c0 4a00 5724 fbff cb06 7fff bb5e d90e a041
// + b9f2 105a 3c00 bc1e 8006 7fff 7647 3b36
// @data r_negative_inf f16 eea9 3c02 de3c d380 f87c 3a91 bbdc b470 74bb fc00 1a5e bc97 ca87 8001 f02c ceb5 3bfe cc1e fc00 418f 7fff bb77 bd0e b5bd
// + d94e 3a3c 3c5a c5f1 014c 629c fc00 3b2d d71f 5535 fc00 449b bc02 6305 cd7f fc00 3e52 bc63 4fbd 32bd 4931 601f 3b45 3d7c
// + 7bff 7bff 8818 3c1b 3d18 6235 7fff b585 3bda 4e2c 8001 d747 0018 bc20 566d 4986 f13c 7bff bb89 c080 8001 b85d 8012 bc2e
// + e87a 43a0 dc7b 8009 bbbf eb84 b2bd 4c5a 7fff 3beb cbbb 5c3c fc00 cfe9 3c24 caae 95f5 52a5 7bff 3bf6 6fb6 a479 e2e1 86d0
// + 3c2f 3cc8 7020 fc00 e279 3c0b d059 c92e b772 980a bc18 cdaa 0484 4cdb 8139 3beb cf3f 8171 7bff 7936 3c58 3e15 801b 4a0b
// + 8007 bc1b c0d4 8003 b86b 8002 3b80 c5a8 b00a d342 0335 bc99 3f39 7bff fc00 94a5 bc0d 42a6 5474 f1d3 8018 7fff 549a 3852
// + b15c 815c bbd5 d296 802a f5b6 d5e0 3beb 547d 7fff 7411 9e9b 3aee 3fcb 0000 7fff 8013 3c12 bd69 7fff e7bb 7bff bbe7 4947
// + c684 7bff 2c98 3ba4 d1c8 0000 7fff 9833 bc4f cd01 99d9 6139 fa73 3c3e c758 6659 6c61 d403 3c23 4af8 58f9 418d 3e34 3c05
// + 4894 3393 5332 78bc bbbf 3c6a 8056 f3bd 7bff 3c35 d893 70ec 345f b410 bba7 becf fc00 fc00 fc00 3c87 6069 7bff 7fff f60f
// + 7fff e9e6 7bff c809 0047 bc49 6383 6b90 597e 8001 bbab 4204 f532 dd95 b116 3c22 dccd 1ef3 7bff 8001 3bfe bcb3 7bff 3899
// + 7fff bc37 4d78 8003 5ad5 7bff 3bc5 bc54 fc00 d0d1 be2c 3b76 c797 7fff f10d 0e5c 3ca2 bb32 0047 d66e d5a1 3b2b 479f fc00
// + f40d 7bff bb22 4eaf b4d9 fc00 0070 bba4 53fc 2758 c681 b8e6 3c3d 42cf e9e9 75b2 19e8 3c53 441b b10b fc00 6292 3bad eb5e
// + 250a fc00 89a9 3ac7 45a8 cd8d d104 7fff b92d 548c 309d 7fff 0001 bc32 c587 0000 fc00 c472 3c67 3b9b fc00 4572 50cf 7fff
// + 6b2d 0001 f902 28b8 3b9c 5074 8009 6373 a10e bc00 ce5c 7bff f9ae fc00 3c1b 3a80 2f31 7268 8001 3d66 567b 0000 fc00 845c
// + bb5a 3c3a 001a 7bff 5b9b bbfb de35 8a91 7bff 0000 3c01 4461 18a8 7bff 5805 3bde 3df0 7fff 7bff a30d 3bd9 46e9 3c63 7fff
// + f220 3c21 e734 7bff f033 f90b 3bec 3c3e f3bd 74f8 8002 bc1d 4a3d 7bff 7bff c47d 3bee 6465 50a7 7bff 1870 3bda 6807 bdfa
// + 7bff 361c bbaf 4a99 62c7 755c 7fff 3c7b ec75 e45d 7bff b27a bb29 cb40 28db 3a44 9fad bc50 e49b 926b cffd d527 bc0a c194
// + 5adc 7bff 848e bbdd 3dcc fc00 d47c 3e2a bc15 442e d183 31bb 55ac 3c5e 5f49 e54e 7bff bd80 bb10 6009 b84e fc00 edd2 3c1c
// + c8d5 620e 7bff f946 3cb6 47b9 7bff 3d27 443c 3bc9 e45a 8006 fc00 9465 bb5d 4ccd 0003 b80b 2cc9 3b70 4645 8001 7bff bf70
// + bc03 d4e8 5672 7bff 4573 3b21 3ad6 fc00 f4c1 440a 3c66 ed2f f366 fc00 fc00 3b50 4388 7fff 714b 7bff 3b42 bfe6 e1de 3f5c
// + 4b8b 3c17 4ebc 58d1 f649 7bff bbfa 5d6e 4e5c cde6 7bff 7fff ddc9 c474 46f7 44c0 4a00 5724 fc00 cb07 7fff bb5f d90f a042
// + b9f3 105a 3c00 bc1f 8007 7fff 7647 3b36
// @data r_positive_inf f16 eea8 3c03 de3b d37f f87b 3a92 bbdb b46f 74bc fbff 1a5f bc96 ca86 8000 f02b ceb4 3bff cc1d fbff 4190 7fff bb76 bd0d b5bc
// + d94d 3a3d 3c5b c5f0 014d 629d fbff 3b2e d71e 5536 fbff 449c bc01 6306 cd7e fbff 3e53 bc62 4fbe 32be 4932 6020 3b46 3d7d
// + 7c00 7c00 8817 3c1c 3d19 6236 7fff b584 3bdb 4e2d 8000 d746 0019 bc1f 566e 4987 f13b 7c00 bb88 c080 8000 b85c 8011 bc2d
// + e879 43a1 dc7a 8008 bbbe eb83 b2bd 4c5b 7fff 3bec cbba 5c3d fbff cfe8 3c25 caad 95f4 52a6 7c00 3bf7 6fb7 a478 e2e0 86cf
// + 3c30 3cc9 7021 fbff e278 3c0c d058 c92d b771 9809 bc17 cda9 0485 4cdc 8138 3bec cf3e 8170 7c00 7937 3c59 3e16 801a 4a0c
// + 8006 bc1a c0d3 8002 b86a 8001 3b81 c5a7 b009 d341 0336 bc98 3f3a 7c00 fbff 94a4 bc0c 42a7 5475 f1d2 8017 7fff 549b 3853
// + b15b 815b bbd4 d295 8029 f5b5 d5df 3bec 547e 7fff 7412 9e9a 3aef 3fcc 0001 7fff 8012 3c13 bd68 7fff e7ba 7c00 bbe6 4948
// + c683 7c00 2c99 3ba5 d1c7 0001 7fff 9832 bc4e cd00 99d8 613a fa72 3c3f c757 665a 6c62 d402 3c24 4af9 58fa 418e 3e35 3c06
// + 4895 3394 5333 78bd bbbe 3c6b 8055 f3bc 7c00 3c36 d892 70ed 3460 b40f bba6 bece fbff fbff fbff 3c88 606a 7c00 7fff f60e
// + 7fff e9e5 7c00 c808 0048 bc48 6384 6b91 597f 8000 bbaa 4205 f531 dd94 b115 3c23 dccc 1ef4 7c00 8000 3bff bcb2 7c00 389a
// + 7fff bc36 4d79 8002 5ad6 7c00 3bc6 bc53 fbff d0d0 be2b 3b77 c796 7fff f10c 0e5d 3ca3 bb31 0048 d66d d5a0 3b2c 47a0 fbff
// + f40c 7c00 bb21 4eb0 b4d8 fbff 0071 bba3 53fd 2759 c680 b8e5 3c3e 42d0 e9e8 75b3 19e9 3c54 441c b10a fbff 6293 3bae eb5d
// + 250b fbff 89a8 3ac8 45a9 cd8c d104 7fff b92c 548d 309e 7fff 0002 bc31 c586 0001 fbff c471 3c68 3b9c fbff 4573 50d0 7fff
// + 6b2e 0002 f901 28b9 3b9d 5075 8008 6374 a10d bc00 ce5b 7c00 f9ad fbff 3c1c 3a81 2f32 7269 8000 3d67 567c 0001 fbff 845b
// + bb59 3c3b 001b 7c00 5b9c bbfa de34 8a90 7c00 0001 3c02 4462 18a9 7c00 5806 3bdf 3df0 7fff 7c00 a30c 3bda 46ea 3c64 7fff
// + f21f 3c22 e733 7c00 f032 f90a 3bed 3c3f f3bc 74f9 8001 bc1c 4a3e 7c00 7c00 c47c 3bef 6466 50a8 7c00 1871 3bdb 6808 bdf9
// + 7c00 361d bbae 4a9a 62c8 755d 7fff 3c7c ec74 e45c 7c00 b279 bb28 cb3f 28dc 3a45 9fac bc4f e49a 926a cffc d526 bc09 c193
// + 5add 7c00 848d bbdc 3dcd fbff d47b 3e2b bc14 442f d182 31bc 55ad 3c5f 5f4a e54d 7c00 bd7f bb0f 600a b84d fbff edd1 3c1d
// + c8d4 620f 7c00 f945 3cb7 47ba 7c00 3d28 443d 3bca e459 8005 fbff 9464 bb5c 4cce 0004 b80a 2cca 3b71 4646 8000 7c00 bf6f
// + bc02 d4e7 5673 7c00 4574 3b22 3ad7 fbff f4c0 440b 3c67 ed2e f365 fbff fbff 3b51 4389 7fff 714c 7c00 3b43 bfe5 e1dd 3f5d
// + 4b8c 3c18 4ebd 58d2 f648 7c00 bbf9 5d6f 4e5d cde5 7c00 7fff ddc8 c473 46f8 44c1 4a00 5725 fbff cb06 7fff bb5e d90e a041
// + b9f2 105b 3c01 bc1e 8006 7fff 7648 3b37
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=divf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = divf %x0, %x1 : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = divf %x0, %x1 rounding<zero> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<512xf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf16>, partition_view<tile=(512), tensor_view<512xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
