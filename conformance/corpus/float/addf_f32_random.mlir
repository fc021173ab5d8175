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
// + 6be380e9 f4a2b510 7e0251cc 77659254 3c39dec8 e68226f7 a897b0d7 633c65d9 3a4aee43 87b3de7e 94682762 bab71609 c1df1e98 4ce96e68 f285b272 9f64fbed
// + bfa072d1 15a31c42 9e655fec b299262c cf25a498 1ad0fc8d 70df9e14 c079d631 9c72634b 8a6aef17 67e87fde 9d6a365e f1260df0 32e93fe1 fdd8237b 7671f2a7
// + 4dbddf79 e98f16b8 6c75caf8 60a81608 9e6307ae 42a4f725 ee1cff5b dba1621c 58bdcc03 39e95c10 701d2763 541ff668 85a67e35 37011c46 2b9e6d85 3b689445
// + 06af2b38 8ea6255b 7169e361 98eaf265 6c67f375 5b6c6095 10143aa8 e88bb9e9 cd6321d4 06c62545 dc93b157 0b488542 14a5bf71 2cf73154 da21d915 336dadd4
// + 38187422 708359fb c733e0b3 2898597c 81954b35 53f198a1 38a9900b 60a14335 2b294deb 0c970869 8c40949f e9e67c48 06a84a9b a70a0a21 6d618aa8 55a717c7
// + ecb99796 51e71985 229cec3f 8f8dfad8 df7f3924 07881867 2163f1f6 3d27d8c3 320b2083 05a2edbd 06aad6e3 20894dca fcad2fd9 9d15f154 a68abf99 fd13257b
// + 63dcb664 b819d41e e6854132 2c5f9588 8063f670 0284812d f462cec9 ccb2e013 a3ddfd48 ea29fb22 639d6619 997601f3 7f360f72 00396b6f 56e451fe b40a5033
// + 55685eb6 7cec498d d1a8c0a3 09f601e1 7624f20e 4759b885 0582cce2 495278e4 7330abeb b8c3f9b4 b83f43f1 0fb708d0 f8b8ba35 17e8751a 5d51df29 e79b322d
// + d641ae61 13976b91 bcf3cc1b ae61966d 42ac37f1 7c8e52c7 186d85ab eab0c15a cf99b0e8 3aaf4d5c 9bffa263 37c16ac0 985fd0c4 2b54ed32 68e62a80 6ee7c88a
// + 4380c2c4 bb592574 dc841bd5 bc04110f 96727ebc 590d7c0a f6540103 0ee86823 7dd4292d 50b56fb8 02c8c9c8 72100116 cb6d996d edad0f1c db0055a1 275538ea
// + 3c978d97 743b6cdb 9e9d9d0d abaf7875 99a6cbeb 2eaf30ff 63bc3a2f 30493317 2982478e d539c33a 220d92d4 9b923902 214fa018 4bfff5a9 efade335 358eef61
// + 7b054ebf eec19b1d 52eb35b8 c88a63df e2a6a550 4801c3f7 6d900066 0b6df209 dd848d0c a26b9759 41e54d3b e1c6c050 458e5095 3313f6c4 e6f55437 3252373a
// + 98a1acf7 abe2def1 c6f227d5 5ad6e3ab 43b6f918 9e66a367 1547d4ab 8407cab4 f441911f 6d121a17 4a246b15 d02e76d3 94ab9d90 7b67909d 65fee8b1 aaf4fe97
// + db24156f fe78e34e 5e841863 28d4f0a4 9546aac2 106201a7 7605fbb2 60453151 18309fb9 4e96ad78 7111ce8a 84e11cdb 6f67acc4 a2aafe4a 5a5fe31d 6d5aca26
// + d40215a3 2809242e 7b1777e5 fdb31ec2 d6dcf104 4f321c76 b02bf8e1 b6de64ae 14d9aadd 1beada85 11072a79 66d4eda7 f47d72a7 59ce9d04 84e925b5 92ae75ab
// + eb0b8217 ffab823c b5d4c390 7e508f43 b209acdd 21b44c4a 506a9324 470269a8 01cb7868 65f1016f 3a5b8bca 5fd31a17 61df8147 edd88bb1 eab7776f 5eb60680
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
// + 6be380db 6fb1e9dd 82572e0e 80d6c0f9 eadd90ad e6822630 2318329f 9e7f3035 01c78353 1e47f08e 94682700 b14d0ed9 3dddced7 00098444 96eecaf1 9f64fb9d
// + 37f3b6b4 699127af 80bde919 39c15163 4f25a42d 98005237 0f15db3d 8188f3f7 2f8a6585 0a6aefb7 e3f70e0c 63f6be17 81706f82 8cebfe3f 7dd8232a 70370d86
// + 33658725 0135e6f2 7becdea6 60a81682 99ebdbd1 3cb36e19 0146a082 2964afd4 58bdccea b943193a 0fec9cd7 8164b866 02d67f6b 37011c50 2a043d74 45ced18d
// + 813ffa1a 3b439a72 f169e345 8c07621e 1413e2a2 01b562b7 2e4e3965 688bb901 4ac12d90 78e04873 803e8f98 479c6bcd 14a5bf42 223c0e1f a54dbdc4 81febc63
// + 74e21b2f f0835929 bc3bda61 5877a995 800ead44 a71c1e69 38a990cd 5d566cbb 5634230c 81eb7993 e0f6913a 69e67c56 831f2bb1 58a457bc 81e191cb 634f50a9
// + 6cb997ee 51957df0 dd865d09 807a4874 71008c7e 0788189a 9f6c9b56 c224133f 000454d0 805c57a2 06aad690 1c4a075f 84b96599 014ecaa6 fb09e1b4 7d132586
// + 637f3e53 476523fb 012b8b96 4a061b27 8063f61e 009cadf4 0d532654 8117a73e 1f079ed3 6a29fb7b 6128bf12 e666e7ed 015fdf1a 43068f92 d6e4517b 31d463d9
// + 2a872719 8046a864 5d51288f 89f601eb eed331f6 b887973e 009f0805 c9c37cc6 7330abef 2db18d06 473ee9ce 8073bff4 3be7dbd2 17e8754c d9eab9af 18bbb885
// + 818df33b 34d93a67 3cf3cc5b a1d65dc8 bcd6b5ef 01a1443b 460e79c4 eab0c169 4a318e43 c6d1f667 018ed0d3 5ded001d 185fd016 ab0afe95 18b2406a 014e6d6a
// + 34944c3c 3b5925fb 53d5b14f 44c2706a 01c52457 1ca23a41 76540197 05c4d620 83ba5760 81a818d3 2a5cc899 7210015c 46175497 931e4c3c 8002b6f8 a04deeae
// + 3c978d1a 6ea78f69 60d9fe4e 0078e030 185db22a 2eaf3031 5f233a99 505d1c14 01a4b923 08f1be41 a20d9220 140eb457 df8c8357 00a3e031 6475985e 358eefa8
// + f6cb82f6 1109730b 80a048e1 eed95410 e2a6a5a8 c219a2c1 9392dfbf 8079bc04 5a4be3aa a26b97d4 bfa327df 1e7fe835 018500c7 f6930038 e6f5541c 2c34bd18
// + 66976245 01cc0cf3 43f04d10 5ad6e310 be7f6867 61c661d3 818c264b a07ecdd7 74419147 63ef1775 35f082a8 817e90b2 b3bb09c6 fb679009 dbb4671a 55632f29
// + 001088b0 b3669381 5e8418f6 9c06d14f 6b798570 813ebf7e 2bc41add e04531f3 0d1f4619 b11bf6a4 0075660c 717982e0 6f67acd2 9ff1947a a559f845 01ce1eb3
// + d5acac6d 28092426 71ecbc7f 03778e24 80f5fe91 751207db 302bf871 b03543cf eba70f09 01e95d1f b81909e6 66d4ed29 e8bff08a 26a6e666 01d72703 99ea476c
// + 6b0b82cf fb3536e2 4a9fb08c 80841965 1475fcbe 21b44cb9 45a0038d b95d8df9 81f78d47 d10590c5 3a5b8bb9 dbbbbcad 1f9f74f0 80fcb099 56945581 deb606b8
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
// + 6c6380e2 f4a28896 7e0251cc 77659254 eadd90ad e7022694 a8979dd1 633c65d9 3a4aee43 1e47f08e 94e82731 bab71623 c1de40c9 4ce96e68 f285b272 9fe4fbc5
// + bfa071dd 699127af 9e655fec 39c14efe c6d60000 1accf9fb 70df9e14 c079d631 2f8a6585 02200000 67e788d0 63f6be17 f1260df0 32e93fe1 f5220000 7671fe18
// + 4dbddf79 e98f16b8 7becdea6 61281645 9e637d9c 42a5025c ee1cff5b dba1621c 593dcc76 3987cf73 701d2763 541ff668 85a32437 37811c4b 2baef534 45ced194
// + 06af1339 3b439a72 67e00000 98eaf265 6c67f375 5b6c6095 2e4e3965 e0e80000 cd5d1868 78e04873 dc93b157 479c6bcd 1525bf5a 2cf7315a da21d915 336dadd4
// + 74e21b2f 68d20000 c733e0b6 5877a995 8198f686 53f198a1 3929906c 60a2f00e 5634230c 0c970865 e0f6913a 5fe00000 06a70c44 58a457bc 6d618aa8 634f50a9
// + 64300000 523e4bba dd865d09 8f8dfad8 71008c7e 08081880 21552841 c223e949 320b2083 05a2d6a7 072ad6ba 2089b2ce fcad2fd9 9d15f154 fb09e1b4 73300000
// + 642e2ac7 476523fb e6854132 4a061b27 80c7ec8e 028e4c0c f462cec9 ccb2e013 a3ddb979 61b20000 63a2ac12 e666e7ed 7f360f72 43068f92 4e830000 b403ad14
// + 55685eb6 7cec498d 5d51288e 80280000 7624f068 4759b885 0582f4a4 c93480a8 73b0abed b8c3f9b1 473ee9ce 0fb708d0 f8b8ba35 18687533 5d5009b6 e79b322d
// + d641ae61 34d93a67 34000000 ae61966d 42ac2a86 7c8e52c7 460e79c4 eb30c162 cf999ab6 c6d1f666 9bffa263 5ded001d 902e0000 2a93dd3a 68e62a80 6ee7c88a
// + 4380c2c4 33070000 dc841ba0 44c27028 96727ebc 590d7c0a 6e140000 0ee86854 7dd4292d 50b56fb8 2a5cc899 72900139 cb6d7398 edad0f1c db0055a1 275535b2
// + 3d178d58 743b81cd 60d9fe4e abaf7875 998b15a6 2f2f3098 63bc8bcc 505d1c14 2982478e d539c33a 1a340000 9b9237e5 df8c8357 4bfff5a9 efade333 360eef84
// + 7b04e8fe eec19b1d 52eb35b8 eed95410 e326a57c 4801ba5d 6d900066 0b6df205 dd82f545 a2eb9796 41db1abd e1c6c050 458e5095 f6930038 e775542a 32524286
// + 66976245 abe2def1 c6ee66a1 5b56e35e 43b6d92b 61c661d3 1547d4ab a07ecdd7 6b200000 6d121a35 4a246b15 d02e76d3 b3bb09c6 73140000 65fee8a6 55632f29
// + db24156f fe78e34e 5f0418ac 28d4f0a4 6b798570 106201a7 7605fbb2 d8220000 18309fbb 4e96ad78 7111ce8a 717982e0 6fe7accb a2aec49c 5a5fe31d 6d5aca26
// + d5bcef21 2889242a 7b177803 fdb31ec2 d6dcf104 751207db a7e00000 b6de6a58 eba70f09 1beada85 b81909e6 6754ed68 f47d72a8 59ce9d04 84e5c919 99ea4a26
// + 63380000 7fffffff 4a9fb08c 7e508f43 b209acdd 22344c82 506a9329 470269a8 80b0537c 65f1016f 3adb8bc2 5fd25e5a 61df8147 edd88bb1 eab7776f d5e00000
// @data r_nearest_even_ftz f32 from r_nearest_even 56:00000000 99:85c9817f 144:010344fe 174:81e0321f 324:81954b35 345:05a2edbd 356:80000000 371:80000000 439:0b6df209
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
// + 6c6380e2 f4a28895 7e0251cb 77659253 eadd90ac e7022693 a8979dd0 633c65d8 3a4aee43 1e47f08d 94e82731 bab71622 c1de40c9 4ce96e68 f285b272 9fe4fbc5
// + bfa071dd 699127af 9e655fec 39c14efe c6d60000 1accf9fb 70df9e14 c079d631 2f8a6584 02200000 67e788cf 63f6be16 f1260df0 32e93fe0 f5220000 7671fe17
// + 4dbddf79 e98f16b7 7becdea6 61281645 9e637d9b 42a5025b ee1cff5a dba1621b 593dcc76 3987cf73 701d2763 541ff667 85a32437 37811c4b 2baef533 45ced194
// + 06af1338 3b439a71 67e00000 98eaf265 6c67f375 5b6c6095 2e4e3965 e0e80000 cd5d1867 78e04873 dc93b157 479c6bcd 1525bf59 2cf73159 da21d915 336dadd3
// + 74e21b2f 68d20000 c733e0b5 5877a995 8198f686 53f198a0 3929906c 60a2f00e 5634230c 0c970865 e0f6913a 5fe00000 06a70c43 58a457bb 6d618aa7 634f50a9
// + 64300000 523e4bba dd865d08 8f8dfad8 71008c7d 08081880 21552840 c223e948 320b2083 05a2d6a7 072ad6b9 2089b2cd fcad2fd9 9d15f153 fb09e1b4 73300000
// + 642e2ac6 476523fa e6854131 4a061b27 80c7ec8e 028e4c0c f462cec8 ccb2e013 a3ddb978 61b20000 63a2ac11 e666e7ed 7f360f72 43068f92 4e830000 b403ad14
// + 55685eb6 7cec498c 5d51288d 80280000 7624f067 4759b884 0582f4a4 c93480a8 73b0abed b8c3f9b1 473ee9cd 0fb708cf f8b8ba34 18687533 5d5009b5 e79b322c
// + d641ae61 34d93a67 34000000 ae61966d 42ac2a85 7c8e52c7 460e79c4 eb30c161 cf999ab6 c6d1f666 9bffa262 5ded001d 902e0000 2a93dd3a 68e62a80 6ee7c88a
// + 4380c2c4 33070000 dc841b9f 44c27027 96727ebb 590d7c0a 6e140000 0ee86854 7dd4292c 50b56fb7 2a5cc899 72900139 cb6d7397 edad0f1c db0055a1 275535b2
// + 3d178d58 743b81cc 60d9fe4d abaf7874 998b15a5 2f2f3098 63bc8bcc 505d1c14 2982478e d539c339 1a340000 9b9237e4 df8c8356 4bfff5a9 efade333 360eef84
// + 7b04e8fd eec19b1c 52eb35b7 eed95410 e326a57c 4801ba5c 6d900065 0b6df205 dd82f544 a2eb9796 41db1abd e1c6c04f 458e5095 f6930037 e7755429 32524285
// + 66976244 abe2def0 c6ee66a0 5b56e35d 43b6d92a 61c661d2 1547d4aa a07ecdd7 6b200000 6d121a34 4a246b15 d02e76d3 b3bb09c6 73140000 65fee8a5 55632f28
// + db24156e fe78e34e 5f0418ac 28d4f0a3 6b79856f 106201a6 7605fbb2 d8220000 18309fbb 4e96ad77 7111ce8a 717982df 6fe7accb a2aec49b 5a5fe31c 6d5aca26
// + d5bcef21 2889242a 7b177802 fdb31ec1 d6dcf104 751207db a7e00000 b6de6a58 eba70f08 1beada85 b81909e5 6754ed68 f47d72a8 59ce9d04 84e5c918 99ea4a25
// + 63380000 7fffffff 4a9fb08b 7e508f42 b209acdc 22344c81 506a9329 470269a7 80b0537c 65f1016e 3adb8bc1 5fd25e5a 61df8147 edd88bb1 eab7776e d5e00000
// @data r_zero_ftz f32 from r_zero 14:b497f977 24:22df85c2 56:00000000 64:73cfd479 84:b7758629 99:85c9817f 144:010344fe 174:81e0321f 184:490777bc 249:70a0fc78 324:81954b35 345:05a2edbd
// + 356:80000000 369:7cec498d 371:80000000 379:0fb708d0 419:abaf7875 439:0b6df209 464:db24156f
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
// + 6c6380e2 f4a28896 7e0251cb 77659253 eadd90ad e7022694 a8979dd1 633c65d8 3a4aee43 1e47f08d 94e82731 bab71623 c1de40ca 4ce96e68 f285b273 9fe4fbc5
// + bfa071de 699127af 9e655fed 39c14efe c6d60000 1accf9fb 70df9e14 c079d632 2f8a6584 02200000 67e788cf 63f6be16 f1260df1 32e93fe0 f5220000 7671fe17
// + 4dbddf79 e98f16b8 7becdea6 61281645 9e637d9c 42a5025b ee1cff5b dba1621c 593dcc76 3987cf73 701d2763 541ff667 85a32438 37811c4b 2baef533 45ced194
// + 06af1338 3b439a71 67e00000 98eaf266 6c67f375 5b6c6095 2e4e3965 e0e80000 cd5d1868 78e04873 dc93b158 479c6bcd 1525bf59 2cf73159 da21d916 336dadd3
// + 74e21b2f 68d20000 c733e0b6 5877a995 8198f686 53f198a0 3929906c 60a2f00e 5634230c 0c970865 e0f6913b 5fe00000 06a70c43 58a457bb 6d618aa7 634f50a9
// + 64300000 523e4bba dd865d09 8f8dfad9 71008c7d 08081880 21552840 c223e949 320b2083 05a2d6a7 072ad6b9 2089b2cd fcad2fda 9d15f154 fb09e1b5 73300000
// + 642e2ac6 476523fa e6854132 4a061b27 80c7ec8e 028e4c0c f462cec9 ccb2e014 a3ddb979 61b20000 63a2ac11 e666e7ee 7f360f72 43068f92 4e830000 b403ad15
// + 55685eb6 7cec498c 5d51288d 80280000 7624f067 4759b884 0582f4a4 c93480a8 73b0abed b8c3f9b2 473ee9cd 0fb708cf f8b8ba35 18687533 5d5009b5 e79b322d
// + d641ae62 34d93a67 34000000 ae61966e 42ac2a85 7c8e52c7 460e79c4 eb30c162 cf999ab7 c6d1f667 9bffa263 5ded001d 902e0000 2a93dd3a 68e62a80 6ee7c88a
// + 4380c2c4 33070000 dc841ba0 44c27027 96727ebc 590d7c0a 6e140000 0ee86854 7dd4292c 50b56fb7 2a5cc899 72900139 cb6d7398 edad0f1d db0055a2 275535b2
// + 3d178d58 743b81cc 60d9fe4d abaf7875 998b15a6 2f2f3098 63bc8bcc 505d1c14 2982478e d539c33a 1a340000 9b9237e5 df8c8357 4bfff5a9 efade334 360eef84
// + 7b04e8fd eec19b1d 52eb35b7 eed95411 e326a57c 4801ba5c 6d900065 0b6df205 dd82f545 a2eb9797 41db1abd e1c6c050 458e5095 f6930038 e775542a 32524285
// + 66976244 abe2def1 c6ee66a1 5b56e35d 43b6d92a 61c661d2 1547d4aa a07ecdd8 6b200000 6d121a34 4a246b15 d02e76d4 b3bb09c7 73140000 65fee8a5 55632f28
// + db24156f fe78e34f 5f0418ac 28d4f0a3 6b79856f 106201a6 7605fbb2 d8220000 18309fbb 4e96ad77 7111ce8a 717982df 6fe7accb a2aec49c 5a5fe31c 6d5aca26
// + d5bcef22 2889242a 7b177802 fdb31ec2 d6dcf105 751207db a7e00000 b6de6a59 eba70f09 1beada85 b81909e6 6754ed68 f47d72a9 59ce9d04 84e5c919 99ea4a26
// + 63380000 7fffffff 4a9fb08b 7e508f42 b209acdd 22344c81 506a9329 470269a7 80b0537c 65f1016e 3adb8bc1 5fd25e5a 61df8147 edd88bb2 eab7776f d5e00000
// @data r_negative_inf_ftz f32 from r_negative_inf 24:22df85c2 39:d246f67a 56:00000000 59:e8fceb05 64:73cfd479 99:85c9817f 113:ff190958 144:010344fe 154:a6002a80 174:81e0321f 184:490777bc 229:da515b54
// + 249:70a0fc78 314:dc93b157 324:81954b35 339:8f8dfad8 345:05a2edbd 356:80000000 369:7cec498d 371:80000000 379:0fb708d0 414:db0055a1 439:0b6df209
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
// + 6c6380e2 f4a28895 7e0251cc 77659254 eadd90ac e7022693 a8979dd0 633c65d9 3a4aee44 1e47f08e 94e82731 bab71622 c1de40c9 4ce96e69 f285b272 9fe4fbc5
// + bfa071dd 699127b0 9e655fec 39c14eff c6d60000 1accf9fc 70df9e15 c079d631 2f8a6585 02200000 67e788d0 63f6be17 f1260df0 32e93fe1 f5220000 7671fe18
// + 4dbddf7a e98f16b7 7becdea7 61281645 9e637d9b 42a5025c ee1cff5a dba1621b 593dcc77 3987cf73 701d2764 541ff668 85a32437 37811c4b 2baef534 45ced195
// + 06af1339 3b439a72 67e00000 98eaf265 6c67f376 5b6c6096 2e4e3966 e0e80000 cd5d1867 78e04874 dc93b157 479c6bce 1525bf5a 2cf7315a da21d915 336dadd4
// + 74e21b30 68d20000 c733e0b5 5877a996 8198f686 53f198a1 3929906c 60a2f00f 5634230d 0c970866 e0f6913a 5fe00000 06a70c44 58a457bc 6d618aa8 634f50aa
// + 64300000 523e4bbb dd865d08 8f8dfad8 71008c7e 08081881 21552841 c223e948 320b2084 05a2d6a8 072ad6ba 2089b2ce fcad2fd9 9d15f153 fb09e1b4 73300000
// + 642e2ac7 476523fb e6854131 4a061b28 80c7ec8e 028e4c0d f462cec8 ccb2e013 a3ddb978 61b20000 63a2ac12 e666e7ed 7f360f73 43068f93 4e830000 b403ad14
// + 55685eb7 7cec498d 5d51288e 80280000 7624f068 4759b885 0582f4a5 c93480a8 73b0abed b8c3f9b1 473ee9ce 0fb708d0 f8b8ba34 18687533 5d5009b6 e79b322c
// + d641ae61 34d93a68 34000000 ae61966d 42ac2a86 7c8e52c8 460e79c5 eb30c161 cf999ab6 c6d1f666 9bffa262 5ded001e 902e0000 2a93dd3a 68e62a81 6ee7c88b
// + 4380c2c5 33070000 dc841b9f 44c27028 96727ebb 590d7c0b 6e140000 0ee86855 7dd4292d 50b56fb8 2a5cc89a 72900139 cb6d7397 edad0f1c db0055a1 275535b3
// + 3d178d59 743b81cd 60d9fe4e abaf7874 998b15a5 2f2f3098 63bc8bcd 505d1c15 2982478f d539c339 1a340000 9b9237e4 df8c8356 4bfff5aa efade333 360eef85
// + 7b04e8fe eec19b1c 52eb35b8 eed95410 e326a57c 4801ba5d 6d900066 0b6df206 dd82f544 a2eb9796 41db1abe e1c6c04f 458e5096 f6930037 e7755429 32524286
// + 66976245 abe2def0 c6ee66a0 5b56e35e 43b6d92b 61c661d3 1547d4ab a07ecdd7 6b200000 6d121a35 4a246b16 d02e76d3 b3bb09c6 73140000 65fee8a6 55632f29
// + db24156e fe78e34e 5f0418ad 28d4f0a4 6b798570 106201a7 7605fbb3 d8220000 18309fbc 4e96ad78 7111ce8b 717982e0 6fe7accb a2aec49b 5a5fe31d 6d5aca27
// + d5bcef21 2889242a 7b177803 fdb31ec1 d6dcf104 751207dc a7e00000 b6de6a58 eba70f08 1beada86 b81909e5 6754ed68 f47d72a8 59ce9d05 84e5c918 99ea4a25
// + 63380000 7fffffff 4a9fb08c 7e508f43 b209acdc 22344c82 506a932a 470269a8 80b0537c 65f1016f 3adb8bc2 5fd25e5b 61df8148 edd88bb1 eab7776e d5e00000
// @data r_positive_inf_ftz f32 from r_positive_inf 14:b497f977 56:00000000 84:b7758629 99:85c9817f 144:010344fe 174:81e0321f 234:0cc24c68 269:4ce96e68 324:81954b35 344:320b2083 345:05a2edbd 356:80000000
// + 365:43068f92 371:80000000 419:abaf7875 439:0b6df209 464:db24156f 474:7111ce8a
// @run nearest_even entry=addf_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=addf_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=addf_zero grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=addf_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=addf_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=addf_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=addf_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=addf_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @addf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 flush_to_zero : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 rounding<zero> : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 rounding<zero> flush_to_zero : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 rounding<negative_inf> : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 rounding<positive_inf> : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %r = addf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<512xf32>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xf32>, partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
