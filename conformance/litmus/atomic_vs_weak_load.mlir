// LITMUS atomic_vs_weak_load: one block adds atomically, the other loads the word weakly
// VERDICT: race
// GRID: 2
// ARGS: x:i32[1]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %first = cmpi equal %b, %zero, signed : tile<i32> -> tile<i1>
    if %first {
      %o, %t = atomic_rmw_tko relaxed device %x, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    } else {
      %v, %t = load_ptr_tko weak %x : tile<ptr<i32>> -> tile<i32>, token
    }
  }
}
