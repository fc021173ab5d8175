// @conformance 1
// @tier full
// @family float-arith
// subf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 158b 14b1 8dd1 dd75 afd2 b8db 7ecc 0684 ec4e 2c7d 107b b67e ec92 170c 61e7 24db 8b49 02e8 ff52 a56d a698 71ef 31aa dce3
// + 2fc0 20a0 0efc 123f d7bd f08c 8d25 98c9 1571 ebe8 1613 dd83 7e2a abc2 6ccc 356f 8c18 479e 5d2e 06f8 b7a3 6192 d601 f63d
// + bbc4 2433 216a 2896 728a 6019 ee1a f739 4782 77ab ddea 6412 e088 96c0 f1fb 5d84 a6b1 f435 1bf4 f258 ac38 3659 7468 dd2d
// + 9db4 50b4 eebd ecad 8556 2650 14da f6e0 8dab 636a 5160 2ed2 ec7a 6f01 5dc5 b8f0 b6ef 4ed3 0bfc 3bac cd81 81dd 38e2 5471
// + eb47 6902 c678 5c15 b615 26a5 247e 5f63 92b2 0b35 faa8 726e 6ffe b8a7 b27c 6d18 7873 a6a5 70a3 c649 1013 ed4a 715f 6a8f
// + 6939 c3b3 127f b98c 33ef 13de e6f3 b569 82ec bc2c 86c1 7e4e 0339 2b35 a739 9068 71a6 6683 9908 9eef fdad 59d6 fc3b efb0
// + 2c11 0327 0a72 4e1a 6391 68e5 80d3 64b7 3b3b 6b14 2438 9645 cb9d 55b2 71d7 5283 1fc0 f45b b01e cbf3 0cc6 6f3f f9c0 7d57
// + c305 7564 c608 3c43 90f3 3c9a 51e7 1686 743f b4ef 0c5b d9d4 c1ab e47f 9f45 6853 fc07 f049 f8a9 000d a31e cc04 39b6 ab81
// + 1a03 ec87 d027 6979 2175 e44c 540e 927a a513 2d06 fd0c 63dc d114 eae4 b545 f39f 6005 8234 bf87 8e70 0477 65b0 7823 5351
// + efdb 2925 6865 0834 ebbc d0b2 58d2 35d7 8854 04c4 cdda d7e8 de1a 3351 8759 d3fa e4c1 a8c7 0851 8fa5 962a ce9d cfc3 1a55
// + 0c01 62bf b44b f89b 5fe0 cec6 b92f 0cb2 02ee 28d9 cc59 7658 c02f f928 d8b9 01bc
// @data b f16 eafc 9428 87e6 a9c0 085e b72e feb5 048e 1c49 0621 414e 36d1 e3dd e7a2 0a56 4a35 0bc7 8428 018f 0054 008e 71ef b229 27b6
// + 8f1b c9d8 0e69 92f8 a55f 8619 377e 9822 8696 9c82 017c 6435 7e0b 87bd 119f 8fa3 075a c7c1 be09 781f 05fd d6d7 566f db0a
// + cc0a 083a fb6c a8df bd3c a7fd 843d ff98 c7a7 eb94 a116 0dd7 bff1 9676 c5d3 2385 0b62 787e 1b43 5a45 d8c3 0afe 4ece dd43
// + 04a5 35af 87b5 8c4c 054a 0761 ebdf 047d 5725 e38b c0b1 d6e8 853d 5694 dd3b 905a 5776 0290 92ad 3b54 9ef7 7976 0af2 d8e1
// + 6bb0 4802 b5aa 04ad e6ce 26d8 840e 9df9 8faf 56e6 7a41 c545 112b 81a4 ecf2 6d83 522e 66d1 8a6e 0b5b 1097 416a 8912 04b1
// + 5f2b c3ac 84b9 5000 83d8 fdd1 6642 9e92 7b33 0e53 94c1 7ee8 8407 d9a9 8100 f22e 7183 590b e683 02ac eaed d978 db44 9c2a
// + 01a8 3af4 8a41 ab59 a519 05e5 6aea e4a9 ba46 1dad 8010 2642 cbed cb18 0bab 83bc 2b96 74a1 3059 32e7 8fb7 dd85 f94a f436
// + bada 8fcf 43e6 bcf6 8768 4a05 01e8 a10f f451 1b39 f531 877d 3f3a 6439 85c2 230f 050d 8217 7881 0540 673c 0138 0797 2bac
// + 0753 0e8e 05cd 7be4 a1d3 e14c 3531 0916 aa14 adb1 de56 a4a9 8e2f f35f b51c 428c 9f3c 8ae2 11d4 0eb9 8767 27a5 8701 ac80
// + 6f10 9245 98c6 0439 01b0 50b2 baf1 48bc 8f37 6306 4d9e abce ab16 8719 ca89 535e e372 e3c7 8124 5cba 1668 3e89 b63f 00b4
// + 03ea e288 0eba 87da 89ba ce77 b9b8 84ea fb7c 0c0b c90b f65a 1d69 8a0f 80d4 fda9
// @data r_nearest_even f16 6afc 186c 8baf dd75 afd4 b110 7fff 01f6 ec4e 2c7b c14e baa8 eb2d 67a2 61e7 ca33 8f88 0710 7fff a56d a699 0000 35ea dce3
// + 2fc7 49d9 024c 169c d7bd f08c b77f 8d38 15da ebe8 15fb e596 7fff abbe 6ccc 3571 8dee 4bb0 5d34 f81f b7a3 626d da38 f62f
// + 4b98 242b 7b6c 2cba 728a 6019 ee1a 7fff 4b94 784f ddea 6412 e084 84a0 f1fa 5d84 a6c0 fa98 0d88 f271 58c2 3658 7466 4580
// + 9dc7 50a9 eebd ecad 8950 2649 6bdf f6e0 d725 677a 51ab 56ea ec7a 6ee7 6180 b8ef d77d 4ed3 1456 2980 cd81 f976 38e2 5b1a
// + ef7c 68fe c61d 5c15 66ce 9260 2482 5f63 8db5 d6e6 fc00 726f 6ffe b8a7 6cf2 deb0 7871 e6d1 70a3 c649 8420 ed4b 715f 6a8f
// + 6854 a300 1316 d016 33ef 7fff ea9a b54f fb33 bc2c 1455 7fff 0740 59a9 a738 722e 5c60 65e2 6683 9efa 7fff 5da7 7fff efb0
// + 2c11 baf4 0e5a 4e1e 6391 68e5 eaea 68b0 3ec0 6b14 2438 a6a6 3900 5695 71d7 5283 aa9e f87e b43c cc07 123e 6f97 eb60 7fff
// + c14e 7564 c8fe 409c 9006 c972 51e7 21e0 7848 b4fd 7531 d9d4 c4a4 e85c 9f2e 6853 7fff f049 fc00 8533 e73c cc04 39b6 af96
// + 19c8 ec87 d027 fb8c 25a4 de98 5409 93c0 2715 315c 7fff 63dc d114 71a6 a120 f39f 6005 09c8 bf88 9294 09ef 65b0 7823 5353
// + f376 293e 6865 042f ebbc d4b2 58d9 c88d 0d0d e306 d1bc d7e7 de1a 3352 4a89 d7ac dc20 63c7 08e3 dcba 9a49 cf06 cfaa 1a4f
// + 0a0d 66a4 b44d f89b 5fe0 bcf0 2c48 0dec 7b7c 28d1 c74e 7a59 c032 f928 d8b9 7fff
// @data r_zero f16 6afc 186c 8baf dd74 afd4 b110 7fff 01f6 ec4e 2c7b c14d baa7 eb2c 67a2 61e6 ca32 8f88 0710 7fff a56d a698 0000 35e9 dce3
// + 2fc7 49d9 024c 169b d7bc f08b b77f 8d38 15da ebe7 15fb e595 7fff abbe 6ccb 3570 8dee 4baf 5d34 f81e b7a3 626c da38 f62e
// + 4b97 242a 7b6c 2cba 728a 6019 ee19 7fff 4b94 784e dde9 6411 e084 84a0 f1fa 5d83 a6bf fa98 0d88 f271 58c2 3658 7466 4580
// + 9dc6 50a8 eebc ecac 8950 2648 6bdf f6e0 d725 677a 51ab 56e9 ec79 6ee6 6180 b8ee d77c 4ed2 1456 2980 cd80 f976 38e1 5b19
// + ef7b 68fd c61d 5c14 66cd 9260 2482 5f63 8db5 d6e5 fbff 726e 6ffd b8a6 6cf1 deb0 7871 e6d1 70a3 c649 8420 ed4a 715f 6a8e
// + 6853 a300 1316 d016 33ef 7fff ea9a b54e fb33 bc2c 1454 7fff 0740 59a9 a738 722d 5c60 65e1 6682 9ef9 7fff 5da7 7fff efaf
// + 2c10 baf3 0e59 4e1d 6391 68e4 eaea 68b0 3ec0 6b13 2438 a6a6 3900 5695 71d6 5283 aa9e f87e b43b cc07 123e 6f97 eb60 7fff
// + c14e 7564 c8fd 409c 9006 c971 51e6 21df 7848 b4fd 7531 d9d3 c4a4 e85c 9f2d 6852 7fff f048 fbff 8533 e73c cc04 39b5 af96
// + 19c8 ec87 d027 fb8c 25a4 de98 5408 93bf 2715 315b 7fff 63dc d113 71a6 a120 f39f 6005 09c8 bf87 9294 09ef 65af 7823 5353
// + f375 293e 6865 042f ebbc d4b2 58d8 c88d 0d0d e305 d1bc d7e7 de19 3351 4a88 d7ac dc20 63c6 08e3 dcba 9a49 cf05 cfaa 1a4f
// + 0a0d 66a3 b44c f89a 5fe0 bcf0 2c48 0dec 7b7c 28d0 c74e 7a59 c031 f927 d8b8 7fff
// @data r_negative_inf f16 6afc 186c 8baf dd75 afd5 b110 7fff 01f6 ec4f 2c7b c14e baa8 eb2d 67a2 61e6 ca33 8f88 0710 7fff a56e a699 8000 35e9 dce4
// + 2fc7 49d9 024c 169b d7bd f08c b780 8d38 15da ebe8 15fb e596 7fff abbf 6ccb 3570 8def 4baf 5d34 f81f b7a4 626c da38 f62f
// + 4b97 242a 7b6c 2cba 728a 6019 ee1a 7fff 4b94 784e ddea 6411 e085 84a0 f1fb 5d83 a6c0 fa99 0d88 f272 58c2 3658 7466 4580
// + 9dc7 50a8 eebd ecad 8950 2648 6bdf f6e1 d726 677a 51ab 56e9 ec7a 6ee6 6180 b8ef d77d 4ed2 1456 2980 cd81 f977 38e1 5b19
// + ef7c 68fd c61e 5c14 66cd 9260 2482 5f63 8db5 d6e6 fc00 726e 6ffd b8a7 6cf1 deb0 7871 e6d2 70a3 c64a 8420 ed4b 715f 6a8e
// + 6853 a300 1316 d017 33ef 7fff ea9b b54f fb34 bc2d 1454 7fff 0740 59a9 a738 722d 5c60 65e1 6682 9efa 7fff 5da7 7fff efb0
// + 2c10 baf4 0e59 4e1d 6391 68e4 eaeb 68b0 3ec0 6b13 2438 a6a7 3900 5695 71d6 5283 aa9e f87e b43c cc08 123e 6f97 eb60 7fff
// + c14f 7564 c8fe 409c 9006 c972 51e6 21df 7848 b4fe 7531 d9d4 c4a4 e85c 9f2e 6852 7fff f049 fc00 8533 e73d cc05 39b5 af97
// + 19c8 ec88 d028 fb8d 25a4 de98 5408 93c0 2715 315b 7fff 63dc d114 71a6 a120 f3a0 6005 09c8 bf88 9295 09ef 65af 7823 5353
// + f376 293e 6865 042f ebbd d4b2 58d8 c88e 0d0d e306 d1bc d7e8 de1a 3351 4a88 d7ac dc20 63c6 08e3 dcbb 9a49 cf06 cfab 1a4f
// + 0a0d 66a3 b44d f89b 5fe0 bcf0 2c48 0dec 7b7c 28d0 c74e 7a59 c032 f928 d8b9 7fff
// @data r_positive_inf f16 6afd 186d 8baf dd74 afd4 b110 7fff 01f6 ec4e 2c7c c14d baa7 eb2c 67a3 61e7 ca32 8f88 0710 7fff a56d a698 0000 35ea dce3
// + 2fc8 49da 024c 169c d7bc f08b b77f 8d38 15db ebe7 15fc e595 7fff abbe 6ccc 3571 8dee 4bb0 5d35 f81e b7a3 626d da38 f62e
// + 4b98 242b 7b6d 2cbb 728b 601a ee19 7fff 4b95 784f dde9 6412 e084 84a0 f1fa 5d84 a6bf fa98 0d88 f271 58c3 3659 7467 4580
// + 9dc6 50a9 eebc ecac 8950 2649 6be0 f6e0 d725 677b 51ac 56ea ec79 6ee7 6180 b8ee d77c 4ed3 1456 2980 cd80 f976 38e2 5b1a
// + ef7b 68fe c61d 5c15 66ce 9260 2483 5f64 8db5 d6e5 fbff 726f 6ffe b8a6 6cf2 deb0 7872 e6d1 70a4 c649 8420 ed4a 7160 6a8f
// + 6854 a300 1317 d016 33f0 7fff ea9a b54e fb33 bc2c 1455 7fff 0740 59aa a738 722e 5c60 65e2 6683 9ef9 7fff 5da7 7fff efaf
// + 2c11 baf3 0e5a 4e1e 6392 68e5 eaea 68b0 3ec1 6b14 2439 a6a6 3900 5695 71d7 5284 aa9e f87e b43b cc07 123f 6f98 eb60 7fff
// + c14e 7565 c8fd 409d 9006 c971 51e7 21e0 7848 b4fd 7532 d9d3 c4a4 e85c 9f2d 6853 7fff f048 fbff 8533 e73c cc04 39b6 af96
// + 19c9 ec87 d027 fb8c 25a4 de98 5409 93bf 2715 315c 7fff 63dd d113 71a6 a120 f39f 6006 09c8 bf87 9294 09ef 65b0 7824 5354
// + f375 293f 6866 042f ebbc d4b2 58d9 c88d 0d0d e305 d1bc d7e7 de19 3352 4a89 d7ac dc20 63c7 08e3 dcba 9a49 cf05 cfaa 1a50
// + 0a0d 66a4 b44c f89a 5fe1 bcf0 2c48 0ded 7b7d 28d1 c74e 7a59 c031 f927 d8b8 7fff
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=subf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = subf %x0, %x1 : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = subf %x0, %x1 rounding<zero> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
