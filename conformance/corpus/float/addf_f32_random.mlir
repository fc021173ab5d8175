// @conformance 1
// @tier full
// @family float-arith
// addf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 459b0edc 832b5523 a782226f cedcd2ab 2af909e4 98fe614c 3b0db882 74c0ab78 26f684b6 771d0877 adf98773 a651efb5 dffc080f 9d96e09d b497f977 12d585bd
// + 5d09c10c 782a1f5c b2ec893d 7e205c65 aeeb7e6d c29949ca cb0524d4 af548c3c 22df85c2 c591c12d fc4ac929 b4053c4d 922c7bfd 74f01cac a11079f4 1b8930b3
// + 3d8cc854 2b3dc006 d127758d fd752ff6 759bd3b6 6f7d8e5f 542e9bdd d246f67a 674bd743 9c93b46f eeb0501a be44d92c 4e4d6562 efa3ae48 a0ed67f2 47d6d70f
// + b5b5f40a 48b59974 5047fa88 dd057fd8 189c80b0 a5cc0b9b 237d07b7 6d47096b 848fbe50 a89dfed1 56c73063 e8fceb05 52b07165 3ffd12ff f9318e31 54fd8081
// + 73cfd479 02dc257a baed967f 3f8cd369 c1c53c22 26fa20e4 20b1abdf 8c2c2d34 45dc6ee5 4ce7ff60 c31f19d6 20e8adb3 c6580857 ec78f0ec fb579cfb 9d2e188a
// + 4e98b057 708eec86 e0b9a962 36fa9093 b7758629 9b9b0af6 52bb0752 9d05fee7 dd73c01d 31234a50 e4137567 375f71e4 a6622e5b 677efd52 82bd23b0 57c358c0
// + a276f449 b362ff95 17b798e8 85c9817f b711233b fb1d80c5 4d76cf21 868c5f74 1801fa48 4637c6ca 0f16126e a8eba890 d8ef3289 f3bc9659 77724a08 7fa96ea1
// + 7ef03499 804d084f 76fade87 128c07b5 9c55b1a8 988ad1ec 9be5c4c2 9f436ea5 db397c32 f8f7a5f7 5ea4afba 03fc7d6e 56711843 27432464 578da791 2ad2940e
// + b5ec2b53 d3275d70 e7114ac6 9e63fd7e 9dde8457 33d22cf6 a9b1b8a0 788e8712 1436f296 02c5d8c5 4bfa82ff c3a92f71 d0d229a8 20f191fa 43d7719f 3a16488a
// + 010344fe 20c99768 b7e2f955 b5762a3c ed8abbb8 a1113de6 460d4be8 4ecc0f6d f8123336 4c8ac7ed a6002a80 1c44b5a2 e4a7d147 0f79bb25 41089d54 b1485218
// + e2e0fdf2 ce9307b8 79ba194d 10897b50 04e301eb 5994d4b9 6a4afb0b 477869aa bd6e2573 e6687928 5bc6d6de e82d09ea 0bb13bb7 35c2ba80 8072a157 730fd5e7
// + 7412d001 94cfc36a dee89cab 7726481a 7b8468e3 46aa0f76 fea7b6c4 2b50a06a 490777bc 55578ec1 9776f5cf 4c1253ce 4af1c8c9 f37cc85e e7a8630c 653c120a
// + 0c9fbac2 e22b9707 abb1106a edd6479a 653255f1 6e5378b8 4c3d2e34 228850f0 145c2255 956c0ee8 7c399c52 49f968ee ebd55183 fcab8269 a5902fa7 1cb9322e
// + 636bbef6 46ff32cb 86332d97 2f7b55d2 1c1c2f20 adcb471a 9afe6d78 75a36e07 13012118 92618001 84894137 3f360932 58f9b11b f1b8b1c4 1cbaffee 3474789b
// + 5c04c022 5c4530d7 952f34fd fcfb8e16 acc5a79d da515b54 1e45097b 89f2068d 0df20a1d 9024d138 0cc24c68 0dcab09f d474b630 a00c4748 52e0b2d2 1c4463d2
// + e441e95e 44d3baf4 6849c1a5 23f84b7f f5427e40 865f13f8 e872fc7f b3da66f9 4f430459 70a0fc78 f1aa8a83 903834ba 0b32d49d 7d411ba8 c46cf9bb f91c73f8
// @data b f32 fdde81c7 832b5577 20270656 3259fafc 00c3c97d 33aba898 bb0db808 6de9aa01 5abb4e15 00eb4ddd 7b6bfe54 a651efe9 df856c15 e2254dcb 00329f30 834074cc
// + 5d09c146 f69f7d3e 4d81b2ce 019f675b 52cbe178 429949ac 44c95541 d1334997 804ab404 5b005cd2 fc4ac9fe aa138f07 6edad5d3 816da5b6 924dd110 1b893086
// + 3de107e5 d5e64bef 01f073d3 00fcea8a 759bd359 62ed0b87 2d67b2f2 807e6618 8e9ceef4 1c93b421 6283fe96 43158bdb 01fc133f 6054175d a0ed67e3 bc4c1066
// + 49a90563 01f10c0f 29aef170 5d057fb0 907197ba dacecb9d 01a4916b 5fdcff7e 048fbe75 a86d0435 2968a5e4 802e9cc0 6a519d93 bffd12fe ef77eb19 2bf00668
// + 803afedc 393d7eba baed9668 bdbc8737 bdc6ad8e 0180e963 8723e626 8c2c2d09 3bd9b078 33ecf439 80857ae1 1cf0a2bf 46580861 e5aa6deb 0453b473 81c7850f
// + 77ece89f f08eec6e dd6e43a2 ca080b58 003e8a98 a02e07ca 52bb071f 15a2a4fc a236cab5 81f8192f 4a77a7fc 375f71bc 9ebe8536 98abfc78 81d88b57 ac244d94
// + 2276f4ea a8fc5722 69f9fbcf 0063d320 92416df2 7b1d804b 4cb898a6 796063c0 01def4bb 4ec1f1ff 0f16124d a6cdc2f8 28e15852 8176e686 969fb5f8 ffa96eb3
// + 7b79e136 ff190958 81125d42 be0370b4 9c55b186 0c97e385 e3b9f1cd 01919997 0cd1b690 78f7a5f6 d33c4151 fbc913a4 813168b6 0a497d99 578da79b 2003fc21
// + 4b431504 810d6e1e d9d5bf24 1e63fd38 9d5c1426 cd4c9bea 0083d059 153c0a10 9436f2e0 00ef259b b52839fd 01b7b2bf 50b774f4 20f191a6 3997ac82 c752f63c
// + 006259d4 ebafb0e3 37e2f933 ac34732b 13c3ecea 017dec96 62ddc158 cecc0f23 6b0a004c b2c54be4 806dd45c 5a4f0558 64a7d11b 8a8ca0ce bf76185a 81a6046b
// + ac36dd25 ce9307ac f32e2042 f0966b0b 016e08b6 7fba2c98 6a4afb5d 46855040 c24706c8 80daf8d1 8622ae12 682d097d 05c82bc1 ca6e1d77 81e0321f acc84ba9
// + f412d013 11747d59 21a7b86c 01b5f06b 19cd287f 46aa0fcc f7a6f41a 54726b1b 8039aff8 6fe5a863 9776f547 c8a87a8e 34ec8918 0182929f 06c34ec5 e53c12ab
// + 0b599294 9efbe24d 813dc506 d76799bd 65325503 64538ace 34e3db31 80e71609 e1583070 156c0e93 7882d287 3766836c 80c91b71 670eebd8 a5902fd2 1caf29da
// + 1dd5eaa7 01d8e793 6b60d1a8 2f7b55cb 19d1ed32 d3445ea8 01488156 a1a5931e 13012166 8534b0fc fadb0b1c 014b1666 689496fa f1b8b149 1b60315d 4c30e602
// + 816927be 6d26e1f0 952f3409 f69bb36c d42f5063 8051f138 641c795c 89f20690 8a8b4716 6fd88c4a 00726144 67c00add 5474b69b 142a404d ae8af4d5 00a3ad25
// + c48da76f c4d3ba9f 631d40f0 dba51773 00f22305 66ec8354 6872fcad 325d1f60 309ed0f3 806566cc 5b74fbbd 103834a7 058902c6 83f09858 81a8d6ab f1ed10a8
// @data r_nearest_even f32 fdde81c7 83ab554d a7822121 cedcd2ab 2af909e4 33aba898 32f40000 74c0af1f 5abb4e15 771d0877 7b6bfe54 a6d1efcf e040ba12 e2254dcb b497f977 12d585bd
// + 5d89c129 78162fb4 4d81b2ce 7e205c65 52cbe178 b9700000 cb051e89 d1334997 22df85c2 5b005cd2 fccac994 b4053c56 6edad5d3 74f01cac a11079f4 1c09309c
// + 3e36e81c d5e64bef d127758d fd752ff6 761bd388 6f7d8e5f 542e9bdd d246f67a 674bd743 941c0000 eeb05019 43155aa5 4e4d6562 efa3ae48 a16d67ea 47d6d70d
// + 49a90563 48b59974 5047fa88 d4200000 189c8037 dacecb9d 237d07b7 6d47096b 00002500 a90a4076 56c73063 e8fceb05 6a519d93 34000000 f9318e40 54fd8081
// + 73cfd479 393d7eba bb6d9674 3f810af6 c1c602d0 26fa20e4 20b1abdf 8cac2d1e 45dc6ef3 4ce7ff60 c31f19d6 20e99e56 3c200000 ec78f63f fb579cfb 9d2e188a
// + 77ece89f 67400000 e0bb85e9 ca080b58 b7758629 a02e554f 533b0738 9d05fda2 dd73c01d 31234a50 e4137567 37df71d0 a6622fd8 677efd52 82f34686 57c358c0
// + 1a210000 b362ff9d 69f9fbcf 85c9688a b711233b f2f40000 4da98dba 796063c0 1801fa48 4ec1f25b 0f96125e a8f884c0 d8ef3289 f3bc9659 77724a08 7fffffff
// + 7ef2285b ff190958 76fade87 be0370b4 9cd5b197 988ad1eb e3b9f1cd 9f436ea5 db397c32 ed000000 5ea4afb9 fbc913a4 56711843 27432464 580da796 2ad29412
// + 4b431504 d3275d70 e7114ac6 958c0000 9e264735 cd4c9bea a9b1b8a0 788e8712 8b940000 02d4cb1f 4bfa82ff c3a92f71 cf55a5a0 217191d0 43d771a8 c752f63c
// + 013471e8 ebafb0e3 ae880000 b5762a69 ed8abbb8 a1113de6 62ddc158 46140000 f8123336 4c8ac7ed a6002a80 5a4f0558 dbb00000 0f7974d5 40f2779d b1485218
// + e2e0fdf2 cf1307b2 79ba13dc f0966b0b 04e4ddfc 7fffffff 6acafb34 479d88e5 c2474251 e6687928 5bc6d6de dfda0000 0bb1483a ca6e1d77 81fcda75 730fd5e7
// + ea900000 94cdda6f dee89cab 7726481a 7b8468e3 472a0fa1 fea7b960 54726b1b 490777bc 6fe5a863 97f6f58b 4c1102d9 4af1c8c9 f37cc85e e7a8630c dd210000
// + 0cbaed14 e22b9707 abb1106a edd6479a 65b2557a 6e5378c5 4c3d2e34 228850f0 e1583070 8caa0000 7c3aa1f7 49f968ee ebd55183 fcab8269 a6102fbc 1d342e04
// + 636bbef6 46ff32cb 6b60d1a8 2ffb55ce 1c22be8a d3445ea8 9afe6d78 75a36e07 1381213f 92618001 fadb0b1c 3f360932 689496fa f238b186 1cd7061a 4c30e602
// + 5c04c022 6d26e1f0 95af3483 fcfb97d1 d42f5063 da515b54 641c795c 8a72068e 0defdd01 6fd88c4a 0cc24c68 67c00add 4bd60000 a00c4747 52e0b2d2 1c4463d2
// + e441e95e 3c2a0000 6849e8f5 dba51773 f5427e40 66ec8354 5f380000 b3bec30d 4f430459 70a0fc78 f1aa8a83 86980000 0b32e5bd 7d411ba8 c46cf9bb f91c75d2
// @data r_nearest_even_ftz f32 from r_nearest_even 56:00000000 99:85c9817f 144:010344fe 174:81e0321f
// @data r_zero f32 fdde81c6 83ab554d a7822120 cedcd2aa 2af909e4 33aba897 32f40000 74c0af1e 5abb4e15 771d0877 7b6bfe53 a6d1efcf e040ba12 e2254dcb b497f976 12d585bc
// + 5d89c129 78162fb4 4d81b2cd 7e205c65 52cbe177 b9700000 cb051e89 d1334997 22df85c1 5b005cd1 fccac993 b4053c56 6edad5d2 74f01cab a11079f4 1c09309c
// + 3e36e81c d5e64bee d127758c fd752ff5 761bd387 6f7d8e5f 542e9bdd d246f67a 674bd742 941c0000 eeb05019 43155aa4 4e4d6562 efa3ae47 a16d67ea 47d6d70d
// + 49a90562 48b59974 5047fa88 d4200000 189c8037 dacecb9d 237d07b7 6d47096b 00002500 a90a4075 56c73063 e8fceb05 6a519d93 34000000 f9318e40 54fd8081
// + 73cfd478 393d7eba bb6d9673 3f810af5 c1c602cf 26fa20e4 20b1abde 8cac2d1e 45dc6ef2 4ce7ff60 c31f19d6 20e99e55 3c200000 ec78f63f fb579cfa 9d2e188a
// + 77ece89f 67400000 e0bb85e9 ca080b57 b7758628 a02e554f 533b0738 9d05fda1 dd73c01d 31234a4f e4137566 37df71d0 a6622fd8 677efd51 82f34685 57c358bf
// + 1a210000 b362ff9c 69f9fbcf 85c9688a b711233b f2f40000 4da98dba 796063bf 1801fa48 4ec1f25a 0f96125d a8f884bf d8ef3288 f3bc9659 77724a07 7fffffff
// + 7ef2285b ff190958 76fade86 be0370b3 9cd5b197 988ad1eb e3b9f1cd 9f436ea4 db397c31 ed000000 5ea4afb8 fbc913a3 56711842 27432464 580da796 2ad29412
// + 4b431503 d3275d70 e7114ac6 958c0000 9e264735 cd4c9be9 a9b1b89f 788e8712 8b940000 02d4cb1e 4bfa82fe c3a92f70 cf55a5a0 217191d0 43d771a8 c752f63b
// + 013471e8 ebafb0e2 ae880000 b5762a69 ed8abbb7 a1113de5 62ddc158 46140000 f8123335 4c8ac7ec a6002a80 5a4f0558 dbb00000 0f7974d4 40f2779c b1485218
// + e2e0fdf2 cf1307b2 79ba13db f0966b0a 04e4ddfc 7fffffff 6acafb34 479d88e5 c2474251 e6687928 5bc6d6dd dfda0000 0bb14839 ca6e1d76 81fcda74 730fd5e6
// + ea900000 94cdda6f dee89caa 7726481a 7b8468e3 472a0fa1 fea7b95f 54726b1b 490777bb 6fe5a863 97f6f58b 4c1102d8 4af1c8c9 f37cc85d e7a8630b dd210000
// + 0cbaed14 e22b9707 abb1106a edd6479a 65b2557a 6e5378c5 4c3d2e34 228850ef e158306f 8caa0000 7c3aa1f7 49f968ee ebd55183 fcab8268 a6102fbc 1d342e04
// + 636bbef6 46ff32cb 6b60d1a7 2ffb55ce 1c22be89 d3445ea8 9afe6d77 75a36e06 1381213f 92618001 fadb0b1c 3f360932 689496fa f238b186 1cd70619 4c30e602
// + 5c04c021 6d26e1f0 95af3483 fcfb97d1 d42f5063 da515b54 641c795c 8a72068e 0defdd00 6fd88c49 0cc24c68 67c00add 4bd60000 a00c4747 52e0b2d1 1c4463d2
// + e441e95e 3c2a0000 6849e8f5 dba51772 f5427e3f 66ec8353 5f380000 b3bec30d 4f430459 70a0fc77 f1aa8a82 86980000 0b32e5bd 7d411ba7 c46cf9bb f91c75d2
// @data r_zero_ftz f32 from r_zero 14:b497f977 24:22df85c2 56:00000000 64:73cfd479 84:b7758629 99:85c9817f 144:010344fe 174:81e0321f 184:490777bc 249:70a0fc78
// @data r_negative_inf f32 fdde81c7 83ab554d a7822121 cedcd2ab 2af909e4 33aba897 32f40000 74c0af1e 5abb4e15 771d0877 7b6bfe53 a6d1efcf e040ba12 e2254dcc b497f977 12d585bc
// + 5d89c129 78162fb4 4d81b2cd 7e205c65 52cbe177 b9700000 cb051e8a d1334998 22df85c1 5b005cd1 fccac994 b4053c57 6edad5d2 74f01cab a11079f5 1c09309c
// + 3e36e81c d5e64bef d127758d fd752ff6 761bd387 6f7d8e5f 542e9bdd d246f67b 674bd742 941c0000 eeb0501a 43155aa4 4e4d6562 efa3ae48 a16d67eb 47d6d70d
// + 49a90562 48b59974 5047fa88 d4200000 189c8037 dacecb9e 237d07b7 6d47096b 00002500 a90a4076 56c73063 e8fceb06 6a519d93 34000000 f9318e41 54fd8081
// + 73cfd478 393d7eba bb6d9674 3f810af5 c1c602d0 26fa20e4 20b1abde 8cac2d1f 45dc6ef2 4ce7ff60 c31f19d7 20e99e55 3c200000 ec78f640 fb579cfb 9d2e188b
// + 77ece89f 67400000 e0bb85ea ca080b58 b7758629 a02e5550 533b0738 9d05fda2 dd73c01e 31234a4f e4137567 37df71d0 a6622fd9 677efd51 82f34686 57c358bf
// + 1a210000 b362ff9d 69f9fbcf 85c9688b b711233c f2f40000 4da98dba 796063bf 1801fa48 4ec1f25a 0f96125d a8f884c0 d8ef3289 f3bc965a 77724a07 7fffffff
// + 7ef2285b ff190959 76fade86 be0370b4 9cd5b197 988ad1ec e3b9f1ce 9f436ea5 db397c32 ed000000 5ea4afb8 fbc913a4 56711842 27432464 580da796 2ad29412
// + 4b431503 d3275d71 e7114ac7 958c0000 9e264735 cd4c9bea a9b1b8a0 788e8712 8b940000 02d4cb1e 4bfa82fe c3a92f71 cf55a5a0 217191d0 43d771a8 c752f63c
// + 013471e8 ebafb0e3 ae880000 b5762a6a ed8abbb8 a1113de6 62ddc158 46140000 f8123336 4c8ac7ec a6002a81 5a4f0558 dbb00000 0f7974d4 40f2779c b1485219
// + e2e0fdf3 cf1307b2 79ba13db f0966b0b 04e4ddfc 7fffffff 6acafb34 479d88e5 c2474252 e6687929 5bc6d6dd dfda0000 0bb14839 ca6e1d77 81fcda75 730fd5e6
// + ea900000 94cdda70 dee89cab 7726481a 7b8468e3 472a0fa1 fea7b960 54726b1b 490777bb 6fe5a863 97f6f58b 4c1102d8 4af1c8c9 f37cc85e e7a8630c dd210000
// + 0cbaed14 e22b9708 abb1106b edd6479b 65b2557a 6e5378c5 4c3d2e34 228850ef e1583070 8caa0000 7c3aa1f7 49f968ee ebd55184 fcab8269 a6102fbd 1d342e04
// + 636bbef6 46ff32cb 6b60d1a7 2ffb55ce 1c22be89 d3445ea9 9afe6d78 75a36e06 1381213f 92618002 fadb0b1d 3f360932 689496fa f238b187 1cd70619 4c30e602
// + 5c04c021 6d26e1f0 95af3483 fcfb97d2 d42f5064 da515b55 641c795c 8a72068f 0defdd00 6fd88c49 0cc24c68 67c00add 4bd60000 a00c4748 52e0b2d1 1c4463d2
// + e441e95f 3c2a0000 6849e8f5 dba51773 f5427e40 66ec8353 5f380000 b3bec30d 4f430459 70a0fc77 f1aa8a83 86980000 0b32e5bd 7d411ba7 c46cf9bc f91c75d3
// @data r_negative_inf_ftz f32 from r_negative_inf 24:22df85c2 39:d246f67a 56:00000000 59:e8fceb05 64:73cfd479 99:85c9817f 113:ff190958 144:010344fe 154:a6002a80 174:81e0321f 184:490777bc 229:da515b54
// + 249:70a0fc78
// @data r_positive_inf f32 fdde81c6 83ab554d a7822120 cedcd2aa 2af909e5 33aba898 32f40000 74c0af1f 5abb4e16 771d0878 7b6bfe54 a6d1efcf e040ba12 e2254dcb b497f976 12d585bd
// + 5d89c129 78162fb5 4d81b2ce 7e205c66 52cbe178 b9700000 cb051e89 d1334997 22df85c2 5b005cd2 fccac993 b4053c56 6edad5d3 74f01cac a11079f4 1c09309d
// + 3e36e81d d5e64bee d127758c fd752ff5 761bd388 6f7d8e60 542e9bde d246f67a 674bd743 941c0000 eeb05019 43155aa5 4e4d6563 efa3ae47 a16d67ea 47d6d70e
// + 49a90563 48b59975 5047fa89 d4200000 189c8038 dacecb9d 237d07b8 6d47096c 00002500 a90a4075 56c73064 e8fceb05 6a519d94 34000000 f9318e40 54fd8082
// + 73cfd479 393d7ebb bb6d9673 3f810af6 c1c602cf 26fa20e5 20b1abdf 8cac2d1e 45dc6ef3 4ce7ff61 c31f19d6 20e99e56 3c200000 ec78f63f fb579cfa 9d2e188a
// + 77ece8a0 67400000 e0bb85e9 ca080b57 b7758628 a02e554f 533b0739 9d05fda1 dd73c01d 31234a50 e4137566 37df71d0 a6622fd8 677efd52 82f34685 57c358c0
// + 1a210000 b362ff9c 69f9fbd0 85c9688a b711233b f2f40000 4da98dba 796063c0 1801fa49 4ec1f25b 0f96125e a8f884bf d8ef3288 f3bc9659 77724a08 7fffffff
// + 7ef2285c ff190958 76fade87 be0370b3 9cd5b197 988ad1eb e3b9f1cd 9f436ea4 db397c31 ed000000 5ea4afb9 fbc913a3 56711843 27432465 580da796 2ad29413
// + 4b431504 d3275d70 e7114ac6 958c0000 9e264735 cd4c9be9 a9b1b89f 788e8713 8b940000 02d4cb1f 4bfa82ff c3a92f70 cf55a5a0 217191d0 43d771a9 c752f63b
// + 013471e8 ebafb0e2 ae880000 b5762a69 ed8abbb7 a1113de5 62ddc159 46140000 f8123335 4c8ac7ed a6002a80 5a4f0559 dbb00000 0f7974d5 40f2779d b1485218
// + e2e0fdf2 cf1307b2 79ba13dc f0966b0a 04e4ddfd 7fffffff 6acafb34 479d88e5 c2474251 e6687928 5bc6d6de dfda0000 0bb1483a ca6e1d76 81fcda74 730fd5e7
// + ea900000 94cdda6f dee89caa 7726481b 7b8468e4 472a0fa1 fea7b95f 54726b1c 490777bc 6fe5a864 97f6f58b 4c1102d9 4af1c8ca f37cc85d e7a8630b dd210000
// + 0cbaed15 e22b9707 abb1106a edd6479a 65b2557a 6e5378c6 4c3d2e35 228850f0 e158306f 8caa0000 7c3aa1f8 49f968ef ebd55183 fcab8268 a6102fbc 1d342e04
// + 636bbef7 46ff32cc 6b60d1a8 2ffb55cf 1c22be8a d3445ea8 9afe6d77 75a36e07 1381213f 92618001 fadb0b1c 3f360933 689496fb f238b186 1cd7061a 4c30e603
// + 5c04c022 6d26e1f1 95af3483 fcfb97d1 d42f5063 da515b54 641c795d 8a72068e 0defdd01 6fd88c4a 0cc24c69 67c00ade 4bd60000 a00c4747 52e0b2d2 1c4463d3
// + e441e95e 3c2a0000 6849e8f6 dba51772 f5427e3f 66ec8354 5f380000 b3bec30d 4f43045a 70a0fc78 f1aa8a82 86980000 0b32e5be 7d411ba8 c46cf9bb f91c75d2
// @data r_positive_inf_ftz f32 from r_positive_inf 14:b497f977 56:00000000 84:b7758629 99:85c9817f 144:010344fe 174:81e0321f 234:0cc24c68
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=addf_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=addf_zero grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=addf_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=addf_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=addf_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 rounding<zero> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 rounding<zero> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = addf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
