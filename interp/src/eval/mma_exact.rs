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

/// Buffers the exact path reuses from one mma to the next on a thread (a matmul's K loop calls
/// it thousands of times on tiles of one size).
#[derive(Default)]
pub(super) struct Scratch {
    pub av: Vec<f64>,
    pub bv: Vec<f64>,
    c64: Vec<f64>,
    sums: Vec<f64>,
    ok: Vec<bool>,
    stats: [Vec<f64>; 6],
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// Runs `f` with this thread's scratch buffers (an mma never runs inside another).
pub(super) fn with_scratch<R>(f: impl FnOnce(&mut Scratch) -> R) -> R {
    SCRATCH.with(|s| f(&mut s.borrow_mut()))
}

/// `v` resized to `len` (contents unspecified: every element is written before it is read).
fn sized<T: Copy + Default>(v: &mut Vec<T>, len: usize) -> &mut [T] {
    if v.len() < len {
        v.resize(len, T::default());
    }
    &mut v[..len]
}

/// Every value of `data` (bits of `f`) as f64, exactly.
#[cfg(test)]
fn to_f64s(f: &numeric::Format, data: &[u64]) -> Vec<f64> {
    let mut v = Vec::with_capacity(data.len());
    to_f64s_into(f, data, &mut v);
    v
}

/// Every value of `data` (bits of `f`) as f64, exactly, into `out` (replacing its contents).
pub(super) fn to_f64s_into(f: &numeric::Format, data: &[u64], out: &mut Vec<f64>) {
    out.clear();
    if *f == numeric::F32 {
        // The host's widening is exact.
        out.extend(data.iter().map(|&x| f32::from_bits(x as u32) as f64));
        return;
    }
    if *f == numeric::BF16 {
        // bf16 is the top half of an f32.
        out.extend(
            data.iter()
                .map(|&x| f32::from_bits((x as u32 & 0xFFFF) << 16) as f64),
        );
        return;
    }
    let width = f.signed as u32 + f.exp_bits + f.man_bits;
    if width <= 8 {
        // Every code of the format, once.
        let table: Vec<f64> = (0..1u64 << width).map(|x| f.to_f64(x)).collect();
        let mask = (1u64 << width) - 1;
        out.extend(data.iter().map(|&x| table[(x & mask) as usize]));
        return;
    }
    if *f == numeric::F16 {
        out.extend(data.iter().map(|&x| {
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
        }));
        return;
    }
    out.extend(data.iter().map(|&x| f.to_f64(x)));
}

/// Output (bt, i, j) is c + Σₖ a[bt,i,k]·b[bt,k,j] exactly, rounded once to `fc`; `av` and `bv`
/// are the operands as f64 (exact); `input_bits`, where it is at most 24, bounds the
/// significant bits of every operand value (the f64 pass is then exact per product).
#[allow(clippy::too_many_arguments)]
pub(super) fn exact_sums(
    av: &[f64],
    bv: &[f64],
    c: &[u64],
    fc: &numeric::Format,
    env: &Env,
    (batch, m, k, n): (usize, usize, usize, usize),
    halt: &Halt,
    input_bits: u32,
    scratch: &mut Scratch,
) -> Result<Vec<u64>, Report> {
    let mut out = c.to_vec();
    let pending: Vec<usize> = if *fc != numeric::F64 && input_bits <= 24 {
        certified_sums(
            av,
            bv,
            c,
            fc,
            env,
            (batch, m, k, n),
            halt,
            input_bits,
            scratch,
            &mut out,
        )?
    } else {
        (0..batch * m * n).collect()
    };
    if pending.is_empty() {
        return Ok(out);
    }
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
/// that is a tie of the accumulator type would fail the interval test. If every term is a
/// multiple of 2^q and Σ|t| < 2^(q + 53), every partial sum is such a multiple below
/// 2^53·2^q, so exact, in any order, and s is the exact sum (its zero sign included: IEEE
/// addition gives −0 only from −0 + −0). A value of at most p significant bits in binade E is a
/// multiple of 2^(E − p + 1), so with `input_bits` = p a product of row i and column j is a
/// multiple of unit(min|a_i|)·unit(min|b_j|), the least nonzero magnitudes giving the least
/// binades, and C of its own format's unit.
#[allow(clippy::too_many_arguments)]
fn certified_sums(
    av: &[f64],
    bv: &[f64],
    c: &[u64],
    fc: &numeric::Format,
    env: &Env,
    (batch, m, k, n): (usize, usize, usize, usize),
    halt: &Halt,
    input_bits: u32,
    scratch: &mut Scratch,
    out: &mut [u64],
) -> Result<Vec<usize>, Report> {
    let mut pending = Vec::new();
    let Scratch {
        c64,
        sums,
        ok,
        stats: [asum, amax, amin, bsum, bmax, bmin],
        ..
    } = scratch;
    to_f64s_into(fc, c, c64);
    // A value of p significant bits in binade E is a multiple of 2^E · 2^(1 − p).
    let scale = 2f64.powi(1 - input_bits as i32);
    let c_scale = 2f64.powi(-(fc.man_bits as i32));
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
    let (sums, ok) = (sized(sums, m * n), sized(ok, m * n));
    let (asum, amax, amin) = (sized(asum, m), sized(amax, m), sized(amin, m));
    let (bsum, bmax, bmin) = (sized(bsum, n), sized(bmax, n), sized(bmin, n));
    for bt in 0..batch {
        let a = &av[bt * m * k..(bt + 1) * m * k];
        let b = &bv[bt * k * n..(bt + 1) * k * n];
        let c = &c64[bt * m * n..(bt + 1) * m * n];
        let outs = &mut out[bt * m * n..(bt + 1) * m * n];
        stats(
            a,
            b,
            (m, k, n),
            (&mut *asum, &mut *amax, &mut *amin),
            (&mut *bsum, &mut *bmax, &mut *bmin),
        );
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
            if good == n {
                continue;
            }
            // The exactness test for the rest of the row.
            let ua = unit_of(amin[i], scale);
            for j in (0..n).filter(|&j| !okr[j]) {
                let s = row.sums[j];
                let mag = row.c[j].abs() + (amax[i] * bsum[j]).min(asum[i] * bmax[j]);
                let unit = (ua * unit_of(bmin[j], scale)).min(unit_of(row.c[j].abs(), c_scale));
                // A NaN bound or unit makes the test false.
                let exact =
                    |unit: f64| s.abs() < f64::INFINITY && mag * (1.0 + slack) < unit * TWO_53;
                // Failing that (a tiny value in the row and another in the column, at
                // different k), the terms' own least set bits.
                if exact(unit)
                    || exact(
                        (0..k)
                            .map(|kk| least_bit(a[i * k + kk]) * least_bit(b[kk * n + j]))
                            .fold(least_bit(row.c[j]), f64::min),
                    )
                {
                    o[j] = rnd(s);
                } else {
                    pending.push(bt * m * n + at + j);
                }
            }
        }
    }
    Ok(pending)
}

/// The weight of `x`'s least set bit (+∞ for zeros, infinities and NaNs: they constrain
/// nothing, or the sum is not finite and is not certified).
fn least_bit(x: f64) -> f64 {
    let b = x.to_bits() & !(1u64 << 63);
    let (e, frac) = (b >> 52, b & ((1u64 << 52) - 1));
    if b == 0 || e == 0x7FF {
        return f64::INFINITY;
    }
    if frac == 0 {
        return f64::from_bits(b);
    }
    // The weight of frac's bit 0 is 2^(max(e, 1) − 1075) (subnormal for e <= 52).
    let ulp = if e > 52 {
        (e - 52) << 52
    } else {
        1u64 << e.max(1).saturating_sub(1)
    };
    (frac & frac.wrapping_neg()) as f64 * f64::from_bits(ulp)
}

/// |x|, or +∞ for zeros (the least nonzero magnitude of a row is its least of these).
#[inline(always)]
fn nonzero_abs(x: f64) -> f64 {
    if x == 0.0 {
        f64::INFINITY
    } else {
        x.abs()
    }
}

/// (Σ|x|, max|x|, least nonzero |x|) of a row, in eight interleaved partial sums (a bound
/// needs no particular order, and one running sum waits on each addition).
#[inline(always)]
fn abs_sum_max_min(row: &[f64]) -> (f64, f64, f64) {
    let (mut s, mut m, mut lo) = ([0f64; 8], [0f64; 8], [f64::INFINITY; 8]);
    let mut chunks = row.chunks_exact(8);
    for c in &mut chunks {
        for t in 0..8 {
            s[t] += c[t].abs();
            m[t] = m[t].max(c[t].abs());
            lo[t] = lo[t].min(nonzero_abs(c[t]));
        }
    }
    for (t, &x) in chunks.remainder().iter().enumerate() {
        s[t] += x.abs();
        m[t] = m[t].max(x.abs());
        lo[t] = lo[t].min(nonzero_abs(x));
    }
    (
        s.iter().sum(),
        m.iter().fold(0f64, |a, &b| a.max(b)),
        lo.iter().fold(f64::INFINITY, |a, &b| a.min(b)),
    )
}

/// 2^E · `scale` for a magnitude x of binade E (`scale` = 2^(1 − p): every value of at most p
/// significant bits and magnitude at least x is a multiple of it). +∞ for +∞ (no nonzero
/// value: nothing to divide); 0 (no bound) below f64's normal range and for NaN.
fn unit_of(x: f64, scale: f64) -> f64 {
    if x == f64::INFINITY {
        return f64::INFINITY;
    }
    if !(x >= f64::MIN_POSITIVE) {
        return 0.0;
    }
    f64::from_bits(x.to_bits() & 0x7FF0_0000_0000_0000) * scale
}

type Stats<'a> = (&'a mut [f64], &'a mut [f64], &'a mut [f64]);

