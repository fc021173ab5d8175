//! Element-wise arithmetic through whole kernels: integer ops against i128 arithmetic, float
//! ops against host f32/f64 arithmetic (exact under round-to-nearest-even) or values derived by
//! hand, math functions against host f64 values that are far from an f32 rounding boundary,
//! and every undefined-behaviour report of the family (kind, op, element, block).

mod support;
use support::*;

// ---------------------------------------------------------------------------------------------
// Integers
// ---------------------------------------------------------------------------------------------

fn zx(x: u64, w: u32) -> i128 {
    (x & mask(w)) as i128
}
fn wrap(v: i128, w: u32) -> u64 {
    (v as u128 as u64) & mask(w)
}

/// Edge values of a width: 0, ±1, ±2, 3, 7, −7, MIN, MIN+1, MAX, MAX−1, 0x55…, 0xAA…, w−1, w.
fn edges(w: u32) -> Vec<u64> {
    let min = 1u64 << (w - 1);
    let max = min - 1;
    let m = mask(w);
    vec![
        0,
        1,
        2,
        3,
        7,
        m & (-1i64 as u64),
        m & (-2i64 as u64),
        m & (-7i64 as u64),
        min,
        min + 1,
        max,
        max - 1,
        0x5555_5555_5555_5555 & m,
        0xAAAA_AAAA_AAAA_AAAA & m,
        (w - 1) as u64,
        w as u64,
    ]
}

/// All 256 ordered pairs of the 16 edge values.
fn pairs(w: u32) -> (Vec<u64>, Vec<u64>) {
    let e = edges(w);
    let mut a = vec![];
    let mut b = vec![];
    for &x in &e {
        for &y in &e {
            a.push(x);
            b.push(y);
        }
    }
    (a, b)
}

/// Runs `%r = <op> %a, %b <attrs> : T` on i`w` tiles and returns the results.
fn int_binop(op_and_attrs: (&str, &str), w: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    let t = format!("i{w}");
    let n = a.len();
    let (op, attrs) = op_and_attrs;
    let body = format!("    %r = {op} %a, %b {attrs} : tile<{n}x{t}>");
    let out = elementwise(
        &[(&t, int_bytes(a, w)), (&t, int_bytes(b, w))],
        n,
        &body,
        &t,
    );
    out.ok();
    from_int_bytes(out.bytes(0 + 2), w)
}

fn check_int(name: &str, attrs: &str, w: u32, a: &[u64], b: &[u64], f: impl Fn(u64, u64) -> u64) {
    let got = int_binop((name, attrs), w, a, b);
    for i in 0..a.len() {
        let want = f(a[i], b[i]) & mask(w);
        assert_eq!(
            got[i], want,
            "{name} {attrs} i{w}: {:#x}, {:#x}",
            a[i], b[i]
        );
    }
}

#[test]
fn addi_subi_muli_wrap_on_every_width() {
    for w in [8, 16, 32, 64] {
        let (a, b) = pairs(w);
        check_int("addi", "", w, &a, &b, |x, y| wrap(sx(x, w) + sx(y, w), w));
        check_int("subi", "", w, &a, &b, |x, y| wrap(sx(x, w) - sx(y, w), w));
        check_int("muli", "", w, &a, &b, |x, y| wrap(sx(x, w) * sx(y, w), w));
    }
}

#[test]
fn mulhii_is_the_unsigned_high_half() {
    for w in [8, 16, 32, 64] {
        let (a, b) = pairs(w);
        check_int("mulhii", "", w, &a, &b, |x, y| {
            ((zx(x, w) as u128 * zx(y, w) as u128) >> w) as u64
        });
    }
    // The digest's example: i32 2^31 · 2 has high half 1 (low half 0).
    assert_eq!(int_binop(("mulhii", ""), 32, &[1 << 31], &[2]), vec![1]);
}

fn div_round(x: i128, y: i128, mode: &str) -> i128 {
    let q = x / y; // truncates toward zero
    let exact = q * y == x;
    match mode {
        "zero" => q,
        "positive_inf" => {
            if !exact && (x < 0) == (y < 0) {
                q + 1
            } else {
                q
            }
        }
        "negative_inf" => {
            if !exact && (x < 0) != (y < 0) {
                q - 1
            } else {
                q
            }
        }
        _ => unreachable!(),
    }
}

#[test]
fn divi_and_remi_signed_and_unsigned_with_every_rounding() {
    for w in [8, 16, 32, 64] {
        let (a, mut b) = pairs(w);
        let min = 1u64 << (w - 1);
        // Undefined cases are tested separately: replace divisor 0 (and MIN / −1 for signed).
        for (x, y) in a.iter().zip(b.iter_mut()) {
            if *y == 0 || (*x == min && *y == mask(w)) {
                *y = 3;
            }
        }
        for mode in ["zero", "positive_inf", "negative_inf"] {
            let attrs = if mode == "zero" {
                "signed".to_string()
            } else {
                format!("signed rounding<{mode}>")
            };
            check_int("divi", &attrs, w, &a, &b, |x, y| {
                wrap(div_round(sx(x, w), sx(y, w), mode), w)
            });
            if mode != "negative_inf" {
                let attrs = if mode == "zero" {
                    "unsigned".to_string()
                } else {
                    format!("unsigned rounding<{mode}>")
                };
                check_int("divi", &attrs, w, &a, &b, |x, y| {
                    wrap(div_round(zx(x, w), zx(y, w), mode), w)
                });
            }
        }
        check_int("remi", "signed", w, &a, &b, |x, y| {
            wrap(sx(x, w) % sx(y, w), w)
        });
        check_int("remi", "unsigned", w, &a, &b, |x, y| {
            wrap(zx(x, w) % zx(y, w), w)
        });
    }
    // The digest's examples: 7 rem −3 = 1, −7 rem 3 = −1.
    let r = int_binop(
        ("remi", "signed"),
        32,
        &[7, (-7i32) as u32 as u64],
        &[(-3i32) as u32 as u64, 3],
    );
    assert_eq!(r, vec![1, 0xFFFF_FFFF]);
}

#[test]
fn signed_remi_of_min_by_minus_one_is_zero() {
    // Not addressed by the spec; tileref documents 0 (the mathematical remainder).
    let r = int_binop(
        ("remi", "signed"),
        32,
        &[1 << 31, 1 << 31],
        &[0xFFFF_FFFF, 1],
    );
    assert_eq!(r, vec![0, 0]);
}

#[test]
fn maxi_mini_andi_ori_xori() {
    for w in [8, 16, 32, 64] {
        let (a, b) = pairs(w);
        check_int("maxi", "signed", w, &a, &b, |x, y| {
            wrap(sx(x, w).max(sx(y, w)), w)
        });
        check_int("maxi", "unsigned", w, &a, &b, |x, y| {
            wrap(zx(x, w).max(zx(y, w)), w)
        });
        check_int("mini", "signed", w, &a, &b, |x, y| {
            wrap(sx(x, w).min(sx(y, w)), w)
        });
        check_int("mini", "unsigned", w, &a, &b, |x, y| {
            wrap(zx(x, w).min(zx(y, w)), w)
        });
        check_int("andi", "", w, &a, &b, |x, y| x & y);
        check_int("ori", "", w, &a, &b, |x, y| x | y);
        check_int("xori", "", w, &a, &b, |x, y| x ^ y);
    }
}

