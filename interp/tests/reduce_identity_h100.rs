//! reduce and scan against what an H100 computes (tileiras 13.5, sm_90), recorded in
//! `tests/data/h100_reduce_identity.json` by `tools/reduce_identity_probe.py`. The probes'
//! identities are not identities for their inputs (−inf for max over NaN rows, +0.0 for add over
//! −0.0 rows, add with 1.0, max with 100.0, addi with 5), so the bits tell whether and how often
//! the identity was folded in. The hardware folds it never in scans and never in reductions of
//! lanes up to 16 elements; in reductions of 256-element lanes it folds it once per thread
//! partial for some combiners. tileref folds the elements alone, in every reduce order, and
//! `--strict` names every op where the identity is not one, because that is exactly where the
//! result depends on the reduction shape.

mod support;
use support::*;
use tileref_interp::{Category, Options, ReduceOrder};

struct Probe {
    name: String,
    elem: String,
    shape: [usize; 2],
    dim: usize,
    op: String,
    kind: String,
    acc_first: bool,
    identity: String,
    input: Vec<u64>,
    h100: Vec<u64>,
}

fn unrle(s: &str) -> Vec<u64> {
    let mut out = vec![];
    for w in s.split_whitespace() {
        let (v, n) = w
            .split_once('*')
            .map_or((w, 1), |(v, n)| (v, n.parse().unwrap()));
        out.extend(std::iter::repeat(u64::from_str_radix(v, 16).unwrap()).take(n));
    }
    out
}

fn probes() -> Vec<Probe> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/h100_reduce_identity.json"
    ))
    .unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let s = |p: &serde_json::Value, k: &str| p[k].as_str().unwrap().to_string();
    doc["probes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| Probe {
            name: s(p, "name"),
            elem: s(p, "elem"),
            shape: [
                p["shape"][0].as_u64().unwrap() as usize,
                p["shape"][1].as_u64().unwrap() as usize,
            ],
            dim: p["dim"].as_u64().unwrap() as usize,
            op: s(p, "op"),
            kind: s(p, "kind"),
            acc_first: p["acc_first"].as_bool().unwrap(),
            identity: s(p, "identity"),
            input: unrle(&s(p, "input")),
            h100: unrle(&s(p, "h100")),
        })
        .collect()
}

/// The probe's kernel: load the R x C tile, reduce or scan it, store the result.
fn kernel(p: &Probe) -> (String, usize) {
    let (t, [r, c]) = (p.elem.as_str(), p.shape);
    let (a, b) = if p.acc_first {
        ("%acc", "%e")
    } else {
        ("%e", "%acc")
    };
    let region = format!("(%e: tile<{t}>, %acc: tile<{t}>) {{\n%y = {} {a}, {b} : tile<{t}>\nyield %y : tile<{t}>\n}}", p.op);
    let id = format!("{} : {t}", p.identity);
    let (body, n_out) = if p.kind == "reduce" {
        let n_out = if p.dim == 1 { r } else { c };
        (format!("    %res = reduce %x dim={} identities=[{id}] : tile<{r}x{c}x{t}> -> tile<{n_out}x{t}>\n{region}\n", p.dim), n_out)
    } else {
        let rev = p.kind == "scan_rev";
        (format!("    %s = scan %x dim={} reverse={rev} identities=[{id}] : tile<{r}x{c}x{t}> -> tile<{r}x{c}x{t}>\n{region}\n    %res = reshape %s : tile<{r}x{c}x{t}> -> tile<{}x{t}>\n", p.dim, r * c), r * c)
    };
    let src = module(
        &format!("%p: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"),
        &format!(
            "{}{body}{}",
            load("%p", "x", &[r, c], t),
            store("%o", "%res", &[n_out], t)
        ),
    );
    (src, n_out)
}

fn width(t: &str) -> usize {
    match t {
        "f16" | "bf16" => 2,
        "f64" => 8,
        _ => 4,
    }
}

fn to_bytes(t: &str, v: &[u64]) -> Vec<u8> {
    v.iter()
        .flat_map(|x| x.to_le_bytes()[..width(t)].to_vec())
        .collect()
}

fn from_bytes(t: &str, b: &[u8]) -> Vec<u64> {
    b.chunks(width(t))
        .map(|c| c.iter().rev().fold(0u64, |a, &x| a << 8 | x as u64))
        .collect()
}

