// @conformance 1
// @tier full
// @family int-arith
// ori on i64 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data s i64 from v
// @data r_plain i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000001 0000000000000001 ffffffffffffffff 8000000000000001 7fffffffffffffff 8000000000000001 0000000000000003 0000000000000003
// + ffffffffffffffff 0000000000000007 7fffffffffffffff 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001b
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff
// + 8000000000000000 8000000000000001 ffffffffffffffff 8000000000000000 ffffffffffffffff 8000000000000001 8000000000000002 8000000000000003
// + fffffffffffffffe 8000000000000007 fffffffffffffffe fb23c1bf2e4fc87f aa5bd237514801a7 c61c8a29cc4c8717 8000000000000033 800000000000001a
// + 7fffffffffffffff 7fffffffffffffff ffffffffffffffff ffffffffffffffff 7fffffffffffffff ffffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + ffffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 8000000000000001 8000000000000001 ffffffffffffffff 8000000000000001 ffffffffffffffff 8000000000000001 8000000000000003 8000000000000003
// + ffffffffffffffff 8000000000000007 ffffffffffffffff fb23c1bf2e4fc87f aa5bd237514801a7 c61c8a29cc4c8717 8000000000000033 800000000000001b
// + 0000000000000002 0000000000000003 ffffffffffffffff 8000000000000002 7fffffffffffffff 8000000000000003 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000003 0000000000000003 ffffffffffffffff 8000000000000003 7fffffffffffffff 8000000000000003 0000000000000003 0000000000000003
// + ffffffffffffffff 0000000000000007 7fffffffffffffff 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001b
// + fffffffffffffffe ffffffffffffffff ffffffffffffffff fffffffffffffffe ffffffffffffffff ffffffffffffffff fffffffffffffffe ffffffffffffffff
// + fffffffffffffffe ffffffffffffffff fffffffffffffffe ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff fffffffffffffffe
// + 0000000000000007 0000000000000007 ffffffffffffffff 8000000000000007 7fffffffffffffff 8000000000000007 0000000000000007 0000000000000007
// + ffffffffffffffff 0000000000000007 7fffffffffffffff 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000037 000000000000001f
// + 7ffffffffffffffe 7fffffffffffffff ffffffffffffffff fffffffffffffffe 7fffffffffffffff ffffffffffffffff 7ffffffffffffffe 7fffffffffffffff
// + fffffffffffffffe 7fffffffffffffff 7ffffffffffffffe 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7ffffffffffffffe
// + 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f ffffffffffffffff fb23c1bf2e4fc87f 7fffffffffffffff fb23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f
// + ffffffffffffffff 7b23c1bf2e4fc87f 7fffffffffffffff 7b23c1bf2e4fc87f 7b7bd3bf7f4fc9ff 7f3fcbbfee4fcf7f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f
// + 2a5bd237514801a7 2a5bd237514801a7 ffffffffffffffff aa5bd237514801a7 7fffffffffffffff aa5bd237514801a7 2a5bd237514801a7 2a5bd237514801a7
// + ffffffffffffffff 2a5bd237514801a7 7fffffffffffffff 7b7bd3bf7f4fc9ff 2a5bd237514801a7 6e5fda3fdd4c87b7 2a5bd237514801b7 2a5bd237514801bf
// + 461c8a29cc4c8717 461c8a29cc4c8717 ffffffffffffffff c61c8a29cc4c8717 7fffffffffffffff c61c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717
// + ffffffffffffffff 461c8a29cc4c8717 7fffffffffffffff 7f3fcbbfee4fcf7f 6e5fda3fdd4c87b7 461c8a29cc4c8717 461c8a29cc4c8737 461c8a29cc4c871f
// + 0000000000000033 0000000000000033 ffffffffffffffff 8000000000000033 7fffffffffffffff 8000000000000033 0000000000000033 0000000000000033
// + ffffffffffffffff 0000000000000037 7fffffffffffffff 7b23c1bf2e4fc87f 2a5bd237514801b7 461c8a29cc4c8737 0000000000000033 000000000000003b
// + 000000000000001a 000000000000001b ffffffffffffffff 800000000000001a 7fffffffffffffff 800000000000001b 000000000000001a 000000000000001b
// + fffffffffffffffe 000000000000001f 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801bf 461c8a29cc4c871f 000000000000003b 000000000000001a
// @run plain entry=ori_plain grid=1
// @arg buf i64 rows(v, s)
// @arg buf i64 cols(v, s)
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @ori_plain(%a0: tile<ptr<i64>>, %a1: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %r = ori %x0, %x1 : tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
