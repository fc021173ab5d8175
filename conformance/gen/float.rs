//! Floating-point arithmetic: addf/subf/mulf/divf, fma, sqrt in every IEEE rounding mode and
//! with flush_to_zero (f32), divf/sqrt approx/full, maxf/minf, cmpf, absf/negf/ceil/floor,
//! remf. Expectations from Berkeley SoftFloat and rustc_apfloat (checked against each other
//! where both cover a format), or the host FPU on exactly representable values.

use super::fmt::*;
use super::{ew_kernel, tile_for, CaseB, GenFile, Rng};
use rustc_apfloat::{Float, FloatConvert, Round};
use tileref_conformance::oracle::arith::{apfloat_rem, apfloat_unary, cmpf, maxmin};
use tileref_spec::types::ElemType;

pub const FLOATS: [ElemType; 4] = [ElemType::F16, ElemType::BF16, ElemType::F32, ElemType::F64];

const SOFTFLOAT: &str = "Berkeley SoftFloat 3e through softfloat-wrapper 0.3.4 (f16/f32/f64 add, sub, mul, div, mulAdd, sqrt in the named rounding mode), checked equal to rustc_apfloat 0.2.3; NaN results replaced by the canonical NaN of docs/numerics.md";
const APFLOAT: &str = "rustc_apfloat 0.2.3 (BFloat add_r/sub_r/mul_r/div_r/mul_add_r in the named rounding mode); NaN results replaced by the canonical NaN of docs/numerics.md";
const FTZ: &str = "flush_to_zero by definition (digest 5.4: subnormal inputs become zeros of the same sign; a result tiny after rounding, decided by rustc_apfloat in an f32 with an 11-bit exponent, becomes a zero of the same sign) over Berkeley SoftFloat 3e f32 results";

fn mode_attr(m: &str) -> String {
    if m == "nearest_even" {
        String::new()
    } else {
        format!(" rounding<{m}>")
    }
}

/// Expected result of a binary op, with its oracle id.
fn bin_expect(e: ElemType, op: Bin, a: u64, b: u64, mi: usize, ftz: bool) -> (u64, &'static str) {
    let (_, ar, sr) = MODES[mi];
    if ftz {
        let (a, b) = (ftz_in(a), ftz_in(b));
        let (x, y) = (f32_to_wide(a as u32), f32_to_wide(b as u32));
        let w = match op {
            Bin::Add => x.add_r(y, ar),
            Bin::Sub => x.sub_r(y, ar),
            Bin::Mul => x.mul_r(y, ar),
            Bin::Div => x.div_r(y, ar),
        }
        .value;
        if wide_is_tiny(w) {
            return (if w.is_negative() { 0x8000_0000 } else { 0 }, "ftz");
        }
        return (canon(e, softfloat_bin(e, op, a, b, sr)), "ftz");
    }
    if e == ElemType::BF16 {
        return (canon(e, apfloat_bin(e, op, a, b, ar)), "apfloat");
    }
    let s = canon(e, softfloat_bin(e, op, a, b, sr));
    let p = canon(e, apfloat_bin(e, op, a, b, ar));
    assert_eq!(
        s,
        p,
        "oracles disagree: {} {e:?} {a:x} {b:x} mode {mi}",
        op.name()
    );
    (s, "softfloat")
}

fn fma_expect(e: ElemType, a: u64, b: u64, c: u64, mi: usize, ftz: bool) -> (u64, &'static str) {
    let (_, ar, sr) = MODES[mi];
    if ftz {
        let (a, b, c) = (ftz_in(a), ftz_in(b), ftz_in(c));
        let w = f32_to_wide(a as u32)
            .mul_add_r(f32_to_wide(b as u32), f32_to_wide(c as u32), ar)
            .value;
        if wide_is_tiny(w) {
            return (if w.is_negative() { 0x8000_0000 } else { 0 }, "ftz");
        }
        return (canon(e, softfloat_fma(e, a, b, c, sr)), "ftz");
    }
    if e == ElemType::BF16 {
        return (canon(e, apfloat_fma(e, a, b, c, ar)), "apfloat");
    }
    let s = canon(e, softfloat_fma(e, a, b, c, sr));
    let p = canon(e, apfloat_fma(e, a, b, c, ar));
    assert_eq!(
        s, p,
        "oracles disagree: fma {e:?} {a:x} {b:x} {c:x} mode {mi}"
    );
    (s, "softfloat")
}