fn run_probe(p: &Probe, o: &Options) -> (Vec<u64>, tileref_interp::LaunchResult) {
    let (src, n_out) = kernel(p);
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![
            Arg::Buf(to_bytes(&p.elem, &p.input)),
            zeros(n_out * width(&p.elem)),
        ],
        o,
    );
    (from_bytes(&p.elem, out.bytes(1)), out.result)
}

/// f64 NaN results are the one known divergence here: the H100 propagates f64 NaN payloads
/// (docs/gpu-findings.md), tileref gives the canonical NaN of docs/numerics.md. Where both sides
/// hold a NaN, the measured bits are taken; everything else is compared as it is.
fn f64_nans_as_measured(p: &Probe, got: Vec<u64>) -> Vec<u64> {
    let nan = |b: u64| b & 0x7FFF_FFFF_FFFF_FFFF > 0x7FF0_0000_0000_0000;
    if p.elem != "f64" {
        return got;
    }
    got.iter()
        .zip(&p.h100)
        .map(|(&g, &h)| if nan(g) && nan(h) { h } else { g })
        .collect()
}

fn lane_len(p: &Probe) -> usize {
    p.shape[p.dim]
}

#[test]
fn scans_and_short_reductions_give_the_h100_bits_in_every_order() {
    let ps = probes();
    assert_eq!(ps.len(), 234);
    let mut compared = 0;
    for p in ps
        .iter()
        .filter(|p| p.kind != "reduce" || lane_len(p) <= 16)
    {
        for order in [ReduceOrder::Linear, ReduceOrder::Tree, ReduceOrder::Reverse] {
            let (got, res) = run_probe(
                p,
                &Options {
                    reduce_order: order,
                    ..opts()
                },
            );
            assert!(res.reports.is_empty(), "{}: {:?}", p.name, res.reports);
            let got = f64_nans_as_measured(p, got);
            assert_eq!(
                got,
                p.h100,
                "{} ({order:?}): tileref {:x?} H100 {:x?}",
                p.name,
                &got[..got.len().min(8)],
                &p.h100[..p.h100.len().min(8)]
            );
            compared += got.len();
        }
    }
    assert!(compared > 10_000, "{compared}");
}

/// Long lanes: where the H100 folded the identity in, its bits differ from tileref's; each such
/// probe is one that `--strict` flags, and where the identity happens not to matter the bits agree.
#[test]
fn long_reductions_differ_from_the_h100_only_where_strict_warns() {
    let (mut agree, mut differ) = (0, 0);
    for p in probes()
        .iter()
        .filter(|p| p.kind == "reduce" && lane_len(p) > 16)
    {
        let (got, res) = run_probe(
            p,
            &Options {
                strict: true,
                ..opts()
            },
        );
        let warned = res
            .reports
            .iter()
            .any(|r| r.category == Category::Warning && r.kind == "reduce-identity");
        assert!(
            warned,
            "{}: every probe's identity is wrong for its inputs, so --strict must warn",
            p.name
        );
        if got == p.h100 {
            agree += 1;
        } else {
            differ += 1;
        }
    }
    // Measured: f32 add and max fold the identity per thread partial, f16/bf16/f64 add too;
    // f32 min, f16/bf16/f64 max and i32 add do not.
    assert!(agree > 0 && differ > 0, "agree {agree} differ {differ}");
}

