//! Lowering of one Tile IR entry to a PTX kernel: the first slice (element-wise arithmetic,
//! comparisons, conversions, tensor/partition views with weak loads and stores).
//!
//! One CTA runs one tile block. A tile of N elements (N a power of two, row-major linear index
//! e) is spread over `Threads = min(128, N)` threads in `Slots = N / Threads` registers: element
//! e lives in thread `e % Threads`, register slot `e / Threads`. The block has as many threads as
//! the widest tile of the kernel; a thread past a tile's own thread count computes a copy of
//! thread `tid % Threads`'s elements and never stores them. Rank-0 tiles are one slot, computed
//! by every thread.
//!
//! Ops are lowered through one table built from the op catalogue ([`lowering`]); every op the
//! table does not handle has a reason ([`not_lowered`]). A lowering is committed only where the
//! PTX gives the interpreter's exact bits (docs/semantics.md, docs/numerics.md): every float
//! result is NaN-canonicalised (f32 0x7FFFFFFF, f16/bf16 0x7FFF, f64 0x7FFFFFFFFFFFFFFF), and
//! variants whose PTX result could differ are refused with [`LowerError::Unsupported`].

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use tileref_spec::attrs::{
    Attr, CmpOrdering, CmpPredicate, MemOrdering, MemScope, RoundingMode, Signedness,
};
use tileref_spec::ir::{Func, FuncKind, Module, Op, ValueId};
use tileref_spec::ops::{self, OpDef};
use tileref_spec::types::{Dim as TDim, Elem, ElemType, Padding, Type, ViewKind};

use super::dims::Dims;
use super::emit::{Kernel, Operand, Reg, RegClass, Special};
use super::target::Target;

mod atomics;
mod basics;
mod control;
mod convert;
mod debug;
mod exact_sum;
mod float;
mod int;
mod math;
mod narrow;
mod pack;
mod pointers;
mod shared;
mod storage;
#[cfg(test)]
mod tests;
mod views;

use self::{
    atomics::*, basics::*, control::*, convert::*, debug::*, float::*, int::*, math::*, narrow::*,
    pack::*, pointers::*, shared::*, storage::*, views::*,
};

/// Tiles larger than this are refused (the slots are unrolled registers).
pub const MAX_TILE_ELEMENTS: u64 = 4096;
/// The most threads one tile is spread over.
pub const MAX_THREADS: u64 = 128;

/// A lowered entry: the PTX module, the CTA shape to launch it with, and the layout explained.
#[derive(Clone, Debug)]
pub struct Lowered {
    pub ptx: String,
    pub block: [u32; 3],
    /// Which thread and register slot hold each element, per tile shape of the kernel.
    pub dims: String,
}

/// Why an entry was not lowered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LowerError {
    /// The module has no entry of that name.
    NoEntry(String),
    /// The op is not part of the lowering yet.
    NotLowered { op: &'static str, reason: String },
    /// The op is lowered, but not this variant (types, attributes, target).
    Unsupported { op: &'static str, reason: String },
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowerError::NoEntry(n) => write!(f, "no entry named '{n}'"),
            LowerError::NotLowered { op, reason } => {
                write!(f, "'{op}' is not lowered to PTX: {reason}")
            }
            LowerError::Unsupported { op, reason } => {
                write!(f, "'{op}' is not lowered to PTX in this form: {reason}")
            }
        }
    }
}

impl std::error::Error for LowerError {}

type LResult<T> = Result<T, LowerError>;

/// A lowering function for one catalogue op.
pub type LowerFn = fn(&mut Lower, &Op) -> Result<(), LowerError>;

