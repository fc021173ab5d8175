//! A module holding every catalogue op, built from the catalogue (it need not verify).

use tileref_spec::attrs::*;
use tileref_spec::bytecode::{DiLocation, DiScope};
use tileref_spec::diag::Span;
use tileref_spec::ir::*;
use tileref_spec::ops::{self, Arity, AttrKind, OpDef, Presence, TypeClass};
use tileref_spec::types::*;
use tileref_spec::Version;

struct Gen {
    values: Vec<ValueDef>,
    v: Version,
    full: bool,
    n: usize,
}

fn di(line: u32) -> Loc {
    let file = DiScope::File { name: "k.py".into(), dir: "/src".into() };
    let unit = DiScope::CompileUnit { file: Box::new(file.clone()) };
    let sp = DiScope::Subprogram { file: Box::new(file.clone()), line: 1, name: "k".into(), linkage: "k".into(), unit: Box::new(unit), scope_line: 1, flags: 0 };
    DiLocation::Loc { scope: sp, file: "/src/k.py".into(), line, col: 4 }.to_loc()
}

impl Gen {
    fn value(&mut self, ty: Type) -> ValueId {
        self.values.push(ValueDef { ty, name: None });
        ValueId(self.values.len() as u32 - 1)
    }

    fn ty_for(class: TypeClass) -> Type {
        match class {
            TypeClass::Token => Type::Token,
            _ => Type::tile_of(vec![4], ElemType::F32),
        }
    }

    /// A value of kind `e` allowed at this version, preferring the newest case.
    fn enum_value(&self, e: &'static EnumDef, k: usize) -> Attr {
        let ok: Vec<_> = e.cases.iter().filter(|c| c.2 <= self.v).collect();
        Attr::Enum(e, ok[(k + ok.len() - 1) % ok.len()].1)
    }

    fn attr(&self, kind: AttrKind, k: usize) -> Attr {
        match kind {
            AttrKind::Enum(e) => self.enum_value(e, k),
            AttrKind::Unit => Attr::Unit,
            AttrKind::Bool => Attr::Bool(true),
            AttrKind::I32 => Attr::Int(-3, ElemType::I32),
            AttrKind::I64 => Attr::Int((1 << 40) + k as i64, ElemType::I64),
            AttrKind::Str => Attr::Str(format!("s{k} \"q\"\n")),
            AttrKind::Symbol => Attr::Symbol("g".into()),
            AttrKind::I32Array => Attr::I32Array(vec![2, 0, -1]),
            AttrKind::BoolArray => Attr::BoolArray(vec![true, false]),
            AttrKind::Dense => Attr::Dense(DenseAttr { elem: ElemType::F32, shape: vec![4], bits: vec![0x3F80_0000, 0x4000_0000, 0, 0xBF80_0000] }),
            AttrKind::Predicate => Attr::Assume(match k % 3 {
                0 => AssumePred::DivBy { divisor: 16, every_along: Some((4, 1)) },
                1 => AssumePred::Bounded { lb: Some(-7), ub: None },
                _ => AssumePred::SameElements(vec![1, 4]),
            }),
            AttrKind::Hints => Attr::Hints(OptHints { entries: vec![("sm_90".into(), vec![("latency".into(), HintValue::Int(3)), ("allow_tma".into(), HintValue::Bool(false))])] }),
            AttrKind::TypedArray => Attr::Array(vec![
                Attr::Float(0xC004_0000_0000_0000, ElemType::F64),
                Attr::Float(0x7F80_0000, ElemType::F32),
                Attr::Int(-1, ElemType::I32),
                Attr::Bool(true),
                Attr::Float(0x38, ElemType::F8E4M3FN),
            ]),
        }
    }

