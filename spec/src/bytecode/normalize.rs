//! What a module looks like after a trip through bytecode of a given version, so that
//! `read(write(m, v)) == normalize_for_version(m, v)` can be checked with `==`.

use super::debug::normalize_loc;
use super::read::is_empty_value;
use super::result_split;
use crate::attrs::Attr;
use crate::ir::*;
use crate::ops::Presence;
use crate::version::Version;
use std::collections::{HashMap, HashSet};

/// The module as bytecode of version `v` keeps it (see the module docs for the list).
pub fn normalize_for_version(m: &Module, v: Version) -> Module {
    let mut items: Vec<Item> = m.globals().map(|g| Item::Global(global(g))).collect();
    items.extend(m.funcs().map(|f| Item::Func(func(f, v))));
    Module {
        name: "kernels".into(),
        producer: m.producer.clone(),
        attrs: vec![],
        items,
        loc: Loc::Unknown,
        span: m.span,
    }
}

fn global(g: &Global) -> Global {
    let mut g = g.clone();
    g.loc = Loc::Unknown;
    if g.alignment == Some(0) {
        g.alignment = None;
    }
    g
}

fn func(f: &Func, v: Version) -> Func {
    let mut f = f.clone();
    f.loc = normalize_loc(&f.loc);
    if f.hints.as_ref().is_some_and(|h| h.entries.is_empty()) {
        f.hints = None;
    }
    if f.arg_attrs.iter().all(|a| a.is_empty()) {
        f.arg_attrs.clear();
    } else if f.arg_attrs.len() < f.params.len() {
        f.arg_attrs.resize(f.params.len(), vec![]);
    }
    for a in &mut f.arg_attrs {
        for (_, x) in a.iter_mut() {
            bools(x);
        }
    }
    let mut used = HashSet::new();
    collect_uses(&f.body, &mut used);
    block(&mut f.body, v, &used, &mut f.values);
    renumber(&mut f);
    f
}

fn collect_uses(b: &Block, out: &mut HashSet<ValueId>) {
    for op in &b.ops {
        out.extend(op.operands.iter().copied());
        for r in &op.regions {
            for b in &r.blocks {
                collect_uses(b, out);
            }
        }
    }
}

/// `1 : i1` and `0 : i1` read back as booleans.
fn bools(a: &mut Attr) {
    match a {
        Attr::Int(x, crate::types::ElemType::I1) => *a = Attr::Bool(*x != 0),
        Attr::Array(v) => v.iter_mut().for_each(bools),
        Attr::Dict(kv) => kv.iter_mut().for_each(|(_, x)| bools(x)),
        _ => {}
    }
}

fn block(b: &mut Block, v: Version, used: &HashSet<ValueId>, values: &mut Vec<ValueDef>) {
    for op in &mut b.ops {
        let def = op.def();
        op.loc = normalize_loc(&op.loc);
        // Attributes: only declared ones survive; an always-encoded one at its empty value reads
        // back as absent; one newer than the file at its default reads back as the default.
        let mut attrs = vec![];
        for d in &def.attrs {
            match op.attr(&d.name) {
                Some(a) if d.always_encoded && is_empty_value(a) => {}
                Some(a) => {
                    let mut a = a.clone();
                    bools(&mut a);
                    attrs.push((d.name.clone(), a));
                }
                None => {
                    if let Presence::Default(dv) = &d.presence {
                        attrs.push((d.name.clone(), dv.clone()));
                    }
                }
            }
        }
        op.attrs = attrs;
        // Results newer than the file are dropped (the writer refuses used ones).
        if let Some(split) = result_split(def, op.results.len(), |_| true) {
            let mut keep = vec![];
            let mut k = 0;
            for (g, n) in def.results.iter().zip(split) {
                for &r in &op.results[k..k + n] {
                    if g.since <= v || used.contains(&r) {
                        keep.push(r);
                    }
                }
                // A token result the text form left out is written, and reads back.
                if n == 0
                    && g.arity == crate::ops::Arity::One
                    && g.since <= v
                    && g.class == crate::ops::TypeClass::Token
                {
                    keep.push(ValueId(values.len() as u32));
                    values.push(ValueDef {
                        ty: crate::types::Type::Token,
                        name: None,
                    });
                }
                k += n;
            }
            op.results = keep;
        }
        for r in &mut op.regions {
            for b in &mut r.blocks {
                block(b, v, used, values);
            }
        }
    }
}

/// Renumbers values in the order a reader defines them: parameters, then per op its regions'
/// block arguments and contents, then its results. Values nothing defines any more vanish.
fn renumber(f: &mut Func) {
    struct Numbering {
        map: HashMap<ValueId, ValueId>,
        old: Vec<ValueDef>,
        values: Vec<ValueDef>,
    }
    impl Numbering {
        fn define(&mut self, v: ValueId) -> ValueId {
            let n = ValueId(self.values.len() as u32);
            let d = self.old.get(v.0 as usize).cloned().unwrap_or(ValueDef {
                ty: crate::types::Type::Token,
                name: None,
            });
            self.values.push(d);
            self.map.insert(v, n);
            n
        }
        fn walk(&mut self, b: &mut Block) {
            for op in &mut b.ops {
                for x in &mut op.operands {
                    if let Some(n) = self.map.get(x) {
                        *x = *n;
                    }
                }
                for r in &mut op.regions {
                    for blk in &mut r.blocks {
                        blk.args = blk.args.iter().map(|&a| self.define(a)).collect();
                        self.walk(blk);
                    }
                }
                op.results = op.results.iter().map(|&r| self.define(r)).collect();
            }
        }
    }
    let mut n = Numbering {
        map: HashMap::new(),
        old: std::mem::take(&mut f.values),
        values: vec![],
    };
    f.params = f.params.iter().map(|&p| n.define(p)).collect();
    f.body.args = f
        .body
        .args
        .iter()
        .map(|a| n.map.get(a).copied().unwrap_or(*a))
        .collect();
    n.walk(&mut f.body);
    f.values = n.values;
}
