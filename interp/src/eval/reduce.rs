//! reduce and scan with their region combiners. Both combine the elements alone, without the
//! identity (what tileiras does on the H100, docs/semantics.md); the reduce order is an option
//! (`ReduceOrder`), by default a left fold in index order. `--strict` reports an identity that
//! is not an identity for the operands met, since the result then depends on the reduction shape.

use super::arith::num_error;
use super::ctx::{Ctx, EvalResult};
use super::float_env::{env_of, format_of};
use crate::hw::layout::Layout;
use crate::hw::reduce::{folds_identity, Plan};
use crate::hw::scan::ScanPlan;
use crate::numeric::{self, fast, int_ops, BinOp, IntOverflow};
use crate::options::{Numerics, ReduceOrder};
use crate::report::{Category, Report};
use crate::value::{unravel, Tile, Value};
use std::sync::Arc;
use tileref_spec::attrs::{Attr, Signedness};
use tileref_spec::ir::{Block, Op};
use tileref_spec::types::{Elem, ElemType};

/// A combiner of one operand: either a recognised single op on (element, accumulator), run
/// directly on bits, or the general region.
enum Combiner<'m> {
    Fast(&'m Op),
    Region,
}

/// Recognises `%r = <binop> %e, %acc` (either order) followed by `yield %r`.
fn fast_combiner<'m>(body: &'m Block, n: usize) -> Combiner<'m> {
    if n != 1
        || body.ops.len() != 2
        || body.ops[1].name() != "yield"
        || body.ops[1].operands.first() != body.ops[0].results.first()
    {
        return Combiner::Region;
    }
    let op = &body.ops[0];
    let args = &body.args;
    let ok_args = op.operands.len() == 2
        && args.len() == 2
        && op.operands.iter().all(|v| args.contains(v))
        && op.operands[0] != op.operands[1];
    let known = matches!(
        op.name(),
        "addf"
            | "mulf"
            | "maxf"
            | "minf"
            | "addi"
            | "muli"
            | "maxi"
            | "mini"
            | "andi"
            | "ori"
            | "xori"
    );
    if ok_args && known {
        Combiner::Fast(op)
    } else {
        Combiner::Region
    }
}

/// A single-op combiner compiled once: element and accumulator bits to result bits.
enum FastFn {
    /// f32 arithmetic (the common case, folded without dispatch per element).
    F32 {
        bop: BinOp,
        env: numeric::Env,
        elem_first: bool,
    },
    Float {
        bop: BinOp,
        fmt: numeric::Format,
        env: numeric::Env,
        elem_first: bool,
    },
    Int {
        name: &'static str,
        w: u32,
        sg: bool,
        ov: IntOverflow,
        elem_first: bool,
    },
}

impl FastFn {
    #[inline(always)]
    fn call(&self, x: u64, acc: u64) -> Result<u64, crate::numeric::NumError> {
        let order = |ef: bool| if ef { (x, acc) } else { (acc, x) };
        match self {
            FastFn::F32 {
                bop,
                env,
                elem_first,
            } => {
                let (a, b) = order(*elem_first);
                Ok(fast::f32_binop(*bop, env, a as u32, b as u32) as u64)
            }
            FastFn::Float {
                bop,
                fmt,
                env,
                elem_first,
            } => {
                let (a, b) = order(*elem_first);
                Ok(fast::binop(*bop, fmt, env, a, b))
            }
            FastFn::Int {
                name,
                w,
                sg,
                ov,
                elem_first,
            } => {
                let (a, b) = order(*elem_first);
                let (w, sg) = (*w, *sg);
                match *name {
                    "addi" => int_ops::addi(a, b, w, *ov),
                    "muli" => int_ops::muli(a, b, w, *ov),
                    "maxi" => Ok(int_ops::maxi(a, b, w, sg)),
                    "mini" => Ok(int_ops::mini(a, b, w, sg)),
                    "andi" => Ok(int_ops::andi(a, b, w)),
                    "ori" => Ok(int_ops::ori(a, b, w)),
                    _ => Ok(int_ops::xori(a, b, w)),
                }
            }
        }
    }

