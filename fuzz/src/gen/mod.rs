//! Random programs that the verifier accepts by construction, driven by the op catalogue.
//!
//! Nothing here lists ops. The pool is every pure, region-free op of the catalogue whose
//! operand and result groups are plain tiles and whose attributes can be made up from their
//! kind (enum cases, unit flags, small integers, permutations). For an op the generator picks
//! operands of the right classes, attributes, and a result type from a few generic shape
//! strategies (same type, another element type, a reshape, a broadcast, a permutation, a
//! concatenation); the verifier decides which candidate is an instance of the op, so op-specific
//! typing rules live in one place. Verdicts are cached per op signature.

mod candidates;

use crate::combiner::{Combiner, COMBINERS};
use crate::program::{storable, Input, Node, Program, TileTy, Wrap, ELEMS};
use crate::rng::Rng;
use crate::values;
use crate::verdict::module_of;
use candidates::{result_candidates, Verdicts};
use std::cell::RefCell;
use tileref_spec::attrs::Attr;
use tileref_spec::ops::{self, traits, Arity, AttrKind, OpDef, Presence, TypeClass};
use tileref_spec::types::{ElemType, Padding, Type};

/// Knobs of the generator.
#[derive(Clone, Debug)]
pub struct GenOptions {
    /// Ops per program: 1 to this.
    pub max_ops: usize,
    /// Elements per tile, at most.
    pub max_elems: i64,
    /// Largest grid (along x); each program picks 1, 2 or 4 up to this.
    pub max_grid: u32,
    /// Only ops this accepts (a GPU batch keeps to ops with exact, checkable results).
    pub only: Option<fn(&OpDef) -> bool>,
    /// Element types no value of a program has (those the compiler under test refuses).
    pub avoid: Vec<ElemType>,
}

impl Default for GenOptions {
    fn default() -> Self {
        GenOptions {
            max_ops: 12,
            max_elems: 64,
            max_grid: 4,
            only: None,
            avoid: vec![],
        }
    }
}

/// What the generator thinks of an op, from its catalogue row alone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Family {
    /// One operand, and a result class of its own or a signedness (ftof, itof, exti, ...).
    Conversion,
    /// Every group is any tile (reshape, broadcast, permute, cat, ...).
    Shape,
    /// The rest: arithmetic with its modifiers.
    Arith,
}

/// Whether the verifier takes `padding_value = p` on a view of `e` and the padding's pattern is
/// documented; asked once per pair.
fn padding_ok(e: ElemType, p: Padding) -> bool {
    thread_local! {
        static SEEN: RefCell<std::collections::HashMap<(ElemType, Padding), bool>> = RefCell::new(Default::default());
    }
    if let Some(v) = SEEN.with(|c| c.borrow().get(&(e, p)).copied()) {
        return v;
    }
    let q = Program {
        grid: 2,
        inputs: vec![Input {
            ty: TileTy::new(vec![2], e),
            bits: vec![0; 4],
            pad: Some((p, 1)),
        }],
        nodes: vec![],
        outputs: vec![0],
    };
    let v = tileref_conformance::refeval::padding_bits(e, p).is_ok() && module_of(&q).is_ok();
    SEEN.with(|c| c.borrow_mut().insert((e, p), v));
    v
}

/// The ops the generator draws from, with their family.
pub fn pool() -> &'static [(&'static OpDef, Family)] {
    static POOL: std::sync::OnceLock<Vec<(&'static OpDef, Family)>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        ops::all()
            .iter()
            .filter(|d| usable(d))
            .map(|d| (d, family(d)))
            .collect()
    })
}

fn tile_class(c: TypeClass) -> bool {
    use TypeClass::*;
    matches!(
        c,
        Tile | Float | AnyFloat | Int | Int4 | Number | I1 | I8 | I64
    )
}

