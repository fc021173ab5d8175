//! The op catalogue: one declaration per op, read by the text parser and printer, the bytecode
//! reader and writer, the verifier and the interpreter's dispatch.
//!
//! Each op is declared in `catalogue.rs` as one row of short strings (operand groups, results,
//! attributes, assembly format); they are turned into [`OpDef`]s once, on first use.

mod catalogue;
pub mod constraint;
pub mod format;

pub use constraint::TypeClass;

use crate::attrs::{self, Attr, EnumDef};
use crate::types::ElemType;
use crate::version::Version;
use std::sync::OnceLock;

pub use format::FmtItem;

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    One,
    Optional,
    Variadic,
}

#[derive(Clone, Debug)]
pub struct GroupDef {
    pub name: String,
    pub arity: Arity,
    pub since: Version,
    pub class: TypeClass,
}

/// The kind of value an attribute holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AttrKind {
    Enum(&'static EnumDef),
    Unit,
    Bool,
    I32,
    I64,
    Str,
    Symbol,
    I32Array,
    BoolArray,
    Dense,
    Predicate,
    Hints,
    /// Typed scalar attributes (`[0.0 : f32, 1 : i32]`), as reduce/scan identities.
    TypedArray,
}

#[derive(Clone, Debug)]
pub enum Presence {
    Required,
    Optional,
    /// Absent in text means this value; the printer leaves it out when equal.
    Default(Attr),
}

#[derive(Clone, Debug)]
pub struct AttrDef {
    pub name: String,
    pub kind: AttrKind,
    pub presence: Presence,
    pub since: Version,
    /// Bytecode writes this attribute whenever the file version has it, even when it is absent
    /// from the IR, and gives it no presence bit. Written `!` after the kind in the catalogue.
    pub always_encoded: bool,
    /// For an always-encoded bool array: the operand group whose size gives the length of the
    /// all-false array that stands for an absent attribute (`inbounds:boolarr?!index`).
    pub sized_by: Option<String>,
}

impl AttrDef {
    pub fn default_value(&self) -> Option<&Attr> {
        match &self.presence {
            Presence::Default(a) => Some(a),
            _ => None,
        }
    }
}

/// Trait flags of an op.
pub mod traits {
    pub const PURE: u32 = 1;
    pub const TERMINATOR: u32 = 2;
    /// Operand counts travel in `operandSegmentSizes` in the generic form.
    pub const SEGMENTED: u32 = 4;
    /// Consumes and produces tokens; memory side effects ordered by tokens only.
    pub const TOKEN_ORDERED: u32 = 8;
    /// Only usable on a multi-GPU system.
    pub const MULTI_GPU: u32 = 16;
    /// Its value differs between tile blocks (though it has no effects).
    pub const PER_BLOCK: u32 = 32;
}

/// How an op is written in the custom (pretty) form.
#[derive(Clone, Debug)]
pub enum Syntax {
    /// A declarative format, interpreted by both the parser and the printer.
    Format(Vec<FmtItem>),
    /// Parsed and printed by hand-written code in `text::custom`.
    Custom,
}

/// Everything tileref knows statically about one op.
#[derive(Clone, Debug)]
pub struct OpDef {
    pub id: OpId,
    pub name: &'static str,
    /// Older spellings accepted by the parser (`pow`, `print`).
    pub aliases: &'static [&'static str],
    pub opcode: u16,
    pub since: Version,
    pub operands: Vec<GroupDef>,
    pub results: Vec<GroupDef>,
    pub attrs: Vec<AttrDef>,
    pub regions: u8,
    pub traits: u32,
    pub syntax: Syntax,
}

impl OpDef {
    pub fn is_unregistered(&self) -> bool {
        self.name == catalogue::UNREGISTERED
    }
    pub fn has(&self, t: u32) -> bool {
        self.traits & t != 0
    }
    pub fn attr_def(&self, name: &str) -> Option<&AttrDef> {
        self.attrs.iter().find(|a| a.name == name)
    }
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|g| g.name == name)
    }
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|g| g.name == name)
    }
    /// Whether every result group has exactly one value (results need no count).
    pub fn fixed_results(&self) -> bool {
        self.results.iter().all(|r| r.arity == Arity::One)
    }
}

/// Index of an op in the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(pub u16);

