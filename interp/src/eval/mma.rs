//! Matrix multiply-accumulate. The spec leaves order and precision open; tileref's reference
//! accumulates in k order with one fused multiply-add per step in the accumulator's format
//! (inputs widened exactly), which is deterministic and documented in docs/semantics.md. With
//! `MmaMode::Exact` each output is instead the formula's exact value rounded once
//! ([`crate::numeric::exact_sum`]).
//! An mma does up to 2^36 multiply-adds, so its loops check the launch's stop flag once per
//! output row (`halt`), where other ops are short enough to be checked between ops.

use super::ctx::{Ctx, EvalResult};
use super::float_env::format_of;
use super::mma_exact::{exact_sums, to_f64s_into, with_scratch};
use crate::halt::Halt;
use crate::hw::tensor;
use crate::numeric::{self, fast, Env, Rounding};
use crate::options::{MmaMode, Numerics};
use crate::report::Report;
use crate::value::Tile;
use tileref_spec::attrs::Signedness;
use tileref_spec::ir::Op;
use tileref_spec::types::ElemType;

/// (batch, m, k, n) of an mma and row-major index helpers.
fn dims(a: &Tile, b: &Tile) -> (usize, usize, usize, usize) {
    let r = a.shape.len();
    let batch = if r == 3 { a.shape[0] as usize } else { 1 };
    (
        batch,
        a.shape[r - 2] as usize,
        a.shape[r - 1] as usize,
        b.shape[r - 1] as usize,
    )
}

pub fn mmaf<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    if ctx.prog.opts.numerics == Numerics::H100 && mmaf_h100(ctx, op)? {
        return Ok(());
    }
    let (a, b, c) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let (ea, ec) = (a.num(), c.num());
    let (fa, fc) = (format_of(ea), format_of(ec));
    let env = Env::new(Rounding::NearestEven).nan(ctx.prog.opts.nan);
    if ctx.prog.opts.mma == MmaMode::Exact {
        let fb = format_of(b.num());
        let (batch, m, k, n) = dims(&a, &b);
        // Significant bits of the operand values (the f64 pass needs at most 24).
        let bits = fa.man_bits.max(fb.man_bits) + 1;
        let halt = &ctx.prog.halt;
        let out = with_scratch(|sc| {
            let (mut av, mut bv) = (std::mem::take(&mut sc.av), std::mem::take(&mut sc.bv));
            to_f64s_into(&fa, &a.data, &mut av);
            to_f64s_into(&fb, &b.data, &mut bv);
            let out = exact_sums(
                &av,
                &bv,
                &c.data,
                &fc,
                &env,
                (batch, m, k, n),
                halt,
                bits,
                sc,
            );
            (sc.av, sc.bv) = (av, bv);
            out
        })?;
        ctx.set_tile(
            op.results[0],
            Tile::new(c.shape.clone(), c.elem.clone(), out),
        );
        return Ok(());
    }
    let widen = numeric::conversion_env(&fc, Rounding::NearestEven).nan(ctx.prog.opts.nan);
    let (batch, m, k, n) = dims(&a, &b);
    // Widening to the accumulator's format; to the same format it is the identity except on
    // NaNs (whose payload the conversion settles).
    let widen_all = |d: &[u64]| -> Vec<u64> {
        if fa == fc && !d.iter().any(|&x| fa.is_nan(x)) {
            d.to_vec()
        } else {
            let mut out = vec![0; d.len()];
            fast::map_convert(&fa, &fc, &widen, d, &mut out);
            out
        }
    };
    let halt = &ctx.prog.halt;
    let out = if ec == ElemType::F32 && host_fma() {
        // f32 inputs go to the host path as they are: a NaN among them only makes NaN
        // outputs, which the exact path recomputes from the widened inputs. A is read in
        // place when it is f32 already (the low half of each word).
        let f32s =
            |d: &[u64]| -> Vec<f32> { d.iter().map(|&x| f32::from_bits(x as u32)).collect() };
        let wa = if fa == fc {
            None
        } else {
            Some(widen_all(&a.data))
        };
        let aw = wa.as_deref().unwrap_or(&a.data);
        let bf = if fa == fc {
            f32s(&b.data)
        } else {
            f32s(&widen_all(&b.data))
        };
        let exact = || {
            mm_exact(
                &widen_all(&a.data),
                &widen_all(&b.data),
                &c.data,
                batch,
                m,
                k,
                n,
                &fc,
                &env,
                halt,
            )
        };
        mm_f32_host(F32s::Words(aw), &bf, &c.data, batch, m, k, n, halt, exact)?
    } else {
        mm_exact(
            &widen_all(&a.data),
            &widen_all(&b.data),
            &c.data,
            batch,
            m,
            k,
            n,
            &fc,
            &env,
            halt,
        )?
    };
    let _ = ea;
    ctx.set_tile(
        op.results[0],
        Tile::new(c.shape.clone(), c.elem.clone(), out),
    );
    Ok(())
}

