// @conformance 1
// @tier full
// @family convert
// itof from i1 (signed and unsigned) to every float type it accepts (not f8E8M0FNU), nearest_even (digest 4.4).
// @oracle convert the exact integer (i128) rounded once: rustc_apfloat 0.2.3 from_i128_r into f16/bf16/f32/f64/tf32; nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f4E2M1FN with saturating overflow (docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a i1 0 1
// @data r_signed_f16 f16 0000 bc00
// @data r_signed_bf16 bf16 0000 bf80
// @data r_signed_f32 f32 00000000 bf800000
// @data r_signed_f64 f64 0000000000000000 bff0000000000000
// @data r_signed_tf32 tf32 00000000 bf800000
// @data r_signed_f8E4M3FN f8E4M3FN 00 b8
// @data r_signed_f8E5M2 f8E5M2 00 bc
// @data r_signed_f4E2M1FN f4E2M1FN 0 a
// @data r_unsigned_f16 f16 0000 3c00
// @data r_unsigned_bf16 bf16 0000 3f80
// @data r_unsigned_f32 f32 00000000 3f800000
// @data r_unsigned_f64 f64 0000000000000000 3ff0000000000000
// @data r_unsigned_tf32 tf32 00000000 3f800000
// @data r_unsigned_f8E4M3FN f8E4M3FN 00 38
// @data r_unsigned_f8E5M2 f8E5M2 00 3c
// @data r_unsigned_f4E2M1FN f4E2M1FN 0 2
// @run signed_f16 entry=signed_f16 grid=1
// @arg buf i1 a
// @arg buf f16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f16 prov=convert
// @run signed_bf16 entry=signed_bf16 grid=1
// @arg buf i1 a
// @arg buf bf16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_bf16 prov=convert
// @run signed_f32 entry=signed_f32 grid=1
// @arg buf i1 a
// @arg buf f32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f32 prov=convert
// @run signed_f64 entry=signed_f64 grid=1
// @arg buf i1 a
// @arg buf f64 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f64 prov=convert
// @run signed_tf32 entry=signed_tf32 grid=1
// @arg buf i1 a
// @arg buf tf32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_tf32 prov=convert
// @run signed_f8E4M3FN entry=signed_f8E4M3FN grid=1
// @arg buf i1 a
// @arg buf f8E4M3FN zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E4M3FN prov=convert
// @run signed_f8E5M2 entry=signed_f8E5M2 grid=1
// @arg buf i1 a
// @arg buf f8E5M2 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f8E5M2 prov=convert
// @run signed_f4E2M1FN entry=signed_f4E2M1FN grid=1
// @arg buf i1 a
// @arg buf f4E2M1FN zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_signed_f4E2M1FN prov=convert
// @run unsigned_f16 entry=unsigned_f16 grid=1
// @arg buf i1 a
// @arg buf f16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f16 prov=convert
// @run unsigned_bf16 entry=unsigned_bf16 grid=1
// @arg buf i1 a
// @arg buf bf16 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_bf16 prov=convert
// @run unsigned_f32 entry=unsigned_f32 grid=1
// @arg buf i1 a
// @arg buf f32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f32 prov=convert
// @run unsigned_f64 entry=unsigned_f64 grid=1
// @arg buf i1 a
// @arg buf f64 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f64 prov=convert
// @run unsigned_tf32 entry=unsigned_tf32 grid=1
// @arg buf i1 a
// @arg buf tf32 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_tf32 prov=convert
// @run unsigned_f8E4M3FN entry=unsigned_f8E4M3FN grid=1
// @arg buf i1 a
// @arg buf f8E4M3FN zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E4M3FN prov=convert
// @run unsigned_f8E5M2 entry=unsigned_f8E5M2 grid=1
// @arg buf i1 a
// @arg buf f8E5M2 zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f8E5M2 prov=convert
// @run unsigned_f4E2M1FN entry=unsigned_f4E2M1FN grid=1
// @arg buf i1 a
// @arg buf f4E2M1FN zeros(2)
// @expect verdict ok prov=hand
// @expect arg 1 r_unsigned_f4E2M1FN prov=convert
cuda_tile.module @conformance {
  entry @signed_f16(%a0: tile<ptr<i1>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xf16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf16>, partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_bf16(%a0: tile<ptr<i1>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xbf16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xbf16>, partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f32(%a0: tile<ptr<i1>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xf32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f64(%a0: tile<ptr<i1>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xf64>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf64>, partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_tf32(%a0: tile<ptr<i1>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xtf32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xtf32>, partition_view<tile=(2), tensor_view<2xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E4M3FN(%a0: tile<ptr<i1>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf8E4M3FN>, partition_view<tile=(2), tensor_view<2xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f8E5M2(%a0: tile<ptr<i1>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xf8E5M2>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf8E5M2>, partition_view<tile=(2), tensor_view<2xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @signed_f4E2M1FN(%a0: tile<ptr<i1>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 signed : tile<2xi1> -> tile<2xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf4E2M1FN>, partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f16(%a0: tile<ptr<i1>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xf16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf16>, partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_bf16(%a0: tile<ptr<i1>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xbf16>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xbf16>, partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f32(%a0: tile<ptr<i1>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xf32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f64(%a0: tile<ptr<i1>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xf64>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf64>, partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_tf32(%a0: tile<ptr<i1>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xtf32>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xtf32>, partition_view<tile=(2), tensor_view<2xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E4M3FN(%a0: tile<ptr<i1>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf8E4M3FN>, partition_view<tile=(2), tensor_view<2xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f8E5M2(%a0: tile<ptr<i1>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xf8E5M2>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf8E5M2>, partition_view<tile=(2), tensor_view<2xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @unsigned_f4E2M1FN(%a0: tile<ptr<i1>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [2], strides = [1] : tensor_view<2xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(2), tensor_view<2xi1, strides=[1]>>, tile<i32> -> tile<2xi1>, token
    %r = itof %x0 unsigned : tile<2xi1> -> tile<2xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<2xf4E2M1FN>, partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
