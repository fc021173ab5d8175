//! The Tile IR bytecode format (`.tileirbc`), versions 13.1 to 13.5: a reader into
//! [`Module`](crate::ir::Module) and a writer that targets one version.
//!
//! Every op is encoded from its catalogue entry ([`OpDef`]): result types (counted when the op
//! has a variadic operand or result), a flags varint with one bit per optional attribute or
//! optional operand of a segmented op (bits ordered by since-version, attributes before
//! operands), the attributes in catalogue order, the operands, and the regions. Nothing here
//! matches on op names.
//!
//! What a round trip through bytecode does not keep (see [`normalize_for_version`]):
//! - the module's name (bytecode has none; it reads back as `kernels`) and its extra attributes;
//! - the order of globals relative to functions (globals come first);
//! - locations other than `#cuda_tile.di_loc` and call sites of them (plain `"file":l:c`, name
//!   and fused locations read back as unknown), and any location of a global;
//! - a global's `alignment = 0` (the same as none), empty optimization hints;
//! - an all-false `inbounds` (the same as none);
//! - `1 : i1` in attribute arrays (reads back as `true`);
//! - when writing an older version: results newer than it that nothing uses (the token of
//!   `print_tko` before 13.2) and attributes newer than it that hold their default.
//!
//! Value names are not stored; equality of modules ignores them, and spans.

mod debug;
mod enc;
mod normalize;
mod read;
mod write;

pub use debug::{
    check_di_attr, di_loc_text, normalize_loc, parse_di_loc, read_di_loc, DiLocation, DiScope,
};
pub use normalize::normalize_for_version;
pub use read::{read, read_header, read_module, Decoded, FileLayout, Header};
pub use write::{write_module, write_module_with_layout, WriteOptions};

use crate::diag::{Diagnostic, Span};
use crate::ops::{traits, Arity, OpDef, Presence};
use crate::version::Version;
use std::fmt;
use std::sync::OnceLock;

/// The first eight bytes of every bytecode file: `\x7FTileIR\0`.
pub const MAGIC: [u8; 8] = [0x7F, b'T', b'i', b'l', b'e', b'I', b'R', 0x00];

/// Whether `bytes` starts like a bytecode file (the magic number).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC)
}

/// Section identifiers.
pub(crate) mod section {
    pub const END: u8 = 0;
    pub const STRING: u8 = 1;
    pub const FUNC: u8 = 2;
    pub const DEBUG: u8 = 3;
    pub const CONSTANT: u8 = 4;
    pub const TYPE: u8 = 5;
    pub const GLOBAL: u8 = 6;
    pub const PRODUCER: u8 = 7;
    pub const COUNT: u8 = 8;

    pub fn name(id: u8) -> &'static str {
        match id {
            STRING => "string",
            FUNC => "function",
            DEBUG => "debug",
            CONSTANT => "constant",
            TYPE => "type",
            GLOBAL => "global",
            PRODUCER => "producer",
            _ => "unknown",
        }
    }
}

/// Type tags of the type section.
pub(crate) mod tag {
    pub const PTR: u64 = 12;
    pub const TILE: u64 = 13;
    pub const TENSOR_VIEW: u64 = 14;
    pub const PARTITION_VIEW: u64 = 15;
    pub const FUNCTION: u64 = 16;
    pub const TOKEN: u64 = 17;
    pub const GATHER_SCATTER_VIEW: u64 = 20;
    pub const STRIDED_VIEW: u64 = 21;
}

/// Tags of self-contained attributes.
pub(crate) mod attr_tag {
    pub const INTEGER: u64 = 1;
    pub const FLOAT: u64 = 2;
    pub const BOOL: u64 = 3;
    pub const TYPE: u64 = 4;
    pub const STRING: u64 = 5;
    pub const ARRAY: u64 = 6;
    pub const DENSE: u64 = 7;
    pub const DIV_BY: u64 = 8;
    pub const SAME_ELEMENTS: u64 = 9;
    pub const DICT: u64 = 10;
    pub const HINTS: u64 = 11;
    pub const BOUNDED: u64 = 12;
}

/// Debug attribute tags.
pub(crate) mod di_tag {
    pub const UNKNOWN: u64 = 0;
    pub const COMPILE_UNIT: u64 = 1;
    pub const FILE: u64 = 2;
    pub const LEXICAL_BLOCK: u64 = 3;
    pub const LOC: u64 = 4;
    pub const SUBPROGRAM: u64 = 5;
    pub const CALL_SITE: u64 = 6;
}

/// Function-table entry flags.
pub(crate) mod func_flag {
    pub const KERNEL: u8 = 2;
    pub const HAS_HINTS: u8 = 4;
}