/// One entry of the table: the function, or why the op is not lowered.
#[derive(Clone, Copy)]
enum Entry {
    Fn(LowerFn),
    Not(&'static str),
}

fn entry_for(name: &str) -> Entry {
    use Entry::{Fn as F, Not};
    match name {
        "get_tile_block_id" => F(block_id),
        "get_num_tile_blocks" => F(num_blocks),
        "constant" => F(constant),
        "iota" => F(iota_int),
        "make_token" | "join_tokens" => F(token),
        "assume" | "reshape" => F(pass_through),
        "broadcast" => F(broadcast),
        "permute" => F(permute),
        "extract" => F(extract),
        "insert" => F(insert),
        "cat" => F(cat),
        "reduce" | "scan" => F(reduce_scan),
        "mmaf" | "mmai" => F(mma),
        "return" => F(ret),
        "if" => F(if_op),
        "for" => F(for_op),
        "loop" => F(loop_op),
        "yield" => F(yield_op),
        "continue" => F(continue_op),
        "break" => F(break_op),
        "addf" | "subf" | "mulf" | "divf" => F(float_binary),
        "fma" => F(fma),
        "negf" | "absf" => F(float_sign),
        "sqrt" => F(sqrt),
        "negi" => F(negi),
        "bitcast" => F(bitcast_int),
        "maxf" | "minf" => F(float_max_min),
        "addi" | "subi" | "muli" | "andi" | "ori" | "xori" | "shli" | "shri" => F(int_binary),
        "cmpf" => F(cmpf),
        "cmpi" => F(cmpi),
        "select" => F(select),
        "ftof" => F(ftof),
        "itof" => F(itof),
        "ftoi" => F(ftoi),
        "exti" | "trunci" => F(ext_trunc_int),
        "make_tensor_view" => F(make_tensor_view),
        "make_partition_view" | "make_strided_view" | "make_gather_scatter_view" => {
            F(make_tiled_view)
        }
        "load_view_tko" => F(load_view),
        "store_view_tko" => F(store_view),
        "offset" => F(offset),
        "int_to_ptr" | "ptr_to_int" | "ptr_to_ptr" => F(ptr_cast),
        "load_ptr_tko" => F(load_ptr),
        "store_ptr_tko" => F(store_ptr),
        "mulhii" | "divi" | "remi" | "maxi" | "mini" => F(int_other),
        "absi" => F(absi),
        "atomic_rmw_tko" => F(atomic_rmw),
        "atomic_cas_tko" => F(atomic_cas),
        "atomic_red_view_tko" => F(atomic_red_view),
        "memory_fence_alias_tko" => F(fence),
        "mmaf_scaled" => F(mma_scaled),
        "get_index_space_shape" => F(index_space_shape),
        "get_tensor_shape" => F(tensor_shape),
        "print_tko" => F(print),
        "assert" => F(assert),
        "alloca" => F(alloca),
        "get_global" => F(get_global),
        "gdc_launch_dependents_tko" | "gdc_wait_tko" => F(grid_dependency),
        "floor" | "ceil" => F(floor_ceil),
        "remf" => F(remf),
        "exp" | "exp2" | "log" | "log2" | "sin" | "cos" | "tan" | "sinh" | "cosh" | "tanh"
        | "rsqrt" => F(math_unary),
        "fpowf" | "atan2" => F(math_binary),
        "fpowi" => F(math_fpowi),
        "pack" => F(pack),
        "unpack" => F(unpack),
        _ => Not("not part of the first PTX lowering slice"),
    }
}

fn table() -> &'static [Entry] {
    static T: OnceLock<Vec<Entry>> = OnceLock::new();
    T.get_or_init(|| {
        ops::all()
            .iter()
            .map(|d| {
                if d.is_unregistered() {
                    Entry::Not("operations of other dialects")
                } else if d.has(ops::traits::MULTI_GPU) {
                    Entry::Not("multi-GPU ops")
                } else {
                    entry_for(d.name)
                }
            })
            .collect()
    })
}

/// Whether an op of this catalogue entry has a lowering (some of its variants may still be
/// refused with [`LowerError::Unsupported`]).
pub fn lowering(def: &OpDef) -> Option<LowerFn> {
    match table()[def.id.0 as usize] {
        Entry::Fn(f) => Some(f),
        Entry::Not(_) => None,
    }
}

/// Every catalogue op without a lowering, with the reason, in catalogue order.
pub fn not_lowered() -> Vec<(&'static str, &'static str)> {
    ops::all()
        .iter()
        .zip(table())
        .filter_map(|(d, e)| match e {
            Entry::Not(r) => Some((d.name, *r)),
            Entry::Fn(_) => None,
        })
        .collect()
}

