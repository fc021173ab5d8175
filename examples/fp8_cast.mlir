// Quantises f32 values to f8E4M3FN (nearest even, saturating at ±448) and back to f32.
cuda_tile.module @examples {
  entry @fp8_roundtrip(%x: tile<ptr<f32>>, %q: tile<ptr<f8E4M3FN>>, %y: tile<ptr<f32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %tq = make_tensor_view %q, shape = [512], strides = [1] : tensor_view<512xf8E4M3FN, strides=[1]>
    %ty = make_tensor_view %y, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(128), tensor_view<512xf32, strides=[1]>>
    %pq = make_partition_view %tq : partition_view<tile=(128), tensor_view<512xf8E4M3FN, strides=[1]>>
    %py = make_partition_view %ty : partition_view<tile=(128), tensor_view<512xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %px[%b] : partition_view<tile=(128), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %f8 = ftof %v : tile<128xf32> -> tile<128xf8E4M3FN>
    %t1 = store_view_tko weak %f8, %pq[%b] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<512xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    %back = ftof %f8 : tile<128xf8E4M3FN> -> tile<128xf32>
    %t2 = store_view_tko weak %back, %py[%b] : tile<128xf32>, partition_view<tile=(128), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
  }
}
