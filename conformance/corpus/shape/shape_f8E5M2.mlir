// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f8E5M2 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f8E5M2 2a 52 bd e2 73 3c 89 74 fe 62 e4 10 cd 2f ad 33 01 45 85 81 3e 9e 13 1d
// + e1 3a af bd fc e8 ba 37 dc a6 0e ef 7c 8c b7 47 8e be 17 f0 66 7a 74 52
// + bd ca d9 c3 32 83 48 b7 7d b9 05 21 a5 0f 87 13
// @data r_transpose f8E5M2 2a fe 01 e1 dc 8e bd 7d 52 62 45 3a a6 be ca b9 bd e4 85 af 0e 17 d9 05
// + e2 10 81 bd ef f0 c3 21 73 cd 3e fc 7c 66 32 a5 3c 2f 9e e8 8c 7a 83 0f
// + 89 ad 13 ba b7 74 48 87 74 33 1d 37 47 52 b7 13
// @data r_broadcast f8E5M2 fe 62 e4 10 cd 2f ad 33 fe 62 e4 10 cd 2f ad 33 fe 62 e4 10 cd 2f ad 33
// + fe 62 e4 10 cd 2f ad 33 fe 62 e4 10 cd 2f ad 33 fe 62 e4 10 cd 2f ad 33
// + fe 62 e4 10 cd 2f ad 33 fe 62 e4 10 cd 2f ad 33
// @data r_cat f8E5M2 dc a6 0e ef 7c 8c b7 47 8e be 17 f0 66 7a 74 52 bd ca d9 c3 32 83 48 b7
// + 7d b9 05 21 a5 0f 87 13 2a 52 bd e2 73 3c 89 74 fe 62 e4 10 cd 2f ad 33
// + 01 45 85 81 3e 9e 13 1d e1 3a af bd fc e8 ba 37
// @data r_insert f8E5M2 from x 4:dc 5:a6 6:0e 7:ef 12:8e 13:be 14:17 15:f0 20:bd 21:ca 22:d9 23:c3
// + 28:7d 29:b9 30:05 31:21
// @data r_select f8E5M2 2a fe bd e1 73 8e 89 7d fe 62 e4 3a cd be ad b9 01 e4 85 af 3e 17 13 05
// + e1 10 af bd fc f0 ba 21 dc cd 0e fc 7c 66 b7 a5 8e 2f 17 e8 66 7a 74 0f
// + bd ad d9 ba 32 74 48 87 7d 33 05 37 a5 52 87 13
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f8E5M2 x
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f8E5M2 x
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f8E5M2 x
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f8E5M2 x
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf f8E5M2 x
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f8E5M2 x
// @arg buf f8E5M2 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %m = reshape %x0 : tile<64xf8E5M2> -> tile<8x8xf8E5M2>
    %q = permute %m [1, 0] : tile<8x8xf8E5M2> -> tile<8x8xf8E5M2>
    %r = reshape %q : tile<8x8xf8E5M2> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf8E5M2> -> tile<8xf8E5M2>
    %h2 = reshape %h : tile<8xf8E5M2> -> tile<1x8xf8E5M2>
    %b = broadcast %h2 : tile<1x8xf8E5M2> -> tile<8x8xf8E5M2>
    %r = reshape %b : tile<8x8xf8E5M2> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf8E5M2> -> tile<32xf8E5M2>
    %b = extract %x0[%c1] : tile<64xf8E5M2> -> tile<32xf8E5M2>
    %r = cat %b, %a dim = 0 : tile<32xf8E5M2>, tile<32xf8E5M2> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf8E5M2> -> tile<8x8xf8E5M2>
    %s = extract %m[%c1, %c0] : tile<8x8xf8E5M2> -> tile<4x4xf8E5M2>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf8E5M2>, tile<8x8xf8E5M2>
    %r = reshape %n : tile<8x8xf8E5M2> -> tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %m = reshape %x0 : tile<64xf8E5M2> -> tile<8x8xf8E5M2>
    %q = permute %m [1, 0] : tile<8x8xf8E5M2> -> tile<8x8xf8E5M2>
    %y = reshape %q : tile<8x8xf8E5M2> -> tile<64xf8E5M2>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f8E5M2>>, %out: tile<ptr<f8E5M2>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %r = constant <f8E5M2: [4.687500e-02, 4.800000e+01, -1.250000e+00, -7.680000e+02, 1.433600e+04, 1.000000e+00, -1.52587890625e-04, 1.638400e+04, 0xFE, 7.680000e+02, -1.024000e+03, 4.8828125e-04, -2.000000e+01, 1.093750e-01, -7.812500e-02, 2.187500e-01, 1.52587890625e-05, 5.000000e+00, -7.62939453125e-05, -1.52587890625e-05, 1.500000e+00, -5.859375e-03, 8.544921875e-04, 4.8828125e-03, -6.400000e+02, 7.500000e-01, -1.093750e-01, -1.250000e+00, 0xFC, -2.048000e+03, -7.500000e-01, 4.375000e-01, -2.560000e+02, -2.343750e-02, 3.662109375e-04, -7.168000e+03, 0x7C, -2.44140625e-04, -4.375000e-01, 7.000000e+00, -3.662109375e-04, -1.500000e+00, 1.708984375e-03, -8.192000e+03, 1.536000e+03, 4.915200e+04, 1.638400e+04, 4.800000e+01, -1.250000e+00, -1.200000e+01, -1.600000e+02, -3.500000e+00, 1.875000e-01, -4.57763671875e-05, 8.000000e+00, -4.375000e-01, 0x7D, -6.250000e-01, 7.62939453125e-05, 9.765625e-03, -1.953125e-02, 4.2724609375e-04, -1.068115234375e-04, 8.544921875e-04]> : tile<64xf8E5M2>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E5M2, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<64xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
}