fn sqrt_expect(e: ElemType, a: u64, mi: usize, ftz: bool) -> (u64, &'static str) {
    let (_, ar, sr) = MODES[mi];
    if ftz {
        let a = ftz_in(a);
        let r = softfloat_sqrt(e, a, sr);
        // sqrt of a normal f32 is normal: nothing to flush on the way out.
        return (canon(e, r), "ftz");
    }
    if e == ElemType::BF16 {
        // f32 sqrt in the same mode, then rounding to bf16 in that mode: exact for RN by the
        // 2p+2 theorem (24 >= 2*8+2), and for directed modes because bf16 values are f32 values.
        let r32 = softfloat_sqrt(ElemType::F32, a << 16, sr);
        let mut li = false;
        let v: rustc_apfloat::ieee::BFloat = single(r32).convert_r(ar, &mut li).value;
        return (canon(e, v.to_bits() as u64), "sf_sqrt_bf16");
    }
    (canon(e, softfloat_sqrt(e, a, sr)), "softfloat")
}

fn oracles(c: &mut CaseB, e: ElemType) {
    if e == ElemType::BF16 {
        c.oracle("apfloat", APFLOAT);
    } else {
        c.oracle("softfloat", SOFTFLOAT);
    }
    if e == ElemType::F32 {
        c.oracle("ftz", FTZ);
    }
}

/// The (run name, attribute text, mode index, ftz) variants of an IEEE-mode op.
fn variants(e: ElemType) -> Vec<(String, String, usize, bool)> {
    let mut v = vec![];
    for (mi, (m, _, _)) in MODES.iter().enumerate() {
        v.push((m.to_string(), mode_attr(m), mi, false));
        if e == ElemType::F32 {
            v.push((
                format!("{m}_ftz"),
                format!("{} flush_to_zero", mode_attr(m)),
                mi,
                true,
            ));
        }
    }
    v
}

