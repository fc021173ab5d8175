// LITMUS ub_assume_bounded: assume bounded<0, 10> of the value -1
// VERDICT: ub assume-violated
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: -1> : tile<4xi32>
    %s = assume bounded<0, 10>, %a : tile<4xi32>
  }
}
