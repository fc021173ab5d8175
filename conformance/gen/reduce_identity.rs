//! reduce and scan whose identity is not an identity for the elements met: maxf/minf with
//! −inf/+inf over rows of NaN (maximumNumber(NaN, −inf) = −inf), addf with +0.0 over rows of
//! −0.0 (−0.0 + +0.0 = +0.0). The spec leaves the reduction shape open; the H100 (tileiras 13.5)
//! folds the elements alone for lanes of up to 16 elements and in every scan, and so does the
//! model here (docs/semantics.md). Long reductions are left out: there the hardware folds the
//! identity once per thread partial for some combiners, which no single answer can match.

use super::convert::{nan_of, value_of};
use super::fmt::from_f64;
use super::{ew_kernel, CaseB, GenFile};
use rustc_apfloat::Round;
use tileref_spec::types::ElemType;
use ElemType::*;

/// A combiner of the model, on element bits: `f(element, accumulator)`.
#[derive(Clone, Copy)]
enum Comb {
    Max,
    Min,
    Add,
}

impl Comb {
    fn op(self) -> &'static str {
        match self {
            Comb::Max => "maxf",
            Comb::Min => "minf",
            Comb::Add => "addf",
        }
    }

    /// IEEE 754-2019 maximumNumber/minimumNumber (a NaN operand gives the other one, two NaNs
    /// the canonical NaN, −0 < +0) and exact addition of the small values used here.
    fn apply(self, e: ElemType, x: u64, acc: u64) -> u64 {
        let (a, b) = (value_of(e, x), value_of(e, acc));
        match self {
            Comb::Add => match (a, b) {
                (Some(a), Some(b)) => {
                    let s = a + b;
                    // Exact for the small values of these rows; −0 + −0 = −0.
                    from_f64(
                        e,
                        if s == 0.0 && a.is_sign_negative() && b.is_sign_negative() {
                            -0.0
                        } else {
                            s
                        },
                        Round::NearestTiesToEven,
                    )
                }
                _ => nan_of(e),
            },
            Comb::Max | Comb::Min => match (a, b) {
                (None, None) => nan_of(e),
                (None, Some(_)) => acc,
                (Some(_), None) => x,
                (Some(a), Some(b)) => {
                    let key = |v: f64| (v, v.is_sign_positive());
                    let x_wins = match self {
                        Comb::Max => key(a) > key(b),
                        _ => key(a) < key(b),
                    };
                    if x_wins {
                        x
                    } else {
                        acc
                    }
                }
            },
        }
    }

    /// The identity the probes name (right for every non-NaN operand, or for +0.0 only).
    fn identity(self, e: ElemType) -> String {
        let bits = match self {
            Comb::Max => from_f64(e, f64::NEG_INFINITY, Round::NearestTiesToEven),
            Comb::Min => from_f64(e, f64::INFINITY, Round::NearestTiesToEven),
            Comb::Add => 0,
        };
        format!("{bits:#X} : {}", e.name()).replace("0X", "0x")
    }
}

fn nans(e: ElemType) -> [u64; 3] {
    // The default quiet NaN, one with a payload, and a negative one.
    match e {
        F32 => [0x7FC0_0000, 0x7FC0_0123, 0xFFC0_0000],
        F16 => [0x7E00, 0x7E23, 0xFE00],
        _ => [0x7FC0, 0x7FC3, 0xFFC0],
    }
}

/// Four rows of `len` elements for a combiner.
fn rows(c: Comb, e: ElemType, len: usize) -> Vec<Vec<u64>> {
    let v = |x: f64| from_f64(e, x, Round::NearestTiesToEven);
    let [q, p, n] = nans(e);
    let cyc = |vals: &[u64]| (0..len).map(|k| vals[k % vals.len()]).collect::<Vec<u64>>();
    match c {
        Comb::Max | Comb::Min => vec![
            vec![q; len],
            cyc(&[p, q, n]),
            (0..len)
                .map(|k| if k + 1 == len { v(1.0) } else { q })
                .collect(),
            cyc(&[n, v(-0.0), v(0.0), q, v(-2.5)]),
        ],
        // Partial sums stay integers below 256 in magnitude: exact even in bf16.
        Comb::Add => vec![
            vec![v(-0.0); len],
            cyc(&[v(-0.0), v(-1.0)]),
            cyc(&[v(-0.0), v(-0.0), v(-2.0)]),
            vec![v(-0.0); len],
        ],
    }
}

