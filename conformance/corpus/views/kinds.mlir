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
// @data in_strided_dim_map_store i32 19e0d20e a618fe79 a3a929a8 f3ac8453 228e6646 cc488a52 a48d6419 b1b5d494 fe5a54ce 774e8901 38660f9f a8055b36 96c76ca0 46407156 37809266 3d79c2bd
// + 89ea08f8 2332eeee a6ac6f7a 10817985 05cbbb0f bc7f77f5 dc6f981b 7be55683 430b0ad1 56900a5d 21c687db aef1d923 a4bd638f ccc3e862 45c2e411 b3f8a1a2
// + 686fcd49 039794bb 4ae47514 f021147c 3a78b326 4d72c6f0 13a1d112 dea2c143 e13170ee 022a873a b4622822 054aa9e3 b227fb04 ccc5c3b4 bee4fea2 4f24a490
// + c72fa9ef 05ceccd7 2e51ee09 e5f945ad cb482c36 7f6d8d3e 0eb5ff33 89ae683b 2237c065 e48c5ace 7555b79e 013e8f18 7de9b3ff cc6ccb2e 36812255 e232295f
// @data s_strided_dim_map_store i32 079aa960 2a681839 847f0808 786aa552 c4e4c415 8e2d375e 85035b5c 1ffa3b06 126b120e ce149adc cd8cc16c a997a80b 9285997e eddc9531 934abea4 13a9d890
// + bc38eb39 9dad4b9d d366ce52 fb6fcf85 2541afe7 b86d0c6c 31e7ae77 80ef5679 8b4d5d8e 21082d0a ea8b1ade 9065fc70 b24054bc 4de39b6e 0b28be26 39c2fff6
// + b6d68fd8 05f587ca ef2795d5 e8b64a4d 2ec077ba 8064fddb a262027d 5a9b60e4 4a64293e 74174495 6ccf99cb 5651d452 93cf3e5b 9f31370a 5bbbe3fb 15eeafc4
// + cc2110e6 b6b5c0a5 48856104 cf3bceb3 bef82a36 221bced4 c9c9b0ba c8a1e0d2 2899f585 6fca3672 724980a5 59be6851 79c66346 a8d0a779 c11fb2a2 6b9e29da
// + d975027d f8a8cdf5 677f9100 b024ab99 2caa2d94 ab92585f c79cfb7c d18a5cc3 16e18634 baaa5173 c625fef4 648aaa82 a10b02dd 1f19e02d 6b6bb857 475d480b
// + 490802e1 b9353b59 3910b75f 7596778f ef6e92f9 6e29ad1d 522ab6dd 5072a57e 7922d41c eff00865 f144a22d 3982e636 9a364ceb cc54b923 1369f83c d6ce998d
// @data r_strided_dim_map_store i32 19e0d20e fe5a54ce 89ea08f8 430b0ad1 686fcd49 e13170ee c72fa9ef 2237c065 a618fe79 774e8901 2332eeee 56900a5d 039794bb 022a873a 05ceccd7 e48c5ace
// + bc38eb39 9dad4b9d d366ce52 fb6fcf85 2541afe7 b86d0c6c 31e7ae77 80ef5679 a3a929a8 38660f9f a6ac6f7a 21c687db 4ae47514 b4622822 2e51ee09 7555b79e
// + f3ac8453 a8055b36 10817985 aef1d923 f021147c 054aa9e3 e5f945ad 013e8f18 4a64293e 74174495 6ccf99cb 5651d452 93cf3e5b 9f31370a 5bbbe3fb 15eeafc4
// + 228e6646 96c76ca0 05cbbb0f a4bd638f 3a78b326 b227fb04 cb482c36 7de9b3ff cc488a52 46407156 bc7f77f5 ccc3e862 4d72c6f0 ccc5c3b4 7f6d8d3e cc6ccb2e
// + d975027d f8a8cdf5 677f9100 b024ab99 2caa2d94 ab92585f c79cfb7c d18a5cc3 a48d6419 37809266 dc6f981b 45c2e411 13a1d112 bee4fea2 0eb5ff33 36812255
// + b1b5d494 3d79c2bd 7be55683 b3f8a1a2 dea2c143 4f24a490 89ae683b e232295f 7922d41c eff00865 f144a22d 3982e636 9a364ceb cc54b923 1369f83c d6ce998d
// @data in_gather_dim1 f16 2194 95c5 1040 6f2c ef91 e0cb 3b21 7b30 f7ae 1b43 0ceb 3dd7 d4b3 2546 f96e 1025 14d0 cbad 50a9 af01 ac3f acc4 f51e 1efe
// + 078e 5f58 0ca8 e67a 6c2b 3bae ec69 d81a 5d2c e284 107f f112 0018 b963 edde 331b a1c2 6c28 949f e210 7904 ef5f 58c3 eb92
// + 85da 1f62 dbc2 e2b7 9d34 ee48 72d3 5f23 5979 6aa2 822a ece0 4d09 7ef9 9587 910d b916 208c f749 b7a3 0819 c221 bc82 d785
// + 3d9e be1e 3046 9442 e046 56f4 6ee0 7b87 b383 46be 465b 86db 9cdd b0fc 1933 df9f 2abf cea1 60f8 7af0 3253 8470 d4b1 1069
// + 835f 00a4 cb9b 3331 c19f 5280 9802 0866 1899 6ec9 4819 f093 7db3 5e7f 2dcf d0f9 6b53 f55e 3ad1 4187 6dae 15f3 df9f 3ff7
// + 19b7 4e1b 24d9 0125 d369 23f9 26f5 eca7
// @data r_gather_dim1 f16 1025 2194 6f2c 6f2c 1b43 95c5 1040 f96e d81a 14d0 af01 af01 5f58 cbad 50a9 ec69 eb92 5d2c f112 f112 6c28 e284 107f 58c3
// + 910d 85da e2b7 e2b7 6aa2 1f62 dbc2 9587
// @data in_scatter_dim0 f64 68695008526d6a6f 16e1419e77dc544b 6ac4ad3a57dfb3dd bd41bdde9f490133 dbbba255292c0575 191b1a42dcebba40 109dcf6b5bc99187 3dd9d6f9a1c2a3f1
// + 7362e32dd50d822c 5ce815d821bb240b 743a180fa480ba3d fb06703b3f016a61 af79362d01172149 883eaccbb0d200d7 733d4802706ce3c0 347ce4d2133218bc
// + 6b1e49cd6d03316c 003783e5e0fe3ba5 25873f798dcf452b 26cc3d07e4fad2f3 182a32d2580123f3 81253794fd7370c2 dccb7c102e0987d1 aca265d837334777
// + 08d7a154fc57b6ad efd306d0ec7ac0e6 eb6c404cfb76f5d3 0ca55f8e17846fd8 1236b0e77d5ab6ea 17c650e4a99102be 749691ffcee2ba67 1c5d2d75572dbe34
// @data s_scatter_dim0 f64 14ba539d81efc74f a98b37296bbbac44 45b5a3f32ef84c21 776ea5a4e875f563 ac9e693b66b0beef 5fe35e0ecb373279 1f5f089945adcda7 ff037e5014683ed7
// + a392ae820ea1f482 3642d7ce66d6436f 1398bf29e3692226 9f59a55fca428c82 195110ee9e34a483 65bcfb4c992cf54d 14ae6f8587f9a3c3 da2b200b53d4b3f4
// + 016ae7a8e7a1c2af 525719fbc1bbfb2e cf1defa882781ceb 73ddfc6e820bae1f f45837896566c34c 338fc3586447fac5 feababcba37b2818 182bf2d4d33d7842
// + ba9251b3e1728a10 c9fb21fcb39f52e7 d99fd6e5c986d794 1afab293d2756735 7478042188c92672 3cc1106d314076c3 d5330ed232a23437 211b8323d497b578
// + d5ec59c3e63193e0 71b9addc39ba0097 8a5675547543ff13 dd1433c73ba02b79 7c83f463748289e6 dec42f505e3c8402 4a07a60c75e80121 0ab7a1094e559bbe
// + 862e05e328f4368d ecbfaa6b69f04646 3d52bacc2a4e28c6 ef9ca4048ab2d71a 7719d70dd8eea47b a1e3590bb35b9dcb d12c04fc7601deaa c2287425c61da78a
// + 7a83009b59323b1a c03286afc5a7b902 645ea99b4b920107 c880b81d824aec75 5b9691ac3a622ed0 07e53d024fe731a0 7c2a17319a8f043d 95867829163b23e3
// + 5a43b03223164069 226714513e84bbb8 8b8af1d91a1ec7ff f991af44c0001c03 47414caa84aca878 ec1afa4b1b0cda0a 8cfadb5750bce897 3efcf882bddbee1c
// + 338cbc96d0a596a5 f01bd1102273af90 ceb40630a5e954ad 92d9c2d6a22a903e ba20dfc315321d99 f95c3cf27a11fa8b 90874863e02e5b1c 87d584c26d804ad3
// + c3e9840e40225ee2 3f205a9791feac36 2014f0d0e552744f c6fa2c739df5dffb d812e83746205dce f1dd9ad08f30b0b9 d43e07a8bfef1b74 400518325e5d195a
// + 6a30e9791d92a4dd fc9cf80158b26e26 1e9d7121a6edaf0a 607acdd81587d25f 0377f2a0b253e3ad a516be0ecf2210dd bbe8ee83d8454048 b6a453636af77422
// + 53a4ac7f41f3c292 692e98ae813bc422 4b24bca1f1615991 ada42dcd99cfeb7b 1b2bd1e274ae1ae8 5925a51d75f29bec d0284bbf562a012e 9ec5c70df5ad49f0
// + 9ccf3df975e38c0a f547b910ea0fb0f1 2c9599175a158e02 a7c7e547a5843bb9 02a4ebbe43ccbdbe cb464df9243bda24 7a59c8f11ba3c252 000ee7ae286697a3
// + e83c98281121eb81 e247025974244d89 5ca88db2fdd9ba93 0b2ac73d60f36026 eed1289cfaa909c8 0654e3ba375ebd29 ffdc34ecb61c0027 9ebe7909f2590fd0
// + 72a39b1dc4a86da7 974545b7de45f309 bfedb7b000421e00 9cd66d18b2a26e6f 60c11e17565079ef e1df83d9a53c3a03 13508205dff8c5bb 7bcaecfedf49fea0
// + 978d80ea77e62231 7ae59a3596915b95 f52d83f11f9fe768 48b1e5c800553530 0e7c16dbeda85572 b4de9eaf33a5e5d8 a619360499ea95fd d327da1c9f2f2154
// @data r_scatter_dim0 f64 from s_scatter_dim0 16:7362e32dd50d822c 17:5ce815d821bb240b 18:743a180fa480ba3d 19:fb06703b3f016a61 20:af79362d01172149 21:883eaccbb0d200d7 22:733d4802706ce3c0 23:347ce4d2133218bc 40:08d7a154fc57b6ad 41:efd306d0ec7ac0e6 42:eb6c404cfb76f5d3 43:0ca55f8e17846fd8
// + 44:1236b0e77d5ab6ea 45:17c650e4a99102be 46:749691ffcee2ba67 47:1c5d2d75572dbe34 72:68695008526d6a6f 73:16e1419e77dc544b 74:6ac4ad3a57dfb3dd 75:bd41bdde9f490133 76:dbbba255292c0575 77:191b1a42dcebba40 78:109dcf6b5bc99187 79:3dd9d6f9a1c2a3f1
// + 112:6b1e49cd6d03316c 113:003783e5e0fe3ba5 114:25873f798dcf452b 115:26cc3d07e4fad2f3 116:182a32d2580123f3 117:81253794fd7370c2 118:dccb7c102e0987d1 119:aca265d837334777
// @data in_inbounds f32 444eb007 7d7c2643 a96a530a 8d314a57 6606c8fb 5c98d37a 6988c6da 12c12cbd 02c67791 e58a68e5 a2c7042d 47b13dde 2e301124 7ec0e4d5 53cbe490 33dd4b42
// + df79ad63 96ec19c4 4bbebe73 d18f08ec 681bfe19 baad5971 e6a1f7f3 c2a09974 f8f5abfd 8578cf1b 5da1aec0 cdc59596 8910eeed c6ab9a37 43ccd082 c4714e25
// + 501ac451 45a5df25 da466eea 5c4feb25 1a5218a2 d8d7252a 3483238f bcdd048d 013b3e57 2d17ee49 3b2c24c3 34789f8d ca824a08 be8c3370 9809479d 71ee1f4b
// + 5500fed3 a379c83e 34ec0e1c 27100bc7 2e3553b8 d51ef86f 94e09af0 b556bace 5448913f 0209199e aa3fb641 a01125f8 c95b5fd2 5d5ba4c2 d4a0c10a 87d18ac7
// @data r_inbounds f32 from in_inbounds
// @data in_load_ord0 i32 0b1ca75a b9dd70f7 5dfc50cd 54da54e9 36c32d69 a7058d38 501f9b20 0e555974
// @data r_load_ord0 i32 from in_load_ord0
// @data in_load_ord1 i32 c393fbe6 231184da 237c484e 459fce1b 938b3787 f7e555b8 eab83510 bc14313d
// @data r_load_ord1 i32 from in_load_ord1
// @data in_load_ord2 i32 d0441836 e64fcd12 4fe6acc0 dc3cd435 b73bd752 889f60a3 9e5d5724 a48c6d04
// @data r_load_ord2 i32 from in_load_ord2
// @data in_load_ord3 i32 8a6ad6d5 97bc6470 1fc8ad73 aab775fa cf396848 02fc273c 2e3a36b5 6d033027
// @data r_load_ord3 i32 from in_load_ord3
// @data in_load_ord4 i32 2fc6ec56 8cb7a46c 97b84a05 43e6ce99 5bfdb062 8d5fa24f eec4468b 16fd57e0
// @data r_load_ord4 i32 from in_load_ord4
// @data in_load_ord5 i32 22992ebe 2e202230 67f31af9 4aaa040b 2f0fc13e ddce33b3 c3df5747 7c502b48
// @data r_load_ord5 i32 from in_load_ord5
// @data in_store_ord0 i32 bce7243c b5c9c5e6 dae4b2d5 5901b0e6 951d2c47 9e3fcff2 186b040e 86d64245
// @data s_store_ord0 i32 03d104e3 a503e5f6 6b9ddb14 95afd4fa 2a636340 19faffba f60eada3 28112fc0
// @data r_store_ord0 i32 from in_store_ord0
// @data in_store_ord1 i32 449d686e 4c9a842b 1f7752ce d86a7a8f 2954cee9 962b6fa7 6aeec526 34548d41
// @data s_store_ord1 i32 39bbf01c f7b36b3e 9e369740 60741146 ac2bc4dc cc44a69d 96da1a35 d891ca83
// @data r_store_ord1 i32 from in_store_ord1
// @data in_store_ord2 i32 1540cccd c9576db3 3b75706f f20e6442 cd95cad9 9ef3e28f b7b72538 beb06df3
// @data s_store_ord2 i32 eeafe4e9 e801a96e 678a45e4 015fba75 b86f7a3f c0a0dba5 c89e48c9 651f883a
// @data r_store_ord2 i32 from in_store_ord2
// @data in_store_ord3 i32 6f99b452 3a79f31d 20f3e2c8 944f9abf da8ebd61 5b48cf5c 463ef363 abbca1e7
// @data s_store_ord3 i32 b8cf7952 0e7e757d 177cfbbc 01970038 c7c3467b 9fa6537e 9304f7dc bdbf8225
// @data r_store_ord3 i32 from in_store_ord3
// @data in_store_ord4 i32 dd4a6b4b 3f1c3c1e d201f63b 7c31f01d ef815616 3beafe30 d1273a6e 2fcfd442
// @data s_store_ord4 i32 c750651e 5bd61f5e 3e3e7feb 39b6dbad 87114c99 646e0bc8 bfe2e277 c113f2b7
// @data r_store_ord4 i32 from in_store_ord4
// @data in_store_ord5 i32 538af13f 5423f810 3e835952 f48987ef 3f980acc 2fa16ee9 32e8a4bc ee6e54a0
// @data s_store_ord5 i32 d6585ba2 78756a02 2ea9749a 040e9fb7 78f4c346 61ecbc03 64f1825c bd964e2a
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
// @run strided_dim_map_store entry=strided_dim_map_store grid=2,4,1 nan=bits
// @arg buf i32 in_strided_dim_map_store
// @arg buf i32 s_strided_dim_map_store
// @expect verdict ok prov=hand
// @expect arg 1 r_strided_dim_map_store prov=model
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
    %v = make_partition_view %tv : partition_view<tile=(2x2x4), padding_value = zero, tensor_view<4x6x8xi16, strides=[48,8,1]>, dim_map=[2, 0, 1]>
    %x, %t0 = load_view_tko weak %v[%bx, %by, %bz] : partition_view<tile=(2x2x4), padding_value = zero, tensor_view<4x6x8xi16, strides=[48,8,1]>, dim_map=[2, 0, 1]>, tile<i32> -> tile<2x2x4xi16>, token
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
  entry @strided_dim_map_store(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x2), tensor_view<8x8xi32, strides=[8,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x2), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> tile<4x2xi32>, token
    %tv = make_tensor_view %o, shape = [12, 8], strides = [8, 1] : tensor_view<12x8xi32, strides=[8,1]>
    %v = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<12x8xi32, strides=[8,1]>, dim_map=[1, 0]>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x2xi32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<12x8xi32, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> token
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