    /// Folds `data[k]` for k in `lane` (in that order) into `acc`.
    fn fold(
        &self,
        data: &[u64],
        lane: impl Iterator<Item = usize> + Clone,
        mut acc: u64,
    ) -> Result<u64, crate::numeric::NumError> {
        if let FastFn::F32 {
            bop,
            env,
            elem_first,
        } = self
        {
            if let Some(r) = fold_f32_plain(*bop, env, data, lane.clone(), acc as u32) {
                return Ok(r as u64);
            }
            // Monomorphic loop: no dispatch per element.
            let mut a = acc as u32;
            for k in lane {
                let x = data[k] as u32;
                a = if *elem_first {
                    fast::f32_binop(*bop, env, x, a)
                } else {
                    fast::f32_binop(*bop, env, a, x)
                };
            }
            return Ok(a as u64);
        }
        for k in lane {
            acc = self.call(data[k], acc)?;
        }
        Ok(acc)
    }
}

/// An f32 combiner in host arithmetic where that is exact: add and mul round to nearest even
/// without flush-to-zero (IEEE operations, commutative bit for bit apart from NaN payloads),
/// max and min as a total order with −0 < +0. Exact only while no NaN is met: folds with it
/// check ([`PlainF32::nan_free`]) and the caller folds element by element otherwise.
#[derive(Clone, Copy)]
enum PlainF32 {
    Add,
    Mul,
    /// Max (true) or min (false).
    Extreme(bool),
}

impl PlainF32 {
    fn of(bop: BinOp, env: &numeric::Env) -> Option<PlainF32> {
        if env.ftz || env.mode != numeric::Rounding::NearestEven {
            return None;
        }
        Some(match bop {
            BinOp::Add => PlainF32::Add,
            BinOp::Mul => PlainF32::Mul,
            BinOp::Max | BinOp::MaxNan => PlainF32::Extreme(true),
            BinOp::Min | BinOp::MinNan => PlainF32::Extreme(false),
            _ => return None,
        })
    }

    /// The combination of element `x` with accumulator `a` (bits).
    #[inline(always)]
    fn combine(self, x: u32, a: u32) -> u32 {
        // The bits as an integer in the floats' order (negative values' magnitude bits
        // flipped): −0 below +0.
        let key = |v: u32| (v as i32) ^ (((v as i32) >> 31) & 0x7FFF_FFFF);
        match self {
            PlainF32::Add => (f32::from_bits(x) + f32::from_bits(a)).to_bits(),
            PlainF32::Mul => (f32::from_bits(x) * f32::from_bits(a)).to_bits(),
            PlainF32::Extreme(max) => {
                if (key(x) >= key(a)) == max {
                    x
                } else {
                    a
                }
            }
        }
    }

    /// Whether a fold that combined `seen` (the OR over its operands of `is_nan`) into `r`
    /// met no NaN: add and mul carry a NaN into the result, max and min may drop one.
    #[inline(always)]
    fn nan_free(self, seen: bool, r: u32) -> bool {
        !is_nan32(r) && !(matches!(self, PlainF32::Extreme(_)) && seen)
    }
}

#[inline(always)]
fn is_nan32(b: u32) -> bool {
    b & 0x7FFF_FFFF > 0x7F80_0000
}

/// An f32 fold of `data[k]` for k in `lane` into `acc` with [`PlainF32`]; `None` when the
/// environment is not plain or the lane met a NaN.
fn fold_f32_plain(
    bop: BinOp,
    env: &numeric::Env,
    data: &[u64],
    lane: impl Iterator<Item = usize>,
    acc: u32,
) -> Option<u32> {
    let p = PlainF32::of(bop, env)?;
    let mut seen = is_nan32(acc);
    let r = match p {
        // No per-element NaN test: the sum or product carries one.
        PlainF32::Add | PlainF32::Mul => lane.fold(acc, |a, k| p.combine(data[k] as u32, a)),
        PlainF32::Extreme(_) => lane.fold(acc, |a, k| {
            let x = data[k] as u32;
            seen |= is_nan32(x);
            p.combine(x, a)
        }),
    };
    p.nan_free(seen, r).then_some(r)
}