/// A file applying `op` to pairs (a[i], b[i]) in every mode.
fn binary_file(
    path: &str,
    tier: &'static str,
    e: ElemType,
    op: Bin,
    a: &[u64],
    b: &[u64],
    cross: bool,
) -> GenFile {
    let mut c = CaseB::new(path, "float-arith", tier);
    c.note(&format!(
        "{} on {} in every IEEE rounding mode{}; {}.",
        op.name(),
        e.name(),
        if e == ElemType::F32 {
            ", with and without flush_to_zero"
        } else {
            ""
        },
        if cross {
            "inputs: every pair of a TestFloat-style special-value set"
        } else {
            "inputs: random pairs chosen to exercise rounding, cancellation, overflow and underflow"
        }
    ));
    oracles(&mut c, e);
    let (xa, xb): (Vec<u64>, Vec<u64>) = if cross {
        (
            a.iter()
                .flat_map(|&x| std::iter::repeat_n(x, b.len()))
                .collect(),
            (0..a.len()).flat_map(|_| b.iter().copied()).collect(),
        )
    } else {
        (a.to_vec(), b.to_vec())
    };
    let n = xa.len();
    let t = tile_for(n);
    let (sa, sb) = if cross {
        c.data("a", e, a.to_vec());
        c.data("b", e, b.to_vec());
        ("rows(a, b)".to_string(), "cols(a, b)".to_string())
    } else {
        c.data("a", e, a.to_vec());
        c.data("b", e, b.to_vec());
        ("a".to_string(), "b".to_string())
    };
    for (rn, attr, mi, ftz) in variants(e) {
        let entry = format!("{}_{rn}", op.name());
        c.entry(ew_kernel(
            &entry,
            &[e, e],
            e,
            n,
            t,
            &format!("%r = {} %x0, %x1{attr} : tile<{t}x{}>", op.name(), e.name()),
        ));
        let mut exp = vec![];
        let mut prov = "";
        for i in 0..n {
            let (r, p) = bin_expect(e, op, xa[i], xb[i], mi, ftz);
            exp.push(r);
            prov = p;
        }
        let dn = c.data(&format!("r_{rn}"), e, exp);
        c.run(&rn, &entry, (n / t) as u32)
            .arg_buf(e, &sa)
            .arg_buf(e, &sb)
            .arg_buf(e, &format!("zeros({n})"))
            .expect(2, &dn, prov);
    }
    if e == ElemType::F32 && op == Bin::Div {
        // approx and full: the correctly rounded quotient within 2 ulp (digest 4.2). approx is
        // specified for divisors with 2^-126 <= |y| <= 2^126 only; those pairs alone are checked.
        for (mode, ftz) in [
            ("approx", false),
            ("full", false),
            ("approx", true),
            ("full", true),
        ] {
            let keep: Vec<usize> = (0..n)
                .filter(|&i| {
                    let y = f32::from_bits(xb[i] as u32).abs();
                    let x = f32::from_bits(xa[i] as u32);
                    let q = x as f64 / y as f64;
                    let normal_q = q.abs() >= 2f64.powi(-125) || q == 0.0 || !q.is_finite();
                    (mode == "full" && (!ftz || normal_q))
                        || ((2f32.powi(-126)..=2f32.powi(126)).contains(&y)
                            && x.is_finite()
                            && q.abs() >= 2f64.powi(-125))
                })
                .collect();
            let m =
                keep.len().next_power_of_two() / if keep.len().is_power_of_two() { 1 } else { 2 };
            let keep = &keep[..m];
            let (pa, pb): (Vec<u64>, Vec<u64>) = keep.iter().map(|&i| (xa[i], xb[i])).unzip();
            let exp: Vec<u64> = keep
                .iter()
                .map(|&i| bin_expect(e, op, xa[i], xb[i], 0, ftz).0)
                .collect();
            let t2 = tile_for(m);
            let rn = format!("{mode}{}", if ftz { "_ftz" } else { "" });
            let entry = format!("divf_{rn}");
            c.entry(ew_kernel(
                &entry,
                &[e, e],
                e,
                m,
                t2,
                &format!(
                    "%r = divf %x0, %x1 rounding<{mode}>{} : tile<{t2}x{}>",
                    if ftz { " flush_to_zero" } else { "" },
                    e.name()
                ),
            ));
            let (na, nb) = (
                c.data(&format!("a_{rn}"), e, pa),
                c.data(&format!("b_{rn}"), e, pb),
            );
            let dn = c.data(&format!("r_{rn}"), e, exp);
            let cr = mode == "full";
            c.run(&rn, &entry, (m / t2) as u32)
                .arg_buf(e, &na)
                .arg_buf(e, &nb)
                .arg_buf(e, &format!("zeros({m})"))
                .expect_tol(2, &dn, if ftz { "ftz" } else { "softfloat" }, 2, cr);
        }
    }
    c.render()
}

/// Random pairs: uniform patterns, nearby values (cancellation), exponent gaps around the
/// precision (rounding of the smaller operand), products near overflow and underflow.
fn random_pairs(f: Fmt, rng: &mut Rng, n: usize) -> (Vec<u64>, Vec<u64>) {
    let w = f.width();
    let mask = f.mask();
    let (mut a, mut b) = (vec![], vec![]);
    for i in 0..n {
        let r = rng.next();
        let s = rng.next();
        let x = r & mask;
        let ex = (x >> f.mb) & f.max_exp_field();
        let y = match i % 5 {
            0 => s & mask,
            1 => (x ^ (s & 0xFF)) ^ (((s >> 20) & 1) << (w - 1)),
            2 => {
                let gap = (s >> 8) % (f.mb as u64 + 4);
                let ey = ex.saturating_sub(gap).max(1).min(f.max_exp_field() - 1);
                f.make(s >> 63 == 1, ey, s)
            }
            3 => {
                let ey =
                    (f.max_exp_field() - 1).saturating_sub(ex.min(f.max_exp_field() - 1)) + (s % 5);
                f.make(s >> 63 == 1, ey.min(f.max_exp_field() - 1), s)
            }
            _ => f.make(s >> 63 == 1, s % 4, s),
        };
        a.push(x);
        b.push(y);
    }
    (a, b)
}

