//! `MmaMode::Exact` (the default): each output of `mmaf` / `mmaf_scaled` is C + Σₖ A·B exactly,
//! rounded once to the accumulator type.
//!
//! The reference is [`ExactSum`], an exact fixed-point accumulator. It is slow (every term is
//! split and added into limbs), so where the inputs have at most 24 significant bits and the
//! accumulator is narrower than f64, outputs are first computed as plain f64 sums: each product
//! is then exact in f64, and the sum's error is bounded (below). Where every value within that
//! bound of the f64 sum rounds to the same accumulator value, that value is the exact sum's
//! rounding (rounding is monotone); the other outputs go to [`ExactSum`]. The f64 sums may be
//! computed in any order, so they run as a register-blocked kernel.

use crate::halt::Halt;
use crate::numeric::exact_sum::ExactSum;
use crate::numeric::{self, Env, Rounding};
use crate::report::Report;

/// Every value of `data` (bits of `f`) as f64, exactly.
pub(super) fn to_f64s(f: &numeric::Format, data: &[u64]) -> Vec<f64> {
    if *f == numeric::F32 {
        // The host's widening is exact.
        return data
            .iter()
            .map(|&x| f32::from_bits(x as u32) as f64)
            .collect();
    }
    if *f == numeric::BF16 {
        // bf16 is the top half of an f32.
        return data
            .iter()
            .map(|&x| f32::from_bits((x as u32 & 0xFFFF) << 16) as f64)
            .collect();
    }
    let width = f.signed as u32 + f.exp_bits + f.man_bits;
    if width <= 8 {
        // Every code of the format, once.
        let table: Vec<f64> = (0..1u64 << width).map(|x| f.to_f64(x)).collect();
        let mask = (1u64 << width) - 1;
        return data.iter().map(|&x| table[(x & mask) as usize]).collect();
    }
    if *f == numeric::F16 {
        return data
            .iter()
            .map(|&x| {
                // As the generic decoder: subnormals frac·2^-24, NaNs the host's quiet NaN.
                let (e, frac) = ((x >> 10) & 0x1F, x & 0x3FF);
                let sign = (x & 0x8000) << 48;
                let bits = if e == 0 {
                    (frac as f64 * (1.0 / 16777216.0)).to_bits()
                } else if e == 0x1F {
                    0x7FF0_0000_0000_0000 | if frac != 0 { 1u64 << 51 } else { 0 }
                } else {
                    ((e + 1008) << 52) | (frac << 42)
                };
                f64::from_bits(bits | sign)
            })
            .collect();
    }
    data.iter().map(|&x| f.to_f64(x)).collect()
}

/// Output (bt, i, j) is c + Σₖ a[bt,i,k]·b[bt,k,j] exactly, rounded once to `fc`; `av` and `bv`
/// are the operands as f64 (exact), `narrow_inputs` says each has at most 24 significant bits.
#[allow(clippy::too_many_arguments)]
pub(super) fn exact_sums(
    av: &[f64],
    bv: &[f64],
    c: &[u64],
    fc: &numeric::Format,
    env: &Env,
    (batch, m, k, n): (usize, usize, usize, usize),
    halt: &Halt,
    narrow_inputs: bool,
) -> Result<Vec<u64>, Report> {
    let mut out = c.to_vec();
    let pending: Vec<usize> = if *fc != numeric::F64 && narrow_inputs {
        certified_sums(av, bv, c, fc, env, (batch, m, k, n), halt, &mut out)?
    } else {
        (0..batch * m * n).collect()
    };
    let mut s = ExactSum::new();
    for (q, &idx) in pending.iter().enumerate() {
        if q % 64 == 0 {
            halt.check()?;
        }
        let (bt, i, j) = (idx / (m * n), (idx / n) % m, idx % n);
        s.clear();
        s.add(fc.to_f64(c[idx]));
        for kk in 0..k {
            s.add_product(av[bt * m * k + i * k + kk], bv[bt * k * n + kk * n + j]);
        }
        out[idx] = s.round(fc, env);
    }
    Ok(out)
}

