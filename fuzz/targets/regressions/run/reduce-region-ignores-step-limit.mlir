cuda_tile.module @m {
  entry @k() {
    %a = iota : tile<1048576xi32>
    %s = reduce %a dim=0 identities=[0 : i32] : tile<1048576xi32> -> tile<i32>
      (%e: tile<i32>, %acc: tile<i32>) {
        %r = addi %e, %acc : tile<i32>
        %r2 = addi %r, %acc : tile<i32>
        %r3 = addi %r2, %acc : tile<i32>
        yield %r3 : tile<i32>
      }
  }
}
