// LITMUS ub_assume_same_elements: assume same_elements<[4]> of [0, 1, 2, 3]
// VERDICT: ub assume-violated
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = iota : tile<4xi32>
    %s = assume same_elements<[4]>, %a : tile<4xi32>
  }
}
