// LITMUS views_overlapping_strides_in_one_tile: one store through a tensor_view with strides [1, 1]: different elements of the tile land on one address
// VERDICT: race
// GRID: 1
// ARGS: x:f32[8]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %x, shape = [4, 4], strides = [1, 1] : tensor_view<4x4xf32, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[1,1]>>
    %c = constant <f32: 3.0> : tile<4x4xf32>
    %t = store_view_tko weak %c, %pv[%c0, %c0] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[1,1]>>, tile<i32> -> token
  }
}
