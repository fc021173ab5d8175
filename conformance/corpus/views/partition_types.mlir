// @conformance 1
// @tier ci
// @family views
// load_view_tko/store_view_tko through a 2-D partition view on every number type (digest 7.2), tiles exactly covering the tensor.
// @oracle model view index arithmetic of digest 7 in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data in_load_i1 i1 0 0 0 1 1 1 1 1 1 0 0 0 1 1 1 0 0 1 1 0 0 0 0 1
// + 0 1 1 0 1 1 1 1 1 1 1 1 1 0 0 1 1 0 1 0 0 1 0 0
// + 1 0 0 1 1 1 1 0 1 1 1 1 0 1 1 1 0 1 1 1 0 1 0 1
// + 1 1 1 0 0 1 1 0 1 1 1 1 1 0 0 1 1 1 0 0 0 1 1 0
// @data r_load_i1 i1 from in_load_i1
// @data in_store_i1 i1 0 0 1 1 0 1 0 0 1 0 0 0 1 0 0 1 0 1 0 0 1 0 0 0
// + 0 0 1 1 1 1 0 0 1 0 1 1 1 1 1 1 0 1 1 0 1 0 1 0
// + 1 0 1 1 1 0 1 0 0 1 0 0 0 1 1 1 0 0 1 0 0 0 1 0
// + 1 0 0 1 1 0 1 1 0 1 0 1 1 1 1 1 0 1 0 1 0 0 1 1
// @data s_store_i1 i1 0 1 1 0 0 0 1 1 0 0 1 0 1 1 0 1 1 1 0 0 1 1 1 0
// + 0 1 1 1 1 0 1 1 0 0 1 1 0 1 1 1 1 0 0 1 0 0 1 1
// + 1 0 1 1 0 0 1 1 0 1 1 1 0 1 0 0 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 1 0 0 0 0 1 0 1 1 1 1 0 0 1 1 0 1 1
// @data r_store_i1 i1 from in_store_i1
// @data in_load_i8 i8 08 75 8a b0 f5 a6 30 f5 98 f1 17 6e 01 d9 d8 78 e4 38 85 65 95 0c 2a ac
// + 35 4b 8b 43 b6 45 75 ed d7 8c 0d f5 a6 cf 83 e1 da cc 32 b6 88 ef d3 d3
// + 8e d9 dc 05 a2 99 63 70 ff 5f 0f a4 33 48 c7 e4 3a 6e 02 fe b7 cc e1 f0
// + 97 ae 9f 33 18 0a c9 6f a8 0a 22 83 5c d0 ac 01 05 da e1 40 e0 0b 28 78
// @data r_load_i8 i8 from in_load_i8
// @data in_store_i8 i8 2e 50 98 b7 35 8d e3 ab b2 0a ce c5 ad 7f 34 6a 7f 28 a0 fc 33 e0 98 99
// + f9 2b 76 f8 bc 8e 3c 93 ea 8c ea c8 d0 5b 1c b5 3e 79 c3 21 93 9e f3 13
// + 43 55 0d 4e e1 01 b7 64 33 09 c0 5c 31 ac 42 47 fb d8 94 f3 34 f5 26 31
// + a8 18 f1 f5 3a a0 cf f6 8b 1d 78 0e 24 97 06 65 72 6e f5 0f ce ba b0 c9
// @data s_store_i8 i8 97 02 29 9d c1 06 1d dc 93 65 3a ce 89 0c d3 f8 aa 83 21 c3 3b fd 4b 26
// + fd a4 f3 55 9f 52 8b d6 f9 98 4d f2 66 91 d4 e8 70 44 7e 8f 1b 6e c4 aa
// + 2e e6 62 a1 5b 07 70 86 28 bb cc 49 ce 55 cb f7 91 35 62 d1 2e 24 d7 04
// + e1 7f 9a 52 8a 3f 90 cb 48 39 1b 04 4a 2c da ca 0f c1 84 e3 96 64 ec be
// @data r_store_i8 i8 from in_store_i8
// @data in_load_i16 i16 0a82 d28d 201d 1207 3ef4 4e39 9a5b 4c27 924d 36d0 bea1 8695 1dea 898c 42b4 26b5 c4c0 136e 9389 6598 a1c6 82dc 5916 039a
// + d271 e00e e67b f6ae 9fb6 d080 0651 1e21 e0d0 5f30 b12c ccd0 1c52 e745 11e2 43d7 9dbb 57bc 5d8c 45b3 f8c9 adba cd0e 2a7f
// + 9cc4 1660 be79 59f9 647c a3da db95 c29b f9d2 42c5 baf3 6303 7a53 4ebd e588 e863 ab21 fea6 ce5e a1a3 a33f c717 8aed 356b
// + f004 8bdd d62e 3e4e d546 23ae 63e7 314a 4e37 ba0b 8176 d5cc 59f2 6969 ab5b 9d74 f680 37c1 81d0 deef 781c 955e b033 4d98
// @data r_load_i16 i16 from in_load_i16
// @data in_store_i16 i16 056d adfa 60d1 6de7 302e 5014 422b 7dda 0fc4 643a 539d 9016 740f 8580 cdab 17ed cb8d 9080 b009 a959 da73 3301 7b20 7ea2
// + 79a0 e78c b348 ebcc e91b 11a2 4eac caac 26c7 43ca 4977 c1e2 7ebd d5f0 046c 8b0e 807d e144 0942 710d 2535 c1f3 0495 b1f9
// + db62 4e60 1595 f691 d8fa e34a 0f3e 24aa 6435 f92c f7e2 0934 d81c 4123 261c c06f af1f 009a 5090 fb51 8799 848e 1620 c5df
// + a809 b940 8763 f121 7085 4faf 36bf b4ac d592 b1c1 fc35 631a 35bc 3105 227a 003d ff7f 820f 305c 0e50 8120 ccc7 61cd 6d38
// @data s_store_i16 i16 231e 6624 bfcb b4e7 6c92 ace5 5ed0 a1cb 036a 8f43 a31b a63e 9a60 c0ef 353a 13c2 b1f1 ce76 c2cd 2f04 1572 964a d028 4524
// + 4382 4a50 399b c880 7c63 046f dd71 5898 67df 7165 acfa cc24 af25 fd4d 6d1a b45a 4230 e9e3 1271 a785 28a2 1e39 d5c7 67c5
// + 8580 620d e465 29c3 e4c5 f030 727c e725 e1f1 803b 0dd7 c431 4e3b ebcf 5ae4 6975 fc7e b25a 509b 27fb cd8d c07a 0fe5 ffc0
// + 7042 f70e 04f5 b023 0ef5 f942 24ec ef9c cb28 aaff 45da 8627 24dd 5e66 92ea fadb 09cd bd4d 6558 637f de30 4dff 257c 87cf
// @data r_store_i16 i16 from in_store_i16
// @data in_load_i32 i32 b4f8f9d8 4b7ef25f 47dca1a5 b71e67ab ae7e9b4e f62a4324 bd19bbdb c926db46 01ce19cc 3e7b9f41 f345ac30 0d4d57cb a1195349 50fb5fa5 36bbb274 3ee9e9e3
// + 52be3f37 f4939997 06bd05c3 87a3507e b5531546 6f766c61 426c3510 8d8a986b f42161fa 8438f2dc 11c253ec 7c60db63 4842bdcf 4610e110 a4f016c0 41c73a0d
// + a1cab052 4ed6d95b 1c5d6b01 651f0707 605e537f 4436ca52 8a4f74e5 4bdf9770 175022ed 542db9af 070dd7a0 0696d2b5 3693de8e 8db8c72f 13dba826 8511894c
// + bee54083 595a53cf ba290a66 616de50f df103f64 383a009e d756b81f 5d821722 8d96d6a3 270e25bc c6f17838 d65598f7 abb580b6 fcee905a 9c319ff9 55fe2e32
// + 2e868bf3 eb09ec07 ebc797f5 9d7834c6 8bc58ace 648d63e8 e2e05c23 92790aec cd89b8ef 887c6dc3 d3c4b4fd 382c425b 19716549 2a7aa0b7 92797ef1 fc5f03c8
// + 5fa5efad 0169e649 b81c6389 00b03088 6fbedd7d 47b07e2f c03e6ef6 d49c1c2c 10ef2886 ff1b2dd2 64736524 262c6de0 cb479766 cb8fc1db 15ef61f5 de141ad1
// @data r_load_i32 i32 from in_load_i32
// @data in_store_i32 i32 e85e5ed3 56b93789 6daae834 ebd9a0be b54181b7 e333b079 2149fa84 8a2eabca 3507ec4b a121f3ea 88a123dc 07a08609 9a437db2 be5f9549 c3bced96 30fcd6a5
// + 4a010f30 32118f4b 2bfdf6bf 884bc8fd a61e8cb7 50ce90ca 36f7f771 759829f1 869c633f 01002a7a 341a4e9e c8140634 51df5bb5 191060e9 bc1580c8 849df06f
// + 8e2b025c 02cfa991 b872b884 f5a2aa14 408eb404 65626ddd a7fea134 41b49ef0 834c24da 78a01371 2551b886 85a026e5 7ed4e180 8bae3e6f 0a541398 30368cc2
// + 16612fb8 d46e1d27 b30b786a 9d2960fc fa5f1b8c 31e172f0 09ba198e 203f6197 d56e9bc3 ebc07c12 9b4e37ba 2ba38ec7 09b8f921 78568d43 be16ac05 99218960
// + 46bf7258 520a79de 1a6e3fb2 96e3d444 36022069 8b11971b 3efa37f9 bdf6ab3d c8ecdc33 2298e2a3 60beef11 97e1ddb8 2a12083c b08ece66 f9257f88 89271dc0
// + eba472fd a4c45a5b c91ba23f baf56035 a9e20161 6ab1246b 1634723e 769a66d7 b74fcbfb 326f5a7c e88402f5 c36098a8 9a48bb05 4657fc8d e7161284 9507ad25
// @data s_store_i32 i32 3565b62b c55a5b25 03f7f2ef 84f777f5 7a0b4efa 160e2050 8492250e a63f1e43 04db4ec9 ab55bab1 96959b3e bc7fa9ac eb747047 74c1385a 40b23656 782173d3
// + 13f2a2b6 2d806e95 c23d31d2 e81be817 239716b2 7bca9fb5 10464b25 4f35a1de 55addab5 d19cd7cd 2ed9f383 a7e69867 150f1bdc 5debc102 f9d10ba9 11985e9a
// + 39f5d1f6 6a3e3560 a5b6976e 34d19ceb ad6390fe 6c981414 8d58fc2a e5acc6c8 a81e2232 af97b848 b9af5bbb 8a193059 718678e6 62823ec7 25e87266 835b1552
// + 25b8742e 9d513da3 96d5adba fa4483cc 17f2b4e8 cd7ebd10 96f71ead 821aa521 1d06ddad 2dfaee93 9cfa2513 d3c504ce a3948109 049310c3 7bb89df0 3e509492
// + bebcd7d1 79bf6008 baaf62d0 27399c71 cd5207a1 db1c5b66 c7ad51ab 7c325d6d 12a935dc a128eaa9 5680c39b d8b3172b 191ca9a0 7505a3fa 9e06b33a 9433d61f
// + 2d9c49ee 9f35a76a 2bf39422 6feed0f8 3e6b7fdb 7743160a 5f3243fd 46a274b1 c33f1c69 3c1bc5ee 84bcdd1b bdd6c435 25a26d4d f0793537 05ddc9b9 6e46b6ab
// @data r_store_i32 i32 from in_store_i32
// @data in_load_i64 i64 d929c5b4e4727295 ad9d5481d891f58a 98a406a9b6c80c9b 3f7070562d331dd1 6132831605deac04 6e3836e275653023 24dc002ae263bc39 c58cecc167229a37
// + 2d57ae7d11ce4be1 651d25f644c1d3a7 b9267429f4460912 3b6159a1623d542d 2755006b2c4a8b5a 936ae7a2e57d1f1b 49d62e133326968b caa0a76ed49da26b
// + 717194da932c329e 22c75df134709a18 dd9cb575dc5bcdb4 63f782635f5e9f1c 633ec9ead95a7e9f ef565f431380e609 c34129a711e73842 07525b53bc6c346f
// + add1f445b39ca40c 88153506fcab007e b7ea74565fe3c798 15c84dac04df1f0d 741e4a1c6d1bd18b b86763b9479ac5fb b888d88b59f1bad4 86c1f6428295e36a
// + cca97abb835c5d67 45f2afff01a4e774 4be38f7362878c36 f59512873c8cc3f7 25481c1ed878c187 d397148e4d09d6e3 ffefb9599719f7a0 f1a5c2ce2097ff97
// + 0934f2487da191ba ccf830b3b319c3dc 1225be73128dc068 3c3073cc2c684dbf 568a04c18ec85014 db53fb3a2441b6d4 7cf989a675e84be1 157daf97bfb840ad
// + 930d858eb1b36c56 9c28fb25d63340c7 25985323e9397a4b 34e2d590a30bae91 725d35b8c6fa522b faade0a2f2c6c442 9eb7c551ccdb499a cf54c7834a6c87a2
// + f7bd4aa1f1134c4d febb999cfc92ea0e 971987c8ff75ecf5 c95421693226b375 be6ae60f3a8d4d41 8385ae73c17f86d5 93daafbe3ba25d71 d70207e0e81ad44b
// + 0a35f7c75fa321be 3d224d81d6b2bf11 ba7f93ac81fd00c7 0527d78cdb28b5f4 59e846cf308e4226 398d384cce6cf2ef 9b973f1c2c703732 29d05305ed99e203
// + a0c1fa6615cb8103 3b64fd6a22732fcc 1a555f5eb020522a dff385ee4a759d1e 1232733993637ae9 2f17b26cdcae91f7 ba15e2646e9ff7b9 5931e82280d177f5
// + ce5833670ed8c2af edd312ce2f9c7d9e cb8af3b105d97680 fbb62adc44ce64a3 ce8cf08f99c4b591 5abfab73a9cc4bdc 305646d97798f9b8 d8a8177df10964fd
// + 4c423ce690724a4d 7798a22ff06ab912 73befc417f2c8df2 3c2c679667219d7f 2c9d71d13b755c35 1ecd7dc6a6afb0a8 cee4047430e3bac3 b8393e227e2bb0af
// @data r_load_i64 i64 from in_load_i64
// @data in_store_i64 i64 0bfb3547391f353b b09cfd7c61d7e4f3 60af7682632eab69 8fe8517a6c2b1feb 8c6dcd8ab665ca1a e7b0446aecb421b1 0d1b745b39d013c9 050ade3aa325cbcf
// + 333fcee7d9c54e91 6d72fa5573359905 ff2a85dc786e971c 72c6680cf0357261 439ecd1d4a1c9d24 6e9f7facaecdba74 fb2f92153c5fef19 5f2f4a2897565578
// + 3b3aa07e650bf853 a9f7cf6d4ba4e248 05e7b6c475210c53 c1b4b1dbdd9fb13a 7c19c3fe14006ad0 e669f9451df89d60 54556510368a050f e513d86674a3774b
// + 08bb6ef1ee4af56f 99cf59c8d9d2c60e 486a6e01dd3ad8cc 279e5cea59d3710f be36d769d99db6e4 7d6ea1bcf330498d 039dd829ed2a2155 6658910800213990
// + b1cecc7b797b70a8 a2ea62067ce13177 6a9e3c4c1045d16c 3222f65c10a6cd92 13b38cbe93089f1d 75130710de54edf2 c7bb4806e146e905 5c639386e0a35a4a
// + ee5a9fc1a4bd2b38 987d45aa266d3076 38266868330ddf4f 181349a3de768e07 f16bf43e5fd17b87 4b1a00ebbde3d51b 0bd0e3600c016b29 9d9aeb265d89e14a
// + f567f72e8a0212fa 90720d227d935a03 2bf0fc8e1e4dac0e 286a4961948e9c08 98a641566220a8e6 31498fc38a1f61c4 4a3136465f27d930 b5aab4dc8962b8fa
// + a3a4f361b018e7ba 1456a7e8b10feb48 aa22f254b94e96d6 ef71fc43e374b389 56d55235fcf9bf50 cd428c8ad6495a17 a4c32ec260107316 64e8a3fbb83a2f2e
// + 5418252bf9b77194 910b62d4acd33356 37ee45a446f98552 45a49b9aee851735 f2086eb91f6f193d 6e93458f81e814aa 778dd3955e1b627d 1b7a67099a2aa724
// + e48b2350c2ae2131 16ef5b5921dbca4f 18f412c2bdbecc00 0f5f75180467fd7a 959e09511791761c 4fad6b79ffd6451f 73c13d9cb08ce806 3c3eeedd618cad10
// + 7eab10434146522c 98817eb39c1b138f b3a5a9e7cad7e021 a71dfdb6cfc5b405 dabb17254373e075 416020f133a91da4 d280468bbc3fe8ec 69d37280d8728a63
// + bf9a45badc5d76d9 89d65e98e4c67f5f b9708084e296a25b 82de5ec59d6c0d35 b9a4c893e04a3080 c41adca41055fcd5 a1c9ef80bb42ac89 63f62cf69762a0b0
// @data s_store_i64 i64 afbf549e51412bfa 83ffb5c06dab1669 49464fd2ca151b4b 85aa196514eb659a 986dd8c51cb4f30d d0ef0845b79802b0 9dbacb10b334b1cd b6a590fdbcbe8a97
// + d13fd02c9cd3db9a ad8fc29307d0161e 7766aeb5eec6216c a0df7e48bf610a4d b00f88f0eddee9ed db49773b7a307f14 5225e29849d4bc23 87494116182fb0f1
// + dece8401f88884dc 23f1c1cb1fc24c48 67e5b085a7a86b38 bbb6a06515c61cfb fd94415c62547bb9 1ad7da99b2664b10 477c4b0709ab124a 543c95b8f6490db3
// + 6522be1d303093a9 5e8307fccdbac292 d59718ac4e748eb9 4e5b3913d418f37c c2d0a3025271f010 4bfacb5926d30d87 2e49d1371a38562e 25e702fa6b52976d
// + 63616e3bb75c7d3b 61e4c1ce855a8c59 efde624488a9acbb 969ae3299df8d8a0 6c35677691620873 5386ee32d2b9b7b8 0b714e55dde43cf2 0ad5b9aa44b57443
// + bdde0cc5db8b9bda c3ebb6eba5c60025 b5468384ceb24165 7bc1de925a0237a2 e7f836b20db81f54 6596018eb5382c18 708b587ffa5ce5a9 5592aff8a7bebe42
// + 59ea553661f12e4a c6b711ed59bdbba1 71c2484a87489c94 b9490b283450c2a2 f1dda7fa2b25fcca 36b30ce801f02ffe 792d01434a21f6c6 ab5272546c3fc878
// + b2c94eb8e4551f87 f497f5344d42e207 f803a74b89fed5f3 cc31d16374d673d3 3565242546ba47fa 1f5fa34ca5a1a214 2bffc813609bf078 41524f1311a45d8c
// + de48009f733dec58 65e461a8a832b31c 50b27a0c39261ad8 8ea195ae2e9cd6de 57b7345cfde44f6a 7d6ad62ddf3fc477 1d12d4efdfbd1969 df578405e51414dd
// + a85b553898116224 f8b773b3f94144e6 098b8cd45526f076 a98368e07c7b74a3 ce20eec0f68c6fff 5d0bff44ed59b931 1525a85366236a67 efa8b054367dc8e2
// + 52503a96b2ac87ec af6e2c1e38d5de96 2d6bd9895b31bc14 cd330db6a29f3d33 480e535515569c86 aa960fc0ddf6e8f1 356de2fd1cda2308 1ec56e93c54a8818
// + fd252965ae1a4c2c ca3515e86217e48e 5c13f297560d6f5f 506add0a9ad70765 4be0a845c166cd55 545af6773d67fad9 5eb5d06890bbe0f0 6493aac404c6d1f6
// @data r_store_i64 i64 from in_store_i64
// @data in_load_f16 f16 6af9 cb90 d71e 2105 aeda e1bd 4af4 19e5 3ffa 00e8 eee6 39c6 5ef8 1d04 1c72 2b78 c2f0 011d 33a7 9404 892f 79da 9eb0 2b0c
// + 404b 8a9a 156f deaf dc0b 3dac b372 5c72 bb37 1b70 6c4f 99ad 7fe4 63c1 7083 7741 ed4d a8c4 4ad0 50b0 807c e384 f872 93e8
// + 2e4e 0a80 3d88 1dcd 0f9d f325 0257 3422 d819 78d2 e591 1dda 1287 62d5 b829 88d0 472d 3921 f1ce 16e5 c39f 30de c317 c120
// + 2c81 359a 0594 96a6 c223 4be6 2e40 508d 6585 59fb 6986 1783 4c1c fb84 47aa 4540 ee40 f974 7a5a e402 479e 12e7 b021 347b
// @data r_load_f16 f16 from in_load_f16
// @data in_store_f16 f16 a856 a529 e2e0 2f01 f163 aa37 2efe 054d d57d a2ba 0220 e69c 3e04 65d9 adae b375 7f61 d294 07a8 aa5c d159 825a 1487 df88
// + 2ab8 5304 d864 8526 df71 a140 8462 4eed 1123 e371 cf4d f380 7673 3fb6 bd70 6b0c b05d 67f5 a62b 03ee 5772 6943 f18b 72d8
// + f1c5 813f e7c7 60cd 44f7 e754 7077 bd6f 9cf3 f7c4 e81e b78e 95cf 1705 4c8b 0610 1260 28f8 1007 c8bb 926c 1c5f 35f0 611a
// + cf26 747b 772e 7e5b 6ada 07c0 9474 d207 4572 a30c 1012 3d5e aa92 c3ab 46a5 c80a 2256 430d 7ebc 743e 0abb 7096 f1b3 ef3f
// @data s_store_f16 f16 4069 7d60 423e 5e25 3463 83cd 4b54 8e6c f0e7 5c6c a218 c61a b6dc 559e 7074 e73b 0a3a 58b2 5612 6c81 21d0 8904 8df9 21b5
// + 587c 5628 6263 4392 8fdf dcb2 b08c 57db 1c4a 356b a5f4 7e77 decd 7f81 1680 b978 f71f c473 48e8 e87e 8cae 6ea2 ef55 5950
// + 12a4 5b43 bd76 bc30 189a 828c ed86 3472 db10 6b1a 5978 1b1f a920 1c9c 9f44 6b1c b1cf 8ef2 a8dd 4308 bce5 763c 4162 e3c1
// + 882d 11a9 eba3 b36d 5d45 6490 0d45 4358 6180 2a75 16a4 b8bd c421 898b 00a0 21dd 9bd0 7a35 190b a714 50a3 2d6a b6cb 92bf
// @data r_store_f16 f16 from in_store_f16
// @data in_load_bf16 bf16 8cc8 2ec4 9cb2 fffb 4239 38c2 5cab df28 e306 fd50 14a0 60d3 eb8d 150e e655 ac4f 2dc6 7f22 7436 8ab4 9fc9 51d1 575a 2070
// + 583d c524 4e66 7b94 7f71 3202 b567 aded 789d 2208 0e88 a254 7d69 7327 d5d3 85ee 2c3e 6e89 ef6b a647 b773 c8c5 3e98 4aec
// + 143f c9da 453d b022 053d 8d2d a332 31d4 9aeb edf6 05f7 228a e8f9 62e8 0893 1728 805f fdad 4599 014b 0baf 039f f89d a029
// + 7929 7d98 90ed 4a31 99fd 62e3 9fb8 3e71 61fe 2a30 1530 7529 ca55 af9f 9457 fdc6 305c 42e2 317a 1a4e b3b1 5586 b7d3 2886
// @data r_load_bf16 bf16 from in_load_bf16
// @data in_store_bf16 bf16 b886 05be c89f 770e bc59 5627 9d05 c648 4377 7618 92d8 609b 1aa8 1e23 8229 2609 1ca3 4167 1c3d 4930 a42c 4e08 7260 b45e
// + 45ea 37ee 3005 742b bdbe 741d 8f79 97b1 4733 737b edfb 95f4 3d9b 84e4 004a 7d1f d3d7 0e05 ecdb ecfb 5710 4e34 3a97 789b
// + c11f 0edb ae00 0f5c f342 0ea9 0953 0da2 d913 537c f4a7 775b 1a47 ba42 097c b5d9 92f7 3e9a 6af7 83ca 63a7 a611 db92 434e
// + ded3 7587 3c7f a430 7776 0a94 5bfb e9a4 5b06 27d1 c7af 8814 bb81 757f a20f 95a9 858f 09e2 f5d4 6bed 6a50 15f7 d78f bb28
// @data s_store_bf16 bf16 972e e307 9205 f9b4 33b8 0363 10dd 9ce1 0404 bba5 d9f9 ee3f ae23 d818 6c1a e030 6c36 5777 b32f 865b 24f3 74f2 0ea0 7c17
// + 418e c14e a6f4 8c4a 0b72 2697 18fb 0a46 a63f fb96 a257 8103 d991 10e0 894b f42d ca50 e7b5 1994 2b45 be2a a57a 4154 3251
// + f451 5f95 6f0a d6e2 a922 f207 1f5d e875 854e 5f65 005c 8da3 4cff a8b4 8656 f8c0 2c03 15b5 610b cb74 c0bd 1445 a292 1043
// + b3bd 6fc2 dc85 1da9 123b d8f4 f8bc 2dfe fe62 cd45 bcb7 5a7d efab 4e2b 6ef2 0934 8b74 c823 92a3 bd29 98ab 3695 6821 3c2d
// @data r_store_bf16 bf16 from in_store_bf16
// @data in_load_f32 f32 6b9adc07 c74f904e 72af0a86 1a45303d f8f0f96e 74dda3e6 3c7c8869 ab85cd09 c6f15108 ff978820 0792aabc ae0439de 8f757986 8f36ff2f 66f36d41 94559615
// + 333fd3bf 80b38e52 4cf562c9 a525ce35 3a238e95 88ca7a11 3f07c1a7 22a231d6 355b3c47 696883e4 fc1b991d bb0ebb6e 412b11d3 e8a6d2c1 d28c4e0d 4c69b6f9
// + 7efee8f0 d634e4e2 5b7e453a 7ee4fb51 c10c710e ad9cacbb 26caa9d6 b6597dde e584b6ae 6fb7f280 d31ccdea b944a67b 794d936c f93db489 cdd9db00 2a1ee5da
// + 71dd47d9 a870fb28 58cc3672 ee4a7103 f60b0fcc fce10f45 230ed2c2 ac896721 96774a2f 354071dc 59a84fac 9829fb93 028d955a 63bd4e19 479a0b56 15fb38a1
// + 039c674e e8ab4c19 ea6e84bc c29b1342 81530f2f b6eb3b3f 4581b96b 649b3e95 ad0085e4 ec5cae0d fa24ab7b 57ff1ec0 96ba1fe1 45a3030a 27f814ef 41397233
// + e1a431b6 58e2a3e6 82825bcd d6b84787 b4ad1dea 1b82dcff 5d86cdc4 196fb7fa 19514049 7fcd03b7 b62221cd 184c5cb6 8ff8a749 78511d8b 4cb2c7e9 ccf52cdc
// @data r_load_f32 f32 from in_load_f32
// @data in_store_f32 f32 fc3cb1b3 decc4d99 931acf6e d4c16818 0032ebc9 fc0f777a 9d5c9518 88dbca7f 41a4bf6f 580a8446 f82c3ad0 bfeab889 051e1fd2 68fefbf6 9874c194 18ada47a
// + 97fe8a76 3715de47 3ed7692a 9ee457a3 5f2e061c 05edc7a1 85ab2054 01ede4ab 95eab930 e1557c01 0e087f5d a1622bc2 44c5ee70 9f55e3e0 84417d77 43a8c38f
// + c070dfb5 04058975 2d5ff695 ce5490c7 ccddcd40 e972df7a e2ca53e0 8a30bc73 3dc332ae ee4127e3 97b272d5 dd047b6b 2922d2e1 cd07b706 a6c2c148 6203304b
// + b95ba812 a99db337 cac22793 28f010e7 e339f961 a2cda89e eabf8c58 9d93303d bd71069b 4a593581 cb106063 a8a6eaf2 1f601e60 f37fe1b2 25f647b9 2f9dc303
// + a0b85f8d 9d072c5f dc92135e cdb0b3b5 6fb95f92 8c3a779a 34007577 050bcd91 36622cb3 fd0f8a22 0bb54a3b 970daa3f 97d2b562 72cd0840 a976c2a0 1099e597
// + c2e94d5d cebab405 ca7cb05b 7d3a6a35 e44bfca8 6aac89bd 957b9d0e 8b27456b ca1288e8 7e893f83 d4fd99b5 54c272c7 c22591a3 a3b75522 305d6803 60c5bcfb
// @data s_store_f32 f32 93c8f133 49cbcc52 2400dcb6 1805ee17 c6ae2d20 2515d781 246f7fa2 92f4dfef b100ad45 0896ca18 386f88bd 1bae7071 4a40e258 cb3084cc a6be8456 6f1d5a52
// + 48677ffc 80a5d48a 05ab3276 f2ad1026 d7d80fe3 d386271e c7dcf469 603b8ff8 e9e28afb 44032a52 3b324530 5a723369 9e790830 de9beb07 c7bb1125 5938bde9
// + 8b007041 b9c1f75d 0e373ad2 dcad65b1 f612aea6 f775822d 3ab59b6a 39c846cb 9e6eda0b 91bcfcf8 9fc8555c 2def9b3c 01c92d5f b3a4b4ce 803cdc92 bb933c87
// + 11031f4a 714a3e58 54435447 2247e83b ba62cbab 675a29da 7d1e4926 657763ae a358992e fa85d962 e9e328f9 1a4941ad 8c5c960d f4576f27 b6c82110 91735852
// + 336d0f83 895173f7 c5b46ff9 415903da b96f6b8f 3ce225fa f86e2be9 8c9025c5 61c674be 5f90b12d 9e5f9d15 2283de16 4a89c768 b78bb721 0876b67b 4e6dfdb2
// + 91ade6aa 0e75cbb4 89d674c7 13f48c45 8d90780d 44ea831c 29c790ff d48a6cce bf7d56fc 541e1604 c7478354 c3831d72 a6d16b95 f4e983ad 43e115b8 30e79e95
// @data r_store_f32 f32 from in_store_f32
// @data in_load_f64 f64 e1c0d71ea10e8c5b 93d432c3acde101c 0ce71a90eca43859 e13689c06e3d3148 220fae9776c8941d c8812e7766e32da0 9c8304c77bb59391 165df3dd82916055
// + 676c890f9eea9aac 9c01c925216fb40e 12c36df09412ed4e 1503dbbd0d469bd7 6040bdf170f91787 c48114e51ac57743 2b7433b5236ba578 ed06d1e1013302a2
// + 8f9b9f72367d7771 4658ead199f2daf0 835772f17346814c 60d99e8b2752f608 4b70292d0c4401bb 22642334f63c421d 6feedc683c016e4a 5b12b512ab3ab35d
// + be1e4727b6a64501 320a177367422ac4 b46e174f4c418d97 d0d6a51c416fb586 eb22732f1f5e12d2 b6229adeb1791900 7afde6c1ee1b71c9 7831f874c766ff34
// + ad7e2893aff69912 13c206499a39db41 13f80cd44bc83f4d 504ce9f1d3713034 a15e929505c7d1ef 257a4b69d1d90bf8 0ce852aaaf8a3cba f6f651d18e6548b9
// + 7165f2f16107956f f5a201c5dcc1114f b0c2116aecde48fa 74cf277b0cc4c776 56e4f0ceb2dbe340 6a652382157e796d cb06b8f68bfd4b00 cab41b6fc74e613d
// + a6eee8c4557f0874 c76197d8ab9aa8f1 db7c2ff00978c50c 1da247f4c1d7f345 ef6e6f781cfcc3e9 9069970483de8468 f43708cf7fe1444d 313c243c5cbf3892
// + d6d00713ff447d09 3dff3cb6784180cb bc21d8457dc21d97 165ad0a742494d23 da3185213b75862d 59b2c4dac980b937 03c244c19e61bc94 6d6e4a2a5f036d5d
// + cef023b39a214398 7160a26ff342a12f d6a9721aa98c1d5f bba708a76bc5d657 b6b8d505b02ddbef eb31cbb806b107d0 42b212655ce373ff 9d7b652b1d00321d
// + 73b95247a818978f 9d0c2abda7d9e1d6 58df659708fabf47 51cacf9231208cb6 aa699b26517460e9 d4fd0a0e71958398 7926aa36d7050be6 28149131636be728
// + 2d0ef7a2fb3d4d23 696d017ea3cf67b0 d48f3a5992038b81 d4990c2e5b20f87b 3546329732233cb6 d9dc79fb84bdda59 c402ac4df52f8844 13db784871f78ff1
// + f79e27ea3fdb84b8 af5f3fc69bbf0988 84ff1daedf0fe28b 580e201d37a80b86 00aa70eabb2d6796 6c5f9094dea52c3d 0640517b28a3f6bf 16507ea4f0b69972
// @data r_load_f64 f64 from in_load_f64
// @data in_store_f64 f64 447df71e03322498 644efb664e2bbd35 c1329a92c7558fae adb5395705c1acc8 283d7119e810393e 3eb0ad40b14e99d7 5bce5c6b71b3fb24 51850b9adf1be9c1
// + 3f34bd7cbb9b4ba0 abc4bd39728ae2a4 2dca7c9aa0a31464 3d98c8c57bd7b4e6 aca9a6af2b7eb3b8 780c0601bfb55cd6 2ed5e3966f02e964 16d9999d597bf3e6
// + d65b86004f6ea60e 26f4e393037e6f8f 45736ff44c5918cd 8816f28694b5b81c edd53267518f6c57 a525843718d85487 ae593f31452974a6 b1501c8193aebdcb
// + eb1d7fa05bbe9d72 061d0bc46a6cf771 631db8affd14570b ecdc10e21baa1cac 464f52bed426d5cd caacce5491af20e2 5e2572667e657cd3 8ed9433cd93a46af
// + cbd6b47d19212c39 bbee283a2dc3ff24 5cdb8dc7a7d318c7 b8950859b0071b9f 633d664b1b5a1979 bd071f4558b362e0 12f23c7a6368bcb6 e2e99e4006761254
// + c0278392f15055ac a854d849405cb71d 836152c7c8634240 10b18d26dac3c67d 23e45cd466d1defa 011e99e487c56762 98db96265bb3b114 131f0122c7f2c1e7
// + 2119184c0f5aea38 00eb1ffbd2c51360 0f63bdb8e459c167 6a37be22767c6ee6 4f540bc8e05ccdb6 dcda71ea74eb3e7c bf4ca0a4bb5a465c 7fb249c5cf6f323d
// + b5485587d6743527 c3d1966bd59f4914 00f36c800e037d11 318ea5d916d00177 f3c2f2bfd4d183ca e89c59f153e05a06 cb456225aab346ac b4feeb909a9922e8
// + ef6d96951ed4427d 7ed0283b8c0c202a 080720f1395d8f97 c5e2a59287835a59 b7c3c572a2ffe26b f1aa3199a66da0a9 5ab819db02a2c367 61fc535d22a49c9f
// + 10010a47e73c5d27 4fd8ec4ed1fcfce6 94586f3562442de6 97bc0b5db48ece82 d7e67c7b1449062e 3c681caa70bdff23 4d51186807d76188 519fb49e47b033e6
// + 4066ddca11ed9ef2 d622808db4177c8b 5788e70838ad25c6 ad4d548aca4e0d72 479610b369ed535b b3851e910c68db26 c9a91b23a5e9d061 a443f36437968d46
// + cbc95944afd7652d cf67d44b557058c1 79eb01509ee7f3a4 1125c361917f0ea7 356afa35ff0426b6 50e1e45f27da48b9 5bfe5f95a0179d07 7efb592150a8a20e
// @data s_store_f64 f64 ead25cc700427049 0bbc32287de27ae4 dabc11a5369a543a bbe67256d6c452c8 f976cfcced2844c9 3a1d1bb881f488c9 a31d73a7e1b4f82f ed88ab7f042de0b6
// + 6b8a1028e4cfbcba 7696424cb7bfc62a 73e6c76649dd9f12 f06d80e6f1d511fc 99d1f54865b21d53 4381af084ff349b6 d86f7a36f2ab5035 abbfb2fd30aae358
// + caeb9129b2b11f2a 58a2f2f4fbd4ac09 4c93f16d2a04890c 37ea934e77979056 2b363dbc4b66c6bd 8a31e0a9b9e3eea3 3672966b6e61ee8a 1cc4562ff59fddf6
// + 4b2a834da4f8a450 cece1a89d3568838 9aafcc385f5f5ccf 2ba78403f63439ff c493a7b3df90d9c0 069d05bcf9b87838 66af0fc4986c49de 74521e0a9f027f8c
// + 949010e8f3770c05 ffc3be0ee42117e0 cec94dfe458dd31a 2349ea076c5557f7 69e49323ef7003d7 bfb1d9bcb8da3ef2 50623e857ec046d7 d33572a29c47f090
// + f20bb2a52cb43f3a 274973cc98ee956e 34920b6a18bb30e7 13ce98b9b1124e4d d6147261a8e677e1 8ee17efdb7f159f1 94e8266a25e1fe75 009a6b36f92ed7e0
// + 5ed6e5ef30b20eb4 17b67427904ca6c7 67ad87287a1d64a6 b42f5ed3d0dbbbcb b5e19494a36435af ee3b4616374968f7 62fe47e57c484730 b3359ff99eb33713
// + 9de55bd1ac4b0aac 6258fe56b99ac6db 4dcd2d50a40163bc 3ea10cc5dfa605ed 37b129166e3c7980 e260d698d24dcd0b 2f170ced21d7ed52 94eb7a1d4d2ef4cd
// + 60a655cba81d4431 1b2d980749d1bcaa 2cacf4f9e644ae0a 61367739973589d6 96584f64c919dc56 83e125106322d11d 9f0929843b997330 f681654435bc7bcd
// + 8a0c52db137594ca d2bccd679efb2c7c 9d08599040de4638 dc474aa5e0d5596e b08ddaac3587174c 95dd7d69ecfc3e63 8e6a2aafede462d5 7359e9edb8331291
// + c972ce532e93e10a 00a8b5dd1acb228a bfca0d5d0235274e 3ecc25bf00d16953 47edd6a99d9c624e b8658cd28632c3be 30c97e590c093a67 ca420b1175f73dc5
// + 3c6d10b055bac794 bd4587e4ca90d07b 7651f8e61955e984 d6139909ce11a172 407ca85057b5ed1c 467b2fcc7090c7f1 8e3ed5510e822870 6b9c23cb6f820cb6
// @data r_store_f64 f64 from in_store_f64
// @data in_load_tf32 tf32 5c816000 3c8e0000 237f6000 b8102000 81e02000 e5660000 c6408000 61b86000 3fe2a000 cc4e6000 d96d6000 5c674000 5c67c000 9b664000 852ba000 12fe2000
// + dbf64000 f6adc000 2f9b6000 412a0000 67de8000 f7ea0000 c99b8000 c9aa2000 59d92000 88036000 17b6c000 4a7e6000 f2bd2000 77b44000 b16f4000 f80b0000
// + 494c8000 8f474000 e60e0000 e5e26000 47a42000 432d2000 a67f8000 33166000 d356a000 3801e000 1f080000 aa9ba000 9c0f6000 a77e8000 55180000 4a38c000
// + 463bc000 0083e000 33676000 5bb30000 663bc000 388be000 887da000 a6bd2000 d30ea000 d8492000 02ef2000 c8d24000 423c4000 9f208000 5587a000 283f2000
// + 9c6be000 310c6000 d19aa000 9f4d0000 5f242000 8271e000 c6a26000 321e2000 ab880000 dee88000 aaa86000 39528000 98d70000 61b4c000 b0904000 46642000
// + 1ea9e000 b1d3e000 e7c3a000 9bd92000 68148000 3c7aa000 651ee000 9b7b6000 2727c000 23df6000 5a238000 4bac0000 c132c000 e4222000 74af6000 5593e000
// @data r_load_tf32 tf32 from in_load_tf32
// @data in_store_tf32 tf32 e7062000 2a0f6000 f3e42000 25148000 c54e4000 e87ce000 b9298000 b5f1a000 80e28000 0b6c4000 7fc62000 c20cc000 cac6e000 c39d4000 ab610000 3092e000
// + b58c4000 19cca000 db48c000 bf168000 e5dca000 eaa44000 9a6de000 917d8000 2931a000 e685e000 74df6000 60bbc000 8888c000 f5a5e000 ebae4000 a4da4000
// + ddedc000 42634000 06ab6000 e96ae000 ba8ba000 234f6000 92510000 be5ec000 6ea9c000 fc26e000 3b9ea000 8b174000 39fb4000 fa928000 93b96000 c8758000
// + d2712000 53d98000 a2366000 b78e8000 ee43c000 f43d8000 cd150000 eeb04000 9656a000 49fcc000 1d6a8000 46420000 65dda000 664e4000 a4fe0000 39c04000
// + 949f0000 9a332000 512e2000 d217e000 a2236000 ae8e2000 dc0d6000 394f8000 56384000 58b68000 69e40000 79b4a000 11dcc000 c1e4a000 11f84000 12ca8000
// + d953a000 e2f98000 862e8000 d1e74000 22f4c000 6c466000 65372000 adcf8000 8c95a000 f8a34000 19ee8000 e8b8e000 0f128000 1b336000 57f5c000 0481a000
// @data s_store_tf32 tf32 b66c0000 27e3a000 ac0a2000 5a652000 ed6a8000 5d87c000 4dde2000 beef2000 90716000 7e266000 77fd4000 0043a000 84254000 49b00000 8afe2000 f3218000
// + 76b20000 fc8fc000 a2e32000 7544e000 08cb0000 47a44000 7311e000 a23a8000 e8100000 fcba8000 c040e000 73ece000 07af0000 94ec2000 6dff2000 a1fcc000
// + cae9e000 c8144000 48a5e000 1469e000 543d6000 3f962000 297be000 becee000 2d5aa000 de660000 53588000 ddbfc000 328fa000 be506000 18a00000 2d76c000
// + 487c6000 5a26e000 b3c68000 37014000 49ede000 64a7e000 5b7ea000 da976000 b5dea000 f16d2000 8e072000 2b752000 711e0000 f1444000 ca242000 0a26c000
// + 1a992000 c50ca000 84aa8000 6c5f6000 cec3c000 673e8000 a9690000 7fa2a000 9579a000 be670000 ba75e000 9ea36000 f5fb8000 85f2c000 1e190000 1501e000
// + c3bb2000 6b4ec000 97c76000 13872000 58a3a000 53f84000 edd72000 5a918000 40bc8000 dc412000 b8082000 126dc000 8b9ca000 f0e46000 9644e000 9c62a000
// @data r_store_tf32 tf32 from in_store_tf32
// @data in_load_f8E4M3FN f8E4M3FN 08 d8 98 f3 e9 97 ac 94 d3 72 54 1a ff e6 8d 50 8d ec 4c 9d 69 f6 3e db
// + 5c 63 f0 05 30 e7 22 59 40 e7 68 d0 9b 76 be 3e 53 9b 20 cd 1d 57 6f 7e
// + 12 46 5d 50 81 b7 00 8c d9 12 e9 fd 1b ed fe 28 19 9a 85 3e ec df 2e 8e
// + fc 86 fa 25 79 ac 05 ca 93 a8 45 6f 2b c1 03 3a e5 13 4d f1 b9 f7 66 7c
// @data r_load_f8E4M3FN f8E4M3FN from in_load_f8E4M3FN
// @data in_store_f8E4M3FN f8E4M3FN 34 33 08 25 72 58 83 44 ea 43 e6 0c e5 98 c8 b8 7e f2 17 e1 55 0b 35 33
// + 6e 91 3c 9f 4e b9 f6 b5 c6 73 36 82 03 86 0d 7c 1b b6 3c 57 bf 50 32 54
// + c5 00 f6 96 6c d5 c0 7d 4c 21 3c 57 f9 85 b3 01 a3 d9 3e 80 35 c0 bd c8
// + ab 44 ea 1c fa 9f f4 b2 aa 90 e6 67 06 a7 e2 24 7e 6b 01 9f aa 91 7a 5f
// @data s_store_f8E4M3FN f8E4M3FN aa c4 91 b8 80 fb 87 7f d2 a6 7e 1d ce 97 46 86 b5 ec 12 68 c8 2d b8 0b
// + 72 e0 56 ef e2 8c 16 bb 5b bf d7 e9 9b 3e 50 ac c1 31 82 d1 f2 b0 f1 06
// + 66 6a 7e f3 00 01 15 13 e5 7e 4c 7d 6d d4 d6 c4 e9 54 4a ca 5d b6 89 57
// + e2 09 5a 99 87 f9 a8 7b 57 48 26 4f 32 35 52 ab ba 4e e3 1e 51 d8 09 f3
// @data r_store_f8E4M3FN f8E4M3FN from in_store_f8E4M3FN
// @data in_load_f8E5M2 f8E5M2 1b 82 74 49 76 09 b7 11 a2 db 7d 8f f5 e6 37 e6 36 40 a8 3d e0 f9 31 81
// + cb b0 13 60 e1 26 cd 4d 3c 8c fd 26 29 68 c5 45 51 7e aa 56 be 88 e0 e5
// + ba f5 2a 5f 11 cf f7 1c 20 14 f8 6a 59 55 55 f3 65 cf 9d 18 48 dc 2d 9b
// + cb 12 dc 89 d2 52 9e 90 09 6e f2 58 18 39 d5 2c f1 26 e2 e4 ae c4 ad fb
// @data r_load_f8E5M2 f8E5M2 from in_load_f8E5M2
// @data in_store_f8E5M2 f8E5M2 c0 ce bc 13 b7 34 4d c2 9e 80 e6 87 8c 2a b5 57 4b ab 32 54 4d a6 4d e3
// + d8 30 8b 50 47 c5 a3 d1 66 2a 91 70 94 fd df 9f a2 be 42 fa 85 36 47 c9
// + 7b 3d 69 c2 1f 10 3c 97 8a 69 e1 8d c9 66 29 b7 b8 77 49 27 68 97 67 0b
// + 0d d3 8c 49 0a 69 35 a1 2c 87 1f 4a 20 f8 42 94 2c da 63 64 c4 a7 51 9c
// @data s_store_f8E5M2 f8E5M2 4f b6 e9 47 b6 b1 d5 66 1d 64 39 31 7a d2 0b 5a b8 ad bd 34 80 16 bf b5
// + 3b 7f b3 df 6c dc 39 fd 08 0c 0e cc bf 81 02 15 8a 8b e5 ac 5a 80 a8 25
// + 3c 30 e8 5c db 24 3c 29 54 80 5c bf d9 60 87 f9 6d 88 87 5d 39 44 5c a4
// + 37 4d 21 c8 82 88 e8 4a 54 67 80 d8 31 f4 2a 27 b2 17 ae ad 5c f9 eb 62
// @data r_store_f8E5M2 f8E5M2 from in_store_f8E5M2
// @data in_load_f8E8M0FNU f8E8M0FNU f1 3f 95 e8 df 9a ce 78 9d 06 f0 79 78 a3 0f 7b 85 20 65 da 08 d8 bb 08
// + 82 2b 89 e1 d2 b2 ea 4a 20 ef a5 e5 37 a4 27 df d1 e6 d4 b2 a3 a2 3c ea
// + 21 8d a0 8f 91 c8 a6 5f a4 2d 80 9c 05 28 7f d0 8e d3 29 14 c2 5c 2e 91
// + 24 da 52 0d d0 bf 06 ee b9 6f d7 59 5b d8 34 c5 c0 4c 60 7d 83 03 50 a9
// @data r_load_f8E8M0FNU f8E8M0FNU from in_load_f8E8M0FNU
// @data in_store_f8E8M0FNU f8E8M0FNU 00 43 3e 83 73 61 22 0d 38 8c 53 e5 74 49 00 17 89 ea c7 ad 9f 44 5d b7
// + ca 10 5f e1 20 e2 e8 00 a1 75 2b b0 99 7d 0b 07 55 df ac 6d f8 93 fa 50
// + 83 19 c9 6b 06 53 6e 44 f8 4d fd fe 0d 98 b1 2c 5c 12 b6 65 43 4a 11 b7
// + 17 ca 2a 63 b9 a2 6e 99 6a 3a a6 23 84 90 f4 6e d6 d3 74 30 9d cd a2 b3
// @data s_store_f8E8M0FNU f8E8M0FNU 14 d0 49 ad 40 e4 b5 5a 41 6f e3 ed 5b 14 11 da e3 ee 96 9c 13 32 a8 b7
// + c6 ce 24 a3 82 b2 d0 c3 48 dc a0 93 7d a0 e2 f8 69 5c 16 7c 78 0a 50 e3
// + 05 36 0d 47 fc 1a 53 e4 ca e0 47 7a 38 8e 6b 52 ed cb 37 9e fc be cd 00
// + e9 88 7d 11 2a 49 50 36 62 3d 5e e1 3a 51 8c 44 50 02 57 33 d2 ec 94 1f
// @data r_store_f8E8M0FNU f8E8M0FNU from in_store_f8E8M0FNU
// @data in_load_f4E2M1FN f4E2M1FN d 6 c d 9 2 a 6 c 7 7 4 4 f 6 5 b 3 7 a 1 4 c 1
// + 5 5 3 7 a b 1 0 1 4 a f e 7 5 2 6 2 9 3 5 8 1 7
// + e e d 1 9 3 7 e 3 7 3 e c 4 5 f 0 2 9 5 7 2 5 c
// + 0 2 7 d 3 c 2 2 9 2 3 e 0 6 0 5 f 8 9 f 7 e 7 d
// @data r_load_f4E2M1FN f4E2M1FN from in_load_f4E2M1FN
// @data in_store_f4E2M1FN f4E2M1FN c 1 7 b 7 b f 4 5 6 6 7 a 4 3 3 1 4 6 f d b e 8
// + 9 4 2 d 6 c f 1 9 2 a 5 d e b 9 e c b 8 b 1 1 d
// + a 8 b 4 d 7 9 2 c 2 b f e e 5 0 4 8 c b 8 6 e 9
// + 7 f f f 0 9 4 6 8 2 3 2 d 9 5 5 6 0 2 6 a d 2 8
// @data s_store_f4E2M1FN f4E2M1FN 0 f 0 f 7 7 c 9 b 6 f 8 e 6 a b 0 7 e 5 f 9 2 f
// + 5 2 c 7 b 8 e 8 0 f d e c c e 0 a 6 5 5 5 e 1 a
// + 7 a 5 e d 4 8 f f 0 7 1 d 4 7 1 7 7 3 0 7 7 e e
// + 0 e 3 4 5 0 2 7 b f 3 2 9 c 6 0 a 4 5 b 7 b 4 1
// @data r_store_f4E2M1FN f4E2M1FN from in_store_f4E2M1FN
// @data in_load_fnv8E5M3FNU fnv8E5M3FNU 4b 2a 4f 31 e9 4c 1d 7e 90 02 e9 27 1f c8 68 ee 09 3b ee 04 83 57 c8 72
// + 63 46 f6 59 ac d0 d2 f5 31 77 cd 6a 09 db df cf 48 e1 8e 23 a9 35 eb 2e
// + 02 99 be aa 7c c3 3b bb 64 b1 12 cc c8 e4 ec e8 e7 60 8c 0d d7 d6 db e8
// + 62 e9 d9 76 62 6f 3e b3 3a 3b b1 62 77 0a 0a b9 76 1e 24 26 38 1e 9f 93
// @data r_load_fnv8E5M3FNU fnv8E5M3FNU from in_load_fnv8E5M3FNU
// @data in_store_fnv8E5M3FNU fnv8E5M3FNU a1 0b 31 b4 9e 77 f6 24 d6 58 e0 7b 68 dd 91 f4 ec ff 18 a9 eb 68 df a8
// + ec 68 ea 99 a8 d9 64 96 35 7b af 1b 39 0b 72 4e 5b 87 64 31 ff 81 67 17
// + 3e bf 09 bc 60 6f bc c9 34 5d 83 45 f2 c9 00 ec 04 e3 fb 90 8e ac f4 55
// + d2 1b 19 6a 85 68 34 c7 74 be 07 8d 1c ae 33 c5 38 8b c4 94 af 8e 1d 5d
// @data s_store_fnv8E5M3FNU fnv8E5M3FNU 8a b9 21 0f c1 b2 54 06 f8 6f 8b f3 7d 62 7a 31 0f 25 90 b1 60 93 42 a4
// + 04 06 41 50 de 8b 23 2b 7d 6f 4e e9 90 31 45 75 9f 64 0b 9c d0 02 46 f5
// + 32 eb 6b 4f 0e 36 94 23 83 bc 97 d5 fb da 05 87 34 a0 b9 70 23 53 43 d0
// + 97 94 59 75 8a 97 f0 16 e4 c7 6a 7b a7 9b 20 bb f5 ce 89 3b 06 77 9e 4b
// @data r_store_fnv8E5M3FNU fnv8E5M3FNU from in_store_fnv8E5M3FNU
// @run load_i1 entry=load_i1 grid=2,3,1 nan=bits
// @arg buf i1 in_load_i1
// @arg buf i1 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_i1 prov=model
// @run store_i1 entry=store_i1 grid=2,3,1 nan=bits
// @arg buf i1 in_store_i1
// @arg buf i1 s_store_i1
// @expect verdict ok prov=hand
// @expect arg 1 r_store_i1 prov=model
// @run load_i8 entry=load_i8 grid=2,3,1 nan=bits
// @arg buf i8 in_load_i8
// @arg buf i8 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_i8 prov=model
// @run store_i8 entry=store_i8 grid=2,3,1 nan=bits
// @arg buf i8 in_store_i8
// @arg buf i8 s_store_i8
// @expect verdict ok prov=hand
// @expect arg 1 r_store_i8 prov=model
// @run load_i16 entry=load_i16 grid=2,3,1 nan=bits
// @arg buf i16 in_load_i16
// @arg buf i16 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_i16 prov=model
// @run store_i16 entry=store_i16 grid=2,3,1 nan=bits
// @arg buf i16 in_store_i16
// @arg buf i16 s_store_i16
// @expect verdict ok prov=hand
// @expect arg 1 r_store_i16 prov=model
// @run load_i32 entry=load_i32 grid=2,3,1 nan=bits
// @arg buf i32 in_load_i32
// @arg buf i32 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_i32 prov=model
// @run store_i32 entry=store_i32 grid=2,3,1 nan=bits
// @arg buf i32 in_store_i32
// @arg buf i32 s_store_i32
// @expect verdict ok prov=hand
// @expect arg 1 r_store_i32 prov=model
// @run load_i64 entry=load_i64 grid=2,3,1 nan=bits
// @arg buf i64 in_load_i64
// @arg buf i64 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_i64 prov=model
// @run store_i64 entry=store_i64 grid=2,3,1 nan=bits
// @arg buf i64 in_store_i64
// @arg buf i64 s_store_i64
// @expect verdict ok prov=hand
// @expect arg 1 r_store_i64 prov=model
// @run load_f16 entry=load_f16 grid=2,3,1 nan=bits
// @arg buf f16 in_load_f16
// @arg buf f16 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f16 prov=model
// @run store_f16 entry=store_f16 grid=2,3,1 nan=bits
// @arg buf f16 in_store_f16
// @arg buf f16 s_store_f16
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f16 prov=model
// @run load_bf16 entry=load_bf16 grid=2,3,1 nan=bits
// @arg buf bf16 in_load_bf16
// @arg buf bf16 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_bf16 prov=model
// @run store_bf16 entry=store_bf16 grid=2,3,1 nan=bits
// @arg buf bf16 in_store_bf16
// @arg buf bf16 s_store_bf16
// @expect verdict ok prov=hand
// @expect arg 1 r_store_bf16 prov=model
// @run load_f32 entry=load_f32 grid=2,3,1 nan=bits
// @arg buf f32 in_load_f32
// @arg buf f32 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f32 prov=model
// @run store_f32 entry=store_f32 grid=2,3,1 nan=bits
// @arg buf f32 in_store_f32
// @arg buf f32 s_store_f32
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f32 prov=model
// @run load_f64 entry=load_f64 grid=2,3,1 nan=bits
// @arg buf f64 in_load_f64
// @arg buf f64 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f64 prov=model
// @run store_f64 entry=store_f64 grid=2,3,1 nan=bits
// @arg buf f64 in_store_f64
// @arg buf f64 s_store_f64
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f64 prov=model
// @run load_tf32 entry=load_tf32 grid=2,3,1 nan=bits
// @arg buf tf32 in_load_tf32
// @arg buf tf32 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_tf32 prov=model
// @run store_tf32 entry=store_tf32 grid=2,3,1 nan=bits
// @arg buf tf32 in_store_tf32
// @arg buf tf32 s_store_tf32
// @expect verdict ok prov=hand
// @expect arg 1 r_store_tf32 prov=model
// @run load_f8E4M3FN entry=load_f8E4M3FN grid=2,3,1 nan=bits
// @arg buf f8E4M3FN in_load_f8E4M3FN
// @arg buf f8E4M3FN zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f8E4M3FN prov=model
// @run store_f8E4M3FN entry=store_f8E4M3FN grid=2,3,1 nan=bits
// @arg buf f8E4M3FN in_store_f8E4M3FN
// @arg buf f8E4M3FN s_store_f8E4M3FN
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f8E4M3FN prov=model
// @run load_f8E5M2 entry=load_f8E5M2 grid=2,3,1 nan=bits
// @arg buf f8E5M2 in_load_f8E5M2
// @arg buf f8E5M2 zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f8E5M2 prov=model
// @run store_f8E5M2 entry=store_f8E5M2 grid=2,3,1 nan=bits
// @arg buf f8E5M2 in_store_f8E5M2
// @arg buf f8E5M2 s_store_f8E5M2
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f8E5M2 prov=model
// @run load_f8E8M0FNU entry=load_f8E8M0FNU grid=2,3,1 nan=bits
// @arg buf f8E8M0FNU in_load_f8E8M0FNU
// @arg buf f8E8M0FNU zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f8E8M0FNU prov=model
// @run store_f8E8M0FNU entry=store_f8E8M0FNU grid=2,3,1 nan=bits
// @arg buf f8E8M0FNU in_store_f8E8M0FNU
// @arg buf f8E8M0FNU s_store_f8E8M0FNU
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f8E8M0FNU prov=model
// @run load_f4E2M1FN entry=load_f4E2M1FN grid=2,3,1 nan=bits
// @arg buf f4E2M1FN in_load_f4E2M1FN
// @arg buf f4E2M1FN zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_f4E2M1FN prov=model
// @run store_f4E2M1FN entry=store_f4E2M1FN grid=2,3,1 nan=bits
// @arg buf f4E2M1FN in_store_f4E2M1FN
// @arg buf f4E2M1FN s_store_f4E2M1FN
// @expect verdict ok prov=hand
// @expect arg 1 r_store_f4E2M1FN prov=model
// @run load_fnv8E5M3FNU entry=load_fnv8E5M3FNU grid=2,3,1 nan=bits
// @arg buf fnv8E5M3FNU in_load_fnv8E5M3FNU
// @arg buf fnv8E5M3FNU zeros(96)
// @expect verdict ok prov=hand
// @expect arg 1 r_load_fnv8E5M3FNU prov=model
// @run store_fnv8E5M3FNU entry=store_fnv8E5M3FNU grid=2,3,1 nan=bits
// @arg buf fnv8E5M3FNU in_store_fnv8E5M3FNU
// @arg buf fnv8E5M3FNU s_store_fnv8E5M3FNU
// @expect verdict ok prov=hand
// @expect arg 1 r_store_fnv8E5M3FNU prov=model
cuda_tile.module @conformance {
  entry @load_i1(%a: tile<ptr<i1>>, %o: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi1, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>, tile<i32> -> tile<4x4xi1>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi1, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xi1>, partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_i1(%i: tile<ptr<i1>>, %o: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi1, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>, tile<i32> -> tile<4x4xi1>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi1, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xi1>, partition_view<tile=(4x4), tensor_view<8x12xi1, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_i8(%a: tile<ptr<i8>>, %o: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi8, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>, tile<i32> -> tile<4x4xi8>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi8, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xi8>, partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_i8(%i: tile<ptr<i8>>, %o: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi8, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>, tile<i32> -> tile<4x4xi8>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi8, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xi8>, partition_view<tile=(4x4), tensor_view<8x12xi8, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_i16(%a: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi16, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>, tile<i32> -> tile<4x4xi16>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi16, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xi16>, partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_i16(%i: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi16, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>, tile<i32> -> tile<4x4xi16>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi16, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xi16>, partition_view<tile=(4x4), tensor_view<8x12xi16, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_i32(%a: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi32, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>, tile<i32> -> tile<4x4xi32>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi32, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xi32>, partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_i32(%i: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi32, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>, tile<i32> -> tile<4x4xi32>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi32, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xi32>, partition_view<tile=(4x4), tensor_view<8x12xi32, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_i64(%a: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi64, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>, tile<i32> -> tile<4x4xi64>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi64, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xi64>, partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_i64(%i: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi64, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>, tile<i32> -> tile<4x4xi64>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xi64, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xi64>, partition_view<tile=(4x4), tensor_view<8x12xi64, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f16(%a: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf16, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>, tile<i32> -> tile<4x4xf16>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf16, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf16>, partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f16(%i: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf16, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>, tile<i32> -> tile<4x4xf16>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf16, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf16>, partition_view<tile=(4x4), tensor_view<8x12xf16, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_bf16(%a: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xbf16, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>, tile<i32> -> tile<4x4xbf16>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xbf16, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xbf16>, partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_bf16(%i: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xbf16, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>, tile<i32> -> tile<4x4xbf16>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xbf16, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xbf16>, partition_view<tile=(4x4), tensor_view<8x12xbf16, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f32(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf32, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>, tile<i32> -> tile<4x4xf32>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf32, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f32(%i: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf32, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>, tile<i32> -> tile<4x4xf32>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf32, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<8x12xf32, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f64(%a: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf64, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>, tile<i32> -> tile<4x4xf64>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf64, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf64>, partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f64(%i: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf64, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>, tile<i32> -> tile<4x4xf64>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf64, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf64>, partition_view<tile=(4x4), tensor_view<8x12xf64, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_tf32(%a: tile<ptr<tf32>>, %o: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xtf32, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>, tile<i32> -> tile<4x4xtf32>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xtf32, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xtf32>, partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_tf32(%i: tile<ptr<tf32>>, %o: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xtf32, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>, tile<i32> -> tile<4x4xtf32>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xtf32, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xtf32>, partition_view<tile=(4x4), tensor_view<8x12xtf32, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f8E4M3FN(%a: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E4M3FN, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>, tile<i32> -> tile<4x4xf8E4M3FN>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E4M3FN, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf8E4M3FN>, partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f8E4M3FN(%i: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E4M3FN, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>, tile<i32> -> tile<4x4xf8E4M3FN>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E4M3FN, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf8E4M3FN>, partition_view<tile=(4x4), tensor_view<8x12xf8E4M3FN, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f8E5M2(%a: tile<ptr<f8E5M2>>, %o: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E5M2, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>, tile<i32> -> tile<4x4xf8E5M2>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E5M2, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf8E5M2>, partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f8E5M2(%i: tile<ptr<f8E5M2>>, %o: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E5M2, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>, tile<i32> -> tile<4x4xf8E5M2>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E5M2, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf8E5M2>, partition_view<tile=(4x4), tensor_view<8x12xf8E5M2, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f8E8M0FNU(%a: tile<ptr<f8E8M0FNU>>, %o: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E8M0FNU, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>, tile<i32> -> tile<4x4xf8E8M0FNU>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E8M0FNU, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf8E8M0FNU>, partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f8E8M0FNU(%i: tile<ptr<f8E8M0FNU>>, %o: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E8M0FNU, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>, tile<i32> -> tile<4x4xf8E8M0FNU>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf8E8M0FNU, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf8E8M0FNU>, partition_view<tile=(4x4), tensor_view<8x12xf8E8M0FNU, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_f4E2M1FN(%a: tile<ptr<f4E2M1FN>>, %o: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf4E2M1FN, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>, tile<i32> -> tile<4x4xf4E2M1FN>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf4E2M1FN, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xf4E2M1FN>, partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_f4E2M1FN(%i: tile<ptr<f4E2M1FN>>, %o: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf4E2M1FN, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>, tile<i32> -> tile<4x4xf4E2M1FN>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xf4E2M1FN, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xf4E2M1FN>, partition_view<tile=(4x4), tensor_view<8x12xf4E2M1FN, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @load_fnv8E5M3FNU(%a: tile<ptr<fnv8E5M3FNU>>, %o: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %a, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %v[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>, tile<i32> -> tile<4x4xfnv8E5M3FNU>, token
    %otv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>
    %ov = make_partition_view %otv : partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %ov[%bx, %by] : tile<4x4xfnv8E5M3FNU>, partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>, tile<i32> -> token
    return
  }
  entry @store_fnv8E5M3FNU(%i: tile<ptr<fnv8E5M3FNU>>, %o: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %itv = make_tensor_view %i, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>
    %iv = make_partition_view %itv : partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>
    %x, %t0 = load_view_tko weak %iv[%bx, %by] : partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>, tile<i32> -> tile<4x4xfnv8E5M3FNU>, token
    %tv = make_tensor_view %o, shape = [8, 12], strides = [12, 1] : tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>
    %t1 = store_view_tko weak %x, %v[%bx, %by] : tile<4x4xfnv8E5M3FNU>, partition_view<tile=(4x4), tensor_view<8x12xfnv8E5M3FNU, strides=[12,1]>>, tile<i32> -> token
    return
  }
}