/// [`not_lowered`] as a Markdown table (docs/ptx-backend.md carries it; a test keeps them equal).
pub fn not_lowered_markdown() -> String {
    let mut s = String::from("| op | why not |\n| --- | --- |\n");
    for (op, why) in not_lowered() {
        s.push_str(&format!("| `{op}` | {why} |\n"));
    }
    s
}

/// How the elementary math functions are lowered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Math {
    /// tileref's own routines (`math/`): within docs/numerics.md's tolerances everywhere.
    #[default]
    Software,
    /// PTX's `.approx` instructions for f32 exp/exp2/log/log2/sin/cos/tanh/rsqrt (what fast-math
    /// GPU code runs; their error is PTX's, not bounded by docs/numerics.md's tolerances over
    /// the whole range); every other function and type keeps the software routine.
    PtxApprox,
}

impl Math {
    /// "software" or "approx".
    pub fn parse(s: &str) -> Result<Math, String> {
        match s {
            "software" => Ok(Math::Software),
            "approx" => Ok(Math::PtxApprox),
            other => Err(format!("unknown math mode '{other}' (software or approx)")),
        }
    }
}

/// Lowers entry `entry` of `m` for `target` (math functions by the software routines).
pub fn lower(m: &Module, entry: &str, target: Target) -> Result<Lowered, LowerError> {
    lower_with(m, entry, target, Math::Software)
}

/// Lowers entry `entry` of `m` for `target`, with the math functions lowered as `math` says.
pub fn lower_with(
    m: &Module,
    entry: &str,
    target: Target,
    math: Math,
) -> Result<Lowered, LowerError> {
    let f = m
        .funcs()
        .find(|f| f.name == entry && f.kind == FuncKind::Entry)
        .ok_or_else(|| LowerError::NoEntry(entry.to_string()))?;
    let mut threads = 1u64;
    let mut shapes: Vec<(Vec<i64>, u64)> = Vec::new();
    for v in &f.values {
        if let Type::Tile(t) = &v.ty {
            let n = t.num_elements();
            if n > MAX_TILE_ELEMENTS {
                return Err(LowerError::Unsupported {
                    op: "(tile)",
                    reason: format!("a tile of {n} elements ({:?}); at most {MAX_TILE_ELEMENTS} are lowered (registers are unrolled)", t.shape),
                });
            }
            if !n.is_power_of_two() {
                return Err(LowerError::Unsupported {
                    op: "(tile)",
                    reason: format!("a tile of {n} elements is not a power of two"),
                });
            }
            threads = threads.max(n.min(MAX_THREADS));
            if !shapes.iter().any(|(s, _)| *s == t.shape) {
                shapes.push((t.shape.clone(), n));
            }
        }
    }
    let dims = explain_dims(&shapes, threads)?;
    let mut l = Lower {
        k: Kernel::new(&f.name),
        m,
        f,
        target,
        vals: HashMap::new(),
        tid: None,
        block_threads: threads as u32,
        stored: false,
        loaded: false,
        globals: HashMap::new(),
        frames: Vec::new(),
        math,
    };
    l.params()?;
    // %tid.x is read once up front: a first use inside a branch would leave it unset elsewhere.
    l.tid();
    lower_ops(&mut l, &f.body.ops)?;
    let problems = l.k.problems();
    if !problems.is_empty() {
        return Err(LowerError::Unsupported {
            op: "(kernel)",
            reason: problems.join("; "),
        });
    }
    Ok(Lowered {
        ptx: l.k.finish(target),
        block: [threads as u32, 1, 1],
        dims,
    })
}

/// The layout of every tile shape, solved and explained by the dims solver.
fn explain_dims(shapes: &[(Vec<i64>, u64)], block: u64) -> LResult<String> {
    let mut out =
        format!("CTA: {block} threads (%tid.x); one CTA per tile block (%ctaid = tile block id)\n");
    for (shape, n) in shapes {
        let mut d = Dims::new();
        let tile = d.dim("Tile", Some(*n));
        let threads = d.dim("Threads", Some((*n).min(MAX_THREADS)));
        let slots = d.dim("Slots", None);
        let err = |e: super::dims::DimsError| LowerError::Unsupported {
            op: "(tile)",
            reason: e.message,
        };
        d.equate(tile, slots * threads).map_err(err)?;
        let idx = d.init().map_err(err)?;
        let s = idx.size(slots).map_err(err)?;
        let t = idx.size(threads).map_err(err)?;
        let shape_s = if shape.is_empty() {
            "rank 0".to_string()
        } else {
            shape
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join("x")
        };
        out.push_str(&format!(
            "tile {shape_s} ({n} elements): Tile = Slots * Threads, Threads = {t}, Slots = {s}; element e (row-major) is in thread e % {t}, slot e / {t}{} (sizes solved from `Tile = Slots * Threads` with Tile = {n})\n",
            if t < block { format!(" (threads >= {t} hold copies and do not store)") } else { String::new() }
        ));
    }
    Ok(out)
}

