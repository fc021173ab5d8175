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

#[test]
fn integer_ops_beyond_arithmetic() {
    let p = "%a: tile<i32>, %b: tile<i32>";
    let ptx = lower_src("    %c = divi %a, %b signed rounding<positive_inf> : tile<i32>", p).unwrap().ptx;
    assert!(ptx.contains("div.s32") && ptx.contains("mul.lo.s32") && ptx.contains("xor.b32") && ptx.contains("setp.ge.s32"), "{ptx}");
    let ptx = lower_src("    %c = divi %a, %b unsigned : tile<i32>", p).unwrap().ptx;
    assert!(ptx.contains("div.u32") && !ptx.contains("add.s32"), "{ptx}");
    // Signed remi by -1 divides by 1 instead (PTX leaves MIN / -1 unspecified).
    let ptx = lower_src("    %c = remi %a, %b signed : tile<i32>", p).unwrap().ptx;
    assert!(ptx.contains("setp.eq.s32") && ptx.contains("selp.b32") && ptx.contains("div.s32") && !ptx.contains("rem."), "{ptx}");
    let ptx = lower_src("    %c = mulhii %a, %b : tile<i32>", p).unwrap().ptx;
    assert!(ptx.contains("mul.hi.u32"), "{ptx}");
    let ptx = lower_src("    %c = maxi %a, %b unsigned : tile<i32>", p).unwrap().ptx;
    assert!(ptx.contains("max.u32"), "{ptx}");
    let ptx = lower_src("    %c = absi %a : tile<i32>", p).unwrap().ptx;
    assert!(ptx.contains("sub.s32") && ptx.contains("setp.lt.s32") && ptx.contains("selp.b32"), "{ptx}");
    // i8 unsigned: zero-extended first, re-normalised after.
    let ptx = lower_src("    %c = mini %a, %b unsigned : tile<i8>", "%a: tile<i8>, %b: tile<i8>").unwrap().ptx;
    assert!(ptx.contains("and.b16") && ptx.contains("min.u16") && ptx.contains("cvt.s16.s8"), "{ptx}");
    // i1 forms are predicate logic.
    let q = "%a: tile<i1>, %b: tile<i1>";
    let ptx = lower_src("    %c = maxi %a, %b signed : tile<i1>", q).unwrap().ptx;
    assert!(ptx.contains("and.pred"), "{ptx}");
    let ptx = lower_src("    %c = shli %a, %b : tile<i1>", q).unwrap().ptx;
    assert!(ptx.contains("not.pred") && ptx.contains("and.pred"), "{ptx}");
    let ptx = lower_src("    %c = cmpi less_than %a, %b, signed : tile<i1> -> tile<i1>", q).unwrap().ptx;
    assert!(ptx.contains("selp.b32") && ptx.contains("setp.lt.s32"), "{ptx}");
}

#[test]
fn i4_through_exti_and_trunci() {
    let ptx = lower_src("    %y = trunci %a : tile<i32> -> tile<i4>\n    %z = exti %y unsigned : tile<i4> -> tile<i64>", "%a: tile<i32>").unwrap().ptx;
    assert!(ptx.contains("cvt.u16.u32") && ptx.contains("shl.b16") && ptx.contains("shr.s16") && ptx.contains("and.b16") && ptx.contains("cvt.u64.u16"), "{ptx}");
    // Other ops on i4 are still refused.
    let e = lower_src("    %y = trunci %a : tile<i32> -> tile<i4>\n    %z = addi %y, %y : tile<i4>", "%a: tile<i32>").unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { op: "addi", .. }), "{e}");
}

const PTRS: &str = "%p: tile<ptr<f32>>, %m: tile<ptr<i1>>";

fn ptr_tile(name: &str, param: &str, elem: &str, n: u32) -> String {
    format!(
        "    %{name}r = reshape %{param} : tile<ptr<{elem}>> -> tile<1xptr<{elem}>>\n    %{name}b = broadcast %{name}r : tile<1xptr<{elem}>> -> tile<{n}xptr<{elem}>>\n    %{name}i = iota : tile<{n}xi32>\n    %{name} = offset %{name}b, %{name}i : tile<{n}xptr<{elem}>>, tile<{n}xi32> -> tile<{n}xptr<{elem}>>\n"
    )
}