/// The warning names the op, its block and the first element for which the identity fails,
/// and stays silent where the identity is a real identity for every element met.
#[test]
fn strict_names_the_element_where_the_identity_fails() {
    let src = |data_id: &str| {
        let region = "(%e: tile<f32>, %acc: tile<f32>) {\n%y = addf %e, %acc : tile<f32>\nyield %y : tile<f32>\n}";
        module(
            "%p: tile<ptr<f32>>, %o: tile<ptr<f32>>",
            &format!("{}    %r = reduce %x dim=1 identities=[{data_id} : f32] : tile<2x4xf32> -> tile<2xf32>\n{region}\n{}", load("%p", "x", &[2, 4], "f32"), store("%o", "%r", &[2], "f32")),
        )
    };
    let x = [1.0f32, 2.0, 3.0, 4.0, 5.0, -0.0, 7.0, 8.0];
    let strict = Options {
        strict: true,
        ..opts()
    };
    let out = run_opts(
        &src("0.000000e+00"),
        [1, 1, 1],
        vec![Arg::Buf(f32b(&x)), zeros(8)],
        &strict,
    );
    let w = out.report("reduce-identity");
    assert_eq!(w.category, Category::Warning);
    assert_eq!(w.site.as_ref().unwrap().op, "reduce");
    assert_eq!(w.block, Some([0, 0, 0]));
    assert_eq!(w.element, Some(vec![1, 1]), "{w}");
    assert!(w.message.contains("depends on the reduction shape"), "{w}");
    // The same data under -0.0, the real identity of addf: silent, and the same sums.
    let quiet = run_opts(
        &src("-0.000000e+00"),
        [1, 1, 1],
        vec![Arg::Buf(f32b(&x)), zeros(8)],
        &strict,
    );
    quiet.ok();
    assert_eq!(quiet.f32s(1), vec![10.0, 20.0]);
    assert_eq!(out.f32s(1), vec![10.0, 20.0]);
}

/// Under `--numerics h100` the layout model decides how often each thread folds the identity
/// in (once per thread partial of two or more elements): every probe, long lanes included,
/// gives the H100's bits except those listed.
#[test]
fn numerics_h100_reproduces_the_probes() {
    let mut differ = vec![];
    let mut compared = 0;
    for p in probes() {
        let (got, res) = run_probe(
            &p,
            &Options {
                numerics: tileref_interp::Numerics::H100,
                ..opts()
            },
        );
        assert!(
            res.reports.iter().all(|r| r.category == Category::Numerics),
            "{}: {:?}",
            p.name,
            res.reports
        );
        let got = f64_nans_as_measured(&p, got);
        compared += got.len();
        if got != p.h100 {
            differ.push(p.name.clone());
        }
    }
    eprintln!("{compared} elements; differ: {differ:?}");
    assert!(differ.is_empty(), "{differ:?}");
}

/// Under `--numerics h100` f32 maxf and minf reductions (folded on the bits without dispatch)
/// give what the spec mode gives, since their result does not depend on the order: ±0 ties,
/// infinities, and rows with a NaN (which take the general path) included; addf rows with a NaN
/// give the NaN policy's NaN.
#[test]
fn fast_h100_folds_match_the_general_ones() {
    let mut r = tileref_interp::rng::SplitMix64(9);
    let specials = [
        0x0000_0000u32,
        0x8000_0000,
        0x7F80_0000,
        0xFF80_0000,
        0x0000_0001,
        0x8000_0001,
    ];
    let mut x: Vec<u32> = (0..8 * 256)
        .map(|i| match r.next() % 8 {
            0 => specials[i % specials.len()],
            _ => (r.next() as u32) & 0xBFFF_FFFF,
        })
        .collect();
    x[3 * 256 + 17] = 0x7FC0_0001;
    x[5 * 256 + 200] = 0xFFC0_0000;
    for (op, id) in [
        ("maxf", "0xFF800000"),
        ("minf", "0x7F800000"),
        ("addf", "-0.000000e+00"),
    ] {
        let region = format!("(%e: tile<f32>, %acc: tile<f32>) {{\n%y = {op} %e, %acc : tile<f32>\nyield %y : tile<f32>\n}}");
        let src = module(
            "%p: tile<ptr<f32>>, %o: tile<ptr<f32>>",
            &format!("{}    %r = reduce %x dim=1 identities=[{id} : f32] : tile<8x256xf32> -> tile<8xf32>\n{region}\n{}", load("%p", "x", &[8, 256], "f32"), store("%o", "%r", &[8], "f32")),
        );
        let run = |numerics| {
            run_opts(
                &src,
                [1, 1, 1],
                vec![Arg::Buf(u32b(&x)), zeros(32)],
                &Options { numerics, ..opts() },
            )
            .u32s(1)
        };
        let (h, s) = (
            run(tileref_interp::Numerics::H100),
            run(tileref_interp::Numerics::Spec),
        );
        if op == "addf" {
            assert_eq!(h[3], 0x7FFF_FFFF, "{h:x?}");
            assert_eq!(h[5], 0x7FFF_FFFF, "{h:x?}");
        } else {
            assert_eq!(h, s, "{op}");
        }
    }
}
