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

use tileref_spec::attrs::{Attr, CmpOrdering, CmpPredicate, MemOrdering, RoundingMode, Signedness};
use tileref_spec::ir::{Func, FuncKind, Module, Op, ValueId};
use tileref_spec::ops::{self, OpDef};
use tileref_spec::types::{Dim as TDim, Elem, ElemType, Padding, Type};

use super::dims::Dims;
use super::emit::{Kernel, Operand, Reg, RegClass, Special};
use super::target::Target;

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
            LowerError::NotLowered { op, reason } => write!(f, "'{op}' is not lowered to PTX: {reason}"),
            LowerError::Unsupported { op, reason } => write!(f, "'{op}' is not lowered to PTX in this form: {reason}"),
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
        "iota" => F(iota),
        "make_token" | "join_tokens" => F(token),
        "assume" | "reshape" | "broadcast" => F(pass_through),
        "return" => F(ret),
        "addf" | "subf" | "mulf" | "divf" => F(float_binary),
        "fma" => F(fma),
        "negf" | "absf" => F(float_sign),
        "sqrt" => F(sqrt),
        "negi" => F(negi),
        "bitcast" => F(bitcast),
        "maxf" | "minf" => F(float_max_min),
        "addi" | "subi" | "muli" | "andi" | "ori" | "xori" | "shli" | "shri" => F(int_binary),
        "cmpf" => F(cmpf),
        "cmpi" => F(cmpi),
        "select" => F(select),
        "ftof" => F(ftof),
        "itof" => F(itof),
        "ftoi" => F(ftoi),
        "exti" | "trunci" => F(ext_trunc),
        "make_tensor_view" => F(make_tensor_view),
        "make_partition_view" => F(make_partition_view),
        "load_view_tko" => F(load_view),
        "store_view_tko" => F(store_view),
        "permute" | "cat" | "extract" | "insert" | "offset" => Not("needs cross-thread data movement (shared memory): later"),
        "reduce" | "scan" => Not("reduce/scan: later"),
        "mmaf" | "mmai" | "mmaf_scaled" => Not("mma: later"),
        "atomic_rmw_tko" | "atomic_cas_tko" | "atomic_red_view_tko" => Not("atomics: later"),
        "if" | "for" | "loop" | "yield" | "break" | "continue" => Not("control flow: later"),
        "load_ptr_tko" | "store_ptr_tko" => Not("pointer-tile loads and stores: later"),
        "make_strided_view" | "make_gather_scatter_view" | "get_index_space_shape" | "get_tensor_shape" => Not("views other than partition views: later"),
        "alloca" | "get_global" | "global" => Not("local and global storage: later"),
        "memory_fence_alias_tko" | "gdc_launch_dependents_tko" | "gdc_wait_tko" => Not("fences and grid dependency control: later"),
        "assert" | "print_tko" => Not("device-side assert and printf: later"),
        "remf" | "floor" | "ceil" | "exp" | "exp2" | "log" | "log2" | "sin" | "cos" | "tan" | "sinh" | "cosh" | "tanh"
        | "rsqrt" | "fpowf" | "fpowi" | "atan2" => Not("math functions and rounding to integers: later"),
        "mulhii" | "divi" | "remi" | "maxi" | "mini" | "absi" => Not("integer ops beyond add/sub/mul/bitwise/shifts: later"),
        "int_to_ptr" | "ptr_to_int" | "ptr_to_ptr" | "pack" | "unpack" => Not("bit reinterpretation and packing: later"),
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

/// Lowers entry `entry` of `m` for `target`.
pub fn lower(m: &Module, entry: &str, target: Target) -> Result<Lowered, LowerError> {
    let f = m.funcs().find(|f| f.name == entry && f.kind == FuncKind::Entry).ok_or_else(|| LowerError::NoEntry(entry.to_string()))?;
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
                return Err(LowerError::Unsupported { op: "(tile)", reason: format!("a tile of {n} elements is not a power of two") });
            }
            threads = threads.max(n.min(MAX_THREADS));
            if !shapes.iter().any(|(s, _)| *s == t.shape) {
                shapes.push((t.shape.clone(), n));
            }
        }
    }
    let dims = explain_dims(&shapes, threads)?;
    let mut l = Lower { k: Kernel::new(&f.name), f, target, vals: HashMap::new(), tid: None, block_threads: threads as u32, stored: false };
    l.params()?;
    for op in &f.body.ops {
        let e = table()[op.id.0 as usize];
        match e {
            Entry::Fn(func) => func(&mut l, op)?,
            Entry::Not(reason) => return Err(LowerError::NotLowered { op: op.name(), reason: reason.to_string() }),
        }
    }
    let problems = l.k.problems();
    if !problems.is_empty() {
        return Err(LowerError::Unsupported { op: "(kernel)", reason: problems.join("; ") });
    }
    Ok(Lowered { ptx: l.k.finish(target), block: [threads as u32, 1, 1], dims })
}

/// The layout of every tile shape, solved and explained by the dims solver.
fn explain_dims(shapes: &[(Vec<i64>, u64)], block: u64) -> LResult<String> {
    let mut out = format!("CTA: {block} threads (%tid.x); one CTA per tile block (%ctaid = tile block id)\n");
    for (shape, n) in shapes {
        let mut d = Dims::new();
        let tile = d.dim("Tile", Some(*n));
        let threads = d.dim("Threads", Some((*n).min(MAX_THREADS)));
        let slots = d.dim("Slots", None);
        let err = |e: super::dims::DimsError| LowerError::Unsupported { op: "(tile)", reason: e.message };
        d.equate(tile, slots * threads).map_err(err)?;
        let idx = d.init().map_err(err)?;
        let s = idx.size(slots).map_err(err)?;
        let t = idx.size(threads).map_err(err)?;
        let shape_s = if shape.is_empty() { "rank 0".to_string() } else { shape.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("x") };
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
}

/// The lowering state of one entry.
pub struct Lower<'m> {
    k: Kernel,
    f: &'m Func,
    target: Target,
    vals: HashMap<ValueId, Val>,
    tid: Option<Reg>,
    block_threads: u32,
    /// A store has been emitted: later token-ordered memory ops are preceded by a barrier.
    stored: bool,
}

