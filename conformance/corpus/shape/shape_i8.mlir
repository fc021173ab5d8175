// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on i8 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x i8 85 32 78 57 1d e1 85 71 36 ca ec 2d 27 a7 d0 13 cc 6d a9 51 8b 54 9a 6f
// + 86 bc 91 c6 4f 50 53 b5 1c e9 f9 e3 35 89 86 fb a3 ce 6d 82 28 dd 4c 3e
// + 93 5f de e6 39 6e b6 ca 3d 31 e4 5d d8 8e a0 89
// @data r_transpose i8 85 36 cc 86 1c a3 93 3d 32 ca 6d bc e9 ce 5f 31 78 ec a9 91 f9 6d de e4
// + 57 2d 51 c6 e3 82 e6 5d 1d 27 8b 4f 35 28 39 d8 e1 a7 54 50 89 dd 6e 8e
// + 85 d0 9a 53 86 4c b6 a0 71 13 6f b5 fb 3e ca 89
// @data r_broadcast i8 36 ca ec 2d 27 a7 d0 13 36 ca ec 2d 27 a7 d0 13 36 ca ec 2d 27 a7 d0 13
// + 36 ca ec 2d 27 a7 d0 13 36 ca ec 2d 27 a7 d0 13 36 ca ec 2d 27 a7 d0 13
// + 36 ca ec 2d 27 a7 d0 13 36 ca ec 2d 27 a7 d0 13
// @data r_cat i8 1c e9 f9 e3 35 89 86 fb a3 ce 6d 82 28 dd 4c 3e 93 5f de e6 39 6e b6 ca
// + 3d 31 e4 5d d8 8e a0 89 85 32 78 57 1d e1 85 71 36 ca ec 2d 27 a7 d0 13
// + cc 6d a9 51 8b 54 9a 6f 86 bc 91 c6 4f 50 53 b5
// @data r_insert i8 from x 4:1c 5:e9 6:f9 7:e3 12:a3 13:ce 14:6d 15:82 20:93 21:5f 22:de 23:e6
// + 28:3d 29:31 30:e4 31:5d
// @data r_select i8 85 36 78 86 1d a3 85 3d 36 ca ec bc 27 ce d0 31 cc ec a9 91 8b 6d 9a e4
// + 86 2d 91 c6 4f 82 53 5d 1c 27 f9 4f 35 28 86 d8 a3 a7 6d 50 28 dd 4c 8e
// + 93 d0 de 53 39 4c b6 a0 3d 13 e4 b5 d8 3e a0 89
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf i8 x
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf i8 x
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf i8 x
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf i8 x
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf i8 x
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf i8 x
// @arg buf i8 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %m = reshape %x0 : tile<64xi8> -> tile<8x8xi8>
    %q = permute %m [1, 0] : tile<8x8xi8> -> tile<8x8xi8>
    %r = reshape %q : tile<8x8xi8> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xi8> -> tile<8xi8>
    %h2 = reshape %h : tile<8xi8> -> tile<1x8xi8>
    %b = broadcast %h2 : tile<1x8xi8> -> tile<8x8xi8>
    %r = reshape %b : tile<8x8xi8> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xi8> -> tile<32xi8>
    %b = extract %x0[%c1] : tile<64xi8> -> tile<32xi8>
    %r = cat %b, %a dim = 0 : tile<32xi8>, tile<32xi8> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xi8> -> tile<8x8xi8>
    %s = extract %m[%c1, %c0] : tile<8x8xi8> -> tile<4x4xi8>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xi8>, tile<8x8xi8>
    %r = reshape %n : tile<8x8xi8> -> tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %m = reshape %x0 : tile<64xi8> -> tile<8x8xi8>
    %q = permute %m [1, 0] : tile<8x8xi8> -> tile<8x8xi8>
    %y = reshape %q : tile<8x8xi8> -> tile<64xi8>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %r = constant <i8: [-123, 50, 120, 87, 29, -31, -123, 113, 54, -54, -20, 45, 39, -89, -48, 19, -52, 109, -87, 81, -117, 84, -102, 111, -122, -68, -111, -58, 79, 80, 83, -75, 28, -23, -7, -29, 53, -119, -122, -5, -93, -50, 109, -126, 40, -35, 76, 62, -109, 95, -34, -26, 57, 110, -74, -54, 61, 49, -28, 93, -40, -114, -96, -119]> : tile<64xi8>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi8>, partition_view<tile=(64), tensor_view<64xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
