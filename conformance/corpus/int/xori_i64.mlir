// @conformance 1
// @tier full
// @family int-arith
// xori on i64 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// @data s i64 from v
// @data r_plain i64 0000000000000000 0000000000000001 ffffffffffffffff 8000000000000000 7fffffffffffffff 8000000000000001 0000000000000002 0000000000000003
// + fffffffffffffffe 0000000000000007 7ffffffffffffffe 7b23c1bf2e4fc87f 2a5bd237514801a7 461c8a29cc4c8717 0000000000000033 000000000000001a
// + 0000000000000001 0000000000000000 fffffffffffffffe 8000000000000001 7ffffffffffffffe 8000000000000000 0000000000000003 0000000000000002
// + ffffffffffffffff 0000000000000006 7fffffffffffffff 7b23c1bf2e4fc87e 2a5bd237514801a6 461c8a29cc4c8716 0000000000000032 000000000000001b
// + ffffffffffffffff fffffffffffffffe 0000000000000000 7fffffffffffffff 8000000000000000 7ffffffffffffffe fffffffffffffffd fffffffffffffffc
// + 0000000000000001 fffffffffffffff8 8000000000000001 84dc3e40d1b03780 d5a42dc8aeb7fe58 b9e375d633b378e8 ffffffffffffffcc ffffffffffffffe5
// + 8000000000000000 8000000000000001 7fffffffffffffff 0000000000000000 ffffffffffffffff 0000000000000001 8000000000000002 8000000000000003
// + 7ffffffffffffffe 8000000000000007 fffffffffffffffe fb23c1bf2e4fc87f aa5bd237514801a7 c61c8a29cc4c8717 8000000000000033 800000000000001a
// + 7fffffffffffffff 7ffffffffffffffe 8000000000000000 ffffffffffffffff 0000000000000000 fffffffffffffffe 7ffffffffffffffd 7ffffffffffffffc
// + 8000000000000001 7ffffffffffffff8 0000000000000001 04dc3e40d1b03780 55a42dc8aeb7fe58 39e375d633b378e8 7fffffffffffffcc 7fffffffffffffe5
// + 8000000000000001 8000000000000000 7ffffffffffffffe 0000000000000001 fffffffffffffffe 0000000000000000 8000000000000003 8000000000000002
// + 7fffffffffffffff 8000000000000006 ffffffffffffffff fb23c1bf2e4fc87e aa5bd237514801a6 c61c8a29cc4c8716 8000000000000032 800000000000001b
// + 0000000000000002 0000000000000003 fffffffffffffffd 8000000000000002 7ffffffffffffffd 8000000000000003 0000000000000000 0000000000000001
// + fffffffffffffffc 0000000000000005 7ffffffffffffffc 7b23c1bf2e4fc87d 2a5bd237514801a5 461c8a29cc4c8715 0000000000000031 0000000000000018
// + 0000000000000003 0000000000000002 fffffffffffffffc 8000000000000003 7ffffffffffffffc 8000000000000002 0000000000000001 0000000000000000
// + fffffffffffffffd 0000000000000004 7ffffffffffffffd 7b23c1bf2e4fc87c 2a5bd237514801a4 461c8a29cc4c8714 0000000000000030 0000000000000019
// + fffffffffffffffe ffffffffffffffff 0000000000000001 7ffffffffffffffe 8000000000000001 7fffffffffffffff fffffffffffffffc fffffffffffffffd
// + 0000000000000000 fffffffffffffff9 8000000000000000 84dc3e40d1b03781 d5a42dc8aeb7fe59 b9e375d633b378e9 ffffffffffffffcd ffffffffffffffe4
// + 0000000000000007 0000000000000006 fffffffffffffff8 8000000000000007 7ffffffffffffff8 8000000000000006 0000000000000005 0000000000000004
// + fffffffffffffff9 0000000000000000 7ffffffffffffff9 7b23c1bf2e4fc878 2a5bd237514801a0 461c8a29cc4c8710 0000000000000034 000000000000001d
// + 7ffffffffffffffe 7fffffffffffffff 8000000000000001 fffffffffffffffe 0000000000000001 ffffffffffffffff 7ffffffffffffffc 7ffffffffffffffd
// + 8000000000000000 7ffffffffffffff9 0000000000000000 04dc3e40d1b03781 55a42dc8aeb7fe59 39e375d633b378e9 7fffffffffffffcd 7fffffffffffffe4
// + 7b23c1bf2e4fc87f 7b23c1bf2e4fc87e 84dc3e40d1b03780 fb23c1bf2e4fc87f 04dc3e40d1b03780 fb23c1bf2e4fc87e 7b23c1bf2e4fc87d 7b23c1bf2e4fc87c
// + 84dc3e40d1b03781 7b23c1bf2e4fc878 04dc3e40d1b03781 0000000000000000 517813887f07c9d8 3d3f4b96e2034f68 7b23c1bf2e4fc84c 7b23c1bf2e4fc865
// + 2a5bd237514801a7 2a5bd237514801a6 d5a42dc8aeb7fe58 aa5bd237514801a7 55a42dc8aeb7fe58 aa5bd237514801a6 2a5bd237514801a5 2a5bd237514801a4
// + d5a42dc8aeb7fe59 2a5bd237514801a0 55a42dc8aeb7fe59 517813887f07c9d8 0000000000000000 6c47581e9d0486b0 2a5bd23751480194 2a5bd237514801bd
// + 461c8a29cc4c8717 461c8a29cc4c8716 b9e375d633b378e8 c61c8a29cc4c8717 39e375d633b378e8 c61c8a29cc4c8716 461c8a29cc4c8715 461c8a29cc4c8714
// + b9e375d633b378e9 461c8a29cc4c8710 39e375d633b378e9 3d3f4b96e2034f68 6c47581e9d0486b0 0000000000000000 461c8a29cc4c8724 461c8a29cc4c870d
// + 0000000000000033 0000000000000032 ffffffffffffffcc 8000000000000033 7fffffffffffffcc 8000000000000032 0000000000000031 0000000000000030
// + ffffffffffffffcd 0000000000000034 7fffffffffffffcd 7b23c1bf2e4fc84c 2a5bd23751480194 461c8a29cc4c8724 0000000000000000 0000000000000029
// + 000000000000001a 000000000000001b ffffffffffffffe5 800000000000001a 7fffffffffffffe5 800000000000001b 0000000000000018 0000000000000019
// + ffffffffffffffe4 000000000000001d 7fffffffffffffe4 7b23c1bf2e4fc865 2a5bd237514801bd 461c8a29cc4c870d 0000000000000029 0000000000000000
// @run plain entry=xori_plain grid=1
// @arg buf i64 rows(v, s)
// @arg buf i64 cols(v, s)
// @arg buf i64 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @xori_plain(%a0: tile<ptr<i64>>, %a1: tile<ptr<i64>>, %out: tile<ptr<i64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<256xi64>, token
    %r = xori %x0, %x1 : tile<256xi64>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi64>, partition_view<tile=(256), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
