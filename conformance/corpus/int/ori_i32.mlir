// @conformance 1
// @tier ci
// @family int-arith
// ori on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 from v
// @data r_plain i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 00000001 00000001 ffffffff 80000001 7fffffff 80000001 00000003 00000003 ffffffff 00000007 7fffffff 8a664959 ea737f0d 00000031 771d4579 8eac478f
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff
// + 80000000 80000001 ffffffff 80000000 ffffffff 80000001 80000002 80000003 fffffffe 80000007 fffffffe 8a664958 ea737f0c 80000030 f71d4578 8eac478e
// + 7fffffff 7fffffff ffffffff ffffffff 7fffffff ffffffff 7fffffff 7fffffff ffffffff 7fffffff 7fffffff ffffffff ffffffff 7fffffff 7fffffff ffffffff
// + 80000001 80000001 ffffffff 80000001 ffffffff 80000001 80000003 80000003 ffffffff 80000007 ffffffff 8a664959 ea737f0d 80000031 f71d4579 8eac478f
// + 00000002 00000003 ffffffff 80000002 7fffffff 80000003 00000002 00000003 fffffffe 00000007 7ffffffe 8a66495a ea737f0e 00000032 771d457a 8eac478e
// + 00000003 00000003 ffffffff 80000003 7fffffff 80000003 00000003 00000003 ffffffff 00000007 7fffffff 8a66495b ea737f0f 00000033 771d457b 8eac478f
// + fffffffe ffffffff ffffffff fffffffe ffffffff ffffffff fffffffe ffffffff fffffffe ffffffff fffffffe fffffffe fffffffe fffffffe fffffffe fffffffe
// + 00000007 00000007 ffffffff 80000007 7fffffff 80000007 00000007 00000007 ffffffff 00000007 7fffffff 8a66495f ea737f0f 00000037 771d457f 8eac478f
// + 7ffffffe 7fffffff ffffffff fffffffe 7fffffff ffffffff 7ffffffe 7fffffff fffffffe 7fffffff 7ffffffe fffffffe fffffffe 7ffffffe 7ffffffe fffffffe
// + 8a664958 8a664959 ffffffff 8a664958 ffffffff 8a664959 8a66495a 8a66495b fffffffe 8a66495f fffffffe 8a664958 ea777f5c 8a664978 ff7f4d78 8eee4fde
// + ea737f0c ea737f0d ffffffff ea737f0c ffffffff ea737f0d ea737f0e ea737f0f fffffffe ea737f0f fffffffe ea777f5c ea737f0c ea737f3c ff7f7f7c eeff7f8e
// + 00000030 00000031 ffffffff 80000030 7fffffff 80000031 00000032 00000033 fffffffe 00000037 7ffffffe 8a664978 ea737f3c 00000030 771d4578 8eac47be
// + 771d4578 771d4579 ffffffff f71d4578 7fffffff f71d4579 771d457a 771d457b fffffffe 771d457f 7ffffffe ff7f4d78 ff7f7f7c 771d4578 771d4578 ffbd47fe
// + 8eac478e 8eac478f ffffffff 8eac478e ffffffff 8eac478f 8eac478e 8eac478f fffffffe 8eac478f fffffffe 8eee4fde eeff7f8e 8eac47be ffbd47fe 8eac478e
// @run plain entry=ori_plain grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @ori_plain(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = ori %x0, %x1 : tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