fn fma_file(
    path: &str,
    tier: &'static str,
    e: ElemType,
    a: &[u64],
    b: &[u64],
    cvals: &[u64],
    cross: bool,
) -> GenFile {
    let mut c = CaseB::new(path, "float-arith", tier);
    c.note(&format!(
        "fma on {} (one rounding of a*b+c) in every IEEE rounding mode{}.",
        e.name(),
        if e == ElemType::F32 {
            ", with and without flush_to_zero"
        } else {
            ""
        }
    ));
    oracles(&mut c, e);
    let (xa, xb): (Vec<u64>, Vec<u64>) = if cross {
        (
            a.iter()
                .flat_map(|&x| std::iter::repeat_n(x, b.len()))
                .collect(),
            (0..a.len()).flat_map(|_| b.iter().copied()).collect(),
        )
    } else {
        (a.to_vec(), b.to_vec())
    };
    let n = xa.len();
    assert_eq!(cvals.len(), n);
    let t = tile_for(n);
    c.data("a", e, a.to_vec());
    c.data("b", e, b.to_vec());
    c.data("c", e, cvals.to_vec());
    let (sa, sb) = if cross {
        ("rows(a, b)", "cols(a, b)")
    } else {
        ("a", "b")
    };
    for (rn, attr, mi, ftz) in variants(e) {
        let entry = format!("fma_{rn}");
        c.entry(ew_kernel(
            &entry,
            &[e, e, e],
            e,
            n,
            t,
            &format!("%r = fma %x0, %x1, %x2{attr} : tile<{t}x{}>", e.name()),
        ));
        let mut exp = vec![];
        let mut prov = "";
        for i in 0..n {
            let (r, p) = fma_expect(e, xa[i], xb[i], cvals[i], mi, ftz);
            exp.push(r);
            prov = p;
        }
        let dn = c.data(&format!("r_{rn}"), e, exp);
        c.run(&rn, &entry, (n / t) as u32)
            .arg_buf(e, sa)
            .arg_buf(e, sb)
            .arg_buf(e, "c")
            .arg_buf(e, &format!("zeros({n})"))
            .expect(3, &dn, prov);
    }
    c.render()
}

