// @conformance 1
// @tier ci
// @family float-arith
// maxf/minf: IEEE 754-2019 maximumNumber/minimumNumber, or maximum/minimum with propagate_nan; +0 > -0 (digest 4.2).
// @oracle ieee IEEE 754-2019 maximum/maximumNumber by definition, comparing exact values in host f64 arithmetic (every f16/bf16/f32/f64 value is an f64 value); NaN results are the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f16 0000 8000 7c00 fc00 7e00 fe05 7c01 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// @data r_maxf f16 0000 0000 7c00 0000 0000 0000 0000 0001 03ff 0000 0400 0000 0401 7bff 0000 7800 3c00 0000 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 7c00 8000 8000 8000 8000 0001 03ff 8000 0400 8000 0401 7bff 8000 7800
// + 3c00 8000 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00 7c00
// + 0000 8000 7c00 fc00 fc00 fc00 fc00 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 7c00 fc00 7fff 7fff 7fff 0001
// + 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0001 0001 7c00 0001 0001 0001 0001 0001 03ff 0001 0400 0001 0401 7bff 0001 7800
// + 3c00 0001 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 03ff 03ff 7c00 03ff 03ff 03ff 03ff 03ff
// + 03ff 03ff 0400 03ff 0401 7bff 03ff 7800 3c00 03ff 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 03ff 77ff 3fff
// + 0000 8000 7c00 8001 8001 8001 8001 0001 03ff 8001 0400 8001 0401 7bff 8001 7800 3c00 8001 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0400 0400 7c00 0400 0400 0400 0400 0400 0400 0400 0400 0400 0401 7bff 0400 7800
// + 3c00 0400 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0400 77ff 3fff 0000 8000 7c00 8400 8400 8400 8400 0001
// + 03ff 8001 0400 8400 0401 7bff 8400 7800 3c00 8400 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + 0401 0401 7c00 0401 0401 0401 0401 0401 0401 0401 0401 0401 0401 7bff 0401 7800 3c00 0401 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0401 77ff 3fff 7bff 7bff 7c00 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff
// + 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 7bff 0000 8000 7c00 fbff fbff fbff fbff 0001
// + 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + 7800 7800 7c00 7800 7800 7800 7800 7800 7800 7800 7800 7800 7800 7bff 7800 7800 7800 7800 7800 7800 7800 7800 7800 7800
// + 7800 7800 7800 7800 7800 7800 7800 7800 3c00 3c00 7c00 3c00 3c00 3c00 3c00 3c00 3c00 3c00 3c00 3c00 3c00 7bff 3c00 7800
// + 3c00 3c00 3c01 3c00 4000 3e00 4200 3c00 3c00 3c00 3c00 3c00 3c00 3c00 77ff 3fff 0000 8000 7c00 bc00 bc00 bc00 bc00 0001
// + 03ff 8001 0400 8400 0401 7bff bc00 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + 3c01 3c01 7c00 3c01 3c01 3c01 3c01 3c01 3c01 3c01 3c01 3c01 3c01 7bff 3c01 7800 3c01 3c01 3c01 3c01 4000 3e00 4200 3c01
// + 3c01 3c01 3c01 3c01 3c01 3c01 77ff 3fff 3bff 3bff 7c00 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3bff 3bff 7bff 3bff 7800
// + 3c00 3bff 3c01 3bff 4000 3e00 4200 3bff 3bff 3bff 3bff 3bff 3bff 3bff 77ff 3fff 4000 4000 7c00 4000 4000 4000 4000 4000
// + 4000 4000 4000 4000 4000 7bff 4000 7800 4000 4000 4000 4000 4000 4000 4200 4000 4000 4000 4000 4000 4000 4000 77ff 4000
// + 3e00 3e00 7c00 3e00 3e00 3e00 3e00 3e00 3e00 3e00 3e00 3e00 3e00 7bff 3e00 7800 3e00 3e00 3e00 3e00 4000 3e00 4200 3e00
// + 3e00 3e00 3e00 3e00 3e00 3e00 77ff 3fff 4200 4200 7c00 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 7bff 4200 7800
// + 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 4200 77ff 4200 1000 1000 7c00 1000 1000 1000 1000 1000
// + 1000 1000 1000 1000 1000 7bff 1000 7800 3c00 1000 3c01 3bff 4000 3e00 4200 1000 1001 1000 13ff 3800 1000 1000 77ff 3fff
// + 1001 1001 7c00 1001 1001 1001 1001 1001 1001 1001 1001 1001 1001 7bff 1001 7800 3c00 1001 3c01 3bff 4000 3e00 4200 1001
// + 1001 1001 13ff 3800 1001 1001 77ff 3fff 0fff 0fff 7c00 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 7bff 0fff 7800
// + 3c00 0fff 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0fff 0fff 77ff 3fff 13ff 13ff 7c00 13ff 13ff 13ff 13ff 13ff
// + 13ff 13ff 13ff 13ff 13ff 7bff 13ff 7800 3c00 13ff 3c01 3bff 4000 3e00 4200 13ff 13ff 13ff 13ff 3800 13ff 13ff 77ff 3fff
// + 3800 3800 7c00 3800 3800 3800 3800 3800 3800 3800 3800 3800 3800 7bff 3800 7800 3c00 3800 3c01 3bff 4000 3e00 4200 3800
// + 3800 3800 3800 3800 3800 3800 77ff 3fff 0bff 0bff 7c00 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 7bff 0bff 7800
// + 3c00 0bff 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0bff 77ff 3fff 0200 0200 7c00 0200 0200 0200 0200 0200
// + 03ff 0200 0400 0200 0401 7bff 0200 7800 3c00 0200 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + 77ff 77ff 7c00 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff 7bff 77ff 7800 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff
// + 77ff 77ff 77ff 77ff 77ff 77ff 77ff 77ff 3fff 3fff 7c00 3fff 3fff 3fff 3fff 3fff 3fff 3fff 3fff 3fff 3fff 7bff 3fff 7800
// + 3fff 3fff 3fff 3fff 4000 3fff 4200 3fff 3fff 3fff 3fff 3fff 3fff 3fff 77ff 3fff
// @data r_maxf_propagate_nan f16 from r_maxf 4:7fff 5:7fff 6:7fff 36:7fff 37:7fff 38:7fff 68:7fff 69:7fff 70:7fff 100:7fff 101:7fff 102:7fff
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
// @data r_minf f16 0000 8000 0000 fc00 0000 0000 0000 0000 0000 8001 0000 8400 0000 0000 fbff 0000 0000 bc00 0000 0000 0000 0000 0000 0000
// + 0000 0000 0000 0000 0000 0000 0000 0000 8000 8000 8000 fc00 8000 8000 8000 8000 8000 8001 8000 8400 8000 8000 fbff 8000
// + 8000 bc00 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 8000 0000 8000 7c00 fc00 7c00 7c00 7c00 0001
// + 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00
// + fc00 fc00 fc00 fc00 fc00 fc00 fc00 fc00 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 7c00 fc00 7fff 7fff 7fff 0001
// + 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff
// + 0000 8000 7c00 fc00 7fff 7fff 7fff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 0001 fc00 0001 0001 0001 0001 0001 8001 0001 8400 0001 0001 fbff 0001
// + 0001 bc00 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0001 0000 8000 03ff fc00 03ff 03ff 03ff 0001
// + 03ff 8001 03ff 8400 03ff 03ff fbff 03ff 03ff bc00 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 03ff 0200 03ff 03ff
// + 8001 8001 8001 fc00 8001 8001 8001 8001 8001 8001 8001 8400 8001 8001 fbff 8001 8001 bc00 8001 8001 8001 8001 8001 8001
// + 8001 8001 8001 8001 8001 8001 8001 8001 0000 8000 0400 fc00 0400 0400 0400 0001 03ff 8001 0400 8400 0400 0400 fbff 0400
// + 0400 bc00 0400 0400 0400 0400 0400 0400 0400 0400 0400 0400 0400 0200 0400 0400 8400 8400 8400 fc00 8400 8400 8400 8400
// + 8400 8400 8400 8400 8400 8400 fbff 8400 8400 bc00 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400 8400
// + 0000 8000 0401 fc00 0401 0401 0401 0001 03ff 8001 0400 8400 0401 0401 fbff 0401 0401 bc00 0401 0401 0401 0401 0401 0401
// + 0401 0401 0401 0401 0401 0200 0401 0401 0000 8000 7bff fc00 7bff 7bff 7bff 0001 03ff 8001 0400 8400 0401 7bff fbff 7800
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 77ff 3fff fbff fbff fbff fc00 fbff fbff fbff fbff
// + fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff fbff
// + 0000 8000 7800 fc00 7800 7800 7800 0001 03ff 8001 0400 8400 0401 7800 fbff 7800 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 3c00 fc00 3c00 3c00 3c00 0001 03ff 8001 0400 8400 0401 3c00 fbff 3c00
// + 3c00 bc00 3c00 3bff 3c00 3c00 3c00 1000 1001 0fff 13ff 3800 0bff 0200 3c00 3c00 bc00 bc00 bc00 fc00 bc00 bc00 bc00 bc00
// + bc00 bc00 bc00 bc00 bc00 bc00 fbff bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00 bc00
// + 0000 8000 3c01 fc00 3c01 3c01 3c01 0001 03ff 8001 0400 8400 0401 3c01 fbff 3c01 3c00 bc00 3c01 3bff 3c01 3c01 3c01 1000
// + 1001 0fff 13ff 3800 0bff 0200 3c01 3c01 0000 8000 3bff fc00 3bff 3bff 3bff 0001 03ff 8001 0400 8400 0401 3bff fbff 3bff
// + 3bff bc00 3bff 3bff 3bff 3bff 3bff 1000 1001 0fff 13ff 3800 0bff 0200 3bff 3bff 0000 8000 4000 fc00 4000 4000 4000 0001
// + 03ff 8001 0400 8400 0401 4000 fbff 4000 3c00 bc00 3c01 3bff 4000 3e00 4000 1000 1001 0fff 13ff 3800 0bff 0200 4000 3fff
// + 0000 8000 3e00 fc00 3e00 3e00 3e00 0001 03ff 8001 0400 8400 0401 3e00 fbff 3e00 3c00 bc00 3c01 3bff 3e00 3e00 3e00 1000
// + 1001 0fff 13ff 3800 0bff 0200 3e00 3e00 0000 8000 4200 fc00 4200 4200 4200 0001 03ff 8001 0400 8400 0401 4200 fbff 4200
// + 3c00 bc00 3c01 3bff 4000 3e00 4200 1000 1001 0fff 13ff 3800 0bff 0200 4200 3fff 0000 8000 1000 fc00 1000 1000 1000 0001
// + 03ff 8001 0400 8400 0401 1000 fbff 1000 1000 bc00 1000 1000 1000 1000 1000 1000 1000 0fff 1000 1000 0bff 0200 1000 1000
// + 0000 8000 1001 fc00 1001 1001 1001 0001 03ff 8001 0400 8400 0401 1001 fbff 1001 1001 bc00 1001 1001 1001 1001 1001 1000
// + 1001 0fff 1001 1001 0bff 0200 1001 1001 0000 8000 0fff fc00 0fff 0fff 0fff 0001 03ff 8001 0400 8400 0401 0fff fbff 0fff
// + 0fff bc00 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0fff 0bff 0200 0fff 0fff 0000 8000 13ff fc00 13ff 13ff 13ff 0001
// + 03ff 8001 0400 8400 0401 13ff fbff 13ff 13ff bc00 13ff 13ff 13ff 13ff 13ff 1000 1001 0fff 13ff 13ff 0bff 0200 13ff 13ff
// + 0000 8000 3800 fc00 3800 3800 3800 0001 03ff 8001 0400 8400 0401 3800 fbff 3800 3800 bc00 3800 3800 3800 3800 3800 1000
// + 1001 0fff 13ff 3800 0bff 0200 3800 3800 0000 8000 0bff fc00 0bff 0bff 0bff 0001 03ff 8001 0400 8400 0401 0bff fbff 0bff
// + 0bff bc00 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0bff 0200 0bff 0bff 0000 8000 0200 fc00 0200 0200 0200 0001
// + 0200 8001 0200 8400 0200 0200 fbff 0200 0200 bc00 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200 0200
// + 0000 8000 77ff fc00 77ff 77ff 77ff 0001 03ff 8001 0400 8400 0401 77ff fbff 77ff 3c00 bc00 3c01 3bff 4000 3e00 4200 1000
// + 1001 0fff 13ff 3800 0bff 0200 77ff 3fff 0000 8000 3fff fc00 3fff 3fff 3fff 0001 03ff 8001 0400 8400 0401 3fff fbff 3fff
// + 3c00 bc00 3c01 3bff 3fff 3e00 3fff 1000 1001 0fff 13ff 3800 0bff 0200 3fff 3fff
// @data r_minf_propagate_nan f16 from r_minf 4:7fff 5:7fff 6:7fff 36:7fff 37:7fff 38:7fff 68:7fff 69:7fff 70:7fff 100:7fff 101:7fff 102:7fff
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
// @arg buf f16 rows(a, a)
// @arg buf f16 cols(a, a)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_maxf prov=ieee
// @run maxf_propagate_nan entry=maxf_propagate_nan grid=1
// @arg buf f16 rows(a, a)
// @arg buf f16 cols(a, a)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_maxf_propagate_nan prov=ieee
// @run minf entry=minf grid=1
// @arg buf f16 rows(a, a)
// @arg buf f16 cols(a, a)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_minf prov=ieee
// @run minf_propagate_nan entry=minf_propagate_nan grid=1
// @arg buf f16 rows(a, a)
// @arg buf f16 cols(a, a)
// @arg buf f16 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_minf_propagate_nan prov=ieee
cuda_tile.module @conformance {
  entry @maxf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = maxf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxf_propagate_nan(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = maxf %x0, %x1 propagate_nan : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @minf(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = minf %x0, %x1 : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @minf_propagate_nan(%a0: tile<ptr<f16>>, %a1: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r = minf %x0, %x1 propagate_nan : tile<1024xf16>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
