// @conformance 1
// @tier ci
// @family views
// Partition, strided and gather/scatter views (digest 7.2-7.5): dim_map, overlapping and gapped traversal strides, 1-D to 3-D, inbounds promises kept, every load/store memory ordering and scope.
// @oracle model view index arithmetic of digest 7 in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data in_partition_dim_map f32 0e17cd43 962cc27c 2882bfad 3ac41209 c9e27ba4 605facf4 83ccbb16 a5cfff4e 1996d593 be1a0ed6 6bc5c168 fc7c895e a8107d77 6ac42a89 ee177f18 eaaaeef6
// + 47f0ecee c9f26004 84552484 723fa9d3 35654dd0 1c6f246c d68fe3d3 6eb1f14f 886db72f da01a1f8 210c09f4 4f96a0b6 d4845ee8 048f6493 0dae4f4d 3beb37be
// + 78660c3a 440e6e87 41457dfe 9a306a11 9677d997 2b7cb908 28e2fbb1 61561a76 8240fa1b 23dab63b 0866e2a9 a2d963b6 7dd7f3fa c7fd5295 f5027113 db06d4db
// + 76870ad3 b08875fc 23c4efd7 f3c7c592 6fb72f12 948444ef 3bc823e7 12187b75 37f24dc1 b620ada3 a18ed717 c06d0766 be5eb96a 9814e6d3 65338e6e c31394cb
// + 70ee8b05 18e85681 69af3d47 4443bd3c e303a782 6efc0742 ef80f205 c41a0440 f1bb0f2d 1775bf66 02f30a0b c2b810f1 b4ced187 35d320f5 033690f1 86a8ad2c
// + 0801ba24 325b21f8 27328abc 6854f8dd 2ab0001f 019509ea 23247944 e3aeae37 50965e58 04a2c268 ca9eb27b 128be604 b001e5c0 b39d68a9 23442c14 bbff6ca6
// @data r_partition_dim_map f32 0e17cd43 83ccbb16 a8107d77 84552484 886db72f 0dae4f4d 9677d997 0866e2a9 76870ad3 3bc823e7 be5eb96a 69af3d47 f1bb0f2d 033690f1 2ab0001f ca9eb27b
// + 962cc27c a5cfff4e 6ac42a89 723fa9d3 da01a1f8 3beb37be 2b7cb908 a2d963b6 b08875fc 12187b75 9814e6d3 4443bd3c 1775bf66 86a8ad2c 019509ea 128be604
// + 2882bfad 1996d593 ee177f18 35654dd0 210c09f4 78660c3a 28e2fbb1 7dd7f3fa 23c4efd7 37f24dc1 65338e6e e303a782 02f30a0b 0801ba24 23247944 b001e5c0
// + 3ac41209 be1a0ed6 eaaaeef6 1c6f246c 4f96a0b6 440e6e87 61561a76 c7fd5295 f3c7c592 b620ada3 c31394cb 6efc0742 c2b810f1 325b21f8 e3aeae37 b39d68a9
// + c9e27ba4 6bc5c168 47f0ecee d68fe3d3 d4845ee8 41457dfe 8240fa1b f5027113 6fb72f12 a18ed717 70ee8b05 ef80f205 b4ced187 27328abc 50965e58 23442c14
// + 605facf4 fc7c895e c9f26004 6eb1f14f 048f6493 9a306a11 23dab63b db06d4db 948444ef c06d0766 18e85681 c41a0440 35d320f5 6854f8dd 04a2c268 bbff6ca6
// @data in_partition_dim_map_store f32 daf3c90c a71ee983 56a72ea9 464491b4 1a7ec7e6 4d3dc06c cba1b593 080b82d4 667dc2cc 61734610 7088baf5 6d346a92 973729fa d327c51f 5d6198d0 a5010342
// + a5949744 f2a92c74 00e1139a 664ffcd4 4614a351 3ce6a2ce ec74ba2f 314ea0cf 92ba519f b0ecd6d0 2ebbc300 4867bdd4 6a243ecf d78218b9 c704b577 0fa7da75
// + 1a972bd8 890a0d59 9edb651e a9dddaa3 64a9ad22 ad5f283f f2254fcf 7a98adda 495d6fdd d48adc7c 0061435d 3325e246 3e0b2fd2 a1e6e13d 33f7c675 54d87c12
// + 4c1744ec 591767bd d7d23332 d1be9db5 4a040b51 c41342bb 749a6594 4ee26dd6 f616125c 8a46e0df d58dea0d 0000c73b 90196192 9d6791e1 39bcd16f 4a83ee84
// + b5f94a0c ad6a263e 9272a7bb 90f2a97f 6a49330a 3c5492e3 d2770a76 0b0b3303 ec65db3a bdb874cf bc1affcc b18d5b77 c7c6c6bb 49266945 7a2b6614 65e9faec
// + d28c8e80 f85ffca6 2f1eedd4 ea81581d 8481e2ed d8d0028d 9cf748c0 ceceaa51 2c1e7be4 4652e5e4 c3068443 87b6f5ab 0ac4371d 97691934 3115b60e 49d132c0
// @data s_partition_dim_map_store f32 4285bb9f df70b0f3 b48e368e cddc81c8 7a37f7fd 08b1c5bb b349e9ac e50ef19b 91133810 e256e141 4dbf00a1 3a8a6830 ae3dea2c c1c1c682 90c8c7cd 9dcf56a4
// + 3fedd96f 95d43c2a ba6a98a1 db44f4f2 80a2943c d1395e9a 4613e561 2346499d d4a721af 8eb1c737 739c0c73 f2a9039d 242d4d61 76a86909 2da17aa8 dc7c2a65
// + bd6f8b11 9b1aedcf 42cb4d7f d7e3e23e e74ae3e7 8f8b566e c33cc5b9 4f99fc1e 03cfa9f9 2897a0e5 286a2aa8 da048711 358a64be 11f19c6a ec95a87a bff8fb52
// + c85231c2 57b326ab 9b92c8d5 799f4fee ca1df9b2 f5423d2d d32a7fba 657c306c a139714b 7049d131 8ad18e0d 4a9d11bd 4d4f7b7f c99a69e4 fd23f631 02fbf0b7
// + de0c2687 1543e8a5 733fcab3 dcbcc922 4c7172a0 915a1f51 ba8e31f6 032cc207 c22a7176 6766c977 cc3f713d f41b3893 0d651b55 2dff72b0 ea7ce8a3 b0906d3b
// + 0ec2a517 5ecff17f c8690fed 776d1b8b 90aa1e5c c2ab9113 a7ed6d65 a460fcfd d7d2d372 9113e4da a3a8d75e ef3d5649 d61816e1 a86d475f 37092571 c06859c0
// @data r_partition_dim_map_store f32 daf3c90c a5949744 1a972bd8 4c1744ec b5f94a0c d28c8e80 a71ee983 f2a92c74 890a0d59 591767bd ad6a263e f85ffca6 56a72ea9 00e1139a 9edb651e d7d23332
// + 9272a7bb 2f1eedd4 464491b4 664ffcd4 a9dddaa3 d1be9db5 90f2a97f ea81581d 1a7ec7e6 4614a351 64a9ad22 4a040b51 6a49330a 8481e2ed 4d3dc06c 3ce6a2ce
// + ad5f283f c41342bb 3c5492e3 d8d0028d cba1b593 ec74ba2f f2254fcf 749a6594 d2770a76 9cf748c0 080b82d4 314ea0cf 7a98adda 4ee26dd6 0b0b3303 ceceaa51
// + 667dc2cc 92ba519f 495d6fdd f616125c ec65db3a 2c1e7be4 61734610 b0ecd6d0 d48adc7c 8a46e0df bdb874cf 4652e5e4 7088baf5 2ebbc300 0061435d d58dea0d
// + bc1affcc c3068443 6d346a92 4867bdd4 3325e246 0000c73b b18d5b77 87b6f5ab 973729fa 6a243ecf 3e0b2fd2 90196192 c7c6c6bb 0ac4371d d327c51f d78218b9
// + a1e6e13d 9d6791e1 49266945 97691934 5d6198d0 c704b577 33f7c675 39bcd16f 7a2b6614 3115b60e a5010342 0fa7da75 54d87c12 4a83ee84 65e9faec 49d132c0
// @data in_partition_3d_dim_map i16 f7c2 e03e 1114 8abe 6e16 5464 65c3 7511 31a2 0fab 439c 2fc1 be02 d667 fee2 5cf7 b61e 1072 3020 2710 c1e8 59b0 33d5 8336
// + 3040 2319 7730 55ba c6aa 3fa9 e587 578e 4e4b a8df c61d b1a9 ec66 8e4a 4817 a1b0 9eea 6435 c525 9299 79f6 585f b09a 71bc
// + 8fcb 4eb5 b2b4 7506 1be7 a664 ba19 7a42 5e11 9c4e 26f3 944a 37cc c984 ce85 c5e7 9f84 d74e 2684 3971 abda 4172 4586 276a
// + 2d21 edfc ff54 70f7 4cea b306 aecd 0965 5435 c8f0 bbbc 9862 3616 0b08 9542 0f06 9b41 12a9 f598 38ab c92a 1019 2eab 90d8
// + 6110 965e de4f 27b4 c2ec 680f 5611 5fb0 6b1d c11c c6b7 c702 4ece b9c8 5b85 2dfe 872f f449 364d 4975 9d5b cfd7 224b 1fd2
// + 7c58 dbe7 ac6c bdca 4556 1a4d 995c 96f7 f1a5 0a51 47ea c277 80fd d8a7 8163 697f eed1 64d1 4bb8 c7cb 0aea 31ec e569 2950
// + fdf4 0fc4 e5e8 940b 4517 bc85 80be 00ed 08fd 7d35 c42c 4fb3 2526 75d6 8a60 f9dd 6aa4 e472 7956 4257 ed96 ef9f 952a c399
// + 6587 7036 4bf7 86b7 f707 6864 8984 9e54 b524 9fe8 7b8e 0bad 38a1 5a36 74fd c19e 5e2f 1e91 a246 5e77 a74f 5390 bc73 d4c1
// @data r_partition_3d_dim_map i16 f7c2 31a2 b61e 3040 4e4b 9eea 0000 0000 8fcb 5e11 9f84 2d21 5435 9b41 0000 0000 6110 6b1d 872f 7c58 f1a5 eed1 0000 0000
// + fdf4 08fd 6aa4 6587 b524 5e2f 0000 0000 e03e 0fab 1072 2319 a8df 6435 0000 0000 4eb5 9c4e d74e edfc c8f0 12a9 0000 0000
// + 965e c11c f449 dbe7 0a51 64d1 0000 0000 0fc4 7d35 e472 7036 9fe8 1e91 0000 0000 1114 439c 3020 7730 c61d c525 0000 0000
// + b2b4 26f3 2684 ff54 bbbc f598 0000 0000 de4f c6b7 364d ac6c 47ea 4bb8 0000 0000 e5e8 c42c 7956 4bf7 7b8e a246 0000 0000
// + 8abe 2fc1 2710 55ba b1a9 9299 0000 0000 7506 944a 3971 70f7 9862 38ab 0000 0000 27b4 c702 4975 bdca c277 c7cb 0000 0000
// + 940b 4fb3 4257 86b7 0bad 5e77 0000 0000 6e16 be02 c1e8 c6aa ec66 79f6 0000 0000 1be7 37cc abda 4cea 3616 c92a 0000 0000
// + c2ec 4ece 9d5b 4556 80fd 0aea 0000 0000 4517 2526 ed96 f707 38a1 a74f 0000 0000 5464 d667 59b0 3fa9 8e4a 585f 0000 0000
// + a664 c984 4172 b306 0b08 1019 0000 0000 680f b9c8 cfd7 1a4d d8a7 31ec 0000 0000 bc85 75d6 ef9f 6864 5a36 5390 0000 0000
// + 65c3 fee2 33d5 e587 4817 b09a 0000 0000 ba19 ce85 4586 aecd 9542 2eab 0000 0000 5611 5b85 224b 995c 8163 e569 0000 0000
// + 80be 8a60 952a 8984 74fd bc73 0000 0000 7511 5cf7 8336 578e a1b0 71bc 0000 0000 7a42 c5e7 276a 0965 0f06 90d8 0000 0000
// + 5fb0 2dfe 1fd2 96f7 697f 2950 0000 0000 00ed f9dd c399 9e54 c19e d4c1 0000 0000
// @data in_strided_overlap f32 1886d1a5 8f84a541 a21bced2 2f0687b4 01840b31 69105f89 895702ab 9241bd52 ddb9be06 4b92c64b 98362aac 3cde5311 b675ac1e 1baec5ba 81cf17e7 6f9b86d4
// @data r_strided_overlap f32 1886d1a5 8f84a541 a21bced2 2f0687b4 2f0687b4 01840b31 69105f89 895702ab 895702ab 9241bd52 ddb9be06 4b92c64b 4b92c64b 98362aac 3cde5311 b675ac1e
// + b675ac1e 1baec5ba 81cf17e7 6f9b86d4 6f9b86d4 00000000 00000000 00000000
// @data in_strided_gaps_store f32 b9170cbd d03f192b 2b683bb0 fda62886 15773349 ed094a52 f0ed0cca 7785abae c52c2a14 ba9054dc 59c069e7 2ec43d19 02393c16 e6e4f1d7 ff5e02bb 4b643375
// @data s_strided_gaps_store f32 5d781e81 bb9a6474 786112d5 a8a37162 60204b46 da2d5af2 bf878b09 b54a2bc9 8ec34bc8 6db384d9 6ca6c3da b3482cd4 8c4d84c9 e654921e d5834b38 2ac8851c
// @data r_strided_gaps_store f32 b9170cbd d03f192b 2b683bb0 fda62886 60204b46 15773349 ed094a52 f0ed0cca 7785abae 6db384d9 c52c2a14 ba9054dc 59c069e7 2ec43d19 d5834b38 02393c16
// @data in_strided_dim_map i32 0205ed3e 621df10e 915876d8 65df3322 774195e3 937612e8 a5d58fa8 61418a99 4376d250 3f1f2386 396c38ca 21ae8cf4 127e045a 4f2d19b0 a7ba66af 609f857a
// + 82effab0 d64719bf 9779023b 5debabe0 da7f1644 401f6b1b 365e0425 f421eb41 2b2d93d6 b9188a57 ca24c7b6 9de1262b c53ef1d2 0d07cfdc 94d6d577 06ecac7b
// + 472d1ed8 0a541bff ec4d904c 9619390d 89dd7ec3 526a1608 c1c3c50f dd5c02aa 5265f861 a5b2f5dd 56cce720 a62fabfd f927a87f f2b12ed3 0321801d 741f610b
// + 922dcf07 77893cf9 a4196a27 a0d24ac1 3e9dc8ef 2fdb522f a72bcd4b 5db4d09d a8f0af43 68f343c2 847cdd55 3ca55a37 67591ee8 b35a8f42 cffbbea0 bc231161
// + e6052122 849dd586 0560c29a cf8d0fd5 f46a5796 72c998f4 4f25b14c 8a6f50af 297b5208 d1eedd54 ccd2abef 0cf94270 3352bb9c 877bf3a2 39f74320 0b58d1c3
// + 4cf19d18 46a3c5ba 037538fd 6a279172 6cfd2aee b872721b 06e97670 08f24761 59a53d93 059d5490 8c225cb3 891be007 ef938729 eb28e7d0 2783c631 0648531b
// @data r_strided_dim_map i32 0205ed3e 4376d250 922dcf07 a8f0af43 621df10e 3f1f2386 77893cf9 68f343c2 915876d8 396c38ca a4196a27 847cdd55 65df3322 21ae8cf4 a0d24ac1 3ca55a37
// + 65df3322 21ae8cf4 a0d24ac1 3ca55a37 774195e3 127e045a 3e9dc8ef 67591ee8 937612e8 4f2d19b0 2fdb522f b35a8f42 a5d58fa8 a7ba66af a72bcd4b cffbbea0
// + a5d58fa8 a7ba66af a72bcd4b cffbbea0 61418a99 609f857a 5db4d09d bc231161 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data in_gather_dim1 f16 d20e fe79 29a8 8453 6646 8a52 6419 d494 54ce 8901 0f9f 5b36 6ca0 7156 9266 c2bd 08f8 eeee 6f7a 7985 bb0f 77f5 981b 5683
// + 0ad1 0a5d 87db d923 638f e862 e411 a1a2 cd49 94bb 7514 147c b326 c6f0 d112 c143 70ee 873a 2822 a9e3 fb04 c3b4 fea2 a490
// + a9ef ccd7 ee09 45ad 2c36 8d3e ff33 683b c065 5ace b79e 8f18 b3ff cb2e 2255 295f a960 1839 0808 a552 c415 375e 5b5c 3b06
// + 120e 9adc c16c a80b 997e 9531 bea4 d890 eb39 4b9d ce52 cf85 afe7 0c6c ae77 5679 5d8e 2d0a 1ade fc70 54bc 9b6e be26 fff6
// + 8fd8 87ca 95d5 4a4d 77ba fddb 027d 60e4 293e 4495 99cb d452 3e5b 370a e3fb afc4 10e6 c0a5 6104 ceb3 2a36 ced4 b0ba e0d2
// + f585 3672 80a5 6851 6346 a779 b2a2 29da
// @data r_gather_dim1 f16 c2bd d20e 8453 8453 8901 fe79 29a8 9266 a1a2 08f8 7985 7985 0a5d eeee 6f7a e411 a490 cd49 147c 147c 873a 94bb 7514 fea2
// + 295f a9ef 45ad 45ad 5ace ccd7 ee09 2255
// @data in_scatter_dim0 f64 778796f4d975027d 367bfe34f8a8cdf5 7b5a9c7f677f9100 9edfe921b024ab99 e23a8a822caa2d94 2d29c86bab92585f 5e19861ec79cfb7c b8d8eae6d18a5cc3
// + 0be77e4a16e18634 1a44f75abaaa5173 719c63dac625fef4 332c3a8d648aaa82 7261cb2ca10b02dd 0b1890301f19e02d 573e44746b6bb857 3db28f4e475d480b
// + 4a3876c3490802e1 1eb74d16b9353b59 9191db363910b75f 41f79b507596778f d9b64500ef6e92f9 237032bf6e29ad1d a02de324522ab6dd e95755a75072a57e
// + 36ad5f637922d41c 7084e032eff00865 db2bfd6ef144a22d 1dbe60513982e636 e651fe029a364ceb dd9445f2cc54b923 5ffd331e1369f83c f12f39c3d6ce998d
// @data s_scatter_dim0 f64 7abfeb88dc572194 8f356c07ad6a95c5 9da1740b049c1040 f07d0788d31e6f2c b7f44a3ddacdef91 e903f40366e4e0cb ab2cc3cc21163b21 cfb548d737e37b30
// + 7c89903462f5f7ae 80485be532d61b43 8139bffc66130ceb 9e10e1556ead3dd7 f3d274b88d35d4b3 130eee9b91f12546 a024259633dbf96e 3912fb3d4b2b1025
// + 6bebd000d93014d0 ef8ffa0ba66ccbad 976049bb39d550a9 3b878043a4c7af01 824bbceeda7aac3f 3225fc035714acc4 3de5671fc09cf51e 122ea988bacc1efe
// + 45f571ea039f078e 79429caa3c5e5f58 c528bdff9f740ca8 db2c71837731e67a 68e60718b2676c2b 679b64159ecd3bae 7bca38fa705cec69 ea1709fbbd2ad81a
// + 874731ffeec85d2c fb8df5c171d8e284 4506fbf2ed0b107f 5e05762ca825f112 8cbc1f121f9d0018 20cb7e6aa4bab963 86c13c555b17edde b1116809f552331b
// + 9093e59ba011a1c2 cbdab362ec936c28 a486b3a440ec949f 8d548d010b78e210 24b80fd3030b7904 39522e402700ef5f 84fd160c629d58c3 d8fcf0bb2f35eb92
// + 311b3a7bd36185da 855f4a3f67461f62 6b00ee08a44cdbc2 ccb9d0ccc934e2b7 c3a3038568769d34 fa6333860eb7ee48 134ebaa5934972d3 a0a0a71401715f23
// + e9365e35c12f5979 89350544c4576aa2 f92f3e840db0822a 360a139b6b52ece0 227729cf1fcf4d09 d695174d24c47ef9 b2057741ca079587 f046204c436f910d
// + baabec2ebf4bb916 ba2054d2fffa208c f1f17b6581dcf749 310b5eb3559cb7a3 4b2c11cfdb260819 8a082c4e407dc221 2028e839e8afbc82 6ef20dca6b04d785
// + 038582c3dea23d9e 1973be398082be1e 25c10b4b9da33046 ad21bcc481589442 6dfe12a0f4a7e046 2af8eafdbfca56f4 a4f80a7964d76ee0 099134a17ab77b87
// + 7443ab30da75b383 0326d0a8b0a246be 22c53f21bf9e465b 5a75d162a14a86db b9b4355202fd9cdd 99c2f815ddf1b0fc a57d3e08815d1933 f102fee605eedf9f
// + ef58a74fc33f2abf fd1424fc3430cea1 c33198653d6660f8 4e9ac056b41d7af0 ad1afd8ab6113253 19b4b99bcbbc8470 dfa476060bc3d4b1 ccbcc38492731069
// + 14df9008f7b9835f 46a87b307da000a4 1a91fd3c83f1cb9b 4b25b99d1e173331 61c26302981fc19f 621165fbca6a5280 3239fbade49d9802 b06604b8a8db0866
// + 69eccb8303b91899 61cd8ab11ab36ec9 967f0e109aba4819 3ef8502c506bf093 4b3732037f1a7db3 2ee49db72e505e7f c847e5007d6f2dcf 664025abf15ad0f9
// + daa65a48aa1e6b53 c48e4df627a3f55e 4353cb50fd053ad1 0747291ce0214187 83cbd5a6e99f6dae be80527325c115f3 73bfdba2a0e3df9f 0a21a2ed55e43ff7
// + 166bbf321a4e19b7 67c4e8408d9e4e1b 2b3127f1936d24d9 a00818609e900125 bde934c212afd369 7cbe4370b4d523f9 825293be3e3426f5 5251e5a8ae0ceca7
// @data r_scatter_dim0 f64 from s_scatter_dim0 16:0be77e4a16e18634 17:1a44f75abaaa5173 18:719c63dac625fef4 19:332c3a8d648aaa82 20:7261cb2ca10b02dd 21:0b1890301f19e02d 22:573e44746b6bb857 23:3db28f4e475d480b 40:36ad5f637922d41c 41:7084e032eff00865 42:db2bfd6ef144a22d 43:1dbe60513982e636
// + 44:e651fe029a364ceb 45:dd9445f2cc54b923 46:5ffd331e1369f83c 47:f12f39c3d6ce998d 72:778796f4d975027d 73:367bfe34f8a8cdf5 74:7b5a9c7f677f9100 75:9edfe921b024ab99 76:e23a8a822caa2d94 77:2d29c86bab92585f 78:5e19861ec79cfb7c 79:b8d8eae6d18a5cc3
// + 112:4a3876c3490802e1 113:1eb74d16b9353b59 114:9191db363910b75f 115:41f79b507596778f 116:d9b64500ef6e92f9 117:237032bf6e29ad1d 118:a02de324522ab6dd 119:e95755a75072a57e
// @data in_inbounds f32 526d6a6f 77dc544b 57dfb3dd 9f490133 292c0575 dcebba40 5bc99187 a1c2a3f1 d50d822c 21bb240b a480ba3d 3f016a61 01172149 b0d200d7 706ce3c0 133218bc
// + 6d03316c e0fe3ba5 8dcf452b e4fad2f3 580123f3 fd7370c2 2e0987d1 37334777 fc57b6ad ec7ac0e6 fb76f5d3 17846fd8 7d5ab6ea a99102be cee2ba67 572dbe34
// + 81efc74f 6bbbac44 2ef84c21 e875f563 66b0beef cb373279 45adcda7 14683ed7 0ea1f482 66d6436f e3692226 ca428c82 9e34a483 992cf54d 87f9a3c3 53d4b3f4
// + e7a1c2af c1bbfb2e 82781ceb 820bae1f 6566c34c 6447fac5 a37b2818 d33d7842 e1728a10 b39f52e7 c986d794 d2756735 88c92672 314076c3 32a23437 d497b578
// @data r_inbounds f32 from in_inbounds
// @data in_load_ord0 i32 e63193e0 39ba0097 7543ff13 3ba02b79 748289e6 5e3c8402 75e80121 4e559bbe
// @data r_load_ord0 i32 from in_load_ord0
// @data in_load_ord1 i32 28f4368d 69f04646 2a4e28c6 8ab2d71a d8eea47b b35b9dcb 7601deaa c61da78a
// @data r_load_ord1 i32 from in_load_ord1
// @data in_load_ord2 i32 59323b1a c5a7b902 4b920107 824aec75 3a622ed0 4fe731a0 9a8f043d 163b23e3
// @data r_load_ord2 i32 from in_load_ord2
// @data in_load_ord3 i32 23164069 3e84bbb8 1a1ec7ff c0001c03 84aca878 1b0cda0a 50bce897 bddbee1c
// @data r_load_ord3 i32 from in_load_ord3
// @data in_load_ord4 i32 d0a596a5 2273af90 a5e954ad a22a903e 15321d99 7a11fa8b e02e5b1c 6d804ad3
// @data r_load_ord4 i32 from in_load_ord4
// @data in_load_ord5 i32 40225ee2 91feac36 e552744f 9df5dffb 46205dce 8f30b0b9 bfef1b74 5e5d195a
// @data r_load_ord5 i32 from in_load_ord5
// @data in_store_ord0 i32 1d92a4dd 58b26e26 a6edaf0a 1587d25f b253e3ad cf2210dd d8454048 6af77422
// @data s_store_ord0 i32 41f3c292 813bc422 f1615991 99cfeb7b 74ae1ae8 75f29bec 562a012e f5ad49f0
// @data r_store_ord0 i32 from in_store_ord0
// @data in_store_ord1 i32 75e38c0a ea0fb0f1 5a158e02 a5843bb9 43ccbdbe 243bda24 1ba3c252 286697a3
// @data s_store_ord1 i32 1121eb81 74244d89 fdd9ba93 60f36026 faa909c8 375ebd29 b61c0027 f2590fd0
// @data r_store_ord1 i32 from in_store_ord1
// @data in_store_ord2 i32 c4a86da7 de45f309 00421e00 b2a26e6f 565079ef a53c3a03 dff8c5bb df49fea0
// @data s_store_ord2 i32 77e62231 96915b95 1f9fe768 00553530 eda85572 33a5e5d8 99ea95fd 9f2f2154
// @data r_store_ord2 i32 from in_store_ord2
// @data in_store_ord3 i32 444eb007 7d7c2643 a96a530a 8d314a57 6606c8fb 5c98d37a 6988c6da 12c12cbd
// @data s_store_ord3 i32 02c67791 e58a68e5 a2c7042d 47b13dde 2e301124 7ec0e4d5 53cbe490 33dd4b42
// @data r_store_ord3 i32 from in_store_ord3
// @data in_store_ord4 i32 df79ad63 96ec19c4 4bbebe73 d18f08ec 681bfe19 baad5971 e6a1f7f3 c2a09974
// @data s_store_ord4 i32 f8f5abfd 8578cf1b 5da1aec0 cdc59596 8910eeed c6ab9a37 43ccd082 c4714e25
// @data r_store_ord4 i32 from in_store_ord4
// @data in_store_ord5 i32 501ac451 45a5df25 da466eea 5c4feb25 1a5218a2 d8d7252a 3483238f bcdd048d
// @data s_store_ord5 i32 013b3e57 2d17ee49 3b2c24c3 34789f8d ca824a08 be8c3370 9809479d 71ee1f4b
// @data r_store_ord5 i32 from in_store_ord5
// @data r_shape_queries i64 0000000000000002 0000000000000003 0000000000000006 000000000000000a
// @run partition_dim_map entry=partition_dim_map grid=3,2,1 nan=bits
// @arg buf f32 in_partition_dim_map
// @arg buf f32 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_partition_dim_map prov=model
// @run partition_dim_map_store entry=partition_dim_map_store grid=3,2,1 nan=bits
// @arg buf f32 in_partition_dim_map_store
// @arg buf f32 s_partition_dim_map_store
// @expect verdict ok prov=hand
// @expect arg 1 r_partition_dim_map_store prov=model
// @run partition_3d_dim_map entry=partition_3d_dim_map grid=4,2,2 nan=bits
// @arg buf i16 in_partition_3d_dim_map
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_partition_3d_dim_map prov=model
// @run strided_overlap entry=strided_overlap grid=6 nan=bits
// @arg buf f32 in_strided_overlap
// @arg buf f32 zeros(24)
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_overlap prov=model
// @run strided_gaps_store entry=strided_gaps_store grid=4 nan=bits
// @arg buf f32 in_strided_gaps_store
// @arg buf f32 s_strided_gaps_store
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_gaps_store prov=model
// @run strided_dim_map entry=strided_dim_map grid=3,2,1 nan=bits
// @arg buf i32 in_strided_dim_map
// @arg buf i32 zeros(48)
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_dim_map prov=model
// @run gather_dim1 entry=gather_dim1 grid=1 nan=bits
// @arg buf f16 in_gather_dim1
// @arg buf f16 zeros(32)
// @expect verdict ok prov=hand
// @expect arg 1 r_gather_dim1 prov=model
// @run scatter_dim0 entry=scatter_dim0 grid=1 nan=bits
// @arg buf f64 in_scatter_dim0
// @arg buf f64 s_scatter_dim0
// @expect verdict ok prov=hand
// @expect arg 1 r_scatter_dim0 prov=model
// @run inbounds entry=inbounds grid=2,2,1 nan=bits
// @arg buf f32 in_inbounds
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_inbounds prov=model
// @run load_ord0 entry=load_ord0 grid=2 nan=bits
// @arg buf i32 in_load_ord0
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord0 prov=model
// @run load_ord1 entry=load_ord1 grid=2 nan=bits
// @arg buf i32 in_load_ord1
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord1 prov=model
// @run load_ord2 entry=load_ord2 grid=2 nan=bits
// @arg buf i32 in_load_ord2
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord2 prov=model
// @run load_ord3 entry=load_ord3 grid=2 nan=bits
// @arg buf i32 in_load_ord3
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord3 prov=model
// @run load_ord4 entry=load_ord4 grid=2 nan=bits
// @arg buf i32 in_load_ord4
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord4 prov=model
// @run load_ord5 entry=load_ord5 grid=2 nan=bits
// @arg buf i32 in_load_ord5
// @arg buf i32 zeros(8)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_ord5 prov=model
// @run store_ord0 entry=store_ord0 grid=2 nan=bits
// @arg buf i32 in_store_ord0
// @arg buf i32 s_store_ord0
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord0 prov=model
// @run store_ord1 entry=store_ord1 grid=2 nan=bits
// @arg buf i32 in_store_ord1
// @arg buf i32 s_store_ord1
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord1 prov=model
// @run store_ord2 entry=store_ord2 grid=2 nan=bits
// @arg buf i32 in_store_ord2
// @arg buf i32 s_store_ord2
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord2 prov=model
// @run store_ord3 entry=store_ord3 grid=2 nan=bits
// @arg buf i32 in_store_ord3
// @arg buf i32 s_store_ord3
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord3 prov=model
// @run store_ord4 entry=store_ord4 grid=2 nan=bits
// @arg buf i32 in_store_ord4
// @arg buf i32 s_store_ord4
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord4 prov=model
// @run store_ord5 entry=store_ord5 grid=2 nan=bits
// @arg buf i32 in_store_ord5
// @arg buf i32 s_store_ord5
// @expect verdict ok prov=hand
// @expect arg 1 r_store_ord5 prov=model
// @run shape_queries entry=shape_queries grid=1
// @arg buf f32 zeros(60)
// @arg buf i64 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_shape_queries prov=model
cuda_tile.module @conformance {
  entry @partition_dim_map(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [16, 6], strides = [6, 1] : tensor_view<16x6xf32, strides=[6,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x8xf32>, token
    %otv = make_tensor_view %o, shape = [6, 16], strides = [16, 1] : tensor_view<6x16xf32, strides=[16,1]>
    %ov = make_partition_view %otv : partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<2x8xf32>, partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @partition_dim_map_store(%i: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [6, 16], strides = [16, 1] : tensor_view<6x16xf32, strides=[16,1]>
    %iv = make_partition_view %itv : partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(2x8), tensor_view<6x16xf32, strides=[16,1]>>, tile<i32> -> tile<2x8xf32>, token
    %tv = make_tensor_view %o, shape = [16, 6], strides = [6, 1] : tensor_view<16x6xf32, strides=[6,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<2x8xf32>, partition_view<tile=(2x8), tensor_view<16x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
  entry @partition_3d_dim_map(%a: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [4, 6, 8], strides = [48, 8, 1] : tensor_view<4x6x8xi16, strides=[48,8,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x2x4), tensor_view<4x6x8xi16, strides=[48,8,1]>, dim_map=[2, 0, 1]>
    %x, %t0 = load_view_tko weak %v[%bx, %by, %bz] : partition_view<tile=(2x2x4), tensor_view<4x6x8xi16, strides=[48,8,1]>, dim_map=[2, 0, 1]>, tile<i32> -> tile<2x2x4xi16>, token
    %otv = make_tensor_view %o, shape = [8, 4, 8], strides = [32, 8, 1] : tensor_view<8x4x8xi16, strides=[32,8,1]>
    %ov = make_partition_view %otv : partition_view<tile=(2x2x4), tensor_view<8x4x8xi16, strides=[32,8,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by, %bz] : tile<2x2x4xi16>, partition_view<tile=(2x2x4), tensor_view<8x4x8xi16, strides=[32,8,1]>>, tile<i32> -> token
    return
  }
  entry @strided_overlap(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %v[%bx] : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %otv = make_tensor_view %o, shape = [24], strides = [1] : tensor_view<24xf32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<24xf32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xf32>, partition_view<tile=(4), tensor_view<24xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @strided_gaps_store(%i: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %tv = make_tensor_view %o, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>
    %t1 = store_view_tko weak %x, %v[%bx] : tile<4xf32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @strided_dim_map(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [12, 8], strides = [8, 1] : tensor_view<12x8xi32, strides=[8,1]>
    %v = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[3,6], padding_value = zero, tensor_view<12x8xi32, strides=[8,1]>, dim_map=[1, 0]>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : strided_view<tile=(4x2), traversal_strides=[3,6], padding_value = zero, tensor_view<12x8xi32, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xi32>, token
    %otv = make_tensor_view %o, shape = [12, 4], strides = [4, 1] : tensor_view<12x4xi32, strides=[4,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x2), tensor_view<12x4xi32, strides=[4,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x2xi32>, partition_view<tile=(4x2), tensor_view<12x4xi32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @gather_dim1(%a: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf16, strides=[16,1]>
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x8), tensor_view<8x16xf16, strides=[16,1]>, sparse_dim=1>
    %g = constant <i32: [15, 0, 3, 3, 9, 1, 2, 14]> : tile<8xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %v[%c0, %g] : gather_scatter_view<tile=(4x8), tensor_view<8x16xf16, strides=[16,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf16>, token
    %otv = make_tensor_view %o, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf16, strides=[8,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x8), tensor_view<4x8xf16, strides=[8,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x8xf16>, partition_view<tile=(4x8), tensor_view<4x8xf16, strides=[8,1]>>, tile<i32> -> token
    return
  }
  entry @scatter_dim0(%i: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf64, strides=[8,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x8), tensor_view<4x8xf64, strides=[8,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x8), tensor_view<4x8xf64, strides=[8,1]>>, tile<i32> -> tile<4x8xf64>, token
    %tv = make_tensor_view %o, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xf64, strides=[8,1]>
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x8), tensor_view<16x8xf64, strides=[8,1]>, sparse_dim=0>
    %g = constant <i32: [9, 2, 14, 5]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t1 = store_view_tko weak %x, %v[%g, %c0] : tile<4x8xf64>, gather_scatter_view<tile=(4x8), tensor_view<16x8xf64, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }
  entry @inbounds(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] inbounds = [true, true] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    %otv = make_tensor_view %o, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }
  entry @load_ord0(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko relaxed tl_blk %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord1(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko relaxed device %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord2(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko relaxed sys %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord3(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko acquire tl_blk %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord4(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko acquire device %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @load_ord5(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko acquire sys %v[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %otv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %ov = make_partition_view %otv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko weak %x, %ov[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord0(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko relaxed tl_blk %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord1(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko relaxed device %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord2(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko relaxed sys %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord3(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko release tl_blk %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord4(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko release device %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @store_ord5(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %iv = make_partition_view %itv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %iv[%bx] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tv = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %t1 = store_view_tko release sys %x, %v[%bx] : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shape_queries(%a: tile<ptr<f32>>, %o: tile<ptr<i64>>) {
    %n = constant <i32: 6> : tile<i32>
    %s = constant <i32: 10> : tile<i32>
    %tv = make_tensor_view %a, shape = [%n, 10], strides = [%s, 1] : tile<i32> -> tensor_view<?x10xf32, strides=[?,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<?x10xf32, strides=[?,1]>>
    %d0, %d1 = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x10xf32, strides=[?,1]>> -> tile<i64>
    %e0, %e1 = get_tensor_shape %tv : tensor_view<?x10xf32, strides=[?,1]> -> tile<i32>
    %q0 = exti %e0 signed : tile<i32> -> tile<i64>
    %q1 = exti %e1 signed : tile<i32> -> tile<i64>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %p1 = offset %o, %c1 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %p2 = offset %o, %c2 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %p3 = offset %o, %c3 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %t0 = store_ptr_tko weak %o, %d0 : tile<ptr<i64>>, tile<i64> -> token
    %t1 = store_ptr_tko weak %p1, %d1 : tile<ptr<i64>>, tile<i64> -> token
    %t2 = store_ptr_tko weak %p2, %q0 : tile<ptr<i64>>, tile<i64> -> token
    %t3 = store_ptr_tko weak %p3, %q1 : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
