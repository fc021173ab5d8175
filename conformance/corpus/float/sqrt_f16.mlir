// @conformance 1
// @tier ci
// @family float-arith
// sqrt on f16 in every IEEE rounding mode.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff cec6 2d51 4a09 2fd6 c94a 3460 278c 398c c31c 41b1 3f3a 4bb1 9aec 4b02 3759 3fd9
// + 2d67 3683 149b 398c e1b3 44e7 3b13 2d1a f3e7 2dce 401f 4308 3a93 3c17 3f7f 3c04 7e82 442b 3617 2de0 a06f 3b05 2e7a 3646
// + f2cb 330e 61bd 4cb1 17a4 4a5d 7e7f 4672 5384 4bff 7bc9 33f4 0b72 4c10 7244 424a 0794 2c11 18a4 3d7c ea59 3db8 6599 488b
// + 1686 41c5 44fe 339e 6c19 38ea 1d34 3c0c c4a1 3b3c 6c6c 4c03 c820 4291 7651 2cc1 79c2 36fc 587e 4fd2 eeb9 3f2a 4cb8 4b13
// + a562 311d 1bae 3e71 937d 4f9c 4bb3 32e0 3086 408e 068e 3344 6894 443b 6ce6 3147 0f04 31c7 45af 303b 2e63 3c7a 7484 490d
// + f314 3d26 7bbd 3ff8 96c6 3a13 7e37 2e07 fba4 3ec9 6ed7 4d07 d868 4f82 744c 3208 c9a4 411a 7e5d 3559 5df0 3d27 3aaf 4057
// + 253c 2d75 52d4 3638 55cb 4731 178a 2cf3 c372 3630 568d 47d3 5b92 34c3 25ed 4d52 ce0c 3ece 1651 42db 9cf2 3d7e 476a 3545
// + beef 3597 48d1 4495 37b5 3f0d 7d9a 4ebf e5ff 2c3b 4bc0 4e1a d6d5 2c88 60af 4251 ff7e 3ef1 1331 3bc8 970c 2c45 1ef5 32b0
// + bb47 3dd8 140f 2f4c e9e5 3f33 0c96 4389 adcb 36ad 0e57 4495 0afa 4c0a 6dd6 3dde 70e0 4d72 66bc 3120 2657 2fed 4f54 3e4b
// + 8ab9 300c 096f 4fe0 03f3 3379 6db5 2f10 47fa 45dd 7cff 2df2 653b 4255 2661 36a0
// @data r_nearest_even f16 0000 8000 7c00 7fff 7fff 7fff 7fff 0c00 1fff 7fff 2000 7fff 2000 5bff 7fff 59a8 3c00 7fff 3c00 3bff 3da8 3ce6 3eee 25a8
// + 25a9 25a8 27ff 39a8 23ff 1da8 59a8 3da8 7fff 349d 42f3 3599 7fff 382f 317f 3aa9 7fff 3ebf 3d60 43d8 7fff 437d 396c 3d9a
// + 34a6 391b 284b 3aa9 7fff 406e 3b86 3484 7fff 34d2 3dbe 3f80 3b41 3c0b 3d7a 3c02 7fff 4015 38ef 34d9 7fff 3b7e 3517 3902
// + 7fff 3783 4ec7 4455 2987 4323 7fff 4114 47c1 43ff 5be4 37fa 23b8 4408 5714 3f18 2181 3408 2a18 3caf 7fff 3cc8 50bb 4207
// + 291c 3ecb 4078 37ce 540c 3a45 2c90 3c06 7fff 3b9c 5435 4401 7fff 3f3f 5907 345c 5ac9 3949 49ff 4598 7fff 3d5a 4458 4386
// + 7fff 3665 2bd7 3d13 7fff 4584 43d9 376b 3604 3e09 211f 37a0 520d 401d 546d 367f 254c 36cc 40c5 35d1 350e 3c3b 5840 425b
// + 7fff 3c8a 5bde 3da5 7fff 3af9 7fff 34e9 7fff 3d36 553b 447c 7fff 457b 5825 36f2 7fff 3e63 7fff 38a0 4ce0 3c8a 3b50 3de4
// + 3093 34ac 4764 38fd 48d0 415d 297e 3473 7fff 38fa 491e 4198 4bc8 385d 30de 449d 7fff 3d38 2907 3f68 7fff 3cb0 4172 3897
// + 7fff 38bb 4235 4048 398d 3d50 7fff 4532 7fff 341d 43e0 44f1 7fff 3442 4e1f 3f1c 7fff 3d45 2796 3be4 7fff 3422 2d46 3750
// + 7fff 3cd6 2807 3567 7fff 3d5e 2448 3fc4 7fff 392b 2509 4048 2379 4405 54d5 3cd8 563f 44ab 5131 3667 3109 35a1 456a 3d04
// + 7fff 35b1 2298 459d 1ff3 37bb 54c7 3551 41a6 40d8 7fff 34e0 5093 3f1e 310d 3926
// @data r_zero f16 0000 8000 7c00 7fff 7fff 7fff 7fff 0c00 1ffe 7fff 2000 7fff 2000 5bff 7fff 59a8 3c00 7fff 3c00 3bff 3da8 3ce6 3eed 25a8
// + 25a8 25a7 27ff 39a8 23ff 1da8 59a7 3da7 7fff 349c 42f2 3599 7fff 382e 317e 3aa9 7fff 3ebf 3d60 43d8 7fff 437c 396b 3d9a
// + 34a6 391a 284a 3aa9 7fff 406d 3b85 3484 7fff 34d1 3dbd 3f80 3b40 3c0b 3d79 3c01 7fff 4015 38ef 34d9 7fff 3b7e 3516 3902
// + 7fff 3783 4ec6 4454 2987 4322 7fff 4113 47c1 43ff 5be4 37f9 23b7 4407 5714 3f17 2181 3408 2a17 3caf 7fff 3cc8 50bb 4207
// + 291b 3ecb 4077 37ce 540c 3a45 2c8f 3c05 7fff 3b9b 5434 4401 7fff 3f3f 5906 345c 5ac9 3949 49fe 4597 7fff 3d5a 4458 4385
// + 7fff 3665 2bd6 3d13 7fff 4584 43d9 376a 3603 3e09 211e 379f 520d 401d 546d 367f 254c 36cc 40c4 35d1 350d 3c3b 5840 425b
// + 7fff 3c89 5bde 3da5 7fff 3af8 7fff 34e8 7fff 3d35 553b 447b 7fff 457a 5825 36f2 7fff 3e63 7fff 38a0 4cdf 3c8a 3b4f 3de4
// + 3093 34ac 4764 38fc 48d0 415d 297d 3473 7fff 38f9 491e 4198 4bc8 385d 30de 449c 7fff 3d37 2906 3f67 7fff 3caf 4172 3897
// + 7fff 38ba 4235 4047 398d 3d4f 7fff 4531 7fff 341d 43df 44f0 7fff 3441 4e1f 3f1b 7fff 3d44 2795 3be3 7fff 3421 2d46 3750
// + 7fff 3cd5 2807 3567 7fff 3d5d 2448 3fc3 7fff 392a 2509 4047 2378 4404 54d4 3cd8 563e 44aa 5130 3667 3109 35a1 456a 3d04
// + 7fff 35b0 2297 459c 1ff2 37bb 54c7 3550 41a6 40d7 7fff 34e0 5092 3f1e 310d 3925
// @data r_negative_inf f16 from r_zero
// @data r_positive_inf f16 0000 8000 7c00 7fff 7fff 7fff 7fff 0c00 1fff 7fff 2000 7fff 2001 5c00 7fff 59a9 3c00 7fff 3c01 3c00 3da9 3ce7 3eee 25a9
// + 25a9 25a8 2800 39a9 2400 1da9 59a8 3da8 7fff 349d 42f3 359a 7fff 382f 317f 3aaa 7fff 3ec0 3d61 43d9 7fff 437d 396c 3d9b
// + 34a7 391b 284b 3aaa 7fff 406e 3b86 3485 7fff 34d2 3dbe 3f80 3b41 3c0c 3d7a 3c02 7fff 4016 38f0 34da 7fff 3b7f 3517 3903
// + 7fff 3784 4ec7 4455 2988 4323 7fff 4114 47c2 4400 5be5 37fa 23b8 4408 5715 3f18 2182 3409 2a18 3cb0 7fff 3cc9 50bc 4208
// + 291c 3ecc 4078 37cf 540d 3a46 2c90 3c06 7fff 3b9c 5435 4402 7fff 3f40 5907 345d 5aca 394a 49ff 4598 7fff 3d5b 4459 4386
// + 7fff 3666 2bd7 3d14 7fff 4585 43da 376b 3604 3e0a 211f 37a0 520e 401e 546e 3680 254d 36cd 40c5 35d2 350e 3c3c 5840 425c
// + 7fff 3c8a 5bdf 3da6 7fff 3af9 7fff 34e9 7fff 3d36 553c 447c 7fff 457b 5826 36f3 7fff 3e64 7fff 38a0 4ce0 3c8b 3b50 3de5
// + 3094 34ad 4765 38fd 48d1 415e 297e 3474 7fff 38fa 491f 4199 4bc9 385e 30df 449d 7fff 3d38 2907 3f68 7fff 3cb0 4173 3898
// + 7fff 38bb 4236 4048 398e 3d50 7fff 4532 7fff 341e 43e0 44f1 7fff 3442 4e20 3f1c 7fff 3d45 2796 3be4 7fff 3422 2d47 3751
// + 7fff 3cd6 2808 3568 7fff 3d5e 2449 3fc4 7fff 392b 250a 4048 2379 4405 54d5 3cd9 563f 44ab 5131 3668 310a 35a2 456b 3d05
// + 7fff 35b1 2298 459d 1ff3 37bc 54c8 3551 41a7 40d8 7fff 34e1 5093 3f1f 310e 3926
// @run nearest_even entry=sqrt_nearest_even grid=1
// @arg buf f16 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_nearest_even prov=softfloat
// @run zero entry=sqrt_zero grid=1
// @arg buf f16 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_zero prov=softfloat
// @run negative_inf entry=sqrt_negative_inf grid=1
// @arg buf f16 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_negative_inf prov=softfloat
// @run positive_inf entry=sqrt_positive_inf grid=1
// @arg buf f16 a
// @arg buf f16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 1 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @sqrt_nearest_even(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = sqrt %x0 : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_zero(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = sqrt %x0 rounding<zero> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_negative_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = sqrt %x0 rounding<negative_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_positive_inf(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %r = sqrt %x0 rounding<positive_inf> : tile<256xf16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
