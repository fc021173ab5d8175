//! Conversions: ftof between every pair of float types in every rounding mode the verifier
//! accepts, itof, ftoi (plain and saturating), exti/trunci (i4 included, through a round trip),
//! bitcast. Expectations: the exact source value (every format's values are f64 values) rounded
//! once by rustc_apfloat (wide targets) or by nearest-neighbour search over the enumerated
//! values of the narrow formats (fp8, fp4, e8m0); exact integer arithmetic for integers.

use super::fmt::{Fmt, Specials};
use super::int::{int_values, INTS};
use super::{ew_kernel, tile_for, CaseB, GenFile, Rng};
use rustc_apfloat::Round;
use tileref_conformance::oracle::convert::{convert_value, ftoi, itof};
use tileref_conformance::oracle::int::{mask, sext};
use tileref_spec::types::ElemType;
use ElemType::*;

pub use tileref_conformance::oracle::convert::{nan_of, value_of, FLOATS_ALL};

/// ftof rounding modes the 13.5 verifier accepts (digest 5.3).
fn ftof_modes(from: ElemType, to: ElemType) -> &'static [&'static str] {
    const ALL5: &[&str] = &[
        "nearest_even",
        "zero",
        "negative_inf",
        "positive_inf",
        "nearest_away",
    ];
    match to {
        F8E4M3FN | F8E5M2 | F4E2M1FN => &["nearest_even"],
        F8E8M0FNU => &["zero", "positive_inf"],
        _ => {
            let widening = matches!(
                (from, to),
                (F16 | BF16, F32 | F64 | TF32)
                    | (F32, F64)
                    | (TF32, F32 | F64)
                    | (F8E4M3FN | F8E5M2 | F4E2M1FN, _)
                    | (F8E8M0FNU, F64)
            );
            if widening {
                ALL5
            } else if from == F64 && to == F32 {
                &["nearest_even", "zero", "negative_inf", "positive_inf"]
            } else if from == F32 && to == TF32 {
                &["nearest_even", "zero", "nearest_away"]
            } else {
                &["nearest_even", "zero"]
            }
        }
    }
}

/// Source values for a float type: every code of a narrow type, else specials and randoms.
fn sources(e: ElemType, rng: &mut Rng) -> Vec<u64> {
    match e {
        F4E2M1FN => (0..16).collect(),
        F8E4M3FN | F8E5M2 | F8E8M0FNU => (0..256).collect(),
        TF32 => {
            let f = Fmt {
                e: F32,
                eb: 8,
                mb: 23,
            };
            let mut v: Vec<u64> = f
                .specials(rng, 96)
                .into_iter()
                .map(|b| b & !0x1FFF)
                .collect();
            v.sort();
            v.dedup();
            v.truncate(64);
            v
        }
        _ => {
            let f = Fmt::of(e);
            let mut v = f.specials(rng, 128);
            // Values around the narrow formats' ranges and midpoints.
            for k in [
                -140i32, -133, -127, -126, -20, -10, -9, -7, -6, -3, -2, -1, 1, 3, 8, 9, 15, 16,
                17, 127,
            ] {
                let x = 1.3f64 * 2f64.powi(k);
                if let Some(b) = from_f64_checked(e, x) {
                    v.push(b);
                    v.push(b ^ f.sign_bit());
                }
            }
            for m in [
                0.25f64, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 7.0, 448.0, 464.0, 480.0, 57344.0,
                61440.0, 65536.0,
            ] {
                if let Some(b) = from_f64_checked(e, m) {
                    v.push(b);
                    v.push(b ^ f.sign_bit());
                }
            }
            v.sort();
            v.dedup();
            v
        }
    }
}

fn from_f64_checked(e: ElemType, x: f64) -> Option<u64> {
    let b = super::fmt::from_f64(e, x, Round::NearestTiesToEven);
    (value_of(e, b) == Some(x)).then_some(b)
}

fn pad(v: &mut Vec<u64>) {
    let n = v.len().next_power_of_two().max(2);
    let mut i = 0;
    while v.len() < n {
        v.push(v[i]);
        i += 1;
    }
}

const ORACLE_FTOF: &str = "the exact source value (format definitions, digest 2.1; every value is an f64 value) rounded once: by rustc_apfloat 0.2.3 convert_r into f16/bf16/f32/f64/tf32 (tf32 as 1/8/10 semantics, stored in the high 19 bits of an f32 word), or by nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f8E8M0FNU/f4E2M1FN with the conversion policies of docs/numerics.md (saturating overflow and infinities for 8-bit and smaller targets, NaN to the canonical NaN, f4 NaN to +6.0, e8m0 of zero or negative values NaN)";

