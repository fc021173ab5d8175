//! Matrix multiply-accumulate through whole kernels. The chain mode (`MmaMode::Chain`)
//! against reference loops of its order: for mmaf, k in increasing order with one fused
//! multiply-add per step in the accumulator's format (inputs widened exactly); for mmai, exact
//! products summed in a wrapping i32; for mmaf_scaled, each scaled product rounded to f32,
//! then f32 additions in k order. fma references are the host's `mul_add` (correctly rounded)
//! for f32/f64 and exact f64 arithmetic rounded once for f16. The default exact mode against
//! integer arithmetic rounded once by rustc_apfloat (the last tests).

mod support;
use support::*;
use tileref_interp::{MmaMode, Options};

/// The chain mode, sequential: what the reference loops below follow.
fn opts() -> Options {
    Options {
        mma: MmaMode::Chain,
        ..support::opts()
    }
}

fn run(src: &str, grid: [u32; 3], args: Vec<Arg>) -> Out {
    run_opts(src, grid, args, &opts())
}

fn run1(src: &str, args: Vec<Arg>) -> Out {
    run(src, [1, 1, 1], args)
}

/// A batched (b ≥ 1) mma kernel: loads lhs (b×m×k of `ta`), rhs (b×k×n of `ta`), acc
/// (b×m×n of `tc`), runs `line` (producing %r), stores %r. `conv` may turn the loaded inputs
/// into another element type first (e.g. f32 → tf32): `(loaded type, op type)`.
fn mma_kernel(
    b: usize,
    m: usize,
    k: usize,
    n: usize,
    ta: (&str, &str),
    tc: &str,
    line: &str,
) -> String {
    let (ld, t) = ta;
    let sh = |d: &[usize]| {
        if b == 1 {
            d.to_vec()
        } else {
            [&[b], d].concat()
        }
    };
    let (sa, sb, sc) = (sh(&[m, k]), sh(&[k, n]), sh(&[m, n]));
    let mut body = String::new();
    body += &load("%pa", "la", &sa, ld);
    body += &load("%pb", "lb", &sb, ld);
    body += &load("%pc", "c", &sc, tc);
    if ld != t {
        body += &format!("    %a = ftof %la : {} -> {}\n", ty(&sa, ld), ty(&sa, t));
        body += &format!("    %b = ftof %lb : {} -> {}\n", ty(&sb, ld), ty(&sb, t));
    } else {
        body += &format!("    %a = reshape %la : {} -> {}\n", ty(&sa, ld), ty(&sa, t));
        body += &format!("    %b = reshape %lb : {} -> {}\n", ty(&sb, ld), ty(&sb, t));
    }
    body += &format!(
        "    %r = {line} : {}, {}, {}\n",
        ty(&sa, t),
        ty(&sb, t),
        ty(&sc, tc)
    );
    body += &store("%o", "%r", &sc, tc);
    module(
        &format!(
            "%pa: tile<ptr<{ld}>>, %pb: tile<ptr<{ld}>>, %pc: tile<ptr<{tc}>>, %o: tile<ptr<{tc}>>"
        ),
        &body,
    )
}

/// Reference: C[bt][i][j] = fold over k of fma(A[i][k], B[k][j], acc), acc starting at C.
fn mma_ref<T: Copy>(
    b: usize,
    m: usize,
    k: usize,
    n: usize,
    a: &[T],
    bm: &[T],
    c: &[T],
    fma: impl Fn(T, T, T) -> T,
) -> Vec<T> {
    let mut out = c.to_vec();
    for bt in 0..b {
        for i in 0..m {
            for j in 0..n {
                let mut acc = c[bt * m * n + i * n + j];
                for kk in 0..k {
                    acc = fma(a[bt * m * k + i * k + kk], bm[bt * k * n + kk * n + j], acc);
                }
                out[bt * m * n + i * n + j] = acc;
            }
        }
    }
    out
}

