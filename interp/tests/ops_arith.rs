//! Element-wise arithmetic through whole kernels: integer ops against i128 arithmetic, float
//! ops against host f32/f64 arithmetic (exact under round-to-nearest-even) or values derived by
//! hand, math functions against host f64 values that are far from an f32 rounding boundary,
//! and every undefined-behaviour report of the family (kind, op, element, block).

mod support;
use support::*;

// ---------------------------------------------------------------------------------------------
// Integers
// ---------------------------------------------------------------------------------------------

fn mask(w: u32) -> u64 {
    if w == 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}
fn sx(x: u64, w: u32) -> i128 {
    let x = x & mask(w);
    if w < 64 && x >> (w - 1) & 1 == 1 {
        x as i128 - (1i128 << w)
    } else if w == 64 {
        x as i64 as i128
    } else {
        x as i128
    }
}
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
    vec![0, 1, 2, 3, 7, m & (-1i64 as u64), m & (-2i64 as u64), m & (-7i64 as u64), min, min + 1, max, max - 1, 0x5555_5555_5555_5555 & m, 0xAAAA_AAAA_AAAA_AAAA & m, (w - 1) as u64, w as u64]
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
    let out = elementwise(&[(&t, int_bytes(a, w)), (&t, int_bytes(b, w))], n, &body, &t);
    out.ok();
    from_int_bytes(out.bytes(0 + 2), w)
}

fn check_int(name: &str, attrs: &str, w: u32, a: &[u64], b: &[u64], f: impl Fn(u64, u64) -> u64) {
    let got = int_binop((name, attrs), w, a, b);
    for i in 0..a.len() {
        let want = f(a[i], b[i]) & mask(w);
        assert_eq!(got[i], want, "{name} {attrs} i{w}: {:#x}, {:#x}", a[i], b[i]);
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
        check_int("mulhii", "", w, &a, &b, |x, y| ((zx(x, w) as u128 * zx(y, w) as u128) >> w) as u64);
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
            let attrs = if mode == "zero" { "signed".to_string() } else { format!("signed rounding<{mode}>") };
            check_int("divi", &attrs, w, &a, &b, |x, y| wrap(div_round(sx(x, w), sx(y, w), mode), w));
            if mode != "negative_inf" {
                let attrs = if mode == "zero" { "unsigned".to_string() } else { format!("unsigned rounding<{mode}>") };
                check_int("divi", &attrs, w, &a, &b, |x, y| wrap(div_round(zx(x, w), zx(y, w), mode), w));
            }
        }
        check_int("remi", "signed", w, &a, &b, |x, y| wrap(sx(x, w) % sx(y, w), w));
        check_int("remi", "unsigned", w, &a, &b, |x, y| wrap(zx(x, w) % zx(y, w), w));
    }
    // The digest's examples: 7 rem −3 = 1, −7 rem 3 = −1.
    let r = int_binop(("remi", "signed"), 32, &[7, (-7i32) as u32 as u64], &[(-3i32) as u32 as u64, 3]);
    assert_eq!(r, vec![1, 0xFFFF_FFFF]);
}

#[test]
fn signed_remi_of_min_by_minus_one_is_zero() {
    // Not addressed by the spec; tileref documents 0 (the mathematical remainder).
    let r = int_binop(("remi", "signed"), 32, &[1 << 31, 1 << 31], &[0xFFFF_FFFF, 1]);
    assert_eq!(r, vec![0, 0]);
}