fn class_of(e: ElemType) -> Option<RegClass> {
    use ElemType::*;
    Some(match e {
        I1 => RegClass::Pred,
        I8 | I16 | F16 | BF16 => RegClass::B16,
        I32 => RegClass::B32,
        I64 => RegClass::B64,
        F32 => RegClass::F32,
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
        other => return Err(unsup(op, format!("rounding mode {other:?} has no exact PTX counterpart in this slice"))),
    })
}

fn irnd(op: &'static str, m: RoundingMode) -> LResult<&'static str> {
    Ok(match m {
        RoundingMode::NearestIntToZero | RoundingMode::Zero => "rzi",
        RoundingMode::NearestEven => "rni",
        RoundingMode::NegativeInf => "rmi",
        RoundingMode::PositiveInf => "rpi",
        other => return Err(unsup(op, format!("rounding mode {other:?} has no exact PTX counterpart in this slice"))),
    })
}

fn unsup(op: &'static str, reason: impl Into<String>) -> LowerError {
    LowerError::Unsupported { op, reason: reason.into() }
}

fn rounding(op: &Op) -> RoundingMode {
    op.enum_attr::<RoundingMode>("rounding_mode").unwrap_or(RoundingMode::NearestEven)
}

impl<'m> Lower<'m> {
    fn ty(&self, v: ValueId) -> &'m Type {
        self.f.ty(v)
    }

    fn tile(&self, op: &Op, v: ValueId) -> LResult<TileVal> {
        match self.vals.get(&v) {
            Some(Val::Tile(t)) => Ok(t.clone()),
            _ => Err(unsup(op.name(), format!("operand %{} is not a lowered tile", v.0))),
        }
    }

    fn set_tile(&mut self, v: ValueId, elem: ElemType, regs: Vec<Reg>) {
        let shape = self.ty(v).tile().map(|t| t.shape.clone()).unwrap_or_default();
        self.vals.insert(v, Val::Tile(TileVal { elem, shape, regs }));
    }

    /// The element type of a number-tile value, or Unsupported.
    fn num_elem(&self, op: &Op, v: ValueId) -> LResult<ElemType> {
        match self.ty(v) {
            Type::Tile(t) => match &t.elem {
                Elem::Num(e) if class_of(*e).is_some() => Ok(*e),
                Elem::Num(e) => Err(unsup(op.name(), format!("element type {} is not lowered yet", e.name()))),
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
                _ => return Err(unsup("entry", format!("parameter %{name}: only scalar tiles are lowered"))),
            };
            match t.elem {
                Elem::Ptr(pt) => {
                    let prm = self.k.param_ptr(&name);
                    let r = self.k.load_param(prm);
                    let g = self.k.reg(RegClass::B64);
                    self.k.inst("cvta.to.global.u64", &[g.into(), r.into()]);
                    self.vals.insert(p, Val::Tile(TileVal { elem: pt.pointee, shape: vec![], regs: vec![g] }));
                    // Pointer tiles are tracked by their pointee; only views use them.
                }
                Elem::Num(e) => {
                    let c = class_of(e).ok_or_else(|| unsup("entry", format!("parameter %{name} of type {}", e.name())))?;
                    let prm = if e.bit_width() == 64 { self.k.param_u64(&name) } else { self.k.param_u32(&name) };
                    let raw = self.k.load_param(prm);
                    let r = self.k.reg(c);
                    match (c, e) {
                        (RegClass::Pred, _) => self.k.inst("setp.ne.u32", &[r.into(), raw.into(), 0u32.into()]),
                        (RegClass::B16, _) => {
                            self.k.inst("cvt.u16.u32", &[r.into(), raw.into()]);
                            if e == ElemType::I8 {
                                self.k.inst("cvt.s16.s8", &[r.into(), r.into()]);
                            }
                        }
                        (RegClass::F32, _) => self.k.inst("mov.b32", &[r.into(), raw.into()]),
                        (RegClass::F64, _) => self.k.inst("mov.b64", &[r.into(), raw.into()]),
                        _ => self.k.inst(&format!("mov.{}", bits(c)), &[r.into(), raw.into()]),
                    }
                    self.vals.insert(p, Val::Tile(TileVal { elem: e, shape: vec![], regs: vec![r] }));
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
                self.k.inst_if(p, false, "mov.b32", &[r.into(), Operand::ImmU(0x7FFF_FFFF)]);
            }
            ElemType::F64 => {
                self.k.inst("testp.notanumber.f64", &[p.into(), r.into()]);
                self.k.inst_if(p, false, "mov.b64", &[r.into(), Operand::ImmU(0x7FFF_FFFF_FFFF_FFFF)]);
            }
            _ => {
                let inf = if e == ElemType::F16 { 0x7C00u64 } else { 0x7F80 };
                let t = self.k.reg(RegClass::B16);
                self.k.inst("and.b16", &[t.into(), r.into(), Operand::ImmU(0x7FFF)]);
                self.k.inst("setp.gt.u16", &[p.into(), t.into(), Operand::ImmU(inf)]);
                self.k.inst_if(p, false, "mov.b16", &[r.into(), Operand::ImmU(0x7FFF)]);
            }
        }
    }

    /// A register of class `c` holding the bits `v`.
    fn imm_reg(&mut self, c: RegClass, v: u64) -> Reg {
        let r = self.k.reg(c);
        match c {
            RegClass::Pred => self.k.inst("setp.ne.u32", &[r.into(), 0u32.into(), Operand::ImmU(v & 1)]),
            _ => self.k.inst(&format!("mov.{}", bits(c)), &[r.into(), Operand::ImmU(v)]),
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
            self.k.inst(&format!("setp.{pred}.f32"), &[p.into(), x.into(), y.into()]);
        } else {
            self.k.inst(&format!("setp.{pred}.{}", fty(e)), &[p.into(), a.into(), b.into()]);
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
                self.k.inst("selp.u64", &[d.into(), 1u64.into(), 0u64.into(), r.into()]);
            }
        }
        d
    }
}

// ---- block ids, constants, tokens ----

