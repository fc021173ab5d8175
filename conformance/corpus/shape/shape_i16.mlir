// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on i16 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x i16 5983 84b2 9958 101a c0f4 d43e 5097 fe87 d228 39a6 c644 d70f 3562 14a9 da4d 5f61 4e05 fd68 6747 e64f 66f5 8a45 ea3b 52ff
// + 512d 24aa 92af a214 dc2b fbd3 92ca 29b5 72e9 ebdf 0880 0e84 c9c2 81e8 cfa7 85b2 0cef 6410 f769 b284 51fe dc05 8ab0 ff73
// + 5c8a 7731 8efd 45ad 2368 a11f 2ccb 23fa 5eb2 5893 9083 39e5 b16c 5087 5f96 f5bd
// @data r_transpose i16 5983 d228 4e05 512d 72e9 0cef 5c8a 5eb2 84b2 39a6 fd68 24aa ebdf 6410 7731 5893 9958 c644 6747 92af 0880 f769 8efd 9083
// + 101a d70f e64f a214 0e84 b284 45ad 39e5 c0f4 3562 66f5 dc2b c9c2 51fe 2368 b16c d43e 14a9 8a45 fbd3 81e8 dc05 a11f 5087
// + 5097 da4d ea3b 92ca cfa7 8ab0 2ccb 5f96 fe87 5f61 52ff 29b5 85b2 ff73 23fa f5bd
// @data r_broadcast i16 d228 39a6 c644 d70f 3562 14a9 da4d 5f61 d228 39a6 c644 d70f 3562 14a9 da4d 5f61 d228 39a6 c644 d70f 3562 14a9 da4d 5f61
// + d228 39a6 c644 d70f 3562 14a9 da4d 5f61 d228 39a6 c644 d70f 3562 14a9 da4d 5f61 d228 39a6 c644 d70f 3562 14a9 da4d 5f61
// + d228 39a6 c644 d70f 3562 14a9 da4d 5f61 d228 39a6 c644 d70f 3562 14a9 da4d 5f61
// @data r_cat i16 72e9 ebdf 0880 0e84 c9c2 81e8 cfa7 85b2 0cef 6410 f769 b284 51fe dc05 8ab0 ff73 5c8a 7731 8efd 45ad 2368 a11f 2ccb 23fa
// + 5eb2 5893 9083 39e5 b16c 5087 5f96 f5bd 5983 84b2 9958 101a c0f4 d43e 5097 fe87 d228 39a6 c644 d70f 3562 14a9 da4d 5f61
// + 4e05 fd68 6747 e64f 66f5 8a45 ea3b 52ff 512d 24aa 92af a214 dc2b fbd3 92ca 29b5
// @data r_insert i16 from x 4:72e9 5:ebdf 6:0880 7:0e84 12:0cef 13:6410 14:f769 15:b284 20:5c8a 21:7731 22:8efd 23:45ad
// + 28:5eb2 29:5893 30:9083 31:39e5
// @data r_select i16 5983 d228 9958 512d c0f4 0cef 5097 5eb2 d228 39a6 c644 24aa 3562 6410 da4d 5893 4e05 c644 6747 92af 66f5 f769 ea3b 9083
// + 512d d70f 92af a214 dc2b b284 92ca 39e5 72e9 3562 0880 dc2b c9c2 51fe cfa7 b16c 0cef 14a9 f769 fbd3 51fe dc05 8ab0 5087
// + 5c8a da4d 8efd 92ca 2368 8ab0 2ccb 5f96 5eb2 5f61 9083 29b5 b16c ff73 5f96 f5bd
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf i16 x
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf i16 x
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf i16 x
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf i16 x
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf i16 x
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf i16 x
// @arg buf i16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %m = reshape %x0 : tile<64xi16> -> tile<8x8xi16>
    %q = permute %m [1, 0] : tile<8x8xi16> -> tile<8x8xi16>
    %r = reshape %q : tile<8x8xi16> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xi16> -> tile<8xi16>
    %h2 = reshape %h : tile<8xi16> -> tile<1x8xi16>
    %b = broadcast %h2 : tile<1x8xi16> -> tile<8x8xi16>
    %r = reshape %b : tile<8x8xi16> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xi16> -> tile<32xi16>
    %b = extract %x0[%c1] : tile<64xi16> -> tile<32xi16>
    %r = cat %b, %a dim = 0 : tile<32xi16>, tile<32xi16> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xi16> -> tile<8x8xi16>
    %s = extract %m[%c1, %c0] : tile<8x8xi16> -> tile<4x4xi16>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xi16>, tile<8x8xi16>
    %r = reshape %n : tile<8x8xi16> -> tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %m = reshape %x0 : tile<64xi16> -> tile<8x8xi16>
    %q = permute %m [1, 0] : tile<8x8xi16> -> tile<8x8xi16>
    %y = reshape %q : tile<8x8xi16> -> tile<64xi16>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %r = constant <i16: [22915, -31566, -26280, 4122, -16140, -11202, 20631, -377, -11736, 14758, -14780, -10481, 13666, 5289, -9651, 24417, 19973, -664, 26439, -6577, 26357, -30139, -5573, 21247, 20781, 9386, -27985, -24044, -9173, -1069, -27958, 10677, 29417, -5153, 2176, 3716, -13886, -32280, -12377, -31310, 3311, 25616, -2199, -19836, 20990, -9211, -30032, -141, 23690, 30513, -28931, 17837, 9064, -24289, 11467, 9210, 24242, 22675, -28541, 14821, -20116, 20615, 24470, -2627]> : tile<64xi16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi16>, partition_view<tile=(64), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
