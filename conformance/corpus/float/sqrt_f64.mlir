// @conformance 1
// @tier ci
// @family float-arith
// sqrt on f64 in every IEEE rounding mode.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f64 0000000000000000 8000000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 fff8000000000005 7ff0000000000001 0000000000000001
// + 000fffffffffffff 8000000000000001 0010000000000000 8010000000000000 0010000000000001 7fefffffffffffff ffefffffffffffff 7fe0000000000000
// + 3ff0000000000000 bff0000000000000 3ff0000000000001 3fefffffffffffff 4000000000000000 3ff8000000000000 4008000000000000 3ca0000000000000
// + 3ca0000000000001 3c9fffffffffffff 3cafffffffffffff 3fe0000000000000 002fffffffffffff 0008000000000000 7fdfffffffffffff 3fffffffffffffff
// + fb43e48309ca2db7 3ff9560f0c039b2d 402cbba7337d142e 401f3375cbf546ea d3031c298d526f2d 4022ff096e952fbd 748c71243aa343b6 4018b24816f0d59b
// + 66d2c5eddec39f8c 3fe2712c7737e100 1d00b8e46fc1a1dd 4012cb1e3f937d6e 8b9c31af8554a939 3fe9e93b1a96961f 050db18258ae1a20 3fbbae94c3f6b803
// + 7eb1ac983165534c 4034d9e5b6a7fc5b 7b3b4d55e9cbf5a7 4025a8583a411f74 d0ba9567223bffcd 40202c002540f7f3 06eb7e715b0ecfa5 3fe8da3d4d359286
// + aa836de816c252af 402a4acc38d37e61 14da7500578f3658 401d44de1e8b170b c70c86f11ce8a01e 3fdea9b7bb5b274c 14c161c99de16ef5 3fc4310ba3354442
// + b696cdc5404ca4dc 40017a91da9ea3c3 7728221865d43c13 401772939685e9c5 8226e6f16184174d 3fcdfc3be6d96324 7d350c6d3647ac94 3fbaf0f242765c42
// + 781f159e700b77df 401a9471636ac58a 20b10e29d838a4fa 3ff0670fdfb8d589 e0a9c5bb8dfa3cae 3fd5fdbe094e1b6e 346599a7b12aa5a2 3fbd9ba198d74885
// + 9cd0a10e63288de4 4025c7df4d7fa8e5 31cca6c1c2ef971b 3ffa1e4641997d4f 080cbf92e134b9ed 3fdc44af8a9265f2 77db8bea230a9ea2 3fc0c60d4968abb6
// + 244e470c1f43ab5d 3fed8d076f189697 09112bd1988f8e6e 3fc57a60c4ade1cf 15aea4ae3a438abe 401503b7b9ba0143 082fedc31f1322e6 3fc7921cbf59f807
// + c0f6b8dc183c5437 400dde92de2127c5 5340cced1ada808c 3fcc03aa3eafbbb0 637ca248bfb67431 400362b01473e183 4d4687b96b811991 3fe8f6ecbd188004
// + 1d2618d0584db9db 403b2fbc4aed57e3 057eef3e3c5ff9f2 4010883051267cd1 cb0872b7f3ed4698 3fbfd11385799727 1d906d22b46a69b3 4013526d19308777
// + 19b7fe72c978b9b4 403bf568fa63777a 1da1a659c6275959 3ffa2782427103fc 972f80d45a96f4ca 401173a412a27460 04dca350c5eaa6a9 3fc1bfac66d50883
// + 763daea7e5748cd9 3ffb00a6c49e23a3 279b1d46e4cd2eeb 3ffceb56f5c43134 9323ce88691b0b9b 40007b8531ea5e59 79b267a139304ccc 3fb3c3465bc4a9fa
// + d4be85735753efeb 3fc29359e0bd4b73 0735788b6c411150 402d5ed86695014a 257958dc368ad5d2 3fe89dffe2748d29 195008047bae261d 403c78910712c32c
// + f5f3882017b49e73 3fd7eeb052703107 5c189288058bbab6 3fecdf39dd2e8fb4 0071a71b3142a626 402879185973cd6b 460e2bc0a0d0172d 3fba99b9e65f16e2
// + 32c589aa30401f5b 40245c20766fd739 4d2215588257895c 4022b3e1a9486dc9 7257af25e208264a 402ca194decfaaa8 4fcde47b0aaff48d 3ffee1a6b2cb82ab
// + 63082b88341cc4c1 400f1f808f893397 586e622c331470e2 401893684ad42c34 fe66fd3121941a20 4035979967928538 7ea05744259fdc57 401476f355808bfa
// + c78f14104336f2f2 3fc2086051851db5 0ece5e083c2123a1 3ffabed12278e0c4 194787663d5ea223 3ff7fa33e95bc7eb 6da8c96b50eeb8cd 3fcf320f26748720
// + 9507650e105104e3 40350b8f33454600 0b57f98955993326 3fdc49862df364c6 319c8e4d17dd5d97 3ff0ce80128b35a6 78c5b04c2a304be4 4002a3565401e52f
// + 339f519a0731289b 3fb70860f34cf120 1624ddac831a39a0 3fbe0384d69f9bdf 36c0fea904e7f525 3fe7f03be748b2a6 266fa7c7b95d31b9 3fde305cf8f1d025
// + cb1c9b6fc72ba90b 400a5d84f7b1d2cd 5b07633f51d753c6 4039bee235474db6 95013ccbe316a728 3fe869f4fbae8656 251a979dc95de3c0 3fe2879b07fc4acc
// + f496944546f11939 3ff5683e3f2728b6 194d43b5805807c0 3fe6f5aa6ae2aeb8 15d8a2cae5ecc831 3fd1fcec9d7a2b14 5ae9ffc73b255979 402f62be06692f43
// + 27c56f0b514f6336 3fe40282dd765ace 5aed23ec489a6b17 4035cda5822d1bc9 17909d49c7b55041 3fd4801f75f4294c 63518418e1071e1d 402cf8ac0da0cf0c
// + 41b8071b6179ca44 3ff55999f22ed271 3b3fb733bf747387 400f9141fdc7a5a2 bb1da03aed465c99 400e55dda87596b8 18e88b90d9a84d95 3febfc3c7194ed2a
// + cd8af9eb45b70c4c 3fd1d33d6e10f369 7abd5cfc44b499d2 4007f8703282a2f7 1af065ca53161e46 4009985ad6a4a89c 235fa70f80a22aa8 3fc1ab88c125d748
// + 6e482b2c5a6a7e7e 4034e4d7db8aabd4 31dc71eb9056e082 3fe90d059efa77b8 0c027b63b9c1ce4b 3fd8c0bb8194a649 5e44781bf92d1b51 4000ce553a2248a7
// + b92ed3f0b628f22f 3fec9eb5a5cfb3c0 345d99617b074d32 3fb2855b04c375b6 393b50e1309f8189 3fd1e2cc41a545af 2a7eef8a35e9a1da 3fc0d1fde72cf870
// + 0bed9b77f229b0ea 3fcfaa670b823264 63e70467796ad681 3fde634f90cd6ebb 6577cf64dd668109 3fb1e3dca7acaa0b 0d082e5eb288cd6b 3fb38364bca1e702
// + a778cee7dc9e54fc 400996458d9be523 544b8e5b6630a4f9 4028a56816dd5124 177af47589678652 3fd224f95d90a510 76d0257515117354 3fe686bab2d31f97
// @data r_nearest_even f64 0000000000000000 8000000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 1e60000000000000
// + 1fffffffffffffff 7fffffffffffffff 2000000000000000 7fffffffffffffff 2000000000000000 5fefffffffffffff 7fffffffffffffff 5fe6a09e667f3bcd
// + 3ff0000000000000 7fffffffffffffff 3ff0000000000000 3fefffffffffffff 3ff6a09e667f3bcd 3ff3988e1409212e 3ffbb67ae8584caa 3e46a09e667f3bcd
// + 3e46a09e667f3bcd 3e46a09e667f3bcc 3e4fffffffffffff 3fe6a09e667f3bcd 200fffffffffffff 1ff6a09e667f3bcd 5fe6a09e667f3bcc 3ff6a09e667f3bcc
// + 7fffffffffffffff 3ff4224efde9009f 400e5292351a162e 400657d88ac4e977 7fffffffffffffff 4008a7bc245a6356 5a3e2b277be959f5 4003e0d153d232be
// + 536154c9acd2539e 3fe84afdd0f81fd8 2e7721ea150f3691 4001572eaec32c81 7fffffffffffffff 3feccb873517d20c 227ed33bb9ec2568 3fd50ba3299167e4
// + 5f50d0f77fbbe153 401243e608897532 5d94e68b345fa3be 400a5361d23d3756 7fffffffffffffff 4006bfa613e14083 236da958e95c1688 3fec336199aedf29
// + 7fffffffffffffff 400d018b1daa6691 2a6493167771f1dc 4005a3ed30c7fc6c 7fffffffffffffff 3fe6264fff33fd35 2a57959a931f1825 3fd96b4a2fa07ef8
// + 7fffffffffffffff 3ff7a6649f97f6a8 5b8bca234747f3a3 40035e7ba4364da0 7fffffffffffffff 3fdef9ecc5fbe972 5e9259fa50fbd13b 3fd4c310111bafa6
// + 5c064d26b29f8028 40049f4c8d03ef87 305084ecc3f3e74b 3ff03335fb6fe57f 7fffffffffffffff 3fe2c205e134c153 3a2a4a72c2f2201c 3fd5c3e8b227d225
// + 7fffffffffffffff 400a66843b50af3b 38de4789836b74bc 3ff47141d2b75522 23fe54a3bcf6d9e1 3fe54465c5b4c785 5be4fe7184ad19bd 3fd72b026bc20262
// + 321f2079605e3843 3feec04677ee0013 248093431b313906 3fda37630460473f 2acf5075a34baadd 4002562e04ac2fba 240ff6e0428c8b42 3fdb76c00afb87d0
// + 7fffffffffffffff 3ffeea96fd65c01f 49972fc1475492d5 3fddf0df84529100 51b5677e37e8bc57 3ff8e81352cfa26d 469ad9ce1f40f034 3fec43a34c95fae1
// + 2e8a9764f9e7c31e 4014db33ae3561d3 22b63f5e472ff26d 400043899dfdd3a9 7fffffffffffffff 3fd690013fa2ec38 2ec03635853a0d71 4001952c6103195b
// + 2cd397ebe8101fbc 4015267e9d5ab266 2ec7c3f0b32a9ae9 3ff474dea40511bf 7fffffffffffffff 4000b5c956b95ecc 226567e0e558a424 3fd7d4f70474526c
// + 5b15cae5b116bab5 3ff4c91c5e448bba 33c4d41deb194007 3ff582baf97bda40 7fffffffffffffff 3ff6f74fe2d53d3c 5cd1290b437f44ff 3fd1c83aa5fc4286
// + 7fffffffffffffff 3fd8617607a7b190 239288e0373fe6c7 400ea83571a37d26 32b4236beb05e2dc 3fec111f4534d5ea 2ca00401bd67a0ef 401557e0e6738f8f
// + 7fffffffffffffff 3fe3917b93bca237 4e03d4060f8c613b 3fee6551a2b0b3f4 2030ce5ae5566a0c 400bfc0da2c3d1a7 42ff126e75310479 3fd4a15921151f01
// + 395a40b5be4df789 40098659da33468d 46880e36cc04ca59 400876c5e0c4c35a 592377701fa1a489 400e44cd4d673955 47deeda56d4fc783 3ff63a7a8847abba
// + 517bcf91a8eae350 3fff8ef8a9db91db 4c2f2e67b15e31c5 4003d4608b04171e 7fffffffffffffff 40129642c824ec6a 5f46de0003ef75b3 4002185baaddac8c
// + 7fffffffffffffff 3fd80594e585b6f0 275f2c47b8e93a99 3ff4afb63064b046 2c9b708197cdbd2d 3ff396300f076cd4 56cc29d4eeb811cb 3fdf985fc9fb5649
// + 7fffffffffffffff 4012599987c607e2 25a395ea62d70d9c 3fe54637a0ee69e1 38c56004e67f336a 3ff065fb08ebf55e 5c5a5836c2da6534 3ff86bf1795ac5a1
// + 39c662a0bfe42b2c 3fd3326ca5a1ad70 2b09d70ed94ee260 3fd5e9f6b91fc0d0 3b5751f9c0a3cc21 3febad5f2b5a9ade 332fd3c54bc0e96f 3fe5fa4f9e38d52b
// + 7fffffffffffffff 3ffd0bdd00fd22d2 4d7b5b64e9de33f0 40144bcadeed3b73 7fffffffffffffff 3febf36494aaf55a 3284a087ab015e37 3fe859bf8c0494f8
// + 7fffffffffffffff 3ff281d5a328bcfa 2c9e9a088ff5681c 3feb1b02257d334f 2ae3da948daa937b 3fe0f7038fc17589 4d6cd80bc6efa4f5 400fb0fd78f7202b
// + 33da307754aa179c 3fe94deec37d79d6 4d6e8965855f1e2b 4012ad777bee9420 2bc04de73c808b8f 3fe21c695678e42e 51a0bda8601e37be 400e72b3afb11557
// + 40d39b749f68192a 3ff27b804b64dab8 3d9686d2c96daa9f 3fffc870c3732df9 7fffffffffffffff 3fff28166b88cc1b 2c6c069b2298b527 3fedece6f5359bb5
// + 7fffffffffffffff 3fe0e34fff4a8ba3 5d55acd5d0f35cc9 3ffbb21ced634988 2d703295348f1e1a 3ffc9e739224a114 31a681168d66a66f 3fd7c76dd4a195e8
// + 571bcf5cd0ec0f50 401248b0b7c23b08 38e5556300c6ddb1 3fec5022d2b1c58d 25f851b75e3bffc6 3fe3e6a14fcbdbbf 4f1997de398981d5 3ff730b9c3393704
// + 7fffffffffffffff 3fee4348a08e27e8 3a25c314ec888c23 3fd136e14ed7c890 3c94e7e66f262258 3fe0eaad19942f01 35363f7998fd59d4 3fd7333fe0bdfa4b
// + 25eec7c8df678e07 3fdfd516c04b6810 51eb23b3ef52b27b 3fe60cd3604d4495 52b384ac1a4e01c5 3fd0eb2de942762e 267bd13393439481 3fd1ab65f4282ea0
// + 7fffffffffffffff 3ffc9d49673f17d0 4a1db1ed4a1907a2 400c1557ea96c9ae 2bb4c46a883cf2f4 3fe109dbe6c32ce1 5b6012afa12f7622 3fead93654adcc2e
// @data r_zero f64 0000000000000000 8000000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 1e60000000000000
// + 1ffffffffffffffe 7fffffffffffffff 2000000000000000 7fffffffffffffff 2000000000000000 5fefffffffffffff 7fffffffffffffff 5fe6a09e667f3bcc
// + 3ff0000000000000 7fffffffffffffff 3ff0000000000000 3fefffffffffffff 3ff6a09e667f3bcc 3ff3988e1409212e 3ffbb67ae8584caa 3e46a09e667f3bcc
// + 3e46a09e667f3bcd 3e46a09e667f3bcc 3e4fffffffffffff 3fe6a09e667f3bcc 200fffffffffffff 1ff6a09e667f3bcc 5fe6a09e667f3bcc 3ff6a09e667f3bcc
// + 7fffffffffffffff 3ff4224efde9009e 400e5292351a162d 400657d88ac4e976 7fffffffffffffff 4008a7bc245a6355 5a3e2b277be959f5 4003e0d153d232be
// + 536154c9acd2539d 3fe84afdd0f81fd8 2e7721ea150f3690 4001572eaec32c81 7fffffffffffffff 3feccb873517d20b 227ed33bb9ec2568 3fd50ba3299167e3
// + 5f50d0f77fbbe152 401243e608897532 5d94e68b345fa3bd 400a5361d23d3756 7fffffffffffffff 4006bfa613e14082 236da958e95c1688 3fec336199aedf29
// + 7fffffffffffffff 400d018b1daa6690 2a6493167771f1dc 4005a3ed30c7fc6b 7fffffffffffffff 3fe6264fff33fd34 2a57959a931f1824 3fd96b4a2fa07ef8
// + 7fffffffffffffff 3ff7a6649f97f6a8 5b8bca234747f3a2 40035e7ba4364da0 7fffffffffffffff 3fdef9ecc5fbe972 5e9259fa50fbd13b 3fd4c310111bafa5
// + 5c064d26b29f8027 40049f4c8d03ef86 305084ecc3f3e74b 3ff03335fb6fe57e 7fffffffffffffff 3fe2c205e134c153 3a2a4a72c2f2201b 3fd5c3e8b227d224
// + 7fffffffffffffff 400a66843b50af3b 38de4789836b74bc 3ff47141d2b75521 23fe54a3bcf6d9e1 3fe54465c5b4c784 5be4fe7184ad19bc 3fd72b026bc20261
// + 321f2079605e3842 3feec04677ee0012 248093431b313905 3fda37630460473e 2acf5075a34baadd 4002562e04ac2fba 240ff6e0428c8b41 3fdb76c00afb87d0
// + 7fffffffffffffff 3ffeea96fd65c01f 49972fc1475492d4 3fddf0df845290ff 51b5677e37e8bc56 3ff8e81352cfa26c 469ad9ce1f40f034 3fec43a34c95fae1
// + 2e8a9764f9e7c31e 4014db33ae3561d3 22b63f5e472ff26d 400043899dfdd3a8 7fffffffffffffff 3fd690013fa2ec37 2ec03635853a0d71 4001952c6103195b
// + 2cd397ebe8101fbb 4015267e9d5ab265 2ec7c3f0b32a9ae8 3ff474dea40511be 7fffffffffffffff 4000b5c956b95ecb 226567e0e558a423 3fd7d4f70474526b
// + 5b15cae5b116bab5 3ff4c91c5e448bba 33c4d41deb194006 3ff582baf97bda3f 7fffffffffffffff 3ff6f74fe2d53d3c 5cd1290b437f44ff 3fd1c83aa5fc4285
// + 7fffffffffffffff 3fd8617607a7b18f 239288e0373fe6c7 400ea83571a37d25 32b4236beb05e2dc 3fec111f4534d5ea 2ca00401bd67a0ee 401557e0e6738f8f
// + 7fffffffffffffff 3fe3917b93bca236 4e03d4060f8c613b 3fee6551a2b0b3f4 2030ce5ae5566a0b 400bfc0da2c3d1a7 42ff126e75310478 3fd4a15921151f01
// + 395a40b5be4df789 40098659da33468d 46880e36cc04ca59 400876c5e0c4c359 592377701fa1a488 400e44cd4d673954 47deeda56d4fc782 3ff63a7a8847abba
// + 517bcf91a8eae350 3fff8ef8a9db91da 4c2f2e67b15e31c4 4003d4608b04171d 7fffffffffffffff 40129642c824ec6a 5f46de0003ef75b2 4002185baaddac8b
// + 7fffffffffffffff 3fd80594e585b6f0 275f2c47b8e93a98 3ff4afb63064b045 2c9b708197cdbd2c 3ff396300f076cd4 56cc29d4eeb811cb 3fdf985fc9fb5648
// + 7fffffffffffffff 4012599987c607e2 25a395ea62d70d9c 3fe54637a0ee69e0 38c56004e67f3369 3ff065fb08ebf55e 5c5a5836c2da6533 3ff86bf1795ac5a1
// + 39c662a0bfe42b2c 3fd3326ca5a1ad70 2b09d70ed94ee25f 3fd5e9f6b91fc0cf 3b5751f9c0a3cc20 3febad5f2b5a9ade 332fd3c54bc0e96f 3fe5fa4f9e38d52b
// + 7fffffffffffffff 3ffd0bdd00fd22d1 4d7b5b64e9de33ef 40144bcadeed3b73 7fffffffffffffff 3febf36494aaf55a 3284a087ab015e36 3fe859bf8c0494f8
// + 7fffffffffffffff 3ff281d5a328bcf9 2c9e9a088ff5681b 3feb1b02257d334f 2ae3da948daa937b 3fe0f7038fc17589 4d6cd80bc6efa4f4 400fb0fd78f7202b
// + 33da307754aa179c 3fe94deec37d79d6 4d6e8965855f1e2a 4012ad777bee9420 2bc04de73c808b8e 3fe21c695678e42d 51a0bda8601e37be 400e72b3afb11556
// + 40d39b749f681929 3ff27b804b64dab7 3d9686d2c96daa9f 3fffc870c3732df9 7fffffffffffffff 3fff28166b88cc1a 2c6c069b2298b527 3fedece6f5359bb4
// + 7fffffffffffffff 3fe0e34fff4a8ba2 5d55acd5d0f35cc8 3ffbb21ced634988 2d703295348f1e19 3ffc9e739224a113 31a681168d66a66e 3fd7c76dd4a195e8
// + 571bcf5cd0ec0f4f 401248b0b7c23b07 38e5556300c6ddb1 3fec5022d2b1c58d 25f851b75e3bffc5 3fe3e6a14fcbdbbf 4f1997de398981d4 3ff730b9c3393703
// + 7fffffffffffffff 3fee4348a08e27e8 3a25c314ec888c23 3fd136e14ed7c890 3c94e7e66f262258 3fe0eaad19942f01 35363f7998fd59d4 3fd7333fe0bdfa4a
// + 25eec7c8df678e07 3fdfd516c04b6810 51eb23b3ef52b27a 3fe60cd3604d4495 52b384ac1a4e01c4 3fd0eb2de942762e 267bd13393439481 3fd1ab65f4282ea0
// + 7fffffffffffffff 3ffc9d49673f17d0 4a1db1ed4a1907a2 400c1557ea96c9ad 2bb4c46a883cf2f4 3fe109dbe6c32ce1 5b6012afa12f7622 3fead93654adcc2e
// @data r_negative_inf f64 from r_zero
// @data r_positive_inf f64 0000000000000000 8000000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 1e60000000000000
// + 1fffffffffffffff 7fffffffffffffff 2000000000000000 7fffffffffffffff 2000000000000001 5ff0000000000000 7fffffffffffffff 5fe6a09e667f3bcd
// + 3ff0000000000000 7fffffffffffffff 3ff0000000000001 3ff0000000000000 3ff6a09e667f3bcd 3ff3988e1409212f 3ffbb67ae8584cab 3e46a09e667f3bcd
// + 3e46a09e667f3bce 3e46a09e667f3bcd 3e50000000000000 3fe6a09e667f3bcd 2010000000000000 1ff6a09e667f3bcd 5fe6a09e667f3bcd 3ff6a09e667f3bcd
// + 7fffffffffffffff 3ff4224efde9009f 400e5292351a162e 400657d88ac4e977 7fffffffffffffff 4008a7bc245a6356 5a3e2b277be959f6 4003e0d153d232bf
// + 536154c9acd2539e 3fe84afdd0f81fd9 2e7721ea150f3691 4001572eaec32c82 7fffffffffffffff 3feccb873517d20c 227ed33bb9ec2569 3fd50ba3299167e4
// + 5f50d0f77fbbe153 401243e608897533 5d94e68b345fa3be 400a5361d23d3757 7fffffffffffffff 4006bfa613e14083 236da958e95c1689 3fec336199aedf2a
// + 7fffffffffffffff 400d018b1daa6691 2a6493167771f1dd 4005a3ed30c7fc6c 7fffffffffffffff 3fe6264fff33fd35 2a57959a931f1825 3fd96b4a2fa07ef9
// + 7fffffffffffffff 3ff7a6649f97f6a9 5b8bca234747f3a3 40035e7ba4364da1 7fffffffffffffff 3fdef9ecc5fbe973 5e9259fa50fbd13c 3fd4c310111bafa6
// + 5c064d26b29f8028 40049f4c8d03ef87 305084ecc3f3e74c 3ff03335fb6fe57f 7fffffffffffffff 3fe2c205e134c154 3a2a4a72c2f2201c 3fd5c3e8b227d225
// + 7fffffffffffffff 400a66843b50af3c 38de4789836b74bd 3ff47141d2b75522 23fe54a3bcf6d9e2 3fe54465c5b4c785 5be4fe7184ad19bd 3fd72b026bc20262
// + 321f2079605e3843 3feec04677ee0013 248093431b313906 3fda37630460473f 2acf5075a34baade 4002562e04ac2fbb 240ff6e0428c8b42 3fdb76c00afb87d1
// + 7fffffffffffffff 3ffeea96fd65c020 49972fc1475492d5 3fddf0df84529100 51b5677e37e8bc57 3ff8e81352cfa26d 469ad9ce1f40f035 3fec43a34c95fae2
// + 2e8a9764f9e7c31f 4014db33ae3561d4 22b63f5e472ff26e 400043899dfdd3a9 7fffffffffffffff 3fd690013fa2ec38 2ec03635853a0d72 4001952c6103195c
// + 2cd397ebe8101fbc 4015267e9d5ab266 2ec7c3f0b32a9ae9 3ff474dea40511bf 7fffffffffffffff 4000b5c956b95ecc 226567e0e558a424 3fd7d4f70474526c
// + 5b15cae5b116bab6 3ff4c91c5e448bbb 33c4d41deb194007 3ff582baf97bda40 7fffffffffffffff 3ff6f74fe2d53d3d 5cd1290b437f4500 3fd1c83aa5fc4286
// + 7fffffffffffffff 3fd8617607a7b190 239288e0373fe6c8 400ea83571a37d26 32b4236beb05e2dd 3fec111f4534d5eb 2ca00401bd67a0ef 401557e0e6738f90
// + 7fffffffffffffff 3fe3917b93bca237 4e03d4060f8c613c 3fee6551a2b0b3f5 2030ce5ae5566a0c 400bfc0da2c3d1a8 42ff126e75310479 3fd4a15921151f02
// + 395a40b5be4df78a 40098659da33468e 46880e36cc04ca5a 400876c5e0c4c35a 592377701fa1a489 400e44cd4d673955 47deeda56d4fc783 3ff63a7a8847abbb
// + 517bcf91a8eae351 3fff8ef8a9db91db 4c2f2e67b15e31c5 4003d4608b04171e 7fffffffffffffff 40129642c824ec6b 5f46de0003ef75b3 4002185baaddac8c
// + 7fffffffffffffff 3fd80594e585b6f1 275f2c47b8e93a99 3ff4afb63064b046 2c9b708197cdbd2d 3ff396300f076cd5 56cc29d4eeb811cc 3fdf985fc9fb5649
// + 7fffffffffffffff 4012599987c607e3 25a395ea62d70d9d 3fe54637a0ee69e1 38c56004e67f336a 3ff065fb08ebf55f 5c5a5836c2da6534 3ff86bf1795ac5a2
// + 39c662a0bfe42b2d 3fd3326ca5a1ad71 2b09d70ed94ee260 3fd5e9f6b91fc0d0 3b5751f9c0a3cc21 3febad5f2b5a9adf 332fd3c54bc0e970 3fe5fa4f9e38d52c
// + 7fffffffffffffff 3ffd0bdd00fd22d2 4d7b5b64e9de33f0 40144bcadeed3b74 7fffffffffffffff 3febf36494aaf55b 3284a087ab015e37 3fe859bf8c0494f9
// + 7fffffffffffffff 3ff281d5a328bcfa 2c9e9a088ff5681c 3feb1b02257d3350 2ae3da948daa937c 3fe0f7038fc1758a 4d6cd80bc6efa4f5 400fb0fd78f7202c
// + 33da307754aa179d 3fe94deec37d79d7 4d6e8965855f1e2b 4012ad777bee9421 2bc04de73c808b8f 3fe21c695678e42e 51a0bda8601e37bf 400e72b3afb11557
// + 40d39b749f68192a 3ff27b804b64dab8 3d9686d2c96daaa0 3fffc870c3732dfa 7fffffffffffffff 3fff28166b88cc1b 2c6c069b2298b528 3fedece6f5359bb5
// + 7fffffffffffffff 3fe0e34fff4a8ba3 5d55acd5d0f35cc9 3ffbb21ced634989 2d703295348f1e1a 3ffc9e739224a114 31a681168d66a66f 3fd7c76dd4a195e9
// + 571bcf5cd0ec0f50 401248b0b7c23b08 38e5556300c6ddb2 3fec5022d2b1c58e 25f851b75e3bffc6 3fe3e6a14fcbdbc0 4f1997de398981d5 3ff730b9c3393704
// + 7fffffffffffffff 3fee4348a08e27e9 3a25c314ec888c24 3fd136e14ed7c891 3c94e7e66f262259 3fe0eaad19942f02 35363f7998fd59d5 3fd7333fe0bdfa4b
// + 25eec7c8df678e08 3fdfd516c04b6811 51eb23b3ef52b27b 3fe60cd3604d4496 52b384ac1a4e01c5 3fd0eb2de942762f 267bd13393439482 3fd1ab65f4282ea1
// + 7fffffffffffffff 3ffc9d49673f17d1 4a1db1ed4a1907a3 400c1557ea96c9ae 2bb4c46a883cf2f5 3fe109dbe6c32ce2 5b6012afa12f7623 3fead93654adcc2f
// @run nearest_even entry=sqrt_nearest_even grid=1
// @arg buf f64 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_nearest_even prov=softfloat
// @run zero entry=sqrt_zero grid=1
// @arg buf f64 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_zero prov=softfloat
// @run negative_inf entry=sqrt_negative_inf grid=1
// @arg buf f64 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_negative_inf prov=softfloat
// @run positive_inf entry=sqrt_positive_inf grid=1
// @arg buf f64 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @sqrt_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = sqrt %x0 : tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_zero(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = sqrt %x0 rounding<zero> : tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_negative_inf(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = sqrt %x0 rounding<negative_inf> : tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_positive_inf(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = sqrt %x0 rounding<positive_inf> : tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}
