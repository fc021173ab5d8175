// LITMUS ub_out_of_bounds: a load one element past the end of a 4-element buffer
// VERDICT: ub out-of-bounds
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %four = constant <i32: 4> : tile<i32>
    %p = offset %x, %four : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
  }
}