/// The bytecode type tag of a scalar element type, and back.
pub(crate) fn elem_tag(e: crate::types::ElemType) -> u64 {
    use crate::types::ElemType::*;
    match e {
        I1 => 0,
        I8 => 1,
        I16 => 2,
        I32 => 3,
        I64 => 4,
        F16 => 5,
        BF16 => 6,
        F32 => 7,
        TF32 => 8,
        F64 => 9,
        F8E4M3FN => 10,
        F8E5M2 => 11,
        F8E8M0FNU => 18,
        F4E2M1FN => 19,
        I4 => 22,
        FNV8E5M3FNU => 130,
    }
}

pub(crate) fn elem_of_tag(t: u64) -> Option<crate::types::ElemType> {
    crate::types::ElemType::ALL
        .into_iter()
        .find(|&e| elem_tag(e) == t)
}

/// The version after which a writer puts optional type parameters in one leading bitfield.
pub(crate) const UNIFIED_BITFIELD: Version = Version::V13_3;

/// A malformed or unsupported bytecode file.
#[derive(Clone, Debug, PartialEq)]
pub struct BytecodeError {
    /// Byte offset in the file where the problem was found.
    pub offset: Option<usize>,
    pub message: String,
    /// Where the reader was, innermost first (`op #3 'addf'`, `function 'k'`).
    pub context: Vec<String>,
}

impl BytecodeError {
    pub fn at(offset: usize, message: impl Into<String>) -> BytecodeError {
        BytecodeError {
            offset: Some(offset),
            message: message.into(),
            context: vec![],
        }
    }
    pub fn new(message: impl Into<String>) -> BytecodeError {
        BytecodeError {
            offset: None,
            message: message.into(),
            context: vec![],
        }
    }
    pub(crate) fn within(mut self, ctx: impl Into<String>) -> BytecodeError {
        self.context.push(ctx.into());
        self
    }
    /// The error as a diagnostic (bytecode has no text spans; the offset is in the message).
    pub fn to_diagnostic(&self) -> Diagnostic {
        Diagnostic::error(Span::UNKNOWN, self.to_string())
    }
}

impl fmt::Display for BytecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(o) = self.offset {
            write!(f, "invalid bytecode at byte {o} (0x{o:x}): ")?;
        } else {
            write!(f, "invalid bytecode: ")?;
        }
        f.write_str(&self.message)?;
        for c in &self.context {
            write!(f, "; in {c}")?;
        }
        Ok(())
    }
}

impl std::error::Error for BytecodeError {}

/// A field that owns a bit of an op's flags varint.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum FlagField {
    /// Index into `OpDef::attrs`.
    Attr(usize),
    /// Index into `OpDef::operands`.
    Operand(usize),
}

/// How an op is laid out in bytecode, derived from its catalogue entry.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// Result types are preceded by their count (the op has a variadic operand or result).
    pub counted_results: bool,
    /// Operand indices are preceded by the total count (non-segmented ops with a variadic or
    /// optional group).
    pub counted_operands: bool,
    /// Flag bits in order, with the version that introduced each field.
    pub flags: Vec<(FlagField, Version)>,
}

impl Layout {
    /// The flags varint is present when the file is at least as new as the oldest optional field.
    pub fn has_flags(&self, v: Version) -> bool {
        self.flags.iter().map(|f| f.1).min().is_some_and(|m| v >= m)
    }
    pub fn bit_of(&self, f: FlagField) -> Option<u32> {
        self.flags.iter().position(|x| x.0 == f).map(|p| p as u32)
    }
}

fn derive_layout(def: &OpDef) -> Layout {
    let variadic = |gs: &[crate::ops::GroupDef]| gs.iter().any(|g| g.arity == Arity::Variadic);
    let counted_results = variadic(&def.operands) || variadic(&def.results);
    let segmented = def.has(traits::SEGMENTED);
    let counted_operands = !segmented && def.operands.iter().any(|g| g.arity != Arity::One);
    let mut flags: Vec<(FlagField, Version)> = vec![];
    for (i, a) in def.attrs.iter().enumerate() {
        if matches!(a.presence, Presence::Optional) && !a.always_encoded {
            flags.push((FlagField::Attr(i), a.since));
        }
    }
    if segmented {
        for (i, g) in def.operands.iter().enumerate() {
            if g.arity == Arity::Optional {
                flags.push((FlagField::Operand(i), g.since));
            }
        }
    }
    // Stable: within one version, attributes stay before operands, each in declaration order.
    flags.sort_by_key(|f| f.1);
    Layout {
        counted_results,
        counted_operands,
        flags,
    }
}

/// The layout of every catalogue op, indexed by `OpId`.
pub(crate) fn layout(def: &OpDef) -> &'static Layout {
    static LAYOUTS: OnceLock<Vec<Layout>> = OnceLock::new();
    &LAYOUTS.get_or_init(|| crate::ops::all().iter().map(derive_layout).collect())
        [def.id.0 as usize]
}

