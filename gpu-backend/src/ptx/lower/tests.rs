use super::*;

/// Deterministic xorshift for the lowering's tests.
pub(super) struct Rng(pub u64);
impl Rng {
    pub(super) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

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
    let ptx = lower_src("    %c = addf %a, %b rounding<zero> : tile<f32>", p)
        .unwrap()
        .ptx;
    assert!(ptx.contains("add.rz.f32"), "{ptx}");
    let ptx = lower_src(
        "    %c = mulf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>",
        p,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("mul.rp.ftz.f32"), "{ptx}");
    let ptx = lower_src(
        "    %c = cmpf less_than unordered %a, %b : tile<f32> -> tile<i1>",
        p,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("setp.ltu.f32"), "{ptx}");
    // divf approx: x * RN(1/y) with the large-divisor rule; full: the correctly rounded quotient.
    let ptx = lower_src("    %c = divf %a, %b rounding<approx> : tile<f32>", p)
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("rcp.rn.f32") && ptx.contains("mul.rn.f32") && ptx.contains("0f7E800000"),
        "{ptx}"
    );
    let ptx = lower_src(
        "    %c = divf %a, %b rounding<full> flush_to_zero : tile<f32>",
        p,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("div.rn.ftz.f32"), "{ptx}");
    let e = lower_src(
        "    %c = divf %a, %b rounding<approx> : tile<f64>",
        "%a: tile<f64>, %b: tile<f64>",
    )
    .unwrap_err();
    assert!(
        matches!(e, LowerError::Unsupported { op: "divf", .. }),
        "{e}"
    );
    let ptx = lower_src(
        "    %c = sqrt %a rounding<negative_inf> flush_to_zero : tile<f32>",
        p,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("sqrt.rm.ftz.f32"), "{ptx}");
    // atan2 f64: double-double (math/pow_atan2_f64.rs, `pow_and_atan2_f64_lower`).
    let ptx = lower_src(
        "    %c = atan2 %a, %b : tile<f64>",
        "%a: tile<f64>, %b: tile<f64>",
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("div.rn.f64") && !ptx.contains(".f32"), "{ptx}");
    // Saturating ftoi sets NaN inputs to 0 itself: the H100's cvt gives the most negative
    // value for f64 sources and 64-bit results (found by the corpus on the GPU).
    let ptx = lower_src(
        "    %c = ftoi %a signed saturating : tile<f64> -> tile<i64>",
        "%a: tile<f64>",
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("cvt.rzi.sat.s64.f64")
            && ptx.contains("setp.nan.f64")
            && ptx.contains("selp.b64"),
        "{ptx}"
    );
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
fn control_flow_branches_uniformly_and_carries_values() {
    let body = "    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 10> : tile<i32>
    %st = constant <i32: 3> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %s, %t = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%a = %z, %b = %iv0) -> (tile<i32>, tile<i32>) {
    %n = addi %a, %iv : tile<i32>
    continue %b, %n : tile<i32>, tile<i32>
    }
    %tk = store_ptr_tko weak %o, %s : tile<ptr<i32>>, tile<i32> -> token";
    let ptx = lower_src(body, "%o: tile<ptr<i32>>, %iv0: tile<i32>")
        .unwrap()
        .ptx;
    // Zero trips leave the initial values; the store after the loop reads the result registers.
    assert!(
        ptx.contains("setp.lt.s32")
            && ptx.contains("@%p3 bra.uni $L0;")
            && ptx.contains("st.global.b32"),
        "{ptx}"
    );
    let body = "    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 10> : tile<i32>
    %st = constant <i32: 3> : tile<i32>
    %s, %t = for unsigned %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%a = %x, %b = %y) -> (tile<i32>, tile<i32>) {
    %n = addi %a, %iv : tile<i32>
    continue %b, %n : tile<i32>, tile<i32>
    }
    %c = cmpi equal %s, %t, signed : tile<i32> -> tile<i1>
    %r = if %c -> (tile<i32>) {
    yield %s : tile<i32>
    } else {
    yield %t : tile<i32>
    }";
    let ptx = lower_src(body, "%x: tile<i32>, %y: tile<i32>").unwrap().ptx;
    assert!(
        ptx.contains("setp.lt.u32") && ptx.contains("bra.uni") && ptx.contains("not.pred"),
        "{ptx}"
    );
    // The swap goes through temporaries: no carried register is read after it is written.
    assert!(ptx.matches("bra.uni").count() >= 4, "{ptx}");
}

