//! `--numerics h100` mmaf against the GPU: outputs of tileiras 13.5.37 kernels on an H200
//! (sm_90) recorded in `tests/data/h100_mma_samples.json` by interp/tools/h100_mma_probe.py
//! `fixture` (each sample: one output, its A row, B column and C). The probe's whole runs
//! (docs/numerics.md) were checked on the GPU's results with `h100_mma_probe.py check`; these
//! samples keep the check here, for every instruction family and input distribution.

mod support;
use support::*;
use tileref_interp::halt::Halt;
use tileref_interp::hw::tensor::{self, Unit};
use tileref_interp::numeric::{Format, BF16, F16, F32, F64, F8E4M3FN, F8E5M2, TF32};
use tileref_interp::{Numerics, Options};
use tileref_spec::types::ElemType;

fn format(name: &str) -> (Format, ElemType) {
    match name {
        "f16" => (F16, ElemType::F16),
        "bf16" => (BF16, ElemType::BF16),
        "tf32" => (TF32, ElemType::TF32),
        "f32" => (F32, ElemType::F32),
        "f64" => (F64, ElemType::F64),
        "f8E4M3FN" => (F8E4M3FN, ElemType::F8E4M3FN),
        "f8E5M2" => (F8E5M2, ElemType::F8E5M2),
        _ => panic!("{name}"),
    }
}

/// One GPU output with what it came from.
struct Sample {
    config: String,
    dist: String,
    fa: Format,
    fc: Format,
    /// The unit tileiras's table gives the sample's types and shape.
    unit: Unit,
    row: Vec<u64>,
    col: Vec<u64>,
    acc: u64,
    gpu: u64,
    fast_acc: bool,
}

impl Sample {
    /// The sample's output under `unit`.
    fn run(&self, unit: Unit) -> u64 {
        tensor::mmaf(
            unit,
            &self.fa,
            &self.fc,
            &self.row,
            &self.col,
            &[self.acc],
            (1, 1, self.row.len(), 1),
            self.fast_acc,
            &Halt::default(),
        )
        .unwrap()[0]
    }
}

fn samples() -> Vec<Sample> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/h100_mma_samples.json"
    ))
    .unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hexes = |v: &serde_json::Value| -> Vec<u64> {
        v.as_str()
            .unwrap()
            .split_whitespace()
            .map(|x| u64::from_str_radix(x, 16).unwrap())
            .collect()
    };
    doc["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let (fa, ta) = format(s["a"].as_str().unwrap());
            let (fc, tc) = format(s["c"].as_str().unwrap());
            let sh: Vec<usize> = s["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as usize)
                .collect();
            // The batch of a 3-D mmaf, 0 for a 2-D one.
            let batch = s["batch"].as_u64().unwrap_or(0) as usize;
            let config = s["config"].as_str().unwrap().to_string();
            let unit = tensor::unit(ta, tc, batch, sh[0], sh[1], sh[2])
                .unwrap_or_else(|| panic!("{config} has no unit in the table"));
            // tf32 sits in memory as the high 19 bits of a 32-bit word; tiles hold the 19 bits.
            let tile = |x: u64| if fa == TF32 { x >> 13 } else { x };
            Sample {
                config,
                dist: s["dist"].as_str().unwrap().to_string(),
                fa,
                fc,
                unit,
                row: hexes(&s["row"]).into_iter().map(tile).collect(),
                col: hexes(&s["col"]).into_iter().map(tile).collect(),
                acc: hexes(&s["acc"])[0],
                gpu: hexes(&s["gpu"])[0],
                fast_acc: s["fast_acc"].as_bool().unwrap(),
            }
        })
        .collect()
}

#[test]
fn every_sample_gives_the_gpu_bits() {
    let mut units = std::collections::BTreeMap::new();
    let (mut n, mut bad) = (0, vec![]);
    for s in samples() {
        *units.entry(format!("{:?}", s.unit)).or_insert(0) += 1;
        let got = s.run(s.unit);
        // f64 NaNs: the GPU keeps payloads, tileref its canonical NaN (docs/numerics.md).
        let same = got == s.gpu || (s.fc == F64 && s.fc.is_nan(got) && s.fc.is_nan(s.gpu));
        if !same {
            bad.push(format!(
                "{} {}: gpu {:#x}, tileref {got:#x}",
                s.config, s.dist, s.gpu
            ));
        }
        n += 1;
    }
    assert!(
        bad.is_empty(),
        "{} of {n} differ: {:#?}",
        bad.len(),
        &bad[..bad.len().min(10)]
    );
    // The fixture reaches every family: wgmma (k 8, 16, 32), HMMA (k 8, 16), FFMA, DMMA.
    assert!(n >= 1000, "{n}");
    assert!(units.len() >= 7, "{units:?}");
}

/// The step length matters: the wide samples of every tensor-core unit, run with steps half
/// as long, disagree with the GPU.
#[test]
fn the_samples_tell_the_units_apart() {
    let mut wrong = 0;
    for s in samples() {
        let Unit::Tensor { k, f8, name } = s.unit else {
            continue;
        };
        if s.dist != "wide" {
            continue;
        }
        let other = Unit::Tensor {
            k: (k / 2).max(1),
            f8,
            name,
        };
        wrong += (s.run(other) != s.gpu) as usize;
    }
    assert!(wrong > 50, "{wrong}");
}

/// In a launch: an f16 mmaf of a measured shape follows the tensor-core model and says so;
/// one of a shape the table lacks keeps the spec answer and is reported unmodelled.
#[test]
fn a_launch_reports_the_model_or_its_absence() {
    let body = |m: usize, k: usize, n: usize| {
        format!(
            "{}{}{}    %d = mmaf %a, %b, %c : tile<{m}x{k}xf16>, tile<{k}x{n}xf16>, tile<{m}x{n}xf32>\n{}",
            load("%p", "a", &[m, k], "f16"),
            load("%q", "b", &[k, n], "f16"),
            load("%r", "c", &[m, n], "f32"),
            store("%o", "%d", &[m, n], "f32")
        )
    };
    let params = "%p: tile<ptr<f16>>, %q: tile<ptr<f16>>, %r: tile<ptr<f32>>, %o: tile<ptr<f32>>";
    for (m, k, n, kind) in [(64, 16, 64, "h100-mma"), (2, 2, 2, "h100-unmodelled")] {
        let src = module(params, &body(m, k, n));
        // Values whose exact sum needs more than 25 bits: the model and the spec part ways.
        let a: Vec<u16> = (0..m * k)
            .map(|i| if i % 2 == 0 { 0x6400 } else { 0x1400 })
            .collect();
        let b: Vec<u16> = (0..k * n)
            .map(|i| [0x3c00, 0x3c01, 0xbc00][i % 3])
            .collect();
        let out = run_opts(
            &src,
            [1, 1, 1],
            vec![
                Arg::Buf(u16b(&a)),
                Arg::Buf(u16b(&b)),
                zeros(m * n * 4),
                zeros(m * n * 4),
            ],
            &Options {
                numerics: Numerics::H100,
                ..opts()
            },
        );
        assert!(
            out.result.reports.iter().any(|r| r.kind == kind),
            "{m}x{k}x{n}: {:?}",
            out.result.reports
        );
    }
}
