// @conformance 1
// @tier full
// @family convert
// ftoi from f4E2M1FN to every integer type, signed and unsigned, truncating; plain runs take only values whose truncation is in range (the rest is UB, ub/), saturating runs every value (13.4: clamp, NaN to 0).
// @oracle exact truncation toward zero of the exact source value (host f64 trunc, exact), range check and clamping in i128; NaN to 0 under saturating (PTX cvt.rzi.sat, docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f4E2M1FN 0 1 2 3 4 5 6 7 8 9 a b c d e f
// @data a_i1_signed f4E2M1FN 0 2 8 a
// @data r_i1_signed i1 0 1 0 1
// @data a_i1_signed_sat f4E2M1FN from a_i1_signed
// @data r_i1_signed_sat i1 from r_i1_signed
// @data a_i1_unsigned f4E2M1FN from a_i1_signed
// @data r_i1_unsigned i1 from r_i1_signed
// @data a_i1_unsigned_sat f4E2M1FN from a_i1_signed
// @data r_i1_unsigned_sat i1 from r_i1_signed
// @data r_i8_signed i8 00 00 01 01 02 03 04 06 00 00 ff ff fe fd fc fa
// @data r_i8_signed_sat i8 from r_i8_signed
// @data a_i8_unsigned f4E2M1FN 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5
// @data r_i8_unsigned i8 00 00 01 01 02 03 04 06 00 00 00 00 01 01 02 03
// @data r_i8_unsigned_sat i8 from r_i8_unsigned 12:00 13:00 14:00 15:00
// @data r_i16_signed i16 0000 0000 0001 0001 0002 0003 0004 0006 0000 0000 ffff ffff fffe fffd fffc fffa
// @data r_i16_signed_sat i16 from r_i16_signed
// @data a_i16_unsigned f4E2M1FN from a_i8_unsigned
// @data r_i16_unsigned i16 0000 0000 0001 0001 0002 0003 0004 0006 0000 0000 0000 0000 0001 0001 0002 0003
// @data r_i16_unsigned_sat i16 from r_i16_unsigned 12:0000 13:0000 14:0000 15:0000
// @data r_i32_signed i32 00000000 00000000 00000001 00000001 00000002 00000003 00000004 00000006 00000000 00000000 ffffffff ffffffff fffffffe fffffffd fffffffc fffffffa
// @data r_i32_signed_sat i32 from r_i32_signed
// @data a_i32_unsigned f4E2M1FN from a_i8_unsigned
// @data r_i32_unsigned i32 00000000 00000000 00000001 00000001 00000002 00000003 00000004 00000006 00000000 00000000 00000000 00000000 00000001 00000001 00000002 00000003
// @data r_i32_unsigned_sat i32 from r_i32_unsigned 12:00000000 13:00000000 14:00000000 15:00000000
// @data r_i64_signed i64 0000000000000000 0000000000000000 0000000000000001 0000000000000001 0000000000000002 0000000000000003 0000000000000004 0000000000000006
// + 0000000000000000 0000000000000000 ffffffffffffffff ffffffffffffffff fffffffffffffffe fffffffffffffffd fffffffffffffffc fffffffffffffffa
// @data r_i64_signed_sat i64 from r_i64_signed
// @data a_i64_unsigned f4E2M1FN from a_i8_unsigned
// @data r_i64_unsigned i64 0000000000000000 0000000000000000 0000000000000001 0000000000000001 0000000000000002 0000000000000003 0000000000000004 0000000000000006
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000001 0000000000000001 0000000000000002 0000000000000003
// @data r_i64_unsigned_sat i64 from r_i64_unsigned 12:0000000000000000 13:0000000000000000 14:0000000000000000 15:0000000000000000
// @run i1_signed entry=i1_signed grid=1
// @arg buf f4E2M1FN a_i1_signed
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed prov=exact
// @run i1_signed_sat entry=i1_signed_sat grid=1
// @arg buf f4E2M1FN a_i1_signed_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed_sat prov=exact
// @run i1_unsigned entry=i1_unsigned grid=1
// @arg buf f4E2M1FN a_i1_unsigned
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned prov=exact
// @run i1_unsigned_sat entry=i1_unsigned_sat grid=1
// @arg buf f4E2M1FN a_i1_unsigned_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned_sat prov=exact
// @run i8_signed entry=i8_signed grid=1
// @arg buf f4E2M1FN a
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed prov=exact
// @run i8_signed_sat entry=i8_signed_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed_sat prov=exact
// @run i8_unsigned entry=i8_unsigned grid=1
// @arg buf f4E2M1FN a_i8_unsigned
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned prov=exact
// @run i8_unsigned_sat entry=i8_unsigned_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i8 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned_sat prov=exact
// @run i16_signed entry=i16_signed grid=1
// @arg buf f4E2M1FN a
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed prov=exact
// @run i16_signed_sat entry=i16_signed_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed_sat prov=exact
// @run i16_unsigned entry=i16_unsigned grid=1
// @arg buf f4E2M1FN a_i16_unsigned
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned prov=exact
// @run i16_unsigned_sat entry=i16_unsigned_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i16 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned_sat prov=exact
// @run i32_signed entry=i32_signed grid=1
// @arg buf f4E2M1FN a
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed prov=exact
// @run i32_signed_sat entry=i32_signed_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed_sat prov=exact
// @run i32_unsigned entry=i32_unsigned grid=1
// @arg buf f4E2M1FN a_i32_unsigned
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned prov=exact
// @run i32_unsigned_sat entry=i32_unsigned_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i32 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned_sat prov=exact
// @run i64_signed entry=i64_signed grid=1
// @arg buf f4E2M1FN a
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed prov=exact
// @run i64_signed_sat entry=i64_signed_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed_sat prov=exact
// @run i64_unsigned entry=i64_unsigned grid=1
// @arg buf f4E2M1FN a_i64_unsigned
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned prov=exact
// @run i64_unsigned_sat entry=i64_unsigned_sat grid=1
// @arg buf f4E2M1FN a
// @arg buf i64 zeros(16)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned_sat prov=exact
cuda_tile.module @conformance {
  entry @i1_signed(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    %r = ftoi %x0 signed : tile<4xf4E2M1FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_signed_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    %r = ftoi %x0 signed saturating : tile<4xf4E2M1FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    %r = ftoi %x0 unsigned : tile<4xf4E2M1FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    %r = ftoi %x0 unsigned saturating : tile<4xf4E2M1FN> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed : tile<16xf4E2M1FN> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed saturating : tile<16xf4E2M1FN> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned : tile<16xf4E2M1FN> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned saturating : tile<16xf4E2M1FN> -> tile<16xi8>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed : tile<16xf4E2M1FN> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed saturating : tile<16xf4E2M1FN> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned : tile<16xf4E2M1FN> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned saturating : tile<16xf4E2M1FN> -> tile<16xi16>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed : tile<16xf4E2M1FN> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed saturating : tile<16xf4E2M1FN> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned : tile<16xf4E2M1FN> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned saturating : tile<16xf4E2M1FN> -> tile<16xi32>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed : tile<16xf4E2M1FN> -> tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 signed saturating : tile<16xf4E2M1FN> -> tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned : tile<16xf4E2M1FN> -> tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned_sat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %r = ftoi %x0 unsigned saturating : tile<16xf4E2M1FN> -> tile<16xi64>
    %vo = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