#[test]
fn cross_thread_ops_use_shared_memory_between_barriers() {
    let tv = "tensor_view<64xf32, strides=[1]>";
    let load = format!(
        "    %v = make_tensor_view %p, shape = [64], strides = [1] : {tv}
    %pv = make_partition_view %v : partition_view<tile=(64), {tv}>
    %z = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%z] : partition_view<tile=(64), {tv}>, tile<i32> -> tile<64xf32>, token
    %m = reshape %x : tile<64xf32> -> tile<8x8xf32>"
    );
    let reduce = format!(
        "{load}
    %r = reduce %m dim=1 identities=[0.0 : f32] : tile<8x8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {{
    %y = addf %a, %b : tile<f32>
    yield %y : tile<f32>
    }}"
    );
    let l = lower_src(&reduce, "%p: tile<ptr<f32>>").unwrap();
    assert!(
        l.ptx.contains(".shared .align 16 .b8 tr_scratch[")
            && l.ptx.contains("st.shared.b32")
            && l.ptx.contains("add.rn.f32"),
        "{}",
        l.ptx
    );
    assert!(l.ptx.matches("bar.sync").count() >= 3, "{}", l.ptx);
    let permute = format!("{load}\n    %q = permute %m [1, 0] : tile<8x8xf32> -> tile<8x8xf32>");
    assert!(lower_src(&permute, "%p: tile<ptr<f32>>")
        .unwrap()
        .ptx
        .contains("ld.shared.b32"));
    let mma =
        format!("{load}\n    %c = mmaf %m, %m, %m : tile<8x8xf32>, tile<8x8xf32>, tile<8x8xf32>");
    let ptx = lower_src(&mma, "%p: tile<ptr<f32>>").unwrap().ptx;
    // The exact sum: an f64 pass with its error bound, the exact accumulator behind it.
    assert!(
        ptx.contains("ld.shared.b32")
            && ptx.contains("add.rn.f64")
            && ptx.contains("cvt.rn.f32.f64")
            && ptx.contains("ld.local.s64")
            && ptx.contains("testp.notanumber.f32"),
        "{ptx}"
    );
    assert!(!ptx.contains("fma.rn.f32"), "{ptx}");
}

