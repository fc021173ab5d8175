//! Compiles the catalogue's assembly-format notation into items that the text parser and
//! printer both interpret, so an op's syntax is written down once.

use super::OpDef;

/// A value named in a format: an operand group or a result group of the op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValRef {
    Operand(usize),
    Result(usize),
}

#[derive(Clone, Debug, PartialEq)]
pub enum FmtItem {
    /// An operand group: one value, an optional one, or a comma-separated list.
    Operand(usize),
    /// An attribute written in its natural form.
    Attr(usize),
    /// A run of optional keywords that each set a unit attribute, accepted in any order.
    UnitKeywords(Vec<(String, usize)>),
    /// One type shared by every listed value.
    Type(Vec<ValRef>),
    /// One type per value of a group, comma-separated.
    TypeList(ValRef),
    /// One type per value of a group, or a single type for all of them.
    TypeSplat(ValRef),
    /// Present when its anchor is present.
    Optional(Vec<FmtItem>),
    /// Where a dictionary of discardable attributes may stand (`{...}`, or `attributes {...}`
    /// when `keyword`).
    AttrDict {
        keyword: bool,
    },
    /// No space between the neighbouring items when printing.
    Glue,
    Keyword(String),
    Punct(String),
}

impl FmtItem {
    /// The item that decides whether an optional group is present.
    pub fn anchor(items: &[FmtItem]) -> Option<&FmtItem> {
        items.iter().find(|i| {
            matches!(
                i,
                FmtItem::Operand(_)
                    | FmtItem::Attr(_)
                    | FmtItem::Type(_)
                    | FmtItem::TypeList(_)
                    | FmtItem::TypeSplat(_)
            )
        })
    }
}

/// Whether a custom form can say which optional groups are present. A parser takes the first
/// optional group whose leading token it sees, so an absent group followed, with only optional
/// groups between, by a present one that starts with the same token would be read as the absent
/// one (`load_ptr_tko %p, %pad` reads `%pad` as the mask). Such ops print in the generic form.
pub fn expressible(items: &[FmtItem], present: &dyn Fn(&[FmtItem]) -> bool) -> bool {
    let lead = |inner: &[FmtItem]| match inner.first() {
        Some(FmtItem::Punct(p)) | Some(FmtItem::Keyword(p)) => Some(p.clone()),
        _ => None,
    };
    // Leading tokens of the absent optional groups since the last mandatory item.
    let mut absent: Vec<String> = vec![];
    for it in items {
        match it {
            FmtItem::Optional(inner) => {
                let here = present(inner);
                if here {
                    if lead(inner).is_some_and(|l| absent.contains(&l))
                        || !expressible(inner, present)
                    {
                        return false;
                    }
                } else if let Some(l) = lead(inner) {
                    absent.push(l);
                }
            }
            FmtItem::Glue | FmtItem::AttrDict { .. } => {}
            _ => absent.clear(),
        }
    }
    true
}

fn valref(s: &str, def: &OpDef) -> ValRef {
    if let Some(n) = s.strip_prefix('$') {
        ValRef::Operand(
            def.operand_index(n)
                .unwrap_or_else(|| panic!("{}: no operand {n}", def.name)),
        )
    } else if let Some(n) = s.strip_prefix('%') {
        ValRef::Result(
            def.result_index(n)
                .unwrap_or_else(|| panic!("{}: no result {n}", def.name)),
        )
    } else {
        panic!("{}: bad value reference {s}", def.name)
    }
}

/// Compiles one format string; a malformed string is a bug in the catalogue (caught by its tests).
pub fn compile(fmt: &str, def: &OpDef) -> Vec<FmtItem> {
    let toks: Vec<&str> = fmt.split_whitespace().collect();
    let mut pos = 0;
    let items = compile_seq(&toks, &mut pos, def);
    assert_eq!(pos, toks.len(), "{}: unbalanced format", def.name);
    items
}

fn compile_seq(toks: &[&str], pos: &mut usize, def: &OpDef) -> Vec<FmtItem> {
    let mut out: Vec<FmtItem> = Vec::new();
    while *pos < toks.len() {
        let t = toks[*pos];
        *pos += 1;
        let item = if t == "{" {
            let inner = compile_seq(toks, pos, def);
            assert_eq!(
                toks.get(*pos - 1),
                Some(&"}?"),
                "{}: optional group must end in }}?",
                def.name
            );
            FmtItem::Optional(inner)
        } else if t == "}?" {
            return out;
        } else if t == "~" {
            FmtItem::Glue
        } else if t == "attr-dict" || t == "attr-dict-with-keyword" {
            FmtItem::AttrDict {
                keyword: t == "attr-dict-with-keyword",
            }
        } else if let Some(n) = t.strip_prefix('$') {
            FmtItem::Operand(
                def.operand_index(n)
                    .unwrap_or_else(|| panic!("{}: no operand {n}", def.name)),
            )
        } else if let Some(n) = t.strip_prefix('@') {
            FmtItem::Attr(
                def.attrs
                    .iter()
                    .position(|a| a.name == n)
                    .unwrap_or_else(|| panic!("{}: no attr {n}", def.name)),
            )
        } else if let Some(n) = t.strip_prefix('!') {
            let idx = def
                .attrs
                .iter()
                .position(|a| a.name == n)
                .unwrap_or_else(|| panic!("{}: no attr {n}", def.name));
            if let Some(FmtItem::UnitKeywords(v)) = out.last_mut() {
                v.push((n.to_string(), idx));
                continue;
            }
            FmtItem::UnitKeywords(vec![(n.to_string(), idx)])
        } else if let Some(inner) = t.strip_prefix("Tsplat(").and_then(|s| s.strip_suffix(')')) {
            FmtItem::TypeSplat(valref(inner, def))
        } else if let Some(inner) = t.strip_prefix("Ts(").and_then(|s| s.strip_suffix(')')) {
            FmtItem::TypeList(valref(inner, def))
        } else if let Some(inner) = t.strip_prefix("T(").and_then(|s| s.strip_suffix(')')) {
            FmtItem::Type(inner.split(',').map(|v| valref(v, def)).collect())
        } else if let Some(k) = t.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')) {
            FmtItem::Keyword(k.to_string())
        } else {
            assert!(
                matches!(
                    t,
                    "," | ":" | "->" | "[" | "]" | "(" | ")" | "=" | "<" | ">"
                ),
                "{}: unknown format token {t}",
                def.name
            );
            FmtItem::Punct(t.to_string())
        };
        out.push(item);
    }
    out
}