impl OpId {
    pub fn def(self) -> &'static OpDef {
        &all()[self.0 as usize]
    }
}

static CATALOGUE: OnceLock<Vec<OpDef>> = OnceLock::new();

/// Every op of dialect 13.1–13.5, in catalogue order.
pub fn all() -> &'static [OpDef] {
    CATALOGUE.get_or_init(|| {
        catalogue::ROWS
            .iter()
            .enumerate()
            .map(|(i, r)| build(i, r))
            .collect()
    })
}

/// Looks an op up by its name (with or without the `cuda_tile.` prefix) or an old alias.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    let n = name.strip_prefix("cuda_tile.").unwrap_or(name);
    all()
        .iter()
        .find(|d| (d.name == n || d.aliases.contains(&n)) && !d.is_unregistered())
}

pub fn by_opcode(opcode: u16) -> Option<&'static OpDef> {
    all()
        .iter()
        .find(|d| d.opcode == opcode && !d.is_unregistered())
}

/// The catalogue entry standing for ops of other dialects.
pub fn unregistered() -> &'static OpDef {
    all().last().expect("catalogue")
}

/// Attribute holding the real name of an unregistered op.
pub const UNREGISTERED_NAME_ATTR: &str = "__op_name";

/// One row of the catalogue, as written in `catalogue.rs`.
pub(crate) struct Row {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub opcode: u16,
    pub since: &'static str,
    /// Operand groups: `lhs rhs mask? token? indices*`, each optionally `@13.2`.
    pub operands: &'static str,
    /// Result groups, same notation.
    pub results: &'static str,
    /// Attributes: `name:kind`, `name:kind=default`, `name:kind?` (optional), each optionally `@13.3`;
    /// a trailing `!group` (`name:kind?!group`) marks an optional attribute that bytecode always
    /// encodes, absent ones as an all-false array with one entry per operand of `group`.
    pub attrs: &'static str,
    pub regions: u8,
    pub traits: u32,
    /// Assembly format, or `custom`.
    pub format: &'static str,
}

fn split_since(s: &str) -> (&str, Version) {
    match s.split_once('@') {
        Some((a, v)) => (
            a,
            Version::parse(v).unwrap_or_else(|| panic!("bad version in catalogue: {s}")),
        ),
        None => (s, Version::V13_1),
    }
}

fn groups(spec: &str, op_since: Version) -> Vec<GroupDef> {
    spec.split_whitespace()
        .map(|g| {
            let (g, since) = split_since(g);
            let since = since.max(op_since);
            let (g, class) = match g.split_once(':') {
                Some((n, rest)) => {
                    let c = rest.trim_end_matches(['?', '*']);
                    let cls =
                        TypeClass::parse(c).unwrap_or_else(|| panic!("unknown type class {c}"));
                    // Keep the arity suffix on the name part.
                    let suffix = &rest[c.len()..];
                    (format!("{n}{suffix}"), cls)
                }
                None => (g.to_string(), TypeClass::Any),
            };
            let g = g.as_str();
            let (name, arity) = if let Some(n) = g.strip_suffix('?') {
                (n, Arity::Optional)
            } else if let Some(n) = g.strip_suffix('*') {
                (n, Arity::Variadic)
            } else {
                (g, Arity::One)
            };
            GroupDef {
                name: name.to_string(),
                arity,
                since,
                class,
            }
        })
        .collect()
}

fn attr_kind(k: &str) -> AttrKind {
    match k {
        "rounding" => AttrKind::Enum(&attrs::ROUNDING),
        "signedness" => AttrKind::Enum(&attrs::SIGNEDNESS),
        "overflow" => AttrKind::Enum(&attrs::OVERFLOW),
        "cmp_pred" => AttrKind::Enum(&attrs::CMP_PREDICATE),
        "cmp_ord" => AttrKind::Enum(&attrs::CMP_ORDERING),
        "atomic_mode" => AttrKind::Enum(&attrs::ATOMIC_MODE),
        "mem_ord" => AttrKind::Enum(&attrs::MEM_ORDERING),
        "mem_scope" => AttrKind::Enum(&attrs::MEM_SCOPE),
        "visibility" => AttrKind::Enum(&attrs::SYMBOL_VISIBILITY),
        "multimem" => AttrKind::Enum(&attrs::MULTIMEM_REDUCTION),
        "unit" => AttrKind::Unit,
        "bool" => AttrKind::Bool,
        "i32" => AttrKind::I32,
        "i64" => AttrKind::I64,
        "str" => AttrKind::Str,
        "sym" => AttrKind::Symbol,
        "i32arr" => AttrKind::I32Array,
        "boolarr" => AttrKind::BoolArray,
        "dense" => AttrKind::Dense,
        "pred" => AttrKind::Predicate,
        "hints" => AttrKind::Hints,
        "typedarr" => AttrKind::TypedArray,
        _ => panic!("unknown attribute kind in catalogue: {k}"),
    }
}

