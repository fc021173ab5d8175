//! The in-memory form of a Tile IR module, whichever the input (text or bytecode).

use crate::attrs::{Attr, DenseAttr, OptHints, SymbolVisibility, TileEnum};
use crate::diag::Span;
use crate::ops::{OpDef, OpId};
use crate::types::Type;

/// An SSA value, numbered in definition order within its function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

#[derive(Clone, Debug)]
pub struct ValueDef {
    pub ty: Type,
    /// The name written in the source (without `%`), kept so printing gives it back.
    pub name: Option<String>,
}

/// Names are cosmetic: two modules that differ only in value names are the same module.
impl PartialEq for ValueDef {
    fn eq(&self, other: &ValueDef) -> bool {
        self.ty == other.ty
    }
}

/// A source location as MLIR writes it (`loc(...)`).
#[derive(Clone, Debug, PartialEq, Default)]
pub enum Loc {
    #[default]
    Unknown,
    FileLineCol {
        file: String,
        line: u32,
        col: u32,
    },
    Name {
        name: String,
        child: Option<Box<Loc>>,
    },
    CallSite {
        callee: Box<Loc>,
        caller: Box<Loc>,
    },
    Fused {
        locs: Vec<Loc>,
        metadata: Option<String>,
    },
    /// A `#cuda_tile.di_loc<...>` location, kept as its canonical text (aliases resolved); `inner` is its position.
    Dialect {
        text: String,
        inner: Option<Box<Loc>>,
    },
}

impl Loc {
    /// The first file:line:col this location points at, if any.
    pub fn file_line_col(&self) -> Option<(&str, u32, u32)> {
        match self {
            Loc::FileLineCol { file, line, col } => Some((file, *line, *col)),
            Loc::Name { child, .. } => child.as_ref().and_then(|c| c.file_line_col()),
            Loc::CallSite { callee, .. } => callee.file_line_col(),
            Loc::Fused { locs, .. } => locs.iter().find_map(|l| l.file_line_col()),
            Loc::Dialect { inner, .. } => inner.as_ref().and_then(|c| c.file_line_col()),
            Loc::Unknown => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    pub args: Vec<ValueId>,
    pub ops: Vec<Op>,
}

/// A region: zero or one block (every Tile IR region is single-block).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Region {
    pub blocks: Vec<Block>,
}

impl Region {
    pub fn with_block(b: Block) -> Region {
        Region { blocks: vec![b] }
    }
    pub fn block(&self) -> Option<&Block> {
        self.blocks.first()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    pub id: OpId,
    pub operands: Vec<ValueId>,
    /// Number of operands in each operand group of the op's definition.
    pub segments: Vec<u32>,
    pub results: Vec<ValueId>,
    /// Declared attributes in catalogue order, then any extra (discardable) attributes.
    pub attrs: Vec<(String, Attr)>,
    pub regions: Vec<Region>,
    pub loc: Loc,
    pub span: Span,
}

impl Op {
    pub fn def(&self) -> &'static OpDef {
        self.id.def()
    }
    pub fn name(&self) -> &'static str {
        self.def().name
    }
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }
    pub fn has_unit(&self, name: &str) -> bool {
        self.attr(name).is_some()
    }
    pub fn enum_attr<E: TileEnum>(&self, name: &str) -> Option<E> {
        self.attr(name).and_then(|a| a.as_enum::<E>())
    }
    /// The operands of the group named `name` in the op's definition.
    pub fn group(&self, name: &str) -> &[ValueId] {
        let def = self.def();
        let mut start = 0usize;
        for (i, g) in def.operands.iter().enumerate() {
            let n = self.segments.get(i).copied().unwrap_or(0) as usize;
            if g.name == name {
                return self.operands.get(start..start + n).unwrap_or(&[]);
            }
            start += n;
        }
        &[]
    }
    /// The single operand of group `name`, if present.
    pub fn opt(&self, name: &str) -> Option<ValueId> {
        self.group(name).first().copied()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncKind {
    /// `entry @k(...)`: a kernel.
    Entry,
    /// `testing$func @f(...)`: the test-only function of NVIDIA's test suite.
    TestFunc,
}

/// A kernel (or test function) with its own value table.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub kind: FuncKind,
    pub name: String,
    pub params: Vec<ValueId>,
    pub results: Vec<Type>,
    pub body: Block,
    pub values: Vec<ValueDef>,
    pub hints: Option<OptHints>,
    /// Per-parameter attribute dictionaries (rarely used).
    pub arg_attrs: Vec<Vec<(String, Attr)>>,
    pub loc: Loc,
    pub span: Span,
}

impl Func {
    pub fn ty(&self, v: ValueId) -> &Type {
        &self.values[v.0 as usize].ty
    }
    pub fn value_name(&self, v: ValueId) -> Option<&str> {
        self.values[v.0 as usize].name.as_deref()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub visibility: SymbolVisibility,
    pub constant: bool,
    pub alignment: Option<i64>,
    pub value: DenseAttr,
    pub ty: Type,
    pub loc: Loc,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Global(Global),
    Func(Func),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    pub name: String,
    pub producer: Option<String>,
    /// Other attributes given in `attributes {...}`.
    pub attrs: Vec<(String, Attr)>,
    pub items: Vec<Item>,
    pub loc: Loc,
    pub span: Span,
}

/// Sets every op's location in `b` (and in the regions of its ops) to `Loc::Unknown`.
fn strip_block_locations(b: &mut Block) {
    for op in &mut b.ops {
        op.loc = Loc::Unknown;
        for r in &mut op.regions {
            for blk in &mut r.blocks {
                strip_block_locations(blk);
            }
        }
    }
}

impl Module {
    /// Drops every source location (module, globals, functions, ops): the same code with the
    /// same bytecode wherever its source lived.
    pub fn strip_locations(&mut self) {
        self.loc = Loc::Unknown;
        for it in &mut self.items {
            match it {
                Item::Global(g) => g.loc = Loc::Unknown,
                Item::Func(f) => {
                    f.loc = Loc::Unknown;
                    strip_block_locations(&mut f.body);
                }
            }
        }
    }

    pub fn funcs(&self) -> impl Iterator<Item = &Func> {
        self.items.iter().filter_map(|i| match i {
            Item::Func(f) => Some(f),
            _ => None,
        })
    }
    pub fn globals(&self) -> impl Iterator<Item = &Global> {
        self.items.iter().filter_map(|i| match i {
            Item::Global(g) => Some(g),
            _ => None,
        })
    }
    pub fn func(&self, name: &str) -> Option<&Func> {
        self.funcs().find(|f| f.name == name)
    }
    pub fn global(&self, name: &str) -> Option<&Global> {
        self.globals().find(|g| g.name == name)
    }
}