/// The outputs the f64 sums certify, written to `out`; returns the indices of the others.
///
/// The bound: the k products are exact in f64 (at most 24 + 24 significant bits, exponents
/// well inside f64's range), so a sum of the k + 1 terms (C and the products) in any order is
/// within γ_k·Σ|t| of the exact sum (γ_k = k·u/(1 − k·u), u = 2^-53; Higham, Accuracy and
/// Stability, §4.2). Σ|t| is bounded by |c| + min(max_k|a|·Σ_k|b|, Σ_k|a|·max_k|b|), computed
/// in f64 (which may underestimate it by a factor 1 − (k + 3)·u). The margin used is
/// err = (k + 2)·2^-52·bound, twice what is needed, which also covers the one rounding in
/// forming s ± err; both ends are then rounded to the accumulator type and must agree.
///
/// Often the f64 sum has no error at all (short inputs, similar exponents), and an exact sum
/// that is a tie of the accumulator type would fail the interval test. Every term is a
/// multiple of 2^q, q the least of the terms' least set bits; if Σ|t| < 2^(q + 53) every
/// partial sum is such a multiple below 2^53·2^q, so exact, in any order, and s is the exact
/// sum (its zero sign included: IEEE addition gives −0 only from −0 + −0).
#[allow(clippy::too_many_arguments)]
fn certified_sums(
    av: &[f64],
    bv: &[f64],
    c: &[u64],
    fc: &numeric::Format,
    env: &Env,
    (batch, m, k, n): (usize, usize, usize, usize),
    halt: &Halt,
    out: &mut [u64],
) -> Result<Vec<usize>, Report> {
    let mut pending = Vec::new();
    let c64 = to_f64s(fc, c);
    let slack = (k + 2) as f64 * f64::EPSILON;
    let f32_acc = *fc == numeric::F32;
    let ne = Env::new(Rounding::NearestEven).nan(env.nan);
    let rnd = |v: f64| -> u64 {
        if f32_acc {
            (v as f32).to_bits() as u64
        } else {
            numeric::convert::ftof(&numeric::F64, fc, &ne, v.to_bits()).bits
        }
    };
    let mut sums = vec![0f64; m * n];
    let mut ok = vec![false; m * n];
    let mut retry = Vec::new();
    let (mut amax, mut asum) = (vec![0f64; m], vec![0f64; m]);
    let (mut bmax, mut bsum) = (vec![0f64; n], vec![0f64; n]);
    for bt in 0..batch {
        let a = &av[bt * m * k..(bt + 1) * m * k];
        let b = &bv[bt * k * n..(bt + 1) * k * n];
        let c = &c64[bt * m * n..(bt + 1) * m * n];
        let outs = &mut out[bt * m * n..(bt + 1) * m * n];
        for i in 0..m {
            let row = &a[i * k..(i + 1) * k];
            amax[i] = row.iter().fold(0f64, |x, &y| x.max(y.abs()));
            asum[i] = row.iter().map(|y| y.abs()).sum();
        }
        bmax.fill(0.0);
        bsum.fill(0.0);
        for brow in b.chunks_exact(n.max(1)).take(k) {
            for ((mx, sm), &y) in bmax.iter_mut().zip(bsum.iter_mut()).zip(brow) {
                *mx = mx.max(y.abs());
                *sm += y.abs();
            }
        }
        sums.copy_from_slice(c);
        for i0 in (0..m).step_by(ROWS) {
            halt.check()?;
            let rows = (m - i0).min(ROWS);
            add_products(
                &a[i0 * k..(i0 + rows) * k],
                b,
                &mut sums[i0 * n..(i0 + rows) * n],
                k,
                n,
            );
        }
        // The interval test, a row at a time.
        for i in 0..m {
            let at = i * n;
            let row = Row {
                sums: &sums[at..at + n],
                c: &c[at..at + n],
                amax: amax[i],
                asum: asum[i],
            };
            let (o, okr) = (&mut outs[at..at + n], &mut ok[at..at + n]);
            let good = if f32_acc {
                certify_f32(&row, &bmax, &bsum, slack, o, okr)
            } else {
                for j in 0..n {
                    let (s, err) = (row.sums[j], row.err(&bmax, &bsum, j, slack));
                    let r = rnd(s);
                    okr[j] = s.abs() < f64::INFINITY
                        && err < f64::INFINITY
                        && rnd(s - err) == r
                        && rnd(s + err) == r;
                    if okr[j] {
                        o[j] = r;
                    }
                }
                okr.iter().filter(|&&x| x).count()
            };
            if good < n {
                retry.extend((0..n).filter(|&j| !okr[j]).map(|j| at + j));
            }
        }
        if retry.is_empty() {
            continue;
        }
        // The exactness test for the rest (least set bits of A's rows and B's columns).
        let alsb: Vec<f64> = (0..m)
            .map(|i| {
                a[i * k..(i + 1) * k]
                    .iter()
                    .fold(f64::INFINITY, |x, &y| x.min(least_bit(y)))
            })
            .collect();
        let mut blsb = vec![f64::INFINITY; n];
        for brow in b.chunks_exact(n.max(1)).take(k) {
            for (lb, &y) in blsb.iter_mut().zip(brow) {
                *lb = lb.min(least_bit(y));
            }
        }
        for idx in retry.drain(..) {
            let (i, j) = (idx / n, idx % n);
            let s = sums[idx];
            let mag = c[idx].abs() + (amax[i] * bsum[j]).min(asum[i] * bmax[j]);
            let unit = (alsb[i] * blsb[j]).min(least_bit(c[idx]));
            // A NaN bound or unit makes the test false.
            if s.abs() < f64::INFINITY && mag * (1.0 + slack) < unit * TWO_53 {
                outs[idx] = rnd(s);
            } else {
                pending.push(bt * m * n + idx);
            }
        }
    }
    Ok(pending)
}

