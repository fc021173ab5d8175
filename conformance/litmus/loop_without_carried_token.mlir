// LITMUS loop_without_carried_token: 
// VERDICT: race
// GRID: 1
// ARGS: x:i32[1]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %t0 = make_token : token
    %tf = for %i in (%c0 to %c8, step %c1) : tile<i32> iter_values(%t = %t0) -> (token) {
      %tn = store_ptr_tko weak %x, %i token=%t : tile<ptr<i32>>, tile<i32> -> token
      continue %t : token
    }
  }
}