fn sqrt_file(e: ElemType, vals: &[u64]) -> GenFile {
    let mut c = CaseB::new(
        &format!("float/sqrt_{}.mlir", e.name()),
        "float-arith",
        "ci",
    );
    c.note(&format!(
        "sqrt on {} in every IEEE rounding mode{}.",
        e.name(),
        if e == ElemType::F32 {
            ", flush_to_zero, and approx (2 ulp)"
        } else {
            ""
        }
    ));
    if e == ElemType::BF16 {
        c.oracle("sf_sqrt_bf16", "Berkeley SoftFloat 3e f32_sqrt of the exact f32 value in the named mode, rounded to bf16 in the same mode by rustc_apfloat 0.2.3 (one rounding by the 2p+2 theorem for nearest, and because bf16 values are f32 values for directed modes)");
    } else {
        c.oracle("softfloat", SOFTFLOAT);
    }
    if e == ElemType::F32 {
        c.oracle("ftz", FTZ);
    }
    let n = vals.len();
    let t = tile_for(n);
    c.data("a", e, vals.to_vec());
    let mut vs = variants(e);
    if e == ElemType::F32 {
        vs.push(("approx".into(), " rounding<approx>".into(), 0, false));
        vs.push((
            "approx_ftz".into(),
            " rounding<approx> flush_to_zero".into(),
            0,
            true,
        ));
    }
    for (rn, attr, mi, ftz) in vs {
        let entry = format!("sqrt_{rn}");
        c.entry(ew_kernel(
            &entry,
            &[e],
            e,
            n,
            t,
            &format!("%r = sqrt %x0{attr} : tile<{t}x{}>", e.name()),
        ));
        let mut exp = vec![];
        let mut prov = "";
        for &v in vals {
            let (r, p) = sqrt_expect(e, v, mi, ftz);
            exp.push(r);
            prov = p;
        }
        let dn = c.data(&format!("r_{rn}"), e, exp);
        let r = c.run(&rn, &entry, (n / t) as u32);
        r.arg_buf(e, "a").arg_buf(e, &format!("zeros({n})"));
        if rn.starts_with("approx") {
            r.expect_tol(1, &dn, prov, 2, true);
        } else {
            r.expect(1, &dn, prov);
        }
    }
    c.render()
}

fn maxmin_file(e: ElemType, vals: &[u64]) -> GenFile {
    let mut c = CaseB::new(
        &format!("float/maxmin_{}.mlir", e.name()),
        "float-arith",
        "ci",
    );
    c.note("maxf/minf: IEEE 754-2019 maximumNumber/minimumNumber, or maximum/minimum with propagate_nan; +0 > -0 (digest 4.2).");
    c.oracle("ieee", "IEEE 754-2019 maximum/maximumNumber by definition, comparing exact values in host f64 arithmetic (every f16/bf16/f32/f64 value is an f64 value); NaN results are the canonical NaN of docs/numerics.md");
    if e == ElemType::F32 {
        c.oracle("ftz", "flush_to_zero inputs (subnormal to zero of the same sign), then maximum/maximumNumber by definition");
    }
    let n = vals.len() * vals.len();
    let t = tile_for(n);
    c.data("a", e, vals.to_vec());
    let xa: Vec<u64> = vals
        .iter()
        .flat_map(|&x| std::iter::repeat_n(x, vals.len()))
        .collect();
    let xb: Vec<u64> = (0..vals.len()).flat_map(|_| vals.iter().copied()).collect();
    for op in ["maxf", "minf"] {
        for prop in [false, true] {
            for ftz in if e == ElemType::F32 {
                vec![false, true]
            } else {
                vec![false]
            } {
                let rn = format!(
                    "{op}{}{}",
                    if prop { "_propagate_nan" } else { "" },
                    if ftz { "_ftz" } else { "" }
                );
                let attr = format!(
                    "{}{}",
                    if prop { " propagate_nan" } else { "" },
                    if ftz { " flush_to_zero" } else { "" }
                );
                c.entry(ew_kernel(
                    &rn,
                    &[e, e],
                    e,
                    n,
                    t,
                    &format!("%r = {op} %x0, %x1{attr} : tile<{t}x{}>", e.name()),
                ));
                let exp: Vec<u64> = (0..n)
                    .map(|i| {
                        let (a, b) = if ftz {
                            (ftz_in(xa[i]), ftz_in(xb[i]))
                        } else {
                            (xa[i], xb[i])
                        };
                        maxmin(e, a, b, op == "maxf", prop)
                    })
                    .collect();
                let dn = c.data(&format!("r_{rn}"), e, exp);
                c.run(&rn, &rn, (n / t) as u32)
                    .arg_buf(e, "rows(a, a)")
                    .arg_buf(e, "cols(a, a)")
                    .arg_buf(e, &format!("zeros({n})"))
                    .expect(2, &dn, if ftz { "ftz" } else { "ieee" });
            }
        }
    }
    c.render()
}