/// How `n` results split over the op's result groups, counting only groups for which `live`
/// holds. A fixed group newer than the op itself may be left out: the IR keeps the pre-13.2
/// form of `print`, which has no token result.
pub(crate) fn result_split(
    def: &OpDef,
    n: usize,
    live: impl Fn(&crate::ops::GroupDef) -> bool,
) -> Option<Vec<usize>> {
    let late = |g: &crate::ops::GroupDef| g.arity == Arity::One && g.since > def.since;
    let fixed = def
        .results
        .iter()
        .filter(|g| live(g) && g.arity == Arity::One && !late(g))
        .count();
    let mut out: Vec<usize> = def
        .results
        .iter()
        .map(|g| (live(g) && g.arity == Arity::One && !late(g)) as usize)
        .collect();
    let mut extra = n.checked_sub(fixed)?;
    let flex: Vec<usize> = (0..def.results.len())
        .filter(|&k| {
            live(&def.results[k]) && (def.results[k].arity != Arity::One || late(&def.results[k]))
        })
        .collect();
    if let [k] = flex.as_slice() {
        if def.results[*k].arity == Arity::Variadic || extra <= 1 {
            out[*k] = extra;
            return Some(out);
        }
        return None;
    }
    for &k in &flex {
        if def.results[k].arity == Arity::Variadic {
            return None;
        }
        if extra > 0 {
            out[k] = 1;
            extra -= 1;
        }
    }
    (extra == 0).then_some(out)
}

/// The highest opcode of each version (ops above it are unknown to that version).
pub fn max_opcode(v: Version) -> u16 {
    crate::ops::all()
        .iter()
        .filter(|d| !d.is_unregistered() && d.since <= v)
        .map(|d| d.opcode)
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::lookup;

    fn bits(name: &str) -> Vec<String> {
        let d = lookup(name).unwrap();
        layout(d)
            .flags
            .iter()
            .map(|(f, _)| match f {
                FlagField::Attr(i) => d.attrs[*i].name.clone(),
                FlagField::Operand(i) => d.operands[*i].name.clone(),
            })
            .collect()
    }

    #[test]
    fn flag_bits_follow_the_reference_order() {
        assert_eq!(
            bits("load_ptr_tko"),
            [
                "memory_scope",
                "optimization_hints",
                "mask",
                "paddingValue",
                "token"
            ]
        );
        assert_eq!(
            bits("load_view_tko"),
            ["memory_scope", "optimization_hints", "token"]
        );
        assert_eq!(bits("atomic_cas_tko"), ["mask", "token"]);
        assert_eq!(bits("maxf"), ["propagate_nan", "flush_to_zero"]);
        assert_eq!(bits("print_tko"), ["token"]);
        assert_eq!(bits("ftoi"), ["saturating"]);
        assert_eq!(
            bits("multimem_load_reduce_view_tko"),
            ["memory_scope", "token"]
        );
        // Non-segmented ops give optional operands no bit; they are counted instead.
        assert!(bits("gdc_wait_tko").is_empty());
        assert!(layout(lookup("gdc_wait_tko").unwrap()).counted_operands);
        let for_ = layout(lookup("for").unwrap());
        assert!(!for_.has_flags(Version::V13_1) && for_.has_flags(Version::V13_2));
    }

    #[test]
    fn result_counts_follow_variadic_groups() {
        for (name, counted) in [
            ("print_tko", true),
            ("extract", true),
            ("load_ptr_tko", false),
            ("gdc_wait_tko", false),
            ("return", true),
            ("assert", false),
        ] {
            assert_eq!(
                layout(lookup(name).unwrap()).counted_results,
                counted,
                "{name}"
            );
        }
    }

    #[test]
    fn always_encoded_attributes_name_an_operand_group() {
        let mut n = 0;
        for d in crate::ops::all() {
            for a in d.attrs.iter().filter(|a| a.always_encoded) {
                let g = a.sized_by.as_deref().unwrap();
                assert!(
                    d.operand_index(g).is_some(),
                    "{}.{} sized by unknown group {g}",
                    d.name,
                    a.name
                );
                assert!(
                    matches!(a.presence, Presence::Optional),
                    "{}.{}",
                    d.name,
                    a.name
                );
                n += 1;
            }
        }
        assert_eq!(n, 6);
    }

    #[test]
    fn opcode_ceilings() {
        assert_eq!(max_opcode(Version::V13_1), 0x6D);
        assert_eq!(max_opcode(Version::V13_2), 0x6E);
        assert_eq!(max_opcode(Version::V13_3), 0x75);
        assert_eq!(max_opcode(Version::V13_4), 0x7A);
        assert_eq!(max_opcode(Version::V13_5), 0x7D);
    }
}
