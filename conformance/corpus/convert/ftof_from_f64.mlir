// @conformance 1
// @tier ci
// @family convert
// ftof from f64 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f64 0000000000000000 0000000000000001 0008000000000000 000fffffffffffff 0010000000000000 0010000000000001 002fffffffffffff 3734cccccccccccd
// + 37a4cccccccccccd 3804cccccccccccd 3814cccccccccccd 3c9fffffffffffff 3ca0000000000000 3ca0000000000001 3cafffffffffffff 3eb4cccccccccccd
// + 3f54cccccccccccd 3f64cccccccccccd 3f84cccccccccccd 3f94cccccccccccd 3fb31973f97b6857 3fb4406c446c7f4c 3fb51c7f7836b6ef 3fb51e6d4371db55
// + 3fb531e66a7bd74d 3fb6befa28220590 3fba97c8bfb9e018 3fbcad92ed993c80 3fc1359ac9a91a42 3fc202568d644b02 3fc3af2f0e288960 3fc44b22b94c4c7f
// + 3fc4cccccccccccd 3fc6c31abca42f0a 3fc7d195105a9f24 3fc7e826c01a5908 3fc99981e22ac6fe 3fcafb5f9f94d78a 3fcbc3ed105f9a9e 3fce4a98470a3add
// + 3fd0000000000000 3fd3481068fa8a3f 3fd4cccccccccccd 3fd51157e3c45f2e 3fe0000000000000 3fe0229a4f4fe4a3 3fe058cdb01c96cf 3fe07152260a9344
// + 3fe095cb8adffb45 3fe40b9c6fac3469 3fe4cccccccccccd 3fe5499dcac900d4 3fe71189ba7d87d8 3fe8000000000000 3feb4ab20d009b59 3fec88f63eb548c5
// + 3fef31eabae782b4 3fefffffffffffff 3ff0000000000000 3ff0000000000001 3ff0ffc0ee567357 3ff4000000000000 3ff514f7493ae4f8 3ff8000000000000
// + 3ff9f2aa4ad4a1d9 3ffc000000000000 3ffd305fb95821af 3ffff9df36f32429 3fffffffffffffff 4000000000000000 400223afc5bc47ea 4004000000000000
// + 4004cccccccccccd 40052b50fbbf06f3 4008000000000000 4008ace63d86d4a8 4009938ccdeff25c 400c000000000000 400cc3abef6d8970 400f88ace4383194
// + 4010025313a374be 4014000000000000 4017c456b2d74726 4018aa3799a57073 401a1a0d854491f4 401a3968efa826c4 401a7d8e91ed157f 401b4b4f9411b58d
// + 401c000000000000 401cd6d8b20f0556 401f01f9134fe201 402164d152222e56 4024cccccccccccd 40261c89b022e38c 402834c563b23f32 402bf0bf39e76afa
// + 4033dcb41543c94d 40396ab34c473936 403cc259107c2858 403e65f8dc0b9c64 4074cccccccccccd 407c000000000000 407d000000000000 407e000000000000
// + 4084cccccccccccd 40e4cccccccccccd 40ec000000000000 40ee000000000000 40f0000000000000 40f4cccccccccccd 4104cccccccccccd 47e4cccccccccccd
// + 7fdfffffffffffff 7fe0000000000000 7fefffffffffffff 7ff0000000000000 7ff0000000000001 7ff8000000000000 8000000000000000 8000000000000001
// + 8010000000000000 b734cccccccccccd b7a4cccccccccccd b804cccccccccccd b814cccccccccccd beb4cccccccccccd bf54cccccccccccd bf64cccccccccccd
// + bf84cccccccccccd bf94cccccccccccd bfb454047d077f10 bfb55a1a32338d68 bfb5b88ffdfac04a bfb8346f1dd388b6 bfb8f5984ec6c368 bfbbf67cafe04a50
// + bfbe2384c2a4eb53 bfbe45369f53c4a1 bfbeb1343ee537b4 bfc0d3259ff14f41 bfc29484dc06d247 bfc36e1dfd4a8243 bfc4cccccccccccd bfc9dca44a401756
// + bfcae6c381ae77e9 bfceda089eb2182d bfd0000000000000 bfd2ee7050f7c5d3 bfd4cccccccccccd bfd696dc400a4f66 bfd79a3ab4c1695f bfd9c0df945cd5c1
// + bfdad59eace8c0b1 bfe1492387279d54 bfe27bde6fdf90c0 bfe487697009e95e bfe4cccccccccccd bfe72df8b3608d33 bfe8000000000000 bfed2d6fec132679
// + bff0000000000000 bff4000000000000 bff86ac5eca56d3a bff89ad106b574a5 bff9271f64f59038 bffc000000000000 c0029e5064fd8aa6 c0034016fb9916ff
// + c004000000000000 c004cccccccccccd c00563ed83b5db2f c008351ab999488b c0097d5cc14aa1aa c009d53e06f9d3cf c00c000000000000 c00f025a29663145
// + c00fa8e7e2fd4181 c01186266fa53c3d c013893db05f148e c013ea6678a2a388 c014000000000000 c014f64e11e6963a c016f062f0383ec1 c01a3c1bb4040245
// + c01c000000000000 c020767fe4d19a46 c0229aa2fa4971f5 c024cccccccccccd c0259a9caa45ceeb c0261e0abe8c5c9d c026b6b31976aa8d c028a5844d341e02
// + c028dc06f0fb1a46 c02ceb61312867f5 c03aaad3361a81fa c03c344f3eb4e1d2 c03db2e9f90fbe26 c074cccccccccccd c07c000000000000 c07d000000000000
// + c07e000000000000 c084cccccccccccd c0e4cccccccccccd c0ec000000000000 c0ee000000000000 c0f0000000000000 c0f4cccccccccccd c104cccccccccccd
// + c7e4cccccccccccd ffefffffffffffff fff0000000000000 fff8000000000005 0000000000000000 0000000000000001 0008000000000000 000fffffffffffff
// + 0010000000000000 0010000000000001 002fffffffffffff 3734cccccccccccd 37a4cccccccccccd 3804cccccccccccd 3814cccccccccccd 3c9fffffffffffff
// + 3ca0000000000000 3ca0000000000001 3cafffffffffffff 3eb4cccccccccccd 3f54cccccccccccd 3f64cccccccccccd 3f84cccccccccccd 3f94cccccccccccd
// + 3fb31973f97b6857 3fb4406c446c7f4c 3fb51c7f7836b6ef 3fb51e6d4371db55 3fb531e66a7bd74d 3fb6befa28220590 3fba97c8bfb9e018 3fbcad92ed993c80
// + 3fc1359ac9a91a42 3fc202568d644b02 3fc3af2f0e288960 3fc44b22b94c4c7f 3fc4cccccccccccd 3fc6c31abca42f0a 3fc7d195105a9f24 3fc7e826c01a5908
// + 3fc99981e22ac6fe 3fcafb5f9f94d78a 3fcbc3ed105f9a9e 3fce4a98470a3add 3fd0000000000000 3fd3481068fa8a3f 3fd4cccccccccccd 3fd51157e3c45f2e
// @data r_f16_nearest_even f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0015 1533 1933 2133 2533 2cc6 2d10 2d47 2d48
// + 2d4c 2db0 2ea6 2f2b 304d 3081 30ec 3113 3133 31b1 31f4 31fa 3266 32bf 32f1 3393 3400 34d2 3533 3544 3800 3809 3816 381c
// + 3825 3903 3933 3952 39c4 3a00 3ad3 3b22 3bcc 3c00 3c00 3c00 3c40 3d00 3d45 3e00 3e7d 3f00 3f4c 3ffe 4000 4000 4089 4100
// + 4133 414b 4200 422b 4265 4300 4331 43e2 4401 4500 45f1 462b 4687 468e 469f 46d3 4700 4736 47c0 4859 4933 4987 4a0d 4afc
// + 4cf7 4e5b 4f31 4f99 5d33 5f00 5f40 5f80 6133 7933 7b00 7b80 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7fff 7fff 8000 8000
// + 8000 8000 8000 8000 8000 8015 9533 9933 a133 a533 ad15 ad57 ad6e ae0d ae3d aefe af89 af91 afac b035 b0a5 b0dc b133 b277
// + b2ba b3b7 b400 b4bc b533 b5a6 b5e7 b670 b6b5 b852 b89f b922 b933 b9cb ba00 bb4b bc00 bd00 be1b be27 be4a bf00 c0a8 c0d0
// + c100 c133 c159 c20d c25f c275 c300 c3c1 c3ea c462 c4e2 c4fb c500 c53e c5bc c68f c700 c81e c8a7 c933 c967 c988 c9ae ca29
// + ca37 cb3b ceab cf0d cf6d dd33 df00 df40 df80 e133 f933 fb00 fb80 fc00 fc00 fc00 fc00 fc00 fc00 7fff 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0015 1533 1933 2133 2533 2cc6 2d10 2d47 2d48 2d4c 2db0 2ea6 2f2b
// + 304d 3081 30ec 3113 3133 31b1 31f4 31fa 3266 32bf 32f1 3393 3400 34d2 3533 3544
// @data r_f16_zero f16 from r_f16_nearest_even 15:0014 23:2d47 25:2daf 26:2ea5 29:3080 30:30eb 31:3112 33:31b0 37:32be 38:32f0 39:3392 45:3808
// + 49:3902 54:3ad2 57:3bff 60:3c3f 64:3e7c 68:3fff 70:4088 73:414a 76:4264 78:4330 80:4400 83:462a
// + 84:4686 87:46d2 89:4735 97:4e5a 98:4f30 108:7bff 109:7bff 110:7bff 111:7bff 112:7bff 113:7bff 114:7bff
// + 125:8014 131:ad56 135:aefd 136:af88 139:b034 141:b0db 144:b2b9 145:b3b6 147:b4bb 149:b5a5 150:b5e6 154:b89e
// + 155:b921 162:be1a 163:be26 164:be49 166:c0a7 170:c158 175:c3c0 177:c461 179:c4fa 181:c53d 185:c81d 186:c8a6
// + 188:c966 189:c987 190:c9ad 193:cb3a 194:ceaa 196:cf6c 205:fbff 206:fbff 207:fbff 208:fbff 209:fbff 227:0014
// + 235:2d47 237:2daf 238:2ea5 241:3080 242:30eb 243:3112 245:31b0 249:32be 250:32f0 251:3392
// @data r_bf16_nearest_even bf16 0000 0000 0000 0000 0000 0000 0000 0000 0001 0053 00a6 2500 2500 2500 2580 35a6 3aa6 3b26 3c26 3ca6 3d99 3da2 3da9 3da9
// + 3daa 3db6 3dd5 3de5 3e0a 3e10 3e1d 3e22 3e26 3e36 3e3f 3e3f 3e4d 3e58 3e5e 3e72 3e80 3e9a 3ea6 3ea9 3f00 3f01 3f03 3f04
// + 3f05 3f20 3f26 3f2a 3f39 3f40 3f5a 3f64 3f7a 3f80 3f80 3f80 3f88 3fa0 3fa9 3fc0 3fd0 3fe0 3fea 4000 4000 4000 4011 4020
// + 4026 4029 4040 4045 404d 4060 4066 407c 4080 40a0 40be 40c5 40d1 40d2 40d4 40da 40e0 40e7 40f8 410b 4126 4131 4142 4160
// + 419f 41cb 41e6 41f3 43a6 43e0 43e8 43f0 4426 4726 4760 4770 4780 47a6 4826 7f26 7f80 7f80 7f80 7f80 7fff 7fff 8000 8000
// + 8000 8000 8001 8053 80a6 b5a6 baa6 bb26 bc26 bca6 bda3 bdab bdae bdc2 bdc8 bde0 bdf1 bdf2 bdf6 be07 be15 be1b be26 be4f
// + be57 be77 be80 be97 bea6 beb5 bebd bece bed7 bf0a bf14 bf24 bf26 bf39 bf40 bf69 bf80 bfa0 bfc3 bfc5 bfc9 bfe0 c015 c01a
// + c020 c026 c02b c042 c04c c04f c060 c078 c07d c08c c09c c09f c0a0 c0a8 c0b8 c0d2 c0e0 c104 c115 c126 c12d c131 c136 c145
// + c147 c167 c1d5 c1e2 c1ee c3a6 c3e0 c3e8 c3f0 c426 c726 c760 c770 c780 c7a6 c826 ff26 ff80 ff80 7fff 0000 0000 0000 0000
// + 0000 0000 0000 0000 0001 0053 00a6 2500 2500 2500 2580 35a6 3aa6 3b26 3c26 3ca6 3d99 3da2 3da9 3da9 3daa 3db6 3dd5 3de5
// + 3e0a 3e10 3e1d 3e22 3e26 3e36 3e3f 3e3f 3e4d 3e58 3e5e 3e72 3e80 3e9a 3ea6 3ea9
// @data r_bf16_zero bf16 from r_bf16_nearest_even 11:24ff 14:257f 20:3d98 22:3da8 23:3da8 24:3da9 25:3db5 26:3dd4 28:3e09 34:3e3e 36:3e4c 37:3e57
// + 43:3ea8 46:3f02 47:3f03 48:3f04 52:3f38 56:3f79 57:3f7f 60:3f87 62:3fa8 64:3fcf 66:3fe9 67:3fff
// + 68:3fff 76:404c 84:40d0 85:40d1 86:40d3 89:40e6 93:4130 94:4141 95:415f 96:419e 112:7f7f 113:7f7f
// + 114:7f7f 130:bda2 131:bdaa 132:bdad 133:bdc1 134:bdc7 135:bddf 138:bdf5 139:be06 140:be14 143:be4e 145:be76
// + 149:beb4 150:bebc 152:bed6 154:bf13 163:bfc4 166:c014 171:c041 172:c04b 173:c04e 181:c0a7 182:c0b7 183:c0d1
// + 185:c103 186:c114 188:c12c 189:c130 190:c135 192:c146 195:c1e1 196:c1ed 209:ff7f 223:24ff 226:257f 232:3d98
// + 234:3da8 235:3da8 236:3da9 237:3db5 238:3dd4 240:3e09 246:3e3e 248:3e4c 249:3e57 255:3ea8
// @data r_f32_nearest_even f32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 0000029a 00014ccd 00533333 00a66666 25000000 25000000 25000000 25800000 35a66666
// + 3aa66666 3b266666 3c266666 3ca66666 3d98cba0 3da20362 3da8e3fc 3da8f36a 3da98f33 3db5f7d1 3dd4be46 3de56c97 3e09acd6 3e1012b4 3e1d7978 3e225916
// + 3e266666 3e3618d6 3e3e8ca9 3e3f4136 3e4ccc0f 3e57dafd 3e5e1f69 3e7254c2 3e800000 3e9a4083 3ea66666 3ea88abf 3f000000 3f0114d2 3f02c66e 3f038a91
// + 3f04ae5c 3f205ce3 3f266666 3f2a4cee 3f388c4e 3f400000 3f5a5590 3f6447b2 3f798f56 3f800000 3f800000 3f800000 3f87fe07 3fa00000 3fa8a7ba 3fc00000
// + 3fcf9552 3fe00000 3fe982fe 3fffcefa 40000000 40000000 40111d7e 40200000 40266666 40295a88 40400000 40456732 404c9c66 40600000 40661d5f 407c4567
// + 40801299 40a00000 40be22b6 40c551bd 40d0d06c 40d1cb47 40d3ec75 40da5a7d 40e00000 40e6b6c6 40f80fc9 410b268b 41266666 4130e44e 4141a62b 415f85fa
// + 419ee5a1 41cb559a 41e612c9 41f32fc7 43a66666 43e00000 43e80000 43f00000 44266666 47266666 47600000 47700000 47800000 47a66666 48266666 7f266666
// + 7f800000 7f800000 7f800000 7f800000 7fffffff 7fffffff 80000000 80000000 80000000 8000029a 80014ccd 80533333 80a66666 b5a66666 baa66666 bb266666
// + bc266666 bca66666 bda2a024 bdaad0d2 bdadc480 bdc1a379 bdc7acc2 bddfb3e5 bdf11c26 bdf229b5 bdf589a2 be06992d be14a427 be1b70f0 be266666 be4ee522
// + be57361c be76d045 be800000 be977383 bea66666 beb4b6e2 bebcd1d6 bece06fd bed6acf5 bf0a491c bf13def3 bf243b4c bf266666 bf396fc6 bf400000 bf696b7f
// + bf800000 bfa00000 bfc3562f bfc4d688 bfc938fb bfe00000 c014f283 c01a00b8 c0200000 c0266666 c02b1f6c c041a8d6 c04beae6 c04ea9f0 c0600000 c07812d1
// + c07d473f c08c3133 c09c49ee c09f5334 c0a00000 c0a7b271 c0b78318 c0d1e0de c0e00000 c103b3ff c114d518 c1266666 c12cd4e5 c130f056 c135b599 c1452c22
// + c146e038 c1675b0a c1d5569a c1e1a27a c1ed9750 c3a66666 c3e00000 c3e80000 c3f00000 c4266666 c7266666 c7600000 c7700000 c7800000 c7a66666 c8266666
// + ff266666 ff800000 ff800000 7fffffff 00000000 00000000 00000000 00000000 00000000 00000000 00000000 0000029a 00014ccd 00533333 00a66666 25000000
// + 25000000 25000000 25800000 35a66666 3aa66666 3b266666 3c266666 3ca66666 3d98cba0 3da20362 3da8e3fc 3da8f36a 3da98f33 3db5f7d1 3dd4be46 3de56c97
// + 3e09acd6 3e1012b4 3e1d7978 3e225916 3e266666 3e3618d6 3e3e8ca9 3e3f4136 3e4ccc0f 3e57dafd 3e5e1f69 3e7254c2 3e800000 3e9a4083 3ea66666 3ea88abf
// @data r_f32_zero f32 from r_f32_nearest_even 7:00000299 8:00014ccc 11:24ffffff 14:257fffff 20:3d98cb9f 22:3da8e3fb 26:3dd4be45 31:3e225915 33:3e3618d5 34:3e3e8ca8 37:3e57dafc 38:3e5e1f68
// + 46:3f02c66d 52:3f388c4d 55:3f6447b1 56:3f798f55 57:3f7fffff 66:3fe982fd 67:3fffcef9 68:3fffffff 73:40295a87 75:40456731 80:40801298 82:40be22b5
// + 83:40c551bc 86:40d3ec74 87:40da5a7c 89:40e6b6c5 90:40f80fc8 91:410b268a 93:4130e44d 95:415f85f9 96:419ee5a0 98:41e612c8 99:41f32fc6 112:7f7fffff
// + 113:7f7fffff 114:7f7fffff 121:80000299 122:80014ccc 130:bda2a023 131:bdaad0d1 132:bdadc47f 133:bdc1a378 137:bdf229b4 138:bdf589a1 139:be06992c 140:be14a426
// + 141:be1b70ef 145:be76d044 147:be977382 150:bebcd1d5 151:bece06fc 155:bf243b4b 157:bf396fc5 167:c01a00b7 171:c041a8d5 178:c09c49ed 179:c09f5333 181:c0a7b270
// + 182:c0b78317 183:c0d1e0dd 186:c114d517 189:c130f055 190:c135b598 192:c146e037 193:c1675b09 194:c1d55699 195:c1e1a279 196:c1ed974f 209:ff7fffff 219:00000299
// + 220:00014ccc 223:24ffffff 226:257fffff 232:3d98cb9f 234:3da8e3fb 238:3dd4be45 243:3e225915 245:3e3618d5 246:3e3e8ca8 249:3e57dafc 250:3e5e1f68
// @data r_f32_negative_inf f32 from r_f32_zero 119:80000001 120:80000001 121:8000029a 122:80014ccd 123:80533334 124:80a66667 125:b5a66667 126:baa66667 127:bb266667 128:bc266667 129:bca66667 130:bda2a024
// + 131:bdaad0d2 132:bdadc480 133:bdc1a379 134:bdc7acc3 135:bddfb3e6 136:bdf11c27 137:bdf229b5 138:bdf589a2 139:be06992d 140:be14a427 141:be1b70f0 142:be266667
// + 143:be4ee523 144:be57361d 145:be76d045 147:be977383 148:bea66667 149:beb4b6e3 150:bebcd1d6 151:bece06fd 152:bed6acf6 153:bf0a491d 154:bf13def4 155:bf243b4c
// + 156:bf266667 157:bf396fc6 159:bf696b80 162:bfc35630 163:bfc4d689 164:bfc938fc 166:c014f284 167:c01a00b8 169:c0266667 170:c02b1f6d 171:c041a8d6 172:c04beae7
// + 173:c04ea9f1 175:c07812d2 176:c07d4740 177:c08c3134 178:c09c49ee 179:c09f5334 181:c0a7b271 182:c0b78318 183:c0d1e0de 185:c103b400 186:c114d518 187:c1266667
// + 188:c12cd4e6 189:c130f056 190:c135b599 191:c1452c23 192:c146e038 193:c1675b0a 194:c1d5569a 195:c1e1a27a 196:c1ed9750 197:c3a66667 201:c4266667 202:c7266667
// + 206:c7a66667 207:c8266667 208:ff266667 209:ff800000
// @data r_f32_positive_inf f32 00000000 00000001 00000001 00000001 00000001 00000001 00000001 0000029a 00014ccd 00533334 00a66667 25000000 25000000 25000001 25800000 35a66667
// + 3aa66667 3b266667 3c266667 3ca66667 3d98cba0 3da20363 3da8e3fc 3da8f36b 3da98f34 3db5f7d2 3dd4be46 3de56c98 3e09acd7 3e1012b5 3e1d7979 3e225916
// + 3e266667 3e3618d6 3e3e8ca9 3e3f4137 3e4ccc10 3e57dafd 3e5e1f69 3e7254c3 3e800000 3e9a4084 3ea66667 3ea88ac0 3f000000 3f0114d3 3f02c66e 3f038a92
// + 3f04ae5d 3f205ce4 3f266667 3f2a4cef 3f388c4e 3f400000 3f5a5591 3f6447b2 3f798f56 3f800000 3f800000 3f800001 3f87fe08 3fa00000 3fa8a7bb 3fc00000
// + 3fcf9553 3fe00000 3fe982fe 3fffcefa 40000000 40000000 40111d7f 40200000 40266667 40295a88 40400000 40456732 404c9c67 40600000 40661d60 407c4568
// + 40801299 40a00000 40be22b6 40c551bd 40d0d06d 40d1cb48 40d3ec75 40da5a7d 40e00000 40e6b6c6 40f80fc9 410b268b 41266667 4130e44e 4141a62c 415f85fa
// + 419ee5a1 41cb559b 41e612c9 41f32fc7 43a66667 43e00000 43e80000 43f00000 44266667 47266667 47600000 47700000 47800000 47a66667 48266667 7f266667
// + 7f800000 7f800000 7f800000 7f800000 7fffffff 7fffffff 80000000 80000000 80000000 80000299 80014ccc 80533333 80a66666 b5a66666 baa66666 bb266666
// + bc266666 bca66666 bda2a023 bdaad0d1 bdadc47f bdc1a378 bdc7acc2 bddfb3e5 bdf11c26 bdf229b4 bdf589a1 be06992c be14a426 be1b70ef be266666 be4ee522
// + be57361c be76d044 be800000 be977382 bea66666 beb4b6e2 bebcd1d5 bece06fc bed6acf5 bf0a491c bf13def3 bf243b4b bf266666 bf396fc5 bf400000 bf696b7f
// + bf800000 bfa00000 bfc3562f bfc4d688 bfc938fb bfe00000 c014f283 c01a00b7 c0200000 c0266666 c02b1f6c c041a8d5 c04beae6 c04ea9f0 c0600000 c07812d1
// + c07d473f c08c3133 c09c49ed c09f5333 c0a00000 c0a7b270 c0b78317 c0d1e0dd c0e00000 c103b3ff c114d517 c1266666 c12cd4e5 c130f055 c135b598 c1452c22
// + c146e037 c1675b09 c1d55699 c1e1a279 c1ed974f c3a66666 c3e00000 c3e80000 c3f00000 c4266666 c7266666 c7600000 c7700000 c7800000 c7a66666 c8266666
// + ff266666 ff7fffff ff800000 7fffffff 00000000 00000001 00000001 00000001 00000001 00000001 00000001 0000029a 00014ccd 00533334 00a66667 25000000
// + 25000000 25000001 25800000 35a66667 3aa66667 3b266667 3c266667 3ca66667 3d98cba0 3da20363 3da8e3fc 3da8f36b 3da98f34 3db5f7d2 3dd4be46 3de56c98
// + 3e09acd7 3e1012b5 3e1d7979 3e225916 3e266667 3e3618d6 3e3e8ca9 3e3f4137 3e4ccc10 3e57dafd 3e5e1f69 3e7254c3 3e800000 3e9a4084 3ea66667 3ea88ac0
// @data r_tf32_nearest_even tf32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00014000 00534000 00a66000 25000000 25000000 25000000 25800000 35a66000
// + 3aa66000 3b266000 3c266000 3ca66000 3d98c000 3da20000 3da8e000 3da90000 3da98000 3db60000 3dd4c000 3de56000 3e09a000 3e102000 3e1d8000 3e226000
// + 3e266000 3e362000 3e3e8000 3e3f4000 3e4cc000 3e57e000 3e5e2000 3e726000 3e800000 3e9a4000 3ea66000 3ea88000 3f000000 3f012000 3f02c000 3f038000
// + 3f04a000 3f206000 3f266000 3f2a4000 3f388000 3f400000 3f5a6000 3f644000 3f798000 3f800000 3f800000 3f800000 3f880000 3fa00000 3fa8a000 3fc00000
// + 3fcfa000 3fe00000 3fe98000 3fffc000 40000000 40000000 40112000 40200000 40266000 40296000 40400000 40456000 404ca000 40600000 40662000 407c4000
// + 40802000 40a00000 40be2000 40c56000 40d0e000 40d1c000 40d3e000 40da6000 40e00000 40e6c000 40f80000 410b2000 41266000 4130e000 4141a000 415f8000
// + 419ee000 41cb6000 41e62000 41f32000 43a66000 43e00000 43e80000 43f00000 44266000 47266000 47600000 47700000 47800000 47a66000 48266000 7f266000
// + 7f800000 7f800000 7f800000 7f800000 7fffe000 7fffe000 80000000 80000000 80000000 80000000 80014000 80534000 80a66000 b5a66000 baa66000 bb266000
// + bc266000 bca66000 bda2a000 bdaae000 bdadc000 bdc1a000 bdc7a000 bddfc000 bdf12000 bdf22000 bdf58000 be06a000 be14a000 be1b8000 be266000 be4ee000
// + be574000 be76e000 be800000 be978000 bea66000 beb4c000 bebce000 bece0000 bed6a000 bf0a4000 bf13e000 bf244000 bf266000 bf396000 bf400000 bf696000
// + bf800000 bfa00000 bfc36000 bfc4e000 bfc94000 bfe00000 c0150000 c01a0000 c0200000 c0266000 c02b2000 c041a000 c04be000 c04ea000 c0600000 c0782000
// + c07d4000 c08c4000 c09c4000 c09f6000 c0a00000 c0a7c000 c0b78000 c0d1e000 c0e00000 c103c000 c114e000 c1266000 c12ce000 c1310000 c135c000 c1452000
// + c146e000 c1676000 c1d56000 c1e1a000 c1eda000 c3a66000 c3e00000 c3e80000 c3f00000 c4266000 c7266000 c7600000 c7700000 c7800000 c7a66000 c8266000
// + ff266000 ff800000 ff800000 7fffe000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00014000 00534000 00a66000 25000000
// + 25000000 25000000 25800000 35a66000 3aa66000 3b266000 3c266000 3ca66000 3d98c000 3da20000 3da8e000 3da90000 3da98000 3db60000 3dd4c000 3de56000
// + 3e09a000 3e102000 3e1d8000 3e226000 3e266000 3e362000 3e3e8000 3e3f4000 3e4cc000 3e57e000 3e5e2000 3e726000 3e800000 3e9a4000 3ea66000 3ea88000
// @data r_tf32_zero tf32 from r_tf32_nearest_even 9:00532000 11:24ffe000 14:257fe000 23:3da8e000 25:3db5e000 26:3dd4a000 29:3e100000 30:3e1d6000 31:3e224000 33:3e360000 37:3e57c000 38:3e5e0000
// + 39:3e724000 45:3f010000 49:3f204000 54:3f5a4000 57:3f7fe000 60:3f87e000 64:3fcf8000 68:3fffe000 70:40110000 73:40294000 76:404c8000 78:40660000
// + 80:40800000 83:40c54000 84:40d0c000 87:40da4000 89:40e6a000 97:41cb4000 98:41e60000 112:7f7fe000 113:7f7fe000 114:7f7fe000 123:80532000 131:bdaac000
// + 135:bddfa000 136:bdf10000 139:be068000 141:be1b6000 144:be572000 145:be76c000 147:be976000 149:beb4a000 150:bebcc000 154:bf13c000 155:bf242000 162:bfc34000
// + 163:bfc4c000 164:bfc92000 166:c014e000 170:c02b0000 175:c0780000 177:c08c2000 179:c09f4000 181:c0a7a000 185:c103a000 186:c114c000 188:c12cc000 189:c130e000
// + 190:c135a000 193:c1674000 194:c1d54000 196:c1ed8000 209:ff7fe000 221:00532000 223:24ffe000 226:257fe000 235:3da8e000 237:3db5e000 238:3dd4a000 241:3e100000
// + 242:3e1d6000 243:3e224000 245:3e360000 249:3e57c000 250:3e5e0000 251:3e724000
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 05 0a 1a 1a 1b 1b
// + 1b 1b 1d 1e 21 21 22 22 22 23 24 24 25 25 26 27 28 2a 2a 2b 30 30 30 30
// + 30 32 32 33 34 34 36 36 38 38 38 38 38 3a 3b 3c 3d 3e 3f 40 40 40 41 42
// + 42 43 44 44 45 46 46 48 48 4a 4c 4c 4d 4d 4d 4e 4e 4e 50 51 52 53 54 56
// + 5a 5d 5e 5f 7a 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 80 80
// + 80 80 80 80 80 80 81 81 85 8a 9a 9b 9b 9c 9c 9e 9f 9f 9f a0 a1 a2 a2 a5
// + a5 a7 a8 a9 aa ab ac ad ad b1 b1 b2 b2 b4 b4 b7 b8 ba bc bc bd be c1 c2
// + c2 c2 c3 c4 c5 c5 c6 c8 c8 c9 ca ca ca ca cb cd ce d0 d1 d2 d3 d3 d3 d4
// + d4 d6 dd de df fa fe fe fe fe fe fe fe fe fe fe fe fe fe 7f 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 01 01 05 0a 1a 1a 1b 1b 1b 1b 1d 1e
// + 21 21 22 22 22 23 24 24 25 25 26 27 28 2a 2a 2b
// @data r_f8E5M2_nearest_even f8E5M2 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 15 19 21 25 2d 2d 2d 2d
// + 2d 2e 2f 2f 30 31 31 31 31 32 32 32 32 33 33 34 34 35 35 35 38 38 38 38
// + 38 39 39 39 3a 3a 3b 3b 3c 3c 3c 3c 3c 3d 3d 3e 3e 3f 3f 40 40 40 41 41
// + 41 41 42 42 42 43 43 44 44 45 46 46 47 47 47 47 47 47 48 48 49 4a 4a 4b
// + 4d 4e 4f 50 5d 5f 5f 60 61 79 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7f 7f 80 80
// + 80 80 80 80 80 80 95 99 a1 a5 ad ad ad ae ae af b0 b0 b0 b0 b1 b1 b1 b2
// + b3 b4 b4 b5 b5 b6 b6 b6 b7 b8 b9 b9 b9 ba ba bb bc bd be be be bf c1 c1
// + c1 c1 c1 c2 c2 c2 c3 c4 c4 c4 c5 c5 c5 c5 c6 c7 c7 c8 c9 c9 c9 ca ca ca
// + ca cb cf cf cf dd df df e0 e1 f9 fb fb fb fb fb fb fb fb 7f 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 15 19 21 25 2d 2d 2d 2d 2d 2e 2f 2f
// + 30 31 31 31 31 32 32 32 32 33 33 34 34 35 35 35
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 00 00 00 00 00 00 00 00 00 01 49 4a 4a 4a 6b 75 76 78 79 7b 7b 7b 7b
// + 7b 7b 7b 7b 7c 7c 7c 7c 7c 7c 7c 7c 7c 7c 7c 7c 7d 7d 7d 7d 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80
// + 80 80 80 80 80 80 80 80 81 81 81 81 81 81 81 81 81 81 81 82 82 82 82 82
// + 83 83 83 83 87 87 87 87 88 8e 8e 8e 8f 8f 90 fe fe fe fe fe ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 00
// + 00 00 00 00 00 00 01 49 4a 4a 4a 6b 75 76 78 79 7b 7b 7b 7b 7b 7b 7b 7b
// + 7c 7c 7c 7c 7c 7c 7c 7c 7c 7c 7c 7c 7d 7d 7d 7d
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 00 00 00 00 00 00 00 00 01 02 4a 4a 4b 4b 6c 76 77 79 7a 7c 7c 7c 7c
// + 7c 7c 7c 7c 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7e 7e 7e 7e 7f 7f 7f
// + 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80 80 80 80 80 80 80 81 81
// + 81 81 81 81 81 81 81 81 82 82 82 82 82 82 82 82 82 82 82 83 83 83 83 83
// + 84 84 84 84 88 88 88 88 89 8f 8f 8f 8f 90 91 fe fe fe fe fe ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 00
// + 00 00 00 00 00 01 02 4a 4a 4b 4b 6c 76 77 79 7a 7c 7c 7c 7c 7c 7c 7c 7c
// + 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7d 7e 7e 7e
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1
// + 1 1 1 1 1 2 2 2 2 2 2 2 2 2 3 3 3 4 4 4 4 4 4 4
// + 5 5 5 5 5 6 6 6 6 6 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 8 8
// + 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 8 8 9 9 9 9 9 9 9 9 9 9 9 a a a a b b b c c c
// + c d d d d d e e e e e e e f f f f f f f f f f f
// + f f f f f f f f f f f f f f f f f f f 7 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf f64 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf f64 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f64 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f64 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf f64 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf f64 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf f64 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf f64 a
// @arg buf f32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f64 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f64 a
// @arg buf tf32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf f64 a
// @arg buf f8E4M3FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf f64 a
// @arg buf f8E5M2 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf f64 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf f64 a
// @arg buf f8E8M0FNU zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf f64 a
// @arg buf f4E2M1FN zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<f64>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<zero> : tile<256xf64> -> tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f64>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<zero> : tile<256xf64> -> tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<f64>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<zero> : tile<256xf64> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<f64>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<negative_inf> : tile<256xf64> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<f64>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf64> -> tile<256xf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f64>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<zero> : tile<256xf64> -> tile<256xtf32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xtf32>, partition_view<tile=(256), tensor_view<256xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xf8E5M2>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<f64>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<zero> : tile<256xf64> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<f64>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 rounding<positive_inf> : tile<256xf64> -> tile<256xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf8E8M0FNU>, partition_view<tile=(256), tensor_view<256xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<f64>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %r = ftof %x0 : tile<256xf64> -> tile<256xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf4E2M1FN>, partition_view<tile=(256), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
