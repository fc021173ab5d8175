// LITMUS self_overlap_weak_store: 
// VERDICT: race
// GRID: 1
// ARGS: x:i32[1]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p = broadcast %x1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %v = iota : tile<4xi32>
    %t = store_ptr_tko weak %p, %v : tile<4xptr<i32>>, tile<4xi32> -> token
  }
}
