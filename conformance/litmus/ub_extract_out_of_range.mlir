// LITMUS ub_extract_out_of_range: extract of slice 2 of a tile that has 2 slices
// VERDICT: ub slice-out-of-range
// GRID: 1
// ARGS: x:i32[4]
cuda_tile.module @litmus {
  entry @k(%x: tile<ptr<i32>>) {
    %a = iota : tile<8xi32>
    %two = constant <i32: 2> : tile<i32>
    %s = extract %a[%two] : tile<8xi32> -> tile<4xi32>
  }
}