fn f16_values(seed: u64, len: usize) -> Vec<u16> {
    let mut g = Gen(seed);
    // Magnitudes in [2^-4, 2^4): products and sums stay exact in f64.
    (0..len)
        .map(|_| {
            let e = (g.next() % 8) as i32 - 4;
            let m = 1.0 + (g.next() % 1024) as f64 / 1024.0;
            let s = if g.next() % 2 == 0 { 1.0 } else { -1.0 };
            to_f16(s * m * 2f64.powi(e))
        })
        .collect()
}

#[test]
fn mmaf_f16_into_f32_and_f16() {
    let (m, k, n) = (4, 8, 4);
    let a = f16_values(1, m * k);
    let b = f16_values(2, k * n);
    let c32: Vec<f32> = f16_values(3, m * n)
        .iter()
        .map(|x| from_f16(*x) as f32 * 3.0)
        .collect();
    for line in ["mmaf %a, %b, %c", "mmaf %a, %b, %c fast_acc"] {
        let src = mma_kernel(1, m, k, n, ("f16", "f16"), "f32", line);
        let out = run1(
            &src,
            vec![
                Arg::Buf(u16b(&a)),
                Arg::Buf(u16b(&b)),
                Arg::Buf(f32b(&c32)),
                zeros(4 * m * n),
            ],
        );
        out.ok();
        let af: Vec<f32> = a.iter().map(|x| from_f16(*x) as f32).collect();
        let bf: Vec<f32> = b.iter().map(|x| from_f16(*x) as f32).collect();
        let want = mma_ref(1, m, k, n, &af, &bf, &c32, |x, y, z| x.mul_add(y, z));
        assert_eq!(out.f32s(3), want, "{line}");
    }
    // f16 accumulator: each step is the exact a·b + acc (exact in f64 here) rounded once.
    let c16 = f16_values(4, m * n);
    let src = mma_kernel(1, m, k, n, ("f16", "f16"), "f16", "mmaf %a, %b, %c");
    let out = run1(
        &src,
        vec![
            Arg::Buf(u16b(&a)),
            Arg::Buf(u16b(&b)),
            Arg::Buf(u16b(&c16)),
            zeros(2 * m * n),
        ],
    );
    out.ok();
    let want = mma_ref(1, m, k, n, &a, &b, &c16, |x, y, z| {
        to_f16(from_f16(x) * from_f16(y) + from_f16(z))
    });
    assert_eq!(out.u16s(3), want);
}

#[test]
fn mmaf_bf16_tf32_f32_into_f32() {
    let (m, k, n) = (2, 16, 4);
    let mut g = Gen(8);
    let mut f = |len: usize| -> Vec<f32> {
        (0..len)
            .map(|_| g.f32())
            .filter(|x| x.is_finite())
            .chain(std::iter::repeat(1.5))
            .take(len)
            .collect()
    };
    let (a, b, c) = (f(m * k), f(k * n), f(m * n));
    // bf16: the inputs rounded to bf16 first.
    let ab: Vec<u16> = a.iter().map(|x| to_bf16(*x as f64)).collect();
    let bb: Vec<u16> = b.iter().map(|x| to_bf16(*x as f64)).collect();
    let src = mma_kernel(1, m, k, n, ("bf16", "bf16"), "f32", "mmaf %a, %b, %c");
    let out = run1(
        &src,
        vec![
            Arg::Buf(u16b(&ab)),
            Arg::Buf(u16b(&bb)),
            Arg::Buf(f32b(&c)),
            zeros(4 * m * n),
        ],
    );
    out.ok();
    let af: Vec<f32> = ab.iter().map(|x| from_bf16(*x) as f32).collect();
    let bf: Vec<f32> = bb.iter().map(|x| from_bf16(*x) as f32).collect();
    assert_eq!(
        out.f32s(3),
        mma_ref(1, m, k, n, &af, &bf, &c, |x, y, z| x.mul_add(y, z)),
        "bf16"
    );
    // tf32: f32 values with 10 mantissa bits, converted exactly in the kernel.
    let trunc = |v: &[f32]| -> Vec<f32> {
        v.iter()
            .map(|x| f32::from_bits(x.to_bits() & !0x1FFF))
            .collect()
    };
    let (at, bt) = (trunc(&a), trunc(&b));
    let src = mma_kernel(1, m, k, n, ("f32", "tf32"), "f32", "mmaf %a, %b, %c");
    let out = run1(
        &src,
        vec![
            Arg::Buf(f32b(&at)),
            Arg::Buf(f32b(&bt)),
            Arg::Buf(f32b(&c)),
            zeros(4 * m * n),
        ],
    );
    out.ok();
    assert_eq!(
        out.f32s(3),
        mma_ref(1, m, k, n, &at, &bt, &c, |x, y, z| x.mul_add(y, z)),
        "tf32"
    );
    // f32.
    let src = mma_kernel(1, m, k, n, ("f32", "f32"), "f32", "mmaf %a, %b, %c");
    let out = run1(
        &src,
        vec![
            Arg::Buf(f32b(&a)),
            Arg::Buf(f32b(&b)),
            Arg::Buf(f32b(&c)),
            zeros(4 * m * n),
        ],
    );
    out.ok();
    assert_eq!(
        out.f32s(3),
        mma_ref(1, m, k, n, &a, &b, &c, |x, y, z| x.mul_add(y, z)),
        "f32"
    );
}