fn ftof_files(out: &mut Vec<GenFile>) {
    for (fi, &from) in FLOATS_ALL.iter().enumerate() {
        let mut rng = Rng(0xC0_0000 + fi as u64);
        let mut src = sources(from, &mut rng);
        pad(&mut src);
        let n = src.len();
        let t = tile_for(n);
        let mut c = CaseB::new(
            &format!("convert/ftof_from_{}.mlir", from.name()),
            "convert",
            if matches!(from, F32 | F8E4M3FN | F4E2M1FN | F8E8M0FNU) {
                "ci"
            } else {
                "full"
            },
        );
        c.note(&format!("ftof from {} to every other float type, in every rounding mode the 13.5 verifier accepts (digest 5.3).", from.name()));
        c.oracle("convert", ORACLE_FTOF);
        c.data("a", from, src.clone());
        for &to in FLOATS_ALL.iter().filter(|&&t| t != from) {
            for &mode in ftof_modes(from, to) {
                let rn = format!("{}_{mode}", to.name());
                let attr = if mode == "nearest_even" {
                    String::new()
                } else {
                    format!(" rounding<{mode}>")
                };
                c.entry(ew_kernel(
                    &rn,
                    &[from],
                    to,
                    n,
                    t,
                    &format!(
                        "%r = ftof %x0{attr} : tile<{t}x{}> -> tile<{t}x{}>",
                        from.name(),
                        to.name()
                    ),
                ));
                let exp: Vec<u64> = src
                    .iter()
                    .map(|&b| convert_value(to, value_of(from, b), mode))
                    .collect();
                let dn = c.data(&format!("r_{rn}"), to, exp);
                c.run(&rn, &rn, (n / t) as u32)
                    .arg_buf(from, "a")
                    .arg_buf(to, &format!("zeros({n})"))
                    .expect(1, &dn, "convert");
            }
        }
        out.push(c.render());
    }
}

fn itof_files(out: &mut Vec<GenFile>) {
    for (ii, &from) in INTS.iter().enumerate() {
        let w = from.bit_width();
        let mut rng = Rng(0x17_0000 + ii as u64);
        let mut vals = int_values(w, &mut rng, 40);
        // Values around 2^k and midpoints of narrow formats.
        for k in [3u32, 4, 6, 9, 11, 12, 16, 24, 25, 31, 53, 54, 63] {
            if k < w {
                let m = if w == 64 { u64::MAX } else { (1 << w) - 1 };
                for d in [0i64, 1, -1, 3] {
                    vals.push(((1u64 << k) as i64).wrapping_add(d) as u64 & m);
                }
            }
        }
        vals.sort();
        vals.dedup();
        pad(&mut vals);
        let n = vals.len();
        let t = tile_for(n);
        let mut c = CaseB::new(
            &format!("convert/itof_from_{}.mlir", from.name()),
            "convert",
            if from == ElemType::I32 { "ci" } else { "full" },
        );
        c.note(&format!("itof from {} (signed and unsigned) to every float type it accepts (not f8E8M0FNU), nearest_even (digest 4.4).", from.name()));
        c.oracle("convert", "the exact integer (i128) rounded once: rustc_apfloat 0.2.3 from_i128_r into f16/bf16/f32/f64/tf32; nearest-neighbour search over the enumerated values of f8E4M3FN/f8E5M2/f4E2M1FN with saturating overflow (docs/numerics.md)");
        c.data("a", from, vals.clone());
        for s in ["signed", "unsigned"] {
            for &to in FLOATS_ALL.iter().filter(|&&t| t != F8E8M0FNU) {
                let rn = format!("{s}_{}", to.name());
                c.entry(ew_kernel(
                    &rn,
                    &[from],
                    to,
                    n,
                    t,
                    &format!(
                        "%r = itof %x0 {s} : tile<{t}x{}> -> tile<{t}x{}>",
                        from.name(),
                        to.name()
                    ),
                ));
                let exp: Vec<u64> = vals
                    .iter()
                    .map(|&b| itof(to, if s == "signed" { sext(b, w) } else { b as i128 }))
                    .collect();
                let dn = c.data(&format!("r_{rn}"), to, exp);
                c.run(&rn, &rn, (n / t) as u32)
                    .arg_buf(from, "a")
                    .arg_buf(to, &format!("zeros({n})"))
                    .expect(1, &dn, "convert");
            }
        }
        out.push(c.render());
    }
}

