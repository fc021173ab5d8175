// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f8E8M0FNU (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f8E8M0FNU a2 03 c9 d2 56 d8 c7 9b 95 95 f2 c4 39 8e 04 03 ef 77 8b 75 1c 37 0e 9a
// + 09 b4 bf ef bc 17 64 51 8b 71 1a ff 60 36 9a 0a 35 95 71 bf 95 ad 7f 44
// + 27 03 e8 83 96 6a 5e 5f b1 28 11 7e c5 f5 85 8d
// @data r_transpose f8E8M0FNU a2 95 ef 09 8b 35 27 b1 03 95 77 b4 71 95 03 28 c9 f2 8b bf 1a 71 e8 11
// + d2 c4 75 ef ff bf 83 7e 56 39 1c bc 60 95 96 c5 d8 8e 37 17 36 ad 6a f5
// + c7 04 0e 64 9a 7f 5e 85 9b 03 9a 51 0a 44 5f 8d
// @data r_broadcast f8E8M0FNU 95 95 f2 c4 39 8e 04 03 95 95 f2 c4 39 8e 04 03 95 95 f2 c4 39 8e 04 03
// + 95 95 f2 c4 39 8e 04 03 95 95 f2 c4 39 8e 04 03 95 95 f2 c4 39 8e 04 03
// + 95 95 f2 c4 39 8e 04 03 95 95 f2 c4 39 8e 04 03
// @data r_cat f8E8M0FNU 8b 71 1a ff 60 36 9a 0a 35 95 71 bf 95 ad 7f 44 27 03 e8 83 96 6a 5e 5f
// + b1 28 11 7e c5 f5 85 8d a2 03 c9 d2 56 d8 c7 9b 95 95 f2 c4 39 8e 04 03
// + ef 77 8b 75 1c 37 0e 9a 09 b4 bf ef bc 17 64 51
// @data r_insert f8E8M0FNU from x 4:8b 5:71 6:1a 7:ff 12:35 13:95 14:71 15:bf 20:27 21:03 22:e8 23:83
// + 28:b1 29:28 30:11 31:7e
// @data r_select f8E8M0FNU a2 95 c9 09 56 35 c7 b1 95 95 f2 b4 39 95 04 28 ef f2 8b bf 1c 71 0e 11
// + 09 c4 bf ef bc bf 64 7e 8b 39 1a bc 60 95 9a c5 35 8e 71 17 95 ad 7f f5
// + 27 04 e8 64 96 7f 5e 85 b1 03 11 51 c5 44 85 8d
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f8E8M0FNU x
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f8E8M0FNU x
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f8E8M0FNU x
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f8E8M0FNU x
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf f8E8M0FNU x
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f8E8M0FNU x
// @arg buf f8E8M0FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<64xf8E8M0FNU>, token
    %m = reshape %x0 : tile<64xf8E8M0FNU> -> tile<8x8xf8E8M0FNU>
    %q = permute %m [1, 0] : tile<8x8xf8E8M0FNU> -> tile<8x8xf8E8M0FNU>
    %r = reshape %q : tile<8x8xf8E8M0FNU> -> tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<64xf8E8M0FNU>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf8E8M0FNU> -> tile<8xf8E8M0FNU>
    %h2 = reshape %h : tile<8xf8E8M0FNU> -> tile<1x8xf8E8M0FNU>
    %b = broadcast %h2 : tile<1x8xf8E8M0FNU> -> tile<8x8xf8E8M0FNU>
    %r = reshape %b : tile<8x8xf8E8M0FNU> -> tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<64xf8E8M0FNU>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf8E8M0FNU> -> tile<32xf8E8M0FNU>
    %b = extract %x0[%c1] : tile<64xf8E8M0FNU> -> tile<32xf8E8M0FNU>
    %r = cat %b, %a dim = 0 : tile<32xf8E8M0FNU>, tile<32xf8E8M0FNU> -> tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<64xf8E8M0FNU>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf8E8M0FNU> -> tile<8x8xf8E8M0FNU>
    %s = extract %m[%c1, %c0] : tile<8x8xf8E8M0FNU> -> tile<4x4xf8E8M0FNU>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf8E8M0FNU>, tile<8x8xf8E8M0FNU>
    %r = reshape %n : tile<8x8xf8E8M0FNU> -> tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<64xf8E8M0FNU>, token
    %m = reshape %x0 : tile<64xf8E8M0FNU> -> tile<8x8xf8E8M0FNU>
    %q = permute %m [1, 0] : tile<8x8xf8E8M0FNU> -> tile<8x8xf8E8M0FNU>
    %y = reshape %q : tile<8x8xf8E8M0FNU> -> tile<64xf8E8M0FNU>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f8E8M0FNU>>, %out: tile<ptr<f8E8M0FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<64xf8E8M0FNU>, token
    %r = constant <f8E8M0FNU: [3.4359738368e+10, 4.70197740328915e-38, 1.888946593147858e+22, 9.671406556917033e+24, 4.547473508864641e-13, 6.189700196426902e+26, 4.722366482869645e+21, 2.68435456e+08, 4.194304e+06, 4.194304e+06, 4.153837486827862e+34, 5.902958103587057e+20, 8.470329472543003e-22, 3.276800e+04, 9.4039548065783e-38, 4.70197740328915e-38, 5.192296858534828e+33, 3.906250e-03, 4.096000e+03, 9.765625e-04, 1.5777218104420236e-30, 2.117582368135751e-22, 9.62964972193618e-35, 1.34217728e+08, 3.009265538105056e-36, 9.007199254740992e+15, 1.8446744073709552e+19, 5.192296858534828e+33, 2.305843009213694e+18, 4.930380657631324e-32, 7.450580596923828e-09, 1.4210854715202004e-14, 4.096000e+03, 6.103515625e-05, 3.944304526105059e-31, 0xFF, 4.656612873077393e-10, 1.0587911840678754e-22, 1.34217728e+08, 6.018531076210112e-36, 5.293955920339377e-23, 4.194304e+06, 6.103515625e-05, 1.8446744073709552e+19, 4.194304e+06, 7.0368744177664e+13, 1.000000e+00, 1.734723475976807e-18, 3.2311742677852644e-27, 4.70197740328915e-38, 4.056481920730334e+31, 1.600000e+01, 8.388608e+06, 4.76837158203125e-07, 1.1641532182693481e-10, 2.3283064365386963e-10, 1.125899906842624e+15, 6.462348535570529e-27, 7.703719777548943e-34, 5.000000e-01, 1.1805916207174113e+21, 3.32306998946229e+35, 6.400000e+01, 1.638400e+04]> : tile<64xf8E8M0FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf8E8M0FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf8E8M0FNU>, partition_view<tile=(64), tensor_view<64xf8E8M0FNU, strides=[1]>>, tile<i32> -> token
    return
  }
}
