//! Floating-point arithmetic against rustc_apfloat and Berkeley SoftFloat,
//! and the fast paths against the exact path.
mod common;
use common::*;

use rustc_apfloat::ieee::{BFloat, Double, Half, Single};
use rustc_apfloat::{Float, FloatConvert};
use softfloat_wrapper::{Float as SfFloat, F16 as SF16, F32 as SF32, F64 as SF64};
use tileref_interp::numeric::float_ops as ex;
use tileref_interp::numeric::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Fma,
    Rem,
}

fn apf<F: Float>(op: Op, m: Rounding, a: u64, b: u64, c: u64) -> u64 {
    let (x, y, z) = (
        F::from_bits(a as u128),
        F::from_bits(b as u128),
        F::from_bits(c as u128),
    );
    let r = apf_round(m);
    (match op {
        Op::Add => x.add_r(y, r).value,
        Op::Sub => x.sub_r(y, r).value,
        Op::Mul => x.mul_r(y, r).value,
        Op::Div => x.div_r(y, r).value,
        Op::Fma => x.mul_add_r(y, z, r).value,
        Op::Rem => x.c_fmod(y).value,
    })
    .to_bits() as u64
}

fn oracle_apf(fmt: &Format, op: Op, m: Rounding, a: u64, b: u64, c: u64) -> u64 {
    match fmt.name {
        "f16" => apf::<Half>(op, m, a, b, c),
        "bf16" => apf::<BFloat>(op, m, a, b, c),
        "f32" => apf::<Single>(op, m, a, b, c),
        "f64" => apf::<Double>(op, m, a, b, c),
        _ => unreachable!(),
    }
}

fn sf<F: SfFloat<Payload = P>, P: Copy + Into<u64> + TryFrom<u64>>(
    op: Op,
    m: Rounding,
    a: u64,
    b: u64,
    c: u64,
) -> u64
where
    <P as TryFrom<u64>>::Error: std::fmt::Debug,
{
    let p = |v: u64| F::from_bits(P::try_from(v).unwrap());
    let (x, y, z) = (p(a), p(b), p(c));
    let r = sf_round(m);
    let v = match op {
        Op::Add => x.add(y, r),
        Op::Sub => x.sub(y, r),
        Op::Mul => x.mul(y, r),
        Op::Div => x.div(y, r),
        Op::Fma => x.fused_mul_add(y, z, r),
        Op::Rem => unreachable!(),
    };
    v.to_bits().into()
}

fn oracle_sf(fmt: &Format, op: Op, m: Rounding, a: u64, b: u64, c: u64) -> Option<u64> {
    if op == Op::Rem {
        return None;
    }
    Some(match fmt.name {
        "f16" => sf::<SF16, u16>(op, m, a, b, c),
        "f32" => sf::<SF32, u32>(op, m, a, b, c),
        "f64" => sf::<SF64, u64>(op, m, a, b, c),
        _ => return None,
    })
}

fn mine_exact(fmt: &Format, env: &Env, op: Op, a: u64, b: u64, c: u64) -> u64 {
    match op {
        Op::Add => ex::add(fmt, env, a, b).bits,
        Op::Sub => ex::sub(fmt, env, a, b).bits,
        Op::Mul => ex::mul(fmt, env, a, b).bits,
        Op::Div => ex::div(fmt, env, a, b).bits,
        Op::Fma => ex::fma(fmt, env, a, b, c).bits,
        Op::Rem => ex::rem(fmt, env, a, b).bits,
    }
}

fn mine_fast(fmt: &Format, env: &Env, op: Op, a: u64, b: u64, c: u64) -> u64 {
    let bo = |o| fast::binop(o, fmt, env, a, b);
    match op {
        Op::Add => bo(BinOp::Add),
        Op::Sub => bo(BinOp::Sub),
        Op::Mul => bo(BinOp::Mul),
        Op::Div => bo(BinOp::Div),
        Op::Rem => bo(BinOp::Rem),
        Op::Fma => fast::fma(fmt, env, a, b, c),
    }
}

const OPS: [Op; 6] = [Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Fma, Op::Rem];
const FMTS: [Format; 4] = [F16, BF16, F32, F64];