/// `mmaf` as tileiras's code computes it on the H100 ([`crate::hw::tensor`]), where its table
/// has the shape; false (and an `h100-unmodelled` note) otherwise.
fn mmaf_h100<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> Result<bool, Report> {
    let (a, b, c) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let (ta, tc) = (a.num(), c.num());
    let (batch, m, k, n) = dims(&a, &b);
    let key_batch = if a.shape.len() == 3 { batch } else { 0 };
    let Some(unit) = tensor::unit(ta, tc, key_batch, m, k, n) else {
        let b = if key_batch > 0 {
            format!("{key_batch}x")
        } else {
            String::new()
        };
        ctx.note_unmodelled(
            op,
            &format!(
                "no measured instruction choice for {b}{m}x{k}x{n} {} -> {} tiles",
                ta.name(),
                tc.name()
            ),
        );
        return Ok(false);
    };
    let (fa, fc) = (format_of(ta), format_of(tc));
    let fast_acc = op.attr("fast_acc").is_some();
    let out = tensor::mmaf(
        unit,
        &fa,
        &fc,
        &a.data,
        &b.data,
        &c.data,
        (batch, m, k, n),
        fast_acc,
        &ctx.prog.halt,
    )?;
    ctx.prog.note(
        Report::new(
            crate::report::Category::Numerics,
            "h100-mma",
            format!(
                "mmaf as tileiras 13.5 sm_90 code computes it: {}",
                tensor::describe(unit, &fa, &fc, fast_acc)
            ),
        )
        .at(op)
        .in_block(ctx.block),
    );
    ctx.set_tile(
        op.results[0],
        Tile::new(c.shape.clone(), c.elem.clone(), out),
    );
    Ok(true)
}

pub fn mmai<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b, c) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let sa = op.enum_attr::<Signedness>("signedness_lhs") == Some(Signedness::Signed);
    let sb = op.enum_attr::<Signedness>("signedness_rhs") == Some(Signedness::Signed);
    let ext = |x: u64, s: bool| {
        if s {
            x as u8 as i8 as i64
        } else {
            x as u8 as i64
        }
    };
    let (batch, m, k, n) = dims(&a, &b);
    let mut out = c.data.clone();
    for bt in 0..batch {
        for i in 0..m {
            ctx.prog.halt.check()?;
            for j in 0..n {
                // i32 accumulation wraps (the spec leaves overflow open).
                let mut acc = c.data[bt * m * n + i * n + j] as u32;
                for kk in 0..k {
                    let p = ext(a.data[bt * m * k + i * k + kk], sa)
                        * ext(b.data[bt * k * n + kk * n + j], sb);
                    acc = acc.wrapping_add(p as u32);
                }
                out[bt * m * n + i * n + j] = acc as u64;
            }
        }
    }
    ctx.set_tile(
        op.results[0],
        Tile::new(c.shape.clone(), c.elem.clone(), out),
    );
    Ok(())
}

