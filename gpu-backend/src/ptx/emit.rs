//! A small typed builder for PTX text: one [`Kernel`] with its parameters, virtual registers by
//! PTX register class, labels and instruction lines, turned into a complete module for a
//! [`Target`] by [`Kernel::finish`].
//!
//! Opcodes are plain text (`"add.f32"`, `"ld.global.nc.v4.f32"`): choosing them, per target where
//! needed, is the lowering's job (see [`super::target`]). The builder takes care of the rest of the
//! syntax: register names and their declarations, operand spelling (exact hex for float
//! immediates), labels, predicate guards, identifiers, the module header.
//!
//! ```
//! use tileref_gpu::ptx::emit::{Kernel, Operand, RegClass, Special};
//! use tileref_gpu::ptx::target::Target;
//!
//! let mut k = Kernel::new("scale");
//! let x = k.param_ptr("x");
//! let x = k.load_param(x);
//! let i = k.read_special(Special::TidX);
//! let off = k.reg(RegClass::B64);
//! k.inst("mul.wide.u32", &[off.into(), i.into(), 4u32.into()]);
//! let addr = k.reg(RegClass::B64);
//! k.inst("add.s64", &[addr.into(), x.into(), off.into()]);
//! let v = k.reg(RegClass::F32);
//! k.inst("ld.global.f32", &[v.into(), Operand::Addr(addr, 0)]);
//! k.inst("mul.rn.f32", &[v.into(), v.into(), 2.0f32.into()]);
//! k.inst("st.global.f32", &[Operand::Addr(addr, 0), v.into()]);
//! let ptx = k.finish(Target::Sm80);
//! assert!(ptx.contains("mul.rn.f32 %f0, %f0, 0f40000000;"));
//! ```

use std::fmt;

use super::target::Target;

/// A PTX register class; each has its own register name prefix and `.reg` declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegClass {
    /// `.pred`, `%p0`..: predicates (`setp` results, branch guards).
    Pred,
    /// `.b16`, `%rs0`..: f16, bf16, 16-bit integers, FP8 pairs.
    B16,
    /// `.b32`, `%r0`..: 32-bit integers, f16x2/bf16x2 pairs, special registers.
    B32,
    /// `.b64`, `%rd0`..: addresses and 64-bit integers.
    B64,
    /// `.f32`, `%f0`..
    F32,
    /// `.f64`, `%fd0`..
    F64,
}

impl RegClass {
    /// Every class, in the order of the declarations in a kernel's prologue.
    pub const ALL: [RegClass; 6] = [
        RegClass::Pred,
        RegClass::B16,
        RegClass::B32,
        RegClass::B64,
        RegClass::F32,
        RegClass::F64,
    ];

    /// The type in the `.reg` declaration: ".pred", ".b16", ...
    pub fn ptx_type(self) -> &'static str {
        match self {
            RegClass::Pred => ".pred",
            RegClass::B16 => ".b16",
            RegClass::B32 => ".b32",
            RegClass::B64 => ".b64",
            RegClass::F32 => ".f32",
            RegClass::F64 => ".f64",
        }
    }

    /// The register name prefix: "%p", "%rs", "%r", "%rd", "%f", "%fd".
    pub fn prefix(self) -> &'static str {
        match self {
            RegClass::Pred => "%p",
            RegClass::B16 => "%rs",
            RegClass::B32 => "%r",
            RegClass::B64 => "%rd",
            RegClass::F32 => "%f",
            RegClass::F64 => "%fd",
        }
    }
}

/// A virtual register of one kernel; written `%r12`, `%rd7`, `%p2` ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    class: RegClass,
    index: u32,
}

impl Reg {
    pub fn class(self) -> RegClass {
        self.class
    }

    pub fn index(self) -> u32 {
        self.index
    }
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class.prefix(), self.index)
    }
}

