// LITMUS ub_shape_does_not_fit: get_tensor_shape of a 300-element dimension into i8
// VERDICT: ub shape-does-not-fit
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %n = constant <i32: 300> : tile<i32>
    %tv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %d = get_tensor_shape %tv : tensor_view<?xi32, strides=[1]> -> tile<i8>
  }
}
