// @conformance 1
// @tier full
// @family float-arith
// subf on bf16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle apfloat rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 e616 fb8b 677a be9a e526 fd5f 1d59 6f99 a274 cf26 dada 22ac 6fd1 0ba6 dd2b 5ef3 5796 a371 0f4e 9af5 52c9 f4bf b91d a60f
// + 1265 09c7 cc69 a23f e1c6 8f8f 5319 abe6 3b22 fc3a cc04 47ce 501d bb5d ef39 2e4e 073b 856e a2da 9a9e 66c1 5590 2d6a 3d73
// + dc87 0d5d 2d68 bbde 7ef2 48d6 3d9c de34 a825 f4ad 54a9 ff6c ffd0 c1bd bb7a 263f dd92 99c0 0176 d3ee 9a75 e54d 5844 d4c4
// + bca1 883f d3da cda8 b918 d310 fda4 efe1 cdc0 4717 562d e174 4c56 1d7b e691 c33a e48b f857 d232 6056 e102 e63e 42a1 0819
// + 2c35 1931 feab ab74 02f6 51ad d10d 72d8 e456 b526 2101 6c87 9056 79cc a50f 0358 f0b4 13e2 6295 cd08 7524 4dbb dc34 21d5
// + 56aa 6583 1e9c 23b3 666e 5148 fab3 b41c da58 f1a7 3f03 057c 31bb e5cd ad22 f1a6 6065 2616 bfc4 3394 6e20 818d 612d 9949
// + 7bdb 4a55 64ce f2e2 d6aa 2ba1 cbdd 75d2 ecc7 70b3 6d44 99f6 5d6c 0107 b45b c784 68b1 ca28 ad5e 7a70 130b aea6 f414 c489
// + 5898 aa58 2633 974b 65ea c7b6 834b 8c70 65c2 ad27 0c38 e777 9f21 f1fe 2b62 047d 3311 3211 2f2a a830 db8f 571a e204 a514
// + 1ef4 cb20 d1b6 8540 c28f badd 23a0 6a04 b349 f949 99c0 8c02 6974 ac29 b5f6 e226 8fdd 2765 151f ed71 d00f a037 f810 6977
// + 2ec9 e997 dff0 b036 1d74 b65e 2e22 6fcd 5303 8084 824c b741 daf6 4bf9 e2e2 7621 9538 c3c5 ae7e c9e5 fd5b e11e 546c bdfb
// + c169 5724 96ab 4a68 4f05 2d75 4d1a 8b81 b0af 7ed4 c84b e988 489b 515f 3e8f 76ad 5f3e add5 30e1 a001 894a 704c 8f48 e009
// + 0ee6 cd39 997a f2fb 0a7d 6d94 afb0 1e28 1b28 b324 a71d 697e d215 1440 abc2 5262 9e42 05ea 5919 8a90 9f3c b9c8 3e9a 3c91
// + f086 f507 9ddc 78e4 b014 36c3 240c 6d04 7b5c 6d68 3d4b 54ff 31cd 9731 f05b 8565 4bba b7ee 8575 f9b0 941a c7e9 af12 8bf4
// + c185 b6d1 c9cf 058c f923 a1cf 7459 634c b033 5b56 165b 08c7 0004 f3f3 c44d cafc ee60 848a 1180 4ece 78d2 e418 955b cb98
// + 8b8b 4f30 8788 3c3c 2fc0 ba62 a57c 993e 6b7a bf25 2790 e61c 436e 7604 5184 657d 0e75 119c 004f b15a fa32 8e73 923b ac3f
// + b352 7abd c0e5 71b4 3e55 aa02 054e 47bf dfb9 b44f cbff d672 64ce f662 b1ba c572 5dee 72a2 c184 a346 e6f3 7722 099d ea1c
// + 1330 0cb5 9b05 8113 6082 9ec0 9956 7bca 31c3 50b0 8bd8 7146 9892 deb4 73c5 81e0 ec42 b1aa 152f 50aa 5d62 e6ef c225 7bc1
// + 68eb c428 5f92 bc5b 6e62 51dc 1cac d651 e95e be1d 944d a841 d025 926c e0e7 4cdc 67c6 e710 4928 d570 24eb 537c 6414 0773
// + 91d8 f3a6 56b3 a200 17b6 be52 63bb 871a db2f 1185 3347 a25b 4218 41ab 0271 d5da f3a7 130b 6572 2f73 c4b6 c39c 0d76 f104
// + adf3 a185 0a82 6863 499a aead a390 a427 63cf 3e67 86fa e5e0 71f3 68f5 dbd4 e68d 0422 4650 8a84 a5bd 6010 d0c3 3d58 542b
// + a9b0 ce77 3e40 4203 6ed6 3e7f 2933 d70c 2d7e dbfa 91ba b4a3 9c0d 5ac6 a9d1 9d4c 9042 7e65 19d2 44f2 140c 4563 d8dd af0a
// + b3eb 286c a7ea 8424 5fd5 a30d 2666 8784
// @data b bf16 0bfa fbf9 e56e 4133 80fd 292c 9da2 efea 5d07 80f5 b14e 221e 6ecd f514 8142 6260 5773 200b 723f 8018 676e f4ce 34f0 5a28
// + 0132 15d4 4c2a 9d9c 1e08 01ef 4941 2b16 b631 8440 8116 50ca 50ad bb6b 125d 814a 6c9a 85ea 9e83 6668 00c9 aaa2 adce 3912
// + a477 8000 4b73 3b06 7d93 3857 015e 0977 28b7 f459 ab1e 015e 9c11 412a b6b0 5b71 013e 867c 018a 5094 6528 01bf ceff d4bb
// + b9d9 f91e 8050 d689 3910 d2fe 026e 80ad a07e 4753 d52c 2034 01c3 d60d 663d c197 9ca1 0085 8d10 6098 5e02 99b7 8146 368b
// + 2cd2 9833 82b5 0038 df8c d167 cd5a 0e07 8020 8920 21c0 ecca 7034 8162 0f67 83f4 6f76 ec10 018f 0aaa f563 4c7d 23ff 0038
// + 77e6 e50b 9ad5 5be5 015a 0bc1 faef 310e a6a2 80ad d6de 8556 b137 1984 8044 e594 e088 a5d6 c0c6 8054 5173 8188 dcb4 67d9
// + 010a 683a e4b3 71e6 28c8 81b7 6023 f574 6804 906a 0095 d1ed 5d40 80c5 cb49 80c9 2e08 4a0c 29b1 8730 8020 cee0 f4ae c244
// + 2774 01ff 2e1f 97be 62ca 3879 0050 e279 e5a5 2d03 f479 00f5 592e 714f a6e6 7cb8 8187 c774 af4b a614 25b2 817e 3965 255a
// + 9b84 35e9 81f7 a131 428c 3887 ddf0 81a7 4998 7942 17a1 74f9 81c7 87f3 b576 ddb2 70c8 8156 ceca ed80 5060 df0e 01e3 3983
// + ae66 e95c a152 81bf d109 b631 ad5e 90e5 8044 94e8 0293 374f 26b7 0020 ca17 f6ca 10cb bd9c 0048 899c 7d1d 5e11 ad18 0106
// + 41b3 d715 94cd b673 814a 63f9 cd9b 8ba1 ceb3 8106 c201 e951 c82d 2e79 015e 19f1 df43 2b65 5040 01af 4ba2 7014 0d76 1f80
// + 8102 2d9c 996b 710d 750e 814a 6bee 1e1d 19b4 ccd0 00f9 4748 5204 145b d4a9 812a b30b 8544 d92d 76d0 80e1 c280 3e10 3c34
// + 108b 80d1 e5ab f86f 2d24 4aad 01e3 6391 fb17 6b0f c464 8142 d136 978d 6f6b 7a82 0091 8f6c 85be 78ea 6b2f 016e eb3e 8baa
// + 3e1e ca81 81df 7bb3 f9c0 1d3f 8c2e 8146 b6cd dbd4 1634 f835 0152 52b9 c419 c6af 12ba 8132 8f2f ceff f4ea 9b42 81eb 6a3a
// + 8b68 cbea 79e4 00c5 d1d9 3acf 22f8 66e9 812a 6e5a a73f e64d 3d23 81b3 92bc e5f0 0b70 ef83 010a f44b 7a2b 0b3c ed79 814e
// + 7b86 7af0 3dc3 8f26 00e5 6a2a 8544 c416 2109 81cb 1850 56b6 6341 0994 0116 7148 5d86 72fc bf5c 8038 5a9a 77f8 8612 16b5
// + 0050 1126 9ba5 0091 20f1 8044 5ef7 7bd1 2f67 30b6 018f fd6a 98b9 dee0 0ba9 81c7 44a6 b128 1132 2ed0 0024 c460 c27f 77da
// + 170a 81c7 5cda bc46 6a45 ad99 8152 b4a7 69f9 3abd eb7a 816a a307 121e dc83 339b 0089 835c 498b 53e6 5b8c 8000 5bda 0722
// + 8cb1 0dd1 81db 6997 179f 3b25 9d72 8030 d922 112c b307 5eac 0172 7a88 0234 d18a 0df2 8146 55dd af4c 4272 3c52 016a 22e3
// + ad95 20fc 7564 819b 0d69 ae81 a010 dbfb 00ad 7b6e 06b6 e576 8e0f 81af 34dc 66df 80db b95c 0183 1553 e089 cef3 436b 0028
// + e4d5 4e44 bbc5 3e1d 8070 5918 a9f1 5678 5212 818f 963e b42f 98cb 2570 8050 8421 90b9 fb53 66c0 01f3 2d09 c5c0 d706 527a
// + 00f1 3db3 27c1 044f 2007 812a 0f1a 0798
// @data r_nearest_even bf16 e616 7b5c 6784 c138 e526 fd5f 1e07 7042 dd07 cf26 dada 223a 6f9e 7514 dd2b e25e 5664 a373 f23f 9af5 e76e 72f0 b91d da28
// + 1265 95d4 ccca a23f e1c6 8f8f 5319 ac18 3b22 fc3a cc04 d0ca d03d 3960 ef39 2e4e ec9a 0566 a2d9 e668 66c1 5590 2e22 3d72
// + dc87 0d5d cb73 bc10 7ecd 48d6 3d9c de34 a905 f401 54a9 ff6c 7fff c209 bb7a db71 dd92 99c0 803c d3f0 e528 e54d 5844 d290
// + bc9e 791e d3da 5689 b994 d188 fda4 efe1 cdc0 c670 5658 e174 4c56 560d e6f0 c327 e48b f857 d232 dfb4 e104 e63e 42a1 b68b
// + ac6f 195e feab ab74 5f8c 5210 d10c 72d8 e456 b526 a17f 6d28 f034 79cc a50f 0430 f0d3 6c10 6295 cd08 75c4 4d9b dc34 21d5
// + f7e6 65c8 1e9d dbe5 666e 5148 79f0 b41e da58 f1a7 56de 05e9 320b e5cd ad22 f1a6 60fa 2680 4095 3394 6e20 8014 612d e7d9
// + 7bdb e83a 6540 f30e d6aa 2ba1 e023 7626 ecc7 70b3 6d44 51ed 5c30 016a 4b49 c784 68b1 ca9a ad5f 7a70 130b 4ee0 7448 c483
// + 5898 aa58 ae1f 1731 65e7 c7b6 834e 6279 6634 ad95 7479 e777 d92e f233 2b62 fcb8 3311 4774 2fba a827 db8f 571a e204 a5b7
// + 1ef6 cb20 d1b6 2131 c30e bae5 5df0 6a04 c998 f9c6 99ca f4f9 6974 ac29 b576 e226 f0c8 2765 4eca 6b70 d0b8 5f0e f810 6977
// + 2f1e e8a4 dff0 b036 5109 b534 2e5a 6fcd 5303 14e8 82f9 b7c8 daf6 4bf9 e2e2 770d 9538 c3c5 ae7e c9e5 fdbc e120 546c bdfb
// + c214 579c 969e 4a68 4f05 e3f9 4de8 0a80 4eb3 7ed4 c84b e87c 48f2 515f 3e8f 76ad 5fc0 addc d040 a001 cba2 6f60 8f57 e009
// + 0ee6 cd39 9770 f306 f50e 6d94 ebee 1c30 1b12 4cd0 a71d 697e d28c 92d8 54a9 5262 330b 0626 59a3 f6d0 9f3c 4280 3e24 3bdc
// + f086 f507 65ab 792e b017 caad 240c 6d04 7bba 6d5f 4464 54ff 5136 16d2 f08b fa82 4bba b7ee 0507 f9ea eb2f c7e9 6b3e 8b14
// + c186 4a81 c9cf fbb3 795d a1cf 7459 634c 36cd 5c20 151c 7835 8150 f3f3 c350 cafb ee60 8489 1185 4f66 78d3 e418 955b ea3a
// + 8a38 4f32 f9e4 3c3c 51d9 bb20 a582 e6e9 6b7a ee5a 27f0 6544 436e 7604 5184 6637 0e71 6f83 80c5 744b faae 8e76 6d79 ac3f
// + fb86 f9cc c0e8 71b4 3e55 ea2a 05c9 47c0 dfb9 b44f cbff d718 64b6 f662 b1ba f148 5d50 f234 c17a a346 e6f3 f7a7 099e ea1c
// + 1330 9126 1b45 815c 6082 9ec0 def7 f960 31bc 50b0 8bd8 7d6a 179c 5db0 73c5 8064 ec42 b12c 152e 50aa 5d62 e6ef 41b4 7bc0
// + 68eb c428 5f8f baa8 6e61 51dc 1cac d651 ea34 be1e 6b7a a841 d025 92c5 e0e6 4cdc 67c6 e710 c8dc d586 db8c 537c 6414 06a2
// + 91d8 f3a6 56b3 e997 1638 be55 63bb 871a db25 10bc 33a7 deac 4218 fa88 0174 d5d9 f3a7 130b 6572 2fe0 c4be c39c 0d76 f104
// + ad3c a1c4 f564 6863 499a adb0 a38f 5bfb 63cf fb6e 8758 e54a 71f3 68f5 dbd4 e736 0424 4650 8a84 a5bd 60d1 d0b4 c36b 542b
// + 64d5 cede 3e46 4202 6ed6 d918 2a25 d74a d212 dbfa 163e b417 9c0b 5ac6 a9d1 9d4c 1030 7e68 e6c0 44f2 ad09 4619 d8cc d27a
// + b3eb bdb3 a856 84ba 5fd5 a30d 2666 880e
// @data r_zero bf16 e616 7b5c 6784 c137 e525 fd5f 1e07 7041 dd07 cf25 dad9 223a 6f9d 7514 dd2a e25e 5664 a373 f23e 9af4 e76d 72f0 b91d da28
// + 1264 95d3 ccc9 a23e e1c6 8f8f 5318 ac18 3b22 fc39 cc03 d0c9 d03d 3960 ef39 2e4e ec99 0566 a2d9 e668 66c0 5590 2e21 3d72
// + dc86 0d5d cb72 bc10 7ecd 48d5 3d9b de34 a904 f401 54a9 ff6c 7fff c209 bb79 db70 dd92 99bf 803c d3f0 e528 e54d 5844 d290
// + bc9d 791d d3d9 5688 b994 d188 fda4 efe0 cdbf c670 5658 e174 4c55 560d e6ef c327 e48a f857 d231 dfb4 e104 e63d 42a1 b68a
// + ac6f 195d feaa ab74 5f8c 5210 d10c 72d7 e455 b525 a17f 6d28 f034 79cc a50f 0430 f0d2 6c10 6294 cd08 75c3 4d9b dc34 21d4
// + f7e5 65c8 1e9c dbe4 666d 5147 79f0 b41e da57 f1a6 56de 05e9 320b e5cd ad21 f1a5 60fa 2680 4095 3394 6e1f 8014 612d e7d9
// + 7bda e839 6540 f30d d6aa 2ba1 e023 7626 ecc7 70b3 6d43 51ec 5c30 0169 4b48 c783 68b0 ca9a ad5f 7a70 130b 4edf 7448 c482
// + 5897 aa58 ae1e 1731 65e6 c7b6 834d 6278 6633 ad95 7479 e777 d92e f232 2b62 fcb7 3311 4774 2fba a826 db8f 571a e204 a5b7
// + 1ef6 cb20 d1b5 2130 c30d bae5 5df0 6a04 c998 f9c5 99ca f4f9 6974 ac28 b576 e225 f0c8 2765 4eca 6b70 d0b7 5f0d f810 6976
// + 2f1e e8a4 dfef b035 5109 b534 2e59 6fcd 5303 14e7 82f9 b7c8 daf6 4bf8 e2e1 770d 9538 c3c4 ae7e c9e4 fdbc e120 546c bdfb
// + c213 579c 969e 4a68 4f05 e3f8 4de8 0a80 4eb2 7ed4 c84a e87c 48f1 515e 3e8e 76ac 5fc0 addc d03f a001 cba2 6f60 8f57 e009
// + 0ee6 cd39 9770 f306 f50d 6d94 ebee 1c30 1b11 4ccf a71d 697d d28c 92d8 54a8 5262 330a 0626 59a3 f6d0 9f3b 427f 3e24 3bdc
// + f086 f506 65aa 792d b016 caac 240b 6d03 7bb9 6d5f 4464 54ff 5136 16d2 f08a fa82 4bb9 b7ed 0507 f9ea eb2f c7e9 6b3d 8b14
// + c186 4a80 c9ce fbb2 795d a1cf 7459 634c 36cc 5c1f 151c 7835 8150 f3f3 c350 cafb ee60 8488 1185 4f66 78d2 e417 955a ea3a
// + 8a38 4f31 f9e4 3c3b 51d9 bb20 a581 e6e9 6b7a ee5a 27ef 6544 436d 7604 5184 6637 0e71 6f83 80c5 744a faae 8e75 6d78 ac3e
// + fb86 f9cc c0e8 71b4 3e54 ea2a 05c9 47c0 dfb9 b44e cbff d717 64b5 f662 b1ba f148 5d50 f234 c17a a345 e6f3 f7a7 099e ea1c
// + 132f 9125 1b45 815b 6081 9ebf def7 f960 31bb 50af 8bd8 7d6a 179c 5db0 73c4 8064 ec42 b12c 152e 50a9 5d61 e6ee 41b4 7bc0
// + 68ea c427 5f8e baa8 6e61 51dc 1cac d650 ea34 be1e 6b79 a840 d024 92c5 e0e6 4cdb 67c5 e70f c8dc d586 db8b 537c 6413 06a2
// + 91d7 f3a6 56b3 e997 1638 be54 63bb 8719 db24 10bc 33a7 deac 4217 fa87 0174 d5d9 f3a7 130b 6571 2fdf c4bd c39c 0d75 f104
// + ad3c a1c4 f563 6863 4999 adb0 a38e 5bfa 63ce fb6d 8758 e54a 71f3 68f5 dbd4 e736 0423 4650 8a84 a5bd 60d1 d0b3 c36a 542a
// + 64d4 cedd 3e46 4202 6ed6 d917 2a25 d74a d211 dbf9 163d b417 9c0b 5ac5 a9d0 9d4b 1030 7e68 e6bf 44f1 ad08 4618 d8cc d27a
// + b3eb bdb2 a855 84b9 5fd4 a30c 2665 880e
// @data r_negative_inf bf16 e617 7b5c 6784 c138 e526 fd60 1e07 7041 dd08 cf26 dada 223a 6f9d 7514 dd2b e25f 5664 a374 f23f 9af5 e76e 72f0 b91e da29
// + 1264 95d4 ccca a23f e1c7 8f90 5318 ac19 3b22 fc3a cc04 d0ca d03d 3960 ef3a 2e4e ec9a 0566 a2da e669 66c0 5590 2e21 3d72
// + dc87 0d5d cb73 bc11 7ecd 48d5 3d9b de35 a905 f401 54a9 ff6d 7fff c209 bb7a db71 dd93 99c0 803c d3f1 e529 e54e 5844 d290
// + bc9e 791d d3da 5688 b994 d188 fda5 efe1 cdc0 c670 5658 e175 4c55 560d e6f0 c328 e48b f858 d232 dfb4 e105 e63e 42a1 b68b
// + ac6f 195d feab ab75 5f8c 5210 d10d 72d7 e456 b526 a17f 6d28 f035 79cc a510 0430 f0d3 6c10 6294 cd09 75c3 4d9b dc35 21d4
// + f7e6 65c8 1e9c dbe5 666d 5147 79f0 b41f da58 f1a7 56de 05e9 320b e5ce ad22 f1a6 60fa 2680 4095 3394 6e1f 8014 612d e7da
// + 7bda e83a 6540 f30e d6ab 2ba1 e024 7626 ecc8 70b3 6d43 51ec 5c30 0169 4b48 c784 68b0 ca9a ad60 7a70 130b 4edf 7448 c483
// + 5897 aa59 ae1f 1731 65e6 c7b7 834e 6278 6633 ad95 7479 e778 d92f f233 2b62 fcb8 3311 4774 2fba a827 db90 571a e205 a5b7
// + 1ef6 cb21 d1b6 2130 c30e bae6 5df0 6a04 c999 f9c6 99cb f4fa 6974 ac29 b576 e226 f0c9 2765 4eca 6b70 d0b8 5f0d f811 6976
// + 2f1e e8a4 dff0 b036 5109 b534 2e59 6fcd 5303 14e7 82f9 b7c8 daf7 4bf8 e2e2 770d 9539 c3c5 ae7f c9e5 fdbc e121 546c bdfc
// + c214 579c 969f 4a68 4f05 e3f9 4de8 0a80 4eb2 7ed4 c84b e87c 48f1 515e 3e8e 76ac 5fc0 addd d040 a002 cba3 6f60 8f58 e00a
// + 0ee6 cd3a 9770 f307 f50e 6d94 ebef 1c30 1b11 4ccf a71e 697d d28d 92d8 54a8 5262 330a 0626 59a3 f6d1 9f3c 427f 3e24 3bdc
// + f087 f507 65aa 792d b017 caad 240b 6d03 7bb9 6d5f 4464 54ff 5136 16d2 f08b fa83 4bb9 b7ee 0507 f9eb eb30 c7ea 6b3d 8b14
// + c187 4a80 c9cf fbb3 795d a1d0 7459 634c 36cc 5c1f 151c 7835 8150 f3f4 c350 cafc ee61 8489 1185 4f66 78d2 e418 955b ea3b
// + 8a38 4f31 f9e5 3c3b 51d9 bb20 a582 e6ea 6b7a ee5b 27ef 6544 436d 7604 5184 6637 0e71 6f83 80c5 744a faaf 8e76 6d78 ac3f
// + fb87 f9cc c0e9 71b4 3e54 ea2b 05c9 47c0 dfba b44f cc00 d718 64b5 f663 b1bb f149 5d50 f234 c17b a346 e6f4 f7a7 099e ea1d
// + 132f 9126 1b45 815c 6081 9ec0 def8 f960 31bb 50af 8bd9 7d6a 179c 5db0 73c4 8064 ec43 b12c 152e 50a9 5d61 e6ef 41b4 7bc0
// + 68ea c428 5f8e baa8 6e61 51dc 1cac d651 ea34 be1f 6b79 a841 d025 92c5 e0e7 4cdb 67c5 e710 c8dc d587 db8c 537c 6413 06a2
// + 91d8 f3a7 56b3 e998 1638 be55 63bb 871a db25 10bc 33a7 dead 4217 fa88 0174 d5da f3a8 130b 6571 2fdf c4be c39d 0d75 f105
// + ad3c a1c4 f564 6863 4999 adb0 a38f 5bfa 63ce fb6e 8758 e54a 71f3 68f5 dbd5 e736 0423 4650 8a85 a5be 60d1 d0b4 c36b 542a
// + 64d4 cede 3e46 4202 6ed6 d918 2a25 d74a d212 dbfa 163d b417 9c0c 5ac5 a9d1 9d4c 1030 7e68 e6c0 44f1 ad09 4618 d8cd d27b
// + b3ec bdb3 a856 84ba 5fd4 a30d 2665 880e
// @data r_positive_inf bf16 e616 7b5c 6785 c137 e525 fd5f 1e08 7042 dd07 cf25 dad9 223a 6f9e 7515 dd2a e25e 5664 a373 f23e 9af4 e76d 72f0 b91d da28
// + 1265 95d3 ccc9 a23e e1c6 8f8f 5319 ac18 3b23 fc39 cc03 d0c9 d03d 3960 ef39 2e4f ec99 0566 a2d9 e668 66c1 5591 2e22 3d73
// + dc86 0d5d cb72 bc10 7ece 48d6 3d9c de34 a904 f401 54aa ff6c 7fff c209 bb79 db70 dd92 99bf 803c d3f0 e528 e54d 5845 d290
// + bc9d 791e d3d9 5689 b994 d188 fda4 efe0 cdbf c670 5658 e174 4c56 560e e6ef c327 e48a f857 d231 dfb4 e104 e63d 42a2 b68a
// + ac6f 195e feaa ab74 5f8d 5211 d10c 72d8 e455 b525 a17f 6d29 f034 79cd a50f 0430 f0d2 6c11 6295 cd08 75c4 4d9c dc34 21d5
// + f7e5 65c9 1e9d dbe4 666e 5148 79f0 b41e da57 f1a6 56df 05e9 320c e5cd ad21 f1a5 60fb 2681 4095 3395 6e20 8014 612e e7d9
// + 7bdb e839 6541 f30d d6aa 2ba2 e023 7626 ecc7 70b4 6d44 51ed 5c30 016a 4b49 c783 68b1 ca9a ad5f 7a71 130c 4ee0 7448 c482
// + 5898 aa58 ae1e 1731 65e7 c7b6 834d 6279 6634 ad95 747a e777 d92e f232 2b63 fcb7 3312 4775 2fbb a826 db8f 571b e204 a5b7
// + 1ef7 cb20 d1b5 2131 c30d bae5 5df1 6a05 c998 f9c5 99ca f4f9 6975 ac28 b576 e225 f0c8 2766 4ecb 6b70 d0b7 5f0e f810 6977
// + 2f1e e8a4 dfef b035 510a b534 2e5a 6fce 5304 14e8 82f9 b7c8 daf6 4bf9 e2e1 770e 9538 c3c4 ae7e c9e4 fdbc e120 546d bdfb
// + c213 579d 969e 4a69 4f06 e3f8 4de8 0a80 4eb3 7ed5 c84a e87c 48f2 515f 3e8f 76ad 5fc1 addc d03f a001 cba2 6f60 8f57 e009
// + 0ee7 cd39 9770 f306 f50d 6d95 ebee 1c30 1b12 4cd0 a71d 697e d28c 92d8 54a9 5263 330b 0626 59a3 f6d0 9f3b 4280 3e24 3bdc
// + f086 f506 65ab 792e b016 caac 240c 6d04 7bba 6d60 4465 5500 5137 16d2 f08a fa82 4bba b7ed 0507 f9ea eb2f c7e9 6b3e 8b14
// + c186 4a81 c9ce fbb2 795d a1cf 745a 634d 36cd 5c20 151c 7836 8150 f3f3 c350 cafb ee60 8488 1186 4f67 78d3 e417 955a ea3a
// + 8a38 4f32 f9e4 3c3c 51da bb20 a581 e6e9 6b7b ee5a 27f0 6544 436e 7605 5185 6638 0e72 6f84 80c5 744b faae 8e75 6d79 ac3e
// + fb86 f9cc c0e8 71b5 3e55 ea2a 05c9 47c1 dfb9 b44e cbff d717 64b6 f662 b1ba f148 5d50 f234 c17a a345 e6f3 f7a7 099f ea1c
// + 1330 9125 1b45 815b 6082 9ebf def7 f960 31bc 50b0 8bd8 7d6b 179c 5db0 73c5 8064 ec42 b12c 152f 50aa 5d62 e6ee 41b4 7bc1
// + 68eb c427 5f8f baa8 6e62 51dd 1cad d650 ea34 be1e 6b7a a840 d024 92c5 e0e6 4cdc 67c6 e70f c8dc d586 db8b 537c 6414 06a2
// + 91d7 f3a6 56b4 e997 1638 be54 63bc 8719 db24 10bc 33a7 deac 4218 fa87 0174 d5d9 f3a7 130c 6572 2fe0 c4bd c39c 0d76 f104
// + ad3c a1c4 f563 6864 499a adb0 a38e 5bfb 63cf fb6d 8758 e54a 71f4 68f6 dbd4 e736 0424 4651 8a84 a5bd 60d1 d0b3 c36a 542b
// + 64d5 cedd 3e47 4203 6ed7 d917 2a26 d74a d211 dbf9 163e b417 9c0b 5ac6 a9d0 9d4b 1030 7e69 e6bf 44f2 ad08 4619 d8cc d27a
// + b3eb bdb2 a855 84b9 5fd5 a30c 2666 880e
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=subf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(512)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = subf %x0, %x1 : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = subf %x0, %x1 rounding<zero> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %v1 = make_tensor_view %a1, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<512xbf16>
    %vo = make_tensor_view %out, shape = [512], strides = [1] : tensor_view<512xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<512xbf16>, partition_view<tile=(512), tensor_view<512xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
