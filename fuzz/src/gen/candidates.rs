//! Result types to offer the verifier for an op instance, and its cached verdicts.

use crate::program::{TileTy, ELEMS};
use crate::rng::Rng;
use std::collections::HashMap;
use tileref_spec::attrs::Attr;
use tileref_spec::diag::Severity;
use tileref_spec::ops::OpDef;
use tileref_spec::types::{ElemType, Type};

/// Candidate result types, most likely first but shuffled within strategies: the operand's
/// type; its shape with another element type (conversions, comparisons); a reshape; a
/// broadcast of its unit dimensions; its shape permuted as an `I32Array` attribute says; a
/// concatenation of the operands along an integer attribute's dimension; a fresh shape for
/// ops without operands.
pub fn result_candidates(
    def: &OpDef,
    ops: &[TileTy],
    attrs: &[(String, Attr)],
    rng: &mut Rng,
    max_elems: i64,
    avoid: &[ElemType],
) -> Vec<TileTy> {
    let class = def.results[0].class;
    let elems: Vec<ElemType> = ELEMS
        .iter()
        .copied()
        .filter(|e| class.accepts(&Type::scalar(*e)) && !avoid.contains(e))
        .collect();
    let mut out: Vec<TileTy> = vec![];
    let Some(first) = ops.first() else {
        if elems.is_empty() {
            return out;
        }
        for _ in 0..4 {
            let n = 1i64 << rng.below(7);
            out.push(TileTy::new(vec![n.min(max_elems)], *rng.pick(&elems)));
        }
        return out;
    };
    let push = |t: TileTy, out: &mut Vec<TileTy>| {
        if !out.contains(&t) && t.len() as i64 <= max_elems * 2 {
            out.push(t);
        }
    };
    push(first.clone(), &mut out);
    let mut es = elems.clone();
    for i in (1..es.len()).rev() {
        es.swap(i, rng.below(i + 1));
    }
    for e in es.iter().take(4) {
        push(TileTy::new(first.shape.clone(), *e), &mut out);
    }
    // The same bits in another element type, flattened (pack, unpack).
    for e in es.iter().take(3) {
        let bits = first.len() as u64 * storage_width(first.elem);
        let w = storage_width(*e);
        if bits % w == 0 {
            push(TileTy::new(vec![(bits / w) as i64], *e), &mut out);
        }
    }
    // A reshape: the same count of elements in another factorisation, unit dimensions included.
    let n = first.len() as i64;
    let mut s = vec![];
    let mut left = n;
    while left > 1 && s.len() < 3 {
        let d = 1i64 << rng.below((63 - (left as u64).leading_zeros()) as usize + 1);
        s.push(d);
        left /= d;
    }
    if left > 1 {
        s.push(left);
    }
    if rng.chance(1, 2) {
        let at = rng.below(s.len() + 1);
        s.insert(at, 1);
    }
    push(TileTy::new(s, first.elem), &mut out);
    // A broadcast of the unit dimensions.
    if first.shape.contains(&1) {
        let b: Vec<i64> = first
            .shape
            .iter()
            .map(|&d| if d == 1 { 1 << rng.below(4) } else { d })
            .collect();
        push(TileTy::new(b, first.elem), &mut out);
    }
    for (_, a) in attrs {
        match a {
            Attr::I32Array(p) if p.len() == first.shape.len() => {
                let s: Vec<i64> = p.iter().map(|&i| first.shape[i as usize]).collect();
                push(TileTy::new(s, first.elem), &mut out);
            }
            Attr::Int(d, _) if (*d as usize) < first.shape.len() && ops.len() >= 2 => {
                let mut s = first.shape.clone();
                s[*d as usize] = ops
                    .iter()
                    .map(|t| t.shape.get(*d as usize).copied().unwrap_or(0))
                    .sum();
                push(TileTy::new(s, first.elem), &mut out);
            }
            _ => {}
        }
    }
    // In random order: the operand's own type verifies for many ops (an identity broadcast or
    // reshape) and would otherwise always win.
    for i in (1..out.len()).rev() {
        out.swap(i, rng.below(i + 1));
    }
    out
}

/// Bits of an element as `pack`/`unpack` count them (tf32 as 32, i1 as 8 would be wrong: the
/// verifier decides; this only proposes).
fn storage_width(e: ElemType) -> u64 {
    match e {
        ElemType::TF32 => 32,
        e => e.bit_width() as u64,
    }
}

/// The verifier's verdict on op instances, by their text.
#[derive(Default)]
pub struct Verdicts {
    cache: HashMap<String, bool>,
}

impl Verdicts {
    /// Whether `def` with these operand types, attributes and result type verifies.
    pub fn valid(
        &mut self,
        def: &OpDef,
        ops: &[TileTy],
        attrs: &[(String, Attr)],
        result: &TileTy,
    ) -> bool {
        let names: Vec<String> = (0..ops.len()).map(|i| format!("%o{i}")).collect();
        let tys: Vec<String> = ops.iter().map(|t| t.text()).collect();
        let attr_text = if attrs.is_empty() {
            String::new()
        } else {
            format!(
                " <{}>",
                tileref_spec::text::printer::generic_attr(&Attr::Dict(attrs.to_vec()))
            )
        };
        let line = format!(
            "\"cuda_tile.{}\"({}){attr_text} : ({}) -> {}",
            def.name,
            names.join(", "),
            tys.join(", "),
            result.text()
        );
        if let Some(&v) = self.cache.get(&line) {
            return v;
        }
        let mut body = String::new();
        for (i, t) in tys.iter().enumerate() {
            body += &format!("    %o{i} = \"test.src\"() : () -> {t}\n");
        }
        let src = format!("cuda_tile.module @m {{\n  entry @k() {{\n{body}    %r = {line}\n    return\n  }}\n}}\n");
        let ok = match tileref_spec::text::parse_module(&src) {
            Ok(m) => {
                let opts = tileref_spec::verify::VerifyOptions {
                    allow_unregistered: true,
                    ..Default::default()
                };
                tileref_spec::verify::verify_module(&m, opts)
                    .iter()
                    .all(|d| d.severity != Severity::Error)
            }
            Err(_) => false,
        };
        self.cache.insert(line, ok);
        ok
    }
}
