// LITMUS views_overlapping_strided_tiles: blocks store 8-element tiles of a strided view with traversal stride 4 (neighbouring tiles overlap)
// VERDICT: race
// GRID: 3
// ARGS: x:f32[32]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<f32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %x, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<32xf32, strides=[1]>>
    %c = constant <f32: 1.0> : tile<8xf32>
    %t = store_view_tko weak %c, %sv[%b] : tile<8xf32>, strided_view<tile=(8), traversal_strides=[4], tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
  }
}
