//! reduce and scan through whole kernels: single-op combiners (the fast path), combiners whose
//! regions run op by op (multi-operand, several ops, selects), every dimension, reverse scans,
//! and every reduction order tileref offers for associative combiners. Expected values come
//! from plain Rust folds.

mod support;
use support::*;
use tileref_interp::{Options, ReduceOrder};

const ORDERS: [ReduceOrder; 3] = [ReduceOrder::Linear, ReduceOrder::Tree, ReduceOrder::Reverse];

fn run_orders(src: &str, args: impl Fn() -> Vec<Arg>, check: impl Fn(&Out, ReduceOrder)) {
    for order in ORDERS {
        let out = run_opts(
            src,
            [1, 1, 1],
            args(),
            &Options {
                reduce_order: order,
                ..opts()
            },
        );
        out.ok();
        check(&out, order);
    }
}

/// Input data of shape 4x8 (i32), row-major.
fn data_i32() -> Vec<i32> {
    let mut g = Gen(99);
    (0..32).map(|_| (g.next() % 201) as i32 - 100).collect()
}

fn reduce_kernel(t: &str, shape: &[usize], dim: usize, ident: &str, region: &str) -> String {
    let mut out_shape = shape.to_vec();
    out_shape.remove(dim);
    let flat: usize = out_shape.iter().product();
    let body = format!(
        "{}    %r0 = reduce %x dim={dim} identities=[{ident}] : {} -> {}
{region}
    %r = reshape %r0 : {} -> tile<{flat}x{t}>
{}",
        load("%p", "x", shape, t),
        ty(shape, t),
        ty(&out_shape, t),
        ty(&out_shape, t),
        store("%o", "%r", &[flat], t)
    );
    module(&format!("%p: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"), &body)
}

#[test]
fn single_op_combiners_along_each_dimension() {
    let x = data_i32();
    let ops: [(&str, &str, i64, fn(i32, i32) -> i32); 6] = [
        ("addi %e, %acc", "0 : i32", 0, |a, b| a.wrapping_add(b)),
        ("addi %acc, %e", "0 : i32", 0, |a, b| a.wrapping_add(b)),
        ("muli %e, %acc", "1 : i32", 1, |a, b| a.wrapping_mul(b)),
        (
            "maxi %e, %acc signed",
            "-2147483648 : i32",
            i32::MIN as i64,
            |a, b| a.max(b),
        ),
        ("mini %acc, %e unsigned", "-1 : i32", -1, |a, b| {
            if (a as u32) < (b as u32) {
                a
            } else {
                b
            }
        }),
        ("xori %e, %acc", "0 : i32", 0, |a, b| a ^ b),
    ];
    for (line, ident, idv, f) in ops {
        let region = format!("      (%e: tile<i32>, %acc: tile<i32>) {{\n        %c = {line} : tile<i32>\n        yield %c : tile<i32>\n      }}");
        for dim in [0usize, 1] {
            let src = reduce_kernel("i32", &[4, 8], dim, ident, &region);
            let n = if dim == 0 { 8 } else { 4 };
            run_orders(
                &src,
                || vec![Arg::Buf(i32b(&x)), zeros(4 * n)],
                |out, order| {
                    let got = out.i32s(1);
                    for k in 0..n {
                        let lane: Vec<i32> = if dim == 0 {
                            (0..4).map(|r| x[r * 8 + k]).collect()
                        } else {
                            (0..8).map(|c| x[k * 8 + c]).collect()
                        };
                        let want = lane.iter().fold(idv as i32, |acc, v| f(*v, acc));
                        assert_eq!(got[k], want, "{line} dim {dim} lane {k} {order:?}");
                    }
                },
            );
        }
    }
}

