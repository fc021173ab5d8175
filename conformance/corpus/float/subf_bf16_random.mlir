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
// + c169 5724 96ab 4a68 4f05 2d75 4d1a 8b81 b0af 7ed4 c84b e988 489b 515f 3e8f 76ad
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
// + 41b3 d715 94cd b673 814a 63f9 cd9b 8ba1 ceb3 8106 c201 e951 c82d 2e79 015e 19f1
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
// + c214 579c 969e 4a68 4f05 e3f9 4de8 0a80 4eb3 7ed4 c84b e87c 48f2 515f 3e8f 76ad
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
// + c213 579c 969e 4a68 4f05 e3f8 4de8 0a80 4eb2 7ed4 c84a e87c 48f1 515e 3e8e 76ac
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
// + c214 579c 969f 4a68 4f05 e3f9 4de8 0a80 4eb2 7ed4 c84b e87c 48f1 515e 3e8e 76ac
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
// + c213 579d 969e 4a69 4f06 e3f8 4de8 0a80 4eb3 7ed5 c84a e87c 48f2 515f 3e8f 76ad
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=apfloat
// @run zero entry=subf_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=apfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=apfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 b
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=apfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = subf %x0, %x1 : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = subf %x0, %x1 rounding<zero> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
