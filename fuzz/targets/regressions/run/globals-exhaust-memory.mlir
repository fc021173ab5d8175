cuda_tile.module @m {
  global @g1 <f64: 0.0> : tile<16777216xf64>
  global @g2 <f64: 0.0> : tile<16777216xf64>
  global @g3 <f64: 0.0> : tile<16777216xf64>
  global @g4 <f64: 0.0> : tile<16777216xf64>
  global @g5 <f64: 0.0> : tile<16777216xf64>
  global @g6 <f64: 0.0> : tile<16777216xf64>
  global @g7 <f64: 0.0> : tile<16777216xf64>
  global @g8 <f64: 0.0> : tile<16777216xf64>
  global @g9 <f64: 0.0> : tile<16777216xf64>
  global @g10 <f64: 0.0> : tile<16777216xf64>
  global @g11 <f64: 0.0> : tile<16777216xf64>
  global @g12 <f64: 0.0> : tile<16777216xf64>
  global @g13 <f64: 0.0> : tile<16777216xf64>
  global @g14 <f64: 0.0> : tile<16777216xf64>
  global @g15 <f64: 0.0> : tile<16777216xf64>
  global @g16 <f64: 0.0> : tile<16777216xf64>
  global @g17 <f64: 0.0> : tile<16777216xf64>
  global @g18 <f64: 0.0> : tile<16777216xf64>
  global @g19 <f64: 0.0> : tile<16777216xf64>
  global @g20 <f64: 0.0> : tile<16777216xf64>
  global @g21 <f64: 0.0> : tile<16777216xf64>
  global @g22 <f64: 0.0> : tile<16777216xf64>
  global @g23 <f64: 0.0> : tile<16777216xf64>
  global @g24 <f64: 0.0> : tile<16777216xf64>
  entry @k() {
  }
}
