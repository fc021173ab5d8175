//! Integer ops on i1/i8/i16/i32/i64 with every flag: overflow promises (only on inputs that keep
//! them; broken promises are UB cases in `ub.rs`), signedness, divi rounding, cmpi predicates.
//! Expectations: exact i128 arithmetic.

use super::{ew_kernel, tile_for, CaseB, GenFile, Rng};
use tileref_conformance::oracle::int::{div_round, fits_s, fits_u, mask, sext, wrap, zext};
use tileref_spec::types::ElemType;

pub const INTS: [ElemType; 5] = [
    ElemType::I1,
    ElemType::I8,
    ElemType::I16,
    ElemType::I32,
    ElemType::I64,
];

fn width(e: ElemType) -> u32 {
    e.bit_width()
}

/// Edge values of a width plus random patterns.
pub fn int_values(w: u32, rng: &mut Rng, extra: usize) -> Vec<u64> {
    let m = mask(w);
    let mut v: Vec<u64> = vec![
        0,
        1,
        m,
        1 << (w - 1),
        ((1u64 << (w - 1)) - 1) & m,
        ((1u64 << (w - 1)) + 1) & m,
        2 & m,
        3 & m,
        m.wrapping_sub(1) & m,
        7 & m,
        (m >> 1).wrapping_sub(1) & m,
    ];
    for _ in 0..extra {
        let r = rng.next();
        v.push(if r % 3 == 0 { (r >> 8) % 64 } else { r } & m);
    }
    // Distinct values, edges first.
    let mut seen = std::collections::BTreeSet::new();
    v.retain(|x| seen.insert(*x));
    v
}

type Fun = Box<dyn Fn(u64, u64) -> Option<u64>>;

fn overflow_variants(
    name: &'static str,
    w: u32,
    f: fn(i128, i128) -> i128,
) -> Vec<(String, String, Fun)> {
    let mut v: Vec<(String, String, Fun)> = vec![];
    for (rn, attr, s, u) in [
        ("wrap", "", false, false),
        ("nsw", " overflow<no_signed_wrap>", true, false),
        ("nuw", " overflow<no_unsigned_wrap>", false, true),
        ("nw", " overflow<no_wrap>", true, true),
    ] {
        if name == "negi" && u && !s {
            continue; // the verifier rejects no_unsigned_wrap (alone) on negi
        }
        v.push((
            rn.to_string(),
            attr.to_string(),
            Box::new(move |a, b| {
                let rs = f(sext(a, w), sext(b, w));
                let ru = f(zext(a, w), zext(b, w));
                if (s && !fits_s(rs, w)) || (u && !fits_u(ru, w)) {
                    return None;
                }
                Some(wrap(rs, w))
            }),
        ));
    }
    v
}

fn shl_variants(w: u32) -> Vec<(String, String, Fun)> {
    let mut v: Vec<(String, String, Fun)> = vec![];
    for (rn, attr, s, u) in [
        ("wrap", "", false, false),
        ("nsw", " overflow<no_signed_wrap>", true, false),
        ("nuw", " overflow<no_unsigned_wrap>", false, true),
        ("nw", " overflow<no_wrap>", true, true),
    ] {
        v.push((
            rn.to_string(),
            attr.to_string(),
            Box::new(move |a, b| {
                // Shifts by the width or more are unspecified (digest 12): left out.
                if b >= w as u64 {
                    return None;
                }
                let rs = sext(a, w) << b;
                let ru = zext(a, w) << b;
                if (s && !fits_s(rs, w)) || (u && !fits_u(ru, w)) {
                    return None;
                }
                Some(wrap(ru, w))
            }),
        ));
    }
    v
}