/// A value during lowering.
#[derive(Clone, Debug)]
enum Val {
    /// A tile: one register per slot (slots may share a register).
    Tile(TileVal),
    TensorView(TensorViewVal),
    View(ViewVal),
    Token,
}

#[derive(Clone, Debug)]
struct TileVal {
    elem: ElemType,
    shape: Vec<i64>,
    regs: Vec<Reg>,
}

impl TileVal {
    fn n(&self) -> u64 {
        self.shape.iter().product::<i64>() as u64
    }
}

/// A static 64-bit number or a register holding one.
#[derive(Clone, Copy, Debug)]
enum U64 {
    Imm(u64),
    Reg(Reg),
}

impl From<U64> for Operand {
    fn from(v: U64) -> Operand {
        match v {
            U64::Imm(x) => Operand::ImmU(x),
            U64::Reg(r) => Operand::Reg(r),
        }
    }
}

#[derive(Clone, Debug)]
struct TensorViewVal {
    base: Reg,
    shape: Vec<U64>,
    strides: Vec<U64>,
    elem: ElemType,
}

#[derive(Clone, Debug)]
struct ViewVal {
    tv: TensorViewVal,
    tile: Vec<i64>,
    padding: Option<Padding>,
    /// Partition, strided or gather/scatter.
    kind: ViewKind,
    /// Tile dimension i indexes tensor dimension `dim_map[i]`.
    dim_map: Vec<usize>,
}

/// The lowering state of one entry.
pub struct Lower<'m> {
    k: Kernel,
    /// The module (its globals).
    m: &'m Module,
    f: &'m Func,
    target: Target,
    vals: HashMap<ValueId, Val>,
    tid: Option<Reg>,
    block_threads: u32,
    /// A store has been emitted: later token-ordered memory ops are preceded by a barrier.
    stored: bool,
    /// A load has been emitted: later token-ordered stores are preceded by a barrier (another
    /// thread's store must not overtake it).
    loaded: bool,
    /// The `.global` array of each module global used so far, by Tile IR name.
    globals: HashMap<String, String>,
    /// The regions being lowered, innermost last.
    frames: Vec<control::Frame>,
    math: Math,
}

/// The kernel being emitted, for emitters that need nothing else of the lowering state
/// (`exact_sum.rs`).
impl AsMut<Kernel> for Lower<'_> {
    fn as_mut(&mut self) -> &mut Kernel {
        &mut self.k
    }
}

/// Lowers one op through the table.
fn lower_op(l: &mut Lower, op: &Op) -> LResult<()> {
    match table()[op.id.0 as usize] {
        Entry::Fn(func) => func(l, op),
        Entry::Not(reason) => Err(LowerError::NotLowered {
            op: op.name(),
            reason: reason.to_string(),
        }),
    }
}

fn class_of(e: ElemType) -> Option<RegClass> {
    use ElemType::*;
    Some(match e {
        I1 => RegClass::Pred,
        I8 | I16 | F16 | BF16 => RegClass::B16,
        // Codes of the 8- and 4-bit formats, zero-extended (narrow.rs).
        F8E4M3FN | F8E5M2 | F8E8M0FNU | F4E2M1FN | FNV8E5M3FNU => RegClass::B16,
        I32 => RegClass::B32,
        I64 => RegClass::B64,
        // tf32: the f32 bit pattern of its value (narrow.rs).
        F32 | TF32 => RegClass::F32,
        F64 => RegClass::F64,
        _ => return None,
    })
}

