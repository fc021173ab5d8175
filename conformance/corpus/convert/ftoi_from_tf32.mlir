// @conformance 1
// @tier full
// @family convert
// ftoi from tf32 to every integer type, signed and unsigned, truncating; plain runs take only values whose truncation is in range (the rest is UB, ub/), saturating runs every value (13.4: clamp, NaN to 0).
// @oracle exact truncation toward zero of the exact source value (host f64 trunc, exact), range check and clamping in i128; NaN to 0 under saturating (PTX cvt.rzi.sat, docs/numerics.md)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a tf32 00000000 00400000 007fe000 00800000 010c0000 017fe000 028d4000 082aa000 0e784000 0ff7e000 133b6000 1d9e6000 213d4000 2c564000 30f80000 337fe000
// + 33800000 33ffe000 3d8a8000 3dc5a000 3de2e000 3df2a000 3e9d0000 3ec00000 3ee24000 3ee2e000 3ef20000 3f000000 3f14e000 3f2dc000 3f560000 3f7fe000
// + 3f800000 3f842000 3f996000 3fc00000 3fffe000 40000000 4001e000 403f6000 40400000 40480000 406e6000 41266000 41634000 41694000 41af6000 46a7c000
// + 546fa000 58928000 62544000 68576000 6e226000 71a62000 733c2000 75934000 7d19c000 7effe000 7f000000 7f7fe000 7f800000 7fa30000 7fc00000 80000000
// @data a_i1_signed tf32 00000000 3f800000 80000000 00000000
// @data r_i1_signed i1 0 1 0 0
// @data a_i1_signed_sat tf32 from a_i1_signed
// @data r_i1_signed_sat i1 from r_i1_signed
// @data a_i1_unsigned tf32 from a_i1_signed
// @data r_i1_unsigned i1 from r_i1_signed
// @data a_i1_unsigned_sat tf32 from a_i1_signed
// @data r_i1_unsigned_sat i1 from r_i1_signed
// @data a_i8_signed tf32 from a 47:80000000 48:00000000 49:00400000 50:007fe000 51:00800000 52:010c0000 53:017fe000 54:028d4000 55:082aa000 56:0e784000 57:0ff7e000 58:133b6000
// + 59:1d9e6000 60:213d4000 61:2c564000 62:30f80000 63:337fe000
// @data r_i8_signed i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 00 00 01 01 01 01 01 02 02 02 03 03 03 0a 0e 0e 15 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
// @data r_i8_signed_sat i8 from r_i8_signed 47:7f 48:7f 49:7f 50:7f 51:7f 52:7f 53:7f 54:7f 55:7f 56:7f 57:7f 58:7f
// + 59:7f 60:7f
// @data a_i8_unsigned tf32 from a_i8_signed
// @data r_i8_unsigned i8 from r_i8_signed
// @data r_i8_unsigned_sat i8 from r_i8_signed 47:ff 48:ff 49:ff 50:ff 51:ff 52:ff 53:ff 54:ff 55:ff 56:ff 57:ff 58:ff
// + 59:ff 60:ff
// @data a_i16_signed tf32 from a 48:80000000 49:00000000 50:00400000 51:007fe000 52:00800000 53:010c0000 54:017fe000 55:028d4000 56:082aa000 57:0e784000 58:0ff7e000 59:133b6000
// + 60:1d9e6000 61:213d4000 62:2c564000 63:30f80000
// @data r_i16_signed i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0002 0002 0002 0003 0003 0003 000a 000e 000e 0015 53e0
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
// @data r_i16_signed_sat i16 from r_i16_signed 48:7fff 49:7fff 50:7fff 51:7fff 52:7fff 53:7fff 54:7fff 55:7fff 56:7fff 57:7fff 58:7fff 59:7fff
// + 60:7fff
// @data a_i16_unsigned tf32 from a_i16_signed
// @data r_i16_unsigned i16 from r_i16_signed
// @data r_i16_unsigned_sat i16 from r_i16_signed 48:ffff 49:ffff 50:ffff 51:ffff 52:ffff 53:ffff 54:ffff 55:ffff 56:ffff 57:ffff 58:ffff 59:ffff
// + 60:ffff
// @data a_i32_signed tf32 from a_i16_signed
// @data r_i32_signed i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000001 00000001 00000001 00000001 00000001 00000002 00000002 00000002 00000003 00000003 00000003 0000000a 0000000e 0000000e 00000015 000053e0
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// @data r_i32_signed_sat i32 from r_i32_signed 48:7fffffff 49:7fffffff 50:7fffffff 51:7fffffff 52:7fffffff 53:7fffffff 54:7fffffff 55:7fffffff 56:7fffffff 57:7fffffff 58:7fffffff 59:7fffffff
// + 60:7fffffff
// @data a_i32_unsigned tf32 from a_i16_signed
// @data r_i32_unsigned i32 from r_i32_signed
// @data r_i32_unsigned_sat i32 from r_i32_signed 48:ffffffff 49:ffffffff 50:ffffffff 51:ffffffff 52:ffffffff 53:ffffffff 54:ffffffff 55:ffffffff 56:ffffffff 57:ffffffff 58:ffffffff 59:ffffffff
// + 60:ffffffff
// @data a_i64_signed tf32 from a 50:80000000 51:00000000 52:00400000 53:007fe000 54:00800000 55:010c0000 56:017fe000 57:028d4000 58:082aa000 59:0e784000 60:0ff7e000 61:133b6000
// + 62:1d9e6000 63:213d4000
// @data r_i64_signed i64 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000002 0000000000000002 0000000000000002
// + 0000000000000003 0000000000000003 0000000000000003 000000000000000a 000000000000000e 000000000000000e 0000000000000015 00000000000053e0
// + 000003be80000000 0004940000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// + 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000 0000000000000000
// @data r_i64_signed_sat i64 from r_i64_signed 50:7fffffffffffffff 51:7fffffffffffffff 52:7fffffffffffffff 53:7fffffffffffffff 54:7fffffffffffffff 55:7fffffffffffffff 56:7fffffffffffffff 57:7fffffffffffffff 58:7fffffffffffffff 59:7fffffffffffffff 60:7fffffffffffffff
// @data a_i64_unsigned tf32 from a_i64_signed
// @data r_i64_unsigned i64 from r_i64_signed
// @data r_i64_unsigned_sat i64 from r_i64_signed 50:ffffffffffffffff 51:ffffffffffffffff 52:ffffffffffffffff 53:ffffffffffffffff 54:ffffffffffffffff 55:ffffffffffffffff 56:ffffffffffffffff 57:ffffffffffffffff 58:ffffffffffffffff 59:ffffffffffffffff 60:ffffffffffffffff
// @run i1_signed entry=i1_signed grid=1
// @arg buf tf32 a_i1_signed
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed prov=exact
// @run i1_signed_sat entry=i1_signed_sat grid=1
// @arg buf tf32 a_i1_signed_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_signed_sat prov=exact
// @run i1_unsigned entry=i1_unsigned grid=1
// @arg buf tf32 a_i1_unsigned
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned prov=exact
// @run i1_unsigned_sat entry=i1_unsigned_sat grid=1
// @arg buf tf32 a_i1_unsigned_sat
// @arg buf i1 zeros(4)
// @expect verdict ok prov=hand
// @expect arg 1 r_i1_unsigned_sat prov=exact
// @run i8_signed entry=i8_signed grid=1
// @arg buf tf32 a_i8_signed
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed prov=exact
// @run i8_signed_sat entry=i8_signed_sat grid=1
// @arg buf tf32 a
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_signed_sat prov=exact
// @run i8_unsigned entry=i8_unsigned grid=1
// @arg buf tf32 a_i8_unsigned
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned prov=exact
// @run i8_unsigned_sat entry=i8_unsigned_sat grid=1
// @arg buf tf32 a
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i8_unsigned_sat prov=exact
// @run i16_signed entry=i16_signed grid=1
// @arg buf tf32 a_i16_signed
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed prov=exact
// @run i16_signed_sat entry=i16_signed_sat grid=1
// @arg buf tf32 a
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_signed_sat prov=exact
// @run i16_unsigned entry=i16_unsigned grid=1
// @arg buf tf32 a_i16_unsigned
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned prov=exact
// @run i16_unsigned_sat entry=i16_unsigned_sat grid=1
// @arg buf tf32 a
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i16_unsigned_sat prov=exact
// @run i32_signed entry=i32_signed grid=1
// @arg buf tf32 a_i32_signed
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed prov=exact
// @run i32_signed_sat entry=i32_signed_sat grid=1
// @arg buf tf32 a
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_signed_sat prov=exact
// @run i32_unsigned entry=i32_unsigned grid=1
// @arg buf tf32 a_i32_unsigned
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned prov=exact
// @run i32_unsigned_sat entry=i32_unsigned_sat grid=1
// @arg buf tf32 a
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i32_unsigned_sat prov=exact
// @run i64_signed entry=i64_signed grid=1
// @arg buf tf32 a_i64_signed
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed prov=exact
// @run i64_signed_sat entry=i64_signed_sat grid=1
// @arg buf tf32 a
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_signed_sat prov=exact
// @run i64_unsigned entry=i64_unsigned grid=1
// @arg buf tf32 a_i64_unsigned
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned prov=exact
// @run i64_unsigned_sat entry=i64_unsigned_sat grid=1
// @arg buf tf32 a
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_i64_unsigned_sat prov=exact
cuda_tile.module @conformance {
  entry @i1_signed(%a0: tile<ptr<tf32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>, tile<i32> -> tile<4xtf32>, token
    %r = ftoi %x0 signed : tile<4xtf32> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_signed_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>, tile<i32> -> tile<4xtf32>, token
    %r = ftoi %x0 signed saturating : tile<4xtf32> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned(%a0: tile<ptr<tf32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>, tile<i32> -> tile<4xtf32>, token
    %r = ftoi %x0 unsigned : tile<4xtf32> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i1_unsigned_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [4], strides = [1] : tensor_view<4xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(4), tensor_view<4xtf32, strides=[1]>>, tile<i32> -> tile<4xtf32>, token
    %r = ftoi %x0 unsigned saturating : tile<4xtf32> -> tile<4xi1>
    %vo = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed(%a0: tile<ptr<tf32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed : tile<64xtf32> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_signed_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed saturating : tile<64xtf32> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned(%a0: tile<ptr<tf32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned : tile<64xtf32> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i8_unsigned_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned saturating : tile<64xtf32> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed(%a0: tile<ptr<tf32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed : tile<64xtf32> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_signed_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed saturating : tile<64xtf32> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned(%a0: tile<ptr<tf32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned : tile<64xtf32> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i16_unsigned_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned saturating : tile<64xtf32> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed(%a0: tile<ptr<tf32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed : tile<64xtf32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_signed_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed saturating : tile<64xtf32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned(%a0: tile<ptr<tf32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned : tile<64xtf32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i32_unsigned_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned saturating : tile<64xtf32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed(%a0: tile<ptr<tf32>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed : tile<64xtf32> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_signed_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 signed saturating : tile<64xtf32> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned(%a0: tile<ptr<tf32>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned : tile<64xtf32> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_unsigned_sat(%a0: tile<ptr<tf32>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = ftoi %x0 unsigned saturating : tile<64xtf32> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
