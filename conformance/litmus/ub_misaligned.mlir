// LITMUS ub_misaligned: a 4-byte load from an address one byte into the buffer
// VERDICT: ub misaligned
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %i = ptr_to_int %x : tile<ptr<i32>> -> tile<i64>
    %one = constant <i64: 1> : tile<i64>
    %j = addi %i, %one : tile<i64>
    %p = int_to_ptr %j : tile<i64> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
  }
}
