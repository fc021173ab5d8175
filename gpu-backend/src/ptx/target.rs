//! The GPUs the PTX backend emits for, and every target-dependent choice the lowering makes.
//!
//! One lowering pass serves all targets: where the PTX differs between targets, the lowering asks
//! a [`Target`] a capability question (`target.bf16_add_mul()`) while it generates code and picks
//! the instruction or the fallback sequence there. The answers all come from one table,
//! [`CAPABILITIES`]: per capability, the PTX snippets that use it and the oldest sm that has it.
//! `tests/ptxas.rs` assembles every snippet with `ptxas` for every target, plus sm_75, and checks
//! that ptxas accepts it exactly on the targets the table says, so the facts below are ptxas's own
//! answers, not recollections of the PTX ISA manual.

use std::fmt;
use std::str::FromStr;

/// A GPU architecture the PTX backend emits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// Ampere A100.
    Sm80,
    /// Ampere GA10x (RTX 30xx, A10, A40).
    Sm86,
    /// Ada (RTX 40xx, L4, L40).
    Sm89,
    /// Hopper H100 / H200.
    Sm90,
    /// Blackwell B200 / GB200.
    Sm100,
    /// Blackwell Ultra B300 / GB300.
    Sm103,
    /// Blackwell GeForce RTX 50xx, RTX PRO.
    Sm120,
    /// Blackwell GB10 (DGX Spark).
    Sm121,
}

/// The PTX ISA version in the `.version` line of modules for sm_80 to sm_90. 8.1 is the oldest
/// version in which all of [`CAPABILITIES`] assemble on their oldest target: FP8 conversions on
/// sm_89 and vector `atom`/`red` on sm_90 need 8.1, and sm_90 itself needs 7.8. ptxas 13.x
/// accepts 8.1 for those four targets. A low version keeps the PTX loadable by older drivers
/// (8.1 is CUDA 12.1). The Blackwell targets need newer versions: [`Target::isa_version`].
pub const PTX_ISA_VERSION: &str = "8.1";

/// An unknown target name, or a malformed target list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetError {
    pub message: String,
}

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TargetError {}

impl Target {
    /// Every target, oldest first.
    pub const ALL: [Target; 8] = [
        Target::Sm80,
        Target::Sm86,
        Target::Sm89,
        Target::Sm90,
        Target::Sm100,
        Target::Sm103,
        Target::Sm120,
        Target::Sm121,
    ];

    /// The compute capability as a number: 80, 86, 89, 90, 100, 103, 120, 121.
    pub fn sm(self) -> u32 {
        match self {
            Target::Sm80 => 80,
            Target::Sm86 => 86,
            Target::Sm89 => 89,
            Target::Sm90 => 90,
            Target::Sm100 => 100,
            Target::Sm103 => 103,
            Target::Sm120 => 120,
            Target::Sm121 => 121,
        }
    }