#[test]
fn shifts_including_amounts_at_least_the_width() {
    // Shift amounts are unsigned; amounts ≥ the width follow the documented Clamp policy:
    // shli and logical shri give 0, arithmetic shri fills with the sign bit.
    for w in [8, 16, 32, 64] {
        let (a, b) = pairs(w);
        check_int("shli", "", w, &a, &b, |x, y| {
            if zx(y, w) >= w as i128 {
                0
            } else {
                wrap(zx(x, w) << zx(y, w), w)
            }
        });
        check_int("shri", "unsigned", w, &a, &b, |x, y| {
            if zx(y, w) >= w as i128 {
                0
            } else {
                wrap(zx(x, w) >> zx(y, w), w)
            }
        });
        check_int("shri", "signed", w, &a, &b, |x, y| {
            let s = zx(y, w).min(w as i128 - 1);
            wrap(sx(x, w) >> s, w)
        });
    }
}

#[test]
fn logic_ops_on_i1() {
    let a = [0, 0, 1, 1];
    let b = [0, 1, 0, 1];
    assert_eq!(int_binop(("andi", ""), 1, &a, &b), vec![0, 0, 0, 1]);
    assert_eq!(int_binop(("ori", ""), 1, &a, &b), vec![0, 1, 1, 1]);
    assert_eq!(int_binop(("xori", ""), 1, &a, &b), vec![0, 1, 1, 0]);
    assert_eq!(int_binop(("addi", ""), 1, &a, &b), vec![0, 1, 1, 0]);
    // Signed, 1 is −1.
    assert_eq!(int_binop(("maxi", "signed"), 1, &a, &b), vec![0, 0, 0, 1]);
    assert_eq!(int_binop(("mini", "signed"), 1, &a, &b), vec![0, 1, 1, 1]);
    assert_eq!(int_binop(("maxi", "unsigned"), 1, &a, &b), vec![0, 1, 1, 1]);
}

fn int_unop(line: &str, w: u32, a: &[u64]) -> Vec<u64> {
    let t = format!("i{w}");
    let n = a.len();
    let body = format!("    %r = {line} : tile<{n}x{t}>");
    let out = elementwise(&[(&t, int_bytes(a, w))], n, &body, &t);
    out.ok();
    from_int_bytes(out.bytes(1), w)
}

#[test]
fn absi_and_negi() {
    for w in [8, 16, 32, 64] {
        let e = edges(w);
        let got = int_unop("absi %a", w, &e);
        for (x, g) in e.iter().zip(&got) {
            // absi(MIN) is the bit pattern 2^(w−1), read as unsigned.
            assert_eq!(*g, wrap(sx(*x, w).abs(), w), "absi i{w} {x:#x}");
        }
        let got = int_unop("negi %a", w, &e);
        for (x, g) in e.iter().zip(&got) {
            assert_eq!(*g, wrap(-sx(*x, w), w), "negi i{w} {x:#x}");
        }
    }
}

#[test]
fn cmpi_every_predicate_and_signedness() {
    let preds: [(&str, fn(i128, i128) -> bool); 6] = [
        ("equal", |x, y| x == y),
        ("not_equal", |x, y| x != y),
        ("less_than", |x, y| x < y),
        ("less_than_or_equal", |x, y| x <= y),
        ("greater_than", |x, y| x > y),
        ("greater_than_or_equal", |x, y| x >= y),
    ];
    for w in [1, 8, 32, 64] {
        let (a, b) = if w == 1 {
            (vec![0, 0, 1, 1], vec![0, 1, 0, 1])
        } else {
            pairs(w)
        };
        let t = format!("i{w}");
        let n = a.len();
        for (p, f) in preds {
            for sg in ["signed", "unsigned"] {
                let body =
                    format!("    %r = cmpi {p} %a, %b, {sg} : tile<{n}x{t}> -> tile<{n}xi1>");
                let out = elementwise(
                    &[(&t, int_bytes(&a, w)), (&t, int_bytes(&b, w))],
                    n,
                    &body,
                    "i1",
                );
                out.ok();
                for i in 0..n {
                    let (x, y) = if sg == "signed" {
                        (sx(a[i], w), sx(b[i], w))
                    } else {
                        (zx(a[i], w), zx(b[i], w))
                    };
                    assert_eq!(
                        out.bytes(2)[i],
                        f(x, y) as u8,
                        "cmpi {p} {sg} i{w} {:#x} {:#x}",
                        a[i],
                        b[i]
                    );
                }
            }
        }
    }
}

#[test]
fn i1_signed_compare_reads_one_as_minus_one() {
    let body = "    %r = cmpi less_than %a, %b, signed : tile<2xi1> -> tile<2xi1>";
    let out = elementwise(&[("i1", vec![1, 0]), ("i1", vec![0, 1])], 2, body, "i1");
    out.ok();
    // −1 < 0 holds, 0 < −1 does not.
    assert_eq!(out.bytes(2), &[1, 0]);
}

// ---- Undefined behaviour in integer ops ----

/// Runs one binary op on i32 tiles of 4 (constants), expecting UB at element `elem`.
fn int_ub(line: &str, a: [i64; 4], b: [i64; 4], kind: &str, op: &str, elem: i64) {
    let lit = |v: [i64; 4]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let body = format!(
        "    %a = constant <i32: [{}]> : tile<4xi32>\n    %b = constant <i32: [{}]> : tile<4xi32>\n    %r = {line} : tile<4xi32>\n{}",
        lit(a),
        lit(b),
        store("%o", "%r", &[4], "i32")
    );
    let out = run1(&module("%o: tile<ptr<i32>>", &body), vec![zeros(16)]);
    out.ub(kind, op, Some(&[elem]), [0, 0, 0]);
    // The block stopped at the op: nothing was stored.
    assert_eq!(out.u32s(0), vec![0; 4]);
}