#[test]
fn pointer_loads_and_stores() {
    let body = format!(
        "{}{}    %k, %t0 = load_ptr_tko weak %pm : tile<16xptr<i1>> -> tile<16xi1>, token\n    %z = constant <f32: 2.0> : tile<16xf32>\n    %x, %t1 = load_ptr_tko acquire device %pp, %k, %z : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token\n    %t2 = store_ptr_tko release tl_blk %pp, %x, %k token=%t1 : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token",
        ptr_tile("pp", "p", "f32", 16),
        ptr_tile("pm", "m", "i1", 16)
    );
    let ptx = lower_src(&body, PTRS).unwrap().ptx;
    for want in ["mad.lo.s64", "ld.global.u8", "@%p0 ld.acquire.gpu.global.b32", "@%p0 st.release.cta.global.b32", "mov.b32 %f1, %f0;"] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // A rank-0 store from a 16-thread block is made by thread 0 only.
    let ptx = lower_src(
        &format!("{}    %v = constant <f32: 1.0> : tile<f32>\n    %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token", ptr_tile("pp", "p", "f32", 16)),
        PTRS,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("setp.lt.u32 %p0, %r0, 1;") && ptx.contains("@%p0 st.global.b32"), "{ptx}");
    let ptx = lower_src(
        "    %i = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>\n    %q = int_to_ptr %i : tile<i64> -> tile<ptr<i32>>\n    %r = ptr_to_ptr %q : tile<ptr<i32>> -> tile<ptr<f32>>",
        PTRS,
    );
    assert!(ptx.is_ok(), "{ptx:?}");
}

#[test]
fn atomics_and_fences() {
    let p = "%p: tile<ptr<i32>>, %f: tile<ptr<f32>>";
    let body = format!(
        "{}    %a = iota : tile<16xi32>\n    %o, %t = atomic_rmw_tko acq_rel device %pp, max, %a : tile<16xptr<i32>>, tile<16xi32> -> tile<16xi32>, token\n    %c, %t2 = atomic_cas_tko relaxed sys %pp, %a, %o : tile<16xptr<i32>>, tile<16xi32> -> tile<16xi32>, token\n    %t3 = memory_fence_alias_tko %t2 -> token",
        ptr_tile("pp", "p", "i32", 16)
    );
    let ptx = lower_src(&body, p).unwrap().ptx;
    for want in ["atom.acq_rel.gpu.global.max.s32", "atom.relaxed.sys.global.cas.b32", "fence.acq_rel.cta;"] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // addf is a compare-and-swap loop around add.rn and NaN canonicalisation.
    let body = format!(
        "{}    %a = constant <f32: 1.0> : tile<16xf32>\n    %o, %t = atomic_rmw_tko relaxed tl_blk %pf, addf, %a : tile<16xptr<f32>>, tile<16xf32> -> tile<16xf32>, token",
        ptr_tile("pf", "f", "f32", 16)
    );
    let ptx = lower_src(&body, p).unwrap().ptx;
    for want in ["ld.relaxed.cta.global.b32", "add.rn.f32", "testp.notanumber.f32", "atom.relaxed.cta.global.cas.b32", "bra $L"] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    assert!(!ptx.contains("atom.relaxed.cta.global.add.f32"), "{ptx}");
    // The old values of a rank-0 atomic would have to reach every thread: refused while used.
    let body = format!(
        "{}    %a = constant <i32: 1> : tile<i32>\n    %o, %t = atomic_rmw_tko relaxed device %p, add, %a : tile<ptr<i32>>, tile<i32> -> tile<i32>, token\n    %t2 = store_ptr_tko weak %p, %o : tile<ptr<i32>>, tile<i32> -> token",
        ptr_tile("pp", "p", "i32", 16)
    );
    let e = lower_src(&body, p).unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { op: "atomic_rmw_tko", .. }), "{e}");
    // Unused, it is performed once, by thread 0.
    let body = format!(
        "{}    %a = constant <i32: 1> : tile<i32>\n    %o, %t = atomic_rmw_tko relaxed device %p, add, %a : tile<ptr<i32>>, tile<i32> -> tile<i32>, token",
        ptr_tile("pp", "p", "i32", 16)
    );
    let ptx = lower_src(&body, p).unwrap().ptx;
    assert!(ptx.contains("setp.lt.u32 %p0, %r0, 1;") && ptx.contains("@%p0 atom.relaxed.gpu.global.add.u32"), "{ptx}");
}
