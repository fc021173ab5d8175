// LITMUS spin_lock_handoff: blocks increment a counter under a spin lock (acquire CAS, release exchange)
// VERDICT: ok
// GRID: 6
// ARGS: lock:i32[1] counter:i32[1]
cuda_tile.module @litmus {
  entry @k(%lock: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    loop {
      %old, %t = atomic_cas_tko acquire device %lock, %zero, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %got = cmpi equal %old, %zero, signed : tile<i32> -> tile<i1>
      if %got {
        %v, %t1 = load_ptr_tko weak %counter token=%t : tile<ptr<i32>> -> tile<i32>, token
        %v1 = addi %v, %one : tile<i32>
        %t2 = store_ptr_tko weak %counter, %v1 token=%t1 : tile<ptr<i32>>, tile<i32> -> token
        %prev, %t3 = atomic_rmw_tko release device %lock, xchg, %zero token=%t2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
        break
      }
      continue
    }
  }
}
