// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f8E4M3FN (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f8E4M3FN 02 1a 32 77 e7 fc 0d 5b 63 bb 54 ba 73 84 6b bc b3 fe c8 89 d4 71 7d ec
// + 86 5c 0f fe 87 55 57 f0 2a c3 59 63 1a d3 bc 76 ed ec 7c c0 e9 48 74 c5
// + 7e c5 2b 73 35 75 2e 21 9a 64 51 5a c4 1e 7d 1e
// @data r_transpose f8E4M3FN 02 63 b3 86 2a ed 7e 9a 1a bb fe 5c c3 ec c5 64 32 54 c8 0f 59 7c 2b 51
// + 77 ba 89 fe 63 c0 73 5a e7 73 d4 87 1a e9 35 c4 fc 84 71 55 d3 48 75 1e
// + 0d 6b 7d 57 bc 74 2e 7d 5b bc ec f0 76 c5 21 1e
// @data r_broadcast f8E4M3FN 63 bb 54 ba 73 84 6b bc 63 bb 54 ba 73 84 6b bc 63 bb 54 ba 73 84 6b bc
// + 63 bb 54 ba 73 84 6b bc 63 bb 54 ba 73 84 6b bc 63 bb 54 ba 73 84 6b bc
// + 63 bb 54 ba 73 84 6b bc 63 bb 54 ba 73 84 6b bc
// @data r_cat f8E4M3FN 2a c3 59 63 1a d3 bc 76 ed ec 7c c0 e9 48 74 c5 7e c5 2b 73 35 75 2e 21
// + 9a 64 51 5a c4 1e 7d 1e 02 1a 32 77 e7 fc 0d 5b 63 bb 54 ba 73 84 6b bc
// + b3 fe c8 89 d4 71 7d ec 86 5c 0f fe 87 55 57 f0
// @data r_insert f8E4M3FN from x 4:2a 5:c3 6:59 7:63 12:ed 13:ec 14:7c 15:c0 20:7e 21:c5 22:2b 23:73
// + 28:9a 29:64 30:51 31:5a
// @data r_select f8E4M3FN 02 63 32 86 e7 ed 0d 9a 63 bb 54 5c 73 ec 6b 64 b3 54 c8 0f d4 7c 7d 51
// + 86 ba 0f fe 87 c0 57 5a 2a 73 59 87 1a e9 bc c4 ed 84 7c 55 e9 48 74 1e
// + 7e 6b 2b 57 35 74 2e 7d 9a bc 51 f0 c4 c5 7d 1e
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f8E4M3FN x
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f8E4M3FN x
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f8E4M3FN x
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f8E4M3FN x
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf f8E4M3FN x
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f8E4M3FN x
// @arg buf f8E4M3FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %m = reshape %x0 : tile<64xf8E4M3FN> -> tile<8x8xf8E4M3FN>
    %q = permute %m [1, 0] : tile<8x8xf8E4M3FN> -> tile<8x8xf8E4M3FN>
    %r = reshape %q : tile<8x8xf8E4M3FN> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf8E4M3FN> -> tile<8xf8E4M3FN>
    %h2 = reshape %h : tile<8xf8E4M3FN> -> tile<1x8xf8E4M3FN>
    %b = broadcast %h2 : tile<1x8xf8E4M3FN> -> tile<8x8xf8E4M3FN>
    %r = reshape %b : tile<8x8xf8E4M3FN> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf8E4M3FN> -> tile<32xf8E4M3FN>
    %b = extract %x0[%c1] : tile<64xf8E4M3FN> -> tile<32xf8E4M3FN>
    %r = cat %b, %a dim = 0 : tile<32xf8E4M3FN>, tile<32xf8E4M3FN> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf8E4M3FN> -> tile<8x8xf8E4M3FN>
    %s = extract %m[%c1, %c0] : tile<8x8xf8E4M3FN> -> tile<4x4xf8E4M3FN>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf8E4M3FN>, tile<8x8xf8E4M3FN>
    %r = reshape %n : tile<8x8xf8E4M3FN> -> tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %m = reshape %x0 : tile<64xf8E4M3FN> -> tile<8x8xf8E4M3FN>
    %q = permute %m [1, 0] : tile<8x8xf8E4M3FN> -> tile<8x8xf8E4M3FN>
    %y = reshape %q : tile<8x8xf8E4M3FN> -> tile<64xf8E4M3FN>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f8E4M3FN>>, %out: tile<ptr<f8E4M3FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %r = constant <f8E4M3FN: [3.906250e-03, 7.812500e-02, 6.250000e-01, 2.400000e+02, -6.000000e+01, -3.840000e+02, 2.5390625e-02, 2.200000e+01, 4.400000e+01, -1.375000e+00, 1.200000e+01, -1.250000e+00, 1.760000e+02, -7.812500e-03, 8.800000e+01, -1.500000e+00, -6.875000e-01, -4.480000e+02, -4.000000e+00, -1.7578125e-02, -1.200000e+01, 1.440000e+02, 4.160000e+02, -9.600000e+01, -1.171875e-02, 2.400000e+01, 2.9296875e-02, -4.480000e+02, -1.3671875e-02, 1.300000e+01, 1.500000e+01, -1.280000e+02, 3.125000e-01, -2.750000e+00, 1.800000e+01, 4.400000e+01, 7.812500e-02, -1.100000e+01, -1.500000e+00, 2.240000e+02, -1.040000e+02, -9.600000e+01, 3.840000e+02, -2.000000e+00, -7.200000e+01, 4.000000e+00, 1.920000e+02, -3.250000e+00, 4.480000e+02, -3.250000e+00, 3.437500e-01, 1.760000e+02, 8.125000e-01, 2.080000e+02, 4.375000e-01, 1.406250e-01, -7.812500e-02, 4.800000e+01, 9.000000e+00, 2.000000e+01, -3.000000e+00, 1.093750e-01, 4.160000e+02, 1.093750e-01]> : tile<64xf8E4M3FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E4M3FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<64xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
