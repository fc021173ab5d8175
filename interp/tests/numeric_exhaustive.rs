//! Exhaustive tests over the 8- and 16-bit formats.
mod common;
use common::*;

use rustc_apfloat::ieee::{BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
use tileref_interp::numeric::float_ops as ex;
use tileref_interp::numeric::*;

fn mirror(m: Round) -> Round {
    match m {
        Round::TowardNegative => Round::TowardPositive,
        Round::TowardPositive => Round::TowardNegative,
        o => o,
    }
}

/// The oracle for fp8 add/sub/mul: the exact result in f64 (every fp8 sum and
/// product is exact there), rounded by apfloat's convert_r. Negative nonzero
/// results are rounded as their negation under the mirrored mode and negated,
/// which sidesteps apfloat's sign bug on the e4m3fn overflow path. Division
/// uses apfloat's own fp8 division on |a|, |b| with the same mirroring.
fn fp8_oracle<T: Float>(op: usize, a: u64, b: u64, m: Round) -> u64
where
    Double: FloatConvert<T>,
    T: FloatConvert<Double>,
{
    let x: Double = T::from_bits(a as u128).convert(&mut false).value;
    let y: Double = T::from_bits(b as u128).convert(&mut false).value;
    if op == 3 {
        let neg = x.is_negative() ^ y.is_negative();
        let (ax, ay) = (T::from_bits(a as u128).abs(), T::from_bits(b as u128).abs());
        if x.is_nan() || y.is_nan() {
            return T::NAN.to_bits() as u64;
        }
        let r = ax.div_r(ay, if neg { mirror(m) } else { m }).value;
        return (if neg { -r } else { r }).to_bits() as u64;
    }
    let v = match op {
        0 => x.add_r(y, m).value,
        1 => x.sub_r(y, m).value,
        _ => x.mul_r(y, m).value,
    };
    if v.is_negative() && !v.is_zero() && !v.is_nan() {
        let r: T = (-v).convert_r(mirror(m), &mut false).value;
        (-r).to_bits() as u64
    } else {
        let r: T = v.convert_r(m, &mut false).value;
        r.to_bits() as u64
    }
}

fn maxmin_oracle<T: Float>(a: u64, b: u64, max: bool, propagate: bool) -> u64 {
    let (x, y) = (T::from_bits(a as u128), T::from_bits(b as u128));
    if !propagate {
        if x.is_nan() && !y.is_nan() {
            return b;
        }
        if y.is_nan() && !x.is_nan() {
            return a;
        }
    }
    (if max { x.maximum(y) } else { x.minimum(y) }).to_bits() as u64
}

#[test]
fn fp8_every_pair_every_mode() {
    let mut fails = Vec::new();
    for fmt in [F8E4M3FN, F8E5M2] {
        for m in Rounding::ALL {
            let env = Env::new(m);
            for a in 0..256u64 {
                for b in 0..256u64 {
                    for op in 0..4 {
                        let want = if fmt == F8E4M3FN {
                            fp8_oracle::<Float8E4M3FN>(op, a, b, apf_round(m))
                        } else {
                            fp8_oracle::<Float8E5M2>(op, a, b, apf_round(m))
                        };
                        let got = match op {
                            0 => ex::add(&fmt, &env, a, b).bits,
                            1 => ex::sub(&fmt, &env, a, b).bits,
                            2 => ex::mul(&fmt, &env, a, b).bits,
                            _ => ex::div(&fmt, &env, a, b).bits,
                        };
                        if !same(&fmt, got, want) && fails.len() < 30 {
                            fails.push(format!(
                                "{} op{op} {:?} {a:#x} {b:#x}: oracle {want:#x} got {got:#x}",
                                fmt.name, m
                            ));
                        }
                    }
                    if m == Rounding::NearestEven {
                        for (max, prop) in
                            [(true, false), (false, false), (true, true), (false, true)]
                        {
                            let want = if fmt == F8E4M3FN {
                                maxmin_oracle::<Float8E4M3FN>(a, b, max, prop)
                            } else {
                                maxmin_oracle::<Float8E5M2>(a, b, max, prop)
                            };
                            let got = if max {
                                ex::max(&fmt, &env, a, b, prop)
                            } else {
                                ex::min(&fmt, &env, a, b, prop)
                            };
                            if !same(&fmt, got, want) && fails.len() < 30 {
                                fails.push(format!("{} max={max} prop={prop} {a:#x} {b:#x}: oracle {want:#x} got {got:#x}", fmt.name));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

fn widen16(fmt: &Format, x: u64) -> f32 {
    if *fmt == BF16 {
        f32::from_bits((x as u32) << 16)
    } else {
        let h: Single = Half::from_bits(x as u128).convert(&mut false).value;
        f32::from_bits(h.to_bits() as u32)
    }
}

fn narrow16(fmt: &Format, v: f32) -> u64 {
    let s = Single::from_bits(v.to_bits() as u128);
    if *fmt == BF16 {
        let r: BFloat = s.convert_r(Round::NearestTiesToEven, &mut false).value;
        r.to_bits() as u64
    } else {
        let r: Half = s.convert_r(Round::NearestTiesToEven, &mut false).value;
        r.to_bits() as u64
    }
}

/// Every f16 and bf16 input: floor, ceil, abs, neg (host f32 on the exact
/// widening), and the canonical NaN policy.
#[test]
fn f16_bf16_unary_every_input() {
    let env = Env::default();
    let ieee = Env::default().nan(NanPolicy::IEEE);
    for fmt in [F16, BF16] {
        for x in 0..65536u64 {
            let v = widen16(&fmt, x);
            let fl = ex::floor(&fmt, &env, x).bits;
            let ce = ex::ceil(&fmt, &env, x).bits;
            assert!(
                same(&fmt, fl, narrow16(&fmt, v.floor())),
                "floor {} {x:#x}",
                fmt.name
            );
            assert!(
                same(&fmt, ce, narrow16(&fmt, v.ceil())),
                "ceil {} {x:#x}",
                fmt.name
            );
            assert_eq!(fast::unop(UnOp::Floor, &fmt, &env, x), fl);
            let (ab, ng) = (ex::abs(&fmt, &env, x), ex::neg(&fmt, &env, x));
            if v.is_nan() {
                assert_eq!(ab, 0x7FFF);
                assert_eq!(ng, 0x7FFF);
                assert_eq!(ex::abs(&fmt, &ieee, x), x & 0x7FFF);
                assert_eq!(ex::neg(&fmt, &ieee, x), x ^ 0x8000);
                assert_eq!(fl, 0x7FFF);
            } else {
                assert_eq!(ab, narrow16(&fmt, v.abs()));
                assert_eq!(ng, narrow16(&fmt, -v));
            }
        }
    }
}

/// Every f16/bf16 input against a sample of others for cmpf (host f32
/// comparisons on exact widenings) and maxf/minf.
#[test]
fn f16_bf16_compare_sampled_pairs() {
    let env = Env::default();
    let mut rng = Rng::new(11);
    for fmt in [F16, BF16] {
        for x in 0..65536u64 {
            for _ in 0..4 {
                let y = rng.bits(&fmt);
                let (a, b) = (widen16(&fmt, x), widen16(&fmt, y));
                for p in CmpPred::ALL {
                    let host = match p {
                        CmpPred::Eq => a == b,
                        CmpPred::Ne => a != b && !a.is_nan() && !b.is_nan(),
                        CmpPred::Lt => a < b,
                        CmpPred::Le => a <= b,
                        CmpPred::Gt => a > b,
                        CmpPred::Ge => a >= b,
                    };
                    let unord = a.is_nan() || b.is_nan();
                    assert_eq!(
                        ex::cmp(&fmt, &env, p, true, x, y),
                        host,
                        "{:?} {x:#x} {y:#x}",
                        p
                    );
                    assert_eq!(ex::cmp(&fmt, &env, p, false, x, y), host || unord);
                }
                let mx = ex::max(&fmt, &env, x, y, false);
                let want = if fmt == F16 {
                    maxmin_oracle::<Half>(x, y, true, false)
                } else {
                    maxmin_oracle::<BFloat>(x, y, true, false)
                };
                assert!(same(&fmt, mx, want));
            }
        }
    }
}

/// f32 to f16/bf16 conversion, all modes, over a sweep of f32 patterns
/// (every 97th pattern), against apfloat.
#[test]
fn f32_sweep_to_f16_bf16() {
    for m in Rounding::ALL {
        let env = Env::new(m);
        let mut x: u64 = 0;
        while x < 1 << 32 {
            let s = Single::from_bits(x as u128);
            let h: Half = s.convert_r(apf_round(m), &mut false).value;
            let b: BFloat = s.convert_r(apf_round(m), &mut false).value;
            assert!(
                same(&F16, ftof(&F32, &F16, &env, x).bits, h.to_bits() as u64),
                "{x:#x} {:?}",
                m
            );
            assert!(
                same(
                    &BF16,
                    fast::convert(&F32, &BF16, &env, x),
                    b.to_bits() as u64
                ),
                "{x:#x} {:?}",
                m
            );
            x += 9973;
        }
    }
}