#[test]
fn mmaf_f64_batched() {
    let (bt, m, k, n) = (2, 4, 4, 2);
    let mut g = Gen(12);
    let mut f = |len: usize| -> Vec<f64> {
        (0..len)
            .map(|_| ((g.next() % 100_000) as f64 - 50_000.0) / 7.0)
            .collect()
    };
    let (a, b, c) = (f(bt * m * k), f(bt * k * n), f(bt * m * n));
    let src = mma_kernel(bt, m, k, n, ("f64", "f64"), "f64", "mmaf %a, %b, %c");
    let out = run1(
        &src,
        vec![
            Arg::Buf(f64b(&a)),
            Arg::Buf(f64b(&b)),
            Arg::Buf(f64b(&c)),
            zeros(8 * bt * m * n),
        ],
    );
    out.ok();
    assert_eq!(
        out.f64s(3),
        mma_ref(bt, m, k, n, &a, &b, &c, |x, y, z| x.mul_add(y, z))
    );
}

#[test]
fn mmaf_fp8_inputs() {
    let (m, k, n) = (2, 32, 2);
    let mut g = Gen(21);
    let mut codes = |len: usize, nan: u8| -> Vec<u8> {
        (0..len)
            .map(|_| loop {
                let c = g.next() as u8;
                if c & 0x7F < nan {
                    break c;
                }
            })
            .collect()
    };
    // e4m3 into f32 and f16; e5m2 into f32 (codes below the NaN/inf patterns).
    for (t, dec, limit) in [
        ("f8E4M3FN", from_e4m3 as fn(u8) -> f64, 0x7F),
        ("f8E5M2", from_e5m2, 0x7C),
    ] {
        let (a, b) = (codes(m * k, limit), codes(k * n, limit));
        let (ad, bd): (Vec<f64>, Vec<f64>) = (
            a.iter().map(|x| dec(*x)).collect(),
            b.iter().map(|x| dec(*x)).collect(),
        );
        let c: Vec<f32> = vec![0.5, -1.25, 3.0, 1e-3];
        let src = mma_kernel(1, m, k, n, (t, t), "f32", "mmaf %a, %b, %c");
        let out = run1(
            &src,
            vec![
                Arg::Buf(a.clone()),
                Arg::Buf(b.clone()),
                Arg::Buf(f32b(&c)),
                zeros(16),
            ],
        );
        out.ok();
        let af: Vec<f32> = ad.iter().map(|x| *x as f32).collect();
        let bf: Vec<f32> = bd.iter().map(|x| *x as f32).collect();
        assert_eq!(
            out.f32s(3),
            mma_ref(1, m, k, n, &af, &bf, &c, |x, y, z| x.mul_add(y, z)),
            "{t} -> f32"
        );
        if t == "f8E4M3FN" {
            // f16 accumulator: e4m3 products and f16 sums are exact in f64 (within 2^-18 .. 2^17
            // and f16's range), so each step is one rounding of the exact value.
            let c16: Vec<u16> = [0.5, -1.25, 3.0, 100.0]
                .iter()
                .map(|v| to_f16(*v))
                .collect();
            let src = mma_kernel(1, m, k, n, (t, t), "f16", "mmaf %a, %b, %c");
            let out = run1(
                &src,
                vec![Arg::Buf(a), Arg::Buf(b), Arg::Buf(u16b(&c16)), zeros(8)],
            );
            out.ok();
            let want = mma_ref(
                1,
                m,
                k,
                n,
                &ad,
                &bd,
                &c16.iter().map(|x| from_f16(*x)).collect::<Vec<_>>(),
                |x, y, z| from_f16(to_f16(x * y + z)),
            );
            assert_eq!(
                out.u16s(3),
                want.iter().map(|v| to_f16(*v)).collect::<Vec<_>>(),
                "{t} -> f16"
            );
        }
    }
}

