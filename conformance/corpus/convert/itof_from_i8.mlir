// @conformance 1
// @tier full
// @family convert
// itof from i8 (signed and unsigned) to every float type it accepts (not f8E8M0FNU), nearest_even (digest 4.4).
// @oracle convert the exact integer (i128) rounded once: rustc_apfloat 0.2.3 from_i128_r into f16/bf16/f32/f64/tf32; nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f4E2M1FN with saturating overflow (docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a i8 00 01 02 03 07 08 09 0b 0d 0f 10 11 13 17 19 1a 20 21 24 29 2e 33 36 3c
// + 3f 40 41 43 45 64 71 7d 7e 7f 80 81 84 87 a4 b8 b9 c0 d8 e4 e9 f1 f3 fe
// + ff 00 01 02 03 07 08 09 0b 0d 0f 10 11 13 17 19
// @data r_signed_f16 f16 0000 3c00 4000 4200 4700 4800 4880 4980 4a80 4b80 4c00 4c40 4cc0 4dc0 4e40 4e80 5000 5020 5080 5120 51c0 5260 52c0 5380
// + 53e0 5400 5410 5430 5450 5640 5710 57d0 57e0 57f0 d800 d7f0 d7c0 d790 d5c0 d480 d470 d400 d100 cf00 cdc0 cb80 ca80 c000
// + bc00 0000 3c00 4000 4200 4700 4800 4880 4980 4a80 4b80 4c00 4c40 4cc0 4dc0 4e40
// @data r_signed_bf16 bf16 0000 3f80 4000 4040 40e0 4100 4110 4130 4150 4170 4180 4188 4198 41b8 41c8 41d0 4200 4204 4210 4224 4238 424c 4258 4270
// + 427c 4280 4282 4286 428a 42c8 42e2 42fa 42fc 42fe c300 c2fe c2f8 c2f2 c2b8 c290 c28e c280 c220 c1e0 c1b8 c170 c150 c000
// + bf80 0000 3f80 4000 4040 40e0 4100 4110 4130 4150 4170 4180 4188 4198 41b8 41c8
// @data r_signed_f32 f32 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41700000 41800000 41880000 41980000 41b80000 41c80000 41d00000
// + 42000000 42040000 42100000 42240000 42380000 424c0000 42580000 42700000 427c0000 42800000 42820000 42860000 428a0000 42c80000 42e20000 42fa0000
// + 42fc0000 42fe0000 c3000000 c2fe0000 c2f80000 c2f20000 c2b80000 c2900000 c28e0000 c2800000 c2200000 c1e00000 c1b80000 c1700000 c1500000 c0000000
// + bf800000 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41700000 41800000 41880000 41980000 41b80000 41c80000
// @data r_signed_f64 f64 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 401c000000000000 4020000000000000 4022000000000000 4026000000000000
// + 402a000000000000 402e000000000000 4030000000000000 4031000000000000 4033000000000000 4037000000000000 4039000000000000 403a000000000000
// + 4040000000000000 4040800000000000 4042000000000000 4044800000000000 4047000000000000 4049800000000000 404b000000000000 404e000000000000
// + 404f800000000000 4050000000000000 4050400000000000 4050c00000000000 4051400000000000 4059000000000000 405c400000000000 405f400000000000
// + 405f800000000000 405fc00000000000 c060000000000000 c05fc00000000000 c05f000000000000 c05e400000000000 c057000000000000 c052000000000000
// + c051c00000000000 c050000000000000 c044000000000000 c03c000000000000 c037000000000000 c02e000000000000 c02a000000000000 c000000000000000
// + bff0000000000000 0000000000000000 3ff0000000000000 4000000000000000 4008000000000000 401c000000000000 4020000000000000 4022000000000000
// + 4026000000000000 402a000000000000 402e000000000000 4030000000000000 4031000000000000 4033000000000000 4037000000000000 4039000000000000
// @data r_signed_tf32 tf32 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41700000 41800000 41880000 41980000 41b80000 41c80000 41d00000
// + 42000000 42040000 42100000 42240000 42380000 424c0000 42580000 42700000 427c0000 42800000 42820000 42860000 428a0000 42c80000 42e20000 42fa0000
// + 42fc0000 42fe0000 c3000000 c2fe0000 c2f80000 c2f20000 c2b80000 c2900000 c28e0000 c2800000 c2200000 c1e00000 c1b80000 c1700000 c1500000 c0000000
// + bf800000 00000000 3f800000 40000000 40400000 40e00000 41000000 41100000 41300000 41500000 41700000 41800000 41880000 41980000 41b80000 41c80000
// @data r_signed_f8E4M3FN f8E4M3FN 00 38 40 44 4e 50 51 53 55 57 58 58 5a 5c 5c 5d 60 60 61 62 64 65 66 67
// + 68 68 68 68 69 6c 6e 70 70 70 f0 f0 f0 ef ec e9 e9 e8 e2 de dc d7 d5 c0
// + b8 00 38 40 44 4e 50 51 53 55 57 58 58 5a 5c 5c
// @data r_signed_f8E5M2 f8E5M2 00 3c 40 42 47 48 48 4a 4a 4c 4c 4c 4d 4e 4e 4e 50 50 50 51 52 52 53 54
// + 54 54 54 54 54 56 57 58 58 58 d8 d8 d8 d8 d6 d4 d4 d4 d1 cf ce cc ca c0
// + bc 00 3c 40 42 47 48 48 4a 4a 4c 4c 4c 4d 4e 4e
// @data r_signed_f4E2M1FN f4E2M1FN 0 2 4 5 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// + 7 7 7 7 7 7 7 7 7 7 f f f f f f f f f f f f f c
// + a 0 2 4 5 7 7 7 7 7 7 7 7 7 7 7
// @data r_unsigned_f16 f16 from r_signed_f16 34:5800 35:5808 36:5820 37:5838 38:5920 39:59c0 40:59c8 41:5a00 42:5ac0 43:5b20 44:5b48 45:5b88
// + 46:5b98 47:5bf0 48:5bf8
// @data r_unsigned_bf16 bf16 from r_signed_bf16 34:4300 35:4301 36:4304 37:4307 38:4324 39:4338 40:4339 41:4340 42:4358 43:4364 44:4369 45:4371
// + 46:4373 47:437e 48:437f
// @data r_unsigned_f32 f32 from r_signed_f32 34:43000000 35:43010000 36:43040000 37:43070000 38:43240000 39:43380000 40:43390000 41:43400000 42:43580000 43:43640000 44:43690000 45:43710000
// + 46:43730000 47:437e0000 48:437f0000
// @data r_unsigned_f64 f64 from r_signed_f64 34:4060000000000000 35:4060200000000000 36:4060800000000000 37:4060e00000000000 38:4064800000000000 39:4067000000000000 40:4067200000000000 41:4068000000000000 42:406b000000000000 43:406c800000000000 44:406d200000000000 45:406e200000000000
// + 46:406e600000000000 47:406fc00000000000 48:406fe00000000000
// @data r_unsigned_tf32 tf32 from r_signed_tf32 34:43000000 35:43010000 36:43040000 37:43070000 38:43240000 39:43380000 40:43390000 41:43400000 42:43580000 43:43640000 44:43690000 45:43710000
// + 46:43730000 47:437e0000 48:437f0000
// @data r_unsigned_f8E4M3FN f8E4M3FN from r_signed_f8E4M3FN 34:70 35:70 36:70 37:70 38:72 39:74 40:74 41:74 42:76 43:76 44:77 45:77
// + 46:77 47:78 48:78
// @data r_unsigned_f8E5M2 f8E5M2 from r_signed_f8E5M2 34:58 35:58 36:58 37:58 38:59 39:5a 40:5a 41:5a 42:5b 43:5b 44:5b 45:5c
// + 46:5c 47:5c 48:5c
// @data r_unsigned_f4E2M1FN f4E2M1FN from r_signed_f4E2M1FN 34:7 35:7 36:7 37:7 38:7 39:7 40:7 41:7 42:7 43:7 44:7 45:7
// + 46:7 47:7 48:7
// @run signed_f16 entry=signed_f16 grid=1
// @arg buf i8 a
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f16 prov=convert
// @run signed_bf16 entry=signed_bf16 grid=1
// @arg buf i8 a
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_bf16 prov=convert
// @run signed_f32 entry=signed_f32 grid=1
// @arg buf i8 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f32 prov=convert
// @run signed_f64 entry=signed_f64 grid=1
// @arg buf i8 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f64 prov=convert
// @run signed_tf32 entry=signed_tf32 grid=1
// @arg buf i8 a
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_tf32 prov=convert
// @run signed_f8E4M3FN entry=signed_f8E4M3FN grid=1
// @arg buf i8 a
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E4M3FN prov=convert
// @run signed_f8E5M2 entry=signed_f8E5M2 grid=1
// @arg buf i8 a
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E5M2 prov=convert
// @run signed_f4E2M1FN entry=signed_f4E2M1FN grid=1
// @arg buf i8 a
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f4E2M1FN prov=convert
// @run unsigned_f16 entry=unsigned_f16 grid=1
// @arg buf i8 a
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f16 prov=convert
// @run unsigned_bf16 entry=unsigned_bf16 grid=1
// @arg buf i8 a
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_bf16 prov=convert
// @run unsigned_f32 entry=unsigned_f32 grid=1
// @arg buf i8 a
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f32 prov=convert
// @run unsigned_f64 entry=unsigned_f64 grid=1
// @arg buf i8 a
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f64 prov=convert
// @run unsigned_tf32 entry=unsigned_tf32 grid=1
// @arg buf i8 a
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_tf32 prov=convert
// @run unsigned_f8E4M3FN entry=unsigned_f8E4M3FN grid=1
// @arg buf i8 a
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E4M3FN prov=convert
// @run unsigned_f8E5M2 entry=unsigned_f8E5M2 grid=1
// @arg buf i8 a
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E5M2 prov=convert
// @run unsigned_f4E2M1FN entry=unsigned_f4E2M1FN grid=1
// @arg buf i8 a
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f4E2M1FN prov=convert
cuda_tile.module @conformance {
  entry @signed_f16(%a0: tile<ptr<i8>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_bf16(%a0: tile<ptr<i8>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f32(%a0: tile<ptr<i8>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f64(%a0: tile<ptr<i8>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_tf32(%a0: tile<ptr<i8>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E4M3FN(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E5M2(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f4E2M1FN(%a0: tile<ptr<i8>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 signed : tile<64xi8> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f16(%a0: tile<ptr<i8>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_bf16(%a0: tile<ptr<i8>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f32(%a0: tile<ptr<i8>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f64(%a0: tile<ptr<i8>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_tf32(%a0: tile<ptr<i8>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E4M3FN(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E5M2(%a0: tile<ptr<i8>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f4E2M1FN(%a0: tile<ptr<i8>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = itof %x0 unsigned : tile<64xi8> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
