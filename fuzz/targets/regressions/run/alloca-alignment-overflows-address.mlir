cuda_tile.module @m {
  entry @k() {
    %a0 = alloca num_elem = 16, alignment = 4611686018427387904 : tile<ptr<f32>>
    %a1 = alloca num_elem = 16, alignment = 4611686018427387904 : tile<ptr<f32>>
    %a2 = alloca num_elem = 16, alignment = 4611686018427387904 : tile<ptr<f32>>
    %a3 = alloca num_elem = 16, alignment = 4611686018427387904 : tile<ptr<f32>>
  }
}
