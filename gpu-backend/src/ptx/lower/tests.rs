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
    let e = lower_src("    %c = exp %a : tile<f32>", p).unwrap_err();
    assert!(matches!(e, LowerError::NotLowered { op: "exp", .. }), "{e}");
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
