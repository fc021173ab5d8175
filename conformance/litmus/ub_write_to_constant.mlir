// LITMUS ub_write_to_constant: a store into a constant global
// VERDICT: ub write-to-constant
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  global constant @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @k(%x: tile<ptr<i32>>) {
    %p = get_global @table : tile<ptr<i32>>
    %c = constant <i32: 9> : tile<i32>
    %t = store_ptr_tko weak %p, %c : tile<ptr<i32>>, tile<i32> -> token
  }
}