fn compile_fast(ctx: &Ctx, op: &Op, e: ElemType, elem_first: bool) -> FastFn {
    if e.is_float() {
        let fmt = format_of(e);
        let env = env_of(ctx, op);
        let bop = match op.name() {
            "addf" => BinOp::Add,
            "mulf" => BinOp::Mul,
            "maxf" => {
                if op.has_unit("propagate_nan") {
                    BinOp::MaxNan
                } else {
                    BinOp::Max
                }
            }
            _ => {
                if op.has_unit("propagate_nan") {
                    BinOp::MinNan
                } else {
                    BinOp::Min
                }
            }
        };
        if fmt == numeric::F32 {
            return FastFn::F32 {
                bop,
                env,
                elem_first,
            };
        }
        return FastFn::Float {
            bop,
            fmt,
            env,
            elem_first,
        };
    }
    let w = e.bit_width();
    let sg = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let ov = match op.enum_attr::<tileref_spec::attrs::Overflow>("overflow") {
        Some(tileref_spec::attrs::Overflow::NoSignedWrap) => IntOverflow::NoSignedWrap,
        Some(tileref_spec::attrs::Overflow::NoUnsignedWrap) => IntOverflow::NoUnsignedWrap,
        Some(tileref_spec::attrs::Overflow::NoWrap) => IntOverflow::NoWrap,
        _ => IntOverflow::None,
    };
    let name = match op.name() {
        "addi" => "addi",
        "muli" => "muli",
        "maxi" => "maxi",
        "mini" => "mini",
        "andi" => "andi",
        "ori" => "ori",
        _ => "xori",
    };
    FastFn::Int {
        name,
        w,
        sg,
        ov,
        elem_first,
    }
}

/// Evaluates a combiner region on its block arguments and returns the yielded values: the
/// dispatcher's `eval_pure_region`, handed to `reduce` and `scan` since this module sits below
/// the dispatcher.
pub type RegionEval =
    for<'a, 'm> fn(&mut Ctx<'a, 'm>, &'m Block, Vec<Value>) -> Result<Vec<Value>, Report>;

struct Reducer<'x, 'a, 'm> {
    ctx: &'x mut Ctx<'a, 'm>,
    fast: Option<(FastFn, &'m Op)>,
    body: &'m Block,
    region: RegionEval,
    elems: Vec<Elem>,
}

impl<'x, 'a, 'm> Reducer<'x, 'a, 'm> {
    /// combine(element, accumulator) over N operands at once.
    fn combine(&mut self, x: &[u64], acc: &[u64]) -> Result<Vec<u64>, Report> {
        if let Some((f, op)) = &self.fast {
            return Ok(vec![f
                .call(x[0], acc[0])
                .map_err(|e| num_error(e, 0, &[]).at(op))?]);
        }
        let mut args = Vec::with_capacity(2 * x.len());
        for i in 0..x.len() {
            args.push(Value::tile(Tile::new(
                vec![],
                self.elems[i].clone(),
                vec![x[i]],
            )));
            args.push(Value::tile(Tile::new(
                vec![],
                self.elems[i].clone(),
                vec![acc[i]],
            )));
        }
        let out = (self.region)(self.ctx, self.body, args)?;
        out.iter()
            .map(|v| {
                v.as_tile()
                    .map(|t| t.data[0])
                    .ok_or_else(|| Report::error("internal", "combiner yielded a non-tile"))
            })
            .collect()
    }
}

fn setup<'x, 'a, 'm>(
    ctx: &'x mut Ctx<'a, 'm>,
    op: &'m Op,
    region: RegionEval,
) -> Result<(Vec<Arc<Tile>>, Vec<Vec<u64>>, Reducer<'x, 'a, 'm>), Report> {
    let tiles: Vec<Arc<Tile>> = op
        .group("operands")
        .iter()
        .map(|v| ctx.tile(*v))
        .collect::<Result<_, _>>()?;
    let ids = match op.attr("identities") {
        Some(Attr::Array(v)) => v
            .iter()
            .zip(&tiles)
            .map(|(a, t)| match a {
                Attr::Int(x, e) => Ok(*x as u64 & int_ops::mask(e.bit_width())),
                // The verifier lets a bf16 operand carry an f16 identity and vice versa: the
                // identity's value counts, so it is converted (rounded to nearest even) to the
                // operand's type rather than reinterpreted.
                Attr::Float(b, e) if *e != t.num() => {
                    let to = format_of(t.num());
                    let env = numeric::conversion_env(&to, numeric::Rounding::NearestEven)
                        .nan(ctx.prog.opts.nan);
                    Ok(numeric::ftof(&format_of(*e), &to, &env, *b).bits)
                }
                Attr::Float(b, _) => Ok(*b),
                // i1 identities are written `true`/`false`.
                Attr::Bool(b) => Ok(*b as u64),
                _ => Err(Report::error("internal", "bad identity")),
            })
            .collect::<Result<Vec<u64>, Report>>()?,
        _ => return Err(Report::error("internal", "missing identities")),
    };
    let body = op.regions[0]
        .block()
        .ok_or_else(|| Report::error("internal", "missing combiner"))?;
    let combiner = fast_combiner(body, tiles.len());
    let elem_first = match &combiner {
        Combiner::Fast(f) => f.operands[0] == body.args[0],
        _ => true,
    };
    let elems: Vec<Elem> = tiles.iter().map(|t| t.elem.clone()).collect();
    let fast = match combiner {
        Combiner::Fast(op) => Some((
            compile_fast(ctx, op, elems[0].num().unwrap_or(ElemType::I64), elem_first),
            op,
        )),
        Combiner::Region => None,
    };
    Ok((
        tiles,
        vec![ids],
        Reducer {
            ctx,
            fast,
            body,
            region,
            elems,
        },
    ))
}

