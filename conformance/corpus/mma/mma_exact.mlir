// @conformance 1
// @tier ci
// @family mma
// mmaf for every (input, accumulator) pair it accepts, and mmaf_scaled for every accepted (input, scale) pair, on inputs whose sums need more bits than the accumulator holds: the result is the formula's exact value rounded once to the accumulator type (tileref's default; docs/semantics.md). Every case differs from the per-k fma chain in some output (digest 4.2).
// @oracle model the exact sum in i128 (inputs are integers times powers of two), rounded once to the accumulator type by rustc_apfloat (quad, then convert_r to nearest even)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a_mmaf_exact_f16_f16 f16 4273 b477 c3b2 39df 4296 b933 3f61 3f0b c6fe 2c3e 2dfb bd13 ae9e 4698 c55d ce86 4759 b07d bb53 3eb4 ad55 31a4 43a9 c42a
// + cf8e bbf5 b08a 38bc b35e c706 b095 b19c 3509 cf6f 2dfd 4583 3c8e 3ddd b5b0 bae5 cbb6 32c6 ca34 4f60 ad3b 47aa 3e9a cd9d
// + 44a2 42ff 4c9b cd2f b647 2cc9 c71d b9f3 ac1e 3216 c6f3 b316 b6a8 4881 b820 b7bb
// @data b_mmaf_exact_f16_f16 f16 3d41 b69c aedf be2b b604 2c0b bf58 ac5b 4494 48e3 2f6a 3cfb afb0 c7b1 41ce 4409 3acd 2fbb c386 4941 481f c863 c21e b18b
// + 3928 b1c7 ccea 4ae7 3d2d 3d74 b03f be60 cfc7 ba19 3ddb b347 ce49 36c0 b250 cabc 4145 3e3a ad18 c0ee 36a3 c42b c27b af95
// + 3bb6 cfb1 ad35 33b0 3ace 3c6c 4830 cebb 4071 c5c3 ce08 369d 4266 cc01 c4f3 4a20
// @data c_mmaf_exact_f16_f16 f16 b4e2 38e4 33a3 31b0 34db ba02 b7f1 c4c9 3653 482e 4451 cb9c cb39 3fd5 3037 b5ab
// @data r_mmaf_exact_f16_f16 f16 570f 5ec9 5c1b df00 6384 c957 d95d 5bfc 5e7f 59ae 55b8 ded0 52e9 5dac 593e de4f
// @data a_mmaf_exact_f16_f32 f16 c9d4 b1f9 2fa3 4a72 4648 c07e c117 c0cf ade8 3dad 3d5b b2e1 4b60 ca17 3408 cfdb 3f59 2dbd bde5 b62f 3694 c7d0 b20d bd7b
// + c7c1 b14c cc4e 3818 2d9b 35f6 bb02 2dec c635 4f99 3b98 b05d 3c85 3d26 4443 b0ba 4de9 c77f 2f5a 3855 3e04 30d9 3b79 be27
// + 465b 445d 4567 3f47 3178 2e7e 4d99 2fc3 3553 4d9b 42e7 3397 b355 471d c960 c47c
// @data b_mmaf_exact_f16_f32 f16 34b0 3b34 ce1b c43d 3836 3851 c3fc 318f ae47 af90 4add b743 4002 cfb0 443f 39cb 3b17 4a88 be75 c1b3 c83d 4d3b 4506 306c
// + 34f7 afa6 b5d9 c245 3ff3 cfee cdeb 3696 bdb0 34e7 2c5e 328a 2f1e 2cdb cb34 c515 39c0 c05e b205 b322 cb18 b216 b0e6 cb0f
// + 3aad 332f c4e2 2eda c90b 3009 3be8 4a5f 4b63 b7a6 4467 c702 c352 3947 4687 b951
// @data c_mmaf_exact_f16_f32 f32 3eef69e7 3e19b8db 3dd7f0f4 c1f0fcf1 c1a218f4 bd9f3f87 41e8637f 3e69c153 bdc9a992 3fe1fffb c08324d9 c088d71c bdba4d4a bf3a3e02 bda75a38 bea1a280
// @data r_mmaf_exact_f16_f32 f32 4395ff95 c39e8cf4 428b3090 c2f360f3 418f3e95 c282844f c22ef788 c02ae6ec c19076de 4287783d 430d92cf 42289153 c3478952 c2589d52 c3f6e3a5 c23d3e5c
// @data a_mmaf_exact_bf16_f32 bf16 bed0 bdd1 c1b7 bf96 3ff6 4088 bfb0 bea8 c12c be7c c098 c0de bf03 41b3 c0d3 c01b 40cc 40cd 3e05 c1b6 40f9 3eb4 3e6c 3d81
// + bff4 bf75 3f60 bf35 3f4f be01 3eee bdf4 c17e 4029 407e c17d 405d bfd7 bf65 40a0 be67 3de0 3f74 bf6a c1c7 3eb2 3f56 bdc0
// + c019 4117 c0bc 3f1d c079 4030 c0dd bdb7 bf71 3e97 c088 3ed3 be77 c190 3ff4 3f9a
// @data b_mmaf_exact_bf16_f32 bf16 415c bfe8 3ea4 bdbc c1ef 41b2 c0bc bf60 41cf 4127 40db 4062 3f58 bec9 412f 40cf bef8 402b 3ef5 4126 3fa8 bf1a bebf 3ec0
// + 3ed2 3faa 41d1 3db2 3e4c 3e0b 3eb5 408c c001 c137 41f1 c0c7 3f10 c1d7 bf71 be7f 3e82 416a bea1 bdf2 be3b 3e88 beb2 41a9
// + bf96 bf95 be88 3dff 3e67 3ffc 3eb1 3e9c c053 3e95 3f97 3ee7 3de1 41b5 4197 41d3
// @data c_mmaf_exact_bf16_f32 f32 3ed974e3 c1fb7357 3f19bc4b be2fdfcd 403bc3dd c183a635 3e95b190 41f60844 3e5fd63a 4052b74e c04bef7c c0225427 41164c0a 413bec92 bfd93ff2 41236da8
// @data r_mmaf_exact_bf16_f32 f32 c40790e1 c3605e22 c40e950c c34f9a8b c2ed6573 434a1757 c3a60f3a c23b344c c3377648 433d4758 c33dd52e c2673533 c3e7a641 42995c8e c38db2e9 c14dc76e
// @data a_mmaf_exact_tf32_f32 tf32 c1856000 3d832000 404a6000 bff5a000 c0826000 beb36000 40132000 3fe58000 c0d0c000 3f242000 3e386000 3edca000 401c4000 c06c2000 c1c8e000 bfe3c000
// + 3e72c000 407e4000 bdcb4000 3e04c000 3f90c000 412c6000 3e91a000 c1dbe000 c0d1e000 bd908000 c09c0000 40d9e000 3ea86000 3e878000 bf2b8000 c03e6000
// + 3e9ac000 c00a6000 41fce000 be134000 3f2b0000 3e3ce000 c059a000 40418000 3ed2e000 bf942000 c1a0a000 4014c000 c06da000 3f874000 3f692000 41638000
// + 3d9b8000 c100e000 3e26a000 41140000 3fdd8000 3e8fe000 408f2000 beda2000 4028c000 c0ba6000 3e4a6000 41164000 c1d1a000 c187e000 3f804000 bf840000
// @data b_mmaf_exact_tf32_f32 tf32 c19f2000 bfb0c000 40fb8000 419c2000 3eeec000 41860000 c02c2000 bdc34000 4173e000 3f442000 bfe02000 be910000 bf58e000 40ffa000 bf97e000 bdcd6000
// + 41f54000 bf8b8000 4010a000 be340000 3ff36000 3fa74000 bed6a000 3dee0000 3e84e000 41cce000 3e008000 bdff0000 bffc8000 c1244000 3fa74000 3dcae000
// + 3ddf8000 3f026000 c04d2000 40c8a000 bf59a000 bf704000 405fe000 c0606000 c0e80000 bf71c000 3e9a4000 4056e000 4109c000 41ad2000 3eee2000 be3ba000
// + 3e10a000 be2ae000 3e8d8000 c08fa000 417c4000 c1de0000 be38e000 3f8a0000 3f7be000 c15ce000 be132000 3e26c000 bfc24000 bf9ee000 bfffe000 3fa96000
// @data c_mmaf_exact_tf32_f32 f32 4070d2aa c1bba2d0 bfed1f11 40252024 c085c43a 3f54e231 40b3e4b8 bd84551d c064f836 41ab8b7f bdecef11 bda7b143 be670c72 bdc40008 404939da c17e09af
// @data r_mmaf_exact_tf32_f32 f32 43320b5f 43f41c81 c2ddaa88 c3c17646 434a2844 44031f79 c147585e c274eafc 4421d6f8 c2c63149 c2a481bf c1d5bf03 c30b8754 44365194 c10b6e45 42ed07ba
// @data a_mmaf_exact_f32_f32 f32 409d97d1 3efc9076 be3390c5 4047ba50 3f574d1a 405d2903 41cd6c7e c047b2d0 41ea8a24 c0c66803 c1a6f15d bf587a5a bfd53b95 bf7f7721 bf96ee30 c015ca1e
// + 3e2b9ca3 c12f5572 3fd6b61e bf4361c2 bed012fc becfe7a2 3e6cdcfb bf6f1406 3ddda491 40b43b7c 3eeabbd4 c10e4420 be77d436 bfa05010 3f183e80 bdb09462
// + 3ea272c5 c087a02a bd932af6 406e24d6 c0ac189d 40447be4 3db45bf3 3dd5b1fa c1cb8a7b 3e1436aa c15ee7ae c1d208d8 40b00bb3 40173206 c14e08d4 3e015c71
// + bebcc649 4145d9ba bddc410b 3fd7dded c18f61b3 bf4d5bd4 3dd06f28 bf558f61 3de1b009 be2c855b c11cabd0 be75c175 3f3f9b88 3e4f741e c0465efa 400e1f53
// @data b_mmaf_exact_f32_f32 f32 bf02e0d0 3e90fcdc bfd9a26d c15491bd 416716e5 be588fe4 bea5f7b5 3e1589e2 be646583 bf06894c c07ad97a c1d3018c bfc56bb8 bee7975d bd912cee 41b85427
// + c14b06f6 40486935 407c40c7 410eb4ad bfb8b00f c0e6fbae 3f245eb7 bdb67a86 40bca481 bf73d67a 41467be1 3f8a26f1 bf54df5d 3ed7948a be44951c 3eeffc9f
// + 3e6a83ba 400114cc 41a37fc7 bfacffe2 c13681c3 bdf5dd70 416c73be 3f31ba39 3dec528d 3debf5c7 be8c7f05 be35fdbd 3f5f810b 3f9e0125 40a48c53 3f0c95d2
// + 3dbcfde5 bf3c6d78 c003e7b6 3f302840 41d47a8e 3ff735c8 4028af69 40e843d5 41e8f3a2 3daa501e 3fa8d1d4 bf9afb1e 41e5e8cb 41e2fa86 bdc9e96c 40c9f99f
// @data c_mmaf_exact_f32_f32 f32 4149eb7e bffee344 bf66f5b9 41278bc7 40eabd19 402a5e0e 412261eb bfe3284c 3dcea76a c1f2d1d7 be750125 be398675 410d83a7 bfa87048 beeb971d 3f62aa9e
// @data r_mmaf_exact_f32_f32 f32 42c19957 c2738474 444e06c2 c0ea7b09 c368b717 c127ba2d 4236af98 c2a5db80 c3ab6c43 c3185f49 c42c2ae9 42bcc5fb 43c54683 40bc3fcb c29abf69 c2b35db3
// @data a_mmaf_exact_f64_f64 f64 bfbbc8b14e530000 c02aaf15e17e8000 bfcfee6997c44000 400df48149e9c000 40031cd830cf2000 c0290b504cbac000 c03462a6a7cb8000 bfb107660e01c000
// + bfb8e327a470e000 40107578bf40a000 bfc075b2a6910000 bfb13b3ff4976000 3fd28eb60000a000 c00800132be70000 3fbe9226189f8000 c01e315caeaa0000
// + bfe91fbf8ddce000 bfc8aaad0f9c4000 3fe57582435f6000 3fefc6925471e000 3fe4e23ce79ce000 3fc066473a7c4000 c006917cc059e000 402c0ae02bfb0000
// + bff391ca77c2c000 c01f1b2c114d8000 c03dbf0797afe000 bfd90a3522908000 bfc4de10d710e000 400e1f098fd1e000 3fe22354eb692000 4007e6eb3938c000
// + 3ffd370c8a086000 c02240c88ca20000 403214fc365b4000 bffcc71ba87a8000 3fed130256bd2000 40161934c9cc4000 3fd5d704dd67c000 bfc76cf60361a000
// + 403453ee2ce48000 bfc6817cdde52000 40148722c5f60000 402cfebb34552000 bfebfe80d5f46000 bfc2008f2ff3c000 bfca9d7286c6e000 bfe395a3536f8000
// + c01a30d546cb2000 3fcc5b99cf578000 c01a246e87bbc000 c03db48461730000 402392dd4ce14000 40044dfc3edbc000 c00f212114ac6000 c02ae560bfda8000
// + 401a56194fbe2000 c025d564f8422000 3ff0ac19af86c000 3fe75ca0046d2000 bfc5e22d9c0d0000 bff4e7978c6c6000 c00e02236bcce000 3fe317178506a000
// @data b_mmaf_exact_f64_f64 f64 400bd206a2c48000 402b091602ec0000 3fdc34f820110000 400136e443fb8000 c0398361a8aae000 c008e9a16bf54000 bffeb9472581c000 3fca41fce9d7c000
// + 400252cd76d18000 c0263e3055fa6000 c002bd727b3b4000 bfe75036af58a000 3fbf0ef7baf0c000 400262658079c000 bff6edd715e86000 c03cd057bd01a000
// + 3fea8ed30779c000 bfb1b8c543d48000 403052efc7c34000 3fc7dc06cecd6000 c00131a57ab10000 3fb9150831db4000 3fefbe23975e8000 c0278e10719f6000
// + 3fcb1b8481eb6000 40318d3c2e6f8000 3fc7d283a1912000 40278b2701c86000 c01d9378e95ce000 4038343073ae0000 c0203bfd36b12000 3ffb7aef648b8000
// + 3fd8909168948000 4038737863162000 c02162daf4814000 3ffe476c96dc2000 4029bbfd2c35e000 3fc211af50ce2000 bffaf8967245a000 c031e0ae0ee7a000
// + c016f2d0deb0a000 3fb1d0626c676000 400a14dbf6510000 3fdf048f758ec000 3fd37df4c761c000 c02379a6400c6000 c008af2c3824e000 c007cecc642a6000
// + 40134b7a330bc000 3ffdaa118e706000 3fb536bdb3ab4000 3fced249e83ac000 4001436d80e22000 c011f92ab893c000 bff6b405d8000000 3fe880d4a668a000
// + 3ffaae214114a000 bff5d4cfd8b54000 c03f79510380e000 40033037008be000 c009a6c575cb2000 4037405f0ea3a000 c03f4fffe75b2000 3ffa3d0a903ec000
// @data c_mmaf_exact_f64_f64 f64 c00671b87f1d6000 bffd0942cc9e4000 401b9a3a6f27c000 bfbdcecdea4c2000 3fd27bebc4a78000 3fb45cf35fdee000 3ff950099e3f6000 4028c52d28806000
// + bfd1d07560aa8000 3fdb89f027264000 40188228ae512000 c02ba598c6e72000 c004cc21d94ea000 bfd58187499e4000 401a3b0becaf6000 c02e1e80e7e5c000
// @data r_mmaf_exact_f64_f64 f64 407b31e42a27471a c07d9f4d0ceb5d4d 407199678452c241 c0722e268470218b c03f29801c572d02 40728ec93a04a527 c0725b98c65e17fc 4059e6a4455035f9
// + 406f00d90e9ef97f 4067f34a2338762e c0658162dacf0304 c041964d4f4de97e c059f4d69cc84321 c072e616fb212e8d 4078b5e94a2c55d8 408d1c09aaedca39
// @data a_mmaf_exact_f8E4M3FN_f16 f8E4M3FN ce 21 43 be a4 a7 27 ca dc 25 5b 99 2d c7 3b 1c 28 d2 aa 5f c1 d2 be a6
// + 58 5d 49 37 47 ae d8 31 3c 34 d8 21 98 bd c0 5f d5 c9 4d 3a cf 50 4d a7
// + 5b c6 cd d3 32 4a 45 d0 5f 36 dd 2d dd 53 bc d9
// @data b_mmaf_exact_f8E4M3FN_f16 f8E4M3FN 34 53 30 da d8 48 47 b2 d3 37 a2 9c a7 a3 db c4 af c6 3a a2 44 54 59 a2
// + 25 a7 db 39 25 a1 c5 1d 1a 4b a4 27 3e 3c ad b3 d7 db 9f da 31 1d bb 29
// + 4f 50 9a 58 d5 1f aa a9 ad a6 d2 1e 35 a9 35 d4
// @data c_mmaf_exact_f8E4M3FN_f16 f16 c43b af64 4e20 c053 b0e0 ba52 ba4d 3535 37c0 4263 b1eb 309e 3037 4f69 2d00 4caf
// @data r_mmaf_exact_f8E4M3FN_f16 f16 dd0e e161 52f4 dca3 589d d5dd e172 d866 d666 dca4 d88b dc52 5a54 62a1 5c67 d387
// @data a_mmaf_exact_f8E4M3FN_f32 f8E4M3FN db 57 3b dc 9c d4 47 1f 56 a4 4a dd a0 9a 3c a4 c7 34 5b d0 3a d8 d4 52
// + 24 2a de c1 45 b2 39 4d b1 4f 19 a8 24 1d a5 be dd 54 42 31 53 3f ce 5d
// + d1 1b 35 23 44 ca c8 50 d6 4d 46 5f 19 d3 49 bb
// @data b_mmaf_exact_f8E4M3FN_f32 f8E4M3FN 2e 9f aa 1e 31 cc 38 37 26 ad c5 38 3a 98 c1 18 d6 3f 28 3e 2c ce 3d 3d
// + 54 d8 cd 31 30 a0 5f 49 43 27 cb 1b 9a 2d 47 35 ad c3 3b ac a8 98 c3 c1
// + b1 23 3b 9d 24 1b 3f c5 a1 da 49 df 43 48 b3 1d
// @data c_mmaf_exact_f8E4M3FN_f32 f32 bdecc423 41c66a1a 3fd88d5e 41d852cf bfb35805 c152d8ba be10be0f 40ec8ccc c1bff2f0 c18e82b6 be4cd927 c1feaae7 3e5da947 c00aea49 3e1f1318 3f16eacc
// @data r_mmaf_exact_f8E4M3FN_f32 f32 4254b99e c29b226a 421fca6b 4209dee8 c30e1b70 43b45dfa 438827e8 41e08833 c204a6b8 43324579 42e7ff13 43326fe3 c31199d6 c0dd7a24 438d80c2 c304bf49
// @data a_mmaf_exact_f8E5M2_f16 f8E5M2 40 4f 37 36 3c b5 47 cc be 2f 2d c7 c7 c9 b4 44 ad 4d 4d cd cb ac ac 4b
// + 43 bf 2e b8 ce 3c ad b5 c1 45 3c 3f b5 4c 46 46 4a 2c 4a c7 45 b4 be 40
// + b2 ac 4e 35 cc 2d 35 35 c4 bd b3 2e c1 b0 bc b0
// @data b_mmaf_exact_f8E5M2_f16 f8E5M2 ad c9 4c b4 47 be 2d be 2f bb c5 ba c9 b7 3b 38 4e 4d cc 3f 2e cc b1 cb
// + c0 b5 c2 bb 37 48 46 b3 b2 44 b3 38 c5 36 2d 41 cc 39 3b 44 4e c7 ca ad
// + 40 ce 42 ac b5 b6 35 2f 4f 47 bf 3a bf ac bf c6
// @data c_mmaf_exact_f8E5M2_f16 f16 c4d4 30fb 4c26 3652 38be cbdf 3e8f 31be 3eb5 c6d7 3330 44de 321c 4805 aeab 3e6f
// @data r_mmaf_exact_f8E5M2_f16 f16 c41b 51a8 cf94 d3e7 d14b 5dcd 57ed d504 de28 db49 5539 d9fe de55 dc99 5800 d26d
// @data a_mmaf_exact_f8E5M2_f32 f8E5M2 b5 47 43 b1 3c 49 4e b7 c9 ac 49 b4 ce b2 af 3f b1 46 ce b5 49 cb 2d 46
// + b0 2f c2 ba bb ae b0 44 b5 cd 3b 4e 34 c1 36 3b ac b8 c9 31 cd 2f c9 ae
// + ac b0 bf 41 3f ac 4a b2 3e b2 cc b1 c1 b9 c4 36
// @data b_mmaf_exact_f8E5M2_f32 f8E5M2 c2 b9 c3 3e bf c1 c2 b3 4c ae bc b3 4b 35 39 ba ae b0 be 39 47 31 31 3f
// + 2f 39 4b 33 bc 4c 4e 47 ce b8 ce 36 bf c9 bf c4 44 45 b1 c0 b4 2e 2e b2
// + 37 ad b5 cc c8 4f 40 2f cd ac ad c3 b5 3b b3 31
// @data c_mmaf_exact_f8E5M2_f32 f32 bfd78a5c beeadeeb 40c00ea2 bd9bdbdd bf5bc0a7 3da5bc28 3f44a077 413b44de 4159f7d3 c1d4cd0f 409dccf9 3e9252c5 c018e417 3edf624a 3f6b2037 415bc1dd
// @data r_mmaf_exact_f8E5M2_f32 f32 43c14c76 42343f42 440a5569 43bd62a2 c3ffca48 4281956f 43097420 42707838 44057c5f 40a143c4 42e9b6d0 43b6777d c11ed906 c2b3391e 430443e0 42cb9c3c
// @data a_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 f8E4M3FN 21 66 58 d7 9c 18 a8 64 40 2f ac c0 b9 5a a2 d9 df 98 b6 47 68 5c 54 c8
// + b1 b4 3c d8 66 b3 1e 42 29 db 2b 36 bc db e6 31 18 b0 e2 a1 ba 1f 46 e5
// + 98 2d 35 ab 63 c3 a1 9a dd 5a 47 48 98 23 27 2a bb 59 25 57 66 35 c8 98
// + b8 b2 de c8 3c da 27 58 e8 df 4a 3a e2 b2 e3 d3 1b 55 3c 51 c4 26 c7 9f
// + e6 b9 37 1c c6 e0 e4 b4 23 d1 ca 4c 35 2b 32 3a b4 1d 5a 38 b7 33 3d 51
// + b1 b7 4a c0 ab 45 cf 9e 26 5f c7 34 1c 22 bb 25 a8 57 3e ab 3c 4a b8 5e
// + a2 c9 cb c4 59 e1 a1 21 18 cd 3b e8 b4 bf 4d 5e 53 a0 4c be d4 9f 36 a6
// + e1 2f 22 62 19 e0 9a 39 e0 1c c4 b3 bf ae 65 9b 4f af 9f bb 50 d9 3a cc
// + d6 33 b0 68 35 28 d8 a9 a2 aa bc 5e cd d7 20 59 47 b7 b8 c6 34 9b 5c 1c
// + 45 9d e7 3a 18 e3 98 2c 1e b7 da 62 a0 c6 53 62 c0 3c 2e c2 b7 59 2d a2
// + ae 5c a4 1d 29 b4 aa c9 9e cc 5a da ac c0 9f 57
// @data b_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 f8E4M3FN 2b 44 33 25 36 ab 22 b8 e4 a3 d9 47 24 48 b6 b2 d8 27 da db a6 5b 65 2c
// + 4c e7 25 9c 39 63 c6 de 45 2f 27 d0 b2 42 49 52 b8 bc ad cb cf 66 4f e6
// + be a5 56 dc 1f b4 b2 38 5c d0 2d 99 e3 43 b3 da e6 b7 a7 3d c3 bc a6 32
// + 67 4f a6 4e a6 51 37 cd 33 23 ad 62 59 aa 36 4f 63 5a 48 1e c5 ad ae 67
// + 1b e6 a6 47 c2 c2 20 4f dc 2f bd 63 da 56 b9 61 cf 31 67 af a9 23 44 ad
// + 42 65 d0 47 56 dc e4 ae 36 4d 4a cc cf 9f 3d 62 b3 e0 56 62 40 db 18 21
// + cf db c1 3d 66 68 2a 37 51 ba e0 5c 58 b9 24 45 c1 a5 aa d4 b8 c5 29 1f
// + 19 4d 3b 68 af 45 5d 25 aa 2f c8 37 e0 5f a0 67 bc 9a 31 ca ae 44 ad 24
// + e4 a9 4b b6 be 44 a8 c7 36 af de b5 ba bf b3 b8 ba 5f 21 67 cb 54 3c d3
// + 2f 64 2e 9b ab a4 2a 1a 44 35 b2 e3 a6 ad 65 5b b7 c6 ce e0 52 9e e1 48
// + d2 5a dc da 59 65 c0 b4 d3 e2 40 31 5b 52 a7 a1
// @data c_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 f32 3def442a 3f83be01 bfe5ed35 c17e3f67 c095279c bdf15f58 3f523831 3da4faa8 40422eea 407649a0 415705cf c08eddff 3fc0504d 3eb72fdc 3f3a83b5 411aebdb
// @data sa_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 f8E8M0FNU 75 7c 80 73 8b 8a 83 73
// @data sb_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 f8E8M0FNU 7e 7c 7c 79 7f 88 80 82
// @data r_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 f32 c34804bb c6fba0b6 4421d2af c42a5e27 4360df76 c3bff79b c3abfec0 c2c9c740 4a67e87c 4e662c79 4a5002d7 cbeaa678 46105e95 45bd37df 433dd207 c486857d
// @data a_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 f8E5M2 c7 2c 36 d3 51 d2 46 4b 3f 2f d3 48 31 c0 3f 4a bd c5 af cb b8 3a 49 d0
// + 54 d3 bf 3a b6 c1 b6 ce b9 b0 cd 3f ca 30 c6 37 4c b2 b5 be 52 c5 c9 d0
// + cd 4d b5 be 4a 4b 35 47 d3 50 3b 32 c3 c3 b8 c1 51 4e af b3 be 2c c0 d4
// + 3b 3a b2 b2 36 ca 49 52 4f 34 41 d2 45 b3 bf 4d 4d 2f 4b bb 3d 30 c9 b1
// + 49 c4 c4 bc 4b d1 31 ca bc 4d 30 ba 2e d4 39 d3 31 3f 3f bb 45 54 51 4d
// + 4b bc 2c 2e 4c b7 3f c5 31 4f 36 47 b7 44 c3 2e cd ac 45 2e ce 51 34 3c
// + 37 ce 52 ad 37 d0 bd 3c ca 4a 32 4d bf 45 2d c2 c0 2d 3b b7 cb cb c2 d1
// + 4e 3f c5 50 44 35 3c 49 b2 b9 cd d4 c7 c5 b4 c3 4b 43 bf d3 4e 2f cf cf
// + 4d b0 4d 45 2f 3e 4e 3d b8 d2 cc c1 d0 af 45 cc 53 40 44 34 3e bc d4 b2
// + 2f d1 38 cb 50 c0 32 c5 47 4f cd 43 d1 40 3f 47 be 3b 37 ad 47 4d d2 c5
// + 52 50 ba 53 bb 4d c8 ac cd af 42 cd 2d 54 ca b0
// @data b_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 f8E5M2 4b 32 50 43 3c cf 3f c2 bf ce b8 3f 51 c0 b7 b2 bc ca b2 b8 43 b7 af 54
// + bb b2 d3 40 b8 b1 ae c9 ac ba b2 af 4d c6 32 54 44 44 c5 cc ac b3 4c 41
// + 42 3d 39 4a 41 bd af 52 b8 53 46 b7 4d 53 36 c7 34 d4 c2 c9 bc b3 53 b2
// + ba b3 c5 b7 46 31 50 bb 32 c2 b5 bf 54 44 4e ce c5 ca c9 40 c4 3f c9 d0
// + 48 2f 30 c8 c8 bf 43 4a 3e 2e 49 c0 d4 43 b6 4e c4 c8 bd 36 41 4b ba ce
// + 41 bc d4 ce 4f bd b5 4f c4 32 4a af ba 2d 45 b3 ae c9 3d ac 3f b9 b6 bb
// + d1 b2 ca 3f 52 30 4f 33 47 34 be ac 49 d1 34 2f 46 bb c0 c7 bc 2c 37 ac
// + c4 b8 c4 37 b4 b4 3b d2 ce bf bd c6 c1 3f b6 c8 c7 3e bd 4e c1 4e 4b 3e
// + 4e c4 c9 b5 39 c1 c4 b1 b8 d2 bd b0 3a 4b 54 c6 b0 4e 3a b2 51 c6 3d ae
// + b7 c2 47 c2 50 2e 4e ca 50 3e ac 39 44 ad c9 d4 4d b1 b2 c9 b1 44 53 4b
// + c4 3b c3 cc c9 36 d3 b3 d0 ba 3d 40 ce b9 ac 46
// @data c_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 f32 bf82691f be907cd8 3e325d4e c16f7379 3e8092ed c0a96184 bee83cd6 3ea7d050 3efb3831 3fb6cc22 409b5e57 3ddeec8e 3fedbf76 3ea14619 c08924c1 4066cff8
// @data sa_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 f8E8M0FNU 84 7d 75 87 82 7d 77 80
// @data sb_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 f8E8M0FNU 7f 73 85 76 7e 88 7e 87
// @data r_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 f32 c78e2c29 c78df200 c9c16887 c82a4eac 481e12ef cd2d1510 c814120e ca8f3cff c6c6eb19 484626bb c9844ea5 c8342e2d 453e422f 47e63288 c48f728a c9841153
// @data a_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 f4E2M1FN 4 5 1 2 d 4 b 7 3 2 6 b 7 7 3 a 6 c 2 9 5 7 c b
// + 1 f 6 f a a d 3 9 f f e c e e e 4 3 f 2 f 6 d b
// + 1 7 5 7 a d e 5 9 d 3 3 4 5 5 3 7 a 7 9 5 e 6 6
// + 1 c e 2 c 3 6 f d 3 c 7 4 2 c b a 3 5 2 c d 4 f
// + 9 e 5 c b 3 d f 5 c 2 5 6 3 9 d b c 9 2 1 a 1 2
// + 5 d f 5 7 c 7 6
// @data b_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 f4E2M1FN 3 b 6 6 7 9 b f 6 3 3 7 d 4 a 1 b 6 2 a a 7 9 2
// + 9 c 9 9 d d d 4 2 9 2 e 5 b a 4 b e a 3 3 2 e a
// + 4 a b f e 2 c e 3 1 c 3 5 2 1 7 f 7 e 4 5 2 4 2
// + 2 e 4 f d c c a a 6 d b a 6 e 1 1 7 2 5 d 6 a c
// + a a 5 a 4 b 3 c 3 f 5 7 e f c 3 4 2 e 4 b 1 7 6
// + a a 3 4 c 3 6 e
// @data c_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 f32 c0f877a1 40c87cd4 c0b9f170 c1ea1990 41b45509 c01cb1e9 bdb3ab9c bd8d236f bf04326d bddcbae2 4079ac85 41c92c41 3e0914ef 3ff283d0 3deded17 bfd75440
// @data sa_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 f8E8M0FNU 7f 8a 80 77 7e 81 74 86
// @data sb_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 f8E8M0FNU 7e 79 7d 85 82 88 79 74
// @data r_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 f32 c88001ac 4c750001 c48bf9f1 c5458c33 c1cf5af7 c2d9ad8f 41449fa9 c524011a 440f7ef3 c804800e 4074ac85 44644c92 c6fdffbb 4994000f c26b87c1 c09b1510
// @data a_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 f4E2M1FN 2 1 2 5 1 9 c a 2 d f e 7 d c 2 f d 6 e 4 5 b 5
// + c d 9 3 f 5 7 1 d 4 9 5 1 d f 4 6 3 9 9 5 7 7 6
// + 6 9 b b e 1 1 5 1 d e d e c 6 e 1 b 2 c 4 6 5 a
// + 3 3 3 e 5 5 f c e 5 c 4 2 1 c 3 e 6 f 4 e 5 f 7
// + a f 5 4 7 9 3 3 6 7 4 c 6 5 c b b b d f 7 b d 3
// + 7 7 2 9 c 6 b 9 c 9 c 2 b 9 c 2 c a c b c 9 f 3
// + 7 6 b 9 e a 1 4 5 e e 9 a 4 c 9 d 5 4 5 e c 1 b
// + 6 2 6 d c 1 4 3 2 6 3 3 7 c 5 2 e 4 2 6 9 4 b 4
// + 1 1 a 9 7 9 9 f d 3 2 6 e 9 5 c 7 a c e b 9 1 d
// + f f 3 e 5 5 6 e f 2 1 9 2 3 9 3 a b a e 2 5 e e
// + 3 5 f 9 6 5 5 f a 1 9 b 3 4 1 d
// @data b_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 f4E2M1FN e 5 b f 4 5 a c 5 6 7 6 9 9 d 7 2 f 2 d 2 d 2 f
// + f 6 7 5 d 5 3 4 a f f c 4 7 9 d 2 6 b a c c 4 e
// + b 7 d b 5 5 2 f e 9 b b d 9 3 3 a f 3 f 3 b 1 c
// + e c 6 2 b d 7 7 4 1 4 f 2 3 4 3 b 2 d a a e 5 2
// + e a 4 a 6 3 4 1 e 9 f a f b f 4 9 5 9 4 6 9 d d
// + 5 f 3 3 9 b 3 1 e 1 a f 9 d e 3 5 1 f 3 1 9 c 7
// + 4 b 4 1 b 4 1 3 3 1 3 f f a d 2 5 3 3 2 c b e 2
// + 5 6 4 2 4 3 3 5 3 e 6 3 2 d 9 b 2 3 4 6 b 3 f b
// + 2 7 d 3 5 6 7 e f f 4 b 3 3 a 2 d 4 e 2 e 3 6 7
// + e 9 2 4 4 5 d c 2 d d f 9 3 f 3 d 4 5 4 f 5 a c
// + 7 5 d 5 f 3 3 d f d 9 c 2 7 b 5
// @data c_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 f32 3efefe97 3ee085bd 411a996b bed3ca9c bf0d9f91 c0847ac8 bdba2692 4003fcd7 bfe99b0d c1b1f504 3dd1f53d 3ed4afb0 c11e516a 401befdf 40843915 c0f84f2a
// @data sa_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 f8E8M0FNU 7d 82 88 7e 79 77 7f 7a
// @data sb_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 f8E8M0FNU 73 7f 83 76 7a 74 8a 80
// @data r_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 f32 40edf769 c126e7d2 c86c2b56 4460e779 412f1607 47047bdb 4894fffd c26dc033 bfe9cfc5 c1ba4ca7 c3b8c2e1 3f3ce9d8 c11dec6a c28f208a 44be8439 c09b732a
// @data a_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 f4E2M1FN 3 f 3 7 5 c 1 9 5 1 2 f b 2 5 6 3 c 6 f e 6 4 f
// + 4 9 6 e b f 3 2 e 7 5 4 d b 7 c 3 3 e e 5 c 7 5
// + 3 1 b 3 3 a 2 c 7 e a e 1 6 6 a d 2 f e 7 4 d 1
// + 3 b 3 6 e 6 a 5 f 4 3 b f e f 6 c 5 1 d 1 e a e
// + 6 4 2 7 3 4 2 5 c 2 2 c 1 d a a 1 1 b f 5 c 1 9
// + 9 7 f 4 e 9 4 9
// @data b_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 f4E2M1FN c c e b 7 e e 9 7 2 d c a d 4 2 9 d 6 1 d f 9 a
// + 7 7 2 f b 6 a e 4 c 9 1 2 f e e c a 7 c 3 6 5 f
// + 6 9 a a 9 5 4 1 b 5 4 a 6 1 e e 7 c 3 f 2 a 9 1
// + 1 a 4 e c 4 a 9 3 1 a 5 d e 1 3 f 3 3 3 5 e c e
// + d b 5 4 f 5 6 5 1 a 6 c d b 6 5 3 d 4 c 3 d a 6
// + 3 b 9 9 e e 9 3
// @data c_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 f32 3f6775e5 40f81011 41bb0150 3e957af5 41cb84e3 c05575cc 3e45b3c7 bf228afc c1246f04 409210c2 41fa3aaf 3ee4a0da 410734b2 41df20ab 3f34bd73 3db95944
// @data sa_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 f8E4M3FN 78 10 18 38 70 30 68 58
// @data sb_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 f8E4M3FN 38 28 18 10 50 58 78 18
// @data r_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 f32 c5da32c4 c42957e0 4423d80a 433636dd 4395b44e c36719d7 c5ac0085 bcd55f80 c5bbea38 43109086 c4ae5715 4160c507 c56478cb 45f93f21 c504d4b4 41ceb959
// @run mmaf_exact_f16_f16 entry=mmaf_exact_f16_f16 grid=1
// @arg buf f16 a_mmaf_exact_f16_f16
// @arg buf f16 b_mmaf_exact_f16_f16
// @arg buf f16 c_mmaf_exact_f16_f16
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f16_f16 prov=model
// @run mmaf_exact_f16_f32 entry=mmaf_exact_f16_f32 grid=1
// @arg buf f16 a_mmaf_exact_f16_f32
// @arg buf f16 b_mmaf_exact_f16_f32
// @arg buf f32 c_mmaf_exact_f16_f32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f16_f32 prov=model
// @run mmaf_exact_bf16_f32 entry=mmaf_exact_bf16_f32 grid=1
// @arg buf bf16 a_mmaf_exact_bf16_f32
// @arg buf bf16 b_mmaf_exact_bf16_f32
// @arg buf f32 c_mmaf_exact_bf16_f32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_bf16_f32 prov=model
// @run mmaf_exact_tf32_f32 entry=mmaf_exact_tf32_f32 grid=1
// @arg buf tf32 a_mmaf_exact_tf32_f32
// @arg buf tf32 b_mmaf_exact_tf32_f32
// @arg buf f32 c_mmaf_exact_tf32_f32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_tf32_f32 prov=model
// @run mmaf_exact_f32_f32 entry=mmaf_exact_f32_f32 grid=1
// @arg buf f32 a_mmaf_exact_f32_f32
// @arg buf f32 b_mmaf_exact_f32_f32
// @arg buf f32 c_mmaf_exact_f32_f32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f32_f32 prov=model
// @run mmaf_exact_f64_f64 entry=mmaf_exact_f64_f64 grid=1
// @arg buf f64 a_mmaf_exact_f64_f64
// @arg buf f64 b_mmaf_exact_f64_f64
// @arg buf f64 c_mmaf_exact_f64_f64
// @arg buf f64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f64_f64 prov=model
// @run mmaf_exact_f8E4M3FN_f16 entry=mmaf_exact_f8E4M3FN_f16 grid=1
// @arg buf f8E4M3FN a_mmaf_exact_f8E4M3FN_f16
// @arg buf f8E4M3FN b_mmaf_exact_f8E4M3FN_f16
// @arg buf f16 c_mmaf_exact_f8E4M3FN_f16
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f8E4M3FN_f16 prov=model
// @run mmaf_exact_f8E4M3FN_f32 entry=mmaf_exact_f8E4M3FN_f32 grid=1
// @arg buf f8E4M3FN a_mmaf_exact_f8E4M3FN_f32
// @arg buf f8E4M3FN b_mmaf_exact_f8E4M3FN_f32
// @arg buf f32 c_mmaf_exact_f8E4M3FN_f32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f8E4M3FN_f32 prov=model
// @run mmaf_exact_f8E5M2_f16 entry=mmaf_exact_f8E5M2_f16 grid=1
// @arg buf f8E5M2 a_mmaf_exact_f8E5M2_f16
// @arg buf f8E5M2 b_mmaf_exact_f8E5M2_f16
// @arg buf f16 c_mmaf_exact_f8E5M2_f16
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f8E5M2_f16 prov=model
// @run mmaf_exact_f8E5M2_f32 entry=mmaf_exact_f8E5M2_f32 grid=1
// @arg buf f8E5M2 a_mmaf_exact_f8E5M2_f32
// @arg buf f8E5M2 b_mmaf_exact_f8E5M2_f32
// @arg buf f32 c_mmaf_exact_f8E5M2_f32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 3 r_mmaf_exact_f8E5M2_f32 prov=model
// @run mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 entry=mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 grid=1
// @arg buf f8E4M3FN a_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32
// @arg buf f8E4M3FN b_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32
// @arg buf f32 c_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32
// @arg buf f8E8M0FNU sa_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32
// @arg buf f8E8M0FNU sb_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 5 r_mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32 prov=model
// @run mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 entry=mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 grid=1
// @arg buf f8E5M2 a_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32
// @arg buf f8E5M2 b_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32
// @arg buf f32 c_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32
// @arg buf f8E8M0FNU sa_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32
// @arg buf f8E8M0FNU sb_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 5 r_mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32 prov=model
// @run mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 entry=mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 grid=1
// @arg buf f4E2M1FN a_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16
// @arg buf f4E2M1FN b_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16
// @arg buf f32 c_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16
// @arg buf f8E8M0FNU sa_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16
// @arg buf f8E8M0FNU sb_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 5 r_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16 prov=model
// @run mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 entry=mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 grid=1
// @arg buf f4E2M1FN a_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32
// @arg buf f4E2M1FN b_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32
// @arg buf f32 c_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32
// @arg buf f8E8M0FNU sa_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32
// @arg buf f8E8M0FNU sb_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 5 r_mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32 prov=model
// @run mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 entry=mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 grid=1
// @arg buf f4E2M1FN a_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16
// @arg buf f4E2M1FN b_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16
// @arg buf f32 c_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16
// @arg buf f8E4M3FN sa_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16
// @arg buf f8E4M3FN sb_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 5 r_mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16 prov=model
cuda_tile.module @conformance {
  entry @mmaf_exact_f16_f16(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    %a = reshape %x0 : tile<64xf16> -> tile<4x16xf16>
    %b = reshape %x1 : tile<64xf16> -> tile<16x4xf16>
    %c = reshape %x2 : tile<16xf16> -> tile<4x4xf16>
    %d = mmaf %a, %b, %c : tile<4x16xf16>, tile<16x4xf16>, tile<4x4xf16>
    %r = reshape %d : tile<4x4xf16> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f16_f32(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %a = reshape %x0 : tile<64xf16> -> tile<4x16xf16>
    %b = reshape %x1 : tile<64xf16> -> tile<16x4xf16>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %d = mmaf %a, %b, %c : tile<4x16xf16>, tile<16x4xf16>, tile<4x4xf32>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_bf16_f32(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %a = reshape %x0 : tile<64xbf16> -> tile<4x16xbf16>
    %b = reshape %x1 : tile<64xbf16> -> tile<16x4xbf16>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %d = mmaf %a, %b, %c : tile<4x16xbf16>, tile<16x4xbf16>, tile<4x4xf32>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_tf32_f32(%a0: tile<ptr<tf32>>, %a1: tile<ptr<tf32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %a = reshape %x0 : tile<64xtf32> -> tile<4x16xtf32>
    %b = reshape %x1 : tile<64xtf32> -> tile<16x4xtf32>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %d = mmaf %a, %b, %c : tile<4x16xtf32>, tile<16x4xtf32>, tile<4x4xf32>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f32_f32(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %a = reshape %x0 : tile<64xf32> -> tile<4x16xf32>
    %b = reshape %x1 : tile<64xf32> -> tile<16x4xf32>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %d = mmaf %a, %b, %c : tile<4x16xf32>, tile<16x4xf32>, tile<4x4xf32>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f64_f64(%a0: tile<ptr<f64>>, %a1: tile<ptr<f64>>, %a2: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> tile<16xf64>, token
    %a = reshape %x0 : tile<64xf64> -> tile<4x16xf64>
    %b = reshape %x1 : tile<64xf64> -> tile<16x4xf64>
    %c = reshape %x2 : tile<16xf64> -> tile<4x4xf64>
    %d = mmaf %a, %b, %c : tile<4x16xf64>, tile<16x4xf64>, tile<4x4xf64>
    %r = reshape %d : tile<4x4xf64> -> tile<16xf64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf64>, partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f8E4M3FN_f16(%a0: tile<ptr<f8E4M3FN>>, %a1: tile<ptr<f8E4M3FN>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    %a = reshape %x0 : tile<64xf8E4M3FN> -> tile<4x16xf8E4M3FN>
    %b = reshape %x1 : tile<64xf8E4M3FN> -> tile<16x4xf8E4M3FN>
    %c = reshape %x2 : tile<16xf16> -> tile<4x4xf16>
    %d = mmaf %a, %b, %c : tile<4x16xf8E4M3FN>, tile<16x4xf8E4M3FN>, tile<4x4xf16>
    %r = reshape %d : tile<4x4xf16> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f8E4M3FN_f32(%a0: tile<ptr<f8E4M3FN>>, %a1: tile<ptr<f8E4M3FN>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %a = reshape %x0 : tile<64xf8E4M3FN> -> tile<4x16xf8E4M3FN>
    %b = reshape %x1 : tile<64xf8E4M3FN> -> tile<16x4xf8E4M3FN>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %d = mmaf %a, %b, %c : tile<4x16xf8E4M3FN>, tile<16x4xf8E4M3FN>, tile<4x4xf32>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f8E5M2_f16(%a0: tile<ptr<f8E5M2>>, %a1: tile<ptr<f8E5M2>>, %a2: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    %a = reshape %x0 : tile<64xf8E5M2> -> tile<4x16xf8E5M2>
    %b = reshape %x1 : tile<64xf8E5M2> -> tile<16x4xf8E5M2>
    %c = reshape %x2 : tile<16xf16> -> tile<4x4xf16>
    %d = mmaf %a, %b, %c : tile<4x16xf8E5M2>, tile<16x4xf8E5M2>, tile<4x4xf16>
    %r = reshape %d : tile<4x4xf16> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_exact_f8E5M2_f32(%a0: tile<ptr<f8E5M2>>, %a1: tile<ptr<f8E5M2>>, %a2: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %a = reshape %x0 : tile<64xf8E5M2> -> tile<4x16xf8E5M2>
    %b = reshape %x1 : tile<64xf8E5M2> -> tile<16x4xf8E5M2>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %d = mmaf %a, %b, %c : tile<4x16xf8E5M2>, tile<16x4xf8E5M2>, tile<4x4xf32>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_scaled_exact_f8E4M3FN_f8E8M0FNU_32(%a0: tile<ptr<f8E4M3FN>>, %a1: tile<ptr<f8E4M3FN>>, %a2: tile<ptr<f32>>, %a3: tile<ptr<f8E8M0FNU>>, %a4: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %v3 = make_tensor_view %a3, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p3 = make_partition_view %v3 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x3, %t3 = load_view_tko weak %p3[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %v4 = make_tensor_view %a4, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p4 = make_partition_view %v4 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x4, %t4 = load_view_tko weak %p4[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %a = reshape %x0 : tile<256xf8E4M3FN> -> tile<4x64xf8E4M3FN>
    %b = reshape %x1 : tile<256xf8E4M3FN> -> tile<64x4xf8E4M3FN>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %sa = reshape %x3 : tile<8xf8E8M0FNU> -> tile<4x2xf8E8M0FNU>
    %sb = reshape %x4 : tile<8xf8E8M0FNU> -> tile<2x4xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x64xf8E4M3FN>, tile<64x4xf8E4M3FN>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_scaled_exact_f8E5M2_f8E8M0FNU_32(%a0: tile<ptr<f8E5M2>>, %a1: tile<ptr<f8E5M2>>, %a2: tile<ptr<f32>>, %a3: tile<ptr<f8E8M0FNU>>, %a4: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %v3 = make_tensor_view %a3, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p3 = make_partition_view %v3 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x3, %t3 = load_view_tko weak %p3[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %v4 = make_tensor_view %a4, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p4 = make_partition_view %v4 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x4, %t4 = load_view_tko weak %p4[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %a = reshape %x0 : tile<256xf8E5M2> -> tile<4x64xf8E5M2>
    %b = reshape %x1 : tile<256xf8E5M2> -> tile<64x4xf8E5M2>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %sa = reshape %x3 : tile<8xf8E8M0FNU> -> tile<4x2xf8E8M0FNU>
    %sb = reshape %x4 : tile<8xf8E8M0FNU> -> tile<2x4xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x64xf8E5M2>, tile<64x4xf8E5M2>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_16(%a0: tile<ptr<f4E2M1FN>>, %a1: tile<ptr<f4E2M1FN>>, %a2: tile<ptr<f32>>, %a3: tile<ptr<f8E8M0FNU>>, %a4: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<128xf4E2M1FN>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<128xf4E2M1FN>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %v3 = make_tensor_view %a3, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p3 = make_partition_view %v3 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x3, %t3 = load_view_tko weak %p3[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %v4 = make_tensor_view %a4, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p4 = make_partition_view %v4 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x4, %t4 = load_view_tko weak %p4[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %a = reshape %x0 : tile<128xf4E2M1FN> -> tile<4x32xf4E2M1FN>
    %b = reshape %x1 : tile<128xf4E2M1FN> -> tile<32x4xf4E2M1FN>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %sa = reshape %x3 : tile<8xf8E8M0FNU> -> tile<4x2xf8E8M0FNU>
    %sb = reshape %x4 : tile<8xf8E8M0FNU> -> tile<2x4xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x32xf4E2M1FN>, tile<32x4xf4E2M1FN>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_scaled_exact_f4E2M1FN_f8E8M0FNU_32(%a0: tile<ptr<f4E2M1FN>>, %a1: tile<ptr<f4E2M1FN>>, %a2: tile<ptr<f32>>, %a3: tile<ptr<f8E8M0FNU>>, %a4: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<256xf4E2M1FN>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<256xf4E2M1FN>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %v3 = make_tensor_view %a3, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p3 = make_partition_view %v3 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x3, %t3 = load_view_tko weak %p3[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %v4 = make_tensor_view %a4, shape = [8], strides = [1] : tensor_view<8xf8E8M0FNU, strides=[1]>
    %p4 = make_partition_view %v4 : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>
    %x4, %t4 = load_view_tko weak %p4[%c0] : partition_view<tile=(8), tensor_view<8xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<8xf8E8M0FNU>, token
    %a = reshape %x0 : tile<256xf4E2M1FN> -> tile<4x64xf4E2M1FN>
    %b = reshape %x1 : tile<256xf4E2M1FN> -> tile<64x4xf4E2M1FN>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %sa = reshape %x3 : tile<8xf8E8M0FNU> -> tile<4x2xf8E8M0FNU>
    %sb = reshape %x4 : tile<8xf8E8M0FNU> -> tile<2x4xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x64xf4E2M1FN>, tile<64x4xf4E2M1FN>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mmaf_scaled_exact_f4E2M1FN_f8E4M3FN_16(%a0: tile<ptr<f4E2M1FN>>, %a1: tile<ptr<f4E2M1FN>>, %a2: tile<ptr<f32>>, %a3: tile<ptr<f8E4M3FN>>, %a4: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%c0] : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<128xf4E2M1FN>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xf4E2M1FN, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%c0] : partition_view<tile=(128), tensor_view<128xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<128xf4E2M1FN>, token
    %v2 = make_tensor_view %a2, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %x2, %t2 = load_view_tko weak %p2[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %v3 = make_tensor_view %a3, shape = [8], strides = [1] : tensor_view<8xf8E4M3FN, strides=[1]>
    %p3 = make_partition_view %v3 : partition_view<tile=(8), tensor_view<8xf8E4M3FN, strides=[1]>>
    %x3, %t3 = load_view_tko weak %p3[%c0] : partition_view<tile=(8), tensor_view<8xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<8xf8E4M3FN>, token
    %v4 = make_tensor_view %a4, shape = [8], strides = [1] : tensor_view<8xf8E4M3FN, strides=[1]>
    %p4 = make_partition_view %v4 : partition_view<tile=(8), tensor_view<8xf8E4M3FN, strides=[1]>>
    %x4, %t4 = load_view_tko weak %p4[%c0] : partition_view<tile=(8), tensor_view<8xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<8xf8E4M3FN>, token
    %a = reshape %x0 : tile<128xf4E2M1FN> -> tile<4x32xf4E2M1FN>
    %b = reshape %x1 : tile<128xf4E2M1FN> -> tile<32x4xf4E2M1FN>
    %c = reshape %x2 : tile<16xf32> -> tile<4x4xf32>
    %sa = reshape %x3 : tile<8xf8E4M3FN> -> tile<4x2xf8E4M3FN>
    %sb = reshape %x4 : tile<8xf8E4M3FN> -> tile<2x4xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x32xf4E2M1FN>, tile<32x4xf4E2M1FN>, tile<4x4xf32>, tile<4x2xf8E4M3FN>, tile<2x4xf8E4M3FN>
    %r = reshape %d : tile<4x4xf32> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
