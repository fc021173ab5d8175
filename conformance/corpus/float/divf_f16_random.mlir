// @conformance 1
// @tier full
// @family float-arith
// divf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 4b15 eaf6 dec5 c806 4241 3080 81b4 021a e012 5644 829b 18c1 9468 066d 4238 2e4a 0bed b40a 6f13 0c56 fdab 8e35 9910 43fa
// + 1b60 3a5c dceb 1a22 254d ac4a 72d4 d045 4f39 d0eb d4a2 af3b 252d 2ed3 c91f 35ce 7839 d1a8 32fe be84 1789 4121 6343 9e1a
// + 7839 5d81 9273 88c9 d50c d3e1 7e84 4d4f b639 4181 8b7c 2986 1171 4457 71c0 c7aa 2b86 f644 6147 8946 830e 0145 96ff 39d3
// + 621f 46e4 2756 0f90 f27c c9b8 bebd 12b4 4c38 e64c 1c52 54ce f992 34a2 8e90 954d 2b84 a50c f6a1 96dc 7bdf b8a7 aa42 aac8
// + f9f7 9785 dd1e e1b3 dd40 0857 bd84 4a0f 066f 5258 d29b f941 abd3 1d4f 8632 c3b4 9a5e 2264 bb0e d4f2 6d87 edf9 1fdb 15f4
// + 0308 b598 3f1a 9727 8afc 8f95 1839 8f82 395a 9e8d a024 dca2 32d1 e7c0 deb0 a131 4d62 f155 53e7 bcfc 2d42 fd6a bfd3 3c04
// + 010a 8de3 2fba e522 1ff4 bcf9 f0cc 2b99 1dec fded 4335 466c f10d 27ad 0345 7c8f 968c 9126 0699 7e17 b4a4 f41b 1a3e 76e9
// + c7d6 6dcd b9f9 9f75 a0f0 007a fe65 8839 32e3 1707 2ece b162 c3c3 6d86 729f 58cf 37d7 b7ea 17a6 ddcb d2f8 9437 50cd 36cc
// + cea5 be7b 0cb9 40f8 e849 a8be a156 4219 6593 79bc da04 5b1c 867d 219f 7a62 1274 7195 d459 5fba 1cff 2b60 e4f8 fd74 d5fb
// + ffbb bf8f 733f 1344 98b0 9fea d219 54ee 2306 0166 f6a5 78cc 5c0d 28e3 a490 f7a0 e8fb b6ee ee50 0621 6f50 acc9 f634 0b4b
// + 7ea4 1a8f 9978 178f a5e7 732a dfbd 5057 e3cc a367 9d65 3f02 3187 fe0e 39be c053
// @data b f16 9841 eaf1 3c58 304b 8595 317b 01bc 8794 a6e1 80cc a28c 9825 0567 f8bc 8df7 9b81 0bee 23da 97ad 063d 96de 0ea7 1802 c990
// + 8164 3c14 dc85 9021 6415 8531 9a37 d0c2 b40f b78e 0200 a647 a52b 07c7 3775 803c 7558 5129 1f3a c7bc 09ce 1cfa 63fd 9c73
// + 033d 0a16 464e 88a9 d3ec ad13 8c5f d3b2 b657 2f22 75fa 8e13 5f20 c436 5728 b98c 805c a9e5 e19b 04b0 7b35 8254 665e b994
// + b579 3f3a 868d e344 72b3 1a17 4800 0314 ffe3 e65c 8c79 3489 03f8 a0b0 8e56 065a d10c 8e13 ae61 96e4 4815 502a 03a4 5ff7
// + f9b3 964a a8f6 0ee3 367e 084b 2914 bcae 8aea f649 5275 676d e2ed 0c5f 4513 c3c8 0708 e070 8010 9797 6d16 ebda eccb 07e1
// + d7ad 3574 b9e3 70f2 0e53 6bd7 1881 0550 c54d 0739 d929 5c08 2f8c 9b3b 0d7f 4879 cd51 ea6a 3b19 06d9 fb3b fdfb a6cd 3f6e
// + 8635 4c57 afe5 4e3d ea2b 037c 5689 2bad 0547 05f6 0b16 e3c8 f1d4 23e1 7a45 080a 65c4 910f 84e1 0c71 08ce 87de 9a52 693c
// + 3cd0 0388 c933 9fce 0ad6 799b 0f33 2c06 b266 859f d0a8 8c1f 04d1 6d35 e737 2e0f 0729 1fe5 1765 cea6 b59a 8e13 4e31 36c2
// + c1ce c6d8 0054 0432 686d a84c 67f4 8a4e 12bc 7973 3d43 25c6 8def a989 faad 8f96 99aa 063d 89ff 1c6a 06af 9f32 02a4 1be6
// + ff34 1121 1426 8735 e033 1f64 aa7e 2537 051d ea1f 76ef 7261 a23e 8701 2f2e f760 4827 d3fa 8449 ecbf 6f51 2c13 94b4 0e57
// + 43b7 9a3a 87ff f123 86e9 31a0 dff7 d003 1877 0e27 1aff 3f83 a5d4 0bbf 848d ed70
// @data r_nearest_even f16 eea9 3c03 de3c d37f f87b 3a92 bbdb b470 74bc fc00 1a5e bc97 ca86 8000 f02c ceb4 3bff cc1e fc00 418f 7fff bb77 bd0d b5bc
// + d94e 3a3d 3c5a c5f1 014c 629c fc00 3b2e d71e 5535 fc00 449b bc02 6305 cd7e fc00 3e52 bc62 4fbe 32bd 4931 601f 3b46 3d7c
// + 7c00 7c00 8817 3c1b 3d19 6236 7fff b585 3bda 4e2c 8000 d746 0018 bc1f 566e 4987 f13c 7c00 bb88 c080 8000 b85d 8012 bc2d
// + e879 43a1 dc7b 8008 bbbe eb83 b2bd 4c5b 7fff 3bec cbba 5c3d fc00 cfe8 3c25 caad 95f5 52a6 7c00 3bf7 6fb7 a478 e2e0 86d0
// + 3c30 3cc8 7020 fc00 e278 3c0b d058 c92e b772 980a bc18 cda9 0485 4cdc 8139 3beb cf3f 8171 7c00 7936 3c59 3e16 801a 4a0b
// + 8006 bc1a c0d3 8003 b86b 8002 3b80 c5a7 b00a d341 0336 bc99 3f3a 7c00 fc00 94a5 bc0d 42a7 5474 f1d3 8017 7fff 549a 3853
// + b15b 815b bbd4 d295 8029 f5b5 d5df 3beb 547d 7fff 7411 9e9a 3aef 3fcb 0000 7fff 8012 3c12 bd69 7fff e7ba 7c00 bbe7 4948
// + c683 7c00 2c98 3ba5 d1c7 0000 7fff 9833 bc4e cd00 99d8 613a fa72 3c3e c757 6659 6c61 d403 3c23 4af8 58fa 418d 3e34 3c06
// + 4894 3393 5332 78bd bbbf 3c6a 8056 f3bd 7c00 3c36 d893 70ed 3460 b410 bba6 bece fc00 fc00 fc00 3c87 606a 7c00 7fff f60f
// + 7fff e9e5 7c00 c808 0047 bc49 6384 6b90 597f 8000 bbab 4204 f531 dd95 b115 3c23 dccc 1ef3 7c00 8000 3bff bcb3 7c00 389a
// + 7fff bc37 4d79 8003 5ad5 7c00 3bc6 bc54 fc00 d0d0 be2b 3b77 c796 7fff f10c 0e5d
// @data r_zero f16 eea8 3c02 de3b d37f f87b 3a91 bbdb b46f 74bb fbff 1a5e bc96 ca86 8000 f02b ceb4 3bfe cc1d fbff 418f 7fff bb76 bd0d b5bc
// + d94d 3a3c 3c5a c5f0 014c 629c fbff 3b2d d71e 5535 fbff 449b bc01 6305 cd7e fbff 3e52 bc62 4fbd 32bd 4931 601f 3b45 3d7c
// + 7bff 7bff 8817 3c1b 3d18 6235 7fff b584 3bda 4e2c 8000 d746 0018 bc1f 566d 4986 f13b 7bff bb88 c080 8000 b85c 8011 bc2d
// + e879 43a0 dc7a 8008 bbbe eb83 b2bd 4c5a 7fff 3beb cbba 5c3c fbff cfe8 3c24 caad 95f4 52a5 7bff 3bf6 6fb6 a478 e2e0 86cf
// + 3c2f 3cc8 7020 fbff e278 3c0b d058 c92d b771 9809 bc17 cda9 0484 4cdb 8138 3beb cf3e 8170 7bff 7936 3c58 3e15 801a 4a0b
// + 8006 bc1a c0d3 8002 b86a 8001 3b80 c5a7 b009 d341 0335 bc98 3f39 7bff fbff 94a4 bc0c 42a6 5474 f1d2 8017 7fff 549a 3852
// + b15b 815b bbd4 d295 8029 f5b5 d5df 3beb 547d 7fff 7411 9e9a 3aee 3fcb 0000 7fff 8012 3c12 bd68 7fff e7ba 7bff bbe6 4947
// + c683 7bff 2c98 3ba4 d1c7 0000 7fff 9832 bc4e cd00 99d8 6139 fa72 3c3e c757 6659 6c61 d402 3c23 4af8 58f9 418d 3e34 3c05
// + 4894 3393 5332 78bc bbbe 3c6a 8055 f3bc 7bff 3c35 d892 70ec 345f b40f bba6 bece fbff fbff fbff 3c87 6069 7bff 7fff f60e
// + 7fff e9e5 7bff c808 0047 bc48 6383 6b90 597e 8000 bbaa 4204 f531 dd94 b115 3c22 dccc 1ef3 7bff 8000 3bfe bcb2 7bff 3899
// + 7fff bc36 4d78 8002 5ad5 7bff 3bc5 bc53 fbff d0d0 be2b 3b76 c796 7fff f10c 0e5c
// @data r_negative_inf f16 eea9 3c02 de3c d380 f87c 3a91 bbdc b470 74bb fc00 1a5e bc97 ca87 8001 f02c ceb5 3bfe cc1e fc00 418f 7fff bb77 bd0e b5bd
// + d94e 3a3c 3c5a c5f1 014c 629c fc00 3b2d d71f 5535 fc00 449b bc02 6305 cd7f fc00 3e52 bc63 4fbd 32bd 4931 601f 3b45 3d7c
// + 7bff 7bff 8818 3c1b 3d18 6235 7fff b585 3bda 4e2c 8001 d747 0018 bc20 566d 4986 f13c 7bff bb89 c080 8001 b85d 8012 bc2e
// + e87a 43a0 dc7b 8009 bbbf eb84 b2bd 4c5a 7fff 3beb cbbb 5c3c fc00 cfe9 3c24 caae 95f5 52a5 7bff 3bf6 6fb6 a479 e2e1 86d0
// + 3c2f 3cc8 7020 fc00 e279 3c0b d059 c92e b772 980a bc18 cdaa 0484 4cdb 8139 3beb cf3f 8171 7bff 7936 3c58 3e15 801b 4a0b
// + 8007 bc1b c0d4 8003 b86b 8002 3b80 c5a8 b00a d342 0335 bc99 3f39 7bff fc00 94a5 bc0d 42a6 5474 f1d3 8018 7fff 549a 3852
// + b15c 815c bbd5 d296 802a f5b6 d5e0 3beb 547d 7fff 7411 9e9b 3aee 3fcb 0000 7fff 8013 3c12 bd69 7fff e7bb 7bff bbe7 4947
// + c684 7bff 2c98 3ba4 d1c8 0000 7fff 9833 bc4f cd01 99d9 6139 fa73 3c3e c758 6659 6c61 d403 3c23 4af8 58f9 418d 3e34 3c05
// + 4894 3393 5332 78bc bbbf 3c6a 8056 f3bd 7bff 3c35 d893 70ec 345f b410 bba7 becf fc00 fc00 fc00 3c87 6069 7bff 7fff f60f
// + 7fff e9e6 7bff c809 0047 bc49 6383 6b90 597e 8001 bbab 4204 f532 dd95 b116 3c22 dccd 1ef3 7bff 8001 3bfe bcb3 7bff 3899
// + 7fff bc37 4d78 8003 5ad5 7bff 3bc5 bc54 fc00 d0d1 be2c 3b76 c797 7fff f10d 0e5c
// @data r_positive_inf f16 eea8 3c03 de3b d37f f87b 3a92 bbdb b46f 74bc fbff 1a5f bc96 ca86 8000 f02b ceb4 3bff cc1d fbff 4190 7fff bb76 bd0d b5bc
// + d94d 3a3d 3c5b c5f0 014d 629d fbff 3b2e d71e 5536 fbff 449c bc01 6306 cd7e fbff 3e53 bc62 4fbe 32be 4932 6020 3b46 3d7d
// + 7c00 7c00 8817 3c1c 3d19 6236 7fff b584 3bdb 4e2d 8000 d746 0019 bc1f 566e 4987 f13b 7c00 bb88 c080 8000 b85c 8011 bc2d
// + e879 43a1 dc7a 8008 bbbe eb83 b2bd 4c5b 7fff 3bec cbba 5c3d fbff cfe8 3c25 caad 95f4 52a6 7c00 3bf7 6fb7 a478 e2e0 86cf
// + 3c30 3cc9 7021 fbff e278 3c0c d058 c92d b771 9809 bc17 cda9 0485 4cdc 8138 3bec cf3e 8170 7c00 7937 3c59 3e16 801a 4a0c
// + 8006 bc1a c0d3 8002 b86a 8001 3b81 c5a7 b009 d341 0336 bc98 3f3a 7c00 fbff 94a4 bc0c 42a7 5475 f1d2 8017 7fff 549b 3853
// + b15b 815b bbd4 d295 8029 f5b5 d5df 3bec 547e 7fff 7412 9e9a 3aef 3fcc 0001 7fff 8012 3c13 bd68 7fff e7ba 7c00 bbe6 4948
// + c683 7c00 2c99 3ba5 d1c7 0001 7fff 9832 bc4e cd00 99d8 613a fa72 3c3f c757 665a 6c62 d402 3c24 4af9 58fa 418e 3e35 3c06
// + 4895 3394 5333 78bd bbbe 3c6b 8055 f3bc 7c00 3c36 d892 70ed 3460 b40f bba6 bece fbff fbff fbff 3c88 606a 7c00 7fff f60e
// + 7fff e9e5 7c00 c808 0048 bc48 6384 6b91 597f 8000 bbaa 4205 f531 dd94 b115 3c23 dccc 1ef4 7c00 8000 3bff bcb2 7c00 389a
// + 7fff bc36 4d79 8002 5ad6 7c00 3bc6 bc53 fbff d0d0 be2b 3b77 c796 7fff f10c 0e5d
// @run nearest_even entry=divf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=divf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=divf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=divf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @divf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = divf %x0, %x1 : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = divf %x0, %x1 rounding<zero> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = divf %x0, %x1 rounding<negative_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = divf %x0, %x1 rounding<positive_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