/// Assembles `ptx` with ptxas for `t` when ptxas runs (`TILEREF_PTXAS`, else `ptxas` on PATH);
/// with `TILEREF_REQUIRE_PTXAS` set a missing ptxas fails the test.
fn assembles(ptx: &str, t: Target) {
    use std::process::Command;
    let exe = std::env::var("TILEREF_PTXAS").unwrap_or_else(|_| "ptxas".into());
    if !Command::new(&exe)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
    {
        assert!(
            std::env::var("TILEREF_REQUIRE_PTXAS").is_err(),
            "TILEREF_REQUIRE_PTXAS is set but {exe:?} does not run"
        );
        return;
    }
    static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let path = std::env::temp_dir().join(format!(
        "tileref-unit-{}-{}.ptx",
        std::process::id(),
        SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::write(&path, ptx).expect("write ptx");
    let out = Command::new(&exe)
        .arg(format!("-arch={}", t.name()))
        .args(["-o", "/dev/null"])
        .arg(&path)
        .output()
        .expect("run ptxas");
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "{t}: {}{}\n{ptx}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Lowers `body` for every target, assembles each, and returns the sm_80 PTX.
fn lower_all(body: &str, params: &str) -> String {
    let src = format!("cuda_tile.module @m {{\n  global @table <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>\n  global constant @lut <i16: [7, -8, 9, -10]> : tile<4xi16>\n  entry @k({params}) {{\n{body}\n  }}\n}}\n");
    let m = module(&src);
    let mut first = None;
    for t in Target::ALL {
        let l = lower(&m, "k", t).unwrap_or_else(|e| panic!("{t}: {e}\n{src}"));
        assembles(&l.ptx, t);
        first.get_or_insert(l.ptx);
    }
    first.unwrap()
}

const F32_VIEW: &str = "tensor_view<16x8xf32, strides=[8,1]>";

#[test]
fn gather_index_tiles_go_through_shared_memory() {
    // The index tile's element j is in thread j % 8, but element (r, j) of the 4x8 tile is in
    // thread (8r + j) % 32: the indices are exchanged through shared memory.
    let body = format!(
        "    %tv = make_tensor_view %a, shape = [16, 8], strides = [8, 1] : {F32_VIEW}
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x8), padding_value = nan, {F32_VIEW}, sparse_dim=0>
    %g = iota : tile<4xi32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t0 = load_view_tko weak %v[%g, %c1] : gather_scatter_view<tile=(4x8), padding_value = nan, {F32_VIEW}, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x8xf32>, token
    %t1 = store_view_tko weak %x, %v[%g, %c1] : tile<4x8xf32>, gather_scatter_view<tile=(4x8), padding_value = nan, {F32_VIEW}, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return"
    );
    let ptx = lower_all(&body, "%a: tile<ptr<f32>>");
    for want in [
        ".shared .align 8 .b8 gather_index[32];",
        ".shared .align 8 .b8 gather_index_1[32];",
        "st.shared.u64",
        "ld.shared.u64",
        "bar.sync 0;",
        "setp.ge.u64",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // Only the 4 threads that own the index elements write them.
    assert!(ptx.contains("setp.lt.u32 %p0, %r0, 4;"), "{ptx}");
}

#[test]
fn dim_maps_and_strided_views_address_their_tensor_dimension() {
    let body = format!(
        "    %tv = make_tensor_view %a, shape = [16, 8], strides = [8, 1] : {F32_VIEW}
    %v = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[3,5], {F32_VIEW}, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t0 = load_view_tko weak %v[%c1, %c1] : strided_view<tile=(4x2), traversal_strides=[3,5], {F32_VIEW}, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %d0, %d1 = get_index_space_shape %v : strided_view<tile=(4x2), traversal_strides=[3,5], {F32_VIEW}, dim_map=[1, 0]> -> tile<i32>
    return"
    );
    let ptx = lower_all(&body, "%a: tile<ptr<f32>>");
    // Tile dimension 1 (inner) walks tensor dimension 0: origin index * 5, extent 16, stride 8.
    assert!(
        ptx.contains(", 5, %rd")
            && ptx.contains("setp.lt.u64 %p1, %rd5, 16;")
            && ptx.contains("mad.lo.u64 %rd4, %rd5, 8, %rd4;"),
        "{ptx}"
    );
    // Index space: ceil(8 / 3) = 3 tiles along tile dimension 0, ceil(16 / 5) = 4 along 1.
    assert!(
        ptx.contains("mov.b32 %r5, 3;") && ptx.contains("mov.b32 %r6, 4;"),
        "{ptx}"
    );
}

#[test]
fn orderings_use_strong_loads_and_stores_with_cta_barriers() {
    let view = "partition_view<tile=(64), tensor_view<128xi32, strides=[1]>>";
    let body = format!(
        "    %tv = make_tensor_view %a, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %v = make_partition_view %tv : {view}
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko acquire device %v[%c0] : {view}, tile<i32> -> tile<64xi32>, token
    %y, %t1 = load_view_tko relaxed tl_blk %v[%c0] : {view}, tile<i32> -> tile<64xi32>, token
    %t2 = store_view_tko release sys %x, %v[%c0] : tile<64xi32>, {view}, tile<i32> -> token
    %t3 = store_view_tko relaxed device %y, %v[%c0] : tile<64xi32>, {view}, tile<i32> -> token
    return"
    );
    let ptx = lower_all(&body, "%a: tile<ptr<i32>>");
    for want in [
        "ld.acquire.gpu.global.b32",
        "ld.relaxed.cta.global.b32",
        "st.release.sys.global.b32",
        "st.relaxed.gpu.global.b32",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // A barrier after the acquire and before the release (64 threads).
    let acq = ptx.find("ld.acquire").unwrap();
    let rel = ptx.find("st.release").unwrap();
    assert!(
        ptx[acq..]
            .find("bar.sync 0;")
            .is_some_and(|b| acq + b < ptx.find("ld.relaxed").unwrap()),
        "{ptx}"
    );
    assert!(
        ptx[..rel]
            .rfind("bar.sync 0;")
            .is_some_and(|b| b > ptx.find("ld.relaxed").unwrap()),
        "{ptx}"
    );
    let e = lower_src(
        &format!(
            "    %tv = make_tensor_view %a, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>\n    %v = make_partition_view %tv : {view}\n    %c0 = constant <i32: 0> : tile<i32>\n    %x, %t0 = load_view_tko release device %v[%c0] : {view}, tile<i32> -> tile<64xi32>, token"
        ),
        "%a: tile<ptr<i32>>",
    );
    assert!(e.is_err(), "{e:?}");
}

#[test]
fn prints_and_asserts_call_vprintf_from_thread_0() {
    let body = "    %i = iota : tile<256xi32>
    %c = constant <i32: 300> : tile<256xi32>
    %ok = cmpi less_than %i, %c, signed : tile<256xi32> -> tile<256xi1>
    assert %ok, \"i < 300 (100%)\" : tile<256xi1>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %p = print_tko \"i %d f %.2f\\n\", %i, %f : tile<256xi32>, tile<256xf32> -> token
    return";
    let ptx = lower_all(body, "%a: tile<ptr<i32>>");
    for want in [
        ".extern .func (.param .b32 func_retval0) vprintf",
        "call (retval0), vprintf, (param0, param1);",
        "bar.red.or.pred",
        "trap;",
        "cvt.f64.f32",
        ".shared .align 8 .b8 print_values[4096];",
        ".local .align 8 .b8 print_args[256];",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // 512 values in calls of 32; the assert message escapes its percent sign.
    assert_eq!(
        ptx.matches("call (retval0), vprintf").count(),
        16 + 1,
        "{ptx}"
    );
    let msg: Vec<String> = "assertion failed: i < 300 (100%%)\n\0"
        .bytes()
        .map(|b| b.to_string())
        .collect();
    assert!(ptx.contains(&msg.join(", ")), "{ptx}");
    let e = lower_src(
        "    %p = print_tko \"%c\\n\", %a : tile<i32> -> token",
        "%a: tile<i32>",
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            LowerError::Unsupported {
                op: "print_tko",
                ..
            }
        ),
        "{e}"
    );
    let e = lower_src(
        "    %p = print_tko \"%d\\n\", %a : tile<f32> -> token",
        "%a: tile<f32>",
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            LowerError::Unsupported {
                op: "print_tko",
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn globals_and_allocas_live_in_global_memory() {
    let view = "partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>";
    let body = format!(
        "    %g = get_global @table : tile<ptr<f32>>
    %g2 = get_global @table : tile<ptr<f32>>
    %s = alloca num_elem = 4, alignment = 64 : tile<ptr<f32>>
    %gv = make_tensor_view %g, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %sv = make_tensor_view %s, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %gp = make_partition_view %gv : {view}
    %sp = make_partition_view %sv : {view}
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %gp[%c0] : {view}, tile<i32> -> tile<4xf32>, token
    %t1 = store_view_tko weak %x, %sp[%c0] : tile<4xf32>, {view}, tile<i32> -> token
    %l = get_global @lut : tile<ptr<i16>>
    return"
    );
    let ptx = lower_all(&body, "");
    // 1.0, 2.0, 3.0, 4.0 little-endian; declared once however often it is named.
    assert!(ptx.contains(".global .align 4 .b8 global_table[16] = {0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64};"), "{ptx}");
    assert_eq!(
        ptx.matches(".global .align 4 .b8 global_table").count(),
        1,
        "{ptx}"
    );
    assert!(
        ptx.contains(".global .align 2 .b8 global_lut[8] = {7, 0, 248, 255, 9, 0, 246, 255};"),
        "{ptx}"
    );
    assert!(
        ptx.contains(&format!(
            ".global .align 64 .b8 alloca[{}];",
            64 * storage::ALLOCA_BLOCKS
        )),
        "{ptx}"
    );
    assert!(
        ptx.contains("trap;") && ptx.contains("mov.u64 %rd0, global_table;"),
        "{ptx}"
    );
}

#[test]
fn shape_queries_read_the_extents() {
    let body = "    %n = constant <i32: 10> : tile<i32>
    %tv = make_tensor_view %a, shape = [%n, 6], strides = [6, 1] : tile<i32> -> tensor_view<?x6xf32, strides=[6,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<?x6xf32, strides=[6,1]>>
    %d0, %d1 = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x6xf32, strides=[6,1]>> -> tile<i64>
    %e0, %e1 = get_tensor_shape %tv : tensor_view<?x6xf32, strides=[6,1]> -> tile<i8>
    return";
    let ptx = lower_all(body, "%a: tile<ptr<f32>>");
    assert!(
        ptx.contains("div.u64") && ptx.contains("rem.u64") && ptx.contains("mov.b64 %rd7, 2;"),
        "{ptx}"
    );
    assert!(
        ptx.contains("cvt.u16.u64") && ptx.contains("mov.b16 %rs1, 6;"),
        "{ptx}"
    );
}

#[test]
fn math_instruction_choices() {
    let p = "%a: tile<f32>, %b: tile<f32>";
    // floor/ceil: one exact cvt on f32/f64; f16/bf16 through f32.
    let ptx = lower_src("    %c = floor %a : tile<f32>", p).unwrap().ptx;
    assert!(ptx.contains("cvt.rmi.f32.f32"), "{ptx}");
    let ptx = lower_src("    %c = ceil %a : tile<bf16>", "%a: tile<bf16>")
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("cvt.f32.bf16")
            && ptx.contains("cvt.rpi.f32.f32")
            && ptx.contains("cvt.rn.bf16.f32"),
        "{ptx}"
    );
    // remf: a long-division loop on the significands.
    let ptx = lower_src("    %c = remf %a, %b : tile<f32>", p)
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("rem.u64") && ptx.contains("bra $L0;") && ptx.contains("cvt.rn.f32.f64"),
        "{ptx}"
    );
    // exp in f64 with one rounding to f32, NaN canonical.
    let ptx = lower_src("    %c = exp %a : tile<f32>", p).unwrap().ptx;
    assert!(
        ptx.contains("cvt.f64.f32")
            && ptx.contains("cvt.rni.f64.f64")
            && ptx.contains("fma.rn.f64")
            && ptx.contains("testp.notanumber.f32"),
        "{ptx}"
    );
    // sin: Payne-Hanek for large arguments (64-bit products of 2/pi words).
    let ptx = lower_src("    %c = sin %a : tile<f64>", "%a: tile<f64>")
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("mul.hi.u64") && ptx.contains("11743562013128004905"),
        "{ptx}"
    ); // 0xa2f9836e4e441529
       // bf16 results: round to odd into f32, then to nearest even.
    let ptx = lower_src("    %c = log %a : tile<bf16>", "%a: tile<bf16>")
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("cvt.rz.f32.f64")
            && ptx.contains("setp.neu.f64")
            && ptx.contains("cvt.rn.bf16.f32"),
        "{ptx}"
    );
    // exp approx: x·log2(e) rounded to f32 first.
    let ptx = lower_src("    %c = exp %a rounding<approx> : tile<f32>", p)
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("mul.rn.f32") && ptx.contains("0f3FB8AA3B"),
        "{ptx}"
    );
    // fpowi with an i1 exponent reads it as 0 or -1.
    let ptx = lower_src(
        "    %c = fpowi %a, %n : tile<f32>, tile<i1>",
        "%a: tile<f32>, %n: tile<i1>",
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("selp.f64") && ptx.contains("0dBFF0000000000000"),
        "{ptx}"
    );
}

#[test]
fn integer_ops_beyond_arithmetic() {
    let p = "%a: tile<i32>, %b: tile<i32>";
    let ptx = lower_src(
        "    %c = divi %a, %b signed rounding<positive_inf> : tile<i32>",
        p,
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("div.s32")
            && ptx.contains("mul.lo.s32")
            && ptx.contains("xor.b32")
            && ptx.contains("setp.ge.s32"),
        "{ptx}"
    );
    let ptx = lower_src("    %c = divi %a, %b unsigned : tile<i32>", p)
        .unwrap()
        .ptx;
    assert!(ptx.contains("div.u32") && !ptx.contains("add.s32"), "{ptx}");
    // Signed remi by -1 divides by 1 instead (PTX leaves MIN / -1 unspecified).
    let ptx = lower_src("    %c = remi %a, %b signed : tile<i32>", p)
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("setp.eq.s32")
            && ptx.contains("selp.b32")
            && ptx.contains("div.s32")
            && !ptx.contains("rem."),
        "{ptx}"
    );
    let ptx = lower_src("    %c = mulhii %a, %b : tile<i32>", p)
        .unwrap()
        .ptx;
    assert!(ptx.contains("mul.hi.u32"), "{ptx}");
    let ptx = lower_src("    %c = maxi %a, %b unsigned : tile<i32>", p)
        .unwrap()
        .ptx;
    assert!(ptx.contains("max.u32"), "{ptx}");
    let ptx = lower_src("    %c = absi %a : tile<i32>", p).unwrap().ptx;
    assert!(
        ptx.contains("sub.s32") && ptx.contains("setp.lt.s32") && ptx.contains("selp.b32"),
        "{ptx}"
    );
    // i8 unsigned: zero-extended first, re-normalised after.
    let ptx = lower_src(
        "    %c = mini %a, %b unsigned : tile<i8>",
        "%a: tile<i8>, %b: tile<i8>",
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("and.b16") && ptx.contains("min.u16") && ptx.contains("cvt.s16.s8"),
        "{ptx}"
    );
    // i1 forms are predicate logic.
    let q = "%a: tile<i1>, %b: tile<i1>";
    let ptx = lower_src("    %c = maxi %a, %b signed : tile<i1>", q)
        .unwrap()
        .ptx;
    assert!(ptx.contains("and.pred"), "{ptx}");
    let ptx = lower_src("    %c = shli %a, %b : tile<i1>", q).unwrap().ptx;
    assert!(
        ptx.contains("not.pred") && ptx.contains("and.pred"),
        "{ptx}"
    );
    let ptx = lower_src(
        "    %c = cmpi less_than %a, %b, signed : tile<i1> -> tile<i1>",
        q,
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("selp.b32") && ptx.contains("setp.lt.s32"),
        "{ptx}"
    );
}

#[test]
fn i4_through_exti_and_trunci() {
    let ptx = lower_src("    %y = trunci %a : tile<i32> -> tile<i4>\n    %z = exti %y unsigned : tile<i4> -> tile<i64>", "%a: tile<i32>").unwrap().ptx;
    assert!(
        ptx.contains("cvt.u16.u32")
            && ptx.contains("shl.b16")
            && ptx.contains("shr.s16")
            && ptx.contains("and.b16")
            && ptx.contains("cvt.u64.u16"),
        "{ptx}"
    );
    // Other ops on i4 are still refused.
    let e = lower_src(
        "    %y = trunci %a : tile<i32> -> tile<i4>\n    %z = addi %y, %y : tile<i4>",
        "%a: tile<i32>",
    )
    .unwrap_err();
    assert!(
        matches!(e, LowerError::Unsupported { op: "addi", .. }),
        "{e}"
    );
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
    for want in [
        "mad.lo.s64",
        "ld.global.u8",
        "@%p0 ld.acquire.gpu.global.b32",
        "@%p0 st.release.cta.global.b32",
        "mov.b32 %f1, %f0;",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // A rank-0 store from a 16-thread block is made by thread 0 only.
    let ptx = lower_src(
        &format!("{}    %v = constant <f32: 1.0> : tile<f32>\n    %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token", ptr_tile("pp", "p", "f32", 16)),
        PTRS,
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("setp.lt.u32 %p0, %r0, 1;") && ptx.contains("@%p0 st.global.b32"),
        "{ptx}"
    );
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
    for want in [
        "atom.acq_rel.gpu.global.max.s32",
        "atom.relaxed.sys.global.cas.b32",
        "fence.acq_rel.cta;",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // addf is a compare-and-swap loop around add.rn and NaN canonicalisation.
    let body = format!(
        "{}    %a = constant <f32: 1.0> : tile<16xf32>\n    %o, %t = atomic_rmw_tko relaxed tl_blk %pf, addf, %a : tile<16xptr<f32>>, tile<16xf32> -> tile<16xf32>, token",
        ptr_tile("pf", "f", "f32", 16)
    );
    let ptx = lower_src(&body, p).unwrap().ptx;
    for want in [
        "ld.relaxed.cta.global.b32",
        "add.rn.f32",
        "testp.notanumber.f32",
        "atom.relaxed.cta.global.cas.b32",
        "bra $L",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    assert!(!ptx.contains("atom.relaxed.cta.global.add.f32"), "{ptx}");
    // The old values of a rank-0 atomic reach the threads holding copies through shared
    // memory: the owner (thread 0) performs it and writes the old value between barriers.
    let body = format!(
        "{}    %a = constant <i32: 1> : tile<i32>\n    %o, %t = atomic_rmw_tko relaxed device %p, add, %a : tile<ptr<i32>>, tile<i32> -> tile<i32>, token\n    %t2 = store_ptr_tko weak %p, %o : tile<ptr<i32>>, tile<i32> -> token",
        ptr_tile("pp", "p", "i32", 16)
    );
    let ptx = lower_all(&body, p);
    let (atom, st, bar, ld) = (
        ptx.find("atom.relaxed.gpu.global.add.u32"),
        ptx.find("st.shared.b32"),
        ptx.rfind("bar.sync 0"),
        ptx.find("ld.shared.b32"),
    );
    assert!(atom < st && st < bar && bar < ld && ld.is_some(), "{ptx}");
    // So do those of compare-and-swap and exchange on a tile smaller than the block (16
    // elements, 128 threads for the other tile): each owner's old value, read by all.
    let body = format!(
        "{}    %w = iota : tile<128xi32>\n    %a = iota : tile<16xi32>\n    %c, %t = atomic_cas_tko relaxed device %pp, %a, %a : tile<16xptr<i32>>, tile<16xi32> -> tile<16xi32>, token\n    %x, %t2 = atomic_rmw_tko acq_rel device %pp, xchg, %c : tile<16xptr<i32>>, tile<16xi32> -> tile<16xi32>, token\n    %t3 = store_ptr_tko weak %pp, %x : tile<16xptr<i32>>, tile<16xi32> -> token\n    %t4 = store_ptr_tko weak %qq, %w : tile<128xptr<i32>>, tile<128xi32> -> token",
        ptr_tile("pp", "p", "i32", 16) + &ptr_tile("qq", "p", "i32", 128)
    );
    let ptx = lower_all(&body, p);
    assert!(
        ptx.contains("Threads = 128")
            || ptx.contains(".reqntid 128")
            || ptx.matches("bar.sync 0").count() >= 4,
        "{ptx}"
    );
    for want in [
        "@%p",
        "atom.relaxed.gpu.global.cas.b32",
        "atom.acq_rel.gpu.global.exch.b32",
        "st.shared.b32",
        "ld.shared.b32",
    ] {
        assert!(ptx.contains(want), "{want}\n{ptx}");
    }
    // Unused, it is performed once, by thread 0.
    let body = format!(
        "{}    %a = constant <i32: 1> : tile<i32>\n    %o, %t = atomic_rmw_tko relaxed device %p, add, %a : tile<ptr<i32>>, tile<i32> -> tile<i32>, token",
        ptr_tile("pp", "p", "i32", 16)
    );
    let ptx = lower_src(&body, p).unwrap().ptx;
    assert!(
        ptx.contains("setp.lt.u32 %p0, %r0, 1;")
            && ptx.contains("@%p0 atom.relaxed.gpu.global.add.u32"),
        "{ptx}"
    );
}

#[test]
fn narrow_and_half_choices() {
    let t = |body: &str, params: &str, target: Target| {
        let src = format!("cuda_tile.module @m {{\n  entry @k({params}) {{\n{body}\n  }}\n}}\n");
        lower(&module(&src), "k", target)
    };
    // f16/bf16 in directed modes and division: through f64 in the same mode, then one rounding.
    let h = "%a: tile<f16>, %b: tile<f16>";
    let ptx = t(
        "    %c = addf %a, %b rounding<negative_inf> : tile<f16>",
        h,
        Target::Sm80,
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("cvt.f64.f16") && ptx.contains("add.rm.f64") && ptx.contains("cvt.rm.f16.f64"),
        "{ptx}"
    );
    let ptx = t("    %c = divf %a, %b : tile<f16>", h, Target::Sm90)
        .unwrap()
        .ptx;
    assert!(
        ptx.contains("div.rn.f64") && ptx.contains("cvt.rn.f16.f64"),
        "{ptx}"
    );
    // Nearest-even f16 addition keeps its one instruction.
    let ptx = t("    %c = addf %a, %b : tile<f16>", h, Target::Sm80)
        .unwrap()
        .ptx;
    assert!(ptx.contains("add.rn.f16") && !ptx.contains(".f64"), "{ptx}");
    // bf16: no cvt rounds f64 -> bf16 in directed modes; the integer sequence does.
    let b = "%a: tile<bf16>, %b: tile<bf16>";
    let ptx = t(
        "    %c = sqrt %a rounding<positive_inf> : tile<bf16>",
        b,
        Target::Sm90,
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("sqrt.rp.f64") && ptx.contains("shr.u64") && !ptx.contains("cvt.rp.bf16"),
        "{ptx}"
    );
    // Narrow formats: software conversions on every target.
    let v = "%a: tile<f32>";
    for target in Target::ALL {
        let ptx = t("    %c = ftof %a : tile<f32> -> tile<f8E4M3FN>", v, target)
            .unwrap()
            .ptx;
        assert!(
            ptx.contains("cvt.f64.f32") && ptx.contains("cvt.u16.u64") && !ptx.contains("e4m3x2"),
            "{ptx}"
        );
    }
    let ptx = t(
        "    %c = ftof %a rounding<nearest_away> : tile<f32> -> tile<f16>",
        v,
        Target::Sm80,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("setp.hs.u64"), "{ptx}");
    let ptx = t(
        "    %c = ftoi %a signed : tile<f32> -> tile<i1>",
        v,
        Target::Sm80,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("setp.neu.f32"), "{ptx}");
    let ptx = t(
        "    %c = itof %a signed : tile<i64> -> tile<bf16>",
        "%a: tile<i64>",
        Target::Sm80,
    )
    .unwrap()
    .ptx;
    assert!(
        ptx.contains("cvt.rz.f64.s64") && ptx.contains("cvt.rzi.s64.f64"),
        "{ptx}"
    );
    let e = t(
        "    %c = itof %a signed rounding<zero> : tile<i32> -> tile<f32>",
        "%a: tile<i32>",
        Target::Sm80,
    )
    .unwrap_err();
    assert!(
        matches!(e, LowerError::Unsupported { op: "itof", .. }),
        "{e}"
    );
    let e = t(
        "    %c = negf %a : tile<f8E4M3FN>",
        "%a: tile<f8E4M3FN>",
        Target::Sm80,
    )
    .unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { .. }), "{e}");
}

/// docs/ptx-backend.md lists every op without a lowering with its reason, as the table says.
#[test]
fn the_docs_list_the_ops_not_lowered() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/ptx-backend.md"
    ))
    .expect("docs/ptx-backend.md");
    let table = not_lowered_markdown();
    assert!(doc.contains(&table), "docs/ptx-backend.md must contain this table (regenerate it from `not_lowered_markdown()`):\n{table}");
}

