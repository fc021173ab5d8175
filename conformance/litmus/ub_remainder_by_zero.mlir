// LITMUS ub_remainder_by_zero: remi by zero
// VERDICT: ub division-by-zero
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: 7> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %s = remi %a, %z unsigned : tile<i32>
  }
}