/// (op, is_unary, result elem is i1, variants)
fn ops(w: u32) -> Vec<(&'static str, bool, bool, Vec<(String, String, Fun)>)> {
    let mut out: Vec<(&'static str, bool, bool, Vec<(String, String, Fun)>)> = vec![];
    out.push((
        "addi",
        false,
        false,
        overflow_variants("addi", w, |a, b| a + b),
    ));
    out.push((
        "subi",
        false,
        false,
        overflow_variants("subi", w, |a, b| a - b),
    ));
    out.push((
        "muli",
        false,
        false,
        overflow_variants("muli", w, |a, b| a.wrapping_mul(b)),
    ));
    out.push(("negi", true, false, overflow_variants("negi", w, |a, _| -a)));
    out.push(("shli", false, false, shl_variants(w)));
    let plain = |f: Box<dyn Fn(u64, u64) -> Option<u64>>| -> Vec<(String, String, Fun)> {
        vec![("plain".into(), String::new(), f)]
    };
    out.push(("andi", false, false, plain(Box::new(|a, b| Some(a & b)))));
    out.push(("ori", false, false, plain(Box::new(|a, b| Some(a | b)))));
    out.push((
        "xori",
        false,
        false,
        plain(Box::new(move |a, b| Some((a ^ b) & mask(w)))),
    ));
    out.push((
        "mulhii",
        false,
        false,
        plain(Box::new(move |a, b| {
            Some((((a & mask(w)) as u128 * (b & mask(w)) as u128) >> w) as u64 & mask(w))
        })),
    ));
    out.push((
        "absi",
        true,
        false,
        plain(Box::new(move |a, _| Some(wrap(sext(a, w).abs(), w)))),
    ));
    let mut sg: Vec<(String, String, Fun)> = vec![];
    for s in ["signed", "unsigned"] {
        let ext = move |x: u64| {
            if s == "signed" {
                sext(x, w)
            } else {
                zext(x, w)
            }
        };
        sg.push((
            s.into(),
            format!(" {s}"),
            Box::new(move |a, b| Some(if ext(a) >= ext(b) { a } else { b })),
        ));
    }
    out.push(("maxi", false, false, sg));
    let mut sg: Vec<(String, String, Fun)> = vec![];
    for s in ["signed", "unsigned"] {
        let ext = move |x: u64| {
            if s == "signed" {
                sext(x, w)
            } else {
                zext(x, w)
            }
        };
        sg.push((
            s.into(),
            format!(" {s}"),
            Box::new(move |a, b| Some(if ext(a) <= ext(b) { a } else { b })),
        ));
    }
    out.push(("mini", false, false, sg));
    let mut sh: Vec<(String, String, Fun)> = vec![];
    for s in ["signed", "unsigned"] {
        let ext = move |x: u64| {
            if s == "signed" {
                sext(x, w)
            } else {
                zext(x, w)
            }
        };
        sh.push((
            s.into(),
            format!(" {s}"),
            Box::new(move |a, b| {
                if b >= w as u64 {
                    None
                } else {
                    Some(wrap(ext(a) >> b, w))
                }
            }),
        ));
    }
    out.push(("shri", false, false, sh));
    let mut dv: Vec<(String, String, Fun)> = vec![];
    for s in ["signed", "unsigned"] {
        for m in ["zero", "positive_inf", "negative_inf"] {
            if s == "unsigned" && m == "negative_inf" {
                continue; // rejected by the verifier
            }
            let ext = move |x: u64| {
                if s == "signed" {
                    sext(x, w)
                } else {
                    zext(x, w)
                }
            };
            let attr = if m == "zero" {
                format!(" {s}")
            } else {
                format!(" {s} rounding<{m}>")
            };
            dv.push((
                format!("{s}_{m}"),
                attr,
                Box::new(move |a, b| {
                    let (n, d) = (ext(a), ext(b));
                    // Division by zero and signed MIN / -1 are UB (ub.rs).
                    if d == 0 || (s == "signed" && !fits_s(n / d, w)) {
                        return None;
                    }
                    Some(wrap(div_round(n, d, m), w))
                }),
            ));
        }
    }
    out.push(("divi", false, false, dv));
    let mut rm: Vec<(String, String, Fun)> = vec![];
    for s in ["signed", "unsigned"] {
        let ext = move |x: u64| {
            if s == "signed" {
                sext(x, w)
            } else {
                zext(x, w)
            }
        };
        rm.push((
            s.into(),
            format!(" {s}"),
            Box::new(move |a, b| {
                let (n, d) = (ext(a), ext(b));
                // Remainder by zero is UB; signed MIN rem -1 is not specified (digest 12).
                if d == 0 || (s == "signed" && !fits_s(n / d, w)) {
                    return None;
                }
                Some(wrap(n % d, w))
            }),
        ));
    }
    out.push(("remi", false, false, rm));
    let mut cm: Vec<(String, String, Fun)> = vec![];
    for p in [
        "equal",
        "not_equal",
        "less_than",
        "less_than_or_equal",
        "greater_than",
        "greater_than_or_equal",
    ] {
        for s in ["signed", "unsigned"] {
            let ext = move |x: u64| {
                if s == "signed" {
                    sext(x, w)
                } else {
                    zext(x, w)
                }
            };
            cm.push((
                format!("{p}_{s}"),
                format!("{p}|{s}"),
                Box::new(move |a, b| {
                    let (x, y) = (ext(a), ext(b));
                    Some(match p {
                        "equal" => x == y,
                        "not_equal" => x != y,
                        "less_than" => x < y,
                        "less_than_or_equal" => x <= y,
                        "greater_than" => x > y,
                        _ => x >= y,
                    } as u64)
                }),
            ));
        }
    }
    out.push(("cmpi", false, true, cm));
    out
}

pub fn generate() -> Vec<GenFile> {
    let mut out = vec![];
    for (ei, &e) in INTS.iter().enumerate() {
        let w = width(e);
        let mut rng = Rng(0x1_1000 + ei as u64);
        let mut vals = int_values(w, &mut rng, if w == 1 { 0 } else { 24 });
        // Exactly 16 values (2 for i1) so that the full cross product is a power of two.
        vals.truncate(16);
        let shift_amounts: Vec<u64> = if w == 1 {
            vec![0]
        } else {
            let w = w as u64;
            vec![0, 1, 2, 3, w / 2, w - 3, w - 2, w - 1]
        };
        assert!(
            vals.len().is_power_of_two() && shift_amounts.len().is_power_of_two(),
            "{e:?}"
        );
        for (op, unary, to_i1, variants) in ops(w) {
            let mut c = CaseB::new(
                &format!("int/{op}_{}.mlir", e.name()),
                "int-arith",
                if w == 32 || w == 1 { "ci" } else { "full" },
            );
            c.note(&format!("{op} on {} (digest 4.1), every flag combination; inputs that would break an overflow promise, divide by zero or shift by the width or more are left out of the flagged runs.", e.name()));
            c.oracle("exact", "exact integer arithmetic in i128 by the digest 4.1 definitions (wrap modulo 2^n; signed or unsigned reading as named)");
            let bs: &[u64] = if op == "shli" || op == "shri" {
                &shift_amounts
            } else {
                &vals
            };
            let pairs: Vec<(u64, u64)> = if unary {
                vals.iter().map(|&a| (a, 0)).collect()
            } else {
                vals.iter()
                    .flat_map(|&a| bs.iter().map(move |&b| (a, b)))
                    .collect()
            };
            let re = if to_i1 { ElemType::I1 } else { e };
            c.data("v", e, vals.clone());
            if !unary {
                c.data("s", e, bs.to_vec());
            }
            for (rn, attr, f) in variants {
                let mut keep: Vec<(u64, u64, u64)> = pairs
                    .iter()
                    .filter_map(|&(a, b)| f(a, b).map(|r| (a, b, r)))
                    .collect();
                if keep.is_empty() {
                    continue;
                }
                // Every pair kept: the inputs are the cross product of the value sets.
                let whole = keep.len() == pairs.len();
                // Pad to a power of two by repeating the first pairs.
                let n = keep.len().next_power_of_two().max(2);
                let mut i = 0;
                while keep.len() < n {
                    keep.push(keep[i]);
                    i += 1;
                }
                let t = tile_for(n);
                let entry = format!("{op}_{rn}");
                let body = if op == "cmpi" {
                    let (p, s) = attr.split_once('|').unwrap();
                    format!(
                        "%r = cmpi {p} %x0, %x1, {s} : tile<{t}x{}> -> tile<{t}xi1>",
                        e.name()
                    )
                } else if unary {
                    format!("%r = {op} %x0{attr} : tile<{t}x{}>", e.name())
                } else {
                    format!("%r = {op} %x0, %x1{attr} : tile<{t}x{}>", e.name())
                };
                let ins: Vec<ElemType> = if unary { vec![e] } else { vec![e, e] };
                c.entry(ew_kernel(&entry, &ins, re, n, t, &body));
                let (a, b) = if whole && unary {
                    ("v".to_string(), String::new())
                } else if whole {
                    ("rows(v, s)".to_string(), "cols(v, s)".to_string())
                } else {
                    let a = c.data(&format!("a_{rn}"), e, keep.iter().map(|k| k.0).collect());
                    if !unary {
                        c.data(&format!("b_{rn}"), e, keep.iter().map(|k| k.1).collect());
                    }
                    (a, format!("b_{rn}"))
                };
                let r = c.data(&format!("r_{rn}"), re, keep.iter().map(|k| k.2).collect());
                let run = c.run(&rn, &entry, (n / t) as u32);
                run.arg_buf(e, &a);
                if !unary {
                    run.arg_buf(e, &b);
                }
                run.arg_buf(re, &format!("zeros({n})"))
                    .expect(ins.len(), &r, "exact");
            }
            out.push(c.render());
        }
    }
    out
}