/// (Σ|x|, max|x|, least nonzero |x|) of each row of A and each column of B.
fn stats(a: &[f64], b: &[f64], dims: (usize, usize, usize), rows: Stats, cols: Stats) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has AVX-512F.
        return unsafe { stats_avx512(a, b, dims, rows, cols) };
    }
    stats_plain(a, b, dims, rows, cols)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn stats_avx512(
    a: &[f64],
    b: &[f64],
    dims: (usize, usize, usize),
    rows: Stats,
    cols: Stats,
) {
    stats_plain(a, b, dims, rows, cols)
}

#[inline(always)]
fn stats_plain(
    a: &[f64],
    b: &[f64],
    (m, k, n): (usize, usize, usize),
    (asum, amax, amin): Stats,
    (bsum, bmax, bmin): Stats,
) {
    for i in 0..m {
        (asum[i], amax[i], amin[i]) = abs_sum_max_min(&a[i * k..(i + 1) * k]);
    }
    bmax.fill(0.0);
    bsum.fill(0.0);
    bmin.fill(f64::INFINITY);
    let (bsum, bmax, bmin) = (&mut bsum[..n], &mut bmax[..n], &mut bmin[..n]);
    for brow in b.chunks_exact(n.max(1)).take(k) {
        let brow = &brow[..n];
        for j in 0..n {
            let y = brow[j];
            bmax[j] = bmax[j].max(y.abs());
            bsum[j] += y.abs();
            bmin[j] = bmin[j].min(nonzero_abs(y));
        }
    }
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
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has AVX-512F.
        return unsafe { certify_f32_avx512(row, bmax, bsum, slack, out, ok) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2.
        return unsafe { certify_f32_avx2(row, bmax, bsum, slack, out, ok) };
    }
    certify_f32_plain(row, bmax, bsum, slack, out, ok)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn certify_f32_avx512(
    row: &Row,
    bmax: &[f64],
    bsum: &[f64],
    slack: f64,
    out: &mut [u64],
    ok: &mut [bool],
) -> usize {
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
        // r = s rounded; every x with |x − r| < h rounds to r, for h half of r's ulp, or a
        // quarter where r is a power of two (the spacing below it is half the spacing above);
        // for subnormal r, h comes out smaller than needed. s − r is exact (Sterbenz), and
        // err's factor-2 margin covers rounding d + err.
        let r = s as f32;
        let back = r as f64;
        let d = (s - back).abs();
        let scale = if r.to_bits() & 0x7F_FFFF == 0 {
            1.0 / 33554432.0
        } else {
            1.0 / 16777216.0
        };
        let h = f64::from_bits(back.to_bits() & 0x7FF0_0000_0000_0000) * scale;
        let good = d + err < h;
        ok[j] = good;
        good_count += good as usize;
        out[j] = if good { r.to_bits() as u64 } else { out[j] };
    }
    good_count
}

