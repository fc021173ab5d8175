//! `mmaf` as tileiras 13.5.37 emits it for sm_90, measured on the H100 with
//! `interp/tools/h100_mma_probe.py` (docs/numerics.md has the method and the counts).
//!
//! tileiras picks an instruction family per element types and tile shape ([`unit`], a table
//! read from its SASS by the probe's `survey`):
//!
//! - **Tensor-core steps** (HGMMA/QGMMA on a warpgroup for M ≥ 64, HMMA on a warp for some
//!   smaller tiles) of `k` products each, chained through the accumulator in k order. One step
//!   adds its products and the accumulator in fixed point: each product is exact, at the
//!   exponent ea + eb of its operands (significand in [1, 4)), the accumulator at its own
//!   exponent; every term is cut toward zero to `frac` bits below the largest exponent; the
//!   integers are summed exactly and the sum is rounded once. f16, bf16 and tf32 inputs keep 25
//!   bits and round toward zero to an f32 accumulator, to nearest even to an f16 one. f8 inputs
//!   (QGMMA) keep 13 bits; to f32 the sum is cut to 14 significant bits (toward zero), to f16
//!   rounded to nearest even. For an f32 accumulator without `fast_acc` tileiras starts the
//!   QGMMA chain at zero and adds C at the end with one f32 addition.
//! - **FFMA chains** (f32 inputs, and small tiles of narrower ones, widened exactly): s = a₀·b₀
//!   rounded, s = fma(aₖ, bₖ, s) for k = 1…, then d = c + s; an f16 accumulator is widened and
//!   the f32 result rounded to f16.
//! - **DMMA** (f64): one fma per k, starting from c.
//!
//! NaN results are the GPU's canonical NaN (0x7FFFFFFF, 0x7FFF); f64 keeps tileref's.

use crate::numeric::{self, Env, Exact, Format, Rounding};
use std::collections::HashMap;
use std::sync::OnceLock;
use tileref_spec::types::ElemType;

/// The instruction family tileiras uses for one mmaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Tensor-core steps of `k` products (`frac` = 25 for 16- and 19-bit inputs, 13 for f8 on
    /// QGMMA). `name` is the instruction, as SASS spells it.
    Tensor {
        k: usize,
        f8: bool,
        name: &'static str,
    },
    /// f32 FFMA chains, C added last.
    Ffma,
    /// f64 DMMA: an fma per k from C.
    Dmma,
}

/// The measured table: `ta tc b m k n instruction` lines, `b` the batch of a 3-D mmaf and `-`
/// for a 2-D one (tools/h100_mma_probe.py `survey`).
const TABLE: &str = include_str!("mma_units.tsv");

/// (A/B type, C type, batch (0: a 2-D mmaf), m, k, n)
type Key = (String, String, usize, usize, usize, usize);

fn table() -> &'static HashMap<Key, Unit> {
    static T: OnceLock<HashMap<Key, Unit>> = OnceLock::new();
    T.get_or_init(|| {
        let mut t = HashMap::new();
        for line in TABLE.lines() {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.len() != 7 || f[0].starts_with('#') {
                continue;
            }
            let num = |s: &str| s.parse::<usize>().ok();
            let b = if f[2] == "-" { Some(0) } else { num(f[2]) };
            let (Some(b), Some(m), Some(k), Some(n)) = (b, num(f[3]), num(f[4]), num(f[5])) else {
                continue;
            };
            if let Some(u) = unit_of(f[6]) {
                t.insert((f[0].to_string(), f[1].to_string(), b, m, k, n), u);
            }
        }
        t
    })
}

/// The unit an instruction name in the table stands for.
fn unit_of(name: &str) -> Option<Unit> {
    // (table name, products a step, f8 on QGMMA, how reports name it)
    const TENSOR: [(&str, usize, bool, &str); 5] = [
        ("HGMMA16", 16, false, "HGMMA (k 16)"),
        ("HGMMA8", 8, false, "HGMMA (k 8)"),
        ("QGMMA32", 32, true, "QGMMA (k 32)"),
        ("HMMA16816", 16, false, "HMMA.16816"),
        ("HMMA1688", 8, false, "HMMA.1688"),
    ];
    match name {
        "FFMA" => Some(Unit::Ffma),
        "DMMA" => Some(Unit::Dmma),
        _ => TENSOR
            .iter()
            .find(|t| t.0 == name)
            .map(|&(_, k, f8, name)| Unit::Tensor { k, f8, name }),
    }
}