#[test]
fn float_reductions_with_exact_sums() {
    // Small integers and halves: every order gives the exact sum.
    let x: Vec<f32> = data_i32().iter().map(|v| *v as f32 / 2.0).collect();
    let region = "      (%e: tile<f32>, %acc: tile<f32>) {\n        %c = addf %e, %acc : tile<f32>\n        yield %c : tile<f32>\n      }";
    let src = reduce_kernel("f32", &[4, 8], 1, "0.000000e+00 : f32", region);
    run_orders(
        &src,
        || vec![Arg::Buf(f32b(&x)), zeros(16)],
        |out, _| {
            let want: Vec<f32> = (0..4).map(|r| (0..8).map(|c| x[r * 8 + c]).sum()).collect();
            assert_eq!(out.f32s(1), want);
        },
    );
    // maxf with a −inf identity, minf with propagate_nan seeing a NaN.
    let mut y = x.clone();
    y[9] = f32::NAN;
    let region = "      (%e: tile<f32>, %acc: tile<f32>) {\n        %c = maxf %e, %acc : tile<f32>\n        yield %c : tile<f32>\n      }";
    let src = reduce_kernel("f32", &[4, 8], 0, "0xFF800000 : f32", region);
    run_orders(
        &src,
        || vec![Arg::Buf(f32b(&y)), zeros(32)],
        |out, _| {
            // maximumNumber ignores the NaN in column 1.
            let want: Vec<f32> = (0..8)
                .map(|c| {
                    (0..4)
                        .map(|r| y[r * 8 + c])
                        .filter(|v| !v.is_nan())
                        .fold(f32::NEG_INFINITY, f32::max)
                })
                .collect();
            assert_eq!(out.f32s(1), want);
        },
    );
    let region = "      (%e: tile<f32>, %acc: tile<f32>) {\n        %c = minf %e, %acc propagate_nan : tile<f32>\n        yield %c : tile<f32>\n      }";
    let src = reduce_kernel("f32", &[4, 8], 0, "0x7F800000 : f32", region);
    run_orders(
        &src,
        || vec![Arg::Buf(f32b(&y)), zeros(32)],
        |out, _| {
            let got = out.u32s(1);
            for c in 0..8 {
                if c == 1 {
                    assert_eq!(got[c], 0x7FFF_FFFF, "the NaN propagates");
                } else {
                    let want = (0..4).map(|r| y[r * 8 + c]).fold(f32::INFINITY, f32::min);
                    assert_eq!(got[c], want.to_bits());
                }
            }
        },
    );
    // f64 products of powers of two.
    let d: Vec<f64> = (0..8).map(|i| 2f64.powi(i - 3)).collect();
    let region = "      (%e: tile<f64>, %acc: tile<f64>) {\n        %c = mulf %e, %acc : tile<f64>\n        yield %c : tile<f64>\n      }";
    let src = reduce_kernel("f64", &[8], 0, "1.0 : f64", region);
    run_orders(
        &src,
        || vec![Arg::Buf(f64b(&d)), zeros(8)],
        |out, _| {
            assert_eq!(out.f64s(1), vec![d.iter().product::<f64>()]);
        },
    );
}

#[test]
fn reduce_i1_all_and_any() {
    let body = format!(
        "    %b = constant <i1: [[true, true, true, true], [true, false, true, true]]> : tile<2x4xi1>
    %all = reduce %b dim=1 identities=[1 : i1] : tile<2x4xi1> -> tile<2xi1>
      (%e: tile<i1>, %acc: tile<i1>) {{
        %r = andi %e, %acc : tile<i1>
        yield %r : tile<i1>
      }}
    %any = reduce %b dim=0 identities=[0 : i1] : tile<2x4xi1> -> tile<4xi1>
      (%e: tile<i1>, %acc: tile<i1>) {{
        %r = xori %e, %acc : tile<i1>
        yield %r : tile<i1>
      }}
{}{}",
        store("%oa", "%all", &[2], "i1"),
        store("%ob", "%any", &[4], "i1")
    );
    let out = run1(
        &module("%oa: tile<ptr<i1>>, %ob: tile<ptr<i1>>", &body),
        vec![zeros(2), zeros(4)],
    );
    out.ok();
    assert_eq!(out.u8s(0), vec![1, 0]);
    assert_eq!(out.u8s(1), vec![0, 1, 0, 0]);
}

/// argmax over rows of a 4x8 f32 tile: (value, index) pairs, ties to the smaller index.
const ARGMAX: &str = "
    %io = iota : tile<8xi32>
    %i1 = reshape %io : tile<8xi32> -> tile<1x8xi32>
    %idx = broadcast %i1 : tile<1x8xi32> -> tile<4x8xi32>
    %mv, %mi = reduce %x, %idx dim=1 identities=[0xFF800000 : f32, 2147483647 : i32] : tile<4x8xf32>, tile<4x8xi32> -> tile<4xf32>, tile<4xi32>
      (%ev: tile<f32>, %av: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
        %gt = cmpf greater_than ordered %ev, %av : tile<f32> -> tile<i1>
        %eq = cmpf equal ordered %ev, %av : tile<f32> -> tile<i1>
        %lt = cmpi less_than %ei, %ai, signed : tile<i32> -> tile<i1>
        %tie = andi %eq, %lt : tile<i1>
        %take = ori %gt, %tie : tile<i1>
        %v = select %take, %ev, %av : tile<i1>, tile<f32>
        %i = select %take, %ei, %ai : tile<i1>, tile<i32>
        yield %v, %i : tile<f32>, tile<i32>
      }