#[test]
fn mmai_every_signedness_and_wrapping() {
    let (m, k, n) = (4, 16, 4);
    let mut g = Gen(31);
    let a: Vec<u8> = (0..m * k).map(|_| g.next() as u8).collect();
    let b: Vec<u8> = (0..k * n).map(|_| g.next() as u8).collect();
    // One accumulator near i32::MAX so that the sum wraps.
    let mut c: Vec<i32> = (0..m * n)
        .map(|_| (g.next() % 2001) as i32 - 1000)
        .collect();
    c[5] = i32::MAX - 10;
    for (sa, sb) in [
        ("signed", "signed"),
        ("signed", "unsigned"),
        ("unsigned", "signed"),
        ("unsigned", "unsigned"),
    ] {
        let body = format!(
            "{}{}{}    %r = mmai %a, %b, %c {sa} {sb} : tile<4x16xi8>, tile<16x4xi8>, tile<4x4xi32>\n{}",
            load("%pa", "a", &[m, k], "i8"),
            load("%pb", "b", &[k, n], "i8"),
            load("%pc", "c", &[m, n], "i32"),
            store("%o", "%r", &[m, n], "i32")
        );
        let out = run1(
            &module(
                "%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<i32>>, %o: tile<ptr<i32>>",
                &body,
            ),
            vec![
                Arg::Buf(a.clone()),
                Arg::Buf(b.clone()),
                Arg::Buf(i32b(&c)),
                zeros(64),
            ],
        );
        out.ok();
        let ext = |x: u8, s: &str| {
            if s == "signed" {
                x as i8 as i128
            } else {
                x as i128
            }
        };
        let mut want = vec![0i32; m * n];
        for i in 0..m {
            for j in 0..n {
                let s: i128 = c[i * n + j] as i128
                    + (0..k)
                        .map(|kk| ext(a[i * k + kk], sa) * ext(b[kk * n + j], sb))
                        .sum::<i128>();
                want[i * n + j] = s as i32; // wraps modulo 2^32
            }
        }
        assert_eq!(out.i32s(3), want, "{sa} {sb}");
    }
    // Batched.
    let body = format!(
        "{}{}    %c = constant <i32: 7> : tile<2x2x2xi32>\n    %r = mmai %a, %b, %c unsigned signed : tile<2x2x4xi8>, tile<2x4x2xi8>, tile<2x2x2xi32>\n{}",
        load("%pa", "a", &[2, 2, 4], "i8"),
        load("%pb", "b", &[2, 4, 2], "i8"),
        store("%o", "%r", &[2, 2, 2], "i32")
    );
    let a: Vec<u8> = (0..16).map(|i| (i * 37) as u8).collect();
    let b: Vec<u8> = (0..16).map(|i| (i * 91) as u8).collect();
    let out = run1(
        &module(
            "%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %o: tile<ptr<i32>>",
            &body,
        ),
        vec![Arg::Buf(a.clone()), Arg::Buf(b.clone()), zeros(32)],
    );
    out.ok();
    let mut want = vec![];
    for bt in 0..2 {
        for i in 0..2 {
            for j in 0..2 {
                want.push(
                    7 + (0..4)
                        .map(|kk| {
                            a[bt * 8 + i * 4 + kk] as i32 * b[bt * 8 + kk * 2 + j] as i8 as i32
                        })
                        .sum::<i32>(),
                );
            }
        }
    }
    assert_eq!(out.i32s(2), want);
}

