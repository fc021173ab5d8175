// @conformance 1
// @tier ci
// @family float-arith
// sqrt on bf16 in every IEEE rounding mode.
// @oracle sf_sqrt_bf16 Berkeley SoftFloat 3e f32_sqrt of the exact f32 value in the named mode, rounded to bf16 in the same mode by rustc_apfloat 0.2.3 (one rounding by the 2p+2 theorem for nearest, and because bf16 values are f32 values for directed modes)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff f9d2 3f74 7103 3fc9 32b1 3e57 6679 4054 078f 40ce 2081 3d8c 5796 403d 56ce 3e1f
// + 89c1 3da3 4d92 41c3 60c4 3f8e 234c 4167 0aa0 4121 7a39 3f31 624a 403f 505d 3f8d dbf9 3ec1 304c 3e2d 577d 3e26 520c 4111
// + 32b3 3ed9 54d6 3e1c 37ee 3ee6 432d 41b2 d3fe 3e59 2e56 3e8e bcf3 3f5e 25a1 3de9 f775 3fd3 7e9c 3f73 8213 3e80 1c98 4091
// + 9f25 41bc 3051 4167 7e92 3e3f 4aa9 41dc 221d 3e48 47c0 4061 ecaf 40ba 7063 3f72 8a7d 3f6c 57e0 3e22 cb7b 3f8b 0253 3dc9
// + c6b2 4059 771c 40f8 2c19 4131 4ad8 40ad 16ab 3e9a 529f 3f19 3e05 3fa9 5287 3d8d e5db 40d9 4845 3da1 a15f 3e48 00e6 3fc8
// + 8b92 3da6 6135 41f3 7538 3f56 7dfb 419b 0efa 40f5 3d93 4099 f109 4194 73ef 3ef4 cdae 400f 37ad 4079 c621 401c 25cf 3fc3
// + ccd2 3f2c 441c 400f 8479 3f27 4999 40b7 6685 3dce 556b 3eac 9ea5 3f0b 506a 3fe1 7ac1 3e2e 165b 4195 ba07 3de3 7870 4050
// + 91b1 3fc2 2381 3e84 c79a 41c0 3a21 3efe d4f4 3dca 39c7 3e96 e4ca 3f01 4937 3f06 2c92 3f85 4b48 3f4a ee83 415b 0f00 41da
// + fc3c 41ef 6267 3d86 b7ff 3f35 43e6 3fe5 5e7b 3f82 1b0c 3ea6 c8d6 3eeb 69f2 3ec9 923c 41d8 684e 3f46 0dca 407e 24a9 415b
// + eba9 4093 06a8 3f61 9265 3f51 046c 3dc0 6066 3e07 61f9 3fa0 0362 3dd2 152c 3fc7
// @data r_nearest_even bf16 0000 8000 7f80 7fff 7fff 7fff 7fff 1e35 1fff 7fff 2000 7fff 2000 5f7f 7fff 5f35 3f80 7fff 3f80 3f7f 3fb5 3f9d 3fde 3d80
// + 3d80 3d7f 3db5 3f35 207f 1fb5 5f35 3fb5 7fff 3f7a 5837 3fa0 3917 3eeb 52fc 3fe9 2387 4022 3000 3e86 4b8b 3fdc 4b22 3eca
// + 7fff 3e90 4689 409e 501e 3f87 3165 4073 250f 404b 5cda 3f55 50e3 3fdd 47ee 3f86 7fff 3f1d 37e5 3ed2 4b7e 3ece 48bd 4041
// + 3917 3f27 4a26 3ec8 3baf 3f2c 4152 4097 7fff 3eec 36ea 3f07 7fff 3f6e 3290 3ead 7fff 3fa4 5f0d 3f79 7fff 3f00 2e0b 4008
// + 7fff 409b 37e7 4073 5f09 3edd 4513 40a8 30c8 3ee2 439d 3ff0 7fff 401a 57f1 3f79 7fff 3f76 4ba9 3ecc 7fff 3f85 20e8 3ea0
// + 7fff 3fec 5b48 4032 35c6 4055 4526 4015 2b14 3f0c 490f 3f46 3eb9 3f93 4903 3e86 7fff 4027 43e1 3e90 7fff 3ee2 202c 3fa0
// + 7fff 3e92 5057 40b0 5a59 3f6a 5eb3 408d 2733 4031 3e89 400c 7fff 408a 59af 3f31 7fff 3fbf 3b95 3ffc 7fff 3fc8 32a3 3f9e
// + 7fff 3f52 41c8 3fbf 7fff 3f4f 448c 4019 5302 3ea2 4a75 3f14 7fff 3f3d 47f5 3faa 5d1d 3ed3 2aed 408a 7fff 3eaa 5bf8 3fe7
// + 7fff 3f9e 3180 3f02 7fff 409d 3ccb 3f34 7fff 3ea1 3ca0 3f0b 7fff 3f36 4458 3f39 3609 3f82 4562 3f63 7fff 406d 2735 40a7
// + 7fff 40af 50f3 3e83 7fff 3f57 41ac 3fab 4efd 3f81 2d3d 3f12 7fff 3f2d 54b0 3f20 7fff 40a6 53e6 3f61 26a1 3fff 3213 406d
// + 7fff 4009 2313 3f70 7fff 3f67 21f6 3e9d 4ff3 3eba 50b3 3f8f 2171 3ea4 2a52 3fa0
// @data r_zero bf16 0000 8000 7f80 7fff 7fff 7fff 7fff 1e35 1ffe 7fff 2000 7fff 2000 5f7f 7fff 5f35 3f80 7fff 3f80 3f7f 3fb5 3f9c 3fdd 3d80
// + 3d80 3d7f 3db4 3f35 207f 1fb5 5f34 3fb4 7fff 3f79 5837 3fa0 3916 3eea 52fc 3fe8 2387 4022 3000 3e85 4b8a 3fdb 4b22 3ec9
// + 7fff 3e90 4688 409d 501e 3f86 3164 4073 250f 404b 5cd9 3f54 50e3 3fdd 47ed 3f86 7fff 3f1d 37e4 3ed2 4b7e 3ece 48bd 4040
// + 3917 3f26 4a25 3ec7 3bae 3f2b 4152 4096 7fff 3eeb 36ea 3f06 7fff 3f6e 328f 3eac 7fff 3fa4 5f0d 3f79 7fff 3f00 2e0b 4008
// + 7fff 409b 37e7 4073 5f08 3edd 4513 40a7 30c8 3ee2 439c 3ff0 7fff 401a 57f1 3f78 7fff 3f75 4ba9 3ecb 7fff 3f85 20e8 3ea0
// + 7fff 3feb 5b47 4032 35c5 4054 4526 4014 2b13 3f0c 490e 3f45 3eb8 3f93 4903 3e86 7fff 4026 43e0 3e8f 7fff 3ee2 202b 3fa0
// + 7fff 3e91 5057 40b0 5a59 3f6a 5eb3 408c 2732 4031 3e89 400b 7fff 4089 59ae 3f30 7fff 3fbf 3b94 3ffc 7fff 3fc7 32a2 3f9d
// + 7fff 3f51 41c7 3fbf 7fff 3f4e 448b 4019 5302 3ea2 4a75 3f14 7fff 3f3c 47f4 3fa9 5d1d 3ed3 2aec 408a 7fff 3eaa 5bf7 3fe6
// + 7fff 3f9d 3180 3f01 7fff 409c 3ccb 3f34 7fff 3ea0 3c9f 3f0a 7fff 3f35 4458 3f39 3608 3f82 4562 3f63 7fff 406c 2735 40a7
// + 7fff 40ae 50f3 3e82 7fff 3f57 41ab 3fab 4efd 3f80 2d3d 3f11 7fff 3f2d 54b0 3f20 7fff 40a6 53e5 3f61 26a0 3ffe 3213 406c
// + 7fff 4009 2312 3f70 7fff 3f67 21f5 3e9c 4ff2 3eb9 50b2 3f8f 2170 3ea3 2a51 3f9f
// @data r_negative_inf bf16 from r_zero
// @data r_positive_inf bf16 0000 8000 7f80 7fff 7fff 7fff 7fff 1e36 1fff 7fff 2000 7fff 2001 5f80 7fff 5f36 3f80 7fff 3f81 3f80 3fb6 3f9d 3fde 3d80
// + 3d81 3d80 3db5 3f36 2080 1fb6 5f35 3fb5 7fff 3f7a 5838 3fa1 3917 3eeb 52fd 3fe9 2388 4023 3001 3e86 4b8b 3fdc 4b23 3eca
// + 7fff 3e91 4689 409e 501f 3f87 3165 4074 2510 404c 5cda 3f55 50e4 3fde 47ee 3f87 7fff 3f1e 37e5 3ed3 4b7f 3ecf 48be 4041
// + 3918 3f27 4a26 3ec8 3baf 3f2c 4153 4097 7fff 3eec 36eb 3f07 7fff 3f6f 3290 3ead 7fff 3fa5 5f0e 3f7a 7fff 3f00 2e0c 4009
// + 7fff 409c 37e8 4074 5f09 3ede 4514 40a8 30c9 3ee3 439d 3ff0 7fff 401b 57f2 3f79 7fff 3f76 4baa 3ecc 7fff 3f86 20e9 3ea1
// + 7fff 3fec 5b48 4033 35c6 4055 4527 4015 2b14 3f0d 490f 3f46 3eb9 3f94 4904 3e87 7fff 4027 43e1 3e90 7fff 3ee3 202c 3fa0
// + 7fff 3e92 5058 40b1 5a5a 3f6b 5eb4 408d 2733 4032 3e8a 400c 7fff 408a 59af 3f31 7fff 3fc0 3b95 3ffd 7fff 3fc8 32a3 3f9e
// + 7fff 3f52 41c8 3fc0 7fff 3f4f 448c 401a 5303 3ea3 4a76 3f15 7fff 3f3d 47f5 3faa 5d1e 3ed4 2aed 408b 7fff 3eab 5bf8 3fe7
// + 7fff 3f9e 3181 3f02 7fff 409d 3ccc 3f35 7fff 3ea1 3ca0 3f0b 7fff 3f36 4459 3f3a 3609 3f83 4563 3f64 7fff 406d 2736 40a8
// + 7fff 40af 50f4 3e83 7fff 3f58 41ac 3fac 4efe 3f81 2d3e 3f12 7fff 3f2e 54b0 3f21 7fff 40a7 53e6 3f62 26a1 3fff 3214 406d
// + 7fff 400a 2313 3f70 7fff 3f68 21f6 3e9d 4ff3 3eba 50b3 3f90 2171 3ea4 2a52 3fa0
// @run nearest_even entry=sqrt_nearest_even grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_nearest_even prov=sf_sqrt_bf16
// @run zero entry=sqrt_zero grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_zero prov=sf_sqrt_bf16
// @run negative_inf entry=sqrt_negative_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_negative_inf prov=sf_sqrt_bf16
// @run positive_inf entry=sqrt_positive_inf grid=1
// @arg buf bf16 a
// @arg buf bf16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_positive_inf prov=sf_sqrt_bf16
cuda_tile.module @conformance {
  entry @sqrt_nearest_even(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = sqrt %x0 : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_zero(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = sqrt %x0 rounding<zero> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_negative_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = sqrt %x0 rounding<negative_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_positive_inf(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %r = sqrt %x0 rounding<positive_inf> : tile<256xbf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
