// @conformance 1
// @tier full
// @family int-arith
// divi on i8 (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.
// @oracle exact exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data v i8 00 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// @data s i8 from v
// @data a_signed_zero i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff 80 80 80
// + 80 80 80 80 80 80 80 80 80 80 80 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f 7f
// + 7f 7f 81 81 81 81 81 81 81 81 81 81 81 81 81 81 81 02 02 02 02 02 02 02
// + 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03 03 03 03 03 03 03 03 03 fe
// + fe fe fe fe fe fe fe fe fe fe fe fe fe fe 07 07 07 07 07 07 07 07 07 07
// + 07 07 07 07 07 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 7e 36 36 36 36
// + 36 36 36 36 36 36 36 36 36 36 36 15 15 15 15 15 15 15 15 15 15 15 15 15
// + 15 15 27 27 27 27 27 27 27 27 27 27 27 27 27 27 27 10 10 10 10 10 10 10
// + 10 10 10 10 10 10 10 10 fc fc fc fc fc fc fc fc fc fc fc fc fc fc fc 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01
// @data b_signed_zero i8 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07
// + 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 80 7f
// + 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27
// + 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01
// + ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e
// + 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f
// + 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27
// + 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03
// + fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01
// + ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff
// @data r_signed_zero i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 ff 01 00 00 00 00 00 00 00 00 00 00 00 00 00 80 01 ff
// + 01 c0 d6 40 ee ff fe fa fd f8 20 7f 81 00 01 ff 3f 2a c1 12 01 02 06 03
// + 07 e1 81 7f 00 ff 01 c1 d6 3f ee ff fe fa fd f9 1f 02 fe 00 00 00 01 00
// + ff 00 00 00 00 00 00 00 03 fd 00 00 00 01 01 ff 00 00 00 00 00 00 00 fe
// + 02 00 00 00 ff 00 01 00 00 00 00 00 00 00 07 f9 00 00 00 03 02 fd 01 00
// + 00 00 00 00 ff 7e 82 00 00 00 3f 2a c1 12 01 02 06 03 07 e1 36 ca 00 00
// + 00 1b 12 e5 07 00 01 02 01 03 f3 15 eb 00 00 00 0a 07 f6 03 00 00 01 00
// + 01 fb 27 d9 00 00 00 13 0d ed 05 00 00 01 01 02 f7 10 f0 00 00 00 08 05
// + f8 02 00 00 00 00 01 fc fc 04 00 00 00 fe ff 02 00 00 00 00 00 00 01 00
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 ff
// @data a_signed_positive_inf i8 from a_signed_zero
// @data b_signed_positive_inf i8 from b_signed_zero
// @data r_signed_positive_inf i8 from r_signed_zero 18:01 20:01 21:01 23:01 24:01 25:01 26:01 27:01 28:01 32:01 34:01 37:01
// + 44:01 48:02 64:40 65:2b 67:13 68:02 69:03 70:07 71:04 72:08 76:01 81:40
// + 88:20 92:01 95:01 97:01 98:01 99:01 100:01 101:01 102:01 107:01 109:02 112:01
// + 113:01 114:01 115:01 116:01 117:01 121:01 123:01 133:01 137:01 139:04 140:03 143:01
// + 144:01 145:01 146:01 147:01 152:01 159:03 161:04 162:08 167:01 172:08 173:01 175:03
// + 176:02 177:04 182:01 184:0b 188:01 189:01 191:01 192:02 197:01 199:14 202:06 203:01
// + 204:01 205:02 207:03 212:01 215:06 217:03 218:01 219:01 220:01 221:01 226:01 228:01
// @data a_signed_negative_inf i8 from a_signed_zero
// @data b_signed_negative_inf i8 from b_signed_zero
// @data r_signed_negative_inf i8 from r_signed_zero 17:ff 19:ff 22:ff 29:ff 33:ff 35:ff 36:ff 38:ff 39:ff 40:ff 41:ff 42:ff
// + 43:ff 47:fe 50:d5 52:ed 53:fe 54:fd 55:f9 56:fc 61:ff 66:c0 73:e0 79:c0
// + 80:d5 82:ed 83:fe 84:fd 85:f9 86:fc 87:f8 91:ff 93:ff 103:ff 106:ff 108:ff
// + 111:fe 118:ff 122:ff 125:ff 127:ff 128:ff 129:ff 130:ff 131:ff 132:ff 136:ff 138:ff
// + 141:fc 148:fe 151:ff 153:ff 163:e0 166:ff 168:ff 178:f2 181:ff 183:ff 186:f5 193:fa
// + 196:ff 198:ff 201:ec 208:f6 211:ff 213:ff 227:ff 230:fe 232:ff 233:ff 234:ff 235:ff
// + 236:ff 237:ff
// @data a_unsigned_zero i8 from a_signed_zero 59:80 74:7f 89:81 104:02 119:03 134:fe 149:07 164:7e 179:36 194:15 209:27 224:10
// + 239:fc 254:00
// @data b_unsigned_zero i8 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07
// + 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80
// + 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15
// + 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02
// + 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07
// + 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80
// + 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15
// + 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02
// + 03 fe 07 7e 36 15 27 10 fc 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc
// + 01 ff 80 7f 81 02 03 fe 07 7e 36 15 27 10 fc 01
// @data r_unsigned_zero i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 00
// + 00 00 00 00 00 00 ff 01 01 02 01 7f 55 01 24 02 04 0c 06 0f 01 80 00 01
// + 01 00 40 2a 00 12 01 02 06 03 08 00 7f 00 00 01 00 3f 2a 00 12 01 02 06
// + 03 07 00 81 00 01 01 01 40 2b 00 12 01 02 06 03 08 00 02 00 00 00 00 01
// + 00 00 00 00 00 00 00 00 00 03 00 00 00 00 01 01 00 00 00 00 00 00 00 00
// + fe 00 01 02 01 7f 54 01 24 02 04 0c 06 0f 01 07 00 00 00 00 03 02 00 01
// + 00 00 00 00 00 00 7e 00 00 00 00 3f 2a 00 12 01 02 06 03 07 00 36 00 00
// + 00 00 1b 12 00 07 00 01 02 01 03 00 15 00 00 00 00 0a 07 00 03 00 00 01
// + 00 01 00 27 00 00 00 00 13 0d 00 05 00 00 01 01 02 00 10 00 00 00 00 08
// + 05 00 02 00 00 00 00 01 00 fc 00 01 01 01 7e 54 00 24 02 04 0c 06 0f 01
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01
// @data a_unsigned_positive_inf i8 from a_unsigned_zero
// @data b_unsigned_positive_inf i8 from b_unsigned_zero
// @data r_unsigned_positive_inf i8 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01
// + 01 01 01 01 01 01 ff 01 02 03 02 80 55 02 25 03 05 0d 07 10 02 80 01 01
// + 02 01 40 2b 01 13 02 03 07 04 08 01 7f 01 01 01 01 40 2b 01 13 02 03 07
// + 04 08 01 81 01 02 02 01 41 2b 01 13 02 03 07 04 09 01 02 01 01 01 01 01
// + 01 01 01 01 01 01 01 01 01 03 01 01 01 01 02 01 01 01 01 01 01 01 01 01
// + fe 01 02 02 02 7f 55 01 25 03 05 0d 07 10 02 07 01 01 01 01 04 03 01 01
// + 01 01 01 01 01 01 7e 01 01 01 01 3f 2a 01 12 01 03 06 04 08 01 36 01 01
// + 01 01 1b 12 01 08 01 01 03 02 04 01 15 01 01 01 01 0b 07 01 03 01 01 01
// + 01 02 01 27 01 01 01 01 14 0d 01 06 01 01 02 01 03 01 10 01 01 01 01 08
// + 06 01 03 01 01 01 01 01 01 fc 01 02 02 02 7e 54 01 24 02 05 0c 07 10 01
// + 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01
// @run signed_zero entry=divi_signed_zero grid=1
// @arg buf i8 a_signed_zero
// @arg buf i8 b_signed_zero
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed_zero prov=exact
// @run signed_positive_inf entry=divi_signed_positive_inf grid=1
// @arg buf i8 a_signed_positive_inf
// @arg buf i8 b_signed_positive_inf
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed_positive_inf prov=exact
// @run signed_negative_inf entry=divi_signed_negative_inf grid=1
// @arg buf i8 a_signed_negative_inf
// @arg buf i8 b_signed_negative_inf
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_signed_negative_inf prov=exact
// @run unsigned_zero entry=divi_unsigned_zero grid=1
// @arg buf i8 a_unsigned_zero
// @arg buf i8 b_unsigned_zero
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned_zero prov=exact
// @run unsigned_positive_inf entry=divi_unsigned_positive_inf grid=1
// @arg buf i8 a_unsigned_positive_inf
// @arg buf i8 b_unsigned_positive_inf
// @arg buf i8 zeros(256)
// @expect verdict ok prov=hand
// @expect arg 2 r_unsigned_positive_inf prov=exact
cuda_tile.module @conformance {
  entry @divi_signed_zero(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = divi %x0, %x1 signed : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_signed_positive_inf(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = divi %x0, %x1 signed rounding<positive_inf> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_signed_negative_inf(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = divi %x0, %x1 signed rounding<negative_inf> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_unsigned_zero(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = divi %x0, %x1 unsigned : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @divi_unsigned_positive_inf(%a0: tile<ptr<i8>>, %a1: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %v1 = make_tensor_view %a1, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> tile<256xi8>, token
    %r = divi %x0, %x1 unsigned rounding<positive_inf> : tile<256xi8>
    %vo = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<256xi8>, partition_view<tile=(256), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