/// The lanes along `dim`, in output order, computed on demand: a tile of 2^24 elements has up
/// to 2^24 lanes, and a vector of positions per lane would take gigabytes.
struct Lanes {
    /// Elements between two positions of a lane (the product of the extents after `dim`).
    inner: usize,
    len: usize,
    count: usize,
}

impl Lanes {
    fn new(shape: &[i64], dim: usize) -> Lanes {
        let inner = shape[dim + 1..].iter().product::<i64>() as usize;
        let len = shape[dim] as usize;
        let n = shape.iter().product::<i64>() as usize;
        Lanes {
            inner,
            len,
            count: if len == 0 { 0 } else { n / len },
        }
    }

    /// Input positions of lane `o` in index order, into `out`.
    fn fill(&self, o: usize, out: &mut Vec<usize>) {
        let base = (o / self.inner) * self.len * self.inner + o % self.inner;
        out.clear();
        out.extend((0..self.len).map(|k| base + k * self.inner));
    }
}

/// Reports, under `--strict`, the first element `x` of an op for which `combine(x, identity)`
/// is not `x` (NaNs counting as equal): there the result depends on how often the
/// implementation folds the identity in, i.e. on the reduction shape (H100: once per thread
/// partial for long lanes, never for short ones).
fn check_identity(
    red: &mut Reducer,
    op: &Op,
    tiles: &[Arc<Tile>],
    ids: &[u64],
) -> Result<(), Report> {
    if !red.ctx.prog.opts.strict {
        return Ok(());
    }
    let nan: Vec<Option<numeric::Format>> = red
        .elems
        .iter()
        .map(|e| e.num().filter(|n| n.is_float()).map(format_of))
        .collect();
    let same =
        |i: usize, a: u64, b: u64| a == b || nan[i].is_some_and(|f| f.is_nan(a) && f.is_nan(b));
    for k in 0..tiles[0].len() {
        let x: Vec<u64> = tiles.iter().map(|t| t.data[k]).collect();
        let r = red.combine(&x, ids)?;
        if let Some(i) = (0..x.len()).find(|&i| !same(i, r[i], x[i])) {
            let msg = format!(
                "the identity is not an identity for these operands (operand {i}: combining element {} with identity {} gives {}), the result depends on the reduction shape",
                bits_text(x[i]),
                bits_text(ids[i]),
                bits_text(r[i])
            );
            let block = red.ctx.block;
            red.ctx.prog.note(
                Report::new(Category::Warning, "reduce-identity", msg)
                    .at(op)
                    .in_block(block)
                    .element(unravel(k, &tiles[0].shape)),
            );
            return Ok(());
        }
    }
    Ok(())
}

