// @conformance 1
// @tier full
// @family float-arith
// mulf on f16 in every IEEE rounding mode; inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 d80f c428 b19e ef63 883e 28f1 c522 af29 05b0 4f2d 10a3 1ed5 f542 f87f bc39 0af0 fca1 28cb 74bd 05aa ae4c b304 22f8 702b
// + eb0e 4e62 4647 5889 6c23 09a7 1ee9 de4e 0d04 8f36 2ca2 2011 69f9 bcb0 f7c4 179c 5a5f d0dc e1f4 a59e cf12 15bf b512 fd04
// + 322d 0750 e32e 0e21 29f7 3669 0499 fdda 1cbb ddcf 51be df2e 39ef 9c08 29cc e88b d800 0ca4 3dfa dcc2 3ca4 c8ef 48e7 4809
// + 036e 3182 7e6d d41e 7d3b 3881 06fa a3e5 1227 0ac0 4bc3 1200 36aa ebd1 9086 f51c 84bb 5c63 5eb9 5030 1a60 2524 2ea1 48c2
// + aa8f f5f2 d053 d006 eb08 8be6 bb16 4338 3634 ea9a 8951 86b0 7143 0b36 d7e0 6284 63fe 19ab 048a 2d4f 2c05 eedf f93c 34ee
// + 3007 51d9 27cf a968 a0fb c5e9 4e72 dd59 57ca b941 bdc7 a511 bd05 1db5 a437 71d4 7b46 c98c e7e9 a802 d07c 95e5 f90e 8dc1
// + aec5 e5c6 fab3 fb7e 6532 1855 5264 a3be a699 8160 9d1c a0d9 d750 1d09 963c 451f 4d40 7e59 392c bd09 3c98 764c 748b 11fa
// + 97c2 fed8 87f3 1344 140e 2b46 324b 67a6 e95c 7cec ceb7 d84c 1353 20d4 1373 5ffc 6ce0 8d4b 664a 5f4e 992e 58f5 a1cd af82
// + fd03 d612 4ac0 1c0f c18a 1d52 8e91 d544 44c4 4b06 af3b 02dc 0262 01bb b148 46aa 64fd a5bb 1ec9 da35 000c 57bf 298b 6e71
// + ab72 a50f 6804 6adb 2490 d105 c954 fb9b 2ee2 1162 0f57 dad3 93c4 c91a 318f f7f4 f466 f7e0 c3be b44f af09 db96 b996 f333
// + 21dc 06a7 f075 a53f e808 c1e9 712c 34a6 02a2 3767 2ff4 fd3b de2f f18a f62b 476c
// @data b f16 a4f1 44e4 87f5 9d9f 097a d7ba c577 9c09 f4e4 056d 6892 1e7b f36d 0076 82f0 0389 7c74 9889 923d 0525 2b55 33a5 a284 1245
// + 0f1f ce0c c6cd 52ea 117a 88f2 4fdd def0 0457 ed8a 8cb3 a8bc 699e a1ce 1786 8d3f 1e56 d035 47cf 5418 0118 8cc0 b5d7 5b4b
// + 4be9 8f1b 33f5 8e97 28e6 447e 0daf 6482 1c5c d67a 3299 88c6 4c1a 1c82 a5f0 9d4e 04c1 ab8f bd60 59db 417a 0edf c3c6 4852
// + 8569 cbfe 0020 771e fd53 174c f9ab 8c3f 3b22 0aa3 2a43 f873 83d8 02f7 9045 4cbc fa10 0390 257a d0a1 15e9 e0e8 8c47 51e9
// + 2a52 c3a9 3806 0364 9347 8b35 371e 3df2 0b16 2908 89eb 0767 08ec 86c1 44e2 e27d 5a6f ec83 803c 042e 2c7b d65a 9344 0258
// + 49fa 5104 1602 5184 8da7 92dd ce09 d63d 2b7b 8932 2b77 a58f 3177 eb4b 8cb3 edfe fbeb 489e 94f6 80d0 fd2b 1570 eac7 f7e6
// + 8679 ec51 7ac8 f5fc a741 0681 9fca a3c9 24dc 7959 0d8f 0819 d7de 1913 f361 8621 808e 7eb4 876a c5c6 04e5 ef6b 749c 84af
// + f0b5 82a8 6387 9392 852d e16a 8cf3 01f8 69ab 4cba ac0a 0a3a ccf5 a002 8502 25eb 8b0a d503 e6c3 a93b 6296 01e4 4252 2fda
// + 4b45 ac6e 88e6 d436 41f6 09f1 f2aa 8d4b 247b cb93 91d5 f9b2 0f33 d36d 31de a9d1 a6be 8e5b 2f8f 5a80 0555 264e 004c f1f9
// + 2b07 071e 1309 8fbf d6fc 51ae c227 1158 0290 843c 8fb5 4a3e f800 8ace 7258 7747 6901 8651 8ebf bc75 af58 bab7 c60f 8f8f
// + e4a5 0666 6899 6668 8e47 9ef2 713a 8ee3 7be6 0c6f 9c90 fd42 d6ba 082c 823c 2df5
// @data r_nearest_even f16 4104 cd15 0166 5131 8000 c4c6 4f03 0f39 bef4 18de 3d4c 02c4 7c00 b425 031a 0000 7fff 856f cb64 0000 9dc5 aab4 89ad 4688
// + be48 e0d3 d156 6fd7 41aa 8000 32cb 7c00 0000 40fe 815c 8cd0 7c00 22cd d34e 800a 3d0c 651c edd0 bdc0 8fbc 8007 2f67 7fff
// + 421b 8001 db24 8003 174e 3f33 0000 7fff 014a 78b4 48bc 2c49 4a16 8123 944d 4a06 a0c1 8119 c004 faf7 425b 9c3d d0c3 545c
// + 8000 c181 7fff fc00 7fff 141c c4f1 0043 117c 0001 3a13 ceac 819a b1cb 0005 fc00 432b 23d0 489a e4d9 004b ca4e 81c6 5f08
// + 992e 7c00 cc59 96d2 4265 0001 b64e 455d 057f d827 0000 8000 3e79 8000 e0ce fc00 7c00 ca65 8000 0059 1c81 7c00 50c1 00b9
// + 3e04 6755 02ef bf74 0038 1d12 e0dd 782c 4749 06d3 ad64 0f0a b2dc cd34 004f fc00 fc00 d667 40e8 0007 7fff 8020 7c00 49ae
// + 00af 7c00 fc00 7c00 d0b6 0004 b639 0b89 9002 bb5a 801c 8014 7331 00cc 4dc0 8fd9 89d3 7fff 84cb 4744 059f fc00 7c00 8001
// + 4c91 7fff af7b 800e 8001 d0ec 83e5 2b87 fc00 7fff 3ec8 a6b0 a48a 84d6 8001 49e8 bc4a 26a2 fc00 ccc7 c044 1cb0 a895 a35e
// + 7fff 46b9 9822 b446 c821 0010 4578 26f8 2d57 daa6 0545 c012 0000 966d a7bf b4d8 d034 0092 1269 f90b 0000 421b 0003 fc00
// + 9a8a 8024 3f10 bea3 bff7 e721 5019 d115 0047 8001 8004 e953 4fc4 1857 6868 fc00 fc00 4238 1687 34cd 2275 5a5e 443b 46cd
// + cace 0000 fc00 d033 3a54 2522 7c00 8800 4133 081a 9089 7fff 7933 bdc7 3ae4 3987
// @data r_zero f16 4103 cd14 0165 5130 8000 c4c5 4f03 0f39 bef4 18dd 3d4c 02c4 7bff b425 0319 0000 7fff 856f cb63 0000 9dc5 aab4 89ac 4688
// + be47 e0d3 d156 6fd6 41a9 8000 32ca 7bff 0000 40fe 815c 8cd0 7bff 22cd d34d 8009 3d0b 651c edcf bdbf 8fbb 8006 2f67 7fff
// + 421b 8000 db24 8002 174d 3f32 0000 7fff 0149 78b3 48bc 2c48 4a15 8122 944d 4a06 a0c1 8118 c003 faf6 425a 9c3c d0c3 545b
// + 8000 c180 7fff fbff 7fff 141b c4f1 0043 117c 0000 3a13 ceac 8199 b1cb 0004 fbff 432b 23d0 489a e4d8 004b ca4e 81c5 5f07
// + 992e 7bff cc59 96d2 4265 0000 b64d 455d 057e d826 0000 8000 3e79 8000 e0ce fbff 7bff ca64 8000 0058 1c80 7bff 50c0 00b8
// + 3e04 6755 02ee bf74 0038 1d12 e0dc 782b 4748 06d2 ad64 0f0a b2db cd33 004f fbff fbff d667 40e7 0006 7fff 8020 7bff 49ae
// + 00af 7bff fbff 7bff d0b5 0003 b638 0b88 9001 bb5a 801c 8013 7330 00cc 4dc0 8fd8 89d3 7fff 84cb 4744 059e fbff 7bff 8000
// + 4c90 7fff af7a 800d 8001 d0ec 83e4 2b87 fbff 7fff 3ec7 a6b0 a489 84d6 8001 49e8 bc4a 26a1 fbff ccc6 c043 1caf a895 a35e
// + 7fff 46b8 9822 b445 c820 000f 4578 26f7 2d56 daa6 0545 c012 0000 966c a7bf b4d8 d034 0091 1269 f90b 0000 421a 0003 fbff
// + 9a8a 8024 3f10 bea3 bff7 e720 5018 d114 0046 8000 8003 e953 4fc4 1856 6868 fbff fbff 4237 1687 34cd 2275 5a5e 443a 46cd
// + cacd 0000 fbff d033 3a53 2521 7bff 8800 4132 081a 9089 7fff 7933 bdc6 3ae4 3986
// @data r_negative_inf f16 4103 cd15 0165 5130 8001 c4c6 4f03 0f39 bef5 18dd 3d4c 02c4 7bff b426 0319 0000 7fff 8570 cb64 0000 9dc6 aab5 89ad 4688
// + be48 e0d4 d157 6fd6 41a9 8001 32ca 7bff 0000 40fe 815d 8cd1 7bff 22cd d34e 800a 3d0b 651c edd0 bdc0 8fbc 8007 2f67 7fff
// + 421b 8001 db25 8003 174d 3f32 0000 7fff 0149 78b3 48bc 2c48 4a15 8123 944e 4a06 a0c1 8119 c004 faf7 425a 9c3d d0c4 545b
// + 8001 c181 7fff fc00 7fff 141b c4f2 0043 117c 0000 3a13 cead 819a b1cc 0004 fc00 432b 23d0 489a e4d9 004b ca4f 81c6 5f07
// + 992f 7bff cc5a 96d3 4265 0000 b64e 455d 057e d827 0000 8001 3e79 8001 e0cf fc00 7bff ca65 8001 0058 1c80 7bff 50c0 00b8
// + 3e04 6755 02ee bf75 0038 1d12 e0dd 782b 4748 06d2 ad65 0f0a b2dc cd34 004f fc00 fc00 d668 40e7 0006 7fff 8021 7bff 49ae
// + 00af 7bff fc00 7bff d0b6 0003 b639 0b88 9002 bb5b 801d 8014 7330 00cc 4dc0 8fd9 89d3 7fff 84cc 4744 059e fc00 7bff 8001
// + 4c90 7fff af7b 800e 8002 d0ed 83e5 2b87 fc00 7fff 3ec7 a6b1 a48a 84d7 8002 49e8 bc4b 26a1 fc00 ccc7 c044 1caf a896 a35f
// + 7fff 46b8 9823 b446 c821 000f 4578 26f7 2d56 daa7 0545 c013 0000 966d a7c0 b4d9 d035 0091 1269 f90c 0000 421a 0003 fc00
// + 9a8b 8025 3f10 bea4 bff8 e721 5018 d115 0046 8001 8004 e954 4fc4 1856 6868 fc00 fc00 4237 1687 34cd 2275 5a5e 443a 46cd
// + cace 0000 fc00 d034 3a53 2521 7bff 8801 4132 081a 908a 7fff 7933 bdc7 3ae4 3986
// @data r_positive_inf f16 4104 cd14 0166 5131 8000 c4c5 4f04 0f3a bef4 18de 3d4d 02c5 7c00 b425 031a 0001 7fff 856f cb63 0001 9dc5 aab4 89ac 4689
// + be47 e0d3 d156 6fd7 41aa 8000 32cb 7c00 0001 40ff 815c 8cd0 7c00 22ce d34d 8009 3d0c 651d edcf bdbf 8fbb 8006 2f68 7fff
// + 421c 8000 db24 8002 174e 3f33 0001 7fff 014a 78b4 48bd 2c49 4a16 8122 944d 4a07 a0c1 8118 c003 faf6 425b 9c3c d0c3 545c
// + 8000 c180 7fff fbff 7fff 141c c4f1 0044 117d 0001 3a14 ceac 8199 b1cb 0005 fbff 432c 23d1 489b e4d8 004c ca4e 81c5 5f08
// + 992e 7c00 cc59 96d2 4266 0001 b64d 455e 057f d826 0001 8000 3e7a 8000 e0ce fbff 7c00 ca64 8000 0059 1c81 7c00 50c1 00b9
// + 3e05 6756 02ef bf74 0039 1d13 e0dc 782c 4749 06d3 ad64 0f0b b2db cd33 0050 fbff fbff d667 40e8 0007 7fff 8020 7c00 49af
// + 00b0 7c00 fbff 7c00 d0b5 0004 b638 0b89 9001 bb5a 801c 8013 7331 00cd 4dc1 8fd8 89d3 7fff 84cb 4745 059f fbff 7c00 8000
// + 4c91 7fff af7a 800d 8001 d0ec 83e4 2b88 fbff 7fff 3ec8 a6b0 a489 84d6 8001 49e9 bc4a 26a2 fbff ccc6 c043 1cb0 a895 a35e
// + 7fff 46b9 9822 b445 c820 0010 4579 26f8 2d57 daa6 0546 c012 0001 966c a7bf b4d8 d034 0092 126a f90b 0001 421b 0004 fbff
// + 9a8a 8024 3f11 bea3 bff7 e720 5019 d114 0047 8000 8003 e953 4fc4 1857 6869 fbff fbff 4238 1688 34ce 2276 5a5f 443b 46ce
// + cacd 0001 fbff d033 3a54 2522 7c00 8800 4133 081b 9089 7fff 7934 bdc6 3ae5 3987
// @run nearest_even entry=mulf_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=mulf_zero grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=mulf_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=mulf_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 b
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @mulf_nearest_even(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = mulf %x0, %x1 : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_zero(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = mulf %x0, %x1 rounding<zero> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_negative_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = mulf %x0, %x1 rounding<negative_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulf_positive_inf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = mulf %x0, %x1 rounding<positive_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