fn specials(l: &mut Lower, op: &Op, s: [Special; 3]) -> LResult<()> {
    for (i, &res) in op.results.iter().enumerate() {
        let r = l.k.read_special(s[i]);
        l.set_tile(res, ElemType::I32, vec![r]);
    }
    Ok(())
}

fn block_id(l: &mut Lower, op: &Op) -> LResult<()> {
    specials(l, op, [Special::CtaidX, Special::CtaidY, Special::CtaidZ])
}

fn num_blocks(l: &mut Lower, op: &Op) -> LResult<()> {
    specials(l, op, [Special::NctaidX, Special::NctaidY, Special::NctaidZ])
}

fn constant(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    let Some(Attr::Dense(d)) = op.attr("value") else { return Err(unsup("constant", "no dense value")) };
    if d.bits.iter().any(|&b| b != d.bits[0]) {
        return Err(unsup("constant", "dense constants with differing elements: later"));
    }
    let mut v = d.bits[0];
    if e == ElemType::I8 {
        v = (v as u8 as i8 as i16 as u16) as u64;
    }
    let width = e.bit_width();
    if width < 64 && e != ElemType::I8 {
        v &= (1u64 << width) - 1;
    }
    let r = l.imm_reg(class_of(e).unwrap(), v);
    let slots = l.slots_of(op.results[0]);
    l.set_tile(op.results[0], e, vec![r; slots]);
    Ok(())
}

