//! A reference evaluator for straight-line Tile IR kernels, written from the digest and the
//! documented choices of docs/numerics.md and docs/semantics.md, apart from the interpreter:
//! numbers go through the shared [`crate::oracle`] functions, index arithmetic is written here
//! from the definitions. It is the fuzzer's main oracle and is itself checked against the
//! corpus (`conformance/tests/refeval.rs`).
//!
//! The subset: one entry without regions, made of block ids, constants, iota, shape ops
//! (reshape, broadcast, permute, cat, extract, insert, select), tensor/partition/strided views
//! with weak loads and stores and shape queries, pointer tiles (offset, ptr_to_ptr,
//! load/store_ptr_tko with masks and padding), element-wise float and integer arithmetic,
//! comparisons and conversions across every element type, pack/unpack, assume and tokens.
//! Anything else — approximate math, regions, atomics, non-weak orderings, gather/scatter
//! views, globals, and the few choices the docs leave open — is [`RefError::Unsupported`].
//! Tile blocks run one after another in increasing linear id; conflicting weak accesses that
//! tokens do not order are reported as a data race.

mod assume;
mod convert;
mod elementwise;
mod exec;
mod float;
mod int;
mod memory;
mod pointer;
mod shape;
mod tile;
mod view;

pub use view::padding_bits;

use tileref_spec::ir::{FuncKind, Module};
use tileref_spec::types::ElemType;

/// One kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum RefArg {
    /// A host buffer (its memory image, docs/semantics.md), passed as a pointer to its start.
    Buffer { elem: ElemType, bytes: Vec<u8> },
    /// A rank-0 scalar given by its bit pattern.
    Scalar { elem: ElemType, bits: u64 },
}

/// Why the evaluator gives no buffers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefError {
    /// The kernel leaves the evaluator's subset.
    Unsupported(String),
    /// The launch has undefined behaviour: `"KIND: detail"`, KIND as the corpus names it
    /// (`out-of-bounds`, `division-by-zero`, `ftoi-out-of-range`, …; `race` for a data race).
    Ub(String),
}

impl RefError {
    /// The kind of undefined behaviour (`out-of-bounds`, …), if this is one.
    pub fn ub_kind(&self) -> Option<&str> {
        match self {
            RefError::Ub(s) => Some(s.split(':').next().unwrap_or(s)),
            RefError::Unsupported(_) => None,
        }
    }
}

impl std::fmt::Display for RefError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RefError::Unsupported(s) => write!(f, "unsupported: {s}"),
            RefError::Ub(s) => write!(f, "undefined behaviour: {s}"),
        }
    }
}

impl std::error::Error for RefError {}

pub(crate) fn unsupported(msg: impl Into<String>) -> RefError {
    RefError::Unsupported(msg.into())
}

pub(crate) fn ub(kind: &str, detail: String) -> RefError {
    RefError::Ub(format!("{kind}: {detail}"))
}

/// Launches `entry` over `grid` and returns every argument's buffer afterwards (an empty
/// vector for scalar arguments).
pub fn run(
    module: &Module,
    entry: &str,
    grid: [u32; 3],
    args: &[RefArg],
) -> Result<Vec<Vec<u8>>, RefError> {
    let f = module
        .func(entry)
        .ok_or_else(|| unsupported(format!("no function @{entry}")))?;
    if f.kind != FuncKind::Entry {
        return Err(unsupported(format!("@{entry} is not an entry")));
    }
    if args.len() != f.params.len() {
        return Err(unsupported(format!(
            "@{entry} takes {} arguments, {} given",
            f.params.len(),
            args.len()
        )));
    }
    let params = exec::bind_params(f, args)?;
    let mut mem = memory::Memory::new(
        args.iter()
            .map(|a| match a {
                RefArg::Buffer { bytes, .. } => Some(bytes.clone()),
                RefArg::Scalar { .. } => None,
            })
            .collect(),
    );
    let mut linear = 0u32;
    for z in 0..grid[2] {
        for y in 0..grid[1] {
            for x in 0..grid[0] {
                exec::Block::new(f, &params, [x, y, z], grid, linear).run(&mut mem)?;
                linear += 1;
            }
        }
    }
    Ok(mem.into_buffers())
}
