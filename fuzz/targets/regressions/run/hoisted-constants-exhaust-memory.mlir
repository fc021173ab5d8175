cuda_tile.module @m {
  entry @k() {
    %c1 = constant <i64: 1> : tile<16777216xi64>
    %c2 = constant <i64: 2> : tile<16777216xi64>
    %c3 = constant <i64: 3> : tile<16777216xi64>
    %c4 = constant <i64: 4> : tile<16777216xi64>
    %c5 = constant <i64: 5> : tile<16777216xi64>
    %c6 = constant <i64: 6> : tile<16777216xi64>
    %c7 = constant <i64: 7> : tile<16777216xi64>
    %c8 = constant <i64: 8> : tile<16777216xi64>
    %c9 = constant <i64: 9> : tile<16777216xi64>
    %c10 = constant <i64: 10> : tile<16777216xi64>
    %c11 = constant <i64: 11> : tile<16777216xi64>
    %c12 = constant <i64: 12> : tile<16777216xi64>
    %c13 = constant <i64: 13> : tile<16777216xi64>
    %c14 = constant <i64: 14> : tile<16777216xi64>
    %c15 = constant <i64: 15> : tile<16777216xi64>
    %c16 = constant <i64: 16> : tile<16777216xi64>
    %c17 = constant <i64: 17> : tile<16777216xi64>
    %c18 = constant <i64: 18> : tile<16777216xi64>
    %c19 = constant <i64: 19> : tile<16777216xi64>
    %c20 = constant <i64: 20> : tile<16777216xi64>
    %c21 = constant <i64: 21> : tile<16777216xi64>
    %c22 = constant <i64: 22> : tile<16777216xi64>
    %c23 = constant <i64: 23> : tile<16777216xi64>
    %c24 = constant <i64: 24> : tile<16777216xi64>
  }
}
