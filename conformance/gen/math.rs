//! Elementary functions (exp, exp2, log, log2, sin, cos, tan, sinh, cosh, tanh, rsqrt, fpowf,
//! atan2, fpowi) on f16/bf16/f32/f64, exp/tanh approx and full, exp2/rsqrt flush_to_zero. The
//! spec leaves their accuracy open, so each expectation carries the tolerance of
//! docs/numerics.md. Oracle: the host C library (glibc libm) in f64; for f16/bf16/f32 results the
//! f64 value is rounded once and kept only when it lies far from every rounding boundary, so the
//! expectation is the certified correctly rounded result (`ref=cr`). f64 results are libm's
//! (`ref=approx`).

use super::fmt::{from_f64, to_f64, Fmt, Specials};
use super::{ew_kernel, tile_for, CaseB, GenFile, Rng};
use rustc_apfloat::Round;
use tileref_interp::numeric::format as nf;
use tileref_interp::numeric::math::{fpowi_tolerance, tolerance_ulps, MathFn, TolOp};
use tileref_spec::types::ElemType;

const FLOATS: [ElemType; 4] = [ElemType::F16, ElemType::BF16, ElemType::F32, ElemType::F64];

fn nfmt(e: ElemType) -> nf::Format {
    match e {
        ElemType::F16 => nf::F16,
        ElemType::BF16 => nf::BF16,
        ElemType::F32 => nf::F32,
        _ => nf::F64,
    }
}

/// The f64 result of a libm function.
fn libm(name: &str, x: f64, y: f64) -> f64 {
    match name {
        "exp" => x.exp(),
        "exp2" => x.exp2(),
        "log" => x.ln(),
        "log2" => x.log2(),
        "sin" => x.sin(),
        "cos" => x.cos(),
        "tan" => x.tan(),
        "sinh" => x.sinh(),
        "cosh" => x.cosh(),
        "tanh" => x.tanh(),
        "rsqrt" => 1.0 / x.sqrt(),
        "fpowf" | "fpowi" => x.powf(y),
        "atan2" => x.atan2(y),
        _ => unreachable!(),
    }
}

/// Rounds a libm f64 value to `e` (nearest even); None when the f64 value (accurate to a few
/// f64 ulps) lies too close to a rounding boundary of `e` to decide.
fn certified(e: ElemType, y: f64) -> Option<u64> {
    let f = Fmt::of(e);
    if y.is_nan() {
        return Some(f.canonical_nan());
    }
    if e == ElemType::F64 {
        return Some(y.to_bits());
    }
    let r = from_f64(e, y, Round::NearestTiesToEven);
    if y.is_infinite() || y == 0.0 {
        return Some(r);
    }
    let rv = to_f64(e, r);
    if rv == y {
        return Some(r);
    }
    // The neighbour of r on y's side and the rounding boundary between them.
    let toward = if y > rv { 1i64 } else { -1 };
    let step = |b: u64| -> u64 {
        let neg = b & f.sign_bit() != 0;
        let mag = b & (f.sign_bit() - 1);
        if (toward > 0) != neg {
            b + 1
        } else if mag == 0 {
            (b ^ f.sign_bit()) + 1
        } else {
            b - 1
        }
    };
    let nb = step(r);
    let nv = if f.is_nan(nb) || (nb & (f.sign_bit() - 1)) == f.inf() {
        // Past the largest finite value: the boundary is max + ulp/2.
        rv + (rv - to_f64(e, r - 1)) * toward as f64
    } else {
        to_f64(e, nb)
    };
    let mid = (rv + nv) / 2.0;
    let margin = y.abs() * 2f64.powi(-46);
    ((y - mid).abs() > margin).then_some(r)
}

fn inputs(e: ElemType, name: &str, rng: &mut Rng) -> Vec<u64> {
    let f = Fmt::of(e);
    let mut v = f.specials(rng, 0);
    let range: (f64, f64) = match name {
        "exp" | "sinh" | "cosh" => (-12.0, 12.0),
        "exp2" => (-30.0, 30.0),
        "log" | "log2" | "rsqrt" => (1e-6, 1e6),
        "tanh" => (-5.0, 5.0),
        _ => (-40.0, 40.0),
    };
    for _ in 0..64 {
        let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
        let x = range.0 + (range.1 - range.0) * u;
        let x = if matches!(name, "log" | "log2" | "rsqrt") {
            range.0 * (range.1 / range.0).powf(u)
        } else {
            x
        };
        v.push(from_f64(e, x, Round::NearestTiesToEven));
    }
    // Overflow and underflow of the result format.
    if matches!(name, "exp" | "exp2" | "sinh" | "cosh") {
        for k in [
            80.0f64, 100.0, 200.0, 800.0, -80.0, -100.0, -200.0, -800.0, 1000.0, -1000.0,
        ] {
            v.push(from_f64(e, k, Round::NearestTiesToEven));
        }
    }
    v
}

