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
    let file = DiScope::File {
        name: "k.py".into(),
        dir: "/src".into(),
    };
    let unit = DiScope::CompileUnit {
        file: Box::new(file.clone()),
    };
    let sp = DiScope::Subprogram {
        file: Box::new(file.clone()),
        line: 1,
        name: "k".into(),
        linkage: "k".into(),
        unit: Box::new(unit),
        scope_line: 1,
        flags: 0,
    };
    let scope = if line % 2 == 0 {
        DiScope::LexicalBlock {
            scope: Box::new(sp),
            file: Box::new(file),
            line: 2,
            col: 3,
        }
    } else {
        sp
    };
    DiLocation::Loc {
        scope,
        file: "/src/k.py".into(),
        line,
        col: 4,
    }
    .to_loc()
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
            AttrKind::Dense => Attr::Dense(DenseAttr {
                elem: ElemType::F32,
                shape: vec![4],
                bits: vec![0x3F80_0000, 0x4000_0000, 0, 0xBF80_0000],
            }),
            AttrKind::Predicate => Attr::Assume(match k % 3 {
                0 => AssumePred::DivBy {
                    divisor: 16,
                    every_along: Some((4, 1)),
                },
                1 => AssumePred::Bounded {
                    lb: Some(-7),
                    ub: None,
                },
                _ => AssumePred::SameElements(vec![1, 4]),
            }),
            AttrKind::Hints => Attr::Hints(OptHints {
                entries: vec![(
                    "sm_90".into(),
                    vec![
                        ("latency".into(), HintValue::Int(3)),
                        ("allow_tma".into(), HintValue::Bool(false)),
                    ],
                )],
            }),
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
                Presence::Default(dv) => {
                    attrs.push((d.name.clone(), if d.since <= v { a } else { dv.clone() }))
                }
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
            let yield_op = Op {
                id: y.id,
                operands: vec![arg],
                segments: vec![1],
                results: vec![],
                attrs: vec![],
                regions: vec![],
                loc: di(100 + r as u32),
                span: Span::UNKNOWN,
            };
            regions.push(Region::with_block(Block {
                args: vec![arg],
                ops: vec![yield_op],
            }));
        }
        let mut results = vec![];
        for g in &def.results {
            if g.since > v {
                continue;
            }
            let n = if g.arity == Arity::Variadic {
                2 * full as usize
            } else {
                1
            };
            for _ in 0..n {
                results.push(self.value(Self::ty_for(g.class)));
            }
        }
        let loc = match k % 4 {
            0 => di(k as u32),
            1 => Loc::CallSite {
                callee: Box::new(di(k as u32)),
                caller: Box::new(di(1)),
            },
            2 => Loc::FileLineCol {
                file: "x.mlir".into(),
                line: 3,
                col: 1,
            },
            _ => Loc::Unknown,
        };
        Op {
            id: def.id,
            operands,
            segments,
            results,
            attrs,
            regions,
            loc,
            span: Span::UNKNOWN,
        }
    }
}

/// One entry holding every op of version `v` (all optional parts present when `full`).
pub fn all_ops_module(v: Version, full: bool) -> Module {
    let mut g = Gen {
        values: vec![],
        v,
        full,
        n: 0,
    };
    let p = g.value(Type::tile_of(vec![4], ElemType::F32));
    let mut params = vec![p];
    for t in extra_types(v) {
        params.push(g.value(t));
    }
    let mut ops = vec![];
    for def in ops::all() {
        if def.is_unregistered() || def.since > v || def.name == "return" {
            continue;
        }
        ops.push(g.op(def, p));
    }
    let ret = ops::lookup("return").unwrap();
    ops.push(g.op(ret, p));
    let mut items = vec![];
    for (k, (elem, bits)) in constants(v).into_iter().enumerate() {
        let shape = vec![bits.len() as i64 + (bits.len() == 1) as i64 * 4];
        items.push(Item::Global(Global {
            name: format!("c{k}"),
            visibility: SymbolVisibility::Public,
            constant: false,
            alignment: None,
            value: DenseAttr {
                elem,
                shape: shape.clone(),
                bits,
            },
            ty: Type::tile_of(shape, elem),
            loc: Loc::Unknown,
            span: Span::UNKNOWN,
        }));
    }
    let global = Global {
        name: "g".into(),
        visibility: if v >= Version::V13_3 {
            SymbolVisibility::Private
        } else {
            SymbolVisibility::Public
        },
        constant: v >= Version::V13_3,
        alignment: Some(16),
        value: DenseAttr {
            elem: ElemType::I1,
            shape: vec![11],
            bits: vec![1, 0, 1, 1, 0, 0, 0, 1, 1, 0, 1],
        },
        ty: Type::tile_of(vec![11], ElemType::I1),
        loc: Loc::Unknown,
        span: Span::UNKNOWN,
    };
    let f = Func {
        kind: FuncKind::Entry,
        name: "all_ops".into(),
        params: params.clone(),
        results: vec![],
        body: Block { args: params, ops },
        values: g.values,
        hints: Some(OptHints {
            entries: vec![(
                "sm_100".into(),
                vec![("num_cta_in_cga".into(), HintValue::Int(2))],
            )],
        }),
        arg_attrs: if v >= Version::V13_5 && full {
            vec![vec![("tileref.note".into(), Attr::Str("x".into()))]]
        } else {
            vec![]
        },
        loc: di(1),
        span: Span::UNKNOWN,
    };
    Module {
        name: "m".into(),
        producer: (v >= Version::V13_3).then(|| "tileref test".into()),
        attrs: vec![],
        items: [vec![Item::Func(f), Item::Global(global)], items].concat(),
        loc: Loc::Unknown,
        span: Span::UNKNOWN,
    }
}

