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
    // divf approx: x * RN(1/y) with the large-divisor rule; full: the correctly rounded quotient.
    let ptx = lower_src("    %c = divf %a, %b rounding<approx> : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("rcp.rn.f32") && ptx.contains("mul.rn.f32") && ptx.contains("0f7E800000"), "{ptx}");
    let ptx = lower_src("    %c = divf %a, %b rounding<full> flush_to_zero : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("div.rn.ftz.f32"), "{ptx}");
    let e = lower_src("    %c = divf %a, %b rounding<approx> : tile<f64>", "%a: tile<f64>, %b: tile<f64>").unwrap_err();
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

#[test]
fn narrow_and_half_choices() {
    let t = |body: &str, params: &str, target: Target| {
        let src = format!("cuda_tile.module @m {{\n  entry @k({params}) {{\n{body}\n  }}\n}}\n");
        lower(&module(&src), "k", target)
    };
    // f16/bf16 in directed modes and division: through f64 in the same mode, then one rounding.
    let h = "%a: tile<f16>, %b: tile<f16>";
    let ptx = t("    %c = addf %a, %b rounding<negative_inf> : tile<f16>", h, Target::Sm80).unwrap().ptx;
    assert!(ptx.contains("cvt.f64.f16") && ptx.contains("add.rm.f64") && ptx.contains("cvt.rm.f16.f64"), "{ptx}");
    let ptx = t("    %c = divf %a, %b : tile<f16>", h, Target::Sm90).unwrap().ptx;
    assert!(ptx.contains("div.rn.f64") && ptx.contains("cvt.rn.f16.f64"), "{ptx}");
    // Nearest-even f16 addition keeps its one instruction.
    let ptx = t("    %c = addf %a, %b : tile<f16>", h, Target::Sm80).unwrap().ptx;
    assert!(ptx.contains("add.rn.f16") && !ptx.contains(".f64"), "{ptx}");
    // bf16: no cvt rounds f64 -> bf16 in directed modes; the integer sequence does.
    let b = "%a: tile<bf16>, %b: tile<bf16>";
    let ptx = t("    %c = sqrt %a rounding<positive_inf> : tile<bf16>", b, Target::Sm90).unwrap().ptx;
    assert!(ptx.contains("sqrt.rp.f64") && ptx.contains("shr.u64") && !ptx.contains("cvt.rp.bf16"), "{ptx}");
    // Narrow formats: software conversions on every target.
    let v = "%a: tile<f32>";
    for target in Target::ALL {
        let ptx = t("    %c = ftof %a : tile<f32> -> tile<f8E4M3FN>", v, target).unwrap().ptx;
        assert!(ptx.contains("cvt.f64.f32") && ptx.contains("cvt.u16.u64") && !ptx.contains("e4m3x2"), "{ptx}");
    }
    let ptx = t("    %c = ftof %a rounding<nearest_away> : tile<f32> -> tile<f16>", v, Target::Sm80).unwrap().ptx;
    assert!(ptx.contains("setp.hs.u64"), "{ptx}");
    let ptx = t("    %c = ftoi %a signed : tile<f32> -> tile<i1>", v, Target::Sm80).unwrap().ptx;
    assert!(ptx.contains("setp.neu.f32"), "{ptx}");
    let ptx = t("    %c = itof %a signed : tile<i64> -> tile<bf16>", "%a: tile<i64>", Target::Sm80).unwrap().ptx;
    assert!(ptx.contains("cvt.rz.f64.s64") && ptx.contains("cvt.rzi.s64.f64"), "{ptx}");
    let e = t("    %c = itof %a signed rounding<zero> : tile<i32> -> tile<f32>", "%a: tile<i32>", Target::Sm80).unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { op: "itof", .. }), "{e}");
    let e = t("    %c = negf %a : tile<f8E4M3FN>", "%a: tile<f8E4M3FN>", Target::Sm80).unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { .. }), "{e}");
}