/// `iota`: element e holds e (the verifier keeps n - 1 within the type, read unsigned), which
/// each thread knows for its slots: e = slot * T + (tid mod T).
fn iota(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    let n = l.ty(op.results[0]).tile().map_or(1, |t| t.num_elements());
    let t = n.min(MAX_THREADS);
    let c = class_of(e).ok_or_else(|| unsup("iota", format!("element type {}", e.name())))?;
    if c == RegClass::Pred {
        return Err(unsup("iota", "i1 iota: later"));
    }
    let tid = l.tid();
    let lane = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[lane.into(), tid.into(), Operand::ImmU(t - 1)]);
    let mut regs = vec![];
    for slot in 0..l.slots_of(op.results[0]) as u64 {
        let v = l.k.reg(RegClass::B32);
        l.k.inst("add.u32", &[v.into(), lane.into(), Operand::ImmU(slot * t)]);
        let r = match c {
            RegClass::B32 => v,
            RegClass::B16 => {
                // i8 lives sign-extended in 16 bits.
                let r = l.k.reg(RegClass::B16);
                l.k.inst("cvt.u16.u32", &[r.into(), v.into()]);
                if e == ElemType::I8 {
                    l.k.inst("cvt.s16.s8", &[r.into(), r.into()]);
                }
                r
            }
            RegClass::B64 => {
                let r = l.k.reg(RegClass::B64);
                l.k.inst("cvt.u64.u32", &[r.into(), v.into()]);
                r
            }
            _ => return Err(unsup("iota", format!("element type {}", e.name()))),
        };
        regs.push(r);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

fn token(l: &mut Lower, op: &Op) -> LResult<()> {
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}

fn ret(_: &mut Lower, op: &Op) -> LResult<()> {
    if op.operands.is_empty() {
        Ok(())
    } else {
        Err(unsup("return", "an entry returns no values"))
    }
}

/// assume (the value itself), reshape (row-major order is kept, so the layout is the same) and
/// broadcast of a one-element tile (every slot is that register).
fn pass_through(l: &mut Lower, op: &Op) -> LResult<()> {
    let src = op.operands[0];
    let v = l.vals.get(&src).cloned().ok_or_else(|| unsup(op.name(), "operand not lowered"))?;
    let Val::Tile(t) = v else {
        if op.name() == "assume" {
            l.vals.insert(op.results[0], v);
            return Ok(());
        }
        return Err(unsup(op.name(), "expected a tile"));
    };
    let slots = l.slots_of(op.results[0]);
    let regs = match op.name() {
        "broadcast" => {
            if t.n() != 1 {
                return Err(LowerError::NotLowered {
                    op: "broadcast",
                    reason: "broadcast of a tile with more than one element needs cross-thread data movement: later".into(),
                });
            }
            vec![t.regs[0]; slots]
        }
        "reshape" => {
            let n = l.ty(op.results[0]).tile().map_or(1, |x| x.num_elements());
            if n != t.n() {
                return Err(unsup("reshape", "element counts differ"));
            }
            t.regs.clone()
        }
        _ => t.regs.clone(),
    };
    l.set_tile(op.results[0], t.elem, regs);
    Ok(())
}

// ---- float arithmetic ----

fn float_elem(l: &Lower, op: &Op) -> LResult<ElemType> {
    let e = l.num_elem(op, op.results[0])?;
    if !matches!(e, ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16) {
        return Err(unsup(op.name(), format!("element type {}", e.name())));
    }
    if op.has_unit("flush_to_zero") && e != ElemType::F32 {
        return Err(unsup(op.name(), "flush_to_zero is f32-only"));
    }
    Ok(e)
}

/// The opcode of a two- or three-operand float op (`add`, `sub`, `mul`, `div`, `fma`), or
/// `None` for bf16 add/sub/mul before sm_90 (done as an fma).
fn float_opcode(l: &Lower, op: &Op, base: &str, e: ElemType) -> LResult<Option<String>> {
    let name = op.name();
    let m = rounding(op);
    let r = rnd(name, m)?;
    let ftz = if op.has_unit("flush_to_zero") { ".ftz" } else { "" };
    match e {
        ElemType::F32 | ElemType::F64 => Ok(Some(format!("{base}.{r}{ftz}.{}", fty(e)))),
        ElemType::F16 | ElemType::BF16 => {
            if r != "rn" {
                return Err(unsup(name, format!("{} arithmetic has only round-to-nearest-even in PTX", fty(e))));
            }
            if base == "div" {
                return Err(unsup(name, format!("PTX has no {} division", fty(e))));
            }
            if e == ElemType::BF16 && base != "fma" && !l.target.bf16_add_mul() {
                return Ok(None);
            }
            Ok(Some(format!("{base}.rn.{}", fty(e))))
        }
        _ => Err(unsup(name, "not a float")),
    }
}

fn float_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let base = &op.name()[..3];
    let opc = float_opcode(l, op, base, e)?;
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let c = class_of(e).unwrap();
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(c);
        match &opc {
            Some(o) => l.k.inst(o, &[d.into(), x.into(), y.into()]),
            None => {
                // bf16 before sm_90: add(a, b) = fma(a, 1, b), sub(a, b) = fma(b, -1, a),
                // mul(a, b) = fma(a, b, -0); the exact product and one rounding give the same bits.
                let (m1, m2, acc) = match base {
                    "add" => (x, l.imm_reg(RegClass::B16, 0x3F80), y),
                    "sub" => (y, l.imm_reg(RegClass::B16, 0xBF80), x),
                    _ => (x, y, l.imm_reg(RegClass::B16, 0x8000)),
                };
                l.k.inst("fma.rn.bf16", &[d.into(), m1.into(), m2.into(), acc.into()]);
            }
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `sqrt` on f32/f64: PTX's `sqrt.{rn,rz,rm,rp}` is correctly rounded in every IEEE mode, as the
/// reference is; `approx` and the half-precision types are not lowered yet.
fn sqrt(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    if !matches!(e, ElemType::F32 | ElemType::F64) {
        return Err(unsup("sqrt", format!("{} sqrt: later", fty(e))));
    }
    let opc = float_opcode(l, op, "sqrt", e)?.ok_or_else(|| unsup("sqrt", "no instruction"))?;
    let a = l.tile(op, op.operands[0])?;
    let c = class_of(e).ok_or_else(|| unsup("sqrt", "not a float"))?;
    let mut regs = Vec::new();
    for &x in &a.regs {
        let d = l.k.reg(c);
        l.k.inst(&opc, &[d.into(), x.into()]);
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `negi`: two's complement negation, wrapping (an overflow the flags forbid is undefined
/// behaviour, which the corpus does not run on hardware).
fn negi(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    if e == ElemType::I1 {
        return Err(unsup("negi", "i1 negation: later"));
    }
    let a = l.tile(op, op.operands[0])?;
    let c = class_of(e).ok_or_else(|| unsup("negi", "not an integer"))?;
    let mut regs = Vec::new();
    for &x in &a.regs {
        let d = l.k.reg(c);
        l.k.inst(&format!("neg.s{}", int_reg_bits(e)), &[d.into(), x.into()]);
        l.norm_i8(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// `bitcast` between numeric types of one width: the same bits in a register of the other
/// class (i1 and i8, whose registers hold more than their bits, are not lowered yet).
fn bitcast(l: &mut Lower, op: &Op) -> LResult<()> {
    let (from, to) = (l.num_elem(op, op.operands[0])?, l.num_elem(op, op.results[0])?);
    if from.bit_width() != to.bit_width() || matches!(from, ElemType::I1 | ElemType::I8) || matches!(to, ElemType::I1 | ElemType::I8) {
        return Err(unsup("bitcast", format!("{} -> {}", from.name(), to.name())));
    }
    let a = l.tile(op, op.operands[0])?;
    let c = class_of(to).ok_or_else(|| unsup("bitcast", "not a number"))?;
    let mut regs = Vec::new();
    for &x in &a.regs {
        let d = l.k.reg(c);
        l.k.inst(&format!("mov.b{}", from.bit_width()), &[d.into(), x.into()]);
        regs.push(d);
    }
    l.set_tile(op.results[0], to, regs);
    Ok(())
}

fn fma(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let opc = float_opcode(l, op, "fma", e)?.ok_or_else(|| unsup("fma", "no fma"))?;
    let (a, b, c) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?, l.tile(op, op.operands[2])?);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for i in 0..a.regs.len() {
        let d = l.k.reg(class);
        l.k.inst(&opc, &[d.into(), a.regs[i].into(), b.regs[i].into(), c.regs[i].into()]);
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// negf/absf as sign-bit operations (exact for every non-NaN), NaN canonicalised as the
/// interpreter does.
fn float_sign(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    let a = l.tile(op, op.operands[0])?;
    let class = class_of(e).unwrap();
    let (sign, b) = match e {
        ElemType::F64 => (0x8000_0000_0000_0000u64, "b64"),
        ElemType::F32 => (0x8000_0000, "b32"),
        _ => (0x8000, "b16"),
    };
    let neg = op.name() == "negf";
    let mut regs = Vec::new();
    for &x in &a.regs {
        let d = l.k.reg(class);
        if neg {
            l.k.inst(&format!("xor.{b}"), &[d.into(), x.into(), Operand::ImmU(sign)]);
        } else {
            l.k.inst(&format!("and.{b}"), &[d.into(), x.into(), Operand::ImmU(sign - 1)]);
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// maxf/minf: maximumNumber/minimumNumber (maximum/minimum with `propagate_nan`), −0 < +0.
/// PTX `max/min` give the other operand for one NaN; equal operands (±0 included) are fixed up
/// to the and (max) / or (min) of their bits, which orders −0 below +0; NaN results canonical.
fn float_max_min(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = float_elem(l, op)?;
    if op.has_unit("flush_to_zero") {
        return Err(unsup(op.name(), "flush_to_zero min/max: later"));
    }
    let max = op.name() == "maxf";
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let class = class_of(e).unwrap();
    let bt = bits(class);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(class);
        let opc = format!("{}.{}", if max { "max" } else { "min" }, fty(e));
        l.k.inst(&opc, &[d.into(), x.into(), y.into()]);
        let eq = l.fcmp(e, "eq", x, y);
        let t = l.k.reg(class);
        l.k.inst(&format!("{}.{bt}", if max { "and" } else { "or" }), &[t.into(), x.into(), y.into()]);
        l.k.inst_if(eq, false, &format!("mov.{bt}"), &[d.into(), t.into()]);
        if op.has_unit("propagate_nan") {
            let un = l.fcmp(e, "nan", x, y);
            l.k.inst_if(un, false, &format!("mov.{bt}"), &[d.into(), Operand::ImmU(canonical_nan(e))]);
        }
        l.canon_nan(e, d);
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

// ---- integers ----

fn int_binary(l: &mut Lower, op: &Op) -> LResult<()> {
    let name = op.name();
    let e = l.num_elem(op, op.results[0])?;
    if !e.is_int() {
        return Err(unsup(name, "not an integer"));
    }
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    if e == ElemType::I1 {
        let o = match name {
            "andi" | "muli" => "and.pred",
            "ori" => "or.pred",
            "xori" | "addi" | "subi" => "xor.pred",
            _ => return Err(unsup(name, "i1 shifts: later")),
        };
        for (&x, &y) in a.regs.iter().zip(&b.regs) {
            let d = l.k.reg(RegClass::Pred);
            l.k.inst(o, &[d.into(), x.into(), y.into()]);
            regs.push(d);
        }
        l.set_tile(op.results[0], e, regs);
        return Ok(());
    }
    let w = int_reg_bits(e);
    let class = class_of(e).unwrap();
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let d = l.k.reg(class);
        match name {
            "addi" | "subi" => {
                l.k.inst(&format!("{}.s{w}", &name[..3]), &[d.into(), x.into(), y.into()]);
                l.norm_i8(e, d);
            }
            "muli" => {
                l.k.inst(&format!("mul.lo.s{w}"), &[d.into(), x.into(), y.into()]);
                l.norm_i8(e, d);
            }
            // Bitwise ops keep an i8's sign extension.
            "andi" | "ori" | "xori" => l.k.inst(&format!("{}.b{w}", &name[..name.len() - 1]), &[d.into(), x.into(), y.into()]),
            _ => {
                // Shifts: the amount is read unsigned; PTX clamps amounts above the register
                // width, which gives the documented result (0, or sign fill) for amounts of at
                // least the element width.
                let amt = l.k.reg(RegClass::B32);
                match e {
                    ElemType::I8 => {
                        let t = l.k.reg(RegClass::B16);
                        l.k.inst("and.b16", &[t.into(), y.into(), Operand::ImmU(0xFF)]);
                        l.k.inst("cvt.u32.u16", &[amt.into(), t.into()]);
                    }
                    ElemType::I16 => l.k.inst("cvt.u32.u16", &[amt.into(), y.into()]),
                    ElemType::I32 => l.k.inst("mov.b32", &[amt.into(), y.into()]),
                    _ => {
                        let t = l.k.reg(RegClass::B64);
                        l.k.inst("min.u64", &[t.into(), y.into(), 64u64.into()]);
                        l.k.inst("cvt.u32.u64", &[amt.into(), t.into()]);
                    }
                }
                if name == "shli" {
                    l.k.inst(&format!("shl.b{w}"), &[d.into(), x.into(), amt.into()]);
                    l.norm_i8(e, d);
                } else if signed {
                    l.k.inst(&format!("shr.s{w}"), &[d.into(), x.into(), amt.into()]);
                } else {
                    let src = if e == ElemType::I8 {
                        let t = l.k.reg(RegClass::B16);
                        l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
                        t
                    } else {
                        x
                    };
                    l.k.inst(&format!("shr.u{w}"), &[d.into(), src.into(), amt.into()]);
                    l.norm_i8(e, d);
                }
            }
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

fn cmpi(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.operands[0])?;
    if e == ElemType::I1 {
        return Err(unsup("cmpi", "i1 comparisons: later"));
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let pred = op.enum_attr::<CmpPredicate>("comparison_predicate").ok_or_else(|| unsup("cmpi", "no predicate"))?;
    let p = match pred {
        CmpPredicate::Equal => "eq",
        CmpPredicate::NotEqual => "ne",
        CmpPredicate::LessThan => "lt",
        CmpPredicate::LessThanOrEqual => "le",
        CmpPredicate::GreaterThan => "gt",
        CmpPredicate::GreaterThanOrEqual => "ge",
    };
    let w = int_reg_bits(e);
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        let (x, y) = if e == ElemType::I8 && !signed {
            let (s, t) = (l.k.reg(RegClass::B16), l.k.reg(RegClass::B16));
            l.k.inst("and.b16", &[s.into(), x.into(), Operand::ImmU(0xFF)]);
            l.k.inst("and.b16", &[t.into(), y.into(), Operand::ImmU(0xFF)]);
            (s, t)
        } else {
            (x, y)
        };
        let d = l.k.reg(RegClass::Pred);
        l.k.inst(&format!("setp.{p}.{}{w}", if signed { "s" } else { "u" }), &[d.into(), x.into(), y.into()]);
        regs.push(d);
    }
    l.set_tile(op.results[0], ElemType::I1, regs);
    Ok(())
}

fn cmpf(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.operands[0])?;
    if !matches!(e, ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16) {
        return Err(unsup("cmpf", format!("element type {}", e.name())));
    }
    let pred = op.enum_attr::<CmpPredicate>("comparison_predicate").ok_or_else(|| unsup("cmpf", "no predicate"))?;
    let ord = op.enum_attr::<CmpOrdering>("comparison_ordering").ok_or_else(|| unsup("cmpf", "no ordering"))?;
    let base = match pred {
        CmpPredicate::Equal => "eq",
        CmpPredicate::NotEqual => "ne",
        CmpPredicate::LessThan => "lt",
        CmpPredicate::LessThanOrEqual => "le",
        CmpPredicate::GreaterThan => "gt",
        CmpPredicate::GreaterThanOrEqual => "ge",
    };
    // PTX: eq/ne/lt/... are false when either operand is NaN; equ/neu/ltu/... are true then.
    let p = if ord == CmpOrdering::Unordered { format!("{base}u") } else { base.to_string() };
    let (a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?);
    let mut regs = Vec::new();
    for (&x, &y) in a.regs.iter().zip(&b.regs) {
        regs.push(l.fcmp(e, &p, x, y));
    }
    l.set_tile(op.results[0], ElemType::I1, regs);
    Ok(())
}

fn select(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = l.num_elem(op, op.results[0])?;
    let (c, a, b) = (l.tile(op, op.operands[0])?, l.tile(op, op.operands[1])?, l.tile(op, op.operands[2])?);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for i in 0..a.regs.len() {
        let d = l.k.reg(class);
        if class == RegClass::Pred {
            let (n, t, u) = (l.k.reg(RegClass::Pred), l.k.reg(RegClass::Pred), l.k.reg(RegClass::Pred));
            l.k.inst("not.pred", &[n.into(), c.regs[i].into()]);
            l.k.inst("and.pred", &[t.into(), c.regs[i].into(), a.regs[i].into()]);
            l.k.inst("and.pred", &[u.into(), n.into(), b.regs[i].into()]);
            l.k.inst("or.pred", &[d.into(), t.into(), u.into()]);
        } else {
            l.k.inst(&format!("selp.{}", bits(class)), &[d.into(), a.regs[i].into(), b.regs[i].into(), c.regs[i].into()]);
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

// ---- conversions ----

fn is_float(e: ElemType) -> bool {
    matches!(e, ElemType::F32 | ElemType::F64 | ElemType::F16 | ElemType::BF16)
}

/// Per-slot conversion helper: applies `f` to each source register.
fn convert_each(l: &mut Lower, op: &Op, to: ElemType, f: &mut dyn FnMut(&mut Lower, Reg) -> Reg) -> LResult<()> {
    let a = l.tile(op, op.operands[0])?;
    let regs: Vec<Reg> = a.regs.iter().map(|&x| f(l, x)).collect();
    l.set_tile(op.results[0], to, regs);
    Ok(())
}

fn ftof(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if !is_float(from) || !is_float(to) {
        return Err(unsup("ftof", format!("{} -> {}: only f16/bf16/f32/f64 in this slice", from.name(), to.name())));
    }
    let r = rnd("ftof", rounding(op))?;
    // Which instructions: a direct cvt, or through f32 where that is exact.
    let via_f32 = match (from, to) {
        (ElemType::BF16, ElemType::F64) | (ElemType::BF16, ElemType::F16) | (ElemType::F16, ElemType::BF16) => !l.target.bf16_cvt_direct(),
        (ElemType::F64, ElemType::BF16) => {
            if !l.target.bf16_cvt_direct() {
                return Err(unsup("ftof", "f64 -> bf16 before sm_90 rounds twice (through f32)"));
            }
            false
        }
        _ => false,
    };
    if to == ElemType::BF16 && r != "rn" && !(r == "rz" && from == ElemType::F32) {
        return Err(unsup("ftof", format!("{} -> bf16 with rounding .{r}", from.name())));
    }
    let tc = class_of(to).unwrap();
    let narrow_rnd = |f: ElemType, t: ElemType| -> String {
        // Rounding applies only when narrowing.
        if f.bit_width() > t.bit_width() || (f == ElemType::F16 && t == ElemType::BF16) || (f == ElemType::BF16 && t == ElemType::F16) {
            format!(".{r}")
        } else {
            String::new()
        }
    };
    convert_each(l, op, to, &mut |l, x| {
        let d = l.k.reg(tc);
        if from == to {
            l.k.inst(&format!("mov.{}", bits(tc)), &[d.into(), x.into()]);
        } else if via_f32 {
            let m = l.k.reg(RegClass::F32);
            l.k.inst(&format!("cvt.f32.{}", fty(from)), &[m.into(), x.into()]);
            let rr = narrow_rnd(ElemType::F32, to);
            l.k.inst(&format!("cvt{rr}.{}.f32", fty(to)), &[d.into(), m.into()]);
        } else {
            let rr = narrow_rnd(from, to);
            l.k.inst(&format!("cvt{rr}.{}.{}", fty(to), fty(from)), &[d.into(), x.into()]);
        }
        l.canon_nan(to, d);
        d
    })
}

fn itof(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if !from.is_int() || from == ElemType::I1 || !is_float(to) {
        return Err(unsup("itof", format!("{} -> {}", from.name(), to.name())));
    }
    let r = rnd("itof", rounding(op))?;
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let w = int_reg_bits(from);
    let via_f32 = to == ElemType::BF16 && !l.target.bf16_cvt_direct();
    if via_f32 && w > 16 {
        return Err(unsup("itof", "i32/i64 -> bf16 before sm_90 would round twice (through f32)"));
    }
    if (to == ElemType::BF16 || to == ElemType::F16) && r != "rn" {
        return Err(unsup("itof", format!("-> {} with rounding .{r}", fty(to))));
    }
    let tc = class_of(to).unwrap();
    let sfx = if signed { "s" } else { "u" };
    convert_each(l, op, to, &mut |l, x| {
        let src = if from == ElemType::I8 && !signed {
            let t = l.k.reg(RegClass::B16);
            l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
            t
        } else {
            x
        };
        let d = l.k.reg(tc);
        if via_f32 {
            // 16-bit integers are exact in f32.
            let m = l.k.reg(RegClass::F32);
            l.k.inst(&format!("cvt.rn.f32.{sfx}{w}"), &[m.into(), src.into()]);
            l.k.inst("cvt.rn.bf16.f32", &[d.into(), m.into()]);
        } else {
            l.k.inst(&format!("cvt.{r}.{}.{sfx}{w}", fty(to)), &[d.into(), src.into()]);
        }
        d
    })
}

fn ftoi(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if !is_float(from) || !to.is_int() {
        return Err(unsup("ftoi", format!("{} -> {}", from.name(), to.name())));
    }
    if to == ElemType::I1 {
        return Err(unsup("ftoi", "ftoi to i1 (x != 0): later"));
    }
    let r = irnd("ftoi", rounding(op))?;
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    // PTX float -> integer cvt clamps to the destination range: the saturating result. NaN
    // gives 0 only for some source/destination pairs (the H100 gives the most negative value
    // for f64 sources and 64-bit destinations), so NaN inputs are set to 0 explicitly. Without
    // `saturating` such inputs are undefined behaviour.
    let sfx = if signed { "s" } else { "u" };
    let dw = if to == ElemType::I8 { 8 } else { int_reg_bits(to) };
    let tc = class_of(to).unwrap();
    // bf16 -> f32 is exact, and the direct bf16 -> integer cvt of sm_90 has no `.sat` form.
    let via_f32 = from == ElemType::BF16;
    convert_each(l, op, to, &mut |l, x| {
        let (src, fe) = if via_f32 {
            let m = l.k.reg(RegClass::F32);
            l.k.inst("cvt.f32.bf16", &[m.into(), x.into()]);
            (m, ElemType::F32)
        } else {
            (x, from)
        };
        let d = l.k.reg(tc);
        l.k.inst(&format!("cvt.{r}.sat.{sfx}{dw}.{}", fty(fe)), &[d.into(), src.into()]);
        let nan = l.k.reg(RegClass::Pred);
        l.k.inst(&format!("setp.nan.{}", fty(fe)), &[nan.into(), src.into(), src.into()]);
        l.k.inst(&format!("selp.{}", bits(tc)), &[d.into(), Operand::Imm(0), d.into(), nan.into()]);
        l.norm_i8(to, d);
        d
    })
}

fn ext_trunc(l: &mut Lower, op: &Op) -> LResult<()> {
    let from = l.num_elem(op, op.operands[0])?;
    let to = l.num_elem(op, op.results[0])?;
    if !from.is_int() || !to.is_int() {
        return Err(unsup(op.name(), "integers only"));
    }
    let signed = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let tc = class_of(to).unwrap();
    let (fw, tw) = (int_reg_bits(from), int_reg_bits(to));
    convert_each(l, op, to, &mut |l, x| {
        let d = l.k.reg(tc);
        if from == ElemType::I1 {
            let one: Operand = if signed { Operand::Imm(-1) } else { Operand::ImmU(1) };
            l.k.inst(&format!("selp.{}", bits(tc)), &[d.into(), one, Operand::ImmU(0), x.into()]);
            return d;
        }
        if to == ElemType::I1 {
            let t = l.k.reg(class_of(from).unwrap());
            l.k.inst(&format!("and.b{fw}"), &[t.into(), x.into(), Operand::ImmU(1)]);
            l.k.inst(&format!("setp.ne.u{fw}"), &[d.into(), t.into(), Operand::ImmU(0)]);
            return d;
        }
        // Zero-extend an unsigned i8 first (it lives sign-extended).
        let src = if from == ElemType::I8 && !signed && op.name() == "exti" {
            let t = l.k.reg(RegClass::B16);
            l.k.inst("and.b16", &[t.into(), x.into(), Operand::ImmU(0xFF)]);
            t
        } else {
            x
        };
        let s = if signed { "s" } else { "u" };
        if fw == tw {
            l.k.inst(&format!("mov.b{tw}"), &[d.into(), src.into()]);
        } else {
            l.k.inst(&format!("cvt.{s}{tw}.{s}{fw}"), &[d.into(), src.into()]);
        }
        l.norm_i8(to, d);
        d
    })
}

// ---- views ----

fn make_tensor_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let Type::TensorView(tvt) = l.ty(op.results[0]) else { return Err(unsup("make_tensor_view", "bad type")) };
    if class_of(tvt.elem).is_none() {
        return Err(unsup("make_tensor_view", format!("element type {}", tvt.elem.name())));
    }
    let base = op.opt("base").ok_or_else(|| unsup("make_tensor_view", "no base"))?;
    let base = l.tile(op, base)?.regs[0];
    let read = |l: &mut Lower, dims: &[TDim], vals: &[ValueId]| -> LResult<Vec<U64>> {
        let mut it = vals.iter();
        let mut out = Vec::new();
        for d in dims {
            out.push(match d {
                TDim::Static(v) => U64::Imm(*v as u64),
                TDim::Dynamic => {
                    let v = *it.next().ok_or_else(|| unsup("make_tensor_view", "missing dynamic operand"))?;
                    let t = l.tile(op, v)?;
                    // Dynamic extents and strides are read unsigned.
                    U64::Reg(l.zext64(t.elem, t.regs[0]))
                }
            });
        }
        Ok(out)
    };
    let shape = read(l, &tvt.shape, op.group("dynamicShape"))?;
    let strides = read(l, &tvt.strides, op.group("dynamicStrides"))?;
    l.vals.insert(op.results[0], Val::TensorView(TensorViewVal { base, shape, strides, elem: tvt.elem }));
    Ok(())
}

fn make_partition_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let Type::View(vt) = l.ty(op.results[0]) else { return Err(unsup("make_partition_view", "bad type")) };
    if !vt.dim_map_is_identity() {
        return Err(unsup("make_partition_view", "dim_map other than the identity: later"));
    }
    let Some(Val::TensorView(tv)) = l.vals.get(&op.operands[0]).cloned() else { return Err(unsup("make_partition_view", "tensor view not lowered")) };
    if let Some(p) = vt.padding {
        if !is_float(tv.elem) && p != Padding::Zero {
            return Err(unsup("make_partition_view", "non-zero padding of an integer view"));
        }
    }
    l.vals.insert(op.results[0], Val::View(ViewVal { tv, tile: vt.tile.clone(), padding: vt.padding }));
    Ok(())
}

fn canonical_nan(e: ElemType) -> u64 {
    match e {
        ElemType::F64 => 0x7FFF_FFFF_FFFF_FFFF,
        ElemType::F32 => 0x7FFF_FFFF,
        _ => 0x7FFF,
    }
}

fn padding_bits(e: ElemType, p: Option<Padding>) -> u64 {
    let Some(p) = p else { return 0 };
    let (sign, inf, qnan) = match e {
        ElemType::F64 => (1u64 << 63, 0x7FF0_0000_0000_0000u64, 0x7FF8_0000_0000_0000u64),
        ElemType::F32 => (1 << 31, 0x7F80_0000, 0x7FC0_0000),
        ElemType::F16 => (1 << 15, 0x7C00, 0x7E00),
        ElemType::BF16 => (1 << 15, 0x7F80, 0x7FC0),
        _ => return 0,
    };
    match p {
        Padding::Zero => 0,
        Padding::NegZero => sign,
        Padding::PosInf => inf,
        Padding::NegInf => sign | inf,
        Padding::Nan => qnan,
    }
}

/// Memory op common part: view, tile index registers (u64) and the element type.
fn view_access(l: &mut Lower, op: &Op, view: ValueId) -> LResult<(ViewVal, Vec<Reg>)> {
    let ord = op.enum_attr::<MemOrdering>("memory_ordering_semantics");
    if ord != Some(MemOrdering::Weak) {
        return Err(unsup(op.name(), "only weak ordering is lowered in this slice"));
    }
    let Some(Val::View(v)) = l.vals.get(&view).cloned() else { return Err(unsup(op.name(), "view not lowered")) };
    let mut idx = Vec::new();
    for &i in op.group("index") {
        let t = l.tile(op, i)?;
        idx.push(l.zext64(t.elem, t.regs[0]));
    }
    if idx.len() != v.tile.len() {
        return Err(unsup(op.name(), "index count differs from the view rank"));
    }
    if op.opt("token").is_some() && l.stored {
        // Token-ordered after earlier stores, which other threads of the CTA may have made.
        l.k.inst("bar.sync", &[0u32.into()]);
    }
    Ok((v, idx))
}

/// For slot `s` of a tile of `shape`: the in-bounds predicate and the element address.
fn element_address(l: &mut Lower, v: &ViewVal, idx: &[Reg], slot: u64, guard_threads: bool) -> (Reg, Reg) {
    let n: u64 = v.tile.iter().product::<i64>() as u64;
    let t = n.min(MAX_THREADS);
    let tid = l.tid();
    // e = slot * T + (tid mod T)
    let e = l.k.reg(RegClass::B32);
    l.k.inst("and.b32", &[e.into(), tid.into(), Operand::ImmU(t - 1)]);
    if slot > 0 {
        l.k.inst("add.u32", &[e.into(), e.into(), Operand::ImmU(slot * t)]);
    }
    let inb = l.k.reg(RegClass::Pred);
    if guard_threads && (t as u32) < l.block_threads {
        l.k.inst("setp.lt.u32", &[inb.into(), tid.into(), Operand::ImmU(t)]);
    } else {
        l.k.inst("setp.eq.u32", &[inb.into(), 0u32.into(), 0u32.into()]);
    }
    let off = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[off.into(), 0u64.into()]);
    let rank = v.tile.len();
    let mut inner = 1u64;
    for k in (0..rank).rev() {
        let dk = v.tile[k] as u64;
        // coord_k = (e / inner) % dk, dims are powers of two
        let c = l.k.reg(RegClass::B32);
        l.k.inst("shr.u32", &[c.into(), e.into(), Operand::ImmU(inner.trailing_zeros() as u64)]);
        l.k.inst("and.b32", &[c.into(), c.into(), Operand::ImmU(dk - 1)]);
        let g = l.k.reg(RegClass::B64);
        l.k.inst("cvt.u64.u32", &[g.into(), c.into()]);
        // global = index * tile + coord
        l.k.inst("mad.lo.u64", &[g.into(), idx[k].into(), Operand::ImmU(dk), g.into()]);
        let ok = l.k.reg(RegClass::Pred);
        l.k.inst("setp.lt.u64", &[ok.into(), g.into(), v.tv.shape[k].into()]);
        l.k.inst("and.pred", &[inb.into(), inb.into(), ok.into()]);
        l.k.inst("mad.lo.u64", &[off.into(), g.into(), v.tv.strides[k].into(), off.into()]);
        inner *= dk;
    }
    let addr = l.k.reg(RegClass::B64);
    let bytes = v.tv.elem.storage_bytes();
    l.k.inst("mad.lo.u64", &[addr.into(), off.into(), Operand::ImmU(bytes), v.tv.base.into()]);
    (inb, addr)
}

fn mem_suffix(e: ElemType) -> &'static str {
    match e {
        ElemType::I1 => "u8",
        ElemType::I8 => "s8",
        ElemType::I16 | ElemType::F16 | ElemType::BF16 => "b16",
        ElemType::I32 | ElemType::F32 => "b32",
        _ => "b64",
    }
}

fn load_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let (v, idx) = view_access(l, op, op.operands[0])?;
    let e = v.tv.elem;
    let slots = l.slots_of(op.results[0]);
    let pad = padding_bits(e, v.padding);
    let class = class_of(e).unwrap();
    let mut regs = Vec::new();
    for s in 0..slots {
        let (inb, addr) = element_address(l, &v, &idx, s as u64, false);
        let d = l.k.reg(class);
        if e == ElemType::I1 {
            // Any nonzero byte reads as 1.
            let b = l.k.reg(RegClass::B16);
            l.k.inst("mov.b16", &[b.into(), 0u32.into()]);
            l.k.inst_if(inb, false, "ld.global.u8", &[b.into(), Operand::Addr(addr, 0)]);
            l.k.inst("setp.ne.u16", &[d.into(), b.into(), 0u32.into()]);
        } else {
            l.k.inst(&format!("mov.{}", bits(class)), &[d.into(), Operand::ImmU(pad)]);
            l.k.inst_if(inb, false, &format!("ld.global.{}", mem_suffix(e)), &[d.into(), Operand::Addr(addr, 0)]);
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    l.vals.insert(op.results[1], Val::Token);
    Ok(())
}

fn store_view(l: &mut Lower, op: &Op) -> LResult<()> {
    let tile = l.tile(op, op.operands[0])?;
    let (v, idx) = view_access(l, op, op.operands[1])?;
    let e = v.tv.elem;
    for (s, &r) in tile.regs.iter().enumerate() {
        let (inb, addr) = element_address(l, &v, &idx, s as u64, true);
        if e == ElemType::I1 {
            let b = l.k.reg(RegClass::B16);
            l.k.inst("selp.u16", &[b.into(), 1u32.into(), 0u32.into(), r.into()]);
            l.k.inst_if(inb, false, "st.global.u8", &[Operand::Addr(addr, 0), b.into()]);
        } else {
            let sfx = if e == ElemType::I8 { "u8" } else { mem_suffix(e) };
            l.k.inst_if(inb, false, &format!("st.global.{sfx}"), &[Operand::Addr(addr, 0), r.into()]);
        }
    }
    l.stored = true;
    l.vals.insert(op.results[0], Val::Token);
    Ok(())
}

#[cfg(test)]
mod tests {
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
}