#[test]
fn overflow_promises_broken_are_reported() {
    let max = i32::MAX as i64;
    let min = i32::MIN as i64;
    int_ub(
        "addi %a, %b overflow<no_signed_wrap>",
        [1, 2, max, 4],
        [1, 1, 1, 1],
        "signed-overflow",
        "addi",
        2,
    );
    int_ub(
        "addi %a, %b overflow<no_unsigned_wrap>",
        [1, -1, 0, 0],
        [1, 1, 1, 1],
        "unsigned-overflow",
        "addi",
        1,
    );
    int_ub(
        "addi %a, %b overflow<no_wrap>",
        [0, 0, 0, -1],
        [0, 0, 0, 1],
        "unsigned-overflow",
        "addi",
        3,
    );
    int_ub(
        "subi %a, %b overflow<no_signed_wrap>",
        [0, min, 0, 0],
        [0, 1, 0, 0],
        "signed-overflow",
        "subi",
        1,
    );
    int_ub(
        "subi %a, %b overflow<no_unsigned_wrap>",
        [5, 5, 0, 0],
        [1, 5, 1, 0],
        "unsigned-overflow",
        "subi",
        2,
    );
    int_ub(
        "muli %a, %b overflow<no_signed_wrap>",
        [1, 2, 65536, 0],
        [1, 2, 32768, 0],
        "signed-overflow",
        "muli",
        2,
    );
    int_ub(
        "muli %a, %b overflow<no_unsigned_wrap>",
        [-1, 2, 0, 0],
        [2, 2, 0, 0],
        "unsigned-overflow",
        "muli",
        0,
    );
    int_ub(
        "shli %a, %b overflow<no_signed_wrap>",
        [1, 1, 1, 0],
        [1, 30, 31, 0],
        "signed-overflow",
        "shli",
        2,
    );
    int_ub(
        "shli %a, %b overflow<no_unsigned_wrap>",
        [1, 3, 0, 0],
        [31, 31, 0, 0],
        "unsigned-overflow",
        "shli",
        1,
    );
    // Within the promise: no report.
    let body = format!(
        "    %a = constant <i32: [1, -2, 3, 2147483646]> : tile<4xi32>\n    %b = constant <i32: [1, 1, -3, 1]> : tile<4xi32>\n    %r = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>\n{}",
        store("%o", "%r", &[4], "i32")
    );
    let out = run1(&module("%o: tile<ptr<i32>>", &body), vec![zeros(16)]);
    out.ok();
    assert_eq!(out.i32s(0), vec![2, -1, 0, i32::MAX]);
}

#[test]
fn negi_of_min_under_nsw_is_reported() {
    let body = format!(
        "    %a = constant <i8: [1, -128, 127, 0]> : tile<4xi8>\n    %r = negi %a overflow<no_signed_wrap> : tile<4xi8>\n{}",
        store("%o", "%r", &[4], "i8")
    );
    let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(4)]);
    out.ub("signed-overflow", "negi", Some(&[1]), [0, 0, 0]);
}

#[test]
fn division_by_zero_and_min_by_minus_one_are_reported() {
    let min = i32::MIN as i64;
    int_ub(
        "divi %a, %b signed",
        [1, 2, 3, 4],
        [1, 1, 0, 1],
        "division-by-zero",
        "divi",
        2,
    );
    int_ub(
        "divi %a, %b unsigned",
        [1, 2, 3, 4],
        [0, 1, 1, 1],
        "division-by-zero",
        "divi",
        0,
    );
    int_ub(
        "divi %a, %b signed rounding<negative_inf>",
        [1, min, 3, 4],
        [1, -1, 1, 1],
        "division-overflow",
        "divi",
        1,
    );
    int_ub(
        "remi %a, %b signed",
        [1, 2, 3, 4],
        [1, 1, 1, 0],
        "division-by-zero",
        "remi",
        3,
    );
    int_ub(
        "remi %a, %b unsigned",
        [1, 2, 3, 4],
        [1, 0, 1, 1],
        "division-by-zero",
        "remi",
        1,
    );
    // Unsigned MIN / −1 is an ordinary division (0x80000000 / 0xFFFFFFFF = 0).
    let r = int_binop(("divi", "unsigned"), 32, &[1 << 31], &[0xFFFF_FFFF]);
    assert_eq!(r, vec![0]);
}

#[test]
fn ub_report_names_the_block_and_multi_index() {
    // A 2-D tile in the block (1, 2, 0) of a 2x3 grid: the element index is a multi-index.
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a = constant <i32: [[1, 2, 3, 4], [5, 6, 7, 8]]> : tile<2x4xi32>
    %yb = reshape %y : tile<i32> -> tile<1x1xi32>
    %yy = broadcast %yb : tile<1x1xi32> -> tile<2x4xi32>
    %c = constant <i32: [[2, 2, 2, 2], [2, 2, 0, 2]]> : tile<2x4xi32>
    %h = addi %c, %yy : tile<2x4xi32>
    %q = divi %a, %h signed : tile<2x4xi32>
";
    // The divisor is c + y: element [1, 2] is y, which is 0 only in the blocks with y = 0.
    let out = run(&module("", body), [2, 3, 1], vec![]);
    assert_eq!(out.result.status, tileref_interp::Status::Ub);
    let reps: Vec<_> = out
        .reports()
        .iter()
        .filter(|r| r.kind == "division-by-zero")
        .collect();
    assert_eq!(reps.len(), 1, "{reps:#?}");
    // Both blocks with y = 0 fail; the report merges them (count 2), the first block (0, 0, 0).
    assert_eq!(reps[0].count, 2);
    assert_eq!(reps[0].block, Some([0, 0, 0]));
    assert_eq!(reps[0].element.as_deref(), Some(&[1i64, 2][..]));
    assert_eq!(reps[0].site.as_ref().unwrap().op, "divi");
}

// ---------------------------------------------------------------------------------------------
// Floats
// ---------------------------------------------------------------------------------------------

/// The NaN tileref produces for f32 arithmetic (the documented H100 policy): 0x7FFFFFFF.
const NAN32: u32 = 0x7FFF_FFFF;
const NAN64: u64 = 0x7FFF_FFFF_FFFF_FFFF;
const NAN16: u16 = 0x7FFF;

fn want32(x: f32) -> u32 {
    if x.is_nan() {
        NAN32
    } else {
        x.to_bits()
    }
}
fn want64(x: f64) -> u64 {
    if x.is_nan() {
        NAN64
    } else {
        x.to_bits()
    }
}

fn gen_f32(seed: u64, n: usize) -> Vec<f32> {
    let mut g = Gen(seed);
    (0..n).map(|_| g.f32()).collect()
}

/// Runs a float op on f32 tiles loaded from `ins` (one vector per operand).
fn f32_op(line: &str, ins: &[&[f32]]) -> Vec<u32> {
    let len = ins[0].len();
    let n = len.next_power_of_two();
    let padded: Vec<Vec<f32>> = ins.iter().map(|v| pad(v, n, 1.0)).collect();
    let ins: Vec<&[f32]> = padded.iter().map(|v| v.as_slice()).collect();
    let body = format!("    %r = {line} : tile<{n}xf32>");
    let inputs: Vec<(&str, Vec<u8>)> = ins.iter().map(|v| ("f32", f32b(v))).collect();
    let out = elementwise(&inputs, n, &body, "f32");
    out.ok();
    out.u32s(ins.len())[..len].to_vec()
}