";

#[test]
fn multi_operand_reduce_runs_the_region() {
    let mut x: Vec<f32> = data_i32().iter().map(|v| (*v % 7) as f32).collect();
    // Ties within a row: the smaller index wins.
    x[3] = 50.0;
    x[6] = 50.0;
    let body = format!(
        "{}{ARGMAX}{}{}",
        load("%p", "x", &[4, 8], "f32"),
        store("%ov", "%mv", &[4], "f32"),
        store("%oi", "%mi", &[4], "i32")
    );
    let src = module(
        "%p: tile<ptr<f32>>, %ov: tile<ptr<f32>>, %oi: tile<ptr<i32>>",
        &body,
    );
    run_orders(
        &src,
        || vec![Arg::Buf(f32b(&x)), zeros(16), zeros(16)],
        |out, order| {
            for r in 0..4 {
                let row = &x[r * 8..r * 8 + 8];
                let (mut bv, mut bi) = (f32::NEG_INFINITY, i32::MAX);
                for (i, v) in row.iter().enumerate() {
                    if *v > bv || (*v == bv && (i as i32) < bi) {
                        bv = *v;
                        bi = i as i32;
                    }
                }
                assert_eq!(out.f32s(1)[r], bv, "row {r} {order:?}");
                assert_eq!(out.i32s(2)[r], bi, "row {r} {order:?}");
            }
            assert_eq!(out.i32s(2)[0], 3);
        },
    );
}

#[test]
fn region_combiners_with_several_ops() {
    // Sum of values clamped at 300 (associative for non-negative inputs): addi then mini.
    let x: Vec<i32> = data_i32().iter().map(|v| v.abs()).collect();
    let region = "      (%e: tile<i32>, %acc: tile<i32>) {
        %s = addi %e, %acc : tile<i32>
        %cap = constant <i32: 300> : tile<i32>
        %c = mini %s, %cap signed : tile<i32>
        yield %c : tile<i32>
      }";
    let src = reduce_kernel("i32", &[4, 8], 1, "0 : i32", region);
    run_orders(
        &src,
        || vec![Arg::Buf(i32b(&x)), zeros(16)],
        |out, order| {
            let want: Vec<i32> = (0..4)
                .map(|r| (0..8).fold(0, |a, c| (a + x[r * 8 + c]).min(300)))
                .collect();
            assert_eq!(out.i32s(1), want, "{order:?}");
        },
    );
    // The element with the largest magnitude (distinct magnitudes), through select.
    let y: Vec<i32> = (0..32)
        .map(|i| if i % 3 == 0 { -(i * 5 + 1) } else { i * 5 + 2 })
        .collect();
    let region = "      (%e: tile<i32>, %acc: tile<i32>) {
        %ae = absi %e : tile<i32>
        %aa = absi %acc : tile<i32>
        %bigger = cmpi greater_than %ae, %aa, unsigned : tile<i32> -> tile<i1>
        %c = select %bigger, %e, %acc : tile<i1>, tile<i32>
        yield %c : tile<i32>
      }";
    let src = reduce_kernel("i32", &[4, 8], 0, "0 : i32", region);
    run_orders(
        &src,
        || vec![Arg::Buf(i32b(&y)), zeros(32)],
        |out, order| {
            let want: Vec<i32> = (0..8)
                .map(|c| {
                    (0..4)
                        .map(|r| y[r * 8 + c])
                        .max_by_key(|v| v.abs())
                        .unwrap()
                })
                .collect();
            assert_eq!(out.i32s(1), want, "{order:?}");
        },
    );
    // A single op whose operands are not (element, accumulator) — `addf %e, %e` then added:
    // twice the sum; not the fast path.
    let x: Vec<f32> = (0..8).map(|i| i as f32).collect();
    let region = "      (%e: tile<f32>, %acc: tile<f32>) {
        %d = addf %e, %e : tile<f32>
        %c = addf %d, %acc : tile<f32>
        yield %c : tile<f32>
      }";
    let src = reduce_kernel("f32", &[8], 0, "0.0 : f32", region);
    let out = run1(&src, vec![Arg::Buf(f32b(&x)), zeros(4)]);
    out.ok();
    assert_eq!(out.f32s(1), vec![56.0]);
}

