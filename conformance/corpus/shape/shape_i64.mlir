// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on i64 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x i64 4ae976e3ce7ac987 b7818b7e57814ee1 629e92a30f3cfec7 15f039f5e3ef50de 38081692ad237a30 ef06d442c73ebf73 278803f9d9f95c6e d4cb5ab57ff490db
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + a6d647be69ef21e3 d99a7fcd8ae94e9c 43a01c02548b086d 435aba49a503b884 88a0d7eb18bd3272 e5a0654882339aa4 ba4ae702d5f4d433 87e6b3da3e525f5c
// + b3d2d65f6c18a767 348da114c6dc1bb7 6b9456d8fd4a21ef 7fe795c008537b43 a6b35cabc0412329 faf883f21d821614 6c75ecf1f6388055 0d6f73f3048af69c
// + 9b2eca84d1916005 afdcb8de36eba62c abc579a384e7f945 8c016f6ce00f40ee 3c5686219302b389 f4438ed3a999d6c1 9ceee3123cd79756 d283175035f5d7b0
// + 9e70674648e5a4d4 c1db31f9fea71c8a 520e80c2ba06d6bd 510219c622431390 030fc582979842ae 86105bead4dd5b9f 8690c5e3501a72bd 5964cec72326840b
// + 2e2f68e0daf3a46b 85966f49d3aec1d1 33848542add2d01d 740e7902c126b6ee c27897444b06c583 b1da3575ed29cbad 1c6bf33378183d98 7b3a047194b263ae
// + 204775c06cca5b90 83331b1a73fe89a7 cfd8dfa1c63a64a4 b14a31d8b7cb2665 469dd1a6a726dc2d fab16c56051ed43e 17435ff29b5174e0 6f10ce50368f0ea0
// @data r_transpose i64 4ae976e3ce7ac987 ebe0bec6ae6ddf69 a6d647be69ef21e3 b3d2d65f6c18a767 9b2eca84d1916005 9e70674648e5a4d4 2e2f68e0daf3a46b 204775c06cca5b90
// + b7818b7e57814ee1 614414e75a7aa7e2 d99a7fcd8ae94e9c 348da114c6dc1bb7 afdcb8de36eba62c c1db31f9fea71c8a 85966f49d3aec1d1 83331b1a73fe89a7
// + 629e92a30f3cfec7 0235e251616477a9 43a01c02548b086d 6b9456d8fd4a21ef abc579a384e7f945 520e80c2ba06d6bd 33848542add2d01d cfd8dfa1c63a64a4
// + 15f039f5e3ef50de dd95a06a3a2d6ee9 435aba49a503b884 7fe795c008537b43 8c016f6ce00f40ee 510219c622431390 740e7902c126b6ee b14a31d8b7cb2665
// + 38081692ad237a30 55b3f76f7cf0edf2 88a0d7eb18bd3272 a6b35cabc0412329 3c5686219302b389 030fc582979842ae c27897444b06c583 469dd1a6a726dc2d
// + ef06d442c73ebf73 3a057b962f242c5f e5a0654882339aa4 faf883f21d821614 f4438ed3a999d6c1 86105bead4dd5b9f b1da3575ed29cbad fab16c56051ed43e
// + 278803f9d9f95c6e d6be654343df1d77 ba4ae702d5f4d433 6c75ecf1f6388055 9ceee3123cd79756 8690c5e3501a72bd 1c6bf33378183d98 17435ff29b5174e0
// + d4cb5ab57ff490db ffc48362d17e4b2d 87e6b3da3e525f5c 0d6f73f3048af69c d283175035f5d7b0 5964cec72326840b 7b3a047194b263ae 6f10ce50368f0ea0
// @data r_broadcast i64 ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// @data r_cat i64 9b2eca84d1916005 afdcb8de36eba62c abc579a384e7f945 8c016f6ce00f40ee 3c5686219302b389 f4438ed3a999d6c1 9ceee3123cd79756 d283175035f5d7b0
// + 9e70674648e5a4d4 c1db31f9fea71c8a 520e80c2ba06d6bd 510219c622431390 030fc582979842ae 86105bead4dd5b9f 8690c5e3501a72bd 5964cec72326840b
// + 2e2f68e0daf3a46b 85966f49d3aec1d1 33848542add2d01d 740e7902c126b6ee c27897444b06c583 b1da3575ed29cbad 1c6bf33378183d98 7b3a047194b263ae
// + 204775c06cca5b90 83331b1a73fe89a7 cfd8dfa1c63a64a4 b14a31d8b7cb2665 469dd1a6a726dc2d fab16c56051ed43e 17435ff29b5174e0 6f10ce50368f0ea0
// + 4ae976e3ce7ac987 b7818b7e57814ee1 629e92a30f3cfec7 15f039f5e3ef50de 38081692ad237a30 ef06d442c73ebf73 278803f9d9f95c6e d4cb5ab57ff490db
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 dd95a06a3a2d6ee9 55b3f76f7cf0edf2 3a057b962f242c5f d6be654343df1d77 ffc48362d17e4b2d
// + a6d647be69ef21e3 d99a7fcd8ae94e9c 43a01c02548b086d 435aba49a503b884 88a0d7eb18bd3272 e5a0654882339aa4 ba4ae702d5f4d433 87e6b3da3e525f5c
// + b3d2d65f6c18a767 348da114c6dc1bb7 6b9456d8fd4a21ef 7fe795c008537b43 a6b35cabc0412329 faf883f21d821614 6c75ecf1f6388055 0d6f73f3048af69c
// @data r_insert i64 from x 4:9b2eca84d1916005 5:afdcb8de36eba62c 6:abc579a384e7f945 7:8c016f6ce00f40ee 12:9e70674648e5a4d4 13:c1db31f9fea71c8a 14:520e80c2ba06d6bd 15:510219c622431390 20:2e2f68e0daf3a46b 21:85966f49d3aec1d1 22:33848542add2d01d 23:740e7902c126b6ee
// + 28:204775c06cca5b90 29:83331b1a73fe89a7 30:cfd8dfa1c63a64a4 31:b14a31d8b7cb2665
// @data r_select i64 4ae976e3ce7ac987 ebe0bec6ae6ddf69 629e92a30f3cfec7 b3d2d65f6c18a767 38081692ad237a30 9e70674648e5a4d4 278803f9d9f95c6e 204775c06cca5b90
// + ebe0bec6ae6ddf69 614414e75a7aa7e2 0235e251616477a9 348da114c6dc1bb7 55b3f76f7cf0edf2 c1db31f9fea71c8a d6be654343df1d77 83331b1a73fe89a7
// + a6d647be69ef21e3 0235e251616477a9 43a01c02548b086d 6b9456d8fd4a21ef 88a0d7eb18bd3272 520e80c2ba06d6bd ba4ae702d5f4d433 cfd8dfa1c63a64a4
// + b3d2d65f6c18a767 dd95a06a3a2d6ee9 6b9456d8fd4a21ef 7fe795c008537b43 a6b35cabc0412329 510219c622431390 6c75ecf1f6388055 b14a31d8b7cb2665
// + 9b2eca84d1916005 55b3f76f7cf0edf2 abc579a384e7f945 a6b35cabc0412329 3c5686219302b389 030fc582979842ae 9ceee3123cd79756 469dd1a6a726dc2d
// + 9e70674648e5a4d4 3a057b962f242c5f 520e80c2ba06d6bd faf883f21d821614 030fc582979842ae 86105bead4dd5b9f 8690c5e3501a72bd fab16c56051ed43e
// + 2e2f68e0daf3a46b d6be654343df1d77 33848542add2d01d 6c75ecf1f6388055 c27897444b06c583 8690c5e3501a72bd 1c6bf33378183d98 17435ff29b5174e0
// + 204775c06cca5b90 ffc48362d17e4b2d cfd8dfa1c63a64a4 0d6f73f3048af69c 469dd1a6a726dc2d 5964cec72326840b 17435ff29b5174e0 6f10ce50368f0ea0
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf i64 x
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf i64 x
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf i64 x
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf i64 x
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf i64 x
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf i64 x
// @arg buf i64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %m = reshape %x0 : tile<64xi64> -> tile<8x8xi64>
    %q = permute %m [1, 0] : tile<8x8xi64> -> tile<8x8xi64>
    %r = reshape %q : tile<8x8xi64> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xi64> -> tile<8xi64>
    %h2 = reshape %h : tile<8xi64> -> tile<1x8xi64>
    %b = broadcast %h2 : tile<1x8xi64> -> tile<8x8xi64>
    %r = reshape %b : tile<8x8xi64> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xi64> -> tile<32xi64>
    %b = extract %x0[%c1] : tile<64xi64> -> tile<32xi64>
    %r = cat %b, %a dim = 0 : tile<32xi64>, tile<32xi64> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xi64> -> tile<8x8xi64>
    %s = extract %m[%c1, %c0] : tile<8x8xi64> -> tile<4x4xi64>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xi64>, tile<8x8xi64>
    %r = reshape %n : tile<8x8xi64> -> tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %m = reshape %x0 : tile<64xi64> -> tile<8x8xi64>
    %q = permute %m [1, 0] : tile<8x8xi64> -> tile<8x8xi64>
    %y = reshape %q : tile<8x8xi64> -> tile<64xi64>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %r = constant <i64: [5397976349174057351, -5223740718022832415, 7106278491070201543, 1580827197460926686, 4037501885163469360, -1223056865508802701, 2848531135950576750, -3113294981814251301, -1449949319474061463, 7008749903983323106, 159282200995723177, -2479899641694556439, 6175551572264676850, 4180883714049584223, -2972827364442038921, -16744038157890771, -6424868935250796061, -2766758500290179428, 4872925593148786797, 4853396373908994180, -8601637883545308558, -1900407680653878620, -5022948435012824013, -8654031884016001188, -5489089290487421081, 3786859972296186807, 7751916348573884911, 9216499814442957635, -6434697549847649495, -362394694102936044, 7815413252333535317, 968119932498409116, -7264646477101572091, -5774537357652154836, -6069311179595450043, -8358276920016682770, 4347809969031263113, -845675265280846143, -7138518691865979050, -3277750470525462608, -7030005466756963116, -4477930454700843894, 5912804934617061053, 5837256405794624400, 220612071444202158, -8786421808848086113, -8750276495888715075, 6441500721730192395, 3327993964605449323, -8820740457283796527, 3712238514290741277, 8362754610811025134, -4433627513573948029, -5631129603466998867, 2047997857953758616, 8879414501186888622, 2325957201879522192, -8992814230499587673, -3469777626980522844, -5671665973853477275, 5088453667697646637, -382405376640887746, 1676288981904487648, 8003123381745421984]> : tile<64xi64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi64>, partition_view<tile=(64), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