/// Reference of mmaf_scaled: p = RN_f32((a·sa)·(b·sb)) from the exact value, acc += p in f32,
/// k in increasing order.
#[allow(clippy::too_many_arguments)]
fn scaled_ref(
    m: usize,
    k: usize,
    n: usize,
    ks: usize,
    a: &[f64],
    b: &[f64],
    sa: &[f64],
    sb: &[f64],
    c: &[f32],
) -> Vec<f32> {
    let v = k / ks;
    let mut out = c.to_vec();
    for i in 0..m {
        for j in 0..n {
            let mut acc = c[i * n + j];
            for kk in 0..k {
                let x = a[i * k + kk] * sa[i * ks + kk / v];
                let y = b[kk * n + j] * sb[(kk / v) * n + j];
                // Both factors and the product are exact in f64 (at most 8 significant bits and
                // exponents far inside f64's range); `as f32` rounds once to nearest even.
                acc += (x * y) as f32;
            }
            out[i * n + j] = acc;
        }
    }
    out
}

#[test]
fn mmaf_scaled_f8_with_e8m0_scales() {
    let (m, k, n, ks) = (2, 64, 2, 2);
    let mut g = Gen(41);
    let a: Vec<u8> = (0..m * k)
        .map(|_| loop {
            let c = g.next() as u8;
            if c & 0x7F != 0x7F {
                break c;
            }
        })
        .collect();
    let b: Vec<u8> = (0..k * n)
        .map(|_| loop {
            let c = g.next() as u8;
            if c & 0x7F != 0x7F {
                break c;
            }
        })
        .collect();
    let sa: Vec<u8> = (0..m * ks).map(|_| 120 + (g.next() % 15) as u8).collect();
    let sb: Vec<u8> = (0..ks * n).map(|_| 120 + (g.next() % 15) as u8).collect();
    let c = vec![1.0f32, -0.5, 1e-4, 1000.0];
    let body = format!(
        "{}{}{}{}{}    %r = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<2x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>\n{}",
        load("%pa", "a", &[m, k], "f8E4M3FN"),
        load("%pb", "b", &[k, n], "f8E4M3FN"),
        load("%pc", "c", &[m, n], "f32"),
        load("%psa", "sa", &[m, ks], "f8E8M0FNU"),
        load("%psb", "sb", &[ks, n], "f8E8M0FNU"),
        store("%o", "%r", &[m, n], "f32")
    );
    let params = "%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>, %psa: tile<ptr<f8E8M0FNU>>, %psb: tile<ptr<f8E8M0FNU>>, %o: tile<ptr<f32>>";
    let out = run1(
        &module(params, &body),
        vec![
            Arg::Buf(a.clone()),
            Arg::Buf(b.clone()),
            Arg::Buf(f32b(&c)),
            Arg::Buf(sa.clone()),
            Arg::Buf(sb.clone()),
            zeros(16),
        ],
    );
    out.ok();
    let dec = |v: &[u8], f: fn(u8) -> f64| -> Vec<f64> { v.iter().map(|x| f(*x)).collect() };
    let want = scaled_ref(
        m,
        k,
        n,
        ks,
        &dec(&a, from_e4m3),
        &dec(&b, from_e4m3),
        &dec(&sa, from_e8m0),
        &dec(&sb, from_e8m0),
        &c,
    );
    assert_eq!(out.f32s(5), want);
    // The order is observable: summing in another order gives a different f32 here.
    let mut alt = c.clone();
    for i in 0..m {
        for j in 0..n {
            let mut s = 0f32;
            for kk in (0..k).rev() {
                s += (from_e4m3(a[i * k + kk])
                    * from_e8m0(sa[i * ks + kk / 32])
                    * from_e4m3(b[kk * n + j])
                    * from_e8m0(sb[(kk / 32) * n + j])) as f32;
            }
            alt[i * n + j] += s;
        }
    }
    assert_ne!(
        alt, want,
        "the data should make the accumulation order visible"
    );
}

