// @conformance 1
// @tier ci
// @family int-arith
// shli on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f
// @data r_wrap i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000002 00000004 00000008 00010000 20000000 40000000 80000000
// + ffffffff fffffffe fffffffc fffffff8 ffff0000 e0000000 c0000000 80000000 80000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 7fffffff fffffffe fffffffc fffffff8 ffff0000 e0000000 c0000000 80000000 80000001 00000002 00000004 00000008 00010000 20000000 40000000 80000000
// + 00000002 00000004 00000008 00000010 00020000 40000000 80000000 00000000 00000003 00000006 0000000c 00000018 00030000 60000000 c0000000 80000000
// + fffffffe fffffffc fffffff8 fffffff0 fffe0000 c0000000 80000000 00000000 00000007 0000000e 0000001c 00000038 00070000 e0000000 c0000000 80000000
// + 7ffffffe fffffffc fffffff8 fffffff0 fffe0000 c0000000 80000000 00000000 8a664958 14cc92b0 29992560 53324ac0 49580000 00000000 00000000 00000000
// + ea737f0c d4e6fe18 a9cdfc30 539bf860 7f0c0000 80000000 00000000 00000000 00000030 00000060 000000c0 00000180 00300000 00000000 00000000 00000000
// + 771d4578 ee3a8af0 dc7515e0 b8ea2bc0 45780000 00000000 00000000 00000000 8eac478e 1d588f1c 3ab11e38 75623c70 478e0000 c0000000 80000000 00000000
// @data a_nsw i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 ffffffff
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff 80000000 7fffffff 80000001 00000002 00000002 00000002 00000002 00000002 00000002
// + 00000003 00000003 00000003 00000003 00000003 00000003 fffffffe fffffffe fffffffe fffffffe fffffffe fffffffe fffffffe 00000007 00000007 00000007
// + 00000007 00000007 7ffffffe 8a664958 ea737f0c ea737f0c ea737f0c 00000030 00000030 00000030 00000030 00000030 771d4578 8eac478e 00000000 00000000
// @data b_nsw i32 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 00000000
// + 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f 00000000 00000000 00000000 00000000 00000001 00000002 00000003 00000010 0000001d
// + 00000000 00000001 00000002 00000003 00000010 0000001d 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 00000000 00000001 00000002
// + 00000003 00000010 00000000 00000000 00000000 00000001 00000002 00000000 00000001 00000002 00000003 00000010 00000000 00000000 00000000 00000001
// @data r_nsw i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000002 00000004 00000008 00010000 20000000 40000000 ffffffff
// + fffffffe fffffffc fffffff8 ffff0000 e0000000 c0000000 80000000 80000000 7fffffff 80000001 00000002 00000004 00000008 00000010 00020000 40000000
// + 00000003 00000006 0000000c 00000018 00030000 60000000 fffffffe fffffffc fffffff8 fffffff0 fffe0000 c0000000 80000000 00000007 0000000e 0000001c
// + 00000038 00070000 7ffffffe 8a664958 ea737f0c d4e6fe18 a9cdfc30 00000030 00000060 000000c0 00000180 00300000 771d4578 8eac478e 00000000 00000000
// @data a_nuw i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001
// + ffffffff 80000000 7fffffff 7fffffff 80000001 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000003 00000003 00000003 00000003
// + 00000003 00000003 00000003 fffffffe 00000007 00000007 00000007 00000007 00000007 00000007 7ffffffe 7ffffffe 8a664958 ea737f0c 00000030 00000030
// + 00000030 00000030 00000030 771d4578 771d4578 8eac478e 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001
// @data b_nuw i32 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f
// + 00000000 00000000 00000000 00000001 00000000 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 00000000 00000001 00000002 00000003
// + 00000010 0000001d 0000001e 00000000 00000000 00000001 00000002 00000003 00000010 0000001d 00000000 00000001 00000000 00000000 00000000 00000001
// + 00000002 00000003 00000010 00000000 00000001 00000000 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f 00000000 00000001
// @data r_nuw i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000002 00000004 00000008 00010000 20000000 40000000 80000000
// + ffffffff 80000000 7fffffff fffffffe 80000001 00000002 00000004 00000008 00000010 00020000 40000000 80000000 00000003 00000006 0000000c 00000018
// + 00030000 60000000 c0000000 fffffffe 00000007 0000000e 0000001c 00000038 00070000 e0000000 7ffffffe fffffffc 8a664958 ea737f0c 00000030 00000060
// + 000000c0 00000180 00300000 771d4578 ee3a8af0 8eac478e 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000002
// @data a_nw i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 ffffffff
// + 80000000 7fffffff 80000001 00000002 00000002 00000002 00000002 00000002 00000002 00000003 00000003 00000003 00000003 00000003 00000003 fffffffe
// + 00000007 00000007 00000007 00000007 00000007 7ffffffe 8a664958 ea737f0c 00000030 00000030 00000030 00000030 00000030 771d4578 8eac478e 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 ffffffff 80000000
// @data b_nw i32 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 00000000
// + 00000000 00000000 00000000 00000000 00000001 00000002 00000003 00000010 0000001d 00000000 00000001 00000002 00000003 00000010 0000001d 00000000
// + 00000000 00000001 00000002 00000003 00000010 00000000 00000000 00000000 00000000 00000001 00000002 00000003 00000010 00000000 00000000 00000000
// + 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 00000000 00000000
// @data r_nw i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000002 00000004 00000008 00010000 20000000 40000000 ffffffff
// + 80000000 7fffffff 80000001 00000002 00000004 00000008 00000010 00020000 40000000 00000003 00000006 0000000c 00000018 00030000 60000000 fffffffe
// + 00000007 0000000e 0000001c 00000038 00070000 7ffffffe 8a664958 ea737f0c 00000030 00000060 000000c0 00000180 00300000 771d4578 8eac478e 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000002 00000004 00000008 00010000 20000000 40000000 ffffffff 80000000
// @run wrap entry=shli_wrap grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=shli_nsw grid=1
// @arg buf i32 a_nsw
// @arg buf i32 b_nsw
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=shli_nuw grid=1
// @arg buf i32 a_nuw
// @arg buf i32 b_nuw
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=shli_nw grid=1
// @arg buf i32 a_nw
// @arg buf i32 b_nw
// @arg buf i32 zeros(64)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @shli_wrap(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = shli %x0, %x1 : tile<128xi32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nsw(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %r = shli %x0, %x1 overflow<no_signed_wrap> : tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nuw(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %r = shli %x0, %x1 overflow<no_unsigned_wrap> : tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_nw(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %v1 = make_tensor_view %a1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %r = shli %x0, %x1 overflow<no_wrap> : tile<64xi32>
    %vo = make_tensor_view %out, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
