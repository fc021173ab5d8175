// @conformance 1
// @tier ci
// @family shape
// reshape, permute, broadcast, extract, insert, cat, select, constant on f64 (digest 4.5), row-major.
// @oracle model index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data x f64 68c6adf76f1512a4 1dbae751b372af00 c07099dd685d4991 3a17cc401fcd919c 59acb1aebb6087c1 9f43d9003ed2bdff 8d987fb575d0207c 974cd516378955e1
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + b8adbb647f75e81f 32549c9ea2077e79 cbd8022a62393488 9851ab78b76b4986 2d31230c4ebabe89 9880c13301786796 8c240522ab6696c6 cf8b3ac39bacf2f3
// + cc9c547cbb89f0dd b1247093630db9f2 7f734944e35feadd b3703b6f0d175efb ce56f538f1582937 41a994eadd66a30f db1503f66d1a733b ead08e958082f9ce
// + 7bb58544bfb26e6d 3556de6ecfda704b 543ea8c706cab6b7 0dc4c70900b59dcb 0e43b70c4c61b095 3dd8f27c8ef72d86 2ce7be7ec84d8312 aa21d2eb8aa242f0
// + c27be0053abd81d4 aaa55f92f377702c 262be3b690bea0ea 1d5b7ddaf5ef7826 a2f30deae97eafa2 128ec609c6079764 ed35646079f91061 f65b34ffe5f8576e
// + 5b2e542ca88ff7b5 16081a7e5e7f284a ff770b144c4daadc 522aeb8089e6ac34 4302b8bebd04aab8 fdb37a9684c16b01 3e22006c6afef1a3 1cd8dbb5b5c0aefc
// + c2b7fe0e3b0252d1 212643c8fa57356d e20b03eef0853491 e0a21c8ece188335 1ea2e815778629c2 93f0656b88fed3da a889b33848d93e9f 0d8ed2b027478f8e
// @data r_transpose f64 68c6adf76f1512a4 c877edb40b0c6cdb b8adbb647f75e81f cc9c547cbb89f0dd 7bb58544bfb26e6d c27be0053abd81d4 5b2e542ca88ff7b5 c2b7fe0e3b0252d1
// + 1dbae751b372af00 44fab3e3aa3dfb4f 32549c9ea2077e79 b1247093630db9f2 3556de6ecfda704b aaa55f92f377702c 16081a7e5e7f284a 212643c8fa57356d
// + c07099dd685d4991 c73cc27f14997c08 cbd8022a62393488 7f734944e35feadd 543ea8c706cab6b7 262be3b690bea0ea ff770b144c4daadc e20b03eef0853491
// + 3a17cc401fcd919c cb919ee056857bc3 9851ab78b76b4986 b3703b6f0d175efb 0dc4c70900b59dcb 1d5b7ddaf5ef7826 522aeb8089e6ac34 e0a21c8ece188335
// + 59acb1aebb6087c1 638905b041f403cb 2d31230c4ebabe89 ce56f538f1582937 0e43b70c4c61b095 a2f30deae97eafa2 4302b8bebd04aab8 1ea2e815778629c2
// + 9f43d9003ed2bdff c8a76da50422dcc1 9880c13301786796 41a994eadd66a30f 3dd8f27c8ef72d86 128ec609c6079764 fdb37a9684c16b01 93f0656b88fed3da
// + 8d987fb575d0207c 3b8d72c30d039b2c 8c240522ab6696c6 db1503f66d1a733b 2ce7be7ec84d8312 ed35646079f91061 3e22006c6afef1a3 a889b33848d93e9f
// + 974cd516378955e1 7c08e3afe97ee696 cf8b3ac39bacf2f3 ead08e958082f9ce aa21d2eb8aa242f0 f65b34ffe5f8576e 1cd8dbb5b5c0aefc 0d8ed2b027478f8e
// @data r_broadcast f64 c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// @data r_cat f64 7bb58544bfb26e6d 3556de6ecfda704b 543ea8c706cab6b7 0dc4c70900b59dcb 0e43b70c4c61b095 3dd8f27c8ef72d86 2ce7be7ec84d8312 aa21d2eb8aa242f0
// + c27be0053abd81d4 aaa55f92f377702c 262be3b690bea0ea 1d5b7ddaf5ef7826 a2f30deae97eafa2 128ec609c6079764 ed35646079f91061 f65b34ffe5f8576e
// + 5b2e542ca88ff7b5 16081a7e5e7f284a ff770b144c4daadc 522aeb8089e6ac34 4302b8bebd04aab8 fdb37a9684c16b01 3e22006c6afef1a3 1cd8dbb5b5c0aefc
// + c2b7fe0e3b0252d1 212643c8fa57356d e20b03eef0853491 e0a21c8ece188335 1ea2e815778629c2 93f0656b88fed3da a889b33848d93e9f 0d8ed2b027478f8e
// + 68c6adf76f1512a4 1dbae751b372af00 c07099dd685d4991 3a17cc401fcd919c 59acb1aebb6087c1 9f43d9003ed2bdff 8d987fb575d0207c 974cd516378955e1
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 cb919ee056857bc3 638905b041f403cb c8a76da50422dcc1 3b8d72c30d039b2c 7c08e3afe97ee696
// + b8adbb647f75e81f 32549c9ea2077e79 cbd8022a62393488 9851ab78b76b4986 2d31230c4ebabe89 9880c13301786796 8c240522ab6696c6 cf8b3ac39bacf2f3
// + cc9c547cbb89f0dd b1247093630db9f2 7f734944e35feadd b3703b6f0d175efb ce56f538f1582937 41a994eadd66a30f db1503f66d1a733b ead08e958082f9ce
// @data r_insert f64 from x 4:7bb58544bfb26e6d 5:3556de6ecfda704b 6:543ea8c706cab6b7 7:0dc4c70900b59dcb 12:c27be0053abd81d4 13:aaa55f92f377702c 14:262be3b690bea0ea 15:1d5b7ddaf5ef7826 20:5b2e542ca88ff7b5 21:16081a7e5e7f284a 22:ff770b144c4daadc 23:522aeb8089e6ac34
// + 28:c2b7fe0e3b0252d1 29:212643c8fa57356d 30:e20b03eef0853491 31:e0a21c8ece188335
// @data r_select f64 68c6adf76f1512a4 c877edb40b0c6cdb c07099dd685d4991 cc9c547cbb89f0dd 59acb1aebb6087c1 c27be0053abd81d4 8d987fb575d0207c c2b7fe0e3b0252d1
// + c877edb40b0c6cdb 44fab3e3aa3dfb4f c73cc27f14997c08 b1247093630db9f2 638905b041f403cb aaa55f92f377702c 3b8d72c30d039b2c 212643c8fa57356d
// + b8adbb647f75e81f c73cc27f14997c08 cbd8022a62393488 7f734944e35feadd 2d31230c4ebabe89 262be3b690bea0ea 8c240522ab6696c6 e20b03eef0853491
// + cc9c547cbb89f0dd cb919ee056857bc3 7f734944e35feadd b3703b6f0d175efb ce56f538f1582937 1d5b7ddaf5ef7826 db1503f66d1a733b e0a21c8ece188335
// + 7bb58544bfb26e6d 638905b041f403cb 543ea8c706cab6b7 ce56f538f1582937 0e43b70c4c61b095 a2f30deae97eafa2 2ce7be7ec84d8312 1ea2e815778629c2
// + c27be0053abd81d4 c8a76da50422dcc1 262be3b690bea0ea 41a994eadd66a30f a2f30deae97eafa2 128ec609c6079764 ed35646079f91061 93f0656b88fed3da
// + 5b2e542ca88ff7b5 3b8d72c30d039b2c ff770b144c4daadc db1503f66d1a733b 4302b8bebd04aab8 ed35646079f91061 3e22006c6afef1a3 a889b33848d93e9f
// + c2b7fe0e3b0252d1 7c08e3afe97ee696 e20b03eef0853491 ead08e958082f9ce 1ea2e815778629c2 f65b34ffe5f8576e a889b33848d93e9f 0d8ed2b027478f8e
// @run transpose entry=transpose grid=1 nan=bits
// @arg buf f64 x
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_transpose prov=model
// @run broadcast entry=broadcast grid=1 nan=bits
// @arg buf f64 x
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_broadcast prov=model
// @run cat entry=cat grid=1 nan=bits
// @arg buf f64 x
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_cat prov=model
// @run insert entry=insert grid=1 nan=bits
// @arg buf f64 x
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_insert prov=model
// @run select entry=select grid=1 nan=bits
// @arg buf f64 x
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 r_select prov=model
// @run constant entry=constant grid=1 nan=bits
// @arg buf f64 x
// @arg buf f64 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 1 x prov=model
cuda_tile.module @conformance {
  entry @transpose(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %m = reshape %x0 : tile<64xf64> -> tile<8x8xf64>
    %q = permute %m [1, 0] : tile<8x8xf64> -> tile<8x8xf64>
    %r = reshape %q : tile<8x8xf64> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @broadcast(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %x0[%c1] : tile<64xf64> -> tile<8xf64>
    %h2 = reshape %h : tile<8xf64> -> tile<1x8xf64>
    %b = broadcast %h2 : tile<1x8xf64> -> tile<8x8xf64>
    %r = reshape %b : tile<8x8xf64> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cat(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = extract %x0[%c0] : tile<64xf64> -> tile<32xf64>
    %b = extract %x0[%c1] : tile<64xf64> -> tile<32xf64>
    %r = cat %b, %a dim = 0 : tile<32xf64>, tile<32xf64> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @insert(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %m = reshape %x0 : tile<64xf64> -> tile<8x8xf64>
    %s = extract %m[%c1, %c0] : tile<8x8xf64> -> tile<4x4xf64>
    %n = insert %s, %m[%c0, %c1] : tile<4x4xf64>, tile<8x8xf64>
    %r = reshape %n : tile<8x8xf64> -> tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @select(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %m = reshape %x0 : tile<64xf64> -> tile<8x8xf64>
    %q = permute %m [1, 0] : tile<8x8xf64> -> tile<8x8xf64>
    %y = reshape %q : tile<8x8xf64> -> tile<64xf64>
    %i = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %b = andi %i, %one : tile<64xi32>
    %k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>
    %r = select %k, %x0, %y : tile<64xi1>, tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @constant(%a0: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %r = constant <f64: [5.2978755121729015e+196, 1.8249569998658893e-165, -2.6561655460777644e+02, 7.509278488511615e-29, 9.484193930272443e+123, -4.51753573475354e-158, -3.5879752153140615e-243, -1.9285601402554922e-196, -1.3027930098732926e+41, 2.017598411784752e+24, -1.4932916785397448e+35, -1.0801402884566502e+56, 3.0218534660169244e+171, -1.0204463492602259e+42, 7.794897125834757e-22, 3.031938091971956e+289, -1.1183936209751412e-35, 3.058135952692165e-66, -2.3547428290178342e+57, -1.5491542547704398e-191, 5.257917246921794e-91, -1.1751383745737561e-190, -3.49525601994029e-250, -1.5395342598810443e+75, -1.1381150054707182e+61, -5.784243965849895e-72, 8.464522129137664e+305, -6.31331249588288e-61, -2.475775052101509e+69, 2.145949267004628e+08, -5.826898149553808e+130, -3.32229254081898e+206, 8.19237548729012e+287, 9.550489223253186e-52, 6.548783935720179e+97, 2.4343689248844794e-242, 5.913313957736047e-240, 9.075743259474213e-11, 2.2766037964297674e-92, -9.714365235705504e-106, -1.9155608974961143e+12, -2.982111036255634e-103, 8.240102351915413e-125, 2.9138204603305646e-167, -2.5000950828561373e-140, 2.724277135537374e-219, -1.1799136885878965e+218, -1.3386202043072433e+262, 1.6818352491581345e+131, 1.5375628237197158e-202, -1.0113462772730102e+306, 6.693953379271918e+87, 6.58709866911063e+14, -3.184778644471288e+297, 2.0956683818565038e-09, 1.0291835967876619e-169, -2.6379927880274816e+13, 5.441400210673536e-149, -1.944636749026174e+164, -3.108303843558436e+157, 4.202476069155273e-161, -1.2176025199307545e-212, -2.0872096679507523e-113, 2.2570876697638617e-243]> : tile<64xf64>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xf64>, partition_view<tile=(64), tensor_view<64xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}
