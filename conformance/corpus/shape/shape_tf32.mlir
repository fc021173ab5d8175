// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on tf32 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x tf32 4a94a000 22e28000 834fe000 a6bb2000 737d0000 eb068000 1e6f4000 ead74000 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000
// + cbfa2000 c632e000 f804c000 d317e000 c6272000 9e216000 7cce4000 5f45e000 9581e000 0f360000 6d7a0000 ef8ac000 edba8000 e647c000 f386c000 bb34e000
// + 3c2bc000 2f0fc000 8d20e000 8b8da000 685ec000 83712000 d53f8000 42fe8000 42f5c000 e8000000 7f4da000 76154000 b858c000 70be6000 31882000 d170e000
// + 97b98000 6b99e000 0f48e000 e55c4000 fbed8000 52c34000 470e8000 ab6d2000 a8b58000 c213e000 c748a000 4320c000 c12e8000 ede42000 9f0ba000 89866000
// @data r_transpose tf32 4a94a000 fc9ca000 cbfa2000 9581e000 3c2bc000 42f5c000 97b98000 a8b58000 22e28000 83d06000 c632e000 0f360000 2f0fc000 e8000000 6b99e000 c213e000
// + 834fe000 eed1a000 f804c000 6d7a0000 8d20e000 7f4da000 0f48e000 c748a000 a6bb2000 5fd1c000 d317e000 ef8ac000 8b8da000 76154000 e55c4000 4320c000
// + 737d0000 386aa000 c6272000 edba8000 685ec000 b858c000 fbed8000 c12e8000 eb068000 e87f2000 9e216000 e647c000 83712000 70be6000 52c34000 ede42000
// + 1e6f4000 7429a000 7cce4000 f386c000 d53f8000 31882000 470e8000 9f0ba000 ead74000 adb06000 5f45e000 bb34e000 42fe8000 d170e000 ab6d2000 89866000
// @data r_broadcast tf32 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000
// + fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000
// + fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000
// + fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000
// @data r_cat tf32 3c2bc000 2f0fc000 8d20e000 8b8da000 685ec000 83712000 d53f8000 42fe8000 42f5c000 e8000000 7f4da000 76154000 b858c000 70be6000 31882000 d170e000
// + 97b98000 6b99e000 0f48e000 e55c4000 fbed8000 52c34000 470e8000 ab6d2000 a8b58000 c213e000 c748a000 4320c000 c12e8000 ede42000 9f0ba000 89866000
// + 4a94a000 22e28000 834fe000 a6bb2000 737d0000 eb068000 1e6f4000 ead74000 fc9ca000 83d06000 eed1a000 5fd1c000 386aa000 e87f2000 7429a000 adb06000
// + cbfa2000 c632e000 f804c000 d317e000 c6272000 9e216000 7cce4000 5f45e000 9581e000 0f360000 6d7a0000 ef8ac000 edba8000 e647c000 f386c000 bb34e000
// @data r_insert tf32 from x 4:3c2bc000 5:2f0fc000 6:8d20e000 7:8b8da000 12:42f5c000 13:e8000000 14:7f4da000 15:76154000 20:97b98000 21:6b99e000 22:0f48e000 23:e55c4000
// + 28:a8b58000 29:c213e000 30:c748a000 31:4320c000
// @data r_select tf32 4a94a000 fc9ca000 834fe000 9581e000 737d0000 42f5c000 1e6f4000 a8b58000 fc9ca000 83d06000 eed1a000 0f360000 386aa000 e8000000 7429a000 c213e000
// + cbfa2000 eed1a000 f804c000 6d7a0000 c6272000 7f4da000 7cce4000 c748a000 9581e000 5fd1c000 6d7a0000 ef8ac000 edba8000 76154000 f386c000 4320c000
// + 3c2bc000 386aa000 8d20e000 edba8000 685ec000 b858c000 d53f8000 c12e8000 42f5c000 e87f2000 7f4da000 e647c000 b858c000 70be6000 31882000 ede42000
// + 97b98000 7429a000 0f48e000 f386c000 fbed8000 31882000 470e8000 9f0ba000 a8b58000 adb06000 c748a000 bb34e000 c12e8000 d170e000 9f0ba000 89866000
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf tf32 x
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf tf32 x
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf tf32 x
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf tf32 x
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf tf32 x
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf tf32 x
// @arg buf tf32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %m = reshape %x0 : tile<64xtf32> -> tile<8x8xtf32>
    %q = permute %m [1, 0] : tile<8x8xtf32> -> tile<8x8xtf32>
    %r = reshape %q : tile<8x8xtf32> -> tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xtf32> -> tile<8xtf32>
    %h2 = reshape %h : tile<8xtf32> -> tile<1x8xtf32>
    %b = broadcast %h2 : tile<1x8xtf32> -> tile<8x8xtf32>
    %r = reshape %b : tile<8x8xtf32> -> tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xtf32> -> tile<32xtf32>
    %b = extract %x0[%c1] : tile<64xtf32> -> tile<32xtf32>
    %r = cat %b, %a dim = 0 : tile<32xtf32>, tile<32xtf32> -> tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xtf32> -> tile<8x8xtf32>
    %s = extract %m[%c1, %c0] : tile<8x8xtf32> -> tile<4x4xtf32>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xtf32>, tile<8x8xtf32>
    %r = reshape %n : tile<8x8xtf32> -> tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %m = reshape %x0 : tile<64xtf32> -> tile<8x8xtf32>
    %q = permute %m [1, 0] : tile<8x8xtf32> -> tile<8x8xtf32>
    %y = reshape %q : tile<8x8xtf32> -> tile<64xtf32>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<tf32>>, %out: tile<ptr<tf32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %r = constant <tf32: [4.870144e+06, 6.139294801699169e-18, -6.108897204429575e-37, -1.2984405217686401e-15, 2.0044725116108877e+31, -1.6260052273816762e+26, 1.266578953941196e-20, -1.3011064133602446e+26, -6.505947963744139e+36, -1.2247181767629708e-36, -3.243789759189973e+28, 3.022816069891077e+19, 5.59389591217041e-05, -4.819174995768473e+24, 5.375630826592835e+31, -2.0051516003150027e-11, -3.2784384e+07, -1.144800e+04, -1.0769959499539037e+34, -6.5229815808e+11, -1.069600e+04, -8.54312136644767e-21, 8.567289816582466e+36, 1.425839642025499e+19, -5.24560947535764e-26, 8.973292796889009e-30, 4.8357032784585167e+27, -8.588209022542326e+28, -7.214869291460107e+27, -2.358231762383029e+23, -2.135198979759424e+31, -2.7599334716796875e-03, 1.04827880859375e-02, 1.3073986337985843e-10, -4.957343676852745e-31, -5.455196567476846e-32, 4.207628536236854e+24, -7.086026883550602e-37, -1.3159779794944e+13, 1.272500e+02, 1.228750e+02, -2.4178516392292583e+24, 2.7332250663327333e+38, 7.56787408336253e+32, -5.167722702026367e-05, 4.7134566995790854e+29, 3.961758920922875e-09, -6.4659390464e+10, -1.198765653348333e-24, 3.720469209864021e+26, 9.903902146016922e-30, -6.500632611575246e+22, -2.466341007804043e+36, 4.19296182272e+11, 3.648000e+04, -8.424372310855688e-13, -2.015054789694659e-14, -3.696875e+01, -5.136000e+04, 1.607500e+02, -1.090625e+01, -8.825158483186793e+27, -2.956674381509542e-20, -3.234960453462935e-33]> : tile<64xtf32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xtf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xtf32>, partition_view<tile=(64), tensor_view<64xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
