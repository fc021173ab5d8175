// @conformance 1
// @tier ci
// @family int-arith
// xori on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 from v
// @data r_plain i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 00000001 00000000 fffffffe 80000001 7ffffffe 80000000 00000003 00000002 ffffffff 00000006 7fffffff 8a664959 ea737f0d 00000031 771d4579 8eac478f
// + ffffffff fffffffe 00000000 7fffffff 80000000 7ffffffe fffffffd fffffffc 00000001 fffffff8 80000001 7599b6a7 158c80f3 ffffffcf 88e2ba87 7153b871
// + 80000000 80000001 7fffffff 00000000 ffffffff 00000001 80000002 80000003 7ffffffe 80000007 fffffffe 0a664958 6a737f0c 80000030 f71d4578 0eac478e
// + 7fffffff 7ffffffe 80000000 ffffffff 00000000 fffffffe 7ffffffd 7ffffffc 80000001 7ffffff8 00000001 f599b6a7 958c80f3 7fffffcf 08e2ba87 f153b871
// + 80000001 80000000 7ffffffe 00000001 fffffffe 00000000 80000003 80000002 7fffffff 80000006 ffffffff 0a664959 6a737f0d 80000031 f71d4579 0eac478f
// + 00000002 00000003 fffffffd 80000002 7ffffffd 80000003 00000000 00000001 fffffffc 00000005 7ffffffc 8a66495a ea737f0e 00000032 771d457a 8eac478c
// + 00000003 00000002 fffffffc 80000003 7ffffffc 80000002 00000001 00000000 fffffffd 00000004 7ffffffd 8a66495b ea737f0f 00000033 771d457b 8eac478d
// + fffffffe ffffffff 00000001 7ffffffe 80000001 7fffffff fffffffc fffffffd 00000000 fffffff9 80000000 7599b6a6 158c80f2 ffffffce 88e2ba86 7153b870
// + 00000007 00000006 fffffff8 80000007 7ffffff8 80000006 00000005 00000004 fffffff9 00000000 7ffffff9 8a66495f ea737f0b 00000037 771d457f 8eac4789
// + 7ffffffe 7fffffff 80000001 fffffffe 00000001 ffffffff 7ffffffc 7ffffffd 80000000 7ffffff9 00000000 f599b6a6 958c80f2 7fffffce 08e2ba86 f153b870
// + 8a664958 8a664959 7599b6a7 0a664958 f599b6a7 0a664959 8a66495a 8a66495b 7599b6a6 8a66495f f599b6a6 00000000 60153654 8a664968 fd7b0c20 04ca0ed6
// + ea737f0c ea737f0d 158c80f3 6a737f0c 958c80f3 6a737f0d ea737f0e ea737f0f 158c80f2 ea737f0b 958c80f2 60153654 00000000 ea737f3c 9d6e3a74 64df3882
// + 00000030 00000031 ffffffcf 80000030 7fffffcf 80000031 00000032 00000033 ffffffce 00000037 7fffffce 8a664968 ea737f3c 00000000 771d4548 8eac47be
// + 771d4578 771d4579 88e2ba87 f71d4578 08e2ba87 f71d4579 771d457a 771d457b 88e2ba86 771d457f 08e2ba86 fd7b0c20 9d6e3a74 771d4548 00000000 f9b102f6
// + 8eac478e 8eac478f 7153b871 0eac478e f153b871 0eac478f 8eac478c 8eac478d 7153b870 8eac4789 f153b870 04ca0ed6 64df3882 8eac47be f9b102f6 00000000
// @run plain entry=xori_plain grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @xori_plain(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = xori %x0, %x1 : tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
