// @conformance 1
// @tier full
// @family convert
// ftof from tf32 to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a tf32 00000000 0027c000 00400000 007fe000 00800000 017fe000 0465c000 1110e000 1301c000 1431e000 15f4a000 17c6e000 18f88000 2be44000 337fe000 33800000
// + 33ffe000 37d14000 39348000 39d38000 3dc34000 3de56000 3e41c000 3ec58000 3ed2c000 3ed52000 3f000000 3f744000 3f7fe000 3f800000 3f88c000 3fc00000
// + 3fffe000 40000000 40400000 406fe000 40730000 407c2000 40b8e000 40bc4000 40ca8000 40ec4000 412f2000 4132a000 41434000 41934000 41ba0000 41c5c000
// + 41cec000 41dfe000 4450a000 4c102000 4f50c000 539fc000 5568a000 5ce78000 5d630000 5ebe0000 616ac000 6ab2a000 74ca2000 7770e000 77fc0000 7acf0000
// @data r_f16_nearest_even f16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0002 01a2 09a4 0e9c 2e1a 2f2b 320e 362c
// + 3696 36a9 3800 3ba2 3bff 3c00 3c46 3e00 3fff 4000 4200 437f 4398 43e1 45c7 45e2 4654 4762 4979 4995 4a1a 4c9a 4dd0 4e2e
// + 4e76 4eff 6285 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// @data r_f16_zero f16 from r_f16_nearest_even 14:0000 16:0001 51:7bff 52:7bff 53:7bff 54:7bff 55:7bff 56:7bff 57:7bff 58:7bff 59:7bff 60:7bff
// + 61:7bff 62:7bff 63:7bff
// @data r_bf16_nearest_even bf16 0000 0028 0040 0080 0080 0180 0466 1111 1302 1432 15f5 17c7 18f8 2be4 3380 3380 3400 37d1 3934 39d4 3dc3 3de5 3e42 3ec6
// + 3ed3 3ed5 3f00 3f74 3f80 3f80 3f89 3fc0 4000 4000 4040 4070 4073 407c 40b9 40bc 40ca 40ec 412f 4133 4143 4193 41ba 41c6
// + 41cf 41e0 4451 4c10 4f51 53a0 5569 5ce8 5d63 5ebe 616b 6ab3 74ca 7771 77fc 7acf
// @data r_bf16_zero bf16 0000 0027 0040 007f 0080 017f 0465 1110 1301 1431 15f4 17c6 18f8 2be4 337f 3380 33ff 37d1 3934 39d3 3dc3 3de5 3e41 3ec5
// + 3ed2 3ed5 3f00 3f74 3f7f 3f80 3f88 3fc0 3fff 4000 4040 406f 4073 407c 40b8 40bc 40ca 40ec 412f 4132 4143 4193 41ba 41c5
// + 41ce 41df 4450 4c10 4f50 539f 5568 5ce7 5d63 5ebe 616a 6ab2 74ca 7770 77fc 7acf
// @data r_f32_nearest_even f32 00000000 0027c000 00400000 007fe000 00800000 017fe000 0465c000 1110e000 1301c000 1431e000 15f4a000 17c6e000 18f88000 2be44000 337fe000 33800000
// + 33ffe000 37d14000 39348000 39d38000 3dc34000 3de56000 3e41c000 3ec58000 3ed2c000 3ed52000 3f000000 3f744000 3f7fe000 3f800000 3f88c000 3fc00000
// + 3fffe000 40000000 40400000 406fe000 40730000 407c2000 40b8e000 40bc4000 40ca8000 40ec4000 412f2000 4132a000 41434000 41934000 41ba0000 41c5c000
// + 41cec000 41dfe000 4450a000 4c102000 4f50c000 539fc000 5568a000 5ce78000 5d630000 5ebe0000 616ac000 6ab2a000 74ca2000 7770e000 77fc0000 7acf0000
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f32_negative_inf f32 from r_f32_nearest_even
// @data r_f32_positive_inf f32 from r_f32_nearest_even
// @data r_f32_nearest_away f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 0000000000000000 37f3e00000000000 3800000000000000 380ff80000000000 3810000000000000 382ffc0000000000 388cb80000000000 3a221c0000000000
// + 3a60380000000000 3a863c0000000000 3abe940000000000 3af8dc0000000000 3b1f100000000000 3d7c880000000000 3e6ffc0000000000 3e70000000000000
// + 3e7ffc0000000000 3efa280000000000 3f26900000000000 3f3a700000000000 3fb8680000000000 3fbcac0000000000 3fc8380000000000 3fd8b00000000000
// + 3fda580000000000 3fdaa40000000000 3fe0000000000000 3fee880000000000 3feffc0000000000 3ff0000000000000 3ff1180000000000 3ff8000000000000
// + 3ffffc0000000000 4000000000000000 4008000000000000 400dfc0000000000 400e600000000000 400f840000000000 40171c0000000000 4017880000000000
// + 4019500000000000 401d880000000000 4025e40000000000 4026540000000000 4028680000000000 4032680000000000 4037400000000000 4038b80000000000
// + 4039d80000000000 403bfc0000000000 408a140000000000 4182040000000000 41ea180000000000 4273f80000000000 42ad140000000000 439cf00000000000
// + 43ac600000000000 43d7c00000000000 442d580000000000 4556540000000000 4699440000000000 46ee1c0000000000 46ff800000000000 4759e00000000000
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 1c 1e 24 2c
// + 2d 2d 30 37 38 38 39 3c 40 40 44 47 47 48 4c 4c 4d 4f 53 53 54 59 5c 5c
// + 5d 5e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e
// @data r_f8E5M2_nearest_even f8E5M2 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 02 0a 0f 2e 2f 32 36
// + 37 37 38 3c 3c 3c 3c 3e 40 40 42 43 44 44 46 46 46 47 49 4a 4a 4d 4e 4e
// + 4e 4f 63 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b 7b
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 00 00 00 01 02 08 22 26 28 2b 2f 31 57 66 67 67 6f 72 73 7b 7b 7c 7d
// + 7d 7d 7e 7e 7e 7f 7f 7f 7f 80 80 80 80 80 81 81 81 81 82 82 82 83 83 83
// + 83 83 88 98 9e a7 aa b9 ba bd c2 d5 e9 ee ef f5
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU ff 00 00 01 01 03 09 23 27 29 2c 30 32 58 67 67 68 70 73 74 7c 7c 7d 7e
// + 7e 7e 7e 7f 7f 7f 80 80 80 80 81 81 81 81 82 82 82 82 83 83 83 84 84 84
// + 84 84 89 99 9f a8 ab ba bb be c3 d6 ea ef f0 f6
// @data r_f4E2M1FN_nearest_even f4E2M1FN 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1
// + 1 1 1 2 2 2 2 3 4 4 5 6 6 6 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf tf32 a
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf tf32 a
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf tf32 a
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf tf32 a
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf tf32 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf tf32 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf tf32 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf tf32 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run f32_nearest_away entry=f32_nearest_away grid=1
// @arg buf tf32 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_away prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf tf32 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf tf32 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf tf32 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf tf32 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf tf32 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf tf32 a
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf tf32 a
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf tf32 a
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf tf32 a
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
// @run f4E2M1FN_nearest_even entry=f4E2M1FN_nearest_even grid=1
// @arg buf tf32 a
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_f4E2M1FN_nearest_even prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<tf32>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<zero> : tile<64xtf32> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<tf32>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<zero> : tile<64xtf32> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<tf32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<zero> : tile<64xtf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<tf32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<negative_inf> : tile<64xtf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<tf32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<positive_inf> : tile<64xtf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_away(%a0: tile<ptr<tf32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<nearest_away> : tile<64xtf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<tf32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<zero> : tile<64xtf32> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<tf32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<negative_inf> : tile<64xtf32> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<tf32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<positive_inf> : tile<64xtf32> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<tf32>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<nearest_away> : tile<64xtf32> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<tf32>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<zero> : tile<64xtf32> -> tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<tf32>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 rounding<positive_inf> : tile<64xtf32> -> tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f4E2M1FN_nearest_even(%a0: tile<ptr<tf32>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftof %x0 : tile<64xtf32> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
