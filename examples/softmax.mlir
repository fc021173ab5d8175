// Row-wise softmax of a rows x 256 f32 matrix; tile block b handles row b.
cuda_tile.module @examples {
  entry @softmax(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %rows: tile<i32>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [%rows, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %ty = make_tensor_view %y, shape = [%rows, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %px = make_partition_view %tx : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %py = make_partition_view %ty : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %row, %t0 = load_view_tko weak %px[%b, %c0] : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> tile<1x256xf32>, token
    %m = reduce %row dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %r = maxf %e, %acc : tile<f32>
        yield %r : tile<f32>
      }
    %m2 = reshape %m : tile<1xf32> -> tile<1x1xf32>
    %mb = broadcast %m2 : tile<1x1xf32> -> tile<1x256xf32>
    %d = subf %row, %mb : tile<1x256xf32>
    %ex = exp %d : tile<1x256xf32>
    %s = reduce %ex dim=1 identities=[0.0 : f32] : tile<1x256xf32> -> tile<1xf32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %r = addf %e, %acc : tile<f32>
        yield %r : tile<f32>
      }
    %s2 = reshape %s : tile<1xf32> -> tile<1x1xf32>
    %sb = broadcast %s2 : tile<1x1xf32> -> tile<1x256xf32>
    %out = divf %ex, %sb : tile<1x256xf32>
    %t1 = store_view_tko weak %out, %py[%b, %c0] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> token
  }
}