/// The unit tileiras uses for an mmaf of these element types and an M×K by K×N tile (`batch`
/// of them in a 3-D mmaf, 0 for a 2-D one), where the table has the shape. A batch changes
/// tileiras's choice (HMMA for tiles that alone get wgmma or FFMA), so it is part of the key.
pub fn unit(
    ta: ElemType,
    tc: ElemType,
    batch: usize,
    m: usize,
    k: usize,
    n: usize,
) -> Option<Unit> {
    table()
        .get(&(ta.name().to_string(), tc.name().to_string(), batch, m, k, n))
        .copied()
}

/// One operand decoded once: sign, significand, exponent of its leading bit position
/// (value = sig · 2^(e − man_bits)), and whether it is 0, ∞ or NaN.
#[derive(Clone, Copy)]
struct Op {
    neg: bool,
    sig: u64,
    e: i32,
    kind: Kind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Zero,
    Finite,
    Inf,
    Nan,
}

fn decode(fmt: &Format, bits: u64) -> Op {
    let u = fmt.unpack(bits);
    let kind = match u.class {
        numeric::Class::Zero => Kind::Zero,
        numeric::Class::Inf => Kind::Inf,
        numeric::Class::Nan => Kind::Nan,
        _ => Kind::Finite,
    };
    Op {
        neg: u.sign,
        sig: u.sig,
        e: u.exp + fmt.man_bits as i32,
        kind,
    }
}

/// What a step's terms add up to before rounding.
enum Sum {
    Nan,
    Inf(bool),
    /// `value · 2^scale`.
    Fixed {
        value: i128,
        scale: i32,
    },
}

/// One tensor-core step: `acc` (in `fc`) plus Σ a[i]·b[i], every term cut toward zero to
/// `frac` bits below the largest exponent.
fn step_sum(fa: &Format, fc: &Format, acc: Op, a: &[Op], b: &[Op], frac: i32) -> Sum {
    let (mut nan, mut pinf, mut ninf) = (acc.kind == Kind::Nan, false, false);
    if acc.kind == Kind::Inf {
        if acc.neg {
            ninf = true
        } else {
            pinf = true
        }
    }
    let mut emax = i32::MIN;
    if acc.kind == Kind::Finite {
        emax = acc.e;
    }
    for (x, y) in a.iter().zip(b) {
        match (x.kind, y.kind) {
            (Kind::Nan, _) | (_, Kind::Nan) => nan = true,
            (Kind::Inf, Kind::Zero) | (Kind::Zero, Kind::Inf) => nan = true,
            (Kind::Inf, _) | (_, Kind::Inf) => {
                if x.neg != y.neg {
                    ninf = true
                } else {
                    pinf = true
                }
            }
            (Kind::Finite, Kind::Finite) => emax = emax.max(x.e + y.e),
            _ => {}
        }
    }
    if nan || (pinf && ninf) {
        return Sum::Nan;
    }
    if pinf || ninf {
        return Sum::Inf(ninf);
    }
    if emax == i32::MIN {
        return Sum::Fixed { value: 0, scale: 0 };
    }
    let grid = emax - frac;
    // A term sig · 2^(e0) in units of 2^grid, cut toward zero.
    let cut = |sig: u128, e0: i32| -> i128 {
        let s = e0 - grid;
        if s >= 0 {
            (sig << s) as i128
        } else if s > -128 {
            (sig >> (-s)) as i128
        } else {
            0
        }
    };
    let mut total: i128 = 0;
    if acc.kind == Kind::Finite {
        let q = cut(acc.sig as u128, acc.e - fc.man_bits as i32);
        total += if acc.neg { -q } else { q };
    }
    let mb = 2 * fa.man_bits as i32;
    for (x, y) in a.iter().zip(b) {
        if x.kind == Kind::Finite && y.kind == Kind::Finite {
            let q = cut(x.sig as u128 * y.sig as u128, x.e + y.e - mb);
            total += if x.neg != y.neg { -q } else { q };
        }
    }
    Sum::Fixed {
        value: total,
        scale: grid,
    }
}

/// A finite operand for [`step_fast`]: significand (0 for a zero) and exponent (very low for a
/// zero, so that it never sets the alignment and its terms shift out).
#[derive(Clone, Copy)]
struct Fin {
    sig: u32,
    e: i32,
    neg: bool,
}

const ZERO_E: i32 = -(1 << 20);