/// Bits type of a register class: "b16", "b32", "b64".
fn bits(c: RegClass) -> &'static str {
    match c {
        RegClass::B16 => "b16",
        RegClass::B32 | RegClass::F32 => "b32",
        RegClass::B64 | RegClass::F64 => "b64",
        RegClass::Pred => "pred",
    }
}

/// The PTX float type: "f32", "f64", "f16", "bf16".
fn fty(e: ElemType) -> &'static str {
    match e {
        ElemType::F64 => "f64",
        ElemType::F16 => "f16",
        ElemType::BF16 => "bf16",
        _ => "f32",
    }
}

/// Integer width of the register an integer lives in (i8 lives sign-extended in 16 bits).
fn int_reg_bits(e: ElemType) -> u32 {
    match e {
        ElemType::I8 | ElemType::I16 => 16,
        ElemType::I32 => 32,
        _ => 64,
    }
}

fn rnd(op: &'static str, m: RoundingMode) -> LResult<&'static str> {
    Ok(match m {
        RoundingMode::NearestEven => "rn",
        RoundingMode::Zero => "rz",
        RoundingMode::NegativeInf => "rm",
        RoundingMode::PositiveInf => "rp",
        other => {
            return Err(unsup(
                op,
                format!("rounding mode {other:?} has no exact PTX counterpart in this slice"),
            ))
        }
    })
}

fn irnd(op: &'static str, m: RoundingMode) -> LResult<&'static str> {
    Ok(match m {
        RoundingMode::NearestIntToZero | RoundingMode::Zero => "rzi",
        RoundingMode::NearestEven => "rni",
        RoundingMode::NegativeInf => "rmi",
        RoundingMode::PositiveInf => "rpi",
        other => {
            return Err(unsup(
                op,
                format!("rounding mode {other:?} has no exact PTX counterpart in this slice"),
            ))
        }
    })
}

fn unsup(op: &'static str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported {
        op,
        reason: reason.into(),
    }
}

fn rounding(op: &Op) -> RoundingMode {
    op.enum_attr::<RoundingMode>("rounding_mode")
        .unwrap_or(RoundingMode::NearestEven)
}

impl<'m> Lower<'m> {
    fn ty(&self, v: ValueId) -> &'m Type {
        self.f.ty(v)
    }

    fn tile(&self, op: &Op, v: ValueId) -> LResult<TileVal> {
        match self.vals.get(&v) {
            Some(Val::Tile(t)) => Ok(t.clone()),
            _ => Err(unsup(
                op.name(),
                format!("operand %{} is not a lowered tile", v.0),
            )),
        }
    }

    fn set_tile(&mut self, v: ValueId, elem: ElemType, regs: Vec<Reg>) {
        let shape = self
            .ty(v)
            .tile()
            .map(|t| t.shape.clone())
            .unwrap_or_default();
        self.vals
            .insert(v, Val::Tile(TileVal { elem, shape, regs }));
    }

    /// The element type of a number-tile value, or Unsupported.
    fn num_elem(&self, op: &Op, v: ValueId) -> LResult<ElemType> {
        match self.ty(v) {
            Type::Tile(t) => match &t.elem {
                Elem::Num(e) if class_of(*e).is_some() => Ok(*e),
                Elem::Num(e) => Err(unsup(
                    op.name(),
                    format!("element type {} is not lowered yet", e.name()),
                )),
                Elem::Ptr(_) => Err(unsup(op.name(), "pointer tiles are not lowered yet")),
            },
            _ => Err(unsup(op.name(), "expected a tile")),
        }
    }

    fn slots_of(&self, v: ValueId) -> usize {
        let n = self.ty(v).tile().map_or(1, |t| t.num_elements());
        (n / n.min(MAX_THREADS)) as usize
    }

    fn tid(&mut self) -> Reg {
        if let Some(r) = self.tid {
            return r;
        }
        let r = self.k.read_special(Special::TidX);
        self.tid = Some(r);
        r
    }

    fn params(&mut self) -> LResult<()> {
        let f = self.f;
        for &p in &f.params {
            let name = f.value_name(p).unwrap_or("arg").to_string();
            let t = match self.ty(p) {
                Type::Tile(t) if t.shape.is_empty() => t.clone(),
                _ => {
                    return Err(unsup(
                        "entry",
                        format!("parameter %{name}: only scalar tiles are lowered"),
                    ))
                }
            };
            match t.elem {
                Elem::Ptr(pt) => {
                    let prm = self.k.param_ptr(&name);
                    let r = self.k.load_param(prm);
                    let g = self.k.reg(RegClass::B64);
                    self.k.inst("cvta.to.global.u64", &[g.into(), r.into()]);
                    self.vals.insert(
                        p,
                        Val::Tile(TileVal {
                            elem: pt.pointee,
                            shape: vec![],
                            regs: vec![g],
                        }),
                    );
                    // Pointer tiles are tracked by their pointee; only views use them.
                }
                Elem::Num(e) if is_narrow(e) => {
                    return Err(unsup(
                        "entry",
                        format!("parameter %{name}: scalar {} parameters: later", e.name()),
                    ))
                }
                Elem::Num(e) => {
                    let c = class_of(e).ok_or_else(|| {
                        unsup("entry", format!("parameter %{name} of type {}", e.name()))
                    })?;
                    let prm = if e.bit_width() == 64 {
                        self.k.param_u64(&name)
                    } else {
                        self.k.param_u32(&name)
                    };
                    let raw = self.k.load_param(prm);
                    let r = self.k.reg(c);
                    match (c, e) {
                        (RegClass::Pred, _) => self
                            .k
                            .inst("setp.ne.u32", &[r.into(), raw.into(), 0u32.into()]),
                        (RegClass::B16, _) => {
                            self.k.inst("cvt.u16.u32", &[r.into(), raw.into()]);
                            if e == ElemType::I8 {
                                self.k.inst("cvt.s16.s8", &[r.into(), r.into()]);
                            }
                        }
                        (RegClass::F32, _) => self.k.inst("mov.b32", &[r.into(), raw.into()]),
                        (RegClass::F64, _) => self.k.inst("mov.b64", &[r.into(), raw.into()]),
                        _ => self
                            .k
                            .inst(&format!("mov.{}", bits(c)), &[r.into(), raw.into()]),
                    }
                    self.vals.insert(
                        p,
                        Val::Tile(TileVal {
                            elem: e,
                            shape: vec![],
                            regs: vec![r],
                        }),
                    );
                }
            }
        }
        Ok(())
    }

    /// Replaces a NaN in `r` (float type `e`) by the interpreter's canonical NaN.
    fn canon_nan(&mut self, e: ElemType, r: Reg) {
        let p = self.k.reg(RegClass::Pred);
        match e {
            ElemType::F32 => {
                self.k.inst("testp.notanumber.f32", &[p.into(), r.into()]);
                self.k
                    .inst_if(p, false, "mov.b32", &[r.into(), Operand::ImmU(0x7FFF_FFFF)]);
            }
            ElemType::F64 => {
                self.k.inst("testp.notanumber.f64", &[p.into(), r.into()]);
                self.k.inst_if(
                    p,
                    false,
                    "mov.b64",
                    &[r.into(), Operand::ImmU(0x7FFF_FFFF_FFFF_FFFF)],
                );
            }
            _ => {
                let inf = if e == ElemType::F16 {
                    0x7C00u64
                } else {
                    0x7F80
                };
                let t = self.k.reg(RegClass::B16);
                self.k
                    .inst("and.b16", &[t.into(), r.into(), Operand::ImmU(0x7FFF)]);
                self.k
                    .inst("setp.gt.u16", &[p.into(), t.into(), Operand::ImmU(inf)]);
                self.k
                    .inst_if(p, false, "mov.b16", &[r.into(), Operand::ImmU(0x7FFF)]);
            }
        }
    }

    /// A register of class `c` holding the bits `v`.
    fn imm_reg(&mut self, c: RegClass, v: u64) -> Reg {
        let r = self.k.reg(c);
        match c {
            RegClass::Pred => self.k.inst(
                "setp.ne.u32",
                &[r.into(), 0u32.into(), Operand::ImmU(v & 1)],
            ),
            _ => self
                .k
                .inst(&format!("mov.{}", bits(c)), &[r.into(), Operand::ImmU(v)]),
        }
        r
    }

    /// `p = a <pred> b` on floats of type `e` (`pred`: PTX comparison, e.g. "lt", "geu", "nan").
    fn fcmp(&mut self, e: ElemType, pred: &str, a: Reg, b: Reg) -> Reg {
        let p = self.k.reg(RegClass::Pred);
        if e == ElemType::BF16 && !self.target.bf16_compare() {
            // bf16 -> f32 is exact, so the f32 comparison gives the same answer.
            let (x, y) = (self.k.reg(RegClass::F32), self.k.reg(RegClass::F32));
            self.k.inst("cvt.f32.bf16", &[x.into(), a.into()]);
            self.k.inst("cvt.f32.bf16", &[y.into(), b.into()]);
            self.k
                .inst(&format!("setp.{pred}.f32"), &[p.into(), x.into(), y.into()]);
        } else {
            self.k.inst(
                &format!("setp.{pred}.{}", fty(e)),
                &[p.into(), a.into(), b.into()],
            );
        }
        p
    }

    /// Re-normalises an i8 held in 16 bits (sign-extended from its low byte).
    fn norm_i8(&mut self, e: ElemType, r: Reg) {
        if e == ElemType::I8 {
            self.k.inst("cvt.s16.s8", &[r.into(), r.into()]);
        }
    }

    /// The value of integer `r` (type `e`) zero-extended to 64 bits, as read unsigned.
    fn zext64(&mut self, e: ElemType, r: Reg) -> Reg {
        let d = self.k.reg(RegClass::B64);
        match e {
            ElemType::I64 => self.k.inst("mov.b64", &[d.into(), r.into()]),
            ElemType::I32 => self.k.inst("cvt.u64.u32", &[d.into(), r.into()]),
            ElemType::I16 => self.k.inst("cvt.u64.u16", &[d.into(), r.into()]),
            ElemType::I8 => self.k.inst("cvt.u64.u8", &[d.into(), r.into()]),
            _ => {
                // i1
                self.k
                    .inst("selp.u64", &[d.into(), 1u64.into(), 0u64.into(), r.into()]);
            }
        }
        d
    }
}

