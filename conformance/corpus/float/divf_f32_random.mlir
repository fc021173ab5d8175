// @conformance 1
// @tier full
// @family float-arith
// divf on f32 in every IEEE rounding mode, with and without flush_to_zero; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle ftz flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 6d4154e3 28073959 34327098 e5967356 ea445fea 229c3897 04919221 00a3883f 209683b8 1a9ccba2 ccd84368 95602c59 dffce174 99d0836c d4fb3038 dfefc84b
// + b9aecfdc 0028c393 3bb82bea ebf3b8d9 6d03984f 5f083541 aa1270d5 d2c33e6d 0dbc8fe9 55cfa00c f538a9fc f2d43683 cfc6a52c 88831a4e 53927dc0 8c848f06
// + aca0a149 ab79f7fc 084d0dc9 151006f3 4b54daf9 a1aa9988 8fb44dc2 6d736905 4ded4d04 7cd892d1 b139e843 3e7ad44a 8fed77bd 9fb617f5 895dfa1a 943dd203
// + d41c3d84 b5dce70e d21f352b 05f023d3 f8706157 17c8964b 2abf7e26 d6262d85 1675145f 7af9f4ca 956f2ba7 ec8f7792 42ae8fe3 8b0aa03a 0ac30b46 23953242
// + c80ded4a f84ef5c3 71bf00df dd2f97a0 3c10fbcc f1be6a03 8b34c738 201d89fb 9bbcd7ce 82e88a5f 170d6a2d 865fdbfe 871be7cc 4a67dc91 371dbacf 533424f2
// + 7d227416 df83bb03 3343fb35 c30ece74 d4ad9cc0 90095450 9a67de51 5c222142 1b8d4e7e 46a94fdd 830f60bc ef329444 ff465d0f 23b05849 e501b194 6d51de31
// + 509aa44f 270ab321 c2e166ca b15ea05e f80928f4 bf45e76e 9fe847f0 dc49b38e c767b0f0 b6035e0d 16f97cd0 261f915b eebbb375 6352c77b 6127b125 89c772b1
// + d42992d7 6f1b5663 2a0ca150 ee62c798 607e1672 d1cf1bc1 a2144d7f 93c39f31 66a3dcbf 2152a06c c9e11eb2 724c0a1f cdc8e845 ccf75f82 b896825b ea44a06c
// + ecdc164b 457ebb14 a2fc13c5 1f10c739 55fc4117 d618a114 10cec5d8 6976489f 9214cf5e 7c668c40 6fdb2df8 e6b7c4ae b967e484 b6e9a20f a3d0ce16 8e797296
// + 20a6cf5a d237612a 85746a76 db9f91f7 622fa453 cb5961d9 e881858d 9d13836d 29dd1b63 9b2410e3 3fdab6a2 2e555c99 f27390d1 58eca6d5 a9d9c099 7899ce16
// + a6a978b0 3d3606ab 09bb51b9 a348a1d1 f02b4cd0 203cc484 24a448ab 581d31c8 114bd579 a20f7592 56a649f8 9de4c358 f19bc518 0ab4fdc8 9ebe21ef 630a9a88
// + 7b1cbd42 3889e664 2e2ac77c 32398bdc d8e2d0f1 5db2c355 3e87a02f 5f1490b2 5ad03caf 6628dee4 92043c0c 18b5c591 2cf7d8e2 5e1c1cd4 8568cf96 cadc9840
// + 49afbe4f 2c617d71 33610365 c43ed70a 35712893 ee452cba 6a5d6e82 4f2d1bb6 877ae7d9 31c6a11f ca7c87e4 06a3ee2e d09d08d5 ed6195d4 45cfcece 2a7168f5
// + 723f5d6d c4400a98 b6b7bfd0 adc7f78b 00338aea 174f03a7 a86e52c7 e1fdd566 ac2d7a02 e5fa48a3 22fcdd4b 109f3d56 04daed5d 8cac8925 f47785b0 82985250
// + 166926f0 de4b3a04 8bcd5611 13a951fb 52b82ecd 7b0029a5 37fde033 1fe0f480 5e2ff6fc 06de9907 6c625406 cda423ac 53990066 51376c66 210ae61e 5b343c3f
// + 9fd8cdd0 51efe927 b916f721 415ef7e7 4ca3391d acb16a9e 57a6dd8c 8ee8615f 1af0f068 bd21566b a4e74518 adc1de7e de46ae40 ee74dfa0 60a2fac7 04a29aef
// @data b f32 ec70cee5 a80739bc 2d749ef7 9a74761a 0083142d de203e89 84919277 80eba327 60476e05 00207a90 e3bd3cf4 15602c35 5676997a 67248100 00f173e5 88c321fe
// + b9aecf6f 00edd832 45fe74ae 0193d447 903042ec 5f083507 25d5bc5a 2c8a7cb7 8149459e 3a66d81d 7538a995 ebec3d88 b123f2b0 81d78297 daa5b434 8c848fe6
// + 21e60d79 d5e32e30 005fcc90 5a851f83 4b54dac0 94b89c55 7198dcc7 01c6f1f3 14282205 fcd892ea ad0f4a6b 432b3cd4 014f0f9e 04ed25ee 095dfae3 0d5be639
// + ace7668d 01bee197 6ba2c063 05f02363 f529dfe5 e9759415 8100c26a 2bc98434 967514d3 f32b5ace eb3d7be0 80e5bf65 62ed05d9 8b0aa020 00dc6776 dc70a2d8
// + 81c600a7 bd82a84d 71bf0065 578a01f6 45105f2e 00b9951d 7b249a0d 201d89e3 0eee821c fce1ab24 0045f794 0c9a65ab 071be791 beb5c9dc ca51bbaa 002c4320
// + 74190053 5f83bbba 31480663 3e062fea 817975d6 6523d434 9a67de23 545b8860 e513ed21 0013026c 18cafc1b 6f329424 fe083f7e dba54076 81782416 89466e77
// + 509aa4f9 26176e8e 3dc35a2c 813a8222 e265f658 3f45e7a4 1cfbaf46 23e745d7 019dcb5f 980903f6 16f97c96 1d52e86e 90e16886 01fa6f17 533b8bb9 89c77269
// + cbbcfa7c 10032de0 0126f002 00da2b70 607e1644 46978ff6 5d5b4c95 0000f558 c48c7b50 a152a0b6 bdd45cb0 8d676870 01beb4db 3abf57da b8968238 e566a312
// + 94614a98 80753884 5bf7444d 9f10c762 4ccaed47 aa4d11a6 804d93dc 4b24a31c 1214cf92 7a5a8f82 914819b5 0062bea8 cb5daa0f b6e9a255 9f54844c 71148a5e
// + 0006db68 6dbf0df0 05746ae7 d52a6940 9d3940c9 011cbcee 64441f15 1d138331 9de96fc7 e48ab2e1 80558520 a04d60bc 72739021 4dbaeae0 56826251 81df5e6f
// + fad3aca6 bd360639 00da7b87 dcbd3c14 009d143d 7fc07f88 a4a448bf 5589a0d2 6f77f77c 01897f17 b19247bf 9de4c337 658ff562 74bde238 004e4070 8684279f
// + 7b1cbd4f 2edda46e d146e3ce 81f1d737 3f12cc0c ddb2c311 bbdb3eb6 2188afd1 80a3cac9 4b62204d 92043c3c 13a3dce9 d3859069 81a4d1c7 ab9a3f99 cadc98b8
// + bf02d394 5441724f 00f43d71 b8ebac96 b57128a0 64466757 16c3d302 80c2a5dd 01b28bc9 31c6a11c 43903b6a fa916d4b 0118adea ed6d566e c5cfceaf 9e76bc5b
// + 0d0742e0 8011efd0 e0e23d72 adc7f787 009efa5e ea4f36d6 81f55443 5a8a9b17 ac2d7a05 e3294d62 dd88de26 013df7f2 499f1ee3 0cac8919 74710f16 7cdab44a
// + 0099e125 0cf9dccd 8bcd5626 8f334675 2c8f5edc 01de0b2b d00921b0 9fe0f45b d7426cf7 796d9a60 80c01195 a797553b 539900f7 50a34bcc 6036f2df 00a79559
// + 9269a611 d1efe925 2c07b59d 3edbb339 8143f102 829969bb d7a6ddbb 882c0809 664c60b7 007c020c d89137cb 2dc1deae d20776a7 9217d41e 80386a34 923d1def
// @data r_nearest_even f32 c04d873c bf7fff45 463abd85 7f800000 ff800000 83f99299 bf7fff69 bf31a9f6 00304d68 5a9a7bf2 2892479e bf800015 c90342a3 80000000 ff800000 7f800000
// + 3f800050 3e2f80a1 35394a0b ff800000 ff800000 3f800037 c3af65e6 e5b4756d cbefd593 5ae64031 bf800047 4665f67f 5e1b16df 461bbbf7 b862515d 3f7ffe4f
// + ca32bf4f 150cd6ee 4788fd42 00000454 3f800022 4c6c922d 80000000 7f800000 7934a862 bf7fffe2 43a611a5 3abb7ea5 ce12cbf4 da4491a4 bf7fff18 c65cfba7
// + 66acd984 f39421ad a5fa6cfd 3f80003c 42b52034 80000000 e93e5d03 e9d31b62 bf7fff87 c73ab6e4 00000000 7f800000 1f3c89cf 3f800018 49628b4f 869eb8d9
// + 7f800000 7a4ac02c 3f800052 c522dbf2 36808adb ff800000 80000000 3f800013 cc4ab140 00000000 56815ab2 b9399619 bf800030 cb2341d8 ac408657 7f800000
// + 4887e85c bf7ffe9c 417ad323 c48838cd 7f800000 80000000 3f800019 473d0fd4 80000004 7f800000 a9b4d337 bf800017 40ba5af0 878897a9 7f800000 ff800000
// + 3f7ffee7 406a79d8 c493b068 6f98c9a8 5518b0a7 bf7fffba c26c437f f7df4451 ff800000 5d757275 3f80001e 4841aef0 7f800000 7f800000 4d64e648 3f80002e
// + 47e5b692 7f800000 6857a84b ff800000 3f800017 caaee924 842d1f38 d64c1e54 e1954da2 bf7fffa6 4b87b091 ff800000 ff800000 d1a57b43 3f80001e 445a3fe3
// + 7f800000 ff800000 86827d7b bf7fffb8 489f1d3c 6b3e894b d02a9566 5dbf7a3e bf7fffa7 41870535 ff800000 ff800000 2d85e807 3f7fffb3 43fb875e 80000000
// + 61c29d36 a3f5b756 bf7fff8a 45efb6d4 ff800000 ff800000 c3a91103 bf800034 cb727a85 00000005 ff23ad4e cd84f9d2 bf80005c 4aa20ec5 92d5c551 ff800000
// + 00000000 bf800050 485b7c42 0607b595 ff800000 7fffffff bf7fffe1 4212328b 00000000 e0058d0d e491821d 3f800012 cb8a8084 00000000 de1b811f ff800000
// + 3f7fffeb 491f46c3 9c5bd14c efc468e3 d945c5d9 bf800031 c21e5cce 7d0b1fa0 ff800000 5a3f2e2e 3f7fffa3 448dfd43 98ed85b0 ff800000 19413189 3f7fff75
// + ca2bf24e 179533dd 71ebd8f6 4acf4c91 bf7ffff2 c97e6a0e 7f800000 ff800000 c533dff0 3f800002 c6601c53 80000000 ff800000 3f7352d3 bf800013 cb7a7969
// + 7f800000 7f800000 154feb81 3f800003 3ea5ff2a 80000000 65f8b082 c6ea6929 3f7ffffc 423d39be 84ec7b2c 4ed69706 00000b02 bf800009 bf836e94 80000000
// + 5541f0c8 ff800000 3f7fffe6 c3f1c8d9 65a46fd5 7f800000 a76cf85e bf800015 c667b14f 00000000 ff800000 658ad4f6 3f7fff0d 400fc6e1 00612e39 7f800000
// + 4ced8b3a bf800001 cc8e63a6 4201e776 ff800000 699406fb bf7fffb8 462ce715 00000000 fc268801 0bcbd95f bf7fffc1 4bbbbbf3 7f800000 ff800000 b1dc1cb6
// @data r_nearest_even_ftz f32 from r_nearest_even 8:00000000 9:7f800000 17:00000000 34:7f800000 35:00000000 74:7f800000 88:80000000 119:ff800000 134:ff800000 144:7f800000 153:00000000 154:ff800000
// + 174:ff800000 212:00000000 220:00000000 238:00000000 249:ff800000
// @data r_zero f32 c04d873c bf7fff44 463abd85 7f7fffff ff7fffff 83f99299 bf7fff68 bf31a9f5 00304d67 5a9a7bf2 2892479e bf800014 c90342a2 80000000 ff7fffff 7f7fffff
// + 3f80004f 3e2f80a1 35394a0a ff7fffff ff7fffff 3f800036 c3af65e6 e5b4756c cbefd592 5ae64030 bf800047 4665f67f 5e1b16de 461bbbf7 b862515c 3f7ffe4f
// + ca32bf4e 150cd6ed 4788fd41 00000453 3f800022 4c6c922d 80000000 7f7fffff 7934a861 bf7fffe2 43a611a4 3abb7ea4 ce12cbf3 da4491a4 bf7fff18 c65cfba6
// + 66acd984 f39421ac a5fa6cfd 3f80003b 42b52034 80000000 e93e5d03 e9d31b62 bf7fff86 c73ab6e4 00000000 7f7fffff 1f3c89ce 3f800018 49628b4e 869eb8d8
// + 7f7fffff 7a4ac02c 3f800051 c522dbf2 36808adb ff7fffff 80000000 3f800013 cc4ab140 00000000 56815ab1 b9399618 bf800030 cb2341d7 ac408656 7f7fffff
// + 4887e85b bf7ffe9c 417ad322 c48838cc 7f7fffff 80000000 3f800019 473d0fd4 80000003 7f7fffff a9b4d336 bf800016 40ba5aef 878897a8 7f7fffff ff7fffff
// + 3f7ffee6 406a79d8 c493b068 6f98c9a8 5518b0a7 bf7fffba c26c437e f7df4450 ff7fffff 5d757275 3f80001d 4841aef0 7f7fffff 7f7fffff 4d64e647 3f80002e
// + 47e5b692 7f7fffff 6857a84a ff7fffff 3f800017 caaee923 842d1f38 d64c1e54 e1954da1 bf7fffa6 4b87b091 ff7fffff ff7fffff d1a57b43 3f80001d 445a3fe3
// + 7f7fffff ff7fffff 86827d7b bf7fffb7 489f1d3b 6b3e894b d02a9565 5dbf7a3e bf7fffa6 41870535 ff7fffff ff7fffff 2d85e807 3f7fffb3 43fb875d 80000000
// + 61c29d35 a3f5b756 bf7fff89 45efb6d4 ff7fffff ff7fffff c3a91102 bf800034 cb727a85 00000004 ff23ad4e cd84f9d1 bf80005c 4aa20ec5 92d5c551 ff7fffff
// + 00000000 bf800050 485b7c42 0607b595 ff7fffff 7fffffff bf7fffe0 4212328b 00000000 e0058d0d e491821c 3f800012 cb8a8084 00000000 de1b811e ff7fffff
// + 3f7fffea 491f46c2 9c5bd14b efc468e3 d945c5d8 bf800030 c21e5ccd 7d0b1f9f ff7fffff 5a3f2e2e 3f7fffa3 448dfd42 98ed85af ff7fffff 19413188 3f7fff74
// + ca2bf24d 179533dc 71ebd8f5 4acf4c90 bf7ffff2 c97e6a0e 7f7fffff ff7fffff c533dfef 3f800001 c6601c52 80000000 ff7fffff 3f7352d3 bf800013 cb7a7968
// + 7f7fffff 7f7fffff 154feb81 3f800002 3ea5ff29 80000000 65f8b081 c6ea6929 3f7ffffb 423d39be 84ec7b2c 4ed69706 00000b01 bf800008 bf836e93 80000000
// + 5541f0c7 ff7fffff 3f7fffe5 c3f1c8d8 65a46fd5 7f7fffff a76cf85e bf800015 c667b14e 00000000 ff7fffff 658ad4f6 3f7fff0d 400fc6e0 00612e39 7f7fffff
// + 4ced8b3a bf800001 cc8e63a6 4201e775 ff7fffff 699406fa bf7fffb7 462ce715 00000000 fc268801 0bcbd95e bf7fffc0 4bbbbbf2 7f7fffff ff7fffff b1dc1cb5
// @data r_zero_ftz f32 from r_zero 8:00000000 9:7f800000 17:00000000 34:7f800000 35:00000000 74:7f800000 79:7f800000 88:80000000 89:7f800000 119:ff800000 129:ff800000 134:ff800000
// + 139:ff800000 144:7f800000 153:00000000 154:ff800000 174:ff800000 209:7f800000 212:00000000 220:00000000 238:00000000 249:ff800000 254:ff800000
// @data r_negative_inf f32 c04d873d bf7fff45 463abd85 7f7fffff ff800000 83f9929a bf7fff69 bf31a9f6 00304d67 5a9a7bf2 2892479e bf800015 c90342a3 80000001 ff800000 7f7fffff
// + 3f80004f 3e2f80a1 35394a0a ff800000 ff800000 3f800036 c3af65e7 e5b4756d cbefd593 5ae64030 bf800048 4665f67f 5e1b16de 461bbbf7 b862515d 3f7ffe4f
// + ca32bf4f 150cd6ed 4788fd41 00000453 3f800022 4c6c922d 80000001 7f7fffff 7934a861 bf7fffe3 43a611a4 3abb7ea4 ce12cbf4 da4491a5 bf7fff19 c65cfba7
// + 66acd984 f39421ad a5fa6cfe 3f80003b 42b52034 80000001 e93e5d04 e9d31b63 bf7fff87 c73ab6e5 00000000 7f7fffff 1f3c89ce 3f800018 49628b4e 869eb8d9
// + 7f7fffff 7a4ac02c 3f800051 c522dbf3 36808adb ff800000 80000001 3f800013 cc4ab141 00000000 56815ab1 b9399619 bf800031 cb2341d8 ac408657 7f7fffff
// + 4887e85b bf7ffe9d 417ad322 c48838cd 7f7fffff 80000001 3f800019 473d0fd4 80000004 7f7fffff a9b4d337 bf800017 40ba5aef 878897a9 7f7fffff ff800000
// + 3f7ffee6 406a79d8 c493b069 6f98c9a8 5518b0a7 bf7fffbb c26c437f f7df4451 ff800000 5d757275 3f80001d 4841aef0 7f7fffff 7f7fffff 4d64e647 3f80002e
// + 47e5b692 7f7fffff 6857a84a ff800000 3f800017 caaee924 842d1f39 d64c1e55 e1954da2 bf7fffa7 4b87b091 ff800000 ff800000 d1a57b44 3f80001d 445a3fe3
// + 7f7fffff ff800000 86827d7c bf7fffb8 489f1d3b 6b3e894b d02a9566 5dbf7a3e bf7fffa7 41870535 ff800000 ff800000 2d85e807 3f7fffb3 43fb875d 80000001
// + 61c29d35 a3f5b757 bf7fff8a 45efb6d4 ff800000 ff800000 c3a91103 bf800035 cb727a86 00000004 ff23ad4f cd84f9d2 bf80005d 4aa20ec5 92d5c552 ff800000
// + 00000000 bf800051 485b7c42 0607b595 ff800000 7fffffff bf7fffe1 4212328b 00000000 e0058d0e e491821d 3f800012 cb8a8085 00000000 de1b811f ff800000
// + 3f7fffea 491f46c2 9c5bd14c efc468e4 d945c5d9 bf800031 c21e5cce 7d0b1f9f ff800000 5a3f2e2e 3f7fffa3 448dfd42 98ed85b0 ff800000 19413188 3f7fff74
// + ca2bf24e 179533dc 71ebd8f5 4acf4c90 bf7ffff3 c97e6a0f 7f7fffff ff800000 c533dff0 3f800001 c6601c53 80000001 ff800000 3f7352d3 bf800014 cb7a7969
// + 7f7fffff 7f7fffff 154feb81 3f800002 3ea5ff29 80000001 65f8b081 c6ea692a 3f7ffffb 423d39be 84ec7b2d 4ed69706 00000b01 bf800009 bf836e94 80000001
// + 5541f0c7 ff800000 3f7fffe5 c3f1c8d9 65a46fd5 7f7fffff a76cf85f bf800016 c667b14f 00000000 ff800000 658ad4f6 3f7fff0d 400fc6e0 00612e39 7f7fffff
// + 4ced8b3a bf800002 cc8e63a7 4201e775 ff800000 699406fa bf7fffb8 462ce715 00000000 fc268802 0bcbd95e bf7fffc1 4bbbbbf2 7f7fffff ff800000 b1dc1cb6
// @data r_negative_inf_ftz f32 from r_negative_inf 8:00000000 9:7f800000 13:80000000 17:00000000 34:7f800000 35:00000000 38:80000000 53:80000000 70:80000000 74:7f800000 79:7f800000 85:80000000
// + 88:80000000 89:7f800000 119:ff800000 134:ff800000 143:80000000 144:7f800000 153:00000000 154:ff800000 174:ff800000 203:80000000 209:7f800000 212:00000000
// + 213:80000000 220:00000000 223:80000000 238:00000000 249:ff800000
// @data r_positive_inf f32 c04d873c bf7fff44 463abd86 7f800000 ff7fffff 83f99299 bf7fff68 bf31a9f5 00304d68 5a9a7bf3 2892479f bf800014 c90342a2 80000000 ff7fffff 7f800000
// + 3f800050 3e2f80a2 35394a0b ff7fffff ff7fffff 3f800037 c3af65e6 e5b4756c cbefd592 5ae64031 bf800047 4665f680 5e1b16df 461bbbf8 b862515c 3f7ffe50
// + ca32bf4e 150cd6ee 4788fd42 00000454 3f800023 4c6c922e 80000000 7f800000 7934a862 bf7fffe2 43a611a5 3abb7ea5 ce12cbf3 da4491a4 bf7fff18 c65cfba6
// + 66acd985 f39421ac a5fa6cfd 3f80003c 42b52035 80000000 e93e5d03 e9d31b62 bf7fff86 c73ab6e4 00000001 7f800000 1f3c89cf 3f800019 49628b4f 869eb8d8
// + 7f800000 7a4ac02d 3f800052 c522dbf2 36808adc ff7fffff 80000000 3f800014 cc4ab140 00000001 56815ab2 b9399618 bf800030 cb2341d7 ac408656 7f800000
// + 4887e85c bf7ffe9c 417ad323 c48838cc 7f800000 80000000 3f80001a 473d0fd5 80000003 7f800000 a9b4d336 bf800016 40ba5af0 878897a8 7f800000 ff7fffff
// + 3f7ffee7 406a79d9 c493b068 6f98c9a9 5518b0a8 bf7fffba c26c437e f7df4450 ff7fffff 5d757276 3f80001e 4841aef1 7f800000 7f800000 4d64e648 3f80002f
// + 47e5b693 7f800000 6857a84b ff7fffff 3f800018 caaee923 842d1f38 d64c1e54 e1954da1 bf7fffa6 4b87b092 ff7fffff ff7fffff d1a57b43 3f80001e 445a3fe4
// + 7f800000 ff7fffff 86827d7b bf7fffb7 489f1d3c 6b3e894c d02a9565 5dbf7a3f bf7fffa6 41870536 ff7fffff ff7fffff 2d85e808 3f7fffb4 43fb875e 80000000
// + 61c29d36 a3f5b756 bf7fff89 45efb6d5 ff7fffff ff7fffff c3a91102 bf800034 cb727a85 00000005 ff23ad4e cd84f9d1 bf80005c 4aa20ec6 92d5c551 ff7fffff
// + 00000001 bf800050 485b7c43 0607b596 ff7fffff 7fffffff bf7fffe0 4212328c 00000001 e0058d0d e491821c 3f800013 cb8a8084 00000001 de1b811e ff7fffff
// + 3f7fffeb 491f46c3 9c5bd14b efc468e3 d945c5d8 bf800030 c21e5ccd 7d0b1fa0 ff7fffff 5a3f2e2f 3f7fffa4 448dfd43 98ed85af ff7fffff 19413189 3f7fff75
// + ca2bf24d 179533dd 71ebd8f6 4acf4c91 bf7ffff2 c97e6a0e 7f800000 ff7fffff c533dfef 3f800002 c6601c52 80000000 ff7fffff 3f7352d4 bf800013 cb7a7968
// + 7f800000 7f800000 154feb82 3f800003 3ea5ff2a 80000000 65f8b082 c6ea6929 3f7ffffc 423d39bf 84ec7b2c 4ed69707 00000b02 bf800008 bf836e93 80000000
// + 5541f0c8 ff7fffff 3f7fffe6 c3f1c8d8 65a46fd6 7f800000 a76cf85e bf800015 c667b14e 00000001 ff7fffff 658ad4f7 3f7fff0e 400fc6e1 00612e3a 7f800000
// + 4ced8b3b bf800001 cc8e63a6 4201e776 ff7fffff 699406fb bf7fffb7 462ce716 00000001 fc268801 0bcbd95f bf7fffc0 4bbbbbf3 7f800000 ff7fffff b1dc1cb5
// @data r_positive_inf_ftz f32 from r_positive_inf 8:00000000 9:7f800000 17:00000000 34:7f800000 35:00000000 58:00000000 73:00000000 74:7f800000 88:80000000 119:ff800000 129:ff800000 134:ff800000
// + 139:ff800000 144:7f800000 153:00000000 154:ff800000 160:00000000 168:00000000 173:00000000 174:ff800000 212:00000000 220:00000000 233:00000000 238:00000000
// + 248:00000000 249:ff800000 254:ff800000
// @data a_approx f32 6d4154e3 28073959 34327098 e5967356 ea445fea 229c3897 04919221 00a3883f ccd84368 95602c59 dffce174 d4fb3038 dfefc84b b9aecfdc 0028c393 3bb82bea
// + ebf3b8d9 6d03984f 5f083541 aa1270d5 d2c33e6d 0dbc8fe9 55cfa00c f538a9fc f2d43683 cfc6a52c 88831a4e 53927dc0 8c848f06 aca0a149 ab79f7fc 4b54daf9
// + a1aa9988 6d736905 4ded4d04 7cd892d1 b139e843 3e7ad44a 8fed77bd 9fb617f5 895dfa1a 943dd203 d41c3d84 b5dce70e d21f352b 05f023d3 f8706157 2abf7e26
// + d6262d85 1675145f 7af9f4ca ec8f7792 42ae8fe3 8b0aa03a 0ac30b46 23953242 c80ded4a f84ef5c3 71bf00df dd2f97a0 3c10fbcc f1be6a03 201d89fb 9bbcd7ce
// + 865fdbfe 871be7cc 4a67dc91 371dbacf 7d227416 df83bb03 3343fb35 c30ece74 d4ad9cc0 9a67de51 5c222142 830f60bc ef329444 ff465d0f 23b05849 e501b194
// + 6d51de31 509aa44f 270ab321 c2e166ca b15ea05e f80928f4 bf45e76e 9fe847f0 dc49b38e c767b0f0 b6035e0d 16f97cd0 261f915b eebbb375 6352c77b 6127b125
// + 89c772b1 d42992d7 6f1b5663 2a0ca150 ee62c798 607e1672 d1cf1bc1 a2144d7f 66a3dcbf 2152a06c c9e11eb2 724c0a1f cdc8e845 ccf75f82 b896825b ea44a06c
// + ecdc164b a2fc13c5 1f10c739 55fc4117 d618a114 6976489f 9214cf5e 7c668c40 6fdb2df8 b967e484 b6e9a20f a3d0ce16 d237612a 85746a76 db9f91f7 622fa453
// @data b_approx f32 ec70cee5 a80739bc 2d749ef7 9a74761a 0083142d de203e89 84919277 80eba327 e3bd3cf4 15602c35 5676997a 00f173e5 88c321fe b9aecf6f 00edd832 45fe74ae
// + 0193d447 903042ec 5f083507 25d5bc5a 2c8a7cb7 8149459e 3a66d81d 7538a995 ebec3d88 b123f2b0 81d78297 daa5b434 8c848fe6 21e60d79 d5e32e30 4b54dac0
// + 94b89c55 01c6f1f3 14282205 fcd892ea ad0f4a6b 432b3cd4 014f0f9e 04ed25ee 095dfae3 0d5be639 ace7668d 01bee197 6ba2c063 05f02363 f529dfe5 8100c26a
// + 2bc98434 967514d3 f32b5ace 80e5bf65 62ed05d9 8b0aa020 00dc6776 dc70a2d8 81c600a7 bd82a84d 71bf0065 578a01f6 45105f2e 00b9951d 201d89e3 0eee821c
// + 0c9a65ab 071be791 beb5c9dc ca51bbaa 74190053 5f83bbba 31480663 3e062fea 817975d6 9a67de23 545b8860 18cafc1b 6f329424 fe083f7e dba54076 81782416
// + 89466e77 509aa4f9 26176e8e 3dc35a2c 813a8222 e265f658 3f45e7a4 1cfbaf46 23e745d7 019dcb5f 980903f6 16f97c96 1d52e86e 90e16886 01fa6f17 533b8bb9
// + 89c77269 cbbcfa7c 10032de0 0126f002 00da2b70 607e1644 46978ff6 5d5b4c95 c48c7b50 a152a0b6 bdd45cb0 8d676870 01beb4db 3abf57da b8968238 e566a312
// + 94614a98 5bf7444d 9f10c762 4ccaed47 aa4d11a6 4b24a31c 1214cf92 7a5a8f82 914819b5 cb5daa0f b6e9a255 9f54844c 6dbf0df0 05746ae7 d52a6940 9d3940c9
// @data r_approx f32 c04d873c bf7fff45 463abd85 7f800000 ff800000 83f99299 bf7fff69 bf31a9f6 2892479e bf800015 c90342a3 ff800000 7f800000 3f800050 3e2f80a1 35394a0b
// + ff800000 ff800000 3f800037 c3af65e6 e5b4756d cbefd593 5ae64031 bf800047 4665f67f 5e1b16df 461bbbf7 b862515d 3f7ffe4f ca32bf4f 150cd6ee 3f800022
// + 4c6c922d 7f800000 7934a862 bf7fffe2 43a611a5 3abb7ea5 ce12cbf4 da4491a4 bf7fff18 c65cfba7 66acd984 f39421ad a5fa6cfd 3f80003c 42b52034 e93e5d03
// + e9d31b62 bf7fff87 c73ab6e4 7f800000 1f3c89cf 3f800018 49628b4f 869eb8d9 7f800000 7a4ac02c 3f800052 c522dbf2 36808adb ff800000 3f800013 cc4ab140
// + b9399619 bf800030 cb2341d8 ac408657 4887e85c bf7ffe9c 417ad323 c48838cd 7f800000 3f800019 473d0fd4 a9b4d337 bf800017 40ba5af0 878897a9 7f800000
// + ff800000 3f7ffee7 406a79d8 c493b068 6f98c9a8 5518b0a7 bf7fffba c26c437f f7df4451 ff800000 5d757275 3f80001e 4841aef0 7f800000 7f800000 4d64e648
// + 3f80002e 47e5b692 7f800000 6857a84b ff800000 3f800017 caaee924 842d1f38 e1954da2 bf7fffa6 4b87b091 ff800000 ff800000 d1a57b43 3f80001e 445a3fe3
// + 7f800000 86827d7b bf7fffb8 489f1d3c 6b3e894b 5dbf7a3e bf7fffa7 41870535 ff800000 2d85e807 3f7fffb3 43fb875e a3f5b756 bf7fff8a 45efb6d4 ff800000
// @data a_full f32 from a
// @data b_full f32 from b
// @data r_full f32 from r_nearest_even
// @data a_approx_ftz f32 from a_approx
// @data b_approx_ftz f32 from b_approx
// @data r_approx_ftz f32 from r_approx 14:00000000
// @data a_full_ftz f32 6d4154e3 28073959 34327098 e5967356 ea445fea 229c3897 04919221 00a3883f 1a9ccba2 ccd84368 95602c59 dffce174 d4fb3038 dfefc84b b9aecfdc 0028c393
// + 3bb82bea ebf3b8d9 6d03984f 5f083541 aa1270d5 d2c33e6d 0dbc8fe9 55cfa00c f538a9fc f2d43683 cfc6a52c 88831a4e 53927dc0 8c848f06 aca0a149 ab79f7fc
// + 084d0dc9 4b54daf9 a1aa9988 6d736905 4ded4d04 7cd892d1 b139e843 3e7ad44a 8fed77bd 9fb617f5 895dfa1a 943dd203 d41c3d84 b5dce70e d21f352b 05f023d3
// + f8706157 2abf7e26 d6262d85 1675145f 7af9f4ca ec8f7792 42ae8fe3 8b0aa03a 0ac30b46 23953242 c80ded4a f84ef5c3 71bf00df dd2f97a0 3c10fbcc f1be6a03
// + 201d89fb 9bbcd7ce 170d6a2d 865fdbfe 871be7cc 4a67dc91 371dbacf 533424f2 7d227416 df83bb03 3343fb35 c30ece74 d4ad9cc0 9a67de51 5c222142 46a94fdd
// + 830f60bc ef329444 ff465d0f 23b05849 e501b194 6d51de31 509aa44f 270ab321 c2e166ca b15ea05e f80928f4 bf45e76e 9fe847f0 dc49b38e c767b0f0 b6035e0d
// + 16f97cd0 261f915b eebbb375 6352c77b 6127b125 89c772b1 d42992d7 6f1b5663 2a0ca150 ee62c798 607e1672 d1cf1bc1 a2144d7f 93c39f31 66a3dcbf 2152a06c
// + c9e11eb2 724c0a1f cdc8e845 ccf75f82 b896825b ea44a06c ecdc164b 457ebb14 a2fc13c5 1f10c739 55fc4117 d618a114 10cec5d8 6976489f 9214cf5e 7c668c40
// @data b_full_ftz f32 ec70cee5 a80739bc 2d749ef7 9a74761a 0083142d de203e89 84919277 80eba327 00207a90 e3bd3cf4 15602c35 5676997a 00f173e5 88c321fe b9aecf6f 00edd832
// + 45fe74ae 0193d447 903042ec 5f083507 25d5bc5a 2c8a7cb7 8149459e 3a66d81d 7538a995 ebec3d88 b123f2b0 81d78297 daa5b434 8c848fe6 21e60d79 d5e32e30
// + 005fcc90 4b54dac0 94b89c55 01c6f1f3 14282205 fcd892ea ad0f4a6b 432b3cd4 014f0f9e 04ed25ee 095dfae3 0d5be639 ace7668d 01bee197 6ba2c063 05f02363
// + f529dfe5 8100c26a 2bc98434 967514d3 f32b5ace 80e5bf65 62ed05d9 8b0aa020 00dc6776 dc70a2d8 81c600a7 bd82a84d 71bf0065 578a01f6 45105f2e 00b9951d
// + 201d89e3 0eee821c 0045f794 0c9a65ab 071be791 beb5c9dc ca51bbaa 002c4320 74190053 5f83bbba 31480663 3e062fea 817975d6 9a67de23 545b8860 0013026c
// + 18cafc1b 6f329424 fe083f7e dba54076 81782416 89466e77 509aa4f9 26176e8e 3dc35a2c 813a8222 e265f658 3f45e7a4 1cfbaf46 23e745d7 019dcb5f 980903f6
// + 16f97c96 1d52e86e 90e16886 01fa6f17 533b8bb9 89c77269 cbbcfa7c 10032de0 0126f002 00da2b70 607e1644 46978ff6 5d5b4c95 0000f558 c48c7b50 a152a0b6
// + bdd45cb0 8d676870 01beb4db 3abf57da b8968238 e566a312 94614a98 80753884 5bf7444d 9f10c762 4ccaed47 aa4d11a6 804d93dc 4b24a31c 1214cf92 7a5a8f82
// @data r_full_ftz f32 c04d873c bf7fff45 463abd85 7f800000 ff800000 83f99299 bf7fff69 bf31a9f6 7f800000 2892479e bf800015 c90342a3 ff800000 7f800000 3f800050 00000000
// + 35394a0b ff800000 ff800000 3f800037 c3af65e6 e5b4756d cbefd593 5ae64031 bf800047 4665f67f 5e1b16df 461bbbf7 b862515d 3f7ffe4f ca32bf4f 150cd6ee
// + 7f800000 3f800022 4c6c922d 7f800000 7934a862 bf7fffe2 43a611a5 3abb7ea5 ce12cbf4 da4491a4 bf7fff18 c65cfba7 66acd984 f39421ad a5fa6cfd 3f80003c
// + 42b52034 e93e5d03 e9d31b62 bf7fff87 c73ab6e4 7f800000 1f3c89cf 3f800018 49628b4f 869eb8d9 7f800000 7a4ac02c 3f800052 c522dbf2 36808adb ff800000
// + 3f800013 cc4ab140 7f800000 b9399619 bf800030 cb2341d8 ac408657 7f800000 4887e85c bf7ffe9c 417ad323 c48838cd 7f800000 3f800019 473d0fd4 7f800000
// + a9b4d337 bf800017 40ba5af0 878897a9 7f800000 ff800000 3f7ffee7 406a79d8 c493b068 6f98c9a8 5518b0a7 bf7fffba c26c437f f7df4451 ff800000 5d757275
// + 3f80001e 4841aef0 7f800000 7f800000 4d64e648 3f80002e 47e5b692 7f800000 6857a84b ff800000 3f800017 caaee924 842d1f38 ff800000 e1954da2 bf7fffa6
// + 4b87b091 ff800000 ff800000 d1a57b43 3f80001e 445a3fe3 7f800000 ff800000 86827d7b bf7fffb8 489f1d3c 6b3e894b ff800000 5dbf7a3e bf7fffa7 41870535
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run nearest_even_ftz entry=divf_nearest_even_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even_ftz prov=ftz
// @run zero entry=divf_zero grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run zero_ftz entry=divf_zero_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero_ftz prov=ftz
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run negative_inf_ftz entry=divf_negative_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf_ftz prov=ftz
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
// @run positive_inf_ftz entry=divf_positive_inf_ftz grid=1
// @arg buf f32 a
// @arg buf f32 b
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf_ftz prov=ftz
// @run approx entry=divf_approx grid=1
// @arg buf f32 a_approx
// @arg buf f32 b_approx
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_approx prov=softfloat tol=ulp:2 ref=approx
// @run full entry=divf_full grid=1
// @arg buf f32 a_full
// @arg buf f32 b_full
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_full prov=softfloat tol=ulp:2 ref=cr
// @run approx_ftz entry=divf_approx_ftz grid=1
// @arg buf f32 a_approx_ftz
// @arg buf f32 b_approx_ftz
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_approx_ftz prov=ftz tol=ulp:2 ref=approx
// @run full_ftz entry=divf_full_ftz grid=1
// @arg buf f32 a_full_ftz
// @arg buf f32 b_full_ftz
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_full_ftz prov=ftz tol=ulp:2 ref=cr
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_nearest_even_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<zero> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<zero> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<negative_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<positive_inf> flush_to_zero : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_approx(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = divf %x0, %x1 rounding<approx> : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_full(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = divf %x0, %x1 rounding<full> : tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_approx_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = divf %x0, %x1 rounding<approx> flush_to_zero : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_full_ftz(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = divf %x0, %x1 rounding<full> flush_to_zero : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
