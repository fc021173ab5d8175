// @conformance 1
// @tier ci
// @family int-arith
// shri on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 00000000 00000001 00000002 00000003 00000010 0000001d 0000001e 0000001f
// @data r_signed i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff 80000000 c0000000 e0000000 f0000000 ffff8000 fffffffc fffffffe ffffffff
// + 7fffffff 3fffffff 1fffffff 0fffffff 00007fff 00000003 00000001 00000000 80000001 c0000000 e0000000 f0000000 ffff8000 fffffffc fffffffe ffffffff
// + 00000002 00000001 00000000 00000000 00000000 00000000 00000000 00000000 00000003 00000001 00000000 00000000 00000000 00000000 00000000 00000000
// + fffffffe ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff ffffffff 00000007 00000003 00000001 00000000 00000000 00000000 00000000 00000000
// + 7ffffffe 3fffffff 1fffffff 0fffffff 00007fff 00000003 00000001 00000000 8a664958 c53324ac e2999256 f14cc92b ffff8a66 fffffffc fffffffe ffffffff
// + ea737f0c f539bf86 fa9cdfc3 fd4e6fe1 ffffea73 ffffffff ffffffff ffffffff 00000030 00000018 0000000c 00000006 00000000 00000000 00000000 00000000
// + 771d4578 3b8ea2bc 1dc7515e 0ee3a8af 0000771d 00000003 00000001 00000000 8eac478e c75623c7 e3ab11e3 f1d588f1 ffff8eac fffffffc fffffffe ffffffff
// @data r_unsigned i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + ffffffff 7fffffff 3fffffff 1fffffff 0000ffff 00000007 00000003 00000001 80000000 40000000 20000000 10000000 00008000 00000004 00000002 00000001
// + 7fffffff 3fffffff 1fffffff 0fffffff 00007fff 00000003 00000001 00000000 80000001 40000000 20000000 10000000 00008000 00000004 00000002 00000001
// + 00000002 00000001 00000000 00000000 00000000 00000000 00000000 00000000 00000003 00000001 00000000 00000000 00000000 00000000 00000000 00000000
// + fffffffe 7fffffff 3fffffff 1fffffff 0000ffff 00000007 00000003 00000001 00000007 00000003 00000001 00000000 00000000 00000000 00000000 00000000
// + 7ffffffe 3fffffff 1fffffff 0fffffff 00007fff 00000003 00000001 00000000 8a664958 453324ac 22999256 114cc92b 00008a66 00000004 00000002 00000001
// + ea737f0c 7539bf86 3a9cdfc3 1d4e6fe1 0000ea73 00000007 00000003 00000001 00000030 00000018 0000000c 00000006 00000000 00000000 00000000 00000000
// + 771d4578 3b8ea2bc 1dc7515e 0ee3a8af 0000771d 00000003 00000001 00000000 8eac478e 475623c7 23ab11e3 11d588f1 00008eac 00000004 00000002 00000001
// @run signed entry=shri_signed grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=shri_unsigned grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @shri_signed(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = shri %x0, %x1 signed : tile<128xi32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shri_unsigned(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = shri %x0, %x1 unsigned : tile<128xi32>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
