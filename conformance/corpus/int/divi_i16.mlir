// @conformance 1
// @tier full
// @family int-arith
// divi on i16 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i16 0000 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// @data s i16 from v
// @data a_signed_zero i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff ffff 8000 8000 8000
// + 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff 7fff
// + 7fff 7fff 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 8001 0002 0002 0002 0002 0002 0002 0002
// + 0002 0002 0002 0002 0002 0002 0002 0002 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 0003 fffe
// + fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe fffe 0007 0007 0007 0007 0007 0007 0007 0007 0007 0007
// + 0007 0007 0007 0007 0007 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 7ffe 2f39 2f39 2f39 2f39
// + 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 2f39 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9 51e9
// + 51e9 51e9 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 a3b3 3f55 3f55 3f55 3f55 3f55 3f55 3f55
// + 3f55 3f55 3f55 3f55 3f55 3f55 3f55 3f55 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 a026 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001
// @data b_signed_zero i16 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 8000 7fff
// + 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// + ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe
// + 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff
// + 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3
// + 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003
// + fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// + ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff
// @data r_signed_zero i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 ffff 0001 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 8000 0001 ffff
// + 0001 c000 d556 4000 edb7 ffff fffe ffff 0001 fffe 0001 7fff 8001 0000 0001 ffff 3fff 2aaa c001 1249 0001 0002 0001 ffff
// + 0002 ffff 8001 7fff 0000 ffff 0001 c001 d556 3fff edb7 ffff fffe ffff 0001 fffe 0001 0002 fffe 0000 0000 0000 0001 0000
// + ffff 0000 0000 0000 0000 0000 0000 0000 0003 fffd 0000 0000 0000 0001 0001 ffff 0000 0000 0000 0000 0000 0000 0000 fffe
// + 0002 0000 0000 0000 ffff 0000 0001 0000 0000 0000 0000 0000 0000 0000 0007 fff9 0000 0000 0000 0003 0002 fffd 0001 0000
// + 0000 0000 0000 0000 0000 7ffe 8002 0000 0000 0000 3fff 2aaa c001 1248 0001 0002 0001 ffff 0002 ffff 2f39 d0c7 0000 0000
// + 0000 179c 0fbd e864 06bf 0000 0001 0000 0000 0000 0000 51e9 ae17 0000 0000 0000 28f4 1b4d d70c 0bb3 0000 0001 0001 0000
// + 0001 0000 a3b3 5c4d 0000 0000 0000 d1da e13c 2e26 f2d1 0000 ffff ffff 0001 ffff 0000 3f55 c0ab 0000 0000 0000 1faa 151c
// + e056 090c 0000 0001 0000 0000 0001 0000 a026 5fda 0000 0000 0000 d013 e00d 2fed f24f 0000 fffe ffff 0001 ffff 0001 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 ffff
// @data a_signed_positive_inf i16 from a_signed_zero
// @data b_signed_positive_inf i16 from b_signed_zero
// @data r_signed_positive_inf i16 from r_signed_zero 18:0001 20:0001 21:0001 23:0001 24:0001 25:0001 26:0001 28:0001 32:0001 34:0001 37:0001 42:0001
// + 44:0001 48:0002 56:0002 58:0002 64:4000 65:2aab 68:0002 69:0003 70:0002 72:0003 76:0001 81:4000
// + 86:0002 88:0002 92:0001 95:0001 97:0001 98:0001 99:0001 100:0001 102:0001 107:0001 109:0002 112:0001
// + 113:0001 114:0001 115:0001 117:0001 121:0001 123:0001 131:0001 133:0001 137:0001 139:0004 140:0003 143:0001
// + 144:0001 145:0001 147:0001 152:0001 157:1249 159:0003 160:0002 162:0003 167:0001 169:179d 170:0fbe 173:0001
// + 175:0001 177:0001 182:0001 184:28f5 185:1b4e 187:0bb4 188:0001 189:0002 192:0002 196:0001 198:0001 201:2e27
// + 208:0001 212:0001 214:1fab 215:151d 217:090d 218:0001 219:0002 220:0001 226:0001 228:0001 236:0002
// @data a_signed_negative_inf i16 from a_signed_zero
// @data b_signed_negative_inf i16 from b_signed_zero
// @data r_signed_negative_inf i16 from r_signed_zero 17:ffff 19:ffff 22:ffff 27:ffff 29:ffff 33:ffff 35:ffff 36:ffff 38:ffff 39:ffff 40:ffff 41:ffff
// + 43:ffff 47:fffe 50:d555 52:edb6 53:fffe 54:fffd 55:fffe 57:fffd 61:ffff 66:c000 71:fffe 73:fffe
// + 79:c000 80:d555 83:fffe 84:fffd 85:fffe 87:fffd 91:ffff 93:ffff 101:ffff 103:ffff 106:ffff 108:ffff
// + 111:fffe 116:ffff 118:ffff 122:ffff 125:ffff 127:ffff 128:ffff 129:ffff 130:ffff 132:ffff 136:ffff 138:ffff
// + 141:fffc 146:ffff 148:ffff 151:ffff 153:ffff 161:fffe 163:fffe 166:ffff 168:ffff 171:e863 176:ffff 178:ffff
// + 181:ffff 183:ffff 186:d70b 191:ffff 193:ffff 197:ffff 199:d1d9 200:e13b 202:f2d0 203:ffff 204:fffe 205:fffe
// + 207:fffe 211:ffff 213:ffff 216:e055 221:ffff 223:ffff 227:ffff 230:e00c 232:f24e 233:ffff 234:fffd 235:fffe
// + 237:fffe
// @data a_unsigned_zero i16 from a_signed_zero 59:8000 74:7fff 89:8001 104:0002 119:0003 134:fffe 149:0007 164:7ffe 179:2f39 194:51e9 209:a3b3 224:3f55
// + 239:a026 254:0000
// @data b_unsigned_zero i16 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000
// + 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9
// + a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007
// + 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000
// + 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9
// + a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002
// + 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026
// + 0001 ffff 8000 7fff 8001 0002 0003 fffe 0007 7ffe 2f39 51e9 a3b3 3f55 a026 0001
// @data r_unsigned_zero i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0000 0000 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 ffff 0001 0001 0002 0001 7fff 5555 0001 2492 0002 0005 0003 0001 0004 0001 8000 0000 0001
// + 0001 0000 4000 2aaa 0000 1249 0001 0002 0001 0000 0002 0000 7fff 0000 0000 0001 0000 3fff 2aaa 0000 1249 0001 0002 0001
// + 0000 0002 0000 8001 0000 0001 0001 0001 4000 2aab 0000 1249 0001 0002 0001 0000 0002 0000 0002 0000 0000 0000 0000 0001
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0003 0000 0000 0000 0000 0001 0001 0000 0000 0000 0000 0000 0000 0000 0000
// + fffe 0000 0001 0002 0001 7fff 5554 0001 2492 0002 0005 0003 0001 0004 0001 0007 0000 0000 0000 0000 0003 0002 0000 0001
// + 0000 0000 0000 0000 0000 0000 7ffe 0000 0000 0000 0000 3fff 2aaa 0000 1248 0001 0002 0001 0000 0002 0000 2f39 0000 0000
// + 0000 0000 179c 0fbd 0000 06bf 0000 0001 0000 0000 0000 0000 51e9 0000 0000 0000 0000 28f4 1b4d 0000 0bb3 0000 0001 0001
// + 0000 0001 0000 a3b3 0000 0001 0001 0001 51d9 3691 0000 1762 0001 0003 0001 0001 0002 0001 3f55 0000 0000 0000 0000 1faa
// + 151c 0000 090c 0000 0001 0000 0000 0001 0000 a026 0000 0001 0001 0001 5013 3562 0000 16e0 0001 0003 0001 0000 0002 0001
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001
// @data a_unsigned_positive_inf i16 from a_unsigned_zero
// @data b_unsigned_positive_inf i16 from b_unsigned_zero
// @data r_unsigned_positive_inf i16 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 0001 0001 0001 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 ffff 0001 0002 0003 0002 8000 5555 0002 2493 0003 0006 0004 0002 0005 0002 8000 0001 0001
// + 0002 0001 4000 2aab 0001 124a 0002 0003 0002 0001 0003 0001 7fff 0001 0001 0001 0001 4000 2aab 0001 1249 0002 0003 0002
// + 0001 0003 0001 8001 0001 0002 0002 0001 4001 2aab 0001 124a 0002 0003 0002 0001 0003 0001 0002 0001 0001 0001 0001 0001
// + 0001 0001 0001 0001 0001 0001 0001 0001 0001 0003 0001 0001 0001 0001 0002 0001 0001 0001 0001 0001 0001 0001 0001 0001
// + fffe 0001 0002 0002 0002 7fff 5555 0001 2492 0003 0006 0004 0002 0005 0002 0007 0001 0001 0001 0001 0004 0003 0001 0001
// + 0001 0001 0001 0001 0001 0001 7ffe 0001 0001 0001 0001 3fff 2aaa 0001 1249 0001 0003 0002 0001 0003 0001 2f39 0001 0001
// + 0001 0001 179d 0fbe 0001 06bf 0001 0001 0001 0001 0001 0001 51e9 0001 0001 0001 0001 28f5 1b4e 0001 0bb4 0001 0002 0001
// + 0001 0002 0001 a3b3 0001 0002 0002 0002 51da 3691 0001 1763 0002 0004 0002 0001 0003 0002 3f55 0001 0001 0001 0001 1fab
// + 151d 0001 090d 0001 0002 0001 0001 0001 0001 a026 0001 0002 0002 0002 5013 3562 0001 16e1 0002 0004 0002 0001 0003 0001
// + 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001
// @run signed_zero entry=divi_signed_zero grid=1
// @arg buf i16 a_signed_zero
// @arg buf i16 b_signed_zero
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed_zero prov=exact
// @run signed_positive_inf entry=divi_signed_positive_inf grid=1
// @arg buf i16 a_signed_positive_inf
// @arg buf i16 b_signed_positive_inf
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed_positive_inf prov=exact
// @run signed_negative_inf entry=divi_signed_negative_inf grid=1
// @arg buf i16 a_signed_negative_inf
// @arg buf i16 b_signed_negative_inf
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed_negative_inf prov=exact
// @run unsigned_zero entry=divi_unsigned_zero grid=1
// @arg buf i16 a_unsigned_zero
// @arg buf i16 b_unsigned_zero
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned_zero prov=exact
// @run unsigned_positive_inf entry=divi_unsigned_positive_inf grid=1
// @arg buf i16 a_unsigned_positive_inf
// @arg buf i16 b_unsigned_positive_inf
// @arg buf i16 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned_positive_inf prov=exact
cuda_tile.module @conformance {
  entry @divi_signed_zero(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = divi %x0, %x1 signed : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_signed_positive_inf(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = divi %x0, %x1 signed rounding<positive_inf> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_signed_negative_inf(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = divi %x0, %x1 signed rounding<negative_inf> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_unsigned_zero(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = divi %x0, %x1 unsigned : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_unsigned_positive_inf(%a0: tile<ptr<i16>>, %a1: tile<ptr<i16>>, %out: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> tile<256xi16>, token
    %r = divi %x0, %x1 unsigned rounding<positive_inf> : tile<256xi16>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi16>, partition_view<tile=(256), tensor_view<256xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