#[test]
fn reduce_over_the_middle_dimension_of_a_rank_3_tile() {
    let x: Vec<i32> = (0..64).collect();
    let region = "      (%e: tile<i32>, %acc: tile<i32>) {\n        %c = addi %e, %acc : tile<i32>\n        yield %c : tile<i32>\n      }";
    let src = reduce_kernel("i32", &[2, 4, 8], 1, "0 : i32", region);
    let out = run1(&src, vec![Arg::Buf(i32b(&x)), zeros(64)]);
    out.ok();
    let mut want = vec![];
    for a in 0..2 {
        for c in 0..8 {
            want.push((0..4).map(|b| x[a * 32 + b * 8 + c]).sum::<i32>());
        }
    }
    assert_eq!(out.i32s(1), want);
}

#[test]
fn bf16_reduce_with_an_f16_identity() {
    // The verifier lets a bf16 reduce carry an f16 identity. Its value is what counts: 1.0
    // (0x3C00 as f16) must act as the bf16 1.0 (0x3F80), not as the bf16 pattern 0x3C00.
    let x: Vec<u16> = [2.0f64, 0.5, 4.0, 1.5]
        .iter()
        .map(|v| to_bf16(*v))
        .collect();
    let body = format!(
        "{}    %r0 = reduce %x dim=0 identities=[1.0 : f16] : tile<4xbf16> -> tile<bf16>
      (%e: tile<bf16>, %acc: tile<bf16>) {{
        %c = mulf %e, %acc : tile<bf16>
        yield %c : tile<bf16>
      }}
    %r = reshape %r0 : tile<bf16> -> tile<1xbf16>
{}",
        load("%p", "x", &[4], "bf16"),
        store("%o", "%r", &[1], "bf16")
    );
    let out = run1(
        &module("%p: tile<ptr<bf16>>, %o: tile<ptr<bf16>>", &body),
        vec![Arg::Buf(u16b(&x)), zeros(2)],
    );
    out.ok();
    assert_eq!(out.u16s(1), vec![to_bf16(6.0)]);
}

fn scan_kernel(
    t: &str,
    shape: &[usize],
    dim: usize,
    reverse: bool,
    ident: &str,
    region: &str,
) -> String {
    let body = format!(
        "{}    %r0 = scan %x dim={dim} reverse={reverse} identities=[{ident}] : {ts} -> {ts}
{region}
{}",
        load("%p", "x", shape, t),
        store("%o", "%r0", shape, t),
        ts = ty(shape, t)
    );
    module(&format!("%p: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"), &body)
}

/// Reference inclusive scan of a 4x8 row-major tile along `dim`.
fn scan_ref<T: Copy>(x: &[T], dim: usize, reverse: bool, id: T, f: impl Fn(T, T) -> T) -> Vec<T> {
    let mut out = x.to_vec();
    let (lanes, len) = if dim == 0 { (8, 4) } else { (4, 8) };
    for l in 0..lanes {
        let pos = |k: usize| if dim == 0 { k * 8 + l } else { l * 8 + k };
        let mut acc = id;
        let ks: Vec<usize> = if reverse {
            (0..len).rev().collect()
        } else {
            (0..len).collect()
        };
        for k in ks {
            acc = f(x[pos(k)], acc);
            out[pos(k)] = acc;
        }
    }
    out
}

#[test]
fn scans_forward_and_reverse_along_each_dimension() {
    let x = data_i32();
    let cases: [(&str, &str, i32, fn(i32, i32) -> i32); 3] = [
        // Single op: fast path.
        ("%c = addi %e, %acc : tile<i32>", "0 : i32", 0, |a, b| a.wrapping_add(b)),
        ("%c = maxi %acc, %e signed : tile<i32>", "-2147483648 : i32", i32::MIN, |a, b| a.max(b)),
        // Several ops: prefix sums modulo 7 of values in [0, 7).
        ("%s = addi %e, %acc : tile<i32>\n        %seven = constant <i32: 7> : tile<i32>\n        %c = remi %s, %seven unsigned : tile<i32>", "0 : i32", 0, |a, b| (a + b) % 7),
    ];
    for (line, ident, idv, f) in cases {
        let xin: Vec<i32> = if ident == "0 : i32" && line.contains("remi") {
            x.iter().map(|v| v.rem_euclid(7)).collect()
        } else {
            x.clone()
        };
        let region = format!("      (%e: tile<i32>, %acc: tile<i32>) {{\n        {line}\n        yield %c : tile<i32>\n      }}");
        for dim in [0, 1] {
            for reverse in [false, true] {
                let src = scan_kernel("i32", &[4, 8], dim, reverse, ident, &region);
                let out = run1(&src, vec![Arg::Buf(i32b(&xin)), zeros(128)]);
                out.ok();
                assert_eq!(
                    out.i32s(1),
                    scan_ref(&xin, dim, reverse, idv, f),
                    "{line} dim {dim} reverse {reverse}"
                );
            }
        }
    }
}