fn bits_text(b: u64) -> String {
    format!("{b:#x}")
}

/// Reduces one lane (its input positions in fold order) to the combination of its elements
/// alone; the identity would only serve an empty lane, which tile shapes rule out.
fn fold_lane(
    red: &mut Reducer,
    tiles: &[Arc<Tile>],
    ids: &[u64],
    lane: &[usize],
    order: ReduceOrder,
) -> Result<Vec<u64>, Report> {
    let elem = |k: usize| -> Vec<u64> { tiles.iter().map(|t| t.data[lane[k]]).collect() };
    if lane.is_empty() {
        return Ok(ids.to_vec());
    }
    match order {
        ReduceOrder::Linear | ReduceOrder::Reverse => {
            let last = lane.len() - 1;
            let at = |i: usize| {
                if order == ReduceOrder::Linear {
                    i
                } else {
                    last - i
                }
            };
            let mut acc = elem(at(0));
            for k in (1..lane.len()).map(at) {
                acc = red.combine(&elem(k), &acc)?;
            }
            Ok(acc)
        }
        ReduceOrder::Tree => {
            // One flat vector of `n` values per entry of the level (not a vector per entry:
            // a lane may have 2^24 elements).
            let n = tiles.len();
            let mut level: Vec<u64> = (0..lane.len()).flat_map(elem).collect();
            while level.len() > n {
                let mut next = Vec::with_capacity(level.len().div_ceil(2 * n) * n);
                for pair in level.chunks(2 * n) {
                    if pair.len() == 2 * n {
                        next.extend(red.combine(&pair[n..], &pair[..n])?);
                    } else {
                        next.extend_from_slice(pair);
                    }
                }
                level = next;
            }
            Ok(level)
        }
    }
}

/// A combiner op with a directed rounding mode or flush_to_zero, under `Numerics::H100`:
/// tileiras combines such reductions and scans in another order than the layout model's
/// (measured with plain combiners) and it is not measured yet, so the spec answer stays and
/// the site is reported unmodelled. (In the h100 fuzz batch of docs/gpu-findings.md the GPU
/// gave the linear order for the directed ones.)
fn h100_directed_combiner(ctx: &Ctx, op: &Op) -> bool {
    let odd = op
        .regions
        .iter()
        .flat_map(|r| &r.blocks)
        .flat_map(|b| &b.ops)
        .find_map(|o| {
            let env = env_of(ctx, o);
            if env.mode != numeric::Rounding::NearestEven {
                Some(format!(
                    "a {} combiner with rounding {:?}",
                    o.name(),
                    env.mode
                ))
            } else {
                env.ftz
                    .then(|| format!("a {} combiner with flush_to_zero", o.name()))
            }
        });
    match odd {
        Some(what) => {
            ctx.note_unmodelled(
                op,
                &format!("{what}: tileiras's order for it is not measured"),
            );
            true
        }
        None => false,
    }
}

