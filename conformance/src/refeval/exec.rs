//! One tile block running the entry's body: operands looked up, each op dispatched to its
//! definition (shape and view ops here, pointer ops in `pointer`, element-wise ops in
//! `elementwise`).

use super::memory::{base_of, Access, Memory};
use super::tile::{tile_type, Elem, TensorView, Tile, TiledView, Value};
use super::{assume, convert, shape, unsupported, view, RefArg, RefError};
use crate::oracle::int::{mask, zext};
use tileref_spec::attrs::{Attr, MemOrdering};
use tileref_spec::ir::{Func, Op, ValueId};
use tileref_spec::types::{Dim, ElemType, Type, ViewKind};

pub(super) type Res<T> = Result<T, RefError>;

/// The entry's parameters: buffers become pointers to their start, scalars rank-0 tiles.
pub fn bind_params(f: &Func, args: &[RefArg]) -> Res<Vec<Value>> {
    let mut out = vec![];
    for (i, (&p, a)) in f.params.iter().zip(args).enumerate() {
        let (shape, elem) = tile_type(f.ty(p))?;
        if !shape.is_empty() {
            return Err(unsupported(format!("parameter {i} is not rank 0")));
        }
        let v = match (elem, a) {
            (Elem::Ptr(_), RefArg::Buffer { .. }) => Tile::scalar(elem, base_of(i)),
            // A tf32 scalar's bits could be read as the 19-bit pattern or the stored word.
            (Elem::Num(e), RefArg::Scalar { bits, .. }) if e != ElemType::TF32 => {
                Tile::scalar(elem, bits & mask(e.bit_width()))
            }
            _ => {
                return Err(unsupported(format!(
                    "argument {i} does not fit parameter type {}",
                    f.ty(p)
                )))
            }
        };
        out.push(Value::Tile(v));
    }
    Ok(out)
}

pub struct Block<'a> {
    f: &'a Func,
    env: Vec<Option<Value>>,
    id: [u32; 3],
    grid: [u32; 3],
    pub(super) linear: u32,
    /// Memory ops executed so far in this block (each one event for race detection).
    events: u32,
}

fn i64_array(op: &Op, name: &str) -> Res<Vec<i64>> {
    match op.attr(name) {
        Some(Attr::I32Array(v) | Attr::I64Array(v)) => Ok(v.clone()),
        _ => Err(unsupported(format!("{} without {name}", op.name()))),
    }
}

