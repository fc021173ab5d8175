// @conformance 1
// @tier ci
// @family atomics
// atomic_red_view_tko (13.3): every mode but xchg with its types, relaxed at tl_blk and device scope, partition and strided views without padding (digest 4.9).
// @oracle model per-element application of the digest 4.9 reduction to the view's elements (host model; addf by rustc_apfloat 0.2.3 nearest-even)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data m_red_and_i32_0 i32 ccef8e11 dbdfee63 d69ad807 e7a235be 02f63d09 71a17536 4f0e5698 0161fe4c 3bc14711 02abe786 78a47e4b fc839a82 1fca0086 cba55f4b f98131b0 70d223b3
// + 5ed0fc0a 5bb61148 2ee1f888 b351046f
// @data a_red_and_i32_0 i32 ed3fba9e 4f09df62 221bb9a8 4a432ed1 cbfaf8dc 76bfce4d dc626b05 f88944da 523d95d2 10f0caf7 03a1d056 11240c35 e9e31680 3feb5fbd efb64e2f c648acf3
// + 398a96c1 ac660818 3a3a0496 d887f825
// @data rm_red_and_i32_0 i32 cc2f8a10 4b09ce62 021a9800 42022490 02f23808 70a14404 4c024200 00014448 12010510 00a0c286 00a05042 10000800 09c20080 0ba15f09 e9800020 404020b3
// + 18809400 08260008 2a200080 90010025
// @data m_red_and_i64_1 i64 2ee4765d919aa555 a076c3ec819c1ea0 1425e9c8ff9fbc52 12a6ebd0daa1335f cb0766544f36722c 0bc288c6f08518eb c27a80b8e57a7d48 2fce204a909ac9f5
// + 3bfe4649fd4ef46b e62c4b27b399294d 4320f5605d8caef9 fc986e926dd7d8db 92bf7245d058fc2d d9852d37ec4e541f 16fc56ad8797c631 d1944194e041a6d7
// + d00e5829f6e696e8 e5a5e781b0d76e61 f196f663eece04c6 6b5f5ddf24751f55
// @data a_red_and_i64_1 i64 12d6158b4d85c0ee 0509ad0671ecc34a 7761c023719cb97a e1cff691eccc1643 629103275afee927 e0961ebb44b0bb3a 1bf26e6abb20ab63 d8b330392b119408
// + 06d9ac9f26268d25 d58502464fa70933 19942bb71f93fa71 3b73944f32db3dcf 8ec09c34d926aefc 54c5217f9f91ff6f 762a811bb14a31a6 3c912480f99ce562
// + cad8ca14f8f1662a ae30f85fd4526807 9c72c36dcb40f1cd 72c8113c9e0df424
// @data rm_red_and_i64_1 i64 02c4140901808044 00008104018c0200 1421c000719cb852 0086e290c8801243 420102044a366024 008208824080182a 02720028a1202940 0882200800108000
// + 02d8040924068421 c404020603810901 010021201d80aa71 3810040220d318cb 82801004d000ac2c 508521378c00540f 1628000981020020 10900080e000a442
// + c0084800f0e00628 a420e00190526801 9012c261ca4000c4 6248111c04051404
// @data m_red_or_i32_2 i32 c877379b 4471b033 6b5836a2 8737cfa5 43f9aaa0 dcb27376 9df1983b ebedce40 dd5a66ba 74bd83be 9db05206 db0471ec 35020ab8 7aef66d9 8ac080c0 ca541299
// + 662e361e c548c946 5cb8fc8c 031570c5
// @data a_red_or_i32_2 i32 0a4e652f 9050f36e 338416aa 01107c93 7e24f012 1da3f8e3 68759c8f 557bb51d f6846a2e d393a0c6 6d1d3bd8 e70603ab bfbbdfef e825905f b169c78f 2a2977cf
// + 1312f071 bdf86feb 5d2095a8 eac9e1fa
// @data rm_red_or_i32_2 i32 ca7f77bf d471f37f 7bdc36aa 8737ffb7 7ffdfab2 ddb3fbf7 fdf59cbf ffffff5d ffde6ebe f7bfa3fe fdbd7bde ff0673ef bfbbdfff faeff6df bbe9c7cf ea7d77df
// + 773ef67f fdf8efef 5db8fdac ebddf1ff
// @data m_red_or_i64_3 i64 bf112fb0e3b5bb51 c83ab04ab66fd51a 14dc10fa76bf9f95 f00d2c160908c746 99407331a1fa9f00 b5e1586da1636011 797e5ef04ba4c993 6f64b7a0dc805225
// + 76c28a8a78ae9eef 54f0f045fca9b4d4 b6a0125158122e8c 55e1fbe570500989 11b15cf5af4a5a9b 9c104bebb5bbaa1c 75734fac1608b94d ae69c41751da88cd
// + 93289e2ab33211fd 3c72eed46df4deaf b3522d2002515c6d 6d4004c2a57d3608
// @data a_red_or_i64_3 i64 4e5b824bff077a9b 36301e9d306b6531 65483ebceaec75cd c09dd87db51d644a 030385a592fe2a2d 3410ee462f4f9360 6e1b824fff311e36 2532120a10117c3d
// + 505be1456f32e20d beb78ddca78f2477 f7c468f63800648d 00f22524c8644f15 3d8a794eb240bd1d 86bee7892ec66ef1 383a5609f2135227 f2ee210191fc4267
// + b06a0a1cf6e9c52a db24b102cbcd9148 d45452132cc6bb3d 70d1a875a97c20d9
// @data rm_red_or_i64_3 i64 ff5baffbffb7fbdb fe3abedfb66ff53b 75dc3efefeffffdd f09dfc7fbd1de74e 9b43f7b5b3febf2d b5f1fe6faf6ff371 7f7fdeffffb5dfb7 6f76b7aadc917e3d
// + 76dbebcf7fbefeef fef7fdddffafb4f7 f7e47af778126e8d 55f3ffe5f8744f9d 3dbb7dffbf4aff9f 9ebeefebbfffeefd 7d7b5fadf61bfb6f feefe517d1fecaef
// + b36a9e3ef7fbd5ff ff76ffd6effddfef f7567f332ed7ff7d 7dd1acf7ad7d36d9
// @data m_red_xor_i32_4 i32 0da6d3a7 8f84e8e0 36ce24c5 3dcabf97 d66d83cc dc536cdf 6c3afa3d 1191e2a3 7c2d5aef 188a4010 32546448 035d250d 3258a81f 69db18b6 7ab04e57 088f8f63
// + ea442aaa 5c57e8c0 fa304c00 409473d6
// @data a_red_xor_i32_4 i32 8a3b7ddf bcfb9740 1b50d53a 69492d6a deb18de7 6eb216fe 8584a6ed 4ad0fc1f d2d20de9 23558cc8 63d6aba3 10a268f3 ce8a546b 6bedfa5a e648ca6c 4ca15ef7
// + d5c33b13 b0f162ea d8b0c31a 223d1be8
// @data rm_red_xor_i32_4 i32 879dae78 337f7fa0 2d9ef1ff 548392fd 08dc0e2b b2e17a21 e9be5cd0 5b411ebc aeff5706 3bdfccd8 5182cfeb 13ff4dfe fcd2fc74 0236e2ec 9cf8843b 442ed194
// + 3f8711b9 eca68a2a 22808f1a 62a9683e
// @data m_red_xor_i64_5 i64 ee69f09eea73a707 097e2e74fb73494d 35c967c98c4f42ce 53efebbcbd6895d0 d66dff505a443bf8 207b00fc880d634e 9a5c0da673e2af61 94429be9b6d99c0f
// + 9aba52d7f7db665a c8904addbfaf512a a7455c4447a57566 5855a6452aee03af 34c6a81eb0b9a043 155e8949c541559a 026578806a025e5e c12f49d148f3f107
// + 47e2ed5b1ca3b7c7 e19ce4b5bfb601b5 49ef0397dce4d276 b9141e5172919733
// @data a_red_xor_i64_5 i64 ba9152ac6b22d81e e3a3f5e8f71bdfa7 ecac1f81220db12e 17ec3f156e94986c dc5c5e33404751e9 f69e697115069a65 2bbf4f9f448cd6c7 7fa1ff5e4025a4bc
// + f619b3e3b7f4d89c e67bc6a8efc54b8b 2491afac7d79a12d dcaa9b1ec57ea348 9be5a812211d5fde e30a652fc1dc5a9f 8f2d30edc3fa9e14 87fd84d85c68b187
// + 70e31aacddd30370 022ba9b9777cd190 8e363bc28a883a1a e292c667bab0580b
// @data rm_red_xor_i64_5 i64 54f8a23281517f19 eadddb9c0c6896ea d9657848ae42f3e0 4403d4a9d3fc0dbc 0a31a1631a036a11 d6e5698d9d0bf92b b1e34239376e79a6 ebe364b7f6fc38b3
// + 6ca3e134402fbec6 2eeb8c75506a1aa1 83d4f3e83adcd44b 84ff3d5bef90a0e7 af23000c91a4ff9d f654ec66049d0f05 8d48486da9f8c04a 46d2cd09149b4080
// + 3701f7f7c170b4b7 e3b74d0cc8cad025 c7d93855566ce86c 5b86d836c821cf38
// @data m_red_add_i32_6 i32 ce6cf746 a035c7c7 828f2cee 19a533b0 ee80d6d0 db27ea20 e859778c fb5c7a9d 6c5cfb25 ff1f8d95 ed38b623 9bf7a3fb d882db8b 046813d1 2043f684 a76c5d79
// + 19cb3b67 3dde77c0 130ee2cc edb8b245
// @data a_red_add_i32_6 i32 82b93744 99c722ee feb5456c 2a6a5107 4509b713 f2429b32 ef111063 835e23d3 6eae464d 9799597a 44e0d07a 87a5cc30 05d6893d 144e5460 11b47361 96b26986
// + fdbcb3a7 cb4d0ca9 0ec957b1 13470a9f
// @data rm_red_add_i32_6 i32 51262e8a 39fceab5 8144725a 440f84b7 338a8de3 cd6a8552 d76a87ef 7eba9e70 db0b4172 96b8e70f 3219869d 239d702b de5964c8 18b66831 31f869e5 3e1ec6ff
// + 1787ef0e 092b8469 21d83a7d 00ffbce4
// @data m_red_add_i64_7 i64 cad4737b192c5b4a 1a18ac5a08864769 4f79d69d9ea3a03b 6454b12cc5c1e023 cea475b1966c7c97 33a4cfcd5c535020 eaad32aa7a376391 f3a573e4c7f88726
// + 7a4b00ba09b00aef 9b2737b6bb5696a1 9efd6d1cb4e0f6be 1e6f2130ab0352cc 96ffe95341ef3834 766de0c2190eb27f 2021054a710934bc 1b96d4109fadda92
// + e070a8b0c4fe1560 d46f79bb5e0f61b2 b278b6905a5d71b2 93bb8a6808d23794
// @data a_red_add_i64_7 i64 ab6f9d4af6823814 d8126d7aba09d1e5 61d533482a2076c6 e0371a38c0390e5a 936bd4d4f5a1fd68 d74855529f84b911 89be0684716757da 3eb8c7bda36aff1c
// + 508d88dcb7410605 b4a9504becc8a72e 8e4daa7c30efd78c 7d5f79cb2573dcf2 6ece9f0c48b710ab f91bcd0fb8f220ec 4790ff3d78f859a0 e3a1ad691561b190
// + f1889a4b5e058a15 473c5ae9e912f9b1 b01f223bf114fa73 94527ddc46754805
// @data rm_red_add_i64_7 i64 764410c60fae935e f22b19d4c290194e b14f09e5c8c41701 448bcb6585faee7d 62104a868c0e79ff 0aed251ffbd80931 746b392eeb9ebb6b 325e3ba26b638642
// + cad88996c0f110f4 4fd08802a81f3dcf 2d4b1798e5d0ce4a 9bce9afbd0772fbe 05ce885f8aa648df 6f89add1d200d36b 67b20487ea018e5c ff388179b50f8c22
// + d1f942fc23039f75 1babd4a547225b63 6297d8cc4b726c25 280e08444f477f99
// @data m_red_max_i32_8 i32 76db940c cde364e3 31ccc05e c5afa069 c18cbd83 3cead76d 5dfd34b2 bbd74272 fdb74294 d787234c 35cbf79f 213aaa83 3fdc1075 ed05c9e8 a8f7180d 4ab060ea
// + b70256a1 afba0b7d 22b166e7 2979629c
// @data a_red_max_i32_8 i32 a93a0256 1785369a 2d9825d7 2cedf8f8 4e9e5369 148fdd7b cc9c1cd5 31af180a 5c17803d 5c01ed2b ac9bb2d1 12f4eeb5 465592e4 a00f38d7 0b7dc983 6253721e
// + b30e3b8b 752652a1 2c63a639 5fd916ab
// @data rm_red_max_i32_8 i32 76db940c 1785369a 31ccc05e 2cedf8f8 4e9e5369 3cead76d 5dfd34b2 31af180a 5c17803d 5c01ed2b 35cbf79f 213aaa83 465592e4 ed05c9e8 0b7dc983 6253721e
// + b70256a1 752652a1 2c63a639 5fd916ab
// @data m_red_max_i64_9 i64 968bdf8963963dca 75a5ea269207526e d51f9347a551d716 31f5d5d7784baecd 4c1b0940b53292d7 93c105f19f053930 2e6024957ef1a4ef 53941197fffc8074
// + eeb10c103bfe530e dce3ad3fad195eac 0914f8d450df26fb b51ae54a7a69bc39 49366a010f0a57d8 a398cc63b93a753d d0c417075d072b1a 045d3d0621fabd0e
// + 5e38b1dd27c31ce1 57a1c088d39c0fce 56ae5683abd4653e d2d46973bad55abb
// @data a_red_max_i64_9 i64 b72f513375ae33df d5361ea72332e52a df84ab26a5533a37 6c28e729dc155c4f 1afbea7599dc69db f5495733152af35c e6e0a084010bbece 64d6fe8cda55ae8c
// + f39aeccce2dc55d5 64cd89319bff0390 3e3a2a2baea0adab 056a7ddfa105b56a 2535aa044e568588 e2c10e90bcceb382 33b77258a8fbdc8a 5998fdd519298a22
// + e9b956aceaa32b43 9d8ec4d8eecf14a5 a113c91c5bb172bc fe87a25b979f1e86
// @data rm_red_max_i64_9 i64 b72f513375ae33df 75a5ea269207526e df84ab26a5533a37 6c28e729dc155c4f 4c1b0940b53292d7 f5495733152af35c 2e6024957ef1a4ef 64d6fe8cda55ae8c
// + f39aeccce2dc55d5 64cd89319bff0390 3e3a2a2baea0adab 056a7ddfa105b56a 49366a010f0a57d8 e2c10e90bcceb382 33b77258a8fbdc8a 5998fdd519298a22
// + 5e38b1dd27c31ce1 57a1c088d39c0fce 56ae5683abd4653e fe87a25b979f1e86
// @data m_red_min_i32_10 i32 b4a9ae21 81cb6222 0a28065e 8004f2cd 732c67d0 10e8f5c0 f29024e2 9b7648f0 e8169e52 bc715bf4 9bd769cb ab5941ad 360f6128 c1d8a42b 9ae57e73 9ed3b334
// + 67a265d0 ae8af882 d9463531 f08be8a8
// @data a_red_min_i32_10 i32 184ac758 62fca84d 10c93e27 87eb9b1a c4414031 23293257 f85bb17b ea92e653 6b1ad2b9 0e4bf9c5 e61d3c80 4157417c b74e8993 5feabc57 1876007f a115ccf3
// + e6cbc1e9 ca5e5b38 43f3f598 16204d39
// @data rm_red_min_i32_10 i32 from m_red_min_i32_10 4:c4414031 12:b74e8993 16:e6cbc1e9
// @data m_red_min_i64_11 i64 131c34fff35556e0 0d2df8fa0aa573ab 3542e0f9e422c23b fe9c36b68aba2818 5f15de0bd69f309d 2c933bb48378ab8b 214f578ff8406133 8976ac81eb666cab
// + 888509d968757934 4a96e1fd67925c90 40776967899ae313 9fb27c21188216f4 dc2ab8d41406f8a4 e587652c3be9791e 0817c952f574b255 cd8edc48ed051b04
// + 842b1c62c7240375 ca6affe83284b9ae 5fec679bf50c05ec 3a499783f6b2a708
// @data a_red_min_i64_11 i64 d80a596b2039919e 52ccefb82209d4d1 6464448b11837949 16f1af1635278d18 1e5826afdb6afc84 68950ab917f6e147 0af9bcd0c38bc472 23624e5665cc301b
// + 6003bc67109b5b0f a9e64b40f77df090 afb12d08290b4b45 b97fae4ea99c7796 24d138e6fdf0a432 2cab8b797a91b5be bb71c758eab91cb5 373f7dad44d36164
// + 47331ab5c2222216 8902b56692456d81 e1d9b196c488bd2f 69cf6674a361838e
// @data rm_red_min_i64_11 i64 d80a596b2039919e 0d2df8fa0aa573ab 3542e0f9e422c23b fe9c36b68aba2818 1e5826afdb6afc84 2c933bb48378ab8b 0af9bcd0c38bc472 8976ac81eb666cab
// + 888509d968757934 a9e64b40f77df090 afb12d08290b4b45 9fb27c21188216f4 dc2ab8d41406f8a4 e587652c3be9791e bb71c758eab91cb5 cd8edc48ed051b04
// + 842b1c62c7240375 8902b56692456d81 e1d9b196c488bd2f 3a499783f6b2a708
// @data m_red_umax_i32_12 i32 5d8aa305 ae42a9fe 218b3b98 9144595c 4f6df2e5 0aea0ef1 830d2e47 95e51f6e ee3c135f 7c974f81 2648e18b b434878a 3f7a9347 3a6f03b5 e69722e1 53265bb4
// + c0212132 7aedd23e 959ce035 96743b78
// @data a_red_umax_i32_12 i32 c3ff2627 c1332375 16d6e13d f0884458 f8030fe3 a0e436d0 7415a0e2 bb8bd255 9aafb4f7 e8faffe4 1755841b 772d5677 940ddef2 e0ac2989 b61711db 1956ce57
// + 80357d55 4615b4b0 b8540253 90da9d74
// @data rm_red_umax_i32_12 i32 c3ff2627 c1332375 218b3b98 f0884458 f8030fe3 a0e436d0 830d2e47 bb8bd255 ee3c135f e8faffe4 2648e18b b434878a 940ddef2 e0ac2989 e69722e1 53265bb4
// + c0212132 7aedd23e b8540253 96743b78
// @data m_red_umax_i64_13 i64 d3ef32c2143ce57f c3e3ca6d7d3fc0d5 db199333eb254e54 9280bc3ced69ae92 4e5f0b489581e839 74edeb6fbaf0b3f4 ac6696b241315374 07380b3dd8414113
// + 50b73dca540a4fa0 558de22ce271402b 36e49591bd7edb26 560762070824dc84 303299c9eecebc88 280b86b292e26125 083dab5efd577be3 6dfb786b99dc25e9
// + dace1e8bd86a02f0 9f73490185334031 bb63e0b2b5f4bf53 1e7466e84363ba27
// @data a_red_umax_i64_13 i64 24ee1cfceaa27260 2aff31e2cb71aa34 6fe49282d7117395 372f765a7ba29010 44c384a14ab39b6e 83b3de1d62d6f6be b87cb29464bbac8d b46c453e26e19f77
// + db6c30928e1a1f6f eac60eebcbc3ba02 6a99bef53216cec0 b78cd169b24d8d05 e00e9483442782be 43ae64fa7f07b22b 93d870b14252563a 1dc691695ff69793
// + f5ee3a894afb4ab3 dce90fda744f8510 1c93aa6ac03f24d5 486339a0019ce28c
// @data rm_red_umax_i64_13 i64 d3ef32c2143ce57f c3e3ca6d7d3fc0d5 db199333eb254e54 9280bc3ced69ae92 4e5f0b489581e839 83b3de1d62d6f6be b87cb29464bbac8d b46c453e26e19f77
// + db6c30928e1a1f6f eac60eebcbc3ba02 6a99bef53216cec0 b78cd169b24d8d05 e00e9483442782be 43ae64fa7f07b22b 93d870b14252563a 6dfb786b99dc25e9
// + f5ee3a894afb4ab3 dce90fda744f8510 bb63e0b2b5f4bf53 486339a0019ce28c
// @data m_red_umin_i32_14 i32 313af3ca f746ea22 5663d860 79c2ea42 bb30dd02 0e1ae3b5 1ac3131b 6da3b6a1 6e3eb552 f77514e3 c5b627f1 73bb6cd9 342b3012 8a066e8e e7b6e618 32de70dd
// + 815d4150 e167c2d4 0235712e fa2ea2b4
// @data a_red_umin_i32_14 i32 eec1d069 38287bbc 70d0ced1 28edf3de fadb6cc8 dc473892 6a7bb952 bd745b40 8295af67 35a24344 48f8ff0f c7671ca2 bc3400f2 9d38f73d df3c665a cd110f90
// + a1281ff4 886f29d9 d3d98d87 d3ab0541
// @data rm_red_umin_i32_14 i32 313af3ca 38287bbc 5663d860 28edf3de bb30dd02 0e1ae3b5 1ac3131b 6da3b6a1 6e3eb552 35a24344 48f8ff0f 73bb6cd9 342b3012 8a066e8e df3c665a 32de70dd
// + 815d4150 886f29d9 0235712e d3ab0541
// @data m_red_umin_i64_15 i64 7bf743aa297d18b6 8150680886eaca50 e3eeb32127887328 7b8e0cb21fdd5a04 a41e29bcda8a66de 4096b8fe29b70369 8f07a0ef9fd8ef67 9bf5e626fc9b3840
// + 1dda960b36dc6169 f8d8c15209137a56 f2a931192e266ff5 ad175568eed23b5e 98d5e7817b695586 52276aad2cc7e6bd e2b83406f67dea24 fe7a98259a2254ad
// + 694039a2bbd496d5 71efe34f8b5c734d 5bf175629ac0174b 54ab6c53ec08d7bb
// @data a_red_umin_i64_15 i64 b037a0f3d4308bc3 e2f08d297bc52d7e d8c38e7da8f7aa42 3ea8091cbdc72a4f 53bb7c9f64b9ec13 f1b1b20c0496550a c1889fcd6583412e 14022b5c8e2cd352
// + 72e56f24caeaa875 0b8dbc2eae8364d4 c19ad5c92b6c4562 5123d378cfb857b2 d0b4a307080c92dc fdf53347563a4d40 0e47d306a7bdfac5 b2dd4af6e8638135
// + 7b7d562bedbec876 1a44ac03904454d9 1e7d017db702ac2f ca03933faa583acd
// @data rm_red_umin_i64_15 i64 7bf743aa297d18b6 8150680886eaca50 d8c38e7da8f7aa42 3ea8091cbdc72a4f 53bb7c9f64b9ec13 4096b8fe29b70369 8f07a0ef9fd8ef67 14022b5c8e2cd352
// + 1dda960b36dc6169 0b8dbc2eae8364d4 c19ad5c92b6c4562 5123d378cfb857b2 98d5e7817b695586 52276aad2cc7e6bd 0e47d306a7bdfac5 b2dd4af6e8638135
// + 694039a2bbd496d5 1a44ac03904454d9 1e7d017db702ac2f 54ab6c53ec08d7bb
// @data m_red_addf_f16_16 f16 79e5 ff70 9542 096b 024a ff8f 6eca b92f 937b 1f4b aea2 73b2 a962 94f2 0121 03f6 7c60 1dab b286 fb2b
// @data a_red_addf_f16_16 f16 0674 ab80 8fd3 a469 381e ae88 d7b4 414d b17d 6b26 5e47 d93e 8e2d 909f bf66 d706
// @data rm_red_addf_f16_16 f16 79e5 7fff 9737 a45e 024a 7fff 6eca d7be 414d 1f4b b467 74be 5e47 d93e 0121 8d30 7fff bf60 d709 fb2b
// @data m_red_addf_bf16_17 bf16 0bd8 fef7 985b 43b4 711d 13d6 0d43 be29 9664 aefa 96c8 dc1f de16 8718 6992 c00a 5f2e 4f1a 27e9 ce17
// @data a_red_addf_bf16_17 bf16 5ae7 28ee 0382 9d35 67cf fadf 9106 893d 0026 fe33 ea69 a126 b9f0 ad4b 0d69 d6d3
// @data rm_red_addf_bf16_17 bf16 5ae7 fef7 985b 43b4 711d 67cf fadf be29 9664 aefa 96c8 fe33 ea69 a126 6992 c00a 5f2e 4f1a d6d3 ce17
// @data m_red_addf_f32_18 f32 76f1aaf5 d0483158 572214c1 c9a685f9 97822cfa 884fe47d 63b869f3 c4965781 8db98cb4 3c895c7c 6eefdd88 71c19bf8 90b2f5ba c7cf6f05 f9e4c8bc 6dfb114e
// + 6e366111 95f095e8 4e23ed5c be2cf57c
// @data a_red_addf_f32_18 f32 facfae93 7ab0567d 601fbad4 7296845c 39815e51 45110570 03c84d79 dbb80f39 f49e4a15 a4acb896 4deb478c 4b709ea3 a4c9278c 61d9096d 31b2fde9 95179e9a
// @data rm_red_addf_f32_18 f32 facebce8 7ab0567d 601fbafd 7296845c 97822cfa 39815e51 63b869f3 c4965781 dbb80f39 3c895c7c f49e3b17 71c19bf8 4deb478c 4b6effc5 f9e4c8bc 6dfb114e
// + 6e366111 31b2fde9 4e23ed5c be2cf57c
// @data m_red_addf_f64_19 f64 e1e8f47d9188c28a e8051cb7afe3d39e 476aedfca54bb7aa d365691b9c59b1b2 3b8d8a7990f44468 8447de7ca20e30f8 ae47ab5240e32b55 4ab389da7897d6af
// + 87350cf8d2a0fa62 36c860c6d3914e85 31a0d26d6b9395e0 8a7a5f57ebdf2b3b bae8ea042ee5c524 52f2032cb410c6cf b4446088469a4407 170e8f91bc1e5d6d
// + b2491a96e27bde16 c15d8bea3df61bd7 18a266759ac0cc47 7e86f691ba7d54b2
// @data a_red_addf_f64_19 f64 90582472a086089a d015f3722ff47f07 72bc43f4ed8c4e1f 988387b8f5a8fecc 54a443df54d55376 be8f8563bc078fb9 aefad094be0e1126 9d30469e702b53b0
// + c5a87a5d181c8d19 da5d09f95aae71fd 551ce7732aa27561 c28b0e776d242f45 31d2b33c625a7bd2 366c8e3883b6c65b fefc5e5cc41db3c8 366806ea882557f8
// @data rm_red_addf_f64_19 f64 e1e8f47d9188c28a e8051cb7afe3d39e 72bc43f4ed8c4e1f d365691b9c59b1b2 3b8d8a7990f44468 54a443df54d55376 be8f8563bc078fb9 4ab389da7897d6af
// + 9d30469e702b53b0 36c860c6d3914e85 c5a87a5d181c8d19 da5d09f95aae71fd 551ce7732aa27561 52f2032cb410c6cf b4446088469a4407 31d2b33c625a7bd2
// + 366c8e3883b6c65b fefc5e5cc41db3c8 366806ea882557f8 7e86f691ba7d54b2
// @data m_red_add_i32_20 i32 7f52336c 50b9cf01 98ed5447 d0b561f5 77eba614 7f34c61c 207e221c 267f9837 0f2f5965 831721a9 ac4c9c9b 81a26383 1737d347 295c56d1 5e50ed93 5a560cf1
// + dae0a511 d1586aef 212fa5f8 84a6a803
// @data a_red_add_i32_20 i32 17be0399 b3290e9d 51990165 b7ced850 f911e5b2 17d0041a ffc31da2 c2f008c6 56855015 b0872921 dbeb5f13 ded2acfa a3f481e2 5d2e08b5 c52ef2a0 983d1923
// @data rm_red_add_i32_20 i32 97103705 03e2dd9e ea8655ac 88843a45 77eba614 7846abce 384e2636 2642b5d9 d21f622b 831721a9 02d1ecb0 32298ca4 f323325a 082f03cb 5e50ed93 fe4a8ed3
// + 380eadc6 96875d8f b96cbf1b 84a6a803
// @data m_red_dim_map_0 i32 00001aaf 0000a598 00003e38 00006599 00004236 0000bfd4 000091bb 000018d8 00007fac 00005366 00005192 0000401a 00004ae2 00002a57 00009a99 0000f53e
// + 00009383 000079a9 000007f5 00008262 0000b01f 00003853 000058ac 0000c570 0000f53b 00001303 0000daf1 00003762 00006197 00005233 0000cd1c 000023b1
// + 0000da2d 00009838 0000c596 00000d54 00002553 000096f4 0000689e 000055a8 00006bff 000040e9 0000e0d1 00007212 00006643 00002980 00000897 000011cd
// + 00005b96 00008486 0000cd8c 0000815f 0000d380 0000b759 00002a3a 0000396a 00002b6f 0000a4f0 00000173 0000b927 0000874b 0000938a 00005af8 0000feac
// @data rm_red_dim_map_0 i32 00001aaf 0000a59a 00003e3c 0000659f 00004236 0000bfd6 000091bf 000018de 00007fad 00005369 00005197 00004021 00004ae3 00002a5a 00009a9e 0000f545
// + 00009383 000079ab 000007f9 00008268 0000b01f 00003855 000058b0 0000c576 0000f53c 00001306 0000daf6 00003769 00006198 00005236 0000cd21 000023b8
// + 0000da2d 0000983a 0000c59a 00000d5a 00002553 000096f6 000068a2 000055ae 00006c00 000040ec 0000e0d6 00007219 00006644 00002983 0000089c 000011d4
// + 00005b96 00008488 0000cd90 00008165 0000d380 0000b75b 00002a3e 00003970 00002b70 0000a4f3 00000178 0000b92e 0000874c 0000938d 00005afd 0000feb3
// @data m_red_dim_map_1 i32 000071bb 000030df 0000877e 00008089 00007ec4 000054b2 0000ab02 0000445f 0000f7eb 000045bc 0000a4cd 000024cb 00000f8b 0000b676 0000583f 0000ceca
// + 0000d2aa 0000e919 0000a922 00008eeb 0000e6b2 00000a01 00004a8a 0000d022 000055da 0000f9e2 000000ad 00001925 00009776 00006e70 0000ccf5 00002770
// + 0000da81 0000b0f0 0000e262 000025be 00004f9f 00000a8f 0000a00b 00003788 0000b340 00002702 0000d507 00000a15 0000ed50 0000639c 00000824 0000abf1
// + 0000f7e2 00003844 0000ce2e 00001ceb 0000605c 0000273b 000088bf 0000687d 00006b24 00001732 00002ef9 000053df 0000c781 000067bc 00003c99 00002c9d
// @data rm_red_dim_map_1 i32 000071bb 000030e1 00008782 0000808f 00007ec4 000054b4 0000ab06 00004465 0000f7ec 000045bf 0000a4d2 000024d2 00000f8c 0000b679 00005844 0000ced1
// + 0000d2aa 0000e91b 0000a926 00008ef1 0000e6b2 00000a03 00004a8e 0000d028 000055db 0000f9e5 000000b2 0000192c 00009777 00006e73 0000ccfa 00002777
// + 0000da81 0000b0f2 0000e266 000025c4 00004f9f 00000a91 0000a00f 0000378e 0000b341 00002705 0000d50c 00000a1c 0000ed51 0000639f 00000829 0000abf8
// + 0000f7e2 00003846 0000ce32 00001cf1 0000605c 0000273d 000088c3 00006883 00006b25 00001735 00002efe 000053e6 0000c782 000067bf 00003c9e 00002ca4
// @run red_and_i32_0 entry=red_and_i32_0 grid=5 nan=bits
// @arg buf i32 m_red_and_i32_0
// @arg buf i32 a_red_and_i32_0
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_and_i32_0 prov=model
// @run red_and_i64_1 entry=red_and_i64_1 grid=5 nan=bits
// @arg buf i64 m_red_and_i64_1
// @arg buf i64 a_red_and_i64_1
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_and_i64_1 prov=model
// @run red_or_i32_2 entry=red_or_i32_2 grid=5 nan=bits
// @arg buf i32 m_red_or_i32_2
// @arg buf i32 a_red_or_i32_2
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_or_i32_2 prov=model
// @run red_or_i64_3 entry=red_or_i64_3 grid=5 nan=bits
// @arg buf i64 m_red_or_i64_3
// @arg buf i64 a_red_or_i64_3
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_or_i64_3 prov=model
// @run red_xor_i32_4 entry=red_xor_i32_4 grid=5 nan=bits
// @arg buf i32 m_red_xor_i32_4
// @arg buf i32 a_red_xor_i32_4
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_xor_i32_4 prov=model
// @run red_xor_i64_5 entry=red_xor_i64_5 grid=5 nan=bits
// @arg buf i64 m_red_xor_i64_5
// @arg buf i64 a_red_xor_i64_5
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_xor_i64_5 prov=model
// @run red_add_i32_6 entry=red_add_i32_6 grid=5 nan=bits
// @arg buf i32 m_red_add_i32_6
// @arg buf i32 a_red_add_i32_6
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_add_i32_6 prov=model
// @run red_add_i64_7 entry=red_add_i64_7 grid=5 nan=bits
// @arg buf i64 m_red_add_i64_7
// @arg buf i64 a_red_add_i64_7
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_add_i64_7 prov=model
// @run red_max_i32_8 entry=red_max_i32_8 grid=5 nan=bits
// @arg buf i32 m_red_max_i32_8
// @arg buf i32 a_red_max_i32_8
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_max_i32_8 prov=model
// @run red_max_i64_9 entry=red_max_i64_9 grid=5 nan=bits
// @arg buf i64 m_red_max_i64_9
// @arg buf i64 a_red_max_i64_9
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_max_i64_9 prov=model
// @run red_min_i32_10 entry=red_min_i32_10 grid=5 nan=bits
// @arg buf i32 m_red_min_i32_10
// @arg buf i32 a_red_min_i32_10
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_min_i32_10 prov=model
// @run red_min_i64_11 entry=red_min_i64_11 grid=5 nan=bits
// @arg buf i64 m_red_min_i64_11
// @arg buf i64 a_red_min_i64_11
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_min_i64_11 prov=model
// @run red_umax_i32_12 entry=red_umax_i32_12 grid=5 nan=bits
// @arg buf i32 m_red_umax_i32_12
// @arg buf i32 a_red_umax_i32_12
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_umax_i32_12 prov=model
// @run red_umax_i64_13 entry=red_umax_i64_13 grid=5 nan=bits
// @arg buf i64 m_red_umax_i64_13
// @arg buf i64 a_red_umax_i64_13
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_umax_i64_13 prov=model
// @run red_umin_i32_14 entry=red_umin_i32_14 grid=5 nan=bits
// @arg buf i32 m_red_umin_i32_14
// @arg buf i32 a_red_umin_i32_14
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_umin_i32_14 prov=model
// @run red_umin_i64_15 entry=red_umin_i64_15 grid=5 nan=bits
// @arg buf i64 m_red_umin_i64_15
// @arg buf i64 a_red_umin_i64_15
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_umin_i64_15 prov=model
// @run red_addf_f16_16 entry=red_addf_f16_16 grid=4
// @arg buf f16 m_red_addf_f16_16
// @arg buf f16 a_red_addf_f16_16
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_addf_f16_16 prov=model
// @run red_addf_bf16_17 entry=red_addf_bf16_17 grid=4
// @arg buf bf16 m_red_addf_bf16_17
// @arg buf bf16 a_red_addf_bf16_17
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_addf_bf16_17 prov=model
// @run red_addf_f32_18 entry=red_addf_f32_18 grid=4
// @arg buf f32 m_red_addf_f32_18
// @arg buf f32 a_red_addf_f32_18
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_addf_f32_18 prov=model
// @run red_addf_f64_19 entry=red_addf_f64_19 grid=4
// @arg buf f64 m_red_addf_f64_19
// @arg buf f64 a_red_addf_f64_19
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_addf_f64_19 prov=model
// @run red_add_i32_20 entry=red_add_i32_20 grid=4 nan=bits
// @arg buf i32 m_red_add_i32_20
// @arg buf i32 a_red_add_i32_20
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_add_i32_20 prov=model
// @run red_dim_map_0 entry=red_dim_map_0 grid=2,4,1
// @arg buf i32 m_red_dim_map_0
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_dim_map_0 prov=model
// @run red_dim_map_1 entry=red_dim_map_1 grid=2,4,1
// @arg buf i32 m_red_dim_map_1
// @expect verdict ok prov=hand
// @expect arg 0 rm_red_dim_map_1 prov=model
cuda_tile.module @conformance {
  entry @red_and_i32_0(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], and, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_and_i64_1(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], and, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_or_i32_2(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], or, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_or_i64_3(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], or, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_xor_i32_4(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], xor, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_xor_i64_5(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], xor, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_add_i32_6(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], add, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_add_i64_7(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], add, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_max_i32_8(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], max, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_max_i64_9(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], max, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_min_i32_10(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], min, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_min_i64_11(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], min, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_umax_i32_12(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], umax, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_umax_i64_13(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], umax, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_umin_i32_14(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], umin, %a : tile<4xi32>, partition_view<tile=(4), tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_umin_i64_15(%mem: tile<ptr<i64>>, %arg: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [20], strides = [1] : tensor_view<20xi64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> tile<4xi64>, token
    %t1 = atomic_red_view_tko relaxed device %v[%bx], umin, %a : tile<4xi64>, partition_view<tile=(4), tensor_view<20xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_addf_f16_16(%mem: tile<ptr<f16>>, %arg: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xf16, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<20xf16, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<16xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<16xf16, strides=[1]>>, tile<i32> -> tile<4xf16>, token
    %t1 = atomic_red_view_tko relaxed tl_blk %v[%bx], addf, %a : tile<4xf16>, strided_view<tile=(4), traversal_strides=[5], tensor_view<20xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_addf_bf16_17(%mem: tile<ptr<bf16>>, %arg: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xbf16, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<20xbf16, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [16], strides = [1] : tensor_view<16xbf16, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<16xbf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<16xbf16, strides=[1]>>, tile<i32> -> tile<4xbf16>, token
    %t1 = atomic_red_view_tko relaxed tl_blk %v[%bx], addf, %a : tile<4xbf16>, strided_view<tile=(4), traversal_strides=[5], tensor_view<20xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_addf_f32_18(%mem: tile<ptr<f32>>, %arg: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<20xf32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %t1 = atomic_red_view_tko relaxed tl_blk %v[%bx], addf, %a : tile<4xf32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<20xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_addf_f64_19(%mem: tile<ptr<f64>>, %arg: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xf64, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<20xf64, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<16xf64, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<16xf64, strides=[1]>>, tile<i32> -> tile<4xf64>, token
    %t1 = atomic_red_view_tko relaxed tl_blk %v[%bx], addf, %a : tile<4xf64>, strided_view<tile=(4), traversal_strides=[5], tensor_view<20xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_add_i32_20(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20xi32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[5], tensor_view<20xi32, strides=[1]>>
    %atv = make_tensor_view %arg, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %t1 = atomic_red_view_tko relaxed tl_blk %v[%bx], add, %a : tile<4xi32>, strided_view<tile=(4), traversal_strides=[5], tensor_view<20xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_dim_map_0(%mem: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<8x8xi32, strides=[8,1]>, dim_map=[1, 0]>
    %a = iota : tile<8xi32>
    %a2 = reshape %a : tile<8xi32> -> tile<4x2xi32>
    %t1 = atomic_red_view_tko relaxed device %v[%bx, %by], add, %a2 : tile<4x2xi32>, partition_view<tile=(4x2), tensor_view<8x8xi32, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
  entry @red_dim_map_1(%mem: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %mem, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>
    %v = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,2], tensor_view<8x8xi32, strides=[8,1]>, dim_map=[1, 0]>
    %a = iota : tile<8xi32>
    %a2 = reshape %a : tile<8xi32> -> tile<4x2xi32>
    %t1 = atomic_red_view_tko relaxed device %v[%bx, %by], add, %a2 : tile<4x2xi32>, strided_view<tile=(4x2), traversal_strides=[4,2], tensor_view<8x8xi32, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
}