/// A read-only special register; all are 32 bits wide (read into a [`RegClass::B32`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    TidX,
    TidY,
    TidZ,
    NtidX,
    NtidY,
    NtidZ,
    CtaidX,
    CtaidY,
    CtaidZ,
    NctaidX,
    NctaidY,
    NctaidZ,
    LaneId,
}

impl Special {
    /// The PTX spelling: "%tid.x", "%ntid.x", "%ctaid.x", "%nctaid.x", "%laneid".
    pub fn name(self) -> &'static str {
        match self {
            Special::TidX => "%tid.x",
            Special::TidY => "%tid.y",
            Special::TidZ => "%tid.z",
            Special::NtidX => "%ntid.x",
            Special::NtidY => "%ntid.y",
            Special::NtidZ => "%ntid.z",
            Special::CtaidX => "%ctaid.x",
            Special::CtaidY => "%ctaid.y",
            Special::CtaidZ => "%ctaid.z",
            Special::NctaidX => "%nctaid.x",
            Special::NctaidY => "%nctaid.y",
            Special::NctaidZ => "%nctaid.z",
            Special::LaneId => "%laneid",
        }
    }
}

/// A branch target inside one kernel; written `$L0`, `$L1` ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(u32);

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "$L{}", self.0)
    }
}

/// The type of a kernel parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamType {
    /// A global-memory pointer, declared `.param .u64`.
    Ptr,
    U32,
    U64,
}

impl ParamType {
    fn ptx_type(self) -> &'static str {
        match self {
            ParamType::Ptr | ParamType::U64 => ".u64",
            ParamType::U32 => ".u32",
        }
    }
}

/// A kernel parameter, by position in its kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Param(usize);

/// One operand of an instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Reg(Reg),
    Special(Special),
    /// A signed integer immediate, in decimal.
    Imm(i64),
    /// An unsigned integer immediate, in decimal.
    ImmU(u64),
    /// An f32 immediate, written exactly as its bits: `0f3F800000`.
    F32(f32),
    /// An f64 immediate, written exactly as its bits: `0d3FF0000000000000`.
    F64(f64),
    /// `[reg]` or `[reg+offset]`.
    Addr(Reg, i64),
    /// `[param]`, the address of a kernel parameter for `ld.param`.
    Param(Param),
    Label(Label),
    /// `{%f0, %f1, ...}`, for vector loads, stores and atomics.
    Vector(Vec<Reg>),
    /// `d|p`, the two destinations of `setp` on pairs or `elect.sync`.
    Pair(Reg, Reg),
    /// A variable declared by the kernel ([`Kernel::global_bytes`], [`Kernel::shared_array`],
    /// ...): `mov.u64 %rd0, name` gives its address in its state space.
    Sym(String),
}

impl From<Reg> for Operand {
    fn from(r: Reg) -> Operand {
        Operand::Reg(r)
    }
}

impl From<Special> for Operand {
    fn from(s: Special) -> Operand {
        Operand::Special(s)
    }
}

impl From<Label> for Operand {
    fn from(l: Label) -> Operand {
        Operand::Label(l)
    }
}

impl From<Param> for Operand {
    fn from(p: Param) -> Operand {
        Operand::Param(p)
    }
}

impl From<i32> for Operand {
    fn from(v: i32) -> Operand {
        Operand::Imm(v.into())
    }
}

impl From<i64> for Operand {
    fn from(v: i64) -> Operand {
        Operand::Imm(v)
    }
}

impl From<u32> for Operand {
    fn from(v: u32) -> Operand {
        Operand::ImmU(v.into())
    }
}

impl From<u64> for Operand {
    fn from(v: u64) -> Operand {
        Operand::ImmU(v)
    }
}

impl From<f32> for Operand {
    fn from(v: f32) -> Operand {
        Operand::F32(v)
    }
}

impl From<f64> for Operand {
    fn from(v: f64) -> Operand {
        Operand::F64(v)
    }
}

