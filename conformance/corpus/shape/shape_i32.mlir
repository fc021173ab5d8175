// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on i32 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x i32 193f8414 72daf3ce 688110ea 22623c10 cd183443 c89174f0 3632cccf fdb2def2 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b
// + 6c977c96 dda7fde2 a7a32f73 844b9df3 bc69b12d fe7ba705 1371f938 67957b41 111fcbf3 3d2f4cab 530aa69d 92f62b45 a0d2882d 3a9e0c34 c325b4b3 6570ae33
// + 0554b47a 2b4d19a7 2053c949 bdc661c5 4cdf912c 3e466005 1633c0b5 24347b50 605ca268 7234900b 6767df2a c56385a2 b4a647b3 19563d8e de74d260 a00997d2
// + 50ecbb35 6fcca413 d05fb7e8 4e1a478c 663d9374 fc82aa1a 1ed87be8 20c0b0f9 1a9bc995 198eebb7 00a4029c 5820bdc2 5d5766c1 6867679f 239652a6 89d6da35
// @data r_transpose i32 193f8414 04d69717 6c977c96 111fcbf3 0554b47a 605ca268 50ecbb35 1a9bc995 72daf3ce 087ed80e dda7fde2 3d2f4cab 2b4d19a7 7234900b 6fcca413 198eebb7
// + 688110ea a5a3df9e a7a32f73 530aa69d 2053c949 6767df2a d05fb7e8 00a4029c 22623c10 3cb200aa 844b9df3 92f62b45 bdc661c5 c56385a2 4e1a478c 5820bdc2
// + cd183443 f8410f5d bc69b12d a0d2882d 4cdf912c b4a647b3 663d9374 5d5766c1 c89174f0 e067ff49 fe7ba705 3a9e0c34 3e466005 19563d8e fc82aa1a 6867679f
// + 3632cccf fefd2d5b 1371f938 c325b4b3 1633c0b5 de74d260 1ed87be8 239652a6 fdb2def2 3d0ea54b 67957b41 6570ae33 24347b50 a00997d2 20c0b0f9 89d6da35
// @data r_broadcast i32 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b
// + 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b
// + 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b
// + 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b
// @data r_cat i32 0554b47a 2b4d19a7 2053c949 bdc661c5 4cdf912c 3e466005 1633c0b5 24347b50 605ca268 7234900b 6767df2a c56385a2 b4a647b3 19563d8e de74d260 a00997d2
// + 50ecbb35 6fcca413 d05fb7e8 4e1a478c 663d9374 fc82aa1a 1ed87be8 20c0b0f9 1a9bc995 198eebb7 00a4029c 5820bdc2 5d5766c1 6867679f 239652a6 89d6da35
// + 193f8414 72daf3ce 688110ea 22623c10 cd183443 c89174f0 3632cccf fdb2def2 04d69717 087ed80e a5a3df9e 3cb200aa f8410f5d e067ff49 fefd2d5b 3d0ea54b
// + 6c977c96 dda7fde2 a7a32f73 844b9df3 bc69b12d fe7ba705 1371f938 67957b41 111fcbf3 3d2f4cab 530aa69d 92f62b45 a0d2882d 3a9e0c34 c325b4b3 6570ae33
// @data r_insert i32 from x 4:0554b47a 5:2b4d19a7 6:2053c949 7:bdc661c5 12:605ca268 13:7234900b 14:6767df2a 15:c56385a2 20:50ecbb35 21:6fcca413 22:d05fb7e8 23:4e1a478c
// + 28:1a9bc995 29:198eebb7 30:00a4029c 31:5820bdc2
// @data r_select i32 193f8414 04d69717 688110ea 111fcbf3 cd183443 605ca268 3632cccf 1a9bc995 04d69717 087ed80e a5a3df9e 3d2f4cab f8410f5d 7234900b fefd2d5b 198eebb7
// + 6c977c96 a5a3df9e a7a32f73 530aa69d bc69b12d 6767df2a 1371f938 00a4029c 111fcbf3 3cb200aa 530aa69d 92f62b45 a0d2882d c56385a2 c325b4b3 5820bdc2
// + 0554b47a f8410f5d 2053c949 a0d2882d 4cdf912c b4a647b3 1633c0b5 5d5766c1 605ca268 e067ff49 6767df2a 3a9e0c34 b4a647b3 19563d8e de74d260 6867679f
// + 50ecbb35 fefd2d5b d05fb7e8 c325b4b3 663d9374 de74d260 1ed87be8 239652a6 1a9bc995 3d0ea54b 00a4029c 6570ae33 5d5766c1 a00997d2 239652a6 89d6da35
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf i32 x
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf i32 x
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf i32 x
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf i32 x
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf i32 x
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf i32 x
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %m = reshape %x0 : tile<64xi32> -> tile<8x8xi32>
    %q = permute %m [1, 0] : tile<8x8xi32> -> tile<8x8xi32>
    %r = reshape %q : tile<8x8xi32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xi32> -> tile<8xi32>
    %h2 = reshape %h : tile<8xi32> -> tile<1x8xi32>
    %b = broadcast %h2 : tile<1x8xi32> -> tile<8x8xi32>
    %r = reshape %b : tile<8x8xi32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xi32> -> tile<32xi32>
    %b = extract %x0[%c1] : tile<64xi32> -> tile<32xi32>
    %r = cat %b, %a dim = 0 : tile<32xi32>, tile<32xi32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xi32> -> tile<8x8xi32>
    %s = extract %m[%c1, %c0] : tile<8x8xi32> -> tile<4x4xi32>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xi32>, tile<8x8xi32>
    %r = reshape %n : tile<8x8xi32> -> tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %m = reshape %x0 : tile<64xi32> -> tile<8x8xi32>
    %q = permute %m [1, 0] : tile<8x8xi32> -> tile<8x8xi32>
    %y = reshape %q : tile<8x8xi32> -> tile<64xi32>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %r = constant <i32: [423592980, 1926951886, 1753288938, 576863248, -854051773, -929991440, 909298895, -38609166, 81172247, 142530574, -1515987042, 1018298538, -129953955, -530055351, -16962213, 1024369995, 1821867158, -576193054, -1482477709, -2075419149, -1133924051, -25450747, 326236472, 1737849665, 287296499, 1026509995, 1393206941, -1829360827, -1596815315, 983436340, -1020939085, 1701883443, 89437306, 726473127, 542361929, -1111072315, 1289720108, 1044799493, 372490421, 607419216, 1616683624, 1916047371, 1734860586, -983333470, -1264171085, 425082254, -562769312, -1609984046, 1357691701, 1875682323, -799033368, 1310345100, 1715311476, -58545638, 517503976, 549499129, 446417301, 428796855, 10748572, 1478540738, 1566009025, 1751607199, 597054118, -1982408139]> : tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
