// @conformance 1
// @tier ci
// @family float-arith
// maxf/minf: IEEE 754-2019 maximumNumber/minimumNumber, or maximum/minimum with propagate_nan; +0 > -0 (digest 4.2).
// @oracle ieee IEEE 754-2019 maximum/maximumNumber by definition, comparing exact values in host f64 arithmetic (every f16/bf16/f32/f64 value is an f64 value); NaN results are the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a bf16 0000 8000 7f80 ff80 7fc0 ffc5 7f81 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// @data r_maxf bf16 0000 0000 7f80 0000 0000 0000 0000 0001 007f 0000 0080 0000 0081 7f7f 0000 7f00 3f80 0000 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 7f80 8000 8000 8000 8000 0001 007f 8000 0080 8000 0081 7f7f 8000 7f00
// + 3f80 8000 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80 7f80
// + 0000 8000 7f80 ff80 ff80 ff80 ff80 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 7f80 ff80 7fff 7fff 7fff 0001
// + 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0001 0001 7f80 0001 0001 0001 0001 0001 007f 0001 0080 0001 0081 7f7f 0001 7f00
// + 3f80 0001 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 007f 007f 7f80 007f 007f 007f 007f 007f
// + 007f 007f 0080 007f 0081 7f7f 007f 7f00 3f80 007f 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 007f 7eff 3fff
// + 0000 8000 7f80 8001 8001 8001 8001 0001 007f 8001 0080 8001 0081 7f7f 8001 7f00 3f80 8001 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0080 0080 7f80 0080 0080 0080 0080 0080 0080 0080 0080 0080 0081 7f7f 0080 7f00
// + 3f80 0080 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0080 7eff 3fff 0000 8000 7f80 8080 8080 8080 8080 0001
// + 007f 8001 0080 8080 0081 7f7f 8080 7f00 3f80 8080 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + 0081 0081 7f80 0081 0081 0081 0081 0081 0081 0081 0081 0081 0081 7f7f 0081 7f00 3f80 0081 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0081 7eff 3fff 7f7f 7f7f 7f80 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f
// + 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 7f7f 0000 8000 7f80 ff7f ff7f ff7f ff7f 0001
// + 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + 7f00 7f00 7f80 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f7f 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00
// + 7f00 7f00 7f00 7f00 7f00 7f00 7f00 7f00 3f80 3f80 7f80 3f80 3f80 3f80 3f80 3f80 3f80 3f80 3f80 3f80 3f80 7f7f 3f80 7f00
// + 3f80 3f80 3f81 3f80 4000 3fc0 4040 3f80 3f80 3f80 3f80 3f80 3f80 3f80 7eff 3fff 0000 8000 7f80 bf80 bf80 bf80 bf80 0001
// + 007f 8001 0080 8080 0081 7f7f bf80 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + 3f81 3f81 7f80 3f81 3f81 3f81 3f81 3f81 3f81 3f81 3f81 3f81 3f81 7f7f 3f81 7f00 3f81 3f81 3f81 3f81 4000 3fc0 4040 3f81
// + 3f81 3f81 3f81 3f81 3f81 3f81 7eff 3fff 3f7f 3f7f 7f80 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 7f7f 3f7f 7f00
// + 3f80 3f7f 3f81 3f7f 4000 3fc0 4040 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 3f7f 7eff 3fff 4000 4000 7f80 4000 4000 4000 4000 4000
// + 4000 4000 4000 4000 4000 7f7f 4000 7f00 4000 4000 4000 4000 4000 4000 4040 4000 4000 4000 4000 4000 4000 4000 7eff 4000
// + 3fc0 3fc0 7f80 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 7f7f 3fc0 7f00 3fc0 3fc0 3fc0 3fc0 4000 3fc0 4040 3fc0
// + 3fc0 3fc0 3fc0 3fc0 3fc0 3fc0 7eff 3fff 4040 4040 7f80 4040 4040 4040 4040 4040 4040 4040 4040 4040 4040 7f7f 4040 7f00
// + 4040 4040 4040 4040 4040 4040 4040 4040 4040 4040 4040 4040 4040 4040 7eff 4040 3b80 3b80 7f80 3b80 3b80 3b80 3b80 3b80
// + 3b80 3b80 3b80 3b80 3b80 7f7f 3b80 7f00 3f80 3b80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b80 3bff 3f00 3b80 3b80 7eff 3fff
// + 3b81 3b81 7f80 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3b81 3b81 7f7f 3b81 7f00 3f80 3b81 3f81 3f7f 4000 3fc0 4040 3b81
// + 3b81 3b81 3bff 3f00 3b81 3b81 7eff 3fff 3b7f 3b7f 7f80 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 7f7f 3b7f 7f00
// + 3f80 3b7f 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 3b7f 3b7f 7eff 3fff 3bff 3bff 7f80 3bff 3bff 3bff 3bff 3bff
// + 3bff 3bff 3bff 3bff 3bff 7f7f 3bff 7f00 3f80 3bff 3f81 3f7f 4000 3fc0 4040 3bff 3bff 3bff 3bff 3f00 3bff 3bff 7eff 3fff
// + 3f00 3f00 7f80 3f00 3f00 3f00 3f00 3f00 3f00 3f00 3f00 3f00 3f00 7f7f 3f00 7f00 3f80 3f00 3f81 3f7f 4000 3fc0 4040 3f00
// + 3f00 3f00 3f00 3f00 3f00 3f00 7eff 3fff 017f 017f 7f80 017f 017f 017f 017f 017f 017f 017f 017f 017f 017f 7f7f 017f 7f00
// + 3f80 017f 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 017f 7eff 3fff 0040 0040 7f80 0040 0040 0040 0040 0040
// + 007f 0040 0080 0040 0081 7f7f 0040 7f00 3f80 0040 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + 7eff 7eff 7f80 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7f7f 7eff 7f00 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff
// + 7eff 7eff 7eff 7eff 7eff 7eff 7eff 7eff 3fff 3fff 7f80 3fff 3fff 3fff 3fff 3fff 3fff 3fff 3fff 3fff 3fff 7f7f 3fff 7f00
// + 3fff 3fff 3fff 3fff 4000 3fff 4040 3fff 3fff 3fff 3fff 3fff 3fff 3fff 7eff 3fff
// @data r_maxf_propagate_nan bf16 from r_maxf 4:7fff 5:7fff 6:7fff 36:7fff 37:7fff 38:7fff 68:7fff 69:7fff 70:7fff 100:7fff 101:7fff 102:7fff
// + 128:7fff 129:7fff 130:7fff 131:7fff 135:7fff 136:7fff 137:7fff 138:7fff 139:7fff 140:7fff 141:7fff 142:7fff
// + 143:7fff 144:7fff 145:7fff 146:7fff 147:7fff 148:7fff 149:7fff 150:7fff 151:7fff 152:7fff 153:7fff 154:7fff
// + 155:7fff 156:7fff 157:7fff 158:7fff 159:7fff 160:7fff 161:7fff 162:7fff 163:7fff 167:7fff 168:7fff 169:7fff
// + 170:7fff 171:7fff 172:7fff 173:7fff 174:7fff 175:7fff 176:7fff 177:7fff 178:7fff 179:7fff 180:7fff 181:7fff
// + 182:7fff 183:7fff 184:7fff 185:7fff 186:7fff 187:7fff 188:7fff 189:7fff 190:7fff 191:7fff 192:7fff 193:7fff
// + 194:7fff 195:7fff 199:7fff 200:7fff 201:7fff 202:7fff 203:7fff 204:7fff 205:7fff 206:7fff 207:7fff 208:7fff
// + 209:7fff 210:7fff 211:7fff 212:7fff 213:7fff 214:7fff 215:7fff 216:7fff 217:7fff 218:7fff 219:7fff 220:7fff
// + 221:7fff 222:7fff 223:7fff 228:7fff 229:7fff 230:7fff 260:7fff 261:7fff 262:7fff 292:7fff 293:7fff 294:7fff
// + 324:7fff 325:7fff 326:7fff 356:7fff 357:7fff 358:7fff 388:7fff 389:7fff 390:7fff 420:7fff 421:7fff 422:7fff
// + 452:7fff 453:7fff 454:7fff 484:7fff 485:7fff 486:7fff 516:7fff 517:7fff 518:7fff 548:7fff 549:7fff 550:7fff
// + 580:7fff 581:7fff 582:7fff 612:7fff 613:7fff 614:7fff 644:7fff 645:7fff 646:7fff 676:7fff 677:7fff 678:7fff
// + 708:7fff 709:7fff 710:7fff 740:7fff 741:7fff 742:7fff 772:7fff 773:7fff 774:7fff 804:7fff 805:7fff 806:7fff
// + 836:7fff 837:7fff 838:7fff 868:7fff 869:7fff 870:7fff 900:7fff 901:7fff 902:7fff 932:7fff 933:7fff 934:7fff
// + 964:7fff 965:7fff 966:7fff 996:7fff 997:7fff 998:7fff
// @data r_minf bf16 0000 8000 0000 ff80 0000 0000 0000 0000 0000 8001 0000 8080 0000 0000 ff7f 0000 0000 bf80 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 8000 8000 8000 ff80 8000 8000 8000 8000 8000 8001 8000 8080 8000 8000 ff7f 8000
// + 8000 bf80 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 0000 8000 7f80 ff80 7f80 7f80 7f80 0001
// + 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80
// + ff80 ff80 ff80 ff80 ff80 ff80 ff80 ff80 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 7f80 ff80 7fff 7fff 7fff 0001
// + 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff
// + 0000 8000 7f80 ff80 7fff 7fff 7fff 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 0001 ff80 0001 0001 0001 0001 0001 8001 0001 8080 0001 0001 ff7f 0001
// + 0001 bf80 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0000 8000 007f ff80 007f 007f 007f 0001
// + 007f 8001 007f 8080 007f 007f ff7f 007f 007f bf80 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 007f 0040 007f 007f
// + 8001 8001 8001 ff80 8001 8001 8001 8001 8001 8001 8001 8080 8001 8001 ff7f 8001 8001 bf80 8001 8001 8001 8001 8001 8001
// + 8001 8001 8001 8001 8001 8001 8001 8001 0000 8000 0080 ff80 0080 0080 0080 0001 007f 8001 0080 8080 0080 0080 ff7f 0080
// + 0080 bf80 0080 0080 0080 0080 0080 0080 0080 0080 0080 0080 0080 0040 0080 0080 8080 8080 8080 ff80 8080 8080 8080 8080
// + 8080 8080 8080 8080 8080 8080 ff7f 8080 8080 bf80 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080 8080
// + 0000 8000 0081 ff80 0081 0081 0081 0001 007f 8001 0080 8080 0081 0081 ff7f 0081 0081 bf80 0081 0081 0081 0081 0081 0081
// + 0081 0081 0081 0081 0081 0040 0081 0081 0000 8000 7f7f ff80 7f7f 7f7f 7f7f 0001 007f 8001 0080 8080 0081 7f7f ff7f 7f00
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff ff7f ff7f ff7f ff80 ff7f ff7f ff7f ff7f
// + ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f ff7f
// + 0000 8000 7f00 ff80 7f00 7f00 7f00 0001 007f 8001 0080 8080 0081 7f00 ff7f 7f00 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 3f80 ff80 3f80 3f80 3f80 0001 007f 8001 0080 8080 0081 3f80 ff7f 3f80
// + 3f80 bf80 3f80 3f7f 3f80 3f80 3f80 3b80 3b81 3b7f 3bff 3f00 017f 0040 3f80 3f80 bf80 bf80 bf80 ff80 bf80 bf80 bf80 bf80
// + bf80 bf80 bf80 bf80 bf80 bf80 ff7f bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80 bf80
// + 0000 8000 3f81 ff80 3f81 3f81 3f81 0001 007f 8001 0080 8080 0081 3f81 ff7f 3f81 3f80 bf80 3f81 3f7f 3f81 3f81 3f81 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 3f81 3f81 0000 8000 3f7f ff80 3f7f 3f7f 3f7f 0001 007f 8001 0080 8080 0081 3f7f ff7f 3f7f
// + 3f7f bf80 3f7f 3f7f 3f7f 3f7f 3f7f 3b80 3b81 3b7f 3bff 3f00 017f 0040 3f7f 3f7f 0000 8000 4000 ff80 4000 4000 4000 0001
// + 007f 8001 0080 8080 0081 4000 ff7f 4000 3f80 bf80 3f81 3f7f 4000 3fc0 4000 3b80 3b81 3b7f 3bff 3f00 017f 0040 4000 3fff
// + 0000 8000 3fc0 ff80 3fc0 3fc0 3fc0 0001 007f 8001 0080 8080 0081 3fc0 ff7f 3fc0 3f80 bf80 3f81 3f7f 3fc0 3fc0 3fc0 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 3fc0 3fc0 0000 8000 4040 ff80 4040 4040 4040 0001 007f 8001 0080 8080 0081 4040 ff7f 4040
// + 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80 3b81 3b7f 3bff 3f00 017f 0040 4040 3fff 0000 8000 3b80 ff80 3b80 3b80 3b80 0001
// + 007f 8001 0080 8080 0081 3b80 ff7f 3b80 3b80 bf80 3b80 3b80 3b80 3b80 3b80 3b80 3b80 3b7f 3b80 3b80 017f 0040 3b80 3b80
// + 0000 8000 3b81 ff80 3b81 3b81 3b81 0001 007f 8001 0080 8080 0081 3b81 ff7f 3b81 3b81 bf80 3b81 3b81 3b81 3b81 3b81 3b80
// + 3b81 3b7f 3b81 3b81 017f 0040 3b81 3b81 0000 8000 3b7f ff80 3b7f 3b7f 3b7f 0001 007f 8001 0080 8080 0081 3b7f ff7f 3b7f
// + 3b7f bf80 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 3b7f 017f 0040 3b7f 3b7f 0000 8000 3bff ff80 3bff 3bff 3bff 0001
// + 007f 8001 0080 8080 0081 3bff ff7f 3bff 3bff bf80 3bff 3bff 3bff 3bff 3bff 3b80 3b81 3b7f 3bff 3bff 017f 0040 3bff 3bff
// + 0000 8000 3f00 ff80 3f00 3f00 3f00 0001 007f 8001 0080 8080 0081 3f00 ff7f 3f00 3f00 bf80 3f00 3f00 3f00 3f00 3f00 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 3f00 3f00 0000 8000 017f ff80 017f 017f 017f 0001 007f 8001 0080 8080 0081 017f ff7f 017f
// + 017f bf80 017f 017f 017f 017f 017f 017f 017f 017f 017f 017f 017f 0040 017f 017f 0000 8000 0040 ff80 0040 0040 0040 0001
// + 0040 8001 0040 8080 0040 0040 ff7f 0040 0040 bf80 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040 0040
// + 0000 8000 7eff ff80 7eff 7eff 7eff 0001 007f 8001 0080 8080 0081 7eff ff7f 7eff 3f80 bf80 3f81 3f7f 4000 3fc0 4040 3b80
// + 3b81 3b7f 3bff 3f00 017f 0040 7eff 3fff 0000 8000 3fff ff80 3fff 3fff 3fff 0001 007f 8001 0080 8080 0081 3fff ff7f 3fff
// + 3f80 bf80 3f81 3f7f 3fff 3fc0 3fff 3b80 3b81 3b7f 3bff 3f00 017f 0040 3fff 3fff
// @data r_minf_propagate_nan bf16 from r_minf 4:7fff 5:7fff 6:7fff 36:7fff 37:7fff 38:7fff 68:7fff 69:7fff 70:7fff 100:7fff 101:7fff 102:7fff
// + 128:7fff 129:7fff 130:7fff 131:7fff 135:7fff 136:7fff 137:7fff 138:7fff 139:7fff 140:7fff 141:7fff 142:7fff
// + 143:7fff 144:7fff 145:7fff 146:7fff 147:7fff 148:7fff 149:7fff 150:7fff 151:7fff 152:7fff 153:7fff 154:7fff
// + 155:7fff 156:7fff 157:7fff 158:7fff 159:7fff 160:7fff 161:7fff 162:7fff 163:7fff 167:7fff 168:7fff 169:7fff
// + 170:7fff 171:7fff 172:7fff 173:7fff 174:7fff 175:7fff 176:7fff 177:7fff 178:7fff 179:7fff 180:7fff 181:7fff
// + 182:7fff 183:7fff 184:7fff 185:7fff 186:7fff 187:7fff 188:7fff 189:7fff 190:7fff 191:7fff 192:7fff 193:7fff
// + 194:7fff 195:7fff 199:7fff 200:7fff 201:7fff 202:7fff 203:7fff 204:7fff 205:7fff 206:7fff 207:7fff 208:7fff
// + 209:7fff 210:7fff 211:7fff 212:7fff 213:7fff 214:7fff 215:7fff 216:7fff 217:7fff 218:7fff 219:7fff 220:7fff
// + 221:7fff 222:7fff 223:7fff 228:7fff 229:7fff 230:7fff 260:7fff 261:7fff 262:7fff 292:7fff 293:7fff 294:7fff
// + 324:7fff 325:7fff 326:7fff 356:7fff 357:7fff 358:7fff 388:7fff 389:7fff 390:7fff 420:7fff 421:7fff 422:7fff
// + 452:7fff 453:7fff 454:7fff 484:7fff 485:7fff 486:7fff 516:7fff 517:7fff 518:7fff 548:7fff 549:7fff 550:7fff
// + 580:7fff 581:7fff 582:7fff 612:7fff 613:7fff 614:7fff 644:7fff 645:7fff 646:7fff 676:7fff 677:7fff 678:7fff
// + 708:7fff 709:7fff 710:7fff 740:7fff 741:7fff 742:7fff 772:7fff 773:7fff 774:7fff 804:7fff 805:7fff 806:7fff
// + 836:7fff 837:7fff 838:7fff 868:7fff 869:7fff 870:7fff 900:7fff 901:7fff 902:7fff 932:7fff 933:7fff 934:7fff
// + 964:7fff 965:7fff 966:7fff 996:7fff 997:7fff 998:7fff
// @run maxf entry=maxf grid=1
// @arg buf bf16 rows(a, a)
// @arg buf bf16 cols(a, a)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_maxf prov=ieee
// @run maxf_propagate_nan entry=maxf_propagate_nan grid=1
// @arg buf bf16 rows(a, a)
// @arg buf bf16 cols(a, a)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_maxf_propagate_nan prov=ieee
// @run minf entry=minf grid=1
// @arg buf bf16 rows(a, a)
// @arg buf bf16 cols(a, a)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_minf prov=ieee
// @run minf_propagate_nan entry=minf_propagate_nan grid=1
// @arg buf bf16 rows(a, a)
// @arg buf bf16 cols(a, a)
// @arg buf bf16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_minf_propagate_nan prov=ieee
cuda_tile.module @conformance {
  entry @maxf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = maxf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxf_propagate_nan(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = maxf %x0, %x1 propagate_nan : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @minf(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = minf %x0, %x1 : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @minf_propagate_nan(%a0: tile<ptr<bf16>>, %a1: tile<ptr<bf16>>, %out: tile<ptr<bf16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r = minf %x0, %x1 propagate_nan : tile<1024xbf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
