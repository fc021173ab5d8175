//! The PTX backend's facts and text, checked by NVIDIA's assembler: every row of the capability
//! table of `ptx::target` both ways on every target (and on sm_75 below them), the `.version` the
//! modules carry, and kernels written with the `ptx::emit` builder.
//!
//! Needs `ptxas` (pip `nvidia-cuda-nvcc`): `TILEREF_PTXAS`, else `ptxas` on PATH. With
//! `TILEREF_REQUIRE_PTXAS` set a missing ptxas is a failure; otherwise each test says loudly that
//! it did not run.

use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use tileref_gpu::ptx::emit::{Kernel, Operand, Reg, RegClass, Special};
use tileref_gpu::ptx::target::{probe_ptx, Target, CAPABILITIES, PTX_ISA_VERSION};

/// The ptxas to run, or `None` (after saying so) when there is none and none is required.
fn ptxas(test: &str) -> Option<String> {
    let exe = std::env::var("TILEREF_PTXAS").unwrap_or_else(|_| "ptxas".into());
    let runs = Command::new(&exe)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if runs {
        return Some(exe);
    }
    assert!(
        std::env::var("TILEREF_REQUIRE_PTXAS").is_err(),
        "TILEREF_REQUIRE_PTXAS is set but {exe:?} does not run (set TILEREF_PTXAS or put ptxas on PATH)"
    );
    eprintln!("NOT RUN: {test} needs ptxas (pip nvidia-cuda-nvcc; set TILEREF_PTXAS or put ptxas on PATH)");
    None
}

struct Assembled {
    ok: bool,
    log: String,
}