#[test]
fn mmaf_scaled_f4_with_e8m0_and_e4m3_scales() {
    // f4 operands come from bytes through unpack (two elements per byte, low nibble first).
    let (m, k, n) = (2, 32, 2);
    let mut g = Gen(43);
    let abytes: Vec<u8> = (0..m * k / 2).map(|_| g.next() as u8).collect();
    let bbytes: Vec<u8> = (0..k * n / 2).map(|_| g.next() as u8).collect();
    let nib = |v: &[u8], l: usize| {
        if l % 2 == 0 {
            v[l / 2] & 0xF
        } else {
            v[l / 2] >> 4
        }
    };
    let ad: Vec<f64> = (0..m * k).map(|l| from_f4(nib(&abytes, l))).collect();
    let bd: Vec<f64> = (0..k * n).map(|l| from_f4(nib(&bbytes, l))).collect();
    let c = vec![0.25f32, -3.0, 7.5, 0.0];
    for (st, ks, scales_a, scales_b) in [
        (
            "f8E8M0FNU",
            2usize,
            vec![127u8, 125, 130, 118],
            vec![126u8, 127, 131, 122],
        ),
        ("f8E8M0FNU", 1, vec![129u8, 124], vec![127u8, 133]),
        // e4m3 scales (positive): 1.0 = 0x38, 0.5 = 0x30, 3.0 = 0x44, 0.125 = 0x20, 1.75 = 0x3E.
        (
            "f8E4M3FN",
            2,
            vec![0x38u8, 0x30, 0x44, 0x20],
            vec![0x3Eu8, 0x38, 0x30, 0x44],
        ),
    ] {
        let body = format!(
            "{}{}    %a = unpack %la : tile<32xi8> -> tile<64xf4E2M1FN>
    %ar = reshape %a : tile<64xf4E2M1FN> -> tile<2x32xf4E2M1FN>
    %b = unpack %lb : tile<32xi8> -> tile<64xf4E2M1FN>
    %br = reshape %b : tile<64xf4E2M1FN> -> tile<32x2xf4E2M1FN>
{}{}{}    %r = mmaf_scaled %ar, %br, %c, %sa, %sb : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x{ks}x{st}>, tile<{ks}x2x{st}>
{}",
            load("%pa", "la", &[32], "i8"),
            load("%pb", "lb", &[32], "i8"),
            load("%pc", "c", &[m, n], "f32"),
            load("%psa", "sa", &[m, ks], st),
            load("%psb", "sb", &[ks, n], st),
            store("%o", "%r", &[m, n], "f32")
        );
        let params = format!("%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<f32>>, %psa: tile<ptr<{st}>>, %psb: tile<ptr<{st}>>, %o: tile<ptr<f32>>");
        let out = run1(
            &module(&params, &body),
            vec![
                Arg::Buf(abytes.clone()),
                Arg::Buf(bbytes.clone()),
                Arg::Buf(f32b(&c)),
                Arg::Buf(scales_a.clone()),
                Arg::Buf(scales_b.clone()),
                zeros(16),
            ],
        );
        out.ok();
        let dec: fn(u8) -> f64 = if st == "f8E8M0FNU" {
            from_e8m0
        } else {
            from_e4m3
        };
        let sa: Vec<f64> = scales_a.iter().map(|x| dec(*x)).collect();
        let sb: Vec<f64> = scales_b.iter().map(|x| dec(*x)).collect();
        assert_eq!(
            out.f32s(5),
            scaled_ref(m, k, n, ks, &ad, &bd, &sa, &sb, &c),
            "{st} Ks = {ks}"
        );
    }
}