#[test]
fn rest_ops_lower() {
    // maxf/minf flush_to_zero: both operands flushed (testp.subnormal), then the plain sequence.
    let p = "%a: tile<f32>, %b: tile<f32>";
    let ptx = lower_src("    %c = maxf %a, %b flush_to_zero : tile<f32>", p)
        .unwrap()
        .ptx;
    assert_eq!(ptx.matches("testp.subnormal.f32").count(), 2, "{ptx}");
    assert!(ptx.contains("max.f32") && ptx.contains("and.b32"), "{ptx}");
    let plain = lower_src("    %c = minf %a, %b propagate_nan : tile<f32>", p)
        .unwrap()
        .ptx;
    assert!(!plain.contains("testp.subnormal"), "{plain}");
    // Grid dependency control: griddepcontrol on sm_90, nothing before.
    let src = "cuda_tile.module @m {\n  entry @k() {\n    %t0 = make_token : token\n    \
               %t1 = gdc_wait_tko token=%t0 -> token\n    %t2 = gdc_launch_dependents_tko token=%t1 -> token\n    return\n  }\n}\n";
    let m = module(src);
    let ptx = lower(&m, "k", Target::Sm90).unwrap().ptx;
    assert!(
        ptx.contains("griddepcontrol.wait;") && ptx.contains("griddepcontrol.launch_dependents;"),
        "{ptx}"
    );
    for t in [Target::Sm80, Target::Sm86, Target::Sm89] {
        let ptx = lower(&m, "k", t).unwrap().ptx;
        assert!(!ptx.contains("griddepcontrol"), "{ptx}");
    }
    // pack of sub-byte elements assembles each byte in a register; unpack extracts with shifts.
    let body = "    %x = iota : tile<8xi8>\n    %u = unpack %x : tile<8xi8> -> tile<16xf4E2M1FN>\n    %p = pack %u : tile<16xf4E2M1FN> -> tile<8xi8>\n    \
                %q = unpack %p : tile<8xi8> -> tile<2xtf32>";
    let ptx = lower_src(body, "").unwrap().ptx;
    assert!(
        ptx.contains("st.shared.u8")
            && ptx.contains("shr.u16")
            && ptx.contains("or.b16")
            && ptx.contains("cvt.s16.s8"),
        "{ptx}"
    );
    // tf32: the upper 19 bits of the word (0xFFFFE000).
    assert!(
        ptx.contains("ld.shared.b32") && ptx.contains("and.b32") && ptx.contains("4294959104"),
        "{ptx}"
    );
    assert_eq!(ptx.matches("bar.sync").count(), 6, "{ptx}");
}

