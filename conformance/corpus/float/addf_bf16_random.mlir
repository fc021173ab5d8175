// @conformance 1
// @tier full
// @family float-arith
// addf on bf16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 e125 5d06 b8bd 2c21 bcee 9349 3398 d120 e7e7 dedf fb6d 73b9 3371 a8c1 a375 3594 19c6 122e 8585 7886 e275 c7c8 fc3b 711a
// + 0c47 eebb 4209 1b7c 61f2 a562 99f8 d719 f18c 0430 0ec1 d2d8 fdf3 264e cefb f31b 7b7a 5214 b60c 8a99 0867 e130 253a 6fa3
// + 5c29 1b38 e6d6 734f 25d8 8100 ef9e 202b ed3b c2e6 cd4b 28b7 c09d f3c6 46aa 6b55 bc6b 0986 8522 c0cd 1174 76e5 3316 4686
// + 309c ec2d d4d0 5772 8758 04ff 894b 8c48 bb3b a6d3 dca3 e45d 5ce0 4aa6 6bd1 cfcf 4b81 57bb 1593 e327 4da9 3b4e 86cd 3c7a
// + f010 4b34 eb18 db27 5929 055a b2b7 4e21 9afe 9659 6ef6 d12d 859e 9599 ce58 9af6 720f 1afe 60c3 0476 5a19 d479 1e50 c302
// + 4ee1 1ee6 19df 9356 79b1 68d2 ff80 d69b 68fe 48b4 7053 6316 e787 ca85 b137 bf54 7926 06a7 48d8 b452 e80d 7bf3 cbb2 2354
// + b6ae 2989 da8d d476 b8b8 6e50 0b93 3bdb a9ff a08b 33d1 5043 f549 926a 9c36 105e 5048 d77b 51b5 c99a 093d 3ae5 c8b6 f02d
// + d50a 8e4f c71d d580 f52c c8e5 dd60 823e e79f bdc6 6133 45e7 e09a 3eb1 9a93 d8fc ad62 25af aa9b f0a1 9db3 9752 0b75 177b
// + 9bee 84b7 d09c 96ca ab5e c873 7424 58a1 cb26 bc87 671d bd83 763d d4c7 1bb0 f140 98b2 bac5 fa78 7ddb 31e7 8904 469c 7d7f
// + d77c 2643 d404 933e 573e 25d7 0c9c c1c2 997a 9293 1cfc c190 28af b22d 1e7d 9eb4 71de 8119 b879 f6ec 7a81 1c75 4269 81e3
// + 43c1 b002 c151 9d28 e737 e4e4 9f3e 3670 b980 d663 d0fb 81a8 589c 5ecd b046 f0ed 79a9 f75b ab34 df04 75ea 4de8 1e2c eac6
// + 5bd9 360e 9d9e 5c2d bac4 7511 dfef 501e b3d2 4089 b5f7 fb4b a686 261c be6c df1b 7e1b f577 8cc2 aab8 1dbb 46a5 2664 344a
// + e56b 8f95 40af 8055 8d0f d09b 008a c465 73ec f857 feb0 7bee 2eb7 67e3 bc59 af7c dce0 7154 2d0d 1d24 5718 d91b 3384 2934
// + ea2a ce7e 6c78 0380 3e80 5754 994b 57f3 c215 fb4b f288 9857 7c9d f6b3 9cb2 6192 7c17 ff75 af07 53ed 17d9 ff90 1aef ce23
// + 77da 610c 7663 b62e eb9e 0e4e 13ff dfdc 9924 03a1 23e5 0ac8 4754 c827 9c2f c37d fd37 b130 3e06 9bfc f5cc 5524 86b4 7ef7
// + eef5 90d2 9c7e 26bc ff48 accc b051 de47 a1fe 886d 7f30 7230 62bb 0637 416c 3075 7925 e4a0 1b86 3345 c063 785c 0b38 66bf
// + 29eb 9c21 2ed5 864b af68 1f0f 26eb 678a 9ff1 975a 2053 74c4 65e6 60e3 ba99 58d8 ed24 9619 35ca e394 7de2 a1cf b501 bf6e
// + b998 cff7 306c 498e 893d 34a5 46fe b5e7 a149 2093 6d09 461f 79f1 6e8b 99d0 8cd0 fe95 97cd b89f 6da7 4fe5 d39c c798 a426
// + 38f6 8f27 1343 a1e3 8599 d5fb 3a4f 7388 1eb5 6db9 80c5 6dbb 0f97 4d48 dc44 8f46 29e0 49bb ebf1 9b40 d08e 8cc2 4ee1 7d2a
// + ac1f 3ab2 3f80 73ed cdab 4ac9 2ecf 4bdb c55c 5805 01e6 b60b d0b0 56cf b934 e0f6 d074 60b0 e2c9 18fa 5ac4 4a29 f5de 7a95
// + 7769 a2e3 c7c5 f094 b727 9bfb 0c1b 1236 cec7 f13a 29a2 6126 c8f5 566f 9d66 57b2 3b6d 1a7d 796e f185 bdbb 93c6 45d5 c483
// + 876f 8522 bd88 3053 8dc2 0d07 64e4 6b34
// @data b bf16 cdcf ddeb b7e7 d427 80a9 6318 b31c cc0e 9950 0152 2bf2 7365 312a d7de 81f3 082d 99f7 1151 7a85 81cf d871 c75f f725 8fc3
// + 006c b43b c2e5 1997 9ea5 80b5 9038 d7f6 ee2c fb78 001c 8612 7d2d a31d b170 01a3 ca95 d261 31bd 74ad 8020 f48e a587 ed18
// + 244c 81ab 44b9 73c8 21e6 fe64 8146 c28e edcf bed1 b323 8095 d2ce f39c 460a 9654 005c 1dde 8580 3e8d ef3e 016e c252 46eb
// + 2d0c 1468 0136 6fe8 8718 00e6 f6d1 0034 c61d a6b0 5c1d 9b30 0014 52ee 6b88 cef9 33a7 8070 ea63 e322 cbb9 45c3 81af d754
// + 70f9 4766 1638 800c fe21 856b aed6 318e 806c dc16 6e0c 5023 7ad5 01d3 367b 9ad8 70f2 66c6 011a c08c da1b d400 e271 018f
// + dde5 1ec8 9694 ee31 8102 645e ff34 d32b 96b3 008d 3f78 e37d e35e b6a5 0166 5d8b 79a1 0290 38ab 0102 e4bf fb41 ca8e 5d4c
// + 0187 3ec0 5af0 50d8 471b 002c 24ff bb42 277f e05d 009d 4d69 f501 0d56 64a0 818b cc07 57e1 4d01 369c 00a5 a80e c84c edf7
// + abfa 819b 948a d55b f110 b89c 0004 e890 e7fc bc60 1f1b 81d7 c6f7 3e55 9752 a84e 0095 6532 2a22 ef14 e182 8004 8802 17b0
// + 96d8 7c41 00d1 1d9d ab5d c62d 8b72 815e 6521 3cbc 6295 43a6 01cf 3c86 9b61 ee6d 675a 8132 7dd3 fd98 3122 7609 80a5 5361
// + 57a2 a194 ac7a 81d3 7fc7 a508 8acb 3f8d 8172 2059 1c42 3f8b 58e2 01a7 8f5f 9ea7 f0d3 ff4b 0085 564b fa83 983f be80 81d7
// + bd32 3058 40c7 645c 00a5 563b 1f8b b59e 4613 8102 a79b 81d5 576e a296 0078 1aa0 f923 73a0 d54f 00ad ecb6 4d02 1a28 95f5
// + 81af ae07 1d19 dbd5 46f0 801c 35e1 d095 3338 4091 003c bc71 2657 a58f 4115 0146 a492 f5cc 8b30 d594 80c9 7baa a6a5 affc
// + 1baa 80ad ae38 00c1 8c6a 2e95 800c 500a 73f0 76d2 8152 8122 f0be e703 ba46 d19a 016a 64ae 2de2 9844 aa46 0058 976b a923
// + e644 b343 006c 9094 3e7d 5727 682a 0000 6d40 fb31 71ce e708 80b5 ac96 1cf8 e10a 83d6 8054 384a 5351 956f 8132 0004 139c
// + f7bf e120 8b7c 015a 54a4 8e6f 104e 202e 00e5 0266 23b1 0708 b9d8 81a3 824b c3b6 7c0d 4f16 0142 377f f573 5516 79a1 80c1
// + d85c 90a5 19bc 5984 01d3 8cd8 b0f6 59cd 5e63 015a a14b f2a9 5f10 79da 0020 8f2f f93a 61b1 e399 8156 7498 f880 8860 9a12
// + 80cd c572 aec8 02bc 5078 8000 a807 67c9 9eb9 e910 005c 29e1 65ae 5c28 c561 0030 249b 963f 334c 1dd7 8122 0d90 35b0 3c95
// + c5bf 018f 8170 4945 84d0 cc85 01cb 3e0c 2185 1f80 9285 80fd 0991 6ee4 99dc 7336 8008 e517 3825 e8f5 b066 01bb e413 a4a9
// + 3396 f16e 0197 531f 05c3 511d c68e 81ef 60ff 6d7f 00a4 9272 011a 81f8 5ceb 8b38 5731 002c fa12 9bd4 cc70 740e 8106 32e8
// + 2c95 bac9 3faa 81ab a6c7 cae9 2ed6 b3e9 81cf 248d 014a 32e4 aed5 0050 eac3 e0bd 4b07 1edb 0044 67fd daca c5b7 0b17 806c
// + f6f1 22f9 c455 0e93 016e b3f2 8c43 0f8c 325b 01ab 849a 6147 c64a aa1b 8068 8ff9 3bba 1a49 8728 012e 0cc8 933f c5d5 bc10
// + 8183 2238 3dd9 2c5d 729d 81cb ec9b ebe8
// @data r_nearest_even bf16 e125 dda8 b8f7 d427 bcee 6318 3314 d120 e7e7 dedf fb6d 7416 337c d7de a375 3594 98c4 1262 7a85 7886 e275 c81c fc3b 711a
// + 0c47 eebb c2a0 1b87 61f2 a562 99f8 d821 f18d fb78 0ec1 d2d8 fd9c 264c cefb f31b 7b7a d19a b60c 74ad 0867 f48e a4a8 6f9e
// + 5c29 1b38 e6d6 7418 25d9 fe64 ef9e c28e ee16 c2e7 cd4b 28b7 d2ce f431 46ef 6b55 bc6b 1dde 85d1 c0c4 ef3e 76e5 c252 4738
// + 309d ec2d d4d0 6fe8 87b8 0500 f6d1 8c48 c61d a742 dc29 e45d 5ce0 52ee 6c2c d007 4b81 57bb ea63 e3a4 4d9d 45c3 86cd d754
// + 70b1 4b35 eb18 db27 fe21 8388 b2b8 4e21 9afe dc16 6f1e d104 7ad5 9599 ce58 9b67 722d 66c6 60c3 c08c d700 d4bc e271 c302
// + dde5 1f57 19dd ee31 79b1 68d2 ff80 d69c 68fe 48b4 7053 e2ce e787 ca85 b137 5d8b 79f4 06a8 48d8 b452 e80e 7b92 cbd6 5d4c
// + b6ae 3ec0 5a46 d474 471b 6e50 24ff 3b74 a9f7 e05d 33d1 5047 f5a5 926a 64a0 105e 5047 5747 51b5 c99a 093d 3ae5 c90e f035
// + d50a 8e4f c71d d5ee f52d c8e5 dd60 e890 e84e bde2 6133 45e7 e09a 3f0e 9a95 d8fc ad62 6532 aa14 f0b4 e182 9752 0b73 1817
// + 9bee 7c41 d09c 1d9d abde c87e 7424 58a1 6521 3bd4 671d 43a6 763d d4c7 1afe f144 675a bac5 7dd1 7d06 321c 7609 469c 7d7f
// + 5690 2643 d404 933e 7fff 2593 0c8f c1b9 997a 2059 1d2e c187 58e2 b22d 1e7d 9f2e 71a9 ff4b b879 f6ec f780 1c74 4268 825d
// + 43c1 2fac c0db 645c e737 e4e4 1eb0 3621 4613 d663 d0fb 823e 58ba 5ecd b046 f0ed 792f f75a d54f df04 75ea 4e14 1e2d eac6
// + 5bd9 360e 9d23 5b85 46f0 7511 dfef d00c b36c 410d b5f7 fb4b a554 25a9 4111 df1b 7e1b f624 8cd8 d594 1dbb 7baa a5cc 344a
// + e56b 8f95 40af 006c 8d4a d09b 007e 500a 746e f83d feb0 7bee f0be 67a2 bc65 d19a dce0 7154 2e14 1d24 5718 d91b 3384 2788
// + ea2b ce7e 6c78 9094 3efe 57be 682a 57f3 6d40 fbbe f229 e708 7c9d f6b3 1c0c 611a 7c17 ff75 384a 542b 17d2 7fff 1aef ce23
// + 7658 dfa0 7663 b62e eb9e 8d04 1400 dfdc 9924 03be 244b 0ac9 4754 c827 9c2f c41a fd14 4f16 3e06 377f f623 559d 79a1 7ef7
// + eef5 913c 9c78 5984 ff48 accc b12f de47 5e63 886d 7f30 f222 62bc 79da 416c 3075 f7a8 e49d e399 3345 7498 f710 0b34 66bf
// + 29eb c572 2cd0 864a 5078 1f0f a7d3 682a a010 e910 2053 74c4 664a 60e3 c561 58d8 ed24 96ac 35d0 e394 7de2 a1cf 355f bf69
// + c5bf cff7 306c 49f0 893d cc85 46fe 3e0c 2082 20b3 6d09 461f 79f1 6f38 9a56 7336 fe95 e517 b819 6da7 4fe5 d39c e413 a4fc
// + 38f6 f16e 1343 531f 04a8 d5fb c68e 7388 60ff 6e1c 8021 6dbb 0f97 4d48 5c89 8f47 5731 49bb fa12 9c1a d08e 740e 4ee1 7d2a
// + 2c0b b938 4015 73ed cdab c980 2f52 4bdb c55c 5805 0226 b609 d0b0 56cf eac3 e15a d074 60b0 e2c9 67fd d840 4a29 f5de 7a95
// + 76e1 2130 c7c7 f094 b727 b3f2 8b20 123a cec7 f13a 29a2 61b6 c8fb 566f 9d66 57b2 3c18 1ae3 796e f185 bdbb 9413 0000 c483
// + 876f 2238 3d22 3054 729d 0d07 ec9b eb8e
// @data r_zero bf16 e125 dda8 b8f6 d426 bcee 6317 3314 d120 e7e7 dede fb6c 7415 337b d7de a375 3594 98c4 1262 7a84 7885 e275 c81b fc3b 7119
// + 0c47 eebb c2a0 1b87 61f1 a562 99f8 d821 f18d fb77 0ec1 d2d8 fd9c 264b cefb f31a 7b79 d19a b60b 74ac 0866 f48e a4a8 6f9e
// + 5c29 1b37 e6d5 7417 25d8 fe64 ef9e c28d ee16 c2e6 cd4b 28b6 d2ce f431 46ef 6b54 bc6a 1dde 85d1 c0c4 ef3d 76e5 c251 4738
// + 309d ec2c d4cf 6fe8 87b8 04ff f6d1 8c47 c61d a741 dc29 e45d 5ce0 52ee 6c2c d006 4b81 57ba ea62 e3a4 4d9d 45c3 86cd d753
// + 70b1 4b34 eb17 db27 fe20 8388 b2b7 4e21 9afe dc16 6f1e d104 7ad4 9598 ce57 9b67 722d 66c6 60c3 c08b d700 d4bc e270 c301
// + dde4 1f57 19dc ee31 79b0 68d2 ff80 d69c 68fd 48b4 7053 e2ce e787 ca85 b136 5d8a 79f4 06a7 48d8 b451 e80e 7b92 cbd5 5d4c
// + b6ad 3ec0 5a46 d474 471a 6e50 24ff 3b74 a9f7 e05d 33d1 5046 f5a5 9269 649f 105d 5047 5747 51b5 c999 093d 3ae4 c90e f034
// + d50a 8e4f c71d d5ed f52c c8e5 dd5f e890 e84d bde2 6133 45e6 e09a 3f0d 9a94 d8fc ad61 6532 aa14 f0b3 e182 9752 0b72 1816
// + 9bee 7c40 d09b 1d9c abdd c87d 7423 58a0 6520 3bd4 671d 43a5 763d d4c6 1afe f143 6759 bac5 7dd1 7d06 321c 7608 469b 7d7f
// + 5690 2642 d404 933e 7fff 2593 0c8f c1b9 997a 2058 1d2e c187 58e2 b22c 1e7c 9f2d 71a9 ff4b b878 f6eb f780 1c74 4268 825d
// + 43c0 2fac c0db 645b e736 e4e3 1eb0 3621 4612 d663 d0fb 823e 58b9 5ecc b045 f0ec 792f f759 d54f df03 75e9 4e14 1e2c eac6
// + 5bd8 360d 9d23 5b85 46ef 7510 dfee d00c b36c 410d b5f6 fb4b a554 25a9 4111 df1a 7e1a f623 8cd8 d594 1dba 7baa a5cc 3449
// + e56a 8f95 40ae 006c 8d49 d09a 007e 5009 746e f83c feb0 7bed f0bd 67a1 bc65 d19a dcdf 7154 2e14 1d23 5717 d91a 3383 2788
// + ea2a ce7e 6c78 9093 3efe 57bd 6829 57f3 6d3f fbbe f229 e708 7c9c f6b3 1c0c 611a 7c16 ff75 3849 542a 17d1 7fff 1aef ce22
// + 7658 dfa0 7662 b62d eb9d 8d04 1400 dfdb 9923 03bd 244b 0ac9 4753 c827 9c2f c41a fd13 4f15 3e06 377e f622 559d 79a0 7ef6
// + eef5 913b 9c78 5984 ff47 accc b12f de46 5e62 886c 7f2f f222 62bc 79da 416c 3074 f7a8 e49d e398 3344 7497 f710 0b34 66be
// + 29ea c572 2cd0 8649 5077 1f0f a7d3 6829 a00f e910 2053 74c4 664a 60e3 c561 58d8 ed23 96ac 35d0 e393 7de1 a1ce 355f bf69
// + c5bf cff6 306b 49f0 893d cc84 46fe 3e0b 2082 20b3 6d08 461e 79f1 6f37 9a56 7335 fe95 e517 b819 6da6 4fe4 d39b e413 a4fc
// + 38f6 f16e 1343 531e 04a8 d5fa c68d 7387 60ff 6e1c 8021 6dba 0f97 4d47 5c89 8f46 5731 49bb fa12 9c1a d08e 740d 4ee0 7d2a
// + 2c0b b938 4015 73ec cdab c980 2f52 4bda c55c 5805 0225 b609 d0b0 56cf eac3 e159 d073 60b0 e2c8 67fd d840 4a28 f5dd 7a94
// + 76e1 2130 c7c6 f093 b726 b3f2 8b20 123a cec6 f139 29a1 61b6 c8fb 566e 9d66 57b1 3c18 1ae3 796d f184 bdba 9412 0000 c483
// + 876f 2237 3d22 3053 729c 0d06 ec9a eb8e
// @data r_negative_inf bf16 e126 dda8 b8f7 d427 bcef 6317 3314 d121 e7e8 dedf fb6d 7415 337b d7df a376 3594 98c4 1262 7a84 7885 e276 c81c fc3c 7119
// + 0c47 eebc c2a1 1b87 61f1 a563 99f9 d822 f18e fb78 0ec1 d2d9 fd9d 264b cefc f31b 7b79 d19a b60c 74ac 0866 f48f a4a8 6f9e
// + 5c29 1b37 e6d6 7417 25d8 fe65 ef9f c28e ee17 c2e7 cd4c 28b6 d2cf f431 46ef 6b54 bc6b 1dde 85d1 c0c5 ef3e 76e5 c252 4738
// + 309d ec2d d4d0 6fe8 87b8 04ff f6d2 8c48 c61e a742 dc29 e45e 5ce0 52ee 6c2c d007 4b81 57ba ea63 e3a5 4d9d 45c3 86ce d754
// + 70b1 4b34 eb18 db28 fe21 8388 b2b8 4e21 9aff dc17 6f1e d105 7ad4 9599 ce58 9b67 722d 66c6 60c3 c08c d700 d4bd e271 c302
// + dde5 1f57 19dc ee32 79b0 68d2 ff80 d69d 68fd 48b4 7053 e2ce e788 ca86 b137 5d8a 79f4 06a7 48d8 b452 e80f 7b92 cbd6 5d4c
// + b6ae 3ec0 5a46 d475 471a 6e50 24ff 3b74 a9f8 e05e 33d1 5046 f5a5 926a 649f 105d 5047 5747 51b5 c99a 093d 3ae4 c90e f035
// + d50b 8e50 c71e d5ee f52d c8e6 dd60 e891 e84e bde2 6133 45e6 e09b 3f0d 9a95 d8fd ad62 6532 aa14 f0b4 e183 9753 0b72 1816
// + 9bef 7c40 d09c 1d9c abde c87e 7423 58a0 6520 3bd4 671d 43a5 763d d4c7 1afe f144 6759 bac6 7dd1 7d06 321c 7608 469b 7d7f
// + 5690 2642 d405 933f 7fff 2593 0c8f c1ba 997b 2058 1d2e c188 58e2 b22d 1e7c 9f2e 71a9 ff4c b879 f6ec f780 1c74 4268 825d
// + 43c0 2fac c0db 645b e737 e4e4 1eb0 3621 4612 d664 d0fc 823f 58b9 5ecc b046 f0ed 792f f75a d550 df04 75e9 4e14 1e2c eac7
// + 5bd8 360d 9d23 5b85 46ef 7510 dfef d00c b36c 410d b5f7 fb4c a554 25a9 4111 df1b 7e1a f624 8cd8 d595 1dba 7baa a5cc 3449
// + e56b 8f96 40ae 006c 8d4a d09b 007e 5009 746e f83d feb1 7bed f0be 67a1 bc66 d19b dce0 7154 2e14 1d23 5717 d91b 3383 2788
// + ea2b ce7f 6c78 9094 3efe 57bd 6829 57f3 6d3f fbbe f229 e709 7c9c f6b4 1c0c 611a 7c16 ff76 3849 542a 17d1 7fff 1aef ce23
// + 7658 dfa0 7662 b62e eb9e 8d04 1400 dfdc 9924 03bd 244b 0ac9 4753 c828 9c30 c41b fd14 4f15 3e06 377e f623 559d 79a0 7ef6
// + eef6 913c 9c79 5984 ff48 accd b130 de47 5e62 886d 7f2f f222 62bc 79da 416c 3074 f7a8 e49e e399 3344 7497 f710 0b34 66be
// + 29ea c573 2cd0 864a 5077 1f0f a7d4 6829 a010 e911 2053 74c4 664a 60e3 c562 58d8 ed24 96ac 35d0 e394 7de1 a1cf 355f bf6a
// + c5c0 cff7 306b 49f0 893e cc85 46fe 3e0b 2082 20b3 6d08 461e 79f1 6f37 9a56 7335 fe96 e518 b819 6da6 4fe4 d39c e414 a4fc
// + 38f6 f16f 1343 531e 04a8 d5fb c68e 7387 60ff 6e1c 8021 6dba 0f97 4d47 5c89 8f47 5731 49bb fa13 9c1a d08f 740d 4ee0 7d2a
// + 2c0b b938 4015 73ec cdac c980 2f52 4bda c55d 5805 0225 b60a d0b1 56cf eac4 e15a d074 60b0 e2c9 67fd d840 4a28 f5de 7a94
// + 76e1 2130 c7c7 f094 b727 b3f3 8b20 123a cec7 f13a 29a1 61b6 c8fc 566e 9d67 57b1 3c18 1ae3 796d f185 bdbb 9413 8000 c484
// + 8770 2237 3d22 3053 729c 0d06 ec9b eb8e
// @data r_positive_inf bf16 e125 dda8 b8f6 d426 bcee 6318 3314 d120 e7e7 dede fb6c 7416 337c d7de a375 3595 98c4 1263 7a85 7886 e275 c81b fc3b 711a
// + 0c48 eebb c2a0 1b88 61f2 a562 99f8 d821 f18d fb77 0ec2 d2d8 fd9c 264c cefb f31a 7b7a d19a b60b 74ad 0867 f48e a4a8 6f9f
// + 5c2a 1b38 e6d5 7418 25d9 fe64 ef9e c28d ee16 c2e6 cd4b 28b7 d2ce f431 46ef 6b55 bc6a 1ddf 85d1 c0c4 ef3d 76e6 c251 4739
// + 309e ec2c d4cf 6fe9 87b8 0500 f6d1 8c47 c61d a741 dc29 e45d 5ce1 52ef 6c2d d006 4b82 57bb ea62 e3a4 4d9e 45c4 86cd d753
// + 70b1 4b35 eb17 db27 fe20 8388 b2b7 4e22 9afe dc16 6f1e d104 7ad5 9598 ce57 9b67 722e 66c7 60c4 c08b d700 d4bc e270 c301
// + dde4 1f57 19dd ee31 79b1 68d3 ff80 d69c 68fe 48b5 7054 e2ce e787 ca85 b136 5d8b 79f4 06a8 48d9 b451 e80e 7b93 cbd5 5d4d
// + b6ad 3ec1 5a46 d474 471b 6e51 2500 3b74 a9f7 e05d 33d2 5047 f5a5 9269 64a0 105e 5048 5747 51b6 c999 093e 3ae5 c90e f034
// + d50a 8e4f c71d d5ed f52c c8e5 dd5f e890 e84d bde2 6134 45e7 e09a 3f0e 9a94 d8fc ad61 6533 aa14 f0b3 e182 9752 0b73 1817
// + 9bee 7c41 d09b 1d9d abdd c87d 7424 58a1 6521 3bd4 671e 43a6 763e d4c6 1afe f143 675a bac5 7dd2 7d06 321c 7609 469c 7d80
// + 5690 2643 d404 933e 7fff 2593 0c90 c1b9 997a 2059 1d2f c187 58e3 b22c 1e7d 9f2d 71aa ff4b b878 f6eb f780 1c75 4268 825d
// + 43c1 2fac c0db 645c e736 e4e3 1eb0 3621 4613 d663 d0fb 823e 58ba 5ecd b045 f0ec 792f f759 d54f df03 75ea 4e15 1e2d eac6
// + 5bd9 360e 9d23 5b85 46f0 7511 dfee d00c b36c 410d b5f6 fb4b a554 25a9 4112 df1a 7e1b f623 8cd8 d594 1dbb 7bab a5cc 344a
// + e56a 8f95 40af 006c 8d49 d09a 007e 500a 746e f83c feb0 7bee f0bd 67a2 bc65 d19a dcdf 7155 2e15 1d24 5718 d91a 3384 2788
// + ea2a ce7e 6c79 9093 3eff 57be 682a 57f3 6d40 fbbe f229 e708 7c9d f6b3 1c0c 611a 7c17 ff75 384a 542b 17d2 7fff 1af0 ce22
// + 7658 dfa0 7663 b62d eb9d 8d04 1401 dfdb 9923 03be 244b 0aca 4754 c827 9c2f c41a fd13 4f16 3e07 377f f622 559d 79a1 7ef7
// + eef5 913b 9c78 5985 ff47 accc b12f de46 5e63 886c 7f30 f222 62bd 79db 416d 3075 f7a8 e49d e398 3345 7498 f710 0b35 66bf
// + 29eb c572 2cd0 8649 5078 1f0f a7d3 682a a00f e910 2054 74c5 664a 60e4 c561 58d9 ed23 96ac 35d1 e393 7de2 a1ce 355f bf69
// + c5bf cff6 306c 49f1 893d cc84 46ff 3e0c 2082 20b3 6d09 461f 79f2 6f38 9a56 7336 fe95 e517 b819 6da7 4fe5 d39b e413 a4fc
// + 38f7 f16e 1344 531f 04a8 d5fa c68d 7388 6100 6e1d 8021 6dbb 0f98 4d48 5c89 8f46 5732 49bc fa12 9c1a d08e 740e 4ee1 7d2b
// + 2c0b b938 4015 73ed cdab c980 2f53 4bdb c55c 5806 0226 b609 d0b0 56d0 eac3 e159 d073 60b1 e2c8 67fe d840 4a29 f5dd 7a95
// + 76e1 2130 c7c6 f093 b726 b3f2 8b20 123b cec6 f139 29a2 61b7 c8fb 566f 9d66 57b2 3c19 1ae3 796e f184 bdba 9412 0000 c483
// + 876f 2238 3d22 3054 729d 0d07 ec9a eb8e
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=addf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = addf %x0, %x1 : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = addf %x0, %x1 rounding<zero> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
