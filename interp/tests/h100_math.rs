//! `--numerics h100` math against the GPU: outputs of tileiras 13.5.37 kernels on an H200
//! (sm_90) recorded in `tests/data/h100_math_samples.json` (random inputs, every subnormal
//! result among them, f16/bf16 specials). The whole input range was checked on the GPU machine
//! by interp/tools/h100_math_verify.py (docs/numerics.md); these samples keep the check here.

mod support;
use support::*;
use tileref_interp::hw::libdevice;
use tileref_interp::numeric::{MathFn, BF16, F16, F32};
use tileref_interp::{Category, Numerics, Options};

fn samples() -> Vec<(String, String, Vec<(u64, u64)>)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/h100_math_samples.json"
    ))
    .unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hex = |v: &serde_json::Value| u64::from_str_radix(v.as_str().unwrap(), 16).unwrap();
    doc["ops"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| {
            let (op, t) = k.split_once(' ').unwrap();
            let pairs = v
                .as_array()
                .unwrap()
                .iter()
                .map(|p| (hex(&p[0]), hex(&p[1])))
                .collect();
            (op.to_string(), t.to_string(), pairs)
        })
        .collect()
}

#[test]
fn libdevice_unary_gives_the_gpu_bits() {
    let mut n = 0;
    for (op, t, pairs) in samples() {
        let (name, ftz, approx) = match op.split_once('_') {
            Some((o, "ftz")) => (o, true, false),
            Some((o, "approx")) => (o, false, true),
            _ => (op.as_str(), false, false),
        };
        let fmt = match t.as_str() {
            "f32" => F32,
            "f16" => F16,
            _ => BF16,
        };
        let f = libdevice::unary(MathFn::of_op(name).unwrap(), &fmt, ftz, approx).unwrap();
        for (x, y) in pairs {
            assert_eq!(f(x), y, "{op} {t} {x:#x}");
            n += 1;
        }
    }
    assert!(n > 9000, "{n}");
}

/// Through a launch: `exp` of an f32 tile under `Numerics::H100` gives the GPU's bits and a
/// note naming the model; the spec mode gives the correctly rounded values, which differ.
#[test]
fn exp_in_a_launch() {
    let (_, _, pairs) = samples()
        .into_iter()
        .find(|(o, t, _)| o == "exp" && t == "f32")
        .unwrap();
    let pairs: Vec<(u64, u64)> = pairs.into_iter().take(1024).collect();
    let xs: Vec<u32> = pairs.iter().map(|p| p.0 as u32).collect();
    let src = module(
        "%p: tile<ptr<f32>>, %o: tile<ptr<f32>>",
        &format!(
            "{}    %e = exp %x : tile<1024xf32>\n{}",
            load("%p", "x", &[1024], "f32"),
            store("%o", "%e", &[1024], "f32")
        ),
    );
    let run = |numerics| {
        run_opts(
            &src,
            [1, 1, 1],
            vec![Arg::Buf(u32b(&xs)), zeros(4096)],
            &Options { numerics, ..opts() },
        )
    };
    let h = run(Numerics::H100);
    let got = h.u32s(1);
    for (g, (x, y)) in got.iter().zip(&pairs) {
        assert_eq!(*g as u64, *y, "exp({x:#x})");
    }
    let notes: Vec<_> = h
        .result
        .reports
        .iter()
        .filter(|r| r.category == Category::Numerics)
        .collect();
    assert_eq!(notes.len(), 1);
    assert_eq!(notes[0].kind, "h100-math");
    let spec = run(Numerics::Spec).u32s(1);
    let differ = spec.iter().zip(&got).filter(|(a, b)| a != b).count();
    // Random bit patterns: most saturate (0, inf, NaN, 1) in both modes; 37 of these differ.
    assert!(differ >= 20, "{differ}");
}