/// `ptxas -arch={sm} -o /dev/null file.ptx` on a temporary file holding `ptx`.
fn assemble(exe: &str, sm: &str, ptx: &str) -> Assembled {
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let path = std::env::temp_dir().join(format!(
        "tileref-ptxas-{}-{}.ptx",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, ptx).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    let out = Command::new(exe)
        .arg(format!("-arch={sm}"))
        .args(["-o", "/dev/null"])
        .arg(&path)
        .output();
    let _ = std::fs::remove_file(&path);
    let out = out.unwrap_or_else(|e| panic!("run {exe}: {e}"));
    Assembled {
        ok: out.status.success(),
        log: format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    }
}

/// Every snippet of every capability, alone in a kernel, for sm_75 and each target: ptxas must
/// accept it exactly where the table says, and where it refuses, it must refuse for the target,
/// naming the table's oldest sm.
#[test]
fn capability_table_matches_ptxas_both_ways() {
    let Some(exe) = ptxas("capability_table_matches_ptxas_both_ways") else {
        return;
    };
    let sms: Vec<(&str, u32, &str)> = std::iter::once(("sm_75", 75, PTX_ISA_VERSION))
        .chain(Target::ALL.map(|t| (t.name(), t.sm(), t.isa_version())))
        .collect();
    let results: Vec<Vec<(bool, Vec<String>)>> = std::thread::scope(|s| {
        let handles: Vec<_> = sms
            .iter()
            .map(|&(sm, num, version)| {
                let exe = &exe;
                s.spawn(move || {
                    CAPABILITIES
                        .iter()
                        .map(|c| {
                            let want = num >= c.min_sm;
                            let mut wrong = Vec::new();
                            for snip in c.snippets {
                                let a = assemble(exe, sm, &probe_ptx(version, sm, &[snip]));
                                let why = format!("requires .target sm_{} or higher", c.min_sm);
                                if a.ok != want {
                                    let verb = if a.ok { "accepts" } else { "rejects" };
                                    wrong.push(format!("{}: ptxas {verb} `{snip}` on {sm} (table: sm_{}+)\n{}", c.name, c.min_sm, a.log));
                                } else if !a.ok && !a.log.contains(&why) {
                                    wrong.push(format!("{}: ptxas rejects `{snip}` on {sm}, but not with \"{why}\":\n{}", c.name, a.log));
                                }
                            }
                            (want, wrong)
                        })
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("ptxas thread"))
            .collect()
    });
    let mut failures = Vec::new();
    println!(
        "{:<22} {:>6}  {}",
        "capability",
        "min",
        sms.iter().map(|s| s.0).collect::<Vec<_>>().join("  ")
    );
    for (i, c) in CAPABILITIES.iter().enumerate() {
        let row: Vec<&str> = results
            .iter()
            .map(|r| if r[i].0 { "  yes" } else { "   no" })
            .collect();
        println!("{:<22} sm_{:<3}  {}", c.name, c.min_sm, row.join("  "));
        for r in &results {
            failures.extend(r[i].1.iter().cloned());
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreement(s) with ptxas:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The modules' `.version` is the oldest that covers the table: one step older, some capability
/// is refused on its oldest target for want of the version.
#[test]
fn ptx_isa_version_is_the_oldest_that_covers_the_table() {
    let Some(exe) = ptxas("ptx_isa_version_is_the_oldest_that_covers_the_table") else {
        return;
    };
    assert_eq!(
        PTX_ISA_VERSION, "8.1",
        "this test names the version before it; update both together"
    );
    let older = "8.0";
    let mut refused = Vec::new();
    for c in CAPABILITIES {
        let sm = format!("sm_{}", c.min_sm);
        for snip in c.snippets {
            let a = assemble(&exe, &sm, &probe_ptx(older, &sm, &[snip]));
            if !a.ok {
                assert!(
                    a.log.contains("requires PTX ISA .version 8.1"),
                    "{snip} on {sm} at {older}:\n{}",
                    a.log
                );
                let what = format!("{} on {sm}", c.name);
                if !refused.contains(&what) {
                    refused.push(what);
                }
            }
        }
    }
    assert!(
        !refused.is_empty(),
        "everything assembles at PTX ISA {older}: lower PTX_ISA_VERSION"
    );
    println!("PTX ISA {older} refuses: {}", refused.join(", "));
}

/// Each Blackwell target's `.version` is the oldest ptxas accepts for it: one minor version
/// older, ptxas refuses the target itself.
#[test]
fn blackwell_isa_versions_are_the_oldest_their_targets_accept() {
    let Some(exe) = ptxas("blackwell_isa_versions_are_the_oldest_their_targets_accept") else {
        return;
    };
    let mut checked = 0;
    for t in Target::ALL
        .into_iter()
        .filter(|t| t.isa_version() != PTX_ISA_VERSION)
    {
        let (major, minor) = t.isa_version().split_once('.').expect("x.y");
        let older = format!("{major}.{}", minor.parse::<u32>().expect("minor") - 1);
        let ok = assemble(&exe, t.name(), &probe_ptx(t.isa_version(), t.name(), &[]));
        assert!(ok.ok, "{t} at {}:\n{}", t.isa_version(), ok.log);
        let a = assemble(&exe, t.name(), &probe_ptx(&older, t.name(), &[]));
        assert!(
            !a.ok
                && a.log
                    .contains(&format!("does not support .target {}", t.name())),
            "{t} at {older}:\n{}",
            a.log
        );
        checked += 1;
    }
    assert_eq!(checked, 4, "sm_100, sm_103, sm_120, sm_121");
}

/// `c[i] = a[i] + b[i]` over f32 for `i < n`, `i = ctaid.x * ntid.x + tid.x`.
fn vector_add_f32() -> Kernel {
    let mut k = Kernel::new("vector_add_f32");
    let (pa, pb, pc, pn) = (
        k.param_ptr("a"),
        k.param_ptr("b"),
        k.param_ptr("c"),
        k.param_u32("n"),
    );
    let (a, b, c, n) = (
        k.load_param(pa),
        k.load_param(pb),
        k.load_param(pc),
        k.load_param(pn),
    );
    let i = global_index(&mut k);
    let done = bounds_check(&mut k, i, n);
    let off = k.reg(RegClass::B64);
    k.inst("mul.wide.u32", &[off.into(), i.into(), 4u32.into()]);
    let (aa, ba, ca) = (
        element(&mut k, a, off),
        element(&mut k, b, off),
        element(&mut k, c, off),
    );
    let (x, y, z) = (
        k.reg(RegClass::F32),
        k.reg(RegClass::F32),
        k.reg(RegClass::F32),
    );
    k.inst("ld.global.nc.f32", &[x.into(), Operand::Addr(aa, 0)]);
    k.inst("ld.global.nc.f32", &[y.into(), Operand::Addr(ba, 0)]);
    k.inst("add.rn.f32", &[z.into(), x.into(), y.into()]);
    k.inst("st.global.f32", &[Operand::Addr(ca, 0), z.into()]);
    k.place(done);
    k
}

fn global_index(k: &mut Kernel) -> Reg {
    let (ctaid, ntid, tid) = (
        k.read_special(Special::CtaidX),
        k.read_special(Special::NtidX),
        k.read_special(Special::TidX),
    );
    let i = k.reg(RegClass::B32);
    k.inst(
        "mad.lo.s32",
        &[i.into(), ctaid.into(), ntid.into(), tid.into()],
    );
    i
}

/// Branches to the returned label (to be placed at the end) when `i >= n`.
fn bounds_check(k: &mut Kernel, i: Reg, n: Reg) -> tileref_gpu::ptx::emit::Label {
    let out = k.reg(RegClass::Pred);
    k.inst("setp.ge.u32", &[out.into(), i.into(), n.into()]);
    let done = k.label();
    k.inst_if(out, false, "bra", &[done.into()]);
    done
}

/// The global address `base + off`.
fn element(k: &mut Kernel, base: Reg, off: Reg) -> Reg {
    let g = k.reg(RegClass::B64);
    k.inst("cvta.to.global.u64", &[g.into(), base.into()]);
    let addr = k.reg(RegClass::B64);
    k.inst("add.s64", &[addr.into(), g.into(), off.into()]);
    addr
}

#[test]
fn builder_vector_add_assembles_for_every_target() {
    let Some(exe) = ptxas("builder_vector_add_assembles_for_every_target") else {
        return;
    };
    let k = vector_add_f32();
    assert!(k.problems().is_empty(), "{:?}", k.problems());
    for t in Target::ALL {
        let ptx = k.finish(t);
        let a = assemble(&exe, t.name(), &ptx);
        assert!(a.ok, "{t}:\n{}\n{ptx}", a.log);
    }
}

/// bf16 `c[i] = a[i] + b[i]` with the per-target choice made while emitting: `add.rn.bf16` where
/// the target has it, `fma.rn.bf16 a, 1.0, b` (the same single rounding) elsewhere. The kernel
/// and parameter names need sanitising.
#[test]
fn builder_per_target_bf16_add_assembles_for_every_target() {
    let Some(exe) = ptxas("builder_per_target_bf16_add_assembles_for_every_target") else {
        return;
    };
    for t in Target::ALL {
        let mut k = Kernel::new("add bf16/v1");
        let (pa, pb, pc, pn) = (
            k.param_ptr("a[]"),
            k.param_ptr("b[]"),
            k.param_ptr("c-out"),
            k.param_u32("n"),
        );
        let (a, b, c, n) = (
            k.load_param(pa),
            k.load_param(pb),
            k.load_param(pc),
            k.load_param(pn),
        );
        let i = global_index(&mut k);
        let done = bounds_check(&mut k, i, n);
        let off = k.reg(RegClass::B64);
        k.inst("mul.wide.u32", &[off.into(), i.into(), 2u32.into()]);
        let (aa, ba, ca) = (
            element(&mut k, a, off),
            element(&mut k, b, off),
            element(&mut k, c, off),
        );
        let (x, y, z) = (
            k.reg(RegClass::B16),
            k.reg(RegClass::B16),
            k.reg(RegClass::B16),
        );
        k.inst("ld.global.b16", &[x.into(), Operand::Addr(aa, 0)]);
        k.inst("ld.global.b16", &[y.into(), Operand::Addr(ba, 0)]);
        if t.bf16_add_mul() {
            k.inst("add.rn.bf16", &[z.into(), x.into(), y.into()]);
        } else {
            let one = k.reg(RegClass::B16);
            k.inst("mov.b16", &[one.into(), Operand::ImmU(0x3f80)]);
            k.inst("fma.rn.bf16", &[z.into(), x.into(), one.into(), y.into()]);
        }
        k.inst("st.global.b16", &[Operand::Addr(ca, 0), z.into()]);
        k.place(done);
        assert!(k.problems().is_empty(), "{:?}", k.problems());
        let ptx = k.finish(t);
        assert_eq!(ptx.contains("add.rn.bf16"), t.sm() >= 90, "{ptx}");
        assert!(
            ptx.contains(".visible .entry add_bf16_v1(") && ptx.contains(".param .u64 p_c_out,"),
            "{ptx}"
        );
        let a = assemble(&exe, t.name(), &ptx);
        assert!(a.ok, "{t}:\n{}\n{ptx}", a.log);
    }
}

/// A builder kernel using a capability the target lacks is refused by ptxas: the test harness
/// itself can tell good PTX from bad.
#[test]
fn ptxas_refuses_a_capability_the_target_lacks() {
    let Some(exe) = ptxas("ptxas_refuses_a_capability_the_target_lacks") else {
        return;
    };
    let mut k = Kernel::new("fp8");
    let (x, y, p) = (
        k.reg(RegClass::F32),
        k.reg(RegClass::F32),
        k.reg(RegClass::B16),
    );
    k.inst("mov.f32", &[x.into(), 1.5f32.into()]);
    k.inst("mov.f32", &[y.into(), (-2.0f32).into()]);
    k.inst(
        "cvt.rn.satfinite.e4m3x2.f32",
        &[p.into(), x.into(), y.into()],
    );
    for t in Target::ALL {
        let a = assemble(&exe, t.name(), &k.finish(t));
        assert_eq!(a.ok, t.fp8_cvt(), "{t}:\n{}", a.log);
    }
}