fn f64_op(line: &str, ins: &[&[f64]]) -> Vec<u64> {
    let len = ins[0].len();
    let n = len.next_power_of_two();
    let padded: Vec<Vec<f64>> = ins.iter().map(|v| pad(v, n, 1.0)).collect();
    let ins: Vec<&[f64]> = padded.iter().map(|v| v.as_slice()).collect();
    let body = format!("    %r = {line} : tile<{n}xf64>");
    let inputs: Vec<(&str, Vec<u8>)> = ins.iter().map(|v| ("f64", f64b(v))).collect();
    let out = elementwise(&inputs, n, &body, "f64");
    out.ok();
    out.u64s(ins.len())[..len].to_vec()
}

fn half_op(t: &str, line: &str, ins: &[&[u16]]) -> Vec<u16> {
    let len = ins[0].len();
    let n = len.next_power_of_two();
    // Padding lanes hold 1.0.
    let one = if t == "f16" { 0x3C00 } else { 0x3F80 };
    let padded: Vec<Vec<u16>> = ins.iter().map(|v| pad(v, n, one)).collect();
    let ins: Vec<&[u16]> = padded.iter().map(|v| v.as_slice()).collect();
    let body = format!("    %r = {line} : tile<{n}x{t}>");
    let inputs: Vec<(&str, Vec<u8>)> = ins.iter().map(|v| (t, u16b(v))).collect();
    let out = elementwise(&inputs, n, &body, t);
    out.ok();
    out.u16s(ins.len())[..len].to_vec()
}

/// Tiles have power-of-two extents: inputs are padded to `n` elements with `fill`.
fn pad<T: Copy>(v: &[T], n: usize, fill: T) -> Vec<T> {
    let mut v = v.to_vec();
    v.resize(n, fill);
    v
}

#[test]
fn f32_arithmetic_nearest_even_matches_the_host() {
    let a = gen_f32(1, 256);
    let b = gen_f32(2, 256);
    let c = gen_f32(3, 256);
    let cases: [(&str, fn(f32, f32) -> f32); 5] = [
        ("addf %a, %b", |x, y| x + y),
        ("subf %a, %b", |x, y| x - y),
        ("mulf %a, %b", |x, y| x * y),
        ("divf %a, %b", |x, y| x / y),
        ("remf %a, %b", |x, y| x % y),
    ];
    for (line, f) in cases {
        let got = f32_op(line, &[&a, &b]);
        for i in 0..a.len() {
            assert_eq!(
                got[i],
                want32(f(a[i], b[i])),
                "{line}: {:e} {:e}",
                a[i],
                b[i]
            );
        }
    }
    // fma: the host's fused multiply-add is correctly rounded.
    let got = f32_op("fma %a, %b, %c", &[&a, &b, &c]);
    for i in 0..a.len() {
        assert_eq!(
            got[i],
            want32(a[i].mul_add(b[i], c[i])),
            "fma {:e} {:e} {:e}",
            a[i],
            b[i],
            c[i]
        );
    }
    let unary: [(&str, fn(f32) -> f32); 5] = [
        ("sqrt %a", f32::sqrt),
        ("absf %a", f32::abs),
        ("negf %a", |x| -x),
        ("floor %a", f32::floor),
        ("ceil %a", f32::ceil),
    ];
    for (line, f) in unary {
        let got = f32_op(line, &[&a]);
        for i in 0..a.len() {
            assert_eq!(got[i], want32(f(a[i])), "{line}: {:e}", a[i]);
        }
    }
}

#[test]
fn f64_arithmetic_nearest_even_matches_the_host() {
    let mut g = Gen(11);
    let a: Vec<f64> = (0..256).map(|_| g.f32() as f64 * (1.0 + 1e-9)).collect();
    let b: Vec<f64> = (0..256).map(|_| g.f32() as f64 / 3.0).collect();
    let c: Vec<f64> = (0..256).map(|_| g.f32() as f64).collect();
    let cases: [(&str, fn(f64, f64) -> f64); 5] = [
        ("addf %a, %b", |x, y| x + y),
        ("subf %a, %b", |x, y| x - y),
        ("mulf %a, %b", |x, y| x * y),
        ("divf %a, %b", |x, y| x / y),
        ("remf %a, %b", |x, y| x % y),
    ];
    for (line, f) in cases {
        let got = f64_op(line, &[&a, &b]);
        for i in 0..a.len() {
            assert_eq!(
                got[i],
                want64(f(a[i], b[i])),
                "{line}: {:e} {:e}",
                a[i],
                b[i]
            );
        }
    }
    let got = f64_op("fma %a, %b, %c", &[&a, &b, &c]);
    for i in 0..a.len() {
        assert_eq!(got[i], want64(a[i].mul_add(b[i], c[i])), "fma");
    }
    let unary: [(&str, fn(f64) -> f64); 5] = [
        ("sqrt %a", f64::sqrt),
        ("absf %a", f64::abs),
        ("negf %a", |x| -x),
        ("floor %a", f64::floor),
        ("ceil %a", f64::ceil),
    ];
    for (line, f) in unary {
        let got = f64_op(line, &[&a]);
        for i in 0..a.len() {
            assert_eq!(got[i], want64(f(a[i])), "{line}: {:e}", a[i]);
        }
    }
}

/// f16/bf16 +, −, ×, ÷ and √ computed in f64 and rounded once: correct, because f64 has more
/// than 2p + 2 bits for both formats (double rounding is innocuous).
#[test]
fn f16_and_bf16_arithmetic_nearest_even() {
    for t in ["f16", "bf16"] {
        let (enc, dec): (fn(f64) -> u16, fn(u16) -> f64) = if t == "f16" {
            (to_f16, from_f16)
        } else {
            (to_bf16, from_bf16)
        };
        let mut g = Gen(if t == "f16" { 5 } else { 6 });
        let mut val = || {
            let x = g.f32() as f64;
            if x.is_nan() {
                0x7E00u16 as u64 as f64 * 0.0 + 1.5
            } else {
                x
            }
        };
        let a: Vec<u16> = (0..256).map(|_| enc(val())).collect();
        let b: Vec<u16> = (0..256).map(|_| enc(val() / 7.0)).collect();
        let want = |x: f64| if x.is_nan() { NAN16 } else { enc(x) };
        let cases: [(&str, fn(f64, f64) -> f64); 5] = [
            ("addf %a, %b", |x, y| x + y),
            ("subf %a, %b", |x, y| x - y),
            ("mulf %a, %b", |x, y| x * y),
            ("divf %a, %b", |x, y| x / y),
            ("remf %a, %b", |x, y| x % y),
        ];
        for (line, f) in cases {
            let got = half_op(t, line, &[&a, &b]);
            for i in 0..a.len() {
                assert_eq!(
                    got[i],
                    want(f(dec(a[i]), dec(b[i]))),
                    "{t} {line}: {:#x} {:#x}",
                    a[i],
                    b[i]
                );
            }
        }
        let got = half_op(t, "sqrt %a", &[&a]);
        for i in 0..a.len() {
            assert_eq!(got[i], want(dec(a[i]).sqrt()), "{t} sqrt {:#x}", a[i]);
        }
    }
}