pub fn mmaf_scaled<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    ctx.note_unmodelled(op, "block-scaled mma is sm_100 only: no H100 code to model");
    let (a, b, c, ls, rs) = (
        ctx.arg(op, 0)?,
        ctx.arg(op, 1)?,
        ctx.arg(op, 2)?,
        ctx.arg(op, 3)?,
        ctx.arg(op, 4)?,
    );
    let (fa, fs) = (format_of(a.num()), format_of(ls.num()));
    let f32f = numeric::F32;
    let env = Env::new(Rounding::NearestEven).nan(ctx.prog.opts.nan);
    let (batch, m, k, n) = dims(&a, &b);
    let r = ls.shape.len();
    let ks = ls.shape[r - 1] as usize;
    let v = k / ks.max(1);
    if ctx.prog.opts.mma == MmaMode::Exact {
        // Each scaled operand is exact in f64 (a short significand times a power of two).
        let fb = format_of(b.num());
        // The scaled operands, exact in f64: at most 4 significant bits times a power of two.
        let mut av = vec![0f64; batch * m * k];
        let mut bv = vec![0f64; batch * k * n];
        for bt in 0..batch {
            for kk in 0..k {
                for i in 0..m {
                    av[bt * m * k + i * k + kk] = fa.to_f64(a.data[bt * m * k + i * k + kk])
                        * fs.to_f64(ls.data[bt * m * ks + i * ks + kk / v]);
                }
                for j in 0..n {
                    bv[bt * k * n + kk * n + j] = fb.to_f64(b.data[bt * k * n + kk * n + j])
                        * fs.to_f64(rs.data[bt * ks * n + (kk / v) * n + j]);
                }
            }
        }
        let dims4 = (batch, m, k, n);
        // Operand values: at most the input's bits times the scale's (a power of two for
        // f8E8M0FNU, whose man_bits is 0).
        let bits = fa.man_bits.max(fb.man_bits) + 1 + fs.man_bits + 1;
        let halt = &ctx.prog.halt;
        let out =
            with_scratch(|sc| exact_sums(&av, &bv, &c.data, &f32f, &env, dims4, halt, bits, sc))?;
        ctx.set_tile(
            op.results[0],
            Tile::new(c.shape.clone(), c.elem.clone(), out),
        );
        return Ok(());
    }
    let mut out = c.data.clone();
    for bt in 0..batch {
        for i in 0..m {
            ctx.prog.halt.check()?;
            for j in 0..n {
                let mut acc = c.data[bt * m * n + i * n + j];
                for kk in 0..k {
                    let x = fa.to_f64(a.data[bt * m * k + i * k + kk])
                        * fs.to_f64(ls.data[bt * m * ks + i * ks + kk / v]);
                    let y = fa.to_f64(b.data[bt * k * n + kk * n + j])
                        * fs.to_f64(rs.data[bt * ks * n + (kk / v) * n + j]);
                    // Each scaled product rounded to f32, then accumulated with f32 additions.
                    let p = numeric::math::round_f64(&f32f, x * y);
                    acc = fast::binop(numeric::BinOp::Add, &f32f, &env, acc, p);
                }
                out[bt * m * n + i * n + j] = acc;
            }
        }
    }
    let _ = ElemType::F32;
    ctx.set_tile(
        op.results[0],
        Tile::new(c.shape.clone(), c.elem.clone(), out),
    );
    Ok(())
}

/// The reference: for each output, acc ← fma(a_ik, b_kj, acc) for k in order.
#[allow(clippy::too_many_arguments)]
fn mm_exact(
    wa: &[u64],
    wb: &[u64],
    c: &[u64],
    batch: usize,
    m: usize,
    k: usize,
    n: usize,
    fc: &numeric::Format,
    env: &Env,
    halt: &Halt,
) -> Result<Vec<u64>, Report> {
    let mut out = c.to_vec();
    for bt in 0..batch {
        for i in 0..m {
            halt.check()?;
            for j in 0..n {
                let mut acc = c[bt * m * n + i * n + j];
                for kk in 0..k {
                    acc = fast::fma(
                        fc,
                        env,
                        wa[bt * m * k + i * k + kk],
                        wb[bt * k * n + kk * n + j],
                        acc,
                    );
                }
                out[bt * m * n + i * n + j] = acc;
            }
        }
    }
    Ok(out)
}

/// Whether the 512-bit kernel can run (AVX-512F).
fn host_avx512() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512f")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

