// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on bf16 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x bf16 085b 7256 a5d3 f547 6866 4b25 d397 7131 76fb bf16 8107 895a 2ef6 c8aa b600 451f e284 ad88 43a8 d3ae c599 5deb e2cd 9830
// + fea1 2c6b de7f 0b0f a897 31be 6dab 9989 142d c4ca c8a9 1750 cfd7 1c7c aee3 8d29 d204 d233 8660 dde6 66a0 52ff 4bc2 c3af
// + 1136 97a6 364e 866d 49be 9c51 be1e 3eea 99cd 2dd5 876a c78f 889f b95b 7301 2876
// @data r_transpose bf16 085b 76fb e284 fea1 142d d204 1136 99cd 7256 bf16 ad88 2c6b c4ca d233 97a6 2dd5 a5d3 8107 43a8 de7f c8a9 8660 364e 876a
// + f547 895a d3ae 0b0f 1750 dde6 866d c78f 6866 2ef6 c599 a897 cfd7 66a0 49be 889f 4b25 c8aa 5deb 31be 1c7c 52ff 9c51 b95b
// + d397 b600 e2cd 6dab aee3 4bc2 be1e 7301 7131 451f 9830 9989 8d29 c3af 3eea 2876
// @data r_broadcast bf16 76fb bf16 8107 895a 2ef6 c8aa b600 451f 76fb bf16 8107 895a 2ef6 c8aa b600 451f 76fb bf16 8107 895a 2ef6 c8aa b600 451f
// + 76fb bf16 8107 895a 2ef6 c8aa b600 451f 76fb bf16 8107 895a 2ef6 c8aa b600 451f 76fb bf16 8107 895a 2ef6 c8aa b600 451f
// + 76fb bf16 8107 895a 2ef6 c8aa b600 451f 76fb bf16 8107 895a 2ef6 c8aa b600 451f
// @data r_cat bf16 142d c4ca c8a9 1750 cfd7 1c7c aee3 8d29 d204 d233 8660 dde6 66a0 52ff 4bc2 c3af 1136 97a6 364e 866d 49be 9c51 be1e 3eea
// + 99cd 2dd5 876a c78f 889f b95b 7301 2876 085b 7256 a5d3 f547 6866 4b25 d397 7131 76fb bf16 8107 895a 2ef6 c8aa b600 451f
// + e284 ad88 43a8 d3ae c599 5deb e2cd 9830 fea1 2c6b de7f 0b0f a897 31be 6dab 9989
// @data r_insert bf16 from x 4:142d 5:c4ca 6:c8a9 7:1750 12:d204 13:d233 14:8660 15:dde6 20:1136 21:97a6 22:364e 23:866d
// + 28:99cd 29:2dd5 30:876a 31:c78f
// @data r_select bf16 085b 76fb a5d3 fea1 6866 d204 d397 99cd 76fb bf16 8107 2c6b 2ef6 d233 b600 2dd5 e284 8107 43a8 de7f c599 8660 e2cd 876a
// + fea1 895a de7f 0b0f a897 dde6 6dab c78f 142d 2ef6 c8a9 a897 cfd7 66a0 aee3 889f d204 c8aa 8660 31be 66a0 52ff 4bc2 b95b
// + 1136 b600 364e 6dab 49be 4bc2 be1e 7301 99cd 451f 876a 9989 889f c3af 7301 2876
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf bf16 x
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf bf16 x
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf bf16 x
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf bf16 x
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf bf16 x
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf bf16 x
// @arg buf bf16 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %m = reshape %x0 : tile<64xbf16> -> tile<8x8xbf16>
    %q = permute %m [1, 0] : tile<8x8xbf16> -> tile<8x8xbf16>
    %r = reshape %q : tile<8x8xbf16> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xbf16> -> tile<8xbf16>
    %h2 = reshape %h : tile<8xbf16> -> tile<1x8xbf16>
    %b = broadcast %h2 : tile<1x8xbf16> -> tile<8x8xbf16>
    %r = reshape %b : tile<8x8xbf16> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xbf16> -> tile<32xbf16>
    %b = extract %x0[%c1] : tile<64xbf16> -> tile<32xbf16>
    %r = cat %b, %a dim = 0 : tile<32xbf16>, tile<32xbf16> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xbf16> -> tile<8x8xbf16>
    %s = extract %m[%c1, %c0] : tile<8x8xbf16> -> tile<4x4xbf16>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xbf16>, tile<8x8xbf16>
    %r = reshape %n : tile<8x8xbf16> -> tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %m = reshape %x0 : tile<64xbf16> -> tile<8x8xbf16>
    %q = permute %m [1, 0] : tile<8x8xbf16> -> tile<8x8xbf16>
    %y = reshape %q : tile<8x8xbf16> -> tile<64xbf16>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %r = constant <bf16: [6.590291528450073e-34, 4.238706694513142e+30, -3.660266534311063e-16, -2.5226246944541765e+32, 4.3445771642400736e+24, 1.081344e+07, -1.297080123392e+12, 8.764615478140492e+29, 2.5454424052582846e+33, -5.859375e-01, -2.4795583962657627e-38, -2.624079549227609e-33, 1.1186784831807017e-10, -3.481600e+05, -1.9073486328125e-06, 2.544000e+03, -1.2174851088648304e+21, -1.546140993013978e-11, 3.360000e+02, -1.494648619008e+12, -4.896000e+03, 2.116691824864133e+18, -1.890791267555229e+21, -2.274746684520826e-24, -1.0700285366068573e+38, 3.339550858072471e-12, -4.593671619917906e+18, 2.754079820473747e-32, -1.6764367671839864e-14, 5.529727786779404e-09, 6.615242084931251e+27, -1.41654679899706e-23, 8.734267942607043e-27, -1.616000e+03, -3.461120e+05, 6.72084247699335e-25, -7.21420288e+09, 8.337980574534519e-22, -1.0322764865122736e-10, -5.207714569623086e-31, -1.41733920768e+11, -1.92199786496e+11, -4.2129717533470784e-35, -2.0716558285904282e+18, 3.777893186295716e+23, 5.4760833024e+11, 2.5427968e+07, -3.500000e+02, 1.4357268475022415e-28, -1.0727498569047078e-24, 3.069639205932617e-06, -4.457474578318114e-35, 1.556480e+06, -6.915229920943311e-22, -1.54296875e-01, 4.5703125e-01, -2.1196503196671334e-23, 2.4215296434704214e-11, -1.7604203397914578e-34, -7.321600e+04, -9.569464411174078e-34, -2.0885467529296875e-04, 1.02204329643401e+31, 1.3655743202889425e-14]> : tile<64xbf16>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