/// The predicate "this thread owns its slots of a tile of `n` elements" (threads past the
/// tile's thread count hold copies and must not write), or None when every thread does.
fn owner_guard(l: &mut Lower, n: u64) -> Option<Reg> {
    let t = n.min(MAX_THREADS);
    if (t as u32) >= l.block_threads {
        return None;
    }
    let tid = l.tid();
    let p = l.k.reg(RegClass::Pred);
    l.k.inst("setp.lt.u32", &[p.into(), tid.into(), Operand::ImmU(t)]);
    Some(p)
}

/// `d = s` for two registers of one class.
fn mov(l: &mut Lower, d: Reg, s: Reg) {
    l.k.inst(
        &format!("mov{}", d.class().ptx_type()),
        &[d.into(), s.into()],
    );
}

/// Maps each register of operand 0's tile through `f` into the result tile of element type
/// `to` (the element-wise unary ops and conversions).
fn map_each(
    l: &mut Lower,
    op: &Op,
    to: ElemType,
    f: &mut dyn FnMut(&mut Lower, Reg) -> Reg,
) -> LResult<()> {
    let a = l.tile(op, op.operands[0])?;
    let regs: Vec<Reg> = a.regs.iter().map(|&x| f(l, x)).collect();
    l.set_tile(op.results[0], to, regs);
    Ok(())
}

/// gdc_wait_tko and gdc_launch_dependents_tko: the interpreter runs one launch, where they order
/// nothing beyond their tokens (no prerequisite grid to wait for, no dependent to release). On
/// sm_90 they are `griddepcontrol.wait` / `.launch_dependents`, which are exactly that for a
/// launch without programmatic dependencies; older targets have no grid dependencies at all, so
/// nothing is emitted (target.rs `griddepcontrol`).
fn grid_dependency(l: &mut Lower, op: &Op) -> LResult<()> {
    if l.target.griddepcontrol() {
        let i = if op.name() == "gdc_wait_tko" {
            "griddepcontrol.wait"
        } else {
            "griddepcontrol.launch_dependents"
        };
        l.k.inst(i, &[]);
    }
    if let Some(&r) = op.results.first() {
        l.vals.insert(r, Val::Token);
    }
    Ok(())
}