/// A row of the f64 sums, C and A's magnitude bounds (see [`certified_sums`]).
struct Row<'a> {
    sums: &'a [f64],
    c: &'a [f64],
    amax: f64,
    asum: f64,
}

impl Row<'_> {
    /// The error bound of output j.
    #[inline(always)]
    fn err(&self, bmax: &[f64], bsum: &[f64], j: usize, slack: f64) -> f64 {
        (self.c[j].abs() + (self.amax * bsum[j]).min(self.asum * bmax[j])) * slack
    }
}

/// The interval test of one output row into an f32 accumulator, branch-free so it vectorises
/// (the host's f64 -> f32 conversion rounds to nearest even, subnormals and overflow
/// included).
/// Returns how many it certified.
fn certify_f32(
    row: &Row,
    bmax: &[f64],
    bsum: &[f64],
    slack: f64,
    out: &mut [u64],
    ok: &mut [bool],
) -> usize {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2.
        return unsafe { certify_f32_avx2(row, bmax, bsum, slack, out, ok) };
    }
    certify_f32_plain(row, bmax, bsum, slack, out, ok)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn certify_f32_avx2(
    row: &Row,
    bmax: &[f64],
    bsum: &[f64],
    slack: f64,
    out: &mut [u64],
    ok: &mut [bool],
) -> usize {
    certify_f32_plain(row, bmax, bsum, slack, out, ok)
}

#[inline(always)]
fn certify_f32_plain(
    row: &Row,
    bmax: &[f64],
    bsum: &[f64],
    slack: f64,
    out: &mut [u64],
    ok: &mut [bool],
) -> usize {
    let n = out.len();
    let mut good_count = 0;
    let (sums, c, bsum, bmax, ok) = (
        &row.sums[..n],
        &row.c[..n],
        &bsum[..n],
        &bmax[..n],
        &mut ok[..n],
    );
    let (amax, asum) = (row.amax, row.asum);
    for j in 0..n {
        let s = sums[j];
        let err = (c[j].abs() + (amax * bsum[j]).min(asum * bmax[j])) * slack;
        let r = (s as f32).to_bits();
        let lo = ((s - err) as f32).to_bits();
        let hi = ((s + err) as f32).to_bits();
        let good = (s.abs() < f64::INFINITY) & (err < f64::INFINITY) & (lo == r) & (hi == r);
        ok[j] = good;
        good_count += good as usize;
        out[j] = if good { r as u64 } else { out[j] };
    }
    good_count
}

const TWO_53: f64 = 9007199254740992.0;