pub fn reduce<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op, region: RegionEval) -> EvalResult {
    if ctx.prog.opts.numerics == Numerics::H100 && !h100_directed_combiner(ctx, op) {
        return reduce_h100(ctx, op, region);
    }
    let order = ctx.prog.opts.reduce_order;
    let (tiles, ids, mut red) = setup(ctx, op, region)?;
    let ids = ids.into_iter().next().unwrap();
    let dim = op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0) as usize;
    let n = tiles.len();
    let lanes = Lanes::new(&tiles[0].shape, dim);
    let mut lane = Vec::with_capacity(lanes.len);
    check_identity(&mut red, op, &tiles, &ids)?;
    let mut outs: Vec<Vec<u64>> = vec![Vec::with_capacity(lanes.count); n];
    if let (Some((f, fop)), ReduceOrder::Linear | ReduceOrder::Reverse) = (&red.fast, order) {
        // One operand, a single-op combiner: fold directly on the bits, starting from the
        // lane's first element in fold order.
        let data = &tiles[0].data;
        let mut out = Vec::with_capacity(lanes.count);
        for o in 0..lanes.count {
            lanes.fill(o, &mut lane);
            let acc = match (lane.split_first(), lane.split_last()) {
                (Some((&first, rest)), _) if order == ReduceOrder::Linear => {
                    f.fold(data, rest.iter().copied(), data[first])
                }
                (_, Some((&last, rest))) => f.fold(data, rest.iter().rev().copied(), data[last]),
                _ => Ok(ids[0]),
            };
            out.push(acc.map_err(|e| num_error(e, 0, &[]).at(fop))?);
        }
        set_results(&mut red, op, &tiles, vec![out]);
        return Ok(());
    }
    for o in 0..lanes.count {
        lanes.fill(o, &mut lane);
        let acc = fold_lane(&mut red, &tiles, &ids, &lane, order)?;
        for i in 0..n {
            outs[i].push(acc[i]);
        }
    }
    set_results(&mut red, op, &tiles, outs);
    Ok(())
}

/// Sets reduce's results: output `i` holds one value per lane, with operand `i`'s element type.
fn set_results(red: &mut Reducer, op: &Op, tiles: &[Arc<Tile>], outs: Vec<Vec<u64>>) {
    for (i, data) in outs.into_iter().enumerate() {
        let shape = red.ctx.result_shape(op, i);
        let elem = tiles[i].elem.clone();
        red.ctx
            .set_tile(op.results[i], Tile::new(shape, elem, data));
    }
}

/// `reduce` under `Numerics::H100`: each lane in the order tileiras's code combines it, from
/// the operand's layout (`hw`); the site is reported once with the layout used.
fn reduce_h100<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op, region: RegionEval) -> EvalResult {
    let (tiles, ids, mut red) = setup(ctx, op, region)?;
    let ids = ids.into_iter().next().unwrap();
    let dim = op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0) as usize;
    let shape = tiles[0].shape.clone();
    let site = red.ctx.prog.site(op);
    let cached = red
        .ctx
        .prog
        .reduce_plans
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(&site)
        .cloned();
    let entry = match cached {
        Some(e) => e,
        None => {
            let (layout, source, warps) = h100_layout(red.ctx, op, &shape)?;
            let identity =
                folds_identity(red.fast.as_ref().map(|(_, fop)| fop.name()), tiles[0].num());
            let plan = Plan::new(&layout, dim, identity)
                .ok_or_else(|| Report::error("internal", "reduce dimension out of range"))?;
            let per_thread = plan.threads.first().map_or(0, Vec::len);
            let msg = format!(
                "reduce along dim {dim} of a {} tile in tileiras 13.5 sm_90 order: layout {} ({source}, {warps} warps); {} thread partials of {per_thread} element{}{}, combined over {} lane/warp bits",
                shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x"),
                layout.describe(),
                plan.threads.len(),
                if per_thread == 1 { "" } else { "s" },
                if plan.from_identity { " each folded from the identity" } else { "" },
                plan.levels.len(),
            );
            let e = Arc::new((plan, msg));
            red.ctx
                .prog
                .reduce_plans
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .insert(site, e.clone());
            e
        }
    };
    let plan = &entry.0;
    let block = red.ctx.block;
    red.ctx.prog.note(
        Report::new(Category::Numerics, "h100-reduce-order", entry.1.clone())
            .at(op)
            .in_block(block),
    );
    check_identity(&mut red, op, &tiles, &ids)?;
    let lanes = Lanes::new(&shape, dim);
    let mut lane = Vec::with_capacity(lanes.len);
    let n = tiles.len();
    let mut outs: Vec<Vec<u64>> = vec![Vec::with_capacity(lanes.count); n];
    if let Some((f, fop)) = &red.fast {
        let data = &tiles[0].data;
        // Plain f32 combiners fold on host floats or bits (see PlainF32); a lane that meets a
        // NaN goes the general way, which gives the NaN policy's payload.
        let plain = match f {
            FastFn::F32 { bop, env, .. } => PlainF32::of(*bop, env),
            _ => None,
        };
        for o in 0..lanes.count {
            lanes.fill(o, &mut lane);
            if let Some(p) = plain {
                let mut seen = false;
                let r = plan
                    .fold(
                        |k| data[lane[k]] as u32,
                        &(ids[0] as u32),
                        |&e, &a| {
                            seen |= is_nan32(e) || is_nan32(a);
                            Ok::<u32, ()>(p.combine(e, a))
                        },
                    )
                    .unwrap_or(0x7FFF_FFFF);
                if p.nan_free(seen, r) {
                    outs[0].push(r as u64);
                    continue;
                }
            }
            let acc = plan
                .fold(|k| data[lane[k]], &ids[0], |e, a| f.call(*e, *a))
                .map_err(|e| num_error(e, 0, &[]).at(fop))?;
            outs[0].push(acc);
        }
    } else {
        for o in 0..lanes.count {
            lanes.fill(o, &mut lane);
            let acc = plan.fold(
                |k| tiles.iter().map(|t| t.data[lane[k]]).collect::<Vec<u64>>(),
                &ids,
                |e, a| red.combine(e, a),
            )?;
            for i in 0..n {
                outs[i].push(acc[i]);
            }
        }
    }
    set_results(&mut red, op, &tiles, outs);
    Ok(())
}

