// LITMUS ub_division_by_zero: divi by zero
// VERDICT: ub division-by-zero
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: 7> : tile<4xi32>
    %z = constant <i32: [1, 2, 0, 3]> : tile<4xi32>
    %s = divi %a, %z signed : tile<4xi32>
  }
}
