// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f16 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f16 4c01 ac1b e69b 0568 69a8 9265 5e46 ac92 ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b e36d 8569 ab71 a082 d859 9cbc 1d09 6458
// + b498 cf56 5d9b 2182 c94f 9e49 4282 cafb cc0f 5e21 8824 f55d 6841 4cc8 83b3 a8af cd48 e441 48ee 7eca 5f31 fdfc edb0 bfd2
// + dd2d 6275 c7c4 0105 7750 e295 6016 b8fe edc5 c1a5 6cbf afc4 f3b9 7fb4 cfc4 f86d
// @data r_transpose f16 4c01 ef79 e36d b498 cc0f cd48 dd2d edc5 ac1b d9bf 8569 cf56 5e21 e441 6275 c1a5 e69b cb8b ab71 5d9b 8824 48ee c7c4 6cbf
// + 0568 7553 a082 2182 f55d 7eca 0105 afc4 69a8 3efe d859 c94f 6841 5f31 7750 f3b9 9265 d6e1 9cbc 9e49 4cc8 fdfc e295 7fb4
// + 5e46 42aa 1d09 4282 83b3 edb0 6016 cfc4 ac92 f46b 6458 cafb a8af bfd2 b8fe f86d
// @data r_broadcast f16 ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b
// + ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b
// + ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b
// @data r_cat f16 cc0f 5e21 8824 f55d 6841 4cc8 83b3 a8af cd48 e441 48ee 7eca 5f31 fdfc edb0 bfd2 dd2d 6275 c7c4 0105 7750 e295 6016 b8fe
// + edc5 c1a5 6cbf afc4 f3b9 7fb4 cfc4 f86d 4c01 ac1b e69b 0568 69a8 9265 5e46 ac92 ef79 d9bf cb8b 7553 3efe d6e1 42aa f46b
// + e36d 8569 ab71 a082 d859 9cbc 1d09 6458 b498 cf56 5d9b 2182 c94f 9e49 4282 cafb
// @data r_insert f16 from x 4:cc0f 5:5e21 6:8824 7:f55d 12:cd48 13:e441 14:48ee 15:7eca 20:dd2d 21:6275 22:c7c4 23:0105
// + 28:edc5 29:c1a5 30:6cbf 31:afc4
// @data r_select f16 4c01 ef79 e69b b498 69a8 cd48 5e46 edc5 ef79 d9bf cb8b cf56 3efe e441 42aa c1a5 e36d cb8b ab71 5d9b d859 48ee 1d09 6cbf
// + b498 7553 5d9b 2182 c94f 7eca 4282 afc4 cc0f 3efe 8824 c94f 6841 5f31 83b3 f3b9 cd48 d6e1 48ee 9e49 5f31 fdfc edb0 7fb4
// + dd2d 42aa c7c4 4282 7750 edb0 6016 cfc4 edc5 f46b 6cbf cafb f3b9 bfd2 cfc4 f86d
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f16 x
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f16 x
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f16 x
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f16 x
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf f16 x
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f16 x
// @arg buf f16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %m = reshape %x0 : tile<64xf16> -> tile<8x8xf16>
    %q = permute %m [1, 0] : tile<8x8xf16> -> tile<8x8xf16>
    %r = reshape %q : tile<8x8xf16> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf16> -> tile<8xf16>
    %h2 = reshape %h : tile<8xf16> -> tile<1x8xf16>
    %b = broadcast %h2 : tile<1x8xf16> -> tile<8x8xf16>
    %r = reshape %b : tile<8x8xf16> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf16> -> tile<32xf16>
    %b = extract %x0[%c1] : tile<64xf16> -> tile<32xf16>
    %r = cat %b, %a dim = 0 : tile<32xf16>, tile<32xf16> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf16> -> tile<8x8xf16>
    %s = extract %m[%c1, %c0] : tile<8x8xf16> -> tile<4x4xf16>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf16>, tile<8x8xf16>
    %r = reshape %n : tile<8x8xf16> -> tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %m = reshape %x0 : tile<64xf16> -> tile<8x8xf16>
    %q = permute %m [1, 0] : tile<8x8xf16> -> tile<8x8xf16>
    %y = reshape %q : tile<8x8xf16> -> tile<64xf16>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %r = constant <f16: [1.6015625e+01, -6.414794921875e-02, -1.691000e+03, 8.249282836914063e-05, 2.896000e+03, -7.805824279785156e-04, 4.015000e+02, -7.14111328125e-02, -7.652000e+03, -1.838750e+02, -1.50859375e+01, 2.180800e+04, 1.748046875e+00, -1.100625e+02, 3.33203125e+00, -1.809600e+04, -9.505000e+02, -8.255243301391602e-05, -5.8135986328125e-02, -8.8043212890625e-03, -1.391250e+02, -4.6234130859375e-03, 4.917144775390625e-03, 1.112000e+03, -2.87109375e-01, -2.934375e+01, 3.587500e+02, 1.07574462890625e-02, -1.06171875e+01, -6.137847900390625e-03, 3.25390625e+00, -1.39609375e+01, -1.6234375e+01, 3.922500e+02, -1.2636184692382813e-04, -2.196800e+04, 2.178000e+03, 1.912500e+01, -5.644559860229492e-05, -3.6590576171875e-02, -2.112500e+01, -1.089000e+03, 9.859375e+00, 0x7ECA, 4.602500e+02, 0xFDFC, -5.824000e+03, -1.955078125e+00, -3.312500e+02, 8.265000e+02, -7.765625e+00, 1.5556812286376953e-05, 2.995200e+04, -8.425000e+02, 5.230000e+02, -6.240234375e-01, -5.908000e+03, -2.822265625e+00, 4.860000e+03, -1.21337890625e-01, -1.581600e+04, 0x7FB4, -3.106250e+01, -3.625600e+04]> : tile<64xf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf16>, partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
