// @conformance 1
// @tier ci
// @family convert
// ftof from f4E2M1FN to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).
// @oracle convert the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f4E2M1FN 0 1 2 3 4 5 6 7 8 9 a b c d e f
// @data r_f16_nearest_even f16 0000 3800 3c00 3e00 4000 4200 4400 4600 8000 b800 bc00 be00 c000 c200 c400 c600
// @data r_f16_zero f16 from r_f16_nearest_even
// @data r_f16_negative_inf f16 from r_f16_nearest_even
// @data r_f16_positive_inf f16 from r_f16_nearest_even
// @data r_f16_nearest_away f16 from r_f16_nearest_even
// @data r_bf16_nearest_even bf16 0000 3f00 3f80 3fc0 4000 4040 4080 40c0 8000 bf00 bf80 bfc0 c000 c040 c080 c0c0
// @data r_bf16_zero bf16 from r_bf16_nearest_even
// @data r_bf16_negative_inf bf16 from r_bf16_nearest_even
// @data r_bf16_positive_inf bf16 from r_bf16_nearest_even
// @data r_bf16_nearest_away bf16 from r_bf16_nearest_even
// @data r_f32_nearest_even f32 00000000 3f000000 3f800000 3fc00000 40000000 40400000 40800000 40c00000 80000000 bf000000 bf800000 bfc00000 c0000000 c0400000 c0800000 c0c00000
// @data r_f32_zero f32 from r_f32_nearest_even
// @data r_f32_negative_inf f32 from r_f32_nearest_even
// @data r_f32_positive_inf f32 from r_f32_nearest_even
// @data r_f32_nearest_away f32 from r_f32_nearest_even
// @data r_f64_nearest_even f64 0000000000000000 3fe0000000000000 3ff0000000000000 3ff8000000000000 4000000000000000 4008000000000000 4010000000000000 4018000000000000
// + 8000000000000000 bfe0000000000000 bff0000000000000 bff8000000000000 c000000000000000 c008000000000000 c010000000000000 c018000000000000
// @data r_f64_zero f64 from r_f64_nearest_even
// @data r_f64_negative_inf f64 from r_f64_nearest_even
// @data r_f64_positive_inf f64 from r_f64_nearest_even
// @data r_f64_nearest_away f64 from r_f64_nearest_even
// @data r_tf32_nearest_even tf32 00000000 3f000000 3f800000 3fc00000 40000000 40400000 40800000 40c00000 80000000 bf000000 bf800000 bfc00000 c0000000 c0400000 c0800000 c0c00000
// @data r_tf32_zero tf32 from r_tf32_nearest_even
// @data r_tf32_negative_inf tf32 from r_tf32_nearest_even
// @data r_tf32_positive_inf tf32 from r_tf32_nearest_even
// @data r_tf32_nearest_away tf32 from r_tf32_nearest_even
// @data r_f8E4M3FN_nearest_even f8E4M3FN 00 30 38 3c 40 44 48 4c 80 b0 b8 bc c0 c4 c8 cc
// @data r_f8E5M2_nearest_even f8E5M2 00 38 3c 3e 40 42 44 46 80 b8 bc be c0 c2 c4 c6
// @data r_f8E8M0FNU_zero f8E8M0FNU ff 7e 7f 7f 80 80 81 81 ff ff ff ff ff ff ff ff
// @data r_f8E8M0FNU_positive_inf f8E8M0FNU from r_f8E8M0FNU_zero 3:80 5:81 7:82
// @run f16_nearest_even entry=f16_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_even prov=convert
// @run f16_zero entry=f16_zero grid=1
// @arg buf f4E2M1FN a
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_zero prov=convert
// @run f16_negative_inf entry=f16_negative_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_negative_inf prov=convert
// @run f16_positive_inf entry=f16_positive_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_positive_inf prov=convert
// @run f16_nearest_away entry=f16_nearest_away grid=1
// @arg buf f4E2M1FN a
// @arg buf f16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f16_nearest_away prov=convert
// @run bf16_nearest_even entry=bf16_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf bf16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_even prov=convert
// @run bf16_zero entry=bf16_zero grid=1
// @arg buf f4E2M1FN a
// @arg buf bf16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_zero prov=convert
// @run bf16_negative_inf entry=bf16_negative_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf bf16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_negative_inf prov=convert
// @run bf16_positive_inf entry=bf16_positive_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf bf16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_positive_inf prov=convert
// @run bf16_nearest_away entry=bf16_nearest_away grid=1
// @arg buf f4E2M1FN a
// @arg buf bf16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_bf16_nearest_away prov=convert
// @run f32_nearest_even entry=f32_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_even prov=convert
// @run f32_zero entry=f32_zero grid=1
// @arg buf f4E2M1FN a
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_zero prov=convert
// @run f32_negative_inf entry=f32_negative_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_negative_inf prov=convert
// @run f32_positive_inf entry=f32_positive_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_positive_inf prov=convert
// @run f32_nearest_away entry=f32_nearest_away grid=1
// @arg buf f4E2M1FN a
// @arg buf f32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f32_nearest_away prov=convert
// @run f64_nearest_even entry=f64_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf f64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_even prov=convert
// @run f64_zero entry=f64_zero grid=1
// @arg buf f4E2M1FN a
// @arg buf f64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_zero prov=convert
// @run f64_negative_inf entry=f64_negative_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_negative_inf prov=convert
// @run f64_positive_inf entry=f64_positive_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_positive_inf prov=convert
// @run f64_nearest_away entry=f64_nearest_away grid=1
// @arg buf f4E2M1FN a
// @arg buf f64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f64_nearest_away prov=convert
// @run tf32_nearest_even entry=tf32_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf tf32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_even prov=convert
// @run tf32_zero entry=tf32_zero grid=1
// @arg buf f4E2M1FN a
// @arg buf tf32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_zero prov=convert
// @run tf32_negative_inf entry=tf32_negative_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf tf32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_negative_inf prov=convert
// @run tf32_positive_inf entry=tf32_positive_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf tf32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_positive_inf prov=convert
// @run tf32_nearest_away entry=tf32_nearest_away grid=1
// @arg buf f4E2M1FN a
// @arg buf tf32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_tf32_nearest_away prov=convert
// @run f8E4M3FN_nearest_even entry=f8E4M3FN_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf f8E4M3FN zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E4M3FN_nearest_even prov=convert
// @run f8E5M2_nearest_even entry=f8E5M2_nearest_even grid=1
// @arg buf f4E2M1FN a
// @arg buf f8E5M2 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E5M2_nearest_even prov=convert
// @run f8E8M0FNU_zero entry=f8E8M0FNU_zero grid=1
// @arg buf f4E2M1FN a
// @arg buf f8E8M0FNU zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_zero prov=convert
// @run f8E8M0FNU_positive_inf entry=f8E8M0FNU_positive_inf grid=1
// @arg buf f4E2M1FN a
// @arg buf f8E8M0FNU zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_f8E8M0FNU_positive_inf prov=convert
cuda_tile.module @conformance {
  entry @f16_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_zero(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<zero> : tile<16xf4E2M1FN> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_negative_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<16xf4E2M1FN> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_positive_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_nearest_away(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<16xf4E2M1FN> -> tile<16xf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xbf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xbf16>, partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_zero(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<zero> : tile<16xf4E2M1FN> -> tile<16xbf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xbf16>, partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_negative_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<16xf4E2M1FN> -> tile<16xbf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xbf16>, partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_positive_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xbf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xbf16>, partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bf16_nearest_away(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<16xf4E2M1FN> -> tile<16xbf16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xbf16>, partition_view<tile=(16), tensor_view<16xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_zero(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<zero> : tile<16xf4E2M1FN> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_negative_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<16xf4E2M1FN> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_positive_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f32_nearest_away(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<16xf4E2M1FN> -> tile<16xf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xf64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf64>, partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_zero(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<zero> : tile<16xf4E2M1FN> -> tile<16xf64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf64>, partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_negative_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<16xf4E2M1FN> -> tile<16xf64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf64>, partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_positive_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xf64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf64>, partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_nearest_away(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<16xf4E2M1FN> -> tile<16xf64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf64>, partition_view<tile=(16), tensor_view<16xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xtf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xtf32>, partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_zero(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<zero> : tile<16xf4E2M1FN> -> tile<16xtf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xtf32>, partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_negative_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<negative_inf> : tile<16xf4E2M1FN> -> tile<16xtf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xtf32>, partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_positive_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xtf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xtf32>, partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tf32_nearest_away(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<nearest_away> : tile<16xf4E2M1FN> -> tile<16xtf32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xtf32>, partition_view<tile=(16), tensor_view<16xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E4M3FN_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf8E4M3FN>, partition_view<tile=(16), tensor_view<16xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E5M2_nearest_even(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 : tile<16xf4E2M1FN> -> tile<16xf8E5M2>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf8E5M2>, partition_view<tile=(16), tensor_view<16xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_zero(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<zero> : tile<16xf4E2M1FN> -> tile<16xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf8E8M0FNU>, partition_view<tile=(16), tensor_view<16xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f8E8M0FNU_positive_inf(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftof %x0 rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xf8E8M0FNU>, partition_view<tile=(16), tensor_view<16xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
}