fn host_fma() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("fma") && std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The same computation with the host's fused multiply-add (IEEE, so bit-identical to the
/// reference except for NaN payloads: outputs that are NaN come from `exact`, the reference
/// path). The loop runs i, k, j so the j loop vectorises; each output still sees its k terms
/// in order.
#[allow(clippy::too_many_arguments)]
/// f32 values as a slice of them, or as tile words (each value in the low half of a word).
#[derive(Clone, Copy)]
enum F32s<'a> {
    #[cfg_attr(not(test), allow(dead_code))]
    Floats(&'a [f32]),
    Words(&'a [u64]),
}

impl F32s<'_> {
    fn len(&self) -> usize {
        match self {
            F32s::Floats(v) => v.len(),
            F32s::Words(v) => v.len(),
        }
    }
    /// Pointer to value 0 and the distance between values in f32s (x86 is little-endian, so
    /// a word's low half is the f32 at its address).
    fn raw(&self) -> (*const f32, usize) {
        match self {
            F32s::Floats(v) => (v.as_ptr(), 1),
            F32s::Words(v) => (v.as_ptr() as *const f32, 2),
        }
    }
    fn get(&self, i: usize) -> f32 {
        match self {
            F32s::Floats(v) => v[i],
            F32s::Words(v) => f32::from_bits(v[i] as u32),
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn mm_f32_host(
    a: F32s,
    b: &[f32],
    c: &[u64],
    batch: usize,
    m: usize,
    k: usize,
    n: usize,
    halt: &Halt,
    exact: impl FnOnce() -> Result<Vec<u64>, Report>,
) -> Result<Vec<u64>, Report> {
    assert!(a.len() == batch * m * k && b.len() == batch * k * n && c.len() == batch * m * n);
    #[cfg(target_arch = "x86_64")]
    let (ap0, astep) = a.raw();
    #[cfg(target_arch = "x86_64")]
    if m % 8 == 0 && n % 32 == 0 && host_avx512() {
        // SAFETY: host_avx512() found AVX-512F; m % 8 == 0 and n % 32 == 0; sizes asserted above.
        return unsafe {
            by_row_blocks(
                mm_f32_fma_rows8_words_512,
                8,
                ap0,
                astep,
                b,
                c,
                batch,
                m,
                k,
                n,
                halt,
                exact,
            )
        };
    }
    #[cfg(target_arch = "x86_64")]
    if m % 4 == 0 && n % 16 == 0 {
        // Every tile of at least 4 x 16 (tile dimensions are powers of two).
        // SAFETY: host_fma() (checked by the caller) found FMA and AVX2; m % 4 == 0 and
        // n % 16 == 0; sizes asserted above.
        return unsafe {
            by_row_blocks(
                mm_f32_fma_rows4_words,
                4,
                ap0,
                astep,
                b,
                c,
                batch,
                m,
                k,
                n,
                halt,
                exact,
            )
        };
    }
    let a: Vec<f32> = (0..a.len()).map(|i| a.get(i)).collect();
    let mut acc: Vec<f32> = c.iter().map(|&x| f32::from_bits(x as u32)).collect();
    for bt in 0..batch {
        let (ab, bb) = (
            &a[bt * m * k..(bt + 1) * m * k],
            &b[bt * k * n..(bt + 1) * k * n],
        );
        let cb = &mut acc[bt * m * n..(bt + 1) * m * n];
        let mut i = 0;
        // Blocks of 4 rows x 16 columns live in registers for the whole k loop.
        while i + 4 <= m {
            halt.check()?;
            #[cfg(target_arch = "x86_64")]
            // SAFETY: host_fma() checked that the CPU has FMA and AVX2; the block is in bounds.
            unsafe {
                mm_f32_fma_rows4(
                    &ab[i * k..(i + 4) * k],
                    bb,
                    &mut cb[i * n..(i + 4) * n],
                    k,
                    n,
                )
            };
            i += 4;
        }
        while i < m {
            halt.check()?;
            #[cfg(target_arch = "x86_64")]
            // SAFETY: host_fma() checked that the CPU has FMA and AVX2.
            unsafe {
                mm_f32_fma_row(
                    &ab[i * k..(i + 1) * k],
                    bb,
                    &mut cb[i * n..(i + 1) * n],
                    k,
                    n,
                )
            };
            i += 1;
        }
    }
    let mut nan = false;
    let mut out: Vec<u64> = acc
        .iter()
        .map(|x| {
            nan |= x.is_nan();
            x.to_bits() as u64
        })
        .collect();
    if nan {
        patch_nans(&mut out, exact()?);
    }
    Ok(out)
}

/// A kernel on tile words: from `rows` rows of A (values `astep` f32s apart from the
/// pointer, `k` per row), B (`k` x `n`) and `rows` rows of accumulator words, writes `rows`
/// rows of result words at the pointer; returns whether an output is NaN.
#[cfg(target_arch = "x86_64")]
type WordKernel = unsafe fn(*const f32, usize, &[f32], &[u64], *mut u64, usize, usize) -> bool;

/// Runs `kernel` on every `rows` rows of each batch: it reads the accumulator from the tile's
/// 64-bit words and writes the result straight into a new tile's (written whole, so not
/// zeroed first); NaN outputs then take the reference's.
///
/// # Safety
/// The CPU has what `kernel` needs, `m % rows == 0`, `n` is a multiple of the kernel's
/// column block, and `a` (from `ap0`), `b` and `c` hold `batch` matrices of their sizes.
#[cfg(target_arch = "x86_64")]
#[allow(clippy::too_many_arguments)]
unsafe fn by_row_blocks(
    kernel: WordKernel,
    rows: usize,
    ap0: *const f32,
    astep: usize,
    b: &[f32],
    c: &[u64],
    batch: usize,
    m: usize,
    k: usize,
    n: usize,
    halt: &Halt,
    exact: impl FnOnce() -> Result<Vec<u64>, Report>,
) -> Result<Vec<u64>, Report> {
    let mut out: Vec<u64> = Vec::with_capacity(c.len());
    let dst = out.spare_capacity_mut().as_mut_ptr() as *mut u64;
    let mut nan = false;
    for bt in 0..batch {
        let bb = &b[bt * k * n..(bt + 1) * k * n];
        for i in (0..m).step_by(rows) {
            halt.check()?;
            let block = bt * m * n + i * n..bt * m * n + (i + rows) * n;
            // SAFETY: as the caller promised; rows i..i+rows of A start at value
            // (bt * m + i) * k, and `dst + block.start` has rows * n words of capacity.
            nan |= unsafe {
                kernel(
                    ap0.add((bt * m + i) * k * astep),
                    astep,
                    bb,
                    &c[block.clone()],
                    dst.add(block.start),
                    k,
                    n,
                )
            };
        }
    }
    // SAFETY: the loops above wrote all batch * m * n words (m % rows == 0).
    unsafe { out.set_len(c.len()) };
    if nan {
        patch_nans(&mut out, exact()?);
    }
    Ok(out)
}

/// NaN outputs of the host path take the reference path's NaN (its payload rules).
fn patch_nans(out: &mut [u64], exact: Vec<u64>) {
    for (o, e) in out.iter_mut().zip(exact) {
        if f32::from_bits(*o as u32).is_nan() {
            *o = e;
        }
    }
}

/// [`mm_f32_fma_rows4`] with the accumulator in tile words (f32 bits in the low half of each
/// u64): `c4` in, 4 rows of n each, written to the 4 * n words at `o4` (which may be
/// uninitialised; every one is written). The same operations in the same order; only the
/// conversions to and from f32 happen in registers. Returns whether an output is NaN.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn mm_f32_fma_rows4_words(
    ap: *const f32,
    astep: usize,
    b: &[f32],
    c4: &[u64],
    o4: *mut u64,
    k: usize,
    n: usize,
) -> bool {
    use std::arch::x86_64::*;
    assert!(c4.len() == 4 * n && b.len() >= k * n && n % 16 == 0);
    // Eight words to eight f32: the low dword of each 64-bit lane, in order.
    let low_dwords = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    let load8 = |p: *const u64| -> __m256 {
        let lo = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(p as *const __m256i), low_dwords);
        let hi =
            _mm256_permutevar8x32_epi32(_mm256_loadu_si256(p.add(4) as *const __m256i), low_dwords);
        _mm256_castsi256_ps(_mm256_permute2x128_si256(lo, hi, 0x20))
    };
    let store8 = |p: *mut u64, v: __m256| {
        let bits = _mm256_castps_si256(v);
        _mm256_storeu_si256(
            p as *mut __m256i,
            _mm256_cvtepu32_epi64(_mm256_castsi256_si128(bits)),
        );
        _mm256_storeu_si256(
            p.add(4) as *mut __m256i,
            _mm256_cvtepu32_epi64(_mm256_extracti128_si256(bits, 1)),
        );
    };
    let mut unordered = _mm256_setzero_ps();
    let (bp, cp, op) = (b.as_ptr(), c4.as_ptr(), o4);
    for j in (0..n).step_by(16) {
        let mut acc = [[_mm256_setzero_ps(); 2]; 4];
        for (r, row) in acc.iter_mut().enumerate() {
            row[0] = load8(cp.add(r * n + j));
            row[1] = load8(cp.add(r * n + j + 8));
        }
        fma_k_loop(&mut acc, ap, astep, bp, k, n, j);
        for (r, row) in acc.iter().enumerate() {
            unordered = _mm256_or_ps(unordered, _mm256_cmp_ps(row[0], row[0], _CMP_UNORD_Q));
            unordered = _mm256_or_ps(unordered, _mm256_cmp_ps(row[1], row[1], _CMP_UNORD_Q));
            store8(op.add(r * n + j), row[0]);
            store8(op.add(r * n + j + 8), row[1]);
        }
    }
    _mm256_movemask_ps(unordered) != 0
}

/// [`mm_f32_fma_rows4_words`] for 8 rows and 32 columns at a time in 512-bit registers (16
/// accumulators: enough independent fused multiply-adds in flight to keep both FMA units
/// busy). The same operations in the same order for every output.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn mm_f32_fma_rows8_words_512(
    ap: *const f32,
    astep: usize,
    b: &[f32],
    c8: &[u64],
    o8: *mut u64,
    k: usize,
    n: usize,
) -> bool {
    use std::arch::x86_64::*;
    assert!(c8.len() == 8 * n && b.len() >= k * n && n % 32 == 0);
    // Sixteen words to sixteen f32 (the low half of each) and back.
    let load16 = |p: *const u64| -> __m512 {
        let lo = _mm512_cvtepi64_epi32(_mm512_loadu_si512(p as *const __m512i));
        let hi = _mm512_cvtepi64_epi32(_mm512_loadu_si512(p.add(8) as *const __m512i));
        _mm512_castsi512_ps(_mm512_inserti64x4::<1>(_mm512_castsi256_si512(lo), hi))
    };
    let store16 = |p: *mut u64, v: __m512| {
        let bits = _mm512_castps_si512(v);
        _mm512_storeu_si512(
            p as *mut __m512i,
            _mm512_cvtepu32_epi64(_mm512_castsi512_si256(bits)),
        );
        _mm512_storeu_si512(
            p.add(8) as *mut __m512i,
            _mm512_cvtepu32_epi64(_mm512_extracti64x4_epi64::<1>(bits)),
        );
    };
    let mut unordered: __mmask16 = 0;
    let (bp, cp) = (b.as_ptr(), c8.as_ptr());
    let row_step = k * astep;
    for j in (0..n).step_by(32) {
        // Sixteen named accumulators (as an array, the compiler shuffles and spills them).
        let ld = |r: usize, h: usize| load16(cp.add(r * n + j + 16 * h));
        let (mut x0, mut y0, mut x1, mut y1, mut x2, mut y2, mut x3, mut y3) = (
            ld(0, 0),
            ld(0, 1),
            ld(1, 0),
            ld(1, 1),
            ld(2, 0),
            ld(2, 1),
            ld(3, 0),
            ld(3, 1),
        );
        let (mut x4, mut y4, mut x5, mut y5, mut x6, mut y6, mut x7, mut y7) = (
            ld(4, 0),
            ld(4, 1),
            ld(5, 0),
            ld(5, 1),
            ld(6, 0),
            ld(6, 1),
            ld(7, 0),
            ld(7, 1),
        );
        for kk in 0..k {
            let b0 = _mm512_loadu_ps(bp.add(kk * n + j));
            let b1 = _mm512_loadu_ps(bp.add(kk * n + j + 16));
            let a = ap.add(kk * astep);
            macro_rules! row {
                ($r:expr, $x:ident, $y:ident) => {{
                    let av = _mm512_set1_ps(*a.add($r * row_step));
                    $x = _mm512_fmadd_ps(av, b0, $x);
                    $y = _mm512_fmadd_ps(av, b1, $y);
                }};
            }
            row!(0, x0, y0);
            row!(1, x1, y1);
            row!(2, x2, y2);
            row!(3, x3, y3);
            row!(4, x4, y4);
            row!(5, x5, y5);
            row!(6, x6, y6);
            row!(7, x7, y7);
        }
        for (r, (x, y)) in [
            (x0, y0),
            (x1, y1),
            (x2, y2),
            (x3, y3),
            (x4, y4),
            (x5, y5),
            (x6, y6),
            (x7, y7),
        ]
        .into_iter()
        .enumerate()
        {
            unordered |=
                _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x) | _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(y, y);
            store16(o8.add(r * n + j), x);
            store16(o8.add(r * n + j + 16), y);
        }
    }
    unordered != 0
}