#[test]
fn f16_fma_rounds_once() {
    // The digest's counterexample: rounded once the result is 0x3cd3; via f32 it would be 0x3cd2.
    let got = half_op("f16", "fma %a, %b, %c", &[&[0x1245], &[0x3fa8], &[0x3cd1]]);
    assert_eq!(got, vec![0x3cd3]);
    // And an exact f64 reference: the f16 product is exact in f64, the sum too (close exponents).
    let exact = from_f16(0x1245) * from_f16(0x3fa8) + from_f16(0x3cd1);
    assert_eq!(to_f16(exact), 0x3cd3);
}

fn next_up(x: f32) -> f32 {
    if x == 0.0 {
        f32::from_bits(1)
    } else if x > 0.0 {
        f32::from_bits(x.to_bits() + 1)
    } else {
        f32::from_bits(x.to_bits() - 1)
    }
}
fn next_down(x: f32) -> f32 {
    -next_up(-x)
}

/// Directed rounding of the exact value s + err (an f64 pair with |err| ≤ ulp(s)/2) to f32.
fn round_dir(s: f64, err: f64, mode: &str) -> f32 {
    let r = s as f32;
    let d = (s - r as f64) + err; // only its sign is used
    let exact_positive = s > 0.0 || (s == 0.0 && err > 0.0);
    match mode {
        "positive_inf" => {
            if d > 0.0 {
                next_up(r)
            } else {
                r
            }
        }
        "negative_inf" => {
            if d < 0.0 {
                next_down(r)
            } else {
                r
            }
        }
        "zero" => {
            if exact_positive && d < 0.0 {
                next_down(r)
            } else if !exact_positive && d > 0.0 {
                next_up(r)
            } else {
                r
            }
        }
        _ => unreachable!(),
    }
}

fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

fn finite_gen(seed: u64, n: usize) -> Vec<f32> {
    let mut g = Gen(seed);
    let mut v = vec![];
    while v.len() < n {
        let x = g.f32();
        if x.is_finite() && x.abs() < 1e30 && x.abs() > 1e-30 {
            v.push(x);
        }
    }
    v
}

#[test]
fn f32_directed_rounding_modes() {
    let a = finite_gen(21, 256);
    let b = finite_gen(22, 256);
    let c = finite_gen(23, 256);
    for mode in ["zero", "positive_inf", "negative_inf"] {
        let got = f32_op(&format!("addf %a, %b rounding<{mode}>"), &[&a, &b]);
        let gsub = f32_op(&format!("subf %a, %b rounding<{mode}>"), &[&a, &b]);
        let gmul = f32_op(&format!("mulf %a, %b rounding<{mode}>"), &[&a, &b]);
        let gfma = f32_op(&format!("fma %a, %b, %c rounding<{mode}>"), &[&a, &b, &c]);
        for i in 0..256 {
            let (x, y, z) = (a[i] as f64, b[i] as f64, c[i] as f64);
            let (s, e) = two_sum(x, y);
            if s != 0.0 {
                assert_eq!(
                    got[i],
                    round_dir(s, e, mode).to_bits(),
                    "addf {mode} {x:e} {y:e}"
                );
            }
            let (s, e) = two_sum(x, -y);
            if s != 0.0 {
                assert_eq!(
                    gsub[i],
                    round_dir(s, e, mode).to_bits(),
                    "subf {mode} {x:e} {y:e}"
                );
            }
            // f32 products are exact in f64.
            assert_eq!(
                gmul[i],
                round_dir(x * y, 0.0, mode).to_bits(),
                "mulf {mode} {x:e} {y:e}"
            );
            let (s, e) = two_sum(x * y, z);
            if s != 0.0 {
                assert_eq!(
                    gfma[i],
                    round_dir(s, e, mode).to_bits(),
                    "fma {mode} {x:e} {y:e} {z:e}"
                );
            }
        }
    }
}

#[test]
fn directed_division_and_sqrt_by_hand() {
    // 1/3 = 1.0101…₂ × 2^−2: the bits after the 23rd are 1010…, so nearest rounds up.
    let third = [1.0f32, -1.0];
    let three = [3.0f32, 3.0];
    let cases = [
        ("nearest_even", [0x3EAAAAAB, 0xBEAAAAAB]),
        ("zero", [0x3EAAAAAA, 0xBEAAAAAA]),
        ("positive_inf", [0x3EAAAAAB, 0xBEAAAAAA]),
        ("negative_inf", [0x3EAAAAAA, 0xBEAAAAAB]),
    ];
    for (mode, want) in cases {
        assert_eq!(
            f32_op(&format!("divf %a, %b rounding<{mode}>"), &[&third, &three]),
            want.to_vec(),
            "divf {mode}"
        );
    }
    // √2: 0x3FB504F3² < 2 < 0x3FB504F4² (exact 48-bit squares in f64).
    let lo = f32::from_bits(0x3FB504F3) as f64;
    let hi = f32::from_bits(0x3FB504F4) as f64;
    assert!(lo * lo < 2.0 && hi * hi > 2.0);
    let two = [2.0f32];
    for (mode, want) in [
        ("zero", 0x3FB504F3),
        ("negative_inf", 0x3FB504F3),
        ("positive_inf", 0x3FB504F4),
        ("nearest_even", 0x3FB504F3),
    ] {
        assert_eq!(
            f32_op(&format!("sqrt %a rounding<{mode}>"), &[&two]),
            vec![want],
            "sqrt {mode}"
        );
    }
    // f64: 1/3 has bits 0101… after the 52nd, so nearest rounds down.
    for (mode, want) in [
        ("nearest_even", 0x3FD5555555555555u64),
        ("zero", 0x3FD5555555555555),
        ("positive_inf", 0x3FD5555555555556),
        ("negative_inf", 0x3FD5555555555555),
    ] {
        assert_eq!(
            f64_op(&format!("divf %a, %b rounding<{mode}>"), &[&[1.0], &[3.0]]),
            vec![want],
            "f64 divf {mode}"
        );
    }
    // 1 + 2^−60 in f64.
    let tiny = 2f64.powi(-60);
    for (mode, want) in [
        ("zero", 1.0f64),
        ("negative_inf", 1.0),
        ("positive_inf", 1.0 + f64::EPSILON),
        ("nearest_even", 1.0),
    ] {
        assert_eq!(
            f64_op(&format!("addf %a, %b rounding<{mode}>"), &[&[1.0], &[tiny]]),
            vec![want.to_bits()],
            "f64 addf {mode}"
        );
    }
    // f16: 1 + 2^−11 is a tie between 1 and 1 + 2^−10.
    for (mode, want) in [
        ("nearest_even", 0x3C00u16),
        ("zero", 0x3C00),
        ("positive_inf", 0x3C01),
        ("negative_inf", 0x3C00),
    ] {
        assert_eq!(
            half_op(
                "f16",
                &format!("addf %a, %b rounding<{mode}>"),
                &[&[0x3C00], &[0x1000]]
            ),
            vec![want],
            "f16 addf {mode}"
        );
    }
    // bf16: 1 + 3·2^−9 lies between 1 and 1 + 2^−7 (0x3F81), above their midpoint.
    for (mode, want) in [
        ("nearest_even", 0x3F81u16),
        ("zero", 0x3F80),
        ("positive_inf", 0x3F81),
        ("negative_inf", 0x3F80),
    ] {
        let y = to_bf16(3.0 * 2f64.powi(-9));
        assert_eq!(from_bf16(y), 3.0 * 2f64.powi(-9));
        let got = half_op(
            "bf16",
            &format!("addf %a, %b rounding<{mode}>"),
            &[&[0x3F80], &[y]],
        );
        assert_eq!(got, vec![want], "bf16 addf {mode}");
    }
}

