// @conformance 1
// @tier full
// @family float-arith
// subf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 ba0a3c9d 7a5192c4 57c2b4ce 98c1a019 f50dd7b0 17ecb42e 2fdcef7d c72c9ea7 58dac3f3 a3ad15c9 1d8f9564 500c24c5 2bf27c7d fb888018 3e46cc44 95ec1b85
// + 21c46a88 ccb5a1ee d78bd8d1 66bd5f1b 3f7c834e 548ea98b 696a3d02 4ee40432 4e6dae15 a3139322 57cf0e93 f36b15b2 06568d2b cf9109a6 fa798849 397b96c5
// + c775137c 044ed90c 6ae851b0 c8aff25f 5102fb86 96d7e4e3 2fa76025 fbdb35cf af331eaa 342591e4 9861dc0a 0341ba09 db11ad49 353cf36c beeee725 214bf19d
// + a8bee8c2 89be3727 76887813 f6c73b72 c0d54540 4c8750ab 88dd2068 4c7af30e ce3f66fd 26ef71a7 07321e5c 57289312 45796b2c 6d49f702 933875ef 6ecf8f9d
// + 785dbded b2e8a7c1 044b05e9 5427a560 d208f3d5 d9e7bbd7 1e13fe14 eac43798 368e5d38 4e0371fd d77262d3 094d99cc 68501686 94e590da 0ce1775d 0e37c980
// + 7501b704 b26bfd62 60498622 ab73a707 982117d5 1167dc79 02a5ca56 18e43431 e441bac1 f9f4e816 46c9d8f5 f92d2741 79728a21 2648da64 28c36a0a 387b61c3
// + f79e8c0e b9782e57 94f7c060 c82a00f8 e3c45d26 aff37455 1fb28b63 3c412ac2 1563bd55 fca7dffd aaa684e6 1113e3a7 6a603d3e c54eeb33 a2bb95e8 f572cd6f
// + eb95e2d1 7ed25135 95344415 097a74af 8d063550 62584aee 8af46716 5ec67f6a eb7cf314 5c56c6a1 8ca78af7 2022b0f6 411b8b9c 1a4f8ae1 2110877d 364c61e5
// + 753af0ce 4d1813d8 daa56e1c b9fb8e5f 0b3ba6ea 1e5dd84f e0791ef4 0d6dad0f 6f250c10 e9bad300 437a0469 986a8231 984b910b f368cff6 b4a8f732 41e1e5dd
// + 677c916c cdc06736 26d8e60f 6cbfa9d1 2eb65cb9 ca78e271 1351b2d5 40133ea4 dda95f2c f5ddd345 0c38373b 27e68e93 943918c7 4818a3b0 fe760021 c2dbe0bd
// + 6a0f2545 dede9ef1 b0712046 bfe3fe9c e6c2485d 546e9eba f1ce0d03 d7b22605 b843c94f d3e5725e 32e77c22 afe03e31 ec620e63 c04aa077 c97f0571 8d5410a7
// + 653c8e97 a8ffa0c4 9065e96f 5c35ad79 4de3ec3c a1fa35a1 e3dd3586 9c657ce4 fa3b59b4 e816f776 e7f0a6b3 fc36e4c3 886e9dd7 65d2211a 0848e0a4 42ea71b0
// + 3638ff31 67e4964a f7375c6a 9b7e7554 df200282 ce74b60d b9f7ba92 cb5564ab d9a98d5f 25a804be cc2d79ff b04ccbd4 070c57a7 e9011c28 3ee200ca 95ce6ce2
// + 9879f82c 4a0c348f 53830b62 86d8816b 8f776a57 0dde62a6 e11680c7 20622fdd 63839eaa adf5ef33 5fc0386f 932150e4 f9330d77 dd6d7296 2adf8da6 cec7c310
// + 544e3d49 db825826 b6961a6b a6835af9 4fa1869d fae83d71 b2ca4ca1 1d3d19a5 c190c1ae 64b0b001 3acee2ea b698fc58 c7e3f85c e2c377b4 a64a725e 45e9053e
// + c9ef14a4 602b51a5 f517b978 b6459be9 5a039c3e 3c3243ad fca7b4b9 4f92d5ff 637ca9da cad60da4 be21ed4a 90fcb977 a9b7d812 64fa929d 2f5f2915 3d1b7cf5
// @data b f32 ff97d31b 7a519250 d6e0d5aa 67ce6eef 80d1b179 8d281bed afdcefbd 3cdccbd0 28b4108b 01420206 14367361 d00c244a 2bb82eff 054748bc 81d69d8f 821cfcd0
// + 21c46ade 47900ffa a79b6ece 80a21b41 5663c693 548ea98e 68e20137 b2288b1f 014fbcce a06054da 57cf0ebd e980260d fa3cb82c 80f38081 8edcb0fb 397b9634
// + c235cde4 fd04d173 0052bd70 ebac9618 5102fb1c 8f9ead0d cfda4aa6 80f4a0b9 020db0e1 b425916b 151bab30 fe00d6e4 0107fb36 7e1ab9c2 beeee736 9e210962
// + 57fa8ce3 8048d2a8 2dac745c f6c73b92 b8abd95e 33e1c12b 0052c0e4 56ad1fa4 ce3f660e a16e094d 7989d2b5 80df897d a47ae8b8 ed49f775 0a154c04 90b50ba9
// + 00b9ac49 0855f903 844b054a ce7f72a3 ad8bac12 8150399e 5ee58fda eac43753 b1cbaee6 329da45d 016d1d9e 940693f2 685016b9 0f13090c f402bca3 01e3af4f
// + 9dc80f67 326bfd77 6042e7b1 55e9680e 8160f416 2d5c05e5 82a5ca4c 1714f29b 1d185a31 80c4c1d5 1531c8cc f92d2711 ee269d5f db01cffa 81dccedb b4cdc300
// + 779e8c59 b590bd60 6b3ef1fb 01b8f713 ed3b2181 aff37418 1e60d9f1 c4c80c22 01299f12 3e9ef242 aaa6842f 0837e1f0 950277bd 819678cf f8eb30a3 f572cdcf
// + e3113c08 01228486 8044ec74 71c37a82 8d0635a5 e026ba52 f62b6b76 8091bc61 1edbfe42 dc56c671 013d7fcb 5fb3b011 01d56c57 bb1fd2be a11087b5 ae840a9f
// + 8c0fdcd1 81cc6beb e83f8b86 b9fb8e17 87297901 e1e03e4c 803fd374 dca733fd 6f250cee e1a2b650 bcb86fce 8089d4fd 2c19a6a3 7368cf71 2920a0f3 bf6c20d3
// + 815af69a 89465234 a6d8e6a3 653751d1 d0f8807c 00996809 e4c2fae0 c0133e04 5d0209de 8b22a304 81be6a3f d5576cbd 9439187a c40ee711 8199a14d 0159c6b6
// + 9bd6dcd2 5ede9ec3 a9d43de8 40c31b3d 80b1a971 79d6e1ed f1ce0daa d59b1d1d c861e030 016ede52 e55836e4 2fe03eeb e876524f 40bb65eb 811aab56 beb4c953
// + 653c8e95 20887186 f02bb32f 001aee1c 8756de89 21fa359f 57a3442d 63599ac9 004c6380 a30ed23e e7f0a680 f0e49a75 78ff9aa0 80a3268d cc6be999 c2ea7174
// + aa7edd27 193556e1 018646cb bdf8a8cb 5f2002eb c43ab0eb 47fd4a16 81a0dc97 7cc514f6 25a804e5 c9a5dfaf 51059a97 80d901fd 51499afc bee200fa 09f107a0
// + 68f60d95 01266396 08551bd6 06d8817e 05e1b8b5 73ed22c8 01acb5fb 728c22e0 e3839ecd addeb8dc 201e26ed 01d55607 941dbd50 dd6d7285 a65ae8d4 32107083
// + 81d4e68f 5077190f b6961a51 9a7d545d 3105ab41 01fe8a07 89497321 9d3d1920 39146f54 1ae26b7d 817fe0da 51a5395f 47e3f8c9 da0f98fc db325d34 00fe893d
// + b02be861 e02b51b5 f2d8e6e2 49f65dd1 0150f0da e19650a5 7ca7b4f8 4ecfd890 1dfd953e 00e31e89 d05c4967 10fcb924 a242c1b1 1b6c51df 01f7aa7b c3194014
// @data r_nearest_even f32 7fffffff 71e80000 57faea38 e7ce6eef f50dd7b0 17ecb433 305cef9d c72c9eae 58dac3f3 a3ad15c9 1d8f954d 508c2488 2ae935f8 fb888018 3e46cc44 95ec1b85
// + 992c0000 ccb5c5f2 d78bd8d1 66bd5f1b d663c693 c9c00000 68f278cd 4ee40432 4e6dae15 a31011cf cea80000 f36b15a2 7a3cb82c cf9109a6 fa798849 31110000
// + c774e609 7d04d173 6ae851b0 6bac9618 48d40000 96d7e268 4fda4aa6 fbdb35cf af331eaa 34a591a8 98644ab7 7e00d6e4 db11ad49 fe1ab9c2 35080000 214e75c3
// + d7fa8ce3 89be3715 76887813 6d800000 c0d54494 4c8750ab 88dd20bb d6ad1f9c c66f0000 26ef8f68 f989d2b5 57289312 45796b2c 6dc9f73c 93387614 6ecf8f9d
// + 785dbded b2e8a7c1 04cb059a 5427b557 d208f3d5 d9e7bbd7 dee58fda e20a0000 368e9024 4e0371fd d77262d3 140693f5 df4c0000 94e5a33b 7402bca3 0e37c980
// + 7501b704 b2ebfd6c 5dd3ce20 d5e9680e 982117d5 ad5c05e5 0325ca51 18d195de e441bac1 f9f4e816 46c9d8f5 f0400000 79728a24 5b01cffa 28c36a0a 387cfd49
// + f81e8c34 b9770cdc eb3ef1fb c82a00f8 6d3b2168 a6f40000 1f967025 44c80c83 1563bd55 fca7dffd a2b70000 1113e379 6a603d3e c54eeb33 78eb30a3 6cc00000
// + eb95e288 7ed25135 95344415 f1c37a82 04aa0000 6262b693 762b6b76 5ec67f6a eb7cf314 5cd6c689 8ca78af8 dfb3b011 411b8b9c 3b1fd2be 21908799 364c62ed
// + 753af0ce 4d1813d8 683f8b86 b1100000 0b3c5063 61e03e4c e0791ef4 5ca733fd e75e0000 e9bad25d 437a0a2c 986a8231 ac19a6a3 f3e8cfb4 b4a8f733 41e946e4
// + 677c916c cdc06736 2758e659 6cbfa862 50f8807c ca78e271 64c2fae0 40933e54 ddea641b f5ddd345 0c383741 55576cbd 8b9a0000 48193297 fe760021 c2dbe0bd
// + 6a0f2545 df5e9eda b07119a4 c0fc1ae4 e6c2485d f9d6e1ed 69a70000 d7a87433 4861e030 d3e5725e 655836e4 b0603e8e ec611811 c1105b13 c97f0571 3eb4c953
// + 5a000000 a8ffa14c 702bb32f 5c35ad79 4de3ec3c a27a35a0 e3dd3587 e3599ac9 fa3b59b4 e816f776 decc0000 fc36e4c1 f8ff9aa0 65d2211a 4c6be999 436a7192
// + 3638ff32 67e4964a f7375c6a 3df8a8cb dfa002b6 ce74b601 c7fd4a16 cb5564ab fcc514f6 9c9c0000 cc284b02 d1059a97 070c5e6f e9011c28 3f6200e2 95ce6ce3
// + e8f60d95 4a0c348f 53830b62 87588174 8f776a73 f3ed22c8 e11680c7 f28c22e0 64039ebc ac39b2b8 5fc0386f 932150e4 f9330d77 d3880000 2adffb1a cec7c310
// + 544e3d49 db825828 ad500000 a6835af9 4fa1869d fae83d71 b2ca4ca1 1dbd1962 c190c1f8 64b0b001 3acee2ea d1a5395f c863f892 e2c3776c 5b325d34 45e9053e
// + c9ef14a4 60ab51ad f510f241 c9f65dd1 5a039c3e 619650a5 fd27b4d8 4f3dbfb6 637ca9da cad60da4 505c4967 917cb94e a9b7d68c 64fa929d 2f5f2915 431949cc
// @data r_nearest_even_ftz f32 from r_nearest_even 49:89be3727 54:88dd2068
// @data r_zero f32 7fffffff 71e80000 57faea38 e7ce6eef f50dd7af 17ecb433 305cef9d c72c9ead 58dac3f2 a3ad15c9 1d8f954d 508c2487 2ae935f8 fb888018 3e46cc44 95ec1b84
// + 992c0000 ccb5c5f1 d78bd8d0 66bd5f1b d663c692 c9c00000 68f278cd 4ee40432 4e6dae14 a31011ce cea80000 f36b15a1 7a3cb82c cf9109a5 fa798848 31110000
// + c774e608 7d04d173 6ae851af 6bac9617 48d40000 96d7e268 4fda4aa6 fbdb35ce af331eaa 34a591a7 98644ab6 7e00d6e4 db11ad49 fe1ab9c1 35080000 214e75c2
// + d7fa8ce3 89be3714 76887812 6d800000 c0d54494 4c8750aa 88dd20ba d6ad1f9c c66f0000 26ef8f68 f989d2b4 57289312 45796b2c 6dc9f73b 93387614 6ecf8f9d
// + 785dbdec b2e8a7c1 04cb0599 5427b557 d208f3d4 d9e7bbd6 dee58fd9 e20a0000 368e9023 4e0371fc d77262d3 140693f5 df4c0000 94e5a33b 7402bca3 0e37c97f
// + 7501b704 b2ebfd6c 5dd3ce20 d5e9680e 982117d4 ad5c05e4 0325ca51 18d195dd e441bac1 f9f4e815 46c9d8f4 f0400000 79728a23 5b01cffa 28c36a0a 387cfd49
// + f81e8c33 b9770cdc eb3ef1fb c82a00f8 6d3b2168 a6f40000 1f967024 44c80c82 1563bd54 fca7dffd a2b70000 1113e379 6a603d3e c54eeb32 78eb30a2 6cc00000
// + eb95e288 7ed25134 95344414 f1c37a81 04aa0000 6262b693 762b6b75 5ec67f6a eb7cf314 5cd6c689 8ca78af8 dfb3b010 411b8b9b 3b1fd2be 21908799 364c62ed
// + 753af0ce 4d1813d8 683f8b85 b1100000 0b3c5063 61e03e4c e0791ef3 5ca733fd e75e0000 e9bad25d 437a0a2c 986a8230 ac19a6a3 f3e8cfb3 b4a8f733 41e946e3
// + 677c916c cdc06735 2758e659 6cbfa862 50f8807c ca78e271 64c2fae0 40933e54 ddea641b f5ddd344 0c383740 55576cbd 8b9a0000 48193297 fe760020 c2dbe0bd
// + 6a0f2545 df5e9eda b07119a4 c0fc1ae4 e6c2485c f9d6e1ec 69a70000 d7a87433 4861e02f d3e5725e 655836e4 b0603e8e ec611810 c1105b13 c97f0570 3eb4c952
// + 5a000000 a8ffa14c 702bb32e 5c35ad78 4de3ec3c a27a35a0 e3dd3586 e3599ac9 fa3b59b4 e816f775 decc0000 fc36e4c1 f8ff9aa0 65d2211a 4c6be999 436a7192
// + 3638ff31 67e49649 f7375c6a 3df8a8ca dfa002b6 ce74b601 c7fd4a16 cb5564aa fcc514f6 9c9c0000 cc284b01 d1059a97 070c5e6f e9011c28 3f6200e2 95ce6ce2
// + e8f60d95 4a0c348e 53830b61 87588174 8f776a73 f3ed22c7 e11680c7 f28c22df 64039ebb ac39b2b8 5fc0386e 932150e4 f9330d76 d3880000 2adffb1a cec7c310
// + 544e3d49 db825827 ad500000 a6835af8 4fa1869c fae83d71 b2ca4ca0 1dbd1962 c190c1f8 64b0b000 3acee2ea d1a5395f c863f892 e2c3776c 5b325d33 45e9053d
// + c9ef14a3 60ab51ad f510f240 c9f65dd1 5a039c3d 619650a5 fd27b4d8 4f3dbfb6 637ca9d9 cad60da4 505c4966 917cb94d a9b7d68c 64fa929c 2f5f2914 431949cb
// @data r_zero_ftz f32 from r_zero 34:6ae851b0 49:89be3727 54:88dd2068 114:95344415 134:e0791ef4 179:5c35ad79
// @data r_negative_inf f32 7fffffff 71e80000 57faea38 e7ce6ef0 f50dd7b0 17ecb433 305cef9d c72c9eae 58dac3f2 a3ad15ca 1d8f954d 508c2487 2ae935f8 fb888019 3e46cc44 95ec1b85
// + 992c0000 ccb5c5f2 d78bd8d1 66bd5f1b d663c693 c9c00000 68f278cd 4ee40432 4e6dae14 a31011cf cea80000 f36b15a2 7a3cb82c cf9109a6 fa798849 31110000
// + c774e609 7d04d173 6ae851af 6bac9617 48d40000 96d7e269 4fda4aa6 fbdb35cf af331eab 34a591a7 98644ab7 7e00d6e4 db11ad4a fe1ab9c2 35080000 214e75c2
// + d7fa8ce4 89be3715 76887812 6d800000 c0d54495 4c8750aa 88dd20bb d6ad1f9d c66f0000 26ef8f68 f989d2b5 57289312 45796b2c 6dc9f73b 93387615 6ecf8f9d
// + 785dbdec b2e8a7c2 04cb0599 5427b557 d208f3d5 d9e7bbd7 dee58fda e20a0000 368e9023 4e0371fc d77262d4 140693f5 df4c0000 94e5a33c 7402bca3 0e37c97f
// + 7501b704 b2ebfd6d 5dd3ce20 d5e9680f 982117d5 ad5c05e5 0325ca51 18d195dd e441bac2 f9f4e816 46c9d8f4 f0400000 79728a23 5b01cffa 28c36a0a 387cfd49
// + f81e8c34 b9770cdd eb3ef1fc c82a00f9 6d3b2168 a6f40000 1f967024 44c80c82 1563bd54 fca7dffe a2b70000 1113e379 6a603d3e c54eeb33 78eb30a2 6cc00000
// + eb95e289 7ed25134 95344415 f1c37a82 04aa0000 6262b693 762b6b75 5ec67f6a eb7cf315 5cd6c689 8ca78af9 dfb3b011 411b8b9b 3b1fd2be 21908799 364c62ed
// + 753af0ce 4d1813d8 683f8b85 b1100000 0b3c5063 61e03e4c e0791ef4 5ca733fd e75e0000 e9bad25e 437a0a2c 986a8231 ac19a6a4 f3e8cfb4 b4a8f734 41e946e3
// + 677c916c cdc06736 2758e659 6cbfa862 50f8807c ca78e272 64c2fae0 40933e54 ddea641b f5ddd345 0c383740 55576cbd 8b9a0000 48193297 fe760021 c2dbe0be
// + 6a0f2545 df5e9eda b07119a5 c0fc1ae4 e6c2485d f9d6e1ed 69a70000 d7a87434 4861e02f d3e5725f 655836e4 b0603e8e ec611811 c1105b14 c97f0571 3eb4c952
// + 5a000000 a8ffa14d 702bb32e 5c35ad78 4de3ec3c a27a35a0 e3dd3587 e3599aca fa3b59b5 e816f776 decc0000 fc36e4c2 f8ff9aa1 65d2211a 4c6be999 436a7192
// + 3638ff31 67e49649 f7375c6b 3df8a8ca dfa002b7 ce74b602 c7fd4a17 cb5564ab fcc514f7 9c9c0000 cc284b02 d1059a98 070c5e6f e9011c29 3f6200e2 95ce6ce3
// + e8f60d96 4a0c348e 53830b61 87588175 8f776a74 f3ed22c8 e11680c8 f28c22e0 64039ebb ac39b2b8 5fc0386e 932150e5 f9330d77 d3880000 2adffb1a cec7c311
// + 544e3d49 db825828 ad500000 a6835af9 4fa1869c fae83d72 b2ca4ca1 1dbd1962 c190c1f9 64b0b000 3acee2ea d1a53960 c863f893 e2c3776d 5b325d33 45e9053d
// + c9ef14a4 60ab51ad f510f241 c9f65dd2 5a039c3d 619650a5 fd27b4d9 4f3dbfb6 637ca9d9 cad60da5 505c4966 917cb94e a9b7d68d 64fa929c 2f5f2914 431949cb
// @data r_negative_inf_ftz f32 from r_negative_inf 34:6ae851b0 49:89be3727 54:88dd2068 179:5c35ad79 184:fa3b59b4
// @data r_positive_inf f32 7fffffff 71e80000 57faea39 e7ce6eef f50dd7af 17ecb434 305cef9d c72c9ead 58dac3f3 a3ad15c9 1d8f954e 508c2488 2ae935f8 fb888018 3e46cc45 95ec1b84
// + 992c0000 ccb5c5f1 d78bd8d0 66bd5f1c d663c692 c9c00000 68f278cd 4ee40433 4e6dae15 a31011ce cea80000 f36b15a1 7a3cb82d cf9109a5 fa798848 31110000
// + c774e608 7d04d174 6ae851b0 6bac9618 48d40000 96d7e268 4fda4aa7 fbdb35ce af331eaa 34a591a8 98644ab6 7e00d6e5 db11ad49 fe1ab9c1 35080000 214e75c3
// + d7fa8ce3 89be3714 76887813 6d800000 c0d54494 4c8750ab 88dd20ba d6ad1f9c c66f0000 26ef8f69 f989d2b4 57289313 45796b2d 6dc9f73c 93387614 6ecf8f9e
// + 785dbded b2e8a7c1 04cb059a 5427b558 d208f3d4 d9e7bbd6 dee58fd9 e20a0000 368e9024 4e0371fd d77262d3 140693f6 df4c0000 94e5a33b 7402bca4 0e37c980
// + 7501b705 b2ebfd6c 5dd3ce20 d5e9680e 982117d4 ad5c05e4 0325ca51 18d195de e441bac1 f9f4e815 46c9d8f5 f0400000 79728a24 5b01cffb 28c36a0b 387cfd49
// + f81e8c33 b9770cdc eb3ef1fb c82a00f8 6d3b2169 a6f40000 1f967025 44c80c83 1563bd55 fca7dffd a2b70000 1113e37a 6a603d3f c54eeb32 78eb30a3 6cc00000
// + eb95e288 7ed25135 95344414 f1c37a81 04aa0000 6262b694 762b6b76 5ec67f6b eb7cf314 5cd6c689 8ca78af8 dfb3b010 411b8b9c 3b1fd2bf 21908799 364c62ee
// + 753af0cf 4d1813d9 683f8b86 b1100000 0b3c5064 61e03e4d e0791ef3 5ca733fe e75e0000 e9bad25d 437a0a2d 986a8230 ac19a6a3 f3e8cfb3 b4a8f733 41e946e4
// + 677c916d cdc06735 2758e659 6cbfa863 50f8807d ca78e271 64c2fae1 40933e54 ddea641b f5ddd344 0c383741 55576cbe 8b9a0000 48193298 fe760020 c2dbe0bd
// + 6a0f2546 df5e9eda b07119a4 c0fc1ae4 e6c2485c f9d6e1ec 69a70000 d7a87433 4861e030 d3e5725e 655836e5 b0603e8e ec611810 c1105b13 c97f0570 3eb4c953
// + 5a000000 a8ffa14c 702bb32f 5c35ad79 4de3ec3d a27a35a0 e3dd3586 e3599ac9 fa3b59b4 e816f775 decc0000 fc36e4c1 f8ff9aa0 65d2211b 4c6be99a 436a7192
// + 3638ff32 67e4964a f7375c6a 3df8a8cb dfa002b6 ce74b601 c7fd4a16 cb5564aa fcc514f6 9c9c0000 cc284b01 d1059a97 070c5e70 e9011c28 3f6200e2 95ce6ce2
// + e8f60d95 4a0c348f 53830b62 87588174 8f776a73 f3ed22c7 e11680c7 f28c22df 64039ebc ac39b2b8 5fc0386f 932150e4 f9330d76 d3880000 2adffb1b cec7c310
// + 544e3d4a db825827 ad500000 a6835af8 4fa1869d fae83d71 b2ca4ca0 1dbd1963 c190c1f8 64b0b001 3acee2eb d1a5395f c863f892 e2c3776c 5b325d34 45e9053e
// + c9ef14a3 60ab51ad f510f240 c9f65dd1 5a039c3e 619650a6 fd27b4d8 4f3dbfb6 637ca9da cad60da4 505c4967 917cb94d a9b7d68c 64fa929d 2f5f2915 431949cc
// @data r_positive_inf_ftz f32 from r_positive_inf 49:89be3727 54:88dd2068 114:95344415 134:e0791ef4
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=subf_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=subf_zero grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=subf_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=subf_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=subf_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 rounding<zero> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 rounding<zero> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = subf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