/// The k loop of both f32 kernels: for 4 rows and the 16 columns from `j`, one fused
/// multiply-add per k, in increasing k, into the accumulators in `acc`. A's values are
/// `astep` f32s apart (4 rows of k from `ap`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
#[inline]
unsafe fn fma_k_loop(
    acc: &mut [[std::arch::x86_64::__m256; 2]; 4],
    ap: *const f32,
    astep: usize,
    bp: *const f32,
    k: usize,
    n: usize,
    j: usize,
) {
    use std::arch::x86_64::*;
    for kk in 0..k {
        let b0 = _mm256_loadu_ps(bp.add(kk * n + j));
        let b1 = _mm256_loadu_ps(bp.add(kk * n + j + 8));
        for (r, row) in acc.iter_mut().enumerate() {
            let av = _mm256_set1_ps(*ap.add((r * k + kk) * astep));
            row[0] = _mm256_fmadd_ps(av, b0, row[0]);
            row[1] = _mm256_fmadd_ps(av, b1, row[1]);
        }
    }
}

/// Four output rows (`a4` holds 4 rows of k, `c4` 4 rows of n): 16 columns at a time kept in
/// eight registers over the whole k loop, one fused multiply-add per k in increasing k for
/// each output, as `mm_exact`; the columns past the last multiple of 16 go row by row.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn mm_f32_fma_rows4(a4: &[f32], b: &[f32], c4: &mut [f32], k: usize, n: usize) {
    use std::arch::x86_64::*;
    assert!(a4.len() == 4 * k && c4.len() == 4 * n && b.len() >= k * n);
    let mut j = 0;
    while j + 16 <= n {
        let (bp, cp, ap) = (b.as_ptr(), c4.as_mut_ptr(), a4.as_ptr());
        let mut acc = [[_mm256_setzero_ps(); 2]; 4];
        for (r, row) in acc.iter_mut().enumerate() {
            row[0] = _mm256_loadu_ps(cp.add(r * n + j));
            row[1] = _mm256_loadu_ps(cp.add(r * n + j + 8));
        }
        fma_k_loop(&mut acc, ap, 1, bp, k, n, j);
        for (r, row) in acc.iter().enumerate() {
            _mm256_storeu_ps(cp.add(r * n + j), row[0]);
            _mm256_storeu_ps(cp.add(r * n + j + 8), row[1]);
        }
        j += 16;
    }
    if j < n {
        for r in 0..4 {
            for kk in 0..k {
                let av = a4[r * k + kk];
                for jj in j..n {
                    c4[r * n + jj] = av.mul_add(b[kk * n + jj], c4[r * n + jj]);
                }
            }
        }
    }
}

