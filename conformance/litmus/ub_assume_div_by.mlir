// LITMUS ub_assume_div_by: assume div_by<16> of the value 4
// VERDICT: ub assume-violated
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = constant <i32: 4> : tile<i32>
    %s = assume div_by<16>, %a : tile<i32>
  }
}