#[test]
fn overflow_under_each_rounding_mode() {
    let m = [f32::MAX];
    for (mode, want) in [
        ("nearest_even", f32::INFINITY),
        ("zero", f32::MAX),
        ("negative_inf", f32::MAX),
        ("positive_inf", f32::INFINITY),
    ] {
        assert_eq!(
            f32_op(&format!("addf %a, %b rounding<{mode}>"), &[&m, &m]),
            vec![want.to_bits()],
            "{mode}"
        );
    }
    let n = [-f32::MAX];
    for (mode, want) in [
        ("nearest_even", f32::NEG_INFINITY),
        ("zero", -f32::MAX),
        ("negative_inf", f32::NEG_INFINITY),
        ("positive_inf", -f32::MAX),
    ] {
        assert_eq!(
            f32_op(&format!("mulf %a, %b rounding<{mode}>"), &[&n, &[2.0]]),
            vec![want.to_bits()],
            "{mode}"
        );
    }
}

#[test]
fn exact_zero_sums_take_the_sign_of_the_rounding_mode() {
    let a = [1.5f32, -0.0, -0.0, 0.0];
    let b = [-1.5f32, -0.0, 0.0, 0.0];
    // IEEE 754: x + (−x) is +0 except under roundTowardNegative; (−0) + (−0) = −0 always.
    let rne = f32_op("addf %a, %b", &[&a, &b]);
    assert_eq!(rne, vec![0, 0x8000_0000, 0, 0]);
    let rd = f32_op("addf %a, %b rounding<negative_inf>", &[&a, &b]);
    assert_eq!(rd, vec![0x8000_0000, 0x8000_0000, 0x8000_0000, 0]);
}

#[test]
fn flush_to_zero_on_f32_inputs_and_results() {
    let sub = f32::from_bits(1); // 2^−149
                                 // Inputs: a subnormal input is read as a zero of its sign.
    let got = f32_op(
        "mulf %a, %b flush_to_zero",
        &[
            &[sub, -sub, 2.0, f32::MIN_POSITIVE],
            &[2f32.powi(100), 2f32.powi(100), 3.0, 1.0],
        ],
    );
    assert_eq!(
        got,
        vec![0, 0x8000_0000, 6f32.to_bits(), f32::MIN_POSITIVE.to_bits()]
    );
    // Results: a result tiny after rounding becomes a zero of the same sign.
    let got = f32_op(
        "mulf %a, %b flush_to_zero",
        &[
            &[2f32.powi(-100), -(2f32.powi(-100)), 2f32.powi(-63)],
            &[2f32.powi(-30), 2f32.powi(-30), 2f32.powi(-63)],
        ],
    );
    assert_eq!(got, vec![0, 0x8000_0000, 2f32.powi(-126).to_bits()]);
    let got = f32_op(
        "subf %a, %b flush_to_zero",
        &[&[f32::from_bits(0x0080_0001)], &[f32::MIN_POSITIVE]],
    );
    assert_eq!(got, vec![0]);
    // Without the modifier the same operations keep subnormals.
    let got = f32_op(
        "mulf %a, %b",
        &[&[sub, 2f32.powi(-100)], &[2f32.powi(100), 2f32.powi(-30)]],
    );
    assert_eq!(
        got,
        vec![2f32.powi(-49).to_bits(), 2f32.powi(-130).to_bits()]
    );
    // Other ops taking the modifier.
    let got = f32_op("addf %a, %b flush_to_zero", &[&[sub], &[0.0]]);
    assert_eq!(got, vec![0]);
    let got = f32_op(
        "divf %a, %b flush_to_zero",
        &[&[1.0, f32::MIN_POSITIVE], &[sub, 4.0]],
    );
    assert_eq!(got, vec![f32::INFINITY.to_bits(), 0]);
    let got = f32_op(
        "fma %a, %b, %c flush_to_zero",
        &[&[sub], &[2f32.powi(100)], &[1.0]],
    );
    assert_eq!(got, vec![1f32.to_bits()]);
    let got = f32_op("sqrt %a flush_to_zero", &[&[-sub, 4.0]]);
    assert_eq!(got, vec![0x8000_0000, 2f32.to_bits()]);
    let got = f32_op("maxf %a, %b flush_to_zero", &[&[sub, -sub], &[0.0, -0.0]]);
    assert_eq!(got[1], 0x8000_0000);
    let got = f32_op("exp2 %a flush_to_zero", &[&[-140.0, 3.0]]);
    assert_eq!(got, vec![0, 8f32.to_bits()]);
    let got = f32_op("exp2 %a", &[&[-140.0]]);
    assert_eq!(got, vec![2f32.powi(-140).to_bits()]);
    let got = f32_op("rsqrt %a flush_to_zero", &[&[sub, 4.0]]);
    assert_eq!(got, vec![f32::INFINITY.to_bits(), 0.5f32.to_bits()]);
}

fn max_num(a: f32, b: f32, propagate: bool, max: bool) -> u32 {
    if a.is_nan() || b.is_nan() {
        if propagate || (a.is_nan() && b.is_nan()) {
            return NAN32;
        }
        return if a.is_nan() { b.to_bits() } else { a.to_bits() };
    }
    if a == b {
        // ±0: +0 is the larger.
        let pick_a = if max {
            a.is_sign_positive()
        } else {
            a.is_sign_negative()
        };
        return if pick_a { a.to_bits() } else { b.to_bits() };
    }
    let pick_a = if max { a > b } else { a < b };
    if pick_a {
        a.to_bits()
    } else {
        b.to_bits()
    }
}

#[test]
fn maxf_minf_number_and_propagating_forms() {
    let mut a = gen_f32(31, 240);
    let mut b = gen_f32(32, 240);
    // Every pairing of NaN and signed zeros.
    let sp = [f32::NAN, 0.0, -0.0, 1.0];
    for x in sp {
        for y in sp {
            a.push(x);
            b.push(y);
        }
    }
    for (name, max) in [("maxf", true), ("minf", false)] {
        for prop in [false, true] {
            let line = format!("{name} %a, %b{}", if prop { " propagate_nan" } else { "" });
            let got = f32_op(&line, &[&a, &b]);
            for i in 0..a.len() {
                assert_eq!(
                    got[i],
                    max_num(a[i], b[i], prop, max),
                    "{line}: {:e} {:e}",
                    a[i],
                    b[i]
                );
            }
        }
    }
}

