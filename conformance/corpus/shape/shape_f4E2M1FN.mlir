// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f4E2M1FN (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f4E2M1FN 9 4 a e 2 2 5 4 7 8 1 e b b a 0 1 3 2 2 7 d 5 f
// + 7 6 c 9 0 4 b f c 4 c b 8 5 2 a 2 d 6 3 e 5 e 0
// + 4 8 6 6 2 b 6 d f 5 6 e 0 5 5 9
// @data r_transpose f4E2M1FN 9 7 1 7 c 2 4 f 4 8 3 6 4 d 8 5 a 1 2 c c 6 6 6
// + e e 2 9 b 3 6 e 2 b 7 0 8 e 2 0 2 b d 4 5 5 b 5
// + 5 a 5 b 2 e 6 5 4 0 f f a 0 d 9
// @data r_broadcast f4E2M1FN 7 8 1 e b b a 0 7 8 1 e b b a 0 7 8 1 e b b a 0
// + 7 8 1 e b b a 0 7 8 1 e b b a 0 7 8 1 e b b a 0
// + 7 8 1 e b b a 0 7 8 1 e b b a 0
// @data r_cat f4E2M1FN c 4 c b 8 5 2 a 2 d 6 3 e 5 e 0 4 8 6 6 2 b 6 d
// + f 5 6 e 0 5 5 9 9 4 a e 2 2 5 4 7 8 1 e b b a 0
// + 1 3 2 2 7 d 5 f 7 6 c 9 0 4 b f
// @data r_insert f4E2M1FN from x 4:c 5:4 6:c 7:b 12:2 13:d 14:6 15:3 20:4 21:8 22:6 23:6
// + 28:f 29:5 30:6 31:e
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f4E2M1FN x
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f4E2M1FN x
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f4E2M1FN x
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f4E2M1FN x
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f4E2M1FN x
// @arg buf f4E2M1FN zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<64xf4E2M1FN>, token
    %m = reshape %x0 : tile<64xf4E2M1FN> -> tile<8x8xf4E2M1FN>
    %q = permute %m [1, 0] : tile<8x8xf4E2M1FN> -> tile<8x8xf4E2M1FN>
    %r = reshape %q : tile<8x8xf4E2M1FN> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<64xf4E2M1FN>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf4E2M1FN> -> tile<8xf4E2M1FN>
    %h2 = reshape %h : tile<8xf4E2M1FN> -> tile<1x8xf4E2M1FN>
    %b = broadcast %h2 : tile<1x8xf4E2M1FN> -> tile<8x8xf4E2M1FN>
    %r = reshape %b : tile<8x8xf4E2M1FN> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<64xf4E2M1FN>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf4E2M1FN> -> tile<32xf4E2M1FN>
    %b = extract %x0[%c1] : tile<64xf4E2M1FN> -> tile<32xf4E2M1FN>
    %r = cat %b, %a dim = 0 : tile<32xf4E2M1FN>, tile<32xf4E2M1FN> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<64xf4E2M1FN>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf4E2M1FN> -> tile<8x8xf4E2M1FN>
    %s = extract %m[%c1, %c0] : tile<8x8xf4E2M1FN> -> tile<4x4xf4E2M1FN>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf4E2M1FN>, tile<8x8xf4E2M1FN>
    %r = reshape %n : tile<8x8xf4E2M1FN> -> tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f4E2M1FN>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<64xf4E2M1FN>, token
    %r = constant <f4E2M1FN: [-5.000000e-01, 2.000000e+00, -1.000000e+00, -4.000000e+00, 1.000000e+00, 1.000000e+00, 3.000000e+00, 2.000000e+00, 6.000000e+00, -0.000000e+00, 5.000000e-01, -4.000000e+00, -1.500000e+00, -1.500000e+00, -1.000000e+00, 0.000000e+00, 5.000000e-01, 1.500000e+00, 1.000000e+00, 1.000000e+00, 6.000000e+00, -3.000000e+00, 3.000000e+00, -6.000000e+00, 6.000000e+00, 4.000000e+00, -2.000000e+00, -5.000000e-01, 0.000000e+00, 2.000000e+00, -1.500000e+00, -6.000000e+00, -2.000000e+00, 2.000000e+00, -2.000000e+00, -1.500000e+00, -0.000000e+00, 3.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00, -3.000000e+00, 4.000000e+00, 1.500000e+00, -4.000000e+00, 3.000000e+00, -4.000000e+00, 0.000000e+00, 2.000000e+00, -0.000000e+00, 4.000000e+00, 4.000000e+00, 1.000000e+00, -1.500000e+00, 4.000000e+00, -3.000000e+00, -6.000000e+00, 3.000000e+00, 4.000000e+00, -4.000000e+00, 0.000000e+00, 3.000000e+00, 3.000000e+00, -5.000000e-01]> : tile<64xf4E2M1FN>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf4E2M1FN>, partition_view<tile=(64), tensor_view<64xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
