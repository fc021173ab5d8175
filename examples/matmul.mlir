// C = A x B for f32 matrices of N x N (N a multiple of 64); block (i, j) computes the 64x64
// tile C[i, j], looping over K in steps of 32 with mmaf.
cuda_tile.module @examples {
  entry @matmul(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bi, %bj, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tc = make_tensor_view %c, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %ta : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tb : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tc : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %kt = divi %n, %c32 signed : tile<i32>
    %acc = for %k in (%c0 to %kt, step %c1) : tile<i32> iter_values(%cur = %zero) -> (tile<64x64xf32>) {
      %x, %t0 = load_view_tko weak %pa[%bi, %k] : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
      %y, %t1 = load_view_tko weak %pb[%k, %bj] : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x64xf32>, token
      %next = mmaf %x, %y, %cur : tile<64x32xf32>, tile<32x64xf32>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %t2 = store_view_tko weak %acc, %pc[%bi, %bj] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  }
}
