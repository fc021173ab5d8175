//! The options of a launch: the schedule, the answers to what the spec leaves open (NaN
//! payloads, float-to-i1, shifts, reduce order), strictness, race detection, the UB policy
//! and the limits. Plain data that the launch (`program`, `launch`) and the op families that
//! consult an option (`eval::reduce`, `eval::ub`) all read, so it sits below them all.

use crate::numeric::convert::FtoiI1;
use crate::numeric::int_ops::ShiftPolicy;
use crate::numeric::nan::NanPolicy;
use std::time::Duration;

/// Order in which tile blocks run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// All cores; blocks taken from a shared queue.
    Parallel,
    /// One at a time, in increasing linear block id.
    Sequential,
    /// One at a time, in decreasing linear block id.
    Reverse,
    /// One at a time, in a seeded pseudo-random order (also after each suspension).
    Random(u64),
}

impl Schedule {
    pub fn parse(s: &str) -> Option<Schedule> {
        match s {
            "parallel" => Some(Schedule::Parallel),
            "sequential" => Some(Schedule::Sequential),
            "reverse" => Some(Schedule::Reverse),
            _ => s
                .strip_prefix("random:")
                .and_then(|n| n.parse().ok())
                .map(Schedule::Random),
        }
    }
}

/// The order in which reduce combines elements (the spec leaves it open). No order folds the
/// identity in: a reduction of the elements alone is what tileiras computes on the H100 for
/// every lane length up to 16 (docs/semantics.md has the measurements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ReduceOrder {
    /// (((x0 ⊕ x1) ⊕ x2) …): a left fold over the elements in index order.
    #[default]
    Linear,
    /// Pairwise tree over the elements, level by level.
    Tree,
    /// A left fold over the elements in reverse order.
    Reverse,
}

impl ReduceOrder {
    pub fn parse(s: &str) -> Option<ReduceOrder> {
        match s {
            "linear" => Some(ReduceOrder::Linear),
            "tree" => Some(ReduceOrder::Tree),
            "reverse" => Some(ReduceOrder::Reverse),
            _ => None,
        }
    }
}

/// How `mmaf` and `mmaf_scaled` round Σₖ A·B + C (the spec gives the formula and leaves its
/// rounding open).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MmaMode {
    /// One fused multiply-add per k in increasing k, rounding to the accumulator type at every
    /// step (`mmaf_scaled`: each scaled product rounded to f32, then f32 additions).
    Chain,
    /// The formula's exact value rounded once to the accumulator type (to nearest even): the
    /// centre of any tolerance window a test puts around the real result.
    #[default]
    Exact,
}

impl MmaMode {
    pub fn parse(s: &str) -> Option<MmaMode> {
        match s {
            "chain" => Some(MmaMode::Chain),
            "exact" => Some(MmaMode::Exact),
            _ => None,
        }
    }
}

/// Whose numerics a run reproduces where the spec leaves results open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Numerics {
    /// The spec's: the options above decide each open point (reduce order, mma rounding).
    #[default]
    Spec,
    /// What tileiras 13.5.37 code computes on an H100 (sm_90), where tileref has a model of
    /// it (`hw`): reduce and scan orders follow the tile's layout, exp/exp2/log/log2/rsqrt/tanh/sinh/cosh
    /// follow libdevice and the special function unit. Ops without a model keep the
    /// spec mode's answer; the run reports which ops used which (`Category::Numerics`).
    H100,
}

impl Numerics {
    pub fn parse(s: &str) -> Option<Numerics> {
        match s {
            "spec" => Some(Numerics::Spec),
            "h100" => Some(Numerics::H100),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Numerics::Spec => "spec",
            Numerics::H100 => "h100",
        }
    }
}

/// What a run does at undefined behaviour (`Options::ub`; see `eval::ub`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UbPolicy {
    /// Every undefined behaviour stops the tile block that met it and is reported.
    #[default]
    Raise,
    /// A view tile outside the view's index space and pointer elements outside every
    /// allocation do what the GPU does (padding or zeros read, stores and atomics dropped),
    /// reported once per site as `Category::UbWarning`; any other UB stops as under `Raise`.
    Warn,
}

impl UbPolicy {
    pub fn parse(s: &str) -> Option<UbPolicy> {
        match s {
            "raise" => Some(UbPolicy::Raise),
            "warn" => Some(UbPolicy::Warn),
            _ => None,
        }
    }
}

/// The default step limit per tile block. A tight scalar loop runs at 11–36 million ops per
/// second on one thread (measured on the shared 2-core development machine: `loop { continue }`
/// 25–36 M/s, a loop of an `addi` and a `continue` 11–16 M/s), so an endless loop stops after
/// about 20–40 s (measured: 20 s and 39 s), and a grid of them not much later, since the first
/// block to reach the limit stops the launch (64 such blocks: 18 s sequential, 33 s parallel
/// on 2 busy cores). Real kernels execute thousands to a few million ops per tile block. Loops
/// over large tiles run far fewer ops per second (64×64 f32 `addf`: 0.7 M/s); `timeout`
/// bounds those.
pub const DEFAULT_MAX_STEPS: u64 = 500_000_000;

/// The default memory limit: 4 GiB, 32 tiles of the largest size the verifier allows (2^24
/// elements, 8 bytes each as stored). Real kernels hold tiles of at most tens of thousands of
/// elements, and allocas and globals of that order.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

#[derive(Clone, Debug)]
pub struct Options {
    pub schedule: Schedule,
    /// Worker threads for the parallel schedule (default: all cores).
    pub threads: Option<usize>,
    /// Operations one tile block may execute before the whole launch is stopped
    /// ([`DEFAULT_MAX_STEPS`] unless set).
    pub max_steps: u64,
    /// Wall-clock time the launch may take before it is stopped (none by default: a time
    /// limit would make results depend on the machine).
    pub timeout: Option<Duration>,
    pub nan: NanPolicy,
    pub ftoi_i1: FtoiI1,
    pub shift: ShiftPolicy,
    pub reduce_order: ReduceOrder,
    pub mma: MmaMode,
    pub numerics: Numerics,
    /// Report unspecified-but-defined behaviour the results depended on, as warnings.
    pub strict: bool,
    /// Detect data races (results are the same either way).
    pub races: bool,
    /// Stop at every undefined behaviour, or continue past the kinds GPU test suites rely on.
    pub ub: UbPolicy,
    /// Bytes of host memory the interpreter may spend on each of: the tile values one tile
    /// block holds at once, those of the ops hoisted out of all blocks, the module's globals
    /// (a launch whose globals need more is refused) and the allocas alive at once. Past it
    /// the whole launch is stopped ([`DEFAULT_MAX_MEMORY`] unless set).
    pub max_memory: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            schedule: Schedule::Parallel,
            threads: None,
            max_steps: DEFAULT_MAX_STEPS,
            timeout: None,
            nan: NanPolicy::H100,
            ftoi_i1: FtoiI1::NonZero,
            shift: ShiftPolicy::Clamp,
            reduce_order: ReduceOrder::Linear,
            mma: MmaMode::Exact,
            numerics: Numerics::Spec,
            strict: false,
            races: true,
            ub: UbPolicy::Raise,
            max_memory: DEFAULT_MAX_MEMORY,
        }
    }
}