fn usable(d: &OpDef) -> bool {
    d.has(traits::PURE)
        && !d.has(traits::PER_BLOCK | traits::MULTI_GPU | traits::TERMINATOR)
        && d.regions == 0
        && !d.is_unregistered()
        && d.results.len() == 1
        && d.results[0].arity == Arity::One
        && tile_class(d.results[0].class)
        && d.operands
            .iter()
            .all(|g| g.arity == Arity::One && tile_class(g.class))
        && d.attrs.iter().all(|a| match a.kind {
            AttrKind::Enum(_)
            | AttrKind::Unit
            | AttrKind::Bool
            | AttrKind::I32
            | AttrKind::I64
            | AttrKind::I32Array => true,
            // Optional attributes of other kinds are simply left out.
            _ => !matches!(a.presence, Presence::Required),
        })
}

fn family(d: &OpDef) -> Family {
    let classes: Vec<TypeClass> = d
        .operands
        .iter()
        .chain(&d.results)
        .map(|g| g.class)
        .collect();
    if classes.iter().all(|&c| c == TypeClass::Tile) {
        Family::Shape
    } else if d.operands.len() == 1
        && (d.operands[0].class != d.results[0].class
            || d.attrs.iter().any(|a| a.name == "signedness"))
    {
        Family::Conversion
    } else {
        Family::Arith
    }
}

/// Drawing weights: conversions and shape ops are what users fuzz most.
fn weight(f: Family) -> u64 {
    match f {
        Family::Conversion => 12,
        Family::Shape => 3,
        Family::Arith => 2,
    }
}

thread_local! {
    static VERDICTS: RefCell<Verdicts> = RefCell::new(Verdicts::default());
}

/// Builds program `index` of a campaign with `seed`: the same pair gives the same program.
pub fn generate(seed: u64, index: u64, o: &GenOptions) -> Program {
    let mut rng = Rng::for_program(seed, index);
    let mut g = Gen {
        rng: &mut rng,
        o,
        p: Program {
            grid: 1,
            inputs: vec![],
            nodes: vec![],
            outputs: vec![],
        },
    };
    g.build();
    g.p
}

struct Gen<'r> {
    rng: &'r mut Rng,
    o: &'r GenOptions,
    p: Program,
}

