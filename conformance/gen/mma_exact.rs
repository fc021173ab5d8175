//! mma whose result depends on how Σₖ A·B + C is rounded: tileref's default gives the exact
//! value rounded once to the accumulator type (docs/semantics.md), and these cases hold that
//! value, computed here in integers (every input is an integer times a power of two, so the
//! whole sum is one i128 in units of the least power) and rounded once by rustc_apfloat
//! (i128 -> quad, exact below 2^113, then one conversion to nearest even).
//!
//! Each case is checked to tell the rounding apart: the per-k chain of fused multiply-adds
//! (or, for mmaf_scaled, products rounded to f32 and then added) is computed too, with
//! rustc_apfloat, and must differ from the exact result in some output.

use super::convert::value_of;
use super::fmt::{apfloat_bin, apfloat_fma, from_f64, Bin};
use super::structural::{multi_in_kernel, scale_code};
use super::{CaseB, Rng};
use rustc_apfloat::ieee::{Double, Half, Quad, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
use tileref_spec::types::ElemType;
use ElemType::*;

/// A value sig · 2^exp, exactly.
#[derive(Clone, Copy)]
struct Val {
    sig: i64,
    exp: i32,
}

impl Val {
    fn f64(self) -> f64 {
        self.sig as f64 * 2f64.powi(self.exp)
    }
}

/// Significant bits of the random values of each format (f64: 40, so that products and their
/// sums stay below quad's 113 bits).
fn precision(e: ElemType) -> u32 {
    match e {
        F16 | TF32 => 11,
        BF16 => 8,
        F32 => 24,
        F64 => 40,
        F8E4M3FN => 4,
        F8E5M2 => 3,
        _ => unreachable!("{e:?}"),
    }
}

/// A random nonzero value of `p` significant bits with magnitude in [2^lo, 2^(hi+1)).
fn random_val(rng: &mut Rng, p: u32, lo: i32, hi: i32) -> Val {
    let top = 1i64 << (p - 1);
    let sig = top + (rng.next() % top as u64) as i64;
    let sig = if rng.next() % 2 == 0 { sig } else { -sig };
    let e = lo + (rng.next() % (hi - lo + 1) as u64) as i32;
    Val {
        sig,
        exp: e - (p as i32 - 1),
    }
}

/// Σ terms (each sig · 2^exp) exactly, rounded once to `e` (nearest even), as bits.
fn round_once(e: ElemType, terms: &[(i128, i32)]) -> u64 {
    let unit = terms.iter().map(|t| t.1).min().unwrap();
    let total: i128 = terms.iter().map(|&(s, x)| s << (x - unit)).sum();
    assert!(
        total.unsigned_abs() < 1u128 << 112,
        "the exact sum must fit quad"
    );
    let q = Quad::from_i128(total).value.scalbn(unit as i32);
    let conv = |q: Quad| -> u64 {
        match e {
            F16 => FloatConvert::<Half>::convert_r(q, Round::NearestTiesToEven, &mut false)
                .value
                .to_bits() as u64,
            F32 => FloatConvert::<Single>::convert_r(q, Round::NearestTiesToEven, &mut false)
                .value
                .to_bits() as u64,
            F64 => FloatConvert::<Double>::convert_r(q, Round::NearestTiesToEven, &mut false)
                .value
                .to_bits() as u64,
            _ => unreachable!(),
        }
    };
    conv(q)
}

/// Bits of an exactly representable value.
fn bits(e: ElemType, v: Val) -> u64 {
    let x = v.f64();
    let b = match e {
        TF32 => from_f64(F32, x, Round::NearestTiesToEven),
        F8E4M3FN | F8E5M2 => (0..256)
            .find(|&c| value_of(e, c) == Some(x))
            .expect("an f8 value"),
        _ => from_f64(e, x, Round::NearestTiesToEven),
    };
    assert_eq!(value_of(e, b), Some(x), "{e:?} holds {x}");
    b
}

pub fn mma_exact_file(out: &mut Vec<super::GenFile>) {
    let mut rng = Rng(0x33B);
    let mut c = CaseB::new("mma/mma_exact.mlir", "mma", "ci");
    c.note("mmaf for every (input, accumulator) pair it accepts, and mmaf_scaled for every accepted (input, scale) pair, on inputs whose sums need more bits than the accumulator holds: the result is the formula's exact value rounded once to the accumulator type (tileref's default; docs/semantics.md). Every case differs from the per-k fma chain in some output (digest 4.2).");
    c.oracle(
        "model",
        "the exact sum in i128 (inputs are integers times powers of two), rounded once to the accumulator type by rustc_apfloat (quad, then convert_r to nearest even)",
    );
    let (m, k, n) = (4usize, 16usize, 4usize);
    let combos: [(ElemType, ElemType); 10] = [
        (F16, F16),
        (F16, F32),
        (BF16, F32),
        (TF32, F32),
        (F32, F32),
        (F64, F64),
        (F8E4M3FN, F16),
        (F8E4M3FN, F32),
        (F8E5M2, F16),
        (F8E5M2, F32),
    ];
    for &(ie, ae) in &combos {
        let name = format!("mmaf_exact_{}_{}", ie.name(), ae.name());
        let (pi, pa) = (precision(ie), precision(ae));
        // Exponents spread over [-4, 4] (f16 accumulators: sums stay far below 65504).
        let a: Vec<Val> = (0..m * k)
            .map(|_| random_val(&mut rng, pi, -4, 4))
            .collect();
        let b: Vec<Val> = (0..k * n)
            .map(|_| random_val(&mut rng, pi, -4, 4))
            .collect();
        let cc: Vec<Val> = (0..m * n)
            .map(|_| random_val(&mut rng, pa, -4, 4))
            .collect();
        let widen = |v: Val| bits(ae, v);
        let mut want = vec![0u64; m * n];
        let mut differ = 0;
        for i in 0..m {
            for j in 0..n {
                let mut terms = vec![(cc[i * n + j].sig as i128, cc[i * n + j].exp)];
                let mut chain = widen(cc[i * n + j]);
                for l in 0..k {
                    let (x, y) = (a[i * k + l], b[l * n + j]);
                    terms.push((x.sig as i128 * y.sig as i128, x.exp + y.exp));
                    chain = apfloat_fma(ae, widen(x), widen(y), chain, Round::NearestTiesToEven);
                }
                want[i * n + j] = round_once(ae, &terms);
                differ += (want[i * n + j] != chain) as usize;
            }
        }
        assert!(
            differ > 0,
            "{name}: the chain gives the exact result everywhere"
        );
        let body = format!(
            "%a = reshape %x0 : tile<{}x{ie}> -> tile<{m}x{k}x{ie}>\n%b = reshape %x1 : tile<{}x{ie}> -> tile<{k}x{n}x{ie}>\n%c = reshape %x2 : tile<{}x{ae}> -> tile<{m}x{n}x{ae}>\n\
             %d = mmaf %a, %b, %c : tile<{m}x{k}x{ie}>, tile<{k}x{n}x{ie}>, tile<{m}x{n}x{ae}>\n%r = reshape %d : tile<{m}x{n}x{ae}> -> tile<{}x{ae}>",
            m * k, k * n, m * n, m * n,
            ie = ie.name(), ae = ae.name()
        );
        c.entry(multi_in_kernel(
            &name,
            &[(ie, m * k), (ie, k * n), (ae, m * n)],
            (ae, m * n),
            &body,
        ));
        let an = c.data(
            &format!("a_{name}"),
            ie,
            a.iter().map(|&v| bits(ie, v)).collect(),
        );
        let bn = c.data(
            &format!("b_{name}"),
            ie,
            b.iter().map(|&v| bits(ie, v)).collect(),
        );
        let cn = c.data(
            &format!("c_{name}"),
            ae,
            cc.iter().map(|&v| bits(ae, v)).collect(),
        );
        let rn = c.data(&format!("r_{name}"), ae, want);
        c.run(&name, &name, 1)
            .arg_buf(ie, &an)
            .arg_buf(ie, &bn)
            .arg_buf(ae, &cn)
            .arg_buf(ae, &format!("zeros({})", m * n))
            .expect(3, &rn, "model");
    }
    scaled(&mut c, &mut rng, m, n);
    out.push(c.render());
}

/// mmaf_scaled with scales spreading the products' exponents, so their f32 sum rounds.
fn scaled(c: &mut CaseB, rng: &mut Rng, m: usize, n: usize) {
    let combos: [(ElemType, ElemType, usize); 5] = [
        (F8E4M3FN, F8E8M0FNU, 32),
        (F8E5M2, F8E8M0FNU, 32),
        (F4E2M1FN, F8E8M0FNU, 16),
        (F4E2M1FN, F8E8M0FNU, 32),
        (F4E2M1FN, F8E4M3FN, 16),
    ];
    for &(ie, se, v) in &combos {
        let kk = 2 * v;
        let ks = 2;
        let name = format!("mmaf_scaled_exact_{}_{}_{v}", ie.name(), se.name());
        // Input codes with nonzero finite values in [2^-4, 2^6], as integers in units 2^-q.
        let codes: Vec<u64> = (0..1u64 << if ie == F4E2M1FN { 4 } else { 8 })
            .filter(|&x| {
                value_of(ie, x).is_some_and(|y| y != 0.0 && (0.0625..=64.0).contains(&y.abs()))
            })
            .collect();
        let q = 12;
        let int_of = |x: u64| -> i64 {
            let y = value_of(ie, x).unwrap() * (1u64 << q) as f64;
            assert_eq!(y.fract(), 0.0);
            y as i64
        };
        let (slo, shi) = if se == F8E4M3FN { (-6, 8) } else { (-12, 12) };
        let scale_code = |ex: i32| scale_code(se, ex);
        let pick = |rng: &mut Rng| codes[(rng.next() % codes.len() as u64) as usize];
        let a: Vec<u64> = (0..m * kk).map(|_| pick(rng)).collect();
        let b: Vec<u64> = (0..kk * n).map(|_| pick(rng)).collect();
        let cc: Vec<Val> = (0..m * n).map(|_| random_val(rng, 24, -4, 4)).collect();
        let span = (shi - slo + 1) as u64;
        let sa: Vec<i32> = (0..m * ks)
            .map(|_| slo + (rng.next() % span) as i32)
            .collect();
        let sb: Vec<i32> = (0..ks * n)
            .map(|_| slo + (rng.next() % span) as i32)
            .collect();
        let mut want = vec![0u64; m * n];
        let mut differ = 0;
        for i in 0..m {
            for j in 0..n {
                let c0 = cc[i * n + j];
                let mut terms = vec![(c0.sig as i128, c0.exp)];
                let mut chain = bits(F32, c0);
                for l in 0..kk {
                    let e = sa[i * ks + l / v] + sb[(l / v) * n + j] - 2 * q;
                    let p = int_of(a[i * kk + l]) as i128 * int_of(b[l * n + j]) as i128;
                    terms.push((p, e));
                    // The chain: the scaled product rounded to f32, then an f32 addition.
                    let pr = round_once(F32, &[(p, e)]);
                    chain = apfloat_bin(F32, Bin::Add, chain, pr, Round::NearestTiesToEven);
                }
                want[i * n + j] = round_once(F32, &terms);
                differ += (want[i * n + j] != chain) as usize;
            }
        }
        assert!(
            differ > 0,
            "{name}: the chain gives the exact result everywhere"
        );
        let body = format!(
            "%a = reshape %x0 : tile<{}x{ie}> -> tile<{m}x{kk}x{ie}>\n%b = reshape %x1 : tile<{}x{ie}> -> tile<{kk}x{n}x{ie}>\n%c = reshape %x2 : tile<{}xf32> -> tile<{m}x{n}xf32>\n\
             %sa = reshape %x3 : tile<{}x{se}> -> tile<{m}x{ks}x{se}>\n%sb = reshape %x4 : tile<{}x{se}> -> tile<{ks}x{n}x{se}>\n\
             %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<{m}x{kk}x{ie}>, tile<{kk}x{n}x{ie}>, tile<{m}x{n}xf32>, tile<{m}x{ks}x{se}>, tile<{ks}x{n}x{se}>\n%r = reshape %d : tile<{m}x{n}xf32> -> tile<{}xf32>",
            m * kk, kk * n, m * n, m * ks, ks * n, m * n,
            ie = ie.name(), se = se.name()
        );
        c.entry(multi_in_kernel(
            &name,
            &[
                (ie, m * kk),
                (ie, kk * n),
                (F32, m * n),
                (se, m * ks),
                (se, ks * n),
            ],
            (F32, m * n),
            &body,
        ));
        let an = c.data(&format!("a_{name}"), ie, a);
        let bn = c.data(&format!("b_{name}"), ie, b);
        let cn = c.data(
            &format!("c_{name}"),
            F32,
            cc.iter().map(|&x| bits(F32, x)).collect(),
        );
        let san = c.data(
            &format!("sa_{name}"),
            se,
            sa.iter().map(|&x| scale_code(x)).collect(),
        );
        let sbn = c.data(
            &format!("sb_{name}"),
            se,
            sb.iter().map(|&x| scale_code(x)).collect(),
        );
        let rn = c.data(&format!("r_{name}"), F32, want);
        c.run(&name, &name, 1)
            .arg_buf(ie, &an)
            .arg_buf(ie, &bn)
            .arg_buf(F32, &cn)
            .arg_buf(se, &san)
            .arg_buf(se, &sbn)
            .arg_buf(F32, &format!("zeros({})", m * n))
            .expect(5, &rn, "model");
    }
}