/// Turns any string into a valid PTX identifier: characters other than ASCII letters, digits and
/// `_` become `_`; a name that would start with a digit gets a leading `_`; an empty name becomes
/// `unnamed` and a lone `_` becomes `__` (PTX wants a letter first, or `_` and at least one more
/// character).
pub fn sanitize_ident(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() {
        s.push_str("unnamed");
    } else if s.starts_with(|c: char| c.is_ascii_digit()) || s == "_" {
        s.insert(0, '_');
    }
    s
}

enum Line {
    Inst(String),
    Label(Label),
    Comment(String),
}

/// One `.entry` kernel being built. Registers are numbered from 0 per class and declared exactly
/// (`.reg .b32 %r<n>;` for n registers); classes without registers are not declared.
pub struct Kernel {
    name: String,
    params: Vec<(String, ParamType)>,
    counts: [u32; RegClass::ALL.len()],
    body: Vec<Line>,
    labels: u32,
    placed: Vec<u32>,
    used: Vec<bool>,
    bad_guards: Vec<Reg>,
    /// Module-level declarations (globals, shared arrays, the `vprintf` extern), in order.
    decls: Vec<String>,
    /// `.local` arrays of the kernel, declared after its registers.
    locals: Vec<String>,
    /// Every module-level and local symbol name taken so far (the kernel's own name included).
    symbols: Vec<String>,
    /// Bytes of `.shared` arrays declared so far.
    shared_bytes: u64,
    vprintf: bool,
    /// Bytes of the kernel's scratch array ([`SHARED_SCRATCH`]), shared by the ops that stage
    /// tiles one after another (0: none).
    scratch: u64,
}

/// The name of a kernel's `.shared` scratch array ([`Kernel::need_scratch`]).
pub const SHARED_SCRATCH: &str = "tr_scratch";

/// The most static `.shared` memory one CTA may declare (48 KiB without opting in).
pub const MAX_STATIC_SHARED: u64 = 48 * 1024;

impl Kernel {
    /// A kernel named `name`, sanitised by [`sanitize_ident`].
    pub fn new(name: &str) -> Kernel {
        Kernel {
            name: sanitize_ident(name),
            params: Vec::new(),
            counts: [0; RegClass::ALL.len()],
            body: Vec::new(),
            labels: 0,
            placed: Vec::new(),
            used: Vec::new(),
            bad_guards: Vec::new(),
            decls: Vec::new(),
            locals: Vec::new(),
            symbols: vec![
                sanitize_ident(name),
                "vprintf".to_string(),
                SHARED_SCRATCH.to_string(),
            ],
            shared_bytes: 0,
            vprintf: false,
            scratch: 0,
        }
    }

    /// Makes the `.shared` scratch array ([`SHARED_SCRATCH`], 16-byte aligned, declared in the
    /// kernel) at least `bytes` long.
    pub fn need_scratch(&mut self, bytes: u64) {
        self.scratch = self.scratch.max(bytes);
    }

    /// A fresh symbol name from `name` (sanitised; `_<n>` appended if taken).
    fn symbol(&mut self, name: &str) -> String {
        let base = sanitize_ident(name);
        let mut s = base.clone();
        let mut n = 1;
        while self.symbols.contains(&s) {
            s = format!("{base}_{n}");
            n += 1;
        }
        self.symbols.push(s.clone());
        s
    }

