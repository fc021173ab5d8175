// @conformance 1
// @tier ci
// @family int-arith
// mulhii on i32 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i32 00000000 00000001 ffffffff 80000000 7fffffff 80000001 00000002 00000003 fffffffe 00000007 7ffffffe 8a664958 ea737f0c 00000030 771d4578 8eac478e
// @data s i32 from v
// @data r_plain i32 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000
// + 00000000 00000000 fffffffe 7fffffff 7ffffffe 80000000 00000001 00000002 fffffffd 00000006 7ffffffd 8a664957 ea737f0b 0000002f 771d4577 8eac478d
// + 00000000 00000000 7fffffff 40000000 3fffffff 40000000 00000001 00000001 7fffffff 00000003 3fffffff 453324ac 7539bf86 00000018 3b8ea2bc 475623c7
// + 00000000 00000000 7ffffffe 3fffffff 3fffffff 3fffffff 00000000 00000001 7ffffffe 00000003 3ffffffe 453324ab 7539bf85 00000017 3b8ea2bb 475623c6
// + 00000000 00000000 80000000 40000000 3fffffff 40000001 00000001 00000001 7fffffff 00000003 3fffffff 453324ac 7539bf86 00000018 3b8ea2bc 475623c7
// + 00000000 00000000 00000001 00000001 00000000 00000001 00000000 00000000 00000001 00000000 00000000 00000001 00000001 00000000 00000000 00000001
// + 00000000 00000000 00000002 00000001 00000001 00000001 00000000 00000000 00000002 00000000 00000001 00000001 00000002 00000000 00000001 00000001
// + 00000000 00000000 fffffffd 7fffffff 7ffffffe 7fffffff 00000001 00000002 fffffffc 00000006 7ffffffd 8a664956 ea737f0a 0000002f 771d4577 8eac478c
// + 00000000 00000000 00000006 00000003 00000003 00000003 00000000 00000000 00000006 00000000 00000003 00000003 00000006 00000000 00000003 00000003
// + 00000000 00000000 7ffffffd 3fffffff 3ffffffe 3fffffff 00000000 00000001 7ffffffd 00000003 3ffffffe 453324aa 7539bf84 00000017 3b8ea2bb 475623c5
// + 00000000 00000000 8a664957 453324ac 453324ab 453324ac 00000001 00000001 8a664956 00000003 453324aa 4ad26ff1 7ebfefac 00000019 40655f3c 4d21e017
// + 00000000 00000000 ea737f0b 7539bf86 7539bf85 7539bf86 00000001 00000002 ea737f0a 00000006 7539bf84 7ebfefac d6b7585d 0000002b 6d167ec2 82a9d79a
// + 00000000 00000000 0000002f 00000018 00000017 00000018 00000000 00000000 0000002f 00000000 00000017 00000019 0000002b 00000000 00000016 0000001a
// + 00000000 00000000 771d4577 3b8ea2bc 3b8ea2bb 3b8ea2bc 00000000 00000001 771d4577 00000003 3b8ea2bb 40655f3c 6d167ec2 00000016 376c39ee 4262657e
// + 00000000 00000000 8eac478d 475623c7 475623c6 475623c7 00000001 00000001 8eac478c 00000003 475623c5 4d21e017 82a9d79a 0000001a 4262657e 4f839351
// @run plain entry=mulhii_plain grid=1
// @arg buf i32 rows(v, s)
// @arg buf i32 cols(v, s)
// @arg buf i32 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_plain prov=exact
cuda_tile.module @conformance {
  entry @mulhii_plain(%a0: tile<ptr<i32>>, %a1: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %r = mulhii %x0, %x1 : tile<256xi32>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi32, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi32>, partition_view<tile=(256), tensor_view<256xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