/// `MmaMode::Exact`: each output is Σₖ A·B + C exactly, rounded once. The oracle is integer
/// arithmetic: every f16 value is a multiple of 2^-24, so the sum is an i128 count N of 2^-48
/// units, which rustc_apfloat turns into an IEEE quad exactly (N < 2^113), scales exactly and
/// rounds once to f32 or f16. Wide-ranging f16 values (2^-14 to 2^15) with cancelling terms
/// make the per-k chain differ from the exact value, which the test also checks.
#[test]
fn mmaf_exact_mode_against_integer_arithmetic() {
    use rustc_apfloat::ieee::{Half, Quad, Single};
    use rustc_apfloat::{Float, FloatConvert, Round};
    let (m, k, n) = (4, 64, 8);
    let mut g = Gen(77);
    let mut val = || -> u16 {
        let e = (g.next() % 30) as i32 - 14;
        let mm = 1.0 + (g.next() % 1024) as f64 / 1024.0;
        let s = if g.next() % 2 == 0 { 1.0 } else { -1.0 };
        to_f16(s * mm * 2f64.powi(e))
    };
    let a: Vec<u16> = (0..m * k).map(|_| val()).collect();
    let mut b: Vec<u16> = (0..k * n).map(|_| val()).collect();
    // Column 0: terms that cancel pairwise (b_{2i+1} = -b_{2i}, a row's two a's equal), so
    // only C and rounding errors remain.
    for kk in (0..k).step_by(2) {
        b[(kk + 1) * n] = b[kk * n] ^ 0x8000;
    }
    let a: Vec<u16> = a
        .chunks(k)
        .flat_map(|row| {
            row.iter()
                .enumerate()
                .map(|(kk, &x)| if kk % 2 == 1 { row[kk - 1] } else { x })
                .collect::<Vec<_>>()
        })
        .collect();
    let c16: Vec<u16> = (0..m * n).map(|_| val()).collect();
    let units = |h: u16| -> i128 { (from_f16(h) * 2f64.powi(24)) as i128 }; // exact
    let exact_units = |i: usize, j: usize, c: i128| -> i128 {
        c + (0..k)
            .map(|kk| units(a[i * k + kk]) * units(b[kk * n + j]))
            .sum::<i128>()
    };
    let quad = |units48: i128| -> Quad { Quad::from_i128(units48).value.scalbn(-48) };
    assert_eq!(
        Options::default().mma,
        MmaMode::Exact,
        "exact is the default"
    );
    let exact_opts = tileref_interp::Options {
        mma: MmaMode::Exact,
        ..opts()
    };
    // f32 accumulator, C = f16 values (as f32).
    let c32: Vec<f32> = c16.iter().map(|&h| from_f16(h) as f32).collect();
    let src = mma_kernel(1, m, k, n, ("f16", "f16"), "f32", "mmaf %a, %b, %c");
    let args = || {
        vec![
            Arg::Buf(u16b(&a)),
            Arg::Buf(u16b(&b)),
            Arg::Buf(f32b(&c32)),
            zeros(4 * m * n),
        ]
    };
    let got = run_opts(&src, [1, 1, 1], args(), &exact_opts);
    got.ok();
    let want: Vec<u32> = (0..m * n)
        .map(|o| {
            let q = quad(exact_units(o / n, o % n, units(c16[o]) << 24));
            let s: Single = q.convert_r(Round::NearestTiesToEven, &mut false).value;
            s.to_bits() as u32
        })
        .collect();
    assert_eq!(
        got.f32s(3).iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
        want
    );
    // f16 accumulator.
    let src = mma_kernel(1, m, k, n, ("f16", "f16"), "f16", "mmaf %a, %b, %c");
    let args16 = || {
        vec![
            Arg::Buf(u16b(&a)),
            Arg::Buf(u16b(&b)),
            Arg::Buf(u16b(&c16)),
            zeros(2 * m * n),
        ]
    };
    let got = run_opts(&src, [1, 1, 1], args16(), &exact_opts);
    got.ok();
    let want16: Vec<u16> = (0..m * n)
        .map(|o| {
            let q = quad(exact_units(o / n, o % n, units(c16[o]) << 24));
            let h: Half = q.convert_r(Round::NearestTiesToEven, &mut false).value;
            h.to_bits() as u16
        })
        .collect();
    assert_eq!(got.u16s(3), want16);
    // The chain rounds at every step: it misses the exact value somewhere.
    let chain = run_opts(&src, [1, 1, 1], args16(), &opts());
    chain.ok();
    let differ = chain
        .u16s(3)
        .iter()
        .zip(&want16)
        .filter(|(x, y)| x != y)
        .count();
    assert!(
        differ > 0,
        "the chain matched the exact value everywhere: the test shows nothing"
    );
    eprintln!(
        "f16 accumulator: the chain differs from the exact value in {differ} of {}",
        m * n
    );
}

