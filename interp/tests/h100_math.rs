//! `--numerics h100` math against the GPU: outputs of tileiras 13.5.37 kernels on an H200
//! (sm_90) recorded in `tests/data/h100_math_samples.json` (random inputs, every subnormal
//! result among them, f16/bf16 specials). The whole input range was checked on the GPU machine
//! by interp/tools/h100_math_verify.py (docs/numerics.md); these samples keep the check here.

mod support;
use support::*;
use tileref_interp::hw::libdevice;
use tileref_interp::numeric::{MathFn, BF16, F16, F32, F64};
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

/// sin, cos, tan, pow, atan2 (f32) and exp (f64) against libdevice's own routines compiled for
/// the host (`tests/data/libdevice_samples.json`, made by interp/tools/libdevice_oracle.py, which
/// also compared every f32 input of the unary ones, ~2^24 pairs of the binary ones and 12.6 M
/// f64 inputs of exp).
#[test]
fn libdevice_models_match_libdevice_on_the_host() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/libdevice_samples.json"
    ))
    .unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hex = |v: &serde_json::Value| u64::from_str_radix(v.as_str().unwrap(), 16).unwrap();
    let mut n = 0;
    for (k, v) in doc["ops"].as_object().unwrap() {
        let (op, t) = k.split_once(' ').unwrap();
        let fmt = if t == "f64" { F64 } else { F32 };
        let binary = match op {
            "pow" => Some(libdevice::Binary::Pow),
            "atan2" => Some(libdevice::Binary::Atan2),
            _ => None,
        };
        for p in v.as_array().unwrap() {
            let p: Vec<u64> = p.as_array().unwrap().iter().map(hex).collect();
            let got = match binary {
                Some(b) => libdevice::binary(b, &F32).unwrap()(p[0], p[1]),
                None => {
                    libdevice::unary(MathFn::of_op(op).unwrap(), &fmt, false, false).unwrap()(p[0])
                }
            };
            assert_eq!(got, *p.last().unwrap(), "{op} {p:x?}");
            n += 1;
        }
    }
    assert!(n > 25_000, "{n}");
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

/// In a launch: `fpowf` and `atan2` follow the libdevice models (checked here against the
/// host-compiled libdevice samples); `tanh` with `rounding<approx>` (MUFU.TANH, not modelled)
/// keeps the spec answer and says so, rather than borrowing the full-precision model.
#[test]
fn binary_math_and_approx_tanh_in_a_launch() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/libdevice_samples.json"
    ))
    .unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hex = |v: &serde_json::Value| u32::from_str_radix(v.as_str().unwrap(), 16).unwrap();
    for op in ["fpowf", "atan2"] {
        let key = if op == "fpowf" {
            "pow f32"
        } else {
            "atan2 f32"
        };
        let trip: Vec<[u32; 3]> = doc["ops"][key].as_array().unwrap()[..1024]
            .iter()
            .map(|p| {
                let p = p.as_array().unwrap();
                [hex(&p[0]), hex(&p[1]), hex(&p[2])]
            })
            .collect();
        let src = module(
            "%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %o: tile<ptr<f32>>",
            &format!(
                "{}{}    %e = {op} %x, %y : tile<1024xf32>\n{}",
                load("%p", "x", &[1024], "f32"),
                load("%q", "y", &[1024], "f32"),
                store("%o", "%e", &[1024], "f32")
            ),
        );
        let xs: Vec<u32> = trip.iter().map(|t| t[0]).collect();
        let ys: Vec<u32> = trip.iter().map(|t| t[1]).collect();
        let r = run_opts(
            &src,
            [1, 1, 1],
            vec![Arg::Buf(u32b(&xs)), Arg::Buf(u32b(&ys)), zeros(4096)],
            &Options {
                numerics: Numerics::H100,
                ..opts()
            },
        );
        for (g, t) in r.u32s(2).iter().zip(&trip) {
            assert_eq!(*g, t[2], "{op}({:#x}, {:#x})", t[0], t[1]);
        }
        assert!(
            r.result.reports.iter().any(|n| n.kind == "h100-math"),
            "{op}"
        );
    }
    let src = module(
        "%p: tile<ptr<f32>>, %o: tile<ptr<f32>>",
        &format!(
            "{}    %e = tanh %x rounding<approx> : tile<16xf32>\n{}",
            load("%p", "x", &[16], "f32"),
            store("%o", "%e", &[16], "f32")
        ),
    );
    let xs: Vec<u32> = (0..16).map(|i| (0.1f32 * i as f32).to_bits()).collect();
    let run = |numerics| {
        run_opts(
            &src,
            [1, 1, 1],
            vec![Arg::Buf(u32b(&xs)), zeros(64)],
            &Options { numerics, ..opts() },
        )
    };
    let h = run(Numerics::H100);
    assert!(
        h.result.reports.iter().any(|n| n.kind == "h100-unmodelled"),
        "{:#?}",
        h.result.reports
    );
    assert_eq!(h.u32s(1), run(Numerics::Spec).u32s(1));
}
