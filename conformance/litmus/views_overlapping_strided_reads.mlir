// LITMUS views_overlapping_strided_reads: blocks load overlapping tiles of a strided view (reads never conflict)
// VERDICT: ok
// GRID: 3
// ARGS: x:f32[32]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<f32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %x, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<32xf32, strides=[1]>>
    %v, %t = load_view_tko weak %sv[%b] : strided_view<tile=(8), traversal_strides=[4], tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}
