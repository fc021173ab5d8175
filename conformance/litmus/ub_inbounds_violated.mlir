// LITMUS ub_inbounds_violated: a load of the partial last tile although inbounds promised the tile is inside
// VERDICT: ub inbounds-violated
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %tv = make_tensor_view %x, shape = [3], strides = [1] : tensor_view<3xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<3xi32, strides=[1]>>
    %one = constant <i32: 1> : tile<i32>
    %v, %t = load_view_tko weak %pv[%one] inbounds = [true] : partition_view<tile=(2), tensor_view<3xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
  }
}
