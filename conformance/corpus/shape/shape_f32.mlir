// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f32 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f32 40aa2fc4 3efc4303 bf8540fa 59b50c38 bdd60205 90f0c866 116685c4 1ea29f53 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0
// + 8eafd522 e66a6ba8 3f0418c3 ed221ebd 5d5f5f65 532287e0 187c4233 3653dcbf a2052e13 2e49329d 26b833fc 9d06ff43 cf5ef40e 0d648f38 2938f582 ca558b53
// + 3a171c1e 4f69cfe0 28e70e16 4aeb493e d02973cd 77871d8f 55cbf6e5 59a6c170 0d63ab8e b7f2975b 8155395c a19c8b76 848d0c26 70f8f8f5 3ab1efc2 8facc350
// + f48fd9d8 7f2b46e0 f95d967f 13369d6e fb5ed826 71e759ff 56725b57 2b0f1441 b9036e89 40697fb6 587f085a 8142245c be78133b 8dbac695 1997e043 3645e60e
// @data r_transpose f32 40aa2fc4 91c036f1 8eafd522 a2052e13 3a171c1e 0d63ab8e f48fd9d8 b9036e89 3efc4303 b135679a e66a6ba8 2e49329d 4f69cfe0 b7f2975b 7f2b46e0 40697fb6
// + bf8540fa 03b4c204 3f0418c3 26b833fc 28e70e16 8155395c f95d967f 587f085a 59b50c38 9533f217 ed221ebd 9d06ff43 4aeb493e a19c8b76 13369d6e 8142245c
// + bdd60205 0d634fa4 5d5f5f65 cf5ef40e d02973cd 848d0c26 fb5ed826 be78133b 90f0c866 916f2c7f 532287e0 0d648f38 77871d8f 70f8f8f5 71e759ff 8dbac695
// + 116685c4 8ec7103e 187c4233 2938f582 55cbf6e5 3ab1efc2 56725b57 1997e043 1ea29f53 60583dc0 3653dcbf ca558b53 59a6c170 8facc350 2b0f1441 3645e60e
// @data r_broadcast f32 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0
// + 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0
// + 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0
// + 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0
// @data r_cat f32 3a171c1e 4f69cfe0 28e70e16 4aeb493e d02973cd 77871d8f 55cbf6e5 59a6c170 0d63ab8e b7f2975b 8155395c a19c8b76 848d0c26 70f8f8f5 3ab1efc2 8facc350
// + f48fd9d8 7f2b46e0 f95d967f 13369d6e fb5ed826 71e759ff 56725b57 2b0f1441 b9036e89 40697fb6 587f085a 8142245c be78133b 8dbac695 1997e043 3645e60e
// + 40aa2fc4 3efc4303 bf8540fa 59b50c38 bdd60205 90f0c866 116685c4 1ea29f53 91c036f1 b135679a 03b4c204 9533f217 0d634fa4 916f2c7f 8ec7103e 60583dc0
// + 8eafd522 e66a6ba8 3f0418c3 ed221ebd 5d5f5f65 532287e0 187c4233 3653dcbf a2052e13 2e49329d 26b833fc 9d06ff43 cf5ef40e 0d648f38 2938f582 ca558b53
// @data r_insert f32 from x 4:3a171c1e 5:4f69cfe0 6:28e70e16 7:4aeb493e 12:0d63ab8e 13:b7f2975b 14:8155395c 15:a19c8b76 20:f48fd9d8 21:7f2b46e0 22:f95d967f 23:13369d6e
// + 28:b9036e89 29:40697fb6 30:587f085a 31:8142245c
// @data r_select f32 40aa2fc4 91c036f1 bf8540fa a2052e13 bdd60205 0d63ab8e 116685c4 b9036e89 91c036f1 b135679a 03b4c204 2e49329d 0d634fa4 b7f2975b 8ec7103e 40697fb6
// + 8eafd522 03b4c204 3f0418c3 26b833fc 5d5f5f65 8155395c 187c4233 587f085a a2052e13 9533f217 26b833fc 9d06ff43 cf5ef40e a19c8b76 2938f582 8142245c
// + 3a171c1e 0d634fa4 28e70e16 cf5ef40e d02973cd 848d0c26 55cbf6e5 be78133b 0d63ab8e 916f2c7f 8155395c 0d648f38 848d0c26 70f8f8f5 3ab1efc2 8dbac695
// + f48fd9d8 8ec7103e f95d967f 2938f582 fb5ed826 3ab1efc2 56725b57 1997e043 b9036e89 60583dc0 587f085a ca558b53 be78133b 8facc350 1997e043 3645e60e
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f32 x
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f32 x
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f32 x
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f32 x
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf f32 x
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f32 x
// @arg buf f32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %m = reshape %x0 : tile<64xf32> -> tile<8x8xf32>
    %q = permute %m [1, 0] : tile<8x8xf32> -> tile<8x8xf32>
    %r = reshape %q : tile<8x8xf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf32> -> tile<8xf32>
    %h2 = reshape %h : tile<8xf32> -> tile<1x8xf32>
    %b = broadcast %h2 : tile<1x8xf32> -> tile<8x8xf32>
    %r = reshape %b : tile<8x8xf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf32> -> tile<32xf32>
    %b = extract %x0[%c1] : tile<64xf32> -> tile<32xf32>
    %r = cat %b, %a dim = 0 : tile<32xf32>, tile<32xf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf32> -> tile<8x8xf32>
    %s = extract %m[%c1, %c0] : tile<8x8xf32> -> tile<4x4xf32>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf32>, tile<8x8xf32>
    %r = reshape %n : tile<8x8xf32> -> tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %m = reshape %x0 : tile<64xf32> -> tile<8x8xf32>
    %q = permute %m [1, 0] : tile<8x8xf32> -> tile<8x8xf32>
    %y = reshape %q : tile<8x8xf32> -> tile<64xf32>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %r = constant <f32: [5.318330764770508e+00, 4.926987588405609e-01, -1.0410454273223877e+00, 6.370050680291328e+15, -1.0449603945016861e-01, -9.497207130779315e-29, 1.818502053571802e-28, 1.721831213432966e-20, -3.032611901632161e-28, -2.639785723346222e-09, 1.0623992960361282e-36, -3.6339737334133083e-26, 7.0045639495442665e-31, -1.8867487052280004e-28, -4.907292820106597e-30, 6.232728556801727e+19, -4.334607018713669e-30, -2.7675491607079557e+23, 5.160028338432312e-01, -3.135858243306975e+27, 1.0059809152449905e+18, 6.98064306176e+11, 3.2603658683677416e-24, 3.156994125674828e-06, -1.804925260588417e-18, 4.574706238824611e-11, 1.2781655176266876e-15, -1.7866719548685016e-21, -3.74053632e+09, 7.043031767076056e-31, 4.106915138914549e-14, -3.49870875e+06, 5.764382658526301e-04, 3.922714624e+09, 2.5652260670456714e-14, 7.709855e+06, -1.1371754496e+10, 5.480934339124587e+33, 2.8032658046976e+13, 5.867191614308352e+15, 7.015627702374206e-31, -2.8919128453708254e-05, -3.9163074696604547e-38, -1.0607886184520378e-18, -3.3160097271042076e-36, 6.164260241499705e+29, 1.3575481716543436e-03, -1.703574110070438e-29, -9.117637291718455e+31, 2.2766599131906927e+38, -7.19093768220865e+34, 2.3049248388654558e-27, -1.157073913739296e+36, 2.2911947478441454e+30, 6.661852889088e+13, 5.083191354816885e-13, -1.2534311099443585e-04, 3.6484198570251465e+00, 1.121645339082752e+15, -3.565825908151246e-38, -2.422608584165573e-01, -1.151094191404303e-30, 1.5703612648797684e-23, 2.948919700429542e-06]> : tile<64xf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
