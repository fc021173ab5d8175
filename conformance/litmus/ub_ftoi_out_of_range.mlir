// LITMUS ub_ftoi_out_of_range: ftoi of 300.0 into i8
// VERDICT: ub ftoi-out-of-range
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <f32: 300.0> : tile<f32>
    %s = ftoi %a signed : tile<f32> -> tile<i8>
  }
}
