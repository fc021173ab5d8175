// LITMUS mp_release_acquire_tl_blk: message passing; block 0 writes data then a flag (release tl_blk), block 1 waits for
// the flag (acquire tl_blk) and reads the data.
// VERDICT: race
// GRID: 2
// ARGS: data:i32[1] flag:i32[1] out:i32[1]
cuda_tile.module @litmus {
  entry @k(%data: tile<ptr<i32>>, %flag: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %v = constant <i32: 42> : tile<i32>
    %first = cmpi equal %b, %zero, signed : tile<i32> -> tile<i1>
    if %first {
      %t0 = store_ptr_tko weak %data, %v : tile<ptr<i32>>, tile<i32> -> token
      %t1 = store_ptr_tko release tl_blk %flag, %one token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    } else {
      %tw = loop iter_values(%tk = %zero) : tile<i32> -> token {
        %f, %t2 = load_ptr_tko acquire tl_blk %flag : tile<ptr<i32>> -> tile<i32>, token
        %set = cmpi equal %f, %one, signed : tile<i32> -> tile<i1>
        if %set {
          break %t2 : token
        }
        continue %tk : tile<i32>
      }
      %d, %t3 = load_ptr_tko weak %data token=%tw : tile<ptr<i32>> -> tile<i32>, token
      %t4 = store_ptr_tko weak %out, %d : tile<ptr<i32>>, tile<i32> -> token
    }
  }
}
