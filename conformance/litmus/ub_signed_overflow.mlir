// LITMUS ub_signed_overflow: addi with no_signed_wrap overflows
// VERDICT: ub signed-overflow
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: 2147483647> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %s = addi %a, %one overflow<no_signed_wrap> : tile<i32>
  }
}