/// The weight of `x`'s least set bit (+∞ for zeros, infinities and NaNs: they constrain
/// nothing, or the sum is not finite and is not certified).
fn least_bit(x: f64) -> f64 {
    let b = x.to_bits() & !(1u64 << 63);
    let (e, frac) = (b >> 52, b & ((1u64 << 52) - 1));
    // The weight of frac's bit 0: 2^(max(e, 1) − 1075), as f64 bits (subnormal for e <= 52).
    let ulp = if e > 52 {
        (e - 52) << 52
    } else {
        1u64 << e.max(1).saturating_sub(1)
    };
    let w = if frac == 0 {
        f64::from_bits(b)
    } else {
        (frac & frac.wrapping_neg()) as f64 * f64::from_bits(ulp)
    };
    if b == 0 || e == 0x7FF {
        f64::INFINITY
    } else {
        w
    }
}

/// 2^p for p in f64's range (subnormal powers included), 0 below it.
#[cfg(test)]
fn pow2(p: i32) -> f64 {
    if p >= -1022 {
        f64::from_bits(((p + 1023) as u64) << 52)
    } else if p >= -1074 {
        f64::from_bits(1u64 << (p + 1074))
    } else {
        0.0
    }
}

/// Rows of A per block of the kernel, and columns of B per register block.
const ROWS: usize = 8;
const COLS: usize = 8;

/// sums[r][j] += Σₖ a[r][k]·b[k][j] for the `a.len() / k` rows of `a` (the order of the
/// additions is free: see [`certified_sums`]).
fn add_products(a: &[f64], b: &[f64], sums: &mut [f64], k: usize, n: usize) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has AVX-512F (which implies FMA).
        return unsafe { add_products_avx512(a, b, sums, k, n) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU has AVX2 and FMA.
        return unsafe { add_products_avx2(a, b, sums, k, n) };
    }
    add_products_plain::<4, COLS>(a, b, sums, k, n, |x, y, s| x * y + s)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,fma")]