#[test]
fn float_scans_and_multi_operand_scans() {
    // Running products of powers of two, forward and reverse (exact).
    let x: Vec<f32> = (0..32).map(|i| 2f32.powi(i % 5 - 2)).collect();
    for reverse in [false, true] {
        let region = "      (%e: tile<f32>, %acc: tile<f32>) {\n        %c = mulf %e, %acc : tile<f32>\n        yield %c : tile<f32>\n      }";
        let src = scan_kernel("f32", &[4, 8], 1, reverse, "1.0 : f32", region);
        let out = run1(&src, vec![Arg::Buf(f32b(&x)), zeros(128)]);
        out.ok();
        assert_eq!(
            out.f32s(1),
            scan_ref(&x, 1, reverse, 1.0, |a, b| a * b),
            "reverse {reverse}"
        );
    }
    // Running argmax (value, index) along dim 1, as two operands.
    let v: Vec<f32> = data_i32().iter().map(|a| (*a % 9) as f32).collect();
    for reverse in [false, true] {
        let body = format!(
            "{}    %io = iota : tile<8xi32>
    %i1 = reshape %io : tile<8xi32> -> tile<1x8xi32>
    %idx = broadcast %i1 : tile<1x8xi32> -> tile<4x8xi32>
    %sv, %si = scan %x, %idx dim=1 reverse={reverse} identities=[0xFF800000 : f32, -1 : i32] : tile<4x8xf32>, tile<4x8xi32> -> tile<4x8xf32>, tile<4x8xi32>
      (%ev: tile<f32>, %av: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {{
        %gt = cmpf greater_than ordered %ev, %av : tile<f32> -> tile<i1>
        %v = select %gt, %ev, %av : tile<i1>, tile<f32>
        %i = select %gt, %ei, %ai : tile<i1>, tile<i32>
        yield %v, %i : tile<f32>, tile<i32>
      }}
{}{}",
            load("%p", "x", &[4, 8], "f32"),
            store("%ov", "%sv", &[4, 8], "f32"),
            store("%oi", "%si", &[4, 8], "i32")
        );
        let out = run1(
            &module(
                "%p: tile<ptr<f32>>, %ov: tile<ptr<f32>>, %oi: tile<ptr<i32>>",
                &body,
            ),
            vec![Arg::Buf(f32b(&v)), zeros(128), zeros(128)],
        );
        out.ok();
        let pairs: Vec<(f32, i32)> = v
            .iter()
            .enumerate()
            .map(|(i, a)| (*a, (i % 8) as i32))
            .collect();
        let want = scan_ref(&pairs, 1, reverse, (f32::NEG_INFINITY, -1), |e, a| {
            if e.0 > a.0 {
                e
            } else {
                a
            }
        });
        assert_eq!(
            out.f32s(1),
            want.iter().map(|p| p.0).collect::<Vec<_>>(),
            "values, reverse {reverse}"
        );
        assert_eq!(
            out.i32s(2),
            want.iter().map(|p| p.1).collect::<Vec<_>>(),
            "indices, reverse {reverse}"
        );
    }
}

#[test]
fn ub_inside_a_combiner_is_reported_at_the_inner_op() {
    // addi with nsw in the combiner overflows on the sum.
    let region = "      (%e: tile<i32>, %acc: tile<i32>) {\n        %c = addi %e, %acc overflow<no_signed_wrap> : tile<i32>\n        yield %c : tile<i32>\n      }";
    let src = reduce_kernel("i32", &[4], 0, "0 : i32", region);
    let out = run1(&src, vec![Arg::Buf(i32b(&[i32::MAX, 1, 0, 0])), zeros(4)]);
    out.ub("signed-overflow", "addi", None, [0, 0, 0]);
    // The same through the general region path (two ops).
    let region = "      (%e: tile<i32>, %acc: tile<i32>) {\n        %z = constant <i32: 0> : tile<i32>\n        %d = divi %acc, %e signed : tile<i32>\n        %c = addi %d, %z : tile<i32>\n        yield %c : tile<i32>\n      }";
    let src = reduce_kernel("i32", &[4], 0, "1 : i32", region);
    let out = run1(&src, vec![Arg::Buf(i32b(&[1, 1, 0, 1])), zeros(4)]);
    out.ub("division-by-zero", "divi", None, [0, 0, 0]);
}
