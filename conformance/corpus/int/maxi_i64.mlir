// @conformance 1
// @tier full
// @family int-arith
// maxi on i64 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data s i64 from v
// @data r_signed i64 0000000000000000 0000000000000001 0000000000000000 0000000000000000 7fffffffffffffff 0000000000000000 0000000000000002 0000000000000003
// + 0000000000000000 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000001 0000000000000001 0000000000000001 0000000000000001 7fffffffffffffff 0000000000000001 0000000000000002 0000000000000003
// + 0000000000000001 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000000 0000000000000001 ffffffffffffffff ffffffffffffffff 7fffffffffffffff ffffffffffffffff 0000000000000002 0000000000000003
// + ffffffffffffffff 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000001 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000002 0000000000000002 0000000000000002 0000000000000002 7fffffffffffffff 0000000000000002 0000000000000002 0000000000000003
// + 0000000000000002 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000003 0000000000000003 0000000000000003 0000000000000003 7fffffffffffffff 0000000000000003 0000000000000003 0000000000000003
// + 0000000000000003 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000000 0000000000000001 ffffffffffffffff fffffffffffffffe 7fffffffffffffff fffffffffffffffe 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000007 0000000000000007 0000000000000007 0000000000000007 7fffffffffffffff 0000000000000007 0000000000000007 0000000000000007
// + 0000000000000007 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7fffffffffffffff 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe
// + 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe
// + 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7fffffffffffffff 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f
// + 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7ffffffffffffffe 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f
// + 2a5bd237514801a7 2a5bd237514801a7 2a5bd237514801a7 2a5bd237514801a7 7fffffffffffffff 2a5bd237514801a7 2a5bd237514801a7 2a5bd237514801a7
// + 2a5bd237514801a7 2a5bd237514801a7 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 2a5bd237514801a7 2a5bd237514801a7
// + 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717 7fffffffffffffff 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717
// + 461c8a29cc4c8717 461c8a29cc4c8717 7ffffffffffffffe 7b23c1bf2e4fc87f 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717
// + 0000000000000033 0000000000000033 0000000000000033 0000000000000033 7fffffffffffffff 0000000000000033 0000000000000033 0000000000000033
// + 0000000000000033 0000000000000033 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 0000000000000033
// + 000000000000001a 000000000000001a 000000000000001a 000000000000001a 7fffffffffffffff 000000000000001a 000000000000001a 000000000000001a
// + 000000000000001a 000000000000001a 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data r_unsigned i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000001 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff
// + ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff
// + 8000000000000000 8000000000000000 ffffffffffffffff 8000000000000000 8000000000000000 8000000000000001 8000000000000000 8000000000000000
// + fffffffffffffffe 8000000000000000 8000000000000000 8000000000000000 8000000000000000 8000000000000000 8000000000000000 8000000000000000
// + 7fffffffffffffff 7fffffffffffffff ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 7fffffffffffffff 7fffffffffffffff
// + fffffffffffffffe 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 8000000000000001 8000000000000001 ffffffffffffffff 8000000000000001 8000000000000001 8000000000000001 8000000000000001 8000000000000001
// + fffffffffffffffe 8000000000000001 8000000000000001 8000000000000001 8000000000000001 8000000000000001 8000000000000001 8000000000000001
// + 0000000000000002 0000000000000002 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000003 0000000000000003 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000003 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + fffffffffffffffe fffffffffffffffe ffffffffffffffff fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe
// + fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe fffffffffffffffe
// + 0000000000000007 0000000000000007 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000007 0000000000000007
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 7ffffffffffffffe 7ffffffffffffffe ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 7ffffffffffffffe 7ffffffffffffffe
// + fffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe 7ffffffffffffffe
// + 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f
// + fffffffffffffffe 7b23c1bf2e4fc87f 7ffffffffffffffe 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f 7b23c1bf2e4fc87f
// + 2a5bd237514801a7 2a5bd237514801a7 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 2a5bd237514801a7 2a5bd237514801a7
// + fffffffffffffffe 2a5bd237514801a7 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 2a5bd237514801a7 2a5bd237514801a7
// + 461c8a29cc4c8717 461c8a29cc4c8717 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 461c8a29cc4c8717 461c8a29cc4c8717
// + fffffffffffffffe 461c8a29cc4c8717 7ffffffffffffffe 7b23c1bf2e4fc87f 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717 461c8a29cc4c8717
// + 0000000000000033 0000000000000033 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000033 0000000000000033
// + fffffffffffffffe 0000000000000033 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 0000000000000033
// + 000000000000001a 000000000000001a ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 000000000000001a 000000000000001a
// + fffffffffffffffe 000000000000001a 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @run signed entry=maxi_signed grid=1
// @arg buf i64 rows(v, s)
// @arg buf i64 cols(v, s)
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed prov=exact
// @run unsigned entry=maxi_unsigned grid=1
// @arg buf i64 rows(v, s)
// @arg buf i64 cols(v, s)
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned prov=exact
cuda_tile.module @conformance {
  entry @maxi_signed(%a0: tile<ptr<i64>>, %a1: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %r = maxi %x0, %x1 signed : tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxi_unsigned(%a0: tile<ptr<i64>>, %a1: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %r = maxi %x0, %x1 unsigned : tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