    /// The name ptxas and the `.target` line use: "sm_80".
    pub fn name(self) -> &'static str {
        match self {
            Target::Sm80 => "sm_80",
            Target::Sm86 => "sm_86",
            Target::Sm89 => "sm_89",
            Target::Sm90 => "sm_90",
            Target::Sm100 => "sm_100",
            Target::Sm103 => "sm_103",
            Target::Sm120 => "sm_120",
            Target::Sm121 => "sm_121",
        }
    }

    /// The PTX ISA version of this target's modules: [`PTX_ISA_VERSION`] up to sm_90; for the
    /// Blackwell targets the oldest version ptxas 13.5 accepts for them (sm_100: 8.6, sm_120:
    /// 8.7, sm_103 and sm_121: 8.8; `tests/ptxas.rs` checks each is the oldest).
    pub fn isa_version(self) -> &'static str {
        match self {
            Target::Sm80 | Target::Sm86 | Target::Sm89 | Target::Sm90 => PTX_ISA_VERSION,
            Target::Sm100 => "8.6",
            Target::Sm120 => "8.7",
            Target::Sm103 | Target::Sm121 => "8.8",
        }
    }

    /// Parses a name as [`Target::name`] writes it ("sm_90"); surrounding spaces are ignored.
    pub fn parse(s: &str) -> Result<Target, TargetError> {
        let s = s.trim();
        Target::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| TargetError {
                message: format!("unknown target {s:?} (known: {})", known_names()),
            })
    }

    /// Parses a comma-separated list for the command line ("sm_80,sm_90", or "all" for
    /// [`Target::ALL`]). Keeps the order given and drops repeats; an empty list, an empty entry or
    /// an unknown name is an error.
    pub fn parse_list(s: &str) -> Result<Vec<Target>, TargetError> {
        if s.trim() == "all" {
            return Ok(Target::ALL.to_vec());
        }
        let mut out = Vec::new();
        for part in s.split(',') {
            if part.trim().is_empty() {
                return Err(TargetError {
                    message: format!("empty entry in target list {s:?} (expected e.g. \"sm_80,sm_90\"; known: {})", known_names()),
                });
            }
            let t = Target::parse(part)?;
            if !out.contains(&t) {
                out.push(t);
            }
        }
        Ok(out)
    }

    /// The module's `.version` line: [`Target::isa_version`].
    pub fn version_line(self) -> String {
        format!(".version {}", self.isa_version())
    }

    /// The module's `.target` line: ".target sm_80".
    pub fn target_line(self) -> String {
        format!(".target {}", self.name())
    }

    /// The first lines of every module for this target: `.version`, `.target`, `.address_size 64`.
    pub fn header(self) -> String {
        format!(
            "{}\n{}\n.address_size 64\n",
            self.version_line(),
            self.target_line()
        )
    }

    /// Whether this target has `cap`, per [`CAPABILITIES`].
    pub fn has(self, cap: Cap) -> bool {
        self.sm() >= cap.info().min_sm
    }
}

fn known_names() -> String {
    Target::ALL.map(Target::name).join(", ")
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Target {
    type Err = TargetError;
    fn from_str(s: &str) -> Result<Target, TargetError> {
        Target::parse(s)
    }
}

/// One row of [`CAPABILITIES`].
#[derive(Clone, Copy, Debug)]
pub struct Capability {
    pub cap: Cap,
    /// The name of the [`Target`] method that asks for it.
    pub name: &'static str,
    /// The oldest sm that has it. 75 stands for "every sm ptxas 13 knows": sm_75 is its oldest,
    /// so nothing older can be checked; the doc comment gives the PTX ISA's own older minimum.
    pub min_sm: u32,
    /// PTX instructions that use it, one per entry, each assembled on its own by the test. They
    /// may use the registers and shared variables of [`PROBE_DECLS`].
    pub snippets: &'static [&'static str],
}

impl Cap {
    /// This capability's row of [`CAPABILITIES`].
    pub fn info(self) -> &'static Capability {
        // The macro below writes the table in the order of the enum.
        &CAPABILITIES[self as usize]
    }
}

/// The capability table as Markdown (docs/ptx-backend.md carries it; a test keeps them equal):
/// one row per capability, whether each target has it, and the first instruction showing it.
pub fn markdown_table() -> String {
    let names: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
    let mut s = format!(
        "| capability | oldest | {} | e.g. |\n| --- | --- | {}--- |\n",
        names.join(" | "),
        "--- | ".repeat(names.len())
    );
    for c in CAPABILITIES {
        let oldest = if c.min_sm <= 75 {
            "all".to_string()
        } else {
            format!("sm_{}", c.min_sm)
        };
        let has: Vec<&str> = Target::ALL
            .iter()
            .map(|t| if t.has(c.cap) { "yes" } else { "no" })
            .collect();
        let eg = c.snippets[0].trim_end_matches(';').replace('|', "\\|");
        s.push_str(&format!(
            "| `{}` | {oldest} | {} | `{eg}` |\n",
            c.name,
            has.join(" | ")
        ));
    }
    s
}