fn pad(v: &mut Vec<(u64, u64, u64)>) {
    let n = v.len().next_power_of_two().max(2);
    let mut i = 0;
    while v.len() < n {
        v.push(v[i]);
        i += 1;
    }
}

pub fn generate() -> Vec<GenFile> {
    let mut out = vec![];
    for (fi, &e) in FLOATS.iter().enumerate() {
        let f = Fmt::of(e);
        let mut c = CaseB::new(
            &format!("math/math_{}.mlir", e.name()),
            "math",
            if e == ElemType::F32 { "ci" } else { "full" },
        );
        c.note(&format!("Elementary functions on {} (digest 4.3). Tolerances: docs/numerics.md (interp/src/numeric/math.rs tolerance_ulps).", e.name()));
        c.oracle("libm", "host C library (glibc libm) in f64: exp, exp2, ln, log2, sin, cos, tan, sinh, cosh, tanh, pow, atan2, 1/sqrt; rounded once to the result type and kept only when the f64 value is at least 2^-46 relative away from every rounding boundary (a certified correctly rounded result); f64 results as libm returns them; NaN results canonical (docs/numerics.md)");
        let mut rng = Rng(0x3A7 + fi as u64);
        let unary: [(&str, Option<MathFn>); 11] = [
            ("exp", Some(MathFn::Exp)),
            ("exp2", Some(MathFn::Exp2)),
            ("log", Some(MathFn::Log)),
            ("log2", Some(MathFn::Log2)),
            ("sin", Some(MathFn::Sin)),
            ("cos", Some(MathFn::Cos)),
            ("tan", Some(MathFn::Tan)),
            ("sinh", Some(MathFn::Sinh)),
            ("cosh", Some(MathFn::Cosh)),
            ("tanh", Some(MathFn::Tanh)),
            ("rsqrt", Some(MathFn::Rsqrt)),
        ];
        // (run, op text, function, tolerance op, attrs, ftz)
        let mut variants: Vec<(String, &str, TolOp, String, bool)> = vec![];
        for (n, m) in unary {
            variants.push((
                n.to_string(),
                n,
                TolOp::Math(m.unwrap()),
                String::new(),
                false,
            ));
        }
        if e == ElemType::F32 {
            variants.push((
                "exp_full".into(),
                "exp",
                TolOp::Math(MathFn::Exp),
                " rounding<full>".into(),
                false,
            ));
            variants.push((
                "exp_approx".into(),
                "exp",
                TolOp::ExpApprox,
                " rounding<approx>".into(),
                false,
            ));
            variants.push((
                "tanh_full".into(),
                "tanh",
                TolOp::Math(MathFn::Tanh),
                " rounding<full>".into(),
                false,
            ));
            variants.push((
                "tanh_approx".into(),
                "tanh",
                TolOp::TanhApprox,
                " rounding<approx>".into(),
                false,
            ));
            variants.push((
                "exp2_ftz".into(),
                "exp2",
                TolOp::Math(MathFn::Exp2),
                " flush_to_zero".into(),
                true,
            ));
            variants.push((
                "rsqrt_ftz".into(),
                "rsqrt",
                TolOp::Math(MathFn::Rsqrt),
                " flush_to_zero".into(),
                true,
            ));
        }
        for (rn, op, tol, attr, ftz) in variants {
            let xs = inputs(e, op, &mut rng);
            let mut keep: Vec<(u64, u64, u64)> = vec![];
            let mut tol_max = tolerance_ulps(tol, &nfmt(e)) as u64;
            for &x in &xs {
                let xin = if ftz { super::fmt::ftz_in(x) } else { x };
                let xv = if f.is_nan(xin) {
                    f64::NAN
                } else {
                    to_f64(e, xin)
                };
                if tol == TolOp::ExpApprox {
                    if !(xv.abs() <= 80.0) {
                        continue;
                    }
                    tol_max = tol_max
                        .max(tileref_interp::numeric::math::exp_approx_tolerance(xv as f32) as u64);
                }
                let y = libm(op, xv, 0.0);
                let Some(mut r) = certified(e, y) else {
                    continue;
                };
                if ftz && y.abs() < 2f64.powi(-126) {
                    // Tiny after rounding is decided on the certified value; skip the band where
                    // rounding to 24 bits could reach 2^-126.
                    if y.abs() > 2f64.powi(-126) * (1.0 - 2f64.powi(-23)) {
                        continue;
                    }
                    r = if y < 0.0 { 0x8000_0000 } else { 0 };
                }
                keep.push((x, 0, r));
            }
            pad(&mut keep);
            let n = keep.len();
            let t = tile_for(n);
            let ent = format!("{rn}");
            c.entry(ew_kernel(
                &ent,
                &[e],
                e,
                n,
                t,
                &format!("%r = {op} %x0{attr} : tile<{t}x{}>", e.name()),
            ));
            let an = c.data(&format!("a_{rn}"), e, keep.iter().map(|k| k.0).collect());
            let dn = c.data(&format!("r_{rn}"), e, keep.iter().map(|k| k.2).collect());
            let cr = e != ElemType::F64 && !matches!(tol, TolOp::ExpApprox | TolOp::TanhApprox);
            c.run(&rn, &ent, (n / t) as u32)
                .arg_buf(e, &an)
                .arg_buf(e, &format!("zeros({n})"))
                .expect_tol(1, &dn, "libm", tol_max, cr);
        }
        // Binary: fpowf and atan2 over pairs; fpowi with every accepted exponent type.
        let base = {
            let mut b = f.specials(&mut rng, 0);
            for _ in 0..16 {
                let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
                b.push(from_f64(e, 0.05 + 4.0 * u, Round::NearestTiesToEven));
            }
            b
        };
        let expo: Vec<f64> = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            2.0,
            0.5,
            -0.5,
            3.0,
            -3.0,
            2.5,
            10.0,
            -10.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            0.3,
        ];
        for op in ["fpowf", "atan2"] {
            let tolop = if op == "fpowf" {
                TolOp::Pow
            } else {
                TolOp::Atan2
            };
            let mut keep = vec![];
            for &x in &base {
                for &yv in &expo {
                    let y = if yv.is_nan() {
                        f.canonical_nan()
                    } else {
                        from_f64(e, yv, Round::NearestTiesToEven)
                    };
                    let (xv, yy) = (
                        if f.is_nan(x) { f64::NAN } else { to_f64(e, x) },
                        to_f64(e, y),
                    );
                    let yy = if f.is_nan(y) { f64::NAN } else { yy };
                    if let Some(r) = certified(e, libm(op, xv, yy)) {
                        keep.push((x, y, r));
                    }
                }
            }
            pad(&mut keep);
            let n = keep.len();
            let t = tile_for(n);
            c.entry(ew_kernel(
                op,
                &[e, e],
                e,
                n,
                t,
                &format!("%r = {op} %x0, %x1 : tile<{t}x{}>", e.name()),
            ));
            let an = c.data(&format!("a_{op}"), e, keep.iter().map(|k| k.0).collect());
            let bn = c.data(&format!("b_{op}"), e, keep.iter().map(|k| k.1).collect());
            let dn = c.data(&format!("r_{op}"), e, keep.iter().map(|k| k.2).collect());
            c.run(op, op, (n / t) as u32)
                .arg_buf(e, &an)
                .arg_buf(e, &bn)
                .arg_buf(e, &format!("zeros({n})"))
                .expect_tol(
                    2,
                    &dn,
                    "libm",
                    tolerance_ulps(tolop, &nfmt(e)) as u64,
                    e != ElemType::F64,
                );
        }
        // Exact powers: y = n/2^k and x = r^(2^k)·2^(2^k·s), so x^y = ±r^n·2^(n·s) exactly (an
        // integer times a power of two, exact in f64 here), some of them exactly halfway between
        // two values of the format (11^7 = 19487171 between two f32s): the expectation is that
        // exact value rounded once to nearest even (rustc_apfloat).
        if e != ElemType::F64 {
            c.oracle(
                "exact",
                "exact integer or rational arithmetic, rounded once by rustc_apfloat",
            );
            let mut keep = vec![];
            for r in (1..40u64).step_by(2) {
                for k in 0..=2u32 {
                    for n in 1..=13u32 {
                        for s in [-3i32, 0, 2] {
                            for neg in [false, true] {
                                if neg && k > 0 {
                                    continue; // a negative x with non-integral y is NaN
                                }
                                let xm = r.pow(1 << k);
                                let Some(p) = r.checked_pow(n).filter(|&p| p < 1 << 53) else {
                                    continue;
                                };
                                let x = xm as f64
                                    * 2f64.powi(s * (1 << k))
                                    * if neg { -1.0 } else { 1.0 };
                                let y = n as f64 / (1u32 << k) as f64;
                                let (xb, yb) = (
                                    from_f64(e, x, Round::NearestTiesToEven),
                                    from_f64(e, y, Round::NearestTiesToEven),
                                );
                                if to_f64(e, xb) != x || to_f64(e, yb) != y {
                                    continue;
                                }
                                let v = p as f64
                                    * 2f64.powi(s * n as i32)
                                    * if neg && n % 2 == 1 { -1.0 } else { 1.0 };
                                keep.push((xb, yb, from_f64(e, v, Round::NearestTiesToEven)));
                            }
                        }
                    }
                }
            }
            pad(&mut keep);
            let n = keep.len();
            let t = tile_for(n);
            c.entry(ew_kernel(
                "fpowf_exact",
                &[e, e],
                e,
                n,
                t,
                &format!("%r = fpowf %x0, %x1 : tile<{t}x{}>", e.name()),
            ));
            let an = c.data("a_fpowf_exact", e, keep.iter().map(|k| k.0).collect());
            let bn = c.data("b_fpowf_exact", e, keep.iter().map(|k| k.1).collect());
            let dn = c.data("r_fpowf_exact", e, keep.iter().map(|k| k.2).collect());
            c.run("fpowf_exact", "fpowf_exact", (n / t) as u32)
                .arg_buf(e, &an)
                .arg_buf(e, &bn)
                .arg_buf(e, &format!("zeros({n})"))
                .expect(2, &dn, "exact");
        }
        // fpowi in two groups: GPU error grows with |n| (binary powering), so large exponents
        // get their own run and tolerance instead of loosening the small ones.
        for ie in [ElemType::I1, ElemType::I8, ElemType::I16, ElemType::I32] {
            let w = ie.bit_width();
            let all: Vec<i64> = [0i64, 1, -1, 2, -2, 3, 5, -7, 16, 100, -100, 1000]
                .into_iter()
                .filter(|&k| k >= -(1i64 << (w - 1)) && k < (1i64 << (w - 1)))
                .collect();
            for large in [false, true] {
                let ns: Vec<i64> = all
                    .iter()
                    .copied()
                    .filter(|k| (k.abs() > 16) == large)
                    .collect();
                if ns.is_empty() {
                    continue;
                }
                let mut keep = vec![];
                for &x in &base {
                    for &k in &ns {
                        let xv = if f.is_nan(x) { f64::NAN } else { to_f64(e, x) };
                        if let Some(r) = certified(e, libm("fpowi", xv, k as f64)) {
                            keep.push((x, (k as u64) & ((1u64 << w) - 1), r));
                        }
                    }
                }
                pad(&mut keep);
                let n = keep.len();
                let t = tile_for(n);
                let rn = if large {
                    format!("fpowi_{}_large", ie.name())
                } else {
                    format!("fpowi_{}", ie.name())
                };
                let tol = ns
                    .iter()
                    .map(|&k| fpowi_tolerance(k, &nfmt(e)))
                    .max()
                    .unwrap_or(0);
                c.entry(ew_kernel(
                    &rn,
                    &[e, ie],
                    e,
                    n,
                    t,
                    &format!(
                        "%r = fpowi %x0, %x1 : tile<{t}x{}>, tile<{t}x{}>",
                        e.name(),
                        ie.name()
                    ),
                ));
                let an = c.data(&format!("a_{rn}"), e, keep.iter().map(|k| k.0).collect());
                let bn = c.data(&format!("b_{rn}"), ie, keep.iter().map(|k| k.1).collect());
                let dn = c.data(&format!("r_{rn}"), e, keep.iter().map(|k| k.2).collect());
                c.run(&rn, &rn, (n / t) as u32)
                    .arg_buf(e, &an)
                    .arg_buf(ie, &bn)
                    .arg_buf(e, &format!("zeros({n})"))
                    .expect_tol(2, &dn, "libm", tol as u64, e != ElemType::F64);
            }
        }
        out.push(c.render());
    }
    out
}
