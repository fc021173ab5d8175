// @conformance 1
// @tier full
// @family int-arith
// subi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data r_wrap i16 0000 ffff 0001 8000 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda 0001 0000 0002 8001 8002 8000 ffff fffe
// + 0003 fffa 8003 d0c8 ae18 5c4e c0ac 5fdb ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa 5fd9
// + 8000 7fff 8001 0000 0001 ffff 7ffe 7ffd 8002 7ff9 0002 50c7 2e17 dc4d 40ab dfda 7fff 7ffe 8000 ffff 0000 fffe 7ffd 7ffc
// + 8001 7ff8 0001 50c6 2e16 dc4c 40aa dfd9 8001 8000 8002 0001 0002 0000 7fff 7ffe 8003 7ffa 0003 50c8 2e18 dc4e 40ac dfdb
// + 0002 0001 0003 8002 8003 8001 0000 ffff 0004 fffb 8004 d0c9 ae19 5c4f c0ad 5fdc 0003 0002 0004 8003 8004 8002 0001 0000
// + 0005 fffc 8005 d0ca ae1a 5c50 c0ae 5fdd fffe fffd ffff 7ffe 7fff 7ffd fffc fffb 0000 fff7 8000 d0c5 ae15 5c4b c0a9 5fd8
// + 0007 0006 0008 8007 8008 8006 0005 0004 0009 0000 8009 d0ce ae1e 5c54 c0b2 5fe1 7ffe 7ffd 7fff fffe ffff fffd 7ffc 7ffb
// + 8000 7ff7 0000 50c5 2e15 dc4b 40a9 dfd8 2f39 2f38 2f3a af39 af3a af38 2f37 2f36 2f3b 2f32 af3b 0000 dd50 8b86 efe4 8f13
// + 51e9 51e8 51ea d1e9 d1ea d1e8 51e7 51e6 51eb 51e2 d1eb 22b0 0000 ae36 1294 b1c3 a3b3 a3b2 a3b4 23b3 23b4 23b2 a3b1 a3b0
// + a3b5 a3ac 23b5 747a 51ca 0000 645e 038d 3f55 3f54 3f56 bf55 bf56 bf54 3f53 3f52 3f57 3f4e bf57 101c ed6c 9ba2 0000 9f2f
// + a026 a025 a027 2026 2027 2025 a024 a023 a028 a01f 2028 70ed 4e3d fc73 60d1 0000
// @data a_nsw i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000 8000
// + 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 0002 0002
// + 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003
// + 0003 0003 fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007 0007 0007 0007
// + 0007 0007 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3
// + a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 a026 a026 a026 a026 a026 a026 a026
// + a026 a026 a026 a026 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// @data b_nsw i16 0000 0001 ffff 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 0002 0003 fffe 0007 7ffe
// + 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 ffff 8000
// + 8001 fffe a3b3 a026 0000 0001 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 8000 8001 fffe a3b3 a026 0000 0001
// + ffff 7fff 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0000 0001 ffff 8000 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 0002 0003 fffe
// + 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 7fff 0002 0003
// + fffe 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 7fff 0002 0003 fffe 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 8000 8001 0002
// + 0003 fffe 0007 a3b3 a026 0000 0001 ffff 7fff 0002 0003 fffe 0007 7ffe 2f39 51e9 3f55 0000 0001 ffff 8000 8001 0002 0003
// + fffe 0007 a3b3 a026 0000 0001 ffff 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 7fff 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55
// + a026 0000 ffff 8000 8001 fffe a3b3 a026 0000 0001 7fff 0002 0003 0007 7ffe 2f39
// @data r_nsw i16 0000 ffff 0001 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda 0001 0000 0002 8002 ffff fffe 0003 fffa 8003
// + d0c8 ae18 5c4e c0ac 5fdb ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa 5fd9 8000 8001 0000
// + ffff 8002 dc4d dfda 7fff 7ffe 0000 7ffd 7ffc 7ff8 0001 50c6 2e16 40aa 8001 8000 8002 0001 0000 8003 dc4e dfdb 0002 0001
// + 0003 8003 0000 ffff 0004 fffb 8004 d0c9 ae19 5c4f c0ad 5fdc 0003 0002 0004 8004 0001 0000 0005 fffc 8005 d0ca ae1a 5c50
// + c0ae 5fdd fffe fffd ffff 7ffe 7ffd fffc fffb 0000 fff7 8000 d0c5 ae15 5c4b c0a9 5fd8 0007 0006 0008 8008 0005 0004 0009
// + 0000 8009 d0ce ae1e 5c54 c0b2 5fe1 7ffe 7ffd 7fff ffff 7ffc 7ffb 7ff7 0000 50c5 2e15 40a9 2f39 2f38 2f3a af3a 2f37 2f36
// + 2f3b 2f32 af3b 0000 dd50 efe4 51e9 51e8 51ea d1ea 51e7 51e6 51eb 51e2 d1eb 22b0 0000 1294 a3b3 a3b2 a3b4 23b3 23b2 a3b1
// + a3b0 a3b5 a3ac 0000 038d 3f55 3f54 3f56 bf56 3f53 3f52 3f57 3f4e bf57 101c ed6c 0000 a026 a025 a027 2026 2025 a024 a023
// + a028 a01f fc73 0000 0000 ffff 0001 8001 7fff fffe fffd 0002 fff9 8002 d0c7 ae17 5c4d c0ab 5fda 0001 0000 0002 8002 ffff
// + fffe 0003 fffa 8003 d0c8 ae18 5c4e c0ac 5fdb ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa
// + 5fd9 8000 8001 0000 ffff 8002 dc4d dfda 7fff 7ffe 0000 7ffd 7ffc 7ff8 0001 50c6
// @data a_nuw i16 0000 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001
// + 8001 8001 8001 8001 0002 0002 0002 0003 0003 0003 0003 fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe
// + fffe fffe 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9
// + 51e9 51e9 51e9 51e9 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55
// + 3f55 3f55 3f55 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 0000 0001 0001 ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 0002 0002 0002 0003
// + 0003 0003 0003 fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007 0007 7ffe
// + 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 a3b3 a3b3
// + a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55
// @data b_nuw i16 0000 0000 0001 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 7fff 0002
// + 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 8000 7fff 8001 0002 0003 0007
// + 7ffe 2f39 51e9 3f55 0000 0001 0002 0000 0001 0002 0003 0000 0001 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0000 0001 0002 0003 0007 0000 0001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 0002 0003 0007 2f39 0000 0001
// + 0002 0003 0007 2f39 51e9 3f55 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0002 0003
// + 0007 2f39 3f55 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 3f55 a026 0000 0000 0001 0000 0001 ffff 8000 7fff
// + 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 8000 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001
// + 7fff 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 0002 0000
// + 0001 0002 0003 0000 0001 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0002 0003 0007 0000
// + 0001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 0002 0003 0007 2f39 0000 0001 0002 0003 0007 2f39 51e9 3f55 0000 0001
// + 8000 7fff 8001 0002 0003 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0002 0003
// @data r_nuw i16 0000 0001 0000 ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa 5fd9 8000 7fff 0000 0001 7ffe
// + 7ffd 7ff9 0002 50c7 2e17 40ab 7fff 7ffe 0000 7ffd 7ffc 7ff8 0001 50c6 2e16 40aa 8001 8000 0001 0002 0000 7fff 7ffe 7ffa
// + 0003 50c8 2e18 40ac 0002 0001 0000 0003 0002 0001 0000 fffe fffd 7ffe 7fff 7ffd fffc fffb 0000 fff7 8000 d0c5 ae15 5c4b
// + c0a9 5fd8 0007 0006 0005 0004 0000 7ffe 7ffd 7ffc 7ffb 7ff7 0000 50c5 2e15 40a9 2f39 2f38 2f37 2f36 2f32 0000 51e9 51e8
// + 51e7 51e6 51e2 22b0 0000 1294 a3b3 a3b2 23b3 23b4 23b2 a3b1 a3b0 a3ac 23b5 747a 51ca 0000 645e 038d 3f55 3f54 3f53 3f52
// + 3f4e 101c 0000 a026 a025 2026 2027 2025 a024 a023 a01f 2028 70ed 4e3d 60d1 0000 0000 0001 0000 ffff fffe 0000 7fff 8000
// + 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa 5fd9 8000 7fff 0000 0001 7ffe 7ffd 7ff9 0002 50c7 2e17 40ab 7fff 7ffe
// + 0000 7ffd 7ffc 7ff8 0001 50c6 2e16 40aa 8001 8000 0001 0002 0000 7fff 7ffe 7ffa 0003 50c8 2e18 40ac 0002 0001 0000 0003
// + 0002 0001 0000 fffe fffd 7ffe 7fff 7ffd fffc fffb 0000 fff7 8000 d0c5 ae15 5c4b c0a9 5fd8 0007 0006 0005 0004 0000 7ffe
// + 7ffd 7ffc 7ffb 7ff7 0000 50c5 2e15 40a9 2f39 2f38 2f37 2f36 2f32 0000 51e9 51e8 51e7 51e6 51e2 22b0 0000 1294 a3b3 a3b2
// + 23b3 23b4 23b2 a3b1 a3b0 a3ac 23b5 747a 51ca 0000 645e 038d 3f55 3f54 3f53 3f52
// @data a_nw i16 0000 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000 7fff 7fff 7fff
// + 7fff 7fff 7fff 7fff 7fff 7fff 7fff 8001 8001 8001 8001 0002 0002 0002 0003 0003 0003 0003 fffe fffe fffe fffe fffe fffe
// + fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39
// + 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55
// + 3f55 3f55 3f55 3f55 a026 a026 a026 a026 a026 a026 a026 a026 0000 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff
// + ffff ffff ffff ffff ffff ffff ffff 8000
// @data b_nw i16 0000 0000 0001 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 8000 0000 0001 7fff
// + 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001 8000 8001 0000 0001 0002 0000 0001 0002 0003 0000 0001 8000 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000 0001 0002 0003 0007 0000 0001 0002 0003 0007 7ffe 2f39 51e9 3f55 0000 0001
// + 0002 0003 0007 2f39 0000 0001 0002 0003 0007 2f39 51e9 3f55 0000 0001 8000 8001 0002 0003 0007 a3b3 a026 0000 0001 0002
// + 0003 0007 2f39 3f55 0000 0001 8000 8001 0002 0003 0007 a026 0000 0000 0001 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe
// + 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0000
// @data r_nw i16 0000 0001 0000 ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001 fff8 8001 d0c6 ae16 5c4c c0aa 5fd9 8000 0000 7fff 7ffe 0000
// + 7ffd 7ffc 7ff8 0001 50c6 2e16 40aa 8001 8000 0001 0000 0002 0001 0000 0003 0002 0001 0000 fffe fffd 7ffe 7ffd fffc fffb
// + 0000 fff7 8000 d0c5 ae15 5c4b c0a9 5fd8 0007 0006 0005 0004 0000 7ffe 7ffd 7ffc 7ffb 7ff7 0000 50c5 2e15 40a9 2f39 2f38
// + 2f37 2f36 2f32 0000 51e9 51e8 51e7 51e6 51e2 22b0 0000 1294 a3b3 a3b2 23b3 23b2 a3b1 a3b0 a3ac 0000 038d 3f55 3f54 3f53
// + 3f52 3f4e 101c 0000 a026 a025 2026 2025 a024 a023 a01f 0000 0000 0001 0000 ffff fffe 0000 7fff 8000 7ffe fffd fffc 0001
// + fff8 8001 d0c6 ae16 5c4c c0aa 5fd9 8000
// @run wrap entry=subi_wrap grid=1
// @arg buf i16 rows(v, s)
// @arg buf i16 cols(v, s)
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_wrap prov=exact
// @run nsw entry=subi_nsw grid=1
// @arg buf i16 a_nsw
// @arg buf i16 b_nsw
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nsw prov=exact
// @run nuw entry=subi_nuw grid=1
// @arg buf i16 a_nuw
// @arg buf i16 b_nuw
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_nuw prov=exact
// @run nw entry=subi_nw grid=1
// @arg buf i16 a_nw
// @arg buf i16 b_nw
// @arg buf i16 zeros(128)
// @expect verdict ok prov=hand
// @expect arg 2 r_nw prov=exact
cuda_tile.module @conformance {
  entry @subi_wrap(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = subi %x0, %x1 : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subi_nsw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = subi %x0, %x1 overflow<no_signed_wrap> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subi_nuw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = subi %x0, %x1 overflow<no_unsigned_wrap> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subi_nw(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %v1 = make_tensor_view %a1, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = subi %x0, %x1 overflow<no_wrap> : tile<128xi16>
    %vo = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