/// `Math::PtxApprox` lowers the f32 functions PTX approximates with its `.approx` instructions
/// (ptxas takes them on every target); other functions and types keep the software routines,
/// and the default is the software routines.
#[test]
fn math_can_use_ptx_approximations() {
    let src = |f: &str, ty: &str, ftz: &str| {
        format!("cuda_tile.module @m {{\n  entry @k(%a: tile<{ty}>) {{\n    %c = {f} %a{ftz} : tile<{ty}>\n  }}\n}}\n")
    };
    for (f, inst) in [
        ("exp", "ex2.approx.f32"),
        ("exp2", "ex2.approx.f32"),
        ("log", "lg2.approx.f32"),
        ("log2", "lg2.approx.f32"),
        ("sin", "sin.approx.f32"),
        ("cos", "cos.approx.f32"),
        ("tanh", "tanh.approx.f32"),
        ("rsqrt", "rsqrt.approx.f32"),
    ] {
        let m = module(&src(f, "f32", ""));
        for t in Target::ALL {
            let ptx = lower_with(&m, "k", t, Math::PtxApprox)
                .unwrap_or_else(|e| panic!("{f}: {e}"))
                .ptx;
            assert!(ptx.contains(inst) && !ptx.contains(".f64"), "{f}: {ptx}");
            assembles(&ptx, t);
        }
        assert!(
            !lower(&m, "k", Target::Sm80)
                .unwrap()
                .ptx
                .contains(".approx"),
            "{f}: the default is software"
        );
    }
    let ptx = lower_with(
        &module(&src("exp2", "f32", " flush_to_zero")),
        "k",
        Target::Sm90,
        Math::PtxApprox,
    )
    .unwrap()
    .ptx;
    assert!(ptx.contains("ex2.approx.ftz.f32"), "{ptx}");
    // No approximation for tan, nor for f64: the software routines.
    assert!(!lower_with(
        &module(&src("tan", "f32", "")),
        "k",
        Target::Sm90,
        Math::PtxApprox
    )
    .unwrap()
    .ptx
    .contains(".approx"));
    assert!(!lower_with(
        &module(&src("sin", "f64", "")),
        "k",
        Target::Sm90,
        Math::PtxApprox
    )
    .unwrap()
    .ptx
    .contains(".approx"));
    assert_eq!(Math::parse("approx"), Ok(Math::PtxApprox));
    assert!(Math::parse("fast").is_err());
}