unsafe fn add_products_avx512(a: &[f64], b: &[f64], sums: &mut [f64], k: usize, n: usize) {
    add_products_plain::<8, { 2 * COLS }>(a, b, sums, k, n, f64::mul_add)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn add_products_avx2(a: &[f64], b: &[f64], sums: &mut [f64], k: usize, n: usize) {
    // The products are exact, so the fused and the separate multiply-add agree.
    add_products_plain::<4, COLS>(a, b, sums, k, n, f64::mul_add)
}

#[inline(always)]
fn add_products_plain<const R: usize, const COLS: usize>(
    a: &[f64],
    b: &[f64],
    sums: &mut [f64],
    k: usize,
    n: usize,
    madd: impl Fn(f64, f64, f64) -> f64 + Copy,
) {
    if k == 0 || n == 0 {
        return;
    }
    let rows = a.len() / k;
    let full = n / COLS * COLS;
    let mut r0 = 0;
    while r0 + R <= rows {
        // R x COLS accumulators held in registers across the whole k loop.
        let (ab, sb) = (&a[r0 * k..(r0 + R) * k], &mut sums[r0 * n..(r0 + R) * n]);
        for j0 in (0..full).step_by(COLS) {
            let mut acc = [[0f64; COLS]; R];
            for (r, acc_r) in acc.iter_mut().enumerate() {
                acc_r.copy_from_slice(&sb[r * n + j0..r * n + j0 + COLS]);
            }
            for kk in 0..k {
                let bv: &[f64; COLS] = b[kk * n + j0..kk * n + j0 + COLS].try_into().unwrap();
                for (r, acc_r) in acc.iter_mut().enumerate() {
                    let x = ab[r * k + kk];
                    for t in 0..COLS {
                        acc_r[t] = madd(x, bv[t], acc_r[t]);
                    }
                }
            }
            for (r, acc_r) in acc.iter().enumerate() {
                sb[r * n + j0..r * n + j0 + COLS].copy_from_slice(acc_r);
            }
        }
        if full < n {
            row_tail(ab, b, sb, k, n, full, madd);
        }
        r0 += R;
    }
    if r0 < rows {
        row_tail(&a[r0 * k..], b, &mut sums[r0 * n..], k, n, 0, madd);
    }
}

/// Columns `start..n` of every row, a row at a time.
#[inline(always)]
fn row_tail(
    a: &[f64],
    b: &[f64],
    sums: &mut [f64],
    k: usize,
    n: usize,
    start: usize,
    madd: impl Fn(f64, f64, f64) -> f64 + Copy,
) {
    for r in 0..a.len() / k {
        let srow = &mut sums[r * n + start..(r + 1) * n];
        for kk in 0..k {
            let x = a[r * k + kk];
            let brow = &b[kk * n + start..(kk + 1) * n];
            for (s, &y) in srow.iter_mut().zip(brow) {
                *s = madd(x, y, *s);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast widenings against the generic decoder, every code.
    #[test]
    fn widening_matches_the_generic_decoder() {
        for f in [
            numeric::F16,
            numeric::BF16,
            numeric::F8E4M3FN,
            numeric::F8E5M2,
        ] {
            let width = f.signed as u32 + f.exp_bits + f.man_bits;
            let codes: Vec<u64> = (0..1u64 << width).collect();
            for (x, v) in codes.iter().zip(to_f64s(&f, &codes)) {
                let w = f.to_f64(*x);
                assert!(
                    v.to_bits() == w.to_bits() || (v.is_nan() && w.is_nan()),
                    "{} {x:#x}",
                    f.name
                );
            }
        }
    }

    #[test]
    fn least_bits() {
        assert_eq!(least_bit(1.0), 1.0);
        assert_eq!(least_bit(-6.0), 2.0);
        assert_eq!(least_bit(0.75), 0.25);
        assert_eq!(least_bit(1.0 + f64::EPSILON), f64::EPSILON);
        assert_eq!(least_bit(f64::from_bits(1)), f64::from_bits(1));
        assert_eq!(least_bit(f64::from_bits(6)), f64::from_bits(2));
        assert_eq!(least_bit(0.0), f64::INFINITY);
        assert_eq!(least_bit(f64::NAN), f64::INFINITY);
        assert_eq!(least_bit(f64::NEG_INFINITY), f64::INFINITY);
        assert_eq!(least_bit(-0.0), f64::INFINITY);
        assert_eq!(least_bit(2f64.powi(-1022)), 2f64.powi(-1022));
        assert_eq!(least_bit(3.0 * 2f64.powi(-1040)), 2f64.powi(-1040));
        assert_eq!(least_bit(1.5 * 2f64.powi(1000)), 2f64.powi(999));
        // Against trailing_zeros on every exponent.
        for e in 1..2046u64 {
            for frac in [1u64, 6, 1 << 51, (1 << 52) - 1, 0x10_0000] {
                let x = f64::from_bits((e << 52) | frac);
                let p = e as i32 - 1075 + ((1u64 << 52) | frac).trailing_zeros() as i32;
                assert_eq!(least_bit(x), pow2(p), "{x:e}");
            }
        }
        assert_eq!(pow2(1023), 2f64.powi(1023));
        assert_eq!(pow2(-1075), 0.0);
    }

    /// The blocked kernel against a plain triple loop (small integers: every sum exact).
    #[test]
    fn the_blocked_kernel_sums_every_product() {
        for (rows, k, n) in [
            (4, 5, 19),
            (4, 1, 8),
            (3, 7, 16),
            (1, 3, 1),
            (4, 0, 9),
            (8, 9, 40),
            (8, 3, 16),
            (7, 4, 33),
        ] {
            let a: Vec<f64> = (0..rows * k).map(|x| ((x * 7) % 11) as f64 - 5.0).collect();
            let b: Vec<f64> = (0..k * n).map(|x| ((x * 5) % 13) as f64 - 6.0).collect();
            let mut sums: Vec<f64> = (0..rows * n).map(|x| x as f64).collect();
            let mut want = sums.clone();
            for r in 0..rows {
                for j in 0..n {
                    for kk in 0..k {
                        want[r * n + j] += a[r * k + kk] * b[kk * n + j];
                    }
                }
            }
            add_products(&a, &b, &mut sums, k, n);
            assert_eq!(sums, want, "{rows}x{k}x{n}");
        }
    }
}