fn ftoi_files(out: &mut Vec<GenFile>) {
    for (fi, &from) in FLOATS_ALL.iter().enumerate() {
        let mut rng = Rng(0xF7_0000 + fi as u64);
        let mut src = sources(from, &mut rng);
        pad(&mut src);
        let mut c = CaseB::new(
            &format!("convert/ftoi_from_{}.mlir", from.name()),
            "convert",
            if matches!(from, F32 | F8E5M2) {
                "ci"
            } else {
                "full"
            },
        );
        c.data("a", from, src.clone());
        c.note(&format!("ftoi from {} to every integer type, signed and unsigned, truncating; plain runs take only values whose truncation is in range (the rest is UB, ub/), saturating runs every value (13.4: clamp, NaN to 0).", from.name()));
        c.oracle("exact", "truncation toward zero of the exact source value (host f64 trunc, exact), range check and clamping in i128; NaN to 0 under saturating (PTX cvt.rzi.sat, docs/numerics.md)");
        for &to in &INTS {
            let w = to.bit_width();
            for s in ["signed", "unsigned"] {
                for sat in [false, true] {
                    let mut pairs: Vec<(u64, u64)> = vec![];
                    for &b in &src {
                        let v = value_of(from, b);
                        // ftoi into i1 is read as x != 0, saturating or not (measured on the H100;
                        // docs/numerics.md), which agrees with truncation only on integral values:
                        // keep those.
                        if w == 1
                            && v.is_none_or(|x| {
                                x.fract() != 0.0 || x.is_infinite() || x.abs() > 1.0
                            })
                        {
                            continue;
                        }
                        if let Some(r) = ftoi(v, w, s == "signed", sat) {
                            pairs.push((b, r));
                        }
                    }
                    if pairs.is_empty() {
                        continue;
                    }
                    let n = pairs.len().next_power_of_two().max(2);
                    let mut i = 0;
                    while pairs.len() < n {
                        pairs.push(pairs[i]);
                        i += 1;
                    }
                    let t = tile_for(n);
                    let rn = format!("{}_{s}{}", to.name(), if sat { "_sat" } else { "" });
                    c.entry(ew_kernel(
                        &rn,
                        &[from],
                        to,
                        n,
                        t,
                        &format!(
                            "%r = ftoi %x0 {s}{} : tile<{t}x{}> -> tile<{t}x{}>",
                            if sat { " saturating" } else { "" },
                            from.name(),
                            to.name()
                        ),
                    ));
                    let an = if pairs.iter().map(|p| p.0).eq(src.iter().copied()) {
                        "a".to_string()
                    } else {
                        c.data(
                            &format!("a_{rn}"),
                            from,
                            pairs.iter().map(|p| p.0).collect(),
                        )
                    };
                    let dn = c.data(&format!("r_{rn}"), to, pairs.iter().map(|p| p.1).collect());
                    c.run(&rn, &rn, (n / t) as u32)
                        .arg_buf(from, &an)
                        .arg_buf(to, &format!("zeros({n})"))
                        .expect(1, &dn, "exact");
                }
            }
        }
        out.push(c.render());
    }
}