pub fn generate() -> Vec<GenFile> {
    let mut c = CaseB::new("reduce/identity.mlir", "reduce", "ci");
    c.note("reduce and scan whose identity is not an identity for the elements met (digest 4.6, #27): maxf/minf with -inf/+inf over rows of NaN and addf with +0.0 over rows of -0.0. Both fold the elements alone: a lane of one element is that element, bits and all; a scan's first element is copied. Lanes of 1, 2 and 16 elements, where the H100 does the same (docs/semantics.md); scans also of 256.");
    c.oracle("model", "the elements of each lane folded without the identity: IEEE 754-2019 maximumNumber/minimumNumber (two NaNs give the canonical NaN of docs/numerics.md, -0 < +0) and exact addition of small values, on host f64 values");
    c.oracle("hand", "derived by hand from the spec text (digest 4.6)");
    let rows_n = 4usize;
    for e in [F32, F16, BF16] {
        for comb in [Comb::Max, Comb::Min, Comb::Add] {
            for len in [1usize, 2, 16, 256] {
                let data: Vec<u64> = rows(comb, e, len).concat();
                let n = rows_n * len;
                let et = e.name();
                let x = c.data(&format!("x_{}_{et}_{len}", comb.op()), e, data.clone());
                let lane = |r: usize| &data[r * len..(r + 1) * len];
                let region = format!("(%e: tile<{et}>, %acc: tile<{et}>) {{\n%y = {} %e, %acc : tile<{et}>\nyield %y : tile<{et}>\n}}", comb.op());
                let id = comb.identity(e);
                if len <= 16 {
                    let name = format!("reduce_{}_{et}_{len}", comb.op());
                    let body = format!(
                        "%m = reshape %x0 : tile<{n}x{et}> -> tile<{rows_n}x{len}x{et}>\n\
                         %r = reduce %m dim=1 identities=[{id}] : tile<{rows_n}x{len}x{et}> -> tile<{rows_n}x{et}>\n{region}"
                    );
                    c.entry(super::structural::fix_out(
                        &ew_kernel(&name, &[e], e, n, n, &body),
                        e,
                        n,
                        rows_n,
                    ));
                    let want: Vec<u64> = (0..rows_n)
                        .map(|r| {
                            lane(r)[1..]
                                .iter()
                                .fold(lane(r)[0], |acc, &x| comb.apply(e, x, acc))
                        })
                        .collect();
                    let w = c.data(&format!("r_{name}"), e, want);
                    let run = c.run(&name, &name, 1);
                    run.nan_bits = true;
                    run.arg_buf(e, &x)
                        .arg_buf(e, &format!("zeros({rows_n})"))
                        .expect(1, &w, "model");
                }
                for rev in [false, true] {
                    let name = format!(
                        "scan_{}_{et}_{len}{}",
                        comb.op(),
                        if rev { "_rev" } else { "" }
                    );
                    let body = format!(
                        "%m = reshape %x0 : tile<{n}x{et}> -> tile<{rows_n}x{len}x{et}>\n\
                         %s = scan %m dim=1 reverse={rev} identities=[{id}] : tile<{rows_n}x{len}x{et}> -> tile<{rows_n}x{len}x{et}>\n{region}\n\
                         %r = reshape %s : tile<{rows_n}x{len}x{et}> -> tile<{n}x{et}>"
                    );
                    c.entry(ew_kernel(&name, &[e], e, n, n, &body));
                    let mut want = vec![0u64; n];
                    for r in 0..rows_n {
                        let order: Vec<usize> = if rev {
                            (0..len).rev().collect()
                        } else {
                            (0..len).collect()
                        };
                        let mut acc: Option<u64> = None;
                        for k in order {
                            let x = lane(r)[k];
                            let next = acc.map_or(x, |a| comb.apply(e, x, a));
                            want[r * len + k] = next;
                            acc = Some(next);
                        }
                    }
                    let w = c.data(&format!("r_{name}"), e, want);
                    let run = c.run(&name, &name, 1);
                    run.nan_bits = true;
                    run.arg_buf(e, &x)
                        .arg_buf(e, &format!("zeros({n})"))
                        .expect(1, &w, "model");
                }
            }
        }
    }
    vec![c.render()]
}
