// @conformance 1
// @tier ci
// @family int-arith
// cmpi on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 from v
// @data r_equal_signed i1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1
// @data r_equal_unsigned i1 from r_equal_signed
// @data r_not_equal_signed i1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0
// @data r_not_equal_unsigned i1 from r_not_equal_signed
// @data r_less_than_signed i1 0 1 0 0 1 0 1 1 0 1 1 0 0 1 1 0 0 0 0 0 1 0 1 1
// + 0 1 1 0 0 1 1 0 1 1 0 0 1 0 1 1 0 1 1 0 0 1 1 0
// + 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 1 0 1 0 1 1 1 1 1 1 1 1 1 1
// + 0 0 0 0 1 0 0 1 0 1 1 0 0 1 1 0 0 0 0 0 1 0 0 0
// + 0 1 1 0 0 1 1 0 1 1 1 0 1 0 1 1 0 1 1 0 0 1 1 0
// + 0 0 0 0 1 0 0 0 0 0 1 0 0 1 1 0 0 0 0 0 1 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 1 0 1 0 1 1 1 1 1 0 1 1 1 1
// + 1 1 1 0 1 0 1 1 1 1 1 0 0 1 1 0 0 0 0 0 1 0 0 0
// + 0 0 1 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0
// + 1 1 1 0 1 0 1 1 1 1 1 0 1 1 1 0
// @data r_less_than_unsigned i1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 1 0 0 1 0 0 1 0 0 1 1 0 0 1 0 0 1 1 0 1 0 0
// + 1 0 0 1 1 0 0 1 0 0 1 0 0 0 0 0 1 0 0 1 1 0 0 1
// + 0 0 1 1 1 1 0 1 1 1 1 1 1 1 1 1 0 0 1 1 1 1 0 0
// + 1 1 1 1 1 1 1 1 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 1 1 1 1 0 0 1 0 1 1 1 1 1 1 0 0 1 1 1 1 0 0
// + 1 0 0 1 1 0 0 1 0 0 1 0 0 0 0 0 1 0 0 0 1 0 0 1
// + 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 1 1 1 1 0 0
// + 1 0 1 1 1 0 1 1 0 0 1 1 1 1 0 0 1 0 1 1 1 0 0 1
// + 0 0 1 0 0 0 0 0 1 0 0 0 1 0 0 0
// @data r_less_than_or_equal_signed i1 from r_less_than_signed 0:1 17:1 34:1 51:1 68:1 85:1 102:1 119:1 136:1 153:1 170:1 187:1
// + 204:1 221:1 238:1 255:1
// @data r_less_than_or_equal_unsigned i1 from r_less_than_unsigned 0:1 17:1 34:1 51:1 68:1 85:1 102:1 119:1 136:1 153:1 170:1 187:1
// + 204:1 221:1 238:1 255:1
// @data r_greater_than_signed i1 0 0 1 1 0 1 0 0 1 0 0 1 1 0 0 1 1 0 1 1 0 1 0 0
// + 1 0 0 1 1 0 0 1 0 0 0 1 0 1 0 0 1 0 0 1 1 0 0 1
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 0 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 1 1 0 1 0 0 1 0 0 1 1 0 0 1 1 1 1 1 0 1 1 0
// + 1 0 0 1 1 0 0 1 0 0 0 1 0 1 0 0 0 0 0 1 1 0 0 1
// + 1 1 1 1 0 1 1 1 1 0 0 1 1 0 0 1 1 1 1 1 0 1 1 1
// + 1 1 0 1 1 1 1 1 0 0 0 1 0 1 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 1 0 1 0 0 0 0 0 1 0 0 0 1 1 1 1 1 0 1 1 1
// + 1 1 0 1 1 0 0 1 1 1 1 1 0 1 1 1 1 1 0 1 1 1 0 1
// + 0 0 0 1 0 1 0 0 0 0 0 1 0 0 0 0
// @data r_greater_than_unsigned i1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 0 0 1 0 1 1 0 1 1 0 0 1 1 0 1 1 0 0 0 0 1 1
// + 0 1 1 0 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 0 1 1 0
// + 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 0 0 0 0 1 0
// + 0 0 0 0 0 0 0 0 1 1 0 1 1 1 1 1 0 1 1 1 1 1 1 1
// + 1 1 0 0 0 0 1 1 0 0 0 0 0 0 0 0 1 1 0 0 0 0 1 1
// + 0 1 0 0 0 1 1 0 1 1 0 1 1 1 1 1 0 1 1 0 0 1 1 0
// + 1 1 0 1 1 1 1 1 0 1 1 1 0 1 1 1 1 1 0 0 0 0 1 1
// + 0 1 0 0 0 0 0 0 1 1 0 0 0 0 1 1 0 1 0 0 0 1 0 0
// + 1 1 0 1 1 1 1 1 0 1 1 1 0 1 1 0
// @data r_greater_than_or_equal_signed i1 from r_greater_than_signed 0:1 17:1 34:1 51:1 68:1 85:1 102:1 119:1 136:1 153:1 170:1 187:1
// + 204:1 221:1 238:1 255:1
// @data r_greater_than_or_equal_unsigned i1 from r_greater_than_unsigned 0:1 17:1 34:1 51:1 68:1 85:1 102:1 119:1 136:1 153:1 170:1 187:1
// + 204:1 221:1 238:1 255:1
// @run equal_signed entry=cmpi_equal_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_equal_signed prov=exact
// @run equal_unsigned entry=cmpi_equal_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_equal_unsigned prov=exact
// @run not_equal_signed entry=cmpi_not_equal_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_not_equal_signed prov=exact
// @run not_equal_unsigned entry=cmpi_not_equal_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_not_equal_unsigned prov=exact
// @run less_than_signed entry=cmpi_less_than_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_signed prov=exact
// @run less_than_unsigned entry=cmpi_less_than_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_unsigned prov=exact
// @run less_than_or_equal_signed entry=cmpi_less_than_or_equal_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_or_equal_signed prov=exact
// @run less_than_or_equal_unsigned entry=cmpi_less_than_or_equal_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_or_equal_unsigned prov=exact
// @run greater_than_signed entry=cmpi_greater_than_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_signed prov=exact
// @run greater_than_unsigned entry=cmpi_greater_than_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_unsigned prov=exact
// @run greater_than_or_equal_signed entry=cmpi_greater_than_or_equal_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_or_equal_signed prov=exact
// @run greater_than_or_equal_unsigned entry=cmpi_greater_than_or_equal_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i1 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_or_equal_unsigned prov=exact
cuda_tile.module @conformance {
  entry @cmpi_equal_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi equal %x0, %x1, signed : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_equal_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi equal %x0, %x1, unsigned : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_not_equal_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi not_equal %x0, %x1, signed : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_not_equal_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi not_equal %x0, %x1, unsigned : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_less_than_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi less_than %x0, %x1, signed : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_less_than_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi less_than %x0, %x1, unsigned : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_less_than_or_equal_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi less_than_or_equal %x0, %x1, signed : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_less_than_or_equal_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi less_than_or_equal %x0, %x1, unsigned : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_greater_than_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi greater_than %x0, %x1, signed : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_greater_than_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi greater_than %x0, %x1, unsigned : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_greater_than_or_equal_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi greater_than_or_equal %x0, %x1, signed : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpi_greater_than_or_equal_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = cmpi greater_than_or_equal %x0, %x1, unsigned : tile<256xi32> -> tile<256xi1>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi1>, partition_view<tile=(256), tensor_view<256xi1, strides=[1]>>, tile<i32> -> token
    return
  }
}