    /// Declares a module-level `.global .align {align} .b8 name[n] = {bytes}` initialised
    /// with `bytes` (n = at least 1); returns its name (see [`Kernel::symbol`]). `mov.u64 %rd,
    /// name` gives its address in the global state space.
    pub fn global_bytes(&mut self, name: &str, align: u64, bytes: &[u8]) -> String {
        let s = self.symbol(name);
        let init = if bytes.is_empty() {
            "0".to_string()
        } else {
            bytes
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        self.decls.push(format!(
            ".global .align {align} .b8 {s}[{}] = {{{init}}};",
            bytes.len().max(1)
        ));
        s
    }

    /// Declares a module-level zero-filled `.global .align {align} .b8 name[size]`.
    pub fn global_zeroed(&mut self, name: &str, align: u64, size: u64) -> String {
        let s = self.symbol(name);
        self.decls
            .push(format!(".global .align {align} .b8 {s}[{}];", size.max(1)));
        s
    }

    /// A NUL-terminated string in global memory (for `vprintf` formats); returns its name.
    pub fn global_string(&mut self, name: &str, text: &str) -> String {
        let mut bytes = text.as_bytes().to_vec();
        bytes.push(0);
        self.global_bytes(name, 1, &bytes)
    }

    /// Declares a module-level `.shared .align {align} .b8 name[size]` (one per CTA); returns its
    /// name. [`Kernel::problems`] reports more than [`MAX_STATIC_SHARED`] bytes in all.
    pub fn shared_array(&mut self, name: &str, align: u64, size: u64) -> String {
        let s = self.symbol(name);
        self.decls
            .push(format!(".shared .align {align} .b8 {s}[{}];", size.max(1)));
        self.shared_bytes += size.max(1).next_multiple_of(align.max(1));
        s
    }

    /// Declares a `.local .align {align} .b8 name[size]` array of the kernel (one per thread);
    /// returns its name.
    pub fn local_array(&mut self, name: &str, align: u64, size: u64) -> String {
        let s = self.symbol(name);
        self.locals
            .push(format!(".local .align {align} .b8 {s}[{}];", size.max(1)));
        s
    }

    /// Calls `vprintf(fmt, args)` (both generic addresses; declares the extern function once).
    /// The call is made by every thread that reaches it (`call`, not `call.uni`: callers may
    /// have branched apart); its return value is dropped.
    pub fn call_vprintf(&mut self, fmt: Reg, args: Reg) {
        if !self.vprintf {
            self.vprintf = true;
            self.decls.push(
                ".extern .func (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n);"
                    .to_string(),
            );
        }
        for line in [
            "{".to_string(),
            ".param .b64 param0;".to_string(),
            format!("st.param.b64 [param0], {fmt};"),
            ".param .b64 param1;".to_string(),
            format!("st.param.b64 [param1], {args};"),
            ".param .b32 retval0;".to_string(),
            "call (retval0), vprintf, (param0, param1);".to_string(),
            "}".to_string(),
        ] {
            self.body.push(Line::Inst(line));
        }
    }

    /// The kernel's (sanitised) name, as in the `.entry` line.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Adds a parameter. Its PTX name is `p_` and the sanitised `name`, with `_<position>`
    /// appended if another parameter already has that name.
    pub fn param(&mut self, name: &str, ty: ParamType) -> Param {
        let mut ptx = format!("p_{}", sanitize_ident(name));
        if self.params.iter().any(|(n, _)| *n == ptx) {
            ptx = format!("{ptx}_{}", self.params.len());
        }
        self.params.push((ptx, ty));
        Param(self.params.len() - 1)
    }

    /// A global-memory pointer parameter (`.param .u64`).
    pub fn param_ptr(&mut self, name: &str) -> Param {
        self.param(name, ParamType::Ptr)
    }

    /// A `.param .u32` scalar.
    pub fn param_u32(&mut self, name: &str) -> Param {
        self.param(name, ParamType::U32)
    }

    /// A `.param .u64` scalar.
    pub fn param_u64(&mut self, name: &str) -> Param {
        self.param(name, ParamType::U64)
    }

    /// The PTX name of a parameter of this kernel.
    pub fn param_name(&self, p: Param) -> &str {
        self.params.get(p.0).map_or("", |(n, _)| n.as_str())
    }

    /// A fresh register of `class`.
    pub fn reg(&mut self, class: RegClass) -> Reg {
        let slot = &mut self.counts[class as usize];
        let r = Reg {
            class,
            index: *slot,
        };
        *slot += 1;
        r
    }

    /// How many registers of `class` the kernel has (and declares).
    pub fn reg_count(&self, class: RegClass) -> u32 {
        self.counts[class as usize]
    }

    /// A fresh label, to be placed once with [`Kernel::place`].
    pub fn label(&mut self) -> Label {
        let l = Label(self.labels);
        self.labels += 1;
        self.placed.push(0);
        self.used.push(false);
        l
    }

    /// Places `label` before the next instruction.
    pub fn place(&mut self, label: Label) {
        if let Some(n) = self.placed.get_mut(label.0 as usize) {
            *n += 1;
        }
        self.body.push(Line::Label(label));
    }

    /// Appends `opcode operands...;`.
    pub fn inst(&mut self, opcode: &str, operands: &[Operand]) {
        let line = self.render(opcode, operands);
        self.body.push(Line::Inst(line));
    }

    /// Appends `@guard opcode operands...;`, or `@!guard ...` when `negate`. `guard` must be a
    /// [`RegClass::Pred`] register ([`Kernel::problems`] reports it otherwise).
    pub fn inst_if(&mut self, guard: Reg, negate: bool, opcode: &str, operands: &[Operand]) {
        if guard.class != RegClass::Pred {
            self.bad_guards.push(guard);
        }
        let line = self.render(opcode, operands);
        let bang = if negate { "!" } else { "" };
        self.body.push(Line::Inst(format!("@{bang}{guard} {line}")));
    }

    /// Appends a `// text` comment line (line breaks in `text` become spaces).
    pub fn comment(&mut self, text: &str) {
        self.body
            .push(Line::Comment(text.replace(['\n', '\r'], " ")));
    }

    /// Loads a parameter into a fresh register: `ld.param.u64` into a [`RegClass::B64`] for
    /// pointers and u64, `ld.param.u32` into a [`RegClass::B32`].
    pub fn load_param(&mut self, p: Param) -> Reg {
        let ty = self.params.get(p.0).map_or(ParamType::U64, |(_, t)| *t);
        let (class, op) = match ty {
            ParamType::Ptr | ParamType::U64 => (RegClass::B64, "ld.param.u64"),
            ParamType::U32 => (RegClass::B32, "ld.param.u32"),
        };
        let r = self.reg(class);
        self.inst(op, &[r.into(), p.into()]);
        r
    }

    /// Reads a special register into a fresh [`RegClass::B32`]: `mov.u32 %rN, %tid.x`.
    pub fn read_special(&mut self, s: Special) -> Reg {
        let r = self.reg(RegClass::B32);
        self.inst("mov.u32", &[r.into(), s.into()]);
        r
    }

    /// Mistakes ptxas would reject that the builder can see: labels used but never placed, labels
    /// placed more than once, guards that are not predicates. Empty when none.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (i, (&placed, &used)) in self.placed.iter().zip(&self.used).enumerate() {
            let l = Label(i as u32);
            if used && placed == 0 {
                out.push(format!("label {l} is branched to but never placed"));
            }
            if placed > 1 {
                out.push(format!("label {l} is placed {placed} times"));
            }
        }
        for g in &self.bad_guards {
            out.push(format!("guard {g} is not a .pred register"));
        }
        let shared = self.shared_bytes + self.scratch.next_multiple_of(16);
        if shared > MAX_STATIC_SHARED {
            out.push(format!(
                "{shared} bytes of static shared memory (at most {MAX_STATIC_SHARED})"
            ));
        }
        out
    }

    /// The complete module: header for `target`, the `.entry` with its parameters, register
    /// declarations, the body and a final `ret`.
    pub fn finish(&self, target: Target) -> String {
        let mut s = format!(
            "//\n// Generated by tileref for {target}\n//\n\n{}\n",
            target.header()
        );
        for d in &self.decls {
            s.push_str(d);
            s.push('\n');
        }
        if !self.decls.is_empty() {
            s.push('\n');
        }
        s.push_str(&format!(".visible .entry {}(", self.name));
        for (i, (name, ty)) in self.params.iter().enumerate() {
            let sep = if i + 1 < self.params.len() { "," } else { "" };
            s.push_str(&format!("\n\t.param {} {name}{sep}", ty.ptx_type()));
        }
        s.push_str(if self.params.is_empty() {
            ")\n{\n"
        } else {
            "\n)\n{\n"
        });
        for class in RegClass::ALL {
            let n = self.counts[class as usize];
            if n > 0 {
                s.push_str(&format!(
                    "\t.reg {} {}<{n}>;\n",
                    class.ptx_type(),
                    class.prefix()
                ));
            }
        }
        for d in &self.locals {
            s.push_str(&format!("\t{d}\n"));
        }
        if self.scratch > 0 {
            s.push_str(&format!(
                "\t.shared .align 16 .b8 {SHARED_SCRATCH}[{}];\n",
                self.scratch
            ));
        }
        s.push('\n');
        for line in &self.body {
            match line {
                Line::Inst(text) => s.push_str(&format!("\t{text}\n")),
                Line::Label(l) => s.push_str(&format!("{l}:\n")),
                Line::Comment(c) => s.push_str(&format!("\t// {c}\n")),
            }
        }
        s.push_str("\tret;\n}\n");
        s
    }

    fn render(&mut self, opcode: &str, operands: &[Operand]) -> String {
        let ops: Vec<String> = operands.iter().map(|o| self.operand(o)).collect();
        if ops.is_empty() {
            format!("{opcode};")
        } else {
            format!("{opcode} {};", ops.join(", "))
        }
    }

    fn operand(&mut self, o: &Operand) -> String {
        match o {
            Operand::Reg(r) => r.to_string(),
            Operand::Special(s) => s.name().to_string(),
            Operand::Imm(v) => v.to_string(),
            Operand::ImmU(v) => v.to_string(),
            Operand::F32(v) => format!("0f{:08X}", v.to_bits()),
            Operand::F64(v) => format!("0d{:016X}", v.to_bits()),
            Operand::Addr(r, 0) => format!("[{r}]"),
            Operand::Addr(r, off) => format!("[{r}+{off}]"),
            Operand::Param(p) => format!("[{}]", self.param_name(*p)),
            Operand::Label(l) => {
                if let Some(u) = self.used.get_mut(l.0 as usize) {
                    *u = true;
                }
                l.to_string()
            }
            Operand::Vector(regs) => format!(
                "{{{}}}",
                regs.iter()
                    .map(Reg::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Operand::Pair(a, b) => format!("{a}|{b}"),
            Operand::Sym(name) => name.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// `c[i] = a[i] + b[i]` over f32 for i < n, i = ctaid.x * ntid.x + tid.x.
    fn vector_add() -> Kernel {
        let mut k = Kernel::new("vector_add");
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
        let out = k.reg(RegClass::Pred);
        k.inst("setp.ge.u32", &[out.into(), i.into(), n.into()]);
        let done = k.label();
        k.inst_if(out, false, "bra.uni", &[done.into()]);
        let off = k.reg(RegClass::B64);
        k.inst("mul.wide.u32", &[off.into(), i.into(), 4u32.into()]);
        let load = |k: &mut Kernel, base: Reg| {
            let g = k.reg(RegClass::B64);
            k.inst("cvta.to.global.u64", &[g.into(), base.into()]);
            let addr = k.reg(RegClass::B64);
            k.inst("add.s64", &[addr.into(), g.into(), off.into()]);
            addr
        };
        let (aa, ba, ca) = (load(&mut k, a), load(&mut k, b), load(&mut k, c));
        let (x, y, z) = (
            k.reg(RegClass::F32),
            k.reg(RegClass::F32),
            k.reg(RegClass::F32),
        );
        k.inst("ld.global.f32", &[x.into(), Operand::Addr(aa, 0)]);
        k.inst("ld.global.f32", &[y.into(), Operand::Addr(ba, 0)]);
        k.inst("add.rn.f32", &[z.into(), x.into(), y.into()]);
        k.inst("st.global.f32", &[Operand::Addr(ca, 0), z.into()]);
        k.place(done);
        k
    }

    /// Register uses `%name<digits>` in the text after the declarations, by prefix.
    fn uses(body: &str) -> BTreeMap<String, Vec<u32>> {
        let mut out: BTreeMap<String, Vec<u32>> = BTreeMap::new();
        let b = body.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j].is_ascii_lowercase() {
                    j += 1;
                }
                let digits = j;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                if j > digits && j > start {
                    let n: u32 = body[digits..j].parse().expect("digits");
                    out.entry(format!("%{}", &body[start..digits]))
                        .or_default()
                        .push(n);
                }
                i = j.max(i + 1);
            } else {
                i += 1;
            }
        }
        out
    }

    #[test]
    fn register_declarations_match_use() {
        let ptx = vector_add().finish(Target::Sm80);
        let mut declared = BTreeMap::new();
        let mut body = String::new();
        for line in ptx.lines() {
            let t = line.trim();
            if let Some(rest) = t.strip_prefix(".reg ") {
                let (ty, name) = rest.split_once(char::is_whitespace).expect("type and name");
                let name = name.trim();
                let (prefix, count) = name
                    .strip_suffix(">;")
                    .and_then(|n| n.split_once('<'))
                    .expect("%x<n>;");
                let class = RegClass::ALL
                    .into_iter()
                    .find(|c| c.prefix() == prefix)
                    .expect("known prefix");
                assert_eq!(class.ptx_type(), ty, "{line}");
                assert!(
                    declared
                        .insert(prefix.to_string(), count.parse::<u32>().expect("count"))
                        .is_none(),
                    "{prefix} declared twice"
                );
            } else if !t.starts_with("//") {
                body.push_str(line);
                body.push('\n');
            }
        }
        let used = uses(&body);
        assert_eq!(
            used.keys().collect::<Vec<_>>(),
            declared.keys().collect::<Vec<_>>(),
            "{ptx}"
        );
        for (prefix, idx) in &used {
            let n = declared[prefix];
            let mut seen: Vec<u32> = idx.clone();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(
                seen,
                (0..n).collect::<Vec<_>>(),
                "{prefix}: declared {n}, used {seen:?}\n{ptx}"
            );
        }
        // Special registers are not mistaken for registers of ours.
        assert!(body.contains("%ctaid.x") && body.contains("%ntid.x") && body.contains("%tid.x"));
        assert_eq!(declared.get("%p"), Some(&1));
        assert_eq!(declared.get("%rd"), Some(&10));
        assert_eq!(declared.get("%f"), Some(&3));
        assert!(!declared.contains_key("%fd") && !declared.contains_key("%rs"));
    }

    #[test]
    fn module_shape() {
        let k = vector_add();
        assert!(k.problems().is_empty(), "{:?}", k.problems());
        let ptx = k.finish(Target::Sm90);
        assert!(
            ptx.contains(".version 8.1\n.target sm_90\n.address_size 64\n"),
            "{ptx}"
        );
        assert!(
            ptx.contains(".visible .entry vector_add(\n\t.param .u64 p_a,\n\t.param .u64 p_b,\n\t.param .u64 p_c,\n\t.param .u32 p_n\n)\n{\n"),
            "{ptx}"
        );
        assert!(ptx.contains("\tld.param.u32 %r0, [p_n];\n"), "{ptx}");
        assert!(ptx.contains("\t@%p0 bra.uni $L0;\n"), "{ptx}");
        assert!(ptx.ends_with("$L0:\n\tret;\n}\n"), "{ptx}");
        let empty = Kernel::new("e").finish(Target::Sm80);
        assert!(
            empty.contains(".visible .entry e()\n{\n\n\tret;\n}\n"),
            "{empty}"
        );
    }

    #[test]
    fn operands_are_spelled_exactly() {
        let mut k = Kernel::new("ops");
        let (r, p, f, d, h) = (
            k.reg(RegClass::B32),
            k.reg(RegClass::Pred),
            k.reg(RegClass::F32),
            k.reg(RegClass::F64),
            k.reg(RegClass::B16),
        );
        let a = k.reg(RegClass::B64);
        k.inst("mov.f32", &[f.into(), 1.0f32.into()]);
        k.inst("mov.f32", &[f.into(), (-0.0f32).into()]);
        k.inst("mov.f32", &[f.into(), f32::from_bits(0x7fc0_0001).into()]);
        k.inst("mov.f64", &[d.into(), 1.0f64.into()]);
        k.inst("mov.b16", &[h.into(), Operand::ImmU(0x3f80)]);
        k.inst("add.s32", &[r.into(), r.into(), (-7i32).into()]);
        k.inst("ld.global.u32", &[r.into(), Operand::Addr(a, -8)]);
        k.inst(
            "ld.global.v2.f32",
            &[Operand::Vector(vec![f, f]), Operand::Addr(a, 16)],
        );
        k.inst(
            "elect.sync",
            &[Operand::Pair(r, p), Operand::ImmU(0xffff_ffff)],
        );
        k.inst_if(p, true, "bar.sync", &[0u32.into()]);
        k.comment("two\nlines");
        let ptx = k.finish(Target::Sm90);
        for want in [
            "mov.f32 %f0, 0f3F800000;",
            "mov.f32 %f0, 0f80000000;",
            "mov.f32 %f0, 0f7FC00001;",
            "mov.f64 %fd0, 0d3FF0000000000000;",
            "mov.b16 %rs0, 16256;",
            "add.s32 %r0, %r0, -7;",
            "ld.global.u32 %r0, [%rd0+-8];",
            "ld.global.v2.f32 {%f0, %f0}, [%rd0+16];",
            "elect.sync %r0|%p0, 4294967295;",
            "@!%p0 bar.sync 0;",
            "// two lines",
        ] {
            assert!(ptx.contains(want), "{want}\n{ptx}");
        }
    }

    #[test]
    fn names_are_sanitised_and_unique() {
        assert_eq!(sanitize_ident("vector_add"), "vector_add");
        assert_eq!(sanitize_ident("my-kernel.v2"), "my_kernel_v2");
        assert_eq!(sanitize_ident("2d"), "_2d");
        assert_eq!(sanitize_ident(""), "unnamed");
        assert_eq!(sanitize_ident("_"), "__");
        assert_eq!(sanitize_ident("$x%y"), "_x_y");
        assert_eq!(sanitize_ident("é"), "__");
        let mut k = Kernel::new("9 lives");
        assert_eq!(k.name(), "_9_lives");
        let (a, b, c) = (k.param_ptr("x y"), k.param_u32("x-y"), k.param_u64(""));
        assert_eq!(
            (k.param_name(a), k.param_name(b), k.param_name(c)),
            ("p_x_y", "p_x_y_1", "p_unnamed")
        );
    }

    #[test]
    fn problems_are_reported() {
        let mut k = Kernel::new("k");
        let (never, twice) = (k.label(), k.label());
        let r = k.reg(RegClass::B32);
        k.inst_if(r, false, "bra", &[never.into()]);
        k.place(twice);
        k.place(twice);
        let p = k.problems();
        assert_eq!(p.len(), 3, "{p:?}");
        assert!(
            p[0].contains("$L0") && p[0].contains("never placed"),
            "{p:?}"
        );
        assert!(p[1].contains("$L1") && p[1].contains("2 times"), "{p:?}");
        assert!(p[2].contains("%r0") && p[2].contains(".pred"), "{p:?}");
        // A label placed but never used is fine.
        let mut k = Kernel::new("k");
        let l = k.label();
        k.place(l);
        assert!(k.problems().is_empty());
    }
}