impl<'a> Block<'a> {
    pub fn new(
        f: &'a Func,
        params: &[Value],
        id: [u32; 3],
        grid: [u32; 3],
        linear: u32,
    ) -> Block<'a> {
        let mut env = vec![None; f.values.len()];
        for (p, v) in f.params.iter().zip(params) {
            env[p.0 as usize] = Some(v.clone());
        }
        Block {
            f,
            env,
            id,
            grid,
            linear,
            events: 0,
        }
    }

    pub fn run(mut self, mem: &mut Memory) -> Res<()> {
        let f = self.f;
        for op in &f.body.ops {
            if op.name() == "return" {
                return Ok(());
            }
            if !op.regions.is_empty() {
                return Err(unsupported(format!(
                    "{} has regions (the evaluator runs straight-line code)",
                    op.name()
                )));
            }
            let vals = self.eval(op, mem)?;
            for (r, v) in op.results.iter().zip(vals) {
                self.env[r.0 as usize] = Some(v);
            }
        }
        Ok(())
    }

    pub(super) fn value(&self, v: ValueId) -> Res<&Value> {
        self.env
            .get(v.0 as usize)
            .and_then(|x| x.as_ref())
            .ok_or_else(|| unsupported(format!("value %{} used before it is defined", v.0)))
    }

    pub(super) fn tile(&self, v: ValueId) -> Res<&Tile> {
        match self.value(v)? {
            Value::Tile(t) => Ok(t),
            _ => Err(unsupported("a view or token where a tile is expected")),
        }
    }

    pub(super) fn operand(&self, op: &Op, group: &str) -> Res<&Tile> {
        self.tile(
            op.opt(group)
                .ok_or_else(|| unsupported(format!("{} without {group}", op.name())))?,
        )
    }

    /// Rank-0 integer operands read as unsigned (view and slice indices, dynamic extents).
    pub(super) fn unsigned_scalars(&self, vs: &[ValueId]) -> Res<Vec<u64>> {
        vs.iter()
            .map(|&v| {
                let t = self.tile(v)?;
                Ok(zext(t.single(), t.num()?.bit_width()) as u64)
            })
            .collect()
    }

    pub(super) fn result_type(&self, op: &Op, k: usize) -> Res<(Vec<usize>, Elem)> {
        tile_type(self.f.ty(op.results[k]))
    }

    pub(super) fn out(&self, op: &Op, bits: Vec<u64>) -> Res<Vec<Value>> {
        let (shape, elem) = self.result_type(op, 0)?;
        Ok(vec![Value::Tile(Tile::new(shape, elem, bits))])
    }

    /// Element-wise over one, two or three operands of one shape.
    pub(super) fn map(&self, op: &Op, f: impl Fn(&[u64]) -> Res<u64>) -> Res<Vec<Value>> {
        let ts: Vec<&Tile> = op
            .operands
            .iter()
            .map(|&v| self.tile(v))
            .collect::<Res<_>>()?;
        let n = ts[0].bits.len();
        let bits = (0..n)
            .map(|i| f(&ts.iter().map(|t| t.bits[i]).collect::<Vec<_>>()))
            .collect::<Res<_>>()?;
        self.out(op, bits)
    }

    /// The event of a memory op: its id and the events its input token orders before it.
    pub(super) fn event(&mut self, op: &Op) -> Res<(u32, Vec<u32>)> {
        if op.enum_attr::<MemOrdering>("memory_ordering_semantics") != Some(MemOrdering::Weak) {
            return Err(unsupported(format!(
                "{} with an ordering other than weak",
                op.name()
            )));
        }
        let clock = match op.opt("token") {
            Some(t) => match self.value(t)? {
                Value::Token(c) => c.clone(),
                _ => return Err(unsupported("a token operand that is not a token")),
            },
            None => vec![],
        };
        let ev = self.events;
        self.events += 1;
        Ok((ev, clock))
    }

    pub(super) fn token_after(ev: u32, mut clock: Vec<u32>) -> Value {
        clock.push(ev);
        clock.sort_unstable();
        Value::Token(clock)
    }

    fn tiled_view(&self, op: &Op) -> Res<&TiledView> {
        match self.value(
            op.opt("view")
                .ok_or_else(|| unsupported("no view operand"))?,
        )? {
            Value::View(v) => Ok(v),
            _ => Err(unsupported(
                "a view operand that is not a partition or strided view",
            )),
        }
    }

    fn inbounds(op: &Op) -> Vec<bool> {
        match op.attr("inbounds") {
            Some(Attr::BoolArray(b)) => b.clone(),
            _ => vec![],
        }
    }

    fn eval(&mut self, op: &Op, mem: &mut Memory) -> Res<Vec<Value>> {
        let name = op.name();
        match name {
            "get_tile_block_id" | "get_num_tile_blocks" => {
                let v = if name == "get_tile_block_id" {
                    self.id
                } else {
                    self.grid
                };
                Ok(v.iter()
                    .map(|&x| Value::Tile(Tile::scalar(Elem::Num(ElemType::I32), x as u64)))
                    .collect())
            }
            "constant" => {
                let Some(Attr::Dense(d)) = op.attr("value") else {
                    return Err(unsupported("constant without a dense value"));
                };
                let (shape, elem) = self.result_type(op, 0)?;
                let Elem::Num(e) = elem else {
                    return Err(unsupported("a pointer constant"));
                };
                let n: usize = shape.iter().product();
                self.out(op, (0..n).map(|i| d.get(i) & mask(e.bit_width())).collect())
            }
            "iota" => {
                let (shape, elem) = self.result_type(op, 0)?;
                let Elem::Num(e) = elem else {
                    return Err(unsupported("iota of pointers"));
                };
                Ok(vec![Value::Tile(shape::iota(shape[0], e))])
            }
            "reshape" | "broadcast" | "permute" => {
                let src = self.operand(op, "source")?;
                let (shape, _) = self.result_type(op, 0)?;
                let t = match name {
                    "reshape" => shape::reshape(src, shape),
                    "broadcast" => shape::broadcast(src, shape),
                    _ => shape::permute(
                        src,
                        &i64_array(op, "permutation")?
                            .iter()
                            .map(|&p| p as usize)
                            .collect::<Vec<_>>(),
                    ),
                };
                Ok(vec![Value::Tile(t)])
            }
            "cat" => {
                let dim = op
                    .attr("dim")
                    .and_then(|a| a.as_int())
                    .ok_or_else(|| unsupported("cat without dim"))?;
                Ok(vec![Value::Tile(shape::cat(
                    self.operand(op, "lhs")?,
                    self.operand(op, "rhs")?,
                    dim as usize,
                ))])
            }
            "extract" => {
                let (shape, _) = self.result_type(op, 0)?;
                let idx = self.unsigned_scalars(op.group("indices"))?;
                Ok(vec![Value::Tile(shape::extract(
                    self.operand(op, "source")?,
                    &idx,
                    shape,
                )?)])
            }
            "insert" => {
                let idx = self.unsigned_scalars(op.group("indices"))?;
                Ok(vec![Value::Tile(shape::insert(
                    self.operand(op, "source")?,
                    self.operand(op, "destination")?,
                    &idx,
                )?)])
            }
            "select" => self.map(op, |x| Ok(if x[0] & 1 == 1 { x[1] } else { x[2] })),
            "offset" => self.offset(op),
            "ptr_to_ptr" => {
                let bits = self.operand(op, "source")?.bits.clone();
                self.out(op, bits)
            }
            "make_tensor_view" => self.make_tensor_view(op),
            "make_partition_view" | "make_strided_view" => self.make_tiled_view(op),
            "make_token" => Ok(vec![Value::Token(vec![])]),
            "join_tokens" => {
                let mut c = vec![];
                for &t in op.group("tokens") {
                    match self.value(t)? {
                        Value::Token(x) => c.extend_from_slice(x),
                        _ => return Err(unsupported("join_tokens of a non-token")),
                    }
                }
                c.sort_unstable();
                c.dedup();
                Ok(vec![Value::Token(c)])
            }
            "load_view_tko" | "store_view_tko" => {
                let (ev, clock) = self.event(op)?;
                let v = self.tiled_view(op)?;
                let idx = self.unsigned_scalars(op.group("index"))?;
                let inb = Self::inbounds(op);
                let write = name == "store_view_tko";
                let a = Access {
                    block: self.linear,
                    event: ev,
                    clock: &clock,
                    write,
                };
                if write {
                    view::store(mem, v, &idx, &inb, self.operand(op, "tile")?, &a)?;
                    Ok(vec![Self::token_after(ev, clock)])
                } else {
                    let t = view::load(mem, v, &idx, &inb, &a)?;
                    Ok(vec![Value::Tile(t), Self::token_after(ev, clock)])
                }
            }
            "assume" => {
                let v = self.value(
                    op.opt("value")
                        .ok_or_else(|| unsupported("assume without a value"))?,
                )?;
                let Some(Attr::Assume(p)) = op.attr("predicate") else {
                    return Err(unsupported("assume without a predicate"));
                };
                assume::check(p, v)?;
                Ok(vec![v.clone()])
            }
            "get_tensor_shape" | "get_index_space_shape" => self.shape_query(op),
            "pack" | "unpack" => {
                let src = self.operand(op, "source")?;
                let (shape, elem) = self.result_type(op, 0)?;
                let (Elem::Num(from), Elem::Num(to)) = (src.elem, elem) else {
                    return Err(unsupported("pack of pointers"));
                };
                let bits = if name == "pack" {
                    convert::pack(from, &src.bits)
                } else {
                    convert::unpack(to, &src.bits)
                };
                Ok(vec![Value::Tile(Tile::new(shape, elem, bits))])
            }
            "load_ptr_tko" => self.load_ptr(op, mem),
            "store_ptr_tko" => self.store_ptr(op, mem),
            _ => self.eval_elementwise(op),
        }
    }

    /// get_tensor_shape (the extents) and get_index_space_shape (tiles per dimension), read as
    /// unsigned; a value that does not fit the result type is undefined behaviour.
    fn shape_query(&self, op: &Op) -> Res<Vec<Value>> {
        let dims: Vec<u64> = match self.value(
            op.opt("src")
                .ok_or_else(|| unsupported("no view operand"))?,
        )? {
            Value::Tensor(tv) if op.name() == "get_tensor_shape" => tv.shape.clone(),
            Value::View(v) => (0..v.tile.len())
                .map(|i| v.tensor.shape[v.dim_map[i]].div_ceil(v.step[i]))
                .collect(),
            _ => return Err(unsupported(format!("{} of this view", op.name()))),
        };
        let mut out = vec![];
        for (k, d) in dims.into_iter().enumerate() {
            let (_, elem) = self.result_type(op, k)?;
            let Elem::Num(e) = elem else {
                return Err(unsupported("a pointer shape"));
            };
            if !crate::oracle::int::fits_u(d as i128, e.bit_width()) {
                return Err(super::ub(
                    "shape-does-not-fit",
                    format!("{} result {k} = {d} does not fit {}", op.name(), e.name()),
                ));
            }
            out.push(Value::Tile(Tile::scalar(elem, d)));
        }
        Ok(out)
    }

    fn make_tensor_view(&self, op: &Op) -> Res<Vec<Value>> {
        let base = self.operand(op, "base")?;
        let Type::TensorView(ty) = self.f.ty(op.results[0]) else {
            return Err(unsupported("make_tensor_view result is not a tensor_view"));
        };
        let fill = |dims: &[Dim], group: &str| -> Res<Vec<u64>> {
            let mut dynamic = self.unsigned_scalars(op.group(group))?.into_iter();
            dims.iter()
                .map(|d| match d {
                    Dim::Static(n) => Ok(*n as u64),
                    Dim::Dynamic => dynamic
                        .next()
                        .ok_or_else(|| unsupported("fewer dynamic operands than `?`")),
                })
                .collect()
        };
        let tv = TensorView {
            base: base.single(),
            elem: ty.elem,
            shape: fill(&ty.shape, "dynamicShape")?,
            strides: fill(&ty.strides, "dynamicStrides")?,
        };
        Ok(vec![Value::Tensor(tv)])
    }

    fn make_tiled_view(&self, op: &Op) -> Res<Vec<Value>> {
        let Value::Tensor(tv) = self.value(
            op.opt("tensor_view")
                .ok_or_else(|| unsupported("no tensor_view operand"))?,
        )?
        else {
            return Err(unsupported("the operand is not a tensor_view"));
        };
        let Type::View(ty) = self.f.ty(op.results[0]) else {
            return Err(unsupported("not a view type"));
        };
        let step: Vec<u64> = match &ty.kind {
            ViewKind::Partition => ty.tile.iter().map(|&t| t as u64).collect(),
            ViewKind::Strided { traversal_strides } => {
                traversal_strides.iter().map(|&s| s as u64).collect()
            }
            ViewKind::GatherScatter { .. } => return Err(unsupported("gather_scatter_view")),
        };
        if step.contains(&0) {
            return Err(unsupported("a zero tile step"));
        }
        Ok(vec![Value::View(TiledView {
            tensor: tv.clone(),
            tile: ty.tile.iter().map(|&t| t as usize).collect(),
            step,
            dim_map: ty.dim_map.iter().map(|&d| d as usize).collect(),
            padding: ty.padding,
        })])
    }
}
