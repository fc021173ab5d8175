// @conformance 1
// @tier ci
// @family convert
// ftof from f32 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 00000001 00400000 007fffff 00800000 00800001 017fffff 056ed592 0bd2bd22 13914ea9 17c9059d 18a422c9 18c627b7 19d28f7a 1e098748 24a2289c
// + 2603222e 264d2b12 29b3780b 2fc7e867 337fffff 33800000 33800001 33fafefa 33ffffff 34c66fa3 39c7cf45 3a8633f3 3b31c12a 3d80d58b 3dd8f6cb 3dfa2e6c
// + 3e0c31ef 3e4594d1 3e5b5a24 3e800000 3ee28405 3ef7aebd 3efc8903 3f000000 3f400000 3f65dc3d 3f6b5104 3f729855 3f7f2b78 3f7fffff 3f800000 3f800001
// + 3f8ab3f0 3fa00000 3fa16994 3fa2ab76 3faba25e 3fc00000 3fcb5699 3fcbda1f 3fe00000 3fffffff 40000000 40135ec3 40200000 40217bb5 40400000 40600000
// + 4066b3a7 40851a63 40a00000 40a113aa 40a3023a 40bb91de 40c3997b 40db5ee3 40e00000 40f6b1da 41072dc4 4130f8cc 4135e085 414652f9 414d0b98 41644dcc
// + 4166f2c7 416d6cc2 41d00ec4 41e959fe 43e00000 43e80000 43f00000 44466c2e 472fd77e 47600000 47700000 47800000 47f8be08 4a51ab17 4f52b50b 51cc9d53
// + 583343d8 5aeb20f0 645cfe37 68813cad 68e38b64 6c76be39 6fc15af9 6fece320 72a75c54 7bcb59d2 7be687d7 7c16a246 7d9e5ec4 7effffff 7f000000 7f7fffff
// + 7f800000 7f800001 7fc00000 80000000 80000001 80800000 89514e1b 8b904a13 8d9f79da 8fa82bde 9540749a 98053ae3 9bd08f85 a0fae91a a6fc9132 bd477231
// + bd58226d be649a79 be800000 be82baf5 be885743 be9a9fb8 bf1a602e bf3cbe76 bf400000 bf5e833a bf7f46ef bf800000 bfa00000 bfb0a0bf bfb22771 bfe00000
// + bfebe3de bfee7af0 bff2d5d4 c00327f7 c0046b1a c0200000 c029a9a8 c0434021 c0600000 c0a00000 c0befe6f c0bfaeb8 c0c73337 c0d2cba1 c0e00000 c0ef488d
// + c0fd4172 c1058958 c138c92f c159971c c1a98ebc c3e00000 c3e80000 c3f00000 c7600000 c7700000 c7800000 cb9fecef d068560d d5fd8908 da23b90d def33fc4
// + e080b897 e0f64f08 e42b4274 ede3659d f5c4e52b fa74e992 ff7fffff ff800000 ff91c193 ff98e98a ffc00005 ffdab1ed 00000000 00000001 00400000 007fffff
// + 00800000 00800001 017fffff 056ed592 0bd2bd22 13914ea9 17c9059d 18a422c9 18c627b7 19d28f7a 1e098748 24a2289c 2603222e 264d2b12 29b3780b 2fc7e867
// + 337fffff 33800000 33800001 33fafefa 33ffffff 34c66fa3 39c7cf45 3a8633f3 3b31c12a 3d80d58b 3dd8f6cb 3dfa2e6c 3e0c31ef 3e4594d1 3e5b5a24 3e800000
// + 3ee28405 3ef7aebd 3efc8903 3f000000 3f400000 3f65dc3d 3f6b5104 3f729855 3f7f2b78 3f7fffff 3f800000 3f800001 3f8ab3f0 3fa00000 3fa16994 3fa2ab76
// + 3faba25e 3fc00000 3fcb5699 3fcbda1f 3fe00000 3fffffff 40000000 40135ec3 40200000 40217bb5 40400000 40600000 4066b3a7 40851a63 40a00000 40a113aa
// @data r_f16_nearest_even f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0002
// + 0002 0006 0e3e 1432 198e 2c07 2ec8 2fd1 3062 322d 32db 3400 3714 37bd 37e4 3800 3a00 3b2f 3b5b 3b95 3bf9 3c00 3c00 3c00
// + 3c56 3d00 3d0b 3d15 3d5d 3e00 3e5b 3e5f 3f00 4000 4000 409b 4100 410c 4200 4300 4336 4429 4500 4509 4518 45dd 461d 46db
// + 4700 47b6 4839 4988 49af 4a33 4a68 4b22 4b38 4b6b 4e80 4f4b 5f00 5f40 5f80 6233 797f 7b00 7b80 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7fff 7fff 8000 8000 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 aa3c aac1 b325 b400 b416 b443 b4d5 b8d3 b9e6 ba00 baf4 bbfa bc00 bd00 bd85 bd91 bf00
// + bf5f bf74 bf97 c019 c023 c100 c14d c21a c300 c500 c5f8 c5fd c63a c696 c700 c77a c7ea c82c c9c6 cacd cd4c df00 df40 df80
// + fb00 fb80 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 7fff 7fff 7fff 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0002 0002 0006 0e3e 1432
// + 198e 2c07 2ec8 2fd1 3062 322d 32db 3400 3714 37bd 37e4 3800 3a00 3b2f 3b5b 3b95 3bf9 3c00 3c00 3c00 3c56 3d00 3d0b 3d15
// + 3d5d 3e00 3e5b 3e5f 3f00 4000 4000 409b 4100 410c 4200 4300 4336 4429 4500 4509
// @data r_f16_zero f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001
// + 0001 0006 0e3e 1431 198e 2c06 2ec7 2fd1 3061 322c 32da 3400 3714 37bd 37e4 3800 3a00 3b2e 3b5a 3b94 3bf9 3bff 3c00 3c00
// + 3c55 3d00 3d0b 3d15 3d5d 3e00 3e5a 3e5e 3f00 3fff 4000 409a 4100 410b 4200 4300 4335 4428 4500 4508 4518 45dc 461c 46da
// + 4700 47b5 4839 4987 49af 4a32 4a68 4b22 4b37 4b6b 4e80 4f4a 5f00 5f40 5f80 6233 797e 7b00 7b80 7bff 7bff 7bff 7bff 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7c00 7fff 7fff 8000 8000 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 aa3b aac1 b324 b400 b415 b442 b4d4 b8d3 b9e5 ba00 baf4 bbfa bc00 bd00 bd85 bd91 bf00
// + bf5f bf73 bf96 c019 c023 c100 c14d c21a c300 c500 c5f7 c5fd c639 c696 c700 c77a c7ea c82c c9c6 cacc cd4c df00 df40 df80
// + fb00 fb80 fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fc00 7fff 7fff 7fff 7fff 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0006 0e3e 1431
// + 198e 2c06 2ec7 2fd1 3061 322c 32da 3400 3714 37bd 37e4 3800 3a00 3b2e 3b5a 3b94 3bf9 3bff 3c00 3c00 3c55 3d00 3d0b 3d15
// + 3d5d 3e00 3e5a 3e5e 3f00 3fff 4000 409a 4100 410b 4200 4300 4335 4428 4500 4508
// @data r_bf16_nearest_even bf16 0000 0000 0040 0080 0080 0080 0180 056f 0bd3 1391 17c9 18a4 18c6 19d3 1e0a 24a2 2603 264d 29b3 2fc8 3380 3380 3380 33fb
// + 3400 34c6 39c8 3a86 3b32 3d81 3dd9 3dfa 3e0c 3e46 3e5b 3e80 3ee3 3ef8 3efd 3f00 3f40 3f66 3f6b 3f73 3f7f 3f80 3f80 3f80
// + 3f8b 3fa0 3fa1 3fa3 3fac 3fc0 3fcb 3fcc 3fe0 4000 4000 4013 4020 4021 4040 4060 4067 4085 40a0 40a1 40a3 40bc 40c4 40db
// + 40e0 40f7 4107 4131 4136 4146 414d 4164 4167 416d 41d0 41e9 43e0 43e8 43f0 4446 4730 4760 4770 4780 47f9 4a52 4f53 51cd
// + 5833 5aeb 645d 6881 68e4 6c77 6fc1 6fed 72a7 7bcb 7be7 7c17 7d9e 7f00 7f00 7f80 7f80 7fff 7fff 8000 8000 8080 8951 8b90
// + 8d9f 8fa8 9540 9805 9bd1 a0fb a6fd bd47 bd58 be65 be80 be83 be88 be9b bf1a bf3d bf40 bf5f bf7f bf80 bfa0 bfb1 bfb2 bfe0
// + bfec bfee bff3 c003 c004 c020 c02a c043 c060 c0a0 c0bf c0c0 c0c7 c0d3 c0e0 c0ef c0fd c106 c139 c15a c1aa c3e0 c3e8 c3f0
// + c760 c770 c780 cba0 d068 d5fe da24 def3 e081 e0f6 e42b ede3 f5c5 fa75 ff80 ff80 7fff 7fff 7fff 7fff 0000 0000 0040 0080
// + 0080 0080 0180 056f 0bd3 1391 17c9 18a4 18c6 19d3 1e0a 24a2 2603 264d 29b3 2fc8 3380 3380 3380 33fb 3400 34c6 39c8 3a86
// + 3b32 3d81 3dd9 3dfa 3e0c 3e46 3e5b 3e80 3ee3 3ef8 3efd 3f00 3f40 3f66 3f6b 3f73 3f7f 3f80 3f80 3f80 3f8b 3fa0 3fa1 3fa3
// + 3fac 3fc0 3fcb 3fcc 3fe0 4000 4000 4013 4020 4021 4040 4060 4067 4085 40a0 40a1
// @data r_bf16_zero bf16 0000 0000 0040 007f 0080 0080 017f 056e 0bd2 1391 17c9 18a4 18c6 19d2 1e09 24a2 2603 264d 29b3 2fc7 337f 3380 3380 33fa
// + 33ff 34c6 39c7 3a86 3b31 3d80 3dd8 3dfa 3e0c 3e45 3e5b 3e80 3ee2 3ef7 3efc 3f00 3f40 3f65 3f6b 3f72 3f7f 3f7f 3f80 3f80
// + 3f8a 3fa0 3fa1 3fa2 3fab 3fc0 3fcb 3fcb 3fe0 3fff 4000 4013 4020 4021 4040 4060 4066 4085 40a0 40a1 40a3 40bb 40c3 40db
// + 40e0 40f6 4107 4130 4135 4146 414d 4164 4166 416d 41d0 41e9 43e0 43e8 43f0 4446 472f 4760 4770 4780 47f8 4a51 4f52 51cc
// + 5833 5aeb 645c 6881 68e3 6c76 6fc1 6fec 72a7 7bcb 7be6 7c16 7d9e 7eff 7f00 7f7f 7f80 7fff 7fff 8000 8000 8080 8951 8b90
// + 8d9f 8fa8 9540 9805 9bd0 a0fa a6fc bd47 bd58 be64 be80 be82 be88 be9a bf1a bf3c bf40 bf5e bf7f bf80 bfa0 bfb0 bfb2 bfe0
// + bfeb bfee bff2 c003 c004 c020 c029 c043 c060 c0a0 c0be c0bf c0c7 c0d2 c0e0 c0ef c0fd c105 c138 c159 c1a9 c3e0 c3e8 c3f0
// + c760 c770 c780 cb9f d068 d5fd da23 def3 e080 e0f6 e42b ede3 f5c4 fa74 ff7f ff80 7fff 7fff 7fff 7fff 0000 0000 0040 007f
// + 0080 0080 017f 056e 0bd2 1391 17c9 18a4 18c6 19d2 1e09 24a2 2603 264d 29b3 2fc7 337f 3380 3380 33fa 33ff 34c6 39c7 3a86
// + 3b31 3d80 3dd8 3dfa 3e0c 3e45 3e5b 3e80 3ee2 3ef7 3efc 3f00 3f40 3f65 3f6b 3f72 3f7f 3f7f 3f80 3f80 3f8a 3fa0 3fa1 3fa2
// + 3fab 3fc0 3fcb 3fcb 3fe0 3fff 4000 4013 4020 4021 4040 4060 4066 4085 40a0 40a1
// @data r_f64_nearest_even f64 0000000000000000 36a0000000000000 3800000000000000 380fffffc0000000 3810000000000000 3810000020000000 382fffffe0000000 38addab240000000
// + 397a57a440000000 3a7229d520000000 3af920b3a0000000 3b14845920000000 3b18c4f6e0000000 3b3a51ef40000000 3bc130e900000000 3c94451380000000
// + 3cc06445c0000000 3cc9a56240000000 3d366f0160000000 3df8fd0ce0000000 3e6fffffe0000000 3e70000000000000 3e70000020000000 3e7f5fdf40000000
// + 3e7fffffe0000000 3e98cdf460000000 3f38f9e8a0000000 3f50c67e60000000 3f66382540000000 3fb01ab160000000 3fbb1ed960000000 3fbf45cd80000000
// + 3fc1863de0000000 3fc8b29a20000000 3fcb6b4480000000 3fd0000000000000 3fdc5080a0000000 3fdef5d7a0000000 3fdf912060000000 3fe0000000000000
// + 3fe8000000000000 3fecbb87a0000000 3fed6a2080000000 3fee530aa0000000 3fefe56f00000000 3fefffffe0000000 3ff0000000000000 3ff0000020000000
// + 3ff1567e00000000 3ff4000000000000 3ff42d3280000000 3ff4556ec0000000 3ff5744bc0000000 3ff8000000000000 3ff96ad320000000 3ff97b43e0000000
// + 3ffc000000000000 3fffffffe0000000 4000000000000000 40026bd860000000 4004000000000000 40042f76a0000000 4008000000000000 400c000000000000
// + 400cd674e0000000 4010a34c60000000 4014000000000000 4014227540000000 4014604740000000 4017723bc0000000 4018732f60000000 401b6bdc60000000
// + 401c000000000000 401ed63b40000000 4020e5b880000000 40261f1980000000 4026bc10a0000000 4028ca5f20000000 4029a17300000000 402c89b980000000
// + 402cde58e0000000 402dad9840000000 403a01d880000000 403d2b3fc0000000 407c000000000000 407d000000000000 407e000000000000 4088cd85c0000000
// + 40e5faefc0000000 40ec000000000000 40ee000000000000 40f0000000000000 40ff17c100000000 414a3562e0000000 41ea56a160000000 423993aa60000000
// + 4306687b00000000 435d641e00000000 448b9fc6e0000000 45102795a0000000 451c716c80000000 458ed7c720000000 45f82b5f20000000 45fd9c6400000000
// + 4654eb8a80000000 47796b3a40000000 477cd0fae0000000 4782d448c0000000 47b3cbd880000000 47dfffffe0000000 47e0000000000000 47efffffe0000000
// + 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 8000000000000000 b6a0000000000000 b810000000000000 b92a29c360000000 b972094260000000
// + b9b3ef3b40000000 b9f5057bc0000000 baa80e9340000000 bb00a75c60000000 bb7a11f0a0000000 bc1f5d2340000000 bcdf922640000000 bfa8ee4620000000
// + bfab044da0000000 bfcc934f20000000 bfd0000000000000 bfd0575ea0000000 bfd10ae860000000 bfd353f700000000 bfe34c05c0000000 bfe797cec0000000
// + bfe8000000000000 bfebd06740000000 bfefe8dde0000000 bff0000000000000 bff4000000000000 bff61417e0000000 bff644ee20000000 bffc000000000000
// + bffd7c7bc0000000 bffdcf5e00000000 bffe5aba80000000 c00064fee0000000 c0008d6340000000 c004000000000000 c005353500000000 c008680420000000
// + c00c000000000000 c014000000000000 c017dfcde0000000 c017f5d700000000 c018e666e0000000 c01a597420000000 c01c000000000000 c01de911a0000000
// + c01fa82e40000000 c020b12b00000000 c0271925e0000000 c02b32e380000000 c03531d780000000 c07c000000000000 c07d000000000000 c07e000000000000
// + c0ec000000000000 c0ee000000000000 c0f0000000000000 c173fd9de0000000 c20d0ac1a0000000 c2bfb12100000000 c3447721a0000000 c3de67f880000000
// + c4101712e0000000 c41ec9e100000000 c485684e80000000 c5bc6cb3a0000000 c6b89ca560000000 c74e9d3240000000 c7efffffe0000000 fff0000000000000
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 0000000000000000 36a0000000000000 3800000000000000 380fffffc0000000
// + 3810000000000000 3810000020000000 382fffffe0000000 38addab240000000 397a57a440000000 3a7229d520000000 3af920b3a0000000 3b14845920000000
// + 3b18c4f6e0000000 3b3a51ef40000000 3bc130e900000000 3c94451380000000 3cc06445c0000000 3cc9a56240000000 3d366f0160000000 3df8fd0ce0000000
// + 3e6fffffe0000000 3e70000000000000 3e70000020000000 3e7f5fdf40000000 3e7fffffe0000000 3e98cdf460000000 3f38f9e8a0000000 3f50c67e60000000
// + 3f66382540000000 3fb01ab160000000 3fbb1ed960000000 3fbf45cd80000000 3fc1863de0000000 3fc8b29a20000000 3fcb6b4480000000 3fd0000000000000
// + 3fdc5080a0000000 3fdef5d7a0000000 3fdf912060000000 3fe0000000000000 3fe8000000000000 3fecbb87a0000000 3fed6a2080000000 3fee530aa0000000
// + 3fefe56f00000000 3fefffffe0000000 3ff0000000000000 3ff0000020000000 3ff1567e00000000 3ff4000000000000 3ff42d3280000000 3ff4556ec0000000
// + 3ff5744bc0000000 3ff8000000000000 3ff96ad320000000 3ff97b43e0000000 3ffc000000000000 3fffffffe0000000 4000000000000000 40026bd860000000
// + 4004000000000000 40042f76a0000000 4008000000000000 400c000000000000 400cd674e0000000 4010a34c60000000 4014000000000000 4014227540000000
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00000000 00000000 00400000 00800000 00800000 00800000 01800000 056ee000 0bd2c000 13914000 17c90000 18a42000 18c62000 19d28000 1e098000 24a22000
// + 26032000 264d2000 29b38000 2fc7e000 33800000 33800000 33800000 33fb0000 34000000 34c66000 39c7c000 3a864000 3b31c000 3d80e000 3dd90000 3dfa2000
// + 3e0c4000 3e45a000 3e5b6000 3e800000 3ee28000 3ef7a000 3efc8000 3f000000 3f400000 3f65e000 3f6b6000 3f72a000 3f7f2000 3f800000 3f800000 3f800000
// + 3f8ac000 3fa00000 3fa16000 3fa2a000 3faba000 3fc00000 3fcb6000 3fcbe000 3fe00000 40000000 40000000 40136000 40200000 40218000 40400000 40600000
// + 4066c000 40852000 40a00000 40a12000 40a30000 40bba000 40c3a000 40db6000 40e00000 40f6c000 41072000 41310000 4135e000 41466000 414d0000 41644000
// + 41670000 416d6000 41d00000 41e96000 43e00000 43e80000 43f00000 44466000 472fe000 47600000 47700000 47800000 47f8c000 4a51a000 4f52c000 51cca000
// + 58334000 5aeb2000 645d0000 68814000 68e38000 6c76c000 6fc16000 6fece000 72a76000 7bcb6000 7be68000 7c16a000 7d9e6000 7f000000 7f000000 7f800000
// + 7f800000 7fffe000 7fffe000 80000000 80000000 80800000 89514000 8b904000 8d9f8000 8fa82000 95408000 98054000 9bd08000 a0fae000 a6fca000 bd478000
// + bd582000 be64a000 be800000 be82c000 be886000 be9aa000 bf1a6000 bf3cc000 bf400000 bf5e8000 bf7f4000 bf800000 bfa00000 bfb0a000 bfb22000 bfe00000
// + bfebe000 bfee8000 bff2e000 c0032000 c0046000 c0200000 c029a000 c0434000 c0600000 c0a00000 c0bf0000 c0bfa000 c0c74000 c0d2c000 c0e00000 c0ef4000
// + c0fd4000 c1058000 c138c000 c159a000 c1a98000 c3e00000 c3e80000 c3f00000 c7600000 c7700000 c7800000 cb9fe000 d0686000 d5fd8000 da23c000 def34000
// + e080c000 e0f64000 e42b4000 ede36000 f5c4e000 fa74e000 ff800000 ff800000 7fffe000 7fffe000 7fffe000 7fffe000 00000000 00000000 00400000 00800000
// + 00800000 00800000 01800000 056ee000 0bd2c000 13914000 17c90000 18a42000 18c62000 19d28000 1e098000 24a22000 26032000 264d2000 29b38000 2fc7e000
// + 33800000 33800000 33800000 33fb0000 34000000 34c66000 39c7c000 3a864000 3b31c000 3d80e000 3dd90000 3dfa2000 3e0c4000 3e45a000 3e5b6000 3e800000
// + 3ee28000 3ef7a000 3efc8000 3f000000 3f400000 3f65e000 3f6b6000 3f72a000 3f7f2000 3f800000 3f800000 3f800000 3f8ac000 3fa00000 3fa16000 3fa2a000
// + 3faba000 3fc00000 3fcb6000 3fcbe000 3fe00000 40000000 40000000 40136000 40200000 40218000 40400000 40600000 4066c000 40852000 40a00000 40a12000
// @data r_tf32_zero tf32 00000000 00000000 00400000 007fe000 00800000 00800000 017fe000 056ec000 0bd2a000 13914000 17c90000 18a42000 18c62000 19d28000 1e098000 24a22000
// + 26032000 264d2000 29b36000 2fc7e000 337fe000 33800000 33800000 33fae000 33ffe000 34c66000 39c7c000 3a862000 3b31c000 3d80c000 3dd8e000 3dfa2000
// + 3e0c2000 3e458000 3e5b4000 3e800000 3ee28000 3ef7a000 3efc8000 3f000000 3f400000 3f65c000 3f6b4000 3f728000 3f7f2000 3f7fe000 3f800000 3f800000
// + 3f8aa000 3fa00000 3fa16000 3fa2a000 3faba000 3fc00000 3fcb4000 3fcbc000 3fe00000 3fffe000 40000000 40134000 40200000 40216000 40400000 40600000
// + 4066a000 40850000 40a00000 40a10000 40a30000 40bb8000 40c38000 40db4000 40e00000 40f6a000 41072000 4130e000 4135e000 41464000 414d0000 41644000
// + 4166e000 416d6000 41d00000 41e94000 43e00000 43e80000 43f00000 44466000 472fc000 47600000 47700000 47800000 47f8a000 4a51a000 4f52a000 51cc8000
// + 58334000 5aeb2000 645ce000 68812000 68e38000 6c76a000 6fc14000 6fece000 72a74000 7bcb4000 7be68000 7c16a000 7d9e4000 7effe000 7f000000 7f7fe000
// + 7f800000 7fffe000 7fffe000 80000000 80000000 80800000 89514000 8b904000 8d9f6000 8fa82000 95406000 98052000 9bd08000 a0fae000 a6fc8000 bd476000
// + bd582000 be648000 be800000 be82a000 be884000 be9a8000 bf1a6000 bf3ca000 bf400000 bf5e8000 bf7f4000 bf800000 bfa00000 bfb0a000 bfb22000 bfe00000
// + bfebe000 bfee6000 bff2c000 c0032000 c0046000 c0200000 c029a000 c0434000 c0600000 c0a00000 c0bee000 c0bfa000 c0c72000 c0d2c000 c0e00000 c0ef4000
// + c0fd4000 c1058000 c138c000 c1598000 c1a98000 c3e00000 c3e80000 c3f00000 c7600000 c7700000 c7800000 cb9fe000 d0684000 d5fd8000 da23a000 def32000
// + e080a000 e0f64000 e42b4000 ede36000 f5c4e000 fa74e000 ff7fe000 ff800000 7fffe000 7fffe000 7fffe000 7fffe000 00000000 00000000 00400000 007fe000
// + 00800000 00800000 017fe000 056ec000 0bd2a000 13914000 17c90000 18a42000 18c62000 19d28000 1e098000 24a22000 26032000 264d2000 29b36000 2fc7e000
// + 337fe000 33800000 33800000 33fae000 33ffe000 34c66000 39c7c000 3a862000 3b31c000 3d80c000 3dd8e000 3dfa2000 3e0c2000 3e458000 3e5b4000 3e800000
// + 3ee28000 3ef7a000 3efc8000 3f000000 3f400000 3f65c000 3f6b4000 3f728000 3f7f2000 3f7fe000 3f800000 3f800000 3f8aa000 3fa00000 3fa16000 3fa2a000
// + 3faba000 3fc00000 3fcb4000 3fcbc000 3fe00000 3fffe000 40000000 40134000 40200000 40216000 40400000 40600000 4066a000 40850000 40a00000 40a10000
// @data r_tf32_nearest_away tf32 from r_tf32_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 01 01 18 1e 20 21 24 26 28 2e 2f 30 30 34 36 37 37 38 38 38 38
// + 39 3a 3a 3a 3b 3c 3d 3d 3e 40 40 41 42 42 44 46 46 48 4a 4a 4a 4c 4c 4e
// + 4e 4f 50 53 53 54 55 56 56 57 5d 5f 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 80 80 80 80 80
// + 80 80 80 80 80 80 80 94 96 a6 a8 a8 a9 aa b2 b4 b4 b6 b8 b8 ba bb bb be
// + bf bf bf c0 c0 c2 c3 c4 c6 ca cc cc cc cd ce cf d0 d0 d4 d6 db fe fe fe
// + fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe 7f 7f 7f 7f 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01
// + 01 18 1e 20 21 24 26 28 2e 2f 30 30 34 36 37 37 38 38 38 38 39 3a 3a 3a
// + 3b 3c 3d 3d 3e 40 40 41 42 42 44 46 46 48 4a 4a
// @data r_f8E5M2_nearest_even f8E5M2 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 0e 14 1a 2c 2f 30 30 32 33 34 37 38 38 38 3a 3b 3b 3c 3c 3c 3c 3c
// + 3c 3d 3d 3d 3d 3e 3e 3e 3f 40 40 41 41 41 42 43 43 44 45 45 45 46 46 47
// + 47 48 48 4a 4a 4a 4a 4b 4b 4b 4f 4f 5f 5f 60 62 79 7b 7b 7b 7b 7b 7b 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7f 7f 80 80 80 80 80
// + 80 80 80 80 80 80 80 aa ab b3 b4 b4 b4 b5 b9 ba ba bb bc bc bd be be bf
// + bf bf c0 c0 c0 c1 c1 c2 c3 c5 c6 c6 c6 c7 c7 c7 c8 c8 ca cb cd df df e0
// + fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb fb 7f 7f 7f 7f 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 0e 14
// + 1a 2c 2f 30 30 32 33 34 37 38 38 38 3a 3b 3b 3c 3c 3c 3c 3c 3c 3d 3d 3d
// + 3d 3e 3e 3e 3f 40 40 41 41 41 42 43 43 44 45 45
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 00 00 00 01 01 02 0a 17 27 2f 31 31 33 3c 49 4c 4c 53 5f 66 67 67 67
// + 67 69 73 75 76 7b 7b 7b 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7e 7e 7e 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 81 81 81 81 81 81 81
// + 81 81 82 82 82 82 82 82 82 82 83 83 87 87 87 88 8e 8e 8e 8f 8f 94 9e a3
// + b0 b5 c8 d1 d1 d8 df df e5 f7 f7 f8 fb fd fe fe fe ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 00
// + 01 01 02 0a 17 27 2f 31 31 33 3c 49 4c 4c 53 5f 66 67 67 67 67 69 73 75
// + 76 7b 7b 7b 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 81 81 81
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 00 00 01 01 02 03 0b 18 28 30 32 32 34 3d 4a 4d 4d 54 60 67 67 68 68
// + 68 6a 74 76 77 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 80
// + 80 80 80 80 80 80 80 80 80 80 80 81 81 81 81 81 81 82 82 82 82 82 82 82
// + 82 82 83 83 83 83 83 83 83 83 84 84 88 88 88 89 8f 8f 8f 8f 90 95 9f a4
// + b1 b6 c9 d2 d2 d9 e0 e0 e6 f8 f8 f9 fc fe fe fe fe ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 01
// + 01 02 03 0b 18 28 30 32 32 34 3d 4a 4d 4d 54 60 67 67 68 68 68 6a 74 76
// + 77 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80
// + 80 80 80 80 80 80 80 81 81 81 81 81 81 82 82 82
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 2 2 2 2 2 2 2 2
// + 2 2 3 3 3 3 3 3 4 4 4 4 4 5 5 6 6 6 6 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 8 8 8 8 8
// + 8 8 8 8 8 8 8 8 8 8 8 9 9 9 9 9 a a a a a b b c
// + c c c c c c d d e e f f f f f f f f f f f f f f
// + f f f f f f f f f f f f f f f f 7 7 7 7 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 1 1 2 2 2 2 2 2 2 2 2 2 3 3
// + 3 3 3 3 4 4 4 4 4 5 5 6 6 6 6 7
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf f32 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf f32 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f32 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f32 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf f32 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf f32 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf f32 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf f32 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf f32 a
// @arg buf f64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f32 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f32 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run tf32_nearest_away entry=tf32_nearest_away grid=1
// @arg buf f32 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_away prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf f32 a
// @arg buf f8E4M3FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf f32 a
// @arg buf f8E5M2 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf f32 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf f32 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf f32 a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<f32>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<zero> : tile<256xf32> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f32>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<zero> : tile<256xf32> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<f32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<zero> : tile<256xf32> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<f32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf32> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<f32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf32> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<f32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf32> -> tile<256xf64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf64>, partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<zero> : tile<256xf32> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_away(%a0: tile<ptr<f32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<nearest_away> : tile<256xf32> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xf8E5M2>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<f32>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<zero> : tile<256xf32> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<f32>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf32> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<f32>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r = ftof %x0 : tile<256xf32> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