#[test]
fn cmpf_every_predicate_ordered_and_unordered() {
    let mut a = gen_f32(41, 240);
    let mut b = gen_f32(42, 240);
    for (i, x) in [f32::NAN, 0.0, -0.0, 1.0].into_iter().enumerate() {
        for y in [f32::NAN, 0.0, -0.0, 1.0] {
            a.push(x);
            b.push(y);
        }
        let _ = i;
    }
    let preds: [(&str, fn(f32, f32) -> bool); 6] = [
        ("equal", |x, y| x == y),
        ("not_equal", |x, y| x != y),
        ("less_than", |x, y| x < y),
        ("less_than_or_equal", |x, y| x <= y),
        ("greater_than", |x, y| x > y),
        ("greater_than_or_equal", |x, y| x >= y),
    ];
    for (p, f) in preds {
        for ord in ["ordered", "unordered"] {
            let n = a.len();
            let body = format!("    %r = cmpf {p} {ord} %a, %b : tile<{n}xf32> -> tile<{n}xi1>");
            let out = elementwise(&[("f32", f32b(&a)), ("f32", f32b(&b))], n, &body, "i1");
            out.ok();
            for i in 0..n {
                let unord = a[i].is_nan() || b[i].is_nan();
                let want = if unord {
                    ord == "unordered"
                } else {
                    f(a[i], b[i])
                };
                assert_eq!(
                    out.bytes(2)[i],
                    want as u8,
                    "cmpf {p} {ord} {:e} {:e}",
                    a[i],
                    b[i]
                );
            }
        }
    }
}

#[test]
fn select_picks_per_element_also_for_pointers() {
    let body = "
    %c = constant <i1: [true, false, true, false]> : tile<4xi1>
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %y = constant <f32: [-1.0, -2.0, -3.0, -4.0]> : tile<4xf32>
    %r = select %c, %x, %y : tile<4xi1>, tile<4xf32>
    %pr = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = iota : tile<4xi32>
    %four = constant <i32: 4> : tile<4xi32>
    %j = addi %i, %four : tile<4xi32>
    %p1 = offset %pb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %p2 = offset %pb, %j : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %ps = select %c, %p2, %p1 : tile<4xi1>, tile<4xptr<f32>>
    %t = store_ptr_tko weak %ps, %r : tile<4xptr<f32>>, tile<4xf32> -> token
";
    let out = run1(&module("%o: tile<ptr<f32>>", body), vec![zeros(32)]);
    out.ok();
    // True lanes go to o[4 + i], false lanes to o[i].
    assert_eq!(out.f32s(0), vec![0.0, -2.0, 0.0, -4.0, 1.0, 0.0, 3.0, 0.0]);
}

#[test]
fn nan_results_are_canonical_under_the_default_policy() {
    // Payloads and signs are not propagated: every NaN result is 0x7FFFFFFF.
    let qn = f32::from_bits(0xFFC0_1234);
    let got = f32_op(
        "addf %a, %b",
        &[&[qn, 1.0, f32::INFINITY], &[1.0, qn, f32::NEG_INFINITY]],
    );
    assert_eq!(got, vec![NAN32; 3]);
    let got = f32_op("absf %a", &[&[qn]]);
    assert_eq!(got, vec![NAN32]);
    let got = f32_op("negf %a", &[&[f32::from_bits(0x7FC0_0001)]]);
    assert_eq!(got, vec![NAN32]);
    let got = half_op("f16", "mulf %a, %b", &[&[0x7C00], &[0x0000]]);
    assert_eq!(got, vec![NAN16]);
    let got = f64_op("sqrt %a", &[&[-1.0]]);
    assert_eq!(got, vec![NAN64]);
}

// ---- Math functions ----

/// Checks an f32 math op against a host f64 function on inputs whose f64 value is far from
/// an f32 rounding boundary (others are skipped; at least `min_checked` must remain).
fn check_math32(
    line: &str,
    xs: &[f32],
    ys: Option<&[f32]>,
    f: impl Fn(f64, f64) -> f64,
    min_checked: usize,
) {
    let got = match ys {
        Some(y) => f32_op(line, &[xs, y]),
        None => f32_op(line, &[xs]),
    };
    let mut checked = 0;
    for i in 0..xs.len() {
        let y = ys.map(|v| v[i] as f64).unwrap_or(0.0);
        let want = f(xs[i] as f64, y);
        if !safely_rounds_to_f32(want) {
            continue;
        }
        checked += 1;
        assert_eq!(
            got[i],
            want32(want as f32),
            "{line}: x = {:e}, y = {y:e}, f64 = {want:e}",
            xs[i]
        );
    }
    assert!(
        checked >= min_checked,
        "{line}: only {checked} inputs checked"
    );
}

#[test]
fn math_functions_f32_against_host_f64() {
    let mut g = Gen(51);
    let xs: Vec<f32> = (0..64)
        .map(|_| ((g.next() % 20001) as f32 - 10000.0) / 1000.0)
        .collect();
    let pos: Vec<f32> = xs.iter().map(|x| x.abs() + 0.001).collect();
    let small: Vec<f32> = xs.iter().map(|x| x / 2.0).collect();
    check_math32("exp %a", &small, None, |x, _| x.exp(), 60);
    check_math32("exp2 %a", &small, None, |x, _| x.exp2(), 60);
    check_math32("log %a", &pos, None, |x, _| x.ln(), 60);
    check_math32("log2 %a", &pos, None, |x, _| x.log2(), 60);
    check_math32("sin %a", &xs, None, |x, _| x.sin(), 60);
    check_math32("cos %a", &xs, None, |x, _| x.cos(), 60);
    check_math32("tan %a", &xs, None, |x, _| x.tan(), 60);
    check_math32("sinh %a", &small, None, |x, _| x.sinh(), 60);
    check_math32("cosh %a", &small, None, |x, _| x.cosh(), 60);
    check_math32("tanh %a", &small, None, |x, _| x.tanh(), 60);
    check_math32("rsqrt %a", &pos, None, |x, _| 1.0 / x.sqrt(), 60);
    check_math32("fpowf %a, %b", &pos, Some(&small), |x, y| x.powf(y), 60);
    check_math32("atan2 %a, %b", &xs, Some(&pos), |x, y| x.atan2(y), 60);
}

