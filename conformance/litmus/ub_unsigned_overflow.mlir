// LITMUS ub_unsigned_overflow: subi with no_unsigned_wrap wraps below zero
// VERDICT: ub unsigned-overflow
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %s = subi %a, %one overflow<no_unsigned_wrap> : tile<i32>
  }
}
