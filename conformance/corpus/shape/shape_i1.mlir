// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on i1 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x i1 1 1 0 1 0 0 0 1 0 1 0 1 1 0 0 0 1 1 0 1 1 0 0 1
// + 0 1 1 0 0 0 1 1 0 0 1 1 1 1 0 1 0 0 1 0 1 0 1 0
// + 1 0 1 1 0 0 1 0 1 1 0 0 1 1 1 1
// @data r_transpose i1 1 0 1 0 0 0 1 1 1 1 1 1 0 0 0 1 0 0 0 1 1 1 1 0
// + 1 1 1 0 1 0 1 0 0 1 1 0 1 1 0 1 0 0 0 0 1 0 0 1
// + 0 0 0 1 0 1 1 1 1 0 1 1 1 0 0 1
// @data r_broadcast i1 0 1 0 1 1 0 0 0 0 1 0 1 1 0 0 0 0 1 0 1 1 0 0 0
// + 0 1 0 1 1 0 0 0 0 1 0 1 1 0 0 0 0 1 0 1 1 0 0 0
// + 0 1 0 1 1 0 0 0 0 1 0 1 1 0 0 0
// @data r_cat i1 0 0 1 1 1 1 0 1 0 0 1 0 1 0 1 0 1 0 1 1 0 0 1 0
// + 1 1 0 0 1 1 1 1 1 1 0 1 0 0 0 1 0 1 0 1 1 0 0 0
// + 1 1 0 1 1 0 0 1 0 1 1 0 0 0 1 1
// @data r_insert i1 from x 6:1 12:0 14:1 22:1 28:1 29:1 30:0 31:0
// @data r_select i1 from x 1:0 3:0 15:1 17:0 21:1 23:0 31:0 33:1 35:0 47:1 53:1 55:1
// + 57:0 59:1 61:0
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf i1 x
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf i1 x
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf i1 x
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf i1 x
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf i1 x
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf i1 x
// @arg buf i1 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %m = reshape %x0 : tile<64xi1> -> tile<8x8xi1>
    %q = permute %m [1, 0] : tile<8x8xi1> -> tile<8x8xi1>
    %r = reshape %q : tile<8x8xi1> -> tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xi1> -> tile<8xi1>
    %h2 = reshape %h : tile<8xi1> -> tile<1x8xi1>
    %b = broadcast %h2 : tile<1x8xi1> -> tile<8x8xi1>
    %r = reshape %b : tile<8x8xi1> -> tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xi1> -> tile<32xi1>
    %b = extract %x0[%c1] : tile<64xi1> -> tile<32xi1>
    %r = cat %b, %a dim = 0 : tile<32xi1>, tile<32xi1> -> tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xi1> -> tile<8x8xi1>
    %s = extract %m[%c1, %c0] : tile<8x8xi1> -> tile<4x4xi1>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xi1>, tile<8x8xi1>
    %r = reshape %n : tile<8x8xi1> -> tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %m = reshape %x0 : tile<64xi1> -> tile<8x8xi1>
    %q = permute %m [1, 0] : tile<8x8xi1> -> tile<8x8xi1>
    %y = reshape %q : tile<8x8xi1> -> tile<64xi1>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<i1>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %r = constant <i1: [true, true, false, true, false, false, false, true, false, true, false, true, true, false, false, false, true, true, false, true, true, false, false, true, false, true, true, false, false, false, true, true, false, false, true, true, true, true, false, true, false, false, true, false, true, false, true, false, true, false, true, true, false, false, true, false, true, true, false, false, true, true, true, true]> : tile<64xi1>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    return
  }
}