fn fin(o: &Op) -> Fin {
    Fin {
        sig: o.sig as u32,
        e: if o.kind == Kind::Zero || o.sig == 0 {
            ZERO_E
        } else {
            o.e
        },
        neg: o.neg,
    }
}

/// Finite operands as separate arrays (significand, exponent, sign as 0/1), so that
/// [`step_fast`]'s loops vectorise.
#[derive(Default, Clone)]
struct Fins {
    sig: Vec<u32>,
    e: Vec<i32>,
    neg: Vec<i64>,
}

impl Fins {
    fn of(ops: &[Op]) -> Fins {
        let mut f = Fins::default();
        for o in ops {
            f.push(fin(o));
        }
        f
    }
    fn push(&mut self, x: Fin) {
        self.sig.push(x.sig);
        self.e.push(x.e);
        self.neg.push(x.neg as i64);
    }
    fn set(&mut self, i: usize, x: Fin) {
        self.sig[i] = x.sig;
        self.e[i] = x.e;
        self.neg[i] = x.neg as i64;
    }
    fn range(&self, r: std::ops::Range<usize>) -> FinsRef<'_> {
        FinsRef {
            sig: &self.sig[r.clone()],
            e: &self.e[r.clone()],
            neg: &self.neg[r],
        }
    }
}

#[derive(Clone, Copy)]
struct FinsRef<'a> {
    sig: &'a [u32],
    e: &'a [i32],
    neg: &'a [i64],
}

/// [`step_sum`] for finite operands (none ∞ or NaN) and a finite accumulator, in 64-bit
/// integers: every term is below 2^28 and a step has at most 33, so nothing overflows. `mb`
/// is twice the inputs' fraction bits, `mc` the accumulator's.
#[inline(always)]
fn step_fast(acc: Fin, mc: i32, a: FinsRef, b: FinsRef, mb: i32, frac: i32) -> (i64, i32) {
    let n = a.e.len().min(b.e.len());
    let (ae, be) = (&a.e[..n], &b.e[..n]);
    let mut emax = acc.e;
    for t in 0..n {
        emax = emax.max(ae[t] + be[t]);
    }
    if emax < ZERO_E / 2 {
        return (0, 0);
    }
    let grid = emax - frac;
    // Left shifts are at most frac − 10 ≤ 15: every term is lifted by 16 bits first, so each
    // cut is one right shift (no branch on its direction).
    let cut = |sig: u64, s: i32| -> i64 { ((sig << 16) >> (16 - s).min(63) as u64) as i64 };
    let signed = |q: i64, neg: i64| (q ^ -neg) + neg;
    let mut total = signed(cut(acc.sig as u64, acc.e - mc - grid), acc.neg as i64);
    let (asg, bsg, an, bn) = (&a.sig[..n], &b.sig[..n], &a.neg[..n], &b.neg[..n]);
    let shift0 = mb + grid;
    for t in 0..n {
        let q = cut(asg[t] as u64 * bsg[t] as u64, ae[t] + be[t] - shift0);
        total += signed(q, an[t] ^ bn[t]);
    }
    (total, grid)
}

/// [`step_fast`] compiled for AVX2 (64-bit lanes with per-lane shifts), where the CPU has it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn step_fast_avx2(
    acc: Fin,
    mc: i32,
    a: FinsRef,
    b: FinsRef,
    mb: i32,
    frac: i32,
) -> (i64, i32) {
    step_fast(acc, mc, a, b, mb, frac)
}

fn step_fast_any(
    avx2: bool,
    acc: Fin,
    mc: i32,
    a: FinsRef,
    b: FinsRef,
    mb: i32,
    frac: i32,
) -> (i64, i32) {
    #[cfg(target_arch = "x86_64")]
    if avx2 {
        // SAFETY: `avx2` is the CPU's own answer (is_x86_feature_detected).
        return unsafe { step_fast_avx2(acc, mc, a, b, mb, frac) };
    }
    let _ = avx2;
    step_fast(acc, mc, a, b, mb, frac)
}

fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// `value · 2^scale` toward zero to f32 bits, where the result is a normal number; None
/// otherwise (the general [`finish`] decides).
#[inline]
fn f32_toward_zero(value: i64, scale: i32) -> Option<u64> {
    if value == 0 {
        return Some(0);
    }
    let mag = value.unsigned_abs();
    let len = 64 - mag.leading_zeros() as i32;
    let e = scale + len - 1;
    if !(-126..=127).contains(&e) {
        return None;
    }
    let sh = len - 24;
    let sig = if sh >= 0 { mag >> sh } else { mag << -sh };
    let sign = if value < 0 { 1u64 << 31 } else { 0 };
    Some(sign | (((e + 127) as u64) << 23) | (sig & 0x7F_FFFF))
}