#[test]
fn math_functions_exact_and_special_values() {
    let inf = f32::INFINITY;
    let cases: [(&str, &[f32], &[f32]); 11] = [
        ("exp %a", &[0.0, -0.0, inf, -inf], &[1.0, 1.0, inf, 0.0]),
        ("exp2 %a", &[3.0, -2.0, 0.0, -inf], &[8.0, 0.25, 1.0, 0.0]),
        (
            "log %a",
            &[1.0, 0.0, inf, -1.0],
            &[0.0, -inf, inf, f32::NAN],
        ),
        ("log2 %a", &[8.0, 0.25, 1.0, -0.0], &[3.0, -2.0, 0.0, -inf]),
        (
            "sin %a",
            &[0.0, -0.0, inf, 0.0],
            &[0.0, -0.0, f32::NAN, 0.0],
        ),
        ("cos %a", &[0.0, -0.0, inf, 0.0], &[1.0, 1.0, f32::NAN, 1.0]),
        (
            "tan %a",
            &[0.0, -0.0, -inf, 0.0],
            &[0.0, -0.0, f32::NAN, 0.0],
        ),
        ("sinh %a", &[0.0, -0.0, inf, -inf], &[0.0, -0.0, inf, -inf]),
        ("cosh %a", &[0.0, -0.0, inf, -inf], &[1.0, 1.0, inf, inf]),
        ("tanh %a", &[0.0, -0.0, inf, -inf], &[0.0, -0.0, 1.0, -1.0]),
        ("rsqrt %a", &[4.0, 0.25, 0.0, -0.0], &[0.5, 2.0, inf, -inf]),
    ];
    for (line, x, want) in cases {
        let got = f32_op(line, &[x]);
        let want: Vec<u32> = want.iter().map(|w| want32(*w)).collect();
        assert_eq!(got, want, "{line}");
    }
    // pow (C99 Annex F special values) and atan2 (first operand is the numerator).
    let got = f32_op(
        "fpowf %a, %b",
        &[
            &[2.0, 9.0, f32::NAN, 1.0, 0.0, -8.0],
            &[10.0, 0.5, 0.0, f32::NAN, -1.0, 1.0 / 3.0],
        ],
    );
    assert_eq!(
        got,
        vec![
            1024f32.to_bits(),
            3f32.to_bits(),
            1f32.to_bits(),
            1f32.to_bits(),
            inf.to_bits(),
            NAN32
        ]
    );
    let pi = std::f32::consts::PI;
    let got = f32_op(
        "atan2 %a, %b",
        &[&[0.0, 0.0, -0.0, 1.0, -1.0], &[1.0, -1.0, -1.0, 0.0, 0.0]],
    );
    assert_eq!(
        got,
        vec![
            0,
            pi.to_bits(),
            (-pi).to_bits(),
            (pi / 2.0).to_bits(),
            (-pi / 2.0).to_bits()
        ]
    );
    // Rounding-mode variants whose results here are exact.
    let got = f32_op("exp %a rounding<approx>", &[&[0.0]]);
    assert_eq!(got, vec![1f32.to_bits()]);
    let got = f32_op("tanh %a rounding<approx>", &[&[0.0, inf]]);
    assert_eq!(got, vec![0, 1f32.to_bits()]);
    let got = f32_op("sqrt %a rounding<approx>", &[&[16.0, 0.25]]);
    assert_eq!(got, vec![4f32.to_bits(), 0.5f32.to_bits()]);
    let got = f32_op("divf %a, %b rounding<full>", &[&[1.0, 3.0], &[4.0, 1.0]]);
    assert_eq!(got, vec![0.25f32.to_bits(), 3f32.to_bits()]);
    // divf approx: x · (1/y); for 2^126 < |y| < 2^128 the result is 0 (NaN when x is infinite).
    let big = 2f32.powi(127);
    let got = f32_op(
        "divf %a, %b rounding<approx>",
        &[&[1.0, 6.0, 1.0, inf], &[4.0, 2.0, big, big]],
    );
    assert_eq!(got, vec![0.25f32.to_bits(), 3f32.to_bits(), 0, NAN32]);
}

#[test]
fn math_functions_on_f16_bf16_f64() {
    // Exact results, so every correct rounding agrees.
    let f16 = |x: f64| to_f16(x);
    let got = half_op("f16", "exp2 %a", &[&[f16(3.0), f16(-1.0)]]);
    assert_eq!(got, vec![f16(8.0), f16(0.5)]);
    let got = half_op("bf16", "log2 %a", &[&[to_bf16(0.25), to_bf16(1024.0)]]);
    assert_eq!(got, vec![to_bf16(-2.0), to_bf16(10.0)]);
    let got = half_op("f16", "rsqrt %a", &[&[f16(16.0)]]);
    assert_eq!(got, vec![f16(0.25)]);
    let got = half_op("f16", "fpowf %a, %b", &[&[f16(3.0)], &[f16(4.0)]]);
    assert_eq!(got, vec![f16(81.0)]);
    let got = f64_op("exp %a", &[&[0.0]]);
    assert_eq!(got, vec![1f64.to_bits()]);
    let got = f64_op("cos %a", &[&[0.0]]);
    assert_eq!(got, vec![1f64.to_bits()]);
    // f16 non-exact values far from a rounding boundary: the f64 value rounded once.
    let xs = [0.5f64, 1.25, 2.0, 3.5];
    let got = half_op("f16", "exp %a", &[&xs.map(f16)]);
    for (x, g) in xs.iter().zip(got) {
        let y = from_f16(f16(*x)).exp();
        let r = to_f16(y);
        // Skip values within 1e-6 ulp of a tie (none expected for these inputs).
        let lo = from_f16(r);
        let ulp = (from_f16(r + 1) - lo).abs();
        assert!(((y - lo).abs() - ulp / 2.0).abs() > ulp * 1e-6);
        assert_eq!(g, r, "exp f16 {x}");
    }
}

#[test]
fn fpowi_integer_exponents() {
    let body = "
    %x = constant <f32: [3.0, 1.5, 2.0, -2.0, 0x7FC00000, 0.0, 0.0, -0.0]> : tile<8xf32>
    %n = constant <i32: [4, 3, -3, 3, 0, -1, 2, -3]> : tile<8xi32>
    %r = fpowi %x, %n : tile<8xf32>, tile<8xi32>
";
    let out = run1(
        &module(
            "%o: tile<ptr<f32>>",
            &format!("{body}{}", store("%o", "%r", &[8], "f32")),
        ),
        vec![zeros(32)],
    );
    out.ok();
    let inf = f32::INFINITY;
    assert_eq!(
        out.u32s(0),
        [81.0, 3.375, 0.125, -8.0, 1.0, inf, 0.0, -inf]
            .map(f32::to_bits)
            .to_vec()
    );
    // Exponents of other integer widths are read as signed.
    let body = "
    %x = constant <f64: [2.0, 2.0]> : tile<2xf64>
    %n = constant <i8: [-1, 127]> : tile<2xi8>
    %r = fpowi %x, %n : tile<2xf64>, tile<2xi8>
";
    let out = run1(
        &module(
            "%o: tile<ptr<f64>>",
            &format!("{body}{}", store("%o", "%r", &[2], "f64")),
        ),
        vec![zeros(16)],
    );
    out.ok();
    assert_eq!(out.f64s(0), vec![0.5, 2f64.powi(127)]);
}
