// Layer normalisation of each row of a rows x 256 f32 matrix: (x - mean) * rsqrt(var + eps).
cuda_tile.module @examples {
  entry @layernorm(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %rows: tile<i32>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [%rows, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %ty = make_tensor_view %y, shape = [%rows, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %px = make_partition_view %tx : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %py = make_partition_view %ty : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %row, %t0 = load_view_tko weak %px[%b, %c0] : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> tile<1x256xf32>, token
    %inv_n = constant <f32: 3.906250e-03> : tile<1x1xf32>
    %eps = constant <f32: 1.0e-05> : tile<1x1xf32>
    %sum = reduce %row dim=1 identities=[0.0 : f32] : tile<1x256xf32> -> tile<1xf32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %r = addf %e, %acc : tile<f32>
        yield %r : tile<f32>
      }
    %sum2 = reshape %sum : tile<1xf32> -> tile<1x1xf32>
    %mean = mulf %sum2, %inv_n : tile<1x1xf32>
    %meanb = broadcast %mean : tile<1x1xf32> -> tile<1x256xf32>
    %d = subf %row, %meanb : tile<1x256xf32>
    %sq = mulf %d, %d : tile<1x256xf32>
    %ss = reduce %sq dim=1 identities=[0.0 : f32] : tile<1x256xf32> -> tile<1xf32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %r = addf %e, %acc : tile<f32>
        yield %r : tile<f32>
      }
    %ss2 = reshape %ss : tile<1xf32> -> tile<1x1xf32>
    %var = mulf %ss2, %inv_n : tile<1x1xf32>
    %ve = addf %var, %eps : tile<1x1xf32>
    %rs = rsqrt %ve : tile<1x1xf32>
    %rsb = broadcast %rs : tile<1x1xf32> -> tile<1x256xf32>
    %out = mulf %d, %rsb : tile<1x256xf32>
    %t1 = store_view_tko weak %out, %py[%b, %c0] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> token
  }
}