/// The GPU's NaN for the accumulator formats (0x7FFFFFFF, 0x7FFF; f64 gets tileref's own).
fn canonical_nan(fc: &Format) -> u64 {
    fc.canonical_nan().unwrap_or(0)
}

/// `value · 2^scale` rounded to `fc` under `mode`, cut first to `keep` significant bits
/// (toward zero) when given.
fn finish(fc: &Format, sum: Sum, mode: Rounding, keep: Option<u32>) -> u64 {
    match sum {
        Sum::Nan => canonical_nan(fc),
        Sum::Inf(neg) => {
            let inf = fc.inf().unwrap_or(0);
            if neg {
                inf | fc.sign_bit()
            } else {
                inf
            }
        }
        Sum::Fixed { value, scale } => {
            let neg = value < 0;
            let mut sig = value.unsigned_abs();
            let mut exp = scale;
            if let Some(keep) = keep {
                let len = 128 - sig.leading_zeros();
                if len > keep {
                    sig >>= len - keep;
                    exp += (len - keep) as i32;
                }
            }
            let x = Exact {
                sign: neg && sig != 0,
                sig,
                exp,
                sticky: false,
            };
            let r = numeric::round(x, fc, &Env::new(mode));
            if r.status.overflow {
                // Measured: overflow gives ∞ also where the step rounds toward zero.
                finish(fc, Sum::Inf(neg), mode, None)
            } else if r.bits & fc.mag_mask() == 0 {
                0 // a sum that rounds to zero is +0 (measured with f16 accumulators)
            } else {
                r.bits
            }
        }
    }
}