/// The layout of a reduce or scan operand under `Numerics::H100`, where it comes from, and
/// the warps of the thread block.
fn h100_layout(ctx: &Ctx, op: &Op, shape: &[i64]) -> Result<(Layout, String, u32), Report> {
    let layouts = ctx.prog.layouts.as_ref();
    let warps = layouts.map_or(4, |l| l.warps);
    match layouts.and_then(|l| l.get(op.group("operands")[0])) {
        Some(k) => Ok((k.layout.clone(), format!("from its {}", k.from), warps)),
        None => match Layout::blocked(shape, warps) {
            Some(l) => Ok((
                l,
                "assumed: the operand's layout does not follow from a load (tileref takes the blocked layout of its shape)".to_string(),
                warps,
            )),
            None => Err(Report::error(
                "internal",
                "a tile dimension that is not a power of two",
            )),
        },
    }
}

/// An inclusive scan of the elements alone: the first element in scan order is copied as it
/// is (NaN payload included, as on the H100), each later one is `f(x[j], result[j-1])`.
pub fn scan<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op, region: RegionEval) -> EvalResult {
    let (tiles, ids, mut red) = setup(ctx, op, region)?;
    let ids = ids.into_iter().next().unwrap();
    let dim = op.attr("dim").and_then(|a| a.as_int()).unwrap_or(0) as usize;
    let reverse = op
        .attr("reverse")
        .and_then(|a| a.as_bool())
        .unwrap_or(false);
    let n = tiles.len();
    check_identity(&mut red, op, &tiles, &ids)?;
    let mut outs: Vec<Vec<u64>> = tiles.iter().map(|t| vec![0u64; t.len()]).collect();
    let lanes = Lanes::new(&tiles[0].shape, dim);
    let mut lane = Vec::with_capacity(lanes.len);
    let plan = if red.ctx.prog.opts.numerics == Numerics::H100
        && !h100_directed_combiner(red.ctx, op)
    {
        let (layout, source, warps) = h100_layout(red.ctx, op, &tiles[0].shape)?;
        let plan = ScanPlan::new(&layout, dim);
        match plan {
            Some(p) => {
                let msg = format!(
                    "scan along dim {dim} in tileiras 13.5 sm_90 order: layout {} ({source}, {warps} warps); segments of {} elements scanned across lanes, their totals chained in order",
                    layout.describe(),
                    1usize << p.seg_bits,
                );
                let block = red.ctx.block;
                red.ctx.prog.note(
                    Report::new(Category::Numerics, "h100-scan-order", msg)
                        .at(op)
                        .in_block(block),
                );
            }
            None => red.ctx.note_unmodelled(
                op,
                &format!("no model of a scan in layout {}", layout.describe()),
            ),
        }
        plan
    } else {
        None
    };
    for o in 0..lanes.count {
        lanes.fill(o, &mut lane);
        if reverse {
            lane.reverse();
        }
        if let Some(plan) = plan {
            let mut v: Vec<Vec<u64>> = lane
                .iter()
                .map(|&k| tiles.iter().map(|t| t.data[k]).collect())
                .collect();
            match &red.fast {
                Some((f, fop)) => plan
                    .scan(&mut v, |e, a| f.call(e[0], a[0]).map(|r| vec![r]))
                    .map_err(|e| num_error(e, 0, &[]).at(*fop))?,
                None => plan.scan(&mut v, |e, a| red.combine(e, a))?,
            }
            for (k, x) in lane.iter().zip(v) {
                for i in 0..n {
                    outs[i][*k] = x[i];
                }
            }
            continue;
        }
        let mut acc: Option<Vec<u64>> = None;
        for k in 0..lane.len() {
            let x: Vec<u64> = tiles.iter().map(|t| t.data[lane[k]]).collect();
            let next = match &acc {
                None => x,
                Some(a) => red.combine(&x, a)?,
            };
            for i in 0..n {
                outs[i][lane[k]] = next[i];
            }
            acc = Some(next);
        }
    }
    for (i, data) in outs.into_iter().enumerate() {
        let t = Tile::new(tiles[i].shape.clone(), tiles[i].elem.clone(), data);
        red.ctx.set_tile(op.results[i], t);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::eval::reduce::*;

    /// The host-arithmetic fold equals the element-by-element one (or declines): random lanes
    /// with zeros of both signs, infinities, subnormals and NaNs, in both operand orders.
    #[test]
    fn plain_f32_fold_equals_element_fold() {
        let mut s = 0xDEAD_BEEF_1234_5678u64;
        let specials = [
            0u64,
            0x8000_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            1,
            0x8000_0001,
            0x7F7F_FFFF,
            0xFF7F_FFFF,
            0x3F80_0000,
        ];
        let (mut fast, mut declined) = (0, 0);
        for round in 0..20_000 {
            let mut next = || {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                s
            };
            let len = 1 + (next() % 40) as usize;
            let rare = round % 4 == 0;
            let data: Vec<u64> = (0..len)
                .map(|_| {
                    let r = next();
                    if rare && r % 7 == 0 {
                        specials[(r >> 8) as usize % specials.len()]
                    } else {
                        (((r >> 40) as u32 % 0x0100_0000 + 0x3E00_0000) | ((r as u32) << 31)) as u64
                    }
                })
                .collect();
            let env = numeric::Env::new(numeric::Rounding::NearestEven);
            for bop in [
                BinOp::Add,
                BinOp::Mul,
                BinOp::Max,
                BinOp::Min,
                BinOp::MaxNan,
                BinOp::MinNan,
            ] {
                for elem_first in [true, false] {
                    let init = specials[(next() % 3) as usize] as u32;
                    let mut a = init;
                    for &x in &data {
                        a = if elem_first {
                            fast::f32_binop(bop, &env, x as u32, a)
                        } else {
                            fast::f32_binop(bop, &env, a, x as u32)
                        };
                    }
                    match fold_f32_plain(bop, &env, &data, 0..len, init) {
                        Some(r) => {
                            fast += 1;
                            assert_eq!(r, a, "{bop:?} {data:x?} init {init:#x}");
                        }
                        None => declined += 1,
                    }
                }
            }
        }
        assert!(fast > 150_000 && declined > 1000, "{fast} {declined}");
    }
}
