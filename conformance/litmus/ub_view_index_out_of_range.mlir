// LITMUS ub_view_index_out_of_range: a load of tile 2 of a view with 2 tiles
// VERDICT: ub view-index-out-of-range
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %tv = make_tensor_view %x, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>
    %two = constant <i32: 2> : tile<i32>
    %v, %t = load_view_tko weak %pv[%two] : partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
  }
}
