// LITMUS atomics_tl_blk_across_blocks: two blocks add to one word with tl_blk-scope atomics (the scope covers only the own block)
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
      %o, %t = atomic_rmw_tko relaxed tl_blk %x, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    } else {
      %o, %t = atomic_rmw_tko relaxed tl_blk %x, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    }
  }
}
