// @conformance 1
// @tier full
// @family float-arith
// fma on f32 (one rounding of a*b+c) in every IEEE rounding mode, with and without flush_to_zero.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 ee800612 5070925d f6780415 59f28da7 76810171 ce9d928b 73a4051c 9f891c09 836950a9 1dcd2d29 38ee4728 05eeaec8 880d72fd 0f8ef0b7 079a9b0c 4c6b52b4
// + de8cf37b 897f975c a867a544 ba795d8c c538087e 7ef120eb 4e566cff 674987cd c4ba6df0 4a3580e9 647dc43a 49ebcfed 8b51905d 0eb243a4 37851885 382ae86f
// + afdd59aa 6f6c9a4f a0fe4120 aba49448 7d1e5063 7760e037 59706f2d 903629ae b983508c 39ad9271 3a8ba463 2ccf204c 4b979d9c c6e98fae 383cb065 e0c2354b
// + 61275de0 8eb8344b 600bf333 3c75f92d 20e145b4 f7bca5ab 0328c842 85155f68 c633411f c4d61101 f66fcaff 2bc50ddf 6f1dd5ac d6a37d27 276c1d2f 072ca086
// + 7c84dc0d 8bfd971c bf6aab81 7093f95a eecdae29 de5541f8 3c8f4f60 1be670b4 dd7b923b 7678ae70 585dfbdf 35eed11a 3817d244 ae9903d0 d123126e 8ddb029d
// + ca20b471 baabeda1 fb029932 929eed3e f3e82a44 00528373 ba1c7903 63cfe203 b76e3ab6 5d3674e9 799fc6ca 78a0fc2c e5e81a7b 98cc5a8a 2f7023c9 423e7962
// + 02f787c4 91a71375 cd4e92dc 7aa63491 c0addaef abdc3605 99a73b91 53b00136 6a8ac521 828911d4 adbb42db 11fd1acf 24ee84a4 c42d71dd b7f63392 131b714e
// + dabd0829 7cee5157 e5d46708 aab1ed37 a42b4d6c 845c663b dc7c67ce ce613958 35995f17 5a8bbbaf d2aefeab d3d24890 dc18a198 1caa7725 f5e4aaf5 4c7987b5
// + 4ef8e273 9adb73cb 6dbabd9f d4b41a89 7f47e11b 12ea7754 432321bb 5edaf9dc f9f0ac00 26d5fdb0 0c5fb95e fe1448d1 26b9d3f5 2796cae0 41e2309c df5155db
// + 1af9cdbe 24aed67c d0890cae 837c55fe 7ca93d65 dad0d3ac a6b5b067 771c88ae 974c7bb7 7ffdac7d 6729202e 406f83b2 2ea58c8c 8e8cc9b9 f66087e1 5b3c4be8
// + 6e22cd31 5d8c5a87 ca0b8fff 0bc141ee 2ec76d42 d12c407b 59aabced 8c92fd09 3056fca1 53b9a885 62917a90 b4f7b2d9 79dd8ae0 f7e5b22b 70765338 48ac61ec
// + 13e33809 970f6a26 76c5565d 36562706 39cfac1c c643df60 02d206df 571b4f36 6dda2753 710b13d4 ac58cd83 2fa2c293 f7827f60 ec77b61f aa0c473a f8f8a5a6
// + d22189cf 827a81d6 071a4fd2 7b2942e6 9b4c060c 73989696 0e4b0a07 4c4080f8 bb5711dc 0e943cf4 b62860b2 08ccc7c5 f0569b25 ee04dd1d 0c2fa673 9245a256
// + 03ae7437 4045442c 37f874da b7f4884c a5ff6db3 8a6040eb bdb64431 416d93ba 788c0c69 769eec59 8d8f4acb adb359c5 8737bf3c bf309fea 6a621312 66f77947
// + cf01f435 02013612 aed87442 85d866b2 7b1aae53 d919f437 b2332c52 0a1921d3 c8dfad53 d76e0e4a 6d83a25f bd16bf6c f09bc18a f9dbc8a2 2421f551 8e4efed7
// + 871efac1 27411d1d 4644763b 7e7f17a5 1bcff769 19c536cb cb4a24f1 8cf06727 a962ea05 09e5b3c7 c03bfa95 cee0cb63 41eccdd5 b528d48e ec7b4dad 082bd438
// @data b f32 ab5f647b d07092c2 efc5fea1 27a4d1d5 81336222 52501cf1 f3a4054f 9f271621 7d97f3ac 81d1c8fb 86644b46 85eeaeb9 81de6a07 efa26295 80b116b9 974b1ae9
// + 5e8cf3a8 06939c52 d86e544d 01712252 56847356 7ef120f4 c17a6611 19bef71b 0069e140 0e8b04a2 e47dc458 40071ee9 74b4757e 011a09e2 d84eb31d 382ae8af
// + aa75c236 11973dc8 81e31d03 9f8562b1 7d1e5026 f19389aa 2614c12f 013cefda 2eeb9287 39ad926f 336a0242 54c730cb 80d09ec1 f80c7518 383cb048 dd3243b9
// + a01a31d4 8182c323 13098537 3c75f9bf 9bf46556 094b7981 019c8147 92837945 4633414d c31080e9 09c1ce73 80a857bd 4e028e31 56a37d59 9b9d801b fa18b2e4
// + 0165c74a a537e75e bf6aab08 e483869e 92dbdd25 002d4aa4 a87a7633 1be67008 5d4bcd4b 0b4e0c4c 80c85519 374e03f3 b817d2c6 abad6e1b af5e4522 00642e78
// + 0300e702 3aabed6e f02a164e 6cacfff6 005d1d74 3971d4c2 ba1c7937 5e414eeb 4985ba8e 80551688 61e9cf8b f8a0fc1f e1408be1 e6b0d1a2 00a25a01 5fde7f94
// + 82f787c6 89c4795b 3452b743 01c7107b c3297caf 2bdc36cc 8ce38f90 2c3d9e17 012a709e b50d8be3 adbb42fd 8f6765c1 5c3ec338 800f11a8 2661cdfa 131b7144
// + ce3c5d44 04d7eb55 800af86c 04857f2a a42b4daa 0249782f 23b87475 01b52327 c079e418 da8bbb28 d2f93757 2d02485b 001efe04 22fe7529 f5e4aa57 49abe546
// + b2ea7300 019f74fb 779032e9 54b41ae8 f9193253 6e3b7f3d 009b9e49 99d74840 f9f0ac47 a6978ff9 754917e1 00dc3309 0b4d9785 2796cac3 c152e467 21da50a3
// + 01275c02 b6b4d89f 50890c9c 80b6514b 8339bec3 00de830d f09ca7e7 f71c8844 15b92131 81e8af65 01e78d07 f5f8fd89 2ea58cbc 8e14b04f 8a2c0671 80d50d75
// + 7e68f7b7 dd8c5a9e 41ac3919 f537227a 81060afa cf48c43d d9aabc78 80ae21fa d0810bbf 01d995eb b5b449d3 34f7b2a9 f0cc8085 09d19465 80eb3ebd 14ff3a89
// + 93e3384a 8d20be46 89372c05 806b4cd0 aa1174ee 4643dffa 01ff8e91 a8139cb9 004e7710 2a66a542 2c58cd8c 2b365d92 09eceb44 80433d7c 7f86c010 78f8a52c
// + 506f7906 7da3f7d1 0181588b f2e2a554 9b4c066b e814b108 f173b48d 80ce17e9 b1588c9a 8e943c00 b3211a28 f6f576b2 01af703f 37c4f126 0c2fa6cb 8724a56f
// + fdd1ef4e 815ec9da 98901bb0 37f48827 1d6831d0 f64ec2d5 8042518c 9a621bfd 788c0c2e 725e030a 71c43190 80e6a255 37613ebb 3f309f3a e6a7e05c 1aae8ac8
// + 80f81f79 ab7f5974 2ed8742f 00983043 85baf19f 00b6f241 1a8f1274 8a1921f8 3f0c99df a861d651 012b7ebe 689e9e02 f09bc14c 74930962 5d6e296d 01d1c663
// + c586c101 27411d37 44a1f756 017504ec 81ccdb73 ce14702a 4b4a24ee 82d7c335 56404032 01bd670b b73dcddc 4ee0cb5a 359c6749 4bf3a80a 8154f3a6 4f2ab31c
// @data c f32 da5f6f13 c0830acb e88102c4 c21c298e e598aae0 c4bfda60 7f7fffff 0f8d1717 46804c6c 00000000 2e424207 4d31309e 80000000 056b0549 bbbc5562 243ab351
// + 0c962012 f14cba3c c157a7ed 2d2c0eef 62d8e8eb ff7fffff 9186205b 127a754f 059a3641 61d41feb 10cbea98 ca78ee3d ce5bceb8 a41f2f0a 5056edb4 de141a21
// + 69456fad c18bc81e 06df1b49 0da500d4 ff7fffff 0c667764 d6b9992f 00000000 f1af970c 4c6d37be ae7f4afb 674dda28 bce30c3f ff7fffff e2e27c15 689e64fb
// + 41c99e18 674c9f6a b44ff7d9 b96c576e 93f50f35 e546fba4 80000000 7bb9dabd 69c7ad15 c871aab7 88f95d7a 2f75a3a4 fda0fc58 3dacd1fb dd79f9e5 41cdefe1
// + 974e5501 793384fe bf571d8b 45d8f494 ac90048c 1e96eb19 4e7bb80f 98c3f5aa 7b4846b2 8b93c5f7 ef037895 adc02ff2 90c35e04 47906bfe c10d9605 d3d38371
// + cb8095cd 35e6ee5e ff1d95ff 669aada8 34a8e421 bb9a0347 66a80c72 ff7fffff 7fb3755d df8a4ea9 ff7fffff 508fc8ec 8c9243ad c00d2596 c589e424 beedf46a
// + 00000000 333699c4 541cba7f bd013d8f 5a0b636c 2f9bef48 80000000 4c023e18 0c81408b 8000004b 9c10ffbc 863eb83d c1b1bc54 eaafa58b 0f672eea 80000000
// + d7e6bcee 7136063d a511a23b 4cfd7b3f 6b458643 00000000 f158910d 97f4da3a 3695b624 fb9eeaaf 597ede45 41560890 ead2ec0d 38daaf1e ff7fffff 9c771071
// + 05f827da 00000000 faadf012 716da3cf 7f7fffff a52410aa 03f8a21e 393825a4 0ecde20d b3cf8484 c22fbd69 bed3a88f 969abf29 8fb1a49c a496e846 b3143230
// + 80000000 36295df0 423ce1ae 80000000 1601862f 9363fe69 d7de5d51 c2e45ce8 548c950d fffdac7d 7db048a4 fe3e1570 9dd61d31 b0c8cad2 0d33d404 1c9cb50d
// + 6887c1b2 a21d340d 4c3bc7c0 a81476fe c3171602 e107166a b4274f70 25f1572e 4158be54 ee878594 2f70e65f 2a6faa6d c1f44cc9 de5fc5e0 31e25ac2 51c32dfe
// + b7595dd6 80000000 8c1523af 8b0633ae 246bfead e42f369c 1d365b8c 3fb31b21 ebcc9799 629c240a 19379b79 6ad6ceb0 6428bdd3 ad022050 cd0928da c9bc4bfd
// + 63171c06 bdffec62 d22ff346 7f7fffff 7816862b ab3028ee 404149b7 31760505 5cd62c1f 00000000 5e96ae02 ac4608c8 32931226 65e4c828 d6e91d37 80000000
// + f0d66bc5 7620f0fc 110bdc99 563d9f42 4715d2e2 c1351ee8 1886a595 63398e44 ff7fffff 98f4f62a 24ba1328 80000000 8e56c019 3a92e675 7f7fffff 9bdb2136
// + ca5b11ad 00000000 9d3c2d77 00e81231 4161e94c 8ba4fb44 75f8af60 00000000 8a2b2df9 efd340c3 af305d42 fc2ef00f 41f4d4f4 7f7fffff 484a21cf 5213b101
// + 8d275e39 a36506f9 dfd579db c0742688 8301c241 50fb6bf9 571f9e4f e249cbd2 415083ab 80000000 5a0d58f7 fef5d1f8 b810acf8 fa2ee51d 41fe484a 97e5264a
// @data r_nearest_even f32 4cff2a60 e1621321 7f800000 35e265e6 e598aae0 e18018e1 ff800000 0f8d1717 468029cd 80000000 2e424207 4d31309e 00000000 bfb556be bbbc5562 97a11ba8
// + fd9b369e f14cba3c 33f82ba0 2d2c0eef 62d8e2f8 7f800000 d051bbef 41965551 8000015b 61d41feb ff800000 3e72096a ce5bceb8 a41f2f0a c3fb1844 de141a21
// + 69456fad 34d982e0 06df1b49 0dafb8e3 7f800000 ff800000 d6b9992f 80000000 f1af970c 4c6d37be 220e4f0c 674dda28 bce30c3f 7a95a0e0 e2e27c15 7e873c6e
// + b5a33b00 674c9f6a b404c9df 2d72ad93 93f50f35 e546fba4 00000000 7bb9dabd 69c7ad15 3c4bf3d2 c0b5896b 2f75a3a4 709a6f60 edd0d17a dd79f9e5 b5d846b0
// + 3e6e808a 793384fe 334e8708 ff800000 4230a5aa 917e5c00 4e7bb80f 98c3f5aa ef161649 42482850 ef037895 1ffc9ae0 b0b4140c 47906bfe 32831380 d3d38371
// + cb8095cd a9d2505c 7f800000 669aada8 a8436b40 bb9a0347 66a80c72 7f800000 7fffffff df8a4ea9 7f800000 ff800000 7f800000 32dfaaa0 c589e424 62a58c2f
// + 80000000 333699c4 541cba7f 315b51ab 5a0b636c 2f9bef48 00000000 4c023e19 2c38c7e8 00000001 9a004e5c 863eb83d 35edefe0 eaafa58b 9ed9296b 00000000
// + 698b16dc 7136063d 19337600 4cfd7b3f 6b458643 80000000 f158910d 97f4dcb7 aa60cc50 fb9ef438 662a5b89 b5109660 ead2ec0d 38daaf1e 7f800000 56a78d21
// + c263eecb 80000000 7f800000 716da1d4 ff800000 41abb9b3 04a152d1 ad485700 7f800000 b3cf8484 34baecf0 bfb47647 969abf29 03452280 c3ba55ae c1b2850d
// + 00000000 36295df0 e192bd12 00000000 c07596f5 9c3582af 4b92bbe2 ff800000 548c950d 7fffffff 7db048a4 fe3e1742 112f1b40 b0c8cad2 4116e0f1 90f17908
// + 7f800000 fb99e661 be1adce0 c18a4028 c3171602 5501894f f3e3be50 25f1572e b544ce3e ee878594 d8cce842 9d7bcd04 ff800000 de5fc5e0 a55600b0 51c32dfe
// + b7595dd6 00000000 c08d32ab 8b0633ae 98556410 e42f369c 1d365b8c b1498180 ebcc9799 629c27f4 8d2a4aa4 6ad6ceb0 6428bdd3 217d3408 7fffffff ff800000
// + d6344768 c0a472dd d22ff346 ff800000 7816862b ff800000 b40671db 31760505 5cd62c1f 80000000 5e96ae02 c0445a22 a6fb5e1b e5b411a0 d6e91d37 00000000
// + f0d66bc5 7620f0fc 854353e0 563d9f42 4715d2e2 35621987 1886a595 63398e44 7f800000 7f800000 bfdba203 00000000 8e56c019 bef324b2 ff800000 4228ba97
// + ca5b11ad 80000000 9e660fb2 00e81231 b578d11a 9a5c0a9e 75f8af60 80000000 c875b276 efd340c3 22122410 fc2ef00f 7f800000 ff800000 484a2b3a 5213b101
// + 00c1ef04 a36506f9 dfd579db 33e2c038 8301c241 50fb6bf9 ca94781c e249cbd2 4125e990 00000000 5a0d58f7 fef5d1f8 2b0d92f4 fa2ee51d 41fe484a 0bbcbc40
// @data r_nearest_even_ftz f32 from r_nearest_even 24:059a3641 69:1e96eb19 84:34a8e421 105:00000000 114:a511a23b 189:ad022050
// @data r_zero f32 4cff2a60 e1621320 7f7fffff 35e265e6 e598aae0 e18018e1 ff7fffff 0f8d1717 468029cc 80000000 2e424206 4d31309d 00000000 bfb556be bbbc5562 97a11ba8
// + fd9b369d f14cba3c 33f82ba0 2d2c0eee 62d8e2f7 7f7fffff d051bbee 41965551 8000015b 61d41feb ff7fffff 3e72096a ce5bceb8 a41f2f09 c3fb1844 de141a20
// + 69456fad 34d982e0 06df1b49 0dafb8e3 7f7fffff ff7fffff d6b9992e 80000000 f1af970c 4c6d37be 220e4f0c 674dda28 bce30c3f 7a95a0df e2e27c14 7e873c6e
// + b5a33b00 674c9f6a b404c9df 2d72ad93 93f50f35 e546fba4 00000000 7bb9dabd 69c7ad14 3c4bf3d2 c0b5896b 2f75a3a3 709a6f60 edd0d179 dd79f9e5 b5d846b0
// + 3e6e808a 793384fe 334e8708 ff7fffff 4230a5aa 917e5c00 4e7bb80e 98c3f5a9 ef161649 42482850 ef037895 1ffc9ae0 b0b4140c 47906bfe 32831380 d3d38371
// + cb8095cd a9d2505c 7f7fffff 669aada7 a8436b40 bb9a0346 66a80c72 7f7fffff 7fffffff df8a4ea9 7f7fffff ff7fffff 7f7fffff 32dfaaa0 c589e423 62a58c2f
// + 80000000 333699c4 541cba7e 315b51ab 5a0b636c 2f9bef47 00000000 4c023e19 2c38c7e7 00000000 9a004e5b 863eb83d 35edefe0 eaafa58a 9ed9296b 00000000
// + 698b16dc 7136063d 19337600 4cfd7b3e 6b458643 80000000 f158910d 97f4dcb7 aa60cc50 fb9ef437 662a5b88 b5109660 ead2ec0d 38daaf1e 7f7fffff 56a78d20
// + c263eeca 80000000 7f7fffff 716da1d4 ff7fffff 41abb9b3 04a152d1 ad485700 7f7fffff b3cf8484 34baecf0 bfb47647 969abf28 03452280 c3ba55ae c1b2850c
// + 00000000 36295def e192bd12 00000000 c07596f4 9c3582af 4b92bbe2 ff7fffff 548c950c 7fffffff 7db048a4 fe3e1741 112f1b40 b0c8cad1 4116e0f1 90f17908
// + 7f7fffff fb99e660 be1adce0 c18a4027 c3171602 5501894f f3e3be50 25f1572e b544ce3e ee878593 d8cce842 9d7bcd04 ff7fffff de5fc5e0 a55600b0 51c32dfe
// + b7595dd6 00000000 c08d32ab 8b0633ae 98556410 e42f369c 1d365b8c b1498180 ebcc9798 629c27f4 8d2a4aa4 6ad6ceb0 6428bdd2 217d3408 7fffffff ff7fffff
// + d6344768 c0a472dc d22ff345 ff7fffff 7816862b ff7fffff b40671db 31760504 5cd62c1f 80000000 5e96ae02 c0445a22 a6fb5e1b e5b411a0 d6e91d36 00000000
// + f0d66bc5 7620f0fb 854353e0 563d9f41 4715d2e1 35621987 1886a595 63398e43 7f7fffff 7f7fffff bfdba202 00000000 8e56c019 bef324b1 ff7fffff 4228ba96
// + ca5b11ac 80000000 9e660fb1 00e81230 b578d11a 9a5c0a9e 75f8af5f 80000000 c875b275 efd340c2 22122410 fc2ef00f 7f7fffff ff7fffff 484a2b39 5213b100
// + 00c1ef04 a36506f8 dfd579da 33e2c038 8301c241 50fb6bf8 ca94781c e249cbd1 4125e990 00000000 5a0d58f7 fef5d1f8 2b0d92f4 fa2ee51d 41fe484a 0bbcbc40
// @data r_zero_ftz f32 from r_zero 24:059a3641 69:1e96eb19 84:34a8e421 85:bb9a0347 109:eaafa58b 114:a511a23b 184:ebcc9799 189:ad022050
// @data r_negative_inf f32 4cff2a60 e1621321 7f7fffff 35e265e6 e598aae1 e18018e2 ff800000 0f8d1717 468029cc 80000001 2e424206 4d31309d 00000000 bfb556bf bbbc5563 97a11ba8
// + fd9b369e f14cba3d 33f82ba0 2d2c0eee 62d8e2f7 7f7fffff d051bbef 41965551 8000015c 61d41feb ff800000 3e72096a ce5bceb9 a41f2f0a c3fb1844 de141a21
// + 69456fad 34d982e0 06df1b49 0dafb8e3 7f7fffff ff800000 d6b9992f 80000001 f1af970d 4c6d37be 220e4f0c 674dda28 bce30c40 7a95a0df e2e27c15 7e873c6e
// + b5a33b00 674c9f6a b404c9e0 2d72ad93 93f50f36 e546fba5 00000000 7bb9dabd 69c7ad14 3c4bf3d2 c0b5896c 2f75a3a3 709a6f60 edd0d17a dd79f9e6 b5d846b0
// + 3e6e808a 793384fe 334e8708 ff800000 4230a5aa 917e5c00 4e7bb80e 98c3f5aa ef161649 42482850 ef037896 1ffc9ae0 b0b4140d 47906bfe 32831380 d3d38372
// + cb8095ce a9d2505c 7f7fffff 669aada7 a8436b40 bb9a0347 66a80c72 7f7fffff 7fffffff df8a4eaa 7f7fffff ff800000 7f7fffff 32dfaaa0 c589e424 62a58c2f
// + 80000001 333699c4 541cba7e 315b51ab 5a0b636c 2f9bef47 00000000 4c023e19 2c38c7e7 00000000 9a004e5c 863eb83e 35edefe0 eaafa58b 9ed9296c 00000000
// + 698b16dc 7136063d 19337600 4cfd7b3e 6b458643 80000001 f158910e 97f4dcb8 aa60cc50 fb9ef438 662a5b88 b5109660 ead2ec0e 38daaf1e 7f7fffff 56a78d20
// + c263eecb 80000001 7f7fffff 716da1d4 ff800000 41abb9b3 04a152d1 ad485700 7f7fffff b3cf8485 34baecf0 bfb47648 969abf29 03452280 c3ba55af c1b2850d
// + 00000000 36295def e192bd13 00000000 c07596f5 9c3582b0 4b92bbe2 ff800000 548c950c 7fffffff 7db048a4 fe3e1742 112f1b40 b0c8cad2 4116e0f1 90f17908
// + 7f7fffff fb99e661 be1adce0 c18a4028 c3171603 5501894f f3e3be51 25f1572e b544ce3e ee878594 d8cce843 9d7bcd04 ff800000 de5fc5e1 a55600b0 51c32dfe
// + b7595dd7 00000000 c08d32ac 8b0633af 98556410 e42f369d 1d365b8c b1498180 ebcc9799 629c27f4 8d2a4aa4 6ad6ceb0 6428bdd2 217d3408 7fffffff ff800000
// + d6344768 c0a472dd d22ff346 ff800000 7816862b ff800000 b40671db 31760504 5cd62c1f 80000001 5e96ae02 c0445a23 a6fb5e1b e5b411a1 d6e91d37 00000000
// + f0d66bc6 7620f0fb 854353e0 563d9f41 4715d2e1 35621987 1886a595 63398e43 7f7fffff 7f7fffff bfdba203 00000000 8e56c01a bef324b2 ff800000 4228ba96
// + ca5b11ad 80000001 9e660fb2 00e81230 b578d11a 9a5c0a9f 75f8af5f 80000001 c875b276 efd340c3 22122410 fc2ef010 7f7fffff ff800000 484a2b39 5213b100
// + 00c1ef04 a36506f9 dfd579db 33e2c038 8301c242 50fb6bf8 ca94781c e249cbd2 4125e990 00000000 5a0d58f7 fef5d1f9 2b0d92f4 fa2ee51e 41fe484a 0bbcbc40
// @data r_negative_inf_ftz f32 from r_negative_inf 9:80000000 24:059a3641 39:80000000 69:1e96eb19 79:d3d38371 84:34a8e421 89:df8a4ea9 96:80000000 114:a511a23b 117:80000000 124:ead2ec0d 129:80000000
// + 179:8b0633ae 189:ad022050 201:80000000 225:80000000 231:80000000
// @data r_positive_inf f32 4cff2a60 e1621320 7f800000 35e265e6 e598aae0 e18018e1 ff7fffff 0f8d1718 468029cd 80000000 2e424207 4d31309e 00000001 bfb556be bbbc5562 97a11ba8
// + fd9b369d f14cba3c 33f82ba0 2d2c0eef 62d8e2f8 7f800000 d051bbee 41965552 8000015b 61d41fec ff7fffff 3e72096a ce5bceb8 a41f2f09 c3fb1844 de141a20
// + 69456fae 34d982e0 06df1b4a 0dafb8e4 7f800000 ff7fffff d6b9992e 80000000 f1af970c 4c6d37bf 220e4f0c 674dda29 bce30c3f 7a95a0e0 e2e27c14 7e873c6f
// + b5a33b00 674c9f6b b404c9df 2d72ad93 93f50f35 e546fba4 00000001 7bb9dabe 69c7ad15 3c4bf3d2 c0b5896b 2f75a3a4 709a6f60 edd0d179 dd79f9e5 b5d846b0
// + 3e6e808b 793384ff 334e8708 ff7fffff 4230a5ab 917e5c00 4e7bb80f 98c3f5a9 ef161649 42482851 ef037895 1ffc9ae0 b0b4140c 47906bff 32831380 d3d38371
// + cb8095cd a9d2505c 7f800000 669aada8 a8436b40 bb9a0346 66a80c73 7f800000 7fffffff df8a4ea9 7f800000 ff7fffff 7f800000 32dfaaa0 c589e423 62a58c30
// + 80000000 333699c5 541cba7f 315b51ab 5a0b636d 2f9bef48 00000001 4c023e1a 2c38c7e8 00000001 9a004e5b 863eb83d 35edefe0 eaafa58a 9ed9296b 00000001
// + 698b16dd 7136063e 19337600 4cfd7b3f 6b458644 80000000 f158910d 97f4dcb7 aa60cc50 fb9ef437 662a5b89 b5109660 ead2ec0d 38daaf1f 7f800000 56a78d21
// + c263eeca 80000000 7f800000 716da1d5 ff7fffff 41abb9b4 04a152d2 ad485700 7f800000 b3cf8484 34baecf0 bfb47647 969abf28 03452280 c3ba55ae c1b2850c
// + 00000001 36295df0 e192bd12 00000001 c07596f4 9c3582af 4b92bbe2 ff7fffff 548c950d 7fffffff 7db048a5 fe3e1741 112f1b40 b0c8cad1 4116e0f2 90f17908
// + 7f800000 fb99e660 be1adce0 c18a4027 c3171602 5501894f f3e3be50 25f1572f b544ce3e ee878593 d8cce842 9d7bcd04 ff7fffff de5fc5e0 a55600b0 51c32dff
// + b7595dd6 00000001 c08d32ab 8b0633ae 98556410 e42f369c 1d365b8d b1498180 ebcc9798 629c27f5 8d2a4aa4 6ad6ceb1 6428bdd3 217d3408 7fffffff ff7fffff
// + d6344768 c0a472dc d22ff345 ff7fffff 7816862c ff7fffff b40671db 31760505 5cd62c20 80000000 5e96ae03 c0445a22 a6fb5e1b e5b411a0 d6e91d36 00000001
// + f0d66bc5 7620f0fc 854353e0 563d9f42 4715d2e2 35621987 1886a596 63398e44 7f800000 7f800000 bfdba202 00000001 8e56c019 bef324b1 ff7fffff 4228ba97
// + ca5b11ac 80000000 9e660fb1 00e81231 b578d11a 9a5c0a9e 75f8af60 80000000 c875b275 efd340c2 22122410 fc2ef00f 7f800000 ff7fffff 484a2b3a 5213b101
// + 00c1ef04 a36506f8 dfd579da 33e2c038 8301c241 50fb6bf9 ca94781c e249cbd1 4125e991 00000001 5a0d58f8 fef5d1f8 2b0d92f4 fa2ee51d 41fe484b 0bbcbc40
// @data r_positive_inf_ftz f32 from r_positive_inf 12:00000000 24:059a3641 54:00000000 69:1e96eb19 84:34a8e421 85:bb9a0347 102:00000000 105:00000000 109:eaafa58b 111:00000000 114:a511a23b 144:00000000
// + 147:00000000 177:00000000 184:ebcc9799 189:ad022050 207:00000000 214:1886a595 219:00000000 249:00000000
// @run nearest_even entry=fma_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=fma_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_nearest_even_ftz prov=ftz
// @run zero entry=fma_zero grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero prov=softfloat
// @run zero_ftz entry=fma_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_zero_ftz prov=ftz
// @run negative_inf entry=fma_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=fma_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=fma_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=fma_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 c
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 3 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @fma_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 rounding<zero> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 rounding<zero> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 rounding<negative_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v2 = make_tensor_view %a2, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = fma %x0, %x1, %x2 rounding<positive_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
