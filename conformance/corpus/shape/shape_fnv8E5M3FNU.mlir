// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on fnv8E5M3FNU (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x fnv8E5M3FNU 91 7d e4 cf fa cb 18 6b 85 0d a9 ba 8a 8d 5c be 73 d2 28 f1 54 cb cf c3
// + ff 90 d1 ab bd 25 b1 28 2e 88 84 ae 4c 95 9f 70 a9 db b2 e8 81 74 10 93
// + 12 e7 21 e4 c5 14 ba ad 88 90 5a 0e 8f 0e 0a d6
// @data r_transpose fnv8E5M3FNU 91 85 73 ff 2e a9 12 88 7d 0d d2 90 88 db e7 90 e4 a9 28 d1 84 b2 21 5a
// + cf ba f1 ab ae e8 e4 0e fa 8a 54 bd 4c 81 c5 8f cb 8d cb 25 95 74 14 0e
// + 18 5c cf b1 9f 10 ba 0a 6b be c3 28 70 93 ad d6
// @data r_broadcast fnv8E5M3FNU 85 0d a9 ba 8a 8d 5c be 85 0d a9 ba 8a 8d 5c be 85 0d a9 ba 8a 8d 5c be
// + 85 0d a9 ba 8a 8d 5c be 85 0d a9 ba 8a 8d 5c be 85 0d a9 ba 8a 8d 5c be
// + 85 0d a9 ba 8a 8d 5c be 85 0d a9 ba 8a 8d 5c be
// @data r_cat fnv8E5M3FNU 2e 88 84 ae 4c 95 9f 70 a9 db b2 e8 81 74 10 93 12 e7 21 e4 c5 14 ba ad
// + 88 90 5a 0e 8f 0e 0a d6 91 7d e4 cf fa cb 18 6b 85 0d a9 ba 8a 8d 5c be
// + 73 d2 28 f1 54 cb cf c3 ff 90 d1 ab bd 25 b1 28
// @data r_insert fnv8E5M3FNU from x 4:2e 5:88 6:84 7:ae 12:a9 13:db 14:b2 15:e8 20:12 21:e7 22:21 23:e4
// + 28:88 29:90 30:5a 31:0e
// @data r_select fnv8E5M3FNU 91 85 e4 ff fa a9 18 88 85 0d a9 90 8a db 5c 90 73 a9 28 d1 54 b2 cf 5a
// + ff ba d1 ab bd e8 b1 0e 2e 8a 84 bd 4c 81 9f 8f a9 8d b2 25 81 74 10 0e
// + 12 5c 21 b1 c5 10 ba 0a 88 be 5a 28 8f 93 0a d6
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf fnv8E5M3FNU x
// @arg buf fnv8E5M3FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf fnv8E5M3FNU x
// @arg buf fnv8E5M3FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf fnv8E5M3FNU x
// @arg buf fnv8E5M3FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf fnv8E5M3FNU x
// @arg buf fnv8E5M3FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf fnv8E5M3FNU x
// @arg buf fnv8E5M3FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf fnv8E5M3FNU x
// @arg buf fnv8E5M3FNU zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<fnv8E5M3FNU>>, %out: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %m = reshape %x0 : tile<64xfnv8E5M3FNU> -> tile<8x8xfnv8E5M3FNU>
    %q = permute %m [1, 0] : tile<8x8xfnv8E5M3FNU> -> tile<8x8xfnv8E5M3FNU>
    %r = reshape %q : tile<8x8xfnv8E5M3FNU> -> tile<64xfnv8E5M3FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xfnv8E5M3FNU>, partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<fnv8E5M3FNU>>, %out: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xfnv8E5M3FNU> -> tile<8xfnv8E5M3FNU>
    %h2 = reshape %h : tile<8xfnv8E5M3FNU> -> tile<1x8xfnv8E5M3FNU>
    %b = broadcast %h2 : tile<1x8xfnv8E5M3FNU> -> tile<8x8xfnv8E5M3FNU>
    %r = reshape %b : tile<8x8xfnv8E5M3FNU> -> tile<64xfnv8E5M3FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xfnv8E5M3FNU>, partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<fnv8E5M3FNU>>, %out: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xfnv8E5M3FNU> -> tile<32xfnv8E5M3FNU>
    %b = extract %x0[%c1] : tile<64xfnv8E5M3FNU> -> tile<32xfnv8E5M3FNU>
    %r = cat %b, %a dim = 0 : tile<32xfnv8E5M3FNU>, tile<32xfnv8E5M3FNU> -> tile<64xfnv8E5M3FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xfnv8E5M3FNU>, partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<fnv8E5M3FNU>>, %out: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xfnv8E5M3FNU> -> tile<8x8xfnv8E5M3FNU>
    %s = extract %m[%c1, %c0] : tile<8x8xfnv8E5M3FNU> -> tile<4x4xfnv8E5M3FNU>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xfnv8E5M3FNU>, tile<8x8xfnv8E5M3FNU>
    %r = reshape %n : tile<8x8xfnv8E5M3FNU> -> tile<64xfnv8E5M3FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xfnv8E5M3FNU>, partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<fnv8E5M3FNU>>, %out: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %m = reshape %x0 : tile<64xfnv8E5M3FNU> -> tile<8x8xfnv8E5M3FNU>
    %q = permute %m [1, 0] : tile<8x8xfnv8E5M3FNU> -> tile<8x8xfnv8E5M3FNU>
    %y = reshape %q : tile<8x8xfnv8E5M3FNU> -> tile<64xfnv8E5M3FNU>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xfnv8E5M3FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xfnv8E5M3FNU>, partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<fnv8E5M3FNU>>, %out: tile<ptr<fnv8E5M3FNU>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %r = constant <fnv8E5M3FNU: [9.000000e+00, 1.625000e+00, 1.228800e+04, 1.920000e+03, 8.192000e+04, 1.408000e+03, 2.44140625e-04, 3.437500e-01, 3.250000e+00, 9.918212890625e-05, 7.200000e+01, 3.200000e+02, 5.000000e+00, 6.500000e+00, 9.375000e-02, 4.480000e+02, 6.875000e-01, 2.560000e+03, 9.765625e-04, 3.686400e+04, 4.687500e-02, 1.408000e+03, 1.920000e+03, 7.040000e+02, 0xFF, 8.000000e+00, 2.304000e+03, 8.800000e+01, 4.160000e+02, 7.9345703125e-04, 1.440000e+02, 9.765625e-04, 1.708984375e-03, 4.000000e+00, 3.000000e+00, 1.120000e+02, 2.343750e-02, 1.300000e+01, 3.000000e+01, 5.000000e-01, 7.200000e+01, 5.632000e+03, 1.600000e+02, 1.638400e+04, 2.250000e+00, 7.500000e-01, 1.220703125e-04, 1.100000e+01, 1.52587890625e-04, 1.536000e+04, 5.4931640625e-04, 1.228800e+04, 8.320000e+02, 1.8310546875e-04, 3.200000e+02, 1.040000e+02, 4.000000e+00, 8.000000e+00, 7.812500e-02, 1.068115234375e-04, 7.500000e+00, 1.068115234375e-04, 7.62939453125e-05, 3.584000e+03]> : tile<64xfnv8E5M3FNU>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xfnv8E5M3FNU>, partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
}