const TWO_53: f64 = 9007199254740992.0;

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

    /// The certified f64 path against the exact accumulator alone (itself tested against i128
    /// arithmetic): ties of short sums, cancellation, zeros, subnormal and overflowing results,
    /// infinities and NaNs, into f16 and f32, every output of many shapes.
    #[test]
    fn certified_sums_equal_the_exact_accumulator() {
        let mut r = crate::rng::SplitMix64(11);
        let env = Env::new(Rounding::NearestEven).nan(numeric::NanPolicy::H100);
        let halt = Halt::default();
        let (mut certified, mut total) = (0usize, 0usize);
        for round in 0..600 {
            let (fin, fc) = match round % 4 {
                0 => (numeric::F16, numeric::F32),
                1 => (numeric::F32, numeric::F32),
                2 => (numeric::BF16, numeric::F32),
                _ => (numeric::F16, numeric::F16),
            };
            let (m, k, n) = (
                1 + r.next() as usize % 9,
                1 + r.next() as usize % 40,
                1 + r.next() as usize % 21,
            );
            let style = r.next() % 5;
            let mut val = |f: &numeric::Format| -> u64 {
                let x = r.next();
                let bits = match style {
                    // Small integers: exact sums, many ties of f16.
                    0 => {
                        return numeric::convert::ftof(
                            &numeric::F64,
                            f,
                            &env,
                            ((x % 9) as f64 - 4.0).to_bits(),
                        )
                        .bits
                    }
                    // Any pattern (NaNs, infinities, subnormals included).
                    1 => x,
                    // Near 1, with cancellation.
                    2 => {
                        let v = (1.0 + (x % 1024) as f64 / 1024.0)
                            * if x & 1 << 40 != 0 { -1.0 } else { 1.0 };
                        return numeric::convert::ftof(&numeric::F64, f, &env, v.to_bits()).bits;
                    }
                    // Tiny: subnormal products and results.
                    3 => x & 0x80FF_FFFF & f.mask(),
                    // Huge: overflowing sums.
                    _ => (x | 0x7E00_0000) & !0x0080_0000 & f.mask(),
                };
                bits & f.mask()
            };
            let a: Vec<u64> = (0..m * k).map(|_| val(&fin)).collect();
            let b: Vec<u64> = (0..k * n).map(|_| val(&fin)).collect();
            let c: Vec<u64> = (0..m * n).map(|_| val(&fc)).collect();
            let (av, bv) = (to_f64s(&fin, &a), to_f64s(&fin, &b));
            let bits = fin.man_bits + 1;
            let sc = &mut Scratch::default();
            let fast = exact_sums(&av, &bv, &c, &fc, &env, (1, m, k, n), &halt, bits, sc).unwrap();
            let slow = exact_sums(&av, &bv, &c, &fc, &env, (1, m, k, n), &halt, 53, sc).unwrap();
            assert_eq!(fast, slow, "round {round}: {m}x{k}x{n} style {style}");
            // How many the f64 pass settled (the rest went to the accumulator).
            let mut out = c.clone();
            let pending = certified_sums(
                &av,
                &bv,
                &c,
                &fc,
                &env,
                (1, m, k, n),
                &halt,
                bits,
                sc,
                &mut out,
            )
            .unwrap();
            if style == 0 || style == 2 {
                certified += m * n - pending.len();
                total += m * n;
            }
        }
        // Ordinary sums are nearly all settled by the f64 pass, so the test exercises it.
        assert!(certified * 100 > total * 95, "{certified} of {total}");
    }

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
    fn abs_sums_maxima_and_minima() {
        for n in [0usize, 1, 7, 8, 9, 31] {
            let row: Vec<f64> = (0..n).map(|i| (i as f64 - 4.0) * 0.25).collect();
            let want = (
                row.iter().map(|x| x.abs()).sum::<f64>(),
                row.iter().fold(0f64, |a, x| a.max(x.abs())),
                row.iter()
                    .filter(|x| **x != 0.0)
                    .fold(f64::INFINITY, |a, x| a.min(x.abs())),
            );
            assert_eq!(abs_sum_max_min(&row), want, "{n}");
        }
    }

    #[test]
    fn least_bits() {
        assert_eq!(least_bit(1.0), 1.0);
        assert_eq!(least_bit(-6.0), 2.0);
        assert_eq!(least_bit(0.75), 0.25);
        assert_eq!(least_bit(1.0 + f64::EPSILON), f64::EPSILON);
        assert_eq!(least_bit(f64::from_bits(6)), f64::from_bits(2));
        assert_eq!(least_bit(-0.0), f64::INFINITY);
        assert_eq!(least_bit(f64::NAN), f64::INFINITY);
        assert_eq!(least_bit(f64::NEG_INFINITY), f64::INFINITY);
        // Against trailing_zeros on every exponent.
        for e in 1..2046u64 {
            for frac in [0u64, 1, 6, 1 << 51, (1 << 52) - 1] {
                let x = f64::from_bits((e << 52) | frac);
                let p = e as i32 - 1075 + ((1u64 << 52) | frac).trailing_zeros() as i32;
                let want = if p >= -1022 {
                    f64::from_bits(((p + 1023) as u64) << 52)
                } else {
                    f64::from_bits(1u64 << (p + 1074))
                };
                assert_eq!(least_bit(x), want, "{x:e}");
            }
        }
    }

    #[test]
    fn units_divide_short_values() {
        // 24-bit values in [1, 2) are multiples of 2^-23, 8-bit ones of 2^-7.
        let p = |bits: i32| 2f64.powi(1 - bits);
        assert_eq!(unit_of(1.0, p(24)), 2f64.powi(-23));
        assert_eq!(unit_of(1.99, p(8)), 2f64.powi(-7));
        assert_eq!(unit_of(0.75, p(11)), 2f64.powi(-11));
        assert_eq!(unit_of(f64::INFINITY, p(24)), f64::INFINITY);
        assert_eq!(unit_of(0.0, p(24)), 0.0);
        assert_eq!(unit_of(f64::NAN, p(24)), 0.0);
        // Every f16 value is a multiple of its binade's unit.
        for code in 1..0x7C00u64 {
            let x = numeric::F16.to_f64(code);
            let u = unit_of(x, p(11));
            assert_eq!((x / u).fract(), 0.0, "{x:e}");
        }
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
