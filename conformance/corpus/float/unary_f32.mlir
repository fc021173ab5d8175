// @conformance 1
// @tier ci
// @family float-arith
// absf, negf, ceil, floor (digest 4.2). NaN results are the canonical NaN (docs/numerics.md: abs/neg of NaN give it too, as measured on the H100).
// @oracle apfloat rustc_apfloat 0.2.3: abs, neg (sign operations), round_to_integral toward +inf / -inf; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 99de8f03 bfa8a457 2f7f76ee bee669c9 f2b8ff6e 41557d9c 61e33e31 c0cb119f 6f964012 415ecb28 67c50114 bdf17f4c f170275b 3ebe6bf3 be4a2616 3fa09ebb
// + 32109d47 c00c7116 621fb821 bfcc4533 73041439 c0a11ebb 7dfbd5e4 bda8fa9c a5ae943a 40f49152 eae011e9 40528377 be783f0e be502fe8 aa06df9e bf5471bd
// + c27f0bfc c1bc6461 63397568 bed887f4 7511b010 3d9f2649 27d7a48c c0ee0e05 9edac78d 3e8d054d 7ec8467d 3e78222c 5d32566e 3db1b6da 7356c95a c04e8287
// + 643d6bfb bf5251a6 e67c907a 4010bdaf 5504e36d bda55cb3 45a63518 bda79ad5 467d67e3 3fbe55b2 b016bf46 c1d9c246 661723a9 be3ffc44 cbf9c385 412c1a6c
// + 11ed5a68 c110bb2c b4b5715d 40f4d67f e735262b 41b51b2f a36ca812 3fbf4821 9fa93058 3f128ce6 c03b8a83 407dd48c e7edaa0e 409cfd05 f68701db 3e4ffd8f
// + 1a51e98e 40707f9c 06538029 3f974324 c691af67 c04d5397 ca4a9a78 be004b27 87308002 40a80e54 ca9dc9db bf12a94f 4e5294b4 c00aad68 d454aff8 c06436ed
// @data r_absf f32 00000000 00000000 7f800000 7f800000 7fffffff 7fffffff 7fffffff 00000001 007fffff 00000001 00800000 00800000 00800001 7f7fffff 7f7fffff 7f000000
// + 3f800000 3f800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// + 19de8f03 3fa8a457 2f7f76ee 3ee669c9 72b8ff6e 41557d9c 61e33e31 40cb119f 6f964012 415ecb28 67c50114 3df17f4c 7170275b 3ebe6bf3 3e4a2616 3fa09ebb
// + 32109d47 400c7116 621fb821 3fcc4533 73041439 40a11ebb 7dfbd5e4 3da8fa9c 25ae943a 40f49152 6ae011e9 40528377 3e783f0e 3e502fe8 2a06df9e 3f5471bd
// + 427f0bfc 41bc6461 63397568 3ed887f4 7511b010 3d9f2649 27d7a48c 40ee0e05 1edac78d 3e8d054d 7ec8467d 3e78222c 5d32566e 3db1b6da 7356c95a 404e8287
// + 643d6bfb 3f5251a6 667c907a 4010bdaf 5504e36d 3da55cb3 45a63518 3da79ad5 467d67e3 3fbe55b2 3016bf46 41d9c246 661723a9 3e3ffc44 4bf9c385 412c1a6c
// + 11ed5a68 4110bb2c 34b5715d 40f4d67f 6735262b 41b51b2f 236ca812 3fbf4821 1fa93058 3f128ce6 403b8a83 407dd48c 67edaa0e 409cfd05 768701db 3e4ffd8f
// + 1a51e98e 40707f9c 06538029 3f974324 4691af67 404d5397 4a4a9a78 3e004b27 07308002 40a80e54 4a9dc9db 3f12a94f 4e5294b4 400aad68 5454aff8 406436ed
// @data r_negf f32 80000000 00000000 ff800000 7f800000 7fffffff 7fffffff 7fffffff 80000001 807fffff 00000001 80800000 00800000 80800001 ff7fffff 7f7fffff ff000000
// + bf800000 3f800000 bf800001 bf7fffff c0000000 bfc00000 c0400000 b3800000 b3800001 b37fffff b3ffffff bf000000 817fffff 80400000 feffffff bfffffff
// + 19de8f03 3fa8a457 af7f76ee 3ee669c9 72b8ff6e c1557d9c e1e33e31 40cb119f ef964012 c15ecb28 e7c50114 3df17f4c 7170275b bebe6bf3 3e4a2616 bfa09ebb
// + b2109d47 400c7116 e21fb821 3fcc4533 f3041439 40a11ebb fdfbd5e4 3da8fa9c 25ae943a c0f49152 6ae011e9 c0528377 3e783f0e 3e502fe8 2a06df9e 3f5471bd
// + 427f0bfc 41bc6461 e3397568 3ed887f4 f511b010 bd9f2649 a7d7a48c 40ee0e05 1edac78d be8d054d fec8467d be78222c dd32566e bdb1b6da f356c95a 404e8287
// + e43d6bfb 3f5251a6 667c907a c010bdaf d504e36d 3da55cb3 c5a63518 3da79ad5 c67d67e3 bfbe55b2 3016bf46 41d9c246 e61723a9 3e3ffc44 4bf9c385 c12c1a6c
// + 91ed5a68 4110bb2c 34b5715d c0f4d67f 6735262b c1b51b2f 236ca812 bfbf4821 1fa93058 bf128ce6 403b8a83 c07dd48c 67edaa0e c09cfd05 768701db be4ffd8f
// + 9a51e98e c0707f9c 86538029 bf974324 4691af67 404d5397 4a4a9a78 3e004b27 07308002 c0a80e54 4a9dc9db 3f12a94f ce5294b4 400aad68 5454aff8 406436ed
// @data r_ceil f32 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 3f800000 3f800000 80000000 3f800000 80000000 3f800000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 40000000 3f800000 40000000 40000000 40400000 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000 3f800000 7effffff 40000000
// + 80000000 bf800000 3f800000 80000000 f2b8ff6e 41600000 61e33e31 c0c00000 6f964012 41600000 67c50114 80000000 f170275b 3f800000 80000000 40000000
// + 3f800000 c0000000 621fb821 bf800000 73041439 c0a00000 7dfbd5e4 80000000 80000000 41000000 eae011e9 40800000 80000000 80000000 80000000 80000000
// + c27c0000 c1b80000 63397568 80000000 7511b010 3f800000 3f800000 c0e00000 80000000 3f800000 7ec8467d 3f800000 5d32566e 3f800000 7356c95a c0400000
// + 643d6bfb 80000000 e67c907a 40400000 5504e36d 80000000 45a63800 80000000 467d6800 40000000 80000000 c1d80000 661723a9 80000000 cbf9c385 41300000
// + 3f800000 c1100000 80000000 41000000 e735262b 41b80000 80000000 40000000 80000000 3f800000 c0000000 40800000 e7edaa0e 40a00000 f68701db 3f800000
// + 3f800000 40800000 3f800000 40000000 c691ae00 c0400000 ca4a9a78 80000000 80000000 40c00000 ca9dc9da 80000000 4e5294b4 c0000000 d454aff8 c0400000
// @data r_floor f32 00000000 80000000 7f800000 ff800000 7fffffff 7fffffff 7fffffff 00000000 00000000 bf800000 00000000 bf800000 00000000 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800000 00000000 40000000 3f800000 40400000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 7effffff 3f800000
// + bf800000 c0000000 00000000 bf800000 f2b8ff6e 41500000 61e33e31 c0e00000 6f964012 41500000 67c50114 bf800000 f170275b 00000000 bf800000 3f800000
// + 00000000 c0400000 621fb821 c0000000 73041439 c0c00000 7dfbd5e4 bf800000 bf800000 40e00000 eae011e9 40400000 bf800000 bf800000 bf800000 bf800000
// + c2800000 c1c00000 63397568 bf800000 7511b010 00000000 00000000 c1000000 bf800000 00000000 7ec8467d 00000000 5d32566e 00000000 7356c95a c0800000
// + 643d6bfb bf800000 e67c907a 40000000 5504e36d bf800000 45a63000 bf800000 467d6400 3f800000 bf800000 c1e00000 661723a9 bf800000 cbf9c385 41200000
// + 00000000 c1200000 bf800000 40e00000 e735262b 41b00000 bf800000 3f800000 bf800000 00000000 c0400000 40400000 e7edaa0e 40800000 f68701db 00000000
// + 00000000 40400000 00000000 3f800000 c691b000 c0800000 ca4a9a78 bf800000 bf800000 40a00000 ca9dc9dc bf800000 4e5294b4 c0400000 d454aff8 c0800000
// @run absf entry=absf grid=1
// @arg buf f32 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_absf prov=apfloat
// @run negf entry=negf grid=1
// @arg buf f32 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_negf prov=apfloat
// @run ceil entry=ceil grid=1
// @arg buf f32 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_ceil prov=apfloat
// @run floor entry=floor grid=1
// @arg buf f32 a
// @arg buf f32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 1 r_floor prov=apfloat
cuda_tile.module @conformance {
  entry @absf(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = absf %x0 : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negf(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = negf %x0 : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ceil(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = ceil %x0 : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @floor(%a0: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = floor %x0 : tile<128xf32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
