// LITMUS intra_store_load_token: 
// VERDICT: ok
// GRID: 1
// ARGS: x:f32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %xb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %c = constant <f32: 1.0> : tile<4xf32>
    %t0 = store_ptr_tko weak %p, %c : tile<4xptr<f32>>, tile<4xf32> -> token
    %v, %t1 = load_ptr_tko weak %p token=%t0 : tile<4xptr<f32>> -> tile<4xf32>, token
  }
}