/// The declarations in scope for [`Capability::snippets`]: registers `%p1`.. (`.pred`), `%rs1`..
/// (`.b16`), `%r1`.. (`.b32`), `%rd1`.. (`.b64`, `%rd1` holds a global pointer), `%f1`.. (`.f32`),
/// `%fd1`.. (`.f64`), each 0 to 3, and the shared variables `bar` (an mbarrier) and `buf`
/// (64 bytes).
pub const PROBE_DECLS: &str =
    ".reg .pred %p<4>;\n.reg .b16 %rs<4>;\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n\
.reg .f32 %f<4>;\n.reg .f64 %fd<4>;\n.shared .align 8 .b64 bar;\n.shared .align 16 .b8 buf[64];\n";

/// A complete module for `.target {sm}` (e.g. "sm_75") whose one kernel runs `lines` with
/// [`PROBE_DECLS`] in scope: the form in which the table's facts are checked with ptxas.
pub fn probe_ptx(version: &str, sm: &str, lines: &[&str]) -> String {
    let mut s = format!(".version {version}\n.target {sm}\n.address_size 64\n\n.visible .entry probe(.param .u64 probe_p)\n{{\n");
    s.push_str(PROBE_DECLS);
    s.push_str("ld.param.u64 %rd1, [probe_p];\n");
    for l in lines {
        s.push_str(l);
        s.push('\n');
    }
    s.push_str("ret;\n}\n");
    s
}

