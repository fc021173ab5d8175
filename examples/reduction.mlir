// Sum of an i32 vector: each block reduces 256 elements and adds its partial sum to the result
// with a device-scope atomic (integer addition is exact, so the result does not depend on the
// order the blocks run in).
cuda_tile.module @examples {
  entry @sum(%x: tile<ptr<i32>>, %out: tile<ptr<i32>>, %n: tile<i32>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %v, %t0 = load_view_tko weak %px[%b] : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %s = reduce %v dim=0 identities=[0 : i32] : tile<256xi32> -> tile<i32>
      (%e: tile<i32>, %acc: tile<i32>) {
        %r = addi %e, %acc : tile<i32>
        yield %r : tile<i32>
      }
    %old, %t1 = atomic_rmw_tko relaxed device %out, add, %s : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}
