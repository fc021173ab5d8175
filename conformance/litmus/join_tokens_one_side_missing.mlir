// LITMUS join_tokens_one_side_missing: 
// VERDICT: race
// GRID: 1
// ARGS: x:f32[2]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<f32>>) {
    %one = constant <i32: 1> : tile<i32>
    %x1 = offset %x, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %c = constant <f32: 2.0> : tile<f32>
    %t0 = store_ptr_tko weak %x, %c : tile<ptr<f32>>, tile<f32> -> token
    %t1 = store_ptr_tko weak %x1, %c : tile<ptr<f32>>, tile<f32> -> token
    %j = join_tokens %t0, %t1 : token
    %a, %t2 = load_ptr_tko weak %x token=%j : tile<ptr<f32>> -> tile<f32>, token
    %b, %t3 = load_ptr_tko weak %x1 token=%t0 : tile<ptr<f32>> -> tile<f32>, token
  }
}