/// Declares [`Cap`], [`CAPABILITIES`] and one `Target` method per capability from a single list,
/// so each fact (doc, oldest sm, snippets) is written once.
macro_rules! capabilities {
    ($( $(#[doc = $doc:literal])* $method:ident / $variant:ident: min_sm = $min:literal, [$($snip:literal),+ $(,)?]; )*) => {
        /// A target-dependent PTX feature the lowering asks about; see [`CAPABILITIES`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Cap {
            $( $(#[doc = $doc])* $variant, )*
        }

        /// Every capability with its oldest sm and the PTX that shows it, in the order of [`Cap`].
        pub const CAPABILITIES: &[Capability] = &[
            $( Capability { cap: Cap::$variant, name: stringify!($method), min_sm: $min, snippets: &[$($snip),+] }, )*
        ];

        impl Target {
            $(
                $(#[doc = $doc])*
                pub fn $method(self) -> bool {
                    self.has(Cap::$variant)
                }
            )*
        }
    };
}

capabilities! {
    // ---- conversions ----

    /// FP8 pairs: `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.{f32,f16x2}` packs two values into two
    /// FP8 bytes, `cvt.rn.f16x2.{e4m3x2,e5m2x2}` unpacks to f16x2 (to f32 from there). sm_89+; on
    /// sm_89 only from PTX ISA 8.1 (sm_90: 7.8). There is no single-value form: one FP8 value
    /// travels in one byte of a pair. Older targets convert in integer code.
    fp8_cvt / Fp8Cvt: min_sm = 89, [
        "cvt.rn.satfinite.e4m3x2.f32 %rs1, %f1, %f2;",
        "cvt.rn.satfinite.e5m2x2.f32 %rs1, %f1, %f2;",
        "cvt.rn.satfinite.relu.e4m3x2.f32 %rs1, %f1, %f2;",
        "cvt.rn.satfinite.e4m3x2.f16x2 %rs1, %r1;",
        "cvt.rn.satfinite.e5m2x2.f16x2 %rs1, %r1;",
        "cvt.rn.f16x2.e4m3x2 %r1, %rs1;",
        "cvt.rn.f16x2.e5m2x2 %r1, %rs1;",
    ];

    /// bf16 from and to f32: `cvt.rn.bf16.f32`, `cvt.rn.bf16x2.f32` (two f32 into one pair) and
    /// `cvt.f32.bf16` (exact). sm_80+.
    bf16_cvt_f32 / Bf16CvtF32: min_sm = 80, [
        "cvt.rn.bf16.f32 %rs1, %f1;",
        "cvt.rn.bf16x2.f32 %r1, %f1, %f2;",
        "cvt.f32.bf16 %f1, %rs1;",
    ];

    /// bf16 from and to everything but f32 in one `cvt`: integers (`cvt.rn.bf16.s32`,
    /// `cvt.rzi.s32.bf16`), f16 (`cvt.rn.bf16.f16`, `cvt.rn.f16.bf16`) and f64
    /// (`cvt.rn.bf16.f64`, `cvt.f64.bf16`). sm_90+. Before sm_90 these go through f32, which is
    /// exact for bf16 -> f32 and for the 16-bit integers, but f64 -> f32 -> bf16 and large
    /// s32/s64 -> f32 -> bf16 round twice and can differ from one rounding in the last bit.
    bf16_cvt_direct / Bf16CvtDirect: min_sm = 90, [
        "cvt.rn.bf16.s32 %rs1, %r1;",
        "cvt.rzi.s32.bf16 %r1, %rs1;",
        "cvt.rn.bf16.f16 %rs1, %rs2;",
        "cvt.rn.f16.bf16 %rs1, %rs2;",
        "cvt.rn.bf16.f64 %rs1, %fd1;",
        "cvt.f64.bf16 %fd1, %rs1;",
    ];

    /// Two f32 into one f16x2 in one instruction: `cvt.rn.f16x2.f32 d, hi, lo`. sm_80+; before,
    /// two `cvt.rn.f16.f32` and a `mov.b32 d, {lo, hi}`.
    f16x2_cvt_f32_pair / F16x2CvtF32Pair: min_sm = 80, [
        "cvt.rn.f16x2.f32 %r1, %f1, %f2;",
    ];

    /// f16 from and to f32 and integers (`cvt.rn.f16.f32`, `cvt.f32.f16`, `cvt.rzi.s32.f16`,
    /// `cvt.rn.f16.s32`). Every target (PTX ISA: since the first sm with f16 conversions).
    f16_cvt / F16Cvt: min_sm = 75, [
        "cvt.rn.f16.f32 %rs1, %f1;",
        "cvt.f32.f16 %f1, %rs1;",
        "cvt.rzi.s32.f16 %r1, %rs1;",
        "cvt.rn.f16.s32 %rs1, %r1;",
    ];

    /// f32 -> tf32 rounding to nearest, ties away from zero: `cvt.rna.tf32.f32`. sm_80+.
    tf32_cvt_rna / Tf32CvtRna: min_sm = 80, [
        "cvt.rna.tf32.f32 %r1, %f1;",
    ];

    /// f32 -> tf32 rounding to nearest even or toward zero: `cvt.rn.tf32.f32`, `cvt.rz.tf32.f32`.
    /// sm_90+ (ptxas rejects them on sm_80..sm_89, where only `.rna` exists); before, round in
    /// integer code on the f32 bits.
    tf32_cvt_rn_rz / Tf32CvtRnRz: min_sm = 90, [
        "cvt.rn.tf32.f32 %r1, %f1;",
        "cvt.rz.tf32.f32 %r1, %f1;",
    ];

    // ---- element-wise arithmetic ----

    /// f16 and f16x2 arithmetic with `.rn` and `.ftz` forms: `add/sub/mul/fma.rn{.ftz}.f16{x2}`,
    /// `neg/abs.f16{x2}`, `setp.*.f16`. Every target (PTX ISA: sm_53+).
    f16_arith / F16Arith: min_sm = 75, [
        "add.rn.f16 %rs1, %rs2, %rs3;",
        "add.rn.ftz.f16 %rs1, %rs2, %rs3;",
        "sub.rn.f16x2 %r1, %r2, %r3;",
        "mul.rn.f16 %rs1, %rs2, %rs3;",
        "fma.rn.f16x2 %r1, %r2, %r3, %r1;",
        "fma.rn.ftz.f16 %rs1, %rs2, %rs3, %rs1;",
        "neg.f16 %rs1, %rs2;",
        "abs.f16x2 %r1, %r2;",
        "setp.lt.f16 %p1, %rs1, %rs2;",
    ];

    /// f16 min/max, plain and NaN-propagating: `min/max{.NaN}.f16{x2}`. sm_80+; before, compare
    /// and select.
    f16_min_max / F16MinMax: min_sm = 80, [
        "min.f16 %rs1, %rs2, %rs3;",
        "max.f16x2 %r1, %r2, %r3;",
        "min.NaN.f16 %rs1, %rs2, %rs3;",
    ];

    /// bf16 and bf16x2 fused multiply-add: `fma.rn.bf16{x2}`. sm_80+. There are no `.ftz` bf16
    /// forms on any target.
    bf16_fma / Bf16Fma: min_sm = 80, [
        "fma.rn.bf16 %rs1, %rs2, %rs3, %rs1;",
        "fma.rn.bf16x2 %r1, %r2, %r3, %r1;",
    ];

    /// bf16 and bf16x2 `add/sub/mul.rn.bf16{x2}`. sm_90+; sm_80..sm_89 only have `fma.rn.bf16`,
    /// so add(a, b) = fma(a, 1.0, b) and mul(a, b) = fma(a, b, -0.0), both rounded once and so
    /// identical. No `.ftz` forms on any target.
    bf16_add_mul / Bf16AddMul: min_sm = 90, [
        "add.rn.bf16 %rs1, %rs2, %rs3;",
        "sub.rn.bf16 %rs1, %rs2, %rs3;",
        "mul.rn.bf16 %rs1, %rs2, %rs3;",
        "add.rn.bf16x2 %r1, %r2, %r3;",
        "mul.rn.bf16x2 %r1, %r2, %r3;",
    ];

    /// bf16 min/max (plain and `.NaN`), `neg`, `abs`: `min{.NaN}.bf16{x2}`, `neg.bf16`,
    /// `abs.bf16{x2}`. sm_80+.
    bf16_min_max_abs / Bf16MinMaxAbs: min_sm = 80, [
        "min.bf16 %rs1, %rs2, %rs3;",
        "min.NaN.bf16 %rs1, %rs2, %rs3;",
        "max.NaN.bf16x2 %r1, %r2, %r3;",
        "neg.bf16 %rs1, %rs2;",
        "abs.bf16 %rs1, %rs2;",
        "abs.bf16x2 %r1, %r2;",
    ];

    /// bf16 comparisons: `setp.*.bf16`, `setp.*.bf16x2 p|q`, `set.*.u32.bf16`. sm_90+; before,
    /// compare as f32 (exact after `cvt.f32.bf16`).
    bf16_compare / Bf16Compare: min_sm = 90, [
        "setp.lt.bf16 %p1, %rs1, %rs2;",
        "setp.lt.bf16x2 %p1|%p2, %r1, %r2;",
        "set.lt.u32.bf16 %r1, %rs1, %rs2;",
    ];

    /// NaN-propagating f32 min/max: `min/max{.ftz}.NaN.f32`. sm_80+; before, `min/max.f32`
    /// return the other operand when one is NaN, so NaN must be tested separately. (`.NaN` has
    /// no f64 form on any target.)
    min_max_nan_f32 / MinMaxNanF32: min_sm = 80, [
        "min.NaN.f32 %f1, %f2, %f3;",
        "max.NaN.f32 %f1, %f2, %f3;",
        "min.ftz.NaN.f32 %f1, %f2, %f3;",
    ];

    /// `min/max.xorsign.abs.f32`: min/max of |a|, |b| with the sign bit of a XOR b. sm_86+, the
    /// one feature here that sm_86 has and sm_80 lacks.
    min_max_xorsign_abs / MinMaxXorsignAbs: min_sm = 86, [
        "min.xorsign.abs.f32 %f1, %f2, %f3;",
        "max.xorsign.abs.f32 %f1, %f2, %f3;",
    ];

    /// f32 flush-to-zero forms: `add/mul/fma.rn.ftz.f32`, `div.rn.ftz.f32`, `sqrt.rn.ftz.f32`.
    /// Every target (PTX ISA: sm_20+).
    ftz_f32 / FtzF32: min_sm = 75, [
        "add.ftz.f32 %f1, %f2, %f3;",
        "mul.rn.ftz.f32 %f1, %f2, %f3;",
        "fma.rn.ftz.f32 %f1, %f2, %f3, %f1;",
        "div.rn.ftz.f32 %f1, %f2, %f3;",
        "sqrt.rn.ftz.f32 %f1, %f2;",
    ];

    // ---- loads and stores ----

    /// Loads and stores with memory-model semantics and scope: `ld.{relaxed,acquire}.{cta,gpu,sys}`,
    /// `st.{relaxed,release}.{cta,gpu,sys}`. Every target (PTX ISA: sm_70+).
    ld_st_sem_scope / LdStSemScope: min_sm = 75, [
        "ld.acquire.gpu.global.u32 %r1, [%rd1];",
        "ld.relaxed.sys.global.u32 %r1, [%rd1];",
        "st.release.gpu.global.u32 [%rd1], %r1;",
        "st.relaxed.cta.global.u32 [%rd1], %r1;",
    ];

    /// Read-only (non-coherent) global loads, scalar and vector: `ld.global.nc{.v4}`. Every
    /// target (PTX ISA: sm_32+).
    ld_global_nc / LdGlobalNc: min_sm = 75, [
        "ld.global.nc.f32 %f1, [%rd1];",
        "ld.global.nc.v4.f32 {%f1, %f2, %f3, %f0}, [%rd1];",
    ];

    /// L2 prefetch size `.L2::256B` and cache policies (`createpolicy`, `.L2::cache_hint`) on
    /// loads. sm_80+ (`.L2::64B/128B` are older).
    l2_hints / L2Hints: min_sm = 80, [
        "ld.global.L2::256B.f32 %f1, [%rd1];",
        "createpolicy.fractional.L2::evict_last.b64 %rd2, 1.0;",
        "ld.global.L2::cache_hint.f32 %f1, [%rd1], %rd2;",
    ];

    /// Asynchronous global -> shared copies: `cp.async.{ca,cg}.shared.global`, `commit_group`,
    /// `wait_group`, `wait_all`. sm_80+.
    cp_async / CpAsync: min_sm = 80, [
        "cp.async.ca.shared.global [buf], [%rd1], 16;",
        "cp.async.cg.shared.global [buf], [%rd1], 16;",
        "cp.async.commit_group;",
        "cp.async.wait_group 0;",
        "cp.async.wait_all;",
    ];

    /// The `.cluster` scope on loads, stores, atomics and fences. sm_90+ (clusters are Hopper's).
    cluster_scope / ClusterScope: min_sm = 90, [
        "ld.relaxed.cluster.global.u32 %r1, [%rd1];",
        "atom.relaxed.cluster.global.add.u32 %r1, [%rd1], %r2;",
        "red.release.cluster.global.add.u32 [%rd1], %r1;",
        "fence.acq_rel.cluster;",
    ];

    // ---- atomics ----

    /// `atom`/`red` with `.sem` (`relaxed/acquire/release/acq_rel`) and `.scope`
    /// (`cta/gpu/sys`). Every target (PTX ISA: sm_70+).
    atom_sem_scope / AtomSemScope: min_sm = 75, [
        "atom.relaxed.gpu.global.add.f32 %f1, [%rd1], %f2;",
        "atom.acq_rel.sys.global.cas.b32 %r1, [%rd1], %r2, %r3;",
        "atom.acquire.gpu.global.exch.b64 %rd2, [%rd1], %rd3;",
        "red.release.gpu.global.add.u32 [%rd1], %r1;",
    ];

    /// 16-bit compare-and-swap `atom.cas.b16`. Every target (PTX ISA: sm_70+).
    atom_cas_b16 / AtomCasB16: min_sm = 75, [
        "atom.global.cas.b16 %rs1, [%rd1], %rs2, %rs3;",
    ];

    /// f16 atomic add: `atom/red.add.noftz.f16{x2}`. Every target (PTX ISA: f16 sm_70+, f16x2
    /// sm_60+).
    atom_f16_add / AtomF16Add: min_sm = 75, [
        "atom.global.add.noftz.f16 %rs1, [%rd1], %rs2;",
        "atom.global.add.noftz.f16x2 %r1, [%rd1], %r2;",
        "red.global.add.noftz.f16 [%rd1], %rs1;",
    ];

    /// f64 atomic add `atom.add.f64`. Every target (PTX ISA: sm_60+).
    atom_f64_add / AtomF64Add: min_sm = 75, [
        "atom.global.add.f64 %fd1, [%rd1], %fd2;",
    ];

    /// bf16 atomic add: `atom/red.add.noftz.bf16{x2}`. sm_90+; before, a `atom.cas.b16`/`b32`
    /// loop.
    atom_bf16_add / AtomBf16Add: min_sm = 90, [
        "atom.global.add.noftz.bf16 %rs1, [%rd1], %rs2;",
        "atom.global.add.noftz.bf16x2 %r1, [%rd1], %r2;",
        "red.relaxed.gpu.global.add.noftz.bf16 [%rd1], %rs1;",
    ];

    /// Vector atomic add on global memory: `atom/red.global.add.v{2,4}.f32`,
    /// `.add.noftz.v2.{f16x2,bf16x2}`. sm_90+, from PTX ISA 8.1; before, one atomic per element.
    atom_vector / AtomVector: min_sm = 90, [
        "atom.global.add.v4.f32 {%f1, %f2, %f3, %f0}, [%rd1], {%f1, %f2, %f3, %f0};",
        "red.global.add.v2.f32 [%rd1], {%f1, %f2};",
        "red.global.add.noftz.v2.f16x2 [%rd1], {%r1, %r2};",
        "red.global.add.noftz.v2.bf16x2 [%rd1], {%r1, %r2};",
    ];

    // ---- fences and barriers ----

    /// `fence.{sc,acq_rel}.{cta,gpu,sys}` (and the older `membar`). Every target (PTX ISA:
    /// sm_70+).
    fence_sem_scope / FenceSemScope: min_sm = 75, [
        "fence.acq_rel.gpu;",
        "fence.acq_rel.cta;",
        "fence.sc.sys;",
        "membar.gl;",
    ];

    /// `fence.proxy.async{.global,.shared::cta}`: orders generic-proxy accesses against the
    /// async proxy (TMA, `cp.async.bulk`). sm_90+.
    fence_proxy_async / FenceProxyAsync: min_sm = 90, [
        "fence.proxy.async;",
        "fence.proxy.async.global;",
        "fence.proxy.async.shared::cta;",
    ];

    /// Shared-memory mbarriers: `mbarrier.init/arrive/test_wait.shared.b64`. sm_80+.
    mbarrier / Mbarrier: min_sm = 80, [
        "mbarrier.init.shared.b64 [bar], %r1;",
        "mbarrier.arrive.shared.b64 %rd2, [bar];",
        "mbarrier.test_wait.shared.b64 %p1, [bar], %rd2;",
    ];

    /// Hopper mbarrier extras: `mbarrier.try_wait`, `mbarrier.arrive.expect_tx` (transaction
    /// counts for async copies), `fence.mbarrier_init.release.cluster`. sm_90+.
    mbarrier_sm90 / MbarrierSm90: min_sm = 90, [
        "mbarrier.try_wait.shared.b64 %p1, [bar], %rd2;",
        "mbarrier.arrive.expect_tx.shared.b64 %rd2, [bar], 16;",
        "fence.mbarrier_init.release.cluster;",
    ];

    /// Grid dependency control (programmatic dependent launch): `griddepcontrol.wait` (wait for
    /// the prerequisite grids in flight to complete, their memory visible) and
    /// `griddepcontrol.launch_dependents` (let the dependent grids be scheduled). sm_90+.
    /// Before sm_90 there is no programmatic dependent launch: a grid has no prerequisite grid
    /// in flight and no dependent to release, so both are no-ops there.
    griddepcontrol / GridDepControl: min_sm = 90, [
        "griddepcontrol.wait;",
        "griddepcontrol.launch_dependents;",
    ];

    /// `elect.sync d|p, membermask`: elects one leader lane of the warp. sm_90+; before, pick
    /// the lowest active lane with `activemask` and `bfind`/`brev`.
    elect_sync / ElectSync: min_sm = 90, [
        "elect.sync %r1|%p1, 0xffffffff;",
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in Target::ALL {
            assert_eq!(Target::parse(t.name()), Ok(t));
            assert_eq!(t.to_string(), t.name());
            assert_eq!(t.name(), format!("sm_{}", t.sm()));
            assert_eq!(t.name().parse::<Target>(), Ok(t));
        }
        assert_eq!(Target::parse(" sm_89 "), Ok(Target::Sm89));
        assert!(Target::ALL
            .windows(2)
            .all(|w| w[0] < w[1] && w[0].sm() < w[1].sm()));
    }

    #[test]
    fn parse_errors_name_the_input_and_the_known_targets() {
        for bad in [
            "sm_70", "sm80", "SM_80", "80", "", "sm_90a", "sm_100a", "sm_110",
        ] {
            let e = Target::parse(bad).expect_err(bad);
            assert!(e.message.contains(&format!("{:?}", bad.trim())), "{e}");
            assert!(
                e.message
                    .contains("sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_120, sm_121"),
                "{e}"
            );
        }
    }

    #[test]
    fn parse_list_keeps_order_and_drops_repeats() {
        assert_eq!(
            Target::parse_list("sm_90,sm_80"),
            Ok(vec![Target::Sm90, Target::Sm80])
        );
        assert_eq!(
            Target::parse_list("sm_80, sm_90 ,sm_80"),
            Ok(vec![Target::Sm80, Target::Sm90])
        );
        assert_eq!(Target::parse_list("sm_86"), Ok(vec![Target::Sm86]));
        assert_eq!(Target::parse_list("all"), Ok(Target::ALL.to_vec()));
        let e = Target::parse_list("sm_80,sm_75").expect_err("unknown");
        assert!(e.message.contains("\"sm_75\""), "{e}");
        for bad in ["", "sm_80,", ",sm_80", "sm_80,,sm_90", " "] {
            let e = Target::parse_list(bad).expect_err(bad);
            assert!(e.message.contains("empty entry"), "{bad:?}: {e}");
        }
    }

    #[test]
    fn header_lines() {
        assert_eq!(
            Target::Sm89.header(),
            ".version 8.1\n.target sm_89\n.address_size 64\n"
        );
        assert_eq!(Target::Sm80.target_line(), ".target sm_80");
        assert_eq!(
            Target::Sm100.header(),
            ".version 8.6\n.target sm_100\n.address_size 64\n"
        );
        assert_eq!(Target::Sm121.version_line(), ".version 8.8");
    }

    #[test]
    fn table_is_in_enum_order_and_well_formed() {
        let mut names = std::collections::HashSet::new();
        for (i, c) in CAPABILITIES.iter().enumerate() {
            assert_eq!(c.cap as usize, i, "{}", c.name);
            assert!(std::ptr::eq(c.cap.info(), c));
            assert!(names.insert(c.name), "{} twice", c.name);
            assert!(
                [75, 80, 86, 89, 90].contains(&c.min_sm),
                "{}: min_sm {}",
                c.name,
                c.min_sm
            );
            for s in c.snippets {
                assert!(s.ends_with(';') && !s.contains('\n'), "{}: {s:?}", c.name);
            }
        }
    }

    #[test]
    fn methods_answer_from_the_table() {
        use Target::*;
        assert!(!Sm80.fp8_cvt() && !Sm86.fp8_cvt() && Sm89.fp8_cvt() && Sm90.fp8_cvt());
        assert!(Sm80.bf16_fma() && !Sm89.bf16_add_mul() && Sm90.bf16_add_mul());
        assert!(!Sm80.min_max_xorsign_abs() && Sm86.min_max_xorsign_abs());
        assert!(Sm80.tf32_cvt_rna() && !Sm89.tf32_cvt_rn_rz() && Sm90.tf32_cvt_rn_rz());
        assert!(!Sm89.griddepcontrol() && Sm90.griddepcontrol());
        for t in Target::ALL {
            for c in CAPABILITIES {
                assert_eq!(t.has(c.cap), t.sm() >= c.min_sm);
            }
            assert!(t.atom_sem_scope() && t.fence_sem_scope() && t.ld_st_sem_scope());
        }
    }
}

#[cfg(test)]
mod doc_tests {
    /// docs/ptx-backend.md holds the capability table exactly as the code answers it.
    #[test]
    fn the_docs_carry_the_capability_table() {
        let doc = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../docs/ptx-backend.md"
        ))
        .expect("docs/ptx-backend.md");
        let table = super::markdown_table();
        assert!(doc.contains(&table), "docs/ptx-backend.md must contain this table (regenerate it from `markdown_table()`):\n{table}");
    }
}
