// LITMUS sb_weak: store buffering; each of two blocks stores its own word (weak ) and then loads
// the other block's word (weak , token-ordered after its store).
// VERDICT: race
// GRID: 2
// ARGS: x:i32[2] out:i32[2]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %other = subi %one, %b : tile<i32>
    %mine = offset %x, %b : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %theirs = offset %x, %other : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak  %mine, %one : tile<ptr<i32>>, tile<i32> -> token
    %v, %t1 = load_ptr_tko weak  %theirs token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %o = offset %out, %b : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %o, %v : tile<ptr<i32>>, tile<i32> -> token
  }
}
