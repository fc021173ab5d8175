// @conformance 1
// @tier full
// @family float-arith
// divf on bf16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 c642 7b09 2990 bfeb c3a6 ef0b 3111 f71e 7e84 7366 b9b3 0ce1 8a58 1e73 baa0 50f8 5c79 ccbc dcf4 c53d e7ee 4406 d17b c9c1
// + 9337 02d9 acde 08bf 7ef7 adfb 16f3 adbe bd4b 68a5 2ea7 b034 029c 4ebb 6e80 9076 35fd c6fa 5814 4907 1d5f c5fd dea2 9675
// + 150b d179 25e1 ff20 da2b 1cff 0ebf 483b a08f fc82 542c 6cfc e4ac 3c21 a7b4 7d0c 7c94 3f15 0608 e4fb 57b7 91d0 c65e fa3a
// + 967f 1c75 c6d9 c77e be43 2a85 90ea 07b3 adc2 242d 796a 58de 5440 4ab9 bf99 e300 0f04 55ea f84d 70f8 ddb5 bc2b 30c1 b30f
// + ba1f 711d 905c 5e83 d3d8 fa09 8b55 7220 228c a5c0 b855 2165 83cd 3f87 7359 dc71 26ea 3395 e368 aaad 20e0 b5d1 5d9e 7b58
// + 539a 07cc 33ed e08c a93c cbcb 1e93 efbe a874 b179 66fe e7fd be79 7895 5c2e 2bac 888e e0b5 6837 e10c 34f4 9c30 e2f4 eaeb
// + cf0e ff34 a177 6e73 5f76 9515 8132 e8c5 43e9 def7 015d 58fe 8580 4bba 8a44 e646 80c3 6eb3 f28e 3791 7d80 bedc 86a0 9507
// + d111 a8d4 4454 2d9f d310 46b8 6c77 4fc9 da88 da24 8cfc c4f9 0218 3fdd 265e f5b7 711d 7b83 c6fb c394 29fd acb4 198f 3d30
// + e29a af81 a8ac 9d91 c3ba 2f64 79e9 00cf 8bd6 6e8d 7143 331c 47bf 1f41 19b2 df0a 3d03 997c 8fd0 a2f8 96aa a703 ae02 9dc7
// + 62d0 fa9f fc5d 91fe 7ae1 50ac 5373 2a28 bd3c 9664 60cb 77d2 4ab6 f491 43a6 8862 01a5 8999 3e11 9696 3301 7285 8dc2 c484
// + 1a98 84e6 71a5 cabd a367 110e 3ed9 6c1b 0485 1e88 6b51 df25 b877 d598 da66 31b4 5f94 5ff9 a86f 6409 0329 a5b8 638d bc8d
// + 199a 761a dc24 c2da 6f39 67a5 3249 b418 6c66 961f 903b 041b dac1 0f3a 2120 cfcf 6587 07dc 8027 534f 3a7f ef90 328d 1b79
// + b3ba cd20 e930 88d2 9215 d8b7 0843 a640 3471 4253 077e 6895 f3a7 6a71 f0f7 ee4a c4c1 b4f4 9304 2b77 bd30 2d76 d200 02e2
// + 0aa9 e21c 9de6 c646 9261 c7b8 06dc 47ec bcb7 e38b bf41 0377 38aa 67ea 9aac 96d2 7d24 6503 4c43 3e54 8a95 3042 20f7 3ad5
// + 0864 065b 5981 27d5 cffe aa6e e81e 7f99 57fd 0e98 d964 8f97 18c8 3239 7307 5698 01a8 8a79 9b97 d531 168a 8b40 daa5 b0c0
// + 41d7 ea75 807c a115 578a eeb3 8fc4 c1c2 64fa 5f0c 61e2 ef80 e658 a14b 7a3c a05d 3e4d 4615 26cd b20f f797 416f 74f0 886d
// + f0ab c3fe 4f06 44d5 b0de 9b0b 93f6 9bfd a5d9 07d4 652d f01c 7c84 e8ba bca2 be89 87e7 2972 b27d 54fc 6556 8884 bedd 3a5e
// + 8080 25ab 31ac ab12 16ff 8ec3 a94c 6fb4 dd4d fafe 3e29 eab6 5f25 32ef 144a 8b93 c415 8718 ebb1 3f4b 021e bd66 0ced d076
// + 8f0b 0873 137b c3e1 6bed 71a2 4f2a 31df 8391 ea1c c83e d4a6 fd14 0fdd 0d4f 5ba9 0c83 5139 8ffa f1fb 7183 e137 d526 715f
// + d419 c682 6d25 2efd 5919 cd7b edaf 8c98 bc39 e9c5 41db a7f9 f70f 1061 0503 d784 c61e 7dd4 b4c7 b1bf 7663 cf7e dbb5 95a8
// + b596 faa5 5dea 6e4c 9e98 e2bc 59fe dad4 6a59 bd9c eea7 e75e 05ea 1cb7 51b1 197c fad4 2192 1ed2 e1cf c5e1 0c2b 2f7f ddda
// + cbb7 7961 b3c1 c9fb 8890 571b 91fa fbe4
// @data b bf16 b6cc 7bd0 a9ce 41fe 0078 0e69 31c9 75c5 0189 01ef b733 8c1d 05f0 e33c 8008 7888 dc5c c80f 22f8 0126 fe4c c4af 4da5 b6a2
// + 810e b8b1 2c12 081f 01dd 0116 f71d 2d94 3ca9 96b0 0089 c25a 8217 4a72 121d 0197 5174 4692 d30a 37ca 81a3 3d53 de79 158a
// + ec78 8068 d2fa ff0f d809 e450 00c9 e07e 208b faf9 ad5b 009d b636 3ca8 2477 0405 0136 fc1d 86a5 6217 294d 00c1 8ae6 7a07
// + 932c 63a8 0048 5884 be16 a90a eefc 8193 70ee a466 f643 a83c 8106 bc18 3fcf 5e2a f23c 810a 57af f006 5cb1 431b 818f c911
// + 3a62 6e6c 712c 0028 8414 7abf 0a22 0dc3 0193 3a7d b845 1e3a 7cc6 016e 899b 5c41 26c0 cc57 0095 55ff 2059 336e a34a 0112
// + 3b41 87a7 33b1 1f4f 00f9 7e61 9e45 eb36 57a0 8020 ca0a e70c bd94 0814 80f1 db23 88a4 dc32 1783 8078 d515 9cb9 6047 1618
// + 810a 83d8 2113 e94b a0a9 0166 9894 e82b 408c 20e6 018f 5503 05c6 c913 f775 80c1 771e 6e42 7210 47d5 8018 3989 0685 1240
// + b053 017a 89fc 2d9d d0e7 3955 814e 4437 5a4c 5508 f4b5 80f5 bebb 3fe7 25d7 0a8e 8085 dc6d c63b 4300 5767 8074 3ff2 3dc5
// + e1e3 5101 00ed 6d8d c3ea 2ec8 8664 806c f427 ee72 6c86 4c85 80e9 4443 9944 dcc1 4416 81f3 f5c4 a2da 925f 5800 0028 d41a
// + 62be 7951 84f9 019b 1e12 50b0 519d d748 01f3 a234 e099 7336 b572 8010 b446 08a2 008b 75c1 0070 b721 b37a f063 72a6 81bb
// + e130 041b f1e1 b552 81cb d933 3eaa 6af1 7c59 8102 db3d 5f88 b33e 2aae 0058 dfcf 5f85 5ecb d824 00e5 6482 25b2 dfe9 c330
// + 8106 0687 5cf7 3fda 90e1 0064 0ef8 b495 68e4 69ae 00a1 6840 dab5 8ba0 5fa1 8166 a9bf 07f8 8087 ad5d 0142 7acb b259 1816
// + cd80 812e 198a 886b 0d14 2774 00ed fd53 b4a1 bdbf 7a5b 817a cd4b 6a7c 6f89 92d8 80fd 1d39 1309 2851 4446 80dd e3e8 0285
// + 8980 1e07 00e5 02ef 1222 46b4 fa6e 8081 2001 63bd 3f63 fe5a 00ad 8cfc 1ac0 96d0 0445 80ad fcc2 be81 0870 50d6 0183 5e6d
// + 88f5 81b5 a634 000c 0540 aa96 67c9 816f 00f1 86e4 59d9 0ff4 e71a 018f 5299 d66b 0087 7649 011a 4067 16f1 8a4e a563 801c
// + 089e 6a4a 80c9 5fa7 01d7 2580 0f95 40ad 9c3a 0106 b99f 6f87 6135 5f92 810e 0d8f 3e31 c316 5887 0172 356c c16f 7442 f7b1
// + 012e 4381 4fb5 40be 5031 80d5 3470 9bf2 2395 7834 80a1 e2d8 fcd4 e56d c48d 8040 8b0d 29b8 3053 2b8c 0106 1ff5 be6e 38a5
// + 7f07 81a7 d5b4 2be1 93f7 f0e6 00d5 aedc dda4 f5d3 c1d9 00c9 db9a 32a8 8f0d f516 019b 75c2 6b40 bdd5 7d0b 81df 7f86 5017
// + 8b12 7803 807c c016 ebae 70c2 311e 0132 b833 6ae2 c3a5 ab99 811e 3a19 8d2c 58e3 f429 81af 1dbc f1d3 ee06 a04e 01cb a654
// + 5467 43a1 93ec 01ef 996a cd37 ea5a f3ef 0000 33cb 411e 259d 08b9 010a 24c0 5753 4351 0380 81ff 55ad f648 cba1 a59b 8008
// + 1ba0 fa2e 5899 1330 80a1 69fa 594f d8e2 16e7 00dd bdcb e779 01d3 e2d2 01ef 4ccb fa8a 1e68 61da 813a 2c54 0cc9 2bde a37d
// + 80f9 de68 33f9 45b6 f7fd 0040 75d2 fb32
// @data r_nearest_even bf16 4ef3 3ea9 bf33 bd6d ff80 ff80 3eb9 c0cd 7f80 7f80 4200 c037 c3e6 8000 7ba0 17e9 bf91 4428 f97c ff80 2915 bec4 c343 5298
// + 51a5 899d c043 401a 7f80 ec56 8000 bfa4 c01a ff80 6d9c 2d53 c004 43c6 7f80 ce51 2405 bfdb c489 50ab db2f c819 3fa7 c063
// + 8000 7f80 9266 3f8f 41a0 8000 4d73 a73c bf84 4106 e649 7f80 6df2 3ef5 c2bb 7f80 7f80 8273 bed3 c255 6de5 d08a 7af7 bfb0
// + 42be 0000 ff80 ae76 3fa6 c0f7 0000 c59c 8000 bf41 c29a f017 ff80 ce1c bf3d c441 8000 ff80 e016 c06d c083 b88d eead 297c
// + bf34 422a 8000 7f80 7f80 beb8 c0a8 7f80 6074 aac2 3f8a 429e 8000 7d91 ff80 bfa0 3f9c a6b1 ff80 942e 4004 c1e1 f9c8 7f80
// + 57cc bf9c 3fab ff80 e7c1 8ce7 bfbf 4406 9043 7179 dc6c 4067 4057 7f80 ff80 9007 3f5e 4402 7f80 7f80 9f52 3ef4 c21d ff80
// + 7f80 7f80 bfd7 c499 fe3a d326 281a 4013 42d5 fd89 3f46 4378 bf25 c222 0000 7f80 8000 3fec bffc 2f2e ff80 c4ce bf9a c234
// + 6030 e6d9 f9d7 3f82 41a0 4cdd ff80 4b0d bfab c49a 0000 7f80 82d0 3f75 4004 ff80 ff80 de8e 402c c014 120c 6bc7 1917 3ee5
// + 402e 9e00 e73a 8000 3f4b 4012 ff80 bff5 0000 bf95 443a 2616 ff80 1a7d bfe8 41b7 3860 5705 0000 3f92 43c3 8e83 edd0 0925
// + 3f8c c0c3 7f80 cfd2 7f80 3f7a 4146 9257 fac6 33a2 bfaa 4414 d4c1 7f80 ced7 bf33 4098 8000 7d26 1eef bf04 c196 8000 7f80
// + 8000 c03e bf3c 54e6 6112 8000 3fa3 40a5 0000 dd06 cf8e bf1b 44a6 ea60 ff80 915f 3f8e 409d 0fbb 7f80 0000 bf84 c31b 38cd
// + d813 7f80 beaa c280 ff80 7f80 62cf 3f03 4301 8000 cf15 0000 3f88 c315 00fe 7f80 fb35 3f63 3e94 e570 78a8 b436 bfa6 42d4
// + 25ba 7f80 ff80 3fe5 c481 f0c0 46d3 0000 bf40 c40d 0000 ff80 65d3 3f75 c0e7 7f80 7f80 d729 bf77 4297 b864 ec0e 2d8d 3fda
// + c0a9 ff80 dc81 ff80 bfb2 c083 8000 ff80 dc36 bf3c bf5a 8000 777c ff80 bf65 3f81 7f80 ff80 8f01 bf52 c19f 1ee8 5ef1 1be6
// + beee c41b f2b7 688e ff80 3f4b bfc9 7fff 7f80 c72b bf06 bf1e 8000 7026 5fe2 bfa6 409f 8000 d9fb d444 3f13 406f 74ba 70db
// + 78ae bf9b 3f1e 80e4 7f80 ff80 bfa8 c090 ff80 7f80 e7b6 bf73 c499 8132 ff80 d246 3f94 c27e 0dc2 f017 ff80 bf80 401e 0000
// + ff80 bffc 3ebe 438f a021 59a7 9f03 3f86 c1ba 0000 ff80 4cb9 bf1f 42c9 3793 7e09 3c52 3f28 c199 68e6 7f80 a80a 3fee 412c
// + 8000 e383 9b75 bea6 c284 0000 e7f5 ff80 3f20 449a bbc7 ff80 c309 3fb6 c4b7 0000 ff80 8000 bfec c0f4 0000 7b04 7fff bfd1
// + 4374 0000 d282 4340 bfae 4056 5d8a 7020 0acf beb1 4413 688b 7f80 1539 bf9a 423f 8000 ff80 b1aa 3f98 c2fa 7f80 ff80 ff80
// + bf2a c24f ff80 6c87 ff27 3fb0 42ce 0000 ff80 f578 4031 c1cb ff80 4ed1 1faf bfa0 c242 7f80 7248 9b8d bf91 434a 7595 56a8
// + d970 3ff3 44c4 7f80 5d72 b841 401d 4170 7f80 fc35 7053 3f64 438e 8000 7f80 0c1f 3fc5 42a1 0000 7f80 d908 3eda 4313 79dd
// + 7f80 da78 bf46 c3b1 0000 7f80 8000 4024
// @data r_zero bf16 4ef3 3ea8 bf32 bd6c ff7f ff7f 3eb8 c0cd 7f7f 7f7f 4200 c037 c3e6 8000 7ba0 17e9 bf90 4428 f97b ff7f 2915 bec4 c342 5298
// + 51a4 899c c042 4019 7f7f ec56 8000 bfa4 c019 ff7f 6d9c 2d53 c004 43c5 7f7f ce50 2404 bfdb c489 50ab db2f c819 3fa6 c063
// + 8000 7f7f 9266 3f8f 419f 8000 4d73 a73c bf83 4105 e649 7f7f 6df1 3ef5 c2ba 7f7f 7f7f 8272 bed3 c254 6de4 d089 7af7 bfb0
// + 42bd 0000 ff7f ae76 3fa6 c0f6 0000 c59b 8000 bf40 c299 f017 ff7f ce1b bf3d c440 8000 ff7f e015 c06c c082 b88d eeac 297c
// + bf34 422a 8000 7f7f 7f7f beb7 c0a8 7f7f 6073 aac2 3f8a 429d 8000 7d91 ff7f bf9f 3f9c a6b1 ff7f 942d 4004 c1e0 f9c8 7f7f
// + 57cc bf9c 3fab ff7f e7c1 8ce6 bfbf 4405 9043 7179 dc6b 4067 4057 7f7f ff7f 9007 3f5d 4402 7f7f 7f7f 9f51 3ef3 c21c ff7f
// + 7f7f 7f7f bfd7 c499 fe3a d325 2819 4013 42d5 fd89 3f45 4378 bf25 c221 0000 7f7f 8000 3fec bffc 2f2e ff7f c4cd bf99 c234
// + 602f e6d9 f9d7 3f81 419f 4cdd ff7f 4b0c bfaa c49a 0000 7f7f 82d0 3f74 4004 ff7f ff7f de8d 402b c014 120c 6bc6 1917 3ee4
// + 402d 9e00 e739 8000 3f4b 4011 ff7f bff5 0000 bf95 443a 2616 ff7f 1a7d bfe8 41b7 385f 5704 0000 3f91 43c3 8e83 edd0 0925
// + 3f8c c0c2 7f7f cfd1 7f7f 3f7a 4146 9257 fac6 33a2 bfa9 4413 d4c0 7f7f ced6 bf32 4097 8000 7d25 1eee bf04 c195 8000 7f7f
// + 8000 c03d bf3b 54e6 6111 8000 3fa3 40a4 0000 dd05 cf8d bf1b 44a6 ea5f ff7f 915e 3f8e 409d 0fba 7f7f 0000 bf84 c31a 38cd
// + d813 7f7f bea9 c280 ff7f 7f7f 62cf 3f02 4301 8000 cf14 0000 3f88 c314 00fe 7f7f fb34 3f63 3e93 e56f 78a8 b435 bfa6 42d4
// + 25ba 7f7f ff7f 3fe4 c480 f0c0 46d2 0000 bf3f c40d 0000 ff7f 65d2 3f74 c0e6 7f7f 7f7f d728 bf76 4297 b863 ec0e 2d8d 3fd9
// + c0a9 ff7f dc80 ff7f bfb1 c082 8000 ff7f dc35 bf3c bf59 8000 777b ff7f bf65 3f81 7f7f ff7f 8f00 bf52 c19e 1ee8 5ef1 1be6
// + beee c41a f2b7 688e ff7f 3f4b bfc9 7fff 7f7f c72a bf06 bf1e 8000 7025 5fe1 bfa5 409f 8000 d9fb d444 3f12 406e 74ba 70db
// + 78ae bf9b 3f1d 80e4 7f7f ff7f bfa8 c08f ff7f 7f7f e7b5 bf72 c498 8131 ff7f d245 3f94 c27e 0dc2 f017 ff7f bf80 401e 0000
// + ff7f bffc 3ebd 438f a020 59a7 9f03 3f85 c1ba 0000 ff7f 4cb8 bf1f 42c8 3793 7e09 3c51 3f28 c199 68e6 7f7f a809 3fed 412c
// + 8000 e383 9b74 bea6 c284 0000 e7f5 ff7f 3f20 449a bbc7 ff7f c309 3fb6 c4b7 0000 ff7f 8000 bfec c0f3 0000 7b04 7fff bfd0
// + 4373 0000 d281 4340 bfae 4055 5d89 7020 0acf beb0 4413 688a 7f7f 1538 bf9a 423e 8000 ff7f b1aa 3f98 c2fa 7f7f ff7f ff7f
// + bf29 c24e ff7f 6c87 ff27 3faf 42cd 0000 ff80 f578 4031 c1cb ff7f 4ed0 1fae bfa0 c241 7f7f 7247 9b8d bf91 4349 7595 56a8
// + d970 3ff2 44c3 7f7f 5d71 b840 401d 4170 7f7f fc34 7052 3f64 438d 8000 7f7f 0c1e 3fc4 42a1 0000 7f7f d907 3ed9 4313 79dc
// + 7f7f da78 bf46 c3b0 0000 7f7f 8000 4023
// @data r_negative_inf bf16 4ef3 3ea8 bf33 bd6d ff80 ff80 3eb8 c0ce 7f7f 7f7f 4200 c038 c3e7 8001 7ba0 17e9 bf91 4428 f97c ff80 2915 bec5 c343 5298
// + 51a4 899d c043 4019 7f7f ec57 8001 bfa5 c01a ff80 6d9c 2d53 c005 43c5 7f7f ce51 2404 bfdc c48a 50ab db30 c81a 3fa6 c064
// + 8001 7f7f 9267 3f8f 419f 8001 4d73 a73d bf84 4105 e64a 7f7f 6df1 3ef5 c2bb 7f7f 7f7f 8273 bed4 c255 6de4 d08a 7af7 bfb1
// + 42bd 0000 ff80 ae77 3fa6 c0f7 0000 c59c 8001 bf41 c29a f018 ff80 ce1c bf3e c441 8001 ff80 e016 c06d c083 b88e eead 297c
// + bf35 422a 8001 7f7f 7f7f beb8 c0a9 7f7f 6073 aac3 3f8a 429d 8001 7d91 ff80 bfa0 3f9c a6b2 ff80 942e 4004 c1e1 f9c9 7f7f
// + 57cc bf9d 3fab ff80 e7c2 8ce7 bfc0 4405 9044 7179 dc6c 4067 4057 7f7f ff80 9008 3f5d 4402 7f7f 7f7f 9f52 3ef3 c21d ff80
// + 7f7f 7f7f bfd8 c49a fe3b d326 2819 4013 42d5 fd8a 3f45 4378 bf26 c222 0000 7f7f 8001 3fec bffd 2f2e ff80 c4ce bf9a c234
// + 602f e6da f9d8 3f81 419f 4cdd ff80 4b0c bfab c49b 0000 7f7f 82d1 3f74 4004 ff80 ff80 de8e 402b c014 120c 6bc6 1917 3ee4
// + 402d 9e00 e73a 8001 3f4b 4011 ff80 bff6 0000 bf96 443a 2616 ff80 1a7d bfe9 41b7 385f 5704 0000 3f91 43c3 8e83 edd0 0925
// + 3f8c c0c3 7f7f cfd2 7f7f 3f7a 4146 9258 fac7 33a2 bfaa 4413 d4c1 7f7f ced7 bf33 4097 8001 7d25 1eee bf05 c196 8001 7f7f
// + 8001 c03e bf3c 54e6 6111 8001 3fa3 40a4 0000 dd06 cf8e bf1c 44a6 ea60 ff80 915f 3f8e 409d 0fba 7f7f 0000 bf85 c31b 38cd
// + d814 7f7f beaa c280 ff80 7f7f 62cf 3f02 4301 8001 cf15 0000 3f88 c315 00fe 7f7f fb35 3f63 3e93 e570 78a8 b436 bfa7 42d4
// + 25ba 7f7f ff80 3fe4 c481 f0c0 46d2 0000 bf40 c40e 0000 ff80 65d2 3f74 c0e7 7f7f 7f7f d729 bf77 4297 b864 ec0f 2d8d 3fd9
// + c0a9 ff80 dc81 ff80 bfb2 c083 8001 ff80 dc36 bf3d bf5a 8001 777b ff80 bf66 3f81 7f7f ff80 8f01 bf53 c19f 1ee8 5ef1 1be6
// + beef c41b f2b8 688e ff80 3f4b bfca 7fff 7f7f c72b bf07 bf1f 8001 7025 5fe1 bfa6 409f 8001 d9fc d445 3f12 406e 74ba 70db
// + 78ae bf9c 3f1d 80e5 7f7f ff80 bfa9 c090 ff80 7f7f e7b6 bf73 c499 8132 ff80 d246 3f94 c27f 0dc2 f018 ff80 bf80 401e 0000
// + ff80 bffd 3ebd 438f a021 59a7 9f04 3f85 c1bb 0000 ff80 4cb8 bf20 42c8 3793 7e09 3c51 3f28 c19a 68e6 7f7f a80a 3fed 412c
// + 8001 e384 9b75 bea7 c285 0000 e7f6 ff80 3f20 449a bbc8 ff80 c30a 3fb6 c4b8 0000 ff80 8001 bfec c0f4 0000 7b04 7fff bfd1
// + 4373 0000 d282 4340 bfaf 4055 5d89 7020 0acf beb1 4413 688a 7f7f 1538 bf9b 423e 8001 ff80 b1ab 3f98 c2fb 7f7f ff80 ff80
// + bf2a c24f ff80 6c87 ff28 3faf 42cd 0000 ff80 f579 4031 c1cc ff80 4ed0 1fae bfa1 c242 7f7f 7247 9b8e bf92 4349 7595 56a8
// + d970 3ff2 44c3 7f7f 5d71 b841 401d 4170 7f7f fc35 7052 3f64 438d 8001 7f7f 0c1e 3fc4 42a1 0000 7f7f d908 3ed9 4313 79dc
// + 7f7f da79 bf47 c3b1 0000 7f7f 8001 4023
// @data r_positive_inf bf16 4ef4 3ea9 bf32 bd6c ff7f ff7f 3eb9 c0cd 7f80 7f80 4200 c037 c3e6 8000 7ba0 17ea bf90 4429 f97b ff7f 2916 bec4 c342 5299
// + 51a5 899c c042 401a 7f80 ec56 8000 bfa4 c019 ff7f 6d9d 2d54 c004 43c6 7f80 ce50 2405 bfdb c489 50ac db2f c819 3fa7 c063
// + 8000 7f80 9266 3f90 41a0 8000 4d74 a73c bf83 4106 e649 7f80 6df2 3ef6 c2ba 7f80 7f80 8272 bed3 c254 6de5 d089 7af8 bfb0
// + 42be 0001 ff7f ae76 3fa7 c0f6 0001 c59b 8000 bf40 c299 f017 ff7f ce1b bf3d c440 8000 ff7f e015 c06c c082 b88d eeac 297d
// + bf34 422b 8000 7f80 7f80 beb7 c0a8 7f80 6074 aac2 3f8b 429e 8000 7d92 ff7f bf9f 3f9c a6b1 ff7f 942d 4005 c1e0 f9c8 7f80
// + 57cd bf9c 3fac ff7f e7c1 8ce6 bfbf 4406 9043 7179 dc6b 4068 4058 7f80 ff7f 9007 3f5e 4403 7f80 7f80 9f51 3ef4 c21c ff7f
// + 7f80 7f80 bfd7 c499 fe3a d325 281a 4014 42d6 fd89 3f46 4379 bf25 c221 0001 7f80 8000 3fed bffc 2f2f ff7f c4cd bf99 c234
// + 6030 e6d9 f9d7 3f82 41a0 4cde ff7f 4b0d bfaa c49a 0001 7f80 82d0 3f75 4005 ff7f ff7f de8d 402c c014 120d 6bc7 1918 3ee5
// + 402e 9e00 e739 8000 3f4c 4012 ff7f bff5 0001 bf95 443b 2617 ff7f 1a7e bfe8 41b8 3860 5705 0001 3f92 43c4 8e83 edd0 0926
// + 3f8d c0c2 7f80 cfd1 7f80 3f7b 4147 9257 fac6 33a3 bfa9 4414 d4c0 7f80 ced6 bf32 4098 8000 7d26 1eef bf04 c195 8000 7f80
// + 8000 c03d bf3b 54e7 6112 8000 3fa4 40a5 0001 dd05 cf8d bf1b 44a7 ea5f ff7f 915e 3f8f 409e 0fbb 7f80 0001 bf84 c31a 38ce
// + d813 7f80 bea9 c280 ff7f 7f80 62d0 3f03 4302 8000 cf14 0001 3f89 c314 00ff 7f80 fb34 3f64 3e94 e56f 78a9 b435 bfa6 42d5
// + 25ba 7f80 ff7f 3fe5 c480 f0c0 46d3 0001 bf3f c40d 0001 ff7f 65d3 3f75 c0e6 7f80 7f80 d728 bf76 4298 b863 ec0e 2d8e 3fda
// + c0a9 ff7f dc80 ff7f bfb1 c082 8000 ff7f dc35 bf3c bf59 8000 777c ff7f bf65 3f82 7f80 ff7f 8f00 bf52 c19e 1ee9 5ef2 1be7
// + beee c41a f2b7 688e ff7f 3f4c bfc9 7fff 7f80 c72a bf06 bf1e 8000 7026 5fe2 bfa5 40a0 8000 d9fb d444 3f13 406f 74bb 70dc
// + 78af bf9b 3f1e 80e4 7f80 ff7f bfa8 c08f ff7f 7f80 e7b5 bf72 c498 8131 ff7f d245 3f95 c27e 0dc3 f017 ff7f bf80 401f 0001
// + ff7f bffc 3ebe 4390 a020 59a8 9f03 3f86 c1ba 0001 ff7f 4cb9 bf1f 42c9 3794 7e09 3c52 3f29 c199 68e7 7f80 a809 3fee 412d
// + 8000 e383 9b74 bea6 c284 0001 e7f5 ff7f 3f20 449b bbc7 ff7f c309 3fb7 c4b7 0001 ff7f 8000 bfec c0f3 0001 7b05 7fff bfd0
// + 4374 0001 d281 4340 bfae 4056 5d8a 7021 0ad0 beb0 4414 688b 7f80 1539 bf9a 423f 8000 ff7f b1aa 3f99 c2fa 7f80 ff7f ff7f
// + bf29 c24e ff7f 6c88 ff27 3fb0 42ce 0001 ff80 f578 4032 c1cb ff7f 4ed1 1faf bfa0 c241 7f80 7248 9b8d bf91 434a 7596 56a8
// + d970 3ff3 44c4 7f80 5d72 b840 401e 4171 7f80 fc34 7053 3f65 438e 8000 7f80 0c1f 3fc5 42a2 0001 7f80 d907 3eda 4314 79dd
// + 7f80 da78 bf46 c3b0 0001 7f80 8000 4024
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=divf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = divf %x0, %x1 : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = divf %x0, %x1 rounding<zero> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
