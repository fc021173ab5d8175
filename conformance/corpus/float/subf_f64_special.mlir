// @conformance 1
// @tier full
// @family float-arith
// subf on f64 in every IEEE rounding mode; inputs: every pair of a TestFloat-style special-value set.
// @oracle softfloat Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md
// @oracle hand derived by hand from the spec text (digest sections named in the file)
// @data a f64 0000000000000000 8000000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 fff8000000000005 7ff0000000000001 0000000000000001
// + 000fffffffffffff 8000000000000001 0010000000000000 8010000000000000 0010000000000001 7fefffffffffffff ffefffffffffffff 7fe0000000000000
// + 3ff0000000000000 bff0000000000000 3ff0000000000001 3fefffffffffffff 4000000000000000 3ff8000000000000 4008000000000000 3ca0000000000000
// + 3ca0000000000001 3c9fffffffffffff 3cafffffffffffff 3fe0000000000000 002fffffffffffff 0008000000000000 7fdfffffffffffff 3fffffffffffffff
// @data b f64 from a
// @data r_nearest_even f64 0000000000000000 0000000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 8000000000000001
// + 800fffffffffffff 0000000000000001 8010000000000000 0010000000000000 8010000000000001 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 802fffffffffffff 8008000000000000 ffdfffffffffffff bfffffffffffffff
// + 8000000000000000 0000000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 8000000000000001
// + 800fffffffffffff 0000000000000001 8010000000000000 0010000000000000 8010000000000001 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 802fffffffffffff 8008000000000000 ffdfffffffffffff bfffffffffffffff
// + 7ff0000000000000 7ff0000000000000 7fffffffffffffff 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7ff0000000000000
// + 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
// + 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
// + 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
// + fff0000000000000 fff0000000000000 fff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff fff0000000000000
// + fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
// + fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
// + fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff
// + 0000000000000001 0000000000000001 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 0000000000000000
// + 800ffffffffffffe 0000000000000002 800fffffffffffff 0010000000000001 8010000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 802ffffffffffffe 8007ffffffffffff ffdfffffffffffff bfffffffffffffff
// + 000fffffffffffff 000fffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 000ffffffffffffe
// + 0000000000000000 0010000000000000 8000000000000001 001fffffffffffff 8000000000000002 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 8028000000000000 0007ffffffffffff ffdfffffffffffff bfffffffffffffff
// + 8000000000000001 8000000000000001 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 8000000000000002
// + 8010000000000000 0000000000000000 8010000000000001 000fffffffffffff 8010000000000002 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 8030000000000000 8008000000000001 ffdfffffffffffff bfffffffffffffff
// + 0010000000000000 0010000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 000fffffffffffff
// + 0000000000000001 0010000000000001 0000000000000000 0020000000000000 8000000000000001 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 8027ffffffffffff 0008000000000000 ffdfffffffffffff bfffffffffffffff
// + 8010000000000000 8010000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 8010000000000001
// + 801fffffffffffff 800fffffffffffff 8020000000000000 0000000000000000 8020000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 8034000000000000 8018000000000000 ffdfffffffffffff bfffffffffffffff
// + 0010000000000001 0010000000000001 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 0010000000000000
// + 0000000000000002 0010000000000002 0000000000000001 0020000000000000 0000000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 8027fffffffffffe 0008000000000001 ffdfffffffffffff bfffffffffffffff
// + 7fefffffffffffff 7fefffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fefffffffffffff
// + 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 0000000000000000 7ff0000000000000 7fdffffffffffffe
// + 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff
// + 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fefffffffffffff 7fdfffffffffffff 7fefffffffffffff
// + ffefffffffffffff ffefffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff ffefffffffffffff
// + ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff fff0000000000000 0000000000000000 fff0000000000000
// + ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff
// + ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff ffefffffffffffff fff0000000000000 ffefffffffffffff
// + 7fe0000000000000 7fe0000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fe0000000000000
// + 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 ffdffffffffffffe 7ff0000000000000 0000000000000000
// + 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000
// + 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7fe0000000000000 7c90000000000000 7fe0000000000000
// + 3ff0000000000000 3ff0000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3ff0000000000000
// + 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + 0000000000000000 4000000000000000 bcb0000000000000 3ca0000000000000 bff0000000000000 bfe0000000000000 c000000000000000 3fefffffffffffff
// + 3fefffffffffffff 3fefffffffffffff 3feffffffffffffe 3fe0000000000000 3ff0000000000000 3ff0000000000000 ffdfffffffffffff bfeffffffffffffe
// + bff0000000000000 bff0000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff bff0000000000000
// + bff0000000000000 bff0000000000000 bff0000000000000 bff0000000000000 bff0000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + c000000000000000 0000000000000000 c000000000000000 c000000000000000 c008000000000000 c004000000000000 c010000000000000 bff0000000000000
// + bff0000000000001 bff0000000000000 bff0000000000001 bff8000000000000 bff0000000000000 bff0000000000000 ffdfffffffffffff c008000000000000
// + 3ff0000000000001 3ff0000000000001 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3ff0000000000001
// + 3ff0000000000001 3ff0000000000001 3ff0000000000001 3ff0000000000001 3ff0000000000001 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + 3cb0000000000000 4000000000000000 0000000000000000 3cb8000000000000 bfeffffffffffffe bfdffffffffffffc bfffffffffffffff 3ff0000000000000
// + 3ff0000000000000 3ff0000000000001 3ff0000000000000 3fe0000000000002 3ff0000000000001 3ff0000000000001 ffdfffffffffffff bfeffffffffffffc
// + 3fefffffffffffff 3fefffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3fefffffffffffff
// + 3fefffffffffffff 3fefffffffffffff 3fefffffffffffff 3fefffffffffffff 3fefffffffffffff ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bca0000000000000 4000000000000000 bcb8000000000000 0000000000000000 bff0000000000000 bfe0000000000001 c000000000000000 3feffffffffffffe
// + 3feffffffffffffe 3feffffffffffffe 3feffffffffffffd 3fdffffffffffffe 3fefffffffffffff 3fefffffffffffff ffdfffffffffffff bfefffffffffffff
// + 4000000000000000 4000000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 4000000000000000
// + 4000000000000000 4000000000000000 4000000000000000 4000000000000000 4000000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + 3ff0000000000000 4008000000000000 3feffffffffffffe 3ff0000000000000 0000000000000000 3fe0000000000000 bff0000000000000 4000000000000000
// + 3fffffffffffffff 4000000000000000 3fffffffffffffff 3ff8000000000000 4000000000000000 4000000000000000 ffdfffffffffffff 3cb0000000000000
// + 3ff8000000000000 3ff8000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3ff8000000000000
// + 3ff8000000000000 3ff8000000000000 3ff8000000000000 3ff8000000000000 3ff8000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + 3fe0000000000000 4004000000000000 3fdffffffffffffc 3fe0000000000001 bfe0000000000000 0000000000000000 bff8000000000000 3ff8000000000000
// + 3ff7ffffffffffff 3ff8000000000000 3ff7ffffffffffff 3ff0000000000000 3ff8000000000000 3ff8000000000000 ffdfffffffffffff bfdffffffffffffc
// + 4008000000000000 4008000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 4008000000000000
// + 4008000000000000 4008000000000000 4008000000000000 4008000000000000 4008000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + 4000000000000000 4010000000000000 3fffffffffffffff 4000000000000000 3ff0000000000000 3ff8000000000000 0000000000000000 4008000000000000
// + 4008000000000000 4008000000000000 4008000000000000 4004000000000000 4008000000000000 4008000000000000 ffdfffffffffffff 3ff0000000000001
// + 3ca0000000000000 3ca0000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3ca0000000000000
// + 3ca0000000000000 3ca0000000000000 3ca0000000000000 3ca0000000000000 3ca0000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bfefffffffffffff 3ff0000000000000 bff0000000000000 bfeffffffffffffe c000000000000000 bff8000000000000 c008000000000000 0000000000000000
// + b960000000000000 3950000000000000 bc9ffffffffffffe bfdffffffffffffe 3ca0000000000000 3ca0000000000000 ffdfffffffffffff bffffffffffffffe
// + 3ca0000000000001 3ca0000000000001 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3ca0000000000001
// + 3ca0000000000001 3ca0000000000001 3ca0000000000001 3ca0000000000001 3ca0000000000001 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bfefffffffffffff 3ff0000000000001 bff0000000000000 bfeffffffffffffe bfffffffffffffff bff7ffffffffffff c008000000000000 3960000000000000
// + 0000000000000000 3968000000000000 bc9ffffffffffffc bfdffffffffffffe 3ca0000000000001 3ca0000000000001 ffdfffffffffffff bffffffffffffffe
// + 3c9fffffffffffff 3c9fffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3c9fffffffffffff
// + 3c9fffffffffffff 3c9fffffffffffff 3c9fffffffffffff 3c9fffffffffffff 3c9fffffffffffff ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bfefffffffffffff 3ff0000000000000 bff0000000000001 bfeffffffffffffe c000000000000000 bff8000000000000 c008000000000000 b950000000000000
// + b968000000000000 0000000000000000 bc9fffffffffffff bfdffffffffffffe 3c9fffffffffffff 3c9fffffffffffff ffdfffffffffffff bfffffffffffffff
// + 3cafffffffffffff 3cafffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3cafffffffffffff
// + 3cafffffffffffff 3cafffffffffffff 3cafffffffffffff 3cafffffffffffff 3cafffffffffffff ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bfeffffffffffffe 3ff0000000000001 bff0000000000000 bfeffffffffffffd bfffffffffffffff bff7ffffffffffff c008000000000000 3c9ffffffffffffe
// + 3c9ffffffffffffc 3c9fffffffffffff 0000000000000000 bfdffffffffffffc 3cafffffffffffff 3cafffffffffffff ffdfffffffffffff bffffffffffffffe
// + 3fe0000000000000 3fe0000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3fe0000000000000
// + 3fe0000000000000 3fe0000000000000 3fe0000000000000 3fe0000000000000 3fe0000000000000 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bfe0000000000000 3ff8000000000000 bfe0000000000002 bfdffffffffffffe bff8000000000000 bff0000000000000 c004000000000000 3fdffffffffffffe
// + 3fdffffffffffffe 3fdffffffffffffe 3fdffffffffffffc 0000000000000000 3fe0000000000000 3fe0000000000000 ffdfffffffffffff bff7ffffffffffff
// + 002fffffffffffff 002fffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 002ffffffffffffe
// + 0028000000000000 0030000000000000 0027ffffffffffff 0034000000000000 0027fffffffffffe ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 0000000000000000 002bffffffffffff ffdfffffffffffff bfffffffffffffff
// + 0008000000000000 0008000000000000 fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 0007ffffffffffff
// + 8007ffffffffffff 0008000000000001 8008000000000000 0018000000000000 8008000000000001 ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + bff0000000000000 3ff0000000000000 bff0000000000001 bfefffffffffffff c000000000000000 bff8000000000000 c008000000000000 bca0000000000000
// + bca0000000000001 bc9fffffffffffff bcafffffffffffff bfe0000000000000 802bffffffffffff 0000000000000000 ffdfffffffffffff bfffffffffffffff
// + 7fdfffffffffffff 7fdfffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 7fdfffffffffffff
// + 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff ffdfffffffffffff 7ff0000000000000 fc90000000000000
// + 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff
// + 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 7fdfffffffffffff 0000000000000000 7fdfffffffffffff
// + 3fffffffffffffff 3fffffffffffffff fff0000000000000 7ff0000000000000 7fffffffffffffff 7fffffffffffffff 7fffffffffffffff 3fffffffffffffff
// + 3fffffffffffffff 3fffffffffffffff 3fffffffffffffff 3fffffffffffffff 3fffffffffffffff ffefffffffffffff 7fefffffffffffff ffe0000000000000
// + 3feffffffffffffe 4008000000000000 3feffffffffffffc 3fefffffffffffff bcb0000000000000 3fdffffffffffffc bff0000000000001 3ffffffffffffffe
// + 3ffffffffffffffe 3fffffffffffffff 3ffffffffffffffe 3ff7ffffffffffff 3fffffffffffffff 3fffffffffffffff ffdfffffffffffff 0000000000000000
// @data r_zero f64 from r_nearest_even 237:ffeffffffffffffe 239:ffdfffffffffffff 240:bfefffffffffffff 242:bff0000000000000 243:bfeffffffffffffe 244:bfffffffffffffff 245:bff7ffffffffffff 246:c007ffffffffffff 247:bc9fffffffffffff 248:bca0000000000000 249:bc9ffffffffffffe 250:bcaffffffffffffe
// + 251:bfdfffffffffffff 254:ffdffffffffffffe 255:bffffffffffffffe 269:ffeffffffffffffe 271:ffdfffffffffffff 272:bfefffffffffffff 274:bff0000000000000 275:bfeffffffffffffe 276:bfffffffffffffff 277:bff7ffffffffffff 278:c007ffffffffffff 279:bc9fffffffffffff
// + 280:bca0000000000000 281:bc9ffffffffffffe 282:bcaffffffffffffe 283:bfdfffffffffffff 284:8027ffffffffffff 286:ffdffffffffffffe 287:bffffffffffffffe 302:7feffffffffffffe 305:3fefffffffffffff 316:802fffffffffffff 333:ffeffffffffffffe 335:ffdfffffffffffff
// + 336:bfefffffffffffff 338:bff0000000000000 339:bfeffffffffffffe 340:bfffffffffffffff 341:bff7ffffffffffff 342:c007ffffffffffff 343:bc9fffffffffffff 344:bca0000000000000 345:bc9ffffffffffffe 346:bcaffffffffffffe 347:bfdfffffffffffff 350:ffdffffffffffffe
// + 351:bffffffffffffffe 366:7feffffffffffffe 369:3fefffffffffffff 380:8033ffffffffffff 397:ffeffffffffffffe 399:ffdfffffffffffff 400:bfefffffffffffff 402:bff0000000000000 403:bfeffffffffffffe 404:bfffffffffffffff 405:bff7ffffffffffff 406:c007ffffffffffff
// + 407:bc9fffffffffffff 408:bca0000000000000 409:bc9ffffffffffffe 410:bcaffffffffffffe 411:bfdfffffffffffff 414:ffdffffffffffffe 415:bffffffffffffffe 423:7feffffffffffffe 424:7feffffffffffffe 426:7feffffffffffffe 428:7feffffffffffffe 430:7fefffffffffffff
// + 432:7feffffffffffffe 434:7feffffffffffffe 435:7feffffffffffffe 436:7feffffffffffffe 437:7feffffffffffffe 438:7feffffffffffffe 439:7feffffffffffffe 440:7feffffffffffffe 441:7feffffffffffffe 442:7feffffffffffffe 443:7feffffffffffffe 444:7feffffffffffffe
// + 445:7feffffffffffffe 447:7feffffffffffffe 457:ffeffffffffffffe 459:ffeffffffffffffe 461:ffefffffffffffff 463:ffefffffffffffff 465:ffeffffffffffffe 478:ffefffffffffffff 487:7fdfffffffffffff 488:7fdfffffffffffff 490:7fdfffffffffffff 492:7fdfffffffffffff
// + 494:7fefffffffffffff 496:7fdfffffffffffff 498:7fdfffffffffffff 499:7fdfffffffffffff 500:7fdfffffffffffff 501:7fdfffffffffffff 502:7fdfffffffffffff 503:7fdfffffffffffff 504:7fdfffffffffffff 505:7fdfffffffffffff 506:7fdfffffffffffff 507:7fdfffffffffffff
// + 508:7fdfffffffffffff 509:7fdfffffffffffff 511:7fdfffffffffffff 519:3fefffffffffffff 520:3fefffffffffffff 522:3fefffffffffffff 524:3fefffffffffffff 525:ffeffffffffffffe 527:ffdfffffffffffff 536:3feffffffffffffe 540:3fefffffffffffff 541:3fefffffffffffff
// + 542:ffdffffffffffffe 553:bfefffffffffffff 555:bfefffffffffffff 558:7feffffffffffffe 563:bfffffffffffffff 568:bff0000000000000 570:bff0000000000000 575:c007ffffffffffff 583:3ff0000000000000 584:3ff0000000000000 586:3ff0000000000000 588:3ff0000000000000
// + 589:ffeffffffffffffe 591:ffdfffffffffffff 601:3ff0000000000000 604:3ff0000000000000 605:3ff0000000000000 606:ffdffffffffffffe 615:3feffffffffffffe 616:3feffffffffffffe 618:3feffffffffffffe 620:3feffffffffffffe 621:ffeffffffffffffe 623:ffdfffffffffffff
// + 625:3fffffffffffffff 632:3feffffffffffffd 636:3feffffffffffffe 637:3feffffffffffffe 638:ffdffffffffffffe 647:3fffffffffffffff 648:3fffffffffffffff 650:3fffffffffffffff 652:3fffffffffffffff 653:ffeffffffffffffe 655:ffdfffffffffffff 663:3fffffffffffffff
// + 665:3fffffffffffffff 668:3fffffffffffffff 669:3fffffffffffffff 670:ffdffffffffffffe 679:3ff7ffffffffffff 680:3ff7ffffffffffff 682:3ff7ffffffffffff 684:3ff7ffffffffffff 685:ffeffffffffffffe 687:ffdfffffffffffff 695:3ff7ffffffffffff 697:3ff7ffffffffffff
// + 700:3ff7ffffffffffff 701:3ff7ffffffffffff 702:ffdffffffffffffe 711:4007ffffffffffff 712:4007ffffffffffff 714:4007ffffffffffff 716:4007ffffffffffff 717:ffeffffffffffffe 719:ffdfffffffffffff 727:4007ffffffffffff 728:4007ffffffffffff 729:4007ffffffffffff
// + 730:4007ffffffffffff 732:4007ffffffffffff 733:4007ffffffffffff 734:ffdffffffffffffe 743:3c9fffffffffffff 744:3c9fffffffffffff 746:3c9fffffffffffff 748:3c9fffffffffffff 749:ffeffffffffffffe 751:ffdfffffffffffff 756:bfffffffffffffff 757:bff7ffffffffffff
// + 758:c007ffffffffffff 764:3c9fffffffffffff 765:3c9fffffffffffff 766:ffdffffffffffffe 775:3ca0000000000000 776:3ca0000000000000 778:3ca0000000000000 780:3ca0000000000000 781:ffeffffffffffffe 783:ffdfffffffffffff 784:bfeffffffffffffe 785:3ff0000000000000
// + 787:bfeffffffffffffd 790:c007ffffffffffff 795:bfdffffffffffffd 796:3ca0000000000000 797:3ca0000000000000 798:ffdffffffffffffe 807:3c9ffffffffffffe 808:3c9ffffffffffffe 810:3c9ffffffffffffe 812:3c9ffffffffffffe 813:ffeffffffffffffe 815:ffdfffffffffffff
// + 818:bff0000000000000 820:bfffffffffffffff 821:bff7ffffffffffff 822:c007ffffffffffff 828:3c9ffffffffffffe 829:3c9ffffffffffffe 830:ffdffffffffffffe 831:bffffffffffffffe 839:3caffffffffffffe 840:3caffffffffffffe 842:3caffffffffffffe 844:3caffffffffffffe
// + 845:ffeffffffffffffe 847:ffdfffffffffffff 849:3ff0000000000000 854:c007ffffffffffff 860:3caffffffffffffe 861:3caffffffffffffe 862:ffdffffffffffffe 871:3fdfffffffffffff 872:3fdfffffffffffff 874:3fdfffffffffffff 876:3fdfffffffffffff 877:ffeffffffffffffe
// + 879:ffdfffffffffffff 888:3fdffffffffffffd 892:3fdfffffffffffff 893:3fdfffffffffffff 894:ffdffffffffffffe 904:0027ffffffffffff 905:002fffffffffffff 907:0033ffffffffffff 909:ffeffffffffffffe 911:ffdfffffffffffff 912:bfefffffffffffff 914:bff0000000000000
// + 915:bfeffffffffffffe 916:bfffffffffffffff 917:bff7ffffffffffff 918:c007ffffffffffff 919:bc9fffffffffffff 920:bca0000000000000 921:bc9ffffffffffffe 922:bcaffffffffffffe 923:bfdfffffffffffff 926:ffdffffffffffffe 927:bffffffffffffffe 941:ffeffffffffffffe
// + 943:ffdfffffffffffff 944:bfefffffffffffff 946:bff0000000000000 947:bfeffffffffffffe 948:bfffffffffffffff 949:bff7ffffffffffff 950:c007ffffffffffff 951:bc9fffffffffffff 952:bca0000000000000 953:bc9ffffffffffffe 954:bcaffffffffffffe 955:bfdfffffffffffff
// + 958:ffdffffffffffffe 959:bffffffffffffffe 967:7fdffffffffffffe 968:7fdffffffffffffe 970:7fdffffffffffffe 972:7fdffffffffffffe 974:7fefffffffffffff 976:7fdffffffffffffe 978:7fdffffffffffffe 979:7fdffffffffffffe 980:7fdffffffffffffe 981:7fdffffffffffffe
// + 982:7fdffffffffffffe 983:7fdffffffffffffe 984:7fdffffffffffffe 985:7fdffffffffffffe 986:7fdffffffffffffe 987:7fdffffffffffffe 988:7fdffffffffffffe 989:7fdffffffffffffe 991:7fdffffffffffffe 999:3ffffffffffffffe 1000:3ffffffffffffffe 1002:3ffffffffffffffe
// + 1004:3ffffffffffffffe 1005:ffeffffffffffffe 1007:ffdfffffffffffff 1009:4007ffffffffffff 1017:3ffffffffffffffe 1020:3ffffffffffffffe 1021:3ffffffffffffffe 1022:ffdffffffffffffe
// @data r_negative_inf f64 from r_nearest_even 0:8000000000000000 33:8000000000000000 231:8000000000000000 252:802fffffffffffff 264:8000000000000000 297:8000000000000000 301:fff0000000000000 302:7feffffffffffffe 303:ffe0000000000001 304:bff0000000000001 305:3fefffffffffffff 306:bff0000000000002
// + 307:bff0000000000000 308:c000000000000001 309:bff8000000000001 310:c008000000000001 311:bca0000000000001 312:bca0000000000002 313:bca0000000000000 314:bcb0000000000000 315:bfe0000000000001 318:ffe0000000000000 319:c000000000000000 330:8000000000000000
// + 363:8000000000000000 364:8020000000000001 365:fff0000000000000 366:7feffffffffffffe 367:ffe0000000000001 368:bff0000000000001 369:3fefffffffffffff 370:bff0000000000002 371:bff0000000000000 372:c000000000000001 373:bff8000000000001 374:c008000000000001
// + 375:bca0000000000001 376:bca0000000000002 377:bca0000000000000 378:bcb0000000000000 379:bfe0000000000001 382:ffe0000000000000 383:c000000000000000 396:8000000000000000 412:8027ffffffffffff 423:7feffffffffffffe 424:7feffffffffffffe 426:7feffffffffffffe
// + 428:7feffffffffffffe 429:8000000000000000 430:7fefffffffffffff 432:7feffffffffffffe 434:7feffffffffffffe 435:7feffffffffffffe 436:7feffffffffffffe 437:7feffffffffffffe 438:7feffffffffffffe 439:7feffffffffffffe 440:7feffffffffffffe 441:7feffffffffffffe
// + 442:7feffffffffffffe 443:7feffffffffffffe 444:7feffffffffffffe 445:7feffffffffffffe 447:7feffffffffffffe 455:fff0000000000000 456:fff0000000000000 458:fff0000000000000 460:fff0000000000000 462:8000000000000000 464:fff0000000000000 466:fff0000000000000
// + 467:fff0000000000000 468:fff0000000000000 469:fff0000000000000 470:fff0000000000000 471:fff0000000000000 472:fff0000000000000 473:fff0000000000000 474:fff0000000000000 475:fff0000000000000 476:fff0000000000000 477:fff0000000000000 479:fff0000000000000
// + 487:7fdfffffffffffff 488:7fdfffffffffffff 490:7fdfffffffffffff 492:7fdfffffffffffff 494:7fefffffffffffff 495:8000000000000000 496:7fdfffffffffffff 498:7fdfffffffffffff 499:7fdfffffffffffff 500:7fdfffffffffffff 501:7fdfffffffffffff 502:7fdfffffffffffff
// + 503:7fdfffffffffffff 504:7fdfffffffffffff 505:7fdfffffffffffff 506:7fdfffffffffffff 507:7fdfffffffffffff 508:7fdfffffffffffff 509:7fdfffffffffffff 511:7fdfffffffffffff 519:3fefffffffffffff 520:3fefffffffffffff 522:3fefffffffffffff 524:3fefffffffffffff
// + 528:8000000000000000 536:3feffffffffffffe 540:3fefffffffffffff 541:3fefffffffffffff 551:bff0000000000001 552:bff0000000000001 554:bff0000000000001 556:bff0000000000001 557:fff0000000000000 558:7feffffffffffffe 559:ffe0000000000001 561:8000000000000000
// + 562:c000000000000001 567:bff0000000000001 569:bff0000000000001 572:bff0000000000001 573:bff0000000000001 574:ffe0000000000000 583:3ff0000000000000 584:3ff0000000000000 586:3ff0000000000000 588:3ff0000000000000 594:8000000000000000 601:3ff0000000000000
// + 604:3ff0000000000000 605:3ff0000000000000 615:3feffffffffffffe 616:3feffffffffffffe 618:3feffffffffffffe 620:3feffffffffffffe 625:3fffffffffffffff 627:8000000000000000 628:bff0000000000001 630:c000000000000001 632:3feffffffffffffd 636:3feffffffffffffe
// + 637:3feffffffffffffe 647:3fffffffffffffff 648:3fffffffffffffff 650:3fffffffffffffff 652:3fffffffffffffff 660:8000000000000000 663:3fffffffffffffff 665:3fffffffffffffff 668:3fffffffffffffff 669:3fffffffffffffff 679:3ff7ffffffffffff 680:3ff7ffffffffffff
// + 682:3ff7ffffffffffff 684:3ff7ffffffffffff 693:8000000000000000 695:3ff7ffffffffffff 697:3ff7ffffffffffff 700:3ff7ffffffffffff 701:3ff7ffffffffffff 711:4007ffffffffffff 712:4007ffffffffffff 714:4007ffffffffffff 716:4007ffffffffffff 726:8000000000000000
// + 727:4007ffffffffffff 728:4007ffffffffffff 729:4007ffffffffffff 730:4007ffffffffffff 732:4007ffffffffffff 733:4007ffffffffffff 743:3c9fffffffffffff 744:3c9fffffffffffff 746:3c9fffffffffffff 748:3c9fffffffffffff 754:bff0000000000001 759:8000000000000000
// + 764:3c9fffffffffffff 765:3c9fffffffffffff 767:bfffffffffffffff 775:3ca0000000000000 776:3ca0000000000000 778:3ca0000000000000 780:3ca0000000000000 785:3ff0000000000000 786:bff0000000000001 788:c000000000000000 789:bff8000000000000 792:8000000000000000
// + 796:3ca0000000000000 797:3ca0000000000000 799:bfffffffffffffff 807:3c9ffffffffffffe 808:3c9ffffffffffffe 810:3c9ffffffffffffe 812:3c9ffffffffffffe 816:bff0000000000000 819:bfefffffffffffff 825:8000000000000000 827:bfdfffffffffffff 828:3c9ffffffffffffe
// + 829:3c9ffffffffffffe 839:3caffffffffffffe 840:3caffffffffffffe 842:3caffffffffffffe 844:3caffffffffffffe 848:bfefffffffffffff 849:3ff0000000000000 850:bff0000000000001 851:bfeffffffffffffe 852:c000000000000000 853:bff8000000000000 858:8000000000000000
// + 859:bfdffffffffffffd 860:3caffffffffffffe 861:3caffffffffffffe 863:bfffffffffffffff 871:3fdfffffffffffff 872:3fdfffffffffffff 874:3fdfffffffffffff 876:3fdfffffffffffff 888:3fdffffffffffffd 891:8000000000000000 892:3fdfffffffffffff 893:3fdfffffffffffff
// + 904:0027ffffffffffff 905:002fffffffffffff 907:0033ffffffffffff 924:8000000000000000 957:8000000000000000 967:7fdffffffffffffe 968:7fdffffffffffffe 970:7fdffffffffffffe 972:7fdffffffffffffe 974:7fefffffffffffff 976:7fdffffffffffffe 978:7fdffffffffffffe
// + 979:7fdffffffffffffe 980:7fdffffffffffffe 981:7fdffffffffffffe 982:7fdffffffffffffe 983:7fdffffffffffffe 984:7fdffffffffffffe 985:7fdffffffffffffe 986:7fdffffffffffffe 987:7fdffffffffffffe 988:7fdffffffffffffe 989:7fdffffffffffffe 990:8000000000000000
// + 991:7fdffffffffffffe 999:3ffffffffffffffe 1000:3ffffffffffffffe 1002:3ffffffffffffffe 1004:3ffffffffffffffe 1009:4007ffffffffffff 1017:3ffffffffffffffe 1020:3ffffffffffffffe 1021:3ffffffffffffffe 1023:8000000000000000
// @data r_positive_inf f64 from r_nearest_even 237:ffeffffffffffffe 238:7ff0000000000000 239:ffdfffffffffffff 240:bfefffffffffffff 241:3ff0000000000001 242:bff0000000000000 243:bfeffffffffffffe 244:bfffffffffffffff 245:bff7ffffffffffff 246:c007ffffffffffff 247:bc9fffffffffffff 248:bca0000000000000
// + 249:bc9ffffffffffffe 250:bcaffffffffffffe 251:bfdfffffffffffff 254:ffdffffffffffffe 255:bffffffffffffffe 269:ffeffffffffffffe 270:7ff0000000000000 271:ffdfffffffffffff 272:bfefffffffffffff 273:3ff0000000000001 274:bff0000000000000 275:bfeffffffffffffe
// + 276:bfffffffffffffff 277:bff7ffffffffffff 278:c007ffffffffffff 279:bc9fffffffffffff 280:bca0000000000000 281:bc9ffffffffffffe 282:bcaffffffffffffe 283:bfdfffffffffffff 284:8027ffffffffffff 286:ffdffffffffffffe 287:bffffffffffffffe 316:802fffffffffffff
// + 333:ffeffffffffffffe 334:7ff0000000000000 335:ffdfffffffffffff 336:bfefffffffffffff 337:3ff0000000000001 338:bff0000000000000 339:bfeffffffffffffe 340:bfffffffffffffff 341:bff7ffffffffffff 342:c007ffffffffffff 343:bc9fffffffffffff 344:bca0000000000000
// + 345:bc9ffffffffffffe 346:bcaffffffffffffe 347:bfdfffffffffffff 350:ffdffffffffffffe 351:bffffffffffffffe 380:8033ffffffffffff 395:0020000000000001 397:ffeffffffffffffe 398:7ff0000000000000 399:ffdfffffffffffff 400:bfefffffffffffff 401:3ff0000000000001
// + 402:bff0000000000000 403:bfeffffffffffffe 404:bfffffffffffffff 405:bff7ffffffffffff 406:c007ffffffffffff 407:bc9fffffffffffff 408:bca0000000000000 409:bc9ffffffffffffe 410:bcaffffffffffffe 411:bfdfffffffffffff 414:ffdffffffffffffe 415:bffffffffffffffe
// + 425:7ff0000000000000 427:7ff0000000000000 433:7ff0000000000000 457:ffeffffffffffffe 459:ffeffffffffffffe 461:ffefffffffffffff 463:ffefffffffffffff 465:ffeffffffffffffe 478:ffefffffffffffff 489:7fe0000000000001 491:7fe0000000000001 497:7fe0000000000001
// + 521:3ff0000000000001 523:3ff0000000000001 525:ffeffffffffffffe 526:7ff0000000000000 527:ffdfffffffffffff 537:3ff0000000000000 538:3fefffffffffffff 542:ffdffffffffffffe 553:bfefffffffffffff 555:bfefffffffffffff 563:bfffffffffffffff 568:bff0000000000000
// + 570:bff0000000000000 575:c007ffffffffffff 585:3ff0000000000002 587:3ff0000000000002 589:ffeffffffffffffe 590:7ff0000000000000 591:ffdfffffffffffff 593:4000000000000001 599:3ff0000000000001 600:3ff0000000000001 602:3ff0000000000001 606:ffdffffffffffffe
// + 617:3ff0000000000000 619:3ff0000000000000 621:ffeffffffffffffe 622:7ff0000000000000 623:ffdfffffffffffff 633:3fefffffffffffff 634:3feffffffffffffe 638:ffdffffffffffffe 649:4000000000000001 651:4000000000000001 653:ffeffffffffffffe 654:7ff0000000000000
// + 655:ffdfffffffffffff 659:3ff0000000000001 664:4000000000000000 666:4000000000000000 670:ffdffffffffffffe 681:3ff8000000000001 683:3ff8000000000001 685:ffeffffffffffffe 686:7ff0000000000000 687:ffdfffffffffffff 696:3ff8000000000000 698:3ff8000000000000
// + 702:ffdffffffffffffe 713:4008000000000001 715:4008000000000001 717:ffeffffffffffffe 718:7ff0000000000000 719:ffdfffffffffffff 723:4000000000000001 734:ffdffffffffffffe 745:3ca0000000000001 747:3ca0000000000001 749:ffeffffffffffffe 750:7ff0000000000000
// + 751:ffdfffffffffffff 753:3ff0000000000001 756:bfffffffffffffff 757:bff7ffffffffffff 758:c007ffffffffffff 766:ffdffffffffffffe 777:3ca0000000000002 779:3ca0000000000002 781:ffeffffffffffffe 782:7ff0000000000000 783:ffdfffffffffffff 784:bfeffffffffffffe
// + 787:bfeffffffffffffd 790:c007ffffffffffff 795:bfdffffffffffffd 798:ffdffffffffffffe 809:3ca0000000000000 811:3ca0000000000000 813:ffeffffffffffffe 814:7ff0000000000000 815:ffdfffffffffffff 817:3ff0000000000001 818:bff0000000000000 820:bfffffffffffffff
// + 821:bff7ffffffffffff 822:c007ffffffffffff 830:ffdffffffffffffe 831:bffffffffffffffe 841:3cb0000000000000 843:3cb0000000000000 845:ffeffffffffffffe 846:7ff0000000000000 847:ffdfffffffffffff 854:c007ffffffffffff 862:ffdffffffffffffe 873:3fe0000000000001
// + 875:3fe0000000000001 877:ffeffffffffffffe 878:7ff0000000000000 879:ffdfffffffffffff 889:3fdfffffffffffff 890:3fdffffffffffffd 894:ffdffffffffffffe 903:002fffffffffffff 908:0027ffffffffffff 909:ffeffffffffffffe 910:7ff0000000000000 911:ffdfffffffffffff
// + 912:bfefffffffffffff 913:3ff0000000000001 914:bff0000000000000 915:bfeffffffffffffe 916:bfffffffffffffff 917:bff7ffffffffffff 918:c007ffffffffffff 919:bc9fffffffffffff 920:bca0000000000000 921:bc9ffffffffffffe 922:bcaffffffffffffe 923:bfdfffffffffffff
// + 926:ffdffffffffffffe 927:bffffffffffffffe 941:ffeffffffffffffe 942:7ff0000000000000 943:ffdfffffffffffff 944:bfefffffffffffff 945:3ff0000000000001 946:bff0000000000000 947:bfeffffffffffffe 948:bfffffffffffffff 949:bff7ffffffffffff 950:c007ffffffffffff
// + 951:bc9fffffffffffff 952:bca0000000000000 953:bc9ffffffffffffe 954:bcaffffffffffffe 955:bfdfffffffffffff 958:ffdffffffffffffe 959:bffffffffffffffe 969:7fe0000000000000 971:7fe0000000000000 977:7fe0000000000000 1001:4000000000000000 1003:4000000000000000
// + 1005:ffeffffffffffffe 1006:7ff0000000000000 1007:ffdfffffffffffff 1015:3fffffffffffffff 1016:3fffffffffffffff 1018:3fffffffffffffff 1022:ffdffffffffffffe
// @run nearest_even entry=subf_nearest_even grid=1
// @arg buf f64 rows(a, b)
// @arg buf f64 cols(a, b)
// @arg buf f64 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_nearest_even prov=softfloat
// @run zero entry=subf_zero grid=1
// @arg buf f64 rows(a, b)
// @arg buf f64 cols(a, b)
// @arg buf f64 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_zero prov=softfloat
// @run negative_inf entry=subf_negative_inf grid=1
// @arg buf f64 rows(a, b)
// @arg buf f64 cols(a, b)
// @arg buf f64 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_negative_inf prov=softfloat
// @run positive_inf entry=subf_positive_inf grid=1
// @arg buf f64 rows(a, b)
// @arg buf f64 cols(a, b)
// @arg buf f64 zeros(1024)
// @expect verdict ok prov=hand
// @expect arg 2 r_positive_inf prov=softfloat
cuda_tile.module @conformance {
  entry @subf_nearest_even(%a0: tile<ptr<f64>>, %a1: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %r = subf %x0, %x1 : tile<1024xf64>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf64>, partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_zero(%a0: tile<ptr<f64>>, %a1: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %r = subf %x0, %x1 rounding<zero> : tile<1024xf64>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf64>, partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_negative_inf(%a0: tile<ptr<f64>>, %a1: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %r = subf %x0, %x1 rounding<negative_inf> : tile<1024xf64>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf64>, partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @subf_positive_inf(%a0: tile<ptr<f64>>, %a1: tile<ptr<f64>>, %out: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v0 = make_tensor_view %a0, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p0 = make_partition_view %v0 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x0, %t0 = load_view_tko weak %p0[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %v1 = make_tensor_view %a1, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %p1 = make_partition_view %v1 : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %x1, %t1 = load_view_tko weak %p1[%bx] : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<1024xf64>, token
    %r = subf %x0, %x1 rounding<positive_inf> : tile<1024xf64>
    %vo = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %po = make_partition_view %vo : partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>
    %to = store_view_tko weak %r, %po[%bx] : tile<1024xf64>, partition_view<tile=(1024), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}
