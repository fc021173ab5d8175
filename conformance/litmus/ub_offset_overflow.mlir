// LITMUS ub_offset_overflow: offset by 2^62 elements of 4 bytes
// VERDICT: ub offset-overflow
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %big = constant <i64: 4611686018427387904> : tile<i64>
    %p = offset %x, %big : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  }
}