/// Parameter types exercising every type encoding the version has.
fn extra_types(v: Version) -> Vec<Type> {
    let at = |since: Version| since <= v;
    let tv = |ptr_attr| TensorViewType {
        shape: vec![Dim::Dynamic, Dim::Static(8)],
        strides: vec![Dim::Static(8), Dim::Static(1)],
        elem: ElemType::F32,
        ptr_attr,
    };
    let view = |kind, padding, ptr_attr| TiledViewType {
        kind,
        tile: vec![4, 8],
        padding,
        tensor_view: tv(ptr_attr),
        dim_map: vec![1, 0],
    };
    let mut t = vec![
        Type::Tile(TileType::new(
            vec![],
            Elem::Ptr(PtrType {
                pointee: ElemType::F16,
                attr: None,
            }),
        )),
        Type::Ptr(PtrType {
            pointee: ElemType::I8,
            attr: None,
        }),
        Type::TensorView(tv(None)),
        Type::View(view(ViewKind::Partition, Some(Padding::NegInf), None)),
        Type::View(view(ViewKind::Partition, None, None)),
        Type::Token,
        Type::tile_of(vec![3, 1, 2], ElemType::TF32),
        Type::Builtin(ElemType::BF16),
    ];
    if at(Version::V13_2) {
        t.push(Type::tile_of(vec![2], ElemType::F8E8M0FNU));
    }
    if at(Version::V13_3) {
        t.push(Type::tile_of(vec![2], ElemType::I4));
        t.push(Type::tile_of(vec![2], ElemType::F4E2M1FN));
        t.push(Type::View(view(
            ViewKind::Strided {
                traversal_strides: vec![2, 3],
            },
            Some(Padding::Nan),
            None,
        )));
        let mut gs = view(ViewKind::GatherScatter { sparse_dim: 1 }, None, None);
        gs.dim_map = vec![0, 1];
        t.push(Type::View(gs));
    }
    if at(Version::V13_4) {
        t.push(Type::Tile(TileType::new(
            vec![2],
            Elem::Ptr(PtrType {
                pointee: ElemType::F32,
                attr: Some(PtrAttr::Multicast),
            }),
        )));
        t.push(Type::TensorView(tv(Some(PtrAttr::Unicast))));
        t.push(Type::View(view(
            ViewKind::Partition,
            Some(Padding::Zero),
            Some(PtrAttr::None),
        )));
        t.push(Type::tile_of(vec![2], ElemType::FNV8E5M3FNU));
    }
    t
}

/// Global values of every element type the version has: (element, bit patterns).
fn constants(v: Version) -> Vec<(ElemType, Vec<u64>)> {
    let mut c = vec![
        (ElemType::I8, vec![0x80, 0x7F, 0]),
        (ElemType::I16, vec![0xFFFF]),
        (ElemType::I32, vec![0xDEAD_BEEF, 1]),
        (ElemType::I64, vec![u64::MAX, 1 << 63]),
        (ElemType::F16, vec![0x3C00, 0xFC00]),
        (ElemType::BF16, vec![0xFF80, 0x3F80, 0x7FC0]),
        (ElemType::F32, vec![0x7FC0_0001]),
        (ElemType::F64, vec![(-0.0f64).to_bits(), 1.5f64.to_bits()]),
        (ElemType::TF32, vec![0x7FFFF, 0x12345, 0x40000]),
        (ElemType::F8E4M3FN, vec![0x7E, 0xFF]),
        (ElemType::F8E5M2, vec![0x7C]),
        (ElemType::I1, vec![1]),
        (ElemType::I1, vec![0, 1, 1, 0, 1, 0, 0, 0, 1]),
    ];
    if v >= Version::V13_2 {
        c.push((ElemType::F8E8M0FNU, vec![0x7F, 0xFF]));
    }
    if v >= Version::V13_3 {
        c.push((ElemType::F4E2M1FN, vec![0xF, 0x1]));
        c.push((ElemType::I4, vec![0x8, 0x7, 0xF, 0]));
    }
    c
}
