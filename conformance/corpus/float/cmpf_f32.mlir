// @conformance 1
// @tier ci
// @family float-compare
// cmpf: every predicate, ordered and unordered (digest 4.2): ordered is false and unordered true when an operand is NaN; -0 == +0.
// @oracle ieee IEEE 754 comparison of exact values in host f64 arithmetic (every f16/bf16/f32/f64 value is an f64 value)
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f32 00000000 80000000 7f800000 ff800000 7fc00000 ffc00005 7f800001 00000001 007fffff 80000001 00800000 80800000 00800001 7f7fffff ff7fffff 7f000000
// + 3f800000 bf800000 3f800001 3f7fffff 40000000 3fc00000 40400000 33800000 33800001 337fffff 33ffffff 3f000000 017fffff 00400000 7effffff 3fffffff
// @data r_equal_ordered i1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1
// @data r_equal_unordered i1 from r_equal_ordered 4:1 5:1 6:1 36:1 37:1 38:1 68:1 69:1 70:1 100:1 101:1 102:1
// + 128:1 129:1 130:1 131:1 132:1 133:1 134:1 135:1 136:1 137:1 138:1 139:1
// + 140:1 141:1 142:1 143:1 144:1 145:1 146:1 147:1 148:1 149:1 150:1 151:1
// + 152:1 153:1 154:1 155:1 156:1 157:1 158:1 159:1 160:1 161:1 162:1 163:1
// + 164:1 165:1 166:1 167:1 168:1 169:1 170:1 171:1 172:1 173:1 174:1 175:1
// + 176:1 177:1 178:1 179:1 180:1 181:1 182:1 183:1 184:1 185:1 186:1 187:1
// + 188:1 189:1 190:1 191:1 192:1 193:1 194:1 195:1 196:1 197:1 198:1 199:1
// + 200:1 201:1 202:1 203:1 204:1 205:1 206:1 207:1 208:1 209:1 210:1 211:1
// + 212:1 213:1 214:1 215:1 216:1 217:1 218:1 219:1 220:1 221:1 222:1 223:1
// + 228:1 229:1 230:1 260:1 261:1 262:1 292:1 293:1 294:1 324:1 325:1 326:1
// + 356:1 357:1 358:1 388:1 389:1 390:1 420:1 421:1 422:1 452:1 453:1 454:1
// + 484:1 485:1 486:1 516:1 517:1 518:1 548:1 549:1 550:1 580:1 581:1 582:1
// + 612:1 613:1 614:1 644:1 645:1 646:1 676:1 677:1 678:1 708:1 709:1 710:1
// + 740:1 741:1 742:1 772:1 773:1 774:1 804:1 805:1 806:1 836:1 837:1 838:1
// + 868:1 869:1 870:1 900:1 901:1 902:1 932:1 933:1 934:1 964:1 965:1 966:1
// + 996:1 997:1 998:1
// @data r_not_equal_ordered i1 0 0 1 1 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 1 1 0 0 0 0 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 1 1 0 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 1 1 1 1 1 0 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 0 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 0 1 1 1 1 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1
// + 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 0 1 1 1 1 1 0 0 0 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0
// @data r_not_equal_unordered i1 from r_not_equal_ordered 4:1 5:1 6:1 36:1 37:1 38:1 68:1 69:1 70:1 100:1 101:1 102:1
// + 128:1 129:1 130:1 131:1 132:1 133:1 134:1 135:1 136:1 137:1 138:1 139:1
// + 140:1 141:1 142:1 143:1 144:1 145:1 146:1 147:1 148:1 149:1 150:1 151:1
// + 152:1 153:1 154:1 155:1 156:1 157:1 158:1 159:1 160:1 161:1 162:1 163:1
// + 164:1 165:1 166:1 167:1 168:1 169:1 170:1 171:1 172:1 173:1 174:1 175:1
// + 176:1 177:1 178:1 179:1 180:1 181:1 182:1 183:1 184:1 185:1 186:1 187:1
// + 188:1 189:1 190:1 191:1 192:1 193:1 194:1 195:1 196:1 197:1 198:1 199:1
// + 200:1 201:1 202:1 203:1 204:1 205:1 206:1 207:1 208:1 209:1 210:1 211:1
// + 212:1 213:1 214:1 215:1 216:1 217:1 218:1 219:1 220:1 221:1 222:1 223:1
// + 228:1 229:1 230:1 260:1 261:1 262:1 292:1 293:1 294:1 324:1 325:1 326:1
// + 356:1 357:1 358:1 388:1 389:1 390:1 420:1 421:1 422:1 452:1 453:1 454:1
// + 484:1 485:1 486:1 516:1 517:1 518:1 548:1 549:1 550:1 580:1 581:1 582:1
// + 612:1 613:1 614:1 644:1 645:1 646:1 676:1 677:1 678:1 708:1 709:1 710:1
// + 740:1 741:1 742:1 772:1 773:1 774:1 804:1 805:1 806:1 836:1 837:1 838:1
// + 868:1 869:1 870:1 900:1 901:1 902:1 932:1 933:1 934:1 964:1 965:1 966:1
// + 996:1 997:1 998:1
// @data r_less_than_ordered i1 0 0 1 0 0 0 0 1 1 0 1 0 1 1 0 1 1 0 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 1 0 0 0 0 1 1 0 1 0 1 1 0 1
// + 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 1 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 1 0 1 0 1 1 0 1
// + 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 1 0 0 0 0 0
// + 0 0 1 0 1 1 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 0 1 1
// + 1 1 1 0 0 0 0 1 1 0 1 0 1 1 0 1 1 0 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 0 0 1 0 0 0 0 0 0 0 0 0 1 1 0 1
// + 1 0 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 0 0 0 0 1
// + 1 1 1 0 1 1 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1 1 0 1 1 1 1 1 1
// + 1 1 1 1 1 0 1 1 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 0 0 0 0 1
// + 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1
// + 0 0 1 0 1 1 1 0 0 0 0 0 0 0 1 1 1 1 1 0 0 0 0 1
// + 1 1 1 1 1 1 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1 0 0 0 0 1 1 1 0
// + 0 0 0 0 0 0 1 1 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1
// + 1 0 1 0 1 1 1 0 0 0 0 0 0 0 1 1 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 1 0 1 0 0 0 0 0 0 1 0 0 0 0 0 0 0 1 0
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1 0 0 0 0 1 0 1 0
// + 0 0 0 0 0 0 1 1 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 1 0 1 1 0 1 1 1 1 1 0 1 0 1 1 0 0 1 1
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1 1 0 1 1 1 1 1 0
// + 0 0 1 1 0 0 1 1 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1
// + 1 0 1 1 1 1 1 1 1 0 1 1 0 0 1 1 0 0 1 0 0 0 0 0
// + 0 0 0 0 0 1 0 1 1 0 1 1 1 1 1 0 0 0 0 1 0 0 1 1
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1 1 0 1 1 1 1 1 0
// + 0 0 0 0 0 0 1 1 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1
// + 1 0 1 1 1 1 1 1 1 1 1 1 0 0 1 1 0 0 1 0 0 0 0 0
// + 1 0 1 0 1 1 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 0 1 1
// + 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 1 0 1
// + 0 0 0 0 1 0 1 0 0 0 0 0 0 0 1 0
// @data r_less_than_unordered i1 from r_less_than_ordered 4:1 5:1 6:1 36:1 37:1 38:1 68:1 69:1 70:1 100:1 101:1 102:1
// + 128:1 129:1 130:1 131:1 132:1 133:1 134:1 135:1 136:1 137:1 138:1 139:1
// + 140:1 141:1 142:1 143:1 144:1 145:1 146:1 147:1 148:1 149:1 150:1 151:1
// + 152:1 153:1 154:1 155:1 156:1 157:1 158:1 159:1 160:1 161:1 162:1 163:1
// + 164:1 165:1 166:1 167:1 168:1 169:1 170:1 171:1 172:1 173:1 174:1 175:1
// + 176:1 177:1 178:1 179:1 180:1 181:1 182:1 183:1 184:1 185:1 186:1 187:1
// + 188:1 189:1 190:1 191:1 192:1 193:1 194:1 195:1 196:1 197:1 198:1 199:1
// + 200:1 201:1 202:1 203:1 204:1 205:1 206:1 207:1 208:1 209:1 210:1 211:1
// + 212:1 213:1 214:1 215:1 216:1 217:1 218:1 219:1 220:1 221:1 222:1 223:1
// + 228:1 229:1 230:1 260:1 261:1 262:1 292:1 293:1 294:1 324:1 325:1 326:1
// + 356:1 357:1 358:1 388:1 389:1 390:1 420:1 421:1 422:1 452:1 453:1 454:1
// + 484:1 485:1 486:1 516:1 517:1 518:1 548:1 549:1 550:1 580:1 581:1 582:1
// + 612:1 613:1 614:1 644:1 645:1 646:1 676:1 677:1 678:1 708:1 709:1 710:1
// + 740:1 741:1 742:1 772:1 773:1 774:1 804:1 805:1 806:1 836:1 837:1 838:1
// + 868:1 869:1 870:1 900:1 901:1 902:1 932:1 933:1 934:1 964:1 965:1 966:1
// + 996:1 997:1 998:1
// @data r_less_than_or_equal_ordered i1 from r_less_than_ordered 0:1 1:1 32:1 33:1 66:1 99:1 231:1 264:1 297:1 330:1 363:1 396:1
// + 429:1 462:1 495:1 528:1 561:1 594:1 627:1 660:1 693:1 726:1 759:1 792:1
// + 825:1 858:1 891:1 924:1 957:1 990:1 1023:1
// @data r_less_than_or_equal_unordered i1 from r_less_than_unordered 0:1 1:1 32:1 33:1 66:1 99:1 231:1 264:1 297:1 330:1 363:1 396:1
// + 429:1 462:1 495:1 528:1 561:1 594:1 627:1 660:1 693:1 726:1 759:1 792:1
// + 825:1 858:1 891:1 924:1 957:1 990:1 1023:1
// @data r_greater_than_ordered i1 0 0 0 1 0 0 0 0 0 1 0 1 0 0 1 0 0 1 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 1 0 1 0 0 1 0
// + 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 0 1 0 0 0 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 0 1 0 0 0 0 0 1 0 1 0 0 1 0
// + 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 0 1 0 0 0 1
// + 0 1 0 1 0 0 1 0 0 1 0 0 0 0 0 0 0 0 0 0 0 1 0 0
// + 0 0 0 1 0 0 0 0 0 0 0 1 0 0 1 0 0 1 0 0 0 0 0 0
// + 0 0 0 0 0 0 0 0 1 1 0 1 0 0 0 1 1 1 0 1 0 0 1 0
// + 0 1 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0
// + 0 0 0 0 0 0 1 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 0 1 0 0 0 1 1 1 1 1 0 0 1 0 0 1 0 0 0 0 0 0
// + 0 0 0 0 0 1 0 0 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 1
// + 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 1 0 0 0 0
// + 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 1 1 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0
// + 0 1 0 1 0 0 0 1 1 1 1 1 1 1 0 0 0 0 0 1 0 0 0 0
// + 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0 1 1 0 1 0 0 0 1
// + 1 1 1 1 1 1 0 0 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0
// + 0 1 0 0 0 0 0 1 1 1 1 1 1 1 0 0 1 1 0 1 0 0 0 1
// + 1 1 1 1 1 0 1 0 1 1 1 1 0 1 0 1 1 1 1 1 1 1 0 1
// + 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0 1 1 1 1 0 0 0 1
// + 1 1 1 1 1 1 0 0 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0
// + 1 1 1 1 1 1 0 1 1 1 1 1 1 1 0 1 1 1 0 1 0 0 0 1
// + 1 1 1 1 1 0 1 0 0 1 0 0 0 0 0 0 0 1 0 0 1 1 0 0
// + 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0 0 1 0 0 0 0 0 1
// + 0 1 0 0 1 1 0 0 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0
// + 0 1 0 0 0 0 0 0 0 0 0 0 1 1 0 0 1 1 0 1 0 0 0 1
// + 1 1 1 1 1 0 1 0 0 1 0 0 0 0 0 1 1 1 0 0 1 1 0 0
// + 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0 0 1 0 0 0 0 0 1
// + 1 1 1 0 1 1 0 0 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0
// + 0 1 0 0 0 0 0 0 0 0 0 0 0 1 0 0 1 1 0 1 0 0 0 1
// + 0 1 0 1 0 0 1 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// + 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0 1 1 1 1 1 1 1 1
// + 1 1 1 1 1 1 0 1 1 1 0 1 0 0 0 1 1 1 1 1 1 0 1 0
// + 1 1 1 1 0 1 0 1 1 1 1 1 1 1 0 0
// @data r_greater_than_unordered i1 from r_greater_than_ordered 4:1 5:1 6:1 36:1 37:1 38:1 68:1 69:1 70:1 100:1 101:1 102:1
// + 128:1 129:1 130:1 131:1 132:1 133:1 134:1 135:1 136:1 137:1 138:1 139:1
// + 140:1 141:1 142:1 143:1 144:1 145:1 146:1 147:1 148:1 149:1 150:1 151:1
// + 152:1 153:1 154:1 155:1 156:1 157:1 158:1 159:1 160:1 161:1 162:1 163:1
// + 164:1 165:1 166:1 167:1 168:1 169:1 170:1 171:1 172:1 173:1 174:1 175:1
// + 176:1 177:1 178:1 179:1 180:1 181:1 182:1 183:1 184:1 185:1 186:1 187:1
// + 188:1 189:1 190:1 191:1 192:1 193:1 194:1 195:1 196:1 197:1 198:1 199:1
// + 200:1 201:1 202:1 203:1 204:1 205:1 206:1 207:1 208:1 209:1 210:1 211:1
// + 212:1 213:1 214:1 215:1 216:1 217:1 218:1 219:1 220:1 221:1 222:1 223:1
// + 228:1 229:1 230:1 260:1 261:1 262:1 292:1 293:1 294:1 324:1 325:1 326:1
// + 356:1 357:1 358:1 388:1 389:1 390:1 420:1 421:1 422:1 452:1 453:1 454:1
// + 484:1 485:1 486:1 516:1 517:1 518:1 548:1 549:1 550:1 580:1 581:1 582:1
// + 612:1 613:1 614:1 644:1 645:1 646:1 676:1 677:1 678:1 708:1 709:1 710:1
// + 740:1 741:1 742:1 772:1 773:1 774:1 804:1 805:1 806:1 836:1 837:1 838:1
// + 868:1 869:1 870:1 900:1 901:1 902:1 932:1 933:1 934:1 964:1 965:1 966:1
// + 996:1 997:1 998:1
// @data r_greater_than_or_equal_ordered i1 from r_greater_than_ordered 0:1 1:1 32:1 33:1 66:1 99:1 231:1 264:1 297:1 330:1 363:1 396:1
// + 429:1 462:1 495:1 528:1 561:1 594:1 627:1 660:1 693:1 726:1 759:1 792:1
// + 825:1 858:1 891:1 924:1 957:1 990:1 1023:1
// @data r_greater_than_or_equal_unordered i1 from r_greater_than_unordered 0:1 1:1 32:1 33:1 66:1 99:1 231:1 264:1 297:1 330:1 363:1 396:1
// + 429:1 462:1 495:1 528:1 561:1 594:1 627:1 660:1 693:1 726:1 759:1 792:1
// + 825:1 858:1 891:1 924:1 957:1 990:1 1023:1
// @run equal_ordered entry=equal_ordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_equal_ordered prov=ieee
// @run equal_unordered entry=equal_unordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_equal_unordered prov=ieee
// @run not_equal_ordered entry=not_equal_ordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_not_equal_ordered prov=ieee
// @run not_equal_unordered entry=not_equal_unordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_not_equal_unordered prov=ieee
// @run less_than_ordered entry=less_than_ordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_ordered prov=ieee
// @run less_than_unordered entry=less_than_unordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_unordered prov=ieee
// @run less_than_or_equal_ordered entry=less_than_or_equal_ordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_or_equal_ordered prov=ieee
// @run less_than_or_equal_unordered entry=less_than_or_equal_unordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_less_than_or_equal_unordered prov=ieee
// @run greater_than_ordered entry=greater_than_ordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_ordered prov=ieee
// @run greater_than_unordered entry=greater_than_unordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_unordered prov=ieee
// @run greater_than_or_equal_ordered entry=greater_than_or_equal_ordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_or_equal_ordered prov=ieee
// @run greater_than_or_equal_unordered entry=greater_than_or_equal_unordered grid=1
// @arg buf f32 rows(a, a)
// @arg buf f32 cols(a, a)
// @arg buf i1 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_greater_than_or_equal_unordered prov=ieee
cuda_tile.module @conformance {
  entry @equal_ordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf equal ordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @equal_unordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf equal unordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @not_equal_ordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf not_equal ordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @not_equal_unordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf not_equal unordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @less_than_ordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf less_than ordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @less_than_unordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf less_than unordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @less_than_or_equal_ordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf less_than_or_equal ordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @less_than_or_equal_unordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf less_than_or_equal unordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @greater_than_ordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf greater_than ordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @greater_than_unordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf greater_than unordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @greater_than_or_equal_ordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf greater_than_or_equal ordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @greater_than_or_equal_unordered(%a0: tile<ptr<f32>>, %a1: tile<ptr<f32>>, %out: tile<ptr<i1>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = cmpf greater_than_or_equal unordered %x0, %x1 : tile<1024xf32> -> tile<1024xi1>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xi1, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xi1>, partition_view<tile=(1024), tensor_view<1024xi1, strides=[1]>>, tile<i32> -> token
    return
  }
}