impl Gen<'_> {
    fn build(&mut self) {
        let grids: Vec<u32> = [1, 1, 1, 2, 4]
            .iter()
            .copied()
            .filter(|&x| x <= self.o.max_grid.max(1))
            .collect();
        self.p.grid = *self.rng.pick(&grids);
        for _ in 0..1 + self.rng.below(3) {
            let elems: Vec<ElemType> = ELEMS
                .iter()
                .copied()
                .filter(|e| !self.o.avoid.contains(e))
                .collect();
            let e = *self.rng.pick(&elems);
            let shape = self.shape();
            self.input(TileTy::new(shape, e));
        }
        let want = 1 + self.rng.below(self.o.max_ops.max(1));
        let mut tries = 0;
        while self.p.nodes.len() < want && tries < want * 8 {
            tries += 1;
            // Reductions and scans have a region, which the catalogue's operand classes do
            // not describe: they are drawn here, with a generated combiner.
            if self.o.only.is_none() && self.rng.chance(1, 10) {
                self.try_reduction();
                continue;
            }
            let def = self.pick_op();
            self.try_op(def);
        }
        self.choose_outputs();
    }

    /// A random tile shape: rank 0 to 3, power-of-two dimensions, at most `max_elems`.
    fn shape(&mut self) -> Vec<i64> {
        let rank = *self.rng.pick(&[0usize, 1, 1, 1, 2, 2, 3]);
        let mut left = self.o.max_elems.max(1);
        let mut s = vec![];
        for _ in 0..rank {
            let max_log = 63 - (left as u64).leading_zeros() as usize;
            let d = 1i64 << self.rng.below(max_log.min(4) + 1);
            left /= d;
            s.push(d);
        }
        s
    }

    fn input(&mut self, mut ty: TileTy) -> usize {
        if !storable(&ty) {
            // 4-bit elements travel two per byte: a buffer view needs an even tile.
            match ty.shape.last_mut() {
                Some(d) => *d *= 2,
                None => ty.shape = vec![2],
            }
        }
        let n = ty.len() * self.p.grid as usize;
        let mut bits = values::values(ty.elem, n, self.rng);
        let pad = self.padding(&ty);
        if let Some((p, short)) = pad {
            // The places past the buffer's end read as the padding value.
            let b = tileref_conformance::refeval::padding_bits(ty.elem, p).unwrap_or(0);
            bits[n - short..].iter_mut().for_each(|x| *x = b);
        }
        // Inputs come before every node: renumber the nodes' operands.
        let at = self.p.inputs.len();
        for node in &mut self.p.nodes {
            for v in &mut node.operands {
                if *v >= at {
                    *v += 1;
                }
            }
        }
        self.p.inputs.push(Input { ty, bits, pad });
        at
    }

    /// Sometimes puts a `for` (0 to 3 trips) or an `if` on the block id around an op whose
    /// result has its first operand's type; the verifier checks the whole program.
    fn wrap(&mut self, node: &mut Node) {
        let Some(&first) = node.operands.first() else {
            return;
        };
        if *self.p.value_ty(first) != node.ty || !self.rng.chance(1, 6) {
            return;
        }
        node.wrap = Some(if self.rng.chance(1, 2) {
            Wrap::For(self.rng.below(4) as u32)
        } else {
            Wrap::If
        });
        let mut p = self.p.clone();
        p.nodes.push(node.clone());
        if module_of(&p).is_err() {
            node.wrap = None;
        }
    }

    /// Sometimes a partial last tile: the buffer ends 1 to `len - 1` elements early and the
    /// view pads with a padding value the verifier accepts for the type and whose pattern is
    /// documented (the reference evaluator's `padding_bits`).
    fn padding(&mut self, ty: &TileTy) -> Option<(Padding, usize)> {
        let n = ty.len();
        if n < 2
            || !storable(ty)
            || ty.elem.bit_width() < 8
            || ty.elem == ElemType::TF32
            || !self.rng.chance(1, 4)
        {
            return None;
        }
        let ok: Vec<Padding> = Padding::ALL
            .into_iter()
            .filter(|&p| padding_ok(ty.elem, p))
            .collect();
        if ok.is_empty() {
            return None;
        }
        Some((*self.rng.pick(&ok), 1 + self.rng.below(n - 1)))
    }

    fn pick_op(&mut self) -> &'static OpDef {
        let pool: Vec<(&'static OpDef, Family)> = pool()
            .iter()
            .copied()
            .filter(|(d, _)| self.o.only.is_none_or(|f| f(d)))
            .collect();
        let total: u64 = pool.iter().map(|(_, f)| weight(*f)).sum::<u64>().max(1);
        let mut x = self.rng.next() % total;
        for (d, f) in &pool {
            let w = weight(*f);
            if x < w {
                return d;
            }
            x -= w;
        }
        self::pool()[0].0
    }

    /// Values accepted by `class`, optionally of a given shape.
    fn values_of(&self, class: TypeClass, shape: Option<&[i64]>) -> Vec<usize> {
        (0..self.p.num_values())
            .filter(|&v| {
                let t = self.p.value_ty(v);
                class.accepts(&Type::tile_of(t.shape.clone(), t.elem))
                    && shape.is_none_or(|s| t.shape == s)
            })
            .collect()
    }

    fn elem_for(&mut self, class: TypeClass, prefer: Option<ElemType>) -> Option<ElemType> {
        let ok: Vec<ElemType> = ELEMS
            .iter()
            .copied()
            .filter(|e| class.accepts(&Type::scalar(*e)) && !self.o.avoid.contains(e))
            .collect();
        if ok.is_empty() {
            return None;
        }
        match prefer {
            Some(p) if ok.contains(&p) && self.rng.chance(3, 4) => Some(p),
            _ => Some(*self.rng.pick(&ok)),
        }
    }

    /// Tries to add one instance of `def`; false when no candidate verified.
    fn try_op(&mut self, def: &'static OpDef) -> bool {
        let n_inputs_before = self.p.inputs.len();
        let mut operands = vec![];
        for (gi, g) in def.operands.iter().enumerate() {
            let v = if gi == 0 {
                let vs = self.values_of(g.class, None);
                if !vs.is_empty() && self.rng.chance(7, 8) {
                    *self.rng.pick(&vs)
                } else {
                    let Some(e) = self.elem_for(g.class, None) else {
                        return false;
                    };
                    let shape = self.shape();
                    self.input(TileTy::new(shape, e))
                }
            } else {
                let first = self.p.value_ty(operands[0]).clone();
                let vs = self.values_of(g.class, Some(&first.shape));
                let same: Vec<usize> = vs
                    .iter()
                    .copied()
                    .filter(|&v| self.p.value_ty(v).elem == first.elem)
                    .collect();
                let shape = if def.operands.iter().all(|g| g.class == TypeClass::Tile)
                    && self.rng.chance(1, 3)
                {
                    // Shape ops with several operands (cat) want related, not equal, shapes.
                    let mut s = first.shape.clone();
                    if let Some(d) = s.first_mut() {
                        *d = (*d * 2).min(self.o.max_elems);
                    }
                    s
                } else {
                    first.shape.clone()
                };
                if !same.is_empty() && shape == first.shape && self.rng.chance(3, 4) {
                    *self.rng.pick(&same)
                } else if !vs.is_empty() && shape == first.shape && self.rng.chance(1, 2) {
                    *self.rng.pick(&vs)
                } else {
                    let Some(e) = self.elem_for(g.class, Some(first.elem)) else {
                        return false;
                    };
                    // Operands must be numbered: fix up earlier picks if an input shifts them.
                    let at = self.input(TileTy::new(shape, e));
                    for o in &mut operands {
                        if *o >= at {
                            *o += 1;
                        }
                    }
                    at
                }
            };
            operands.push(v);
        }
        let rank = operands
            .first()
            .map(|&v| self.p.value_ty(v).shape.len())
            .unwrap_or(0);
        let tys: Vec<TileTy> = operands
            .iter()
            .map(|&v| self.p.value_ty(v).clone())
            .collect();
        // A few draws of attributes: some combinations (a rounding mode a conversion does not
        // take) have no valid result type at all.
        for _ in 0..4 {
            let attrs = self.attrs(def, rank);
            let cands =
                result_candidates(def, &tys, &attrs, self.rng, self.o.max_elems, &self.o.avoid);
            for ty in cands {
                let ok = VERDICTS.with(|c| c.borrow_mut().valid(def, &tys, &attrs, &ty));
                if ok {
                    let mut node = Node {
                        op: def,
                        operands,
                        attrs,
                        ty,
                        combiner: None,
                        wrap: None,
                    };
                    self.wrap(&mut node);
                    self.p.nodes.push(node);
                    return true;
                }
            }
        }
        // Nothing fitted: drop the inputs made for it (they were appended last, unused).
        while self.p.inputs.len() > n_inputs_before {
            let last = self.p.inputs.len() - 1;
            if (0..self.p.nodes.len()).any(|k| self.p.nodes[k].operands.contains(&last)) {
                break;
            }
            self.p.inputs.pop();
            for node in &mut self.p.nodes {
                for v in &mut node.operands {
                    if *v > last {
                        *v -= 1;
                    }
                }
            }
        }
        false
    }

    /// A `reduce` or `scan` over one dimension of an existing value (or a fresh input), with a
    /// combiner drawn from [`COMBINERS`] and the combiner's identity.
    fn try_reduction(&mut self) -> bool {
        let ranked: Vec<usize> = (0..self.p.num_values())
            .filter(|&v| {
                !self.p.value_ty(v).shape.is_empty()
                    && COMBINERS.iter().any(|c| c.takes(self.p.value_ty(v).elem))
            })
            .collect();
        let v = if !ranked.is_empty() && self.rng.chance(3, 4) {
            *self.rng.pick(&ranked)
        } else {
            let e = *self.rng.pick(&[
                ElemType::I8,
                ElemType::I32,
                ElemType::I64,
                ElemType::F16,
                ElemType::BF16,
                ElemType::F32,
                ElemType::F64,
            ]);
            let mut shape = self.shape();
            if shape.is_empty() {
                shape = vec![1 << self.rng.below(5)];
            }
            self.input(TileTy::new(shape, e))
        };
        let ty = self.p.value_ty(v).clone();
        let combiners: Vec<&Combiner> = COMBINERS.iter().filter(|c| c.takes(ty.elem)).collect();
        if combiners.is_empty() {
            return false;
        }
        let c = *self.rng.pick(&combiners);
        let Some(cdef) = tileref_spec::ops::lookup(c.op) else {
            return false;
        };
        let cattrs = self.attrs(cdef, 0);
        let Some(identity) = c.identity(ty.elem, &cattrs) else {
            return false;
        };
        let dim = self.rng.below(ty.shape.len());
        let scan = self.rng.chance(1, 3);
        let (name, mut attrs, out) = if scan {
            (
                "scan",
                vec![
                    ("dim".to_string(), Attr::Int(dim as i64, ElemType::I32)),
                    ("reverse".to_string(), Attr::Bool(self.rng.chance(1, 2))),
                ],
                ty.clone(),
            )
        } else {
            let mut s = ty.shape.clone();
            s.remove(dim);
            (
                "reduce",
                vec![("dim".to_string(), Attr::Int(dim as i64, ElemType::I32))],
                TileTy::new(s, ty.elem),
            )
        };
        attrs.push(("identities".to_string(), Attr::Array(vec![identity])));
        let Some(def) = tileref_spec::ops::lookup(name) else {
            return false;
        };
        let node = Node {
            op: def,
            operands: vec![v],
            attrs,
            ty: out,
            combiner: Some((cdef, cattrs)),
            wrap: None,
        };
        // Checked like every generated op: the verifier has the last word.
        let mut p = self.p.clone();
        p.nodes.push(node.clone());
        let ok = module_of(&p).is_ok();
        if ok {
            self.p.nodes.push(node);
        }
        ok
    }

    /// Attributes from their kinds: a random enum case (or the default), unit flags on or off,
    /// small integers below the rank, permutations of the rank.
    fn attrs(&mut self, def: &OpDef, rank: usize) -> Vec<(String, Attr)> {
        let mut out = vec![];
        for a in &def.attrs {
            let optional = !matches!(a.presence, Presence::Required);
            let v = match a.kind {
                AttrKind::Enum(d) => {
                    // Absence (the default) counts as one more case, so every rounding mode is
                    // as likely as the default.
                    let absent = match a.presence {
                        Presence::Default(_) => self.rng.below(d.cases.len() + 1) == 0,
                        _ => optional && self.rng.chance(1, 4),
                    };
                    if absent {
                        continue;
                    }
                    Attr::Enum(d, self.rng.pick(d.cases).1)
                }
                AttrKind::Unit => {
                    if self.rng.chance(1, 2) {
                        continue;
                    }
                    Attr::Unit
                }
                AttrKind::Bool => Attr::Bool(self.rng.chance(1, 2)),
                AttrKind::I32 | AttrKind::I64 => {
                    let e = if a.kind == AttrKind::I32 {
                        ElemType::I32
                    } else {
                        ElemType::I64
                    };
                    Attr::Int(self.rng.below(rank.max(1)) as i64, e)
                }
                AttrKind::I32Array => Attr::I32Array(
                    self.rng
                        .permutation(rank)
                        .into_iter()
                        .map(|x| x as i64)
                        .collect(),
                ),
                _ => continue,
            };
            out.push((a.name.clone(), v));
        }
        out
    }

    /// Stores every value no op uses (at most four, the newest), and sometimes one more.
    fn choose_outputs(&mut self) {
        let ni = self.p.inputs.len();
        let used: Vec<bool> = (0..self.p.num_values())
            .map(|v| self.p.nodes.iter().any(|n| n.operands.contains(&v)))
            .collect();
        let ok = |v: usize| storable(self.p.value_ty(v));
        let mut outs: Vec<usize> = (ni..self.p.num_values())
            .filter(|&v| !used[v] && ok(v))
            .collect();
        outs.reverse();
        outs.truncate(4);
        if outs.is_empty() {
            outs.extend((ni..self.p.num_values()).rev().find(|&v| ok(v)));
        }
        if self.p.num_values() > ni + 1 && self.rng.chance(1, 4) {
            let extra = ni + self.rng.below(self.p.num_values() - ni);
            if !outs.contains(&extra) && ok(extra) {
                outs.push(extra);
            }
        }
        outs.sort();
        self.p.outputs = outs;
    }
}