/// `MmaMode::Exact` with f64: products of 40-bit significands need 80 bits, so neither the host
/// f64 arithmetic nor a fused multiply-add chain holds them; the oracle is i128 arithmetic in
/// units of 2^-20, rounded once by rustc_apfloat.
#[test]
fn mmaf_f64_exact_mode_against_integer_arithmetic() {
    use rustc_apfloat::ieee::Double;
    use rustc_apfloat::Float;
    let (bt, m, k, n) = (2, 4, 8, 4);
    let mut g = Gen(99);
    let mut ints = |len: usize| -> Vec<i64> {
        (0..len)
            .map(|_| (g.next() % (1u64 << 40)) as i64 - (1i64 << 39))
            .collect()
    };
    let (ai, bi, ci) = (ints(bt * m * k), ints(bt * k * n), ints(bt * m * n));
    let scaled =
        |v: &[i64], s: i32| -> Vec<f64> { v.iter().map(|&x| x as f64 * 2f64.powi(-s)).collect() };
    // a, b in units of 2^-10 (exact: 40 bits); c in units of 2^-20.
    let (a, b, c) = (scaled(&ai, 10), scaled(&bi, 10), scaled(&ci, 20));
    let src = mma_kernel(bt, m, k, n, ("f64", "f64"), "f64", "mmaf %a, %b, %c");
    let args = || {
        vec![
            Arg::Buf(f64b(&a)),
            Arg::Buf(f64b(&b)),
            Arg::Buf(f64b(&c)),
            zeros(8 * bt * m * n),
        ]
    };
    let opts_exact = tileref_interp::Options {
        mma: tileref_interp::MmaMode::Exact,
        ..opts()
    };
    let out = run_opts(&src, [1, 1, 1], args(), &opts_exact);
    out.ok();
    let mut want = vec![];
    for t in 0..bt {
        for i in 0..m {
            for j in 0..n {
                let mut s = ci[t * m * n + i * n + j] as i128;
                for kk in 0..k {
                    s += ai[t * m * k + i * k + kk] as i128 * bi[t * k * n + kk * n + j] as i128;
                }
                want.push(f64::from_bits(
                    Double::from_i128(s).value.scalbn(-20).to_bits() as u64,
                ));
            }
        }
    }
    assert_eq!(out.f64s(3), want);
    // The chain rounds each step: it differs somewhere.
    let chain = run_opts(&src, [1, 1, 1], args(), &opts());
    chain.ok();
    assert_ne!(chain.f64s(3), want);
}
