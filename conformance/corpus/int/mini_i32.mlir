// @conformance 1
// @tier ci
// @family int-arith
// mini on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 from v
// @data r_signed i32 00000000 00000000 ffffffff 80000000 00000000 80000001 00000000 00000000 fffffffe 00000000 00000000 8a664958 ea737f0c 00000000 00000000 8eac478e
// + 00000000 00000001 ffffffff 80000000 00000001 80000001 00000001 00000001 fffffffe 00000001 00000001 8a664958 ea737f0c 00000001 00000001 8eac478e
// + ffffffff ffffffff ffffffff 80000000 ffffffff 80000001 ffffffff ffffffff fffffffe ffffffff ffffffff 8a664958 ea737f0c ffffffff ffffffff 8eac478e
// + 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000 80000000
// + 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 80000001 80000001 80000001 80000000 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001 80000001
// + 00000000 00000001 ffffffff 80000000 00000002 80000001 00000002 00000002 fffffffe 00000002 00000002 8a664958 ea737f0c 00000002 00000002 8eac478e
// + 00000000 00000001 ffffffff 80000000 00000003 80000001 00000002 00000003 fffffffe 00000003 00000003 8a664958 ea737f0c 00000003 00000003 8eac478e
// + fffffffe fffffffe fffffffe 80000000 fffffffe 80000001 fffffffe fffffffe fffffffe fffffffe fffffffe 8a664958 ea737f0c fffffffe fffffffe 8eac478e
// + 00000000 00000001 ffffffff 80000000 00000007 80000001 00000002 00000003 fffffffe 00000007 00000007 8a664958 ea737f0c 00000007 00000007 8eac478e
// + 00000000 00000001 ffffffff 80000000 7ffffffe 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 8a664958 8a664958 8a664958 80000000 8a664958 80000001 8a664958 8a664958 8a664958 8a664958 8a664958 8a664958 8a664958 8a664958 8a664958 8a664958
// + ea737f0c ea737f0c ea737f0c 80000000 ea737f0c 80000001 ea737f0c ea737f0c ea737f0c ea737f0c ea737f0c 8a664958 ea737f0c ea737f0c ea737f0c 8eac478e
// + 00000000 00000001 ffffffff 80000000 00000030 80000001 00000002 00000003 fffffffe 00000007 00000030 8a664958 ea737f0c 00000030 00000030 8eac478e
// + 00000000 00000001 ffffffff 80000000 771d4578 80000001 00000002 00000003 fffffffe 00000007 771d4578 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 8eac478e 8eac478e 8eac478e 80000000 8eac478e 80000001 8eac478e 8eac478e 8eac478e 8eac478e 8eac478e 8a664958 8eac478e 8eac478e 8eac478e 8eac478e
// @data r_unsigned i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001 00000001
// + 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 00000000 00000001 80000000 80000000 7fffffff 80000000 00000002 00000003 80000000 00000007 7ffffffe 80000000 80000000 00000030 771d4578 80000000
// + 00000000 00000001 7fffffff 7fffffff 7fffffff 7fffffff 00000002 00000003 7fffffff 00000007 7ffffffe 7fffffff 7fffffff 00000030 771d4578 7fffffff
// + 00000000 00000001 80000001 80000000 7fffffff 80000001 00000002 00000003 80000001 00000007 7ffffffe 80000001 80000001 00000030 771d4578 80000001
// + 00000000 00000001 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002 00000002
// + 00000000 00000001 00000003 00000003 00000003 00000003 00000002 00000003 00000003 00000003 00000003 00000003 00000003 00000003 00000003 00000003
// + 00000000 00000001 fffffffe 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 00000000 00000001 00000007 00000007 00000007 00000007 00000002 00000003 00000007 00000007 00000007 00000007 00000007 00000007 00000007 00000007
// + 00000000 00000001 7ffffffe 7ffffffe 7ffffffe 7ffffffe 00000002 00000003 7ffffffe 00000007 7ffffffe 7ffffffe 7ffffffe 00000030 771d4578 7ffffffe
// + 00000000 00000001 8a664958 80000000 7fffffff 80000001 00000002 00000003 8a664958 00000007 7ffffffe 8a664958 8a664958 00000030 771d4578 8a664958
// + 00000000 00000001 ea737f0c 80000000 7fffffff 80000001 00000002 00000003 ea737f0c 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// + 00000000 00000001 00000030 00000030 00000030 00000030 00000002 00000003 00000030 00000007 00000030 00000030 00000030 00000030 00000030 00000030
// + 00000000 00000001 771d4578 771d4578 771d4578 771d4578 00000002 00000003 771d4578 00000007 771d4578 771d4578 771d4578 00000030 771d4578 771d4578
// + 00000000 00000001 8eac478e 80000000 7fffffff 80000001 00000002 00000003 8eac478e 00000007 7ffffffe 8a664958 8eac478e 00000030 771d4578 8eac478e
// @run signed entry=mini_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=mini_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @mini_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = mini %x0, %x1 signed : tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mini_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = mini %x0, %x1 unsigned : tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