/// The mmaf of row-major A (batch·m×k), B (batch·k×n) and C (batch·m×n) under `unit`.
#[allow(clippy::too_many_arguments)]
pub fn mmaf(
    unit: Unit,
    fa_in: &Format,
    fc: &Format,
    a: &[u64],
    b: &[u64],
    c: &[u64],
    (batch, m, k, n): (usize, usize, usize, usize),
    fast_acc: bool,
    halt: &crate::halt::Halt,
) -> Result<Vec<u64>, crate::report::Report> {
    let mut out = vec![0u64; c.len()];
    let fa = fa_in;
    match unit {
        Unit::Tensor { k: kb, f8, .. } => {
            // HMMA has no f8 inputs: tileiras widens them to f16 (exactly) first.
            let fa = if !f8 && fa.bits() == 8 {
                &numeric::F16
            } else {
                fa
            };
            let env = Env::new(Rounding::NearestEven);
            let dec = |x: u64| {
                let x = if fa == fa_in {
                    x
                } else {
                    numeric::convert::ftof(fa_in, fa, &env, x).bits
                };
                decode(fa, x)
            };
            let da: Vec<Op> = a.iter().map(|&x| dec(x)).collect();
            let db: Vec<Op> = b.iter().map(|&x| dec(x)).collect();
            let f32_acc = *fc == numeric::F32;
            let frac = if f8 { 13 } else { 25 };
            let special = |o: &Op| matches!(o.kind, Kind::Inf | Kind::Nan);
            let fa_fin = Fins::of(&da);
            let avx2 = has_avx2();
            // Steps whose operands are all finite may take the fast path.
            let a_special: Vec<bool> = da.chunks(k).map(|r| r.iter().any(special)).collect();
            let mb = 2 * fa.man_bits as i32;
            let mc = fc.man_bits as i32;
            // (rounding of a step, significant bits it keeps)
            let (mode, keep) = match (f8, f32_acc) {
                (false, true) => (Rounding::Zero, None),
                (true, true) => (Rounding::Zero, Some(14)),
                (_, false) => (Rounding::NearestEven, None),
            };
            // f8 into f32 without fast_acc: the chain starts at zero, C is added at the end.
            let late_c = f8 && f32_acc && !fast_acc;
            let zero = decode(fc, 0);
            let mut col_b: Vec<Op> = vec![zero; k];
            let mut col_fin = Fins::of(&vec![zero; k]);
            for bt in 0..batch {
                for j in 0..n {
                    for (kk, slot) in col_b.iter_mut().enumerate() {
                        *slot = db[bt * k * n + kk * n + j];
                        col_fin.set(kk, fin(slot));
                    }
                    let col_special = col_b.iter().any(special);
                    halt.check()?;
                    for i in 0..m {
                        let row = &da[(bt * m + i) * k..(bt * m + i + 1) * k];
                        let r0 = (bt * m + i) * k;
                        let fast = !col_special && !a_special[bt * m + i];
                        let ci = (bt * m + i) * n + j;
                        let mut acc = if late_c { 0 } else { c[ci] };
                        for k0 in (0..k).step_by(kb) {
                            let k1 = (k0 + kb).min(k);
                            let acc_op = decode(fc, acc);
                            if fast
                                && f32_acc
                                && !f8
                                && acc_op.kind != Kind::Inf
                                && acc_op.kind != Kind::Nan
                            {
                                let (v, sc) = step_fast_any(
                                    avx2,
                                    fin(&acc_op),
                                    mc,
                                    fa_fin.range(r0 + k0..r0 + k1),
                                    col_fin.range(k0..k1),
                                    mb,
                                    frac,
                                );
                                if let Some(bits) = f32_toward_zero(v, sc) {
                                    acc = bits;
                                    continue;
                                }
                            }
                            let s = step_sum(fa, fc, acc_op, &row[k0..k1], &col_b[k0..k1], frac);
                            acc = finish(fc, s, mode, keep);
                        }
                        if late_c {
                            acc = add_f32(c[ci], acc);
                        }
                        out[ci] = acc;
                    }
                }
            }
        }
        Unit::Ffma => {
            let widen = |f: &Format, x: u64| -> f32 {
                if *f == numeric::F32 {
                    f32::from_bits(x as u32)
                } else if f.is_nan(x) {
                    f32::NAN
                } else {
                    f.to_f64(x) as f32 // exact: every input format fits in f32
                }
            };
            let wa: Vec<f32> = a.iter().map(|&x| widen(fa, x)).collect();
            let wb: Vec<f32> = b.iter().map(|&x| widen(fa, x)).collect();
            let mut s = vec![0f32; n];
            for bt in 0..batch {
                let bm = &wb[bt * k * n..(bt + 1) * k * n];
                for i in 0..m {
                    halt.check()?;
                    let row = &wa[(bt * m + i) * k..(bt * m + i + 1) * k];
                    ffma_row(row, bm, &mut s);
                    for (j, &sj) in s.iter().enumerate() {
                        let ci = (bt * m + i) * n + j;
                        let d = widen(fc, c[ci]) + sj;
                        out[ci] = if d.is_nan() {
                            canonical_nan(fc)
                        } else if *fc == numeric::F32 {
                            d.to_bits() as u64
                        } else {
                            let env = Env::new(Rounding::NearestEven);
                            numeric::convert::ftof(&numeric::F32, fc, &env, d.to_bits() as u64).bits
                        };
                    }
                }
            }
        }
        Unit::Dmma => {
            let f = |x: u64| f64::from_bits(x);
            for bt in 0..batch {
                for i in 0..m {
                    halt.check()?;
                    for j in 0..n {
                        let ci = (bt * m + i) * n + j;
                        let mut acc = f(c[ci]);
                        for kk in 0..k {
                            acc = f(a[(bt * m + i) * k + kk])
                                .mul_add(f(b[bt * k * n + kk * n + j]), acc);
                        }
                        out[ci] = if acc.is_nan() {
                            canonical_nan(fc)
                        } else {
                            acc.to_bits()
                        };
                    }
                }
            }
        }
    }
    Ok(out)
}

/// One row of the FFMA chains: s[j] = a[0]·b[0][j] rounded, then s[j] = fma(a[k], b[k][j],
/// s[j]) in k order (j innermost, so the loop vectorises; each s[j] sees the same operations).
fn ffma_row(a: &[f32], b: &[f32], s: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("fma") && std::arch::is_x86_feature_detected!("avx2")
        {
            // SAFETY: the CPU has the features the function is compiled for.
            return unsafe { ffma_row_fma(a, b, s) };
        }
    }
    ffma_row_any(a, b, s)
}