/// One output row: `crow += arow · b` with `arow` of length k and b row-major k × n.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn mm_f32_fma_row(arow: &[f32], b: &[f32], crow: &mut [f32], k: usize, n: usize) {
    for kk in 0..k {
        let av = arow[kk];
        let brow = &b[kk * n..(kk + 1) * n];
        for (cj, &bj) in crow.iter_mut().zip(brow) {
            *cj = av.mul_add(bj, *cj);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::eval::mma::*;

    /// The host path as `mmaf` calls it (A read in place from its words), the reference
    /// patching its NaN outputs; A given as an f32 copy gives the same.
    #[allow(clippy::too_many_arguments)]
    fn host(
        wa: &[u64],
        wb: &[u64],
        c: &[u64],
        batch: usize,
        m: usize,
        k: usize,
        n: usize,
        f: &numeric::Format,
        env: &Env,
        h: &Halt,
    ) -> Result<Vec<u64>, Report> {
        let f32s =
            |d: &[u64]| -> Vec<f32> { d.iter().map(|&x| f32::from_bits(x as u32)).collect() };
        let words = mm_f32_host(F32s::Words(wa), &f32s(wb), c, batch, m, k, n, h, || {
            mm_exact(wa, wb, c, batch, m, k, n, f, env, h)
        });
        let floats = mm_f32_host(
            F32s::Floats(&f32s(wa)),
            &f32s(wb),
            c,
            batch,
            m,
            k,
            n,
            h,
            || mm_exact(wa, wb, c, batch, m, k, n, f, env, h),
        );
        assert_eq!(words.as_ref().ok(), floats.as_ref().ok());
        words
    }

    /// The host-FMA path equals the reference path bit for bit, specials included.
    #[test]
    fn host_path_equals_reference() {
        // Both host kernels: on tile words (m % 4 == 0, n % 16 == 0) and on f32 copies.
        for (m, k, n) in [
            (8, 16, 24),
            (7, 5, 37),
            (4, 1, 16),
            (13, 33, 50),
            (1, 3, 17),
            (8, 7, 32),
            (16, 32, 64),
            (4, 3, 48),
        ] {
            host_path_equals_reference_at(m, k, n);
        }
    }

    /// Finite operands of mixed magnitudes (no NaN for the reference path to patch), several
    /// batches: every output of the register-blocked kernel is compared.
    #[test]
    fn blocked_kernel_equals_reference_on_finite_values() {
        let mut s = 0x9E37_79B9u64;
        for (batch, m, k, n) in [
            (2, 9, 40, 48),
            (1, 64, 32, 64),
            (3, 5, 7, 19),
            (3, 8, 5, 16),
        ] {
            let mut rnd = || {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let mant = (s >> 41) as u32 & 0x7F_FFFF;
                let exp = 120 + ((s >> 33) % 16) as u32;
                ((((s >> 63) as u32) << 31) | (exp << 23) | mant) as u64
            };
            let wa: Vec<u64> = (0..batch * m * k).map(|_| rnd()).collect();
            let wb: Vec<u64> = (0..batch * k * n).map(|_| rnd()).collect();
            let c: Vec<u64> = (0..batch * m * n).map(|_| rnd()).collect();
            let env = Env::new(Rounding::NearestEven);
            let (f, h) = (numeric::F32, Halt::default());
            let fast = host(&wa, &wb, &c, batch, m, k, n, &f, &env, &h).unwrap();
            assert!(fast.iter().all(|&x| !f.is_nan(x)));
            assert_eq!(
                fast,
                mm_exact(&wa, &wb, &c, batch, m, k, n, &f, &env, &h).unwrap(),
                "batch {batch} m {m} k {k} n {n}"
            );
        }
    }

    /// Both kernels on tile words, the 256-bit one and (where the CPU has AVX-512F) the
    /// 512-bit one, equal the reference on every output that is not NaN and find every NaN.
    #[test]
    fn word_kernels_equal_reference() {
        let mut s = 0x5DEE_CE66_D1CE_4E5Bu64;
        let mut ran512 = 0;
        for (m, k, n) in [
            (8, 16, 32),
            (16, 33, 64),
            (8, 1, 96),
            (24, 7, 32),
            (64, 32, 64),
        ] {
            let mut rnd = || {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                let specials = [
                    0u64,
                    0x8000_0000,
                    0x7F80_0000,
                    0xFF80_0000,
                    0x7FC0_0001,
                    0x0000_0001,
                    0x7F7F_FFFF,
                ];
                if s % 97 == 0 {
                    specials[(s >> 8) as usize % specials.len()]
                } else {
                    let exp = 118 + ((s >> 33) % 20) as u64;
                    ((s >> 63) << 31) | (exp << 23) | ((s >> 41) & 0x7F_FFFF)
                }
            };
            let wa: Vec<u64> = (0..m * k).map(|_| rnd()).collect();
            let wb: Vec<u64> = (0..k * n).map(|_| rnd()).collect();
            let c: Vec<u64> = (0..m * n).map(|_| rnd()).collect();
            let env = Env::new(Rounding::NearestEven);
            let want = mm_exact(
                &wa,
                &wb,
                &c,
                1,
                m,
                k,
                n,
                &numeric::F32,
                &env,
                &Halt::default(),
            )
            .unwrap();
            let bf: Vec<f32> = wb.iter().map(|&x| f32::from_bits(x as u32)).collect();
            let check = |got: &[u64], nan: bool, name: &str| {
                let f = numeric::F32;
                assert_eq!(
                    nan,
                    want.iter().any(|&x| f.is_nan(x)),
                    "{name} {m}x{k}x{n}: NaN flag"
                );
                for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
                    assert!(
                        f.is_nan(w) && f.is_nan(g) || g == w,
                        "{name} {m}x{k}x{n} output {i}: {g:#x} != {w:#x}"
                    );
                }
            };
            if host_fma() {
                let (mut out, mut nan) = (vec![0u64; m * n], false);
                for i in (0..m).step_by(4) {
                    // SAFETY: FMA and AVX2 found; rows i..i+4 in bounds; n % 16 == 0.
                    nan |= unsafe {
                        mm_f32_fma_rows4_words(
                            wa.as_ptr().add(i * k) as *const f32,
                            2,
                            &bf,
                            &c[i * n..(i + 4) * n],
                            out.as_mut_ptr().add(i * n),
                            k,
                            n,
                        )
                    };
                }
                check(&out, nan, "256-bit");
            }
            if host_avx512() {
                let (mut out, mut nan) = (vec![0u64; m * n], false);
                for i in (0..m).step_by(8) {
                    // SAFETY: AVX-512F found; rows i..i+8 in bounds; n % 32 == 0.
                    nan |= unsafe {
                        mm_f32_fma_rows8_words_512(
                            wa.as_ptr().add(i * k) as *const f32,
                            2,
                            &bf,
                            &c[i * n..(i + 8) * n],
                            out.as_mut_ptr().add(i * n),
                            k,
                            n,
                        )
                    };
                }
                check(&out, nan, "512-bit");
                ran512 += 1;
            }
        }
        eprintln!("512-bit kernel compared on {ran512} shapes (0 where the CPU lacks AVX-512F)");
    }

    fn host_path_equals_reference_at(m: usize, k: usize, n: usize) {
        let mut s = 0x1234_5678u64;
        let mut rnd = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let specials = [
                0u64,
                0x8000_0000,
                0x7F80_0000,
                0xFF80_0000,
                0x7FC0_0001,
                0x0000_0001,
                0x8000_0003,
                0x7F7F_FFFF,
                0x0080_0000,
            ];
            if s % 7 == 0 {
                specials[(s >> 8) as usize % specials.len()]
            } else {
                (s >> 3) & 0xFFFF_FFFF
            }
        };
        let wa: Vec<u64> = (0..m * k).map(|_| rnd()).collect();
        let wb: Vec<u64> = (0..k * n).map(|_| rnd()).collect();
        let c: Vec<u64> = (0..m * n).map(|_| rnd()).collect();
        let env = Env::new(Rounding::NearestEven);
        let f = numeric::F32;
        let h = Halt::default();
        assert_eq!(
            host(&wa, &wb, &c, 1, m, k, n, &f, &env, &h).unwrap(),
            mm_exact(&wa, &wb, &c, 1, m, k, n, &f, &env, &h).unwrap()
        );
    }

    /// Widening to the same format is the identity on every non-NaN input (so mmaf may skip
    /// it): all f16 and bf16 patterns, and f32/f64 samples with every exponent.
    #[test]
    fn same_format_widening_is_identity_except_nan() {
        for fmt in [numeric::F16, numeric::BF16, numeric::F32, numeric::F64] {
            let env = numeric::conversion_env(&fmt, Rounding::NearestEven);
            let n = if fmt.bits() <= 16 {
                1u64 << 16
            } else {
                1 << 18
            };
            for i in 0..n {
                let x = if fmt.bits() <= 16 {
                    i
                } else {
                    i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - fmt.bits())
                };
                if !fmt.is_nan(x) {
                    assert_eq!(fast::convert(&fmt, &fmt, &env, x), x, "{} {x:#x}", fmt.name);
                }
            }
        }
    }
}