fn default_attr(kind: AttrKind, v: &str) -> Attr {
    match kind {
        AttrKind::Enum(d) => Attr::Enum(
            d,
            d.case_value(v).unwrap_or_else(|| panic!("bad default {v}")),
        ),
        AttrKind::Bool => Attr::Bool(v == "true"),
        AttrKind::I32 => Attr::Int(v.parse().unwrap(), ElemType::I32),
        AttrKind::I64 => Attr::Int(v.parse().unwrap(), ElemType::I64),
        _ => panic!("no default for this attribute kind"),
    }
}

fn build(i: usize, r: &Row) -> OpDef {
    let since = Version::parse(r.since).expect("catalogue version");
    let attrs = r
        .attrs
        .split_whitespace()
        .map(|a| {
            let (a, asince) = split_since(a);
            let (a, sized_by) = match a.split_once('!') {
                Some((a, g)) => (a, Some(g.to_string())),
                None => (a, None),
            };
            let always_encoded = sized_by.is_some();
            let (name, rest) = a.split_once(':').expect("attr needs a kind");
            let (kind, presence) = if let Some(k) = rest.strip_suffix('?') {
                (attr_kind(k), Presence::Optional)
            } else if let Some((k, d)) = rest.split_once('=') {
                let kind = attr_kind(k);
                (kind, Presence::Default(default_attr(kind, d)))
            } else {
                let kind = attr_kind(rest);
                // Unit attributes are optional by nature.
                let p = if kind == AttrKind::Unit {
                    Presence::Optional
                } else {
                    Presence::Required
                };
                (kind, p)
            };
            AttrDef {
                name: name.to_string(),
                kind,
                presence,
                since: asince.max(since),
                always_encoded,
                sized_by,
            }
        })
        .collect();
    let mut def = OpDef {
        id: OpId(i as u16),
        name: r.name,
        aliases: r.aliases,
        opcode: r.opcode,
        since,
        operands: groups(r.operands, since),
        results: groups(r.results, since),
        attrs,
        regions: r.regions,
        traits: r.traits,
        syntax: Syntax::Custom,
    };
    if r.format != "custom" {
        def.syntax = Syntax::Format(format::compile(r.format, &def));
    }
    def
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_builds_and_names_are_unique() {
        let all = all();
        // 105 instructions (module, entry and global are items, not ops) and the unregistered stand-in.
        assert_eq!(all.len(), 106, "{} ops", all.len());
        let mut names: Vec<_> = all.iter().map(|d| d.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len());
        let mut opcodes: Vec<_> = all.iter().map(|d| d.opcode).collect();
        opcodes.sort();
        opcodes.dedup();
        assert_eq!(opcodes.len(), all.len(), "duplicate opcode");
    }

    #[test]
    fn every_format_places_the_attribute_dictionary_once() {
        for d in all() {
            if let Syntax::Format(items) = &d.syntax {
                let n = items
                    .iter()
                    .filter(|i| matches!(i, FmtItem::AttrDict { .. }))
                    .count();
                assert_eq!(n, 1, "{}: {n} top-level attr-dict items", d.name);
            }
        }
    }

    #[test]
    fn lookup_with_prefix_and_alias() {
        assert_eq!(lookup("cuda_tile.addf").unwrap().opcode, 0x02);
        assert_eq!(lookup("pow").unwrap().name, "fpowf");
        assert_eq!(lookup("print").unwrap().name, "print_tko");
        assert!(lookup("nonsense").is_none());
        assert_eq!(by_opcode(0x7A).unwrap().name, "memory_fence_alias_tko");
    }
}