#[test]
fn maxi_mini_andi_ori_xori() {
    for w in [8, 16, 32, 64] {
        let (a, b) = pairs(w);
        check_int("maxi", "signed", w, &a, &b, |x, y| wrap(sx(x, w).max(sx(y, w)), w));
        check_int("maxi", "unsigned", w, &a, &b, |x, y| wrap(zx(x, w).max(zx(y, w)), w));
        check_int("mini", "signed", w, &a, &b, |x, y| wrap(sx(x, w).min(sx(y, w)), w));
        check_int("mini", "unsigned", w, &a, &b, |x, y| wrap(zx(x, w).min(zx(y, w)), w));
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
        check_int("shli", "", w, &a, &b, |x, y| if zx(y, w) >= w as i128 { 0 } else { wrap(zx(x, w) << zx(y, w), w) });
        check_int("shri", "unsigned", w, &a, &b, |x, y| if zx(y, w) >= w as i128 { 0 } else { wrap(zx(x, w) >> zx(y, w), w) });
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
        let (a, b) = if w == 1 { (vec![0, 0, 1, 1], vec![0, 1, 0, 1]) } else { pairs(w) };
        let t = format!("i{w}");
        let n = a.len();
        for (p, f) in preds {
            for sg in ["signed", "unsigned"] {
                let body = format!("    %r = cmpi {p} %a, %b, {sg} : tile<{n}x{t}> -> tile<{n}xi1>");
                let out = elementwise(&[(&t, int_bytes(&a, w)), (&t, int_bytes(&b, w))], n, &body, "i1");
                out.ok();
                for i in 0..n {
                    let (x, y) = if sg == "signed" { (sx(a[i], w), sx(b[i], w)) } else { (zx(a[i], w), zx(b[i], w)) };
                    assert_eq!(out.bytes(2)[i], f(x, y) as u8, "cmpi {p} {sg} i{w} {:#x} {:#x}", a[i], b[i]);
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
    let lit = |v: [i64; 4]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
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
    int_ub("addi %a, %b overflow<no_signed_wrap>", [1, 2, max, 4], [1, 1, 1, 1], "signed-overflow", "addi", 2);
    int_ub("addi %a, %b overflow<no_unsigned_wrap>", [1, -1, 0, 0], [1, 1, 1, 1], "unsigned-overflow", "addi", 1);
    int_ub("addi %a, %b overflow<no_wrap>", [0, 0, 0, -1], [0, 0, 0, 1], "unsigned-overflow", "addi", 3);
    int_ub("subi %a, %b overflow<no_signed_wrap>", [0, min, 0, 0], [0, 1, 0, 0], "signed-overflow", "subi", 1);
    int_ub("subi %a, %b overflow<no_unsigned_wrap>", [5, 5, 0, 0], [1, 5, 1, 0], "unsigned-overflow", "subi", 2);
    int_ub("muli %a, %b overflow<no_signed_wrap>", [1, 2, 65536, 0], [1, 2, 32768, 0], "signed-overflow", "muli", 2);
    int_ub("muli %a, %b overflow<no_unsigned_wrap>", [-1, 2, 0, 0], [2, 2, 0, 0], "unsigned-overflow", "muli", 0);
    int_ub("shli %a, %b overflow<no_signed_wrap>", [1, 1, 1, 0], [1, 30, 31, 0], "signed-overflow", "shli", 2);
    int_ub("shli %a, %b overflow<no_unsigned_wrap>", [1, 3, 0, 0], [31, 31, 0, 0], "unsigned-overflow", "shli", 1);
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
    int_ub("divi %a, %b signed", [1, 2, 3, 4], [1, 1, 0, 1], "division-by-zero", "divi", 2);
    int_ub("divi %a, %b unsigned", [1, 2, 3, 4], [0, 1, 1, 1], "division-by-zero", "divi", 0);
    int_ub("divi %a, %b signed rounding<negative_inf>", [1, min, 3, 4], [1, -1, 1, 1], "division-overflow", "divi", 1);
    int_ub("remi %a, %b signed", [1, 2, 3, 4], [1, 1, 1, 0], "division-by-zero", "remi", 3);
    int_ub("remi %a, %b unsigned", [1, 2, 3, 4], [1, 0, 1, 1], "division-by-zero", "remi", 1);
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
    let reps: Vec<_> = out.reports().iter().filter(|r| r.kind == "division-by-zero").collect();
    assert_eq!(reps.len(), 1, "{reps:#?}");
    // Both blocks with y = 0 fail; the report merges them (count 2), the first block (0, 0, 0).
    assert_eq!(reps[0].count, 2);
    assert_eq!(reps[0].block, Some([0, 0, 0]));
    assert_eq!(reps[0].element.as_deref(), Some(&[1i64, 2][..]));
    assert_eq!(reps[0].site.as_ref().unwrap().op, "divi");
}
