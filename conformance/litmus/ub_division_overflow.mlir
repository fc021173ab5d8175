// LITMUS ub_division_overflow: signed divi of MIN by -1
// VERDICT: ub division-overflow
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: -2147483648> : tile<i32>
    %m = constant <i32: -1> : tile<i32>
    %s = divi %a, %m signed : tile<i32>
  }
}