fn cmpf_file(e: ElemType, vals: &[u64]) -> GenFile {
    let mut c = CaseB::new(
        &format!("float/cmpf_{}.mlir", e.name()),
        "float-compare",
        "ci",
    );
    c.note("cmpf: every predicate, ordered and unordered (digest 4.2): ordered is false and unordered true when an operand is NaN; -0 == +0.");
    c.oracle("ieee", "IEEE 754 comparison of exact values in host f64 arithmetic (every f16/bf16/f32/f64 value is an f64 value)");
    let n = vals.len() * vals.len();
    let t = tile_for(n);
    c.data("a", e, vals.to_vec());
    let xa: Vec<u64> = vals
        .iter()
        .flat_map(|&x| std::iter::repeat_n(x, vals.len()))
        .collect();
    let xb: Vec<u64> = (0..vals.len()).flat_map(|_| vals.iter().copied()).collect();
    let preds = [
        "equal",
        "not_equal",
        "less_than",
        "less_than_or_equal",
        "greater_than",
        "greater_than_or_equal",
    ];
    for p in preds {
        for ord in ["ordered", "unordered"] {
            let rn = format!("{p}_{ord}");
            c.entry(ew_kernel(
                &rn,
                &[e, e],
                ElemType::I1,
                n,
                t,
                &format!(
                    "%r = cmpf {p} {ord} %x0, %x1 : tile<{t}x{}> -> tile<{t}xi1>",
                    e.name()
                ),
            ));
            let exp: Vec<u64> = (0..n)
                .map(|i| cmpf(e, p, ord == "ordered", xa[i], xb[i]) as u64)
                .collect();
            let dn = c.data(&format!("r_{rn}"), ElemType::I1, exp);
            c.run(&rn, &rn, (n / t) as u32)
                .arg_buf(e, "rows(a, a)")
                .arg_buf(e, "cols(a, a)")
                .arg_buf(ElemType::I1, &format!("zeros({n})"))
                .expect(2, &dn, "ieee");
        }
    }
    c.render()
}

fn unary_file(e: ElemType, vals: &[u64]) -> GenFile {
    let mut c = CaseB::new(
        &format!("float/unary_{}.mlir", e.name()),
        "float-arith",
        "ci",
    );
    c.note("absf, negf, ceil, floor (digest 4.2). NaN results are the canonical NaN (docs/numerics.md: abs/neg of NaN give it too, as measured on the H100).");
    c.oracle("apfloat", "rustc_apfloat 0.2.3: abs, neg (sign operations), round_to_integral toward +inf / -inf; NaN results replaced by the canonical NaN of docs/numerics.md");
    let n = vals.len();
    let t = tile_for(n);
    c.data("a", e, vals.to_vec());
    for op in ["absf", "negf", "ceil", "floor"] {
        c.entry(ew_kernel(
            op,
            &[e],
            e,
            n,
            t,
            &format!("%r = {op} %x0 : tile<{t}x{}>", e.name()),
        ));
        let exp: Vec<u64> = vals.iter().map(|&v| apfloat_unary(e, op, v)).collect();
        let dn = c.data(&format!("r_{op}"), e, exp);
        c.run(op, op, (n / t) as u32)
            .arg_buf(e, "a")
            .arg_buf(e, &format!("zeros({n})"))
            .expect(1, &dn, "apfloat");
    }
    c.render()
}

fn remf_file(e: ElemType, vals: &[u64]) -> GenFile {
    let mut c = CaseB::new(
        &format!("float/remf_{}.mlir", e.name()),
        "float-arith",
        "ci",
    );
    c.note("remf: C fmod, exact (digest 4.2): the sign of x, |r| < |y|, y = 0 or x = inf gives NaN, y = inf gives x.");
    c.oracle("apfloat", "rustc_apfloat 0.2.3 c_fmod (exact); NaN results replaced by the canonical NaN of docs/numerics.md");
    let n = vals.len() * vals.len();
    let t = tile_for(n);
    c.data("a", e, vals.to_vec());
    c.entry(ew_kernel(
        "remf",
        &[e, e],
        e,
        n,
        t,
        &format!("%r = remf %x0, %x1 : tile<{t}x{}>", e.name()),
    ));
    let mut exp = vec![];
    for &x in vals {
        for &y in vals {
            exp.push(apfloat_rem(e, x, y));
        }
    }
    let dn = c.data("r", e, exp);
    c.run("remf", "remf", (n / t) as u32)
        .arg_buf(e, "rows(a, a)")
        .arg_buf(e, "cols(a, a)")
        .arg_buf(e, &format!("zeros({n})"))
        .expect(2, &dn, "apfloat");
    c.render()
}

