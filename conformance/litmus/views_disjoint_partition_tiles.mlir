// LITMUS views_disjoint_partition_tiles: each block stores its own 8-element tile of a partition view (tiles are disjoint)
// VERDICT: ok
// GRID: 4
// ARGS: x:f32[32]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<f32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %x, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>
    %c = constant <f32: 1.0> : tile<8xf32>
    %t = store_view_tko weak %c, %pv[%b] : tile<8xf32>, partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
  }
}