fn ext_trunc_files(out: &mut Vec<GenFile>) {
    let mut c = CaseB::new("convert/exti_trunci.mlir", "convert", "ci");
    c.note("exti (signed/unsigned) and trunci (every overflow promise, on inputs that keep it) between every pair of integer widths; i4 through a round trip trunci i8 -> i4 -> exti (digest 4.4).");
    c.oracle(
        "exact",
        "sign or zero extension and truncation in i128 by definition",
    );
    let all = [
        ElemType::I1,
        ElemType::I4,
        ElemType::I8,
        ElemType::I16,
        ElemType::I32,
        ElemType::I64,
    ];
    let m = mask;
    let fits = |v: u64, from: u32, to: u32, flag: &str| -> bool {
        let s = sext(v, from);
        let u = (v & m(from)) as i128;
        let fs = s >= -(1i128 << (to - 1)) && s < (1i128 << (to - 1));
        let fu = u < (1i128 << to);
        match flag {
            "nsw" => fs,
            "nuw" => fu,
            "nw" => fs && fu,
            _ => true,
        }
    };
    let mut rng = Rng(0xE7);
    for &from in &all {
        for &to in &all {
            let (wf, wt) = (from.bit_width(), to.bit_width());
            if wf == wt {
                continue;
            }
            // i4 values come from i8 through trunci (i4 cannot live in memory).
            let load = if from == ElemType::I4 {
                ElemType::I8
            } else {
                from
            };
            let store = if to == ElemType::I4 { ElemType::I8 } else { to };
            let mut vals = int_values(wf, &mut rng, 12);
            pad(&mut vals);
            let variants: Vec<(&str, String)> = if wt > wf {
                vec![
                    ("signed", " signed".into()),
                    ("unsigned", " unsigned".into()),
                ]
            } else {
                vec![
                    ("wrap", String::new()),
                    ("nsw", " overflow<no_signed_wrap>".into()),
                    ("nuw", " overflow<no_unsigned_wrap>".into()),
                    ("nw", " overflow<no_wrap>".into()),
                ]
            };
            for (vn, attr) in variants {
                let mut keep: Vec<(u64, u64)> = vals
                    .iter()
                    .filter(|&&v| wt > wf || fits(v, wf, wt, vn))
                    .map(|&v| {
                        let r = if wt > wf {
                            if vn == "signed" {
                                (sext(v, wf) as u64) & m(wt)
                            } else {
                                v & m(wf)
                            }
                        } else {
                            v & m(wt)
                        };
                        (v, r)
                    })
                    .collect();
                if keep.is_empty() {
                    continue;
                }
                let n = keep.len().next_power_of_two().max(2);
                let mut i = 0;
                while keep.len() < n {
                    keep.push(keep[i]);
                    i += 1;
                }
                let t = tile_for(n);
                let op = if wt > wf { "exti" } else { "trunci" };
                let rn = format!("{op}_{}_{}_{vn}", from.name(), to.name());
                let mut body = String::new();
                let mut src = "%x0".to_string();
                if from == ElemType::I4 {
                    body.push_str(&format!("%y = trunci %x0 : tile<{t}xi8> -> tile<{t}xi4>\n"));
                    src = "%y".into();
                }
                if to == ElemType::I4 {
                    body.push_str(&format!(
                        "%z = {op} {src}{attr} : tile<{t}x{}> -> tile<{t}xi4>\n",
                        from.name()
                    ));
                    body.push_str(&format!(
                        "%r = exti %z unsigned : tile<{t}xi4> -> tile<{t}xi8>"
                    ));
                } else {
                    body.push_str(&format!(
                        "%r = {op} {src}{attr} : tile<{t}x{}> -> tile<{t}x{}>",
                        from.name(),
                        to.name()
                    ));
                }
                c.entry(ew_kernel(&rn, &[load], store, n, t, &body));
                let an = c.data(&format!("a_{rn}"), load, keep.iter().map(|k| k.0).collect());
                let dn = c.data(
                    &format!("r_{rn}"),
                    store,
                    keep.iter().map(|k| k.1).collect(),
                );
                c.run(&rn, &rn, (n / t) as u32)
                    .arg_buf(load, &an)
                    .arg_buf(store, &format!("zeros({n})"))
                    .expect(1, &dn, "exact");
            }
        }
    }
    out.push(c.render());
}

fn bitcast_file(out: &mut Vec<GenFile>) {
    let mut c = CaseB::new("convert/bitcast.mlir", "convert", "ci");
    c.note("bitcast between every pair of number types of one bit width (digest 4.4); NaN patterns are data here.");
    c.oracle("bits", "identity on bit patterns by definition");
    let groups: [&[ElemType]; 7] = [
        &[I8, F8E4M3FN, F8E5M2, F8E8M0FNU],
        &[I16, F16, BF16],
        &[I32, F32],
        &[I64, F64],
        &[I1],
        &[TF32],
        &[F4E2M1FN],
    ];
    let mut rng = Rng(0xB17);
    for g in groups {
        for &a in g {
            for &b in g {
                // Stored patterns: tf32 is an f32 word with the low 13 bits zero.
                let w = a.storage_bits().min(if a == I1 { 1 } else { 64 });
                let m = if a == TF32 {
                    0xFFFF_E000
                } else if w == 64 {
                    u64::MAX
                } else {
                    (1 << w) - 1
                };
                let mut vals: Vec<u64> = (0..64).map(|_| rng.next() & m).collect();
                vals.extend([0, m, (1 << (w - 1)) & m]);
                pad(&mut vals);
                let n = vals.len();
                let t = tile_for(n);
                let rn = format!("{}_to_{}", a.name(), b.name());
                c.entry(ew_kernel(
                    &rn,
                    &[a],
                    b,
                    n,
                    t,
                    &format!(
                        "%r = bitcast %x0 : tile<{t}x{}> -> tile<{t}x{}>",
                        a.name(),
                        b.name()
                    ),
                ));
                let an = c.data(&format!("a_{rn}"), a, vals.clone());
                let dn = c.data(&format!("r_{rn}"), b, vals);
                let r = c.run(&rn, &rn, (n / t) as u32);
                r.nan_bits = true;
                r.arg_buf(a, &an)
                    .arg_buf(b, &format!("zeros({n})"))
                    .expect(1, &dn, "bits");
            }
        }
    }
    out.push(c.render());
}

pub fn generate() -> Vec<GenFile> {
    let mut out = vec![];
    ftof_files(&mut out);
    itof_files(&mut out);
    ftoi_files(&mut out);
    ext_trunc_files(&mut out);
    bitcast_file(&mut out);
    out
}
