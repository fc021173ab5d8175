// @conformance 1
// @tier full
// @family convert
// ftof from f64 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f64 0000000000000000 0000000000000001 0008000000000000 000fffffffffffff 0010000000000000 0010000000000001 002fffffffffffff 053d7a4badec33dc
// + 05cf03a320b05c59 104922d99f66cf04 130675fd0e4fa781 14275646fb27d2a0 16118ba4c4364d31 1d3dafb7939fcbe1 1f5a2ef43b9c886a 257d288310a6093b
// + 2c45913b4391801a 2c8ec197b5f60598 2f5d59c65e32ba04 303098a03b2d38d3 3734cccccccccccd 37a4cccccccccccd 3804cccccccccccd 3814cccccccccccd
// + 3843dbfcb0570b7d 3a1755d6542bf68c 3c9fffffffffffff 3ca0000000000000 3ca0000000000001 3cafffffffffffff 3eb4cccccccccccd 3f54cccccccccccd
// + 3f64cccccccccccd 3f84cccccccccccd 3f94cccccccccccd 3fb4406c446c7f4c 3fb51c7f7836b6ef 3fb51e6d4371db55 3fba97c8bfb9e018 3fbcad92ed993c80
// + 3fc202568d644b02 3fc3af2f0e288960 3fc44b22b94c4c7f 3fc4cccccccccccd 3fc99981e22ac6fe 3fd0000000000000 3fd4cccccccccccd 3fd51157e3c45f2e
// + 3fe0000000000000 3fe0229a4f4fe4a3 3fe4cccccccccccd 3fe5499dcac900d4 3fe71189ba7d87d8 3fe8000000000000 3feb4ab20d009b59 3fec88f63eb548c5
// + 3fef31eabae782b4 3fefffffffffffff 3ff0000000000000 3ff0000000000001 3ff0ffc0ee567357 3ff4000000000000 3ff514f7493ae4f8 3ff8000000000000
// + 3ffc000000000000 3ffff9df36f32429 3fffffffffffffff 4000000000000000 4004000000000000 4004cccccccccccd 4008000000000000 4008ace63d86d4a8
// + 4009938ccdeff25c 400c000000000000 4010025313a374be 4014000000000000 4017c456b2d74726 4018aa3799a57073 401a1a0d854491f4 401a3968efa826c4
// + 401a7d8e91ed157f 401c000000000000 401f01f9134fe201 4024cccccccccccd 40261c89b022e38c 402834c563b23f32 4033dcb41543c94d 40396ab34c473936
// + 403cc259107c2858 4074cccccccccccd 407c000000000000 407d000000000000 407e000000000000 4084cccccccccccd 40e4cccccccccccd 40ec000000000000
// + 40ee000000000000 40f0000000000000 40f4cccccccccccd 4104cccccccccccd 42281b725ea02655 46c74ce1cbad0d47 47e4cccccccccccd 4b398b29b6e841be
// + 5684f4d867d370ab 5b7101234fbde2ee 5f1b475f56608b07 6210faffc7fdcc84 656a8da05b27c5cd 69b86081ccaff16b 6a2af582c78f5bb1 6bd823e6c98b9d47
// + 75e6acde04a23c97 783d38f22cb278ba 7c3046af598dc2e8 7fdfffffffffffff 7fe0000000000000 7fefffffffffffff 7ff0000000000000 7ff0000000000001
// + 7ff8000000000000 8000000000000000 8000000000000001 8010000000000000 8903a8f67247a2b9 89cf53cda72c54b2 8aed376f8d069c48 8b820b110828ffb7
// + 8fc13645ed066835 90eacd0698640188 911fe8ffcd05fc23 949a91adea95d91d 96c02d287d89f1c9 99d4002e40480a55 9df34f60bee965be a0d866616dc8f583
// + a334940f28b35007 a3404bb3d84b8ccb a944cbbb700084de aa69eac6bab5c54c b734cccccccccccd b7880fbc37de27f9 b7a4cccccccccccd b804cccccccccccd
// + b814cccccccccccd b8805701fc253f0f b9ac0b5850604fa3 bcef70b32b41b8ca beb4cccccccccccd bf54cccccccccccd bf64cccccccccccd bf84cccccccccccd
// + bf94cccccccccccd bfb55a1a32338d68 bfb5b88ffdfac04a bfb8f5984ec6c368 bfbbf67cafe04a50 bfbe2384c2a4eb53 bfbeb1343ee537b4 bfc0d3259ff14f41
// + bfc36e1dfd4a8243 bfc4cccccccccccd bfd0000000000000 bfd2ee7050f7c5d3 bfd4cccccccccccd bfd696dc400a4f66 bfd79a3ab4c1695f bfe4cccccccccccd
// + bfe72df8b3608d33 bfe8000000000000 bff0000000000000 bff4000000000000 bff86ac5eca56d3a bff89ad106b574a5 bff9271f64f59038 bffc000000000000
// + c0029e5064fd8aa6 c0034016fb9916ff c004000000000000 c004cccccccccccd c0097d5cc14aa1aa c00c000000000000 c00fa8e7e2fd4181 c01186266fa53c3d
// + c013893db05f148e c014000000000000 c014f64e11e6963a c016f062f0383ec1 c01c000000000000 c0229aa2fa4971f5 c024cccccccccccd c0259a9caa45ceeb
// + c0261e0abe8c5c9d c026b6b31976aa8d c028a5844d341e02 c02ceb61312867f5 c03c344f3eb4e1d2 c03db2e9f90fbe26 c074cccccccccccd c07c000000000000
// + c07d000000000000 c07e000000000000 c084cccccccccccd c0e4cccccccccccd c0ec000000000000 c0ee000000000000 c0f0000000000000 c0f4cccccccccccd
// + c104cccccccccccd c3b152f864b53ead c7e4cccccccccccd ca5fb2f1c6ed6924 cccd816eb1def454 cde4f4572620858f d6077eb36cae1023 d6f56ab7de0e5ffc
// + e3143649c069a0e6 e46bc885e9ed4329 eaab6a28ae9895a5 f19c9c7450723ce8 f40962c560b6be85 f853ff0bd1165550 fbd4bba57739cca6 fddf218e26e08813
// + feff919b1e1fa5e8 ffefffffffffffff fff0000000000000 fff8000000000005 0000000000000000 0000000000000001 0008000000000000 000fffffffffffff
// + 0010000000000000 0010000000000001 002fffffffffffff 053d7a4badec33dc 05cf03a320b05c59 104922d99f66cf04 130675fd0e4fa781 14275646fb27d2a0
// + 16118ba4c4364d31 1d3dafb7939fcbe1 1f5a2ef43b9c886a 257d288310a6093b 2c45913b4391801a 2c8ec197b5f60598 2f5d59c65e32ba04 303098a03b2d38d3
// + 3734cccccccccccd 37a4cccccccccccd 3804cccccccccccd 3814cccccccccccd 3843dbfcb0570b7d 3a1755d6542bf68c 3c9fffffffffffff 3ca0000000000000
// @data r_f16_nearest_even f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0015 1533 1933 2133 2533 2d10 2d47 2d48 2ea6 2f2b 3081 30ec 3113 3133 3266 3400 3533 3544
// + 3800 3809 3933 3952 39c4 3a00 3ad3 3b22 3bcc 3c00 3c00 3c00 3c40 3d00 3d45 3e00 3f00 3ffe 4000 4000 4100 4133 4200 422b
// + 4265 4300 4401 4500 45f1 462b 4687 468e 469f 4700 47c0 4933 4987 4a0d 4cf7 4e5b 4f31 5d33 5f00 5f40 5f80 6133 7933 7b00
// + 7b80 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7fff
// + 7fff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000
// + 8000 8000 8000 8000 8015 9533 9933 a133 a533 ad57 ad6e ae3d aefe af89 afac b035 b0dc b133 b400 b4bc b533 b5a6 b5e7 b933
// + b9cb ba00 bc00 bd00 be1b be27 be4a bf00 c0a8 c0d0 c100 c133 c25f c300 c3ea c462 c4e2 c500 c53e c5bc c700 c8a7 c933 c967
// + c988 c9ae ca29 cb3b cf0d cf6d dd33 df00 df40 df80 e133 f933 fb00 fb80 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 7fff 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// @data r_f16_zero f16 from r_f16_nearest_even 30:0014 37:2d47 38:2ea5 40:3080 41:30eb 42:3112 49:3808 54:3ad2 57:3bff 60:3c3f 66:3fff 72:4264
// + 74:4400 77:462a 78:4686 87:4e5a 88:4f30 97:7bff 98:7bff 99:7bff 100:7bff 101:7bff 102:7bff 103:7bff
// + 104:7bff 105:7bff 106:7bff 107:7bff 108:7bff 109:7bff 110:7bff 111:7bff 112:7bff 113:7bff 114:7bff 115:7bff
// + 116:7bff 117:7bff 148:8014 153:ad56 156:aefd 157:af88 159:b034 160:b0db 163:b4bb 165:b5a5 166:b5e6 172:be1a
// + 173:be26 174:be49 176:c0a7 183:c461 186:c53d 189:c8a6 191:c966 192:c987 193:c9ad 195:cb3a 197:cf6c 206:fbff
// + 207:fbff 208:fbff 209:fbff 210:fbff 211:fbff 212:fbff 213:fbff 214:fbff 215:fbff 216:fbff 217:fbff 218:fbff
// + 219:fbff 220:fbff 221:fbff 222:fbff 223:fbff 224:fbff 225:fbff
// @data r_bf16_nearest_even bf16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0053 00a6
// + 021f 10bb 2500 2500 2500 2580 35a6 3aa6 3b26 3c26 3ca6 3da2 3da9 3da9 3dd5 3de5 3e10 3e1d 3e22 3e26 3e4d 3e80 3ea6 3ea9
// + 3f00 3f01 3f26 3f2a 3f39 3f40 3f5a 3f64 3f7a 3f80 3f80 3f80 3f88 3fa0 3fa9 3fc0 3fe0 4000 4000 4000 4020 4026 4040 4045
// + 404d 4060 4080 40a0 40be 40c5 40d1 40d2 40d4 40e0 40f8 4126 4131 4142 419f 41cb 41e6 43a6 43e0 43e8 43f0 4426 4726 4760
// + 4770 4780 47a6 4826 5141 763a 7f26 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7fff
// + 7fff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8001 8053
// + 80a6 8403 8d60 a77c b5a6 baa6 bb26 bc26 bca6 bdab bdae bdc8 bde0 bdf1 bdf6 be07 be1b be26 be80 be97 bea6 beb5 bebd bf26
// + bf39 bf40 bf80 bfa0 bfc3 bfc5 bfc9 bfe0 c015 c01a c020 c026 c04c c060 c07d c08c c09c c0a0 c0a8 c0b8 c0e0 c115 c126 c12d
// + c131 c136 c145 c167 c1e2 c1ee c3a6 c3e0 c3e8 c3f0 c426 c726 c760 c770 c780 c7a6 c826 dd8b ff26 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 7fff 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0053 00a6 021f 10bb 2500 2500
// @data r_bf16_zero bf16 from r_bf16_nearest_even 24:021e 25:10ba 26:24ff 29:257f 36:3da8 37:3da8 38:3dd4 44:3e4c 47:3ea8 52:3f38 56:3f79 57:3f7f
// + 60:3f87 62:3fa8 65:3fff 66:3fff 72:404c 78:40d0 79:40d1 80:40d3 84:4130 85:4141 86:419e 100:5140
// + 103:7f7f 104:7f7f 105:7f7f 106:7f7f 107:7f7f 108:7f7f 109:7f7f 110:7f7f 111:7f7f 112:7f7f 113:7f7f 114:7f7f
// + 115:7f7f 116:7f7f 117:7f7f 145:8402 147:a77b 153:bdaa 154:bdad 155:bdc7 156:bddf 158:bdf5 159:be06 165:beb4
// + 166:bebc 173:bfc4 176:c014 180:c04b 186:c0a7 187:c0b7 189:c114 191:c12c 192:c130 193:c135 196:c1e1 197:c1ed
// + 209:dd8a 211:ff7f 212:ff7f 213:ff7f 214:ff7f 215:ff7f 216:ff7f 217:ff7f 218:ff7f 219:ff7f 220:ff7f 221:ff7f
// + 222:ff7f 223:ff7f 224:ff7f 225:ff7f 252:021e 253:10ba 254:24ff
// @data r_f32_nearest_even f32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 0000029a 00014ccd 00533333 00a66666 021edfe6 10baaeb3 25000000 25000000 25000000 25800000 35a66666 3aa66666
// + 3b266666 3c266666 3ca66666 3da20362 3da8e3fc 3da8f36a 3dd4be46 3de56c97 3e1012b4 3e1d7978 3e225916 3e266666 3e4ccc0f 3e800000 3ea66666 3ea88abf
// + 3f000000 3f0114d2 3f266666 3f2a4cee 3f388c4e 3f400000 3f5a5590 3f6447b2 3f798f56 3f800000 3f800000 3f800000 3f87fe07 3fa00000 3fa8a7ba 3fc00000
// + 3fe00000 3fffcefa 40000000 40000000 40200000 40266666 40400000 40456732 404c9c66 40600000 40801299 40a00000 40be22b6 40c551bd 40d0d06c 40d1cb47
// + 40d3ec75 40e00000 40f80fc9 41266666 4130e44e 4141a62b 419ee5a1 41cb559a 41e612c9 43a66666 43e00000 43e80000 43f00000 44266666 47266666 47600000
// + 47700000 47800000 47a66666 48266666 5140db93 763a670e 7f266666 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7fffffff 7fffffff 80000000 80000000 80000000 80000000 80000000 80000000 80000000
// + 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 8000029a 8000603f 80014ccd 80533333
// + 80a66666 8402b810 8d605ac3 a77b8599 b5a66666 baa66666 bb266666 bc266666 bca66666 bdaad0d2 bdadc480 bdc7acc2 bddfb3e5 bdf11c26 bdf589a2 be06992d
// + be1b70f0 be266666 be800000 be977383 bea66666 beb4b6e2 bebcd1d6 bf266666 bf396fc6 bf400000 bf800000 bfa00000 bfc3562f bfc4d688 bfc938fb bfe00000
// + c014f283 c01a00b8 c0200000 c0266666 c04beae6 c0600000 c07d473f c08c3133 c09c49ee c0a00000 c0a7b271 c0b78318 c0e00000 c114d518 c1266666 c12cd4e5
// + c130f056 c135b599 c1452c22 c1675b0a c1e1a27a c1ed9750 c3a66666 c3e00000 c3e80000 c3f00000 c4266666 c7266666 c7600000 c7700000 c7800000 c7a66666
// + c8266666 dd8a97c3 ff266666 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + ff800000 ff800000 ff800000 7fffffff 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 0000029a 00014ccd 00533333 00a66666 021edfe6 10baaeb3 25000000 25000000
// @data r_f32_zero f32 from r_f32_nearest_even 20:00000299 21:00014ccc 24:021edfe5 25:10baaeb2 26:24ffffff 29:257fffff 36:3da8e3fb 38:3dd4be45 42:3e225915 52:3f388c4d 55:3f6447b1 56:3f798f55
// + 57:3f7fffff 65:3fffcef9 66:3fffffff 71:40456731 74:40801298 76:40be22b5 77:40c551bc 80:40d3ec74 82:40f80fc8 84:4130e44d 86:419ee5a0 88:41e612c8
// + 100:5140db92 103:7f7fffff 104:7f7fffff 105:7f7fffff 106:7f7fffff 107:7f7fffff 108:7f7fffff 109:7f7fffff 110:7f7fffff 111:7f7fffff 112:7f7fffff 113:7f7fffff
// + 114:7f7fffff 115:7f7fffff 116:7f7fffff 117:7f7fffff 140:80000299 141:8000603e 142:80014ccc 145:8402b80f 146:8d605ac2 153:bdaad0d1 154:bdadc47f 158:bdf589a1
// + 159:be06992c 160:be1b70ef 163:be977382 166:bebcd1d5 168:bf396fc5 177:c01a00b7 184:c09c49ed 186:c0a7b270 187:c0b78317 189:c114d517 192:c130f055 193:c135b598
// + 195:c1675b09 196:c1e1a279 197:c1ed974f 211:ff7fffff 212:ff7fffff 213:ff7fffff 214:ff7fffff 215:ff7fffff 216:ff7fffff 217:ff7fffff 218:ff7fffff 219:ff7fffff
// + 220:ff7fffff 221:ff7fffff 222:ff7fffff 223:ff7fffff 224:ff7fffff 225:ff7fffff 248:00000299 249:00014ccc 252:021edfe5 253:10baaeb2 254:24ffffff
// @data r_f32_negative_inf f32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000299 00014ccc 00533333 00a66666 021edfe5 10baaeb2 24ffffff 25000000 25000000 257fffff 35a66666 3aa66666
// + 3b266666 3c266666 3ca66666 3da20362 3da8e3fb 3da8f36a 3dd4be45 3de56c97 3e1012b4 3e1d7978 3e225915 3e266666 3e4ccc0f 3e800000 3ea66666 3ea88abf
// + 3f000000 3f0114d2 3f266666 3f2a4cee 3f388c4d 3f400000 3f5a5590 3f6447b1 3f798f55 3f7fffff 3f800000 3f800000 3f87fe07 3fa00000 3fa8a7ba 3fc00000
// + 3fe00000 3fffcef9 3fffffff 40000000 40200000 40266666 40400000 40456731 404c9c66 40600000 40801298 40a00000 40be22b5 40c551bc 40d0d06c 40d1cb47
// + 40d3ec74 40e00000 40f80fc8 41266666 4130e44d 4141a62b 419ee5a0 41cb559a 41e612c8 43a66666 43e00000 43e80000 43f00000 44266666 47266666 47600000
// + 47700000 47800000 47a66666 48266666 5140db92 763a670e 7f266666 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff
// + 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f7fffff 7f800000 7fffffff 7fffffff 80000000 80000001 80000001 80000001 80000001 80000001 80000001
// + 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 8000029a 8000603f 80014ccd 80533334
// + 80a66667 8402b810 8d605ac3 a77b859a b5a66667 baa66667 bb266667 bc266667 bca66667 bdaad0d2 bdadc480 bdc7acc3 bddfb3e6 bdf11c27 bdf589a2 be06992d
// + be1b70f0 be266667 be800000 be977383 bea66667 beb4b6e3 bebcd1d6 bf266667 bf396fc6 bf400000 bf800000 bfa00000 bfc35630 bfc4d689 bfc938fc bfe00000
// + c014f284 c01a00b8 c0200000 c0266667 c04beae7 c0600000 c07d4740 c08c3134 c09c49ee c0a00000 c0a7b271 c0b78318 c0e00000 c114d518 c1266667 c12cd4e6
// + c130f056 c135b599 c1452c23 c1675b0a c1e1a27a c1ed9750 c3a66667 c3e00000 c3e80000 c3f00000 c4266667 c7266667 c7600000 c7700000 c7800000 c7a66667
// + c8266667 dd8a97c4 ff266667 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + ff800000 ff800000 ff800000 7fffffff 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000299 00014ccc 00533333 00a66666 021edfe5 10baaeb2 24ffffff 25000000
// @data r_f32_positive_inf f32 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001
// + 00000001 00000001 00000001 00000001 0000029a 00014ccd 00533334 00a66667 021edfe6 10baaeb3 25000000 25000000 25000001 25800000 35a66667 3aa66667
// + 3b266667 3c266667 3ca66667 3da20363 3da8e3fc 3da8f36b 3dd4be46 3de56c98 3e1012b5 3e1d7979 3e225916 3e266667 3e4ccc10 3e800000 3ea66667 3ea88ac0
// + 3f000000 3f0114d3 3f266667 3f2a4cef 3f388c4e 3f400000 3f5a5591 3f6447b2 3f798f56 3f800000 3f800000 3f800001 3f87fe08 3fa00000 3fa8a7bb 3fc00000
// + 3fe00000 3fffcefa 40000000 40000000 40200000 40266667 40400000 40456732 404c9c67 40600000 40801299 40a00000 40be22b6 40c551bd 40d0d06d 40d1cb48
// + 40d3ec75 40e00000 40f80fc9 41266667 4130e44e 4141a62c 419ee5a1 41cb559b 41e612c9 43a66667 43e00000 43e80000 43f00000 44266667 47266667 47600000
// + 47700000 47800000 47a66667 48266667 5140db93 763a670f 7f266667 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7fffffff 7fffffff 80000000 80000000 80000000 80000000 80000000 80000000 80000000
// + 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000299 8000603e 80014ccc 80533333
// + 80a66666 8402b80f 8d605ac2 a77b8599 b5a66666 baa66666 bb266666 bc266666 bca66666 bdaad0d1 bdadc47f bdc7acc2 bddfb3e5 bdf11c26 bdf589a1 be06992c
// + be1b70ef be266666 be800000 be977382 bea66666 beb4b6e2 bebcd1d5 bf266666 bf396fc5 bf400000 bf800000 bfa00000 bfc3562f bfc4d688 bfc938fb bfe00000
// + c014f283 c01a00b7 c0200000 c0266666 c04beae6 c0600000 c07d473f c08c3133 c09c49ed c0a00000 c0a7b270 c0b78317 c0e00000 c114d517 c1266666 c12cd4e5
// + c130f055 c135b598 c1452c22 c1675b09 c1e1a279 c1ed974f c3a66666 c3e00000 c3e80000 c3f00000 c4266666 c7266666 c7600000 c7700000 c7800000 c7a66666
// + c8266666 dd8a97c3 ff266666 ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff ff7fffff
// + ff7fffff ff7fffff ff800000 7fffffff 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001
// + 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 0000029a 00014ccd 00533334 00a66667 021edfe6 10baaeb3 25000000 25000000
// @data r_tf32_nearest_even tf32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00014000 00534000 00a66000 021ee000 10baa000 25000000 25000000 25000000 25800000 35a66000 3aa66000
// + 3b266000 3c266000 3ca66000 3da20000 3da8e000 3da90000 3dd4c000 3de56000 3e102000 3e1d8000 3e226000 3e266000 3e4cc000 3e800000 3ea66000 3ea88000
// + 3f000000 3f012000 3f266000 3f2a4000 3f388000 3f400000 3f5a6000 3f644000 3f798000 3f800000 3f800000 3f800000 3f880000 3fa00000 3fa8a000 3fc00000
// + 3fe00000 3fffc000 40000000 40000000 40200000 40266000 40400000 40456000 404ca000 40600000 40802000 40a00000 40be2000 40c56000 40d0e000 40d1c000
// + 40d3e000 40e00000 40f80000 41266000 4130e000 4141a000 419ee000 41cb6000 41e62000 43a66000 43e00000 43e80000 43f00000 44266000 47266000 47600000
// + 47700000 47800000 47a66000 48266000 5140e000 763a6000 7f266000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000
// + 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7f800000 7fffe000 7fffe000 80000000 80000000 80000000 80000000 80000000 80000000 80000000
// + 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80006000 80014000 80534000
// + 80a66000 8402c000 8d606000 a77b8000 b5a66000 baa66000 bb266000 bc266000 bca66000 bdaae000 bdadc000 bdc7a000 bddfc000 bdf12000 bdf58000 be06a000
// + be1b8000 be266000 be800000 be978000 bea66000 beb4c000 bebce000 bf266000 bf396000 bf400000 bf800000 bfa00000 bfc36000 bfc4e000 bfc94000 bfe00000
// + c0150000 c01a0000 c0200000 c0266000 c04be000 c0600000 c07d4000 c08c4000 c09c4000 c0a00000 c0a7c000 c0b78000 c0e00000 c114e000 c1266000 c12ce000
// + c1310000 c135c000 c1452000 c1676000 c1e1a000 c1eda000 c3a66000 c3e00000 c3e80000 c3f00000 c4266000 c7266000 c7600000 c7700000 c7800000 c7a66000
// + c8266000 dd8aa000 ff266000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000 ff800000
// + ff800000 ff800000 ff800000 7fffe000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00014000 00534000 00a66000 021ee000 10baa000 25000000 25000000
// @data r_tf32_zero tf32 from r_tf32_nearest_even 22:00532000 24:021ec000 26:24ffe000 29:257fe000 37:3da8e000 38:3dd4a000 40:3e100000 41:3e1d6000 42:3e224000 49:3f010000 54:3f5a4000 57:3f7fe000
// + 60:3f87e000 66:3fffe000 72:404c8000 74:40800000 77:40c54000 78:40d0c000 87:41cb4000 88:41e60000 100:5140c000 103:7f7fe000 104:7f7fe000 105:7f7fe000
// + 106:7f7fe000 107:7f7fe000 108:7f7fe000 109:7f7fe000 110:7f7fe000 111:7f7fe000 112:7f7fe000 113:7f7fe000 114:7f7fe000 115:7f7fe000 116:7f7fe000 117:7f7fe000
// + 143:80532000 145:8402a000 146:8d604000 153:bdaac000 156:bddfa000 157:bdf10000 159:be068000 160:be1b6000 163:be976000 165:beb4a000 166:bebcc000 172:bfc34000
// + 173:bfc4c000 174:bfc92000 176:c014e000 183:c08c2000 186:c0a7a000 189:c114c000 191:c12cc000 192:c130e000 193:c135a000 195:c1674000 197:c1ed8000 209:dd8a8000
// + 211:ff7fe000 212:ff7fe000 213:ff7fe000 214:ff7fe000 215:ff7fe000 216:ff7fe000 217:ff7fe000 218:ff7fe000 219:ff7fe000 220:ff7fe000 221:ff7fe000 222:ff7fe000
// + 223:ff7fe000 224:ff7fe000 225:ff7fe000 250:00532000 252:021ec000 254:24ffe000
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 01 01 05 0a 1a 1b 1b 1d 1e 21 22 22 22 25 28 2a 2b
// + 30 30 32 33 34 34 36 36 38 38 38 38 38 3a 3b 3c 3e 40 40 40 42 42 44 44
// + 45 46 48 4a 4c 4c 4d 4d 4d 4e 50 52 53 54 5a 5d 5e 7a 7e 7e 7e 7e 7e 7e
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f
// + 7f 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80
// + 80 80 80 80 80 81 81 85 8a 9b 9b 9c 9e 9f 9f a0 a2 a2 a8 a9 aa ab ac b2
// + b4 b4 b8 ba bc bc bd be c1 c2 c2 c2 c5 c6 c8 c9 ca ca ca cb ce d1 d2 d3
// + d3 d3 d4 d6 de df fa fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe
// + fe fe fe fe fe fe fe fe fe fe fe 7f 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @data r_f8E5M2_nearest_even f8E5M2 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 15 19 21 25 2d 2d 2d 2f 2f 31 31 31 31 32 34 35 35
// + 38 38 39 39 3a 3a 3b 3b 3c 3c 3c 3c 3c 3d 3d 3e 3f 40 40 40 41 41 42 42
// + 42 43 44 45 46 46 47 47 47 47 48 49 4a 4a 4d 4e 4f 5d 5f 5f 60 61 79 7b
// + 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7f
// + 7f 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80
// + 80 80 80 80 80 95 99 a1 a5 ad ad ae af b0 b0 b0 b1 b1 b4 b5 b5 b6 b6 b9
// + ba ba bc bd be be be bf c1 c1 c1 c1 c2 c3 c4 c4 c5 c5 c5 c6 c7 c9 c9 c9
// + ca ca ca cb cf cf dd df df e0 e1 f9 fb fb fb fb fb fb fb fb fb fb fb fb
// + fb fb fb fb fb fb fb fb fb fb fb 7f 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01
// + 04 21 49 4a 4a 4a 6b 75 76 78 79 7b 7b 7b 7b 7b 7c 7c 7c 7c 7c 7d 7d 7d
// + 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7f 7f 7f 7f 7f 7f 7f 7f 7f 80 80 80 80 80
// + 80 80 81 81 81 81 81 81 81 81 81 82 82 82 83 83 83 87 87 87 87 88 8e 8e
// + 8e 8f 8f 90 a2 ec fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe fe ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// + ff ff ff ff ff ff ff ff ff ff ff ff ff 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 00 00 00 01 04 21 49 4a
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU from r_f8E8M0FNU_zero 22:01 23:02 24:05 25:22 26:4a 28:4b 29:4b 30:6c 31:76 32:77 33:79 34:7a
// + 35:7c 36:7c 37:7c 38:7c 39:7c 40:7d 41:7d 42:7d 43:7d 44:7d 46:7e 47:7e
// + 49:7f 50:7f 51:7f 52:7f 53:7f 54:7f 55:7f 56:7f 57:7f 59:80 60:80 61:80
// + 62:80 63:80 64:80 65:80 66:80 68:81 69:81 70:81 71:81 72:81 73:81 74:82
// + 75:82 76:82 77:82 78:82 79:82 80:82 81:82 82:82 83:83 84:83 85:83 86:84
// + 87:84 88:84 89:88 90:88 91:88 92:88 93:89 94:8f 95:8f 96:8f 98:90 99:91
// + 100:a3 101:ed 250:01 251:02 252:05 253:22 254:4a
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1
// + 1 1 1 1 1 2 2 2 2 2 2 2 2 2 3 3 4 4 4 4 4 5 5 5
// + 5 6 6 6 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8
// + 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 9 9 9 9 9
// + 9 a a a b b b c c c c d d e e e e e f f f f f f
// + f f f f f f f f f f f f f f f f f f f f f f f f
// + f f f f f f f f f f f 7 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
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