#[inline(always)]
fn ffma_row_any(a: &[f32], b: &[f32], s: &mut [f32]) {
    let n = s.len();
    for (sj, &bj) in s.iter_mut().zip(&b[..n]) {
        *sj = a[0] * bj;
    }
    for (kk, &ak) in a.iter().enumerate().skip(1) {
        for (sj, &bj) in s.iter_mut().zip(&b[kk * n..(kk + 1) * n]) {
            *sj = ak.mul_add(bj, *sj);
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn ffma_row_fma(a: &[f32], b: &[f32], s: &mut [f32]) {
    ffma_row_any(a, b, s)
}

/// FADD: f32 c + s, to nearest even, the GPU's NaN.
fn add_f32(c: u64, s: u64) -> u64 {
    let d = f32::from_bits(c as u32) + f32::from_bits(s as u32);
    if d.is_nan() {
        canonical_nan(&numeric::F32)
    } else {
        d.to_bits() as u64
    }
}

/// How `unit` computes, for the report.
pub fn describe(unit: Unit, fa: &Format, fc: &Format, fast_acc: bool) -> String {
    match unit {
        Unit::Tensor { name, f8, k } => {
            let (frac, round) = match (f8, *fc == numeric::F32) {
                (false, true) => (25, "rounded toward zero to f32"),
                (true, true) => (13, "cut to 14 significant bits"),
                _ => (if f8 { 13 } else { 25 }, "rounded to nearest even"),
            };
            let late = if f8 && *fc == numeric::F32 && !fast_acc {
                "; the chain starts at 0 and C is added in f32 at the end"
            } else {
                ""
            };
            format!(
                "{name} tensor-core steps of {k} {} products and the accumulator, each term cut to {frac} bits below the largest, the sum {round}{late}",
                fa.name
            )
        }
        Unit::Ffma => format!("f32 FFMA chain over k ({} widened), C added last", fa.name),
        Unit::Dmma => "DMMA: one f64 fma per k from C".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift stream for operands.
    struct Bits(u64);
    impl Bits {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// Finite operands with exponents over the whole range, zeros and subnormals among them.
    fn operand(r: &mut Bits, f: &Format) -> u64 {
        let x = r.next();
        let man = x & f.man_mask();
        let e = match x >> 60 {
            0 => 0,                                    // zero or subnormal
            1 => 1,                                    // smallest normal
            _ => (x >> 32) % f.exp_field_max().max(1), // any finite exponent
        };
        let sign = if (x >> 59) & 1 == 1 { f.sign_bit() } else { 0 };
        let v = sign | (e << f.man_bits) | man;
        if x >> 56 & 7 == 0 {
            sign // a signed zero
        } else {
            v
        }
    }

    /// The fast step and its f32 rounding give the general step's bits on every finite input
    /// (where the fast rounding declines, the general one is used, as in `mmaf`).
    #[test]
    fn fast_step_equals_the_general_one() {
        let mut r = Bits(0x9E37_79B9_7F4A_7C15);
        let mut compared = 0;
        for fa in [numeric::F16, numeric::BF16, numeric::TF32] {
            let fc = numeric::F32;
            let (mb, mc) = (2 * fa.man_bits as i32, fc.man_bits as i32);
            for round in 0..20_000 {
                let k = [16, 8, 3, 1][round % 4];
                let a: Vec<Op> = (0..k).map(|_| decode(&fa, operand(&mut r, &fa))).collect();
                let b: Vec<Op> = (0..k).map(|_| decode(&fa, operand(&mut r, &fa))).collect();
                let acc = decode(&fc, operand(&mut r, &fc));
                let slow = finish(
                    &fc,
                    step_sum(&fa, &fc, acc, &a, &b, 25),
                    Rounding::Zero,
                    None,
                );
                let (af, bf) = (Fins::of(&a), Fins::of(&b));
                let (v, sc) = step_fast_any(
                    round % 2 == 0 && has_avx2(),
                    fin(&acc),
                    mc,
                    af.range(0..k),
                    bf.range(0..k),
                    mb,
                    25,
                );
                if let Some(fast) = f32_toward_zero(v, sc) {
                    assert_eq!(fast, slow, "{} round {round}", fa.name);
                    compared += 1;
                }
            }
        }
        assert!(compared > 40_000, "{compared}");
    }

    /// Every instruction name the table uses maps to a unit, and the table reaches each kind.
    #[test]
    fn the_table_reads_whole() {
        let names: std::collections::BTreeSet<&str> = TABLE
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_whitespace().nth(6))
            .collect();
        for n in &names {
            assert!(unit_of(n).is_some(), "{n}");
        }
        assert!(names.len() >= 7, "{names:?}");
        let rows = TABLE.lines().filter(|l| !l.starts_with('#')).count();
        assert_eq!(table().len(), rows);
    }
}