fn run_arith(n: usize, seed: u64) {
    let mut failures = Vec::new();
    for fmt in FMTS {
        for op in OPS {
            for m in Rounding::IEEE4 {
                let env = Env::new(m);
                let mut rng =
                    Rng::new(seed ^ (op as u64) << 8 ^ (m as u64) << 16 ^ fmt.bits() as u64);
                for _ in 0..n {
                    let (a, b, c) = (rng.bits(&fmt), rng.bits(&fmt), rng.bits(&fmt));
                    let want = oracle_apf(&fmt, op, m, a, b, c);
                    let got = mine_exact(&fmt, &env, op, a, b, c);
                    let fastv = mine_fast(&fmt, &env, op, a, b, c);
                    if let Some(s) = oracle_sf(&fmt, op, m, a, b, c) {
                        if !same(&fmt, s, want) && failures.len() < 20 {
                            failures.push(format!("ORACLES DISAGREE {} {:?} {:?} {a:#x} {b:#x} {c:#x}: apfloat {want:#x} softfloat {s:#x}", fmt.name, op, m));
                        }
                    }
                    if !same(&fmt, got, want) || fastv != got {
                        if failures.len() < 20 {
                            failures.push(format!(
                                "{} {:?} {:?} {a:#x} {b:#x} {c:#x}: oracle {want:#x} exact {got:#x} fast {fastv:#x}",
                                fmt.name, op, m
                            ));
                        }
                    }
                    if fmt.is_nan(got) && got != fmt.canonical_nan().unwrap() {
                        failures.push(format!("non-canonical NaN {got:#x}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn arith_vs_apfloat_softfloat_ci() {
    run_arith(3000, 1);
}

#[test]
#[ignore]
fn arith_vs_apfloat_softfloat_extended() {
    run_arith(1_000_000, 7);
}

/// sqrt against SoftFloat (f16/f32/f64) in the four modes; bf16 against
/// SoftFloat f32 sqrt in the same mode rounded again (values of bf16 are f32
/// values, so the second rounding is harmless in every mode for ≥ 2p+2 bits).
fn run_sqrt(n: usize) {
    let mut fails = Vec::new();
    for fmt in FMTS {
        for m in Rounding::IEEE4 {
            let env = Env::new(m);
            let mut rng = Rng::new(99 + m as u64);
            for i in 0..n {
                let a = if fmt.bits() == 16 && n >= 65536 {
                    i as u64 & 0xFFFF
                } else {
                    rng.bits(&fmt)
                };
                let r = sf_round(m);
                let want = match fmt.name {
                    "f16" => SF16::from_bits(a as u16).sqrt(r).to_bits() as u64,
                    "f32" => SF32::from_bits(a as u32).sqrt(r).to_bits() as u64,
                    "f64" => SF64::from_bits(a).sqrt(r).to_bits(),
                    _ => {
                        let w = SF32::from_bits((a as u32) << 16).sqrt(r).to_bits();
                        let s = Single::from_bits(w as u128);
                        let h: BFloat = s.convert_r(apf_round(m), &mut false).value;
                        h.to_bits() as u64
                    }
                };
                let got = ex::sqrt(&fmt, &env, a).bits;
                let f = fast::unop(UnOp::Sqrt, &fmt, &env, a);
                if (!same(&fmt, got, want) || f != got) && fails.len() < 20 {
                    fails.push(format!(
                        "sqrt {} {:?} {a:#x}: oracle {want:#x} exact {got:#x} fast {f:#x}",
                        fmt.name, m
                    ));
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn sqrt_vs_softfloat_ci() {
    run_sqrt(4000);
}

#[test]
#[ignore]
fn sqrt_vs_softfloat_extended() {
    run_sqrt(1_000_000);
}

/// f32 flush_to_zero: the oracle rounds with apfloat in a format with the
/// f32 precision and a much wider exponent (so tininess is judged after
/// rounding with an unbounded exponent), flushes results below 2^-126, and
/// converts to f32 exactly.
#[derive(Clone, Copy)]
struct WideExpS;
impl rustc_apfloat::ieee::Semantics for WideExpS {
    const BITS: usize = 1 + 11 + 23;
    const EXP_BITS: usize = 11;
}
type WideF32 = rustc_apfloat::ieee::IeeeFloat<WideExpS>;

fn ftz_oracle(op: Op, m: Rounding, a: u32, b: u32, c: u32) -> u32 {
    let flush = |x: u32| {
        if x & 0x7F80_0000 == 0 {
            x & 0x8000_0000
        } else {
            x
        }
    };
    let (a, b, c) = (flush(a), flush(b), flush(c));
    let w = |x: u32| -> WideF32 { Single::from_bits(x as u128).convert(&mut false).value };
    let (x, y, z) = (w(a), w(b), w(c));
    let r = apf_round(m);
    let v = match op {
        Op::Add => x.add_r(y, r).value,
        Op::Sub => x.sub_r(y, r).value,
        Op::Mul => x.mul_r(y, r).value,
        Op::Div => x.div_r(y, r).value,
        Op::Fma => x.mul_add_r(y, z, r).value,
        Op::Rem => x.c_fmod(y).value,
    };
    let s: Single = v.convert_r(r, &mut false).value; // overflow handled by the f32 rounding
    let bits = s.to_bits() as u32;
    let tiny = v.is_finite() && !v.is_zero() && {
        let min: WideF32 = Single::from_bits(0x0080_0000).convert(&mut false).value;
        v.abs() < min
    };
    if tiny {
        (v.is_negative() as u32) << 31
    } else {
        bits
    }
}

fn run_ftz(n: usize) {
    let mut fails = Vec::new();
    for op in OPS {
        for m in Rounding::IEEE4 {
            let env = Env::new(m).ftz(true);
            let mut rng = Rng::new(5 + op as u64 * 11 + m as u64);
            for _ in 0..n {
                let (a, b, c) = (
                    rng.bits(&F32) as u32,
                    rng.bits(&F32) as u32,
                    rng.bits(&F32) as u32,
                );
                let want = ftz_oracle(op, m, a, b, c) as u64;
                let got = mine_exact(&F32, &env, op, a as u64, b as u64, c as u64);
                let f = mine_fast(&F32, &env, op, a as u64, b as u64, c as u64);
                if (!same(&F32, got, want) || f != got) && fails.len() < 20 {
                    fails.push(format!("ftz {:?} {:?} {a:#x} {b:#x} {c:#x}: oracle {want:#x} exact {got:#x} fast {f:#x}", op, m));
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn ftz_vs_wide_exponent_apfloat_ci() {
    run_ftz(3000);
}

#[test]
#[ignore]
fn ftz_vs_wide_exponent_apfloat_extended() {
    run_ftz(1_000_000);
}

/// Cases where an exact result is tiny before rounding but not after.
#[test]
fn ftz_tininess_after_rounding() {
    let env = Env::new(Rounding::NearestEven).ftz(true);
    // (2^-126 - 2^-150) exactly: tiny after rounding to 24 bits -> flushed,
    // although subnormal rounding would give 2^-126.
    let a = 0x0080_0000u64; // 2^-126
    let b = 0x3F7F_FFFFu64; // 1 - 2^-24
    assert_eq!(ex::mul(&F32, &env, a, b).bits, 0);
    assert_eq!(ex::mul(&F32, &env, a | 0x8000_0000, b).bits, 0x8000_0000);
    // 2^-126 * (1 - 2^-25)... is not an f32 product; use fma: 2^-126 - 2^-151 rounds up to 2^-126.
    let c = ex::fma(&F32, &env, 0x0080_0000, 0x3F80_0000, 0x8000_0000).bits;
    assert_eq!(c, 0x0080_0000);
}

#[test]
fn exact_zero_sign_rules() {
    for fmt in FMTS {
        let one = fmt.to_f64(0) as u64; // 0
        let _ = one;
        let x = match fmt.name {
            "f16" => 0x3C00u64,
            "bf16" => 0x3F80,
            "f32" => 0x3F80_0000,
            _ => 0x3FF0_0000_0000_0000,
        };
        let nx = x | fmt.sign_bit();
        for m in Rounding::IEEE4 {
            let env = Env::new(m);
            let want = if m == Rounding::NegativeInf {
                fmt.sign_bit()
            } else {
                0
            };
            assert_eq!(
                ex::add(&fmt, &env, x, nx).bits,
                want,
                "{} {:?}",
                fmt.name,
                m
            );
            assert_eq!(fast::binop(BinOp::Add, &fmt, &env, x, nx), want);
            assert_eq!(fast::binop(BinOp::Sub, &fmt, &env, x, x), want);
            assert_eq!(
                ex::add(&fmt, &env, fmt.sign_bit(), fmt.sign_bit()).bits,
                fmt.sign_bit()
            );
            assert_eq!(ex::add(&fmt, &env, 0, fmt.sign_bit()).bits, want);
        }
    }
}

/// fma with heavy cancellation (c close to −a·b), where the fast directed
/// paths depend on exact error terms: fast = exact = apfloat.
fn run_fma_cancel(n: usize) {
    let mut fails = Vec::new();
    let mut rng = Rng::new(123);
    for m in Rounding::IEEE4 {
        let env = Env::new(m);
        for _ in 0..n {
            let (a, b) = (rng.bits(&F64), rng.bits(&F64));
            let p = f64::from_bits(a) * f64::from_bits(b);
            let c = (-p).to_bits().wrapping_add(rng.below(5)).wrapping_sub(2);
            let want = apf::<Double>(Op::Fma, m, a, b, c);
            let (e, f) = (
                ex::fma(&F64, &env, a, b, c).bits,
                fast::fma(&F64, &env, a, b, c),
            );
            if (!same(&F64, e, want) || e != f) && fails.len() < 20 {
                fails.push(format!(
                    "f64 fma {:?} {a:#x} {b:#x} {c:#x}: apfloat {want:#x} exact {e:#x} fast {f:#x}",
                    m
                ));
            }
            let (a, b) = (rng.bits(&F32), rng.bits(&F32));
            let p = f32::from_bits(a as u32) * f32::from_bits(b as u32);
            let c = ((-p)
                .to_bits()
                .wrapping_add(rng.below(5) as u32)
                .wrapping_sub(2)) as u64;
            let want = apf::<Single>(Op::Fma, m, a, b, c);
            let (e, f) = (
                ex::fma(&F32, &env, a, b, c).bits,
                fast::fma(&F32, &env, a, b, c),
            );
            if (!same(&F32, e, want) || e != f) && fails.len() < 20 {
                fails.push(format!(
                    "f32 fma {:?} {a:#x} {b:#x} {c:#x}: apfloat {want:#x} exact {e:#x} fast {f:#x}",
                    m
                ));
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn fma_cancellation_ci() {
    run_fma_cancel(5000);
}

#[test]
#[ignore]
fn fma_cancellation_extended() {
    run_fma_cancel(1_000_000);
}