pub fn generate() -> Vec<GenFile> {
    let mut out = vec![];
    for (fi, &e) in FLOATS.iter().enumerate() {
        let f = Fmt::of(e);
        let mut rng = Rng(0xF10A7 + fi as u64);
        let sp = f.specials(&mut rng, 0);
        assert_eq!(sp.len(), 32);
        for (oi, op) in [Bin::Add, Bin::Sub, Bin::Mul, Bin::Div]
            .into_iter()
            .enumerate()
        {
            let tier = if matches!(e, ElemType::F32 | ElemType::F16) {
                "ci"
            } else {
                "full"
            };
            out.push(binary_file(
                &format!("float/{}_{}_special.mlir", op.name(), e.name()),
                tier,
                e,
                op,
                &sp,
                &sp,
                true,
            ));
            let mut r2 = Rng(0xB1_0000 + (fi * 16 + oi) as u64);
            let (a, b) = random_pairs(f, &mut r2, 256);
            out.push(binary_file(
                &format!("float/{}_{}_random.mlir", op.name(), e.name()),
                "full",
                e,
                op,
                &a,
                &b,
                false,
            ));
        }
        // fma: 24 x 24 specials with addends that cancel the product, sit at midpoints, or are
        // specials themselves; then random triples.
        let s24: Vec<u64> = sp[..24].to_vec();
        let mut cv = vec![];
        let mut r3 = Rng(0xFA_0000 + fi as u64);
        for (i, &a) in s24.iter().enumerate() {
            for (j, &b) in s24.iter().enumerate() {
                let k = (i * 24 + j) % 4;
                let cval = match k {
                    0 => sp[(i + j) % sp.len()],
                    1 => {
                        // -(a*b) rounded: the exact residual remains.
                        let p = apfloat_bin(e, Bin::Mul, a, b, Round::NearestTiesToEven);
                        p ^ f.sign_bit()
                    }
                    2 => r3.next() & f.mask(),
                    _ => f.pow2(-(f.mb as i32) - 1),
                };
                cv.push(cval);
            }
        }
        out.push(fma_file(
            &format!("float/fma_{}_special.mlir", e.name()),
            "ci",
            e,
            &s24,
            &s24,
            &cv,
            true,
        ));
        let (a, b) = random_pairs(f, &mut r3, 256);
        let cr: Vec<u64> = (0..256)
            .map(|i| {
                if i % 3 == 0 {
                    apfloat_bin(e, Bin::Mul, a[i], b[i], Round::TowardZero) ^ f.sign_bit()
                } else {
                    r3.next() & f.mask()
                }
            })
            .collect();
        out.push(fma_file(
            &format!("float/fma_{}_random.mlir", e.name()),
            "full",
            e,
            &a,
            &b,
            &cr,
            false,
        ));
        // sqrt: specials plus random values, mostly positive.
        let mut sv = f.specials(&mut Rng(0x5A + fi as u64), 224);
        for (i, v) in sv.iter_mut().enumerate().skip(32) {
            if i % 4 != 0 {
                *v &= !f.sign_bit();
            }
        }
        out.push(sqrt_file(e, &sv));
        out.push(maxmin_file(e, &sp));
        out.push(cmpf_file(e, &sp));
        let uv = f.specials(&mut Rng(0x0A + fi as u64), 96);
        out.push(unary_file(e, &uv));
        out.push(remf_file(e, &sp));
    }
    out
}