    fn op(&mut self, def: &'static OpDef, operand: ValueId) -> Op {
        let (v, full) = (self.v, self.full);
        self.n += 1;
        let k = self.n;
        let mut operands = vec![];
        let mut segments = vec![];
        for g in &def.operands {
            let n = match g.arity {
                Arity::One => 1,
                Arity::Optional => (full && g.since <= v) as usize,
                Arity::Variadic => 2 * full as usize,
            };
            operands.extend(std::iter::repeat_n(operand, n));
            segments.push(n as u32);
        }
        let mut attrs = vec![];
        for d in &def.attrs {
            let a = self.attr(d.kind, k);
            match &d.presence {
                Presence::Required => attrs.push((d.name.clone(), a)),
                Presence::Default(dv) => attrs.push((d.name.clone(), if d.since <= v { a } else { dv.clone() })),
                Presence::Optional => {
                    if full && d.since <= v {
                        attrs.push((d.name.clone(), a));
                    }
                }
            }
        }
        let mut regions = vec![];
        for r in 0..def.regions {
            if !full && r == 1 {
                regions.push(Region::default());
                continue;
            }
            let arg = self.value(Type::tile_of(vec![], ElemType::I32));
            let y = ops::lookup("yield").unwrap();
            let yield_op = Op { id: y.id, operands: vec![arg], segments: vec![1], results: vec![], attrs: vec![], regions: vec![], loc: di(100 + r as u32), span: Span::UNKNOWN };
            regions.push(Region::with_block(Block { args: vec![arg], ops: vec![yield_op] }));
        }
        let mut results = vec![];
        for g in &def.results {
            if g.since > v {
                continue;
            }
            let n = if g.arity == Arity::Variadic { 2 * full as usize } else { 1 };
            for _ in 0..n {
                results.push(self.value(Self::ty_for(g.class)));
            }
        }
        let loc = match k % 4 {
            0 => di(k as u32),
            1 => Loc::CallSite { callee: Box::new(di(k as u32)), caller: Box::new(di(1)) },
            2 => Loc::FileLineCol { file: "x.mlir".into(), line: 3, col: 1 },
            _ => Loc::Unknown,
        };
        Op { id: def.id, operands, segments, results, attrs, regions, loc, span: Span::UNKNOWN }
    }
}

/// One entry holding every op of version `v` (all optional parts present when `full`).
pub fn all_ops_module(v: Version, full: bool) -> Module {
    let mut g = Gen { values: vec![], v, full, n: 0 };
    let p = g.value(Type::tile_of(vec![4], ElemType::F32));
    let mut ops = vec![];
    for def in ops::all() {
        if def.is_unregistered() || def.since > v || def.name == "return" {
            continue;
        }
        ops.push(g.op(def, p));
    }
    let ret = ops::lookup("return").unwrap();
    ops.push(g.op(ret, p));
    let global = Global {
        name: "g".into(),
        visibility: if v >= Version::V13_3 { SymbolVisibility::Private } else { SymbolVisibility::Public },
        constant: v >= Version::V13_3,
        alignment: Some(16),
        value: DenseAttr { elem: ElemType::I1, shape: vec![11], bits: vec![1, 0, 1, 1, 0, 0, 0, 1, 1, 0, 1] },
        ty: Type::tile_of(vec![11], ElemType::I1),
        loc: Loc::Unknown,
        span: Span::UNKNOWN,
    };
    let f = Func {
        kind: FuncKind::Entry,
        name: "all_ops".into(),
        params: vec![p],
        results: vec![],
        body: Block { args: vec![p], ops },
        values: g.values,
        hints: Some(OptHints { entries: vec![("sm_100".into(), vec![("num_cta_in_cga".into(), HintValue::Int(2))])] }),
        arg_attrs: if v >= Version::V13_5 && full { vec![vec![("tileref.note".into(), Attr::Str("x".into()))]] } else { vec![] },
        loc: di(1),
        span: Span::UNKNOWN,
    };
    Module {
        name: "m".into(),
        producer: (v >= Version::V13_3).then(|| "tileref test".into()),
        attrs: vec![],
        items: vec![Item::Func(f), Item::Global(global)],
        loc: Loc::Unknown,
        span: Span::UNKNOWN,
    }
}

