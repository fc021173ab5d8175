use super::*;

fn module(src: &str) -> Module {
    tileref_spec::text::parse_module(src).unwrap_or_else(|e| panic!("{e:?}"))
}

fn lower_src(body: &str, params: &str) -> Result<Lowered, LowerError> {
    let src = format!("cuda_tile.module @m {{\n  entry @k({params}) {{\n{body}\n  }}\n}}\n");
    lower(&module(&src), "k", Target::Sm80)
}

#[test]
fn every_element_is_held_once() {
    for n in [1u64, 2, 4, 32, 64, 128, 256, 512, 4096] {
        let t = n.min(MAX_THREADS);
        let mut seen = vec![0u32; n as usize];
        for tid in 0..t {
            for slot in 0..n / t {
                let e = slot * t + (tid & (t - 1));
                seen[e as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&c| c == 1), "n = {n}");
    }
}

#[test]
fn instruction_choices() {
    let p = "%a: tile<f32>, %b: tile<f32>";
    let ptx = lower_src("    %c = addf %a, %b rounding<zero> : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("add.rz.f32"), "{ptx}");
    let ptx = lower_src("    %c = mulf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("mul.rp.ftz.f32"), "{ptx}");
    let ptx = lower_src("    %c = cmpf less_than unordered %a, %b : tile<f32> -> tile<i1>", p).unwrap().ptx;
    assert!(ptx.contains("setp.ltu.f32"), "{ptx}");
    let e = lower_src("    %c = divf %a, %b rounding<approx> : tile<f32>", p).unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { op: "divf", .. }), "{e}");
    let ptx = lower_src("    %c = sqrt %a rounding<negative_inf> flush_to_zero : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("sqrt.rm.ftz.f32"), "{ptx}");
    let e = lower_src("    %c = atan2 %a, %b : tile<f64>", "%a: tile<f64>, %b: tile<f64>").unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { op: "atan2", .. }), "{e}");
    // Saturating ftoi sets NaN inputs to 0 itself: the H100's cvt gives the most negative
    // value for f64 sources and 64-bit results (found by the corpus on the GPU).
    let ptx = lower_src("    %c = ftoi %a signed saturating : tile<f64> -> tile<i64>", "%a: tile<f64>").unwrap().ptx;
    assert!(ptx.contains("cvt.rzi.sat.s64.f64") && ptx.contains("setp.nan.f64") && ptx.contains("selp.b64"), "{ptx}");
}

#[test]
fn every_op_is_lowered_or_has_a_reason() {
    for d in ops::all() {
        let reason = not_lowered().into_iter().find(|(n, _)| *n == d.name);
        assert!(lowering(d).is_some() != reason.is_some(), "{}", d.name);
        if let Some((_, r)) = reason {
            assert!(!r.is_empty());
        }
    }
}

#[test]
fn math_instruction_choices() {
    let p = "%a: tile<f32>, %b: tile<f32>";
    // floor/ceil: one exact cvt on f32/f64; f16/bf16 through f32.
    let ptx = lower_src("    %c = floor %a : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("cvt.rmi.f32.f32"), "{ptx}");
    let ptx = lower_src("    %c = ceil %a : tile<bf16>", "%a: tile<bf16>").unwrap().ptx;
    assert!(ptx.contains("cvt.f32.bf16") && ptx.contains("cvt.rpi.f32.f32") && ptx.contains("cvt.rn.bf16.f32"), "{ptx}");
    // remf: a long-division loop on the significands.
    let ptx = lower_src("    %c = remf %a, %b : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("rem.u64") && ptx.contains("bra $L0;") && ptx.contains("cvt.rn.f32.f64"), "{ptx}");
    // exp in f64 with one rounding to f32, NaN canonical.
    let ptx = lower_src("    %c = exp %a : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("cvt.f64.f32") && ptx.contains("cvt.rni.f64.f64") && ptx.contains("fma.rn.f64") && ptx.contains("testp.notanumber.f32"), "{ptx}");
    // sin: Payne-Hanek for large arguments (64-bit products of 2/pi words).
    let ptx = lower_src("    %c = sin %a : tile<f64>", "%a: tile<f64>").unwrap().ptx;
    assert!(ptx.contains("mul.hi.u64") && ptx.contains("11743562013128004905"), "{ptx}"); // 0xa2f9836e4e441529
    // bf16 results: round to odd into f32, then to nearest even.
    let ptx = lower_src("    %c = log %a : tile<bf16>", "%a: tile<bf16>").unwrap().ptx;
    assert!(ptx.contains("cvt.rz.f32.f64") && ptx.contains("setp.neu.f64") && ptx.contains("cvt.rn.bf16.f32"), "{ptx}");
    // exp approx: x·log2(e) rounded to f32 first.
    let ptx = lower_src("    %c = exp %a rounding<approx> : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("mul.rn.f32") && ptx.contains("0f3FB8AA3B"), "{ptx}");
    // fpowi with an i1 exponent reads it as 0 or -1.
    let ptx = lower_src("    %c = fpowi %a, %n : tile<f32>, tile<i1>", "%a: tile<f32>, %n: tile<i1>").unwrap().ptx;
    assert!(ptx.contains("selp.f64") && ptx.contains("0dBFF0000000000000"), "{ptx}");
}
